"""Spoil Five at speed: the tables and shared moves that list and play the cards fast.

:mod:`cardrules.games.spoil_five.rules` states the game plainly (``is_trump``, the card orders, the following rules of
``State._follow_reason``, ``State._plain_moves`` and ``State._plain_apply``); this module holds what play uses instead,
each piece tested against the plain rule it restates (``tests/engine/test_fast_paths_match_rules.py``): the trumps and
the strength of every card by its int key for each trump suit and ranking, every card's Lead and Play made once, the
cards a seat may play read off those tables (:func:`playable`), and the play of a card with its events built directly
(:func:`play_card`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from cardrules.cards import Card, Suit
from cardrules.games.spoil_five.rules import (
    _DECK,
    _DECLARE,
    _DECLINE,
    _PASS,
    _STOP,
    Jink,
    Lead,
    Play,
    Rob,
    SpoilFiveMove,
    _hand_place,
    _powers,
    _role,
    _trick_winner,
    is_trump,
)
from cardrules.protocol import (
    Event,
)

ACE_OF_HEARTS = Card("A", Suit.HEARTS)
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The suits in the order hands and lessons show them."""

if TYPE_CHECKING:
    from cardrules.games.spoil_five.rules import State


@cache
def _power_table(trumps: Suit, ranking: str) -> dict[int, int]:
    """:func:`_powers` keyed by ``Card.key`` (an int: the hot path of play avoids hashing cards; every card of a
    Spoil Five deal is a standard card, which its key names)."""
    return {c.key: v for c, v in _powers(trumps, ranking).items()}

_TRUMP_KEYS: dict[Suit, frozenset[int]] = {t: frozenset(c.key for c in _DECK if is_trump(c, t)) for t in SUITS}
"""The keys of the trumps of each trump suit (:func:`is_trump`)."""

_POWERS: dict[tuple[Suit, str], dict[int, int]] = {(t, r): _power_table(t, r) for t in SUITS
                                                   for r in ("simplified", "traditional")}

_ACE: dict[Suit, Card] = {c.suit: c for c in _DECK if c.rank == "A"}
"""The Ace of each suit (building a Card checks its rank and suit)."""


def _sort_hand(hand: Sequence[Card], trumps: Suit, ranking: str) -> tuple[Card, ...]:
    """A hand in the order it is shown while no Ace is declined (:func:`_hand_place`, by its table)."""
    place = _HAND_PLACES[trumps, ranking]
    return tuple(sorted(hand, key=lambda c: place[c.key]))

_HAND_PLACES: dict[tuple[Suit, str], dict[int, tuple[int, int]]] = {
    (t, r): {c.key: _hand_place(c, t, power[c.key]) for c in _DECK} for (t, r), power in _POWERS.items()}

_PLAY_OF: dict[int, Play] = {}
_LEAD_OF: dict[int, Lead] = {}


def _play_of(card: Card) -> Play:
    """The move playing ``card``, built once per card (moves are immutable values, and building the legal moves
    is the hot path of play); keyed like :func:`_power_table`."""
    move = _PLAY_OF.get(card.key)
    if move is None:
        move = _PLAY_OF[card.key] = Play(card)
    return move


def _lead_of(card: Card) -> Lead:
    """The move leading ``card``, built once per card (see :func:`_play_of`)."""
    move = _LEAD_OF.get(card.key)
    if move is None:
        move = _LEAD_OF[card.key] = Lead(card)
    return move

for _card in _DECK:  # every card's moves built now: listing the legal moves is then a look-up per card
    _play_of(_card)
    _lead_of(_card)

_PLAY_INFO: dict[str, tuple[tuple[tuple[str, Any], ...], ...]] = {
    role: tuple((("trick", n), ("role", role)) for n in range(6)) for role in ("lead", "follow", "trump", "discard")}


def playable(state: State, seat: int | None = None) -> tuple[Card, ...]:
    """The cards ``seat`` (default: the seat to move) may play to the trick in progress, in hand order."""
    fields = state.__dict__  # read once (see _play_card): listing the moves is the other half of a decision
    asked = state.to_move if seat is None else seat
    assert asked is not None
    hand: tuple[Card, ...] = fields["hands"][asked]
    trick = fields["trick"]
    if not trick:
        return hand
    led = trick[0][1]
    trump_keys = _TRUMP_KEYS[fields["trumps"]]  # is_trump, by its table (the hot path of play)
    trumps = tuple([c for c in hand if c.key in trump_keys])
    if led.key in trump_keys:
        if not trumps:
            return hand
        return hand if state.may_hold_back(trumps, led) else trumps
    suit = led.suit
    for c in hand:
        if c.suit is suit and c.key not in trump_keys:
            # trumping is allowed while able to follow (A♥ of a hearts lead is a trump: in either way)
            return tuple([c for c in hand if c.suit is suit or c.key in trump_keys])
    if trumps and not fields["rules"].void_may_discard:
        return trumps  # S-A1: the write-up lets only a player with neither discard
    return hand


def list_moves(state: State) -> tuple[SpoilFiveMove, ...]:
    # what legal_moves() keeps for this state; play_unchecked() applies a move taken from it
    fields = state.__dict__  # read once (see _play_card)
    phase = fields["phase"]
    if phase == "play":
        trick = fields["trick"]
        if trick:
            plays = _PLAY_OF
            seat = (fields["leader"] + len(trick)) % fields["rules"].players  # to_move in the play phase
            return tuple([plays[c.key] for c in state.playable(seat)])
        hand = fields["hands"][fields["leader"]]
        if state.jink_open:
            return (_STOP,) + tuple([Jink(c) for c in hand])
        leads = _LEAD_OF
        return tuple([leads[c.key] for c in hand])
    if phase == "over":
        return ()
    if phase == "declare":
        return (_DECLARE, _DECLINE)
    take = state.turnup
    assert take is not None
    hand = state.hands[state.decider]  # type: ignore[index]
    return tuple([Rob(take, c) for c in hand]) + (Rob(take, take), _PASS)


def play_card(state: State, move: Lead | Jink | Play) -> State:
    """Lead, Jink or Play: the card goes to the trick; the events are built as event() would (its keyword
    arguments in this order), directly."""
    fields = state.__dict__  # the fields read from the instance's dict: as fast as attributes
    d = fields["deal"]
    trick = fields["trick"]
    players = fields["rules"].players
    seat = (fields["leader"] + len(trick)) % players  # to_move in the play phase
    card = move.card
    winners = fields["winners"]
    trumps = fields["trumps"]
    played = Event("play", seat, (card,), _PLAY_INFO[_role(card, trick, trumps)][len(winners) + 1], d)
    evs: tuple[Event, ...] = (Event("jink", seat, (), (), d), played) if type(move) is Jink else (played,)
    hands = fields["hands"]
    hand = hands[seat]
    i = 0
    key = card.key  # found by its key (a card of the deal is a standard card), not by a Card.__eq__ per card
    for held in hand:
        if held.key == key:
            break
        i += 1
    else:
        raise ValueError(f"{card} is not in the hand")  # as hand.index would (play checked it was held)
    hands = hands[:seat] + (hand[:i] + hand[i + 1:],) + hands[seat + 1:]
    trick += ((seat, card),)
    if len(trick) < players:
        return state._advance((move,), evs, hands=hands, trick=trick)
    # The last card of a trick: the trick is closed in the same step (one new state, not two).
    winner, best = _trick_winner(trick, trumps, fields["rules"].ranking, fields["low_ace"])  # type: ignore[misc]
    cards = tuple([c for _, c in trick])
    won = fields["won"]
    won = won[:winner] + (won[winner] + cards,) + won[winner + 1:]
    winners += (winner,)
    n = len(winners)
    evs += (Event("trick", winner, cards, (("trick", n), ("card", best.code), ("taken", winners.count(winner))),
                  d),)
    if n == 3 and winners[0] == winners[1] == winners[2]:
        evs += (Event("three", winner, (), (), d),)
    state = state._advance((move,), evs, hands=hands, won=won, winners=winners, trick=(), leader=winner)
    if n == 5:
        return state._finish_deal(stopped=False)
    return state
