"""What a reader means by the cards they click at the live table (:mod:`cardrules.table_spec`): in Dudak, the first
hand card clicked leads or beats the top card, the second is the card added on top. Legal or not, so that
``why_illegal`` says why a choice is refused."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import Card
from cardrules.games.dudak.rules import Beat, Lead, State, beats
from cardrules.montecarlo import HintSettings
from cardrules.protocol import Move
from cardrules.table_spec import TableSpec


def move_for(state: State, card: Card | None, targets: Sequence[Card]) -> Move | None:
    if card is None:
        if not targets:
            return None
        card, targets = targets[0], targets[1:]
    if not state.pile:
        return Lead(card)
    return Beat(card, targets[0] if targets else None)


def hint_outcome(state: State, move: Move) -> str | None:
    """What ``move`` surely does, for the Hint's words (Dudak has no tricks: what decides a turn is whether the hand
    empties and whether the card left on top can be beaten): ``"out"`` when it plays the seat's last cards (a beat
    with no card added already says so in its own label); ``"next_takes"`` when no card the seat cannot see beats
    the card it leaves on top for the next player (with that player's trump, or any suit they may still declare),
    so that the next player must take; else ``None``. ``state`` is any state consistent with the seat's view: the
    cards it cannot see are taken together, wherever that state dealt them."""
    seat = state.to_move
    if not isinstance(move, Lead | Beat) or seat is None:
        return None
    if isinstance(move, Beat) and move.add is None:
        return None
    top = move.card if isinstance(move, Lead) else move.add
    played = 1 if isinstance(move, Lead) else 2
    if len(state.hands[seat]) == played:
        return "out"
    after = state.play_unchecked(move)
    follower = after.to_move
    if top is None or after.is_over or after.deal != state.deal or follower is None or follower == seat \
            or not after.pile or after.pile[-1] != top:
        return None
    trump = after.trumps[follower]
    may_declare = trump is None and state.rules.trumps == "any_time"
    unseen = [c for other, hand in enumerate(after.hands) if other != seat for c in hand]
    for card in unseen:
        if beats(card, top, trump) or (may_declare and card.suit is not top.suit):
            return None
    return "next_takes"


def _puzzles() -> Mapping[str, Any]:
    from cardrules.games.dudak.puzzles import FINDERS  # on first use: the finders need the practice module

    return FINDERS


# The beating card, then the card added: the order of the clicks is the order of the move.
TABLE = TableSpec(
    move_for=move_for, first_card_plays=True, puzzles=_puzzles,
    # the Hint says when a move goes out, or leaves a card the next player cannot beat
    hint=HintSettings(outcome=hint_outcome),
    # what a player does, in the words the table's prompts use (cardrules.prompts)
    actions=("lead", "beat", "add", "take", "pile", "declare", "trump"),
    # what the table asks at each phase of a turn, by status key (cardrules.prompts)
    prompts={
        "status.lead": {"click": "dudak.status.lead.click", "try_picked": "dudak.prompt.lead_it"},
        "status.beat_or_take": {"click": "dudak.status.beat_or_take.click",
                                "picked_more": "dudak.status.beat_or_take.picked_more",
                                "try_picked": "dudak.prompt.beat_it"},
        "status.beat_or_take_all": {"click": "dudak.status.beat_or_take_all.click",
                                    "picked_more": "dudak.status.beat_or_take_all.picked_more",
                                    "try_picked": "dudak.prompt.beat_it"},
    },
    # the events whose sentences say how a deal ended (cardrules.render.deal_end_html), by kind ("kind:flag": an
    # event of that kind whose flag is true): each player going out, in order (a lead or a beat marked out), the
    # loser of the deal, the end of the game
    deal_outcomes=frozenset({"lead:out", "beat:out", "loser", "game_end"}))
"""What a click means at a Dudak table, its words and its practice questions
(:class:`cardrules.table_spec.TableSpec`)."""
