Feature: Buying a third bean field
  Once in the game, at any time, a player may buy a third field for three gold coins, paid
  from the top of his earnings stack onto the discard pile (rulebook 002, "Buying a third
  bean field"; at 3 and at 6-7 players see player_counts.feature).

  Background:
    Given a rio-grande-2000 game with Steve, Anna, Mark and Lea
    And it is Steve's turn, step 1
    And Steve's hand is Chili
    And the draw deck is 12 Wax

  Rule: Each player may buy one third field, at any time

    @002/field3.once @002/field3.figure
    Scenario: A player buys his third field once only
      Given Anna has 6 gold coins
      When Anna buys a third field
      Then Anna has 3 fields
      And Anna has 3 gold coins
      When Anna buys a third field
      Then the move is refused by rule 002/field3.once
      And Anna has 3 fields

    @002/field3.any-time
    Scenario Outline: A player may buy his third field when he is not active (step <step>)
      Given it is Steve's turn, step <step>
      And Anna has 3 gold coins
      When Anna buys a third field
      Then the move is allowed
      And Anna has 3 fields

      Examples:
        | step |
        | 1    |
        | 2    |
        | 3    |

  Rule: The third field costs three gold coins, the topmost of the earnings stack

    @002/field3.cost
    Scenario: The third field costs three gold coins, which go to the discard pile
      Given Anna has 4 gold coins
      When Anna buys a third field
      Then Anna has 1 gold coin
      And the discard pile holds 3 cards

    @002/field3.cost
    Scenario: The three topmost coins go one at a time onto the discard pile, the deepest ending on top
      # decision field3.payment-order: "moved one at a time, top first", "so the deepest of
      # them ends on top of the pile". The engine puts the topmost coin on top (reported bug).
      Given Anna's earnings stack holds Soy, Red, Chili, Stink
      When Anna buys a third field
      Then Anna's earnings stack holds Soy
      And the discard pile is Stink, Chili, Red

    @002/field3.use
    Scenario: The third field may be planted at once
      Given Steve's field 1 holds 2 Red
      And Steve's field 2 holds 2 Blue
      And Steve has 3 gold coins
      When Steve buys a third field
      And Steve plants the Chili in field 3
      Then Steve's field 3 holds Chili

  Rule: Without enough gold coins a player may not buy, nor borrow

    @002/field3.coins-needed
    Scenario: A player with fewer than three gold coins may not buy, even if others are rich
      Given Anna has 2 gold coins
      And Mark has 9 gold coins
      When Anna buys a third field
      Then the move is refused by rule 002/field3.coins-needed
      And Anna has 2 fields
      And Anna has 2 gold coins
