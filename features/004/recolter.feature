# language: fr
Fonctionnalité: Récolter 1 champ, selon l'aide de jeu
  Le bloc « Récolter 1 champ » de l'aide de jeu AMIGO (004) : vendre tous les haricots du
  champ ; le haricomètre donne les thunes gagnées selon le nombre de cartes vendues ; les
  thunes sont des cartes vendues retournées, empilées devant soi, et le reste est défaussé ;
  un champ d'1 haricot ne se récolte que si tous les champs du joueur ont 1 haricot.
  Un joueur peut récolter à tout moment, même quand ce n'est pas son tour (000 partie 1).

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est Harry Cauchemar
    Et la pioche est 12 Harry Cochet

  Règle: Récolter 1 champ, c'est vendre tous les haricots du champ

    @004/harvest.whole-field
    Scénario: La récolte vend toutes les cartes du champ, qui reste vide
      Soit le champ 1 de Marc contient 7 Harry Cochon
      Et le champ 2 de Marc contient 2 Harry Copain
      Quand Marc récolte le champ 1
      Alors le coup est accepté
      Et le champ 1 de Marc est vide
      Et le champ 2 de Marc contient 2 Harry Copain
      Et Marc a 3 Thunes
      Et la défausse contient 4 cartes

  Règle: Le haricomètre donne les thunes gagnées selon le nombre de cartes vendues

    @004/beanometer
    Scénario: Le haricomètre de chaque variété donne le moins de cartes qui rapportent 1, 2, 3 et 4 thunes
      # Vérifié en vendant par l'arbitre des champs de chaque taille (« - » : aucun champ ne
      # rapporte exactement ce nombre de thunes). Harry Choco : décision data.cocoa-beanometer.
      Alors les haricomètres rapportent :
        | variété         | 1 thune | 2 thunes | 3 thunes | 4 thunes |
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

    @004/beanometer @004/harvest.whole-field
    Plan du scénario: Vendre <cartes> Harry Cochon rapporte <thunes> thunes
      Soit le champ 1 de Marc contient <cartes> Harry Cochon
      Et le champ 2 de Marc contient Harry Copain
      Quand Marc récolte le champ 1
      Alors le coup est accepté
      Et Marc a <thunes> Thunes
      Et le champ 1 de Marc est vide

      Exemples:
        | cartes | thunes |
        | 1      | 0      |
        | 2      | 0      |
        | 3      | 1      |
        | 4      | 1      |
        | 5      | 2      |
        | 6      | 2      |
        | 7      | 3      |
        | 8      | 4      |
        | 12     | 4      |

  Règle: Les thunes gagnées sont des cartes vendues retournées, empilées devant soi ; le reste est défaussé

    @004/harvest.coins
    Scénario: Les cartes vendues retournées deviennent des thunes, le reste va à la défausse
      Soit le champ 1 de Marc contient 5 Harry Cochon
      Quand Marc récolte le champ 1
      Alors Marc a 2 Thunes
      Et la réserve de Marc contient 2 Harry Cochon
      Et la défausse est 3 Harry Cochon

    @004/harvest.coins
    Scénario: Les nouvelles thunes s'empilent sur celles déjà gagnées, et le reste sur la défausse
      Soit la réserve de Marc contient Harry Colt
      Et la défausse est Harry Cochet
      Et le champ 1 de Marc contient 3 Harry Cauchemar
      Quand Marc récolte le champ 1
      Alors la réserve de Marc contient Harry Colt et Harry Cauchemar
      Et la défausse est Harry Cochet, Harry Cauchemar et Harry Cauchemar

    @004/harvest.coins
    Scénario: Une récolte qui ne rapporte rien défausse toutes les cartes du champ
      Soit le champ 1 de Marc contient 2 Harry Cauchemar
      Quand Marc récolte le champ 1
      Alors Marc a 0 Thune
      Et la défausse est 2 Harry Cauchemar
      Et le champ 1 de Marc est vide

  Règle: Ne pas récolter 1 champ avec 1 haricot, sauf si tous les champs du joueur ont 1 haricot

    @004/harvest.protection
    Scénario: Un champ d'1 haricot ne se récolte pas tant qu'un autre champ en a davantage
      Soit le champ 1 de Marc contient Harry Cochon
      Et le champ 2 de Marc contient 3 Harry Cauchemar
      Quand Marc récolte le champ 1
      Alors le coup est refusé par la règle 000.1/harvest.protection
      Et le refus dit "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 3"
      Et le refus cite la règle
      Et le champ 1 de Marc contient Harry Cochon
      Quand Marc récolte le champ 2
      Alors le coup est accepté

    @004/harvest.protection
    Plan du scénario: Quand tous ses champs ont 1 haricot, le joueur récolte celui qu'il veut (champ <champ>)
      Soit le champ 1 de Marc contient Harry Cochon
      Et le champ 2 de Marc contient Harry Copain
      Quand Marc récolte le champ <champ>
      Alors le coup est accepté
      Et le champ <champ> de Marc est vide
      Et la défausse est <vendu>

      Exemples:
        | champ | vendu        |
        | 1     | Harry Cochon |
        | 2     | Harry Copain |

    @004/harvest.protection
    Scénario: Un champ d'1 haricot à côté d'un champ vide ne se récolte pas
      # décision harvest.protection-empty-field : un champ vide n'a pas « 1 haricot ».
      Soit le champ 1 de Marc contient Harry Cochon
      Quand Marc récolte le champ 1
      Alors le coup est refusé par la règle 000.1/harvest.protection
      Et le refus dit "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 0"

    @004/harvest.protection
    Scénario: À 3 joueurs, un 3ème champ vide protège les champs d'1 haricot
      # décision harvest.protection-empty-field : à 3 joueurs le 3ème champ est souvent vide.
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Et le champ 1 de Marc contient Harry Cochon
      Et le champ 2 de Marc contient Harry Copain
      Quand Marc récolte le champ 1
      Alors le coup est refusé par la règle 000.1/harvest.protection
      Et le refus dit "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 1, le champ 3 en contient 0"
      Et Marc a 3 champs

    @004/harvest.protection
    Scénario: À 3 joueurs, quand les 3 champs ont 1 haricot, chacun peut être récolté
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Et le champ 1 de Marc contient Harry Cochon
      Et le champ 2 de Marc contient Harry Copain
      Et le champ 3 de Marc contient Harry Colt
      Quand Marc récolte le champ 3
      Alors le coup est accepté
      Et la défausse est Harry Colt
