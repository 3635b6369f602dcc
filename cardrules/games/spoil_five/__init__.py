"""Spoil Five as one package: ``rules.py`` is the game (read it to learn the rules), ``ai.py`` its players,
``text_<lang>.py`` its sentences, one file a language, ``lessons.py`` the views its lesson draws, ``puzzles.py`` the
practice questions on its positions. This module exports the game's protocol
(:class:`cardrules.protocol.GameModule`) and what the tests and the lesson use."""

from __future__ import annotations

from cardrules.game import declare_game
from cardrules.games.spoil_five import rules as _rules  # noqa: F401  (first: rules.py imports fast.py, which builds on it)
from cardrules.games.spoil_five.ai import MONTE_CARLO, ROLLOUT_RANDOM, HeuristicBot, rollout_move, sample_state
from cardrules.games.spoil_five.lessons import ranking_view, trump_orders_view
from cardrules.games.spoil_five.rules import (
    ACE_OF_HEARTS,
    NAME,
    PLAYER_COUNTS,
    PRESETS,
    SUITS,
    SUMMARY,
    TITLE,
    Declare,
    Decline,
    FinalChips,
    Jink,
    Lead,
    Pass,
    Play,
    Rob,
    Rules,
    SeatCounts,
    SpoilFiveMove,
    State,
    Stop,
    from_deck,
    from_position,
    game_facts,
    narrate,
    new_game,
    parse_move,
    plain_order,
    trump_order,
)
from cardrules.games.spoil_five.table import TABLE
from cardrules.i18n import register_package

register_package("spoil_five", __name__)  # every text_<lang>.py of the game: its sentences in each language


MAIN_PLAYER_COUNTS = (3, 5)
"""The player counts the benchmarks and the behaviour checksum play (``benchmarks/bench_all.py``, ``checksum.py``)."""
GAME_END = "game_over"
"""The kind of event that ends a game: a lesson words a one-deal example's end in its place
(:func:`cardrules.lessons.narrated`)."""
DEAL_SCORED: tuple[str, ...] = ()
"""The kinds of event that score a deal, just before ``GAME_END`` when the game ends with the deal
(none: the end of the game says itself that the one deal ended it, ``reason="single"``)."""

__all__ = [
    "DEAL_SCORED", "GAME_END", "MAIN_PLAYER_COUNTS",
    "ACE_OF_HEARTS", "MONTE_CARLO", "NAME", "PLAYER_COUNTS", "PRESETS", "ROLLOUT_RANDOM", "SUITS", "SUMMARY", "TITLE",
    "Declare", "Decline", "FinalChips", "HeuristicBot", "Jink", "Lead", "Pass", "Play", "Rob", "Rules", "SeatCounts",
    "SpoilFiveMove", "State", "Stop", "from_deck", "from_position", "game_facts", "narrate", "new_game", "parse_move",
    "plain_order", "ranking_view", "rollout_move", "sample_state", "trump_order",
    "trump_orders_view", "TABLE",
]


declare_game(__name__)  # the State and Rules know their game (cardrules.game.declare_game)
