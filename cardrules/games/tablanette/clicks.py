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
