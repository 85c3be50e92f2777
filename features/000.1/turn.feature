# language: fr
Fonctionnalité: Le déroulement d'un tour
  Un tour a quatre phases : planter, piocher et échanger, planter les haricots échangés et
  donnés, piocher de nouvelles cartes ; puis c'est au joueur à gauche de jouer (règle 000,
  première partie : « Déroulement » et les résumés des phases 1 à 4), avec le préréglage
  amigo-fr. La phase 4 ne demande aucun choix : l'arbitre la joue dès la fin de la phase 3.

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1

  Règle: Le joueur actif plante, pioche et échange, plante ce qu'il a reçu, puis pioche

    @000.1/turn.order @000.1/step1.summary @000.1/step2.summary @000.1/step3.summary @000.1/step4.summary @000.1/turn.next-player
    Scénario: Un tour complet enchaîne les phases 1 à 4, puis le joueur à gauche commence son tour
      Soit la main de Stéphane est Harry Cauchemar, Harry Copain, Harry Colt
      Et la main d'Anne est Harry Comique, Harry Cochon
      Et la pioche est Harry Cauchemar, Harry Copain, Harry Colique, Harry Chaos, Harry Comique et 10 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors c'est au tour de Stéphane, phase 1
      Quand Stéphane plante le Harry Copain dans le champ 2
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Cauchemar, Harry Copain
      Quand Stéphane termine la phase 2
      Alors c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Cauchemar, Harry Copain
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane plante le Harry Copain dans le champ 2
      Alors la main de Stéphane est Harry Colt, Harry Colique, Harry Chaos, Harry Comique
      Et c'est au tour d'Anne, phase 1

    @000.1/turn.order
    Scénario: En phase 1, seul le joueur actif plante des cartes de sa main
      Soit la main de Stéphane est Harry Cauchemar
      Et la main d'Anne est Harry Copain
      Quand Anne plante le Harry Copain dans le champ 1
      Alors le coup est refusé par la règle 000.1/turn.order
      Et le refus dit "Anne n'est pas le joueur actif (c'est le tour de Stéphane)"
      Et le refus cite la règle

    @000.1/turn.order
    Scénario: Les échanges attendent la phase 2
      Soit la main de Stéphane est Harry Cauchemar, Harry Copain
      Et la main d'Anne est Harry Comique
      Quand Stéphane échange un Harry Copain de sa main avec Anne contre un Harry Comique
      Alors le coup est refusé par la règle 000.1/turn.order
      Et le refus dit "les échanges se font pendant la phase 2, pas pendant la phase 1"
