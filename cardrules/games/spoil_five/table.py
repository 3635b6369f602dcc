"""What a reader means by the cards they click at the live table (:mod:`cardrules.table_spec`): in Spoil Five, a
card led or played to the trick, or (with the turn-up clicked) a rob discarding that card. Legal or not, so that
``why_illegal`` says why a choice is refused."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import Card
from cardrules.games.spoil_five.rules import Jink, Lead, Play, Rob, State, _trick_winner
from cardrules.montecarlo import HintSettings
from cardrules.protocol import Move
from cardrules.table_spec import TableSpec


def move_for(state: State, card: Card | None, targets: Sequence[Card]) -> Move | None:
    turnup = state.turnup
    if turnup is not None and turnup in targets:
        return Rob(turnup, card if card is not None else turnup)
    if card is None:
        card = targets[0] if targets else None
        if card is None:
            return None
    return Play(card) if state.trick else Lead(card)


def trick_outcome(state: State, move: Move) -> str | None:
    """Whether ``move`` wins the trick in progress, where the seat to move knows it for sure (the Hint's words):
    ``"trick_won"`` when its card is the trick's last, or beats the cards played and every card the seat cannot see
    (whoever holds it, however the others play); ``"trick_lost"`` when a card already played beats it; ``None`` when
    a card the seat cannot see may still beat it, or the move is no card to a trick. ``state`` is any state
    consistent with the seat's view: the cards it cannot see are taken together, wherever that state dealt them."""
    seat = state.to_move
    if not isinstance(move, Lead | Play | Jink) or state.phase != "play" or seat is None:
        return None
    trick = (*state.trick, (seat, move.card))
    rules = state.rules
    winner = _trick_winner(trick, state.trumps, rules.ranking, state.low_ace)
    if winner is None or winner[0] != seat:
        return "trick_lost"  # a card played later can only take the trick from the card winning it now
    if len(trick) == rules.players:
        return "trick_won"
    # seen: the seat's hand, the cards played this deal, the turn-up lying on the stock (nobody can play it);
    # any other card may be in a hand still to play to this trick (a robber's discard and the stock included, as
    # the seat cannot tell where they lie)
    seen = set(state.hands[seat]) | {c for _, c in trick} | {c for won in state.won for c in won}
    if state.turnup is not None:
        seen.add(state.turnup)
    other = (seat + 1) % rules.players
    for card in state.all_cards():
        if card not in seen and _trick_winner((*trick, (other, card)), state.trumps, rules.ranking,
                                              state.low_ace) != winner:
            return None
    return "trick_won"


def _puzzles() -> Mapping[str, Any]:
    from cardrules.games.spoil_five.puzzles import FINDERS  # on first use: the finders need the practice module

    return FINDERS


TABLE = TableSpec(
    move_for=move_for, puzzles=_puzzles,
    # the Hint says whether a card wins the trick where the seat can know it (a learner acts on the trick at hand)
    hint=HintSettings(outcome=trick_outcome),
    # what a player does, in the words the table's prompts use (cardrules.prompts)
    actions=("lead", "play", "trick", "rob", "turn-up", "discard", "declare", "decline", "stop", "take", "pool",
             "jink"),
    # what the table asks at each phase of a turn, by status key (cardrules.prompts)
    prompts={
        # robbing: the robs the picked cards belong to are listed, so nothing is "played" (a first reader was
        # offered "Play it" after picking the card to discard, and it was refused)
        "status.rob": {"click": "spoil_five.status.rob.click", "picked_more": "spoil_five.status.rob.picked_more",
                       "try_picked": None},
        "status.lead": {"click": "spoil_five.status.lead.click", "try_picked": "spoil_five.prompt.lead_it"},
        "status.play": {"click": "spoil_five.status.play.click", "try_picked": "spoil_five.prompt.play_it"},
        "status.three": {"click": "spoil_five.status.three.click", "try_picked": "spoil_five.prompt.lead_it"},
    },
    # the events whose sentences say how a deal ended (cardrules.render.deal_end_html): a jink led, a stop, the pool
    # won, the bonus of a jink made, a spoiled deal (a jink failed or nobody took three tricks) and where the pool
    # goes, the end of the game
    deal_outcomes=frozenset({"jink", "stop", "pool", "bonus", "spoil", "game_over"}))
"""What a click means at a Spoil Five table, its words and its practice questions
(:class:`cardrules.table_spec.TableSpec`)."""
