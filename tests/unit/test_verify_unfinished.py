"""``bohnanza verify`` of a record whose game is not over says where it stands, each seat
also as the player counted from 1 (the seat numbers are the moves')."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import bohnanza
from bohnanza import Step, record_game
from bohnanza.bots import random_move
from bohnanza.cli import main


def _record(tmp_path: Path, stop: Step) -> tuple[Path, bohnanza.GameState, int]:
    state = start = bohnanza.new_game("rio-grande-2000", 3, seed=2)
    rng = random.Random(2)
    moves: list[bohnanza.Action] = []
    while state.step is not stop or not moves:
        move = random_move(state, rng, 0.5)
        moves.append(move)
        state = bohnanza.apply(state, move)
    path = tmp_path / "game.json"
    path.write_text(record_game(start, moves).to_json(), encoding="utf-8")
    return path, state, len(moves)


def test_one_seat_to_move(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, state, n = _record(tmp_path, Step.TRADE)
    assert main(["verify", str(path)]) == 0
    a = state.active
    assert capsys.readouterr().out == (
        f"legal: {n} moves; the game is not over: turn {state.turn}, step 2 (trade), "
        f"active seat {a} (player {a + 1}), to move: seat {a} (player {a + 1})\n"
    )


def test_every_seat_to_move(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, state, n = _record(tmp_path, Step.PLANT_RECEIVED)
    assert main(["verify", str(path)]) == 0
    waiting = state.to_move
    assert len(waiting) >= 2
    seats = ", ".join(map(str, waiting))
    players = ", ".join(str(s + 1) for s in waiting)
    out = capsys.readouterr().out
    assert out.startswith(f"legal: {n} moves; the game is not over: turn {state.turn}, ")
    assert out.endswith(
        f"step 3 (plant_received), active seat {state.active} (player {state.active + 1}), "
        f"to move: seats {seats} (players {players})\n"
    )
