# language: fr
Fonctionnalité: Phase 2, les offres et leurs réponses
  Les échanges et les dons se négocient par des coups que l'arbitre vérifie (décisions
  trade.consent et trade.standing-offers) : une offre nomme exactement les cartes données et
  demande des cartes par variété et par nombre ; l'autre joueur l'accepte en nommant les
  cartes de sa main qui y répondent, ou la refuse ; celui qui l'a faite peut la retirer. Les
  cartes ne bougent qu'à l'acceptation (règle 000, première partie : « Remarque » et « Dons »),
  avec le préréglage amigo-fr.

  Contexte:
    Soit une partie amigo-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 2
    Et les cartes visibles sont Harry Coriace, Harry Copain
    Et la pioche est 12 Harry Cochet
    Et la main de Stéphane est Harry Colt
    Et la main d'Anne est Harry Cauchemar, Harry Comique

  Règle: Les cartes ne sortent de la main qu'une fois l'échange accepté

    @000.1/trade.hand-position
    Scénario: Stéphane propose le Harry Copain visible contre un Harry Comique ; rien ne bouge avant qu'Anne accepte
      Quand Stéphane propose le Harry Copain visible à Anne contre un Harry Comique
      Alors le coup est accepté
      Et les offres en cours sont Stéphane à Anne
      Et la main d'Anne est Harry Cauchemar, Harry Comique
      Quand Anne accepte l'offre de Stéphane avec un Harry Cauchemar
      Alors le coup est refusé par la règle 000.1/trade.accept
      Quand Anne accepte l'offre de Stéphane avec un Harry Comique
      Alors le coup est accepté
      Et Stéphane a mis de côté Harry Comique
      Et Anne a mis de côté Harry Copain
      Et la main d'Anne est Harry Cauchemar
      Et les offres en cours sont aucune

    @000.1/trade.hand-position
    Scénario: Une offre refusée ou retirée prend fin sans que rien ne bouge
      Quand Stéphane propose le Harry Copain visible à Anne contre un Harry Comique
      Et Anne refuse l'offre de Stéphane
      Alors le coup est accepté
      Et les offres en cours sont aucune
      Et les cartes visibles sont Harry Coriace, Harry Copain
      Quand Stéphane propose le Harry Coriace visible à Anne contre un Harry Cauchemar
      Et Stéphane retire son offre à Anne
      Alors le coup est accepté
      Et les offres en cours sont aucune
      Quand Anne accepte l'offre de Stéphane avec un Harry Cauchemar
      Alors le coup est refusé par la règle 000.1/trade.accept

  Règle: On n'est pas obligé d'accepter un don

    @000.1/donate.consent @000.1/donate.to-active
    Scénario: Un don est une offre qui ne demande rien ; il n'a lieu que s'il est accepté
      Quand Anne propose un Harry Cauchemar à Stéphane contre rien
      Alors le coup est accepté
      Et Stéphane a mis de côté rien
      Quand Stéphane refuse l'offre d'Anne
      Alors la main d'Anne est Harry Cauchemar, Harry Comique
      Quand Anne propose un Harry Cauchemar à Marc contre rien
      Alors le coup est refusé par la règle 000.1/donate.to-active
      Quand Anne propose un Harry Cauchemar à Stéphane contre rien
      Et Stéphane accepte l'offre d'Anne
      Alors Stéphane a mis de côté Harry Cauchemar
      Et la main d'Anne est Harry Comique

  Règle: Chaque coup d'une négociation a sa règle : une offre par joueur et par destinataire, une réponse à une offre qui tient

    @000.1/trade.offer @000.1/trade.accept @000.1/trade.decline @000.1/trade.withdraw
    Scénario: Une seconde offre au même joueur, ou la réponse à une offre qui ne tient pas, est refusée par la règle de ce coup
      Quand Anne accepte l'offre de Stéphane avec un Harry Comique
      Alors le coup est refusé par la règle 000.1/trade.accept
      Quand Anne refuse l'offre de Stéphane
      Alors le coup est refusé par la règle 000.1/trade.decline
      Quand Stéphane retire son offre à Anne
      Alors le coup est refusé par la règle 000.1/trade.withdraw
      Quand Stéphane propose le Harry Copain visible à Anne contre un Harry Comique
      Alors le coup est accepté
      Quand Stéphane propose le Harry Coriace visible à Anne contre un Harry Comique
      Alors le coup est refusé par la règle 000.1/trade.offer
      Quand Stéphane retire son offre à Anne
      Et Stéphane propose le Harry Coriace visible à Anne contre un Harry Comique
      Alors le coup est accepté
