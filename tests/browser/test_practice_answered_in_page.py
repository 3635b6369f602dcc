"""The practice widget on a game page of the Voila app, in headless Chromium: a puzzle answered right, then one
answered wrong by clicking the cards of the drawing themselves (buttons named by their card, for a screen reader),
with the engine's explanation shown, and chosen, right and wrong answers readable (WCAG AA contrast, 4.5:1, from the
styles the browser computed). One page load. Uses the Voila and browser fixtures of ``tests/browser/conftest.py``."""

from __future__ import annotations

import os

import pytest

from cardrules.practice import puzzle

playwright = pytest.importorskip("playwright.sync_api")
if not os.path.exists("/usr/bin/chromium"):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

pytestmark = pytest.mark.browser


CONTRAST_JS = """(els) => els.map((el) => {
  // WCAG 2 contrast of the button's text on its own background (the first opaque one up the tree), from the styles
  // the browser computed
  const rgb = (s) => (s.match(/[\\d.]+/g) || []).map(Number);
  const lum = (c) => { const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  let bg = null;
  for (let e = el; e && !bg; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] > 0.99)) bg = c;
  }
  bg = bg || [255, 255, 255];
  const fg = rgb(getComputedStyle(el).color), [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return {text: el.innerText, cls: el.className, opacity: getComputedStyle(el).opacity,
          ratio: (a + 0.05) / (b + 0.05)};
})"""


def _readable(practice, state: str) -> list[dict]:  # type: ignore[no-untyped-def]
    """The contrast of every choice button in ``state`` (a class: chosen, right or wrong), each at least 4.5:1."""
    found = practice.locator(f".cr-practice-choice.{state}").evaluate_all(CONTRAST_JS)
    assert found, f"no choice marked {state}"
    for button in found:
        assert button["ratio"] >= 4.5 and float(button["opacity"]) == 1, button
    return list(found)


def _click(practice, p, keys) -> None:  # type: ignore[no-untyped-def]
    """Click the choices ``keys`` of puzzle ``p``: a card by its button in the drawing (found by its accessible name,
    the card's name), another answer by its button under the question; then Check if it asks for it."""
    for c in p.choices:
        if c.key not in keys:
            continue
        if c.card is not None:
            card = practice.locator(".cr-practice-drawing").get_by_role("button", name=c.card.name, exact=True)
            playwright.expect(card).to_have_count(1, timeout=15_000)
            card.click()
        else:
            practice.locator(".cr-practice-choices .cr-practice-choice", has_text=c.label).first.click()
    if p.many:
        practice.get_by_role("button", name="Check").click()


def test_tablanette_page_practice_right_then_wrong(page, voila_url: str) -> None:  # type: ignore[no-untyped-def]
    expect = playwright.expect
    # the notebook shows Practice("tablanette", seed=1): the same puzzles are built here from the same seed
    first = puzzle("tablanette", seed=1, index=0, level=1)
    # the set's first "which cards" question (the kinds take turns: one comes within a round of them)
    index = next(i for i in range(1, 8) if puzzle("tablanette", seed=1, index=i, level=1).many)
    second = puzzle("tablanette", seed=1, index=index, level=1)
    assert all(c.card is not None for c in second.choices)
    page.goto(f"{voila_url}/voila/render/tablanette.ipynb", wait_until="domcontentloaded", timeout=90_000)
    practice = page.locator(".cr-practice")
    question = practice.locator(".cr-practice-question")
    expect(question).to_contain_text(first.question[:40], timeout=90_000)
    expect(practice.locator(".cr-practice-drawing .cr-card").first).to_be_visible()

    _click(practice, first, first.right)
    feedback = practice.locator(".cr-practice-feedback")
    expect(feedback).to_contain_text("Right!", timeout=15_000)
    expect(practice.locator(".cr-practice-score")).to_contain_text("score 1 of 1")
    _readable(practice, "cr-answer-right")

    for i in range(1, index + 1):  # the questions before it are passed over
        practice.get_by_role("button", name="Next question").click()
        expect(practice.locator(".cr-practice-score")).to_contain_text(f"Question {i + 1} of", timeout=15_000)
    expect(question).to_contain_text(second.question[:40], timeout=15_000)
    # the choices are the drawing's cards, each a button named by its card; none is left under the question
    drawn = practice.locator(".cr-practice-drawing .cr-practice-card")
    expect(drawn).to_have_count(len(second.choices), timeout=15_000)
    assert practice.locator(".cr-practice-choices .cr-practice-choice").count() == 0
    # one card of the right answer and one in no right answer: chosen, then right and wrong once checked
    right = next(iter(second.right))
    wrong = next(c.key for c in second.choices if all(c.key not in a for a in second.answers))
    for key in (right, wrong):
        card = second.choice(key).card
        practice.locator(".cr-practice-drawing").get_by_role("button", name=card.name, exact=True).click()
    expect(practice.locator(".cr-practice-drawing .cr-practice-choice.cr-chosen")).to_have_count(2, timeout=15_000)
    _readable(practice, "cr-chosen")
    chosen = practice.locator(".cr-practice-drawing .cr-chosen").first
    assert "chosen" in (chosen.get_attribute("aria-label") or "")  # the state in words, not by colour alone
    practice.get_by_role("button", name="Check").click()
    verdict = second.check({right, wrong})
    expect(feedback).to_contain_text("Not quite.", timeout=15_000)
    _readable(practice, "cr-answer-right")
    _readable(practice, "cr-answer-wrong")
    expect(feedback).to_contain_text(verdict.notes[0][:60])
    expect(practice.locator(".cr-practice-score")).to_contain_text("score 1 of 2")
    assert practice.locator(".cr-practice-errors").inner_text().strip() == ""
