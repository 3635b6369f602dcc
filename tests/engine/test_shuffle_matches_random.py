"""The shuffle every game deals with, and 9 Peak's bot shuffles its moves with (:func:`cardrules.cards.shuffle`),
restates ``random.Random.shuffle``'s loop: it must draw as that does."""

from __future__ import annotations

import random

import pytest

from cardrules.cards import shuffle


@pytest.mark.parametrize("total", [0, 1, 2, 3, 7, 16, 17, 24, 30, 52, 104, 128, 200, 600, 1024, 1025, 2000])
def test_shuffle_draws_as_random_shuffle(total: int) -> None:
    for seed in range(60):
        fast, plain = random.Random(seed), random.Random(seed)
        moves, shuffled = list(range(total)), list(range(total))
        plain.shuffle(moves)
        shuffle(fast, shuffled)
        assert shuffled == moves
        assert fast.random() == plain.random()  # the generator left in the same state


def _shuffled(rng: random.Random, total: int) -> list[int]:
    items = list(range(total))
    shuffle(rng, items)
    return items


def test_shuffle_takes_its_own_path_for_a_plain_random() -> None:
    """The fast path is the one tested above (not Random.shuffle called as a fallback)."""
    class Counting(random.Random):
        calls = 0

        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            Counting.calls += 1
            super().shuffle(x)

    assert _shuffled(Counting(1), 10) == _shuffled(random.Random(1), 10)
    assert Counting.calls == 1  # a generator with its own shuffle is left to it
    plain = random.Random(1)
    plain.shuffle = None  # type: ignore[method-assign]  # calling it would fail: the loop written out drew instead
    assert _shuffled(plain, 10) == _shuffled(random.Random(1), 10)
