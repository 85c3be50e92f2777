# language: fr
Fonctionnalité: Déroulement du jeu
  Le joueur dont c'est le tour effectue quatre actions, dans l'ordre : jouer des cartes de
  haricots, marchander et faire des cadeaux, planter les haricots, prendre de nouvelles cartes
  (003 : « Déroulement du jeu »), avec le préréglage original-1997-fr-003. Les phases 1 à 4 des
  scénarios sont ces quatre actions.

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est Feuerbohne, Sojabohne
    Et la main d'Anne est Rote Bohne, Sojabohne
    Et la pioche est Blaue Bohne, Gartenbohne, Saubohne, Brechbohne, Brechbohne et 10 Blaue Bohnen

  Règle: Le joueur dont c'est le tour effectue les quatre actions, dans l'ordre

    @003/turn.order
    Scénario: Un tour : jouer, marchander, planter, piocher
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Et Stéphane termine la phase 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Blaue Bohne, Gartenbohne
      Quand Stéphane échange le Blaue Bohne visible avec Anne contre un Rote Bohne
      Et Stéphane termine la phase 2
      Alors c'est au tour de Stéphane, phase 3
      Quand Anne plante le Blaue Bohne dans le champ 1
      Et Stéphane plante le Rote Bohne dans le champ 2
      Et Stéphane vend le champ 1
      Et Stéphane plante le Gartenbohne dans le champ 1
      Alors c'est au tour d'Anne, phase 1
      Et la main de Stéphane est Sojabohne, Saubohne, Brechbohne, Brechbohne

    @003/turn.order
    Scénario: On ne marchande pas pendant la première action, on ne plante pas de sa main pendant la deuxième
      Quand Stéphane échange un Sojabohne avec Anne contre un Rote Bohne
      Alors le coup est refusé par la règle 003/turn.order
      Et le refus dit "les échanges se font pendant la deuxième action, pas pendant la première action"
      Et le refus cite la règle
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Et Stéphane termine la phase 1
      Et Stéphane plante le Sojabohne dans le champ 2
      Alors le coup est refusé par la règle 003/turn.order
      Et le refus dit "on ne plante pas pendant la deuxième action"
