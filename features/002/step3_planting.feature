Feature: Step 3, plant traded and donated beans
  Every player plants the cards he received, and the active player the face-up cards he
  kept, in the order each likes; step 3 ends when all are planted (rulebook 002, "Step 3"
  and "3. Plant traded & donated beans"; decisions step3.who-ends, step3.player-order).

  Background:
    Given a rio-grande-2000 game with Steve, Anna, Mark and Lea
    And it is Steve's turn, step 3
    And Anna's hand is Chili
    And the draw deck is 12 Wax

  Rule: All players must plant every card they received, in the order they like

    @002/step3.summary @002/step3.plant-all
    Scenario: Each player plants all his received cards in his own order, then step 4 follows
      Given Steve has set aside Red, Garden
      And Anna has set aside Soy
      And Steve's hand is Blue
      When Steve plants the Garden in field 2
      Then the players still to plant are Steve and Anna
      When Anna plants the Soy in field 1
      Then the players still to plant are Steve
      When Steve plants the Red in field 1
      Then nobody has cards left to plant
      And Steve's hand is Blue, Wax, Wax, Wax
      And it is Anna's turn, step 1

    @002/step3.plant-all
    Scenario: Only the cards set aside are planted in step 3
      Given Steve has set aside Red
      And Steve's hand is Blue
      When Steve plants the Blue in field 1
      Then the move is refused by rule 002/step3.plant-all

    @example @002/example.4
    Scenario: Steve plants the Red bean on his first field and the Garden bean on his second (example 4)
      Given it is Steve's turn, step 2
      And the face-up cards are Soy, Garden
      And Steve's hand is Blue, Chili
      And Anna's hand is Red, Stink
      When Steve trades the face-up Soy and a Blue from his hand to Anna for a Red
      And Steve ends step 2
      Then Steve has set aside Red, Garden
      When Steve plants the Red in field 1
      And Steve plants the Garden in field 2
      Then Steve's field 1 holds Red
      And Steve's field 2 holds Garden
      And the players still to plant are Anna

  Rule: Players may harvest at any time, and must make room for a card that fits no field

    @002/step3.harvest @002/harvest.any-time
    Scenario: A player harvests in the middle of step 3 to plant his received card
      Given Anna has set aside Soy
      And Anna's field 1 holds 3 Chili
      And Anna's field 2 holds 2 Stink
      When Anna harvests field 1
      And Anna plants the Soy in field 1
      Then Anna has 1 gold coin
      And Anna's field 1 holds Soy

    @002/step3.make-room
    Scenario: A received card that fits no field is refused until a field is emptied
      Given Anna has set aside Soy
      And Anna's field 1 holds 3 Chili
      And Anna's field 2 holds 2 Stink
      Then Anna can plant the Soy nowhere
      When Anna plants the Soy in field 1
      Then the move is refused by rule 002/step3.make-room
      When Anna harvests field 2
      And Anna plants the Soy in field 2
      Then Anna's field 2 holds Soy

    @002/step3.make-room @002/field3.any-time
    Scenario: Buying a third field makes room for a received card
      Given Anna has set aside Soy
      And Anna's field 1 holds 3 Chili
      And Anna's field 2 holds 2 Stink
      And Anna has 3 gold coins
      When Anna buys a third field
      And Anna plants the Soy in field 3
      Then Anna has 3 fields
      And Anna's field 3 holds Soy
      And Anna has 0 gold coins
