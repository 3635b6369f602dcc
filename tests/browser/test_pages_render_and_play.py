"""The Voila app in headless Chromium: pages render, buttons reach the kernel, the page shows the change.

The Voila server and browser fixtures are in ``conftest.py`` (shared with ``test_visitor_journeys.py``).
"""

from __future__ import annotations

import contextlib
import os
import re
import time

import pytest

from cardrules import GAMES

playwright = pytest.importorskip("playwright.sync_api")
CHROMIUM = "/usr/bin/chromium"
if not os.path.exists(CHROMIUM):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

# the table's Deal button (its name may start with its icon), not a practice answer that mentions a deal
DEAL = re.compile(r"^\W*Deal$")

pytestmark = pytest.mark.browser


def _open(page, url: str):  # type: ignore[no-untyped-def]
    expect = playwright.expect
    page.goto(url, wait_until="domcontentloaded", timeout=90_000)
    expect(page.get_by_role("button", name=DEAL)).to_be_visible(timeout=90_000)
    return expect


def test_tablanette_page_deals_steps_and_plays(page, voila_url: str) -> None:  # type: ignore[no-untyped-def]
    expect = _open(page, f"{voila_url}/voila/render/tablanette.ipynb")
    status = page.locator(".cr-game-table .cr-status")
    expect(status).to_contain_text("Your turn")
    log = page.locator(".cr-log-pane")
    expect(log).to_contain_text("The table:")
    # a new deal from another seed
    page.locator(".cr-game-table input[type=number]").first.fill("11")
    first_deal = log.inner_text()
    page.get_by_role("button", name=DEAL).click()
    # wait for the new deal's log: the old one also says "Deal 1", and its card buttons are stale
    expect(log).not_to_have_text(first_deal, timeout=60_000)
    expect(log).to_contain_text("Deal 1", timeout=15_000)
    # play as South by clicking cards: the aid marks the cards that can go; a card that needs more (the table
    # cards it takes) waits for them, a card with several moves offers them as buttons saying what they do
    before = log.inner_text()
    page.locator(".cr-legal-box input").click()
    expect(page.locator(".cr-card-btn.cr-legal").first).to_be_visible(timeout=15_000)
    deadline = time.monotonic() + 60
    while "South plays" not in log.inner_text():
        assert time.monotonic() < deadline, "clicking the marked cards did not make a move"
        option = page.locator(".cr-option")
        marked = page.locator(".cr-card-btn.cr-legal:not(.cr-picked)")
        # the buttons may be replaced by the kernel's answer meanwhile: then look again
        with contextlib.suppress(playwright.Error):
            (option.first if option.count() else marked.first).click(timeout=2_000)
        page.wait_for_timeout(400)
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


@pytest.mark.parametrize("notebook", sorted(f"{name}.ipynb" for name in GAMES))  # the game pages
def test_every_notebook_renders_its_table(page, voila_url: str, notebook: str) -> None:  # type: ignore[no-untyped-def]
    expect = _open(page, f"{voila_url}/voila/render/{notebook}")
    expect(page.locator(".cr-game-table .cr-card").first).to_be_visible(timeout=30_000)
    page.get_by_role("button", name="Watch").click()
    page.get_by_role("button", name="Forward").click()
    page.wait_for_timeout(300)
    assert page.locator(".cr-errors").inner_text().strip() == ""
    assert "There was an error when executing cell" not in page.content()


def _autoplays(page, table, autoplay: str, pause: str) -> None:  # type: ignore[no-untyped-def]
    """Autoplay (in Watch mode) steps on by itself, a step a beat, and a second click (its toggle now says Pause)
    pauses it."""
    expect = playwright.expect
    steps = table.locator(".widget-readout").first
    shown = int(steps.inner_text())
    table.get_by_role("button", name=autoplay).click()
    # two beats of 2.5 s, with room for a slow kernel
    expect(steps).not_to_have_text(str(shown), timeout=15_000)
    expect(steps).not_to_have_text(str(shown + 1), timeout=15_000)
    table.get_by_role("button", name=pause).click()
    expect(table.get_by_role("button", name=autoplay)).to_be_visible(timeout=15_000)
    # Paused: the step holds still for more than two beats. A busy kernel may still make the step of a beat sent
    # before the click, so the step is read again until it holds; going on every beat, it never would.
    paused, deadline = steps.inner_text(), time.monotonic() + 30
    while True:
        page.wait_for_timeout(3_500)
        now = steps.inner_text()
        if now == paused:
            break
        assert time.monotonic() < deadline, "Autoplay went on after the pause"
        paused = now
    assert int(paused) >= shown + 2
    assert table.locator(".cr-errors").inner_text().strip() == ""


def test_autoplay_watches_the_bots_play_on(page, voila_url: str) -> None:  # type: ignore[no-untyped-def]
    _open(page, f"{voila_url}/voila/render/dudak.ipynb")
    table = page.locator(".cr-game-table").first
    _autoplays(page, table, "Autoplay", "Pause")  # from Play mode: it switches to Watch
    playwright.expect(table.get_by_role("button", name="Watch")).to_have_class(re.compile("mod-active"))


def test_autoplay_in_japanese(page, voila_url: str) -> None:  # type: ignore[no-untyped-def]
    expect = playwright.expect
    page.goto(f"{voila_url}/voila/render/spoil_five.ipynb?seed=3&lang=ja", wait_until="domcontentloaded",
              timeout=90_000)
    table = page.locator(".cr-game-table").first
    expect(table.get_by_role("button", name="配る")).to_be_visible(timeout=90_000)
    table.get_by_role("button", name="観戦").click()
    _autoplays(page, table, "自動で進める", "一時停止")
