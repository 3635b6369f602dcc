"""Issue 44: finding one's way on a page. Every game page opens with a contents bar that stays in sight while the
reader scrolls; deep links (a section, the landing page's ``#Practice``, a shared deal's ``?projector=1``) land on
their place once the widgets have drawn, checked by bounding boxes; every page links back to the landing page; each
game's full rules are a page of the app in the reader's language. Uses the fixtures of ``tests/browser/conftest.py``."""

from __future__ import annotations

import os

import pytest

from cardrules import GAMES
from cardrules.lessons import SECTION_STARTS

playwright = pytest.importorskip("playwright.sync_api")
if not os.path.exists("/usr/bin/chromium"):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

pytestmark = pytest.mark.browser

NAV = ".cr-nav"


def _landed(page, target: str) -> dict:  # type: ignore[no-untyped-def,type-arg]
    """Wait for the page to have drawn its widgets and scrolled to its target; the target's and the bar's boxes."""
    playwright.expect(page.locator(".cr-game-table").first).to_be_visible(timeout=120_000)
    page.wait_for_function("window.crLanded === true", timeout=90_000)
    return page.evaluate("""(sel) => { const box = (e) => { const r = e.getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, height: r.height}; };
      return {target: box(document.querySelector(sel)), nav: box(document.querySelector('.cr-nav')),
              viewport: window.innerHeight}; }""", target)


@pytest.mark.parametrize(("address", "target"), [
    ("nine_peak.ipynb#practice", "#practice"),
    ("nine_peak.ipynb#Practice", "#practice"),           # the landing page's link, as it was written before
    ("spoil_five.ipynb?lang=ja#play", "#play"),
    ("dudak.ipynb#house-rules", "#house-rules"),
    ("tablanette.ipynb?seed=7&projector=1", ".cr-game-table"),  # a shared deal opens on its table
])
def test_a_deep_link_lands_on_its_section(page, voila_url: str, address: str, target: str) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{voila_url}/voila/render/{address}", wait_until="domcontentloaded", timeout=120_000)
    boxes = _landed(page, target)
    nav, box = boxes["nav"], boxes["target"]
    if "projector=1" in address:
        # projector mode gives the screen to the table: the contents bar stays at the page's top, out of the way
        assert 0 <= box["top"] < 120 and box["bottom"] <= boxes["viewport"] + 1, boxes
        return
    # the target is at the top of the window, just under the bar that stays in sight
    assert 0 <= nav["top"] < 60 and nav["height"] > 0, boxes
    assert nav["top"] <= box["top"] < nav["bottom"] + 120, boxes


def test_the_contents_bar_stays_in_sight_and_leads_to_each_section(page, voila_url: str) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{voila_url}/voila/render/packs.ipynb?lang=ja", wait_until="domcontentloaded", timeout=120_000)
    playwright.expect(page.locator(".cr-game-table").first).to_be_visible(timeout=120_000)
    nav = page.locator(NAV)
    playwright.expect(nav.get_by_role("link", name="練習")).to_be_visible()
    # Packs' page has no house-rules section: its bar does not offer one
    expected = ["あらまし", "ルールを学ぶ", "練習", "プレイ", "ルール全文"]
    assert [t.strip() for t in nav.locator(".cr-contents a").all_inner_texts()] == expected
    nav.get_by_role("link", name="プレイ").click()
    page.wait_for_timeout(800)
    top = page.evaluate("document.getElementById('play').getBoundingClientRect().top")
    bar = page.evaluate("document.querySelector('.cr-nav').getBoundingClientRect()")
    assert 0 <= bar["top"] < 60 and top < 200, (bar, top)  # scrolled far down, the bar still at the top
    assert page.locator(".cr-home").get_attribute("href") == "index.ipynb?lang=ja"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_full_rules_are_a_page_of_the_app(page, voila_url: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    query = "" if lang == "en" else f"?lang={lang}"
    page.goto(f"{voila_url}/voila/render/nine_peak.ipynb{query}", wait_until="domcontentloaded", timeout=120_000)
    playwright.expect(page.locator(NAV)).to_be_visible(timeout=120_000)
    link = page.locator(NAV).get_by_role("link", name="Full rules" if lang == "en" else "ルール全文")
    href = link.get_attribute("href")
    assert href == ("rules.ipynb?game=nine_peak" if lang == "en" else "rules.ipynb?game=nine_peak&lang=ja")
    # the lesson names the rules page by name, never a file
    assert "docs/rules" not in page.locator("#rendered_cells").inner_text(timeout=60_000)
    link.click()
    page.wait_for_url("**/rules.ipynb?game=nine_peak*", timeout=60_000)
    shown = page.locator(".cr-rules:visible")
    playwright.expect(shown).to_have_count(1, timeout=120_000)
    assert shown.get_attribute("id") == "nine_peak"
    heading = shown.locator("h1").first.inner_text()
    words = "rules as this project plays them" if lang == "en" else "このプロジェクトでのルール"
    assert words in heading
    assert page.locator(".cr-home").count() == 1
    # the language switch keeps the game
    other = page.locator(".cr-lang-links a")
    other.click()
    page.wait_for_url("**/rules.ipynb?*game=nine_peak*", timeout=60_000)


@pytest.mark.parametrize("name", ["house_rules_lab", *GAMES])
def test_every_page_links_back_to_the_landing_page(page, voila_url: str, name: str) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{voila_url}/voila/render/{name}.ipynb", wait_until="domcontentloaded", timeout=120_000)
    home = page.locator(f"{NAV} .cr-home")
    playwright.expect(home).to_be_visible(timeout=120_000)
    assert home.get_attribute("href") == "index.ipynb"
    if name in SECTION_STARTS:
        for section in ("glance", *SECTION_STARTS[name].values()):
            assert page.locator(f"#{section}").count() == 1, section
