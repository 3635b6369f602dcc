"""The live table in headless Chromium, one page per game: its layout at two widths in both languages, Watch → Back
×5 → Play coming back to the reader, and one whole deal played by clicking the drawn cards, with a refused card
whose reason is shown, to the deal's result with its scores.

The Voila server and browser fixtures are in ``conftest.py``. Set ``CARDRULES_SHOTS=<folder>`` to keep screenshots
of each table mid-deal and at the deal's end.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

from cardrules import GAMES

playwright = pytest.importorskip("playwright.sync_api")
if not os.path.exists("/usr/bin/chromium"):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

# the table's Deal button (its name may start with its icon), not a practice answer that mentions a deal
DEAL = re.compile(r"^\W*Deal$")

pytestmark = pytest.mark.browser

# small single-deal tables, so that a whole deal takes few clicks
DEALS = {
    "tablanette": "players=2&rules=single_deal:true",
    "spoil_five": "players=3&rules=single_deal:true",
    "packs": "players=2&rules=single_deal:true",
    "dudak": "players=2&rules=single_deal:true",
    "nine_peak": "players=3&rules=single_deal:true",
}

OVERFLOW = """() => {
  // text elements of the table whose content is wider than their box, or cut off by a parent that hides overflow
  const root = document.querySelector('.cr-game-table');
  const bad = [];
  for (const e of root.querySelectorAll('*')) {
    const style = getComputedStyle(e);
    if (style.display === 'none' || style.visibility === 'hidden' || e.closest('.cr-log-box')) continue;
    if (e.closest('.widget-slider') || e.matches('input, select, option, svg, path, i')) continue;
    const text = [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!text) continue;
    const b = e.getBoundingClientRect();
    if (b.width === 0 || b.height === 0) continue;
    if (e.scrollWidth > e.clientWidth + 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll') {
      bad.push(`${e.tagName}.${e.className}: "${e.textContent.trim().slice(0, 40)}" ${e.scrollWidth}>${e.clientWidth}`);
      continue;
    }
    // clipped: the element reaches beyond an ancestor that hides what overflows
    for (let p = e.parentElement; p && p !== root.parentElement; p = p.parentElement) {
      const ps = getComputedStyle(p);
      if (ps.overflowX === 'hidden' || ps.overflowX === 'clip') {
        const pb = p.getBoundingClientRect();
        if (b.right > pb.right + 1 || b.left < pb.left - 1) {
          bad.push(`${e.tagName}.${e.className}: "${e.textContent.trim().slice(0, 40)}" clipped by ${p.className}`);
        }
        break;
      }
    }
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1) bad.push('the page scrolls sideways');
  return bad;
}"""


def _open(page, voila_url: str, game: str, query: str):  # type: ignore[no-untyped-def]
    expect = playwright.expect
    page.goto(f"{voila_url}/voila/render/{game}.ipynb?seed=7&{query}", wait_until="domcontentloaded",
              timeout=90_000)
    expect(page.locator(".cr-game-table .cr-status")).to_be_visible(timeout=90_000)
    return expect


def _snapshot(page) -> str:  # type: ignore[no-untyped-def]
    return page.evaluate("""() => ['.cr-status', '.cr-table', '.cr-moves', '.cr-message'].map(
        s => (document.querySelector('.cr-game-table ' + s) || {innerHTML: ''}).innerHTML).join('|')""")


def _click(page, locator, timeout: float = 30.0) -> None:  # type: ignore[no-untyped-def]
    """Click and wait until the kernel has answered: the table changed, then held still a moment."""
    before = _snapshot(page)
    locator.click()
    deadline = time.monotonic() + timeout
    while _snapshot(page) == before:
        assert time.monotonic() < deadline, "the click changed nothing on the table"
        page.wait_for_timeout(50)
    last, since = _snapshot(page), time.monotonic()
    while time.monotonic() - since < 0.25 and time.monotonic() < deadline:
        page.wait_for_timeout(50)
        now = _snapshot(page)
        if now != last:
            last, since = now, time.monotonic()


def _shot(page, name: str) -> None:  # type: ignore[no-untyped-def]
    folder = os.environ.get("CARDRULES_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.locator(".cr-game-table").first.screenshot(path=str(Path(folder) / f"{name}.png"))


@pytest.mark.parametrize("game", list(GAMES))
def test_the_table_lays_out_walks_back_and_plays_a_deal_by_clicking_cards(page, voila_url: str, game: str,
                                                                         report: list[str]) -> None:  # type: ignore[no-untyped-def]
    expect = _open(page, voila_url, game, DEALS[game])
    table = page.locator(".cr-game-table").first
    status = table.locator(".cr-status")
    expect(status).to_contain_text("Your turn", timeout=30_000)
    expect(table.locator(".cr-hand-card").first).to_be_visible()

    # layout: at 1366 and 1024 px, in English and Japanese, no text overflows its box or is cut off
    for lang, name in (("en", "日本語"), ("ja", "English")):
        for width in (1366, 1024):
            page.set_viewport_size({"width": width, "height": 900})
            page.wait_for_timeout(300)
            assert page.evaluate(OVERFLOW) == [], (game, lang, width)
            if width == 1024:
                _shot(page, f"{game}-{lang}-{width}")
        if lang == "en":
            _click(page, table.locator(".cr-lang-switch").get_by_role("button", name=name))
            expect(status).to_contain_text("あなたの番")
    for width in (1366, 1024):  # the projector mode as well, in Japanese
        page.set_viewport_size({"width": width, "height": 900})
        if width == 1366:
            _click(page, table.locator(".cr-projector-button"))
        page.wait_for_timeout(300)
        assert page.evaluate(OVERFLOW) == [], (game, "projector", width)
        _shot(page, f"{game}-projector-ja-{width}")
    _click(page, table.locator(".cr-projector-button"))
    _click(page, table.locator(".cr-lang-switch").get_by_role("button", name="English"))
    expect(status).to_contain_text("Your turn")
    page.set_viewport_size({"width": 1366, "height": 900})

    # Watch, Back ×5, Play: the bots move until the reader has their cards again
    steps = table.locator(".widget-readout").first
    _click(page, table.get_by_role("button", name="Watch"))
    for _ in range(6):
        _click(page, table.get_by_role("button", name="Forward"))
    for _ in range(5):
        _click(page, table.get_by_role("button", name="Back"))
    shown = int(steps.inner_text())
    _click(page, table.get_by_role("button", name="Play", exact=True))  # (not Autoplay)
    expect(table.locator(".cr-hand-card").first).to_be_visible(timeout=30_000)
    expect(status).to_contain_text("Your turn")
    assert int(steps.inner_text()) - shown <= 3 * 5, "the reader waited more than a few rounds of bot moves"

    # a new deal of the same seed, played by clicking: the aid marks the cards that can go
    _click(page, table.get_by_role("button", name=DEAL))
    expect(status).to_contain_text("Your turn")
    table.locator(".cr-legal-box input").check()  # may mark nothing (a turn that starts with a draw)
    page.wait_for_timeout(1_000)
    clicks, refused, tried, started = 0, "", -1, time.monotonic()
    for _ in range(400):
        if table.locator(".cr-deal-end").count():
            break
        turn = int(steps.inner_text())
        if not refused and tried != turn and not table.locator(".cr-pick-row").count():
            tried = turn
            unmarked = table.locator(".cr-card-btn:not(.cr-legal):not(.cr-picked)")
            marked_hand = table.locator(".cr-hand-card.cr-legal")
            if not table.locator(".cr-hand-card:not(.cr-legal)").count() and marked_hand.count():
                # every hand card may go: pick one, then try a card it cannot go to (a capture the rules refuse);
                # once a card is picked, only the cards its own moves take are marked
                _click(page, marked_hand.first)
                clicks += 1
                if int(steps.inner_text()) != turn or table.locator(".cr-deal-end").count():
                    continue  # that card was a whole move
                if table.locator(".cr-target:not(.cr-legal):not(.cr-picked)").count():
                    unmarked = table.locator(".cr-target:not(.cr-legal):not(.cr-picked)")
            if unmarked.count():
                hand = table.locator(".cr-zone-hand-0").inner_text()
                picked = table.locator(".cr-card-btn.cr-picked").count()
                _click(page, unmarked.first)
                clicks += 1
                message = table.locator(".cr-message").inner_text()
                if "Not allowed" in message:
                    refused = message
                    assert int(steps.inner_text()) == turn and table.locator(".cr-zone-hand-0").inner_text() == hand
                    # only the card refused is dropped: the cards picked before it stay picked
                    assert table.locator(".cr-card-btn.cr-picked").count() == picked
                    _shot(page, f"{game}-refused")
                    if picked:
                        _click(page, table.locator(".cr-cancel").first)
                    continue
                if table.locator(".cr-cancel").count():
                    _click(page, table.locator(".cr-cancel").first)
        for selector in (".cr-option", ".cr-card-btn.cr-legal", ".cr-choice"):
            found = table.locator(selector)
            if found.count():
                _click(page, found.first)
                clicks += 1
                break
        else:
            raise AssertionError(f"nothing to click: {status.inner_text()}")
        if clicks == 8:
            _shot(page, f"{game}-mid-deal")
    result = table.locator(".cr-deal-end")
    expect(result).to_be_visible()
    _shot(page, f"{game}-deal-end")
    assert refused, "no card the rules refuse was found to click"
    expect(result.locator(".cr-deal-scores")).to_contain_text("Total")  # a game of one deal: no running total
    expect(result.locator(".cr-deal-scores")).not_to_contain_text("Running total")
    expect(table.locator(".cr-felt")).to_be_visible()  # the final position under the scores
    expect(result.locator(".cr-standings")).to_be_visible()  # a single deal: the game's final standings too
    assert table.locator(".cr-errors").inner_text().strip() == ""
    assert "Traceback" not in page.content()
    report.append(f"{game}: one whole deal in {clicks} clicks ({time.monotonic() - started:.0f} s); "
                  f"refused: {refused.strip()}")
