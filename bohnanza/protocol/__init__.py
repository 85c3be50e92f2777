"""The bot protocol: bots in any language play a seat over JSON lines (docs/bots.md).

The referee starts a bot's command and speaks to it on its standard input and output,
one JSON object a line.  Everything it sends is built from the seat's ``PlayerView`` and
the moves listed to that seat, never from the game state: a bot learns exactly what a
Python bot of ``bohnanza.players`` learns.  This module writes the messages
(``hello``, ``game_message``, ``decide_message``, ``end_message``) and ships their JSON
Schema (``protocol_schema()``, ``bohnanza/data/bot-protocol.schema.json``);
``bohnanza.protocol.bot.CommandBot`` is the ``Bot`` that runs a command.

    >>> import bohnanza
    >>> from bohnanza.protocol import view_document
    >>> doc = view_document(bohnanza.view(bohnanza.new_game("rio-grande-2000", 3, seed=1), 1))
    >>> doc["seat"], doc["step"], len(doc["hand"]), doc["hand_sizes"]
    (1, 'plant', 5, [5, 5, 5])
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from importlib import resources
from typing import Any, Final

from bohnanza.actions import Action, Offer
from bohnanza.views import PlayerView

__all__ = [
    "PROTOCOL",
    "VERSION",
    "decide_message",
    "end_message",
    "game_message",
    "hello_message",
    "protocol_schema",
    "view_document",
]

#: The protocol's name, in the handshake.
PROTOCOL: Final = "bohnanza-bot"
#: Its version: a referee speaks to a bot only if the bot answers the same number.
VERSION: Final = 1
#: Why a bot is asked: the game waits for its seat (a move is due), step 2 of another
#: player's turn (it may make an offer, harvest, buy a field, or pass), or an offer made
#: to it (its answers are listed).
WHY: Final = ("turn", "trade", "offer")

Json = dict[str, Any]


def hello_message(referee: str) -> Json:
    """The referee's first message."""
    return {"type": "hello", "protocol": PROTOCOL, "version": VERSION, "referee": referee}


def _ids(ids: Sequence[int]) -> list[int]:
    return list(ids)


def view_document(v: PlayerView) -> Json:
    """The seat's view as JSON: card ids (their beans are in the ``game`` message, the
    offered cards' in ``offered``), seats by index, moves and offers in the text form of
    ``bohnanza.actions`` (``str(move)``)."""
    cards = v.table.cards
    offered = []
    for card in v.offered:
        real = card.id < len(cards)
        # A card given by an offer in a deck of kinds is shown by family only.
        kind = card.kind if real else None
        offered.append({"id": card.id, "variety": card.variety.key, "kind": kind})
    return {
        "seat": v.seat,
        "names": list(v.names),
        "step": v.step.name.lower(),
        "turn": v.turn,
        "active": v.active,
        "to_move": list(v.to_move),
        "planted": v.planted,
        "first_planted": v.first_planted,
        "hand": _ids(v.hand_ids),
        "hand_sizes": list(v.hand_sizes),
        "coins": list(v.coins),
        "fields": [[_ids(field) for field in seat] for seat in v.field_ids],
        "bought_field": list(v.bought_field),
        "set_aside": [_ids(aside) for aside in v.aside_ids],
        "face_up": _ids(v.face_up_ids),
        "duel_offer": _ids(v.offer_ids),
        "discard": _ids(v.discard_ids),
        "deck_size": v.deck_size,
        "exhaustions": v.exhaustions,
        "end_exhaustions": v.end_exhaustions,
        "offers": [str(offer) for offer in v.offers],
        "offered": offered,
        "owed": _ids(v.owed_ids),
        "varieties": list(v.varieties),
        "unaccepted": [list(pair) for pair in v.unaccepted],
    }


def game_message(v: PlayerView, seed: int, limits: Json) -> Json:
    """The message that opens a game for the bot: the edition, the seats, the bot's own
    seed, its time limits, and the beans of the deck by card id (the box's contents are
    public; only their order is hidden)."""
    table = v.table
    beans: list[Json] = []
    index: dict[tuple[str, str, tuple[int, ...]], int] = {}
    per_card: list[int] = []
    counts: dict[str, int] = {}
    for card in table.cards:
        counts[card.variety.key] = counts.get(card.variety.key, 0) + 1
    for card in table.cards:
        most = counts[card.variety.key]
        payout = tuple(card.beanometer.payout(n) for n in range(most + 1))
        key = (card.variety.key, card.kind, payout)
        if key not in index:
            index[key] = len(beans)
            beans.append({"variety": key[0], "kind": key[1], "payout": list(payout)})
        per_card.append(index[key])
    edition = table.edition
    return {
        "type": "game",
        "edition": edition.name,
        "language": edition.language,
        "players": len(v.names),
        "seat": v.seat,
        "names": list(v.names),
        "seed": seed,
        "limits": limits,
        "beans": beans,
        "cards": per_card,
    }


def decide_message(
    why: str,
    v: PlayerView,
    moves: Sequence[Action],
    time_left: Json,
    offer: Offer | None = None,
) -> Json:
    """A question: ``why`` (``WHY``), the seat's view, its moves as text (the bot answers
    one by its index or its text, or null to pass where it may), the offer it answers."""
    message: Json = {
        "type": "decide",
        "why": why,
        "view": view_document(v),
        "moves": [str(move) for move in moves],
        "time_left": time_left,
    }
    if offer is not None:
        message["offer"] = str(offer)
    return message


def end_message(v: PlayerView) -> Json:
    """The game's end (or its abandonment, ``over`` false), told to the bot."""
    return {"type": "end", "over": v.is_over, "view": view_document(v)}


@cache
def _schema_text() -> str:
    return (
        resources.files("bohnanza")
        .joinpath("data", "bot-protocol.schema.json")
        .read_text(encoding="utf-8")
    )


def protocol_schema() -> dict[str, object]:
    """The JSON Schema (draft 2020-12) of every message of the protocol, both ways: a
    fresh dict on each call.  ``$defs`` names each message (``hello``, ``game``,
    ``decide``, ``end``, ``quit`` from the referee; ``bot-hello``, ``answer`` from the
    bot).

    >>> sorted(protocol_schema()["$defs"])[:3]
    ['answer', 'bot-hello', 'decide']
    """
    loaded: dict[str, object] = json.loads(_schema_text())
    return loaded
