# language: fr
Fonctionnalité: Fin du jeu
  La défausse est mélangée en une nouvelle pioche dès que celle-ci est épuisée ; épuisée pour la
  troisième fois pendant la deuxième action, on conclut marchandage et plantation, puis le jeu
  s'arrête ; pendant la quatrième action, il s'arrête immédiatement ; chacun vend alors ses
  champs ; les cartes en main ne comptent pas ; le plus de talers gagne (003 : « Fin du jeu »),
  avec le préréglage original-1997-fr-003. La pioche est épuisée au moment où sa dernière carte
  est piochée ; la phrase de la quatrième action vaut pour la troisième fois, comme celle de la
  deuxième (décisions deck.exhaustion-moment et original-1997.end-wording).

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa
    Et la main d'Anne est Feuerbohne, Sojabohne

  Règle: La défausse est mélangée en une nouvelle pioche dès que la pioche est épuisée

    @003/deck.reshuffle @003/end.exhaustion
    Scénario: Épuisée pour la deuxième fois, la pioche est refaite avec la défausse et le jeu continue
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Sojabohne
      Et la pioche a été épuisée 1 fois
      Et la pioche est Rote Bohne, Brechbohne, Saubohne
      Et la défausse est 5 Blaue Bohnen
      Quand Stéphane plante le Sojabohne dans le champ 1
      Alors la pioche a été épuisée 2 fois
      Et la partie n'est pas terminée
      Et c'est au tour d'Anne, phase 1
      Et la pioche est 5 Blaue Bohnen
      Et la défausse est vide

    @003/deck.reshuffle @003/end.step4
    Scénario: Épuisée pour la première fois pendant la quatrième action, la pioche est refaite et la pioche continue
      # décision original-1997.end-wording : seule la troisième fois arrête le jeu.
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Sojabohne
      Et la main de Stéphane est Blaue Bohne
      Et la pioche est Rote Bohne
      Et la défausse est 5 Saubohnen
      Quand Stéphane plante le Sojabohne dans le champ 1
      Alors la pioche a été épuisée 1 fois
      Et la partie n'est pas terminée
      Et la main de Stéphane est Blaue Bohne, Rote Bohne, Saubohne, Saubohne
      Et la pioche est 3 Saubohnen

  Règle: Épuisée pour la troisième fois, la pioche arrête le jeu

    @003/end.exhaustion @003/end.step4
    Scénario: Épuisée pour la troisième fois pendant la quatrième action, le jeu est immédiatement terminé
      # décision end.step4-partial-draw : le joueur garde les cartes déjà piochées.
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Sojabohne
      Et la main de Stéphane est Blaue Bohne
      Et la pioche a été épuisée 2 fois
      Et la pioche est Rote Bohne, Brechbohne
      Et la défausse est 5 Blaue Bohnen
      Quand Stéphane plante le Sojabohne dans le champ 1
      Alors la pioche a été épuisée 3 fois
      Et la partie est terminée
      Et la main de Stéphane est Blaue Bohne, Rote Bohne, Brechbohne

    @003/end.exhaustion @003/end.step2
    Scénario: Épuisée pour la troisième fois pendant la deuxième action, on conclut marchandage et plantation, puis le jeu s'arrête
      # décision end.step2-one-card : la dernière carte est retournée seule.
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est Feuerbohne
      Et la main de Marc est Rote Bohne
      Et la pioche a été épuisée 2 fois
      Et la pioche est Gartenbohne
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Gartenbohne
      Et la pioche a été épuisée 3 fois
      Et la partie n'est pas terminée
      Quand Stéphane échange le Gartenbohne visible avec Marc contre un Rote Bohne
      Et Stéphane termine la phase 2
      Et Marc plante le Gartenbohne dans le champ 1
      Alors la partie n'est pas terminée
      Quand Stéphane plante le Rote Bohne dans le champ 2
      Alors la partie est terminée
      Et la main de Stéphane est vide

  Règle: Chacun vend encore ses champs ; les cartes en main ne comptent pas ; le plus de talers gagne

    @003/end.scoring
    Scénario: À la fin, chacun vend ses champs, même d'une seule carte, et le plus de talers gagne
      # décision original-1997.final-harvest
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Sojabohne
      Et la main de Stéphane est Blaue Bohne, Blaue Bohne, Blaue Bohne
      Et le champ 1 de Stéphane contient 2 Sojabohnen
      Et Stéphane a 2 talers
      Et le champ 1 d'Anne contient 4 Rote Bohnen
      Et le champ 2 d'Anne contient Saubohne
      Et Anne a 2 talers
      Et Marc a 4 talers
      Et la pioche a été épuisée 2 fois
      Et la pioche est Rote Bohne, Brechbohne
      Quand Stéphane plante le Sojabohne dans le champ 1
      Alors la partie est terminée
      Et les scores finaux sont Stéphane 3, Anne 5, Marc 4 et Léa 0
      Et Anne gagne
      Et les champs d'Anne sont vides
      Et la main de Stéphane est Blaue Bohne, Blaue Bohne, Blaue Bohne, Rote Bohne, Brechbohne

    @003/end.tie-break @003/end.scoring
    Scénario: Les cartes en main ne comptent pas : à égalité de talers, les joueurs partagent la victoire
      # décisions original-1997.tie-break et end.unbroken-tie.
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Sojabohne
      Et la main de Stéphane est Blaue Bohne, Blaue Bohne, Blaue Bohne
      Et Stéphane a 4 talers
      Et Anne a 4 talers
      Et la pioche a été épuisée 2 fois
      Et la pioche est Rote Bohne, Brechbohne
      Quand Stéphane plante le Sojabohne dans le champ 1
      Alors les scores finaux sont Stéphane 4 et Anne 4
      Et Stéphane a 5 cartes en main
      Et Anne a 2 cartes en main
      Et les gagnants sont Stéphane et Anne

    @003/end.tie-break @contrast
    Plan du scénario: À égalité de talers, la main ne départage personne en 1997 ; elle départage dans l'édition à 154 cartes (<edition>)
      # décision original-1997.tie-break
      Soit une partie <edition> avec Stéphane, Anne, Marc et Léa
      Et c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Sojabohne
      Et la main de Stéphane est Blaue Bohne, Blaue Bohne, Blaue Bohne
      Et Stéphane a 4 talers
      Et Anne a 4 talers
      Et la pioche a été épuisée 2 fois
      Et la pioche est Rote Bohne, Brechbohne
      Quand Stéphane plante le Sojabohne dans le champ 1
      Alors les scores finaux sont Stéphane 4 et Anne 4
      Et les gagnants sont <gagnants>

      Exemples:
        | edition              | gagnants         |
        | original-1997-fr-003 | Stéphane et Anne |
        | rio-grande-2000      | Stéphane         |
