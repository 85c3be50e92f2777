"""What the bot protocol promises (docs/bots.md, "The bot protocol"): the ``game``
message's beans and payouts, the reading of a bot's answer (every problem named), the
fallback rule, the handshake (the name a bot gives, ``passive``, ``offers``, a wrong
protocol or version a crash), the time limits, and the end of a bot's standard error
quoted when it fails."""

from __future__ import annotations

import json
import random
import sys
import textwrap
from pathlib import Path

import pytest

import bohnanza
from bohnanza.actions import Accept, Decline, EndTrading, Offer
from bohnanza.errors import InvalidSetupError
from bohnanza.protocol import game_message, hello_message, view_document
from bohnanza.protocol.bot import CommandBot, Limits, _fallback, _offer_to, _read_answer, _why
from bohnanza.protocol.process import BotProcess, Failure, split_command
from bohnanza.state import Step

E = "rio-grande-2000"


def test_the_game_message_gives_each_beans_payout_up_to_its_count() -> None:
    state = bohnanza.new_game(E, 3, seed=1)
    message = game_message(bohnanza.view(state, 2), 42, {"move": 5, "game": 300})
    assert (message["type"], message["edition"], message["language"]) == ("game", E, "en")
    assert (message["players"], message["seat"], message["seed"]) == (3, 2, 42)
    assert message["names"] == list(state.table.names)
    cards = state.table.cards
    assert len(message["cards"]) == len(cards)
    counts: dict[str, int] = {}
    for card in cards:
        counts[card.variety.key] = counts.get(card.variety.key, 0) + 1
    for card, index in zip(cards, message["cards"], strict=True):
        bean = message["beans"][index]
        assert bean["variety"] == card.variety.key and bean["kind"] == card.kind
        # payout[n]: the coins n such cards earn, for every n from 0 to the count in the box
        assert bean["payout"] == [
            card.beanometer.payout(n) for n in range(counts[bean["variety"]] + 1)
        ]
    assert len(message["beans"]) == len({(c.variety.key, c.kind) for c in cards})
    assert hello_message("x") == {"type": "hello", "protocol": "bohnanza-bot", "version": 1,
                                  "referee": "x"}  # fmt: skip


def test_the_view_document_names_the_step_and_the_offers() -> None:
    s = bohnanza.compose(E, 3, step=Step.TRADE, hands={1: ["Wax"]}, face_up=["Chili"],
                         deck=["Soy"] * 5)  # fmt: skip
    s = bohnanza.apply(s, Offer(0, 1, (s.face_up[0].id,), ("wax",)))
    doc = view_document(bohnanza.view(s, 1))
    assert (doc["seat"], doc["step"], doc["active"], doc["to_move"]) == (1, "trade", 0, [0])
    assert doc["offers"] == [f"0 offer 1 give {s.face_up[0].id} ask wax"]
    assert doc["hand"] == [s.players[1].hand[0].id] and doc["hand_sizes"] == [0, 1, 0]


def _offered() -> tuple[bohnanza.PlayerView, list[bohnanza.Action]]:
    s = bohnanza.compose(E, 3, step=Step.TRADE, hands={1: ["Wax"]}, face_up=["Chili"],
                         deck=["Soy"] * 5)  # fmt: skip
    s = bohnanza.apply(s, Offer(0, 1, (s.face_up[0].id,), ("wax",)))
    v = bohnanza.view(s, 1)
    return v, list(bohnanza.legal_actions(v))


def test_why_a_bot_is_asked_and_the_fallback_rule() -> None:
    v, moves = _offered()
    answers = [m for m in moves if isinstance(m, Accept | Decline)]
    assert _why(v, answers) == "offer"
    assert _offer_to(v, answers) == v.offers[0]
    assert _fallback("offer", answers) is None and _fallback("trade", moves) is None
    active = bohnanza.view(v_state := bohnanza.compose(E, 3, step=Step.TRADE, face_up=["Chili"],
                                                       deck=["Soy"] * 5), 0)  # fmt: skip
    own = list(bohnanza.legal_actions(active))
    assert _why(active, own) == "turn" and _why(bohnanza.view(v_state, 1), []) == "trade"
    offers_first = [m for m in own if isinstance(m, Offer)] + [
        m for m in own if not isinstance(m, Offer)
    ]
    assert _fallback("turn", offers_first) == next(m for m in own if not isinstance(m, Offer))


def test_every_answer_is_read_or_its_problem_named() -> None:
    s = bohnanza.compose(E, 3, step=Step.TRADE, face_up=["Chili"], hands={1: ["Wax"]},
                         deck=["Soy"] * 5)  # fmt: skip
    v = bohnanza.view(s, 0)
    moves = list(bohnanza.legal_actions(v))
    listed = [m for m in moves if not isinstance(m, Offer)]
    end = EndTrading(0)
    assert _read_answer({"type": "move", "move": listed.index(end)}, listed, moves, v, "turn") == (
        end,
        "",
    )
    assert _read_answer({"type": "move", "move": "0 end-trading"}, listed, moves, v, "turn") == (
        end,
        "",
    )
    assert _read_answer({"type": "move", "move": None}, listed, moves, v, "trade") == (None, "")
    assert _read_answer({"type": "move", "move": None}, listed, moves, v, "turn") == (
        None, "passed when the game waited for its seat",
    )  # fmt: skip
    assert _read_answer({"type": "mov", "move": 0}, listed, moves, v, "turn")[1].startswith(
        "not a move message: "
    )
    assert _read_answer({"type": "move"}, listed, moves, v, "turn")[1].startswith(
        "not a move message"
    )
    n = len(listed)
    for index in (n, -1):
        assert _read_answer({"type": "move", "move": index}, listed, moves, v, "turn") == (
            None, f"move {index} is not an index of the {n} moves listed",
        )  # fmt: skip
    assert _read_answer({"type": "move", "move": 1.0}, listed, moves, v, "turn") == (
        None, "a move is an index, a text or null, not 1.0",
    )  # fmt: skip
    assert _read_answer({"type": "move", "move": True}, listed, moves, v, "turn")[1] == (
        "a move is an index, a text or null, not True"
    )
    problem = _read_answer({"type": "move", "move": "fly away"}, listed, moves, v, "turn")[1]
    assert problem.startswith("move 'fly away': ")
    assert _read_answer({"type": "move", "move": "1 end-trading"}, listed, moves, v, "turn") == (
        None, "move '1 end-trading' is not a move it may make now",
    )  # fmt: skip
    # An offer not listed is fine when the referee allows it, refused with the reason if not.
    chili = s.face_up[0].id
    offer = Offer(0, 2, (chili,), ("blue", "blue"))
    assert _read_answer({"type": "move", "move": str(offer)}, listed, listed, v, "turn") == (
        offer,
        "",
    )
    bad = f"0 offer 1 give {chili} ask nothing-such"
    assert _read_answer({"type": "move", "move": bad}, listed, listed, v, "turn")[1].startswith(
        f"move {bad!r} refused: {bad}: 'nothing-such' is not a variety of this deck"
    )
    wrong = Offer(0, 0, (chili,), ("blue",))
    problem = _read_answer({"type": "move", "move": str(wrong)}, listed, listed, v, "turn")[1]
    assert problem.startswith(f"move {str(wrong)!r} refused: ")
    # answering an offer, an offer is not an answer
    ov, omoves = _offered()
    answers = [m for m in omoves if isinstance(m, Accept | Decline)]
    counter = f"1 offer 0 give {ov.hand[0].id} ask nothing-such"
    assert _read_answer({"type": "move", "move": counter}, answers, answers, ov, "offer")[1]


def test_time_limits_are_positive_and_below_ten_million_seconds() -> None:
    assert Limits() == Limits(5.0, 300.0, 20.0)
    for bad in ({"move": 0}, {"game": -1}, {"start": 1e7}, {"move": "5"}, {"move": float("nan")}):
        with pytest.raises(InvalidSetupError, match="time limit must be positive"):
            Limits(**bad)
    assert Limits(move=1e7 - 1).move == 1e7 - 1


def test_a_command_is_split_into_words_and_named_by_its_file() -> None:
    assert split_command("python3 'my bot.py' --x") == ["python3", "my bot.py", "--x"]
    assert split_command(["a", 1]) == ["a", "1"]  # type: ignore[list-item]
    with pytest.raises(ValueError, match="an empty command"):
        split_command("  ")
    assert CommandBot("python3 bots/mine.py --fast").name == "mine.py"
    assert CommandBot("node").name == "node"
    assert repr(CommandBot("node x.js")) == "CommandBot('node x.js')"
    with pytest.raises(InvalidSetupError, match="bot command '': an empty command"):
        CommandBot("")
    with pytest.raises(InvalidSetupError, match="No closing quotation"):
        CommandBot("python3 'oops")


def _bot(tmp_path: Path, hello: str, stderr: str = "") -> CommandBot:
    script = tmp_path / "bot.py"
    script.write_text(textwrap.dedent(f"""\
        import sys
        sys.stderr.write({stderr!r})
        sys.stderr.flush()
        sys.stdin.readline()
        print({hello!r}, flush=True)
        sys.stdin.readline()
    """), "utf-8")  # fmt: skip
    return CommandBot([sys.executable, str(script)], limits=Limits(move=10, start=20))


@pytest.mark.parametrize(
    ("hello", "name", "passive", "offers"),
    [
        ('{"type": "hello", "protocol": "bohnanza-bot", "version": 1, "name": "  Mine  "}',
         "Mine", False, True),
        ('{"type": "hello", "protocol": "bohnanza-bot", "version": 1, "name": "' + "n" * 80 + '",'
         ' "passive": true, "offers": false}', "n" * 60, True, False),
        ('{"type": "hello", "protocol": "bohnanza-bot", "version": 1, "name": "   ",'
         ' "passive": 1, "offers": 0}', "bot.py", False, True),
        ('{"type": "hello", "protocol": "bohnanza-bot", "version": 1, "name": "a\\u001bb"}',
         "bot.py", False, True),
        ('{"type": "hello", "protocol": "bohnanza-bot", "version": 1, "name": 7}',
         "bot.py", False, True),
    ],
)  # fmt: skip
def test_the_handshake_names_the_bot_and_its_wishes(
    tmp_path: Path, hello: str, name: str, passive: bool, offers: bool
) -> None:
    with _bot(tmp_path, hello) as bot:
        assert bot.passive is passive
        assert bot.name == name and bot.list_offers is offers and bot.faults == []


@pytest.mark.parametrize(
    ("hello", "detail"),
    [
        ('{"type": "hello", "protocol": "other", "version": 1}', "not a bohnanza-bot handshake: "),
        ('{"type": "hi", "protocol": "bohnanza-bot", "version": 1}',
         "not a bohnanza-bot handshake: "),
        ('{"type": "hello", "protocol": "bohnanza-bot", "version": 2}',
         "protocol version 2, not 1"),
        ('{"type": "hello", "protocol": "bohnanza-bot"}', "protocol version None, not 1"),
    ],
)  # fmt: skip
def test_a_wrong_handshake_is_a_crash(tmp_path: Path, hello: str, detail: str) -> None:
    with _bot(tmp_path, hello) as bot:
        assert bot.passive is False
        assert [(f.kind, f.turn) for f in bot.faults] == [("crash", -1)]
        assert bot.faults[0].detail.startswith(detail)


def test_the_end_of_a_failing_bots_standard_error_is_quoted(tmp_path: Path) -> None:
    script = tmp_path / "dies.py"
    script.write_text("import sys\nsys.stderr.write('x' * 700 + 'THE END')\nsys.exit(3)\n", "utf-8")
    process = BotProcess([sys.executable, str(script)])
    with pytest.raises(Failure) as caught:
        process.receive(float("inf"), 5)
    assert caught.value.kind == "crash"
    detail = caught.value.detail
    # the pipe closes as the process ends: either is seen first
    assert detail.startswith(
        ("the bot ended without answering (exit status 3): ",
         "the bot closed its output (exit status 3): ")
    )  # fmt: skip
    tail = detail.split(": ", 1)[1]
    assert tail.endswith("THE END") and len(tail) == 300  # the last 300 characters
    with pytest.raises(Failure, match="crash: cannot start '/no/such/program'"):
        BotProcess(["/no/such/program"])


def test_a_question_tells_the_bot_the_time_it_has_left(tmp_path: Path) -> None:
    seen = tmp_path / "seen.jsonl"
    script = tmp_path / "echo.py"
    script.write_text(textwrap.dedent(f"""\
        import json, sys
        for line in sys.stdin:
            message = json.loads(line)
            if message["type"] == "hello":
                print(json.dumps({{"type": "hello", "protocol": "bohnanza-bot", "version": 1}}),
                      flush=True)
            elif message["type"] == "decide":
                with open({str(seen)!r}, "a") as out:
                    out.write(json.dumps(message["time_left"]) + "\\n")
                print(json.dumps({{"type": "move", "move": 0}}), flush=True)
            elif message["type"] == "quit":
                break
    """), "utf-8")  # fmt: skip
    state = bohnanza.new_game(E, 2, seed=1)
    bot = CommandBot([sys.executable, str(script)], limits=Limits(move=7, game=250, start=20))
    try:
        v = bohnanza.view(state, state.active)
        move = bot(v, list(bohnanza.legal_actions(v)), random.Random(1))
        assert move == bohnanza.legal_actions(v)[0] and bot.faults == []
    finally:
        bot.close()
    left = json.loads(seen.read_text("utf-8").splitlines()[0])
    assert left["move"] == 7
    assert 0 < left["game"] <= 250  # the game's time less what the bot used so far
