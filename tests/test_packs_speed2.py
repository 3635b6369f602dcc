"""Packs: fast paths of the engine agree with the plain statements they stand for.

* the deal's shuffle (:func:`cardrules.cards.shuffle`, tested in tests/test_cards_shuffle.py over many sizes)
  shuffles a Packs deck from a string seed as ``random.Random.shuffle`` does.
* ``_put`` is the plain replacement of one item of a tuple.
"""

from __future__ import annotations

import random

from cardrules.cards import shuffle
from cardrules.games.packs import rules as R


def test_shuffle_from_a_string_seed_as_the_next_deal_does() -> None:
    deck = list(R._deck(R.Rules(players=4)))
    plain, fast = list(deck), list(deck)
    random.Random("7/2").shuffle(plain)
    shuffle(random.Random("7/2"), fast)
    assert fast == plain


def test_put_replaces_one_item() -> None:
    items = (("a",), ("b",), ("c",))
    for i in range(3):
        expected = list(items)
        expected[i] = ("x",)
        assert R._put(items, i, ("x",)) == tuple(expected)
