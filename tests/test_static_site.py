"""The game pages as a static site (``make site``: Voici, Python in the visitor's browser with Pyodide).

Two checks. The cheap one runs everywhere: a game page's table, score included, is made with pandas unimportable
(Pyodide has no pandas in any registry the build may use). The expensive one (marked ``site``) builds the site, or
reuses the build in the tree when its inputs have not changed, serves it on loopback and plays a move by clicking in
headless Chromium with every request that would leave the machine refused and counted.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

from conftest import ROOT

NO_PANDAS = textwrap.dedent("""
    import sys
    sys.modules["pandas"] = None  # "import pandas" now raises ImportError, as in the browser's Python
    from cardrules import GAMES
    from cardrules.i18n import set_language, t
    from cardrules.widgets import GameTable
    for lang in ("en", "ja"):
        set_language(lang)
        for name in GAMES:
            table = GameTable(name, seed=5)
            for _ in range(400):  # the reader's first legal move at each turn, bots between: a deal or more
                if table.state.is_over:
                    break
                if table.at_deal_end:
                    table.next_deal()
                elif table._reader_turn():
                    table.play(table._my_moves()[0])
                else:
                    table.step()
            score = table.score.value
            assert t("score.total") in score and "<table" in score, (name, lang, score[:200])
            assert table.state.score_lines, (name, lang, "no point was scored")
            assert "Traceback" not in table.errors.value + table.message.value, (name, lang)
            print(name, lang, len(table.states), "ok")
    assert sys.modules["pandas"] is None
""")


def test_game_tables_need_no_pandas() -> None:
    """Every game's table deals, plays and shows its score in both languages with ``import pandas`` failing."""
    out = subprocess.run([sys.executable, "-c", NO_PANDAS], cwd=ROOT, capture_output=True, text=True, timeout=600,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.count(" ok") == 10, out.stdout
