"""What ``bohnanza.env.observation`` promises: each entry of a seat's vector is what its
name (``Table.observation_names``) says, read from the game as the seat sees it, every
per-seat part rotated so that the observing seat comes first; the environments hand the
same vector.  Runs in ``nox -s rl``."""

from __future__ import annotations

import random

import numpy as np
import pytest

from bohnanza.env.aec import ILLEGAL_REWARD, raw_env
from bohnanza.env.aec import env as aec_env
from bohnanza.env.encoding import HAND_SLOTS, Position, Table
from bohnanza.env.observation import observation_names, view_observation
from bohnanza.errors import InvalidActionError
from bohnanza.state import GameState, Step
from bohnanza.views import view

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

CASES = [("rio-grande-2000", 4), ("rio-grande-2000", 3), ("amigo-fr", 2), ("ladybohn", 3)]


def _walk(table: Table, seed: int, moves: int) -> list[Position]:
    rng = random.Random(seed)
    pos = table.start(seed)
    seen = [pos]
    for _ in range(moves):
        if pos.over:
            break
        ids = table.ids(pos)
        basic = [c for c in ids if c < table.offer_base]
        pos = table.play(pos, rng.choice(basic if basic and rng.random() < 0.6 else ids))
        seen.append(pos)
    return seen


def _expected(table: Table, pos: Position, seat: int) -> dict[str, float]:
    """Each entry by its name, from the state and the documented meaning of the names."""
    state: GameState = pos.state
    n = table.players
    cards = state.table.cards
    v = view(state, seat)

    def key(card: int) -> str:
        return cards[card].variety.key

    out: dict[str, float] = {}
    keys = table.varieties
    hand = v.hand_ids
    for slot in range(HAND_SLOTS):
        for k in keys:
            out[f"hand[{slot}] is {k}"] = float(slot < len(hand) and key(hand[slot]) == k)
    for k in keys:
        out[f"hand count {k}"] = float(sum(key(c) == k for c in hand))
    for r in range(n):
        other = (seat + r) % n
        name = "self" if r == 0 else f"seat+{r}"
        p = state.players[other]
        for f in range(3):
            field = p.field_ids[f] if f < len(p.field_ids) else ()
            for k in keys:
                out[f"{name} field {f} is {k}"] = float(bool(field) and key(field[0]) == k)
            out[f"{name} field {f} cards"] = float(len(field))
        out[f"{name} coins"] = float(len(p.coin_ids))
        out[f"{name} hand size"] = float(len(p.hand_ids))
        out[f"{name} has third field"] = float(p.bought_field)
        for k in keys:
            out[f"{name} set aside {k}"] = float(sum(key(c) == k for c in p.aside_ids))
        out[f"active is {name}"] = float(state.active == other)
        out[f"waits for {name}"] = float(other in state.to_move)
        out[f"window of {name}"] = float(pos.window == other)
    zones = {"face up": state.face_up_ids, "offer": v.offer_ids, "discard": state.discard_ids}
    for zone, ids in zones.items():
        for k in keys:
            out[f"{zone} count {k}"] = float(sum(key(c) == k for c in ids))
    for k in keys:
        out[f"discard top is {k}"] = float(
            bool(state.discard_ids) and key(state.discard_ids[-1]) == k
        )
    out["deck size"] = float(v.deck_size)
    out["exhaustions"] = float(state.exhaustions)
    out["exhaustions to end"] = float(state.table.end_exhaustions)
    out["planted this turn"] = float(state.planted)
    out["turn"] = float(state.turn)
    for step in Step:
        out[f"step is {step.name.lower()}"] = float(state.step is step)
    shown = {c.id: c.variety.key for c in v.offered}
    for r in range(1, n):
        other = (seat + r) % n
        for label, (frm, to) in (
            (f"offer self->seat+{r}", (seat, other)),
            (f"offer seat+{r}->self", (other, seat)),
        ):
            offer = next((o for o in v.offers if o.seat == frm and o.to == to), None)
            out[f"{label} stands"] = float(offer is not None)
            for k in keys:
                gives = [shown[c] for c in offer.gives] if offer else []
                out[f"{label} gives {k}"] = float(gives.count(k))
                out[f"{label} asks {k}"] = float(list(offer.asks).count(k) if offer else 0)
    return out


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_each_entry_is_what_its_name_says_from_the_seats_side(edition: str, players: int) -> None:
    table = Table.make(edition, players)
    names = table.observation_names
    assert names[: len(observation_names(table.varieties, players, 3, HAND_SLOTS))] == (
        observation_names(table.varieties, players, 3, HAND_SLOTS)
    )
    observers = [table.observer(seat) for seat in range(players)]
    checked = 0
    for pos in _walk(table, 6, 400)[::5]:
        for seat in range(players):
            got = observers[seat].observe(pos)
            assert got.dtype == np.float32 and got.shape == (table.observation_size,)
            assert np.array_equal(got, table.observe(pos, seat))
            assert np.array_equal(got, view_observation(table, view(pos.state, seat), pos.window))
            by_name = dict(zip(names, got.tolist(), strict=True))
            want = _expected(table, pos, seat)
            assert set(want) == set(observation_names(table.varieties, players, 3, HAND_SLOTS))
            wrong = {k: (by_name[k], x) for k, x in want.items() if by_name[k] != x}
            assert not wrong, (seat, wrong)
            assert float(got.min()) >= 0.0 and float(got.max()) <= table.observation_high
            checked += 1
    assert checked > 40


def test_the_pettingzoo_observation_is_the_seats_vector_and_mask() -> None:
    game = aec_env("rio-grande-2000", 3)
    game.reset(seed=5)
    raw = game.unwrapped
    table = raw.table
    for _ in range(40):
        agent = game.agent_selection
        seat = raw.agents.index(agent)
        seen = game.observe(agent)
        pos = raw.position
        assert np.array_equal(seen["observation"], table.observe(pos, seat))
        assert np.array_equal(seen["action_mask"], table.mask(pos))
        other = raw.agents[(seat + 1) % 3]
        assert np.array_equal(
            game.observe(other)["observation"], table.observe(pos, (seat + 1) % 3)
        )
        assert not game.observe(other)["action_mask"].any()
        game.step(int(np.flatnonzero(seen["action_mask"])[0]))


def test_the_raw_pettingzoo_env_steps_the_actor_and_pays_every_seat_its_coins() -> None:
    raw = raw_env("rio-grande-2000", 3, max_moves=10_000)
    raw.reset(seed=8)
    table = raw.table
    assert raw.possible_agents == ["seat_0", "seat_1", "seat_2"]
    assert raw.metadata["name"] == "bohnanza_v1" and not raw.metadata["is_parallelizable"]
    rng = random.Random(8)
    pos = table.start(8)
    earned = [0.0, 0.0, 0.0]
    paid = False
    while not pos.over:
        seat = table.actor(pos)
        assert raw.agent_selection == f"seat_{seat}"
        assert raw.position == pos
        code = rng.choice(table.ids(pos))
        before = table.scores(pos)
        raw.step(code)
        pos = table.play(pos, code)
        after = table.scores(pos)
        for s in range(3):
            assert raw.rewards[f"seat_{s}"] == float(after[s] - before[s])
            earned[s] += raw.rewards[f"seat_{s}"]
            paid = paid or (s != seat and after[s] != before[s])
    assert raw.moves_played > 100
    assert tuple(earned) == table.scores(pos)
    assert all(raw.terminations.values()) and not any(raw.truncations.values())
    assert raw.agent_selection == "seat_0"
    # the raw env refuses an id that is not legal now, naming it
    raw.reset(seed=8)
    illegal = next(c for c in range(table.num_actions) if not table.is_legal(raw.position, c))
    with pytest.raises(InvalidActionError, match=f"^action {illegal} is not legal for seat "):
        raw.step(illegal)
    with pytest.raises(InvalidActionError, match="not 'x'"):
        raw.step("x")  # type: ignore[arg-type]
    assert raw.moves_played == 0 and raw.position == table.start(8)


def test_the_wrapped_env_ends_the_game_on_an_illegal_id_and_refuses_a_non_id() -> None:
    game = aec_env("rio-grande-2000", 3)
    game.reset(seed=2)
    agent = game.agent_selection
    raw = game.unwrapped
    illegal = next(
        c for c in range(raw.table.num_actions) if not raw.table.is_legal(raw.position, c)
    )
    with pytest.raises(InvalidActionError, match=r"^an action id is an integer from 0 to "):
        game.step(2.0)
    with pytest.raises(InvalidActionError, match=r"out of range"):
        game.step(raw.table.num_actions)
    assert raw.moves_played == 0
    game.step(illegal)  # PettingZoo logs a warning
    assert all(game.terminations.values())
    assert game.rewards[agent] == ILLEGAL_REWARD == -1.0
    assert all(game.rewards[a] == 0.0 for a in game.agents if a != agent)


def test_the_rendered_table_names_the_seat_to_act_until_the_game_ends() -> None:
    from bohnanza.env.render import table_text

    table = Table.make("rio-grande-2000", 3)
    pos = table.start(3)
    rng = random.Random(3)
    told = set()
    k = 0
    while not pos.over:
        seat = table.actor(pos)
        if seat not in told or k % 25 == 0:
            text = table_text(table, pos)
            assert text.rstrip().endswith(f"to act: {seat + 1} {pos.state.table.names[seat]}")
            assert "(you)" not in text
            told.add(seat)
        pos = table.play(pos, rng.choice(table.ids(pos)))
        k += 1
    assert told == {0, 1, 2}
    assert "to act" not in table_text(table, pos)
    assert "(you)" in table_text(table, pos, you=1)


def test_in_human_mode_each_step_prints_the_table_and_in_ansi_mode_nothing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from bohnanza.env.gym import SingleSeatEnv

    for mode, printed in (("human", True), ("ansi", False), (None, False)):
        game = raw_env("rio-grande-2000", 3, render_mode=mode)
        game.reset(seed=1)
        capsys.readouterr()
        game.step(game.table.ids(game.position)[0])
        out = capsys.readouterr().out
        assert ("to act: " in out) is printed, mode
        single = SingleSeatEnv("rio-grande-2000", ["random", "random"], render_mode=mode)
        _, info = single.reset(seed=1)
        capsys.readouterr()
        single.step(int(np.flatnonzero(info["action_mask"])[0]))
        out = capsys.readouterr().out
        assert ("(you)" in out) is printed, mode


def test_the_environments_defaults_are_the_documented_ones() -> None:
    # docs/environments.md: "Arguments: edition, players (default 4), max_moves (5,000)".
    for made in (aec_env(), raw_env()):
        made.reset(seed=1)
        assert made.possible_agents == [f"seat_{k}" for k in range(4)]
        table = made.unwrapped.table
        assert table.edition.name == "rio-grande-2000"
        assert table.players == 4


@pytest.mark.parametrize("edition", ["amigo-fr", "original-1997-fr", "original-1997-fr-003"])
def test_a_french_editions_rendered_table_speaks_french(edition: str) -> None:
    from rich.text import Text

    from bohnanza.env.render import table_text
    from bohnanza.narrate import board

    table = Table.make(edition, 3)
    pos = table.start(5)
    seat = table.actor(pos)
    name = pos.state.table.names[seat]
    text = table_text(table, pos, you=seat)
    drawn = Text.from_markup(board(pos.state, "fr", seat)).plain
    assert text == f"{drawn}\n  à jouer : {seat + 1} {name}"
    assert text.startswith("Tour 1 | ") and " (vous) : 0 pièce | main : " in text
    assert "to act" not in text and "coins" not in text and "(you)" not in text
    english = table_text(
        Table.make("rio-grande-2000", 3), Table.make("rio-grande-2000", 3).start(5)
    )
    assert english.startswith("Turn 1 | ") and english.endswith(f"to act: {seat + 1} {name}")
