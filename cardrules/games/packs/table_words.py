"""The live table's words for Packs (:mod:`cardrules.prompts`, :func:`cardrules.render.deal_outcomes`): the
vocabulary of its actions, what the table asks at each phase of a turn, and the events that say how a deal ended."""

from __future__ import annotations

ACTIONS = ("draw", "pack", "add", "steal", "show", "end the turn", "worth")
"""What a player does in Packs, in the words the table's prompts use (:mod:`cardrules.prompts`)."""

_PACKING = {"click": "packs.status.act.click", "picked_more": "packs.prompt.pack.picked_more",
            "try_picked": "packs.prompt.pack_it"}
PROMPTS = {
    "status.act": _PACKING,
    "status.must_pack": {**_PACKING, "click": "packs.status.must_pack.click"},
    "status.forced": {**_PACKING, "click": "packs.status.must_pack.click"},
    "status.steal": {"click": "packs.status.steal.click", "picked_more": "packs.prompt.steal.picked_more",
                     "try_picked": "packs.prompt.steal_it"},
}
"""What the table asks at each phase of a turn, by status key (:mod:`cardrules.prompts`)."""


DEAL_OUTCOMES = frozenset({"deal_end", "score", "game_end"})
"""The events that say how a deal ended, by kind (``"kind:flag"``: an event of that kind whose ``flag`` is true):
why the deal ended, each side's packs and points, the end of the game. The table's result of a deal names them in
words (:func:`cardrules.render.deal_end_html`)."""
