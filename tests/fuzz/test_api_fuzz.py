"""Hostile values at every public function of ``bohnanza`` (issue 18 item 4).

Arbitrary objects and texts go into ``parse_action``, ``check``, ``apply``,
``legal_actions``, ``outcome``, ``view``, ``new_game``, ``compose``, ``edition``,
``load_record``, ``record_game`` and ``replay``.  Only the project's own errors
(``BohnanzaError`` and its subclasses) may escape; no input changes; and ``check(s, a) is
None`` exactly when ``apply(s, a)`` succeeds, with the same refusal otherwise.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bohnanza
from bohnanza.bots import play_random
from bohnanza.state import GameState


class Hostile:
    """An object every one of whose special methods raises."""

    def __init__(self, error: type[Exception]) -> None:
        self.error = error

    def _raise(self, *args: object, **kwargs: object) -> Any:
        raise self.error("hostile")

    __eq__ = __lt__ = __le__ = __gt__ = __ge__ = __ne__ = _raise
    __hash__ = __repr__ = __str__ = __index__ = __int__ = __float__ = _raise
    __len__ = __iter__ = __bool__ = __format__ = __getitem__ = __contains__ = _raise

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(f"Hostile({self.error.__name__})")  # how Hypothesis prints an example


def _states() -> list[GameState]:
    """Real states of every preset, at the start, in the middle and at the end."""
    out: list[GameState] = []
    for k, name in enumerate(bohnanza.editions()):
        ed = bohnanza.edition(name)
        for players in (ed.player_counts[0], ed.player_counts[-1], 4):
            start = bohnanza.new_game(name, players, seed=k * 10 + players)
            final, moves = play_random(start, random.Random(k), 0.3)
            out.append(start)
            state = start
            for i, move in enumerate(moves[: len(moves) // 2]):
                state = bohnanza.apply(state, move)
                if i % 37 == 5:
                    out.append(state)
            out.append(final)
    return out


STATES = _states()

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 200),
    st.integers(),
    st.integers(4301, 5001).map(lambda n: 10**n),  # beyond Python's int-to-text limit
    st.sampled_from([2**63, -(2**64) - 1, 10**9]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([33.0, 0.0, 1.0]),
    st.text(max_size=20),
    st.text(alphabet=st.characters(codec=None), max_size=8),  # surrogates included
    st.binary(max_size=10),
    st.builds(Hostile, st.sampled_from([RuntimeError, ValueError, TypeError, KeyError])),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=4).map(tuple),
        st.dictionaries(st.text(max_size=8), inner, max_size=3),
    ),
    max_leaves=8,
)
numbers = st.one_of(st.integers(0, 160), st.integers(-3, 8), values)
card_lists = st.one_of(st.lists(st.integers(0, 160), max_size=4).map(tuple), values)
variety_lists = st.one_of(
    st.lists(st.sampled_from(["chili", "soy", "red", "nope", "", "x" * 50]), max_size=3).map(tuple),
    values,
)


def _built(cls: type, *args: object) -> object:
    """A move of class ``cls`` built from ``args``, or, when its constructor refuses them
    (with InvalidActionError naming the class and the field, and nothing else), the
    arguments themselves: a value that is not a move, for check and apply to refuse."""
    before = _fingerprint(args)
    try:
        return cls(*args)
    except bohnanza.InvalidActionError as exc:
        assert str(exc).startswith(f"{cls.__name__}."), exc
        return args
    finally:
        assert _fingerprint(args) == before, f"{cls.__name__}() changed its arguments"


def _action_strategy() -> st.SearchStrategy[Any]:
    b = bohnanza

    def built(cls: type, *fields: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        return st.tuples(*fields).map(lambda args: _built(cls, *args))

    return st.one_of(
        built(b.Plant, numbers, numbers, numbers),
        built(b.EndPlanting, numbers),
        built(b.Harvest, numbers, numbers),
        built(b.BuyField, numbers),
        built(b.Keep, numbers, numbers),
        built(b.Discard, numbers, numbers),
        built(b.LeaveOffer, numbers),
        built(b.EndTrading, numbers),
        built(b.Trade, numbers, numbers, card_lists, card_lists, numbers, numbers),
        built(b.Donate, numbers, numbers, card_lists),
        built(b.Offer, numbers, numbers, card_lists, variety_lists, numbers, numbers),
        built(b.Accept, numbers, numbers, card_lists),
        built(b.Decline, numbers, numbers),
        built(b.Withdraw, numbers, numbers),
        values,
    )


actions = _action_strategy()
states = st.sampled_from(STATES)
texts = st.one_of(
    st.text(max_size=40),
    st.text(
        alphabet="0123456789 plantharvestkeepdiscardbuy-fieldendtrdgoc,-\t\n\u0663", max_size=40
    ),
    st.sampled_from(["0 plant " + "1" * 5000 + " 0", "\u0660 plant 33 0", "\uff10 end-planting"]),
    values,
)


def _fingerprint(value: object) -> object:
    """What an input looks like, to see that a call left it unchanged: plain data by
    value (recursively), states by their public zones, anything else by identity."""
    if isinstance(value, GameState):
        return (
            value.step,
            value.active,
            value.turn,
            value.deck,
            value.discard,
            value.face_up,
            tuple((p.hand, p.fields, p.coins, p.set_aside) for p in value.players),
        )
    if isinstance(value, list | tuple) and type(value) in (list, tuple):
        return (type(value), tuple(_fingerprint(v) for v in value))
    if isinstance(value, dict) and type(value) is dict:
        return (dict, tuple((k, _fingerprint(v)) for k, v in value.items()))
    if type(value) in (int, str, bytes, bool, type(None)):
        return (type(value), value)
    return (type(value), id(value))


def _only_own_errors(function: Callable[..., object], *args: object, **kwargs: object) -> object:
    """Call ``function``; any error but the project's own fails the test."""
    before = _fingerprint((args, kwargs))
    try:
        return function(*args, **kwargs)
    except bohnanza.BohnanzaError as exc:
        str(exc)  # the message itself must print
        return exc
    finally:
        assert _fingerprint((args, kwargs)) == before, f"{function.__name__} changed its input"


def _agree(state: GameState, action: object) -> None:
    refusal = _only_own_errors(bohnanza.check, state, action)
    assert refusal is None or isinstance(refusal, bohnanza.BohnanzaError)
    try:
        after = bohnanza.apply(state, action)
    except (bohnanza.IllegalActionError, bohnanza.InvalidActionError) as exc:
        assert refusal is not None, f"check accepted {action!r} but apply refused it: {exc}"
        assert type(exc) is type(refusal)
        assert getattr(exc, "rule", None) == getattr(refusal, "rule", None)
    else:
        assert refusal is None, f"check refused {action!r} but apply played it: {refusal}"
        assert isinstance(after, GameState)


@given(states, actions)
def test_check_and_apply_take_any_action_and_agree(state: GameState, action: object) -> None:
    before = _fingerprint(state)
    _agree(state, action)
    _only_own_errors(lambda: action in bohnanza.legal_actions(state))
    assert _fingerprint(state) == before


@given(states, st.data())
def test_listed_moves_with_their_numbers_retyped_agree(
    state: GameState, data: st.DataObject
) -> None:
    """A listed move rebuilt with floats, bools, big ints or text in place of one of its
    numbers is refused by its constructor, naming the field; rebuilt with a list in place
    of a card tuple (or a NumPy-like integer in place of a number), it is the same move."""
    moves = list(bohnanza.legal_actions(state).basic)
    if not moves:
        return
    move = data.draw(st.sampled_from(moves))
    fields = {name: getattr(move, name) for name in move.__match_args__}
    name = data.draw(st.sampled_from(sorted(fields)))
    value = fields[name]
    if type(value) is int:
        fields[name] = data.draw(
            st.sampled_from([float(value), value + 10**5000, True, False, str(value), None])
        )
    else:
        fields[name] = data.draw(st.sampled_from([(*value, 1.0), None, {*value}]))
    with pytest.raises(
        bohnanza.InvalidActionError, match=re.escape(f"{type(move).__name__}.{name}")
    ):
        type(move)(**fields)
    fields[name] = list(value) if type(value) is tuple else _Index(value)
    rebuilt = type(move)(**fields)
    assert rebuilt == move and hash(rebuilt) == hash(move)
    assert type(getattr(rebuilt, name)) is type(value)
    _agree(state, rebuilt)


class _Index:
    """An integer of another type (as NumPy's are): it has ``__index__``."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


@given(texts)
def test_parse_action_takes_any_text(text: object) -> None:
    parsed = _only_own_errors(bohnanza.parse_action, text)
    if not isinstance(parsed, bohnanza.BohnanzaError):
        assert isinstance(text, str) and text.isascii()
        assert bohnanza.parse_action(str(parsed)) == parsed


@given(states, values)
def test_legal_actions_outcome_and_view_take_any_seat(state: GameState, seat: object) -> None:
    _only_own_errors(bohnanza.legal_actions, state, seat)
    _only_own_errors(bohnanza.view, state, seat)


@given(values, values)
def test_functions_of_a_state_take_any_object(thing: object, other: object) -> None:
    for function in (bohnanza.outcome, bohnanza.legal_actions, bohnanza.replay):
        _only_own_errors(function, thing)
    _only_own_errors(bohnanza.check, thing, other)
    _only_own_errors(bohnanza.apply, thing, other)
    _only_own_errors(bohnanza.view, thing, other)
    _only_own_errors(bohnanza.record_game, thing, other)


@given(
    st.one_of(st.sampled_from(bohnanza.editions()), values),
    st.one_of(st.integers(1, 8), st.lists(st.text(max_size=4), max_size=8), values),
    st.dictionaries(
        st.sampled_from(
            [
                "seed",
                "deck",
                "dealer",
                "dealer_seat",
                "variants",
                "hand_size",
                "draw_count",
                "protection",
                "end_exhaustions",
                "duel",
                "removed",
            ]
        ),
        values,
        max_size=3,
    ),
)
def test_setup_takes_any_arguments(
    edition: object, players: object, kwargs: dict[str, object]
) -> None:
    _only_own_errors(bohnanza.new_game, edition, players, **kwargs)
    _only_own_errors(bohnanza.compose, edition, players, **kwargs)
    _only_own_errors(bohnanza.edition, edition)


@given(states, st.lists(actions, max_size=3))
def test_record_game_takes_any_moves(state: GameState, moves: list[object]) -> None:
    record = _only_own_errors(bohnanza.record_game, state, moves)
    if isinstance(record, bohnanza.Record):
        _only_own_errors(bohnanza.replay, record)


@given(st.one_of(st.text(max_size=200), st.binary(max_size=200), values))
def test_load_record_takes_any_text(text: object) -> None:
    _only_own_errors(bohnanza.load_record, text)


# ---------------------------------------------------------------------------------------
# The review's reproducers (../shared/review/RELIABILITY.md), one test each.


def _in_step_2() -> GameState:
    s = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    return bohnanza.apply(bohnanza.apply(s, bohnanza.Plant(0, 33, 0)), bohnanza.EndPlanting(0))


def test_r8_float_card_ids_are_refused_by_check_and_apply_alike() -> None:
    """A float is no card id: the move's constructor refuses it (so check and apply never
    see it); a number of another integer type is read as the int it stands for."""
    s = _in_step_2()
    card = s.face_up[0].id
    assert bohnanza.check(s, bohnanza.Keep(0, card)) is None
    with pytest.raises(
        bohnanza.InvalidActionError, match=r"Keep\.card must be an int, not a float"
    ):
        bohnanza.Keep(0, float(card))  # type: ignore[arg-type]
    assert bohnanza.Keep(0, _Index(card)) == bohnanza.Keep(0, card)
    assert bohnanza.check(s, bohnanza.Keep(0, _Index(card))) is None


def test_r9_bools_are_not_seats_cards_or_fields() -> None:
    s0 = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    with pytest.raises(
        bohnanza.InvalidActionError, match=r"Plant\.seat must be an int, not a bool"
    ):
        bohnanza.Plant(False, 33, False)
    with pytest.raises(bohnanza.InvalidActionError, match=r"Harvest\.field must be an int"):
        bohnanza.Harvest(0, True)
    with pytest.raises(bohnanza.InvalidActionError):
        bohnanza.legal_actions(s0, True)


def test_r1_numbers_over_4300_digits_are_invalid_actions() -> None:
    with pytest.raises(bohnanza.InvalidActionError, match="a number of 5001 digits, beyond"):
        bohnanza.Harvest(0, 10**5000)
    with pytest.raises(bohnanza.InvalidActionError):
        bohnanza.parse_action("0 plant " + "1" * 4301 + " 0")


@pytest.mark.parametrize("text", [None, b"0 end-planting", 7, ["0 end-planting"]])
def test_r10_parse_action_refuses_non_strings(text: object) -> None:
    with pytest.raises(bohnanza.InvalidActionError, match="must be a str"):
        bohnanza.parse_action(text)


@pytest.mark.parametrize(
    "text", ["\u0660 plant \u0663\u0663 \u0660", "\uff10 end-planting", "0\u2003end-planting"]
)
def test_r11_parse_action_reads_ascii_digits_and_blanks_only(text: str) -> None:
    with pytest.raises(bohnanza.InvalidActionError, match="malformed action"):
        bohnanza.parse_action(text)


@pytest.mark.parametrize("error", [RuntimeError, ValueError, KeyError, TypeError])
def test_r20_objects_whose_comparisons_raise_are_invalid_actions(error: type[Exception]) -> None:
    s = _in_step_2()
    hostile: Any = Hostile(error)
    for build in (
        lambda: bohnanza.Keep(0, hostile),
        lambda: bohnanza.Trade(0, 1, (hostile,), (1,)),
        lambda: bohnanza.Donate(1, 0, hostile),
        lambda: bohnanza.Offer(1, 0, (), (hostile,)),
    ):
        with pytest.raises(bohnanza.InvalidActionError):
            build()
    assert isinstance(bohnanza.check(s, hostile), bohnanza.InvalidActionError)
    with pytest.raises(bohnanza.InvalidActionError):
        bohnanza.apply(s, hostile)
    assert hostile not in bohnanza.legal_actions(s)
