"""What ``bohnanza play`` and the record viewer (``bohnanza.records.html``) say, in English
or in French (the French editions), in colour.

Every player is named the same way in every message: ``N Name`` (players numbered from 1,
the person "you" in the messages about his own moves); cards by name in their variety's
colour; fields numbered from 1.  ``Words`` holds the interface's sentences in both
languages; ``Teller`` writes boards, moves and menus for one game and one person.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

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
from bohnanza.cards import Card, varieties
from bohnanza.narrate import WORDS as BOARD_WORDS
from bohnanza.narrate import field_pays, meter_steps, printable
from bohnanza.palette import terminal_colour
from bohnanza.state import Step
from bohnanza.views import PlayerView

__all__ = ["WORDS", "Teller", "one", "say", "visible"]

# Each entry: (English, French).  Placeholders are filled with str.format.
WORDS: dict[str, tuple[str, str]] = {
    **BOARD_WORDS,
    "you": ("You", "Vous"),
    "duel-offer": ("offered: {c}", "offertes : {c}"),
    "hand": ("hand: ", "main : "),
    "field-text": (
        "{c} x{n} (sells for {now}; {coins} coins at {steps} {cw})",
        "{c} x{n} (vaut {now} ; {coins} pièces à {steps} {cw})",
    ),
    "field-coin-text": (
        "{c} x{n} (sells for {now}; {coins} coin at {steps} {cw})",
        "{c} x{n} (vaut {now} ; {coins} pièce à {steps} {cw})",
    ),
    "field-no-meter": (
        "{c} x{n} (sells for {now}: its top card has no beanometer)",
        "{c} x{n} (vaut {now} : sa carte du dessus n'a pas de haricomètre)",
    ),
    "field-kinds": ("{t}; bottom to top: {k}", "{t} ; du bas au dessus : {k}"),
    "more-steps": ("{s}/...", "{s}/..."),
    "prices": (
        "each field sells by its top card's beanometer ({w})",
        "chaque champ se vend au haricomètre de sa carte du dessus ({w})",
    ),
    "provisional": (
        "provisional sheet: not the printed cards",
        "barème provisoire : pas celui des cartes imprimées",
    ),
    "sheet-given": ("the sheet given", "le barème donné"),
    "a-card": ("a card", "une carte"),
    "your-hand": ("your hand: {c}", "votre main : {c}"),
    # moves told: a player's, then the person's own
    "plant-you": ("you plant {c} in field {f}", "vous plantez {c} dans le champ {f}"),
    "plant-miss": (
        "{p} plants {c} in field {f}, moving {m} up {s}",
        "{p} plante {c} dans le champ {f}, en montant de {s} {m}",
    ),
    "plant-miss-you": (
        "you plant {c} in field {f}, moving {m} up {s}",
        "vous plantez {c} dans le champ {f}, en montant de {s} {m}",
    ),
    "sell-you": ("you sell field {f} ({c}) for {m}", "vous vendez le champ {f} ({c}) pour {m}"),
    "buy-you": ("you buy a third field", "vous achetez un troisième champ"),
    "end1-you": ("you plant no second card", "vous ne plantez pas de deuxième carte"),
    "keep-you": ("you keep the face-up {c}", "vous gardez {c}"),
    "end2-you": ("you end the trading", "vous terminez les échanges"),
    "discards-you": ("you discard {c}", "vous défaussez {c}"),
    "leave-you": (
        "you leave the drawn cards as an offer",
        "vous laissez les cartes piochées en offre",
    ),
    "offers": ("{p} offers {q}: {g} for {a}", "{p} propose à {q} : {g} contre {a}"),
    "offers-you": ("you offer {q}: {g} for {a}", "vous proposez à {q} : {g} contre {a}"),
    "offers-yours": ("{p} offers you: {g} for {a}", "{p} vous propose : {g} contre {a}"),
    "accepts-you": (
        "you accept the offer of {q}, giving {c}",
        "vous acceptez l'offre de {q} en donnant {c}",
    ),
    "accepts-yours": (
        "{p} accepts your offer, giving {c}",
        "{p} accepte votre offre en donnant {c}",
    ),
    "declines-yours": ("{p} declines your offer", "{p} refuse votre offre"),
    "withdraws-yours": ("{p} withdraws the offer to you", "{p} retire son offre"),
    "declines-you": ("you decline the offer of {q}", "vous refusez l'offre de {q}"),
    "withdraws-you": ("you withdraw the offer to {q}", "vous retirez votre offre à {q}"),
    # the menu
    "m-plant": ("plant {c} in field {f}", "planter {c} dans le champ {f}"),
    "m-plant-miss": (
        "plant {c} in field {f}, moving {m} up {s}",
        "planter {c} dans le champ {f}, en montant de {s} {m}",
    ),
    "m-plant-still": (
        "plant {c} in field {f}, moving no miss",
        "planter {c} dans le champ {f} sans monter de miss",
    ),
    "the-miss": (
        "the miss in place {k} (from the bottom)",
        "la miss en place {k} (depuis le bas)",
    ),
    "places": ("{n} places", "{n} places"),
    "place": ("{n} place", "{n} place"),
    "m-sell": ("sell field {f} for {m}", "vendre le champ {f} pour {m}"),
    "m-buy": ("buy a third field", "acheter un troisième champ"),
    "m-keep": ("keep the face-up {c}", "garder {c}"),
    "m-end1": ("plant no second card", "ne pas planter de deuxième carte"),
    "m-end2": ("end the trading", "finir les échanges"),
    "m-leave": ("leave the drawn cards as an offer", "laisser les cartes piochées en offre"),
    "m-discard": ("discard {c}", "défausser {c}"),
    "m-accept": ("accept, giving {c}", "accepter en donnant {c}"),
    "m-decline": ("decline", "refuser"),
    "m-withdraw": ("withdraw your offer to {q}", "retirer votre offre à {q}"),
    "m-pass": ("pass", "passer"),
    # prompts
    "your-move": ("[bold]Your move[/] ({h}):", "[bold]À vous[/] ({h}) :"),
    "h-plant": ("plant your front card", "plantez votre première carte"),
    "h-plant-more": (
        "plant your front card, or 'end' to plant no more",
        "plantez votre première carte, ou « fin » pour ne plus planter",
    ),
    "h-trade": (
        "keep, offer or give away the face-up cards, then 'end'",
        "gardez, proposez ou donnez les cartes retournées, puis « fin »",
    ),
    "h-received": ("plant the cards you received", "plantez les cartes reçues"),
    "h-baby": (
        "plant the baby you received: nothing else is played before it",
        "plantez le bébé reçu : rien d'autre ne se joue avant",
    ),
    "h-any": ("choose a move", "choisissez un coup"),
    "trading": (
        "{p} is trading (face up: {c}). Offer, harvest, buy, or Enter to pass",
        "{p} échange (retournées : {c}). Proposez, vendez, achetez, ou Entrée pour passer",
    ),
    "offered-you": (
        "{p} offers you {g} for {a}: accept or decline?",
        "{p} vous propose {g} contre {a} : accepter ou refuser ?",
    ),
    "cannot-meet": (
        "{p} offers you {g} for {a}: you cannot meet it (declined)",
        "{p} vous propose {g} contre {a} : vous ne pouvez pas (refusée)",
    ),
    "muted-offer": (
        "{p} offers you {g} for {a} (muted: declined)",
        "{p} vous propose {g} contre {a} (muet : refusée)",
    ),
    "waits": (
        "the game waits for you: choose a move ('help' lists them)",
        "la partie vous attend : choisissez un coup (« aide » les liste)",
    ),
    "no-number": (
        "no move numbered {n}: choose 1-{k}",
        "pas de coup numéro {n} : choisissez 1-{k}",
    ),
    "refused": (
        "[red]refused:[/] {r} (type 'why' for the rule)",
        "[red]refusé :[/] {r} (tapez « pourquoi » pour la règle)",
    ),
    "no-refusal": ("no move of yours was refused yet", "aucun coup refusé pour l'instant"),
    "why-rule": ("rule {k}: {r}{q}", "règle {k} : {r}{q}"),
    "why-quote": (' -- "{q}" ({s})', " -- « {q} » ({s})"),
    "why-input": (
        "your last line was read as no move: {r}",
        "votre dernière ligne n'a été lue comme aucun coup : {r}",
    ),
    "input-failed": (
        "input failed ({e}): the game is left at turn {t}",
        "l'entrée a échoué ({e}) : partie laissée au tour {t}",
    ),
    "colon": ("{a}: {b}", "{a} : {b}"),
    "no-field": (
        "you have no field {n}: your fields are 1-{k}",
        "vous n'avez pas de champ {n} : vos champs sont 1-{k}",
    ),
    "no-player": (
        "there is no player {n}: players are 1-{k}",
        "il n'y a pas de joueur {n} : les joueurs sont 1-{k}",
    ),
    "malformed": ("{r} (the move itself is not well formed)", "{r} (le coup est mal formé)"),
    "nothing-undo": ("nothing to undo yet", "rien à annuler"),
    "undone": ("undone: {m}", "annulé : {m}"),
    "no-undo": (
        "cannot undo: cards were shown since that move (the deck's order is fixed: undoing "
        "would let you replay knowing them)",
        "impossible d'annuler : des cartes ont été montrées depuis ce coup (l'ordre de la "
        "pioche est fixé : vous rejoueriez en les connaissant)",
    ),
    "muted": (
        "offers of {p} are declined without asking you",
        "les offres de {p} sont refusées sans vous demander",
    ),
    "unmuted": (
        "offers of {p} are put to you again",
        "les offres de {p} vous sont de nouveau posées",
    ),
    "quit": ("you quit at turn {t}", "vous quittez au tour {t}"),
    "no-input": (
        "no input: the game is left at turn {t}",
        "pas d'entrée : partie laissée au tour {t}",
    ),
    "interrupted": (
        "interrupted: the game is left at turn {t}",
        "interrompu : partie laissée au tour {t}",
    ),
    "input-ended": (
        "input ended: the game is left at turn {t}",
        "fin de l'entrée : partie laissée au tour {t}",
    ),
    "game-over": (
        "Game over after {t} turns (seed {s}).",
        "Partie finie après {t} tours (graine {s}).",
    ),
    "winner": (" (winner)", " (gagnant)"),
    "win": ("You win!", "Vous gagnez !"),
    "lose": ("You lose.", "Vous perdez."),
    "record": (
        "record written to {f} (check it with: bohnanza verify {f})",
        "partie enregistrée dans {f} (vérifiez-la avec : bohnanza verify {f})",
    ),
    "saved": (
        "game saved to {f}; go on with: bohnanza play --resume {f}",
        "partie sauvegardée dans {f} ; reprenez avec : bohnanza play --resume {f}",
    ),
    "not-saved": ("could not save to {f}: {e}", "sauvegarde impossible dans {f} : {e}"),
    "not-recorded": (
        "could not write the record to {f}: {e}",
        "enregistrement impossible dans {f} : {e}",
    ),
    "header": (
        "# {title}; you are player {n}; {others}; type 'help' for the commands",
        "# {title} ; vous êtes le joueur {n} ; {others} ; tapez « aide » pour les commandes",
    ),
    # errors of what was typed
    "which": (
        "say which {w}, by its number from 1",
        "dites quel {w}, par son numéro à partir de 1",
    ),
    "w-field": ("field", "champ"),
    "w-player": ("player", "joueur"),
    "no-step": ("there is no step to end now", "aucune phase à finir maintenant"),
    "no-keep": ("no face-up {c} to keep", "pas de {c} retournée à garder"),
    "no-plant": (
        "you cannot plant that in field {f} now",
        "vous ne pouvez pas planter cela dans le champ {f} maintenant",
    ),
    "no-discard": ("you cannot discard that now", "vous ne pouvez pas défausser cela maintenant"),
    "no-offer": ("there is no offer to answer now", "aucune offre à laquelle répondre"),
    "unknown": ("unknown command {w}; type 'help'", "commande inconnue {w} ; tapez « aide »"),
    "no-bean": ("no bean named {w} in this game", "aucun haricot nommé {w} dans cette partie"),
    "ambiguous-bean": (
        "{w} could be {c}: say which (more of its name)",
        "{w} peut désigner {c} : précisez lequel (plus de son nom)",
    ),
    "or": (" or ", " ou "),
    "which-kind": (
        "{w} could be {c}: say which (e.g. {e!r})",
        "{w} peut désigner {c} : précisez lequel (par exemple « {e} »)",
    ),
    "which-planting": (
        "there are several ways to plant {c} in field {f} (which miss moves): choose by number",
        "il y a plusieurs façons de planter {c} dans le champ {f} (quelle miss avance) : "
        "choisissez par son numéro",
    ),
    "ask-kind": (
        "an offer asks for beans by name only: the other hands show families, not kinds",
        "une offre demande des haricots par leur nom seulement : les autres mains ne montrent "
        "que les familles, pas les sortes",
    ),
    "no-count": (
        "{w} is not a count of cards (digits 1-99)",
        "{w} n'est pas un nombre de cartes (chiffres 1-99)",
    ),
    "offer-form": (
        "write: offer PLAYER give BEANS ask BEANS (or 'ask nothing')",
        "écrivez : offre JOUEUR donne HARICOTS demande HARICOTS (ou « demande rien »)",
    ),
    "none-to-give": ("you have no {c} to give", "vous n'avez pas de {c} à donner"),
    "not-yours": (
        "you play player {n}: {m} is another player's",
        "vous jouez le joueur {n} : {m} est à un autre",
    ),
    "not-now": (
        "'{m}' is not one of your moves now",
        "« {m} » n'est pas un de vos coups maintenant",
    ),
    "answer-first": (
        "answer player {p}'s offer first: accept or decline (then you may offer)",
        "répondez d'abord à l'offre du joueur {p} : accepter ou refuser (puis offrez)",
    ),
}


def say(language: str, key: str, **values: object) -> str:
    """The sentence ``key`` in ``language`` ("fr" or English), filled with ``values``."""
    english, french = WORDS[key]
    return (french if language == "fr" else english).format(**values)


def _coins(language: str, count: int) -> str:
    return say(language, "coin" if one(language, count) else "coins", n=count)


def one(language: str, count: int) -> bool:
    """Whether ``count`` takes the singular: 1 in English, 0 and 1 in French."""
    return count == 1 or (language == "fr" and count == 0)


_SEAT = re.compile(r"\bseat (\d+)\b")
#: The referee's sentences about the person at the terminal, turned to the second person
#: (``ME`` stands for how a reason names him: "seat N" in English, his name in French);
#: tried in order, the last one catching any other mention.
_YOU_EN: tuple[tuple[str, str], ...] = (
    (r"field (\d+) of ME\b", r"your field \1"),
    (r"\bME's\b", "your"),
    (
        r"\bME has (\d+) fields \(1-\d+\); field (\d+) is not his",
        r"you have \1 fields (1-\1); field \2 is not yours",
    ),
    (r"\bME may (sell|buy) only on his own turn", r"you may \1 only on your own turn"),
    (r"\bME already has\b", "you already have"),
    (r"(^|; )ME has\b", r"\1you have"),
    (r"(^|; )ME is\b", r"\1you are"),
    (r"\bME\b", "you"),
)
_YOU_FR: tuple[tuple[str, str], ...] = (
    (r"\bla main de ME\b", "votre main"),
    (r"\bdu champ (\d+) de ME\b", r"de votre champ \1"),
    (r"\bau champ (\d+) de ME\b", r"à votre champ \1"),
    (r"\ble champ (\d+) de ME\b", r"votre champ \1"),
    (r"\baucun champ de ME\b", "aucun de vos champs"),
    (r"\ble tour de ME\b", "votre tour"),
    (
        r"^ME a (\d+) champs \(1 à \d+\) ; le champ (\d+) n'est pas à lui",
        r"vous avez \1 champs (1 à \1) ; le champ \2 n'est pas à vous",
    ),
    (
        r"^ME a déjà une offre en cours pour (.*) : il doit",
        r"vous avez déjà une offre en cours pour \1 : vous devez",
    ),
    (
        r"^ME ne peut vendre ses haricots que durant son tour",
        "vous ne pouvez vendre vos haricots que durant votre tour",
    ),
    (
        r"^ME ne peut acheter un 3ème champ que pendant son tour",
        "vous ne pouvez acheter un 3ème champ que pendant votre tour",
    ),
    (r"(^|: |; |que )ME n'a\b", r"\1vous n'avez"),
    (r"(^|: |; |que )ME n'est\b", r"\1vous n'êtes"),
    (r"(^|: |; |que )ME ne peut\b", r"\1vous ne pouvez"),
    (r"(^|: |; |que )ME a\b", r"\1vous avez"),
    (r"\bME\b", "vous"),
)
#: A card's id as French texts write it after its name (« Harry Cochet (n° 26) »).
_NUMBERED = re.compile(r" \(n° \d+\)")
#: A card in the notation: its id, variety key and kind (Ladybohn).
_CARD = re.compile(r"\b(\d+):([a-z]+(?:-[a-z]+)?)(?::(mister|miss|baby))?\b")


class Teller:
    """Boards, moves and menus of one game, told for the person at seat ``me``."""

    def __init__(self, names: Sequence[str], me: int, language: str, theme: str) -> None:
        self.names = tuple(names)
        self.me = me
        self.language = "fr" if language == "fr" else "en"
        self.theme = theme

    def t(self, key: str, **values: object) -> str:
        return say(self.language, key, **values)

    def player(self, seat: int) -> str:
        """``N Name``: the player's number from 1 and name, the same in every message."""
        if not 0 <= seat < len(self.names):
            return str(seat + 1)
        return f"{seat + 1} {escape(printable(self.names[seat]))}"

    def card(self, card: Card) -> str:
        name = escape(card.variety.name(self.language))
        if card.kind:
            name = f"{name} ({escape(kind_word(card.kind, self.language))})"
        colour = terminal_colour(card.variety.key, self.theme)
        return f"[{colour}]{name}[/]" if colour else name

    def cards(self, cards: Sequence[Card], empty: str = "-") -> str:
        return ", ".join(self.card(c) for c in cards) or empty

    def bean(self, key: str, known: Sequence[Card] = ()) -> str:
        """The variety ``key`` by name (from ``known`` cards, else the varieties' data; the
        key itself only for a variety no data names)."""
        for card in known:
            if card.variety.key == key:
                return escape(card.variety.name(self.language))
        variety = varieties().get(key)
        return escape(key if variety is None else variety.name(self.language))

    def refusal(self, text: str) -> str:
        """A referee's reason with its "seat N" (from 0) written as the player ``N+1 Name``
        and its cards (``109:green``, ``12:blue:miss``) by name."""
        named = _NUMBERED.sub("", _CARD.sub(self._card_word, text))
        return _SEAT.sub(lambda m: self.player(int(m.group(1))), escape(named))

    def reason(self, text: str) -> str:
        """A referee's reason as :meth:`refusal` writes it, speaking of the person at seat
        ``me`` in the second person (« votre main », "your hand"), never by name."""
        if self.language == "en":
            me = rf"\bseat {self.me}\b"
            rewrites = _YOU_EN
        else:
            me = rf"\b{re.escape(self.names[self.me])}\b"
            rewrites = _YOU_FR
        for pattern, replacement in rewrites:
            text = re.sub(pattern.replace("ME", me), replacement, text)
        if self.language == "fr":
            text = self._numbered(text)
        return self.refusal(text)

    def _numbered(self, text: str) -> str:
        """A French reason's other players, which it names by name alone, as ``N Name``
        like every other line of the game (a name two seats share is left as it is)."""
        others = [
            name
            for seat, name in enumerate(self.names)
            if seat != self.me and name and self.names.count(name) == 1
        ]
        if not others:
            return text
        names = "|".join(re.escape(n) for n in sorted(others, key=len, reverse=True))
        found = re.compile(rf"(?:\b([dD])')?(?<![\w-])({names})(?![\w-])")
        seat_of = {name: seat for seat, name in enumerate(self.names)}

        def numbered(match: re.Match[str]) -> str:
            # « d'Alpha » becomes « de 2 Alpha »: the number comes first now.
            elided = f"{match.group(1)}e " if match.group(1) else ""
            return elided + self.player(seat_of[match.group(2)])

        return found.sub(numbered, text)

    def _card_word(self, found: re.Match[str]) -> str:
        variety = varieties().get(found.group(2))
        if variety is None:
            return found.group(0)
        kind = found.group(3)
        name = variety.name(self.language)
        return f"{name} ({kind_word(kind, self.language)})" if kind else name

    # -- the table --------------------------------------------------------------------

    def field(self, field: Sequence[Card]) -> str:
        """A field (bottom card first): its top card, which prices it, the count, what it
        sells for now and the top card's beanometer; in a deck of kinds (Ladybohn) the
        kind of every card, bottom to top (fields are open to all)."""
        if not field:
            return self.t("empty")
        top = field[-1]
        shown = meter_steps(top, 5)
        steps = shown[:4]
        coins = "/".join(str(c) for _, c in steps)
        cards = "/".join(str(n) for n, _ in steps)
        if len(shown) > len(steps):
            coins = self.t("more-steps", s=coins)
            cards = self.t("more-steps", s=cards)
        key = "field-coin-text" if coins == "1" else "field-text"
        key = key if steps else "field-no-meter"
        text = self.t(
            key,
            c=self.card(top),
            n=len(field),
            now=field_pays(field),
            coins=coins,
            steps=cards,
            cw=_card_word(cards, self.language),
        )
        if top.kind and len(field) > 1:
            kinds = ", ".join(escape(kind_word(c.kind, self.language)) for c in field)
            text = self.t("field-kinds", t=text, k=kinds)
        return text

    def wrapped(self, lead: str, lead_width: int, cards: Sequence[Card], width: int) -> list[str]:
        """``lead`` then the cards' names, comma-separated, wrapped so that no line is
        wider than ``width`` columns (a line that starts with a name too long for it
        keeps it); the lines after the first are indented under the first name, at most
        12 columns. ``lead_width`` is the columns ``lead`` shows (it may hold markup)."""
        lines: list[str] = []
        line, used = lead, lead_width
        indent = " " * min(lead_width, 12)
        last = len(cards) - 1
        for k, card in enumerate(cards):
            kind = f" ({kind_word(card.kind, self.language)})" if card.kind else ""
            comma = "," if k < last else ""
            piece = self.card(card) + comma
            # the columns the piece takes: its name, its comma, a space unless the line
            # ends in one (or is the indent alone)
            size = len(card.variety.name(self.language) + kind + comma)
            space = "" if line.endswith(("  ", ": ")) or line == indent else " "
            if used + len(space) + size > width and used > len(indent):
                lines.append(line)
                line, used, space = indent, len(indent), ""
            line += space + piece
            used += len(space) + size
        lines.append(line)
        return lines

    def board(self, v: PlayerView, width: int = 80) -> str:
        """The table as the person sees it: a header, then each player's coins, hand
        (his own by name, wrapped; the others' as a count) and fields."""
        step = v.step
        status = (
            self.t("over")
            if step is Step.OVER
            else self.t("step", p=self.player(v.active), n=step.number)
        )
        top = self.t("top", c=self.cards(v.discard[-1:])) if v.discard else ""
        lines = [
            f"[bold]{self.t('turn')} {v.turn}[/] | {status} | {self.t('deck', n=v.deck_size)} | "
            f"{self.t('discard', n=len(v.discard))}{top} | "
            f"{self.t('ran-out', a=v.exhaustions, b=v.end_exhaustions)}"
        ]
        note = self.prices(v)
        if note:
            lines.append("  " + note)
        if v.face_up:
            lines.append("  " + self.t("face-up", c=self.cards(v.face_up)))
        if v.offer:
            lines.append("  " + self.t("duel-offer", c=self.cards(v.offer)))
        for seat in range(len(v.names)):
            mark = self.t("you-mark") if seat == v.seat else ""
            coins = _coins(self.language, v.coins[seat])
            head = "  " + self.t(
                "colon", a=f"[bold]{self.player(seat)}{mark}[/]", b=f"{coins} | {self.t('hand')}"
            )
            plain = len(
                "  " + self.t("colon", a=f"{seat + 1} {v.names[seat]}{mark}", b=f"{coins} | ")
            ) + len(self.t("hand"))
            if seat == v.seat:
                if v.hand:
                    lines += self.wrapped(head, plain, v.hand, width)
                else:
                    lines.append(head + self.t("empty"))
            else:
                size = v.hand_sizes[seat]
                lines.append(head + self.t("card" if one(self.language, size) else "cards", n=size))
            for k, field in enumerate(v.fields[seat]):
                lines.append("      " + self.t("field", k=k + 1, t=self.field(field)))
            if v.set_aside[seat]:
                lines.append("      " + self.t("to-plant", c=self.cards(v.set_aside[seat])))
        for offer in v.offers:
            lines.append(
                "  " + self.t("standing", p=self.player(offer.seat), q=self.player(offer.to))
            )
        return "\n".join(lines)

    def prices(self, v: PlayerView) -> str:
        """In a deck of kinds (Ladybohn), how fields are priced: by the top card, on the
        provisional sheet or the one given; "" in the other decks."""
        cards = v.table.cards
        if not cards or not cards[0].kind:
            return ""
        provisional = any(c.beanometer.provisional for c in cards)
        return self.t("prices", w=self.t("provisional" if provisional else "sheet-given"))

    # -- moves ------------------------------------------------------------------------

    def seen(self, before: PlayerView, move: Action, after: PlayerView) -> str:
        """``move`` in words as the seat of ``before`` and ``after`` (its views just before
        and after the move) saw it: every card named as one of those views shows it (an
        offer's hand cards as the table shows them: in a deck of kinds, by family only),
        a sale by the coins it paid.  Nothing is read from the state."""
        known: dict[int, Card] = {c.id: c for c in visible(before)}
        for card in visible(after):
            known.setdefault(card.id, card)
        if isinstance(move, Offer) and move.seat != before.seat:
            # Another seat's offer as the table shows it (its own, he knows by his hand).
            shown = [o for o in after.offers if o.seat == move.seat and o.to == move.to]
            if shown:
                move = shown[-1]
        paid = None
        if isinstance(move, Harvest) and 0 <= move.seat < len(after.coins):
            paid = after.coins[move.seat] - before.coins[move.seat]
        return self.move(known, before.fields, move, paid)

    def move(
        self,
        known: Sequence[Card] | Mapping[int, Card],
        fields: Sequence[Sequence[Sequence[Card]]],
        move: Action,
        paid: int | None = None,
    ) -> str:
        """A move in words, as played on a table whose cards are ``known`` (by id: every
        card of the table, or those a seat sees, a card not among them told as "a card")
        and whose fields were ``fields``; a sale pays ``paid`` coins (by default what the
        field's top card prices it at)."""
        seat = getattr(move, "seat", 0)
        mine = seat == self.me
        p = self.player(seat)

        def key(name: str) -> str:
            return f"{name}-you" if mine and f"{name}-you" in WORDS else name

        def name_of(i: int) -> str:
            if isinstance(known, Mapping):
                card = known.get(i)
            else:
                card = known[i] if 0 <= i < len(known) else None
            return self.t("a-card") if card is None else self.card(card)

        def named(ids: Sequence[int]) -> str:
            return ", ".join(name_of(i) for i in ids) or self.t("nothing")

        beans = list(known.values()) if isinstance(known, Mapping) else known

        match move:
            case Plant():
                if move.steps:
                    return self.t(
                        key("plant-miss"),
                        p=p,
                        c=named((move.card,)),
                        f=move.field + 1,
                        m=self.miss(move.miss),
                        s=self.places(move.steps),
                    )
                return self.t(key("plant"), p=p, c=named((move.card,)), f=move.field + 1)
            case Harvest():
                seat_fields = fields[move.seat] if move.seat < len(fields) else ()
                field = seat_fields[move.field] if move.field < len(seat_fields) else ()
                pays = field_pays(field) if paid is None else paid
                return self.t(
                    key("sell"),
                    p=p,
                    f=move.field + 1,
                    c=self.cards(field),
                    m=_coins(self.language, pays),
                )
            case BuyField():
                return self.t(key("buy"), p=p)
            case EndPlanting():
                return self.t(key("end1"), p=p)
            case Keep():
                return self.t(key("keep"), p=p, c=named((move.card,)))
            case EndTrading():
                return self.t(key("end2"), p=p)
            case Discard():
                return self.t(key("discards"), p=p, c=named((move.card,)))
            case LeaveOffer():
                return self.t(key("leave"), p=p)
            case Offer():
                asked = ", ".join(self.bean(k, beans) for k in move.asks) or self.t("nothing")
                if move.to == self.me and not mine:
                    return self.t("offers-yours", p=p, g=named(move.gives), a=asked)
                return self.t(
                    key("offers"), p=p, q=self.player(move.to), g=named(move.gives), a=asked
                )
            case Accept():
                q, c = self.player(move.offerer), named(move.cards)
                if move.offerer == self.me and move.seat != self.me:
                    return self.t("accepts-yours", p=p, c=c)
                return self.t(key("accepts"), p=p, q=q, c=c)
            case Decline():
                if move.offerer == self.me and move.seat != self.me:
                    return self.t("declines-yours", p=p)
                return self.t(key("declines"), p=p, q=self.player(move.offerer))
            case Withdraw():
                if move.to == self.me and move.seat != self.me:
                    return self.t("withdraws-yours", p=p)
                return self.t(key("withdraws"), p=p, q=self.player(move.to))
            case Trade():
                return self.t(
                    "trades",
                    p=p,
                    q=self.player(move.partner),
                    g=named(move.gives),
                    c=named(move.takes),
                )
            case Donate():
                return self.t("gives", p=p, q=self.player(move.receiver), c=named(move.cards))
        return escape(str(move))

    def listed(self, v: PlayerView, move: Action | None) -> str:
        """A move of the person's menu, in words."""
        known = {c.id: c for c in visible(v)}

        def named(ids: Sequence[int]) -> str:
            return self.cards([known[i] for i in ids if i in known], self.t("nothing"))

        match move:
            case None:
                return self.t("m-pass")
            case Plant():
                mine = v.fields[v.seat]
                field = mine[move.field] if move.field < len(mine) else ()
                if move.steps:
                    return self.t(
                        "m-plant-miss",
                        c=named((move.card,)),
                        f=move.field + 1,
                        m=self.miss(move.miss),
                        s=self.places(move.steps),
                    )
                card = known.get(move.card)
                if (
                    card is not None
                    and card.kind == "baby"
                    and any(c.kind == "miss" for c in field)
                ):
                    # a baby on a field with a miss may move her: say this one does not
                    return self.t("m-plant-still", c=named((move.card,)), f=move.field + 1)
                return self.t("m-plant", c=named((move.card,)), f=move.field + 1)
            case Harvest():
                mine = v.fields[v.seat]
                field = mine[move.field] if move.field < len(mine) else ()
                return self.t(
                    "m-sell", f=move.field + 1, m=_coins(self.language, field_pays(field))
                )
            case BuyField():
                return self.t("m-buy")
            case Keep():
                return self.t("m-keep", c=named((move.card,)))
            case EndPlanting():
                return self.t("m-end1")
            case EndTrading():
                return self.t("m-end2")
            case LeaveOffer():
                return self.t("m-leave")
            case Discard():
                return self.t("m-discard", c=named((move.card,)))
            case Accept():
                return self.t("m-accept", c=named(move.cards))
            case Decline():
                return self.t("m-decline")
            case Withdraw():
                return self.t("m-withdraw", q=self.player(move.to))
        return escape(str(move))

    def miss(self, place: int) -> str:
        """The miss at ``place`` of a field (bottom card 0), for people (from 1)."""
        return self.t("the-miss", k=place + 1)

    def places(self, n: int) -> str:
        return self.t("place" if one(self.language, n) else "places", n=n)


def visible(v: PlayerView) -> list[Card]:
    """Every card the view shows, the duel's offer included."""
    shown = [*v.hand, *v.face_up, *v.offer, *v.offered, *v.discard]
    for aside in v.set_aside:
        shown += aside
    for fields in v.fields:
        for field in fields:
            shown += field
    return shown


def kind_word(kind: str, language: str) -> str:
    """A Ladybohn card's kind in ``language`` (« bébé » for ``baby``)."""
    french = {"mister": "mister", "miss": "miss", "baby": "bébé"}
    return french.get(kind, kind) if language == "fr" else kind


def _card_word(cards: str, language: str) -> str:
    """« carte » or ``card`` after a beanometer's single step of one card, else the plural."""
    if language == "fr":
        return "carte" if cards == "1" else "cartes"
    return "card" if cards == "1" else "cards"
