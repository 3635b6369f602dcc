"""The Voila and browser fixtures of the browser suite (the settings every suite shares are in ``tests/conftest.py``).

Voila is started from the repository root, so it reads the app's own ``voila.json`` (preheated kernels, sources
stripped...) exactly as ``make app`` does; only tracebacks are switched on, to make a failure readable. Playwright
drives Debian's ``/usr/bin/chromium`` (no browser download); every page refuses requests that leave the loopback.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import types
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_DIR = ROOT / "notebooks"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _tree_cpu_seconds(pid: int) -> float:
    """CPU time used so far by ``pid`` and all its descendants (Linux /proc); 0 where /proc is missing."""
    children: dict[int, list[int]] = {}
    times: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        child, parent = int(entry.name), int(fields[1])
        children.setdefault(parent, []).append(child)
        times[child] = (int(fields[11]) + int(fields[12])) / tick
    total, todo = 0.0, [pid]
    while todo:
        p = todo.pop()
        total += times.get(p, 0.0)
        todo.extend(children.get(p, ()))
    return total


def wait_until_quiet(pid: int, *, timeout: float = 120, busy: float = 0.15) -> float:
    """Wait until the process tree uses less than ``busy`` of a core over a second (the preheated kernels have
    run their notebooks); returns the seconds waited."""
    start = time.monotonic()
    last = _tree_cpu_seconds(pid)
    while time.monotonic() - start < timeout:
        time.sleep(1.0)
        now = _tree_cpu_seconds(pid)
        if now - last < busy:
            break
        last = now
    return time.monotonic() - start


def start_voila(python: str, log: Path, *, cwd: Path = ROOT,
                extra: tuple[str, ...] = ()) -> tuple[subprocess.Popen, str]:
    """Start ``python -m voila notebooks`` on a free loopback port from ``cwd``; return the process and its URL
    once it answers (fails the test with the log if it exits or does not answer within 90 s)."""
    port = free_port()
    cmd = [python, "-m", "voila", "notebooks", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
           "--Voila.port_retries=0", "--show_tracebacks=True", *extra]
    with open(log, "wb") as fh:
        proc = subprocess.Popen(cmd, stdout=fh, stderr=subprocess.STDOUT, cwd=cwd)
    url, deadline = f"http://127.0.0.1:{port}", time.monotonic() + 90
    while True:
        if proc.poll() is not None:
            pytest.fail(f"voila exited early:\n{log.read_text()}")
        try:
            urllib.request.urlopen(url + "/", timeout=2)
            return proc, url
        except OSError:
            if time.monotonic() > deadline:
                proc.kill()
                pytest.fail(log.read_text())
            time.sleep(0.2)


def stop_voila(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)  # voila shuts its kernels down on SIGTERM (a hard kill would orphan them)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="session")
def voila_tools() -> types.SimpleNamespace:
    """The helpers above, for tests that start a server of their own (conftest is not importable as a module)."""
    return types.SimpleNamespace(root=ROOT, free_port=free_port, start_voila=start_voila, stop_voila=stop_voila)


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[subprocess.Popen, str]]:
    """The app served as ``make app`` serves it (the repository's voila.json), with its preheated kernels ready."""
    log = tmp_path_factory.mktemp("voila") / "voila.log"
    proc, url = start_voila(sys.executable, log)
    wait_until_quiet(proc.pid)
    yield proc, url
    stop_voila(proc)


@pytest.fixture(scope="session")
def voila_url(voila_server: tuple[subprocess.Popen, str]) -> str:
    return voila_server[1]


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 1100, "height": 900}, accept_downloads=True)
    ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:", "file:"))
              else r.abort())
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    ctx.close()
    assert not errors, errors
