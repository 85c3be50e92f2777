# language: fr
Fonctionnalité: Deuxième action : marchander et faire des cadeaux
  Le joueur retourne deux cartes de la pioche ; il les garde pour les planter, ou les propose,
  avec des cartes de sa main, contre d'autres cartes ; les autres n'échangent que des cartes de
  leur main, et seulement avec lui ; les cartes échangées ou offertes sont posées à part ; on
  peut aussi faire des cadeaux ; l'action s'arrête quand plus personne ne veut échanger (003 :
  « Deuxième action »), avec le préréglage original-1997-fr-003. Un échange ou un cadeau
  n'arrive à l'arbitre qu'une fois accepté par les deux joueurs (décision trade.consent).

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa
    Et c'est au tour de Stéphane, phase 2
    Et les cartes visibles sont Sojabohne, Gartenbohne
    Et la pioche est 12 Blaue Bohnen

  Règle: Le joueur prend deux cartes de la pioche et les retourne, en vue de tous

    @003/step2.face-up
    Scénario: Après la première action, le joueur retourne les deux premières cartes de la pioche
      Soit c'est au tour de Stéphane, phase 1
      Et il n'y a aucune carte visible
      Et la main de Stéphane est Feuerbohne
      Et la pioche est Sojabohne, Gartenbohne et 10 Blaue Bohnen
      Quand Stéphane plante le Feuerbohne dans le champ 1
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne, Gartenbohne
      Et la pioche contient 10 cartes

  Règle: Le joueur peut garder ces deux cartes et les planter à la troisième action, ou les proposer contre d'autres cartes

    @example @003/example.2 @003/step2.keep
    Scénario: Un Sojabohne et un Gartenbohne sont retournés : Stéphane garde le Gartenbohne et propose le Sojabohne (exemple)
      Soit c'est au tour de Stéphane, phase 1
      Et il n'y a aucune carte visible
      Et la main de Stéphane est Feuerbohne, Blaue Bohne
      Et le champ 1 de Stéphane contient 2 Gartenbohnen
      Et la main d'Anne est Rote Bohne, Saubohne
      Et la pioche est Sojabohne, Gartenbohne et 10 Blaue Bohnen
      Quand Stéphane plante le Feuerbohne dans le champ 2
      Et Stéphane termine la phase 1
      Alors les cartes visibles sont Sojabohne, Gartenbohne
      Quand Stéphane garde le Gartenbohne visible
      Alors Stéphane a mis de côté Gartenbohne
      Et les cartes visibles sont Sojabohne
      Quand Stéphane échange le Sojabohne visible avec Anne contre un Rote Bohne
      Alors le coup est accepté
      Et Stéphane a mis de côté Gartenbohne, Rote Bohne
      Et Anne a mis de côté Sojabohne
      Et il n'y a aucune carte visible

    @003/step2.keep
    Scénario: Une carte gardée ne se propose plus
      # décision original-1997.face-up-cards : garder ou proposer, l'un ou l'autre.
      Soit la main d'Anne est Rote Bohne
      Quand Stéphane garde le Gartenbohne visible
      Et Stéphane échange le Gartenbohne avec Anne contre un Rote Bohne
      Alors le coup est refusé par la règle 003/trade.set-aside
      Et le refus dit "Gartenbohne est mis de côté par Stéphane pour la troisième action et ne peut plus être échangé"
      Quand Anne garde le Sojabohne visible
      Alors le coup est refusé par la règle 003/step2.keep
      Et le refus dit "seul le joueur actif garde les cartes visibles, pendant la deuxième action"
      Et le refus cite la règle

  Règle: Les échanges ne sont permis qu'avec le joueur dont c'est le tour

    @003/trade.parties
    Scénario: Deux autres joueurs n'échangent pas entre eux
      Soit la main d'Anne est Rote Bohne
      Et la main de Marc est Feuerbohne
      Quand Anne échange un Rote Bohne avec Marc contre un Feuerbohne
      Alors le coup est refusé par la règle 003/trade.parties
      Et le refus dit "Anne n'est pas le joueur actif (c'est le tour de Stéphane)"
      Et le refus cite la règle

  Règle: En plus des cartes retournées, le joueur peut offrir des cartes de sa main

    @example @003/example.3 @003/trade.active-cards @003/trade.unequal
    Scénario: Le Sojabohne sur la table plus un Blaue Bohne de la main pour un Rote Bohne (exemple)
      Soit la main de Stéphane est Feuerbohne, Blaue Bohne, Saubohne
      Et la main d'Anne est Augenbohne, Rote Bohne
      Quand Stéphane garde le Gartenbohne visible
      Et Stéphane échange le Sojabohne visible et un Blaue Bohne de sa main avec Anne contre un Rote Bohne
      Alors le coup est accepté
      Et la main de Stéphane est Feuerbohne, Saubohne
      Et Stéphane a mis de côté Gartenbohne, Rote Bohne
      Et Anne a mis de côté Sojabohne, Blaue Bohne
      Et la main d'Anne est Augenbohne

    @003/trade.active-cards
    Scénario: Les haricots de ses champs ne s'échangent pas
      Soit le champ 1 de Stéphane contient 2 Feuerbohnen
      Et la main de Stéphane est Blaue Bohne
      Et la main d'Anne est Rote Bohne
      Quand Stéphane échange un Feuerbohne avec Anne contre un Rote Bohne
      Alors le coup est refusé par la règle 003/trade.active-cards
      Et le refus dit "Feuerbohne n'est ni visible ni dans la main de Stéphane"
      Et le refus cite la règle

  Règle: Les autres joueurs n'échangent que des cartes de leur main

    @003/trade.other-cards
    Scénario: Anne n'échange que des cartes de sa main, ni de ses champs ni de la table
      Soit la main de Stéphane est Blaue Bohne
      Et la main d'Anne est Rote Bohne
      Et le champ 1 d'Anne contient 2 Feuerbohnen
      Quand Stéphane échange un Blaue Bohne avec Anne contre un Feuerbohne
      Alors le coup est refusé par la règle 003/trade.other-cards
      Et le refus dit "Feuerbohne n'est pas dans la main d'Anne"
      Et le refus cite la règle
      Quand Stéphane échange un Blaue Bohne avec Anne contre le Sojabohne visible
      Alors le coup est refusé par la règle 003/trade.other-cards
      Et le refus dit "Sojabohne n'est pas dans la main d'Anne"
      Quand Stéphane échange un Blaue Bohne avec Anne contre un Rote Bohne
      Alors le coup est accepté

  Règle: On peut très bien échanger plusieurs cartes contre une seule

    @003/trade.unequal
    Plan du scénario: <donne> contre <reçoit>
      Soit la main de Stéphane est Blaue Bohne, Blaue Bohne
      Et la main d'Anne est Rote Bohne, Rote Bohne, Rote Bohne
      Quand Stéphane échange <donne> avec Anne contre <reçoit>
      Alors le coup est accepté
      Et Stéphane a mis de côté <reçoit>
      Et Anne a mis de côté <donne>

      Exemples:
        | donne                                                             | reçoit            |
        | le Sojabohne visible, le Gartenbohne visible et deux Blaue Bohnen | un Rote Bohne     |
        | un Blaue Bohne                                                    | trois Rote Bohnen |

  Règle: Les cartes échangées sont posées à part : jamais en main, jamais dans un autre marchandage

    @003/trade.set-aside
    Scénario: Les cartes reçues sont posées à part et n'entrent dans aucun autre marchandage
      Soit la main de Stéphane est Blaue Bohne
      Et la main d'Anne est Rote Bohne
      Quand Stéphane échange le Sojabohne visible avec Anne contre un Rote Bohne
      Alors la main de Stéphane est Blaue Bohne
      Et Stéphane a mis de côté Rote Bohne
      Et Anne a mis de côté Sojabohne
      Et la main d'Anne est vide
      Quand Stéphane donne le Rote Bohne à Marc
      Alors le coup est refusé par la règle 003/trade.set-aside
      Et le refus dit "Rote Bohne est mis de côté par Stéphane pour la troisième action et ne peut plus être échangé"
      Et le refus cite la règle
      Quand Anne donne le Sojabohne à Stéphane
      Alors le coup est refusé par la règle 003/trade.set-aside
      Et le refus dit "Sojabohne est mis de côté par Anne pour la troisième action et ne peut plus être échangé"

  Règle: On ne modifie pas l'ordre de sa main ; toute carte peut être échangée ; elle ne sort qu'à l'accord

    @003/trade.hand-position
    Scénario: Une carte du milieu de la main s'échange, les autres gardent leur ordre
      Soit la main de Stéphane est Feuerbohne, Rote Bohne, Blaue Bohne, Saubohne
      Et la main d'Anne est Brechbohne, Augenbohne, Sojabohne
      Quand Stéphane échange un Blaue Bohne de sa main avec Anne contre un Augenbohne
      Alors la main de Stéphane est Feuerbohne, Rote Bohne, Saubohne
      Et la main d'Anne est Brechbohne, Sojabohne
      Et Anne a mis de côté Blaue Bohne

    @003/trade.hand-position
    Scénario: Une carte proposée reste dans la main tant que l'affaire n'est pas conclue
      # Stéphane propose son Rote Bohne, personne n'en veut : aucun coup n'arrive à l'arbitre.
      Soit la main de Stéphane est Rote Bohne, Blaue Bohne
      Quand Stéphane termine la phase 2
      Alors la main de Stéphane est Rote Bohne, Blaue Bohne

  Règle: Pendant toute la deuxième action, on peut aussi faire des cadeaux

    @003/donate.allowed @003/donate.active-cards
    Scénario: Stéphane offre une carte retournée et une carte de sa main
      Soit la main de Stéphane est Blaue Bohne, Feuerbohne
      Quand Stéphane donne le Gartenbohne visible à Marc
      Et Stéphane donne un Feuerbohne de sa main à Léa
      Alors le coup est accepté
      Et Marc a mis de côté Gartenbohne
      Et Léa a mis de côté Feuerbohne
      Et la main de Stéphane est Blaue Bohne
      Et les cartes visibles sont Sojabohne

    @003/donate.allowed
    Scénario: Pas de cadeau en dehors de la deuxième action
      Soit c'est au tour de Stéphane, phase 1
      Et il n'y a aucune carte visible
      Et la main de Stéphane est Blaue Bohne, Feuerbohne
      Quand Stéphane donne un Feuerbohne à Marc
      Alors le coup est refusé par la règle 003/turn.order
      Et le refus dit "les dons se font pendant la deuxième action, pas pendant la première action"

    @003/donate.to-active
    Scénario: Les autres n'offrent que des cartes de leur main, et forcément au joueur dont c'est le tour
      Soit la main d'Anne est Rote Bohne
      Et le champ 1 d'Anne contient 2 Feuerbohnen
      Quand Anne donne un Rote Bohne à Marc
      Alors le coup est refusé par la règle 003/donate.to-active
      Et le refus dit "Anne ne peut donner qu'au joueur actif (Stéphane)"
      Et le refus cite la règle
      Quand Anne donne un Feuerbohne à Stéphane
      Alors le coup est refusé par la règle 003/trade.other-cards
      Et le refus dit "Feuerbohne n'est pas dans la main d'Anne"
      Quand Anne donne un Rote Bohne à Stéphane
      Alors le coup est accepté
      Et Stéphane a mis de côté Rote Bohne

  Règle: Personne n'est obligé d'accepter un cadeau

    @003/donate.consent
    Scénario: Un cadeau refusé ne déplace rien
      # Anne offre son Rote Bohne à Stéphane, qui refuse : aucun coup n'arrive à l'arbitre.
      Soit la main d'Anne est Rote Bohne, Saubohne
      Quand Stéphane termine la phase 2
      Alors la main d'Anne est Rote Bohne, Saubohne
      Et Anne a mis de côté rien
      Et Stéphane a mis de côté Sojabohne, Gartenbohne

  Règle: On peut continuer à marchander après que les deux cartes retournées ont trouvé preneur

    @003/trade.continue
    Scénario: Les deux cartes retournées parties, Stéphane échange encore des cartes de sa main
      Soit la main de Stéphane est Feuerbohne, Blaue Bohne
      Et la main d'Anne est Rote Bohne, Saubohne
      Quand Stéphane donne le Sojabohne visible et le Gartenbohne visible à Marc
      Alors il n'y a aucune carte visible
      Quand Stéphane échange un Blaue Bohne avec Anne contre un Saubohne
      Alors le coup est accepté
      Et Stéphane a mis de côté Saubohne
      Et Marc a mis de côté Sojabohne, Gartenbohne

  Règle: L'action s'arrête quand plus personne ne veut échanger ni offrir

    @003/step2.end
    Scénario: Le joueur dont c'est le tour arrête la deuxième action ; la troisième commence
      # décisions original-1997.step2-end et step2.who-ends.
      Soit la main de Stéphane est Blaue Bohne
      Et la main d'Anne est Rote Bohne
      Quand Stéphane échange le Sojabohne visible avec Anne contre un Rote Bohne
      Et Anne termine la phase 2
      Alors le coup est refusé par la règle 003/step2.end
      Et le refus dit "seul le joueur actif termine la deuxième action"
      Et le refus cite la règle
      Quand Stéphane termine la phase 2
      Alors c'est au tour de Stéphane, phase 3
      Et les joueurs qui doivent encore planter sont Stéphane et Anne
      Et Stéphane a mis de côté Rote Bohne, Gartenbohne
