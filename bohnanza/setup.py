"""Setting up games: a shuffled or stacked deal, or a composed position for tests.

>>> import bohnanza
>>> game = bohnanza.new_game("rio-grande-2000", ["Anna", "Steve", "Mark", "Lea"], seed=7)
>>> [len(p.hand) for p in game.players], len(game.deck), len(game.removed)
([5, 5, 5, 5], 110, 24)
"""

from __future__ import annotations

import contextlib
import inspect
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

import attrs

from bohnanza.cards import Card, Deck, varieties
from bohnanza.chance import DeckOrders
from bohnanza.editions import Edition, Rules
from bohnanza.editions import edition as load_edition
from bohnanza.errors import BohnanzaError, InvalidSetupError, show
from bohnanza.invariants import check_position
from bohnanza.rules.deck import given_order, reshuffle_if_empty, shuffled
from bohnanza.rules.turn import (
    after_step3_plant,
    begin_duel_draw,
    begin_duel_plant,
    begin_trading,
    begin_turn,
    end_step3,
)
from bohnanza.sheets import Sheet, apply_sheet, resolve_sheet
from bohnanza.state import PLANT, GameState, Player, Shuffle, Step, Table

__all__ = ["compose", "new_game", "variety_key"]


def variety_key(name: object) -> str:
    """The key of a variety named in any language of the texts, with or without "bean".

    >>> variety_key("Harry Cochon"), variety_key("Chili Bean"), variety_key("Augenbohne")
    ('stink', 'chili', 'black-eyed')

    Raises:
        InvalidSetupError: no variety has that name.
    """
    if type(name) is not str:
        raise InvalidSetupError(f"a bean variety is named by a string, not {show(name)}")
    wanted = " ".join(name.casefold().split())
    for suffix in (" beans", " bean"):
        wanted = wanted.removesuffix(suffix)
    for key, variety in varieties().items():
        names = {key, *(text.casefold() for _, text in variety.names)}
        if wanted in names or wanted.removesuffix("n") in {n.removesuffix("n") for n in names}:
            return key
    raise InvalidSetupError(f"unknown bean variety {name!r}")


#: The most players any setup takes, and the longest name: more is refused before any work.
_MAX_SEATS = 64
_MAX_NAME = 200
#: Seeds are whole numbers of at most 64 bits (the range a record's schema states).
SEED_RANGE = (-(2**63), 2**63 - 1)


_P = ParamSpec("_P")
_R = TypeVar("_R")


def _typed_as(stub: Callable[_P, _R]) -> Callable[[Callable[..., _R]], Callable[_P, _R]]:
    """Gives a public function the typed signature of ``stub`` (for mypy, ``help`` and the
    docs) while it takes its arguments as objects and checks them itself.

    Compiled, mypyc checks the type of every typed parameter of a function called from
    Python (an ``int``, a ``str``, a union of them) and answers a wrong one with its bare
    ``TypeError``, which names nothing; taking ``object`` and checking it, both builds
    refuse it with the same ``InvalidSetupError`` naming the value.  The function itself is
    returned: no wrapper, nothing added to a call.
    """

    def typed(function: Callable[..., _R]) -> Callable[_P, _R]:
        # A compiled function takes no attribute (its help comes from bohnanza._docs).
        with contextlib.suppress(AttributeError, TypeError, ValueError):
            function.__signature__ = inspect.signature(stub)  # type: ignore[attr-defined]
        return function

    return typed


#: The errors a malformed argument may still provoke deep inside a setup, which the public
#: functions turn into InvalidSetupError: the arguments are checked up front, this is the
#: net under them.
_MALFORMED = (TypeError, ValueError, AttributeError, KeyError, IndexError)


def _malformed(function: str, exc: Exception) -> InvalidSetupError:
    return InvalidSetupError(f"{function}: malformed argument ({type(exc).__name__})")


def _seed(value: object) -> int:
    """A seed as given (a whole number of 64 bits), or InvalidSetupError."""
    if type(value) is not int or not SEED_RANGE[0] <= value <= SEED_RANGE[1]:
        raise InvalidSetupError(f"seed must be a whole number of 64 bits, not {show(value)}")
    return value


def _resolve_edition(ed: object) -> Edition:
    if isinstance(ed, Edition):
        return ed
    name: Any = ed  # edition() refuses anything but a preset's name, and names it
    return load_edition(name)


def _names(value: object, what: str) -> tuple[str, ...]:
    """A list or tuple of strings, or InvalidSetupError (a string is not a list of names)."""
    if type(value) not in (list, tuple):
        raise InvalidSetupError(f"{what} must be a list of strings, not {show(value)}")
    items: tuple[object, ...] = tuple(value)  # type: ignore[arg-type]
    for item in items:
        if type(item) is not str:
            raise InvalidSetupError(f"{what} must be strings, not {show(item)}")
    return items  # type: ignore[return-value]


#: The default names of each player count: P1, P2, ... for seats 0, 1, ...: people count
#: from 1 (``play``, the pictures and the viewer show "1 P1"), moves name seats by index.
_DEFAULT_NAMES = tuple(tuple(f"P{i + 1}" for i in range(n)) for n in range(_MAX_SEATS + 1))


def _seats(players: object) -> tuple[str, ...]:
    if type(players) is int:
        if not 1 <= players <= _MAX_SEATS:
            raise InvalidSetupError(f"player count must be 1 to {_MAX_SEATS}, not {show(players)}")
        return _DEFAULT_NAMES[players]
    if type(players) not in (list, tuple):
        raise InvalidSetupError(f"players must be a count or a list of names, not {show(players)}")
    names = _names(players, "player names")
    if len(names) > _MAX_SEATS:
        raise InvalidSetupError(f"{len(names)} players: at most {_MAX_SEATS} are taken")
    for name in names:
        if not 1 <= len(name) <= _MAX_NAME:
            raise InvalidSetupError(f"a player's name has 1 to {_MAX_NAME} characters")
        try:
            name.encode("utf-8")
        except UnicodeEncodeError:
            raise InvalidSetupError("a player's name holds a lone surrogate") from None
        if not name.isprintable():
            # No line breaks or terminal escapes in a verdict or a table (finding R18).
            raise InvalidSetupError(f"a player's name is printable text, not {name!r}")
    if len(set(names)) != len(names):
        raise InvalidSetupError(f"player names must differ: {list(names)}")
    return names


def _seat_number(value: object, what: str, count: int) -> int:
    if type(value) is not int or not 0 <= value < count:
        raise InvalidSetupError(f"{what} {show(value)} does not exist (seats are 0-{count - 1})")
    return value


#: The cards a preset deals from and those it removes, as ids in box order, per (deck,
#: removed varieties) pair seen (the deck by identity, kept alive with them).
_POOLS: dict[tuple[int, tuple[str, ...]], tuple[Deck, tuple[int, ...], tuple[int, ...]]] = {}


def _pool(deck: Deck, removed: tuple[str, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The ids of the cards of ``deck`` left in the game without the ``removed``
    varieties, and of those removed, each in box order."""
    found = _POOLS.get((id(deck), removed))
    if found is None or found[0] is not deck:
        out = set(removed)
        kept = tuple([c.id for c in deck.cards if c.variety.key not in out])
        gone = tuple([c.id for c in deck.cards if c.variety.key in out])
        if len(_POOLS) >= 256:
            _POOLS.clear()
        found = _POOLS[(id(deck), removed)] = (deck, kept, gone)
    return found[1], found[2]


def _prepare(
    edition: object,
    players: object,
    variants: object,
    options: Mapping[str, object],
    sheet: object = None,
) -> tuple[Edition, tuple[str, ...], Rules]:
    """The edition (its deck priced by the beanometer sheet, for a deck of kinds), the
    seats' names and the rules in force, or InvalidSetupError."""
    ed = _resolve_edition(edition)
    names = _seats(players)
    rules = ed.rules(len(names), variants=_names(variants, "variants"), **options)
    if ed.deck.has_kinds:
        # Ladybohn's beanometers are a sheet (decision ladybohn.beanometers); a deck the
        # caller priced already (an Edition passed in) keeps its prices.
        if sheet is not None or not ed.deck.priced:
            given: Any = sheet  # resolve_sheet refuses anything but a path or a Sheet
            deck = apply_sheet(ed.deck, resolve_sheet(ed.deck, given))
            ed = attrs.evolve(ed, deck=deck)
    elif sheet is not None:
        raise InvalidSetupError(f"{ed.name} prints its beanometers: it takes no sheet")
    return ed, names, rules


def _split_dealer(dealer: object, dealer_seat: object, options: dict[str, object]) -> object:
    """The dealing seat as given (None for the default), unchecked; a string ``dealer`` is
    the rule option of that name (who deals: oldest, youngest, chosen), which shares the
    keyword."""
    if isinstance(dealer, str):
        options["dealer"] = dealer
        dealer = None
    if dealer is not None and dealer_seat is not None:
        raise InvalidSetupError("give the dealing seat once: dealer or dealer_seat")
    return dealer_seat if dealer is None else dealer


#: The words that name a Ladybohn kind in a composed position (001's French, English).
_KIND_WORDS = {
    "mister": "mister",
    "misters": "mister",
    "miss": "miss",
    "bébé": "baby",
    "bébés": "baby",
    "baby": "baby",
    "babies": "baby",
}


class _Stock:
    """Hands out cards of the box by variety, lowest unused id first."""

    def __init__(self, deck: Deck, removed_varieties: Iterable[str]) -> None:
        self.removed = set(removed_varieties)
        self.free: dict[str, list[Card]] = {}
        for card in deck.cards:
            self.free.setdefault(card.variety.key, []).append(card)

    def take(self, name: object, players: int) -> Card:
        kind = ""
        if type(name) is str:
            # Ladybohn: "Rote Bohne miss", "Rote Bohne bébé", "red:baby" name a kind; a
            # bare family name takes a mister (the lowest unused id of the family).
            words = name.replace(":", " ").rsplit(" ", 1)
            if len(words) == 2 and words[1].casefold() in _KIND_WORDS:
                name, kind = words[0], _KIND_WORDS[words[1].casefold()]
        key = variety_key(name)
        if kind:
            kinds = [c for c in self.free.get(key, []) if c.kind == kind]
            if not kinds:
                raise InvalidSetupError(f"{name!r}: no {key} {kind} card is left in the box")
            self.free[key].remove(kinds[0])
            return kinds[0]
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


def _new_game_typed(
    edition: str | Edition,
    players: int | Sequence[str],
    *,
    seed: int | None = None,
    deck: Sequence[str] | None = None,
    dealer: int | str | None = None,
    dealer_seat: int | None = None,
    variants: Sequence[str] = (),
    sheet: str | Path | Sheet | None = None,
    shuffle: Shuffle | None = None,
    **options: object,
) -> GameState:
    """``new_game`` as its users type-check it; never called (see ``_typed_as``)."""
    raise NotImplementedError


@_typed_as(_new_game_typed)
def new_game(
    edition: object,
    players: object,
    *,
    seed: object = None,
    deck: object = None,
    dealer: object = None,
    dealer_seat: object = None,
    variants: object = (),
    sheet: object = None,
    shuffle: Shuffle | None = None,
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
        dealer: the dealing seat (default: the last, so that seat 0 starts); a string
            is the rule option ``dealer`` instead (``"youngest"``), which says who deals.
        dealer_seat: the dealing seat, when ``dealer`` names the rule option.
        variants: named variants of the edition's rulebook (``["beginners"]``).
        sheet: Ladybohn's beanometer sheet (a TOML file's path, or a ``Sheet``); None
            takes the provisional one shipped, with a ``ProvisionalDataWarning``.
        shuffle: chance as data (``bohnanza.chance.DeckOrders`` or any callable
            ``(ids, exhaustions) -> ids``): it orders the deal's deck (called with 0 and
            the cards in box order; a ``DeckOrders`` without a deal leaves the deal to
            the seed) and every deck formed after an exhaustion instead of the seed.
        options: rule options that override the preset (``protection="planted-fields"``).

    Raises:
        InvalidSetupError: a shuffle that returns other cards, unknown edition or option,
            an option of the wrong type or out of its range
            (``bohnanza.editions.INT_RANGES``), player count the edition does not allow,
            names that repeat, a seed that is not a 64-bit whole number, a stacked deck
            naming unknown or removed varieties, or too short to deal.
    """
    try:
        return _new_game(
            edition, players, seed, deck, dealer, dealer_seat, variants, sheet, shuffle, options
        )
    except BohnanzaError:
        raise
    except _MALFORMED as exc:
        raise _malformed("new_game", exc) from None


def _new_game(
    edition: object,
    players: object,
    seed: object,
    deck: object,
    dealer: object,
    dealer_seat: object,
    variants: object,
    sheet: object,
    shuffle: Shuffle | None,
    extra: dict[str, object],
) -> GameState:
    options = dict(extra)
    chosen = _split_dealer(dealer, dealer_seat, options)
    ed, names, rules = _prepare(edition, players, variants, options, sheet)
    n = len(names)
    if shuffle is not None and rules.garden_miss_deck == "not-a-draw":
        # Chance as data names each deck by the exhaustion it follows; under this reading
        # a deck can be formed without one (decision ladybohn.garden-miss-deck).
        raise InvalidSetupError(
            "rule option garden_miss_deck='not-a-draw' forms decks that follow no "
            "exhaustion: deck orders given as data cannot name them (decision "
            "ladybohn.garden-miss-deck); give a seed instead"
        )
    if isinstance(shuffle, DeckOrders):
        shuffle = shuffle.bound(ed.deck)
    elif shuffle is not None and not callable(shuffle):
        raise InvalidSetupError(f"shuffle must be a callable or DeckOrders, not {show(shuffle)}")
    drawn = _seed(random.SystemRandom().randrange(2**63) if seed is None else seed)
    dealer_at = n - 1 if chosen is None else _seat_number(chosen, "dealer seat", n)
    removed: tuple[int, ...]
    stacked: tuple[str, ...] | None = None
    if deck is None:
        pool, removed = _pool(ed.deck, rules.removed)
        if shuffle is None or (isinstance(shuffle, DeckOrders) and shuffle.deal is None):
            ids = shuffled(pool, random.Random(drawn))
        else:
            ids = given_order(shuffle, pool, 0)
    else:
        stacked = _names(deck, "deck")
        stock = _Stock(ed.deck, rules.removed)
        ids = tuple([stock.take(name, n).id for name in stacked])
        removed = tuple([c.id for c in stock.rest()])
    starter = (dealer_at + 1) % n
    wanted = [rules.deal_size((seat - starter) % n) for seat in range(n)]
    if sum(wanted) > len(ids):
        raise InvalidSetupError(f"a deck of {len(ids)} cards cannot deal {sum(wanted)}")
    hands: list[tuple[int, ...]] = [()] * n
    top = 0
    order = [(starter + k) % n for k in range(n)]
    if rules.deal_order == "packets":
        for seat in order:
            hands[seat] = ids[top : top + wanted[seat]]
            top += wanted[seat]
    else:
        # deal.order: one card at a time, clockwise from the dealer's left.
        dealt: list[list[int]] = [[] for _ in range(n)]
        while any(len(dealt[s]) < wanted[s] for s in order):
            for seat in order:
                if len(dealt[seat]) < wanted[seat]:
                    dealt[seat].append(ids[top])
                    top += 1
        hands = [tuple(cards) for cards in dealt]
    fields: tuple[tuple[int, ...], ...] = ((),) * (3 if rules.third_field == "start" else 2)
    box = ed.deck.cards
    state = GameState(
        Table(
            ed,
            rules,
            names,
            dealer_at,
            drawn,
            None if stacked is None else tuple(map(variety_key, stacked)),
            shuffle,
        ),
        tuple(
            [Player((name, False, box), hands[i], fields, (), ()) for i, name in enumerate(names)]
        ),
        starter,
        PLANT,
        0,
        (),
        (),
        (ids[top:], 0, 0, False),
        (1, (), (), removed, (), ()),
        -1,
        (),
    )
    state = reshuffle_if_empty(state)
    return begin_turn(state, starter, 1)


def _compose_typed(
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
    dealer: int | str | None = None,
    dealer_seat: int | None = None,
    variants: Sequence[str] = (),
    sheet: str | Path | Sheet | None = None,
    **options: object,
) -> GameState:
    """``compose`` as its users type-check it; never called (see ``_typed_as``)."""
    raise NotImplementedError


@_typed_as(_compose_typed)
def compose(
    edition: object,
    players: object,
    *,
    active: object = 0,
    step: object = Step.PLANT,
    planted: object = 0,
    hands: Mapping[int, Sequence[str]] | None = None,
    fields: Mapping[int, Sequence[Sequence[str]]] | None = None,
    coins: Mapping[int, int | Sequence[str]] | None = None,
    set_aside: Mapping[int, Sequence[str]] | None = None,
    bought_field: Iterable[object] = (),
    face_up: Sequence[str] = (),
    offer: Sequence[str] = (),
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    exhaustions: object = 0,
    ending: object = False,
    seed: object = 0,
    dealer: object = None,
    dealer_seat: object = None,
    variants: object = (),
    sheet: object = None,
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
        InvalidSetupError: unknown names, removed varieties, more cards than the box has;
            ``PositionError`` (an ``InvalidSetupError``) for a position play never reaches
            (``bohnanza.invariants``: two fields of one variety in the 1997 editions, set-aside
            cards in step 1, ...), naming the JSON path of the offending value; a seat,
            seed, step or count of the wrong type, named.
    """
    try:
        return _compose(
            edition,
            players,
            options,
            active=active,
            step=step,
            planted=planted,
            hands=hands,
            fields=fields,
            coins=coins,
            set_aside=set_aside,
            bought_field=bought_field,
            face_up=face_up,
            offer=offer,
            deck=deck,
            discard=discard,
            exhaustions=exhaustions,
            ending=ending,
            seed=seed,
            dealer=dealer,
            dealer_seat=dealer_seat,
            variants=variants,
            sheet=sheet,
        )
    except BohnanzaError:
        raise
    except _MALFORMED as exc:
        raise _malformed("compose", exc) from None


def _compose(
    edition: object,
    players: object,
    extra: dict[str, object],
    *,
    active: object,
    step: object,
    planted: object,
    hands: Mapping[int, Sequence[str]] | None,
    fields: Mapping[int, Sequence[Sequence[str]]] | None,
    coins: Mapping[int, int | Sequence[str]] | None,
    set_aside: Mapping[int, Sequence[str]] | None,
    bought_field: Iterable[object],
    face_up: Sequence[str],
    offer: Sequence[str],
    deck: Sequence[str],
    discard: Sequence[str],
    exhaustions: object,
    ending: object,
    seed: object,
    dealer: object,
    dealer_seat: object,
    variants: object,
    sheet: object,
) -> GameState:
    options = dict(extra)
    named_dealer = _split_dealer(dealer, dealer_seat, options)
    ed, names, rules = _prepare(edition, players, variants, options, sheet)
    n = len(names)
    mover = _seat_number(active, "active seat", n)
    dealer_at = (
        (mover - 1) % n if named_dealer is None else _seat_number(named_dealer, "dealer seat", n)
    )
    if type(step) is not Step:
        raise InvalidSetupError(f"step must be a bohnanza.Step, not {show(step)}")
    plantings = _count(planted, "planted")
    exhausted = _count(exhaustions, "exhaustions")
    if type(ending) is not bool:
        raise InvalidSetupError(f"ending must be True or False, not {show(ending)}")
    seed_value = _seed(seed)
    stock = _Stock(ed.deck, rules.removed)

    def take(seq: Iterable[object]) -> tuple[Card, ...]:
        return tuple(stock.take(name, n) for name in seq)

    for what, given in (
        ("hands", hands),
        ("fields", fields),
        ("coins", coins),
        ("set_aside", set_aside),
    ):
        _check_seat_keys(what, given, n)
    bought: set[object] = set(bought_field)
    for key in bought:
        _seat_number(key, "bought_field seat", n)
    built: list[Player] = []
    for seat in range(n):
        field_list = [take(f) for f in (fields or {}).get(seat, ())]
        count = 3 if rules.third_field == "start" or seat in bought else 2
        if len(field_list) > count:
            raise InvalidSetupError(f"seat {seat} has {count} fields, not {len(field_list)}")
        field_list += [()] * (count - len(field_list))
        raw_coins = (coins or {}).get(seat, 0)
        built.append(
            Player.from_cards(
                names[seat],
                take((hands or {}).get(seat, ())),
                tuple(field_list),
                (),
                take((set_aside or {}).get(seat, ())),
                seat in bought,
                ed.deck.cards,
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
        if type(raw_coins) is bool:
            # Before the int test: compiled, a bool narrowed to an int is a plain 0 or 1.
            raise InvalidSetupError(f"not enough cards left for {raw_coins} coins")
        if isinstance(raw_coins, int):
            rest = [c for c in stock.rest() if c.variety.key not in stock.removed]
            if type(raw_coins) is not int or not 0 <= raw_coins <= len(rest):
                raise InvalidSetupError(f"not enough cards left for {raw_coins} coins")
            chosen = rest[-raw_coins:] if raw_coins else []
            for card in chosen:
                stock.free[card.variety.key].remove(card)
            built[seat] = _with_coins(built[seat], tuple(chosen))
    removed_cards = stock.rest()
    if rules.duel and step is Step.PLANT:
        step = Step.DUEL_PLANT  # the duel plants from the hand in its step 2
    state = GameState.from_parts(
        table=Table(ed, rules, names, dealer_at, seed_value),
        players=tuple(built),
        active=mover,
        step=step,
        planted=plantings,
        stack=stack,
        drawn=0,
        discard=pile,
        face_up=up,
        removed=tuple(removed_cards),
        box=(),
        exhaustions=exhausted,
        ending=ending,
        turn=1,
        offer=offered,
    )
    if step is Step.PLANT and (plantings >= 2 or not built[mover].hand):
        state = begin_trading(state)
    elif step is Step.PLANT_RECEIVED:
        state = after_step3_plant(state)
    elif step is Step.DRAW:
        state = end_step3(state)
    elif step is Step.OFFER and not offered:
        state = begin_duel_plant(state)
    elif step is Step.DUEL_PLANT and not built[mover].hand:
        state = begin_duel_draw(state)
    # The one validator of positions (bohnanza.invariants), as for a document read.
    check_position(state, composed=True)
    return state


def _count(value: object, what: str) -> int:
    """A count given to ``compose`` (its range is the validator's), or InvalidSetupError."""
    if type(value) is not int:
        raise InvalidSetupError(f"{what} must be a whole number, not {show(value)}")
    return value


def _check_seat_keys(what: str, given: object, count: int) -> None:
    """A composed zone is a mapping whose keys are seats (plain ints 0 to count - 1)."""
    if given is None:
        return
    if not isinstance(given, Mapping):
        raise InvalidSetupError(f"{what} maps seats to cards, not {show(given)}")
    for key in given:
        _seat_number(key, f"{what}: seat", count)


def _with_coins(p: Player, coins: tuple[Card, ...]) -> Player:
    return p.replace(coins=coins)
