"""Spoil Five benchmarks: random-play speed, single deals of heuristic bots, rollouts, and the heuristic bot against
random bots.

    .venv/bin/python benchmarks/bench_spoil_five.py [--deals 2000] [--single-deals 500]

Speed (issue 18): mean microseconds per decision (``legal_moves`` + pick + ``play`` of a random legal move, the
default rules, 3 and 5 players, as ``bench_all.py`` counts them) as a ratio to the plain trick game of
``reference.py`` measured in the same run (target: at most 10), in CPU time of this process as well as wall time:
on a shared machine the wall clock mostly measures the other processes. Single deals of heuristic bots per second
(``simulate`` with one worker, in this process) and the time 10,000 would take with two workers (half the CPU time
of one, as a run with two workers has its deals split in two; the target is a minute). The Monte Carlo bot's rollout
policy (``rollout_move``): microseconds per move and milliseconds per rollout of a 3-player deal, beside uniformly
random rollouts. Strength: the heuristic bot in one seat against four random bots over single deals (seat rotated
each deal); it should win the pool far more often than a random seat. ``--samples 32`` also measures the slower
sampling variant of the bot.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from reference import plain_trick_game

from cardrules import simulate
from cardrules.bots import RandomBot
from cardrules.games import spoil_five


def plain_trick_cpu_us(deals: int = 2000) -> tuple[float, float]:
    """(CPU, wall) mean microseconds per decision of the plain trick game of ``reference.py``."""
    rng = random.Random(0)
    cpu, wall = time.process_time(), time.perf_counter()
    decisions = sum(plain_trick_game(rng) for _ in range(deals))
    return (time.process_time() - cpu) / decisions * 1e6, (time.perf_counter() - wall) / decisions * 1e6


def random_play(players: int, games: int = 30) -> tuple[float, float]:
    """(CPU, wall) mean microseconds per decision of random play, default rules (whole games), as bench_all."""
    rules = spoil_five.Rules(players=players)
    decisions = 0
    cpu, wall = time.process_time(), time.perf_counter()
    for g in range(games):
        rng = random.Random(g)
        state = spoil_five.new_game(rules, seed=g)
        while not state.is_over:
            moves = state.legal_moves()
            state = state.play_unchecked(moves[rng.randrange(len(moves))])
            decisions += 1
    return (time.process_time() - cpu) / decisions * 1e6, (time.perf_counter() - wall) / decisions * 1e6


def single_deals(players: int, deals: int = 500) -> tuple[float, float]:
    """(CPU, wall) single deals per second of heuristic bots through ``simulate`` with one worker."""
    rules = spoil_five.Rules(players=players, single_deal=True)
    cpu, wall = time.process_time(), time.perf_counter()
    simulate("spoil_five", rules=rules, bots="heuristic", games=deals, seed=0, workers=1, progress=False)
    return deals / (time.process_time() - cpu), deals / (time.perf_counter() - wall)


def speed(games: int = 200, players: int = 5) -> tuple[float, float]:
    rules = spoil_five.Rules(players=players)
    rng = random.Random(0)
    times: list[float] = []
    start = time.perf_counter()
    for g in range(games):
        state = spoil_five.new_game(rules, seed=g)
        while not state.is_over:
            t = time.perf_counter()
            state = state.play_unchecked(rng.choice(state.legal_moves()))
            times.append(time.perf_counter() - t)
    elapsed = time.perf_counter() - start
    return statistics.median(times) * 1e6, games / elapsed


def rollouts(deals: int = 300, players: int = 3) -> dict[str, tuple[float, float]]:
    """(µs per move, ms per deal) of rollouts from the start of single deals: ``rollout_move`` and random moves."""
    states = [spoil_five.new_game(spoil_five.Rules(players=players, single_deal=True), seed=d) for d in range(deals)]
    out = {}
    for policy in ("game", "random"):
        rng = random.Random(0)
        moves = 0
        start = time.perf_counter()
        for state in states:
            while not state.is_over:
                if policy == "game":
                    move = spoil_five.rollout_move(state, rng)
                else:
                    legal = state.legal_moves()
                    move = legal[rng.randrange(len(legal))]
                state = state.play_unchecked(move)
                moves += 1
        elapsed = time.perf_counter() - start
        out[policy] = (elapsed / moves * 1e6, elapsed / deals * 1e3)
    return out


def strength(deals: int = 2000, players: int = 5, samples: int = 0) -> tuple[float, float, float, float]:
    """Share of deals whose pool the heuristic seat wins and the same share for one random seat, then the mean
    chips won per deal by each (ante included)."""
    rules = spoil_five.Rules(players=players, single_deal=True)
    heuristic_wins = random_wins = 0
    heuristic_chips = random_chips = 0
    for d in range(deals):
        seat = d % players
        bots = [RandomBot(d * 10 + i) for i in range(players)]
        bots[seat] = spoil_five.HeuristicBot(d, samples=samples)  # type: ignore[call-overload]
        state = spoil_five.new_game(rules, seed=d)
        while not state.is_over:
            s = state.to_move
            state = state.play_unchecked(bots[s].choose(state.view(s)))
        winners = [e.seat for e in state.events if e.kind == "pool"]
        heuristic_wins += seat in winners
        random_wins += (seat + 1) % players in winners
        heuristic_chips += state.chips[seat] - rules.starting_chips
        random_chips += state.chips[(seat + 1) % players] - rules.starting_chips
    return heuristic_wins / deals, random_wins / deals, heuristic_chips / deals, random_chips / deals


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--samples", type=int, default=0, help="also test the sampling bot with this many samples")
    parser.add_argument("--sample-deals", type=int, default=500)
    parser.add_argument("--single-deals", type=int, default=500, help="heuristic single deals per player count")
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    ref_cpu, ref_wall = plain_trick_cpu_us()
    print(f"plain trick game: {ref_cpu:.2f} µs per decision CPU, {ref_wall:.2f} µs wall")
    for players in (3, 5):
        cpu, wall = random_play(players)
        print(f"random play, {players} players: mean {cpu:.1f} µs per decision CPU = ×{cpu / ref_cpu:.1f} the plain "
              f"trick game ({wall:.1f} µs wall = ×{wall / ref_wall:.1f}; target ≤ 10)")
    for players in (3, 5):
        cpu_rate, wall_rate = single_deals(players, args.single_deals)
        print(f"heuristic single deals, {players} players: {cpu_rate:.0f} per CPU second ({wall_rate:.0f} per wall "
              f"second); 10,000 with 2 workers ≈ {10_000 / cpu_rate / 2:.0f} s of CPU each (target < 60 s)")
    median_us, gps = speed(args.games)
    print(f"random play, 5 players, write-up rules: median {median_us:.1f} µs per decision, {gps:.1f} games/s")
    for policy, (us, ms) in rollouts().items():
        print(f"{policy} rollouts, 3 players: {us:.1f} µs per move, {ms:.2f} ms per deal")
    h, r, hc, rc = strength(args.deals)
    print(f"heuristic bot vs 4 random bots over {args.deals} deals: heuristic seat wins the pool in {h:.1%} of "
          f"deals ({hc:+.2f} chips/deal), a random seat in {r:.1%} ({rc:+.2f} chips/deal)")
    if args.samples:
        h, r, hc, rc = strength(args.sample_deals, samples=args.samples)
        print(f"sampling bot ({args.samples} samples) vs 4 random bots over {args.sample_deals} deals: wins the pool "
              f"in {h:.1%} of deals ({hc:+.2f} chips/deal), a random seat in {r:.1%} ({rc:+.2f} chips/deal)")


if __name__ == "__main__":
    main()
