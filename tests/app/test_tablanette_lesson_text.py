"""Tablanette's lesson page reads as a lesson in both languages: every output of ``notebooks_src/tablanette.py`` (the
widgets aside, which have their own tests) is run here and its text checked: no Python reprs, no decision codes, no
"seed" for the write-up, and on the Japanese page no English words but the few names it quotes."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardrules.i18n import language

SOURCE = Path(__file__).resolve().parents[2] / "notebooks_src" / "tablanette.py"
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
            # a link's address (the full rules' page) is not prose
            prose = re.sub(r"\]\([^)]*\)", "]", text)
            words = {w for w in re.findall(r"[A-Za-z]{2,}", prose) if w not in ALLOWED_LATIN}
            assert not words, (cell, sorted(words))
    assert seen > 40


def test_the_page_teaches_the_rules_issue_16_lists() -> None:
    """The gaps the issue names, each shown by the engine on the page: the redeal, a Jack among the first four, a
    Jack played to an empty table, leftovers that are not a tablanette, the most-cards tie, a game ended mid-deal,
    a draw, and the targets."""
    text = "\n".join(out for _, out in _outputs("en"))
    for said in ("deals 6 more cards each", "goes under the stock", "takes what is left",
                 "Draw between South and North (South 27, North 27)",
                 "South plays J♦, which takes nothing and stays on the table",
                 "Game over. South wins (South 39, North 0)", "4 players alone | 151", "3 players | 151",
                 "2 players | 251", "a tie for the most cards taken (2, 2): nobody scores"):
        assert said in text, said


@pytest.mark.parametrize(("lang", "over", "deal_over"), [("en", "Game over", "That ends deal 1"),
                                                          ("ja", "ゲーム終了", "これで第1ディール")])
def test_an_example_of_one_deal_ends_the_deal_not_a_game(lang: str, over: str, deal_over: str) -> None:
    """The one-deal rules end the engine's game after its deal, but an example of a deal decides no game: only the
    two examples about the end of a game (a tablanette reaching the target, a draw at the target) say "Game over";
    the one-deal examples end with the deal."""
    outputs = [(cell, text) for cell, text in _outputs(lang) if "example(" in cell or "told(" in cell]
    ended = [cell for cell, text in outputs if over in text]
    assert len(ended) == 2 and all(("early" in cell) != ("draw" in cell) for cell in ended), ended
    assert sum(deal_over in text for _, text in outputs) >= 2  # the end of a deal, the most-cards tie


def test_the_draw_is_at_the_target_and_the_tablanette_short_of_it() -> None:
    """The figures the draw's prose gives (a house target of 27, tablanettes of 26 each) are the engine's."""
    from cardrules.games import tablanette as t
    from cardrules.i18n import t as tr

    draw = t.from_position(t.Rules(target=27), hands=["QC 9D", "QD 4H"], table="6S 7H")
    end = draw.play_many("QC take 6S 7H, 4H, 9D, QD take 4H 9D")
    assert end.winners == (0, 1) and end.points == (27, 27) == (end.rules.goal,) * 2
    assert [e.get("points") for e in end.events if e.kind == "tablanette"] == [26, 26]
    for lang in ("en", "ja"):
        with language(lang):
            prose = tr("tablanette.lesson.game_end_draw")
        assert "27" in prose and "26" in prose


def test_the_whole_deal_replay_ends_with_the_deal() -> None:
    """The replay of the curated one-deal game: its last line and status end the deal, never "Game over"."""
    import html as html_lib

    from cardrules.bots import play_out
    from cardrules.games import tablanette as t
    from cardrules.games.tablanette import lessons as tl

    whole = play_out(t.new_game(t.Rules(single_deal=True), seed=13), [t.HeuristicBot(13 * 31 + s) for s in range(2)])
    for lang, over, deal_over in (("en", "Game over", "Deal 1 is over"), ("ja", "ゲーム終了", "第1ディール終了")):
        with language(lang):
            page = html_lib.unescape(tl.replay(whole).html)
        text = page.encode().decode("unicode_escape") if lang == "ja" else page
        assert over not in text and deal_over in text
