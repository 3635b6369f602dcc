"""Packs as one package: ``rules.py`` is the game (read it to learn the rules, with ``docs/rules/packs.md``),
``ai.py`` its bots, ``text_<lang>.py`` its sentences, one file a language, ``lessons.py`` the lesson page's tables and
``puzzles.py`` the practice questions on its positions. This module exports the game's protocol
(:class:`cardrules.protocol.GameModule`) and what the tests, the lesson page and the practice questions use.
"""

from cardrules.cards import Card, codes
from cardrules.game import declare_game
from cardrules.games.packs import rules as _rules  # noqa: F401  (first: rules.py imports fast.py, which builds on it)
from cardrules.games.packs.ai import MONTE_CARLO, HeuristicBot, rollout_move, sample_state
from cardrules.games.packs.rules import (
    ACT,
    DRAW,
    FORCED,
    NAME,
    OVER,
    PLAYER_COUNTS,
    PRESETS,
    STEAL,
    SUMMARY,
    TITLE,
    Draw,
    EndTurn,
    Move,
    MoveList,
    Pack,
    Rules,
    ShowHand,
    State,
    Steal,
    Team,
    from_deck,
    from_position,
    game_facts,
    group_value,
    narrate,
    new_game,
    pack_score,
    pack_total,
    pair_value,
    parse_move,
    play_value,
    score_value,
)
from cardrules.games.packs.table import TABLE
from cardrules.i18n import register_package

register_package("packs", __name__)  # every text_<lang>.py of the game: its sentences in each language

MAIN_PLAYER_COUNTS = (2, 4)
"""The player counts the benchmarks and the behaviour checksum play (``benchmarks/bench_all.py``, ``checksum.py``)."""
GAME_END = "game_end"
"""The kind of event that ends a game: a lesson words a one-deal example's end in its place
(:func:`cardrules.lessons.narrated`)."""
DEAL_SCORED: tuple[str, ...] = ("score",)
"""The kinds of event that score a deal, just before ``GAME_END`` when the game ends with the deal."""

__all__ = [
    "DEAL_SCORED", "GAME_END", "MAIN_PLAYER_COUNTS",
    "ACT", "DRAW", "FORCED", "MONTE_CARLO", "NAME", "OVER", "PLAYER_COUNTS", "PRESETS", "STEAL", "SUMMARY", "TITLE",
    "Card", "Draw", "EndTurn", "HeuristicBot", "Move", "MoveList", "Pack", "Rules", "ShowHand", "State", "Steal",
    "Team", "codes", "from_deck", "from_position", "game_facts", "group_value", "narrate", "new_game", "pack_score",
    "pack_total", "pair_value", "parse_move", "play_value", "rollout_move", "sample_state",
    "score_value", "TABLE",
]


declare_game(__name__)  # the State and Rules know their game (cardrules.game.declare_game)
