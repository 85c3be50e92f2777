"""The scenario context and the parameter types shared by the step modules.

Conventions of the feature text (English and French):

* players are named by their names (``Steve``) or by ``seat N`` / ``siège N`` / ``player N`` /
  ``joueur N``, counted from 1 in seat order; French phrasings write ``de Stéphane``,
  ``d'Anne`` or ``du siège 2`` (``{who:OfPlayer}``);
* steps are numbered as in the edition's rulebook: in the bean duel (2 players) ``step 1`` is
  the offer, ``step 2`` planting and discarding, ``step 3`` the three drawn cards
  (``Step.OFFER``, ``Step.DUEL_PLANT``, ``Step.DUEL_DRAW``; ``Step.number`` gives the number);
* fields are ``field N`` / ``champ N``, counted from 1 (the rulebook's "first field");
* cards are bean variety names in any language of the texts (``Stink``, ``Stink Bean``,
  ``Harry Cochon``, ``Saubohne``), through ``bohnanza.setup.variety_key``, and in the
  forms the 1997 texts write them (``bean_key``): German plurals (``Brechbohnen``,
  ``Blaue Bohnen``) and 000 part 2's singulars and plurals (``un haricot rouge``,
  ``huit haricots rouges``, ``les haricots de jardin``); a list is
  comma-separated with a final ``and`` / ``et``; an item may carry a count (``3 Chili``,
  ``two Soy``, ``deux Harry Copain``) or an article (``a``, ``the``, ``un``, ``le``...), and
  in moves a zone: ``the face-up Soy`` / ``le Harry Copain visible`` (a face-up card) or
  ``a Blue from his hand`` / ``un Harry Colt de sa main`` (a hand card); ``nothing``,
  ``empty``, ``rien``, ``vide`` is the empty list;
* hands are listed front card first, fields and the discard pile and the earnings stack
  bottom card first, the draw deck top card first.

Given steps describe a position piece by piece; the position is composed
(``bohnanza.compose``) the first time a When or Then step needs it, or dealt
(``bohnanza.new_game``) by a deal step.  Moves are checked and applied through the referee;
a refused move leaves the state unchanged and must be checked by a Then step before the
scenario goes on.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Literal, TypeVar

from pytest_bdd import parsers

from bohnanza import (
    Action,
    Card,
    GameState,
    Harvest,
    IllegalActionError,
    InvalidActionError,
    Plant,
    Step,
    apply,
    check,
    compose,
    new_game,
)
from bohnanza.cards import varieties
from bohnanza.editions import Rules
from bohnanza.editions import edition as load_edition
from bohnanza.setup import variety_key

Zone = Literal["face-up", "hand"]

# ---------------------------------------------------------------------------------------
# Assertions that print what was expected and what was found.


def expect(what: str, expected: object, actual: object) -> None:
    """Fail with EXPECTED and ACTUAL unless the two are equal."""
    if expected != actual:
        raise AssertionError(f"{what}\n  EXPECTED: {expected}\n  ACTUAL:   {actual}")


def show(cards: Iterable[Card] | Iterable[str]) -> str:
    """Cards (or variety keys) as English names, ``Chili, Soy``; ``nothing`` when empty."""
    names = []
    for card in cards:
        key = card if isinstance(card, str) else card.variety.key
        names.append(varieties()[key].name("en"))
    return ", ".join(names) if names else "nothing"


def keys(cards: Iterable[Card]) -> list[str]:
    """The variety keys of ``cards``, in order."""
    return [card.variety.key for card in cards]


# ---------------------------------------------------------------------------------------
# Parameter types (parse ``extra_types``): each has a strict pattern, so a step text that
# does not name beans, players or fields never matches, and conversion never fails.

_Converter = TypeVar("_Converter", bound=Callable[[str], object])


def with_pattern(pattern: str) -> Callable[[_Converter], _Converter]:
    """Give a converter the regular expression ``parse`` matches it with (no groups)."""

    def mark(converter: _Converter) -> _Converter:
        setattr(converter, "pattern", pattern)  # noqa: B010 - the attribute parse reads
        return converter

    return mark


_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "the": 1,
    "his": 1,
    "her": 1,
    "un": 1,
    "une": 1,
    "le": 1,
    "la": 1,
    "l'": 1,
    "son": 1,
    "sa": 1,
    "two": 2,
    "deux": 2,
    "three": 3,
    "trois": 3,
    "four": 4,
    "quatre": 4,
    "five": 5,
    "cinq": 5,
    "six": 6,
    "seven": 7,
    "sept": 7,
    "eight": 8,
    "huit": 8,
    "nine": 9,
    "neuf": 9,
    "ten": 10,
    "dix": 10,
}
_EMPTY = r"nothing|empty|no cards|rien|vide|aucune carte"


# Forms of the 1997 texts' names that ``variety_key`` does not know: 000 part 2 names its
# beans in the plural ("haricots rouge"); its sentences also write the singular and other
# spellings ("2 haricots rouges", "les haricots de jardin").  German plurals ("Brechbohnen")
# are derived from the German names below.
_EXTRA_NAMES = {
    "haricot bleu": "blue",
    "haricot de feu": "chili",
    "gros haricot": "stink",
    "haricot français": "green",
    "haricot Soya": "soy",
    "haricot oeil au beurre noir": "black-eyed",
    "haricot rouge": "red",
    "haricots rouges": "red",
    "haricot du jardin": "garden",
    "haricot de jardin": "garden",
    "haricots de jardin": "garden",
}


def _aliases() -> dict[str, str]:
    """Every extra name form (casefolded) with its variety key: the 000 part 2 forms above
    and the German plurals (``Saubohnen``, ``Rote Bohnen``)."""
    out = {name.casefold(): key for name, key in _EXTRA_NAMES.items()}
    for key, variety in varieties().items():
        for tag, text in variety.names:
            if tag == "de" and text.endswith("e"):
                out[f"{text}n".casefold()] = key
    return out


_ALIASES = _aliases()


def bean_key(name: str) -> str:
    """The variety key of a bean name in any language or form of the texts.

    >>> bean_key("Brechbohnen"), bean_key("haricots rouges"), bean_key("Harry Cochon")
    ('green', 'red', 'stink')
    """
    found = _ALIASES.get(" ".join(name.casefold().split()))
    return found if found is not None else variety_key(name)


def _names_pattern() -> str:
    names: set[str] = set(_EXTRA_NAMES)
    for key, variety in varieties().items():
        names.add(key)
        names.update(text for _, text in variety.names)
        names.update(f"{text}n" for tag, text in variety.names if tag == "de" and text[-1] == "e")
    ordered = sorted(names, key=len, reverse=True)  # longest first: "Harry Cochon" before "Harry"
    return "|".join(re.escape(name) for name in ordered)


_NAME = _names_pattern()
_COUNT = r"\d+|" + "|".join(re.escape(w) for w in sorted(_NUMBERS, key=len, reverse=True))
_FACE_UP = r"face-up"
_VISIBLE = r"visibles?|face up"
_FROM_HAND = r"from (?:his|her) hand|de sa main"
# Ladybohn's kinds after the family's name (« Rote Bohne miss », « 2 Saubohne bébés »);
# without one, a Ladybohn card is a mister.
_KIND = r"misters?|miss|bébés?"
_KINDS = {"mister": "mister", "misters": "mister", "miss": "miss", "bébé": "baby", "bébés": "baby"}
_ITEM = (
    rf"(?:(?:{_COUNT})\s+|l')?(?:{_FACE_UP}\s+)?(?:{_NAME})(?:\s+(?:{_KIND}))?(?:\s+beans?)?"
    rf"(?:\s+(?:{_VISIBLE}))?(?:\s+(?:{_FROM_HAND}))?"
)
_SEP = r"\s*,\s*(?:and\s+|et\s+)?|\s+and\s+|\s+et\s+"
_ITEM_RE = re.compile(
    rf"(?:(?P<count>{_COUNT})\s+|(?P<elided>l'))?(?P<faceup>{_FACE_UP}\s+)?(?P<name>{_NAME})"
    rf"(?:\s+(?P<kind>{_KIND}))?(?:\s+beans?)?(?P<visible>\s+(?:{_VISIBLE}))?(?P<hand>\s+(?:{_FROM_HAND}))?",
    re.IGNORECASE,
)
_SEP_RE = re.compile(_SEP, re.IGNORECASE)


@dataclasses.dataclass(frozen=True)
class BeanRef:
    """One card named in a step: its variety key and, in moves, the zone it comes from."""

    key: str
    zone: Zone | None = None
    #: Ladybohn's mister / miss / baby, "" when the text names none.
    kind: str = ""

    @property
    def name(self) -> str:
        """The card as ``compose`` reads it: the variety key, and the kind if named."""
        return f"{self.key} {self.kind}" if self.kind else self.key


def _item(text: str) -> list[BeanRef]:
    m = _ITEM_RE.fullmatch(text.strip())
    if m is None:  # pragma: no cover - the type pattern admits only valid items
        raise ValueError(f"not a bean card: {text!r}")
    count = 1
    if m["count"]:
        word = m["count"].casefold()
        count = int(word) if word.isdigit() else _NUMBERS[word]
    zone: Zone | None = None
    if m["faceup"] or m["visible"]:
        zone = "face-up"
    elif m["hand"]:
        zone = "hand"
    kind = _KINDS[m["kind"].casefold()] if m["kind"] else ""
    return [BeanRef(bean_key(m["name"]), zone, kind)] * count


@with_pattern(rf"(?:{_EMPTY}|{_ITEM}(?:(?:{_SEP}){_ITEM})*)")
def beans(text: str) -> tuple[BeanRef, ...]:
    """A list of bean cards (``Garden, 2 Soy and a Red``); ``nothing`` is the empty list."""
    if re.fullmatch(_EMPTY, text.strip(), re.IGNORECASE):
        return ()
    return tuple(ref for part in _SEP_RE.split(text) for ref in _item(part))


@with_pattern(_ITEM)
def bean(text: str) -> BeanRef:
    """A single bean card (``the Chili``, ``a Blue from his hand``, ``le Harry Copain visible``)."""
    refs = _item(text)
    if len(refs) != 1:
        raise ValueError(f"{text!r} names {len(refs)} cards, not one")
    return refs[0]


_SEAT_WORDS = r"seat|siège|player|joueur"
_PLAYER = rf"(?:{_SEAT_WORDS})\s+\d+|[^\W\d_]+(?:-[^\W\d_]+)*"
_LIST_SEP = r"\s*,\s*|\s+and\s+|\s+et\s+"


@with_pattern(_PLAYER)
def player(text: str) -> str:
    """A player: a name (``Steve``) or a seat counted from 1 (``seat 2``, ``siège 2``)."""
    return " ".join(text.split())


@with_pattern(rf"(?:de\s+|d['\u2019]\s*)(?:{_PLAYER})|du\s+(?:{_SEAT_WORDS})\s+\d+")
def of_player(text: str) -> str:
    """French ``de Stéphane`` / ``d'Anne`` (elided) / ``du siège 2``: the player, without the
    preposition."""
    return player(re.sub(r"^(?:de\s+|du\s+|d['\u2019]\s*)", "", text.strip()))


@with_pattern(rf"(?:{_PLAYER})(?:(?:{_LIST_SEP})(?:{_PLAYER}))*")
def players(text: str) -> tuple[str, ...]:
    """Several players: ``Steve, Anna and Mark`` / ``Stéphane, Anne et Marc``."""
    return tuple(" ".join(p.split()) for p in re.split(_LIST_SEP, text.strip()))


@with_pattern(rf"\d+\s+(?:players|joueurs)|(?:{_PLAYER})(?:(?:{_LIST_SEP})(?:{_PLAYER}))*")
def seating(text: str) -> tuple[str, ...]:
    """The seats of a new game: ``4 players`` (named ``seat 1``...) or the names in seat order."""
    m = re.fullmatch(r"(\d+)\s+(players|joueurs)", text.strip())
    if m:
        word = "seat" if m[2] == "players" else "siège"
        return tuple(f"{word} {i}" for i in range(1, int(m[1]) + 1))
    return players(text)


@with_pattern(r"[a-z][a-z0-9.-]*[a-z0-9]")
def edition_name(text: str) -> str:
    """An edition preset (``rio-grande-2000``, ``amigo-fr``)."""
    return text


@with_pattern(r"\d{3}(?:\.\d+)?/[a-z0-9-]+(?:\.[a-z0-9-]+)*")
def rule_id(text: str) -> str:
    """A catalogue clause id (``002/harvest.protection``)."""
    return text


_FIELD_WORD = r"(?:(?:le|les)\s+)?(?:fields?|champs?)"
_FIELD_SEP = r"\s*,\s*|\s+and\s+|\s+or\s+|\s+et\s+|\s+ou\s+"


@with_pattern(rf"{_FIELD_WORD}\s+\d+(?:(?:{_FIELD_SEP})(?:{_FIELD_WORD}\s+)?\d+)*")
def field_numbers(text: str) -> tuple[int, ...]:
    """Fields counted from 1: ``field 1``, ``fields 1 and 2``, ``les champs 1 et 3``."""
    return tuple(int(n) for n in re.findall(r"\d+", text))


@with_pattern(r"\d+(?:(?:\s*,\s*|\s+and\s+|\s+et\s+)\d+)*")
def numbers(text: str) -> tuple[int, ...]:
    """Whole numbers: ``3, 4, 5 and 6``."""
    return tuple(int(n) for n in re.findall(r"\d+", text))


@with_pattern(rf"(?:{_PLAYER})\s+\d+(?:(?:{_LIST_SEP})(?:{_PLAYER})\s+\d+)*")
def scores(text: str) -> tuple[tuple[str, int], ...]:
    """Players with a number each: ``Steve 3, Anna 4 and Mark 0``."""
    out = []
    for part in re.split(_LIST_SEP, text.strip()):
        name, _, number = part.strip().rpartition(" ")
        out.append((" ".join(name.split()), int(number)))
    return tuple(out)


@with_pattern(r"\d{3}(?:\.\d+)?")
def rulebook_id(text: str) -> str:
    """A rulebook id (``000.2``, ``003``)."""
    return text


_VARIANT = r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*"


@with_pattern(_VARIANT)
def variant_name(text: str) -> str:
    """A named variant of an edition's rulebook (``beginners``, ``five-players``)."""
    return text


@with_pattern(rf"none|aucune|{_VARIANT}(?:(?:{_LIST_SEP}){_VARIANT})*")
def variant_names(text: str) -> tuple[str, ...]:
    """Variants: ``beginners and experts`` / ``beginners et experts``; ``none`` / ``aucune``."""
    if text.strip() in ("none", "aucune"):
        return ()
    return tuple(re.split(_LIST_SEP, text.strip()))


_COIN_WORDS = r"gold coins?|Thunes?|talers?|pièces? d'or"


@with_pattern(rf"\d+\s+(?:{_COIN_WORDS})")
def coin_amount(text: str) -> int:
    """A number of coins in any wording of the texts: ``2 gold coins``, ``1 Thune``,
    ``3 talers``, ``2 pièces d'or``."""
    return int(text.split(maxsplit=1)[0])


@with_pattern(r"[a-z][a-z0-9_]*")
def option_name(text: str) -> str:
    """A rule option of ``bohnanza.editions.Rules`` (``protection``)."""
    return text


@with_pattern(r"[a-z0-9-]+")
def option_value(text: str) -> str | int:
    """A rule option's value (``planted-fields``; digits give an int)."""
    return int(text) if text.isdigit() else text


TYPES: dict[str, Callable[[str], object]] = {
    "Beans": beans,
    "Bean": bean,
    "Player": player,
    "OfPlayer": of_player,
    "Players": players,
    "Seating": seating,
    "Edition": edition_name,
    "Rule": rule_id,
    "Fields": field_numbers,
    "Numbers": numbers,
    "Scores": scores,
    "Option": option_name,
    "Book": rulebook_id,
    "Variant": variant_name,
    "Variants": variant_names,
    "Coins": coin_amount,
    "Value": option_value,
}


def phrase(text: str) -> parsers.parse:
    """A step pattern with the feature types (``{cards:Beans}``, ``{who:Player}``...)."""
    return parsers.parse(text, extra_types=TYPES)


# ---------------------------------------------------------------------------------------
# The scenario context.

_SEAT_RE = re.compile(rf"(?:{_SEAT_WORDS})\s+(\d+)", re.IGNORECASE)


@dataclasses.dataclass
class ScenarioContext:
    """One scenario's table: the edition, the position being described, the current state,
    the last move, and its refusal if the referee refused it."""

    edition: str = "rio-grande-2000"
    names: tuple[str, ...] = ()
    options: dict[str, Any] = dataclasses.field(default_factory=dict)
    variants: tuple[str, ...] = ()
    active: int = 0
    step: int | None = None
    planted: int = 0
    hands: dict[int, list[str]] = dataclasses.field(default_factory=dict)
    fields: dict[int, list[list[str]]] = dataclasses.field(default_factory=dict)
    coins: dict[int, int | list[str]] = dataclasses.field(default_factory=dict)
    set_aside: dict[int, list[str]] = dataclasses.field(default_factory=dict)
    bought: set[int] = dataclasses.field(default_factory=set)
    face_up: list[str] = dataclasses.field(default_factory=list)
    offer: list[str] = dataclasses.field(default_factory=list)
    deck: list[str] = dataclasses.field(default_factory=list)
    discard: list[str] = dataclasses.field(default_factory=list)
    exhaustions: int = 0
    #: Ladybohn's beanometer sheet (a path), None for the shipped one.
    sheet: Any = None
    current: GameState | None = None
    action: Action | None = None
    refusal: IllegalActionError | InvalidActionError | None = None
    refusal_checked: bool = True
    planted_last: dict[int, Card] = dataclasses.field(default_factory=dict)

    # -- players ------------------------------------------------------------------------

    def seat(self, name: str) -> int:
        """The seat index of a player named in the text (a name or ``seat N``, from 1)."""
        wanted = " ".join(name.split()).casefold()
        for i, known in enumerate(self.names):
            if known.casefold() == wanted:
                return i
        m = _SEAT_RE.fullmatch(wanted)
        if m and 1 <= int(m[1]) <= len(self.names):
            return int(m[1]) - 1
        raise AssertionError(
            f"no player {name!r} at this table\n  EXPECTED one of: {', '.join(self.names)}"
        )

    # -- describing a position ----------------------------------------------------------

    def composing(self) -> ScenarioContext:
        """This context, while the position is still being described (before any move)."""
        if self.current is not None:
            raise AssertionError(
                "the position is already set up (a move was played or the cards were dealt);"
                " Given steps that describe it must come first"
            )
        return self

    def field_list(self, seat: int, field: int) -> list[str]:
        """The described cards of a field (counted from 1), creating the fields before it."""
        fields = self.composing().fields.setdefault(seat, [])
        while len(fields) < field:
            fields.append([])
        return fields[field - 1]

    def rules(self) -> Rules:
        """The rule options of the described game (edition, player count, options)."""
        if not self.names:
            raise AssertionError("no game: start with 'Given a <edition> game with ...'")
        return load_edition(self.edition).rules(
            len(self.names), variants=self.variants, **self.options
        )

    def composed_step(self) -> Step:
        """The step described by its number in the edition's rulebook (``it is X's turn,
        step N``); by default the first step of a turn (in the duel, step 2 when nothing is
        offered)."""
        duel = self.rules().duel
        number = self.step
        if number is None:
            number = 1 if self.offer or not duel else 2
        return edition_step(number, duel=duel)

    @property
    def state(self) -> GameState:
        """The current state, composing the described position on first use."""
        if self.current is None:
            if not self.names:
                raise AssertionError("no game: start with 'Given a <edition> game with ...'")
            composed = compose(
                self.edition,
                self.names,
                active=self.active,
                step=self.composed_step(),
                planted=self.planted,
                hands=self.hands,
                fields=self.fields,
                coins=self.coins,
                set_aside=self.set_aside,
                bought_field=self.bought,
                face_up=self.face_up,
                offer=self.offer,
                deck=self.deck,
                discard=self.discard,
                exhaustions=self.exhaustions,
                variants=self.variants,
                sheet=self.sheet,
                **self.options,
            )
            self.current = composed
        return self.current

    def deal(
        self, *, seed: int = 0, deck: Sequence[str] | None = None, dealer: int | None = None
    ) -> None:
        """Set up a new game by shuffling (``seed``) or from a stacked deck, and deal."""
        self.composing()
        if not self.names:
            raise AssertionError("no game: start with 'Given a <edition> game with ...'")
        self.current = new_game(
            self.edition,
            self.names,
            seed=seed,
            deck=deck,
            dealer=dealer,
            variants=self.variants,
            sheet=self.sheet,
            **self.options,
        )

    # -- moves --------------------------------------------------------------------------

    def settled(self) -> GameState:
        """The current state, once the last refusal (if any) has been checked by a Then step."""
        if not self.refusal_checked:
            raise AssertionError(
                "the last move was refused, and no Then step checked the refusal\n"
                f"  EXPECTED: {self.action} to be allowed\n  ACTUAL:   {self.refusal}"
            )
        return self.state

    def play(self, action: Action) -> None:
        """Check ``action``; apply it if the referee allows it, else keep its refusal."""
        before = self.settled()
        self.action = action
        self.refusal = check(before, action)
        self.refusal_checked = self.refusal is None
        if self.refusal is None:
            self.current = apply(before, action)
            if isinstance(action, Plant):
                self.planted_last[action.seat] = before.table.edition.deck.cards[action.card]

    def take_refusal(self) -> IllegalActionError | InvalidActionError | None:
        """The last move's refusal (None if it was allowed), marked as checked."""
        self.refusal_checked = True
        return self.refusal

    # -- finding the cards a move names -------------------------------------------------

    def plant_zones(self) -> tuple[str, ...]:
        """Where the card of a planting is looked for first, by the step the game is in: the
        hand (step 1, duel step 2), the cards set aside (step 3), the offer (duel step 1) or
        the drawn cards (duel step 3)."""
        first = {
            Step.PLANT_RECEIVED: "set-aside",
            Step.OFFER: "offer",
            Step.DUEL_DRAW: "face-up",
        }.get(self.state.step, "hand")
        return (
            first,
            *(z for z in ("hand", "set-aside", "face-up", "fields", "coins") if z != first),
        )

    def card_id(
        self, seat: int, ref: BeanRef, zones: Sequence[str], taken: set[int] | None = None
    ) -> int:
        """The id of the card ``ref`` names for ``seat``: the first card of its variety in
        the zones searched in order (``offer``, ``face-up``, ``hand``, ``set-aside``,
        ``fields``, ``coins``), or any card of that variety, so that the referee gives its
        verdict."""
        state = self.state
        taken = set() if taken is None else taken
        holder = state.players[seat]
        pools: dict[str, Iterable[Card]] = {
            "offer": state.offer,
            "face-up": state.face_up,
            "hand": holder.hand,
            "set-aside": holder.set_aside,
            "fields": (c for f in holder.fields for c in f),
            "coins": holder.coins,
        }
        order = [ref.zone] if ref.zone else list(zones)
        for zone in order:
            for card in pools[zone]:
                if card.variety.key == ref.key and card.id not in taken:
                    if ref.kind and card.kind != ref.kind:
                        continue
                    taken.add(card.id)
                    return card.id
        if ref.zone:
            raise AssertionError(
                f"{state.players[seat].name} has no {show([ref.key])} in zone {ref.zone}"
            )
        for card in state.table.edition.deck.cards:
            if card.variety.key == ref.key and card.id not in taken:
                taken.add(card.id)
                return card.id
        raise AssertionError(f"no {show([ref.key])} card in this deck")


_DUEL_STEPS = {1: Step.OFFER, 2: Step.DUEL_PLANT, 3: Step.DUEL_DRAW}


def edition_step(number: int, *, duel: bool) -> Step:
    """The step numbered ``number`` in the rulebook: steps 1-3 of the game for 3 to 7 players,
    or of the bean duel."""
    table = (
        _DUEL_STEPS
        if duel
        else {s.number: s for s in (Step.PLANT, Step.TRADE, Step.PLANT_RECEIVED)}
    )
    if number not in table:
        raise AssertionError(
            f"a position waits in step 1, 2 or 3 (step 4 is played at once), not step {number}"
        )
    return table[number]


def sale(edition: str, key: str, cards: int) -> int:
    """Coins earned, through the referee, by harvesting a field of ``cards`` beans of ``key``.

    The field is sold from a composed position at a player count that keeps the variety;
    every other field of the seller holds one card of another variety, so that even a
    single-card field may be sold.
    """
    ed = load_edition(edition)
    count = next(n for n in ed.player_counts if key not in ed.rules(n).removed)
    rules = ed.rules(count)
    others = [k for k in ("soy", "red", "blue", "wax") if k != key and k not in rules.removed]
    n_fields = 3 if rules.third_field == "start" else 2
    layout = [[key] * cards] + [[others[i]] for i in range(n_fields - 1)]
    state = compose(edition, count, fields={0: layout})
    refusal = check(state, Harvest(0, 0))
    if refusal is not None:
        raise AssertionError(f"selling {cards} {show([key])} was refused: {refusal}")
    return len(apply(state, Harvest(0, 0)).players[0].coins)
