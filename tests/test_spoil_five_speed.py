"""Spoil Five's fast paths (issue 18) checked against the plain statements they stand for, on thousands of random
positions: the tables keyed by card (trumps, strengths, the order of a hand), the trick closed in the step of its
last card with events built directly, a listed move played unchecked, the views built from shared pieces, and a
deck read by looking its codes up. ``test_spoil_five_rules.py`` checks the cards a player may play against
``why_illegal``."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from cardrules.cards import Card, Suit, standard_deck
from cardrules.errors import StateFormatError
from cardrules.games import spoil_five
from cardrules.games.spoil_five import SUITS, Rules, State, new_game, parse_move
from cardrules.games.spoil_five.rules import (
    _HAND_PLACES,
    _LOW_ACE_POWER,
    _POWERS,
    _TRUMP_KEYS,
    _deck_field,
    _hand_place,
    _powers,
    is_trump,
)
from cardrules.i18n import language
from cardrules.protocol import Zone, cards_field, check_conservation, event

RULE_SETS = [Rules(players=p, ranking=r, void_may_discard=v, may_decline=d, single_deal=single)
             for p in (3, 5, 10) for r in ("simplified", "traditional") for v in (False, True)
             for d in (False, True) for single in (True, False)]


def _games(games: int, seed: int) -> Iterator[list[State]]:
    """The states of random games (full games of several deals, and single deals) under every rule set."""
    rng = random.Random(seed)
    for g in range(games):
        rules = RULE_SETS[g % len(RULE_SETS)]
        state = new_game(rules, seed=rng.randrange(10**6))
        states = [state]
        while not state.is_over and len(states) < 400:
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
            states.append(state)
        yield states


@pytest.mark.parametrize("trumps", SUITS)
@pytest.mark.parametrize("ranking", ["simplified", "traditional"])
def test_the_tables_are_the_rules_by_card_key(trumps: Suit, ranking: str) -> None:
    for card in standard_deck():
        assert (card.key in _TRUMP_KEYS[trumps]) == is_trump(card, trumps)
        assert _POWERS[trumps, ranking][card.key] == _powers(trumps, ranking)[card]
        assert _HAND_PLACES[trumps, ranking][card.key] == _hand_place(card, trumps, _powers(trumps, ranking)[card])


def _plain_power(state: State, card: Card) -> int:
    return _LOW_ACE_POWER if card == state.low_ace else _powers(state.trumps, state.rules.ranking)[card]


def _plain_winner(state: State) -> tuple[int, Card] | None:
    """The trick's winner as the rule says it: the highest trump, else the highest card of the suit led."""
    if not state.trick:
        return None
    led = state.trick[0][1]
    contenders = [(seat, c) for seat, c in state.trick
                  if is_trump(c, state.trumps) or (not is_trump(led, state.trumps) and c.suit is led.suit)]
    return max(contenders, key=lambda sc: _plain_power(state, sc[1]))


def test_state_questions_agree_with_the_plain_rules_on_random_positions() -> None:
    checked = 0
    for states in _games(120, seed=18):
        for s in states:
            hand = s.hands[s.to_move] if s.to_move is not None else ()
            for card in hand:
                assert s.is_trump(card) == is_trump(card, s.trumps)
                assert s.power(card) == _plain_power(s, card)
            assert s.trick_winner() == _plain_winner(s)
            for h in s.hands:  # the order a hand is shown in, by the table and by the plain key
                plain = tuple(sorted(h, key=lambda c: _hand_place(c, s.trumps, _plain_power(s, c))))
                assert s._sorted(h) == plain
            checked += 1
    assert checked > 5000


def test_a_card_play_builds_the_events_event_would_and_closes_tricks_in_one_step() -> None:
    checked = 0
    for states in _games(60, seed=7):
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
                    winner, best = _plain_winner(dataclasses.replace(before, trick=before.trick + ((seat, move.card),)))
                    trick = next(e for e in added if e.kind == "trick")
                    assert trick == event("trick", winner, tuple(c for _, c in before.trick) + (move.card,),
                                          deal=before.deal, trick=len(before.winners) + 1, card=best.code,
                                          taken=after.winners.count(winner))
                    assert after.trick == () and after.leader == winner
                checked += 1
    assert checked > 2000


def test_a_listed_move_and_an_equal_one_lead_to_the_same_state() -> None:
    checked = 0
    for states in _games(40, seed=3):
        for s in states[:-1]:
            if s.is_over:
                continue
            moves = s.legal_moves()
            move = moves[len(moves) // 2]
            copy = parse_move(str(move))  # a card move read is equal, not the same object: checked, then applied
            assert copy == move
            a, b = s.play_unchecked(move), s.play(copy)
            assert (a.history, a.events, a.hands, a.trick, a.winners, a.chips, a.phase) == \
                   (b.history, b.events, b.hands, b.trick, b.winners, b.chips, b.phase)
            checked += 1
    assert checked > 1000


def _plain_zone_of_hidden_hand(s: State, seat: int) -> Zone:
    """A hidden hand's zone as View builds it without the shared pieces."""
    from cardrules.protocol import Seat, Text

    p = s.players
    label = Text("zone.dealer", name=Seat(seat, p)) if seat == s.dealer else Seat(seat, p)
    return Zone(f"hand/{seat}", Text("spoil_five.zone.hand", seat=label), (None,) * len(s.hands[seat]), owner=seat,
                layout="fan")


def test_views_built_from_shared_pieces_are_the_plain_views() -> None:
    checked = 0
    for states in _games(30, seed=11):
        for s in states[::3]:
            me = s.to_move if s.to_move is not None else 0
            v = s.view(me)
            for seat in range(s.players):
                if seat != me:
                    assert v.zone(f"hand/{seat}") == _plain_zone_of_hidden_hand(s, seat)
            assert v.zone("stock").cards == (None,) * len(s.stock)
            assert v.zone("turnup").cards == ((s.turnup,) if s.turnup else ())
            assert v.events == tuple(e.masked_for(me) for e in s.events)
            assert v.is_over == s.is_over
            checked += 1
    assert checked > 500
    # shared pieces hold data, worded when shown: the same view reads in either language
    s = new_game(Rules(players=3), seed=1)
    v = s.view(0)
    with language("ja"):
        ja = str(v.zone("stock").label)
    assert ja != str(v.zone("stock").label)


def test_a_deck_is_read_by_its_codes_as_the_protocol_reads_it() -> None:
    rng = random.Random(5)
    for _ in range(500):
        deck = list(standard_deck())
        rng.shuffle(deck)
        start = {"deck": [c.code for c in deck]}
        fast = _deck_field(start)
        assert fast == cards_field(start, "deck") == tuple(deck)
        check_conservation("start.deck", fast, standard_deck())
    # anything but the 52 codes goes to the protocol's reading, which says what is wrong
    deck = list(standard_deck())
    for bad in ([c.code for c in deck[:-1]], [c.code for c in deck[:-1] + deck[:1]], "AS 2S", [1] * 52):
        with pytest.raises(StateFormatError):
            _deck_field({"deck": bad})
    lower = {"deck": [c.code.lower() for c in deck]}
    assert _deck_field(lower) == tuple(deck)
    s = spoil_five.from_deck(Rules(players=4), deck, dealer=1)
    assert State.from_json(s.to_json()).hands == s.hands


class _NeverRandom(random.Random):
    """A generator whose draws never pick the rollout's random card (its share is ROLLOUT_RANDOM)."""

    def random(self) -> float:
        return 1.0


def _takes(s: State, card: Card, best: Card) -> bool:
    """Whether ``card`` would take a trick that ``best`` wins so far."""
    if s.is_trump(card):
        return not s.is_trump(best) or s.power(card) >= s.power(best)
    return not s.is_trump(best) and card.suit is best.suit and s.power(card) >= s.power(best)


def test_the_rollout_follows_as_its_plain_statement() -> None:
    """A rollout's card to a trick: the cheapest card that takes the trick so far, else the weakest card (the lowest
    plain card, else the lowest trump); the policy's single loop against that statement."""
    checked = 0
    for states in _games(60, seed=23):
        for s in states:
            if s.is_over or s.phase != "play" or not s.trick:
                continue
            cards = s.playable()
            best = s.trick_winner()[1]  # type: ignore[index]

            winning = [c for c in cards if _takes(s, c, best)]
            plain = min(winning, key=s.power) if winning else min(cards, key=lambda c: (s.is_trump(c), s.power(c)))
            assert spoil_five.rollout_move(s, _NeverRandom()).card == plain
            checked += 1
    assert checked > 2000


def test_the_bot_reads_the_trick_from_the_log_as_the_table_shows_it() -> None:
    """The heuristic bot reads the trick in play from the deal's plays in the log (every seat plays one card to each
    trick), not from the view's table zone, which would make every zone of the view: the two agree at every decision
    to follow, in full games of every rule set and player count, for every seat's view."""
    from cardrules.games.spoil_five.ai import _deal_facts, _trick_so_far

    checked = 0
    for states in _games(60, seed=29):
        for s in states:
            if s.is_over or not s.trick:
                continue
            for seat in (s.to_move, (s.to_move + 1) % s.players):
                view = s.view(seat)
                table = [c for c in view.zone("table").cards]
                assert _trick_so_far(_deal_facts(view)[2], view.players) == table == [c for _, c in s.trick]
                checked += 1
    assert checked > 2000


def test_the_deck_is_shuffled_as_random_shuffle_shuffles_it() -> None:
    # _shuffled writes out Random.shuffle's loop; the games' later deals must stay those the library would deal
    from cardrules.games.spoil_five.rules import _DECK, _shuffled
    for seed in range(2000):
        plain, fast = random.Random(f"{seed}/2"), random.Random(f"{seed}/2")
        deck = list(_DECK)
        plain.shuffle(deck)
        assert _shuffled(fast) == tuple(deck)
        assert fast.getstate() == plain.getstate()
