# language: fr
Fonctionnalité: Préparation du jeu
  Les cartes « Troisième champ » sont mises de côté ; les cartes sont mélangées et distribuées
  une à une, cinq à chaque joueur, qui les prend en main dans l'ordre reçu et ne change jamais
  cet ordre ; le reste forme la pioche ; le joueur à gauche du distributeur commence (003 :
  « Préparation du jeu »), avec le préréglage original-1997-fr-003. Le texte ne dit pas qui
  distribue : les joueurs le choisissent (décision original-1997.dealer).

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa

  Règle: Les cartes « Troisième champ » sont mises de côté

    @003/setup.third-field-box
    Scénario: Chaque joueur commence avec deux champs vides, les troisièmes champs restent de côté
      Quand les cartes sont distribuées avec la graine 9
      Alors chaque joueur a 2 champs vides
      Et la boîte contient 6 cartes troisième champ

  Règle: Les cartes sont mélangées et distribuées une à une, cinq par joueur

    @003/setup.deal
    Scénario: Chaque joueur reçoit cinq cartes
      Quand les cartes sont distribuées avec la graine 9
      Alors les mains contiennent dans l'ordre des sièges 5, 5, 5, 5 cartes

    @003/setup.deal @003/setup.pick-up
    Scénario: Les cartes sont distribuées une à une et prises en main dans l'ordre reçu
      # décision original-1997.deal-order : la première carte reçue est devant la main.
      Quand Léa distribue depuis la pioche préparée Rote Bohne, Sojabohne, Gartenbohne, Feuerbohne, Brechbohne, Augenbohne, Blaue Bohne, Saubohne, 12 Blaue Bohnen et 10 Saubohnen
      Alors la main de Stéphane est Rote Bohne, Brechbohne, 3 Blaue Bohnen
      Et la main d'Anne est Sojabohne, Augenbohne, 3 Blaue Bohnen
      Et la main de Marc est Gartenbohne, Blaue Bohne, 3 Blaue Bohnen
      Et la main de Léa est Feuerbohne, Saubohne, 3 Blaue Bohnen

  Règle: L'ordre des cartes en main ne change jamais ; toute nouvelle carte va derrière

    @003/setup.hand-order
    Scénario: Seule la carte de devant se plante : trier ses cartes n'est pas autorisé
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Feuerbohne, Sojabohne, Rote Bohne
      Et la pioche est 12 Blaue Bohnen
      Alors Stéphane ne peut planter le Sojabohne nulle part
      Quand Stéphane plante le Sojabohne dans le champ 1
      Alors le coup est refusé par la règle 003/step1.front-card
      Et le refus dit "la première carte de la main de Stéphane est Feuerbohne, pas Sojabohne"
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Alors la main de Stéphane est Sojabohne, Rote Bohne

    @003/setup.hand-order
    Scénario: Les nouvelles cartes sont ajoutées derrière celles déjà en main
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Feuerbohne
      Et la main de Stéphane est Sojabohne, Rote Bohne
      Et la main d'Anne est Augenbohne
      Et la pioche est Gartenbohne, Saubohne, Brechbohne et 10 Blaue Bohnen
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Alors la main de Stéphane est Sojabohne, Rote Bohne, Gartenbohne, Saubohne, Brechbohne

  Règle: Les autres cartes forment la pioche, côté taler vers le haut

    @003/setup.draw-deck
    Scénario: Les cartes non distribuées forment la pioche, la défausse est vide
      Quand les cartes sont distribuées avec la graine 9
      Alors la pioche contient 84 cartes
      Et la défausse est vide

  Règle: Le joueur à gauche du distributeur commence à jouer

    @003/setup.starting-player
    Scénario: Le joueur à gauche du distributeur commence
      # décision original-1997.dealer : les joueurs choisissent le distributeur.
      Quand Anne distribue avec la graine 9
      Alors l'option de règle dealer vaut chosen
      Et c'est au tour de Marc, phase 1

    @003/setup.starting-player
    Scénario: Le joueur à gauche du distributeur reçoit la première carte
      Quand Léa distribue depuis la pioche préparée Gartenbohne, Sojabohne, 16 Blaue Bohnen et 10 Saubohnen
      Alors c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Gartenbohne, 4 Blaue Bohnen
