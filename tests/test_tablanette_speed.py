"""Tablanette's quick paths, each checked against the plain reading of the same rule on thousands of random
positions: the list of legal plays (a tuple of shared bare plays when no card takes anything, else a lazy list whose
plays are built by index), the move applied without checks when it came from that list, and a capture's event whose
groups are worked out only when the log is read."""

from __future__ import annotations

import dataclasses
import itertools
import random

from cardrules.games import tablanette as t
from cardrules.games.tablanette import rules as r


def _plain_plays(state: t.State) -> list[t.Play]:
    """Every legal play of the seat to move, the plain way: for each hand card in hand order, a special Jack sweeps
    the table; any other card takes each legal rank pattern of the table (``_legal_patterns``, in its order) with
    every choice of suits, the last rank varying fastest."""
    rules = state.rules
    ranks, pools, counts = state._table_shape()
    out: list[t.Play] = []
    for card in state.hands[state.turn]:
        if r.special_jack(card.rank, rules.jack_is_twelve):
            out.append(t.Play(card, state.table))
            continue
        for pattern in r._legal_patterns(ranks, counts, card.rank, rules.jack_is_twelve, rules.sums_any_size):
            choices = [itertools.combinations(pool, k) for pool, k in zip(pools, pattern) if k]
            for combo in itertools.product(*choices):
                out.append(t.Play(card, tuple(c for part in combo for c in part)))
    return out


def _positions(games: int) -> list[t.State]:
    """Positions of random single deals under every preset (the table grows long in a few: big lists included)."""
    out = []
    for name, rules in t.PRESETS.items():
        for g in range(games):
            rng = random.Random(f"{name}/{g}")
            state = t.new_game(dataclasses.replace(rules, single_deal=True), seed=g)
            while not state.is_over:
                out.append(state)
                moves = state.legal_moves()
                state = state.play(moves[rng.randrange(len(moves))])
    return out


def test_the_listed_plays_are_the_plain_ones_in_the_same_order() -> None:
    positions = _positions(6)
    lazy = bare = 0
    for state in positions:
        moves = state.legal_moves()
        plain = _plain_plays(state)
        assert list(moves) == plain, (state.hands[state.turn], state.table)
        assert [moves[i] for i in range(len(moves))] == plain  # built by index, as a random player picks
        assert len(moves) == len(plain)
        if type(moves) is tuple:
            bare += 1
            assert all(not m.taken for m in moves)
        else:
            lazy += 1
    assert len(positions) > 2000 and lazy > 500 and bare > 500


def test_a_listed_play_is_applied_as_the_checked_one() -> None:
    """A play handed out by the state's own list, played unchecked, and the same play read from its notation and
    checked give the same next state, events included."""
    compared = 0
    for state in _positions(2)[::3]:
        moves = state.legal_moves()
        for i in range(min(len(moves), 4)):
            quick = state.play_unchecked(moves[i])
            checked = state.play(str(moves[i]))
            assert quick == checked  # every field, the log built
            compared += 1
    assert compared > 1000


def test_a_captures_event_read_late_is_the_one_read_at_once() -> None:
    """A capture's groups are worked out when the log is read: reading it after every move or only at the end gives
    the same log, and each capture's groups split what it took into the played card's rank and its sums."""
    captures = 0
    for name, rules in t.PRESETS.items():
        for g in range(3):
            rng = random.Random(f"{name}/{g}")
            at_once = late = t.new_game(dataclasses.replace(rules, single_deal=True), seed=g)
            while not late.is_over:
                moves = late.legal_moves()
                pick = rng.randrange(len(moves))
                late = late.play(moves[pick])
                at_once = at_once.play(at_once.legal_moves()[pick])
                assert at_once.events  # read now
            assert late.events == at_once.events
            for e in late.events:
                if e.kind not in ("capture", "tablanette") or e.get("sweep"):
                    continue
                captures += 1
                played, taken = e.cards[0], e.cards[1:]
                groups = e.get("groups")
                assert sorted(c for g_ in groups for c in g_) == sorted(taken)
                value = r._played_value(played.rank, rules.jack_is_twelve)
                for group in groups:
                    if len(group) == 1:
                        assert group[0].rank == played.rank
                        continue
                    totals = {sum(v) for v in itertools.product(*(r._values(c.rank, rules.jack_is_twelve)
                                                                   for c in group))}
                    assert value in totals, (played, group)
    assert captures > 300


def test_the_deals_shuffle_is_the_standard_librarys() -> None:
    """A deal's deck is shuffled by the engine's own copy of ``random.Random.shuffle`` (quicker): the same decks, and
    the generator left in the same state, for thousands of seeds of both kinds a game uses."""
    for seed in range(1500):
        for source in (seed, f"{seed}/{seed % 9 + 2}"):
            plain, quick = random.Random(source), random.Random(source)
            deck = list(r._DECK)
            plain.shuffle(deck)
            assert r._shuffle(quick, list(r._DECK)) == deck
            assert quick.getstate() == plain.getstate()
    assert r._shuffled(7, 1) == tuple(r._shuffle(random.Random(7), list(r._DECK)))


def test_a_captures_groups_split_from_what_it_takes_are_the_plain_split() -> None:
    """The engine splits a capture into groups from the cards taken alone (``_split_taken``); the plain split
    (``_split_plan``, through ``_partition`` on the rank patterns of the table) gives the same groups, in the same
    order, with the same Aces as 11: for every listed capture of the random positions under every preset, and for
    every legal capture of random tables of up to 16 cards under every rule that changes what a group is."""
    compared = several = 0
    for state in _positions(3):
        rules = state.rules
        jack12, any_size = rules.jack_is_twelve, rules.sums_any_size
        for move in itertools.islice(state.legal_moves(), 40):
            if not move.taken or r.special_jack(move.card.rank, jack12):
                continue
            played = move.card.rank
            taken = r._key_of(move.taken)
            plain = r._split_plan(state._table_key() & r._MASKS[played, jack12], taken, played, jack12, any_size)
            assert r._split_taken(taken, played, jack12, any_size) == plain, (move, state.table)
            compared += 1
    for any_size, jack12 in itertools.product((False, True), (False, True)):
        rng = random.Random(f"split/{any_size}/{jack12}")
        deck = [c for c in r._DECK if not r.special_jack(c.rank, jack12)]
        for _ in range(400):
            played = rng.choice([rank for rank in r.RANKS if not r.special_jack(rank, jack12)])
            table = r._key_of(rng.sample(deck, rng.randint(2, 12 if any_size else 16))) & r._MASKS[played, jack12]
            for taken in r._captures(table, played, jack12, any_size)[1]:
                plain = r._split_plan(table, taken, played, jack12, any_size)
                assert r._split_taken(taken, played, jack12, any_size) == plain, (table, taken, played)
                compared += 1
                several += plain is not None and len(plain[0]) > 2
    assert compared > 4000 and several > 1000, (compared, several)
