# language: fr
Fonctionnalité: Pièces haricots
  Un joueur reçoit des pièces en retournant des cartes haricots ; le dos de chaque carte montre
  une pièce de valeur 1 (règle 000, seconde partie : « Pièces haricots »), avec le préréglage
  original-1997-fr.

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est haricot bleu
    Et la pioche est 12 haricots bleus

  Règle: Les pièces sont des cartes haricots retournées, chacune vaut une pièce

    @000.2/coins.flip-side @000.2/coins.back
    Scénario: Marc retourne deux de ses gros haricots vendus : ce sont ses deux pièces
      Soit le champ 1 de Marc contient 5 gros haricots
      Quand Marc vend le champ 1
      Alors Marc a 2 pièces d'or
      Et la réserve de Marc contient 2 gros haricots
      Et la défausse est 3 gros haricots

    @000.2/coins.back
    Scénario: Chaque carte retournée vaut une pièce, quelle que soit sa variété
      Soit la réserve de Marc contient haricot rouge, haricot du jardin, haricot bleu
      Alors Marc a 3 pièces d'or
