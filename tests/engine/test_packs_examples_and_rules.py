"""Packs: the write-up's examples and every rule on explicit positions (rules: docs/rules/packs.md)."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardrules.bots import RandomBot, play_out
from cardrules.cards import Card, double_deck, parse_cards, standard_deck
from cardrules.errors import IllegalMoveError, RulesError, StateFormatError
from cardrules.games import packs
from cardrules.games.packs import (
    Draw,
    EndTurn,
    HeuristicBot,
    Pack,
    Rules,
    ShowHand,
    Steal,
    from_deck,
    from_position,
    group_value,
    new_game,
    parse_move,
    play_value,
    score_value,
)
from cardrules.games.packs.rules import _sorted

C = Card.parse
ONE = Rules(players=2, single_deal=True)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def pk(text: str) -> tuple[Card, ...]:
    """A pack as the state keeps it (cards sorted)."""
    return _sorted(cards(text))


def refused(state: packs.State, move: object, words: str) -> None:
    """``move`` is refused with a reason containing ``words`` and ``state`` is unchanged."""
    before = state.to_dict()
    with pytest.raises(IllegalMoveError, match=words):
        state.play(move)
    assert state.to_dict() == before
    assert move not in state.legal_moves()


def last_sentence(state: packs.State, seat: int | None = None) -> str:
    return state.narration(seat)[-1]


# ------------------------------------------------------------------------------------------------------ values
def test_play_and_score_values() -> None:
    assert [play_value(c) for c in cards("AS KS QS JS 10S 9S 2S")] == [20, 10, 10, 10, 10, 9, 2]
    assert [score_value(c) for c in cards("AS KS QS JS 10S 9S 8S 7S 2S")] == [20, 10, 10, 10, 10, 10, 10, 5, 5]


@pytest.mark.parametrize(("pair", "value"), [
    ("5H 5H", 55), ("5H 4H", 54), ("5H 3H", 53), ("5H 2H", 52), ("4H 4H", 44),
    ("4H 3H", 43), ("4H 2H", 42), ("3H 3H", 33), ("3H 2H", 32), ("2H 2H", 22),
])
def test_seed_example_1_special_pairs(pair: str, value: int) -> None:
    """The write-up's example 1: the ten same-suit pairs (5-5, 4-4, 3-3, 2-2 only with two decks)."""
    assert group_value(cards(pair)) == value


def test_mixed_suits_do_not_combine() -> None:
    assert group_value(cards("5H 4S")) == 9


def test_several_pairs_best_pairing_p_a1() -> None:
    """P-A1: 5-4-3-2 of a suit is 53 + 42 = 95, not 54 + 32 = 86; plain cards add their values."""
    assert group_value(cards("5H 4H 3H 2H")) == 95
    assert group_value(cards("5H 4H 3H 2H KH")) == 105
    assert group_value(cards("5H 4H 3H 2H"), Rules(several_pairs=False)) == 59  # one pair: 54 + 3 + 2
    assert group_value(cards("5H 4H 3H 2H"), Rules(special_pairs=False)) == 14


# ------------------------------------------------------------------------------------------------ draw / feed
def test_unmatched_draw_feeds_the_table_and_ends_the_turn() -> None:
    s = from_position(ONE, hands=["KS 2C", "3D"], table="4C 9D", stock="7H 5S", turn=0)
    assert s.legal_moves() == (Draw(),)
    refused(s, Pack(C("4C"), cards("2C")), "draw first")
    s = s.play("draw")
    assert s.table == cards("4C 9D 7H")
    assert s.to_move == 1 and s.legal_moves() == (Draw(),)
    assert s.narration()[-1] == "No table card is a heart: South feeds 7♥ to the table."
    assert s.narration()[-2] == "South draws 7♥."


def test_empty_table_feeds_p_a12() -> None:
    s = from_position(ONE, hands=["KS", "3D"], table="", stock="7H 5S", turn=0).play("draw")
    assert s.table == cards("7H") and s.hands[0] == cards("KS")


def test_matched_draw_joins_the_hand_and_packing_is_optional() -> None:
    s = from_position(ONE, hands=["10H 7H 5C 2H", "KS"], table="9H 4C 9D", stock="3H 5S", turn=0).play("draw")
    assert s.hands[0] == cards("10H 7H 5C 2H 3H") and s.drawn == C("3H")
    moves = s.legal_moves()
    assert EndTurn() in moves
    assert Pack(C("9H"), cards("10H")) in moves
    # The pack need not use the drawn card nor be in its suit (write-up [パック]).
    assert Pack(C("4C"), cards("5C")) in moves
    # A special pair from the hand: 3-2 of hearts is 32.
    assert Pack(C("9H"), cards("2H 3H")) in moves
    assert s.play("end").to_move == 1


def test_pack_refusals() -> None:
    s = from_position(ONE, hands=["10H 7H 5C 2H", "KS"], table="9H 4C 9D", stock="3H 5S", turn=0).play("draw")
    refused(s, Pack(C("9H"), cards("7H 2H")), "worth 9, not more than 9♥'s 9")  # P-A3: strictly more
    refused(s, Pack(C("4C"), cards("5C 2H")), "same suit")
    refused(s, Pack(C("9D"), cards("10H")), r"same suit \(diamonds\)")
    # a card of a suit no table card has (a reader's click on a lone club): said so, not "must be diamonds"
    lone = from_position(ONE, hands=["10H QS", "KS"], table="9H 4C 9D", stock="3H 5S", turn=0).play("draw")
    refused(lone, Pack(C("9D"), cards("QS")), "no spades on the table")
    refused(lone, Pack(C("9H"), cards("QS 10H")), r"same suit \(hearts\)")  # two suits: the plain reason
    refused(s, Pack(C("KH"), cards("10H")), "not on the table")
    refused(s, Pack(C("9H"), cards("AH")), "do not hold")
    refused(s, Pack(C("9H"), cards("10H 10H")), "twice")
    refused(s, Pack(C("9H"), ()), "at least one card")
    refused(s, ShowHand(), "only at a Full Table")
    refused(s, Draw(), "already drawn")
    packed = s.play(Pack(C("9H"), cards("10H")))
    assert packed.packs[0] == (cards("9H 10H"),)
    assert packed.table == cards("4C 9D")
    refused(packed, Pack(C("4C"), cards("5C")), "one pack per turn")
    assert packed.narration()[-1] == "South packs 9♥ with 10♥ (10 beats 9)."


def test_a_new_pack_never_merges_with_earlier_ones() -> None:
    s = from_position(ONE, hands=["8H 2H", "KS"], table="7H", stock="3H 5S", packs=[["4H 9H"], []], turn=0)
    s = s.play("draw").play("pack 7H with 8H")
    assert s.packs[0] == (cards("4H 9H"), cards("7H 8H"))


# ------------------------------------------------------------------------------------------------- Full Table
FULL = dict(table="7H 4C 9D 2S", stock="QD 5S", turn=0)


def test_full_table_draw_is_hidden_and_pack_compulsory() -> None:
    s = from_position(ONE, hands=["8H 3C", "KS"], **FULL).play("draw")
    assert s.hands[0] == cards("8H 3C QD")
    assert last_sentence(s, 1) == "Full Table: South draws a card without showing it and must pack."
    assert last_sentence(s, 0) == "Full Table: South draws Q♦ without showing it and must pack."
    assert s.view(1).zone("hand/0").cards == (None, None, None)
    assert set(s.legal_moves()) == {Pack(C("9D"), cards("QD")), Pack(C("7H"), cards("8H"))}
    refused(s, EndTurn(), "must pack")
    refused(s, ShowHand(), "you can pack, so you must")
    s = s.play("pack 9D with QD")
    assert EndTurn() in s.legal_moves()  # P-A8: steals stay optional


def test_full_table_without_a_pack_shows_the_hand() -> None:
    s = from_position(ONE, hands=["2H", "KS"], table="7H 4C 9D 2S", stock="3C 5S", turn=0).play("draw")
    assert s.legal_moves() == (ShowHand(),)
    refused(s, EndTurn(), "show your hand")
    s = s.play("show hand")
    assert s.to_move == 1
    assert last_sentence(s, 1) == "South cannot pack and shows the hand: 2♥ 3♣."


def test_house_rule_no_full_table() -> None:
    rules = dataclasses.replace(ONE, full_table=False)
    s = from_position(rules, hands=["2H", "KS"], table="7H 4C 9D 2S", stock="3C 5S", turn=0).play("draw")
    assert s.legal_moves() == (EndTurn(),)
    assert last_sentence(s, 1) == "South draws 3♣."


# ------------------------------------------------------------------------------------------------------ steals
TWO_DECKS = Rules(players=2, single_deal=True, two_decks_for_two=True)


def steal_position(rules: Rules = TWO_DECKS) -> packs.State:
    """South will draw 4H and pack 7H with 8H; North holds three spade packs and a heart pack."""
    return from_position(rules, hands=["8H 10S 3S 2S QS 8S", "KD"], table="7H", stock="4H 5D",
                         packs=[["2D 5D"], ["5S 4S", "KS QS JS", "6S 2S", "9H 6H"]], turn=0)


def test_steal_only_after_packing() -> None:
    s = steal_position().play("draw")
    refused(s, Steal(1, (cards("5S 4S"),), cards("10S")), "only after packing")


def test_steal_counts_the_pack_without_pairs_and_the_thief_with_them() -> None:
    s = steal_position().play("draw").play("pack 7H with 8H")
    # The 5-4 pack was worth 54 when packed; to a thief it is 9 (P-A11): 10 beats it.
    moves = s.legal_moves()
    assert Steal(1, (cards("5S 4S"),), cards("10S")) in moves
    # The thief may use a pair: 3-2 is 32 and beats K Q J (30).
    assert Steal(1, (cards("KS QS JS"),), cards("3S 2S")) in moves
    refused(s, Steal(1, (cards("6S 2S"),), cards("8S")), "worth 8, not more than the pack's 8")
    after = s.play(Steal(1, (cards("5S 4S"),), cards("10S")))
    assert after.packs[1] == (pk("KS QS JS"), pk("6S 2S"), pk("9H 6H"))
    assert after.packs[0][-1] == pk("5S 4S 10S")
    assert last_sentence(after) == "South steals North's pack 4♠ 5♠ with 10♠ (10 beats 9)."
    # Second steal in spades refused; the packed suit refused; own pack refused.
    refused(after, Steal(1, (cards("KS QS JS"),), cards("3S 2S")), "already stolen spades")
    refused(after, Steal(1, (cards("9H 6H"),), cards("4H")), "you packed hearts this turn")
    refused(after, Steal(0, (cards("2D 5D"),), cards("QS")), "your own pack")
    refused(after, Pack(C("7H"), cards("8H")), "one pack per turn")
    assert after.play("end").to_move == 1


def test_multi_pack_steal_from_one_owner() -> None:
    s = steal_position().play("draw").play("pack 7H with 8H")
    both = Steal(1, (cards("5S 4S"), cards("6S 2S")), cards("3S 2S"))  # 32 beats 9 + 8
    assert both in s.legal_moves()
    after = s.play(both)
    assert last_sentence(after) == "South steals North's packs 2♠ 6♠ and 4♠ 5♠ with 2♠ + 3♠ (32 beats 17)."
    assert after.packs[1] == (pk("KS QS JS"), pk("9H 6H"))
    assert after.packs[0][-1] == pk("5S 4S 6S 2S 3S 2S")  # one pack
    refused(s, Steal(1, (cards("5S 4S"), cards("KS QS JS")), cards("QS 10S")), "not more than the packs' 39")
    one = dataclasses.replace(TWO_DECKS, multi_steal=False)
    s1 = steal_position(one).play("draw").play("pack 7H with 8H")
    refused(s1, both, "one pack per steal")


def test_multi_pack_steal_from_two_owners_refused_p_a9() -> None:
    rules = Rules(players=3, single_deal=True)
    s = from_position(rules, hands=["8H 3S 2S", "KD", "KC"], table="7H", stock="4H 5D",
                      packs=[[], ["5S 4S"], ["6S 2S"]], turn=0).play("draw").play("pack 7H with 8H")
    refused(s, Steal(1, (cards("5S 4S"), cards("6S 2S")), cards("3S 2S")), "West has no such packs")
    assert Steal(2, (cards("6S 2S"),), cards("3S 2S")) in s.legal_moves()


def test_partner_packs_may_be_stolen_unless_the_house_rule_forbids() -> None:
    def position(rules: Rules) -> packs.State:
        return from_position(rules, hands=["8H QS", "KD", "KC", "KH"], table="7H", stock="4H 5D",
                             packs=[[], [], ["5S 4S"], []], turn=0).play("draw").play("pack 7H with 8H")
    steal = Steal(2, (cards("5S 4S"),), cards("QS"))
    assert steal in position(Rules(players=4, single_deal=True)).legal_moves()  # P-A15
    refused(position(Rules(players=4, single_deal=True, partner_steals=False)), steal, "partner")
    # Playing alone, North is an opponent again.
    assert steal in position(Rules(players=4, single_deal=True, partner_steals=False,
                                   partnerships=False)).legal_moves()


# --------------------------------------------------------------------------------------------- end of a deal
def end_position(rules: Rules = ONE, scores: list[int] | None = None) -> packs.State:
    """South draws the last card, feeds it, and the deal ends."""
    return from_position(rules, hands=["2C", "3C"], table="KD", stock="5H", turn=0, scores=scores,
                         packs=[["AH 2H", "KH 10H", "3S 9S"], ["4H QH", "JC 8C"]])


def test_throw_off_and_scoring() -> None:
    s = end_position().play("draw")
    assert s.is_over
    # Hearts: South 2, North 1 -> both throw off 1, South its lowest (K10 = 20, not A2 = 25).
    assert s.packs == ((cards("AH 2H"), cards("3S 9S")), (cards("8C JC"),))
    assert Counter(s.thrown) == Counter(cards("KH 10H 4H QH"))
    assert s.totals() == (40, 20)
    text = s.narration()
    assert "The stock is empty: deal 1 ends." in text
    assert "Throw-off in hearts: the smallest holding is 1, so everyone throws off 1." in text
    assert "South throws off 1 heart pack (10♥ K♥: 20 points)." in text
    assert "Throw-off in spades: someone holds no spade pack, so nobody throws off." in text
    assert "South scores 40 for 2 packs." in text
    assert text[-1] == "South wins the game 40-20."
    assert str(s.result) == "South wins (South 40, North 20)"
    table = s.score_table()
    assert table.loc[(1, "♥ packs"), "South"] == 25 and table.loc[(1, "♠ packs"), "South"] == 15
    assert list(table.loc[("", "Total")]) == [40, 20]


def test_house_rule_no_throw_off() -> None:
    s = end_position(dataclasses.replace(ONE, throw_off=False)).play("draw")
    assert s.totals() == (60, 35) and not s.thrown


def test_team_throw_off_counts_the_team_p_a5() -> None:
    rules = Rules(players=4, single_deal=True)
    s = from_position(rules, hands=["2C", "3C", "4C", "5C"], table="KD", stock="5H", turn=0,
                      packs=[["AH 2H"], ["4H QH"], ["KH 10H"], []]).play("draw")
    # Team South & North holds 2 heart packs, West & East 1: each team throws off its lowest one.
    assert s.packs == ((cards("AH 2H"),), (), (), ())
    assert s.totals() == (25, 0)
    assert "South & North throw off 1 heart pack (10♥ K♥: 20 points)." in s.narration()
    assert s.result is not None and s.result.owners == ("South & North", "West & East")
    alone = from_position(dataclasses.replace(rules, partnerships=False), hands=["2C", "3C", "4C", "5C"],
                          table="KD", stock="5H", turn=0, packs=[["AH 2H"], ["4H QH"], ["KH 10H"], []])
    assert alone.play("draw").totals() == (25, 15, 20, 0)  # East holds no heart pack: nobody throws off


def test_deal_ends_after_the_last_drawers_turn() -> None:
    s = from_position(ONE, hands=["8H", "3C"], table="7H", stock="4H", turn=0).play("draw")
    assert not s.is_over and s.to_move == 0  # the last drawer completes the turn
    s = s.play("pack 7H with 8H")
    assert not s.is_over
    assert s.play("end").is_over


# ----------------------------------------------------------------------------------------------- game end
def test_game_ends_at_the_target() -> None:
    s = end_position(Rules(players=2), scores=[480, 300]).play("draw")
    assert s.is_over and s.totals() == (520, 320) and s.result is not None and s.result.winners == (0,)
    assert s.score_table().loc[("", "Earlier deals"), "South"] == 480


def test_below_the_target_deals_again_with_the_next_dealer() -> None:
    s = end_position(Rules(players=2), scores=[100, 100]).play("draw")
    assert not s.is_over and s.deal == 2 and s.dealer == 1 and s.to_move == 0
    assert len(s.hands[0]) == 5 and len(s.table) == 3 and len(s.stock) == 39
    assert Counter(s.all_cards()) == Counter(standard_deck())
    assert s.totals() == (140, 120)
    assert packs.State.from_dict(json.loads(s.to_json())) == s


def test_exact_tie_at_the_target_plays_another_deal() -> None:
    s = end_position(Rules(players=2), scores=[460, 480]).play("draw")
    assert s.totals() == (500, 500) and not s.is_over and s.deal == 2
    assert "another deal is played" in " ".join(s.narration())
    shared = end_position(Rules(players=2, tie="shared"), scores=[460, 480]).play("draw")
    assert shared.is_over and shared.result is not None and shared.result.draw
    assert shared.narration()[-1] == "The game ends in a draw between South and North (500-500)."


# ------------------------------------------------------------------------------------------------ the deal
def test_new_game_draws_for_the_deal_and_deals() -> None:
    s = new_game(Rules(players=3), seed=11)
    start = json.loads(s.start)
    rounds = [parse_cards(r) for r in start["cut"]]
    high = max((14 if c.rank == "A" else c.number) for c in rounds[-1])
    assert s.dealer == start["dealer"] and s.to_move == (s.dealer + 1) % 3
    assert [len(h) for h in s.hands] == [5, 5, 5] and len(s.table) == 3 and len(s.stock) == 104 - 18
    assert Counter(s.all_cards()) == Counter(double_deck())
    assert sum(1 for c in rounds[-1] if (14 if c.rank == "A" else c.number) == high) == 1
    assert s.narration()[len(rounds)] == f"{s.names[s.dealer]} drew the highest card and deals first."
    assert s == new_game(Rules(players=3), seed=11)


def test_cut_ties_draw_again() -> None:
    s = packs.State.from_dict({"format": "cardrules/state", "version": 1, "game": "packs",
                               "rules": {"players": 3}, "moves": [],
                               "start": {"deck": packs.codes(double_deck()), "dealer": 2, "seed": 0,
                                         "cut": ["AS 3H AD", "5C 9C"]}})
    assert s.narration()[:3] == ["Drawing for the deal: South A♠, West 3♥, East A♦.",
                                 "Drawing for the deal (a tie for the highest card draws again): South 5♣, East 9♣.",
                                 "East drew the highest card and deals first."]


def test_from_deck_deals_one_at_a_time_from_the_dealers_left() -> None:
    deck = standard_deck()
    s = from_deck(Rules(players=2), deck, dealer=1)
    assert s.hands[0] == deck[0:10:2] and s.hands[1] == deck[1:10:2]
    assert s.table == deck[10:13] and s.stock == deck[13:]
    assert s.to_move == 0
    assert packs.State.from_dict(s.to_dict()) == s


# ------------------------------------------------------------------------------------------- rules and files
def test_rules_validation_names_the_field() -> None:
    with pytest.raises(RulesError, match="players"):
        Rules(players=5)
    with pytest.raises(RulesError, match="target"):
        Rules(target=5)
    with pytest.raises(RulesError, match="tie"):
        Rules(tie="coin")
    with pytest.raises(RulesError, match="hand_size"):
        Rules(hand_size=0)
    with pytest.raises(RulesError, match="special_pairs"):
        Rules.from_dict({"special_pairs": "yes"})


def test_every_rule_has_a_docstring_and_presets_cover_everything() -> None:
    docs = Rules.docs()
    names = [f.name for f in dataclasses.fields(Rules)]
    assert all(docs.get(n) for n in names)
    changed = set().union(*(r.changed() for r in packs.PRESETS.values()))
    assert changed >= set(names) - {"players"}
    assert {r.players for r in packs.PRESETS.values()} == set(packs.PLAYER_COUNTS)


def _saved(start: dict[str, object], rules: dict[str, object] | None = None) -> dict[str, object]:
    return {"format": "cardrules/state", "version": 1, "game": "packs", "rules": rules or {"players": 2},
            "start": start, "moves": []}


@pytest.mark.parametrize(("start", "field"), [
    ({"deck": "AS KS", "dealer": 0}, "start.deck"),
    ({"deck": packs.codes(standard_deck()), "dealer": 2}, "start.dealer"),
    ({"hands": ["AS"], "table": "", "stock": "2S"}, "start.hands"),
    ({"hands": ["AS", "KS"], "table": "", "stock": ""}, "start.stock"),
    ({"hands": ["AS", "AS"], "table": "", "stock": "2S"}, "start"),
    ({"hands": ["AS", "KS"], "table": "", "stock": "2S", "packs": [["3H 4S"], []]}, "start.packs"),
    ({"hands": ["AS", "KS"], "table": "ZZ", "stock": "2S"}, "start.table"),
    ({"hands": ["AS", "KS"], "table": "", "stock": "2S", "scores": [1]}, "start.scores"),
    ({"hands": ["AS", "KS"], "table": "", "stock": "2S", "extra": 1}, "start.extra"),
    ({"deck": packs.codes(standard_deck()), "cut": ["AS AH"]}, "start.cut"),
])
def test_from_dict_rejects_malformed_starts(start: dict[str, object], field: str) -> None:
    with pytest.raises(StateFormatError) as err:
        packs.State.from_dict(_saved(start))
    assert err.value.field == field


def test_from_dict_rejects_an_illegal_move() -> None:
    data = _saved({"hands": ["AS", "KS"], "table": "", "stock": "2S 3S"})
    data["moves"] = ["draw", "pack 2S with AS"]
    with pytest.raises(StateFormatError, match=r"moves\[1\]"):
        packs.State.from_dict(data)


def test_notation_round_trips_and_bad_text_is_refused() -> None:
    for text in ("draw", "end", "show hand", "pack 7H with 2H+8H", "steal 2S+6S / 4S+5S from 1 with 2S+3S"):
        assert str(parse_move(text)) == text
    assert parse_move("steal 5S+4S from 1 with 10S") == Steal(1, (cards("4S 5S"),), cards("10S"))
    s = new_game(ONE, seed=1)
    with pytest.raises(IllegalMoveError, match="cannot read"):
        s.play("pack it all")


def test_view_hides_other_hands_and_the_stock() -> None:
    s = steal_position().play("draw")
    v = s.view(1)
    assert v.zone("hand/0").cards == (None,) * 7 and v.zone("hand/1").cards == cards("KD")
    assert set(v.zone("stock").cards) == {None}
    assert v.legal_moves == ()
    assert s.view(0).legal_moves == s.legal_moves()
    assert s.view(0).zone("hand/0").highlight == cards("4H")
    assert v.zone("packs/1/0").cards == pk("5S 4S")
    assert str(s.view(0).status) == "South may pack or end the turn"  # a Text, worded when shown


def test_move_shape_for_the_widget() -> None:
    m = Pack(C("7H"), cards("8H 2H"))
    assert m.card == C("8H") and m.targets == cards("7H 2H") and m.label == "Pack 7♥ with 2♥ + 8♥"
    st_ = Steal(1, (cards("5S 4S"), cards("6S 2S")), cards("3S 2S"))
    assert st_.targets == cards("2S 6S 4S 5S 2S") and st_.label == "Steal 2♠ 6♠ and 4♠ 5♠ with 2♠ + 3♠"
    assert Draw().card is None and EndTurn().targets == ()


# ---------------------------------------------------------------------------------------------- properties
RULESETS = list(packs.PRESETS.values())


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.sampled_from([r for r in RULESETS if r.single_deal]))
def test_random_deals_conserve_cards_and_agree_on_legality(seed: int, rules: Rules) -> None:
    state = new_game(rules, seed=seed)
    deck = Counter(state.all_cards())
    assert sum(deck.values()) == (52 if rules.players == 2 and not rules.two_decks_for_two else 104)
    bots = [RandomBot(seed + i) for i in range(rules.players)]
    steps = 0
    while not state.is_over:
        moves = state.legal_moves()
        assert len(set(moves)) == len(moves)
        for m in moves:
            assert state._reason(m) is None, (str(m), state._reason(m))
            assert parse_move(str(m)) == m
        assert state.to_move is not None
        state = state.play(bots[state.to_move].choose(state.view(state.to_move)))
        assert Counter(state.all_cards()) == deck
        steps += 1
    assert steps < 2000
    # Team scores are the sums of their members' packs after the throw-off.
    for owner in range(len(state.owner_names)):
        kept = [p for seat in state.members(owner) for p in state.packs[seat]]
        assert state.totals()[owner] == sum(packs.pack_score(p) for p in kept)
    # Throw-off leaves someone with no pack in every suit (or throw-off is off).
    if rules.throw_off:
        for suit in "SHDC":
            assert min(sum(1 for seat in state.members(o) for p in state.packs[seat] if p[0].suit.value == suit)
                       for o in range(len(state.owner_names))) == 0
    assert packs.State.from_dict(state.to_dict()) == state


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.data())
def test_reasons_agree_with_the_legal_list_on_made_up_moves(seed: int, data: st.DataObject) -> None:
    """Moves built from the cards in view (legal or not) are refused exactly when they are not listed."""
    state = play_out_some(new_game(Rules(players=3, single_deal=True), seed=seed), data.draw(st.integers(0, 60)))
    if state.is_over:
        return
    hand = state.hands[state.to_move]
    table = state.table or cards("AS")
    pool = list(hand) + list(table)
    group = tuple(data.draw(st.lists(st.sampled_from(pool), min_size=0, max_size=4)))
    candidates: list[object] = [Draw(), EndTurn(), ShowHand(), Pack(data.draw(st.sampled_from(table)), group)]
    owner = data.draw(st.integers(0, 2))
    if state.packs[owner]:
        chosen = data.draw(st.lists(st.sampled_from(state.packs[owner]), min_size=1, max_size=2))
        candidates.append(Steal(owner, tuple(chosen), group))
    legal = set(state.legal_moves())
    for m in candidates:
        assert (state._reason(m) is None) == (m in legal), (str(m), state._reason(m))


def play_out_some(state: packs.State, n: int) -> packs.State:
    bots = [HeuristicBot() for _ in range(state.players)]
    for _ in range(n):
        if state.is_over:
            break
        state = state.play(bots[state.to_move].choose(state.view(state.to_move)))
    return state


def test_full_games_end_for_every_player_count() -> None:
    for players in packs.PLAYER_COUNTS:
        rules = Rules(players=players, target=200)
        state = play_out(new_game(rules, seed=players), [RandomBot(i) for i in range(players)])
        assert state.is_over and max(state.totals()) >= 200
        assert state.narration()[-1].endswith(f"{'-'.join(map(str, sorted(state.totals(), reverse=True)))}.")


def test_heuristic_bot_beats_the_random_bot() -> None:
    wins = 0
    for seed in range(40):
        seat = seed % 2
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        bots[seat] = HeuristicBot()  # type: ignore[call-overload]
        end = play_out(new_game(ONE, seed=seed), bots)
        wins += end.result is not None and end.result.winners == (seat,)
    assert wins >= 28


# ---------------------------------------------------------------------------------------------- rollout policy
def test_rollout_move_packs_outside_the_suit_it_can_steal_then_steals() -> None:
    """A spade pack is there to steal: the policy packs the heart (not the spade, which would forbid a spade
    steal), then steals the spade pack with the fewest cards worth more than its 14."""
    import random

    s = from_position(ONE, hands=["9H QS 5S", "2C"], table="7H 2S", stock="4H 5D", packs=[[], ["6S 8S"]],
                      turn=0).play("draw")
    rng = random.Random(0)  # its first draw is above 0.1: the policy's best pack, not a random one
    move = packs.rollout_move(s, rng)
    assert move == Pack(C("7H"), cards("9H"))
    s = s.play(move)
    steal = packs.rollout_move(s, rng)
    assert steal == Steal(1, (pk("6S 8S"),), cards("5S QS"))
    assert packs.rollout_move(s.play(steal), rng) == EndTurn()


def test_rollout_move_packs_with_the_fewest_cards_or_ends_or_shows() -> None:
    import random

    s = from_position(ONE, hands=["3H 4H 9H", "2C"], table="8H", stock="2H 5D", turn=0).play("draw")
    assert packs.rollout_move(s, random.Random(0)) == Pack(C("8H"), cards("9H"))  # not the 43 pair
    s = from_position(ONE, hands=["3H", "2C"], table="8H", stock="2H 5D", turn=0).play("draw")
    assert packs.rollout_move(s, random.Random(0)) == Pack(C("8H"), cards("2H 3H"))  # the 32 pair beats 8
    s = from_position(ONE, hands=["6H", "2C"], table="AH", stock="7H 5D", turn=0).play("draw")
    assert packs.rollout_move(s, random.Random(0)) == EndTurn()  # 6 + 7 = 13 does not beat the ace's 20
    s = from_position(ONE, hands=["6H", "2C"], table="AS AH AD AC", stock="7H 5D", turn=0).play("draw")
    assert packs.rollout_move(s, random.Random(0)) == ShowHand()  # Full Table, no pack: show the hand


def test_a_hand_card_clicked_after_packing_reads_as_a_steal_of_the_cheapest_pack_of_its_suit() -> None:
    """At the live table a pack that no legal steal takes cannot be clicked: a hand card tried alone after packing
    means the cheapest pack of its suit (the engine then says by how much it falls short), not a second pack."""
    from cardrules.games.packs.table import move_for

    s = from_position(ONE, hands=["QC 9H 3C", "KD"], table="7H 4S", stock="5H 5D 6D", dealer=1,
                      packs=[[], ["10C 2C", "KC 7C"]]).play("draw").play("pack 7H with 9H")
    move = move_for(s, C("QC"), ())
    assert move == Steal(1, (cards("2C 10C"),), (C("QC"),))
    reason = s.why_illegal(move)
    assert reason is not None and reason.key == "packs.reason.steal_too_small" and reason.arguments["total"] == 12
    assert "not more than the pack's 12" in str(reason)
    partners = from_position(Rules(players=4, single_deal=True, partner_steals=False),
                             hands=["QC 9H", "KD", "2S", "3S"], table="7H", stock="5H 5D 6D", dealer=3,
                             packs=[[], [], ["10C 2C"], []]).play("draw").play("pack 7H with 9H")
    assert not isinstance(move_for(partners, C("QC"), ()), Steal)  # a partner's pack may not be stolen here
