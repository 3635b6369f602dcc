"""9 Peak benchmark: random games per second, median microseconds per decision in 3-5-player random play, the
Monte Carlo rollout policy's microseconds per move, single deals per CPU second with heuristic bots, and the heuristic
bot's win rate against three random bots over 1,000 four-player games.

    .venv/bin/python benchmarks/bench_nine_peak.py            # full run
    .venv/bin/python benchmarks/bench_nine_peak.py --quick    # 100 games each

A decision is timed as ``legal_moves()`` (the list a random player picks from) plus ``play(move)`` (checked); its
mean is also given as a ratio to the plain trick game of ``reference.py``, measured in the same run (the target of
``bench_all.py``: at most 10), with the CPU time of the same loop (a busy machine's wall clock mostly measures the
other processes).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from reference import plain_trick_cpu_us, plain_trick_us

from cardrules.bots import RandomBot, play_out
from cardrules.games.nine_peak import HeuristicBot, Rules, new_game, rollout_move


def random_play(games: int, rules: Rules) -> tuple[float, float, float, float, float]:
    """(games per second, median µs per decision, mean decisions per game, mean µs per decision, mean CPU µs per
    decision: the same loops timed by process_time around each game's decisions)."""
    times: list[float] = []
    decisions = 0
    cpu = 0.0
    start = time.perf_counter()
    for g in range(games):
        rng = random.Random(g)
        state = new_game(rules, seed=g)
        c0 = time.process_time()
        while not state.is_over:
            t = time.perf_counter()
            moves = state.legal_moves()
            state = state.play_unchecked(moves[rng.randrange(len(moves))])
            times.append(time.perf_counter() - t)
            decisions += 1
        cpu += time.process_time() - c0
    elapsed = time.perf_counter() - start
    return (games / elapsed, statistics.median(times) * 1e6, decisions / games, statistics.fmean(times) * 1e6,
            cpu / decisions * 1e6)


def rollout_speed(games: int, rules: Rules) -> tuple[float, float]:
    """(µs per move of the rollout policy, moves per game): whole games played by ``rollout_move`` alone, as the
    Monte Carlo bot's rollouts play them (``play_unchecked``, no legality check)."""
    moves = 0
    start = time.process_time()
    for g in range(games):
        rng = random.Random(g)
        state = new_game(rules, seed=g)
        while not state.is_over:
            state = state.play_unchecked(rollout_move(state, rng))
            moves += 1
    return (time.process_time() - start) / moves * 1e6, moves / games


def heuristic_speed(games: int, rules: Rules) -> float:
    """Single deals per CPU second of one process with a heuristic bot in every seat (what ``simulate`` runs on each
    worker; CPU time, as a shared machine's wall clock mostly measures the other processes)."""
    start = time.process_time()
    for g in range(games):
        play_out(new_game(rules, seed=g), [HeuristicBot(g * 10 + s) for s in range(rules.players)])
    return games / (time.process_time() - start)


def bot_rate(games: int) -> float:
    """Share of four-player games the heuristic bot wins against three random bots (seat rotating)."""
    wins = 0
    for g in range(games):
        seat = g % 4
        bots = [HeuristicBot(g) if s == seat else RandomBot(g * 7 + s) for s in range(4)]
        end = play_out(new_game(seed=100_000 + g), bots)
        wins += end.result.winners == (seat,)
    return wins / games


def main(argv: list[str]) -> None:
    games = 100 if "--quick" in argv else 1000
    ref, ref_cpu = plain_trick_us(), plain_trick_cpu_us()
    print(f"plain trick game: {ref:.2f} µs per decision ({ref_cpu:.2f} µs CPU)")
    for players in (3, 4, 5):
        rate, median, length, mean, cpu = random_play(games, Rules(players=players))
        print(f"{players} players, random play: {rate:,.0f} games/s, median {median:.1f} µs per decision, "
              f"{length:.1f} decisions per game; mean {mean:.1f} µs = ×{mean / ref:.1f} the plain trick game "
              f"({cpu:.1f} µs CPU = ×{cpu / ref_cpu:.1f})")
    for players in (3, 4):
        per_move, length = rollout_speed(games // 5, Rules(players=players))
        print(f"{players} players, rollout policy: {per_move:.0f} µs CPU per move (its choice and the move), "
              f"{length:.1f} moves per game")
    for players in (3, 4):
        rate = heuristic_speed(games // 10, Rules(players=players))
        print(f"{players} players, heuristic bots: {rate:.1f} deals per CPU second; 10,000 deals take about "
              f"{10_000 / rate / 2:.0f} s on 2 workers (if two workers do twice the work of one)")
    print(f"heuristic bot vs 3 random bots, {games} four-player games: wins {bot_rate(games):.1%} (chance: 25%)")


if __name__ == "__main__":
    main(sys.argv[1:])
