"""A lesson's tables read as tables of words and figures do: words from the left, figures from the right (a
notebook's stylesheet right-aligns every cell unless told otherwise), each heading over its column."""

from __future__ import annotations

import re

import pandas as pd

from cardrules.lessons import column_aligns, frame, html_table


def _aligns(html: str) -> list[list[str]]:
    rows = re.findall(r"<tr>(.*?)</tr>", html)
    return [re.findall(r'<t[hd] style="text-align:(\w+)', row) for row in rows]


def test_words_read_from_the_left_and_figures_from_the_right() -> None:
    rows = [("Ante", "South", "-1", "the ante, into the pool"), ("Pool", "South", "+3", "three tricks"),
            ("Total", "South 2", "", "")]
    table = html_table(rows, ["What", "Player", "Chips", "Why"])
    assert _aligns(table.html) == [["left", "left", "right", "left"]] * 4
    assert table.plain.splitlines()[0] == "What | Player | Chips | Why"


def test_a_column_with_any_word_reads_from_the_left() -> None:
    assert column_aligns([("A", "1 or 11"), ("K", 14), ("J", "takes the whole table")], 2) == ["left", "left"]
    assert column_aligns([("2 players", 251), ("3 players", 151)], 2) == ["left", "right"]
    assert column_aligns([("x", True)], 2) == ["left", "left"]  # a yes/no is a word, not a figure


def test_a_dataframe_is_drawn_the_same_way_with_its_named_index_first() -> None:
    df = pd.DataFrame({"Points": [3, 5], "Note": ["most cards", "tablanette"]},
                      index=pd.Index(["South", "North"], name="Player"))
    table = frame(df)
    assert _aligns(table.html)[0] == ["left", "right", "left"] and "<th" in table.html and "Player" in table.html
    assert table.plain == df.to_string()
    bare = frame(pd.DataFrame({"Deal": [1, 2], "Winner": ["South", "North"]}))
    assert _aligns(bare.html)[0] == ["right", "left"]  # a bare 0, 1 index is not shown


def test_japanese_prose_has_no_space_where_a_line_was_wrapped() -> None:
    """Markdown turns a line break into a space; a Japanese sentence wrapped in the catalogue must not get one, while
    headings, list items and table rows keep their lines (and English keeps its spaces)."""
    import re

    import cardrules.games  # noqa: F401 - registers every game's lessons
    from cardrules.i18n import CATALOGUES
    from cardrules.lessons import join_cjk_lines

    assert join_cjk_lines("## 見出し\n本文、\n続き。\n\n- 項目\n- 項目2\n| 日 | 本 |\n次") == \
        "## 見出し\n本文、続き。\n\n- 項目\n- 項目2\n| 日 | 本 |\n次"
    assert join_cjk_lines("two\nlines") == "two\nlines"
    wrapped = re.compile("[\u3000-\u9fff\uff00-\uffef]\n(?![ \t]*(?:[#>|*+-]|\\d+[.)]|\n))")
    lessons = {k: v for k, v in CATALOGUES["ja"].items() if ".lesson." in k}
    assert len(lessons) > 50
    for key, text in lessons.items():
        joined = "\n".join(line for line in join_cjk_lines(text).split("\n")
                           if not line.lstrip().startswith(("#", "|")))
        assert not wrapped.search(joined), key
