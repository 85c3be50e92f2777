# language: fr
Fonctionnalité: Fin du jeu
  On mélange à nouveau dès que la pioche est vide ; le jeu s'arrête quand elle est vide pour la
  troisième fois ; chacun vend alors ses champs ; les cartes en main ne valent rien ; le plus
  d'argent gagne (règle 000, seconde partie : « Fin du jeu »), avec le préréglage
  original-1997-fr. La pioche est vide au moment où sa dernière carte est piochée (décisions
  deck.exhaustion-moment et original-1997.end-wording).

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et la main d'Anne est haricot de feu, haricot Soya

  Règle: On mélange à nouveau les cartes dès que la pioche est vide

    @000.2/deck.reshuffle @000.2/end.exhaustion
    Scénario: La deuxième fois que la pioche est vide, la défausse devient la pioche et le jeu continue
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté haricot Soya
      Et la pioche a été épuisée 1 fois
      Et la pioche est haricot rouge, haricot français, gros haricot
      Et la défausse est 5 haricots bleus
      Quand Stéphane plante le haricot Soya dans le champ 1
      Alors la pioche a été épuisée 2 fois
      Et la partie n'est pas terminée
      Et c'est au tour d'Anne, phase 1
      Et la pioche est 5 haricots bleus
      Et la défausse est vide

  Règle: Le jeu s'arrête lorsque la pioche est vide pour la troisième fois

    @000.2/end.exhaustion @000.2/end.step4
    Scénario: Vide pour la troisième fois pendant la pioche de fin de tour, le jeu s'arrête immédiatement
      # décision end.step4-partial-draw : le joueur garde les cartes déjà piochées.
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté haricot Soya
      Et la main de Stéphane est haricot bleu
      Et la pioche a été épuisée 2 fois
      Et la pioche est haricot rouge, haricot français
      Et la défausse est 5 haricots bleus
      Quand Stéphane plante le haricot Soya dans le champ 1
      Alors la pioche a été épuisée 3 fois
      Et la partie est terminée
      Et la main de Stéphane est haricot bleu, haricot rouge, haricot français

    @000.2/end.exhaustion @000.2/end.step2
    Scénario: Vide pour la troisième fois au début des échanges, on termine échanges et culture, puis le jeu s'arrête
      # décision end.step2-one-card : la dernière carte est retournée seule.
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est haricot de feu
      Et la main de Marc est haricot rouge
      Et la pioche a été épuisée 2 fois
      Et la pioche est haricot du jardin
      Quand Stéphane plante le haricot de feu dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont haricot du jardin
      Et la pioche a été épuisée 3 fois
      Et la partie n'est pas terminée
      Quand Stéphane échange le haricot du jardin visible avec Marc contre un haricot rouge
      Et Stéphane termine la phase 2
      Et Marc plante le haricot du jardin dans le champ 1
      Alors la partie n'est pas terminée
      Quand Stéphane plante le haricot rouge dans le champ 2
      Alors la partie est terminée
      Et la main de Stéphane est vide

    @000.2/end.exhaustion @contrast
    Plan du scénario: À 3 joueurs, la deuxième pioche vide n'arrête pas la partie de 1997 ; elle arrête l'édition à 154 cartes (<edition>)
      # décision original-1997.player-counts : la troisième fois à 3, 4 et 5 joueurs en 1997 ;
      # à 3 joueurs, la deuxième fois dans les éditions à 154 cartes.
      Soit une partie <edition> avec Stéphane, Anne et Marc
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté haricot Soya
      Et la pioche a été épuisée 1 fois
      Et la pioche est haricot rouge, haricot français
      Et la défausse est 5 haricots bleus
      Quand Stéphane plante le haricot Soya dans le champ 1
      Alors la pioche a été épuisée 2 fois
      Et la partie <fin>

      Exemples:
        | edition              | fin                |
        | original-1997-fr     | n'est pas terminée |
        | original-1997-fr-003 | n'est pas terminée |
        | amigo-fr             | est terminée       |
        | rio-grande-2000      | est terminée       |

  Règle: Chacun échange alors ses champs contre de l'argent ; les cartes en main ne valent rien ; le plus riche gagne

    @000.2/end.scoring
    Scénario: À la fin, chacun vend tous ses champs, même d'une seule carte, et le plus d'argent gagne
      # décision original-1997.final-harvest : la protection d'une carte seule ne joue plus.
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté haricot Soya
      Et la main de Stéphane est haricot bleu, haricot bleu, haricot bleu
      Et le champ 1 de Stéphane contient 2 haricots Soya
      Et Stéphane a 2 pièces d'or
      Et le champ 1 d'Anne contient 4 haricots rouges
      Et le champ 2 d'Anne contient gros haricot
      Et Anne a 2 pièces d'or
      Et Marc a 4 pièces d'or
      Et la pioche a été épuisée 2 fois
      Et la pioche est haricot rouge, haricot français
      Quand Stéphane plante le haricot Soya dans le champ 1
      Alors la partie est terminée
      Et les scores finaux sont Stéphane 3, Anne 5, Marc 4 et Léa 0
      Et Anne gagne
      Et les champs d'Anne sont vides
      Et les champs de Stéphane sont vides
      Et la main de Stéphane est haricot bleu, haricot bleu, haricot bleu, haricot rouge, haricot français

    @000.2/end.tie-break @000.2/end.scoring
    Scénario: Les cartes en main ne valent rien : à égalité de pièces, les joueurs partagent la victoire
      # décisions original-1997.tie-break et end.unbroken-tie.
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté haricot Soya
      Et la main de Stéphane est haricot bleu, haricot bleu, haricot bleu
      Et Stéphane a 4 pièces d'or
      Et Anne a 4 pièces d'or
      Et la pioche a été épuisée 2 fois
      Et la pioche est haricot rouge, haricot français
      Quand Stéphane plante le haricot Soya dans le champ 1
      Alors les scores finaux sont Stéphane 4 et Anne 4
      Et Stéphane a 5 cartes en main
      Et Anne a 2 cartes en main
      Et les gagnants sont Stéphane et Anne

    @000.2/end.tie-break @contrast
    Plan du scénario: À égalité de pièces, la main ne départage pas en 1997 ; elle départage dans l'édition à 154 cartes (<edition>)
      # décision original-1997.tie-break : « Les cartes en main n'ont aucune valeur » (000.2),
      # « Les cartes en main ne comptent pas » (003) ; 002 et 000.1 départagent par la main.
      Soit une partie <edition> avec Stéphane, Anne, Marc et Léa
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté haricot Soya
      Et la main de Stéphane est haricot bleu, haricot bleu, haricot bleu
      Et Stéphane a 4 Thunes
      Et Anne a 4 Thunes
      Et la pioche a été épuisée 2 fois
      Et la pioche est haricot rouge, haricot français
      Quand Stéphane plante le haricot Soya dans le champ 1
      Alors les scores finaux sont Stéphane 4 et Anne 4
      Et les gagnants sont <gagnants>

      Exemples:
        | edition              | gagnants         |
        | original-1997-fr     | Stéphane et Anne |
        | original-1997-fr-003 | Stéphane et Anne |
        | amigo-fr             | Stéphane         |
        | rio-grande-2000      | Stéphane         |
