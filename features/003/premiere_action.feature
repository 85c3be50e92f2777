# language: fr
Fonctionnalité: Première action : jouer des cartes de haricots
  Le joueur doit poser la carte de devant de sa main dans un de ses champs, commençant ou
  prolongeant une rangée du même genre ; il peut ensuite poser la suivante ; un champ ne porte
  qu'un type de haricot ; une carte sans place oblige à vendre un champ (003 : « Première
  action »), avec le préréglage original-1997-fr-003. Le texte n'oblige pas à poser un haricot
  sur le champ de son genre et n'interdit pas deux champs du même haricot, à la différence de
  la seconde partie de 000 (décision original-1997.matching-field).

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la pioche est 12 Blaue Bohnen

  Règle: Le joueur doit jouer la première carte de sa main, celle de devant

    @003/step1.front-card
    Scénario: La carte de devant doit être jouée avant toute autre
      Soit la main de Stéphane est Feuerbohne, Sojabohne
      Quand Stéphane termine la phase 1
      Alors le coup est refusé par la règle 003/step1.front-card
      Et le refus dit "la première carte de la main doit être plantée"
      Quand Stéphane plante le Sojabohne dans le champ 1
      Alors le coup est refusé par la règle 003/step1.front-card
      Et le refus dit "la première carte de la main de Stéphane est Feuerbohne, pas Sojabohne"
      Et le refus cite la règle
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Alors le coup est accepté
      Et la main de Stéphane est Sojabohne

  Règle: Exception : sans carte en main, on ignore la première action

    @003/step1.empty-hand
    Scénario: Un joueur sans carte en main commence son tour par la deuxième action
      Soit c'est au tour de Léa, phase 3
      Et Léa a mis de côté Sojabohne
      Et la main de Stéphane est vide
      Et la pioche est Feuerbohne, Feuerbohne, Feuerbohne, Gartenbohne, Rote Bohne et 10 Blaue Bohnen
      Quand Léa plante le Sojabohne dans le champ 1
      Alors la main de Léa est 3 Feuerbohnen
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Gartenbohne, Rote Bohne

    @003/step1.empty-hand
    Scénario: Un tour qui commencerait par la première action sans carte en main est déjà à la deuxième
      # L'arbitre n'attend jamais la première action avec une main vide : on l'ignore, et la
      # position décrite à la première action se poursuit à la deuxième.
      Soit la main de Stéphane est vide
      Et la pioche est Gartenbohne, Rote Bohne et 10 Blaue Bohnen
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Gartenbohne, Rote Bohne
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Alors le coup est refusé par la règle 003/turn.order
      Et le refus dit "on ne plante pas pendant la deuxième action"

  Règle: Le haricot posé commence ou prolonge une rangée du même genre

    @003/step1.start-or-extend
    Scénario: Un haricot prolonge la rangée de son genre ou en commence une dans un champ vide
      Soit la main de Stéphane est Feuerbohne, Sojabohne
      Et le champ 1 de Stéphane contient 2 Feuerbohnen
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Et Stéphane plante le Sojabohne dans le champ 2
      Alors le champ 1 de Stéphane contient 3 Feuerbohnen
      Et le champ 2 de Stéphane contient Sojabohne

    @003/step1.start-or-extend @003/step1.matching-field
    Scénario: Un haricot du genre d'un champ prolonge cette rangée ; il n'en commence pas une seconde
      # décisions original-1997.matching-field et original-1997.witness : 003 se tait sur une
      # carte qui correspond à un champ ; la seconde partie de 000, traduction des mêmes règles,
      # le dit : « Il est interdit d'avoir deux champs avec le même haricot ». Une rangée ne se
      # commence que si aucune rangée de ce genre n'existe.
      Soit la main de Stéphane est Feuerbohne, Feuerbohne
      Et le champ 1 de Stéphane contient 2 Feuerbohnen
      Alors Stéphane ne peut planter le Feuerbohne que dans le champ 1
      Quand Stéphane plante le Feuerbohne dans le champ 2
      Alors le coup est refusé par la règle 003/step1.matching-field
      Et le refus dit "Feuerbohne correspond au champ 1 de Stéphane : il doit y être planté"
      Et le refus cite la règle
      Et le refus cite la règle comme implicite
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Alors le champ 1 de Stéphane contient 3 Feuerbohnen
      Et le champ 2 de Stéphane est vide

    @003/step1.matching-field @000.2/step1.matching-field @contrast
    Plan du scénario: Jamais deux champs du même haricot, dans les deux traductions de 1997 (<edition>)
      # décision original-1997.matching-field : 000.2 « Il est interdit d'avoir deux champs avec
      # le même haricot » ; 003 « il commence ou prolonge une rangée », silencieux sur ce point.
      Soit une partie <edition> avec Stéphane, Anne, Marc et Léa
      Et la main de Stéphane est Feuerbohne, Feuerbohne
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Et Stéphane plante le Feuerbohne dans le champ 2
      Alors le coup est <verdict>

      Exemples:
        | edition              | verdict                                        |
        | original-1997-fr-003 | refusé par la règle 003/step1.matching-field   |
        | original-1997-fr     | refusé par la règle 000.2/step1.matching-field |

  Règle: Le joueur peut ensuite poser une deuxième carte, celle qui est maintenant devant sa main

    @003/step1.second-card
    Scénario: La deuxième carte est facultative
      Soit la main de Stéphane est Feuerbohne, Sojabohne
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Et Stéphane termine la phase 1
      Alors c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Sojabohne

    @003/step1.second-card
    Scénario: La deuxième carte posée est celle qui est maintenant devant la main
      Soit la main de Stéphane est Feuerbohne, Sojabohne, Rote Bohne
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Et Stéphane plante le Rote Bohne dans le champ 2
      Alors le coup est refusé par la règle 003/step1.front-card
      Et le refus dit "la première carte de la main de Stéphane est Sojabohne, pas Rote Bohne"
      Quand Stéphane plante le Sojabohne dans le champ 2
      Alors le champ 2 de Stéphane contient Sojabohne
      Et la main de Stéphane est Rote Bohne

  Règle: Une deuxième carte, pas de troisième

    @003/step1.no-third
    Scénario: Après deux cartes, la deuxième action commence et la troisième carte reste en main
      # décision original-1997.implied-rules : le texte accorde « une deuxième carte », pas plus.
      Soit la main de Stéphane est Feuerbohne, Feuerbohne, Feuerbohne
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Et Stéphane plante le Feuerbohne dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Feuerbohne
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Alors le coup est refusé par la règle 003/step1.no-third
      Et le refus dit "deux cartes ont déjà été plantées pendant la première action ; jamais de troisième"
      Et le refus cite la règle

  Règle: On ne pose dans chaque champ que des haricots du même type

    @003/field.one-variety
    Scénario: Un champ de Rote Bohnen refuse un Feuerbohne
      Soit la main de Stéphane est Feuerbohne
      Et le champ 1 de Stéphane contient 2 Rote Bohnen
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Alors le coup est refusé par la règle 003/field.one-variety
      Et le refus dit "le champ 1 de Stéphane contient des Rote Bohnen, pas des Feuerbohnen"
      Et le refus cite la règle
      Quand Stéphane plante le Feuerbohne dans le champ 2
      Alors le coup est accepté

  Règle: Un haricot qui ne correspond à aucun champ oblige à faire de la place en vendant un champ

    @003/step1.forced-harvest
    Scénario: Il faut vendre tous les haricots d'un champ avant de poser une carte sans place
      Soit la main de Stéphane est Sojabohne
      Et le champ 1 de Stéphane contient 3 Feuerbohnen
      Et le champ 2 de Stéphane contient 4 Saubohnen
      Alors Stéphane ne peut planter le Sojabohne nulle part
      Quand Stéphane plante le Sojabohne dans le champ 2
      Alors le coup est refusé par la règle 003/step1.forced-harvest
      Et le refus dit "Sojabohne ne correspond à aucun champ de Stéphane et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Et le refus cite la règle
      Quand Stéphane vend le champ 2
      Et Stéphane plante le Sojabohne dans le champ 2
      Alors le champ 2 de Stéphane contient Sojabohne
      Et Stéphane a 1 taler
      Et la défausse est 3 Saubohnen

    @003/step1.forced-harvest
    Scénario: Acheter son troisième champ fait aussi de la place
      # décision original-1997.make-room
      Soit la main de Stéphane est Sojabohne
      Et le champ 1 de Stéphane contient 3 Feuerbohnen
      Et le champ 2 de Stéphane contient 4 Saubohnen
      Et Stéphane a 3 talers
      Quand Stéphane achète un troisième champ
      Et Stéphane plante le Sojabohne dans le champ 3
      Alors le champ 3 de Stéphane contient Sojabohne
