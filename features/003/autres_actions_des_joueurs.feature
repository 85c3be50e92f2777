# language: fr
Fonctionnalité: Autres actions des joueurs
  Tous les joueurs peuvent à tout moment, même en dehors de leur tour, vendre toutes les cartes
  d'un champ, ou acheter un troisième champ ; les promesses n'obligent personne (003 : « Autres
  actions des joueurs »), avec le préréglage original-1997-fr-003. « À tout moment » se lit :
  entre deux actions (décision harvest.during-other-actions).

  Contexte:
    Soit une partie original-1997-fr-003 avec Stéphane, Anne, Marc et Léa
    Et la main de Stéphane est Blaue Bohne
    Et la pioche est 12 Blaue Bohnen

  Règle: Tous les joueurs peuvent vendre un champ à tout moment, même en dehors de leur tour

    @003/harvest.any-time
    Plan du scénario: Anne vend toutes les cartes d'un champ pendant la phase <phase> du tour de Stéphane
      Soit c'est au tour de Stéphane, phase <phase>
      Et le champ 1 d'Anne contient 4 Feuerbohnen
      Quand Anne vend le champ 1
      Alors le coup est accepté
      Et Anne a 1 taler
      Et le champ 1 d'Anne est vide
      Et la défausse est 3 Feuerbohnen

      Exemples:
        | phase |
        | 1     |
        | 2     |
        | 3     |

  Règle: Ils peuvent de même acheter un troisième champ

    @003/field3.any-time
    Plan du scénario: Anne achète son troisième champ pendant la phase <phase> du tour de Stéphane
      Soit c'est au tour de Stéphane, phase <phase>
      Et Anne a 3 talers
      Quand Anne achète un troisième champ
      Alors le coup est accepté
      Et Anne a 3 champs
      Et Anne a 0 taler

      Exemples:
        | phase |
        | 1     |
        | 2     |
        | 3     |

  Règle: Les promesses ne sont pas obligées d'être tenues

    @003/promises.not-binding
    Scénario: L'arbitre accepte l'échange conclu, quoi qu'on ait promis
      # décision promises.not-binding : l'arbitre ne connaît pas les promesses. Anne a promis à
      # Stéphane un Rote Bohne pour son Sojabohne ; elle lui donne un Saubohne, et il accepte.
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne, Gartenbohne
      Et la main d'Anne est Rote Bohne, Saubohne
      Quand Stéphane échange le Sojabohne visible avec Anne contre un Saubohne
      Alors le coup est accepté
      Et Stéphane a mis de côté Saubohne
      Et Anne a mis de côté Sojabohne
      Et la main d'Anne est Rote Bohne
