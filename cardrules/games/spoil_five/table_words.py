"""The live table's words for Spoil Five (:mod:`cardrules.prompts`, :func:`cardrules.render.deal_outcomes`): the
vocabulary of its actions, what the table asks at each phase of a turn, and the events that say how a deal ended."""

from __future__ import annotations

ACTIONS = ("lead", "play", "trick", "rob", "turn-up", "discard", "declare", "decline", "stop", "take", "pool", "jink")
"""What a player does in Spoil Five, in the words the table's prompts use (:mod:`cardrules.prompts`)."""

PROMPTS: dict[str, dict[str, str | None]] = {
    # robbing: the robs the picked cards belong to are listed, so nothing is "played" (a first reader was offered
    # "Play it" after picking the card to discard, and it was refused)
    "status.rob": {"click": "spoil_five.status.rob.click", "picked_more": "spoil_five.status.rob.picked_more",
                   "try_picked": None},
    "status.lead": {"click": "spoil_five.status.lead.click", "try_picked": "spoil_five.prompt.lead_it"},
    "status.play": {"click": "spoil_five.status.play.click", "try_picked": "spoil_five.prompt.play_it"},
    "status.three": {"click": "spoil_five.status.three.click", "try_picked": "spoil_five.prompt.lead_it"},
}
"""What the table asks at each phase of a turn, by status key (:mod:`cardrules.prompts`)."""


DEAL_OUTCOMES = frozenset({"jink", "stop", "pool", "bonus", "spoil", "game_over"})
"""The events that say how a deal ended, by kind (``"kind:flag"``: an event of that kind whose ``flag`` is true): a
jink led, a stop, the pool won, the bonus of a jink made, a spoiled deal (a jink failed or nobody took three tricks)
and where the pool goes, the end of the game. The table's result of a deal names them in words, narrated
(:func:`cardrules.render.deal_end_html`)."""
