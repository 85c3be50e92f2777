# language: fr
Fonctionnalité: Champs de haricots
  Chacun a jusqu'à deux rangées d'une seule variété chacune ; à tout moment, il peut acheter un
  troisième champ pour 3 pièces posées sur la défausse (règle 000, seconde partie : « Champs de
  haricots »), avec le préréglage original-1997-fr. Le texte ne dit pas « une fois » ni « au
  moins trois pièces » : ces règles suivent de « jusqu'à 3 rangées » et du prix (décisions
  original-1997.third-field et original-1997.implied-rules).

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est haricot de feu
    Et la pioche est 12 haricots bleus

  Règle: Au début, chacun a deux rangées de cartes, d'une seule variété chacune : ses champs

    @000.2/field.two-fields
    Scénario: Au début de la partie, chacun a deux champs ; un troisième n'existe pas encore
      Soit le champ 1 de Stéphane contient 2 haricots rouges
      Et le champ 2 de Stéphane contient 2 haricots Soya
      Quand Stéphane plante le haricot de feu dans le champ 3
      Alors le coup est refusé par la règle 000.2/field.two-fields
      Et le refus dit "Stéphane a 2 champs (1 à 2) ; le champ 3 n'est pas à lui"
      Et le refus cite la règle
      Et Stéphane a 2 champs

    @000.2/field.one-variety
    Scénario: Un champ ne porte qu'une seule variété
      Soit le champ 1 de Stéphane contient 2 haricots rouges
      Quand Stéphane plante le haricot de feu dans le champ 1
      Alors le coup est refusé par la règle 000.2/field.one-variety
      Et le refus dit "le champ 1 de Stéphane contient des haricots rouge, pas des haricots de feu"
      Et le refus cite la règle
      Quand Stéphane plante le haricot de feu dans le champ 2
      Alors le coup est accepté
      Et le champ 2 de Stéphane contient haricot de feu

    @000.2/field.rows
    Scénario: Chaque rangée de cartes est un champ : les haricots plantés s'y ajoutent
      Soit le champ 1 de Stéphane contient 2 haricots de feu
      Quand Stéphane plante le haricot de feu dans le champ 1
      Alors le champ 1 de Stéphane contient 3 haricots de feu
      Et la carte plantée en dernier par Stéphane est en haut du champ 1

  Règle: Un troisième champ s'achète, jusqu'à trois rangées, jamais plus

    @000.2/field3.once
    Scénario: Un joueur qui a son troisième champ ne peut pas en acheter un autre
      Soit Anne a 6 pièces d'or
      Quand Anne achète un troisième champ
      Alors Anne a 3 champs
      Et Anne a 3 pièces d'or
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 000.2/field3.once
      Et le refus dit "Anne a déjà un 3ème champ"
      Et le refus cite la règle
      Et Anne a 3 champs

    @000.2/field3.once @000.2/field.two-fields @contrast
    Plan du scénario: À 3 joueurs, on achète son troisième champ en 1997 ; l'édition à 154 cartes le donne d'office (<edition>)
      # décision original-1997.player-counts : pas de variations selon le nombre de joueurs en 1997.
      Soit une partie <edition> avec Stéphane, Anne et Marc
      Et Anne a 3 Thunes
      Quand Anne achète un troisième champ
      Alors le coup est <verdict>
      Et Anne a 3 champs

      Exemples:
        | edition          | verdict                                    |
        | original-1997-fr | accepté                                    |
        | amigo-fr         | refusé par la règle 000.1/players.3.field3 |
        | rio-grande-2000  | refusé par la règle 002/players.3.field3   |

  Règle: Le troisième champ coûte 3 pièces, posées sur la défausse côté haricot ; sans elles, pas d'achat

    @000.2/field3.cost
    Scénario: Le troisième champ coûte trois pièces, qui vont sur la défausse côté haricot
      # décision original-1997.field3-payment : les trois pièces du dessus de la réserve, une à
      # une, si bien que la plus profonde finit en haut de la défausse.
      Soit la réserve d'Anne contient haricot Soya, haricot rouge, haricot de feu, gros haricot
      Quand Anne achète un troisième champ
      Alors la réserve d'Anne contient haricot Soya
      Et la défausse est gros haricot, haricot de feu, haricot rouge

    @000.2/field3.coins-needed
    Scénario: Un joueur qui a moins de trois pièces ne peut pas acheter, même si d'autres en ont
      Soit Anne a 2 pièces d'or
      Et Marc a 9 pièces d'or
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 000.2/field3.coins-needed
      Et le refus dit "Anne a 2 pièces ; le 3ème champ coûte 3 pièces"
      Et le refus cite la règle
      Et Anne a 2 champs
      Et Anne a 2 pièces d'or

  Règle: Le champ acheté est posé devant l'acheteur, à la vue de tous

    @000.2/field3.use
    Scénario: Le champ acheté est à l'acheteur et se plante aussitôt
      Soit le champ 1 de Stéphane contient 2 haricots rouges
      Et le champ 2 de Stéphane contient 2 haricots Soya
      Et Stéphane a 3 pièces d'or
      Quand Stéphane achète un troisième champ
      Et Stéphane plante le haricot de feu dans le champ 3
      Alors Stéphane a 3 champs
      Et le champ 3 de Stéphane contient haricot de feu
      Et Anne a 2 champs

  Règle: Une carte de troisième champ supplémentaire est dans la boîte, en cas de perte

    @000.2/field3.spare
    Scénario: À cinq joueurs, chacun peut acheter son troisième champ : il en reste une carte dans la boîte
      # décision field3.supply : six cartes pour cinq joueurs au plus, la sixième en cas de perte.
      Soit une partie original-1997-fr avec Stéphane, Anne, Marc, Léa et Paul
      Et Stéphane a 3 pièces d'or
      Et Anne a 3 pièces d'or
      Et Marc a 3 pièces d'or
      Et Léa a 3 pièces d'or
      Et Paul a 3 pièces d'or
      Quand Stéphane achète un troisième champ
      Et Anne achète un troisième champ
      Et Marc achète un troisième champ
      Et Léa achète un troisième champ
      Et Paul achète un troisième champ
      Alors le coup est accepté
      Et Stéphane a 3 champs
      Et Paul a 3 champs
      Et la boîte contient 6 cartes troisième champ
