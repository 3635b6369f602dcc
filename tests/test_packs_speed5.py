"""Packs speed, fifth part: the groups a hand's suit offers are kept as their cards' sort keys (ints), which the
garbage collector stops tracking, and the moves, the bot's weighing and the membership test read them as cards."""

from __future__ import annotations

import gc
import random

from cardrules.games.packs import HeuristicBot, Rules, new_game
from cardrules.games.packs import rules as R
from cardrules.games.packs.ai import _best


def _played_states(rules: Rules, seeds: range) -> list[R.State]:
    states = []
    for seed in seeds:
        s, rng = new_game(rules, seed=seed), random.Random(seed)
        while not s.is_over:
            states.append(s)
            moves = s.legal_moves()
            s = s.play(moves[rng.randrange(len(moves))])
    return states


def test_the_kept_groups_hold_no_card_and_are_not_tracked() -> None:
    """Every entry of the groups tables is made of ints only, so that after a collection the garbage collector no
    longer goes over it (tuples of cards stayed tracked: a full collection went over tens of thousands of them)."""
    _played_states(Rules(players=4, single_deal=True), range(3))
    for _ in range(3):  # a collection stops tracking a tuple whose items it no longer tracks: one level at a time
        gc.collect()
    entries = [hit for tables in R._GROUPS for table in tables for hit in table.values()]
    assert entries
    for groups, values in entries:
        assert all(type(v) is int for v in values)
        assert all(type(k) is int for g in groups for k in g)
        assert not gc.is_tracked(groups) and not gc.is_tracked(values)


def test_groups_as_keys_are_the_groups_of_cards() -> None:
    """The keys of each group are its cards' keys, and the cards made of them are the cards listed the plain way:
    every sub-multiset of the hand's suit, valued by ``group_value``."""
    rng = random.Random("packs/keys")
    deck = R._deck(Rules(players=4))
    for trial in range(200):
        suit_cards = [c for c in deck if c.suit == deck[trial % 4 * 13].suit]
        hand = R._sorted(rng.sample(suit_cards, rng.randint(1, 7)))
        for rules in (Rules(), Rules(special_pairs=False), Rules(several_pairs=False)):
            groups, values = R._groups_and_values(hand, rules)
            listed = R._groups(hand, rules)
            assert [v for v, _ in listed] == list(values)
            assert [tuple(c.key for c in g) for _, g in listed] == list(groups)
            for value, g in listed:
                assert value == R.group_value(g, rules)
            assert {c.key: R.score_value(c) for c in R._STANDARD} == R._KEY_SCORE


def test_the_moves_and_the_bots_choice_read_the_keys_as_cards() -> None:
    """The moves a move list builds, by index, by iteration and by ``take``, hold the deck's cards of the listed keys;
    each is in the list and the same move when made the plain way; the heuristic bot's choice on the list equals its
    plain choice over the moves made."""
    for rules in (Rules(players=2, single_deal=True), Rules(players=4, single_deal=True)):
        for s in _played_states(rules, range(4)):
            moves = s.legal_moves()
            if not isinstance(moves, R.MoveList):
                continue
            made = list(moves)
            assert [moves[i] for i in range(len(moves))] == made
            for m in made:
                assert m in moves
                if isinstance(m, R.Pack):
                    assert m == R.Pack(m.table, tuple(reversed(m.cards)))
                elif isinstance(m, R.Steal):
                    assert m == R.Steal(m.owner, m.packs, tuple(reversed(m.cards)))
            assert HeuristicBot(1).choose(s.view(s.turn)) == _best(made, rules)


def test_a_draw_reads_the_tables_suits_as_the_rules_say() -> None:
    """A draw finds the table's suits with bits (no set): it is hidden and forces a pack exactly when the table is full
    (``table_is_full``, with the rule on), and feeds the table exactly when no table card has the drawn card's
    suit."""
    seen = set()
    for rules in (Rules(players=2, single_deal=True), Rules(players=4, single_deal=True),
                  Rules(players=3, full_table=False, single_deal=True), Rules(players=2, table_cards=0)):
        for s in _played_states(rules, range(6)):
            if s.phase != R.DRAW:
                continue
            after = s.play(R.Draw())
            card = s.stock[0]
            full = rules.full_table and s.table_is_full
            fed = not full and card.suit not in {c.suit for c in s.table}
            assert (after.phase == R.FORCED) == full
            assert any(e.kind == "feed" for e in after.events[len(s.events):]) == fed
            seen.add((full, fed))
    assert seen == {(True, False), (False, True), (False, False)}


def test_game_facts_counts_the_full_table_draws_as_the_events_say() -> None:
    """``game_facts`` finds a Full Table draw by its info item (a test in C): the same count as reading each draw's
    ``full_table``."""
    counted = 0
    for rules in (Rules(players=2, single_deal=True), Rules(players=4, single_deal=True)):
        for seed in range(12):
            s, rng = new_game(rules, seed=seed), random.Random(seed)
            while not s.is_over:
                moves = s.legal_moves()
                s = s.play(moves[rng.randrange(len(moves))])
            plain = sum(1 for e in s.events if e.kind == "draw" and e.get("full_table"))
            assert R.game_facts(s)["full_table_draws"] == plain
            counted += plain
    assert counted


def test_a_pack_is_sorted_and_leaves_the_table_as_the_plain_way() -> None:
    """A pack puts the table card into the sorted group by bisection and takes it off the table by its key: the same
    pack as sorting the cards, the same table as removing the first equal card (double decks included)."""
    checked = 0
    for rules in (Rules(players=2, single_deal=True), Rules(players=4, single_deal=True),
                  Rules(players=2, two_decks_for_two=True, table_cards=8, single_deal=True)):
        for seed in range(10):
            s, rng = new_game(rules, seed=seed), random.Random(seed)
            while not s.is_over:
                moves = s.legal_moves()
                move = moves[rng.randrange(len(moves))]
                after = s.play(move)
                if isinstance(move, R.Pack):
                    me = s.turn
                    assert after.packs[me][-1] == R._sorted((move.table, *move.cards))
                    assert after.table == R._remove(s.table, (move.table,))
                    checked += 1
                s = after
    assert checked > 100
