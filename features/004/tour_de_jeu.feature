# language: fr
Fonctionnalité: Tour de jeu, selon l'aide de jeu
  Le tableau « Tour de jeu » de l'aide de jeu AMIGO (004) : 1 planter 1 ou 2 haricots de sa
  main, 2 échanger ou donner des haricots, 3 planter les haricots reçus, 4 piocher 3 cartes
  (4 à 6 ou 7 joueurs). Un échange ou un don n'arrive à l'arbitre qu'une fois l'offre acceptée
  (décision trade.consent) ; la phase 4 n'a pas de choix : l'arbitre la joue dès que la
  dernière carte de la phase 3 est plantée (décision step3.who-ends).

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la pioche est 12 Harry Cochet

  Règle: Le tour enchaîne les phases 1 à 4, puis passe au joueur suivant

    @004/turn.order @004/step1.summary @004/step2.face-up @004/step2.leftover @004/step3.plant-all @004/step4.draw
    Scénario: Un tour de jeu complet enchaîne les 4 phases du tableau, puis c'est au joueur suivant
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
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et le champ 2 de Stéphane contient 2 Harry Copain
      Et c'est au tour d'Anne, phase 1

    @004/turn.order
    Scénario: Les phases du tableau se suivent : pas d'échange pendant la phase 1
      Soit la main de Stéphane est Harry Cauchemar, Harry Copain
      Et la main d'Anne est Harry Comique
      Quand Stéphane échange un Harry Copain de sa main avec Anne contre un Harry Comique
      Alors le coup est refusé par la règle 000.1/turn.order
      Et le refus dit "les échanges se font pendant la phase 2, pas pendant la phase 1"
      Quand Anne plante le Harry Comique dans le champ 1
      Alors le coup est refusé par la règle 000.1/turn.order
      Et le refus dit "Anne n'est pas le joueur actif (c'est le tour de Stéphane)"

  Règle: Phase 1 : planter 1 ou 2 haricots de sa main, en commençant par le début de la main

    @004/step1.summary
    Scénario: En phase 1 la première carte de la main est plantée d'abord, puis la suivante si le joueur veut
      Soit la main de Stéphane est Harry Cauchemar, Harry Copain, Harry Colt
      Quand Stéphane termine la phase 1
      Alors le coup est refusé par la règle 000.1/step1.front-card
      Et le refus dit "la première carte de la main doit être plantée"
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors le coup est refusé par la règle 000.1/step1.front-card
      Et le refus dit "la première carte de la main de Stéphane est Harry Cauchemar, pas Harry Copain"
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Copain, Harry Colt
      Quand Stéphane plante le Harry Copain dans le champ 2
      Alors c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Colt

    @004/step1.summary
    Scénario: En phase 1 un seul haricot suffit : le joueur actif arrête après le premier
      Soit la main de Stéphane est Harry Cauchemar, Harry Copain
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane termine la phase 1
      Alors c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Copain

    @004/step1.summary
    Scénario: En phase 1 jamais plus de 2 haricots
      Soit la main de Stéphane est Harry Cauchemar, Harry Cauchemar, Harry Cauchemar
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane plante le Harry Cauchemar dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors le coup est refusé par la règle 000.1/step1.no-third
      Et le refus dit "deux cartes ont déjà été plantées pendant la phase 1 ; jamais de troisième"

  Règle: Phase 2 : piocher 2 cartes visibles, puis échanger ou donner des haricots

    @004/step2.face-up
    Scénario: Après avoir planté, le joueur actif pioche 2 cartes et les pose face visible
      Soit la main de Stéphane est Harry Cauchemar
      Et la pioche est Harry Coriace, Harry Copain et 10 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et la pioche contient 10 cartes
      Et la main de Stéphane est vide

    @004/step2.summary
    Scénario: En phase 2 le joueur actif échange et donne des haricots, et en reçoit en don
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et la main de Stéphane est Harry Cauchemar, Harry Colt
      Et la main d'Anne est Harry Comique
      Et la main de Marc est Harry Cochon, Harry Colique
      Quand Stéphane échange le Harry Copain visible avec Anne contre un Harry Comique
      Et Stéphane donne le Harry Coriace visible à Marc
      Et Stéphane donne un Harry Colt de sa main à Léa
      Et Marc donne un Harry Colique à Stéphane
      Alors Stéphane a mis de côté Harry Comique, Harry Colique
      Et Anne a mis de côté Harry Copain
      Et Marc a mis de côté Harry Coriace
      Et Léa a mis de côté Harry Colt
      Et la main de Stéphane est Harry Cauchemar
      Et la main de Marc est Harry Cochon
      Et les cartes visibles sont rien

  Règle: Le joueur actif marchande les 2 cartes visibles et celles de sa main ; les autres, celles de leur main, avec lui

    @004/trade.active-cards
    Scénario: Le joueur actif échange une carte visible et une carte de sa main
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et la main de Stéphane est Harry Cauchemar, Harry Colt, Harry Cochet
      Et la main d'Anne est Harry Cochon, Harry Comique
      Quand Stéphane échange le Harry Copain visible et un Harry Colt de sa main avec Anne contre un Harry Comique
      Alors le coup est accepté
      Et la main de Stéphane est Harry Cauchemar, Harry Cochet
      Et Stéphane a mis de côté Harry Comique
      Et Anne a mis de côté Harry Copain, Harry Colt
      Et la main d'Anne est Harry Cochon
      Et les cartes visibles sont Harry Coriace

    @004/trade.active-cards
    Scénario: Le joueur actif ne marchande pas les haricots de ses champs
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et la main de Stéphane est Harry Colt
      Et la main d'Anne est Harry Comique
      Quand Stéphane échange un Harry Cauchemar avec Anne contre un Harry Comique
      Alors le coup est refusé par la règle 000.1/trade.active-cards
      Et le refus dit "Harry Cauchemar n'est ni visible ni dans la main de Stéphane"
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar

    @004/trade.other-cards
    Scénario: Un autre joueur marchande une carte de sa main avec le joueur actif
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et la main de Stéphane est Harry Colt
      Et la main de Marc est Harry Cochon, Harry Comique
      Quand Stéphane échange le Harry Coriace visible avec Marc contre un Harry Comique
      Alors le coup est accepté
      Et Marc a mis de côté Harry Coriace
      Et Stéphane a mis de côté Harry Comique
      Et la main de Marc est Harry Cochon

    @004/trade.other-cards
    Scénario: Les autres joueurs ne marchandent ni entre eux, ni avec les cartes de leurs champs
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et la main de Stéphane est Harry Colt
      Et la main d'Anne est Harry Comique
      Et la main de Marc est Harry Cochon
      Et le champ 1 d'Anne contient 2 Harry Cauchemar
      Quand Anne échange un Harry Comique avec Marc contre un Harry Cochon
      Alors le coup est refusé par la règle 000.1/trade.parties
      Et le refus dit "Anne n'est pas le joueur actif (c'est le tour de Stéphane)"
      Quand Anne donne un Harry Cauchemar à Stéphane
      Alors le coup est refusé par la règle 000.1/trade.other-cards
      Et le refus dit "Harry Cauchemar n'est pas dans la main d'Anne"
      Quand Stéphane échange un Harry Colt avec Anne contre le Harry Copain visible
      Alors le coup est refusé par la règle 000.1/trade.other-cards
      Et le refus dit "Harry Copain n'est pas dans la main d'Anne"
      Et la main d'Anne est Harry Comique

  Règle: Les cartes ne sortent de la main qu'une fois l'offre acceptée ; les cartes reçues sont posées devant soi

    @004/trade.hand-position
    Scénario: Une offre refusée ne sort aucune carte de la main
      # décision trade.consent : seuls les échanges et les dons acceptés arrivent à l'arbitre.
      # Anne offre son Harry Comique, Stéphane refuse : aucun coup n'est joué.
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et la main de Stéphane est Harry Colt
      Et la main d'Anne est Harry Comique, Harry Cochon
      Quand Stéphane termine la phase 2
      Alors la main d'Anne est Harry Comique, Harry Cochon
      Et Anne a mis de côté rien
      Et Stéphane a mis de côté Harry Coriace, Harry Copain

    @004/trade.hand-position
    Scénario: Une offre acceptée sort la carte de n'importe où dans la main, qui garde son ordre
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et la main de Stéphane est Harry Cauchemar, Harry Copain, Harry Colt, Harry Cochon
      Et la main d'Anne est Harry Comique, Harry Colique, Harry Chaos
      Quand Stéphane échange un Harry Colt de sa main avec Anne contre un Harry Colique
      Alors la main de Stéphane est Harry Cauchemar, Harry Copain, Harry Cochon
      Et la main d'Anne est Harry Comique, Harry Chaos
      Et Anne a mis de côté Harry Colt
      Et Stéphane a mis de côté Harry Colique

    @004/trade.set-aside
    Scénario: Les cartes reçues sont posées devant soi : elles ne retournent pas en main et ne sont plus marchandées
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et la main de Stéphane est Harry Colt
      Et la main d'Anne est Harry Comique
      Quand Stéphane échange le Harry Copain visible avec Anne contre un Harry Comique
      Alors la main de Stéphane est Harry Colt
      Et Stéphane a mis de côté Harry Comique
      Et la main d'Anne est vide
      Et Anne a mis de côté Harry Copain
      Quand Stéphane donne le Harry Comique à Marc
      Alors le coup est refusé par la règle 000.1/trade.set-aside
      Et le refus dit "Harry Comique est mis de côté par Stéphane pour la phase 3 et ne peut plus être échangé"
      Quand Anne donne le Harry Copain à Stéphane
      Alors le coup est refusé par la règle 000.1/trade.set-aside
      Et le refus dit "Harry Copain est mis de côté par Anne pour la phase 3 et ne peut plus être échangé"

  Règle: À la fin, le joueur actif reçoit les cartes visibles encore disponibles

    @004/step2.leftover
    Plan du scénario: À la fin de la phase 2, le joueur actif reçoit les cartes visibles restantes (<cas>)
      # décision step2.kept-cards : les cartes visibles ni échangées ni données reviennent au
      # joueur actif, qui les plante en phase 3.
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et la main de Stéphane est Harry Colt
      Et la main de Marc est Harry Cochon
      Quand Stéphane donne <donnée> à Marc
      Et Stéphane termine la phase 2
      Alors Stéphane a mis de côté <reçues>
      Et les cartes visibles sont rien
      Et Marc a mis de côté <marc>

      Exemples:
        | cas                          | donnée                                              | marc                        | reçues                      |
        | aucune carte visible donnée  | un Harry Colt de sa main                            | Harry Colt                  | Harry Coriace, Harry Copain |
        | une carte visible donnée     | le Harry Coriace visible                            | Harry Coriace               | Harry Copain                |
        | deux cartes visibles données | le Harry Coriace visible et le Harry Copain visible | Harry Coriace, Harry Copain | rien                        |

  Règle: Phase 3 : chaque joueur plante les haricots qu'il a reçus, dans l'ordre qu'il veut

    @004/step3.plant-all
    Scénario: En phase 3 chacun plante ses haricots reçus dans l'ordre qu'il veut, puis la phase 4 suit
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Comique, Harry Coriace
      Et Anne a mis de côté Harry Copain
      Et la main de Stéphane est Harry Colt
      Et la main d'Anne est Harry Cauchemar
      Quand Stéphane plante le Harry Coriace dans le champ 2
      Alors les joueurs qui doivent encore planter sont Stéphane et Anne
      Quand Anne plante le Harry Copain dans le champ 1
      Alors les joueurs qui doivent encore planter sont Stéphane
      Quand Stéphane plante le Harry Comique dans le champ 1
      Alors plus personne n'a de carte à planter
      Et la main de Stéphane est Harry Colt, Harry Cochet, Harry Cochet, Harry Cochet
      Et c'est au tour d'Anne, phase 1

    @004/step3.plant-all
    Scénario: En phase 3 seules les cartes reçues sont plantées, pas celles de la main
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Comique
      Et la main de Stéphane est Harry Colt
      Quand Stéphane plante le Harry Colt dans le champ 1
      Alors le coup est refusé par la règle 000.1/step3.plant-all
      Et le refus dit "Harry Colt n'est pas parmi les cartes que Stéphane a mises de côté"
      Et la main de Stéphane est Harry Colt

  Règle: Phase 4 : piocher 3 cartes, 4 à 6 ou 7 joueurs, rajoutées une à une à la fin de la main

    @004/step4.draw
    Plan du scénario: À <nombre> joueurs, la phase 4 pioche 3 cartes, rajoutées une à une à la fin de la main
      Soit une partie amigo-fr avec <joueurs>
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Cauchemar, Harry Colt
      Et la main d'Anne est Harry Cochon
      Et la pioche est Harry Comique, Harry Colique, Harry Cochon, Harry Chaos et 10 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la main de Stéphane est Harry Cauchemar, Harry Colt, Harry Comique, Harry Colique, Harry Cochon
      Et la pioche contient 11 cartes
      Et c'est au tour d'Anne, phase 1

      Exemples:
        | nombre | joueurs                         |
        | 3      | Stéphane, Anne et Marc          |
        | 4      | Stéphane, Anne, Marc et Léa     |
        | 5      | Stéphane, Anne, Marc, Léa et Tom |

    @004/players.6-7.draw @004/step4.draw
    Plan du scénario: À <nombre> joueurs, la phase 4 pioche 4 cartes, rajoutées une à une à la fin de la main
      Soit une partie amigo-fr avec <joueurs>
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Harry Copain
      Et la main de Stéphane est Harry Cauchemar, Harry Colt
      Et la main d'Anne est Harry Cochon
      Et la pioche est Harry Comique, Harry Colique, Harry Cochon, Harry Chaos et 10 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors la main de Stéphane est Harry Cauchemar, Harry Colt, Harry Comique, Harry Colique, Harry Cochon, Harry Chaos
      Et la pioche contient 10 cartes
      Et c'est au tour d'Anne, phase 1

      Exemples:
        | nombre | joueurs                                    |
        | 6      | Stéphane, Anne, Marc, Léa, Tom et Ève       |
        | 7      | Stéphane, Anne, Marc, Léa, Tom, Ève et Paul |
