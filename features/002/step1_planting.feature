Feature: Step 1, plant bean cards
  The active player must plant the first card of his hand, and may plant the next one
  (rulebook 002, "Step 1" and "1. Plant bean cards").

  Background:
    Given a rio-grande-2000 game with Steve, Anna, Mark and Lea
    And it is Steve's turn, step 1
    And the draw deck is 12 Wax

  Rule: The active player must plant the first card of his hand

    @002/step1.front-card @002/step1.summary
    Scenario: The first card must be planted before anything else in step 1
      Given Steve's hand is Chili, Soy
      When Steve ends step 1
      Then the move is refused by rule 002/step1.front-card
      When Steve plants the Soy in field 1
      Then the move is refused by rule 002/step1.front-card
      When Steve plants the Chili in field 1
      Then the move is allowed
      And Steve's hand is Soy
      And it is Steve's turn, step 1

  Rule: A matching card may go on its field; a card that matches no field goes on an empty one

    @002/step1.matching-field
    Scenario: A matching card may go on its field, a new variety on an empty field
      Given Steve's hand is Chili, Soy
      And Steve's field 1 holds Chili
      Then Steve can plant the Chili only in fields 1 and 2
      When Steve plants the Chili in field 1
      Then Steve can plant the Soy only in field 2
      When Steve plants the Soy in field 2
      Then Steve's field 1 holds 2 Chili
      And Steve's field 2 holds Soy

    @002/step1.matching-field @contrast
    Scenario Outline: A card matching a field may open an empty field in English, not in French (<edition>)
      # 002 says "he may plant it there"; 000.1 says "il doit la planter là" (must).
      Given a <edition> game with Steve, Anna, Mark and Lea
      And Steve's hand is Chili
      And Steve's field 1 holds Chili
      Then Steve can plant the Chili only in <fields>
      When Steve plants the Chili in field 2
      Then the move is <verdict>

      Examples:
        | edition         | fields         | verdict                                    |
        | rio-grande-2000 | fields 1 and 2 | allowed                                    |
        | amigo-fr        | field 1        | refused by rule 000.1/step1.matching-field |

  Rule: A card that fits no field forces the player to make room first

    @002/step1.forced-harvest @002/overview.forced-sales @002/harvest.nothing
    Scenario: A first card that fits no field forces a harvest, even one that earns nothing
      Given Steve's hand is Soy
      And Steve's field 1 holds 2 Chili
      And Steve's field 2 holds 4 Stink
      Then Steve can plant the Soy nowhere
      When Steve plants the Soy in field 1
      Then the move is refused by rule 002/step1.forced-harvest
      When Steve harvests field 1
      Then Steve has 0 gold coins
      And the discard pile is 2 Chili
      When Steve plants the Soy in field 1
      Then Steve's field 1 holds Soy

    @002/step1.forced-harvest @002/field3.any-time
    Scenario: Buying a third field also makes room for the first card
      # decision step1.forced-harvest-or-buy
      Given Steve's hand is Soy
      And Steve's field 1 holds 2 Chili
      And Steve's field 2 holds 4 Stink
      And Steve has 3 gold coins
      When Steve buys a third field
      And Steve plants the Soy in field 3
      Then Steve's field 3 holds Soy
      And Steve's field 1 holds 2 Chili
      And Steve has 0 gold coins

  Rule: The active player may plant the next card in the same manner, in the same field or not

    @002/step1.second-card
    Scenario: The second card is optional
      Given Steve's hand is Chili, Soy
      When Steve plants the Chili in field 1
      And Steve ends step 1
      Then it is Steve's turn, step 2
      And Steve's hand is Soy

    @002/step1.second-card
    Scenario: The second card is planted like the first, making room if it fits no field
      # decision step1.second-card-room
      Given Steve's hand is Chili, Soy
      And Steve's field 1 holds 2 Chili
      And Steve's field 2 holds 3 Stink
      When Steve plants the Chili in field 1
      And Steve plants the Soy in field 2
      Then the move is refused by rule 002/step1.forced-harvest
      When Steve harvests field 2
      And Steve plants the Soy in field 2
      Then Steve's field 2 holds Soy
      And Steve has 1 gold coin
      And it is Steve's turn, step 2

    @002/step1.same-field @002/step1.second-card
    Scenario: The two cards may go in the same field
      Given Steve's hand is Chili, Chili, Soy
      When Steve plants the Chili in field 1
      And Steve plants the Chili in field 1
      Then Steve's field 1 holds 2 Chili
      And Steve's field 2 holds nothing

    @002/step1.same-field
    Scenario: The two cards may go in different fields
      Given Steve's hand is Chili, Soy
      When Steve plants the Chili in field 1
      And Steve plants the Soy in field 2
      Then Steve's field 1 holds Chili
      And Steve's field 2 holds Soy

  Rule: Never a third card in step 1

    @002/step1.no-third
    Scenario: After two cards step 2 begins, and the third card stays in the hand
      Given Steve's hand is Chili, Chili, Chili
      When Steve plants the Chili in field 1
      And Steve plants the Chili in field 1
      Then it is Steve's turn, step 2
      And Steve's hand is Chili
      When Steve plants the Chili in field 1
      Then the move is refused by rule 002/step1.no-third
      And the refusal quotes the rulebook

  Rule: A player with no cards in his hand omits step 1

    @002/step1.empty-hand
    Scenario: A player whose hand is empty starts his turn at step 2
      Given it is Lea's turn, step 3
      And Lea has set aside Soy
      And Steve's hand is empty
      And the draw deck is Wax, Wax, Wax, Garden, Red and 10 Wax
      When Lea plants the Soy in field 1
      Then Lea's hand is 3 Wax
      And it is Steve's turn, step 2
      And the face-up cards are Garden, Red

    @002/step1.empty-hand
    Scenario: A turn that would start step 1 with an empty hand is already in step 2
      # The referee never waits in step 1 with an empty hand: the step is omitted, so the
      # position described in step 1 is played on into step 2.
      Given Steve's hand is empty
      And the draw deck is Garden, Red and 10 Wax
      Then it is Steve's turn, step 2
      And the face-up cards are Garden, Red
      When Steve plants the Chili in field 1
      Then the move is refused by rule 002/turn.order
