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


TABLE = TableSpec(
    move_for=move_for, puzzles=_puzzles,
    # what a player does, in the words the table's prompts use (cardrules.prompts)
    actions=("lead", "play", "trick", "rob", "turn-up", "discard", "declare", "decline", "stop", "take", "pool",
             "jink"),
    # what the table asks at each phase of a turn, by status key (cardrules.prompts)
    prompts={
        # robbing: the robs the picked cards belong to are listed, so nothing is "played" (a first reader was
        # offered "Play it" after picking the card to discard, and it was refused)
        "status.rob": {"click": "spoil_five.status.rob.click", "picked_more": "spoil_five.status.rob.picked_more",
                       "try_picked": None},
        "status.lead": {"click": "spoil_five.status.lead.click", "try_picked": "spoil_five.prompt.lead_it"},
        "status.play": {"click": "spoil_five.status.play.click", "try_picked": "spoil_five.prompt.play_it"},
        "status.three": {"click": "spoil_five.status.three.click", "try_picked": "spoil_five.prompt.lead_it"},
    },
    # the events whose sentences say how a deal ended (cardrules.render.deal_end_html): a jink led, a stop, the pool
    # won, the bonus of a jink made, a spoiled deal (a jink failed or nobody took three tricks) and where the pool
    # goes, the end of the game
    deal_outcomes=frozenset({"jink", "stop", "pool", "bonus", "spoil", "game_over"}))
"""What a click means at a Spoil Five table, its words and its practice questions
(:class:`cardrules.table_spec.TableSpec`)."""
