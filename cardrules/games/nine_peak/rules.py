"""9 Peak: the rules of the game, top to bottom (``docs/rules/nine_peak.md`` is the same game for a reader).

9 Peak is an unpublished design draft ("9 Peak 草案7", draft 7) for 3 to 5 players. This module is the game as this
project plays it: the cards, the house rules, the moves, who may do what, the settlement and the narration.

**The cards.** 54 number cards: 1 to 6 in spades, hearts, clubs and diamonds (two copies of each) and a Joker suit
★ (one of each number). The write-up's range cards (2 to 8 there) are not cards here: the engine works the ranges
out (this project's track runs 2 to 9, to show the peak as a row).

**The setup.** Six cards are dealt face up into the **Area** (four with five players); the rest are dealt equally to
the players, and a remainder that does not divide stays unused, face down. The players agree on a start player
(here ``new_game`` draws one from its random seed); play goes clockwise.

**Ranges.** A number ``n`` with ``c`` cards in the Area may count as any value from ``n`` to ``n + c``. Two 5s in the
Area: a 5 counts as 5, 6 or 7.

**A turn** is one action, either:

* **Pass**: put one hand card into the Area, or two cards (one at a time) and then take any one Area card back into
  the hand, a card just placed included (:class:`Pass`, then :class:`Take`). When a number's range reaches the
  **peak** (``n + c = 9``), the player who placed the card takes all that number's Area cards at once, 1 VP each,
  and the number starts again.
* **Play**: lay a **set** of ``N`` hand cards that can each count as ``N`` (:class:`Play`): with two 3s in the Area
  a 3 counts as 3 to 5, so 3 3 5 5 5 is a set of five. Sets stay in front of the player, each a group of its own.

**The end.** When a hand empties, play goes on to the end of that round (the seat on the start player's right,
:attr:`State.last_seat`), then the game ends.

**The settlement** (:meth:`State._settle`): each set scores its size × its largest count of one suit, Jokers joining
any suit (:func:`set_score`); a set whose suits all differ, a Joker included, scores size × size. Peak cards score 1
VP each. A player with no Joker in any set adds the size of their largest set. Most VP wins; a tie goes to the
player earlier in turn order.

**House rules.** The draft's notes ask whether a peak of 7, numbers 1-5, other deck sizes, a fixed hand of 12 and a
doubled bonus play better: each is a :class:`Rules` field, and :data:`PRESETS` names the designer's ideas. Points
the write-up leaves open are decided in ``docs/rules/nine_peak.md`` (the codes 9P-A1 … cited in comments here name
them, listed in ``docs/decisions.md``):

* Cards that do not divide equally stay in a face-down unused pile; :func:`from_deck` deals the Area first, then
  equal blocks to seats 0, 1, …; :func:`from_position` puts every card it is not given there, for short lessons.
* The take after a two-card Pass is compulsory whenever the Area holds a card ("得る", 9P-A4).
* A number that peaks while the Area is dealt: ``Rules.setup_peak`` (reshuffle, set aside, or refill; 9P-A2).

**How it is built.** A two-card Pass is two decisions, ``pass 5S 6H`` then ``take 3D``: the take comes after the
placements and their peaks (9P-A4), and one combined move would multiply a turn's choices by the Area's size for no
strategic gain. The order of a two-card Pass is normalised when the numbers differ (it cannot matter then); two cards
of one number keep their order, as a peak after the first changes the outcome (9P-A3). A set is listed once per
choice of card codes. For speed a state's legal moves are a :class:`MoveList` that counts them and builds a move
only when asked for it, by the arithmetic of :mod:`~cardrules.games.nine_peak.tally` on the cards' keys (compiled
where a C compiler exists; ``_every_move`` is the plain listing it is tested against), a move it handed out is played
without checking it again, Pass and Take values and the place and take events are shared values, and moves are
applied with a field copy; all invisible from outside.

The bots are in :mod:`~cardrules.games.nine_peak.ai`, the designer's study in :mod:`~cardrules.games.nine_peak.study`,
the range track drawn for lessons in :mod:`~cardrules.games.nine_peak.lessons`, the sentences in
:mod:`~cardrules.games.nine_peak.text`.
"""

from __future__ import annotations

import bisect
import functools
import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import combinations, repeat
from operator import is_
from typing import Any, ClassVar, cast

from cardrules import protocol
from cardrules.cards import (
    NUMBER_SPELLING,
    STANDARD_SUITS,
    Card,
    Suit,
    codes,
    number_deck,
    parse_cards,  # noqa: F401 - the doctests below read cards with it
    pretty,
    shuffle,
)
from cardrules.errors import CardError, MoveFormatError, RulesError, StateFormatError
from cardrules.events import Reason
from cardrules.games.nine_peak.tally import AREA_UNIT, hand_place, pair_at, set_at, takes, tally
from cardrules.games.nine_peak.tally import HAND_ORDER as _HAND_ORDER
from cardrules.games.nine_peak.tally import area_counts as _area_counts
from cardrules.games.nine_peak.tally import without as _without
from cardrules.i18n import t as tr
from cardrules.log import Log
from cardrules.protocol import (
    Event,
    GameState,
    LazyMoves,
    Result,
    RulesBase,
    ScoreLine,
    Seat,
    Text,
    Zone,
    cards_field,
    cards_text,
    check_conservation,
    choice,
    event,
    move_text,
    number,
    public_log,
    seen_events,
    start_json,
)

NAME = "nine_peak"
TITLE = "9 Peak"
PLAYER_COUNTS = (3, 4, 5)
SUMMARY = "Place cards to widen each number's range and collect peaks; lay sets of N cards that count as N."

_SUIT_RANK = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, Suit.JOKER: 4}


def _key(card: Card) -> int:
    """Number first, then suit: the order 9 Peak hands and sets are shown in (numbers matter most here). Read from
    ``Card.key`` (suit index × 16 + number, the suits in :data:`_SUIT_RANK` order) because sorting is hot."""
    return _HAND_ORDER[card.key]


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_key))


# --------------------------------------------------------------------------------------------------------- rules
@dataclass(frozen=True)
class Rules(RulesBase):
    """House rules of 9 Peak; the defaults are the rules of the write-up, draft 7. A field's docstring is the help
    the house-rules form shows; ``docs/rules/nine_peak.md`` explains each choice."""

    players: int = number(4, 3, 5)
    """Number of players, 3-5 (the write-up)."""
    single_deal: bool = False
    """Play only one deal (9 Peak is a game of one deal, so on or off plays the same)."""
    peak: int = number(9, 3, 12)
    """The peak: when a number n with c cards in the Area reaches n + c = peak, the placer takes them (draft 7: 9; the
    draft's notes suggest 7)."""
    max_number: int = number(6, 2, 9)
    """Highest card number; cards run 1 to this (draft 7: 1-6; the notes' Idea A uses 1-5)."""
    copies_per_suit: int = number(2, 1, 4)
    """Copies of each number in each of the four normal suits (draft 7: 2; Idea A: 3)."""
    jokers_per_number: int = number(1, 0, 3)
    """Joker-suit cards of each number (draft 7: 1)."""
    extra_one_joker: bool = False
    """Add one more Joker 1 to the deck (the notes' 66th card, so five players can take 12 each under Idea B)."""
    area_cards: int = number(6, 0, 12)
    """Cards dealt face up into the Area at setup with 3 or 4 players (draft 7: 6)."""
    area_cards_five: int = number(4, 0, 12)
    """Cards dealt face up into the Area at setup with 5 players (draft 7: 4; Idea B: always 6)."""
    deal_all: bool = True
    """Deal every remaining card equally (draft 7); off: deal each player the "Hand size" below and keep the rest as
    an unused pile (Idea B). Cards that do not divide equally stay in the unused pile either way."""
    hand_size: int = number(12, 1, 30)
    """Cards dealt to each player when "Deal every card" is off (Idea B: 12)."""
    bonus_multiplier: int = number(1, 0, 4)
    """The no-Joker bonus is this many times the size of the largest set (draft 7: 1; the notes suggest 2)."""
    setup_peak: str = choice("reshuffle", "reshuffle", "set_aside", "refill")
    """A number that reaches the peak while the Area is dealt (the write-up does not say): reshuffle and deal the
    setup again; set the peaking cards aside, out of play (the Area is left smaller); or set them aside and deal
    replacements until the Area is full."""
    joker_suits: str = choice("wild", "wild", "printed")
    """Sets with two or more Jokers (the write-up is unclear): each Joker may be another suit or stay a Joker, so
    ♠ ♦ ♥ ★ ★ counts as all different (5 × 5); or the printed suits must differ (5 × 3)."""

    def _check(self) -> None:
        if self.peak <= self.max_number:
            raise RulesError("peak", Text("nine_peak.rules_error.peak", max=self.max_number, peak=self.peak))
        deck = len(self.deck())
        area = self.area_size
        field = "area_cards_five" if self.players == 5 else "area_cards"
        if self.setup_peak == "reshuffle":
            # Each number n can hold peak - n - 1 cards without peaking; a larger Area could never be dealt.
            room = sum(min(max(self.peak - n - 1, 0), self.cards_of(n)) for n in range(1, self.max_number + 1))
            if area > room:
                raise RulesError(field, Text("nine_peak.rules_error.area", area=area, peak=self.peak, room=room))
            # An Area that fits but is dealt so rarely that the reshuffles allowed might all peak (a number of
            # seeds would not deal): refused, as an Area that never fits is.
            chance = _peak_free_chance(self.peak, self.max_number, tuple(map(self.cards_of, range(1, 10))), area)
            if (1 - chance) ** (RESHUFFLES + 1) > 1e-9:
                raise RulesError(field, Text("nine_peak.rules_error.rare_area", area=area, peak=self.peak,
                                           one_in=round(1 / chance)))
        need = self.players * (1 if self.deal_all else self.hand_size)
        if deck - area < need:
            what = (Text("nine_peak.rules_error.one_each") if self.deal_all
                    else Text("nine_peak.rules_error.n_each", n=self.hand_size))
            raise RulesError("hand_size" if not self.deal_all else field,
                             Text("nine_peak.rules_error.deck", deck=deck, area=area, players=self.players, what=what))
        if self.setup_peak == "refill":
            # Refilling sets peaking cards aside until the Area is full. A number n peaks with peak - n cards, and
            # only while fewer than the Area's size are on it (else the Area is full first), so a deck in the worst
            # order sets aside every whole group of peak - n cards of each such number before filling the Area; the
            # rest must still give each player a card (and the Area is then always filled: see
            # tests/test_every_rules_combination.py, which deals that worst order).
            out = refill_worst_case(self)
            if deck - area - out < self.players:
                raise RulesError("setup_peak", Text("nine_peak.rules_error.refill", area=area, peak=self.peak,
                                                  out=out, deck=deck, players=self.players))

    @property
    def one_deal(self) -> bool:
        """Always: 9 Peak is one deal (``single_deal`` plays the same either way)."""
        return True

    @property
    def area_size(self) -> int:
        """How many cards the setup deals into the Area for this player count."""
        return self.area_cards_five if self.players == 5 else self.area_cards

    def cards_of(self, n: int) -> int:
        """How many cards of number ``n`` the deck holds."""
        return 4 * self.copies_per_suit + self.jokers_per_number + (1 if n == 1 and self.extra_one_joker else 0)

    def deck(self) -> tuple[Card, ...]:
        """The number cards these rules play with (54 by default)."""
        key = (self.max_number, self.copies_per_suit, self.jokers_per_number, self.extra_one_joker)
        cards = _DECKS.get(key)
        if cards is None:  # made once per kind of deck: a new game, its checks and each sampled deal read it
            cards = number_deck(self.max_number, self.copies_per_suit, self.jokers_per_number)
            cards = _DECKS[key] = cards + ((Card("1", Suit.JOKER),) if self.extra_one_joker else ())
        return cards


_DECKS: dict[tuple[int, int, int, bool], tuple[Card, ...]] = {}
"""The decks made so far, by the fields that fix them (cards are values, so games may share them)."""

RESHUFFLES = 10_000
"""The reshuffles a setup may take to deal an Area without a peak (``setup_peak="reshuffle"``). Rules whose Area
could still peak after all of them with a chance above one in a billion are refused (:meth:`Rules._check`)."""


@functools.cache
def _peak_free_chance(peak: int, max_number: int, cards_of: tuple[int, ...], area: int) -> float:
    """The chance that ``area`` cards dealt from the deck hold no peak: the ways to choose at most peak - n - 1
    cards of each number n (the coefficient of x**area in the product of the numbers' polynomials), over all the
    ways to choose ``area`` cards. ``cards_of[n - 1]`` is how many cards of number n the deck holds."""
    ways = [1]
    for n in range(1, max_number + 1):
        m = cards_of[n - 1]
        ones = [math.comb(m, k) for k in range(min(max(peak - n - 1, 0), m) + 1)]
        product = [0] * (len(ways) + len(ones) - 1)
        for i, a in enumerate(ways):
            for j, b in enumerate(ones):
                product[i + j] += a * b
        ways = product
    free = ways[area] if area < len(ways) else 0
    return free / math.comb(sum(cards_of[:max_number]), area)


def refill_worst_case(rules: Rules) -> int:
    """The most cards a refilled setup (``setup_peak="refill"``) can set aside before the Area is full, over every
    order of the deck: every whole group of peak - n cards of each number n that can peak while the Area is not yet
    full (peak - n - 1 below the Area's size). The deck order that deals them first, then fills the Area, reaches
    it."""
    size = rules.area_size
    out = 0
    for n in range(1, rules.max_number + 1):
        group = rules.peak - n
        if group - 1 < size:
            out += rules.cards_of(n) // group * group
    return out


def _deck_set(rules: Rules) -> frozenset[Card]:
    """The cards of the rules' deck, each once: what a move may name (made once per kind of deck, as the deck)."""
    key = (rules.max_number, rules.copies_per_suit, rules.jokers_per_number, rules.extra_one_joker)
    found = _DECK_SETS.get(key)
    if found is None:
        found = _DECK_SETS[key] = frozenset(rules.deck())
    return found


_DECK_SETS: dict[tuple[int, int, int, bool], frozenset[Card]] = {}


_IDEA_A = Rules(max_number=5, copies_per_suit=3)
PRESETS: dict[str, Rules] = {
    "draft": Rules(),
    "draft_3": Rules(players=3),
    "draft_5": Rules(players=5),
    "peak_7": Rules(peak=7),
    "double_bonus": Rules(bonus_multiplier=2),
    "peak_7_double_bonus": Rules(peak=7, bonus_multiplier=2),
    "idea_a": _IDEA_A,
    "idea_a_3": Rules(players=3, max_number=5),
    "idea_b_5": replace(_IDEA_A, players=5, extra_one_joker=True, area_cards_five=6, deal_all=False),
    "idea_b_3": replace(_IDEA_A, players=3, deal_all=False),
    "setup_set_aside": Rules(setup_peak="set_aside"),
    "setup_refill_5": Rules(players=5, setup_peak="refill"),
    "printed_jokers": Rules(joker_suits="printed"),
    "no_jokers": Rules(jokers_per_number=0, players=3),
    "area_8_hands_10": Rules(players=3, area_cards=8, deal_all=False, hand_size=10, single_deal=True),
}
"""Named rule sets: the draft at each player count and the designer's ideas from its notes (their labels are the
messages ``nine_peak.preset.<code>``)."""


# --------------------------------------------------------------------------------------------------------- moves
def _card_list(cards: Iterable[Card]) -> str:
    return " ".join(c.unicode for c in cards)


@dataclass(frozen=True, slots=True)
class Pass(protocol.Move):
    """Pass: place one hand card into the Area, or two (one at a time, 9P-A3) and then take one back (:class:`Take`).

    Two cards of different numbers are stored lowest first, since their order cannot matter; two of the same
    number keep the order given, because a peak after the first changes which card stays (9P-A3).
    """

    first: Card
    second: Card | None = None

    def __post_init__(self) -> None:
        a, b = self.first, self.second
        if isinstance(a, Card) and isinstance(b, Card) and b.number != a.number and _key(b) < _key(a):
            first, second = self.second, self.first
            object.__setattr__(self, "first", first)
            object.__setattr__(self, "second", second)

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.first,) if self.second is None else (self.first, self.second)

    @property
    def card(self) -> Card:
        return self.first

    @property
    def targets(self) -> tuple[Card, ...]:
        # The second hand card placed; the widget lets the reader click it after the first.
        return () if self.second is None else (self.second,)

    @property
    def label(self) -> str:
        if self.second is None:
            return tr("nine_peak.move.pass_one", card=self.first.unicode)
        return tr("nine_peak.move.pass_two", first=self.first.unicode, second=self.second.unicode)

    def __str__(self) -> str:
        return "pass " + " ".join(map(str, self.cards))

    def __repr__(self) -> str:
        return f"nine_peak.parse_move({str(self)!r})"


@dataclass(frozen=True, slots=True)
class Take(protocol.Move):
    """The second half of a two-card Pass: take any one Area card into the hand, a card just placed included
    (9P-A4)."""

    take: Card

    @property
    def targets(self) -> tuple[Card, ...]:
        return (self.take,)

    @property
    def label(self) -> str:
        return tr("nine_peak.move.take", card=self.take.unicode)

    def __str__(self) -> str:
        return f"take {self.take}"

    def __repr__(self) -> str:
        return f"nine_peak.parse_move({str(self)!r})"


@dataclass(frozen=True, slots=True)
class Play(protocol.Move):
    """Play: lay a set of ``n`` hand cards that can each count as ``n`` (9P-A5). Cards are kept in number order."""

    n: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if isinstance(self.cards, tuple) and all(isinstance(c, Card) for c in self.cards):
            object.__setattr__(self, "cards", _sorted(self.cards))

    @property
    def card(self) -> Card | None:
        return self.cards[0] if self.cards else None

    @property
    def targets(self) -> tuple[Card, ...]:
        # The other hand cards of the set, so the widget can let the reader pick them one by one.
        return self.cards[1:]

    @property
    def label(self) -> str:
        return tr("nine_peak.move.play", n=self.n, cards=_card_list(self.cards))

    def __str__(self) -> str:
        return f"play {self.n}: {' '.join(map(str, self.cards))}"

    def __repr__(self) -> str:
        return f"nine_peak.parse_move({str(self)!r})"


Move = Pass | Take | Play


def parse_move(text: str) -> Move:
    """Read a move's notation: ``pass 5S``, ``pass 5S 6H``, ``take 3D``, ``play 5: 3S 3H 5D 5C 5X``.

    >>> parse_move("play 5: 5X 3S 5D 3H 5C")
    nine_peak.parse_move('play 5: 3S 3H 5C 5D 5X')
    >>> str(parse_move("pass 6H 5S"))
    'pass 5S 6H'
    """
    words = move_text(text).strip().split(None, 1)
    if not words:
        raise MoveFormatError(text, Text("nine_peak.move_error.empty"))
    verb, rest = words[0].lower(), (words[1] if len(words) > 1 else "")
    try:
        if verb == "pass":
            cards = NUMBER_SPELLING.cards(rest)
            if not 1 <= len(cards) <= 2:
                raise MoveFormatError(text, Text("nine_peak.move_error.pass"))
            return Pass(*cards)
        if verb == "take":
            cards = NUMBER_SPELLING.cards(rest)
            if len(cards) != 1:
                raise MoveFormatError(text, Text("nine_peak.move_error.take"))
            return Take(cards[0])
        if verb == "play":
            size, sep, listed = rest.partition(":")
            if not sep or not size.strip().isdigit():
                raise MoveFormatError(text, Text("nine_peak.move_error.play"))
            return Play(int(size), NUMBER_SPELLING.cards(listed))
    except CardError as err:  # a card code that names no card: the reason is already in the reader's language
        raise MoveFormatError(text, str(err)) from None
    raise MoveFormatError(text, Text("nine_peak.move_error.verb", verb=verb))


# ------------------------------------------------------------------------------------------------------- scoring
def set_score(cards: Sequence[Card], joker_suits: str = "wild") -> tuple[int, int]:
    """The settlement of one set: ``(points, suit count)`` with points = size × suit count.

    The suit count is the largest count of one normal suit plus the Jokers (each may be another suit), or the size
    when every suit differs (Joker included). Under ``joker_suits="wild"`` a Joker may also stay a Joker, so a set
    can be all different whenever no normal suit repeats and it has at most 5 cards (9P-A7); under ``"printed"``
    the printed suits must differ.

    >>> set_score(parse_cards("3S 3H 5D 5C 5X"))   # all five suits differ: 5 × 5
    (25, 5)
    >>> set_score(parse_cards("2S 2S 3S 3H"))       # three spades: 4 × 3
    (12, 3)
    >>> set_score(parse_cards("5S 5D 5H 5X 4X")), set_score(parse_cards("5S 5D 5H 5X 4X"), "printed")
    ((25, 5), (15, 3))
    """
    size = len(cards)
    suits = [0] * 5  # the cards of each suit, by Card.key >> 4 (the suits in _SUIT_RANK order, the Joker last)
    for c in cards:
        suits[c.key >> 4] += 1
    jokers = suits.pop()
    largest = max(suits)
    same = largest + jokers
    no_repeat = largest <= 1
    distinct = no_repeat and (size <= len(STANDARD_SUITS) + 1 if joker_suits == "wild" else jokers <= 1)
    count = max(same, size) if distinct else same
    return size * count, count


def set_score_rule(cards: Sequence[Card], count: int) -> str:
    """Which rule gave a set its suit ``count`` (as :func:`set_score` computed it), so the narration names the rule
    that actually scored: ``"one_suit"`` when the largest suit plus the Jokers makes the count (3♠ 3♠ 3★ 4♠ is
    four of one suit, not four different suits), ``"one_suit_jokers"`` the same with Jokers counted in, and
    ``"differ"`` only when the set scored as all suits different (9P-A7).

    >>> set_score_rule(parse_cards("3S 3S 3X 4S"), 4), set_score_rule(parse_cards("3S 3H 5D 5C 5X"), 5)
    ('one_suit_jokers', 'differ')
    """
    suits = Counter(c.suit for c in cards)
    jokers = suits.pop(Suit.JOKER, 0)
    if max(suits.values(), default=0) + jokers >= count:
        return "one_suit_jokers" if jokers else "one_suit"
    return "differ"


def reaches_peak(n: int, in_area: int, peak: int) -> bool:
    """Whether number ``n`` with ``in_area`` cards of its number in the Area has reached the peak: the top of its
    range, n + c, is the peak (the write-up: "数字幅の最大値が９になった場合"). Placements add one card at a time, so
    the top reaches the peak exactly; ``>=`` also covers a smaller peak under house rules.

    >>> reaches_peak(6, 3, 9), reaches_peak(5, 2, 9), reaches_peak(5, 2, 7)
    (True, False, True)
    """
    return n + in_area >= peak


def can_count_as(card: Card, n: int, in_area: int) -> bool:
    """Whether ``card`` may count as ``n`` when the Area holds ``in_area`` cards of its number: its range is
    number .. number + in_area (the write-up, "Pass")."""
    return card.number <= n <= card.number + in_area


# --------------------------------------------------------------------------------------------------------- state
def _lacking(have: Sequence[Card], want: Sequence[Card]) -> Card | None:
    """The first card of ``want`` (in hand order) that ``have`` does not hold often enough, or None. Counts
    ``Card.key`` ints (one per rank and suit) rather than hashing cards: this runs on every move."""
    held = [h.key for h in have]
    if len(want) == 1:
        return None if want[0].key in held else want[0]
    wanted = [w.key for w in want]
    for c in _sorted(want):
        if held.count(c.key) < wanted.count(c.key):
            return c
    return None


def _multisets(kinds: Sequence[Card], avail: Sequence[int], n: int) -> Iterable[tuple[Card, ...]]:
    """Every choice of ``n`` cards from ``kinds`` (each available ``avail[j]`` times), once per choice of codes,
    in lexicographic order of ``kinds`` (the most copies of the earlier kinds first).

    ``itertools.combinations`` of the cards laid out copy by copy gives every choice in that order, in C; a choice
    it repeats (two copies of one code swapped) is dropped by keying it on the kinds' positions, first kept."""
    if all(a == 1 for a in avail):
        return combinations(kinds, n)
    cards = [k for k, a in zip(kinds, avail) for _ in range(a)]
    where = [i for i, a in enumerate(avail) for _ in range(a)]
    return dict(zip(combinations(where, n), combinations(cards, n))).values()


_SET = object.__setattr__


_PLAY_N, _PLAY_CARDS = Play.n.__set__, Play.cards.__set__  # type: ignore[attr-defined,misc]
"""The slots' own setters: they fill a frozen Play faster than ``object.__setattr__``."""


def _new_play(n: int, cards: tuple[Card, ...]) -> Play:
    """A Play whose cards are already in order, skipping ``__post_init__`` (legal_moves builds hundreds)."""
    move = object.__new__(Play)
    _PLAY_N(move, n)
    _PLAY_CARDS(move, cards)
    return move


def _pass_tables() -> tuple[list[Pass], list[list[Pass]]]:
    """Every Pass of one card and of two cards in the order given, indexed by ``Card.key`` (suit × 16 + number, a
    small int read without hashing the card): moves are immutable values, so each is built once, at import, and
    shared; listing them was most of the time of a decision. Covers numbers 1-9 in every suit (the Rules' range).
    The two-card table is not normalised: the listing reads it in canonical order. A key no card has holds None,
    never read."""
    cards: list[Card | None] = [None] * (16 * len(Suit))
    for suit in Suit:
        for n in range(1, 10):
            card = Card(str(n), suit)
            cards[card.key] = card

    def make(first: Card, second: Card | None) -> Pass:
        move = object.__new__(Pass)
        _SET(move, "first", first)
        _SET(move, "second", second)
        return move

    one = [make(a, None) if a is not None else None for a in cards]
    two = [[make(a, b) if a is not None and b is not None else None for b in cards] for a in cards]
    return cast(list[Pass], one), cast(list[list[Pass]], two)


_ONE_PASS, _TWO_PASSES = _pass_tables()
_TAKE_OF_KEY: list[Take] = [cast(Take, None) if p is None else Take(p.first) for p in _ONE_PASS]
"""The Take of each card, by ``Card.key``, shared like the Passes."""
_TAKE_IN_ORDER: list[Take] = [cast(Take, None)] * (max(_HAND_ORDER) + 1)
"""The Take of each card code by its place in hand order (:data:`_HAND_ORDER`)."""
for _k, _take in enumerate(_TAKE_OF_KEY):
    if _take is not None:
        _TAKE_IN_ORDER[_HAND_ORDER[_k]] = _take
del _k, _take


_UNSEEDED: Any = object()
"""A start position that records no seed (a written one)."""

_VIEW_PARTS: dict[tuple[Any, ...], Any] = {}
"""The labels, notes, face-down hands and facts of views, by the small ints that fix them (see ``State.view``)."""

_EVENTS: dict[tuple[Any, ...], Event] = {}
"""The place, take and no-take events met so far, shared: an event is an immutable value fixed by a few small ints
(who, which card, how many of its number lie in the Area), and building one was a good part of a move's cost."""


_LOW_HAND: dict[int, Text | str] = {1: Text("nine_peak.zone.hand_last_one"), 2: Text("nine_peak.zone.hand_last_two")}
"""The note of a hand of one or two cards before the end is triggered: a hand that empties ends the game at the end
of that round, which a newcomer did not see coming."""


def _seat_parts(players: int) -> list[tuple[Text, str, dict[tuple[int, bool], Zone]]]:
    """Each seat's hand label, zone key and face-down hands by size (shared: values fixed by the player count)."""
    key = ("seats", players)
    found = _VIEW_PARTS.get(key)
    if found is None:
        found = _VIEW_PARTS[key] = [(Text("zone.hand", name=Seat(s, players)), f"hand/{s}", {})
                                    for s in range(players)]
    return cast(list[tuple[Text, str, dict[tuple[int, bool], Zone]]], found)


def _place_event(seat: int, card: Card, c: int, peaked: bool) -> Event:
    """The event of ``seat`` placing ``card`` into the Area, which then holds ``c`` cards of its number."""
    key = ("place", seat, card.key, c, peaked)  # Card.key: one int per card code
    found = _EVENTS.get(key)
    if found is None:
        n = card.key & 15
        found = _EVENTS[key] = event("place", seat, (card,), number=n, count=c, range=f"{n}-{n + c}", peak=peaked)
    return found


def _take_event(seat: int, card: Card, c: int) -> Event:
    """The event of ``seat`` taking ``card`` back from the Area, which then holds ``c`` cards of its number."""
    key = ("take", seat, card.key, c)
    found = _EVENTS.get(key)
    if found is None:
        n = card.key & 15
        found = _EVENTS[key] = event("take", seat, (card,), number=n, range=f"{n}-{n + c}")
    return found


def _no_take_event(seat: int) -> Event:
    key = ("no_take", seat)
    found = _EVENTS.get(key)
    if found is None:
        found = _EVENTS[key] = event("no_take", seat)
    return found


def _set(tup: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return tup[:i] + (value,) + tup[i + 1:]


def _kinds(hand: Sequence[Card]) -> tuple[list[Card], list[int]]:
    """The kinds of card in ``hand`` (one card of each Card.key, in hand order) and how many of each. Hands are kept
    sorted, so copies of a card are neighbours: grouped by key without hashing cards."""
    kinds: list[Card] = []
    avail: list[int] = []
    prev = -1
    for c in hand:
        if c.key == prev:
            avail[-1] += 1
        else:
            kinds.append(c)
            avail.append(1)
            prev = c.key
    return kinds, avail


def _every_move(hand: Sequence[Card], area_cards: Sequence[Card], peak: int) -> tuple[Move, ...]:
    """Every Play and Pass of ``hand`` with ``area_cards`` in the Area, in the order of the list of legal moves:
    the plain listing, which :class:`MoveList` stands for (and is tested against) without building it."""
    moves: list[Move] = []
    kinds, avail = _kinds(hand)
    nums = [c.key & 15 for c in kinds]  # number cards: Card.key & 15 is the number
    area = [0] * 16
    for c in area_cards:
        area[c.key & 15] += 1
    tops = [x + area[x] for x in nums]
    count = len(kinds)
    # Play: for each N, every choice of N codes among the cards that can count as N (multisets, 9P-A5).
    new_move, set_n, set_cards = object.__new__, _PLAY_N, _PLAY_CARDS
    for n in range(1, min(len(hand), peak - 1) + 1):
        fit = [i for i in range(count) if nums[i] <= n <= tops[i]]
        if len(fit) < 2:
            if fit and avail[fit[0]] >= n:  # one code: the one choice (the most common case)
                moves.append(_new_play(n, (kinds[fit[0]],) * n))
            continue
        fa = [avail[i] for i in fit]
        if sum(fa) < n:
            continue
        for combo in _multisets([kinds[i] for i in fit], fa, n):  # _new_play, inlined: the loop is hot
            move = new_move(Play)
            set_n(move, n)
            set_cards(move, combo)
            moves.append(move)
    # Pass: each code alone, then each pair of codes (from the shared tables, by Card.key).
    ids = [c.key for c in kinds]
    moves += map(_ONE_PASS.__getitem__, ids)
    if len(hand) >= 2:
        for i in range(count):
            row, num = _TWO_PASSES[ids[i]], nums[i]
            j = i if avail[i] >= 2 else i + 1
            while j < count and nums[j] == num:  # same number: both orders, as the order may matter (9P-A3)
                moves.append(row[ids[j]])
                if j != i:
                    moves.append(_TWO_PASSES[ids[j]][ids[i]])
                j += 1
            moves += map(row.__getitem__, ids[j:])
    return tuple(moves)


_CARD_OF_KEY: list[Card] = [cast(Card, None) if p is None else p.first for p in _ONE_PASS]
"""The card of each ``Card.key`` (cards are values: any copy of a code is the same card)."""


class MoveList(LazyMoves):
    """The Plays and Passes of a turn, each built when asked for (a :class:`LazyMoves`, which stands for the tuple
    :func:`_every_move` lists, in the same order): a random player or a rollout wants one move of tens or hundreds,
    and listing them all was most of the time of a decision. Its length is counted, not listed, and the move at an
    index is found without the others, by the arithmetic of :mod:`~cardrules.games.nine_peak.tally` on the cards'
    keys. Iterating lists them all at once.

    ``counts`` is the Area's c_n packed (:func:`~cardrules.games.nine_peak.tally.area_counts`) when the state knows
    it already."""

    __slots__ = ("_hand", "_area", "_peak", "_kinds", "_avail", "_groups", "_sizes", "_plays", "_made", "_all")

    def __init__(self, hand: tuple[Card, ...], area: tuple[Card, ...], peak: int, counts: int | None = None) -> None:
        self._hand, self._area, self._peak = hand, area, peak
        self._made: list[Move] = []
        self._all: tuple[Move, ...] | None = None
        # LazyMoves's _ends and _len, set here from tally's segments: a segment per set size N with sets, then the
        # one-card Passes, then the two-card Passes.
        self._kinds, self._avail, self._groups, self._sizes, self._plays, ends = tally(
            hand, _area_counts(area) if counts is None else counts, peak)
        self._ends, self._len = ends, ends[-1]

    def __getitem__(self, index: Any) -> Any:
        # A move by its index, the Passes found without a search (LazyMoves does the rest: slices, negative indexes
        # and the errors).
        if type(index) is int and 0 <= index < self._len:
            offset = index - self._plays
            if offset < 0:
                k = bisect.bisect_right(self._ends, index)  # empty segments are passed over
                return self._build(k, index - (self._ends[k - 1] if k else 0))
            count = len(self._kinds)
            return self._build(len(self._sizes) + (offset >= count), offset if offset < count else offset - count)
        return LazyMoves.__getitem__(self, index)

    def _build(self, k: int, offset: int) -> Move:
        sizes = self._sizes
        move: Move
        if k < len(sizes):
            n = sizes[k]
            move = _new_play(n, tuple(map(_CARD_OF_KEY.__getitem__,
                                          set_at(self._kinds, self._avail, self._groups, n, offset))))
        elif k == len(sizes):
            move = _ONE_PASS[self._kinds[offset]]
        else:
            first, second = pair_at(self._kinds, self._avail, self._groups, offset)
            move = _TWO_PASSES[first][second]
        self._made.append(move)
        return move

    def _every(self) -> tuple[Move, ...]:
        if self._all is None:
            self._all = _every_move(self._hand, self._area, self._peak)
        return self._all

    def __iter__(self) -> Iterator[Move]:
        return iter(self._every())

    def __contains__(self, move: object) -> bool:
        return move in self._every()

    def handed_out(self, move: object) -> bool:
        """Whether ``move`` is one of the moves this list has given out (by identity): a legal move, then."""
        for m in self._made:
            if m is move:
                return True
        return self._all is not None and any(map(is_, self._all, repeat(move)))


@dataclass(frozen=True)
class State(GameState):
    """A 9 Peak position: hands, the Area (in placement order), sets and peak piles in front of each player."""

    GAME: ClassVar[str] = NAME
    _PER_STATE: ClassVar[tuple[str, ...]] = ("_legal", "_counts", "_zones")
    """Worked out about a state and kept in its cache: its legal moves, the Area's counts and the parts of its views
    every seat sees alike (the last two ``_apply`` hands on to the next state itself; any other copy starts without
    them)."""

    rules: Rules
    start: str
    hands: tuple[tuple[Card, ...], ...]
    area: tuple[Card, ...]
    """The Area in placement order; only the count of each number matters to the rules (9P-A1)."""
    sets: tuple[tuple[tuple[Card, ...], ...], ...]
    peaks: tuple[tuple[Card, ...], ...]
    """Each player's peak pile: cards collected at a peak, 1 VP each (9P-A10)."""
    pile: tuple[Card, ...]
    """Cards dealt to no one (a remainder that does not divide, or Idea B's unused pile); face down."""
    out: tuple[Card, ...]
    """Cards set aside at setup by the setup_peak rule; face up, out of play."""
    start_player: int
    turn: int
    taking: bool = False
    """The player to move has placed two cards and must now take one from the Area."""
    ender: int | None = None
    """The seat whose hand emptied first, which triggers the last round."""
    over: bool = False
    score_lines: tuple[ScoreLine, ...] = ()

    # -- protocol ------------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.over else self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def last_seat(self) -> int:
        """The seat on the start player's right, the last to act in each round (the write-up, "ゲーム終了")."""
        return (self.start_player - 1) % self.players

    @property
    def dealt(self) -> bool:
        """Whether this game was dealt (its start records a shuffle's seed), not a position set up for a lesson: only
        a dealt game draws its unused pile and marks a hand of one or two cards."""
        return '"seed":' in self.start  # start JSON has sorted keys, so the key is found as written

    def in_area(self, n: int) -> int:
        """c_n: how many cards of number ``n`` lie in the Area."""
        rank = str(n)
        return sum(1 for c in self.area if c.rank == rank)

    def value_range(self, n: int) -> tuple[int, int]:
        """The values a card of number ``n`` may count as now: n .. n + c_n."""
        return n, n + self.in_area(n)

    def all_cards(self) -> tuple[Card, ...]:
        """Every card in every zone: hands, Area, sets, peak piles, the unused pile and the cards set aside."""
        out: list[Card] = [*self.area, *self.pile, *self.out]
        for seat in range(self.players):
            out += self.hands[seat]
            out += self.peaks[seat]
            for s in self.sets[seat]:
                out += s
        return tuple(out)

    # The hot paths below read the fields from the instance's dict (``fields["hands"]``): as fast as attributes.
    def _list_moves(self) -> Sequence[Move]:
        fields = self.__dict__
        if fields["over"]:
            return ()
        if fields["taking"]:
            # One Take per card code, in hand order: the codes' places in hand order (small ints, one per code, read
            # without hashing a card) sorted, and the Take at each place.
            return takes(fields["area"], _TAKE_IN_ORDER)
        counts = self._cache.get("_counts")
        if counts is None:
            counts = self._area_counts()
        return MoveList(fields["hands"][fields["turn"]], fields["area"], fields["rules"].peak, counts)

    def _area_counts(self) -> int:
        """c_n of every number n, packed a byte per number (:func:`_area_counts`): worked out once per game and then
        carried from each state to the next by the cards a move places and takes."""
        counts = self._cache.get("_counts")
        if counts is None:
            counts = self._cache["_counts"] = _area_counts(self.area)
        return counts

    def plays(self, n: int | None = None) -> tuple[Play, ...]:
        """The legal sets (of size ``n`` when given): what a set builder offers.

        >>> [str(m) for m in from_position(area="3S 3H", hands=["3C 3D 5S 5H 5X", "1S", "1H"]).plays(5)]
        ['play 5: 3C 3D 5S 5H 5X']
        """
        return tuple(m for m in self.legal_moves() if isinstance(m, Play) and (n is None or m.n == n))

    def deck_set(self) -> frozenset[Card]:
        return _deck_set(self.rules)

    def why_illegal(self, move: Any) -> Reason | None:
        if self.over:
            return Text("reason.game_over")
        if not _well_formed(move):
            return Text("nine_peak.reason.not_a_move", move=move)
        foreign = self.foreign_card(move)  # before the rules, which go by a card's key and number (AC's are 1C's)
        if foreign is not None:
            return foreign
        hand = self.hands[self.turn]
        if self.taking:
            if not isinstance(move, Take):
                return Text("nine_peak.reason.must_take")
            if move.take not in self.area:
                return Text("nine_peak.reason.not_in_area", card=move.take.unicode)
            return None
        if isinstance(move, Take):
            if self.area:
                return Text("nine_peak.reason.take_after_pass")
            return Text("nine_peak.reason.take_empty")
        if isinstance(move, Pass):
            missing = _lacking(hand, move.cards)
            if missing is not None:
                held = hand.count(missing)
                return (Text("nine_peak.reason.not_held", card=missing.unicode) if not held
                        else Text("nine_peak.reason.held_only", held=held, card=missing.unicode))
            return None
        # Play
        if move.n < 1:
            return Text("nine_peak.reason.set_size", n=move.n)
        if len(move.cards) != move.n:
            return Text("nine_peak.reason.set_count", n=move.n, got=len(move.cards))
        missing = _lacking(hand, move.cards)
        if missing is not None:
            held = hand.count(missing)
            return (Text("nine_peak.reason.not_held", card=missing.unicode) if not held
                    else Text("nine_peak.reason.held_only", held=held, card=missing.unicode))
        counts = [0] * 16  # c_n of each number n in the Area, counted once (Card.key & 15 is a card's number)
        for c in self.area:
            counts[c.key & 15] += 1
        for c in move.cards:
            lo = c.key & 15
            hi = lo + counts[lo]
            if not lo <= move.n <= hi:
                extra = self.in_area(c.number)
                if hi > lo:
                    return Text("nine_peak.reason.range", n=move.n, card=c.unicode, lo=lo, hi=hi, extra=extra)
                return Text("nine_peak.reason.range_only", n=move.n, card=c.unicode, lo=lo, number=c.number)
        return None

    # -- playing -------------------------------------------------------------------------------------------
    def _apply(self, move: Move) -> State:
        fields = self.__dict__  # read as a dict (see _list_moves)
        seat = fields["turn"]
        hand = fields["hands"][seat]
        cache = self._cache
        counts = cache.get("_counts")
        if counts is None:
            counts = self._area_counts()
        new: State
        events: tuple[Event, ...]
        if isinstance(move, Pass):
            area, peaks = fields["area"], fields["peaks"]
            peak = fields["rules"].peak
            first, second = move.first, move.second
            placed = (first,) if second is None else (first, second)
            events = ()
            for card in placed:  # one at a time (9P-A3)
                area = (*area, card)
                key = card.key
                n = key & 15  # number cards: Card.key & 15 is the number
                counts += AREA_UNIT[key]
                c = counts >> 8 * n & 255
                peaked = reaches_peak(n, c, peak)
                events += (_place_event(seat, card, c, peaked),)
                if peaked:  # the peak is checked after each card
                    gained = tuple([x for x in area if x.key & 15 == n])  # (a list made in one step: faster)
                    area = tuple([x for x in area if x.key & 15 != n])
                    counts -= c << 8 * n
                    peaks = _set(peaks, seat, (*peaks[seat], *gained))
                    events += (Event("peak", seat, gained, (("number", n), ("vp", len(gained)), ("peak", peak))),)
            hands = _set(fields["hands"], seat, _without(hand, placed))
            if second is not None and area:
                new = self._advance((move,), events, hands=hands, area=area, peaks=peaks, taking=True)
            else:
                if second is not None:
                    events += (_no_take_event(seat),)  # nothing to take back from an empty Area (9P-A4)
                new = self._end_turn(seat, move, events, {"hands": hands, "area": area, "peaks": peaks})
        elif isinstance(move, Take):
            take = move.take
            key = take.key
            # The card goes into the hand after the cards before it in hand order (their places in it, as ints).
            i = hand_place(hand, key)
            n = key & 15  # number cards: Card.key & 15 is the number
            counts -= AREA_UNIT[key]
            new = self._end_turn(seat, move, (_take_event(seat, take, counts >> 8 * n & 255),),
                                 {"hands": _set(fields["hands"], seat, (*hand[:i], take, *hand[i:])),
                                  "area": _without(fields["area"], (take,)), "taking": False})
        else:
            new = self._end_turn(seat, move, (Event("play", seat, move.cards, (("n", move.n),)),),
                                 {"hands": _set(fields["hands"], seat, _without(hand, move.cards)),
                                  "sets": _set(fields["sets"], seat, (*fields["sets"][seat], move.cards))})
        new._cache["_counts"] = counts
        if "_zones" in cache:  # a state that was viewed: the next one's view remakes only what changed
            self._zones_after(new, move)
        return new

    def _end_turn(self, seat: int, move: Move, events: tuple[Event, ...], changes: dict[str, Any]) -> State:
        """Finish ``seat``'s turn after ``move`` with ``changes`` to the position (a dict this adds to): note an
        emptied hand, then pass the turn on or, after the last seat of the final round, settle."""
        fields = self.__dict__  # read as a dict (see _list_moves)
        ender = fields["ender"]
        if ender is None and not changes["hands"][seat]:
            ender = changes["ender"] = seat  # a hand emptied: the round is finished up to the last seat (9P-A11)
            events += (event("end_trigger", seat, last=self.last_seat),)
        if ender is not None and seat == self.last_seat:
            return self._settle(move, list(events), changes)
        changes["turn"] = (seat + 1) % fields["rules"].players
        return self._advance((move,), events, **changes)

    def _settle(self, move: Move, events: list[Event], changes: dict[str, Any]) -> State:
        """The settlement (the write-up's "精算") of the position this state reaches with ``changes``: sets, peak
        cards, the no-Joker bonus; most VP wins, ties to the earlier seat in turn order (:func:`_winner`)."""
        all_sets = changes.get("sets", self.sets)
        all_peaks = changes.get("peaks", self.peaks)
        joker_suits, multiplier = self.rules.joker_suits, self.rules.bonus_multiplier
        lines: list[ScoreLine] = []
        totals = []
        for seat in range(self.players):
            sets, peaks = all_sets[seat], all_peaks[seat]
            total = 0
            set_points = 0
            for cards in sets:
                points, count = set_score(cards, joker_suits)
                set_points += points
                events.append(Event("score_set", seat, cards,
                                     (("points", points), ("size", len(cards)), ("count", count))))
            lines.append(ScoreLine(1, seat, "sets", set_points))
            total += set_points
            vp = len(peaks)
            lines.append(ScoreLine(1, seat, "peaks", vp))
            events.append(Event("score_peaks", seat, peaks, (("points", vp),)))
            total += vp
            bonus = _bonus(sets, multiplier)
            largest = max(map(len, sets), default=0)
            jokers = _has_joker(sets)
            lines.append(ScoreLine(1, seat, "bonus", bonus))
            events.append(Event("bonus", seat, (), (("points", bonus), ("largest", largest), ("jokers", jokers),
                                                    ("multiplier", multiplier))))
            total += bonus
            totals.append(total)
        winner = _winner(totals, self.start_player)
        events.append(event("game_end", winner, scores=tuple(totals),
                            tie=sum(1 for t in totals if t == totals[winner]) > 1))
        return self._advance((move,), events, over=True, score_lines=(*self.score_lines, *lines), **changes)

    @property
    def result(self) -> Result | None:
        if not self.over:
            return None
        winner = self.events[-1].seat  # the game_end event names the winner
        assert winner is not None
        return Result(self.owner_names, tuple(self.totals()), (winner,))

    # -- views ---------------------------------------------------------------------------------------------
    def _view_later(self, seat: int | None,
                    open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
        # The zones, facts and status at once (the bots read the zones at every decision, and the others are kept
        # or small); the log when first read, in the pieces the state keeps it in (every 9 Peak event is public).
        made = {"zones": self._view_zones(seat, open_hands), "facts": self._view_facts(seat, open_hands),
                "status": self.status}
        return made, seen_events, public_log(self)

    def _view_zones(self, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
        # The Area's numbers, then each seat's hand, sets and peak pile, then the unused pile and the cards set aside.
        # Only the hands depend on who looks: every other zone is in a part (see _zone_part) kept in the state
        # (``_zones``: the parts and the indexes of those to remake) and handed on by ``_apply`` to the next state,
        # whose view remakes only the parts the moves since changed. A bot gets a view at every decision, and
        # remaking every zone at every view (a set's score worked out anew each time, though a set never changes
        # once made) was a seventh of a heuristic deal.
        fields, cache = self.__dict__, self._cache
        players = fields["rules"].players
        base = 1 + fields["rules"].max_number  # the seats' parts come last, two each
        kept = cache.get("_zones")
        if kept is None:
            parts = [self._zone_part(i, ()) for i in range(base + 2 * players)]
            cache["_zones"] = (parts, ())
        else:
            parts, stale = kept
            if stale:
                parts = parts.copy()  # the earlier state's parts stay as they are
                for i in stale:
                    parts[i] = self._zone_part(i, parts[i])
                cache["_zones"] = (parts, ())
        hands = fields["hands"]
        zones = parts[1:base]  # the Area, number by number
        i = base
        # In a dealt game a hand of one or two cards is marked before the end is triggered: when it empties, the
        # game ends with the round (a lesson's short hands are not: the mark would be on almost every hand there).
        warn = fields["ender"] is None and self.dealt
        for s, (label, key, hidden) in enumerate(_seat_parts(players)):
            hand: tuple[Card | None, ...] = hands[s]
            if open_hands or seat == s:
                note = _LOW_HAND.get(len(hand), "") if warn else ""
                zones.append(Zone(key, label, hand, owner=s, layout="fan", note=note))
            else:  # a face-down hand, shared by its size (and its note)
                size = len(hand)
                zone = hidden.get((size, warn))
                if zone is None:
                    note = _LOW_HAND.get(size, "") if warn else ""
                    zone = hidden[size, warn] = Zone(key, label, (None,) * size, owner=s, layout="fan", note=note)
                zones.append(zone)
            zones += parts[i]  # the seat's sets
            zones += parts[i + 1]  # and its peak pile
            i += 2
        zones += parts[0]
        return tuple(zones)

    def _zone_part(self, i: int, before: Any) -> Any:
        """Part ``i`` of the zones every seat sees alike (the plain making of them, see ``_view_zones``), where
        ``before`` is that part in an earlier state: 0 the unused pile and the cards set aside (a tuple of zones), 1
        to max_number the Area zone of that number, then for each seat the zones of its sets, then its peak pile (a
        tuple of zones each). A set never changes once made, so the zones of the sets in ``before`` are kept. Labels
        and notes are values fixed by a few small ints: each is made once and shared (_VIEW_PARTS)."""
        rules = self.rules
        players = rules.players
        parts = _VIEW_PARTS
        if i == 0:
            # The unused pile is part of a dealt game (a remainder, or Idea B's widow); in a position set up for a
            # lesson it only holds the cards the example leaves out, so it is not drawn there. A dealt start records
            # its shuffle's seed (start JSON has sorted keys, so the key is found as written).
            tail = []
            if self.pile and self.dealt:
                tail.append(Zone("pile", Text("nine_peak.zone.pile"), (None,) * len(self.pile), layout="stack"))
            if self.out:
                tail.append(Zone("out", Text("nine_peak.zone.out"), self.out))
            return tuple(tail)
        peak = rules.peak
        if i <= rules.max_number:
            # The zone of number n is fixed by its cards' codes in placement order (Card.key; & 15 is the number)
            # and the peak: made once and shared, as a Zone is an immutable value and cards are values. The same
            # few configurations recur from deal to deal (about 1,600 in 3,000 heuristic deals), and a bot's view
            # at every decision remade one or two of them.
            n = i
            codes_of_n = tuple([c.key for c in self.area if c.key & 15 == n])
            key: tuple[Any, ...] = ("area", n, codes_of_n, peak)
            zone = parts.get(key)
            if zone is None:
                if len(parts) > 50_000:  # a bound on the memory (house rules multiply the configurations)
                    parts.clear()
                cards = tuple([c for c in self.area if c.key & 15 == n])
                lo, hi = n, n + len(cards)  # value_range(n), counted once
                label = Text("nine_peak.zone.area", n=n, lo=lo, hi=hi) if hi > lo else Text(
                    "nine_peak.zone.area_only", n=n)
                zone = parts[key] = Zone(f"area/{n}", label, cards,
                                         note=Text("nine_peak.zone.area_note", n=n, c=len(cards), hi=hi, peak=peak))
            return zone
        s, peak_pile = divmod(i - 1 - rules.max_number, 2)
        who = Seat(s, players)
        # A seat's sets and peak cards are drawn once it has some (empty rows would bury the Area and the hands).
        if peak_pile:
            peaks = self.peaks[s]
            if not peaks:
                return ()
            key = ("peaks", s, players, len(peaks))
            words = parts.get(key)
            if words is None:
                words = parts[key] = (Text("nine_peak.zone.peaks", name=who), Text("nine_peak.zone.vp", n=len(peaks)))
            return (Zone(f"peaks/{s}", words[0], peaks, owner=s, note=words[1]),)
        # One zone per set, so that the sets read as separate groups, each with what it will score.
        zones = list(before)
        for k, cards in enumerate(self.sets[s][len(before):], len(before)):
            points, count = set_score(cards, rules.joker_suits)
            key = ("set", s, players, k, len(cards), count, points)
            words = parts.get(key)
            if words is None:
                words = parts[key] = (Text("nine_peak.zone.set", name=who, k=k + 1, cards=cards_text(len(cards))),
                                      Text("nine_peak.zone.set_note", size=len(cards), count=count, points=points))
            zones.append(Zone(f"sets/{s}/{k}", words[0], cards, owner=s, note=words[1]))
        return tuple(zones)

    def _zones_after(self, new: State, move: Move) -> None:
        """Hand this state's kept zone parts (see ``_view_zones``) on to ``new``, the state after ``move``, adding
        those the move changed to the parts to remake: the Area's numbers of the cards placed or taken back, and the
        mover's sets after a Play and peak pile after a peak."""
        parts, stale = self._cache["_zones"]
        if isinstance(move, Take):
            stale += (move.take.key & 15,)
        else:
            if isinstance(move, Pass):
                stale += (move.first.key & 15,)
                if move.second is not None:
                    stale += (move.second.key & 15,)
            seat = self.turn
            i = 1 + self.rules.max_number + 2 * seat
            if new.sets[seat] is not self.sets[seat]:
                stale += (i,)
            if new.peaks[seat] is not self.peaks[seat]:
                stale += (i + 1,)
        new._cache["_zones"] = (parts, stale)

    def _view_facts(self, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
        players = self.players
        rules = self.rules
        peak = rules.peak
        parts = _VIEW_PARTS
        key = ("facts", players, self.start_player, self.ender, peak, rules.bonus_multiplier)
        facts = parts.get(key)
        if facts is None:
            listed: list[tuple[str, Any]] = [
                ("peak", peak), ("start_player", Seat(self.start_player, players)),
                ("last_seat", Seat(self.last_seat, players)),
                ("end", Text("nine_peak.fact.not_yet") if self.ender is None
                 else Text("nine_peak.fact.triggered", name=Seat(self.ender, players)))]
            if rules.bonus_multiplier != 1:
                listed.append(("bonus", Text("nine_peak.fact.bonus_times", n=rules.bonus_multiplier)))
            facts = parts[key] = tuple(listed)
        return facts

    def _view_events(self, seat: int | None, open_hands: bool) -> tuple[Event, ...]:
        # Every 9 Peak event is public (no card is ever dealt or discarded face down), so each seat sees the log as
        # it is: masking it (Event.masked_for gives each event back) was a loop over the whole log at every view.
        return self.events

    @property
    def status(self) -> Text:
        """Whose turn it is and what is asked of them, or the result (a :class:`Text`, worded when shown)."""
        if self.over:
            end = self.events[-1]  # the game_end event names the winner and holds the scores
            table = tuple(Text("nine_peak.status.score", who=Seat(i, self.players), points=points)
                          for i, points in enumerate(end.get("scores")))
            return Text("nine_peak.status.over_tie" if end.get("tie") else "nine_peak.status.over",
                        who=Seat(end.seat or 0, self.players), table=table)
        who = Seat(self.turn, self.players)
        if self.taking:
            return Text("nine_peak.status.take", who=who)
        return Text("nine_peak.status.turn_last" if self.ender is not None else "nine_peak.status.turn", who=who)

    # -- start positions -----------------------------------------------------------------------------------
    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        known = {"area", "hands", "sets", "peaks", "pile", "out", "start_player", "to_move", "reshuffles", "seed"}
        for key in start:
            if key not in known:
                raise StateFormatError(f"start.{key}", Text("nine_peak.state_error.unknown_field"))
        players = rules.players
        area = cards_field(start, "area", NUMBER_SPELLING)
        pile = cards_field(start, "pile", NUMBER_SPELLING) if "pile" in start else ()
        out = cards_field(start, "out", NUMBER_SPELLING) if "out" in start else ()
        hands = _seat_list(start, "hands", players, lambda raw, key: _sorted(_cards(raw, key)))
        peaks = _seat_list(start, "peaks", players, _cards, default=())
        sets = _seat_list(start, "sets", players, _sets, default=())
        sp = _seat_int(start, "start_player", players, 0)
        turn = _seat_int(start, "to_move", players, sp)
        _check_hands(hands)
        for n in range(1, rules.max_number + 1):
            c = sum(1 for x in area if x.number == n)
            if reaches_peak(n, c, rules.peak):
                raise StateFormatError("start.area", Text("nine_peak.state_error.area_peak", c=c, n=n, total=n + c))
        every = [*area, *pile, *out, *(c for h in hands for c in h), *(c for p in peaks for c in p),
                 *(c for ss in sets for s in ss for c in s)]
        check_conservation("start", every, rules.deck())
        reshuffles = start.get("reshuffles", 0)
        if not isinstance(reshuffles, int) or isinstance(reshuffles, bool) or reshuffles < 0:
            raise StateFormatError("start.reshuffles", Text("nine_peak.state_error.reshuffles"))
        return cls._begin(rules, area, hands, pile, out, sp, turn=turn, peaks=peaks, sets=sets, reshuffles=reshuffles,
                          seed=start.get("seed", _UNSEEDED))

    @classmethod
    def _begin(cls, rules: Rules, area: tuple[Card, ...], hands: tuple[tuple[Card, ...], ...], pile: tuple[Card, ...],
               out: tuple[Card, ...], start_player: int, *, turn: int | None = None,
               peaks: tuple[tuple[Card, ...], ...] | None = None, sets: tuple[tuple[tuple[Card, ...], ...], ...] | None
               = None, reshuffles: int = 0, seed: Any = _UNSEEDED) -> State:
        """The start state of a position already checked (every card of the deck once, no number at the peak in the
        Area, hands sorted): its start JSON and the setup's events. A dealt game comes here straight from the deal
        (:func:`from_deck`), a saved or written position after :meth:`_from_start` has checked it."""
        players = rules.players
        turn = start_player if turn is None else turn
        peaks = peaks or ((),) * players
        sets = sets or ((),) * players
        norm = {"area": codes(area), "hands": [codes(h) for h in hands], "pile": codes(pile), "out": codes(out),
                "start_player": start_player}
        if any(peaks):
            norm["peaks"] = [codes(p) for p in peaks]
        if any(sets):
            norm["sets"] = [[codes(s) for s in ss] for ss in sets]
        if turn != start_player:
            norm["to_move"] = turn
        if reshuffles:
            norm["reshuffles"] = reshuffles
        if seed is not _UNSEEDED:
            norm["seed"] = seed
        events = []
        if reshuffles:
            events.append(event("reshuffle", None, times=reshuffles))
        if out:
            events.append(event("set_aside", None, out))
        events.append(event("setup", None, area, peak=rules.peak))
        events.append(event("deal", None, hand=tuple(len(h) for h in hands), pile=len(pile)))
        events.append(event("start_player", start_player))
        return cls(rules=rules, start=start_json(**norm), hands=hands, area=area, sets=sets, peaks=peaks,
                   pile=pile, out=out, start_player=start_player, turn=turn, log=Log.of(events=events))

    @classmethod
    def _parse_move(cls, text: str) -> Move:
        return parse_move(text)


def _well_formed(move: Any) -> bool:
    """A move value whose fields have the right types (a widget may build one from clicked cards)."""
    if isinstance(move, Pass):
        return isinstance(move.first, Card) and (move.second is None or isinstance(move.second, Card))
    if isinstance(move, Take):
        return isinstance(move.take, Card)
    if isinstance(move, Play):
        return (isinstance(move.n, int) and not isinstance(move.n, bool) and isinstance(move.cards, tuple)
                and all(isinstance(c, Card) for c in move.cards))
    return False


def _bonus(sets: Sequence[Sequence[Card]], multiplier: int) -> int:
    """The no-Joker bonus: multiplier × the largest set, if no set holds a Joker; 0 without sets (9P-A8)."""
    if not sets or _has_joker(sets):
        return 0
    return multiplier * max(map(len, sets))


def _has_joker(sets: Sequence[Sequence[Card]]) -> bool:
    """Whether any of ``sets`` holds a Joker (loops rather than ``any`` over a generator: every game's end asks)."""
    for cards in sets:
        for c in cards:
            if c.suit is Suit.JOKER:
                return True
    return False


def _winner(totals: Sequence[int], start_player: int) -> int:
    """The winner: most VP; among equal totals, the player earlier in turn order from the start player (the
    write-up: "プレイ順の早い方が優先")."""
    players = len(totals)
    return min(range(players), key=lambda s: (-totals[s], (s - start_player) % players))


def _check_hands(hands: Sequence[Sequence[Card]]) -> None:
    for s, hand in enumerate(hands):
        if not hand:
            raise StateFormatError(f"start.hands[{s}]", Text("nine_peak.state_error.empty_hand"))


def _cards(raw: Any, key: str) -> tuple[Card, ...]:
    if not isinstance(raw, (str, list)):
        raise StateFormatError(f"start.{key}", Text("state_error.card_codes"))
    try:
        return NUMBER_SPELLING.cards(raw)
    except (ValueError, AttributeError) as err:
        raise StateFormatError(f"start.{key}", str(err)) from None


def _sets(raw: Any, key: str) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(raw, list):
        raise StateFormatError(f"start.{key}", Text("nine_peak.state_error.sets"))
    out = tuple(_sorted(_cards(s, f"{key}[{i}]")) for i, s in enumerate(raw))
    for i, s in enumerate(out):
        if not s:
            raise StateFormatError(f"start.{key}[{i}]", Text("nine_peak.state_error.empty_set"))
    return out


def _seat_list(start: Mapping[str, Any], key: str, players: int, read: Any, default: Any = None) -> tuple[Any, ...]:
    if key not in start:
        if default is None:
            raise StateFormatError(f"start.{key}", Text("state_error.missing"))
        return (default,) * players
    raw = start[key]
    if not isinstance(raw, list) or len(raw) != players:
        raise StateFormatError(f"start.{key}", Text("nine_peak.state_error.per_player", n=players))
    return tuple(read(x, f"{key}[{i}]") for i, x in enumerate(raw))


def _seat_int(start: Mapping[str, Any], key: str, players: int, default: int) -> int:
    value = start.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise StateFormatError(f"start.{key}", Text("nine_peak.state_error.seat", max=players - 1, got=repr(value)))
    return value


# ---------------------------------------------------------------------------------------------- starting games
def _setup(rules: Rules, deck: Sequence[Card], seed: int | str) -> dict[str, Any]:
    """Deal the Area and the hands from ``deck`` (the write-up's "ゲームの準備"), handling a peak during setup
    (9P-A2): the cards of each place, and how many reshuffles it took."""
    deck = list(deck)
    size = rules.area_size
    reshuffles = 0
    out: list[Card] = []
    if rules.setup_peak == "reshuffle":
        while _setup_peaks(rules, deck[:size]):
            reshuffles += 1
            if reshuffles > RESHUFFLES:  # a chance below one in a billion when Rules._check passed: a guard
                raise RulesError("setup_peak", Text("nine_peak.rules_error.reshuffles", n=RESHUFFLES))
            random.Random(f"{seed}/setup/{reshuffles}").shuffle(deck)
        area, i = deck[:size], size
    else:
        # Deal one card at a time: a number reaching the peak goes out of play, to no one, and starts again.
        area, i = [], 0
        dealt = 0
        while i < len(deck) and (len(area) if rules.setup_peak == "refill" else dealt) < size:
            card = deck[i]
            i += 1
            dealt += 1
            area.append(card)
            n = card.number
            if reaches_peak(n, sum(1 for c in area if c.number == n), rules.peak):
                out += [c for c in area if c.number == n]
                area = [c for c in area if c.number != n]
    rest = deck[i:]
    each = len(rest) // rules.players
    if not rules.deal_all:
        each = min(each, rules.hand_size)
    hands = tuple(_sorted(rest[s * each:(s + 1) * each]) for s in range(rules.players))
    pile = rest[rules.players * each:]
    return {"area": tuple(area), "hands": hands, "pile": tuple(pile), "out": tuple(out), "reshuffles": reshuffles}


def _setup_peaks(rules: Rules, area: Sequence[Card]) -> bool:
    counts = _area_counts(area)
    return any(reaches_peak(n, counts >> 8 * n & 255, rules.peak) for n in range(1, rules.max_number + 1))


def from_deck(rules: Rules | None = None, deck: Iterable[Card] | str = (), *, start_player: int = 0,
              seed: int | str = 0) -> State:
    """Start from an explicit deck order: the first cards go to the Area, the rest are dealt in equal blocks to
    seats 0, 1, …; a remainder stays in the unused pile. A setup peak is handled by ``rules.setup_peak`` (a
    reshuffle derives from ``seed``)."""
    rules = rules or Rules()
    cards = NUMBER_SPELLING.cards(deck)
    check_conservation("deck", cards, rules.deck())
    return _deal(rules, cards, start_player, seed)


def _deal(rules: Rules, deck: Sequence[Card], start_player: int, seed: int | str) -> State:
    """The game dealt from ``deck``, an order of the rules' deck. A deal is valid by construction (the deck's
    cards, split; the setup takes any peak out of the Area), so the state is made from its cards directly: reading
    it back from its start JSON (:meth:`State._from_start`, checked like a saved position) was a tenth of the time
    of a random game. tests/test_nine_peak_speed.py checks that both give the same state."""
    dealt = _setup(rules, deck, seed)
    _check_hands(dealt["hands"])
    return State._begin(rules, dealt["area"], dealt["hands"], dealt["pile"], dealt["out"], start_player,
                        reshuffles=dealt["reshuffles"], seed=seed)


def from_position(rules: Rules | None = None, *, area: str = "", hands: Sequence[str],
                  sets: Sequence[Sequence[str]] | None = None, peaks: Sequence[str] | None = None,
                  out: str = "", start_player: int = 0, to_move: int | None = None) -> State:
    """Start from an exact position given as card codes; every card of the deck not listed goes to the unused
    pile, so lessons can use short hands.

    >>> s = from_position(area="5S 5H", hands=["5D 3C", "1S", "2S"])
    >>> s.value_range(5)
    (5, 7)
    """
    rules = rules or (Rules(players=len(hands)) if len(hands) in PLAYER_COUNTS else Rules())
    listed = [*NUMBER_SPELLING.cards(area), *NUMBER_SPELLING.cards(out)]
    for h in hands:
        listed += NUMBER_SPELLING.cards(h)
    for p in peaks or ():
        listed += NUMBER_SPELLING.cards(p)
    for ss in sets or ():
        for s in ss:
            listed += NUMBER_SPELLING.cards(s)
    rest = Counter(rules.deck()) - Counter(listed)
    extra = Counter(listed) - Counter(rules.deck())
    if extra:
        raise StateFormatError("start", Text("nine_peak.state_error.not_in_deck", cards=codes(sorted(extra))))
    start: dict[str, Any] = {"area": area, "hands": list(hands), "out": out, "start_player": start_player,
                             "pile": codes(_sorted(rest.elements()))}
    if sets is not None:
        start["sets"] = [list(s) for s in sets]
    if peaks is not None:
        start["peaks"] = list(peaks)
    if to_move is not None:
        start["to_move"] = to_move
    return State._from_start(rules, start)


def new_game(rules: Rules | None = None, *, seed: int) -> State:
    """A new game: the deck shuffled once with ``random.Random(seed)``, which also picks the start player."""
    rules = rules or Rules()
    rng = random.Random(seed)
    deck = list(rules.deck())
    shuffle(rng, deck)  # (rng.shuffle's very draws) an order of the rules' deck: from_deck's check is not needed
    return _deal(rules, deck, rng.randrange(rules.players), seed)


# ------------------------------------------------------------------------------------------------- narration
def narrate(e: Event, names: Sequence[str]) -> str:
    """One sentence for each event, in the current language (templates ``nine_peak.event.*`` in
    :mod:`cardrules.i18n`)."""
    who = names[e.seat] if e.seat is not None else ""
    k = e.kind
    if k == "reshuffle":
        n = e.get("times")
        return tr("nine_peak.event.reshuffle." + ("one" if n == 1 else "other"), n=n)
    if k == "set_aside":
        return tr("nine_peak.event.set_aside", cards=pretty(e.cards))
    if k == "setup":
        if e.cards:
            return tr("nine_peak.event.setup", cards=pretty(e.cards), peak=e.get("peak"))
        return tr("nine_peak.event.setup_empty", peak=e.get("peak"))
    if k == "deal":
        sizes = set(e.get("hand"))
        if len(sizes) == 1:
            dealt = tr("nine_peak.event.deal.each", n=sizes.pop())
        else:
            dealt = tr("nine_peak.event.deal.hands", sizes=tr("list.sep").join(map(str, e.get("hand"))))
        pile = e.get("pile")
        return tr("nine_peak.event.deal_pile", dealt=dealt, pile=pile) if pile else tr("nine_peak.event.deal",
                                                                                          dealt=dealt)
    if k == "start_player":
        return tr("nine_peak.event.start_player", who=who)
    if k == "place":
        n, c = e.get("number"), e.get("count")
        if e.get("peak"):
            return tr("nine_peak.event.place_peak", who=who, cards=pretty(e.cards), c=c, n=n)
        return tr("nine_peak.event.place", who=who, cards=pretty(e.cards), c=c, n=n, range=e.get("range"))
    if k == "peak":
        return tr("nine_peak.event.peak", n=e.get("number"), vp=e.get("vp"), peak=e.get("peak"), who=who,
                  cards=pretty(e.cards))
    if k == "take":
        n, span = e.get("number"), e.get("range")
        now = tr("nine_peak.event.take.only", n=n) if span == f"{n}-{n}" else tr("nine_peak.event.take.range",
                                                                                   range=span)
        return tr("nine_peak.event.take", who=who, cards=pretty(e.cards), n=n, now=now)
    if k == "no_take":
        return tr("nine_peak.event.no_take", who=who)
    if k == "play":
        return tr("nine_peak.event.play", who=who, n=e.get("n"), cards=pretty(e.cards))
    if k == "end_trigger":
        return tr("nine_peak.event.end_trigger", who=who, last=names[e.get("last")])
    if k == "score_set":
        size, count, points = e.get("size"), e.get("count"), e.get("points")
        why = tr("nine_peak.event.score_set." + set_score_rule(e.cards, count), count=count)
        return tr("nine_peak.event.score_set", who=who, cards=pretty(e.cards), size=size, count=count,
                  points=points, why=why)
    if k == "score_peaks":
        points = e.get("points")
        return tr("nine_peak.event.score_peaks." + ("one" if points == 1 else "other"), who=who, points=points)
    if k == "bonus":
        if e.get("points"):
            mult = e.get("multiplier")
            times = f"{mult} × " if mult != 1 else ""
            return tr("nine_peak.event.bonus", who=who, times=times, largest=e.get("largest"), points=e.get("points"))
        if e.get("jokers"):
            return tr("nine_peak.event.bonus_joker", who=who)
        return tr("nine_peak.event.bonus_no_set" if not e.get("largest") else "nine_peak.event.bonus_none", who=who)
    if k == "game_end":
        scores = e.get("scores")
        table = tr("list.sep").join(f"{names[i]} {s}" for i, s in enumerate(scores))
        return tr("nine_peak.event.game_end_tie" if e.get("tie") else "nine_peak.event.game_end", who=who,
                  table=table)
    return f"{k} {who}".strip()

