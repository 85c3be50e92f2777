# language: fr
Fonctionnalité: Vendre des haricots
  Celui qui vend choisit le champ, même s'il ne rapporte rien ; le haricomètre donne les
  talers, le reste va sur la défausse côté haricot ; les talers forment un tas distinct ; un
  champ d'une seule carte ne se vend pas, sauf si tous les champs du joueur n'ont qu'une carte
  (003 : « Vendre des haricots »), avec le préréglage original-1997-fr-003.

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est Blaue Bohne
    Et la pioche est 12 Blaue Bohnen

  Règle: Le joueur choisit le champ qu'il vend, même s'il ne lui rapporte aucun taler

    @003/harvest.choice
    Scénario: Marc vend son champ de deux Feuerbohnen, qui ne rapporte rien, plutôt que ses Sojabohnen
      Soit le champ 1 de Marc contient 2 Feuerbohnen
      Et le champ 2 de Marc contient 4 Sojabohnen
      Quand Marc vend le champ 1
      Alors le coup est accepté
      Et Marc a 0 taler
      Et le champ 2 de Marc contient 4 Sojabohnen

    @003/harvest.choice
    Scénario: Un champ vide n'a rien à vendre
      Soit le champ 1 de Marc contient 2 Feuerbohnen
      Quand Marc vend le champ 2
      Alors le coup est refusé par la règle 003/harvest.choice
      Et le refus dit "le champ 2 de Marc est vide"
      Et le refus cite la règle

  Règle: Le haricomètre donne les talers ; les haricots non changés en talers vont sur la défausse

    @003/harvest.coins
    Scénario: Six Brechbohnen rapportent trois talers, les trois autres vont sur la défausse
      Soit le champ 1 de Marc contient 6 Brechbohnen
      Et la défausse est Rote Bohne
      Quand Marc vend le champ 1
      Alors Marc a 3 talers
      Et le champ 1 de Marc est vide
      Et la défausse est Rote Bohne, 3 Brechbohnen

    @example @003/example.sale @003/harvest.coins @003/harvest.earnings
    Scénario: Trois Brechbohnen valent un taler : le joueur en retourne un, les deux autres vont à la défausse (exemple)
      Soit le champ 1 de Marc contient 3 Brechbohnen
      Quand Marc vend le champ 1
      Alors Marc a 1 taler
      Et la réserve de Marc contient Brechbohne
      Et la défausse est 2 Brechbohnen
      Et les champs de Marc sont vides

  Règle: Le joueur pose ses talers sur un tas distinct, près de lui

    @003/harvest.earnings
    Scénario: Les talers de deux ventes s'empilent sur le tas du joueur, à part de sa main et de ses champs
      Soit le champ 1 de Marc contient 3 Feuerbohnen
      Et le champ 2 de Marc contient 4 Sojabohnen
      Et la main de Marc est Rote Bohne
      Quand Marc vend le champ 1
      Et Marc vend le champ 2
      Alors la réserve de Marc contient Feuerbohne, 2 Sojabohnen
      Et Marc a 3 talers
      Et la main de Marc est Rote Bohne

  Règle: Un champ d'une seule carte ne se vend pas, sauf si tous les champs n'ont qu'une carte

    @003/harvest.protection
    Scénario: Un champ d'une seule carte est protégé tant qu'un autre champ en a plus
      Soit le champ 1 de Marc contient Saubohne
      Et le champ 2 de Marc contient 3 Feuerbohnen
      Quand Marc vend le champ 1
      Alors le coup est refusé par la règle 003/harvest.protection
      Et le refus dit "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 3"
      Et le refus cite la règle

    @003/harvest.protection
    Scénario: Un champ d'une seule carte à côté d'un champ vide reste protégé
      # décisions original-1997.protection et harvest.protection-empty-field.
      Soit le champ 1 de Marc contient Saubohne
      Quand Marc vend le champ 1
      Alors le coup est refusé par la règle 003/harvest.protection
      Et le refus dit "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 0"

    @003/harvest.single-choice @003/harvest.single-discard @003/harvest.protection
    Plan du scénario: Tous ses champs n'ont qu'une carte : Marc choisit laquelle il vend, elle va à la défausse sans rien rapporter (champ <champ>)
      # décision original-1997.single-card-sale
      Soit le champ 1 de Marc contient Saubohne
      Et le champ 2 de Marc contient Sojabohne
      Quand Marc vend le champ <champ>
      Alors le coup est accepté
      Et le champ <champ> de Marc est vide
      Et la défausse est <vendue>
      Et Marc a 0 taler

      Exemples:
        | champ | vendue    |
        | 1     | Saubohne  |
        | 2     | Sojabohne |
