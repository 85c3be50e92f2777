"""Games told for people: cards by name in the edition's language, one colour per variety,
fields and players numbered from 1, each field with its beanometer, and moves in words.

``bohnanza play``, ``demo`` and ``verify`` print through it; the compact text forms
(``str(action)``, ``str(state)``) stay the machine's.  Output is Rich console markup: a
``Console`` shows it in colour on a terminal and as plain text elsewhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from rich.markup import escape

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Trade,
    Withdraw,
)
from bohnanza.boundary import action_problem
from bohnanza.cards import Card
from bohnanza.state import GameState, Step
from bohnanza.views import PlayerView

__all__ = [
    "COLOURS",
    "WORDS",
    "board",
    "card_name",
    "describe",
    "field_pays",
    "field_text",
    "meter_steps",
    "names",
    "printable",
    "variety_name",
]

#: A colour per variety key (Rich colour names), close to the cards' art.
COLOURS: dict[str, str] = {
    "coffee": "rgb(140,90,50)",
    "wax": "yellow",
    "blue": "blue",
    "chili": "red",
    "stink": "rgb(150,150,60)",
    "green": "green",
    "soy": "rgb(230,200,120)",
    "black-eyed": "white",
    "red": "bright_red",
    "garden": "bright_green",
    "cocoa": "rgb(120,70,40)",
}


#: The words of the board, its fields and the moves told, (English, French): a French
#: edition's board speaks French.  ``bohnanza.teller`` starts its own words from these.
WORDS: dict[str, tuple[str, str]] = {
    "turn": ("Turn", "Tour"),
    "step": ("{p}, step {n}", "{p}, phase {n}"),
    "over": ("game over", "partie finie"),
    "deck": ("deck {n}", "pioche {n}"),
    "discard": ("discard {n}", "défausse {n}"),
    "top": (", top {c}", ", dessus {c}"),
    "ran-out": ("deck ran out {a}/{b}", "pioche épuisée {a}/{b}"),
    "face-up": ("face up: {c}", "cartes retournées : {c}"),
    "you-mark": (" (you)", " (vous)"),
    "coin": ("{n} coin", "{n} pièce"),
    "coins": ("{n} coins", "{n} pièces"),
    "card": ("{n} card", "{n} carte"),
    "cards": ("{n} cards", "{n} cartes"),
    "player": ("{p}: {c} | hand: {h}", "{p} : {c} | main : {h}"),
    "empty": ("empty", "vide"),
    "field": ("field {k}: {t}", "champ {k} : {t}"),
    "field-text": (
        "{c} x{n}{kind} (sells for {now}; {coins} {mw} at {steps} {cw})",
        "{c} x{n}{kind} (vaut {now} ; {coins} {mw} à {steps} {cw})",
    ),
    "on-top": (" ({k} on top)", " ({k} au dessus)"),
    "to-plant": ("to plant: {c}", "à planter : {c}"),
    "standing": ("offer standing: {p} to {q}", "offre en cours : {p} à {q}"),
    "to-act": ("to act: {p}", "à jouer : {p}"),
    # moves told (``describe``)
    "nothing": ("nothing", "rien"),
    "plant": ("{p} plants {c} in field {f}", "{p} plante {c} dans le champ {f}"),
    "no-field": (
        "{p} sells field {f}, which they do not have",
        "{p} vend le champ {f}, qu'il n'a pas",
    ),
    "sell": ("{p} sells field {f} ({c}) for {m}", "{p} vend le champ {f} ({c}) pour {m}"),
    "buy": ("{p} buys a third field", "{p} achète un troisième champ"),
    "end1": ("{p} plants no second card", "{p} ne plante pas de deuxième carte"),
    "keep": ("{p} keeps the face-up {c}", "{p} garde {c}"),
    "end2": ("{p} ends the trading", "{p} termine les échanges"),
    "discards": ("{p} discards {c}", "{p} défausse {c}"),
    "leave": ("{p} leaves the drawn cards as an offer", "{p} laisse les cartes piochées en offre"),
    "offers": ("{p} offers {q}: {g} for {a}{m}", "{p} propose à {q} : {g} contre {a}{m}"),
    "offer-coins": (" (coins: gives {g}, asks {a})", " (pièces : donne {g}, demande {a})"),
    "accepts": (
        "{p} accepts the offer of {q}, giving {c}",
        "{p} accepte l'offre de {q} en donnant {c}",
    ),
    "declines": ("{p} declines the offer of {q}", "{p} refuse l'offre de {q}"),
    "withdraws": ("{p} withdraws the offer to {q}", "{p} retire son offre à {q}"),
    "trades": ("{p} trades {g} with {q} for {c}", "{p} échange {g} avec {q} contre {c}"),
    "gives": ("{p} gives {c} to {q}", "{p} donne {c} à {q}"),
}


#: A Ladybohn card's kind in French, where it differs (« bébé »).
_FRENCH_KINDS: dict[str, str] = {"baby": "bébé"}


def _say(language: str, key: str, **values: object) -> str:
    english, french = WORDS[key]
    return (french if language == "fr" else english).format(**values)


def _count(language: str, key: str, count: int) -> str:
    """``count`` coins or cards: singular at 1, and at 0 too in French."""
    single = count == 1 or (language == "fr" and count == 0)
    return _say(language, key if single else key + "s", n=count)


def variety_name(key: str, cards: Sequence[Card], language: str) -> str:
    """The name of variety ``key`` in ``language`` (the key if no card of it is known)."""
    for card in cards:
        if card.variety.key == key:
            return card.variety.name(language)
    return key


def card_name(card: Card, language: str, colour: bool = True) -> str:
    """A card as its variety's name, in the variety's colour (markup)."""
    name = escape(card.variety.name(language))
    style = COLOURS.get(card.variety.key)
    return f"[{style}]{name}[/]" if colour and style else name


def names(cards: Sequence[Card], language: str, empty: str = "-") -> str:
    """Cards by name, comma-separated, in order."""
    return ", ".join(card_name(c, language) for c in cards) or empty


def field_pays(field: Sequence[Card]) -> int:
    """The coins ``field`` (bottom card first) sells for now: its top card's beanometer
    prices it (the referee's rule), never more coins than cards unless the beanometer says
    so outright (Ladybohn's Gartenbohne miss); 0 for an empty field."""
    if not field:
        return 0
    meter = field[-1].beanometer
    paid = meter.payout(len(field))
    return paid if meter.pays else min(paid, len(field))


#: How many steps of a beanometer are shown (Ladybohn's Gartenbohne miss has one per card).
_SHOWN_STEPS = 4


def meter_steps(card: Card, limit: int = _SHOWN_STEPS) -> tuple[tuple[int, int], ...]:
    """The steps of ``card``'s beanometer as (cards, coins) pairs: each field size at which
    the payout grows, the first ``limit`` (() for a card that prices nothing: a Ladybohn
    baby).

    >>> from bohnanza.setup import new_game
    >>> meter_steps(new_game("rio-grande-2000", 4).table.cards[0])
    ((4, 1), (7, 2), (10, 3), (12, 4))
    """
    meter = card.beanometer
    steps: list[tuple[int, int]] = []
    last = 0
    for cards in range(1, 33):
        coins = meter.payout(cards)
        if not meter.pays:
            coins = min(coins, cards)
        if coins > last:
            steps.append((cards, coins))
            last = coins
            if len(steps) == limit:
                break
    return tuple(steps)


def field_text(field: Sequence[Card], language: str) -> str:
    """A field: its variety (the top card's), size, what it sells for now and the top
    card's beanometer (the top card prices a field)."""
    if not field:
        return _say(language, "empty")
    top = field[-1]
    steps = meter_steps(top)
    cards = "/".join(str(n) for n, _ in steps)
    coins = "/".join(str(c) for _, c in steps)
    word = _FRENCH_KINDS.get(top.kind, top.kind) if language == "fr" else top.kind
    kind = _say(language, "on-top", k=word) if top.kind else ""
    return _say(
        language,
        "field-text",
        c=card_name(top, language),
        n=len(field),
        kind=kind,
        now=field_pays(field),
        coins=coins or 0,
        steps=cards or "-",
        mw=_count(language, "coin", 0 if not steps else 1 if coins == "1" else 2).split(" ", 1)[1],
        cw=_count(language, "card", 1 if cards == "1" else 2).split(" ", 1)[1],
    )


def printable(text: str) -> str:
    """``text`` with control characters written as escapes: a name from a record cannot
    move the cursor or clear the screen."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _player(names_: Sequence[str], seat: int) -> str:
    return f"{seat + 1} {escape(printable(names_[seat]))}"


def _misfit(before: GameState, move: object) -> str | None:
    """Why ``move`` cannot be told in ``before``'s terms: not a move, or a seat, card or
    field number the game does not have (``verify`` tells refused moves, finding F2)."""
    from bohnanza.referee import malformed
    from bohnanza.rules.common import check_seat

    problem = action_problem(move)
    if problem is not None:
        return problem
    action = cast("Action", move)
    bad = check_seat(before, action.seat, action) or malformed(before, action)
    return None if bad is None else str(bad)


def describe(before: GameState, move: Action, language: str) -> str:
    """``move`` in words, as played in ``before`` (players and fields from 1).

    Any move may be told, legal or not (``bohnanza verify`` tells the move it refuses): one
    that is not a move or names a seat, card or field the game does not have is told by
    what is wrong with it.
    """
    misfit = _misfit(before, move)
    if misfit is not None:
        return escape(printable(misfit))
    who = before.table.names
    cards = before.table.cards
    me = _player(who, move.seat)

    def named(ids: Sequence[int]) -> str:
        return names([cards[i] for i in ids], language, _say(language, "nothing"))

    def say(key: str, **values: object) -> str:
        return _say(language, key, p=me, **values)

    match move:
        case Plant():
            return say("plant", c=named((move.card,)), f=move.field + 1)
        case Harvest():
            fields = before.players[move.seat].fields
            if move.field >= len(fields):
                return say("no-field", f=move.field + 1)
            field = fields[move.field]
            pays = _count(language, "coin", field_pays(field))
            return say("sell", f=move.field + 1, c=named([c.id for c in field]), m=pays)
        case BuyField():
            return say("buy")
        case EndPlanting():
            return say("end1")
        case Keep():
            return say("keep", c=named((move.card,)))
        case EndTrading():
            return say("end2")
        case Discard():
            return say("discards", c=named((move.card,)))
        case LeaveOffer():
            return say("leave")
        case Offer():
            asked = ", ".join(variety_name(k, cards, language) for k in move.asks)
            coins = ""
            if move.give_coins or move.ask_coins:
                coins = _say(language, "offer-coins", g=move.give_coins, a=move.ask_coins)
            return say(
                "offers",
                q=_player(who, move.to),
                g=named(move.gives),
                a=escape(asked or _say(language, "nothing")),
                m=coins,
            )
        case Accept():
            return say("accepts", q=_player(who, move.offerer), c=named(move.cards))
        case Decline():
            return say("declines", q=_player(who, move.offerer))
        case Withdraw():
            return say("withdraws", q=_player(who, move.to))
        case Trade():
            return say(
                "trades", g=named(move.gives), q=_player(who, move.partner), c=named(move.takes)
            )
        case Donate():
            return say("gives", c=named(move.cards), q=_player(who, move.receiver))
    return str(move)  # pragma: no cover - every kind of move is told above


def board(v: PlayerView | GameState, language: str, you: int | None = None) -> str:
    """The table as a seat sees it (a view), or as the referee does (a state, every hand
    shown): a header, then one block per player with each field and its beanometer."""
    if isinstance(v, GameState):
        state = v
        hands: list[Sequence[Card] | None] = [p.hand for p in state.players]
        player_names = state.table.names
        sizes = [len(p.hand_ids) for p in state.players]
        fields = [p.fields for p in state.players]
        coins = [len(p.coin_ids) for p in state.players]
        aside = [p.set_aside for p in state.players]
        face_up, deck, discard = state.face_up, len(state.deck), state.discard
        turn, step, active = state.turn, state.step, state.active
        exhausted, limit = state.exhaustions, state.table.rules.end_exhaustions
        offers = state.offers
    else:
        hands = [v.hand if seat == v.seat else None for seat in range(len(v.names))]
        player_names = v.names
        sizes = list(v.hand_sizes)
        fields = list(v.fields)
        coins = list(v.coins)
        aside = list(v.set_aside)
        face_up, deck, discard = v.face_up, v.deck_size, v.discard
        turn, step, active = v.turn, v.step, v.active
        exhausted, limit = v.exhaustions, v.end_exhaustions
        offers = v.offers
        you = v.seat if you is None else you
    status = (
        _say(language, "over")
        if step is Step.OVER
        else _say(language, "step", p=_player(player_names, active), n=step.number)
    )
    top = _say(language, "top", c=names(discard[-1:], language)) if discard else ""
    lines = [
        f"[bold]{_say(language, 'turn')} {turn}[/] | {status} | "
        f"{_say(language, 'deck', n=deck)} | {_say(language, 'discard', n=len(discard))}{top} | "
        f"{_say(language, 'ran-out', a=exhausted, b=limit)}"
    ]
    if face_up:
        lines.append("  " + _say(language, "face-up", c=names(face_up, language)))
    for seat in range(len(player_names)):
        mark = _say(language, "you-mark") if seat == you else ""
        hand = hands[seat]
        count = _count(language, "card", sizes[seat])
        shown = count if hand is None else names(hand, language, _say(language, "empty"))
        lines.append(
            "  "
            + _say(
                language,
                "player",
                p=f"[bold]{_player(player_names, seat)}{mark}[/]",
                c=_count(language, "coin", coins[seat]),
                h=shown,
            )
        )
        for k, field in enumerate(fields[seat]):
            lines.append("      " + _say(language, "field", k=k + 1, t=field_text(field, language)))
        if aside[seat]:
            lines.append("      " + _say(language, "to-plant", c=names(aside[seat], language)))
    for offer in offers:
        lines.append(
            "  "
            + _say(
                language,
                "standing",
                p=_player(player_names, offer.seat),
                q=_player(player_names, offer.to),
            )
        )
    return "\n".join(lines)
