"""The designer's question about 9 Peak, answered by bots: does a variant from the draft's notes play better? Not
rules: :func:`compare` plays heuristic bots under several :class:`~cardrules.games.nine_peak.rules.Rules` and
summarises them; :func:`designer_study` is the study the game's page shows, :func:`warm_up` works it out ahead for
the app's preheated kernel; :func:`game_facts` gives the counts of one finished game that the house-rules lab
compares.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from cardrules.games.nine_peak.ai import HeuristicBot
from cardrules.games.nine_peak.rules import PRESETS, Rules, State, Take, _winner, new_game
from cardrules.i18n import t as tr


def game_facts(state: State) -> dict[str, int | float]:
    """What a rules designer asks about a finished game: peaks collected and their cards, sets played and the
    largest, turns taken (passes and plays), and whether the no-Joker bonus decided the winner."""
    evs = state.events
    peaks = [e for e in evs if e.kind == "peak"]
    plays = [e for e in evs if e.kind == "play"]
    bonus = [0] * state.players
    for line in state.score_lines:
        if line.item == "bonus":
            bonus[line.owner] += line.points
    totals = state.totals()
    without = [t - b for t, b in zip(totals, bonus)]
    winner = state.result.winners[0] if state.result else 0
    decided = 1 if without and _winner(without, state.start_player) != winner else 0
    return {"peaks": len(peaks), "peak_cards": sum(len(e.cards) for e in peaks), "sets_played": len(plays),
            "largest_set": max((len(e.cards) for e in plays), default=0),
            "turns": sum(1 for m in state.history if not isinstance(m, Take)), "bonus_decided": decided}


def compare(variants: Mapping[str, Rules], games: int = 200, *, seed: int = 0) -> Any:
    """Play ``games`` games of each variant with :class:`~cardrules.games.nine_peak.ai.HeuristicBot` s (as many
    as the rules seat) and summarise them as a pandas DataFrame, one row per variant: the winner's mean score, the
    mean spread between first and last, the mean number of turns, the share of points from peaks and from bonuses,
    and how often the no-Joker bonus decided the winner (the winner would differ without it). Column headings are
    in the reader's language.

    The same seeds are used for every variant, so the comparison is paired where the decks allow it.
    """
    import pandas as pd

    rows = [{"variant": name, **_study(rules, games, seed)} for name, rules in variants.items()]
    frame = pd.DataFrame(rows).set_index("variant")
    return frame.rename(columns=lambda c: tr(f"nine_peak.study.column.{c}")).rename_axis(
        tr("nine_peak.study.column.variant"))


@lru_cache(maxsize=64)
def _study(rules: Rules, games: int, seed: int) -> dict[str, Any]:
    """One row of :func:`compare`, by column code (kept: the game's page asks for the same study again in the
    reader's language)."""
    from cardrules.bots import play_out

    win, spread, turns, peaks, bonus, decided, total = 0.0, 0.0, 0.0, 0.0, 0.0, 0, 0.0
    for g in range(games):
        bots = [HeuristicBot(random.Random(f"{seed}/{g}/{s}")) for s in range(rules.players)]
        end = play_out(new_game(rules, seed=seed + g), bots)
        scores = end.totals()
        win += max(scores)
        spread += max(scores) - min(scores)
        turns += sum(1 for m in end.history if not isinstance(m, Take))
        total += sum(scores)
        peaks += sum(line.points for line in end.score_lines if line.item == "peaks")
        bonuses = [0] * rules.players
        for line in end.score_lines:
            if line.item == "bonus":
                bonuses[line.owner] += line.points
        bonus += sum(bonuses)
        without = [t - b for t, b in zip(scores, bonuses, strict=True)]
        decided += _winner(without, end.start_player) != _winner(scores, end.start_player)
    return {"players": rules.players, "games": games,
            "winner_score": round(win / games, 1), "spread": round(spread / games, 1),
            "turns": round(turns / games, 1),
            "peak_share": f"{peaks / total:.0%}" if total else "-",
            "bonus_share": f"{bonus / total:.0%}" if total else "-",
            "bonus_decided": f"{decided / games:.0%}"}


DESIGNER_STUDY = ("draft", "peak_7", "double_bonus", "peak_7_double_bonus")
"""The presets the game's page compares (codes of :data:`~cardrules.games.nine_peak.rules.PRESETS`): the draft's
rules and the designer's ideas."""


def designer_study(games: int = 20) -> Any:
    """:func:`compare` over :data:`DESIGNER_STUDY`, each row named by its preset's label in the reader's language,
    the study on the game's page (a quick look: the house-rules lab runs thousands of games)."""
    return compare({tr(f"nine_peak.preset.{code}"): PRESETS[code] for code in DESIGNER_STUDY}, games=games)


def warm_up() -> None:
    """Work out ahead what the game's page shows that does not depend on the reader's language (the designer's
    study): the app's preheated kernel runs this before a visitor arrives and tells the page's language."""
    designer_study()
