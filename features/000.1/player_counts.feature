# language: fr
Fonctionnalité: Nombre de joueurs
  La boîte dit 2 à 7 joueurs. À 3 joueurs on retire les Harry Choco, chacun commence avec la
  carte 3ème champ et le jeu s'arrête à la seconde fois que la pioche est épuisée ; à 4 ou 5 on
  retire les Harry Cogné ; à 6 ou 7 on retire les Harry Choco et Coriace, les mains reçoivent
  3, 4, 5 puis 6 cartes, la phase 4 pioche 4 cartes et un 3ème champ coûte deux Thunes
  (règle 000, première partie : la couverture et « Nombre de joueurs »), avec le préréglage
  amigo-fr. À deux joueurs on joue le duel de haricots : voir duel.feature.

  Règle: Le jeu se joue de 2 à 7 joueurs (à 2, c'est le duel)

    @000.1/overview.box
    Plan du scénario: Une partie à <nombre> joueurs se prépare et se distribue
      # Le duel passe la phase 1 au premier tour du premier joueur : rien ne lui est offert.
      Soit une partie amigo-fr avec <nombre> joueurs
      Quand les cartes sont distribuées avec la graine 11
      Alors les mains contiennent dans l'ordre des sièges <mains> cartes
      Et c'est au tour du siège 1, phase <phase>

      Exemples:
        | nombre | mains               | phase |
        | 2      | 5, 5                | 2     |
        | 3      | 5, 5, 5             | 1     |
        | 4      | 5, 5, 5, 5          | 1     |
        | 5      | 5, 5, 5, 5, 5       | 1     |
        | 6      | 3, 4, 5, 6, 6, 6    | 1     |
        | 7      | 3, 4, 5, 6, 6, 6, 6 | 1     |

  Règle: À 3 joueurs : pas de Harry Choco, un 3ème champ pour chacun, la pioche épuisée deux fois

    @000.1/players.3 @000.1/players.3.removed
    Scénario: À 3 joueurs on retire du jeu les Harry Choco
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Quand les cartes sont distribuées avec la graine 5
      Alors toutes les cartes Harry Choco sont hors du jeu
      Et 150 cartes sont en jeu
      Et la pioche contient 135 cartes

    @000.1/players.3 @000.1/players.3.field3
    Scénario: À 3 joueurs chacun commence le jeu avec la carte 3ème champ
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Quand les cartes sont distribuées avec la graine 5
      Alors chaque joueur a 3 champs vides

    @000.1/players.3.field3
    Scénario: À 3 joueurs on ne peut pas acheter de 3ème champ durant le jeu
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Et Stéphane a 5 Thunes
      Quand Stéphane achète un troisième champ
      Alors le coup est refusé par la règle 000.1/players.3.field3
      Et le refus dit "à 3 joueurs, chacun commence avec le 3ème champ et ne peut pas en acheter"
      Et le refus cite la règle
      Et Stéphane a 5 Thunes

    @000.1/players.3 @000.1/players.3.end
    Scénario: À 3 joueurs le jeu s'arrête quand la pioche est épuisée pour la seconde fois
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main d'Anne est Harry Cauchemar
      Et la pioche a été épuisée 1 fois
      Et la pioche est Harry Comique, Harry Colique, Harry Cochon
      Et la défausse est 5 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la pioche a été épuisée 2 fois
      Et la partie est terminée

  Règle: À 4 ou 5 joueurs : pas de Harry Cogné

    @000.1/players.4-5 @000.1/players.4-5.removed
    Plan du scénario: À <nombre> joueurs on retire du jeu les Harry Cogné
      Soit une partie amigo-fr avec <nombre> joueurs
      Quand les cartes sont distribuées avec la graine 5
      Alors toutes les cartes Harry Cogné sont hors du jeu
      Et 130 cartes sont en jeu
      Et la pioche contient <pioche> cartes
      Et chaque joueur a 2 champs vides

      Exemples:
        | nombre | pioche |
        | 4      | 110    |
        | 5      | 105    |

  Règle: À 6 ou 7 joueurs : ni Harry Choco ni Coriace, des mains de 3 à 6 cartes, 4 cartes piochées, un champ moins cher

    @000.1/players.6-7 @000.1/players.6-7.removed
    Plan du scénario: À <nombre> joueurs on retire du jeu les Harry Choco et Coriace
      Soit une partie amigo-fr avec <nombre> joueurs
      Quand les cartes sont distribuées avec la graine 5
      Alors toutes les cartes Harry Choco sont hors du jeu
      Et toutes les cartes Harry Coriace sont hors du jeu
      Et 144 cartes sont en jeu
      Et la pioche contient <pioche> cartes

      Exemples:
        | nombre | pioche |
        | 6      | 114    |
        | 7      | 108    |

    @000.1/players.6-7 @000.1/players.6-7.deal
    Scénario: Le donneur donne 3 cartes au premier joueur, 4 au second, 5 au troisième, 6 aux autres
      Soit une partie amigo-fr avec Stéphane, Anne, Marc, Léa, Thomas et Eva
      Quand Marc distribue avec la graine 2
      Alors c'est au tour de Léa, phase 1
      Et Léa a 3 cartes en main
      Et Thomas a 4 cartes en main
      Et Eva a 5 cartes en main
      Et Stéphane a 6 cartes en main
      Et Anne a 6 cartes en main
      Et Marc a 6 cartes en main

    @000.1/players.6-7 @000.1/players.6-7.draw
    Scénario: À 6 joueurs, en phase 4, le joueur actif pioche 4 cartes au lieu de 3
      Soit une partie amigo-fr avec Stéphane, Anne, Marc, Léa, Thomas et Eva
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main d'Anne est Harry Cauchemar
      Et la pioche est Harry Comique, Harry Colique, Harry Cochon, Harry Colt et 10 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la main de Stéphane est Harry Comique, Harry Colique, Harry Cochon, Harry Colt
      Et c'est au tour d'Anne, phase 1

    @000.1/players.6-7 @000.1/players.6-7.field3
    Scénario: À 6 joueurs un 3ème champ coûte deux Thunes au lieu de trois
      Soit une partie amigo-fr avec Stéphane, Anne, Marc, Léa, Thomas et Eva
      Et Anne a 3 Thunes
      Quand Anne achète un troisième champ
      Alors Anne a 3 champs
      Et Anne a 1 Thune
      Et la défausse contient 2 cartes

    @000.1/players.6-7.field3
    Scénario: À 6 joueurs, un joueur qui n'a qu'une Thune est refusé par le prix à six joueurs
      Soit une partie amigo-fr avec Stéphane, Anne, Marc, Léa, Thomas et Eva
      Et Marc a 1 Thune
      Quand Marc achète un troisième champ
      Alors le coup est refusé par la règle 000.1/players.6-7.field3
      Et le refus dit "Marc a 1 Thune ; le 3ème champ coûte 2 Thunes"
      Et le refus cite la règle
