"""What the greedy bot and the planner promise about trading (their docstrings): they
accept cards they can plant without selling (each grows a planted field, or the new
varieties fit the empty fields, one each) for cards that grow none of their fields and
never for coins; as the active player they offer a face-up card they do not want to a
player whose planted field it grows, for a card of a variety they have planted before
nothing at all; as another player they ask for a face-up card that grows one of their
fields, giving the front-most hand card that grows none, or nothing.  Each is asked
with the harness's lazy listing and with the same moves as a plain tuple."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import Accept, Action, Decline, Offer
from bohnanza.bots import GreedyBot, PlannerBot, RandomBot, field_payout, grows, offers_to
from bohnanza.listing import legal_actions
from bohnanza.views import PlayerView, view

E = "rio-grande-2000"
BOTS: list[Callable[[], GreedyBot]] = [GreedyBot, PlannerBot]


def _both(bot: Callable[[], object], v: PlayerView, moves: Sequence[Action]) -> Action | None:
    """The bot's move from ``moves`` as given and as a plain tuple: they must agree."""
    one = bot()
    two = bot()
    assert callable(one) and callable(two)
    first: Action | None = one(v, moves, random.Random(0))
    second: Action | None = two(v, tuple(moves), random.Random(0))
    assert first == second
    return first


def _offered(
    fields: list[list[str]],
    gives: Sequence[int],
    asks: tuple[str, ...],
    *,
    ask_coins: int = 0,
    hand: Sequence[str] = ("Blue", "Chili"),
) -> tuple[PlayerView, tuple[Action, ...]]:
    """Seat 1 (``fields``, ``hand``), asked by the active seat 0, whose face-up cards are
    a soy and a red: the offer gives the face-up cards numbered ``gives`` and asks
    ``asks``; seat 1's view and its answers, as the harness lists them."""
    if ask_coins:
        state = bohnanza.compose(
            "original-1997-fr-003", 4, step=Step.TRADE, face_up=["Soy", "Red"],
            hands={0: ["Green"], 1: list(hand)}, fields={1: fields}, coins={0: 2, 1: 3},
            deck=["Green"] * 10, variants=("experts",),
        )  # fmt: skip
    else:
        state = bohnanza.compose(
            E, 4, step=Step.TRADE, face_up=["Soy", "Red"], hands={0: ["Wax"], 1: list(hand)},
            fields={1: fields}, deck=["Wax"] * 10,
        )  # fmt: skip
    given = tuple(state.face_up_ids[i] for i in gives)
    offer = Offer(0, 1, given, asks, ask_coins=ask_coins)
    assert bohnanza.check(state, offer) is None
    after = bohnanza.apply(state, offer)
    v = view(after, 1)
    answers = tuple(m for m in legal_actions(v) if isinstance(m, Accept | Decline))
    assert offers_to(v, 1) == (offer,)
    return v, answers


CASES = [
    # (seat 1's fields, face-up cards given, asked, accepted)
    ([["Soy"], ["Red"]], [0], ("blue",), True),  # a soy for its field, for a blue it lacks
    ([["Soy"], ["Chili"]], [0], ("chili",), False),  # it would give a chili it grows
    ([["Blue"], []], [0], ("chili",), True),  # the soy opens its empty field
    ([["Blue"], ["Chili"]], [0], (), False),  # no field for the soy: it would have to sell
    ([[], []], [0, 1], (), True),  # two new varieties, two empty fields
    ([["Blue"], []], [0, 1], (), False),  # two new varieties, one empty field
    ([["Soy"], []], [0, 1], (), True),  # the soy grows, the red opens the empty field
    ([["Soy"], ["Red"]], [], ("blue",), True),  # asked a blue it has no field for
    ([["Blue"], ["Red"]], [], ("blue",), False),  # asked a blue it grows
]


@pytest.mark.parametrize("bot", BOTS)
@pytest.mark.parametrize(("fields", "gives", "asks", "accepted"), CASES)
def test_an_offer_is_accepted_when_it_brings_plantable_cards_for_cards_it_does_not_grow(
    bot: Callable[[], GreedyBot],
    fields: list[list[str]],
    gives: list[int],
    asks: tuple[str, ...],
    accepted: bool,
) -> None:
    v, answers = _offered(fields, gives, asks)
    assert [type(m) for m in answers] == [Accept, Decline]
    assert _both(bot, v, answers) == (answers[0] if accepted else answers[1])
    # the answers in the other order: the same choice
    assert _both(bot, v, answers[::-1]) == (answers[0] if accepted else answers[1])


@pytest.mark.parametrize("bot", BOTS)
def test_an_offer_asking_coins_is_declined_however_fair_its_cards(
    bot: Callable[[], GreedyBot],
) -> None:
    fair, answers = _offered([["Soy"], ["Red"]], [0], ("blue",), ask_coins=0)
    assert _both(bot, fair, answers) == answers[0]
    v, answers = _offered([["Soy"], ["Red"]], [0], ("blue",), ask_coins=1)
    assert [type(m) for m in answers] == [Accept, Decline]
    assert _both(bot, v, answers) == Decline(1, 0)


@pytest.mark.parametrize("bot", BOTS)
def test_with_only_a_decline_to_give_it_declines(bot: Callable[[], GreedyBot]) -> None:
    v, _ = _offered([["Soy"], ["Red"]], [0], ("blue",))
    assert _both(bot, v, (Decline(1, 0),)) == Decline(1, 0)


def test_the_active_player_accepts_to_give_away_face_up_cards_it_does_not_want() -> None:
    state = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Soy", "Red"], hands={0: ["Wax"], 1: ["Chili"]},
        fields={0: [["Chili"], ["Blue"]], 1: [["Soy"], ["Wax"]]}, deck=["Wax"] * 10,
    )  # fmt: skip
    soy, _red = state.face_up_ids
    chili = state.players[1].hand_ids[0]
    asked = bohnanza.apply(state, Offer(1, 0, (), ("soy",)))
    v = view(asked, 0)
    answers = (Accept(0, 1, (soy,)), Decline(0, 1))
    for bot in BOTS:
        assert _both(bot, v, answers) == answers[0]
    # a chili for it: a card that grows its field, for the soy it does not want
    traded = bohnanza.apply(state, Offer(1, 0, (chili,), ("soy",)))
    w = view(traded, 0)
    for bot in BOTS:
        assert _both(bot, w, (Accept(0, 1, (soy,)), Decline(0, 1))) == Accept(0, 1, (soy,))


def _active(**extra: object) -> bohnanza.GameState:
    args: dict[str, object] = {
        "step": Step.TRADE,
        "face_up": ["Soy"],
        "hands": {0: ["Wax"], 1: ["Red"], 2: ["Red"], 3: ["Red"]},
        "fields": {0: [["Chili"], ["Blue"]], 1: [["Red"], []], 2: [["Soy"], []], 3: [["Soy"]]},
        "deck": ["Wax"] * 10,
    }
    args.update(extra)
    return bohnanza.compose(E, 4, **args)  # type: ignore[arg-type]


def test_greedy_offers_an_unwanted_face_up_card_for_a_variety_it_grows() -> None:
    state = _active()
    soy = state.face_up_ids[0]
    v = view(state, 0)
    # seat 1 grows no soy; seats 2 and 3 do: seat 2 first, asked the first variety in
    # play that seat 0 has planted (blue before chili)
    assert v.varieties.index("blue") < v.varieties.index("chili")
    assert _both(GreedyBot, v, legal_actions(v)) == Offer(0, 2, (soy,), ("blue",))
    # an offer to seat 2 already stands: seat 3 gets it
    made = bohnanza.apply(state, Offer(0, 2, (soy,), ()))
    w = view(made, 0)
    assert _both(GreedyBot, w, legal_actions(w)) == Offer(0, 3, (soy,), ("blue",))
    # nobody grows soy: no offer, the step ends
    lonely = _active(fields={0: [["Chili"], ["Blue"]], 1: [["Red"], []]})
    u = view(lonely, 0)
    assert _both(GreedyBot, u, legal_actions(u)) == bohnanza.EndTrading(0)


def test_greedy_gives_an_unwanted_card_for_nothing_when_no_trade_is_listed() -> None:
    state = _active()
    soy = state.face_up_ids[0]
    v = view(state, 0)
    gifts_only = [m for m in legal_actions(v) if not (isinstance(m, Offer) and m.asks)]
    assert _both(GreedyBot, v, gifts_only) == Offer(0, 2, (soy,), ())


def test_greedy_keeps_a_face_up_card_that_grows_its_field_before_offering() -> None:
    state = _active(face_up=["Soy", "Chili"])
    v = view(state, 0)
    chili = state.face_up_ids[1]
    assert _both(GreedyBot, v, legal_actions(v)) == bohnanza.Keep(0, chili)
    assert _both(PlannerBot, v, legal_actions(v)) == bohnanza.Keep(0, chili)


def _other(hand: list[str], face_up: list[str], fields1: list[list[str]]) -> PlayerView:
    state = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=face_up, hands={0: ["Wax"], 1: hand},
        fields={1: fields1}, deck=["Wax"] * 10,
    )  # fmt: skip
    return view(state, 1)


@pytest.mark.parametrize("bot", BOTS)
def test_another_player_asks_for_a_face_up_card_giving_its_front_most_useless_card(
    bot: Callable[[], GreedyBot],
) -> None:
    v = _other(["Soy", "Red", "Green"], ["Blue", "Wax"], [["Soy"], ["Blue"]])
    _soy, red, _green = v.hand_ids
    # blue grows its field: asked; soy grows one too: not given; red is the front-most
    # card that grows none
    move = _both(bot, v, legal_actions(v))
    assert move == Offer(1, 0, (red,), ("blue",))
    # nothing it could give: it asks for nothing in return
    bare = _other(["Soy", "Blue"], ["Blue", "Wax"], [["Soy"], ["Blue"]])
    assert _both(bot, bare, legal_actions(bare)) == Offer(1, 0, (), ("blue",))


def test_greedy_asks_nothing_when_no_face_up_card_grows_its_fields() -> None:
    v = _other(["Red"], ["Green", "Wax"], [["Soy"], ["Blue"]])
    assert _both(GreedyBot, v, legal_actions(v)) is None


def test_the_random_bot_passes_an_offer_it_is_not_asked_to_make() -> None:
    v = _other(["Red"], ["Green", "Wax"], [["Soy"], ["Blue"]])
    assert RandomBot()(v, legal_actions(v), random.Random(0)) is None
    made = [RandomBot(1.0)(v, legal_actions(v), random.Random(k)) for k in range(30)]
    assert all(isinstance(m, Offer) and m.seat == 1 and m.to == 0 for m in made)
    assert len(set(made)) > 5


def test_the_helpers_price_by_the_top_card_and_grow_by_planted_fields() -> None:
    cards = bohnanza.new_game(E, 4, seed=1).table.cards
    blue = [c for c in cards if c.variety.key == "blue"]
    garden = [c for c in cards if c.variety.key == "garden"]
    soy = next(c for c in cards if c.variety.key == "soy")
    mixed = (blue[0], blue[1], garden[0])  # as a bot author may hand it: the top card prices
    assert field_payout(mixed) == garden[0].beanometer.payout(3) == 3
    assert field_payout(mixed[:2]) == blue[0].beanometer.payout(2) == 0
    assert field_payout(tuple(blue[:4])) == 1 and field_payout(()) == 0
    fields = (mixed, ())
    assert grows(fields, blue[5]) is True  # by the bottom card's variety
    assert grows(fields, garden[1]) is False
    assert grows(fields, soy) is False
    assert grows(((), ()), soy) is False and grows((), soy) is False
    assert grows(((), (soy,)), soy) is True


@pytest.mark.parametrize("bot", BOTS)
def test_with_nothing_to_keep_or_offer_the_step_ends_whatever_the_draws(
    bot: Callable[[], GreedyBot],
) -> None:
    # red and green fit none of its fields and nobody grows them: it keeps neither
    state = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Red", "Green"], hands={0: ["Wax"], 1: ["Chili"]},
        fields={0: [["Soy"], ["Blue"]], 1: [["Soy"], ["Blue"]]}, deck=["Wax"] * 10,
    )  # fmt: skip
    v = view(state, 0)
    listed = legal_actions(v)
    assert len(listed.basic) >= 3
    for k in range(20):
        assert bot()(v, listed, random.Random(k)) == bohnanza.EndTrading(0)


@pytest.mark.parametrize("bot", BOTS)
def test_a_useless_card_is_given_only_from_near_the_front_of_the_hand(
    bot: Callable[[], GreedyBot],
) -> None:
    # soy grows its field; the red is the only card it could give: the fifth card is
    # given, the sixth is too far back and nothing is given for the blue
    near = _other(["Soy"] * 4 + ["Red", "Soy"], ["Blue", "Wax"], [["Soy"], ["Blue"]])
    assert _both(bot, near, legal_actions(near)) == Offer(1, 0, (near.hand_ids[4],), ("blue",))
    far = _other(["Soy"] * 5 + ["Red"], ["Blue", "Wax"], [["Soy"], ["Blue"]])
    assert _both(bot, far, legal_actions(far)) == Offer(1, 0, (), ("blue",))
