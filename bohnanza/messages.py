"""The reasons of refusals, in the language of each game's rulebook.

A rule refuses a move by naming a message id and its values (seats, card ids, 0-based field
indices, counts); ``Reason`` keeps them with the state and builds the text only when someone
reads it, so that a refusal costs the rules no formatting.  The text is English for 002 and
French for the French texts (000 part 1, 000 part 2, 003, 004 and Ladybohn's 001), with the
words each text uses: its step word (« phase », or 003's « première action »...), its money
(Thunes, pièces, talers) and the bean names as it spells them.  Every reason also has an
English form (``english``), so that logs and tests can rely on one text.

People count fields from 1: a field is shown as its index plus one in every language; the
API's indices stay 0-based.

Placeholders of the templates: for the i-th value, ``{pi}`` the player (English ``seat 2``,
French the player's name), ``{di}`` the player after « de » (« d'Anne », « de Marc »),
``{ci}`` a card (``33:wax``, « Harry Cochet (n° 33) »), ``{vi}`` the variety of a card, in
the plural where the language wants it, ``{fi}`` a field number from 1, ``{ni}`` a number,
``{mi}`` the money word agreeing with it.
Fixed ones: ``{step}`` the step the turn is at, ``{step1}`` to ``{step3}`` steps by number,
``{word}`` the step word alone, ``{active}`` / ``{active_de}`` the active player,
``{active_seat}`` his seat number (as in the move notation), ``{money}`` the money word.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Final

import attrs

if TYPE_CHECKING:
    from bohnanza.state import GameState

__all__ = [
    "ENGLISH",
    "FRENCH",
    "Profile",
    "Reason",
    "card_label",
    "elide",
    "profile",
    "render",
    "step_label",
    "variety_name",
]


@attrs.frozen
class Profile:
    """How one rulebook speaks: its language and the words it uses.

    ``names`` and ``plural`` are columns of ``data/varieties.toml`` (singular and plural
    bean names); ``step`` is the step word, or ``"action"`` for 003's ordinals.
    """

    language: str
    names: str
    plural: str
    money: str
    step: str


ENGLISH: Final = Profile("en", "en", "en", "coins", "step")
FRENCH: Final = Profile("fr", "fr", "fr", "Thunes", "phase")

#: The words of each rulebook (see ../shared/rulebooks/README.md on bean names): 000 part 1
#: and 004 say « phase » and « Thunes » with the AMIGO names; 000 part 2 « phase »,
#: « pièces » and the 1997 names; 003 « action » (« la deuxième action ») and « talers »
#: with the German names; Ladybohn (001) « phase », « Thunes » and the German names.
_PROFILES: Final[Mapping[str, Profile]] = {
    "002": ENGLISH,
    "000.1": FRENCH,
    "004": FRENCH,
    "000.2": Profile("fr", "fr1997_one", "fr1997", "pièces", "phase"),
    "003": Profile("fr", "de", "de_plural", "talers", "action"),
    "001": Profile("fr", "de", "de_plural", "Thunes", "phase"),
}

_ORDINALS: Final = ("", "première", "deuxième", "troisième", "quatrième")


def profile(rulebook: str, language: str = "en") -> Profile:
    """The words of ``rulebook``; an unknown one speaks its edition's ``language``."""
    found = _PROFILES.get(rulebook)
    if found is not None:
        return found
    return FRENCH if language == "fr" else ENGLISH


# ---------------------------------------------------------------------------------------
# The templates: message id -> (English, French).  A template is a format string or, for a
# reason of variable shape, a function of the values and the labels.

Template = str | Callable[["_Labels", tuple[int, ...]], str]


def _protection_en(labels: _Labels, values: tuple[int, ...]) -> str:
    field, sizes = values[0], values[1:]
    others = ", ".join(f"field {i + 1} holds {n}" for i, n in enumerate(sizes) if i != field)
    return f"field {field + 1} holds 1 card while {others}"


def _protection_fr(labels: _Labels, values: tuple[int, ...]) -> str:
    field, sizes = values[0], values[1:]
    others = ", ".join(
        f"le champ {i + 1} en contient {n}" for i, n in enumerate(sizes) if i != field
    )
    return f"le champ {field + 1} ne contient qu'une seule carte alors que {others}"


def _owed(labels: _Labels, values: tuple[int, ...]) -> str:
    cards = ", ".join(card_label(labels.state, c, labels.words) for c in values)
    if labels.words.language == "en":
        return f"the baby received ({cards}) must first be planted in its family's field"
    return f"le bébé reçu ({cards}) doit d'abord être planté dans le champ de sa famille"


def _unmet(labels: _Labels, values: tuple[int, ...]) -> str:
    # values: the number of varieties asked, their kinds, then the cards given
    count = values[0]
    keys = labels.state.table.kind_keys
    words = labels.words
    english = words.language == "en"
    asked = ", ".join(
        keys[k] if english else variety_name(keys[k], words.names) for k in values[1 : 1 + count]
    )
    named = ", ".join(card_label(labels.state, c, words) for c in values[1 + count :])
    if english:
        return f"the offer asks for {asked or 'nothing'}; {named or 'nothing'} does not meet it"
    return f"l'offre demande {asked or 'rien'} ; {named or 'rien'} ne correspond pas à la demande"


TEMPLATES: Final[Mapping[str, tuple[Template, Template]]] = {
    # Ladybohn (001): its own rules, and its family field in place of the matching field
    "family-field": (
        "{c0} is of the family of field {f1} of {p2}: misters, misses and babies of one "
        "family go in the same field",
        "{c0} est de la famille du champ {f1} {d2} : misters, miss et bébés d'une famille "
        "vont dans le même champ",
    ),
    "baby-not-his": (
        "{c0} is a baby received by another player than {p1}",
        "{c0} est un bébé reçu par un autre joueur que {p1}",
    ),
    "baby-owed": (_owed, _owed),
    "not-a-baby": (
        "{c0} is not a baby: only a baby planted moves a miss up",
        "{c0} n'est pas un bébé : seul un bébé planté fait avancer une miss",
    ),
    "no-miss-there": (
        "position {f0} of field {f1} of {p2} holds no miss",
        "la position {f0} du champ {f1} {d2} ne porte pas de miss",
    ),
    "miss-steps": (
        "a miss moves up one or two positions, not {n0}",
        "une miss avance d'une ou deux positions, pas de {n0}",
    ),
    "miss-past-top": (
        "the miss in position {f0} cannot move past the top of the field (position {n1} "
        "once the baby is planted)",
        "la miss en position {f0} ne peut pas dépasser le haut du champ (position {n1} une "
        "fois le bébé planté)",
    ),
    "same-field": (
        "field {f0} took the first card of step 1: the second card may not go there",
        "le champ {f0} a reçu la 1ère carte de la {step1} : la 2ème carte ne peut pas y "
        "être plantée",
    ),
    "miss-two": (
        "a miss moves up 2 positions, or 1 only when she is just under the top",
        "une miss avance de 2 positions, ou d'une seule quand elle est juste sous le haut du champ",
    ),
    "miss-phase": (
        "a baby planted in this step moves no miss",
        "un bébé planté pendant cette phase ne fait pas avancer de miss",
    ),
    "trades-over": (
        "the face-up cards are gone: the active player may only donate cards now",
        "les cartes retournées sont parties : le joueur actif ne peut plus que donner des cartes",
    ),
    "supply-gone": (
        "both « 3rd field » cards are bought already: the other players keep 2 fields",
        "les 2 cartes « 3ème champ » ont déjà été achetées : les autres joueurs gardent 2 champs",
    ),
    # planting
    "no-room": (
        "{c0} matches none of {p1}'s fields and none is empty: "
        "harvest a field (or buy a third) first",
        "{c0} ne correspond à aucun champ {d1} et aucun champ n'est vide : "
        "il faut d'abord récolter un champ (ou acheter un 3ème champ)",
    ),
    "other-variety": (
        "field {f0} of {p1} holds {v2}, not {v3}",
        "le champ {f0} {d1} contient des {v2}, pas des {v3}",
    ),
    "matching-field": (
        "{c0} matches field {f1} of {p2}, so it must be planted there",
        "{c0} correspond au champ {f1} {d2} : il doit y être planté",
    ),
    "not-active": (
        "{p0} is not the active player ({active})",
        "{p0} n'est pas le joueur actif (c'est le tour {active_de})",
    ),
    "no-third": (
        "two cards were already planted this step",
        "deux cartes ont déjà été plantées pendant cette {word} ; jamais de troisième",
    ),
    "no-third-after": (
        "two cards were already planted in step 1",
        "deux cartes ont déjà été plantées pendant la {step1} ; jamais de troisième",
    ),
    "empty-hand": ("{p0} has no card in hand", "{p0} n'a aucune carte en main"),
    "front-card": (
        "the front card of {p0}'s hand is {c1}, not {c2}",
        "la première carte de la main {d0} est {c1}, pas {c2}",
    ),
    "not-aside": (
        "{c0} is not among the cards {p1} set aside",
        "{c0} n'est pas parmi les cartes que {p1} a mises de côté",
    ),
    "not-offered": ("{c0} is not offered", "{c0} ne fait pas partie de l'offre"),
    "not-drawn": ("{c0} is not among the drawn cards", "{c0} n'est pas parmi les cartes tirées"),
    "no-planting": ("no planting in {step}", "on ne plante pas pendant la {step}"),
    "end-planting-who": (
        "only the active player ends step 1",
        "seul le joueur actif termine la {step1}",
    ),
    "planting-over": (
        "the planting step is over: the turn is at {step}",
        "la {step1} est finie : le tour en est à la {step}",
    ),
    "plant-first": (
        "the first card of the hand must be planted",
        "la première carte de la main doit être plantée",
    ),
    # the duel
    "no-duel": (
        "only the bean duel has offers and discards",
        "seul le duel de haricots a des offres et des défausses",
    ),
    "discard-after-planting": (
        "a card may be discarded only after planting",
        "on ne défausse une carte qu'après avoir planté",
    ),
    "not-in-hand": ("{c0} is not in {p1}'s hand", "{c0} n'est pas dans la main {d1}"),
    "discard-step": (
        "a card is discarded only in step 2, after planting; now {step}",
        "on ne défausse qu'en {step2}, après avoir planté ; le tour en est à la {step}",
    ),
    "leave-offer": (
        "only the active player leaves an offer, in step 3",
        "seul le joueur actif laisse une offre, pendant la {step3}",
    ),
    "duel-no-trade": (
        "the bean duel has no trading: its steps are 1 to 4",
        "le duel de haricots n'a pas d'échanges : ses phases sont 1 à 4",
    ),
    "duel-no-donation": (
        "the bean duel has no donations: its steps are 1 to 4",
        "le duel de haricots n'a pas de dons : ses phases sont 1 à 4",
    ),
    # harvesting
    "sell-own-turn": (
        "{p0} may sell only on his own turn",
        "{p0} ne peut vendre ses haricots que durant son tour",
    ),
    "empty-field": ("field {f0} of {p1} is empty", "le champ {f0} {d1} est vide"),
    "protection": (_protection_en, _protection_fr),
    # the third field
    "beginners": (
        "in the beginners' variant every player starts with a third field; none is bought",
        "dans la variante des débutants, chacun commence avec un troisième champ ; "
        "on n'en achète pas",
    ),
    "third-from-start": (
        "at {n0} players every player starts with a third field and may not buy one",
        "à {n0} joueurs, chacun commence avec le 3ème champ et ne peut pas en acheter",
    ),
    "has-third": ("{p0} already has a third field", "{p0} a déjà un 3ème champ"),
    "buy-own-turn": (
        "{p0} may buy only on his own turn",
        "{p0} ne peut acheter un 3ème champ que pendant son tour",
    ),
    "third-costs": (
        "{p0} has {n1} {m1}; the third field costs {n2}",
        "{p0} a {n1} {m1} ; le 3ème champ coûte {n2} {m2}",
    ),
    "not-his-field": (
        "{p0} has {n1} fields (1-{n1}); field {f2} is not his",
        "{p0} a {n1} champs (1 à {n1}) ; le champ {f2} n'est pas à lui",
    ),
    # trading and donations
    "coins-variant": (
        "only bean cards are traded; coins only in the experts' variant",
        "on n'échange que des cartes haricots ; des {money} seulement dans la variante des experts",
    ),
    "coins-owned": ("{p0} has {n1} {m1}, not {n2}", "{p0} a {n1} {m1}, pas {n2}"),
    "set-aside": (
        "{c0} is set aside for {p1}'s step 3 and may not be traded again",
        "{c0} est mis de côté par {p1} pour la {step3} et ne peut plus être échangé",
    ),
    "not-face-up-nor-hand": (
        "{c0} is neither face up nor in {p1}'s hand",
        "{c0} n'est ni visible ni dans la main {d1}",
    ),
    "trade-step": (
        "trading happens in step 2, not {step}",
        "les échanges se font pendant la {step2}, pas pendant la {step}",
    ),
    "trade-from-active": (
        "{p0} is not the active player ({active}); write it from the active player's side: "
        "{active_seat} trade {n0} ...",
        "{p0} n'est pas le joueur actif (c'est le tour {active_de}) ; on ne négocie qu'avec "
        "le joueur actif : écrire l'échange de son côté, {active_seat} trade {n0} ...",
    ),
    "trade-self": ("a trade needs another player", "un échange se fait avec un autre joueur"),
    "trade-no-beans": (
        "a trade moves at least one bean card; coins only join a trade of beans",
        "un échange porte sur au moins une carte haricot ; les {money} ne font que s'y ajouter",
    ),
    "donation-step": (
        "donations happen in step 2, not {step}",
        "les dons se font pendant la {step2}, pas pendant la {step}",
    ),
    "donation-self": ("a donation needs another player", "un don se fait à un autre joueur"),
    "donate-to-active": (
        "{p0} may donate only to the active player ({active})",
        "{p0} ne peut donner qu'au joueur actif ({active})",
    ),
    "keep-who": (
        "only the active player keeps face-up cards, in step 2",
        "seul le joueur actif garde les cartes visibles, pendant la {step2}",
    ),
    "not-face-up": ("{c0} is not face up", "{c0} n'est pas une carte visible"),
    "end-trading-who": (
        "only the active player ends step 2",
        "seul le joueur actif termine la {step2}",
    ),
    # the end
    # offers (decision trade.standing-offers)
    "offer-step": (
        "offers are made and answered in step 2, not {step}",
        "les offres se font et se répondent pendant la {step2}, pas pendant la {step}",
    ),
    "offer-self": ("an offer needs another player", "une offre se fait à un autre joueur"),
    "offer-to-active": (
        "{p0} may offer only to the active player ({active})",
        "{p0} ne peut faire d'offre qu'au joueur actif ({active})",
    ),
    "offer-donation-coins": (
        "a donation gives bean cards only; coins join a trade",
        "un don ne porte que sur des cartes haricots ; les {money} s'ajoutent à un échange",
    ),
    "offer-standing": (
        "{p0} already has an offer standing to {p1}; withdraw it first (the referee's "
        "decision trade.standing-offers: the rules do not say how many offers may stand)",
        "{p0} a déjà une offre en cours pour {p1} : il doit d'abord la retirer (décision "
        "trade.standing-offers de l'arbitre : les règles ne disent pas combien d'offres "
        "peuvent être en cours)",
    ),
    "no-offer": ("no offer from {p0} to {p1} stands", "aucune offre {d0} à {p1} n'est en cours"),
    "offer-repeats": (
        "{n2} offers from {p0} to {p1} were already declined or withdrawn in this step; "
        "{p0} may make {p1} no more offers until the step ends (the referee's decision "
        "trade.offer-repeats, so that the step ends)",
        "{n2} offres {d0} à {p1} ont déjà été refusées ou retirées pendant cette {word} : "
        "{p0} ne peut plus lui faire d'offre avant la fin de cette {word} (décision "
        "trade.offer-repeats de l'arbitre, pour que cette {word} finisse)",
    ),
    "offer-unmet": (_unmet, _unmet),
    "game-over": ("the game is over", "la partie est terminée"),
}


# ---------------------------------------------------------------------------------------
# Labels: seats, cards, varieties and steps in a profile's words.


def elide(name: str) -> str:
    """« de » before ``name``: « d'Anne », « de Marc »."""
    return f"d'{name}" if name[:1].casefold() in "aeiouyàâéèêëîïôûüh" and name else f"de {name}"


def step_label(number: int, words: Profile) -> str:
    """A step by its number in the rulebook (« phase 2 », « deuxième action », ``step 2``)."""
    if words.step == "action":
        ordinal = _ORDINALS[number] if 0 < number < len(_ORDINALS) else f"{number}e"
        return f"{ordinal} action"
    return f"{words.step} {number}"


def card_label(state: GameState, card: int, words: Profile) -> str:
    """A card: ``33:wax`` in English, « Harry Cochet (n° 33) » in French."""
    found = state.table.cards[card]
    if words.language == "en":
        return str(found)
    return f"{variety_name(found.variety.key, words.names)} (n° {card})"


def variety_name(key: str, column: str) -> str:
    """The name of variety ``key`` in ``column`` of the variety table (``en`` gives the
    key itself, the referee's English), ``de_plural`` the German plural."""
    from bohnanza.cards import varieties

    if column == "en":
        return key
    variety = varieties()[key]
    if column == "de_plural":
        name = variety.name("de")
        return f"{name}n" if name.endswith("e") else name
    return variety.name(column)


class _Labels(dict[str, str]):
    """The placeholders of one reason, worked out only when a template asks for them."""

    def __init__(self, state: GameState, words: Profile, values: tuple[int, ...]) -> None:
        super().__init__()
        self.state = state
        self.words = words
        self.given = values

    def player(self, seat: int) -> str:
        if self.words.language == "en":
            return f"seat {seat}"
        return self.state.table.names[seat]

    def money(self, count: int) -> str:
        """The money word agreeing with ``count`` (« 1 taler », « 2 talers »)."""
        word = self.words.money
        return word[:-1] if count == 1 and word.endswith("s") else word

    def __missing__(self, key: str) -> str:
        state, words = self.state, self.words
        if key == "money":
            return words.money
        if key == "word":
            return words.step
        if key == "step":
            return step_label(state.step.number, words)
        if key in ("step1", "step2", "step3"):
            return step_label(int(key[-1]), words)
        if key == "active":
            return self.player(state.active)
        if key == "active_de":
            return elide(self.player(state.active))
        if key == "active_seat":
            return str(state.active)
        kind, value = key[0], self.given[int(key[1:])]
        if kind == "p":
            return self.player(value)
        if kind == "d":
            return elide(self.player(value))
        if kind == "c":
            return card_label(state, value, words)
        if kind == "v":
            return variety_name(state.table.cards[value].variety.key, words.plural)
        if kind == "f":
            return str(value + 1)
        if kind == "n":
            return str(value)
        if kind == "m":
            return self.money(value)
        raise KeyError(key)


def render(state: GameState, message: str, values: tuple[int, ...], words: Profile) -> str:
    """The text of ``message`` with ``values``, in ``words``' language."""
    english, french = TEMPLATES[message]
    template = english if words.language == "en" else french
    labels = _Labels(state, words, values)
    if isinstance(template, str):
        return template.format_map(labels)
    return template(labels, values)


class Reason:
    """A refusal's reason, kept as a message id and its values until it is read.

    ``values`` None means ``message`` is the reason's text itself, written in the game's
    language by the rule that refused (it then has no other English form).
    """

    __slots__ = ("message", "state", "values")

    def __init__(self, state: GameState, message: str, values: tuple[int, ...] | None) -> None:
        self.state = state
        self.message = message
        self.values = values

    @property
    def words(self) -> Profile:
        table = self.state.table
        return profile(table.rulebook, table.edition.language)

    @property
    def french(self) -> bool:
        """Whether the game's rulebook is French (the refusal's frame words follow it)."""
        return self.words.language == "fr"

    def text(self, english: bool = False) -> str:
        """The reason in the game's language, or in English."""
        if self.values is None:
            return self.message
        return render(self.state, self.message, self.values, ENGLISH if english else self.words)

    def __reduce__(self) -> tuple[object, ...]:
        return (Reason, (self.state, self.message, self.values))

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return repr(self.text())
