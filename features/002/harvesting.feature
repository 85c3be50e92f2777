Feature: Harvesting and selling beans
  Any player may sell a whole field at any time; the beanometer says how many of its cards
  become gold coins, the others go to the discard pile; a single card is protected unless
  every field holds one card (rulebook 002, "Harvesting and selling beans").

  Background:
    Given a rio-grande-2000 game with Steve, Anna, Mark and Lea
    And it is Steve's turn, step 1
    And Steve's hand is Chili
    And the draw deck is 12 Wax

  Rule: Any player may harvest at any time

    @002/harvest.any-time
    Scenario Outline: A player who is not active may harvest in step <step>
      Given it is Steve's turn, step <step>
      And Anna's field 1 holds 3 Chili
      When Anna harvests field 1
      Then the move is allowed
      And Anna has 1 gold coin

      Examples:
        | step |
        | 1    |
        | 2    |
        | 3    |

  Rule: A harvest sells the whole field; the beanometer gives the coins, the rest is discarded

    @002/harvest.whole-field @002/harvest.coins
    Scenario: A harvest sells every card of the field
      Given Mark's field 1 holds 7 Stink
      When Mark harvests field 1
      Then Mark's field 1 holds nothing
      And Mark has 3 gold coins
      And Mark's earnings stack holds 3 Stink
      And the discard pile is 4 Stink

    @example @002/example.5 @002/harvest.coins
    Scenario: Mark's three Chili beans earn one gold coin and two go to the discard pile (example 5)
      Given Mark's field 1 holds 3 Chili
      When Mark harvests field 1
      Then Mark has 1 gold coin
      And Mark's earnings stack holds Chili
      And the discard pile is 2 Chili

    @example @002/example.6 @002/harvest.nothing
    Scenario: Mark's two Chili beans earn no gold coin (example 6)
      Given Mark's field 1 holds 2 Chili
      When Mark harvests field 1
      Then Mark has 0 gold coins
      And the discard pile is 2 Chili
      And Mark's field 1 holds nothing

  Rule: Any field of two or more cards may be sold; a single card only if every field holds one

    @002/harvest.choice
    Scenario Outline: Any field with two or more cards may be sold (field <field>)
      Given Mark's field 1 holds 2 Chili
      And Mark's field 2 holds 3 Soy
      When Mark harvests field <field>
      Then the move is allowed
      And Mark's field <field> holds nothing

      Examples:
        | field |
        | 1     |
        | 2     |

    @002/harvest.choice
    Scenario: An empty field has nothing to sell
      Given Mark's field 1 holds 2 Chili
      When Mark harvests field 2
      Then the move is refused by rule 002/harvest.choice

    @002/harvest.protection
    Scenario: A single card is protected while another field holds more
      Given Mark's field 1 holds Stink
      And Mark's field 2 holds 3 Chili
      When Mark harvests field 1
      Then the move is refused by rule 002/harvest.protection
      When Mark harvests field 1
      Then the refusal quotes the rulebook

    @002/harvest.protection
    Scenario: A single card beside an empty field stays protected
      # decision harvest.protection-empty-field: an empty field does not hold "just one card".
      Given Mark's field 1 holds Stink
      When Mark harvests field 1
      Then the move is refused by rule 002/harvest.protection

    @002/harvest.protection
    Scenario: With the planted-fields reading, a single card beside an empty field may be sold
      Given the rule option protection is planted-fields
      And Mark's field 1 holds Stink
      When Mark harvests field 1
      Then the move is allowed
      And the discard pile is Stink

    @002/harvest.single-choice @002/harvest.protection
    Scenario Outline: When every field holds one card, the player chooses which to sell (field <field>)
      Given Mark's field 1 holds Stink
      And Mark's field 2 holds Soy
      When Mark harvests field <field>
      Then the move is allowed
      And Mark's field <field> holds nothing
      And the discard pile is <sold>

      Examples:
        | field | sold  |
        | 1     | Stink |
        | 2     | Soy   |
