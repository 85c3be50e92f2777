# language: fr
Fonctionnalité: Les talers
  Un joueur obtient un taler (« Bohnentaler ») en retournant une carte de haricot ; le verso des
  cartes est une pièce d'un taler (003 : « Les talers »), avec le préréglage
  original-1997-fr-003.

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 1
    Et la main de Stéphane est Blaue Bohne
    Et la pioche est 12 Blaue Bohnen

  Règle: Les talers sont des cartes de haricot retournées, chacune vaut un taler

    @003/coins.flip-side @003/coins.back
    Scénario: Marc retourne deux de ses Sojabohnen vendues : ce sont ses deux talers
      Soit le champ 1 de Marc contient 5 Sojabohnen
      Quand Marc vend le champ 1
      Alors Marc a 2 talers
      Et la réserve de Marc contient 2 Sojabohnen
      Et la défausse est 3 Sojabohnen

    @003/coins.back
    Scénario: Chaque carte retournée vaut un taler, quel que soit son haricot
      Soit la réserve de Marc contient Rote Bohne, Gartenbohne, Blaue Bohne
      Alors Marc a 3 talers
