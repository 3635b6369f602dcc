"""Tablanette's capture search stated once: the bit-set search that big tables use (``_legal_patterns_fast``) finds
exactly what the plain search finds (``_legal_patterns_plain``), on thousands of random tables, from empty to every
card of the deck but the Jacks, under every rule that changes what a group is. (The plain search is checked against
a brute-force reading of the rules in ``test_tablanette_examples_and_rules.py``.)"""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardrules.cards import RANKS, standard_deck
from cardrules.games.tablanette import fast as tf
from cardrules.games.tablanette import rules as r


def _random_table(rng: random.Random, jack12: bool, size: int) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """A table of ``size`` cards of one deck as (ranks present, in rank order; how many of each)."""
    ranks = [rank for rank in RANKS if not r.special_jack(rank, jack12)]
    deck = [rank for rank in ranks for _ in range(4)]
    chosen = rng.sample(deck, min(size, len(deck)))
    present = tuple(rank for rank in RANKS if rank in chosen)
    return present, tuple(chosen.count(rank) for rank in present)


# sizes weighted towards the big tables that real play rarely reaches (a real table seldom holds more than ten cards);
# past 24 cards (20 with sums of any size) the plain search takes up to seconds a table, so a few such tables only
_SIZES = [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 16, 18, 20, 22, 24]
_HUGE = [28, 30, 32]


@pytest.mark.parametrize(("any_size", "jack12"), [(False, False), (False, True), (True, False), (True, True)])
def test_the_fast_capture_search_agrees_with_the_plain_one(any_size: bool, jack12: bool) -> None:
    rng = random.Random(f"captures/{any_size}/{jack12}")
    compared = big = past = 0
    for i in range(750):
        size = _SIZES[i % len(_SIZES)] if i % 3 else rng.randint(9, 20)
        if any_size:
            size = min(size, 20)
        elif i < len(_HUGE):
            size = _HUGE[i]
        ranks, counts = _random_table(rng, jack12, size)
        played = rng.choice([rank for rank in RANKS if not r.special_jack(rank, jack12)])
        types = [t for t, _ in r._group_types(ranks, counts, played, jack12, any_size)]
        if not types:
            continue
        plain = r._legal_patterns_plain(types, counts)
        assert tf._legal_patterns_fast(types, counts) == plain, (ranks, counts, played)
        assert plain  # there is always a legal play: at least the empty capture's maximal extension
        compared += 1
        big += sum(counts) > 10  # more than a real table usually holds
        past += sum(counts) > tf._SMALL_TABLE  # where the engine uses the bit sets
    assert compared > 500 and big > 300 and past > 80


def test_the_engine_uses_the_fast_search_only_past_the_small_tables() -> None:
    """Both searches are reached through ``_legal_patterns``: the threshold is the only switch."""
    ranks, counts = ("2", "3", "4", "5", "6", "9", "10"), (4, 4, 4, 4, 2, 1, 1)
    assert sum(counts) > tf._SMALL_TABLE
    types = [t for t, _ in r._group_types(ranks, counts, "K", False, False)]
    assert tf._legal_patterns(ranks, counts, "K", False, False) == tf._legal_patterns_fast(types, counts)


@pytest.mark.parametrize(("any_size", "jack12"), [(False, False), (False, True), (True, False), (True, True)])
def test_a_tables_groups_are_the_decks_groups_that_fit_in_it(any_size: bool, jack12: bool) -> None:
    """``_group_types`` reads a table's groups off the whole deck's (``_deck_groups``); the plain walk over sums
    (``_group_types_plain``) finds the same groups, with the same Aces as 11, in the same order, on every table."""
    rng = random.Random(f"groups/{any_size}/{jack12}")
    compared = found = 0
    for i in range(2000):
        ranks, counts = _random_table(rng, jack12, i % 25)
        for played in RANKS:
            if r.special_jack(played, jack12):
                continue
            plain = r._group_types_plain(ranks, counts, played, jack12, any_size)
            assert r._group_types(ranks, counts, played, jack12, any_size) == plain, (ranks, counts, played)
            compared += 1
            found += len(plain) > 1
    assert compared > 20000 and found > 10000


@pytest.mark.parametrize(("any_size", "jack12"), [(False, False), (False, True), (True, False), (True, True)])
def test_the_captures_worked_out_on_keys_are_those_of_the_rank_patterns(any_size: bool, jack12: bool) -> None:
    """The engine's ``_captures`` works on table keys; ``_captures_plain`` goes through the rank tuples of ``_picks``
    and ``_legal_patterns``. Same plays in the same order, and the same set of legal patterns, on random tables of
    every size (with 2-3 card sums the bit-set search included, past ``_SMALL_TABLE`` cards)."""
    rng = random.Random(f"keys/{any_size}/{jack12}")
    deck = [c for c in standard_deck() if not r.special_jack(c.rank, jack12)]
    ranks = [rank for rank in RANKS if not r.special_jack(rank, jack12)]
    compared = past = 0
    for i in range(1500):
        size = rng.randint(0, 18 if any_size else 24) if i % 4 else rng.randint(0, 10)
        key = tf._key_of(rng.sample(deck, size))
        played = rng.choice(ranks)
        masked = key & tf._MASKS[played, jack12]
        assert tf._captures(masked, played, jack12, any_size) == tf._captures_plain(masked, played, jack12, any_size)
        compared += 1
        past += tf._cards_in(masked) > tf._SMALL_TABLE
    assert compared == 1500 and (any_size or past > 20)  # any-size sums stay below the switch: the plain search is slow


def test_the_table_key_carried_from_move_to_move_is_the_tables() -> None:
    """A move hands the next state its table's key worked out from this one's (a card added, the cards taken); in
    random games under every preset it is always the key of the cards on the table, special Jacks left out."""
    from cardrules.games import tablanette as t

    checked = 0
    for name, rules in t.PRESETS.items():
        rng = random.Random(name)
        state = t.new_game(dataclasses.replace(rules, single_deal=True), seed=len(name))
        while not state.is_over:
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
            carried = state._cache.get("_key")
            if carried is not None:
                takeable = [c for c in state.table if not r.special_jack(c.rank, rules.jack_is_twelve)]
                assert carried == tf._key_of(takeable), (name, state.table)
                checked += 1
    assert checked > 300


@pytest.mark.parametrize(("any_size", "jack12"), [(False, False), (False, True), (True, False), (True, True)])
def test_a_tables_kept_plays_are_its_own_though_shared_with_tables_alike(any_size: bool, jack12: bool) -> None:
    """A table's plays are kept under the part of its key that its groups use (``_new_plays``), so tables that differ
    only in other ranks share one entry: each entry, however reached, is the plain captures of its own table."""
    rng = random.Random(f"shared/{any_size}/{jack12}")
    # The count of shared entries below depends on what the cache already holds: it starts empty, as in a fresh
    # process (tests run before this one, in any order, filled it; it is only a cache, emptied when full anyway).
    tf._PLAYS.clear()
    deck = [c for c in standard_deck() if not r.special_jack(c.rank, jack12)]
    flags = (2 if jack12 else 0) | (1 if any_size else 0)
    shared = 0
    for i in range(3000):
        played = rng.choice([rank for rank in RANKS if not r.special_jack(rank, jack12)])
        masked = tf._key_of(rng.sample(deck, rng.randint(0, 10 if i % 2 else 16))) & tf._MASKS[played, jack12]
        index = (masked << 4 | RANKS.index(played)) << 2 | flags
        _types, fields = tf._fitting_groups(masked, played, jack12, any_size)
        same = ((masked & fields) << 4 | RANKS.index(played)) << 2 | flags
        shared += same != index and same in tf._PLAYS and index not in tf._PLAYS  # to be found under the shared part
        entry = tf._PLAYS.get(index) or tf._new_plays(index)
        picks = tf._captures_plain(masked, played, jack12, any_size)[0]
        assert entry[0] == (picks if entry is not tf._NOTHING else tf._NOTHING[0]), (masked, played)
        assert entry[2] == sum(size for _used, _ks, size in picks)
    assert shared > 500, shared
