"""Tablanette's lesson page reads as a lesson in both languages: every output of ``notebooks_src/tablanette.py`` (the
widgets aside, which have their own tests) is run here and its text checked: no Python reprs, no decision codes, no
"seed" for the write-up, and on the Japanese page no English words but the few names it quotes."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardrules.i18n import language

SOURCE = Path(__file__).resolve().parents[1] / "notebooks_src" / "tablanette.py"
REPRS = ("Result(", "{'", "('", "[(", "['", "Text(", "Seat(", "<cardrules")
CODES = re.compile(r"\b(?:[TPSD]-A\d+|9P-A\d+)\b")
ALLOWED_LATIN = {"table", "nette", "docs", "rules", "tablanette", "ja", "md", "English"}


def _outputs(lang: str) -> Iterator[tuple[str, str]]:
    """(cell source, the text of its output) for every cell, run in ``lang``."""
    cells = [c.strip() for c in SOURCE.read_text(encoding="utf-8").split("# %%") if c.strip()]
    namespace: dict[str, object] = {}
    with language(lang):
        for cell in cells:
            if "GameTable(" in cell or "Practice(" in cell:
                continue
            *body, last = cell.splitlines()
            exec("\n".join(body), namespace)  # noqa: S102  (the lesson's own source)
            try:
                value = eval(last, namespace)  # noqa: S307
            except SyntaxError:
                exec(last, namespace)  # noqa: S102
                continue
            if value is None:
                continue
            text = getattr(value, "plain", None) or getattr(value, "text", None) or repr(value)
            html = re.sub(r"<style>.*?</style>", " ", getattr(value, "html", ""), flags=re.DOTALL)
            shown = "" if "<iframe" in html else re.sub(r"<[^>]+>", " ", html)  # the replay: its own test
            yield cell, f"{text}\n{shown}"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_output_reads_as_a_lesson(lang: str) -> None:
    seen = 0
    for cell, text in _outputs(lang):
        seen += 1
        assert not any(r in text for r in REPRS), (cell, text[:200])
        assert not CODES.search(text), (cell, text[:200])
        assert not re.search(r"\bseed\b", text, re.IGNORECASE), (cell, text[:200])
        if lang == "ja":
            words = {w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in ALLOWED_LATIN}
            assert not words, (cell, sorted(words))
    assert seen > 40


def test_the_page_teaches_the_rules_issue_16_lists() -> None:
    """The gaps the issue names, each shown by the engine on the page: the redeal, a Jack among the first four, a
    Jack played to an empty table, leftovers that are not a tablanette, the most-cards tie, a game ended mid-deal,
    a draw, and the targets."""
    text = "\n".join(out for _, out in _outputs("en"))
    for said in ("deals 6 more cards each", "goes under the stock", "takes what is left",
                 "Draw between South and North", "South plays J♦, which takes nothing and stays on the table",
                 "Game over. South wins (South 39, North 0)", "4 players alone | 151", "3 players | 151",
                 "2 players | 251", "a tie for the most cards taken (2, 2): nobody scores"):
        assert said in text, said
