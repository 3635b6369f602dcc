"""Time to an interactive game page in the real app, with and without preheated kernels (run by hand).

Starts Voila as ``make app`` does (from the repository root, so with ``voila.json``), waits until the preheated
kernels have run their notebooks, then opens each game page a few times in headless Chromium and measures the time
from navigation to the table's Deal button being shown. The target of issue 8 is under 4 s on a 2-core machine.

    .venv/bin/python benchmarks/bench_app.py            # preheated (the app's settings)
    .venv/bin/python benchmarks/bench_app.py --cold     # every page starts and runs a fresh kernel
    .venv/bin/python benchmarks/bench_app.py --one-visitor   # every page, landing and lab included, en and ja

``--one-visitor`` is the app's one-visitor target as a visitor meets it on a quiet server: every page (the landing
page, the house-rules lab and the five games), in English and in Japanese, each opened once the server and its
kernels are quiet again (a preheated kernel waiting), from navigation to the page's own control shown: the landing
page's game cards, the lab's Run button, a game's Deal button (in Japanese, its Japanese label). The browser tests
measure the same while the rest of the test run loads the machine.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardrules import GAMES  # noqa: E402
from cardrules.i18n import CATALOGUES, DEFAULT, LANGUAGES  # noqa: E402

TARGET = 4.0
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _tree_cpu(pid: int) -> float:
    children: dict[int, list[int]] = {}
    times: dict[int, float] = {}
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(entry.name))
        times[int(entry.name)] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    total, todo = 0.0, [pid]
    while todo:
        p = todo.pop()
        total += times.get(p, 0.0)
        todo.extend(children.get(p, ()))
    return total


def _quiet(pid: int, timeout: float = 180) -> None:
    last, start = _tree_cpu(pid), time.monotonic()
    while time.monotonic() - start < timeout:
        time.sleep(1)
        now = _tree_cpu(pid)
        if now - last < 0.15:
            return
        last = now


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cold", action="store_true", help="no preheated kernels")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--one-visitor", action="store_true",
                        help="every page in both languages, each opened on a quiet server")
    args = parser.parse_args()
    from playwright.sync_api import expect, sync_playwright

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cmd = [sys.executable, "-m", "voila", "notebooks", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
           "--Voila.port_retries=0"]
    if args.cold:
        cmd.append("--VoilaConfiguration.preheat_kernel=False")
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(url + "/", timeout=2)
                break
            except OSError:
                time.sleep(0.3)
        _quiet(proc.pid)
        if args.one_visitor:
            _one_visitor(url, proc.pid, args.rounds, expect, sync_playwright)
            return
        times: dict[str, list[float]] = {name: [] for name in GAMES}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            for _ in range(args.rounds):
                for name in GAMES:
                    page = browser.new_page()
                    start = time.monotonic()
                    page.goto(f"{url}/voila/render/{name}.ipynb", wait_until="domcontentloaded", timeout=120_000)
                    expect(page.get_by_role("button", name="Deal")).to_be_visible(timeout=120_000)
                    times[name].append(time.monotonic() - start)
                    page.close()
                time.sleep(_fill_delay() + 2)  # the used kernels' replacements start after the app's delay:
                _quiet(proc.pid)  # let the pools refill, as between two visitors
            browser.close()
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=60)
    mode = "cold kernels" if args.cold else "preheated kernels"
    print(f"time to an interactive game page ({mode}, {args.rounds} rounds; target {TARGET:.0f} s):")
    for name, values in times.items():
        print(f"  {name:12s} median {statistics.median(values):5.2f} s   max {max(values):5.2f} s")
    every = [v for values in times.values() for v in values]
    print(f"  all          median {statistics.median(every):5.2f} s   max {max(every):5.2f} s")


PAGES = {"index.ipynb": "landing", "house_rules_lab.ipynb": "lab", **{f"{name}.ipynb": name for name in GAMES}}


def _fill_delay() -> float:
    """The app's delay before a used preheated kernel is replaced (``voila.json``)."""
    import json

    config = json.loads((ROOT / "voila.json").read_text())
    return float(config.get("VoilaKernelManager", {}).get("fill_delay", 0))


def _one_visitor(url: str, pid: int, rounds: int, expect: Any, sync_playwright: Any) -> None:
    """Each page in each language ``rounds`` times, one visitor on a quiet server: the median and max per page.
    After each page the replacement of its kernel starts once the app's ``fill_delay`` has passed: the next page
    waits for that and for the server to be quiet again."""
    delay = _fill_delay()
    times: dict[tuple[str, str], list[float]] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for _ in range(rounds):
            for lang in LANGUAGES:
                for notebook, label in PAGES.items():
                    _quiet(pid)
                    page = browser.new_page()
                    start = time.monotonic()
                    page.goto(f"{url}/voila/render/{notebook}" + ("" if lang == DEFAULT else f"?lang={lang}"),
                              wait_until="domcontentloaded", timeout=120_000)
                    if notebook == "index.ipynb":
                        expect(page.locator(".cr-game-card")).to_have_count(len(GAMES), timeout=120_000)
                    elif notebook == "house_rules_lab.ipynb":
                        run = CATALOGUES[lang]["lab.widget.run"]
                        expect(page.get_by_role("button", name=run)).to_be_visible(timeout=120_000)
                    else:  # in another language, the table made again in the visitor's language
                        deal = CATALOGUES[lang]["widget.deal"]
                        expect(page.get_by_role("button", name=deal)).to_be_visible(timeout=120_000)
                    times.setdefault((lang, label), []).append(time.monotonic() - start)
                    page.close()
                    time.sleep(delay + 2)
        browser.close()
    print(f"time to interactive, one visitor on a quiet server ({rounds} rounds; target {TARGET:.0f} s; load average "
          f"{os.getloadavg()[0]:.1f} at the end):")
    for lang in LANGUAGES:
        row = [(label, times[(lang, label)]) for label in PAGES.values()]
        print(f"  {lang}: " + ", ".join(f"{label} {statistics.median(v):.2f} s (max {max(v):.2f})" for label, v in row))
    every = [v for values in times.values() for v in values]
    print(f"  all pages: median {statistics.median(every):.2f} s, max {max(every):.2f} s, "
          f"{sum(v < TARGET for v in every)} of {len(every)} under {TARGET:.0f} s")


if __name__ == "__main__":
    main()
