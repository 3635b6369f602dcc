"""The figures of docs/deploying.md, "Limits": what a saved game of n moves costs to load, to step through and to
make into a replay, and what one game costs the lab's run budget for each bot.

    PYTHONPATH=$PWD python benchmarks/bench_limits.py            # both parts (a few minutes)
    PYTHONPATH=$PWD python benchmarks/bench_limits.py saves      # only the saved games
    PYTHONPATH=$PWD python benchmarks/bench_limits.py lab        # only the lab

Times are CPU seconds of this process (``time.process_time``), so other work on the machine changes them less than
wall time; the load average is printed beside them. The long game is a legal 3-player Dudak game of 30 deals and a
5,000-turn limit between random bots, the longest kind the house rules allow; its first n moves are saved.
"""

from __future__ import annotations

import os
import resource
import sys
import time

from cardrules import GAMES, share
from cardrules.bots import RandomBot, play_out
from cardrules.replay import replay_html
from cardrules.simulate import RunControl, simulate
from cardrules.widgets.lab import CPU_SECONDS

MOVES = (1000, 4000, 16000, share.MAX_SAVE_MOVES)


def _rss_mb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def long_dudak(moves: int) -> object:
    """The first legal 3-player Dudak game of at least ``moves`` moves, seeds tried in order."""
    dudak = GAMES["dudak"]
    rules = dudak.Rules(players=3, deals=30, turn_limit=5000)
    for seed in range(1000):
        state = play_out(dudak.new_game(rules, seed=seed), [RandomBot(seed * 3 + s) for s in range(3)])
        if len(state.history) >= moves:
            return state
    raise RuntimeError("no game long enough")


def saves() -> None:
    print(f"saved games (load average {os.getloadavg()[0]:.1f})")
    longest = long_dudak(max(MOVES))
    data = longest.to_dict()
    for n in MOVES:
        state = GAMES["dudak"].State.from_dict({**data, "moves": data["moves"][:n]})
        text = share.save_game(state).encode()
        c0 = time.process_time()
        loaded, _ = share.load_game(text)
        c1 = time.process_time()
        states = share.states_of(loaded)  # what the table keeps after an upload
        c2 = time.process_time()
        del states
        page = replay_html(loaded)
        c3 = time.process_time()
        print(f"  {n:6d} moves: file {len(text) / 1000:6.0f} kB, load {c1 - c0:5.2f} s, the table's steps "
              f"{c2 - c1:5.2f} s, replay {c3 - c2:6.2f} s ({len(page) / 1e6:.1f} MB); peak memory {_rss_mb()} MB")


def lab() -> None:
    print(f"the lab: CPU seconds per game, games in one run's budget of {CPU_SECONDS:g} s "
          f"(load average {os.getloadavg()[0]:.1f})")
    for name, module in GAMES.items():
        rules = {"single_deal": True} if "single_deal" in module.Rules.__dataclass_fields__ else {}
        for bots, games in (("random", 20), ("heuristic", 20), ("mc:40", 1)):
            control = RunControl(None)
            simulate(name, rules=rules, bots=bots, games=games, seed=1, progress=False, control=control)
            each = control.used / games
            print(f"  {name:11s} {bots:9s} {each:7.3f} s per game, {int(CPU_SECONDS / each):6d} games per run")


if __name__ == "__main__":
    parts = sys.argv[1:] or ["saves", "lab"]
    for part in parts:
        {"saves": saves, "lab": lab}[part]()
