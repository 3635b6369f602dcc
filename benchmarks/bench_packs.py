"""Packs benchmarks: random-play speed (2, 4 and 6 players) as a ratio to the plain trick game measured in the same
run, single deals of heuristic bots per second with one and two workers, rollout speed, worst-case move enumeration,
heuristic bot vs random.

    .venv/bin/python benchmarks/bench_packs.py [--games 200] [--duels 1000]

Speed: median and mean microseconds per decision (``legal_moves`` + ``play`` of a random legal move) over full games
with the write-up's rules; the mean as a multiple of the plain trick game of ``reference.py`` (issue 18: at most 10),
by the wall clock and by this process's CPU time (steadier when other processes share the cores).
Heuristic deals: ``simulate`` of single deals with the heuristic bots, one worker then two (issue 18: 10,000 in under
a minute with two workers). Rollouts: a single deal played out from its start by the Monte Carlo bot's rollout policy
(``rollout_move``). Enumeration: the time to list every move of the largest positions built by hand (a whole suit in
hand against three table cards of it; a thief facing six packs of one suit). Strength: the heuristic bot against the
random bot over single two-player deals, seats alternating; the issue asks it to win clearly.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import statistics
import time

from reference import plain_trick_cpu_us, plain_trick_us

from cardrules import simulate
from cardrules.bots import RandomBot
from cardrules.games import packs


def speed(players: int, games: int) -> tuple[float, float, float, int, float]:
    """(median µs, mean µs per decision, full games per second, decisions, mean CPU µs per decision) of random
    play. The CPU time (of this process, the decisions alone) is steadier than the wall clock on a busy machine."""
    rules = packs.Rules(players=players)
    rng = random.Random(0)
    times: list[float] = []
    cpu = 0.0
    start = time.perf_counter()
    for g in range(games):
        state = packs.new_game(rules, seed=g)
        c = time.process_time()
        while not state.is_over:
            t = time.perf_counter()
            state = state.play_unchecked(rng.choice(state.legal_moves()))
            times.append(time.perf_counter() - t)
        cpu += time.process_time() - c
    return (statistics.median(times) * 1e6, statistics.fmean(times) * 1e6, games / (time.perf_counter() - start),
            len(times), cpu / len(times) * 1e6)


def heuristic_deals(players: int, games: int, workers: int) -> float:
    """Single deals per second of ``simulate`` with the heuristic bots."""
    rules = packs.Rules(players=players, single_deal=True)
    start = time.perf_counter()
    simulate("packs", rules=rules, bots="heuristic", games=games, seed=0, workers=workers, progress=False)
    return games / (time.perf_counter() - start)


def worst_cases() -> list[tuple[str, int, float]]:
    out = []
    # Every heart in hand plus a drawn one (two decks for two), three hearts on the table: 3 * 2**13 groups.
    hearts = " ".join(f"{r}H" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"))
    rules = packs.Rules(players=2, two_decks_for_two=True)
    s = packs.from_position(rules, hands=[hearts, "KS"], table="AH KH QH", stock="5H", turn=0).play("draw")
    out.append(("13 hearts + 1 drawn in hand, table A K Q of hearts", *_time(s)))
    # A thief after packing, facing six spade packs of one opponent with ten spades in hand.
    spades = "2S 3S 4S 5S 6S 7S 8S 9S 10S JS"
    theirs = [["2S 3S"], ["4S 5S"], ["6S 7S"], ["8S 9S"], ["10S JS"], ["QS KS"]]
    s = packs.from_position(rules, hands=[spades + " 9H", "KD"], table="8H", stock="4H",
                            packs=[[], [p[0] for p in theirs]], turn=0).play("draw").play("pack 8H with 9H")
    out.append(("10 spades in hand, opponent holds 6 spade packs (multi-steal)", *_time(s)))
    return out


def _time(state: packs.State) -> tuple[int, float]:
    t = time.perf_counter()
    n = len(dataclasses.replace(state).legal_moves())  # a fresh state: no cached move list
    return n, (time.perf_counter() - t) * 1e3


def rollouts(players: int, deals: int) -> tuple[float, float]:
    """(ms per single deal played out from its start, µs per move) by the Monte Carlo bot's rollout policy
    (``packs.rollout_move`` then the state's ``play_unchecked``, as a rollout plays)."""
    rules = packs.Rules(players=players, single_deal=True)
    moves = 0
    start = time.perf_counter()
    for d in range(deals):
        rng = random.Random(d)
        state = packs.new_game(rules, seed=d)
        while not state.is_over:
            state = state.play_unchecked(packs.rollout_move(state, rng))
            moves += 1
    secs = time.perf_counter() - start
    return secs / deals * 1e3, secs / moves * 1e6


def strength(duels: int) -> float:
    """Share of single two-player deals won outright by the heuristic bot against the random bot."""
    rules = packs.Rules(players=2, single_deal=True)
    wins = 0
    for d in range(duels):
        seat = d % 2
        bots = [RandomBot(d), RandomBot(d + 1)]
        bots[seat] = packs.HeuristicBot(d)  # type: ignore[call-overload]
        state = packs.new_game(rules, seed=d)
        while not state.is_over:
            s = state.to_move
            state = state.play_unchecked(bots[s].choose(state.view(s)))
        assert state.result is not None
        wins += state.result.winners == (seat,)
    return wins / duels


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--duels", type=int, default=1000)
    parser.add_argument("--deals", type=int, default=400, help="single deals per heuristic-bot measurement")
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    ref, ref_cpu = plain_trick_us(), plain_trick_cpu_us()
    print(f"reference: plain trick game {ref:.2f} µs per decision (mean), {ref_cpu:.2f} µs of CPU")
    for players in (2, 4, 6):
        median_us, mean_us, gps, n, cpu_us = speed(players, args.games)
        print(f"random play, {players} players, game to 500: median {median_us:.1f} µs, mean {mean_us:.1f} µs per "
              f"decision = ×{mean_us / ref:.1f} the plain trick game ({n} decisions), {gps:.1f} games/s; CPU "
              f"{cpu_us:.1f} µs = ×{cpu_us / ref_cpu:.1f} (load {os.getloadavg()[0]:.1f})")
    for players in (2, 4):
        one, two = (heuristic_deals(players, args.deals, w) for w in (1, 2))
        print(f"heuristic bots, {players} players, single deals: {one:.1f}/s on one worker, {two:.1f}/s on two: "
              f"10,000 in {10_000 / two:.0f} s (load {os.getloadavg()[0]:.1f})")
    for players in (2, 4):
        ms, us = rollouts(players, args.games)
        print(f"rollout policy, {players} players, one deal: {ms:.2f} ms per deal played out, {us:.1f} µs per move")
    for name, n, ms in worst_cases():
        print(f"worst case: {name}: {n} moves listed in {ms:.1f} ms")
    rate = strength(args.duels)
    print(f"heuristic bot vs random bot, {args.duels} two-player deals: heuristic wins {rate:.1%}")


if __name__ == "__main__":
    main()
