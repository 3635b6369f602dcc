"""First visits to pages idle past the cull time (issue 42's target: "0 pages left without a table or a notice across
200 first visits to pages idle past the cull time"); run by hand, it takes 10-20 minutes.

Starts Voila as ``make app`` does (from the repository root: ``voila.json``, the app's kernel manager
``cardrules/server.py`` and page template), with the cull settings scaled down on the command line (default: idle cull
after 24 s, checked every 1 s, a kernel no page connected to freed after 10 s: the app's 900 s / 10 s / 45 s) and a
pool of ``--pool`` kernels for each game page. Then, in waves: it waits until the pools are full and quiet and their
kernels have sat idle past the cull time, and makes one first visit per pooled kernel of every game page (at most
``--concurrency`` at once). Each visit is a page whose scripts connect to its kernel after a delay drawn uniformly
from 0 s to past the unconnected timeout, the windows where a page could lose its kernel: the culler's next check
right after the hand-over (the bug of issue 42's point 2), and the unconnected rule's deadline.

Each visit ends as one of:

- **table**: the table's widgets arrived (its Deal button) on the page as it was handed;
- **notice, then table**: the kernel was gone when the page's scripts asked for it, the template's script showed its
  notice and reloaded the page once, and the fresh page got its table;
- **notice only**: the page showed a notice and no table (the reload failed too: the template's "broken" notice, or
  the server's 503 "full" page);
- **left without a table or a notice**: the failure the target counts.

Most visits are *remote visitors* (benchmarks/bench_classroom.py: the requests a browser makes, without rendering).
The reload is done by the page's JavaScript (share/jupyter/voila/templates/cardrules/index.html.j2), so a remote
visitor imitates that script: Voila's frontend first asks ``GET /api/kernels/<id>`` and opens the websocket only if
the kernel is there; the template's fetch wrapper reloads the page when that answer (or any later one for that
kernel before the websocket opened) is 404, once, with a notice. A kernel lost *after* the websocket opened is not
reloaded by the template: such a visit counts as a failure. ``--browsers K`` visits (spread over the waves and pages)
are made in headless Chromium instead, their scripts held up by Playwright's routing (as
tests/browser/test_server_kernel_limits.py does), and classified from what the page shows.

    .venv/bin/python benchmarks/bench_first_visits.py                     # 200 visits, 5 of them in Chromium
    .venv/bin/python benchmarks/bench_first_visits.py --visits 40 --browsers 2
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import re
import signal
import subprocess
import sys
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_classroom  # noqa: E402
from bench_classroom import ARGS, CHROMIUM, WHERE_BROKEN, _button, _Kernel, snapshot, wait_quiet  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from cardrules import GAMES as _REGISTERED  # noqa: E402  (the engine alone: the standard library)

GAMES = [f"{name}.ipynb" for name in _REGISTERED]
TABLE = "table"
RELOADED = "notice, then table"
NOTICE = "notice only"
FAILED = "left without a table or a notice"
OUTCOMES = [TABLE, RELOADED, NOTICE, FAILED]


@dataclass
class Visit:
    index: int
    page: str
    delay: float
    wave: int
    chromium: bool = False
    outcome: str | None = None
    took: float | None = None
    notes: list[str] = field(default_factory=list)


def start_voila(args: argparse.Namespace, log: Path) -> tuple[subprocess.Popen[bytes], str]:
    """The app as ``make app`` starts it, with every game page's pool of ``args.pool`` and the cull scaled down."""
    return bench_classroom.start_voila("", None, log, pools={game: args.pool for game in GAMES}, extra=[
        f"--MappingKernelManager.cull_idle_timeout={args.idle}",
        f"--MappingKernelManager.cull_interval={args.interval}",
        f"--CardrulesKernelManager.unconnected_timeout={args.unconnected}"])


# ------------------------------------------------------------------------------------------------ remote visitor
class _Gone(Exception):
    """The page's kernel answered 404 before the page's websocket opened: the template reloads the page."""


async def _kernel_there(client, url: str, kernel: str, cookie: str) -> bool:  # type: ignore[no-untyped-def]
    """Voila's frontend's first request for its kernel (@jupyterlab/services' getKernelModel)."""
    from tornado.httpclient import HTTPClientError, HTTPRequest

    try:
        await client.fetch(HTTPRequest(f"{url}/api/kernels/{kernel}", headers={"Cookie": cookie}, request_timeout=60))
    except HTTPClientError as e:
        if e.code == 404:
            return False
        raise
    return True


async def remote_visit(url: str, visit: Visit, timeout: float) -> None:
    from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest

    token = uuid.uuid4().hex
    cookie = f"_xsrf={token}"
    client = AsyncHTTPClient(force_instance=True, max_body_size=1 << 28)
    kernels: list[str] = []
    sockets: list[_Kernel] = []

    async def page(delay: float) -> str:
        """One load of the page; returns the outcome of this load ("gone": the template would reload)."""
        try:
            response = await client.fetch(HTTPRequest(f"{url}/voila/render/{visit.page}", headers={"Cookie": cookie},
                                                      request_timeout=timeout))
        except HTTPClientError as e:
            if e.code == 503:  # the template's 503.html: "the server is full", a notice of its own
                visit.notes.append("503 server full")
                return "notice"
            raise
        html = response.body.decode()
        found = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', html)
        if not found:
            visit.notes.append("the page named no kernel")
            return "failed"
        kernel = found.group(1)
        kernels.append(kernel)
        await asyncio.sleep(delay)  # the page's scripts held up
        if not await _kernel_there(client, url, kernel, cookie):
            return "gone"
        try:
            ws = await _Kernel.connect(url, kernel, cookie)
        except Exception as e:  # noqa: BLE001 - the websocket never opened: the frontend asks for the model again
            visit.notes.append(f"websocket refused ({type(e).__name__})")
            return "failed" if await _kernel_there(client, url, kernel, cookie) else "gone"
        sockets.append(ws)  # from here the template counts the page as connected: no reload
        try:
            states = await asyncio.wait_for(ws.widgets(), timeout)
        except Exception as e:  # noqa: BLE001
            visit.notes.append(f"kernel lost after connecting ({type(e).__name__}: {e})")
            return "failed"
        if _button(states, "Deal") is None:
            visit.notes.append(f"no Deal button among {len(states)} widgets")
            return "failed"
        return "table"

    start = time.monotonic()
    try:
        first = await page(visit.delay)
        if first == "gone":  # the template: notice "gone", reload 1.5 s later (once in 120 s)
            visit.notes.append("kernel gone before connecting: reloaded")
            await asyncio.sleep(1.5)
            again = await page(0.0)
            if again == "gone":  # a second loss within 120 s: the template's "broken" notice, no reload
                visit.notes.append("gone again: the broken notice")
            visit.outcome = {"table": RELOADED, "gone": NOTICE, "notice": NOTICE}.get(again, FAILED)
        else:
            visit.outcome = {"table": TABLE, "notice": NOTICE}.get(first, FAILED)
    except Exception as e:  # noqa: BLE001
        visit.notes.append(f"{type(e).__name__}: {' '.join(str(e).split())[:160]}")
        visit.outcome = FAILED
    visit.took = time.monotonic() - start
    for ws in sockets:
        ws.ws.close()
    for kernel in kernels:  # the page left: Voila's frontend asks for its kernel to stop
        with contextlib.suppress(Exception):  # a kernel already freed
            await client.fetch(HTTPRequest(f"{url}/voila/api/shutdown/{kernel}", method="POST",
                                           body=f"_xsrf={token}", headers={
                                               "Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"}))
    client.close()


# ------------------------------------------------------------------------------------------------ Chromium visitor
async def chromium_visit(browser, url: str, visit: Visit, timeout: float) -> None:  # type: ignore[no-untyped-def]
    from playwright.async_api import expect

    ctx = await browser.new_context(viewport={"width": 1100, "height": 900})
    await ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:"))
                    else r.abort())
    delayed: list[str] = []

    async def late(route) -> None:  # type: ignore[no-untyped-def]
        if not delayed:  # the first of Voila's scripts: the page connects to its kernel only once they have run
            delayed.append(route.request.url)
            await asyncio.sleep(visit.delay)
        await route.continue_()

    await ctx.route("**/voila/static/**/*.js", late)
    page = await ctx.new_page()
    start = time.monotonic()
    try:
        await page.goto(f"{url}/voila/render/{visit.page}", wait_until="domcontentloaded", timeout=timeout * 1000)
        try:
            await expect(page.get_by_role("button", name="Deal")).to_be_visible(timeout=timeout * 1000)
            fresh = await page.evaluate("sessionStorage.getItem('cr-fresh-kernel')")
            visit.outcome = RELOADED if fresh else TABLE
            if fresh:
                visit.notes.append("reloaded by the template")
        except AssertionError:
            if await page.locator("#cr-notice").count():
                visit.notes.append("notice: " + " ".join((await page.locator("#cr-notice").inner_text()).split()))
                visit.notes.extend(await page.evaluate(WHERE_BROKEN))  # which cells show a widget error
                visit.outcome = NOTICE
            else:
                visit.outcome = FAILED
            shot = Path(os.environ.get("TMPDIR", "/tmp")) / f"bench_first_visit{visit.index}.png"
            await page.screenshot(path=str(shot), full_page=True)
            visit.notes.append(f"no table after {timeout:.0f} s (screenshot {shot})")
    except Exception as e:  # noqa: BLE001
        visit.notes.append(f"{type(e).__name__}: {' '.join(str(e).split())[:160]}")
        visit.outcome = FAILED
    visit.took = time.monotonic() - start
    if not delayed:
        visit.notes.append("no script was delayed")
    try:
        await page.close(run_before_unload=True)  # the tab closed: the page's kernel asked to stop
        await asyncio.sleep(1)
    finally:
        await ctx.close()


# ------------------------------------------------------------------------------------------------ the run
def _quiet_and_full(pid: int, full: int, args: argparse.Namespace) -> float:
    """Wait until the pools are full and quiet, then until the newest pooled kernel has sat idle past the cull time
    (and the culler has checked it a few times); returns the seconds waited."""
    start = time.monotonic()
    while True:
        wait_quiet(pid, least=args.fill_delay + 5)
        if snapshot(pid)[0] >= full:
            break
        if time.monotonic() - start > 900:
            raise SystemExit(f"the pools did not fill: {snapshot(pid)[0]} kernels of {full}")
    time.sleep(args.idle + 3 * args.interval)
    return time.monotonic() - start


async def wave(url: str, visits: list[Visit], args: argparse.Namespace) -> None:
    browser = pw = None
    if any(v.chromium for v in visits):
        from playwright.async_api import async_playwright

        pw = await async_playwright().start()
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    gate = asyncio.Semaphore(args.concurrency)

    async def one(v: Visit) -> None:
        async with gate:
            if v.chromium:
                await chromium_visit(browser, url, v, args.timeout)
            else:
                await remote_visit(url, v, args.timeout)

    try:
        await asyncio.gather(*(one(v) for v in visits))
    finally:
        if browser is not None:
            await browser.close()
        if pw is not None:
            await pw.stop()


def buckets(args: argparse.Namespace) -> list[tuple[float, float, str]]:
    u, i = args.unconnected, args.interval
    edges = [0.0, 2 * i, u - 2 * i, u + 2 * i, args.max_delay + 1e-9]
    names = ["just after the hand-over (culler's next checks)", "well inside the unconnected window",
             "around the unconnected deadline", "past the unconnected deadline"]
    return [(lo, hi, f"{lo:4.1f}-{min(hi, args.max_delay):4.1f} s  {name}")
            for lo, hi, name in zip(edges[:-1], edges[1:], names, strict=True)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--visits", type=int, default=200)
    parser.add_argument("--browsers", type=int, default=5, help="visits made in headless Chromium")
    parser.add_argument("--pool", type=int, default=6, help="preheated kernels per game page (visits per wave)")
    parser.add_argument("--idle", type=int, default=24, help="MappingKernelManager.cull_idle_timeout (s)")
    parser.add_argument("--interval", type=int, default=1, help="MappingKernelManager.cull_interval (s)")
    parser.add_argument("--unconnected", type=float, default=10.0,
                        help="CardrulesKernelManager.unconnected_timeout (s)")
    parser.add_argument("--max-delay", type=float, default=None,
                        help="longest delay before a page's scripts connect (default: unconnected + 6 s)")
    parser.add_argument("--concurrency", type=int, default=6, help="visits at once")
    parser.add_argument("--fill-delay", type=float, default=5.0, help="voila.json's fill_delay (for the waits)")
    parser.add_argument("--timeout", type=float, default=150.0, help="seconds a visit waits for its table")
    parser.add_argument("--seed", type=int, default=42)
    args = parser.parse_args()
    if args.max_delay is None:
        args.max_delay = args.unconnected + 6

    rng = random.Random(args.seed)
    per_wave = args.pool * len(GAMES)
    visits: list[Visit] = []
    for w in range(-(-args.visits // per_wave)):
        pages = [g for g in GAMES for _ in range(args.pool)][: args.visits - len(visits)]
        rng.shuffle(pages)
        visits += [Visit(len(visits) + k, page, round(rng.uniform(0, args.max_delay), 2), w)
                   for k, page in enumerate(pages)]
    if args.browsers:
        for k in range(min(args.browsers, len(visits))):  # spread over the waves, a different page each
            wanted = GAMES[k % len(GAMES)]
            w = k * (visits[-1].wave + 1) // args.browsers
            pick = next((v for v in visits if v.wave >= w and v.page == wanted and not v.chromium), None)
            if pick is not None:
                pick.chromium = True

    log = Path(os.environ.get("TMPDIR", "/tmp")) / "bench_first_visits_voila.log"
    print(f"{len(visits)} first visits ({sum(v.chromium for v in visits)} in Chromium), pages {', '.join(GAMES)}; "
          f"cull_idle_timeout {args.idle:g} s, cull_interval {args.interval:g} s, unconnected_timeout "
          f"{args.unconnected:g} s; delays 0-{args.max_delay:g} s; pool {args.pool} per game page; "
          f"{args.concurrency} visits at once; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores",
          flush=True)
    def interrupted(*_: object) -> None:  # SIGTERM (a background job ignores SIGINT): stop with the figures so far
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupted)
    proc, url = start_voila(args, log)
    loads: list[float] = []
    began = time.monotonic()
    try:
        wait_quiet(proc.pid, least=args.fill_delay + 5)
        full = snapshot(proc.pid)[0]
        print(f"server ready: {full} kernels at rest", flush=True)
        for w in range(visits[-1].wave + 1):
            waited = _quiet_and_full(proc.pid, full, args)
            group = [v for v in visits if v.wave == w]
            load = os.getloadavg()[0]
            loads.append(load)
            t = time.monotonic()
            asyncio.run(wave(url, group, args))
            count = Counter(v.outcome for v in group)
            print(f"wave {w + 1}: {len(group)} visits after {waited:.0f} s of waiting (load {load:.2f}), "
                  f"{time.monotonic() - t:.0f} s: " + ", ".join(f"{count[o]} {o}" for o in OUTCOMES if count[o]),
                  flush=True)
            for v in group:
                if v.outcome in (FAILED, NOTICE):
                    print(f"  {v.outcome}: visit {v.index} {v.page} delay {v.delay:.1f} s"
                          f"{' (Chromium)' if v.chromium else ''}: {'; '.join(v.notes)}", flush=True)
    except KeyboardInterrupt:  # stopped early (SIGINT or SIGTERM): the figures of the visits that ended
        print("stopped early: the figures below count the visits that ended", flush=True)
    finally:
        bench_classroom.stop_voila(proc)

    planned = len(visits)
    visits = [v for v in visits if v.outcome is not None]
    if not visits:
        raise SystemExit("no visit ended")
    total = Counter(v.outcome for v in visits)
    print(f"\n{len(visits)} first visits (of {planned} planned) to pages idle past the cull time "
          f"({sum(v.chromium for v in visits)} in Chromium) in {(time.monotonic() - began) / 60:.0f} min:")
    print("  " + ", ".join(f"{total[o]} {o}" for o in OUTCOMES))
    print("by delay before the page's scripts connect:")
    for lo, hi, name in buckets(args):
        group = [v for v in visits if lo <= v.delay < hi]
        c = Counter(v.outcome for v in group)
        print(f"  {name}: {len(group):3d} visits: " + ", ".join(f"{c[o]} {o}" for o in OUTCOMES))
    print("by page:")
    for game in GAMES:
        c = Counter(v.outcome for v in visits if v.page == game)
        print(f"  {game}: " + ", ".join(f"{c[o]} {o}" for o in OUTCOMES))
    chromium = [v for v in visits if v.chromium]
    if chromium:
        print("in Chromium: " + "; ".join(f"{v.page} delay {v.delay:.1f} s: {v.outcome}" for v in chromium))
    text = log.read_text()
    print(f"server log: {text.count('handed to a page')} hand-overs, {text.count('no page connected to it')} kernels "
          f"freed unconnected, {text.count('Culling ' + chr(39) + 'idle' + chr(39))} idle culls, "
          f"{text.count('Kernel does not exist')} 'Kernel does not exist' ({log})")
    print(f"load average during the waves: min {min(loads):.2f}, mean {sum(loads) / len(loads):.2f}, "
          f"max {max(loads):.2f}; at the end {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} "
          f"{os.getloadavg()[2]:.2f}")


if __name__ == "__main__":
    main()
