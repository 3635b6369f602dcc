"""Tablanette speed, run by hand: ``python benchmarks/bench_tablanette.py``.

Prints full random games per second, the median and mean microseconds per decision (legal moves + play) for 2 and 4
players and the mean as a ratio to the plain trick game of ``reference.py`` (measured in the same run; the target is
at most 10), and the legal-move enumeration time on the worst tables found (20 table cards, with and without sums of any
size), measured cold: the pattern caches are cleared before each timing. Everything is measured twice in the same
run: with the bit-set capture search for big tables (the engine as it is), and with the plain search on every table,
which says whether the fast path earns its keep.
"""

from __future__ import annotations

import os
import random
import statistics
import time

from reference import plain_trick_us

from cardrules.cards import standard_deck
from cardrules.games import tablanette as t
from cardrules.games.tablanette import rules as engine


def random_games(rules: t.Rules, games: int) -> tuple[float, float, float]:
    per_decision: list[float] = []
    start = time.perf_counter()
    for g in range(games):
        rng = random.Random(g)
        state = t.new_game(rules, seed=g)
        while not state.is_over:
            t0 = time.perf_counter()
            moves = state.legal_moves()
            state = state.play_unchecked(moves[rng.randrange(len(moves))])
            per_decision.append(time.perf_counter() - t0)
    elapsed = time.perf_counter() - start
    return games / elapsed, statistics.median(per_decision) * 1e6, statistics.fmean(per_decision) * 1e6


def clear_caches() -> None:
    for fn in (engine._sums, engine._group_types, engine._deck_groups, engine._legal_patterns, engine._partition,
               engine._picks, engine._captures, engine._captures_plain, engine._split_plan, engine._unkey):
        fn.cache_clear()
    engine._PLAYS.clear()
    engine._ROWS.clear()


def worst_tables(any_size: bool, trials: int) -> tuple[float, int, float, str]:
    """Random 20-card tables (no Jacks) with 8 hand cards: worst cold legal_moves time, most moves."""
    worst_ms, most, times = 0.0, 0, []
    where = ""
    for i in range(trials):
        rng = random.Random(i)
        deck = [c for c in standard_deck() if c.rank != "J"]
        rng.shuffle(deck)
        table, hand = deck[:20], deck[20:28]
        state = t.from_position(t.Rules(sums_any_size=any_size), hands=[hand, ()],
                                table=" ".join(map(str, table)))
        clear_caches()
        t0 = time.perf_counter()
        n = len(state.legal_moves())
        ms = (time.perf_counter() - t0) * 1000
        times.append(ms)
        if ms > worst_ms:
            worst_ms, where = ms, f"table {' '.join(map(str, table))} | hand {' '.join(map(str, hand))}"
        most = max(most, n)
    return worst_ms, most, statistics.median(times), where


def constructed(any_size: bool) -> tuple[float, int]:
    """A hand-built bad case: five ranks A-5 in all four suits on the table, K Q 10 9 in hand."""
    table = "AS 2S 3S 4S 5S AH 2H 3H 4H 5H AD 2D 3D 4D 5D AC 2C 3C 4C 5C"
    state = t.from_position(t.Rules(sums_any_size=any_size), hands=["KD QD 10H 9C 8C 7D 6D KC", ""], table=table)
    clear_caches()
    t0 = time.perf_counter()
    n = len(state.legal_moves())
    return (time.perf_counter() - t0) * 1000, n


def main(games: int = 200, trials: int = 300) -> None:
    small = engine._SMALL_TABLE
    print(f"load average {os.getloadavg()[0]:.1f}; plain trick game {plain_trick_us():.2f} µs per decision (mean)")
    for search, threshold in ((f"fast path (bit sets past {small} cards)", small), ("plain search only", 10**9)):
        engine._SMALL_TABLE = threshold
        clear_caches()
        print(f"--- {search}")
        for label, rules in (("2 players", t.Rules()), ("4 players", t.Rules(players=4))):
            ref = plain_trick_us()
            per_s, median_us, mean_us = random_games(rules, games)
            print(f"{label}: {per_s:.1f} full games/s, median {median_us:.1f} µs, mean {mean_us:.1f} µs per decision "
                  f"(legal moves + play) = ×{mean_us / ref:.1f} the plain trick game ({ref:.2f} µs)")
        for any_size in (False, True):
            worst, most, median, where = worst_tables(any_size, trials)
            label = "any-size sums" if any_size else "2-3 card sums"
            print(f"20-card random tables, {label}: worst {worst:.1f} ms, median {median:.2f} ms, "
                  f"most moves {most} ({where})")
            ms, n = constructed(any_size)
            print(f"constructed worst table, {label}: {ms:.1f} ms for {n} moves")
    engine._SMALL_TABLE = small


if __name__ == "__main__":
    main()
