"""What ``bohnanza.players.load_bot`` promises (its docstring): every built-in name makes a
new bot, ``cmd:COMMAND`` a command bot, ``package.module:attr`` a class called without
arguments or a callable used as it is (dots allowed), found on Python's path or in the
current directory; and every refusal an ``InvalidSetupError`` naming the spec and what
is wrong with it."""

from __future__ import annotations

import random
import sys
import types
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from bohnanza.actions import Action
from bohnanza.bots.levels import LevelBot
from bohnanza.bots.search import SearchBot
from bohnanza.errors import InvalidSetupError
from bohnanza.players import BUILTIN, GreedyBot, PlannerBot, RandomBot, load_bot, play_game
from bohnanza.protocol.bot import CommandBot
from bohnanza.views import PlayerView

KNOWN = (
    "bots: random, greedy, planner, planner-1, planner-2, planner-3, search, cmd:COMMAND, "
    "or package.module:attr"
)


def _first(view: PlayerView, moves: Sequence[Action], rng: random.Random) -> Action | None:
    return moves[0] if view.seat in view.to_move else None


class _Made:
    made = 0

    def __init__(self) -> None:
        type(self).made += 1

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        return _first(view, moves, rng)


class _Broken:
    def __init__(self) -> None:
        raise RuntimeError("no luck")


class _Holder:
    bot = staticmethod(_first)
    inner = types.SimpleNamespace(deeper=_first)


@pytest.fixture
def module() -> Iterator[str]:
    name = M
    mod = types.ModuleType(name)
    mod.Made = _Made  # type: ignore[attr-defined]
    mod.Broken = _Broken  # type: ignore[attr-defined]
    mod.Holder = _Holder  # type: ignore[attr-defined]
    mod.first = _first  # type: ignore[attr-defined]
    mod.NUMBER = 7  # type: ignore[attr-defined]
    mod.instance = _Made()  # type: ignore[attr-defined]
    sys.modules[name] = mod
    try:
        yield name
    finally:
        del sys.modules[name]


def test_every_built_in_name_makes_a_new_bot_of_its_kind() -> None:
    kinds = {
        "random": RandomBot,
        "greedy": GreedyBot,
        "planner": PlannerBot,
        "planner-1": LevelBot,
        "planner-2": LevelBot,
        "planner-3": LevelBot,
        "search": SearchBot,
    }
    assert list(BUILTIN) == list(kinds)
    for name, kind in kinds.items():
        bot = load_bot(name)
        assert type(bot) is kind, name
        assert load_bot(name) is not bot
        assert type(load_bot(f"  {name}\t")) is kind  # blanks around are ignored
    assert [getattr(load_bot(f"planner-{n}"), "level", 0) for n in (1, 2, 3)] == [1, 2, 3]
    assert getattr(load_bot("random"), "passive", None) is True


def test_a_command_spec_makes_a_command_bot_without_starting_it() -> None:
    bot = load_bot("cmd:python3 -c 'print(1)' extra")
    assert type(bot) is CommandBot
    assert tuple(bot.argv) == ("python3", "-c", "print(1)", "extra")
    assert bot.command == "python3 -c 'print(1)' extra"
    assert bot._started is False


def test_a_module_spec_makes_a_class_into_a_bot_and_takes_a_callable_as_it_is(
    module: str,
) -> None:
    before = _Made.made
    made = load_bot(f"{module}:Made")
    assert type(made) is _Made and _Made.made == before + 1
    assert load_bot(f"{module}:first") is _first
    assert load_bot(f" {module}:Holder.bot ") is _first
    assert load_bot(f"{module}:Holder.inner.deeper") is _first
    instance = sys.modules[module].instance
    assert load_bot(f"{module}:instance") is instance
    final, _ = play_game("rio-grande-2000", [f"{module}:first", "greedy", "random"], seed=4)
    assert final.is_over


M = "s5pl_bots_here"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("smart", f"unknown bot 'smart'; {KNOWN}"),
        ("Planner", f"unknown bot 'Planner'; {KNOWN}"),
        ("", f"unknown bot ''; {KNOWN}"),
        (M, f"unknown bot '{M}'; {KNOWN}"),
        (":first", f"unknown bot ':first'; {KNOWN}"),
        (f"{M}:", f"unknown bot '{M}:'; {KNOWN}"),
        (f"{M}:Missing", f"bot '{M}:Missing': '{M}' has no 'Missing'"),
        (f"{M}:Holder.nope", f"bot '{M}:Holder.nope': '{M}' has no 'Holder.nope'"),
        (f"{M}:Holder..bot", f"bot '{M}:Holder..bot': '{M}' has no 'Holder..bot'"),
        (f"{M}:first.__name__", f"bot '{M}:first.__name__': first.__name__ is not callable"),
        (f"{M}:NUMBER", f"bot '{M}:NUMBER': NUMBER is not callable"),
        (f"{M}:Broken", f"bot '{M}:Broken': Broken() failed: RuntimeError('no luck')"),
    ],
)
def test_a_bad_spec_is_refused_naming_it_and_what_is_wrong(
    module: str, spec: str, message: str
) -> None:
    with pytest.raises(InvalidSetupError) as caught:
        load_bot(spec)
    assert str(caught.value) == message


def test_a_name_that_is_no_identifier_is_not_looked_up(module: str) -> None:
    mod = sys.modules[module]
    setattr(mod, "odd-name", _first)
    with pytest.raises(InvalidSetupError) as caught:
        load_bot(f"{module}:odd-name")
    assert str(caught.value) == f"bot '{module}:odd-name': '{module}' has no 'odd-name'"


def test_a_long_spec_is_shown_cut_to_80_characters() -> None:
    spec = "x" * 120
    with pytest.raises(InvalidSetupError) as caught:
        load_bot(spec)
    assert str(caught.value) == f"unknown bot '{'x' * 80}'; {KNOWN}"


@pytest.mark.parametrize(("spec", "shown"), [(3, "int"), (None, "NoneType"), (b"random", "bytes")])
def test_a_spec_that_is_not_a_string_is_refused(spec: object, shown: str) -> None:
    with pytest.raises(InvalidSetupError) as caught:
        load_bot(spec)  # type: ignore[arg-type]
    assert str(caught.value) == f"a bot spec is a string, not {shown}"


def test_a_module_is_found_in_the_current_directory_and_its_failures_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "s5pl_local_bots.py").write_text(
        "def bot(view, moves, rng):\n    return moves[0]\n", encoding="utf-8"
    )
    (tmp_path / "s5pl_failing_bots.py").write_text(
        "raise ValueError('broken on import')\n", encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    try:
        bot = load_bot("s5pl_local_bots:bot")
        assert callable(bot) and getattr(bot, "__name__", "") == "bot"
        with pytest.raises(InvalidSetupError) as caught:
            load_bot("s5pl_failing_bots:bot")
        assert str(caught.value) == (
            "bot 's5pl_failing_bots:bot': importing 's5pl_failing_bots' failed: "
            "ValueError('broken on import')"
        )
        with pytest.raises(InvalidSetupError) as missing:
            load_bot("s5pl_nowhere_bots:bot")
        assert str(missing.value) == (
            "bot 's5pl_nowhere_bots:bot': cannot import 's5pl_nowhere_bots' (no module named "
            f"'s5pl_nowhere_bots' on Python's path nor as s5pl_nowhere_bots.py in {tmp_path})"
        )
        assert isinstance(missing.value.__cause__, ImportError)
    finally:
        for name in ("s5pl_local_bots", "s5pl_failing_bots"):
            sys.modules.pop(name, None)
