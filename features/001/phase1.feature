# language: fr
Fonctionnalité: Ladybohn : phase 1, jouer des cartes haricots
  Le joueur actif plante la 1ère carte de sa main, puis peut planter la 2ème de la même façon ;
  s'il ne peut pas, il vend d'abord un champ ; sans carte en main, la phase est ignorée (001 :
  « Phase 1. Jouer des cartes haricots »). Les haricots se plantent en phases 1 et 3.

  Contexte:
    Soit une partie ladybohn avec Stéphane, Anne et Marc, au barème d'essai
    Et c'est au tour de Stéphane, phase 1

  Règle: La 1ère carte de la main se plante d'abord

    @001/step1.front-card
    Scénario: La carte de devant se plante avant les autres
      Soit la main de Stéphane est Rote Bohne, Blaue Bohne
      Quand Stéphane plante le Blaue Bohne dans le champ 1
      Alors le coup est refusé par la règle 001/step1.front-card
      Et le refus cite la règle
      Quand Stéphane plante le Rote Bohne dans le champ 1
      Alors le coup est accepté

  Règle: Sans champ de sa famille ni champ libre, il faut d'abord vendre un champ

    @001/step1.forced-harvest
    Scénario: Pas de place : le joueur vend un champ, puis plante
      # décision ladybohn.make-room-or : vendre seulement s'il n'y a ni champ de la famille
      # ni champ libre.
      Soit la main de Stéphane est Rote Bohne
      Et le champ 1 de Stéphane contient 2 Blaue Bohnen
      Et le champ 2 de Stéphane contient 2 Feuerbohnen
      Quand Stéphane plante le Rote Bohne dans le champ 1
      Alors le coup est refusé par la règle 001/step1.forced-harvest
      Quand Stéphane vend le champ 1
      Et Stéphane plante le Rote Bohne dans le champ 1
      Alors le coup est accepté

    @001/step1.forced-harvest
    Scénario: Un champ libre suffit : pas de vente forcée
      Soit la main de Stéphane est Rote Bohne
      Et le champ 1 de Stéphane contient 2 Blaue Bohnen
      Alors Stéphane ne peut planter le Rote Bohne que dans le champ 2

    @001/step1.see-protection
    Scénario: La vente forcée respecte la règle du champ d'une seule carte
      Soit la main de Stéphane est Rote Bohne
      Et le champ 1 de Stéphane contient Blaue Bohne
      Et le champ 2 de Stéphane contient 3 Feuerbohnen
      Quand Stéphane vend le champ 1
      Alors le coup est refusé par la règle 001/harvest.protection
      Quand Stéphane vend le champ 2
      Alors le coup est accepté

  Règle: La 2ème carte peut se planter de la même façon

    @001/step1.second-card
    Scénario: Le joueur plante une 2ème carte de la même façon
      Soit la main de Stéphane est Rote Bohne, Blaue Bohne, Saubohne
      Quand Stéphane plante le Rote Bohne dans le champ 1
      Et Stéphane plante le Blaue Bohne dans le champ 2
      Alors le coup est accepté
      Et c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Saubohne

    @001/step1.second-card
    Scénario: Le joueur peut aussi s'arrêter après la 1ère carte
      Soit la main de Stéphane est Rote Bohne, Blaue Bohne, Saubohne
      Et le champ 1 de Stéphane contient 2 Saubohnen
      Quand Stéphane plante le Rote Bohne dans le champ 2
      Et Stéphane termine la phase 1
      Alors c'est au tour de Stéphane, phase 2
      Et la main de Stéphane est Blaue Bohne, Saubohne

    @001/step1.same-field @001/overview.translation
    Scénario: Deux cartes de la même famille vont dans le même champ
      # « Ces deux cartes ne doivent pas être plantées dans le même champ » contredit
      # « doivent être plantés dans le même champ » quand elles sont de la même famille ; la
      # traduction se dit basée sur « ma compréhension des règles allemandes » : la phrase est
      # peut-être une traduction littérale de « müssen nicht » (pas obligé), ce que le texte
      # allemand, absent ici, ne permet pas de vérifier.  Décision ladybohn.second-plant-field :
      # la 2ème carte suit les mêmes règles que la 1ère.
      Soit la main de Stéphane est Rote Bohne, Rote Bohne miss
      Quand Stéphane plante le Rote Bohne dans le champ 1
      Alors Stéphane ne peut planter le Rote Bohne miss que dans le champ 1
      Quand Stéphane plante le Rote Bohne miss dans le champ 1
      Alors le coup est accepté
      Et le champ 1 de Stéphane est, de bas en haut, Rote Bohne et Rote Bohne miss

  Règle: Sans carte en main, la phase 1 est ignorée ; on ne plante qu'en phases 1 et 3

    @001/step1.empty-hand
    Scénario: Une main vide passe directement à la phase 2
      Soit la main de Stéphane est vide
      Et la pioche est Sojabohne, Augenbohne et 5 Brechbohnen
      Alors c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Sojabohne, Augenbohne

    @001/turn.planting-phases
    Scénario: Pas de carte de la main plantée en phase 2
      Soit c'est au tour de Stéphane, phase 2
      Et les cartes visibles sont Saubohne
      Et la main de Stéphane est Rote Bohne
      Quand Stéphane plante le Rote Bohne dans le champ 1
      Alors le coup est refusé par la règle 001/turn.order
