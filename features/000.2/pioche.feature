# language: fr
Fonctionnalité: 3. Pioche de nouvelles cartes haricots
  Le joueur dont c'est le tour pioche trois cartes une à une et les place derrière les autres ;
  puis c'est au joueur suivant, dans le sens des aiguilles d'une montre (règle 000, seconde
  partie : « 3. Pioche de nouvelles cartes haricots », la quatrième action), avec le préréglage
  original-1997-fr.

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et la pioche est haricot rouge, haricot français, gros haricot, haricot Soya et 10 haricots bleus

  Règle: Le joueur pioche trois cartes une à une et les place derrière ses anciennes cartes

    @000.2/step4.draw
    Scénario: Stéphane pioche trois cartes, ajoutées dans l'ordre à la fin de sa main
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté haricot de feu
      Et la main de Stéphane est haricot du jardin
      Et la main d'Anne est haricot oeil au beurre noir
      Quand Stéphane plante le haricot de feu dans le champ 1
      Alors la main de Stéphane est haricot du jardin, haricot rouge, haricot français, gros haricot
      Et la pioche est haricot Soya, 10 haricots bleus

  Règle: C'est alors au joueur suivant, dans le sens des aiguilles d'une montre

    @000.2/turn.next-player
    Plan du scénario: Après le tour de <actif>, c'est au tour de <suivant>
      Soit c'est au tour de <actif>, phase 3
      Et <actif> a mis de côté haricot de feu
      Et la main de <suivant> est haricot du jardin
      Quand <actif> plante le haricot de feu dans le champ 1
      Alors c'est au tour de <suivant>, phase 1

      Exemples:
        | actif    | suivant  |
        | Stéphane | Anne     |
        | Marc     | Léa      |
        | Léa      | Stéphane |
