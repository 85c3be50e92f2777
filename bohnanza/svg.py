"""Pictures of the table as SVG: a whole position (every hand shown, as the referee sees it)
or what one seat sees (the other hands face down).

``draw(state_or_view)`` returns one ``<svg>`` document: each player's coins, hand and fields
(stacks of cards in their variety's colour, with the beanometer under each: what the field
sells for now is bold; the top card prices a field, as Ladybohn's rules say, and a
provisional beanometer is starred), the cards set aside to plant, the face-up cards, the
duel's offer, the deck and the discard pile, the offers standing, the turn and its step in
the words of the game's rulebook (the duel's own steps in a duel), and who is to move.  Once
the game is over, the heading names the winners and the ranking, and each seat its place.
``size`` gives the picture's width in pixels; ``lastmove`` marks the cards the last move
moved (as ``chess.svg.board(lastmove=...)`` marks a move's squares).

A hidden card is drawn as a card back and says nothing of itself: neither its variety nor,
in Ladybohn, its kind (mister, miss or baby), which are written on the cards one may see.
A view's picture is drawn from the view alone.  Beans are named in the game's language, one
name per language (``Variety.name``).  States and views show the picture in notebooks
(``_repr_svg_``).

>>> import bohnanza
>>> from bohnanza.svg import draw
>>> game = bohnanza.new_game("rio-grande-2000", 3, seed=1)
>>> picture = draw(game)
>>> picture.startswith("<svg") and picture.endswith("</svg>")
True
>>> seen = draw(bohnanza.view(game, 0))
>>> seen.count('href="#back"') >= 10   # the two other hands, face down
True
>>> first = bohnanza.legal_actions(game)[0]
>>> marked = draw(bohnanza.apply(game, first), size=500, lastmove=first)
>>> 'width="500"' in marked and 'class="last"' in marked
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from xml.sax.saxutils import escape

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Discard,
    Donate,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Trade,
)
from bohnanza.cards import KIND_NAMES, Card
from bohnanza.errors import InvalidActionError, show
from bohnanza.messages import profile, step_label
from bohnanza.palette import card_colour
from bohnanza.rules.ending import winners
from bohnanza.state import GameState, Step
from bohnanza.views import PlayerView, view

__all__ = ["CARD_H", "CARD_W", "WORDS", "draw", "glyphs", "ranking", "step_caption", "verdict"]

#: A card's size in the picture, in pixels.
CARD_W, CARD_H = 54, 76
WIDTH = 1000
_STACK = 8  # the offset between two cards of a field
_SHOWN = 14  # the cards of a field drawn (the count says the rest)
_FONT = "font-family:DejaVu Sans,Verdana,Arial,sans-serif"
#: The colour that marks the last move.
LAST = "#e4572e"

#: The steps of a turn as each rulebook heads them (002 "1. Plant bean cards", 000 part 1
#: "1. Planter des haricots", 000 part 2 "1. Jouer les cartes haricots" and its unnumbered
#: "Culture de haricots", 003 "Première action: jouer des cartes de haricots", 001
#: "Phase 1. Jouer des cartes haricots"; 004, the aid of 000 part 1, as 000 part 1).
_STEP_NAMES: dict[str, tuple[str, str, str, str]] = {
    "002": ("plant bean cards", "draw, trade & donate bean cards",
            "plant traded & donated beans", "draw new bean cards"),
    "000.1": ("planter des haricots", "piocher et échanger des cartes haricot",
              "planter les haricots échangés ou donnés", "piocher de nouvelles cartes"),
    "000.2": ("jouer les cartes haricots", "échanges et dons", "culture de haricots",
              "pioche de nouvelles cartes haricots"),
    "003": ("jouer des cartes de haricots", "marchander et faire des cadeaux",
            "planter les haricots", "prendre des nouvelles cartes"),
    "001": ("jouer des cartes haricots", "piocher, échanger, donner des cartes haricots",
            "planter les cartes haricots", "piocher de nouvelles cartes haricots"),
}  # fmt: skip
_STEP_NAMES["004"] = _STEP_NAMES["000.1"]
#: The bean duel's own steps: 002 "The bean duel for 2 players" and 000 part 1 « Le duel de
#: haricots pour deux joueurs » (no other text has a duel).
_DUEL_STEP_NAMES: dict[str, tuple[str, str, str, str]] = {
    "002": ("plant or discard offered bean cards", "plant bean cards & discard",
            "draw, plant, and offer beans", "draw new bean cards"),
    "000.1": ("planter ou défausser les cartes haricots offertes",
              "planter des cartes haricots et défausser",
              "piocher, planter et offrir des haricots", "piocher de nouvelles cartes haricot"),
}  # fmt: skip
_DUEL_STEPS = (Step.OFFER, Step.DUEL_PLANT, Step.DUEL_DRAW)

#: The words of the pictures (and of the record viewer's end), English and French.
WORDS: dict[str, tuple[str, str]] = {
    "turn": ("Turn", "Tour"),
    "to move": ("to move", "à jouer"),
    "deck": ("deck", "pioche"),
    "discard": ("discard", "défausse"),
    "face up": ("face up", "retournées"),
    "offered": ("offered", "offertes"),
    "to plant": ("to plant", "à planter"),
    "coin": ("{n} coin", "{n} pièce"),
    "coins": ("{n} coins", "{n} pièces"),
    "coins-label": ("coins", "pièces"),
    "hand": ("hand", "main"),
    "card": ("{n} card", "{n} carte"),
    "cards": ("{n} cards", "{n} cartes"),
    "cards-label": ("cards", "cartes"),
    "field": ("field", "champ"),
    "offer": ("offer", "offre"),
    "game over": ("game over", "partie finie"),
    "for": ("for", "contre"),
    "nothing": ("nothing", "rien"),
    "ran out": ("ran out", "épuisée"),
    "you": (" (you)", " (vous)"),
    "colon": (": ", " : "),
    "winner": ("winner {p} with {m}", "gagnant {p} avec {m}"),
    "winners": ("winners {p} with {m} each", "gagnants {p} avec {m} chacun"),
    "and": (" and ", " et "),
    "by hand": (" (the tie broken by the cards in hand)",
                " (à égalité, départagé par les cartes en main)"),
    "ranking": ("ranking", "classement"),
    "won": ("winner", "gagnant"),
    "provisional": ("* provisional beanometers: not the ones printed on the cards",
                    "* haricomètres provisoires : ce ne sont pas ceux des cartes"),
}  # fmt: skip


def _say(lang: str, key: str, **values: object) -> str:
    english, french = WORDS[key]
    return (french if lang == "fr" else english).format(**values)


def _money(lang: str, count: int) -> str:
    """``1 coin``, ``2 coins``; in French the singular up to one (« 0 pièce »)."""
    return _say(lang, "coin" if count == 1 or (lang == "fr" and count == 0) else "coins", n=count)


def _ordinal(lang: str, place: int) -> str:
    if lang == "fr":
        return "1er" if place == 1 else f"{place}e"
    # 11th, 12th, 13th (111th...); otherwise the last digit decides (21st, 22nd, 23rd).
    suffix = "th" if 11 <= place % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def step_caption(step: Step, rulebook: str, language: str) -> str:
    """A step as its rulebook names it: ``step 2: draw, trade & donate bean cards``, in a
    duel ``step 2: plant bean cards & discard``, in French « phase 2 : piocher et échanger
    des cartes haricot » (003: « deuxième action : ... »); ``game over`` at the end.

    >>> from bohnanza.state import Step
    >>> step_caption(Step.DUEL_PLANT, "002", "en")
    'step 2: plant bean cards & discard'
    >>> step_caption(Step.TRADE, "003", "fr")
    'deuxième action : marchander et faire des cadeaux'
    """
    lang = "fr" if language == "fr" else "en"
    if step is Step.OVER:
        return _say(lang, "game over")
    fallback = "000.1" if lang == "fr" else "002"
    table = _DUEL_STEP_NAMES if step in _DUEL_STEPS else _STEP_NAMES
    names = table.get(rulebook) or table[fallback]
    number = step.number
    label = step_label(number, profile(rulebook, lang))
    return f"{label}{_say(lang, 'colon')}{names[number - 1]}"


def ranking(coins: Sequence[int], hands: Sequence[int], tie_break: str) -> tuple[int, ...]:
    """Each seat's place at the end, from 1: more coins first; among equal coins, more cards
    in hand first when the rules break ties so (``hand-cards``); seats still equal share a
    place.  The seats in place 1 are the winners (``bohnanza.rules.ending.winners``).

    >>> ranking((14, 6, 9, 14), (2, 3, 1, 5), "hand-cards")
    (2, 4, 3, 1)
    >>> ranking((14, 6, 9, 14), (2, 3, 1, 5), "none")
    (1, 4, 3, 1)
    """
    by_hand = tie_break == "hand-cards"
    keys = [(c, h if by_hand else 0) for c, h in zip(coins, hands, strict=True)]
    return tuple(1 + sum(1 for other in keys if other > key) for key in keys)


def verdict(obj: GameState | PlayerView) -> tuple[str, str] | None:
    """The end of a game in words, from what a seat sees (coins and hand sizes are open to
    all): the winners (``winner 1 Anna with 14 coins``) and the ranking (``ranking: 1st 1
    Anna 14 coins, 2nd ...``), in the game's language; None while the game goes on.

    Raises:
        InvalidActionError: ``obj`` is neither a state nor a view.
    """
    v = _as_view(obj)
    if v.step is not Step.OVER:
        return None
    lang = _language(v)
    tie_break = v.table.rules.tie_break
    won = winners(tuple(v.coins), tuple(v.hand_sizes), tie_break)
    places = ranking(v.coins, v.hand_sizes, tie_break)
    named = [f"{s + 1} {v.names[s]}" for s in won]
    names = ", ".join(named[:-1]) + _say(lang, "and") + named[-1] if len(named) > 1 else named[0]
    best = v.coins[won[0]]
    head = _say(lang, "winner" if len(won) == 1 else "winners", p=names, m=_money(lang, best))
    if sum(1 for c in v.coins if c == best) > len(won):
        head += _say(lang, "by hand")
    order = sorted(range(len(v.names)), key=lambda s: (places[s], s))
    listed = ", ".join(
        f"{_ordinal(lang, places[s])} {s + 1} {v.names[s]} {_money(lang, v.coins[s])}"
        for s in order
    )
    return head, f"{_say(lang, 'ranking')}{_say(lang, 'colon')}{listed}"


def _as_view(obj: object) -> PlayerView:
    if isinstance(obj, GameState):
        return view(obj, obj.active)  # a seat that does not exist is refused, named
    if isinstance(obj, PlayerView):
        return obj
    raise InvalidActionError(f"draw takes a GameState or a PlayerView, not {show(obj)}")


def _language(v: PlayerView) -> str:
    return "fr" if v.table.edition.language == "fr" else "en"


def _id(card: Card) -> str:
    key = re.sub(r"[^a-z0-9-]", "_", card.variety.key.lower())
    return f"c-{key}-{card.kind}" if card.kind else f"c-{key}"


def _glyph(card: Card, language: str) -> str:
    """One card face as a ``<symbol>``: its colour, its name (on two lines if long, a long
    word pressed to fit the card), and in Ladybohn its kind."""
    name = card.variety.name(language)
    words = name.split()
    lines = [name] if len(name) <= 9 or len(words) == 1 else [words[0], " ".join(words[1:])]
    text = "".join(
        f'<text x="{CARD_W // 2}" y="{18 + 11 * k}" text-anchor="middle" font-size="9"'
        f"{_fit(line, 9, CARD_W - 6)}>{escape(line)}</text>"
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


def _wrap(text: str, size: int, room: int = WIDTH - 24) -> list[str]:
    """``text`` in lines of at most ``room`` pixels at font ``size`` (a letter is taken as
    0.62 of the size wide, bold included), broken after a comma or before a bar."""
    most = max(10, int(room / (0.62 * size)))
    pieces = re.split(r"(?<=, )|(?= \| )", text)
    lines = [""]
    for piece in pieces:
        if lines[-1] and len(lines[-1]) + len(piece) > most:
            lines.append(piece.removeprefix(" | "))
        else:
            lines[-1] += piece
    return [line.rstrip() for line in lines]


def _fit(line: str, size: int, room: int) -> str:
    """``textLength`` for a line wider than ``room`` pixels at ``size`` (a sans-serif
    letter is about 0.6 of the size wide), so that it stays on its card."""
    if 0.6 * size * len(line) <= room:
        return ""
    return f' textLength="{room}" lengthAdjust="spacingAndGlyphs"'


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
    def __init__(self, marked: frozenset[int]) -> None:
        self.parts: list[str] = []
        self.used: dict[str, Card] = {}
        self.marked = marked

    def card(self, card: Card | None, x: float, y: float) -> None:
        if card is None:
            self.parts.append(f'<use href="#back" x="{x:g}" y="{y:g}"/>')
            return
        self.used[_id(card)] = card
        self.parts.append(f'<use href="#{_id(card)}" x="{x:g}" y="{y:g}"/>')
        if card.id in self.marked:
            self.mark(x, y, CARD_W, CARD_H)

    def mark(self, x: float, y: float, w: float, h: float) -> None:
        """An outline in the last move's colour around what it moved."""
        self.parts.append(
            f'<rect class="last" x="{x - 1.5:g}" y="{y - 1.5:g}" width="{w + 3:g}" '
            f'height="{h + 3:g}" rx="6" fill="none" stroke="{LAST}" stroke-width="3"/>'
        )

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


def _moved(move: Action | None) -> tuple[frozenset[int], frozenset[tuple[int, int]]]:
    """The cards a move named (by id) and the fields it emptied or added (seat, field):
    what ``lastmove`` marks.  A hidden card is drawn as a back and never marked."""
    match move:
        case None:
            return frozenset(), frozenset()
        case Plant() | Keep() | Discard():
            return frozenset((move.card,)), frozenset()
        case Trade():
            return frozenset((*move.gives, *move.takes)), frozenset()
        case Donate() | Accept():
            return frozenset(move.cards), frozenset()
        case Harvest():
            return frozenset(), frozenset(((move.seat, move.field),))
        case BuyField():
            return frozenset(), frozenset(((move.seat, -1),))
    return frozenset(), frozenset()


def draw(
    obj: GameState | PlayerView,
    *,
    defs: bool = True,
    size: int | None = None,
    lastmove: Action | None = None,
) -> str:
    """The table of a ``GameState`` (every hand shown) or of a ``PlayerView`` (the other
    hands face down), as an SVG document.

    ``size`` is the picture's width in pixels (its height follows; ``None``: 1000 wide).
    ``lastmove`` is the move that led to this position: the cards it planted, kept,
    discarded, traded or gave are outlined, and so is a field it sold or bought, or the
    offer it made.  ``defs=False`` leaves out the card faces, for a page that defines them
    once (``glyphs``).

    Raises:
        InvalidActionError: ``obj`` is neither a state nor a view, ``size`` is not a
            positive ``int``, or ``lastmove`` is not a move.
    """
    v = _as_view(obj)
    if isinstance(obj, GameState):
        hands: list[Sequence[Card | None]] = [p.hand for p in obj.players]
        seen_by = None
    else:
        hands = [
            v.hand if seat == v.seat else [None] * v.hand_sizes[seat]
            for seat in range(len(v.names))
        ]
        seen_by = v.seat
    if size is not None and (type(size) is not int or size <= 0):
        raise InvalidActionError(f"size is a width in pixels, above 0, not {show(size)}")
    if lastmove is not None and not isinstance(lastmove, Action):
        raise InvalidActionError(f"lastmove is a move (bohnanza.actions), not {show(lastmove)}")
    table = v.table
    language = table.edition.language
    lang = _language(v)
    marked, marked_fields = _moved(lastmove)
    if isinstance(lastmove, LeaveOffer):  # the duel: the cards left for the opponent
        marked = frozenset(v.offer_ids)
    pen = _Canvas(marked)
    # -- the heading: the turn, who plays, the step (the end: winners and ranking) ------
    over = v.step is Step.OVER
    status = step_caption(v.step, table.rulebook, lang)
    ended = verdict(v)
    lead = "" if over else f" | {v.active + 1} {v.names[v.active]}"
    heading = f"{_say(lang, 'turn')} {v.turn}{lead} | {status}"
    below: list[str] = []  # smaller lines under the heading
    if ended is not None:
        heading += f"{_say(lang, 'colon')}{ended[0]}"
        below = _wrap(ended[1], 12)
    elif v.to_move:
        mover = f"{_say(lang, 'to move')}{_say(lang, 'colon')}" + ", ".join(
            f"{s + 1} {v.names[s]}" for s in v.to_move
        )
        if len(_wrap(f"{heading} | {mover}", 15)) == 1:
            heading += f" | {mover}"
        else:  # many seats to move (step 3), or long names: a line of its own
            below = _wrap(mover, 12)
    baseline = 22
    for k, line in enumerate(_wrap(heading, 15)):
        baseline = 22 + 18 * k
        pen.text(12, baseline, line, 15, ' font-weight="bold"')
    top = baseline + 14
    for k, line in enumerate(below):
        baseline += 18 if k == 0 else 15
        pen.text(12, baseline, line, 12)
        top = baseline + 12
    # -- the middle of the table: the deck, the discard, the face-up cards --------------
    if v.deck_size:
        for k in range(min(3, v.deck_size)):
            pen.card(None, 12 + 2 * k, top - 2 * k)
    else:
        pen.parts.append(
            f'<rect x="12" y="{top}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="none" '
            'stroke="#999" stroke-dasharray="4 3"/>'
        )
    pen.text(12, top + CARD_H + 16, f"{_say(lang, 'deck')} {v.deck_size}", 11)
    pen.text(12, top + CARD_H + 29,
             f"{_say(lang, 'ran out')} {v.exhaustions}/{v.end_exhaustions}", 10)  # fmt: skip
    if v.discard:
        pen.card(v.discard[-1], 100, top)
    pen.text(100, top + CARD_H + 16, f"{_say(lang, 'discard')} {len(v.discard)}", 11)
    x = 190
    for label, cards in ((_say(lang, "face up"), v.face_up), (_say(lang, "offered"), v.offer)):
        if cards:
            pen.text(x, top + 10, label, 11)
            pen.row(list(cards), x, top + 16, (CARD_W + 4) * len(cards))
            x += (CARD_W + 4) * len(cards) + 20
    y = top + CARD_H + 40
    # -- one band per player -----------------------------------------------------------
    height = _field_height(v.fields)
    places = ranking(v.coins, v.hand_sizes, table.rules.tie_break) if over else ()
    provisional = False
    for seat, name in enumerate(v.names):
        band = 62 + height + 40
        active = seat == v.active and not over
        fill = "#fff6d8" if active else ("#eef4ff" if seat == seen_by else "#f7f7f4")
        pen.parts.append(
            f'<rect x="4" y="{y}" width="{WIDTH - 8}" height="{band - 6}" rx="8" fill="{fill}" '
            f'stroke="{"#d4a017" if seat in v.to_move and not over else "#ccc"}"/>'
        )
        mark = " ▶" if seat in v.to_move and not over else ""
        you = _say(lang, "you") if seat == seen_by else ""
        place = ""
        if places:
            won = places[seat] == 1
            place = f" | {_say(lang, 'won') if won else _ordinal(lang, places[seat])}"
        pen.text(14, y + 20, f"{seat + 1} {name}{you}{mark}{place}", 14, ' font-weight="bold"')
        coins = v.coins[seat]
        pen.parts.append(f'<circle cx="24" cy="{y + 40}" r="10" fill="#e3b23c" stroke="#8a6d1a"/>')
        pen.text(40, y + 45, _money(lang, coins), 12)
        # fields
        fx = 14
        fy = y + 62
        seat_fields = v.fields[seat]
        for k, field in enumerate(seat_fields):
            pen.text(fx, fy - 4, f"{_say(lang, 'field')} {k + 1}", 10)
            if not field:
                pen.parts.append(
                    f'<rect x="{fx}" y="{fy}" width="{CARD_W}" height="{CARD_H}" rx="5" '
                    'fill="none" stroke="#aaa" stroke-dasharray="4 3"/>'
                )
            for n, card in enumerate(field[:_SHOWN]):
                pen.card(card, fx, fy + n * _STACK)
            if (seat, k) in marked_fields or (
                (seat, -1) in marked_fields and k == len(seat_fields) - 1
            ):
                pen.mark(fx, fy, CARD_W, CARD_H)
            if field:
                bottom = fy + _STACK * (min(len(field), _SHOWN) - 1) + CARD_H
                pen.parts.append(
                    f'<circle cx="{fx + CARD_W - 4}" cy="{bottom - 6}" r="9" fill="#222"/>'
                )
                pen.text(fx + CARD_W - 4, bottom - 2, str(len(field)), 11,
                         ' fill="#fff" text-anchor="middle" font-weight="bold"')  # fmt: skip
                meter, starred = _meter(v, field, fx, fy + height + 14, lang)
                pen.parts.append(meter)
                provisional = provisional or starred
            fx += CARD_W + 70
        # the hand, the cards to plant
        hx = max(fx, 14 + 3 * (CARD_W + 70)) + 10
        aside = v.set_aside[seat]
        room = WIDTH - hx - 20 - ((CARD_W + 4) * len(aside) + 16 if aside else 0)
        count = len(hands[seat])
        pen.text(
            hx,
            y + 20,
            f"{_say(lang, 'hand')}{_say(lang, 'colon')}"
            f"{_say(lang, 'card' if count == 1 else 'cards', n=count)}",
            11,
        )
        pen.row(hands[seat], hx, y + 28, room)
        if aside:
            ax = WIDTH - 16 - (CARD_W + 4) * len(aside)
            pen.text(ax, y + 20, _say(lang, "to plant"), 11)
            pen.row(list(aside), ax, y + 28, (CARD_W + 4) * len(aside))
        y += band
    # -- the offers standing -----------------------------------------------------------
    shown = {c.id: c for c in (*v.offered, *v.face_up, *(c for h in hands for c in h if c))}
    for offer in v.offers:
        given = ", ".join(shown[i].variety.name(language) for i in offer.gives if i in shown)
        asked = ", ".join(_name(k, table.cards, language) for k in offer.asks)
        made = (
            isinstance(lastmove, Offer) and lastmove.seat == offer.seat and lastmove.to == offer.to
        )
        colon = _say(lang, "colon")
        pen.text(
            14,
            y + 14,
            f"{_say(lang, 'offer')}{colon}{offer.seat + 1} {v.names[offer.seat]} → "
            f"{offer.to + 1} {v.names[offer.to]}{colon}{given or _say(lang, 'nothing')} "
            f"{_say(lang, 'for')} {asked or _say(lang, 'nothing')}",
            12,
            f' class="last" fill="{LAST}" font-weight="bold"' if made else "",
        )
        y += 20
    if provisional:
        pen.text(14, y + 12, _say(lang, "provisional"), 10, ' fill="#666"')
        y += 18
    total = y + 10
    shape = (
        f'width="{WIDTH}" height="{total}"'
        if size is None
        else f'width="{size}" height="{round(total * size / WIDTH)}"'
    )
    title = f"Bohnanza, {_say(lang, 'turn').lower()} {v.turn}"
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" {shape} '
        f'viewBox="0 0 {WIDTH} {total}" style="{_FONT}" role="img">'
        f"<title>{escape(title)}</title>"
        f'<rect width="{WIDTH}" height="{total}" fill="#fdfdfb"/>'
    )
    body = "".join(pen.parts)
    return head + (glyphs(pen.used.values(), language) if defs else "") + body + "</svg>"


def _name(key: str, cards: Sequence[Card], language: str) -> str:
    for card in cards:
        if card.variety.key == key:
            return card.variety.name(language)
    return key


def _meter(v: PlayerView, field: Sequence[Card], x: float, y: float, lang: str) -> tuple[str, bool]:
    """A field's beanometer, as on its top card (which prices the field): the cards needed
    over the coins they pay; what the field sells for now in bold.  The payouts are the
    rules' own (``Table.pays``: never more coins than cards, a sheet's given row as it is);
    the flag says the beanometer is provisional (starred)."""
    top = field[-1]
    row = v.table.pays[top.id] if top.id < len(v.table.pays) else ()

    def pays(cards: int) -> int:
        return row[min(cards, len(row) - 1)] if row else top.beanometer.payout(cards)

    now = pays(len(field))
    starred = top.beanometer.provisional
    label = _say(lang, "cards-label") + ("*" if starred else "")
    parts = [
        f'<text x="{x:g}" y="{y:g}" font-size="8" fill="#666">{escape(label)}</text>',
        f'<text x="{x:g}" y="{y + 11:g}" font-size="8" fill="#666">'
        f"{escape(_say(lang, 'coins-label'))}</text>",
    ]
    # The fewest cards that pay 1, 2, ... coins (a printed row, or a sheet's own table).
    steps: list[tuple[int, int]] = []
    for cards_needed in range(1, 30):
        coins_paid = pays(cards_needed)
        if coins_paid > (steps[-1][1] if steps else 0):
            steps.append((cards_needed, coins_paid))
    if not steps:  # a Ladybohn baby on top: the field sells for nothing
        parts.append(
            f'<text x="{x + 36:g}" y="{y + 11:g}" font-size="10" font-weight="bold">'
            f"{escape(_say(lang, 'nothing'))}</text>"
        )
    for column, (need, paid) in enumerate(steps[:6]):
        style = ' font-weight="bold" fill="#000"' if paid == now else ' fill="#555"'
        at = x + 36 + 18 * column
        parts.append(
            f'<text x="{at:g}" y="{y:g}" font-size="10" text-anchor="middle"{style}>{need}</text>'
            f'<text x="{at:g}" y="{y + 11:g}" font-size="10" text-anchor="middle"{style}>'
            f"{paid}</text>"
        )
    return "".join(parts), starred
