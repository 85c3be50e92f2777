Feature: The bean duel for 2 players
  Two players play the bean duel: the rules for 3 to 7 players with these changes (rulebook
  002, "The bean duel for 2 players"). A duel turn has steps of its own: 1. plant or discard
  the offered cards, 2. plant one or two cards and discard one, 3. draw three cards (and
  matching discards), plant some and offer the rest, 4. draw two cards. Steps are numbered
  as in the duel ("it is Steve's turn, step 3" is the duel's step 3); step 4 has no choice
  in it and follows at once. Decisions: duel.discard-count (one card), duel.offer-unplantable
  (an offered card is planted where it fits, after a harvest if he likes, or discarded),
  duel.end-timing (the deck running out in step 3: step 3 is played out, then the game
  ends; in step 4: at once).

  Background:
    Given a rio-grande-2000 game with Steve and Anna

  Rule: Two players play the duel, without the Garden and the Cocoa beans

    @002/duel.overview
    Scenario: Two players are dealt five cards each and plant as in the normal game
      When Anna deals from the stacked deck Chili, Soy, Blue, Red, Stink, Soy, Wax, Wax, Green, Green and 20 Wax
      Then the hand sizes in seat order are 5, 5
      And every player has 2 empty fields
      And Steve's hand is Chili, Blue, Stink, Wax, Green
      And it is Steve's turn, step 2
      When Steve plants the Blue in field 1
      Then the move is refused by rule 002/step1.front-card
      When Steve plants the Chili in field 1
      Then Steve's field 1 holds Chili
      And Steve's hand is Blue, Stink, Wax, Green

    @002/duel.removed
    Scenario: The duel is played without the Garden and the Cocoa beans
      When the cards are dealt with seed 1
      Then every Garden card is out of the game
      And every Cocoa card is out of the game
      And 144 cards are in play
      And the draw deck holds 134 cards

  Rule: Harvests only on one's own turn; a third field's coins leave the game

    @002/duel.harvest
    Scenario: A player may sell beans only on his own turn
      Given it is Steve's turn, step 2
      And Anna's field 1 holds 3 Chili
      And Steve's field 1 holds 3 Chili
      When Anna harvests field 1
      Then the move is refused by rule 002/duel.harvest
      And Anna's field 1 holds 3 Chili
      When Steve harvests field 1
      Then the move is allowed
      And Steve has 1 gold coin

    @002/duel.field3
    Scenario: The three gold coins paid for a third field go into the box
      Given it is Steve's turn, step 2
      And Steve has 3 gold coins
      When Steve buys a third field
      Then Steve has 3 fields
      And Steve has 0 gold coins
      And the discard pile is empty
      And 3 cards have left the game
      And 3 gold coins have gone into the box

  Rule: The first exhaustion of the draw deck ends the duel

    @002/duel.end @002/duel.step4
    Scenario: The duel ends when the draw deck is exhausted for the first time, in step 4 at once
      Given it is Steve's turn, step 3
      And Steve's hand is Blue
      And the draw deck is Red, Green
      And the discard pile is 5 Wax
      When Steve ends step 3
      Then the draw deck has been exhausted 1 time
      And the game is over
      And Steve's hand is Blue, Red, Green
      And the discard pile is 5 Wax

    @002/duel.end @002/duel.step3.draw
    Scenario: The draw deck running out in step 3: the player finishes step 3, then the game ends
      # decision duel.end-timing: the cards drawn are played out; no step 4.
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Blue
      And Anna's field 1 holds 3 Stink
      And the draw deck is Soy, Red
      And the discard pile is 4 Wax
      When Steve plants the Chili in field 1
      And Steve ends step 2
      Then the draw deck has been exhausted 1 time
      And the drawn cards are Soy, Red
      And the game is not over
      And it is Steve's turn, step 3
      When Steve plants the drawn Soy in field 2
      And Steve ends step 3
      Then the game is over
      And Steve's hand is Blue
      And the final scores are Steve 0 and Anna 1
      And Anna wins

  Rule: A duel turn: offered cards, planting and a discard, the extended draw and the offer, drawing

    @002/duel.turn
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

    @002/duel.turn
    Scenario: The steps of a duel turn come in their order
      Given it is Steve's turn, step 1
      And Anna left Soy as an offer
      And Steve's hand is Chili, Blue
      When Steve plants the Chili in field 1
      Then the move is refused by rule 002/duel.step1
      When Steve discards the Blue from his hand
      Then the move is refused by rule 002/duel.step1
      When Steve ends step 3
      Then the move is refused by rule 002/duel.step3.offer
      When Anna ends step 3
      Then the move is refused by rule 002/duel.step3.offer

    @002/duel.turn
    Scenario: The duel has no trading: a trade is refused for what it is, in any step
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Blue
      And Anna's hand is Soy
      When Steve trades the Chili to Anna for the Soy
      Then the move is refused by rule 002/duel.turn
      And the refusal says "the bean duel has no trading"
      When Anna donates the Soy to Steve
      Then the move is refused by rule 002/duel.turn
      And the refusal says "the bean duel has no donations"

    @002/duel.step1
    Scenario: The player plants or discards the cards his opponent offered
      Given it is Steve's turn, step 1
      And Anna left Soy, Red as an offer
      And Steve's hand is Chili
      When Steve plants the offered Soy in field 1
      Then it is Steve's turn, step 1
      And the offered cards are Red
      When Steve discards the offered Red
      Then Steve's field 1 holds Soy
      And the discard pile is Red
      And the offered cards are nothing
      And it is Steve's turn, step 2

    @002/duel.step1
    Scenario: Only the offered cards are planted or discarded in step 1
      Given it is Steve's turn, step 1
      And Anna left Soy as an offer
      And Steve's hand is Red
      When Steve plants the offered Red in field 1
      Then the move is refused by rule 002/duel.step1
      When Steve discards the offered Red
      Then the move is refused by rule 002/duel.step1

    @002/duel.step1
    Scenario: An offered card that fits no field may be discarded
      # decision duel.offer-unplantable
      Given it is Steve's turn, step 1
      And Anna left Soy as an offer
      And Steve's hand is Red
      And Steve's field 1 holds 2 Chili
      And Steve's field 2 holds 2 Blue
      Then Steve can plant the Soy nowhere
      When Steve plants the offered Soy in field 1
      Then the move is refused by rule 002/field.one-variety
      When Steve discards the offered Soy
      Then the move is allowed
      And the discard pile is Soy
      And it is Steve's turn, step 2

    @002/duel.step1 @002/duel.harvest
    Scenario: To plant an offered card that fits no field, the player may harvest on his turn
      # decision duel.offer-unplantable: making room is allowed, it is his own turn.
      Given it is Steve's turn, step 1
      And Anna left Soy as an offer
      And Steve's hand is Red
      And Steve's field 1 holds 3 Chili
      And Steve's field 2 holds 2 Blue
      When Steve harvests field 1
      And Steve plants the offered Soy in field 1
      Then Steve's field 1 holds Soy
      And Steve has 1 gold coin
      And it is Steve's turn, step 2

    @002/duel.step1.first-turn
    Scenario: The starting player has no offer to take on his first turn
      When the cards are dealt with seed 1
      Then it is Steve's turn, step 2
      And the offered cards are nothing

    @002/duel.step1 @002/duel.step3.offer
    Scenario: When every drawn card was planted, nothing is offered and the next turn starts at step 2
      Given it is Steve's turn, step 3
      And the face-up cards are Soy
      And Steve's field 1 holds Soy
      And Anna's hand is Chili
      And the draw deck is 12 Wax
      When Steve plants the drawn Soy in field 1
      And Steve ends step 3
      Then the offered cards are nothing
      And it is Anna's turn, step 2

    @002/duel.step2
    Scenario: After planting, the player may discard one card from anywhere in his hand
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Soy, Red, Blue
      And the draw deck is 12 Wax
      When Steve discards the Red from his hand
      Then the move is refused by rule 002/duel.step2
      When Steve plants the Chili in field 1
      And Steve discards the Red from his hand
      Then Steve's hand is Soy, Blue
      And the discard pile is Red
      And it is Steve's turn, step 3

    @002/duel.step2 @002/step1.second-card
    Scenario: The player may plant a second card before discarding, or end step 2 without a discard
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Chili, Red, Blue
      And the draw deck is 12 Wax
      When Steve plants the Chili in field 1
      And Steve plants the Chili in field 1
      Then it is Steve's turn, step 2
      And Steve's field 1 holds 2 Chili
      When Steve ends step 2
      Then it is Steve's turn, step 3
      And Steve's hand is Red, Blue
      And the discard pile is empty

    @002/duel.step2
    Scenario: The card discarded must come from the player's hand
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Soy
      And Steve's field 2 holds 2 Blue
      When Steve plants the Chili in field 1
      And Steve discards the Blue from his hand
      Then the move is refused by rule 002/duel.step2

    @002/duel.step2
    Scenario: Only one card may be discarded in step 2
      # decision duel.discard-count: "one card". After the discard step 3 begins; a second
      # discard breaks duel.step2.
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Soy, Red, Blue
      And the draw deck is 12 Wax
      When Steve plants the Chili in field 1
      And Steve discards the Red from his hand
      Then it is Steve's turn, step 3
      And the drawn cards are Wax, Wax, Wax
      When Steve discards the Blue from his hand
      Then the move is refused by rule 002/duel.step2

    @002/duel.step3 @002/duel.step3.draw
    Scenario: The active player turns up the three top cards of the draw deck
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Soy
      And the draw deck is Wax, Blue, Red and 10 Wax
      When Steve plants the Chili in field 1
      And Steve ends step 2
      Then it is Steve's turn, step 3
      And the face-up cards are Wax, Blue, Red
      And the draw deck holds 10 cards

    @002/duel.step3 @002/duel.step3.draw
    Scenario: With nothing left in his hand after planting, the player turns up the three cards at once
      Given it is Steve's turn, step 2
      And Steve's hand is Chili
      And the draw deck is Wax, Blue, Red and 10 Wax
      When Steve plants the Chili in field 1
      Then it is Steve's turn, step 3
      And the drawn cards are Wax, Blue, Red

    @002/duel.step3.discard-chain
    Scenario: Matching cards from the top of the discard pile join the drawn cards
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Stink
      And the discard pile is Chili, Soy, Blue, Red
      And the draw deck is Blue, Red, Wax and 10 Wax
      When Steve plants the Chili in field 1
      And Steve ends step 2
      Then the face-up cards are Blue, Red, Wax, Red, Blue
      And the discard pile is Chili, Soy

    @002/duel.step3.discard-chain
    Scenario: The discard chain takes every matching card down to the first that matches none
      # The card discarded in step 2 is on top of the pile: it may come back in the chain.
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Soy
      And the discard pile is Red, Wax, Soy, Soy
      And the draw deck is Green, Soy, Black-eyed and 10 Green
      When Steve plants the Chili in field 1
      And Steve discards the Soy from his hand
      Then the drawn cards are Green, Soy, Black-eyed, Soy, Soy, Soy
      And the discard pile is Red, Wax

    @002/duel.step3.discard-chain
    Scenario: The discard pile gives nothing when its top card matches none of the drawn cards
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Stink
      And the discard pile is Blue, Red
      And the draw deck is Blue, Soy, Wax and 10 Wax
      When Steve plants the Chili in field 1
      And Steve ends step 2
      Then the drawn cards are Blue, Soy, Wax
      And the discard pile is Blue, Red

    @002/duel.step3 @002/duel.step3.plant
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

    @002/duel.step3.plant
    Scenario: The cards taken from the discard pile are planted like the cards drawn
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Stink
      And the discard pile is Soy, Soy
      And the draw deck is Soy, Red, Wax and 10 Wax
      When Steve plants the Chili in field 1
      And Steve ends step 2
      And Steve plants the drawn Soy in field 2
      And Steve plants the drawn Soy in field 2
      And Steve plants the drawn Soy in field 2
      Then Steve's field 2 holds 3 Soy
      And the drawn cards are Red, Wax

    @002/duel.step3.plant
    Scenario: Only the drawn cards are planted in step 3
      Given it is Steve's turn, step 3
      And the face-up cards are Soy, Red, Wax
      And Steve's hand is Blue
      When Steve plants the Blue in field 1
      Then the move is refused by rule 002/duel.step3.plant

    @002/duel.step3 @002/duel.step3.offer
    Scenario: The drawn cards he does not plant are left as an offer to the opponent
      Given it is Steve's turn, step 3
      And the face-up cards are Soy, Red, Wax
      And Anna's hand is Chili
      And the draw deck is 12 Wax
      When Steve ends step 3
      Then the offered cards are Soy, Red, Wax
      And the face-up cards are nothing
      And it is Anna's turn, step 1

    @002/duel.step3.offer
    Scenario: Only the active player leaves the offer, once the cards are drawn
      Given it is Steve's turn, step 2
      And Steve's hand is Chili, Soy
      When Anna leaves the drawn cards as an offer
      Then the move is refused by rule 002/duel.step3.offer
      When Steve leaves the drawn cards as an offer
      Then the move is refused by rule 002/duel.step3.offer

    @002/duel.step3.note
    Scenario: The extended draw lets a player grow a field and earn more gold
      Given it is Steve's turn, step 3
      And the face-up cards are Blue, Blue, Blue
      And Steve's field 1 holds 3 Blue
      When Steve plants the Blue in field 1
      And Steve plants the Blue in field 1
      And Steve plants the Blue in field 1
      And Steve harvests field 1
      Then Steve has 2 gold coins

    @002/duel.step4
    Scenario: The active player draws two cards to the back of his hand
      Given it is Steve's turn, step 3
      And the face-up cards are Soy, Red, Wax
      And Steve's hand is Chili
      And Anna's hand is Soy
      And the draw deck is Red, Green and 10 Wax
      When Steve ends step 3
      Then Steve's hand is Chili, Red, Green
      And the draw deck holds 10 cards
      And it is Anna's turn, step 1
