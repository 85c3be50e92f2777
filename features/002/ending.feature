Feature: Ending and scoring
  The game ends when the draw deck is exhausted for the third time; the fields are sold and
  the most gold wins, ties going to the most cards in hand (rulebook 002, "Ending and
  scoring"). The deck is exhausted the moment its last card is drawn (decision
  deck.exhaustion-moment).

  Background:
    Given a rio-grande-2000 game with Steve, Anna, Mark and Lea
    And Anna's hand is Chili, Soy

  Rule: The third exhaustion of the draw deck ends the game

    @002/end.exhaustion @002/deck.reshuffle
    Scenario: The second exhaustion does not end the game: the discard pile is reshuffled
      Given it is Steve's turn, step 3
      And Steve has set aside Soy
      And the draw deck has been exhausted 1 time
      And the draw deck is Red, Green, Stink
      And the discard pile is 5 Wax
      When Steve plants the Soy in field 1
      Then the draw deck has been exhausted 2 times
      And the game is not over
      And it is Anna's turn, step 1
      And the draw deck is 5 Wax

    @002/end.exhaustion @002/end.step4
    Scenario: The third exhaustion during step 4 ends the game at once, the cards drawn kept
      # decision end.step4-partial-draw
      Given it is Steve's turn, step 3
      And Steve has set aside Soy
      And Steve's hand is Blue
      And the draw deck has been exhausted 2 times
      And the draw deck is Red, Green
      And the discard pile is 5 Wax
      When Steve plants the Soy in field 1
      Then the draw deck has been exhausted 3 times
      And the game is over
      And Steve's hand is Blue, Red, Green

    @002/end.step2
    Scenario: The third exhaustion during step 2 turns up one card; the game ends after step 3
      # decision end.step2-one-card
      Given it is Steve's turn, step 1
      And Steve's hand is Chili
      And the draw deck has been exhausted 2 times
      And the draw deck is Garden
      When Steve plants the Chili in field 1
      Then it is Steve's turn, step 2
      And the face-up cards are Garden
      And the draw deck has been exhausted 3 times
      And the game is not over
      When Steve ends step 2
      And Steve plants the Garden in field 2
      Then the game is over
      And Steve's hand is empty

  Rule: The fields are sold; the most gold wins, then the most cards in hand

    @002/end.scoring @002/overview.goal
    Scenario: At the end every field is sold, single cards included, and the most gold wins
      # decision end.final-harvest: the protection of single cards does not apply.
      Given it is Steve's turn, step 3
      And Steve has set aside Soy
      And Steve's hand is Blue
      And Steve's field 1 holds 2 Soy
      And Steve has 2 gold coins
      And Anna's field 1 holds 4 Chili
      And Anna's field 2 holds Stink
      And Anna has 3 gold coins
      And Mark has 1 gold coin
      And the draw deck has been exhausted 2 times
      And the draw deck is Red, Green
      When Steve plants the Soy in field 1
      Then the game is over
      And the final scores are Steve 3, Anna 4, Mark 1 and Lea 0
      And Anna wins
      And Anna's fields are empty
      And Steve's fields are empty
      And Steve's hand is Blue, Red, Green
      And Anna's hand is Chili, Soy

    @002/end.tie-break
    Scenario: Players tied on gold are separated by the cards left in their hands
      Given it is Steve's turn, step 3
      And Steve has set aside Soy
      And Steve's hand is Blue
      And Steve has 4 gold coins
      And Anna has 4 gold coins
      And the draw deck has been exhausted 2 times
      And the draw deck is Red, Green
      When Steve plants the Soy in field 1
      Then the final scores are Steve 4, Anna 4
      And Steve holds 3 cards
      And Anna holds 2 cards
      And Steve wins

    @002/end.tie-break
    Scenario: Players still tied after counting their hands share the victory
      # decision end.unbroken-tie
      Given it is Steve's turn, step 3
      And Steve has set aside Soy
      And Steve's hand is Blue
      And Steve has 4 gold coins
      And Anna has 4 gold coins
      And Anna's hand is Chili, Soy, Wax
      And the draw deck has been exhausted 2 times
      And the draw deck is Red, Green
      When Steve plants the Soy in field 1
      Then the final scores are Steve 4 and Anna 4
      And the winners are Steve and Anna
