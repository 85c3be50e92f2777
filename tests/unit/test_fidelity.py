"""Rule fidelity, round 2: the referee follows the texts and its decision log where the
review of issue 12 found it did not (W1-W3), the decisions it added or changed (D1-D3), and
the smaller defects found from outside (third planting, the duel's trading, compose)."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza import (
    BuyField,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    IllegalActionError,
    Keep,
    Plant,
    Step,
    Trade,
)
from bohnanza.catalogue import clause
from bohnanza.cli import main

from .helpers import kinds, legal, refused

AMIGO = "amigo-fr"
RG = "rio-grande-2000"
F97 = "original-1997-fr"
F003 = "original-1997-fr-003"


def _front(s: bohnanza.GameState) -> int:
    return s.players[s.active].hand[0].id


# ---------------------------------------------------------------------------------------
# W1: 000 part 1, Phase 1: "Il peut les planter dans le même champ mais n'est pas obligé de
# le faire" (decision step1.same-field-must, option step1_same_field).


def test_amigo_second_card_of_the_first_cards_variety_may_open_an_empty_field() -> None:
    s = bohnanza.compose(AMIGO, 4, hands={0: ["Soy", "Soy", "Chili"]}, deck=["Wax"] * 10)
    s = legal(s, Plant(0, _front(s), 0))
    second = _front(s)
    assert {m.field for m in bohnanza.legal_actions(s, 0) if isinstance(m, Plant)} == {0, 1}
    s = legal(s, Plant(0, second, 1))
    assert [kinds(f) for f in s.players[0].fields] == [("soy",), ("soy",)]
    assert s.step is Step.TRADE


def test_amigo_the_exception_needs_the_first_cards_variety() -> None:
    # The second card (Soy) matches field 0 but the first card was a Chili: "il doit la
    # planter là" holds, even with a third, empty field.
    s = bohnanza.compose(
        AMIGO,
        4,
        hands={0: ["Chili", "Soy"]},
        fields={0: [["Soy"], [], []]},
        bought_field=[0],
        deck=["Wax"] * 10,
    )
    s = legal(s, Plant(0, _front(s), 1))
    refused(
        s,
        Plant(0, _front(s), 2),
        "000.1/step1.matching-field",
        f"{s.players[0].hand[0]} matches field 1 of seat 0, so it must be planted there",
    )


def test_amigo_the_first_card_and_step_3_keep_must() -> None:
    s = bohnanza.compose(AMIGO, 4, hands={0: ["Soy", "Soy"]}, fields={0: [["Soy"]]}, deck=["Wax"])
    reason = f"{s.players[0].hand[0]} matches field 1 of seat 0, so it must be planted there"
    refused(s, Plant(0, _front(s), 1), "000.1/step1.matching-field", reason)
    s3 = bohnanza.compose(
        AMIGO,
        4,
        step=Step.PLANT_RECEIVED,
        set_aside={1: ["Soy", "Soy"]},
        fields={1: [["Soy"]]},
        deck=["Wax"] * 5,
    )
    first, second = s3.players[1].set_aside
    s3 = legal(s3, Plant(1, first.id, 0))
    refused(
        s3,
        Plant(1, second.id, 1),
        "000.1/step1.matching-field",
        f"{second} matches field 1 of seat 1, so it must be planted there",
    )


def test_amigo_harvest_between_the_two_plantings_keeps_the_exception() -> None:
    s = bohnanza.compose(
        AMIGO, 4, hands={0: ["Soy", "Soy"]}, fields={0: [[], ["Red", "Red"]]}, deck=["Wax"] * 5
    )
    s = legal(s, Plant(0, _front(s), 0))
    s = legal(s, Harvest(0, 1))
    assert s.first_planted == "soy"
    legal(s, Plant(0, _front(s), 1))


def test_duel_step_2_follows_the_same_exception() -> None:
    s = bohnanza.compose(
        AMIGO, 2, step=Step.DUEL_PLANT, hands={0: ["Soy", "Soy", "Blue"]}, deck=["Wax"] * 10
    )
    s = legal(s, Plant(0, _front(s), 0))
    s = legal(s, Plant(0, _front(s), 1))
    assert [kinds(f) for f in s.players[0].fields] == [("soy",), ("soy",)]


def test_must_prevails_stays_selectable() -> None:
    s = bohnanza.compose(
        AMIGO,
        4,
        hands={0: ["Soy", "Soy"]},
        deck=["Wax"] * 10,
        step1_same_field="must-prevails",
    )
    s = legal(s, Plant(0, _front(s), 0))
    refused(
        s,
        Plant(0, _front(s), 1),
        "000.1/step1.matching-field",
        f"{s.players[0].hand[0]} matches field 1 of seat 0, so it must be planted there",
    )


def test_unique_never_takes_the_exception() -> None:
    s = bohnanza.compose(F97, 4, hands={0: ["Soy", "Soy"]}, deck=["Blue"] * 10)
    s = legal(s, Plant(0, _front(s), 0))
    assert check_rule(s, Plant(0, _front(s), 1)) == "000.2/step1.matching-field"


def check_rule(s: bohnanza.GameState, action: bohnanza.Action) -> str:
    err = bohnanza.check(s, action)
    assert isinstance(err, IllegalActionError), err
    return err.rule


# ---------------------------------------------------------------------------------------
# W2: the experts' variant: every trade moves at least one bean card.


def _experts() -> bohnanza.GameState:
    return bohnanza.compose(
        F003,
        4,
        step=Step.TRADE,
        hands={0: ["Soy"], 1: ["Red"]},
        coins={0: 3, 1: 3},
        deck=["Blue"] * 10,
        variants=["experts"],
    )


def test_experts_refuse_a_trade_of_coins_for_coins() -> None:
    s = _experts()
    reason = "a trade moves at least one bean card; coins only join a trade of beans"
    refused(s, Trade(0, 1, (), (), 1, 3), "003/variant.experts", reason)
    refused(s, Trade(0, 1, (), (), 1, 1), "003/variant.experts", reason)


def test_experts_accept_coins_beside_a_bean_card() -> None:
    s = _experts()
    soy, red = s.players[0].hand[0].id, s.players[1].hand[0].id
    after = legal(s, Trade(0, 1, (soy,), (), 0, 2))
    assert (after.players[0].score, after.players[1].score) == (5, 1)
    legal(s, Trade(0, 1, (), (red,), 2, 0))


def test_no_coin_only_trade_is_listed() -> None:
    s = _experts()
    trades = [m for m in bohnanza.legal_actions(s) if isinstance(m, Trade)]
    assert trades and all(t.gives or t.takes for t in trades)
    assert any(t.give_coins or t.take_coins for t in trades)
    # the listing is exactly what check accepts: every listed trade passes, no duplicates
    assert len(set(trades)) == len(trades)
    assert all(bohnanza.check(s, t) is None for t in trades)


def test_coin_only_trade_with_the_option_alone_cites_the_trade_clause() -> None:
    s = bohnanza.compose(
        F97, 4, step=Step.TRADE, coins={0: 2, 1: 2}, deck=["Blue"] * 5, trade_coins="allowed"
    )
    assert check_rule(s, Trade(0, 1, (), (), 1, 2)) == "000.2/trade.active-cards"


# ---------------------------------------------------------------------------------------
# W3: one exhaustion per running-out; an empty discard pile is shuffled when a card is needed.


def test_running_out_with_an_empty_discard_pile_counts_once() -> None:
    s = bohnanza.compose(
        RG,
        4,
        planted=1,
        hands={0: ["Soy"], 1: ["Red"]},
        fields={1: [["Chili"] * 5]},
        deck=["Blue", "Wax"],
        exhaustions=0,
    )
    s = legal(s, EndPlanting(0))
    assert (s.exhaustions, s.ending, kinds(s.face_up)) == (1, False, ("blue", "wax"))
    assert s.deck == () and s.discard == ()
    s = legal(s, Harvest(1, 0))  # 5 Chili: 1 coin; the other 4 feed the discard pile
    assert len(s.discard) == 4
    s = legal(s, EndTrading(0))
    s = legal(s, Plant(0, s.players[0].set_aside[0].id, 0))
    s = legal(s, Plant(0, s.players[0].set_aside[0].id, 1))
    # step 4 drew three cards from the pile shuffled now, without counting again
    assert s.exhaustions == 1 and not s.ending
    assert (s.active, s.step) == (1, Step.PLANT)
    assert kinds(s.players[0].hand) == ("soy", "chili", "chili", "chili") and len(s.deck) == 1


def test_a_draw_finding_both_piles_empty_yields_nothing() -> None:
    s = bohnanza.compose(
        RG, 4, step=Step.PLANT_RECEIVED, set_aside={0: ["Soy"]}, deck=["Red"], exhaustions=1
    )
    s = legal(s, Plant(0, s.players[0].set_aside[0].id, 0))
    assert kinds(s.players[0].hand) == ("red",)
    assert (s.exhaustions, s.ending) == (2, False)
    assert s.active == 1 and s.step is Step.TRADE and s.face_up == ()


# ---------------------------------------------------------------------------------------
# D1, D2, D3


def test_d1_the_003_preset_reads_unique_from_000_part_2() -> None:
    assert bohnanza.edition(F003).rules(4).matching_field == "unique"
    s = bohnanza.compose(
        F003, 4, hands={0: ["Chili", "Blue"]}, fields={0: [["Chili"], []]}, deck=["Red"] * 5
    )
    err = bohnanza.check(s, Plant(0, _front(s), 1))
    assert isinstance(err, IllegalActionError) and err.rule == "003/step1.matching-field"
    found = clause(err.rule)
    assert found is not None and found.implied
    assert f'découle de : "{found.quote}"' in str(err)
    assert f'implied by: "{found.quote}"' in err.english()


@pytest.mark.parametrize("preset", [RG, AMIGO, F97, F003])
def test_d2_a_lone_card_beside_an_empty_field_stays_protected(preset: str) -> None:
    s = bohnanza.compose(preset, 4, fields={0: [["Red"], []]}, hands={0: ["Red"]}, deck=["Blue"])
    assert check_rule(s, Harvest(0, 0)) == f"{bohnanza.edition(preset).rulebook}/harvest.protection"
    chosen = bohnanza.compose(
        preset,
        4,
        fields={0: [["Red"], []]},
        hands={0: ["Red"]},
        deck=["Blue"],
        protection="planted-fields",
    )
    legal(chosen, Harvest(0, 0))


@pytest.mark.parametrize("preset", [RG, AMIGO])
def test_d3a_in_the_duel_a_field_is_bought_on_the_opponents_turn(preset: str) -> None:
    s = bohnanza.compose(
        preset, 2, step=Step.DUEL_PLANT, hands={0: ["Soy"]}, coins={1: 3}, deck=["Blue"] * 9
    )
    s = legal(s, BuyField(1))
    assert len(s.players[1].fields) == 3 and len(s.box) == 3
    assert check_rule(s, Harvest(1, 0)) == f"{bohnanza.edition(preset).rulebook}/duel.harvest"


def test_d3b_the_aids_tie_break_is_most_hand_cards() -> None:
    assert bohnanza.edition(AMIGO).rules(4).tie_break == "hand-cards"
    assert bohnanza.referee.winners((4, 4), (1, 3), "hand-cards") == (1,)


def test_d3c_the_1997_presets_pay_with_the_topmost_coins() -> None:
    s = bohnanza.compose(F003, 4, coins={2: ["Red", "Soy", "Blue", "Chili"]}, hands={0: ["Red"]})
    s = legal(s, BuyField(2))
    assert kinds(s.players[2].coins) == ("red",)
    assert kinds(s.discard) == ("chili", "blue", "soy")


def test_every_changed_decision_records_the_presets_reading() -> None:
    decisions = bohnanza.decisions()
    same = decisions["step1.same-field-must"]
    assert (same.option, same.choice) == ("step1_same_field", "same-field-optional")
    assert decisions["deck.empty-discard"].choice == "when-needed"
    assert ("original-1997-fr-003", "unique") in decisions["original-1997.matching-field"].choices
    protection = decisions["original-1997.protection"]
    assert ("original-1997-fr", "all-fields") in protection.choices
    assert any(q[0] == "000.2" and "tous les champs" in q[2] for q in protection.quotes)
    assert "buyer-chooses" in dict(decisions["original-1997.field3-payment"].alternatives)
    assert "duel" in decisions["field3.timing"].rationale
    assert "004" in decisions["end.tie-break"].rationale


# ---------------------------------------------------------------------------------------
# Item 5: the smaller defects


def test_the_duel_refuses_trading_for_what_it_is() -> None:
    s = bohnanza.compose(AMIGO, 2, step=Step.DUEL_PLANT, hands={0: ["Soy"], 1: ["Red"]})
    soy, red = s.players[0].hand[0].id, s.players[1].hand[0].id
    for action in (Trade(0, 1, (soy,), (red,)), Donate(1, 0, (red,))):
        err = bohnanza.check(s, action)
        assert isinstance(err, IllegalActionError) and err.rule == "000.1/duel.turn"
        assert "not step 2" not in err.reason_en and "duel has no" in err.reason_en
        assert "pas en phase 2" not in err.reason and "le duel de haricots n'a pas" in err.reason


def test_compose_omits_step_1_with_an_empty_active_hand() -> None:
    s = bohnanza.compose(RG, 4, hands={1: ["Red"]}, deck=["Soy", "Blue", "Wax"])
    assert s.step is Step.TRADE and kinds(s.face_up) == ("soy", "blue")


def test_compose_builds_a_duel_offer() -> None:
    s = bohnanza.compose(
        AMIGO, 2, step=Step.OFFER, offer=["Soy", "Blue"], hands={0: ["Red"]}, deck=["Wax"] * 5
    )
    assert s.step is Step.OFFER and kinds(s.offer) == ("soy", "blue")
    assert sum(1 for _ in s.all_cards()) == len(s.table.edition.deck.cards)
    s = legal(s, Plant(0, s.offer[0].id, 0))
    with pytest.raises(bohnanza.InvalidSetupError, match="only the bean duel has offers"):
        bohnanza.compose(RG, 4, offer=["Soy"])


def test_compose_moves_on_from_step_3_with_nothing_set_aside() -> None:
    s = bohnanza.compose(RG, 4, step=Step.PLANT_RECEIVED, hands={1: ["Red"]}, deck=["Soy"] * 6)
    assert (s.active, s.step, s.turn) == (1, Step.PLANT, 2)
    assert kinds(s.players[0].hand) == ("soy",) * 3


def test_a_composed_step_4_position_is_drawn_at_once_and_lists_no_end_trading() -> None:
    s = bohnanza.compose(RG, 4, step=Step.DRAW, hands={1: ["Red"]}, deck=["Soy"] * 6)
    assert (s.active, s.step) == (1, Step.PLANT)
    # whatever the step, listing, check and apply agree on EndTrading and Keep
    for state in (s, bohnanza.compose(RG, 4, step=Step.PLANT_RECEIVED, set_aside={2: ["Red"]})):
        moves = bohnanza.legal_actions(state)
        assert not any(isinstance(m, EndTrading | Keep) for m in moves)
        assert bohnanza.check(state, EndTrading(state.active)) is not None


def test_decisions_are_on_the_package_face() -> None:
    assert "decisions" in bohnanza.__all__
    d = bohnanza.decisions()["plant.matching-field"]
    assert d.question and d.rationale and d.quotes
    assert ("amigo-fr", "must") in d.choices


@pytest.mark.parametrize(
    ("rule", "header"),
    [
        ("002/harvest.protection", "# rulebook 002 (rio-grande-2000, en)"),
        ("000.1/step1.front-card", "# rulebook 000.1 (amigo-fr, fr)"),
        ("003/step1.no-third", "# rulebook 003 (original-1997-fr-003, fr)"),
        ("004/field3.cost", "# rulebook 004:"),
    ],
)
def test_rules_finds_a_full_id_without_an_edition(
    rule: str, header: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rules", "--id", rule]) == 0
    out = capsys.readouterr().out
    assert out.startswith(header) and rule in out


def test_rules_marks_implied_clauses(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--id", "003/step1.no-third"]) == 0
    assert "003/step1.no-third [rule, implied]" in capsys.readouterr().out
    assert main(["rules", "--id", "009/step1"]) == 2
    assert "no rulebook '009'" in capsys.readouterr().err


# ---------------------------------------------------------------------------------------
# M1-M3: the catalogue


def test_m1_003_names_its_own_preset() -> None:
    import tomllib

    from bohnanza.catalogue import specs_dir

    raw = tomllib.loads((specs_dir() / "catalogue" / "003.toml").read_text(encoding="utf-8"))
    assert raw["rulebook"]["editions"] == [F003]
    assert bohnanza.edition(F003).rulebook == "003"


_ONCE_FRAGMENTS = {
    "000.2": (
        "beanometer.garden",
        "field.two-fields",
        "field.one-variety",
        "step1.front-card",
        "step1.empty-hand",
        "step1.second-card",
        "step1.no-third",
        "harvest.single-choice",
        "harvest.single-discard",
        "trade.other-cards",
        "trade.parties",
    ),
    "003": ("beanometer.garden", "step1.front-card", "step1.empty-hand"),
}


@pytest.mark.parametrize(
    "rule", [f"{book}/{key}" for book, keys in _ONCE_FRAGMENTS.items() for key in keys]
)
def test_m2_the_former_fragments_quote_whole_sentences(rule: str) -> None:
    found = clause(rule)
    assert found is not None
    assert found.quote[0].isupper() and found.quote.endswith("."), found.quote


def test_m3_implied_clauses_are_marked() -> None:
    implied = {c.id for c in bohnanza.catalogue.catalogue().values() if c.implied}
    assert implied == {
        "003/step1.no-third",
        "003/step1.matching-field",
        "003/field3.coins-needed",
        "000.2/field3.coins-needed",
        "000.2/field3.once",
    } | {  # the offers and their answers (decisions trade.consent, trade.standing-offers)
        f"{book}/trade.{move}"
        for book in ("002", "000.1", "000.2", "003", "001")
        for move in ("offer", "accept", "decline", "withdraw")
    }
    s = bohnanza.compose(F003, 4, step=Step.PLANT, planted=2, hands={0: ["Red"]}, deck=["Blue"] * 4)
    err = bohnanza.check(s, Plant(0, s.players[0].hand[0].id, 0))
    assert isinstance(err, IllegalActionError) and err.rule == "003/step1.no-third"
    assert ' -- découle de : "Ensuite, le joueur peut poser une deuxième carte' in str(err)
    assert ' -- implied by: "Ensuite, le joueur peut poser une deuxième carte' in err.english()
