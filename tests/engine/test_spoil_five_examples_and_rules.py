"""Spoil Five: the write-up's examples, each legality rule both ways, robbing, jinking, the chips, house rules, saving.

Rules: docs/rules/spoil_five.md (the decisions S-A1 … S-A15 cited below are listed in docs/decisions.md and explained
there).
Positions are built from explicit hands (``from_position``) or decks (``from_deck``), never from a lucky seed.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardrules.cards import Card, Suit, parse_cards, standard_deck
from cardrules.errors import IllegalMoveError, RulesError, StateFormatError
from cardrules.games import spoil_five as sf
from cardrules.games.spoil_five import (
    Declare,
    Decline,
    HeuristicBot,
    Lead,
    Pass,
    Play,
    Rob,
    Rules,
    State,
    Stop,
    from_deck,
    from_position,
    new_game,
    parse_move,
    plain_order,
    trump_order,
)
from cardrules.protocol import say


def codes(cards: tuple[Card, ...]) -> str:
    return " ".join(c.code for c in cards)


def three(hands: list[str], turnup: str, *, dealer: int = 2, **rules: object) -> State:
    """A 3-player first deal; with the default dealer (East) South leads the first trick."""
    return from_position(Rules(players=3, **rules), hands=hands, turnup=turnup, dealer=dealer)  # type: ignore[arg-type]


def refused(state: State, move: str, match: str) -> None:
    before = state.to_dict()
    with pytest.raises(IllegalMoveError, match=match):
        state.play(move)
    assert state.to_dict() == before


# ------------------------------------------------------------------------------------- write-up examples: order
def test_write_up_example_1_spades_trumps() -> None:
    assert codes(trump_order(Suit.SPADES)) == "5S JS AH AS KS QS 10S 9S 8S 7S 6S 4S 3S 2S"


def test_write_up_example_2_hearts_trumps_has_13_trumps() -> None:
    order = trump_order(Suit.HEARTS)
    assert codes(order) == "5H JH AH KH QH 10H 9H 8H 7H 6H 4H 3H 2H"
    assert len(order) == 13 and len(trump_order(Suit.DIAMONDS)) == 14


def test_write_up_example_3_plain_orders() -> None:
    assert codes(plain_order(Suit.CLUBS)) == "KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C AC"
    assert codes(plain_order(Suit.HEARTS)) == "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"  # no Ace: A♥ is a trump


def test_write_up_example_4_traditional_black_orders() -> None:
    assert codes(trump_order(Suit.SPADES, "traditional")) == "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S"
    assert codes(plain_order(Suit.CLUBS, "traditional")) == "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C"
    # S-A13: red suits keep the main order under the traditional ranking.
    assert trump_order(Suit.DIAMONDS, "traditional") == trump_order(Suit.DIAMONDS)
    assert plain_order(Suit.HEARTS, "traditional") == plain_order(Suit.HEARTS)


def test_ranking_decides_tricks_on_the_table() -> None:
    # Spades trumps; South leads 2♠, West follows 10♠: simplified 10♠ beats 2♠, traditional 2♠ beats 10♠.
    hands = ["2S KD QD JD 10D", "10S 2C 3C 4C 5C", "6H 7H 8H 9H 10H"]
    for ranking, winner in (("simplified", 1), ("traditional", 0)):
        s = three(hands, "3S", ranking=ranking).play("lead 2S").play("play 10S").play("play 6H")
        assert s.winners == (winner,)


def test_ace_of_hearts_is_the_third_trump_and_plain_ace_lowest() -> None:
    # Clubs trumps: A♥ beats A♣ and K♣; a plain Ace of diamonds loses to the 2 of diamonds.
    s = three(["2C 3S 4S 6S 7S", "AH 3D 8S 9S 10S", "KC 4D JS QS KS"], "9C")
    assert s.power(Card.parse("AH")) > s.power(Card.parse("AC")) > s.power(Card.parse("KC"))
    assert s.power(Card.parse("2D")) > s.power(Card.parse("AD"))


def test_trump_orders_view_lists_both_rankings_of_every_suit() -> None:
    view = sf.trump_orders_view()
    assert len(view.zones) == 8
    assert view.zone("trumps/C/traditional").cards == trump_order(Suit.CLUBS, "traditional")
    assert view.zone("trumps/H/simplified").count == 13


# ------------------------------------------------------------------------------------------------------ dealing
def test_deal_two_then_three_from_the_dealers_left() -> None:
    deck = list(standard_deck())
    s = from_deck(Rules(players=3), deck, dealer=0)
    # West (dealer's left) gets cards 0-1 and 6-8, East 2-3 and 9-11, South 4-5 and 12-14; card 15 turns up.
    assert set(s.hands[1]) == set(deck[0:2] + deck[6:9])
    assert set(s.hands[2]) == set(deck[2:4] + deck[9:12])
    assert set(s.hands[0]) == set(deck[4:6] + deck[12:15])
    assert s.turnup == Card.parse("3H") and s.trumps is Suit.HEARTS and len(s.stock) == 36
    assert s.leader == 1 and s.phase == "rob" and s.to_move == 0  # South was dealt A♥, the trump Ace


def test_ace_of_hearts_turned_up_makes_hearts_trumps_and_dealer_may_rob() -> None:
    s = three(["2C 3C 4C 5C 6C", "7D 8D 9D 10D JD", "2S 3S 4S 6S 7S"], "AH")
    assert s.trumps is Suit.HEARTS and s.phase == "rob" and s.to_move == 2


def test_ten_players_use_51_cards() -> None:  # S-A14
    s = new_game(Rules(players=10), seed=4)
    assert all(len(h) == 5 for h in s.hands) and len(s.stock) == 1 and s.turnup is not None


# ------------------------------------------------------------------------------------------------------ robbing
ROB_HANDS = ["2C 3C 4C 5C 6C", "AS 8D 9D 10D JD", "2H 3H 4H 6H 7H"]  # West holds the trump Ace (turn-up K♠)


def test_trump_ace_declared_automatically_and_holder_may_rob() -> None:  # S-A2, S-A4
    s = three(ROB_HANDS, "KS")
    assert s.phase == "rob" and s.to_move == 1
    assert "West declares the trump Ace (A♠)." in s.narration()
    assert Rob(Card.parse("KS"), Card.parse("8D")) in s.legal_moves() and Pass() in s.legal_moves()
    robbed = s.play("rob KS discard 8D")
    assert Card.parse("KS") in robbed.hands[1] and Card.parse("8D") not in robbed.hands[1]
    assert robbed.turnup is None and robbed.discards == (Card.parse("8D"),) and len(robbed.hands[1]) == 5
    assert robbed.phase == "play" and robbed.to_move == 0


def test_rob_discard_is_hidden_from_the_other_players() -> None:
    s = three(ROB_HANDS, "KS").play("rob KS discard 8D")
    assert "West discards 8♦ face down." in s.narration(1)
    assert "West discards a card face down." in s.narration(0)
    assert s.view(0).zone("discards").cards == (None,)
    assert s.view(1).zone("discards").cards == (Card.parse("8D"),)


def test_rob_refused_with_reasons() -> None:
    s = three(ROB_HANDS, "KS")
    refused(s, "rob KS discard 5C", "does not hold 5♣")
    refused(s, "rob QS discard 8D", "turn-up K♠")
    refused(s, "lead AS", "rob .* or pass")


def test_discarding_the_card_just_taken_is_legal() -> None:  # S-A4
    s = three(ROB_HANDS, "KS").play("rob KS discard KS")
    assert s.discards == (Card.parse("KS"),) and Card.parse("AS") in s.hands[1]


def test_pass_leaves_the_turnup() -> None:
    s = three(ROB_HANDS, "KS").play("pass")
    assert s.turnup == Card.parse("KS") and "West does not rob." in s.narration()


def test_turned_up_ace_lets_the_dealer_rob() -> None:
    s = three(["2C 3C 4C 5C 6C", "7D 8D 9D 10D JD", "2H 3H 4H 6H 7H"], "AD")
    assert s.phase == "rob" and s.to_move == 2
    assert not any(e.kind == "declare" for e in s.events)


def test_no_robbing_when_the_trump_ace_is_in_the_stock() -> None:
    s = three(["2C 3C 4C 5C 6C", "7D 8D 9D 10D JD", "2H 3H 4H 6H 7H"], "KS")
    assert s.phase == "play" and s.to_move == 0
    refused(s, "pass", "before play begins")


def test_may_decline_offers_declare_or_decline() -> None:  # S-A2
    s = three(ROB_HANDS, "KS", may_decline=True)
    assert s.phase == "declare" and s.to_move == 1 and s.legal_moves() == (Declare(), Decline())
    assert s.play("declare").phase == "rob"
    declined = s.play("decline")
    assert declined.phase == "play" and declined.low_ace == Card.parse("AS")
    assert "West does not declare A♠, so it is the lowest trump this deal." in declined.narration(1)
    assert "West makes no declaration." in declined.narration(0)
    refused(declined, "rob KS discard 8D", "before play begins")


def test_undeclared_ace_is_the_lowest_trump() -> None:  # S-A3
    s = three(["2S 3C 4C 5C 6C", "AS 8D 9D 10D JD", "2H 3H 4H 6H 7H"], "KS", may_decline=True).play("decline")
    s = s.play("lead 2S").play("play AS").play("play 2H")
    assert s.winners == (0,)  # 2♠ beats the undeclared A♠


def test_undeclared_ace_of_hearts_loses_the_reneging_privilege() -> None:  # S-A3
    hands = ["2H 3C 4C 5C 6C", "AH 8D 9D 10D JD", "2S 3S 4S 6S 7S"]
    declared = three(hands, "KH", may_decline=True).play("declare").play("pass").play("lead 2H")
    assert Play(Card.parse("8D")) in declared.legal_moves()  # A♥ is a top trump: West may hold it back
    declined = three(hands, "KH", may_decline=True).play("decline").play("lead 2H")
    assert declined.legal_moves() == (Play(Card.parse("AH")),)
    refused(declined, "play 8D", "below the top three")


# ---------------------------------------------------------------------------------------------------- following
FOLLOW = ["KC QD 3H 4H 6H", "7C 8C 2S 10D JD", "9H 10H 3S 5D 6D"]  # spades trumps (turn-up 9S)


def test_plain_lead_follow_suit_or_trump() -> None:
    s = three(FOLLOW, "9S").play("lead KC")
    assert {str(m) for m in s.legal_moves()} == {"play 7C", "play 8C", "play 2S"}
    assert s.play("play 7C").to_move == 2
    assert s.play("play 2S").to_move == 2  # trumping is allowed while able to follow
    refused(s, "play 10D", r"you must follow suit \(clubs\) or trump")


def test_explain_gives_each_card_its_reason() -> None:
    s = three(FOLLOW, "9S").play("lead KC")
    follow = "you must follow suit (clubs) or trump"
    assert s.explain() == {"2♠": "legal", "8♣": "legal", "7♣": "legal", "J♦": follow, "10♦": follow}
    assert three(ROB_HANDS, "KS").explain() == {}


def test_void_in_led_suit_with_a_trump_must_trump() -> None:  # S-A1, the write-up literally
    s = three(FOLLOW, "9S").play("lead KC").play("play 7C")
    assert s.legal_moves() == (Play(Card.parse("3S")),)
    refused(s, "play 9H", "you have no clubs but hold a trump, so you must trump")


def test_void_may_discard_house_rule() -> None:  # S-A1 flag
    s = three(FOLLOW, "9S", void_may_discard=True).play("lead KC").play("play 7C")
    assert len(s.legal_moves()) == 5
    assert s.play("play 9H").winners == (0,)
    refused(three(FOLLOW, "9S", void_may_discard=True).play("lead KC"), "play 10D", "follow suit")


def test_holding_neither_suit_nor_trump_may_discard_anything() -> None:
    s = three(["KC QD 3H 4H 6H", "7D 8D 9D 10D JD", "9H 10H 3S 5D 6D"], "9S").play("lead KC")
    assert len(s.legal_moves()) == 5


def test_hearts_led_does_not_make_the_ace_of_hearts_a_heart() -> None:
    # Spades trumps: A♥ is a trump, so a player holding A♥ and no other heart is void in hearts.
    s = three(["KH QD 3C 4C 6C", "AH 8D 9D 10D JD", "9H 10H 3S 5D 6D"], "9S").play("lead KH")
    assert s.legal_moves() == (Play(Card.parse("AH")),)
    refused(s, "play 8D", "no hearts but hold a trump")


def test_trump_lead_must_be_followed_with_a_trump() -> None:
    s = three(["2S KD QD JD 10D", "8S 2C 3C 4C 5C", "6H 7H 8H 9H 10H"], "3S").play("lead 2S")
    assert s.legal_moves() == (Play(Card.parse("8S")),)
    refused(s, "play 2C", "a trump .* was led")


def test_renege_with_only_top_trumps_against_a_lower_lead() -> None:  # S-A5
    s = three(["2S KD QD JD 10D", "5S JS 3C 4C 6C", "6H 7H 8H 9H 10H"], "3S").play("lead 2S")
    assert len(s.legal_moves()) == 5
    assert s.play("play 3C").trick[-1] == (1, Card.parse("3C"))


def test_no_renege_when_a_lower_trump_is_also_held() -> None:
    s = three(["2S KD QD JD 10D", "5S 8S 3C 4C 6C", "6H 7H 8H 9H 10H"], "3S").play("lead 2S")
    assert {str(m) for m in s.legal_moves()} == {"play 5S", "play 8S"}
    refused(s, "play 3C", "you hold 8♠, a trump below the top three")


def test_no_renege_when_the_led_trump_is_higher() -> None:  # Peel: a Jack led forces the A♥
    s = three(["JS KD QD 10D 9D", "AH 2C 3C 4C 6C", "6H 7H 8H 9H 10H"], "3S").play("lead JS")
    assert s.legal_moves() == (Play(Card.parse("AH")),)
    refused(s, "play 2C", "higher than your A♥")


def test_ace_of_hearts_led_is_a_trump_lead() -> None:  # S-A15
    hands = ["AH KD QD JD 10D", "5C JC 2S 3S 4S", "7C 7H 8H 9H 10H"]
    s = three(hands, "3C").play("lead AH")
    assert len(s.legal_moves()) == 5  # West holds only 5♣ J♣, both above A♥: may renege
    s = s.play("play 2S")
    assert s.legal_moves() == (Play(Card.parse("7C")),)  # East must trump; hearts do not follow A♥
    refused(s, "play 7H", "a trump")


@pytest.mark.parametrize("suit", ["S", "H", "D", "C"])
def test_ace_of_hearts_is_a_trump_whatever_the_trump_suit(suit: str) -> None:
    s = three(["2C 3C 4C 5C 6C", "7D 8D 9D 10D JD", "2H 3H 4H 6H 7H"], f"K{suit}")
    assert s.trumps is Suit(suit) and s.is_trump(Card.parse("AH"))
    assert trump_order(Suit(suit))[2] == Card.parse("AH")


def test_lead_and_play_are_distinguished() -> None:
    s = three(FOLLOW, "9S")
    refused(s, "play KC", "leads this trick")
    refused(s.play("lead KC"), "lead 7C", "trick has been led")
    refused(s, "lead 7C", "does not hold 7♣")


def test_trick_won_by_highest_card_of_led_suit_without_trumps() -> None:
    s = three(["5C QD 3H 4H 6H", "KC 8C 2D 10D JD", "AC 10H 3D 5D 6D"], "9S")
    s = s.play("lead 5C").play("play KC").play("play AC")
    assert s.winners == (1,) and s.to_move == 1


# ------------------------------------------------------------------------------------------------------ jinking
JINK = ["5S JS AH KS QS", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD"]


def first_three(hands: list[str] = JINK, turnup: str = "2S", **rules: object) -> State:
    """South leads its first three cards and wins the first three tricks (one deal unless told otherwise)."""
    rules.setdefault("single_deal", True)
    s = three(hands, turnup, **rules)
    for lead in hands[0].split()[:3]:
        s = s.play(f"lead {lead}")
        for _ in range(2):
            s = s.play(s.legal_moves()[-1])
    return s


def test_first_three_tricks_offer_stop() -> None:  # S-A7
    s = first_three()
    assert s.winners == (0, 0, 0) and s.jink_open and s.legal_moves()[0] == Stop()
    assert str(s.view().status) == "South won the first three tricks: stop and take the pool, or lead on for all five"
    stopped = s.play("stop")
    assert stopped.is_over and stopped.chips == (19 + 3, 19, 19) and stopped.pool == 0
    assert "South takes 3 tricks and wins the pool of 3 chips." in stopped.narration()


def test_stop_refused_otherwise() -> None:
    refused(three(JINK, "2S"), "stop", "only a player who has just won the first three tricks")
    s = first_three().play("jink KS")
    refused(s, "stop", "only a player")
    refused(s, "jink QS", "only a player who has just won the first three tricks may jink")


def test_leading_on_after_three_tricks_is_a_jink() -> None:
    s = first_three()
    assert [str(m) for m in s.legal_moves()] == ["stop", "jink KS", "jink QS"]
    refused(s, "lead KS", "stop, or lead on for all five with 'jink KS'")
    assert s.view(0).zone("hand/0").highlight == parse_cards("KS QS")


def test_jink_all_five_wins_pool_and_bonus() -> None:
    s = first_three().play("jink KS")
    assert "South leads on for all five tricks (a jink): all five, or nothing." in s.narration()
    assert s.jinker == 0
    for _ in range(2):
        s = s.play(s.legal_moves()[0])
    s = s.play("lead QS")
    for _ in range(2):
        s = s.play(s.legal_moves()[0])
    assert s.is_over and s.chips == (19 + 3 + 2, 18, 18)
    assert "South took all five tricks and receives 2 chips from the other players." in s.narration()


def test_failed_jink_spoils_and_the_pool_carries_over() -> None:
    hands = ["5S JS AH 2D 3D", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD"]
    s = first_three(hands, single_deal=False).play("jink 2D").play("play 6C").play("play 10D")
    for _ in range(3):
        s = s.play(s.legal_moves()[0])
    assert s.deal == 2 and s.pool == 3 + 3  # spoiled pool plus everyone's ante again (S-A9)
    assert s.chips == (18, 18, 18)
    assert "South's jink failed: the deal is spoiled and the pool of 3 chips carries over." in s.narration()
    assert "Everyone antes 1 chip again after the spoil; the pool holds 6 chips." in s.narration()


def test_three_tricks_not_in_a_row_win_the_pool_after_all_five_tricks() -> None:  # S-A6
    s = three(["5S JS KC KD 3H", "AH 2C 3C 4C 6C", "7D 8D 9D 10D QH"], "2S", single_deal=True)
    s = s.play("lead KC").play("play 2C").play("play 7D")
    s = s.play("lead 3H").play("play AH").play("play QH")  # West has no hearts (A♥ is a trump): must trump
    s = s.play("lead 3C").play("play 8D").play("play JS")
    s = s.play("lead KD").play("play 4C").play("play 9D")
    assert s.winners == (0, 1, 0, 0) and Stop() not in s.legal_moves()  # three tricks, but not the first three
    s = s.play("lead 5S").play("play 6C").play("play 10D")
    assert s.is_over and s.chips == (19 + 3, 19, 19)


SPOIL_MOVES = ("lead KC", "play 2C", "play QH",  # South 1
               "lead 2H", "play 3C", "play KH",  # East 1
               "lead 5D", "play 3H", "play KD",  # West 1
               "lead QD", "play 6D", "play 4H",  # West 2
               "lead 4C", "play 7D", "play QC")  # South 2


def test_nobody_three_tricks_spoils_the_deal() -> None:
    hands = ["KC QC 2H 3H 4H", "KD QD 2C 3C 4C", "KH QH 5D 6D 7D"]
    s = three(hands, "2S", single_deal=True)
    for move in SPOIL_MOVES:
        s = s.play(move)
    assert s.is_over and s.pool == 3 and s.chips == (19, 19, 19)
    assert "Nobody took three tricks: the deal is spoiled and the pool of 3 chips carries over." in s.narration()


# ---------------------------------------------------------------------------------------------------- the chips
WEST_TOP = ["2C 3C 4C 5C 6C", "5S JS AH KS QS", "7D 8D 9D 10D JD"]  # dealer South: West leads, holds top trumps


def west_wins(s: State, tricks: int) -> State:
    for _ in range(tricks):
        card = max(s.hands[1], key=s.power)
        s = s.play(sf.Jink(card) if s.jink_open else Lead(card))  # going on after three tricks is a jink
        for _ in range(2):
            s = s.play(s.legal_moves()[0])
    return s


def test_game_ends_when_a_player_cannot_ante_and_the_pool_is_empty() -> None:  # S-A10
    s = from_position(Rules(players=3), hands=WEST_TOP, turnup="2S", dealer=0, chips=[1, 5, 5])
    assert s.chips == (0, 4, 4) and s.pool == 3
    s = west_wins(s, 3).play("stop")
    assert s.is_over and s.chips == (0, 7, 4)
    assert s.result is not None and s.result.winners == (1,)
    assert s.narration()[-1] == "A player cannot ante and the pool is empty: game over. West wins (South 0, West 7, " \
                                "East 4)."


def test_no_ante_deal_while_a_pool_remains() -> None:  # S-A10
    s = from_position(Rules(players=3), hands=WEST_TOP, turnup="2S", dealer=0, chips=[0, 5, 5], pool=3,
                      after_spoil=True)
    assert s.chips == (0, 5, 5) and s.pool == 3
    assert s.narration()[0] == "Nobody antes (a player cannot pay); the pool of 3 chips is played for again."


def test_zero_chip_player_pays_no_all_five_bonus() -> None:  # S-A10, S-A11
    s = from_position(Rules(players=3), hands=WEST_TOP, turnup="2S", dealer=0, chips=[1, 5, 5])
    s = west_wins(s, 5)
    assert s.is_over and s.chips == (0, 4 + 3 + 1, 3)


def test_chips_are_conserved_and_score_lines_add_up() -> None:
    s = from_position(Rules(players=3), hands=WEST_TOP, turnup="2S", dealer=0)
    s = west_wins(s, 5)
    assert sum(s.chips) + s.pool == 60 and s.totals() == s.chips


@pytest.mark.parametrize(("spoil_ante", "pool"), [("everyone", 6), ("dealer", 4), ("nobody", 3)])
def test_ante_after_a_spoil(spoil_ante: str, pool: int) -> None:  # S-A9 house rule
    hands = ["KC QC 2H 3H 4H", "KD QD 2C 3C 4C", "KH QH 5D 6D 7D"]
    s = three(hands, "2S", spoil_ante=spoil_ante)
    for move in SPOIL_MOVES:
        s = s.play(move)
    assert s.deal == 2 and s.pool == pool and s.dealer == 0


def test_ante_and_bonus_amounts() -> None:
    s = from_position(Rules(players=3, ante=2, jink_bonus=3), hands=WEST_TOP, turnup="2S", dealer=0)
    assert s.pool == 6 and s.chips == (18, 18, 18)
    s = west_wins(s, 5)
    assert s.deal == 2 and s.chips == (15 - 2, 18 + 6 + 6 - 2, 15 - 2)


def test_set_number_of_deals() -> None:
    s = from_position(Rules(players=3, deals=1), hands=WEST_TOP, turnup="2S", dealer=0)
    s = west_wins(s, 3).play("stop")
    assert s.is_over and "The set number of deals has been played" in s.narration()[-1]


def test_single_deal_ends_even_when_spoiled() -> None:
    hands = ["KC QC 2H 3H 4H", "KD QD 2C 3C 4C", "KH QH 5D 6D 7D"]
    s = three(hands, "2S", single_deal=True)
    for move in SPOIL_MOVES:
        s = s.play(move)
    assert s.is_over and s.to_move is None and s.legal_moves() == ()
    refused(s, "lead KC", "the game is over")


def test_later_deals_move_the_dealer_left_and_derive_from_the_seed() -> None:
    a = from_position(Rules(players=3), hands=WEST_TOP, turnup="2S", dealer=0, seed=11)
    a = west_wins(a, 3).play("stop")
    b = from_position(Rules(players=3), hands=WEST_TOP, turnup="2S", dealer=0, seed=11)
    b = west_wins(b, 3).play("stop")
    assert a.deal == 2 and a.dealer == 1 and a.hands == b.hands


# ---------------------------------------------------------------------------------------------------- first dealer
def test_first_jack_deals() -> None:
    for seed in range(5):
        s = new_game(Rules(players=4, first_dealer="jack"), seed=seed)
        first = s.events[0]
        assert first.kind == "first_dealer" and first.cards[-1].rank == "J"
        assert all(c.rank != "J" for c in first.cards[:-1])
        assert s.dealer == (len(first.cards) - 1) % 4 == first.seat
        assert State.from_dict(s.to_dict()) == s


def test_first_jack_narration() -> None:
    s = from_deck(Rules(players=3), standard_deck(), dealer=2, jack="2C 5D JH")
    assert s.narration()[0] == ("Cards are dealt face up to find the first dealer: 2♣ 5♦ J♥; East receives the first "
                                "Jack and deals first.")
    with pytest.raises(StateFormatError) as err:
        from_deck(Rules(players=3), standard_deck(), dealer=1, jack="2C 5D JH")
    assert err.value.field == "start.jack"


def test_random_first_dealer_is_deterministic() -> None:
    assert new_game(seed=5) == new_game(seed=5)
    assert {new_game(seed=n).dealer for n in range(40)} == set(range(5))


# ---------------------------------------------------------------------------------------------------------- rules
def test_every_rules_field_has_a_docstring() -> None:
    docs = Rules.docs()
    for spec in Rules.spec():
        assert docs.get(spec["name"]), spec["name"]


@pytest.mark.parametrize(("data", "field"), [({"players": 2}, "players"), ({"players": 11}, "players"),
                                             ({"ranking": "red"}, "ranking"), ({"starting_chips": 0}, "starting_chips"),
                                             ({"void_may_discard": 1}, "void_may_discard"),
                                             ({"spoil_ante": "half"}, "spoil_ante"), ({"jokers": True}, "jokers"),
                                             ({"starting_chips": 1, "ante": 5}, "ante")])
def test_rules_validation_names_the_field(data: dict[str, object], field: str) -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_dict(data)
    assert err.value.field == field


def test_an_ante_up_to_the_starting_chips_deals_and_one_above_is_refused() -> None:
    """Every player can pay the first ante when it equals the starting chips; one chip more and no game could
    start, so the rules themselves are refused, with the reason."""
    game = sf.new_game(Rules(starting_chips=3, ante=3), seed=1)
    assert game.pool == 3 * game.rules.players and set(game.chips) == {0}
    with pytest.raises(RulesError, match="cannot be more than the starting chips") as err:
        Rules(starting_chips=3, ante=4)
    assert err.value.field == "ante"


def test_presets_cover_counts_and_switches() -> None:
    presets = sf.PRESETS.values()
    assert {r.players for r in presets} == set(sf.PLAYER_COUNTS)
    base = Rules()
    for f in Rules.spec():
        if f["name"] != "players":
            assert any(getattr(r, f["name"]) != getattr(base, f["name"]) for r in presets), f["name"]


# ------------------------------------------------------------------------------------------------- moves, saving
@pytest.mark.parametrize("text", ["lead 5S", "play AH", "rob 7S discard 3C", "pass", "declare", "decline", "stop",
                                  "play 10D", "jink KS"])
def test_move_notation_round_trips(text: str) -> None:
    move = parse_move(text)
    assert str(move) == text and parse_move(str(move)) == move


def test_move_labels_and_cards() -> None:
    rob = Rob(Card.parse("7S"), Card.parse("3C"))
    assert rob.card == Card.parse("3C") and rob.targets == (Card.parse("7S"),)
    assert Rob(Card.parse("7S"), Card.parse("7S")).card is None  # the turn-up is not a hand card
    assert sf.Jink(Card.parse("KS")).label == "Jink: lead K♠ and go for all five tricks"
    assert rob.label == "Rob: take 7♠, discard 3♣"
    assert Lead(Card.parse("5H")).label == "Lead 5♥" and Stop().card is None and Pass().targets == ()


def test_unreadable_move_is_an_illegal_move() -> None:
    refused(three(FOLLOW, "9S"), "throw KC", "cannot read it as a move")


def test_round_trip_mid_game() -> None:
    s = three(ROB_HANDS, "KS").play("rob KS discard 8D").play("lead 2C")
    again = State.from_dict(s.to_dict())
    assert again == s and State.from_json(s.to_json()) == s


@pytest.mark.parametrize(("change", "field"), [
    ({"deck": "AS KS"}, "start.deck"),
    ({"dealer": 3}, "start.dealer"),
    ({"dealer": "0"}, "start.dealer"),
    ({"chips": [20, 20]}, "start.chips"),
    ({"pool": -1}, "start.pool"),
    ({"after_spoil": "yes"}, "start.after_spoil"),
    ({"hand": "AS"}, "start.hand"),
])
def test_from_dict_rejects_malformed_starts(change: dict[str, object], field: str) -> None:
    data = three(FOLLOW, "9S").to_dict()
    data["start"].update(change)
    with pytest.raises(StateFormatError) as err:
        State.from_dict(data)
    assert err.value.field == field


def test_from_dict_rejects_an_illegal_move() -> None:
    data = three(FOLLOW, "9S").to_dict()
    data["moves"] = ["lead KC", "play 10D"]
    with pytest.raises(StateFormatError) as err:
        State.from_dict(data)
    assert err.value.field == "moves[1]" and err.value.reason.key == "state_error.move"
    assert err.value.reason.arguments["reason"].key == "spoil_five.reason.follow"  # the engine's refusal, as data
    assert "follow suit" in str(err.value.reason)


def test_from_position_checks_the_cards() -> None:
    with pytest.raises(StateFormatError, match="duplicated"):
        three(["KC QD 3H 4H 6H", "KC 8C 2S 10D JD", "9H 10H 3S 5D 6D"], "9S")
    with pytest.raises(StateFormatError, match="5 cards"):
        three(["KC QD 3H 4H", "7C 8C 2S 10D JD", "9H 10H 3S 5D 6D"], "9S")


# ---------------------------------------------------------------------------------------------------------- views
def test_view_hides_other_hands_and_the_stock() -> None:
    s = three(FOLLOW, "9S")
    v = s.view(1)
    assert v.zone("hand/1").cards == s.hands[1] and v.zone("hand/0").cards == (None,) * 5
    assert all(c is None for c in v.zone("stock").cards) and v.legal_moves == ()
    assert s.view(0).legal_moves == s.legal_moves()
    assert ("pool", 3) in v.facts and int(v.fact("dealer")) == 2 and list(v.fact("chips")) == [19, 19, 19]
    assert str(v.status) == "South to lead to trick 1" and say(v.fact("trumps")) == "♠ spades"


def test_view_highlights_the_legal_cards_and_the_winning_card() -> None:
    s = three(FOLLOW, "9S").play("lead KC")
    v = s.view(1)
    assert set(v.zone("hand/1").highlight) == set(parse_cards("7C 8C 2S"))
    assert v.zone("table").highlight == (Card.parse("KC"),)


# ---------------------------------------------------------------------------------------------------- narration
def test_narration_of_a_trick() -> None:
    s = three(FOLLOW, "9S").play("lead KC").play("play 2S").play("play 3S")
    lines = s.narration()
    assert lines[:2] == ["Everyone antes 1 chip; the pool holds 3 chips.",
                         "East deals five cards each (two, then three); the turn-up is 9♠, so spades are trumps."]
    assert lines[2:] == ["South leads K♣.", "West trumps with 2♠.", "East trumps with 3♠.",
                         "East wins trick 1 with 3♠ (1 trick)."]


# -------------------------------------------------------------------------------------------------------- bots
def test_heuristic_bot_plays_legal_moves_to_the_end() -> None:
    s = new_game(Rules(single_deal=True), seed=3)
    bots = [HeuristicBot(i) for i in range(5)]
    while not s.is_over:
        move = bots[s.to_move].choose(s.view(s.to_move))  # type: ignore[index]
        assert s.is_legal(move)
        s = s.play(move)


def test_sampling_bot_plays_legal_moves_and_is_deterministic() -> None:
    def run() -> State:
        s = new_game(Rules(players=3, single_deal=True, may_decline=True), seed=8)
        bots = [HeuristicBot(i, samples=4) for i in range(3)]
        while not s.is_over:
            move = bots[s.to_move].choose(s.view(s.to_move))  # type: ignore[index]
            assert s.is_legal(move)
            s = s.play(move)
        return s

    assert run() == run()


def test_heuristic_bot_stops_a_risky_jink_and_jinks_a_sure_one() -> None:
    risky = first_three(["5S JS AH 2D 3D", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD"])
    assert HeuristicBot(0).choose(risky.view(0)) == Stop()
    sure = first_three()  # K♠ Q♠ left, and the only trumps still out are lower
    assert isinstance(HeuristicBot(0).choose(sure.view(0)), sf.Jink)


@pytest.mark.parametrize("rules", [Rules(players=3, single_deal=True), Rules(players=10, void_may_discard=True),
                                   Rules(players=4, ranking="traditional", may_decline=True, starting_chips=2)])
def test_rollout_move_is_always_legal_and_deterministic(rules: Rules) -> None:
    def run(seed: int) -> State:
        rng = random.Random(seed)
        s = new_game(rules, seed=seed)
        for _ in range(400):
            if s.is_over:
                break
            move = sf.rollout_move(s, rng) if rng.random() < 0.8 else rng.choice(s.legal_moves())
            assert s.is_legal(move), (move, s.legal_moves())
            s = s.play(move)
        return s

    for seed in range(12):
        assert run(seed) == run(seed)


def test_rollout_move_wins_cheaply_or_throws_the_weakest_card(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sf.ai, "ROLLOUT_RANDOM", 0.0)
    rng = random.Random(0)
    s = three(["KC 2D 3D 4D 6D", "7S 2S 2C 3H 4H", "QC 10C 8D 9D JD"], "9S").play("lead KC")
    assert sf.rollout_move(s, rng) == Play(Card.parse("2S"))  # the cheapest trump takes the trick, not 7S
    s = s.play("play 2S")
    assert sf.rollout_move(s, rng) == Play(Card.parse("10C"))  # cannot beat the trump: the weakest card goes


def test_rollout_move_robs_leads_and_stops_like_a_sensible_player(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sf.ai, "ROLLOUT_RANDOM", 0.0)
    rng = random.Random(0)
    s = three(["5S JS AS 2D 3D", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD"], "KS")
    assert sf.rollout_move(s, rng) == Rob(Card.parse("KS"), Card.parse("2D"))  # rob, keep the trumps
    s = s.play("rob KS discard 2D")
    assert sf.rollout_move(s, rng) == Lead(Card.parse("5S"))  # holding the 5: draw trumps with the best
    assert sf.rollout_move(first_three(), rng) == Stop()  # in a last deal a jink can only lose the pool


def test_sampled_hands_keep_the_voids_a_discard_showed() -> None:
    # West cannot follow clubs and holds no trump: it discards a diamond, and no sample gives it a club or a trump
    s = three(["KC QC 2D 3D 4D", "5D 6D 7D 8D 9D", "JC 10C 9C 2S 3S"], "9S").play("lead KC").play("play 5D")
    view = s.view(2)
    for seed in range(30):
        west = sf.sample_state(view, random.Random(seed)).hands[1]
        assert not any(c.suit in (Suit.CLUBS, Suit.SPADES) or c == sf.ACE_OF_HEARTS for c in west)
    # under the public rule a discard shows only the void in the suit led: trumps may be there
    s = three(["KC QC 2D 3D 4D", "5D 6D 7D 8D 2S", "JC 10C 9C 4S 3S"], "9S", void_may_discard=True)
    view = s.play("lead KC").play("play 5D").view(2)
    wests = [sf.sample_state(view, random.Random(seed)).hands[1] for seed in range(30)]
    assert not any(c.suit is Suit.CLUBS for west in wests for c in west)
    assert any(c.suit is Suit.SPADES for west in wests for c in west)


# ---------------------------------------------------------------------------------------------------- properties
RULE_SETS = [Rules(players=p, ranking=r, starting_chips=4, void_may_discard=v, may_decline=d)
             for p in (3, 5, 7, 10) for r in ("simplified", "traditional") for v, d in ((False, False), (True, True))]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.sampled_from(RULE_SETS), seed=st.integers(0, 10_000))
def test_random_games_conserve_cards_and_chips(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    s = new_game(rules, seed=seed)
    total = rules.players * rules.starting_chips
    deck = sorted(standard_deck())
    for _ in range(20_000):
        assert sorted(s.all_cards()) == deck
        assert sum(s.chips) + s.pool == total and min(s.chips) >= 0
        assert s.totals() == s.chips
        if s.is_over:
            break
        moves = s.legal_moves()
        assert moves and all(s.why_illegal(m) is None for m in moves)
        if s.phase == "play":
            hand = s.hands[s.to_move]  # type: ignore[index]
            kind = Play if s.trick else Lead
            for c in hand:
                assert (kind(c) in moves) == (s.why_illegal(kind(c)) is None)
        s = s.play(rng.choice(moves))
    assert s.is_over and s.result is not None


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_saved_games_replay_exactly(seed: int) -> None:
    rng = random.Random(seed)
    s = new_game(Rules(players=4, deals=2, may_decline=True), seed=seed)
    for _ in range(rng.randrange(1, 60)):
        if s.is_over:
            break
        s = s.play(rng.choice(s.legal_moves()))
    assert State.from_json(s.to_json()) == s
