"""Every example a lesson or a practice question shows goes through the engine, and fails here if the rules refuse it.

A lesson's worked examples already play their moves through the engine (``cardrules.lessons.example`` calls
``State.play``, which refuses an illegal move); what a page computes outside a move (a table of sets and their scores,
the sets already laid in a drawn position) the engine never saw. So each game page's code cells (from
``notebooks_src/``, the widgets' cells left out) run here with the game module's ``from_position`` and 9 Peak's
``set_score`` watched: every set the page scores or draws must be one a player can lay, which the engine is asked
in a position built for it (the Area holding what each number needs to count as the set's size).
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from cardrules import GAMES
from cardrules.cards import Card, codes, parse_cards
from cardrules.games import nine_peak
from cardrules.practice import LEVELS, puzzles

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from build_notebooks import cells_from_percent  # noqa: E402

WIDGET_CELLS = ("Practice(", "GameTable(", "warm_up(", "designer_study(")
"""Cells that make widgets or run a study: they show no example."""


def layable_refusal(cards: tuple[Card, ...], rules: nine_peak.Rules | None = None) -> str | None:
    """The engine's reason a player could never lay ``cards`` as one set (None when some position lets them): the
    set is offered in a position where the Area holds, for each number of the set below its size, as many cards
    of that number as it needs to count as the size."""
    rules = rules or nine_peak.Rules(players=3)
    n = len(cards)
    left = Counter(rules.deck()) - Counter(cards)
    area: list[Card] = []
    for number in sorted({c.number for c in cards if c.number < n}):
        have = sorted(c for c in left.elements() if c.number == number)
        if len(have) < n - number:
            return f"the deck has too few {number}s to widen their range to {n}"
        area += have[: n - number]
    left -= Counter(area)
    others = sorted(left.elements())
    state = nine_peak.from_position(rules, area=codes(area), hands=[codes(cards), codes(others[:1]),
                                                                   codes(others[1:2])])
    return state.why_illegal(nine_peak.parse_move(f"play {n}: {codes(cards)}"))


def test_the_check_refuses_an_impossible_set() -> None:
    """The issue's example: a 5 never counts as 4, so 3♠ 3♥ 5♦ 5♣ is no set of 4."""
    assert layable_refusal(tuple(parse_cards("3S 3H 5D 5C")))
    assert layable_refusal(tuple(parse_cards("3S 3H 4D 4C"))) is None


def _run_page(game: str, watch: dict[str, Any]) -> None:
    source = (ROOT / "notebooks_src" / f"{game}.py").read_text(encoding="utf-8")
    ns: dict[str, Any] = {}
    for cell in cells_from_percent(source):
        if cell.cell_type != "code" or any(w in cell.source for w in WIDGET_CELLS):
            continue
        exec(compile(cell.source, f"{game}.py", "exec"), ns)  # noqa: S102 - the project's own notebook source


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_lesson_example_is_played_by_the_engine(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    module: Any = GAMES[game]
    positions: list[Any] = []
    scored: list[tuple[Card, ...]] = []
    real_position = module.from_position

    def from_position(*args: Any, **kwargs: Any) -> Any:
        state = real_position(*args, **kwargs)
        positions.append((state, kwargs))
        return state

    monkeypatch.setattr(module, "from_position", from_position)
    if game == "nine_peak":
        real_score = nine_peak.set_score

        def set_score(cards: Any, *args: Any) -> Any:
            scored.append(tuple(cards))
            return real_score(cards, *args)

        monkeypatch.setattr(nine_peak, "set_score", set_score)
    _run_page(game, {})
    assert positions, f"{game}'s page draws no position from the engine"
    if game != "nine_peak":
        return
    laid = [tuple(parse_cards(s)) for _, kw in positions for seat in kw.get("sets") or () for s in seat]
    assert scored and laid
    refused = {codes(s): why for s in {*scored, *laid} if (why := layable_refusal(s))}
    assert not refused, f"the 9 Peak lesson shows sets the rules refuse: {refused}"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_practice_question_is_a_position_of_the_engine(game: str) -> None:
    """Each question's position is a state the engine reached by legal moves (it replays them from its saved form),
    and every card the question shows or asks to click lies where the drawing puts it."""
    module: Any = GAMES[game]
    for level in LEVELS:
        for puzzle in puzzles(game, seed=1, count=4, level=level):
            again = module.State.from_dict(puzzle.state.to_dict())  # replayed move by move: refused if illegal
            assert again.to_dict() == puzzle.state.to_dict()
            zones = {z.key: Counter(c for c in z.cards if c is not None) for z in puzzle.view().zones}
            shown = [(c.zone, c.card) for c in puzzle.choices if c.card is not None]
            shown += [(zone, card) for zone, cards in puzzle.highlight for card in cards]
            for zone, card in shown:
                assert zone in zones and zones[zone][card] > 0, (puzzle.code, zone, card)
            for answer in puzzle.answers:
                assert puzzle.check(answer).correct, puzzle.code
