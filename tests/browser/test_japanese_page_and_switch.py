"""A game page opened in Japanese (``?lang=ja``) in headless Chromium: the lesson, the table, its log and its house
rules are in Japanese, and the table's language switch turns it back to English.

The Voila server and browser fixtures are in ``conftest.py`` (shared with ``test_pages_render_and_play.py`` and
``test_visitor_journeys.py``).
"""

from __future__ import annotations

import os
import re

import pytest

playwright = pytest.importorskip("playwright.sync_api")
if not os.path.exists("/usr/bin/chromium"):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

# the table's Deal button (its name may start with its icon), not a practice answer that mentions a deal
DEAL = re.compile(r"^\W*Deal$")

pytestmark = pytest.mark.browser


def test_a_game_page_in_japanese_and_back(page, voila_url: str) -> None:  # type: ignore[no-untyped-def]
    expect = playwright.expect
    page.goto(f"{voila_url}/voila/render/spoil_five.ipynb?seed=3&lang=ja", wait_until="domcontentloaded",
              timeout=90_000)
    table = page.locator(".cr-game-table").first
    expect(table.get_by_role("button", name="配る")).to_be_visible(timeout=90_000)
    # the lesson's prose above the table, from the Japanese catalogue, under the page's language switch
    expect(page.locator("h1").first).to_contain_text("スポイルファイブ")
    expect(page.get_by_role("heading", name="1分でわかるゲーム")).to_be_visible()
    expect(page.locator(".cr-lang-links").first.get_by_role("link", name="English")).to_have_attribute(
        "href", "spoil_five.ipynb")
    assert "The game in one minute" not in page.content()
    expect(table.locator(".cr-status")).to_contain_text("あなたの番")
    expect(table.locator(".cr-log-pane")).to_contain_text("配ります")
    expect(table.locator(".cr-table")).to_contain_text("山札")
    assert "Your turn" not in table.inner_text()
    table.get_by_role("tab", name="ハウスルール").click()
    expect(table.locator(".cr-rules-form")).to_contain_text("参加料")
    # the switch: the same table, now in English
    table.locator(".cr-lang-switch").get_by_role("button", name="English").click()
    expect(table.get_by_role("button", name=DEAL)).to_be_visible(timeout=15_000)
    table.get_by_role("tab", name="Table").click()
    expect(table.locator(".cr-status")).to_contain_text("Your turn")
    expect(table.locator(".cr-log-pane")).to_contain_text("deals five cards each")
    assert table.locator(".cr-errors").inner_text().strip() == ""
    assert "There was an error when executing cell" not in page.content()
