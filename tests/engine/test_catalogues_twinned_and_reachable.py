"""The shared catalogues (``cardrules/i18n/en.py`` and ``ja.py``): twins key for key, every key reachable from the
code, the notebooks' sources or the page template, and Japanese digits written half-width.

A key is reachable when some source names it: literally (``t("widget.deal")``), as the start of a key built with an
f-string (``t(f"card.suit.{suit}")`` reaches every ``card.suit.*``), as a lesson's prose (``prose("lab", "intro")``
is ``lab.lesson.intro``) or as a plural (``plural("practice.choices", n)`` is ``practice.choices.one``/``.other``).
A key no source reaches is dead text that a translator would still keep up to date.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from cardrules.i18n import CATALOGUES

ROOT = Path(__file__).resolve().parents[2]


def _own_messages(lang: str) -> dict[str, str]:
    """The messages the file ``cardrules/i18n/<lang>.py`` itself states (the games add theirs to the same dict when
    imported, so the module's ``MESSAGES`` is not read)."""
    tree = ast.parse((ROOT / f"cardrules/i18n/{lang}.py").read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for k, v in zip(node.keys, node.values, strict=True):
                if isinstance(k, ast.Constant) and isinstance(k.value, str):
                    out[k.value] = ast.literal_eval(v)
    return out


def _sources() -> str:
    files = [*ROOT.glob("cardrules/**/*.py"), *ROOT.glob("notebooks_src/*.py"), *ROOT.glob("tools/*.py"),
             *(p for p in ROOT.glob("share/**/*") if p.is_file())]
    skip = {ROOT / "cardrules/i18n/en.py", ROOT / "cardrules/i18n/ja.py"}
    return "\n".join(p.read_text(encoding="utf-8") for p in files if p not in skip)


def _reachable(key: str, text: str, literals: set[str], prefixes: tuple[str, ...], built: set[str]) -> bool:
    return key in literals or key in built or key.startswith(prefixes)


def test_english_and_japanese_shared_catalogues_have_the_same_keys() -> None:
    english, japanese = _own_messages("en"), _own_messages("ja")
    assert english and set(english) == set(japanese), sorted(set(english) ^ set(japanese))


def test_every_shared_key_is_reached_by_some_source() -> None:
    text = _sources()
    literals = set(re.findall(r"""["']([a-z_][\w.:-]*)["']""", text))
    prefixes = tuple(set(re.findall(r"""\bf["']([a-z_][\w.]*)\{""", text)))
    built = {f"{game}.lesson.{key}" for game, key in re.findall(r"""prose\(\s*["'](\w+)["']\s*,\s*["'](\w+)["']""",
                                                                 text)}
    built |= {f"{key}.{form}" for key in re.findall(r"""plural\(\s*["']([\w.]+)["']""", text)
              for form in ("one", "other")}
    dead = sorted(k for k in _own_messages("en") if not _reachable(k, text, literals, prefixes, built))
    assert not dead, dead


def test_the_check_finds_a_dead_key() -> None:
    """The scan is not vacuous: a key only the catalogue names is caught, a key built by an f-string is not."""
    text = 't("widget.deal") and t(f"card.suit.{s}")'
    literals = set(re.findall(r"""["']([a-z_][\w.:-]*)["']""", text))
    prefixes = tuple(set(re.findall(r"""\bf["']([a-z_][\w.]*)\{""", text)))
    assert _reachable("widget.deal", text, literals, prefixes, set())
    assert _reachable("card.suit.S", text, literals, prefixes, set())
    assert not _reachable("widget.your_cards", text, literals, prefixes, set())


FULL_WIDTH_DIGITS = re.compile("[\uff10-\uff19]")

@pytest.mark.parametrize("source", ["shared", "games"])
def test_japanese_writes_digits_half_width(source: str) -> None:
    """docs/glossary.md: numbers in Japanese running text are half-width (3枚, 第2ディール), never ３枚."""
    import cardrules.games  # noqa: F401 - registers every game's texts

    messages = _own_messages("ja") if source == "shared" else CATALOGUES["ja"]
    assert messages
    wide = {k: v for k, v in messages.items() if FULL_WIDTH_DIGITS.search(v)}
    assert not wide, sorted(wide)[:10]
