# language: fr
Fonctionnalité: 2. Echanges et dons
  Le joueur dont c'est le tour pioche deux cartes face visible ; il les garde ou les échange, et
  échange aussi des cartes de sa main ; les autres ne proposent que des cartes de leur main et
  ne négocient qu'avec lui ; les cartes échangées ou données sont posées à part (règle 000,
  seconde partie : « 2. Echanges et dons »), avec le préréglage original-1997-fr. Un échange
  ou un don n'arrive à l'arbitre qu'une fois accepté par les deux joueurs (décision
  trade.consent) ; seules des cartes haricots s'échangent (décision original-1997.trade-coins).

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 2
    Et les cartes visibles sont haricot du jardin, haricot Soya
    Et la pioche est 12 haricots bleus

  Règle: Le joueur pioche deux cartes et les pose face visible

    @000.2/step2.face-up
    Scénario: Après avoir joué ses cartes, le joueur pose les deux premières cartes de la pioche, face visible
      Soit c'est au tour de Stéphane, phase 1
      Et il n'y a aucune carte visible
      Et la main de Stéphane est haricot de feu
      Et la pioche est haricot du jardin, haricot Soya et 10 haricots bleus
      Quand Stéphane plante le haricot de feu dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont haricot du jardin, haricot Soya
      Et la pioche contient 10 cartes

  Règle: Il peut garder ces deux cartes, pour les planter à la troisième action, ou les proposer en échange

    @000.2/step2.keep
    Scénario: Stéphane garde les deux cartes : il les plantera dans ses champs
      Soit la main de Stéphane est haricot de feu
      Quand Stéphane garde le haricot du jardin visible
      Et Stéphane garde le haricot Soya visible
      Alors Stéphane a mis de côté haricot du jardin, haricot Soya
      Et il n'y a aucune carte visible
      Quand Stéphane termine la phase 2
      Alors les joueurs qui doivent encore planter sont Stéphane
      Et la main de Stéphane est haricot de feu

    @000.2/step2.keep @000.2/trade.set-aside
    Scénario: Une carte gardée ne se propose plus en échange
      # décision original-1997.face-up-cards : garder ou proposer, l'un ou l'autre.
      Soit la main d'Anne est haricot rouge
      Quand Stéphane garde le haricot du jardin visible
      Et Stéphane échange le haricot du jardin avec Anne contre un haricot rouge
      Alors le coup est refusé par la règle 000.2/trade.set-aside
      Et le refus dit "haricot du jardin est mis de côté par Stéphane pour la phase 3 et ne peut plus être échangé"
      Quand Anne garde le haricot Soya visible
      Alors le coup est refusé par la règle 000.2/step2.keep
      Et le refus dit "seul le joueur actif garde les cartes visibles, pendant la phase 2"

    @000.2/step2.keep
    Scénario: Les cartes visibles que personne n'a prises restent au joueur, qui doit les planter
      Soit la main de Stéphane est haricot de feu
      Quand Stéphane termine la phase 2
      Alors Stéphane a mis de côté haricot du jardin, haricot Soya
      Et il n'y a aucune carte visible

  Règle: Il propose les cartes piochées et celles de sa main en échange d'autres cartes

    @000.2/trade.active-cards
    Scénario: Stéphane échange le haricot Soya visible et un haricot de feu de sa main contre un haricot rouge
      Soit la main de Stéphane est haricot bleu, haricot de feu, gros haricot
      Et la main d'Anne est haricot Soya, haricot rouge
      Quand Stéphane échange le haricot Soya visible et un haricot de feu de sa main avec Anne contre un haricot rouge
      Alors le coup est accepté
      Et la main de Stéphane est haricot bleu, gros haricot
      Et Stéphane a mis de côté haricot rouge
      Et Anne a mis de côté haricot Soya, haricot de feu
      Et la main d'Anne est haricot Soya
      Et les cartes visibles sont haricot du jardin

    @000.2/trade.active-cards
    Scénario: Les cartes de ses champs ne s'échangent pas
      Soit le champ 1 de Stéphane contient 2 haricots de feu
      Et la main de Stéphane est haricot bleu
      Et la main d'Anne est haricot rouge
      Quand Stéphane échange un haricot de feu avec Anne contre un haricot rouge
      Alors le coup est refusé par la règle 000.2/trade.active-cards
      Et le refus dit "haricot de feu n'est ni visible ni dans la main de Stéphane"
      Et le refus cite la règle

    @000.2/trade.active-cards @contrast
    Plan du scénario: Des pièces s'ajoutent à un échange seulement dans la variante des experts de 003 (<edition>, variantes : <variantes>)
      # décision original-1997.trade-coins : la règle n'échange que des cartes haricots ; la
      # variante des experts de 003 (« experts », jamais par défaut) y ajoute les pièces.
      Soit une partie <edition> avec Stéphane, Anne, Marc et Léa et les variantes <variantes>
      Et la main d'Anne est haricot rouge
      Et Stéphane a 2 pièces d'or
      Quand Stéphane échange le haricot Soya visible et 1 pièce d'or avec Anne contre un haricot rouge
      Alors le coup est <verdict>

      Exemples:
        | edition              | variantes | verdict                                      |
        | original-1997-fr     | aucune    | refusé par la règle 000.2/trade.active-cards |
        | original-1997-fr-003 | aucune    | refusé par la règle 003/trade.active-cards   |
        | original-1997-fr-003 | experts   | accepté                                      |

  Règle: Les autres ne proposent que des cartes de leur main, et ne négocient qu'avec le joueur dont c'est le tour

    @000.2/trade.other-cards
    Scénario: Anne ne propose que des cartes de sa main, ni de ses champs ni de la table
      Soit la main de Stéphane est haricot bleu
      Et la main d'Anne est haricot rouge
      Et le champ 1 d'Anne contient 2 haricots de feu
      Quand Stéphane échange un haricot bleu avec Anne contre un haricot de feu
      Alors le coup est refusé par la règle 000.2/trade.other-cards
      Et le refus dit "haricot de feu n'est pas dans la main d'Anne"
      Et le refus cite la règle
      Quand Stéphane échange un haricot bleu avec Anne contre le haricot Soya visible
      Alors le coup est refusé par la règle 000.2/trade.other-cards
      Et le refus dit "haricot Soya n'est pas dans la main d'Anne"
      Quand Stéphane échange un haricot bleu avec Anne contre un haricot rouge
      Alors le coup est accepté

    @000.2/trade.parties
    Scénario: Deux adversaires ne négocient pas entre eux
      Soit la main d'Anne est haricot rouge
      Et la main de Marc est haricot de feu
      Quand Anne échange un haricot rouge avec Marc contre un haricot de feu
      Alors le coup est refusé par la règle 000.2/trade.parties
      Et le refus dit "Anne n'est pas le joueur actif (c'est le tour de Stéphane)"
      Et le refus cite la règle

  Règle: Les nombres de cartes échangées ne sont pas forcément égaux

    @000.2/trade.unequal
    Plan du scénario: <donne> contre <reçoit>
      Soit la main de Stéphane est haricot bleu, haricot bleu
      Et la main d'Anne est haricot rouge, haricot rouge, haricot rouge
      Quand Stéphane échange <donne> avec Anne contre <reçoit>
      Alors le coup est accepté
      Et Stéphane a mis de côté <reçoit>
      Et Anne a mis de côté <donne>

      Exemples:
        | donne                                      | reçoit                |
        | le haricot Soya visible et un haricot bleu | un haricot rouge      |
        | un haricot bleu                            | trois haricots rouges |

  Règle: L'ordre de la main ne change pas ; on propose n'importe quelle carte, qui ne sort qu'à l'échange

    @000.2/trade.hand-position
    Scénario: Une carte du milieu de la main s'échange, les autres gardent leur ordre
      Soit la main de Stéphane est haricot de feu, haricot rouge, haricot bleu, gros haricot
      Et la main d'Anne est haricot français, haricot oeil au beurre noir, haricot Soya
      Quand Stéphane échange un haricot bleu de sa main avec Anne contre un haricot oeil au beurre noir
      Alors la main de Stéphane est haricot de feu, haricot rouge, gros haricot
      Et la main d'Anne est haricot français, haricot Soya
      Et Anne a mis de côté haricot bleu

    @000.2/trade.hand-position
    Scénario: Une carte proposée reste dans la main tant que l'échange n'est pas conclu
      # Stéphane propose son haricot rouge, Anne refuse : aucun coup n'arrive à l'arbitre.
      Soit la main de Stéphane est haricot rouge, haricot bleu
      Quand Stéphane termine la phase 2
      Alors la main de Stéphane est haricot rouge, haricot bleu

  Règle: Les cartes échangées sont posées à part : ni dans la main, ni ré-échangées

    @000.2/trade.set-aside
    Scénario: Les cartes reçues sont posées à part et ne peuvent plus être échangées ni données
      Soit la main de Stéphane est haricot bleu
      Et la main d'Anne est haricot rouge
      Quand Stéphane échange le haricot Soya visible avec Anne contre un haricot rouge
      Alors la main de Stéphane est haricot bleu
      Et Stéphane a mis de côté haricot rouge
      Et la main d'Anne est vide
      Et Anne a mis de côté haricot Soya
      Quand Stéphane donne le haricot rouge à Marc
      Alors le coup est refusé par la règle 000.2/trade.set-aside
      Et le refus dit "haricot rouge est mis de côté par Stéphane pour la phase 3 et ne peut plus être échangé"
      Et le refus cite la règle
      Quand Anne donne le haricot Soya à Stéphane
      Alors le coup est refusé par la règle 000.2/trade.set-aside
      Et le refus dit "haricot Soya est mis de côté par Anne pour la phase 3 et ne peut plus être échangé"

  Règle: Quand plus personne ne veut échanger, la phase des échanges se termine

    @000.2/step2.end
    Scénario: Le joueur dont c'est le tour met fin aux échanges ; on passe à la culture des haricots
      # décision original-1997.step2-end ; « l'action 3 se termine » désigne la phase des
      # échanges (décision original-1997.step-numbering).
      Soit la main de Stéphane est haricot bleu
      Et la main d'Anne est haricot rouge
      Quand Stéphane échange le haricot Soya visible avec Anne contre un haricot rouge
      Et Anne termine la phase 2
      Alors le coup est refusé par la règle 000.2/step2.end
      Et le refus dit "seul le joueur actif termine la phase 2"
      Et le refus cite la règle
      Quand Stéphane termine la phase 2
      Alors c'est au tour de Stéphane, phase 3
      Et les joueurs qui doivent encore planter sont Stéphane et Anne

  Règle: Pendant la phase de transaction, on peut aussi donner des cartes

    @000.2/donate.allowed @000.2/donate.active-cards
    Scénario: Le joueur dont c'est le tour donne des cartes de la pioche et de sa main
      Soit la main de Stéphane est haricot bleu, haricot de feu
      Quand Stéphane donne le haricot du jardin visible à Marc
      Et Stéphane donne un haricot de feu de sa main à Léa
      Alors le coup est accepté
      Et Marc a mis de côté haricot du jardin
      Et Léa a mis de côté haricot de feu
      Et la main de Stéphane est haricot bleu
      Et les cartes visibles sont haricot Soya

    @000.2/donate.allowed
    Scénario: On ne donne pas en dehors de la phase de transaction
      Soit c'est au tour de Stéphane, phase 1
      Et il n'y a aucune carte visible
      Et la main de Stéphane est haricot bleu, haricot de feu
      Quand Stéphane donne un haricot de feu à Marc
      Alors le coup est refusé par la règle 000.2/turn.order
      Et le refus dit "les dons se font pendant la phase 2, pas pendant la phase 1"

    @000.2/donate.to-active
    Scénario: Les autres ne donnent que des cartes de leur main, et seulement au joueur dont c'est le tour
      Soit la main d'Anne est haricot rouge
      Et le champ 1 d'Anne contient 2 haricots de feu
      Quand Anne donne un haricot rouge à Marc
      Alors le coup est refusé par la règle 000.2/donate.to-active
      Et le refus dit "Anne ne peut donner qu'au joueur actif (Stéphane)"
      Et le refus cite la règle
      Quand Anne donne un haricot de feu à Stéphane
      Alors le coup est refusé par la règle 000.2/trade.other-cards
      Et le refus dit "haricot de feu n'est pas dans la main d'Anne"
      Quand Anne donne un haricot rouge à Stéphane
      Alors le coup est accepté
      Et Stéphane a mis de côté haricot rouge

  Règle: Personne n'est obligé d'accepter un don

    @000.2/donate.consent
    Scénario: Un don refusé ne déplace rien
      # Anne propose son haricot rouge à Stéphane, qui refuse : aucun coup n'arrive à l'arbitre.
      Soit la main d'Anne est haricot rouge, gros haricot
      Quand Stéphane termine la phase 2
      Alors la main d'Anne est haricot rouge, gros haricot
      Et Stéphane a mis de côté haricot du jardin, haricot Soya
      Et Anne a mis de côté rien
