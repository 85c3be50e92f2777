# language: fr
Fonctionnalité: Mise en place, selon l'aide de jeu
  Le bloc « Mise en place » de l'aide de jeu AMIGO (004, 154 cartes, 3 à 7 joueurs) : les
  cartes 3ème champ, les deux champs vides, la pioche et la défausse, les haricots retirés du
  jeu selon le nombre de joueurs, la donne et l'ordre des cartes en main.
  Le préréglage amigo-fr suit les règles AMIGO (000 partie 1) : ses refus citent les règles
  000.1/... L'aide ne dit pas qui distribue : par défaut le dernier siège distribue, le premier
  siège commence (décision dealer.who). Les cartes sont distribuées une à une, dans l'ordre des
  joueurs à partir de la gauche du donneur (décision deal.order).

  Règle: Les cartes 3ème champ attendent au centre de la table ; chacun commence avec 2 champs vides

    @004/setup.third-field-cards @contrast @not-modelled
    Scénario: L'endroit des cartes 3ème champ n'est pas modélisé : l'arbitre note seulement qui en achète une
      # décision setup.third-field-place : l'aide les pose au centre de la table, les règles
      # dans la boîte ; l'arbitre ne modélise pas cet endroit (@not-modelled : ce scénario
      # documente la clause, il ne la démontre pas), il note qui possède un 3ème champ.
      Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
      Et Anne a 3 Thunes
      Et Marc a 3 Thunes
      Alors chaque joueur a 2 champs vides
      Quand Anne achète un troisième champ
      Et Marc achète un troisième champ
      Alors Anne a 3 champs
      Et Marc a 3 champs
      Et Stéphane a 2 champs
      Et Léa a 2 champs

    @004/field.two-fields
    Plan du scénario: À <nombre> joueurs, chaque joueur commence avec 2 champs vides devant lui
      Soit une partie amigo-fr avec <nombre> joueurs
      Quand les cartes sont distribuées avec la graine 4
      Alors chaque joueur a 2 champs vides

      Exemples:
        | nombre |
        | 4      |
        | 5      |
        | 6      |
        | 7      |

    @004/field.two-fields @004/players.3.field3 @contrast
    Scénario: À 3 joueurs, chaque joueur commence avec 3 champs vides devant lui
      # décisions field3.three-players et amigo-fr.aid-precedence : « Commencer avec 2 champs
      # vides » et « À 3 joueurs, gratuit » sont lus comme la règle AMIGO : à 3 joueurs, chacun
      # commence le jeu avec la carte 3ème champ.
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Quand les cartes sont distribuées avec la graine 4
      Alors chaque joueur a 3 champs vides

  Règle: La pioche des cartes haricot est au centre de la table ; la défausse est mélangée quand elle est épuisée

    @004/setup.draw-deck
    Plan du scénario: À <nombre> joueurs, les cartes non distribuées forment une pioche de <pioche> cartes
      Soit une partie amigo-fr avec <nombre> joueurs
      Quand les cartes sont distribuées avec la graine 7
      Alors la pioche contient <pioche> cartes
      Et la défausse est vide

      Exemples:
        | nombre | pioche |
        | 3      | 135    |
        | 4      | 110    |
        | 5      | 105    |
        | 6      | 114    |
        | 7      | 108    |

    @004/deck.reshuffle @004/step4.draw
    Scénario: La pioche épuisée en phase 4 est remplacée par la défausse mélangée, et la pioche continue
      Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Cauchemar
      Et la main d'Anne est Harry Cochon
      Et la pioche est Harry Comique, Harry Colique
      Et la défausse est 6 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la main de Stéphane est Harry Cauchemar, Harry Comique, Harry Colique, Harry Cochet
      Et la pioche a été épuisée 1 fois
      Et la pioche est 5 Harry Cochet
      Et la défausse est vide
      Et la partie n'est pas terminée
      Et c'est au tour d'Anne, phase 1

    @004/deck.reshuffle @004/step2.face-up
    Scénario: La pioche épuisée en phase 2 est remplacée par la défausse mélangée avant la 2ème carte visible
      # décision deck.exhaustion-moment : la pioche est épuisée dès que sa dernière carte est
      # piochée, et la défausse est mélangée aussitôt.
      Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
      Et c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Cauchemar, Harry Colt
      Et la pioche est Harry Coriace
      Et la défausse est 4 Harry Colt
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane termine la phase 1
      Alors les cartes visibles sont Harry Coriace, Harry Colt
      Et la pioche a été épuisée 1 fois
      Et la pioche est 3 Harry Colt
      Et la défausse est vide

    @004/deck.reshuffle
    Scénario: Une défausse vide ne refait pas de pioche tout de suite : elle est mélangée quand on a besoin d'une carte
      # décision deck.empty-discard : l'aide ne dit rien de ce cas. La pioche qui s'épuise
      # compte une fois, même si la défausse est vide ; la nouvelle pioche est faite de la
      # défausse au moment où il faut piocher, sans compter de nouveau.
      Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Cauchemar
      Et la main d'Anne est Harry Colt
      Et le champ 1 de Marc contient 4 Harry Cochon
      Et la pioche a été épuisée 1 fois
      Et la pioche est Harry Comique, Harry Colique
      Et la défausse est vide
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la main de Stéphane est Harry Cauchemar, Harry Comique, Harry Colique
      Et la pioche contient 0 cartes
      Et la pioche a été épuisée 2 fois
      Et c'est au tour d'Anne, phase 1
      Quand Marc récolte le champ 1
      Alors la défausse est 3 Harry Cochon
      Quand Anne plante le Harry Colt dans le champ 1
      Alors c'est au tour d'Anne, phase 2
      Et les cartes visibles sont Harry Cochon, Harry Cochon
      Et la pioche est Harry Cochon
      Et la pioche a été épuisée 2 fois

    @004/deck.reshuffle
    Scénario: Pioche et défausse vides : on ne pioche rien, et la partie continue
      # décision deck.empty-discard : une pioche qui trouve la pioche et la défausse vides ne
      # donne rien ; le compte des épuisements ne monte pas.
      Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Cauchemar
      Et la pioche a été épuisée 1 fois
      Et la pioche est Harry Comique
      Et la défausse est vide
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la main de Stéphane est Harry Cauchemar, Harry Comique
      Et la pioche a été épuisée 2 fois
      Et la pioche contient 0 cartes
      Et c'est au tour d'Anne, phase 2

  Règle: Les haricots retirés du jeu dépendent du nombre de joueurs

    @004/players.3.removed
    Scénario: À 3 joueurs, les 4 Harry Choco sont retirés du jeu
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Quand les cartes sont distribuées avec la graine 5
      Alors toutes les cartes Harry Choco sont hors du jeu
      Et 150 cartes sont en jeu
      Et la pioche contient 135 cartes

    @004/players.4-5.removed
    Plan du scénario: À <nombre> joueurs, les 24 Harry Cogné sont retirés du jeu
      Soit une partie amigo-fr avec <nombre> joueurs
      Quand les cartes sont distribuées avec la graine 5
      Alors toutes les cartes Harry Cogné sont hors du jeu
      Et 130 cartes sont en jeu
      Et la pioche contient <pioche> cartes

      Exemples:
        | nombre | pioche |
        | 4      | 110    |
        | 5      | 105    |

    @004/players.6-7.removed
    Plan du scénario: À <nombre> joueurs, les 4 Harry Choco et les 6 Harry Coriace sont retirés du jeu
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

  Règle: 5 cartes haricot à chaque joueur, dont l'ordre en main ne change pas

    @004/setup.deal
    Plan du scénario: À <nombre> joueurs, chaque joueur reçoit 5 cartes haricot
      Soit une partie amigo-fr avec <nombre> joueurs
      Quand les cartes sont distribuées avec la graine 9
      Alors les mains contiennent dans l'ordre des sièges <mains> cartes

      Exemples:
        | nombre | mains         |
        | 3      | 5, 5, 5       |
        | 4      | 5, 5, 5, 5    |
        | 5      | 5, 5, 5, 5, 5 |

    @004/setup.hand-order @004/setup.deal
    Scénario: Les cartes gardent en main l'ordre de la donne, et seule la première peut être plantée
      Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
      Quand Léa distribue depuis la pioche préparée Harry Cauchemar, Harry Copain, Harry Comique, Harry Colt, Harry Cochet, Harry Colique, Harry Cochon, Harry Chaos, Harry Coriace, Harry Choco, Harry Cauchemar, Harry Copain, Harry Comique, Harry Colt, Harry Cochet, Harry Colique, Harry Cochon, Harry Chaos, Harry Coriace, Harry Choco et 10 Harry Cochet
      Alors la main de Stéphane est Harry Cauchemar, Harry Cochet, Harry Coriace, Harry Comique, Harry Cochon
      Et la main d'Anne est Harry Copain, Harry Colique, Harry Choco, Harry Colt, Harry Chaos
      Et c'est au tour de Stéphane, phase 1
      Et Stéphane ne peut planter le Harry Cochet nulle part
      Quand Stéphane plante le Harry Cochet dans le champ 1
      Alors le coup est refusé par la règle 000.1/step1.front-card
      Et le refus dit "la première carte de la main de Stéphane est Harry Cauchemar, pas Harry Cochet"
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors la main de Stéphane est Harry Cochet, Harry Coriace, Harry Comique, Harry Cochon

  Règle: À 6 ou 7 joueurs, la donne suit l'ordre des joueurs : 3, 4, 5 cartes, puis 6 aux suivants

    @004/players.6-7.deal
    Plan du scénario: À <nombre> joueurs, les mains reçoivent 3, 4, 5 puis 6 cartes dans l'ordre des joueurs
      Soit une partie amigo-fr avec <joueurs>
      Quand les cartes sont distribuées avec la graine 2
      Alors c'est au tour de Stéphane, phase 1
      Et les mains contiennent dans l'ordre des sièges <mains> cartes

      Exemples:
        | nombre | joueurs                                    | mains               |
        | 6      | Stéphane, Anne, Marc, Léa, Tom et Ève       | 3, 4, 5, 6, 6, 6    |
        | 7      | Stéphane, Anne, Marc, Léa, Tom, Ève et Paul | 3, 4, 5, 6, 6, 6, 6 |

    @004/players.6-7.deal
    Scénario: À 6 joueurs, le premier joueur est celui à gauche du donneur : il reçoit 3 cartes
      Soit une partie amigo-fr avec Stéphane, Anne, Marc, Léa, Tom et Ève
      Quand Marc distribue avec la graine 2
      Alors c'est au tour de Léa, phase 1
      Et Léa a 3 cartes en main
      Et Tom a 4 cartes en main
      Et Ève a 5 cartes en main
      Et Stéphane a 6 cartes en main
      Et Anne a 6 cartes en main
      Et Marc a 6 cartes en main

    @004/players.6-7.deal @004/setup.hand-order
    Scénario: À 6 joueurs, les cartes sont distribuées une à une ; un joueur servi est sauté
      # décision deal.order : une carte à la fois dans l'ordre des joueurs ; un joueur qui a
      # déjà sa part est sauté aux tours suivants. Chaque tour de donne est ici une variété.
      Soit une partie amigo-fr avec Stéphane, Anne, Marc, Léa, Tom et Ève
      Quand les cartes sont distribuées depuis la pioche préparée 6 Harry Cauchemar, 6 Harry Copain, 6 Harry Comique, 5 Harry Colt, 4 Harry Cochon, 3 Harry Chaos et 10 Harry Cochet
      Alors la main de Stéphane est Harry Cauchemar, Harry Copain, Harry Comique
      Et la main d'Anne est Harry Cauchemar, Harry Copain, Harry Comique, Harry Colt
      Et la main de Marc est Harry Cauchemar, Harry Copain, Harry Comique, Harry Colt, Harry Cochon
      Et la main de Léa est Harry Cauchemar, Harry Copain, Harry Comique, Harry Colt, Harry Cochon, Harry Chaos
      Et la main d'Ève est Harry Cauchemar, Harry Copain, Harry Comique, Harry Colt, Harry Cochon, Harry Chaos
      Et la pioche est 10 Harry Cochet
