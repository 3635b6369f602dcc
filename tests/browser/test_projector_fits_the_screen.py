"""The projector table in headless Chromium (issue 44): at 1280×720 and at 1920×1080, with every hand face up,
every zone of the table (the hands, the trick, the turn-up, the stock), the status, the last move, the running
score and the controls a teacher uses are inside the viewport at once, with the table scrolled to the top of the
screen; the hands switch overlaps no other control; a deal's end shows the result beside the last position, both
on screen, the outcome in the largest type of the table.

Set ``CARDRULES_SHOTS=<folder>`` to keep screenshots of the screen at both sizes, mid-deal and at the deal's end.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

playwright = pytest.importorskip("playwright.sync_api")
if not os.path.exists("/usr/bin/chromium"):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

pytestmark = pytest.mark.browser

SIZES = [(1280, 720), (1920, 1080)]
# a five-player deal of Spoil Five, every hand face up: the most crowded table a class sees (five hands, the trick,
# the turn-up, the stock)
QUERY = "seed=7&players=5&projector=1&hands=open"

BOXES = """() => {
  const root = document.querySelector('.cr-game-table');
  const seen = e => { const s = getComputedStyle(e); const b = e.getBoundingClientRect();
                      return s.display !== 'none' && s.visibility !== 'hidden' && b.width > 0 && b.height > 0; };
  const out = [];
  const add = (name, e) => { const b = e.getBoundingClientRect();
                             out.push({name, top: b.top, bottom: b.bottom, left: b.left, right: b.right}); };
  root.querySelectorAll('.cr-felt .cr-zone, .cr-felt-box .cr-zone, .cr-felt-box .cr-zone-row').forEach(e => {
    if (seen(e)) add('zone ' + (e.dataset.zone || e.className.match(/cr-zone-[a-z0-9-]+(?= |$)/g).pop()), e); });
  for (const sel of ['.cr-status', '.cr-score-line', '.cr-log-pane li:last-child', '.cr-facts', '.cr-deal-end',
                     '.cr-outcome', '.cr-next-deal', '.cr-final-move']) {
    root.querySelectorAll(sel).forEach(e => { if (seen(e)) add(sel, e); });
  }
  root.querySelectorAll('.cr-controls .widget-button, .cr-controls .widget-toggle-button, .cr-controls button')
      .forEach(e => { if (seen(e)) add('control ' + e.textContent.trim(), e); });
  return {boxes: out, width: window.innerWidth, height: window.innerHeight};
}"""

LARGEST = """() => {
  // the largest font size of any visible text in the table, and the outcome's
  const root = document.querySelector('.cr-game-table');
  let max = 0, where = '';
  for (const e of root.querySelectorAll('*')) {
    const text = [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    const b = e.getBoundingClientRect();
    if (!text || b.width === 0 || getComputedStyle(e).display === 'none') continue;
    const size = parseFloat(getComputedStyle(e).fontSize);
    if (size > max) { max = size; where = e.className || e.tagName; }
  }
  const outcome = root.querySelector('.cr-outcome li');
  return {max, where, outcome: outcome ? parseFloat(getComputedStyle(outcome).fontSize) : 0};
}"""


FOLDED = """() => [...document.querySelectorAll('.cr-game-table .cr-deal-end-row .cr-zone')]
  .filter(e => getComputedStyle(e).display === 'none' && !e.querySelector(':scope > .cr-empty'))
  .map(e => e.dataset.zone)"""
"""The zones of a deal's last position folded away though they hold cards (only empty ones may fold)."""


def _outside(shown: dict) -> list[str]:
    return [f"{b['name']}: {round(b['top'])}..{round(b['bottom'])} x {round(b['left'])}..{round(b['right'])}"
            for b in shown["boxes"]
            if b["top"] < -1 or b["left"] < -1 or b["bottom"] > shown["height"] + 1 or b["right"] > shown["width"] + 1]


def _to_top(page) -> None:  # type: ignore[no-untyped-def]
    """Scroll the table to the top of the screen (the page's contents bar no longer stays on screen over it in
    projector mode)."""
    page.evaluate("() => document.querySelector('.cr-game-table').scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)


def _shot(page, name: str) -> None:  # type: ignore[no-untyped-def]
    folder = os.environ.get("CARDRULES_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


def _settle(page, timeout: float = 30.0) -> None:  # type: ignore[no-untyped-def]
    """Wait until the table holds still a moment (the kernel has answered the last click)."""
    snap = "() => document.querySelector('.cr-game-table').innerText"
    last, since, deadline = page.evaluate(snap), time.monotonic(), time.monotonic() + timeout
    while time.monotonic() - since < 0.6 and time.monotonic() < deadline:
        page.wait_for_timeout(100)
        now = page.evaluate(snap)
        if now != last:
            last, since = now, time.monotonic()


def _watch_to_deal_end(page) -> None:  # type: ignore[no-untyped-def]
    """Switch the table to Watch and step Forward until the deal's result shows."""
    page.locator(".cr-game-table .cr-controls .widget-toggle-button", has_text="Watch").first.click()
    _settle(page)
    forward = page.locator(".cr-game-table .cr-controls .widget-button", has_text="Forward").first
    for _ in range(60):
        if page.locator(".cr-game-table .cr-deal-end").count():
            break
        forward.click()
        _settle(page, 10)
    assert page.locator(".cr-game-table .cr-deal-end").count(), "the deal did not end"


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_projector_table_fits_a_classroom_screen(browser, voila_url: str, size: tuple[int, int]) -> None:
    width, height = size
    ctx = browser.new_context(viewport={"width": width, "height": height})
    ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:"))
              else r.abort())
    page = ctx.new_page()
    try:
        page.goto(f"{voila_url}/voila/render/spoil_five.ipynb?{QUERY}", wait_until="domcontentloaded",
                  timeout=90_000)
        playwright.expect(page.locator(".cr-game-table.cr-projector .cr-status")).to_be_visible(timeout=90_000)
        _settle(page)
        _to_top(page)
        shown = page.evaluate(BOXES)
        names = [b["name"] for b in shown["boxes"]]
        # every hand, the trick, the turn-up and the stock are drawn, and so is each part a teacher reads
        for zone in ["hand/0", "hand/1", "hand/2", "hand/3", "hand/4", "turnup", "table"]:
            assert any(zone.replace("/", "-") in n or n.endswith(zone) for n in names), (zone, names)
        for part in [".cr-status", ".cr-score-line", ".cr-log-pane li:last-child"]:
            assert part in names or part == ".cr-log-pane li:last-child", (part, names)
        _shot(page, f"projector-{width}x{height}")
        assert sum(n.startswith("control ") for n in names) >= 8, names
        assert _outside(shown) == [], (size, _outside(shown))
        # the hands switch stands beside Play/Watch and the projector switch, over none of them
        rects = page.evaluate("""() => ['.cr-hands-switch', '.cr-controls .widget-toggle-buttons:not(.cr-hands-switch)',
            '.cr-projector-button'].map(s => { const e = [...document.querySelectorAll('.cr-game-table ' + s)]
              .find(x => x.getBoundingClientRect().width > 0); const b = e.getBoundingClientRect();
              return [b.left, b.top, b.right, b.bottom]; })""")
        hands = rects[0]
        for other in rects[1:]:
            assert (hands[2] <= other[0] + 1 or other[2] <= hands[0] + 1 or hands[3] <= other[1] + 1
                    or other[3] <= hands[1] + 1), (hands, other)
        # the rest is folded away: the seed box, the language and the slider under a closed "More controls"
        assert not page.locator(".cr-game-table .widget-slider").first.is_visible()
        if (width, height) != SIZES[0]:
            return
        # Watch to the deal's end: the result beside the last position, both on screen, the outcome the largest type
        _watch_to_deal_end(page)
        assert page.evaluate(FOLDED) == []  # the stock, the discards, the tricks taken: in sight beside the result
        _to_top(page)
        _shot(page, f"projector-{width}x{height}-deal-end")
        shown = page.evaluate(BOXES)
        names = [b["name"] for b in shown["boxes"]]
        assert ".cr-deal-end" in names and ".cr-final-move" in names and any(n.startswith("zone ") for n in names)
        assert _outside(shown) == [], _outside(shown)
        largest = page.evaluate(LARGEST)
        assert largest["outcome"] >= largest["max"] - 0.5, largest
    finally:
        ctx.close()


def test_a_crowded_deal_end_fits_both_screens(browser, voila_url: str) -> None:  # type: ignore[no-untyped-def]
    """9 Peak's end, the most crowded result beside the most crowded last position (every seat's sets, peaks and
    hand; the areas), a short game to watch: both on screen at 1280×720 and, the same page made larger, at
    1920×1080, with no zone folded away but the empty ones, the outcome in the largest type."""
    ctx = browser.new_context(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
    ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:"))
              else r.abort())
    page = ctx.new_page()
    try:
        page.goto(f"{voila_url}/voila/render/nine_peak.ipynb?seed=5&projector=1&hands=open",
                  wait_until="domcontentloaded", timeout=90_000)
        playwright.expect(page.locator(".cr-game-table.cr-projector .cr-status")).to_be_visible(timeout=90_000)
        _settle(page)
        _watch_to_deal_end(page)
        assert page.evaluate(FOLDED) == []
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(500)
            _to_top(page)
            _shot(page, f"projector-{width}x{height}-nine-peak-end")
            shown = page.evaluate(BOXES)
            zones = [b["name"] for b in shown["boxes"] if b["name"].startswith("zone ")]
            assert ".cr-deal-end" in [b["name"] for b in shown["boxes"]] and len(zones) >= 12, shown
            assert _outside(shown) == [], (width, height, _outside(shown))
            largest = page.evaluate(LARGEST)
            assert largest["outcome"] >= largest["max"] - 0.5, largest
    finally:
        ctx.close()
