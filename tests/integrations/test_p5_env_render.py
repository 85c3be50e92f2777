"""The environments' ``render`` in ``"human"`` mode (``bohnanza.env.render.show_table``):
it prints ``table_text``, in colour on a terminal, the colours being the board's own (a
card's variety, a seat's name): text the board leaves plain, such as a field's number or
the seat to act, is printed without any escape sequence."""

from __future__ import annotations

import re

import pytest

from bohnanza.env.aec import BohnanzaEnv
from bohnanza.env.encoding import Table
from bohnanza.env.gym import SingleSeatEnv
from bohnanza.env.render import show_table, table_text

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

ESCAPE = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """A colour terminal wide enough for every line."""
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("COLUMNS", "300")


def _plain_lines_are_plain(printed: str, text: str) -> None:
    assert ESCAPE.sub("", printed) == text + "\n"
    assert ESCAPE.search(printed), "in colour on a terminal"
    for shown, plain in zip(printed.splitlines(), text.splitlines(), strict=True):
        if "field" in plain and plain.strip().endswith(": empty"):
            assert shown == plain, "an empty field's line has no colour"
    assert printed.splitlines()[-1] == text.splitlines()[-1], "the seat to act, plain"


@pytest.mark.usefixtures("terminal")
@pytest.mark.parametrize(
    ("edition", "players", "seed"), [("rio-grande-2000", 3, 1), ("ladybohn", 4, 2)]
)
def test_show_table_prints_the_text_with_the_boards_colours_only(
    capsys: pytest.CaptureFixture[str], edition: str, players: int, seed: int
) -> None:
    table = Table.make(edition, players)
    pos = table.start(seed)
    for you in (None, 1):
        show_table(table, pos, you=you)
        _plain_lines_are_plain(capsys.readouterr().out, table_text(table, pos, you=you))


@pytest.mark.usefixtures("terminal")
def test_human_mode_prints_the_same_table_in_both_environments(
    capsys: pytest.CaptureFixture[str],
) -> None:
    gym = SingleSeatEnv("rio-grande-2000", ["random", "random"], seat=2, render_mode="human")
    gym.reset(seed=4)
    capsys.readouterr()
    assert gym.render() is None
    _plain_lines_are_plain(capsys.readouterr().out, table_text(gym.table, gym.position, you=2))
    aec = BohnanzaEnv("rio-grande-2000", 3, render_mode="human")
    aec.reset(seed=4)
    assert aec.render() is None
    _plain_lines_are_plain(capsys.readouterr().out, table_text(aec.table, aec.position))
