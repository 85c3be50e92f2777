Feature: Playing the game
  A turn has four steps: plant, draw and trade, plant the traded and kept beans, draw new
  cards; then the player to the left takes his turn (rulebook 002, "Playing the game").
  Step 4 has no choice in it: the referee plays it as soon as step 3 is over.

  Background:
    Given a rio-grande-2000 game with Steve, Anna, Mark and Lea
    And it is Steve's turn, step 1

  Rule: The active player plants, draws and trades, plants what he received, then draws

    @002/turn.order @002/step1.summary @002/step2.summary @002/step4.summary @002/turn.next-player
    Scenario: A whole turn runs steps 1 to 4, then the player to the left starts his turn
      Given Steve's hand is Chili, Soy, Blue
      And Anna's hand is Red, Stink
      And the draw deck is Chili, Soy, Green, Black-eyed, Red and 10 Wax
      When Steve plants the Chili in field 1
      Then it is Steve's turn, step 1
      When Steve plants the Soy in field 2
      Then it is Steve's turn, step 2
      And the face-up cards are Chili, Soy
      When Steve ends step 2
      Then it is Steve's turn, step 3
      And Steve has set aside Chili, Soy
      When Steve plants the Chili in field 1
      And Steve plants the Soy in field 2
      Then Steve's hand is Blue, Green, Black-eyed, Red
      And it is Anna's turn, step 1

    @002/turn.order
    Scenario: Only the active player plants from his hand in step 1
      Given Steve's hand is Chili
      And Anna's hand is Soy
      When Anna plants the Soy in field 1
      Then the move is refused by rule 002/turn.order

    @002/turn.order
    Scenario: Trading waits for step 2
      Given Steve's hand is Chili, Soy
      And Anna's hand is Red
      When Steve trades a Soy from his hand to Anna for a Red
      Then the move is refused by rule 002/turn.order
