"""Speed of every game, run by hand: ``python benchmarks/bench_all.py [game ...] [--deals 10000] [--no-hint]``.

For each game and its main player counts (the game's default rules otherwise, so a "full game" is the write-up's whole
game of several deals):

* the median microseconds per decision in random play (``legal_moves()`` + ``play(move)``, on one core);
* full random games per second on one core;
* the speed-up of ``cardrules.simulate`` with two worker processes over one, on a run of heuristic bots sized to
  last about six seconds on one worker;
* single deals between heuristic bots with two workers (``--deals``, by default the 10,000 of the target: a shorter
  run's rate, scaled up, overstates the time, as starting the workers and the tables each worker fills in its first
  deals weigh more in it), and the time 10,000 take at that rate;
* the Monte Carlo bot's hint time at its default strength at the first decisions of a deal (the longest rollouts),
  as CPU seconds of one process and as wall-clock seconds.

First it measures the machine's yardsticks in the same run (``reference.py``: ``sum(range(10**6))`` and a plain
40-line trick game; OpenSpiel's pure-Python games when ``open_spiel`` is installed) and reports every game's mean
CPU time per decision as a ratio to the plain trick game, so a figure from another machine compares. The two are
measured in turn, five times, and the median of the five ratios kept (with their range): a slow spell of the machine
moves both figures of a round alike. Targets: every game at most 10 times the plain trick game and no slower than
the slower OpenSpiel Python game; two workers at least 1.8 times one; a hint within 1 s of wall time at the page's
budget; 10,000 single deals under 60 s on the slow 2-core server the targets are set for (``SERVER_SUM_RANGE_MS``,
``SERVER_PLAIN_US`` in ``reference.py``): the estimate is printed as measured here and scaled to that server by the
yardsticks, measured again right before and right after each game's run (the host's speed drifts within minutes).
Other processes running at the same time distort the wall-clock figures; the load average is printed with them.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from reference import (
    SERVER_PLAIN_US,
    SERVER_SUM_RANGE_MS,
    compiled_line,
    main_counts,
    open_spiel_python_us,
    plain_trick_cpu_us,
    plain_trick_us,
    scaled,
    server_scales,
    sum_range_ms,
)

from cardrules import GAMES, simulate
from cardrules.montecarlo import HINT_BUDGET, MonteCarloBot

COUNTS = main_counts()


def random_play(game: str, players: int, games: int) -> tuple[float, float, float]:
    """(median µs per decision, mean µs per decision, full games per second) of random play."""
    module = GAMES[game]
    rules = module.Rules(players=players)
    per: list[float] = []
    start = time.perf_counter()
    for g in range(games):
        rng = random.Random(g)
        state = module.new_game(rules, seed=g)
        while not state.is_over:
            t0 = time.perf_counter()
            moves = state.legal_moves()
            state = state.play_unchecked(moves[rng.randrange(len(moves))])
            per.append(time.perf_counter() - t0)
    return statistics.median(per) * 1e6, statistics.fmean(per) * 1e6, games / (time.perf_counter() - start)


def cpu_per_decision(game: str, players: int, games: int) -> float:
    """Mean CPU µs per decision of random play (deal + ``legal_moves()`` + pick + ``play_unchecked(move)``, as the
    plain trick game counts its own), with no timer inside the loop."""
    module = GAMES[game]
    rules = module.Rules(players=players)
    decisions = 0
    start = time.process_time()
    for g in range(games):
        rng = random.Random(g)
        state = module.new_game(rules, seed=g)
        while not state.is_over:
            moves = state.legal_moves()
            state = state.play_unchecked(moves[rng.randrange(len(moves))])
            decisions += 1
    return (time.process_time() - start) / decisions * 1e6


def ratio_to_plain(game: str, players: int, games: int, rounds: int = 5) -> tuple[float, float, float, float, float]:
    """(ratio, the game's CPU µs, the plain trick game's CPU µs, lowest and highest round's ratio): the two measured
    in turn ``rounds`` times, a ratio taken in each round and the median of those kept. The two in one round run
    under the same conditions (another process's load, the clock), so a slow spell moves both; the best of each
    measured apart, as before, let the plain game's figure range over half its value in one run (1.31-2.01 µs)."""
    mine, plain, ratios = [], [], []
    for _ in range(rounds):
        plain.append(plain_trick_cpu_us())
        mine.append(cpu_per_decision(game, players, games))
        ratios.append(mine[-1] / plain[-1])
    return (statistics.median(ratios), statistics.median(mine), statistics.median(plain), min(ratios),
            max(ratios))


def speed_up(game: str, players: int, seconds: float, bots: str = "heuristic") -> tuple[float, float, float, int]:
    """Games per second of simulate() with one worker and with two, their ratio, and the games played.

    The run is sized to last about ``seconds`` on one worker (a designer's study lasts minutes): starting the worker
    processes costs a fixed fraction of a second, which a run of a few hundred random games would mostly measure.
    """
    rules = GAMES[game].Rules(players=players)
    t0 = time.perf_counter()
    simulate(game, rules=rules, bots=bots, games=20, seed=0, workers=1, progress=False)
    games = max(40, int(seconds * 20 / (time.perf_counter() - t0)))
    rates = []
    for workers in (1, 2):
        t0 = time.perf_counter()
        simulate(game, rules=rules, bots=bots, games=games, seed=1, workers=workers, progress=False)
        rates.append(games / (time.perf_counter() - t0))
    return rates[0], rates[1], rates[1] / rates[0], games


def single_deals(game: str, deals: int, workers: int = 2) -> tuple[float, float]:
    """(wall seconds, the estimate for 10,000) of ``deals`` single deals (the game's ``single_deal`` rule, default
    player count) between heuristic bots through ``simulate`` with ``workers`` processes, as the lab runs a study.
    The estimate scales the measured rate; ``bench_single_deals.py`` runs the whole 10,000."""
    rules = GAMES[game].Rules(single_deal=True)
    start = time.perf_counter()
    simulate(game, rules=rules, bots="heuristic", games=deals, seed=1, workers=workers, progress=False)
    took = time.perf_counter() - start
    return took, took * 10_000 / deals


def hint_times(game: str, positions: int = 4, budget: float | None = None) -> tuple[float, float, float, int]:
    """(median CPU s, worst CPU s, worst wall s, fewest deals sampled) of a hint at the default strength (or at a
    wall-time ``budget``), at the first three decisions of deals of the default rules."""
    module = GAMES[game]
    cpu: list[float] = []
    wall: list[float] = []
    deals: list[int] = []
    for seed in range(positions):
        state = module.new_game(module.Rules(), seed=seed)
        rng = random.Random(seed)
        for _ in range(3):
            view = state.view(state.to_move)
            c0, w0 = time.process_time(), time.perf_counter()
            bot = MonteCarloBot(seed, time_limit=budget)
            bot.rank(view, 3)
            deals.append(bot.last_deals)
            cpu.append(time.process_time() - c0)
            wall.append(time.perf_counter() - w0)
            moves = state.legal_moves()
            state = state.play_unchecked(moves[rng.randrange(len(moves))])
    return statistics.median(cpu), max(cpu), max(wall), min(deals)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_run", nargs="*", default=list(COUNTS), metavar="game")
    parser.add_argument("--games", type=int, default=100, help="random games per measurement")
    parser.add_argument("--parallel-seconds", type=float, default=6.0,
                        help="length of the one-worker run for the two-worker speed-up")
    parser.add_argument("--parallel-bots", default="heuristic", help="the bots of the speed-up runs")
    parser.add_argument("--no-hint", action="store_true")
    parser.add_argument("--deals", type=int, default=10_000,
                        help="single deals between heuristic bots (2 workers) for the 10,000-deal estimate; 0: none")
    args = parser.parse_args()
    medians = []
    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    print(compiled_line(), flush=True)
    ref, ref_cpu, sum_ms = plain_trick_us(), min(plain_trick_cpu_us() for _ in range(3)), sum_range_ms()
    print(f"reference: sum(range(10**6)) {sum_ms:.1f} ms; plain trick game {ref:.2f} µs per decision (mean), "
          f"{ref_cpu:.2f} CPU µs (best of 3)")
    spiel = open_spiel_python_us()
    for name, us in spiel.items():
        print(f"reference: OpenSpiel {name} {us:.1f} CPU µs per decision (mean), ×{us / ref_cpu:.1f} the plain trick "
              f"game")
    ratios = []
    estimates: dict[str, tuple[float, float, float, float]] = {}  # here, and on the slow server (see scaled)
    for game in args.games_to_run:
        for players in COUNTS[game]:
            us, mean, gps = random_play(game, players, args.games)
            medians.append(us)
            ratio, cpu, plain, low, high = ratio_to_plain(game, players, args.games)
            ratios.append(ratio)
            print(f"{game:10s} {players} players: mean {cpu:6.1f} CPU µs per decision = ×{ratio:.1f} the plain "
                  f"trick game ({plain:.2f} CPU µs; each measured in turn with it 5 times, the median of the "
                  f"5 ratios, which ranged {low:.1f}-{high:.1f})"
                  + (f", ×{cpu / max(spiel.values()):.2f} the slower OpenSpiel Python game"
                     if spiel else ""), flush=True)
            one, two, ratio, n = speed_up(game, players, args.parallel_seconds, args.parallel_bots)
            print(f"{game:10s} {players} players: {us:6.1f} µs per decision (median), {gps:7.1f} full games/s on "
                  f"one core; simulate ({n} games, {args.parallel_bots} bots) {one:.1f} → {two:.1f} games/s with "
                  f"2 workers: ×{ratio:.2f}", flush=True)
        if args.deals:
            # The yardsticks right before and right after the run scale it (reference.scaled): the host's speed
            # drifts within minutes, and the single deals are the longest part of the run.
            before = server_scales()
            took, estimate = single_deals(game, args.deals)
            after = server_scales()
            server, by_sum, by_plain = scaled(estimate, before, after)
            estimates[game] = (estimate, server, by_sum, by_plain)
            print(f"{game:10s} {args.deals} single deals, heuristic bots, 2 workers: {took:.1f} s; 10,000 at that "
                  f"rate: {estimate:.0f} s, on the slow server about {server:.0f} s (target < 60; by sum(range) "
                  f"{by_sum:.0f} s, by the plain trick game {by_plain:.0f} s; the server ×{before[0]:.1f} → "
                  f"×{after[0]:.1f} this machine by sum(range) and ×{before[1]:.1f} → ×{after[1]:.1f} by the plain "
                  f"trick game, before → after the run; load {os.getloadavg()[0]:.1f})", flush=True)
        if not args.no_hint:
            med, worst, wall, _ = hint_times(game)
            print(f"{game:10s} hint at default strength: median {med:.2f} s, worst {worst:.2f} s CPU "
                  f"({wall:.2f} s wall, load {os.getloadavg()[0]:.1f})", flush=True)
            med, worst, wall, fewest = hint_times(game, budget=HINT_BUDGET)
            print(f"{game:10s} hint at the page's budget ({HINT_BUDGET:.1f} s): worst {wall:.2f} s wall, at least "
                  f"{fewest} deals sampled (load {os.getloadavg()[0]:.1f})", flush=True)
    print(f"median game: {statistics.median(medians):.1f} µs per decision; slowest {max(medians):.1f} µs")
    print(f"ratios to the plain trick game (mean per decision): {min(ratios):.1f}-{max(ratios):.1f} "
          f"(target ≤ 10)")
    if estimates:
        print("10,000 single deals, 2 workers (estimated): " + ", ".join(f"{g} {e[0]:.0f} s"
                                                                           for g, e in estimates.items())
              + " (target < 60)")
        print(f"the same on the slow server of the targets (sum(range(10**6)) {SERVER_SUM_RANGE_MS:.0f} ms, plain "
              f"trick game {SERVER_PLAIN_US} µs), each scaled by the slower yardstick measured around its own run: "
              + ", ".join(f"{g} {e[1]:.0f} s" for g, e in estimates.items()) + " (target < 60)")
        for label, i in (("sum(range(10**6))", 2), ("the plain trick game", 3)):
            print(f"  scaled by {label} alone: " + ", ".join(f"{g} {e[i]:.0f} s" for g, e in estimates.items()))


if __name__ == "__main__":
    main()
