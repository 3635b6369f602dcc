"""What a visitor sees when they upload a hostile file in the table's Share tab, in the served app (headless
Chromium, the app's own voila.json): a one-line reason, in their language, and no traceback or server path; the
table keeps its game. The Voila and browser fixtures are in ``conftest.py``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from cardrules import share
from cardrules.games import tablanette

playwright = pytest.importorskip("playwright.sync_api")
CHROMIUM = "/usr/bin/chromium"
if not os.path.exists(CHROMIUM):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

pytestmark = pytest.mark.browser

PATH = re.compile(r"Traceback|site-packages|File \"|(/[\w.-]+){2,}\.py|/work/|/usr/|/home/")


def _files(tmp: Path) -> list[tuple[Path, str]]:
    """The issue's two files, and the fragment of the reason each one must show."""
    deep = tmp / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    digits = tmp / "step.json"
    saved = share.save_game(tablanette.new_game(seed=3))
    digits.write_text(re.sub(r'"step": \d+', '"step": ' + "9" * 5000, saved, count=1))
    return [(deep, "nests lists or objects more than"), (digits, "digits")]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_hostile_uploads_show_one_line_and_no_path(page, voila_url: str, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                   lang: str) -> None:
    expect = playwright.expect
    query = "?lang=ja" if lang == "ja" else ""
    page.goto(f"{voila_url}/voila/render/tablanette.ipynb{query}", wait_until="domcontentloaded", timeout=90_000)
    table = page.locator(".cr-game-table")
    expect(table.locator(".cr-status")).to_be_visible(timeout=90_000)
    log_before = table.locator(".cr-log-pane").text_content()  # the pane is hidden behind the Share tab later
    page.get_by_role("tab", name="共有" if lang == "ja" else "Share").click()
    message = table.locator(".cr-share-message")
    for path, fragment in _files(tmp_path):
        with page.expect_file_chooser() as chooser:  # the Load button opens the file dialog
            table.locator(".cr-upload").click()
        chooser.value.set_files(str(path))
        refused = message.locator(".cr-refused")
        expect(refused).to_be_visible(timeout=60_000)
        if lang == "en":
            expect(refused).to_contain_text(fragment, timeout=30_000)
        else:
            expect(refused).to_contain_text("読み込めません", timeout=30_000)
        text = refused.inner_text()
        assert "\n" not in text.strip() and len(text) < 400, text
        assert not PATH.search(text), text
        box = refused.bounding_box()
        assert box is not None and box["height"] < 80  # one line (two at most where a narrow page wraps it)
        # nothing else on the page shows an error
        assert table.locator(".cr-errors").inner_text().strip() == ""
        body = page.locator("body").inner_text()
        assert not PATH.search(body), PATH.search(body)
        message.evaluate("e => e.querySelectorAll('.cr-refused').forEach(x => x.remove())")
    assert table.locator(".cr-log-pane").text_content() == log_before  # the table kept its game
