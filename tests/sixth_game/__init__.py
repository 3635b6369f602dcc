"""Last Trick, a test-only sixth game: registered in ``cardrules.GAMES`` by its test, never shipped."""

from collections.abc import Mapping
from typing import Any

from cardrules.i18n import register_package

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


def puzzle_finders() -> Mapping[str, Any]:
    """Last Trick asks no practice questions."""
    return {}


__all__ = ["NAME", "TITLE", "PLAYER_COUNTS", "SUMMARY", "Rules", "State", "PRESETS", "HeuristicBot", "MONTE_CARLO",
           "new_game", "from_position", "parse_move", "narrate", "sample_state", "rollout_move", "game_facts",
           "puzzle_finders"]
