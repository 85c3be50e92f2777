# language: fr
Fonctionnalité: La préparation
  La donne, les mains de départ, la pioche et le premier joueur (règle 000, première partie :
  « Préparation », et les légendes des « Champs de Haricots »), avec le préréglage amigo-fr.
  Le plus jeune joueur mélange et distribue ; l'arbitre ne connaît pas l'âge des joueurs : il
  reçoit le siège du donneur (par défaut le dernier, si bien que le premier siège commence) et
  le préréglage note la lecture de son texte (décision dealer.who). Les cartes sont
  distribuées une à une, en commençant par le joueur à la gauche du donneur (décision
  deal.order).

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa

  Règle: Le plus jeune joueur distribue cinq cartes à chaque joueur : les mains de départ

    @000.1/setup.deal @000.1/setup.figure.hand
    Scénario: Chaque joueur commence avec cinq cartes haricot en main
      Quand les cartes sont distribuées avec la graine 7
      Alors les mains contiennent dans l'ordre des sièges 5, 5, 5, 5 cartes

    @000.1/setup.deal @000.1/setup.starting-player @002/setup.deal @contrast
    Plan du scénario: Le joueur à gauche du donneur commence ; le donneur est le plus jeune en français, le plus âgé en anglais (<edition>)
      # L'arbitre ne connaît pas l'âge des joueurs (décision dealer.who) : la partie reçoit le
      # siège du donneur, ici Anne (la plus jeune) ou Marc (le plus âgé) selon la règle, et
      # l'option dealer ne fait que noter la lecture du texte. Ce scénario montre que le
      # joueur à gauche du donneur commence, pas que l'arbitre choisit le plus jeune.
      Soit une partie <edition> avec Stéphane, Anne, Marc et Léa
      Quand <donneur> distribue depuis la pioche préparée Harry Cauchemar, Harry Copain, Harry Colt, Harry Comique et 20 Harry Cochet
      Alors l'option de règle dealer vaut <lecture>
      Et c'est au tour de <premier>, phase 1
      Et la main de <premier> est Harry Cauchemar, 4 Harry Cochet
      Et la main de <second> est Harry Copain, 4 Harry Cochet

      Exemples:
        | edition         | donneur | lecture  | premier | second   |
        | rio-grande-2000 | Marc    | oldest   | Léa     | Stéphane |
        | amigo-fr        | Anne    | youngest | Marc    | Léa      |

    @000.1/setup.pick-up @000.1/setup.figure.first-card
    Scénario: Les joueurs gardent leurs cartes dans l'ordre où ils les ont reçues, la première devant
      Quand Léa distribue depuis la pioche préparée Harry Cauchemar, Harry Copain, Harry Comique, Harry Colt, Harry Cochet, Harry Colique, Harry Cochon, Harry Chaos, Harry Coriace, Harry Choco, Harry Cauchemar, Harry Copain, Harry Comique, Harry Colt, Harry Cochet, Harry Colique, Harry Cochon, Harry Chaos, Harry Coriace, Harry Choco et 10 Harry Cochet
      Alors la main de Stéphane est Harry Cauchemar, Harry Cochet, Harry Coriace, Harry Comique, Harry Cochon
      Et la main d'Anne est Harry Copain, Harry Colique, Harry Choco, Harry Colt, Harry Chaos
      Et la main de Marc est Harry Comique, Harry Cochon, Harry Cauchemar, Harry Cochet, Harry Coriace
      Et la main de Léa est Harry Colt, Harry Chaos, Harry Copain, Harry Colique, Harry Choco
      Et Stéphane ne peut planter le Harry Cauchemar que dans les champs 1 et 2

  Règle: L'ordre de la main ne change pas : on plante les haricots dans l'ordre reçu

    @000.1/setup.hand-order @000.1/setup.figure.first-card @000.1/step1.front-card
    Scénario: Seule la première carte de la main se plante ; trier ses cartes est impossible
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Harry Cauchemar, Harry Copain, Harry Comique
      Et la pioche est 12 Harry Cochet
      Alors Stéphane ne peut planter le Harry Copain nulle part
      Quand Stéphane plante le Harry Copain dans le champ 1
      Alors le coup est refusé par la règle 000.1/step1.front-card
      Et le refus dit "la première carte de la main de Stéphane est Harry Cauchemar, pas Harry Copain"
      Quand Stéphane plante le Harry Cauchemar dans le champ 1
      Alors la main de Stéphane est Harry Copain, Harry Comique

  Règle: Le reste des cartes forme la pioche ; la défausse commence vide

    @000.1/setup.draw-deck
    Scénario: Les cartes non distribuées forment la pioche et la défausse est vide
      Quand les cartes sont distribuées avec la graine 7
      Alors la pioche contient 110 cartes
      Et la défausse est vide

    @000.1/setup.third-field-box @000.1/field.two-fields
    Scénario: Les cartes 3ème champ restent dans la boîte : chaque plantation commence avec deux champs
      Quand les cartes sont distribuées avec la graine 7
      Alors chaque joueur a 2 champs vides
      Et Stéphane a 0 Thune

  Règle: Le joueur à la gauche du donneur commence

    @000.1/setup.starting-player
    Scénario: Le joueur à la gauche du donneur commence, et reçoit la première carte
      Quand Anne distribue depuis la pioche préparée Harry Coriace, Harry Copain, Harry Comique, Harry Colt et 20 Harry Cochet
      Alors c'est au tour de Marc, phase 1
      Et la main de Marc est Harry Coriace, 4 Harry Cochet
      Et la main de Léa est Harry Copain, 4 Harry Cochet

    @000.1/setup.starting-player
    Scénario: Par défaut le dernier siège distribue, si bien que le premier siège commence
      Quand les cartes sont distribuées avec la graine 3
      Alors c'est au tour de Stéphane, phase 1

  Règle: La préparation dépend aussi du nombre de joueurs (voir « Nombre de joueurs »)

    @000.1/setup.see-players @000.1/players.6-7.deal @000.1/players.3.field3
    Plan du scénario: À <nombre> joueurs, la donne et les champs suivent la rubrique « nombre de joueurs »
      Soit une partie amigo-fr avec <nombre> joueurs
      Quand les cartes sont distribuées avec la graine 4
      Alors les mains contiennent dans l'ordre des sièges <mains> cartes
      Et chaque joueur a <champs> champs vides

      Exemples:
        | nombre | mains            | champs |
        | 3      | 5, 5, 5          | 3      |
        | 6      | 3, 4, 5, 6, 6, 6 | 2      |
