"""Dudak's practice questions make the reader think: within a set, the answer to "what happens to the pile" is
not the same every time, at every level."""

from __future__ import annotations

import pytest

from cardrules.practice import puzzles


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_pile_question_has_both_answers_within_a_set(level: int) -> None:
    found = puzzles("dudak", seed=1, count=8, level=level, kinds=["go_out"])
    answers = [answer for p in found for (answer,) in [p.answers] for answer in answer]
    assert set(answers) == {"set_aside", "stays"}, answers
    assert sum(p.level == level for p in found) >= 5
