"""The environments' fast paths against their definitions, and what a seat may not see.

* Every legal move has an id: in random games of every preset, player count and variant,
  each move ``legal_actions`` lists for the acting seat from its view (its basic moves,
  Ladybohn's moves of a miss and the duel's discards included, and its offers) has an id
  whose mask bit is set, and that id plays a move with the same outcome, up to cards of
  the same variety (and in Ladybohn the same kind); each id of the mask plays a move the
  referee accepts, which encodes back to it.
* Legal ids: the mask, built from the basic moves and the counts of each variety a seat
  may give, equals the ids of every move the referee accepts, each offer slot decoded and
  checked one by one (the way the encoding used to build it), in positions of random
  games of every kind (offers, answers, Ladybohn's owed babies, the duel).
* Every legal id is a move the referee accepts, and ``encode`` gives the id back.
* The observation written from the state, part by part, equals the one computed from the
  seat's ``PlayerView``.
* Twins: two states that differ only in cards a seat may not see (the other hands, the
  deck's order; in Ladybohn the kind of a hand card an offer gives) give that seat the
  same observation, the same mask and the same moves of the fast bots, in every preset.
* Action ids are strict: anything but an integer in range is refused with the project's
  own error, naming the value.
* Turns in step 2: after a move the turn goes to the next seat, clockwise, with a move
  other than PASS (one move is enough), and round to the active player when none has.

Runs in ``nox -s rl`` (which installs the extra ``rl``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import numpy as np
import pytest

from bohnanza.actions import Action, Keep, Offer
from bohnanza.env.encoding import OFFER_COUNT, PASS, Position, Table
from bohnanza.env.observation import view_observation
from bohnanza.env.policies import POLICIES
from bohnanza.errors import InvalidActionError
from bohnanza.listing import legal_actions
from bohnanza.referee import apply, check
from bohnanza.state import GameState, Player, Step
from bohnanza.views import view
from tests.integrations.presets import CASES as ALL
from tests.integrations.presets import IDS, bad_ids, named

CASES = [
    ("rio-grande-2000", 4),
    ("rio-grande-2000", 3),
    ("amigo-fr", 2),
    ("original-1997-fr", 5),
    ("ladybohn", 3),
]


def _positions(table: Table, seed: int, limit: int = 400, basic: float = 0.0) -> Iterator[Position]:
    """The positions of a game of uniformly drawn legal ids (offers and answers too); with
    probability ``basic`` an id is drawn among the basic moves only (so that games go on
    past step 2 more often than the many offer ids let them)."""
    rng = np.random.default_rng(seed)
    pos = table.start(seed)
    for _ in range(limit):
        if pos.over:
            return
        yield pos
        ids = table.ids(pos)
        if basic and rng.random() < basic:
            ids = [code for code in ids if code < table.answer_base] or ids
        pos = table.play(pos, int(rng.choice(ids)))


def _shape(s: GameState) -> tuple[object, ...]:
    """``s`` up to cards of the same variety (and Ladybohn kind): each card as its variety
    and kind; the zones whose order means nothing (set-aside, face-up and offered cards,
    babies owed) as sorted lists."""
    cards = s.table.cards

    def k(ids: Sequence[int]) -> tuple[tuple[str, str], ...]:
        return tuple([(cards[c].variety.key, cards[c].kind) for c in ids])

    def bag(ids: Sequence[int]) -> tuple[tuple[str, str], ...]:
        return tuple(sorted(k(ids)))

    players = tuple(
        (k(p.hand_ids), tuple(k(f) for f in p.field_ids), k(p.coin_ids), bag(p.aside_ids),
         p.bought_field)
        for p in s.players
    )  # fmt: skip
    offers = tuple(
        (o.seat, o.to, bag(o.gives), o.asks, o.give_coins, o.ask_coins) for o in s.offers
    )
    stack, drawn, exhaustions, ending = s.pile
    return (
        s.step_id, s.active, s.planted, s.first_kind, s.rest[0], s.rest[5], players,
        k(s.discard_ids), bag(s.face_up_ids), bag(s.rest[1]), bag(s.rest[4]),
        k(stack[drawn:]), exhaustions, ending, offers,
    )  # fmt: skip


def _same_outcome(state: GameState, a: Action, b: Action | None) -> bool:
    return b is not None and _shape(apply(state, a)) == _shape(apply(state, b))


@pytest.mark.parametrize(("preset", "players", "variants"), ALL, ids=IDS)
def test_every_legal_move_has_an_id_in_the_mask_and_back(
    preset: str, players: int, variants: tuple[str, ...]
) -> None:
    table = Table.make(preset, players, variants=variants)
    lady = table.lady
    moves_seen = offers_seen = misses_seen = backs_seen = 0
    rng = random.Random(0)
    for seed in range(2):
        for pos in _positions(table, seed, limit=200 if lady else 70, basic=0.7):
            state = pos.state
            seat = table.actor(pos)
            mask = table.mask(pos)
            listed = legal_actions(view(state, seat))
            for move in listed.basic:
                code = table.encode(move, state)
                assert code is not None and mask[code], (move, code)
                assert _same_outcome(state, move, table.move(pos, code)), (move, code)
                moves_seen += 1
                misses_seen += " lift miss " in table.action_names[code]
                backs_seen += " back " in table.action_names[code]
            if pos.made and pos.made[seat] < table.offers_per_step:  # the env's bound
                for i in range(listed.offer_count):
                    offer = listed.offer(i)
                    code = table.encode(offer, state)
                    assert code is not None and mask[code], (offer, code)
                    offers_seen += 1
                # The outcome of a sample of them (every one costs two moves of the referee).
                for i in rng.sample(range(listed.offer_count), min(listed.offer_count, 6)):
                    offer = listed.offer(i)
                    played = table.move(pos, table.action_id(table.encode(offer, state)))
                    assert _same_outcome(state, offer, played), offer
            ids = np.flatnonzero(mask).tolist()
            offer_ids = [code for code in ids if code >= table.offer_base]
            sample = [code for code in ids if code < table.offer_base]
            sample += rng.sample(offer_ids, min(len(offer_ids), 6))
            for code in sample:
                played = table.move(pos, code)
                if played is None:
                    assert code == PASS and state.step is Step.TRADE and seat != state.active
                    continue
                assert check(state, played) is None, (code, played)
                assert table.encode(played, state) == code, (code, played)
    assert moves_seen > 100
    assert offers_seen > 0 or table.start(0).state.table.duel
    if lady:
        assert misses_seen > 0, "no baby moved a miss in these games"
    if table.start(0).state.table.duel:
        assert backs_seen > 0, "no discard of a card with one of its variety behind it"


def _reference_ids(table: Table, pos: Position) -> set[int]:
    """The acting seat's ids as the definition gives them: its basic moves encoded, PASS
    off turn in step 2, and every offer slot decoded and checked by the referee."""
    state = pos.state
    seat = table.actor(pos)
    ids: set[int] = set()
    for move in legal_actions(state, seat).basic:
        code = table.encode(move, state)
        assert code is not None, move
        ids.add(code)
    if state.step is not Step.TRADE or state.owed_ids:
        return ids
    if seat != state.active:
        ids.add(PASS)
    if not pos.made or pos.made[seat] >= table.offers_per_step:
        return ids
    cards = state.table.cards
    pool = list(state.players[seat].hand_ids)
    if seat == state.active:
        pool = list(state.face_up_ids) + pool
    for k, (r, g, c, a, m) in enumerate(table.offer_slots):
        given = [card for card in pool if table.varieties.index(cards[card].variety.key) == g]
        if g >= 0 and len(given) < c:
            continue
        asks = (table.varieties[a],) * m if a >= 0 else ()
        offer = Offer(seat, (seat + r) % table.players, tuple(given[:c]), asks)
        if check(state, offer) is None:
            ids.add(table.offer_base + k)
    return ids


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_the_mask_is_every_move_the_referee_accepts(preset: str, players: int) -> None:
    table = Table.make(preset, players)
    seen_offers = 0
    for seed in range(3):
        for pos in _positions(table, seed):
            expected = _reference_ids(table, pos)
            mask = table.mask(pos)
            assert set(np.flatnonzero(mask).tolist()) == expected
            assert table.ids(pos) == sorted(expected)
            # is_legal agrees with the mask, at the edges of each run of offer ids too.
            _, runs = table.legal(pos)
            edges = {c for lo, hi in runs for c in (lo - 1, lo, hi - 1, hi)} | set(expected)
            for code in edges & set(range(table.num_actions)):
                assert table.is_legal(pos, code) == bool(mask[code]), code
            seen_offers += sum(1 for code in expected if code >= table.offer_base)
    assert seen_offers > 0 or table.start(0).state.table.duel


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_every_legal_id_is_a_move_the_referee_accepts_and_encodes_back(
    preset: str, players: int
) -> None:
    table = Table.make(preset, players)
    for pos in _positions(table, 1, limit=250):
        for code, move in table.moves(pos).items():
            if move is None:
                assert code == PASS
                continue
            assert check(pos.state, move) is None, (code, move)
            assert table.encode(move, pos.state) == code


@pytest.mark.parametrize(("preset", "players", "variants"), ALL, ids=IDS)
def test_the_observation_is_the_one_of_the_seats_view(
    preset: str, players: int, variants: tuple[str, ...]
) -> None:
    table = Table.make(preset, players, variants=variants)
    assert len(table.observation_names) == table.observation_size
    observers = [table.observer(seat) for seat in range(players)]
    for pos in _positions(table, 2, limit=200, basic=0.5):
        for seat, observer in enumerate(observers):
            fast = observer.observe(pos)
            slow = view_observation(table, view(pos.state, seat), pos.window)
            assert (fast == slow).all(), [
                table.observation_names[k] for k in np.flatnonzero(fast != slow)
            ]


def _twin(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with the cards ``seat`` cannot see dealt again: the other hands (their
    sizes kept) and the deck, shuffled together; cards given by standing offers stay (they
    are shown), but in Ladybohn each is swapped for a hidden card of the same family and
    another kind when there is one (kinds are not shown)."""
    table = state.table
    cards = table.cards
    offered = {card for offer in state.offers for card in offer.gives}
    stack, drawn = state.pile[0], state.pile[1]
    in_hands = {c for k, p in enumerate(state.players) if k != seat for c in p.hand_ids}
    hidden = [c for c in sorted(in_hands) if c not in offered] + list(stack[drawn:])
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    swap = dict(zip(hidden, shuffled, strict=True))
    if table.lady:
        for card in sorted(offered & in_hands):
            for other, new in swap.items():
                same = cards[new].variety is cards[card].variety
                if same and cards[new].kind != cards[card].kind:
                    swap[other], swap[card] = card, new
                    break
    offers = tuple(
        Offer(
            o.seat, o.to, tuple(swap.get(c, c) for c in o.gives), o.asks, o.give_coins, o.ask_coins
        )
        for o in state.offers
    )

    def moved(ids: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(swap.get(c, c) for c in ids)

    players = tuple(
        p if k == seat else Player(p.info, moved(p.hand_ids), p.field_ids, p.coin_ids, p.aside_ids)
        for k, p in enumerate(state.players)
    )
    pile = (stack[:drawn] + moved(stack[drawn:]), *state.pile[1:])
    return GameState(
        table, players, state.active, state.step_id, state.planted, state.discard_ids,
        state.face_up_ids, pile, state.rest, state.first_kind, offers,
    )  # fmt: skip


@pytest.mark.parametrize(("preset", "players", "variants"), ALL, ids=IDS)
def test_twins_differing_in_hidden_cards_look_the_same_to_the_seat(
    preset: str, players: int, variants: tuple[str, ...]
) -> None:
    table = Table.make(preset, players, variants=variants)
    rng = random.Random(3)
    compared = differ = kinds_hidden = 0
    cards = table.start(0).state.table.cards
    for seed in range(2):
        for pos in _positions(table, seed, limit=300 if table.lady else 80, basic=0.3):
            seat = table.actor(pos)
            twin_state = _twin(pos.state, seat, rng)
            if twin_state.offers != pos.state.offers or any(
                a.hand_ids != b.hand_ids
                for a, b in zip(twin_state.players, pos.state.players, strict=True)
            ):
                differ += 1
            for one, two in zip(pos.state.offers, twin_state.offers, strict=True):
                pairs = zip(one.gives, two.gives, strict=True)
                kinds_hidden += any(cards[x].kind != cards[y].kind for x, y in pairs)
            twin = Position(twin_state, pos.window, pos.made)
            a = table.observer(seat).observe(pos)
            assert (a == table.observer(seat).observe(twin)).all()
            assert (table.mask(pos) == table.mask(twin)).all()
            watcher = (seat + 1 + compared % (players - 1)) % players  # a seat not to act
            other = Position(_twin(pos.state, watcher, rng), pos.window, pos.made)
            a = table.observer(watcher).observe(pos)
            assert (a == table.observer(watcher).observe(other)).all()
            for policy in POLICIES.values():
                moves = [policy(table, p, seat, random.Random(seed)) for p in (pos, twin)]
                assert str(moves[0]) == str(moves[1]), moves
            compared += 1
    assert compared > 100
    assert differ > compared // 2  # the twins did differ
    if table.lady:
        assert kinds_hidden > 5  # and in the kinds of offered cards


def test_offer_runs_cover_one_or_two_cards_given() -> None:
    """The slot layout the runs rely on: per addressee, the side given (nothing, then each
    variety with 1 or 2 cards), then the side asked, the empty offer left out."""
    table = Table.make("rio-grande-2000", 4)
    width = table.offer_width
    assert width == 1 + OFFER_COUNT * len(table.varieties)
    for k, (r, g, c, a, m) in enumerate(table.offer_slots):
        gi = 1 + OFFER_COUNT * g + c - 1 if g >= 0 else 0
        ai = 1 + OFFER_COUNT * a + m - 1 if a >= 0 else 0
        assert k == (r - 1) * (width * width - 1) + gi * width + ai - 1


# ---------------------------------------------------------------------------------------
# Blind spots of issue 30's mutation run (each names its mutant, ``mutate.py show ID``).


def test_the_greedy_seat_asks_only_while_its_offers_last() -> None:
    """env:greedy.py:_offers_left:boolop:0 -- another seat asks the active player for a
    face-up card its field takes; not once it made its offers of the step, nor when the
    encoding allows no offers."""
    from bohnanza.env.greedy import greedy_move
    from bohnanza.setup import compose

    table = Table.make("rio-grande-2000", 4)
    s = compose(
        "rio-grande-2000",
        4,
        step=Step.TRADE,
        face_up=["Chili", "Soy"],
        fields={1: [["Chili"]]},
        hands={1: ["Wax"]},
        deck=["Blue"] * 5,
    )
    limit, kind = table.offers_per_step, table.kinds(s)

    def move(made: tuple[int, ...]) -> object:
        return greedy_move(s, made, 1, random.Random(0), kind, table.varieties, limit)

    asked = move((0, 0, 0, 0))
    assert isinstance(asked, Offer) and (asked.seat, asked.to, asked.asks) == (1, 0, ("chili",))
    assert move((0, limit, 0, 0)) is None
    assert move((limit, 0, 0, 0)) == asked, "another seat's offers do not count"
    assert move(()) is None


def test_the_random_seat_plays_a_legal_move() -> None:
    """env:policies.py:random_policy:return-none:0 -- the fast random seat moves: a legal
    move whenever the game waits for it; it passes (None) only as another player in step
    2's window."""
    table = Table.make("rio-grande-2000", 4)
    pos = table.start(7)
    rng = random.Random(0)
    moved = 0
    for _ in range(200):
        seat = table.actor(pos)
        move = POLICIES["random"](table, pos, seat, rng)
        if move is None:
            assert pos.state.step == Step.TRADE and seat != pos.state.active
        else:
            assert check(pos.state, move) is None
            moved += 1
        pos = table.after(pos, move)
    assert moved > 100


def test_action_ids_are_integers_in_range() -> None:
    """Issue 39 item 5: an action id is a Python or NumPy integer in range; anything else
    (a bool, a float, a string, None, a list or an array, an integer out of range) is
    refused with InvalidActionError naming it; NumPy integers play as ints do."""
    table = Table.make("rio-grande-2000", 3)
    pos = table.start(1)
    legal = table.ids(pos)[0]
    for value in bad_ids(table.num_actions):
        with pytest.raises(InvalidActionError) as refused:
            table.play(pos, value)  # type: ignore[arg-type]
        assert named(value) in str(refused.value), (value, str(refused.value))
    for value in (legal, np.int64(legal), np.int32(legal), np.uint16(legal)):
        assert table.action_id(value) == legal
        assert _shape(table.play(pos, value).state) == _shape(table.play(pos, legal).state)  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match="not legal"):
        table.play(
            pos, next(code for code in range(table.num_actions) if code not in table.ids(pos))
        )


def test_a_ladybohn_seat_sees_the_kinds_of_its_cards_and_the_open_ones_only() -> None:
    """Ladybohn: the observation shows the kinds of the seat's own hand, of the fields (the
    top card, each miss's depth), of the face-up cards and of the face-up cards an offer
    gives; a hand card given by an offer by its family only, to the addressee too
    (decision ladybohn.hidden-kinds)."""
    from bohnanza.setup import compose

    table = Table.make("ladybohn", 3)
    state = compose(
        "ladybohn", 3, step=Step.TRADE,
        hands={0: ["red:miss", "blue:baby", "soy"], 1: ["soy:miss", "garden:baby"]},
        fields={0: [["green", "green:miss", "green", "green:baby"]]},
        face_up=["chili:miss", "stink:baby"], deck=["blue"] * 10,
    )  # fmt: skip
    cards = state.table.cards
    given = next(c for c in state.players[1].hand_ids if cards[c].kind == "miss")
    chili = next(c for c in state.face_up_ids if cards[c].variety.key == "chili")
    state = apply(state, Offer(1, 0, (given,), ("red",)))
    state = apply(state, Offer(0, 1, (chili,), ("soy",)))
    pos = table.enter(state)
    names = table.observation_names

    def seen(seat: int) -> dict[str, float]:
        vector = table.observe(pos, seat)
        return {name: float(vector[k]) for k, name in enumerate(names) if vector[k]}

    me = seen(0)
    assert me["hand[0] is a miss"] == me["hand[1] is a baby"] == me["hand[2] is a mister"] == 1
    assert me["hand count red-miss"] == me["hand count blue-baby"] == 1
    assert me["self field 0 top is a baby"] == 1 and me["self field 0 mister cards"] == 2
    assert me["self field 0 miss 0 depth+1"] == 3  # two cards above her
    assert me["face up count chili-miss"] == me["face up count stink-baby"] == 1
    assert me["offer seat+1->self gives soy"] == 1  # the family of the card offered to it
    assert not any(name.startswith("offer seat+1->self gives face-up") for name in me)
    assert me["offer self->seat+1 gives face-up chili-miss"] == 1
    them = seen(1)  # the addressee of the active player's offer sees its face-up card
    assert them["offer seat+2->self gives face-up chili-miss"] == 1
    assert them["hand[0] is a miss"] == 1 and them["hand[1] is a baby"] == 1
    assert not any("hand count red" in name or "hand count blue" in name for name in them)
    assert not any(name.startswith("offer self->seat+2 gives face-up") for name in them)


@pytest.mark.parametrize(
    ("fields", "window"),
    [
        ([["Soy", "Soy"], ["Wax"]], 2),  # one move: harvest the soy (the wax is protected)
        ([["Soy"], ["Wax"]], 2),  # two harvests
        ([[], []], 0),  # no move but PASS: the turn goes round to the active player
    ],
)
def test_in_step_2_the_turn_goes_to_the_next_seat_with_a_move_other_than_pass(
    fields: list[list[str]], window: int
) -> None:
    from bohnanza.env.core import actor, advance, entered
    from bohnanza.setup import compose

    state = compose(
        "rio-grande-2000",
        4,
        step=Step.TRADE,
        fields={1: [["Soy"], []], 2: fields},  # seat 1's lone bean may not be harvested
        face_up=["Chili", "Blue"],
        deck=["Blue"] * 8,
    )
    first, made = entered(state, 0)
    assert actor(state, first) == 0  # the active player opens trading
    after, turn, _ = advance(state, first, made, Keep(0, state.face_up_ids[0]), 0)
    assert actor(after, turn) == window
