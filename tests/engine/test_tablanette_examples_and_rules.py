"""Tablanette: the write-up's worked examples and each rule, allowed on one side and refused on the other."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardrules.cards import parse_cards, standard_deck
from cardrules.errors import IllegalMoveError, RulesError, StateFormatError
from cardrules.games import tablanette as t
from cardrules.games.tablanette import Play, Rules, from_deck, from_position, parse_move


def takes(state: t.State, card: str) -> set[str]:
    """The legal captures of ``card`` as sets of codes."""
    return {" ".join(sorted(str(c) for c in m.taken)) for m in state.captures(parse_cards(card)[0])}


def codes(text: str) -> str:
    return " ".join(sorted(text.split()))


# ---------------------------------------------------------------------------------------------- write-up examples
def test_seed_example_1_two_disjoint_groups_must_both_be_taken() -> None:
    s = from_position(hands=["QS", "2D"], table="2H 3S 4C 8D 9H")
    assert takes(s, "QS") == {codes("2H 3S 4C 8D 9H")}
    with pytest.raises(IllegalMoveError, match="must be taken"):
        s.play("QS take 4C 9H")
    after = s.play("QS take 2H 3S 4C 8D 9H")
    assert after.points == (39, 0)
    assert after.events[-1].kind == "tablanette"
    assert "tablanette! 39 points" in after.narration()[-1]


def test_seed_example_2_a_card_cannot_be_counted_twice() -> None:
    s = from_position(hands=["KS", "2D"], table="2H 3S 5C 9H")
    assert takes(s, "KS") == {codes("2H 3S 9H"), codes("5C 9H")}
    with pytest.raises(IllegalMoveError, match="cannot be split"):
        s.play("KS take 2H 3S 5C 9H")
    after = s.play("KS take 5C 9H")
    assert sorted(map(str, after.table)) == sorted(["2H", "3S"]) and after.points == (0, 0)


def test_seed_example_3_the_39_point_tablanette() -> None:
    s = from_position(hands=["QH", "2D"], table="3C 10S QD")
    assert takes(s, "QH") == {codes("3C 10S QD")}
    assert s.play("QH take 3C 10S QD").points == (39, 0)


def test_seed_example_4_ace_choice_rank_or_sum() -> None:
    s = from_position(hands=["AH", "2D"], table="AC 10S")
    assert takes(s, "AH") == {"AC", codes("AC 10S")}
    both = s.play("AH take AC 10S")
    assert both.points == (22, 0)  # table A counts 1, the played A 11 (T-A3)
    only = s.play("AH take AC")
    assert [str(c) for c in only.table] == ["10S"] and only.points == (0, 0)


def test_seed_example_5_simple_sum() -> None:
    s = from_position(hands=["5D", "2D"], table="2H 3S")
    assert s.play("5D take 2H 3S").points == (10, 0)


def test_seed_example_6_all_same_rank_cards() -> None:
    s = from_position(hands=["KH", "2D"], table="KS KD 7C")
    assert takes(s, "KH") == {codes("KS KD")}
    with pytest.raises(IllegalMoveError, match="still there"):
        s.play("KH take KS")
    assert [str(c) for c in s.play("KH take KS KD").table] == ["7C"]


def test_rules_file_ace_tablanette_33() -> None:
    s = from_position(hands=["AD", "2D"], table="AS 4C 7H")
    assert s.play("AD take AS 4C 7H").points == (33, 0)


def test_phillips_examples_agree() -> None:
    s = from_position(hands=["KH", "QH"], table="KS 9D 4C 3H")
    assert takes(s, "KH") == {"KS"}
    assert takes(s, "QH") == {codes("9D 4C")}
    s = from_position(hands=["9S", "2C"], table="KS 9D 4C 5H")
    assert takes(s, "9S") == {codes("9D 4C 5H")}


# ------------------------------------------------------------------------------------------ legality, both ways
def test_compulsory_capture_and_discard_when_nothing_to_take() -> None:
    s = from_position(hands=["5D 8C", "2D"], table="2H 3S")
    with pytest.raises(IllegalMoveError, match="must capture"):
        s.play("5D")
    after = s.play("8C")  # 8 takes nothing: it stays on the table
    assert "8C" in map(str, after.table) and after.events[-1].kind == "discard"
    with pytest.raises(IllegalMoveError, match="cannot be split"):
        s.play("8C take 2H 3S")


def test_sums_of_four_refused_by_default_and_allowed_by_note_2() -> None:
    s = from_position(hands=["KD", "2D"], table="2H 3S 4C 5C")
    assert takes(s, "KD") == {""}
    with pytest.raises(IllegalMoveError, match="2 or 3"):
        s.play("KD take 2H 3S 4C 5C")
    any_size = from_position(Rules(sums_any_size=True), hands=["KD", "2D"], table="2H 3S 4C 5C")
    assert takes(any_size, "KD") == {codes("2H 3S 4C 5C")}
    assert any_size.play("KD take 2H 3S 4C 5C").points == (28, 0)


def test_jack_sweeps_never_a_tablanette_and_only_jacks_take_jacks() -> None:
    s = from_position(hands=["JD 9S", "2D"], table="JS 4C 5H")
    assert takes(s, "JD") == {codes("JS 4C 5H")}
    with pytest.raises(IllegalMoveError, match="every card"):
        s.play("JD take 4C")
    swept = s.play("JD take JS 4C 5H")
    assert swept.table == () and swept.points == (0, 0) and "never a tablanette" in swept.narration()[-1]
    # a 9 takes 4+5 but never the Jack; the Jack blocks a tablanette (T-A4)
    assert takes(s, "9S") == {codes("4C 5H")}
    with pytest.raises(IllegalMoveError, match="only be taken by playing a Jack"):
        s.play("9S take JS 4C 5H")
    assert s.play("9S take 4C 5H").points == (0, 0)


def test_jack_on_an_empty_table_stays() -> None:
    s = from_position(hands=["JD", "2D"], table="")
    after = s.play("JD")
    assert [str(c) for c in after.table] == ["JD"]


def test_jack_as_twelve_note_4() -> None:
    rules = Rules(jack_is_twelve=True)
    s = from_position(rules, hands=["JD", "2D"], table="JS 4C 8H 5D")
    assert takes(s, "JD") == {codes("JS 4C 8H")}
    assert s.play("JD take JS 4C 8H").table == parse_cards("5D")
    q = from_position(rules, hands=["QD", "2D"], table="JS AC")
    assert takes(q, "QD") == {codes("JS AC")}  # 12 + 1 = 13


def test_single_card_tablanette_T_A6() -> None:
    s = from_position(hands=["5D", "2D"], table="5C")
    assert s.play("5D take 5C").points == (10, 0)


def test_not_your_card_or_not_on_table() -> None:
    s = from_position(hands=["5D", "2D"], table="2H 3S")
    with pytest.raises(IllegalMoveError, match="not in South's hand"):
        s.play("2D")
    with pytest.raises(IllegalMoveError, match="not on the table"):
        s.play("5D take 2H 3C")
    with pytest.raises(IllegalMoveError, match="cannot read"):
        s.play("five of diamonds")
    assert s.history == ()


# ----------------------------------------------------------------------------------------------- deal flow
def test_jacks_in_the_first_four_are_buried_and_replaced() -> None:
    deck = list(standard_deck())
    order = parse_cards("JS JH 5C 6C") + tuple(c for c in deck if str(c) not in ("JS", "JH", "5C", "6C"))
    # 12 cards to the hands first, then the table: put the two Jacks at positions 12 and 13
    cards = list(order[4:16]) + list(order[:4]) + list(order[16:])
    s = from_deck(Rules(), cards, dealer=1)
    assert not any(c.rank == "J" for c in s.table)
    assert s.stock[-2:] == parse_cards("JS JH") or s.stock[-2:] == parse_cards("JH JS")
    assert sum(1 for e in s.events if e.kind == "bury_jack") == 2


def test_redeal_last_capture_and_deal_scoring() -> None:
    r = Rules(single_deal=True)
    s = from_position(r, hands=["5D", "9C"], table="5C 7H", stock="")
    s = s.play("5D take 5C")  # South captures last...
    s = s.play("9C")  # ...North only discards, so South takes the rest at the end
    assert s.is_over
    assert any(e.kind == "last_cards" and e.seat == 0 for e in s.events)
    table = s.score_table()
    assert table.loc[(1, "Most cards"), "South"] == 3  # the score code worded in the table
    assert s.result is not None and s.result.winners == (0,)


def test_eight_card_deal_and_hand_sizes() -> None:
    assert Rules().hand_size == 6 and Rules(eight_card_deal=True).hand_size == 8 and Rules(players=3).hand_size == 4
    s = t.new_game(Rules(eight_card_deal=True), seed=1)
    assert [len(h) for h in s.hands] == [8, 8]
    assert len(t.new_game(Rules(players=4), seed=1).hands[0]) == 4


def test_targets_and_rules_validation() -> None:
    assert Rules().goal == 251 and Rules(players=3).goal == 151 and Rules(players=4).goal == 151
    assert Rules(players=4, partnership=True).goal == 251 and Rules(target=100).goal == 100
    with pytest.raises(RulesError, match="partnership"):
        Rules(partnership=True)
    with pytest.raises(RulesError, match="eight_card_deal"):
        Rules(players=3, eight_card_deal=True)
    with pytest.raises(RulesError, match="card_points"):
        Rules(card_points="double")


def test_tablanette_reaching_the_target_ends_the_game_at_once_T_A9() -> None:
    s = from_position(Rules(target=30), hands=["QH 2S", "2D 3D"], table="3C 10S QD", stock="")
    after = s.play("QH take 3C 10S QD")
    assert after.is_over and after.result is not None and after.result.winners == (0,)
    assert "Game over" in after.narration()[-1]


def test_parlett_points_and_no_bonus() -> None:
    r = Rules(card_points="parlett", most_cards_bonus=False, single_deal=True)
    s = from_position(r, hands=["AD", "9C"], table="AS KH 7H", stock="")
    s = s.play("AD take AS").play("9C")
    lines = {(line.item, line.owner): line.points for line in s.score_lines}
    assert lines[("card_points_parlett", 0)] == 11 + 11 + 4
    assert not any(item == "most_cards" for item, _ in lines)


def test_ace_tablanette_variants() -> None:
    for mode, points in (("as_used", 22), ("one", 12), ("eleven", 32)):
        s = from_position(Rules(ace_in_tablanette=mode), hands=["AH", "2D"], table="AC 10S")
        assert s.play("AH take AC 10S").points == (points, 0), mode


def test_partners_pool_scores() -> None:
    r = Rules(players=4, partnership=True, single_deal=True)
    s = from_position(r, hands=["5D", "2C", "3H", "4S"], table="5C")
    after = s.play("5D take 5C")
    assert after.points == (10, 0) and after.owner_names == ("South & North", "West & East")


def test_notation_round_trips_and_from_dict_refuses_bad_cards() -> None:
    m = Play(parse_cards("QS")[0], parse_cards("3S 2H"))
    assert parse_move(str(m)) == m and str(m) == "QS take 2H 3S"
    s = t.new_game(seed=2)
    data = s.to_dict()
    data["start"] = {"kind": "deck", "seed": 0, "dealer": 0, "deck": "AS AS"}
    with pytest.raises(StateFormatError, match="start.deck"):
        t.State.from_dict(data)


def test_big_tables_list_every_maximal_capture_by_index_and_by_iteration() -> None:
    """A random 20-card table: thousands of captures, all distinct and legal; the list builds the i-th on demand."""
    table = "3D 7H AC 5S 9D 4S 10C 2D 2H 3C 9C 10D 8S 7S AD 2C AS QS 6H 10S"
    s = from_position(hands=["9S KH KS QH QD 9H 7C AH", "KC"], table=table)
    moves = s.legal_moves()
    listed = list(moves)
    assert len(moves) == len(listed) > 1000 and len(set(listed)) == len(listed)
    assert [moves[i] for i in range(0, len(moves), 97)] == listed[::97]
    for m in listed[::50]:
        assert s.why_illegal(m) is None
        assert s.why_illegal(Play(m.card, m.taken[1:])) is not None  # dropping a card leaves it takeable
        # checked against the brute-force reading below: the cards taken split into groups of the played card, and
        # no group of it is left on the table
        left = tuple(c for c in s.table if c not in m.taken)
        assert _partitionable(m.taken, m.card), m
        assert not _has_group(left, m.card), f"{m} leaves a group of {m.card} on the table"


def test_sums_of_any_size_on_a_big_table() -> None:
    table = "AS 2S 3S 4S 5S AH 2H 3H 4H 5H AD 2D 3D 4D 5D AC 2C 3C 4C 5C"
    s = from_position(Rules(sums_any_size=True), hands=["KD", "QD"], table=table)
    moves = list(s.legal_moves())
    assert len(moves) > 500 and len(set(moves)) == len(moves)
    for m in moves[:: max(1, len(moves) // 40)]:
        assert s.why_illegal(m) is None
        left = [c for c in s.table if c not in m.taken]
        assert not _subset_makes(left, 14), f"{m} leaves a sum of 14"


def _subset_makes(cards: list, target: int) -> bool:
    """Brute-force oracle: do 2+ of ``cards`` sum to ``target`` (Aces 1 or 11)?"""
    from itertools import combinations, product

    for size in range(2, len(cards) + 1):
        for group in combinations(cards, size):
            options = [(1, 11) if c.rank == "A" else (int(c.rank),) for c in group]
            if any(sum(v) == target for v in product(*options)):
                return True
    return False


# ----------------------------------------------------------------------------- brute-force oracle for T-A1
def _is_group(group: tuple, played) -> bool:
    from itertools import product

    if len(group) == 1:
        return group[0].rank == played.rank
    if len(group) > 3:
        return False
    target = 11 if played.rank == "A" else {"Q": 13, "K": 14}.get(played.rank) or int(played.rank)
    options = [(1, 11) if c.rank == "A" else ({"Q": 13, "K": 14}.get(c.rank) or int(c.rank),) for c in group]
    return any(sum(v) == target for v in product(*options))


def _partitionable(cards: tuple, played) -> bool:
    from itertools import combinations

    if not cards:
        return True
    first, rest = cards[0], cards[1:]
    for size in range(0, 3):
        for others in combinations(rest, size):
            group = (first, *others)
            if _is_group(group, played):
                remaining = tuple(c for c in rest if c not in others)
                if _partitionable(remaining, played):
                    return True
    return False


def _has_group(cards: tuple, played) -> bool:
    from itertools import combinations

    return any(_is_group(g, played) for size in (1, 2, 3) for g in combinations(cards, size))


def _oracle(table: tuple, played) -> set[frozenset]:
    from itertools import combinations

    legal = set()
    for size in range(0, len(table) + 1):
        for taken in combinations(table, size):
            left = tuple(c for c in table if c not in taken)
            if _partitionable(taken, played) and not _has_group(left, played):
                legal.add(frozenset(taken))
    return legal


_NO_JACKS = [c for c in standard_deck() if c.rank != "J"]


@given(st.lists(st.sampled_from(_NO_JACKS), min_size=0, max_size=8, unique=True), st.sampled_from(_NO_JACKS))
def test_captures_match_a_brute_force_reading_of_T_A1(cards: list, played) -> None:
    table = tuple(c for c in cards if c != played)
    s = from_position(hands=[[played], []], table=" ".join(map(str, table)))
    engine = {frozenset(m.taken) for m in s.captures(played)}
    assert engine == _oracle(table, played)
    for taken in list(engine)[:5]:
        assert s.why_illegal(Play(played, tuple(taken))) is None


# ------------------------------------------------------------------------------------ the special Jack, stated once
def test_the_special_jack_is_one_predicate_every_jack_rule_follows() -> None:
    assert t.special_jack("J", False) and not t.special_jack("J", True)
    assert not any(t.special_jack(rank, False) for rank in ("A", "2", "10", "Q", "K"))
    # the same deck, Jacks among the first four table cards: buried under the write-up's rules, kept as a 12
    deck = list(standard_deck())
    order = parse_cards("JS 5C 6C 7C") + tuple(c for c in deck if str(c) not in ("JS", "5C", "6C", "7C"))
    cards = list(order[4:16]) + list(order[:4]) + list(order[16:])
    assert "JS" not in map(str, from_deck(Rules(), cards, dealer=1).table)
    assert "JS" in map(str, from_deck(Rules(jack_is_twelve=True), cards, dealer=1).table)
    # played to a table, the special Jack sweeps it without a tablanette; the 12 captures by sum and clears it
    special = from_position(hands=["JD", "2D"], table="5C 7H")
    assert takes(special, "JD") == {codes("5C 7H")} and special.play("JD take 5C 7H").points == (0, 0)
    twelve = from_position(Rules(jack_is_twelve=True), hands=["JD", "2D"], table="5C 7H")
    assert twelve.play("JD take 5C 7H").points == (5 + 7 + 12, 0)


def test_a_jack_played_to_an_empty_table_takes_nothing_and_stays() -> None:
    s = from_position(hands=["JD 5S", "2D"], table="")
    assert [str(m) for m in s.captures(parse_cards("JD")[0])] == ["JD"]
    after = s.play("JD")
    assert after.events[-1].kind == "discard" and after.points == (0, 0)
    assert "stays on the table" in after.narration()[-1]


def test_leftover_cards_go_to_the_last_capturer_and_are_not_a_tablanette() -> None:
    r = Rules(single_deal=True)
    s = from_position(r, hands=["5D 8C", "9C 4H"], table="5C 7H", stock="")
    s = s.play_many("5D take 5C, 9C, 8C, 4H")
    last = next(e for e in s.events if e.kind == "last_cards")
    assert last.seat == 0 and sorted(map(str, last.cards)) == sorted(["7H", "9C", "8C", "4H"])
    assert not any(e.kind == "tablanette" for e in s.events) and s.points[0] < 10
    assert not any(line.item == "tablanettes" for line in s.score_lines)
    assert "never a tablanette" in [x for x in s.narration() if "what is left" in x][0]


def test_a_tie_for_most_cards_scores_nothing() -> None:
    r = Rules(single_deal=True)
    tie = from_position(r, hands=["5D", "9C"], table="5C 9H", stock="").play_many("5D take 5C, 9C take 9H")
    assert [len(p) for p in tie.captured] == [2, 2]
    assert not any(line.item == "most_cards" for line in tie.score_lines)
    more = from_position(r, hands=["5D", "9C"], table="5C 9H 4S", stock="").play_many("5D take 5C, 9C take 9H")
    assert [len(p) for p in more.captured] == [2, 3]  # North captured last and takes the 4♠ left
    assert [(line.owner, line.points) for line in more.score_lines if line.item == "most_cards"] == [(1, 3)]


def test_rollout_move_is_a_uniform_random_legal_move() -> None:
    import random
    from collections import Counter

    s = from_position(hands=["KS 5D 8C", "2D"], table="2H 3S 5C 9H")
    rng = random.Random(3)
    drawn = Counter(str(t.rollout_move(s, rng)) for _ in range(3000))
    legal = {str(m) for m in s.legal_moves()}
    assert set(drawn) == legal and min(drawn.values()) > 3000 / len(legal) * 0.8
    assert t.rollout_move(s, random.Random(7)) == t.rollout_move(s, random.Random(7))


# --------------------------------------------------------------------------------------------- data, not text
def _plain_data(value: object) -> bool:
    """Seats, numbers, flags and cards, possibly nested in tuples: nothing in any language."""
    if isinstance(value, tuple):
        return all(_plain_data(v) for v in value)
    return isinstance(value, (int, bool, t.Card)) or value is None


@pytest.mark.parametrize("preset", ["two", "four_partners", "three"])
def test_events_and_score_lines_hold_data_only(preset: str) -> None:
    from cardrules.bots import play_out

    rules = t.PRESETS[preset]
    state = play_out(t.new_game(rules, seed=4), [t.HeuristicBot(s) for s in range(rules.players)])
    for e in state.events:
        assert all(_plain_data(v) for _, v in e.info), e
    assert all(line.item.isidentifier() and line.item.islower() for line in state.score_lines)
    result = state.result
    assert result is not None and result.teams == (preset == "four_partners")


def test_a_game_saved_before_the_card_points_rename_still_loads() -> None:
    state = t.new_game(Rules(single_deal=True), seed=2)
    data = state.to_dict()
    assert data["rules"]["card_points"] == "original"
    data["rules"]["card_points"] = "seed"  # as the saved games of the first versions have it
    assert t.State.from_dict(data) == state


def test_presets_and_choice_values_have_labels_in_english_and_japanese() -> None:
    from cardrules.i18n import CATALOGUES

    for lang in ("en", "ja"):
        for code in t.PRESETS:
            assert f"tablanette.preset.{code}" in CATALOGUES[lang]
        for spec in Rules.spec():
            for option in spec.get("options", ()):
                assert f"tablanette.rules.{spec['name']}.option.{option}" in CATALOGUES[lang]
