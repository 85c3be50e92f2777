"""What the person types in ``bohnanza play``: the commands, in English or French, read
into moves; the help text; the completion of commands and bean names (readline)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Discard,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Withdraw,
    parse_action,
)
from bohnanza.cards import Card, varieties
from bohnanza.digits import natural
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.referee import check
from bohnanza.teller import Teller, kind_word, say
from bohnanza.views import PlayerView

__all__ = ["ALIASES", "HELP", "Reader", "command_of", "judge"]

HELP = {
    "en": """\
Players and fields are numbered from 1. A bean is named by its name, a word of it or its
start ('stink', 'sti'); a text that could name two beans is refused with their names.
Ladybohn: BEAN mister|miss|baby names one kind, when you hold several of a family.
  NUMBER                 the move of that number in the list shown
  plant [BEAN] FIELD     plant (step 1: your front card; step 3: a card you received)
  harvest FIELD          sell a field (also 'sell FIELD'), at any time the rules allow
  buy                    buy your third field
  keep BEAN              keep a face-up card (step 2)
  discard BEAN           discard a card (the bean duel)
  offer PLAYER give [N] BEAN[, ...] ask [N] BEAN[, ...]
                         e.g. 'offer 2 give soy ask chili', 'offer 1 give 2 wax ask nothing'
  accept | decline       answer the offer made to you
  withdraw PLAYER        withdraw your offer to that player
  end                    end the step (no second card, no more trading)
  pass | (empty line)    do nothing now, when the game does not wait for you
  board                  show the table (any time)
  mute PLAYER            decline that player's offers without asking (unmute PLAYER)
  undo                   take back your last decision, while no card was shown since
  why                    the rule behind the last refusal, quoted
  help | quit            this help | save and leave (resume with --resume FILE)
Offers you cannot meet are declined for you and shown as a line. Tab completes commands
and bean names; Up and Down recall what you typed. A move's compact text form works too
(e.g. '0 harvest 1': seats and fields from 0 there).""",
    "fr": """\
Joueurs et champs sont numérotés à partir de 1. Un haricot se nomme par son nom, un mot
de son nom ou son début (« cochon », « coli ») ; un texte qui peut désigner deux haricots
est refusé, avec leurs noms. Ladybohn : HARICOT mister|miss|bébé nomme une sorte, quand
vous en avez plusieurs d'une famille.
  NUMÉRO                 le coup de ce numéro dans la liste
  planter [HARICOT] CHAMP planter (phase 1 : votre première carte ; phase 3 : une carte reçue)
  vendre CHAMP           vendre un champ (aussi « récolter CHAMP »), quand les règles le permettent
  acheter                acheter votre troisième champ
  garder HARICOT         garder une carte retournée (phase 2)
  défausser HARICOT      défausser une carte (le duel)
  offre JOUEUR donne [N] HARICOT[, ...] demande [N] HARICOT[, ...]
                         ex. « offre 2 donne cochon demande colique »,
                         « offre 1 donne 2 copain demande rien »
  accepter | refuser     répondre à l'offre qui vous est faite
  retirer JOUEUR         retirer votre offre à ce joueur
  fin                    finir la phase (pas de deuxième carte, plus d'échanges)
  passer | (ligne vide)  ne rien faire, quand la partie ne vous attend pas
  table                  montrer la table (à tout moment)
  muet JOUEUR            refuser ses offres sans vous demander (écouter JOUEUR : l'inverse)
  annuler                reprendre votre dernière décision, tant qu'aucune carte n'a été montrée
  pourquoi               la règle du dernier refus, citée
  aide | quitter         cette aide | sauvegarder et partir (reprendre avec --resume FICHIER)
Les offres que vous ne pouvez pas satisfaire sont refusées pour vous et montrées en une
ligne. Tab complète commandes et haricots ; Haut et Bas rappellent ce que vous avez tapé.
Les commandes anglaises marchent aussi (« help » les liste).""",
}

#: Every command word, English and French, to its English form.
ALIASES: dict[str, str] = {
    **{
        w: w
        for w in (
            "plant",
            "harvest",
            "buy",
            "keep",
            "discard",
            "offer",
            "accept",
            "decline",
            "withdraw",
            "end",
            "pass",
            "board",
            "mute",
            "unmute",
            "undo",
            "why",
            "help",
            "quit",
        )
    },
    "sell": "harvest",
    "done": "end",
    "next": "end",
    "exit": "quit",
    "q": "quit",
    "?": "help",
    "planter": "plant",
    "vendre": "harvest",
    "récolter": "harvest",
    "recolter": "harvest",
    "acheter": "buy",
    "garder": "keep",
    "défausser": "discard",
    "defausser": "discard",
    "offre": "offer",
    "offrir": "offer",
    "proposer": "offer",
    "accepter": "accept",
    "refuser": "decline",
    "retirer": "withdraw",
    "fin": "end",
    "finir": "end",
    "passer": "pass",
    "table": "board",
    "muet": "mute",
    "écouter": "unmute",
    "ecouter": "unmute",
    "annuler": "undo",
    "pourquoi": "why",
    "aide": "help",
    "quitter": "quit",
}
_GIVE = ("give", "donne", "donner")
_ASK = ("ask", "demande", "demander")
_NOTHING = ("", "nothing", "-", "rien")
#: A Ladybohn card's kind as typed, in either language (accents dropped).
_KINDS = {
    "mister": "mister",
    "misters": "mister",
    "miss": "miss",
    "misses": "miss",
    "baby": "baby",
    "babies": "baby",
    "bebe": "baby",
    "bebes": "baby",
}


def _plain(text: str) -> str:
    """``text`` as names are compared: case folded, accents and hyphens dropped, spaces
    single."""
    folded = unicodedata.normalize("NFKD", text.casefold().replace("-", " "))
    return " ".join("".join(c for c in folded if not unicodedata.combining(c)).split())


def command_of(text: str) -> str:
    """The English command a typed line starts with ("" if none)."""
    words = text.split()
    return ALIASES.get(words[0].casefold(), "") if words else ""


def number(words: Sequence[str], what: str, language: str) -> int:
    """The first word as a number from 1 (ASCII digits only)."""
    value = natural(words[0], 3) if words else None
    if value is None:
        raise InvalidActionError(say(language, "which", w=say(language, f"w-{what}")))
    return value


class Reader:
    """Reads the person's typed commands into moves, for one game."""

    def __init__(self, language: str, names_language: str) -> None:
        self.language = language
        self.names_language = names_language

    def t(self, key: str, **values: object) -> str:
        return say(self.language, key, **values)

    def name(self, key: str) -> str:
        """The name of the bean ``key`` in the edition's language."""
        variety = varieties().get(key)
        return key if variety is None else variety.name(self.names_language)

    def bean_names(self, v: PlayerView) -> list[str]:
        """The names of the game's varieties in the edition's language (for completion):
        those in play only (a variety the player count leaves out of the deck is none)."""
        cards = v.table.cards if v.table is not None else ()
        in_play = set(v.varieties)
        found: dict[str, str] = {}
        for card in cards:
            if not in_play or card.variety.key in in_play:
                found.setdefault(card.variety.key, card.variety.name(self.names_language))
        return list(found.values())

    def bean(self, v: PlayerView, text: str) -> str:
        """The key of the bean ``text`` names, among the game's: by a full name in any
        language of the data or its key (a plural too), else by a word of a name
        (``cochon``, ``soja`` ...), else by the start of a name or of one of its words;
        accents and case do not count.  Never a guess: a text that could name two beans is
        refused with their names.

        Raises:
            InvalidActionError: no bean of this game is named so, or more than one.
        """
        wanted = _plain(text)
        for suffix in (" beans", " bean"):
            wanted = wanted.removesuffix(suffix)
        cards = v.table.cards if v.table is not None else ()
        varieties = {c.variety.key: c.variety for c in cards}
        keys = [key for key in (v.varieties or tuple(varieties)) if key in varieties]
        if wanted:
            tiers: list[set[str]] = [set(), set(), set()]
            for key in keys:
                names = {_plain(key), *(_plain(name) for _, name in varieties[key].names)}
                words = {w for name in names for w in name.split()}
                if wanted in names or wanted in {f"{name}s" for name in names}:
                    tiers[0].add(key)
                if wanted in words or wanted in {f"{w}s" for w in words}:
                    tiers[1].add(key)
                if any(n.startswith(wanted) for n in names) or any(
                    w.startswith(wanted) for w in words
                ):
                    tiers[2].add(key)
            for found in tiers:
                if len(found) == 1:
                    return found.pop()
                if found:
                    named = sorted(varieties[key].name(self.names_language) for key in found)
                    raise InvalidActionError(
                        self.t(
                            "ambiguous-bean",
                            w=repr(text[:30]),
                            c=self.t("or").join([", ".join(named[:-1]), named[-1]]),
                        )
                    )
        raise InvalidActionError(self.t("no-bean", w=repr(text[:30])))

    def bean_kind(self, v: PlayerView, text: str) -> tuple[str, str]:
        """The bean ``text`` names and, in a deck of kinds (Ladybohn), the kind it says
        (``"cauchemar bébé"``, ``"baby nightmare"``, ``"Harry Cauchemar (bébé)"``), ``""``
        when it says none."""
        words = _plain(text.replace("(", " ").replace(")", " ")).split()
        kind = ""
        cards = v.table.cards if v.table is not None else ()
        if len(words) > 1 and any(c.kind for c in cards):
            if words[-1] in _KINDS:
                kind = _KINDS[words.pop()]
            elif words[0] in _KINDS:
                kind = _KINDS[words.pop(0)]
        return self.bean(v, " ".join(words)), kind

    def one_kind(self, text: str, cards: Sequence[Card]) -> None:
        """Refuse ``text`` when ``cards``, the cards it could mean, are of several kinds:
        the person says which (never a guess between a mister and a baby)."""
        kinds = sorted({c.kind for c in cards if c.kind})
        if len(kinds) > 1:
            name = cards[0].variety.name(self.names_language)
            shown = [f"{name} ({kind_word(k, self.language)})" for k in kinds]
            example = f"{text.strip()} {kind_word(kinds[-1], self.language)}"
            raise InvalidActionError(
                self.t(
                    "which-kind",
                    w=repr(text.strip()[:30]),
                    c=self.t("or").join([", ".join(shown[:-1]), shown[-1]]),
                    e=example,
                )
            )

    def beans(self, v: PlayerView, text: str, kinds: bool = False) -> list[tuple[str, str, str]]:
        """The beans ``text`` lists (``2 cochon, soja``), each as (key, kind, the words
        typed); a kind is read only where ``kinds`` allows it (the cards one gives, not
        those one asks)."""
        if text.strip().casefold() in _NOTHING:
            return []
        found: list[tuple[str, str, str]] = []
        for part in text.split(","):
            words = part.split()
            count = 1
            if words and words[0][:1].isdigit():
                value = natural(words[0], 2)
                if value is None or value == 0:
                    raise InvalidActionError(self.t("no-count", w=repr(words[0][:12])))
                count, words = value, words[1:]
            key, kind = self.bean_kind(v, " ".join(words))
            if kind and not kinds:
                raise InvalidActionError(self.t("ask-kind"))
            found += [(key, kind, " ".join(words))] * count
        return found

    def field(self, v: PlayerView, words: Sequence[str]) -> int:
        """The field ``words`` start with, numbered from 1, as an index: one of the seat's."""
        field = number(words, "field", self.language)
        count = len(v.field_ids[v.seat])
        if field < 1:
            raise InvalidActionError(self.t("which", w=self.t("w-field")))
        if field > count:
            raise InvalidActionError(self.t("no-field", n=field, k=count))
        return field - 1

    def player(self, v: PlayerView, words: Sequence[str]) -> int:
        """The player ``words`` start with, numbered from 1, as a seat of the game."""
        player = number(words, "player", self.language)
        if player < 1:
            raise InvalidActionError(self.t("which", w=self.t("w-player")))
        if player > len(v.names):
            raise InvalidActionError(self.t("no-player", n=player, k=len(v.names)))
        return player - 1

    def offer(self, v: PlayerView, rest: list[str]) -> Offer:
        to = self.player(v, rest[:1])
        words = [w.casefold() for w in rest[1:]]
        give = next((k for k, w in enumerate(words) if w in _GIVE), None)
        ask = next((k for k, w in enumerate(words) if w in _ASK), None)
        if give is None or ask is None or ask < give:
            raise InvalidActionError(self.t("offer-form"))
        given_text = " ".join(rest[1:][give + 1 : ask])
        asked_text = " ".join(rest[1:][ask + 1 :])
        pool = list(v.hand)
        if v.seat == v.active:
            pool = [*v.face_up, *pool]
        gives: list[int] = []
        for key, kind, typed in self.beans(v, given_text, kinds=True):
            fits = [
                c
                for c in pool
                if c.variety.key == key and (not kind or c.kind == kind) and c.id not in gives
            ]
            if not fits:
                raise InvalidActionError(self.t("none-to-give", c=self.name(key)))
            self.one_kind(typed, fits)
            gives.append(fits[0].id)
        asked = tuple(key for key, _, _ in self.beans(v, asked_text))
        return Offer(v.seat, to, tuple(gives), asked)

    def understand(self, v: PlayerView, text: str, choices: Sequence[Action | None]) -> Action:
        """The move a typed line means, for the seat of ``v``; ``choices`` are the numbered
        moves (``None`` for "pass").

        Raises:
            InvalidActionError: the line means no move (the message says why; it names
                nothing the seat cannot see).
        """
        words = text.split()
        seat = v.seat
        listed = [m for m in choices if m is not None]
        chosen = natural(text.strip())
        if chosen is not None:
            move = choices[chosen - 1] if 1 <= chosen <= len(choices) else None
            if move is None:  # "pass" is answered by the caller (judge)
                raise InvalidActionError(self.t("no-number", n=chosen, k=len(choices)))
            return move
        if not words:
            raise InvalidActionError(self.t("unknown", w="''"))
        if words[0][:1].isdigit():
            move = parse_action(text)
            if getattr(move, "seat", None) != seat:
                raise InvalidActionError(self.t("not-yours", n=seat + 1, m=move))
            return move
        command = command_of(text)
        rest = words[1:]
        if command == "harvest":
            return Harvest(seat, self.field(v, rest))
        if command == "buy":
            return BuyField(seat)
        if command == "end":
            for move in listed:
                if isinstance(move, EndPlanting | EndTrading | LeaveOffer):
                    return move
            raise InvalidActionError(self.t("no-step"))
        if command == "keep":
            key, kind = self.bean_kind(v, " ".join(rest))
            fits = [c for c in v.face_up if c.variety.key == key and kind in ("", c.kind)]
            if not fits:
                raise InvalidActionError(self.t("no-keep", c=self.name(key)))
            self.one_kind(" ".join(rest), fits)
            return Keep(seat, fits[0].id)
        if command in ("plant", "discard"):
            return self.plant_or_discard(v, command, rest, listed)
        if command in ("accept", "decline"):
            for move in listed:
                if isinstance(move, Accept if command == "accept" else Decline):
                    return move
            raise InvalidActionError(self.t("no-offer"))
        if command == "withdraw":
            return Withdraw(seat, self.player(v, rest))
        if command == "offer":
            return self.offer(v, rest)
        raise InvalidActionError(self.t("unknown", w=repr(words[0][:20])))

    def plant_or_discard(
        self, v: PlayerView, command: str, rest: list[str], listed: Sequence[Action]
    ) -> Action:
        cards = {c.id: c for c in (*v.hand, *v.set_aside[v.seat], *v.face_up, *v.offer)}
        if command == "discard":
            key = self.bean(v, " ".join(rest))
            for move in listed:
                if isinstance(move, Discard) and cards[move.card].variety.key == key:
                    return move
            # Not listed now: the referee says which rule refuses it.
            mine = next((c for c in (*v.offer, *v.hand) if c.variety.key == key), None)
            if mine is None:
                raise InvalidActionError(self.t("no-discard"))
            return Discard(v.seat, mine.id)
        field = self.field(v, rest[-1:])
        plants = [m for m in listed if isinstance(m, Plant) and m.field == field]
        named = " ".join(rest[:-1])
        key, kind = self.bean_kind(v, named) if len(rest) > 1 else ("", "")
        if key:
            plants = [
                m
                for m in plants
                if m.card in cards
                and cards[m.card].variety.key == key
                and kind in ("", cards[m.card].kind)
            ]
        if plants:
            self.one_kind(
                named or self.name(cards[plants[0].card].variety.key),
                [cards[m.card] for m in plants],
            )
            if len({(cards[m.card].kind, m.miss, m.steps) for m in plants}) > 1:
                bean = cards[plants[0].card].variety.key
                raise InvalidActionError(self.t("which-planting", c=self.name(bean), f=field + 1))
            return plants[0]
        # Not a move the game lists now: the card meant, for the referee to say which rule
        # refuses it (the front card, a card to plant, or the named bean's first card).
        own = [*v.hand[:1], *v.set_aside[v.seat], *v.hand[1:], *v.face_up, *v.offer]
        card = next(
            (c for c in own if not key or (c.variety.key == key and kind in ("", c.kind))), None
        )
        if card is None:
            raise InvalidActionError(self.t("no-plant", f=field + 1))
        return Plant(v.seat, card.id, field)


def judge(
    reader: Reader,
    v: PlayerView,
    text: str,
    moves: Sequence[Action],
    listed: Sequence[Action | None],
) -> tuple[Action | None, IllegalActionError | InvalidActionError | None]:
    """What a typed line decides at the prompt (a line that is none of the prompt's own
    commands: ``help``, ``board``, ``undo``...): ``moves`` are the seat's moves, ``listed``
    the numbered ones (``None`` for "pass").

    Returns ``(move, None)`` for a move to play (``None`` for "pass" chosen by number), or
    ``(move, refusal)`` for a move the referee refuses judging from the view, or that is
    not one of the seat's moves now.  Whatever the line, nothing else: a move of another
    seat, or one the rules do not allow, is never returned without its refusal.

    Raises:
        InvalidActionError: the line means no move (a number not listed, a word not known).
    """
    chosen = natural(text)
    if chosen is not None or (text.isdigit() and text[:1] != "0"):
        if chosen is None or not 1 <= chosen <= len(listed):
            raise InvalidActionError(reader.t("no-number", n=text[:12], k=len(listed)))
        if listed[chosen - 1] is None:
            return None, None
    move = reader.understand(v, text, listed)
    refusal = check(v, move)
    if refusal is None and not isinstance(move, Offer | Accept) and move not in moves:
        # The move in the menu's words (fields from 1), not in the notation's.
        words = Teller(v.names, v.seat, reader.language, "none").listed(v, move)
        refusal = InvalidActionError(reader.t("not-now", m=words))
    # Asked to answer an offer, the seat answers it: the harness would take a counter-offer,
    # or an acceptance of another offer, for a refusal of this one.
    first = moves[0] if moves else None
    if (
        refusal is None
        and isinstance(first, Accept | Decline)
        and all(isinstance(m, Accept | Decline) for m in moves)
        and not (isinstance(move, Accept | Decline) and move.offerer == first.offerer)
    ):
        refusal = InvalidActionError(reader.t("answer-first", p=first.offerer + 1))
    return move, refusal


def completions(line: str, begin: int, commands: Sequence[str], beans: Sequence[str]) -> list[str]:
    """What Tab may put in place of ``line[begin:]``: a command at the start of the line,
    else a bean name (names of several words completed from any of their words).

    >>> completions("of", 0, ["offer", "accept"], [])
    ['offer']
    >>> completions("offer 2 give harry co", 19, ["offer"], ["Harry Cochon", "Harry Colt"])
    ['Cochon', 'Colt']
    """
    head = line[:begin]
    word = line[begin:].casefold()
    if not head.strip():
        return [c for c in commands if c.startswith(word)]
    found: list[str] = []
    typed = head.casefold()
    for name in beans:
        parts = name.split(" ")
        for k in range(len(parts)):
            before = " ".join(parts[:k]).casefold()
            # the words of the name before this one are the last words typed
            if k and not typed.rstrip().endswith(before):
                continue
            if k and not typed.endswith(" "):
                continue
            if parts[k].casefold().startswith(word):
                rest = " ".join(parts[k:])
                if rest not in found:
                    found.append(rest)
                break
    return found
