"""What a ``bohnanza play`` session promises when the others trade with the person: an
offer put to him with his hand and the two numbered answers, the game waiting for an
answer, ``board`` showing the table again, a muted player's offer and one he cannot meet
declined for him in one line; a player's trading seen from another seat (the face-up
cards, the Enter that passes); a move that is not well formed told as such by ``why``;
and a save or a record that cannot be written after the game began (status 74, the file
named, nothing thrown)."""

from __future__ import annotations

import io
import json
import shutil
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from bohnanza.actions import Action, Offer
from bohnanza.play import EXIT_OUTPUT, Settings, play, resume
from bohnanza.state import Step
from bohnanza.views import PlayerView


def _settings(tmp_path: Path, seat: int = 0, bots: tuple[str, ...] = ("planner",),
              players: int = 3, record: str | None = None) -> Settings:  # fmt: skip
    return Settings(
        "rio-grande-2000", players, 7, seat, bots, save=str(tmp_path / "save.json"),
        record=record or str(tmp_path / "record.json"), colours="none",
    )  # fmt: skip


def _play(settings: Settings, lines: Sequence[str]) -> tuple[int, str]:
    out = io.StringIO()
    status = play(settings, io.StringIO("".join(f"{line}\n" for line in lines)), out)
    return status, out.getvalue()


#: Seed 7, planners: the person's 13th decision is the first offer put to him.
_TO_THE_FIRST_OFFER = ["1"] * 13


def test_an_offer_is_put_to_the_person_with_his_hand_and_two_answers(tmp_path: Path) -> None:
    status, text = _play(_settings(tmp_path), [*_TO_THE_FIRST_OFFER, "pass", "board", "2", "quit"])
    assert status == 0
    asked = (
        "2 Planner offers you Blue for nothing: accept or decline?\n"
        "  your hand: Stink, Blue, Wax, Chili\n"
        "   1  accept, giving nothing\n"
        "   2  decline\n"
    )
    first = text.index(asked)
    after = text[first + len(asked) :]
    # An answer is owed: Enter does not pass it.
    assert after.startswith(
        "> pass\nthe game waits for you: choose a move ('help' lists them)\n> board\n"
        "Turn 4 | 1 You, step 2 | deck 118 | discard 1, top Red | deck ran out 0/2\n"
        "  face up: Blue, Wax\n"
    )
    # 'board' shows the table, then the question again.
    board_end = after.index("  offer standing: 2 Planner to 1 You\n")
    assert after[board_end:].startswith("  offer standing: 2 Planner to 1 You\n" + asked + "> 2\n")
    assert "> 2\n   you decline the offer of 2 Planner\n" in after
    # the next offer is asked in turn
    assert "3 Planner II offers you Chili for Wax: accept or decline?\n" in after


def test_accepting_an_offer_is_told_with_what_is_given(tmp_path: Path) -> None:
    status, text = _play(_settings(tmp_path), [*_TO_THE_FIRST_OFFER, "1", "1", "quit"])
    assert status == 0
    assert "> 1\n   you accept the offer of 2 Planner, giving nothing\n" in text
    assert (
        "3 Planner II offers you Chili for Wax: accept or decline?\n"
        "  your hand: Stink, Blue, Wax, Chili\n"
        "   1  accept, giving Wax\n"
        "   2  decline\n"
        "> 1\n   you accept the offer of 3 Planner II, giving Wax\n"
    ) in text


def test_a_muted_players_offer_is_declined_in_one_line(tmp_path: Path) -> None:
    status, text = _play(_settings(tmp_path), ["mute 3", *_TO_THE_FIRST_OFFER, "2", "quit"])
    assert status == 0
    assert (
        "> 2\n   you decline the offer of 2 Planner\n"
        "   3 Planner II offers you Chili for Wax (muted: declined)\n"
        "   you decline the offer of 3 Planner II\n"
        # others moved since the person's last look: the table again before his move
        "Turn 4 | 1 You, step 2 | deck 118 | discard 1, top Red | deck ran out 0/2\n"
        "  face up: Blue, Wax\n"
    ) in text
    assert "3 Planner II offers you Chili for Wax: accept or decline?" not in text
    # muting 2 instead: 2's offer never asked, 3's asked
    status, text = _play(_settings(tmp_path), ["mute 2", *_TO_THE_FIRST_OFFER, "quit"])
    assert "   2 Planner offers you Blue for nothing (muted: declined)\n" in text
    assert "2 Planner offers you Blue for nothing: accept or decline?" not in text
    assert "3 Planner II offers you Chili for Wax: accept or decline?\n" in text


class Asker:
    """A bot that, in another's trading, offers the active seat its first hand card once
    for a Cocoa (which the person never holds in these tests), and otherwise makes the
    first move it is offered when it must move."""

    def __init__(self) -> None:
        self.asked = False

    def __call__(self, view: PlayerView, moves: Sequence[Action], rng: object) -> Action | None:
        if (
            not self.asked
            and view.step is Step.TRADE
            and view.active != view.seat
            and view.hand
            and not view.offers
        ):
            self.asked = True
            return Offer(view.seat, view.active, (view.hand[0].id,), ("cocoa",))
        if view.seat in view.to_move:
            return next(m for m in moves if not isinstance(m, Offer))
        return None


def test_an_offer_the_person_cannot_meet_is_declined_for_him(tmp_path: Path) -> None:
    settings = _settings(tmp_path, bots=(f"{__name__}:Asker",))
    status, text = _play(settings, ["1", "end", "quit"])
    assert status == 0
    assert "Cocoa" not in text.split("Turn 1 | 1 You, step 2")[1].split("hand: ")[1].split("\n")[0]
    assert "   2 Asker offers you Stink for Cocoa: you cannot meet it (declined)\n" in text
    assert "   you decline the offer of 2 Asker\n" in text
    assert "offers you Stink for Cocoa: accept or decline?" not in text


def test_another_players_trading_is_seen_and_passed_with_enter(tmp_path: Path) -> None:
    status, text = _play(_settings(tmp_path, seat=1, bots=("random",)), ["pass", "", "quit"])
    assert status == 0
    assert (
        "   1 Random plants Green in field 3\n"
        "   1 Random plants Red in field 2\n"
        "  face up: Red, Blue\n"
        "1 Random is trading (face up: Red, Blue). Offer, harvest, buy, or Enter to pass\n"
        "  your hand: Stink, Garden, Stink, Blue, Stink\n"
        "> pass\n"
        "   1 Random keeps the face-up Red\n"
        "1 Random is trading (face up: Blue). Offer, harvest, buy, or Enter to pass\n"
        "  your hand: Stink, Garden, Stink, Blue, Stink\n"
        "> \n"
        "   1 Random ends the trading\n"
    ) in text
    # each pass is saved as no move (JSON null), and a resumed game replays it so
    saved = json.loads((tmp_path / "save.json").read_text("utf-8"))
    assert saved["decisions"] == [None, None] and saved["auto"] == []
    # the person's own turn then shows the table and waits for him
    assert "Turn 2 | 2 You, step 1 | deck 130 | discard 0 | deck ran out 0/2\n" in text
    assert text.endswith("you quit at turn 2\n")


def test_a_move_that_is_not_one_of_the_moves_now_is_told_so_by_why(tmp_path: Path) -> None:
    status, text = _play(_settings(tmp_path), [*_TO_THE_FIRST_OFFER, "keep blue", "why", "quit"])
    assert status == 0
    # No rule refuses it, so no rule id is named, and 'why' says it is not well formed.
    assert (
        "> keep blue\n"
        "refused: 'keep the face-up Blue' is not one of your moves now (type 'why' for the rule)\n"
        "> why\n"
        "'keep the face-up Blue' is not one of your moves now (the move itself is not well "
        "formed)\n"
    ) in text


class _Then(io.StringIO):
    """Typed lines; ``then`` is run once, at the first line read."""

    def __init__(self, text: str, then: Callable[[], None]) -> None:
        super().__init__(text)
        self.then: Callable[[], None] | None = then

    def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
        if self.then is not None:
            self.then()
            self.then = None
        return super().readline(-1 if size is None else size)


def test_a_save_that_cannot_be_written_after_the_start_exits_74(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    base = _settings(tmp_path, bots=("random",))
    settings = Settings(base.edition, 3, 7, 0, ("random",), save=str(folder / "s.json"),
                        record=base.record, colours="none")  # fmt: skip
    out = io.StringIO()
    status = play(settings, _Then("quit\n", lambda: shutil.rmtree(folder)), out)
    assert status == EXIT_OUTPUT == 74
    lines = out.getvalue().splitlines()
    assert lines[-2].startswith(f"could not save to {folder / 's.json'}: ")
    assert lines[-1] == "you quit at turn 1"
    assert not folder.exists()


def test_a_record_that_cannot_be_written_at_the_end_exits_74(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    folder.mkdir()
    settings = _settings(tmp_path, bots=("random",), players=2, record=str(folder / "r.json"))
    out = io.StringIO()
    status = play(settings, _Then("1\n" * 3000, lambda: shutil.rmtree(folder)), out)
    assert status == EXIT_OUTPUT
    lines = out.getvalue().splitlines()
    assert lines[-1].startswith(f"could not write the record to {folder / 'r.json'}: ")
    assert "You win!" in lines[-2:]  # the end was told before the record failed


def test_a_resumed_game_replays_silently_then_shows_the_table(tmp_path: Path) -> None:
    settings = _settings(tmp_path, bots=("random",))
    status, first = _play(settings, ["plant 2", "end", "quit"])
    assert status == 0 and "   you plant Green in field 2\n" in first
    out = io.StringIO()
    assert resume(str(tmp_path / "save.json"), io.StringIO("quit\n"), out) == 0
    again = out.getvalue()
    # the moves replayed are not told again, but the last one, which leads to the table
    assert "you plant Green in field 2" not in again
    assert again.count("   you plant no second card\nTurn 1 | 1 You, step 2") == 1
    assert again.count("Turn 1 | 1 You, step 2 | deck 133") == 1  # the table, once
    assert "Your move (keep, offer or give away the face-up cards, then 'end'):\n" in again


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_at_a_terminal_a_line_too_long_is_asked_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import readline

    typed = iter(["x" * 10_001, "x" * 10_000, "help"])
    bound: list[str] = []
    delimiters: list[str] = []
    monkeypatch.setattr(readline, "parse_and_bind", bound.append)
    monkeypatch.setattr(readline, "set_completer_delims", delimiters.append)

    def read(prompt: str = "") -> str:
        assert prompt == "> "
        try:
            return next(typed)
        except StopIteration:
            raise EOFError from None

    terminal = _Terminal()
    monkeypatch.setattr(sys, "stdin", terminal)
    monkeypatch.setattr("builtins.input", read)
    out = _Terminal()
    status = play(_settings(tmp_path, bots=("random",)), terminal, out)
    assert status == 0
    text = out.getvalue()
    assert text.count("a line of more than 10,000 characters is not read\n") == 1
    assert "x" * 100 not in text  # a terminal's line is not echoed
    assert text.endswith("input ended: the game is left at turn 1\n")
    assert bound == ["tab: complete"]  # Tab completes, bound once for the whole game
    # a bean's name is completed whole: only spaces and commas end a word
    assert delimiters == [" \t\n,"] * 3
    complete = readline.get_completer()
    assert complete is not None
    words: list[str] = []
    while (word := complete("", len(words))) is not None:
        words.append(word)
    assert {"help", "quit", "harvest", "plant", "undo"} <= set(words)


def test_within_a_step_only_the_hand_is_shown_again_and_a_new_step_shows_the_table(
    tmp_path: Path,
) -> None:
    status, text = _play(_settings(tmp_path), ["1", "end", "1", "board", "quit"])
    assert status == 0
    after_first = text.split("> 1\n", 1)[1]
    assert after_first.startswith(
        "   you plant Green in field 1\n"
        "  your hand: Red, Coffee, Green, Stink\n"
        "Your move (plant your front card, or 'end' to plant no more):\n"
        "   1  plant Red in field 2\n"
        "   2  plant Red in field 3\n"
        "   3  plant no second card\n"
        "> end\n"
        "   you plant no second card\n"
        "Turn 1 | 1 You, step 2 | deck 133 | discard 0 | deck ran out 0/2\n"
        "  face up: Red, Blue\n"
    )
    assert (
        "Your move (keep, offer or give away the face-up cards, then 'end'):\n"
        "   1  keep the face-up Red\n"
        "   2  keep the face-up Blue\n"
        "   3  end the trading\n"
        "> 1\n"
        "   you keep the face-up Red\n"
        "  your hand: Red, Coffee, Green, Stink\n"
        "Your move (keep, offer or give away the face-up cards, then 'end'):\n"
        "   1  keep the face-up Blue\n"
        "   2  end the trading\n"
        "> board\n"
        "Turn 1 | 1 You, step 2 | deck 133 | discard 0 | deck ran out 0/2\n"
        "  face up: Blue\n"
    ) in text
    # 'board' shows the table, then the same question again
    assert (
        text.split("> board\n", 1)[1]
        .split("> quit\n")[0]
        .endswith(
            "      to plant: Red\n"
            "  2 Planner: 0 coins | hand: 5 cards\n"
            "      field 1: empty\n"
            "      field 2: empty\n"
            "      field 3: empty\n"
            "  3 Planner II: 0 coins | hand: 5 cards\n"
            "      field 1: empty\n"
            "      field 2: empty\n"
            "      field 3: empty\n"
            "Your move (keep, offer or give away the face-up cards, then 'end'):\n"
            "   1  keep the face-up Blue\n"
            "   2  end the trading\n"
        )
    )
    assert text.count("Turn 1 | 1 You, step 1") == 1  # the table once in step 1


def test_undo_takes_back_the_last_typed_move_only(tmp_path: Path) -> None:
    lines = ["1", "end", "keep red", "keep blue", "undo", "quit"]
    status, text = _play(_settings(tmp_path), lines)
    assert status == 0
    # the game is played again up to the move before: its last move told again
    assert "> undo\nundone: you keep the face-up Blue\n   you keep the face-up Red\n" in text
    saved = json.loads((tmp_path / "save.json").read_text("utf-8"))
    assert len(saved["decisions"]) == 3 and saved["decisions"][-1].startswith("0 keep ")


def test_an_offer_to_the_person_is_told_by_its_question_alone(tmp_path: Path) -> None:
    _, text = _play(_settings(tmp_path), [*_TO_THE_FIRST_OFFER, "2", "quit"])
    before = text.split("2 Planner offers you Blue for nothing: accept or decline?\n")[0]
    assert before.endswith("      field 3: Wax x1 (sells for 0; 1/2/3/4 coins at 4/7/9/11 cards)\n")
    assert "   2 Planner offers you" not in text


def test_a_muted_decline_is_saved_as_automatic(tmp_path: Path) -> None:
    _play(_settings(tmp_path), ["mute 3", *_TO_THE_FIRST_OFFER, "2", "quit"])
    saved = json.loads((tmp_path / "save.json").read_text("utf-8"))
    decisions = saved["decisions"]
    # the person's 13 moves and his decline of 2's offer, then the decline made for him
    assert len(decisions) == 15 and saved["auto"] == [14] and saved["muted"] == [2]
    assert decisions[14].startswith("0 decline 2") and decisions[13].startswith("0 decline 1")


def test_a_resumed_game_does_not_show_the_first_table(tmp_path: Path) -> None:
    _play(_settings(tmp_path, bots=("random",)), ["plant 2", "end", "quit"])
    out = io.StringIO()
    assert resume(str(tmp_path / "save.json"), io.StringIO("quit\n"), out) == 0
    assert "step 1 |" not in out.getvalue()


def test_a_record_without_a_name_is_named_by_the_seed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    settings = Settings("rio-grande-2000", 2, 7, 0, ("random",), save="s.json", colours="none")
    status, text = _play(settings, ["1"] * 3000)
    assert status == 0
    assert text.splitlines()[-1] == (
        "record written to bohnanza-game-7.json (check it with: bohnanza verify "
        "bohnanza-game-7.json)"
    )
    assert (tmp_path / "bohnanza-game-7.json").is_file()


def test_a_scripted_line_is_echoed_short_and_harmless(tmp_path: Path) -> None:
    status, text = _play(_settings(tmp_path, bots=("random",)), ["\x1b[2J" + "y" * 300, "quit"])
    assert status == 0
    echoed = text.split("> ", 2)[1].split("\n")[0]
    assert echoed == "\\x1b[2J" + "y" * 196  # 200 characters typed, the escape written out


def test_a_resumed_game_played_to_its_end_removes_its_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the resumed game's record goes to the current folder
    settings = _settings(tmp_path, bots=("random",), players=2)
    _play(settings, ["1", "quit"])
    save = tmp_path / "save.json"
    assert save.is_file()
    out = io.StringIO()
    assert resume(str(save), io.StringIO("1\n" * 3000), out) == 0
    assert out.getvalue().splitlines()[-1].startswith("record written to ")
    assert not save.exists()  # resuming it again would go back to where it was saved
