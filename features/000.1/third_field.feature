# language: fr
Fonctionnalité: Acheter un 3ème champ
  Une fois par partie, à n'importe quel moment, un joueur peut acheter un 3ème champ pour trois
  Thunes, prises en haut de sa réserve et posées sur la pile de défausse (règle 000, première
  partie : « Acheter un 3ème champ » ; à 3 et à 6-7 joueurs voir player_counts.feature, dans le
  duel duel.feature), avec le préréglage amigo-fr.

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est Harry Cauchemar
    Et la pioche est 12 Harry Cochet

  Règle: Une fois par partie, à n'importe quel moment, chaque joueur peut acheter un 3ème champ

    @000.1/field3.once @000.1/field3.figure
    Scénario: Un joueur n'achète son 3ème champ qu'une fois
      Soit Anne a 6 Thunes
      Quand Anne achète un troisième champ
      Alors Anne a 3 champs
      Et Anne a 3 Thunes
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 000.1/field3.once
      Et le refus dit "Anne a déjà un 3ème champ"
      Et Anne a 3 champs

    @000.1/field3.any-time
    Plan du scénario: Un joueur peut acheter son 3ème champ en dehors de son tour (phase <phase>)
      Soit c'est au tour de Stéphane, phase <phase>
      Et Anne a 3 Thunes
      Quand Anne achète un troisième champ
      Alors le coup est accepté
      Et Anne a 3 champs

      Exemples:
        | phase |
        | 1     |
        | 2     |
        | 3     |

  Règle: Le 3ème champ coûte 3 Thunes, les premières de la réserve, posées sur la défausse

    @000.1/field3.cost
    Scénario: Le 3ème champ coûte trois Thunes, qui vont sur la pile de défausse
      Soit Anne a 4 Thunes
      Quand Anne achète un troisième champ
      Alors Anne a 1 Thune
      Et la défausse contient 3 cartes

    @000.1/field3.cost
    Scénario: Les trois Thunes du haut de la réserve vont une à une sur la défausse, haricots visibles
      # décision field3.payment-order : la plus profonde des trois finit en haut de la pile.
      Soit la réserve d'Anne contient Harry Copain, Harry Comique, Harry Cauchemar, Harry Cochon
      Quand Anne achète un troisième champ
      Alors la réserve d'Anne contient Harry Copain
      Et la défausse est Harry Cochon, Harry Cauchemar, Harry Comique

    @000.1/field3.use
    Scénario: Le 3ème champ se plante aussitôt
      Soit le champ 1 de Stéphane contient 2 Harry Comique
      Et le champ 2 de Stéphane contient 2 Harry Colt
      Et Stéphane a 3 Thunes
      Quand Stéphane achète un troisième champ
      Et Stéphane plante le Harry Cauchemar dans le champ 3
      Alors le champ 3 de Stéphane contient Harry Cauchemar

  Règle: Sans au moins trois Thunes on ne peut pas acheter, ni emprunter

    @000.1/field3.coins-needed
    Scénario: Un joueur qui a moins de trois Thunes ne peut pas acheter, même si d'autres sont riches
      Soit Anne a 2 Thunes
      Et Marc a 9 Thunes
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 000.1/field3.coins-needed
      Et le refus dit "Anne a 2 Thunes ; le 3ème champ coûte 3 Thunes"
      Et le refus cite la règle
      Et Anne a 2 champs
      Et Anne a 2 Thunes
