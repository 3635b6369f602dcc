"""9 Peak, a design draft for 3-5 players, as one package: ``rules.py`` is the game (read it to learn the rules,
with ``docs/rules/nine_peak.md``), ``ai.py`` its bots, ``text_<lang>.py`` its sentences, one file a language,
``study.py`` the designer's question answered by bots, ``lessons.py`` the range track drawn for lessons,
``puzzles.py`` the practice questions. This module exports the game's protocol
(:class:`cardrules.protocol.GameModule`) and what lessons, tests and the app use.
"""

from __future__ import annotations

from cardrules.game import declare_game
from cardrules.games.nine_peak import rules as _rules  # noqa: F401  (first: rules.py imports fast.py, which builds on it)
from cardrules.games.nine_peak.ai import MONTE_CARLO, HeuristicBot, best_set, rollout_move, sample_state
from cardrules.games.nine_peak.lessons import RangeTrack, range_track
from cardrules.games.nine_peak.rules import (
    NAME,
    PLAYER_COUNTS,
    PRESETS,
    SUMMARY,
    TITLE,
    Move,
    Pass,
    Play,
    Rules,
    State,
    Take,
    can_count_as,
    from_deck,
    from_position,
    narrate,
    new_game,
    parse_move,
    reaches_peak,
    set_score,
    set_score_rule,
)
from cardrules.games.nine_peak.study import DESIGNER_STUDY, compare, designer_study, game_facts, warm_up
from cardrules.games.nine_peak.table import TABLE
from cardrules.i18n import register_package

register_package("nine_peak", __name__)  # every text_<lang>.py of the game: its sentences in each language

MAIN_PLAYER_COUNTS = (3, 4)
"""The player counts the benchmarks and the behaviour checksum play (``benchmarks/bench_all.py``, ``checksum.py``)."""
GAME_END = "game_end"
"""The kind of event that ends a game: a lesson words a one-deal example's end in its place
(:func:`cardrules.lessons.narrated`)."""
DEAL_SCORED: tuple[str, ...] = ()
"""The kinds of event that score a deal, just before ``GAME_END`` when the game ends with the deal
(none: its one deal is the game)."""

__all__ = [
    "DEAL_SCORED", "GAME_END", "MAIN_PLAYER_COUNTS",
    "NAME", "TITLE", "PLAYER_COUNTS", "SUMMARY", "Rules", "PRESETS", "State", "Move", "Pass", "Take", "Play",
    "new_game", "from_deck", "from_position", "parse_move", "narrate", "set_score", "set_score_rule", "can_count_as",
    "reaches_peak",
    "HeuristicBot", "best_set", "sample_state", "rollout_move", "MONTE_CARLO", "game_facts",
    "compare", "DESIGNER_STUDY", "designer_study", "warm_up", "RangeTrack", "range_track", "TABLE",
]


declare_game(__name__)  # the State and Rules know their game (cardrules.game.declare_game)
