"""What a reader means by the cards they click at the live table (``cardrules.widgets.table``): in Dudak, the first
hand card clicked leads or beats the top card, the second is the card added on top. Legal or not, so that
``why_illegal`` says why a choice is refused."""

from __future__ import annotations

from collections.abc import Sequence

from cardrules.cards import Card
from cardrules.games.dudak.rules import Beat, Lead, State
from cardrules.protocol import Move

FIRST_CARD_PLAYS = True
"""The beating card, then the card added: the order of the clicks is the order of the move."""


def move_for(state: State, card: Card | None, targets: Sequence[Card]) -> Move | None:
    if card is None:
        if not targets:
            return None
        card, targets = targets[0], targets[1:]
    if not state.pile:
        return Lead(card)
    return Beat(card, targets[0] if targets else None)


ACTIONS = ("lead", "beat", "add", "take", "pile", "declare", "trump")
"""What a player does in Dudak, in the words the table's prompts use (:mod:`cardrules.prompts`)."""

PROMPTS = {
    "status.lead": {"click": "dudak.status.lead.click", "try_picked": "dudak.prompt.lead_it"},
    "status.beat_or_take": {"click": "dudak.status.beat_or_take.click",
                            "picked_more": "dudak.status.beat_or_take.picked_more",
                            "try_picked": "dudak.prompt.beat_it"},
    "status.beat_or_take_all": {"click": "dudak.status.beat_or_take_all.click",
                                "picked_more": "dudak.status.beat_or_take_all.picked_more",
                                "try_picked": "dudak.prompt.beat_it"},
}
"""What the table asks at each phase of a turn, by status key (:mod:`cardrules.prompts`)."""


DEAL_OUTCOMES = frozenset({"lead:out", "beat:out", "loser", "game_end"})
"""The events that say how a deal ended, by kind (``"kind:flag"``: an event of that kind whose ``flag`` is true):
each player going out, in order (a lead or a beat marked ``out``), the loser of the deal, the end of the game. The
table's result of a deal names them in words (:func:`cardrules.render.deal_end_html`)."""
