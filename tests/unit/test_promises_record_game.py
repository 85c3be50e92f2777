"""Writing a record (``bohnanza.records.record_game``, docs/records.md): the options that
differ from the preset and the variants by name, the moves as given, the claimed result,
the deck orders, the start as a position when asked; and each argument that cannot make a
record refused with ``RecordError`` saying which."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

import bohnanza
from bohnanza.actions import Action, EndPlanting, Harvest, Plant
from bohnanza.bots import play_random
from bohnanza.chance import DeckOrders
from bohnanza.records import RecordError, load_record, record_game, replay


def test_a_record_keeps_what_deals_the_game_and_the_moves() -> None:
    start = bohnanza.new_game("rio-grande-2000", 3, seed=4)
    final, moves = play_random(start, random.Random(4))
    record = record_game(start, moves, result=bohnanza.outcome(final))
    data = json.loads(record.to_json())
    assert data["edition"] == "rio-grande-2000" and data["seed"] == 4 and data["dealer"] == 2
    assert data["options"] == {} and data["deck"] is None
    assert [a["move"] for a in data["actions"]] == [str(m) for m in moves]
    assert [a["actor"] for a in data["actions"]] == [m.seat for m in moves]
    found = bohnanza.outcome(final)
    assert found is not None
    assert data["result"] == {"scores": list(found.scores), "winners": list(found.winners)}
    assert "start" not in data and "position" not in data
    assert replay(load_record(record.to_json())).final == final


def test_only_the_options_that_differ_from_the_preset_and_the_variants_by_name() -> None:
    start = bohnanza.new_game(
        "original-1997-fr-003",
        4,
        seed=2,
        variants=("beginners",),
        protection="planted-fields",
    )
    data = json.loads(record_game(start, []).to_json())
    assert data["options"] == {"protection": "planted-fields", "variants": ["beginners"]}
    assert replay(load_record(json.dumps(data))).final == start


def test_an_exact_record_stores_the_start_card_by_card_and_the_deck_orders() -> None:
    start = bohnanza.new_game("rio-grande-2000", 3, seed=4, shuffle=DeckOrders(reshuffles=[None]))
    data = json.loads(record_game(start, [], exact=True, reshuffles=[[1, "soy"]]).to_json())
    assert data["start"] == json.loads(bohnanza.to_json(start))
    assert data["reshuffles"] == [[1, "soy"]]
    assert "result" not in data
    # Without reshuffles given, the start's own orders are taken.
    taken = json.loads(record_game(start, []).to_json())
    assert taken["reshuffles"] == [None]


def test_what_cannot_make_a_record_is_refused_saying_what() -> None:
    start = bohnanza.new_game("rio-grande-2000", 3, seed=4)
    with pytest.raises(RecordError) as caught:
        record_game("start", [])  # type: ignore[arg-type]
    assert str(caught.value) == "the start must be a GameState, not 'start'"
    with pytest.raises(RecordError) as caught:
        record_game(start, [], result=(1, 2))  # type: ignore[arg-type]
    assert str(caught.value) == "the result must be an Outcome or None, not [1, 2]"

    def broken() -> Iterator[EndPlanting]:
        yield EndPlanting(0)
        raise OSError("gone")

    with pytest.raises(RecordError) as caught:
        record_game(start, broken())
    assert str(caught.value) == "the actions cannot be read (OSError)"
    with pytest.raises(RecordError) as caught:
        record_game(start, [EndPlanting(0), "0 end-planting"])  # type: ignore[list-item]
    assert str(caught.value) == "$.actions[1]: malformed action: a str is not an action"
    moved = bohnanza.apply(start, next(iter(bohnanza.legal_actions(start).basic)))
    with pytest.raises(RecordError) as caught:
        record_game(moved, [])
    assert str(caught.value).startswith(
        "the start state is neither a game that new_game deals nor a position that compose builds"
    )
    # The moves are stored as given, legal or not.
    illegal = Plant(1, start.players[1].hand_ids[0], 0)
    assert record_game(start, [illegal]).actions == (illegal,)


def test_a_move_without_a_readable_text_form_is_refused_not_recorded() -> None:
    """A move may hold a negative number (``Harvest(0, -1)``, refused by the rules, or a
    Ladybohn planting naming no miss yet moving one); its text has no form the loader
    reads, so a record holding it would be written and then refused: ``record_game``
    refuses it instead, naming it (it used to write the unloadable record)."""
    start = bohnanza.new_game("rio-grande-2000", 3, seed=4)
    for index, move in ((0, Harvest(0, -1)), (1, Plant(0, 5, 0, -1, 1))):
        moves: list[Action] = [*([EndPlanting(0)] * index), move]
        with pytest.raises(RecordError) as caught:
            record_game(start, moves)
        assert str(caught.value) == (
            f"$.actions[{index}]: the move {str(move)!r} has no text form a record can read "
            "back (a negative number?)"
        )
    # Every move of a game played is recorded and read back.
    _, played = play_random(start, random.Random(9))
    assert load_record(record_game(start, played).to_json()).actions == tuple(played)


def test_a_replay_stops_at_the_first_refusal_and_checks_the_claimed_result() -> None:
    start = bohnanza.new_game("rio-grande-2000", 3, seed=4)
    final, moves = play_random(start, random.Random(4))
    found = bohnanza.outcome(final)
    assert found is not None
    done = replay(record_game(start, moves, result=found))
    assert done.legal and done.applied == len(moves) and done.mismatch is None
    assert done.final == final and done.start == start and done.outcome == found
    # A move the rules refuse: the replay stops there, naming it and its rule.
    wrong = Plant(1, start.players[1].hand_ids[0], 0)
    stopped = replay(record_game(start, [*moves[:2], wrong, *moves[2:]]))
    assert not stopped.legal and stopped.applied == 2
    assert stopped.refusal is not None
    assert (stopped.refusal.index, stopped.refusal.action) == (2, wrong)
    assert getattr(stopped.refusal.error, "rule", "").startswith("002/")
    assert stopped.outcome is None and stopped.mismatch is None
    # A claim the moves do not give, or a claim before the end, is a mismatch.
    claimed = bohnanza.Outcome((99, 0, 0), (0, 0, 0), (0,), False)
    other = replay(record_game(start, moves, result=claimed))
    assert other.legal and other.mismatch == (
        f"the record claims scores [99, 0, 0] and winners [0]; the moves give scores "
        f"{list(found.scores)} and winners {list(found.winners)}"
    )
    early = replay(record_game(start, moves[:5], result=found))
    assert early.mismatch == ("the record claims a result but the game is not over after 5 moves")
    with pytest.raises(RecordError) as caught:
        replay("record")  # type: ignore[arg-type]
    assert str(caught.value) == "replay needs a Record, not 'record'"
