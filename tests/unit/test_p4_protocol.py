"""What ``bohnanza.protocol.process`` and ``bohnanza.protocol.bot`` promise, with small
processes (``cat``, ``sh``, ``sleep`` and one scripted Python bot per game): a message
goes out and comes back whole, a write that would block is tried again, every failure is
named by its kind (timeout, crash, garbage) and ends the bot; ``close`` gives the bot its
grace and then ends it.  A ``CommandBot`` talks the protocol in order (hello, game,
decide, end, quit), forfeits an illegal answer by the fallback rule and keeps its seat,
loses the rest of the game after garbage, raises in strict mode, hides the offers a bot
does not want listed, tells the offer it answers, starts a new conversation when the turn
goes back, and says when the game's time ran out."""

from __future__ import annotations

import json
import os
import random
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

import bohnanza
from bohnanza.actions import Accept, Action, Decline, Offer
from bohnanza.bots import random_move
from bohnanza.protocol import bot as bot_module
from bohnanza.protocol.bot import CommandBot, Fault, Limits, StrictFault
from bohnanza.protocol.process import MAX_LINE, BotProcess, Failure
from bohnanza.state import Step
from bohnanza.views import PlayerView

E = "rio-grande-2000"


def _soon(seconds: float = 5.0) -> float:
    return time.monotonic() + seconds


# -- the process --------------------------------------------------------------------------


def test_a_message_goes_out_and_comes_back_whole_and_close_lets_the_bot_exit() -> None:
    echo = BotProcess(["cat"])
    message = {"type": "x", "text": "é" * 12_000}  # 72,000 bytes: more than one write
    echo.send(message, _soon())
    assert echo.receive(_soon(), 5) == message
    echo.send({"a": 1}, _soon())
    echo.send({"b": [2]}, _soon())
    assert echo.receive(_soon(), 5) == {"a": 1} and echo.receive(_soon(), 5) == {"b": [2]}
    assert echo.alive
    echo.close(grace=5)
    assert not echo.alive and echo.process.returncode == 0  # it read its end and exited
    echo.end()  # idempotent
    assert echo.stderr_tail() == ""  # its file is closed


def test_a_write_that_would_block_is_tried_again(monkeypatch: pytest.MonkeyPatch) -> None:
    echo = BotProcess(["cat"])
    real = os.write
    refused: list[int] = []

    def full_once(fd: int, data: bytes) -> int:
        if not refused:
            refused.append(fd)
            raise BlockingIOError
        return real(fd, data)

    monkeypatch.setattr(os, "write", full_once)  # the module writes through os.write
    echo.send({"n": 1}, _soon())
    monkeypatch.undo()
    assert refused and echo.receive(_soon(), 5) == {"n": 1}
    echo.end()


def test_a_bot_that_does_not_read_times_out_and_is_ended() -> None:
    deaf = BotProcess(["sleep", "30"])
    with pytest.raises(Failure) as caught:
        deaf.send({"text": "x" * 300_000}, _soon(0.3))
    assert (caught.value.kind, caught.value.detail) == (
        "timeout", "the bot did not read its input in time",
    )  # fmt: skip
    assert not deaf.alive and deaf.process.returncode == -9


def test_a_bot_that_does_not_answer_times_out_and_is_ended() -> None:
    mute = BotProcess(["sleep", "30"])
    with pytest.raises(Failure) as caught:
        mute.receive(_soon(0.05), 2.5)
    assert str(caught.value) == "timeout: no answer within 2.5 s"
    assert not mute.alive and mute.process.returncode == -9
    with pytest.raises(Failure, match=r"^timeout: no answer within 0\.123 s$"):
        BotProcess(["sleep", "30"]).receive(time.monotonic(), 0.1234)


@pytest.mark.parametrize(
    ("line", "detail"),
    [
        ("nope", "not JSON: b'nope'"),
        ("[1, 2]", "not a JSON object: b'[1, 2]'"),
        ('"text"', "not a JSON object: b'\"text\"'"),
        ("{" * 120, "not JSON: b'" + "{" * 100 + "'"),  # only the line's start shown
    ],
)
def test_a_line_that_is_not_one_json_object_is_garbage(line: str, detail: str) -> None:
    bot = BotProcess(["sh", "-c", f"printf '%s\\n' '{line}'; sleep 30"])
    with pytest.raises(Failure) as caught:
        bot.receive(_soon(), 5)
    assert (caught.value.kind, caught.value.detail) == ("garbage", detail)
    assert not bot.alive


def test_a_line_too_long_is_garbage() -> None:
    bot = BotProcess(["sh", "-c", f"head -c {MAX_LINE + 10} /dev/zero | tr '\\0' a; sleep 30"])
    with pytest.raises(Failure) as caught:
        bot.receive(_soon(), 5)
    assert str(caught.value) == "garbage: a line longer than 1,000,000 bytes"
    assert not bot.alive


def test_a_bot_that_ended_is_a_crash_naming_its_status_and_its_last_words() -> None:
    gone = BotProcess(["sh", "-c", "printf 'last words' >&2; exit 4"])
    gone.process.wait()
    with pytest.raises(Failure) as caught:
        gone.send({"a": 1}, _soon())
    assert str(caught.value) == "crash: the bot closed its input (exit status 4): last words"
    silent = BotProcess(["true"])
    silent.process.wait()
    with pytest.raises(Failure) as caught:
        silent.receive(_soon(), 5)
    assert caught.value.detail in (
        "the bot closed its output (exit status 0)",
        "the bot ended without answering (exit status 0)",
    )


def test_a_bot_that_ended_while_its_child_holds_the_pipe_is_a_crash_not_a_timeout() -> None:
    # The bot is gone but a child of its keeps its input open and full: the wait notices.
    bot = BotProcess(["sh", "-c", "exec 3<&0; sleep 30 <&3 & printf 'bye' >&2; exit 3"])
    bot.process.wait()
    with pytest.raises(Failure) as caught:
        bot.send({"text": "x" * 300_000}, _soon(20))
    assert str(caught.value) == "crash: the bot ended (exit status 3): bye"
    assert not bot.alive


def test_end_closes_the_pipes_and_the_bots_group() -> None:
    bot = BotProcess(["cat"])
    bot.end()
    assert bot.process.stdin is not None and bot.process.stdout is not None
    assert bot.process.stdin.closed and bot.process.stdout.closed
    assert bot.process.returncode == -9


def test_the_standard_errors_tail_is_its_last_300_characters_stripped() -> None:
    bot = BotProcess(["sh", "-c", "printf '%0400d' 0 >&2; printf 'END  \\n' >&2"])
    bot.process.wait()
    tail = bot.stderr_tail()
    assert tail.endswith("0END") and len(tail) == 297 and set(tail[:-3]) == {"0"}
    bot.end()


def test_close_gives_a_bot_its_grace_then_ends_its_group() -> None:
    stubborn = BotProcess(["sleep", "30"])
    stubborn.close(grace=0.05)
    assert not stubborn.alive and stubborn.process.returncode == -9


def test_a_failures_detail_is_kept_to_600_characters() -> None:
    failure = Failure("crash", "x" * 700)
    assert failure.kind == "crash" and failure.detail == "x" * 600
    assert str(failure) == "crash: " + "x" * 700


# -- the bot ------------------------------------------------------------------------------

_SCRIPT = """\
import json, sys, time
answers = json.load(open({answers!r}))
log = open({log!r}, "a")
for line in sys.stdin:
    log.write(line)
    log.flush()
    kind = json.loads(line)["type"]
    if kind == "hello":
        print({hello!r}, flush=True)
    elif kind == "decide":
        answer = answers.pop(0) if answers else '{{"type": "move", "move": 0}}'
        if answer == "SLEEP":
            time.sleep(30)
        print(answer, flush=True)
    elif kind == "quit":
        break
"""
HELLO = '{"type": "hello", "protocol": "bohnanza-bot", "version": 1, "name": "Scripted"}'


class _Scripted:
    """A Python bot that logs every message it gets and gives the answers it is handed."""

    def __init__(self, tmp_path: Path, answers: list[str], hello: str = HELLO) -> None:
        self.log = tmp_path / "log.jsonl"
        given = tmp_path / "answers.json"
        given.write_text(json.dumps(answers), "utf-8")
        script = tmp_path / "scripted.py"
        code = _SCRIPT.format(answers=str(given), log=str(self.log), hello=hello)
        script.write_text(textwrap.dedent(code), "utf-8")
        self.argv = [sys.executable, str(script)]

    def messages(self) -> list[dict[str, Any]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text("utf-8").splitlines()]


def _turn() -> tuple[PlayerView, list[Action]]:
    state = bohnanza.compose(E, 3, fields={0: [["Coffee"] * 2, ["Wax"]]},
                             hands={0: ["Soy", "Chili"]}, deck=["Soy"] * 5)  # fmt: skip
    v = bohnanza.view(state, 0)
    return v, list(bohnanza.legal_actions(v))


def test_a_game_is_talked_in_order_and_ended(tmp_path: Path) -> None:
    scripted = _Scripted(tmp_path, ['{"type": "move", "move": 1}'])
    bot = CommandBot(scripted.argv)
    v, moves = _turn()
    assert bot(v, moves, random.Random(1)) == moves[1]
    assert bot.name == "Scripted" and bot.faults == []
    bot.game_over(v)
    kinds = [m["type"] for m in scripted.messages()]
    assert kinds == ["hello", "game", "decide", "end", "quit"]
    game = scripted.messages()[1]
    assert game["seed"] == random.Random(1).randrange(2**53)  # the bot's own, from the harness
    assert game["limits"] == {"move": 5.0, "game": 300.0}
    assert (game["seat"], game["players"], game["edition"]) == (0, 3, E)
    decide = scripted.messages()[2]
    assert decide["why"] == "turn" and decide["moves"] == [str(m) for m in moves]
    assert "offer" not in decide
    assert decide["time_left"]["move"] == 5.0
    game_left = decide["time_left"]["game"]
    assert 0 < game_left <= 300 and round(game_left, 3) == game_left  # to the millisecond
    end = scripted.messages()[3]
    assert end["over"] is False and end["view"]["seat"] == 0
    assert bot._process is None
    bot.game_over(v)  # once more: nothing to end, nothing sent
    assert len(scripted.messages()) == 5


def test_an_illegal_answer_is_forfeited_by_the_fallback_rule_and_the_bot_plays_on(
    tmp_path: Path,
) -> None:
    v, moves = _turn()
    answers = [
        '{"type": "move", "move": 9}',
        '{"type": "move", "move": null}',
        '{"type": "hello"}',
        '{"type": "move", "move": 1}',
    ]
    scripted = _Scripted(tmp_path, answers)
    with CommandBot(scripted.argv) as bot:
        first_basic = next(m for m in moves if not isinstance(m, Offer))
        assert [bot(v, moves, random.Random(1)) for _ in range(4)] == [
            first_basic, first_basic, first_basic, moves[1],
        ]  # fmt: skip
        assert bot.faults == [
            Fault("illegal", 1, f"move 9 is not an index of the {len(moves)} moves listed"),
            Fault("illegal", 1, "passed when the game waited for its seat"),
            Fault("illegal", 1, "not a move message: {'type': 'hello'}"),
        ]
    assert [m["type"] for m in scripted.messages()].count("decide") == 4


def test_after_garbage_the_game_is_played_by_the_fallback_rule_without_asking(
    tmp_path: Path,
) -> None:
    v, moves = _turn()
    scripted = _Scripted(tmp_path, ["garbage", '{"type": "move", "move": 1}'])
    bot = CommandBot(scripted.argv)
    assert bot(v, moves, random.Random(1)) == moves[0]
    assert bot.faults == [Fault("garbage", 1, "not JSON: b'garbage'")]
    assert bot._process is None
    assert bot(v, moves, random.Random(1)) == moves[0]  # not asked again
    assert len(bot.faults) == 1
    assert [m["type"] for m in scripted.messages()].count("decide") == 1
    bot.game_over(v)
    assert "end" not in [m["type"] for m in scripted.messages()]


def test_a_strict_bot_raises_at_its_fault(tmp_path: Path) -> None:
    v, moves = _turn()
    scripted = _Scripted(tmp_path, ['{"type": "move", "move": -1}'])
    with CommandBot(scripted.argv, strict=True) as bot, pytest.raises(StrictFault) as caught:
        bot(v, moves, random.Random(1))
    assert str(caught.value) == f"illegal: move -1 is not an index of the {len(moves)} moves listed"


def test_a_strict_bots_bad_handshake_is_raised_at_its_first_question(tmp_path: Path) -> None:
    v, moves = _turn()
    hello = '{"type": "hello", "protocol": "bohnanza-bot", "version": 3}'
    scripted = _Scripted(tmp_path, [], hello)
    with CommandBot(scripted.argv, strict=True) as bot:
        assert bot.passive is False  # the handshake fails quietly here
        assert [f.kind for f in bot.faults] == ["crash"]
        with pytest.raises(StrictFault, match=r"^crash: protocol version 3, not 1$"):
            bot(v, moves, random.Random(1))
    (tmp_path / "lenient").mkdir()
    with CommandBot(_Scripted(tmp_path / "lenient", [], hello).argv) as lenient:
        assert lenient(v, moves, random.Random(1)) == moves[0] and len(lenient.faults) == 1


def _trade_view() -> tuple[PlayerView, list[Action]]:
    s = bohnanza.compose(E, 3, step=Step.TRADE, face_up=["Chili", "Wax"],
                         fields={1: [["Chili"]]}, hands={0: ["Soy"], 1: ["Soy"]},
                         deck=["Soy"] * 5)  # fmt: skip
    v = bohnanza.view(s, 0)
    return v, list(bohnanza.legal_actions(v))


def test_a_bot_that_wants_no_offers_listed_gets_none(tmp_path: Path) -> None:
    v, moves = _trade_view()
    assert any(isinstance(m, Offer) for m in moves)
    hello = HELLO[:-1] + ', "offers": false}'
    scripted = _Scripted(tmp_path, ['{"type": "move", "move": 0}'], hello)
    with CommandBot(scripted.argv) as bot:
        listed = [m for m in moves if not isinstance(m, Offer)]
        assert bot(v, moves, random.Random(1)) == listed[0]
        assert bot.list_offers is False
    decide = next(m for m in scripted.messages() if m["type"] == "decide")
    assert decide["moves"] == [str(m) for m in listed] and decide["why"] == "turn"


def test_an_answer_to_an_offer_is_told_the_offer(tmp_path: Path) -> None:
    s = bohnanza.compose(E, 3, step=Step.TRADE, face_up=["Chili", "Wax"],
                         fields={1: [["Chili"]]}, hands={1: ["Soy"]}, deck=["Soy"] * 5)  # fmt: skip
    offer = Offer(0, 1, (s.face_up[0].id,), ())
    s = bohnanza.apply(s, offer)
    v = bohnanza.view(s, 1)
    answers = [m for m in bohnanza.legal_actions(v) if isinstance(m, Accept | Decline)]
    scripted = _Scripted(tmp_path, ['{"type": "move", "move": null}'])
    with CommandBot(scripted.argv) as bot:
        assert bot(v, answers, random.Random(1)) is None and bot.faults == []  # a decline
    decide = next(m for m in scripted.messages() if m["type"] == "decide")
    assert decide["why"] == "offer" and decide["offer"] == str(offer)


def test_a_turn_that_goes_back_starts_a_new_conversation(tmp_path: Path) -> None:
    state = bohnanza.new_game(E, 3, seed=2)
    first = bohnanza.view(state, state.active)
    rng = random.Random(2)
    while state.turn < 3:
        state = bohnanza.apply(state, random_move(state, rng, 0.0))
    seat = state.to_move[0]
    later = bohnanza.view(state, seat)
    scripted = _Scripted(tmp_path, [])
    with CommandBot(scripted.argv) as bot:
        bot(later, list(bohnanza.legal_actions(later)), random.Random(1))
        bot(later, list(bohnanza.legal_actions(later)), random.Random(1))
        kinds = [m["type"] for m in scripted.messages()]
        assert kinds == ["hello", "game", "decide", "decide"]  # the same turn: one game
        bot(first, list(bohnanza.legal_actions(first)), random.Random(1))
    kinds = [m["type"] for m in scripted.messages()]
    assert kinds == ["hello", "game", "decide", "decide", "end", "quit",
                     "hello", "game", "decide"]  # fmt: skip
    assert scripted.messages()[4]["over"] is False


def test_the_games_time_running_out_is_said(tmp_path: Path) -> None:
    v, moves = _turn()
    scripted = _Scripted(tmp_path, ["SLEEP"])
    with CommandBot(scripted.argv, limits=Limits(move=5, game=0.2, start=20)) as bot:
        assert bot(v, moves, random.Random(1)) == moves[0]
    assert [(f.kind, f.turn) for f in bot.faults] == [("timeout", 1)]
    assert bot.faults[0].detail == "no answer within 0.2 s (the game's 0.2 s ran out)"


def test_a_bot_is_named_by_its_program_until_its_handshake_when_no_word_names_a_file() -> None:
    assert CommandBot("mybot --level 3").name == "mybot"
    assert CommandBot(["/opt/bin/mybot", "fast"]).name == "mybot"
    assert CommandBot("python3 -m bots.mine").name == "bots.mine"  # a word with a dot


def test_the_default_time_limits() -> None:
    assert Limits(5.0, 300.0, 20.0) == bot_module.DEFAULT_LIMITS
    assert CommandBot("cat").limits == Limits(5.0, 300.0, 20.0)


def test_the_schema_names_every_message_and_is_a_fresh_copy_each_time() -> None:
    from bohnanza.protocol import end_message, protocol_schema, view_document

    schema = protocol_schema()
    messages = {"answer", "bot-hello", "decide", "end", "game", "hello", "quit"}
    assert messages <= set(schema["$defs"])  # type: ignore[call-overload]
    schema["$defs"] = {}
    assert protocol_schema()["$defs"] != {}
    v, _ = _turn()
    assert end_message(v) == {"type": "end", "over": False, "view": view_document(v)}


def test_an_acceptance_outside_the_list_is_taken_when_the_referee_allows_it() -> None:
    from bohnanza.protocol.bot import _read_answer

    s = bohnanza.compose(E, 3, step=Step.TRADE, face_up=["Chili"],
                         hands={1: ["Wax", "Soy", "Wax"]}, deck=["Soy"] * 5)  # fmt: skip
    s = bohnanza.apply(s, Offer(0, 1, (s.face_up[0].id,), ("wax",)))
    v = bohnanza.view(s, 1)
    answers = [m for m in bohnanza.legal_actions(v) if isinstance(m, Accept | Decline)]
    first, soy, second = (c.id for c in v.hand)
    assert Accept(1, 0, (second,)) not in answers  # the list gives the front wax only
    other = Accept(1, 0, (second,))
    assert _read_answer({"type": "move", "move": str(other)}, answers, answers, v, "offer") == (
        other, "",
    )  # fmt: skip
    wrong = Accept(1, 0, (soy,))
    problem = _read_answer({"type": "move", "move": str(wrong)}, answers, answers, v, "offer")[1]
    assert problem.startswith(f"move {str(wrong)!r} refused: ")
    elsewhere = Accept(1, 2, (second,))  # an offer nobody made it: not the one it answers
    assert _read_answer({"type": "move", "move": str(elsewhere)}, answers, answers, v, "offer") == (
        None, f"move {str(elsewhere)!r} is not a move it may make now",
    )  # fmt: skip
    # out of an answer, an acceptance is no move of its own
    turn = bohnanza.view(s, 0)
    listed = list(bohnanza.legal_actions(turn))
    assert _read_answer({"type": "move", "move": str(other)}, listed, listed, turn, "turn")[1] == (
        f"move {str(other)!r} is not a move it may make now"
    )
    assert first != second


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
def test_the_view_document_shows_the_cards_the_offers_give() -> None:
    from bohnanza.protocol import view_document

    s = bohnanza.compose(E, 3, step=Step.TRADE, face_up=["Chili"], hands={0: ["Soy"], 1: ["Wax"]},
                         deck=["Soy"] * 5)  # fmt: skip
    wax = s.players[1].hand[0].id
    s = bohnanza.apply(s, Offer(1, 0, (wax,), ("chili",)))
    for seat in (0, 2):  # an offer's hand cards are open to all
        offered = view_document(bohnanza.view(s, seat))["offered"]
        assert offered == [{"id": wax, "variety": "wax", "kind": ""}]
    # in a deck of kinds, a hand card an offer gives is shown by family only
    s = bohnanza.compose("ladybohn", 3, step=Step.TRADE, hands={1: ["Harry Colt"]},
                         face_up=["Harry Chaos"], deck=["Harry Cochon"] * 5)  # fmt: skip
    s = bohnanza.apply(s, Offer(1, 0, (s.players[1].hand[0].id,), ("red",)))
    v = bohnanza.view(s, 0)
    (shown,) = view_document(v)["offered"]
    assert shown == {"id": v.offered[0].id, "variety": "blue", "kind": None}
    assert shown["id"] >= len(v.table.cards)  # not the card's own id either
