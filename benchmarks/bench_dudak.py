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
    """Median µs per decision on the checked path (``legal_moves`` + pick + ``play``) and on the unchecked one
    (``legal_moves`` + pick + ``_apply``), and deals per second on the checked path."""
    rules = dudak.Rules(single_deal=True)
    clock = time.perf_counter
    medians = []
    per_second = 0.0
    for checked in (True, False):
        times: list[float] = []
        start = clock()
        for seed in range(deals):
            rng = random.Random(seed)
            state = dudak.new_game(rules, seed=seed)
            while not state.is_over:
                t = clock()
                move = rng.choice(state.legal_moves())
                state = state.play(move) if checked else state._apply(move)
                times.append(clock() - t)
        if checked:
            per_second = deals / (clock() - start)
        medians.append(statistics.median(times) * 1e6)
    return medians[0], medians[1], per_second


def heuristic_loss_rate(deals: int = 2000) -> tuple[float, float, float]:
    """The heuristic bot's loss rate against three random bots, the share of deals ended by the turn limit, and the
    bot's loss rate among the deals that ended without it."""
    rules = dudak.Rules(single_deal=True)
    lost = limited = lost_natural = 0
    for seed in range(deals):
        seat = seed % 4
        bots = [dudak.HeuristicBot(seed) if s == seat else RandomBot(seed * 4 + s) for s in range(4)]
        end = play_out(dudak.new_game(rules, seed=seed), bots)
        loser = next(e for e in end.events if e.kind == "loser")
        lost += loser.seat == seat
        if loser.get("reason") == "limit":
            limited += 1
        else:
            lost_natural += loser.seat == seat
    return lost / deals, limited / deals, lost_natural / max(1, deals - limited)


def main(argv: list[str]) -> None:
    deals = int(argv[0]) if argv else 2000
    checked, unchecked, per_second = speed()
    print(f"random 4-player play: median {checked:.1f} µs per decision (legal_moves + play), "
          f"{unchecked:.1f} µs unchecked (legal_moves + _apply); {per_second:.0f} deals/s (checked)")
    rate, limited, natural = heuristic_loss_rate(deals)
    print(f"heuristic bot vs 3 random bots over {deals} deals: loses {rate:.1%} (a random seat: 25%); "
          f"{limited:.1%} of deals end at the turn limit; of the others it loses {natural:.1%}")

if __name__ == "__main__":
    main(sys.argv[1:])
