"""What is written by hand for each game outside its package, held to the registry: the landing page's prose
(``index.lesson.*`` in each shipped language's catalogue) says how many games there are and links every game's
practice, and every game's page (its notebook) has its sections, declared in ``cardrules.lessons.SECTION_STARTS``
(the anchors the contents bar and the practice links go to). A game added to ``cardrules.GAMES`` without them fails
here, naming the game and the file to edit (``docs/adding-a-game.md``;
``tests/engine/test_sixth_game_needs_only_its_package.py`` checks that the sixth game is named)."""

from __future__ import annotations

import re
from pathlib import Path

from cardrules import GAMES
from cardrules.i18n import LANGUAGES, language, t
from cardrules.lessons import SECTION_STARTS

CATALOGUES = Path(__file__).resolve().parents[2] / "cardrules" / "i18n"
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
"""How the English intro counts the games (its first line: "five card games")."""


def shipped_languages() -> list[str]:
    """The languages the package ships a catalogue file of (a test-only language registered from files is not)."""
    return [lang for lang in LANGUAGES if (CATALOGUES / f"{lang}.py").exists()]


def prose_missing(names: list[str]) -> list[str]:
    """What the landing page's prose lacks for the games ``names``, one line each (empty: nothing)."""
    missing = []
    for lang in shipped_languages():
        with language(lang):
            text = t("index.lesson.intro") + "\n" + t("index.lesson.change_the_rules_and")
        where = f"index.lesson.* in cardrules/i18n/{lang}.py"
        for name in names:
            if not re.search(rf"\]\({re.escape(name)}\.ipynb(\?[^)#]*)?#practice\)", text):
                missing.append(f"{where} links no practice of {name}")
        first = text.splitlines()[0]
        count = len(names)
        said = str(count) in first or (count < len(NUMBER_WORDS) and f" {NUMBER_WORDS[count]} " in f" {first} ")
        if not said:
            missing.append(f"{where} does not count {count} games in its first line: {first!r}")
    return missing


def sections_missing(names: list[str]) -> list[str]:
    """The games of ``names`` whose page does not say where its sections start (learn, practice, play), one line
    each."""
    wanted = {"learn", "practice", "play"}
    return [f"cardrules/lessons.py SECTION_STARTS lacks {', '.join(sorted(lacking))} of {name}'s page"
            for name in names if (lacking := wanted - set(SECTION_STARTS.get(name, {}).values()))]


def test_the_landing_prose_links_and_counts_every_game() -> None:
    assert not prose_missing(list(GAMES))


def test_every_game_page_says_where_its_sections_start() -> None:
    assert not sections_missing(list(GAMES))
