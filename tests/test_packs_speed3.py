"""Packs: fast paths of the engine agree with the plain statements they stand for (third set).

* ``_SCORE_AND_TOTAL``: a pack's score and its thief's total summed in one pass as one int give
  :func:`pack_score` and :func:`pack_total`, and sort packs as ``(score, total)`` does (the end of a deal's
  throw-off sorts them so).
* The end of a deal (throw-off and scoring, written with the one-int sums) against a plain reading of the rules on
  the packs of many finished deals.
"""

from __future__ import annotations

import random

import pytest

from cardrules.games.packs import HeuristicBot, Rules, new_game
from cardrules.games.packs import rules as R


def _combined(pack: tuple) -> int:
    return sum(R._SCORE_AND_TOTAL[c.key] for c in pack)


def test_score_and_total_in_one_int() -> None:
    rng = random.Random(5)
    deck = list(R._DECKS[True])
    packs = []
    for _ in range(3000):
        suit = rng.choice(deck).suit
        same = [c for c in deck if c.suit == suit]
        pack = tuple(rng.sample(same, rng.randint(1, len(same))))
        packs.append(pack)
        assert divmod(_combined(pack), 2**R._TOTAL_BITS) == (R.pack_score(pack), R.pack_total(pack))
    whole = tuple(c for c in deck if c.suit == deck[0].suit)  # the most one owner can hold of a suit
    assert R.pack_total(whole) < 2**R._TOTAL_BITS
    assert sorted(packs, key=_combined) == sorted(packs, key=lambda p: (R.pack_score(p), R.pack_total(p)))


def _plain_end(state: R.State) -> tuple[list[int], list[int], tuple]:
    """Each owner's points and packs kept after the throw-off, and the seats' packs, read from the rules plainly."""
    rules = state.rules
    owners = 2 if rules.in_teams else rules.players
    owner = [s % 2 if rules.in_teams else s for s in range(rules.players)]
    keep = [list(p) for p in state.packs]
    if rules.throw_off:
        for suit in sorted({c.suit for seat in state.packs for p in seat for c in p} | set(R.STANDARD_SUITS)):
            mine = [[(R.pack_score(p), R.pack_total(p), s, i) for s in range(rules.players)
                     for i, p in enumerate(state.packs[s]) if p[0].suit == suit and owner[s] == o]
                    for o in range(owners)]
            least = min(len(m) for m in mine)
            for m in mine:
                for _, _, s, i in sorted(m)[:least]:
                    keep[s][i] = None
    points, kept = [0] * owners, [0] * owners
    for s, seat in enumerate(keep):
        for p in seat:
            if p is not None:
                points[owner[s]] += R.pack_score(p)
                kept[owner[s]] += 1
    return points, kept, tuple(tuple(p for p in seat if p is not None) for seat in keep)


@pytest.mark.parametrize("rules", [Rules(single_deal=True), Rules(players=2, single_deal=True),
                                   Rules(players=6, partnerships=False, single_deal=True),
                                   Rules(players=3, throw_off=False, single_deal=True)])
def test_end_of_deal_against_a_plain_reading(rules: Rules) -> None:
    for seed in range(25):
        bots = [HeuristicBot(seed * 16 + k) for k in range(rules.players)]
        state = new_game(rules, seed=seed)
        while True:
            move = bots[state.to_move].choose(state.view(state.to_move))
            after = state.play(move)
            if after.is_over:
                break
            state = after
        points, kept, packs = _plain_end(state)
        assert after.packs == packs
        scores = [e for e in after.events if e.kind == "score"]
        assert [e.get("points") for e in scores] == points
        assert [e.get("packs") for e in scores] == kept
