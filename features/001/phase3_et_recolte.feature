# language: fr
Fonctionnalité: Ladybohn : phase 3, phase 4, récolte et vente
  En phase 3, chacun plante ce qu'il a reçu, dans l'ordre qu'il veut ; on récolte à tout
  moment ; la vente compte les cartes du champ et lit le haricot-meter de la carte du haut ;
  les Thunes sont les cartes du haut ; un bébé en haut ne rapporte rien ; la miss Gartenbohne
  rapporte plus de Thunes que de cartes, prises sur la défausse puis sur la pioche (001 :
  « Phase 3 », « Phase 4 », « RECOLTE ET VENTE DE HARICOTS »). Barème d'essai : misters
  3/5/7/8, miss 2/4/6/7, miss Gartenbohne deux Thunes de plus que ses cartes.

  Contexte:
    Soit une partie ladybohn avec Stéphane, Anne et Marc, au barème d'essai
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est Sojabohne

  Règle: En phase 3, on récolte à tout moment ; sans place, on achète un 3ème champ (à son tour) ou on vend

    @001/step3.harvest @001/step3.make-room @001/field3.use
    Scénario: Stéphane achète un 3ème champ pour planter ; Anne, hors de son tour, vend un champ
      # décision ladybohn.field3-phase3 : « que pendant son tour » l'emporte pour Anne.
      Soit c'est au tour de Stéphane, phase 3
      Et il n'y a aucune carte visible
      Et le champ 1 de Stéphane contient 2 Blaue Bohnen
      Et le champ 2 de Stéphane contient 2 Feuerbohnen
      Et Stéphane a 3 Thunes
      Et Stéphane a mis de côté Rote Bohne
      Et le champ 1 d'Anne contient 2 Saubohnen
      Et le champ 2 d'Anne contient 2 Augenbohnen
      Et Anne a 3 Thunes
      Et Anne a mis de côté Sojabohne
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 001/field3.any-time
      Quand Anne vend le champ 1
      Et Anne plante le Sojabohne dans le champ 1
      Alors le coup est accepté
      Quand Stéphane achète un troisième champ
      Et Stéphane plante le Rote Bohne dans le champ 3
      Alors le coup est accepté
      Et Stéphane a 3 champs

  Règle: Quand la pioche est épuisée, la défausse mélangée forme une nouvelle pioche

    @001/deck.reshuffle
    Scénario: Stéphane pioche la dernière carte ; la défausse devient la pioche
      Soit c'est au tour de Stéphane, phase 3
      Et il n'y a aucune carte visible
      Et Stéphane a mis de côté Rote Bohne
      Et la pioche est Sojabohne
      Et la défausse est 5 Brechbohnen
      Et la main d'Anne est Blaue Bohne
      Quand Stéphane plante le Rote Bohne dans le champ 1
      Alors la pioche a été épuisée 1 fois
      Et Stéphane a 4 cartes en main
      Et la pioche contient 3 cartes
      Et la défausse contient 0 cartes
      Et c'est au tour d'Anne, phase 1

  Règle: La vente porte sur tout le champ choisi ; les Thunes sont les cartes du haut, gardées à part

    @001/harvest.whole-field @001/harvest.choice @001/harvest.earnings
    Scénario: Stéphane vend tout son champ de Blaue Bohnen et garde ses Thunes à part
      Soit le champ 1 de Stéphane contient 5 Blaue Bohnen
      Et le champ 2 de Stéphane contient 3 Feuerbohnen
      Quand Stéphane vend le champ 1
      Alors le champ 1 de Stéphane est vide
      Et le champ 2 de Stéphane contient 3 Feuerbohnen
      Et la réserve de Stéphane contient 2 Blaue Bohnen
      Et Stéphane a 2 Thunes

    @001/harvest.coin-cards @001/coins.flip-side
    Scénario: Les Thunes sont les cartes du haut du champ, la miss du haut comprise
      # décision ladybohn.coin-cards : les cartes du haut deviennent des Thunes, le reste va à
      # la défausse en commençant par la carte du bas.
      Soit le champ 1 de Stéphane contient 3 Blaue Bohnen et Blaue Bohne miss
      Quand Stéphane vend le champ 1
      Alors la réserve de Stéphane contient, de bas en haut, Blaue Bohne et Blaue Bohne miss
      Et la défausse est 2 Blaue Bohnen

  Règle: Un champ d'une seule carte ne se vend pas, sauf si tous les champs du joueur n'en ont qu'une

    @001/harvest.protection @001/harvest.single-choice
    Scénario: Une carte seule ne se vend que si chaque champ n'en a qu'une ; le joueur choisit lequel
      Soit le champ 1 de Stéphane contient Blaue Bohne
      Et le champ 2 de Stéphane contient 3 Feuerbohnen
      Et le champ 1 d'Anne contient Rote Bohne
      Et le champ 2 d'Anne contient Saubohne
      Quand Stéphane vend le champ 1
      Alors le coup est refusé par la règle 001/harvest.protection
      Et le refus cite la règle
      Quand Anne vend le champ 2
      Alors le coup est accepté
      Et le champ 1 d'Anne contient Rote Bohne

  Règle: Une vente peut ne rien rapporter ; un bébé en haut ne rapporte rien

    @example @001/example.nothing @001/harvest.nothing
    Scénario: Un champ de seulement 2 Saubohne ne rapporte rien (exemple)
      Soit le champ 1 de Stéphane contient 2 Saubohnen
      Quand Stéphane vend le champ 1
      Alors le coup est accepté
      Et Stéphane a 0 Thunes
      Et la défausse est 2 Saubohnen

    @example @001/example.baby-top @001/harvest.baby-top
    Scénario: Un bébé sur le dessus ne vaut rien, jusqu'à ce qu'une miss passe au-dessus (exemple)
      Soit c'est au tour de Stéphane, phase 3
      Et il n'y a aucune carte visible
      Et le champ 1 de Stéphane contient 2 Blaue Bohnen, Blaue Bohne miss et Blaue Bohne bébé
      Et le champ 1 d'Anne contient 2 Blaue Bohnen, Blaue Bohne miss et Blaue Bohne bébé
      Et Stéphane a mis de côté Blaue Bohne bébé
      Quand Anne vend le champ 1
      Alors Anne a 0 Thunes
      Quand Stéphane plante le Blaue Bohne bébé dans le champ 1 et avance la miss de la position 3 de 2 positions
      Et Stéphane vend le champ 1
      Alors Stéphane a 2 Thunes

  Règle: La miss Gartenbohne rapporte plus de Thunes que de cartes, prises sur la défausse, puis sur la pioche

    @001/harvest.garden-miss @001/harvest.garden-miss.coins @001/harvest.garden-miss.discard
    Scénario: Deux Gartenbohne, la miss en haut : 4 Thunes prises du haut de la défausse
      Soit le champ 1 de Stéphane contient Gartenbohne et Gartenbohne miss
      Et la défausse est Feuerbohne, Saubohne, Blaue Bohne, Augenbohne, Brechbohne
      Quand Stéphane vend le champ 1
      Alors Stéphane a 4 Thunes
      Et la réserve de Stéphane contient Brechbohne, Augenbohne, Blaue Bohne, Saubohne
      Et la défausse est Feuerbohne, Gartenbohne, Gartenbohne
      Et la carte du haut de la défausse est Gartenbohne miss

    @001/harvest.garden-miss.deck
    Scénario: La défausse ne suffit pas : le solde est pris dans la pioche
      Soit le champ 1 de Stéphane contient Gartenbohne et Gartenbohne miss
      Et la défausse est Feuerbohne
      Et la pioche est Sojabohne, Augenbohne, Blaue Bohne et 5 Brechbohnen
      Quand Stéphane vend le champ 1
      Alors la réserve de Stéphane contient Feuerbohne, Sojabohne, Augenbohne, Blaue Bohne
      Et la pioche contient 5 cartes
      Et la défausse est Gartenbohne, Gartenbohne

    @001/harvest.garden-miss.deck
    Scénario: Prendre la dernière carte de la pioche l'épuise ; la défausse, Gartenbohne comprises, devient la pioche
      # décision ladybohn.garden-miss-deck : cela compte comme un épuisement.
      Soit le champ 1 de Stéphane contient Gartenbohne et Gartenbohne miss
      Et la défausse est Feuerbohne
      Et la pioche est Sojabohne
      Quand Stéphane vend le champ 1
      Alors Stéphane a 2 Thunes
      Et la pioche a été épuisée 1 fois
      Et la pioche contient 2 cartes
      Et la défausse contient 0 cartes
