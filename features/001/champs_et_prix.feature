# language: fr
Fonctionnalité: Ladybohn : champs, carte du haut et prix de vente
  Un champ ne contient qu'une famille ; les cartes se chevauchent, la dernière posée est la
  « carte du haut », et c'est son haricot-meter qui fixe le prix du champ entier ; les miss ont
  le meilleur haricot-meter, les bébés n'en ont pas (001 : « BUT DU JEU », « Les cartes
  haricots », « Les Thunes », « Les champs de haricots »). Prix du barème d'essai : chaque
  mister selon l'exemple générique de la règle (3/5/7/8), chaque miss une carte de mieux
  (2/4/6/7), la miss Gartenbohne deux Thunes de plus que ses cartes.

  Contexte:
    Soit une partie ladybohn avec Stéphane, Anne et Marc, au barème d'essai
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est Sojabohne

  Règle: Le haricot-meter dit combien de cartes rapportent 1, 2, 3 ou 4 Thunes

    @example @001/example.1 @001/beanometer @001/harvest.coins
    Plan du scénario: Exemple générique de la règle : <cartes> cartes rapportent <thunes> Thunes
      # 001 : « si un joueur vend 1 ou 2 cartes de cette variété, il ne gagne pas de Thunes ;
      # à 3 ou 4 cartes, 1 Thune ; à 5 ou 6 cartes, 2 Thunes ; à 7 cartes, 3 Thunes et à 8
      # cartes, 4 Thunes » (décision ladybohn.example-eight : 8 ou plus). Ce n'est le
      # haricot-meter d'aucune carte connue de Ladybohn : le barème d'essai le donne aux misters.
      Soit le champ 1 de Stéphane contient <cartes> Blaue Bohnen
      Et le champ 2 de Stéphane contient Feuerbohne
      Quand Stéphane vend le champ 1
      Alors le coup est accepté
      Et Stéphane a <thunes> Thunes

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
        | 9      | 4      |

    @001/coins.flip-side
    Scénario: Autant de cartes que de Thunes deviennent des pièces, le reste va à la défausse
      Soit le champ 1 de Stéphane contient 5 Blaue Bohnen
      Quand Stéphane vend le champ 1
      Alors Stéphane a 2 Thunes
      Et la défausse contient 3 cartes
      Et le champ 1 de Stéphane est vide

  Règle: Chaque famille a un haricot-meter de mister et un de miss, les bébés n'en ont pas, la miss a le meilleur

    @001/lady.beanometers
    Scénario: Une feuille de barème sans miss, ou avec un bébé, est refusée
      Alors une feuille de barème sans ligne pour la miss Sojabohne est refusée par la règle 001/lady.beanometers
      Et une feuille de barème avec une ligne pour le bébé Rote Bohne est refusée par la règle 001/lady.beanometers

    @001/lady.miss-best @001/lady.miss-best.reminder
    Scénario: Une feuille où une miss rapporte moins que son mister est refusée
      Alors une feuille de barème où la miss Blaue Bohne rapporte moins que son mister est refusée par la règle 001/lady.miss-best

    @001/overview.planning @001/overview.miss-on-top @001/harvest.miss-on-top @001/lady.miss-best.reminder @001/lady.top-card-price @001/lady.top-card-price.reminder
    Plan du scénario: Le même champ de 4 cartes rapporte <thunes> Thunes avec <carte> en haut
      Soit le champ 1 de Stéphane contient <champ>
      Quand Stéphane vend le champ 1
      Alors Stéphane a <thunes> Thunes

      Exemples:
        | carte       | champ                                    | thunes |
        | un mister   | Saubohne miss et 3 Saubohnen             | 1      |
        | la miss     | 3 Saubohnen et Saubohne miss             | 2      |

  Règle: Deux champs, une seule famille par champ ; les cartes se chevauchent, la dernière est la carte du haut

    @001/field.one-variety
    Scénario: Une carte d'une autre famille ne va pas dans un champ occupé
      Soit la main de Stéphane est Blaue Bohne
      Et le champ 1 de Stéphane contient 2 Rote Bohnen
      Quand Stéphane plante le Blaue Bohne dans le champ 1
      Alors le coup est refusé par la règle 001/field.one-variety
      Et le refus cite la règle

    @001/lady.family-field
    Scénario: Misters, miss et bébés d'une famille vont dans le même champ
      # décision ladybohn.family-field : « doivent être plantés dans le même champ ».
      Soit la main de Stéphane est Rote Bohne miss
      Et le champ 1 de Stéphane contient 2 Rote Bohnen
      Quand Stéphane plante le Rote Bohne miss dans le champ 2
      Alors le coup est refusé par la règle 001/lady.family-field
      Et le refus cite la règle
      Quand Stéphane plante le Rote Bohne miss dans le champ 1
      Alors le coup est accepté
      Et le champ 1 de Stéphane est, de bas en haut, 2 Rote Bohnen et Rote Bohne miss

    @001/field.overlap @001/lady.top-card @001/lady.plant-on-top
    Scénario: La carte plantée se pose toujours sur la carte du haut
      Soit la main de Stéphane est Rote Bohne bébé
      Et le champ 1 de Stéphane contient Rote Bohne miss et Rote Bohne
      Quand Stéphane plante le Rote Bohne bébé dans le champ 1
      Alors la carte plantée en dernier par Stéphane est en haut du champ 1
      Et le champ 1 de Stéphane est, de bas en haut, Rote Bohne miss, Rote Bohne et Rote Bohne bébé
