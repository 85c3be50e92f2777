# language: fr
Fonctionnalité: Le matériel
  La boîte, les cartes haricot et leur haricomètre, les Thunes et les champs de haricots
  (règle 000, première partie : la couverture, « Matériel », « Résumé », « Les cartes
  Haricots », « Les Thunes » et « Les Champs de Haricots »), avec le préréglage amigo-fr.
  Les champs sont numérotés à partir de 1, comme le « premier champ » de la règle ; les champs
  et les piles se lisent de la carte du dessous à celle du dessus, les mains de la première
  carte à la dernière, la pioche de la carte du dessus à celle du dessous.

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa

  Règle: La boîte contient 154 cartes haricot de onze variétés, chacune en son nombre

    @000.1/setup.components @000.1/components.varieties @000.1/components.figure
    Scénario: La boîte contient 154 cartes haricot de onze variétés, le nombre de cartes de chacune sur ses cartes
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

  Règle: Le haricomètre indique combien de cartes vendues rapportent une, deux, trois ou quatre Thunes

    @000.1/beanometer @000.1/beanometer.figure
    Scénario: Le haricomètre de chaque variété donne le moins de cartes qui rapportent 1, 2, 3 et 4 Thunes
      # Vérifié en vendant des champs de chaque taille par l'arbitre (« - » : aucun champ ne
      # rapporte exactement ce nombre de Thunes).
      Alors les haricomètres rapportent :
        | variété         | 1 Thune | 2 Thunes | 3 Thunes | 4 Thunes |
        | Harry Cogné     | 4       | 7        | 10       | 12       |
        | Harry Cochet    | 4       | 7        | 9        | 11       |
        | Harry Colt      | 4       | 6        | 8        | 10       |
        | Harry Cauchemar | 3       | 6        | 8        | 9        |
        | Harry Cochon    | 3       | 5        | 7        | 8        |
        | Harry Colique   | 3       | 5        | 6        | 7        |
        | Harry Copain    | 2       | 4        | 6        | 7        |
        | Harry Chaos     | 2       | 4        | 5        | 6        |
        | Harry Comique   | 2       | 3        | 4        | 5        |
        | Harry Coriace   | -       | 2        | 3        | -        |
        | Harry Choco     | -       | 2        | 3        | 4        |

    @example @000.1/example.1 @000.1/beanometer
    Plan du scénario: Vendre <cartes> Harry Cochon rapporte <gain> (exemple 1)
      Soit c'est au tour de Stéphane, phase 1
      Et le champ 1 de Marc contient <cartes> Harry Cochon
      Et le champ 2 de Marc contient Harry Copain
      Quand Marc récolte le champ 1
      Alors le coup est accepté
      Et Marc a <gain>

      Exemples:
        | cartes | gain     |
        | 1      | 0 Thune  |
        | 2      | 0 Thune  |
        | 3      | 1 Thune  |
        | 4      | 1 Thune  |
        | 5      | 2 Thunes |
        | 6      | 2 Thunes |
        | 7      | 3 Thunes |
        | 8      | 4 Thunes |
        | 9      | 4 Thunes |
        | 12     | 4 Thunes |

    @000.1/overview.more-beans
    Scénario: Plus un champ a de haricots de la même sorte, plus la vente rapporte
      Alors un champ de 3 Harry Cauchemar rapporte 1 Thune
      Et un champ de 6 Harry Cauchemar rapporte 2 Thunes
      Et un champ de 8 Harry Cauchemar rapporte 3 Thunes
      Et un champ de 9 Harry Cauchemar rapporte 4 Thunes

  Règle: Les Thunes sont des cartes haricot retournées du côté Thune

    @000.1/coins.flip-side @000.1/coins.back @000.1/coins.figure @000.1/harvest.coins
    Scénario: Les Thunes gagnées sont des cartes vendues retournées ; les autres vont sur la défausse
      Soit le champ 1 de Marc contient 5 Harry Cochon
      Quand Marc récolte le champ 1
      Alors Marc a 2 Thunes
      Et la réserve de Marc contient 2 Harry Cochon
      Et la défausse est 3 Harry Cochon
      Et les champs de Marc sont vides

  Règle: La plantation de chaque joueur a deux champs, trois quand il en achète un

    @000.1/field.farm @000.1/field.two-fields
    Scénario: La plantation de chaque joueur commence avec deux champs de haricots vides
      Quand les cartes sont distribuées avec la graine 2
      Alors chaque joueur a 2 champs vides

    @000.1/overview.fields @000.1/field.two-fields @000.1/field3.use
    Scénario: Un joueur cultive deux champs, ou trois quand il a acheté le troisième
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Cauchemar
      Et le champ 1 de Stéphane contient 2 Harry Comique
      Et le champ 2 de Stéphane contient 2 Harry Colt
      Et Stéphane a 3 Thunes
      Et la pioche est 12 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 3
      Alors le coup est refusé par la règle 000.1/field.two-fields
      Et le refus dit "Stéphane a 2 champs (1 à 2) ; le champ 3 n'est pas à lui"
      Quand Stéphane achète un troisième champ
      Et Stéphane plante le Harry Cauchemar dans le champ 3
      Alors Stéphane a 3 champs
      Et le champ 3 de Stéphane contient Harry Cauchemar

  Règle: Un champ ne porte qu'une variété à la fois, autant de cartes que possible

    @000.1/field.one-variety
    Scénario: Un champ d'une variété refuse une carte d'une autre variété
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et la pioche est 12 Harry Cochet
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors le coup est refusé par la règle 000.1/field.one-variety
      Et le refus dit "le champ 1 de Stéphane contient des Harry Cauchemar, pas des Harry Copain"
      Et le refus cite la règle
      Quand Stéphane plante le Harry Copain dans le champ 2
      Alors le coup est accepté

    @000.1/field.one-variety
    Scénario: Un champ reçoit autant de cartes de sa variété que le joueur peut en planter
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Cauchemar
      Et le champ 1 de Stéphane contient 10 Harry Cauchemar
      Et la pioche est 12 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors le champ 1 de Stéphane contient 11 Harry Cauchemar

    @000.1/field.overlap
    Scénario: La carte plantée recouvre partiellement les cartes du champ
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Cauchemar
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et la pioche est 12 Harry Cochet
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors le champ 1 de Stéphane contient 3 Harry Cauchemar
      Et la carte plantée en dernier par Stéphane est en haut du champ 1

    @000.1/field.figure @000.1/field.one-variety
    Scénario: Un champ vidé par une récolte peut recevoir n'importe quel type de haricot
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Copain
      Et le champ 1 de Stéphane contient 3 Harry Cauchemar
      Et le champ 2 de Stéphane contient 2 Harry Comique
      Et la pioche est 12 Harry Cochet
      Quand Stéphane récolte le champ 1
      Et Stéphane plante le Harry Copain dans le champ 1
      Alors le champ 1 de Stéphane contient Harry Copain
