"""9 Peak's practice makes the reader think: the right answers vary within a set of questions (a set of 1 is not
the answer to every "which sets can you lay", "no peak" not the answer to every placement), and every question
offers several choices."""

from __future__ import annotations

from collections import Counter

import pytest

from cardrules.practice import puzzles


@pytest.mark.parametrize("level", [1, 2, 3])
def test_answers_vary_within_a_set(level: int) -> None:
    answers: dict[str, Counter[frozenset[str]]] = {}
    for seed in (0, 1):
        for p in puzzles("nine_peak", seed=seed, level=level):
            assert len(p.choices) >= 3, p.question
            answers.setdefault(p.kind, Counter())[next(iter(p.answers))] += 1
    for kind, seen in answers.items():
        assert len(seen) >= 2, (kind, seen)  # never one answer for every question of a kind
    sets = answers["sets"]
    assert sets[frozenset({"n1"})] <= sum(sets.values()) // 3, sets
