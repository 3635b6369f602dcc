"""9 Peak's rollout policy: the quick player the Monte Carlo bot (:mod:`cardrules.montecarlo`) plays the rest of a
game with, thousands of times per decision, and the packed arithmetic it and the heuristic bot weigh sets with (the
hand's counts packed a byte per suit, the best set's points kept per count). None of this is a rule of the game (the
rules are in :mod:`cardrules.games.nine_peak.rules`): it picks among the moves the rules list. A wheel carries it
compiled with mypyc with the bot (``hatch_build.py``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardrules.cards import Card
from cardrules.games.nine_peak.fast import _new_play
from cardrules.games.nine_peak.rules import (
    Move,
    Pass,
    State,
    Take,
    _sorted,
)

# ------------------------------------------------------------------------------------------- rollout policy
# The Monte Carlo bot's rollouts (montecarlo.ROLLOUT_POLICY) call rollout_move for every move of thousands of
# play-outs, so it reads the sampled state directly and values a handful of candidate moves the way HeuristicBot
# does (points banked + 0.7 × the best set left − the peak risk left for others), with the hand held as one int
# per number: the count of each suit packed into a byte (Card.key is suit × 16 + number, the suit in _SUIT_RANK
# order), so the best set of a hand is a few integer additions. The packing is kept because it matters: measured with
# bench_nine_peak's rollout_speed, the same rule on plain lists of suit counts was clearly slower per move, and the
# plain statement (every suit mix of every set scored by set_score) slower by an order of magnitude.
# tests/engine/test_nine_peak_best_set_matches_plain.py checks it against that plain statement on thousands of random
# hands.
_BYTES = 0x0101010101
"""Multiplying five packed byte counts by this sums them into byte 4 (the counts never exceed 255)."""


def _best_packed(tab: Sequence[int], counts: Sequence[int], top: int, wild: bool, floor: int = 0) -> int:
    """:func:`best_set` on a packed hand: ``tab[n]`` the suit counts of the number-``n`` cards held, ``counts[n]``
    the Area's cards of ``n``; ``top`` the largest size worth trying. A ``floor`` the caller need not know more
    about is returned for any best score up to it (a set of n scores at most n × n, so small sizes are skipped):
    the result is max(floor, the best score)."""
    if top * top <= floor:
        return floor
    return _best_of(_totals(tab, counts, top), top, wild, floor)

_FIELD = (1 << 40) - 1
"""The totals of :func:`_totals` hold a 40-bit field per set size: five byte counts, one per suit."""
_SIZES_SPANNED = [[sum(1 << 40 * n for n in range(lo, hi + 1)) for hi in range(16)] for lo in range(16)]
"""``_SIZES_SPANNED[lo][hi]``: a 1 in the field of each set size from lo to hi (0 when hi < lo): multiplying a
number's packed suit counts by it adds them to every size its range covers at once."""


def _totals(tab: Sequence[int], counts: Sequence[int], top: int) -> int:
    """For each size n from 1 to ``top``, the packed suit counts of the cards of ``tab`` that can count as n, in the
    40-bit field n of one int (``totals >> 40 * n & _FIELD``): a number-m card counts as m .. m + counts[m]."""
    totals = 0
    spans = _SIZES_SPANNED
    for m in range(1, (len(tab) - 1 if len(tab) - 1 < top else top) + 1):
        x = tab[m]
        if x:
            hi = m + counts[m]
            totals += x * spans[m][hi if hi < top else top]
    return totals


def _after_take(base: int, n: int, bit: int, held: int, c: int, top: int) -> int:
    """:func:`_totals` of a hand after it takes a card of number ``n`` (packed as ``bit``) from the Area, from
    ``base``, the totals before: ``held`` the number-``n`` cards held before, packed, and ``c`` the Area's
    number-``n`` cards left. Only number n changes: its cards, one more, now count as n .. n + c, and the cards held
    before no longer count as n + c + 1."""
    hi = n + c
    if hi < top:
        return base + bit * _SIZES_SPANNED[n][hi] - (held << 40 * (hi + 1))
    return base + bit * _SIZES_SPANNED[n][top]

_SET_POINTS: tuple[list[dict[int, int]], list[dict[int, int]]] = ([{} for _ in range(16)], [{} for _ in range(16)])
"""The best score of a set of size n from packed suit counts (:func:`_best_of`): ``_SET_POINTS[wild][n][counts]``
(a dict per size, so that the key is the 40-bit counts themselves)."""


def _best_of(totals: int, top: int, wild: bool, floor: int, _field: int = _FIELD) -> int:
    """The best set score from ``totals`` (see :func:`_totals`), at least ``floor`` (not negative); the score of each
    size from its suit counts is kept in :data:`_SET_POINTS`."""
    best = floor
    tables = _SET_POINTS[wild]
    n = top
    while n * n > best:  # a set of n scores at most n × n (and size 0 none: the floor is not negative)
        total = totals >> 40 * n & _field
        table = tables[n]
        points = table.get(total)
        if points is None:
            if ((total * _BYTES) >> 32) & 255 < n:
                points = 0
            else:
                s0, s1, s2, s3, jokers = total & 255, (total >> 8) & 255, (total >> 16) & 255, \
                    (total >> 24) & 255, total >> 32
                if n <= 5 and (s0 > 0) + (s1 > 0) + (s2 > 0) + (s3 > 0) + (jokers if wild else min(jokers, 1)) >= n:
                    count = n
                else:
                    count = min(n, max(s0, s1, s2, s3) + jokers)
                points = n * count
            if len(table) > 50_000:  # a bound on the memory, never reached in practice
                table.clear()
            table[total] = points
        if points > best:
            best = points
        n -= 1
    return best


def _best_play(cards: Sequence[Card], n: int, counts: Sequence[int],
               wild: bool) -> tuple[tuple[Card, ...], int] | None:
    """The highest-scoring set of size ``n`` among ``cards`` (sorted) and its suit count, or None: every suit
    different when that scores more, else the most common suit, then Jokers, then the lowest other cards."""
    fit = [c for c in cards if (c.key & 15) <= n <= (c.key & 15) + counts[c.key & 15]]
    if len(fit) < n:
        return None
    by_suit: list[list[Card]] = [[], [], [], [], []]
    for c in fit:
        by_suit[c.key >> 4].append(c)
    jokers = by_suit[4]
    normal = [s for s in by_suit[:4] if s]
    same = min(n, max((len(s) for s in normal), default=0) + len(jokers))
    if n <= 5 and len(normal) + (len(jokers) if wild else min(len(jokers), 1)) >= n and n > same:
        chosen = [s[0] for s in normal[:n]]
        chosen += jokers[:n - len(chosen)]
        count = n
    else:
        main = max(normal, key=len) if normal else []
        chosen = (main + jokers)[:n]
        if len(chosen) < n:
            chosen += [c for c in fit if c not in chosen][:n - len(chosen)]
        count = same
    return _sorted(chosen), count


def _risk_of(n: int, c: int, peak: int) -> float:
    """HeuristicBot's risk of ``c`` Area cards of number ``n``: one card short of the peak costs half of what it
    would give the next player, two cards short a sixth."""
    gap = peak - n - c
    if not c or gap > 2:
        return 0.0
    return (c + 1) / 2 if gap == 1 else (c + 2) / 6


def rollout_move(state: State, rng: random.Random) -> Move:
    """A fast, sensible move for the Monte Carlo bot's rollouts, read from the (sampled, fully known) state.

    It values a few candidates like :class:`HeuristicBot` (points now + 0.7 × the best set left − the peak risk
    left): for each set size the best-scoring set, each held card passed alone, two-card passes of the three
    cheapest such cards or that reach a peak (valued with the best Area card to take back), and, after a two-card
    pass, each Area card to take. A little noise from ``rng`` varies rollouts."""
    rules = state.rules
    peak, top_number = rules.peak, rules.max_number
    wild = rules.joker_suits == "wild"
    seat = state.turn
    hand = state.hands[seat]
    counts = [0] * (top_number + 1)
    for c in state.area:
        counts[c.key & 15] += 1
    tab = [0] * (top_number + 1)
    for c in hand:
        tab[c.key & 15] += 1 << (8 * (c.key >> 4))
    top = min(len(hand) + 1, peak - 1)
    risks = [_risk_of(n, counts[n], peak) for n in range(top_number + 1)]
    risk = sum(risks)
    noise = rng.random

    if state.taking:
        best_card, best_value = state.area[0], -1e9
        seen = set()
        for c in state.area:
            if c in seen:
                continue
            seen.add(c)
            n = c.key & 15
            bit = 1 << (8 * (c.key >> 4))
            counts[n] -= 1
            tab[n] += bit
            value = (0.7 * _best_packed(tab, counts, top, wild) - risk + risks[n] - _risk_of(n, counts[n], peak)
                     + 0.3 * noise())
            tab[n] -= bit
            counts[n] += 1
            if value > best_value:
                best_card, best_value = c, value
        return Take(best_card)

    best_value = -1e9
    best_move: Move | None = None

    # One-card passes: each code held.
    singles: list[Card] = []
    prev_key = -1
    for c in hand:  # sorted, so copies are neighbours
        if c.key != prev_key:
            singles.append(c)
            prev_key = c.key
    scored: list[tuple[float, Card]] = []
    for c in singles:
        n = c.key & 15
        bit = 1 << (8 * (c.key >> 4))
        tab[n] -= bit
        old = counts[n]
        gained = 0
        counts[n] = old + 1
        if n + old + 1 >= peak:  # reaches_peak, inlined (rollouts are hot)
            gained, counts[n] = old + 1, 0
        value = gained + 0.7 * _best_packed(tab, counts, top, wild) - risk + risks[n] - _risk_of(n, counts[n], peak)
        counts[n] = old
        tab[n] += bit
        scored.append((value, c))
        value += 0.3 * noise()
        if value > best_value:
            best_value, best_move = value, Pass(c)

    # Two-card passes: pairs of the three cheapest single passes, and pairs that reach a peak, each valued with
    # the best Area card to take back.
    if len(hand) >= 2:
        scored.sort(key=lambda vc: -vc[0])
        cheap = [c for _, c in scored[:3]]
        pairs = [(a, b) for i, a in enumerate(cheap) for b in cheap[i + 1:]]
        for c in singles:
            n = c.key & 15
            gap = peak - n - counts[n]
            if gap == 2 and (tab[n] * _BYTES >> 32) & 255 >= 2:
                other = c if hand.count(c) >= 2 else next(x for x in hand if x.key & 15 == n and x != c)
                pairs.append((c, other))
            elif gap == 1:
                pairs += [(c, b) for b in cheap if b.key & 15 != n]
        for a, b in pairs:
            left = list(tab)
            pool = list(counts)
            gained = 0
            placed = [x for x in state.area]
            for c in (a, b):
                n = c.key & 15
                left[n] -= 1 << (8 * (c.key >> 4))
                pool[n] += 1
                placed.append(c)
                if n + pool[n] >= peak:  # reaches_peak, inlined
                    gained += pool[n]
                    pool[n] = 0
                    placed = [x for x in placed if x.key & 15 != n]
            best_take = 0.7 * _best_packed(left, pool, top, wild)
            if placed:
                pool_risk = sum(_risk_of(n, pool[n], peak) for n in range(1, top_number + 1))
                best_take = -1e9
                seen_keys = set()
                for c in placed:
                    if c.key in seen_keys:
                        continue
                    seen_keys.add(c.key)
                    n = c.key & 15
                    bit = 1 << (8 * (c.key >> 4))
                    pool[n] -= 1
                    left[n] += bit
                    value = (0.7 * _best_packed(left, pool, top, wild) - pool_risk
                             + _risk_of(n, pool[n] + 1, peak) - _risk_of(n, pool[n], peak))
                    if value > best_take:
                        best_take = value
                    left[n] -= bit
                    pool[n] += 1
            value = gained + best_take + 0.3 * noise()
            if value > best_value:
                best_value, best_move = value, Pass(a, b)

    # Plays: the best set of each size, valued after the passes so that a set that cannot win is skipped cheaply.
    sets = state.sets[seat]
    joker_played = any(c.key >> 4 == 4 for s in sets for c in s)
    largest = max((len(s) for s in sets), default=0)
    mult = rules.bonus_multiplier
    ceiling = 0.7 * _best_packed(tab, counts, top, wild) - risk + 0.3  # what the hand left could add, at most
    for n in range(1, min(len(hand), peak - 1) + 1):
        if n * n + mult * n + ceiling <= best_value:
            continue  # even a perfect set of n would not beat the best move so far
        found = _best_play(hand, n, counts, wild)
        if found is None:
            continue
        cards, count = found
        points = n * count
        if not joker_played:
            if any(c.key >> 4 == 4 for c in cards):
                points -= mult * largest
            else:
                points += mult * (max(largest, n) - largest)
        if points + ceiling <= best_value:
            continue
        left = list(tab)
        for c in cards:
            left[c.key & 15] -= 1 << (8 * (c.key >> 4))
        value = points + 0.7 * _best_packed(left, counts, min(top, len(hand) - n), wild) - risk + 0.3 * noise()
        if value > best_value:
            best_value, best_move = value, _new_play(n, cards)
    assert best_move is not None
    return best_move

# The Monte Carlo bot's settings: rollouts of rollout_move, as many as a slow machine plays for a four-player hint in
# about a second and a half of CPU; on the page a hint stops at its time budget anyway (montecarlo.HINT_BUDGET). The
# policy values a few moves as the heuristic bot does (random players lay tiny sets and feed peaks). With caution 1.0
# the bot won clearly more than an even share of three-player games against two heuristic bots, and more than without
# caution, whose wins were about an even share. benchmarks/bench_bots.py measures the bot's strength.
