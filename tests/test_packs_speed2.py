"""Packs: fast paths of the engine agree with the plain statements they stand for.

* ``_shuffle`` writes out ``random.Random.shuffle``'s loop (with ``_randbelow``'s inside): the same order from the
  same generator, for every deck size a deal shuffles and then some, and the generator left in the same state.
* ``_put`` is the plain replacement of one item of a tuple.
"""

from __future__ import annotations

import random

import pytest

from cardrules.games.packs import rules as R


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 52, 104, 200])
def test_shuffle_is_random_shuffle(size: int) -> None:
    for seed in range(60):
        plain, fast = list(range(size)), list(range(size))
        a, b = random.Random(seed), random.Random(seed)
        a.shuffle(plain)
        R._shuffle(b, fast)
        assert fast == plain
        assert a.random() == b.random()  # the generator is left where shuffle leaves it


def test_shuffle_from_a_string_seed_as_the_next_deal_does() -> None:
    deck = list(R._deck(R.Rules(players=4)))
    plain, fast = list(deck), list(deck)
    random.Random("7/2").shuffle(plain)
    R._shuffle(random.Random("7/2"), fast)
    assert fast == plain


def test_put_replaces_one_item() -> None:
    items = (("a",), ("b",), ("c",))
    for i in range(3):
        expected = list(items)
        expected[i] = ("x",)
        assert R._put(items, i, ("x",)) == tuple(expected)
