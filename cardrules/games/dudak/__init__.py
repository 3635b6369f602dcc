"""Dudak: the game as one package.

* ``rules.py``: the game (read it to learn the rules): rules, moves, state, legality, scoring, narration;
* ``ai.py``: the heuristic bot, the hidden-card sampler and the rollout policy of the Monte Carlo bot;
* ``text_<lang>.py``: every sentence of the game, one file a language;
* ``puzzles.py``: the practice questions on its positions.

This module exports the game's protocol (:class:`cardrules.protocol.GameModule`) and what the tests, notebooks and
benchmarks use.
"""

from __future__ import annotations

from cardrules.game import declare_game
from cardrules.games.dudak import rules as _rules  # noqa: F401  (first: rules.py imports fast.py, which builds on it)
from cardrules.games.dudak.ai import MONTE_CARLO, HeuristicBot, rollout_move, sample_state
from cardrules.games.dudak.rules import (
    DECLARE,
    LEAD,
    NAME,
    OVER,
    PLAYER_COUNTS,
    PRESETS,
    RANK_ORDER,
    RESPOND,
    SUMMARY,
    TITLE,
    Beat,
    DeclareTrump,
    DudakMove,
    Lead,
    Pass,
    PerSeat,
    Rules,
    State,
    Take,
    TakeAll,
    _deal,
    _sorted,
    beats,
    deck_for,
    from_deck,
    from_position,
    game_facts,
    narrate,
    new_game,
    parse_move,
)
from cardrules.games.dudak.table import TABLE
from cardrules.i18n import register_package

register_package("dudak", __name__)  # every text_<lang>.py of the game: its sentences in each language


MAIN_PLAYER_COUNTS = (2, 4)
"""The player counts the benchmarks and the behaviour checksum play (``benchmarks/bench_all.py``, ``checksum.py``)."""
GAME_END = "game_end"
"""The kind of event that ends a game: a lesson words a one-deal example's end in its place
(:func:`cardrules.lessons.narrated`)."""
DEAL_SCORED: tuple[str, ...] = ("loser",)
"""The kinds of event that score a deal, just before ``GAME_END`` when the game ends with the deal
(a deal is scored by naming its loser)."""

__all__ = [
    "DEAL_SCORED", "GAME_END", "MAIN_PLAYER_COUNTS",
    "DECLARE", "LEAD", "MONTE_CARLO", "NAME", "OVER", "PLAYER_COUNTS", "PRESETS", "RANK_ORDER", "RESPOND", "SUMMARY",
    "TITLE", "Beat", "DeclareTrump", "DudakMove", "HeuristicBot", "Lead", "Pass", "PerSeat", "Rules", "State", "Take",
    "TakeAll", "_deal", "_sorted", "beats", "deck_for", "from_deck", "from_position", "game_facts", "narrate",
    "new_game", "parse_move", "rollout_move", "sample_state", "TABLE",
]


declare_game(__name__)  # the State and Rules know their game (cardrules.game.declare_game)
