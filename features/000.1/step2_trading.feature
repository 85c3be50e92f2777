# language: fr
Fonctionnalité: Phase 2, piocher, échanger et donner des cartes haricot
  Le joueur actif retourne deux cartes, puis les échange et les donne, ainsi que des cartes de
  sa main, avec les autres joueurs (règle 000, première partie : « Phase 2 », « 2. Piocher et
  échanger des cartes haricot », « Règles pour les échanges et les dons », « Remarque » et
  « Dons »), avec le préréglage amigo-fr. Un échange ou un don n'arrive à l'arbitre qu'une
  fois accepté par les deux joueurs (décision trade.consent).

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 2
    Et les cartes visibles sont Harry Coriace, Harry Copain
    Et la pioche est 12 Harry Cochet

  Règle: Le joueur actif retourne les deux premières cartes de la pioche

    @000.1/step2.face-up @000.1/step2.summary
    Scénario: Après avoir planté, le joueur actif pose les deux premières cartes de la pioche, faces visibles
      Soit c'est au tour de Stéphane, phase 1
      Et il n'y a aucune carte visible
      Et la main de Stéphane est Harry Cauchemar
      Et la pioche est Harry Coriace, Harry Copain et 10 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et la pioche contient 10 cartes

  Règle: Le joueur actif peut garder, échanger ou donner les cartes visibles

    @example @000.1/example.2 @000.1/step2.keep
    Scénario: Stéphane garde le Harry Coriace et échange le Harry Copain contre un Harry Comique (exemple 2)
      Soit c'est au tour de Stéphane, phase 1
      Et il n'y a aucune carte visible
      Et la main de Stéphane est Harry Cochon, Harry Colt
      Et la main d'Anne est Harry Comique, Harry Cauchemar
      Et la pioche est Harry Coriace, Harry Copain et 10 Harry Cochet
      Quand Stéphane plante le Harry Cochon dans le champ 1
      Et Stéphane termine la phase 1
      Alors les cartes visibles sont Harry Coriace, Harry Copain
      Quand Stéphane garde le Harry Coriace visible
      Alors Stéphane a mis de côté Harry Coriace
      Et les cartes visibles sont Harry Copain
      Quand Stéphane échange le Harry Copain visible avec Anne contre un Harry Comique
      Alors Stéphane a mis de côté Harry Coriace, Harry Comique
      Et Anne a mis de côté Harry Copain
      Et la main d'Anne est Harry Cauchemar
      Et il n'y a aucune carte visible

    @000.1/step2.keep @000.1/trade.set-aside
    Scénario: Une carte visible que le joueur actif garde est mise de côté et ne s'échange plus
      Soit la main de Stéphane est Harry Colt
      Et la main d'Anne est Harry Comique
      Quand Stéphane garde le Harry Coriace visible
      Et Stéphane échange le Harry Coriace avec Anne contre un Harry Comique
      Alors le coup est refusé par la règle 000.1/trade.set-aside
      Et le refus dit "Harry Coriace est mis de côté par Stéphane pour la phase 3 et ne peut plus être échangé"
      Quand Anne garde le Harry Copain visible
      Alors le coup est refusé par la règle 000.1/step2.keep
      Et le refus dit "seul le joueur actif garde les cartes visibles, pendant la phase 2"

    @000.1/step2.keep
    Scénario: Les cartes visibles encore sur la table à la fin de la phase 2 sont gardées par le joueur actif
      # décision step2.kept-cards : elles reviennent au joueur actif, qui les plante en phase 3.
      Soit la main de Stéphane est Harry Colt
      Quand Stéphane termine la phase 2
      Alors Stéphane a mis de côté Harry Coriace, Harry Copain
      Et il n'y a aucune carte visible
      Et la main de Stéphane est Harry Colt

    @000.1/step2.trade-donate @000.1/donate.active-cards @000.1/donate.to-active
    Scénario: Le joueur actif échange et donne, et reçoit des dons
      Soit la main de Stéphane est Harry Cauchemar, Harry Colt
      Et la main d'Anne est Harry Comique
      Et la main de Marc est Harry Cochon, Harry Colique
      Quand Stéphane donne le Harry Coriace visible à Marc
      Et Stéphane donne un Harry Colt de sa main à Léa
      Et Marc donne un Harry Colique à Stéphane
      Et Stéphane échange le Harry Copain visible avec Anne contre un Harry Comique
      Alors Marc a mis de côté Harry Coriace
      Et Léa a mis de côté Harry Colt
      Et Stéphane a mis de côté Harry Colique, Harry Comique
      Et Anne a mis de côté Harry Copain
      Et la main de Stéphane est Harry Cauchemar
      Et la main de Marc est Harry Cochon

  Règle: Chaque échange implique le joueur actif et un autre joueur

    @000.1/trade.parties
    Scénario: Les joueurs non actifs ne peuvent pas échanger entre eux
      Soit la main d'Anne est Harry Comique
      Et la main de Marc est Harry Copain
      Quand Anne échange un Harry Comique avec Marc contre un Harry Copain
      Alors le coup est refusé par la règle 000.1/trade.parties
      Et le refus dit "Anne n'est pas le joueur actif (c'est le tour de Stéphane)"
      Et le refus cite la règle

    @000.1/donate.to-active
    Scénario: Les autres joueurs ne donnent des cartes qu'au joueur actif
      Soit la main d'Anne est Harry Comique
      Quand Anne donne un Harry Comique à Marc
      Alors le coup est refusé par la règle 000.1/donate.to-active
      Et le refus dit "Anne ne peut donner qu'au joueur actif (Stéphane)"
      Quand Anne donne un Harry Comique à Stéphane
      Alors le coup est accepté
      Et Stéphane a mis de côté Harry Comique

  Règle: Le joueur actif donne les cartes visibles et des cartes de sa main ; les autres, des cartes de leur main

    @example @000.1/example.3 @000.1/trade.active-cards
    Scénario: Stéphane échange le Harry Copain et un Harry Colt de sa main contre un Harry Comique (exemple 3)
      Soit la main de Stéphane est Harry Cauchemar, Harry Colt, Harry Cochet
      Et la main d'Anne est Harry Cochon, Harry Comique
      Quand Stéphane échange le Harry Copain visible et un Harry Colt de sa main avec Anne contre un Harry Comique
      Alors le coup est accepté
      Et la main de Stéphane est Harry Cauchemar, Harry Cochet
      Et Stéphane a mis de côté Harry Comique
      Et Anne a mis de côté Harry Copain, Harry Colt
      Et la main d'Anne est Harry Cochon
      Et les cartes visibles sont Harry Coriace

    @000.1/trade.active-cards
    Scénario: Le joueur actif ne peut pas échanger une carte de ses champs
      Soit le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et la main de Stéphane est Harry Colt
      Et la main d'Anne est Harry Comique
      Quand Stéphane échange un Harry Cauchemar avec Anne contre un Harry Comique
      Alors le coup est refusé par la règle 000.1/trade.active-cards
      Et le refus dit "Harry Cauchemar n'est ni visible ni dans la main de Stéphane"

    @000.1/trade.other-cards
    Scénario: Les joueurs non actifs n'échangent et ne donnent que des cartes de leur main
      Soit la main de Stéphane est Harry Colt
      Et la main d'Anne est Harry Comique
      Et le champ 1 d'Anne contient 2 Harry Cauchemar
      Quand Anne donne un Harry Cauchemar à Stéphane
      Alors le coup est refusé par la règle 000.1/trade.other-cards
      Et le refus dit "Harry Cauchemar n'est pas dans la main d'Anne"
      Quand Stéphane échange un Harry Colt avec Anne contre le Harry Copain visible
      Alors le coup est refusé par la règle 000.1/trade.other-cards
      Et le refus dit "Harry Copain n'est pas dans la main d'Anne"

    @000.1/trade.continue
    Scénario: Une fois les cartes visibles parties, le joueur actif continue d'échanger des cartes de sa main
      Soit la main de Stéphane est Harry Cauchemar, Harry Colt
      Et la main d'Anne est Harry Comique, Harry Cochon
      Quand Stéphane donne le Harry Coriace visible et le Harry Copain visible à Marc
      Alors il n'y a aucune carte visible
      Quand Stéphane échange un Harry Colt avec Anne contre un Harry Cochon
      Alors le coup est accepté
      Et Stéphane a mis de côté Harry Cochon
      Et Marc a mis de côté Harry Coriace, Harry Copain

  Règle: Les cartes reçues sont mises de côté, jamais prises en main, et ne s'échangent plus

    @000.1/trade.set-aside @000.1/trade.set-aside.reminder
    Scénario: Les cartes reçues sont mises de côté et ne peuvent plus être données ni échangées
      Soit la main de Stéphane est Harry Colt
      Et la main d'Anne est Harry Comique
      Quand Stéphane échange le Harry Copain visible avec Anne contre un Harry Comique
      Alors la main de Stéphane est Harry Colt
      Et Stéphane a mis de côté Harry Comique
      Et la main d'Anne est vide
      Et Anne a mis de côté Harry Copain
      Quand Stéphane donne le Harry Comique à Marc
      Alors le coup est refusé par la règle 000.1/trade.set-aside
      Et le refus dit "Harry Comique est mis de côté par Stéphane pour la phase 3 et ne peut plus être échangé"
      Et le refus cite la règle
      Quand Anne donne le Harry Copain à Stéphane
      Alors le coup est refusé par la règle 000.1/trade.set-aside
      Et le refus dit "Harry Copain est mis de côté par Anne pour la phase 3 et ne peut plus être échangé"

    @000.1/trade.hand-position
    Scénario: On échange n'importe quelle carte de sa main, dont l'ordre ne change pas
      Soit la main de Stéphane est Harry Cauchemar, Harry Copain, Harry Colt, Harry Cochon
      Et la main d'Anne est Harry Comique, Harry Colique, Harry Chaos
      Quand Stéphane échange un Harry Colt de sa main avec Anne contre un Harry Colique
      Alors la main de Stéphane est Harry Cauchemar, Harry Copain, Harry Cochon
      Et la main d'Anne est Harry Comique, Harry Chaos
      Et Anne a mis de côté Harry Colt

  Règle: On n'est pas obligé d'accepter un don ; donner évite de planter

    @000.1/donate.consent @000.1/trade.hand-position
    Scénario: Un don refusé ne déplace rien ; les cartes ne quittent la main qu'une fois le don accepté
      # Anne propose son Harry Comique et Stéphane refuse : aucun coup n'arrive à l'arbitre.
      Soit la main d'Anne est Harry Comique, Harry Cochon
      Quand Stéphane termine la phase 2
      Alors la main d'Anne est Harry Comique, Harry Cochon
      Et Stéphane a mis de côté Harry Coriace, Harry Copain

    @000.1/donate.consent
    Scénario: Un don accepté retire la carte de la main à ce moment-là
      Soit la main d'Anne est Harry Comique, Harry Cochon
      Quand Anne donne un Harry Cochon à Stéphane
      Alors la main d'Anne est Harry Comique
      Et Stéphane a mis de côté Harry Cochon

    @000.1/donate.preferable @000.1/trade.purpose @000.1/step2.keep
    Scénario: Les cartes données, visibles ou de la main, ne sont pas à planter par le donneur
      Soit la main de Stéphane est Harry Cauchemar, Harry Choco
      Quand Stéphane donne le Harry Coriace visible à Marc
      Et Stéphane donne un Harry Choco de sa main à Marc
      Et Stéphane termine la phase 2
      Alors Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Cauchemar
      Et Marc a mis de côté Harry Coriace, Harry Choco

  Règle: Le joueur actif met fin à la phase 2 ; ce qui a été pioché, échangé et donné se plante ensuite

    @000.1/step2.to-plant @000.1/step2.end
    Scénario: Quand le joueur actif ne veut plus échanger, toutes les cartes visibles et reçues attendent d'être plantées
      Soit la main de Stéphane est Harry Colt
      Et la main d'Anne est Harry Comique
      Quand Stéphane échange le Harry Copain visible avec Anne contre un Harry Comique
      Et Anne termine la phase 2
      Alors le coup est refusé par la règle 000.1/step2.end
      Et le refus dit "seul le joueur actif termine la phase 2"
      Quand Stéphane termine la phase 2
      Alors c'est au tour de Stéphane, phase 3
      Et les joueurs qui doivent encore planter sont Stéphane et Anne
      Et Stéphane a mis de côté Harry Comique, Harry Coriace
      Et il n'y a aucune carte visible
