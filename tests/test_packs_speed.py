"""Packs: what the engine does for speed agrees with the plain statement of the rules (issue 18).

* The steals listed (hauls enumerated with integer card keys, kept per owner while their packs stay the same tuple,
  a suit skipped when the whole of it in hand beats no pack) are exactly the steals ``_reason`` accepts, found by
  brute force over every sub-multiset of the owner's packs and every group of the hand, on thousands of positions
  reached by random play; the packs likewise.
* ``_hauls`` lists the same sub-multisets in the same order as a plain ``Counter`` and ``product`` enumeration.
* A view made from what earlier states of the game worked out (masked log, pack and table zones, score, shared
  labels) equals the view of a fresh copy of the state that has none of it; pickles carry none of it.
* ``new_game`` deals its shuffled deck directly: the state equals the one its saved start makes; cards are the deck's
  own objects.
* The heuristic bot weighs a move list's groups without making the moves: the same choice as the plain one.
"""

from __future__ import annotations

import dataclasses
import json
import pickle
import random
from collections import Counter
from itertools import combinations, product

import pytest

from cardrules.cards import Card, double_deck
from cardrules.errors import StateFormatError
from cardrules.games import packs
from cardrules.games.packs import rules as R
from cardrules.games.packs.rules import ACT, FORCED, STEAL, Pack, Rules, Steal

RULE_SETS = [Rules(players=2, single_deal=True), Rules(players=3, single_deal=True),
             Rules(players=4, single_deal=True), Rules(players=6, single_deal=True),
             Rules(players=4, partnerships=False, single_deal=True),
             Rules(players=3, multi_steal=False, single_deal=True),
             Rules(players=4, partner_steals=False, single_deal=True),
             Rules(players=2, two_decks_for_two=True, special_pairs=False, single_deal=True),
             Rules(players=3, several_pairs=False, hand_size=8, single_deal=True)]


def positions(phases: tuple[str, ...], per_rules: int) -> list[packs.State]:
    """States in ``phases`` reached by random play (each by the moves of the one before, so the states hand on
    what they worked out, as in a simulation)."""
    out = []
    for i, r in enumerate(RULE_SETS):
        rng = random.Random(f"packs/speed/{i}")
        found = 0
        seed = 0
        while found < per_rules:
            state = packs.new_game(r, seed=seed)
            seed += 1
            while not state.is_over:
                moves = state.legal_moves()
                if state.phase in phases:
                    out.append(state)
                    found += 1
                state = state.play(moves[rng.randrange(len(moves))])
    return out


def sub_multisets(items: list[tuple[Card, ...]], most: int) -> list[tuple[tuple[Card, ...], ...]]:
    """The plain enumeration: distinct items counted, sorted, every pick of counts in product order."""
    distinct = sorted(Counter(items).items(), key=lambda kv: kv[0])
    out = []
    for picks in product(*(range(n + 1) for _, n in distinct)):
        if 0 < sum(picks) <= most:
            out.append(tuple(p for (p, _), k in zip(distinct, picks, strict=True) for _ in range(k)))
    return out


def every_group(hand: tuple[Card, ...]) -> set[tuple[Card, ...]]:
    return {R._sorted(g) for k in range(1, len(hand) + 1) for g in combinations(hand, k)}


def test_hauls_are_the_plain_sub_multisets_in_the_same_order() -> None:
    rng = random.Random("packs/hauls")
    deck = [c for c in double_deck() if c.suit == R.Suit("S")]
    for _ in range(2000):
        pool = list(deck)
        rng.shuffle(pool)
        items: list[tuple[Card, ...]] = []
        for _ in range(rng.randint(1, 6)):
            if items and rng.random() < 0.3:
                items.append(rng.choice(items))  # the same pack twice (two decks)
            else:
                items.append(R._sorted(pool.pop() for _ in range(rng.randint(2, 3))))
        most = rng.choice((1, len(items)))
        got = R._hauls(items, most)
        assert [chosen for chosen, _ in got] == sub_multisets(items, most)
        assert [total for _, total in got] == [sum(R.pack_total(p) for p in chosen) for chosen, _ in got]


def test_the_steals_listed_are_every_steal_the_rules_allow() -> None:
    """Brute force: every owner, every sub-multiset of their packs of one suit, every group of the hand."""
    checked = 0
    for state in positions((STEAL,), 40):
        me, hand = state.turn, state.hands[state.turn]
        groups = every_group(hand)
        allowed = set()
        for owner in range(state.players):
            by_suit: dict[R.Suit, list[tuple[Card, ...]]] = {}
            for p in state.packs[owner]:
                by_suit.setdefault(p[0].suit, []).append(p)
            for theirs in by_suit.values():
                for chosen in sub_multisets(theirs, len(theirs)):
                    for g in groups:
                        move = Steal(owner, chosen, g)
                        if owner != me and state._reason(move) is None:
                            allowed.add(move)
        listed = [m for m in state.legal_moves() if isinstance(m, Steal)]
        assert len(listed) == len(set(listed))
        assert set(listed) == allowed, state
        checked += bool(allowed)
    assert checked > 20  # steals were open in enough of the positions for the test to mean something


def test_the_packs_listed_are_every_pack_the_rules_allow() -> None:
    for state in positions((ACT, FORCED), 40):
        groups = every_group(state.hands[state.turn])
        allowed = {Pack(t, g) for t in set(state.table) for g in groups if state._reason(Pack(t, g)) is None}
        listed = [m for m in state.legal_moves() if isinstance(m, Pack)]
        assert len(listed) == len(set(listed))
        assert set(listed) == allowed


@pytest.mark.parametrize("players", [2, 4, 6])
def test_views_made_from_earlier_states_equal_fresh_ones(players: int) -> None:
    """Every seat's view along games played by the heuristic bots (each bot asks for its view, so the states pass
    on what their views worked out), against the view of a copy of the state made from its fields alone."""
    r = Rules(players=players)
    for seed in range(3):
        bots = [packs.HeuristicBot(seed * 8 + s) for s in range(players)]
        state = packs.new_game(r, seed=seed)
        rng = random.Random(seed)
        step = 0
        while not state.is_over and step < 400:
            seat = state.to_move
            view = state.view(seat)
            if step % 3 == 0:
                other = rng.randrange(players)
                fresh = dataclasses.replace(state)
                assert not any(key in fresh._cache for key in R.State._CACHES)
                for s, v in ((seat, view), (other, state.view(other))):
                    w = fresh.view(s)
                    assert (v.zones, v.events, v.facts, v.status, v.names) == (w.zones, w.events, w.facts, w.status,
                                                                            w.names)
                    assert list(v.legal_moves) == list(w.legal_moves)
            state = state.play(bots[seat].choose(view))
            step += 1
    copy = pickle.loads(pickle.dumps(state))
    assert not any(key in copy._cache for key in R.State._CACHES)
    assert copy == state


def test_new_game_is_the_state_its_start_makes() -> None:
    """``new_game`` deals the shuffled deck directly; reading its start back (the saved-game path: codes parsed and
    checked) gives the same state, field for field, for every rule set and many seeds."""
    for r in [*RULE_SETS, *packs.PRESETS.values()]:
        for seed in range(12):
            state = packs.new_game(r, seed=seed)
            again = R.State._from_start(r, json.loads(state.start))
            assert state == again
            assert state.events == again.events
    with pytest.raises(StateFormatError):
        packs.new_game(Rules(players=2), seed=-1)


def test_a_game_holds_the_decks_own_card_objects() -> None:
    """Cards read from a start (codes) are the deck's own objects, equal cards the same object, so comparisons stop
    at the identity check; a game read back from JSON plays the same."""
    state = packs.new_game(Rules(players=3), seed=5)
    again = R.State._from_start(state.rules, json.loads(state.start))
    deck = {c.key: c for c in R._deck(state.rules)}
    for s in (state, again):
        assert all(deck[c.key] is c for c in s.all_cards())
    pos = packs.from_position(Rules(players=2), hands=["8H 2H", "KS"], table="7H 4C", stock="3H 9D",
                              packs=[["5S 6S"], []], turn=0)
    assert all(deck[c.key] is c for c in pos.all_cards())


def test_the_heuristic_bot_weighs_the_listed_groups_as_the_plain_choice() -> None:
    """``HeuristicBot.choose`` reads a MoveList's groups and values and makes only the move it picks; the plain
    choice (every move made, the best by the same key: ``ai._best``) picks the same move, on thousands of
    positions."""
    from cardrules.games.packs import ai

    checked = 0
    for state in positions((ACT, FORCED, STEAL), 60):
        view = state.view(state.turn)
        moves = view.legal_moves
        fast = packs.HeuristicBot(0).choose(view)
        plain = ai._best(tuple(moves), view.rules)
        assert fast == plain, state
        assert fast in moves
        checked += isinstance(fast, (Pack, Steal))
    assert checked > 300  # packs or steals were chosen in enough of the positions


def test_a_move_list_answers_membership_itself() -> None:
    """``MoveList.__contains__`` looks a move up among its own segment's groups (the Sequence mixin's would build
    every move); it agrees with a plain search over the moves, for listed moves and equal moves made afresh."""
    assert "__contains__" in R.MoveList.__dict__
    for state in positions((ACT, STEAL), 10):
        moves = state.legal_moves()
        listed = list(moves)
        for m in listed[:20]:
            again = Pack(m.table, m.cards) if isinstance(m, Pack) else (
                Steal(m.owner, m.packs, m.cards) if isinstance(m, Steal) else m)
            assert m in moves and again in moves
        other = Pack(R.Card.parse("2S"), (R.Card.parse("3S"),))
        assert (other in moves) == (other in listed)


def test_removing_cards_by_key_is_removing_equal_cards() -> None:
    """``_remove`` finds cards by their sort keys; ``list.remove`` (by equality, the first equal card) gives the same
    hand, in the same order, with equal cards held twice (two decks) and cards that are equal but not the same
    object."""
    rng = random.Random("packs/remove")
    deck = list(double_deck())
    for _ in range(3000):
        hand = rng.sample(deck, rng.randint(1, 12))
        gone = [Card(c.rank, c.suit) for c in rng.sample(hand, rng.randint(0, len(hand)))]  # equal, new objects
        plain = list(hand)
        for c in gone:
            plain.remove(c)
        assert R._remove(tuple(hand), gone) == tuple(plain)
        assert all(a is b for a, b in zip(R._remove(tuple(hand), gone), plain, strict=True))
    with pytest.raises(ValueError):
        R._remove((Card.parse("2S"),), (Card.parse("3S"),))


def test_hauls_handed_on_after_a_pack_equal_hauls_worked_out_anew() -> None:
    """``_hand_on_hauls`` adds the pack just made (or stolen) to what the state before knew of the packer's (or
    thief's) packs, and ``_robbed_on_hauls`` takes the packs stolen out of the owner's; on every state of random games,
    each seat's hauls as handed on equal those a copy without caches works out from its packs."""
    handed_on = 0
    for r in RULE_SETS[:5]:
        for seed in range(4):
            state = packs.new_game(r, seed=seed)
            rng = random.Random(seed)
            while not state.is_over:
                cache = state._cache.get("_haul_cache") or {}
                fresh = dataclasses.replace(state)
                for seat, (held, rules, hauls) in cache.items():
                    if held is state.packs[seat] and rules is state.rules:
                        again = fresh._hauls_of(seat)
                        assert {k: v[:2] for k, v in hauls.items()} == {k: v[:2] for k, v in again.items()}
                        handed_on += 1
                moves = state.legal_moves()
                state = state.play(moves[rng.randrange(len(moves))])
    assert handed_on > 500
