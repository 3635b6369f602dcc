"""What a reader means by the cards they click at the live table (``cardrules.widgets.table``): in Tablanette, the
hand card played and the table cards it takes. Legal or not, so that ``why_illegal`` says why a choice is refused."""

from __future__ import annotations

from collections.abc import Sequence

from cardrules.cards import Card
from cardrules.games.tablanette.rules import Play, State


def move_for(state: State, card: Card | None, targets: Sequence[Card]) -> Play | None:
    """The hand card ``card`` played, taking the table cards ``targets`` (none: it stays on the table). A table card
    clicked alone is read as a try to play that card, which the engine refuses as not in the hand."""
    if card is None:
        if not targets:
            return None
        card, targets = targets[0], targets[1:]
    return Play(card, tuple(targets))


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
