"""The practice widget on a game page of the Voila app, in headless Chromium: a puzzle answered right, then one
answered wrong, with the engine's explanation shown. Uses the Voila and browser fixtures of ``tests/conftest.py``."""

from __future__ import annotations

import os

import pytest

from cardrules.practice import puzzle

playwright = pytest.importorskip("playwright.sync_api")
if not os.path.exists("/usr/bin/chromium"):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

pytestmark = pytest.mark.browser


def _click(practice, p, keys) -> None:  # type: ignore[no-untyped-def]
    """Click the choices ``keys`` of puzzle ``p`` (buttons in the puzzle's order), then Check if it asks for it."""
    buttons = practice.locator(".cr-practice-choice")
    playwright.expect(buttons).to_have_count(len(p.choices), timeout=15_000)
    for i, c in enumerate(p.choices):
        if c.key in keys:
            buttons.nth(i).click()
    if p.many:
        practice.get_by_role("button", name="Check").click()


def test_tablanette_page_practice_right_then_wrong(page, voila_url: str) -> None:  # type: ignore[no-untyped-def]
    expect = playwright.expect
    # the notebook shows Practice("tablanette", seed=1): the same puzzles are built here from the same seed
    first = puzzle("tablanette", seed=1, index=0, level=1)
    second = puzzle("tablanette", seed=1, index=1, level=1)
    page.goto(f"{voila_url}/voila/render/tablanette.ipynb", wait_until="domcontentloaded", timeout=90_000)
    practice = page.locator(".cr-practice")
    question = practice.locator(".cr-practice-question")
    expect(question).to_contain_text(first.question[:40], timeout=90_000)
    expect(practice.locator(".cr-practice-table .cr-card").first).to_be_visible()

    _click(practice, first, first.right)
    feedback = practice.locator(".cr-practice-feedback")
    expect(feedback).to_contain_text("Right!", timeout=15_000)
    expect(practice.locator(".cr-practice-score")).to_contain_text("score 1 of 1")

    practice.get_by_role("button", name="Next question").click()
    expect(question).to_contain_text(second.question[:40], timeout=15_000)
    wrong = next(frozenset({c.key}) for c in second.choices if frozenset({c.key}) not in second.answers)
    _click(practice, second, wrong)
    verdict = second.check(wrong)
    expect(feedback).to_contain_text("Not quite.", timeout=15_000)
    expect(feedback).to_contain_text(verdict.notes[0][:60])
    expect(practice.locator(".cr-practice-score")).to_contain_text("score 1 of 2")
    assert practice.locator(".cr-practice-errors").inner_text().strip() == ""
