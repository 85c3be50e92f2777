# language: fr
Fonctionnalité: Ladybohn : contenu, familles de haricots et préparation
  Ladybohn se joue de 3 à 5 joueurs avec 110 cartes haricots en 8 familles, chacune de misters,
  de miss et de bébés, et 2 cartes « 3ème champ » (001 : « CONTENU », « BUT DU JEU »,
  « PREPARATION »), avec le préréglage ladybohn. Les haricot-meters imprimés ne sont pas connus
  (FACTS.md) : les scénarios utilisent le barème d'essai des tests, jamais les nombres
  provisoires livrés.

  Contexte:
    Soit une partie ladybohn avec Stéphane, Anne et Marc, au barème d'essai

  Règle: Ladybohn se joue de 3 à 5 joueurs

    @001/overview.credits @001/overview.box
    Scénario: La partie à trois joueurs suit la règle de Ladybohn
      Alors la partie suit la règle 001
      Et le titre de l'édition contient "Ladybohn"

    @001/overview.box
    Plan du scénario: Ladybohn ne se joue pas à <nombre> joueurs
      Soit une partie ladybohn avec <nombre> joueurs, au barème d'essai
      Alors la partie ne peut pas commencer : ladybohn se joue à 3, 4 ou 5 joueurs, pas <nombre>

      Exemples:
        | nombre |
        | 2      |
        | 6      |

  Règle: 110 cartes haricots en 8 familles de misters (m), miss (w) et bébés (B)

    @001/setup.components @001/components.varieties @001/lady.abbreviations @001/lady.kinds
    Scénario: La boîte contient les cartes que compte la règle, famille par famille
      Alors la boîte contient 110 cartes haricot :
        | variété     | cartes |
        | Blaue Bohne | 21     |
        | Feuerbohne  | 19     |
        | Saubohne    | 17     |
        | Brechbohne  | 15     |
        | Sojabohne   | 13     |
        | Augenbohne  | 11     |
        | Rote Bohne  | 8      |
        | Gartenbohne | 6      |
      Et la boîte contient, par famille, ces misters, miss et bébés :
        | famille     | m  | w | B |
        | Blaue Bohne | 11 | 5 | 5 |
        | Feuerbohne  | 10 | 4 | 5 |
        | Saubohne    | 9  | 4 | 4 |
        | Brechbohne  | 9  | 3 | 3 |
        | Sojabohne   | 8  | 2 | 3 |
        | Augenbohne  | 7  | 2 | 2 |
        | Rote Bohne  | 5  | 1 | 2 |
        | Gartenbohne | 4  | 1 | 1 |
      Et il y a 8 variétés de haricots
      Et la boîte contient 2 cartes troisième champ

    @001/lady.kind-names @001/lady.kinds
    Scénario: Les cartes se nomment misters, miss et bébés, et leur forme texte dit leur sorte
      Soit la main de Stéphane est Rote Bohne, Rote Bohne miss et Rote Bohne bébé
      Alors les sortes s'appellent en français mister, miss, bébé
      Et les cartes de la main de Stéphane s'écrivent avec leur sorte : red:mister, red:miss, red:baby

  Règle: Préparation : les cartes « 3ème champ » restent dans la boîte, 5 cartes chacun, le reste est la pioche

    @001/field.two-fields @001/setup.third-field-box @001/setup.deal @001/setup.draw-deck
    Scénario: Chacun reçoit 5 cartes et commence avec 2 champs vides ; 95 cartes forment la pioche
      Quand les cartes sont distribuées avec la graine 3
      Alors chaque joueur a 2 champs vides
      Et les mains contiennent dans l'ordre des sièges 5, 5 et 5 cartes
      Et la pioche contient 95 cartes

    @001/setup.starting-player
    Scénario: Un joueur est choisi pour commencer : celui à gauche du donneur
      Quand Anne distribue avec la graine 4
      Alors c'est au tour de Marc, phase 1
      Et l'option de règle dealer vaut chosen

  Règle: L'ordre des cartes de la main ne change jamais ; les cartes piochées vont à l'arrière

    @001/setup.hand-order @001/turn.order @001/step4.draw @001/turn.next-player @001/step3.plant-all @001/step3.order
    Scénario: Un tour complet : les quatre phases dans l'ordre, puis le joueur de gauche
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Sojabohne, Saubohne
      Et le champ 1 de Stéphane contient 2 Sojabohnen
      Et le champ 2 de Stéphane contient 2 Augenbohnen
      Et la main d'Anne est Brechbohne
      Et la pioche est Sojabohne, Augenbohne, Feuerbohne, Blaue Bohne, Rote Bohne et 10 Brechbohnen
      Quand Stéphane plante le Sojabohne dans le champ 1
      Et Stéphane termine la phase 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne, Augenbohne
      Quand Stéphane termine la phase 2
      Alors Stéphane a mis de côté Sojabohne, Augenbohne
      Quand Stéphane plante le Augenbohne dans le champ 2
      Et Stéphane plante le Sojabohne dans le champ 1
      Alors la main de Stéphane est Saubohne, Feuerbohne, Blaue Bohne, Rote Bohne
      Et c'est au tour d'Anne, phase 1

  Règle: Le but : le plus de Thunes ; planter les miss en haut des champs rapporte le plus

    @001/overview.goal @001/end.scoring
    Scénario: En fin de partie, les champs sont vendus et le joueur qui a le plus de Thunes gagne
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Feuerbohne
      Et le champ 1 de Stéphane contient 3 Blaue Bohnen et Blaue Bohne miss
      Et Stéphane a 2 Thunes
      Et Anne a 3 Thunes
      Et la pioche est Sojabohne, Augenbohne
      Et la pioche a été épuisée 2 fois
      Quand Stéphane plante le Feuerbohne dans le champ 2
      Alors la pioche a été épuisée 3 fois
      Et les cartes visibles sont Sojabohne, Augenbohne
      Quand Stéphane donne le Sojabohne visible et le Augenbohne visible à Anne
      Et Stéphane termine la phase 2
      Et Anne plante le Sojabohne dans le champ 1
      Et Anne plante le Augenbohne dans le champ 2
      Alors la partie est terminée
      Et les scores finaux sont Stéphane 4, Anne 3 et Marc 0
      Et Stéphane gagne
