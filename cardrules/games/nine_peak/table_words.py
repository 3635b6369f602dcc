"""The live table's words for 9 Peak (:mod:`cardrules.prompts`, :func:`cardrules.render.deal_outcomes`): the
vocabulary of its actions, what the table asks at each phase of a turn, and the events that say how a deal ended."""

from __future__ import annotations

ACTIONS = ("pass", "play", "set", "place", "take back", "take", "area", "count")
"""What a player does in 9 Peak, in the words the table's prompts use (:mod:`cardrules.prompts`)."""

_TURN = {"click": "nine_peak.status.turn.click", "picked_more": "nine_peak.status.turn.picked_more",
         "try_picked": "nine_peak.prompt.play_set"}
PROMPTS = {
    "status.turn": _TURN,
    "status.turn_last": {"click": "nine_peak.status.turn_last.click",
                         "picked_more": "nine_peak.status.turn_last.picked_more",
                         "try_picked": "nine_peak.prompt.play_set"},
    "status.take": {"click": "nine_peak.status.take.click", "try_picked": "nine_peak.prompt.take_it"},
}
"""What the table asks at each phase of a turn, by status key (:mod:`cardrules.prompts`)."""


DEAL_OUTCOMES = frozenset({"end_trigger", "bonus", "game_end"})
"""The events that say how a deal ended, by kind (``"kind:flag"``: an event of that kind whose ``flag`` is true):
what ended the round, each player's bonus, the winner. The table's result of a deal names them in words, narrated
(:func:`cardrules.render.deal_end_html`)."""
