"""A designer's study, timed, run by hand: ``python benchmarks/bench_single_deals.py [--deals 10000] [--workers 2]``.

For every game, ``--deals`` single deals (the games' ``single_deal`` rule, default player count otherwise) between
heuristic bots through ``cardrules.simulate`` with ``--workers`` processes, as the lab and the command line run
them: the wall time, the deals per second, and the machine's yardstick (``sum(range(10**6))``) with the load
average. The target of the engine-speed work: 10,000 deals of every game under 60 s with 2 workers.
"""

from __future__ import annotations

import argparse
import os
import time

from reference import sum_range_ms

from cardrules import GAMES, simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_run", nargs="*", default=list(GAMES), metavar="game")
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    print(f"sum(range(10**6)): {sum_range_ms():.1f} ms; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} "
          f"cores", flush=True)
    for game in args.games_to_run:
        module = GAMES[game]
        rules = module.Rules(single_deal=True)
        start = time.perf_counter()
        df = simulate(game, rules=rules, bots="heuristic", games=args.deals, seed=1, workers=args.workers,
                      progress=False)
        took = time.perf_counter() - start
        assert len(df) == args.deals and (df["deals"] == 1).all()
        print(f"{game:10s} {rules.players} players: {args.deals} single deals in {took:5.1f} s with {args.workers} "
              f"workers ({args.deals / took:6.0f} a second; load average {os.getloadavg()[0]:.1f})", flush=True)


if __name__ == "__main__":
    main()
