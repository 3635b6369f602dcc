"""Spoil Five's lesson page and rules file: every explanation the page shows exists in both languages, the stored
page holds no Python repr, decision code or outside path, and the rules file's coverage table names sections the
page really has."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardrules.games.spoil_five import lessons as sfl
from cardrules.games.spoil_five.text_en import MESSAGES as _ENGLISH
from cardrules.i18n import CATALOGUES, language

ROOT = Path(__file__).resolve().parents[2]
LESSON = [k.removeprefix("spoil_five.lesson.") for k in _ENGLISH if k.startswith("spoil_five.lesson.")]
"""The keys of the lesson's prose (``spoil_five.lesson.<key>``)."""
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
        words = re.findall(r"[A-Za-z]{3,}", re.sub(r"`[^`]*`|\{[a-z_]+\}|\]\([^)]*\)", "", text))
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


def _rob() -> tuple[object, object]:
    from cardrules.games import spoil_five as sf

    hands = ["5D AH KC KS 3C", "AD JC 9S 2D 8C", "JD QS 10C 4H 6H"]
    deal = sf.from_position(sf.Rules(players=3, single_deal=True), hands=hands, turnup="KD", dealer=2)
    return deal, deal.play("rob KD discard 8C")


def test_the_robbing_drawings_agree_with_the_words() -> None:
    """The open-hands drawing shows the discard (and the text says so); the drawing as South sees it shows the
    discard face down, West's hand hidden, and South told only that a card went."""
    from cardrules.lessons import example

    deal, robbed = _rob()
    shown = example(deal, "rob KD discard 8C").html  # type: ignore[arg-type]
    after = shown[shown.index("cr-lesson-h", shown.index("→")):]
    assert 'title="8 of clubs"' in after
    seen = sfl.seen_by(robbed, 0, since=len(deal.events))  # type: ignore[arg-type, attr-defined]
    assert 'title="8 of clubs"' not in seen.html and 'title="Jack of clubs"' not in seen.html  # West's hand hidden
    assert "8♣" not in seen.plain and "discards a card face down" in seen.plain
    assert "8♣" in CATALOGUES["en"]["spoil_five.lesson.rob"] and "face up" in CATALOGUES["en"]["spoil_five.lesson.rob"]


def test_a_late_third_trick_wins_the_pool_after_the_fifth() -> None:
    """The page's example: South's third trick comes in the fourth; South may not stop (only the first three in a
    row may), the fifth trick is played, and South takes the pool."""
    from cardrules.games import spoil_five as sf

    assert 'prose("spoil_five", "late_three")' in SOURCE
    late = sf.from_position(sf.Rules(players=3, single_deal=True), hands=["5S JS 3H 7S 2D", "KH QC 3C 4C 6C",
                            "7D 8D 9D 10D JD"], turnup="2S", dealer=2)
    late = late.play_many("lead 5S, play 3C, play 7D, lead JS, play 4C, play 8D, lead 3H, play KH, play 9D")
    assert late.winners == (0, 0, 1)
    four = late.play_many("lead QC, play 10D, play 7S")
    assert four.winners.count(0) == 3 and not four.is_over
    assert all(type(m).__name__ in ("Lead",) for m in four.legal_moves())  # no Stop, no Jink
    end = four.play_many("lead 2D, play 6C, play JD")
    assert end.is_over and len(end.winners) == 5 and end.chips[0] > late.chips[0]
    assert [e.seat for e in end.events if e.kind == "pool"] == [0]


def test_one_deal_examples_never_say_game_over() -> None:
    """Only the whole game at the end of the page is over; every one-deal example ends its deal."""
    cells = ["".join("".join(o.get("data", {}).get("text/plain", "")) for o in cell.get("outputs", []))
             for cell in PAGE["cells"]]
    over = [t for t in cells if re.search(r"game over", t, re.IGNORECASE)]
    assert len(over) == 1 and "cannot ante" in over[0], over
    assert sum("this example, which plays one deal" in t for t in cells) >= 3


def test_japanese_texts_use_half_width_digits_and_letters() -> None:
    for key, text in CATALOGUES["ja"].items():
        if key.startswith(("spoil_five.", "practice.spoil_five.", "facts.spoil_five.")):
            assert not re.search(r"[０-９Ａ-Ｚ]", text), (key, text)
    doc = (ROOT / "docs" / "rules" / "spoil_five.ja.md").read_text(encoding="utf-8")
    assert not re.search(r"[０-９Ａ-Ｚ]", doc)
