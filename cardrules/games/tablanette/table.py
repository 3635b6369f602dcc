"""What a reader means by the cards they click at the live table (:mod:`cardrules.table_spec`): in Tablanette, the
hand card played and the table cards it takes. Legal or not, so that ``why_illegal`` says why a choice is refused."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import Card
from cardrules.games.tablanette.rules import Play, State
from cardrules.table_spec import TableSpec


def move_for(state: State, card: Card | None, targets: Sequence[Card]) -> Play | None:
    """The hand card ``card`` played, taking the table cards ``targets`` (none: it stays on the table). A table card
    clicked alone is read as a try to play that card, which the engine refuses as not in the hand."""
    if card is None:
        if not targets:
            return None
        card, targets = targets[0], targets[1:]
    return Play(card, tuple(targets))


def _puzzles() -> Mapping[str, Any]:
    from cardrules.games.tablanette.puzzles import FINDERS  # on first use: the finders need the practice module

    return FINDERS


TABLE = TableSpec(
    move_for=move_for, puzzles=_puzzles,
    # what a player does, in the words the table's prompts use (cardrules.prompts)
    actions=("play", "capture", "take", "stays on the table"),
    # what the table asks at each phase of a turn, by status key (cardrules.prompts)
    prompts={
        "status.to_play": {"click": "tablanette.status.to_play.click",
                           "picked_more": "tablanette.status.to_play.picked_more",
                           "try_picked": "tablanette.prompt.play_it"},
    },
    # the events whose sentences say how a deal ended (cardrules.render.deal_end_html): who takes the cards left on
    # the table, the end of the game (what each side took and scored is the result's table)
    deal_outcomes=frozenset({"last_cards", "game_over"}))
"""What a click means at a Tablanette table, its words and its practice questions
(:class:`cardrules.table_spec.TableSpec`)."""
