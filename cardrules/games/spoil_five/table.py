"""What a reader means by the cards they click at the live table (:mod:`cardrules.table_spec`): in Spoil Five, a
card led or played to the trick, or (with the turn-up clicked) a rob discarding that card. Legal or not, so that
``why_illegal`` says why a choice is refused."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import Card
from cardrules.games.spoil_five.rules import Lead, Play, Rob, State
from cardrules.protocol import Move
from cardrules.table_spec import TableSpec


def move_for(state: State, card: Card | None, targets: Sequence[Card]) -> Move | None:
    turnup = state.turnup
    if turnup is not None and turnup in targets:
        return Rob(turnup, card if card is not None else turnup)
    if card is None:
        card = targets[0] if targets else None
        if card is None:
            return None
    return Play(card) if state.trick else Lead(card)


def _puzzles() -> Mapping[str, Any]:
    from cardrules.games.spoil_five.puzzles import FINDERS  # on first use: the finders need the practice module

    return FINDERS


TABLE = TableSpec(move_for=move_for, puzzles=_puzzles)
"""What a click means at a Spoil Five table, and its practice questions (:class:`cardrules.table_spec.TableSpec`)."""
