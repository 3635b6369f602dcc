"""The table on a laptop in normal mode (issue 44), in headless Chromium. At 1024×768, the most crowded table (a
five-player deal of Spoil Five, every hand face up, in Japanese, whose labels run longest) needs no horizontal
scrolling; every zone, card and control of the table lies within the window's width, and no card is cut off by a
box of the table that clips what overflows it. At 1366×900, the newest line of the log is on screen with the
cards. One page load each.

The Voila server and browser fixtures are in ``conftest.py``.
"""

from __future__ import annotations

import os

import pytest

playwright = pytest.importorskip("playwright.sync_api")
if not os.path.exists("/usr/bin/chromium"):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

pytestmark = pytest.mark.browser

QUERY = "seed=7&players=5&hands=open&lang=ja"

PARTS = (".cr-zone, .cr-zone-row, .cr-card, .cr-card-btn, .cr-status, .cr-controls button, "
         ".cr-controls .widget-toggle-button, .lm-TabBar-tab, .widget-slider, .cr-log-pane")

CHECK = """(parts) => {
  const root = document.querySelector('.cr-game-table');
  const width = document.documentElement.clientWidth;
  const seen = e => { const s = getComputedStyle(e); const b = e.getBoundingClientRect();
                      return s.display !== 'none' && s.visibility !== 'hidden' && b.width > 0 && b.height > 0; };
  const items = [...root.querySelectorAll(parts)].filter(seen);
  const bad = [];
  const name = e => (e.dataset.zone || e.getAttribute('aria-label') || e.textContent.trim().slice(0, 20)
                     || e.className);
  for (const e of items) {
    const b = e.getBoundingClientRect();
    if (b.left < -1 || b.right > width + 1) bad.push(`${name(e)}: ${Math.round(b.left)}..${Math.round(b.right)}`);
    // a box of the table that clips its overflow (a scrolling log scrolls: what it holds is reachable)
    for (let a = e.parentElement; a && a !== root.parentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const r = a.getBoundingClientRect();
      const scrolls = v => v === 'auto' || v === 'scroll';
      const cutX = !scrolls(s.overflowX) && (b.left < r.left - 1 || b.right > r.right + 1);
      const cutY = !scrolls(s.overflowY) && (b.top < r.top - 1 || b.bottom > r.bottom + 1);
      if (cutX || cutY) { bad.push(`${name(e)} cut off by ${a.className}`); break; }
    }
  }
  return {scrollWidth: document.scrollingElement.scrollWidth, width,
          cards: items.filter(e => e.matches('.cr-card, .cr-card-btn')).length,
          zones: items.filter(e => e.matches('.cr-zone, .cr-zone-row')).length, bad};
}"""


def test_the_table_fits_a_laptop_screen(browser, voila_url: str) -> None:  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 1024, "height": 768})
    ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:"))
              else r.abort())
    page = ctx.new_page()
    try:
        page.goto(f"{voila_url}/voila/render/spoil_five.ipynb?{QUERY}", wait_until="domcontentloaded",
                  timeout=90_000)
        playwright.expect(page.locator(".cr-game-table .cr-hand-card").first).to_be_visible(timeout=90_000)
        page.wait_for_function("window.crDone === true", timeout=60_000)
        page.wait_for_timeout(1000)  # the last widgets' drawing
        shown = page.evaluate(CHECK, PARTS)
        assert shown["scrollWidth"] <= shown["width"], shown  # no horizontal scrolling
        # five hands of five, face up, the turn-up and the trick: the table was drawn whole before it was measured
        assert shown["cards"] >= 26 and shown["zones"] >= 7, shown
        assert shown["bad"] == [], shown["bad"]
    finally:
        ctx.close()


def test_the_newest_log_line_is_on_a_wide_laptop_screen(browser, voila_url: str) -> None:  # type: ignore[no-untyped-def]
    """At 1366×900, a page opened on a deal lands on the table; the log then stands beside the felt, its newest line
    on screen with the cards (under the felt, it was below the screen's bottom). One page load."""
    ctx = browser.new_context(viewport={"width": 1366, "height": 900})
    ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:"))
              else r.abort())
    page = ctx.new_page()
    try:
        page.goto(f"{voila_url}/voila/render/spoil_five.ipynb?seed=7&players=5", wait_until="domcontentloaded",
                  timeout=90_000)
        page.wait_for_function("window.crLanded === true", timeout=120_000)
        shown = page.evaluate("""() => {
          const line = document.querySelector('.cr-game-table .cr-log-pane li:last-child').getBoundingClientRect();
          const hand = document.querySelector('.cr-game-table .cr-hand-card').getBoundingClientRect();
          return {line: [line.top, line.bottom], hand: [hand.top, hand.bottom], height: innerHeight}; }""")
        assert shown["line"][0] >= 0 and shown["line"][1] <= shown["height"], shown
        assert shown["hand"][0] >= 0 and shown["hand"][1] <= shown["height"], shown  # with the reader's hand
    finally:
        ctx.close()
