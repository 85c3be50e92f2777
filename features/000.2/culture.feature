# language: fr
Fonctionnalité: Culture de haricots
  Tous les joueurs posent les cartes échangées sur leurs champs ; le joueur dont c'est le tour y
  pose aussi les cartes piochées qu'il a gardées ; s'il n'y a pas de place, il vend des haricots
  (règle 000, seconde partie : « Culture de haricots », la troisième action, sans numéro dans le
  texte), avec le préréglage original-1997-fr. Les cartes données se plantent comme les cartes
  échangées (décision original-1997.donated-cards).

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 3
    Et la main de Stéphane est haricot bleu
    Et la pioche est haricot rouge, haricot français, gros haricot et 10 haricots bleus

  Règle: Tous les joueurs posent les cartes reçues ; le joueur dont c'est le tour, aussi celles qu'il a gardées

    @000.2/step3.plant-all
    Scénario: Chacun plante ses cartes, puis le joueur dont c'est le tour pioche
      Soit Stéphane a mis de côté haricot du jardin, haricot Soya
      Et Anne a mis de côté haricot de feu
      Et la main d'Anne est haricot oeil au beurre noir
      Alors les joueurs qui doivent encore planter sont Stéphane et Anne
      Quand Anne plante le haricot de feu dans le champ 1
      Et Stéphane plante le haricot Soya dans le champ 1
      Alors les joueurs qui doivent encore planter sont Stéphane
      Quand Stéphane plante le haricot du jardin dans le champ 2
      Alors plus personne n'a de carte à planter
      Et la main de Stéphane est haricot bleu, haricot rouge, haricot français, gros haricot
      Et c'est au tour d'Anne, phase 1

    @000.2/step3.plant-all
    Scénario: On ne plante en culture que les cartes reçues ou gardées, pas celles de sa main
      Soit Stéphane a mis de côté haricot Soya
      Quand Stéphane plante le haricot bleu dans le champ 1
      Alors le coup est refusé par la règle 000.2/step3.plant-all
      Et le refus dit "haricot bleu n'est pas parmi les cartes que Stéphane a mises de côté"
      Et le refus cite la règle

    @000.2/step3.plant-all @000.2/step1.matching-field
    Scénario: En culture aussi, un haricot va dans le champ de son type
      # décision original-1997.matching-field : la N.B. interdit deux champs du même haricot à
      # toute plantation.
      Soit Anne a mis de côté haricot de feu
      Et le champ 1 d'Anne contient 2 haricots de feu
      Alors Anne ne peut planter le haricot de feu que dans le champ 1
      Quand Anne plante le haricot de feu dans le champ 2
      Alors le coup est refusé par la règle 000.2/step1.matching-field
      Et le refus dit "haricot de feu correspond au champ 1 d'Anne : il doit y être planté"

  Règle: Sans place pour une carte, il faut vendre des haricots pour en faire

    @000.2/step3.make-room
    Scénario: Une carte reçue qui n'a pas de place oblige à vendre un champ d'abord
      Soit Anne a mis de côté haricot Soya
      Et Stéphane a mis de côté haricot rouge
      Et le champ 1 d'Anne contient 3 haricots de feu
      Et le champ 2 d'Anne contient 2 gros haricots
      Alors Anne ne peut planter le haricot Soya nulle part
      Quand Anne plante le haricot Soya dans le champ 2
      Alors le coup est refusé par la règle 000.2/step3.make-room
      Et le refus dit "haricot Soya ne correspond à aucun champ d'Anne et aucun champ n'est vide : il faut d'abord récolter un champ (ou acheter un 3ème champ)"
      Et le refus cite la règle
      Quand Anne vend le champ 1
      Et Anne plante le haricot Soya dans le champ 1
      Alors le champ 1 d'Anne contient haricot Soya
      Et Anne a 1 pièce d'or
