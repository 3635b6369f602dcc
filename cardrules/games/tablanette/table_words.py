"""The live table's words for Tablanette (:mod:`cardrules.prompts`, :func:`cardrules.render.deal_outcomes`): the
vocabulary of its actions, what the table asks at each phase of a turn, and the events that say how a deal ended."""

from __future__ import annotations

ACTIONS = ("play", "capture", "take", "stays on the table")
"""What a player does in Tablanette, in the words the table's prompts use (:mod:`cardrules.prompts`)."""

PROMPTS = {
    "status.to_play": {"click": "tablanette.status.to_play.click",
                       "picked_more": "tablanette.status.to_play.picked_more",
                       "try_picked": "tablanette.prompt.play_it"},
}
"""What the table asks at each phase of a turn, by status key (:mod:`cardrules.prompts`)."""


DEAL_OUTCOMES = frozenset({"last_cards", "game_over"})
"""The events that say how a deal ended, by kind (``"kind:flag"``: an event of that kind whose ``flag`` is true):
who takes the cards left on the table, the end of the game (what each side took and scored is the result's table).
The table's result of a deal names them in words, narrated (:func:`cardrules.render.deal_end_html`)."""
