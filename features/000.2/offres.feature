# language: fr
Fonctionnalité: 2. Echanges et dons, par des offres
  Les échanges et les dons se négocient par des coups que l'arbitre vérifie (décisions
  trade.consent et trade.standing-offers) : une offre nomme les cartes données et demande des
  cartes par variété ; les cartes ne sortent de la main qu'au moment de l'échange (règle 000,
  seconde partie : « 2. Echanges et dons »), avec le préréglage original-1997-fr.

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 2
    Et les cartes visibles sont haricot du jardin, haricot Soya
    Et la pioche est 12 haricots bleus
    Et la main d'Anne est haricot de feu, haricot rouge

  Règle: Les cartes ne sortent de la main qu'au moment de l'échange

    @000.2/trade.hand-position
    Scénario: Stéphane propose le haricot Soya visible contre un haricot rouge ; Anne accepte, refuse ou Stéphane retire son offre
      Quand Stéphane propose le haricot Soya visible à Anne contre un haricot rouge
      Alors le coup est accepté
      Et la main d'Anne est haricot de feu, haricot rouge
      Quand Anne refuse l'offre de Stéphane
      Alors les offres en cours sont aucune
      Quand Stéphane propose le haricot Soya visible à Anne contre un haricot rouge
      Et Stéphane retire son offre à Anne
      Alors les offres en cours sont aucune
      Quand Stéphane propose le haricot Soya visible à Anne contre un haricot rouge
      Et Anne accepte l'offre de Stéphane avec un haricot de feu
      Alors le coup est refusé par la règle 000.2/trade.accept
      Quand Anne accepte l'offre de Stéphane avec un haricot rouge
      Alors Stéphane a mis de côté haricot rouge
      Et Anne a mis de côté haricot Soya
      Et la main d'Anne est haricot de feu

  Règle: Il n'y a aucune obligation pour un joueur à accepter un don

    @000.2/donate.consent
    Scénario: Un don proposé à Stéphane n'a lieu que s'il l'accepte
      Quand Anne propose un haricot de feu à Stéphane contre rien
      Et Stéphane refuse l'offre d'Anne
      Alors Stéphane a mis de côté rien
      Quand Anne propose un haricot de feu à Stéphane contre rien
      Et Stéphane accepte l'offre d'Anne
      Alors Stéphane a mis de côté haricot de feu

  Règle: Chaque coup d'une négociation a sa règle : une offre par joueur et par destinataire, une réponse à une offre qui tient

    @000.2/trade.offer @000.2/trade.accept @000.2/trade.decline @000.2/trade.withdraw
    Scénario: Une seconde offre au même joueur, ou la réponse à une offre qui ne tient pas, est refusée par la règle de ce coup
      Quand Anne accepte l'offre de Stéphane avec un haricot rouge
      Alors le coup est refusé par la règle 000.2/trade.accept
      Quand Anne refuse l'offre de Stéphane
      Alors le coup est refusé par la règle 000.2/trade.decline
      Quand Stéphane retire son offre à Anne
      Alors le coup est refusé par la règle 000.2/trade.withdraw
      Quand Stéphane propose le haricot Soya visible à Anne contre un haricot rouge
      Alors le coup est accepté
      Quand Stéphane propose le haricot du jardin visible à Anne contre un haricot rouge
      Alors le coup est refusé par la règle 000.2/trade.offer
      Quand Stéphane retire son offre à Anne
      Et Stéphane propose le haricot du jardin visible à Anne contre un haricot rouge
      Alors le coup est accepté
