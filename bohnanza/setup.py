"""Setting up games: a shuffled or stacked deal, or a composed position for tests.

>>> import bohnanza
>>> game = bohnanza.new_game("rio-grande-2000", ["Anna", "Steve", "Mark", "Lea"], seed=7)
>>> [len(p.hand) for p in game.players], len(game.deck), len(game.removed)
([5, 5, 5, 5], 110, 24)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from bohnanza.cards import Card, Deck, varieties
from bohnanza.editions import Edition, Rules
from bohnanza.editions import edition as load_edition
from bohnanza.errors import InvalidSetupError
from bohnanza.referee import (
    _after_step3_plant,
    _begin_duel_draw,
    _begin_duel_plant,
    _begin_trading,
    _begin_turn,
    _end_step3,
    _reshuffle_if_empty,
)
from bohnanza.state import GameState, Player, Step, Table

__all__ = ["compose", "new_game", "variety_key"]


def variety_key(name: str) -> str:
    """The key of a variety named in any language of the texts, with or without "bean".

    >>> variety_key("Harry Cochon"), variety_key("Chili Bean"), variety_key("Augenbohne")
    ('stink', 'chili', 'black-eyed')

    Raises:
        InvalidSetupError: no variety has that name.
    """
    wanted = " ".join(name.casefold().split())
    for suffix in (" beans", " bean"):
        wanted = wanted.removesuffix(suffix)
    for key, variety in varieties().items():
        names = {key, *(text.casefold() for _, text in variety.names)}
        if wanted in names or wanted.removesuffix("n") in {n.removesuffix("n") for n in names}:
            return key
    raise InvalidSetupError(f"unknown bean variety {name!r}")


def _resolve_edition(ed: str | Edition) -> Edition:
    if isinstance(ed, Edition):
        return ed
    try:
        return load_edition(ed)
    except KeyError as exc:
        raise InvalidSetupError(str(exc.args[0])) from None


def _seats(players: int | Sequence[str]) -> tuple[str, ...]:
    if isinstance(players, int):
        if isinstance(players, bool) or players < 1:
            raise InvalidSetupError(f"player count must be a positive int, not {players!r}")
        return tuple(f"P{i}" for i in range(players))
    if isinstance(players, str):
        raise InvalidSetupError("players must be a count or a list of names, not a string")
    names = tuple(str(n) for n in players)
    if len(set(names)) != len(names):
        raise InvalidSetupError(f"player names must differ: {list(names)}")
    return names


def _prepare(
    edition: str | Edition,
    players: int | Sequence[str],
    variants: Sequence[str],
    options: Mapping[str, object],
) -> tuple[Edition, tuple[str, ...], Rules]:
    """The edition, the seats' names and the rules in force, or InvalidSetupError."""
    ed = _resolve_edition(edition)
    names = _seats(players)
    try:
        rules = ed.rules(len(names), variants=tuple(variants), **options)
    except ValueError as exc:
        raise InvalidSetupError(str(exc)) from None
    return ed, names, rules


class _Stock:
    """Hands out cards of the box by variety, lowest unused id first."""

    def __init__(self, deck: Deck, removed_varieties: Iterable[str]) -> None:
        self.removed = set(removed_varieties)
        self.free: dict[str, list[Card]] = {}
        for card in deck.cards:
            self.free.setdefault(card.variety.key, []).append(card)

    def take(self, name: str, players: int) -> Card:
        key = variety_key(name)
        if key in self.removed:
            raise InvalidSetupError(
                f"{name!r}: {key} beans are removed from the game at {players} players"
            )
        pool = self.free.get(key)
        if not pool:
            raise InvalidSetupError(f"{name!r}: no {key} bean card is left in the box")
        return pool.pop(0)

    def rest(self) -> list[Card]:
        return sorted((c for pool in self.free.values() for c in pool), key=lambda c: c.id)


def new_game(
    edition: str | Edition,
    players: int | Sequence[str],
    *,
    seed: int | None = None,
    deck: Sequence[str] | None = None,
    dealer: int | None = None,
    variants: Sequence[str] = (),
    **options: object,
) -> GameState:
    """Set up a game: remove the cards the player count excludes, shuffle, deal.

    Args:
        edition: a preset name (``"rio-grande-2000"``) or an ``Edition``.
        players: a player count, or the players' names in seat order (clockwise).
        seed: the shuffle and every later reshuffle derive from it; a random seed is
            drawn (and kept in ``state.table.seed``) when None.
        deck: a stacked deck, variety names top card first, instead of a shuffle; cards
            of the box that it leaves out are out of the game.
        dealer: the dealing seat (default: the last, so that seat 0 starts).
        variants: named variants of the edition's rulebook (``["beginners"]``).
        options: rule options that override the preset (``protection="planted-fields"``).

    Raises:
        InvalidSetupError: unknown edition or option, player count the edition does not
            allow, a stacked deck naming unknown or removed varieties, or too short to deal.
    """
    ed, names, rules = _prepare(edition, players, variants, options)
    n = len(names)
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    if dealer is None:
        dealer = n - 1
    if not 0 <= dealer < n:
        raise InvalidSetupError(f"dealer seat {dealer} does not exist (seats are 0-{n - 1})")
    stock = _Stock(ed.deck, rules.removed)
    removed: list[Card]
    if deck is None:
        cards = [c for c in ed.deck.cards if c.variety.key not in rules.removed]
        removed = [c for c in ed.deck.cards if c.variety.key in rules.removed]
        random.Random(seed).shuffle(cards)
    else:
        cards = [stock.take(name, n) for name in deck]
        removed = stock.rest()
    starter = (dealer + 1) % n
    wanted = [rules.deal_size((seat - starter) % n) for seat in range(n)]
    if sum(wanted) > len(cards):
        raise InvalidSetupError(f"a deck of {len(cards)} cards cannot deal {sum(wanted)}")
    hands: list[list[Card]] = [[] for _ in range(n)]
    top = 0
    order = [(starter + k) % n for k in range(n)]
    if rules.deal_order == "packets":
        for seat in order:
            hands[seat] = cards[top : top + wanted[seat]]
            top += wanted[seat]
    else:
        # deal.order: one card at a time, clockwise from the dealer's left.
        while any(len(hands[s]) < wanted[s] for s in order):
            for seat in order:
                if len(hands[seat]) < wanted[seat]:
                    hands[seat].append(cards[top])
                    top += 1
    field_count = 3 if rules.third_field == "start" else 2
    state = GameState(
        table=Table(
            ed, rules, names, dealer, seed, None if deck is None else tuple(map(variety_key, deck))
        ),
        players=tuple(
            Player(name, tuple(hands[i]), ((),) * field_count, (), (), False)
            for i, name in enumerate(names)
        ),
        active=starter,
        step=Step.PLANT,
        planted=0,
        stack=tuple(cards[top:]),
        drawn=0,
        discard=(),
        face_up=(),
        removed=tuple(removed),
        box=(),
        exhaustions=0,
        ending=False,
        turn=1,
    )
    state = _reshuffle_if_empty(state)
    return _begin_turn(state, starter, 1)


def compose(
    edition: str | Edition,
    players: int | Sequence[str],
    *,
    active: int = 0,
    step: Step = Step.PLANT,
    planted: int = 0,
    hands: Mapping[int, Sequence[str]] | None = None,
    fields: Mapping[int, Sequence[Sequence[str]]] | None = None,
    coins: Mapping[int, int | Sequence[str]] | None = None,
    set_aside: Mapping[int, Sequence[str]] | None = None,
    bought_field: Iterable[int] = (),
    face_up: Sequence[str] = (),
    offer: Sequence[str] = (),
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    exhaustions: int = 0,
    ending: bool = False,
    seed: int = 0,
    dealer: int | None = None,
    variants: Sequence[str] = (),
    **options: object,
) -> GameState:
    """A position put together card by card, for scenarios, tests and puzzles.

    Cards are variety names in any language; each takes the lowest unused card id of its
    variety, and every card not placed is out of the game.  A seat's fields default to
    two empty ones (three at 3 players or when it is in ``bought_field``); ``coins`` is a
    count (any cards) or the coin cards by variety, bottom first.  ``offer`` is what the
    duel's last player left for the active one (duel step 1, ``Step.OFFER``).

    The state is as given, except where the rules leave nothing to choose; there the game
    moves on as the referee would: step 1 with an empty active hand is omitted
    (step1.empty-hand) and step 1 after two plantings is over, so step 2 begins and turns
    up its cards; step 3 with nothing set aside ends and step 4 draws at once (the next
    turn begins); a duel step 1 with nothing offered goes to step 2.

    >>> s = compose("rio-grande-2000", 4, hands={0: ["Chili", "Blue"]},
    ...             fields={0: [["Chili", "Chili"], []]}, deck=["Soy"] * 5)
    >>> [str(c) for c in s.players[0].fields[0]]
    ['66:chili', '67:chili']

    Raises:
        InvalidSetupError: unknown names, removed varieties, more cards than the box has.
    """
    ed, names, rules = _prepare(edition, players, variants, options)
    n = len(names)
    stock = _Stock(ed.deck, rules.removed)

    def take(seq: Iterable[str]) -> tuple[Card, ...]:
        return tuple(stock.take(name, n) for name in seq)

    bought = set(bought_field)
    built: list[Player] = []
    for seat in range(n):
        field_list = [take(f) for f in (fields or {}).get(seat, ())]
        count = 3 if rules.third_field == "start" or seat in bought else 2
        if len(field_list) > count:
            raise InvalidSetupError(f"seat {seat} has {count} fields, not {len(field_list)}")
        field_list += [()] * (count - len(field_list))
        raw_coins = (coins or {}).get(seat, 0)
        built.append(
            Player(
                names[seat],
                take((hands or {}).get(seat, ())),
                tuple(field_list),
                (),
                take((set_aside or {}).get(seat, ())),
                seat in bought,
            )
        )
        if not isinstance(raw_coins, int):
            built[-1] = _with_coins(built[-1], take(raw_coins))
    up = take(face_up)
    if offer and not rules.duel:
        raise InvalidSetupError(f"only the bean duel has offers, not a {n}-player game")
    offered = take(offer)
    stack = take(deck)
    pile = take(discard)
    for seat in range(n):
        raw_coins = (coins or {}).get(seat, 0)
        if isinstance(raw_coins, int):
            rest = [c for c in stock.rest() if c.variety.key not in stock.removed]
            if raw_coins > len(rest):
                raise InvalidSetupError(f"not enough cards left for {raw_coins} coins")
            chosen = rest[-raw_coins:] if raw_coins else []
            for card in chosen:
                stock.free[card.variety.key].remove(card)
            built[seat] = _with_coins(built[seat], tuple(chosen))
    removed_cards = stock.rest()
    state = GameState(
        table=Table(ed, rules, names, (active - 1) % n if dealer is None else dealer, seed),
        players=tuple(built),
        active=active,
        step=step,
        planted=planted,
        stack=stack,
        drawn=0,
        discard=pile,
        face_up=up,
        removed=tuple(removed_cards),
        box=(),
        exhaustions=exhaustions,
        ending=ending,
        turn=1,
        offer=offered,
    )
    if step is Step.PLANT and (planted >= 2 or not built[active].hand):
        return _begin_trading(state)
    if step is Step.PLANT_RECEIVED:
        return _after_step3_plant(state)
    if step is Step.DRAW:
        return _end_step3(state)
    if step is Step.OFFER and not offered:
        return _begin_duel_plant(state)
    if step is Step.DUEL_PLANT and not built[active].hand:
        return _begin_duel_draw(state)
    return state


def _with_coins(p: Player, coins: tuple[Card, ...]) -> Player:
    return Player(p.name, p.hand, p.fields, coins, p.set_aside, p.bought_field)
