# language: fr
Fonctionnalité: Fin du jeu, selon l'aide de jeu
  Le bloc « Fin du jeu » de l'aide de jeu AMIGO (004) : le jeu finit à la fin du tour où la
  pioche est épuisée pour la 3ème fois (la 2nde fois à 3 joueurs) ; chaque joueur récolte
  alors ses champs ; le joueur qui a le plus de thunes gagne ; en cas d'égalité, celui qui a
  le plus de cartes en main. La pioche est épuisée dès que sa dernière carte est piochée
  (décision deck.exhaustion-moment). Le préréglage amigo-fr arrête le jeu comme les règles
  AMIGO (000 partie 1) : après la phase 3 si la pioche s'épuise en phase 2, aussitôt si elle
  s'épuise en phase 4 ; l'aide dit « à la fin du tour », ce qui revient au même, puisque la
  phase 4 ne peut rien piocher dans une pioche épuisée et que rien ne suit la phase 4
  (décisions end.step2-one-card, end.step4-partial-draw, amigo-fr.aid-precedence).

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et la main d'Anne est Harry Cauchemar, Harry Copain

  Règle: À 4 joueurs et plus, le jeu finit avec le tour où la pioche est épuisée pour la 3ème fois

    @004/end.exhaustion @004/deck.reshuffle
    Scénario: La 2ème fois que la pioche est épuisée, la défausse est mélangée et le jeu continue
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

    @004/end.exhaustion @contrast
    Plan du scénario: À <nombre> joueurs, la pioche épuisée pour la 3ème fois en phase 4 finit le jeu aussitôt
      # décision end.step4-partial-draw : le jeu s'arrête dès que la pioche est épuisée ; les
      # cartes déjà piochées restent en main, sans nouvelle pioche. L'aide dit « à la fin du
      # tour » : la phase 4 était la dernière du tour, le résultat est le même.
      Soit une partie amigo-fr avec <joueurs>
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Colt
      Et la pioche a été épuisée 2 fois
      Et la pioche est Harry Comique, Harry Colique
      Et la défausse est 5 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la pioche a été épuisée 3 fois
      Et la partie est terminée
      Et la main de Stéphane est Harry Colt, Harry Comique, Harry Colique
      Et la pioche est vide
      Et la défausse contient 6 cartes

      Exemples:
        | nombre | joueurs                                     |
        | 4      | Stéphane, Anne, Marc et Léa                 |
        | 5      | Stéphane, Anne, Marc, Léa et Tom            |
        | 6      | Stéphane, Anne, Marc, Léa, Tom et Ève       |
        | 7      | Stéphane, Anne, Marc, Léa, Tom, Ève et Paul |

    @004/end.exhaustion @contrast
    Scénario: La pioche épuisée pour la 3ème fois en phase 2 ne donne qu'1 carte visible ; le jeu finit après la phase 3
      # décision end.step2-one-card : la dernière carte est retournée seule, les phases 2 et 3
      # sont jouées, puis le jeu finit sans phase 4. L'aide dit « à la fin du tour » : la phase 4
      # n'aurait rien pu piocher, le résultat est le même.
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Cauchemar
      Et la pioche a été épuisée 2 fois
      Et la pioche est Harry Coriace
      Et la défausse est 5 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace
      Et la pioche a été épuisée 3 fois
      Et la partie n'est pas terminée
      Quand Stéphane termine la phase 2
      Et Stéphane plante le Harry Coriace dans le champ 2
      Alors la partie est terminée
      Et la main de Stéphane est vide

    @004/end.exhaustion @contrast
    Scénario: La pioche épuisée pour la 3ème fois par la 2ème carte visible finit le jeu après la phase 3
      # décision end.step2-one-card : le jeu continue jusqu'à la fin de la phase 3 du joueur
      # actif, tous les joueurs plantent leurs cartes reçues ; la phase 4 n'est pas jouée,
      # comme « à la fin du tour » de l'aide.
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Cauchemar, Harry Colt
      Et la main de Marc est Harry Cauchemar
      Et la pioche a été épuisée 2 fois
      Et la pioche est Harry Coriace, Harry Copain
      Et la défausse est 5 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane termine la phase 1
      Alors les cartes visibles sont Harry Coriace, Harry Copain
      Et la pioche a été épuisée 3 fois
      Quand Stéphane échange le Harry Copain visible avec Marc contre un Harry Cauchemar
      Et Stéphane termine la phase 2
      Alors la partie n'est pas terminée
      Et les joueurs qui doivent encore planter sont Stéphane et Marc
      Quand Marc plante le Harry Copain dans le champ 1
      Et Stéphane plante le Harry Cauchemar dans le champ 1
      Alors la partie n'est pas terminée
      Quand Stéphane plante le Harry Coriace dans le champ 2
      Alors la partie est terminée
      Et la main de Stéphane est Harry Colt

  Règle: À 3 joueurs, le jeu finit avec le tour où la pioche est épuisée pour la 2nde fois

    @004/players.3.end @004/deck.reshuffle
    Scénario: À 3 joueurs, la 1ère fois que la pioche est épuisée, la défausse est mélangée et le jeu continue
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la pioche est Harry Comique, Harry Colique
      Et la défausse est 5 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la pioche a été épuisée 1 fois
      Et la partie n'est pas terminée
      Et c'est au tour d'Anne, phase 1

    @004/players.3.end @contrast
    Scénario: À 3 joueurs, la pioche épuisée pour la 2nde fois en phase 4 finit le jeu aussitôt
      # décision end.step4-partial-draw : le jeu s'arrête dès que la pioche est épuisée, les
      # cartes piochées restent en main ; « à la fin du tour » de l'aide revient au même.
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Colt
      Et la pioche a été épuisée 1 fois
      Et la pioche est Harry Comique, Harry Colique
      Et la défausse est 5 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la pioche a été épuisée 2 fois
      Et la partie est terminée
      Et la main de Stéphane est Harry Colt, Harry Comique, Harry Colique

    @004/players.3.end @contrast
    Scénario: À 3 joueurs, la pioche épuisée pour la 2nde fois en phase 2 finit le jeu après la phase 3
      # décision end.step2-one-card : la dernière carte est retournée seule ; le jeu finit à la
      # fin de la phase 3, sans phase 4.
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Et c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Cauchemar
      Et la pioche a été épuisée 1 fois
      Et la pioche est Harry Coriace
      Et la défausse est 5 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors les cartes visibles sont Harry Coriace
      Et la pioche a été épuisée 2 fois
      Et la partie n'est pas terminée
      Quand Stéphane termine la phase 2
      Et Stéphane plante le Harry Coriace dans le champ 2
      Alors la partie est terminée
      Et la main de Stéphane est vide

  Règle: Chaque joueur récolte alors ses champs ; le joueur qui a le plus de thunes gagne

    @004/end.scoring
    Scénario: À la fin, chaque joueur récolte tous ses champs, même d'1 haricot, et le plus de thunes gagne
      # décision end.final-harvest : la protection des champs d'1 haricot ne joue plus à la fin.
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
      Et les champs de Stéphane sont vides
      Et les champs d'Anne sont vides
      Et les scores finaux sont Stéphane 3, Anne 4, Marc 1 et Léa 0
      Et Anne gagne
      Et la main d'Anne est Harry Cauchemar, Harry Copain

    @004/end.scoring @004/players.3.end
    Scénario: À 3 joueurs, chaque joueur récolte ses 3 champs à la fin
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et le champ 1 de Marc contient 3 Harry Cauchemar
      Et le champ 2 de Marc contient Harry Cochon
      Et le champ 3 de Marc contient 6 Harry Colt
      Et la pioche a été épuisée 1 fois
      Et la pioche est Harry Comique, Harry Colique
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la partie est terminée
      Et les champs de Marc sont vides
      Et les scores finaux sont Stéphane 0, Anne 0 et Marc 3
      Et Marc gagne

  Règle: Si égalité, départager par le nombre de cartes en main

    @004/end.tie-break
    Scénario: Les joueurs à égalité de thunes sont départagés par leurs cartes en main
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

    @004/end.tie-break
    Scénario: Les joueurs encore à égalité après avoir compté leurs cartes en main partagent la victoire
      # décision end.unbroken-tie : l'aide ne dit rien de ce cas.
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

    @004/end.tie-break
    Scénario: Sans égalité, les cartes en main ne comptent pas
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Colt
      Et Stéphane a 4 Thunes
      Et Anne a 5 Thunes
      Et la main d'Anne est vide
      Et la pioche a été épuisée 2 fois
      Et la pioche est Harry Comique, Harry Colique
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors Anne gagne
