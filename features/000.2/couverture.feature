# language: fr
Fonctionnalité: La couverture : 3 à 5 joueurs, Uwe Rosenberg, Amigo Spiele
  La traduction française de la règle originale de 1997 (règle 000, seconde partie :
  « Bohnanza ») se joue de 3 à 5 joueurs, avec le préréglage original-1997-fr : 104 cartes de
  huit variétés, les mêmes règles à 3, 4 et 5 joueurs (décision original-1997.player-counts).
  Dans ces scénarios, les haricots portent les noms de ce texte : haricots bleus, haricots de
  feu, gros haricots, haricots français, haricots Soya, haricots oeil au beurre noir, haricots
  rouges et haricots du jardin.

  Règle: Le jeu se joue de 3 à 5 joueurs

    @000.2/overview.box
    Plan du scénario: Une partie à <nombre> joueurs se prépare et se distribue
      Soit une partie original-1997-fr avec <nombre> joueurs
      Quand les cartes sont distribuées avec la graine 11
      Alors les mains contiennent dans l'ordre des sièges <mains> cartes
      Et chaque joueur a 2 champs vides
      Et c'est au tour du siège 1, phase 1

      Exemples:
        | nombre | mains         |
        | 3      | 5, 5, 5       |
        | 4      | 5, 5, 5, 5    |
        | 5      | 5, 5, 5, 5, 5 |

    @000.2/overview.box
    Plan du scénario: Une partie à <nombre> joueurs ne peut pas commencer
      Soit une partie original-1997-fr avec <nombre> joueurs
      Alors la partie ne peut pas commencer : original-1997-fr se joue à 3, 4 ou 5 joueurs, pas <nombre>

      Exemples:
        | nombre |
        | 2      |
        | 6      |

    @000.2/overview.box @000.2/field.two-fields @contrast
    Plan du scénario: À 3 joueurs, la règle de 1997 garde ses 104 cartes et ses deux champs, l'édition à 154 cartes change (<edition>)
      # décision original-1997.player-counts : le texte de 1997 n'a pas de variations selon le
      # nombre de joueurs ; les éditions à 154 cartes retirent une variété et donnent un
      # troisième champ d'office à 3 joueurs.
      Soit une partie <edition> avec Stéphane, Anne et Marc
      Quand les cartes sont distribuées avec la graine 4
      Alors <cartes> cartes sont en jeu
      Et chaque joueur a <champs> champs vides

      Exemples:
        | edition              | cartes | champs |
        | original-1997-fr     | 104    | 2      |
        | original-1997-fr-003 | 104    | 2      |
        | amigo-fr             | 150    | 3      |
        | rio-grande-2000      | 150    | 3      |

  Règle: Auteur : Uwe Rosenberg ; éditeur : Amigo Spiele

    @000.2/overview.credits
    Scénario: Le préréglage original-1997-fr joue le paquet AMIGO de 1997 et cite la règle 000, seconde partie
      Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
      Quand les cartes sont distribuées avec la graine 1
      Alors la partie suit la règle 000.2
      Et le titre du paquet contient "AMIGO 1997"
      Et le titre de l'édition contient "règle de 1997"
