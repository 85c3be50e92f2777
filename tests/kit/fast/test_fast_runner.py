"""The lockstep runner (``bohnanza.conformance.runner``) and the two commands that host an
engine (``bohnanza.conformance.commands``), against the planted engines of
``tests/kit/wrong_engines.py`` answering in this process (``inprocess.py``): each engine
gives exactly the classes ``tests/kit/run_kit.py`` writes for it (docs/conformance.md,
"The lockstep runner", "Proof that it catches real bugs").  The slow ``tests/kit`` runs
every planted engine as a process; these run a choice of short games that covers every
kind of class, in seconds."""

from __future__ import annotations

import argparse
import itertools
import json
import warnings
from pathlib import Path
from typing import Any

import pytest

from bohnanza.actions import Plant
from bohnanza.chance import DeckOrders
from bohnanza.conformance import PROTOCOL
from bohnanza.conformance.commands import conformance_command, read_options, vectors_command
from bohnanza.conformance.protocol import EngineFailure
from bohnanza.conformance.runner import (
    _engine_move,
    deck_before_deal,
    game_line,
    new_deck,
    run,
)
from bohnanza.errors import InvalidSetupError
from bohnanza.notation import describe
from bohnanza.position import to_dict
from bohnanza.setup import new_game
from tests.kit.fast.inprocess import InProcess, conformance_args, in_process
from tests.kit.run_kit import PLANTED, classes_of, engine_name

__all__ = ["in_process"]

#: Planted engines of every kind of class whose games take well under a second each:
#: rule breaks found as a move allowed, refused, a position, the deal; a reading given
#: as an option (no disagreement); an open point; two breaks at once.
FAST = [
    "break:no-harvest-out-of-turn",
    "break:any-hand-card",
    "break:others-keep",
    "break:non-active-trades",
    "break:sells-protected-fields",
    "break:no-keep",
    "break:two-card-draw",
    "break:counterclockwise",
    "break:three-face-up",
    "break:face-up-discarded",
    "break:six-card-deal",
    "break:packet-deal",
    "break:oldest-coins-pay",
    "break:received-to-hand",
    "right:packet-deal",
    "right:face-up-discarded/ladybohn",
    "pair:counterclockwise+no-keep",
]


def _play(key: str) -> Any:
    case = PLANTED[key]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Ladybohn's provisional sheet
        return run(
            engine_name(key),
            edition_name=case.preset,
            players=case.players,
            games=case.games,
            seed=case.seed,
            trades=case.trades,
            max_moves=case.moves,
            options=dict(case.options),
        )


@pytest.mark.parametrize("key", FAST)
def test_a_planted_engine_gives_exactly_its_classes(key: str, in_process: type[InProcess]) -> None:
    report = _play(key)
    assert classes_of(report) == PLANTED[key].classes, report.text()
    # Each class has its examples, its games and, for a rule break, a reproducer: a record
    # of the move from the exact position (or of the deal).
    for k, count in report.counts.items():
        assert count >= len(report.examples[k]) >= 1
        if report.category(k) == "break":
            first = report.examples[k][0]
            assert first.reproducer is not None
            assert first.reproducer["format"] == "bohnanza-record"
    assert all(engine.closed for engine in in_process.started)


def test_the_referee_agrees_with_itself_and_every_request_is_counted(
    in_process: type[InProcess],
) -> None:
    report = run("referee", players=3, games=1, seed=1)
    assert report.disagreements == 0 and report.games == report.games_agreed == 1
    [engine] = in_process.started
    assert engine.closed
    assert report.requests == engine.requests == len(engine.sent)
    assert engine.sent[0] == {"cmd": "hello", "protocol": PROTOCOL}
    deal = new_game("rio-grande-2000", 3, seed=1)
    assert engine.sent[1] == {
        "cmd": "new_game",
        "position": to_dict(deal),
        "deck": deck_before_deal(deal),
    }
    line = game_line("rio-grande-2000", 3, 1)
    assert report.decisions == len(line) and line[-1].is_over
    # The end is compared: the engine is asked for its state after the last move.
    assert engine.sent[-1] == {"cmd": "state"}
    assert sum(m["cmd"] == "apply" for m in engine.sent) == len(line) - 1
    assert sum(m["cmd"] == "moves" for m in engine.sent) == len(line)
    assert report.model == {}
    assert "1 of 1 games without disagreement" in report.text()


def test_game_k_is_dealt_from_seed_plus_k_and_a_game_cut_short_is_not_ended(
    in_process: type[InProcess],
) -> None:
    report = run("referee", players=4, games=3, seed=10, max_moves=2, probes=0)
    assert report.games == report.games_agreed == 3 and report.decisions == 3 * 2
    [engine] = in_process.started
    deals = [m["position"] for m in engine.sent if m["cmd"] == "new_game"]
    assert deals == [to_dict(new_game("rio-grande-2000", 4, seed=10 + k)) for k in range(3)]
    assert not any(m["cmd"] == "check" for m in engine.sent), "probes=0 asks nothing"
    # The deal is compared by asking the state; a game cut short is not ended (no more).
    assert sum(m["cmd"] == "state" for m in engine.sent) == 3


def test_the_moves_played_depend_on_the_seed_alone() -> None:
    a = game_line("rio-grande-2000", 3, 4, max_moves=60)
    assert a == game_line("rio-grande-2000", 3, 4, max_moves=60)
    assert a != game_line("rio-grande-2000", 3, 5, max_moves=60)
    assert len(a) == 61 and a[0] == new_game("rio-grande-2000", 3, seed=4)
    assert len(game_line("rio-grande-2000", 3, 4, max_moves=0)) == 1


@pytest.mark.parametrize(
    ("name", "players", "options"),
    [
        ("rio-grande-2000", 4, {}),
        ("rio-grande-2000", 3, {"deal_order": "packets"}),
        ("amigo-fr", 2, {}),
        ("original-1997-fr-003", 5, {}),
    ],
)
def test_the_deck_before_the_deal_deals_the_same_game(
    name: str, players: int, options: dict[str, object]
) -> None:
    state = new_game(name, players, seed=3, **options)  # type: ignore[arg-type]
    deck = deck_before_deal(state)
    assert sorted(deck) == sorted([*(c for p in state.players for c in p.hand_ids),
                                   *state.stack_ids])  # fmt: skip
    again = new_game(name, players, seed=3, shuffle=DeckOrders(deal=tuple(deck)), **options)  # type: ignore[arg-type]
    assert [p.hand_ids for p in again.players] == [p.hand_ids for p in state.players]
    assert again.stack_ids == state.stack_ids


def test_a_new_deck_is_sent_with_its_order_only_when_one_is_formed() -> None:
    line = game_line("rio-grande-2000", 3, 1)
    formed = [(a, b) for a, b in itertools.pairwise(line) if b.exhaustions > a.exhaustions]
    assert formed
    for before, after in itertools.pairwise(line):
        sent = new_deck(before, after)
        if (before, after) in formed and not after.is_over and after.stack_ids:
            [entry] = sent
            assert entry["exhaustion"] == after.exhaustions
            assert entry["deck"] == list(after.stack_ids)
            cards = after.table.cards
            assert entry["varieties"] == [cards[c].variety.key for c in after.stack_ids]
        elif after.stack_ids == before.stack_ids:
            assert sent == []


def test_a_setup_or_a_limit_that_cannot_be_is_refused_before_any_engine_starts(
    in_process: type[InProcess],
) -> None:
    for kwargs, said in (
        ({"timeout": 0}, "--timeout"),
        ({"timeout": float("nan")}, "--timeout"),
        ({"game_timeout": float("inf")}, "--game-timeout"),
        ({"game_timeout": -1}, "--game-timeout"),
    ):
        with pytest.raises(InvalidSetupError, match=said):
            run("referee", games=1, **kwargs)
    with pytest.raises(InvalidSetupError):
        run("referee", players=9, games=1)
    with pytest.raises(InvalidSetupError):
        run("referee", options={"protection": "nowhere"}, games=1)
    assert in_process.started == []


def test_an_engine_that_breaks_the_protocol_is_reported_per_game_and_started_again(
    in_process: type[InProcess],
) -> None:
    report = run("garbage", players=3, games=2, seed=1)
    assert [k[0] for k in report.counts] == ["garbage"]
    assert report.counts[("garbage", "", "", "", "")] == 2
    assert report.game_sets[("garbage", "", "", "", "")] == {0, 1}
    assert report.category(("garbage", "", "", "", "")) == "failure"
    assert len(in_process.started) == 2 and all(e.closed for e in in_process.started)
    assert report.games == 2 and report.games_agreed == 0
    assert report.requests == sum(e.requests for e in in_process.started)


def test_a_deal_is_a_confirmed_reading_from_the_sixth_game_on(
    in_process: type[InProcess],
) -> None:
    five = run("packet-deal", players=3, games=5, seed=1, max_moves=0, probes=0)
    six = run("packet-deal", players=3, games=6, seed=1, max_moves=0, probes=0)
    assert classes_of(five) == {("deal", "002/setup.deal", "break")}
    assert classes_of(six) == {("deal", "002/setup.deal", "reading")}
    [entry] = six.to_json()["classes"]
    assert entry["explained_by"][0].startswith("deal_order = packets")
    assert entry["explanation_checked_on"] == 6


def test_a_move_the_engine_names_is_read_strictly() -> None:
    state = new_game("rio-grande-2000", 3, seed=1)
    front = state.players[0].hand_ids[0]
    plant = Plant(0, front, 0)
    written = describe(state, plant)
    assert _engine_move(state, written, "moves") == plant
    variety = state.table.cards[front].variety.key
    other = next(
        v for v in ("red", "stink", "blue", "soy") if v != variety
    )  # a variety that is not the front card's
    hand_ref = {"from": "hand", "index": 1}  # places count from 1
    second = state.players[0].hand_ids[1]
    for item, said in (
        (7, "a move is a text or an object"),
        ("fly away", "fly away"),
        ({**written, "card": {"from": "hand"}}, "without its place (index)"),
        ({**written, "card": {"id": front, "index": 0}}, "without its zone (from)"),
        ({**written, "card": {"id": front, "from": "hand"}}, "without its place (index)"),
        ({**written, "card": {**hand_ref, "variety": other}}, "named two ways"),
        ({**written, "card": {"id": front, "variety": other}}, "named two ways"),
        ({**written, "card": {**hand_ref, "id": second}}, "its id is not the card at its place"),
    ):
        with pytest.raises(EngineFailure) as caught:
            _engine_move(state, item, "moves")
        assert caught.value.kind == "garbage"
        assert said in caught.value.detail and caught.value.detail.startswith("moves: ")


def test_the_conformance_command_exits_by_what_it_found_and_writes_reproducers(
    in_process: type[InProcess], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # (a short game: the runner's max_moves is the default; a planted break shows at once)
    assert conformance_command(conformance_args(engine="six-card-deal", json=True)) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["disagreements"] >= 1 and data["classes"][0]["rule"] == "002/setup.deal"
    folder = tmp_path / "repro"
    assert (
        conformance_command(conformance_args(engine="six-card-deal", reproducers=str(folder))) == 1
    )
    out = capsys.readouterr().out
    written = sorted(folder.iterdir())
    assert [p.name for p in written] == ["disagreement-01.json"]
    assert f"reproducer: bohnanza verify {written[0]}" in out
    assert json.loads(written[0].read_text())["format"] == "bohnanza-record"
    # Reproducers already there: refused before any game is played.
    started = len(in_process.started)
    with pytest.raises(InvalidSetupError, match=r"disagreement-01\.json exists"):
        conformance_command(conformance_args(engine="six-card-deal", reproducers=str(folder)))
    assert len(in_process.started) == started
    # No disagreement: exit 0, and the hint about reproducers only when there is one.
    assert (
        conformance_command(conformance_args(engine="packet-deal", option=["deal_order=packets"]))
        == 0
    )
    assert "--reproducers DIR" not in capsys.readouterr().out


def test_options_are_words_numbers_booleans_or_arrays() -> None:
    assert read_options(["protection=planted-fields", "hand_size=6", " x = true "]) == {
        "protection": "planted-fields",
        "hand_size": 6,
        "x": True,
    }
    assert read_options(["a=false", "b=[6, 5]", 'c=["x", 1]', "d=[1.5]", "e=[oops"]) == {
        "a": False,
        "b": (6, 5),
        "c": ("x", 1),
        "d": "[1.5]",
        "e": "[oops",
    }
    for bad in (["novalue"], ["=5"], ["a=1", "a=2"]):
        with pytest.raises(InvalidSetupError):
            read_options(bad)


def test_the_vectors_check_command_exits_by_what_it_found(
    in_process: type[InProcess], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.kit.fast.test_fast_vectors import small_vectors

    path = small_vectors(tmp_path)
    args = argparse.Namespace(
        vectors_command="check", engine="referee", files=[str(path)], timeout=10.0, json=True
    )
    assert vectors_command(args) == 0
    assert json.loads(capsys.readouterr().out)["disagreements"] == 0
    args.engine = "any-hand-card"
    assert vectors_command(args) == 1
    with pytest.raises(InvalidSetupError, match="--out"):
        vectors_command(argparse.Namespace(vectors_command=None, out=None))


# -- What the sample of 1b2b28c's first run found untested (tests of the documented
#    behaviour, not of its mutants).


def test_the_command_line_checks_every_vectors_file_it_is_given(
    in_process: type[InProcess], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``bohnanza vectors check --engine CMD FILE...``: each file named is read, and the
    report's player counts are those of the files."""
    from bohnanza.cli import main
    from tests.kit.fast.test_fast_vectors import small_vectors

    three, four = small_vectors(tmp_path, 3), small_vectors(tmp_path, 4)
    status = main(["vectors", "check", "--engine", "referee", "--json", str(three), str(four)])
    data = json.loads(capsys.readouterr().out)
    assert status == 0 and data["players"] == [3, 4] and data["disagreements"] == 0
    assert main(["vectors", "check", "--engine", "any-hand-card", str(three)]) == 1
    assert "002/step1.front-card" in capsys.readouterr().out


def test_an_engine_right_under_its_declared_model_agrees(in_process: type[InProcess]) -> None:
    """An engine that cannot keep, decline or withdraw says so in ``hello``: the runner
    neither plays such moves nor reports them, and names the model in the report."""
    report = run("lapsing-offers-no-keep", players=4, games=1, seed=5, trades=0.5, max_moves=200)
    assert report.model == {"keep": False, "answers": False}
    assert report.disagreements == 0, report.text()
    assert "engine model: answers=False, keep=False" in report.text()
    [engine] = in_process.started
    played = [m["move"] for m in engine.sent if m["cmd"] == "apply"]
    assert not any(m.get("move") in ("keep", "decline", "withdraw") for m in played)


def test_a_move_the_rules_refuse_is_reported_even_outside_the_engines_model(
    in_process: type[InProcess], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The model excuses the moves an engine cannot express, not moves the rules refuse:
    an engine that says it cannot keep ("keep": false) yet lets a player who is not active
    keep a face-up card still allows a move the referee refuses (``step2.keep``)."""
    from tests.kit import wrong_engines

    class NoKeepYetOthersKeep(wrong_engines.OthersKeep):
        model = {"keep": False}  # noqa: RUF012

    monkeypatch.setitem(wrong_engines.ENGINES, "no-keep-yet-others-keep", NoKeepYetOthersKeep)
    report = run("no-keep-yet-others-keep", players=3, games=1, seed=1, max_moves=150)
    assert report.model == {"keep": False}
    assert classes_of(report) == {("allows", "002/step2.keep", "break")}, report.text()
