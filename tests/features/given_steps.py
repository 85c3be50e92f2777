"""Given steps: the game, the rule options and the position, piece by piece.

Each function carries its English phrasing and its French one (``# language: fr``:
``Soit`` / ``Et``).  Positions are described before any move; the deal steps are also When
steps (``When the cards are dealt with seed 7``).
"""

from __future__ import annotations

from pytest_bdd import given, when

from tests.features.support import BeanRef, ScenarioContext, phrase


def _keys(cards: tuple[BeanRef, ...]) -> list[str]:
    return [ref.name for ref in cards]


@given(phrase("a {edition:Edition} game with {seats:Seating}"))
@given(phrase("une partie {edition:Edition} avec {seats:Seating}"))
def a_game(ctx: ScenarioContext, edition: str, seats: tuple[str, ...]) -> None:
    """The edition preset and the players in seat order (``4 players`` names them ``seat 1``...).

    Said again later in a scenario (an outline over editions), it changes the edition and the
    names and keeps the position described so far.
    """
    ctx.composing()
    ctx.edition = edition
    ctx.names = seats


@given(phrase("a {edition:Edition} game with {seats:Seating} and the variant {variant:Variant}"))
@given(phrase("une partie {edition:Edition} avec {seats:Seating} et la variante {variant:Variant}"))
def a_game_with_variant(
    ctx: ScenarioContext, edition: str, seats: tuple[str, ...], variant: str
) -> None:
    """A game played with one named variant of its rulebook (003's ``beginners``,
    ``five-players``, ``experts``); whether the edition offers it at that player count is
    checked when the game is set up (``Then the game cannot be set up: ...``)."""
    a_game(ctx, edition, seats)
    ctx.variants = (variant,)


@given(
    phrase("une partie {edition:Edition} à {count:d} joueurs avec la variante {variant:Variant}")
)
@given(phrase("a {count:d}-player {edition:Edition} game with the variant {variant:Variant}"))
def a_counted_game_with_variant(
    ctx: ScenarioContext, edition: str, count: int, variant: str
) -> None:
    """A game of ``count`` players with one variant; the players are named by their seats
    (``seat 2`` or ``siège 2``, counted from 1)."""
    a_game(ctx, edition, tuple(f"seat {i}" for i in range(1, count + 1)))
    ctx.variants = (variant,)


@given(phrase("a {edition:Edition} game with {seats:Seating} and the variants {variants:Variants}"))
@given(
    phrase("une partie {edition:Edition} avec {seats:Seating} et les variantes {variants:Variants}")
)
def a_game_with_variants(
    ctx: ScenarioContext, edition: str, seats: tuple[str, ...], variants: tuple[str, ...]
) -> None:
    """A game with several variants, or none (``none`` / ``aucune``: the rules as printed)."""
    a_game(ctx, edition, seats)
    ctx.variants = variants


@given(phrase("the rule option {option:Option} is {value:Value}"))
@given(phrase("l'option de règle {option:Option} vaut {value:Value}"))
def rule_option(ctx: ScenarioContext, option: str, value: str | int) -> None:
    """A rule option overriding the preset (``protection`` is ``planted-fields``)."""
    ctx.composing().options[option] = value


@given(phrase("it is {who:Player}'s turn, step {step:d}"))
@given(phrase("c'est au tour {who:OfPlayer}, phase {step:d}"))
def turn(ctx: ScenarioContext, who: str, step: int) -> None:
    """The active player and the step of his turn (1, 2 or 3), numbered as in the edition's
    rulebook: in the bean duel, step 1 takes the offer, step 2 plants and discards, step 3
    plants the drawn cards."""
    ctx.composing().active = ctx.seat(who)
    ctx.step = step


@given(phrase("{who:Player} has already planted {count:d} cards in step 1"))
@given(phrase("{who:Player} a déjà planté {count:d} cartes en phase 1"))
def already_planted(ctx: ScenarioContext, who: str, count: int) -> None:
    """Step 1, with ``count`` cards already planted by the active player."""
    ctx.composing().active = ctx.seat(who)
    ctx.step = 1
    ctx.planted = count


@given(phrase("{who:Player}'s hand is {cards:Beans}"))
@given(phrase("la main {who:OfPlayer} est {cards:Beans}"))
def hand(ctx: ScenarioContext, who: str, cards: tuple[BeanRef, ...]) -> None:
    """A hand, front card first."""
    ctx.composing().hands[ctx.seat(who)] = _keys(cards)


@given(phrase("{who:Player}'s field {field:d} holds {cards:Beans}"))
@given(phrase("le champ {field:d} {who:OfPlayer} contient {cards:Beans}"))
def field(ctx: ScenarioContext, who: str, field: int, cards: tuple[BeanRef, ...]) -> None:
    """A field (counted from 1), bottom card first.  Field 3 needs a bought third field
    (or a 3-player game)."""
    ctx.field_list(ctx.seat(who), field)[:] = _keys(cards)


@given(phrase("{who:Player} has {count:d} gold coins"))
@given(phrase("{who:Player} has {count:d} gold coin"))
@given(phrase("{who:Player} a {count:d} Thunes"))
@given(phrase("{who:Player} a {count:d} Thune"))
@given(phrase("{who:Player} a {count:d} talers"))
@given(phrase("{who:Player} a {count:d} taler"))
@given(phrase("{who:Player} a {count:d} pièces d'or"))
@given(phrase("{who:Player} a {count:d} pièce d'or"))
def coin_count(ctx: ScenarioContext, who: str, count: int) -> None:
    """Earnings: ``count`` coins (cards of any variety)."""
    ctx.composing().coins[ctx.seat(who)] = count


@given(phrase("{who:Player}'s earnings stack holds {cards:Beans}"))
@given(phrase("la réserve {who:OfPlayer} contient {cards:Beans}"))
def earnings(ctx: ScenarioContext, who: str, cards: tuple[BeanRef, ...]) -> None:
    """Earnings given card by card, bottom coin first (the last one is the topmost)."""
    ctx.composing().coins[ctx.seat(who)] = _keys(cards)


@given(phrase("{who:Player} has set aside {cards:Beans}"))
@given(phrase("{who:Player} a mis de côté {cards:Beans}"))
def set_aside(ctx: ScenarioContext, who: str, cards: tuple[BeanRef, ...]) -> None:
    """Cards received or kept in step 2, waiting to be planted in step 3."""
    ctx.composing().set_aside[ctx.seat(who)] = _keys(cards)


@given(phrase("{who:Player} has nothing set aside"))
@given(phrase("{who:Player} n'a rien mis de côté"))
def nothing_aside(ctx: ScenarioContext, who: str) -> None:
    """The player has no card set aside."""
    ctx.composing().set_aside[ctx.seat(who)] = []


@given(phrase("{who:Player} has bought a third field"))
@given(phrase("{who:Player} a acheté un troisième champ"))
def bought_field(ctx: ScenarioContext, who: str) -> None:
    """The player owns his (empty) third field."""
    ctx.composing().bought.add(ctx.seat(who))


@given(phrase("the face-up cards are {cards:Beans}"))
@given(phrase("les cartes visibles sont {cards:Beans}"))
def face_up(ctx: ScenarioContext, cards: tuple[BeanRef, ...]) -> None:
    """The cards turned up in step 2, in the order drawn."""
    ctx.composing().face_up = _keys(cards)


@given(phrase("there are no face-up cards"))
@given(phrase("il n'y a aucune carte visible"))
def no_face_up(ctx: ScenarioContext) -> None:
    """No card is face up (a Background may have turned some up)."""
    ctx.composing().face_up = []


@given(phrase("the draw deck is {cards:Beans}"))
@given(phrase("la pioche est {cards:Beans}"))
def draw_deck(ctx: ScenarioContext, cards: tuple[BeanRef, ...]) -> None:
    """The draw deck, top card first.  A short deck runs out fast: an exhausted deck with an
    empty discard pile is exhausted again at once, so pad it (``and 10 Wax``)."""
    ctx.composing().deck = _keys(cards)


@given(phrase("the discard pile is {cards:Beans}"))
@given(phrase("la défausse est {cards:Beans}"))
def discard_pile(ctx: ScenarioContext, cards: tuple[BeanRef, ...]) -> None:
    """The discard pile, bottom card first."""
    ctx.composing().discard = _keys(cards)


@given(phrase("the draw deck has been exhausted {count:d} times"))
@given(phrase("the draw deck has been exhausted {count:d} time"))
@given(phrase("la pioche a été épuisée {count:d} fois"))
def exhausted(ctx: ScenarioContext, count: int) -> None:
    """How many times the draw deck has run out so far."""
    ctx.composing().exhaustions = count


# -- dealing: new_game, by seed or from a stacked deck (also When steps) ----------------


@given(phrase("the cards are dealt with seed {seed:d}"))
@when(phrase("the cards are dealt with seed {seed:d}"))
@given(phrase("les cartes sont distribuées avec la graine {seed:d}"))
@when(phrase("les cartes sont distribuées avec la graine {seed:d}"))
def dealt(ctx: ScenarioContext, seed: int) -> None:
    """Shuffle with ``seed`` and deal; the last seat deals, so the first seat starts."""
    ctx.deal(seed=seed)


@given(phrase("{who:Player} deals with seed {seed:d}"))
@when(phrase("{who:Player} deals with seed {seed:d}"))
@given(phrase("{who:Player} distribue avec la graine {seed:d}"))
@when(phrase("{who:Player} distribue avec la graine {seed:d}"))
def deals(ctx: ScenarioContext, who: str, seed: int) -> None:
    """``who`` shuffles with ``seed`` and deals."""
    ctx.deal(seed=seed, dealer=ctx.seat(who))


@given(phrase("the cards are dealt from the stacked deck {cards:Beans}"))
@when(phrase("the cards are dealt from the stacked deck {cards:Beans}"))
@given(phrase("les cartes sont distribuées depuis la pioche préparée {cards:Beans}"))
@when(phrase("les cartes sont distribuées depuis la pioche préparée {cards:Beans}"))
def dealt_stacked(ctx: ScenarioContext, cards: tuple[BeanRef, ...]) -> None:
    """Deal from a deck given top card first; cards it leaves out are out of the game."""
    ctx.deal(deck=_keys(cards))


@given(phrase("{who:Player} deals from the stacked deck {cards:Beans}"))
@when(phrase("{who:Player} deals from the stacked deck {cards:Beans}"))
@given(phrase("{who:Player} distribue depuis la pioche préparée {cards:Beans}"))
@when(phrase("{who:Player} distribue depuis la pioche préparée {cards:Beans}"))
def deals_stacked(ctx: ScenarioContext, who: str, cards: tuple[BeanRef, ...]) -> None:
    """``who`` deals from a deck given top card first."""
    ctx.deal(deck=_keys(cards), dealer=ctx.seat(who))


# -- the bean duel ------------------------------------------------------------------------


@given(phrase("{who:Player} left {cards:Beans} as an offer"))
@given(phrase("{who:Player} a laissé {cards:Beans} en offre"))
def duel_offer(ctx: ScenarioContext, who: str, cards: tuple[BeanRef, ...]) -> None:
    """Duel: the cards the opponent (``who``) left as an offer in his step 3, to be planted
    or discarded by the active player in his step 1."""
    ctx.composing()
    if ctx.seat(who) == ctx.active:
        raise AssertionError(f"{who} is the active player: the offer is his opponent's")
    ctx.offer = _keys(cards)
