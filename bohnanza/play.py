"""``bohnanza play``: one seat for a person at the terminal, the other seats bots.

The person's seat is a bot of the ``bohnanza.players`` harness that asks the terminal, so
the game asks him at every point where his seat may act: on his turn, in the other
players' step 2 (to make an offer to the active player, or to sell or buy a field), and
when an offer is made to him.  His decisions are kept as text; ``undo`` drops the last one
and plays the game again from the seed (the bots are seeded: they decide as before), and a
saved game is the settings plus those decisions.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

import attrs
from rich.console import Console
from rich.markup import escape

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
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
from bohnanza.catalogue import clause
from bohnanza.errors import BohnanzaError, IllegalActionError, InvalidActionError
from bohnanza.narrate import board, describe, names, variety_name
from bohnanza.players import Bot, _Game, load_bot
from bohnanza.records import record_game
from bohnanza.referee import check, outcome
from bohnanza.setup import new_game
from bohnanza.state import GameState, Step
from bohnanza.views import PlayerView

__all__ = ["HELP", "Settings", "play", "resume"]

SAVE_FORMAT = "bohnanza-play/1"

HELP = """\
Players and fields are numbered from 1; beans are named by their name or their key.
  NUMBER                 the move of that number in the list shown
  plant [BEAN] FIELD     plant (step 1: your front card; step 3: a card you received)
  harvest FIELD          sell a field (also 'sell FIELD'), at any time the rules allow
  buy                    buy your third field
  keep BEAN              keep a face-up card (step 2)
  offer PLAYER give [N] BEAN[, ...] ask [N] BEAN[, ...]
                         e.g. 'offer 2 give soy ask chili', 'offer 1 give 2 wax ask nothing'
  accept | decline       answer the offer made to you
  withdraw PLAYER        withdraw your offer to that player
  end                    end the step (no second card, no more trading)
  pass | (empty line)    do nothing now, when the game does not wait for you
  board                  show the table again
  undo                   take back your last decision
  why                    the rule behind the last refusal, quoted
  help | quit            this help | save and leave (resume with --resume FILE)
A move's compact text form works too (e.g. '0 harvest 1', fields from 0 there)."""


@attrs.frozen
class Settings:
    """What a game of ``play`` is: the deal, the person's seat and the bots' specs."""

    edition: str
    players: int
    seed: int
    seat: int
    bots: tuple[str, ...]
    save: str = "bohnanza-save.json"
    record: str = ""
    #: Ladybohn: the beanometer sheet's path ("" for the shipped one).
    sheet: str = ""


# Both leave the harness as they are: it wraps a bot's own errors (Exception) in BotError.
class _Undo(BaseException):
    """The person asked to take back his last decision."""


class _Leave(BaseException):
    """The person quit, or the input ended: save and stop."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class _Shown(_Game):
    """The harness, telling each move as it is played (once past the replayed part)."""

    def __init__(self, session: _Session, state: GameState, bots: Sequence[Bot], seed: int):
        super().__init__(state, bots, seed, 20_000)
        self.session = session

    def play(self, move: Action) -> None:
        before = self.state
        super().play(move)
        self.session.told(before, move)


class _Session:
    def __init__(
        self, settings: Settings, decisions: list[str | None], inp: TextIO | None, out: TextIO
    ) -> None:
        self.settings = settings
        self.decisions = decisions
        self.cursor = 0
        self.inp = inp
        self.console = Console(file=out, highlight=False, soft_wrap=True)
        self.language = ""
        self.last_refusal: BohnanzaError | None = None
        self.game: _Shown | None = None

    # -- output ---------------------------------------------------------------------

    def say(self, text: str) -> None:
        self.console.print(text)

    @property
    def replaying(self) -> bool:
        return self.cursor < len(self.decisions)

    def told(self, before: GameState, move: Action) -> None:
        if not self.replaying:
            self.say(f"   {describe(before, move, self.language)}")

    # -- the game -------------------------------------------------------------------

    def run(self) -> int:
        s = self.settings
        others = [seat for seat in range(s.players) if seat != s.seat]
        start = new_game(s.edition, seat_names(s), seed=s.seed, sheet=s.sheet or None)
        self.language = start.table.edition.language
        while True:
            self.cursor = 0
            # Fresh bots each time: played again from the seed, they decide as before.
            fresh: list[Bot] = [
                _Human(self)
                if seat == s.seat
                else load_bot(s.bots[others.index(seat) % len(s.bots)])
                for seat in range(s.players)
            ]
            self.game = _Shown(self, start, fresh, s.seed)
            try:
                self.game.run()
            except _Undo:
                continue
            except _Leave as leave:
                self.save(start, self.game.moves)
                self.say(leave.message)
                return leave.status
            break
        final = self.game.state
        result = outcome(final)
        assert result is not None
        self.say(board(final, self.language, s.seat))
        self.say(f"Game over after {final.turn} turns.")
        for seat, score in enumerate(result.scores):
            won = " (winner)" if seat in result.winners else ""
            name = escape(final.table.names[seat])
            self.say(f"  {seat + 1} {name}: {score} coin{'' if score == 1 else 's'}{won}")
        self.say("You win!" if s.seat in result.winners else "You lose.")
        path = Path(s.record or f"bohnanza-game-{s.seed}.json")
        path.write_text(record_game(start, self.game.moves, result=result).to_json(), "utf-8")
        self.say(f"record written to {escape(str(path))} (check it with: bohnanza verify)")
        return 0

    def save(self, start: GameState, moves: Sequence[Action]) -> None:
        s = self.settings
        data = {
            "format": SAVE_FORMAT,
            "edition": s.edition,
            "sheet": s.sheet,
            "players": s.players,
            "seed": s.seed,
            "seat": s.seat,
            "bots": list(s.bots),
            "decisions": self.decisions[: self.cursor],
            "record": json.loads(record_game(start, list(moves)).to_json()),
        }
        try:
            Path(s.save).write_text(json.dumps(data, indent=1), "utf-8")
        except OSError as exc:
            self.say(f"could not save to {escape(s.save)}: {escape(str(exc))}")
            return
        self.say(
            f"game saved to {escape(s.save)}; go on with: bohnanza play --resume {escape(s.save)}"
        )

    # -- the person's decisions ---------------------------------------------------------

    def decide(self, v: PlayerView, moves: tuple[Action, ...]) -> Action | None:
        if self.replaying:
            text = self.decisions[self.cursor]
            self.cursor += 1
            return None if text is None else parse_action(text)
        must = v.seat in v.to_move
        answering = bool(moves) and all(isinstance(m, Accept | Decline) for m in moves)
        # The numbered choices: the moves other than offers (offers are typed), and
        # "pass" first when the game does not wait for this seat.
        listed: list[Action | None] = [m for m in moves if not isinstance(m, Offer)]
        if not must and not answering:
            listed.insert(0, None)
        self.prompt_context(v, listed, must, answering)
        while True:
            line = self.read(v)
            text = " ".join(line.split())
            if not text or text.casefold() == "pass":
                if must or answering:
                    self.say("the game waits for you: choose a move ('help' lists them)")
                    continue
                return self.decided(None)
            word = text.split()[0].casefold()
            if word in ("quit", "exit", "q"):
                raise _Leave(f"you quit at turn {v.turn}; the game is left at turn {v.turn}", 0)
            if word in ("help", "?"):
                self.say(escape(HELP))
                continue
            if word == "board":
                self.prompt_context(v, listed, must, answering)
                continue
            if word == "why":
                self.why()
                continue
            if word == "undo":
                if not any(d is not None for d in self.decisions):
                    self.say("nothing to undo yet")
                    continue
                while self.decisions and self.decisions[-1] is None:
                    self.decisions.pop()
                undone = self.decisions.pop()
                self.say(f"undone: {escape(str(undone))}")
                raise _Undo
            if text.isascii() and text.isdigit():
                number = int(text[:9])
                if not 1 <= number <= len(listed):
                    self.say(f"no move numbered {text[:12]}: choose 1-{len(listed)}")
                    continue
                if listed[number - 1] is None:
                    return self.decided(None)
            try:
                move = self.understand(v, text, listed, moves)
            except BohnanzaError as exc:
                self.say(f"[yellow]{escape(str(exc))}[/]")
                continue
            refusal = check(v, move)
            if refusal is None and not isinstance(move, Offer | Accept) and move not in moves:
                refusal = InvalidActionError(f"{move} is not one of your moves now")
            if refusal is not None:
                self.last_refusal = refusal
                self.say(f"[red]refused:[/] {escape(_short(refusal))} (type 'why' for the rule)")
                continue
            return self.decided(move)

    def decided(self, move: Action | None) -> Action | None:
        self.decisions.append(None if move is None else str(move))
        self.cursor += 1
        return move

    def read(self, v: PlayerView) -> str:
        self.console.print("> ", end="")
        self.console.file.flush()
        if self.inp is None:
            raise _Leave(f"\nno input: the game is left at turn {v.turn}", 0)
        try:
            line = self.inp.readline()
        except KeyboardInterrupt:
            raise _Leave(f"\ninterrupted: the game is left at turn {v.turn}", 130) from None
        except (OSError, ValueError) as exc:
            raise _Leave(f"\ninput failed ({exc}): the game is left at turn {v.turn}", 0) from None
        if not line:
            raise _Leave(f"\ninput ended: the game is left at turn {v.turn}", 0)
        if not self.inp.isatty():
            self.say(escape(_printable(line.rstrip("\n"))))  # echo scripted input: a transcript
        return line

    def why(self) -> None:
        refusal = self.last_refusal
        if refusal is None:
            self.say("no move of yours was refused yet")
        elif isinstance(refusal, IllegalActionError):
            found = clause(refusal.rule)
            quote = f' -- "{found.quote}" ({found.section})' if found is not None else ""
            self.say(escape(f"rule {refusal.rule}: {refusal.reason}{quote}"))
        else:
            self.say(escape(f"{refusal} (the move itself is not well formed)"))

    def prompt_context(
        self, v: PlayerView, listed: Sequence[Action | None], must: bool, answering: bool
    ) -> None:
        lang = self.language
        you = v.names[v.seat]
        if answering:
            first = listed[0]
            assert isinstance(first, Accept | Decline)
            offer = next(o for o in v.offers if o.seat == first.offerer and o.to == v.seat)
            cards = {c.id: c for c in (*v.face_up, *v.offered, *v.hand)}
            given = names([cards[i] for i in offer.gives if i in cards], lang, "nothing")
            table_cards = v.table.cards if v.table is not None else ()
            asked = ", ".join(variety_name(k, table_cards, lang) for k in offer.asks)
            can = any(isinstance(m, Accept) for m in listed)
            self.say(
                f"{offer.seat + 1} {escape(v.names[offer.seat])} offers you {given} for "
                f"{escape(asked) or 'nothing'}: "
                + ("accept or decline?" if can else "you cannot meet it: decline")
            )
            self.numbered(v, listed)
            return
        if not must:
            self.say(
                f"{v.active + 1} {escape(v.names[v.active])} is trading (face up: "
                f"{names(v.face_up, lang)}). {escape(you)}: offer, harvest, buy, or Enter to pass"
            )
            if len(listed) > 1:
                self.numbered(v, listed)
            return
        self.say(board(v, lang))
        step = v.step
        hints = {
            Step.PLANT: "plant your front card",
            Step.TRADE: "keep, offer or give away the face-up cards, then 'end'",
            Step.PLANT_RECEIVED: "plant the cards you received",
        }
        hint = hints.get(step, "choose a move")
        if v.owed and any(c in v.owed for c in v.set_aside[v.seat]):
            # Ladybohn: a baby received for a field of its family is planted at once.
            hint = "plant the baby you received: nothing else is played before it"
        self.say(f"[bold]Your move[/] ({hint}):")
        self.numbered(v, listed)

    def numbered(self, v: PlayerView, listed: Sequence[Action | None]) -> None:
        for number, move in enumerate(listed, start=1):
            words = "pass" if move is None else _words(v, move, self.language)
            self.say(f"  {number:>2}  {words}")

    def understand(
        self, v: PlayerView, text: str, choices: Sequence[Action | None], moves: Sequence[Action]
    ) -> Action:
        words = text.split()
        word = words[0].casefold()
        seat = v.seat
        listed = [m for m in choices if m is not None]
        if text.isascii() and text.isdigit():
            chosen = choices[int(text[:9]) - 1]
            assert chosen is not None  # "pass" is answered by the caller
            return chosen
        if word[0].isdigit():
            move = parse_action(text)
            if getattr(move, "seat", None) != seat:
                raise InvalidActionError(f"you play seat {seat}: {move} is another seat's")
            return move
        rest = words[1:]
        if word in ("harvest", "sell"):
            return Harvest(seat, _number(rest, "field") - 1)
        if word == "buy":
            return BuyField(seat)
        if word in ("end", "done", "next"):
            for move in listed:
                if isinstance(move, EndPlanting | EndTrading | LeaveOffer):
                    return move
            raise InvalidActionError("there is no step to end now")
        if word == "keep":
            key = self.bean(v, " ".join(rest))
            for card in v.face_up:
                if card.variety.key == key:
                    return Keep(seat, card.id)
            raise InvalidActionError(f"no face-up {key} to keep")
        if word == "plant":
            field = _number(rest[-1:], "field") - 1
            plants = [m for m in listed if isinstance(m, Plant) and m.field == field]
            if len(rest) > 1:
                key = self.bean(v, " ".join(rest[:-1]))
                cards = {c.id: c for c in (*v.hand, *v.set_aside[seat], *v.face_up)}
                plants = [m for m in plants if cards[m.card].variety.key == key]
            if not plants:
                raise InvalidActionError(f"you cannot plant that in field {field + 1} now")
            return plants[0]
        if word in ("accept", "decline"):
            for move in listed:
                if isinstance(move, Accept if word == "accept" else Decline):
                    return move
            raise InvalidActionError(f"there is no offer to {word} now")
        if word == "withdraw":
            return Withdraw(seat, _number(rest, "player") - 1)
        if word == "offer":
            return self.offer(v, rest)
        raise InvalidActionError(f"unknown command {words[0][:20]!r}; type 'help'")

    def bean(self, v: PlayerView, text: str) -> str:
        wanted = text.casefold().strip()
        keys = v.varieties or ()
        cards = v.table.cards if v.table is not None else ()
        for key in keys:
            name = variety_name(key, cards, self.language).casefold()
            english = variety_name(key, cards, "en").casefold()
            forms = {key, name, english, f"{name}s", f"{english}s", f"{key}s"}
            if (
                wanted in forms
                or f"{wanted} bean" in forms
                or wanted.removesuffix(" beans") in forms
            ):
                return key
        raise InvalidActionError(f"no bean named {text[:30]!r} in this game")

    def beans(self, v: PlayerView, text: str) -> list[str]:
        if text.strip().casefold() in ("", "nothing", "-", "rien"):
            return []
        found: list[str] = []
        for part in text.split(","):
            words = part.split()
            count = 1
            if words and words[0].isdigit():
                count, words = int(words[0][:3]), words[1:]
            found += [self.bean(v, " ".join(words))] * count
        return found

    def offer(self, v: PlayerView, rest: list[str]) -> Offer:
        to = _number(rest[:1], "player") - 1
        text = " ".join(rest[1:])
        low = f" {text.casefold()} "
        if " give " not in f" {low}" or " ask " not in low:
            raise InvalidActionError("write: offer PLAYER give BEANS ask BEANS (or 'ask nothing')")
        given_text = low.split(" ask ", maxsplit=1)[0].split(" give ", 1)[1]
        asked_text = low.split(" ask ", 1)[1]
        pool = list(v.hand)
        if v.seat == v.active:
            pool = [*v.face_up, *pool]
        gives: list[int] = []
        for key in self.beans(v, given_text):
            card = next((c for c in pool if c.variety.key == key and c.id not in gives), None)
            if card is None:
                raise InvalidActionError(f"you have no {key} to give")
            gives.append(card.id)
        return Offer(v.seat, to, tuple(gives), tuple(self.beans(v, asked_text)))


def seat_names(s: Settings) -> list[str]:
    """The players' names: "You" and each bot's spec (numbered if it plays twice)."""
    others = [seat for seat in range(s.players) if seat != s.seat]
    names = []
    for seat in range(s.players):
        if seat == s.seat:
            names.append("You")
            continue
        spec = s.bots[others.index(seat) % len(s.bots)].rpartition(":")[2][:20]
        names.append(spec if spec not in names else f"{spec} {seat + 1}")
    return names


class _Human:
    """The person's seat, as a bot of the harness."""

    name = "you"

    def __init__(self, session: _Session) -> None:
        self.session = session

    def __call__(self, view: PlayerView, moves: Sequence[Action], rng: object) -> Action | None:
        return self.session.decide(view, tuple(moves))


def _printable(text: str) -> str:
    """``text`` with control characters (an escape sequence typed or piped in) written
    as escapes, so that echoing it cannot drive the terminal."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text[:200])


def _number(words: Sequence[str], what: str) -> int:
    if not words or not words[0].isascii() or not words[0].isdigit() or len(words[0]) > 3:
        raise InvalidActionError(f"say which {what}, by its number from 1")
    return int(words[0])


def _short(refusal: BohnanzaError) -> str:
    if isinstance(refusal, IllegalActionError):
        return f"{refusal.reason} [{refusal.rule}]"
    return str(refusal)


def _words(v: PlayerView, move: Action, language: str) -> str:
    """A listed move, told for its player."""
    cards = {c.id: c for c in (*v.hand, *v.set_aside[v.seat], *v.face_up, *v.offered)}
    match move:
        case Plant():
            return f"plant {names([cards[move.card]], language)} in field {move.field + 1}"
        case Harvest():
            field = v.fields[v.seat][move.field]
            pays = field[0].beanometer.payout(len(field)) if field else 0
            return f"sell field {move.field + 1} for {pays} coin{'' if pays == 1 else 's'}"
        case BuyField():
            return "buy a third field"
        case Keep():
            return f"keep the face-up {names([cards[move.card]], language)}"
        case EndPlanting():
            return "end step 1 (no second card)"
        case EndTrading():
            return "end the trading"
        case LeaveOffer():
            return "leave the drawn cards as an offer"
        case Accept():
            return f"accept, giving {names([cards[i] for i in move.cards], language, 'nothing')}"
        case Decline():
            return "decline"
        case Withdraw():
            return f"withdraw your offer to player {move.to + 1}"
    return escape(str(move))


def play(settings: Settings, inp: TextIO | None, out: TextIO) -> int:
    """Play a new game at the terminal; returns the exit status."""
    return _Session(settings, [], inp, out).run()


def resume(path: str, inp: TextIO | None, out: TextIO, save: str | None = None) -> int:
    """Go on with a game saved by ``play`` (its file)."""
    try:
        data = json.loads(Path(path).read_text("utf-8"))
        if data.get("format") != SAVE_FORMAT:
            raise ValueError(f"not a {SAVE_FORMAT} file")
        settings = Settings(
            str(data["edition"]),
            int(data["players"]),
            int(data["seed"]),
            int(data["seat"]),
            tuple(str(b) for b in data["bots"]),
            save or path,
            sheet=str(data.get("sheet", "")),
        )
        decisions = [None if d is None else str(d) for d in data["decisions"]]
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise InvalidActionError(f"cannot resume from {path}: {exc}") from None
    return _Session(settings, decisions, inp, out).run()
