"""What the report shows of a difference and how a part's cards are read
(``bohnanza.conformance.compare``): docs/conformance.md, "Where a zone differs": a zone
of at most 12 cards is shown whole; a longer one from the card before the first that
differs (10 cards) and its last 3, with "..." where cards are left out; a value that is no
zone is shown as JSON, cut to 60 characters."""

from __future__ import annotations

from typing import Any

from bohnanza.conformance.compare import (
    Model,
    _pick,
    _short,
    deviation,
    part_cards,
    show_diff,
)

Json = dict[str, Any]


def _cards(ids: Any, variety: str = "red") -> list[Json]:
    return [{"id": i, "variety": variety} for i in ids]


def _reds(ids: Any) -> str:
    return ", ".join(f"{i} red" for i in ids)


MINE: Json = {
    "deck": _cards(range(1, 31)),
    "seats": [{"fields": [_cards([1, 2]), _cards([3])], "coins": _cards([7, 8])}],
}


def test_a_long_zone_is_shown_from_the_card_before_the_first_difference_and_its_end() -> None:
    theirs = {"deck": _cards([*range(1, 15), 99, *range(16, 31)])}
    assert show_diff(MINE, theirs, ["deck"]) == (
        " (deck, first differs at card 15 of 30 and 30: "
        f"referee [..., {_reds(range(14, 24))}, ..., {_reds(range(28, 31))}], "
        f"engine [..., 14 red, 99 red, {_reds(range(16, 24))}, ..., {_reds(range(28, 31))}])"
    )
    # At the first card: no "..." before it.
    first = {"deck": _cards([50, *range(2, 31)])}
    assert show_diff(MINE, first, ["deck"]) == (
        " (deck, first differs at card 1 of 30 and 30: "
        f"referee [{_reds(range(1, 11))}, ..., {_reds(range(28, 31))}], "
        f"engine [50 red, {_reds(range(2, 11))}, ..., {_reds(range(28, 31))}])"
    )
    # Cards more at the end: the window and the end meet, nothing after them.
    longer = {"deck": _cards(range(1, 33))}
    assert show_diff(MINE, longer, ["deck"]) == (
        " (deck, first differs at card 31 of 30 and 32: "
        f"referee [..., {_reds(range(28, 31))}], engine [..., {_reds(range(30, 33))}])"
    )


def test_a_short_zone_or_a_value_is_shown_whole() -> None:
    theirs = {"seats": [{"fields": [_cards([1, 2]), _cards([4])]}]}
    assert show_diff(MINE, theirs, ["seats[0].fields", "deck"]) == (
        " (seats[0].fields: referee [[1 red, 2 red], [3 red]], engine [[1 red, 2 red], [4 red]])"
    )
    assert show_diff(MINE, {"deck": "x"}, ["deck"]) == (
        f' (deck: referee [{_reds(range(1, 13))}, ...], engine "x")'
    )
    assert _short(list(range(13))) == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, ...]"
    assert _short(list(range(12))) == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]"
    assert _short({"variety": "red"}) == "? red"
    assert _short("x" * 100) == '"' + "x" * 59
    assert _short([]) == "[]"


def test_a_path_picks_its_value_or_none() -> None:
    assert _pick(MINE, "seats[0].fields[1]") == _cards([3])
    assert _pick(MINE, "seats[0].coins") == _cards([7, 8])
    assert _pick(MINE, "seats[1].fields") is None, "no such seat"
    assert _pick(MINE, "deck.x") is None, "a list has no named part"
    assert _pick(MINE, "deck[30]") is None and _pick(MINE, "deck[29]") == _cards([30])[0]


def test_a_part_s_cards_are_its_ids_or_its_varieties_and_nothing_else() -> None:
    assert sorted(map(str, part_cards(MINE, "seats[0].fields"))) == ["1", "2", "3"]
    assert sorted(map(str, part_cards(MINE, "seats[0].coins"))) == ["7", "8"]
    assert part_cards(MINE, "seats[0].coins", Model(card_identity=False)) == [], "a count"
    assert part_cards(MINE, "seats[3].coins") == []
    assert part_cards({"active": 3}, "active") == []
    mixed = {"deck": [{"id": 1, "variety": "red", "kind": "miss"}, True, "x", 4]}
    assert sorted(map(str, part_cards(mixed, "deck", Model(card_identity=False)))) == [
        "4",
        "red/miss",
        "x",
    ], "a boolean is no card"
    assert sorted(map(str, part_cards(mixed, "deck"))) == ["1", "4", "x"]


def test_a_deviation_of_cards_counts_each_card_as_often_as_it_is_there() -> None:
    theirs = {"seats": [{"fields": [_cards([1, 2]), _cards([4])], "coins": _cards([7])}]}
    assert deviation(MINE, theirs, "seats[0].coins", Model(card_identity=False)) == ("by", -1)
    assert deviation(MINE, theirs, "seats[0].coins") == ("cards", (), ("8",))
    assert deviation(MINE, theirs, "seats[0].fields") == ("cards", ("[4]",), ("[3]",))
    twice = {"seats": [{"coins": _cards([7, 7, 8])}]}
    assert deviation(MINE, twice, "seats[0].coins") == ("cards", ("7",), ())
    swapped = {"seats": [{"coins": _cards([8, 7])}]}
    assert deviation(MINE, swapped, "seats[0].coins") == ("order",)
