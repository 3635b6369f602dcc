"""The table's Hint, from the click to its words, per game: ``python benchmarks/bench_hint.py [--positions 8]``.

A benchmark, run by hand, not a timed test: the figures depend on the machine and on what else runs on it, so each
game's line carries the load average measured around it.

For each game (the write-up's rules), positions are taken from games the heuristic bots play (a decision of the seat
to move with more than one legal move, about one decision in six, from several seeds). At each, a ``GameTable`` in
Play mode is set on the position with the reader in the seat to move, and its Hint button is clicked: the time is
from the click to the hint's HTML being set on the widget (the search on the game's budget,
:func:`cardrules.montecarlo.hint_settings`, the ranks, the follow-up move, the words). What the kernel does is all
of it: a served page adds only the websocket's round trip (a few milliseconds on the same machine). Printed per game:
the median and the worst wall time, the median CPU time of this process over the same clicks, the median count of
tries per move (sampled deals played out), how often every move weighed came out alike, and the load average (1 min)
before and after. The issue's target: the hint on screen within 1.5 s of the click for one visitor.

``--served`` measures the same on the served app, as a visitor meets it: Voila started as ``make app`` starts it
(:func:`bench_classroom.start_voila`), each game page opened in Chromium (``?seed=`` one seed a position, the
opening position; a forced move, such as a Packs draw, is made first; the click once the page has held still for 2 s,
the kernel done with the visitor's arrival), and the time from the Hint button's click to its words on the page, the
websocket's round trip and the page's drawing included.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from typing import Any

from cardrules import GAMES
from cardrules.montecarlo import hint_settings


def positions(game: str, count: int, seed: int = 1) -> list[Any]:
    """``count`` positions of ``game`` where the seat to move has a choice, from heuristic bots' games."""
    module = GAMES[game]
    rng = random.Random(seed)
    found: list[Any] = []
    g = 0
    while len(found) < count:
        state = module.new_game(module.Rules(), seed=seed + g)
        g += 1
        bots = [module.HeuristicBot(i) for i in range(state.players)]
        for _ in range(600):
            if state.is_over or len(found) >= count:
                break
            view = state.view(state.to_move)
            if len(view.legal_moves) > 1 and rng.random() < 1 / 6:
                found.append(state)
            state = state.play(bots[state.to_move].choose(view))
    return found


def click_hint(game: str, state: Any) -> tuple[float, float, str]:
    """Wall and CPU seconds from the Hint button's click to its words on a table set on ``state``; the words."""
    from cardrules.widgets import GameTable

    table = GameTable(game, seed=1, seat=state.to_move, from_url=False)
    table.session.set_history([state])
    wall, cpu = time.perf_counter(), time.process_time()
    table.hint_button.click()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    if table.errors.value or table.message.value:
        raise RuntimeError(f"{game}: the hint failed: {table.errors.value or table.message.value}")
    return wall, cpu, table.hint_box.value


def served(games: list[str], count: int) -> None:
    """The Hint's time from click to words on the served pages (see the module docstring)."""
    import tempfile
    from pathlib import Path

    from bench_classroom import ARGS, CHROMIUM, start_voila, stop_voila
    from playwright.sync_api import sync_playwright

    log = Path(tempfile.mkdtemp()) / "voila.log"
    proc, url = start_voila("tablanette.ipynb", None, log)
    print(f"{os.cpu_count()} cores; served by Voila at {url}", flush=True)
    print(f"{'game':<11} {'median click→words':>18} {'worst':>7}  load before → after", flush=True)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page(viewport={"width": 1366, "height": 900})
            for game in games:
                before = os.getloadavg()[0]
                times = [t for seed in range(1, count + 1) if (t := _served_hint(page, url, game, seed)) is not None]
                after = os.getloadavg()[0]
                if times:
                    print(f"{game:<11} {statistics.median(times):>17.2f}s {max(times):>6.2f}s  "
                          f"{before:.1f} → {after:.1f}  ({len(times)} positions)", flush=True)
            browser.close()
    finally:
        stop_voila(proc)


def _served_hint(page: Any, url: str, game: str, seed: int) -> float | None:
    """Seconds from the Hint button's click to its words at the opening of ``seed`` (None: no choice to hint)."""
    page.goto(f"{url}/voila/render/{game}.ipynb?seed={seed}", wait_until="domcontentloaded", timeout=180_000)
    page.locator(".cr-game-table .cr-status").wait_for(timeout=180_000)
    _settle(page)
    button = page.locator(".cr-game-table .cr-hint-button")
    for _ in range(3):
        button.wait_for(timeout=60_000)
        if button.is_disabled():
            return None
        start = time.perf_counter()
        button.click()
        page.wait_for_function("() => (document.querySelector('.cr-game-table .cr-hint') || {}).innerText",
                               timeout=60_000, polling=20)
        spent = time.perf_counter() - start
        if "cr-hint-moves" in page.inner_html(".cr-game-table .cr-hint"):
            return spent
        # a forced move (the only one): made, then the next decision is hinted
        choice = page.locator(".cr-game-table .cr-choices button").first
        if not choice.count():
            return None
        choice.click()
        page.wait_for_function("() => !(document.querySelector('.cr-game-table .cr-hint') || {}).innerText",
                               timeout=60_000, polling=20)
    return None


def _settle(page: Any, quiet: float = 2.0, limit: float = 120.0) -> None:
    """Wait until the page has not changed for ``quiet`` seconds: the kernel has finished what a visitor's arrival
    asks of it (the deal of the link, the page's language), so the click measures the Hint alone."""
    read = "() => document.body.innerHTML.length + ':' + document.querySelectorAll('.cr-game-table *').length"
    last, since, start = page.evaluate(read), time.perf_counter(), time.perf_counter()
    while time.perf_counter() - since < quiet and time.perf_counter() - start < limit:
        page.wait_for_timeout(200)
        now = page.evaluate(read)
        if now != last:
            last, since = now, time.perf_counter()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES), metavar="game")
    parser.add_argument("--positions", type=int, default=8, help="positions per game (default 8)")
    parser.add_argument("--served", action="store_true", help="click the Hint on the served pages (Voila, Chromium)")
    args = parser.parse_args()
    if args.served:
        served(args.games, args.positions)
        return
    print(f"{os.cpu_count()} cores; hint budget per game: "
          + ", ".join(f"{g} {hint_settings(GAMES[g]).budget:.2f} s" for g in args.games), flush=True)
    print(f"{'game':<11} {'median wall':>11} {'worst wall':>10} {'median CPU':>10} {'tries/move':>10} "
          f"{'alike':>6}  load before → after", flush=True)
    for game in args.games:
        states = positions(game, args.positions)
        before = os.getloadavg()[0]
        walls, cpus, tries, alike = [], [], [], 0
        for state in states:
            wall, cpu, words = click_hint(game, state)
            walls.append(wall)
            cpus.append(cpu)
            alike += "No move stands out" in words
            tries.append(_tries(words))
        after = os.getloadavg()[0]
        print(f"{game:<11} {statistics.median(walls):>10.2f}s {max(walls):>9.2f}s {statistics.median(cpus):>9.2f}s "
              f"{statistics.median(tries):>10.0f} {alike:>3}/{len(states):<2}  {before:.1f} → {after:.1f}",
              flush=True)


def _tries(words: str) -> int:
    """The count of tries per move the hint's words state ("each move was tried 40 times")."""
    import re

    found = re.search(r"tried (\d+) times", words)
    return int(found.group(1)) if found else 0


if __name__ == "__main__":
    main()
