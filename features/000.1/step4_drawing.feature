# language: fr
Fonctionnalité: Phase 4, piocher de nouvelles cartes
  Le joueur actif pioche trois cartes une par une, à la fin de sa main ; la défausse mélangée
  devient la nouvelle pioche quand la pioche est épuisée, et c'est au joueur à gauche de jouer
  (règle 000, première partie : « Phase 4 » et « 4. Piocher de nouvelles cartes »), avec le
  préréglage amigo-fr. L'arbitre joue la phase 4 dès que la dernière carte de la phase 3 est
  plantée.

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 3
    Et Stéphane a mis de côté Harry Copain
    Et la main de Stéphane est Harry Cauchemar, Harry Colt
    Et la main d'Anne est Harry Cochon

  Règle: Le joueur actif pioche trois cartes une par une, chacune derrière la dernière carte de sa main

    @000.1/step4.summary @000.1/step4.draw @000.1/setup.hand-order
    Scénario: Les trois cartes piochées vont à la fin de la main, dans l'ordre où elles sont piochées
      Soit la pioche est Harry Comique, Harry Colique, Harry Cochon et 10 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la main de Stéphane est Harry Cauchemar, Harry Colt, Harry Comique, Harry Colique, Harry Cochon
      Et la pioche contient 10 cartes

  Règle: Quand la pioche est épuisée, le joueur actif mélange la défausse pour former une nouvelle pioche

    @000.1/deck.reshuffle
    Scénario: Quand la pioche est épuisée, la défausse mélangée forme une nouvelle pioche
      Soit la pioche est Harry Comique, Harry Colique
      Et la défausse est 6 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la main de Stéphane est Harry Cauchemar, Harry Colt, Harry Comique, Harry Colique, Harry Cochet
      Et la pioche a été épuisée 1 fois
      Et la pioche est 5 Harry Cochet
      Et la défausse est vide

  Règle: Après avoir pioché, c'est au joueur à gauche de devenir le joueur actif

    @000.1/turn.next-player
    Scénario: Après la pioche, le tour passe au joueur de gauche
      Soit la pioche est 12 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors c'est au tour d'Anne, phase 1

    @000.1/turn.next-player
    Scénario: Après le dernier siège, le tour revient au premier siège
      Soit c'est au tour de Léa, phase 3
      Et Léa a mis de côté Harry Copain
      Et Stéphane n'a rien mis de côté
      Et la pioche est 12 Harry Cochet
      Quand Léa plante le Harry Copain dans le champ 1
      Alors c'est au tour de Stéphane, phase 1
      Et la main de Léa est 3 Harry Cochet
