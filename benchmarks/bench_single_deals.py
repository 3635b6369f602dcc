"""A designer's study, timed, run by hand: ``python benchmarks/bench_single_deals.py [--deals 10000] [--workers 2]``.

For every game, ``--deals`` single deals (the games' ``single_deal`` rule, default player count otherwise) between
heuristic bots through ``cardrules.simulate`` with ``--workers`` processes, as the lab and the command line run
them: the wall time, the deals per second and the load average, and the time on the slow 2-core server the target is
set for, scaled by the machine's yardsticks (``reference.py``) measured right before and right after each game's
run. The target of the engine-speed work: 10,000 deals of every game under 60 s with 2 workers on that server.
"""

from __future__ import annotations

import argparse
import os
import time

from reference import compiled_line, scaled, server_scales, sum_range_ms

from cardrules import GAMES, simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_run", nargs="*", default=list(GAMES), metavar="game")
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    print(f"sum(range(10**6)): {sum_range_ms():.1f} ms; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} "
          f"cores", flush=True)
    print(compiled_line(), flush=True)
    for game in args.games_to_run:
        module = GAMES[game]
        rules = module.Rules(single_deal=True)
        before = server_scales()
        start = time.perf_counter()
        df = simulate(game, rules=rules, bots="heuristic", games=args.deals, seed=1, workers=args.workers,
                      progress=False)
        took = time.perf_counter() - start
        after = server_scales()
        assert len(df) == args.deals and (df["deals"] == 1).all()
        server, by_sum, by_plain = scaled(took, before, after)
        print(f"{game:10s} {rules.players} players: {args.deals} single deals in {took:5.1f} s with {args.workers} "
              f"workers ({args.deals / took:6.0f} a second; load average {os.getloadavg()[0]:.1f}); on the slow "
              f"server about {server:.0f} s (by sum(range) {by_sum:.0f} s, ×{before[0]:.1f} → ×{after[0]:.1f}; by "
              f"the plain trick game {by_plain:.0f} s, ×{before[1]:.1f} → ×{after[1]:.1f})", flush=True)


if __name__ == "__main__":
    main()
