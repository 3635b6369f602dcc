"""Tablanette: the game as one package. ``rules.py`` is the game (read it to learn the rules), ``ai.py`` its bots,
``text_<lang>.py`` its sentences, one file a language, ``lessons.py`` what its lesson page draws, ``puzzles.py`` its
practice questions. This module exports the game's protocol (:class:`cardrules.protocol.GameModule`) and the names
the lessons, tests and tools use."""

from __future__ import annotations

from cardrules.cards import Card
from cardrules.game import declare_game
from cardrules.games.tablanette import rules as _rules  # noqa: F401  (first: rules.py imports fast.py, which builds on it)
from cardrules.games.tablanette.ai import MONTE_CARLO, HeuristicBot, rollout_move, sample_state
from cardrules.games.tablanette.rules import (
    NAME,
    PLAYER_COUNTS,
    PRESETS,
    SUMMARY,
    TITLE,
    MoveList,
    Play,
    Rules,
    State,
    build_move,
    from_deck,
    from_position,
    game_facts,
    narrate,
    new_game,
    parse_move,
    special_jack,
)
from cardrules.games.tablanette.table import TABLE
from cardrules.i18n import register_package

register_package("tablanette", __name__)  # every text_<lang>.py of the game: its sentences in each language

MAIN_PLAYER_COUNTS = (2, 4)
"""The player counts the benchmarks and the behaviour checksum play (``benchmarks/bench_all.py``, ``checksum.py``)."""
GAME_END = "game_over"
"""The kind of event that ends a game: a lesson words a one-deal example's end in its place
(:func:`cardrules.lessons.narrated`)."""
DEAL_SCORED: tuple[str, ...] = ("deal_scored",)
"""The kinds of event that score a deal, just before ``GAME_END`` when the game ends with the deal."""

__all__ = [
    "DEAL_SCORED", "GAME_END", "MAIN_PLAYER_COUNTS",
    "MONTE_CARLO", "NAME", "PLAYER_COUNTS", "PRESETS", "SUMMARY", "TITLE", "Card", "HeuristicBot", "MoveList",
    "Play", "Rules", "State", "build_move", "from_deck", "from_position", "game_facts", "narrate",
    "new_game", "parse_move", "rollout_move", "sample_state", "special_jack", "TABLE",
]


declare_game(__name__)  # the State and Rules know their game (cardrules.game.declare_game)
