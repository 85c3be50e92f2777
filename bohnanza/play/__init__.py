"""``bohnanza play``: one seat for a person at the terminal, the other seats bots.

The person's seat is a bot of the ``bohnanza.players`` harness that asks the terminal, so
the game asks him at every point where his seat may act: on his turn, in the other
players' step 2 (to make an offer to the active player, or to sell or buy a field), and
when an offer is made to him.  The table is shown at the start of every turn and before
the person trades as the active player; ``board`` shows it at any prompt.  Offers he
cannot meet, and those of players he muted, are declined for him and told in one line.

His decisions are kept as text; ``undo`` drops the last one and plays the game again from
the seed (the bots are seeded: they decide as before).  It is refused once a card was
shown since that decision: the deck's order is fixed by the seed, so undoing then would
let him play again knowing the future.  The seed is shown at the end only.  A saved game
is the settings plus those decisions: data, read with limits (``bohnanza.play.files``).
"""

from __future__ import annotations

import re
import shlex
import sys
from collections.abc import Sequence
from pathlib import PurePath
from typing import TextIO

from rich.console import Console
from rich.markup import escape

from bohnanza.actions import Accept, Action, Decline, Offer, parse_action
from bohnanza.cards import Card
from bohnanza.catalogue import clause
from bohnanza.errors import BohnanzaError, IllegalActionError
from bohnanza.palette import pick_theme
from bohnanza.play.commands import ALIASES, HELP, Reader, command_of, completions, judge, number
from bohnanza.play.settings import Settings
from bohnanza.players import Bot, BotError, _Game, load_bot
from bohnanza.records import record_game
from bohnanza.referee import outcome
from bohnanza.setup import new_game
from bohnanza.state import GameState, Step
from bohnanza.teller import Teller, one, say, visible
from bohnanza.views import PlayerView, view

__all__ = ["HELP", "Settings", "play", "resume", "seat_names"]


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
        self.session.told(before, move, self.state)


class _Session:
    def __init__(
        self,
        settings: Settings,
        decisions: list[str | None],
        inp: TextIO | None,
        out: TextIO,
        auto: Sequence[int] = (),
    ) -> None:
        self.settings = settings
        self.decisions = decisions
        #: Which decisions the game took for the person (offers he could not meet, muted).
        self.auto = [k in set(auto) for k in range(len(decisions))]
        #: The card ids the person had seen when he took each decision (for undo).
        self.known: dict[int, frozenset[int]] = {}
        self.cursor = 0
        self.inp = inp
        self.theme = pick_theme(settings.colours)
        self.console = Console(
            file=out, highlight=False, soft_wrap=True, no_color=self.theme == "none"
        )
        self.last_refusal: BohnanzaError | None = None
        #: Whether the last refusal is of a line read as no move (not a move refused).
        self.last_unread = False
        self.game: _Shown | None = None
        self.muted: set[int] = set(settings.muted)
        # The turn and step of the table last shown, and whether others moved since.
        self.board_turn = -1
        self.board_step: tuple[int, Step] = (-1, Step.OVER)
        self.others_moved = False
        self.fresh_board = True
        self.line_editing = False
        start = new_game(
            settings.edition, seat_names(settings), seed=settings.seed, sheet=settings.sheet or None
        )
        self.start = start
        language = start.table.edition.language
        self.tell = Teller(start.table.names, settings.seat, language, self.theme)
        self.reader = Reader(self.tell.language, language)

    def t(self, key: str, **values: object) -> str:
        return say(self.tell.language, key, **values)

    # -- output ---------------------------------------------------------------------

    def say(self, text: str) -> None:
        self.console.print(text)

    @property
    def replaying(self) -> bool:
        return self.cursor < len(self.decisions)

    def show_board(self, v: PlayerView) -> None:
        self.say(self.tell.board(v, self.console.width))
        self.board_turn = v.turn
        self.board_step = (v.turn, v.step)
        self.others_moved = False
        self.fresh_board = True

    def told(self, before: GameState, move: Action, after: GameState) -> None:
        """Tell a move as the person's seat saw it: from its views before and after the
        move, never from the state (which holds the cards his seat may not see)."""
        if self.replaying:
            return
        me = self.settings.seat
        seen, now = view(before, me), view(after, me)
        if getattr(move, "seat", -1) != me:
            self.others_moved = True
        # An offer to the person is told by the question put to him, or by the line
        # declining it for him.
        if not (isinstance(move, Offer) and move.to == me):
            self.say(f"   {self.tell.seen(seen, move, now)}")
        if now.step is Step.OVER:
            return
        if now.turn != self.board_turn:
            self.show_board(now)
        elif now.step is Step.TRADE and seen.step is not Step.TRADE:
            # The face-up cards are shown before anyone trades for them; the active person
            # sees the whole table before any offer is put to him.
            if now.active == me:
                self.show_board(now)
            elif now.face_up:
                self.say("  " + self.t("face-up", c=self.tell.cards(now.face_up)))

    # -- the game -------------------------------------------------------------------

    def header(self) -> str:
        s = self.settings
        names = self.start.table.names
        others = ", ".join(self.tell.player(k) for k in range(len(names)) if k != s.seat)
        return self.t(
            "header", title=escape(self.start.table.edition.title), n=s.seat + 1, others=others
        )

    def run(self) -> int:
        from bohnanza.play.files import check_paths

        s = self.settings
        check_paths(s)  # a save or record that cannot be written fails before any move
        others = [seat for seat in range(s.players) if seat != s.seat]
        self.say(self.header())
        while True:
            self.cursor = 0
            self.board_turn = -1
            # Fresh bots each time: played again from the seed, they decide as before.
            fresh: list[Bot] = [
                _Human(self)
                if seat == s.seat
                else load_bot(s.bots[others.index(seat) % len(s.bots)])
                for seat in range(s.players)
            ]
            self.game = _Shown(self, self.start, fresh, s.seed)
            if not self.decisions:
                self.show_board(view(self.start, s.seat))
            try:
                self.game.run()
            except _Undo:
                continue
            except _Leave as leave:
                saved = self.save(self.game.moves)
                self.say(leave.message)
                return leave.status if saved else EXIT_OUTPUT
            except BotError:
                # A bot broke down (one that raised or chose a move not listed, a strict
                # outside bot that failed, a game past the move limit): the game is saved,
                # as on quitting, before the command line tells the failure in its one line
                # with status 2.  Every decision of the person is kept, also those a
                # resumed game had not replayed yet.
                self.save(self.game.moves, len(self.decisions))
                raise
            break
        return self.finish(self.game.state, self.game.moves)

    def finish(self, final: GameState, moves: Sequence[Action]) -> int:
        from bohnanza.play.files import remove_save, write_record

        s = self.settings
        result = outcome(final)
        assert result is not None
        self.show_board(view(final, s.seat))
        self.say(self.t("game-over", t=final.turn, s=s.seed))
        for seat, score in enumerate(result.scores):
            won = self.t("winner") if seat in result.winners else ""
            self.say("  " + self.t("colon", a=self.tell.player(seat), b=_coins(self, score) + won))
        self.say(self.t("win") if s.seat in result.winners else self.t("lose"))
        text = record_game(self.start, list(moves), result=result).to_json()
        name = s.record or f"bohnanza-game-{s.seed}.json"
        try:
            path = write_record(name, text)
        except (OSError, BohnanzaError) as exc:
            self.say(self.t("not-recorded", f=escape(name), e=escape(str(exc))))
            return EXIT_OUTPUT
        self.say(self.t("record", f=escape(str(path))))
        remove_save(s)
        return 0

    def save(self, moves: Sequence[Action], upto: int | None = None) -> bool:
        """Save the game: the person's first ``upto`` decisions (those played so far when
        None); whether it was saved."""
        from bohnanza.play.files import save_game

        s = self.settings
        kept = self.decisions[: self.cursor if upto is None else upto]
        try:
            path = save_game(
                s,
                kept,
                [k for k in range(len(kept)) if self.auto[k]],
                record_game(self.start, list(moves)).to_json(),
                sorted(self.muted),
            )
        except (OSError, BohnanzaError) as exc:
            self.say(self.t("not-saved", f=escape(s.save), e=escape(str(exc))))
            return False
        self.say(self.t("saved", f=escape(str(path))))
        return True

    # -- the person's decisions ---------------------------------------------------------

    def decide(self, v: PlayerView, moves: tuple[Action, ...]) -> Action | None:
        self.known[self.cursor] = v.card_ids
        if self.replaying:
            text = self.decisions[self.cursor]
            self.cursor += 1
            return None if text is None else parse_action(text)
        if self.board_turn != v.turn:
            self.show_board(v)  # the first live decision after a replay
        must = v.seat in v.to_move
        answering = bool(moves) and all(isinstance(m, Accept | Decline) for m in moves)
        if answering:
            automatic = self.automatic(v, moves)
            if automatic is not None:
                return automatic
        # The numbered choices: the moves other than offers (offers are typed), and
        # "pass" first when the game does not wait for this seat.
        listed: list[Action | None] = []
        lines: set[str] = set()
        for m in moves:
            if isinstance(m, Offer):
                continue
            # Two moves the person cannot tell apart (two Blues offered in the duel, two
            # misters of one family) are one choice: the first is played.
            line = self.tell.listed(v, m)
            if line not in lines:
                lines.add(line)
                listed.append(m)
        if not must and not answering:
            listed.insert(0, None)
        if must and not answering:
            if self.others_moved or self.board_step != (v.turn, v.step):
                self.show_board(v)
            elif not self.fresh_board:
                self.show_hand(v)
        self.fresh_board = False
        self.prompt_context(v, listed, must, answering)
        while True:
            text = " ".join(self.read(v).split())
            command = command_of(text)
            if not text or command == "pass":
                if must or answering:
                    self.say(self.t("waits"))
                    continue
                return self.decided(None)
            if command == "quit":
                raise _Leave(self.t("quit", t=v.turn), 0)
            if command == "help":
                self.say(escape(HELP[self.tell.language]))
                continue
            if command == "board":
                self.show_board(v)
                self.prompt_context(v, listed, must, answering)
                continue
            if command == "why":
                self.why()
                continue
            if command in ("mute", "unmute"):
                self.mute(text, command == "mute")
                self.prompt_context(v, listed, must, answering)
                continue
            if command == "undo":
                self.undo(v)
                continue
            try:
                move, refusal = judge(self.reader, v, text, moves, listed)
            except BohnanzaError as exc:
                # A line read as no move: 'why' tells it again (no rule refused it).
                self.last_refusal = exc
                self.last_unread = True
                self.say(f"[yellow]{self.tell.reason(str(exc))}[/]")
                continue
            if refusal is not None:
                self.last_refusal = refusal
                self.last_unread = False
                reason = _short(refusal)
                self.say(self.t("refused", r=self.tell.reason(reason)))
                continue
            return self.decided(move)

    def automatic(self, v: PlayerView, moves: tuple[Action, ...]) -> Action | None:
        """Declines an offer the person cannot meet, or one of a muted player, telling it
        in one line; ``None`` when the person is to be asked."""
        decline = next(m for m in moves if isinstance(m, Decline))
        muted = decline.offerer in self.muted
        if not muted and any(isinstance(m, Accept) for m in moves):
            return None
        offer = next((o for o in v.offers if o.seat == decline.offerer and o.to == v.seat), None)
        if offer is not None:
            given, asked = self.offer_words(v, offer)
            key = "muted-offer" if muted else "cannot-meet"
            self.say("   " + self.t(key, p=self.tell.player(offer.seat), g=given, a=asked))
        self.auto.append(True)
        self.decisions.append(str(decline))
        self.cursor += 1
        return decline

    def decided(self, move: Action | None) -> Action | None:
        self.decisions.append(None if move is None else str(move))
        self.auto.append(False)
        self.cursor += 1
        return move

    def mute(self, text: str, on: bool) -> None:
        try:
            seat = number(text.split()[1:], "player", self.tell.language) - 1
        except BohnanzaError as exc:
            self.say(f"[yellow]{escape(str(exc))}[/]")
            return
        if not 0 <= seat < self.settings.players or seat == self.settings.seat:
            self.say(f"[yellow]{self.t('which', w=self.t('w-player'))}[/]")
            return
        (self.muted.add if on else self.muted.discard)(seat)
        self.say(self.t("muted" if on else "unmuted", p=self.tell.player(seat)))

    def undo(self, v: PlayerView) -> None:
        typed = [k for k, d in enumerate(self.decisions) if d is not None and not self.auto[k]]
        if not typed:
            self.say(self.t("nothing-undo"))
            return
        last = typed[-1]
        if not v.card_ids <= self.known.get(last, frozenset()):
            self.say(self.t("no-undo"))
            return
        undone = self.decisions[last]
        del self.decisions[last:]
        del self.auto[last:]
        assert undone is not None and self.game is not None
        move = parse_action(undone)
        fields = list(v.fields)
        table_cards = v.table.cards if v.table is not None else ()
        self.say(self.t("undone", m=self.tell.move(table_cards, fields, move)))
        raise _Undo

    def read(self, v: PlayerView) -> str:
        if self.inp is None:
            raise _Leave("\n" + self.t("no-input", t=v.turn), 0)
        interactive = self.inp is sys.stdin and _isatty(self.inp) and _isatty(self.console.file)
        try:
            if interactive:
                self.editing(v)
                while True:
                    try:
                        line = input("> ")
                    except EOFError:
                        raise _Leave("\n" + self.t("input-ended", t=v.turn), 0) from None
                    if len(line) <= MAX_LINE:
                        return line
                    self.say(f"[yellow]{_TOO_LONG[self.tell.language][0]}[/]")  # ask again
            self.console.print("> ", end="")
            self.console.file.flush()
            # At most one character more than a line may hold: /dev/zero or a pipe that
            # never ends a line cannot fill the memory (finding N5).
            line = self.inp.readline(MAX_LINE + 1)
        except KeyboardInterrupt:
            raise _Leave("\n" + self.t("interrupted", t=v.turn), 130) from None
        except (OSError, ValueError) as exc:
            failed = self.t("input-failed", e=escape(str(exc)[:200]), t=v.turn)
            raise _Leave("\n" + failed, 0) from None
        if not line:
            raise _Leave("\n" + self.t("input-ended", t=v.turn), 0)
        if len(line.rstrip("\n")) > MAX_LINE:
            # The rest of such a line cannot be read to its end safely: save and stop.
            too_long = _TOO_LONG[self.tell.language]
            raise _Leave("\n" + too_long[0] + too_long[1].format(t=v.turn), 2)
        if not _isatty(self.inp):
            self.say(escape(_printable(line.rstrip("\n"))))  # echo scripted input: a transcript
        return line

    def editing(self, v: PlayerView) -> None:
        """Line editing, history and Tab completion of commands and beans (readline)."""
        try:
            import readline
        except ImportError:  # pragma: no cover - Python without readline (Windows)
            return
        commands = sorted(w for w, c in ALIASES.items() if len(w) > 2 or w == c)
        beans = self.reader.bean_names(v)
        matches: list[str] = []

        def complete(text: str, state: int) -> str | None:
            if state == 0:
                line = readline.get_line_buffer()[: readline.get_endidx()]
                matches[:] = completions(line, readline.get_begidx(), commands, beans)
            return matches[state] if state < len(matches) else None

        readline.set_completer_delims(" \t\n,")
        readline.set_completer(complete)
        if not self.line_editing:
            readline.parse_and_bind("tab: complete")
            self.line_editing = True

    def why(self) -> None:
        refusal = self.last_refusal
        if refusal is None:
            self.say(self.t("no-refusal"))
        elif isinstance(refusal, IllegalActionError):
            found = clause(refusal.rule)
            quote = "" if found is None else self.t("why-quote", q=found.quote, s=found.section)
            reason = self.tell.reason(refusal.reason)
            self.say(self.t("why-rule", k=refusal.rule, r=reason, q=escape(quote)))
        elif self.last_unread:
            self.say(self.t("why-input", r=self.tell.reason(str(refusal))))
        else:
            self.say(self.t("malformed", r=self.tell.reason(str(refusal))))

    def offer_words(self, v: PlayerView, offer: Offer) -> tuple[str, str]:
        cards = {c.id: c for c in _cards(v)}
        given = self.tell.cards([cards[i] for i in offer.gives if i in cards], self.t("nothing"))
        table_cards = v.table.cards if v.table is not None else ()
        asked = ", ".join(self.tell.bean(k, table_cards) for k in offer.asks)
        return given, asked or self.t("nothing")

    def prompt_context(
        self, v: PlayerView, listed: Sequence[Action | None], must: bool, answering: bool
    ) -> None:
        tell = self.tell
        if answering:
            first = listed[0]
            assert isinstance(first, Accept | Decline)
            offer = next(o for o in v.offers if o.seat == first.offerer and o.to == v.seat)
            given, asked = self.offer_words(v, offer)
            self.say(self.t("offered-you", p=tell.player(offer.seat), g=given, a=asked))
            self.show_hand(v)
            self.numbered(v, listed)
            return
        if not must:
            self.say(self.t("trading", p=tell.player(v.active), c=tell.cards(v.face_up)))
            self.show_hand(v)
            if len(listed) > 1:
                self.numbered(v, listed)
            return
        hints = {Step.PLANT: "h-plant", Step.TRADE: "h-trade", Step.PLANT_RECEIVED: "h-received"}
        hint = "h-any" if v.table is not None and v.table.rules.duel else hints.get(v.step, "h-any")
        if hint == "h-plant" and v.planted:
            hint = "h-plant-more"  # the optional second card (and more, in the 1997 game)
        if v.owed and any(c in v.owed for c in v.set_aside[v.seat]):
            hint = "h-baby"  # Ladybohn: a baby received for a field of its family comes first
        self.say(self.t("your-move", h=self.t(hint)))
        self.numbered(v, listed)

    def show_hand(self, v: PlayerView) -> None:
        """The person's hand, front card first, wrapped at the terminal's width."""
        lead = "  " + self.t("your-hand", c="")
        if not v.hand:
            self.say(lead + self.t("empty"))
            return
        for line in self.tell.wrapped(lead, len(lead), v.hand, self.console.width):
            self.say(line)

    def numbered(self, v: PlayerView, listed: Sequence[Action | None]) -> None:
        for k, move in enumerate(listed, start=1):
            self.say(f"  {k:>2}  {self.tell.listed(v, move)}")


#: The longest line ``play`` reads, in characters: a move or a command is far shorter.
MAX_LINE = 10_000
#: What a longer line gets, in each language: the refusal, then (a script's line) the end.
_TOO_LONG = {
    "en": (
        f"a line of more than {MAX_LINE:,} characters is not read",
        ": the game is left at turn {t}",
    ),
    "fr": (
        f"une ligne de plus de {MAX_LINE:,} caractères n'est pas lue".replace(",", "\u202f"),
        " : partie laissée au tour {t}",
    ),
}
#: The status of a game whose save file or record could not be written (as the command
#: line's EXIT_OUTPUT).
EXIT_OUTPUT = 74


def _coins(session: _Session, count: int) -> str:
    return session.t("coin" if one(session.tell.language, count) else "coins", n=count)


def _cards(v: PlayerView) -> list[Card]:
    return visible(v)


def _isatty(stream: object) -> bool:
    try:
        return bool(stream.isatty())  # type: ignore[attr-defined]
    except (AttributeError, ValueError, OSError):
        return False


def seat_names(s: Settings) -> list[str]:
    """The players' names: "You" ("Vous" in French) and each bot's spec (a Roman numeral
    after a spec that two bots share, "level 2" for ``planner-2``: no digit beside the
    player's number)."""
    from bohnanza.editions import edition

    french = edition(s.edition).language == "fr"
    others = [seat for seat in range(s.players) if seat != s.seat]
    names = []
    for seat in range(s.players):
        if seat == s.seat:
            names.append("Vous" if french else "You")
            continue
        spec = _short_name(s.bots[others.index(seat) % len(s.bots)])
        spec = spec[:1].upper() + spec[1:]
        level = re.fullmatch(r"(.+)-(\d+)", spec)
        if level:  # "planner-2": no number beside the player's own
            spec = f"{level.group(1)} {'niveau' if french else 'level'} {level.group(2)}"
        name, again = spec, 1
        while name in names:
            again += 1
            name = f"{spec} {_ROMAN[again] if again < len(_ROMAN) else again}"
        names.append(name)
    return names


_ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII")

#: Endings of the scripts an interpreter runs: ``cmd:python3 bots/mine.py`` is "Mine".
_SCRIPTS = (".py", ".js", ".mjs", ".rb", ".pl", ".lua", ".sh", ".jar", ".php", ".R", ".jl")


def _short_name(spec: str) -> str:
    """A bot's name for the table, 20 characters at most: a built-in's name, the attribute
    of ``module:attr``, and for ``cmd:COMMAND`` the script it runs (``cmd:python3 b/mine.py``
    is "mine") or its program's file name (``cmd:/opt/bots/greedy --fast`` is "greedy"),
    never the folders of a path."""
    text = spec.strip()
    if text.startswith("cmd:"):
        try:
            words = shlex.split(text[4:])
        except ValueError:  # an unclosed quote: CommandBot refuses it when it starts
            words = text[4:].split()
        if "-m" in words[:-1]:  # python -m package.bot: the module's last part
            return words[words.index("-m") + 1].rpartition(".")[2][:20] or "cmd"
        scripts = [w for w in words if w.endswith(_SCRIPTS)]
        program = scripts[0] if scripts else words[0] if words else "cmd"
        path = PurePath(program.replace("\\", "/"))
        return (path.stem if scripts else path.name)[:20] or "cmd"
    return text.rpartition(":")[2][:20]


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


def _short(refusal: BohnanzaError) -> str:
    if isinstance(refusal, IllegalActionError):
        return f"{refusal.reason} [{refusal.rule}]"
    return str(refusal)


def play(settings: Settings, inp: TextIO | None, out: TextIO) -> int:
    """Play a new game at the terminal; returns the exit status."""
    return _Session(settings, [], inp, out).run()


def resume(
    path: str,
    inp: TextIO | None,
    out: TextIO,
    save: str | None = None,
    bots: Sequence[str] = (),
    sheet: str | None = None,
    colours: str = "auto",
) -> int:
    """Go on with a game saved by ``play`` (its file).  The file is data: its bots must be
    shipped ones or named in ``bots`` (the command line's ``--bots``), and a sheet it names
    is opened only if ``sheet`` (``--sheet``) names it too."""
    from bohnanza.play.files import load_save

    settings, decisions, auto = load_save(path, save, tuple(bots), sheet, colours)
    return _Session(settings, decisions, inp, out, auto).run()
