# language: fr
Fonctionnalité: Les champs de haricots
  Au début, chacun peut créer deux rangées de haricots d'un même genre : ses champs ; il peut
  acheter une fois, même en dehors de son tour, un troisième champ pour trois talers mis à la
  défausse (003 : « Les champs de haricots »), avec le préréglage original-1997-fr-003. Le texte
  ne dit pas « au moins trois talers » : cela suit de « en prenant trois de ses talers »
  (décision original-1997.implied-rules).

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est Feuerbohne
    Et la pioche est 12 Blaue Bohnen

  Règle: Au début du jeu, chaque joueur a deux rangées de haricots, ses champs

    @003/field.two-fields
    Scénario: Au début, chacun a deux champs ; un troisième n'existe pas encore
      Soit le champ 1 de Stéphane contient 2 Rote Bohnen
      Et le champ 2 de Stéphane contient 2 Sojabohnen
      Quand Stéphane plante le Feuerbohne dans le champ 3
      Alors le coup est refusé par la règle 003/field.two-fields
      Et le refus dit "Stéphane a 2 champs (1 à 2) ; le champ 3 n'est pas à lui"
      Et le refus cite la règle
      Et Stéphane a 2 champs

    @003/field.two-fields @contrast
    Plan du scénario: À 3 joueurs aussi, chacun commence avec deux champs en 1997 ; trois dans l'édition à 154 cartes (<edition>)
      # décision original-1997.player-counts : 003 ne nomme aucun nombre de joueurs ; la règle de
      # 1997 n'a pas de variations selon le nombre de joueurs.
      Soit une partie <edition> avec Stéphane, Anne et Marc
      Quand les cartes sont distribuées avec la graine 2
      Alors chaque joueur a <champs> champs vides
      Et la pioche contient <pioche> cartes

      Exemples:
        | edition              | champs | pioche |
        | original-1997-fr-003 | 2      | 89     |
        | amigo-fr             | 3      | 135    |

    @003/field.rows
    Scénario: Une rangée de haricots d'un même genre s'appelle un champ : les haricots plantés s'y ajoutent
      Soit le champ 1 de Stéphane contient 2 Feuerbohnen
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Alors le champ 1 de Stéphane contient 3 Feuerbohnen
      Et la carte plantée en dernier par Stéphane est en haut du champ 1

  Règle: On peut acheter une fois un troisième champ, même en dehors de son tour

    @003/field3.once
    Scénario: Anne achète son troisième champ pendant le tour de Stéphane, une seule fois
      Soit Anne a 6 talers
      Quand Anne achète un troisième champ
      Alors le coup est accepté
      Et Anne a 3 champs
      Et Anne a 3 talers
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 003/field3.once
      Et le refus dit "Anne a déjà un 3ème champ"
      Et le refus cite la règle
      Et Anne a 3 champs

  Règle: Un troisième champ coûte trois talers, mis à la défausse côté taler vers le bas

    @003/field3.cost
    Scénario: Anne paie trois de ses talers, qui vont sur la défausse côté haricot
      # décision original-1997.field3-payment : les trois talers du dessus de son tas, un à un.
      Soit la réserve d'Anne contient Sojabohne, Rote Bohne, Feuerbohne, Saubohne
      Quand Anne achète un troisième champ
      Alors la réserve d'Anne contient Sojabohne
      Et la défausse est Saubohne, Feuerbohne, Rote Bohne

    @003/field3.coins-needed
    Scénario: Sans trois talers à soi, on n'achète pas de troisième champ
      Soit Anne a 2 talers
      Et Marc a 9 talers
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 003/field3.coins-needed
      Et le refus dit "Anne a 2 talers ; le 3ème champ coûte 3 talers"
      Et le refus cite la règle
      Et Anne a 2 champs
      Et Anne a 2 talers

  Règle: L'acheteur reçoit une carte « Troisième champ » qu'il place en vue devant lui

    @003/field3.use
    Scénario: Le troisième champ acheté est à l'acheteur et se plante aussitôt
      Soit le champ 1 de Stéphane contient 2 Rote Bohnen
      Et le champ 2 de Stéphane contient 2 Sojabohnen
      Et Stéphane a 3 talers
      Quand Stéphane achète un troisième champ
      Et Stéphane plante le Feuerbohne dans le champ 3
      Alors Stéphane a 3 champs
      Et le champ 3 de Stéphane contient Feuerbohne
      Et Anne a 2 champs
