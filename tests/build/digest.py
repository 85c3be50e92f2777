"""Plays seeded random games of every preset and prints a digest of everything seen.

Run as a script by ``test_differential.py``, once under each build: ``python digest.py GAMES``
prints one JSON object: the build that ran (compiled or not, and from where) and, per preset,
a SHA-256 over every state, every listing and the verdict on a fixed set of probe moves in
every state (the refusal's rule id and text, or the exception's type for malformed input),
with the numbers of states, moves listed and probes, so that an empty comparison shows.

It imports only ``bohnanza`` and the standard library, so either build can run it.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

import bohnanza
from bohnanza import (
    BuyField,
    Discard,
    EndPlanting,
    EndTrading,
    GameState,
    Harvest,
    Keep,
    Plant,
    Trade,
)
from bohnanza.bots import random_move

#: The chance of a trade or donation in step 2: high enough that every game has some.
TRADES = 0.3


def _state_text(state: GameState) -> str:
    """Every zone in order: the rendering of the table plus the draw deck and the discard."""
    deck = ",".join(str(card.id) for card in state.deck)
    discard = ",".join(str(card.id) for card in state.discard)
    return f"{state}\nto_move {state.to_move}\ndeck {deck}\ndiscard {discard}"


def _verdict(state: GameState, move: Any) -> str:
    """What check says of ``move``: legal, the refusal (rule and text), or the exception."""
    try:
        refusal = bohnanza.check(state, move)
    except Exception as error:  # the exception type is what is compared
        return f"raised {type(error).__name__}"
    if refusal is None:
        return "legal"
    # An illegal move cites its rule; a malformed one (InvalidActionError) has no rule.
    return f"{type(refusal).__name__} {getattr(refusal, 'rule', '-')} {refusal}"


def _probes(state: GameState) -> list[Any]:
    """Moves of every kind for every seat, most of them illegal, some malformed."""
    out: list[Any] = []
    for seat in range(len(state.players)):
        hand = state.players[seat].hand
        card = hand[0].id if hand else 0
        out += [
            EndPlanting(seat),
            EndTrading(seat),
            Harvest(seat, 0),
            Harvest(seat, 2),
            BuyField(seat),
            Plant(seat, card, 1),
            Discard(seat, card),
            Keep(seat, card),
            Trade(seat, (seat + 1) % len(state.players), (card,), ()),
        ]
    out += [Plant(0, 10_000, 0), Harvest(len(state.players), 0), None, "0 plant 1 0"]
    return out


def _listing(state: GameState) -> str:
    """The legal moves of every seat the game waits for, and the negotiation space."""
    rows = []
    for seat in state.to_move:
        rows.append(" ".join(str(move) for move in bohnanza.legal_actions(state, seat).basic))
    space = bohnanza.legal_actions(state).negotiations
    size = len(space)
    if size:
        picks = [space[0], space[size // 2], space[size - 1], space.sample(random.Random(size))]
        rows.append(f"{size}: " + " ".join(str(move) for move in picks))
    return "\n".join(rows)


def digest_preset(preset: str, games: int) -> dict[str, Any]:
    """The digest of ``games`` seeded random games of ``preset``, player counts in turn."""
    counts = bohnanza.edition(preset).player_counts
    sha = hashlib.sha256()
    states = listed = probes = 0
    for seed in range(games):
        players = counts[seed % len(counts)]
        state = bohnanza.new_game(preset, players, seed=seed)
        rng = random.Random(seed)
        while True:
            sha.update(_state_text(state).encode())
            states += 1
            result = bohnanza.outcome(state)
            if result is not None:
                sha.update(repr((result.scores, result.winners, result.hand_sizes)).encode())
                break
            listing = _listing(state)
            sha.update(listing.encode())
            listed += listing.count(" ") + 1
            for move in _probes(state):
                sha.update(_verdict(state, move).encode())
                probes += 1
            state = bohnanza.apply(state, random_move(state, rng, TRADES))
    return {"sha256": sha.hexdigest(), "states": states, "listed": listed, "probes": probes}


def main(argv: list[str]) -> int:
    games = int(argv[1]) if len(argv) > 1 else 8
    report = {
        "compiled": bohnanza.COMPILED,
        "file": bohnanza.__file__,
        "presets": {preset: digest_preset(preset, games) for preset in bohnanza.editions()},
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
