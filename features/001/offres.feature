# language: fr
Fonctionnalité: Ladybohn : phase 2, les offres et leurs réponses
  Les échanges et les dons se négocient par des coups que l'arbitre vérifie (décisions
  trade.consent et trade.standing-offers) : une offre nomme exactement les cartes données et
  demande des cartes par variété et par nombre, jamais par sorte (décision
  ladybohn.hidden-kinds) ; l'autre joueur l'accepte en nommant les cartes de sa main qui y
  répondent, ou la refuse ; celui qui l'a faite peut la retirer. Les cartes ne bougent qu'à
  l'acceptation (001 : « Phase 2. Piocher, échanger, donner des cartes haricots »), et un bébé
  reçu ainsi par un joueur qui a un champ de sa famille se plante avant tout autre coup.

  Contexte:
    Soit une partie ladybohn avec Stéphane, Anne et Marc, au barème d'essai
    Et c'est au tour de Stéphane, phase 2
    Et les cartes visibles sont Saubohne, Feuerbohne
    Et la pioche est 10 Brechbohnen
    Et la main de Stéphane est Blaue Bohne
    Et la main d'Anne est Rote Bohne, Sojabohne

  Règle: Les cartes ne sortent de la main qu'une fois l'échange accepté

    @001/trade.hand-position
    Scénario: Stéphane propose le Saubohne visible contre un Rote Bohne ; rien ne bouge avant qu'Anne accepte
      Quand Stéphane propose le Saubohne visible à Anne contre un Rote Bohne
      Alors le coup est accepté
      Et les offres en cours sont Stéphane à Anne
      Et la main d'Anne est Rote Bohne, Sojabohne
      Et les cartes visibles sont Saubohne, Feuerbohne
      Quand Anne accepte l'offre de Stéphane avec un Sojabohne
      Alors le coup est refusé par la règle 001/trade.accept
      Et le refus dit "l'offre demande Rote Bohne ; Sojabohne ne correspond pas à la demande"
      Quand Anne accepte l'offre de Stéphane avec un Rote Bohne
      Alors le coup est accepté
      Et Stéphane a mis de côté Rote Bohne
      Et Anne a mis de côté Saubohne
      Et la main d'Anne est Sojabohne
      Et les offres en cours sont aucune

    @001/trade.hand-position
    Scénario: Une seule offre d'un joueur à un autre ; refusée ou retirée, elle prend fin sans que rien ne bouge
      Quand Stéphane propose le Saubohne visible à Anne contre un Rote Bohne
      Et Stéphane propose le Feuerbohne visible à Anne contre un Sojabohne
      Alors le coup est refusé par la règle 001/trade.offer
      Et le refus dit "Stéphane a déjà une offre en cours pour Anne : il doit d'abord la retirer"
      Quand Anne refuse l'offre de Stéphane
      Alors le coup est accepté
      Et les offres en cours sont aucune
      Et les cartes visibles sont Saubohne, Feuerbohne
      Quand Stéphane propose le Feuerbohne visible à Anne contre un Sojabohne
      Et Stéphane retire son offre à Anne
      Alors le coup est accepté
      Et les offres en cours sont aucune
      Quand Anne accepte l'offre de Stéphane avec un Sojabohne
      Alors le coup est refusé par la règle 001/trade.accept
      Et le refus dit "aucune offre de Stéphane à Anne n'est en cours"

  Règle: Une vente ne retire pas les offres en cours, même celle de la miss Gartenbohne

    @001/harvest.garden-miss
    Scénario: Stéphane vend son champ de Gartenbohne coiffé de la miss ; son offre à Anne tient toujours
      # décision trade.standing-offers : une vente ne prend aucune carte d'une main ni des
      # cartes visibles, l'offre tient donc, quelle que soit la carte du dessus du champ vendu.
      Soit le champ 1 de Stéphane contient Gartenbohne et Gartenbohne miss
      Quand Stéphane propose le Saubohne visible à Anne contre un Rote Bohne
      Alors le coup est accepté
      Quand Stéphane vend le champ 1
      Alors le coup est accepté
      Et les offres en cours sont Stéphane à Anne

  Règle: On n'échange et ne donne qu'avec le joueur actif, et à un autre que soi

    @001/trade.parties @001/donate.to-active
    Scénario: Anne ne fait d'offre qu'à Stéphane, le joueur actif
      Quand Anne propose un Rote Bohne à Marc contre un Blaue Bohne
      Alors le coup est refusé par la règle 001/trade.parties
      Et le refus dit "Anne ne peut faire d'offre qu'au joueur actif (Stéphane)"
      Quand Anne propose un Rote Bohne à Marc contre rien
      Alors le coup est refusé par la règle 001/donate.to-active
      Quand Anne propose un Rote Bohne à Anne contre un Blaue Bohne
      Alors le coup est refusé par la règle 001/trade.parties
      Et le refus dit "une offre se fait à un autre joueur"
      Quand Anne propose un Rote Bohne à Stéphane contre un Blaue Bohne
      Alors le coup est accepté
      Et les offres en cours sont Anne à Stéphane

  Règle: On n'est pas obligé d'accepter un don

    @001/donate.consent @001/donate.active-cards
    Scénario: Un don est une offre qui ne demande rien ; refusé, la carte reste
      Quand Stéphane propose le Saubohne visible à Marc contre rien
      Alors le coup est accepté
      Et Marc a mis de côté rien
      Quand Marc refuse l'offre de Stéphane
      Alors les cartes visibles sont Saubohne, Feuerbohne
      Quand Stéphane propose le Saubohne visible à Marc contre rien
      Et Marc accepte l'offre de Stéphane
      Alors le coup est accepté
      Et Marc a mis de côté Saubohne
      Et les cartes visibles sont Feuerbohne

  Règle: Un bébé reçu par une offre acceptée, avec un champ de sa famille, se plante avant tout

    @001/lady.baby-trade
    Scénario: Anne accepte un bébé Rote Bohne et a un champ de Rote Bohnen : plus d'offre avant qu'elle l'ait planté
      Soit la main de Stéphane est Rote Bohne bébé, Blaue Bohne
      Et le champ 1 d'Anne contient Rote Bohne
      Quand Stéphane propose un Rote Bohne bébé de sa main à Anne contre rien
      Et Anne accepte l'offre de Stéphane
      Alors le coup est accepté
      Et Anne doit d'abord planter le bébé reçu
      Quand Stéphane propose le Saubohne visible à Marc contre rien
      Alors le coup est refusé par la règle 001/lady.baby-trade
      Et le refus dit "doit d'abord être planté dans le champ de sa famille"
      Quand Anne plante le Rote Bohne bébé dans le champ 1
      Alors le coup est accepté
      Quand Stéphane propose le Saubohne visible à Marc contre rien
      Alors le coup est accepté

  Règle: Les offres se font et se répondent pendant la phase 2

    @001/turn.order
    Scénario: Une offre en phase 1 est refusée
      Soit c'est au tour de Stéphane, phase 1
      Et il n'y a aucune carte visible
      Quand Stéphane propose un Blaue Bohne de sa main à Anne contre rien
      Alors le coup est refusé par la règle 001/turn.order
      Et le refus dit "les offres se font et se répondent pendant la phase 2, pas pendant la phase 1"

  Règle: Chaque coup d'une négociation a sa règle : une offre par joueur et par destinataire, une réponse à une offre qui tient

    @001/trade.offer @001/trade.accept @001/trade.decline @001/trade.withdraw
    Scénario: Une seconde offre au même joueur, ou la réponse à une offre qui ne tient pas, est refusée par la règle de ce coup
      Quand Anne accepte l'offre de Stéphane avec un Rote Bohne
      Alors le coup est refusé par la règle 001/trade.accept
      Quand Anne refuse l'offre de Stéphane
      Alors le coup est refusé par la règle 001/trade.decline
      Quand Stéphane retire son offre à Anne
      Alors le coup est refusé par la règle 001/trade.withdraw
      Quand Stéphane propose le Saubohne visible à Anne contre un Rote Bohne
      Alors le coup est accepté
      Quand Stéphane propose le Feuerbohne visible à Anne contre un Rote Bohne
      Alors le coup est refusé par la règle 001/trade.offer
      Quand Stéphane retire son offre à Anne
      Et Stéphane propose le Feuerbohne visible à Anne contre un Rote Bohne
      Alors le coup est accepté
