Feature: Step 4, draw new bean cards
  The active player draws three cards one at a time to the back of his hand, the discard
  pile becomes the new draw deck when the deck runs out, and the player to the left takes
  his turn (rulebook 002, "Step 4" and "4. Draw new bean cards"). The referee plays step 4
  as soon as the last card of step 3 is planted.

  Background:
    Given a rio-grande-2000 game with Steve, Anna, Mark and Lea
    And it is Steve's turn, step 3
    And Steve has set aside Soy
    And Steve's hand is Chili, Blue
    And Anna's hand is Stink

  Rule: The active player draws three cards one at a time, each behind the last card of his hand

    @002/step4.summary @002/step4.draw @002/setup.hand-order
    Scenario: The three cards drawn go to the back of the hand in the order drawn
      Given the draw deck is Red, Green, Stink and 10 Wax
      When Steve plants the Soy in field 1
      Then Steve's hand is Chili, Blue, Red, Green, Stink
      And the draw deck holds 10 cards

  Rule: An exhausted draw deck is replaced by the shuffled discard pile

    @002/deck.reshuffle
    Scenario: When the draw deck runs out, the discard pile is shuffled into a new draw deck
      Given the draw deck is Red, Green
      And the discard pile is 6 Wax
      When Steve plants the Soy in field 1
      Then Steve's hand is Chili, Blue, Red, Green, Wax
      And the draw deck has been exhausted 1 time
      And the draw deck is 5 Wax
      And the discard pile is empty

    @002/deck.reshuffle @002/end.exhaustion
    Scenario: A deck that runs out while the discard pile is empty counts once, and is formed when a card is needed
      # decision deck.empty-discard: the text counts the times the deck is exhausted; with an
      # empty discard pile there is nothing to shuffle yet, so the deck stays empty until a
      # card must be drawn, and the count does not go up again.
      Given the draw deck is Red, Green
      And the discard pile is empty
      And the draw deck has been exhausted 1 time
      And Mark's field 1 holds 4 Chili
      When Steve plants the Soy in field 1
      Then Steve's hand is Chili, Blue, Red, Green
      And the draw deck has been exhausted 2 times
      And the draw deck holds 0 cards
      And it is Anna's turn, step 1
      When Mark harvests field 1
      And Anna plants the Stink in field 1
      Then it is Anna's turn, step 2
      And the face-up cards are Chili, Chili
      And the draw deck is Chili
      And the draw deck has been exhausted 2 times

  Rule: Then the player to the left takes his turn

    @002/turn.next-player
    Scenario: After drawing, the turn passes to the player on the left
      Given the draw deck is 12 Wax
      When Steve plants the Soy in field 1
      Then it is Anna's turn, step 1

    @002/turn.next-player
    Scenario: After the last seat, the turn passes to the first seat
      Given it is Lea's turn, step 3
      And Lea has set aside Soy
      And Steve has set aside nothing
      And the draw deck is 12 Wax
      When Lea plants the Soy in field 1
      Then it is Steve's turn, step 1
      And Lea's hand is 3 Wax
