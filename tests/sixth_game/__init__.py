"""Last Trick, a test-only sixth game, never shipped: its test adds it to the shared suite's games, not to
``cardrules.GAMES``; its package declares itself its State's game (``declare_game``), as every game does."""

from collections.abc import Mapping
from typing import Any

from cardrules.game import declare_game
from cardrules.i18n import register_package
from cardrules.table_spec import TableSpec

from .ai import MONTE_CARLO, HeuristicBot, rollout_move, sample_state
from .rules import (
    NAME,
    PLAYER_COUNTS,
    PRESETS,
    SUMMARY,
    TITLE,
    Rules,
    State,
    from_position,
    game_facts,
    narrate,
    new_game,
    parse_move,
)

register_package("last_trick", __name__)  # text_en.py and text_ja.py: the sentences

MAIN_PLAYER_COUNTS = (2, 3)
"""The player counts the benchmarks play."""
GAME_END = "game_over"
"""The kind of event that ends a game."""
DEAL_SCORED: tuple[str, ...] = ()
"""No event scores a deal apart from the game's end."""


def _puzzles() -> Mapping[str, Any]:
    from .puzzles import FINDERS  # on first use: the finders import the practice module

    return FINDERS


TABLE = TableSpec(puzzles=_puzzles)
"""Last Trick's practice questions (``puzzles.py``); its clicks are matched against the legal moves alone and its
Hint searches as the table's default does."""


__all__ = ["DEAL_SCORED", "GAME_END", "MAIN_PLAYER_COUNTS",
           "NAME", "TITLE", "PLAYER_COUNTS", "SUMMARY", "Rules", "State", "PRESETS", "HeuristicBot", "MONTE_CARLO",
           "new_game", "from_position", "parse_move", "narrate", "sample_state", "rollout_move", "game_facts",
           "TABLE"]


declare_game(__name__)  # the State and Rules know their game (cardrules.game.declare_game)
