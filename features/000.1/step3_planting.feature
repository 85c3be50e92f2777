# language: fr
Fonctionnalité: Phase 3, planter les haricots échangés ou donnés
  Chaque joueur plante les cartes qu'il a reçues, et le joueur actif les cartes visibles qu'il
  a gardées, dans l'ordre de son choix ; la phase 3 finit quand tout est planté (règle 000,
  première partie : « Phase 3 » et « 3. Planter les haricots échangés ou donnés »), avec le
  préréglage amigo-fr (décisions step3.who-ends, step3.player-order ; « il doit la planter
  là » vaut aussi en phase 3 : décision plant.matching-field-scope).

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 3
    Et la main d'Anne est Harry Cauchemar
    Et la pioche est 12 Harry Cochet

  Règle: Tous les joueurs doivent planter toutes les cartes reçues, dans l'ordre qu'ils veulent

    @000.1/step3.summary @000.1/step3.figure @000.1/step3.plant-all
    Scénario: Chacun plante toutes ses cartes reçues dans son propre ordre, puis vient la phase 4
      Soit Stéphane a mis de côté Harry Comique, Harry Coriace
      Et Anne a mis de côté Harry Copain
      Et la main de Stéphane est Harry Colt
      Quand Stéphane plante le Harry Coriace dans le champ 2
      Alors les joueurs qui doivent encore planter sont Stéphane et Anne
      Quand Anne plante le Harry Copain dans le champ 1
      Alors les joueurs qui doivent encore planter sont Stéphane
      Quand Stéphane plante le Harry Comique dans le champ 1
      Alors plus personne n'a de carte à planter
      Et la main de Stéphane est Harry Colt, Harry Cochet, Harry Cochet, Harry Cochet
      Et c'est au tour d'Anne, phase 1

    @000.1/step3.plant-all
    Scénario: En phase 3 on ne plante que les cartes mises de côté
      Soit Stéphane a mis de côté Harry Comique
      Et la main de Stéphane est Harry Colt
      Quand Stéphane plante le Harry Colt dans le champ 1
      Alors le coup est refusé par la règle 000.1/step3.plant-all
      Et le refus dit "Harry Colt n'est pas parmi les cartes que Stéphane a mises de côté"
      Et le refus cite la règle

    @example @000.1/example.4 @000.1/step2.keep @000.1/trade.active-cards
    Scénario: Stéphane plante le Harry Comique dans son premier champ et le Harry Coriace dans son second (exemple 4)
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Et la main de Stéphane est Harry Cauchemar, Harry Colt
      Et la main d'Anne est Harry Comique, Harry Cochon
      Quand Stéphane échange le Harry Copain visible et un Harry Colt de sa main avec Anne contre un Harry Comique
      Et Stéphane garde le Harry Coriace visible
      Et Stéphane termine la phase 2
      Alors Stéphane a mis de côté Harry Comique, Harry Coriace
      Quand Stéphane plante le Harry Comique dans le champ 1
      Et Stéphane plante le Harry Coriace dans le champ 2
      Alors le champ 1 de Stéphane contient Harry Comique
      Et le champ 2 de Stéphane contient Harry Coriace
      Et les joueurs qui doivent encore planter sont Anne

    @000.1/step3.plant-all @000.1/step1.matching-field @002/step3.plant-all @contrast
    Plan du scénario: En phase 3 aussi, une carte reçue qui correspond à un champ doit y aller en français (<edition>)
      # décision plant.matching-field-scope : « il doit la planter là » vaut pour toute plantation.
      Soit une partie <edition> avec Stéphane, Anne, Marc et Léa
      Et Anne a mis de côté Harry Copain
      Et le champ 1 d'Anne contient 2 Harry Copain
      Alors Anne ne peut planter le Harry Copain que dans <champs>
      Quand Anne plante le Harry Copain dans le champ 2
      Alors le coup est <verdict>

      Exemples:
        | edition         | champs            | verdict                                        |
        | rio-grande-2000 | les champs 1 et 2 | accepté                                        |
        | amigo-fr        | le champ 1        | refusé par la règle 000.1/step1.matching-field |

  Règle: On peut récolter à tout moment, et on doit libérer un champ pour une carte qui n'a pas de place

    @000.1/step3.harvest @000.1/harvest.any-time
    Scénario: Un joueur récolte au milieu de la phase 3 pour planter la carte reçue
      Soit Anne a mis de côté Harry Copain
      Et le champ 1 d'Anne contient 3 Harry Cauchemar
      Et le champ 2 d'Anne contient 2 Harry Cochon
      Quand Anne récolte le champ 1
      Et Anne plante le Harry Copain dans le champ 1
      Alors Anne a 1 Thune
      Et le champ 1 d'Anne contient Harry Copain

    @000.1/step3.make-room
    Scénario: Une carte reçue qui ne correspond à aucun champ est refusée tant qu'aucun champ n'est vidé
      Soit Anne a mis de côté Harry Copain
      Et le champ 1 d'Anne contient 3 Harry Cauchemar
      Et le champ 2 d'Anne contient 2 Harry Cochon
      Alors Anne ne peut planter le Harry Copain nulle part
      Quand Anne plante le Harry Copain dans le champ 1
      Alors le coup est refusé par la règle 000.1/step3.make-room
      Et le refus dit "Harry Copain ne correspond à aucun champ d'Anne et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Et le refus cite la règle
      Quand Anne récolte le champ 2
      Et Anne plante le Harry Copain dans le champ 2
      Alors le champ 2 d'Anne contient Harry Copain

    @000.1/step3.make-room @000.1/field3.any-time
    Scénario: Acheter une carte 3ème champ libère la place pour une carte reçue
      Soit Anne a mis de côté Harry Copain
      Et le champ 1 d'Anne contient 3 Harry Cauchemar
      Et le champ 2 d'Anne contient 2 Harry Cochon
      Et Anne a 3 Thunes
      Quand Anne achète un troisième champ
      Et Anne plante le Harry Copain dans le champ 3
      Alors Anne a 3 champs
      Et le champ 3 d'Anne contient Harry Copain
      Et Anne a 0 Thune
