# language: fr
Fonctionnalité: Variantes
  Les débutants commencent avec un troisième champ ; à cinq joueurs, le troisième champ peut ne
  coûter que 2 talers ; entre experts, des talers peuvent entrer dans les échanges (003 :
  « Variantes »), avec le préréglage original-1997-fr-003. Ce sont des conseils, pas la règle :
  chaque variante se choisit par son nom à la mise en place (beginners, five-players,
  experts), aucune ne l'est par défaut (décisions original-1997.variant-beginners,
  original-1997.variant-five-players et original-1997.trade-coins).

  Règle: Les débutants commencent directement avec un troisième champ

    @003/variant.beginners
    Plan du scénario: Avec les variantes « <variantes> », chaque joueur commence avec <champs> champs vides
      Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa et les variantes <variantes>
      Quand les cartes sont distribuées avec la graine 6
      Alors les variantes en jeu sont <variantes>
      Et chaque joueur a <champs> champs vides

      Exemples:
        | variantes | champs |
        | aucune    | 2      |
        | beginners | 3      |

    @003/variant.beginners @003/field3.once
    Scénario: Avec la variante des débutants, le troisième champ se plante dès le début et ne s'achète pas
      Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa et la variante beginners
      Et c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Feuerbohne
      Et le champ 1 de Stéphane contient 2 Rote Bohnen
      Et le champ 2 de Stéphane contient 2 Sojabohnen
      Et Anne a 3 talers
      Et la pioche est 12 Blaue Bohnen
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 003/variant.beginners
      Et le refus dit "dans la variante des débutants, chacun commence avec un troisième champ ; on n'en achète pas"
      Et le refus cite la règle
      Et Anne a 3 talers
      Quand Stéphane plante le Feuerbohne dans le champ 3
      Alors le coup est accepté
      Et le champ 3 de Stéphane contient Feuerbohne

  Règle: À cinq joueurs, le troisième champ peut ne coûter que 2 talers

    @003/variant.five-players @003/field3.cost
    Plan du scénario: À cinq joueurs, avec les variantes « <variantes> », un troisième champ coûte <prix> talers
      Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc, Léa et Paul et les variantes <variantes>
      Et la réserve d'Anne contient Sojabohne, Rote Bohne, Feuerbohne
      Quand Anne achète un troisième champ
      Alors le coup est accepté
      Et Anne a 3 champs
      Et la réserve d'Anne contient <reste>
      Et la défausse contient <prix> cartes

      Exemples:
        | variantes    | prix | reste     |
        | aucune       | 3    | rien      |
        | five-players | 2    | Sojabohne |

    @003/variant.five-players @003/field3.coins-needed
    Plan du scénario: À cinq joueurs, avec les variantes « <variantes> », <talers> ne suffisent pas
      Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc, Léa et Paul et les variantes <variantes>
      Et Anne a <talers>
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 003/<règle>
      Et le refus dit "le 3ème champ coûte <prix> talers"
      Et Anne a 2 champs

      Exemples:
        | variantes    | talers   | prix | règle                |
        | aucune       | 2 talers | 3    | field3.coins-needed  |
        | five-players | 1 taler  | 2    | variant.five-players |

    @003/variant.five-players
    Plan du scénario: La variante des cinq joueurs ne se choisit pas à <nombre> joueurs
      Soit une partie original-1997-fr-003 à <nombre> joueurs avec la variante five-players
      Alors la partie ne peut pas commencer : la variante 'five-players' se joue à 5 joueurs

      Exemples:
        | nombre |
        | 3      |
        | 4      |

  Règle: Entre experts, les talers peuvent entrer dans les échanges

    @003/variant.experts @003/trade.active-cards @003/trade.other-cards
    Plan du scénario: Avec les variantes « <variantes> », Stéphane ajoute deux talers à un échange : <verdict>
      Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa et les variantes <variantes>
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne, Gartenbohne
      Et la pioche est 12 Blaue Bohnen
      Et la main d'Anne est Rote Bohne
      Et la réserve de Stéphane contient Saubohne, Brechbohne, Brechbohne
      Et la réserve d'Anne contient Augenbohne
      Quand Stéphane échange le Sojabohne visible et 2 talers avec Anne contre un Rote Bohne
      Alors le coup est <verdict>

      Exemples:
        | variantes | verdict                                    |
        | aucune    | refusé par la règle 003/trade.active-cards |
        | experts   | accepté                                    |

    @003/variant.experts
    Scénario: Les talers donnés dans un échange sont ceux du dessus du tas, et restent des talers
      # décision original-1997.trade-coins : les talers passent du tas de l'un au tas de l'autre.
      Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa et la variante experts
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne, Gartenbohne
      Et la pioche est 12 Blaue Bohnen
      Et la main d'Anne est Rote Bohne
      Et la réserve de Stéphane contient Saubohne, Brechbohne, Brechbohne
      Et la réserve d'Anne contient Augenbohne
      Quand Stéphane échange le Sojabohne visible et 2 talers avec Anne contre un Rote Bohne
      Alors les variantes en jeu sont experts
      Et la réserve de Stéphane contient Saubohne
      Et la réserve d'Anne contient Augenbohne, 2 Brechbohnen
      Et Stéphane a mis de côté Rote Bohne
      Et Anne a mis de côté Sojabohne
      Et la main d'Anne est vide

    @003/variant.experts @003/trade.other-cards
    Scénario: L'autre joueur aussi peut payer en talers, ou ne donner que des talers
      Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa et la variante experts
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne, Gartenbohne
      Et la pioche est 12 Blaue Bohnen
      Et la main de Stéphane est Blaue Bohne
      Et la main d'Anne est Rote Bohne
      Et Anne a 3 talers
      Quand Stéphane échange le Sojabohne visible avec Anne contre un Rote Bohne et 1 taler
      Alors le coup est accepté
      Et Stéphane a 1 taler
      Et Anne a 2 talers
      Quand Stéphane échange le Gartenbohne visible avec Anne contre 2 talers
      Alors le coup est accepté
      Et Stéphane a 3 talers
      Et Anne a 0 taler
      Et Anne a mis de côté Sojabohne, Gartenbohne

    @003/variant.experts @003/field3.coins-needed
    Scénario: Des talers reçus dans un échange sont à leur nouveau propriétaire : ils paient un troisième champ
      # décision original-1997.trade-coins : ce n'est pas un emprunt.
      Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa et la variante experts
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne, Gartenbohne
      Et la pioche est 12 Blaue Bohnen
      Et la main de Stéphane est Blaue Bohne
      Et Stéphane a 1 taler
      Et Anne a 2 talers
      Quand Stéphane achète un troisième champ
      Alors le coup est refusé par la règle 003/field3.coins-needed
      Et le refus dit "Stéphane a 1 taler ; le 3ème champ coûte 3 talers"
      Quand Stéphane échange le Sojabohne visible avec Anne contre 2 talers
      Et Stéphane achète un troisième champ
      Alors le coup est accepté
      Et Stéphane a 3 champs
      Et Stéphane a 0 taler

    @003/variant.experts
    Scénario: Les talers entrent dans le marchandage des haricots : pas d'échange de talers contre des talers
      # décision original-1997.trade-coins : la variante permet « l'utlisation des talers lors du
      # marchandage » ; un échange sans aucun haricot serait un don de talers, et les dons ne
      # portent que sur des haricots.
      Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa et la variante experts
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne, Gartenbohne
      Et la pioche est 12 Blaue Bohnen
      Et la main d'Anne est Rote Bohne
      Et Stéphane a 3 talers
      Et Anne a 3 talers
      Quand Stéphane échange 1 taler avec Anne contre 3 talers
      Alors le coup est refusé par la règle 003/variant.experts
      Et le refus dit "un échange porte sur au moins une carte haricot ; les talers ne font que s'y ajouter"
      Et le refus cite la règle
      Quand Stéphane échange 1 taler avec Anne contre 1 taler
      Alors le coup est refusé par la règle 003/variant.experts
      Et le refus dit "un échange porte sur au moins une carte haricot ; les talers ne font que s'y ajouter"
      Quand Stéphane échange 1 taler avec Anne contre un Rote Bohne
      Alors le coup est accepté
      Et Stéphane a 2 talers
      Et Anne a 4 talers

    @003/variant.experts
    Scénario: Même entre experts, on ne donne pas plus de talers qu'on n'en a
      Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa et la variante experts
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne, Gartenbohne
      Et la pioche est 12 Blaue Bohnen
      Et la main d'Anne est Rote Bohne
      Et Stéphane a 1 taler
      Et Anne a 1 taler
      Quand Stéphane échange 2 talers avec Anne contre un Rote Bohne
      Alors le coup est refusé par la règle 003/trade.active-cards
      Et le refus dit "Stéphane a 1 taler, pas 2"
      Quand Stéphane échange le Sojabohne visible avec Anne contre 2 talers
      Alors le coup est refusé par la règle 003/trade.other-cards
      Et le refus dit "Anne a 1 taler, pas 2"
      Quand Stéphane échange 1 taler avec Anne contre un Rote Bohne
      Alors le coup est accepté
      Et Anne a 2 talers
      Et Stéphane a mis de côté Rote Bohne
