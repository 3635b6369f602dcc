"""Spoil Five: the fast paths checked against the plain statement of the rules on many random positions, and the
engine's data worded only when shown.

``State.playable`` (the cards the legal moves are built from, the hot path of play) restates the following rules
that ``why_illegal`` states card by card with its reasons; ``_power_table`` (strengths keyed by int) restates the
orders of :func:`trump_order` and :func:`plain_order`. Both pairs must agree everywhere, including the rare corners:
ten players, an undeclared Ace, the traditional order, the public discard rule."""

from __future__ import annotations

import random
import re

import pytest

from cardrules.cards import Card, Suit, standard_deck
from cardrules.games.spoil_five import (
    ACE_OF_HEARTS,
    SUITS,
    FinalChips,
    Play,
    Rules,
    SeatCounts,
    from_position,
    new_game,
    plain_order,
    trump_order,
)
from cardrules.games.spoil_five.fast import _power_table
from cardrules.i18n import language
from cardrules.protocol import say

RULE_SETS = [Rules(players=p, ranking=r, void_may_discard=v, may_decline=d, single_deal=True)
             for p in (3, 4, 5, 7, 10) for r in ("simplified", "traditional")
             for v in (False, True) for d in (False, True)]


def _positions(games: int, seed: int):  # type: ignore[no-untyped-def]
    """States with a trick in progress, from random play under every rule set."""
    rng = random.Random(seed)
    for g in range(games):
        rules = RULE_SETS[g % len(RULE_SETS)]
        s = new_game(rules, seed=rng.randrange(10**6))
        while not s.is_over:
            if s.phase == "play" and s.trick:
                yield s
            s = s.play(rng.choice(s.legal_moves()))


def test_playable_cards_are_exactly_the_cards_why_illegal_accepts() -> None:
    checked = undeclared = held_back = 0
    for s in _positions(800, 1):
        seat = s.to_move
        plain = tuple(c for c in s.hands[seat] if s.why_illegal(Play(c)) is None)
        assert s.playable() == plain, (s.to_dict(), s.playable(), plain)
        checked += 1
        undeclared += s.low_ace is not None
        trumps = [c for c in s.hands[seat] if s.is_trump(c)]
        held_back += bool(trumps) and s.is_trump(s.trick[0][1]) and s.may_hold_back(trumps, s.trick[0][1])
    assert checked > 10_000 and undeclared > 100 and held_back > 20  # the corners were reached


@pytest.mark.parametrize("ranking", ["simplified", "traditional"])
@pytest.mark.parametrize("trumps", SUITS)
def test_the_fast_strengths_follow_the_orders(trumps: Suit, ranking: str) -> None:
    power = _power_table(trumps, ranking)
    order = list(trump_order(trumps, ranking))
    for suit in SUITS:
        if suit is not trumps:
            order += plain_order(suit, ranking)  # every plain card below every trump; suits compared within
    assert sorted(power) == sorted(c.key for c in standard_deck())
    ranks = [power[c.key] for c in order[:len(trump_order(trumps, ranking))]]
    assert ranks == sorted(ranks, reverse=True) and min(ranks) > max(power[c.key] for c in order[len(ranks):])
    for suit in SUITS:
        if suit is not trumps:
            plain = [power[c.key] for c in plain_order(suit, ranking)]
            assert plain == sorted(plain, reverse=True)


def test_holding_back_is_one_rule() -> None:
    # spades trumps; West holds only 5♠ J♠, both above the 2♠ led: West may discard instead
    s = from_position(Rules(players=3), hands=["2S KD QD JD 10D", "5S JS 3C 4C 6C", "6H 7H 8H 9H 10H"],
                      turnup="3S", dealer=2).play("lead 2S")
    assert s.may_hold_back([Card.parse("5S"), Card.parse("JS")], Card.parse("2S"))
    assert not s.may_hold_back([Card.parse("5S"), Card.parse("8S")], Card.parse("2S"))  # a low trump too
    assert not s.may_hold_back([ACE_OF_HEARTS], Card.parse("JS"))  # the Jack led is higher than A♥
    assert s.may_hold_back([Card.parse("5S"), Card.parse("JS")], ACE_OF_HEARTS)  # A♥ led is a trump lead (S-A15)
    assert set(s.playable()) == set(s.hands[1])


def test_counts_and_the_result_are_data_worded_when_shown() -> None:
    chips = SeatCounts((20, 19, 21))
    assert chips[2] == 21 and list(chips) == [20, 19, 21]
    assert say(chips) == "South 20, West 19, East 21"
    final = FinalChips((20, 19, 21))
    assert str(final) == "East wins (South 20, West 19, East 21)"
    with language("ja"):
        assert say(chips) == "南 20、西 19、東 21"
        assert "東" in str(final) and "East" not in str(final)


def test_a_finished_game_keeps_numbers_not_sentences() -> None:
    s = new_game(Rules(players=3, starting_chips=2), seed=4)
    rng = random.Random(4)
    while not s.is_over:
        s = s.play(rng.choice(s.legal_moves()))
    over = s.events[-1]
    assert over.kind == "game_over" and over.get("chips") == s.chips and over.get("winners") == s.result.winners
    words = {v for e in s.events for _, v in e.info if isinstance(v, str)}
    assert words <= {"", "spoil", "broke", "limit", "lead", "follow", "trump", "discard", "single", "deals"} | {
        c.code for c in standard_deck()} | {suit.value for suit in Suit}
    with language("ja"):
        assert "ゲーム終了" in s.narration()[-1] and "South" not in s.narration()[-1]


def test_an_unreadable_move_says_why_in_the_readers_language() -> None:
    from cardrules.errors import IllegalMoveError, MoveFormatError
    from cardrules.games.spoil_five import parse_move

    with pytest.raises(MoveFormatError) as err:
        parse_move("throw KC")
    assert err.value.text == "throw KC" and err.value.reason.key == "spoil_five.move_error.unknown"
    assert "not a Spoil Five move" in str(err.value.reason)
    with language("ja"):
        with pytest.raises(MoveFormatError) as err:
            parse_move("lead ZZ")
        assert not re.search(r"[A-Za-z]{4,}", str(err.value.reason).replace("ZZ", ""))
        s = new_game(Rules(players=3), seed=2)
        with pytest.raises(IllegalMoveError) as illegal:
            s.play("throw KC")
        assert "スポイルファイブの手として読めません" in str(illegal.value)


def test_statuses_ask_with_the_card_as_data() -> None:
    s = from_position(Rules(players=3), hands=["2C 3C 4C 5C 6C", "AS 8D 9D 10D JD", "2H 3H 4H 6H 7H"], turnup="KS",
                      dealer=2)
    status = s.view().status
    assert status.key == "spoil_five.status.rob" and dict(status.params)["card"] == Card.parse("KS")
    assert int(dict(status.params)["name"]) == 1
    with language("ja"):
        assert str(status).startswith("西は交換できます")


def test_presets_and_choices_have_labels_in_both_languages() -> None:
    from cardrules.games.spoil_five import PRESETS
    from cardrules.i18n import CATALOGUES

    for code in PRESETS:
        assert re.fullmatch(r"[a-z_]+", code)
        for lang in ("en", "ja"):
            assert "seed" not in CATALOGUES[lang][f"spoil_five.preset.{code}"].lower()
    for spec in Rules.spec():
        for value in spec.get("options", ()):
            en = CATALOGUES["en"][f"spoil_five.rules.{spec['name']}.option.{value}"]
            ja = CATALOGUES["ja"][f"spoil_five.rules.{spec['name']}.option.{value}"]
            assert en and not re.search(r"[A-Za-z]{2,}", ja)  # a card letter (J) is no English
    assert not any("seed" in doc.lower() or re.search(r"S-A\d", doc) for doc in Rules.docs().values())
