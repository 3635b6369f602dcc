"""9 Peak's play path against the plain rules it stands for: a card taken back goes into the hand where sorting the
hand would put it (``State._apply`` finds the place by bisecting the cards' places in hand order instead of sorting),
and a turn's end (the turn passed on, an emptied hand, the settlement) is what the plain rule says."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cardrules.games.nine_peak import Rules, new_game
from cardrules.games.nine_peak.rules import PRESETS, Take, _sorted

CASES = [Rules(), Rules(players=3), Rules(players=5), PRESETS["idea_b_5"], replace(PRESETS["idea_a"], players=3),
         Rules(players=3, copies_per_suit=4, jokers_per_number=3, peak=12)]


@pytest.mark.parametrize("rules", CASES, ids=lambda x: str(x.changed() or "draft"))
def test_a_card_taken_back_goes_where_sorting_the_hand_puts_it(rules: Rules) -> None:
    takes = 0
    for seed in range(15):
        rng = random.Random(seed)
        state = new_game(rules, seed=seed)
        while not state.is_over:
            moves = state.legal_moves()
            move = moves[rng.randrange(len(moves))]
            seat, before = state.turn, state.hands[state.turn]
            state = state.play(move)
            if isinstance(move, Take):
                assert state.hands[seat] == _sorted((*before, move.take))
                takes += 1
            # The turn passes clockwise unless a Pass of two still has its take to come.
            if not state.is_over and not state.taking:
                assert state.turn == (seat + 1) % rules.players
    assert takes > 50
