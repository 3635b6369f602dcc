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
TABLE = TableSpec(
    move_for=move_for, first_card_plays=True, puzzles=_puzzles,
    # what a player does, in the words the table's prompts use (cardrules.prompts)
    actions=("lead", "beat", "add", "take", "pile", "declare", "trump"),
    # what the table asks at each phase of a turn, by status key (cardrules.prompts)
    prompts={
        "status.lead": {"click": "dudak.status.lead.click", "try_picked": "dudak.prompt.lead_it"},
        "status.beat_or_take": {"click": "dudak.status.beat_or_take.click",
                                "picked_more": "dudak.status.beat_or_take.picked_more",
                                "try_picked": "dudak.prompt.beat_it"},
        "status.beat_or_take_all": {"click": "dudak.status.beat_or_take_all.click",
                                    "picked_more": "dudak.status.beat_or_take_all.picked_more",
                                    "try_picked": "dudak.prompt.beat_it"},
    },
    # the events whose sentences say how a deal ended (cardrules.render.deal_end_html), by kind ("kind:flag": an
    # event of that kind whose flag is true): each player going out, in order (a lead or a beat marked out), the
    # loser of the deal, the end of the game
    deal_outcomes=frozenset({"lead:out", "beat:out", "loser", "game_end"}))
"""What a click means at a Dudak table, its words and its practice questions
(:class:`cardrules.table_spec.TableSpec`)."""
