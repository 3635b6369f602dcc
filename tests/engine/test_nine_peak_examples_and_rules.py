"""9 Peak: the write-up's worked examples, each rule both ways, the settlement, the end of the round, the house rules,
narration, saved games, and properties over random games.

Rule IDs (9P-A1 …) name the decisions listed in docs/decisions.md and explained in docs/rules/nine_peak.md ("Points
the write-up leaves open").
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardrules.bots import RandomBot, play_out
from cardrules.cards import Card, parse_cards
from cardrules.errors import IllegalMoveError, RulesError, StateFormatError
from cardrules.games import nine_peak
from cardrules.games.nine_peak import (
    PRESETS,
    HeuristicBot,
    Pass,
    Play,
    Rules,
    State,
    Take,
    can_count_as,
    from_deck,
    from_position,
    new_game,
    parse_move,
    set_score,
)


def C(code: str) -> Card:
    return Card.parse(code)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def refused(state: State, move: str, match: str) -> None:
    """The move raises IllegalMoveError with ``match`` in its reason, and the state is unchanged."""
    before = state.to_dict(), state.hands, state.area
    with pytest.raises(IllegalMoveError, match=match):
        state.play(move)
    assert (state.to_dict(), state.hands, state.area) == before


# ------------------------------------------------------------------------------------------------ components
def test_the_draft_deck_has_54_cards_nine_of_each_number() -> None:
    deck = Rules().deck()
    assert len(deck) == 54
    for n in range(1, 7):
        assert sum(1 for c in deck if c.number == n) == 9
    assert sum(1 for c in deck if c.code.endswith("X")) == 6


@pytest.mark.parametrize(("players", "area", "each"), [(3, 6, 16), (4, 6, 12), (5, 4, 10)])
def test_setup_deals_the_area_and_equal_hands(players: int, area: int, each: int) -> None:
    state = new_game(Rules(players=players), seed=11)
    assert len(state.area) == area
    assert [len(h) for h in state.hands] == [each] * players
    assert state.pile == ()
    assert sorted(state.all_cards()) == sorted(Rules().deck())


def test_new_game_is_deterministic_and_picks_the_start_player_from_the_seed() -> None:
    starts = {new_game(seed=s).start_player for s in range(30)}
    assert starts == {0, 1, 2, 3}
    assert new_game(seed=5) == new_game(seed=5)
    assert new_game(seed=5).to_move == new_game(seed=5).start_player


# ----------------------------------------------------------------------------------------- write-up examples
def test_write_up_example_1_range_two_fives_count_as_5_to_7() -> None:
    state = from_position(area="5S 5H", hands=["5D 1S", "2S", "2H"])
    assert state.value_range(5) == (5, 7)
    assert [can_count_as(C("5D"), v, state.in_area(5)) for v in (4, 5, 6, 7, 8)] == [False, True, True, True,
                                                                                      False]


def test_write_up_example_2_the_third_six_peaks_for_3_vp_and_the_sixes_start_again() -> None:
    state = from_position(area="6S 6H 2C", hands=["6D 6C 1S", "2S 1H", "2H 1C"])
    assert state.value_range(6) == (6, 8)
    after = state.play("pass 6D")
    assert after.peaks[0] == cards("6S 6H 6D")
    assert after.in_area(6) == 0
    assert after.area == cards("2C")
    assert after.narration()[-2:] == ["South places 6♦ in the Area (3 of number 6 there now): 6 + 3 reaches the peak.",
                                      "Peak! 6 + 3 = 9: South takes 6♠ 6♥ 6♦ for 3 VP, and the 6s start again."]
    # The next 6 placed gives a range of 6-7 again.
    later = after.play("pass 2S").play("pass 2H").play("pass 6C")
    assert later.value_range(6) == (6, 7)


def test_write_up_example_3_a_set_of_five_from_3_3_5_5_5() -> None:
    state = from_position(area="3S 3H", hands=["3C 3D 5S 5H 5X 1S", "2S", "2H"])
    move = parse_move("play 5: 3C 3D 5S 5H 5X")
    assert move in state.legal_moves()
    after = state.play(move)
    assert after.sets[0] == (cards("3C 3D 5S 5H 5X"),)
    assert after.hands[0] == cards("1S")
    # Without the two 3s in the Area a 3 counts only as 3.
    bare = from_position(area="", hands=["3C 3D 5S 5H 5X 1S", "2S", "2H"])
    refused(bare, "play 5: 3C 3D 5S 5H 5X", "3♣ counts only as 3")


def _finish(sets: list[list[str]], rules: Rules | None = None) -> State:
    """A 3-player position where the last seat (East, start player South) empties its hand at once."""
    state = from_position(rules, area="", hands=["1S", "1H", "1C"], sets=sets, to_move=2)
    return state.play("pass 1C")


def test_write_up_example_4_no_joker_bonus_is_the_largest_set() -> None:
    end = _finish([["1D 2D 3H", "5S 5S 5H 5C 5D"], [], []])
    assert end.is_over
    lines = {(line.owner, line.item): line.points for line in end.score_lines}
    assert lines[(0, "bonus")] == 5
    assert lines[(0, "sets")] == 3 * 2 + 5 * 2  # 3 × 2 diamonds + 5 × 2 spades
    assert "South has no Joker in any set: bonus 5 = 5 VP." in end.narration()


def test_write_up_example_4_a_joker_in_any_set_cancels_the_bonus() -> None:
    end = _finish([["1D 2D 3H", "5S 5S 5H 5C 5X"], [], []])
    lines = {(line.owner, line.item): line.points for line in end.score_lines}
    assert lines[(0, "bonus")] == 0
    assert "South has a Joker in a set: no bonus." in end.narration()


def test_no_sets_no_bonus_9P_A8() -> None:
    end = _finish([[], [], []])
    assert all(line.points == 0 for line in end.score_lines if line.item == "bonus")


# ----------------------------------------------------------------------------------------------- set scoring
def test_set_scores_size_times_largest_suit_with_jokers_wild() -> None:
    assert set_score(cards("2S 2S 3S 3H")) == (12, 3)
    assert set_score(cards("4S 4S 4H 4X")) == (12, 3)  # the Joker joins the spades
    assert set_score(cards("1S")) == (1, 1)


def test_set_of_all_different_suits_scores_size_times_size() -> None:
    assert set_score(cards("3S 3H 5D 5C 5X")) == (25, 5)
    assert set_score(cards("3S 3H 5D 5C")) == (16, 4)


def test_two_jokers_wild_or_printed_9P_A7() -> None:
    spread = cards("5S 5D 5H 5X 6X")
    assert set_score(spread, "wild") == (25, 5)
    assert set_score(spread, "printed") == (15, 3)
    # Six cards can never be all different (five suits), however many Jokers.
    assert set_score(cards("6S 6D 6H 6C 6X 5X"), "wild") == (18, 3)


def test_printed_joker_rule_changes_the_final_score() -> None:
    wild = _finish([["5S 5D 5H 5X 6X"], [], []])
    printed = _finish([["5S 5D 5H 5X 6X"], [], []], Rules(players=3, joker_suits="printed"))
    assert wild.totals()[0] == 25
    assert printed.totals()[0] == 15


# ------------------------------------------------------------------------------------------------------ Play
def test_play_refuses_a_set_of_the_wrong_size() -> None:
    state = from_position(area="", hands=["3S 3H 3D 1S", "2S", "2H"])
    assert "play 3: 3S 3H 3D" in map(str, state.legal_moves())
    refused(state, "play 3: 3S 3H", "a set of 3 must have exactly 3 cards, got 2")
    refused(state, "play 2: 3S 3H 3D", "a set of 2 must have exactly 2 cards, got 3")


def test_play_refuses_a_card_that_cannot_count_as_n() -> None:
    state = from_position(area="2S", hands=["2H 3S 3D 1S", "2D", "2C"])
    assert state.is_legal(parse_move("play 3: 2H 3S 3D"))  # 2 counts as 2-3 with one 2 in the Area
    refused(state, "play 3: 1S 3S 3D", "1♠ counts only as 1")
    refused(state, "play 2: 3S 3D", "3♠ counts only as 3")


def test_play_refuses_cards_not_held() -> None:
    state = from_position(area="", hands=["2S 2H 1S", "2D", "2C"])
    refused(state, "play 2: 2S 2D", "you do not hold 2♦")
    refused(state, "play 2: 2S 2S", "you hold only 1 2♠")


def test_a_set_of_one_is_a_single_1_and_values_never_reach_the_peak_9P_A5() -> None:
    state = from_position(area="", hands=["1S 2S", "2D", "2C"])
    assert state.is_legal(parse_move("play 1: 1S"))
    refused(state, "play 1: 2S", "2♠ counts only as 2")
    refused(state, "play 0: ", "size of 1 or more")
    top = from_position(area="6S 6H 5S 5H 5X", hands=["6D 6C 6X 6S 5S 5H 5C 5D", "2D", "2C"])
    assert top.value_range(6) == (6, 8) and top.value_range(5) == (5, 8)
    assert max(m.n for m in top.legal_moves() if isinstance(m, Play)) == 8


def test_equivalent_card_choices_are_listed_once() -> None:
    state = from_position(area="", hands=["2S 2S 2H", "2D", "2C"])
    pairs = [str(m) for m in state.legal_moves() if isinstance(m, Play) and m.n == 2]
    assert pairs == ["play 2: 2S 2S", "play 2: 2S 2H"]


# ------------------------------------------------------------------------------------------------------ Pass
def test_pass_one_card_widens_its_range() -> None:
    state = from_position(area="5S", hands=["5H 1S", "2D", "2C"])
    after = state.play("pass 5H")
    assert after.value_range(5) == (5, 7)
    assert after.to_move == 1
    assert "South places 5♥ in the Area (2 of number 5 there now), so 5s count as 5-7." in after.narration()


def test_pass_refuses_cards_not_held() -> None:
    state = from_position(area="", hands=["5H 1S", "2D", "2C"])
    refused(state, "pass 5S", "you do not hold 5♠")
    refused(state, "pass 5H 5H", "you hold only 1 5♥")


def test_two_card_pass_then_take_any_area_card_even_one_just_placed_9P_A4() -> None:
    state = from_position(area="4S", hands=["5H 3D 1S", "2D", "2C"])
    placed = state.play("pass 5H 3D")
    assert placed.to_move == 0 and placed.taking
    assert placed.legal_moves() == (Take(C("3D")), Take(C("4S")), Take(C("5H")))
    assert str(placed.status) == "South to take one card from the Area"
    after = placed.play("take 5H")
    assert after.narration()[-1] == "South takes 5♥ back from the Area (5s now count only as 5)."
    assert after.hands[0] == cards("1S 5H")
    assert after.area == cards("4S 3D")
    assert after.to_move == 1


def test_after_two_placements_only_a_take_is_allowed() -> None:
    placed = from_position(area="4S", hands=["5H 3D 1S", "2D", "2C"]).play("pass 5H 3D")
    refused(placed, "pass 1S", "must now take one card from the Area")
    refused(placed, "take 2D", "2♦ is not in the Area")


def test_take_outside_a_two_card_pass_is_refused() -> None:
    state = from_position(area="4S", hands=["5H 3D 1S", "2D", "2C"])
    refused(state, "take 4S", "only after placing two cards")
    empty = from_position(area="", hands=["5H 3D 1S", "2D", "2C"])
    refused(empty, "take 4S", "the Area is empty")


def test_two_sixes_are_placed_one_at_a_time_9P_A3() -> None:
    state = from_position(area="6S 6H", hands=["6D 6C 1S", "2D", "2C"])
    after = state.play("pass 6D 6C")
    assert after.peaks[0] == cards("6S 6H 6D")  # the first 6 peaks
    assert after.area == cards("6C")  # the second starts the count again
    assert after.value_range(6) == (6, 7)
    other = state.play("pass 6C 6D")
    assert other.area == cards("6D")
    assert Pass(C("6D"), C("6C")) in state.legal_moves() and Pass(C("6C"), C("6D")) in state.legal_moves()


def test_pass_order_of_two_different_numbers_does_not_matter() -> None:
    assert Pass(C("6H"), C("5S")) == Pass(C("5S"), C("6H"))
    assert str(parse_move("pass 6H 5S")) == "pass 5S 6H"


def test_empty_area_after_two_placements_means_no_take_and_may_empty_the_hand_9P_A12() -> None:
    state = from_position(area="6C 6D 5S 5H 5D", hands=["6S 5C", "2D 1S", "2C 1H"])
    after = state.play("pass 5C 6S")
    assert after.area == ()
    assert not after.taking
    assert after.hands[0] == ()
    assert after.ender == 0
    assert after.to_move == 1
    assert "The Area is empty, so South takes nothing back." in after.narration()
    assert "South's hand is empty: the round is played out up to East, then the game ends." in after.narration()


def test_pass_with_one_card_needs_two_cards_for_the_second_form() -> None:
    state = from_position(area="", hands=["5H", "2D", "2C"])
    assert [str(m) for m in state.legal_moves()] == ["pass 5H"]


# ------------------------------------------------------------------------------------------------------- end
def test_the_round_is_finished_up_to_the_last_seat_9P_A11() -> None:
    # Start player West (1): the last seat is South (0). North (2) empties its hand.
    state = from_position(area="", hands=["1S 2S", "1H 2H", "1C", "1D 2D"], start_player=1, to_move=2)
    assert state.last_seat == 0
    s = state.play("pass 1C")
    assert s.ender == 2 and s.to_move == 3 and not s.is_over
    assert str(s.status) == "East to Pass or Play (last round)"
    s = s.play("pass 1D")
    assert s.to_move == 0
    s = s.play("pass 1S")
    assert s.is_over and s.to_move is None
    assert s.legal_moves() == ()
    refused(s, "pass 2S", "the game is over")


def test_a_hand_emptied_by_the_last_seat_ends_the_game_at_once() -> None:
    state = from_position(area="", hands=["1S 2S", "1H 2H", "1C 2C", "1D"], start_player=0, to_move=3)
    assert state.play("pass 1D").is_over


def test_a_hand_emptied_before_the_last_seat_in_a_later_round_still_finishes_the_round() -> None:
    state = from_position(area="", hands=["1S", "1H 2H", "1C 2C"], start_player=0)
    s = state.play("play 1: 1S")
    assert s.ender == 0 and [s.to_move] == [1]
    s = s.play("pass 1H").play("pass 1C")
    assert s.is_over
    assert s.sets[0] == (cards("1S"),)


def test_most_vp_wins_and_a_tie_goes_to_the_earlier_seat_in_turn_order() -> None:
    # Start player West: turn order West, North, East, South. South and North tie on 4: North is earlier.
    state = from_position(area="", hands=["1S", "1H", "1C", "1D 2D"], start_player=1, to_move=0,
                          sets=[["2S 2S"], [], ["2H 2H"], []])
    end = state.play("pass 1S")
    assert end.result is not None
    assert end.result.scores == (6, 0, 6, 0)  # 2 × 2 plus the bonus of 2
    assert end.result.winners == (2,)
    assert "North wins on the tie, being earlier in turn order (South 6, West 0, North 6, East 0)." in \
        end.narration()


def test_peak_cards_score_one_vp_each_and_the_totals_add_up() -> None:
    state = from_position(area="6S 6H", hands=["6D", "1H 2H", "1C 2C"], start_player=1, to_move=0,
                          sets=[[], ["1H"], []], rules=Rules(players=3))
    end = state.play("pass 6D")
    assert end.is_over
    assert end.result is not None and end.result.scores[0] == 3
    assert end.result.scores == end.totals()
    table = end.score_table()
    assert table.loc[(1, "Peak cards"), "South"] == 3
    assert "South has 3 peak cards: 3 VP." in end.narration()


# ----------------------------------------------------------------------------------------------- house rules
def test_peak_7_collects_two_fives_for_2_vp() -> None:
    state = from_position(Rules(players=3, peak=7), area="5S", hands=["5H 1S", "2D", "2C"])
    after = state.play("pass 5H")
    assert after.peaks[0] == cards("5S 5H")
    # A 6 peaks on its own under peak 7.
    six = from_position(Rules(players=3, peak=7), area="", hands=["6H 1S", "2D", "2C"]).play("pass 6H")
    assert six.peaks[0] == cards("6H")


def test_double_bonus() -> None:
    end = _finish([["1D 2D 3H", "5S 5S 5H 5C 5D"], [], []], Rules(players=3, bonus_multiplier=2))
    lines = {(line.owner, line.item): line.points for line in end.score_lines}
    assert lines[(0, "bonus")] == 10
    assert "South has no Joker in any set: bonus 2 × 5 = 10 VP." in end.narration()


def test_idea_a_and_b_decks_and_deals() -> None:
    a = Rules(max_number=5, copies_per_suit=3)
    assert len(a.deck()) == 65
    a3 = Rules(players=3, max_number=5)
    assert len(a3.deck()) == 45
    assert [len(h) for h in new_game(a3, seed=1).hands] == [13, 13, 13]
    b5 = PRESETS["idea_b_5"]
    assert len(b5.deck()) == 66
    game = new_game(b5, seed=2)
    assert len(game.area) == 6 and [len(h) for h in game.hands] == [12] * 5 and game.pile == ()
    b3 = new_game(PRESETS["idea_b_3"], seed=3)
    assert [len(h) for h in b3.hands] == [12] * 3 and len(b3.pile) == 65 - 6 - 36


def test_a_remainder_that_does_not_divide_stays_unused() -> None:
    game = new_game(Rules(max_number=5, copies_per_suit=3), seed=4)  # 65 - 6 = 59 = 4 × 14 + 3
    assert [len(h) for h in game.hands] == [14] * 4 and len(game.pile) == 3
    assert game.view(0).zone("pile").cards == (None, None, None)
    assert "The players are dealt 14 cards each; 3 cards stay unused." in game.narration()


_PEAKING = "6S 6H 6D 1S 2S 3S"  # three 6s in the first six cards: a peak during setup


def _deck_starting(first: str) -> list[Card]:
    rest = list(Rules().deck())
    for c in cards(first):
        rest.remove(c)
    return [*cards(first), *rest]


def test_setup_peak_reshuffles_by_default_9P_A2() -> None:
    game = from_deck(Rules(), _deck_starting(_PEAKING), seed=9)
    assert all(n + game.in_area(n) < 9 for n in range(1, 7))
    assert game.area != cards(_PEAKING)
    assert game.events[0].kind == "reshuffle"
    assert game.narration()[0].startswith("A number reached the peak while the Area was dealt, so the cards were "
                                          "reshuffled")
    assert State.from_dict(game.to_dict()) == game


def test_setup_peak_set_aside_leaves_a_smaller_area() -> None:
    game = from_deck(Rules(setup_peak="set_aside"), _deck_starting(_PEAKING))
    assert game.out == cards("6S 6H 6D")
    assert game.area == cards("1S 2S 3S")
    assert [len(h) for h in game.hands] == [12] * 4
    assert "6♠ 6♥ 6♦ reached the peak while the Area was dealt and are set aside, out of play." in game.narration()


def test_setup_peak_refill_deals_replacements() -> None:
    deck = _deck_starting(_PEAKING)
    game = from_deck(Rules(setup_peak="refill"), deck)
    assert game.out == cards("6S 6H 6D")
    assert game.area == (*cards("1S 2S 3S"), *deck[6:9])
    assert len(game.pile) == (54 - 9) % 4


def test_five_players_use_the_five_player_area_size() -> None:
    assert len(new_game(Rules(players=5, area_cards_five=6), seed=1).area) == 6


def test_rules_validation_names_the_field() -> None:
    with pytest.raises(RulesError, match="peak"):
        Rules(peak=6)
    with pytest.raises(RulesError) as err:
        Rules(peak=4, max_number=3, area_cards=12)
    assert err.value.field == "area_cards"
    with pytest.raises(RulesError) as err:
        Rules(deal_all=False, hand_size=30)
    assert err.value.field == "hand_size"
    with pytest.raises(RulesError) as err:
        Rules(players=6)
    assert err.value.field == "players"
    with pytest.raises(RulesError) as err:
        Rules(setup_peak="ignore")
    assert err.value.field == "setup_peak"
    with pytest.raises(RulesError, match="not a rule"):
        Rules.from_dict({"peaks": 7})


def test_every_rules_field_has_a_docstring() -> None:
    docs = Rules.docs()
    for f in dataclasses.fields(Rules):
        assert docs.get(f.name), f.name


def test_presets_cover_every_player_count_and_switch() -> None:
    presets = list(PRESETS.values())
    assert {r.players for r in presets} == {3, 4, 5}
    changed = set().union(*(r.changed() for r in presets))
    assert changed == {f.name for f in dataclasses.fields(Rules)}


# ------------------------------------------------------------------------------------------------- views
def test_view_hides_other_hands_and_the_unused_pile() -> None:
    game = new_game(Rules(max_number=5, copies_per_suit=3), seed=4)
    seat = game.to_move
    assert seat is not None
    other = (seat + 1) % 4
    view = game.view(other)
    assert all(c is None for c in view.zone(f"hand/{seat}").cards)
    assert all(c is not None for c in view.zone(f"hand/{other}").cards)
    assert view.legal_moves == ()
    assert game.view(seat).legal_moves == game.legal_moves()
    assert view.fact("peak") == 9
    assert str(view.zone("area/5").label).startswith("Area 5s")


def test_range_track_places_the_kth_card_beside_range_n_plus_k() -> None:
    state = from_position(area="5S 5H 2D", hands=["1S", "1H", "1C"])
    assert str(nine_peak.range_track(state)) == "1: 1-1; 2: 2-3; 3: 3-3; 4: 4-4; 5: 5-7; 6: 6-6"
    html = nine_peak.range_track(state)._repr_html_()
    assert "peak 9" in html and "5♠" in html


# -------------------------------------------------------------------------------------- moves and notation
@pytest.mark.parametrize("text", ["pass 5S", "pass 5S 6H", "pass 6H 6S", "take 3D", "play 5: 3S 3H 5C 5D 5X",
                                  "play 1: 1S"])
def test_notation_round_trips(text: str) -> None:
    move = parse_move(text)
    assert str(move) == text
    assert parse_move(str(move)) == move
    assert repr(move) == f"nine_peak.parse_move({text!r})"


def test_unreadable_moves_are_illegal_moves() -> None:
    state = from_position(area="", hands=["5H 1S", "2D", "2C"])
    for text in ("jump", "pass", "pass 5H 1S 2D", "play 5H", "play x: 5H", "take", "pass 7Z"):
        with pytest.raises(IllegalMoveError):
            state.play(text)


def test_move_labels_and_widget_fields() -> None:
    play = parse_move("play 3: 2H 3S 3D")
    assert play.label == "Play a set of 3: 2♥ 3♠ 3♦"
    assert play.card == C("2H") and play.targets == cards("3S 3D")
    two = parse_move("pass 5S 6H")
    assert two.card == C("5S") and two.targets == (C("6H"),)
    take = parse_move("take 3D")
    assert take.card is None and take.targets == (C("3D"),) and take.label == "Take 3♦ from the Area"


# -------------------------------------------------------------------------------------------- saved games
def test_saved_games_round_trip() -> None:
    game = new_game(seed=21)
    game = play_out(game, [RandomBot(i) for i in range(4)])
    assert State.from_dict(game.to_dict()) == game
    pos = from_position(area="6S 6H", hands=["6D 6C 1S", "2S", "2H"], sets=[["1H"], [], []], peaks=["", "4S", ""])
    moved = pos.play("pass 6D 6C").play("take 6C")
    assert State.from_json(moved.to_json()) == moved


def _saved(**start: object) -> dict[str, object]:
    data = from_position(area="5S", hands=["5H 1S", "2D", "2C"]).to_dict()
    data["start"] = {**data["start"], **start}  # type: ignore[dict-item]
    return data


@pytest.mark.parametrize(("change", "field"), [
    ({"area": "6S 6H 6D"}, "start.area"),
    ({"hands": ["5H 1S", "2D"]}, "start.hands"),
    ({"hands": ["5H 1S", "2D", ""]}, "start.hands[2]"),
    ({"start_player": 3}, "start.start_player"),
    ({"to_move": "South"}, "start.to_move"),
    ({"pile": "1D"}, "start"),
    ({"colour": "red"}, "start.colour"),
    ({"area": "5S 9Q"}, "start.area"),
    ({"reshuffles": -1}, "start.reshuffles"),
    ({"sets": [[""], [], []]}, "start.sets[0][0]"),
])
def test_from_dict_rejects_malformed_starts_naming_the_field(change: dict[str, object], field: str) -> None:
    with pytest.raises(StateFormatError) as err:
        State.from_dict(_saved(**change))
    assert err.value.field == field


def test_from_dict_rejects_an_illegal_move_list() -> None:
    data = _saved()
    data["moves"] = ["pass 5H", "take 5H"]
    with pytest.raises(StateFormatError) as err:
        State.from_dict(data)
    assert err.value.field == "moves[1]"


# ---------------------------------------------------------------------------------------------- the bot
def test_heuristic_bot_plays_legal_moves_from_its_view() -> None:
    game = new_game(seed=8)
    end = play_out(game, [HeuristicBot(i) for i in range(4)])
    assert end.is_over


def test_heuristic_bot_takes_a_peak_when_one_is_there() -> None:
    state = from_position(area="6S 6H", hands=["6D 1S 2S", "2D", "2C"])
    assert HeuristicBot(0).choose(state.view(0)) in (parse_move("pass 6D"), parse_move("pass 1S 6D"),
                                                     parse_move("pass 2S 6D"))


def test_heuristic_bot_beats_random_play() -> None:
    wins = 0
    for g in range(40):
        seats = [HeuristicBot(g) if s == g % 4 else RandomBot(g * 7 + s) for s in range(4)]
        end = play_out(new_game(seed=1000 + g), seats)
        assert end.result is not None
        wins += end.result.winners == (g % 4,)
    assert wins >= 25


# ------------------------------------------------------------------------------------ the rollout policy
def test_rollout_move_takes_a_peak() -> None:
    state = from_position(area="6S 6H", hands=["6D 1S 2S", "2D", "2C"])
    for seed in range(5):
        assert C("6D") in nine_peak.rollout_move(state, random.Random(seed)).cards


def test_rollout_move_plays_a_big_set_of_all_suits() -> None:
    state = from_position(area="3S", hands=["5S 5H 5D 5C 5X 1S 2H", "2D", "2C"])
    for seed in range(5):
        assert str(nine_peak.rollout_move(state, random.Random(seed))) == "play 5: 5S 5H 5C 5D 5X"


def test_rollout_move_takes_back_the_card_that_feeds_the_next_peak() -> None:
    # 5 + three fives = 8, one short of the peak: leaving them all hands the next player a peak of four.
    state = from_position(area="5S 5H 5D 1D", hands=["1S 1H 4C", "5C 2C", "2D"]).play("pass 1S 1H")
    assert state.taking
    for seed in range(5):
        move = nine_peak.rollout_move(state, random.Random(seed))
        assert isinstance(move, Take) and move.take.number == 5


# -------------------------------------------------------------------------------------------- properties
def _random_states(rules: Rules, seed: int, steps: int) -> list[State]:
    rng = random.Random(seed)
    state = new_game(rules, seed=seed)
    out = [state]
    while not state.is_over and len(out) < steps:
        state = state.play(rng.choice(state.legal_moves()))
        out.append(state)
    return out


_RULES = st.sampled_from(list(PRESETS.values()))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=_RULES, seed=st.integers(0, 10_000))
def test_random_games_conserve_cards_end_and_add_up(rules: Rules, seed: int) -> None:
    deck = sorted(rules.deck())
    states = _random_states(rules, seed, 10_000)
    for s in states:
        assert sorted(s.all_cards()) == deck
        assert all(n + s.in_area(n) < rules.peak for n in range(1, rules.max_number + 1))
    end = states[-1]
    assert end.is_over
    assert end.result is not None
    assert sum(end.result.scores) == sum(line.points for line in end.score_lines)
    # The trigger seat never acts after its hand empties.
    assert end.ender is not None and not end.hands[end.ender]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=_RULES, seed=st.integers(0, 10_000), data=st.data())
def test_why_illegal_agrees_with_legal_moves(rules: Rules, seed: int, data: st.DataObject) -> None:
    states = _random_states(rules, seed, 60)
    state = data.draw(st.sampled_from(states))
    legal = set(state.legal_moves())
    assert len(legal) == len(state.legal_moves())
    for m in legal:
        assert state.why_illegal(m) is None
    pool = sorted(set(rules.deck()))
    for _ in range(40):
        kind = data.draw(st.sampled_from(["pass1", "pass2", "take", "play"]))
        if kind == "pass1":
            m: object = Pass(data.draw(st.sampled_from(pool)))
        elif kind == "pass2":
            m = Pass(data.draw(st.sampled_from(pool)), data.draw(st.sampled_from(pool)))
        elif kind == "take":
            m = Take(data.draw(st.sampled_from(pool)))
        else:
            size = data.draw(st.integers(1, 8))
            m = Play(data.draw(st.integers(0, 9)), tuple(data.draw(st.sampled_from(pool)) for _ in range(size)))
        assert (state.why_illegal(m) is None) == (m in legal), m


def test_malformed_move_values_are_refused_not_crashed() -> None:
    state = from_position(area="", hands=["5H 1S", "2D", "2C"])
    for move in (Play(C("5H"), (C("1S"),)), Pass(C("5H"), (C("1S"),)), Take("5H"), "pass", 42):  # type: ignore[arg-type]
        with pytest.raises(IllegalMoveError):
            state.play(move)


def test_plays_lists_the_sets_a_builder_offers() -> None:
    state = from_position(area="2S", hands=["2H 3S 3D 1S", "2D", "2C"])
    assert [str(m) for m in state.plays(3)] == ["play 3: 2H 3S 3D"]
    assert {m.n for m in state.plays()} == {1, 3}  # only 2♥ counts as 2


def test_compare_summarises_bot_games_per_variant() -> None:
    table = nine_peak.compare({"Draft 7": Rules(players=3), "Peak 7": Rules(players=3, peak=7)}, games=3)
    assert list(table.index) == ["Draft 7", "Peak 7"]
    assert {"winner's score", "turns per game", "bonus decided the winner"} <= set(table.columns)


def test_set_score_narration_names_the_rule_that_scored() -> None:
    """3♠ 3♠ 3★ 4♠ scores 4 × 4 because the Joker joins the spades (one suit), not because every suit differs;
    ♠ ♥ ♦ ♣ ★ scores 5 × 5 because all five differ (9P-A7)."""
    from cardrules.i18n import language
    from cardrules.protocol import event

    cases = [("3S 3S 3X 4S", "4 of one suit, Jokers counted in", "ジョーカーを含めて同一スート4枚"),
             ("3S 3S 3H 4S", "3 of one suit", "同一スート3枚"),
             ("3S 3H 5D 5C 5X", "all suits differ", "スートがすべて異なる")]
    for codes_, english, japanese in cases:
        cards = parse_cards(codes_)
        points, count = nine_peak.set_score(cards)
        e = event("score_set", 0, cards, points=points, size=len(cards), count=count)
        assert f"({english})" in nine_peak.narrate(e, ["South", "North"])
        with language("ja"):
            assert f"（{japanese}）" in nine_peak.narrate(e, ["南", "北"])
    assert nine_peak.set_score(parse_cards("3S 3S 3X 4S")) == (16, 4)


@pytest.mark.parametrize("rules", [Rules(), Rules(peak=7), Rules(joker_suits="printed"), Rules(max_number=5)])
def test_best_set_is_the_best_score_of_any_set_the_hand_could_lay_now(rules: Rules) -> None:
    """The bots' quick estimate (packed counts) against every set of every size the hand could lay, scored by
    set_score: the same number."""
    import itertools

    rng = random.Random(f"best-set/{rules}")
    deck = list(rules.deck())
    for _ in range(400):
        hand = rng.sample(deck, rng.randrange(0, 9))
        area = {k: rng.randrange(0, 3) for k in range(1, rules.max_number + 1) if rng.random() < 0.6}
        brute = 0
        for size in range(1, min(len(hand), rules.peak - 1) + 1):
            fit = [c for c in hand if c.number <= size <= c.number + area.get(c.number, 0)]
            for cards in itertools.combinations(fit, size):
                brute = max(brute, nine_peak.set_score(cards, rules.joker_suits)[0])
        assert nine_peak.best_set(hand, area, rules.peak, rules.joker_suits) == brute, (hand, area)
