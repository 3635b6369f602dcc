"""Dudak's scoring question: who wins the game when its last deal ends. Answered by the engine's own result, and
the answers vary within a set (not always the same seat, and shared wins at level 3)."""

from __future__ import annotations

import pytest

from cardrules.games.dudak.puzzles import _score_level
from cardrules.practice import kinds_of, puzzles


def test_dudak_asks_a_scoring_question() -> None:
    assert "score" in kinds_of("dudak")


@pytest.mark.parametrize("level", [1, 2, 3])
def test_who_wins_varies_within_a_set_and_is_the_engines_result(level: int) -> None:
    found = puzzles("dudak", seed=1, count=6, level=level, kinds=["score"])
    answers = {p.right for p in found}
    assert len(answers) >= 2, answers  # not the same winner every time
    assert sum(p.level == level for p in found) >= 4
    for p in found:
        assert p.state.deal == p.state.rules.deals  # the last deal of the game
        assert p.check(p.right).correct and not p.check({c.key for c in p.choices} - p.right or {"s0"}).correct
        # the answer is who has the fewest losses once the player left holding cards takes this deal's loss
        holder = next(s for s, h in enumerate(p.state.hands) if h and s != p.seat)
        after = list(p.state.losses)
        after[holder] += 1
        assert p.right == frozenset(f"s{s}" for s, x in enumerate(after) if x == min(after))
    if level == 3:
        assert all(len(p.right) > 1 for p in found if p.level == 3)  # the fine print: a shared win


def test_levels_of_the_scoring_question() -> None:
    assert _score_level([1, 0], 0) == (1, frozenset({1}))  # the trailing player loses again: nothing changes
    assert _score_level([0, 0], 0) == (2, frozenset({1}))  # a tie broken by this deal's loss
    assert _score_level([0, 2, 2], 0) == (1, frozenset({0}))  # the leader loses but stays ahead
    assert _score_level([0, 1, 1], 0) == (3, frozenset({0, 1, 2}))  # the leader loses: all level
    assert _score_level([1, 0, 3], 1) == (3, frozenset({0, 1}))
