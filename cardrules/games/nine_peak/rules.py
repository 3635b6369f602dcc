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
choice of card codes. This module states the game plainly (``_every_move`` lists the moves, ``State._plain_apply``
plays one); for speed play uses ``fast.py``, whose :class:`MoveList` builds a move only when asked for it by the
arithmetic of ``tally.py`` on the cards' keys, and whose apply shares moves and events
(``tests/engine/test_fast_paths_match_rules.py`` checks each against the plain rule). What a seat sees is in
``views.py``, starting a game in ``start.py``, the notation in ``notation.py``, the narration in ``narration.py``; the
bots in ``ai.py``, the designer's study in ``study.py``, the range track drawn for lessons in ``lessons.py``, the
sentences in ``text_<lang>.py``.
"""

from __future__ import annotations

import functools
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any, ClassVar

from cardrules import protocol
from cardrules.cards import (
    STANDARD_SUITS,
    Card,
    Suit,
    number_deck,
    parse_cards,  # noqa: F401 - the doctests below read cards with it
)
from cardrules.errors import RulesError, StateFormatError
from cardrules.events import Reason
from cardrules.games.nine_peak.tally import HAND_ORDER as _HAND_ORDER
from cardrules.games.nine_peak.tally import without as _without
from cardrules.i18n import t as tr
from cardrules.protocol import (
    Event,
    GameState,
    Result,
    RulesBase,
    ScoreLine,
    Seat,
    Text,
    choice,
    event,
    number,
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
            # tests/engine/test_every_rules_combination.py, which deals that worst order).
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

_UNSEEDED: Any = object()
"""A start position that records no seed (a written one)."""


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

# What makes the game fast, beside the rules: the shared moves and events, the move list and the fast apply
# (fast.py, with tally.py's arithmetic), and what a seat sees (views.py). Imported here, once the moves and values they
# build on are defined; tests/engine/test_fast_paths_match_rules.py checks each against the plain rule stated in this
# module.
from cardrules.games.nine_peak import fast, views
from cardrules.games.nine_peak.fast import _ONE_PASS, _PLAY_CARDS, _PLAY_N, _TWO_PASSES, _new_play
from cardrules.games.nine_peak.fast import MoveList as MoveList


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

    # The moves are listed by a MoveList that builds only the moves asked for (fast.py, tally.py); _plain_moves lists
    # them plainly.
    _list_moves = fast.list_moves
    _area_counts = fast.area_counts_of

    def _plain_moves(self) -> tuple[Move, ...]:
        """The legal moves as the rules state them: every Play and Pass of the hand (:func:`_every_move`), or, after
        a Pass of two cards, one Take of each kind of card in the Area."""
        if self.over:
            return ()
        if self.taking:
            return tuple(Take(c) for c in _sorted(set(self.area)))
        return _every_move(self.hands[self.turn], self.area, self.rules.peak)

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
    # Play applies a move with fast.py's apply (the Area's counts carried from state to state, shared events, the
    # kept zones handed on); _plain_apply states the same plainly.
    _apply = fast.apply

    def _plain_apply(self, move: Move) -> State:
        """The state after ``move`` (a legal one), as the rules state it."""
        seat, hand, peak = self.turn, self.hands[self.turn], self.rules.peak
        if isinstance(move, Pass):
            area, peaks, events = self.area, self.peaks, []
            for card in move.cards:  # one at a time; the peak is checked after each card (9P-A3)
                area += (card,)
                n = card.number
                c = sum(1 for x in area if x.number == n)
                peaked = reaches_peak(n, c, peak)
                events.append(event("place", seat, (card,), number=n, count=c, range=f"{n}-{n + c}", peak=peaked))
                if peaked:  # the cards of that number leave the Area for the player's peak pile
                    gained = tuple(x for x in area if x.number == n)
                    area = tuple(x for x in area if x.number != n)
                    peaks = _set(peaks, seat, peaks[seat] + gained)
                    events.append(Event("peak", seat, gained, (("number", n), ("vp", len(gained)), ("peak", peak))))
            hands = _set(self.hands, seat, _without(hand, move.cards))
            if move.second is not None and area:  # two cards passed: one card of the Area goes back to the hand
                return self._advance((move,), tuple(events), hands=hands, area=area, peaks=peaks, taking=True)
            if move.second is not None:
                events.append(event("no_take", seat))  # nothing to take back from an empty Area (9P-A4)
            return self._end_turn(seat, move, tuple(events), {"hands": hands, "area": area, "peaks": peaks})
        if isinstance(move, Take):
            card = move.take
            area = _without(self.area, (card,))
            n, c = card.number, sum(1 for x in area if x.number == card.number)
            return self._end_turn(seat, move, (event("take", seat, (card,), number=n, range=f"{n}-{n + c}"),),
                                  {"hands": _set(self.hands, seat, _sorted((*hand, card))), "area": area,
                                   "taking": False})
        return self._end_turn(seat, move, (Event("play", seat, move.cards, (("n", move.n),)),),
                              {"hands": _set(self.hands, seat, _without(hand, move.cards)),
                               "sets": _set(self.sets, seat, (*self.sets[seat], move.cards))})

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

    # -- views (views.py) ------------------------------------------------------------------------------------
    _view_later = views.view_later
    _view_zones = views.view_zones
    _zone_part = views.zone_part
    _zones_after = views.zones_after
    _view_facts = views.view_facts
    _view_events = views.view_events

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

    # -- start positions (start.py) and notation (notation.py) -------------------------------------------------
    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        return read_start(rules, start)

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


# ---------------------------------------------------------------------------------------------- starting games

# How a game starts (start.py), a move read from its notation (notation.py) and the game told (narration.py): they
# make States and moves, so they are imported last.
from cardrules.games.nine_peak.narration import narrate as narrate
from cardrules.games.nine_peak.notation import parse_move as parse_move
from cardrules.games.nine_peak.start import from_deck as from_deck
from cardrules.games.nine_peak.start import from_position as from_position
from cardrules.games.nine_peak.start import new_game as new_game
from cardrules.games.nine_peak.start import read_start
