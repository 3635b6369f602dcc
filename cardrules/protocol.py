"""The one protocol every game follows, and the pieces written once for all of them.

A game is a module ``cardrules.games.<name>`` that exposes:

* ``NAME`` (``"tablanette"``), ``TITLE`` (``"Tablanette"``), ``PLAYER_COUNTS`` (``(2, 3, 4)``);
* ``Rules``: a frozen dataclass of house rules deriving from :class:`RulesBase`; every field has the write-up's rule as
  default, an attribute docstring (shown by the widgets) and validation naming the field;
* ``State``: a frozen dataclass deriving from :class:`GameState` (immutable; ``play`` returns the next state);
* ``new_game(rules=None, *, seed) -> State`` and a way to start from an exact position (explicit deck or hands);
* ``parse_move(text) -> Move``: moves are small frozen values whose ``str`` is a short notation that parses back;
  its cards are read through the game's :class:`~cardrules.cards.Spelling` (one code per card: the other spelling of
  a card read as the game's own, a card of no deck of the game refused), and anything but text is refused
  (:func:`move_text`);
* ``narrate(event, names) -> str``: one plain-English sentence per :class:`Event`.

What is written here once: seat names, events, score lines and the score table, results, views made of
:class:`Zone` s (which is all the renderer and widgets need), the ``Rules`` machinery (types, bounds, choices,
``from_dict``), and saving/loading (``to_dict``/``from_dict``: the start position plus the moves, replayed through
``play`` so a saved game is checked move by move and never half-loaded).
"""


from __future__ import annotations

from cardrules.events import (
    Event,
    JSONScalar,
    LaterEvents,
    Result,
    ScoreLine,
    Seat,
    Text,
    best_owners,
    cards_text,
    event,
    say,
    seat_names,
    team_name,
)
from cardrules.game import GameModule, MonteCarloSettings
from cardrules.loading import (
    MAX_JSON_CHARS,
    MAX_JSON_DEPTH,
    MAX_JSON_DIGITS,
    _bracket_depth,
    cards_field,
    check_conservation,
    check_json_shape,
    read_json,
    start_json,
)
from cardrules.log import EMPTY_LOG, LOG_EVERY, Log, SeenLog, public_log, seen_events, seen_log
from cardrules.moves import LazyMoves, Move, move_cards, move_text
from cardrules.rulesbase import RulesBase, choice, number
from cardrules.state import FORMAT, FORMAT_VERSION, GameState
from cardrules.views import View, Zone

__all__ = [
    "EMPTY_LOG", "FORMAT", "FORMAT_VERSION", "LOG_EVERY", "Log", "MAX_JSON_CHARS", "MAX_JSON_DEPTH",
    "MAX_JSON_DIGITS", "Event", "GameModule", "GameState", "JSONScalar", "LaterEvents", "LazyMoves",
    "MonteCarloSettings", "Move", "Result", "RulesBase", "ScoreLine", "Seat", "SeenLog", "Text", "View", "Zone",
    "_bracket_depth", "best_owners", "cards_field", "cards_text", "check_conservation", "check_json_shape", "choice",
    "event", "move_cards", "move_text", "number", "public_log", "read_json", "say", "seat_names", "seen_events",
    "seen_log", "start_json", "team_name",
]

