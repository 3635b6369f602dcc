"""Practice covers the whole of each game's rules at a glance (issue 44): every point of the box at the top of a game's
page (``<game>.lesson.glance``, one point a line) is practised by at least one kind of question, as the game's
``puzzles.GLANCE`` says, in both languages; every kind of question practises some point; and every kind is asked,
answered by the engine, on a position the engine reached by legal moves."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from cardrules import GAMES
from cardrules.i18n import language, t
from cardrules.practice import kinds_of, puzzles

SHIPPED = ("tablanette", "spoil_five", "packs", "dudak", "nine_peak")

def _points(game: str, lang: str) -> list[str]:
    with language(lang):
        lines = [x.strip() for x in t(f"{game}.lesson.glance").splitlines() if x.strip()]
    return lines[1:]  # the first line is the box's title


def _glance(game: str) -> tuple[tuple[str, ...], ...]:
    module: Any = importlib.import_module(f"{GAMES[game].__name__}.puzzles")
    return tuple(module.GLANCE)


@pytest.mark.parametrize("game", SHIPPED)
def test_every_point_of_the_rules_at_a_glance_is_practised(game: str) -> None:
    glance = _glance(game)
    english, japanese = _points(game, "en"), _points(game, "ja")
    assert len(english) == len(japanese) == len(glance), (game, len(english), len(japanese), len(glance))
    missing = [f"{game}, point {i + 1}: {point!r}" for i, (point, kinds) in enumerate(zip(english, glance))
               if not kinds]
    assert not missing, "no practice question on: " + "; ".join(missing)


@pytest.mark.parametrize("game", SHIPPED)
def test_every_kind_practises_a_point_and_is_asked(game: str) -> None:
    kinds = set(kinds_of(game))
    named = {k for point in _glance(game) for k in point}
    assert named <= kinds, f"{game}: GLANCE names kinds it does not ask: {sorted(named - kinds)}"
    assert kinds <= named, f"{game}: kinds practising no point of the rules at a glance: {sorted(kinds - named)}"
    module: Any = GAMES[game]
    for kind in sorted(kinds):
        for level in (1, 3):
            (p,) = puzzles(game, seed=0, count=1, level=level, kinds=[kind])
            assert p.kind == kind
            again = module.State.from_dict(p.state.to_dict())  # replayed move by move: refused if illegal
            assert again.to_dict() == p.state.to_dict(), p.code
            assert len(p.choices) >= 2 and all(c.explanation for c in p.choices), p.code
            for answer in p.answers:
                assert p.check(answer).correct, p.code
