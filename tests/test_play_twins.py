"""What ``bohnanza play`` shows a person is drawn from his seat's views only: twin games.

A whole game is played through ``play`` (the person's input scripted, the other seats
bots) in every preset.  Its twin is the same game dealt with two cards swapped that the
person's seat never sees in the whole game (cards that stay in other hands or the deck, or
that are only offered from a hand, which shows a Ladybohn card by family): in Ladybohn two
cards of one family and different kinds, one of them offered from a hand between two
other seats; elsewhere two cards of different varieties.  The other seats play in the twin
the same moves with the two cards swapped (a legal game: neither card is ever planted,
kept, traded, discarded or shown), and the person types the same lines.  Every view of his
seat is then the same in both games, so every text his terminal shows (tables, prompts,
the narration of every move, refusals, ``why``, the end) must be the same: the complete
screen is compared.  A narration drawn from the state names the offered card's kind, and
the Ladybohn twins fail on it (checked by planting that bug).
"""

from __future__ import annotations

import io
import itertools
import random
import warnings
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TextIO, cast

import pytest

import bohnanza
import bohnanza.play as play_module
from bohnanza import Action, GameState, Offer, PlayerView, from_dict, to_dict, view
from bohnanza.play import Settings, play, seat_names
from bohnanza.players import Bot, BotError, load_bot
from bohnanza.teller import Teller

#: (edition, players, the person's seat, the bots' specs)
PRESETS = [
    ("rio-grande-2000", 2, 0, ("planner",)),
    ("rio-grande-2000", 3, 1, ("greedy", "random")),
    ("rio-grande-2000", 4, 2, ("planner", "greedy", "random")),
    ("rio-grande-2000", 5, 0, ("random", "greedy")),
    ("rio-grande-2000", 6, 3, ("greedy",)),
    ("rio-grande-2000", 7, 6, ("random",)),
    ("amigo-fr", 2, 1, ("greedy",)),
    ("amigo-fr", 4, 0, ("planner", "random")),
    ("original-1997-fr", 3, 0, ("greedy", "random")),
    ("original-1997-fr", 5, 2, ("random",)),
    ("original-1997-fr-003", 4, 1, ("planner", "random")),
    ("ladybohn", 3, 0, ("offering", "random")),
    ("ladybohn", 4, 2, ("offering", "random", "offering")),
    ("ladybohn", 5, 4, ("offering", "random")),
]

#: What the person types, over and over: moves by number, passes, and lines that are
#: refused or answered without a move (each of them a text drawn from his view).
SCRIPT = [
    "1",
    "why",
    "1",
    "board",
    "",
    "1",
    "harvest 9",
    "why",
    "1",
    "offer 1 give 1 ask nothing",
    "1",
    "plant 9",
    "1",
    "keep soy",
    "1",
]


class _Typed:
    """The person at a keyboard that is not a terminal, typing ``SCRIPT`` again and again."""

    def __init__(self) -> None:
        self.lines = itertools.cycle(SCRIPT)

    def readline(self, size: int = -1) -> str:
        return next(self.lines) + "\n"

    def isatty(self) -> bool:
        return False


def offering(view: PlayerView, moves: Sequence[Action], rng: random.Random) -> Action | None:
    """A bot that, when it may, offers cards from its hand (half the time), else plays at
    random: it makes the offers between two seats that a Ladybohn table shows by family."""
    hand = set(view.hand_ids)
    offers = [m for m in moves if isinstance(m, Offer) and m.gives and set(m.gives) <= hand]
    if offers and rng.random() < 0.5:
        return offers[rng.randrange(len(offers))]
    return moves[rng.randrange(len(moves))] if moves else None


class _Recorder:
    """A bot that plays as ``bot`` and keeps what it chose."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.chosen: list[Action | None] = []

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        move = self.bot(view, moves, rng)
        self.chosen.append(move)
        return move


class _Replayer:
    """A bot that plays a recorded bot's choices again, each mapped by ``swap``."""

    def __init__(self, chosen: list[Action | None], swap: Callable[[Action], Action]) -> None:
        self.chosen = iter(chosen)

        self.swap = swap

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        move = next(self.chosen)
        return None if move is None else self.swap(move)


def _swapper(x: int, y: int) -> Callable[[Action], Action]:
    """``move`` with the card ids ``x`` and ``y`` exchanged."""

    def one(card: object) -> object:
        return y if card == x else x if card == y else card

    def swap(move: Action) -> Action:
        names = type(move).__match_args__
        values = dict(zip(names, move.values(), strict=True))
        for name in ("card", "cards", "gives", "takes"):
            if name in values:
                value = values[name]
                values[name] = tuple(map(one, value)) if isinstance(value, tuple) else one(value)
        return type(move)(**values)  # type: ignore[arg-type]

    return swap


def _dealt(settings: Settings) -> GameState:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return bohnanza.new_game(settings.edition, seat_names(settings), seed=settings.seed)


def _swapped(start: GameState, x: int, y: int) -> GameState:
    """``start`` with the cards ``x`` and ``y`` in each other's places."""
    data = to_dict(start)
    places: dict[int, tuple[list[dict[str, object]], int]] = {}

    def walk(value: object) -> None:
        if isinstance(value, list):
            for k, item in enumerate(value):
                if isinstance(item, dict) and item.get("id") in (x, y) and "variety" in item:
                    places[int(str(item["id"]))] = (value, k)
                else:
                    walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)

    walk(data)
    (lx, kx), (ly, ky) = places[x], places[y]
    lx[kx], ly[ky] = ly[ky], lx[kx]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return from_dict(data)


class _NoRecord:
    def to_json(self) -> str:
        return "{}"


class _Apart(BaseException):
    """The twin's seat saw something the first game's did not: stop there."""


class _Game:
    """One game through ``play``: its screen, the person's views and the moves; for each
    move, where the screen was when it was told.  ``along`` (the first game's views) stops
    the game at the first view that differs from it."""

    def __init__(
        self,
        monkeypatch: pytest.MonkeyPatch,
        settings: Settings,
        start: GameState,
        bots: Iterator[Bot],
        along: Sequence[PlayerView] | None = None,
    ) -> None:
        self.views: list[PlayerView] = [view(start, settings.seat)]
        self.moves: list[Action] = []
        #: The length of the screen when each move was about to be told.
        self.marks: list[int] = []
        #: The length of the screen when a bot was last asked for a move.
        self.asked = 0
        told = play_module._Session.told
        game = self
        screen = io.StringIO()

        def watched(self: object, before: GameState, move: Action, after: GameState) -> None:
            game.marks.append(len(screen.getvalue()))
            seen = view(after, settings.seat)
            game.views.append(seen)
            game.moves.append(move)
            if along is not None and along[: len(game.views)] != game.views:
                raise _Apart
            told(self, before, move, after)  # type: ignore[arg-type]

        def asking(bot: Bot) -> Bot:
            def ask(view: PlayerView, moves: Sequence[Action], rng: random.Random) -> Action | None:
                game.asked = len(screen.getvalue())
                return bot(view, moves, rng)

            return ask

        with monkeypatch.context() as patch:
            patch.setattr(play_module, "new_game", lambda *args, **kw: start)
            patch.setattr(play_module, "load_bot", lambda spec: asking(next(bots)))
            patch.setattr(play_module._Session, "told", watched)
            # A twin's deal is no deal new_game makes: no record is kept of either game.
            patch.setattr(play_module, "record_game", lambda *args, **kw: _NoRecord())
            #: Why the game stopped before its end: "apart" (a view differs), "bot" (a
            #: replayed move is not legal), "" (it did not).
            self.stopped = ""
            status = None
            try:
                status = play(settings, cast("TextIO", _Typed()), screen)
            except _Apart:
                self.stopped = "apart"
            except BotError:
                if along is None:
                    raise
                self.stopped = "bot"
        for name in (settings.save, settings.record):
            Path(name).unlink(missing_ok=True)
        self.screen = screen.getvalue()
        self.whole = status is not None
        if self.whole:
            assert status == 0, self.screen[-2000:]
            assert "Game over" in self.screen or "Partie finie" in self.screen

    def first_shown(self) -> dict[int, int]:
        """For each card id the seat was shown, the index of the first view showing it."""
        found: dict[int, int] = {}
        for k, seen in enumerate(self.views):
            for card in seen.card_ids:
                found.setdefault(card, k)
        return found


def _pair(game: _Game, start: GameState, me: int) -> tuple[int, int, int]:
    """Two cards of the game that differ in what seat ``me`` may not see, hidden to it
    for as long as can be: how many moves.  In a deck of kinds (Ladybohn), two cards of
    one family and different kinds, one of them offered from a hand between two other
    seats while both are hidden (the narration's test)."""
    cards = start.table.cards
    playing = set(game.views[0].varieties)
    shown = game.first_shown()
    never = len(game.views)
    hidden = [c for c in cards if c.variety.key in playing and shown.get(c.id, never) > 0]
    offered: dict[int, int] = {}
    for k, move in enumerate(game.moves):
        if isinstance(move, Offer) and me not in (move.seat, move.to):
            for card in move.gives:
                offered.setdefault(card, k)
    kinds = bool(cards[0].kind)
    best: tuple[int, int, int] | None = None
    for first in hidden:
        for other in hidden:
            if kinds:
                if first.variety.key != other.variety.key or first.kind == other.kind:
                    continue
            elif first.variety.key == other.variety.key:
                continue
            # The twins are the same to the seat until the move that shows one of them.
            window = min(shown.get(first.id, never), shown.get(other.id, never)) - 1
            if kinds and offered.get(first.id, never) >= window:
                continue
            if best is None or window > best[2]:
                best = (first.id, other.id, window)
    assert best is not None, "no two cards stay hidden to the seat"
    return best


def _bots(specs: Sequence[str]) -> Callable[[str], Bot]:
    def make(spec: str) -> Bot:
        return offering if spec == "offering" else load_bot(spec)

    return make


@pytest.mark.parametrize(("edition", "players", "seat", "specs"), PRESETS)
def test_twin_games_the_seat_cannot_tell_apart_show_the_same_screen(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    edition: str,
    players: int,
    seat: int,
    specs: tuple[str, ...],
) -> None:
    settings = Settings(
        edition,
        players,
        7,
        seat,
        specs,
        str(tmp_path / "save.json"),
        str(tmp_path / "game.json"),
        colours="none",
    )
    others = [s for s in range(players) if s != seat]
    make = _bots(specs)
    start = _dealt(settings)
    recorders = [_Recorder(make(specs[k % len(specs)])) for k in range(len(others))]
    first = _Game(monkeypatch, settings, start, iter(recorders))
    assert first.whole

    x, y, window = _pair(first, start, seat)
    twin_start = _swapped(start, x, y)
    assert to_dict(twin_start) != to_dict(start)
    assert view(twin_start, seat) == view(start, seat)
    swap = _swapper(x, y)
    replayers = [_Replayer(r.chosen, swap) for r in recorders]
    twin = _Game(monkeypatch, settings, twin_start, iter(replayers), along=first.views)

    # The games are the same to the seat until one of the two cards is shown (if ever):
    # so is the screen, until that move is told (or until the twin's bot, which replays
    # the first game's moves, is asked for one it cannot play: its card is then about to
    # be shown, and what ``play`` shows of that breakdown, the game saved, is the twin's).
    assert twin.views == first.views[: len(twin.views)] or twin.stopped == "apart"
    assert len(twin.moves) >= min(window, len(first.moves)) > 3 * players
    cut = len(twin.screen)
    if twin.stopped == "apart":
        cut = twin.marks[-1]
    elif twin.stopped == "bot":
        cut = twin.asked
    assert cut > 2000
    assert twin.screen[:cut] == first.screen[:cut]
    if twin.stopped == "":
        assert twin.screen == first.screen


def test_an_offer_between_two_other_seats_is_told_by_family_only() -> None:
    """Twin states that differ only in the kind of a hand card offered between two other
    seats: the seat's views are the same, and so is the line telling the offer."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = bohnanza.new_game("ladybohn", 4, seed=2)
    state = bohnanza.apply(game, bohnanza.legal_actions(game)[0])
    state = bohnanza.apply(state, bohnanza.EndPlanting(state.active))
    giver = state.active
    to, me = (giver + 1) % 4, (giver + 3) % 4
    card = state.players[giver].hand[0]
    twin_card = next(c for c in state.deck if c.variety == card.variety and c.kind != card.kind)
    twin = _swapped(state, card.id, twin_card.id)

    told = []
    for s, given in ((state, card), (twin, twin_card)):
        offer = Offer(giver, to, (given.id,), ())
        assert bohnanza.check(s, offer) is None
        after = bohnanza.apply(s, offer)
        tell = Teller(s.table.names, me, "fr", "none")
        told.append((view(s, me), view(after, me), tell.seen(view(s, me), offer, view(after, me))))
    assert told[0][:2] == told[1][:2]
    assert told[0][2] == told[1][2]
    assert card.variety.name("fr") in told[0][2] and "(" not in told[0][2]
