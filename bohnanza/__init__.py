"""bohnanza: the reference referee for Uwe Rosenberg's Bohnanza and its editions.

Set up a game, list the legal moves, check and apply them, and score::

    >>> import bohnanza
    >>> game = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    >>> moves = bohnanza.legal_actions(game)
    >>> game = bohnanza.apply(game, moves[0])
    >>> bohnanza.outcome(game) is None
    True
"""

from bohnanza._build import COMPILED
from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Trade,
    Withdraw,
    parse_action,
)
from bohnanza.cards import Beanometer, Card, Deck, Variety
from bohnanza.catalogue import Decision, decisions
from bohnanza.editions import Edition, Rules, edition, editions
from bohnanza.errors import (
    BohnanzaError,
    IllegalActionError,
    InvalidActionError,
    InvalidSetupError,
)
from bohnanza.listing import LegalActions, Negotiations, legal_actions
from bohnanza.position import PositionError, from_dict, from_json, to_dict, to_json
from bohnanza.records import Record, RecordError, load_record, record_game, replay
from bohnanza.referee import Outcome, apply, check, outcome
from bohnanza.setup import compose, new_game
from bohnanza.sheets import ProvisionalDataWarning, Sheet, load_sheet
from bohnanza.state import GameState, Player, Step, Table
from bohnanza.views import PlayerView, view

#: The package version, single-sourced: ``pyproject.toml`` reads it from here.
__version__ = "0.1.0"

__all__ = [
    "COMPILED",
    "Accept",
    "Action",
    "Beanometer",
    "BohnanzaError",
    "BuyField",
    "Card",
    "Decision",
    "Deck",
    "Decline",
    "Discard",
    "Donate",
    "Edition",
    "EndPlanting",
    "EndTrading",
    "GameState",
    "Harvest",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidSetupError",
    "Keep",
    "LeaveOffer",
    "LegalActions",
    "Negotiations",
    "Offer",
    "Outcome",
    "Plant",
    "Player",
    "PlayerView",
    "PositionError",
    "ProvisionalDataWarning",
    "Record",
    "RecordError",
    "Rules",
    "Sheet",
    "Step",
    "Table",
    "Trade",
    "Variety",
    "Withdraw",
    "__version__",
    "apply",
    "check",
    "compose",
    "decisions",
    "edition",
    "editions",
    "from_dict",
    "from_json",
    "legal_actions",
    "load_record",
    "load_sheet",
    "new_game",
    "outcome",
    "parse_action",
    "record_game",
    "replay",
    "to_dict",
    "to_json",
    "view",
]

if COMPILED:  # mypyc leaves out docstrings: help() gets them back (bohnanza._docs)
    from bohnanza._docs import restore as _restore

    _restore(__all__, globals())
