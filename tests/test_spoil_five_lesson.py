"""Spoil Five's lesson page and rules file: every explanation the page shows exists in both languages, the stored
page holds no Python repr, decision code or outside path, and the rules file's coverage table names sections the
page really has."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardrules.games.spoil_five import lessons as sfl
from cardrules.games.spoil_five.text import LESSON
from cardrules.i18n import CATALOGUES, language

ROOT = Path(__file__).resolve().parents[1]
SOURCE = (ROOT / "notebooks_src" / "spoil_five.py").read_text(encoding="utf-8")
PAGE = json.loads((ROOT / "notebooks" / "spoil_five.ipynb").read_text(encoding="utf-8"))
RAW = re.compile(r"Result\(|\{'|\('|\[\(|\['|\b[TPSD]-A\d|9P-A\d|/work/|shared/|\bseed\b", re.IGNORECASE)


def _outputs() -> list[str]:
    out = []
    for cell in PAGE["cells"]:
        for o in cell.get("outputs", []):
            for mime in ("text/plain", "text/html", "text/markdown"):
                if mime in o.get("data", {}):
                    out.append("".join(o["data"][mime]))
    return out


def test_every_explanation_shown_is_in_both_languages() -> None:
    shown = set(re.findall(r'prose\("spoil_five", "([a-z_0-9]+)"\)', SOURCE))
    assert shown and shown <= set(LESSON)
    for key in shown | {"glance"}:
        assert CATALOGUES["en"][f"spoil_five.lesson.{key}"] and CATALOGUES["ja"][f"spoil_five.lesson.{key}"]


def test_the_stored_page_reads_as_a_lesson() -> None:
    texts = _outputs()
    assert len(texts) > 60
    for text in texts:
        if "application/vnd.jupyter.widget-view+json" in text or text.startswith(("GameTable(", "Practice(")):
            continue
        assert not RAW.search(re.sub(r"<style>.*?</style>", "", text, flags=re.S)), text[:300]


def test_japanese_prose_has_no_stray_spaces_or_english() -> None:
    for key in LESSON:
        text = CATALOGUES["ja"][f"spoil_five.lesson.{key}"]
        assert not re.search(r"[\u3040-\u30ff\u4e00-\u9fff] [\u3040-\u30ff\u4e00-\u9fff]", text), key
        words = re.findall(r"[A-Za-z]{3,}", re.sub(r"`[^`]*`|\{[a-z_]+\}", "", text))
        assert not words, (key, words)
        assert "リニージ" not in text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_tables_have_headings_and_values_in_the_language(lang: str) -> None:
    with language(lang):
        rules = sfl.rules_table().plain
    if lang == "ja":
        assert "simplified" not in rules and "random" not in rules and "簡略化" in rules
    else:
        assert "simplified (every suit like a red suit)" in rules


def test_the_rules_file_names_sections_the_page_has() -> None:
    for name, lang in (("spoil_five.md", "en"), ("spoil_five.ja.md", "ja")):
        doc = (ROOT / "docs" / "rules" / name).read_text(encoding="utf-8")
        assert "赤桐裕二" in doc and "1995" in doc and "shared/" not in doc
        headings = {h.strip() for key in LESSON for h in re.findall(r"^#+ (.+)$", CATALOGUES[lang][
            f"spoil_five.lesson.{key}"], flags=re.M)}
        table = doc[doc.rindex("|---|---|"):]
        cited = set(re.findall(r"[\"「]([^\"」]+)[\"」]", table))
        assert cited and cited <= headings, cited - headings
