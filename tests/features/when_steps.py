"""When steps: moves, checked and applied through the referee.

A move the referee refuses leaves the state as it was; a Then step must check the refusal
(``Then the move is refused by rule 002/...``) before the scenario goes on.  French
phrasings (``Quand`` / ``Et``) are stacked on the same functions.
"""

from __future__ import annotations

from pytest_bdd import when

from bohnanza import (
    BuyField,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Plant,
    Trade,
)
from bohnanza.actions import Accept, Decline, Offer, Withdraw
from tests.features.support import BeanRef, ScenarioContext, phrase

# Where a named card is looked for, in order, when the text does not say.
_GIVER_ZONES = ("face-up", "hand", "set-aside", "fields", "coins")
_OTHER_ZONES = ("hand", "set-aside", "face-up", "fields", "coins")


@when(phrase("{who:Player} plants {card:Bean} in field {field:d}"))
@when(phrase("{who:Player} plante {card:Bean} dans le champ {field:d}"))
def plants(ctx: ScenarioContext, who: str, card: BeanRef, field: int) -> None:
    """Plant a card: in step 1 from the hand, in step 3 from the cards set aside; in the
    duel, in step 1 an offered card, in step 2 from the hand, in step 3 a drawn card."""
    seat = ctx.seat(who)
    ctx.play(Plant(seat, ctx.card_id(seat, card, ctx.plant_zones()), field - 1))


@when(phrase("{who:Player} ends step {step:d}"))
@when(phrase("{who:Player} termine la phase {step:d}"))
def ends_step(ctx: ScenarioContext, who: str, step: int) -> None:
    """End step 1 without a second card, or end the trading of step 2; in the duel, end
    step 2 without a discard, or end step 3 by leaving the drawn cards not planted as an
    offer (step 4 follows at once)."""
    seat = ctx.seat(who)
    duel = ctx.state.rules.duel
    if step == 1 and not duel:
        ctx.play(EndPlanting(seat))
    elif step == 2:
        ctx.play(EndPlanting(seat) if duel else EndTrading(seat))
    elif step == 3 and duel:
        ctx.play(LeaveOffer(seat))
    else:
        game = "the bean duel" if duel else "the game for 3 to 7 players"
        raise AssertionError(f"no action ends step {step} in {game}: it ends by itself")


@when(phrase("{who:Player} harvests field {field:d}"))
@when(phrase("{who:Player} sells field {field:d}"))
@when(phrase("{who:Player} récolte le champ {field:d}"))
@when(phrase("{who:Player} vend le champ {field:d}"))
def harvests(ctx: ScenarioContext, who: str, field: int) -> None:
    """Harvest and sell a field."""
    ctx.play(Harvest(ctx.seat(who), field - 1))


@when(phrase("{who:Player} buys a third field"))
@when(phrase("{who:Player} achète un troisième champ"))
def buys(ctx: ScenarioContext, who: str) -> None:
    """Buy the third bean field."""
    ctx.play(BuyField(ctx.seat(who)))


@when(phrase("{who:Player} keeps {card:Bean}"))
@when(phrase("{who:Player} garde {card:Bean}"))
def keeps(ctx: ScenarioContext, who: str, card: BeanRef) -> None:
    """Step 2: the active player keeps a face-up card, setting it aside for step 3."""
    seat = ctx.seat(who)
    ctx.play(Keep(seat, ctx.card_id(seat, card, _GIVER_ZONES)))


@when(phrase("{who:Player} trades {gives:Beans} to {partner:Player} for {takes:Beans}"))
@when(phrase("{who:Player} échange {gives:Beans} avec {partner:Player} contre {takes:Beans}"))
def trades(
    ctx: ScenarioContext,
    who: str,
    gives: tuple[BeanRef, ...],
    partner: str,
    takes: tuple[BeanRef, ...],
) -> None:
    """An accepted trade: ``who`` (the active player, or the referee says why not) gives
    face-up or hand cards; ``partner`` gives hand cards."""
    _trade(ctx, who, gives, partner, takes)


def _trade(
    ctx: ScenarioContext,
    who: str,
    gives: tuple[BeanRef, ...],
    partner: str,
    takes: tuple[BeanRef, ...],
    give_coins: int = 0,
    take_coins: int = 0,
) -> None:
    seat, other = ctx.seat(who), ctx.seat(partner)
    active = ctx.state.active
    taken: set[int] = set()
    given = tuple(
        ctx.card_id(seat, r, _GIVER_ZONES if seat == active else _OTHER_ZONES, taken) for r in gives
    )
    received = tuple(
        ctx.card_id(other, r, _GIVER_ZONES if other == active else _OTHER_ZONES, taken)
        for r in takes
    )
    ctx.play(Trade(seat, other, given, received, give_coins, take_coins))


# -- trades with coins (003's experts' variant: "autoriser l'utilisation des talers") -----


@when(
    phrase(
        "{who:Player} trades {gives:Beans} and {coins:Coins} to {partner:Player} for {takes:Beans}"
    )
)
@when(
    phrase(
        "{who:Player} échange {gives:Beans} et {coins:Coins} avec {partner:Player} "
        "contre {takes:Beans}"
    )
)
def trades_with_coins(
    ctx: ScenarioContext,
    who: str,
    gives: tuple[BeanRef, ...],
    coins: int,
    partner: str,
    takes: tuple[BeanRef, ...],
) -> None:
    """A trade in which ``who`` adds coins, the top coins of his earnings stack."""
    _trade(ctx, who, gives, partner, takes, give_coins=coins)


@when(
    phrase(
        "{who:Player} trades {gives:Beans} to {partner:Player} for {takes:Beans} and {coins:Coins}"
    )
)
@when(
    phrase(
        "{who:Player} échange {gives:Beans} avec {partner:Player} "
        "contre {takes:Beans} et {coins:Coins}"
    )
)
def trades_for_coins(
    ctx: ScenarioContext,
    who: str,
    gives: tuple[BeanRef, ...],
    partner: str,
    takes: tuple[BeanRef, ...],
    coins: int,
) -> None:
    """A trade in which ``partner`` adds coins, the top coins of his earnings stack."""
    _trade(ctx, who, gives, partner, takes, take_coins=coins)


@when(phrase("{who:Player} trades {coins:Coins} to {partner:Player} for {takes:Beans}"))
@when(phrase("{who:Player} échange {coins:Coins} avec {partner:Player} contre {takes:Beans}"))
def trades_coins_only(
    ctx: ScenarioContext, who: str, coins: int, partner: str, takes: tuple[BeanRef, ...]
) -> None:
    """A trade in which ``who`` gives only coins."""
    _trade(ctx, who, (), partner, takes, give_coins=coins)


@when(phrase("{who:Player} trades {gives:Beans} to {partner:Player} for {coins:Coins}"))
@when(phrase("{who:Player} échange {gives:Beans} avec {partner:Player} contre {coins:Coins}"))
def trades_for_coins_only(
    ctx: ScenarioContext, who: str, gives: tuple[BeanRef, ...], partner: str, coins: int
) -> None:
    """A trade in which ``partner`` gives only coins."""
    _trade(ctx, who, gives, partner, (), take_coins=coins)


@when(phrase("{who:Player} trades {coins:Coins} to {partner:Player} for {back:Coins}"))
@when(phrase("{who:Player} échange {coins:Coins} avec {partner:Player} contre {back:Coins}"))
def trades_coins_for_coins(
    ctx: ScenarioContext, who: str, coins: int, partner: str, back: int
) -> None:
    """A trade of coins for coins, with no bean card on either side (the referee refuses it:
    decision original-1997.trade-coins)."""
    _trade(ctx, who, (), partner, (), give_coins=coins, take_coins=back)


@when(phrase("{who:Player} donates {cards:Beans} to {receiver:Player}"))
@when(phrase("{who:Player} donne {cards:Beans} à {receiver:Player}"))
def donates(ctx: ScenarioContext, who: str, cards: tuple[BeanRef, ...], receiver: str) -> None:
    """An accepted donation from ``who`` to ``receiver``."""
    seat = ctx.seat(who)
    zones = _GIVER_ZONES if seat == ctx.state.active else _OTHER_ZONES
    taken: set[int] = set()
    ids = tuple(ctx.card_id(seat, r, zones, taken) for r in cards)
    ctx.play(Donate(seat, ctx.seat(receiver), ids))


# -- offers and their answers (decisions trade.consent, trade.standing-offers) ---------------


def _given(ctx: ScenarioContext, seat: int, cards: tuple[BeanRef, ...]) -> tuple[int, ...]:
    zones = _GIVER_ZONES if seat == ctx.state.active else _OTHER_ZONES
    taken: set[int] = set()
    return tuple(ctx.card_id(seat, r, zones, taken) for r in cards)


@when(phrase("{who:Player} offers {gives:Beans} to {partner:Player} for {asks:Beans}"))
@when(phrase("{who:Player} propose {gives:Beans} à {partner:Player} contre {asks:Beans}"))
def offers(
    ctx: ScenarioContext,
    who: str,
    gives: tuple[BeanRef, ...],
    partner: str,
    asks: tuple[BeanRef, ...],
) -> None:
    """An offer: the cards given named exactly, the cards asked for by variety only."""
    seat = ctx.seat(who)
    ctx.play(Offer(seat, ctx.seat(partner), _given(ctx, seat, gives), tuple(r.key for r in asks)))


@when(
    phrase(
        "{who:Player} offers {gives:Beans} and {coins:Coins} to {partner:Player} for {asks:Beans}"
    )
)
@when(
    phrase(
        "{who:Player} propose {gives:Beans} et {coins:Coins} à {partner:Player} contre {asks:Beans}"
    )
)
def offers_with_coins(
    ctx: ScenarioContext,
    who: str,
    gives: tuple[BeanRef, ...],
    coins: int,
    partner: str,
    asks: tuple[BeanRef, ...],
) -> None:
    """An offer to which the offerer adds coins (003's experts' variant)."""
    seat = ctx.seat(who)
    ask = tuple(r.key for r in asks)
    ctx.play(Offer(seat, ctx.seat(partner), _given(ctx, seat, gives), ask, coins))


@when(phrase("{who:Player} accepts the offer of {offerer:Player} with {cards:Beans}"))
@when(phrase("{who:Player} accepte l'offre {offerer:OfPlayer} avec {cards:Beans}"))
def accepts_with(ctx: ScenarioContext, who: str, offerer: str, cards: tuple[BeanRef, ...]) -> None:
    """Accept a standing offer, naming the cards of one's own that meet its request."""
    seat = ctx.seat(who)
    ctx.play(Accept(seat, ctx.seat(offerer), _given(ctx, seat, cards)))


@when(phrase("{who:Player} accepts the offer of {offerer:Player}"))
@when(phrase("{who:Player} accepte l'offre {offerer:OfPlayer}"))
def accepts(ctx: ScenarioContext, who: str, offerer: str) -> None:
    """Accept a standing donation (nothing is asked in return)."""
    ctx.play(Accept(ctx.seat(who), ctx.seat(offerer)))


@when(phrase("{who:Player} declines the offer of {offerer:Player}"))
@when(phrase("{who:Player} refuse l'offre {offerer:OfPlayer}"))
def declines(ctx: ScenarioContext, who: str, offerer: str) -> None:
    """Decline a standing offer; it ends."""
    ctx.play(Decline(ctx.seat(who), ctx.seat(offerer)))


@when(phrase("{who:Player} withdraws his offer to {partner:Player}"))
@when(phrase("{who:Player} retire son offre à {partner:Player}"))
def withdraws(ctx: ScenarioContext, who: str, partner: str) -> None:
    """Withdraw one's standing offer; it ends."""
    ctx.play(Withdraw(ctx.seat(who), ctx.seat(partner)))


# -- the bean duel ------------------------------------------------------------------------


@when(phrase("{who:Player} discards {card:Bean} from his hand"))
@when(phrase("{who:Player} défausse {card:Bean} de sa main"))
def duel_discard(ctx: ScenarioContext, who: str, card: BeanRef) -> None:
    """Duel step 2: after planting, discard one card from anywhere in the hand (face up, on
    the discard pile); step 3 begins."""
    seat = ctx.seat(who)
    ctx.play(Discard(seat, ctx.card_id(seat, card, ("hand",))))


@when(phrase("{who:Player} discards the offered {card:Bean}"))
@when(phrase("{who:Player} défausse le {card:Bean} offert"))
def duel_discard_offer(ctx: ScenarioContext, who: str, card: BeanRef) -> None:
    """Duel step 1: discard a card the opponent offered."""
    seat = ctx.seat(who)
    ctx.play(Discard(seat, ctx.card_id(seat, card, ("offer",))))


@when(phrase("{who:Player} plants the offered {card:Bean} in field {field:d}"))
@when(phrase("{who:Player} plante le {card:Bean} offert dans le champ {field:d}"))
def duel_plant_offer(ctx: ScenarioContext, who: str, card: BeanRef, field: int) -> None:
    """Duel step 1: plant a card the opponent offered."""
    seat = ctx.seat(who)
    ctx.play(Plant(seat, ctx.card_id(seat, card, ("offer",)), field - 1))


@when(phrase("{who:Player} plants the drawn {card:Bean} in field {field:d}"))
@when(phrase("{who:Player} plante le {card:Bean} pioché dans le champ {field:d}"))
def duel_plant_drawn(ctx: ScenarioContext, who: str, card: BeanRef, field: int) -> None:
    """Duel step 3: plant one of the cards drawn (from the deck or the discard pile)."""
    seat = ctx.seat(who)
    ctx.play(Plant(seat, ctx.card_id(seat, card, ("face-up",)), field - 1))


@when(phrase("{who:Player} leaves the drawn cards as an offer"))
@when(phrase("{who:Player} laisse les cartes piochées en offre"))
def duel_leave_offer(ctx: ScenarioContext, who: str) -> None:
    """Duel step 3: the drawn cards not planted are left as an offer; step 4 follows."""
    ctx.play(LeaveOffer(ctx.seat(who)))
