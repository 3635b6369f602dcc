"""Every game's fast paths agree with the plain statement of its rules.

Each game's ``rules.py`` states the game plainly; its ``fast.py`` (and ``views.py``, ``tally.py``) holds the tables,
caches and generators that play uses. Every State states two things plainly beside what play uses:

* ``_plain_moves()``: the legal moves as the rules define them (brute force where the rules are a search), against
  which ``legal_moves()`` (built fast, often lazily) is checked, as sets, with no move listed twice;
* ``_plain_apply(move)``: the state after a legal move as the rules state it, against which ``play`` (the fast
  apply) is checked, field for field, events and history included.

The first part checks both on every state of random games for every game and every one of its named rule sets
(``PRESETS``: every player count and every house rule at least once). The parts after it check each game's own
fast pieces (tables, encodings, kept caches) against the plain computation they stand for.
"""

from __future__ import annotations

import dataclasses
import gc
import itertools
import json
import pickle
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations, product
from typing import Any

import pytest

from cardrules import GAMES
from cardrules.cards import Card, Suit, double_deck, shuffle
from cardrules.errors import StateFormatError
from cardrules.protocol import Event

FAST_GAMES = ("packs", "tablanette", "nine_peak", "spoil_five", "dudak")
"""The games whose States state their rules plainly beside the fast paths (``_plain_moves``, ``_plain_apply``)."""
STEPS = 250
"""The most moves looked at in one game (long games of many deals are cut short: their deals repeat the first's)."""


def walk(game: str, rules: Any, seed: int, steps: int = STEPS) -> Iterator[tuple[Any, Any, Any]]:
    """(state, move, state after) along a random game (each state made from the one before by ``play``, so the
    states hand on what they worked out, as in a simulation)."""
    module = GAMES[game]
    state = module.new_game(rules, seed=seed)
    rng = random.Random(f"{game}/{seed}")
    for _ in range(steps):
        if state.is_over:
            return
        moves = state.legal_moves()
        move = moves[rng.randrange(len(moves))]
        after = state.play(move)
        yield state, move, after
        state = after


def presets() -> list[Any]:
    return [pytest.param(game, rules, id=f"{game}-{name}") for game in FAST_GAMES
            for name, rules in GAMES[game].PRESETS.items()]


# ------------------------------------------------------------------------------------------------ every game
@pytest.mark.parametrize(("game", "rules"), presets())
def test_the_legal_moves_are_the_plain_ones(game: str, rules: Any) -> None:
    for seed in range(2):
        for state, _, _ in walk(game, rules, seed):
            listed = list(state.legal_moves())
            assert len(listed) == len(set(listed)), state
            plain = state._plain_moves()
            assert len(plain) == len(set(plain))
            assert set(listed) == set(plain), state
            for move in plain[:12]:
                assert state.why_illegal(move) is None
                assert move in state.legal_moves()


@pytest.mark.parametrize(("game", "rules"), presets())
def test_play_is_the_plain_apply(game: str, rules: Any) -> None:
    for seed in range(2):
        for state, move, after in walk(game, rules, seed):
            plain = state._plain_apply(move)
            assert plain == after, (state, move)
            assert plain.events == after.events
            assert plain.history == after.history
            assert plain.to_move == after.to_move and plain.is_over == after.is_over


# ----------------------------------------------------------------------------------------------------- packs
from cardrules.games import packs  # noqa: E402
from cardrules.games.packs import ai as packs_ai  # noqa: E402
from cardrules.games.packs import fast as PF  # noqa: E402
from cardrules.games.packs import rules as PR  # noqa: E402

PACKS_RULES = [PR.Rules(players=2, single_deal=True), PR.Rules(players=3, single_deal=True),
               PR.Rules(players=4, single_deal=True), PR.Rules(players=6, single_deal=True),
               PR.Rules(players=4, partnerships=False, single_deal=True),
               PR.Rules(players=3, multi_steal=False, single_deal=True),
               PR.Rules(players=4, partner_steals=False, single_deal=True),
               PR.Rules(players=2, two_decks_for_two=True, special_pairs=False, single_deal=True),
               PR.Rules(players=3, several_pairs=False, hand_size=8, single_deal=True)]


def packs_positions(phases: tuple[str, ...], per_rules: int) -> list[PR.State]:
    """Packs states in ``phases`` reached by random play."""
    out = []
    for i, r in enumerate(PACKS_RULES):
        rng = random.Random(f"packs/speed/{i}")
        found = seed = 0
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


def packs_games(rules: PR.Rules, seeds: range) -> list[list[tuple[PR.State, Any, PR.State]]]:
    return [list(walk("packs", rules, seed, 10_000)) for seed in seeds]


def sub_multisets(items: list[tuple[Card, ...]], most: int) -> list[tuple[tuple[Card, ...], ...]]:
    """The plain enumeration: distinct items counted, sorted, every pick of counts in product order."""
    distinct = sorted(Counter(items).items(), key=lambda kv: kv[0])
    out = []
    for picks in product(*(range(n + 1) for _, n in distinct)):
        if 0 < sum(picks) <= most:
            out.append(tuple(p for (p, _), k in zip(distinct, picks, strict=True) for _ in range(k)))
    return out


def every_group(hand: tuple[Card, ...]) -> set[tuple[Card, ...]]:
    return {PR._sorted(g) for k in range(1, len(hand) + 1) for g in combinations(hand, k)}


def test_packs_plain_moves_are_every_move_the_refusals_allow() -> None:
    """Brute force over every owner, every sub-multiset of their packs of one suit, every group of the hand's cards of
    that suit: the steals and packs ``_reason`` accepts are the plain moves (and so the listed ones); a group of
    mixed suits is always refused."""
    checked = 0
    for state in packs_positions((PR.STEAL, PR.ACT, PR.FORCED), 25):
        me, hand = state.turn, state.hands[state.turn]
        groups = {suit: every_group(tuple(c for c in hand if c.suit == suit)) for suit in {c.suit for c in hand}}
        allowed: set[Any] = set()
        if state.phase == PR.STEAL:
            for owner in range(state.players):
                by_suit: dict[Suit, list[tuple[Card, ...]]] = {}
                for p in state.packs[owner]:
                    by_suit.setdefault(p[0].suit, []).append(p)
                for suit, theirs in by_suit.items():
                    for chosen in sub_multisets(theirs, len(theirs)):
                        allowed |= {m for g in groups.get(suit, ()) if owner != me
                                    and state._reason(m := PR.Steal(owner, chosen, g)) is None}
        else:
            allowed = {PR.Pack(t, g) for t in set(state.table) for g in groups.get(t.suit, ())
                       if state._reason(PR.Pack(t, g)) is None}
        if len(groups) > 1:
            mixed = PR._sorted({c.suit: c for c in hand}.values())  # one card of each suit held
            assert all(state._reason(PR.Pack(t, mixed)) is not None for t in state.table)
        plain = {m for m in state._plain_moves() if isinstance(m, (PR.Pack, PR.Steal))}
        assert plain == allowed, state
        assert {m for m in state.legal_moves() if isinstance(m, (PR.Pack, PR.Steal))} == allowed
        checked += bool(allowed) and state.phase == PR.STEAL
    assert checked > 10  # steals were open in enough of the positions for the test to mean something


def test_packs_hauls_are_the_plain_sub_multisets_in_the_same_order() -> None:
    rng = random.Random("packs/hauls")
    deck = [c for c in double_deck() if c.suit == Suit("S")]
    for _ in range(2000):
        pool = list(deck)
        rng.shuffle(pool)
        items: list[tuple[Card, ...]] = []
        for _ in range(rng.randint(1, 6)):
            if items and rng.random() < 0.3:
                items.append(rng.choice(items))  # the same pack twice (two decks)
            else:
                items.append(PR._sorted(pool.pop() for _ in range(rng.randint(2, 3))))
        most = rng.choice((1, len(items)))
        got = PF._hauls(items, most)
        assert [chosen for chosen, _ in got] == sub_multisets(items, most)
        assert [total for _, total in got] == [sum(PR.pack_total(p) for p in chosen) for chosen, _ in got]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_packs_views_made_from_earlier_states_equal_fresh_ones(players: int) -> None:
    """Every seat's view along games played by the heuristic bots (each bot asks for its view, so the states pass
    on what their views worked out), against the view of a copy of the state made from its fields alone."""
    r = PR.Rules(players=players)
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
                assert not any(key in fresh._cache for key in PR.State._CACHES)
                for s, v in ((seat, view), (other, state.view(other))):
                    w = fresh.view(s)
                    assert (v.zones, v.events, v.facts, v.status, v.names) == (w.zones, w.events, w.facts, w.status,
                                                                            w.names)
                    assert list(v.legal_moves) == list(w.legal_moves)
                    # the lazy view's parts against the plain statement of them (views.view_zones and the rest)
                    assert v.zones == state._view_zones(s, False)
                    assert v.facts == state._view_facts(s, False)
            state = state.play(bots[seat].choose(view))
            step += 1
    copy = pickle.loads(pickle.dumps(state))
    assert not any(key in copy._cache for key in PR.State._CACHES)
    assert copy == state


def test_packs_new_game_is_the_state_its_start_makes() -> None:
    """``new_game`` deals its shuffled deck directly; reading its start back (the saved-game path: codes parsed and
    checked) gives the same state, field for field, for every rule set and many seeds."""
    for r in [*PACKS_RULES, *packs.PRESETS.values()]:
        for seed in range(12):
            state = packs.new_game(r, seed=seed)
            again = PR.State._from_start(r, json.loads(state.start))
            assert state == again
            assert state.events == again.events
    with pytest.raises(StateFormatError):
        packs.new_game(PR.Rules(players=2), seed=-1)


def test_packs_game_holds_the_decks_own_card_objects() -> None:
    """Cards read from a start (codes) are the deck's own objects, equal cards the same object, so comparisons stop
    at the identity check; a game read back from JSON plays the same."""
    state = packs.new_game(PR.Rules(players=3), seed=5)
    again = PR.State._from_start(state.rules, json.loads(state.start))
    deck = {c.key: c for c in PR._deck(state.rules)}
    for s in (state, again):
        assert all(deck[c.key] is c for c in s.all_cards())
    pos = packs.from_position(PR.Rules(players=2), hands=["8H 2H", "KS"], table="7H 4C", stock="3H 9D",
                              packs=[["5S 6S"], []], turn=0)
    assert all(deck[c.key] is c for c in pos.all_cards())


def test_packs_heuristic_bot_weighs_the_listed_groups_as_the_plain_choice() -> None:
    """``HeuristicBot.choose`` reads a MoveList's groups and values and makes only the move it picks; the plain
    choice (every move made, the best by the same key: ``ai._best``) picks the same move."""
    checked = 0
    for state in packs_positions((PR.ACT, PR.FORCED, PR.STEAL), 40):
        view = state.view(state.turn)
        moves = view.legal_moves
        fast = packs.HeuristicBot(0).choose(view)
        assert fast == packs_ai._best(tuple(moves), view.rules), state
        assert fast in moves
        checked += isinstance(fast, (PR.Pack, PR.Steal))
    assert checked > 200  # packs or steals were chosen in enough of the positions


def test_packs_move_list_answers_membership_itself() -> None:
    """``MoveList.__contains__`` looks a move up among its own segment's groups (the Sequence mixin's would build
    every move); it agrees with a plain search over the moves, for listed moves and equal moves made afresh."""
    assert "__contains__" in PF.MoveList.__dict__
    for state in packs_positions((PR.ACT, PR.STEAL), 10):
        moves = state.legal_moves()
        listed = list(moves)
        for m in listed[:20]:
            again = PR.Pack(m.table, m.cards) if isinstance(m, PR.Pack) else (
                PR.Steal(m.owner, m.packs, m.cards) if isinstance(m, PR.Steal) else m)
            assert m in moves and again in moves
        other = PR.Pack(Card.parse("2S"), (Card.parse("3S"),))
        assert (other in moves) == (other in listed)


def test_packs_removing_cards_by_key_is_removing_equal_cards() -> None:
    """``fast._remove`` finds cards by their sort keys; ``list.remove`` (by equality, the first equal card) gives the
    same hand, in the same order, with equal cards held twice (two decks) and cards equal but not the same object."""
    rng = random.Random("packs/remove")
    deck = list(double_deck())
    for _ in range(3000):
        hand = rng.sample(deck, rng.randint(1, 12))
        gone = [Card(c.rank, c.suit) for c in rng.sample(hand, rng.randint(0, len(hand)))]  # equal, new objects
        plain = list(hand)
        for c in gone:
            plain.remove(c)
        assert PF._remove(tuple(hand), gone) == tuple(plain) == PR._without(tuple(hand), gone)
        assert all(a is b for a, b in zip(PF._remove(tuple(hand), gone), plain, strict=True))
    with pytest.raises(ValueError):
        PF._remove((Card.parse("2S"),), (Card.parse("3S"),))


def test_packs_hauls_handed_on_equal_hauls_worked_out_anew() -> None:
    """``hand_on_hauls`` adds the pack just made (or stolen) to what the state before knew of the packer's (or
    thief's) packs, and ``robbed_on_hauls`` takes the packs stolen out of the owner's; on every state of random games,
    each seat's hauls as handed on equal those a copy without caches works out from its packs."""
    handed_on = 0
    for r in PACKS_RULES[:5]:
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


def test_packs_shuffle_from_a_string_seed_as_the_next_deal_does() -> None:
    """The deal's shuffle (:func:`cardrules.cards.shuffle`) shuffles a Packs deck as ``random.Random.shuffle``."""
    deck = list(PR._deck(PR.Rules(players=4)))
    plain, fast = list(deck), list(deck)
    random.Random("7/2").shuffle(plain)
    shuffle(random.Random("7/2"), fast)
    assert fast == plain


def test_packs_put_replaces_one_item() -> None:
    items = (("a",), ("b",), ("c",))
    for i in range(3):
        expected = list(items)
        expected[i] = ("x",)
        assert PR._put(items, i, ("x",)) == tuple(expected)


def test_packs_score_and_total_in_one_int() -> None:
    """``_SCORE_AND_TOTAL``: a pack's score and its thief's total summed in one pass as one int give ``pack_score``
    and ``pack_total``, and sort packs as ``(score, total)`` does (the end of a deal's throw-off sorts them so)."""
    def combined(pack: tuple[Card, ...]) -> int:
        return sum(PF._SCORE_AND_TOTAL[c.key] for c in pack)

    rng = random.Random(5)
    deck = list(PF._DECKS[True])
    kept = []
    for _ in range(3000):
        suit = rng.choice(deck).suit
        same = [c for c in deck if c.suit == suit]
        pack = tuple(rng.sample(same, rng.randint(1, len(same))))
        kept.append(pack)
        assert divmod(combined(pack), 2**PF._TOTAL_BITS) == (PR.pack_score(pack), PR.pack_total(pack))
    whole = tuple(c for c in deck if c.suit == deck[0].suit)  # the most one owner can hold of a suit
    assert PR.pack_total(whole) < 2**PF._TOTAL_BITS
    assert sorted(kept, key=combined) == sorted(kept, key=lambda p: (PR.pack_score(p), PR.pack_total(p)))


def packs_plain_end(state: PR.State) -> tuple[list[int], list[int], tuple[Any, ...]]:
    """Each owner's points and packs kept after the throw-off, and the seats' packs, read from the rules plainly."""
    rules = state.rules
    owners = 2 if rules.in_teams else rules.players
    owner = [s % 2 if rules.in_teams else s for s in range(rules.players)]
    keep: list[list[Any]] = [list(p) for p in state.packs]
    if rules.throw_off:
        for suit in sorted({c.suit for seat in state.packs for p in seat for c in p} | set(PF.STANDARD_SUITS)):
            mine = [[(PR.pack_score(p), PR.pack_total(p), s, i) for s in range(rules.players)
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
                points[owner[s]] += PR.pack_score(p)
                kept[owner[s]] += 1
    return points, kept, tuple(tuple(p for p in seat if p is not None) for seat in keep)


@pytest.mark.parametrize("rules", [PR.Rules(single_deal=True), PR.Rules(players=2, single_deal=True),
                                   PR.Rules(players=6, partnerships=False, single_deal=True),
                                   PR.Rules(players=3, throw_off=False, single_deal=True)])
def test_packs_end_of_deal_against_a_plain_reading(rules: PR.Rules) -> None:
    for seed in range(25):
        bots = [packs.HeuristicBot(seed * 16 + k) for k in range(rules.players)]
        state = packs.new_game(rules, seed=seed)
        while True:
            move = bots[state.to_move].choose(state.view(state.to_move))
            after = state.play(move)
            if after.is_over:
                break
            state = after
        points, kept, held = packs_plain_end(state)
        assert after.packs == held
        scores = [e for e in after.events if e.kind == "score"]
        assert [e.get("points") for e in scores] == points
        assert [e.get("packs") for e in scores] == kept
        assert state._plain_apply(move) == after


def packs_played_states(rules: PR.Rules, seeds: range) -> list[PR.State]:
    return [s for seed in seeds for s, _, _ in walk("packs", rules, seed, 10_000)]


def test_packs_kept_groups_hold_no_card_and_are_not_tracked() -> None:
    """Every entry of the groups tables is made of ints only, so that after a collection the garbage collector no
    longer goes over it (tuples of cards stayed tracked: a full collection went over tens of thousands of them)."""
    packs_played_states(PR.Rules(players=4, single_deal=True), range(3))
    for _ in range(3):  # a collection stops tracking a tuple whose items it no longer tracks: one level at a time
        gc.collect()
    entries = [hit for tables in PF._GROUPS for table in tables for hit in table.values()]
    assert entries
    for groups, values in entries:
        assert all(type(v) is int for v in values)
        assert all(type(k) is int for g in groups for k in g)
        assert not gc.is_tracked(groups) and not gc.is_tracked(values)


def test_packs_groups_as_keys_are_the_groups_of_cards() -> None:
    """The keys of each group are its cards' keys, and the cards made of them are the cards listed the plain way:
    every sub-multiset of the hand's suit, valued by ``group_value``."""
    rng = random.Random("packs/keys")
    deck = PR._deck(PR.Rules(players=4))
    for trial in range(200):
        suit_cards = [c for c in deck if c.suit == deck[trial % 4 * 13].suit]
        hand = PR._sorted(rng.sample(suit_cards, rng.randint(1, 7)))
        for rules in (PR.Rules(), PR.Rules(special_pairs=False), PR.Rules(several_pairs=False)):
            groups, values = PF._groups_and_values(hand, rules)
            listed = PF._groups(hand, rules)
            assert [v for v, _ in listed] == list(values)
            assert [tuple(c.key for c in g) for _, g in listed] == list(groups)
            for value, g in listed:
                assert value == PR.group_value(g, rules)
            assert {c.key: PR.score_value(c) for c in PF._STANDARD} == PF._KEY_SCORE


def test_packs_moves_and_the_bots_choice_read_the_keys_as_cards() -> None:
    """The moves a move list builds, by index, by iteration and by ``take``, hold the deck's cards of the listed keys;
    each is in the list and the same move when made the plain way; the heuristic bot's choice on the list equals its
    plain choice over the moves made."""
    for rules in (PR.Rules(players=2, single_deal=True), PR.Rules(players=4, single_deal=True)):
        for s in packs_played_states(rules, range(4)):
            moves = s.legal_moves()
            if not isinstance(moves, PF.MoveList):
                continue
            made = list(moves)
            assert [moves[i] for i in range(len(moves))] == made
            for m in made:
                assert m in moves
                if isinstance(m, PR.Pack):
                    assert m == PR.Pack(m.table, tuple(reversed(m.cards)))
                elif isinstance(m, PR.Steal):
                    assert m == PR.Steal(m.owner, m.packs, tuple(reversed(m.cards)))
            assert packs.HeuristicBot(1).choose(s.view(s.turn)) == packs_ai._best(made, rules)


def test_packs_draw_reads_the_tables_suits_as_the_rules_say() -> None:
    """A draw finds the table's suits with bits (no set): it is hidden and forces a pack exactly when the table is full
    (``table_is_full``, with the rule on), and feeds the table exactly when no table card has the drawn card's
    suit."""
    seen = set()
    for rules in (PR.Rules(players=2, single_deal=True), PR.Rules(players=4, single_deal=True),
                  PR.Rules(players=3, full_table=False, single_deal=True), PR.Rules(players=2, table_cards=0)):
        for s in packs_played_states(rules, range(6)):
            if s.phase != PR.DRAW:
                continue
            after = s.play(PR.Draw())
            card = s.stock[0]
            full = rules.full_table and s.table_is_full
            fed = not full and card.suit not in {c.suit for c in s.table}
            assert (after.phase == PR.FORCED) == full
            assert any(e.kind == "feed" for e in after.events[len(s.events):]) == fed
            seen.add((full, fed))
    assert seen == {(True, False), (False, True), (False, False)}


def test_packs_game_facts_counts_the_full_table_draws_as_the_events_say() -> None:
    """``game_facts`` finds a Full Table draw by its info item (a test in C): the same count as reading each draw's
    ``full_table``."""
    counted = 0
    for rules in (PR.Rules(players=2, single_deal=True), PR.Rules(players=4, single_deal=True)):
        for seed in range(12):
            s = packs_games(rules, range(seed, seed + 1))[0][-1][2]
            plain = sum(1 for e in s.events if e.kind == "draw" and e.get("full_table"))
            assert PR.game_facts(s)["full_table_draws"] == plain
            counted += plain
    assert counted


def test_packs_pack_is_sorted_and_leaves_the_table_as_the_plain_way() -> None:
    """A pack puts the table card into the sorted group by bisection and takes it off the table by its key: the same
    pack as sorting the cards, the same table as removing the first equal card (double decks included)."""
    checked = 0
    for rules in (PR.Rules(players=2, single_deal=True), PR.Rules(players=4, single_deal=True),
                  PR.Rules(players=2, two_decks_for_two=True, table_cards=8, single_deal=True)):
        for steps in packs_games(rules, range(10)):
            for s, move, after in steps:
                if isinstance(move, PR.Pack):
                    assert after.packs[s.turn][-1] == PR._sorted((move.table, *move.cards))
                    assert after.table == PF._remove(s.table, (move.table,))
                    checked += 1
    assert checked > 100


PACKS_LONG_RULES = [PR.Rules(players=2), PR.Rules(players=3, target=200), PR.Rules(players=4),
                    PR.Rules(players=6, target=200), PR.Rules(players=4, partnerships=False, single_deal=True),
                    PR.Rules(players=2, full_table=False, target=150),
                    PR.Rules(players=3, throw_off=False, single_deal=True),
                    PR.Rules(players=2, two_decks_for_two=True, single_deal=True)]


@pytest.mark.parametrize("rules", PACKS_LONG_RULES)
def test_packs_every_turn_starts_with_nothing_drawn_packed_or_stolen(rules: PR.Rules) -> None:
    """``pass_turn`` passes on only the fields that differ from a turn's start: the states a turn's end makes hold
    the defaults of a turn's start, as the full reset would give them; the rest of their fields are those of the
    state before (a feed: with the new table and stock; a new deal: dealt anew)."""
    checked = 0
    for steps in packs_games(rules, range(6)):
        for before, _, after in steps:
            if after.is_over or after.phase != PR.DRAW:
                continue
            assert (after.drawn, after.full, after.packed, after.stolen) == (None, False, None, ())
            if after.deal == before.deal:  # the turn passed: only the turn, and with a feed the table and stock, moved
                assert after.turn == (before.turn + 1) % rules.players
                kept = ("hands", "packs", "thrown", "aside", "score_lines", "winners", "deal", "dealer")
                assert all(getattr(after, k) == getattr(before, k) for k in kept)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("rules", PACKS_LONG_RULES)
def test_packs_score_at_a_deals_end_is_the_lines_summed(rules: PR.Rules) -> None:
    """``end_deal`` reads the new score from ``totals``, which keeps the count of the score lines from state to
    state: it equals the score lines summed plainly, at every deal's end of long games."""
    deal_ends = 0
    for steps in packs_games(rules, range(5)):
        for before, _, after in steps:
            if after.deal == before.deal and not after.is_over:
                continue
            plain = [0] * after.owner_count
            for line in after.score_lines:
                plain[line.owner] += line.points
            assert after.totals() == tuple(plain)
            fresh = PR.State(**{f.name: getattr(after, f.name) for f in dataclasses.fields(after) if f.init})
            assert fresh.totals() == tuple(plain)  # a state that kept no count counts the same
            deal_ends += 1
    assert deal_ends >= 5


def test_packs_suit_of_the_hand_is_a_slice_of_its_sorted_keys() -> None:
    rng = random.Random("fast-turns/suits")
    deck = list(PR._deck(PR.Rules(players=4)))
    for _ in range(500):
        hand = rng.sample(deck, rng.randint(0, 20))
        keys = tuple(sorted(c.key for c in hand))
        for _, order in PF._SUIT_ORDERS:
            assert PF._suit_keys(keys, order) == tuple(sorted(c.key for c in hand if c.key >> 4 == order))


@pytest.mark.parametrize("rules", PACKS_LONG_RULES[:4])
def test_packs_shared_events_are_those_made_afresh(rules: PR.Rules) -> None:
    """Each ``end`` and each feed adds the event made plainly from the state it follows; each draw's info is the
    plain one; and the tables of shared events stay within their bound."""
    for steps in packs_games(rules, range(4)):
        for before, move, after in steps:
            added = after.events[len(before.events):]
            me, deal = before.turn, before.deal
            if isinstance(move, PR.EndTurn):
                assert added[0] == Event("end_turn", me, (), (), deal, None)
            elif isinstance(move, PR.Draw):
                card = before.stock[0]
                full = len({c.suit for c in before.table}) == 4 and rules.full_table
                assert added[0] == Event("draw", me, (card,), (("full_table", full), ("left", len(before.stock) - 1)),
                                         deal, me if full else None)
                if not full and all(c.suit != card.suit for c in before.table):
                    assert added[1] == Event("feed", me, (card,), (), deal, None)
    for table in (PF._TURN_ENDS, PF._FEEDS):
        assert len(table) <= PF._SHARED_KEPT

# The group-value rule (the write-up's <特別の組み合わせの点数>, with the best pairing when a group holds several
# pairs): ``group_value`` states it, with ``_best_pairs`` (a search over counts of fives, fours, threes and twos);
# everything else asks it. Checked against a brute force over every set of separate pairs, on thousands of random
# groups, including the whole of a suit held twice (two decks); and so are the move list's groups (``_groups_of``),
# the rollout policy's cheapest group and the lesson's best pairing.
from cardrules.games.packs import lessons as packs_lessons  # noqa: E402

PACKS_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
PACKS_VARIANTS = [PR.Rules(special_pairs=sp, several_pairs=many) for sp in (True, False) for many in (True, False)]


def brute_value(cards: tuple[Card, ...], r: PR.Rules) -> int:
    """The rule stated plainly: the plain sum, plus the best gain over every set of separate pairs of 2-5 (at most
    one pair when ``several_pairs`` is off); a mixed-suit group counts plainly."""
    plain = sum(PR.play_value(c) for c in cards)
    if not r.special_pairs or len({c.suit for c in cards}) != 1:
        return plain
    low = [c.number for c in cards if 2 <= c.number <= 5]

    def gain(rest: list[int], left: int) -> int:
        if left == 0 or len(rest) < 2:
            return 0
        first, others = rest[0], rest[1:]
        best = gain(others, left)  # the first low card stays single
        for i, b in enumerate(others):
            best = max(best, PR.pair_value(first, b) - first - b + gain(others[:i] + others[i + 1:], left - 1))
        return best

    return plain + gain(low, 99 if r.several_pairs else 1)


def random_group(rng: random.Random, suit: Suit, most: int) -> tuple[Card, ...]:
    """A random group of one suit from two decks (every card at most twice), of 1 to ``most`` cards; low cards
    drawn more often, since the pairs are where the rule is subtle."""
    pool = [Card(r, suit) for r in PACKS_RANKS for _ in range(2)]
    weights = [4 if r in ("2", "3", "4", "5") else 1 for r in PACKS_RANKS for _ in range(2)]
    size = rng.randint(1, most)
    picked: list[Card] = []
    idx = list(range(len(pool)))
    for _ in range(size):
        k = rng.choices(idx, weights=[weights[i] for i in idx])[0]
        idx.remove(k)
        picked.append(pool[k])
    return tuple(picked)


@pytest.mark.parametrize("r", PACKS_VARIANTS, ids=lambda r: f"pairs={r.special_pairs},several={r.several_pairs}")
def test_packs_group_value_agrees_with_the_plain_rule(r: PR.Rules) -> None:
    rng = random.Random(f"packs/{r.special_pairs}/{r.several_pairs}")
    checked = 0
    for _ in range(3000):
        suit = rng.choice((Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS))
        group = random_group(rng, suit, 12)
        expected = brute_value(group, r)
        assert PR.group_value(group, r) == expected, group
        assert PR.group_value(reversed(group), r) == expected  # order does not matter
        checked += 1
    # the rare big ones: a whole suit, and a whole suit held twice (every low card doubled: four pairs of twins)
    for suit in (Suit.SPADES, Suit.HEARTS):
        whole = tuple(Card(x, suit) for x in PACKS_RANKS)
        for group in (whole, whole + whole, whole + tuple(Card(x, suit) for x in ("5", "4", "3", "2"))):
            assert PR.group_value(group, r) == brute_value(group, r)
            checked += 1
    assert checked >= 3000


def test_packs_the_best_pairs_search_agrees_with_the_plain_rule_on_every_count() -> None:
    """``_best_pairs`` over counts of fives, fours, threes and twos, for every count a two-deck suit allows."""
    for fives in range(3):
        for fours in range(3):
            for threes in range(3):
                for twos in range(3):
                    cards = tuple(Card(str(n), Suit.HEARTS) for n, k in ((5, fives), (4, fours), (3, threes),
                                                                        (2, twos)) for _ in range(k))
                    plain = sum(map(PR.play_value, cards))
                    for most, r in ((99, PR.Rules()), (1, PR.Rules(several_pairs=False))):
                        got = plain + PR._best_pairs((fives, fours, threes, twos), most)
                        assert got == brute_value(cards, r), (cards, most)


def test_packs_every_group_the_move_list_builds_is_valued_by_the_rule() -> None:
    """``_groups_of`` lists every distinct sub-group of a hand's cards of one suit with its value, sorted by value:
    each value is ``PR.group_value``'s, no group twice, none missing (a multiset of n distinct cards held k_i times has
    prod(k_i + 1) - 1 sub-groups)."""
    rng = random.Random("packs/groups")
    for trial in range(400):
        r = PACKS_VARIANTS[trial % len(PACKS_VARIANTS)]
        hand = PR._sorted(random_group(rng, Suit.CLUBS, 9 if trial % 20 else 14))
        groups = PF._groups(hand, r)
        counts = Counter(hand)
        expected = 1
        for k in counts.values():
            expected *= k + 1
        assert len(groups) == expected - 1
        assert len({g for _, g in groups}) == len(groups)
        values = [v for v, _ in groups]
        assert values == sorted(values)
        for value, group in groups:
            assert not Counter(group) - counts
            assert value == PR.group_value(group, r) == brute_value(group, r), group


def test_packs_the_cheapest_group_of_the_rollout_policy_is_the_fewest_cards_that_win() -> None:
    """The rollout policy's ``_cheapest_group`` (which stops at the first size that wins) against a search over
    every group: the fewest cards worth more than the target, the lowest value among those; None when none wins."""
    rng = random.Random("packs/cheapest")
    r = PR.Rules()
    for _ in range(1500):
        hand = random_group(rng, Suit.DIAMONDS, packs_ai._GREEDY_LIMIT)
        target = rng.randint(1, 60)
        got = packs_ai._cheapest_group(hand, target, r)
        wins = [g for k in range(1, len(hand) + 1) for g in combinations(hand, k) if PR.group_value(g, r) > target]
        if not wins:
            assert got is None
            continue
        assert got is not None and PR.group_value(got, r) > target
        fewest = min(len(g) for g in wins)
        assert len(got) == fewest
        assert PR.group_value(got, r) == min(PR.group_value(g, r) for g in wins if len(g) == fewest)


def test_packs_the_lessons_best_pairing_reaches_the_rules_value() -> None:
    rng = random.Random("packs/pairing")
    for _ in range(1000):
        group = random_group(rng, Suit.SPADES, 8)
        for r in PACKS_VARIANTS:
            parts, value = packs_lessons.best_pairing(group, r)
            assert value == PR.group_value(group, r)
            assert sorted(c for p in parts for c in p) == sorted(group)
            shown = sum(PR.pair_value(p[0].number, p[1].number) if len(p) == 2 else PR.play_value(p[0]) for p in parts)
            assert shown == value, (group, parts)

# ------------------------------------------------------------------------------------------------ tablanette
# Tablanette's quick paths, each checked against the plain reading of the same rule on thousands of random
# positions: the list of legal plays (a tuple of shared bare plays when no card takes anything, else a lazy list whose
# plays are built by index), the move applied without checks when it came from that list, and a capture's event whose
# groups are worked out only when the log is read.
from cardrules.games import tablanette  # noqa: E402
from cardrules.games.tablanette import fast as TF  # noqa: E402
from cardrules.games.tablanette import rules as TR  # noqa: E402


def tablanette_ordered_plays(state: TR.State) -> list[TR.Play]:
    """Every legal play of the seat to move, the plain way: for each hand card in hand order, a special Jack sweeps
    the table; any other card takes each legal rank pattern of the table (``_legal_patterns``, in its order) with
    every choice of suits, the last rank varying fastest."""
    rules = state.rules
    ranks, pools, counts = state._table_shape()
    out: list[TR.Play] = []
    for card in state.hands[state.turn]:
        if TR.special_jack(card.rank, rules.jack_is_twelve):
            out.append(TR.Play(card, state.table))
            continue
        for pattern in TF._legal_patterns(ranks, counts, card.rank, rules.jack_is_twelve, rules.sums_any_size):
            choices = [itertools.combinations(pool, k) for pool, k in zip(pools, pattern) if k]
            for combo in itertools.product(*choices):
                out.append(TR.Play(card, tuple(c for part in combo for c in part)))
    return out


def tablanette_positions(games: int) -> list[TR.State]:
    """Positions of random single deals under every preset (the table grows long in a few: big lists included)."""
    out = []
    for name, rules in tablanette.PRESETS.items():
        for g in range(games):
            rng = random.Random(f"{name}/{g}")
            state = tablanette.new_game(dataclasses.replace(rules, single_deal=True), seed=g)
            while not state.is_over:
                out.append(state)
                moves = state.legal_moves()
                state = state.play(moves[rng.randrange(len(moves))])
    return out


def test_tablanette_the_listed_plays_are_the_plain_ones_in_the_same_order() -> None:
    positions = tablanette_positions(6)
    lazy = bare = 0
    for state in positions:
        moves = state.legal_moves()
        plain = tablanette_ordered_plays(state)
        assert list(moves) == plain, (state.hands[state.turn], state.table)
        assert [moves[i] for i in range(len(moves))] == plain  # built by index, as a random player picks
        assert len(moves) == len(plain)
        if type(moves) is tuple:
            bare += 1
            assert all(not m.taken for m in moves)
        else:
            lazy += 1
    assert len(positions) > 2000 and lazy > 500 and bare > 500


def test_tablanette_a_listed_play_is_applied_as_the_checked_one() -> None:
    """A play handed out by the state's own list, played unchecked, and the same play read from its notation and
    checked give the same next state, events included."""
    compared = 0
    for state in tablanette_positions(2)[::3]:
        moves = state.legal_moves()
        for i in range(min(len(moves), 4)):
            quick = state.play_unchecked(moves[i])
            checked = state.play(str(moves[i]))
            assert quick == checked  # every field, the log built
            compared += 1
    assert compared > 1000


def test_tablanette_a_captures_event_read_late_is_the_one_read_at_once() -> None:
    """A capture's groups are worked out when the log is read: reading it after every move or only at the end gives
    the same log, and each capture's groups split what it took into the played card's rank and its sums."""
    captures = 0
    for name, rules in tablanette.PRESETS.items():
        for g in range(3):
            rng = random.Random(f"{name}/{g}")
            at_once = late = tablanette.new_game(dataclasses.replace(rules, single_deal=True), seed=g)
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
                value = TR._played_value(played.rank, rules.jack_is_twelve)
                for group in groups:
                    if len(group) == 1:
                        assert group[0].rank == played.rank
                        continue
                    totals = {sum(v) for v in itertools.product(*(TR._values(c.rank, rules.jack_is_twelve)
                                                                   for c in group))}
                    assert value in totals, (played, group)
    assert captures > 300


def test_tablanette_the_deals_shuffle_is_the_standard_librarys() -> None:
    """A deal's deck is shuffled by the engine's own copy of ``random.Random.shuffle`` (quicker): the same decks, and
    the generator left in the same state, for thousands of seeds of both kinds a game uses."""
    for seed in range(1500):
        for source in (seed, f"{seed}/{seed % 9 + 2}"):
            plain, quick = random.Random(source), random.Random(source)
            deck = list(TR._DECK)
            plain.shuffle(deck)
            assert TR._shuffle(quick, list(TR._DECK)) == deck
            assert quick.getstate() == plain.getstate()
    assert TR._shuffled(7, 1) == tuple(TR._shuffle(random.Random(7), list(TR._DECK)))


def test_tablanette_a_captures_groups_split_from_what_it_takes_are_the_plain_split() -> None:
    """The engine splits a capture into groups from the cards taken alone (``_split_taken``); the plain split
    (``_split_plan``, through ``_partition`` on the rank patterns of the table) gives the same groups, in the same
    order, with the same Aces as 11: for every listed capture of the random positions under every preset, and for
    every legal capture of random tables of up to 16 cards under every rule that changes what a group is."""
    compared = several = 0
    for state in tablanette_positions(3):
        rules = state.rules
        jack12, any_size = rules.jack_is_twelve, rules.sums_any_size
        for move in itertools.islice(state.legal_moves(), 40):
            if not move.taken or TR.special_jack(move.card.rank, jack12):
                continue
            played = move.card.rank
            taken = TF._key_of(move.taken)
            plain = TF._split_plan(state._table_key() & TF._MASKS[played, jack12], taken, played, jack12, any_size)
            assert TF._split_taken(taken, played, jack12, any_size) == plain, (move, state.table)
            compared += 1
    for any_size, jack12 in itertools.product((False, True), (False, True)):
        rng = random.Random(f"split/{any_size}/{jack12}")
        deck = [c for c in TR._DECK if not TR.special_jack(c.rank, jack12)]
        for _ in range(400):
            played = rng.choice([rank for rank in TR.RANKS if not TR.special_jack(rank, jack12)])
            table = TF._key_of(rng.sample(deck, rng.randint(2, 12 if any_size else 16))) & TF._MASKS[played, jack12]
            for taken in TF._captures(table, played, jack12, any_size)[1]:
                plain = TF._split_plan(table, taken, played, jack12, any_size)
                assert TF._split_taken(taken, played, jack12, any_size) == plain, (table, taken, played)
                compared += 1
                several += plain is not None and len(plain[0]) > 2
    assert compared > 4000 and several > 1000, (compared, several)

# ------------------------------------------------------------------------------------------------- nine_peak
# 9 Peak's shortcuts for speed against the plain way they stand for: events and score lines built from their slots
# are the values ``event()`` and ``ScoreLine`` make; a view hands the log over unmasked because no 9 Peak event is
# private; the shared labels, notes and face-down hands of views are the ones a view makes afresh; a dealt game is the
# state its start position gives when read back and checked like a saved one.
#
# 9 Peak's play path against the plain rules it stands for: a card taken back goes into the hand where sorting the
# hand would put it (``State._apply`` finds the place by bisecting the cards' places in hand order instead of sorting),
# and a turn's end (the turn passed on, an emptied hand, the settlement) is what the plain rule says.
#
# 9 Peak's views against the plain making of them: a state keeps the zones every seat sees alike (the Area's numbers,
# each seat's sets and peak pile, the unused pile and the cards set aside) and ``_apply`` hands them on to the next
# state, which remakes only those its move changed; the view must be the one a state made afresh shows.
from cardrules.cards import parse_cards  # noqa: E402
from cardrules.games.nine_peak import rules as NR  # noqa: E402
from cardrules.games.nine_peak import tally as NT  # noqa: E402
from cardrules.games.nine_peak import views as NV  # noqa: E402
from cardrules.protocol import Zone, event  # noqa: E402

NP1_CASES = [NR.Rules(), NR.Rules(players=3), NR.Rules(players=5), NR.PRESETS["idea_b_5"], NR.PRESETS["setup_refill_5"],
         replace(NR.PRESETS["double_bonus"], players=3)]


def test_nine_peak_events_built_with_their_info_in_place_are_the_plain_values() -> None:
    """The rules build events with ``Event(kind, seat, cards, info)``, the info in the order ``event``'s keywords
    give."""
    cards = parse_cards("3S 3H 5X")
    assert Event("play", 2, cards, (("n", 3),)) == event("play", 2, cards, n=3)
    assert Event("bonus", 0, (), (("points", 4), ("largest", 4), ("jokers", False), ("multiplier", 1))) == event(
        "bonus", 0, points=4, largest=4, jokers=False, multiplier=1)


@pytest.mark.parametrize("rules", NP1_CASES, ids=lambda x: str(x.changed() or "draft"))
def test_nine_peak_views_are_those_made_afresh_and_the_log_is_public(rules: NR.Rules) -> None:
    views = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = NR.new_game(rules, seed=seed)
        while True:
            for seat in (None, *range(rules.players)):
                shared = state.view(seat)
                NV._VIEW_PARTS.clear()
                fresh = state.view(seat)
                assert shared.zones == fresh.zones and shared.facts == fresh.facts
                assert shared.events == tuple(e.masked_for(seat) for e in state.events)
                views += 1
            if state.is_over:
                break
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
        assert all(e.visible_to is None for e in state.events)  # nothing is ever dealt or laid face down
    assert views > 300


@pytest.mark.parametrize("rules", NP1_CASES, ids=lambda x: str(x.changed() or "draft"))
def test_nine_peak_area_counts_carried_from_move_to_move_are_the_area_counted_afresh(rules: NR.Rules) -> None:
    """``_apply`` hands the Area's packed c_n on to the next state, adding the cards placed and taking away a peak
    and a card taken back; they must be the counts of the Area the state holds."""
    positions = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = NR.new_game(rules, seed=seed)
        while not state.is_over:
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
            carried = state._cache["_counts"]
            assert carried == NT.area_counts(state.area)
            assert all(carried >> 8 * n & 255 == state.in_area(n) for n in range(1, rules.max_number + 1))
            positions += 1
    assert positions > 100


NP1_DEAL_CASES = [*NP1_CASES, *(NR.PRESETS[name] for name in ("setup_set_aside", "peak_7", "idea_a_3", "no_jokers",
                                                     "area_8_hands_10"))]


def nine_peak_fields(state: NR.State) -> dict[str, object]:
    return {name: getattr(state, name) for name in ("rules", "start", "hands", "area", "sets", "peaks", "pile", "out",
                                                    "start_player", "turn", "taking", "ender", "over", "history",
                                                    "events", "score_lines")}


@pytest.mark.parametrize("rules", NP1_DEAL_CASES, ids=lambda x: str(x.changed() or "draft"))
def test_nine_peak_a_dealt_game_is_its_start_position_read_back(rules: NR.Rules) -> None:
    """``new_game`` and ``from_deck`` make the state straight from the deal's cards (``_deal``), skipping the checks
    of a saved position; it must be the state ``_from_start`` makes of the start position it records (its JSON), and
    play on alike."""
    reshuffled = 0
    for seed in range(60):
        dealt = NR.new_game(rules, seed=seed)
        read = NR.State._from_start(rules, json.loads(dealt.start))
        assert nine_peak_fields(dealt) == nine_peak_fields(read)
        assert all(type(h) is tuple for h in dealt.hands) and type(dealt.area) is tuple
        reshuffled += '"reshuffles"' in dealt.start
        rng = random.Random(seed)
        while not dealt.is_over:
            moves = dealt.legal_moves()
            i = rng.randrange(len(moves))
            dealt, read = dealt.play(moves[i]), read.play(read.legal_moves()[i])
        assert nine_peak_fields(dealt) == nine_peak_fields(read)
    deck = list(rules.deck())
    random.Random(7).shuffle(deck)
    dealt = NR.from_deck(rules, deck, start_player=1, seed="x")
    assert nine_peak_fields(dealt) == nine_peak_fields(NR.State._from_start(rules, json.loads(dealt.start)))
    if rules == NR.Rules():
        assert reshuffled  # the draft's deals include some reshuffled at setup


NP2_CASES = [NR.Rules(), NR.Rules(players=3), NR.Rules(players=5), NR.PRESETS["idea_b_5"],
             replace(NR.PRESETS["idea_a"], players=3),
             NR.Rules(players=3, copies_per_suit=4, jokers_per_number=3, peak=12)]


@pytest.mark.parametrize("rules", NP2_CASES, ids=lambda x: str(x.changed() or "draft"))
def test_nine_peak_a_card_taken_back_goes_where_sorting_the_hand_puts_it(rules: NR.Rules) -> None:
    takes = 0
    for seed in range(15):
        rng = random.Random(seed)
        state = NR.new_game(rules, seed=seed)
        while not state.is_over:
            moves = state.legal_moves()
            move = moves[rng.randrange(len(moves))]
            seat, before = state.turn, state.hands[state.turn]
            state = state.play(move)
            if isinstance(move, NR.Take):
                assert state.hands[seat] == NR._sorted((*before, move.take))
                takes += 1
            # The turn passes clockwise unless a Pass of two still has its take to come.
            if not state.is_over and not state.taking:
                assert state.turn == (seat + 1) % rules.players
    assert takes > 50


NP3_CASES = [NR.Rules(), NR.Rules(players=3), NR.Rules(players=5), NR.PRESETS["idea_b_5"],
             NR.PRESETS["setup_set_aside"], NR.PRESETS["peak_7"], NR.PRESETS["printed_jokers"],
             # Two cards of one number placed where the first peaks: the count is the same after, its cards not.
             NR.Rules(players=5, max_number=2, peak=3, copies_per_suit=4, jokers_per_number=3, area_cards_five=0)]


def nine_peak_fresh(state: NR.State, seat: int | None, open_hands: bool = False) -> tuple[Zone, ...]:
    """The zones of ``state`` made from nothing: a copy that keeps nothing, with no label or note shared."""
    NV._VIEW_PARTS.clear()
    return replace(state).view(seat, open_hands=open_hands).zones


@pytest.mark.parametrize("every", [1, 3])
@pytest.mark.parametrize("rules", NP3_CASES, ids=lambda x: str(x.changed() or "draft"))
def test_nine_peak_zones_handed_on_from_state_to_state_are_the_zones_made_afresh(rules: NR.Rules, every: int) -> None:
    """Viewed at every state (as a bot does) or at every third (the parts then pass through states never viewed)."""
    views = handed_on = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = NR.new_game(rules, seed=seed)
        step = 0
        while True:
            if step % every == 0:
                for seat in (state.to_move, None, *range(rules.players)):
                    zones = state.view(seat).zones
                    assert zones == nine_peak_fresh(state, seat)
                    fresh = nine_peak_fresh(state, seat)
                    assert [(z.label, z.note) for z in zones] == [(z.label, z.note) for z in fresh]
                    views += 1
                assert state.view(None, open_hands=True).zones == nine_peak_fresh(state, None, open_hands=True)
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


def test_nine_peak_a_copy_of_a_state_keeps_no_zones() -> None:
    state = NR.new_game(NR.Rules(), seed=3)
    assert state.view(0).zones
    assert "_zones" in state._cache and "_zones" not in replace(state)._cache
    moved = state.play(state.legal_moves()[0])
    assert "_zones" in moved._cache  # handed on by the move

# ------------------------------------------------------------------------------------------------ spoil_five
# Spoil Five's fast paths (issue 18) checked against the plain statements they stand for, on thousands of random
# positions: the tables keyed by card (trumps, strengths, the order of a hand), the trick closed in the step of its
# last card with events built directly, a listed move played unchecked, the views built from shared pieces, and a
# deck read by looking its codes up. ``test_spoil_five_fast_paths_match_rules.py`` checks the cards a player may play
# against ``why_illegal``.

from cardrules.cards import standard_deck  # noqa: E402
from cardrules.games import spoil_five  # noqa: E402
from cardrules.games.spoil_five import fast as SF  # noqa: E402
from cardrules.games.spoil_five import rules as SR  # noqa: E402
from cardrules.games.spoil_five import start as SS  # noqa: E402
from cardrules.i18n import language  # noqa: E402
from cardrules.protocol import Seat, Text, cards_field, check_conservation  # noqa: E402

SF_RULE_SETS = [SR.Rules(players=p, ranking=r, void_may_discard=v, may_decline=d, single_deal=single)
             for p in (3, 5, 10) for r in ("simplified", "traditional") for v in (False, True)
             for d in (False, True) for single in (True, False)]


def spoil_five_games(games: int, seed: int) -> Iterator[list[SR.State]]:
    """The states of random games (full games of several deals, and single deals) under every rule set."""
    rng = random.Random(seed)
    for g in range(games):
        rules = SF_RULE_SETS[g % len(SF_RULE_SETS)]
        state = spoil_five.new_game(rules, seed=rng.randrange(10**6))
        states = [state]
        while not state.is_over and len(states) < 400:
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
            states.append(state)
        yield states


@pytest.mark.parametrize("trumps", SR.SUITS)
@pytest.mark.parametrize("ranking", ["simplified", "traditional"])
def test_spoil_five_the_tables_are_the_rules_by_card_key(trumps: Suit, ranking: str) -> None:
    for card in standard_deck():
        assert (card.key in SF._TRUMP_KEYS[trumps]) == SR.is_trump(card, trumps)
        assert SF._POWERS[trumps, ranking][card.key] == SR._powers(trumps, ranking)[card]
        power = SR._powers(trumps, ranking)[card]
        assert SF._HAND_PLACES[trumps, ranking][card.key] == SR._hand_place(card, trumps, power)


def spoil_five_plain_power(state: SR.State, card: Card) -> int:
    return SR._LOW_ACE_POWER if card == state.low_ace else SR._powers(state.trumps, state.rules.ranking)[card]


def spoil_five_plain_winner(state: SR.State) -> tuple[int, Card] | None:
    """The trick's winner as the rule says it: the highest trump, else the highest card of the suit led."""
    if not state.trick:
        return None
    led = state.trick[0][1]
    contenders = [(seat, c) for seat, c in state.trick
                  if SR.is_trump(c, state.trumps) or (not SR.is_trump(led, state.trumps) and c.suit is led.suit)]
    return max(contenders, key=lambda sc: spoil_five_plain_power(state, sc[1]))


def test_spoil_five_state_questions_agree_with_the_plain_rules_on_random_positions() -> None:
    checked = 0
    for states in spoil_five_games(120, seed=18):
        for s in states:
            hand = s.hands[s.to_move] if s.to_move is not None else ()
            for card in hand:
                assert s.is_trump(card) == SR.is_trump(card, s.trumps)
                assert s.power(card) == spoil_five_plain_power(s, card)
            assert s.trick_winner() == spoil_five_plain_winner(s)
            for h in s.hands:  # the order a hand is shown in, by the table and by the plain key
                plain = tuple(sorted(h, key=lambda c: SR._hand_place(c, s.trumps, spoil_five_plain_power(s, c))))
                assert s._sorted(h) == plain
            checked += 1
    assert checked > 5000


def test_spoil_five_a_card_play_builds_the_events_event_would_and_closes_tricks_in_one_step() -> None:
    checked = 0
    for states in spoil_five_games(60, seed=7):
        for before, after in zip(states, states[1:], strict=False):
            move = after.history[-1]
            if type(move).__name__ not in ("Lead", "Play", "Jink"):
                continue
            added = after.events[len(before.events):]
            if after.deal == before.deal:  # (a deal's last card also pays the pool and deals the next hand)
                seat = before.to_move
                plays = [e for e in added if e.kind == "play"]
                assert plays == [event("play", seat, (move.card,), deal=before.deal, trick=before.trick_number,
                                       role=before._role(move.card))]
                if len(before.trick) == before.players - 1:  # the last card: the trick is taken in the same step
                    closed = dataclasses.replace(before, trick=before.trick + ((seat, move.card),))
                    winner, best = spoil_five_plain_winner(closed)
                    trick = next(e for e in added if e.kind == "trick")
                    assert trick == event("trick", winner, tuple(c for _, c in before.trick) + (move.card,),
                                          deal=before.deal, trick=len(before.winners) + 1, card=best.code,
                                          taken=after.winners.count(winner))
                    assert after.trick == () and after.leader == winner
                checked += 1
    assert checked > 2000


def test_spoil_five_a_listed_move_and_an_equal_one_lead_to_the_same_state() -> None:
    checked = 0
    for states in spoil_five_games(40, seed=3):
        for s in states[:-1]:
            if s.is_over:
                continue
            moves = s.legal_moves()
            move = moves[len(moves) // 2]
            copy = spoil_five.parse_move(str(move))  # a card move read is equal, not the same object: checked
            assert copy == move
            a, b = s.play_unchecked(move), s.play(copy)
            assert (a.history, a.events, a.hands, a.trick, a.winners, a.chips, a.phase) == \
                   (b.history, b.events, b.hands, b.trick, b.winners, b.chips, b.phase)
            checked += 1
    assert checked > 1000


def spoil_five_plain_hidden_hand(s: SR.State, seat: int) -> Zone:
    """A hidden hand's zone as View builds it without the shared pieces."""
    p = s.players
    label = Text("zone.dealer", name=Seat(seat, p)) if seat == s.dealer else Seat(seat, p)
    return Zone(f"hand/{seat}", Text("spoil_five.zone.hand", seat=label), (None,) * len(s.hands[seat]), owner=seat,
                layout="fan")


def test_spoil_five_views_built_from_shared_pieces_are_the_plain_views() -> None:
    checked = 0
    for states in spoil_five_games(30, seed=11):
        for s in states[::3]:
            me = s.to_move if s.to_move is not None else 0
            v = s.view(me)
            for seat in range(s.players):
                if seat != me:
                    assert v.zone(f"hand/{seat}") == spoil_five_plain_hidden_hand(s, seat)
            assert v.zone("stock").cards == (None,) * len(s.stock)
            assert v.zone("turnup").cards == ((s.turnup,) if s.turnup else ())
            assert v.events == tuple(e.masked_for(me) for e in s.events)
            assert v.is_over == s.is_over
            checked += 1
    assert checked > 500
    # shared pieces hold data, worded when shown: the same view reads in either language
    s = spoil_five.new_game(SR.Rules(players=3), seed=1)
    v = s.view(0)
    with language("ja"):
        ja = str(v.zone("stock").label)
    assert ja != str(v.zone("stock").label)


def test_spoil_five_a_deck_is_read_by_its_codes_as_the_protocol_reads_it() -> None:
    rng = random.Random(5)
    for _ in range(500):
        deck = list(standard_deck())
        rng.shuffle(deck)
        start = {"deck": [c.code for c in deck]}
        fast = SS._deck_field(start)
        assert fast == cards_field(start, "deck") == tuple(deck)
        check_conservation("start.deck", fast, standard_deck())
    # anything but the 52 codes goes to the protocol's reading, which says what is wrong
    deck = list(standard_deck())
    for bad in ([c.code for c in deck[:-1]], [c.code for c in deck[:-1] + deck[:1]], "AS 2S", [1] * 52):
        with pytest.raises(StateFormatError):
            SS._deck_field({"deck": bad})
    lower = {"deck": [c.code.lower() for c in deck]}
    assert SS._deck_field(lower) == tuple(deck)
    s = spoil_five.from_deck(SR.Rules(players=4), deck, dealer=1)
    assert SR.State.from_json(s.to_json()).hands == s.hands


class SpoilFiveNeverRandom(random.Random):
    """A generator whose draws never pick the rollout's random card (its share is ROLLOUT_RANDOM)."""

    def random(self) -> float:
        return 1.0


def spoil_five_takes(s: SR.State, card: Card, best: Card) -> bool:
    """Whether ``card`` would take a trick that ``best`` wins so far."""
    if s.is_trump(card):
        return not s.is_trump(best) or s.power(card) >= s.power(best)
    return not s.is_trump(best) and card.suit is best.suit and s.power(card) >= s.power(best)


def test_spoil_five_the_rollout_follows_as_its_plain_statement() -> None:
    """A rollout's card to a trick: the cheapest card that takes the trick so far, else the weakest card (the lowest
    plain card, else the lowest trump); the policy's single loop against that statement."""
    checked = 0
    for states in spoil_five_games(60, seed=23):
        for s in states:
            if s.is_over or s.phase != "play" or not s.trick:
                continue
            cards = s.playable()
            best = s.trick_winner()[1]  # type: ignore[index]

            winning = [c for c in cards if spoil_five_takes(s, c, best)]
            plain = min(winning, key=s.power) if winning else min(cards, key=lambda c: (s.is_trump(c), s.power(c)))
            assert spoil_five.rollout_move(s, SpoilFiveNeverRandom()).card == plain
            checked += 1
    assert checked > 2000


def test_spoil_five_the_bot_reads_the_trick_from_the_log_as_the_table_shows_it() -> None:
    """The heuristic bot reads the trick in play from the deal's plays in the log (every seat plays one card to each
    trick), not from the view's table zone, which would make every zone of the view: the two agree at every decision
    to follow, in full games of every rule set and player count, for every seat's view."""
    from cardrules.games.spoil_five.ai import _deal_facts, _trick_so_far

    checked = 0
    for states in spoil_five_games(60, seed=29):
        for s in states:
            if s.is_over or not s.trick:
                continue
            for seat in (s.to_move, (s.to_move + 1) % s.players):
                view = s.view(seat)
                table = [c for c in view.zone("table").cards]
                assert _trick_so_far(_deal_facts(view)[2], view.players) == table == [c for _, c in s.trick]
                checked += 1
    assert checked > 2000


def test_spoil_five_the_deck_is_shuffled_as_random_shuffle_shuffles_it() -> None:
    # _shuffled writes out Random.shuffle's loop; the games' later deals must stay those the library would deal
    for seed in range(2000):
        plain, fast = random.Random(f"{seed}/2"), random.Random(f"{seed}/2")
        deck = list(SR._DECK)
        plain.shuffle(deck)
        assert SR._shuffled(fast) == tuple(deck)
        assert fast.getstate() == plain.getstate()

# ----------------------------------------------------------------------------------------------------- dudak
# Dudak: every fast path agrees with the plain statement it stands for, over thousands of random positions.
#
# * which cards beat (``_beaters``, a table made from :func:`beats`) against :func:`beats` itself, for every pair of
#   cards and every trump;
# * the move list (shared move objects from tables) against every candidate move checked by ``why_illegal``;
# * a pile's move list (``BeatList``, moves built by index when asked for) against a plain listing in the rules' order;
# * the turn passing to the next holder (``_next_turn``'s fast path for the common case) against the plain rule;
# * a beat's and a lead's event (their ``info`` from tables made once) against the events ``event()`` makes;
# * a move taken from the list (applied at once, found by identity) against the same move read from its notation and
#   checked;
# * the log a view shows (masked per seat, kept and extended from state to state) against masking the whole log;
# * the heuristic bot's reading of the log (only the events added since its last view) against reading all of it;
# * a card taken back inserted in the sorted hand against sorting the hand with it;
# * the zones a view shows (built with their slots set directly, face-down hands kept) against ``Zone`` itself;
# * a holder's trump and whether cards were set aside, as the table shows them, against the log;
# * the heuristic bot's choices against a plain statement of its heuristic (one ``min``, everything read afresh);
# * ``new_game`` (the start built directly) against loading the same start as a saved game;
# * ``rollout_position`` (Monte Carlo rollouts: this deal only, at most ``ROLLOUT_TURNS`` more turns).
#
# Dudak: the heuristic bot's choice facing a pile, made from the move list's cards (``HeuristicBot._respond``:
# the hand, the positions of the beating cards, one move taken from the list), against the same bot weighing every
# move of the list as a plain tuple; and what ``BeatList`` tells the bot against the view and the listing itself.
from cardrules.cards import STANDARD_SUITS, piquet_deck  # noqa: E402
from cardrules.errors import IllegalMoveError  # noqa: E402
from cardrules.games import dudak  # noqa: E402
from cardrules.games.dudak import ai as dudak_ai  # noqa: E402
from cardrules.games.dudak import fast as DF  # noqa: E402
from cardrules.games.dudak import rules as DR  # noqa: E402
from cardrules.games.dudak import start as DS  # noqa: E402
from cardrules.games.dudak import views as DV  # noqa: E402
from cardrules.protocol import GameState, View, start_json  # noqa: E402

DUDAK_VARIANTS = [DR.Rules(players=p, single_deal=False, deals=2) for p in (2, 3, 4)] + [
    DR.Rules(trumps="before_lead", players=3), DR.Rules(whole_pile_only=True, deal_in_pairs=True),
    DR.Rules(trumps="none"),
    DR.Rules(players=2, turn_limit=20, deals=3)]


def dudak_random_states(count: int, seed: int = 0) -> list[DR.State]:
    """``count`` positions met in random play over the variants (every phase, several deals, declared trumps)."""
    rng = random.Random(seed)
    out: list[DR.State] = []
    game = 0
    while len(out) < count:
        variant = DUDAK_VARIANTS[game % len(DUDAK_VARIANTS)]
        state = dudak.new_game(variant, seed=seed * 1000 + game)
        game += 1
        while not state.is_over and len(out) < count:
            if rng.random() < 0.3:
                out.append(state)
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
    return out


def test_dudak_beaters_table_is_beats() -> None:
    deck = piquet_deck()
    for top in deck:
        for trump in (None, *STANDARD_SUITS):
            table = DF._beaters(top, trump)
            for card in deck:
                assert (card.key in table) == DR.beats(card, top, trump), (card, top, trump)


def dudak_plain_moves(state: DR.State, rng: random.Random) -> set[object]:
    """Every move ``why_illegal`` allows, from candidates that hold every legal one: every card of the deck led,
    beating with every add from the hand (or none), and the hand's cards beating with a few cards not held added."""
    deck = DR.deck_for(state.players)
    hand = state.hands[state.seat] if state.seat is not None else ()
    candidates: list[object] = [dudak.Take(), dudak.TakeAll(), dudak.Pass()]
    candidates += [DR.DeclareTrump(s) for s in STANDARD_SUITS]
    candidates += [DR.Lead(c) for c in deck]
    candidates += [DR.Beat(c, a) for c in deck for a in (None, *hand)]
    candidates += [DR.Beat(c, a) for c in hand for a in rng.sample(deck, 3)]
    return {m for m in candidates if state.why_illegal(m) is None}


def test_dudak_move_list_is_every_move_why_illegal_allows() -> None:
    rng = random.Random(1)
    for state in dudak_random_states(1200, seed=1):
        listed = state.legal_moves()
        assert len(set(listed)) == len(listed), "a move listed twice"
        assert set(listed) == dudak_plain_moves(state, rng), state.to_json()


def test_dudak_a_listed_move_plays_as_the_checked_one() -> None:
    """A move object from the state's own list, played unchecked, gives the state the checked path gives: the same
    move read from its notation on a copy of the position with no list kept, checked by ``why_illegal``."""
    rng = random.Random(2)
    for state in dudak_random_states(1500, seed=2):
        moves = state.legal_moves()
        move = moves[rng.randrange(len(moves))]
        fast = state.play_unchecked(move)
        fresh = state._evolve()  # a copy without the kept list: ``GameState.play`` checks the move
        assert "_legal" not in fresh._cache
        slow = GameState.play(fresh, DR.parse_move(str(move)))
        assert fast == slow
        assert fast.events == slow.events and fast.history == slow.history


def test_dudak_an_unlisted_move_is_still_checked() -> None:
    """With the list kept, a move not in it (built elsewhere, or a notation) is checked and refused with its
    reason; a listed one built elsewhere (equal, not the same object) is played."""
    state = dudak.from_position(hands=["10H 7S 8S", "AS KS", "", ""], pile="9H")
    state.legal_moves()
    with pytest.raises(IllegalMoveError):
        state.play(DR.Beat(Card.parse("7S"), Card.parse("10H")))
    with pytest.raises(IllegalMoveError):
        state.play("lead 7S")
    assert state.play(DR.Beat(Card.parse("10H"), Card.parse("7S"))).pile == parse_cards("9H 10H 7S")


def test_dudak_view_log_is_the_whole_log_masked() -> None:
    """Views asked by different seats, skipping states, across deals and replays: the kept log is always the whole
    log masked for the seat."""
    rng = random.Random(3)
    for g, variant in enumerate(DUDAK_VARIANTS):
        state = dudak.new_game(variant, seed=g)
        while not state.is_over:
            if rng.random() < 0.6:
                seat = rng.choice([None, *range(state.players)])
                assert state.view(seat).events == tuple(e.masked_for(seat) for e in state.events)
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
        for seat in (None, *range(state.players)):
            assert state.view(seat).events == tuple(e.masked_for(seat) for e in state.events)
        replayed = DR.State.from_dict(state.to_dict())
        assert replayed.view(0).events == state.view(0).events


def test_dudak_bot_reads_the_log_as_a_whole_reading() -> None:
    """The bot reads only the events added since its last view; what it finds is what reading the whole log finds
    (trumps declared in random play, several deals, a view of another game in between)."""
    rng = random.Random(4)
    bots = [dudak.HeuristicBot(s) for s in range(4)]
    for g, variant in enumerate(DUDAK_VARIANTS):
        state = dudak.new_game(variant, seed=100 + g)
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            if rng.random() < 0.05:  # a view from elsewhere: the bot must read that log afresh
                other = dudak.new_game(variant, seed=g)
                bots[seat % 4]._public_log(other.view(other.to_move))
            assert bots[seat % 4]._public_log(view) == dudak_ai._public_log(view)
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])


@pytest.mark.parametrize("variant", [DR.Rules(), DR.Rules(players=2, single_deal=True),
                                     DR.Rules(players=3, turn_limit=20),
                                     DR.Rules(turn_limit=5000, deals=2)])
def test_dudak_rollout_position_ends_this_deal_within_the_rollout_turns(variant: DR.Rules) -> None:
    rng = random.Random(5)
    for seed in range(12):
        state = dudak.new_game(variant, seed=seed)
        for _ in range(rng.randrange(80)):
            if state.is_over:
                break
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
        if state.is_over:
            continue
        before = state.to_json()
        short = state.rollout_position()
        assert state.to_json() == before and state.rules == variant  # the position itself is unchanged
        limit = max(20, min(variant.turn_limit, state.turns + DR.ROLLOUT_TURNS))
        assert short.rules == DR.Rules(**{**variant.to_dict(), "single_deal": True, "turn_limit": limit})
        for name in ("hands", "pile", "set_aside", "trumps", "seat", "phase", "turns", "deal", "losses", "history",
                     "events"):
            assert getattr(short, name) == getattr(state, name), name
        end = short
        while not end.is_over:
            end = end.play_unchecked(dudak_ai.rollout_move(end, rng))
        assert end.deal == state.deal and end.turns <= limit
        assert sum(end.losses) == sum(state.losses) + 1


def test_dudak_move_tables_hold_the_deck() -> None:
    """The shared moves: one per card (lead, beat out) and per ordered pair of cards (beat and add)."""
    for c in piquet_deck():
        assert DF._LEAD_OF[c.key] == DR.Lead(c) and DF._BEAT_OUT[c.key] == DR.Beat(c)
        for a in piquet_deck():
            assert DF._BEAT_ADD[c.key][a.key] == (DR.Beat(c, a) if a != c else None)


def dudak_plain_zones(state: DR.State, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
    """The table as a view shows it, every zone built by ``Zone`` itself, nothing kept from one view to the next."""
    n = state.players
    zones = []
    for s, hand in enumerate(state.hands):
        trump = state.trumps[s]
        out = not hand and not state.is_over
        note = Text("dudak.zone.out") if out else Text("dudak.zone.trump", suit=trump.symbol) if trump else ""
        cards = hand if open_hands or s == seat else (None,) * len(hand)
        zones.append(Zone(f"hand/{s}", Text("dudak.zone.hand", seat=Seat(s, n)), cards, owner=s, layout="fan",
                          note=note))
    top = state.top
    zones.append(Zone("pile", Text("dudak.zone.pile"), state.pile, layout="fan",
                      note=Text("dudak.zone.top", card=top) if top else "", highlight=(top,) if top else ()))
    zones.append(Zone("set_aside", Text("dudak.zone.set_aside"), (None,) * (len(state.set_aside) - state.unused),
                      layout="stack"))
    return tuple(zones)


def test_dudak_view_zones_are_the_plain_zones() -> None:
    """The zones a view shows (with labels and notes made once, or kept whole from an earlier view) are those
    ``Zone`` builds from the state, for every seat, a spectator and open hands, in positions met in random play and
    in lessons' positions."""
    states = dudak_random_states(1500, seed=6) + [
        dudak.from_position(hands=["10H 7S", "AS KS", "", ""], pile="9H"),
        dudak.from_position(hands=["10H 7S", "AS KS", "8D", ""], trumps=["S", None, "H", None], to_move=2)]
    for state in states:
        for seat in (None, *range(state.players)):
            for open_hands in (False, True):
                zones = state.view(seat, open_hands=open_hands).zones
                assert zones == dudak_plain_zones(state, seat, open_hands)
                assert all(type(z) is Zone for z in zones)


def dudak_plain_choice(view: View, rng: random.Random, vary: float = 0.25, declare_at: int = 2) -> object:
    """The heuristic bot's choice as its docstring states it, read plainly from the whole view: one ``min`` over
    every move, the log read in full and the unseen cards counted at every decision."""
    moves = view.legal_moves
    seat = view.to_move
    assert seat is not None
    hand = tuple(c for c in view.zone(f"hand/{seat}").cards if c is not None)
    pile = view.zone("pile").cards
    trumps, set_aside = dudak_ai._public_log(view)
    seen = {c for c in hand} | {c for c in pile if c is not None} | {c for c in DR.deck_for(view.players)
                                                                      if c.key in set_aside}
    unseen = [c for c in DR.deck_for(view.players) if c not in seen]
    n = view.players
    nxt = next((s for k in range(1, n + 1) if view.zone(f"hand/{(s := (seat + k) % n)}").count), seat)

    def beatable(card: Card) -> int:
        return sum(DR.beats(c, card, trumps[nxt]) for c in unseen)

    rank = DR.RANK_ORDER
    if all(isinstance(m, (DR.DeclareTrump, dudak.Pass)) for m in moves) and not pile:
        counts = {s: sum(c.suit is s for c in hand) for s in STANDARD_SUITS}
        suit = max(STANDARD_SUITS, key=lambda s: counts[s])
        return DR.DeclareTrump(suit) if counts[suit] >= 5 else dudak.Pass()
    beat_moves = [m for m in moves if isinstance(m, DR.Beat)]
    if beat_moves:
        if rng.random() < vary:
            return min(beat_moves, key=lambda m: (rank[m.card.rank], rank[m.add.rank] if m.add else -1))
        top = pile[-1]
        assert top is not None
        return min(beat_moves, key=lambda m: (m.card.suit is not top.suit, rank[m.card.rank],
                                              beatable(m.add) if m.add else -1, -rank[m.add.rank] if m.add else 0))
    leads = [m for m in moves if isinstance(m, DR.Lead)]
    if leads:
        order = DR._SORT_KEY
        if rng.random() < vary:
            return min(leads, key=lambda m: (rank[m.card.rank], order(m.card)))
        return min(leads, key=lambda m: (beatable(m.card), -rank[m.card.rank], order(m.card)))
    top = pile[-1]
    assert top is not None
    if any(isinstance(m, DR.DeclareTrump) for m in moves) and len(hand) <= declare_at:
        suits = [s for s in STANDARD_SUITS if s is not top.suit and any(c.suit is s for c in hand)]
        if suits:
            return DR.DeclareTrump(max(suits, key=lambda s: sum(c.suit is s for c in hand)))
    return next(m for m in moves if isinstance(m, (dudak.Take, dudak.TakeAll)))


def test_dudak_heuristic_bot_chooses_as_the_plain_statement() -> None:
    """The bot (the unseen cards counted only when a choice weighs them, the log read from where it left off, the
    beating card picked before its add) chooses what the plain statement chooses, drawing the same random numbers,
    over whole games of every variant, the bots' own and random players' (more positions where trumps are declared
    and the declaration round)."""
    rng = random.Random(7)
    for g, variant in enumerate(DUDAK_VARIANTS * 3):
        bots = [dudak.HeuristicBot(g * 8 + s) for s in range(variant.players)]
        plain = [random.Random(g * 8 + s) for s in range(variant.players)]
        state = dudak.new_game(variant, seed=200 + g)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            view = state.view(seat)
            move = bots[seat].choose(view)
            assert move == dudak_plain_choice(view, plain[seat]), state.to_json()
            assert bots[seat].rng.getstate() == plain[seat].getstate()
            if g % 3 == 1 and rng.random() < 0.5:  # a random player's move in between
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
            state = state.play(move)


def test_dudak_new_game_is_the_saved_game_it_stands_for() -> None:
    """``new_game`` builds its state from the start directly: the same state as loading that start, log included."""
    for g, variant in enumerate([*DUDAK_VARIANTS, DR.Rules(), DR.Rules(single_deal=True)]):
        for seed in (0, 1, 2**31 - 1, 12345 + g):
            state = dudak.new_game(variant, seed=seed)
            start = json.loads(state.start)
            loaded = DR.State.from_dict(DS._saved(variant, start_json(**start)))
            assert state == loaded and state.events == loaded.events and state.to_json() == loaded.to_json()
            assert start["why"] == "random" and state.rules == variant


def test_dudak_a_card_inserted_in_a_hand_is_the_hand_sorted() -> None:
    """Taking one card back inserts it in the sorted hand: the same as sorting the hand with it."""
    rng = random.Random(8)
    deck = list(DR.piquet_deck())
    for _ in range(3000):
        cards = rng.sample(deck, rng.randrange(1, 14))
        hand = DR._sorted(cards[1:])
        assert DF._inserted(hand, cards[0]) == DR._sorted(cards)


def test_dudak_what_the_bot_reads_from_the_table_is_what_the_log_says() -> None:
    """The bot reads a holder's trump from their hand's zone, and reads the log for set-aside cards only when the
    table shows some: the trump a zone shows is the one the log declared (for every seat holding cards), and the
    table shows set-aside cards exactly when the log set some aside."""
    states = dudak_random_states(1500, seed=9) + [
        dudak.from_position(hands=["10H 7S", "AS KS", "8D", ""], trumps=["S", None, "H", None], to_move=2)]
    for state in states:
        for seat in range(state.players):
            view = state.view(seat)
            trumps, set_aside = dudak_ai._public_log(view)
            for s in range(state.players):
                zone = view.zone(f"hand/{s}")
                if zone.count:
                    assert DV._trump_shown(zone) == trumps[s] == state.trumps[s]
                elif not state.is_over:
                    assert DV._trump_shown(zone) is None
            assert bool(view.zone("set_aside").count) == bool(set_aside)


def dudak_plain_listing(state: DR.State) -> tuple[object, ...]:
    """The moves of a player facing a pile, in the order the rules list them, stated plainly: each card of the hand
    that DR.beats the top card (:func:`DR.beats`), in hand order, with each other card added, in hand order (or alone,
    the last card); then the take (the whole pile for a declarer or under ``whole_pile_only``); then the
    declarations, if the player may still declare."""
    assert state.seat is not None and state.pile
    seat, hand, top = state.seat, state.hands[state.seat], state.pile[-1]
    trump = state.trumps[seat]
    moves: list[object] = []
    for card in hand:
        if DR.beats(card, top, trump):
            moves += [DR.Beat(card, add) for add in hand if add != card] if len(hand) > 1 else [DR.Beat(card)]
    moves.append(dudak.TakeAll() if state.rules.whole_pile_only or trump is not None else dudak.Take())
    if state.rules.trumps == "any_time" and trump is None:
        moves += [DR.DeclareTrump(s) for s in STANDARD_SUITS]
    return tuple(moves)


def test_dudak_beat_list_by_index_is_the_plain_listing() -> None:
    """A pile's move list (``DR.BeatList``, each move built when asked for by its index) reads as the plain listing,
    by index, iterated, by negative indexes and slices, and refuses an index out of range as a tuple does."""
    rng = random.Random(7)
    checked = 0
    for state in dudak_random_states(2500, seed=7):
        if state.phase != DR.RESPOND:
            continue
        plain = dudak_plain_listing(state)
        by_index = state._evolve().legal_moves()
        assert len(by_index) == len(plain)
        assert tuple(by_index[i] for i in range(len(plain))) == plain, state.to_json()
        assert tuple(state._evolve().legal_moves()) == plain
        assert by_index == plain and plain == by_index
        i = rng.randrange(len(plain))
        assert by_index[-1 - i] == plain[-1 - i] and by_index[i:i + 3] == plain[i:i + 3]
        with pytest.raises(IndexError):
            by_index[len(plain)]
        checked += type(by_index) is DR.BeatList
    assert checked > 500


def test_dudak_play_checks_a_listed_move_and_play_unchecked_plays_it_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """``play`` checks every move, one its ``DR.BeatList`` handed out too; ``play_unchecked`` applies a listed move,
    the first handed out as well as the last, to the same state."""
    state = dudak.from_position(hands=["10H JH 7S 8S", "AS KS", "", ""], pile="9H")
    moves = state.legal_moves()
    assert type(moves) is DR.BeatList
    first, later = moves[0], moves[4]
    checked: list[object] = []
    original = DR.State.why_illegal

    def counting(self: DR.State, move: object) -> str | None:
        checked.append(move)
        return original(self, move)

    monkeypatch.setattr(DR.State, "why_illegal", counting)
    played = (state.play(first), state.play(later))
    monkeypatch.undo()
    assert checked == [first, later]
    assert (state.play_unchecked(first), state.play_unchecked(later)) == played


def test_dudak_the_turn_passes_to_the_next_holder() -> None:
    """After every move that ends a turn within a deal, the seat to move is the next player clockwise who holds
    cards (D-A7), stated plainly against the fast path of ``DR.State._next_turn``."""
    passed = 0
    for state in dudak_random_states(3000, seed=8):
        for move in list(state.legal_moves())[:6]:
            after = state.play(move)
            if after.is_over or after.deal != state.deal or after.turns != state.turns + 1:
                continue
            n, seat = state.players, state.seat
            assert seat is not None
            holders = [(seat + k) % n for k in range(1, n + 1) if after.hands[(seat + k) % n]]
            assert len(holders) >= 2 and after.seat == holders[0], (state.to_json(), str(move))
            passed += 1
    assert passed > 2000


def test_dudak_beat_and_lead_events_are_the_plain_ones() -> None:
    """A beat's and a lead's event (their ``info`` taken from tables made once) equal the events ``event()`` makes
    from the plain facts: the top card beaten, whether the beating card is a trump (not of the top card's suit),
    whether the player went out."""
    from cardrules.protocol import event

    checked = 0
    for state in dudak_random_states(3000, seed=9):
        seat = state.seat
        for move in list(state.legal_moves())[:8]:
            if not isinstance(move, (DR.Beat, DR.Lead)):
                continue
            after = state._evolve().play(move)
            played = 1 if isinstance(move, DR.Lead) or move.add is None else 2
            out = len(state.hands[seat]) == played  # the hand held only the cards played
            added = after.events[len(state.events)]
            if isinstance(move, DR.Lead):
                assert added == event("lead", seat, (move.card,), deal=state.deal, out=out)
            else:
                top = state.pile[-1]
                cards = (move.card,) if move.add is None else (move.card, move.add)
                assert added == event("beat", seat, cards, deal=state.deal, top=top.code,
                                      trump=move.card.suit is not top.suit, out=out), (state.to_json(), str(move))
            checked += 1
    assert checked > 3000


DUDAK_VARIANTS2 = [DR.Rules(players=p, single_deal=True) for p in (2, 3, 4)] + [
    DR.Rules(trumps="before_lead", players=3, single_deal=True), DR.Rules(whole_pile_only=True, single_deal=True),
    DR.Rules(trumps="none", single_deal=True), DR.Rules(players=2, turn_limit=20, deals=3)]


def dudak_positions(games: int, seed: int) -> list[DR.State]:
    """Every position of heuristic games, with random players' moves mixed in (trumps declared by the random
    players give beating cards of two suits, and the same rank in both)."""
    rng = random.Random(seed)
    out: list[DR.State] = []
    for g in range(games):
        variant = DUDAK_VARIANTS2[g % len(DUDAK_VARIANTS2)]
        bots = [dudak.HeuristicBot(seed + g * 8 + s, declare_at=4 if g % 2 else 2) for s in range(variant.players)]
        state = dudak.new_game(variant, seed=seed + g)
        while not state.is_over:
            out.append(state)
            seat = state.to_move
            assert seat is not None
            if rng.random() < 0.3:
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
            else:
                move = bots[seat].choose(state.view(seat))
            state = state.play(move)
    return out


def dudak_as_tuple(view: View) -> View:
    """The same view with its legal moves as the plain tuple the ``DR.BeatList`` stands for."""
    # every field read through the view (its later parts are made as they are read), then a plain View of them
    fields = {f.name: getattr(view, f.name) for f in dataclasses.fields(View)}
    return View(**{**fields, "legal_moves": tuple(view.legal_moves)})


def test_dudak_the_bot_facing_a_pile_chooses_as_over_every_move() -> None:
    """The choice made from the list's cards is the choice over every move of the list, for bots of each ``vary``
    (always the lowest beat, never, and the default) and ``declare_at``, drawing the same random numbers; and the
    move is the list's own, the last it handed out (``DR.State.play`` then knows it at once)."""
    met = 0
    for vary, declare_at in ((0.25, 2), (0.0, 3), (1.0, 2), (0.5, 12)):
        for state in dudak_positions(12, seed=int(vary * 100) + declare_at):
            seat = state.to_move
            assert seat is not None
            view = state.view(seat)
            moves = view.legal_moves
            if type(moves) is not DR.BeatList:
                continue
            met += 1
            seed = len(state.history)
            fast = dudak.HeuristicBot(seed, vary=vary, declare_at=declare_at)
            plain = dudak.HeuristicBot(seed, vary=vary, declare_at=declare_at)
            move = fast.choose(view)
            assert move == plain.choose(dudak_as_tuple(view)), state.to_json()
            assert fast.rng.getstate() == plain.rng.getstate()
            if type(move) is not dudak.DeclareTrump:
                assert moves._last is move
                assert any(m is move for m in moves)
    assert met > 3000


def test_dudak_what_a_beat_list_tells_is_the_view_and_the_listing() -> None:
    """``hand`` is the hand the mover's view shows, ``beaters`` the positions of the cards that beat the top card
    (``DR.beats``), ``tail`` the moves after the DR.beats, and ``beat(at, add)`` the listed move with those cards."""
    for state in dudak_positions(6, seed=3):
        moves = state.legal_moves()
        if type(moves) is not DR.BeatList:
            continue
        seat = state.to_move
        assert seat is not None
        hand = moves.hand
        assert hand == state.view(seat).zone(f"hand/{seat}").cards
        top, trump = state.pile[-1], state.trumps[seat]
        assert moves.beaters == [i for i, c in enumerate(hand) if DR.beats(c, top, trump)]
        listed = tuple(moves)
        assert moves.tail == listed[len(listed) - len(moves.tail):]
        assert all(type(m) is not DR.Beat for m in moves.tail)
        for at in moves.beaters:
            for add in range(len(hand)):
                if add != at:
                    move = moves.beat(at, add)
                    assert move == DR.Beat(hand[at], hand[add])
                    assert any(m is move for m in listed) and moves._last is move


def test_dudak_new_game_shuffles_as_random_shuffle_and_deals_as_a_saved_game() -> None:
    """``new_game`` shuffles with ``cards.shuffle`` and deals from its cards without reading them back from their
    codes: its deck is ``random.Random(seed).shuffle``'s, its dealer the next draw, and its state the one its saved
    start loads as; so are a later deal's deck (``Random(f"{seed}/{deal}")``) and the state after it."""
    for g, variant in enumerate([*DUDAK_VARIANTS2, DR.Rules(), DR.Rules(players=3, deal_in_pairs=True)]):
        for seed in (0, 1, 2**31 - 1, 777 + g):
            state = dudak.new_game(variant, seed=seed)
            rng = random.Random(seed)
            deck = list(DR.deck_for(variant.players))
            rng.shuffle(deck)
            start = json.loads(state.start)
            assert start["deck"] == [c.code for c in deck] and start["dealer"] == rng.randrange(variant.players)
            loaded = DR.State.from_dict(DS._saved(variant, start_json(**start)))
            assert state == loaded and state.events == loaded.events and state.hands == loaded.hands
    state = dudak.new_game(DR.Rules(players=3, deals=2), seed=5)
    bots = [dudak.HeuristicBot(s) for s in range(3)]
    while state.deal == 1:
        state = state.play(bots[state.to_move].choose(state.view(state.to_move)))  # type: ignore[index]
    deck = list(DR.deck_for(3))
    random.Random("5/2").shuffle(deck)
    assert [c for h in state.hands for c in h] == [c for h in DR._deal(deck, state.dealer, 3, False) for c in h]
