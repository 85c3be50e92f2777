Feature: Step 2, offers and their answers
  Trades and donations are negotiated with checked moves (decisions trade.consent and
  trade.standing-offers): an offer names the cards given exactly and asks for cards by
  variety and count; the other player accepts it, naming which of his cards meet the
  request, or declines it; the offerer may withdraw it. Cards move only on acceptance
  (rulebook 002, "Rules for trading/donating" and "Donations").

  Background:
    Given a rio-grande-2000 game with Steve, Anna, Mark and Lea
    And it is Steve's turn, step 2
    And the face-up cards are Garden, Soy
    And the draw deck is 12 Wax
    And Steve's hand is Blue, Stink
    And Anna's hand is Chili, Blue, Red
    And Mark's hand is Chili, Cocoa

  Rule: Cards leave a hand only once the trade is accepted

    @002/trade.hand-position @002/trade.active-cards
    Scenario: Steve offers the face-up Soy for a Red; nothing moves until Anna accepts
      When Steve offers the face-up Soy to Anna for a Red
      Then the move is allowed
      And the offers standing are Steve to Anna
      And the face-up cards are Garden, Soy
      And Anna's hand is Chili, Blue, Red
      When Anna accepts the offer of Steve with a Red
      Then the move is allowed
      And Steve has set aside Red
      And Anna has set aside Soy
      And Anna's hand is Chili, Blue
      And the face-up cards are Garden
      And the offers standing are none

    @002/trade.hand-position
    Scenario: The cards that accept an offer must be the varieties it asks for, from anywhere in the hand
      When Steve offers a Stink from his hand to Anna for 2 Chili
      And Anna accepts the offer of Steve with a Chili
      Then the move is refused by rule 002/trade.accept
      When Anna accepts the offer of Steve with a Chili and a Red
      Then the move is refused by rule 002/trade.accept
      When Steve withdraws his offer to Anna
      And Steve offers a Stink from his hand to Anna for a Blue and a Red
      And Anna accepts the offer of Steve with a Red and a Blue
      Then the move is allowed
      And Anna's hand is Chili
      And Steve's hand is Blue
      And Steve has set aside Red, Blue

    @002/trade.other-cards
    Scenario: A player accepts only with cards of his own hand
      When Steve offers the face-up Soy to Anna for a Cocoa
      And Anna accepts the offer of Steve with a Cocoa
      Then the move is refused by rule 002/trade.other-cards

    @002/trade.hand-position
    Scenario: A declined offer ends and moves nothing
      When Steve offers the face-up Soy to Anna for a Red
      And Anna declines the offer of Steve
      Then the move is allowed
      And the offers standing are none
      And the face-up cards are Garden, Soy
      When Anna accepts the offer of Steve with a Red
      Then the move is refused by rule 002/trade.accept

    @002/trade.hand-position
    Scenario: The offerer may withdraw his offer
      When Steve offers the face-up Soy to Anna for a Red
      And Steve withdraws his offer to Anna
      Then the move is allowed
      And the offers standing are none
      When Anna accepts the offer of Steve with a Red
      Then the move is refused by rule 002/trade.accept
      When Anna declines the offer of Steve
      Then the move is refused by rule 002/trade.decline

    @002/trade.active-cards @002/trade.other-cards
    Scenario: Another player offers a hand card; the active player meets the request with a face-up card
      When Anna offers a Red to Steve for a Soy
      Then the move is allowed
      When Steve accepts the offer of Anna with the face-up Soy
      Then the move is allowed
      And Anna has set aside Soy
      And Steve has set aside Red
      And the face-up cards are Garden
      When Anna offers the face-up Garden to Steve for a Blue
      Then the move is refused by rule 002/trade.other-cards

  Rule: Donations need not be accepted

    @002/donate.consent @002/donate.active-cards
    Scenario: A donation is an offer that asks for nothing; declined, the card stays
      When Steve offers the face-up Garden to Mark for nothing
      Then the move is allowed
      And Mark has set aside nothing
      When Mark declines the offer of Steve
      Then the face-up cards are Garden, Soy
      When Steve offers the face-up Garden to Mark for nothing
      And Mark accepts the offer of Steve with a Chili
      Then the move is refused by rule 002/trade.accept
      When Mark accepts the offer of Steve
      Then the move is allowed
      And Mark has set aside Garden
      And Mark's hand is Chili, Cocoa

    @002/donate.to-active @002/trade.parties
    Scenario: The other players offer only to the active player
      When Anna offers a Red to Mark for nothing
      Then the move is refused by rule 002/donate.to-active
      When Anna offers a Red to Mark for a Chili
      Then the move is refused by rule 002/trade.parties
      When Anna offers a Red to Anna for a Chili
      Then the move is refused by rule 002/trade.parties
      When Anna offers a Red to Steve for nothing
      And Steve accepts the offer of Anna
      Then Steve has set aside Red

  Rule: One offer stands from one player to another, until it is answered or its cards leave

    @002/trade.hand-position
    Scenario: A second offer to the same player waits until the first is withdrawn
      When Steve offers the face-up Soy to Anna for a Red
      And Steve offers the face-up Garden to Anna for a Chili
      Then the move is refused by rule 002/trade.offer
      When Steve offers the face-up Garden to Mark for a Chili
      And Anna offers a Blue to Steve for nothing
      Then the offers standing are Steve to Anna, Steve to Mark, Anna to Steve

    @002/trade.hand-position @002/step2.keep
    Scenario: An offer ends when a card it gives leaves: kept, or given in another accepted offer
      When Steve offers the face-up Soy to Anna for a Red
      And Steve offers the face-up Soy to Mark for a Chili
      And Steve offers a Stink from his hand to Lea for nothing
      And Mark accepts the offer of Steve with a Chili
      Then the offers standing are Steve to Lea
      When Steve keeps the face-up Garden
      Then the offers standing are Steve to Lea
      When Anna accepts the offer of Steve with a Red
      Then the move is refused by rule 002/trade.accept

    @002/trade.hand-position @002/field3.any-time
    Scenario: An offer stands while its offerer buys a third field, its coins put in the box
      Given the rule option third_field_payment is box
      And Steve has 3 gold coins
      When Steve offers the face-up Soy to Anna for a Red
      And Steve buys a third field
      Then the move is allowed
      And 3 cards have left the game
      And the offers standing are Steve to Anna
      When Anna accepts the offer of Steve with a Red
      Then the move is allowed
      And Anna has set aside Soy

    @002/step2.end @002/turn.order
    Scenario: The offers still standing end with step 2
      When Steve offers the face-up Soy to Anna for a Red
      And Steve ends step 2
      Then the offers standing are none
      And Steve has set aside Garden, Soy
      When Anna accepts the offer of Steve with a Red
      Then the move is refused by rule 002/turn.order

    @002/trade.set-aside
    Scenario: Cards set aside cannot be offered
      When Steve keeps the face-up Garden
      And Steve offers the Garden to Anna for a Red
      Then the move is refused by rule 002/trade.set-aside

  Rule: Each move of a negotiation has its rule: one offer from a player to another, an answer to an offer that stands

    @002/trade.offer @002/trade.accept @002/trade.decline @002/trade.withdraw
    Scenario: A second offer to the same player, or an answer to an offer that does not stand, is refused by the rule of that move
      When Anna accepts the offer of Steve with a Red
      Then the move is refused by rule 002/trade.accept
      When Anna declines the offer of Steve
      Then the move is refused by rule 002/trade.decline
      When Steve withdraws his offer to Anna
      Then the move is refused by rule 002/trade.withdraw
      When Steve offers the face-up Soy to Anna for a Red
      Then the move is allowed
      When Steve offers the face-up Garden to Anna for a Red
      Then the move is refused by rule 002/trade.offer
      When Steve withdraws his offer to Anna
      And Steve offers the face-up Garden to Anna for a Red
      Then the move is allowed

  Rule: Step 2 ends: between two players, bargaining that keeps failing stops

    @002/step2.end
    Scenario: After three offers from Steve to Anna ended unaccepted, a fourth is refused
      # decision trade.offer-repeats: at most three offers from one seat to another end
      # declined or withdrawn in one step 2; the other direction and other players stay open.
      When Steve offers the face-up Soy to Anna for a Red
      And Anna declines the offer of Steve
      And Steve offers the face-up Soy to Anna for a Chili
      And Steve withdraws his offer to Anna
      And Steve offers a Stink from his hand to Anna for a Red
      And Anna declines the offer of Steve
      Then the move is allowed
      When Steve offers the face-up Garden to Anna for a Blue
      Then the move is refused by rule 002/step2.end
      When Anna offers a Red to Steve for a Soy
      Then the move is allowed
      When Steve offers the face-up Soy to Mark for a Chili
      Then the move is allowed
