"""What ``bohnanza.errors`` promises: values shown short in messages (big numbers by their
digits, objects by their type with its article), a refusal's text (rule id, move, reason,
quote and source; French frame words in a French game; an implied rule's quote introduced
as such) and a position error's path and length."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.actions import Harvest
from bohnanza.catalogue import catalogue
from bohnanza.errors import IllegalActionError, PositionError, kind_of, show


def test_values_are_shown_short() -> None:
    assert show(10**30 - 1) == "9" * 30
    assert show(-(10**30) + 1) == "-" + "9" * 30
    assert show(10**30) == "a number of 31 digits" and show(-(10**30)) == "a number of 31 digits"
    assert show(2**100) == "a number of 31 digits" and show(10**40) == "a number of 41 digits"
    assert [show(1.5), show(None), show(True), show("x")] == ["1.5", "None", "True", "'x'"]
    assert show([1, [2], "x"]) == "[1, a list, 'x']" and show((1,)) == "[1]"
    assert show(list(range(10))) == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]"
    assert show(list(range(11))) == "a list"
    assert show("a" * 100) == "'" + "a" * 56 + "..."
    assert len(show("a" * 100, limit=10)) == 10
    assert show("abc", limit=5) == "'abc'"
    assert [kind_of(1), kind_of(object()), kind_of(1.0), kind_of([]), kind_of(ValueError())] == [
        "an int", "an object", "a float", "a list", "a ValueError",
    ]  # fmt: skip
    assert kind_of(b"") == "a bytes" and show(b"x") == "a bytes"


def test_a_refusal_names_its_rule_move_reason_quote_and_source() -> None:
    refusal = IllegalActionError("002", "harvest.protection", "0 harvest 0", "field 1 holds 1 card")
    quote = catalogue()["002/harvest.protection"].quote
    assert (refusal.rule, refusal.key, refusal.french) == (
        "002/harvest.protection",
        "harvest.protection",
        False,
    )
    assert refusal.source == "002, Harvesting and selling beans"
    assert str(refusal) == (
        f'[002/harvest.protection] 0 harvest 0 refused: field 1 holds 1 card -- "{quote}" '
        "(002, Harvesting and selling beans)"
    )
    assert refusal.english() == str(refusal)
    assert repr(refusal) == (
        "IllegalActionError('002/harvest.protection', '0 harvest 0', 'field 1 holds 1 card')"
    )
    unknown = IllegalActionError("002", "no-such-rule", "0 x", "why")
    assert str(unknown) == "[002/no-such-rule] 0 x refused: why"
    assert (unknown.quote, unknown.source) == ("", "002")


def test_a_french_games_refusal_speaks_french_and_has_an_english_form() -> None:
    s = bohnanza.compose("amigo-fr", ["Anne", "Bob", "Cy"], fields={0: [["Harry Cochon"]]},
                         hands={0: ["Harry Colt"]}, deck=["Harry Cochon"] * 5)  # fmt: skip
    refusal = bohnanza.check(s, Harvest(0, 1))
    assert isinstance(refusal, IllegalActionError) and refusal.french
    assert str(refusal).startswith(f"[{refusal.rule}] 0 harvest 1 refusé : ")
    assert refusal.english().startswith(f"[{refusal.rule}] 0 harvest 1 refused: ")
    assert refusal.reason != refusal.reason_en


@pytest.mark.parametrize("rule", [c.id for c in catalogue().values() if c.implied][:3])
def test_an_implied_rules_quote_is_introduced_as_what_it_follows_from(rule: str) -> None:
    book, key = rule.split("/", 1)
    text = str(IllegalActionError(book, key, "0 x", "why"))
    assert text.startswith(f'[{rule}] 0 x refused: why -- implied by: "')


def test_a_position_error_names_its_path_and_is_cut_at_300() -> None:
    error = PositionError("x" * 400, "$.a")
    assert str(error) == "$.a: " + "x" * 297 + "..." and error.path == "$.a"
    assert str(PositionError("short")) == "short" and PositionError("short").path is None
    assert str(PositionError("y" * 300)) == "y" * 300
    assert PositionError.__module__ == "bohnanza.position"


def test_a_refusal_counts_coins_in_the_singular_and_plural() -> None:
    from bohnanza.actions import BuyField

    for coins, said in ((0, "0 coins"), (1, "1 coin"), (2, "2 coins")):
        s = bohnanza.compose("rio-grande-2000", 4, coins={0: coins}, deck=["Soy"] * 5,
                             hands={0: ["Red"]})  # fmt: skip
        refusal = bohnanza.check(s, BuyField(0))
        assert isinstance(refusal, IllegalActionError)
        assert refusal.reason == f"seat 0 has {said}; the third field costs 3"
    french = bohnanza.compose("original-1997-fr-003", ["Eve", "Bob", "Cy"], coins={0: 1},
                              deck=["Harry Colt"] * 5, hands={0: ["Harry Colt"]})  # fmt: skip
    refusal = bohnanza.check(french, BuyField(0))
    assert isinstance(refusal, IllegalActionError)
    assert refusal.reason.startswith("Eve a 1 taler ; le 3ème champ coûte ")
    assert refusal.reason_en.startswith("seat 0 has 1 coin; the third field costs ")
