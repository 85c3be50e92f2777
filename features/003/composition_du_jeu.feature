# language: fr
Fonctionnalité: Composition du jeu
  104 cartes haricots/pièces d'or de huit sortes, en nombres différents ; un haricomètre au bas
  de chaque carte ; jamais plus de quatre talers d'un coup ; six cartes « troisième champ »
  (003 : « COMPOSITION DU JEU »), avec le préréglage original-1997-fr-003. Les haricots portent
  les noms allemands du texte : Blaue Bohne, Feuerbohne, Saubohne, Brechbohne, Sojabohne,
  Augenbohne, Rote Bohne et Gartenbohne (au pluriel, Brechbohnen, Augenbohnen...). Le texte ne
  donne pas les haricomètres : ce sont ceux imprimés sur les cartes (décision
  original-1997.beanometers).

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa

  Règle: Traduction de Spielen sie deutsch

    @003/overview.credits
    Scénario: Le préréglage original-1997-fr-003 suit la traduction de Spielen sie deutsch
      Quand les cartes sont distribuées avec la graine 1
      Alors la partie suit la règle 003
      Et le titre de l'édition contient "traduction de Spielen sie deutsch"

  Règle: 104 cartes de huit sortes, en nombres variables, et six cartes « troisième champ »

    @003/components.varieties @003/setup.components
    Scénario: Les 104 cartes haricots se répartissent en huit sortes
      Quand les cartes sont distribuées avec la graine 1
      Alors la boîte contient 104 cartes haricot :
        | sorte       | cartes |
        | Blaue Bohne | 20     |
        | Feuerbohne  | 18     |
        | Saubohne    | 16     |
        | Brechbohne  | 14     |
        | Sojabohne   | 12     |
        | Augenbohne  | 10     |
        | Rote Bohne  | 8      |
        | Gartenbohne | 6      |
      Et il y a 8 variétés de haricots
      Et 104 cartes sont en jeu

    @003/setup.components @not-modelled
    Scénario: La boîte contient aussi six cartes « troisième champ »
      # Donnée de l'édition, pas une règle de jeu : l'arbitre ne pioche jamais dans cette
      # réserve (décision field3.supply : une carte par joueur au plus, jamais épuisée).
      Quand les cartes sont distribuées avec la graine 1
      Alors la boîte contient 6 cartes troisième champ

  Règle: Le haricomètre dit combien de haricots d'un même genre rapportent 1, 2, 3 ou 4 talers

    @003/beanometer
    Scénario: Le haricomètre de chaque sorte donne le moins de haricots qui rapportent 1, 2, 3 et 4 talers
      # Vérifié en vendant des champs de chaque taille par l'arbitre (« - » : aucun champ ne
      # rapporte exactement ce nombre de talers).
      Alors les haricomètres rapportent :
        | sorte       | 1 taler | 2 talers | 3 talers | 4 talers |
        | Blaue Bohne | 4       | 6        | 8        | 10       |
        | Feuerbohne  | 3       | 6        | 8        | 9        |
        | Saubohne    | 3       | 5        | 7        | 8        |
        | Brechbohne  | 3       | 5        | 6        | 7        |
        | Sojabohne   | 2       | 4        | 6        | 7        |
        | Augenbohne  | 2       | 4        | 5        | 6        |
        | Rote Bohne  | 2       | 3        | 4        | 5        |
        | Gartenbohne | -       | 2        | 3        | -        |

    @003/beanometer.garden @003/beanometer
    Plan du scénario: <cartes> Gartenbohne rapportent <gain> : l'exception du haricomètre
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Blaue Bohne
      Et la pioche est 12 Blaue Bohnen
      Et le champ 1 de Marc contient <cartes> Gartenbohnen
      Et le champ 2 de Marc contient Rote Bohne
      Quand Marc vend le champ 1
      Alors le coup est accepté
      Et Marc a <gain>

      Exemples:
        | cartes | gain     |
        | 1      | 0 taler  |
        | 2      | 2 talers |
        | 3      | 3 talers |
        | 5      | 3 talers |
        | 6      | 3 talers |

  Règle: Il n'est pas possible de gagner plus de quatre talers d'un coup

    @003/beanometer.max-four
    Scénario: Le plus grand champ de chaque sorte ne rapporte que quatre talers
      Alors un champ de 20 Blaue Bohnen rapporte 4 talers
      Et un champ de 18 Feuerbohnen rapporte 4 talers
      Et un champ de 16 Saubohnen rapporte 4 talers
      Et un champ de 14 Brechbohnen rapporte 4 talers
      Et un champ de 12 Sojabohnen rapporte 4 talers
      Et un champ de 10 Augenbohnen rapporte 4 talers
      Et un champ de 8 Rote Bohnen rapporte 4 talers

  Règle: Exemple : le prix des Saubohne

    @example @003/example.1
    Plan du scénario: <cartes> Saubohne rapportent <gain> (exemple)
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Blaue Bohne
      Et la pioche est 12 Blaue Bohnen
      Et le champ 1 de Marc contient <cartes> Saubohnen
      Et le champ 2 de Marc contient Sojabohne
      Quand Marc vend le champ 1
      Alors le coup est accepté
      Et Marc a <gain>

      Exemples:
        | cartes | gain     |
        | 3      | 1 taler  |
        | 4      | 1 taler  |
        | 5      | 2 talers |
        | 6      | 2 talers |
        | 7      | 3 talers |
        | 8      | 4 talers |
        | 12     | 4 talers |
        | 16     | 4 talers |
