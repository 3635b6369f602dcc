"""The machine's yardsticks, measured in the same run as the games so that a figure travels between machines:

* ``sum(range(10**6))`` (the issue's reference: 52 ms on a slow 2.0 GHz Xeon);
* a plain-Python trick game of about 40 lines (4 players, 13 cards each, must follow suit, no trumps): what a
  decision costs with no machinery at all (legal moves + pick + play, random play), the floor of any engine.
"""

from __future__ import annotations

import random
import statistics
import time
import timeit

# The slow 2-core server the targets are set for (a 2.0 GHz Xeon, quiet): its yardsticks as measured there. The
# 10,000-deal target is wall time on that server, so a run elsewhere is scaled by these (see server_scales).
SERVER_SUM_RANGE_MS = 52.0
SERVER_PLAIN_US = 3.5


def sum_range_ms(repeat: int = 7) -> float:
    """Median milliseconds of ``sum(range(10**6))``."""
    return statistics.median(timeit.repeat("sum(range(10**6))", number=1, repeat=repeat)) * 1e3


def plain_trick_game(rng: random.Random) -> int:
    """One deal of a plain trick game, played at random; returns the number of decisions."""
    deck = [(suit, rank) for suit in range(4) for rank in range(13)]
    rng.shuffle(deck)
    hands = [deck[i * 13:(i + 1) * 13] for i in range(4)]
    tricks = [0, 0, 0, 0]
    leader = 0
    decisions = 0
    for _ in range(13):
        trick: list[tuple[int, tuple[int, int]]] = []
        for k in range(4):
            seat = (leader + k) % 4
            hand = hands[seat]
            if trick:
                led = trick[0][1][0]
                legal = [c for c in hand if c[0] == led] or hand
            else:
                legal = hand
            card = legal[rng.randrange(len(legal))]
            hand.remove(card)
            trick.append((seat, card))
            decisions += 1
        led = trick[0][1][0]
        leader = max((c[1], s) for s, c in trick if c[0] == led)[1]
        tricks[leader] += 1
    assert sum(tricks) == 13
    return decisions


def plain_trick_us(deals: int = 3000) -> float:
    """Mean microseconds per decision of the plain trick game (wall time)."""
    rng = random.Random(0)
    start = time.perf_counter()
    decisions = sum(plain_trick_game(rng) for _ in range(deals))
    return (time.perf_counter() - start) / decisions * 1e6


def plain_trick_cpu_us(deals: int = 3000) -> float:
    """Mean CPU microseconds per decision of the plain trick game: CPU time of this process, so that another
    process taking the core for a while does not count (wall time on a shared machine varied by half)."""
    rng = random.Random(0)
    start = time.process_time()
    decisions = sum(plain_trick_game(rng) for _ in range(deals))
    return (time.process_time() - start) / decisions * 1e6


def server_scales() -> tuple[float, float]:
    """How many times slower than this machine, now, the slow server of the targets is: by ``sum(range(10**6))``
    and by the plain trick game (wall time). Measured right before and right after a timed run, their means scale
    that run: this host's speed was seen to drift by half within minutes, which a yardstick taken once at the
    start of a long benchmark does not follow."""
    return SERVER_SUM_RANGE_MS / sum_range_ms(), SERVER_PLAIN_US / plain_trick_us()


def scaled(seconds: float, before: tuple[float, float], after: tuple[float, float]) -> tuple[float, float, float]:
    """``seconds`` measured here, as seconds on the slow server: (by the slower yardstick, by ``sum(range)``, by the
    plain trick game), each yardstick the mean of its scales measured ``before`` and ``after`` the run. The two
    need not agree: ``sum(range)`` is one C loop over ints, the plain trick game Python objects and calls as the
    engine's are; the headline takes the slower."""
    by_sum = seconds * (before[0] + after[0]) / 2
    by_plain = seconds * (before[1] + after[1]) / 2
    return max(by_sum, by_plain), by_sum, by_plain


def open_spiel_python_us(seconds: float = 2.0) -> dict[str, float]:
    """Mean CPU microseconds per decision of OpenSpiel's pure-Python games in random play, when ``open_spiel`` is
    installed (``pip install -e ".[bench]"``; benchmarks only); empty otherwise."""
    try:
        import pyspiel  # noqa: F401
        from open_spiel.python.games import kuhn_poker, liars_poker  # noqa: F401  (registers the Python games)
    except ImportError:
        return {}
    import pyspiel as ps

    out = {}
    for name in ("python_kuhn_poker", "python_liars_poker"):
        game = ps.load_game(name)
        rng = random.Random(0)
        decisions, start = 0, time.process_time()
        while time.process_time() - start < seconds:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                else:
                    actions = state.legal_actions()
                    state.apply_action(actions[rng.randrange(len(actions))])
                    decisions += 1
        out[name] = (time.process_time() - start) / max(1, decisions) * 1e6
    return out


def main_counts() -> dict[str, tuple[int, ...]]:
    """Every registered game (``cardrules.GAMES``) with the player counts it is benchmarked at, as the game declares
    them (``MAIN_PLAYER_COUNTS``): a game added to the registry is benchmarked with no change here."""
    from cardrules import GAMES

    return {name: tuple(game.MAIN_PLAYER_COUNTS) for name, game in GAMES.items()}


def compiled_line() -> str:
    """Which modules this run plays compiled, to print beside the figures: a figure of the compiled bot compares only
    with another of it. The package installed from a wheel (``pip install .``, ``make app``) carries the modules that
    ``pyproject.toml`` lists for ``hatch_build.py`` compiled; an editable install or a checkout runs them as plain
    Python."""
    import importlib
    import tomllib
    from pathlib import Path

    config = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    listed = config["tool"]["hatch"]["build"]["targets"]["wheel"]["hooks"]["custom"]["modules"]
    names = [m.removesuffix(".py").replace("/", ".") for m in listed]
    running = [m for m in names if not str(importlib.import_module(m).__file__).endswith(".py")]
    if running:
        return f"compiled with mypyc: {', '.join(running)} (the rest plain Python)"
    return "compiled: nothing, every module plain Python (a wheel of the package compiles the 9 Peak bot)"
