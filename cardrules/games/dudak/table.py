"""What a reader means by the cards they click at the live table (:mod:`cardrules.table_spec`): in Dudak, the first
hand card clicked leads or beats the top card, the second is the card added on top. Legal or not, so that
``why_illegal`` says why a choice is refused."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import Card
from cardrules.games.dudak.rules import Beat, Lead, State
from cardrules.protocol import Move
from cardrules.table_spec import TableSpec


def move_for(state: State, card: Card | None, targets: Sequence[Card]) -> Move | None:
    if card is None:
        if not targets:
            return None
        card, targets = targets[0], targets[1:]
    if not state.pile:
        return Lead(card)
    return Beat(card, targets[0] if targets else None)


def _puzzles() -> Mapping[str, Any]:
    from cardrules.games.dudak.puzzles import FINDERS  # on first use: the finders need the practice module

    return FINDERS


# The beating card, then the card added: the order of the clicks is the order of the move.
TABLE = TableSpec(move_for=move_for, first_card_plays=True, puzzles=_puzzles)
"""What a click means at a Dudak table, and its practice questions (:class:`cardrules.table_spec.TableSpec`)."""
