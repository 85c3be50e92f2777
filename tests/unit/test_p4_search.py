"""What ``bohnanza.bots.search`` promises, in process and in milliseconds: the budget it
refuses and the one it keeps; which decisions it searches and which it leaves to the
planner; the paired gains of its candidates (the same determinizations and generators for
each, an illegal candidate left out, the base move's own gain nothing); the rollout's
horizon (to the end with 0, so many turns past the state's otherwise) and its score (the
seat's worth less the mean of the others'); an offer answered at once by its addressee;
another move than the planner's only when it is clearly better, two agreeing samples being
enough."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

import bohnanza
from bohnanza.actions import Action, Decline, EndTrading, Harvest, Keep, Offer, Plant
from bohnanza.bots import search
from bohnanza.bots.search import (
    MAX_TRADE_CANDIDATES,
    SearchBot,
    _better,
    _field_worth,
    _rollout,
    _score,
    _settle,
    trade_candidates,
)
from bohnanza.bots.seated import PlannerBot
from bohnanza.state import GameState, Step

E3 = "rio-grande-2000"


def _planting() -> GameState:
    """Seat 0 in step 1 with a soy in front: plant it in the free field or sell first."""
    return bohnanza.compose(
        "rio-grande-2000", 3,
        fields={0: [["Coffee"] * 2, ["Garden"] * 2]},
        hands={0: ["Soy", "Chili"], 1: ["Wax"], 2: ["Blue"]},
        deck=["Soy"] * 8 + ["Stink"] * 8 + ["Green"] * 8,
    )  # fmt: skip


def _trading() -> GameState:
    return bohnanza.compose(
        "rio-grande-2000", 3, step=Step.TRADE, face_up=["Chili", "Wax"],
        fields={1: [["Chili"]]}, hands={1: ["Soy"], 2: ["Blue"]}, deck=["Soy"] * 5,
    )  # fmt: skip


# -- the budget ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("samples", "horizon", "message"),
    [
        (0, 4, "samples is a whole number of at least 1, not 0"),
        (-3, 4, "samples is a whole number of at least 1, not -3"),
        (True, 4, "samples is a whole number of at least 1, not True"),
        (2.0, 4, "samples is a whole number of at least 1, not 2.0"),
        ("x" * 30, 4, "samples is a whole number of at least 1, not 'xxxxxxxxxxxxxxxxxxx"),
        (1, -1, "horizon is a whole number of turns, 0 or more, not -1"),
        (1, False, "horizon is a whole number of turns, 0 or more, not False"),
        (1, "2", "horizon is a whole number of turns, 0 or more, not '2'"),
    ],
)
def test_a_budget_that_is_no_budget_is_refused_by_name(
    samples: object, horizon: object, message: str
) -> None:
    with pytest.raises(ValueError) as caught:
        SearchBot(samples, horizon)  # type: ignore[arg-type]
    assert str(caught.value) == message


def test_the_budget_it_keeps() -> None:
    bot = SearchBot(1, 0, trades=0)  # type: ignore[arg-type]
    assert (bot.samples, bot.horizon, bot.trades, bot.name, bot.searched) == (
        1,
        0,
        False,
        "search",
        0,
    )
    assert repr(bot) == "SearchBot(samples=1, horizon=0, trades=False)"
    assert repr(SearchBot()) == "SearchBot(samples=16, horizon=4, trades=True)"
    assert SearchBot.passive is False


# -- which decisions it searches ----------------------------------------------------------


def test_a_planting_with_a_choice_is_searched_the_same_way_from_the_same_generator() -> None:
    v = bohnanza.view(_planting(), 0)
    moves = list(bohnanza.legal_actions(v))
    assert len(moves) >= 2
    bot, twin = SearchBot(3, 1), SearchBot(3, 1)
    move = bot(v, moves, random.Random(5))
    assert move in moves and bot.searched == 1
    assert twin(v, moves, random.Random(5)) == move and twin.searched == 1
    bot(v, moves, random.Random(6))
    assert bot.searched == 2


def test_a_single_move_and_another_seats_step_are_the_planners() -> None:
    v = bohnanza.view(_planting(), 0)
    moves = [m for m in bohnanza.legal_actions(v) if isinstance(m, Plant)][:1]
    bot = SearchBot(2, 1)
    planned = PlannerBot()(v, moves, random.Random(1))
    assert bot(v, moves, random.Random(1)) == planned and bot.searched == 0
    other = bohnanza.view(_planting(), 1)
    assert bot(other, [], random.Random(1)) == PlannerBot()(other, [], random.Random(1))
    assert bot.searched == 0


def test_without_trades_step_2_is_the_planners_and_with_them_it_is_searched() -> None:
    v = bohnanza.view(_trading(), 0)
    moves = list(bohnanza.legal_actions(v))
    planned = PlannerBot()(v, moves, random.Random(2))
    quiet = SearchBot(2, 1, trades=False)
    assert quiet(v, moves, random.Random(2)) == planned and quiet.searched == 0
    trader = SearchBot(2, 1)
    assert trader(v, moves, random.Random(2)) in moves and trader.searched == 1


class _Fixed(SearchBot):
    """Its gains are given: what ``_search`` makes of them is what is checked."""

    __slots__ = ("asked", "given")

    def __init__(self, given: list[list[float]]) -> None:
        super().__init__(2, 1)
        self.given = given
        self.asked: list[tuple[int, bool]] = []

    def gains(
        self,
        view: bohnanza.PlayerView,
        candidates: Sequence[Action | None],
        base: int,
        rng: random.Random,
        trading: bool = False,
    ) -> list[list[float]]:
        self.asked.append((base, trading))
        return self.given


def test_the_search_plays_the_clearly_better_candidate_against_the_planners_move() -> None:
    v = bohnanza.view(_planting(), 0)
    a, b, c = Harvest(0, 0), Harvest(0, 1), EndTrading(0)
    bot = _Fixed([[0.0, 0.0], [0.0, 0.0], [2.0, 2.0]])
    assert bot._search(v, [a, b, c], b, random.Random(1), True) == c
    assert bot.asked == [(1, True)] and bot.searched == 1
    bot = _Fixed([[3.0, 3.0], [0.0, 0.0], [0.0, 0.0]])
    assert bot._search(v, [a, b, c], None, random.Random(1), False) == a  # base: the first
    assert bot.asked == [(0, False)]


def test_a_step_2_search_polls_nobody_else_and_a_planting_search_does() -> None:
    trading = bohnanza.view(_trading(), 0)
    bot = _Fixed([[0.0, 0.0]] * 6)
    assert bot(trading, list(bohnanza.legal_actions(trading)), random.Random(1)) is not None
    assert [t for _, t in bot.asked] == [True]
    planting = bohnanza.view(_planting(), 0)
    bot = _Fixed([[0.0, 0.0]] * 6)
    bot(planting, list(bohnanza.legal_actions(planting)), random.Random(1))
    assert [t for _, t in bot.asked] == [False]


# -- the paired gains ---------------------------------------------------------------------


def test_each_candidate_meets_the_same_samples_and_the_base_gains_nothing() -> None:
    v = bohnanza.view(_planting(), 0)
    moves = list(bohnanza.legal_actions(v))
    bot = SearchBot(5, 1)
    same = bot.gains(v, [moves[0], moves[0]], 1, random.Random(3))
    assert same == [[0.0] * 5, [0.0] * 5]
    gains = bot.gains(v, moves, 0, random.Random(3))
    assert len(gains) == len(moves) and all(len(g) == 5 for g in gains)
    assert gains[0] == [0.0] * 5
    assert gains == SearchBot(5, 1).gains(v, moves, 0, random.Random(3))
    assert any(g != [0.0] * 5 for g in gains[1:])


def test_an_illegal_candidate_is_left_out_and_an_illegal_base_leaves_every_sample_out() -> None:
    v = bohnanza.view(_planting(), 0)
    legal = Plant(0, v.hand[0].id, 2)
    illegal = Plant(1, v.hand[0].id, 0)  # not seat 1's turn
    bot = SearchBot(3, 1)
    assert bot.gains(v, [legal, illegal], 0, random.Random(1)) == [[0.0] * 3, []]
    assert bot.gains(v, [legal, illegal], 1, random.Random(1)) == [[], []]


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
def test_no_sample_is_drawn_when_an_offer_hides_its_cards_kinds() -> None:
    s = bohnanza.compose("ladybohn", 3, step=Step.TRADE, hands={1: ["Harry Colt"]},
                         face_up=["Harry Chaos"], deck=["Harry Cochon"] * 5)  # fmt: skip
    s = bohnanza.apply(s, Offer(0, 1, (s.face_up[0].id,), ("blue",)))
    v = bohnanza.view(s, 1)
    answers = list(bohnanza.legal_actions(v))
    assert SearchBot(4, 1).gains(v, answers, 0, random.Random(1)) == [[] for _ in answers]


# -- the rollout and its score ------------------------------------------------------------


def _scored(monkeypatch: pytest.MonkeyPatch) -> list[GameState]:
    seen: list[GameState] = []
    score = search._score

    def spy(state: GameState, seat: int) -> float:
        seen.append(state)
        return score(state, seat)

    monkeypatch.setattr(search, "_score", spy)
    return seen


def test_a_rollout_stops_its_horizon_of_turns_on_or_at_the_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen = _scored(monkeypatch)
    s = _planting()
    turn = s.rest[0]
    planner = PlannerBot()
    for horizon in (1, 2):
        _rollout(s, 0, horizon, random.Random(1), planner)
        assert seen[-1].rest[0] == turn + horizon and not seen[-1].is_over
    value = _rollout(s, 1, 0, random.Random(1), planner)
    assert seen[-1].is_over and value == _score(seen[-1], 1)
    over = seen[-1]
    assert _rollout(over, 2, 3, random.Random(1), planner) == _score(over, 2)
    assert seen[-1] is over


def test_a_score_is_the_seats_worth_less_the_mean_of_the_others() -> None:
    s = bohnanza.compose(
        "rio-grande-2000", 3,
        fields={0: [["Garden"] * 3], 1: [["Coffee"] * 4], 2: [["Coffee"]]},
        coins={0: 2, 1: 5, 2: 0}, deck=["Soy"] * 5,
    )  # fmt: skip
    cards = s.table.cards
    worth = [len(p.coin_ids) + sum(_field_worth(f, cards) for f in p.field_ids) for p in s.players]
    assert worth == pytest.approx([5.0, 5 + 1 + 0.5 * 1 / 4, 0.5 * 2 / 5])
    assert _score(s, 0) == pytest.approx(worth[0] - (worth[1] + worth[2]) / 2)
    assert _score(s, 2) == pytest.approx(worth[2] - (worth[0] + worth[1]) / 2)


def test_an_offer_is_answered_at_once_and_a_refusal_remembered() -> None:
    s = _trading()
    chili, wax = s.face_up[0].id, s.face_up[1].id
    declined: set[Offer] = set()
    gift = Offer(0, 1, (chili,), ())
    after = _settle(s, gift, PlannerBot(), declined, random.Random(1))
    assert after.offers == () and chili in after.players[1].aside_ids and declined == set()
    unmet = Offer(0, 1, (wax,), ("blue",))  # seat 1 has no blue to give
    after = _settle(s, unmet, PlannerBot(), declined, random.Random(1))
    assert declined == {unmet}
    assert after == bohnanza.apply(bohnanza.apply(s, unmet), Decline(1, 0))
    keep = Keep(0, chili)
    assert _settle(s, keep, PlannerBot(), declined, random.Random(1)) == bohnanza.apply(s, keep)
    assert declined == {unmet}


# -- another move only when clearly better ------------------------------------------------


def test_two_agreeing_samples_are_enough_and_a_tie_keeps_the_first() -> None:
    assert _better([[0.0, 0.0], [1.0, 1.0]], 0) == 1
    assert _better([[0.0, 0.0], [1.0, 1.0], [1.0, 1.0]], 0) == 1
    assert _better([[0.0] * 3, [0.0] * 3], 0) == 0  # nothing gained is not better
    assert _better([[4.0, 4.0], [0.0, 0.0]], 1) == 0
    assert _better([[0.0, 0.0], [9.0, 9.0]], 1) == 1  # the base's own list is not read


class _Recording:
    """The planner, recording whom it was asked for and in which step."""

    def __init__(self) -> None:
        self.planner = PlannerBot()
        self.asked: list[tuple[int, Step]] = []

    def __call__(
        self, view: bohnanza.PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        self.asked.append((view.seat, view.step))
        return self.planner(view, moves, rng)


def test_a_rollout_polls_each_other_player_once_in_a_step_2_not_yet_polled() -> None:
    s = _trading()
    assert s.active == 0 and s.step is Step.TRADE
    polling = _Recording()
    _rollout(s, 0, 1, random.Random(4), polling)  # type: ignore[arg-type]
    # seat 1 first, then seat 2 (after the active player answers seat 1's offer, if any)
    assert polling.asked[0] == (1, Step.TRADE) and (2, Step.TRADE) in polling.asked[1:3]
    polled = _Recording()
    _rollout(s, 0, 1, random.Random(4), polled, polled=s.rest[0])  # type: ignore[arg-type]
    assert polled.asked[0] == (0, Step.TRADE)  # the active player only: already polled


def test_a_card_a_standing_offer_gives_stays_in_its_givers_hand() -> None:
    from bohnanza.bots.search import determinize

    s = bohnanza.compose(E3, 3, step=Step.TRADE, face_up=["Chili"],
                         hands={1: ["Soy", "Wax", "Blue"], 2: ["Green"]},
                         deck=["Stink"] * 6)  # fmt: skip
    soy = s.players[1].hand[0].id
    s = bohnanza.apply(s, Offer(1, 0, (soy,), ("chili",)))
    v = bohnanza.view(s, 0)
    places = set()
    for k in range(12):
        sampled = determinize(v, random.Random(k))
        assert sampled is not None and bohnanza.view(sampled, 0) == v
        hand = sampled.players[1].hand_ids
        assert soy in hand and len(hand) == 3
        places.add(hand.index(soy))
        assert soy not in sampled.players[2].hand_ids
    assert len(places) > 1  # put among the unseen cards at random
    own = bohnanza.view(s, 1)  # the giver's own offer: its hand is its own
    assert determinize(own, random.Random(1)).players[1].hand_ids == s.players[1].hand_ids  # type: ignore[union-attr]


def test_the_step_2_candidates_in_order_at_most_six_and_a_sale_played() -> None:
    s = bohnanza.compose(
        E3, 4, step=Step.TRADE, face_up=["Chili", "Wax"],
        fields={0: [["Soy"], []], 1: [["Chili"], []], 2: [["Wax"], []], 3: [["Chili"], ["Wax"]]},
        hands={0: ["Green"], 1: ["Soy", "Blue", "Red", "Green"], 2: ["Blue"]},
        deck=["Stink"] * 5,
    )  # fmt: skip
    chili, wax = (c.id for c in s.face_up)
    v = bohnanza.view(s, 0)
    moves = list(bohnanza.legal_actions(v))
    assert trade_candidates(v, moves, EndTrading(0)) == [
        EndTrading(0),
        Keep(0, chili),
        Keep(0, wax),
        Offer(0, 1, (chili,), ()),
        Offer(0, 3, (chili,), ()),
        Offer(0, 2, (wax,), ()),
    ]  # fmt: skip  (the seventh, wax to seat 3, is past the six)
    assert MAX_TRADE_CANDIDATES == 6
    assert trade_candidates(v, moves, Harvest(0, 0)) == [Harvest(0, 0)]  # a sale is played
    other = bohnanza.view(s, 1)
    soy, blue, red, _ = (c.id for c in other.hand)
    assert trade_candidates(other, list(bohnanza.legal_actions(other)), None) == [
        None,
        Offer(1, 0, (), ("chili",)),
        Offer(1, 0, (soy,), ("chili",)), Offer(1, 0, (blue,), ("chili",)),
        Offer(1, 0, (red,), ("chili",)),
        Offer(1, 0, (soy,), ()),  # a front card that grows the active player's field
    ]  # fmt: skip
    assert trade_candidates(other, [], None) == [None]  # only listed moves
