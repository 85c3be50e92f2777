"""The standing offers of a position are compared as every other zone (docs/conformance.md,
"What is compared"): as a multiset (no rule reads their order), each card inside an offer
by its id, or without card identity by its variety, whatever else the engine writes of
it; only when the engine reports them and models offers as the referee does
(``compare.compare_positions``)."""

from __future__ import annotations

import copy
from typing import Any

from bohnanza.conformance.compare import Model, compare_positions
from bohnanza.position import to_dict
from tests.kit.fast.test_p6_conf_open_offers import _three_offers

Json = dict[str, Any]


def _mine() -> Json:
    doc = to_dict(_three_offers())
    assert [[c["id"] for c in o["gives"]] for o in doc["offers"]] == [[86], [107], [89]]
    return doc


def _with_gives(doc: Json, cards: list[list[Json]]) -> Json:
    out = copy.deepcopy(doc)
    for offer, gives in zip(out["offers"], cards, strict=True):
        offer["gives"] = gives
    return out


def test_the_cards_of_an_offer_are_compared_by_id() -> None:
    mine = _mine()
    ids_only = _with_gives(mine, [[{"id": 86}], [{"id": 107, "note": "x"}], [{"id": 89}]])
    assert compare_positions(mine, ids_only) == []
    other = _with_gives(mine, [[{"id": 86}], [{"id": 108, "variety": "green"}], [{"id": 89}]])
    assert compare_positions(mine, other) == ["offers"]


def test_without_card_identity_the_cards_of_an_offer_are_compared_by_variety() -> None:
    mine = _mine()
    anonymous = Model(card_identity=False)
    by_variety = _with_gives(
        mine, [[{"variety": "stink"}], [{"variety": "green"}], [{"variety": "stink"}]]
    )
    assert compare_positions(mine, by_variety, anonymous) == []
    assert compare_positions(mine, by_variety) == ["offers"]
    wrong = _with_gives(
        mine, [[{"variety": "stink"}], [{"variety": "soy"}], [{"variety": "stink"}]]
    )
    assert compare_positions(mine, wrong, anonymous) == ["offers"]


def test_offers_are_a_multiset_compared_only_when_reported_under_the_referees_model() -> None:
    mine = _mine()
    shuffled = copy.deepcopy(mine)
    shuffled["offers"] = shuffled["offers"][::-1]
    assert compare_positions(mine, shuffled) == []
    fewer = copy.deepcopy(mine)
    fewer["offers"] = fewer["offers"][:2]
    assert compare_positions(mine, fewer) == ["offers"]
    assert compare_positions(mine, fewer, Model(offers="open")) == []
    assert compare_positions(mine, fewer, Model(offers="none")) == []
    unsaid = copy.deepcopy(mine)
    del unsaid["offers"]
    assert compare_positions(mine, unsaid) == []
