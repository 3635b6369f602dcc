"""Dudak benchmark: random-play speed and the heuristic bot's loss rate.

    .venv/bin/python benchmarks/bench_dudak.py [deals]

* median microseconds per decision in random four-player play (``legal_moves`` + a random pick + ``play``, the
  checked path) and the unchecked path (``_apply``), and deals per second;
* the heuristic bot against three random bots over ``deals`` four-player deals (default 2,000; the seat rotates):
  how often it loses (a random seat loses one deal in four), and how many deals end at the turn limit.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from cardrules.bots import RandomBot, play_out
from cardrules.games import dudak


def speed(deals: int = 200) -> tuple[float, float, float]:
    rules = dudak.Rules(single_deal=True)
    checked: list[float] = []
    unchecked: list[float] = []
    clock = time.perf_counter
    start = clock()
    for seed in range(deals):
        rng = random.Random(seed)
        state = dudak.new_game(rules, seed=seed)
        while not state.is_over:
            t = clock()
            moves = state.legal_moves()
            move = rng.choice(moves)
            state.play(move)
            checked.append(clock() - t)
            t = clock()
            moves = state.legal_moves()
            state = state._apply(rng.choice(moves))
            unchecked.append(clock() - t)
    elapsed = clock() - start
    return statistics.median(checked) * 1e6, statistics.median(unchecked) * 1e6, deals / elapsed


def heuristic_loss_rate(deals: int = 2000) -> tuple[float, float]:
    rules = dudak.Rules(single_deal=True)
    lost = limited = 0
    for seed in range(deals):
        seat = seed % 4
        bots = [dudak.HeuristicBot(seed) if s == seat else RandomBot(seed * 4 + s) for s in range(4)]
        end = play_out(dudak.new_game(rules, seed=seed), bots)
        loser = next(e for e in end.events if e.kind == "loser")
        lost += loser.seat == seat
        limited += loser.get("reason") == "limit"
    return lost / deals, limited / deals


def main(argv: list[str]) -> None:
    deals = int(argv[0]) if argv else 2000
    checked, unchecked, per_second = speed()
    print(f"random 4-player play: median {checked:.1f} µs per decision (legal_moves + play), "
          f"{unchecked:.1f} µs unchecked (legal_moves + _apply); {per_second:.0f} deals/s (both paths)")
    rate, limited = heuristic_loss_rate(deals)
    print(f"heuristic bot vs 3 random bots over {deals} deals: loses {rate:.1%} (a random seat: 25%); "
          f"{limited:.1%} of deals end at the turn limit")


if __name__ == "__main__":
    main(sys.argv[1:])
