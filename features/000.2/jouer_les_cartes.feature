# language: fr
Fonctionnalité: 1. Jouer les cartes haricots
  Le joueur doit jouer la première carte de sa main sur un de ses champs, puis peut jouer la
  deuxième, pas plus ; une carte de même type qu'un champ va dans ce champ, et deux champs ne
  portent jamais le même haricot (règle 000, seconde partie : « 1. Jouer les cartes
  haricots »), avec le préréglage original-1997-fr. C'est le texte le plus strict : l'arbitre
  l'applique à toute plantation (décision original-1997.matching-field).

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la pioche est 12 haricots bleus

  Règle: Il faut jouer la première carte de sa main sur l'un de ses champs

    @000.2/step1.front-card
    Scénario: La première carte doit être jouée avant toute autre
      Soit la main de Stéphane est haricot de feu, haricot Soya
      Quand Stéphane termine la phase 1
      Alors le coup est refusé par la règle 000.2/step1.front-card
      Et le refus dit "la première carte de la main doit être plantée"
      Quand Stéphane plante le haricot Soya dans le champ 1
      Alors le coup est refusé par la règle 000.2/step1.front-card
      Et le refus dit "la première carte de la main de Stéphane est haricot de feu, pas haricot Soya"
      Et le refus cite la règle
      Quand Stéphane plante le haricot de feu dans le champ 1
      Alors le coup est accepté
      Et la main de Stéphane est haricot Soya
      Et c'est au tour de Stéphane, phase 1

  Règle: Sans carte en main, la première action est simplement ignorée

    @000.2/step1.empty-hand
    Scénario: Un joueur sans carte en main commence son tour par les échanges
      Soit c'est au tour de Léa, phase 3
      Et Léa a mis de côté haricot Soya
      Et la main de Stéphane est vide
      Et la pioche est haricot de feu, haricot de feu, haricot de feu, haricot du jardin, haricot rouge et 10 haricots bleus
      Quand Léa plante le haricot Soya dans le champ 1
      Alors la main de Léa est 3 haricots de feu
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont haricot du jardin, haricot rouge

    @000.2/step1.empty-hand
    Scénario: Un tour qui commencerait par la première action sans carte en main est déjà aux échanges
      # L'arbitre n'attend jamais la première action avec une main vide : elle est ignorée, et
      # la position décrite à la première action se poursuit aux échanges et dons.
      Soit la main de Stéphane est vide
      Et la pioche est haricot du jardin, haricot rouge et 10 haricots bleus
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont haricot du jardin, haricot rouge
      Quand Stéphane plante le haricot de feu dans le champ 1
      Alors le coup est refusé par la règle 000.2/turn.order
      Et le refus dit "on ne plante pas pendant la phase 2"

  Règle: Un haricot de même type qu'un champ doit être planté dans ce champ ; jamais deux champs du même haricot

    @000.2/step1.matching-field
    Scénario: Le haricot qui correspond à un champ doit y être planté, pas dans le champ vide
      Soit la main de Stéphane est haricot de feu, haricot Soya
      Et le champ 1 de Stéphane contient haricot de feu
      Alors Stéphane ne peut planter le haricot de feu que dans le champ 1
      Quand Stéphane plante le haricot de feu dans le champ 2
      Alors le coup est refusé par la règle 000.2/step1.matching-field
      Et le refus dit "haricot de feu correspond au champ 1 de Stéphane : il doit y être planté"
      Et le refus cite la règle
      Quand Stéphane plante le haricot de feu dans le champ 1
      Et Stéphane plante le haricot Soya dans le champ 2
      Alors le champ 1 de Stéphane contient 2 haricots de feu
      Et le champ 2 de Stéphane contient haricot Soya

    @000.2/step1.matching-field @000.2/step1.second-card
    Scénario: Deux haricots du même type vont dans le même champ : il est interdit d'avoir deux champs du même haricot
      Soit la main de Stéphane est haricot de feu, haricot de feu
      Quand Stéphane plante le haricot de feu dans le champ 1
      Et Stéphane plante le haricot de feu dans le champ 2
      Alors le coup est refusé par la règle 000.2/step1.matching-field
      Et le refus dit "haricot de feu correspond au champ 1 de Stéphane : il doit y être planté"
      Quand Stéphane plante le haricot de feu dans le champ 1
      Alors le champ 1 de Stéphane contient 2 haricots de feu
      Et le champ 2 de Stéphane est vide

    @000.2/step1.matching-field
    Scénario: Avec un troisième champ aussi, un haricot ne va que dans le champ de son type
      Soit la main de Stéphane est haricot de feu
      Et Stéphane a acheté un troisième champ
      Et le champ 1 de Stéphane contient 2 haricots rouges
      Et le champ 2 de Stéphane contient haricot de feu
      Alors Stéphane ne peut planter le haricot de feu que dans le champ 2
      Quand Stéphane plante le haricot de feu dans le champ 3
      Alors le coup est refusé par la règle 000.2/step1.matching-field
      Et le refus dit "haricot de feu correspond au champ 2 de Stéphane : il doit y être planté"

    @000.2/step1.matching-field @003/step1.matching-field @contrast
    Plan du scénario: Un haricot qui correspond à un champ : obligatoire dans les deux traductions de 1997 et dans l'édition AMIGO, libre en anglais (<edition>)
      # décision original-1997.matching-field : 000.2 « vous devez le planter dans ce champ.
      # Il est interdit d'avoir deux champs avec le même haricot » ; 003 dit seulement que le
      # haricot « commence ou prolonge une rangée », et se lit avec 000.2 (décision
      # original-1997.witness) ; 000.1 « il doit la planter là » ; 002 « he may plant it there ».
      Soit une partie <edition> avec Stéphane, Anne, Marc et Léa
      Et la main de Stéphane est haricot de feu
      Et le champ 1 de Stéphane contient haricot de feu
      Alors Stéphane ne peut planter le haricot de feu que dans <champs>
      Quand Stéphane plante le haricot de feu dans le champ 2
      Alors le coup est <verdict>

      Exemples:
        | edition              | champs            | verdict                                        |
        | original-1997-fr     | le champ 1        | refusé par la règle 000.2/step1.matching-field |
        | original-1997-fr-003 | le champ 1        | refusé par la règle 003/step1.matching-field   |
        | amigo-fr             | le champ 1        | refusé par la règle 000.1/step1.matching-field |
        | rio-grande-2000      | les champs 1 et 2 | accepté                                        |

  Règle: On peut ensuite jouer une deuxième carte, la deuxième de la main, mais pas plus

    @000.2/step1.second-card
    Scénario: La deuxième carte est facultative
      Soit la main de Stéphane est haricot de feu, haricot Soya
      Quand Stéphane plante le haricot de feu dans le champ 1
      Et Stéphane termine la phase 1
      Alors c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est haricot Soya

    @000.2/step1.second-card
    Scénario: La deuxième carte jouée est celle qui est maintenant devant la main
      Soit la main de Stéphane est haricot de feu, haricot Soya, haricot rouge
      Quand Stéphane plante le haricot de feu dans le champ 1
      Et Stéphane plante le haricot rouge dans le champ 2
      Alors le coup est refusé par la règle 000.2/step1.front-card
      Et le refus dit "la première carte de la main de Stéphane est haricot Soya, pas haricot rouge"
      Quand Stéphane plante le haricot Soya dans le champ 2
      Alors le champ 2 de Stéphane contient haricot Soya
      Et c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est haricot rouge

    @000.2/step1.no-third
    Scénario: Après deux cartes, la phase des échanges commence et la troisième reste en main
      Soit la main de Stéphane est haricot de feu, haricot de feu, haricot de feu
      Quand Stéphane plante le haricot de feu dans le champ 1
      Et Stéphane plante le haricot de feu dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est haricot de feu
      Quand Stéphane plante le haricot de feu dans le champ 1
      Alors le coup est refusé par la règle 000.2/step1.no-third
      Et le refus dit "deux cartes ont déjà été plantées pendant la phase 1 ; jamais de troisième"
      Et le refus cite la règle

  Règle: Une première carte qui ne correspond à aucun champ oblige à vendre un champ pour faire de la place

    @000.2/step1.forced-harvest
    Scénario: Il faut récolter un champ avant de jouer une première carte qui n'a pas de place
      Soit la main de Stéphane est haricot Soya
      Et le champ 1 de Stéphane contient 3 haricots de feu
      Et le champ 2 de Stéphane contient 4 gros haricots
      Alors Stéphane ne peut planter le haricot Soya nulle part
      Quand Stéphane plante le haricot Soya dans le champ 2
      Alors le coup est refusé par la règle 000.2/step1.forced-harvest
      Et le refus dit "haricot Soya ne correspond à aucun champ de Stéphane et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Et le refus cite la règle
      Quand Stéphane vend le champ 2
      Et Stéphane plante le haricot Soya dans le champ 2
      Alors le champ 2 de Stéphane contient haricot Soya
      Et Stéphane a 1 pièce d'or
      Et la défausse est 3 gros haricots

    @000.2/step1.forced-harvest
    Scénario: Acheter son troisième champ fait aussi de la place pour la première carte
      # décision original-1997.make-room : le troisième champ s'achète à tout moment.
      Soit la main de Stéphane est haricot Soya
      Et le champ 1 de Stéphane contient 3 haricots de feu
      Et le champ 2 de Stéphane contient 4 gros haricots
      Et Stéphane a 3 pièces d'or
      Quand Stéphane achète un troisième champ
      Et Stéphane plante le haricot Soya dans le champ 3
      Alors le champ 3 de Stéphane contient haricot Soya
      Et le champ 2 de Stéphane contient 4 gros haricots
