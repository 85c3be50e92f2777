# language: fr
Fonctionnalité: Phase 1, planter des haricots
  Le joueur actif doit planter la première carte de sa main et peut planter la suivante
  (règle 000, première partie : « Phase 1 » et « 1. Planter des haricots »), avec le
  préréglage amigo-fr. Là où la règle anglaise dit « may plant it there », la française dit
  « il doit la planter là » : une carte qui correspond à un champ va sur ce champ (décisions
  plant.matching-field et plant.matching-field-scope), sauf la seconde carte de la phase 1
  quand elle est de la variété de la première : « Il peut les planter dans le même champ
  mais n'est pas obligé de le faire » (décision step1.same-field-must).

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la pioche est 12 Harry Cochet

  Règle: Le joueur actif doit poser la première carte de sa main sur un de ses champs

    @000.1/step1.front-card @000.1/step1.summary
    Scénario: La première carte doit être plantée avant toute autre chose en phase 1
      Soit la main de Stéphane est Harry Cauchemar, Harry Copain
      Quand Stéphane termine la phase 1
      Alors le coup est refusé par la règle 000.1/step1.front-card
      Et le refus dit "la première carte de la main doit être plantée"
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors le coup est refusé par la règle 000.1/step1.front-card
      Et le refus dit "la première carte de la main de Stéphane est Harry Cauchemar, pas Harry Copain"
      Et le refus cite la règle
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors le coup est accepté
      Et la main de Stéphane est Harry Copain
      Et c'est au tour de Stéphane, phase 1

  Règle: Une carte qui correspond à un champ doit y être plantée ; sinon dans un champ vide

    @000.1/step1.matching-field
    Scénario: La carte qui correspond à un champ doit y être plantée, une autre variété va dans un champ vide
      Soit la main de Stéphane est Harry Cauchemar, Harry Copain
      Et le champ 1 de Stéphane contient Harry Cauchemar
      Alors Stéphane ne peut planter le Harry Cauchemar que dans le champ 1
      Quand Stéphane plante le Harry Cauchemar dans le champ 2
      Alors le coup est refusé par la règle 000.1/step1.matching-field
      Et le refus dit "Harry Cauchemar correspond au champ 1 de Stéphane : il doit y être planté"
      Et le refus cite la règle
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors Stéphane ne peut planter le Harry Copain que dans le champ 2
      Quand Stéphane plante le Harry Copain dans le champ 2
      Alors le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et le champ 2 de Stéphane contient Harry Copain

    @000.1/step1.matching-field @002/step1.matching-field @contrast
    Plan du scénario: Une carte qui correspond à un champ doit y aller en français, elle peut ouvrir un champ vide en anglais (<edition>)
      # 000.1 dit « il doit la planter là » ; 002 dit « he may plant it there ».
      Soit une partie <edition> avec Stéphane, Anne, Marc et Léa
      Et la main de Stéphane est Harry Cauchemar
      Et le champ 1 de Stéphane contient Harry Cauchemar
      Alors Stéphane ne peut planter le Harry Cauchemar que dans <champs>
      Quand Stéphane plante le Harry Cauchemar dans le champ 2
      Alors le coup est <verdict>

      Exemples:
        | edition         | champs            | verdict                                        |
        | rio-grande-2000 | les champs 1 et 2 | accepté                                        |
        | amigo-fr        | le champ 1        | refusé par la règle 000.1/step1.matching-field |

  Règle: Une carte qui ne correspond à aucun champ, sans champ vide, oblige à récolter d'abord

    @000.1/step1.forced-harvest @000.1/overview.forced-sales @000.1/harvest.nothing
    Scénario: Une première carte sans champ pour elle oblige à récolter, même une récolte qui ne rapporte rien
      Soit la main de Stéphane est Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et le champ 2 de Stéphane contient 4 Harry Cochon
      Alors Stéphane ne peut planter le Harry Copain nulle part
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors le coup est refusé par la règle 000.1/step1.forced-harvest
      Et le refus dit "Harry Copain ne correspond à aucun champ de Stéphane et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Quand Stéphane récolte le champ 1
      Alors Stéphane a 0 Thune
      Et la défausse est 2 Harry Cauchemar
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors le champ 1 de Stéphane contient Harry Copain

    @000.1/step1.forced-harvest @000.1/field3.any-time
    Scénario: Acheter un troisième champ libre aussi la place pour la première carte
      # décision step1.forced-harvest-or-buy
      Soit la main de Stéphane est Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et le champ 2 de Stéphane contient 4 Harry Cochon
      Et Stéphane a 3 Thunes
      Quand Stéphane achète un troisième champ
      Et Stéphane plante le Harry Copain dans le champ 3
      Alors le champ 3 de Stéphane contient Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et Stéphane a 0 Thune

  Règle: Le joueur actif peut planter la carte suivante de la même manière

    @000.1/step1.second-card
    Scénario: La seconde carte est facultative
      Soit la main de Stéphane est Harry Cauchemar, Harry Copain
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane termine la phase 1
      Alors c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Copain

    @000.1/step1.second-card
    Scénario: La seconde carte se plante comme la première, en libérant un champ si elle ne correspond à aucun
      # décision step1.second-card-room
      Soit la main de Stéphane est Harry Cauchemar, Harry Copain
      Et le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et le champ 2 de Stéphane contient 3 Harry Cochon
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane plante le Harry Copain dans le champ 2
      Alors le coup est refusé par la règle 000.1/step1.forced-harvest
      Et le refus dit "Harry Copain ne correspond à aucun champ de Stéphane et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Quand Stéphane récolte le champ 2
      Et Stéphane plante le Harry Copain dans le champ 2
      Alors le champ 2 de Stéphane contient Harry Copain
      Et Stéphane a 1 Thune
      Et c'est au tour de Stéphane, phase 2

    @000.1/step1.same-field @000.1/step1.second-card
    Scénario: Deux cartes de la même variété peuvent aller dans le même champ
      Soit la main de Stéphane est Harry Cauchemar, Harry Cauchemar, Harry Copain
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors Stéphane ne peut planter le Harry Cauchemar que dans les champs 1 et 2
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors le champ 1 de Stéphane contient 2 Harry Cauchemar
      Et le champ 2 de Stéphane est vide
      Et la main de Stéphane est Harry Copain

    @000.1/step1.same-field
    Scénario: Il n'est pas obligé de planter les deux cartes de la même variété dans le même champ
      # décision step1.same-field-must : la phrase de la Phase 1 vaut pour les deux cartes de
      # la phase 1 ; la seconde, de la variété de la première, peut ouvrir le champ vide bien
      # que le champ de la première lui corresponde.
      Soit la main de Stéphane est Harry Cauchemar, Harry Cauchemar, Harry Copain
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane plante le Harry Cauchemar dans le champ 2
      Alors le coup est accepté
      Et le champ 1 de Stéphane contient Harry Cauchemar
      Et le champ 2 de Stéphane contient Harry Cauchemar
      Et c'est au tour de Stéphane, phase 2

    @000.1/step1.same-field @000.1/step1.matching-field
    Scénario: La seconde carte d'une autre variété que la première doit aller sur le champ qui lui correspond
      # « il doit la planter là » reste la règle pour toute autre plantation : la phrase de la
      # Phase 1 ne parle que de deux cartes qui pourraient partager un champ.
      Soit Stéphane a acheté un troisième champ
      Et le champ 1 de Stéphane contient Harry Copain
      Et la main de Stéphane est Harry Cauchemar, Harry Copain
      Quand Stéphane plante le Harry Cauchemar dans le champ 2
      Alors Stéphane ne peut planter le Harry Copain que dans le champ 1
      Quand Stéphane plante le Harry Copain dans le champ 3
      Alors le coup est refusé par la règle 000.1/step1.matching-field
      Et le refus dit "Harry Copain correspond au champ 1 de Stéphane : il doit y être planté"

    @000.1/step1.same-field @002/step1.same-field @contrast
    Plan du scénario: La seconde carte de la même variété peut ouvrir le champ vide en français comme en anglais (<edition>)
      # 002 : « He may, but need not plant them in the same bean field » ; 000.1 le traduit :
      # « Il peut les planter dans le même champ mais n'est pas obligé de le faire ».
      Soit une partie <edition> avec Stéphane, Anne, Marc et Léa
      Et la main de Stéphane est Harry Cauchemar, Harry Cauchemar
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane plante le Harry Cauchemar dans le champ 2
      Alors le coup est <verdict>

      Exemples:
        | edition         | verdict |
        | rio-grande-2000 | accepté |
        | amigo-fr        | accepté |

    @000.1/step1.same-field @contrast
    Scénario: L'option step1_same_field à must-prevails refuse la seconde carte dans le champ vide
      # La lecture abandonnée de la décision step1.same-field-must reste une option de règle.
      Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
      Et l'option de règle step1_same_field vaut must-prevails
      Et la main de Stéphane est Harry Cauchemar, Harry Cauchemar
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane plante le Harry Cauchemar dans le champ 2
      Alors le coup est refusé par la règle 000.1/step1.matching-field
      Et le refus dit "Harry Cauchemar correspond au champ 1 de Stéphane : il doit y être planté"

  Règle: Jamais de troisième carte en phase 1

    @000.1/step1.no-third
    Scénario: Après deux cartes la phase 2 commence, et la troisième carte reste en main
      Soit la main de Stéphane est Harry Cauchemar, Harry Cauchemar, Harry Cauchemar
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Et Stéphane plante le Harry Cauchemar dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Harry Cauchemar
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors le coup est refusé par la règle 000.1/step1.no-third
      Et le refus dit "deux cartes ont déjà été plantées pendant la phase 1 ; jamais de troisième"
      Et le refus cite la règle

  Règle: Si le joueur actif n'a aucune carte en main, il passe la phase 1

    @000.1/step1.empty-hand
    Scénario: Un joueur qui n'a aucune carte en main commence son tour en phase 2
      Soit c'est au tour de Léa, phase 3
      Et Léa a mis de côté Harry Copain
      Et la main de Stéphane est vide
      Et la pioche est Harry Cochet, Harry Cochet, Harry Cochet, Harry Coriace, Harry Comique et 10 Harry Cochet
      Quand Léa plante le Harry Copain dans le champ 1
      Alors la main de Léa est 3 Harry Cochet
      Et c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Comique

    @000.1/step1.empty-hand
    Scénario: Un tour qui commencerait en phase 1 sans carte en main est déjà en phase 2
      # L'arbitre n'attend jamais en phase 1 avec une main vide : la phase est sautée, et la
      # position décrite en phase 1 se poursuit en phase 2.
      Soit la main de Stéphane est vide
      Et la pioche est Harry Coriace, Harry Comique et 10 Harry Cochet
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Harry Coriace, Harry Comique
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors le coup est refusé par la règle 000.1/turn.order
      Et le refus dit "on ne plante pas pendant la phase 2"
