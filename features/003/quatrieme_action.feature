# language: fr
Fonctionnalité: Quatrième action : prendre de nouvelles cartes
  Le joueur pioche trois cartes une par une et les place derrière les autres, dans l'ordre ;
  puis c'est au joueur suivant, dans le sens des aiguilles d'une montre (003 : « Quatrième
  action »), avec le préréglage original-1997-fr-003.

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa
    Et la pioche est Rote Bohne, Brechbohne, Saubohne, Sojabohne et 10 Blaue Bohnen

  Règle: Le joueur pioche trois cartes une par une, placées derrière les autres dans l'ordre pioché

    @003/step4.draw
    Scénario: Stéphane pioche trois cartes, ajoutées dans l'ordre à la fin de sa main
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté Feuerbohne
      Et la main de Stéphane est Gartenbohne
      Et la main d'Anne est Augenbohne
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Alors la main de Stéphane est Gartenbohne, Rote Bohne, Brechbohne, Saubohne
      Et la pioche est Sojabohne, 10 Blaue Bohnen

  Règle: C'est ensuite au tour du joueur suivant, dans le sens des aiguilles d'une montre

    @003/turn.next-player
    Plan du scénario: Après le tour de <actif>, c'est au tour de <suivant>
      Soit c'est au tour de <actif>, phase 3
      Et <actif> a mis de côté Feuerbohne
      Et la main de <suivant> est Gartenbohne
      Quand <actif> plante le Feuerbohne dans le champ 1
      Alors c'est au tour de <suivant>, phase 1

      Exemples:
        | actif    | suivant  |
        | Stéphane | Anne     |
        | Anne     | Marc     |
        | Léa      | Stéphane |
