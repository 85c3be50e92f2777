# language: fr
Fonctionnalité: But du jeu
  Chacun échange et cultive des haricots, et les vend au meilleur prix ; le plus gros montant
  gagne (règle 000, seconde partie : « But du jeu »), avec le préréglage original-1997-fr.

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et la pioche est 12 haricots bleus

  Règle: On échange des haricots, on les fait pousser dans ses champs et on les vend

    @000.2/overview.fields
    Scénario: Anne obtient un haricot rouge par échange, le plante dans son champ et le vend
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont haricot rouge, haricot de feu
      Et la main d'Anne est haricot Soya
      Et le champ 1 d'Anne contient 3 haricots rouges
      Quand Stéphane échange le haricot rouge visible avec Anne contre un haricot Soya
      Et Stéphane termine la phase 2
      Et Anne plante le haricot rouge dans le champ 1
      Et Anne vend le champ 1
      Alors Anne a 3 pièces d'or
      Et les champs d'Anne sont vides

  Règle: Plus un champ a de haricots de la même espèce, plus la vente rapporte

    @000.2/overview.more-beans
    Scénario: Un champ de haricots de feu rapporte plus à mesure qu'il grandit
      Alors un champ de 2 haricots de feu rapporte 0 pièce d'or
      Et un champ de 3 haricots de feu rapporte 1 pièce d'or
      Et un champ de 6 haricots de feu rapporte 2 pièces d'or
      Et un champ de 8 haricots de feu rapporte 3 pièces d'or
      Et un champ de 9 haricots de feu rapporte 4 pièces d'or

  Règle: On doit souvent vendre trop tôt, et parfois il n'y a rien à récolter

    @000.2/overview.forced-sales
    Scénario: Une première carte sans champ pour elle oblige à vendre trop tôt, pour rien
      Soit c'est au tour de Stéphane, phase 1
      Et la main de Stéphane est haricot Soya
      Et le champ 1 de Stéphane contient 2 gros haricots
      Et le champ 2 de Stéphane contient 3 haricots de feu
      Quand Stéphane plante le haricot Soya dans le champ 1
      Alors le coup est refusé par la règle 000.2/step1.forced-harvest
      Et le refus dit "haricot Soya ne correspond à aucun champ de Stéphane et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Quand Stéphane vend le champ 1
      Alors Stéphane a 0 pièce d'or
      Et la défausse est 2 gros haricots
      Quand Stéphane plante le haricot Soya dans le champ 1
      Alors le champ 1 de Stéphane contient haricot Soya

  Règle: Le but est de ramasser le plus gros montant

    @000.2/overview.goal
    Scénario: À la fin, le joueur qui a le plus de pièces gagne
      Soit c'est au tour de Stéphane, phase 3
      Et Stéphane a mis de côté haricot Soya
      Et Stéphane a 2 pièces d'or
      Et Anne a 5 pièces d'or
      Et Marc a 4 pièces d'or
      Et la pioche a été épuisée 2 fois
      Et la pioche est haricot bleu, haricot bleu
      Quand Stéphane plante le haricot Soya dans le champ 1
      Alors la partie est terminée
      Et les scores finaux sont Stéphane 2, Anne 5, Marc 4 et Léa 0
      Et Anne gagne
