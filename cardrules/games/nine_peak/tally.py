"""9 Peak: how many legal moves a turn has, and which move stands at a given place in their list, worked out on the
small ints that stand for cards (``Card.key``: suit index × 16 + number), without listing the moves.

A turn offers every Play (for each set size N, each choice of N hand cards that can count as N) and then every Pass
(each kind of card alone, then each pair). :class:`~cardrules.games.nine_peak.rules.MoveList` stands for that list: a
random player or a rollout wants one move of tens or hundreds, and listing them all was most of the time of a
decision. This module is its arithmetic, apart from the rules so that the rules file reads as the game: it states no
rule of its own (the ranges come in as the Area's counts, the order of the moves is the plain listing's,
``rules._every_move``, which the tests compare it with, move by move, over random games of every preset).

A wheel of the package carries it compiled with mypyc where a C compiler exists (``hatch_build.py``); an editable
install and a checkout run it as it is, with the same results: the ints and lists below are what mypyc turns into C.
"""

from __future__ import annotations

from math import comb
from typing import Any, Final

SUIT_UNIT: Final = [1 << 8 * (k >> 4) for k in range(128)]
"""What one card adds to the count of its number's cards in :func:`tally`, by ``Card.key``: a byte per suit (a card's
suit index is ``key >> 4``)."""
AREA_UNIT: Final = [1 << 8 * (k & 15) for k in range(128)]
"""The Area's c_n packed as one int, a byte per number n (``counts >> 8 * n & 255``, see :func:`area_counts`): what
one card adds, by ``Card.key``."""
HAND_ORDER: Final = [(k & 15) << 3 | k >> 4 for k in range(128)]
"""The place of each ``Card.key`` in hand order: number first, then suit (the order 9 Peak hands and sets are shown
in, numbers mattering most here)."""
_NUMBER_HELD: Final[dict[int, tuple[int, int, int, list[int], list[int]]]] = {}
"""What :func:`tally` needs of the cards of one number held, by their packed suit counts and the number (``x << 4 |
n``, see :func:`_number_held`), kept."""
_SIZES: Final[dict[int, int]] = {}
"""The number of sets of size N (the low four bits of the key) from packed kind counts (see :func:`tally`), kept."""
_WAYS: Final[dict[tuple[tuple[int, ...], int], list[list[int]]]] = {}
""":func:`set_at`'s tables of the choices of r cards among the last kinds, by how many of each kind are held and N."""


def area_counts(area: Any) -> int:
    """c_n of every number n of the Area (its cards), packed a byte per number (``counts >> 8 * n & 255``)."""
    counts = 0
    for c in area:
        counts += AREA_UNIT[c.key]
    return counts


def choices(avail: list[int], n: int) -> int:
    """How many choices of ``n`` cards there are from kinds held ``avail[j]`` times each (once per choice of codes):
    the coefficient of x^n in the product of (1 + x + … + x^avail[j]). With one or two copies of each kind (every
    deck but house rules with more copies) (1 + x + x²)^b = Σ_d C(b, d) x^2d (1 + x)^(b - d) gives it in a few
    binomials."""
    ones = avail.count(1)
    twos = len(avail) - ones
    if avail.count(2) == twos:
        return sum(comb(twos, d) * comb(ones + twos - d, n - 2 * d) for d in range(min(twos, n // 2) + 1))
    row = [1] + [0] * n
    for a in avail:
        row = [sum(row[max(0, r - a):r + 1]) for r in range(n + 1)]
    return row[n]


def _number_held(x: int, n: int) -> tuple[int, int, int, list[int], list[int]]:
    """For ``x``, number ``n``'s suit counts in a hand packed a byte per suit: its cards, kinds held once, kinds held
    twice and other kinds packed a byte each; how many kinds; that squared plus twice the kinds held twice or more
    (what the number adds to the two-card Passes, see :func:`tally`); the ``Card.key`` of each kind, in hand order
    (suits in deck order), and how many of each are held (kept in :data:`_NUMBER_HELD`)."""
    info = 0
    keys: list[int] = []
    held: list[int] = []
    for s in range(8):
        a = x >> 8 * s & 255
        if a:
            info += a + (1 << 8 if a == 1 else 1 << 16 if a == 2 else 1 << 24)
            keys.append(s << 4 | n)
            held.append(a)
    kinds = len(keys)
    found = (info, kinds, kinds * kinds + 2 * sum([1 for a in held if a >= 2]), keys, held)
    _NUMBER_HELD[x << 4 | n] = found
    return found


def tally(hand: Any, counts: int, peak: int) -> tuple[list[int], list[int], list[int], list[int], int, list[int]]:
    """The moves of a turn with ``hand`` (its cards, in hand order) when the Area's counts are ``counts`` (packed,
    :func:`area_counts`) and the peak is ``peak``, counted:

    - ``kinds``: the ``Card.key`` of each kind of card held, in hand order, and ``avail``: how many of each;
    - ``groups``: for each number m held, four ints: m, the top of its range (m + c_m), its first kind and the end
      of its kinds;
    - ``sizes``: each set size N that has at least one set;
    - ``plays``: how many Plays there are;
    - ``ends``: where each segment of the list ends (a segment per set size in ``sizes``, then the one-card Passes,
      then the two-card Passes when the hand holds two cards); the last is the list's length.
    """
    # The cards held of each number, packed a byte per suit: counting the moves needs only how many kinds of each
    # number are held once, twice or more (_NUMBER_HELD, looked up once per number held), not the cards themselves.
    # Every count below is a small int in a list, updated as ``x[i] = x[i] + y``, and the lists grow by ``extend``
    # and ``append``: compiled, that is C arithmetic on machine ints, where one int packing every number (the earlier
    # form, fast as plain Python) is a big int, and ``x[i] += y`` and ``list += list`` are generic calls.
    by_number = [0] * 16
    for c in hand:
        key: int = c.key
        number = key & 15
        by_number[number] = by_number[number] + SUIT_UNIT[key]
    # For each set size N, (cards, kinds held once, kinds held twice, other kinds) that can count as N (the numbers m
    # whose range m .. m + c_m holds N), packed a byte each and added up over each range.
    top_n = min(len(hand), peak - 1)
    fits = [0] * (top_n + 1)
    twice = 0  # over numbers: (kinds of that number) squared plus twice its kinds held twice or more
    groups: list[int] = []
    kinds: list[int] = []
    avail: list[int] = []
    for m in range(1, 16):  # no card has number 0
        x = by_number[m]
        if x:
            found = _NUMBER_HELD.get(x << 4 | m)
            if found is None:
                found = _number_held(x, m)
            info, count, doubled, keys, held = found
            top = m + (counts >> 8 * m & 255)
            first = len(kinds)
            kinds.extend(keys)
            avail.extend(held)
            groups.append(m)
            groups.append(top)
            groups.append(first)
            groups.append(first + count)
            twice += doubled
            for n in range(m, min(top, top_n) + 1):
                fits[n] = fits[n] + info
    ends: list[int] = []
    total = 0
    sizes: list[int] = []
    for n in range(1, top_n + 1):
        x = fits[n]
        if x & 255 < n:
            continue
        sizes.append(n)
        if x >> 24:  # a kind held three times or more (house rules with more copies): the polynomial product
            total += choices(fit_avail(avail, groups, n), n)
            ends.append(total)
            continue
        size = _SIZES.get(x << 4 | n)
        if size is None:  # (1 + x)^a (1 + x + x²)^b = Σ_d C(b, d) x^2d (1 + x)^(a + b - d): see choices
            a, b = x >> 8 & 255, x >> 16 & 255
            size = (comb(a, n) if not b else sum(comb(b, d) * comb(a + b - d, n - 2 * d)
                                                 for d in range(min(b, n // 2) + 1)))
            _SIZES[x << 4 | n] = size
        total += size
        ends.append(total)
    plays = total
    count = len(kinds)
    total += count  # then a Pass of each kind alone
    ends.append(total)
    if len(hand) >= 2:
        # Then the two-card Passes, as one segment: a kind held twice with itself, two kinds of one number in both
        # orders, two of different numbers once; with ``square`` the sum over numbers of their kinds squared, that
        # is pairs + square - count + (count² - square) / 2 = (twice + count²) / 2 - count.
        total += (twice + count * count) // 2 - count
        ends.append(total)
    return kinds, avail, groups, sizes, plays, ends


def fit_avail(avail: list[int], groups: list[int], n: int) -> list[int]:
    """How many of each kind that can count as ``n`` are held (the kinds of the numbers whose range holds n)."""
    out: list[int] = []
    for g in range(0, len(groups), 4):
        if groups[g] <= n <= groups[g + 1]:
            out += avail[groups[g + 2]:groups[g + 3]]
    return out


def set_at(kinds: list[int], avail: list[int], groups: list[int], n: int, index: int) -> list[int]:
    """The ``Card.key`` of each card of the ``index``-th set of size ``n``, in the order of the plain listing: the
    kinds that can count as n in hand order, the most copies of the earlier kinds first."""
    fit: list[int] = []
    held: list[int] = []
    for g in range(0, len(groups), 4):
        if groups[g] <= n <= groups[g + 1]:
            fit += kinds[groups[g + 2]:groups[g + 3]]
            held += avail[groups[g + 2]:groups[g + 3]]
    f = len(fit)
    key = (tuple(held), n)
    ways = _WAYS.get(key)
    if ways is None:  # building the table was most of the time of building a Play: it is kept
        ways = [[1] + [0] * n]  # ways[-1 - j][r]: choices of r cards among kinds j.. (built from the last kind back)
        for j in range(f - 1, -1, -1):
            row, a = ways[-1], held[j]
            ways.append([sum(row[max(0, r - a):r + 1]) for r in range(n + 1)])
        if len(_WAYS) > 100_000:  # a bound on the memory, never reached in practice
            _WAYS.clear()
        _WAYS[key] = ways
    chosen: list[int] = []
    r = n
    for j in range(f):
        if not r:
            break
        after = ways[f - 1 - j]  # choices among the kinds after j
        for c in range(min(held[j], r), -1, -1):
            w = after[r - c]
            if index < w:
                chosen += [fit[j]] * c
                r -= c
                break
            index -= w
    return chosen


def pair_at(kinds: list[int], avail: list[int], groups: list[int], index: int) -> tuple[int, int]:
    """The ``Card.key`` of the first and the second card of the ``index``-th two-card Pass, in the order of the
    plain listing: for each kind i in hand order, both cards of i if held twice; each other kind of the same number
    in both orders (the order may matter); each kind of a higher number, lowest first."""
    count = len(kinds)
    i = end = 0
    found = False
    for g in range(0, len(groups), 4):  # the kind i whose Passes hold the index
        end = groups[g + 3]
        for i in range(groups[g + 2], end):
            size = (avail[i] >= 2) + 2 * (end - i - 1) + count - end
            if index < size:
                found = True
                break
            index -= size
        if found:
            break
    first = kinds[i]
    if avail[i] >= 2:
        if not index:
            return first, first
        index -= 1
    same = 2 * (end - i - 1)
    if index < same:
        other = kinds[i + 1 + index // 2]
        return (first, other) if index % 2 == 0 else (other, first)
    return first, kinds[end + index - same]


def without(cards: tuple[Any, ...], gone: Any) -> tuple[Any, ...]:
    """``cards`` without one copy of each card of ``gone`` (raises ValueError for a card not there). Cards are found
    by ``Card.key``, one int per code: comparing ints is much faster than comparing cards, and this runs on every
    move."""
    out = list(cards)
    for card in gone:
        key = card.key
        for i in range(len(out)):
            if out[i].key == key:
                del out[i]
                break
        else:
            raise ValueError(f"{card!r} is not there")
    return tuple(out)


def hand_place(hand: tuple[Any, ...], key: int) -> int:
    """Where a card of ``key`` goes into ``hand`` (in hand order): after every card before it or equal to it."""
    order = HAND_ORDER[key]
    i = 0
    for c in hand:
        if HAND_ORDER[c.key] > order:
            break
        i += 1
    return i


def takes(area: tuple[Any, ...], in_order: list[Any]) -> tuple[Any, ...]:
    """The Takes a turn offers after a two-card Pass, one per card code in ``area``, in hand order: ``in_order[p]``
    is the Take of the code at place ``p`` of hand order (:data:`HAND_ORDER`)."""
    places = sorted({HAND_ORDER[c.key] for c in area})
    return tuple([in_order[p] for p in places])
