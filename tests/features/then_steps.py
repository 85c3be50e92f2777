"""Then steps: the referee's verdict on the last move, and the state it left.

Every failure prints EXPECTED and ACTUAL.  French phrasings (``Alors`` / ``Et``) are stacked
on the same functions.
"""

from __future__ import annotations

import re
from collections import Counter

from pytest_bdd import then

from bohnanza import (
    IllegalActionError,
    InvalidSetupError,
    Plant,
    Step,
    legal_actions,
    new_game,
    outcome,
)
from bohnanza.catalogue import clause
from tests.features.support import (
    BeanRef,
    ScenarioContext,
    bean_key,
    expect,
    keys,
    phrase,
    sale,
    show,
)


def _names(cards: tuple[BeanRef, ...]) -> str:
    return show(ref.key for ref in cards)


def _expect_cards(what: str, expected: tuple[BeanRef, ...], actual: list[str]) -> None:
    expect(what, _names(expected), show(actual))


# -- the referee's verdict --------------------------------------------------------------


@then(phrase("the move is allowed"))
@then(phrase("le coup est accepté"))
def allowed(ctx: ScenarioContext) -> None:
    """The last move was allowed (and applied)."""
    refusal = ctx.take_refusal()
    expect(f"the verdict on {ctx.action}", "allowed", "allowed" if refusal is None else refusal)


#: Words of the referee's English that a French game's reason never contains.
_ENGLISH = re.compile(
    r"\b(the|field|fields|seat|step|card|cards|coins|player|only|not|is|has|may|must|his|"
    r"hand|trade|trading|donation|planted|planting|matches|empty|offered|aside|first)\b"
)


@then(phrase("le coup est refusé par la règle {rule:Rule}"))
def refused_fr(ctx: ScenarioContext, rule: str) -> None:
    """As ``refused``; in a French game the reason is French (issue 12: refusals speak the
    game's language), with no word of the referee's English left."""
    refusal = ctx.refusal
    refused(ctx, rule)
    assert isinstance(refusal, IllegalActionError)
    if ctx.state.table.edition.language == "fr":
        expect(f"the reason of {refusal.rule} is French", True, refusal.french)
        # A decision's id (« décision trade.standing-offers ») is a name, not English.
        english = _ENGLISH.findall(
            re.sub(r"\b[a-z][a-z0-9-]*\.[a-z0-9][a-z0-9.-]*", "", refusal.reason)
        )
        expect(f"English words in the reason {refusal.reason!r}", [], english)


@then(phrase("the move is refused by rule {rule:Rule}"))
def refused(ctx: ScenarioContext, rule: str) -> None:
    """The referee refused the last move, citing ``rule``."""
    refusal = ctx.take_refusal()
    if isinstance(refusal, IllegalActionError):
        verdict = f"refused by rule {refusal.rule}"
    else:
        verdict = "allowed" if refusal is None else f"malformed: {refusal}"
    if verdict != f"refused by rule {rule}":
        raise AssertionError(
            f"the verdict on {ctx.action}\n  EXPECTED: refused by rule {rule}\n"
            f"  ACTUAL:   {verdict}\n  REFUSAL:  {refusal}"
        )


@then(phrase("the refusal quotes the rulebook"))
@then(phrase("le refus cite la règle"))
def quotes(ctx: ScenarioContext) -> None:
    """The refusal's text quotes its clause, verbatim from the catalogue."""
    refusal = ctx.take_refusal()
    assert isinstance(refusal, IllegalActionError), f"EXPECTED a refusal\n  ACTUAL: {refusal}"
    found = clause(refusal.rule)
    assert found is not None, f"EXPECTED a catalogue clause {refusal.rule}\n  ACTUAL: none"
    expect("the quoted rule", found.quote, refusal.quote)
    expect("the quote in the refusal's text", True, f'"{found.quote}"' in str(refusal))


@then(phrase("the refusal quotes the rule as implied"))
@then(phrase("le refus cite la règle comme implicite"))
def quotes_implied(ctx: ScenarioContext) -> None:
    """The clause states its rule only by implication, and the refusal says so before the
    quote (decision original-1997.implied-rules)."""
    refusal = ctx.take_refusal()
    assert isinstance(refusal, IllegalActionError), f"EXPECTED a refusal\n  ACTUAL: {refusal}"
    found = clause(refusal.rule)
    assert found is not None, f"EXPECTED a catalogue clause {refusal.rule}\n  ACTUAL: none"
    expect(f"{found.id} marked implied", True, found.implied)
    # The lead is in the game's language: « découle de : » in a French game.
    lead = "découle de : " if refusal.french else "implied by: "
    expected = f'{lead}"{found.quote}"'
    expect(
        "the refusal's text",
        expected,
        str(refusal).split(" -- ")[-1][: len(expected)],
    )


@then(phrase('the refusal says "{text}"'))
@then(phrase('le refus dit "{text}"'))
def refusal_says(ctx: ScenarioContext, text: str) -> None:
    """The refusal's reason contains ``text``, in the game's language (French for the
    French texts); fields are numbered from 1, seats in move notation from 0."""
    refusal = ctx.take_refusal()
    reason = refusal.reason if isinstance(refusal, IllegalActionError) else str(refusal)
    if "n°" not in text:
        # The scenarios name cards by variety; the reason adds each card's number.
        reason = re.sub(r" \(n° \d+\)", "", reason)
    expect("the reason contains the text", text, text if text in reason else reason)


# -- hands, fields, coins, set-aside cards ----------------------------------------------


@then(phrase("{who:Player}'s hand is {cards:Beans}"))
@then(phrase("la main {who:OfPlayer} est {cards:Beans}"))
def hand_is(ctx: ScenarioContext, who: str, cards: tuple[BeanRef, ...]) -> None:
    """A hand, front card first."""
    player = ctx.settled().players[ctx.seat(who)]
    _expect_cards(f"{who}'s hand", cards, keys(player.hand))


@then(phrase("{who:Player} holds {count:d} cards"))
@then(phrase("{who:Player} a {count:d} cartes en main"))
def hand_size(ctx: ScenarioContext, who: str, count: int) -> None:
    """The number of cards in a hand."""
    expect(f"{who}'s hand size", count, len(ctx.settled().players[ctx.seat(who)].hand))


@then(phrase("the hand sizes in seat order are {sizes:Numbers}"))
@then(phrase("les mains contiennent dans l'ordre des sièges {sizes:Numbers} cartes"))
def hand_sizes(ctx: ScenarioContext, sizes: tuple[int, ...]) -> None:
    """Every hand's size, first seat first."""
    expect("the hand sizes", list(sizes), [len(p.hand) for p in ctx.settled().players])


@then(phrase("{who:Player}'s field {field:d} holds {cards:Beans}"))
@then(phrase("le champ {field:d} {who:OfPlayer} contient {cards:Beans}"))
def field_holds(ctx: ScenarioContext, who: str, field: int, cards: tuple[BeanRef, ...]) -> None:
    """A field (counted from 1), bottom card first."""
    player = ctx.settled().players[ctx.seat(who)]
    actual = keys(player.fields[field - 1]) if field <= len(player.fields) else ["(no field)"]
    if actual == ["(no field)"]:
        raise AssertionError(f"{who} has {len(player.fields)} fields, not {field}")
    _expect_cards(f"{who}'s field {field}", cards, actual)


@then(phrase("{who:Player}'s field {field:d} is empty"))
@then(phrase("le champ {field:d} {who:OfPlayer} est vide"))
def field_empty(ctx: ScenarioContext, who: str, field: int) -> None:
    """One field (counted from 1) holds no card."""
    field_holds(ctx, who, field, ())


@then(phrase("{who:Player}'s fields are empty"))
@then(phrase("les champs {who:OfPlayer} sont vides"))
def fields_empty(ctx: ScenarioContext, who: str) -> None:
    """Every field of the player is empty."""
    player = ctx.settled().players[ctx.seat(who)]
    actual = " | ".join(show(f) for f in player.fields)
    expect(f"{who}'s fields", "all empty", "all empty" if not any(player.fields) else actual)


@then(phrase("every player has {count:d} empty fields"))
@then(phrase("chaque joueur a {count:d} champs vides"))
def every_farm(ctx: ScenarioContext, count: int) -> None:
    """Every farm has ``count`` fields, all empty."""
    state = ctx.settled()
    expect(
        "every player's fields",
        [(p.name, count, 0) for p in state.players],
        [(p.name, len(p.fields), sum(map(len, p.fields))) for p in state.players],
    )


@then(phrase("{who:Player} has {count:d} fields"))
@then(phrase("{who:Player} a {count:d} champs"))
def field_count(ctx: ScenarioContext, who: str, count: int) -> None:
    """How many fields the player has."""
    expect(f"{who}'s fields", count, len(ctx.settled().players[ctx.seat(who)].fields))


@then(phrase("the card {who:Player} planted last is on top of field {field:d}"))
@then(phrase("la carte plantée en dernier par {who:Player} est en haut du champ {field:d}"))
def planted_on_top(ctx: ScenarioContext, who: str, field: int) -> None:
    """The last card the player planted is the top card of the field."""
    seat = ctx.seat(who)
    card = ctx.planted_last.get(seat)
    assert card is not None, f"EXPECTED {who} to have planted a card\n  ACTUAL: none"
    top = ctx.settled().players[seat].fields[field - 1][-1:]
    expect(f"the top card of {who}'s field {field}", str(card), ", ".join(map(str, top)))


@then(phrase("{who:Player} has {count:d} gold coins"))
@then(phrase("{who:Player} has {count:d} gold coin"))
@then(phrase("{who:Player} a {count:d} Thunes"))
@then(phrase("{who:Player} a {count:d} Thune"))
@then(phrase("{who:Player} a {count:d} talers"))
@then(phrase("{who:Player} a {count:d} taler"))
@then(phrase("{who:Player} a {count:d} pièces d'or"))
@then(phrase("{who:Player} a {count:d} pièce d'or"))
def coins(ctx: ScenarioContext, who: str, count: int) -> None:
    """The player's coins."""
    expect(f"{who}'s gold coins", count, len(ctx.settled().players[ctx.seat(who)].coins))


@then(phrase("{who:Player}'s earnings stack holds {cards:Beans}"))
@then(phrase("la réserve {who:OfPlayer} contient {cards:Beans}"))
def earnings(ctx: ScenarioContext, who: str, cards: tuple[BeanRef, ...]) -> None:
    """The coin cards, bottom coin first."""
    player = ctx.settled().players[ctx.seat(who)]
    _expect_cards(f"{who}'s earnings stack", cards, keys(player.coins))


@then(phrase("{who:Player} has set aside {cards:Beans}"))
@then(phrase("{who:Player} a mis de côté {cards:Beans}"))
def set_aside(ctx: ScenarioContext, who: str, cards: tuple[BeanRef, ...]) -> None:
    """The cards waiting for step 3, in the order received."""
    player = ctx.settled().players[ctx.seat(who)]
    _expect_cards(f"{who}'s cards set aside", cards, keys(player.set_aside))


@then(phrase("the players still to plant are {who:Players}"))
@then(phrase("les joueurs qui doivent encore planter sont {who:Players}"))
def still_to_plant(ctx: ScenarioContext, who: tuple[str, ...]) -> None:
    """The players the game waits for in step 3 (those with cards set aside)."""
    state = ctx.settled()
    expect("the game is in step", Step.PLANT_RECEIVED.name, state.step.name)
    expect(
        "the players still to plant",
        [state.players[ctx.seat(w)].name for w in who],
        [state.players[s].name for s in state.to_move],
    )


@then(phrase("nobody has cards left to plant"))
@then(phrase("plus personne n'a de carte à planter"))
def nobody_to_plant(ctx: ScenarioContext) -> None:
    """No player has cards set aside."""
    state = ctx.settled()
    waiting = [f"{p.name}: {show(p.set_aside)}" for p in state.players if p.set_aside]
    expect("the players with cards set aside", "none", "; ".join(waiting) or "none")


@then(phrase("{who:Player} can plant {card:Bean} only in {fields:Fields}"))
@then(phrase("{who:Player} ne peut planter {card:Bean} que dans {fields:Fields}"))
def can_plant(ctx: ScenarioContext, who: str, card: BeanRef, fields: tuple[int, ...]) -> None:
    """The legal plantings of the first card of that variety (hand or set aside)."""
    _expect_plantings(ctx, who, card, list(fields))


@then(phrase("{who:Player} can plant {card:Bean} nowhere"))
@then(phrase("{who:Player} ne peut planter {card:Bean} nulle part"))
def can_plant_nowhere(ctx: ScenarioContext, who: str, card: BeanRef) -> None:
    """No legal planting for that card: the player must make room first."""
    _expect_plantings(ctx, who, card, [])


def _expect_plantings(ctx: ScenarioContext, who: str, card: BeanRef, fields: list[int]) -> None:
    state = ctx.settled()
    seat = ctx.seat(who)
    card_id = ctx.card_id(seat, card, ctx.plant_zones())
    actual = sorted(
        m.field + 1
        for m in legal_actions(state, seat)
        if isinstance(m, Plant) and m.card == card_id
    )
    expect(f"the fields where {who} may plant the {show([card.key])}", fields, actual)


# -- standing offers (decision trade.standing-offers) -------------------------------------


@then(phrase("the offers standing are {texts}"))
@then(phrase("les offres en cours sont {texts}"))
def offers_standing(ctx: ScenarioContext, texts: str) -> None:
    """The standing offers as "offerer to addressee" pairs, in the order they were made
    (``Steve to Anna, Mark to Steve``), or ``none`` / ``aucune``."""
    state = ctx.settled()
    names = state.table.names
    actual = [f"{names[o.seat]} to {names[o.to]}" for o in state.offers]
    wanted = [] if texts.strip() in ("none", "aucune") else texts.split(", ")
    wanted = [w.replace(" à ", " to ") for w in wanted]
    expect("the offers standing", ", ".join(wanted) or "none", ", ".join(actual) or "none")


# -- the table: face-up cards, deck, discard pile, box ----------------------------------


@then(phrase("the face-up cards are {cards:Beans}"))
@then(phrase("les cartes visibles sont {cards:Beans}"))
def face_up(ctx: ScenarioContext, cards: tuple[BeanRef, ...]) -> None:
    """The cards turned up in step 2 and still on the table."""
    _expect_cards("the face-up cards", cards, keys(ctx.settled().face_up))


@then(phrase("there are no face-up cards"))
@then(phrase("il n'y a aucune carte visible"))
def no_face_up(ctx: ScenarioContext) -> None:
    """No card is face up on the table."""
    face_up(ctx, ())


@then(phrase("the draw deck is {cards:Beans}"))
@then(phrase("la pioche est {cards:Beans}"))
def deck_is(ctx: ScenarioContext, cards: tuple[BeanRef, ...]) -> None:
    """The draw deck, top card first."""
    _expect_cards("the draw deck", cards, keys(ctx.settled().deck))


@then(phrase("the draw deck holds {count:d} cards"))
@then(phrase("la pioche contient {count:d} cartes"))
def deck_size(ctx: ScenarioContext, count: int) -> None:
    """The number of cards in the draw deck."""
    expect("the draw deck's size", count, len(ctx.settled().deck))


@then(phrase("the discard pile is {cards:Beans}"))
@then(phrase("la défausse est {cards:Beans}"))
def discard_is(ctx: ScenarioContext, cards: tuple[BeanRef, ...]) -> None:
    """The discard pile, bottom card first."""
    _expect_cards("the discard pile", cards, keys(ctx.settled().discard))


@then(phrase("the discard pile holds {count:d} cards"))
@then(phrase("la défausse contient {count:d} cartes"))
def discard_size(ctx: ScenarioContext, count: int) -> None:
    """The number of cards in the discard pile."""
    expect("the discard pile's size", count, len(ctx.settled().discard))


@then(phrase("the draw deck has been exhausted {count:d} times"))
@then(phrase("the draw deck has been exhausted {count:d} time"))
@then(phrase("la pioche a été épuisée {count:d} fois"))
def exhaustions(ctx: ScenarioContext, count: int) -> None:
    """How many times the draw deck has run out."""
    expect("the exhaustions of the draw deck", count, ctx.settled().exhaustions)


@then(phrase("{count:d} cards have left the game"))
@then(phrase("{count:d} cartes ont quitté le jeu"))
def left_the_game(ctx: ScenarioContext, count: int) -> None:
    """Cards put in the box during play (the duel's third-field coins)."""
    expect("the cards that left the game", count, len(ctx.settled().box))


@then(phrase("the box holds {count:d} bean cards:"))
@then(phrase("la boîte contient {count:d} cartes haricot :"))
def box_holds(ctx: ScenarioContext, count: int, datatable: list[list[str]]) -> None:
    """Every card of the game (in play or removed), counted by variety from a table
    ``| variety | cards |``."""
    state = ctx.settled()
    cards = list(state.all_cards())
    expect("the cards in the box", count, len(cards))
    counted = Counter(card.variety.key for card in cards)
    wanted = {bean_key(row[0]): int(row[1]) for row in datatable[1:]}
    expect("the cards of each variety", wanted, dict(counted))


@then(phrase("there are {count:d} bean varieties"))
@then(phrase("il y a {count:d} variétés de haricots"))
def variety_count(ctx: ScenarioContext, count: int) -> None:
    """The number of varieties in the edition's deck."""
    expect("the bean varieties", count, len(ctx.settled().table.edition.deck.varieties))


@then(phrase("every {card:Bean} card is out of the game"))
@then(phrase("toutes les cartes {card:Bean} sont hors du jeu"))
def out_of_game(ctx: ScenarioContext, card: BeanRef) -> None:
    """Every card of that variety is removed from the game, none in play."""
    state = ctx.settled()
    total = state.table.edition.deck.count(card.key)
    removed = sum(1 for c in state.removed if c.variety.key == card.key)
    expect(f"the {show([card.key])} cards out of the game", total, removed)


@then(phrase("{count:d} cards are in play"))
@then(phrase("{count:d} cartes sont en jeu"))
def in_play(ctx: ScenarioContext, count: int) -> None:
    """The cards of the box that are not removed from the game."""
    state = ctx.settled()
    expect("the cards in play", count, sum(1 for _ in state.all_cards()) - len(state.removed))


# -- beanometers ------------------------------------------------------------------------


@then(phrase("a field of {count:d} {card:Bean} sells for {coins:d} gold coins"))
@then(phrase("a field of {count:d} {card:Bean} sells for {coins:d} gold coin"))
@then(phrase("un champ de {count:d} {card:Bean} rapporte {coins:d} Thunes"))
@then(phrase("un champ de {count:d} {card:Bean} rapporte {coins:d} Thune"))
@then(phrase("un champ de {count:d} {card:Bean} rapporte {coins:d} talers"))
@then(phrase("un champ de {count:d} {card:Bean} rapporte {coins:d} taler"))
@then(phrase("un champ de {count:d} {card:Bean} rapporte {coins:d} pièces d'or"))
@then(phrase("un champ de {count:d} {card:Bean} rapporte {coins:d} pièce d'or"))
def field_sells(ctx: ScenarioContext, count: int, card: BeanRef, coins: int) -> None:
    """Harvesting such a field earns ``coins`` (sold through the referee)."""
    expect(f"coins for {count} {show([card.key])}", coins, sale(ctx.edition, card.key, count))


@then(phrase("the beanometers pay:"))
@then(phrase("les haricomètres rapportent :"))
def beanometers(ctx: ScenarioContext, datatable: list[list[str]]) -> None:
    """A table ``| variety | 1 coin | 2 coins | 3 coins | 4 coins |`` of the fewest cards that
    earn each number of coins (``-``: no field earns exactly that many), checked by selling
    fields through the referee."""
    wrong = []
    for row in datatable[1:]:
        key = bean_key(row[0])
        most = ctx.state.table.edition.deck.count(key)
        paid = {n: sale(ctx.edition, key, n) for n in range(1, most + 1)}
        for coins, cell in enumerate(row[1:5], start=1):
            fewest = min((n for n, c in paid.items() if c >= coins), default=None)
            exact = [n for n, c in paid.items() if c == coins]
            actual = str(fewest) if exact and fewest == min(exact) else "-"
            if cell.strip() != actual:
                wrong.append(f"{row[0]} {coins} coin(s): {cell.strip()} -> {actual}")
    expect("the beanometers", [], wrong)


# -- turns and the end of the game ------------------------------------------------------


@then(phrase("it is {who:Player}'s turn, step {step:d}"))
@then(phrase("c'est au tour {who:OfPlayer}, phase {step:d}"))
def turn_is(ctx: ScenarioContext, who: str, step: int) -> None:
    """The active player and the step the game waits in, numbered as in the edition's
    rulebook (in the bean duel: 1 the offer, 2 planting and discarding, 3 the drawn cards)."""
    state = ctx.settled()
    expect(
        "the turn",
        f"{state.players[ctx.seat(who)].name}, step {step}",
        "the game is over"
        if state.is_over
        else f"{state.players[state.active].name}, step {state.step.number}",
    )


@then(phrase("the game is over"))
@then(phrase("la partie est terminée"))
def game_over(ctx: ScenarioContext) -> None:
    """The game has ended."""
    state = ctx.settled()
    expect("the game", "over", "over" if state.is_over else f"in step {state.step.number}")


@then(phrase("the game is not over"))
@then(phrase("la partie n'est pas terminée"))
def game_not_over(ctx: ScenarioContext) -> None:
    """The game goes on."""
    expect("the game", "going on", "over" if ctx.settled().is_over else "going on")


@then(phrase("the final scores are {points:Scores}"))
@then(phrase("les scores finaux sont {points:Scores}"))
def final_scores(ctx: ScenarioContext, points: tuple[tuple[str, int], ...]) -> None:
    """The coins of the named players at the end of the game."""
    result = outcome(ctx.settled())
    assert result is not None, "EXPECTED the game to be over\n  ACTUAL: it goes on"
    expect(
        "the final scores",
        [(name, n) for name, n in points],
        [(name, result.scores[ctx.seat(name)]) for name, _ in points],
    )


@then(phrase("{who:Player} wins"))
@then(phrase("{who:Player} gagne"))
def wins(ctx: ScenarioContext, who: str) -> None:
    """The player is the only winner."""
    _expect_winners(ctx, (who,))


@then(phrase("the winners are {who:Players}"))
@then(phrase("les gagnants sont {who:Players}"))
def winners(ctx: ScenarioContext, who: tuple[str, ...]) -> None:
    """The players who share the victory."""
    _expect_winners(ctx, who)


def _expect_winners(ctx: ScenarioContext, who: tuple[str, ...]) -> None:
    state = ctx.settled()
    result = outcome(state)
    assert result is not None, "EXPECTED the game to be over\n  ACTUAL: it goes on"
    expect(
        "the winners",
        sorted(state.players[ctx.seat(w)].name for w in who),
        sorted(state.players[s].name for s in result.winners),
    )


# -- the bean duel ------------------------------------------------------------------------


@then(phrase("the offered cards are {cards:Beans}"))
@then(phrase("les cartes offertes sont {cards:Beans}"))
def duel_offered(ctx: ScenarioContext, cards: tuple[BeanRef, ...]) -> None:
    """Duel: the drawn cards left as an offer to the opponent (or still offered in his
    step 1), in the order drawn."""
    _expect_cards("the offered cards", cards, keys(ctx.settled().offer))


@then(phrase("nothing is offered"))
@then(phrase("aucune carte n'est offerte"))
def duel_nothing_offered(ctx: ScenarioContext) -> None:
    """Duel: no card is offered."""
    duel_offered(ctx, ())


@then(phrase("the drawn cards are {cards:Beans}"))
@then(phrase("les cartes piochées sont {cards:Beans}"))
def duel_drawn(ctx: ScenarioContext, cards: tuple[BeanRef, ...]) -> None:
    """Duel step 3: the cards turned up from the draw deck, then those taken from the
    discard pile, top card first, still on the table."""
    state = ctx.settled()
    expect("the game is in the duel's step", 3, state.step.number if state.rules.duel else None)
    _expect_cards("the drawn cards", cards, keys(state.face_up))


@then(phrase("{count:d} gold coins have gone into the box"))
@then(phrase("{count:d} Thunes ont été placées dans la boîte"))
def coins_in_box(ctx: ScenarioContext, count: int) -> None:
    """Duel: the coins paid for third fields are out of the game, in the box."""
    expect("the coins put in the box", count, len(ctx.settled().box))


# -- the rule options in force ------------------------------------------------------------


@then(phrase("the rule option {option:Option} is {value:Value}"))
@then(phrase("l'option de règle {option:Option} vaut {value:Value}"))
def option_is(ctx: ScenarioContext, option: str, value: str | int) -> None:
    """The reading the edition takes of a point the engine cannot see (who deals: the
    players' ages are not known to the referee), from the preset's rule options."""
    expect(f"the rule option {option}", value, getattr(ctx.settled().rules, option))


# -- setting up: the edition, its rulebook, its variants ----------------------------------


@then(phrase("the game cannot be set up: {text}"))
@then(phrase("la partie ne peut pas commencer : {text}"))
def cannot_set_up(ctx: ScenarioContext, text: str) -> None:
    """Setting up the described game (``new_game``: edition, players, variants, options) is
    refused, and the reason contains ``text``."""
    ctx.composing()
    try:
        new_game(
            ctx.edition, ctx.names, seed=0, variants=ctx.variants, sheet=ctx.sheet, **ctx.options
        )
    except InvalidSetupError as exc:
        expect("the reason the game cannot be set up", text, text if text in str(exc) else exc)
    else:
        raise AssertionError(
            f"setting up {ctx.edition} with {len(ctx.names)} players and the variants "
            f"{list(ctx.variants)}\n  EXPECTED: refused ({text})\n  ACTUAL:   set up"
        )


@then(phrase("the variants in play are {variants:Variants}"))
@then(phrase("les variantes en jeu sont {variants:Variants}"))
def variants_in_play(ctx: ScenarioContext, variants: tuple[str, ...]) -> None:
    """The named variants the game is played with (``none`` / ``aucune``)."""
    expect("the variants in play", list(variants), list(ctx.settled().rules.variants))


@then(phrase("the game follows the rulebook {book:Book}"))
@then(phrase("la partie suit la règle {book:Book}"))
def follows_rulebook(ctx: ScenarioContext, book: str) -> None:
    """The rulebook whose clauses the referee's refusals cite."""
    expect("the game's rulebook", book, ctx.settled().table.rulebook)


@then(phrase('the edition\'s title contains "{text}"'))
@then(phrase('le titre de l\'édition contient "{text}"'))
def edition_title(ctx: ScenarioContext, text: str) -> None:
    """The preset's title names its text."""
    title = ctx.settled().table.edition.title
    expect("the edition's title contains", text, text if text in title else title)


@then(phrase('the deck\'s title contains "{text}"'))
@then(phrase('le titre du paquet contient "{text}"'))
def deck_title(ctx: ScenarioContext, text: str) -> None:
    """The deck's title names its edition."""
    title = ctx.settled().table.edition.deck.title
    expect("the deck's title contains", text, text if text in title else title)


@then(phrase("the box holds {count:d} third-field cards"))
@then(phrase("la boîte contient {count:d} cartes troisième champ"))
def third_field_cards(ctx: ScenarioContext, count: int) -> None:
    """The third-field cards of the edition's box."""
    expect("the third-field cards", count, ctx.settled().table.edition.deck.third_field_cards)
