"""9 Peak's views against the plain making of them: a state keeps the zones every seat sees alike (the Area's numbers,
each seat's sets and peak pile, the unused pile and the cards set aside) and ``_apply`` hands them on to the next
state, which remakes only those its move changed; the view must be the one a state made afresh shows."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cardrules.games.nine_peak import Rules, new_game
from cardrules.games.nine_peak import rules as r
from cardrules.protocol import Zone

CASES = [Rules(), Rules(players=3), Rules(players=5), r.PRESETS["idea_b_5"], r.PRESETS["setup_set_aside"],
         r.PRESETS["peak_7"], r.PRESETS["printed_jokers"],
         # Two cards of one number placed where the first peaks: the number's count is the same after, its cards not.
         Rules(players=5, max_number=2, peak=3, copies_per_suit=4, jokers_per_number=3, area_cards_five=0)]


def _fresh(state: r.State, seat: int | None, open_hands: bool = False) -> tuple[Zone, ...]:
    """The zones of ``state`` made from nothing: a copy that keeps nothing, with no label or note shared."""
    r._VIEW_PARTS.clear()
    return replace(state).view(seat, open_hands=open_hands).zones


@pytest.mark.parametrize("every", [1, 3])
@pytest.mark.parametrize("rules", CASES, ids=lambda x: str(x.changed() or "draft"))
def test_zones_handed_on_from_state_to_state_are_the_zones_made_afresh(rules: Rules, every: int) -> None:
    """Viewed at every state (as a bot does) or at every third (the parts then pass through states never viewed)."""
    views = handed_on = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = new_game(rules, seed=seed)
        step = 0
        while True:
            if step % every == 0:
                for seat in (state.to_move, None, *range(rules.players)):
                    zones = state.view(seat).zones
                    assert zones == _fresh(state, seat)
                    assert [(z.label, z.note) for z in zones] == [(z.label, z.note) for z in _fresh(state, seat)]
                    views += 1
                assert state.view(None, open_hands=True).zones == _fresh(state, None, open_hands=True)
            if state.is_over:
                break
            moves = state.legal_moves()
            before = state._cache.get("_zones")
            state = state.play(moves[rng.randrange(len(moves))])
            step += 1
            after = state._cache.get("_zones")
            if before is not None:  # handed on: the same parts, with those the move changed to be remade
                assert after is not None and after[0] is before[0] and len(after[1]) > len(before[1])
                handed_on += 1
    assert views > 300 and handed_on > 100


def test_a_copy_of_a_state_keeps_no_zones() -> None:
    state = new_game(Rules(), seed=3)
    assert state.view(0).zones
    assert "_zones" in state._cache and "_zones" not in replace(state)._cache
    moved = state.play(state.legal_moves()[0])
    assert "_zones" in moved._cache  # handed on by the move
