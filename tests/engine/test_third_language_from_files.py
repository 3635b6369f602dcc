"""A third language from files alone: the package's text pipeline takes a language it has never seen from catalogue
files (one for the shared texts, one per game and per other source), with no change to any code, and every game's
page text, narration, status, refusals and house-rules labels and help are then shown in it.

The language (code ``xx``) is made for the test from the English catalogues: each message is its English text after
a marker, so a text shown in the language carries the marker and a text that fell back to English does not. Its files
are written in a folder laid out as the package's (``i18n/xx.py``, ``games/<game>/text_xx.py``, ``rooms/text_xx.py``)
and read by :func:`cardrules.i18n.load_catalogues`; the language is removed again after the tests.

Also here: no code of the package names Japanese by its code (``"ja"``) outside the Japanese catalogue files: every
choice that differs by language comes from the catalogues."""

from __future__ import annotations

import html
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardrules import GAMES, i18n
from cardrules.errors import IllegalMoveError
from cardrules.i18n import CATALOGUES, DEFAULT, FALLBACKS, LANGUAGES, language
from cardrules.protocol import say

ROOT = Path(__file__).resolve().parents[2]
CODE = "xx"
MARK = "‹xx›"
"""What starts every message of the test language (a text shown without it came from English)."""


def _catalogue_file(messages: dict[str, str], namespace: str | None = None) -> str:
    lines = [f'"""The test language ({CODE}): English after a marker, made by '
             'tests/engine/test_third_language_from_files.py."""', ""]
    if namespace is not None:
        lines.append(f"NAMESPACE = {namespace!r}")
    lines.append("MESSAGES: dict[str, str] = {")
    lines += [f"    {key!r}: {text!r}," for key, text in messages.items()]
    lines.append("}")
    return "\n".join(lines) + "\n"


def _marked(key: str, text: str) -> str:
    return "Test language" if key == "language.name" else MARK + text


def write_language(folder: Path) -> int:
    """Write the test language's catalogue files into ``folder``, from the package's English files (and each house
    rule's English help, its field's docstring); return how many files."""
    shared = _module(ROOT / "cardrules" / "i18n" / f"{DEFAULT}.py").MESSAGES
    (folder / "i18n").mkdir(parents=True)
    (folder / "i18n" / f"{CODE}.py").write_text(_catalogue_file({k: _marked(k, v) for k, v in shared.items()}),
                                                encoding="utf-8")
    written = 1
    for english in sorted((ROOT / "cardrules").rglob(f"text_{DEFAULT}.py")):
        messages: dict[str, str] = dict(_module(english).MESSAGES)
        namespace = _namespace(messages)
        game = GAMES.get(namespace)
        if game is not None:  # the English help of a house rule is its docstring: the test language translates it
            messages.update({f"{namespace}.rules.{name}.help": doc for name, doc in game.Rules.docs().items()})
        relative = english.parent.relative_to(ROOT / "cardrules")
        (folder / relative).mkdir(parents=True, exist_ok=True)
        (folder / relative / f"text_{CODE}.py").write_text(
            _catalogue_file({k: _marked(k, v) for k, v in messages.items()},
                            None if namespace == relative.name else namespace), encoding="utf-8")
        written += 1
    return written


def _namespace(messages: dict[str, str]) -> str:
    """What a catalogue's keys start with (``packs`` for ``packs.…``, ``practice.packs.…``, ``facts.packs.…``)."""
    first = next(iter(messages)).split(".")
    return first[1] if first[0] in ("practice", "facts") else first[0]


def _module(path: Path) -> Any:
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"_third_language_{path.parent.name}_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def third(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    import cardrules.rooms  # noqa: F401 - the rooms' messages are registered too

    folder = tmp_path_factory.mktemp("third_language")
    files = write_language(folder)
    assert files >= 1 + len(GAMES)
    try:
        assert i18n.load_catalogues(folder) == [CODE]
        yield CODE
    finally:
        CATALOGUES.pop(CODE, None)
        if CODE in LANGUAGES:
            LANGUAGES.remove(CODE)
        FALLBACKS.difference_update({f for f in FALLBACKS if f[0] == CODE})


def _shown(text: Any) -> bool:
    """Whether a text shown is in the test language (or holds no words to translate: a seat's name, a count)."""
    text = say(text)
    return MARK in text or not re.search(r"[A-Za-z]{3,}", re.sub(r"\b[0-9AKQJX]+[SHDC♠♥♦♣★]?\b", "", text))


def test_the_language_is_known_everywhere_once_its_files_are_read(third: str) -> None:
    assert third in LANGUAGES and LANGUAGES[0] == DEFAULT
    # every English message has its test-language one; the test-only sixth game's aside (its own test registers it,
    # in this process too when it ran first, and the third language's files are the shipped games')
    sixth = ("last_trick.", "practice.last_trick.", "facts.last_trick.")
    assert {k for k in CATALOGUES[DEFAULT] if not k.startswith(sixth)} <= set(CATALOGUES[third])
    with language(third):
        assert i18n.get_language() == third and i18n.t("seat.south") == MARK + "South"
    assert i18n.get_language() == DEFAULT


@pytest.mark.parametrize("game", list(GAMES))
def test_a_random_game_narrates_refuses_and_labels_its_rules_in_the_third_language(third: str, game: str) -> None:
    module = GAMES[game]
    rng = random.Random(f"third/{game}")
    state = module.new_game(seed=rng.randrange(1000))
    seen: list[Any] = []
    refusals = 0
    with language(third):
        while not state.is_over:
            view = state.view(state.to_move, open_hands=True)
            assert _shown(view.status), view.status
            for zone in view.zones:
                assert _shown(zone.label), zone.label
            for move in rng.sample(seen, min(3, len(seen))):
                reason = state.why_illegal(move)
                if reason is not None:
                    assert reason.key and MARK in str(reason), reason
                    with pytest.raises(IllegalMoveError) as refused:
                        state.play(move)
                    assert refused.value.reason == reason and MARK in str(refused.value)
                    refusals += 1
            moves = state.legal_moves()
            move = moves[rng.randrange(len(moves))]
            assert MARK in move.label, move.label
            seen = [*seen[-30:], move]
            state = state.play(move)
        lines = state.narration()
        assert len(lines) > 5 and all(MARK in line for line in lines), [x for x in lines if MARK not in x][:3]
        assert MARK in str(state.result)
        for name in module.Rules.docs():
            assert MARK in module.Rules.label(name) and MARK in module.Rules.help(name), name
    assert refusals > 3
    assert not {f for f in FALLBACKS if f[0] == third}


@pytest.mark.parametrize("game", list(GAMES))
def test_every_games_page_text_shows_in_the_third_language(third: str, game: str) -> None:
    """What a game's page shows: its lesson's prose, and the live table with its house-rules form, made with
    ``lang=`` (the table's own language) and played a few steps."""
    from cardrules.lessons import language_links, prose
    from cardrules.widgets import GameTable

    keys = [k.split(".lesson.", 1)[1] for k in CATALOGUES[third] if k.startswith(f"{game}.lesson.")]
    assert keys
    with language(third):
        for key in keys:
            assert MARK in prose(game, key).text, key
        assert "Test language" in language_links(game)._repr_html_()
    table = GameTable(game, seed=3, mode="watch", lang=third, from_url=False)
    for _ in range(4):
        table.forward_button.click()
    assert i18n.get_language() == DEFAULT  # the table's language is its own
    assert MARK in table.deal_button.description and MARK in table.title.value and MARK in table.status.value
    said = [html.unescape(x) for x in re.findall(r"<li[^>]*>(.*?)</li>", table.log_pane.value)]
    assert said and all(MARK in line for line in said), said[:3]
    for name, control in table.rules_form.controls.items():
        assert MARK in control.description and MARK in table.rules_form.helps[name].value, name
    assert "Test language" in table.lang_switch._options_labels
    assert not {f for f in FALLBACKS if f[0] == third}


def test_the_landing_page_in_the_third_language(third: str) -> None:
    from cardrules import landing

    with language(third):
        page = landing.games_overview().body
    for game in GAMES:
        with language(third):
            assert html.escape(i18n.game_title(GAMES[game])) in page
    assert page.count(MARK) > len(GAMES)


# ------------------------------------------------------------------------------------------------ "ja" in code
JAPANESE_FILES = re.compile(r"(^|/)(text_ja|i18n/ja)\.py$")
JA_LITERAL = re.compile(r"""(["'])ja\1""")


def _code_files() -> list[Path]:
    return [p for base in ("cardrules", "notebooks_src", "tools", "benchmarks") for p in (ROOT / base).rglob("*.py")
            if not JAPANESE_FILES.search(p.relative_to(ROOT).as_posix())]


def test_no_code_names_japanese_by_its_code() -> None:
    """Japanese is one catalogue file per source; nothing else says ``"ja"`` (a language-specific choice, such as
    the gap between sentences, is a message of each language's catalogue)."""
    files = _code_files()
    assert len(files) > 50 and not any(p.name == "text_ja.py" for p in files)
    found = [f"{p.relative_to(ROOT)}:{n}" for p in files
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if JA_LITERAL.search(line)]
    assert not found, found


def test_the_check_finds_a_japanese_literal() -> None:
    assert JA_LITERAL.search('space = "" if get_language() == "ja" else " "')
    assert JA_LITERAL.search("lang='ja'") and not JA_LITERAL.search('"jam"') and not JA_LITERAL.search("?lang=ja")
