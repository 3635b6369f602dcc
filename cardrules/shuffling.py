"""The shuffle every deal is made with, and 9 Peak's bot shuffles its moves with at every decision
(:func:`shuffle`, offered as :func:`cardrules.cards.shuffle`). It is a module of its own so that it can be compiled:
a wheel of the package carries it compiled with mypyc (``hatch_build.py``), where its loop of draws costs about half of
what it costs as plain Python; it imports nothing from the project."""

from __future__ import annotations

import random
from typing import Any

_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}
"""For each list length met (up to 1,024), the steps of its shuffle: the place each step fills and the bits it draws."""

_SHUFFLE = random.Random.shuffle
_RANDBELOW = getattr(random.Random, "_randbelow_with_getrandbits", None)


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``, with the very same draws, which leave ``rng`` as that would: ``Random.shuffle``'s loop
    (Fisher-Yates from the top) written out with ``Random._randbelow``'s inside (draw the bits of ``i + 1``, again
    while the number is not below it). The library's shuffle makes a method call per item, and every deal shuffles a
    deck (a bot, its moves at every decision). A generator that shuffles or draws otherwise (a subclass overriding
    them), or a list of more than 1,024 items, gets ``rng.shuffle`` itself;
    ``tests/engine/test_shuffle_matches_random.py`` checks the two agree."""
    n = len(items)
    randbelow = getattr(rng, "_randbelow", None)
    if (type(rng).shuffle is not _SHUFFLE or getattr(randbelow, "__func__", None) is not _RANDBELOW
            or n > 1024):
        rng.shuffle(items)
        return
    steps = _STEPS.get(n)
    if steps is None:  # as Random.shuffle: item i swapped with an item j drawn below i + 1, from the top down
        steps = _STEPS[n] = tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1))
    getrandbits = rng.getrandbits
    for i, k in steps:
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
