# language: fr
Fonctionnalité: Préparatifs
  On écarte les troisièmes champs, on mélange et distribue 5 cartes à chaque joueur, qui ne
  change plus leur ordre ; le reste forme la pioche ; le joueur à gauche du donneur commence
  (règle 000, seconde partie : « Préparatifs »), avec le préréglage original-1997-fr.
  Le texte ne dit ni qui distribue ni comment : les joueurs choisissent le donneur, dont
  l'arbitre reçoit le siège (décision original-1997.dealer), et les cartes sont distribuées
  une à une comme le dit l'autre traduction, 003 (décision original-1997.deal-order).

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa

  Règle: Les troisièmes champs sont écartés : chacun commence avec deux champs vides

    @000.2/setup.third-field-box
    Scénario: Les cartes de troisième champ restent de côté : chaque joueur commence avec deux champs vides
      Quand les cartes sont distribuées avec la graine 7
      Alors chaque joueur a 2 champs vides
      Et Stéphane a 0 pièce d'or
      Et la boîte contient 6 cartes troisième champ

  Règle: On mélange bien et on distribue 5 cartes à chaque joueur

    @000.2/setup.deal
    Scénario: Chaque joueur reçoit cinq cartes
      Quand les cartes sont distribuées avec la graine 7
      Alors les mains contiennent dans l'ordre des sièges 5, 5, 5, 5 cartes

    @000.2/setup.deal
    Scénario: Les cartes sont distribuées une à une, à partir du joueur à gauche du donneur
      # décision original-1997.deal-order
      Quand Léa distribue depuis la pioche préparée haricot rouge, haricot Soya, haricot du jardin, haricot de feu, 16 gros haricots et 10 haricots bleus
      Alors la main de Stéphane est haricot rouge, 4 gros haricots
      Et la main d'Anne est haricot Soya, 4 gros haricots
      Et la main de Marc est haricot du jardin, 4 gros haricots
      Et la main de Léa est haricot de feu, 4 gros haricots

    @000.2/setup.deal @000.2/setup.starting-player
    Scénario: Le texte ne dit pas qui distribue : les joueurs le choisissent
      # décision original-1997.dealer
      Quand Marc distribue avec la graine 5
      Alors l'option de règle dealer vaut chosen
      Et c'est au tour de Léa, phase 1

  Règle: L'ordre des cartes ramassées ne change plus ; les cartes en plus vont à l'arrière

    @000.2/setup.hand-order
    Scénario: Seule la première carte de la main se plante : on ne trie pas ses cartes
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est haricot de feu, haricot Soya, haricot rouge
      Et la pioche est 12 haricots bleus
      Alors Stéphane ne peut planter le haricot Soya nulle part
      Quand Stéphane plante le haricot Soya dans le champ 1
      Alors le coup est refusé par la règle 000.2/step1.front-card
      Et le refus dit "la première carte de la main de Stéphane est haricot de feu, pas haricot Soya"
      Quand Stéphane plante le haricot de feu dans le champ 1
      Alors la main de Stéphane est haricot Soya, haricot rouge

    @000.2/setup.hand-order
    Scénario: Les cartes piochées se mettent à l'arrière de la main, dans l'ordre
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté haricot de feu
      Et la main de Stéphane est haricot Soya, haricot rouge
      Et la pioche est haricot du jardin, gros haricot, haricot français et 10 haricots bleus
      Quand Stéphane plante le haricot de feu dans le champ 1
      Alors la main de Stéphane est haricot Soya, haricot rouge, haricot du jardin, gros haricot, haricot français

  Règle: Le reste des cartes forme la pioche

    @000.2/setup.draw-deck
    Scénario: Les cartes non distribuées forment la pioche, la défausse est vide
      Quand les cartes sont distribuées avec la graine 7
      Alors la pioche contient 84 cartes
      Et la défausse est vide

  Règle: Le joueur à gauche du donneur commence

    @000.2/setup.starting-player
    Scénario: Le joueur à gauche du donneur commence, et reçoit la première carte
      Quand Anne distribue depuis la pioche préparée haricot du jardin, haricot Soya, haricot rouge, haricot bleu, 16 gros haricots et 6 haricots de feu
      Alors c'est au tour de Marc, phase 1
      Et la main de Marc est haricot du jardin, 4 gros haricots
      Et la main de Léa est haricot Soya, 4 gros haricots
