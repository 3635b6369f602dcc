"""Dudak: the original write-up's examples and every rule on explicit positions (rules: docs/rules/dudak.md)."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardrules.bots import RandomBot, play_out
from cardrules.cards import Card, Suit, deck_24, deck_30, parse_cards, piquet_deck
from cardrules.errors import IllegalMoveError, RulesError, StateFormatError
from cardrules.games import dudak
from cardrules.games.dudak import (
    PRESETS,
    Beat,
    DeclareTrump,
    HeuristicBot,
    Lead,
    Pass,
    Rules,
    Take,
    TakeAll,
    beats,
    deck_for,
    from_deck,
    from_position,
    narrate,
    new_game,
    parse_move,
)
from cardrules.protocol import say

C = Card.parse
ONE = Rules(single_deal=True)
H, S, D, CL = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS


def hand(text: str) -> tuple[Card, ...]:
    return dudak._sorted(parse_cards(text))


def refused(state: dudak.State, move: object, words: str) -> None:
    """``move`` is refused with a reason containing ``words``, not listed, and ``state`` is unchanged."""
    before = state.to_dict()
    with pytest.raises(IllegalMoveError, match=words):
        state.play(move)
    assert state.to_dict() == before
    assert move not in state.legal_moves()


def allowed(state: dudak.State, move: object) -> dudak.State:
    assert move in state.legal_moves()
    return state.play(move)


def last(state: dudak.State, seat: int | None = None) -> str:
    return state.narration(seat)[-1]


def ordered_deck(players: int = 4) -> list[Card]:
    return list(deck_for(players))


# ------------------------------------------------------------------------------------------------ deck and deal
@pytest.mark.parametrize(("players", "size", "each", "missing"), [
    (4, 32, 8, ""), (3, 30, 10, "7S 7C"), (2, 24, 12, "7S 7H 7D 7C 8S 8H 8D 8C")])
def test_write_up_example_1_deck_sizes(players: int, size: int, each: int, missing: str) -> None:
    """Worked example 1: 32 cards 8 each; 30 (no black 7s) 10 each; 24 (no 7s or 8s) 12 each."""
    deck = deck_for(players)
    assert len(deck) == size and set(piquet_deck()) - set(deck) == set(parse_cards(missing))
    state = new_game(Rules(players=players), seed=1)
    assert [len(h) for h in state.hands] == [each] * players
    assert Counter(state.all_cards()) == Counter(deck)
    assert deck_30() == deck_for(3) and deck_24() == deck_for(2)


def test_deal_one_at_a_time_from_the_dealers_left_who_leads() -> None:
    deck = ordered_deck()
    state = from_deck(ONE, deck, dealer=2)
    assert state.hands[3] == dudak._sorted(deck[0::4])  # dealer North (2): East first
    assert state.hands[0] == dudak._sorted(deck[1::4])
    assert state.to_move == 3 and state.phase == "lead" and state.pile == ()
    assert say(state.view().status) == "East to lead a new pile"


def test_house_rule_deal_in_pairs() -> None:
    deck = ordered_deck()
    state = from_deck(dataclasses.replace(ONE, deal_in_pairs=True), deck, dealer=0)
    assert state.hands[1] == dudak._sorted(deck[0:2] + deck[8:10] + deck[16:18] + deck[24:26])
    assert [len(h) for h in state.hands] == [8, 8, 8, 8]
    assert state.narration()[0] == "Deal 1: South deals 8 cards to each player two at a time."


def test_ranks_a_high_7_low() -> None:
    assert beats(C("AH"), C("KH"), None) and beats(C("10H"), C("9H"), None) and beats(C("8H"), C("7H"), None)
    assert not beats(C("JH"), C("QH"), None) and not beats(C("9H"), C("10H"), None)


# --------------------------------------------------------------------------------------------- leading, beating
def test_first_lead_any_card_and_lead_refused_on_a_pile() -> None:
    state = from_position(ONE, hands=["9H KS", "10H 7S", "", ""], to_move=0)
    assert state.legal_moves()[:2] == (Lead(C("KS")), Lead(C("9H")))
    refused(state, Lead(C("AH")), "does not hold")
    refused(state, Beat(C("9H"), C("KS")), "there is no pile")
    refused(state, Take(), "there is no pile")
    after = state.play("lead 9H")
    assert after.pile == (C("9H"),) and after.to_move == 1 and after.phase == "respond"
    assert last(after) == "South leads 9♥ to start a new pile."
    refused(after, Lead(C("7S")), "there is already a pile")


def test_beat_same_suit_higher_then_add_any_card() -> None:
    """Write-up, Play 1) and 2): beat with a higher card of the top card's suit, then add any card."""
    state = from_position(ONE, hands=["8C", "10H 7S QD", "AS", ""], pile="9H", to_move=1)
    after = allowed(state, Beat(C("10H"), C("7S")))
    assert after.pile == parse_cards("9H 10H 7S") and after.hands[1] == (C("QD"),) and after.to_move == 2
    assert last(after) == "West beats 9♥ with 10♥ and adds 7♠."
    assert after.view().zone("pile").highlight == (C("7S"),)
    assert say(after.view().status) == "North to beat 7♠ or take it"


def test_beat_refused_lower_card_and_wrong_suit() -> None:
    state = from_position(ONE, hands=["8C", "8H 7S QD", "AS", ""], pile="9H", to_move=1)
    refused(state, Beat(C("8H"), C("7S")), "8♥ is lower than 9♥: beat with a higher heart")
    refused(state, Beat(C("QD"), C("7S")), "Q♦ does not beat 9♥: play a higher heart")
    refused(state, Beat(C("AH"), C("7S")), "does not hold A♥")


def test_d_a1_the_added_card_is_compulsory() -> None:
    state = from_position(ONE, hands=["8C", "10H 7S", "AS", ""], pile="9H", to_move=1)
    refused(state, Beat(C("10H")), "you must add one more card")
    refused(state, Beat(C("10H"), C("10H")), "add a different card")
    refused(state, Beat(C("10H"), C("QD")), "does not hold Q♦ to add")
    assert [m for m in state.legal_moves() if isinstance(m, Beat)] == [Beat(C("10H"), C("7S"))]


def test_parse_move_round_trips_and_refuses_nonsense() -> None:
    for text in ("lead 9H", "beat 10H add 7S", "beat AS", "take", "take all", "declare H", "pass"):
        assert str(parse_move(text)) == text
    assert parse_move("declare ♣") == DeclareTrump(CL)
    assert parse_move("beat 10H add 7S").label == "Beat with 10♥, add 7♠"
    assert parse_move("beat 10H add 7S").targets == (C("7S"),) and parse_move("take").card is None
    for bad in ("beat", "lead 1Z", "declare Z", "take some"):
        with pytest.raises(ValueError):
            parse_move(bad)
    state = from_position(ONE, hands=["8C", "10H 7S", "AS", ""], pile="9H", to_move=1)
    with pytest.raises(IllegalMoveError, match="cannot read it as a move"):
        state.play("beat it")


# -------------------------------------------------------------------------------------------------------- taking
def test_taking_one_card_and_using_it_at_once_d_a8() -> None:
    """Write-up, Taking; D-A8: take the top card, then the next; beat with the card just taken."""
    state = from_position(ONE, hands=["8C QD", "AS", "KS", ""], pile="9H 10H 7S", to_move=0)
    assert [m for m in state.legal_moves() if isinstance(m, Beat)] == []
    state = allowed(state, Take())
    assert state.hands[0] == hand("7S 8C QD") and state.pile == parse_cards("9H 10H") and state.to_move == 0
    assert last(state) == "South takes 7♠ from the pile (2 cards left)."
    state = allowed(state, Take())
    assert state.to_move == 0 and state.top == C("9H")
    state = allowed(state, Beat(C("10H"), C("7S")))  # the card just taken beats the one it lay on
    assert state.pile == parse_cards("9H 10H 7S") and state.hands[0] == hand("8C QD") and state.to_move == 1


def test_taking_by_choice_when_able_to_beat() -> None:
    state = from_position(ONE, hands=["10H 8C", "AS", "KS", ""], pile="9H", to_move=0)
    assert Take() in state.legal_moves()
    after = state.play("take")
    assert after.pile == () and after.hands[0] == hand("9H 10H 8C")


def test_taking_the_whole_pile_ends_the_turn_and_the_next_player_leads() -> None:
    state = from_position(ONE, hands=["8C", "AS QD", "KS", ""], pile="9H 10H", to_move=0)
    state = state.play("take").play("take")
    assert state.pile == () and state.to_move == 1 and state.phase == "lead"
    assert last(state) == "South takes 9♥ from the pile (the pile is empty)."
    led = state.play("lead QD")  # the new pile's one card ends West's turn
    assert led.to_move == 2 and led.phase == "respond"


def test_d_a2_a_non_declarer_takes_one_card_at_a_time() -> None:
    state = from_position(ONE, hands=["8C", "AS", "KS", ""], pile="9H 10H", to_move=0)
    refused(state, TakeAll(), "take one card at a time")
    assert state.legal_moves()[-5] == Take()


# -------------------------------------------------------------------------------------------------------- trumps
def test_declaring_a_trump_any_time_on_ones_turn_d_a3_and_it_is_public_d_a9() -> None:
    state = from_position(ONE, hands=["7H 8C", "AS", "KS", ""], pile="9S", to_move=0)
    assert [m for m in state.legal_moves() if isinstance(m, DeclareTrump)] == [DeclareTrump(s) for s in (S, H, D, CL)]
    after = allowed(state, DeclareTrump(H))
    assert after.trumps == (H, None, None, None) and after.to_move == 0
    assert last(after) == "South declares ♥ (hearts) as their own trump for this deal."
    assert say(after.view(1).fact("trumps")) == "South ♥" and say(after.view(1).zone("hand/0").note) == "trump ♥"
    assert Beat(C("7H"), C("8C")) in after.legal_moves()  # any trump beats another suit
    assert last(after.play("beat 7H add 8C")) == ("South beats 9♠ with trump 7♥ and adds 8♣, their last card, "
                                                   "and goes out.")


def test_second_declaration_refused() -> None:
    state = from_position(ONE, hands=["7H 8C", "AS", "KS", ""], pile="9S", to_move=0, trumps=["H", None, None, None])
    refused(state, DeclareTrump(CL), "already declared hearts as their trump")
    refused(state, DeclareTrump(H), "cannot be changed")


def test_on_ones_own_trump_suit_only_a_higher_trump_beats_d_a10() -> None:
    state = from_position(ONE, hands=["8H 7C AS", "KS", "QS", ""], pile="9H", to_move=0, trumps=["H", None, None, None])
    refused(state, Beat(C("8H"), C("7C")), "on your own trump suit only a higher trump beats")
    state = from_position(ONE, hands=["10H 7C AS", "KS", "QS", ""], pile="9H", to_move=0,
                          trumps=["H", None, None, None])
    assert Beat(C("10H"), C("7C")) in state.legal_moves()


def test_two_players_with_different_trumps_face_the_same_top_card() -> None:
    """Personal trumps: West (clubs) beats 9♦ with 7♣, North (hearts) cannot use that club but can use 7♥."""
    rules = ONE
    trumps = ["S", "C", "H", None]
    west = from_position(rules, hands=["AS", "7C 7H", "8C 8H", "KS"], pile="9D", to_move=1, trumps=trumps)
    assert [m for m in west.legal_moves() if isinstance(m, Beat)] == [Beat(C("7C"), C("7H"))]
    north = from_position(rules, hands=["AS", "7C 7H", "8C 8H", "KS"], pile="9D", to_move=2, trumps=trumps)
    assert [m for m in north.legal_moves() if isinstance(m, Beat)] == [Beat(C("8H"), C("8C"))]
    refused(north, Beat(C("8C"), C("8H")), "clubs are West's trump, not yours")
    east = from_position(rules, hands=["AS", "7C 7H", "8C 8H", "KS QS"], pile="9D", to_move=3, trumps=trumps)
    refused(east, Beat(C("KS"), C("QS")), r"you have not declared a trump\); spades are South's trump, not yours")


def test_a_declarer_must_take_the_whole_pile_and_does_not_play() -> None:
    state = from_position(ONE, hands=["7C 8D", "AS", "KS", ""], pile="9H 10H QS", to_move=0,
                          trumps=["C", None, None, None])
    refused(state, Take(), "must take the whole pile, not one card")
    assert Take() not in state.legal_moves() and TakeAll() in state.legal_moves()
    assert say(state.view().status) == "South to beat Q♠ or take the whole pile"
    after = allowed(state, TakeAll())
    assert after.hands[0] == hand("7C 8D 9H 10H QS") and after.pile == ()
    assert after.to_move == 1 and after.phase == "lead"
    assert last(after) == "South takes the whole pile (9♥ 10♥ Q♠) and does not play."


def test_declaring_after_single_takes_turns_take_one_into_take_all() -> None:
    state = from_position(ONE, hands=["7C", "AS", "KS", ""], pile="9H 10H QS JD", to_move=0)
    state = state.play("take").play("declare D")
    assert TakeAll() in state.legal_moves() and Take() not in state.legal_moves()
    state = state.play("take all")
    assert state.hands[0] == hand("7C JD 9H 10H QS") and state.to_move == 1


# ----------------------------------------------------------------------------------------------------- going out
def test_out_on_the_beating_card_sets_the_pile_aside_and_the_next_player_leads() -> None:
    state = from_position(ONE, hands=["10H", "AS 7D", "KS", ""], pile="8C 9H", to_move=0)
    assert state.legal_moves()[0] == Beat(C("10H"))
    refused(state, Beat(C("10H"), C("7D")), "your last card")
    after = allowed(state, Beat(C("10H")))
    assert after.hands[0] == () and after.pile == () and set(parse_cards("8C 9H 10H")) <= set(after.set_aside)
    assert after.to_move == 1 and after.phase == "lead"
    assert after.narration()[-2:] == [
        "South beats 9♥ with 10♥, their last card, and goes out.",
        "The pile of 3 cards is set aside, out of play; the next player leads a new pile."]
    assert say(after.view().zone("hand/0").note) == "out"


def test_out_on_the_added_card_leaves_the_pile_for_the_next_player() -> None:
    state = from_position(ONE, hands=["10H 7S", "AS 7D", "KS", ""], pile="9H", to_move=0)
    after = state.play("beat 10H add 7S")
    assert after.hands[0] == () and after.pile == parse_cards("9H 10H 7S")
    assert after.to_move == 1 and after.phase == "respond"
    assert last(after) == "South beats 9♥ with 10♥ and adds 7♠, their last card, and goes out."


def test_d_a4_leading_the_last_card_goes_out_and_the_card_stays() -> None:
    state = from_position(ONE, hands=["9H", "AS 7D", "KS", ""], to_move=0)
    after = state.play("lead 9H")
    assert after.hands[0] == () and after.pile == (C("9H"),) and after.to_move == 1 and after.phase == "respond"
    assert "their last card, and goes out; the card stays" in last(after)


def test_d_a7_players_who_are_out_are_skipped() -> None:
    state = from_position(ONE, hands=["10H 7S", "", "AS", "KD"], pile="9H", to_move=0)
    assert state.play("beat 10H add 7S").to_move == 2
    state = from_position(ONE, hands=["QD 7S", "", "", "KD 8C"], pile="9H", to_move=3)
    assert state.play("take").to_move == 0  # East took the whole pile: South (after East) leads


# --------------------------------------------------------------------------------------------- deal end and game
def test_d_a6_the_deal_ends_when_one_player_holds_cards_and_they_lose() -> None:
    state = from_position(ONE, hands=["10H 7S", "", "AS KD", ""], pile="9H", to_move=0)
    after = state.play("beat 10H add 7S")
    assert after.is_over and after.to_move is None and after.legal_moves() == ()
    assert after.losses == (0, 0, 1, 0) and after.result is not None
    assert after.result.winners == (0, 1, 3) and after.result.draw
    assert after.narration()[-2] == "North is left holding cards and loses deal 1."
    assert after.narration()[-1].startswith("Game over: South, West and East share the fewest losses")
    assert say(after.view().status).startswith("Game over: South, West and East share the fewest losses")
    assert list(after.score_table()["North"]) == [1, 1]


def test_d_a5_the_loser_deals_the_next_deal_shuffled_from_the_seed() -> None:
    rules = Rules(deals=3)
    state = from_position(rules, hands=["10H 7S", "", "AS KD", ""], pile="9H", to_move=0, seed=42)
    after = state.play("beat 10H add 7S")
    assert not after.is_over and after.deal == 2 and after.dealer == 2 and after.to_move == 3
    assert after.losses == (0, 0, 1, 0) and after.trumps == (None,) * 4 and after.pile == ()
    deck = list(piquet_deck())
    random.Random("42/2").shuffle(deck)
    assert after.hands == dudak._deal(deck, 2, 4, False)
    assert Counter(after.all_cards()) == Counter(piquet_deck())
    assert "Deal 2: North deals 8 cards to each player (the loser of the last deal deals)." in after.narration()
    assert say(after.view().fact("deal")) == "2 of 3" and int(after.view().fact("dealer")) == 2


def test_house_rule_the_deal_passes_to_the_left() -> None:
    rules = Rules(deals=3, dealer_rotation="left")
    state = from_position(rules, hands=["10H 7S", "", "AS KD", ""], pile="9H", to_move=0, dealer=3)
    after = state.play("beat 10H add 7S")
    assert after.dealer == 0 and after.to_move == 1


def test_the_game_ends_after_its_deals_and_the_fewest_losses_win() -> None:
    rules = Rules(deals=3)
    state = from_position(rules, hands=["10H 7S", "", "AS KD", ""], pile="9H", to_move=0, deal=3,
                          losses=[1, 0, 1, 0])
    after = state.play("beat 10H add 7S")
    assert after.is_over and after.losses == (1, 0, 2, 0) and after.result.winners == (1, 3)
    assert str(after.result) == "Draw between West and East (South 1, West 0, North 2, East 0)"
    state = from_position(rules, hands=["10H 7S", "", "AS KD", ""], pile="9H", to_move=0, deal=3,
                          losses=[1, 0, 0, 1])
    end = state.play("beat 10H add 7S")
    assert end.result.winners == (1,) and not end.result.draw
    assert last(end) == "Game over: West wins with the fewest losses (South 1, West 0, North 1, East 1)."


def test_single_deal_stops_after_one_deal() -> None:
    state = from_position(Rules(deals=5, single_deal=True), hands=["10H 7S", "", "AS KD", ""], pile="9H")
    assert state.play("beat 10H add 7S").is_over


# -------------------------------------------------------------------------------------------------- house rules
def test_house_rule_trumps_before_the_first_lead() -> None:
    rules = Rules(trumps="before_lead", single_deal=True)
    state = from_deck(rules, ordered_deck(), dealer=3)
    assert state.phase == "declare" and state.to_move == 0
    assert state.legal_moves() == tuple(DeclareTrump(s) for s in (S, H, D, CL)) + (Pass(),)
    assert say(state.view().status) == "South to declare a trump or pass"
    refused(state, Lead(state.hands[0][0]), "every player first declares a trump or passes")
    state = state.play("declare H").play("pass").play("pass")
    assert state.phase == "declare" and state.to_move == 3
    state = state.play("declare S")
    assert state.phase == "lead" and state.to_move == 0 and state.trumps == (H, None, None, S)
    assert last(state) == "East declares ♠ (spades) as their own trump for this deal."
    refused(state, DeclareTrump(CL), "already declared")
    led = state.play(Lead(state.hands[0][0]))
    refused(led, DeclareTrump(CL), "only be declared in the round before the first lead")
    refused(led, Pass(), "nothing to pass")
    assert "West declares no trump." in led.narration()


def test_house_rule_no_trumps() -> None:
    state = from_position(Rules(trumps="none", single_deal=True), hands=["7H 8C", "AS", "KS", ""], pile="9S")
    refused(state, DeclareTrump(H), "personal trumps are not used")
    assert not any(isinstance(m, DeclareTrump) for m in state.legal_moves())
    assert say(state.view().fact("trumps")) == "not used"


def test_house_rule_whole_pile_only() -> None:
    rules = Rules(whole_pile_only=True, single_deal=True)
    state = from_position(rules, hands=["8C", "AS", "KS", ""], pile="9H 10H 7S", to_move=0)
    refused(state, Take(), "takes the whole pile")
    after = allowed(state, TakeAll())
    assert after.hands[0] == hand("8C 9H 10H 7S") and after.to_move == 1


def test_turn_limit_ends_a_stalemate_and_the_most_cards_lose() -> None:
    """Perfect defence stalls: each player takes A♥ and A♠ back, beats K♠ with A♠ and adds A♥ again. The turn limit
    (not in the write-up) ends the deal; the player with the most cards (South, 3) loses."""
    rules = Rules(players=2, single_deal=True, turn_limit=20)
    state = from_position(rules, hands=["QD JD 10D", "9D"], pile="KS AS AH", to_move=0, turns=1)
    cycle = ["take", "take", "beat AS add AH"]
    turns = 0
    while not state.is_over:
        for text in cycle:
            state = state.play(text)
        turns += 1
    assert turns == 20 and state.turns == 20 and state.losses == (1, 0)
    assert state.narration()[-2] == ("The deal reaches the turn limit; South holds the most cards (3) and loses "
                                     "deal 1.")


def test_turn_limit_tie_goes_to_the_next_player_to_move() -> None:
    rules = Rules(players=3, single_deal=True, turn_limit=20)
    state = from_position(rules, hands=["QD JD", "9D 8D", "KH"], pile="KS AS AH", to_move=2, turns=20)
    after = state.play("take").play("take").play("beat AS add AH")
    assert after.is_over and after.losses == (1, 0, 0)  # South is reached first after North


# -------------------------------------------------------------------------------------------- rules and presets
def test_rules_validation_names_the_field() -> None:
    with pytest.raises(RulesError, match="players"):
        Rules(players=5)
    with pytest.raises(RulesError, match="trumps"):
        Rules(trumps="sometimes")
    with pytest.raises(RulesError, match="dealer_rotation"):
        Rules(dealer_rotation="right")
    with pytest.raises(RulesError, match="turn_limit"):
        Rules(turn_limit=5)
    with pytest.raises(RulesError, match="whole_pile_only"):
        Rules.from_dict({"whole_pile_only": "yes"})
    assert Rules().changed() == {} and Rules(deals=3).changed() == {"deals": 3}


def test_presets_cover_every_player_count_and_house_rule() -> None:
    assert {r.players for r in PRESETS.values()} == {2, 3, 4}
    changed = {k for r in PRESETS.values() for k in r.changed()}
    assert {"players", "deals", "single_deal", "dealer_rotation", "trumps", "whole_pile_only", "deal_in_pairs",
            "turn_limit"} <= changed
    assert {r.trumps for r in PRESETS.values()} == {"any_time", "before_lead", "none"}
    assert all(Rules.docs()[f.name] for f in dataclasses.fields(Rules))


# ------------------------------------------------------------------------------------------- views and narration
def test_views_hide_other_hands_and_the_set_aside_cards() -> None:
    state = from_position(ONE, hands=["10H 7S", "AS 7D", "KS", ""], pile="9H", to_move=0)
    view = state.view(1)
    assert view.zone("hand/1").cards == hand("AS 7D") and view.zone("hand/0").cards == (None, None)
    assert view.zone("pile").cards == (C("9H"),) and say(view.zone("pile").note) == "top 9♥"
    # the 26 cards this position leaves out are set aside in the state, but they are no part of the example
    assert len(state.set_aside) == 26 and view.zone("set_aside").count == 0
    out = from_position(ONE, hands=["10H", "AS 7D", "KS", ""], pile="9H", to_move=0)
    killed = out.play("beat 10H")  # South goes out on the beating card: the pile is set aside, face down
    assert killed.view(1).zone("set_aside").cards == (None, None) and len(killed.set_aside) == 29
    assert view.legal_moves == () and state.view(0).legal_moves == state.legal_moves()
    assert state.view(None, open_hands=True).zone("hand/1").cards == hand("AS 7D")


def test_dealt_hands_are_narrated_only_to_their_owner() -> None:
    state = from_deck(ONE, ordered_deck(), dealer=3)
    assert state.narration()[0] == "Deal 1: East deals 8 cards to each player."
    assert state.narration(0)[1] == "South is dealt 10♠ A♠ 10♥ A♥ 10♣ A♣ 10♦ A♦."
    assert state.narration(1)[1] == "South is dealt 8 cards."
    assert narrate(state.events[1].masked_for(None), state.names) == "South is dealt 8 cards."


def test_new_game_draws_the_first_dealer_from_the_seed_and_is_deterministic() -> None:
    a, b = new_game(seed=9), new_game(seed=9)
    assert a == b and a.narration()[0].endswith("(dealer drawn at random).")
    assert a.to_move == (a.dealer + 1) % 4
    assert new_game(seed=10) != a


# ---------------------------------------------------------------------------------------------- saved positions
def test_positions_round_trip_through_json() -> None:
    state = from_position(ONE, hands=["7H 8C", "AS", "KS", ""], pile="9S", trumps=["H", None, None, None],
                          losses=[0, 0, 0, 0])
    state = state.play("beat 7H add 8C")
    assert dudak.State.from_json(state.to_json()) == state
    deck_state = from_deck(Rules(players=3), list(deck_for(3)), dealer=1, seed=5)
    deck_state = deck_state.play(Lead(deck_state.hands[2][0]))
    assert dudak.State.from_dict(json.loads(json.dumps(deck_state.to_dict()))) == deck_state


@pytest.mark.parametrize(("change", "field"), [
    ({"hands": ["7H"]}, "start.hands"),
    ({"hands": ["7H ZZ", "AS", "KS", ""]}, "start.hands[0]"),
    ({"pile": "9S 9S"}, "start"),
    ({"trumps": ["Q", None, None, None]}, "start.trumps"),
    ({"to_move": 3}, "start.to_move"),
    ({"to_move": 7}, "start.to_move"),
    ({"losses": [1, 0, 0, 0]}, "start.losses"),
    ({"hands": ["7H 8C", "", "", ""], "pile": "9S AS KS"}, "start.hands"),
    ({"colour": "red"}, "start.colour"),
    ({"seed": "x"}, "start.seed"),
])
def test_from_dict_refuses_malformed_positions(change: dict[str, object], field: str) -> None:
    good = from_position(ONE, hands=["7H 8C", "AS", "KS", ""], pile="9S").to_dict()
    start = dict(good["start"], **change)
    with pytest.raises(StateFormatError) as info:
        dudak.State.from_dict(dict(good, start=start))
    assert info.value.field == field, str(info.value)


def test_from_deck_refuses_a_wrong_deck() -> None:
    with pytest.raises(StateFormatError, match="missing 7S"):
        from_deck(Rules(players=4), list(deck_for(3)))
    with pytest.raises(StateFormatError, match="start.dealer"):
        from_deck(ONE, ordered_deck(), dealer=4)
    with pytest.raises(StateFormatError, match="trumps"):
        from_position(Rules(trumps="none"), hands=["7H 8C", "AS", "KS", ""], pile="9S", trumps=["H", None, None, None])


# -------------------------------------------------------------------------------------------------- bot and play
def test_heuristic_bot_beats_low_and_adds_what_the_next_player_cannot_beat() -> None:
    state = from_position(ONE, hands=["8C", "10H KH 7S AD", "9C", "QS"], pile="9H", to_move=1)
    move = HeuristicBot(0, vary=0).choose(state.view(1))
    assert move == Beat(C("10H"), C("AD"))  # lowest beater; North (no trumps) has no higher diamond than A♦


def test_heuristic_bot_takes_rather_than_declares_early() -> None:
    state = from_position(ONE, hands=["8C 9C 10C JC 7D", "AS", "KS", ""], pile="9H 10H", to_move=0)
    assert HeuristicBot(0).choose(state.view(0)) == Take()
    short = from_position(ONE, hands=["8C 9C", "AS", "KS", ""], pile="9H 10H", to_move=0)
    assert HeuristicBot(0).choose(short.view(0)) == DeclareTrump(CL)


def test_heuristic_bot_loses_less_than_a_random_seat() -> None:
    lost = 0
    deals = 40
    for seed in range(deals):
        seat = seed % 4
        bots = [HeuristicBot(seed) if s == seat else RandomBot(seed * 4 + s) for s in range(4)]
        end = play_out(new_game(ONE, seed=seed), bots)
        lost += end.losses[seat]
    assert lost / deals < 0.15


@given(players=st.sampled_from((2, 3, 4)), seed=st.integers(0, 10**6),
       preset=st.sampled_from(sorted(PRESETS)))
def test_property_random_deals_conserve_cards_and_end_with_one_loser(players: int, seed: int, preset: str) -> None:
    rules = dataclasses.replace(PRESETS[preset], players=players, single_deal=True, turn_limit=60)
    state = new_game(rules, seed=seed)
    deck = Counter(deck_for(players))
    rng = random.Random(seed)
    while not state.is_over:
        moves = state.legal_moves()
        assert moves and all(state.why_illegal(m) is None for m in moves)
        move = rng.choice(moves)
        assert parse_move(str(move)) == move
        state = state.play(move)
        assert Counter(state.all_cards()) == deck
        assert state.turns <= rules.turn_limit
    losers = [e for e in state.events if e.kind == "loser"]
    assert len(losers) == 1 and sum(state.losses) == 1
    assert sum(1 for h in state.hands if h) == 1 or losers[0].get("reason") == "limit"


@given(seed=st.integers(0, 10**6))
def test_property_whole_games_have_one_loser_per_deal(seed: int) -> None:
    rules = Rules(players=3, deals=3, turn_limit=40)
    end = play_out(new_game(rules, seed=seed), [RandomBot(seed + s) for s in range(3)])
    assert sum(end.losses) == 3 and [e.deal for e in end.events if e.kind == "loser"] == [1, 2, 3]
    assert dudak.State.from_dict(end.to_dict()) == end
