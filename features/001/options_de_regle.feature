# language: fr
Fonctionnalité: Ladybohn : les autres lectures du texte, au choix par une option de règle
  Là où le texte 001 se lit de plusieurs façons, la partie ladybohn suit la lecture de sa
  décision (specs/decisions.toml, ladybohn.*), et chaque autre lecture se choisit par une
  option de règle. Une lecture que 001 contredit est refusée à la mise en place, en citant sa
  décision.

  Contexte:
    Soit une partie ladybohn avec Stéphane, Anne, Marc et Léa, au barème d'essai

  Règle: « Ces deux cartes ne doivent pas être plantées dans le même champ », lu à la lettre

    @001/step1.same-field
    Scénario: Avec second_plant_field other-field, la 2ème carte de la famille de la 1ère reste en main
      # décision ladybohn.second-plant-field : la lecture littérale. La carte ne peut aller ni
      # dans le champ de la 1ère (cette phrase) ni dans un champ vide (sa famille a un champ).
      Soit l'option de règle second_plant_field vaut other-field
      Et c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Rote Bohne, Rote Bohne miss, Blaue Bohne
      Quand Stéphane plante le Rote Bohne dans le champ 1
      Alors Stéphane ne peut planter le Rote Bohne miss nulle part
      Quand Stéphane plante le Rote Bohne miss dans le champ 1
      Alors le coup est refusé par la règle 001/step1.same-field
      Et le refus cite la règle
      Quand Stéphane termine la phase 1
      Alors c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Rote Bohne miss, Blaue Bohne

    @001/step1.same-field @001/lady.family-field
    Scénario: La lecture littérale demande un seul champ par famille
      # Le moteur reconnaît le champ de la 1ère carte comme celui de sa famille : avec
      # matching_field may, deux champs pourraient la porter.
      Soit l'option de règle matching_field vaut may
      Et c'est au tour de Stéphane, phase 1
      Alors une partie ladybohn où l'option de règle second_plant_field vaut other-field est refusée en citant la décision ladybohn.second-plant-field

  Règle: La miss avance « de 2 positions », comme le dit la phase 3

    @001/lady.miss-move.phase3
    Scénario: Avec miss_promotion two, la miss avance de 2 positions, pas d'une
      # décision ladybohn.miss-promotion : « de 2 positions ».
      Soit l'option de règle miss_promotion vaut two
      Et c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Rote Bohne bébé
      Et le champ 1 de Stéphane contient Rote Bohne miss, Rote Bohne et Rote Bohne
      Quand Stéphane plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 1 de 1 position
      Alors le coup est refusé par la règle 001/lady.miss-move.phase3
      Et le refus cite la règle
      Quand Stéphane plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 1 de 2 positions
      Alors le coup est accepté
      Et le champ 1 de Stéphane est, de bas en haut, Rote Bohne, Rote Bohne, Rote Bohne miss et Rote Bohne bébé

    @001/lady.miss-move.phase3
    Scénario: Avec miss_promotion two, une miss juste sous le haut n'avance que d'une position
      Soit l'option de règle miss_promotion vaut two
      Et c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Rote Bohne bébé
      Et le champ 1 de Stéphane contient Rote Bohne et Rote Bohne miss
      Quand Stéphane plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 2 de 1 position
      Alors le coup est accepté
      Et le champ 1 de Stéphane est, de bas en haut, Rote Bohne, Rote Bohne bébé et Rote Bohne miss

  Règle: La miss n'avance qu'aux phases où le texte en parle

    @001/lady.miss-move
    Scénario: Avec miss_promotion_phases phases-2-3, un bébé planté en phase 1 n'avance pas de miss
      # décision ladybohn.promotion-when : la règle est écrite dans la phase 2 et redite en phase 3.
      Soit l'option de règle miss_promotion_phases vaut phases-2-3
      Et c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Rote Bohne bébé
      Et le champ 1 de Stéphane contient Rote Bohne miss et Rote Bohne
      Quand Stéphane plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 1 de 1 position
      Alors le coup est refusé par la règle 001/lady.miss-move
      Et le refus cite la règle
      Quand Stéphane plante le Rote Bohne bébé dans le champ 1
      Alors le coup est accepté
      Et le champ 1 de Stéphane est, de bas en haut, Rote Bohne miss, Rote Bohne et Rote Bohne bébé

    @001/lady.miss-move @001/lady.baby-trade
    Scénario: Avec miss_promotion_phases phase-3, le bébé reçu en phase 2 est planté sans avancer de miss
      Soit l'option de règle miss_promotion_phases vaut phase-3
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Saubohne, Feuerbohne
      Et la pioche est 10 Brechbohnen
      Et la main de Stéphane est Rote Bohne bébé
      Et le champ 1 d'Anne contient Rote Bohne miss et Rote Bohne
      Quand Stéphane donne un Rote Bohne bébé de sa main à Anne
      Alors Anne doit d'abord planter le bébé reçu
      Quand Anne plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 1 de 2 positions
      Alors le coup est refusé par la règle 001/lady.miss-move
      Quand Anne plante le Rote Bohne bébé dans le champ 1
      Alors le coup est accepté
      Et le champ 1 d'Anne est, de bas en haut, Rote Bohne miss, Rote Bohne et Rote Bohne bébé

    @001/lady.miss-move.phase3
    Scénario: Avec miss_promotion_phases phase-3, un bébé planté en phase 3 avance la miss
      Soit l'option de règle miss_promotion_phases vaut phase-3
      Et c'est au tour de Stéphane, phase 3
      Et Anne a mis de côté Rote Bohne bébé
      Et le champ 1 d'Anne contient Rote Bohne miss et Rote Bohne
      Quand Anne plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 1 de 2 positions
      Alors le coup est accepté
      Et le champ 1 d'Anne est, de bas en haut, Rote Bohne, Rote Bohne bébé et Rote Bohne miss

  Règle: « Les bébés peuvent également être plantés durant la phase 2 », tous les bébés

    @001/lady.baby-phase2
    Scénario: Avec baby_phase2 any-baby, Stéphane plante en phase 2 le bébé retourné qu'il garde
      # décision ladybohn.baby-phase2 : sans l'option, ce bébé attend la phase 3.
      Soit l'option de règle baby_phase2 vaut any-baby
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Rote Bohne bébé, Feuerbohne
      Et la pioche est 10 Brechbohnen
      Et le champ 1 de Stéphane contient Rote Bohne miss et Rote Bohne
      Quand Stéphane garde le Rote Bohne bébé visible
      Et Stéphane plante le Rote Bohne bébé dans le champ 1 et avance la miss de la position 1 de 2 positions
      Alors le coup est accepté
      Et le champ 1 de Stéphane est, de bas en haut, Rote Bohne, Rote Bohne bébé et Rote Bohne miss
      Et Stéphane a mis de côté rien
      Et c'est au tour de Stéphane, phase 2

    @001/lady.baby-phase2 @contrast
    Scénario: Sans l'option, le bébé retourné gardé attend la phase 3
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Rote Bohne bébé, Feuerbohne
      Et la pioche est 10 Brechbohnen
      Et le champ 1 de Stéphane contient Rote Bohne miss et Rote Bohne
      Quand Stéphane garde le Rote Bohne bébé visible
      Et Stéphane plante le Rote Bohne bébé dans le champ 1
      Alors le coup est refusé par la règle 001/turn.order
      Et Stéphane a mis de côté Rote Bohne bébé

  Règle: « le joueur actif peut continuer à donner des cartes de sa main », lu à la lettre

    @001/trade.continue
    Scénario: Avec trade_after_face_up donate-only, les cartes retournées parties, le joueur actif ne fait plus que donner
      # décision ladybohn.continue-donating : la lecture littérale.
      Soit l'option de règle trade_after_face_up vaut donate-only
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Saubohne, Feuerbohne
      Et la pioche est 10 Brechbohnen
      Et la main de Stéphane est Blaue Bohne, Sojabohne
      Et la main d'Anne est Rote Bohne, Rote Bohne
      Quand Stéphane échange le Saubohne visible avec Anne contre un Rote Bohne
      Alors le coup est accepté
      Quand Stéphane garde le Feuerbohne visible
      Et Stéphane échange un Blaue Bohne de sa main avec Anne contre un Rote Bohne
      Alors le coup est refusé par la règle 001/trade.continue
      Et le refus cite la règle
      Quand Stéphane propose un Blaue Bohne de sa main à Anne contre un Rote Bohne
      Alors le coup est refusé par la règle 001/trade.continue
      Quand Stéphane donne un Sojabohne de sa main à Marc
      Alors le coup est accepté
      Et Marc a mis de côté Sojabohne

  Règle: Vider la pioche pour payer la miss Gartenbohne ne compte pas comme un épuisement

    @001/harvest.garden-miss.deck
    Scénario: Avec garden_miss_deck not-a-draw, la pioche vidée est reformée à la pioche suivante, sans compter
      # décision ladybohn.garden-miss-deck : seules les pioches comptent. La défausse (les 2
      # Gartenbohne vendues) devient la pioche quand la phase 2 retourne ses cartes, et c'est
      # ce tirage-là qui l'épuise : 1 fois en tout, au lieu de 2 sans l'option.
      Soit l'option de règle garden_miss_deck vaut not-a-draw
      Et c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Blaue Bohne
      Et le champ 1 de Stéphane contient Gartenbohne et Gartenbohne miss
      Et la défausse est Feuerbohne
      Et la pioche est Sojabohne
      Quand Stéphane vend le champ 1
      Alors Stéphane a 2 Thunes
      Et la pioche a été épuisée 0 fois
      Et la pioche contient 0 cartes
      Et la défausse contient 2 cartes
      Quand Stéphane plante le Blaue Bohne dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Gartenbohne, Gartenbohne
      Et la pioche a été épuisée 1 fois

  Règle: Comme au jeu de base, chaque joueur peut acheter un 3ème champ

    @001/field3.supply
    Scénario: Avec third_field_supply one-per-player, un 3ème acheteur est servi
      # décision ladybohn.field3-supply : la lecture du jeu de base.
      Soit l'option de règle third_field_supply vaut one-per-player
      Et c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Rote Bohne
      Et Anne a acheté un troisième champ
      Et Marc a acheté un troisième champ
      Et Stéphane a 3 Thunes
      Quand Stéphane achète un troisième champ
      Alors le coup est accepté
      Et Stéphane a 3 champs
      Et Stéphane a 0 Thune

  Règle: Une carte seule vendue par l'exception est défaussée, « pour ensuite être défaussée »

    @001/harvest.single-choice
    Scénario: Une miss seule rapporterait 1 Thune au barème : vendue par l'exception, elle est défaussée sans Thune
      # décision ladybohn.single-card-sale : la lecture de la partie ladybohn (« discarded »).
      Soit le barème d'essai donne à la miss Sojabohne le haricot-meter 1, 3, 5, 6
      Et c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Blaue Bohne
      Et le champ 1 de Stéphane contient Sojabohne miss
      Et le champ 2 de Stéphane contient Rote Bohne miss
      Quand Stéphane vend le champ 1
      Alors le coup est accepté
      Et Stéphane a 0 Thune
      Et la carte du haut de la défausse est Sojabohne miss

    @001/harvest.single-choice
    Scénario: Avec single_card_sale beanometer, la miss seule est vendue au barème
      Soit l'option de règle single_card_sale vaut beanometer
      Et le barème d'essai donne à la miss Sojabohne le haricot-meter 1, 3, 5, 6
      Et c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Blaue Bohne
      Et le champ 1 de Stéphane contient Sojabohne miss
      Et le champ 2 de Stéphane contient Rote Bohne miss
      Quand Stéphane vend le champ 1
      Alors le coup est accepté
      Et Stéphane a 1 Thune
      Et la défausse est vide

    @001/harvest.single-choice @001/harvest.garden-miss
    Scénario: La miss Gartenbohne seule, vendue par l'exception, rapporte encore, puis est défaussée
      # Elle paie avec la défausse, puis « il jette à la défausse ses Gartenbohne vendus ».
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Blaue Bohne
      Et le champ 1 de Stéphane contient Gartenbohne miss
      Et le champ 2 de Stéphane contient Rote Bohne miss
      Et la défausse est Feuerbohne, Saubohne, Blaue Bohne, Augenbohne
      Quand Stéphane vend le champ 1
      Alors le coup est accepté
      Et Stéphane a 3 Thunes
      Et la défausse est Feuerbohne, Gartenbohne

  Règle: Les Thunes sont les cartes du haut : l'autre lecture est refusée

    @001/harvest.coin-cards
    Scénario: Une partie ladybohn avec coin_cards bottom est refusée à la mise en place
      # décision ladybohn.coin-cards : « en partant du "haut de la pile" ».
      Soit c'est au tour de Stéphane, phase 1
      Alors une partie ladybohn où l'option de règle coin_cards vaut bottom est refusée en citant la décision ladybohn.coin-cards
