"""Spoil Five: a trick-taking game for 3 to 10 players, each playing alone for a pool of chips.

How the game goes (the whole of it is in ``docs/rules/spoil_five.md``, which also lists the points the original
write-up leaves open and what this project chose):

* **The pool.** Before each deal everyone puts a chip into the pool.
* **The deal.** The dealer gives five cards to each player, two then three, from the dealer's left, and turns up the
  next card: its suit is trumps. The deal passes to the left after each deal.
* **The order of the cards** is the game's oddity. In trumps: 5, Jack, the Ace of hearts (a trump whatever the
  trump suit), the Ace of trumps, King, Queen, then 10 down to 2. In the other suits: King high, Ace low.
* **Robbing.** The holder of the trump Ace declares it and may take the turned-up card, discarding a card face down.
  When the turn-up is an Ace, the dealer may take it.
* **Tricks.** The dealer's left leads the first trick; the winner of a trick leads the next. To a plain suit you
  follow or trump (trumping is always allowed); you may discard only holding neither. To a trump lead you play a
  trump, except that the top three trumps (5, Jack, A♥) may be held back from a lower trump lead. The highest trump
  wins the trick, else the highest card of the suit led.
* **Winning.** Three tricks win the pool. A player who takes the first three may stop, or lead on ("jink") for all
  five: all five win the pool and a chip from every other player, anything less wins nothing. When nobody takes
  three the deal is spoiled and the pool carries over. The game ends when someone cannot pay into an empty pool;
  most chips wins.

Moves, in the game's own words: :class:`Declare`/:class:`Decline` (the holder of the trump Ace, only when
``Rules.may_decline``), :class:`Rob`/:class:`Pass`, :class:`Lead`/:class:`Play` (a card to the trick), and, for a
player who has just won the first three tricks, :class:`Stop` (take the pool now) or :class:`Jink` (lead on).

A principle bent, and why: with ``may_decline`` on, the protocol has a single seat to move, so the table sees *who*
is deciding whether to declare the trump Ace, which tells everyone who holds it. Real players decide silently.
The default (the Ace declared automatically and publicly) has no such leak.

The state holds data only (seats as indices, cards, numbers, codes); every sentence is made when shown, from
``text_<lang>.py``, in the language in force then.

>>> s = from_position(Rules(players=3), hands=["5S JS AH KC QS", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD"],
...                   turnup="AS", dealer=2)
>>> str(s.view().status)
'East may rob: take the turn-up A♠ and discard a card, or pass'
>>> s = s.play("rob AS discard 7D").play("lead 5S")
>>> [str(m) for m in s.legal_moves()]
['play 6C', 'play 5C', 'play 4C', 'play 3C', 'play 2C']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from cardrules.cards import STANDARD_SPELLING, Card, Suit, shuffle, standard_deck
from cardrules.errors import CardError, MoveFormatError, RulesError, StateFormatError
from cardrules.events import Reason
from cardrules.i18n import t as tr
from cardrules.log import Log
from cardrules.protocol import (
    Event,
    GameState,
    Move,
    Result,
    RulesBase,
    ScoreLine,
    Seat,
    SeenLog,
    Text,
    Zone,
    best_owners,
    cards_field,
    check_conservation,
    choice,
    event,
    move_text,
    number,
    seat_names,
    start_json,
)

NAME = "spoil_five"
TITLE = "Spoil Five"
PLAYER_COUNTS = (3, 4, 5, 6, 7, 8, 9, 10)
SUMMARY = "Take three of five tricks to win the pool; the 5 of trumps is best and the Ace of hearts always a trump."

ACE_OF_HEARTS = Card("A", Suit.HEARTS)
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The suits in the order hands and lessons show them."""


# --------------------------------------------------------------------------------------------------------- rules
# Each field's docstring is the help the house-rules form shows (English; text_ja.py holds the Japanese). The decision
# codes (S-A1 ...) in the comments are the ones docs/rules/spoil_five.md explains.
@dataclass(frozen=True)
class Rules(RulesBase):
    """House rules of Spoil Five; the defaults are the rules as the original write-up has them."""

    players: int = number(5, 3, 10)  # S-A14: ten players use 51 of the 52 cards
    """Number of players, 3-10 (the write-up: 3 to 7 is usual, 5 is best; ten players use 51 of the 52 cards)."""
    ranking: str = choice("simplified", "simplified", "traditional")  # S-A13
    """Card order: simplified (the write-up's rule: every suit ranks like a red suit) or traditional (the write-up's
    note: in black suits the small cards rank in reverse, 2 high and 10 low, and the plain Ace ranks above the 2)."""
    void_may_discard: bool = False  # S-A1
    """A player with no card of the led plain suit may play any card, even while holding a trump (the common public
    rule; the write-up makes such a player trump)."""
    may_decline: bool = False  # S-A2, S-A3
    """The holder of the trump Ace chooses whether to declare it; an undeclared Ace cannot rob and becomes the
    lowest trump, without the right to hold back. Off: it is declared automatically and publicly."""
    first_dealer: str = choice("random", "random", "jack")
    """How the first dealer is chosen: drawn at random (the write-up allows any method) or the first Jack (cards are
    dealt face up one at a time from South, and the first player given a Jack deals; the write-up's note)."""
    starting_chips: int = number(20, 1, 200)
    """Chips each player starts with (the write-up suggests 20)."""
    ante: int = number(1, 1, 5)
    """Chips each player puts into the pool before a deal (the write-up: 1)."""
    spoil_ante: str = choice("everyone", "everyone", "dealer", "nobody")  # S-A9
    """Who pays into the pool before a deal that follows a spoiled deal: everyone (the write-up), the dealer only
    (as some public rules have it) or nobody (the pool simply carries over)."""
    jink_bonus: int = number(1, 0, 5)  # S-A10, S-A11
    """Chips a player who takes all five tricks receives from each other player who has chips (the write-up: 1; a
    player with fewer chips pays what they have)."""
    deals: int = number(0, 0, 500)
    """Stop after this many deals, once the pool has been won (0: play until a player cannot pay into an empty pool,
    the write-up's end)."""
    single_deal: bool = False
    """Play only one deal (for lessons and simulations); the pool stays on the table if the deal is spoiled."""

    def _check(self) -> None:
        # With an ante above the starting chips nobody can pay into the first, empty pool, so no game could start:
        # refuse the rules here, where the house-rules form shows the reason, not at the Deal button.
        if self.ante > self.starting_chips:
            raise RulesError("ante", tr("spoil_five.rules_error.ante", ante=self.ante, chips=self.starting_chips))


PRESETS: dict[str, Rules] = {
    "standard": Rules(),
    "one_deal": Rules(single_deal=True),
    "three_players": Rules(players=3, single_deal=True),
    "four_traditional": Rules(players=4, ranking="traditional", single_deal=True),
    "six_players": Rules(players=6, single_deal=True),
    "seven_traditional": Rules(players=7, ranking="traditional", single_deal=True),
    "eight_players": Rules(players=8, single_deal=True),
    "nine_void_discard": Rules(players=9, void_may_discard=True, single_deal=True),
    "ten_players": Rules(players=10, single_deal=True),
    "public_rules": Rules(ranking="traditional", void_may_discard=True, spoil_ante="dealer", deals=4),
    "declare_or_decline": Rules(may_decline=True, single_deal=True),
    "first_jack_deals": Rules(first_dealer="jack", players=4, deals=3),
    "short_purse": Rules(starting_chips=3, players=3),
    "big_stakes": Rules(ante=2, jink_bonus=2, starting_chips=6, spoil_ante="nobody"),
}
"""Named rule sets covering every player count and every house-rule switch (labels: ``preset.<code>``)."""


# --------------------------------------------------------------------------------------------------------- order
def is_trump(card: Card, trumps: Suit) -> bool:
    """Whether ``card`` is a trump when ``trumps`` are trumps: the trump suit, and the Ace of hearts always (the one
    statement of the rule; the state and the bots ask it here)."""
    suit = card.suit
    return suit is trumps or (suit is Suit.HEARTS and card.rank == "A")


def _is_black(suit: Suit) -> bool:
    return suit in (Suit.SPADES, Suit.CLUBS)


@cache
def trump_order(trumps: Suit, ranking: str = "simplified") -> tuple[Card, ...]:
    """The trumps from highest to lowest: 5, J, A♥, A, K, Q, then 10 … 2 (black suits under the traditional
    ranking: 2 … 10). With hearts trumps there are 13 trumps, otherwise 14 (A♥ is always a trump).

    >>> " ".join(c.unicode for c in trump_order(Suit.SPADES))
    '5♠ J♠ A♥ A♠ K♠ Q♠ 10♠ 9♠ 8♠ 7♠ 6♠ 4♠ 3♠ 2♠'
    """
    top = [Card("5", trumps), Card("J", trumps), ACE_OF_HEARTS]
    if trumps is not Suit.HEARTS:
        top.append(Card("A", trumps))
    top += [Card("K", trumps), Card("Q", trumps)]
    small = ["10", "9", "8", "7", "6", "4", "3", "2"]
    if ranking == "traditional" and _is_black(trumps):
        small.reverse()
    return tuple(top + [Card(r, trumps) for r in small])


@cache
def plain_order(suit: Suit, ranking: str = "simplified") -> tuple[Card, ...]:
    """A suit that is not trumps, from highest to lowest: K Q J 10 … 2 A (black suits under the traditional
    ranking: K Q J A 2 … 10). Hearts have no Ace there: A♥ is always a trump.

    >>> " ".join(c.unicode for c in plain_order(Suit.CLUBS, "traditional"))
    'K♣ Q♣ J♣ A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣'
    """
    if ranking == "traditional" and _is_black(suit):
        ranks = ["K", "Q", "J", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
    else:
        ranks = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
    return tuple(Card(r, suit) for r in ranks if not (r == "A" and suit is Suit.HEARTS))


@cache
def _powers(trumps: Suit, ranking: str) -> dict[Card, int]:
    """Strength of every card for a deal: trumps 186-200 (above every plain card), plain cards 38-50."""
    power: dict[Card, int] = {}
    for suit in SUITS:
        if suit is not trumps:
            for i, c in enumerate(plain_order(suit, ranking)):
                power[c] = 50 - i
    for i, c in enumerate(trump_order(trumps, ranking)):
        power[c] = 200 - i
    return power


@cache
def _power_table(trumps: Suit, ranking: str) -> dict[int, int]:
    """:func:`_powers` keyed by ``Card.key`` (an int: the hot path of play avoids hashing cards; every card of a
    Spoil Five deal is a standard card, which its key names)."""
    return {c.key: v for c, v in _powers(trumps, ranking).items()}


@cache
def _top_trumps(trumps: Suit) -> tuple[Card, ...]:
    """The 5 and the Jack of trumps and A♥: the cards that may renege (S-A5)."""
    return (Card("5", trumps), Card("J", trumps), ACE_OF_HEARTS)


_DECK = standard_deck()
"""The deck in its unshuffled order, built once (each deal shuffles a copy)."""

def _shuffled(rng: random.Random) -> tuple[Card, ...]:
    """The deck shuffled as ``rng.shuffle(list(_DECK))`` shuffles it, card for card and leaving ``rng`` as that
    would (:func:`cardrules.cards.shuffle`: every deal after the first shuffles the deck, and the library's shuffle,
    a method call per card, was a fifth of the cost of a new deal)."""
    deck = list(_DECK)
    shuffle(rng, deck)
    return tuple(deck)


_LOW_ACE_POWER = 150
"""An undeclared trump Ace: below the lowest trump, still above every plain card (S-A3)."""

# Tables for the hot path of play, worked out once at import from the functions above (the rules are stated there
# only): a move looks a card up by its int key instead of asking the functions again, and hashing a Card (a frozen
# dataclass of a str and an enum) costs more than the rest of the look-up.
_TRUMP_KEYS: dict[Suit, frozenset[int]] = {t: frozenset(c.key for c in _DECK if is_trump(c, t)) for t in SUITS}
"""The keys of the trumps of each trump suit (:func:`is_trump`)."""
_POWERS: dict[tuple[Suit, str], dict[int, int]] = {(t, r): _power_table(t, r) for t in SUITS
                                                   for r in ("simplified", "traditional")}
""":func:`_power_table` of each trump suit and ranking."""
_ACE: dict[Suit, Card] = {c.suit: c for c in _DECK if c.rank == "A"}
"""The Ace of each suit (building a Card checks its rank and suit)."""
_SUIT_PLACE = {s: i + 1 for i, s in enumerate(SUITS)}


def _hand_place(card: Card, trumps: Suit, power: int) -> tuple[int, int]:
    """Where ``card`` (of strength ``power``) goes in a hand: trumps first, then suit by suit, each from its best
    card down."""
    return (0 if is_trump(card, trumps) else _SUIT_PLACE[card.suit], -power)


_HAND_PLACES: dict[tuple[Suit, str], dict[int, tuple[int, int]]] = {
    (t, r): {c.key: _hand_place(c, t, power[c.key]) for c in _DECK} for (t, r), power in _POWERS.items()}
""":func:`_hand_place` of every card by its key, for each trump suit and ranking (no Ace declined)."""


def _sort_hand(hand: Sequence[Card], trumps: Suit, ranking: str) -> tuple[Card, ...]:
    """A hand in the order it is shown while no Ace is declined (:func:`_hand_place`, by its table)."""
    place = _HAND_PLACES[trumps, ranking]
    return tuple(sorted(hand, key=lambda c: place[c.key]))


def _trick_winner(trick: Sequence[tuple[int, Card]], trumps: Suit, ranking: str,
                  low_ace: Card | None) -> tuple[int, Card] | None:
    """The (seat, card) winning ``trick`` so far: the highest trump, else the highest card of the led suit."""
    if not trick:
        return None
    trump_keys = _TRUMP_KEYS[trumps]
    powers = _POWERS[trumps, ranking]
    led = trick[0][1]
    led_suit = None if led.key in trump_keys else led.suit
    best = trick[0]
    best_key = -1
    for play in trick:
        card = play[1]
        if card.key in trump_keys or card.suit is led_suit:
            key = _LOW_ACE_POWER if low_ace is not None and card == low_ace else powers[card.key]
            if key > best_key:
                best, best_key = play, key
    return best


def _role(card: Card, trick: Sequence[tuple[int, Card]], trumps: Suit) -> str:
    """What playing ``card`` to ``trick`` does: lead, follow (the suit led; a trump to a trump lead), trump or
    discard."""
    if not trick:
        return "lead"
    led = trick[0][1]
    trump_keys = _TRUMP_KEYS[trumps]  # is_trump, by its table
    if led.key in trump_keys:
        return "follow" if card.key in trump_keys else "discard"
    if card.key in trump_keys:
        return "trump"
    return "follow" if card.suit is led.suit else "discard"


# --------------------------------------------------------------------------------------------------------- moves
# Every move derives from protocol.Move: a move that is not a card keeps its defaults (no card, no targets).
@dataclass(frozen=True, slots=True)
class Declare(Move):
    """The holder of the trump Ace declares it (a decision only when ``Rules.may_decline``)."""

    @property
    def label(self) -> str:
        return tr("spoil_five.move.declare")

    def __str__(self) -> str:
        return "declare"


@dataclass(frozen=True, slots=True)
class Decline(Move):
    """The holder of the trump Ace declines to declare it: it becomes the lowest trump for the deal (S-A3)."""

    @property
    def label(self) -> str:
        return tr("spoil_five.move.decline")

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True, slots=True)
class Rob(Move):
    """Take the turned-up card ``take`` into the hand and discard ``discard`` face down (S-A4)."""

    take: Card
    discard: Card

    @property
    def card(self) -> Card | None:
        """The hand card discarded; None when the card discarded is the one just taken (not a hand card)."""
        return None if self.discard == self.take else self.discard

    @property
    def targets(self) -> tuple[Card, ...]:
        return (self.take,)

    @property
    def label(self) -> str:
        if self.discard == self.take:  # the robber keeps the hand: the turn-up goes straight to the discard
            return tr("spoil_five.move.rob_keep", take=self.take.unicode)
        return tr("spoil_five.move.rob", take=self.take.unicode, discard=self.discard.unicode)

    def __str__(self) -> str:
        return f"rob {self.take} discard {self.discard}"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """Do not rob: the turn-up stays on the stock."""

    @property
    def label(self) -> str:
        return tr("spoil_five.move.pass")

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Lead(Move):
    """Lead ``card`` to a new trick."""

    card: Card  # a field where the base has a property: the card is the move

    @property
    def label(self) -> str:
        return tr("spoil_five.move.lead", card=self.card.unicode)

    def __str__(self) -> str:
        return f"lead {self.card}"


@dataclass(frozen=True, slots=True)
class Play(Move):
    """Play ``card`` to the trick in progress (follow, trump or discard)."""

    card: Card

    @property
    def label(self) -> str:
        return tr("spoil_five.move.play", card=self.card.unicode)

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class Stop(Move):
    """After winning the first three tricks, end the deal and take the pool instead of jinking (S-A7)."""

    @property
    def label(self) -> str:
        return tr("spoil_five.move.stop")

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True, slots=True)
class Jink(Move):
    """After winning the first three tricks, lead ``card`` to the 4th trick: going for all five (S-A7)."""

    card: Card

    @property
    def label(self) -> str:
        return tr("spoil_five.move.jink", card=self.card.unicode)

    def __str__(self) -> str:
        return f"jink {self.card}"


SpoilFiveMove = Declare | Decline | Rob | Pass | Lead | Play | Stop | Jink
_MOVE_TYPES = (Declare, Decline, Rob, Pass, Lead, Play, Stop, Jink)
"""Every move of the game."""

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
_DECLARE, _DECLINE, _PASS, _STOP = Declare(), Decline(), Pass(), Stop()
_CARD_MOVES = frozenset({Lead, Play, Jink})
_PLAY_INFO: dict[str, tuple[tuple[tuple[str, Any], ...], ...]] = {
    role: tuple((("trick", n), ("role", role)) for n in range(6)) for role in ("lead", "follow", "trump", "discard")}
"""The info of a play event, ``event("play", ..., trick=n, role=role).info``, by role then trick."""
_WORDS: dict[str, SpoilFiveMove] = {"declare": _DECLARE, "decline": _DECLINE, "pass": _PASS, "stop": _STOP}


def parse_move(text: str) -> SpoilFiveMove:
    """Read a move from its notation: ``lead 5S``, ``play AH``, ``rob 7S discard 3C``, ``pass``, ``declare``,
    ``decline``, ``stop``, ``jink KS``; :class:`~cardrules.errors.MoveFormatError` says why a text is none.

    >>> parse_move("rob 7S discard 3C")
    Rob(take=Card.parse('7S'), discard=Card.parse('3C'))
    """
    words = move_text(text).strip().lower().split()
    card = STANDARD_SPELLING.card
    try:
        if len(words) == 1 and words[0] in _WORDS:
            return _WORDS[words[0]]
        if len(words) == 2 and words[0] == "lead":
            return Lead(card(words[1]))
        if len(words) == 2 and words[0] == "play":
            return Play(card(words[1]))
        if len(words) == 2 and words[0] == "jink":
            return Jink(card(words[1]))
        if len(words) == 4 and words[0] == "rob" and words[2] == "discard":
            return Rob(card(words[1]), card(words[3]))
    except CardError as err:
        raise MoveFormatError(text, str(err)) from None
    raise MoveFormatError(text, Text("spoil_five.move_error.unknown", text=repr(text)))


# ------------------------------------------------------------------------------------------------ data for views
def suit_name(suit: Suit) -> Text:
    """A suit as data for a sentence (its name is worded when shown; a bare ``Suit`` is a one-letter string)."""
    return Text(f"card.suit.{suit.value}")


@cache
def trumps_shown(suit: Suit) -> Text:
    """The trump suit as the table shows it: its symbol and its name (``♠ spades``)."""
    return Text("spoil_five.fact.trumps_value", symbol=suit.symbol, suit=suit_name(suit))


def _view_part(data: tuple[Any, ...], name: str) -> Any:
    """A part of a view (``zones``, ``facts`` or ``events``) from what ``State._view_later`` kept for the seat:
    nothing hidden from it, and no state."""
    (p, to_move, moves, dealer, hands, trick, best, trick_number, last, turnup, trumps, stock, discards, won, deal,
     pool, chips, winners, jinker, low_ace, log, phase, jink_open) = data
    if name == "events":
        return log.events()
    if name == "status":
        return _status(p, phase, to_move, chips, trumps, turnup, jink_open, trick, trick_number)
    if name == "facts":
        facts: list[tuple[str, Any]] = [
            ("deal", deal), ("dealer", _seat(dealer, p)), ("trumps", trumps_shown(trumps)),
            ("pool", pool), ("chips", SeatCounts(chips)),
            ("tricks", SeatCounts(tuple([winners.count(s) for s in range(p)])))]
        if jinker is not None:
            facts.append(("jink", _seat(jinker, p)))
        if low_ace is not None:
            facts.append(("undeclared", low_ace))
        return tuple(facts)
    highlight = () if moves is None else tuple([m.card for m in moves if m.card is not None])
    zones: list[Zone] = []
    for s, hand in enumerate(hands):
        if type(hand) is int:
            zones.append(_zone_hidden_hand(s, p, s == dealer, hand))
        else:
            zones.append(Zone(f"hand/{s}", _hand_label(s, p, s == dealer), hand, owner=s, layout="fan",
                              highlight=highlight if s == to_move else ()))
    if trick:
        zones.append(Zone("table", Text("spoil_five.zone.trick", n=min(trick_number, 5)),
                          tuple([c for _, c in trick]), note=_trick_note(trick, p), highlight=(best[1],)))
    else:
        zones.append(_zone_empty_table(min(trick_number, 5)))
    if last is not None:
        # The trick last taken in this deal, face up, who played each card and who won it: at the table the bots
        # close a trick at once after the reader's card, and a reader should see what happened before the next
        # lead. Its cards are the last ones added to the winner's tricks, in the order played from its leader.
        winner, leader, cards = last
        zones.append(Zone("last_trick", Text("spoil_five.zone.last_trick", n=len(winners), seat=_seat(winner, p)),
                          cards, owner=winner,
                          note=_trick_note((((leader + i) % p, c) for i, c in enumerate(cards)), p),
                          highlight=(cards[(winner - leader) % p],)))
    zones.append(_zone_turnup(turnup, trumps))
    zones.append(_zone_stock(stock))
    if discards:  # zones that would only say "none" are left out, to keep the table readable
        zones.append(Zone("discards", Text("spoil_five.zone.discard"),
                          (None,) if type(discards) is int else discards, layout="stack"))
    for s, taken in enumerate(won):
        if type(taken) is int:
            if taken >= p:
                zones.append(_zone_hidden_tricks(s, p, taken))
        elif len(taken) >= p:
            zones.append(Zone(f"tricks/{s}", Text("spoil_five.zone.tricks", seat=Seat(s, p)), taken, owner=s,
                              layout="stack", note=_tricks_note(len(taken) // p)))
    return tuple(zones)


def _status(p: int, phase: str, seat: int | None, chips: tuple[int, ...], trumps: Suit, turnup: Card | None,
            jink_open: bool, trick: tuple[tuple[int, Card], ...], trick_number: int) -> Text:
    """What is asked now, as data: the seat asked, and the card it is asked about (or the result)."""
    if phase == "over":
        return Text("spoil_five.status.result", result=FinalChips(chips))
    assert seat is not None
    who = Seat(seat, p)
    if phase == "declare":
        return Text("spoil_five.status.declare", name=who, card=Card("A", trumps))
    if phase == "rob":
        assert turnup is not None
        return Text("spoil_five.status.rob", name=who, card=turnup)
    if jink_open:
        return Text("spoil_five.status.three", name=who)
    if not trick:
        return Text("spoil_five.status.lead", name=who, n=trick_number)
    return Text("spoil_five.status.play", name=who, n=trick_number)


@cache
def _seat(index: int, players: int) -> Seat:
    return Seat(index, players)


def eldest(dealer: int, players: int) -> int:
    """The seat on the dealer's left, who leads the first trick of a deal (the deal, and the lead, go clockwise)."""
    return (dealer + 1) % players


def _trick_note(plays: Iterable[tuple[int, Card]], players: int) -> Text:
    """Who played which card of a trick, in the order played: the note beside a trick's cards."""
    return Text("spoil_five.zone.trick_plays", plays=tuple(
        [Text("spoil_five.zone.trick_play", seat=_seat(s, players), card=c) for s, c in plays]))


@cache
def _hand_label(seat: int, players: int, dealer: bool) -> Text:
    label: Text | Seat = Text("zone.dealer", name=Seat(seat, players)) if dealer else Seat(seat, players)
    return Text("spoil_five.zone.hand", seat=label)


@cache
def _zone_hidden_hand(seat: int, players: int, dealer: bool, count: int) -> Zone:
    return Zone(f"hand/{seat}", _hand_label(seat, players, dealer), (None,) * count, owner=seat, layout="fan")


@cache
def _zone_empty_table(n: int) -> Zone:
    return Zone("table", Text("spoil_five.zone.trick", n=n), ())


@cache
def _zone_turnup(turnup: Card | None, trumps: Suit) -> Zone:
    return Zone("turnup", Text("spoil_five.zone.turnup"), (turnup,) if turnup else (),
                note=Text("spoil_five.zone.trumps_note", suit=suit_name(trumps)))


@cache
def _zone_stock(count: int) -> Zone:
    return Zone("stock", Text("zone.stock"), (None,) * count, layout="stack")


@cache
def _tricks_note(n: int) -> Text:
    return Text("spoil_five.tricks." + ("one" if n == 1 else "other"), n=n)


@cache
def _zone_hidden_tricks(seat: int, players: int, cards: int) -> Zone:
    return Zone(f"tricks/{seat}", Text("spoil_five.zone.tricks", seat=Seat(seat, players)), (None,) * cards,
                owner=seat, layout="stack", note=_tricks_note(cards // players))


@dataclass(frozen=True, slots=True)
class SeatCounts:
    """A number per seat (chips held, tricks taken), as data: ``counts[seat]`` is the number, and shown (``say``)
    it reads ``South 20, West 19, ...`` with the seats' names in the language in force."""

    counts: tuple[int, ...]

    def __getitem__(self, seat: int) -> int:
        return self.counts[seat]

    def __len__(self) -> int:
        return len(self.counts)

    def __iter__(self) -> Iterator[int]:
        return iter(self.counts)

    def __str__(self) -> str:
        names = seat_names(len(self.counts))
        return tr("list.sep").join(tr("spoil_five.fact.seat_count", seat=names[s], n=n)
                                   for s, n in enumerate(self.counts))


@dataclass(frozen=True, slots=True)
class FinalChips(SeatCounts):
    """The chips at the end of a game, shown as its result (most chips wins, S-A8)."""

    def __str__(self) -> str:
        return str(Result(seat_names(len(self.counts)), self.counts, best_owners(self.counts)))


# --------------------------------------------------------------------------------------------------------- state
@dataclass(frozen=True)
class State(GameState):
    """A Spoil Five game between two decisions. Immutable: ``play`` returns the next state."""

    GAME: ClassVar[str] = NAME

    rules: Rules
    start: str
    seed: int
    deal: int
    """Number of the deal in progress (1 for the first)."""
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    """The undealt cards under the turn-up, face down."""
    turnup: Card | None
    """The turned-up card while it lies on the stock (None once robbed)."""
    trumps: Suit
    discards: tuple[Card, ...]
    """The robber's face-down discard (S-A4)."""
    won: tuple[tuple[Card, ...], ...]
    """Cards of the tricks each seat has taken this deal."""
    winners: tuple[int, ...]
    """Winner of each completed trick of this deal, in order."""
    trick: tuple[tuple[int, Card], ...]
    """The trick in progress: (seat, card) in play order."""
    leader: int
    phase: str
    """'declare', 'rob', 'play' or 'over'."""
    decider: int | None
    """The seat deciding in the 'declare' or 'rob' phase."""
    low_ace: Card | None
    """The trump Ace when its holder declined to declare it: the lowest trump this deal (S-A3)."""
    chips: tuple[int, ...]
    pool: int
    after_spoil: bool
    """Whether the deal in progress follows a spoiled deal (it decides who antes next, S-A9)."""
    score_lines: tuple[ScoreLine, ...]

    # -- the protocol ---------------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def to_move(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase != "play":
            return self.decider
        return (self.leader + len(self.trick)) % self.rules.players

    @property
    def trick_number(self) -> int:
        """The trick in progress, 1-5."""
        return len(self.winners) + 1

    @property
    def jink_open(self) -> bool:
        """Whether the seat to move won the first three tricks and has not yet chosen to stop or lead on (S-A7)."""
        w = self.winners
        return self.phase == "play" and len(w) == 3 and not self.trick and w[0] == w[1] == w[2]

    @property
    def jinker(self) -> int | None:
        """The seat going for all five tricks (it won tricks 1-3 and led to the 4th), if any."""
        w = self.winners
        if len(w) >= 3 and w[0] == w[1] == w[2] and (len(w) > 3 or self.trick):
            return w[0]
        return None

    def explain(self) -> dict[str, str]:
        """For each card in the hand of the seat to move (by its face): ``"legal"`` or the reason it may not be
        played now (worded now, in the language in force)."""
        seat = self.to_move
        if seat is None or self.phase != "play":
            return {}
        kind = Play if self.trick else (Jink if self.jink_open else Lead)
        return {c.unicode: str(self.why_illegal(kind(c)) or "legal") for c in self.hands[seat]}

    def is_trump(self, card: Card) -> bool:
        """Whether ``card`` is a trump this deal (the trump suit, and A♥ always: :func:`is_trump`, by its table)."""
        return card.key in _TRUMP_KEYS[self.trumps]

    def power(self, card: Card) -> int:
        """The card's strength this deal: every trump beats every plain card; compare plain cards of one suit."""
        low_ace = self.low_ace
        if low_ace is not None and card == low_ace:
            return _LOW_ACE_POWER
        return _POWERS[self.trumps, self.rules.ranking][card.key]

    def trick_winner(self) -> tuple[int, Card] | None:
        """The (seat, card) winning the trick in progress so far: the highest trump, else the highest card of the
        led suit."""
        return _trick_winner(self.trick, self.trumps, self.rules.ranking, self.low_ace)

    def _top_trumps(self) -> tuple[Card, ...]:
        """The three cards that may be held back when a lower trump is led (S-A5); not an undeclared A♥ (S-A3)."""
        top = _top_trumps(self.trumps)
        low_ace = self.low_ace
        return top if low_ace is None else tuple(c for c in top if c != low_ace)

    def may_hold_back(self, trumps_held: Sequence[Card], led: Card) -> bool:
        """The reneging privilege (the write-up's rule, S-A5, S-A15): a player whose only trumps are among the top
        three (5, J of trumps, A♥) need not play one to a trump lead lower than every one of them."""
        top = self._top_trumps()
        power = self.power(led)
        return all(c in top and self.power(c) > power for c in trumps_held)

    def playable(self, seat: int | None = None) -> tuple[Card, ...]:
        """The cards ``seat`` (default: the seat to move) may play to the trick in progress, in hand order."""
        fields = self.__dict__  # read once (see _play_card): listing the moves is the other half of a decision
        asked = self.to_move if seat is None else seat
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
            return hand if self.may_hold_back(trumps, led) else trumps
        suit = led.suit
        for c in hand:
            if c.suit is suit and c.key not in trump_keys:
                # trumping is allowed while able to follow (A♥ of a hearts lead is a trump: in either way)
                return tuple([c for c in hand if c.suit is suit or c.key in trump_keys])
        if trumps and not fields["rules"].void_may_discard:
            return trumps  # S-A1: the write-up lets only a player with neither discard
        return hand

    def _list_moves(self) -> tuple[SpoilFiveMove, ...]:
        # what legal_moves() keeps for this state; play_unchecked() applies a move taken from it
        fields = self.__dict__  # read once (see _play_card)
        phase = fields["phase"]
        if phase == "play":
            trick = fields["trick"]
            if trick:
                plays = _PLAY_OF
                seat = (fields["leader"] + len(trick)) % fields["rules"].players  # to_move in the play phase
                return tuple([plays[c.key] for c in self.playable(seat)])
            hand = fields["hands"][fields["leader"]]
            if self.jink_open:
                return (_STOP,) + tuple([Jink(c) for c in hand])
            leads = _LEAD_OF
            return tuple([leads[c.key] for c in hand])
        if phase == "over":
            return ()
        if phase == "declare":
            return (_DECLARE, _DECLINE)
        take = self.turnup
        assert take is not None
        hand = self.hands[self.decider]  # type: ignore[index]
        return tuple([Rob(take, c) for c in hand]) + (Rob(take, take), _PASS)

    def deck_set(self) -> frozenset[Card]:
        return STANDARD_SPELLING.deck

    def why_illegal(self, move: Any) -> Reason | None:
        if not isinstance(move, _MOVE_TYPES):  # first: a phase's reason would name a move that was none
            return Text("spoil_five.reason.not_a_move", move=repr(move))
        if self.phase == "over":
            return Text("reason.game_over")
        foreign = self.foreign_card(move)  # before the rules, which find a card by its key (1H's is AH's)
        if foreign is not None:
            return foreign
        seat = self.to_move
        assert seat is not None
        if self.phase == "declare":
            if isinstance(move, (Declare, Decline)):
                return None
            return Text("spoil_five.reason.declare_first", name=Seat(seat, self.players))
        if self.phase == "rob":
            if isinstance(move, Pass):
                return None
            if not isinstance(move, Rob):
                return Text("spoil_five.reason.rob_first", name=Seat(seat, self.players))
            if move.take != self.turnup:
                return Text("spoil_five.reason.rob_turnup", turnup=self.turnup.unicode if self.turnup else "",
                          card=move.take.unicode)
            if move.discard != move.take and move.discard not in self.hands[seat]:
                return Text("spoil_five.reason.discard_not_held", name=Seat(seat, self.players),
                            card=move.discard.unicode)
            return None
        if isinstance(move, Stop):
            if self.jink_open:
                return None
            return Text("spoil_five.reason.stop_only")
        if isinstance(move, (Declare, Decline)):
            return Text("spoil_five.reason.declare_before")
        if isinstance(move, (Rob, Pass)):
            return Text("spoil_five.reason.rob_before")
        if isinstance(move, Jink):
            if not self.jink_open:
                return Text("spoil_five.reason.jink_only")
        elif isinstance(move, Lead):
            if self.trick:
                return Text("spoil_five.reason.already_led", name=Seat(seat, self.players))
            if self.jink_open:
                return Text("spoil_five.reason.stop_or_jink", name=Seat(seat, self.players), card=str(move.card))
        elif isinstance(move, Play):
            if not self.trick:
                return Text("spoil_five.reason.must_lead", name=Seat(seat, self.players))
        else:
            return Text("spoil_five.reason.not_a_move", move=repr(move))
        card = move.card
        hand = self.hands[seat]
        if card not in hand:
            return Text("spoil_five.reason.not_held", name=Seat(seat, self.players), card=card.unicode)
        if not self.trick:
            return None
        return self._follow_reason(card, hand)

    def _follow_reason(self, card: Card, hand: tuple[Card, ...]) -> Reason | None:
        """Why ``card`` may not be played to the trick in progress, or None (the following rules, S-A1, S-A5)."""
        led = self.trick[0][1]
        if self.is_trump(led):
            if self.is_trump(card):
                return None
            held = [c for c in hand if self.is_trump(c)]
            if not held or self.may_hold_back(held, led):
                return None
            top = self._top_trumps()
            low = [c for c in held if c not in top]
            if low:
                return Text("spoil_five.reason.trump_led_low", led=led.unicode, card=low[0].unicode)
            higher = next(c for c in held if self.power(c) < self.power(led))
            return Text("spoil_five.reason.trump_led_higher", led=led.unicode, card=higher.unicode)
        suit = led.suit
        if card.suit is suit and not self.is_trump(card) or self.is_trump(card):
            return None
        if any(c.suit is suit and not self.is_trump(c) for c in hand):
            return Text("spoil_five.reason.follow", suit=suit)
        if self.rules.void_may_discard:
            return None
        if any(self.is_trump(c) for c in hand):
            return Text("spoil_five.reason.must_trump", suit=suit)
        return None

    # -- applying moves -------------------------------------------------------------------------------------------
    def _apply(self, move: SpoilFiveMove) -> State:
        if type(move) in _CARD_MOVES:  # the moves of nearly every decision first
            return self._play_card(move)  # type: ignore[arg-type]
        d = self.deal
        seat = self.to_move
        assert seat is not None
        if isinstance(move, Declare):
            ace = Card("A", self.trumps)
            ev = event("declare", seat, (ace,), deal=d)
            return self._advance((move,), (ev,), phase="rob")
        if isinstance(move, Decline):
            ace = Card("A", self.trumps)
            ev = event("decline", seat, (ace,), deal=d, visible_to=seat)
            return self._advance((move,), (ev,), phase="play", decider=None, low_ace=ace)
        if isinstance(move, Pass):
            ev = event("pass", seat, deal=d)
            return self._advance((move,), (ev,), phase="play", decider=None)
        if isinstance(move, Rob):
            hand = self.hands[seat]
            if move.discard != move.take:
                hand = self._sorted(tuple(c for c in hand if c != move.discard) + (move.take,))
            robbed = (event("rob", seat, (move.take,), deal=d),
                      event("discard", seat, (move.discard,), deal=d, visible_to=seat))
            return self._advance((move,), robbed, phase="play", decider=None, turnup=None, discards=(move.discard,),
                                 hands=_replace_at(self.hands, seat, hand))
        if isinstance(move, Stop):
            ev = event("stop", seat, deal=d)
            return self._advance((move,), (ev,))._finish_deal(stopped=True)
        return self._play_card(move)

    def _play_card(self, move: Lead | Jink | Play) -> State:
        """Lead, Jink or Play: the card goes to the trick; the events are built as event() would (its keyword
        arguments in this order), directly."""
        fields = self.__dict__  # the fields read from the instance's dict: as fast as attributes
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
            return self._advance((move,), evs, hands=hands, trick=trick)
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
        state = self._advance((move,), evs, hands=hands, won=won, winners=winners, trick=(), leader=winner)
        if n == 5:
            return state._finish_deal(stopped=False)
        return state

    def _role(self, card: Card) -> str:
        """What playing ``card`` now does: lead, follow, trump or discard (the play event says it)."""
        return _role(card, self.trick, self.trumps)

    def _finish_deal(self, *, stopped: bool) -> State:
        """Pay the pool (and the all-five bonus) or carry it over, then end the game or deal the next hand."""
        d, p, rules = self.deal, self.rules.players, self.rules
        chips = list(self.chips)
        pool = self.pool
        evs: list[Event] = []
        lines: list[ScoreLine] = []
        counts = [self.winners.count(s) for s in range(p)]
        jinker = None if stopped else self.jinker
        winner: int | None = None
        if stopped:
            winner = self.leader
        elif jinker is not None:
            winner = jinker if counts[jinker] == 5 else None
        else:
            winner = next((s for s in range(p) if counts[s] >= 3), None)
        if winner is None:
            evs.append(event("spoil", jinker, deal=d, pool=pool, jink=jinker is not None))
            spoiled = True
        else:
            evs.append(event("pool", winner, deal=d, chips=pool, tricks=counts[winner]))
            lines.append(ScoreLine(d, winner, "pool", pool))
            chips[winner] += pool
            pool = 0
            spoiled = False
            if counts[winner] == 5 and rules.jink_bonus:
                paid = 0
                for s in range(p):
                    if s != winner and chips[s] > 0:  # S-A10, S-A11: only those who have chips pay
                        amount = min(rules.jink_bonus, chips[s])
                        chips[s] -= amount
                        paid += amount
                        lines.append(ScoreLine(d, s, "bonus", -amount))
                chips[winner] += paid
                lines.append(ScoreLine(d, winner, "bonus", paid))
                evs.append(event("bonus", winner, deal=d, chips=paid, each=rules.jink_bonus))
        reason = _end_reason(rules, d, tuple(chips), pool)
        if reason is not None:
            # the final chips as data: the narration words the result when it is read, in the language then
            evs.append(event("game_over", None, deal=d, reason=reason, chips=tuple(chips), winners=best_owners(chips)))
            return self._advance((), evs, chips=tuple(chips), pool=pool, phase="over", decider=None,
                                 score_lines=self.score_lines + tuple(lines))
        deck = _shuffled(random.Random(f"{self.seed}/{d + 1}"))
        return _begin_deal(self, deal=d + 1, dealer=(self.dealer + 1) % p, deck=deck, after_spoil=spoiled,
                           chips=chips, pool=pool, evs=evs, lines=lines)

    def _sorted(self, hand: Sequence[Card]) -> tuple[Card, ...]:
        """The hand in the order it is shown (:func:`_hand_place`)."""
        if self.low_ace is None:
            return _sort_hand(hand, self.trumps, self.rules.ranking)
        trumps, power = self.trumps, self.power
        return tuple(sorted(hand, key=lambda c: _hand_place(c, trumps, power(c))))

    # -- results and views ----------------------------------------------------------------------------------------
    @property
    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        return Result(self.names, self.chips, best_owners(self.chips))  # S-A8: most chips wins

    def all_cards(self) -> tuple[Card, ...]:
        """Every card of the deck, wherever it lies (hands, stock, turn-up, discard, trick, tricks taken)."""
        out: list[Card] = []
        for h in self.hands:
            out += h
        out += self.stock
        if self.turnup is not None:
            out.append(self.turnup)
        out += self.discards
        out += [c for _, c in self.trick]
        for w in self.won:
            out += w
        return tuple(out)

    # What does not change from one decision to the next (a hidden hand of n cards, the stock, the turn-up, a pile
    # of tricks face down, their labels) is built once (_zone_* below): the view is built at every decision of a
    # bot, and building frozen dataclasses was most of its cost.
    def _view_later(self, seat: int | None,
                    open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
        # The status at once; the zones, facts and log when first read, from what the seat sees: the hands by their
        # size but its own, what the trick's leading card is (worked out now: it may depend on an Ace not declared,
        # known to its holder alone), the discards to the robber alone, the undeclared Ace to its holder alone.
        p = self.rules.players
        to_move = self.to_move
        sees_mover = to_move is not None and (open_hands or seat == to_move)
        moves = self.legal_moves() if sees_mover and self.phase == "play" else None  # its cards to play, lit
        hands: tuple[Any, ...] = self.hands
        if not open_hands:  # the hands by their size, but the seat's own
            hands = tuple([hand if s == seat else len(hand) for s, hand in enumerate(hands)])
        trick = self.trick
        best = _trick_winner(trick, self.trumps, self.rules.ranking, self.low_ace) if trick else None
        winners = self.winners
        last = None
        if winners:
            winner = winners[-1]
            last = (winner, winners[-2] if len(winners) > 1 else eldest(self.dealer, p), self.won[winner][-p:])
        discards: tuple[Card, ...] | int = ()
        if self.discards:
            # who robbed, found in the log once per rob (kept with the discards it made, handed on to later states)
            hit = self._cache.get("_robbed_by")
            if hit is None or hit[0] is not self.discards:
                hit = self._cache["_robbed_by"] = (self.discards, self._robber())
            robber_sees = open_hands or (seat is not None and hit[1] == seat)
            discards = self.discards if robber_sees else len(self.discards)
        won = self.won if open_hands else tuple(map(len, self.won))
        low_ace = None
        if self.low_ace is not None and (open_hands or self._decliner() == seat):
            low_ace = self.low_ace
        log = SeenLog((None, (self.events,))) if open_hands else self._seen_log(seat)
        data = (p, to_move, moves, self.dealer, hands, trick, best, self.trick_number, last, self.turnup,
                self.trumps, len(self.stock), discards, won, self.deal, self.pool, self.chips, winners, self.jinker,
                low_ace, log, self.phase, self.jink_open)
        return {}, _view_part, data

    def _view_zones(self, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
        return self.view(seat, open_hands=open_hands).zones

    def _view_facts(self, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
        return self.view(seat, open_hands=open_hands).facts

    def _robber(self) -> int | None:
        for e in reversed(self.events):
            if e.deal != self.deal:
                return None
            if e.kind == "rob":
                return e.seat
        return None

    def _decliner(self) -> int | None:
        for e in reversed(self.events):
            if e.deal != self.deal:
                return None
            if e.kind == "decline":
                return e.seat
        return None

    @property
    def status(self) -> Text:
        """What is asked now, as data: the seat asked, and the card it is asked about."""
        return _status(self.rules.players, self.phase, self.to_move, self.chips, self.trumps, self.turnup,
                       self.jink_open, self.trick, self.trick_number)

    # -- loading --------------------------------------------------------------------------------------------------
    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        known = {"deck", "dealer", "seed", "chips", "pool", "after_spoil", "jack"}
        for key in start:
            if key not in known:
                raise StateFormatError(f"start.{key}", tr("spoil_five.state_error.unknown_field"))
        p = rules.players
        deck = _deck_field(start)
        for key in ("dealer", "seed", "pool"):
            if key not in start:
                raise StateFormatError(f"start.{key}", tr("state_error.missing"))
            if not isinstance(start[key], int) or isinstance(start[key], bool):
                raise StateFormatError(f"start.{key}", tr("state_error.integer", got=repr(start[key])))
        dealer, seed, pool = start["dealer"], start["seed"], start["pool"]
        if not 0 <= dealer < p:
            raise StateFormatError("start.dealer", tr("state_error.seat", max=p - 1, got=dealer))
        if pool < 0:
            raise StateFormatError("start.pool", tr("spoil_five.state_error.pool", got=pool))
        chips = start.get("chips")
        if (not isinstance(chips, list) or len(chips) != p
                or not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in chips)):
            raise StateFormatError("start.chips", tr("spoil_five.state_error.chips", n=p, got=repr(chips)))
        after_spoil = start.get("after_spoil", False)
        if not isinstance(after_spoil, bool):
            raise StateFormatError("start.after_spoil", tr("state_error.bool", got=repr(after_spoil)))
        if after_spoil and pool == 0:
            raise StateFormatError("start.pool", tr("spoil_five.state_error.pool_after_spoil"))
        if pool == 0 and min(chips) < rules.ante:
            raise StateFormatError("start.chips", tr("spoil_five.state_error.no_ante"))
        jack = cards_field(start, "jack", STANDARD_SPELLING) if "jack" in start else ()
        if jack and (jack[-1].rank != "J" or any(c.rank == "J" for c in jack[:-1])
                     or (len(jack) - 1) % p != dealer or len(set(jack)) != len(jack)):
            raise StateFormatError("start.jack", tr("spoil_five.state_error.jack"))
        events: list[Event] = []
        if jack:
            events.append(event("first_dealer", dealer, jack, deal=1))
        base = State(rules=rules, start=start_json(**dict(start)), seed=seed, deal=1, dealer=dealer,
                     hands=((),) * p, stock=(), turnup=None, trumps=Suit.SPADES, discards=(), won=((),) * p,
                     winners=(), trick=(), leader=dealer, phase="over", decider=None, low_ace=None,
                     chips=tuple(chips), pool=pool, after_spoil=after_spoil, log=Log.of(events=events),
                     score_lines=tuple(ScoreLine(1, s, "starting_chips", chips[s]) for s in range(p)))
        return _begin_deal(base, deal=1, dealer=dealer, deck=deck, after_spoil=after_spoil, chips=list(chips),
                           pool=pool, evs=[], lines=[])

    @classmethod
    def _parse_move(cls, text: str) -> SpoilFiveMove:
        return parse_move(text)


_BY_CODE: dict[str, Card] = {c.code: c for c in _DECK}
_DECK_CODES = sorted(_BY_CODE)


def _deck_field(start: Mapping[str, Any]) -> tuple[Card, ...]:
    """The start's deck, which must be the 52 cards: a list of their codes as this module writes them is read by
    looking the codes up (a game of one deal spent a third of its time reading and checking its deck card by card);
    anything else is read and checked by the protocol's ``cards_field`` and ``check_conservation``, which say what
    is wrong."""
    raw = start.get("deck")
    if isinstance(raw, list) and len(raw) == 52 and all(type(c) is str for c in raw) and sorted(raw) == _DECK_CODES:
        return tuple([_BY_CODE[c] for c in raw])
    deck = cards_field(start, "deck", STANDARD_SPELLING)
    check_conservation("start.deck", deck, _DECK)
    return deck


def _replace_at(seq: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return seq[:i] + (value,) + seq[i + 1:]


def _payers(rules: Rules, dealer: int, after_spoil: bool) -> tuple[int, ...]:
    """Who antes before a deal (S-A9)."""
    if not after_spoil or rules.spoil_ante == "everyone":
        return tuple(range(rules.players))
    return (dealer,) if rules.spoil_ante == "dealer" else ()


def _end_reason(rules: Rules, deal: int, chips: tuple[int, ...], pool: int) -> str | None:
    """Why the game ends after ``deal``, or None to deal again (S-A10)."""
    if rules.single_deal:
        return "single"
    if pool:
        return None  # a pool on the table is always played for (with no antes if someone cannot pay)
    if rules.deals and deal >= rules.deals:
        return "deals"
    if min(chips) < rules.ante:
        return "broke"
    return None


def _begin_deal(state: State, *, deal: int, dealer: int, deck: tuple[Card, ...], after_spoil: bool,
                chips: list[int], pool: int, evs: list[Event], lines: list[ScoreLine]) -> State:
    """Ante, deal 2 then 3 cards from the dealer's left (S-A12), turn up trumps and open the robbing phase.

    ``chips`` and ``pool`` are the purse before the ante; ``evs`` and ``lines`` what the same step did before (the
    end of the deal before, whose state is never made: a new deal was three new states, then one), added to."""
    rules = state.rules
    p = rules.players
    payers = _payers(rules, dealer, after_spoil)
    short = [s for s in payers if chips[s] < rules.ante]
    limit = bool(rules.deals) and deal > rules.deals
    if short or limit:
        # S-A10: someone cannot pay (or the set number of deals is over) but the pool is not empty: no antes
        evs.append(event("ante", None, deal=deal, payers=(), amount=0, pool=pool,
                         reason="limit" if limit and not short else "broke"))
    else:
        for s in payers:
            chips[s] -= rules.ante
            lines.append(ScoreLine(deal, s, "ante", -rules.ante))
        pool += rules.ante * len(payers)
        evs.append(event("ante", None, deal=deal, payers=payers, amount=rules.ante, pool=pool,
                         reason="spoil" if after_spoil else ""))
    dealt: list[list[Card]] = [[] for _ in range(p)]
    i = 0
    for n in (2, 3):
        for k in range(1, p + 1):
            dealt[(dealer + k) % p] += deck[i:i + n]
            i += n
    turnup, stock = deck[i], deck[i + 1:]
    trumps = turnup.suit  # A♥ turned up: its suit, hearts, is trumps
    evs.append(event("deal", dealer, (turnup,), deal=deal, trumps=trumps.value))
    hands = tuple(_sort_hand(h, trumps, rules.ranking) for h in dealt)
    ace = _ACE[trumps]
    if turnup.rank == "A":
        phase, decider = "rob", dealer  # a turned-up Ace lets the dealer rob
    else:
        ace_key = ace.key  # compared by key: a Card's __eq__ is a Python call
        holder = next((s for s in range(p) for c in hands[s] if c.key == ace_key), None)
        if holder is None:
            phase, decider = "play", None
        elif rules.may_decline:
            phase, decider = "declare", holder
        else:
            phase, decider = "rob", holder
            evs.append(event("declare", holder, (ace,), deal=deal, auto=True))  # S-A2: automatic and public
    # One new state, whose log (the events) is built from the last one's when first read (GameState._advance
    # builds it every LOG_EVERY steps anyway, so that a whole game's chain of states is never left alive).
    return state._advance(
        (), evs, deal=deal, dealer=dealer, hands=hands, stock=stock, turnup=turnup, trumps=trumps, discards=(),
        won=((),) * p, winners=(), trick=(), leader=eldest(dealer, p), phase=phase, decider=decider, low_ace=None,
        chips=tuple(chips), pool=pool, after_spoil=after_spoil, score_lines=state.score_lines + tuple(lines))


# ------------------------------------------------------------------------------------------------- construction
def new_game(rules: Rules | None = None, *, seed: int) -> State:
    """A new game: one shuffle with ``random.Random(seed)``; the first dealer is drawn from the same generator, or
    found by dealing face up to the first Jack (``Rules.first_dealer``)."""
    rules = rules or Rules()
    rng = random.Random(seed)
    deck = list(_DECK)  # standard_deck() built once
    rng.shuffle(deck)
    jack: tuple[Card, ...] = ()
    if rules.first_dealer == "jack":
        # The write-up's note: deal face up one card at a time until a Jack; its receiver deals (seats from South).
        n = next(i for i, c in enumerate(deck) if c.rank == "J")
        jack = tuple(deck[:n + 1])
        dealer = n % rules.players
        rng.shuffle(deck)  # the cards are gathered and shuffled again for the deal
    else:
        dealer = rng.randrange(rules.players)
    return from_deck(rules, deck, dealer=dealer, seed=seed, jack=jack)


def from_deck(rules: Rules | None = None, deck: Sequence[Card] | str = (), *, dealer: int = 0, seed: int = 0,
              chips: Sequence[int] | None = None, pool: int = 0, after_spoil: bool = False,
              jack: Sequence[Card] | str = ()) -> State:
    """A game whose first deal comes from ``deck`` in this order (top first): 2 then 3 cards to each player from
    the dealer's left, then the turn-up. Later deals are shuffled from ``seed``. ``chips`` (default: the starting
    chips), ``pool`` and ``after_spoil`` set the purse before the first ante, for lessons."""
    rules = rules or Rules()
    cards = STANDARD_SPELLING.cards(deck)
    jack_cards = STANDARD_SPELLING.cards(jack)
    chip_list = list(chips) if chips is not None else [rules.starting_chips] * rules.players
    start: dict[str, Any] = {"deck": [c.code for c in cards], "dealer": dealer, "seed": seed, "chips": chip_list,
                             "pool": pool, "after_spoil": after_spoil}
    if jack_cards:
        start["jack"] = [c.code for c in jack_cards]
    return State._from_start(rules, start)


def from_position(rules: Rules | None = None, *, hands: Sequence[str], turnup: str, dealer: int = 0, seed: int = 0,
                  chips: Sequence[int] | None = None, pool: int = 0, after_spoil: bool = False) -> State:
    """A first deal with these ``hands`` (card codes, one string per seat, five cards each) and this ``turnup``;
    the rest of the deck forms the stock. Stored as the equivalent deck, so it saves and loads like any game."""
    rules = rules or Rules()
    p = rules.players
    if len(hands) != p:
        raise StateFormatError("start.hands", tr("state_error.hands_count", n=p, got=len(hands)))
    parsed = [STANDARD_SPELLING.cards(h) for h in hands]
    for s, h in enumerate(parsed):
        if len(h) != 5:
            raise StateFormatError("start.hands", tr("spoil_five.state_error.hand_size", name=seat_names(p)[s],
                                                     got=len(h)))
    deck: list[Card] = []
    for lo, hi in ((0, 2), (2, 5)):
        for k in range(1, p + 1):
            deck += parsed[(dealer + k) % p][lo:hi]
    up = STANDARD_SPELLING.card(turnup)
    deck.append(up)
    used = set(deck)
    deck += [c for c in standard_deck() if c not in used]
    return from_deck(rules, deck, dealer=dealer, seed=seed, chips=chips, pool=pool, after_spoil=after_spoil)


# ------------------------------------------------------------------------------------------------------ narration
def narrate(event: Event, names: Sequence[str]) -> str:
    """One sentence for an event, worded now in the language in force (``event.*`` in text_<lang>.py); ``names`` are the
    seats' names in that language."""
    k = event.kind
    who = names[event.seat] if event.seat is not None else ""
    cards = " ".join(c.unicode for c in event.cards)
    if k == "first_dealer":
        return tr("spoil_five.event.first_dealer", cards=cards, who=who)
    if k == "ante":
        pool = event.get("pool")
        payers = event.get("payers")
        amount = event.get("amount")
        unit = tr("spoil_five.unit.chip" if amount == 1 else "spoil_five.unit.chips")
        if not payers:
            reason = event.get("reason")
            why = tr(f"spoil_five.event.ante_none.{reason if reason in ('broke', 'limit') else 'carry'}")
            return tr("spoil_five.event.ante_none", why=why, pool=pool)
        if len(payers) == len(names):
            key = "spoil_five.event.ante_all_again" if event.get("reason") == "spoil" else "spoil_five.event.ante_all"
            return tr(key, amount=amount, unit=unit, pool=pool)
        return tr("spoil_five.event.ante", who=tr("list.and").join(names[s] for s in payers), amount=amount,
                  unit=unit, pool=pool)
    if k == "deal":
        suit = Suit(event.get("trumps"))
        return tr("spoil_five.event.deal", who=who, cards=cards, suit=suit.noun)
    if k == "declare":
        return tr("spoil_five.event.declare", who=who, cards=cards)
    if k == "decline":
        if cards:
            return tr("spoil_five.event.decline", who=who, cards=cards)
        return tr("spoil_five.event.decline_hidden", who=who)
    if k == "rob":
        return tr("spoil_five.event.rob", who=who, cards=cards)
    if k == "discard":
        if cards:
            return tr("spoil_five.event.discard", who=who, cards=cards)
        return tr("spoil_five.event.discard_hidden", who=who)
    if k == "pass":
        return tr("spoil_five.event.pass", who=who)
    if k == "jink":
        return tr("spoil_five.event.jink", who=who)
    if k == "play":
        return tr(f"spoil_five.event.play.{event.get('role')}", who=who, cards=cards)
    if k == "trick":
        n, taken = event.get("trick"), event.get("taken")
        card = Card.parse(event.get("card")).unicode
        return tr("spoil_five.event.trick." + ("one" if taken == 1 else "other"), who=who, n=n, card=card,
                  taken=taken)
    if k == "three":
        return tr("spoil_five.event.three", who=who)
    if k == "stop":
        return tr("spoil_five.event.stop", who=who)
    if k == "pool":
        return tr("spoil_five.event.pool", who=who, tricks=event.get("tricks"), chips=event.get("chips"))
    if k == "bonus":
        return tr("spoil_five.event.bonus", who=who, chips=event.get("chips"))
    if k == "spoil":
        if event.get("jink"):
            return tr("spoil_five.event.spoil_jink", who=who, pool=event.get("pool"))
        return tr("spoil_five.event.spoil", pool=event.get("pool"))
    if k == "game_over":
        why = tr(f"spoil_five.event.game_over.{event.get('reason')}")
        result = Result(tuple(names), tuple(event.get("chips")), tuple(event.get("winners")))
        return tr("spoil_five.event.game_over", why=why, result=result)
    return f"{k} {who} {cards}".strip()



# ------------------------------------------------------------------------------------------------------- studies
def game_facts(state: State) -> dict[str, int | float]:
    """What a rules designer asks about a finished game: trumps declared and robbed, jinks tried and won, deals
    spoiled or stopped, and whether the eldest hand (the dealer's left) took the first deal's pool (not a number
    when that deal was spoiled, so that its mean is a share of the pools won)."""
    evs = state.events
    p = state.rules.players
    deal_events = [e for e in evs if e.kind == "deal"]
    first_dealer = (deal_events[0].seat or 0) if deal_events else 0
    first_pool = next((e for e in evs if e.deal == 1 and e.kind in ("pool", "spoil")), None)
    eldest_took = float("nan")
    if first_pool is not None and first_pool.kind == "pool":
        eldest_took = 1.0 if first_pool.seat == eldest(first_dealer, p) else 0.0
    return {"trumps_declared": sum(1 for e in evs if e.kind == "declare"),
            "robs": sum(1 for e in evs if e.kind == "rob"),
            "jinks_tried": sum(1 for e in evs if e.kind == "jink"),
            "jinks_won": sum(1 for e in evs if e.kind == "bonus") if state.rules.jink_bonus else
            sum(1 for e in evs if e.kind == "pool" and e.get("tricks") == 5),
            "spoiled_deals": sum(1 for e in evs if e.kind == "spoil"),
            "stops": sum(1 for e in evs if e.kind == "stop"),
            "eldest_took_first_pool": eldest_took}


