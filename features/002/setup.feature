Feature: Preparation
  The deal, the starting hands, the draw deck and the starting player (rulebook 002,
  "Preparation"). The dealer defaults to the last seat, so the first seat starts; the cards
  are dealt one at a time, clockwise from the dealer's left (decisions dealer.who and
  deal.order).

  Background:
    Given a rio-grande-2000 game with Steve, Anna, Mark and Lea

  Rule: The dealer deals five cards to each player: the starting hands

    @002/setup.deal @002/setup.figure.hand
    Scenario: Each player starts with five bean cards in his hand
      When the cards are dealt with seed 7
      Then the hand sizes in seat order are 5, 5, 5, 5

    @002/setup.pick-up @002/setup.figure.first-card
    Scenario: The players keep their cards in the order they were dealt, first card in front
      When Lea deals from the stacked deck Chili, Soy, Red, Blue, Wax, Green, Stink, Black-eyed, Garden, Cocoa, Chili, Soy, Red, Blue, Wax, Green, Stink, Black-eyed, Garden, Cocoa and 10 Wax
      Then Steve's hand is Chili, Wax, Garden, Red, Stink
      And Anna's hand is Soy, Green, Cocoa, Blue, Black-eyed
      And Mark's hand is Red, Stink, Chili, Wax, Garden
      And Lea's hand is Blue, Black-eyed, Soy, Green, Cocoa
      And Steve can plant the Chili only in fields 1 and 2

  Rule: The hand keeps its order: cards are planted in the order received

    @002/setup.hand-order @002/setup.figure.first-card @002/step1.front-card
    Scenario: Only the first card of the hand may be planted; sorting the hand is impossible
      Given it is Steve's turn, step 1
      And Steve's hand is Chili, Soy, Red
      And the draw deck is 12 Wax
      Then Steve can plant the Soy nowhere
      When Steve plants the Soy in field 1
      Then the move is refused by rule 002/step1.front-card
      When Steve plants the Chili in field 1
      Then Steve's hand is Soy, Red

  Rule: The rest of the cards form the draw deck; the discard pile starts empty

    @002/setup.draw-deck
    Scenario: The undealt cards are the draw deck and the discard pile is empty
      When the cards are dealt with seed 7
      Then the draw deck holds 110 cards
      And the discard pile is empty

    @002/setup.third-field-box @002/field.two-fields
    Scenario: The third bean field cards stay in the box: every farm starts with two fields
      When the cards are dealt with seed 7
      Then every player has 2 empty fields
      And Steve has 0 gold coins

  Rule: The player to the left of the dealer starts

    @002/setup.starting-player
    Scenario: The player to the dealer's left starts, and is dealt the first card
      When Anna deals from the stacked deck Garden, Soy, Red, Blue and 20 Wax
      Then it is Mark's turn, step 1
      And Mark's hand is Garden, Wax, Wax, Wax, Wax
      And Lea's hand is Soy, Wax, Wax, Wax, Wax

    @002/setup.starting-player
    Scenario: By default the last seat deals, so the first seat starts
      When the cards are dealt with seed 3
      Then it is Steve's turn, step 1
