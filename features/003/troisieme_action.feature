# language: fr
Fonctionnalité: Troisième action : planter les haricots
  Tous les joueurs plantent les haricots échangés ; le joueur dont c'est le tour plante aussi
  les cartes retournées gardées ou que personne n'a prises ; sans place, il faut vendre des
  champs ; chacun plante ses haricots dans l'ordre qu'il veut, et peut vendre entre deux
  plantations (003 : « Troisième action »), avec le préréglage original-1997-fr-003. Les
  cadeaux se plantent comme les cartes échangées (décision original-1997.donated-cards).

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 3
    Et la main de Stéphane est Blaue Bohne
    Et la main d'Anne est Feuerbohne, Feuerbohne
    Et la pioche est Rote Bohne, Brechbohne, Saubohne et 10 Blaue Bohnen

  Règle: Tous les joueurs plantent les haricots échangés ; le joueur dont c'est le tour, aussi les cartes retournées qui lui restent

    @003/step3.plant-all
    Scénario: Chacun plante ses haricots, puis le joueur dont c'est le tour prend de nouvelles cartes
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Gartenbohne, Sojabohne
      Et la main de Marc est Rote Bohne
      Quand Stéphane échange le Sojabohne visible avec Marc contre un Rote Bohne
      Et Stéphane termine la phase 2
      Alors les joueurs qui doivent encore planter sont Stéphane et Marc
      Et Stéphane a mis de côté Rote Bohne, Gartenbohne
      Quand Marc plante le Sojabohne dans le champ 1
      Et Stéphane plante le Rote Bohne dans le champ 1
      Et Stéphane plante le Gartenbohne dans le champ 2
      Alors plus personne n'a de carte à planter
      Et la main de Stéphane est Blaue Bohne, Rote Bohne, Brechbohne, Saubohne
      Et c'est au tour d'Anne, phase 1

    @003/step3.plant-all
    Scénario: On ne plante à la troisième action que les haricots reçus ou gardés
      Soit Stéphane a mis de côté Sojabohne
      Quand Stéphane plante le Blaue Bohne dans le champ 1
      Alors le coup est refusé par la règle 003/step3.plant-all
      Et le refus dit "Blaue Bohne n'est pas parmi les cartes que Stéphane a mises de côté"
      Et le refus cite la règle

  Règle: Si ce n'est pas possible, il faut vendre des champs

    @003/step3.make-room
    Scénario: Un haricot reçu sans place oblige à vendre un champ d'abord
      # décision original-1997.make-room : « Si cela n'est possible » se lit « n'est pas possible ».
      Soit Marc a mis de côté Sojabohne
      Et le champ 1 de Marc contient 3 Feuerbohnen
      Et le champ 2 de Marc contient 2 Saubohnen
      Alors Marc ne peut planter le Sojabohne nulle part
      Quand Marc plante le Sojabohne dans le champ 2
      Alors le coup est refusé par la règle 003/step3.make-room
      Et le refus dit "Sojabohne ne correspond à aucun champ de Marc et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Et le refus cite la règle
      Quand Marc vend le champ 1
      Et Marc plante le Sojabohne dans le champ 1
      Alors le champ 1 de Marc contient Sojabohne
      Et Marc a 1 taler

  Règle: Chacun plante ses haricots dans l'ordre qu'il veut, et peut vendre entre deux plantations

    @003/step3.order
    Plan du scénario: Marc plante d'abord le <premier>, puis le <second>
      Soit Marc a mis de côté Sojabohne, Rote Bohne
      Et Stéphane a mis de côté Gartenbohne
      Quand Marc plante le <premier> dans le champ 1
      Et Marc plante le <second> dans le champ 2
      Alors le coup est accepté
      Et le champ 1 de Marc contient <premier>
      Et le champ 2 de Marc contient <second>

      Exemples:
        | premier    | second     |
        | Sojabohne  | Rote Bohne |
        | Rote Bohne | Sojabohne  |

    @003/step3.harvest
    Scénario: Marc vend un champ entre deux plantations
      Soit Marc a mis de côté Sojabohne, Rote Bohne
      Et Stéphane a mis de côté Gartenbohne
      Et le champ 1 de Marc contient 2 Sojabohnen
      Et le champ 2 de Marc contient 4 Saubohnen
      Quand Marc plante le Sojabohne dans le champ 1
      Et Marc vend le champ 2
      Et Marc plante le Rote Bohne dans le champ 2
      Alors le champ 1 de Marc contient 3 Sojabohnen
      Et le champ 2 de Marc contient Rote Bohne
      Et Marc a 1 taler

  Règle: Exemple : un Gartenbohne, trois Augenbohnen, et trois haricots obtenus par marchandage

    @example @003/example.planting @003/step3.harvest @003/harvest.single-choice
    Scénario: Anne plante l'Augenbohne et vend ce champ, plante le Brechbohne, vend le Gartenbohne pour rien, plante le Feuerbohne (exemple)
      # décisions original-1997.protection et original-1997.single-card-sale : ses deux champs
      # n'ont qu'une carte, Anne choisit lequel elle vend.
      Soit le champ 1 d'Anne contient Gartenbohne
      Et le champ 2 d'Anne contient 3 Augenbohnen
      Et Anne a mis de côté Augenbohne, Brechbohne, Feuerbohne
      Quand Anne plante l'Augenbohne dans le champ 2
      Et Anne vend le champ 2
      Alors Anne a 2 talers
      Quand Anne plante le Brechbohne dans le champ 2
      Et Anne vend le champ 1
      Alors le coup est accepté
      Et Anne a 2 talers
      Et la défausse est 2 Augenbohnen, Gartenbohne
      Quand Anne plante le Feuerbohne dans le champ 1
      Alors le champ 1 d'Anne contient Feuerbohne
      Et le champ 2 d'Anne contient Brechbohne
      Et c'est au tour d'Anne, phase 1
      Et la main d'Anne est 2 Feuerbohnen
      Et Anne ne peut planter le Feuerbohne que dans le champ 1
