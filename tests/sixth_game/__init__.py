"""Last Trick, a test-only sixth game: registered in ``cardrules.GAMES`` by its test, never shipped."""

from cardrules.table_spec import TableSpec

from . import text  # noqa: F401  (registers the sentences)
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

TABLE = TableSpec()
"""Last Trick asks no practice questions, and its clicks are matched against the legal moves alone."""

__all__ = ["NAME", "TITLE", "PLAYER_COUNTS", "SUMMARY", "Rules", "State", "PRESETS", "HeuristicBot", "MONTE_CARLO",
           "new_game", "from_position", "parse_move", "narrate", "sample_state", "rollout_move", "game_facts",
           "TABLE"]
