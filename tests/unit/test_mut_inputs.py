"""Behaviour of the readers, players and interface that issue 30's whole-package mutation
run (``nox -s mutants``, ``--spread module``) found unpinned.

As in test_mut_core.py, each test names in its docstring the ``tests/mutants/mutate.py``
mutant that survived every layer of its group before the test existed.
"""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza import Accept, Offer, Step
from bohnanza._docs import restore
from bohnanza.actions.fields import MAX_KEY
from bohnanza.bench import run
from bohnanza.bots import GreedyBot, greedy_move, random_move
from bohnanza.boundary import action_problem
from bohnanza.digits import integer
from bohnanza.errors import show
from bohnanza.files import display
from bohnanza.invariants import zone_path
from bohnanza.narrate import field_text
from bohnanza.notation import read_move
from bohnanza.position import PositionError, from_dict, to_dict
from bohnanza.position.format import TABLE_ZONES
from bohnanza.simulation import MAX_CHUNK, chunks
from bohnanza.views import view

from .helpers import E


def test_an_offer_asking_for_a_key_of_the_longest_length_is_well_formed() -> None:
    """inputs:boundary.py:_plain:cmp:10 -- a key of ``MAX_KEY`` characters is a key; one
    character more is not (the constructor refuses it)."""
    assert action_problem(Offer(0, 1, (3,), ("x" * MAX_KEY,))) is None
    assert action_problem(Offer(0, 1, (3,), ("x",))) is None
    with pytest.raises(bohnanza.InvalidActionError):
        Offer(0, 1, (3,), ("x" * (MAX_KEY + 1),))


@pytest.mark.parametrize("text", ["-", "-x", "--1", "-²", "- 1"])
def test_a_minus_sign_without_digits_is_no_integer(text: str) -> None:
    """inputs:digits.py:integer:if-false:1 -- ``-`` then no ASCII digits is ``None``."""
    assert integer(text) is None
    assert integer("-12") == -12


def test_a_long_file_name_is_cut_to_200_characters() -> None:
    """inputs:files.py:display:num:3 -- a long name shows its first 197 characters and
    an ellipsis, 200 in all; a short one shows whole."""
    long = "/" + "a" * 300
    shown = display(long)
    assert len(shown) == 200 and shown.endswith("...")
    assert shown[:-3] == repr(long)[:197]
    assert display("/tmp/x.json") == "'/tmp/x.json'"


def test_a_zone_path_names_the_seat_zone() -> None:
    """inputs:invariants.py:zone_path:if-true:1 -- each seat zone has its own JSON path."""
    first = len(TABLE_ZONES)
    assert [zone_path(first + part) for part in range(6)] == [
        "$.seats[0].hand",
        "$.seats[0].fields[0]",
        "$.seats[0].fields[1]",
        "$.seats[0].fields[2]",
        "$.seats[0].coins",
        "$.seats[0].set_aside",
    ]
    assert zone_path(0) == f"$.{TABLE_ZONES[0]}"


def test_offers_and_accepts_read_with_and_without_their_optional_words() -> None:
    """inputs:notation.py:parse_text:if-true:18 and :num:46 -- ``ask``/``for`` before the
    request and ``give`` before an accept's cards are optional words, consumed only when
    there."""
    s = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Chili", "Soy"], hands={1: ["Wax"]}, deck=["Soy"] * 5
    )
    chili, wax = s.face_up[0].id, s.players[1].hand[0].id
    assert read_move(s, f"0 offer 1 give #{chili}") == Offer(0, 1, (chili,), ())
    assert read_move(s, f"0 offer 1 give #{chili} coins 1 0") == Offer(0, 1, (chili,), (), 1, 0)
    for word in ("for", "ask"):
        assert read_move(s, f"0 offer 1 give #{chili} {word} wax") == Offer(
            0, 1, (chili,), ("wax",)
        )
    assert read_move(s, f"1 accept 0 give #{wax}") == Accept(1, 0, (wax,))
    assert read_move(s, f"1 accept 0 #{wax}") == Accept(1, 0, (wax,))


def test_an_owed_number_past_its_range_is_refused_where_it_is_read() -> None:
    """inputs:position_reader.py:read:num:24 -- ``$.owed`` holds numbers of 0 to 2**31;
    one past it is refused by the reader, naming its range and path."""
    document = to_dict(bohnanza.new_game(E, 4, seed=1))
    for value in (2**31 + 1, 2**32):
        with pytest.raises(PositionError, match=r"\$\.owed\[0\]: .* is out of range"):
            from_dict({**document, "owed": [value]})


def test_greedy_trades_a_useless_face_up_card_for_a_partners_card_it_can_plant() -> None:
    """players:bots.py:_greedy_trade:cmp:0 -- with trades on, the greedy bot offers the
    face-up chili (no field of its own takes it) to the seat growing chilis, for that
    seat's soy, which grows the bot's soy field."""
    s = bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=["Chili", "Wax"],
        fields={0: [["Soy"]], 1: [["Chili"]]},
        hands={1: ["Soy"]},
        deck=["Blue"] * 5,
    )
    chili, soy = s.face_up[0].id, s.players[1].hand[0].id
    move = greedy_move(s, random.Random(0), trades=1.0, seat=0)
    assert move == bohnanza.Trade(0, 1, (chili,), (soy,))


def test_an_offer_asking_for_the_variety_it_gives_is_not_in_a_seats_listing() -> None:
    """players:seat.py:OfferSpace.index:if-false:5 -- the offers a seat's listing holds
    never ask for the variety they give; such an offer is not found in it."""
    s = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Chili", "Soy"], hands={1: ["Wax"]}, deck=["Soy"] * 5
    )
    chili = s.face_up[0].id
    listing = bohnanza.legal_actions(view(s, 0))
    asked = {o.asks for o in listing if isinstance(o, Offer) and o.gives == (chili,)}
    assert ("soy",) in asked and ("chili",) not in asked
    assert Offer(0, 1, (chili,), ("soy",)) in listing
    assert Offer(0, 1, (chili,), ("chili",)) not in listing


def test_seeds_are_cut_into_about_eight_runs_per_worker() -> None:
    """players:simulation.py:chunks:arith:3 -- 800 seeds for 2 workers: 16 runs of 50,
    in order, every seed once."""
    seeds = range(5, 805)
    runs = chunks(seeds, 2)
    assert [len(r) for r in runs] == [50] * 16
    assert [seed for run in runs for seed in run] == list(seeds)
    assert max(len(r) for r in chunks(range(10**7), 1)) == MAX_CHUNK


def test_the_greedy_seat_declines_an_offer_that_asks_for_its_coins() -> None:
    """players:viewbots.py:_fair:if-false:0 -- a face-up chili for its chili field is
    welcome, but not for one of its coins (the greedy seat never pays coins)."""
    s = bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=["Chili", "Soy"],
        fields={1: [["Chili"]]},
        coins={1: 2},
        deck=["Soy"] * 5,
        trade_coins="allowed",
    )
    chili = s.face_up[0].id
    for coins, answer in ((0, bohnanza.Accept), (1, bohnanza.Decline)):
        offered = bohnanza.apply(s, Offer(0, 1, (chili,), (), 0, coins))
        seat = view(offered, 1)
        answers = [
            m
            for m in bohnanza.legal_actions(seat)
            if isinstance(m, bohnanza.Accept | bohnanza.Decline)
        ]
        move = GreedyBot()(seat, answers, random.Random(0))
        assert isinstance(move, answer), (coins, move)


def test_a_lost_class_docstring_is_read_back_from_the_source() -> None:
    """interface:_docs.py:_docstrings:if-true:0 -- what the compiled build does for a class
    mypyc left with its filler docstring, tried on a stand-in of ``Variety``."""
    import bohnanza.cards

    stand_in = type("Variety", (), {"__doc__": "mypyc filler docstring"})
    stand_in.__module__ = "bohnanza.cards"
    restore(["Variety"], {"Variety": stand_in})
    assert stand_in.__doc__ == bohnanza.cards.Variety.__doc__
    assert stand_in.__doc__ and "mypyc" not in stand_in.__doc__


def test_the_bench_plays_the_games_of_seeds_0_to_n_minus_1() -> None:
    """interface:bench.py:run:num:6 -- ``bohnanza bench --games N`` plays seeds 0 .. N-1
    (icount.sh and the README's figures rely on the same games)."""
    actions = 0
    for seed in range(3):
        s = bohnanza.new_game(E, 4, seed=seed)
        rng = random.Random(seed)
        while s.step is not Step.OVER:
            s = bohnanza.apply(s, random_move(s, rng, 0.0))
            actions += 1
    result = run(E, 4, games=3, trades=0.0, repeats=1)
    assert result.actions_per_game == actions / 3


def test_a_long_value_in_a_message_is_cut_to_its_limit() -> None:
    """interface:errors.py:show:num:18 -- a shown value is at most ``limit`` characters,
    its end replaced by an ellipsis."""
    shown = show("x" * 500, 40)
    assert len(shown) == 40 and shown.endswith("...")
    assert show("short", 40) == "'short'"


def test_a_narrated_field_names_its_variety_size_and_price() -> None:
    """interface:narrate.py:field_text:if-true:0 -- what plain ``verify`` prints of a field."""
    s = bohnanza.compose(E, 4, fields={0: [["Blue"] * 4]}, deck=["Soy"] * 5)
    text = field_text(s.players[0].fields[0], "en")
    assert text != "empty" and "Blue" in text and "4" in text
    assert field_text((), "en") == "empty"
