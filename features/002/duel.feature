Feature: The bean duel for 2 players
  Two players play the bean duel: the rules for 3 to 7 players with these changes (rulebook
  002, "The bean duel for 2 players"). The engine does not implement the duel yet (issue 4):
  every scenario here is @pending, must fail today, and turns the suite red once it passes,
  so that the tag is removed. The scenarios say how the rules want the duel to behave; the
  duel-only steps (offers, discards) get their bodies with the duel.

  Background:
    Given a rio-grande-2000 game with Steve and Anna

  Rule: Two players play the duel, without the Garden and the Cocoa beans

    @pending @002/duel.overview
    Scenario: Two players are dealt five cards each
      When the cards are dealt with seed 1
      Then the hand sizes in seat order are 5, 5
      And every player has 2 empty fields

    @pending @002/duel.removed
    Scenario: The duel is played without the Garden and the Cocoa beans
      When the cards are dealt with seed 1
      Then every Garden card is out of the game
      And every Cocoa card is out of the game
      And 144 cards are in play

  Rule: Harvests only on one's own turn; a third field's coins leave the game

    @pending @002/duel.harvest
    Scenario: A player may sell beans only on his own turn
      Given it is Steve's turn, step 2
      And Anna's field 1 holds 3 Chili
      And Steve's field 1 holds 3 Chili
      When Anna harvests field 1
      Then the move is refused by rule 002/duel.harvest
      When Steve harvests field 1
      Then the move is allowed

    @pending @002/duel.field3
    Scenario: The three gold coins paid for a third field go into the box
      Given it is Steve's turn, step 2
      And Steve has 3 gold coins
      When Steve buys a third field
      Then Steve has 3 fields
      And Steve has 0 gold coins
      And the discard pile is empty
      And 3 cards have left the game

  Rule: The first exhaustion of the draw deck ends the duel

    @pending @002/duel.end
    Scenario: The duel ends when the draw deck is exhausted for the first time
      Given it is Steve's turn, step 3
      And Steve's hand is Blue
      And the draw deck is Red, Green
      When Steve ends step 3
      Then the draw deck has been exhausted 1 time
      And the game is over
      And Steve's hand is Blue, Red, Green

  Rule: A duel turn: offered cards, planting and a discard, the extended draw and the offer, drawing

    @pending @002/duel.turn
    Scenario: A duel turn goes through its four steps in order
      Given it is Steve's turn, step 1
      And Anna left Soy as an offer
      And Steve's hand is Chili, Blue
      And the draw deck is Wax, Red, Stink, Green, Black-eyed and 10 Wax
      When Steve plants the offered Soy in field 1
      Then it is Steve's turn, step 2
      When Steve plants the Chili in field 2
      And Steve ends step 2
      Then it is Steve's turn, step 3
      And the face-up cards are Wax, Red, Stink
      When Steve ends step 3
      Then the offered cards are Wax, Red, Stink
      And Steve's hand is Blue, Green, Black-eyed
      And it is Anna's turn, step 1

    @pending @002/duel.step1
    Scenario: The player plants or discards the cards his opponent offered
      Given it is Steve's turn, step 1
      And Anna left Soy, Red as an offer
      And Steve's hand is Chili
      When Steve plants the offered Soy in field 1
      And Steve discards the offered Red
      Then Steve's field 1 holds Soy
      And the discard pile is Red
      And it is Steve's turn, step 2

    @pending @002/duel.step1.first-turn
    Scenario: The starting player has no offer to take on his first turn
      When the cards are dealt with seed 1
      Then it is Steve's turn, step 2

    @pending @002/duel.step2
    Scenario: After planting, the player may discard one card from anywhere in his hand
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Soy, Red, Blue
      When Steve plants the Chili in field 1
      And Steve discards the Red from his hand
      Then Steve's hand is Soy, Blue
      And the discard pile is Red
      When Steve discards the Blue from his hand
      Then the move is refused by rule 002/duel.step2

    @pending @002/duel.step3 @002/duel.step3.draw
    Scenario: The active player turns up the three top cards of the draw deck
      Given it is Steve's turn, step 2
      And Steve's hand is Chili
      And the draw deck is Wax, Blue, Red and 10 Wax
      When Steve plants the Chili in field 1
      And Steve ends step 2
      Then it is Steve's turn, step 3
      And the face-up cards are Wax, Blue, Red
      And the draw deck holds 10 cards

    @pending @002/duel.step3.discard-chain
    Scenario: Matching cards from the top of the discard pile join the drawn cards
      Given it is Steve's turn, step 2
      And Steve's hand is Chili
      And the discard pile is Chili, Soy, Blue, Red
      And the draw deck is Blue, Red, Wax and 10 Wax
      When Steve plants the Chili in field 1
      And Steve ends step 2
      Then the face-up cards are Blue, Red, Wax, Red, Blue
      And the discard pile is Chili, Soy

    @pending @002/duel.step3.plant
    Scenario: The player plants the drawn cards he wants, selling beans to make room
      Given it is Steve's turn, step 3
      And the face-up cards are Soy, Red, Wax
      And Steve's field 1 holds 2 Soy
      And Steve's field 2 holds 4 Chili
      When Steve plants the Soy in field 1
      And Steve harvests field 2
      And Steve plants the Red in field 2
      Then Steve's field 1 holds 3 Soy
      And Steve's field 2 holds Red
      And Steve has 1 gold coin
      And the face-up cards are Wax

    @pending @002/duel.step3.offer
    Scenario: The drawn cards he does not plant are left as an offer to the opponent
      Given it is Steve's turn, step 3
      And the face-up cards are Soy, Red, Wax
      And Anna's hand is Chili
      And the draw deck is 12 Wax
      When Steve ends step 3
      Then the offered cards are Soy, Red, Wax
      And it is Anna's turn, step 1

    @pending @002/duel.step3.note
    Scenario: The extended draw lets a player grow a field and earn more gold
      Given it is Steve's turn, step 3
      And the face-up cards are Blue, Blue, Blue
      And Steve's field 1 holds 3 Blue
      When Steve plants the Blue in field 1
      And Steve plants the Blue in field 1
      And Steve plants the Blue in field 1
      And Steve harvests field 1
      Then Steve has 2 gold coins

    @pending @002/duel.step4
    Scenario: The active player draws two cards to the back of his hand
      Given it is Steve's turn, step 3
      And Steve's hand is Chili
      And Anna's hand is Soy
      And the draw deck is Red, Green and 10 Wax
      When Steve ends step 3
      Then Steve's hand is Chili, Red, Green
      And it is Anna's turn, step 1
