"""The end of the game: the final harvest, scores and winners."""

from __future__ import annotations

import attrs

from bohnanza.rules.deck import Pile
from bohnanza.rules.harvesting import sell, sell_garden
from bohnanza.state import OVER, GameState


def game_over(s: GameState) -> GameState:
    # end.scoring: hands are set aside; every field is harvested and sold
    # (end.final-harvest: the protection rule does not apply).
    discard = s.discard_ids
    players = list(s.players)
    table = s.table
    # Ladybohn: a Gartenbohne miss on top takes her coins from the discard pile and the
    # deck (001/harvest.garden-miss), so the final harvest carries the deck along;
    # decision ladybohn.final-harvest: every field is sold, seat by seat from seat 0.
    pile = Pile(s)
    garden = table.garden_miss
    for seat, player in enumerate(s.players):
        sold = player
        for f, field in enumerate(player.field_ids):
            if field:
                if field[-1] == garden:
                    pile.discard = discard
                    sold = sell_garden(table, sold, f, pile)
                    discard = pile.discard
                else:
                    sold, discard = sell(table, sold, f, discard)
        players[seat] = sold
    return GameState(
        s.table,
        tuple(players),
        s.active,
        OVER,
        s.planted,
        discard,
        s.face_up_ids,
        (pile.deck, pile.drawn, pile.exhaustions, True),
        s.rest,
        -1,
        (),
    )


@attrs.frozen
class Outcome:
    """The result of a finished game.

    ``scores`` are the coins of each seat; ``hand_sizes`` the cards each kept in hand;
    ``winners`` the seats that won (more than one when the tie could not be broken).
    """

    scores: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    winners: tuple[int, ...]
    tie_broken_by_hand: bool

    def __str__(self) -> str:
        scores = " ".join(f"{seat}:{n}" for seat, n in enumerate(self.scores))
        return f"scores {scores}; winner{'s' if len(self.winners) > 1 else ''} " + ",".join(
            map(str, self.winners)
        )


def outcome(state: GameState) -> Outcome | None:
    """The result once the game is over, else None."""
    if state.step != OVER:
        return None
    scores = tuple(len(p.coin_ids) for p in state.players)
    hands = tuple(len(p.hand_ids) for p in state.players)
    won = winners(scores, hands, state.table.rules.tie_break)
    best = max(scores)
    broken = len(won) < sum(1 for n in scores if n == best)
    return Outcome(scores, hands, won, broken)


def winners(scores: tuple[int, ...], hands: tuple[int, ...], tie_break: str) -> tuple[int, ...]:
    """The winning seats: most coins; among those tied, most cards in hand (``hand-cards``);
    a tie that this does not break is shared.

    pre: len(scores) == len(hands) >= 1
    pre: all(n >= 0 for n in scores) and all(n >= 0 for n in hands)
    post: len(__return__) >= 1
    post: all(scores[w] == max(scores) for w in __return__)
    post: tie_break != "none" or len(__return__) == scores.count(max(scores))
    post: list(__return__) == sorted(set(__return__))

    >>> winners((5, 5, 3), (2, 4, 9), "hand-cards"), winners((5, 5, 3), (2, 4, 9), "none")
    ((1,), (0, 1))
    """
    best = max(scores)
    tied = [seat for seat, n in enumerate(scores) if n == best]
    if len(tied) > 1 and tie_break == "hand-cards":
        # end.tie-break: most cards in hand among the tied; end.unbroken-tie: shared.
        most = max(hands[seat] for seat in tied)
        tied = [seat for seat in tied if hands[seat] == most]
    return tuple(tied)
