"""A class opening the app at once: N visitors in headless Chromium (default 30) arrive over 60 s on one game page,
each steps through a few moves, some go on to another page (the language switch, a link in the same tab), then all
leave (run by hand; it takes a few minutes).

Starts Voila as ``make app`` does (from the repository root, so with ``voila.json`` and the app's page template),
waits until the preheated kernels have run their notebooks, then reports:

- time to an interactive page (navigation to the table's Deal button shown): p50, p95, max;
- every error: a page that never became interactive, a page error, an error notice, a move that never came back;
- the peak memory (resident) of the server and its kernels, and the peak kernel count;
- the kernel count and memory at rest before the class, and 60 s after the last visitor left.

    .venv/bin/python benchmarks/bench_classroom.py                       # 30 visitors over 60 s on tablanette
    .venv/bin/python benchmarks/bench_classroom.py --visitors 10 --pool 10 --page dudak.ipynb

``--browsers K`` keeps K of the visitors in Chromium (spread through the arrival order) and makes the others *remote
visitors*: each asks the server for exactly what a pupil's browser asks (the page's HTML, the kernel's websocket, the
widgets' state, a click per move, the page left), as if it ran on the pupil's own laptop, so that the server's share
of a class can be measured on a machine that cannot also run 30 browsers. Their time to interactive is the page's
HTML received and the table's widgets (its Deal button) received from the kernel.

``--pool N`` preheats N kernels for the page (``VoilaKernelManager.kernel_pools_config``), as a teacher would set it
in voila.json before a lesson. Targets of issue 15 on a 2-core machine: no failure, p50 <= 6 s, p95 <= 15 s, and
back to the idle pool within 60 s. Chromium runs on the same machine as the server and takes its share of the cores.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import socket
import statistics
import struct
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        # every host but the server fails at once, without intercepting requests (the default; see --route)
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]


# ------------------------------------------------------------------------------------------------- the server
def stop_voila(proc: subprocess.Popen) -> None:
    """Stop a server of :func:`start_voila` as Ctrl-C would (its kernels shut down), killed after a minute."""
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _tree(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(children.get(p, ()))
    return out


def _rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _is_kernel(pid: int) -> bool:
    # a kernel forked by cardrules.kernel_forks has the fork server's command line; its launcher, one per kernel,
    # carries the kernel's own (``... python -m ipykernel_launcher -f ...``) and is counted in its place
    try:
        return b"ipykernel_launcher" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


def snapshot(server: int) -> tuple[int, float]:
    """(kernels, resident MB of the server and every process under it)."""
    pids = _tree(server)
    return sum(_is_kernel(p) for p in pids), sum(_rss_mb(p) for p in pids)


def _own_cpu(pid: int) -> float:
    """CPU seconds used by the process ``pid`` itself."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError):
        return 0.0


def _machine_busy() -> float:
    """CPU seconds the whole machine has spent busy since it started (``/proc/stat``: all but idle and I/O wait)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    return (sum(fields[:8]) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")


def _cpu(pid: int, *, reaped: bool = False) -> float:
    """CPU seconds used by ``pid`` and every process under it; with ``reaped``, also by the processes under it that
    have ended and been waited for (a closed tab's renderer, a stopped kernel), which the kernel adds to the parent's
    account."""
    total = 0.0
    for p in _tree(pid):
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            if reaped:
                total += (int(fields[13]) + int(fields[14])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError):
            continue
    return total


def wait_quiet(pid: int, timeout: float = 900, *, least: float = 20.0, window: float = 5.0) -> float:
    """Wait until the server and its kernels have used under a tenth of a core over ``window`` seconds (the
    preheated kernels have run their notebooks), and at least ``least`` seconds; returns the seconds waited."""
    start, last = time.monotonic(), _cpu(pid)
    while time.monotonic() - start < timeout:
        time.sleep(window)
        now = _cpu(pid)
        if now - last < 0.1 * window and time.monotonic() - start >= least:
            break
        last = now
    return time.monotonic() - start


def start_voila(page: str, pool: int | None, log: Path, fill_delay: float | None = None, *,
                pools: dict[str, int] | None = None, extra: list[str] | None = None) -> tuple[subprocess.Popen, str]:
    """Voila as ``make app`` starts it, with ``pool`` kernels preheated for ``page`` (or ``pools``: a size for each
    page named) and ``extra`` settings on its command line; returns the process and its address once it answers."""
    port = _free_port()
    cmd = [sys.executable, "-m", "voila", "notebooks", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
           "--Voila.port_retries=0"]
    sizes = dict(pools or {})
    if pool is not None:
        sizes[page] = pool
    if sizes:
        config = json.loads((ROOT / "voila.json").read_text())["VoilaKernelManager"]["kernel_pools_config"]
        config.update({name: {"pool_size": size} for name, size in sizes.items()})
        cmd.append(f"--VoilaKernelManager.kernel_pools_config={json.dumps(config)}")
    if fill_delay is not None:
        cmd.append(f"--VoilaKernelManager.fill_delay={fill_delay}")
    cmd.extend(extra or [])
    env = dict(os.environ, JUPYTER_PATH=os.pathsep.join(filter(None, [str(ROOT / "share" / "jupyter"),
                                                                       os.environ.get("JUPYTER_PATH")])))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    with open(log, "wb") as fh:
        proc = subprocess.Popen(cmd, stdout=fh, stderr=subprocess.STDOUT, cwd=ROOT, env=env)
    url, deadline = f"http://127.0.0.1:{port}", time.monotonic() + 120
    while True:
        if proc.poll() is not None:
            raise SystemExit(f"voila exited:\n{log.read_text()[-3000:]}")
        try:
            urllib.request.urlopen(url + "/voila/api/themes/", timeout=2)
        except urllib.error.HTTPError:
            return proc, url
        except OSError:
            if time.monotonic() > deadline:
                proc.kill()
                raise SystemExit(log.read_text()[-3000:]) from None
            time.sleep(0.3)
        else:
            return proc, url


class Sampler(threading.Thread):
    """Samples the kernel count and memory every second; keeps the peaks."""

    def __init__(self, server: int) -> None:
        super().__init__(daemon=True)
        self.server, self.peak_kernels, self.peak_mb, self.running = server, 0, 0.0, True

    def run(self) -> None:
        while self.running:
            kernels, mb = snapshot(self.server)
            self.peak_kernels, self.peak_mb = max(self.peak_kernels, kernels), max(self.peak_mb, mb)
            time.sleep(1.0)


# ------------------------------------------------------------------------------------------------- the visitors
class _Kernel:
    """A remote visitor's connection to its page's kernel: the Jupyter messages a browser's widget manager sends,
    over the same websocket (``/api/kernels/<id>/channels``, the JSON protocol)."""

    def __init__(self, ws, session: str) -> None:  # type: ignore[no-untyped-def]
        self.ws, self.session = ws, session

    @classmethod
    async def connect(cls, url: str, kernel: str, cookie: str) -> _Kernel:
        from tornado.httpclient import HTTPRequest
        from tornado.websocket import websocket_connect

        session = uuid.uuid4().hex
        ws_url = url.replace("http", "ws", 1) + f"/api/kernels/{kernel}/channels?session_id={session}"
        ws = await websocket_connect(HTTPRequest(ws_url, headers={"Cookie": cookie}), max_message_size=1 << 28)
        return cls(ws, session)

    async def send(self, msg_type: str, content: dict, metadata: dict | None = None) -> str:
        msg_id = uuid.uuid4().hex
        header = {"msg_id": msg_id, "username": "visitor", "session": self.session, "msg_type": msg_type,
                  "version": "5.3", "date": datetime.now(UTC).isoformat()}
        await self.ws.write_message(json.dumps({"header": header, "parent_header": {}, "metadata": metadata or {},
                                                "content": content, "channel": "shell", "buffers": []}))
        return msg_id

    async def receive(self) -> dict:
        raw = await self.ws.read_message()
        if raw is None:
            raise ConnectionError("the kernel's websocket closed")
        if isinstance(raw, bytes):  # a message with binary buffers: offsets first, the JSON message is the first part
            count = struct.unpack("!I", raw[:4])[0]
            offsets = struct.unpack(f"!{count}I", raw[4:4 + 4 * count])
            raw = raw[offsets[0]:offsets[1] if count > 1 else None].decode()
        return json.loads(raw)  # type: ignore[no-any-return]

    async def until_idle(self, parent: str, *, keep: list[dict] | None = None) -> None:
        """Read messages until the kernel has finished with ``parent`` (its idle status), keeping them if asked."""
        while True:
            msg = await self.receive()
            if keep is not None:
                keep.append(msg)
            if (msg.get("msg_type") == "status" and msg["content"].get("execution_state") == "idle"
                    and msg.get("parent_header", {}).get("msg_id") == parent):
                return

    async def widgets(self) -> dict[str, dict]:
        """Every widget's state, as the page's widget manager asks for it (ipywidgets' control comm)."""
        await self.until_idle(await self.send("kernel_info_request", {}))
        comm = uuid.uuid4().hex
        await self.until_idle(await self.send("comm_open", {"comm_id": comm, "target_name": "jupyter.widget.control",
                                                           "data": {}}, {"version": "1.0.0"}))
        got: list[dict] = []
        await self.until_idle(await self.send("comm_msg", {"comm_id": comm, "data": {"method": "request_states"}}),
                              keep=got)
        for msg in got:
            data = msg.get("content", {}).get("data", {})
            if msg.get("msg_type") == "comm_msg" and data.get("method") == "update_states":
                return data["states"]  # type: ignore[no-any-return]
        raise RuntimeError("the kernel sent no widget states")

    async def choose(self, model: str, index: int) -> None:
        """Picking option ``index`` of toggle buttons (its model id), as the page does, to the end of its effect."""
        await self.until_idle(await self.send("comm_msg", {"comm_id": model, "data": {
            "method": "update", "state": {"index": index}, "buffer_paths": []}}))

    async def click(self, model: str) -> None:
        """A click on a button (its model id), and the kernel's work on it, to its end."""
        await self.until_idle(await self.send("comm_msg", {"comm_id": model, "data": {
            "method": "custom", "content": {"event": "click"}}}))


def _button(states: dict[str, dict], label: str | None = None, icon: str | None = None) -> str | None:
    """The model id of the button with this label (or this icon), if the page has one."""
    return next((model for model, w in states.items() if w.get("model_name") == "ButtonModel"
                 and (label is None or w.get("state", {}).get("description") == label)
                 and (icon is None or w.get("state", {}).get("icon") == icon)), None)


def _choice(states: dict[str, dict], option: str) -> tuple[str, int] | None:
    """The model id of the toggle buttons offering ``option``, and its index there."""
    for model, w in states.items():
        labels = w.get("state", {}).get("_options_labels") or ()
        if w.get("model_name") == "ToggleButtonsModel" and option in labels:
            return model, list(labels).index(option)
    return None


async def remote_visitor(url: str, page_name: str, visit: Visit, moves: int, onward: bool, leave: asyncio.Event,
                         timeout_ms: int) -> None:
    """A pupil whose browser runs on their own machine: the same requests as :func:`visitor`, without the rendering
    (see the module's docstring)."""
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest

    token = uuid.uuid4().hex
    cookie = f"_xsrf={token}"  # as the page's template sets it, so that leaving may free the kernel
    client = AsyncHTTPClient(force_instance=True, max_body_size=1 << 28)
    kernel_id = None
    pages: list[_Kernel] = []  # every kernel connection the visitor opened, closed when it leaves

    async def open_page(query: str, start: float, first: bool) -> tuple[str, dict[str, dict]]:
        def arrived(chunk: bytes) -> None:
            if first and visit.first_byte is None:
                visit.first_byte = time.monotonic() - start
            body.append(chunk)

        body: list[bytes] = []
        await client.fetch(HTTPRequest(f"{url}/voila/render/{page_name}{query}", headers={"Cookie": cookie},
                                       request_timeout=timeout_ms / 1000, streaming_callback=arrived))
        html = b"".join(body).decode()
        if first:
            visit.html = time.monotonic() - start
        found = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', html)
        if not found:
            text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()
            raise RuntimeError(f"the page named no kernel ({len(html)} bytes: {text[:200]!r})")
        kernel = await _Kernel.connect(url, found.group(1), cookie)
        pages.append(kernel)
        states = await asyncio.wait_for(kernel.widgets(), timeout_ms / 1000)
        return found.group(1), states

    start = time.monotonic()
    try:
        kernel_id, states = await open_page("", start, True)
        deal = _button(states, "Deal")
        if deal is None:
            raise RuntimeError("no Deal button among the page's widgets")
        visit.interactive = time.monotonic() - start
        watch, forward = _choice(states, "Watch"), _button(states, icon="step-forward")
        if watch is None or forward is None:
            raise RuntimeError("no Watch or Forward button among the page's widgets")
        await pages[-1].choose(*watch)
        for _ in range(moves):
            await asyncio.wait_for(pages[-1].click(forward), 60)
            visit.moves += 1
        if onward:  # the language switch: the page left (its kernel asked to stop), the Japanese page opened
            start = time.monotonic()
            await _leave(client, url, kernel_id, token, cookie)
            pages[-1].ws.close()
            kernel_id, states = await open_page("?lang=ja", start, False)
            if _button(states, "配る") is None:
                raise RuntimeError("no 配る button on the Japanese page")
            visit.onward = time.monotonic() - start
    except Exception as e:  # noqa: BLE001 - every failure is reported, none stops the class
        visit.errors.append(f"{type(e).__name__}: {' '.join(str(e).split())[:160]}")
    await leave.wait()
    try:
        if kernel_id is not None:
            await _leave(client, url, kernel_id, token, cookie)
    except Exception as e:  # noqa: BLE001
        visit.errors.append(f"leaving: {type(e).__name__}")
    finally:
        for kernel in pages:
            kernel.ws.close()
        client.close()


async def _leave(client, url: str, kernel: str, token: str, cookie: str) -> None:  # type: ignore[no-untyped-def]
    """The request a page sends when it is left (Voila's frontend, or the template's own): its kernel is stopped."""
    from tornado.httpclient import HTTPRequest

    await client.fetch(HTTPRequest(f"{url}/voila/api/shutdown/{kernel}", method="POST", body=f"_xsrf={token}",
                                   headers={"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"}))


# Which of the page's cells show a widget error, and what the cell before says (to tell which cell was lost)
WHERE_BROKEN = """() => {
  const cells = Array.from(document.querySelectorAll('.jp-Cell'));
  return Array.from(document.querySelectorAll('.jupyter-widgets'))
    .filter(e => e.textContent.startsWith('Error displaying'))
    .map(e => { const cell = e.closest('.jp-Cell'); const i = cells.indexOf(cell);
      const before = i > 0 ? cells[i - 1].innerText.replace(/\\s+/g, ' ').slice(0, 80) : '';
      return `broken widget in cell ${i} of ${cells.length} (the cell before: "${before}")`; });
}"""


@dataclass
class Visit:
    index: int
    remote: bool = False                # a remote visitor (see the module's docstring), not a Chromium page
    arrived: float = 0.0
    interactive: float | None = None
    first_byte: float | None = None     # the page's response began (Voila sends the cells already made at once)
    html: float | None = None           # the whole page's HTML has arrived and is parsed (the table's cell included)
    onward: float | None = None
    moves: int = 0
    errors: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)  # the page's console errors and warnings, with their times


async def visitor(browser, url: str, page_name: str, visit: Visit, moves: int, onward: bool,  # type: ignore[no-untyped-def]
                  leave: asyncio.Event, timeout_ms: int, chromium=None, route: bool = False) -> None:
    from playwright.async_api import expect

    own = None
    if chromium is not None:  # a browser of the visitor's own, as each pupil has
        own = browser = await chromium.launch(executable_path=CHROMIUM, args=ARGS)
    ctx = await browser.new_context(viewport={"width": 1100, "height": 900})
    if route:
        await ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:"))
                        else r.abort())
    page = await ctx.new_page()
    page.on("pageerror", lambda e: visit.errors.append(f"page error: {e}"))
    start = time.monotonic()
    noisy = ("Unsatisfied version", "No satisfying version", "ERR_NAME_NOT_RESOLVED")  # Voila's bundle, every page
    page.on("console", lambda m: None if m.type not in ("error", "warning") or m.text.startswith(noisy) else
            visit.console.append(f"{time.monotonic() - start:5.1f} s {m.type}: {' '.join(m.text.split())[:200]}"))
    try:
        await page.goto(f"{url}/voila/render/{page_name}", wait_until="commit", timeout=timeout_ms)
        visit.first_byte = time.monotonic() - start
        await page.wait_for_load_state("domcontentloaded", timeout=timeout_ms)
        visit.html = time.monotonic() - start
        try:
            await expect(page.get_by_role("button", name="Deal")).to_be_visible(timeout=timeout_ms)
        except AssertionError:  # keep what the visitor saw, and what the page said
            shot = Path(os.environ.get("TMPDIR", "/tmp")) / f"bench_classroom_visitor{visit.index}.png"
            await page.screenshot(path=str(shot), full_page=True)
            if await page.locator("#cr-notice").count():
                visit.errors.append("notice: " + await page.locator("#cr-notice").inner_text())
            visit.console.extend(await page.evaluate(WHERE_BROKEN))
            visit.errors.append(f"no table after {timeout_ms / 1000:.0f} s (screenshot {shot})")
            raise
        visit.interactive = time.monotonic() - start
        await page.get_by_role("button", name="Watch").click()
        steps = page.locator(".cr-game-table .widget-readout").first
        for _ in range(moves):
            before = await steps.inner_text()
            await page.get_by_role("button", name="Forward").click()
            await expect(steps).not_to_have_text(before, timeout=60_000)
            visit.moves += 1
        if onward:  # the language switch: a link of the app, followed in the same tab
            start = time.monotonic()
            await page.locator(".cr-lang-links a", has_text="日本語").first.click()
            await expect(page.get_by_role("button", name="配る")).to_be_visible(timeout=timeout_ms)
            visit.onward = time.monotonic() - start
        if await page.locator("#cr-notice").count():
            visit.errors.append("notice: " + await page.locator("#cr-notice").inner_text())
    except Exception as e:  # noqa: BLE001 - every failure is reported, none stops the class
        lines = [line.strip() for line in str(e).splitlines() if line.strip()]
        # the first line says what failed; Playwright's call log ends with why (e.g. what covers the element)
        why = f" ({lines[-1][:160]})" if len(lines) > 1 else ""
        visit.errors.append(f"{type(e).__name__}: {lines[0][:160]}{why}")
    await leave.wait()
    try:
        closed = asyncio.get_running_loop().create_future()
        page.once("close", lambda _: closed.done() or closed.set_result(True))
        await page.close(run_before_unload=True)  # as closing the tab does: the page's kernel is asked to stop
        await asyncio.wait_for(closed, 10)  # page.close() does not wait for the unload (and its request) to run
        await asyncio.sleep(2)  # the browser delivers the beacon after the tab is gone, if it is still running
    except Exception as e:  # noqa: BLE001
        visit.errors.append(f"leaving: {type(e).__name__}")
    finally:
        await ctx.close()
        if own is not None:
            await own.close()


async def classroom(url: str, args: argparse.Namespace) -> list[Visit]:
    from playwright.async_api import async_playwright

    rng = random.Random(args.seed)
    visits = [Visit(i) for i in range(args.visitors)]
    onward = set(rng.sample(range(args.visitors), round(args.onward * args.visitors)))
    browsers = args.visitors if args.browsers is None else min(args.browsers, args.visitors)
    in_chromium = {round(i * args.visitors / browsers) for i in range(browsers)} if browsers else set()
    for v in visits:
        v.remote = v.index not in in_chromium
    leave = asyncio.Event()
    async with async_playwright() as p:
        # One browser with a context per visitor is the light default; --own-browsers gives every visitor a browser
        # of its own, as in a class, so that no visitor waits on one shared browser process and GPU process.
        browser = None if args.own_browsers or not in_chromium else await p.chromium.launch(
            executable_path=CHROMIUM, args=ARGS)
        tasks = []
        begin = time.monotonic()
        for v in visits:
            at = begin + v.index * args.over / max(1, args.visitors - 1)
            await asyncio.sleep(max(0.0, at - time.monotonic()))
            v.arrived = time.monotonic() - begin
            if v.remote:
                tasks.append(asyncio.create_task(remote_visitor(url, args.page, v, args.moves, v.index in onward,
                                                                leave, int(args.timeout * 1000))))
                continue
            tasks.append(asyncio.create_task(visitor(browser, url, args.page, v, args.moves, v.index in onward, leave,
                                                     int(args.timeout * 1000),
                                                     p.chromium if args.own_browsers else None, args.route)))
        await asyncio.sleep(args.linger)
        # everyone leaves once they are done (or have given up): all tabs close together
        while any(v.interactive is None and not v.errors for v in visits):
            await asyncio.sleep(1)
        await asyncio.sleep(2)
        leave.set()
        await asyncio.gather(*tasks, return_exceptions=True)
        if browser is not None:
            await browser.close()
    return visits


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, round(q * (len(values) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--visitors", type=int, default=30)
    parser.add_argument("--over", type=float, default=60.0, help="seconds over which the visitors arrive")
    parser.add_argument("--page", default="tablanette.ipynb")
    parser.add_argument("--moves", type=int, default=3, help="moves each visitor steps through")
    parser.add_argument("--onward", type=float, default=0.3, help="share of visitors going on to another page")
    parser.add_argument("--linger", type=float, default=10.0, help="seconds after the last arrival before leaving")
    parser.add_argument("--after", type=float, default=60.0, help="seconds after leaving to count the kernels")
    parser.add_argument("--pool", type=int, default=None, help="preheated kernels for the page (default: voila.json)")
    parser.add_argument("--timeout", type=float, default=180.0, help="seconds a visitor waits for a page")
    parser.add_argument("--fill-delay", type=float, default=None,
                        help="seconds Voila waits before preheating a replacement for a kernel taken (default: "
                             "voila.json's 0); a class's pool set to its size with a delay past its arrival keeps "
                             "the replacements' start-up off the cores while the pupils' pages load")
    parser.add_argument("--own-browsers", action="store_true",
                        help="a Chromium of its own for every visitor (default: one Chromium, a context each)")
    parser.add_argument("--route", action="store_true",
                        help="refuse other hosts by intercepting every request in Playwright, as the browser tests "
                             "do (it passes each request of every page through this one Python process, which "
                             "becomes the bottleneck of a class; the default refuses them in Chromium's resolver)")
    parser.add_argument("--browsers", type=int, default=None,
                        help="visitors in Chromium (default: all); the others are remote visitors, whose browsers "
                             "would run on their own machines (see the module's docstring)")
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()

    log = Path(os.environ.get("TMPDIR", "/tmp")) / "bench_classroom_voila.log"
    proc, url = start_voila(args.page, args.pool, log, args.fill_delay)
    try:
        quiet = wait_quiet(proc.pid)
        rest_kernels, rest_mb = snapshot(proc.pid)
        print(f"server ready, pools filled after {quiet:.0f} s: {rest_kernels} kernels, {rest_mb:.0f} MB at rest "
              f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)", flush=True)
        sampler = Sampler(proc.pid)
        sampler.start()
        load_before = os.getloadavg()[0]
        # Who used the cores during the class: the server with its kernels, and everything else this benchmark
        # started (Chromium and Playwright's driver), which in a real class runs on the pupils' own machines.
        server_cpu, all_cpu, class_start = _cpu(proc.pid, reaped=True), _cpu(os.getpid(), reaped=True), time.monotonic()
        voila_cpu, machine_cpu = _own_cpu(proc.pid), _machine_busy()
        visits = asyncio.run(classroom(url, args))
        left = time.monotonic()
        server_cpu = _cpu(proc.pid, reaped=True) - server_cpu
        voila_cpu, machine_cpu = _own_cpu(proc.pid) - voila_cpu, _machine_busy() - machine_cpu
        browser_cpu = _cpu(os.getpid(), reaped=True) - all_cpu - server_cpu
        class_wall = left - class_start
        time.sleep(args.after)
        sampler.running = False
        after_kernels, after_mb = snapshot(proc.pid)
        wait_quiet(proc.pid, timeout=120)
        settled_kernels, settled_mb = snapshot(proc.pid)
        settled = time.monotonic() - left
    finally:
        stop_voila(proc)

    times = [v.interactive for v in visits if v.interactive is not None]
    remote = [v for v in visits if v.remote]
    onward = [v.onward for v in visits if v.onward is not None]
    failed = [v for v in visits if v.errors]
    print(f"\n{args.visitors} visitors over {args.over:.0f} s on {args.page} (pool "
          f"{args.pool if args.pool is not None else 'from voila.json'}, fill delay "
          f"{args.fill_delay if args.fill_delay is not None else 'from voila.json'}; "
          f"{'a Chromium per visitor' if args.own_browsers else 'one Chromium, a context per visitor'}"
          f"{f'; {len(remote)} of them remote visitors' if remote else ''}), "
          f"{args.moves} moves each, "
          f"{round(args.onward * args.visitors)} went on to the page in Japanese; load average before "
          f"{load_before:.1f}, 1-min load at the end {os.getloadavg()[0]:.1f}")
    if times:
        print(f"time to interactive: p50 {statistics.median(times):.1f} s, p95 {_pct(times, 0.95):.1f} s, "
              f"max {max(times):.1f} s ({len(times)} of {len(visits)} pages became interactive)")
    for label, group in [("in Chromium", [v for v in visits if not v.remote]), ("remote visitors", remote)]:
        done_in = [v.interactive for v in group if v.interactive is not None]
        if remote and done_in:
            print(f"  {label}: p50 {statistics.median(done_in):.1f} s, p95 {_pct(done_in, 0.95):.1f} s, "
                  f"max {max(done_in):.1f} s ({len(done_in)} of {len(group)})")
    for label, phase in [("first byte of the page", [v.first_byte for v in visits]),
                         ("whole HTML parsed (DOMContentLoaded)", [v.html for v in visits])]:
        done = [x for x in phase if x is not None]
        if done:
            print(f"  {label}: p50 {statistics.median(done):.1f} s, max {max(done):.1f} s")
    if onward:
        print(f"onward page (language switch, same tab): p50 {statistics.median(onward):.1f} s, "
              f"max {max(onward):.1f} s")
    print("each visitor (arrival s: interactive s; * in Chromium): " + ", ".join(
        f"{v.arrived:.0f}{'' if v.remote else '*'}: " + (f"{v.interactive:.1f}" if v.interactive is not None else "-")
        for v in visits))
    print(f"errors: {len(failed)} visitors" + "".join(f"\n  visitor {v.index} (arrived {v.arrived:.0f} s): "
                                                       + "; ".join(v.errors[:3]) for v in failed))
    for v in failed:  # what the browser said: the widget manager's own errors tell which way a page was lost
        seen: dict[str, list[str]] = {}
        for line in v.console:  # the same message many times (one per widget) is shown once, with its count
            seen.setdefault(line.split(": ", 1)[-1][:90], []).append(line)
        if seen:
            print(f"  visitor {v.index}'s console ({len(v.console)} errors and warnings):" + "".join(
                f"\n    {lines[0]}" + (f" (×{len(lines)}, the last at {lines[-1].split(' s ')[0].strip()} s)"
                                      if len(lines) > 1 else "") for lines in seen.values()))
    print(f"CPU during the class ({class_wall:.0f} s of wall time, {os.cpu_count()} cores = "
          f"{class_wall * (os.cpu_count() or 1):.0f} CPU-s available): server and kernels {server_cpu:.0f} CPU-s "
          f"({server_cpu / args.visitors:.1f} per visitor; Voila's own process {voila_cpu:.0f}, the kernels the rest), "
          f"Chromium, Playwright and the remote visitors {browser_cpu:.0f} CPU-s "
          f"({browser_cpu / args.visitors:.1f} per visitor); the whole machine was busy {machine_cpu:.0f} CPU-s")
    print(f"peak: {sampler.peak_kernels} kernels, {sampler.peak_mb:.0f} MB (server + kernels)")
    print(f"at rest before: {rest_kernels} kernels, {rest_mb:.0f} MB; {args.after:.0f} s after the last visitor "
          f"left: {after_kernels} kernels, {after_mb:.0f} MB; settled ({settled:.0f} s): {settled_kernels} kernels, "
          f"{settled_mb:.0f} MB")
    timeouts = sum("Timeout waiting for IOPub" in line for line in log.read_text().splitlines())
    forbidden = sum(" 403 " in line for line in log.read_text().splitlines())
    print(f"server log: {timeouts} IOPub timeouts, {forbidden} refused requests (403) ({log})")


if __name__ == "__main__":
    main()
