# language: fr
Fonctionnalité: Autres actions
  À tout moment, à son tour ou non, un joueur peut vendre un champ ou acheter son troisième
  champ ; les promesses ne lient personne (règle 000, seconde partie : « Autres actions »), avec
  le préréglage original-1997-fr. « À tout moment » se lit : entre deux actions (décision
  harvest.during-other-actions).

  Contexte:
    Soit une partie original-1997-fr avec Stéphane, Anne, Marc et Léa
    Et la main de Stéphane est haricot bleu
    Et la pioche est 12 haricots bleus

  Règle: Chacun peut vendre un champ à tout moment, que ce soit son tour ou non

    @000.2/harvest.any-time
    Plan du scénario: Anne vend un champ pendant la phase <phase> du tour de Stéphane
      Soit c'est au tour de Stéphane, phase <phase>
      Et le champ 1 d'Anne contient 3 haricots de feu
      Quand Anne vend le champ 1
      Alors le coup est accepté
      Et Anne a 1 pièce d'or

      Exemples:
        | phase |
        | 1     |
        | 2     |
        | 3     |

  Règle: De même pour l'achat du troisième champ

    @000.2/field3.any-time
    Plan du scénario: Anne achète son troisième champ pendant la phase <phase> du tour de Stéphane
      Soit c'est au tour de Stéphane, phase <phase>
      Et Anne a 3 pièces d'or
      Quand Anne achète un troisième champ
      Alors le coup est accepté
      Et Anne a 3 champs
      Et Anne a 0 pièce d'or

      Exemples:
        | phase |
        | 1     |
        | 2     |
        | 3     |

  Règle: Les joueurs peuvent faire des promesses, sans être obligés de les tenir

    @000.2/promises.not-binding
    Scénario: L'arbitre accepte l'échange conclu, quoi qu'on ait promis
      # décision promises.not-binding : l'arbitre ne connaît pas les promesses. Anne a promis un
      # haricot rouge contre le haricot Soya ; elle donne un gros haricot, Stéphane accepte.
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont haricot Soya, haricot du jardin
      Et la main d'Anne est haricot rouge, gros haricot
      Quand Stéphane échange le haricot Soya visible avec Anne contre un gros haricot
      Alors le coup est accepté
      Et Stéphane a mis de côté gros haricot
      Et la main d'Anne est haricot rouge
