"""Last Trick's one kind of practice question: which cards of the hand may follow to the trick."""

from __future__ import annotations

import random
from typing import Any

from cardrules.events import Reason
from cardrules.i18n import t
from cardrules.practice import Choice, Puzzle

from .rules import Play, State


def follow(state: State, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """A seat following to a trick with a choice to make: every card it may play is the answer."""
    seat = state.to_move
    if seat is None or not state.trick:
        return None
    hand = state.hands[seat]
    legal = {m.card for m in state.legal_moves()}
    if len(legal) == len(hand):  # a void in the suit led: any card, nothing to ask
        return None
    choices = tuple(Choice(str(c), str(c), t("last_trick.practice.may" if c in legal else "last_trick.practice.not",
                                             card=str(c)), card=c, zone=f"hand/{seat}") for c in hand)
    right = frozenset(str(c) for c in hand if c in legal)

    def judge(keys: frozenset[str]) -> Reason | None:  # the engine's refusal, worded by the practice
        for c in hand:
            if str(c) in keys:
                reason: Reason | None = state.why_illegal(Play(c))
                if reason:
                    return reason
        return None

    return Puzzle("last_trick", "follow", level, t("last_trick.practice.question"), state, seat, choices,
                  frozenset({right}), True, t("last_trick.practice.solution", cards=" ".join(sorted(right))),
                  highlight=(("table", tuple(c for _, c in state.trick)),), judge=judge)


FINDERS: dict[str, Any] = {"follow": follow}
