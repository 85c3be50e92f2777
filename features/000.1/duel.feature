# language: fr
Fonctionnalité: Le duel de haricots pour deux joueurs
  Deux joueurs jouent le duel de haricots : les règles du jeu pour 3 à 7 joueurs, avec les
  changements de la règle 000, première partie (« Le duel de haricots pour deux joueurs »),
  avec le préréglage amigo-fr. Un tour de duel a ses propres phases : 1. planter ou défausser
  les cartes offertes, 2. planter une ou deux cartes et en défausser une, 3. piocher trois
  cartes (et celles de la défausse qui leur correspondent), en planter et offrir les autres,
  4. piocher deux cartes. Les phases sont numérotées comme dans le duel ; la phase 4 ne
  demande aucun choix et suit aussitôt. Décisions : duel.discard-count (« n'importe quelle
  carte » : une seule), duel.offer-unplantable (une carte offerte se plante où elle va, après
  une récolte si le joueur le veut, ou se défausse), duel.end-timing (la pioche épuisée en
  phase 3 : on finit la phase 3, puis le jeu s'arrête ; en phase 4 : aussitôt).

  Contexte:
    Soit une partie amigo-fr avec Stéphane et Anne

  Règle: Le duel reprend les règles à 3 à 7 joueurs, sans les Harry Coriace ni les Harry Choco

    @000.1/duel.overview
    Scénario: Les deux joueurs reçoivent cinq cartes et plantent comme dans le jeu normal
      Quand Anne distribue depuis la pioche préparée Harry Cauchemar, Harry Copain, Harry Colt, Harry Comique, Harry Cochon, Harry Copain, Harry Cochet, Harry Cochet, Harry Colique, Harry Colique et 20 Harry Cogné
      Alors les mains contiennent dans l'ordre des sièges 5, 5 cartes
      Et chaque joueur a 2 champs vides
      Et la main de Stéphane est Harry Cauchemar, Harry Colt, Harry Cochon, Harry Cochet, Harry Colique
      Et c'est au tour de Stéphane, phase 2
      Quand Stéphane plante le Harry Colt dans le champ 1
      Alors le coup est refusé par la règle 000.1/step1.front-card
      Et le refus dit "la première carte de la main de Stéphane est Harry Cauchemar, pas Harry Colt"
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors le champ 1 de Stéphane contient Harry Cauchemar
      Et la main de Stéphane est Harry Colt, Harry Cochon, Harry Cochet, Harry Colique

    @000.1/duel.overview @000.1/step1.matching-field
    Scénario: Dans le duel aussi, une carte qui correspond à un champ doit y être plantée
      Soit c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar, Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Quand Stéphane plante le Harry Cauchemar dans le champ 2
      Alors le coup est refusé par la règle 000.1/step1.matching-field
      Et le refus dit "Harry Cauchemar correspond au champ 1 de Stéphane : il doit y être planté"
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors le champ 1 de Stéphane contient 3 Harry Cauchemar

    @000.1/duel.removed
    Scénario: On retire du jeu les Harry Coriace et Choco
      Quand les cartes sont distribuées avec la graine 1
      Alors toutes les cartes Harry Coriace sont hors du jeu
      Et toutes les cartes Harry Choco sont hors du jeu
      Et 144 cartes sont en jeu
      Et la pioche contient 134 cartes

  Règle: On ne vend ses haricots que durant son tour ; les Thunes d'un 3ème champ vont dans la boîte

    @000.1/duel.harvest
    Scénario: Un joueur ne peut vendre ses haricots que durant son tour
      Soit c'est au tour de Stéphane, phase 2
      Et le champ 1 d'Anne contient 3 Harry Cauchemar
      Et le champ 1 de Stéphane contient 3 Harry Cauchemar
      Quand Anne récolte le champ 1
      Alors le coup est refusé par la règle 000.1/duel.harvest
      Et le refus dit "Anne ne peut vendre ses haricots que durant son tour"
      Et le refus cite la règle
      Et le champ 1 d'Anne contient 3 Harry Cauchemar
      Quand Stéphane récolte le champ 1
      Alors le coup est accepté
      Et Stéphane a 1 Thune

    @000.1/duel.field3
    Scénario: Les 3 Thunes d'un 3ème champ sont placées dans la boîte, retirées du jeu
      Soit c'est au tour de Stéphane, phase 2
      Et Stéphane a 3 Thunes
      Quand Stéphane achète un troisième champ
      Alors Stéphane a 3 champs
      Et Stéphane a 0 Thune
      Et la défausse est vide
      Et 3 Thunes ont été placées dans la boîte
      Et 3 cartes ont quitté le jeu

  Règle: Le jeu s'arrête quand la pioche est épuisée pour la première fois

    @000.1/duel.end @000.1/duel.step4
    Scénario: Épuisée pour la première fois en phase 4, la pioche arrête le jeu aussitôt
      Soit c'est au tour de Stéphane, phase 3
      Et la main de Stéphane est Harry Colt
      Et la pioche est Harry Comique, Harry Colique
      Et la défausse est 5 Harry Cochet
      Quand Stéphane laisse les cartes piochées en offre
      Alors la pioche a été épuisée 1 fois
      Et la partie est terminée
      Et la main de Stéphane est Harry Colt, Harry Comique, Harry Colique
      Et la défausse est 5 Harry Cochet

    @000.1/duel.end @000.1/duel.step3.draw
    Scénario: Épuisée en phase 3, la pioche laisse le joueur finir sa phase 3, puis le jeu s'arrête
      # décision duel.end-timing : les cartes piochées se jouent ; pas de phase 4.
      Soit c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar, Harry Colt
      Et le champ 1 d'Anne contient 3 Harry Cochon
      Et la pioche est Harry Copain, Harry Comique
      Et la défausse est 4 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane termine la phase 2
      Alors la pioche a été épuisée 1 fois
      Et les cartes piochées sont Harry Copain, Harry Comique
      Et la partie n'est pas terminée
      Et c'est au tour de Stéphane, phase 3
      Quand Stéphane plante le Harry Copain pioché dans le champ 2
      Et Stéphane laisse les cartes piochées en offre
      Alors la partie est terminée
      Et la main de Stéphane est Harry Colt
      Et les scores finaux sont Stéphane 0 et Anne 1
      Et Anne gagne

  Règle: Un tour de duel : les cartes offertes, planter et défausser, piocher et offrir, piocher

    @000.1/duel.turn @000.1/duel.step1.first-turn @000.1/turn.next-player
    Scénario: Deux tours de duel enchaînent leurs phases dans l'ordre indiqué
      Quand Anne distribue depuis la pioche préparée Harry Cauchemar, Harry Copain, Harry Colt, Harry Comique, Harry Cochon, Harry Copain, Harry Cochet, Harry Cochet, Harry Colique, Harry Colique, Harry Comique, Harry Chaos, Harry Colt, Harry Cogné, Harry Cochon et 10 Harry Cochet
      Alors c'est au tour de Stéphane, phase 2
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane plante le Harry Colt dans le champ 2
      Et Stéphane défausse le Harry Cochet de sa main
      Alors la main de Stéphane est Harry Cochon, Harry Colique
      Et c'est au tour de Stéphane, phase 3
      Et les cartes piochées sont Harry Comique, Harry Chaos, Harry Colt
      Quand Stéphane plante le Harry Colt pioché dans le champ 2
      Et Stéphane laisse les cartes piochées en offre
      Alors la main de Stéphane est Harry Cochon, Harry Colique, Harry Cogné, Harry Cochon
      Et c'est au tour d'Anne, phase 1
      Et les cartes offertes sont Harry Comique, Harry Chaos
      Quand Anne plante le Harry Comique offert dans le champ 1
      Et Anne défausse le Harry Chaos offert
      Alors c'est au tour d'Anne, phase 2
      Et le champ 1 d'Anne contient Harry Comique
      Et la défausse est Harry Cochet, Harry Chaos
      Et la main d'Anne est Harry Copain, Harry Comique, Harry Copain, Harry Cochet, Harry Colique

    @000.1/duel.turn
    Scénario: Les phases d'un tour de duel se suivent dans l'ordre
      Soit c'est au tour de Stéphane, phase 1
      Et Anne a laissé Harry Copain en offre
      Et la main de Stéphane est Harry Cauchemar, Harry Colt
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors le coup est refusé par la règle 000.1/duel.step1
      Et le refus dit "Harry Cauchemar ne fait pas partie de l'offre"
      Quand Stéphane laisse les cartes piochées en offre
      Alors le coup est refusé par la règle 000.1/duel.step3.offer
      Et le refus dit "seul le joueur actif laisse une offre, pendant la phase 3"
      Quand Anne laisse les cartes piochées en offre
      Alors le coup est refusé par la règle 000.1/duel.step3.offer
      Et le refus dit "seul le joueur actif laisse une offre, pendant la phase 3"
      Et le refus cite la règle

    @000.1/duel.step1
    Scénario: Le joueur plante ou défausse les haricots que son adversaire a laissés comme offre
      Soit c'est au tour de Stéphane, phase 1
      Et Anne a laissé Harry Copain, Harry Comique en offre
      Et la main de Stéphane est Harry Cauchemar
      Quand Stéphane plante le Harry Copain offert dans le champ 1
      Alors c'est au tour de Stéphane, phase 1
      Et les cartes offertes sont Harry Comique
      Quand Stéphane défausse le Harry Comique offert
      Alors le champ 1 de Stéphane contient Harry Copain
      Et la défausse est Harry Comique
      Et c'est au tour de Stéphane, phase 2

    @000.1/duel.step1
    Scénario: En phase 1 on ne plante ou ne défausse que les cartes offertes
      Soit c'est au tour de Stéphane, phase 1
      Et Anne a laissé Harry Copain en offre
      Et la main de Stéphane est Harry Comique
      Quand Stéphane plante le Harry Comique offert dans le champ 1
      Alors le coup est refusé par la règle 000.1/duel.step1
      Et le refus dit "Harry Comique ne fait pas partie de l'offre"
      Et le refus cite la règle
      Quand Stéphane défausse le Harry Comique offert
      Alors le coup est refusé par la règle 000.1/duel.step1
      Et le refus dit "Harry Comique ne fait pas partie de l'offre"

    @000.1/duel.step1
    Scénario: Une carte offerte qui ne va dans aucun champ peut être défaussée
      # décision duel.offer-unplantable
      Soit c'est au tour de Stéphane, phase 1
      Et Anne a laissé Harry Copain en offre
      Et la main de Stéphane est Harry Comique
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et le champ 2 de Stéphane contient 2 Harry Colt
      Alors Stéphane ne peut planter le Harry Copain nulle part
      Quand Stéphane défausse le Harry Copain offert
      Alors le coup est accepté
      Et la défausse est Harry Copain
      Et c'est au tour de Stéphane, phase 2

    @000.1/duel.step1 @000.1/duel.harvest
    Scénario: Pour planter une carte offerte qui n'a pas de place, le joueur peut récolter, c'est son tour
      # décision duel.offer-unplantable
      Soit c'est au tour de Stéphane, phase 1
      Et Anne a laissé Harry Copain en offre
      Et la main de Stéphane est Harry Comique
      Et le champ 1 de Stéphane contient 3 Harry Cauchemar
      Et le champ 2 de Stéphane contient 2 Harry Colt
      Quand Stéphane récolte le champ 1
      Et Stéphane plante le Harry Copain offert dans le champ 1
      Alors le champ 1 de Stéphane contient Harry Copain
      Et Stéphane a 1 Thune
      Et c'est au tour de Stéphane, phase 2

    @000.1/duel.step1 @000.1/step1.matching-field
    Scénario: Une carte offerte qui correspond à un champ doit y être plantée
      Soit c'est au tour de Stéphane, phase 1
      Et Anne a laissé Harry Copain en offre
      Et la main de Stéphane est Harry Comique
      Et le champ 1 de Stéphane contient Harry Copain
      Alors Stéphane ne peut planter le Harry Copain que dans le champ 1
      Quand Stéphane plante le Harry Copain offert dans le champ 2
      Alors le coup est refusé par la règle 000.1/step1.matching-field
      Et le refus dit "Harry Copain correspond au champ 1 de Stéphane : il doit y être planté"

    @000.1/duel.step1.first-turn
    Scénario: On passe la phase 1 lors du premier tour du premier joueur
      Quand les cartes sont distribuées avec la graine 1
      Alors c'est au tour de Stéphane, phase 2
      Et aucune carte n'est offerte

    @000.1/duel.step2
    Scénario: Après avoir planté, le joueur peut défausser n'importe quelle carte de sa main
      Soit c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar, Harry Copain, Harry Comique, Harry Colt
      Et la pioche est 12 Harry Cochet
      Quand Stéphane défausse le Harry Comique de sa main
      Alors le coup est refusé par la règle 000.1/duel.step2
      Et le refus dit "on ne défausse une carte qu'après avoir planté"
      Et le refus cite la règle
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane défausse le Harry Comique de sa main
      Alors la main de Stéphane est Harry Copain, Harry Colt
      Et la défausse est Harry Comique
      Et c'est au tour de Stéphane, phase 3

    @000.1/duel.step2 @000.1/step1.second-card
    Scénario: Le joueur peut planter deux haricots avant de défausser, ou finir la phase 2 sans défausser
      Soit c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar, Harry Cauchemar, Harry Comique, Harry Colt
      Et la pioche est 12 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane plante le Harry Cauchemar dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Quand Stéphane termine la phase 2
      Alors c'est au tour de Stéphane, phase 3
      Et la main de Stéphane est Harry Comique, Harry Colt
      Et la défausse est vide

    @000.1/duel.step2 @000.1/step1.same-field
    Scénario: En phase 2, la seconde carte de la variété de la première peut ouvrir le champ vide
      # « comme dans le jeu normal » : la phrase « n'est pas obligé de le faire » vaut aussi ici
      # (décision step1.same-field-must).
      Soit c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar, Harry Cauchemar, Harry Colt
      Et la pioche est 12 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane plante le Harry Cauchemar dans le champ 2
      Alors le coup est accepté
      Et le champ 1 de Stéphane contient Harry Cauchemar
      Et le champ 2 de Stéphane contient Harry Cauchemar
      Et c'est au tour de Stéphane, phase 2

    @000.1/duel.step2
    Scénario: Une seule carte de la main est défaussée, puis la phase 3 commence
      # décision duel.discard-count : « n'importe quelle carte » se lit « une carte, n'importe
      # laquelle » ; la défausse met fin à la phase 2.
      Soit c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar, Harry Copain, Harry Comique, Harry Colt
      Et la pioche est 12 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane défausse le Harry Colt de sa main
      Alors c'est au tour de Stéphane, phase 3
      Et les cartes piochées sont Harry Cochet, Harry Cochet, Harry Cochet
      Et la main de Stéphane est Harry Copain, Harry Comique
      Et la défausse est Harry Colt

    @000.1/duel.step3 @000.1/duel.step3.draw
    Scénario: Le joueur actif tire trois cartes de la pioche et les place faces visibles
      Soit c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar, Harry Copain
      Et la pioche est Harry Cochet, Harry Colt, Harry Comique et 10 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane termine la phase 2
      Alors c'est au tour de Stéphane, phase 3
      Et les cartes piochées sont Harry Cochet, Harry Colt, Harry Comique
      Et la pioche contient 10 cartes

    @000.1/duel.step3.discard-chain
    Scénario: Les cartes du sommet de la défausse qui correspondent aux cartes piochées s'y ajoutent
      Soit c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar, Harry Cochon
      Et la défausse est Harry Cauchemar, Harry Copain, Harry Colt, Harry Comique
      Et la pioche est Harry Colt, Harry Comique, Harry Cochet et 10 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane termine la phase 2
      Alors les cartes piochées sont Harry Colt, Harry Comique, Harry Cochet, Harry Comique, Harry Colt
      Et la défausse est Harry Cauchemar, Harry Copain

    @000.1/duel.step3.discard-chain
    Scénario: On continue avec le nouveau sommet de la défausse jusqu'à une carte qui ne correspond pas
      # La carte défaussée en phase 2 est au sommet de la défausse : elle peut revenir.
      Soit c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar, Harry Copain
      Et la défausse est Harry Comique, Harry Cochet, Harry Copain, Harry Copain
      Et la pioche est Harry Colique, Harry Copain, Harry Chaos et 10 Harry Colique
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane défausse le Harry Copain de sa main
      Alors les cartes piochées sont Harry Colique, Harry Copain, Harry Chaos, Harry Copain, Harry Copain, Harry Copain
      Et la défausse est Harry Comique, Harry Cochet

    @000.1/duel.step3.discard-chain
    Scénario: La défausse ne donne rien quand son sommet ne correspond à aucune carte piochée
      Soit c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar, Harry Cochon
      Et la défausse est Harry Colt, Harry Comique
      Et la pioche est Harry Colt, Harry Copain, Harry Cochet et 10 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane termine la phase 2
      Alors les cartes piochées sont Harry Colt, Harry Copain, Harry Cochet
      Et la défausse est Harry Colt, Harry Comique

    @000.1/duel.step3 @000.1/duel.step3.plant
    Scénario: Le joueur plante les cartes piochées qu'il veut, et vend s'il le doit ou s'il le veut
      Soit c'est au tour de Stéphane, phase 3
      Et les cartes visibles sont Harry Copain, Harry Comique, Harry Cochet
      Et le champ 1 de Stéphane contient 2 Harry Copain
      Et le champ 2 de Stéphane contient 4 Harry Cauchemar
      Quand Stéphane plante le Harry Copain pioché dans le champ 1
      Et Stéphane plante le Harry Comique pioché dans le champ 2
      Alors le coup est refusé par la règle 000.1/field.one-variety
      Et le refus dit "Harry Comique ne correspond à aucun champ de Stéphane et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Quand Stéphane récolte le champ 2
      Et Stéphane plante le Harry Comique pioché dans le champ 2
      Alors le champ 1 de Stéphane contient 3 Harry Copain
      Et le champ 2 de Stéphane contient Harry Comique
      Et Stéphane a 1 Thune
      Et les cartes piochées sont Harry Cochet

    @000.1/duel.step3.plant
    Scénario: Les cartes prises sur la défausse se plantent comme celles de la pioche
      Soit c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar, Harry Cochon
      Et la défausse est Harry Copain, Harry Copain
      Et la pioche est Harry Copain, Harry Comique, Harry Cochet et 10 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane termine la phase 2
      Et Stéphane plante le Harry Copain pioché dans le champ 2
      Et Stéphane plante le Harry Copain pioché dans le champ 2
      Et Stéphane plante le Harry Copain pioché dans le champ 2
      Alors le champ 2 de Stéphane contient 3 Harry Copain
      Et les cartes piochées sont Harry Comique, Harry Cochet

    @000.1/duel.step3.plant
    Scénario: En phase 3 on ne plante que les cartes piochées
      Soit c'est au tour de Stéphane, phase 3
      Et les cartes visibles sont Harry Copain, Harry Comique, Harry Cochet
      Et la main de Stéphane est Harry Colt
      Quand Stéphane plante le Harry Colt dans le champ 1
      Alors le coup est refusé par la règle 000.1/duel.step3.plant
      Et le refus dit "Harry Colt n'est pas parmi les cartes tirées"
      Et le refus cite la règle

    @000.1/duel.step3 @000.1/duel.step3.offer
    Scénario: Les cartes restantes forment l'offre pour l'adversaire
      Soit c'est au tour de Stéphane, phase 3
      Et les cartes visibles sont Harry Copain, Harry Comique, Harry Cochet
      Et la main d'Anne est Harry Cauchemar
      Et la pioche est 12 Harry Cochet
      Quand Stéphane plante le Harry Copain pioché dans le champ 1
      Et Stéphane laisse les cartes piochées en offre
      Alors les cartes offertes sont Harry Comique, Harry Cochet
      Et il n'y a aucune carte visible
      Et c'est au tour d'Anne, phase 1

    @000.1/duel.step3.offer
    Scénario: Il est possible de ne planter aucune carte piochée
      Soit c'est au tour de Stéphane, phase 3
      Et les cartes visibles sont Harry Copain, Harry Comique, Harry Cochet
      Et la main d'Anne est Harry Cauchemar
      Et la pioche est 12 Harry Cochet
      Quand Stéphane laisse les cartes piochées en offre
      Alors le coup est accepté
      Et les cartes offertes sont Harry Copain, Harry Comique, Harry Cochet
      Et c'est au tour d'Anne, phase 1

    @000.1/duel.step3.offer @000.1/duel.step1
    Scénario: Quand toutes les cartes piochées sont plantées, rien n'est offert et le tour suivant commence en phase 2
      Soit c'est au tour de Stéphane, phase 3
      Et les cartes visibles sont Harry Copain
      Et le champ 1 de Stéphane contient Harry Copain
      Et la main d'Anne est Harry Cauchemar
      Et la pioche est 12 Harry Cochet
      Quand Stéphane plante le Harry Copain pioché dans le champ 1
      Et Stéphane laisse les cartes piochées en offre
      Alors aucune carte n'est offerte
      Et c'est au tour d'Anne, phase 2

    @000.1/duel.step4
    Scénario: Le joueur actif tire deux cartes de la pioche, une par une, chacune à la fin de sa main
      Soit c'est au tour de Stéphane, phase 3
      Et les cartes visibles sont Harry Copain, Harry Comique, Harry Cochet
      Et la main de Stéphane est Harry Cauchemar
      Et la main d'Anne est Harry Copain
      Et la pioche est Harry Comique, Harry Colique et 10 Harry Cochet
      Quand Stéphane laisse les cartes piochées en offre
      Alors la main de Stéphane est Harry Cauchemar, Harry Comique, Harry Colique
      Et la pioche contient 10 cartes
      Et c'est au tour d'Anne, phase 1
