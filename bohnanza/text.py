"""Text forms for people: cards, fields and whole states, in the language of the game's
rulebook (``str(state)`` is ``render_state``); actions have theirs in ``bohnanza.actions``.

English keeps the compact forms (``17:chili``, ``[chili x3]``); French games name each
bean by its one French name, the same as ``play``, the pictures and the record viewer
(« Harry Cauchemar (n° 17) », « [3 Harry Cauchemar] », whatever names the rulebook's
text uses: the refusals quote those), and use the rulebook's words (« phase »,
« Thunes »...), from ``bohnanza.messages``.  Fields are shown in order, so the first one
shown is field 1 (index 0).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

from bohnanza.messages import ENGLISH, Profile, elide, profile, step_label, variety_name

if TYPE_CHECKING:
    from bohnanza.cards import Card
    from bohnanza.state import GameState

__all__ = ["card_text", "render_cards", "render_field", "render_state"]


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
    words = _card_names(profile(table.rulebook, table.edition.language))
    if words.language == "en":
        return _english(state)
    discard = state.discard
    top = f" (dessus : {card_text(discard[-1], words)})" if discard else ""
    if state.is_over:
        status = "partie terminée"
    else:
        who = elide(table.names[state.active])
        status = f"au tour {who}, {step_label(state.step.number, words)}"
    head = (
        f"tour {state.turn} | {status} | pioche {len(state.stack_ids) - state.drawn}, "
        f"défausse {len(discard)}{top} | fin de pioche "
        f"{state.exhaustions}/{table.rules.end_exhaustions}"
    )
    if state.face_up_ids:
        head += f" | visibles : {render_cards(state.face_up, words)}"
    if state.offer_ids:
        head += f" | offre : {render_cards(state.offer, words)}"
    if state.box_ids:
        head += f" | boîte {len(state.box_ids)}"
    if state.offers:
        head += " | offres : " + " ; ".join(map(str, state.offers))
    lines = [head]
    width = max(len(p.name) for p in state.players)
    for seat, p in enumerate(state.players):
        fields = " ".join(render_field(f, words) for f in p.fields)
        coins = len(p.coin_ids)
        money = words.money[:-1] if coins == 1 and words.money.endswith("s") else words.money
        lines.append(
            f"{seat} {p.name:<{width}} {coins} {money} | main {len(p.hand_ids)} : "
            f"{render_cards(p.hand, words)} | champs {fields} | "
            f"de côté : {render_cards(p.set_aside, words)}"
        )
    return "\n".join(lines)


def _english(state: GameState) -> str:
    rules = state.table.rules
    discard = state.discard
    top = f" (top {discard[-1]})" if discard else ""
    status = "over" if state.is_over else f"seat {state.active} step {state.step.number}"
    head = (
        f"turn {state.turn} | {status} | deck {len(state.stack_ids) - state.drawn} "
        f"discard {len(discard)}{top} | exhausted {state.exhaustions}/{rules.end_exhaustions}"
    )
    if state.face_up_ids:
        head += f" | face up {render_cards(state.face_up)}"
    if state.offer_ids:
        head += f" | offer {render_cards(state.offer)}"
    if state.box_ids:
        head += f" | box {len(state.box_ids)}"
    if state.offers:
        head += " | offers " + "; ".join(map(str, state.offers))
    lines = [head]
    width = max(len(p.name) for p in state.players)
    for seat, p in enumerate(state.players):
        fields = " ".join(render_field(f) for f in p.fields)
        lines.append(
            f"{seat} {p.name:<{width}} coins {len(p.coin_ids)} | hand {len(p.hand_ids)}: "
            f"{render_cards(p.hand)} | fields {fields} | aside {render_cards(p.set_aside)}"
        )
    return "\n".join(lines)
