"""What the decision log and the implied clauses claim, checked against the engine and the
texts: a decision's ``choice`` is the English preset's reading (specs/README.md, "Decision
format"), and an implied clause quotes a sentence that bears the rule it stands for.

Both checks are functions that list the problems, run on the shipped specification (no
problem) and on a planted copy that repeats a defect of the t4 fidelity review (caught).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import attrs

from bohnanza import catalogue
from bohnanza.catalogue import Clause, Decision
from bohnanza.editions import edition

ENGLISH = "rio-grande-2000"


def _readings(preset: str, option: str) -> set[str]:
    """The values ``preset`` gives ``option`` over every player count it plays."""
    ed = edition(preset)
    return {str(getattr(ed.rules(n), option)) for n in ed.player_counts}


def choice_problems(decisions: Iterable[Decision]) -> list[str]:
    """Each decision with a rule option whose ``choice`` is not a reading the English
    preset plays, or whose recorded preset readings (``choices``) that preset does not
    play; and each ``ladybohn.*`` decision with an option that does not record the
    ladybohn preset's reading (the README: they "record in choices the reading of the
    ladybohn preset")."""
    problems = []
    for decision in decisions:
        if not decision.option:
            continue  # one reading only: every preset plays it
        english = _readings(ENGLISH, decision.option)
        if decision.choice not in english:
            problems.append(
                f"{decision.id}: choice {decision.choice!r}, but {ENGLISH} plays "
                f"{decision.option} = {sorted(english)}"
            )
        recorded = dict(decision.choices)
        for preset, value in recorded.items():
            if value not in _readings(preset, decision.option):
                problems.append(f"{decision.id}: {preset} recorded as {value!r}, not what it plays")
        if decision.id.startswith("ladybohn.") and "ladybohn" not in recorded:
            problems.append(f"{decision.id}: the ladybohn preset's reading is not recorded")
    return problems


#: For every implied clause, the words of its quote that bear the rule (case ignored): the
#: sentence must say them, or it is not the sentence the rule follows from.  Offers are
#: made by the offering sentences; taken back by those that keep the cards in hand until
#: a deal is struck, or that free players from their promises (000.2, 003); accepted by
#: those same hand sentences; declined by those that say a gift need not be taken.
BEARING: Mapping[str, tuple[str, ...]] = {
    "002/trade.offer": ("offer",),
    "000.1/trade.offer": ("proposer",),
    "000.2/trade.offer": ("proposer",),
    "003/trade.offer": ("proposer",),
    "001/trade.offer": ("ce qu'il souhaite en retour",),
    "002/trade.accept": ("only remove cards", "accepted"),
    "000.1/trade.accept": ("ne peuvent retirer", "acceptation"),
    "000.2/trade.accept": ("qu'au moment de l'échange",),
    "003/trade.accept": ("qu'au moment où l'affaire est conclue",),
    "001/trade.accept": ("une fois les discussions terminées",),
    "002/trade.decline": ("need not be accepted",),
    "000.1/trade.decline": ("pas obligé d'accepter",),
    "000.2/trade.decline": ("aucune obligation", "accepter"),
    "003/trade.decline": ("obligé d'accepter",),
    "001/trade.decline": ("ne peuvent pas être imposés",),
    "002/trade.withdraw": ("only remove cards", "after the trade or donation has been accepted"),
    "000.1/trade.withdraw": ("ne peuvent retirer", "qu'après l'acceptation"),
    "000.2/trade.withdraw": ("pas obligés de les tenir",),
    "003/trade.withdraw": ("pas obligés de les tenir",),
    "001/trade.withdraw": ("si la transaction ne se concluait pas",),
    "000.2/field3.once": ("jusqu'à 3 rangées",),
    "000.2/field3.coins-needed": ("coûte 3 pièces",),
    "003/field3.coins-needed": ("trois de ses talers",),
    "003/step1.matching-field": ("rangée de haricots du même genre",),
    "003/step1.no-third": ("une deuxième carte",),
}


def implied_problems(clauses: Iterable[Clause]) -> list[str]:
    """Each implied clause with no entry in ``BEARING`` (a new one must say what bears
    it), or whose quote lacks one of its bearing words."""
    problems = []
    for found in clauses:
        if not found.implied:
            continue
        words = BEARING.get(found.id)
        if words is None:
            problems.append(f"{found.id}: implied, but BEARING names no words that bear it")
            continue
        quote = " ".join(found.quote.lower().split())
        missing = [w for w in words if w.lower() not in quote]
        if missing:
            problems.append(f"{found.id}: its quote does not say {missing}")
    return problems


def test_every_decision_chooses_the_english_presets_reading() -> None:
    decisions = catalogue.decisions()
    assert sum(1 for d in decisions.values() if d.option) >= 20
    assert choice_problems(decisions.values()) == []


def test_a_choice_that_is_another_editions_reading_is_caught() -> None:
    # The t4 fidelity review's D1: Ladybohn's readings put in `choice`.
    decisions = catalogue.decisions()
    planted = [
        attrs.evolve(decisions["ladybohn.family-field"], choice="must"),
        attrs.evolve(decisions["ladybohn.field3-phase3"], choice="own-turn"),
        attrs.evolve(decisions["ladybohn.field3-supply"], choice="limited"),
        attrs.evolve(decisions["ladybohn.field3-supply"], choices=()),
        attrs.evolve(decisions["plant.matching-field"], choices=(("amigo-fr", "may"),)),
    ]
    problems = choice_problems(planted)
    assert len(problems) == 5, problems
    assert problems[0].startswith("ladybohn.family-field: choice 'must'")
    assert "ladybohn preset's reading is not recorded" in problems[3]
    assert problems[4].startswith("plant.matching-field: amigo-fr recorded as 'may'")


def test_the_ladybohn_decisions_keep_the_ladybohn_readings_in_choices() -> None:
    decisions = catalogue.decisions()
    expected = {
        "ladybohn.family-field": ("may", "must"),
        "ladybohn.field3-phase3": ("any", "own-turn"),
        "ladybohn.field3-supply": ("one-per-player", "limited"),
    }
    for name, (english, lady) in expected.items():
        decision = decisions[name]
        assert (decision.choice, dict(decision.choices)["ladybohn"]) == (english, lady)
        # Both readings are alternatives the decision describes.
        assert {english, lady} <= {value for value, _ in decision.alternatives}


def test_every_implied_clause_quotes_a_sentence_that_bears_it() -> None:
    clauses = catalogue.catalogue()
    implied = [c for c in clauses.values() if c.implied]
    assert len(implied) == len(BEARING)
    assert implied_problems(clauses.values()) == []


def test_a_withdrawal_resting_on_the_offering_sentence_is_caught() -> None:
    # The t4 fidelity review's K1: every trade.withdraw quoted its trade.offer sentence.
    clauses = catalogue.catalogue()
    books = ("002", "000.1", "000.2", "003", "001")
    planted = [
        attrs.evolve(clauses[f"{book}/trade.withdraw"], quote=clauses[f"{book}/trade.offer"].quote)
        for book in books
    ]
    problems = implied_problems(planted)
    assert [p.split(":")[0] for p in problems] == [f"{book}/trade.withdraw" for book in books]
    unlisted = attrs.evolve(clauses["002/trade.offer"], id="002/trade.haggle")
    assert implied_problems([unlisted]) == [
        "002/trade.haggle: implied, but BEARING names no words that bear it"
    ]


def test_the_withdrawals_rest_on_the_promise_and_hand_sentences() -> None:
    clauses = catalogue.catalogue()
    for book in ("000.2", "003"):
        withdraw = clauses[f"{book}/trade.withdraw"]
        assert withdraw.quote == clauses[f"{book}/promises.not-binding"].quote
        assert withdraw.section == clauses[f"{book}/promises.not-binding"].section
    for book in ("002", "000.1"):
        assert clauses[f"{book}/trade.withdraw"].quote == clauses[f"{book}/trade.accept"].quote
