# language: fr
Fonctionnalité: Fin du jeu
  Le jeu s'arrête quand la pioche est épuisée pour la troisième fois ; les champs sont vendus
  et le plus de Thunes gagne, l'égalité allant au plus de cartes en main (règle 000, première
  partie : « Fin du jeu »), avec le préréglage amigo-fr. La pioche est épuisée au moment où
  sa dernière carte est piochée (décision deck.exhaustion-moment).

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et la main d'Anne est Harry Cauchemar, Harry Copain

  Règle: La troisième fois que la pioche est épuisée, le jeu s'arrête

    @000.1/end.exhaustion @000.1/deck.reshuffle
    Scénario: La deuxième fois que la pioche est épuisée, le jeu continue avec la défausse mélangée
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la pioche a été épuisée 1 fois
      Et la pioche est Harry Comique, Harry Colique, Harry Cochon
      Et la défausse est 5 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la pioche a été épuisée 2 fois
      Et la partie n'est pas terminée
      Et c'est au tour d'Anne, phase 1
      Et la pioche est 5 Harry Cochet

    @000.1/end.exhaustion @000.1/end.step4
    Scénario: Épuisée pour la troisième fois en phase 4, la pioche arrête le jeu immédiatement
      # décision end.step4-partial-draw : le joueur garde les cartes piochées.
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Colt
      Et la pioche a été épuisée 2 fois
      Et la pioche est Harry Comique, Harry Colique
      Et la défausse est 5 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la pioche a été épuisée 3 fois
      Et la partie est terminée
      Et la main de Stéphane est Harry Colt, Harry Comique, Harry Colique

    @000.1/end.step2
    Scénario: Épuisée pour la troisième fois en phase 2, la pioche ne donne qu'une carte ; le jeu s'arrête après la phase 3
      # décision end.step2-one-card
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Cauchemar
      Et la pioche a été épuisée 2 fois
      Et la pioche est Harry Coriace
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace
      Et la pioche a été épuisée 3 fois
      Et la partie n'est pas terminée
      Quand Stéphane termine la phase 2
      Et Stéphane plante le Harry Coriace dans le champ 2
      Alors la partie est terminée
      Et la main de Stéphane est vide

  Règle: On récolte les champs ; le plus de Thunes gagne, puis le plus de cartes en main

    @000.1/end.scoring @000.1/overview.goal
    Scénario: À la fin, chacun récolte tous ses champs, même d'un seul haricot, et le plus de Thunes gagne
      # décision end.final-harvest : la protection d'un haricot seul ne joue pas.
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Colt
      Et le champ 1 de Stéphane contient 2 Harry Copain
      Et Stéphane a 2 Thunes
      Et le champ 1 d'Anne contient 4 Harry Cauchemar
      Et le champ 2 d'Anne contient Harry Cochon
      Et Anne a 3 Thunes
      Et Marc a 1 Thune
      Et la pioche a été épuisée 2 fois
      Et la pioche est Harry Comique, Harry Colique
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la partie est terminée
      Et les scores finaux sont Stéphane 3, Anne 4, Marc 1 et Léa 0
      Et Anne gagne
      Et les champs d'Anne sont vides
      Et les champs de Stéphane sont vides
      Et la main de Stéphane est Harry Colt, Harry Comique, Harry Colique
      Et la main d'Anne est Harry Cauchemar, Harry Copain

    @000.1/end.tie-break
    Scénario: Entre joueurs à égalité de Thunes, celui qui a le plus de cartes en main l'emporte
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Colt
      Et Stéphane a 4 Thunes
      Et Anne a 4 Thunes
      Et la pioche a été épuisée 2 fois
      Et la pioche est Harry Comique, Harry Colique
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors les scores finaux sont Stéphane 4 et Anne 4
      Et Stéphane a 3 cartes en main
      Et Anne a 2 cartes en main
      Et Stéphane gagne

    @000.1/end.tie-break
    Scénario: Des joueurs encore à égalité après avoir compté leurs mains partagent la victoire
      # décision end.unbroken-tie
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Colt
      Et Stéphane a 4 Thunes
      Et Anne a 4 Thunes
      Et la main d'Anne est Harry Cauchemar, Harry Copain, Harry Cochet
      Et la pioche a été épuisée 2 fois
      Et la pioche est Harry Comique, Harry Colique
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors les scores finaux sont Stéphane 4 et Anne 4
      Et les gagnants sont Stéphane et Anne
