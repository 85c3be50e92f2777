"""Text forms for people: cards, fields and whole states, in the language of the game's
rulebook (``str(state)`` is ``render_state``); actions have theirs in ``bohnanza.actions``.

English keeps the compact forms (``17:chili``, ``[chili x3]``); French games name each
bean by its one French name, the same as ``play``, the pictures and the record viewer
(« Harry Cauchemar (n° 17) », « [3 Harry Cauchemar] », whatever names the rulebook's
text uses: the refusals quote those), and use the rulebook's words (« phase »,
« Thunes »...), from ``bohnanza.messages``; they tell the offers standing in French too
(« 0 propose à 1 : Harry Cogné (n° 3) contre Harry Cauchemar »), where English games
write the moves' notation.  Fields are shown in order, so the first one
shown is field 1 (index 0).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Final, NamedTuple

from bohnanza.messages import ENGLISH, Profile, elide, profile, step_label, variety_name
from bohnanza.state import Step

if TYPE_CHECKING:
    from bohnanza.actions import Offer
    from bohnanza.cards import Card
    from bohnanza.state import GameState
    from bohnanza.views import PlayerView

__all__ = ["card_text", "render_cards", "render_field", "render_state", "render_view"]


def card_text(card: Card, words: Profile = ENGLISH) -> str:
    """One card: ``17:chili``, or « Harry Cauchemar (n° 17) » in a French text's words."""
    if words.language == "en":
        return str(card)
    kind = f" {_KIND_FR.get(card.kind, card.kind)}" if card.kind and card.kind != "mister" else ""
    return f"{variety_name(card.variety.key, words.names)}{kind} (n° {card.id})"


def render_cards(cards: Iterable[Card], words: Profile = ENGLISH) -> str:
    """The cards, space-separated in English (``3:coffee 17:chili``), comma-separated in
    French; ``-`` for none."""
    if words.language == "en":
        text = " ".join(str(c) for c in cards)
    else:
        text = ", ".join(card_text(c, words) for c in cards)
    return text or "-"


def render_field(field: tuple[Card, ...], words: Profile = ENGLISH) -> str:
    """``[chili x3]`` (« [3 Harry Cauchemar] »), or ``[-]`` for an empty field; with
    Ladybohn's kinds, the top card's kind too, since it prices the field
    (``[red x3 top miss]``, « [3 Rouges, dessus : miss] »)."""
    if not field:
        return "[-]"
    top = field[-1].kind
    if words.language == "en":
        shown = f"{field[0].variety.key} x{len(field)}"
        return f"[{shown} top {top}]" if top else f"[{shown}]"
    column = words.plural if len(field) > 1 else words.names
    shown = f"{len(field)} {variety_name(field[0].variety.key, column)}"
    return f"[{shown}, dessus : {_KIND_FR.get(top, top)}]" if top else f"[{shown}]"


def _card_names(words: Profile) -> Profile:
    """``words`` with the beans named by their one name in the language (``play``'s,
    the pictures'), not the rulebook's own spelling (German in 001 and 003)."""
    if words.language == "en":
        return words
    return Profile(words.language, "fr", "fr", words.money, words.step)


#: Ladybohn's kinds as 001 names them.
_KIND_FR: Final = {"mister": "mister", "miss": "miss", "baby": "bébé"}


def render_state(state: GameState) -> str:
    """One header line and one line per seat (the seat number is the moves' one)::

        turn 3 | seat 1 step 2 | deck 98 discard 4 (top 12:soy) | exhausted 0/3 | ...
        0 Anna    coins 0 | hand 5: 3:coffee ... | fields [chili x2] [-] | aside -

    and in a French game::

        tour 3 | au tour d'Anne, phase 2 | pioche 98, défausse 4 (dessus : Harry Copain
        (n° 12)) | fin de pioche 0/3 | ...
        0 Anne    0 Thunes | main 5 : Harry Cogné (n° 3), ... | champs [2 Harry Cauchemar]
        [-] | de côté : -
    """
    table = state.table
    seats = [
        _Seat(p.name, len(p.coin_ids), len(p.hand_ids), p.hand, p.fields, p.set_aside)
        for p in state.players
    ]
    head = _Head(
        state.turn, state.is_over, table.names[state.active], state.active,
        state.step.number, len(state.stack_ids) - state.drawn, state.discard,
        state.exhaustions, table.rules.end_exhaustions, state.face_up, state.offer,
        len(state.box_ids),
        tuple([(o, tuple([table.cards[c] for c in o.gives])) for o in state.offers]),
    )  # fmt: skip
    return _render(_card_names(profile(table.rulebook, table.edition.language)), head, seats)


def render_view(v: PlayerView) -> str:
    """``str(view)``: the table as ``render_state`` draws it, from what seat ``v.seat``
    sees: its own hand card by card, every other hand by its size only (``hand 5: ?``,
    « main 5 : ? »), the open table as the view shows it (in Ladybohn, a kind only where
    the seat may see it)."""
    table = v.table
    hand = v.hand
    seats = [
        _Seat(name, v.coins[seat], v.hand_sizes[seat], hand if seat == v.seat else None,
              v.fields_of(seat), aside)
        for seat, (name, aside) in enumerate(zip(v.names, v.set_aside, strict=True))
    ]  # fmt: skip
    head = _Head(
        v.turn, v.step is Step.OVER, v.names[v.active], v.active, v.step.number,
        v.deck_size, v.discard, v.exhaustions, v.end_exhaustions, v.face_up, v.offer, 0,
        _split(v.offers, v.offered),
    )  # fmt: skip
    words = _card_names(profile(table.rulebook, table.edition.language))
    return f"{_render(words, head, seats)}\n{_seen_by(words, v.seat, v.names[v.seat])}"


def _split(
    offers: tuple[Offer, ...], offered: tuple[Card, ...]
) -> tuple[tuple[Offer, tuple[Card, ...]], ...]:
    """Each offer with its share of ``offered`` (the cards the offers give, in order)."""
    out = []
    start = 0
    for offer in offers:
        end = start + len(offer.gives)
        out.append((offer, offered[start:end]))
        start = end
    return tuple(out)


def _offer_fr(offer: Offer, gives: tuple[Card, ...], words: Profile) -> str:
    """A standing offer in French: « 0 propose à 2 : Harry Cogné (n° 3) contre Harry
    Cauchemar (pièces : donne 1, demande 0) », seats by number as in the seat lines."""
    asked = ", ".join(variety_name(key, words.names) for key in offer.asks) or "rien"
    text = f"{offer.seat} propose à {offer.to} : {render_cards(gives, words) if gives else 'rien'}"
    text += f" contre {asked}"
    if offer.give_coins or offer.ask_coins:
        text += f" ({words.money} : donne {offer.give_coins}, demande {offer.ask_coins})"
    return text


def _seen_by(words: Profile, seat: int, name: str) -> str:
    if words.language == "en":
        return f"(as seat {seat} {name} sees it)"
    return f"(vue de la place {seat}, {name})"


class _Head(NamedTuple):
    turn: int
    over: bool
    active_name: str
    active: int
    step: int
    deck: int
    discard: tuple[Card, ...]
    exhaustions: int
    end_exhaustions: int
    face_up: tuple[Card, ...]
    offer: tuple[Card, ...]
    box: int
    #: Each standing offer with the cards it gives, as the reader may see them.
    offers: tuple[tuple[Offer, tuple[Card, ...]], ...]


class _Seat(NamedTuple):
    name: str
    coins: int
    hand_size: int
    #: None: the hand is hidden from whoever reads (its size only).
    hand: tuple[Card, ...] | None
    fields: tuple[tuple[Card, ...], ...]
    aside: tuple[Card, ...]


def _render(words: Profile, h: _Head, seats: list[_Seat]) -> str:
    if words.language == "en":
        return _english(h, seats)
    top = f" (dessus : {card_text(h.discard[-1], words)})" if h.discard else ""
    if h.over:
        status = "partie terminée"
    else:
        status = f"au tour {elide(h.active_name)}, {step_label(h.step, words)}"
    head = (
        f"tour {h.turn} | {status} | pioche {h.deck}, "
        f"défausse {len(h.discard)}{top} | fin de pioche {h.exhaustions}/{h.end_exhaustions}"
    )
    if h.face_up:
        head += f" | visibles : {render_cards(h.face_up, words)}"
    if h.offer:
        head += f" | offre : {render_cards(h.offer, words)}"
    if h.box:
        head += f" | boîte {h.box}"
    if h.offers:
        head += " | offres : " + " ; ".join(_offer_fr(o, gives, words) for o, gives in h.offers)
    lines = [head]
    width = max(len(s.name) for s in seats)
    for seat, s in enumerate(seats):
        fields = " ".join(render_field(f, words) for f in s.fields)
        money = words.money[:-1] if s.coins == 1 and words.money.endswith("s") else words.money
        hand = "?" if s.hand is None and s.hand_size else render_cards(s.hand or (), words)
        lines.append(
            f"{seat} {s.name:<{width}} {s.coins} {money} | main {s.hand_size} : "
            f"{hand} | champs {fields} | de côté : {render_cards(s.aside, words)}"
        )
    return "\n".join(lines)


def _english(h: _Head, seats: list[_Seat]) -> str:
    top = f" (top {h.discard[-1]})" if h.discard else ""
    status = "over" if h.over else f"seat {h.active} step {h.step}"
    head = (
        f"turn {h.turn} | {status} | deck {h.deck} "
        f"discard {len(h.discard)}{top} | exhausted {h.exhaustions}/{h.end_exhaustions}"
    )
    if h.face_up:
        head += f" | face up {render_cards(h.face_up)}"
    if h.offer:
        head += f" | offer {render_cards(h.offer)}"
    if h.box:
        head += f" | box {h.box}"
    if h.offers:
        head += " | offers " + "; ".join(str(o) for o, _ in h.offers)
    lines = [head]
    width = max(len(s.name) for s in seats)
    for seat, s in enumerate(seats):
        fields = " ".join(render_field(f) for f in s.fields)
        hand = "?" if s.hand is None and s.hand_size else render_cards(s.hand or ())
        lines.append(
            f"{seat} {s.name:<{width}} coins {s.coins} | hand {s.hand_size}: "
            f"{hand} | fields {fields} | aside {render_cards(s.aside)}"
        )
    return "\n".join(lines)
