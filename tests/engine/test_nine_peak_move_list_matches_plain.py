"""The lazy list of legal moves against the plain listing it stands for: a :class:`~cardrules.games.nine_peak.rules.
MoveList` counts its Plays (binomials, or a polynomial product when a kind is held three times or more) and builds the
move at an index (the k-th choice of cards, the k-th pair of a Pass) instead of listing them; ``_every_move`` lists
them one by one. Both must give the same moves in the same order, at every position of many random games under the
draft and under house rules with other decks, peaks and hand sizes."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cardrules.errors import IllegalMoveError
from cardrules.games.nine_peak import Rules, new_game
from cardrules.games.nine_peak.rules import PRESETS, MoveList, Pass, Play, Take, _every_move, _multisets
from cardrules.games.nine_peak.tally import choices

CASES = [replace(PRESETS[name], players=players) for name in ("draft", "idea_a", "peak_7", "double_bonus")
         for players in (3, 4, 5)]
CASES += [PRESETS["idea_b_3"], PRESETS["idea_b_5"], PRESETS["no_jokers"], PRESETS["area_8_hands_10"],
          Rules(players=3, copies_per_suit=4, jokers_per_number=3, peak=12)]


@pytest.mark.parametrize("rules", CASES, ids=lambda r: str(r.changed()))
def test_the_lazy_list_is_the_plain_listing(rules: Rules) -> None:
    positions = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = new_game(rules, seed=seed)
        while not state.is_over:
            moves = state.legal_moves()
            if isinstance(moves, MoveList):
                plain = _every_move(state.hands[state.turn], state.area, rules.peak)
                assert len(moves) == len(plain)
                assert tuple(moves[i] for i in range(len(moves))) == plain  # built one by one, by index
                assert tuple(moves) == plain  # and listed at once
                assert moves[-1] == plain[-1] and moves[1:3] == plain[1:3]
                positions += 1
            state = state.play(moves[rng.randrange(len(moves))])
    assert positions > 100


def test_counting_choices_is_listing_them() -> None:
    rng = random.Random(5)
    for _ in range(2000):
        avail = [rng.choice((1, 1, 2, 2, 3, 4)) for _ in range(rng.randrange(1, 9))]
        n = rng.randrange(1, sum(avail) + 1)
        kinds = list(range(len(avail)))
        assert choices(avail, n) == len(list(_multisets(kinds, avail, n)))  # type: ignore[arg-type]


def test_a_move_handed_out_plays_checked_and_unchecked_alike_and_any_other_is_checked() -> None:
    state = new_game(Rules(players=3), seed=1)
    moves = state.legal_moves()
    assert isinstance(moves, MoveList)
    move = moves[0]
    assert isinstance(move, Play) and moves.handed_out(move)
    after = state.play_unchecked(move)
    assert after.history[-1] is move
    assert state.play(move) == after
    # An equal move built elsewhere is checked, and plays the same; one the hand cannot make is refused.
    again = state.play(str(move))
    assert again.hands == after.hands and again.sets == after.sets
    with pytest.raises(IllegalMoveError):
        state.play(Play(len(state.hands[0]) + 1, state.hands[state.turn] * 2))


def test_a_take_listed_plays_checked_and_unchecked_alike_and_any_other_is_checked() -> None:
    """``play_unchecked`` applies a Take of the listed tuple as ``play`` does after checking it; an equal Take
    built elsewhere is checked and plays the same, and a Take of a card not in the Area is refused, the state
    unchanged."""
    state = new_game(Rules(), seed=3)
    while not state.taking:
        state = state.play(next(m for m in state.legal_moves() if isinstance(m, Pass) and m.second is not None))
    takes = state.legal_moves()
    assert isinstance(takes, tuple) and takes
    after = state.play_unchecked(takes[0])
    assert after.history[-1] is takes[0] and state.play(takes[0]) == after
    again = state.play(Take(takes[0].take))
    assert again.hands == after.hands and again.area == after.area
    missing = next(c for c in state.hands[state.turn] if c not in state.area)
    with pytest.raises(IllegalMoveError):
        state.play(Take(missing))
    assert state.taking and state.legal_moves() is takes
