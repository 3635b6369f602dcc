"""The live table's words for Dudak (:mod:`cardrules.prompts`, :func:`cardrules.render.deal_outcomes`): the
vocabulary of its actions, what the table asks at each phase of a turn, and the events that say how a deal ended."""

from __future__ import annotations

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
