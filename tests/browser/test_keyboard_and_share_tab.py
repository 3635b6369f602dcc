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
  return {cls: e.className || '', href: e.getAttribute('href') || '', label: e.getAttribute('aria-label'),
          title: e.title, text: e.textContent.trim(),
          ring: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2}; }"""
LOG = "() => (document.querySelector('.cr-game-table .cr-log-pane') || {innerText: ''}).innerText"


def _open(browser, voila_url: str, query: str, game: str = "tablanette"):  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 1024, "height": 768})
    ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:"))
              else r.abort())
    page = ctx.new_page()
    page.goto(f"{voila_url}/voila/render/{game}.ipynb?{query}", wait_until="domcontentloaded", timeout=90_000)
    playwright.expect(page.locator(".cr-game-table .cr-hand-card").first).to_be_visible(timeout=90_000)
    return ctx, page


def _tab_to(page, found, most: int) -> dict:  # type: ignore[no-untyped-def, type-arg]
    """Press Tab until the focused element is one ``found`` accepts (at most ``most`` times); that element."""
    for _tab in range(most):
        page.keyboard.press("Tab")
        focused = page.evaluate(FOCUSED)
        if found(focused):
            return focused  # type: ignore[no-any-return]
    pytest.fail(f"Tab did not reach it in {most} presses")


def test_a_few_moves_played_from_the_keyboard(browser, voila_url: str) -> None:
    ctx, page = _open(browser, voila_url, "seed=7&players=2&hands=open")
    try:
        page.wait_for_function("window.crDone === true", timeout=60_000)
        # as a reader does: from the top of the page, Tab to the contents bar's Play link, Enter, then Tab on to a
        # card of the table (nothing focused by script)
        play = _tab_to(page, lambda f: f["href"].endswith("#play"), 15)
        page.keyboard.press("Enter")
        page.wait_for_function("location.hash === '#play'")
        assert page.evaluate("() => document.activeElement.id") == "play"
        legal = lambda f: "cr-hand-card" in f["cls"] and "cr-legal" in f["cls"]  # noqa: E731
        for move in range(3):
            focused = _tab_to(page, legal, 80)
            if move == 0:  # the table's controls come first: Play is followed into the table, not past it
                assert page.evaluate("() => !!document.activeElement.closest('.cr-game-table')"), play
            # named by its card, as a screen reader reads it, and ringed while focused
            assert focused["label"] and focused["label"] == focused["title"] and " of " in focused["label"]
            assert focused["ring"], focused
            before = page.evaluate(LOG)
            page.keyboard.press("Enter")
            deadline = time.monotonic() + 30
            while page.evaluate(LOG) == before and time.monotonic() < deadline:
                picked = page.locator(".cr-game-table .cr-pick-row .cr-option")
                if picked.count():  # the card takes several ways: Tab on to the first whole move, and Enter
                    _tab_to(page, lambda f: "cr-option" in f["cls"], 40)
                    page.keyboard.press("Enter")
                page.wait_for_timeout(200)
            assert page.evaluate(LOG) != before, "Enter played nothing"
    finally:
        ctx.close()


def test_a_whole_deal_played_from_the_keyboard(browser, voila_url: str) -> None:
    """A Spoil Five deal (five tricks) from its first card to its result, with Tab and Enter only: the hand's
    playable cards, and whatever else the deal asks of South (robbing the turn-up or passing) as buttons."""
    ctx, page = _open(browser, voila_url, "seed=3&players=3&rules=single_deal:true&hands=open",
                      "spoil_five")
    try:
        page.wait_for_function("window.crDone === true", timeout=60_000)
        _tab_to(page, lambda f: f["href"].endswith("#play"), 15)
        page.keyboard.press("Enter")
        page.wait_for_function("location.hash === '#play'")
        result = page.locator(".cr-game-table .cr-deal-end")
        wanted = lambda f: ("cr-hand-card" in f["cls"] and "cr-legal" in f["cls"]) or any(  # noqa: E731
            c in f["cls"] for c in ("cr-option", "cr-choice"))
        moves = 0
        while not result.count() or not result.first.is_visible():
            assert moves < 12, "the deal did not end within 12 moves of South's"
            # South's turn (the bots may be playing theirs): something of South's to press, or the deal's result
            page.wait_for_function(
                "() => !!document.querySelector('.cr-game-table .cr-hand-card.cr-legal, .cr-game-table .cr-option,"
                " .cr-game-table .cr-choice, .cr-game-table .cr-deal-end')", timeout=60_000)
            if result.count() and result.first.is_visible():
                break
            before = page.evaluate(LOG)
            _tab_to(page, wanted, 120)
            page.keyboard.press("Enter")
            deadline = time.monotonic() + 30
            while page.evaluate(LOG) == before and not result.count() and time.monotonic() < deadline:
                page.wait_for_timeout(200)
            moves += 1
        # the deal's result, reached by the keyboard alone: its scores and the last trick beside them
        playwright.expect(result.first).to_be_visible()
        playwright.expect(page.locator(".cr-game-table .cr-felt").first).to_be_visible()
        assert moves >= 5, moves  # at least South's five cards
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
