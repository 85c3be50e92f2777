"""Pictures of the table as SVG: a whole position (every hand shown, as the referee sees it)
or what one seat sees (the other hands face down).

``draw(state_or_view)`` returns one ``<svg>`` document: each player's coins, hand and fields
(stacks of cards in their variety's colour, with the beanometer under each: what the field
sells for now is bold), the cards set aside to plant, the face-up cards, the duel's offer,
the deck and the discard pile, the offers standing, the turn, the step and who is to move.
A hidden card is drawn as a card back and says nothing of itself: neither its variety nor,
in Ladybohn, its kind (mister, miss or baby), which are written on the cards one may see.
States and views show the picture in notebooks (``_repr_svg_``).

>>> import bohnanza
>>> from bohnanza.svg import draw
>>> game = bohnanza.new_game("rio-grande-2000", 3, seed=1)
>>> picture = draw(game)
>>> picture.startswith("<svg") and picture.endswith("</svg>")
True
>>> seen = draw(bohnanza.view(game, 0))
>>> seen.count('href="#back"') >= 10   # the two other hands, face down
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from xml.sax.saxutils import escape

from bohnanza.cards import KIND_NAMES, Card
from bohnanza.errors import InvalidActionError, show
from bohnanza.palette import card_colour
from bohnanza.state import GameState, Step
from bohnanza.views import PlayerView, view

__all__ = ["CARD_H", "CARD_W", "draw", "glyphs"]

#: A card's size in the picture, in pixels.
CARD_W, CARD_H = 54, 76
WIDTH = 1000
_STACK = 8  # the offset between two cards of a field
_SHOWN = 14  # the cards of a field drawn (the count says the rest)
_FONT = "font-family:DejaVu Sans,Verdana,Arial,sans-serif"
_STEPS = {
    "en": {1: "step 1: plant", 2: "step 2: trade", 3: "step 3: plant traded", 4: "step 4: draw"},
    "fr": {
        1: "étape 1 : planter",
        2: "étape 2 : échanger",
        3: "étape 3 : planter",
        4: "étape 4 : piocher",
    },
}
_WORDS = {
    "en": ("Turn", "to move", "deck", "discard", "face up", "offered", "to plant", "coins",
           "hand", "field", "offer", "game over", "for", "nothing", "cards", "ran out"),
    "fr": ("Tour", "à jouer", "pioche", "défausse", "retournées", "offertes", "à planter",
           "pièces", "main", "champ", "offre", "partie finie", "contre", "rien", "cartes",
           "épuisée"),
}  # fmt: skip


def _id(card: Card) -> str:
    key = re.sub(r"[^a-z0-9-]", "_", card.variety.key.lower())
    return f"c-{key}-{card.kind}" if card.kind else f"c-{key}"


def _glyph(card: Card, language: str) -> str:
    """One card face as a ``<symbol>``: its colour, its name (on two lines if long), and
    in Ladybohn its kind."""
    name = card.variety.name(language)
    words = name.split()
    lines = [name] if len(name) <= 9 or len(words) == 1 else [words[0], " ".join(words[1:])]
    text = "".join(
        f'<text x="{CARD_W // 2}" y="{18 + 11 * k}" text-anchor="middle" font-size="9">'
        f"{escape(line[:12])}</text>"
        for k, line in enumerate(lines)
    )
    if card.kind:
        kind = KIND_NAMES.get(language, KIND_NAMES["en"]).get(card.kind, card.kind)
        text += (
            f'<text x="{CARD_W // 2}" y="{CARD_H - 8}" text-anchor="middle" font-size="8" '
            f'font-style="italic">{escape(kind)}</text>'
        )
    colour = card_colour(card.variety.key)
    return (
        f'<symbol id="{_id(card)}" viewBox="0 0 {CARD_W} {CARD_H}" width="{CARD_W}" '
        f'height="{CARD_H}"><rect x="0.5" y="0.5" width="{CARD_W - 1}" height="{CARD_H - 1}" '
        f'rx="5" fill="{colour}" stroke="#333"/><ellipse cx="{CARD_W // 2}" cy="{CARD_H // 2 + 6}" '
        f'rx="11" ry="15" fill="#fff" fill-opacity="0.35"/>{text}</symbol>'
    )


_BACK = (
    f'<symbol id="back" viewBox="0 0 {CARD_W} {CARD_H}" width="{CARD_W}" height="{CARD_H}">'
    f'<rect x="0.5" y="0.5" width="{CARD_W - 1}" height="{CARD_H - 1}" rx="5" fill="#6b4a2b" '
    f'stroke="#333"/><ellipse cx="{CARD_W // 2}" cy="{CARD_H // 2}" rx="13" ry="20" '
    'fill="#c9a36a"/></symbol>'
)


def glyphs(cards: Iterable[Card], language: str) -> str:
    """The ``<defs>`` of the card faces of ``cards`` and of the card back: a page that
    shows many pictures (``replay --html``) defines them once."""
    faces = {_id(card): _glyph(card, language) for card in cards}
    return f"<defs>{_BACK}{''.join(faces[k] for k in sorted(faces))}</defs>"


class _Canvas:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.used: dict[str, Card] = {}

    def card(self, card: Card | None, x: float, y: float) -> None:
        if card is None:
            self.parts.append(f'<use href="#back" x="{x:g}" y="{y:g}"/>')
            return
        self.used[_id(card)] = card
        self.parts.append(f'<use href="#{_id(card)}" x="{x:g}" y="{y:g}"/>')

    def text(self, x: float, y: float, text: str, size: int = 12, extra: str = "") -> None:
        self.parts.append(
            f'<text x="{x:g}" y="{y:g}" font-size="{size}"{extra}>{escape(text)}</text>'
        )

    def row(self, cards: Sequence[Card | None], x: float, y: float, room: float) -> None:
        """Cards side by side, overlapping when they need more than ``room`` pixels."""
        if not cards:
            return
        step = min(CARD_W + 4, max(10.0, (room - CARD_W) / max(1, len(cards) - 1)))
        for k, card in enumerate(cards):
            self.card(card, x + k * step, y)


def _field_height(fields: Sequence[Sequence[Sequence[Card]]]) -> int:
    deepest = max((len(f) for seat in fields for f in seat), default=1)
    return CARD_H + _STACK * (min(max(deepest, 1), _SHOWN) - 1)


def draw(obj: GameState | PlayerView, *, defs: bool = True) -> str:
    """The table of a ``GameState`` (every hand shown) or of a ``PlayerView`` (the other
    hands face down), as an SVG document.  ``defs=False`` leaves out the card faces, for
    a page that defines them once (``glyphs``).

    Raises:
        InvalidActionError: ``obj`` is neither a state nor a view.
    """
    if isinstance(obj, GameState):
        v = view(obj, obj.active if obj.active < len(obj.players) else 0)
        hands: list[Sequence[Card | None]] = [p.hand for p in obj.players]
        seen_by = None
        language = obj.table.edition.language
    elif isinstance(obj, PlayerView):
        v = obj
        hands = [
            v.hand if seat == v.seat else [None] * v.hand_sizes[seat]
            for seat in range(len(v.names))
        ]
        seen_by = v.seat
        language = v.table.edition.language if v.table is not None else "en"
    else:
        raise InvalidActionError(f"draw takes a GameState or a PlayerView, not {show(obj)}")
    lang = "fr" if language == "fr" else "en"
    w = dict(zip(_WORDS["en"], _WORDS[lang], strict=True))
    pen = _Canvas()
    # -- the middle of the table: the turn, the deck, the discard, the face-up cards -------
    over = v.step is Step.OVER
    status = w["game over"] if over else _STEPS[lang].get(v.step.number, str(v.step.number))
    mover = (
        ""
        if over
        else f" | {w['to move']}: " + ", ".join(f"{s + 1} {v.names[s]}" for s in v.to_move)
    )
    pen.text(12, 22, f"{w['Turn']} {v.turn} | {v.active + 1} {v.names[v.active]}, {status}{mover}",
             15, ' font-weight="bold"')  # fmt: skip
    top = 36
    if v.deck_size:
        for k in range(min(3, v.deck_size)):
            pen.card(None, 12 + 2 * k, top - 2 * k)
    else:
        pen.parts.append(
            f'<rect x="12" y="{top}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="none" '
            'stroke="#999" stroke-dasharray="4 3"/>'
        )
    pen.text(12, top + CARD_H + 16, f"{w['deck']} {v.deck_size}", 11)
    pen.text(12, top + CARD_H + 29, f"{w['ran out']} {v.exhaustions}/{v.end_exhaustions}", 10)
    if v.discard:
        pen.card(v.discard[-1], 100, top)
    pen.text(100, top + CARD_H + 16, f"{w['discard']} {len(v.discard)}", 11)
    x = 190
    for label, cards in ((w["face up"], v.face_up), (w["offered"], v.offer)):
        if cards:
            pen.text(x, top + 10, label, 11)
            pen.row(list(cards), x, top + 16, (CARD_W + 4) * len(cards))
            x += (CARD_W + 4) * len(cards) + 20
    y = top + CARD_H + 40
    # -- one band per player -----------------------------------------------------------
    height = _field_height(v.fields)
    for seat, name in enumerate(v.names):
        band = 62 + height + 40
        active = seat == v.active and not over
        fill = "#fff6d8" if active else ("#eef4ff" if seat == seen_by else "#f7f7f4")
        pen.parts.append(
            f'<rect x="4" y="{y}" width="{WIDTH - 8}" height="{band - 6}" rx="8" fill="{fill}" '
            f'stroke="{"#d4a017" if seat in v.to_move and not over else "#ccc"}"/>'
        )
        mark = " ▶" if seat in v.to_move and not over else ""
        you = (
            " (you)" if seat == seen_by and lang == "en" else (" (vous)" if seat == seen_by else "")
        )
        pen.text(14, y + 20, f"{seat + 1} {name}{you}{mark}", 14, ' font-weight="bold"')
        coins = v.coins[seat]
        pen.parts.append(f'<circle cx="24" cy="{y + 40}" r="10" fill="#e3b23c" stroke="#8a6d1a"/>')
        pen.text(40, y + 45, f"{coins} {w['coins'] if coins != 1 else w['coins'][:-1]}", 12)
        # fields
        fx = 14
        fy = y + 62
        for k, field in enumerate(v.fields[seat]):
            pen.text(fx, fy - 4, f"{w['field']} {k + 1}", 10)
            if not field:
                pen.parts.append(
                    f'<rect x="{fx}" y="{fy}" width="{CARD_W}" height="{CARD_H}" rx="5" '
                    'fill="none" stroke="#aaa" stroke-dasharray="4 3"/>'
                )
            for n, card in enumerate(field[:_SHOWN]):
                pen.card(card, fx, fy + n * _STACK)
            if field:
                bottom = fy + _STACK * (min(len(field), _SHOWN) - 1) + CARD_H
                pen.parts.append(
                    f'<circle cx="{fx + CARD_W - 4}" cy="{bottom - 6}" r="9" fill="#222"/>'
                )
                pen.text(fx + CARD_W - 4, bottom - 2, str(len(field)), 11,
                         ' fill="#fff" text-anchor="middle" font-weight="bold"')  # fmt: skip
                pen.parts.append(_meter(field, fx, fy + height + 14, w["cards"], w["coins"]))
            fx += CARD_W + 70
        # the hand, the cards to plant
        hx = max(fx, 14 + 3 * (CARD_W + 70)) + 10
        aside = v.set_aside[seat]
        room = WIDTH - hx - 20 - ((CARD_W + 4) * len(aside) + 16 if aside else 0)
        size = len(hands[seat])
        pen.text(
            hx, y + 20, f"{w['hand']}: {size} {w['cards'] if size != 1 else w['cards'][:-1]}", 11
        )
        pen.row(hands[seat], hx, y + 28, room)
        if aside:
            ax = WIDTH - 16 - (CARD_W + 4) * len(aside)
            pen.text(ax, y + 20, w["to plant"], 11)
            pen.row(list(aside), ax, y + 28, (CARD_W + 4) * len(aside))
        y += band
    # -- the offers standing -----------------------------------------------------------
    shown = {c.id: c for c in (*v.offered, *v.face_up, *(c for h in hands for c in h if c))}
    table_cards = v.table.cards if v.table is not None else ()
    for offer in v.offers:
        given = ", ".join(shown[i].variety.name(language) for i in offer.gives if i in shown)
        asked = ", ".join(_name(k, table_cards, language) for k in offer.asks)
        pen.text(
            14,
            y + 14,
            f"{w['offer']}: {offer.seat + 1} {v.names[offer.seat]} → {offer.to + 1} "
            f"{v.names[offer.to]}: {given or w['nothing']} {w['for']} {asked or w['nothing']}",
            12,
        )
        y += 20
    total = y + 10
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{total}" '
        f'viewBox="0 0 {WIDTH} {total}" style="{_FONT}" role="img">'
        f"<title>{escape(f'Bohnanza, turn {v.turn}')}</title>"
        f'<rect width="{WIDTH}" height="{total}" fill="#fdfdfb"/>'
    )
    body = "".join(pen.parts)
    return head + (glyphs(pen.used.values(), language) if defs else "") + body + "</svg>"


def _name(key: str, cards: Sequence[Card], language: str) -> str:
    for card in cards:
        if card.variety.key == key:
            return card.variety.name(language)
    return key


def _meter(field: Sequence[Card], x: float, y: float, cards: str, coins: str) -> str:
    """A field's beanometer, as on the cards: the cards needed over the coins they pay;
    what the field sells for now in bold."""
    meter = field[0].beanometer
    now = meter.payout(len(field))
    parts = [
        f'<text x="{x:g}" y="{y:g}" font-size="8" fill="#666">{escape(cards)}</text>',
        f'<text x="{x:g}" y="{y + 11:g}" font-size="8" fill="#666">{escape(coins)}</text>',
    ]
    # The fewest cards that pay 1, 2, ... coins (a printed row, or a sheet's own table).
    steps: list[tuple[int, int]] = []
    for cards_needed in range(1, 30):
        coins_paid = meter.payout(cards_needed)
        if coins_paid > (steps[-1][1] if steps else 0):
            steps.append((cards_needed, coins_paid))
    for column, (need, paid) in enumerate(steps[:6]):
        style = ' font-weight="bold" fill="#000"' if paid == now else ' fill="#555"'
        at = x + 36 + 18 * column
        parts.append(
            f'<text x="{at:g}" y="{y:g}" font-size="10" text-anchor="middle"{style}>{need}</text>'
            f'<text x="{at:g}" y="{y + 11:g}" font-size="10" text-anchor="middle"{style}>'
            f"{paid}</text>"
        )
    return "".join(parts)
