"""Positions compared the way the rules read them, under the engine's declared model.

Cards are compared by id, or, for an engine without card identity (``"card_identity":
false`` in its ``hello``), by variety (and kind, in Ladybohn), with coins by count.  The
zones whose order no rule reads are compared as multisets: each seat's cards set aside
(the player plants them in any order he likes, 002 "3. Plant traded & donated beans") and
the standing offers.  Every other zone is compared in order: the hand (front first), the
deck (top first), the discard pile, the face-up cards and the duel's offer (as turned up),
each field (bottom first) and each seat's coins (the coin cards' order says which are paid
out first).  ``planted``, ``turn``, ``box`` and ``offers`` are compared only if the engine
reports them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import attrs

from bohnanza.actions import Accept, Action, Decline, Keep, Offer, Withdraw
from bohnanza.notation import describe
from bohnanza.state import PLANT_RECEIVED, GameState

__all__ = [
    "COMPARED",
    "OPTIONAL",
    "SEAT_COMPARED",
    "UNORDERED",
    "Model",
    "compare_positions",
    "deviation",
    "equivalent",
    "expressible",
    "part_cards",
    "show_diff",
    "step3_seat",
]

Json = dict[str, Any]

_OFFER_MOVES = (Offer, Accept, Decline, Withdraw)

#: The top-level fields of a position that the runner compares.
COMPARED = ("active", "step", "exhaustions", "ending", "deck", "discard", "face_up", "offer")
#: Compared only if the engine reports them.
OPTIONAL = ("planted", "turn", "box", "offers")
#: Each seat's fields that the runner compares.
SEAT_COMPARED = ("hand", "fields", "coins", "set_aside", "bought_field")
#: The zones compared as multisets: no rule reads their order.
UNORDERED = frozenset({"set_aside", "offers"})

#: The values an engine may declare in ``hello``'s ``model``, the referee's first.
MODEL_VALUES: dict[str, tuple[object, ...]] = {
    "offers": ("pairs", "open", "none"),
    "answers": (True, False),
    "keep": (True, False),
    "step3": ("any-order", "one-seat"),
    "card_identity": (True, False),
}


@attrs.frozen
class Model:
    """What an engine can express (declared in ``hello`` as ``"model": {...}``).

    ``offers``: ``pairs`` (the referee's: at most one offer stands from one seat to
    another, answered by its addressee), ``open`` (an offer anyone may take; the runner
    compares only what the addressee does with it), ``none`` (no offers: agreed trades
    only).  ``answers``: False when offers cannot be declined or withdrawn (they lapse at
    the end of step 2).  ``keep``: False when face-up cards cannot be kept in step 2 (they
    stay on the table until step 2 ends, to the same effect).  ``step3``: ``one-seat``
    when the seats plant their received cards one at a time, the active player first and
    then clockwise.  ``card_identity``: False when cards are plain varieties.
    """

    offers: str = "pairs"
    answers: bool = True
    keep: bool = True
    step3: str = "any-order"
    card_identity: bool = True

    @classmethod
    def read(cls, value: object) -> Model:
        """The model an engine declared.

        Raises:
            ValueError: an unknown key or value (the runner reports it as garbage).
        """
        if value is None:
            return cls()
        if not isinstance(value, dict):
            raise ValueError("model is an object")
        for key, given in value.items():
            allowed = MODEL_VALUES.get(key)
            if allowed is None:
                raise ValueError(f"unknown model key {key[:40]!r}")
            if not any(type(given) is type(a) and given == a for a in allowed):
                raise ValueError(f"model {key} is one of {', '.join(map(str, allowed))}")
        return cls(**value)

    def declared(self) -> Json:
        """The ways this model differs from the referee's."""
        plain = Model()
        return {
            f.name: getattr(self, f.name)
            for f in attrs.fields(Model)
            if getattr(self, f.name) != getattr(plain, f.name)
        }


def _key(value: object) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def _cards(value: object, anonymous: bool) -> object:
    """Cards as their ids, or (anonymous) as variety and kind; other values as they are."""
    if isinstance(value, list):
        return [_cards(v, anonymous) for v in value]
    if isinstance(value, dict):
        if not anonymous and "id" in value:
            return value["id"]
        if anonymous and "variety" in value:
            return f"{value['variety']}/{value.get('kind', '')}".rstrip("/")
        return {k: _cards(v, anonymous) for k, v in value.items()}
    return value


def _zone(name: str, value: object, anonymous: bool) -> object:
    found = _cards(value, anonymous)
    if anonymous and name == "coins" and isinstance(found, list):
        return len(found)
    if name in UNORDERED and isinstance(found, list):
        return sorted(found, key=_key)
    return found


def compare_positions(mine: Json, theirs: object, model: Model | None = None) -> list[str]:
    """The fields where the engine's position differs from the referee's (``seats[1].coins``)."""
    if not isinstance(theirs, dict):
        return ["position"]
    if mine == theirs:
        return []
    model = model or Model()
    anon = not model.card_identity
    optional = [
        f for f in OPTIONAL if f in theirs and not (f == "offers" and model.offers != "pairs")
    ]
    diffs = [
        f
        for f in (*COMPARED, *optional)
        if _zone(f, mine.get(f), anon) != _zone(f, theirs.get(f), anon)
    ]
    seats = theirs.get("seats")
    if not isinstance(seats, list) or len(seats) != len(mine["seats"]):
        return [*diffs, "seats"]
    for k, (a, b) in enumerate(zip(mine["seats"], seats, strict=True)):
        if not isinstance(b, dict):
            diffs.append(f"seats[{k}]")
            continue
        diffs += [
            f"seats[{k}].{f}"
            for f in SEAT_COMPARED
            if _zone(f, a.get(f), anon) != _zone(f, b.get(f), anon)
        ]
    return diffs


def step3_seat(state: GameState) -> int:
    """The seat that plants in step 3 when the seats plant one at a time: the first of
    those waiting, from the active player clockwise."""
    n = len(state.players)
    return min(state.to_move, key=lambda s: (s - state.active) % n)


def expressible(state: GameState, move: Action, model: Model) -> bool:
    """Whether an engine of ``model`` can express ``move`` at ``state``."""
    if isinstance(move, _OFFER_MOVES) and model.offers == "none":
        return False
    if isinstance(move, Decline | Withdraw) and not model.answers:
        return False
    if isinstance(move, Keep) and not model.keep:
        return False
    return not (
        model.step3 == "one-seat"
        and state.step_id == PLANT_RECEIVED
        and move.seat != step3_seat(state)
    )


def equivalent(state: GameState, move: Action, anonymous: bool) -> object:
    """What makes two listed moves the same choice: an acceptance by its two seats (any
    cards that meet the offer are legal); without card identity, cards by variety."""
    if isinstance(move, Accept):
        return ("accept", move.seat, move.offerer)
    if anonymous:
        described = describe(state, move)
        return json.dumps(_strip(described), sort_keys=True)
    return move


def _strip(value: object) -> object:
    if isinstance(value, list):
        return [_strip(v) for v in value]
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in ("id", "index")}
    return value


def _pick(doc: object, path: str) -> object:
    """The value at ``path`` (``seats[1].coins``) of a position, or None."""
    value: object = doc
    for part in path.replace("]", "").replace("[", ".").split("."):
        if isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        elif isinstance(value, dict):
            value = value.get(part)
        else:
            return None
    return value


def part_cards(doc: object, path: str, model: Model | None = None) -> list[object]:
    """The cards of the zone at ``path`` of a position as the runner compares them (ids,
    or without card identity variety and kind), every field's cards together; nothing
    for a part that holds no cards (a number, or coins counted without identity)."""
    name = path.rsplit(".", maxsplit=1)[-1].split("[", maxsplit=1)[0]
    anonymous = not (model or Model()).card_identity
    found = _zone(name, _pick(doc, path), anonymous)
    if not isinstance(found, list):
        return []
    out: list[object] = []
    todo: list[object] = [found]
    while todo:
        item = todo.pop()
        if isinstance(item, list):
            todo.extend(item)
        elif isinstance(item, int | str) and not isinstance(item, bool):
            out.append(item)
    return out


def deviation(mine: Json, theirs: Json, path: str, model: Model | None = None) -> object:
    """How the engine's part at ``path`` deviates from the referee's, as the runner compares
    it: the cards it has too many and too few (or ``order`` when only their order differs),
    a number's difference, or the two values.  The same deviation after two moves in a row
    is one difference carried on, not a second one."""
    name = path.rsplit(".", maxsplit=1)[-1].split("[", maxsplit=1)[0]
    anonymous = not (model or Model()).card_identity
    a = _zone(name, _pick(mine, path), anonymous)
    b = _zone(name, _pick(theirs, path), anonymous)
    if isinstance(a, list) and isinstance(b, list):
        extra, missing = list(map(_key, b)), list(map(_key, a))
        for item in list(extra):
            if item in missing:
                missing.remove(item)
                extra.remove(item)
        return (
            ("cards", tuple(sorted(extra)), tuple(sorted(missing)))
            if extra or missing
            else ("order",)
        )
    if type(a) is int and type(b) is int:
        return ("by", b - a)
    return ("values", _key(a), _key(b))


#: Cards shown of a zone from where the two first differ, and of its end (its top).
SHOWN, ENDS = 10, 3


def _first_difference(a: list[object], b: list[object], anonymous: bool) -> int:
    k = 0
    while k < min(len(a), len(b)) and _cards(a[k], anonymous) == _cards(b[k], anonymous):
        k += 1
    return k


def _short(value: object, places: Sequence[int] | None = None) -> str:
    if isinstance(value, list):
        if places is None:
            places = range(min(len(value), 12))
        shown, last = [], -1
        for k in places:
            if k >= len(value):
                break
            if k != last + 1:
                shown.append("...")
            shown.append(_short(value[k]))
            last = k
        if last < len(value) - 1:
            shown.append("...")
        return "[" + ", ".join(shown) + "]"
    if isinstance(value, dict) and "variety" in value:
        return f"{value.get('id', '?')} {value['variety']}"
    return json.dumps(value)[:60]


def show_diff(mine: Json, theirs: Json, diffs: Sequence[str], model: Model | None = None) -> str:
    """The first part that differs, both ways, in a few words (cards by id).  Of a zone,
    the cards from the place where the two first differ and the end of each (the top of
    the discard pile, the last card of a field or a hand): the difference always shows."""
    first = diffs[0]
    if first in ("position", "seats"):
        return ""
    a, b = _pick(mine, first), _pick(theirs, first)
    if not (isinstance(a, list) and isinstance(b, list)) or max(len(a), len(b)) <= 12:
        return f" ({first}: referee {_short(a)}, engine {_short(b)})"
    k = _first_difference(a, b, not (model or Model()).card_identity)
    window = range(max(0, k - 1), max(0, k - 1) + SHOWN)

    def places(zone: list[object]) -> list[int]:
        return sorted({*window, *range(max(0, len(zone) - ENDS), len(zone))})

    where = f"first differs at card {k + 1} of {len(a)} and {len(b)}"
    return f" ({first}, {where}: referee {_short(a, places(a))}, engine {_short(b, places(b))})"
