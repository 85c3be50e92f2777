# language: fr
Fonctionnalité: Planter 1 haricot, selon l'aide de jeu
  Le bloc « Planter 1 haricot » de l'aide de jeu AMIGO (004) : poser 1 haricot dans 1 des
  champs devant soi, après avoir récolté ou acheté 1 champ si besoin ; 1 variété de haricot
  par champ ; la carte haricot indique le nombre de cartes de sa variété. Les champs sont
  numérotés à partir de 1 et listés de la carte du bas à celle du haut.

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la pioche est 12 Harry Cochet

  Règle: Planter 1 haricot, c'est le poser dans 1 des champs devant soi

    @004/field.plant
    Scénario: Le haricot planté est posé dans un champ du joueur, par-dessus les cartes du champ
      Soit la main de Stéphane est Harry Cauchemar, Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Colt
      Et le champ 2 de Stéphane contient Harry Cauchemar
      Quand Stéphane plante le Harry Cauchemar dans le champ 2
      Alors le coup est accepté
      Et le champ 2 de Stéphane contient 2 Harry Cauchemar
      Et la carte plantée en dernier par Stéphane est en haut du champ 2
      Et la main de Stéphane est Harry Copain
      Et les champs d'Anne sont vides

    @004/field.plant
    Scénario: Sans 3ème champ, le joueur ne plante que dans les 2 champs devant lui
      Soit la main de Stéphane est Harry Cauchemar
      Et le champ 1 de Stéphane contient 2 Harry Colt
      Alors Stéphane ne peut planter le Harry Cauchemar que dans le champ 2
      Quand Stéphane plante le Harry Cauchemar dans le champ 3
      Alors le coup est refusé par la règle 000.1/field.two-fields
      Et le refus dit "Stéphane a 2 champs (1 à 2) ; le champ 3 n'est pas à lui"
      Et Stéphane a 2 champs

    @000.1/step1.matching-field @contrast
    Scénario: Un haricot de la variété d'un champ doit être planté dans ce champ, pas dans un champ vide
      # décision plant.matching-field : l'aide dit seulement « dans 1 des champs devant soi » ;
      # le préréglage amigo-fr suit 000 partie 1, « il doit la planter là ». Ce scénario montre
      # la règle de 000.1, que l'aide ne dit pas.
      Soit la main de Stéphane est Harry Cauchemar
      Et le champ 1 de Stéphane contient Harry Cauchemar
      Alors Stéphane ne peut planter le Harry Cauchemar que dans le champ 1
      Quand Stéphane plante le Harry Cauchemar dans le champ 2
      Alors le coup est refusé par la règle 000.1/step1.matching-field
      Et le refus dit "Harry Cauchemar correspond au champ 1 de Stéphane : il doit y être planté"
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors le champ 1 de Stéphane contient 2 Harry Cauchemar

  Règle: Si besoin, avant de planter, récolter ou acheter 1 champ

    @004/field.make-room
    Scénario: En phase 1, un haricot qui ne va dans aucun champ oblige d'abord à récolter un champ
      Soit la main de Stéphane est Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et le champ 2 de Stéphane contient 4 Harry Cochon
      Alors Stéphane ne peut planter le Harry Copain nulle part
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors le coup est refusé par la règle 000.1/step1.forced-harvest
      Et le refus dit "Harry Copain ne correspond à aucun champ de Stéphane et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Quand Stéphane récolte le champ 2
      Et Stéphane plante le Harry Copain dans le champ 2
      Alors le champ 2 de Stéphane contient Harry Copain
      Et Stéphane a 1 Thune
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar

    @004/field.make-room
    Scénario: En phase 1, acheter un 3ème champ fait aussi la place pour planter
      # décision step1.forced-harvest-or-buy
      Soit la main de Stéphane est Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et le champ 2 de Stéphane contient 4 Harry Cochon
      Et Stéphane a 3 Thunes
      Quand Stéphane achète un troisième champ
      Et Stéphane plante le Harry Copain dans le champ 3
      Alors le champ 3 de Stéphane contient Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et le champ 2 de Stéphane contient 4 Harry Cochon
      Et Stéphane a 0 Thune

    @004/field.make-room
    Scénario: En phase 3, un haricot reçu qui ne va dans aucun champ attend qu'un champ soit récolté ou acheté
      Soit c'est au tour de Stéphane, phase 3
      Et la main de Stéphane est Harry Colt
      Et Anne a mis de côté Harry Copain, Harry Comique
      Et le champ 1 d'Anne contient 3 Harry Cauchemar
      Et le champ 2 d'Anne contient 2 Harry Cochon
      Et Anne a 3 Thunes
      Alors Anne ne peut planter le Harry Copain nulle part
      Quand Anne plante le Harry Copain dans le champ 1
      Alors le coup est refusé par la règle 000.1/step3.make-room
      Et le refus dit "Harry Copain ne correspond à aucun champ d'Anne et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Quand Anne récolte le champ 1
      Et Anne plante le Harry Copain dans le champ 1
      Et Anne achète un troisième champ
      Et Anne plante le Harry Comique dans le champ 3
      Alors le champ 1 d'Anne contient Harry Copain
      Et le champ 3 d'Anne contient Harry Comique
      Et Anne a 1 Thune

  Règle: 1 variété de haricot par champ

    @004/field.one-variety
    Scénario: Un champ d'une variété refuse un haricot d'une autre variété
      Soit la main de Stéphane est Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors le coup est refusé par la règle 000.1/field.one-variety
      Et le refus dit "le champ 1 de Stéphane contient des Harry Cauchemar, pas des Harry Copain"
      Quand Stéphane plante le Harry Copain dans le champ 2
      Alors le coup est accepté
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et le champ 2 de Stéphane contient Harry Copain

    @004/field.one-variety
    Scénario: Un champ récolté reçoit de nouveau n'importe quelle variété
      Soit la main de Stéphane est Harry Copain
      Et le champ 1 de Stéphane contient 3 Harry Cauchemar
      Et le champ 2 de Stéphane contient 2 Harry Comique
      Quand Stéphane récolte le champ 1
      Et Stéphane plante le Harry Copain dans le champ 1
      Alors le champ 1 de Stéphane contient Harry Copain

  Règle: La carte haricot indique le nombre de cartes de sa variété

    @004/components.varieties
    Scénario: Les 154 cartes haricot se répartissent en 11 variétés, chacune en son nombre
      Quand les cartes sont distribuées avec la graine 1
      Alors la boîte contient 154 cartes haricot :
        | variété         | cartes |
        | Harry Cogné     | 24     |
        | Harry Cochet    | 22     |
        | Harry Colt      | 20     |
        | Harry Cauchemar | 18     |
        | Harry Cochon    | 16     |
        | Harry Colique   | 14     |
        | Harry Copain    | 12     |
        | Harry Chaos     | 10     |
        | Harry Comique   | 8      |
        | Harry Coriace   | 6      |
        | Harry Choco     | 4      |
      Et il y a 11 variétés de haricots
