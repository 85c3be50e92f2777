# language: fr
Fonctionnalité: Contenu
  104 cartes, 6 cartes champs de haricots et une règle du jeu (règle 000, seconde partie :
  « Contenu »), avec le préréglage original-1997-fr.

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa

  Règle: La boîte contient 104 cartes, 6 cartes champs de haricots et une règle du jeu

    @000.2/setup.components
    Scénario: Les 104 cartes sont toutes en jeu, les 6 cartes de troisième champ sont dans la boîte
      # décision field3.supply : au plus 5 joueurs, 6 cartes de troisième champ. Le nombre de
      # cartes troisième champ est une donnée de l'édition, que l'arbitre n'utilise pas : une
      # carte par joueur au plus, la réserve ne s'épuise jamais. Les 104 cartes en jeu, elles,
      # sont la règle démontrée.
      Quand les cartes sont distribuées avec la graine 3
      Alors 104 cartes sont en jeu
      Et la boîte contient 6 cartes troisième champ
      Et la partie suit la règle 000.2
