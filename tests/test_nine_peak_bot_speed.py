"""The heuristic bot's shortcuts that restate something else: its shuffle of the move indexes
(:func:`~cardrules.games.nine_peak.ai._shuffled`) must draw as ``random.Random.shuffle`` does."""

from __future__ import annotations

import random

import pytest

from cardrules.games.nine_peak import ai


@pytest.mark.parametrize("total", [0, 1, 2, 3, 7, 16, 17, 35, 128, 129, 600, 1023, 1024, 2000])
def test_the_bots_shuffle_draws_as_random_shuffle(total: int) -> None:
    for seed in range(60):
        fast, plain = random.Random(seed), random.Random(seed)
        moves = list(range(total))
        plain.shuffle(moves)
        assert ai._shuffled(fast, total) == moves
        assert fast.random() == plain.random()  # the generator left in the same state


def test_the_bots_shuffle_takes_its_own_path_for_a_plain_random() -> None:
    """The fast path is the one tested above (not Random.shuffle called as a fallback)."""
    class Counting(random.Random):
        calls = 0

        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            Counting.calls += 1
            super().shuffle(x)

    assert ai._shuffled(Counting(1), 10) == ai._shuffled(random.Random(1), 10)
    assert Counting.calls == 1  # a generator with its own shuffle is left to it
    plain = random.Random(1)
    plain.shuffle = None  # type: ignore[method-assign]  # calling it would fail: the bot's own loop drew instead
    assert ai._shuffled(plain, 10) == ai._shuffled(random.Random(1), 10)
