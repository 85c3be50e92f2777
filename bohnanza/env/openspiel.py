"""Bohnanza as an OpenSpiel game (``python_bohnanza``), registered with ``pyspiel``.

    >>> import pyspiel
    >>> import bohnanza.env.openspiel  # registers the game
    >>> game = pyspiel.load_game("python_bohnanza", {"players": 3})
    >>> state = game.new_initial_state()
    >>> state.is_chance_node(), game.num_players()
    (True, 3)

Parameters: ``edition`` (a preset, default ``rio-grande-2000``), ``players`` (default 4),
``offers`` (the most offers a seat makes in one step 2, default 2; 0 for none) and
``variants`` (the rulebook's variants, comma-separated: ``"beginners"``; default none).

Chance.  A game opens with chance nodes: one per card of the draw deck, top card first,
each drawing the next card's variety (in Ladybohn its family and kind: the keys of
``Table.pieces``) among the cards not yet placed (probability in proportion to how many
are left: together, a uniform shuffle of the deck as far as any player can tell cards
apart), then one node that draws the seed of the reshuffles (one of
``RESHUFFLE_SEEDS``): the referee reshuffles the discard pile by itself when the deck runs
out, from that seed, so the reshuffles' randomness is drawn here, at the start, not at the
moment of each reshuffle.  The players' moves then follow; each seat acts as in the
PettingZoo environment (``bohnanza.env.encoding`` says who acts when), with the same
action ids.  ``apply_action`` takes an action id as the other environments do: a Python or
NumPy integer in range, else ``InvalidActionError`` naming the value; an id that is not
legal now is refused with ``InvalidActionError`` too.

Information.  The game is of imperfect information: the observation (string and tensor)
of a seat is computed from its own view (``bohnanza.views``): its own hand, the open
table, the size of every other hand.  The information state string adds the seat's
record of every move made so far (moves are public: planted and offered cards are shown;
of another seat's discard in the duel, only the card, not where it lay in the hand);
the information state tensor is the observation tensor (the open table, the discard pile
included, already holds what the moves showed).  Returns are the final coins of each
seat (general sum), 0 until the game ends.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel
from open_spiel.python.algorithms import mcts

from bohnanza.cards import Card
from bohnanza.editions import edition as load_edition
from bohnanza.env.encoding import OFFERS_PER_STEP, Position, Table, whole_number
from bohnanza.env.greedy import play_out
from bohnanza.errors import InvalidActionError
from bohnanza.rules.deck import shuffled
from bohnanza.setup import new_game
from bohnanza.views import view

__all__ = ["GAME_TYPE", "RESHUFFLE_SEEDS", "BohnanzaGame", "BohnanzaState", "RolloutEvaluator"]

#: How many seeds the reshuffles' chance node draws from.
RESHUFFLE_SEEDS = 2**16
#: An upper bound on the moves of a game (turns are bounded by the deck's exhaustions,
#: offers by ``offers`` a step 2); OpenSpiel asks for one.
MAX_MOVES = 100_000

GAME_TYPE = pyspiel.GameType(
    short_name="python_bohnanza",
    long_name="Bohnanza (the bohnanza reference referee)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=7,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={
        "edition": "rio-grande-2000",
        "players": 4,
        "offers": OFFERS_PER_STEP,
        "variants": "",
    },
)


class BohnanzaGame(pyspiel.Game):  # type: ignore[misc]
    """The game for one preset, player count and bound on offers."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**GAME_TYPE.parameter_specification, **(params or {})}
        players = int(params["players"])
        ed = load_edition(str(params["edition"]))
        variants = tuple(v.strip() for v in str(params["variants"]).split(",") if v.strip())
        self.table = Table.make(ed, players, int(params["offers"]), variants)
        sample = new_game(ed, players, seed=0, variants=variants)
        removed = {card.id for card in sample.removed}
        #: The cards of the deal, by their index in ``table.pieces``.
        self.box = Counter(
            piece_of(self.table, c) for c in sample.table.cards if c.id not in removed
        )
        ids: dict[int, list[int]] = {}
        for c in sample.table.cards:
            if c.id not in removed:
                ids.setdefault(piece_of(self.table, c), []).append(c.id)
        #: Each index's card ids, lowest first (Ladybohn: which card a draw places).
        self.ids = _Ids({k: tuple(v) for k, v in ids.items()})
        info = pyspiel.GameInfo(
            num_distinct_actions=self.table.num_actions,
            max_chance_outcomes=max(RESHUFFLE_SEEDS, len(self.table.pieces)),
            num_players=players,
            min_utility=0.0,
            max_utility=float(len(sample.table.cards)),
            utility_sum=None,
            max_game_length=MAX_MOVES,
        )
        super().__init__(GAME_TYPE, info, params)

    def new_initial_state(self) -> BohnanzaState:
        return BohnanzaState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> BohnanzaObserver:
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return BohnanzaObserver(self.table, perfect_recall)


def piece_of(table: Table, card: Card) -> int:
    """The index of ``card`` in ``table.pieces``: its variety, in Ladybohn with its kind."""
    key = f"{card.variety.key}-{card.kind}" if table.lady else card.variety.key
    return table.pieces.index(key)


class _Ids(dict[int, tuple[int, ...]]):
    """The card ids of each key of ``Table.pieces``: fixed once made, so a copy of a
    state (OpenSpiel's clone) shares it."""

    def __deepcopy__(self, memo: dict[int, object]) -> _Ids:
        return self


class _Deal:
    """Ladybohn's deck order as chance drew it (``new_game``'s ``shuffle``): the deal's
    order given, every later deck shuffled from ``seed`` as the referee shuffles a seeded
    game's."""

    def __init__(self, order: tuple[int, ...], seed: int) -> None:
        self.order = order
        self.seed = seed

    def __call__(self, ids: Sequence[int], exhaustions: int) -> tuple[int, ...]:
        if exhaustions == 0:
            return self.order
        return shuffled(tuple(ids), random.Random(f"{self.seed}/{exhaustions}"))


class BohnanzaState(pyspiel.State):  # type: ignore[misc]
    """A position: the deck being drawn by chance, then the referee's game."""

    def __init__(self, game: BohnanzaGame) -> None:
        super().__init__(game)
        self.table = game.table
        self.ids = game.ids
        self.left = Counter(game.box)
        self.deck: list[int] = []
        self.position: Position | None = None
        #: The moves made, as (seat, action id).
        self.moves: list[tuple[int, int]] = []

    def current_player(self) -> int:
        if self.position is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self.position.over:
            return int(pyspiel.PlayerId.TERMINAL)
        return self.table.actor(self.position)

    def _legal_actions(self, player: int) -> list[int]:
        if self.position is None or player != self.table.actor(self.position):
            return []
        return self.table.ids(self.position)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.left:
            total = sum(self.left.values())
            return [(v, n / total) for v, n in sorted(self.left.items())]
        return [(seed, 1.0 / RESHUFFLE_SEEDS) for seed in range(RESHUFFLE_SEEDS)]

    def _apply_action(self, action: int) -> None:
        if self.position is None:
            if self.left:
                self.deck.append(action)
                self.left[action] -= 1
                if not self.left[action]:
                    del self.left[action]
                return
            table = self.table
            if table.lady:
                # A family name alone would place a mister first: the kinds are drawn too.
                free = {k: list(ids) for k, ids in self.ids.items()}
                order = tuple(free[k].pop(0) for k in self.deck)
                state = new_game(
                    table.edition, table.players, seed=action, variants=table.variants,
                    shuffle=_Deal(order, action),
                )  # fmt: skip
            else:
                keys = [table.pieces[v] for v in self.deck]
                state = new_game(
                    table.edition, table.players, seed=action, deck=keys, variants=table.variants
                )
            self.position = table.enter(state)
            return
        seat = self.table.actor(self.position)
        self.moves.append((seat, action))
        self.position = self.table.play(self.position, action)

    def apply_action(self, action: object) -> None:
        """Plays ``action``: an action id (a Python or NumPy integer in range, a legal one
        now), or at a chance node one of ``chance_outcomes``.

        Raises:
            InvalidActionError: anything else (the message names it).
        """
        if self.is_chance_node():
            bound = max(RESHUFFLE_SEEDS, len(self.table.pieces))
            code = whole_number(action, bound, "outcome of a chance node")
            if self.left and code not in self.left:
                raise InvalidActionError(f"{code} is not a chance outcome now")
            super().apply_action(code)
            return
        code = self.table.action_id(action)
        if self.position is not None and not self.position.over:
            self.table.move(self.position, code)  # refused here if it is not legal now
        super().apply_action(code)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == int(pyspiel.PlayerId.CHANCE):
            if self.left:
                return f"deck card {len(self.deck)}: {self.table.pieces[action]}"
            return f"reshuffle seed {action}"
        return f"seat {player}: {self.table.action_names[action]}"

    def is_terminal(self) -> bool:
        return self.position is not None and self.position.over

    def returns(self) -> list[float]:
        if self.position is None or not self.position.over:
            return [0.0] * self.table.players
        return [float(score) for score in self.table.scores(self.position)]

    def __str__(self) -> str:
        if self.position is None:
            return f"dealing: {len(self.deck)} cards placed"
        return str(self.position.state)


class BohnanzaObserver:
    """Observations (``perfect_recall`` False) and information states (True) of a seat."""

    def __init__(self, table: Table, perfect_recall: bool) -> None:
        self.table = table
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(table.observation_size, np.float32)
        self.dict = {"observation": self.tensor}
        self._observers = [table.observer(seat) for seat in range(table.players)]

    def set_from(self, state: BohnanzaState, player: int) -> None:
        if state.position is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = self._observers[player].observe(state.position)

    def string_from(self, state: BohnanzaState, player: int) -> str:
        if state.position is None:
            return f"seat {player}; dealing"
        v = view(state.position.state, player)
        hand = " ".join(_name(card) for card in v.hand) or "-"
        fields = " | ".join(
            " ".join(_field(f) if f else "empty" for f in v.fields[seat])
            for seat in range(len(v.fields))
        )
        face_up = " ".join(_name(card) for card in v.face_up) or "-"
        text = (
            f"seat {player}; turn {v.turn} step {v.step.name.lower()} active {v.active}; "
            f"hand {hand}; hands {v.hand_sizes}; fields {fields}; face up {face_up}; "
            f"coins {v.coins}; deck {v.deck_size}; discard {len(v.discard)}"
        )
        if self.perfect_recall:
            names = self.table.action_names
            text += "; moves " + ",".join(
                f"{seat}:{names[action] if seat == player else _public(names[action])}"
                for seat, action in state.moves
            )
        return text


def _public(name: str) -> str:
    """A move as the other seats see it: the duel's ``discard P back B`` tells how many
    cards of that key stay behind the discarded one in the hand, which only its owner
    knows; the others see ``discard P`` (the card, face up on the discard pile)."""
    return name.split(" back ", 1)[0]


def _name(card: Card) -> str:
    """A card as a seat sees it: its variety, and in Ladybohn its kind (``blue:miss``)."""
    return f"{card.variety.key}:{card.kind}" if card.kind else card.variety.key


def _field(field: tuple[Card, ...]) -> str:
    """A field: its variety and size; in Ladybohn the kinds from the bottom card up."""
    if field[0].kind:
        return f"{field[0].variety.key}x{len(field)}[{','.join(c.kind for c in field)}]"
    return f"{field[0].variety.key}x{len(field)}"


class RolloutEvaluator(mcts.Evaluator):  # type: ignore[misc]
    """An MCTS leaf's value: each seat's final coins, the game being played out from the
    leaf in the referee by ``greedy`` seats (``bohnanza.env.policies``; ``policy="random"``
    for random ones), the mean of ``rollouts`` play-outs.  The play-out runs on the leaf's
    full state (as OpenSpiel's MCTS does: it searches the true state, the deck's order
    included), in the compiled core, without OpenSpiel states.  Priors are uniform.
    """

    def __init__(self, rollouts: int = 1, policy: str = "greedy", seed: int = 0) -> None:
        if policy not in ("greedy", "random"):
            raise ValueError(f"policy {policy!r} is not greedy or random")
        self.rollouts = rollouts
        self.greedy = policy == "greedy"
        self.rng = random.Random(seed)

    def evaluate(self, state: BohnanzaState) -> npt.NDArray[np.float64]:
        table = state.table
        pos = state.position
        if pos is None:  # still dealing: no information yet
            return np.zeros(table.players)
        total = np.zeros(table.players)
        kind = table.kinds(pos.state)
        for _ in range(self.rollouts):
            rngs = [random.Random(self.rng.random()) for _ in range(table.players)]
            final = play_out(
                pos.state, pos.window, pos.made, [self.greedy] * table.players, rngs, kind,
                table.varieties, table.offers_per_step, MAX_MOVES,
            )  # fmt: skip
            total += table.scores(Position(final))
        return total / self.rollouts

    def prior(self, state: BohnanzaState) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return list(state.chance_outcomes())
        legal = state.legal_actions()
        return [(action, 1.0 / len(legal)) for action in legal]


pyspiel.register_game(GAME_TYPE, BohnanzaGame)
