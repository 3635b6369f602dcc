"""What a reader means by the cards they click at the live table (:mod:`cardrules.table_spec`): in Dudak, the first
hand card clicked leads or beats the top card, the second is the card added on top. Legal or not, so that
``why_illegal`` says why a choice is refused."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import Card
from cardrules.games.dudak import table_words as words
from cardrules.games.dudak.rules import Beat, Lead, State
from cardrules.montecarlo import HintSettings
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


def out_outcome(state: State, move: Move) -> str | None:
    """``"out"`` when ``move`` plays the seat's last cards, so that it goes out and cannot lose the deal (the Hint's
    words; a beat with no card added already says so in its own label), else ``None``. Dudak has no tricks: what a
    move surely does is whether it empties the hand."""
    seat = state.to_move
    if not isinstance(move, Lead | Beat) or (isinstance(move, Beat) and move.add is None) or seat is None:
        return None
    played = 1 if isinstance(move, Lead) else 2
    return "out" if len(state.hands[seat]) == played else None


def _puzzles() -> Mapping[str, Any]:
    from cardrules.games.dudak.puzzles import FINDERS  # on first use: the finders need the practice module

    return FINDERS


# The beating card, then the card added: the order of the clicks is the order of the move.
TABLE = TableSpec(
    move_for=move_for, first_card_plays=True, puzzles=_puzzles,
    # the Hint says when a move goes out (the one thing a Dudak move does for sure that decides the deal)
    hint=HintSettings(outcome=out_outcome),
    # the table's words for the game (table_words.py): its actions, its prompts by phase, how a deal ends
    actions=words.ACTIONS, prompts=words.PROMPTS, deal_outcomes=words.DEAL_OUTCOMES)
"""What a click means at a Dudak table, its words and its practice questions
(:class:`cardrules.table_spec.TableSpec`)."""
