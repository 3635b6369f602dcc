"""Dudak benchmark: random-play speed against the machine's plain trick game, the heuristic bots' single deals per
second (one and two workers), and the heuristic bot's loss rate.

    .venv/bin/python benchmarks/bench_dudak.py [--games 10] [--reps 3] [--deals 400] [--loss-deals 2000]

* mean CPU microseconds per decision of random play with the default rules (``legal_moves()`` + a random pick +
  ``play``, whole games of five deals) for two and four players, and as a ratio to the plain trick game of
  ``reference.py`` measured in the same process, on the same clock, just before (target: at most 10); CPU time, since
  a busy machine's wall clock counts the time other processes run;
* single deals between heuristic bots per second through ``cardrules.simulate`` with one worker and with two (wall
  clock), their CPU time per deal (the workers' included), and the time 10,000 such deals would take with two
  workers, at this load and on two idle cores (half the CPU time; target: under 60 s);
* the heuristic bot against three random bots over ``--loss-deals`` four-player deals (the seat rotates): how often
  it loses (a random seat loses one deal in four), and how many deals end at the turn limit.

The load average is printed with every figure: other processes distort the wall-clock ones.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import time

from reference import plain_trick_game

from cardrules import simulate
from cardrules.bots import RandomBot, play_out
from cardrules.games import dudak


def plain_trick_cpu_us(deals: int = 1500) -> float:
    """Mean CPU microseconds per decision of the plain trick game."""
    rng = random.Random(0)
    start = time.process_time()
    decisions = sum(plain_trick_game(rng) for _ in range(deals))
    return (time.process_time() - start) / decisions * 1e6


def random_play_cpu_us(players: int, games: int) -> float:
    """Mean CPU microseconds per decision of random play, default rules (whole games)."""
    rules = dudak.Rules(players=players)
    decisions = 0
    start = time.process_time()
    for g in range(games):
        rng = random.Random(g)
        state = dudak.new_game(rules, seed=g)
        while not state.is_over:
            moves = state.legal_moves()
            state = state.play_unchecked(moves[rng.randrange(len(moves))])
            decisions += 1
    return (time.process_time() - start) / decisions * 1e6


def heuristic_deals(players: int, deals: int, workers: int) -> tuple[float, float]:
    """Single deals between heuristic bots through ``simulate``: (deals per second of wall time, CPU seconds per
    deal of this process and its workers together)."""
    rules = dudak.Rules(players=players, single_deal=True)
    cpu0 = time.process_time() + _children_cpu()
    start = time.perf_counter()
    simulate("dudak", rules=rules, bots="heuristic", games=deals, seed=1, workers=workers, progress=False)
    wall = time.perf_counter() - start
    return deals / wall, (time.process_time() + _children_cpu() - cpu0) / deals


def _children_cpu() -> float:
    """CPU seconds of this process's finished worker processes."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="random games (of five deals) per measurement")
    parser.add_argument("--reps", type=int, default=3, help="repetitions of each random-play measurement")
    parser.add_argument("--deals", type=int, default=400, help="heuristic single deals per simulate run")
    parser.add_argument("--loss-deals", type=int, default=2000, help="deals of the loss-rate study (0: skip)")
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    for players in (2, 4):
        ratios, game_us, ref_us = [], [], []
        for _ in range(args.reps):  # the reference and the game alternately, medians
            ref = plain_trick_cpu_us()
            us = random_play_cpu_us(players, args.games)
            ref_us.append(ref)
            game_us.append(us)
            ratios.append(us / ref)
        print(f"random {players}-player play: mean {statistics.median(game_us):.2f} CPU µs per decision, plain trick "
              f"game {statistics.median(ref_us):.2f} µs: ×{statistics.median(ratios):.1f} (runs "
              f"{', '.join(f'×{r:.1f}' for r in ratios)}; load {os.getloadavg()[0]:.1f})", flush=True)
    for players in (2, 4):
        one, cpu_one = heuristic_deals(players, args.deals, 1)
        two, cpu_two = heuristic_deals(players, args.deals, 2)
        # On a quiet machine two workers run at once: the wall time is about half the CPU time (plus the start).
        print(f"heuristic single deals, {players} players: {one:.0f}/s with 1 worker, {two:.0f}/s with 2 (wall, load "
              f"{os.getloadavg()[0]:.1f}); CPU {cpu_one * 1e3:.2f} ms per deal with 1 worker, {cpu_two * 1e3:.2f} ms "
              f"with 2: 10,000 deals take {10_000 / two:.0f} s of wall time at this load, "
              f"≈ {10_000 * cpu_two / 2:.0f} s with 2 idle cores", flush=True)
    if args.loss_deals:
        rate, limited, natural = heuristic_loss_rate(args.loss_deals)
        print(f"heuristic bot vs 3 random bots over {args.loss_deals} deals: loses {rate:.1%} (a random seat: 25%); "
              f"{limited:.1%} of deals end at the turn limit; of the others it loses {natural:.1%}")


if __name__ == "__main__":
    main()
