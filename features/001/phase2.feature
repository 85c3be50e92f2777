# language: fr
Fonctionnalité: Ladybohn : phase 2, piocher, échanger, donner ; les bébés
  Le joueur actif retourne 2 cartes ; il les garde, les échange ou les donne ; les échanges ne
  se font qu'avec lui ; les cartes reçues sont posées à côté des champs ; on ne dit que la
  variété, jamais si c'est un mister, une miss ou un bébé ; un bébé reçu par un joueur qui a un
  champ de sa famille se plante tout de suite, et planter un bébé fait avancer une miss (001 :
  « Phase 2. Piocher, échanger, donner des cartes haricots »). Un échange ou un don n'arrive à
  l'arbitre qu'une fois accepté par les deux joueurs (décision trade.consent) : le joueur qui
  donne choisit la carte qu'il remet.

  Contexte:
    Soit une partie ladybohn avec Stéphane, Anne et Marc, au barème d'essai
    Et c'est au tour de Stéphane, phase 2
    Et les cartes visibles sont Saubohne, Feuerbohne
    Et la pioche est 10 Brechbohnen

  Règle: Le joueur actif retourne 2 cartes, puis les garde, les échange ou les donne

    @001/step2.face-up
    Scénario: Après la phase 1, deux cartes sont retournées, visibles de tous
      Soit c'est au tour de Stéphane, phase 1
      Et il n'y a aucune carte visible
      Et la main de Stéphane est Rote Bohne
      Et la pioche est Sojabohne, Augenbohne miss et 5 Brechbohnen
      Quand Stéphane plante le Rote Bohne dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne, Augenbohne
      Et la pioche contient 5 cartes

    @001/step2.keep @001/trade.set-aside
    Scénario: Une carte gardée est posée à côté des champs et ne s'échange plus
      Soit la main d'Anne est Rote Bohne
      Quand Stéphane garde le Saubohne visible
      Alors Stéphane a mis de côté Saubohne
      Quand Stéphane échange le Saubohne avec Anne contre un Rote Bohne
      Alors le coup est refusé par la règle 001/trade.set-aside
      Et le refus cite la règle

  Règle: On n'échange qu'avec le joueur actif ; lui offre ses cartes retournées et sa main, les autres leur main

    @001/trade.parties
    Scénario: Deux autres joueurs n'échangent pas entre eux
      Soit la main d'Anne est Rote Bohne
      Et la main de Marc est Blaue Bohne
      Quand Anne échange un Rote Bohne avec Marc contre un Blaue Bohne
      Alors le coup est refusé par la règle 001/trade.parties
      Et le refus cite la règle

    @001/trade.active-cards
    Scénario: Le joueur actif offre une carte retournée et une carte du milieu de sa main
      Soit la main de Stéphane est Sojabohne, Blaue Bohne, Augenbohne
      Et la main d'Anne est Rote Bohne
      Quand Stéphane échange le Saubohne visible et un Blaue Bohne de sa main avec Anne contre un Rote Bohne
      Alors le coup est accepté
      Et la main de Stéphane est Sojabohne, Augenbohne
      Et Anne a mis de côté Saubohne, Blaue Bohne
      Et Stéphane a mis de côté Rote Bohne

    @001/trade.other-cards
    Scénario: Les autres n'échangent que des cartes de leur main
      Soit le champ 1 d'Anne contient 2 Rote Bohnen
      Quand Stéphane échange le Saubohne visible avec Anne contre un Rote Bohne
      Alors le coup est refusé par la règle 001/trade.other-cards
      Et le refus cite la règle

    @001/trade.continue
    Scénario: Les cartes retournées parties, le joueur actif échange et donne encore des cartes de sa main
      # décision ladybohn.continue-donating : échanger et donner continuent.
      Soit la main de Stéphane est Blaue Bohne, Sojabohne
      Et la main d'Anne est Rote Bohne
      Quand Stéphane garde le Saubohne visible
      Et Stéphane garde le Feuerbohne visible
      Et Stéphane échange un Blaue Bohne de sa main avec Anne contre un Rote Bohne
      Alors le coup est accepté
      Quand Stéphane donne un Sojabohne de sa main à Marc
      Alors le coup est accepté
      Et Marc a mis de côté Sojabohne

    @001/trade.hand-position
    Scénario: Une carte proposée reste dans la main tant que l'échange n'est pas conclu
      Soit la main de Stéphane est Rote Bohne, Blaue Bohne, Sojabohne
      Quand Stéphane propose un Blaue Bohne de sa main à Anne contre un Rote Bohne
      Alors le coup est accepté
      Et la main de Stéphane est Rote Bohne, Blaue Bohne, Sojabohne
      Quand Anne refuse l'offre de Stéphane
      Alors le coup est accepté
      Et la main de Stéphane est Rote Bohne, Blaue Bohne, Sojabohne
      Quand Stéphane termine la phase 2
      Alors la main de Stéphane est Rote Bohne, Blaue Bohne, Sojabohne

  Règle: On ne dit que la variété, pas si c'est un mister, une miss ou un bébé

    @001/lady.hidden-kinds
    Scénario: Stéphane demande « un Rote Bohne » ; Anne choisit de remettre son bébé
      # décision ladybohn.hidden-kinds : l'offre demande une famille, jamais une sorte ; Anne,
      # qui l'accepte, choisit la carte physique qu'elle remet. La vue de Stéphane ne montre de
      # la main d'Anne que sa taille.
      Soit la main d'Anne est Rote Bohne, Rote Bohne bébé, Blaue Bohne
      Alors la vue de Stéphane montre de la main d'Anne 3 cartes, sans leur sorte
      Quand Stéphane propose le Saubohne visible à Anne contre un Rote Bohne
      Alors le coup est accepté
      Quand Anne accepte l'offre de Stéphane avec un Rote Bohne bébé
      Alors le coup est accepté
      Et la main d'Anne est Rote Bohne, Blaue Bohne
      Et Stéphane a mis de côté Rote Bohne bébé
      Et la vue de Stéphane montre de la main d'Anne 2 cartes, sans leur sorte

    @001/lady.hidden-kinds
    Scénario: La vue d'Anne montre l'offre de Stéphane : 1 Rote Bohne, sans sa sorte
      # décision ladybohn.hidden-kinds : une offre montre les cartes de main qu'elle donne par
      # leur famille et leur nombre, à tous (son destinataire, les autres, et celui qui donne),
      # sous des numéros propres à l'offre ; l'arbitre garde les cartes exactes.
      Soit la main de Stéphane est Rote Bohne bébé, Blaue Bohne
      Quand Stéphane propose un Rote Bohne bébé de sa main à Anne contre un Blaue Bohne
      Alors le coup est accepté
      Et la vue d'Anne montre l'offre de Stéphane : 1 Rote Bohne, sans sa sorte
      Et la vue de Marc montre l'offre de Stéphane : 1 Rote Bohne, sans sa sorte
      Et la vue de Stéphane montre l'offre de Stéphane : 1 Rote Bohne, sans sa sorte

  Règle: Dons : le joueur actif donne des cartes retournées ou de sa main ; les autres ne donnent qu'à lui, de leur main

    @001/donate.allowed @001/donate.active-cards
    Scénario: Le joueur actif donne une carte retournée et une carte de sa main
      Soit la main de Stéphane est Blaue Bohne
      Quand Stéphane donne le Saubohne visible et un Blaue Bohne de sa main à Marc
      Alors le coup est accepté
      Et Marc a mis de côté Saubohne, Blaue Bohne

    @001/donate.to-active
    Scénario: Les autres ne donnent qu'au joueur actif
      Soit la main d'Anne est Rote Bohne, Blaue Bohne
      Quand Anne donne un Rote Bohne à Marc
      Alors le coup est refusé par la règle 001/donate.to-active
      Et le refus cite la règle
      Quand Anne donne un Blaue Bohne à Stéphane
      Alors le coup est accepté
      Et Stéphane a mis de côté Blaue Bohne

    @001/donate.consent
    Scénario: Un don refusé ne déplace rien
      Soit la main de Stéphane est Blaue Bohne
      Quand Stéphane propose un Blaue Bohne de sa main à Anne contre rien
      Alors le coup est accepté
      Quand Anne refuse l'offre de Stéphane
      Alors le coup est accepté
      Et Anne a mis de côté rien
      Quand Stéphane termine la phase 2
      Alors la main de Stéphane est Blaue Bohne
      Et Anne a mis de côté rien

  Règle: Les cartes retournées, échangées et données se plantent en phase 3 ; la phase 2 finit quand le joueur actif arrête

    @001/step2.to-plant @001/step2.end
    Scénario: Le joueur actif termine la phase 2 ; chacun plantera ce qu'il a reçu
      Soit la main d'Anne est Rote Bohne
      Quand Anne termine la phase 2
      Alors le coup est refusé par la règle 001/step2.end
      Quand Stéphane échange le Saubohne visible avec Anne contre un Rote Bohne
      Et Stéphane termine la phase 2
      Alors c'est au tour de Stéphane, phase 3
      Et les joueurs qui doivent encore planter sont Stéphane et Anne
      Et Stéphane a mis de côté Rote Bohne, Feuerbohne
      Et Anne a mis de côté Saubohne

  Règle: Un bébé reçu par un joueur qui a un champ de sa famille se plante tout de suite ; sinon en phase 3

    @001/lady.baby-trade @001/lady.baby-phase2
    Scénario: Anne reçoit un bébé Rote Bohne et a un champ de Rote Bohnen : elle le plante avant tout
      Soit la main de Stéphane est Rote Bohne bébé, Blaue Bohne
      Et le champ 1 d'Anne contient Rote Bohne et Rote Bohne miss
      Quand Stéphane donne un Rote Bohne bébé de sa main à Anne
      Alors le coup est accepté
      Et Anne doit d'abord planter le bébé reçu
      Quand Stéphane termine la phase 2
      Alors le coup est refusé par la règle 001/lady.baby-trade
      Et le refus cite la règle
      Quand Anne plante le Rote Bohne bébé dans le champ 1
      Alors le coup est accepté
      Et le champ 1 d'Anne est, de bas en haut, Rote Bohne, Rote Bohne miss et Rote Bohne bébé
      Et c'est au tour de Stéphane, phase 2

    @001/lady.baby-trade.phase3
    Scénario: Marc reçoit un bébé sans champ de sa famille : il le plantera en phase 3
      Soit la main de Stéphane est Rote Bohne bébé
      Quand Stéphane donne un Rote Bohne bébé de sa main à Marc
      Alors Marc a mis de côté Rote Bohne
      Et c'est au tour de Stéphane, phase 2
      Quand Stéphane termine la phase 2
      Alors le coup est accepté

    @001/lady.baby-tip
    Scénario: Donner un bébé et un mister de la même famille : le bébé se plante d'abord, le mister dessus en phase 3
      Soit la main de Stéphane est Rote Bohne bébé, Rote Bohne
      Et le champ 1 d'Anne contient Rote Bohne miss
      Quand Stéphane donne un Rote Bohne bébé de sa main et un Rote Bohne de sa main à Anne
      Et Anne plante le Rote Bohne bébé dans le champ 1
      Alors Anne a mis de côté Rote Bohne
      Quand Stéphane termine la phase 2
      Et Anne plante le Rote Bohne dans le champ 1
      Alors le champ 1 d'Anne est, de bas en haut, Rote Bohne miss, Rote Bohne bébé et Rote Bohne

  Règle: Planter un bébé dans un champ qui a une miss permet de l'avancer d'une ou deux positions vers le haut

    @001/lady.miss-move
    Scénario: La miss avance d'une position en phase 2, pas de trois, ni au-delà du haut
      # décision ladybohn.miss-promotion : 1 ou 2 positions, au choix, jamais au-delà du haut.
      Soit la main de Stéphane est Rote Bohne bébé
      Et le champ 1 d'Anne contient Rote Bohne miss et Rote Bohne
      Quand Stéphane donne un Rote Bohne bébé de sa main à Anne
      Et Anne plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 1 de 3 positions
      Alors le coup est refusé par la règle 001/lady.miss-move
      Et le refus cite la règle
      Quand Anne plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 2 de 1 position
      Alors le coup est refusé par la règle 001/lady.miss-move
      Quand Anne plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 1 de 1 position
      Alors le coup est accepté
      Et le champ 1 d'Anne est, de bas en haut, Rote Bohne, Rote Bohne miss et Rote Bohne bébé

    @example @001/example.miss-move @001/lady.miss-move.phase3
    Scénario: Mister, mister, miss, mister, mister : deux bébés amènent la miss en haut (exemple)
      # A. mister, mister, miss, mister, mister ; le joueur plante un bébé. B. La miss avance de
      # 2 : mister, mister, mister, mister, miss, bébé. C. Un autre bébé ; la miss avance de 2 et
      # devient la carte du haut.
      Soit c'est au tour de Stéphane, phase 3
      Et il n'y a aucune carte visible
      Et le champ 1 de Stéphane contient 2 Rote Bohnen, Rote Bohne miss et 2 Rote Bohnen
      Et Stéphane a mis de côté 2 Rote Bohne bébés
      Quand Stéphane plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 3 de 2 positions
      Alors le champ 1 de Stéphane est, de bas en haut, 4 Rote Bohnen, Rote Bohne miss et Rote Bohne bébé
      Quand Stéphane plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 5 de 2 positions
      Alors le champ 1 de Stéphane est, de bas en haut, 4 Rote Bohnen, 2 Rote Bohne bébés et Rote Bohne miss
