"""Golden vectors: positions with their legal moves, refused moves and successors, as JSON
Lines that another engine's test suite reads without Python.

One file per player count of an edition, ``<edition>-<n>p.jsonl``.  Its first line is a
header (format, version, edition, player count, the library that wrote it); each further
line is one case: a position (``bohnanza-position`` format), every basic legal move of
every seat with the position after it (and the order of the new deck, for a move that
forms one), a sample of trades, donations and offers with the position after each, a
sample of moves the rules refuse with the rule id of each, and, for a finished game, the
scores and winners.  The positions come from random games, chosen where the rare cases
happen: each exhaustion of the deck, the end reached in step 2 and in step 4, a third
field bought, an empty hand, a trade, an offer standing, the duel's chain of drawn cards,
the end of the game.  ``bohnanza vectors check`` runs them against an engine over the
protocol.  See ``docs/conformance.md``.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from bohnanza import __version__
from bohnanza.actions import Action
from bohnanza.conformance.files import check_new, prepare_folder, write_new
from bohnanza.conformance.probes import negotiation_sample, refused_sample
from bohnanza.conformance.runner import game_line, new_deck
from bohnanza.editions import edition
from bohnanza.errors import InvalidSetupError
from bohnanza.listing import legal_actions
from bohnanza.notation import describe
from bohnanza.position import to_dict
from bohnanza.referee import apply, check, outcome
from bohnanza.seat import offer_moves
from bohnanza.setup import new_game
from bohnanza.state import DUEL_DRAW, TRADE, GameState

__all__ = ["FORMAT", "VERSION", "cases", "write_vectors"]

FORMAT = "bohnanza-vectors"
VERSION = 1


def _tags(before: GameState, after: GameState) -> list[str]:
    tags = []
    if after.exhaustions > before.exhaustions:
        tags.append(f"exhaustion-{after.exhaustions}")
    if after.ending and not before.ending:
        if before.table.duel:
            tags.append("end-duel")
        else:
            tags.append("end-step2" if after.step_id == TRADE else "end-step4")
    if any(not p.hand_ids for p in after.players) and not after.is_over:
        tags.append("empty-hand")
    if after.step_id == DUEL_DRAW and len(after.face_up_ids) > 3:
        tags.append("duel-chain")
    if after.offers and not before.offers:
        tags.append("offer-standing")
    if before.step_id == TRADE and _traded(before, after):
        tags.append("trade")
    if any(
        len(q.coin_ids) > len(p.coin_ids)
        for p, q in zip(before.players, after.players, strict=True)
    ):
        tags.append("harvest-paid")
    return tags


def _traded(before: GameState, after: GameState) -> bool:
    """Whether a card went from one seat's hand to another seat's cards set aside."""
    for seat, (p, q) in enumerate(zip(before.players, after.players, strict=True)):
        for card in set(q.aside_ids) - set(p.aside_ids):
            if any(card in o.hand_ids for k, o in enumerate(before.players) if k != seat):
                return True
    return False


def cases(
    edition_name: str,
    players: int,
    games: int = 12,
    seed: int = 1,
    extra: int = 6,
    *,
    options: Mapping[str, object] | None = None,
    variants: Sequence[str] = (),
) -> list[tuple[str, GameState]]:
    """The positions of the vectors: ``(why, state)``, the first of each rare case over
    ``games`` random games, the start, the end, and ``extra`` positions drawn at random."""
    chosen: dict[str, GameState] = {}
    rng = random.Random(f"vectors/{edition_name}/{players}/{seed}")
    pool: list[GameState] = []
    for k in range(games):
        states = game_line(edition_name, players, seed + k, options=options, variants=variants)
        chosen.setdefault("start", states[0])
        chosen.setdefault("over", states[-1])
        for before, after in itertools.pairwise(states):
            for tag in _tags(before, after):
                # The position where the rare case is one move away (an offer: the
                # position where it stands, whose answers are legal moves).
                chosen.setdefault(tag, after if tag == "offer-standing" else before)
            if after.players != before.players and any(
                p.bought_field and not q.bought_field
                for p, q in zip(after.players, before.players, strict=True)
            ):
                chosen.setdefault("purchase", before)
        pool += states[1:-1]
    out = sorted(chosen.items())
    out += [(f"random-{i}", s) for i, s in enumerate(rng.sample(pool, min(extra, len(pool))))]
    return out


def _case(why: str, state: GameState, rng: random.Random) -> dict[str, Any]:
    legal = [_successor(state, move) for move in legal_actions(state).basic]
    negotiations = [_successor(state, move) for move in _negotiations(state, rng)]
    illegal = []
    for move in refused_sample(state, rng, 6):
        error = check(state, move)
        illegal.append(_move(state, move) | {"rule": getattr(error, "rule", None)})
    case: dict[str, Any] = {
        "case": why,
        "position": to_dict(state),
        "to_move": list(state.to_move),
        "legal": legal,
        "negotiations": negotiations,
        "illegal": illegal,
    }
    result = outcome(state)
    if result is not None:
        case["scores"] = list(result.scores)
        case["winners"] = list(result.winners)
    return case


def _move(state: GameState, move: Action) -> dict[str, Any]:
    return {"move": describe(state, move), "referee": str(move)}


def _successor(state: GameState, move: Action) -> dict[str, Any]:
    after = apply(state, move)
    entry = _move(state, move) | {"after": to_dict(after)}
    formed = new_deck(state, after)
    if formed:
        # The order of the deck this move forms, as the protocol's apply sends it.
        entry["reshuffles"] = formed
    return entry


def _negotiations(state: GameState, rng: random.Random) -> list[Action]:
    """A few trades and donations, and one offer from each seat, in step 2."""
    if state.step_id != TRADE or state.table.duel:
        return []
    found: list[Action] = list(negotiation_sample(state, rng, 3))
    for seat in range(len(state.players)):
        offers: list[Action] = list(offer_moves(state, seat, state.table.kind_keys))
        if offers:
            found.append(offers[rng.randrange(len(offers))])
    return found


def write_vectors(
    edition_name: str,
    out: Path,
    games: int = 12,
    seed: int = 1,
    extra: int = 6,
    *,
    options: Mapping[str, object] | None = None,
    variants: Sequence[str] = (),
) -> list[Path]:
    """Write one JSON Lines file per player count of the edition into ``out``; returns
    the paths.  The same arguments write the same bytes.

    Raises:
        InvalidSetupError: ``out`` is not a folder, or one of the files exists already
            (nothing is overwritten, no symlink followed); or the options and variants
            set up none of the edition's player counts: the setup's own error at the
            largest count, nothing written.
    """
    ed = edition(edition_name)
    options = dict(options or {})
    counts = list(ed.player_counts)
    if options or variants:
        # Only the player counts that the options and variants set up.
        counts = [n for n in counts if _sets_up(edition_name, n, options, variants)]
        if not counts:
            given: dict[str, Any] = dict(options)
            # None sets up: the setup's own error says why.
            new_game(
                edition_name, ed.player_counts[-1], seed=seed, variants=tuple(variants), **given
            )
    paths = [out / f"{edition_name}-{players}p.jsonl" for players in counts]
    prepare_folder(out)
    check_new(paths, "vectors")
    for players, path in zip(counts, paths, strict=True):
        rng = random.Random(f"illegal/{edition_name}/{players}/{seed}")
        header = {
            "format": FORMAT,
            "version": VERSION,
            "edition": edition_name,
            "players": players,
            "position_format": "bohnanza-position 1",
            "notation": "bohnanza notation 1 (fields and places from 1)",
            "written_by": f"bohnanza {__version__}",
            "games": games,
            "seed": seed,
            "options": {k: list(v) if isinstance(v, tuple) else v for k, v in options.items()},
            "variants": list(variants),
        }
        lines = [json.dumps(header, ensure_ascii=False)]
        for why, state in cases(
            edition_name, players, games, seed, extra, options=options, variants=variants
        ):
            lines.append(json.dumps(_case(why, state, rng), ensure_ascii=False))
        write_new(path, "\n".join(lines) + "\n")
    return paths


def _sets_up(
    edition_name: str, players: int, options: Mapping[str, object], variants: Sequence[str]
) -> bool:
    try:
        given: dict[str, Any] = dict(options)
        new_game(edition_name, players, seed=1, variants=tuple(variants), **given)
    except InvalidSetupError:
        return False
    return True
