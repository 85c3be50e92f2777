# language: fr
Fonctionnalité: Deuxième action, les offres entre experts
  Entre experts, des talers peuvent entrer dans une offre comme dans un échange conclu (003 :
  « Variantes » ; décisions trade.standing-offers et original-1997.trade-coins), avec le
  préréglage original-1997-fr-003.

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa et la variante experts
    Et c'est au tour de Stéphane, phase 2
    Et les cartes visibles sont Sojabohne, Gartenbohne
    Et la pioche est 12 Blaue Bohnen
    Et la main d'Anne est Rote Bohne
    Et la réserve de Stéphane contient Saubohne, Brechbohne, Brechbohne

  Règle: Les talers offerts ne passent de main en main qu'à l'acceptation

    @003/variant.experts @003/trade.hand-position
    Scénario: Stéphane offre le Sojabohne visible et 2 talers contre un Rote Bohne ; Anne accepte
      Quand Stéphane propose le Sojabohne visible et 2 talers à Anne contre un Rote Bohne
      Alors le coup est accepté
      Et Stéphane a 3 talers
      Quand Anne accepte l'offre de Stéphane avec un Rote Bohne
      Alors le coup est accepté
      Et la réserve de Stéphane contient Saubohne
      Et Anne a 2 talers
      Et Stéphane a mis de côté Rote Bohne
      Et Anne a mis de côté Sojabohne

    @003/variant.experts
    Scénario: Un don ne porte que sur des haricots
      Quand Stéphane propose le Sojabohne visible et 1 taler à Anne contre rien
      Alors le coup est refusé par la règle 003/variant.experts

  Règle: Chaque coup d'une négociation a sa règle : une offre par joueur et par destinataire, une réponse à une offre qui tient

    @003/trade.offer @003/trade.accept @003/trade.decline @003/trade.withdraw
    Scénario: Une seconde offre au même joueur, ou la réponse à une offre qui ne tient pas, est refusée par la règle de ce coup
      Quand Anne accepte l'offre de Stéphane avec un Rote Bohne
      Alors le coup est refusé par la règle 003/trade.accept
      Quand Anne refuse l'offre de Stéphane
      Alors le coup est refusé par la règle 003/trade.decline
      Quand Stéphane retire son offre à Anne
      Alors le coup est refusé par la règle 003/trade.withdraw
      Quand Stéphane propose le Sojabohne visible à Anne contre un Rote Bohne
      Alors le coup est accepté
      Quand Stéphane propose le Gartenbohne visible à Anne contre un Rote Bohne
      Alors le coup est refusé par la règle 003/trade.offer
      Quand Stéphane retire son offre à Anne
      Et Stéphane propose le Gartenbohne visible à Anne contre un Rote Bohne
      Alors le coup est accepté
