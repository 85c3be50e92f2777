"""What ``bohnanza.bots.search`` promises, checked directly: a determinization agrees
with everything the seat sees (its view of the sampled state is the view it was drawn
from) and deals only cards the seat has not seen; a field's worth on the way up its
beanometer; a move other than the planner's only when its gain is ``MARGIN`` standard
errors above nothing; the step 2 candidates."""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza.actions import Accept, Decline, EndTrading, Keep, Offer
from bohnanza.bots import random_move
from bohnanza.bots.search import MARGIN, _better, _field_worth, determinize, trade_candidates
from bohnanza.state import Step


def _middle(edition: str, players: int, seed: int, moves: int) -> bohnanza.GameState:
    state = bohnanza.new_game(edition, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state = bohnanza.apply(state, random_move(state, rng, 0.3))
    return state


@pytest.mark.parametrize(
    ("edition", "players", "moves"),
    [("rio-grande-2000", 4, 60), ("rio-grande-2000", 2, 40), ("amigo-fr", 3, 90),
     ("original-1997-fr", 5, 30)],
)  # fmt: skip
def test_a_determinization_agrees_with_the_view(edition: str, players: int, moves: int) -> None:
    state = _middle(edition, players, 3, moves)
    for seat in range(players):
        v = bohnanza.view(state, seat)
        for draw in range(3):
            sampled = determinize(v, random.Random(draw))
            assert sampled is not None
            assert bohnanza.view(sampled, seat) == v
            # the other hands and the deck hold only cards the seat has not seen
            hidden = [c for k, p in enumerate(sampled.players) if k != seat for c in p.hand_ids]
            hidden += [c.id for c in sampled.deck]
            assert len(hidden) == sum(v.hand_sizes) - len(v.hand) + v.deck_size
            assert not set(hidden) & (set(v.card_ids) - {c for o in v.offers for c in o.gives})
        # different generators deal the hidden cards differently
        hands = {
            tuple(determinize(v, random.Random(k)).players[(seat + 1) % players].hand_ids)  # type: ignore[union-attr]
            for k in range(5)
        }
        if v.hand_sizes[(seat + 1) % players] > 1:
            assert len(hands) > 1


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
def test_no_determinization_with_an_offer_in_a_deck_of_kinds() -> None:
    s = bohnanza.compose("ladybohn", 3, step=Step.TRADE, hands={1: ["Harry Colt"]},
                         face_up=["Harry Chaos"], deck=["Harry Cochon"] * 5)  # fmt: skip
    assert determinize(bohnanza.view(s, 1), random.Random(1)) is not None
    s = bohnanza.apply(s, Offer(0, 1, (s.face_up[0].id,), ("blue",)))
    assert determinize(bohnanza.view(s, 1), random.Random(1)) is None


def test_a_fields_worth_climbs_half_way_to_its_next_step() -> None:
    s = bohnanza.compose("rio-grande-2000", 3, fields={0: [["Coffee"] * 5, ["Garden"] * 2]},
                         deck=["Soy"] * 5)  # fmt: skip
    cards = s.table.cards
    coffee, garden = (tuple(c.id for c in f) for f in s.players[0].fields[:2])
    assert _field_worth((), cards) == 0.0
    # coffee: 4/7/10/12 cards for 1/2/3/4 coins
    assert _field_worth(coffee[:1], cards) == pytest.approx(0.5 * 2 / 5)
    assert _field_worth(coffee[:4], cards) == pytest.approx(1 + 0.5 * 1 / 4)
    assert _field_worth(coffee, cards) == pytest.approx(1 + 0.5 * 2 / 4)
    assert _field_worth(garden, cards) == pytest.approx(2 + 0.5 * 1 / 2)  # 2/3 cards: 2/3 coins
    top = bohnanza.compose("rio-grande-2000", 3, fields={0: [["Garden"] * 3]}, deck=["Soy"] * 5)
    assert _field_worth(tuple(c.id for c in top.players[0].fields[0]), top.table.cards) == 3.0


def test_another_move_only_when_clearly_better() -> None:
    assert MARGIN == 2.0
    assert _better([[0.0] * 3, [1.0, 1.0, 1.0], [5.0, -5.0, 5.0]], 0) == 1
    assert _better([[0.0] * 3, [0.5, 0.5, 0.5], [2.0, 2.0, 2.0]], 0) == 2  # the larger bound
    assert _better([[0.0], [3.0]], 0) == 0  # one sample says nothing
    assert _better([[0.0] * 2, [-1.0, -1.0]], 0) == 0
    # mean 1, standard error 1: not MARGIN standard errors above nothing, the planner's
    assert _better([[0.0] * 2, [0.0, 2.0]], 0) == 0
    assert _better([[1.0, 1.0], [0.0] * 2], 1) == 0
    assert _better([[0.0] * 4], 0) == 0


def test_the_step_2_candidates() -> None:
    s = bohnanza.compose("rio-grande-2000", 3, step=Step.TRADE, face_up=["Chili", "Wax"],
                         fields={1: [["Chili"]]}, hands={1: ["Soy"]}, deck=["Soy"] * 5)  # fmt: skip
    v = bohnanza.view(s, 0)
    moves = list(bohnanza.legal_actions(v))
    found = trade_candidates(v, moves, EndTrading(0))
    assert found[0] == EndTrading(0)
    chili, wax = s.face_up[0].id, s.face_up[1].id
    assert Keep(0, chili) in found and Keep(0, wax) in found
    assert Offer(0, 1, (chili,), ()) in found  # seat 1 grows chili
    assert all(m is None or m in moves for m in found)
    # another player: pass, and ask for a face-up card that grows a field of its own
    other = bohnanza.view(s, 1)
    theirs = trade_candidates(other, list(bohnanza.legal_actions(other)), None)
    assert theirs[0] is None and Offer(1, 0, (), ("chili",)) in theirs
    # answering an offer: accept and decline
    offered = bohnanza.apply(s, Offer(0, 1, (chili,), ("soy",)))
    answering = bohnanza.view(offered, 1)
    answers = list(bohnanza.legal_actions(answering))
    answers = [m for m in answers if isinstance(m, Accept | Decline)]
    assert trade_candidates(answering, answers, answers[0]) == answers
