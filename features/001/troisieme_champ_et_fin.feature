# language: fr
Fonctionnalité: Ladybohn : les 2 cartes « 3ème champ » et la fin de la partie
  Il n'y a que 2 cartes « 3ème champ » ; on n'en achète une que pendant son tour, pour 3 Thunes,
  les 3 du haut de ses gains, remises face visible sur la défausse. La partie se termine dès
  que la 3ème pioche est épuisée ; en phase 2, on joue jusqu'à la fin de la phase 3, en phase 4
  le jeu s'arrête aussitôt ; les champs sont vendus, le plus de Thunes gagne, à égalité le plus
  de cartes en main (001 : « LES CARTES "3EME CHAMP" », « FIN DE LA PARTIE »).

  Contexte:
    Soit une partie ladybohn avec Stéphane, Anne, Marc et Léa, au barème d'essai
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est Rote Bohne
    Et le champ 1 de Stéphane contient 2 Blaue Bohnen
    Et le champ 2 de Stéphane contient 2 Feuerbohnen

  Règle: Il n'y a que 2 cartes « 3ème champ »

    @001/field3.supply
    Scénario: Les 2 cartes parties, les autres joueurs gardent 2 champs
      # décision ladybohn.field3-supply : premier arrivé, premier servi, une par joueur.
      Soit Anne a acheté un troisième champ
      Et Marc a acheté un troisième champ
      Et Stéphane a 3 Thunes
      Quand Stéphane achète un troisième champ
      Alors le coup est refusé par la règle 001/field3.supply
      Et le refus cite la règle

    @001/field3.supply
    Scénario: Un joueur n'achète pas les deux cartes
      Soit Stéphane a acheté un troisième champ
      Et Stéphane a 3 Thunes
      Quand Stéphane achète un troisième champ
      Alors le coup est refusé par la règle 001/field3.supply

  Règle: On n'achète un 3ème champ que pendant son tour, pour les 3 Thunes du haut de ses gains

    @001/field3.any-time
    Scénario: Anne ne peut pas acheter pendant le tour de Stéphane
      Soit Anne a 3 Thunes
      Quand Anne achète un troisième champ
      Alors le coup est refusé par la règle 001/field3.any-time
      Et le refus cite la règle

    @001/field3.cost @001/field3.use
    Scénario: Stéphane paie les 3 Thunes du haut, face visible sur la défausse, et plante dans son 3ème champ
      Soit la réserve de Stéphane contient Saubohne, Augenbohne, Sojabohne, Brechbohne
      Quand Stéphane achète un troisième champ
      Alors le coup est accepté
      Et la réserve de Stéphane contient Saubohne
      Et la défausse est Brechbohne, Sojabohne, Augenbohne
      Quand Stéphane plante le Rote Bohne dans le champ 3
      Alors le coup est accepté
      Et Stéphane a 3 champs

  Règle: La partie se termine dès que la 3ème pioche est épuisée

    @001/end.exhaustion @001/end.step4
    Scénario: Épuisée en phase 4 : le jeu s'arrête aussitôt, les cartes piochées restent en main
      Soit c'est au tour de Stéphane, phase 3
      Et il n'y a aucune carte visible
      Et la main de Stéphane est Sojabohne
      Et Stéphane a mis de côté Blaue Bohne
      Et la pioche est Saubohne, Augenbohne
      Et la défausse est 5 Brechbohnen
      Et la pioche a été épuisée 2 fois
      Quand Stéphane plante le Blaue Bohne dans le champ 1
      Alors la partie est terminée
      Et la pioche a été épuisée 3 fois
      Et la main de Stéphane est Sojabohne, Saubohne, Augenbohne

    @001/end.step2
    Scénario: Épuisée en phase 2 avec une seule carte : il n'en retourne qu'une et joue jusqu'à la fin de la phase 3
      Soit la pioche est Sojabohne
      Et la pioche a été épuisée 2 fois
      Quand Stéphane plante le Rote Bohne dans le champ 1
      Alors le coup est refusé par la règle 001/step1.forced-harvest
      Quand Stéphane vend le champ 1
      Et Stéphane plante le Rote Bohne dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne
      Et la partie n'est pas terminée
      Quand Stéphane termine la phase 2
      Et Stéphane plante le Sojabohne dans le champ 1
      Alors le coup est refusé par la règle 001/step3.make-room
      Quand Stéphane vend le champ 2
      Et Stéphane plante le Sojabohne dans le champ 2
      Alors la partie est terminée

  Règle: En fin de partie, les champs sont vendus ; à égalité, le plus de cartes en main gagne

    @001/end.tie-break
    Scénario: Stéphane et Anne ont 2 Thunes ; Anne a plus de cartes en main et gagne
      Soit la main d'Anne est Augenbohne, Brechbohne, Saubohne
      Et Stéphane a 2 Thunes
      Et Anne a 2 Thunes
      Et la pioche est Sojabohne, Feuerbohne
      Et la pioche a été épuisée 2 fois
      Quand Stéphane vend le champ 1
      Et Stéphane plante le Rote Bohne dans le champ 1
      Alors la pioche a été épuisée 3 fois
      Quand Stéphane donne le Sojabohne visible et le Feuerbohne visible à Marc
      Et Stéphane termine la phase 2
      Et Marc plante le Sojabohne dans le champ 1
      Et Marc plante le Feuerbohne dans le champ 2
      Alors la partie est terminée
      Et les scores finaux sont Stéphane 2, Anne 2, Marc 0 et Léa 0
      Et Anne gagne

  Règle: Note du traducteur : la règle s'imprime et se range dans la boîte

    @001/overview.printing
    Scénario: Une note sans règle de jeu : la partie suit la règle 001 telle qu'elle est écrite
      # « Vous pouvez imprimer cette règle en recto-verso ... » ne règle rien du jeu.
      Alors la partie suit la règle 001
