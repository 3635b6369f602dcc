"""Packs: the shortcuts of a turn's end and a deal's end agree with the plain statements of what they shorten.

* ``State._pass_turn`` passes on only the fields that differ from a turn's start (nothing drawn, packed or stolen, no
  Full Table draw); every state whose turn starts must hold exactly those defaults, as the full reset gives them.
* ``State._end_deal`` reads the new score from ``totals``, which keeps the count of the score lines from state to
  state (``_CACHES``): it must equal the score lines summed plainly, at every deal's end of long games.
* The pack segments read the hand's suits as slices of its sorted keys (``_suit_keys``, and inline in
  ``_pack_segments``): each slice must be the hand's cards of that suit, and the packs listed every pack the rules
  allow (checked by brute force in ``test_packs_speed.py``).
* The events of an ``end`` and of a feed and a draw's info are shared from tables: each must equal the event made
  afresh from the state it follows, and the tables stay bounded.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardrules.games.packs import EndTurn, Rules, new_game
from cardrules.games.packs import rules as R
from cardrules.protocol import Event

RULE_SETS = [Rules(players=2), Rules(players=3, target=200), Rules(players=4), Rules(players=6, target=200),
             Rules(players=4, partnerships=False, single_deal=True), Rules(players=2, full_table=False, target=150),
             Rules(players=3, throw_off=False, single_deal=True), Rules(players=2, two_decks_for_two=True,
                                                                        single_deal=True)]


def _games(rules: Rules, seeds: range) -> list[list[tuple[R.State, object, R.State]]]:
    """Random games as lists of (state, move, state after)."""
    games = []
    for seed in seeds:
        s, rng = new_game(rules, seed=seed), random.Random(f"fast-turns/{seed}")
        steps = []
        while not s.is_over:
            moves = s.legal_moves()
            move = moves[rng.randrange(len(moves))]
            after = s.play(move)
            steps.append((s, move, after))
            s = after
        games.append(steps)
    return games


@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_turn_starts_with_nothing_drawn_packed_or_stolen(rules: Rules) -> None:
    """The states a turn's end makes hold the defaults of a turn's start, as the full reset would give them; the rest
    of their fields are those of the state before (a feed: with the new table and stock; a new deal: dealt anew)."""
    checked = 0
    for steps in _games(rules, range(6)):
        for before, _, after in steps:
            if after.is_over or after.phase != R.DRAW:
                continue
            assert (after.drawn, after.full, after.packed, after.stolen) == (None, False, None, ())
            if after.deal == before.deal:  # the turn passed: only the turn, and with a feed the table and stock, moved
                assert after.turn == (before.turn + 1) % rules.players
                kept = ("hands", "packs", "thrown", "aside", "score_lines", "winners", "deal", "dealer")
                assert all(getattr(after, k) == getattr(before, k) for k in kept)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("rules", RULE_SETS)
def test_the_score_at_a_deals_end_is_the_lines_summed(rules: Rules) -> None:
    deal_ends = 0
    for steps in _games(rules, range(5)):
        for before, _, after in steps:
            if after.deal == before.deal and not after.is_over:
                continue
            plain = [0] * after.owner_count
            for line in after.score_lines:
                plain[line.owner] += line.points
            assert after.totals() == tuple(plain)
            fresh = R.State(**{f.name: getattr(after, f.name) for f in dataclasses.fields(after) if f.init})
            assert fresh.totals() == tuple(plain)  # a state that kept no count counts the same
            deal_ends += 1
    assert deal_ends >= 5


def test_a_suit_of_the_hand_is_a_slice_of_its_sorted_keys() -> None:
    rng = random.Random("fast-turns/suits")
    deck = list(R._deck(Rules(players=4)))
    for _ in range(500):
        hand = rng.sample(deck, rng.randint(0, 20))
        keys = tuple(sorted(c.key for c in hand))
        for _, order in R._SUIT_ORDERS:
            assert R._suit_keys(keys, order) == tuple(sorted(c.key for c in hand if c.key >> 4 == order))


@pytest.mark.parametrize("rules", RULE_SETS[:4])
def test_shared_events_are_those_made_afresh(rules: Rules) -> None:
    """Each ``end`` and each feed adds the event made plainly from the state it follows; each draw's info is the
    plain one; and the tables of shared events stay within their bound."""
    for steps in _games(rules, range(4)):
        for before, move, after in steps:
            added = after.events[len(before.events):]
            me, deal = before.turn, before.deal
            if isinstance(move, EndTurn):
                assert added[0] == Event("end_turn", me, (), (), deal, None)
            elif isinstance(move, R.Draw):
                card = before.stock[0]
                full = len({c.suit for c in before.table}) == 4 and rules.full_table
                assert added[0] == Event("draw", me, (card,), (("full_table", full), ("left", len(before.stock) - 1)),
                                         deal, me if full else None)
                if not full and all(c.suit != card.suit for c in before.table):
                    assert added[1] == Event("feed", me, (card,), (), deal, None)
    for table in (R._TURN_ENDS, R._FEEDS):
        assert len(table) <= R._SHARED_KEPT
