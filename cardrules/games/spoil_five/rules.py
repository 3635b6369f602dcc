"""Spoil Five: a trick-taking game for 3 to 10 players who each play alone for a pool of chips.

Five cards each; the turned-up card names trumps. The 5 of trumps is the best card, then the Jack of trumps, then
the Ace of hearts (always a trump), then the Ace of trumps. Taking three of the five tricks wins the pool; taking
all five also wins a chip from every other player; when nobody takes three, the deal is "spoiled" and the pool
carries over.

* Seed (the authority, in Japanese): ``/work/shared/seeds/001_c5fcb2128ebcb8de.txt``.
* Rules restated, with the decisions S-A1 … S-A15 cited in comments: ``/work/shared/rules/spoil_five.md``.

Moves, in the game's own words: ``Declare``/``Decline`` (the holder of the trump Ace, only when
``Rules.may_decline``), ``Rob``/``Pass`` (take the turn-up and discard a card face down), ``Lead``/``Play`` (a card
to the trick), and, for a player who has just won the first three tricks, ``Stop`` (take the pool now) or
``Jink`` (lead a card to the 4th trick and go for all five, S-A7).

Principle bent, and why: with ``may_decline`` on, the protocol has a single seat to move, so the table sees *who*
is deciding whether to declare the trump Ace, which tells everyone who holds it. Real players decide silently.
The default (automatic, public declaration, S-A2) has no such leak.

>>> s = from_position(Rules(players=3), hands=["5S JS AH KC QS", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD"],
...                   turnup="AS", dealer=2)
>>> s.view().status
'East may rob: take the turn-up A♠ and discard a card, or pass'
>>> s = s.play("rob AS discard 7D").play("lead 5S")
>>> [str(m) for m in s.legal_moves()]
['play 6C', 'play 5C', 'play 4C', 'play 3C', 'play 2C']
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from cardrules.cards import Card, Suit, parse_cards, standard_deck
from cardrules.errors import StateFormatError
from cardrules.i18n import t as tr
from cardrules.protocol import (
    Event,
    GameState,
    MonteCarloSettings,
    Result,
    RulesBase,
    ScoreLine,
    View,
    Zone,
    best_owners,
    cards_field,
    check_conservation,
    choice,
    event,
    number,
    seat_names,
    start_json,
)

NAME = "spoil_five"
TITLE = "Spoil Five"
PLAYER_COUNTS = (3, 4, 5, 6, 7, 8, 9, 10)
SUMMARY = "Take three of five tricks to win the pool; the 5 of trumps is best and the Ace of hearts always a trump."

ACE_OF_HEARTS = Card("A", Suit.HEARTS)
_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


# --------------------------------------------------------------------------------------------------------- rules
@dataclass(frozen=True)
class Rules(RulesBase):
    """House rules of Spoil Five; the defaults are the seed's rules."""

    players: int = number(5, 3, 10)
    """Number of players, 3-10 (the seed: 3 to 7 is usual, 5 is best; 10 uses 51 of the 52 cards, S-A14)."""
    ranking: str = choice("simplified", "simplified", "traditional")
    """Card order: 'simplified' (the seed's rule: every suit ranks like a red suit) or 'traditional' (the seed's
    note: in black suits the small cards rank in reverse, 2 high and 10 low, and the plain Ace ranks above the 2;
    S-A13)."""
    void_may_discard: bool = False
    """A player with no card of the led plain suit may play any card, even while holding a trump (the common public
    rule; the seed makes such a player trump, S-A1)."""
    may_decline: bool = False
    """The holder of the trump Ace chooses whether to declare it; an undeclared Ace cannot rob and becomes the
    lowest trump, without the reneging privilege (S-A2, S-A3). Off: it is declared automatically and publicly."""
    first_dealer: str = choice("random", "random", "jack")
    """How the first dealer is chosen: 'random' (drawn from the game's seed; the seed allows any method) or 'jack'
    (cards are dealt face up one at a time from South, and the first player given a Jack deals; the seed's note)."""
    starting_chips: int = number(20, 1, 200)
    """Chips each player starts with (the seed suggests 20)."""
    ante: int = number(1, 1, 5)
    """Chips each player puts into the pool before a deal (the seed: 1)."""
    spoil_ante: str = choice("everyone", "everyone", "dealer", "nobody")
    """Who antes before a deal that follows a spoiled deal: 'everyone' (the seed, S-A9), 'dealer' (only the new
    dealer, as some public rules have it) or 'nobody' (the pool simply carries over)."""
    jink_bonus: int = number(1, 0, 5)
    """Chips a player who takes all five tricks receives from each other player who has chips (the seed: 1; a
    player with fewer chips pays what they have, S-A10, S-A11)."""
    deals: int = number(0, 0, 500)
    """Stop after this many deals, once the pool has been won (0: play until a player cannot ante, the seed's end)."""
    single_deal: bool = False
    """Play only one deal (for lessons and simulations); the pool stays on the table if the deal is spoiled."""


PRESETS: dict[str, Rules] = {
    "seed": Rules(),
    "seed, one deal": Rules(single_deal=True),
    "three players": Rules(players=3, single_deal=True),
    "four players, traditional ranking": Rules(players=4, ranking="traditional", single_deal=True),
    "six players": Rules(players=6, single_deal=True),
    "seven players, traditional": Rules(players=7, ranking="traditional", single_deal=True),
    "eight players": Rules(players=8, single_deal=True),
    "nine players, void may discard": Rules(players=9, void_may_discard=True, single_deal=True),
    "ten players": Rules(players=10, single_deal=True),
    "public rules": Rules(ranking="traditional", void_may_discard=True, spoil_ante="dealer", deals=4),
    "declare or decline": Rules(may_decline=True, single_deal=True),
    "first Jack deals": Rules(first_dealer="jack", players=4, deals=3),
    "short purse": Rules(starting_chips=3, players=3),
    "big stakes": Rules(ante=2, jink_bonus=2, starting_chips=6, spoil_ante="nobody"),
}
"""Named rule sets covering every player count and every house-rule switch."""


# --------------------------------------------------------------------------------------------------------- order
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
    for suit in _SUITS:
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

_LOW_ACE_POWER = 150
"""An undeclared trump Ace: below the lowest trump, still above every plain card (S-A3)."""


def ranking_view(trumps: Suit, ranking: str = "simplified") -> View:
    """The order of every card when ``trumps`` are trumps, as rows of cards (trumps first, then each plain suit),
    for lessons; render it in a notebook like any view."""
    zones = [Zone("trumps", tr("spoil_five.zone.trumps_order", suit=trumps.symbol), trump_order(trumps, ranking))]
    for suit in _SUITS:
        if suit is not trumps:
            zones.append(Zone(f"plain/{suit.value}", tr("spoil_five.zone.plain_order", suit=suit.noun.capitalize()),
                              plain_order(suit, ranking)))
    return View(game=NAME, seat=None, names=(), to_move=None, legal_moves=(), zones=tuple(zones),
                facts=(("Trumps", trumps.symbol), ("Ranking", ranking)), events=(), is_over=True, rules=None,
                status=tr(f"spoil_five.status.ranking.{ranking}", suit=trumps.noun))


def trump_orders_view() -> View:
    """The trumps of every suit from highest to lowest, the simplified and the traditional ranking one above the
    other, for lessons (only the black suits differ)."""
    zones = []
    for suit in _SUITS:
        for ranking in ("simplified", "traditional"):
            zones.append(Zone(f"trumps/{suit.value}/{ranking}",
                              tr(f"spoil_five.zone.trumps_ranking.{ranking}", suit=suit.symbol),
                              trump_order(suit, ranking)))
    return View(game=NAME, seat=None, names=(), to_move=None, legal_moves=(), zones=tuple(zones),
                facts=(("Best", tr("spoil_five.fact.best")),), events=(), is_over=True, rules=None,
                status=tr("spoil_five.status.trump_orders"))


# --------------------------------------------------------------------------------------------------------- moves
@dataclass(frozen=True, slots=True)
class Declare:
    """The holder of the trump Ace declares it (a decision only when ``Rules.may_decline``)."""

    card: None = None

    @property
    def targets(self) -> tuple[Card, ...]:
        return ()

    @property
    def label(self) -> str:
        return tr("spoil_five.move.declare")

    def __str__(self) -> str:
        return "declare"


@dataclass(frozen=True, slots=True)
class Decline:
    """The holder of the trump Ace declines to declare it: it becomes the lowest trump for the deal (S-A3)."""

    card: None = None

    @property
    def targets(self) -> tuple[Card, ...]:
        return ()

    @property
    def label(self) -> str:
        return tr("spoil_five.move.decline")

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True, slots=True)
class Rob:
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
        return tr("spoil_five.move.rob", take=self.take.unicode, discard=self.discard.unicode)

    def __str__(self) -> str:
        return f"rob {self.take} discard {self.discard}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Do not rob: the turn-up stays on the stock."""

    card: None = None

    @property
    def targets(self) -> tuple[Card, ...]:
        return ()

    @property
    def label(self) -> str:
        return tr("spoil_five.move.pass")

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Lead:
    """Lead ``card`` to a new trick."""

    card: Card

    @property
    def targets(self) -> tuple[Card, ...]:
        return ()

    @property
    def label(self) -> str:
        return tr("spoil_five.move.lead", card=self.card.unicode)

    def __str__(self) -> str:
        return f"lead {self.card}"


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` to the trick in progress (follow, trump or discard)."""

    card: Card

    @property
    def targets(self) -> tuple[Card, ...]:
        return ()

    @property
    def label(self) -> str:
        return tr("spoil_five.move.play", card=self.card.unicode)

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class Stop:
    """After winning the first three tricks, end the deal and take the pool instead of jinking (S-A7)."""

    card: None = None

    @property
    def targets(self) -> tuple[Card, ...]:
        return ()

    @property
    def label(self) -> str:
        return tr("spoil_five.move.stop")

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True, slots=True)
class Jink:
    """After winning the first three tricks, lead ``card`` to the 4th trick: going for all five (S-A7)."""

    card: Card

    @property
    def targets(self) -> tuple[Card, ...]:
        return ()

    @property
    def label(self) -> str:
        return tr("spoil_five.move.jink", card=self.card.unicode)

    def __str__(self) -> str:
        return f"jink {self.card}"


Move = Declare | Decline | Rob | Pass | Lead | Play | Stop | Jink

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


_WORDS: dict[str, Move] = {"declare": Declare(), "decline": Decline(), "pass": Pass(), "stop": Stop()}


def parse_move(text: str) -> Move:
    """Read a move from its notation: ``lead 5S``, ``play AH``, ``rob 7S discard 3C``, ``pass``, ``declare``,
    ``decline``, ``stop``, ``jink KS``.

    >>> parse_move("rob 7S discard 3C")
    Rob(take=Card.parse('7S'), discard=Card.parse('3C'))
    """
    words = text.strip().lower().split()
    if len(words) == 1 and words[0] in _WORDS:
        return _WORDS[words[0]]
    if len(words) == 2 and words[0] == "lead":
        return Lead(Card.parse(words[1]))
    if len(words) == 2 and words[0] == "play":
        return Play(Card.parse(words[1]))
    if len(words) == 2 and words[0] == "jink":
        return Jink(Card.parse(words[1]))
    if len(words) == 4 and words[0] == "rob" and words[2] == "discard":
        return Rob(Card.parse(words[1]), Card.parse(words[3]))
    raise ValueError(f"not a Spoil Five move: {text!r} (try 'lead 5S', 'play AH', 'rob 7S discard 3C', 'pass', "
                     "'declare', 'decline', 'stop' or 'jink KS')")


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
    history: tuple[Move, ...]
    events: tuple[Event, ...]
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
        """For each card in the hand of the seat to move: ``"legal"`` or the reason it may not be played now."""
        seat = self.to_move
        if seat is None or self.phase != "play":
            return {}
        kind = Play if self.trick else (Jink if self.jink_open else Lead)
        return {c.unicode: self.why_illegal(kind(c)) or "legal" for c in self.hands[seat]}

    def is_trump(self, card: Card) -> bool:
        """Whether ``card`` is a trump this deal (the trump suit, and A♥ always)."""
        suit = card.suit
        return suit is self.trumps or (suit is Suit.HEARTS and card.rank == "A")

    def power(self, card: Card) -> int:
        """The card's strength this deal: every trump beats every plain card; compare plain cards of one suit."""
        low_ace = self.low_ace
        if low_ace is not None and card == low_ace:
            return _LOW_ACE_POWER
        return _power_table(self.trumps, self.rules.ranking)[card.key]

    def trick_winner(self) -> tuple[int, Card] | None:
        """The (seat, card) winning the trick in progress so far: the highest trump, else the highest card of the
        led suit."""
        if not self.trick:
            return None
        led = self.trick[0][1]
        led_suit = None if self.is_trump(led) else led.suit
        best = self.trick[0]
        best_key = -1
        for seat, card in self.trick:
            if self.is_trump(card) or card.suit is led_suit:
                key = self.power(card)
                if key > best_key:
                    best, best_key = (seat, card), key
        return best

    def _top_trumps(self) -> tuple[Card, ...]:
        """The three cards that may be held back when a lower trump is led (S-A5); not an undeclared A♥ (S-A3)."""
        top = _top_trumps(self.trumps)
        low_ace = self.low_ace
        return top if low_ace is None else tuple(c for c in top if c != low_ace)

    def playable(self, seat: int | None = None) -> tuple[Card, ...]:
        """The cards ``seat`` (default: the seat to move) may play to the trick in progress, in hand order."""
        hand = self.hands[self.to_move if seat is None else seat]
        if not self.trick:
            return hand
        led = self.trick[0][1]
        is_trump = self.is_trump
        trumps = tuple(c for c in hand if is_trump(c))
        if is_trump(led):
            if not trumps:
                return hand
            top = self._top_trumps()
            if all(c in top for c in trumps) and self.power(led) < min(self.power(c) for c in trumps):
                return hand  # reneging allowed (S-A5, S-A15)
            return trumps
        suit = led.suit
        if any(c.suit is suit and not is_trump(c) for c in hand):
            # trumping is allowed while able to follow (A♥ of a hearts lead is a trump: in either way)
            return tuple(c for c in hand if c.suit is suit or is_trump(c))
        if trumps and not self.rules.void_may_discard:
            return trumps  # S-A1: the seed lets only a player with neither discard
        return hand

    def legal_moves(self) -> tuple[Move, ...]:
        if self.phase == "over":
            return ()
        if self.phase == "declare":
            return (Declare(), Decline())
        if self.phase == "rob":
            take = self.turnup
            assert take is not None
            hand = self.hands[self.decider]  # type: ignore[index]
            return tuple(Rob(take, c) for c in hand) + (Rob(take, take), Pass())
        if self.trick:
            return tuple(_play_of(c) for c in self.playable())
        if self.jink_open:
            return (Stop(),) + tuple(Jink(c) for c in self.hands[self.leader])
        return tuple(_lead_of(c) for c in self.hands[self.leader])

    def why_illegal(self, move: Any) -> str | None:
        if self.phase == "over":
            return tr("reason.game_over")
        seat = self.to_move
        assert seat is not None
        if self.phase == "declare":
            if isinstance(move, (Declare, Decline)):
                return None
            return tr("spoil_five.reason.declare_first", name=self.names[seat])
        if self.phase == "rob":
            if isinstance(move, Pass):
                return None
            if not isinstance(move, Rob):
                return tr("spoil_five.reason.rob_first", name=self.names[seat])
            if move.take != self.turnup:
                return tr("spoil_five.reason.rob_turnup", turnup=self.turnup.unicode if self.turnup else "",
                          card=move.take.unicode)
            if move.discard != move.take and move.discard not in self.hands[seat]:
                return tr("spoil_five.reason.discard_not_held", name=self.names[seat], card=move.discard.unicode)
            return None
        if isinstance(move, Stop):
            if self.jink_open:
                return None
            return tr("spoil_five.reason.stop_only")
        if isinstance(move, (Declare, Decline)):
            return tr("spoil_five.reason.declare_before")
        if isinstance(move, (Rob, Pass)):
            return tr("spoil_five.reason.rob_before")
        if isinstance(move, Jink):
            if not self.jink_open:
                return tr("spoil_five.reason.jink_only")
        elif isinstance(move, Lead):
            if self.trick:
                return tr("spoil_five.reason.already_led", name=self.names[seat])
            if self.jink_open:
                return tr("spoil_five.reason.stop_or_jink", name=self.names[seat], card=move.card)
        elif isinstance(move, Play):
            if not self.trick:
                return tr("spoil_five.reason.must_lead", name=self.names[seat])
        else:
            return tr("spoil_five.reason.not_a_move", move=repr(move))
        card = move.card
        hand = self.hands[seat]
        if card not in hand:
            return tr("spoil_five.reason.not_held", name=self.names[seat], card=card.unicode)
        if not self.trick:
            return None
        return self._follow_reason(card, hand)

    def _follow_reason(self, card: Card, hand: tuple[Card, ...]) -> str | None:
        """Why ``card`` may not be played to the trick in progress, or None (the following rules, S-A1, S-A5)."""
        led = self.trick[0][1]
        if self.is_trump(led):
            if self.is_trump(card):
                return None
            held = [c for c in hand if self.is_trump(c)]
            if not held:
                return None
            top = self._top_trumps()
            low = [c for c in held if c not in top]
            if low:
                return tr("spoil_five.reason.trump_led_low", led=led.unicode, card=low[0].unicode)
            if any(self.power(c) < self.power(led) for c in held):
                higher = next(c for c in held if self.power(c) < self.power(led))
                return tr("spoil_five.reason.trump_led_higher", led=led.unicode, card=higher.unicode)
            return None
        suit = led.suit
        if card.suit is suit and not self.is_trump(card) or self.is_trump(card):
            return None
        if any(c.suit is suit and not self.is_trump(c) for c in hand):
            return tr("spoil_five.reason.follow", suit=suit.noun)
        if self.rules.void_may_discard:
            return None
        if any(self.is_trump(c) for c in hand):
            return tr("spoil_five.reason.must_trump", suit=suit.noun)
        return None

    # -- applying moves -------------------------------------------------------------------------------------------
    def _apply(self, move: Move) -> State:
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
            evs = (event("rob", seat, (move.take,), deal=d),
                   event("discard", seat, (move.discard,), deal=d, visible_to=seat))
            return self._advance((move,), evs, phase="play", decider=None, turnup=None, discards=(move.discard,),
                                 hands=_replace_at(self.hands, seat, hand))
        if isinstance(move, Stop):
            ev = event("stop", seat, deal=d)
            return self._advance((move,), (ev,))._finish_deal(stopped=True)
        # Lead, Jink or Play
        card = move.card
        evs: tuple[Event, ...] = ()
        if isinstance(move, Jink):
            evs += (event("jink", seat, deal=d),)
        role = self._role(card)
        evs += (event("play", seat, (card,), deal=d, trick=self.trick_number, role=role),)
        hand = self.hands[seat]
        i = hand.index(card)
        hand = hand[:i] + hand[i + 1:]
        trick = self.trick + ((seat, card),)
        state = self._advance((move,), evs, hands=_replace_at(self.hands, seat, hand), trick=trick)
        if len(trick) < self.rules.players:
            return state
        return state._close_trick()

    def _role(self, card: Card) -> str:
        if not self.trick:
            return "lead"
        led = self.trick[0][1]
        if self.is_trump(led):
            return "follow" if self.is_trump(card) else "discard"
        if self.is_trump(card):
            return "trump"
        return "follow" if card.suit is led.suit else "discard"

    def _close_trick(self) -> State:
        winner, card = self.trick_winner()  # type: ignore[misc]
        won = _replace_at(self.won, winner, self.won[winner] + tuple(c for _, c in self.trick))
        winners = self.winners + (winner,)
        n = len(winners)
        evs = (event("trick", winner, tuple(c for _, c in self.trick), deal=self.deal, trick=n, card=card.code,
                     taken=winners.count(winner)),)
        if n == 3 and winners[0] == winners[1] == winners[2]:
            evs += (event("three", winner, deal=self.deal),)
        state = self._advance((), evs, won=won, winners=winners, trick=(), leader=winner)
        if n == 5:
            return state._finish_deal(stopped=False)
        return state

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
            lines.append(ScoreLine(d, winner, "Pool", pool))
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
                        lines.append(ScoreLine(d, s, "All five bonus", -amount))
                chips[winner] += paid
                lines.append(ScoreLine(d, winner, "All five bonus", paid))
                evs.append(event("bonus", winner, deal=d, chips=paid, each=rules.jink_bonus))
        state = self._advance((), evs, chips=tuple(chips), pool=pool, phase="over", decider=None,
                              score_lines=self.score_lines + tuple(lines))
        reason = _end_reason(rules, d, tuple(chips), pool)
        if reason is not None:
            res = state.result
            assert res is not None
            ev = event("game_over", None, deal=d, reason=reason, result=str(res), winners=res.winners)
            return state._advance((), (ev,))
        deck = list(_DECK)
        random.Random(f"{self.seed}/{d + 1}").shuffle(deck)
        return _begin_deal(state, deal=d + 1, dealer=(self.dealer + 1) % p, deck=tuple(deck), after_spoil=spoiled)

    def _sorted(self, hand: Sequence[Card]) -> tuple[Card, ...]:
        """Hands are shown trumps first, then suit by suit, each from its best card down."""
        order = {s: i + 1 for i, s in enumerate(_SUITS)}
        return tuple(sorted(hand, key=lambda c: (0 if self.is_trump(c) else order[c.suit], -self.power(c))))

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

    def view(self, seat: int | None = None, *, open_hands: bool = False) -> View:
        names = self.names
        p = self.rules.players
        to_move = self.to_move
        legal = self.legal_moves() if (open_hands or (seat is not None and seat == to_move)) else ()
        highlight: tuple[Card, ...] = ()
        if legal and self.phase == "play":
            highlight = tuple(m.card for m in legal if m.card is not None)
        zones: list[Zone] = []
        for s in range(p):
            shown = open_hands or s == seat
            label = tr("zone.dealer", name=names[s]) if s == self.dealer else names[s]
            zones.append(Zone(f"hand/{s}", label, self.hands[s] if shown else (None,) * len(self.hands[s]),
                              owner=s, layout="fan", highlight=highlight if s == to_move and shown else ()))
        best = self.trick_winner()
        plays = ", ".join(f"{names[s]} {c.unicode}" for s, c in self.trick)
        zones.append(Zone("table", tr("spoil_five.zone.trick", n=min(self.trick_number, 5)),
                          tuple(c for _, c in self.trick),
                          note=plays, highlight=(best[1],) if best else ()))
        zones.append(Zone("turnup", tr("spoil_five.zone.turnup"), (self.turnup,) if self.turnup else (),
                          note=tr("spoil_five.zone.trumps_note", suit=self.trumps.noun)))
        zones.append(Zone("stock", tr("zone.stock"), (None,) * len(self.stock), layout="stack"))
        if self.discards:  # zones that would only say "none" are left out, to keep the table readable
            robber_sees = open_hands or (seat is not None and self._robber() == seat)
            zones.append(Zone("discards", tr("spoil_five.zone.discard"), self.discards if robber_sees else (None,),
                              layout="stack"))
        for s in range(p):
            taken = self.won[s]
            n = len(taken) // p
            if n:
                zones.append(Zone(f"tricks/{s}", tr("spoil_five.zone.tricks", name=names[s]),
                                  taken if open_hands else (None,) * len(taken),
                                  owner=s, layout="stack",
                                  note=tr("spoil_five.tricks." + ("one" if n == 1 else "other"), n=n)))
        facts = [("Deal", str(self.deal)), ("Dealer", names[self.dealer]),
                 ("Trumps", f"{self.trumps.symbol} ({self.trumps.noun})"),
                 ("Pool", tr("spoil_five.chips." + ("one" if self.pool == 1 else "other"), n=self.pool)),
                 ("Chips", ", ".join(f"{names[s]} {self.chips[s]}" for s in range(p))),
                 ("Tricks", ", ".join(f"{names[s]} {self.winners.count(s)}" for s in range(p)))]
        if self.jinker is not None:
            facts.append(("Jink", tr("spoil_five.fact.jink", name=names[self.jinker])))
        if self.low_ace is not None and (open_hands or self._decliner() == seat):
            facts.append(("Undeclared", tr("spoil_five.fact.undeclared", card=self.low_ace.unicode)))
        events = self.events if open_hands else tuple(e.masked_for(seat) for e in self.events)
        return View(game=NAME, seat=seat, names=names, to_move=to_move, legal_moves=legal, zones=tuple(zones),
                    facts=tuple(facts), events=events, is_over=self.is_over, rules=self.rules, status=self._status())

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

    def _status(self) -> str:
        if self.phase == "over":
            return tr("spoil_five.status.result", result=self.result)
        seat = self.to_move
        assert seat is not None
        name = self.names[seat]
        if self.phase == "declare":
            return tr("spoil_five.status.declare", name=name)
        if self.phase == "rob":
            assert self.turnup is not None
            return tr("spoil_five.status.rob", name=name, card=self.turnup.unicode)
        if self.jink_open:
            return tr("spoil_five.status.three", name=name)
        if not self.trick:
            return tr("spoil_five.status.lead", name=name, n=self.trick_number)
        return tr("spoil_five.status.play", name=name, n=self.trick_number)

    # -- loading --------------------------------------------------------------------------------------------------
    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        known = {"deck", "dealer", "seed", "chips", "pool", "after_spoil", "jack"}
        for key in start:
            if key not in known:
                raise StateFormatError(f"start.{key}", tr("spoil_five.state_error.unknown_field"))
        p = rules.players
        deck = cards_field(start, "deck")
        check_conservation("start.deck", deck, standard_deck())
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
        jack = cards_field(start, "jack") if "jack" in start else ()
        if jack and (jack[-1].rank != "J" or any(c.rank == "J" for c in jack[:-1])
                     or (len(jack) - 1) % p != dealer or len(set(jack)) != len(jack)):
            raise StateFormatError("start.jack", tr("spoil_five.state_error.jack"))
        events: list[Event] = []
        if jack:
            events.append(event("first_dealer", dealer, jack, deal=1))
        base = State(rules=rules, start=start_json(**dict(start)), seed=seed, deal=1, dealer=dealer,
                     hands=((),) * p, stock=(), turnup=None, trumps=Suit.SPADES, discards=(), won=((),) * p,
                     winners=(), trick=(), leader=dealer, phase="over", decider=None, low_ace=None,
                     chips=tuple(chips), pool=pool, after_spoil=after_spoil, history=(), events=tuple(events),
                     score_lines=tuple(ScoreLine(1, s, "Starting chips", chips[s]) for s in range(p)))
        return _begin_deal(base, deal=1, dealer=dealer, deck=deck, after_spoil=after_spoil)

    @classmethod
    def _parse_move(cls, text: str) -> Move:
        return parse_move(text)


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


def _begin_deal(state: State, *, deal: int, dealer: int, deck: tuple[Card, ...], after_spoil: bool) -> State:
    """Ante, deal 2 then 3 cards from the dealer's left (S-A12), turn up trumps and open the robbing phase."""
    rules = state.rules
    p = rules.players
    chips = list(state.chips)
    pool = state.pool
    payers = _payers(rules, dealer, after_spoil)
    short = [s for s in payers if chips[s] < rules.ante]
    limit = bool(rules.deals) and deal > rules.deals
    lines: list[ScoreLine] = []
    evs: list[Event] = []
    if short or limit:
        # S-A10: someone cannot pay (or the set number of deals is over) but the pool is not empty: no antes
        evs.append(event("ante", None, deal=deal, payers=(), amount=0, pool=pool,
                         reason="limit" if limit and not short else "broke"))
    else:
        for s in payers:
            chips[s] -= rules.ante
            lines.append(ScoreLine(deal, s, "Ante", -rules.ante))
        pool += rules.ante * len(payers)
        evs.append(event("ante", None, deal=deal, payers=payers, amount=rules.ante, pool=pool,
                         reason="spoil" if after_spoil else ""))
    hands: list[list[Card]] = [[] for _ in range(p)]
    i = 0
    for n in (2, 3):
        for k in range(1, p + 1):
            hands[(dealer + k) % p] += deck[i:i + n]
            i += n
    turnup, stock = deck[i], deck[i + 1:]
    trumps = turnup.suit  # A♥ turned up: its suit, hearts, is trumps
    evs.append(event("deal", dealer, (turnup,), deal=deal, trumps=trumps.value))
    new = state._evolve(
        deal=deal, dealer=dealer, stock=stock, turnup=turnup, trumps=trumps, discards=(), won=((),) * p,
        winners=(), trick=(), leader=(dealer + 1) % p, phase="play", decider=None, low_ace=None, chips=tuple(chips),
        pool=pool, after_spoil=after_spoil)
    new = new._evolve(hands=tuple(new._sorted(h) for h in hands))
    ace = Card("A", trumps)
    if turnup.rank == "A":
        phase, decider = "rob", dealer  # a turned-up Ace lets the dealer rob
    else:
        holder = next((s for s in range(p) if ace in new.hands[s]), None)
        if holder is None:
            phase, decider = "play", None
        elif rules.may_decline:
            phase, decider = "declare", holder
        else:
            phase, decider = "rob", holder
            evs.append(event("declare", holder, (ace,), deal=deal, auto=True))  # S-A2: automatic and public
    return new._evolve(phase=phase, decider=decider, events=state.events + tuple(evs),
                               score_lines=state.score_lines + tuple(lines))


# ------------------------------------------------------------------------------------------------- construction
def new_game(rules: Rules | None = None, *, seed: int) -> State:
    """A new game: one shuffle with ``random.Random(seed)``; the first dealer is drawn from the same generator, or
    found by dealing face up to the first Jack (``Rules.first_dealer``)."""
    rules = rules or Rules()
    rng = random.Random(seed)
    deck = list(standard_deck())
    rng.shuffle(deck)
    jack: tuple[Card, ...] = ()
    if rules.first_dealer == "jack":
        # The seed's note: deal face up one card at a time until a Jack; its receiver deals (seats from South).
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
    cards = parse_cards(deck) if isinstance(deck, str) else tuple(deck)
    jack_cards = parse_cards(jack) if isinstance(jack, str) else tuple(jack)
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
    parsed = [parse_cards(h) for h in hands]
    for s, h in enumerate(parsed):
        if len(h) != 5:
            raise StateFormatError("start.hands", tr("spoil_five.state_error.hand_size", name=seat_names(p)[s],
                                                     got=len(h)))
    deck: list[Card] = []
    for lo, hi in ((0, 2), (2, 5)):
        for k in range(1, p + 1):
            deck += parsed[(dealer + k) % p][lo:hi]
    up = Card.parse(turnup)
    deck.append(up)
    used = set(deck)
    deck += [c for c in standard_deck() if c not in used]
    return from_deck(rules, deck, dealer=dealer, seed=seed, chips=chips, pool=pool, after_spoil=after_spoil)


# ------------------------------------------------------------------------------------------------------ narration
def narrate(event: Event, names: Sequence[str]) -> str:
    """One sentence for an event, in the current language (templates ``spoil_five.event.*`` in
    :mod:`cardrules.i18n`)."""
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
        return tr("spoil_five.event.game_over", why=why, result=event.get("result"))
    return f"{k} {who} {cards}".strip()


# ---------------------------------------------------------------------------------------------------------- bots
class HeuristicBot:
    """A fair opponent for a beginner, reading only its seat's :class:`View`.

    * Robbing: always rob, discarding the weakest card; always declare the trump Ace.
    * Leading: lead the best trump when holding the 5 or the Jack of trumps (to draw trumps while it counts),
      otherwise the best plain card.
    * Following: win the trick as cheaply as possible when it can; otherwise throw the weakest card, holding back
      top trumps when reneging is allowed.
    * Jinking: stop after three tricks unless both remaining cards are among the top four trumps still out.

    With ``samples`` > 0 it plays stronger and slower (a few milliseconds a card): each card it may play, and the
    choice to stop or jink, is tried on ``samples`` guesses of the hidden hands (dealt at random from the unseen
    cards, with the robbed turn-up and a declared Ace placed where they are known to be), each played out at random,
    and the move with the best average chips wins.
    """

    def __init__(self, rng: random.Random | int = 0, *, samples: int = 0) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.samples = samples

    def choose(self, view: View) -> Move:
        moves = view.legal_moves
        if not moves:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        trumps, low_ace, plays = _deal_facts(view)
        ranking = view.rules.ranking

        def power(c: Card) -> int:
            return _LOW_ACE_POWER if c == low_ace else _powers(trumps, ranking)[c]

        def is_trump(c: Card) -> bool:
            return c.suit is trumps or c == ACE_OF_HEARTS

        first = moves[0]
        if isinstance(first, Declare):
            return first
        if isinstance(first, (Rob, Pass)):
            robs = [m for m in moves if isinstance(m, Rob)]
            return min(robs, key=lambda m: (power(m.discard) if is_trump(m.discard) else power(m.discard) - 100))
        cards = [m for m in moves if isinstance(m, (Lead, Play, Jink))]
        if self.samples and len(moves) > 1:
            return self._sampled(view, moves, trumps, low_ace, plays)
        if any(isinstance(m, Stop) for m in moves):
            hand = [m.card for m in cards]
            order = [c for c in trump_order(trumps, ranking) if c not in {c2 for _, c2 in plays}]
            if all(c in order[:4] for c in hand):
                return max(cards, key=lambda m: power(m.card))
            return next(m for m in moves if isinstance(m, Stop))
        if isinstance(cards[0], Lead):
            hand = [m.card for m in cards]
            if any(c in (Card("5", trumps), Card("J", trumps)) for c in hand):
                return max(cards, key=lambda m: power(m.card))
            plain = [m for m in cards if not is_trump(m.card)]
            return max(plain or cards, key=lambda m: power(m.card))
        trick = view.zone("table").cards
        led = trick[0]
        assert led is not None

        def beats(c: Card, best: Card) -> bool:
            if is_trump(c):
                return not is_trump(best) or power(c) > power(best)
            return not is_trump(best) and c.suit is best.suit and power(c) > power(best)

        best = led
        for c in trick[1:]:
            if c is not None and beats(c, best):
                best = c
        winning = [m for m in cards if beats(m.card, best)]
        if winning:
            return min(winning, key=lambda m: power(m.card))
        return min(cards, key=lambda m: (is_trump(m.card), power(m.card)))

    def _sampled(self, view: View, moves: tuple[Move, ...], trumps: Suit, low_ace: Card | None,
                 plays: list[tuple[int, Card]]) -> Move:
        """The move with the best mean chips over ``samples`` random guesses of the hidden hands."""
        p, me = view.players, view.seat
        assert me is not None
        winners: list[int] = []
        trick: list[tuple[int, Card]] = []
        placed: dict[Card, int] = {}  # cards known to be in a hand: a robbed turn-up, a declared Ace
        pool = 0
        for e in view.events:
            if e.kind == "deal":
                winners, trick, placed = [], [], {}
            elif e.kind == "ante":
                pool = e.get("pool")
            elif e.kind == "play":
                trick.append((e.seat, e.cards[0]))  # type: ignore[arg-type]
            elif e.kind == "trick":
                winners.append(e.seat)  # type: ignore[arg-type]
                trick = []
            elif e.kind in ("rob", "declare") and e.seat != me:
                placed[e.cards[0]] = e.seat  # type: ignore[assignment]
        mine = tuple(c for c in view.zone(f"hand/{me}").cards if c is not None)
        seen = set(mine) | {c for _, c in plays}
        for z in view.zones:
            if z.key in ("turnup", "discards"):
                seen |= {c for c in z.cards if c is not None}
        placed = {c: s for c, s in placed.items() if c not in seen}
        unseen = [c for c in standard_deck() if c not in seen and c not in placed]
        sizes = [view.zone(f"hand/{s}").count for s in range(p)]
        leader = trick[0][0] if trick else view.to_move
        rules = dataclasses.replace(view.rules, single_deal=True)
        bonus = view.rules.jink_bonus * (p - 1)
        value = dict.fromkeys(moves, 0)
        for _ in range(self.samples):
            self.rng.shuffle(unseen)
            hands: list[tuple[Card, ...]] = []
            k = 0
            for s in range(p):
                if s == me:
                    hands.append(mine)
                    continue
                known = tuple(c for c, holder in placed.items() if holder == s)
                n = sizes[s] - len(known)
                hands.append(known + tuple(unseen[k:k + n]))
                k += n
            base = State(rules=rules, start="{}", seed=0, deal=1, dealer=0, hands=tuple(hands), stock=(),
                         turnup=None, trumps=trumps, discards=(), won=((),) * p, winners=tuple(winners),
                         trick=tuple(trick), leader=leader, phase="play", decider=None, low_ace=low_ace,
                         chips=(0,) * p, pool=pool, after_spoil=False, history=(), events=(), score_lines=())
            for move in moves:
                state = base._apply(move)
                while state.phase != "over":
                    state = state._apply(self.rng.choice(state.legal_moves()))
                for e in state.events:
                    if e.seat == me and e.kind == "pool":
                        value[move] += pool
                    elif e.seat == me and e.kind == "bonus":
                        value[move] += bonus
        return max(moves, key=lambda m: value[m])

    def __repr__(self) -> str:
        return f"HeuristicBot(samples={self.samples})" if self.samples else "HeuristicBot()"


def _deal_facts(view: View) -> tuple[Suit, Card | None, list[tuple[int, Card]]]:
    """Trumps, this seat's undeclared Ace, and the cards played so far this deal, read from the view's events."""
    trumps = Suit.SPADES
    low_ace: Card | None = None
    plays: list[tuple[int, Card]] = []
    for e in view.events:
        if e.kind == "deal":
            trumps, low_ace, plays = Suit(e.get("trumps")), None, []
        elif e.kind == "decline" and e.cards:
            low_ace = e.cards[0]
        elif e.kind == "play":
            plays.append((e.seat, e.cards[0]))  # type: ignore[arg-type]
    return trumps, low_ace, plays


# ------------------------------------------------------------------------------------------- simulation hooks
def sample_state(view: View, rng: random.Random) -> State:
    """A full state consistent with everything ``view`` shows, the hidden cards dealt at random (for the Monte
    Carlo bot). Built from the view alone: the viewer's hand, the turn-up, the tricks, the hand and stock sizes,
    the public facts (chips) and the public log. Known constraints are kept: a declared (or declined) trump Ace
    stays with its holder until played, a robbed turn-up with the robber, and when nobody declared the Ace it is in
    the stock. The phase comes from the log and, when the viewer is to move, from its legal moves."""
    if view.seat is None or view.is_over or view.to_move is None:
        raise ValueError("sample_state needs a seat's view of a game in progress")
    rules: Rules = view.rules
    p = rules.players
    names = view.names
    facts = dict(view.facts)
    deal = view.events[-1].deal if view.events else 1
    dealer = names.index(facts["Dealer"])
    chips = [0] * p
    for part in facts["Chips"].split(", "):
        who, _, k = part.rpartition(" ")
        chips[names.index(who)] = int(k)
    pool, after_spoil, trumps, turned = 0, False, Suit.SPADES, None
    won: list[list[Card]] = [[] for _ in range(p)]
    winners: list[int] = []
    trick: list[tuple[int, Card]] = []
    holder_of: dict[Card, int] = {}  # hidden cards known to be in a seat's hand
    phase, decider, declined, robber = "play", None, False, None
    shown: list[tuple[int, Card, Card]] = []  # (seat, card led, card discarded) of the plays that reveal a void
    for e in view.events:
        if e.kind == "spoil" and e.deal == deal - 1:
            after_spoil = True
        if e.deal != deal:
            continue
        if e.kind == "ante":
            pool = e.get("pool")
        elif e.kind == "deal":
            turned, trumps = e.cards[0], Suit(e.get("trumps"))
            if turned.rank == "A":
                phase, decider = "rob", dealer
        elif e.kind == "declare":
            holder_of[Card("A", trumps)] = e.seat
            phase, decider = "rob", e.seat
        elif e.kind == "decline":
            holder_of[Card("A", trumps)] = e.seat
            phase, decider, declined = "play", None, True
        elif e.kind == "pass":
            phase, decider = "play", None
        elif e.kind == "rob":
            holder_of[e.cards[0]] = e.seat
            phase, decider, robber = "play", None, e.seat
        elif e.kind == "play":
            if trick and e.get("role") == "discard" and e.seat != view.seat:
                shown.append((e.seat, trick[0][1], e.cards[0]))
            trick.append((e.seat, e.cards[0]))
            holder_of.pop(e.cards[0], None)
        elif e.kind == "trick":
            won[e.seat].extend(c for _, c in trick)
            winners.append(e.seat)
            trick = []
    moves = view.legal_moves
    if moves and isinstance(moves[0], (Declare, Decline)):
        phase, decider = "declare", view.to_move
    elif moves and isinstance(moves[0], (Rob, Pass)):
        phase, decider = "rob", view.to_move
    assert turned is not None
    ace = Card("A", trumps)
    turnup = tuple(c for c in view.zone("turnup").cards if c is not None)
    hands = [tuple(c for c in view.zone(f"hand/{s}").cards if c is not None) for s in range(p)]
    discards: list[Card] = []
    if any(z.key == "discards" for z in view.zones):
        discards = [c for c in view.zone("discards").cards if c is not None]
    seen = set(turnup) | set(discards) | {c for h in hands for c in h} | {c for w in won for c in w}
    seen |= {c for _, c in trick}
    hidden = [s for s in range(p) if view.zone(f"hand/{s}").count and not hands[s]]
    in_stock: list[Card] = []
    if ace not in seen and ace not in holder_of and turned != ace:
        in_stock.append(ace)  # nobody declared it: it was not dealt to anyone (S-A2)
    pool_cards = [c for c in standard_deck() if c not in seen and c not in holder_of and c not in in_stock]
    excluded = _voids(shown, trumps, rules.ranking, ace if declined else None, rules.void_may_discard)
    dealt = _deal_hidden(view, hidden, holder_of, robber, pool_cards, excluded, rng)
    if dealt is None:  # the greedy deal met no hand the voids allow (rare): deal ignoring them
        dealt = _deal_hidden(view, hidden, holder_of, robber, pool_cards, {}, rng)
    assert dealt is not None
    held_by, pool_cards, robbed_discard = dealt
    for s in hidden:
        hands[s] = held_by[s]
    if robbed_discard is not None:
        discards = [robbed_discard]
    if robber is not None and robber != view.seat and robber not in hidden:  # the robber has played out its hand
        mine = [c for c, seat in holder_of.items() if seat == robber]
        discards, pool_cards = (mine[:1], pool_cards) if mine else (pool_cards[:1], pool_cards[1:])
    stock_size = view.zone("stock").count
    stock = tuple(in_stock) + tuple(pool_cards[:stock_size - len(in_stock)])
    stock = tuple(rng.sample(stock, len(stock)))
    leader = trick[0][0] if trick else (winners[-1] if winners else (dealer + 1) % p)
    lines = tuple(ScoreLine(deal, s, "Chips so far", chips[s]) for s in range(p))
    state = State(rules=rules, start=start_json(kind="sample"), seed=rng.randrange(2**31), deal=deal,
                  dealer=dealer, hands=tuple(hands), stock=stock, turnup=turnup[0] if turnup else None,
                  trumps=trumps, discards=tuple(discards), won=tuple(tuple(w) for w in won),
                  winners=tuple(winners), trick=tuple(trick), leader=leader, phase=phase, decider=decider,
                  low_ace=ace if declined else None, chips=tuple(chips), pool=pool, after_spoil=after_spoil,
                  history=(), events=view.events, score_lines=lines)
    unsorted = state._evolve(low_ace=None)  # hands were sorted before any Ace was declined
    return state._evolve(hands=tuple(unsorted._sorted(h) for h in hands))


def _voids(shown: list[tuple[int, Card, Card]], trumps: Suit, ranking: str, low_ace: Card | None,
           void_may_discard: bool) -> dict[int, set[Card]]:
    """The cards each seat cannot hold, read from its discards: a player who neither followed nor trumped a plain
    lead held no card of that suit and (the seed's rule, S-A1) no trump; one who did not follow a trump lead held no
    trump but top trumps higher than the lead, which may renege (S-A5). Cards held then are held now or played."""
    power = _power_table(trumps, ranking)
    top = [c for c in _top_trumps(trumps) if c != low_ace]

    def is_trump(c: Card) -> bool:
        return c.suit is trumps or c == ACE_OF_HEARTS

    def strength(c: Card) -> int:
        return _LOW_ACE_POWER if c == low_ace else power[c.key]

    out: dict[int, set[Card]] = {}
    for seat, led, _card in shown:
        cards = out.setdefault(seat, set())
        if is_trump(led):
            cards.update(c for c in _DECK if is_trump(c) and not (c in top and strength(c) > strength(led)))
        else:
            cards.update(c for c in _DECK if c.suit is led.suit and not is_trump(c))
            if not void_may_discard:
                cards.update(c for c in _DECK if is_trump(c))
    return out


def _deal_hidden(view: View, hidden: list[int], holder_of: dict[Card, int], robber: int | None,
                 pool_cards: list[Card], excluded: dict[int, set[Card]], rng: random.Random
                 ) -> tuple[dict[int, tuple[Card, ...]], list[Card], Card | None] | None:
    """Deal the unseen cards (shuffled) to the ``hidden`` hands: each seat's known cards, then the first cards of
    the shuffled pool it may hold (greedy; None when a seat cannot be filled). Another robber's face-down discard
    came from the hand it held after taking the turn-up (known cards too): it gets one card more, and the discard
    is one whose removal leaves a hand its voids allow. Returns the hands, the cards left and that discard."""
    pool = list(pool_cards)
    rng.shuffle(pool)
    held_by: dict[int, tuple[Card, ...]] = {}
    robbed_discard: Card | None = None
    for s in hidden:
        mine = [c for c, seat in holder_of.items() if seat == s]
        size = view.zone(f"hand/{s}").count
        no = excluded.get(s, ())
        need = size - len(mine)
        if no:
            take = [i for i, c in enumerate(pool) if c not in no][:need]
        else:
            take = list(range(min(need, len(pool))))
        if len(take) < need:
            return None
        if s == robber:  # one card more, whatever the voids: it may be the discard
            spare = next((i for i in range(len(pool)) if i not in take), None)
            if spare is None:
                return None
            take.append(spare)
        chosen = set(take)
        held = mine + [pool[i] for i in take]
        pool = [c for i, c in enumerate(pool) if i not in chosen]
        if s == robber:
            fits = [i for i in range(len(held)) if not any(c in no for j, c in enumerate(held) if j != i)]
            robbed_discard = held.pop(rng.choice(fits) if fits else rng.randrange(len(held)))
        held_by[s] = tuple(held)
    return held_by, pool, robbed_discard


def game_facts(state: State) -> dict[str, int | float]:
    """What a rules designer asks about a finished game: trumps declared and robbed, jinks tried and won, deals
    spoiled or stopped, and whether the eldest hand (the dealer's left) took the first deal's pool (not a number
    when that deal was spoiled, so that its mean is a share of the pools won)."""
    evs = state.events
    p = state.rules.players
    deal_events = [e for e in evs if e.kind == "deal"]
    first_dealer = deal_events[0].seat if deal_events else 0
    first_pool = next((e for e in evs if e.deal == 1 and e.kind in ("pool", "spoil")), None)
    eldest = float("nan")
    if first_pool is not None and first_pool.kind == "pool":
        eldest = 1.0 if first_pool.seat == (first_dealer + 1) % p else 0.0
    return {"trumps_declared": sum(1 for e in evs if e.kind == "declare"),
            "robs": sum(1 for e in evs if e.kind == "rob"),
            "jinks_tried": sum(1 for e in evs if e.kind == "jink"),
            "jinks_won": sum(1 for e in evs if e.kind == "bonus") if state.rules.jink_bonus else
            sum(1 for e in evs if e.kind == "pool" and e.get("tricks") == 5),
            "spoiled_deals": sum(1 for e in evs if e.kind == "spoil"),
            "stops": sum(1 for e in evs if e.kind == "stop"),
            "eldest_took_first_pool": eldest}


# ---------------------------------------------------------------------------------------------- rollout policy
ROLLOUT_RANDOM = 0.1
"""Share of the rollout's card plays chosen at random among the legal cards, so that rollouts from one sampled deal
differ and no line of play is taken for certain."""

_STOP = Stop()


def rollout_move(state: State, rng: random.Random) -> Move:
    """A fast move for the Monte Carlo bot's rollouts, read from the (sampled) state, playing like the heuristic bot:
    always declare and rob (discarding the weakest card), stop after three tricks (in a deal played as the last one,
    jinking can only turn a won pool into a spoil), lead the best trump when holding the 5 or the Jack of trumps and
    the best plain card otherwise, win a trick as cheaply as possible, else throw the weakest card. One card play
    in ten is a random legal card."""
    phase = state.phase
    if phase == "declare":
        return Declare()
    trumps = state.trumps
    powers = _power_table(trumps, state.rules.ranking)
    low_ace = state.low_ace
    hearts = Suit.HEARTS

    def power(c: Card) -> int:
        return _LOW_ACE_POWER if low_ace is not None and c == low_ace else powers[c.key]

    def is_trump(c: Card) -> bool:
        return c.suit is trumps or (c.suit is hearts and c.rank == "A")

    if phase == "rob":
        take = state.turnup
        assert take is not None
        # the weakest card goes: the lowest plain card, else the lowest trump (possibly the turn-up itself)
        return Rob(take, min(state.hands[state.decider] + (take,),  # type: ignore[index]
                             key=lambda c: power(c) if is_trump(c) else power(c) - 100))
    trick = state.trick
    if not trick:
        if len(state.winners) == 3 and state.jink_open:
            return _STOP
        hand = state.hands[state.leader]
        if len(hand) > 1 and rng.random() < ROLLOUT_RANDOM:
            return _lead_of(hand[rng.randrange(len(hand))])
        # hands are sorted trumps first, each group from its best card down
        if Card("5", trumps) in hand or Card("J", trumps) in hand or not any(not is_trump(c) for c in hand):
            return _lead_of(max(hand, key=power))
        return _lead_of(max((c for c in hand if not is_trump(c)), key=power))
    cards = state.playable()
    if len(cards) > 1 and rng.random() < ROLLOUT_RANDOM:
        return _play_of(cards[rng.randrange(len(cards))])
    best = state.trick_winner()[1]  # type: ignore[index]
    best_power, best_trump = power(best), is_trump(best)
    cheapest = None
    for c in cards:  # the cheapest card that takes the trick so far
        if is_trump(c):
            if best_trump and power(c) < best_power:
                continue
        elif best_trump or c.suit is not best.suit or power(c) < best_power:
            continue
        if cheapest is None or power(c) < power(cheapest):
            cheapest = c
    if cheapest is not None:
        return _play_of(cheapest)
    return _play_of(min(cards, key=lambda c: (is_trump(c), power(c))))


# The Monte Carlo bot's settings: a deal is five tricks, so 2000 rollouts took 0.9 s at worst for five players (1.3 s
# for ten), under a load of 8. The rollouts play like the heuristic bot: random players throw away tricks, so random
# rollouts misjudge who can take three.
MONTE_CARLO = MonteCarloSettings(simulations=2000, rollout="game", caution=None)
