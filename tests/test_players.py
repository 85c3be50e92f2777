"""Bots on player views: the Bot protocol, the play_game harness, load_bot, simulate."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence
from typing import Any, cast

import attrs
import pytest

import bohnanza
from bohnanza import (
    Accept,
    Action,
    Card,
    Decline,
    Donate,
    GameState,
    InvalidSetupError,
    Offer,
    PlayerView,
    Step,
    Table,
    Trade,
    view,
)
from bohnanza.cli import main
from bohnanza.listing import SeatActions
from bohnanza.players import (
    BUILTIN,
    Bot,
    BotError,
    GreedyBot,
    PlannerBot,
    RandomBot,
    load_bot,
    play_game,
)
from bohnanza.views import FIELDS

E = "rio-grande-2000"


# ---------------------------------------------------------------------------------------
# bots that load_bot and simulate import from this module


def first_move(view: PlayerView, moves: Sequence[Action], rng: random.Random) -> Action | None:
    """A bot as a plain function: the first listed move when it must move, else a pass."""
    return moves[0] if view.seat in view.to_move else None


class Generous:
    """Offers every gift it may make (an offer asking nothing), accepts every offer."""

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        for move in moves:
            if isinstance(move, Accept) or (isinstance(move, Offer) and not move.asks):
                return move
        return moves[0] if view.seat in view.to_move else None


class Refuser(Generous):
    """Offers every gift too, but declines every offer."""

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        for move in moves:
            if isinstance(move, Decline):
                return move
        return super().__call__(view, moves, rng)


class Holder:
    """A namespace, for a dotted attribute in a spec."""

    bot = staticmethod(first_move)


NOT_CALLABLE = 42


class Broken:
    def __init__(self) -> None:
        raise RuntimeError("no")


# ---------------------------------------------------------------------------------------
# what a bot is handed


#: The properties of a view that give cards.
CARD_PROPERTIES = ("hand", "fields", "set_aside", "face_up", "offer", "discard", "offered", "owed")


def _walk(value: object) -> Iterator[object]:
    """Every object reachable from a view's fields (by attrs fields and containers); the
    public table is not followed: its edition lists the box's cards by id, which says
    nothing of where they are (a test below checks that it carries no seed)."""
    yield value
    if isinstance(value, Table):
        return
    if isinstance(value, PlayerView):
        # Its fields (ids and counts) and the cards it decodes on demand.
        for name in (*FIELDS, *CARD_PROPERTIES):
            yield from _walk(getattr(value, name))
    elif attrs.has(type(value)):
        for field in attrs.fields(cast(Any, type(value))):
            yield from _walk(getattr(value, field.name))
    elif isinstance(value, tuple | list | frozenset | set):
        for item in value:
            yield from _walk(item)


class Spy:
    """Wraps a bot; checks at every call that it is handed a view and moves that show no
    card its seat may not see."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner
        self.calls = 0

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        assert isinstance(view, PlayerView)
        assert isinstance(moves, tuple | SeatActions)
        named: set[int] = set()
        for move in moves:
            assert not isinstance(move, Trade | Donate), "the agreed shorthand needs both hands"
            if isinstance(move, Offer):
                named.update(move.gives)
            elif isinstance(move, Accept):
                named.update(move.cards)
        assert named <= view.card_ids, f"moves name unseen cards {named - view.card_ids}"
        self.calls += 1
        return self.inner(view, moves, rng)


def _midgame(players: int, seed: int, moves: int) -> GameState:
    state = bohnanza.new_game(E, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        basic = bohnanza.legal_actions(state, state.to_move[0]).basic
        state = bohnanza.apply(state, basic[int(rng.random() * len(basic))])
    return state


@pytest.mark.parametrize("moves", [0, 7, 40, 120])
def test_a_view_reaches_neither_another_hand_nor_the_deck_order(moves: int) -> None:
    state = _midgame(5, 11, moves)
    for seat in range(5):
        v = view(state, seat)
        names = set(FIELDS)
        assert not names & {"deck", "players", "state"}
        # The table it carries (to list its moves) has no seed and no stacked deck order.
        assert v.table is not None and v.table.seed == 0 and v.table.stacked is None
        assert v.table.edition == state.table.edition and v.table.rules == state.table.rules
        reached = list(_walk(v))
        assert not any(isinstance(o, GameState | bohnanza.Player) for o in reached)
        ids = {o.id for o in reached if isinstance(o, Card)}
        hidden = {c.id for s, p in enumerate(state.players) if s != seat for c in p.hand}
        hidden |= {c.id for c in state.deck}
        assert hidden, "the position has hidden cards to protect"
        assert not ids & hidden
        assert ids == v.card_ids  # the walk and the view's own account agree
        # The moves listed from the view name only cards the seat sees.
        for move in bohnanza.legal_actions(v):
            assert set(getattr(move, "gives", ())) | set(getattr(move, "cards", ())) <= ids


# ---------------------------------------------------------------------------------------
# the protocol


def test_the_builtin_bots_and_a_function_are_bots() -> None:
    for make in BUILTIN.values():
        assert isinstance(make(), Bot)
    assert isinstance(first_move, Bot)
    assert set(BUILTIN) == {
        "random",
        "greedy",
        "planner",
        "planner-1",
        "planner-2",
        "planner-3",
        "search",
    }


def _offered(state: GameState, offer: Offer) -> tuple[GameState, tuple[Action, ...]]:
    """The state after ``offer`` and its addressee's answers, as the harness lists them."""
    after = bohnanza.apply(state, offer)
    moves = tuple(
        m
        for m in bohnanza.legal_actions(view(after, offer.to))
        if isinstance(m, Accept | Decline) and m.offerer == offer.seat
    )
    return after, moves


def test_greedy_and_planner_answer_offers_by_what_their_fields_can_take() -> None:
    checked = 0
    for seed in range(6):
        state = _midgame(4, seed, 60)
        while state.step is not Step.TRADE:
            state = bohnanza.apply(state, bohnanza.legal_actions(state, state.active).basic[0])
        active = state.active
        for card in state.face_up:
            for seat in range(4):
                if seat == active:
                    continue
                after, moves = _offered(state, Offer(active, seat, (card.id,), ()))
                mine = after.players[seat].fields
                fits = any(f and f[0].variety.key == card.variety.key for f in mine)
                for bot in (GreedyBot(), PlannerBot()):
                    answer = bot(view(after, seat), moves, random.Random(0))
                    if fits:
                        assert isinstance(answer, Accept), (card, mine)
                    elif all(mine):
                        assert isinstance(answer, Decline), (card, mine)
                    checked += 1
    assert checked > 50


# ---------------------------------------------------------------------------------------
# play_game


def _cases() -> Iterator[tuple[str, int]]:
    for name in bohnanza.editions():
        counts = bohnanza.edition(name).player_counts
        for players in sorted({min(counts), max(counts)}):
            yield name, players


@pytest.mark.parametrize(("preset", "players"), list(_cases()))
def test_play_game_plays_whole_games_of_every_preset_from_views_only(
    preset: str, players: int
) -> None:
    kinds = ["planner", "greedy", "random"]
    spies = [Spy(load_bot(kinds[seat % 3])) for seat in range(players)]
    final, moves = play_game(preset, spies, seed=5)
    assert final.is_over
    result = bohnanza.outcome(final)
    assert result is not None
    assert all(spy.calls > 0 for spy in spies)
    # The moves are the game: replayed by the referee from the seeded start, they end there.
    state = bohnanza.new_game(preset, players, seed=5)
    for move in moves:
        state = bohnanza.apply(state, move)
    assert state == final


def test_ladybohn_babies_owed_are_all_a_view_lists_until_planted() -> None:
    """Ladybohn: a baby received in step 2 for a field of its family is planted before
    anything else (001/lady.baby-trade): while one is owed, its holder's view lists only
    those plantings and every other seat's view lists nothing, no offer; the bots get
    through such positions to the end of the game."""
    owed = 0
    for seed in (1, 2):
        final, moves = play_game("ladybohn", ["planner", "greedy", "random", "planner"], seed)
        assert final.is_over
        state = bohnanza.new_game("ladybohn", 4, seed=seed)
        for move in moves:
            if state.owed_ids:
                owed += 1
                for seat in range(4):
                    listed = bohnanza.legal_actions(view(state, seat))
                    if seat in state.to_move:
                        assert listed and all(
                            isinstance(m, bohnanza.Plant) and m.card in state.owed_ids
                            for m in listed
                        ), listed
                    else:
                        assert listed == (), listed
                assert isinstance(move, bohnanza.Plant) and move.card in state.owed_ids
            state = bohnanza.apply(state, move)
    assert owed >= 5, f"only {owed} positions with a baby owed"


def test_play_game_is_reproducible_and_accepts_specs() -> None:
    first = play_game(E, ["planner", "random", "greedy"], seed=9)
    again = play_game(E, [PlannerBot(), RandomBot(), GreedyBot()], seed=9)
    assert first[1] == again[1]


def test_offers_go_through_the_addressee() -> None:
    # Nobody accepts: every offer is declined, and no card changes hands.
    _, moves = play_game(E, [Refuser(), Refuser(), Refuser()], seed=2)
    offers = [m for m in moves if isinstance(m, Offer)]
    assert offers and not any(isinstance(m, Accept) for m in moves)
    assert sum(isinstance(m, Decline) for m in moves) == len(offers)
    # Everybody accepts: each offer is followed by its acceptance.
    _, moves = play_game(E, [Generous(), Generous(), Generous()], seed=2)
    answered = 0
    for made, answer in itertools.pairwise(moves):
        if isinstance(made, Offer):
            assert isinstance(answer, Accept)
            assert (answer.seat, answer.offerer) == (made.to, made.seat)
            answered += 1
    assert answered


def test_a_bot_that_breaks_the_contract_gets_a_bot_error() -> None:
    def cheat(view: PlayerView, moves: Sequence[Action], rng: random.Random) -> Action | None:
        return bohnanza.Harvest(view.seat, 0) if view.seat in view.to_move else None

    def lazy(view: PlayerView, moves: Sequence[Action], rng: random.Random) -> Action | None:
        return None

    def crash(view: PlayerView, moves: Sequence[Action], rng: random.Random) -> Action | None:
        raise KeyError("oops")

    with pytest.raises(BotError, match="not a listed move"):
        play_game(E, [cheat, first_move, first_move], seed=1)
    with pytest.raises(BotError, match="passed when it had to move"):
        play_game(E, [lazy, first_move, first_move], seed=1)
    with pytest.raises(BotError, match="failed: KeyError"):
        play_game(E, [crash, first_move, first_move], seed=1)
    with pytest.raises(BotError, match="max_moves=10"):
        play_game(E, [first_move] * 3, seed=1, max_moves=10)
    with pytest.raises(InvalidSetupError, match="not callable"):
        play_game(E, [first_move, first_move, cast(Bot, 3)], seed=1)


# ---------------------------------------------------------------------------------------
# load_bot


def test_load_bot_takes_builtin_names_classes_functions_and_dotted_attributes() -> None:
    assert type(load_bot("planner")) is PlannerBot
    assert type(load_bot(" greedy ")) is GreedyBot
    assert load_bot("planner") is not load_bot("planner")  # a new bot each time
    assert type(load_bot("tests.test_players:Generous")) is Generous
    assert load_bot("tests.test_players:first_move") is first_move
    assert load_bot("tests.test_players:Holder.bot") is first_move


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            "smart",
            "unknown bot 'smart'; bots: random, greedy, planner, planner-1, planner-2, "
            "planner-3, search, cmd:COMMAND, or package.module:attr",
        ),
        ("tests.test_players", "unknown bot"),
        (":first_move", "unknown bot"),
        ("tests.test_players:", "unknown bot"),
        ("no_such_module_xyz:Bot", "cannot import 'no_such_module_xyz'"),
        ("tests.test_players:Missing", "has no 'Missing'"),
        ("tests.test_players:Holder.missing", "has no 'Holder.missing'"),
        ("tests.test_players:first_move.__code__.co_name", "is not callable"),
        ("tests.test_players:NOT_CALLABLE", "is not callable"),
        ("tests.test_players:Broken", "Broken() failed: RuntimeError"),
    ],
)
def test_load_bot_refuses_a_bad_spec_by_name(spec: str, message: str) -> None:
    with pytest.raises(InvalidSetupError, match=message.replace("(", r"\(").replace(")", r"\)")):
        load_bot(spec)


def test_load_bot_refuses_what_is_not_a_string() -> None:
    with pytest.raises(InvalidSetupError, match="a bot spec is a string, not int"):
        load_bot(cast(str, 3))


# ---------------------------------------------------------------------------------------
# simulate


def test_simulate_plays_an_importable_bot(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--games", "3", "--players", "3"]
    assert main([*argv, "--bots", "tests.test_players:first_move,planner"]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = {line.split()[0]: line.split() for line in out if line.split()}
    assert rows["tests.test_players:first_move"][1] == "0,2"
    assert rows["planner"][1] == "1"
    assert main([*argv, "--bots", "tests.test_players:Missing"]) == 2
    assert "has no 'Missing'" in capsys.readouterr().err


# ---------------------------------------------------------------------------------------
# strength


def _mean_coins(players: list[str], seeds: range) -> list[float]:
    totals = [0.0] * len(players)
    for seed in seeds:
        # The seats turn round the table, so that no bot keeps the first seat.
        k = seed % len(players)
        order = players[k:] + players[:k]
        final, _ = play_game(E, order, seed=seed)
        result = bohnanza.outcome(final)
        assert result is not None
        for seat, score in enumerate(result.scores):
            totals[(seat + k) % len(players)] += score
    return [total / len(seeds) for total in totals]


def test_the_planner_beats_random_bots_on_average() -> None:
    coins = _mean_coins(["planner", "random", "random", "random"], range(40))
    assert coins[0] > 2 * max(coins[1:])
