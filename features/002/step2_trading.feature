Feature: Step 2, draw, trade and donate bean cards
  The active player turns up two cards, then trades and donates them and cards of his hand
  with the other players (rulebook 002, "Step 2", "2. Draw, trade & donate bean cards",
  "Rules for trading/donating" and "Donations"). A trade or a donation reaches the referee
  only once both players have accepted it (decision trade.consent).

  Background:
    Given a rio-grande-2000 game with Steve, Anna, Mark and Lea
    And it is Steve's turn, step 2
    And the face-up cards are Garden, Soy
    And the draw deck is 12 Wax

  Rule: The active player turns up the two top cards of the draw deck

    @002/step2.face-up @002/step2.summary
    Scenario: After planting, the active player turns up the two top cards of the draw deck
      Given it is Steve's turn, step 1
      And the face-up cards are nothing
      And Steve's hand is Chili
      And the draw deck is Garden, Soy and 10 Wax
      When Steve plants the Chili in field 1
      Then it is Steve's turn, step 2
      And the face-up cards are Garden, Soy
      And the draw deck holds 10 cards

  Rule: The active player may keep, trade or donate the face-up cards

    @example @002/example.2 @002/example.2.figure @002/step2.keep
    Scenario: Steve keeps the Garden bean and trades the Soy bean for a Red bean (example 2)
      Given it is Steve's turn, step 1
      And the face-up cards are nothing
      And Steve's hand is Stink, Blue
      And Anna's hand is Red, Chili
      And the draw deck is Garden, Soy and 10 Wax
      When Steve plants the Stink in field 1
      And Steve ends step 1
      Then the face-up cards are Garden, Soy
      When Steve keeps the face-up Garden
      Then Steve has set aside Garden
      And the face-up cards are Soy
      When Steve trades the face-up Soy to Anna for a Red
      Then Steve has set aside Garden, Red
      And Anna has set aside Soy
      And Anna's hand is Chili
      And the face-up cards are nothing

    @002/step2.keep @002/trade.set-aside
    Scenario: A face-up card the active player keeps is set aside and can no longer be traded
      Given Steve's hand is Blue
      And Anna's hand is Red
      When Steve keeps the face-up Garden
      And Steve trades the Garden to Anna for a Red
      Then the move is refused by rule 002/trade.set-aside
      When Anna keeps the face-up Soy
      Then the move is refused by rule 002/step2.keep

    @002/step2.keep
    Scenario: Face-up cards still on the table when step 2 ends are kept by the active player
      # decision step2.kept-cards: they fall to the active player, to be planted in step 3.
      Given Steve's hand is Blue
      When Steve ends step 2
      Then Steve has set aside Garden, Soy
      And the face-up cards are nothing
      And Steve's hand is Blue

    @002/step2.trade-donate @002/donate.active-cards @002/donate.to-active
    Scenario: The active player trades and donates, and receives donations
      Given Steve's hand is Chili, Blue
      And Anna's hand is Red
      And Mark's hand is Stink, Green
      When Steve donates the face-up Garden to Mark
      And Steve donates a Blue from his hand to Lea
      And Mark donates a Green to Steve
      And Steve trades the face-up Soy to Anna for a Red
      Then Mark has set aside Garden
      And Lea has set aside Blue
      And Steve has set aside Green, Red
      And Anna has set aside Soy
      And Steve's hand is Chili
      And Mark's hand is Stink

  Rule: Every trade involves the active player and one other player

    @002/trade.parties
    Scenario: The other players may not trade among themselves
      Given Anna's hand is Red
      And Mark's hand is Soy
      When Anna trades a Red to Mark for a Soy
      Then the move is refused by rule 002/trade.parties

    @002/donate.to-active
    Scenario: The other players may donate only to the active player
      Given Anna's hand is Red
      When Anna donates a Red to Mark
      Then the move is refused by rule 002/donate.to-active
      When Anna donates a Red to Steve
      Then the move is allowed
      And Steve has set aside Red

  Rule: The active player gives face-up cards and hand cards; the others only hand cards

    @example @002/example.3 @002/trade.active-cards
    Scenario: Steve trades the face-up Soy and a Blue bean from his hand for a Red bean (example 3)
      Given Steve's hand is Chili, Blue, Wax
      And Anna's hand is Stink, Red
      When Steve trades the face-up Soy and a Blue from his hand to Anna for a Red
      Then the move is allowed
      And Steve's hand is Chili, Wax
      And Steve has set aside Red
      And Anna has set aside Soy, Blue
      And Anna's hand is Stink
      And the face-up cards are Garden

    @002/trade.active-cards
    Scenario: The active player may not trade a card from his fields
      Given Steve's field 1 holds 2 Chili
      And Steve's hand is Blue
      And Anna's hand is Red
      When Steve trades a Chili to Anna for a Red
      Then the move is refused by rule 002/trade.active-cards

    @002/trade.other-cards
    Scenario: The other players trade and donate only cards from their hands
      Given Steve's hand is Blue
      And Anna's hand is Red
      And Anna's field 1 holds 2 Chili
      When Anna donates a Chili to Steve
      Then the move is refused by rule 002/trade.other-cards
      When Steve trades a Blue to Anna for the face-up Soy
      Then the move is refused by rule 002/trade.other-cards

    @002/trade.continue
    Scenario: Once the face-up cards are gone, the active player goes on trading from his hand
      Given Steve's hand is Chili, Blue
      And Anna's hand is Red, Stink
      When Steve donates the face-up Garden and the face-up Soy to Mark
      Then the face-up cards are nothing
      When Steve trades a Blue to Anna for a Stink
      Then the move is allowed
      And Steve has set aside Stink
      And Mark has set aside Garden, Soy

  Rule: Received cards are set aside, never taken into the hand, and never passed on

    @002/trade.set-aside @002/trade.set-aside.reminder
    Scenario: Received cards are set aside and may not be traded or donated again
      Given Steve's hand is Blue
      And Anna's hand is Red
      When Steve trades the face-up Soy to Anna for a Red
      Then Steve's hand is Blue
      And Steve has set aside Red
      And Anna's hand is nothing
      And Anna has set aside Soy
      When Steve donates the Red to Mark
      Then the move is refused by rule 002/trade.set-aside
      When Anna donates the Soy to Steve
      Then the move is refused by rule 002/trade.set-aside

    @002/trade.hand-position
    Scenario: Cards may be traded from anywhere in the hand, which keeps its order
      Given Steve's hand is Chili, Soy, Blue, Stink
      And Anna's hand is Red, Green, Black-eyed
      When Steve trades a Blue from his hand to Anna for a Green
      Then Steve's hand is Chili, Soy, Stink
      And Anna's hand is Red, Black-eyed
      And Anna has set aside Blue

  Rule: Donations need not be accepted; giving cards away spares planting them

    @002/donate.consent
    Scenario: An offer that is refused moves nothing; only an accepted donation moves cards
      # Anna offers her Red and Steve refuses: no move reaches the referee.
      Given Anna's hand is Red, Stink
      When Steve ends step 2
      Then Anna's hand is Red, Stink
      And Steve has set aside Garden, Soy

    @002/donate.consent
    Scenario: An accepted donation moves the cards from the hand only then
      Given Anna's hand is Red, Stink
      When Anna donates a Stink to Steve
      Then Anna's hand is Red
      And Steve has set aside Stink

    @002/donate.preferable @002/trade.purpose @002/step2.keep
    Scenario: Cards given away, face-up or from the hand, need not be planted by the giver
      Given Steve's hand is Chili, Cocoa
      When Steve donates the face-up Garden to Mark
      And Steve donates a Cocoa from his hand to Mark
      And Steve ends step 2
      Then Steve has set aside Soy
      And Steve's hand is Chili
      And Mark has set aside Garden, Cocoa

  Rule: The active player ends step 2; what was drawn, traded and donated is planted next

    @002/step2.to-plant @002/step2.end
    Scenario: When the active player ends step 2, every face-up and received card waits to be planted
      Given Steve's hand is Blue
      And Anna's hand is Red
      When Steve trades the face-up Soy to Anna for a Red
      And Anna ends step 2
      Then the move is refused by rule 002/step2.end
      When Steve ends step 2
      Then it is Steve's turn, step 3
      And the players still to plant are Steve and Anna
      And Steve has set aside Red, Garden
      And the face-up cards are nothing
