Feature: Game components
  The box, the bean cards and their beanometers, the gold coins and the bean fields
  (rulebook 002: the cover, "Overview" and "Game components").
  Fields are numbered from 1, as the rulebook's "first field"; fields and piles are listed
  bottom card first, hands front card first, the draw deck top card first.

  Background:
    Given a rio-grande-2000 game with Steve, Anna, Mark and Lea

  Rule: The box holds 154 bean cards of eleven varieties, each variety in its own number

    @002/setup.components @002/components.varieties
    Scenario: The box holds 154 bean cards in eleven varieties of different sizes
      When the cards are dealt with seed 1
      Then the box holds 154 bean cards:
        | variety    | cards |
        | Coffee     | 24    |
        | Wax        | 22    |
        | Blue       | 20    |
        | Chili      | 18    |
        | Stink      | 16    |
        | Green      | 14    |
        | Soy        | 12    |
        | Black-eyed | 10    |
        | Red        | 8     |
        | Garden     | 6     |
        | Cocoa      | 4     |
      And there are 11 bean varieties

  Rule: The beanometer tells how many cards of a variety earn one, two, three or four coins

    @002/beanometer @002/beanometer.figure
    Scenario: Each variety's beanometer gives the fewest cards that earn 1, 2, 3 and 4 gold coins
      # Checked by selling fields of each size through the referee ("-": no field earns it).
      Then the beanometers pay:
        | variety    | 1 coin | 2 coins | 3 coins | 4 coins |
        | Coffee     | 4      | 7       | 10      | 12      |
        | Wax        | 4      | 7       | 9       | 11      |
        | Blue       | 4      | 6       | 8       | 10      |
        | Chili      | 3      | 6       | 8       | 9       |
        | Stink      | 3      | 5       | 7       | 8       |
        | Green      | 3      | 5       | 6       | 7       |
        | Soy        | 2      | 4       | 6       | 7       |
        | Black-eyed | 2      | 4       | 5       | 6       |
        | Red        | 2      | 3       | 4       | 5       |
        | Garden     | -      | 2       | 3       | -       |
        | Cocoa      | -      | 2       | 3       | 4       |

    @example @002/example.1 @002/beanometer
    Scenario Outline: Selling <cards> Stink beans earns <coins> gold coins (example 1)
      Given it is Steve's turn, step 1
      And Mark's field 1 holds <cards> Stink
      And Mark's field 2 holds Soy
      When Mark harvests field 1
      Then the move is allowed
      And Mark has <coins> gold coins

      Examples:
        | cards | coins |
        | 1     | 0     |
        | 2     | 0     |
        | 3     | 1     |
        | 4     | 1     |
        | 5     | 2     |
        | 6     | 2     |
        | 7     | 3     |
        | 8     | 4     |
        | 9     | 4     |
        | 12    | 4     |

    @002/overview.more-beans
    Scenario: More beans of the same variety earn more gold
      Then a field of 3 Chili sells for 1 gold coin
      And a field of 6 Chili sells for 2 gold coins
      And a field of 8 Chili sells for 3 gold coins
      And a field of 9 Chili sells for 4 gold coins

  Rule: Gold coins are bean cards flipped to their gold coin side

    @002/coins.flip-side @002/coins.figure @002/harvest.coins
    Scenario: The coins earned are sold bean cards turned over; the rest go to the discard pile
      Given Mark's field 1 holds 5 Stink
      When Mark harvests field 1
      Then Mark has 2 gold coins
      And Mark's earnings stack holds 2 Stink
      And the discard pile is 3 Stink
      And Mark's field 1 holds nothing

  Rule: Each player's bean farm has two fields, three once he buys one

    @002/field.farm @002/field.two-fields
    Scenario: Every player's farm starts with two empty bean fields
      When the cards are dealt with seed 2
      Then every player has 2 empty fields

    @002/overview.fields @002/field.two-fields @002/field3.use
    Scenario: A player plants in two fields, or in three once he has bought the third
      Given it is Steve's turn, step 1
      And Steve's hand is Chili
      And Steve's field 1 holds 2 Red
      And Steve's field 2 holds 2 Blue
      And Steve has 3 gold coins
      And the draw deck is 12 Wax
      When Steve plants the Chili in field 3
      Then the move is refused by rule 002/field.two-fields
      When Steve buys a third field
      And Steve plants the Chili in field 3
      Then Steve has 3 fields
      And Steve's field 3 holds Chili

  Rule: A field holds one variety at a time, as many cards of it as the player can get

    @002/field.one-variety
    Scenario: A field of one variety refuses a card of another variety
      Given it is Steve's turn, step 1
      And Steve's hand is Soy
      And Steve's field 1 holds 2 Chili
      And the draw deck is 12 Wax
      When Steve plants the Soy in field 1
      Then the move is refused by rule 002/field.one-variety
      When Steve plants the Soy in field 2
      Then the move is allowed

    @002/field.one-variety
    Scenario: A field takes as many cards of its variety as the player can get
      Given it is Steve's turn, step 1
      And Steve's hand is Chili
      And Steve's field 1 holds 10 Chili
      And the draw deck is 12 Wax
      When Steve plants the Chili in field 1
      Then Steve's field 1 holds 11 Chili

    @002/field.overlap
    Scenario: A planted card goes on top of the overlapping row of its field
      Given it is Steve's turn, step 1
      And Steve's hand is Chili
      And Steve's field 1 holds 2 Chili
      And the draw deck is 12 Wax
      When Steve plants the Chili in field 1
      Then Steve's field 1 holds 3 Chili
      And the card Steve planted last is on top of field 1

    @002/field.figure @002/field.one-variety
    Scenario: A field emptied by a harvest may be planted with any variety
      Given it is Steve's turn, step 1
      And Steve's hand is Soy
      And Steve's field 1 holds 3 Chili
      And Steve's field 2 holds 2 Red
      And the draw deck is 12 Wax
      When Steve harvests field 1
      And Steve plants the Soy in field 1
      Then Steve's field 1 holds Soy
