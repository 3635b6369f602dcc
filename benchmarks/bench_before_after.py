"""The engine's speed in two checkouts side by side, run by hand:
``python benchmarks/bench_before_after.py /path/to/an/older/checkout [--rounds 5] [--seconds 1.5]``.

Make the older checkout with ``git worktree add /tmp/before <commit>``. Each round runs one fresh Python process per
checkout, taking turns (older, newer), so that a change in the machine's load falls on both alike. In each process, for
every game and player count of ``bench_all.py``: random play with the default rules (``legal_moves()``, a random pick,
``play_unchecked(move)``, or ``play`` in a checkout without it, which skipped the check for a listed move) for about
``--seconds`` of CPU, counted as CPU time per decision; for every game, single deals (its ``single_deal`` rule, default
player count) between heuristic bots as a study plays them (``cardrules.bots.play_out``), counted as CPU time per deal;
and the plain 40-line trick game of ``reference.py`` in the same process, the yardstick. Prints, per game, the median
over the rounds of each checkout's ratio to the yardstick and the speed-up, with the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The games and player counts, as the newer checkout's registry declares them (reference.main_counts)
COUNTS_OF = """
import json, sys
sys.path.insert(0, sys.argv[1]); sys.path.insert(0, sys.argv[2])
from reference import main_counts
print(json.dumps(main_counts()))
"""

# Run in a process whose sys.path starts with the checkout; it prints one JSON line.
MEASURE = """
import json, random, sys, time
sys.path.insert(0, sys.argv[1]); sys.path.insert(0, sys.argv[2])
from reference import plain_trick_game
from cardrules import GAMES
counts, seconds = json.loads(sys.argv[3]), float(sys.argv[4])

def cpu_us(play_one):
    decisions, start, n = 0, time.process_time(), 0
    while time.process_time() - start < seconds:
        decisions += play_one(n)
        n += 1
    return (time.process_time() - start) / decisions * 1e6

def plain(n):
    return plain_trick_game(random.Random(n))

def game(name, players):
    module = GAMES[name]
    rules = module.Rules(players=players)
    # a move of the state's own list, played unchecked: play_unchecked, or in an older checkout play (which skipped
    # the check for a listed move)
    play = getattr(module.State, "play_unchecked", module.State.play)
    def one(n):
        rng, state, decisions = random.Random(n), module.new_game(rules, seed=n), 0
        while not state.is_over:
            moves = state.legal_moves()
            state = play(state, moves[rng.randrange(len(moves))])
            decisions += 1
        return decisions
    return one

def deals(name):
    from cardrules.bots import play_out
    module = GAMES[name]
    rules = module.Rules(single_deal=True)
    def one(n):
        play_out(module.new_game(rules, seed=n), [module.HeuristicBot(n * 16 + s) for s in range(rules.players)])
        return 1000  # per deal, in ms: the µs of a thousandth of one
    return one

out = {"plain": cpu_us(plain)}
for name, players in counts:
    out[f"{name}/{players}"] = cpu_us(game(name, players))
for name in dict(counts):
    out[f"{name} deals"] = cpu_us(deals(name))
print(json.dumps(out))
"""


def main_counts(tree: Path) -> list[tuple[str, int]]:
    """Every game of ``tree``'s registry with its main player counts."""
    done = subprocess.run([sys.executable, "-c", COUNTS_OF, str(tree), str(HERE)], capture_output=True, text=True,
                          check=True, env={**os.environ, "PYTHONPATH": ""}, cwd=tree)
    return [(g, p) for g, ps in json.loads(done.stdout.strip().splitlines()[-1]).items() for p in ps]


def measure(tree: Path, seconds: float, counts: list[tuple[str, int]]) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", MEASURE, str(tree), str(HERE), json.dumps(counts), str(seconds)],
                          capture_output=True, text=True, check=True, env={**os.environ, "PYTHONPATH": ""},
                          cwd=tree)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path, help="the older checkout (its repository root)")
    parser.add_argument("--after", type=Path, default=HERE.parent, help="the newer checkout (default: this one)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.5, help="CPU seconds per game and player count")
    args = parser.parse_args()
    runs: dict[str, list[dict[str, float]]] = {"before": [], "after": []}
    loads = []
    counts = main_counts(args.after.resolve())
    for r in range(args.rounds):
        for label, tree in (("before", args.before), ("after", args.after)):
            runs[label].append(measure(tree.resolve(), args.seconds, counts))
        loads.append(os.getloadavg()[0])
        print(f"round {r + 1} of {args.rounds} done (load average {loads[-1]:.1f})", file=sys.stderr, flush=True)
    plain = statistics.median(run["plain"] for label in runs for run in runs[label])
    print(f"plain trick game: median {plain:.2f} µs CPU per decision over both checkouts; load average "
          f"{min(loads):.1f}-{max(loads):.1f} on {os.cpu_count()} cores; {args.rounds} rounds, medians")
    print(f"{'game/players':16s} {'before µs':>10s} {'× plain':>8s} {'after µs':>10s} {'× plain':>8s} {'speed-up':>9s} "
          f"{'by × plain':>10s}   (\"<game> deals\": heuristic single deals, ms CPU per deal, and the ratio of a deal "
          "to a decision of the plain game in thousands)")
    for key in (k for k in runs["after"][0] if k != "plain"):
        row = {}
        for label in runs:
            row[label] = (statistics.median(run[key] for run in runs[label]),
                          statistics.median(run[key] / run["plain"] for run in runs[label]))
        (b_us, b_x), (a_us, a_x) = row["before"], row["after"]
        # the speed-up twice: of the medians of the times, and of the medians of the ratios to the plain game (each
        # measured in the same process as its yardstick, so a slow spell of the machine moves both alike)
        print(f"{key:16s} {b_us:10.2f} {b_x:8.2f} {a_us:10.2f} {a_x:8.2f} {b_us / a_us:8.2f}x {b_x / a_x:9.2f}x")


if __name__ == "__main__":
    main()
