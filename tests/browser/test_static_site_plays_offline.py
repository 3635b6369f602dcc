"""The game pages as a static site (``make site``: Voici, Python in the visitor's browser with Pyodide).

Two checks. The cheap one runs everywhere: a game page's table, score included, is made with pandas unimportable
(Pyodide has no pandas in any registry the build may use). The expensive one (marked ``site``) builds the site, or
reuses the build in the tree when its inputs have not changed, serves it on loopback and plays a move by clicking in
headless Chromium with every request that would leave the machine refused and counted.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import textwrap
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# as conftest.py has them (it is not importable as a module under --import-mode=importlib)
ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])

NO_PANDAS = textwrap.dedent("""
    import sys
    sys.modules["pandas"] = None  # "import pandas" now raises ImportError, as in the browser's Python
    from cardrules import GAMES
    from cardrules.i18n import set_language, t
    from cardrules.widgets import GameTable
    for lang in ("en", "ja"):
        set_language(lang)
        for name in GAMES:
            table = GameTable(name, seed=5)
            for _ in range(400):  # the reader's first legal move at each turn, bots between: a deal or more
                if table.state.is_over:
                    break
                if table.at_deal_end:
                    table.next_deal()
                elif table.session.reader_turn:
                    table.play(table.session.my_moves()[0])
                else:
                    table.step()
            score = table.score.value
            assert t("score.total") in score and "<table" in score, (name, lang, score[:200])
            assert table.state.score_lines, (name, lang, "no point was scored")
            assert "Traceback" not in table.errors.value + table.message.value, (name, lang)
            print(name, lang, len(table.states), "ok")
    assert sys.modules["pandas"] is None
""")


def test_game_tables_need_no_pandas() -> None:
    """Every game's table deals, plays and shows its score in both languages with ``import pandas`` failing."""
    out = subprocess.run([sys.executable, "-c", NO_PANDAS], cwd=ROOT, capture_output=True, text=True, timeout=600,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.count(" ok") == 10, out.stdout



def test_static_site_pages_link_to_its_pages_and_say_where_the_lab_is(monkeypatch: pytest.MonkeyPatch) -> None:
    """Served as ``<name>.html`` (the static site), the pages link to ``.html`` pages, and the landing page's link to
    the lab, which the site does not have, becomes a sentence saying it is on the server version; under Voila
    (``.ipynb``) nothing changes."""
    from cardrules.i18n import language, t
    from cardrules.landing import game_card
    from cardrules.lessons import LanguageLinks, prose

    for lang in ("en", "ja"):
        with language(lang):
            monkeypatch.setenv("SCRIPT_NAME", "/voila/render/index.ipynb")
            served = prose("index", "change_the_rules_and")._repr_markdown_()
            assert "(house_rules_lab.ipynb" in served and "(tablanette.ipynb" in served
            monkeypatch.setenv("SCRIPT_NAME", "/cardrules/voici/render/index.html")
            static = prose("index", "change_the_rules_and")._repr_markdown_()
            assert ".ipynb" not in static and "house_rules_lab" not in static
            assert "(tablanette.html" in static and "tablanette.html?seed=7" in static
            assert t("site.lab_on_server").strip()[:20] in static.replace("\n", "")
            assert 'href="dudak.html' in game_card("dudak")
            assert ".ipynb" not in LanguageLinks("index.ipynb")._repr_html_()

# ------------------------------------------------------------------------------------------------ the site itself
SITE_PAGE = "voici/render/tablanette.html?seed=11&lang=ja"
"""One game page, with a shared deal's address in Japanese: the address must reach the browser's Python."""

# Chromium sends anything not for the loopback to a proxy that is not there (port 9, "discard"; a service worker's
# requests too, which a page's routes do not see), and the page's routes refuse and count such requests.
SITE_ARGS = ["--proxy-server=http://127.0.0.1:9"]  # the loopback is never proxied


def _local(url: str, origin: str) -> bool:
    return url.startswith((origin, "data:", "blob:"))


@pytest.fixture(scope="module")
def site_url() -> Iterator[str]:
    """``make site`` (a no-op when the site in the tree is up to date), served on loopback by ``http.server``."""
    made = subprocess.run(["make", "-s", "site"], cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert made.returncode == 0, made.stdout[-2000:] + made.stderr[-3000:]
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(port),
                               "--directory", str(ROOT / "site")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(url, timeout=2).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "http.server did not start"
                time.sleep(0.2)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.mark.site
@pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="Debian chromium is not installed (make test installs it)")
def test_static_site_plays_a_shared_deal_offline(site_url: str, browser: Any, report: list[str]) -> None:
    """The static site's Tablanette page, opened from a shared deal's link in Japanese with no other host reachable:
    Python starts in the browser, the page speaks Japanese, the table deals the link's seed, a move is played by
    clicking a card, the Share tab links to this page of the site; and no request went anywhere but the loopback."""
    from playwright.sync_api import expect

    seen: list[str] = []
    refused: list[str] = []
    errors: list[str] = []

    def route(r: Any) -> None:
        if _local(r.request.url, site_url):
            r.continue_()
        else:
            refused.append(r.request.url)
            r.abort()

    # a Chromium of its own (the dead proxy), from the session's Playwright (conftest's browser): a second
    # sync_playwright() in the same thread is refused once the session's is running
    site_browser = browser.browser_type.launch(executable_path=CHROMIUM, args=ARGS + SITE_ARGS)
    try:
        ctx = site_browser.new_context(viewport={"width": 1100, "height": 900})
        ctx.route("**/*", route)
        ctx.on("request", lambda r: seen.append(r.url))
        page = ctx.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("websocket", lambda ws: seen.append(ws.url))
        start = time.monotonic()
        page.goto(site_url + SITE_PAGE)
        table = page.locator(".cr-game-table").first
        hand = table.locator(".cr-hand-card")
        expect(hand.first).to_be_visible(timeout=240_000)
        ready = time.monotonic() - start
        report.append(f"static site: {SITE_PAGE} interactive after {ready:.1f} s (cold: no browser cache)")

        expect(page.locator(".cr-lang-links b").first).to_have_text("日本語")
        expect(table.locator("input[type='number']").first).to_have_value("11")  # the seed box
        steps = table.locator(".widget-readout").first
        before, cards = steps.inner_text(), hand.count()
        hand.first.click()
        choices = table.locator(".cr-option")  # the card makes more than one move: the first of them
        deadline = time.monotonic() + 60
        while steps.inner_text() == before:  # the card played, or the moves it may make offered
            if choices.count():
                choices.first.click()
                break
            assert time.monotonic() < deadline, "clicking a card did nothing"
            time.sleep(0.2)
        expect(steps).not_to_have_text(before, timeout=60_000)
        assert hand.count() <= cards
        report.append(f"static site: a move played by clicking {time.monotonic() - start - ready:.1f} s later")

        table.locator(".lm-TabBar-tab").nth(3).click()  # Share
        link = table.locator("a[href*='?seed=']").first
        expect(link).to_have_attribute("href", re.compile(r"^/voici/render/tablanette\.html\?seed=11\b.*lang=ja"))
        ctx.close()
    finally:
        site_browser.close()
    assert not refused, f"requests to other hosts: {refused[:10]}"
    assert all(_local(u, site_url) or u.startswith("ws://127.0.0.1") for u in seen), \
        [u for u in seen if not _local(u, site_url)][:10]
    assert not errors, errors
