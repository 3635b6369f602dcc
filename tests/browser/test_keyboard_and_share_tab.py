"""The live table from the keyboard and its Share tab, in headless Chromium (issue 44): Tab reaches the cards, each
named by its card in the reader's language for a screen reader, with a visible focus ring, and Enter plays; the
Share tab shows the link in full, host included, with a Copy button.

The Voila server and browser fixtures are in ``conftest.py``.
"""

from __future__ import annotations

import os
import time

import pytest

from cardrules import GAMES
from cardrules.i18n import language

playwright = pytest.importorskip("playwright.sync_api")
if not os.path.exists("/usr/bin/chromium"):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

pytestmark = pytest.mark.browser

FOCUSED = """() => { const e = document.activeElement; const s = getComputedStyle(e);
  return {cls: e.className || '', label: e.getAttribute('aria-label'), title: e.title, text: e.textContent.trim(),
          ring: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2}; }"""
LOG = "() => (document.querySelector('.cr-game-table .cr-log-pane') || {innerText: ''}).innerText"


def _open(browser, voila_url: str, query: str):  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 1024, "height": 768})
    ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:"))
              else r.abort())
    page = ctx.new_page()
    page.goto(f"{voila_url}/voila/render/tablanette.ipynb?{query}", wait_until="domcontentloaded", timeout=90_000)
    playwright.expect(page.locator(".cr-game-table .cr-hand-card").first).to_be_visible(timeout=90_000)
    return ctx, page


def test_a_few_moves_played_from_the_keyboard(browser, voila_url: str) -> None:
    ctx, page = _open(browser, voila_url, "seed=7&players=2&hands=open")
    try:
        moves = 0
        for _ in range(3):
            # the reader starts from the table's first control (where the page's Play link lands), then Tab alone
            page.evaluate("() => document.querySelector('.cr-game-table .cr-controls button').focus()")
            for _tab in range(80):
                page.keyboard.press("Tab")
                focused = page.evaluate(FOCUSED)
                if "cr-hand-card" in focused["cls"] and "cr-legal" in focused["cls"]:
                    break
            else:
                pytest.fail("Tab never reached a card that may be played")
            # named by its card, as a screen reader reads it, and ringed while focused
            assert focused["label"] and focused["label"] == focused["title"] and " of " in focused["label"]
            assert focused["ring"], focused
            before = page.evaluate(LOG)
            page.keyboard.press("Enter")
            deadline = time.monotonic() + 30
            while page.evaluate(LOG) == before and time.monotonic() < deadline:
                picked = page.locator(".cr-game-table .cr-pick-row .cr-option")
                if picked.count():  # the card takes several ways: the first whole move, by the keyboard too
                    picked.first.focus()
                    page.keyboard.press("Enter")
                page.wait_for_timeout(200)
            assert page.evaluate(LOG) != before, "Enter played nothing"
            moves += 1
        assert moves == 3
    finally:
        ctx.close()


def test_card_names_in_japanese_and_the_full_share_link_with_copy(browser, voila_url: str) -> None:
    ctx, page = _open(browser, voila_url, "seed=7&players=2&lang=ja")
    try:
        ctx.grant_permissions(["clipboard-read", "clipboard-write"], origin=voila_url)
        card = page.locator(".cr-game-table .cr-hand-card").first
        playwright.expect(card).to_have_attribute("aria-label", card.get_attribute("title") or "?", timeout=10_000)
        label = card.get_attribute("aria-label") or ""
        tablanette = GAMES["tablanette"]
        hand = tablanette.new_game(tablanette.Rules(players=2), seed=7).view(0).zone("hand/0").cards
        with language("ja"):
            japanese = [c.name for c in hand if c is not None]
        assert label == japanese[0] and not label.isascii(), (label, japanese)  # "スペードのQ", not "Queen of spades"
        page.locator(".cr-game-table .lm-TabBar-tab", has_text="共有").click()
        link = page.locator(".cr-game-table .cr-share-link a")
        playwright.expect(link).to_contain_text(f"{voila_url}/voila/render/tablanette.ipynb?", timeout=30_000)
        assert (link.text_content() or "") == link.evaluate("a => a.href")  # the whole address, host included
        copy = page.locator(".cr-game-table .cr-copy-link")
        copy.click()
        playwright.expect(copy).to_have_text("コピーしました", timeout=10_000)
        assert page.evaluate("() => navigator.clipboard.readText()") == link.evaluate("a => a.href")
    finally:
        ctx.close()
