# language: fr
Fonctionnalité: Déroulement de la partie
  À son tour, un joueur effectue quatre actions dans l'ordre (règle 000, seconde partie :
  « Déroulement de la partie »), avec le préréglage original-1997-fr. Le texte annonce quatre
  actions mais n'en numérote que trois : « 1. Jouer les cartes haricots », « 2. Echanges et
  dons », « Culture de haricots » (sans numéro) et « 3. Pioche de nouvelles cartes haricots ».
  Les scénarios numérotent les phases 1 à 4 : la phase 3 est la culture des haricots échangés,
  la phase 4 la pioche (décision original-1997.step-numbering).

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est haricot de feu, haricot Soya
    Et la main d'Anne est haricot rouge, haricot Soya
    Et la pioche est haricot bleu, haricot du jardin, gros haricot, haricot français, haricot français et 10 haricots bleus

  Règle: Le joueur dont c'est le tour effectue quatre actions, dans l'ordre

    @000.2/turn.order
    Scénario: Un tour : planter, échanger, cultiver les haricots échangés, piocher
      Quand Stéphane plante le haricot de feu dans le champ 1
      Et Stéphane termine la phase 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont haricot bleu, haricot du jardin
      Quand Stéphane échange le haricot bleu visible avec Anne contre un haricot rouge
      Et Stéphane termine la phase 2
      Alors c'est au tour de Stéphane, phase 3
      Et les joueurs qui doivent encore planter sont Stéphane et Anne
      Quand Anne plante le haricot bleu dans le champ 1
      Et Stéphane plante le haricot rouge dans le champ 2
      Et Stéphane plante le haricot du jardin dans le champ 1
      Alors le coup est refusé par la règle 000.2/step3.make-room
      Et le refus dit "haricot du jardin ne correspond à aucun champ de Stéphane et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Quand Stéphane vend le champ 1
      Et Stéphane plante le haricot du jardin dans le champ 1
      Alors c'est au tour d'Anne, phase 1
      Et la main de Stéphane est haricot Soya, gros haricot, haricot français, haricot français

    @000.2/turn.order
    Scénario: On n'échange pas en phase 1, on ne plante pas de sa main en phase 2
      Quand Stéphane échange un haricot Soya avec Anne contre un haricot rouge
      Alors le coup est refusé par la règle 000.2/turn.order
      Et le refus dit "les échanges se font pendant la phase 2, pas pendant la phase 1"
      Quand Stéphane plante le haricot de feu dans le champ 1
      Et Stéphane termine la phase 1
      Et Stéphane plante le haricot Soya dans le champ 2
      Alors le coup est refusé par la règle 000.2/turn.order
      Et le refus dit "on ne plante pas pendant la phase 2"
      Et le refus cite la règle
