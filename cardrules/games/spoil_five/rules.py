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
``text_<lang>.py``, in the language in force then. This module states the rules plainly; play uses the tables and
shared moves of ``fast.py`` (``tests/engine/test_fast_paths_match_rules.py`` checks them against ``_plain_moves`` and
``_plain_apply`` here). What a seat sees is in ``views.py``, how a game and a deal start in ``start.py``, the notation
in ``notation.py``, the narration in ``narration.py``, the bots in ``ai.py``.

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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from cardrules.cards import STANDARD_SPELLING, Card, Suit, shuffle, standard_deck
from cardrules.errors import RulesError
from cardrules.events import Reason
from cardrules.i18n import t as tr
from cardrules.protocol import (
    Event,
    GameState,
    Move,
    Result,
    RulesBase,
    ScoreLine,
    Seat,
    Text,
    best_owners,
    choice,
    event,
    number,
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
            raise RulesError("ante", Text("spoil_five.rules_error.ante", ante=self.ante, chips=self.starting_chips))

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
def _top_trumps(trumps: Suit) -> tuple[Card, ...]:
    """The 5 and the Jack of trumps and A♥: the cards that may renege (S-A5)."""
    return (Card("5", trumps), Card("J", trumps), ACE_OF_HEARTS)

_DECK: tuple[Card, ...] = standard_deck()
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
""":func:`_power_table` of each trump suit and ranking."""
_SUIT_PLACE = {s: i + 1 for i, s in enumerate(SUITS)}


def _hand_place(card: Card, trumps: Suit, power: int) -> tuple[int, int]:
    """Where ``card`` (of strength ``power``) goes in a hand: trumps first, then suit by suit, each from its best
    card down."""
    return (0 if is_trump(card, trumps) else _SUIT_PLACE[card.suit], -power)

""":func:`_hand_place` of every card by its key, for each trump suit and ranking (no Ace declined)."""


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

_DECLARE: Declare = Declare()
_DECLINE: Decline = Decline()
_PASS: Pass = Pass()
_STOP: Stop = Stop()
_CARD_MOVES = frozenset({Lead, Play, Jink})
"""The info of a play event, ``event("play", ..., trick=n, role=role).info``, by role then trick."""


# ------------------------------------------------------------------------------------------------ data for views


def eldest(dealer: int, players: int) -> int:
    """The seat on the dealer's left, who leads the first trick of a deal (the deal, and the lead, go clockwise)."""
    return (dealer + 1) % players


# --------------------------------------------------------------------------------------------------------- state
# What makes the game fast, beside the rules: the card tables, the shared moves and the fast play of a card
# (fast.py), and what a seat sees (views.py). Imported here, once the moves and values they build on are defined;
# tests/engine/test_fast_paths_match_rules.py checks each against the plain rule stated in this module.
from cardrules.games.spoil_five import fast, views
from cardrules.games.spoil_five.fast import _POWERS, _TRUMP_KEYS, _sort_hand
from cardrules.games.spoil_five.views import FinalChips as FinalChips
from cardrules.games.spoil_five.views import SeatCounts as SeatCounts
from cardrules.games.spoil_five.views import suit_name as suit_name
from cardrules.games.spoil_five.views import trumps_shown as trumps_shown


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

    # The cards a seat may play and the moves, read off tables by the cards' int keys (fast.py); _plain_moves states
    # them plainly, from the following rules of _follow_reason.
    playable = fast.playable
    _list_moves = fast.list_moves

    def _plain_moves(self) -> tuple[SpoilFiveMove, ...]:
        """The legal moves as the rules state them: declare or decline a trump Ace turned up; rob the turn-up
        (discarding any card, or the turn-up itself) or pass; lead any card (or, when a jink is open, stop or jink
        with any card); follow with any card the following rules allow (S-A1, S-A5)."""
        if self.phase == "over":
            return ()
        if self.phase == "declare":
            return (Declare(), Decline())
        if self.phase == "rob":
            take = self.turnup
            assert take is not None and self.decider is not None
            return (*(Rob(take, c) for c in self.hands[self.decider]), Rob(take, take), Pass())
        seat = self.to_move
        assert seat is not None
        hand = self.hands[seat]
        if not self.trick:
            return (Stop(), *(Jink(c) for c in hand)) if self.jink_open else tuple(Lead(c) for c in hand)
        return tuple(Play(c) for c in hand if self._follow_reason(c, hand) is None)

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
    # A card is played by fast.py's play_card (its events built directly, the trick's winner read off the tables);
    # _plain_apply states the same plainly.
    _play_card = fast.play_card

    def _plain_apply(self, move: SpoilFiveMove) -> State:
        """The state after ``move`` (a legal one), as the rules state it (the moves but the cards' are stated plainly
        in :meth:`_apply` itself)."""
        if not isinstance(move, (Lead, Jink, Play)):
            return self._apply(move)
        seat, d, card = self.to_move, self.deal, move.card
        assert seat is not None
        evs = [event("play", seat, (card,), deal=d, trick=len(self.winners) + 1, role=self._role(card))]
        if isinstance(move, Jink):
            evs.insert(0, event("jink", seat, deal=d))
        hands = _replace_at(self.hands, seat, tuple(c for c in self.hands[seat] if c != card))
        trick = (*self.trick, (seat, card))
        if len(trick) < self.players:
            return self._advance((move,), tuple(evs), hands=hands, trick=trick)
        # the trick is won by its highest trump, else by the highest card of the suit led
        trumps = [p for p in trick if self.is_trump(p[1])]
        winner, best = max(trumps or [p for p in trick if p[1].suit is trick[0][1].suit and not self.is_trump(p[1])],
                           key=lambda p: self.power(p[1]))
        winners = (*self.winners, winner)
        cards = tuple(c for _, c in trick)
        evs.append(event("trick", winner, cards, deal=d, trick=len(winners), card=best.code,
                         taken=winners.count(winner)))
        if len(winners) == 3 and len(set(winners)) == 1:
            evs.append(event("three", winner, deal=d))
        won = _replace_at(self.won, winner, self.won[winner] + cards)
        state = self._advance((move,), tuple(evs), hands=hands, won=won, winners=winners, trick=(), leader=winner)
        return state._finish_deal(stopped=False) if len(winners) == 5 else state

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

    # -- results and views (views.py) -----------------------------------------------------------------------------
    _view_later = views.view_later
    _view_zones = views.view_zones
    _view_facts = views.view_facts

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
        return views._status(self.rules.players, self.phase, self.to_move, self.chips, self.trumps, self.turnup,
                       self.jink_open, self.trick, self.trick_number)

    # -- loading (start.py) and notation (notation.py) -------------------------------------------------------------
    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        return read_start(rules, start)

    @classmethod
    def _parse_move(cls, text: str) -> SpoilFiveMove:
        return parse_move(text)


def _replace_at(seq: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return seq[:i] + (value,) + seq[i + 1:]


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


# ------------------------------------------------------------------------------------------------- construction

# How a game and a deal start (start.py), a move read from its notation (notation.py) and the game told
# (narration.py): they make States and moves, so they are imported last.
from cardrules.games.spoil_five.narration import game_facts as game_facts
from cardrules.games.spoil_five.narration import narrate as narrate
from cardrules.games.spoil_five.notation import parse_move as parse_move
from cardrules.games.spoil_five.start import _begin_deal, read_start
from cardrules.games.spoil_five.start import from_deck as from_deck
from cardrules.games.spoil_five.start import from_position as from_position
from cardrules.games.spoil_five.start import new_game as new_game
