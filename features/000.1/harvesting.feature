# language: fr
Fonctionnalité: Récoltes et ventes de haricots
  Tout joueur peut vendre un champ entier à n'importe quel moment ; le haricomètre dit combien
  de ses cartes deviennent des Thunes, les autres vont sur la défausse ; un champ d'un seul
  haricot est protégé sauf si tous les champs n'ont qu'une carte (règle 000, première partie :
  « Récoltes et ventes de haricots »), avec le préréglage amigo-fr.

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est Harry Cauchemar
    Et la pioche est 12 Harry Cochet

  Règle: Les joueurs peuvent récolter à n'importe quel moment, même quand ce n'est pas leur tour

    @000.1/harvest.any-time
    Plan du scénario: Un joueur qui n'est pas actif peut récolter en phase <phase>
      Soit c'est au tour de Stéphane, phase <phase>
      Et le champ 1 d'Anne contient 3 Harry Cauchemar
      Quand Anne récolte le champ 1
      Alors le coup est accepté
      Et Anne a 1 Thune

      Exemples:
        | phase |
        | 1     |
        | 2     |
        | 3     |

  Règle: On vend toutes les cartes du champ ; le haricomètre donne les Thunes, le reste va sur la défausse

    @000.1/harvest.whole-field @000.1/harvest.coins
    Scénario: Une récolte vend toutes les cartes du champ
      Soit le champ 1 de Marc contient 7 Harry Cochon
      Quand Marc récolte le champ 1
      Alors le champ 1 de Marc est vide
      Et Marc a 3 Thunes
      Et la réserve de Marc contient 3 Harry Cochon
      Et la défausse est 4 Harry Cochon

    @000.1/harvest.coins
    Scénario: Les Thunes gagnées s'ajoutent à la réserve d'or, le reste sur la pile de défausse
      Soit la réserve de Marc contient Harry Copain, Harry Comique
      Et la défausse est Harry Colt
      Et le champ 1 de Marc contient 6 Harry Cauchemar
      Quand Marc récolte le champ 1
      Alors la réserve de Marc contient Harry Copain, Harry Comique, 2 Harry Cauchemar
      Et la défausse est Harry Colt, 4 Harry Cauchemar

    @example @000.1/example.5 @000.1/example.5.figure @000.1/harvest.coins
    Scénario: Les 3 Harry Cauchemar de Marc rapportent une Thune et deux vont sur la défausse (exemple 5)
      Soit le champ 1 de Marc contient 3 Harry Cauchemar
      Quand Marc récolte le champ 1
      Alors Marc a 1 Thune
      Et la réserve de Marc contient Harry Cauchemar
      Et la défausse est 2 Harry Cauchemar

    @example @000.1/example.6 @000.1/harvest.nothing
    Scénario: Si Marc ne vend que deux Harry Cauchemar, il ne gagne rien : il en faut trois pour une Thune (après l'exemple 5)
      Soit le champ 1 de Marc contient 2 Harry Cauchemar
      Quand Marc récolte le champ 1
      Alors Marc a 0 Thune
      Et la défausse est 2 Harry Cauchemar
      Et le champ 1 de Marc est vide

  Règle: On vend un champ de deux cartes ou plus ; un seul haricot seulement si tous les champs n'ont qu'une carte

    @000.1/harvest.choice
    Plan du scénario: Tout champ de deux cartes ou plus peut être vendu (champ <champ>)
      Soit le champ 1 de Marc contient 2 Harry Cauchemar
      Et le champ 2 de Marc contient 3 Harry Copain
      Quand Marc récolte le champ <champ>
      Alors le coup est accepté
      Et le champ <champ> de Marc est vide

      Exemples:
        | champ |
        | 1     |
        | 2     |

    @000.1/harvest.choice
    Scénario: Un champ vide n'a rien à vendre
      Soit le champ 1 de Marc contient 2 Harry Cauchemar
      Quand Marc récolte le champ 2
      Alors le coup est refusé par la règle 000.1/harvest.choice
      Et le refus dit "le champ 2 de Marc est vide"
      Et le refus cite la règle

    @000.1/harvest.protection
    Scénario: Un champ d'un seul haricot est protégé tant qu'un autre champ en a davantage
      Soit le champ 1 de Marc contient Harry Cochon
      Et le champ 2 de Marc contient 3 Harry Cauchemar
      Quand Marc récolte le champ 1
      Alors le coup est refusé par la règle 000.1/harvest.protection
      Et le refus dit "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 3"
      Et le refus cite la règle

    @000.1/harvest.protection
    Scénario: Un champ d'un seul haricot à côté d'un champ vide reste protégé
      # décision harvest.protection-empty-field : un champ vide n'a pas « qu'une carte ».
      Soit le champ 1 de Marc contient Harry Cochon
      Quand Marc récolte le champ 1
      Alors le coup est refusé par la règle 000.1/harvest.protection
      Et le refus dit "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 0"

    @000.1/harvest.single-choice @000.1/harvest.protection
    Plan du scénario: Quand tous ses champs n'ont qu'une carte, le joueur choisit la carte vendue (champ <champ>)
      Soit le champ 1 de Marc contient Harry Cochon
      Et le champ 2 de Marc contient Harry Copain
      Quand Marc récolte le champ <champ>
      Alors le coup est accepté
      Et le champ <champ> de Marc est vide
      Et la défausse est <vendue>

      Exemples:
        | champ | vendue       |
        | 1     | Harry Cochon |
        | 2     | Harry Copain |
