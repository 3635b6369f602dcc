"""The static site's cost to a visitor (``make site`` first): for each page and language, what a cold visit downloads
and how long it takes until the table can be played, then the same page again with the browser's cache (warm).

The site is served on loopback by ``http.server`` (no compression: the bytes counted are the files' own; the gzip
column is what a host that compresses, such as GitHub Pages, would send) and opened in headless Chromium, each visitor
with a new profile. "Interactive" is a game page's first card of the reader's hand on the table (the index: its first
game card). Other hosts are unreachable (a dead proxy: routing requests in Playwright would switch the browser's cache
off). Run on a quiet machine for figures to compare: the browser's Python runs on one core. The browser's CPU
seconds until the table is interactive are printed too: on a busy machine they say more than the wall time.

    .venv/bin/python benchmarks/bench_site.py [--pages tablanette,dudak] [--langs en,ja]
"""

from __future__ import annotations

import argparse
import gzip
import os
import sys
import tempfile
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
sys.path.insert(0, str(ROOT))
from cardrules import GAMES  # noqa: E402  (the engine alone: the standard library)

PAGES = ("index", *GAMES)
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--proxy-server=http://127.0.0.1:9"]


class Counted(SimpleHTTPRequestHandler):
    """``http.server``'s file handler, counting what it sends (a 304 "not modified" sends nothing)."""

    sent: ClassVar[list[Path]] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, directory=str(SITE), **kwargs)

    def copyfile(self, source: Any, outputfile: Any) -> None:
        Counted.sent.append(Path(self.translate_path(self.path)))
        super().copyfile(source, outputfile)

    def log_message(self, format: str, *args: Any) -> None:
        pass


def tree_cpu_seconds(marker: str) -> float:
    """CPU seconds used so far by the browser whose command line holds ``marker`` (its profile) and all its
    processes (Linux /proc): less at the mercy of other work on the machine than wall time, and about what a quiet
    machine would take where the browser's Python, on one core, does most of the work."""
    children: dict[int, list[int]] = {}
    times: dict[int, float] = {}
    roots = []
    tick = os.sysconf("SC_CLK_TCK")
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            if marker in (entry / "cmdline").read_bytes().decode(errors="replace"):
                roots.append((int(entry.name), int(fields[1])))
        except OSError:
            continue
        child, parent = int(entry.name), int(fields[1])
        children.setdefault(parent, []).append(child)
        times[child] = (int(fields[11]) + int(fields[12])) / tick
    pids = {pid for pid, _ in roots}
    total, todo = 0.0, [pid for pid, parent in roots if parent not in pids]
    while todo:
        pid = todo.pop()
        total += times.get(pid, 0.0)
        todo.extend(children.get(pid, ()))
    return total


def gzip_size(path: Path, cache: dict[Path, int]) -> int:
    if path not in cache:
        cache[path] = len(gzip.compress(path.read_bytes(), 6)) if path.is_file() else 0
    return cache[path]


def visit(ctx: Any, url: str, ready: str, gz: dict[Path, int], profile: str) -> tuple[float, int, int, int, float]:
    """Open ``url`` in a new tab of ``ctx``: seconds to ``ready`` visible, bytes sent by the server, their gzip size,
    the number of files sent (the rest came from the browser's cache, or were answered "not modified"), and the
    browser's CPU seconds until then."""
    Counted.sent.clear()
    page = ctx.new_page()
    cpu = tree_cpu_seconds(profile)
    start = time.monotonic()
    page.goto(url)
    page.locator(ready).first.wait_for(timeout=300_000)
    took = time.monotonic() - start
    cpu = tree_cpu_seconds(profile) - cpu
    page.wait_for_timeout(1000)  # the page's last requests (the rest of the notebook's cells) counted
    page.close()
    files = list(Counted.sent)
    return (took, sum(f.stat().st_size for f in files if f.is_file()), sum(gzip_size(f, gz) for f in files),
            len(files), cpu)


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", default=",".join(PAGES))
    parser.add_argument("--langs", default="en,ja")
    args = parser.parse_args()
    if not (SITE / "voici/render/index.html").exists():
        raise SystemExit("no site/: run `make site` first")
    server = ThreadingHTTPServer(("127.0.0.1", 0), Counted)
    origin = f"http://127.0.0.1:{server.server_address[1]}/"
    threading.Thread(target=server.serve_forever, daemon=True).start()
    gz: dict[Path, int] = {}
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    try:
        print(f"{'page':<16} {'cold s':>7} {'cpu s':>6} {'MB':>6} {'gzip MB':>8} {'files':>6} "
              f"{'warm s':>7} {'cpu s':>6} {'MB':>6} {'files':>6}")
        with sync_playwright() as p:
            for page in args.pages.split(","):
                for lang in args.langs.split(","):
                    address = f"voici/render/{page}.html" + ("" if lang == "en" else f"?lang={lang}")
                    ready = ".cr-game-card" if page == "index" else ".cr-game-table .cr-hand-card"
                    # a new visitor: a new profile, with a browser's disk cache (a context without a profile keeps
                    # its cache in memory, where Pyodide's 8.6 MB WebAssembly file is not kept)
                    with tempfile.TemporaryDirectory() as profile:
                        ctx = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=ARGS,
                                                                   viewport={"width": 1100, "height": 900})
                        cold = visit(ctx, origin + address, ready, gz, profile)
                        warm = visit(ctx, origin + address, ready, gz, profile)
                        ctx.close()
                    print(f"{page + ('' if lang == 'en' else ' ' + lang):<16} {cold[0]:>7.1f} {cold[4]:>6.1f} "
                          f"{cold[1] / 1e6:>6.1f} {cold[2] / 1e6:>8.1f} {cold[3]:>6} {warm[0]:>7.1f} {warm[4]:>6.1f} "
                          f"{warm[1] / 1e6:>6.1f} {warm[3]:>6}  (load {os.getloadavg()[0]:.1f})", flush=True)
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
