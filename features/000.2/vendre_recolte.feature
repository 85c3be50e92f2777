# language: fr
Fonctionnalité: Vendre des haricots - Récolte
  Celui qui vend choisit le champ ; le tableau de la variété donne les pièces, le surplus va sur
  la défausse et les cartes retournées forment le pécule du joueur ; un champ d'une seule carte
  ne se vend pas, sauf si tous les champs du joueur n'ont qu'une carte (règle 000, seconde
  partie : « Vendre des haricots - Récolte »), avec le préréglage original-1997-fr.

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est haricot bleu
    Et la pioche est 12 haricots bleus

  Règle: Le joueur qui veut ou doit vendre choisit le champ qu'il récolte

    @000.2/harvest.choice
    Plan du scénario: Marc choisit de vendre son champ <champ>
      Soit le champ 1 de Marc contient 2 haricots de feu
      Et le champ 2 de Marc contient 3 haricots Soya
      Quand Marc vend le champ <champ>
      Alors le coup est accepté
      Et le champ <champ> de Marc est vide
      Et Marc a <gain>

      Exemples:
        | champ | gain         |
        | 1     | 0 pièce d'or |
        | 2     | 1 pièce d'or |

    @000.2/harvest.choice
    Scénario: Un champ vide n'a rien à vendre
      Soit le champ 1 de Marc contient 2 haricots de feu
      Quand Marc vend le champ 2
      Alors le coup est refusé par la règle 000.2/harvest.choice
      Et le refus dit "le champ 2 de Marc est vide"
      Et le refus cite la règle

  Règle: Le tableau donne les pièces ; le surplus va sur la défausse, côté haricot

    @000.2/harvest.coins
    Scénario: Six haricots français rapportent trois pièces, les trois autres vont sur la défausse
      Soit le champ 1 de Marc contient 6 haricots français
      Et la défausse est haricot rouge
      Quand Marc vend le champ 1
      Alors Marc a 3 pièces d'or
      Et le champ 1 de Marc est vide
      Et la réserve de Marc contient 3 haricots français
      Et la défausse est haricot rouge, 3 haricots français

  Règle: Les cartes retournées sont mises de côté, séparément : elles sont le pécule du joueur

    @000.2/harvest.earnings
    Scénario: Les pièces de deux ventes s'empilent dans le pécule, à part de la main et des champs
      Soit le champ 1 de Marc contient 3 haricots de feu
      Et le champ 2 de Marc contient 4 haricots Soya
      Et la main de Marc est haricot rouge
      Quand Marc vend le champ 1
      Et Marc vend le champ 2
      Alors la réserve de Marc contient haricot de feu, 2 haricots Soya
      Et Marc a 3 pièces d'or
      Et la main de Marc est haricot rouge
      Et les champs de Marc sont vides

  Règle: Un champ d'une seule carte ne se vend pas, sauf si tous les champs du joueur n'ont qu'une carte

    @000.2/harvest.protection
    Scénario: Un champ d'une seule carte est protégé tant qu'un autre champ en a plus
      Soit le champ 1 de Marc contient gros haricot
      Et le champ 2 de Marc contient 3 haricots de feu
      Quand Marc vend le champ 1
      Alors le coup est refusé par la règle 000.2/harvest.protection
      Et le refus dit "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 3"
      Et le refus cite la règle

    @000.2/harvest.protection
    Scénario: Un champ d'une seule carte à côté d'un champ vide reste protégé
      # décisions original-1997.protection et harvest.protection-empty-field : un champ vide ne
      # contient pas « qu'une seule carte ».
      Soit le champ 1 de Marc contient gros haricot
      Quand Marc vend le champ 1
      Alors le coup est refusé par la règle 000.2/harvest.protection
      Et le refus dit "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 0"

    @000.2/harvest.single-choice @000.2/harvest.single-discard @000.2/harvest.protection
    Plan du scénario: Quand tous ses champs n'ont qu'une carte, Marc choisit laquelle il jette, sans rien gagner (champ <champ>)
      # décision original-1997.single-card-sale : « jeter » la carte, c'est la défausser.
      Soit le champ 1 de Marc contient gros haricot
      Et le champ 2 de Marc contient haricot Soya
      Quand Marc vend le champ <champ>
      Alors le coup est accepté
      Et le champ <champ> de Marc est vide
      Et la défausse est <jetée>
      Et Marc a 0 pièce d'or

      Exemples:
        | champ | jetée        |
        | 1     | gros haricot |
        | 2     | haricot Soya |
