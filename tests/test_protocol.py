"""The bot protocol (docs/bots.md, bohnanza.protocol): its messages against the shipped
schema, the example bots in JavaScript and Python, what a failing bot costs, that no
process outlives its game, and that a bot learns nothing its seat may not see."""

from __future__ import annotations

import json
import random
import shutil
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

import bohnanza
from bohnanza.actions import Action, Offer
from bohnanza.bots import play_random
from bohnanza.cli import main
from bohnanza.errors import InvalidSetupError
from bohnanza.listing import seat_actions
from bohnanza.players import BotError, load_bot, play_game
from bohnanza.protocol import decide_message, game_message, protocol_schema
from bohnanza.protocol.bot import CommandBot, Limits
from bohnanza.protocol.process import BotProcess
from bohnanza.state import GameState
from bohnanza.views import PlayerView

from .test_records import _jsonschema

ROOT = Path(__file__).resolve().parent.parent
FAULTY = [sys.executable, str(ROOT / "tests" / "data" / "bots" / "faulty.py")]
PY_BOT = f"{sys.executable} {ROOT / 'examples' / 'bots' / 'random_bot.py'}"


def _node() -> str:
    node = shutil.which("node")
    assert node is not None, "node (Node.js) is not installed: the JavaScript example bot needs it"
    return node


def js_bot() -> str:
    return f"{_node()} {ROOT / 'examples' / 'bots' / 'random.js'}"


# -- the schema ---------------------------------------------------------------------------


@pytest.fixture
def traffic(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, dict[str, Any]]]:
    """Every message sent to a bot and read from one, in order."""
    seen: list[tuple[str, dict[str, Any]]] = []
    send, receive = BotProcess.send, BotProcess.receive

    def spy_send(self: BotProcess, message: dict[str, Any], deadline: float) -> None:
        seen.append(("to", message))
        send(self, message, deadline)

    def spy_receive(self: BotProcess, deadline: float, limit: float) -> dict[str, Any]:
        answer = receive(self, deadline, limit)
        seen.append(("from", answer))
        return answer

    monkeypatch.setattr(BotProcess, "send", spy_send)
    monkeypatch.setattr(BotProcess, "receive", spy_receive)
    return seen


def _validator(name: str) -> Any:
    schema = {k: v for k, v in protocol_schema().items() if k != "oneOf"}
    return _jsonschema().Draft202012Validator({**schema, "$ref": f"#/$defs/{name}"})


def test_the_schema_is_valid_and_names_every_message() -> None:
    schema = protocol_schema()
    _jsonschema().Draft202012Validator.check_schema(schema)
    names = set(schema["$defs"])  # type: ignore[call-overload]
    assert {"hello", "game", "decide", "end", "quit", "bot-hello", "answer"} <= names


@pytest.mark.parametrize(
    ("edition", "players"),
    [("rio-grande-2000", 4), ("rio-grande-2000", 2), ("amigo-fr", 3), ("ladybohn", 4)],
)
def test_every_message_of_a_game_fits_the_schema(
    edition: str, players: int, traffic: list[tuple[str, dict[str, Any]]]
) -> None:
    # The Python example (offers listed off) and a bot that logs and answers with every
    # offer listed to it, against trading bots: offers, answers and ends all go by.
    bots: list[object] = [CommandBot(PY_BOT), CommandBot([*FAULTY, "ok"])]
    bots += [bohnanza.players.RandomBot(0.5)] * (players - 2)
    final, _ = play_game(edition, bots, seed=5)  # type: ignore[arg-type]
    assert final.is_over
    schema = _jsonschema().Draft202012Validator(protocol_schema())
    for _, message in traffic:
        schema.validate(message)
    to_bot = [m["type"] for way, m in traffic if way == "to"]
    assert to_bot.count("hello") == 2 and to_bot.count("game") == 2
    assert to_bot[-4:] == ["end", "quit", "end", "quit"] or to_bot.count("end") == 2
    whys = {m["why"] for way, m in traffic if way == "to" and m["type"] == "decide"}
    assert "turn" in whys
    if players > 2:
        assert {"trade", "offer"} <= whys  # the second bot is asked in step 2 and answers
    assert all(not bot.faults for bot in bots[:2])  # type: ignore[attr-defined]


def test_the_schema_refuses_what_the_protocol_does_not_say() -> None:
    answer = _validator("answer")
    answer.validate({"type": "move", "move": 3})
    answer.validate({"type": "move", "move": "1 offer 0 give 5 ask chili"})
    answer.validate({"type": "move", "move": None})
    for wrong in ({"type": "move"}, {"type": "move", "move": -1}, {"type": "mov", "move": 1}):
        with pytest.raises(_jsonschema().ValidationError):
            answer.validate(wrong)
    state = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    v = bohnanza.view(state, 0)
    message = decide_message("turn", v, seat_actions(state, 0), {"move": 1, "game": 2})
    _validator("decide").validate(message)
    message["view"]["hand_of_seat_1"] = [1, 2]
    with pytest.raises(_jsonschema().ValidationError):
        _validator("decide").validate(message)


# -- the example bots -------------------------------------------------------------------


@pytest.mark.parametrize("language", ["javascript", "python"])
@pytest.mark.parametrize(
    ("edition", "players"), [("rio-grande-2000", 4), ("rio-grande-2000", 2), ("ladybohn", 3)]
)
def test_the_example_bots_play_whole_games(language: str, edition: str, players: int) -> None:
    command = js_bot() if language == "javascript" else PY_BOT
    bot = load_bot(f"cmd:{command}")
    assert isinstance(bot, CommandBot)
    others = ["greedy", "planner", "random"][: players - 1]
    final, moves = play_game(edition, [*others, bot], seed=11)
    assert final.is_over and moves
    assert bot.faults == []
    assert bot.name == ("random.js" if language == "javascript" else "random_bot.py")
    # It made moves of its own (the last seat), and nothing runs after the game.
    assert any(getattr(m, "seat", None) == players - 1 for m in moves)
    assert bot._process is None


def test_an_example_bot_replays_its_game_from_the_seed() -> None:
    first = play_game("rio-grande-2000", [f"cmd:{js_bot()}", "greedy", f"cmd:{PY_BOT}"], seed=4)
    again = play_game("rio-grande-2000", [f"cmd:{js_bot()}", "greedy", f"cmd:{PY_BOT}"], seed=4)
    assert first[1] == again[1]


# -- failures -----------------------------------------------------------------------------


class _Expected:
    """What the faulty bot plays when its decisions from the ``failed``-th on are
    forfeited (all of them, or only that one): the last listed move when one is due, a
    pass otherwise; a forfeited one is the first listed move other than an offer."""

    passive = False

    def __init__(self, failed: int, only: bool) -> None:
        self.failed = failed
        self.only = only
        self.asked = 0

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        self.asked += 1
        forfeited = self.asked == self.failed or (not self.only and self.asked > self.failed)
        if view.seat not in view.to_move:
            return None
        if forfeited:
            return next(m for m in moves if not isinstance(m, Offer))
        return moves[len(moves) - 1]


@pytest.mark.parametrize(
    ("mode", "kind", "only"),
    [
        ("illegal", "illegal", True),
        ("pass", "illegal", True),
        ("sleep", "timeout", False),
        ("crash", "crash", False),
        ("garbage", "garbage", False),
        ("version", "crash", False),
    ],
)
def test_a_failing_bot_forfeits_decisions_by_the_fallback_rule(
    mode: str, kind: str, only: bool
) -> None:
    # The duel: every question is a move due, so the third is the one that fails.
    bot = CommandBot([*FAULTY, mode], limits=Limits(move=1.0))
    final, moves = play_game("rio-grande-2000", [bot, "greedy"], seed=8)
    assert final.is_over
    assert [f.kind for f in bot.faults] == [kind]
    failed = 0 if mode == "version" else 3  # a wrong handshake forfeits every decision
    expected = play_game("rio-grande-2000", [_Expected(failed, only), "greedy"], seed=8)[1]
    assert moves == expected
    assert bot._process is None


def test_a_timeout_by_the_game_limit() -> None:
    # 0.2 s an answer, within 2 s a move, over 0.5 s a game: the game's time runs out.
    bot = CommandBot([*FAULTY, "slow"], limits=Limits(move=2, game=0.5))
    play_game("rio-grande-2000", [bot, "greedy"], seed=8)
    assert [f.kind for f in bot.faults] == ["timeout"]
    assert "the game's 0.5 s ran out" in bot.faults[0].detail


def test_a_bot_that_never_reads_cannot_hold_the_game() -> None:
    bot = CommandBot([*FAULTY, "deaf"], limits=Limits(start=0.5))
    final, _ = play_game("rio-grande-2000", [bot, "greedy"], seed=8)
    assert final.is_over
    assert bot.faults[0].kind == "timeout" and "0.5 s" in bot.faults[0].detail


def test_a_command_that_cannot_start_is_a_crash() -> None:
    bot = CommandBot(["/nonexistent/bohnanza-bot"])
    final, _ = play_game("rio-grande-2000", [bot, "greedy"], seed=8)
    assert final.is_over and [f.kind for f in bot.faults] == ["crash"]
    assert "cannot start" in bot.faults[0].detail


def test_a_strict_bot_raises_naming_its_seat() -> None:
    bot = CommandBot([*FAULTY, "illegal"], strict=True)
    with pytest.raises(BotError, match=r"at seat 1 failed.*illegal.*0 plant 999 7"):
        play_game("rio-grande-2000", ["greedy", bot], seed=8)
    assert bot._process is None  # the game was given up: the process ended with it
    with pytest.raises(BotError, match=r"at seat 0 failed.*protocol version 99"):
        play_game(
            "rio-grande-2000", [CommandBot([*FAULTY, "version"], strict=True), "greedy"], seed=8
        )


def _gone(pid: int) -> bool:
    """Whether no process ``pid`` runs (a zombie of an ended process counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def test_a_hung_bot_and_its_children_are_ended(tmp_path: Path) -> None:
    log = tmp_path / "child.pid"
    bot = CommandBot([*FAULTY, "child", str(log)], limits=Limits(move=1.0))
    play_game("rio-grande-2000", [bot, "greedy"], seed=8)
    assert [f.kind for f in bot.faults] == ["timeout"]
    child = int(log.read_text())
    for _ in range(50):  # the kill is sent at once; the kernel reaps in its own time
        if _gone(child):
            break
        time.sleep(0.1)
    assert _gone(child), f"the bot's child {child} outlived it"


def test_every_process_ends_with_its_game() -> None:
    bots = [CommandBot(PY_BOT), CommandBot([*FAULTY, "ok"])]
    started: list[int] = []
    original = BotProcess.__init__

    def spy(self: BotProcess, argv: Sequence[str], cwd: str | None = None) -> None:
        original(self, argv, cwd)
        started.append(self.process.pid)

    pytest.MonkeyPatch().context()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(BotProcess, "__init__", spy)
        for seed in (1, 2):
            play_game("rio-grande-2000", [*bots, "greedy"], seed=seed)
    assert len(started) == 4  # one process per bot and game
    assert all(_gone(pid) for pid in started)


def test_bad_commands_are_refused_at_once() -> None:
    for spec in ("cmd:", "cmd:   ", "cmd:node 'unclosed"):
        with pytest.raises(InvalidSetupError, match="bot command"):
            load_bot(spec)
    with pytest.raises(InvalidSetupError, match="time limit"):
        Limits(move=0)


# -- hidden information -------------------------------------------------------------------


def _twin(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with the other hands and the deck dealt otherwise (same sizes)."""
    players = list(state.players)
    pool = [c for k, p in enumerate(players) if k != seat for c in p.hand] + list(state.deck)
    rng.shuffle(pool)
    for k, p in enumerate(players):
        if k != seat:
            players[k], pool = p.replace(hand=tuple(pool[: len(p.hand)])), pool[len(p.hand) :]
    return state.replace(players=tuple(players), deck=tuple(pool))


def _positions(edition: str, players: int, seed: int) -> Iterator[GameState]:
    start = bohnanza.new_game(edition, players, seed=seed)
    _, moves = play_random(start, random.Random(seed))
    state = start
    for k, move in enumerate(moves):
        if k % 7 == 0 and not state.is_over:
            yield state
        state = bohnanza.apply(state, move)


def _messages(state: GameState, seat: int) -> list[str]:
    v = bohnanza.view(state, seat)
    moves = seat_actions(state, seat)
    why = "turn" if seat in v.to_move else "trade"
    return [
        json.dumps(game_message(v, 42, {"move": 1, "game": 9})),
        json.dumps(decide_message(why, v, moves, {"move": 1, "game": 9})),
    ]


@pytest.mark.parametrize(("edition", "players"), [("rio-grande-2000", 4), ("ladybohn", 3)])
def test_twin_states_send_a_bot_the_same_messages(edition: str, players: int) -> None:
    rng = random.Random(3)
    compared = 0
    for state in _positions(edition, players, seed=2):
        for seat in range(players):
            twin = _twin(state, seat, rng)
            if twin.deck == state.deck and all(
                a.hand == b.hand for a, b in zip(twin.players, state.players, strict=True)
            ):
                continue  # nothing hidden to change
            assert _messages(twin, seat) == _messages(state, seat)
            compared += 1
    assert compared > 50


def test_twin_states_write_the_same_lines_to_the_bot(tmp_path: Path) -> None:
    state = next(s for s in _positions("rio-grande-2000", 4, seed=6) if s.turn >= 2 and s.face_up)
    seat = (state.active + 1) % 4
    twin = _twin(state, seat, random.Random(1))
    assert twin != state
    logs = []
    for k, position in enumerate((state, twin)):
        log = tmp_path / f"log{k}.txt"
        bot = CommandBot([*FAULTY, "log", str(log)])
        bot(bohnanza.view(position, seat), seat_actions(position, seat), random.Random(9))
        bot.game_over(bohnanza.view(position, seat))
        # The time left is the clock's, not the game's: the rest must be the same.
        lines = [json.loads(line) for line in log.read_text().splitlines()]
        logs.append([{k: v for k, v in m.items() if k != "time_left"} for m in lines])
    assert logs[0] == logs[1]
    assert [message["type"] for message in logs[0]] == ["hello", "game", "decide", "end", "quit"]


# -- the command line -----------------------------------------------------------------------


def test_simulate_plays_outside_bots(capsys: pytest.CaptureFixture[str]) -> None:
    specs = f"cmd:{js_bot()},greedy,cmd:{PY_BOT}"
    assert main(["simulate", "--games", "3", "--players", "3", "--bots", specs, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [bot["name"] for bot in report["bots"]] == ["random.js", "greedy", "random_bot.py"]
    assert [bot["bot"] for bot in report["bots"]] == specs.split(",")
    assert report["games"] == 3


def test_a_person_plays_against_an_outside_bot(tmp_path: Path) -> None:
    import io

    from bohnanza.play import Settings, play
    from tests.test_play import Player

    screen = io.StringIO()
    record = tmp_path / "game.json"
    settings = Settings(
        "rio-grande-2000",
        3,
        11,
        0,
        (f"cmd:{js_bot()}", f"cmd:{PY_BOT}"),
        str(tmp_path / "s.json"),
        str(record),
    )
    assert play(settings, Player(screen, 5_000), screen) == 0  # type: ignore[arg-type]
    assert "Game over after" in screen.getvalue()
    assert main(["verify", str(record)]) == 0


# -- the page -----------------------------------------------------------------------------


def test_the_examples_of_the_bots_page_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import doctest
    import shlex

    _node()
    page = (ROOT / "docs" / "bots.md").read_text("utf-8")
    # Run where the page's commands write their files, with the example bots at hand.
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    monkeypatch.chdir(tmp_path)
    failed, tried = doctest.testfile(
        str(ROOT / "docs" / "bots.md"), module_relative=False, optionflags=doctest.ELLIPSIS
    )
    assert tried >= 6 and failed == 0
    section = page.split("## Bots in any language")[1].split("## Environments for learning")[0]
    commands = [
        " ".join(line.replace("\\\n", " ").split())
        for line in section.replace("\\\n", " ").splitlines()
        if line.startswith(("bohnanza simulate", "bohnanza arena"))
    ]
    assert len(commands) == 2
    for command in commands:
        assert main(shlex.split(command)[1:]) == 0, command
    out = capsys.readouterr().out
    assert "random.js" in out and "rating [95%]" in out
    assert (tmp_path / "arena.json").exists() and (tmp_path / "arena.html").exists()


def test_a_new_game_without_game_over_starts_a_new_conversation(tmp_path: Path) -> None:
    # A harness that never calls game_over (the environments' opponent seats): the bot
    # notices the turn going back and ends the last game before the next.
    log = tmp_path / "log.txt"
    bot = CommandBot([*FAULTY, "log", str(log)])
    late = next(s for s in _positions("rio-grande-2000", 3, seed=6) if s.turn >= 3)
    seat = late.to_move[0]
    bot(bohnanza.view(late, seat), seat_actions(late, seat), random.Random(1))
    fresh = bohnanza.new_game("rio-grande-2000", 3, seed=7)
    bot(bohnanza.view(fresh, 0), seat_actions(fresh, 0), random.Random(1))
    bot.close()
    kinds = [json.loads(line)["type"] for line in log.read_text().splitlines()]
    assert kinds == ["hello", "game", "decide", "end", "quit", "hello", "game", "decide"]


def test_an_offered_card_of_another_kind_reaches_the_bot_the_same(tmp_path: Path) -> None:
    # Ladybohn shows a hand card an offer gives by family only (decision
    # ladybohn.hidden-kinds): the addressee's bot, asked to answer, gets the same lines
    # whether the card is a baby or a miss.
    from bohnanza.actions import Accept, Decline

    from .test_hidden_kinds import offered_twins

    logs: list[list[dict[str, Any]]] = []
    for offered, twin, _card, _other in offered_twins():
        for position in (offered, twin):
            log = tmp_path / f"{len(logs)}.txt"
            bot = CommandBot([*FAULTY, "log", str(log)])
            answers = (Accept(1, 0, ()), Decline(1, 0))
            # The faulty bot in "log" mode answers null to an offer: a decline.
            assert bot(bohnanza.view(position, 1), answers, random.Random(2)) is None
            bot.game_over(bohnanza.view(position, 1))
            lines = [json.loads(line) for line in log.read_text().splitlines()]
            logs.append([{k: v for k, v in m.items() if k != "time_left"} for m in lines])
        assert logs[-1] == logs[-2]
        decide = logs[-1][2]
        assert decide["why"] == "offer" and decide["offer"].startswith("0 offer 1 give ")
        assert decide["view"]["offered"][0]["kind"] is None
        assert decide["view"]["offered"][0]["variety"] == "red"


def test_a_bot_is_named_by_its_file_until_its_handshake_names_it() -> None:
    assert CommandBot("node bots/mine.js --level 3").name == "mine.js"
    assert CommandBot(["/opt/bots/shrewd", "--fast"]).name == "shrewd"
    bot = CommandBot([*FAULTY, "ok"])
    assert bot.name == "faulty.py"
    play_game("rio-grande-2000", [bot, "greedy"], seed=2)
    assert bot.name == "ok"  # the name it gave in its handshake
