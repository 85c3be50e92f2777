"""What a person types at ``bohnanza play``'s prompt, fuzzed (issue 30 item 7; review t3
finding F7).

Positions are drawn from random games of several editions and player counts (the bean duel,
Ladybohn, the 1997 and Amigo editions in French, Rio Grande at 3 to 5), with offers standing
and offers put to the seat; the seat is any seat the game would ask.  Lines are drawn from
any text (``st.text()``) and from a grammar of the prompt's own words: its commands in
English and French, the edition's bean names in both languages and their keys, numbers
(Unicode digits such as ``²`` and ``٣``, negatives, 5,000 digits), the compact text of the
seat's moves and of other seats' moves.  Asserted for each line, through ``judge`` (what the
prompt makes of a line):

- the answer is a move of that seat that is listed or that the referee allows from the
  view (``check`` agrees from the state), or the move with its refusal, or the reader's own
  ``InvalidActionError``, and never any other exception;
- the view and the state are unchanged;
- a refusal shows nothing hidden from the seat: the twin position (the other hands and
  the deck dealt again) gives the same message for the same line.

And through the real ``play`` entry point (in-process: input and output are streams): random
lines never crash the game nor end it unsaved: the input ends or the person quits and the
game is saved, and the save resumes to the same decisions; or, random lines followed by a
hasty player, the game ends with a record that verifies.  Seeded and bounded by the
Hypothesis profile (tests/conftest.py); a few seconds under the ``ci`` profile.
"""

from __future__ import annotations

import io
import json
import random
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bohnanza
from bohnanza import Accept, Action, Decline, GameState, Offer, Player, view
from bohnanza.bots import random_move
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.listing import seat_actions
from bohnanza.play import Settings, play, resume
from bohnanza.play.commands import ALIASES, Reader, command_of, completions, judge
from bohnanza.play.files import load_save
from bohnanza.rules.trading import meeting_cards
from bohnanza.views import PlayerView

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

CONFIGS = [
    ("rio-grande-2000", 2),  # the bean duel
    ("rio-grande-2000", 3),
    ("rio-grande-2000", 4),
    ("rio-grande-2000", 5),
    ("amigo-fr", 4),
    ("original-1997-fr", 4),
    ("ladybohn", 3),
]

# ---------------------------------------------------------------------------------------
# Positions: random games, with offers made and put to seats.


def _offer(state: GameState, rng: random.Random) -> Action | None:
    """A random offer some seat may make now, if any."""
    seats = list(range(len(state.players)))
    rng.shuffle(seats)
    for seat in seats:
        offers = [m for m in seat_actions(state, seat) if isinstance(m, Offer)]
        if offers:
            return rng.choice(offers)
    return None


#: A prompt: the state, the seat asked, and the offer it answers (None: not answering).
Prompt = tuple[GameState, int, Offer | None]


@cache
def _asked(name: str, players: int) -> tuple[Prompt, ...]:
    """The prompts of random games: every seat the game would ask, and each offer put to
    its addressee (as the harness puts it, the moment it is made)."""
    found: list[Prompt] = []
    for seed in range(3):
        rng = random.Random(seed)
        state = bohnanza.new_game(name, players, seed=seed)
        for step in range(400):
            if state.is_over:
                break
            offer = _offer(state, rng) if rng.random() < 0.15 else None
            if isinstance(offer, Offer):
                found.append((bohnanza.apply(state, offer), offer.to, offer))
            state = bohnanza.apply(state, offer or random_move(state, rng, 0.2))
            if step % 7 == 0 or state.offers:
                found += [(state, k, None) for k in range(players) if seat_actions(state, k)]
    return tuple(found)


def _prompt(
    state: GameState, seat: int, offer: Offer | None
) -> tuple[PlayerView, tuple[Action, ...], list[Action | None]]:
    """The seat's view, its moves and the numbered choices, as ``play`` builds them."""
    v = view(state, seat)
    if offer is not None:  # as the harness asks the addressee (bohnanza.players)
        cards = meeting_cards(state, seat, offer.asks)
        accept = None if cards is None else Accept(seat, offer.seat, cards)
        if accept is not None and bohnanza.check(state, accept) is not None:
            accept = None
        decline = Decline(seat, offer.seat)
        moves: tuple[Action, ...] = (decline,) if accept is None else (accept, decline)
        return v, moves, list(moves)
    moves = tuple(seat_actions(state, seat))
    listed: list[Action | None] = [m for m in moves if not isinstance(m, Offer)]
    if seat not in state.to_move:
        listed.insert(0, None)
    return v, moves, listed


def _twin(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with what ``seat`` cannot see dealt again: the other seats' hands (their
    sizes kept) and the deck, shuffled together; cards given in standing offers (shown)
    stay."""
    shown = {c for o in state.offers for c in o.gives}
    stack, drawn = state.pile[0], state.pile[1]
    hands = [c for k, p in enumerate(state.players) if k != seat for c in p.hand_ids]
    hidden = [c for c in hands if c not in shown] + list(stack[drawn:])
    again = hidden[:]
    rng.shuffle(again)
    swap = dict(zip(hidden, again, strict=True))

    def moved(ids: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(swap.get(c, c) for c in ids)

    players = tuple(
        p if k == seat else Player(p.info, moved(p.hand_ids), p.field_ids, p.coin_ids, p.aside_ids)
        for k, p in enumerate(state.players)
    )
    pile = (stack[:drawn] + moved(stack[drawn:]), *state.pile[1:])
    return GameState(
        state.table, players, state.active, state.step_id, state.planted, state.discard_ids,
        state.face_up_ids, pile, state.rest, state.first_kind, state.offers,
    )  # fmt: skip


# ---------------------------------------------------------------------------------------
# Lines: any text, and the prompt's own words.

_NUMBERS = [
    "0", "1", "2", "3", "4", "5", "9", "10", "01", "-1", "+2", "1.5", "1e3", "²", "٣", "\uff11",
    "99999999999999999999", "9" * 5_000, "-" + "9" * 40,
]  # fmt: skip
_WORDS = [
    *ALIASES,
    *(w.upper() for w in ("plant", "offer", "give", "ask")),
    "give", "donne", "donner", "ask", "demande", "demander", "nothing", "rien", "-",
    ",", "bean", "beans", "field", "player", "[red]", "[/]", "\\", "\x1b[2J", "\t",
]  # fmt: skip


def _names(state: GameState) -> list[str]:
    """The edition's bean names in both languages, their keys and plurals."""
    names: set[str] = set()
    for card in state.table.cards:
        for language in ("en", "fr"):
            name = card.variety.name(language)
            names |= {name, f"{name}s", f"{name} beans", name.upper()}
        names |= {card.variety.key, f"{card.variety.key}s"}
    return sorted(names)


def _lines(state: GameState, seat: int) -> st.SearchStrategy[str]:
    moves = list(seat_actions(state, seat))[:40]
    others = [m for k in range(len(state.players)) if k != seat for m in seat_actions(state, k)]
    texts = [str(m) for m in moves + others[:20]]
    word = st.sampled_from(_WORDS + _NUMBERS + _names(state)) | st.sampled_from(texts or ["1"])
    grammar = st.lists(word, min_size=1, max_size=8).map(" ".join)
    offers = st.builds(
        lambda to, give, ask: f"offer {to} give {give} ask {ask}",
        st.sampled_from(_NUMBERS),
        st.lists(st.sampled_from(_names(state) + _NUMBERS[:6]), max_size=4).map(" ".join),
        st.lists(st.sampled_from(_names(state) + [","]), max_size=4).map(" ".join),
    )
    edited = st.sampled_from(texts or ["0 harvest 0"]).flatmap(
        lambda t: st.sampled_from(_NUMBERS).map(
            lambda n: " ".join(n if w.isdigit() else w for w in t.split())
        )
    )
    numbers = st.sampled_from(_NUMBERS) | st.integers(-3, 300).map(str)
    return numbers | grammar | offers | edited | st.text(max_size=40)


# ---------------------------------------------------------------------------------------
# The properties.


def _verdict(
    reader: Reader, state: GameState, seat: int, offer: Offer | None, text: str
) -> tuple[str, str]:
    """What the prompt makes of ``text`` at ``seat``: ("move", its text), ("refused", the
    message) or ("unread", the reader's message); anything else escapes."""
    v, moves, listed = _prompt(state, seat, offer)
    line = " ".join(text.split())  # as play reads a line
    try:
        move, refusal = judge(reader, v, line, moves, listed)
    except InvalidActionError as exc:
        return "unread", str(exc)
    if move is None:
        assert refusal is None and None in listed, line
        return "move", "pass"
    assert getattr(move, "seat", seat) == seat, (line, move)  # only the seat's own moves
    if refusal is not None:
        assert isinstance(refusal, IllegalActionError | InvalidActionError)
        return "refused", str(refusal)
    assert move in moves or (
        isinstance(move, Offer | Accept) and bohnanza.check(state, move) is None
    ), (line, move)
    if offer is not None:  # an answer to that offer, which the harness plays as typed
        assert isinstance(move, Accept | Decline) and move.offerer == offer.seat, (line, move)
    return "move", str(move)


@st.composite
def _cases(draw: st.DrawFn) -> tuple[Prompt, str, int]:
    name, players = draw(st.sampled_from(CONFIGS))
    asked = _asked(name, players)
    if draw(st.integers(0, 2)) == 0:  # an offer put to the seat, a third of the time
        asked = tuple(p for p in asked if p[2] is not None) or asked
    prompt = asked[draw(st.integers(0, len(asked) - 1))]
    return prompt, draw(_lines(prompt[0], prompt[1])), draw(st.integers(0, 2**16))


@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(case=_cases())
def test_a_typed_line_is_a_legal_move_a_refusal_or_the_readers_error(
    case: tuple[Prompt, str, int],
) -> None:
    (state, seat, offer), text, twin_seed = case
    before = (bohnanza.to_json(state), hash(state), view(state, seat))
    language = state.table.edition.language
    other = "en" if language == "fr" else "fr"
    for reader in (Reader(language, language), Reader(other, language)):
        kind, message = _verdict(reader, state, seat, offer, text)
        assert (bohnanza.to_json(state), hash(state), view(state, seat)) == before
        if kind != "move":
            twin = _twin(state, seat, random.Random(twin_seed))
            assert view(twin, seat) == view(state, seat)
            assert _verdict(reader, twin, seat, offer, text) == (kind, message), text


def test_the_positions_hold_every_kind_of_prompt() -> None:
    """The fuzz above meets every kind of prompt: offers put to the seat, turns of the
    seat's own and of others, the duel's offered cards, each edition."""
    answering = own = others = duel = 0
    for name, players in CONFIGS:
        for state, seat, offer in _asked(name, players):
            _v, _moves, listed = _prompt(state, seat, offer)
            answering += offer is not None
            own += offer is None and None not in listed
            others += None in listed
            duel += bool(state.table.rules.duel and state.offer_ids)
    assert min(answering, own, others, duel) > 10, (answering, own, others, duel)


def test_a_counter_offer_typed_to_answer_an_offer_is_refused_not_taken_for_a_decline() -> None:
    """Found by the fuzz above: asked to answer an offer, a seat typed an offer of its own,
    which the referee allows; the harness, waiting for an answer, played a Decline in its
    place, and the typed offer was lost.  The prompt now asks for the answer first."""
    refused = 0
    for state, seat, offer in _asked("rio-grande-2000", 3):
        if offer is None:
            continue
        v, moves, listed = _prompt(state, seat, offer)
        asks = state.table.cards[0].variety.key
        text = f"offer {offer.seat + 1} give nothing ask {asks}"
        counter = Offer(seat, offer.seat, (), (asks,))
        if bohnanza.check(v, counter) is not None:
            continue
        move, refusal = judge(Reader("en", "en"), v, text, moves, listed)
        assert move == counter and isinstance(refusal, InvalidActionError)
        assert f"answer player {offer.seat + 1}'s offer first" in str(refusal)
        refused += 1
    assert refused > 3


@given(
    line=st.text(max_size=30) | st.lists(st.sampled_from(_WORDS), max_size=4).map(" ".join),
    at=st.integers(0, 40),
    name=st.sampled_from([c[0] for c in CONFIGS]),
)
def test_tab_completion_takes_any_line(line: str, at: int, name: str) -> None:
    """Tab completes a command at the start of the line, else a bean name: whatever the
    line and the cursor, a list of the commands or the names' words."""
    beans = Reader("en", "en").bean_names(
        view(bohnanza.new_game(name, 4 if "1997" in name else 3), 0)
    )
    commands = sorted(ALIASES)
    begin = min(at, len(line))
    found = completions(line, begin, commands, beans)
    words = {" ".join(b.split(" ")[k:]) for b in beans for k in range(len(b.split(" ")))}
    assert all(f in commands or f in words for f in found), found


# ---------------------------------------------------------------------------------------
# The real entry point: random lines never crash the game nor end it unsaved.


class _Lines(io.StringIO):
    """Standard input: the drawn lines, then its end (play saves and leaves)."""

    def isatty(self) -> bool:
        return False


_E2E_CONFIGS = [("rio-grande-2000", 2), ("rio-grande-2000", 4), ("amigo-fr", 3), ("ladybohn", 3)]
#: Lines a person types often: the first choices, an empty line, the prompt's own commands.
_COMMON = ["1", "2", "", "accept", "decline", "end", "undo", "board", "why", "mute 2"]
#: A hasty player to the end of the game: the first choice, or pass.
_HASTY = ["1", ""] * 1_500


#: The other seats: the random bot makes no offer; the greedy and planner bots put offers
#: to the person (the prompts that ask for an answer).
_BOTS = [("random",), ("greedy",), ("planner", "random")]
Script = tuple[str, int, int, int, tuple[str, ...], list[str]]


def _play(script: Script, folder: Path) -> None:
    """``play`` with the script's lines typed: it never crashes; the game ends with a record
    that verifies, or is saved (quit, or the input ended) and resumes to the same
    decisions."""
    name, players, seat, seed, bots, lines = script
    save, record = folder / "save.json", folder / "game.json"
    setup = Settings(name, players, seed, seat, bots, str(save), str(record), colours="none")
    screen = io.StringIO()
    text = "".join(line.replace("\n", " ") + "\n" for line in lines)  # raw, as typed
    assert play(setup, _Lines(text), screen) == 0
    shown = screen.getvalue()
    assert "Traceback" not in shown
    if record.exists():  # the game ended: its record verifies
        replayed = bohnanza.records.replay(bohnanza.records.load_record(record.read_bytes()))
        assert replayed.legal and replayed.final.is_over and replayed.mismatch is None
        assert not save.exists()
        return
    quits = any(command_of(" ".join(line.split())) == "quit" for line in lines)
    assert lines[-len(_HASTY) :] != _HASTY or quits, "the hasty player did not end the game"
    assert save.exists(), shown[-2_000:]
    saved = json.loads(save.read_text("utf-8"))
    _settings, decisions, _auto = load_save(str(save), None, (), None)
    # Resumed with no input, the game replays every decision and is saved again, the same.
    again = io.StringIO()
    assert resume(str(save), _Lines(""), again, colours="none") == 0, again.getvalue()[-2_000:]
    assert json.loads(save.read_text("utf-8"))["decisions"] == saved["decisions"] == decisions


@st.composite
def _scripts(draw: st.DrawFn) -> Script:
    name, players = draw(st.sampled_from(_E2E_CONFIGS))
    state = bohnanza.new_game(name, players, seed=1)
    words = st.sampled_from(_WORDS + _NUMBERS[:12] + _names(state))
    line = (
        st.sampled_from(_COMMON)
        | st.lists(words, min_size=1, max_size=6).map(" ".join)
        | st.text(max_size=20)
    )
    seat, seed, bots = (
        draw(st.integers(0, players - 1)),
        draw(st.integers(0, 999)),
        draw(st.sampled_from(_BOTS)),
    )
    return name, players, seat, seed, bots, draw(st.lists(line, max_size=60))


@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(script=_scripts())
def test_random_lines_never_crash_play_nor_end_it_unsaved(
    script: Script, tmp_path_factory: pytest.TempPathFactory
) -> None:
    _play(script, tmp_path_factory.mktemp("play"))


@pytest.mark.parametrize(("name", "players"), _E2E_CONFIGS)
def test_random_lines_then_a_whole_game_end_in_a_record(
    name: str, players: int, tmp_path: Path
) -> None:
    """The other end: seeded random lines, then a hasty player, to the game's end."""
    seed = _E2E_CONFIGS.index((name, players)) + 1
    rng = random.Random(seed)
    vocabulary = _WORDS + _NUMBERS[:12] + _names(bohnanza.new_game(name, players, seed=1))
    lines = [
        " ".join(rng.choices(vocabulary, k=rng.randint(1, 5)))
        if rng.random() < 0.6
        else rng.choice(_COMMON)
        for _ in range(80)
    ]
    lines = [line for line in lines if command_of(line) != "quit"]
    _play((name, players, seed % players, seed, _BOTS[seed % 3], lines + _HASTY), tmp_path)
    assert (tmp_path / "game.json").exists()


def test_the_scripts_reach_games_far_in_and_offers_put_to_the_person(tmp_path: Path) -> None:
    """The end-to-end property is not idle: a script of '1' and empty lines plays on, and
    the greedy bots put offers to the person, who answers them at the prompt."""
    save, record = tmp_path / "s.json", tmp_path / "g.json"
    settings_ = Settings(
        "rio-grande-2000", 4, 5, 0, ("greedy",), str(save), str(record), colours="none"
    )
    screen = io.StringIO()
    assert play(settings_, _Lines("1\n\n" * 50), screen) == 0
    assert len(json.loads(save.read_text("utf-8"))["decisions"]) >= 30
    assert "offers you" in screen.getvalue()
