"""Who acts in step 2, as ``bohnanza.env.encoding`` tells it: after each move the window
moves to the next seat clockwise that has a move other than ``PASS`` (round to the active
player when none has), the seats passed over having ``PASS`` alone; outside step 2 the
seat that acts is the first the referee waits for, clockwise from the active player.
Checked along whole games of several presets, with and without offers.  Runs in
``nox -s rl``."""

from __future__ import annotations

import random

import pytest

from bohnanza.env.encoding import PASS, Position, Table
from bohnanza.state import Step

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

CASES = [
    ("rio-grande-2000", 4, 2),
    ("rio-grande-2000", 3, 0),
    ("amigo-fr", 5, 1),
    ("ladybohn", 3, 2),
    ("ladybohn", 4, 0),
]


def _only_pass(table: Table, pos: Position, seat: int) -> bool:
    """Whether ``seat``, its window open, could only pass."""
    return table.ids(Position(pos.state, seat, pos.made)) == [PASS]


@pytest.mark.parametrize(("edition", "players", "offers"), CASES)
def test_the_window_goes_to_the_next_seat_with_a_move_other_than_pass(
    edition: str, players: int, offers: int
) -> None:
    table = Table.make(edition, players, offers_per_step=offers)
    rng = random.Random(players * 10 + offers)
    checked = skipped = owed = 0
    for seed in range(3):
        pos = table.start(seed)
        for _ in range(900):
            if pos.over:
                break
            seat = table.actor(pos)
            ids = table.ids(pos)
            basic = [c for c in ids if c < table.offer_base]
            code = rng.choice(basic if basic and rng.random() < 0.7 else ids)
            after = table.play(pos, code)
            state = after.state
            if state.step is Step.TRADE and not state.owed_ids:
                if pos.state.step is not Step.TRADE:
                    start = state.active  # trading opens with the active player
                elif pos.state.owed_ids:
                    # the babies planted, the window moves on from the seat that traded
                    start = (pos.window + 1) % players
                else:
                    start = (seat + 1) % players
                want = state.active
                for k in range(players):
                    candidate = (start + k) % players
                    if candidate == state.active or not _only_pass(table, after, candidate):
                        want = candidate
                        break
                    skipped += 1
                assert table.actor(after) == after.window == want
                checked += 1
                assert len(after.made) == players and max(after.made) <= offers
            elif not after.over:
                # the first seat waited for, clockwise from the active player (in step 2,
                # the holders of owed babies; the window stays with the seat that traded)
                waiting = state.to_move
                first = next(
                    (state.active + k) % players
                    for k in range(players)
                    if (state.active + k) % players in waiting
                )
                assert table.actor(after) == first
                if state.step is Step.TRADE:
                    owed += 1
                    trader = pos.window if pos.state.owed_ids else seat
                    assert after.window == trader
                else:
                    assert after.window == -1
            pos = after
    assert checked > 50 and skipped > 5
    if table.lady and offers:
        assert owed > 0
