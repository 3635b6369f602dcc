"""The Voila app in headless Chromium: pages render, buttons reach the kernel, the page shows the change.

Voila is started on a free loopback port; Playwright drives Debian's ``/usr/bin/chromium`` (no browser download).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

playwright = pytest.importorskip("playwright.sync_api")
CHROMIUM = "/usr/bin/chromium"
if not os.path.exists(CHROMIUM):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

pytestmark = pytest.mark.browser
APP_DIR = Path(__file__).resolve().parents[1] / "notebooks"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = _free_port()
    log = tmp_path_factory.mktemp("voila") / "voila.log"
    cmd = [sys.executable, "-m", "voila", str(APP_DIR), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
           "--Voila.port_retries=0", "--strip_sources=True", "--show_tracebacks=True"]
    with open(log, "wb") as fh:
        proc = subprocess.Popen(cmd, stdout=fh, stderr=subprocess.STDOUT, cwd=APP_DIR)
    url, deadline = f"http://127.0.0.1:{port}", time.monotonic() + 90
    while True:
        if proc.poll() is not None:
            pytest.fail(f"voila exited early:\n{log.read_text()}")
        try:
            urllib.request.urlopen(url + "/", timeout=2)
            break
        except OSError:
            if time.monotonic() > deadline:
                proc.kill()
                pytest.fail(log.read_text())
            time.sleep(0.2)
    yield url
    proc.send_signal(signal.SIGTERM)  # voila shuts its kernels down on SIGTERM
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 1100, "height": 900})
    ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith("http://127.0.0.1") else r.abort())
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    ctx.close()
    assert not errors, errors


def _open(page, url: str):  # type: ignore[no-untyped-def]
    expect = playwright.expect
    page.goto(url, wait_until="domcontentloaded", timeout=90_000)
    expect(page.get_by_role("button", name="Deal")).to_be_visible(timeout=90_000)
    return expect


def test_tablanette_page_deals_steps_and_plays(page, voila_url: str) -> None:  # type: ignore[no-untyped-def]
    expect = _open(page, f"{voila_url}/voila/render/tablanette.ipynb")
    status = page.locator(".cr-game-table .cr-status")
    expect(status).to_contain_text("Your turn")
    log = page.locator(".cr-log-pane")
    expect(log).to_contain_text("The table:")
    # a new deal from another seed
    page.locator(".cr-game-table input[type=number]").first.fill("11")
    page.get_by_role("button", name="Deal").click()
    expect(log).to_contain_text("Deal 1", timeout=15_000)
    # play a card as South, then any option it offers
    before = log.inner_text()
    page.locator(".cr-hand-card").first.click()
    option = page.locator(".cr-option")
    deadline = time.monotonic() + 20
    while "South plays" not in log.inner_text():  # the card played at once, or it offers its options
        if option.count():
            option.first.click()
            break
        assert time.monotonic() < deadline, "clicking a card neither played it nor offered options"
        page.wait_for_timeout(200)
    expect(log).to_contain_text("South plays", timeout=15_000)
    assert log.inner_text() != before
    # watch mode: Forward lets the bots move, Back steps through the history
    page.get_by_role("button", name="Watch").click()
    steps = page.locator(".cr-game-table .widget-readout").first
    n = int(steps.inner_text())
    page.get_by_role("button", name="Forward").click()
    expect(steps).to_have_text(str(n + 1), timeout=15_000)
    page.get_by_role("button", name="Back").click()
    expect(steps).to_have_text(str(n), timeout=15_000)
    assert page.locator(".cr-errors").inner_text().strip() == ""
    assert "Traceback" not in page.content()


@pytest.mark.parametrize("notebook", sorted(p.name for p in APP_DIR.glob("*.ipynb")))
def test_every_notebook_renders_its_table(page, voila_url: str, notebook: str) -> None:  # type: ignore[no-untyped-def]
    expect = _open(page, f"{voila_url}/voila/render/{notebook}")
    expect(page.locator(".cr-game-table .cr-card").first).to_be_visible(timeout=30_000)
    page.get_by_role("button", name="Watch").click()
    page.get_by_role("button", name="Forward").click()
    page.wait_for_timeout(300)
    assert page.locator(".cr-errors").inner_text().strip() == ""
    assert "There was an error when executing cell" not in page.content()
