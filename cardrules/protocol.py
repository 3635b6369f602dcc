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

from collections.abc import Sequence
from typing import Any

from cardrules.cards import Card
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
    "_bracket_depth", "best_owners", "card_groups", "cards_field", "cards_text", "check_conservation",
    "check_json_shape", "choice", "event", "first_card_plays", "hand_picks_wait", "move_cards", "move_for",
    "move_text", "number", "public_log", "read_json", "say", "seat_names", "seen_events", "seen_log", "start_json",
    "team_name",
]


# ------------------------------------------------------------------------------------------ cards clicked at a table
# The live table (cardrules.widgets.table) lets a reader make a move by clicking cards: a hand card, then the cards
# it goes to. It matches the clicks against ``legal_moves()`` through each move's ``card`` and ``targets``, which
# needs no game knowledge; only a choice the rules refuse needs the game, to build the move the reader meant so that
# ``why_illegal`` can say why. A game gives that in ``cardrules/games/<game>/clicks.py``:
#   ``move_for(state, card, targets)``: the move meant by the hand card ``card`` (None: no hand card) with the other
#       cards clicked, ``targets``, legal or not;
#   ``FIRST_CARD_PLAYS``: True where the first hand card clicked is always the move's ``card`` (Dudak's beating card,
#       then the card added), so the order of clicks matters;
#   ``card_groups(state, zone_key)``: the cards of a zone as separate groups (9 Peak's sets), or None;
#   ``HAND_PICKS_WAIT``: True where a move made of hand cards alone is offered as a button rather than made at the
#       click that completes it (9 Peak: two hand cards clicked may be a Pass or the start of a set, and a reader who
#       clicks a second card to build a set must not find two cards passed).
def _clicks_module(game: str) -> Any:
    import importlib

    from cardrules import GAMES

    # A game's package may have a clicks.py (what a click means in that game); a game without one uses the defaults.
    name = f"{GAMES[game].__name__}.clicks"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if not err.name or not name.startswith(err.name):
            raise  # a module the game's clicks file imports is missing: a real error
        return None


def move_for(state: GameState, card: Card | None, targets: Sequence[Card]) -> Any | None:
    """The move a reader means by clicking the hand card ``card`` (``None``: no hand card) and then ``targets``,
    legal or not, so that ``state.why_illegal`` can give the reason of a refusal. The game's own
    ``clicks.move_for`` where it has one; else the legal move made of exactly those cards, else ``None``."""
    from collections import Counter

    clicks = _clicks_module(state.GAME)
    if clicks is not None and hasattr(clicks, "move_for"):
        return clicks.move_for(state, card, tuple(targets))
    wanted = Counter(targets)
    for move in state.legal_moves():
        if move.card == card and Counter(move.targets) == wanted:
            return move
    return None


def first_card_plays(game: str) -> bool:
    """Whether the first hand card clicked is always the move's ``card`` in ``game`` (default: the clicks are a
    set, their order does not matter)."""
    clicks = _clicks_module(game)
    return bool(getattr(clicks, "FIRST_CARD_PLAYS", False)) if clicks is not None else False


def hand_picks_wait(game: str) -> bool:
    """Whether a move made of hand cards alone waits for the reader's button in ``game`` (default: the one move the
    cards clicked make is made at once)."""
    clicks = _clicks_module(game)
    return bool(getattr(clicks, "HAND_PICKS_WAIT", False)) if clicks is not None else False


def card_groups(state: GameState, zone_key: str) -> tuple[tuple[Card, ...], ...] | None:
    """The cards of the zone ``zone_key`` as separate groups where the game keeps them so (9 Peak's sets), else
    ``None`` (one row)."""
    clicks = _clicks_module(state.GAME)
    if clicks is not None and hasattr(clicks, "card_groups"):
        groups: tuple[tuple[Card, ...], ...] | None = clicks.card_groups(state, zone_key)
        return groups
    return None
