# language: fr
Fonctionnalité: Cartes Haricots
  Huit variétés en nombres différents ; au bas de chaque carte, un tableau dit combien de
  haricots rapportent 1, 2, 3 ou 4 pièces ; jamais plus de quatre pièces à la fois (règle 000,
  seconde partie : « Cartes Haricots » et « Exemple 1 »), avec le préréglage original-1997-fr.
  Le texte ne donne que l'exemple des haricots rouges ; les autres tableaux sont ceux imprimés
  sur les cartes (décision original-1997.beanometers).

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa

  Règle: Il y a huit variétés de haricots, chacune en nombre différent

    @000.2/components.varieties
    Scénario: Les 104 cartes se répartissent en huit variétés
      Quand les cartes sont distribuées avec la graine 1
      Alors la boîte contient 104 cartes haricot :
        | variété                      | cartes |
        | haricots bleus               | 20     |
        | haricots de feu              | 18     |
        | gros haricots                | 16     |
        | haricots français            | 14     |
        | haricots Soya                | 12     |
        | haricots oeil au beurre noir | 10     |
        | haricots rouge               | 8      |
        | haricots du jardin           | 6      |
      Et il y a 8 variétés de haricots

  Règle: Le tableau de chaque carte dit combien de haricots rapportent 1, 2, 3 ou 4 pièces

    @000.2/beanometer
    Scénario: Le tableau de chaque variété donne le moins de haricots qui rapportent 1, 2, 3 et 4 pièces
      # Vérifié en vendant des champs de chaque taille par l'arbitre (« - » : aucun champ ne
      # rapporte exactement ce nombre de pièces).
      Alors les haricomètres rapportent :
        | variété                      | 1 pièce | 2 pièces | 3 pièces | 4 pièces |
        | haricots bleus               | 4       | 6        | 8        | 10       |
        | haricots de feu              | 3       | 6        | 8        | 9        |
        | gros haricots                | 3       | 5        | 7        | 8        |
        | haricots français            | 3       | 5        | 6        | 7        |
        | haricots Soya                | 2       | 4        | 6        | 7        |
        | haricots oeil au beurre noir | 2       | 4        | 5        | 6        |
        | haricots rouges              | 2       | 3        | 4        | 5        |
        | haricots du jardin           | -       | 2        | 3        | -        |

    @000.2/beanometer.garden @000.2/beanometer
    Plan du scénario: <cartes> haricots du jardin rapportent <gain> : jamais une ni quatre pièces
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est haricot bleu
      Et la pioche est 12 haricots bleus
      Et le champ 1 de Marc contient <cartes> haricots du jardin
      Et le champ 2 de Marc contient haricot rouge
      Quand Marc vend le champ 1
      Alors le coup est accepté
      Et Marc a <gain>

      Exemples:
        | cartes | gain          |
        | 1      | 0 pièce d'or  |
        | 2      | 2 pièces d'or |
        | 3      | 3 pièces d'or |
        | 4      | 3 pièces d'or |
        | 6      | 3 pièces d'or |

  Règle: Un joueur ne reçoit jamais plus de quatre pièces en une seule fois

    @000.2/beanometer.max-four
    Scénario: Même le plus grand champ de chaque variété ne rapporte que quatre pièces
      Alors un champ de 20 haricots bleus rapporte 4 pièces d'or
      Et un champ de 18 haricots de feu rapporte 4 pièces d'or
      Et un champ de 16 gros haricots rapporte 4 pièces d'or
      Et un champ de 14 haricots français rapporte 4 pièces d'or
      Et un champ de 12 haricots Soya rapporte 4 pièces d'or
      Et un champ de 10 haricots oeil au beurre noir rapporte 4 pièces d'or
      Et un champ de 8 haricots rouges rapporte 4 pièces d'or

    @000.2/beanometer.max-four
    Scénario: Marc vend 12 haricots bleus et reçoit quatre pièces, les autres cartes vont à la défausse
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est haricot rouge
      Et la pioche est 6 haricots de feu
      Et le champ 1 de Marc contient 12 haricots bleus
      Quand Marc vend le champ 1
      Alors Marc a 4 pièces d'or
      Et la défausse contient 8 cartes

  Règle: Exemple 1 : les huit haricots rouges

    @example @000.2/example.1
    Plan du scénario: <cartes> haricots rouges rapportent <gain> (exemple 1)
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est haricot bleu
      Et la pioche est 12 haricots bleus
      Et le champ 1 de Marc contient <cartes> haricots rouges
      Et le champ 2 de Marc contient haricot Soya
      Quand Marc vend le champ 1
      Alors le coup est accepté
      Et Marc a <gain>

      Exemples:
        | cartes | gain          |
        | 2      | 1 pièce d'or  |
        | 3      | 2 pièces d'or |
        | 4      | 3 pièces d'or |
        | 5      | 4 pièces d'or |
        | 6      | 4 pièces d'or |
        | 7      | 4 pièces d'or |
        | 8      | 4 pièces d'or |
