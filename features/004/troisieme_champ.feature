# language: fr
Fonctionnalité: Acheter un 3ème champ, selon l'aide de jeu
  Le bloc « Acheter un 3ème champ » de l'aide de jeu AMIGO (004) : poser une carte 3ème champ
  devant soi ; gratuit à 3 joueurs, 3 thunes à 4 et 5 joueurs, 2 thunes à 6 ou 7 joueurs ;
  1 fois par partie ; les thunes utilisées sont défaussées. Le préréglage amigo-fr lit le
  « gratuit » à 3 joueurs comme dans les règles AMIGO : chacun commence avec son 3ème champ
  (décisions field3.three-players et amigo-fr.aid-precedence). Un joueur peut acheter à tout
  moment, même quand ce n'est pas son tour (000 partie 1).

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est Harry Cauchemar
    Et la pioche est 12 Harry Cochet

  Règle: Acheter un 3ème champ, c'est poser une carte 3ème champ devant soi

    @004/field3.use
    Scénario: Le 3ème champ acheté est posé devant le joueur et reçoit aussitôt un haricot
      Soit le champ 1 de Stéphane contient 2 Harry Comique
      Et le champ 2 de Stéphane contient 2 Harry Colt
      Et Stéphane a 3 Thunes
      Alors Stéphane ne peut planter le Harry Cauchemar nulle part
      Quand Stéphane achète un troisième champ
      Alors Stéphane a 3 champs
      Et le champ 3 de Stéphane est vide
      Quand Stéphane plante le Harry Cauchemar dans le champ 3
      Alors le champ 3 de Stéphane contient Harry Cauchemar

  Règle: Gratuit à 3 joueurs, 3 thunes à 4 et 5 joueurs, 2 thunes à 6 ou 7 joueurs

    @004/players.3.field3 @004/field3.cost @004/players.6-7.field3 @contrast
    Plan du scénario: Le prix du 3ème champ à <nombre> joueurs
      # décision field3.three-players : à 3 joueurs, « gratuit » est lu comme le 3ème champ que
      # chacun a dès le départ ; un achat est alors refusé, et aucune thune n'est dépensée.
      # décision field3.cost-variants : 3 thunes, 2 à 6 ou 7 joueurs.
      Soit une partie amigo-fr avec <joueurs>
      Et Anne a 3 Thunes
      Quand Anne achète un troisième champ
      Alors le coup est <verdict>
      Et Anne a 3 champs
      Et Anne a <reste> Thunes
      Et la défausse contient <payées> cartes

      Exemples:
        | nombre | joueurs                                     | verdict                                   | reste | payées |
        | 3      | Stéphane, Anne et Marc                      | refusé par la règle 000.1/players.3.field3 | 3     | 0      |
        | 4      | Stéphane, Anne, Marc et Léa                 | accepté                                   | 0     | 3      |
        | 5      | Stéphane, Anne, Marc, Léa et Tom            | accepté                                   | 0     | 3      |
        | 6      | Stéphane, Anne, Marc, Léa, Tom et Ève       | accepté                                   | 1     | 2      |
        | 7      | Stéphane, Anne, Marc, Léa, Tom, Ève et Paul | accepté                                   | 1     | 2      |

    @004/players.3.field3 @contrast
    Scénario: À 3 joueurs, le 3ème champ ne coûte rien : chacun le possède dès le départ
      # décisions field3.three-players et amigo-fr.aid-precedence : l'aide lue littéralement
      # (2 champs au départ, un 3ème pris gratuitement à tout moment) n'est pas implémentée.
      Soit une partie amigo-fr avec Stéphane, Anne et Marc
      Et c'est au tour de Stéphane, phase 1
      Et le champ 1 de Stéphane contient 2 Harry Comique
      Et le champ 2 de Stéphane contient 2 Harry Colt
      Et Stéphane a 0 Thune
      Alors Stéphane a 3 champs
      Et Stéphane ne peut planter le Harry Cauchemar que dans le champ 3
      Quand Stéphane plante le Harry Cauchemar dans le champ 3
      Alors le champ 3 de Stéphane contient Harry Cauchemar
      Et Stéphane a 0 Thune

    @004/field3.cost
    Plan du scénario: À <nombre> joueurs, un joueur qui n'a pas 3 thunes n'achète pas de 3ème champ
      Soit une partie amigo-fr avec <joueurs>
      Et Anne a 2 Thunes
      Et Marc a 9 Thunes
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 000.1/field3.coins-needed
      Et le refus dit "Anne a 2 Thunes ; le 3ème champ coûte 3 Thunes"
      Et Anne a 2 champs
      Et Anne a 2 Thunes

      Exemples:
        | nombre | joueurs                          |
        | 4      | Stéphane, Anne, Marc et Léa      |
        | 5      | Stéphane, Anne, Marc, Léa et Tom |

    @004/players.6-7.field3
    Plan du scénario: À <nombre> joueurs, un joueur qui n'a qu'1 thune n'achète pas de 3ème champ
      Soit une partie amigo-fr avec <joueurs>
      Et Anne a 1 Thune
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 000.1/players.6-7.field3
      Et le refus dit "Anne a 1 Thune ; le 3ème champ coûte 2 Thunes"
      Et Anne a 2 champs
      Et Anne a 1 Thune

      Exemples:
        | nombre | joueurs                                     |
        | 6      | Stéphane, Anne, Marc, Léa, Tom et Ève       |
        | 7      | Stéphane, Anne, Marc, Léa, Tom, Ève et Paul |

  Règle: 1 fois par partie

    @004/field3.once
    Scénario: Un joueur n'achète son 3ème champ qu'une fois par partie
      Soit Anne a 7 Thunes
      Quand Anne achète un troisième champ
      Alors Anne a 3 champs
      Et Anne a 4 Thunes
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 000.1/field3.once
      Et le refus dit "Anne a déjà un 3ème champ"
      Et Anne a 3 champs
      Et Anne a 4 Thunes

    @004/field3.once
    Scénario: Chaque joueur peut acheter son propre 3ème champ
      # décision field3.supply : une carte 3ème champ par joueur, la réserve ne s'épuise pas.
      Soit Anne a 3 Thunes
      Et Marc a 3 Thunes
      Et Léa a 3 Thunes
      Et Stéphane a 3 Thunes
      Quand Anne achète un troisième champ
      Et Marc achète un troisième champ
      Et Léa achète un troisième champ
      Et Stéphane achète un troisième champ
      Alors chaque joueur a 3 champs vides

  Règle: Les thunes utilisées sont défaussées

    @004/field3.discard-coins
    Plan du scénario: À <nombre> joueurs, les <prix> thunes du dessus de la pile vont une à une sur la défausse
      # décisions field3.payment et field3.payment-order : les thunes payées sont celles du
      # dessus de la pile, posées une à une sur la défausse, côté haricot : la plus profonde
      # finit en haut de la défausse.
      Soit une partie amigo-fr avec <joueurs>
      Et la défausse est Harry Cochet
      Et la réserve d'Anne contient Harry Copain, Harry Comique, Harry Cauchemar, Harry Cochon
      Quand Anne achète un troisième champ
      Alors la réserve d'Anne contient <reste>
      Et la défausse est <défausse>

      Exemples:
        | nombre | joueurs                                     | prix | reste                        | défausse                                                 |
        | 4      | Stéphane, Anne, Marc et Léa                 | 3    | Harry Copain                 | Harry Cochet, Harry Cochon, Harry Cauchemar, Harry Comique |
        | 5      | Stéphane, Anne, Marc, Léa et Tom            | 3    | Harry Copain                 | Harry Cochet, Harry Cochon, Harry Cauchemar, Harry Comique |
        | 6      | Stéphane, Anne, Marc, Léa, Tom et Ève       | 2    | Harry Copain, Harry Comique  | Harry Cochet, Harry Cochon, Harry Cauchemar               |
        | 7      | Stéphane, Anne, Marc, Léa, Tom, Ève et Paul | 2    | Harry Copain, Harry Comique  | Harry Cochet, Harry Cochon, Harry Cauchemar               |
