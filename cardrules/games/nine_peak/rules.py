"""9 Peak: a shedding-and-set-building game for 3-5 players on 54 number cards (an unpublished design draft).

Seed (Japanese, the authority): ``/work/shared/seeds/003_44f64490c56c389e.txt`` ("9 Peak 草案7").
Rules reference with the decisions cited below as ``9P-A1``…``9P-A13``: ``/work/shared/rules/nine_peak.md``.

Numbers 1-6 come in four suits (two copies each) plus a Joker suit (one of each): 54 cards. A few lie face up in
the **Area**; a number ``n`` with ``c`` cards in the Area may count as any value from ``n`` to ``n + c``. On a turn a
player either **passes** (puts one hand card into the Area, or two and then takes any one Area card back) or
**plays** a set of ``N`` hand cards that can each count as ``N``. When a number's range reaches the **peak** (9),
the player who placed the card takes all that number's Area cards, 1 VP each, and the number starts again. When a
hand empties the round is finished up to the last seat, then each set scores size × its largest suit count (Jokers
wild; size × size when every suit differs), peak cards score 1 VP each, and a player with no Joker in any set adds
the size of their largest set.

The draft's "problems" section asks whether a peak of 7, numbers 1-5, other deck sizes, a fixed hand of 12 and a
doubled bonus play better, so each of them is a :class:`Rules` field; :data:`PRESETS` names the designer's ideas,
:class:`HeuristicBot` plays them and :func:`compare` summarises bot games under several variants.

Points the seed and the rules file leave open, decided here:

* Cards that do not divide equally among the players stay in a face-down unused pile (the notes call a widow
  harmless); :func:`from_deck` deals the Area first, then equal blocks to seats 0, 1, ….
* The take after a two-card Pass is compulsory whenever the Area holds a card ("得る", 9P-A4).
* ``setup_peak="set_aside"`` deals the Area one card at a time and puts a peaking number's cards out of play, face
  up, leaving a smaller Area; ``"refill"`` also deals replacements until the Area is full.
* :func:`from_position` puts every card it is not given into the unused pile, so lessons can use short hands.

Principles bent, and why:

* A two-card Pass is two decisions, ``pass 5S 6H`` then ``take 3D``: the seed has the player take a card *after*
  the placements and their peaks are resolved (9P-A4), and one combined move would multiply the choices a turn lists
  by the Area's size (about a thousand moves a turn with 16-card hands) for no strategic gain, since nothing hidden
  is revealed in between.
* The order of a two-card Pass is normalised when the two numbers differ (it cannot matter then); two cards of the
  same number keep their order, because a peak after the first one changes the outcome (9P-A3).
* A set is listed once per choice of card *codes* (two copies of ``5S`` are the same choice), not per physical card.
* A game-specific renderer, :func:`range_track`, draws the Area as the seed's range-card column; the shared
  renderer knows nothing of value ranges.
* For speed, a state computes its legal moves once (cached in the frozen instance's ``__dict__``, never compared or
  saved), Pass values are shared from a module-level table, and moves are applied with a field copy rather than
  ``dataclasses.replace``; all three are invisible from outside.
"""

from __future__ import annotations

import bisect
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from html import escape
from itertools import combinations
from typing import Any, ClassVar, cast

from cardrules.cards import STANDARD_SUITS, Card, Suit, codes, number_deck, parse_cards, pretty
from cardrules.errors import RulesError, StateFormatError
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
    cards_field,
    check_conservation,
    choice,
    event,
    log_on_demand,
    number,
    seat_names,
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
    key = card.key
    return (key & 15) << 3 | key >> 4


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_key))


# --------------------------------------------------------------------------------------------------------- rules
@dataclass(frozen=True)
class Rules(RulesBase):
    """House rules of 9 Peak; the defaults are the rules body of draft 7."""

    players: int = number(4, 3, 5)
    """Number of players, 3-5 (seed)."""
    single_deal: bool = False
    """Play only one deal. 9 Peak is always one deal, so this changes nothing; every game in the package has it."""
    peak: int = number(9, 3, 12)
    """The peak: when a number n with c cards in the Area reaches n + c = peak, the placer takes them (seed: 9; the
    draft's notes suggest 7)."""
    max_number: int = number(6, 2, 9)
    """Highest card number; cards run 1 to this (seed: 1-6; the notes' Idea A uses 1-5)."""
    copies_per_suit: int = number(2, 1, 4)
    """Copies of each number in each of the four normal suits (seed: 2; Idea A: 3)."""
    jokers_per_number: int = number(1, 0, 3)
    """Joker-suit cards of each number (seed: 1)."""
    extra_one_joker: bool = False
    """Add one more Joker 1 to the deck (the notes' 66th card, so five players can take 12 each under Idea B)."""
    area_cards: int = number(6, 0, 12)
    """Cards dealt face up into the Area at setup with 3 or 4 players (seed: 6)."""
    area_cards_five: int = number(4, 0, 12)
    """Cards dealt face up into the Area at setup with 5 players (seed: 4; Idea B: always 6)."""
    deal_all: bool = True
    """Deal every remaining card equally (seed); off: deal hand_size each and keep the rest as an unused pile
    (Idea B). Cards that do not divide equally stay in the unused pile either way."""
    hand_size: int = number(12, 1, 30)
    """Cards dealt to each player when deal_all is off (Idea B: 12)."""
    bonus_multiplier: int = number(1, 0, 4)
    """The no-Joker bonus is this many times the size of the largest set (seed: 1; the notes suggest 2)."""
    setup_peak: str = choice("reshuffle", "reshuffle", "set_aside", "refill")
    """A number that reaches the peak while the Area is dealt (9P-A2): 'reshuffle' and deal the setup again;
    'set_aside' the peaking cards out of play (the Area is left smaller); 'refill' sets them aside and deals
    replacements until the Area is full."""
    joker_suits: str = choice("wild", "wild", "printed")
    """Sets with two or more Jokers (9P-A7): 'wild' lets each Joker be another suit or stay a Joker, so ♠ ♦ ♥ ★ ★
    counts as all different (5 × 5); 'printed' needs the printed suits to differ (5 × 3)."""

    def _check(self) -> None:
        if self.peak <= self.max_number:
            raise RulesError("peak", tr("nine_peak.rules_error.peak", max=self.max_number, peak=self.peak))
        deck = len(self.deck())
        area = self.area_size
        field = "area_cards_five" if self.players == 5 else "area_cards"
        if self.setup_peak == "reshuffle":
            # Each number n can hold peak - n - 1 cards without peaking; a larger Area could never be dealt.
            room = sum(min(max(self.peak - n - 1, 0), self.cards_of(n)) for n in range(1, self.max_number + 1))
            if area > room:
                raise RulesError(field, tr("nine_peak.rules_error.area", area=area, peak=self.peak, room=room))
        need = self.players * (1 if self.deal_all else self.hand_size)
        if deck - area < need:
            what = tr("nine_peak.rules_error.one_each") if self.deal_all else tr("nine_peak.rules_error.n_each",
                                                                                    n=self.hand_size)
            raise RulesError("hand_size" if not self.deal_all else field,
                             tr("nine_peak.rules_error.deck", deck=deck, area=area, players=self.players, what=what))

    @property
    def area_size(self) -> int:
        """How many cards the setup deals into the Area for this player count."""
        return self.area_cards_five if self.players == 5 else self.area_cards

    def cards_of(self, n: int) -> int:
        """How many cards of number ``n`` the deck holds."""
        return 4 * self.copies_per_suit + self.jokers_per_number + (1 if n == 1 and self.extra_one_joker else 0)

    def deck(self) -> tuple[Card, ...]:
        """The number cards these rules play with (54 by default)."""
        cards = number_deck(self.max_number, self.copies_per_suit, self.jokers_per_number)
        return cards + ((Card("1", Suit.JOKER),) if self.extra_one_joker else ())


_IDEA_A = Rules(max_number=5, copies_per_suit=3)
PRESETS: dict[str, Rules] = {
    "Draft 7, 4 players": Rules(),
    "Draft 7, 3 players": Rules(players=3),
    "Draft 7, 5 players": Rules(players=5),
    "Peak 7": Rules(peak=7),
    "Double bonus": Rules(bonus_multiplier=2),
    "Peak 7 and double bonus": Rules(peak=7, bonus_multiplier=2),
    "Idea A: numbers 1-5, three copies (65 cards)": _IDEA_A,
    "Idea A, 3 players: numbers 1-5, two copies (45 cards)": Rules(players=3, max_number=5),
    "Idea B, 5 players: 66 cards, 6 in the Area, 12 each": replace(_IDEA_A, players=5, extra_one_joker=True,
                                                                   area_cards_five=6, deal_all=False),
    "Idea B, 3 players: 6 in the Area, 12 each, 24 unused": replace(_IDEA_A, players=3, deal_all=False),
    "Setup peaks set aside": Rules(setup_peak="set_aside"),
    "Setup peaks refilled, 5 players": Rules(players=5, setup_peak="refill"),
    "Printed Joker suits": Rules(joker_suits="printed"),
    "No Jokers": Rules(jokers_per_number=0, players=3),
    "Area of 8, hands of 10, 3 players": Rules(players=3, area_cards=8, deal_all=False, hand_size=10,
                                               single_deal=True),
}
"""Named rule sets: the draft at each player count and the designer's ideas from the seed's notes."""


# --------------------------------------------------------------------------------------------------------- moves
def _card_list(cards: Iterable[Card]) -> str:
    return " ".join(c.unicode for c in cards)


@dataclass(frozen=True, slots=True)
class Pass:
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
class Take:
    """The second half of a two-card Pass: take any one Area card into the hand, a card just placed included
    (9P-A4)."""

    take: Card

    @property
    def card(self) -> None:
        return None

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
class Play:
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
    words = text.strip().split(None, 1)
    if not words:
        raise ValueError("empty move")
    verb, rest = words[0].lower(), (words[1] if len(words) > 1 else "")
    if verb == "pass":
        cards = parse_cards(rest)
        if not 1 <= len(cards) <= 2:
            raise ValueError("a Pass places one or two cards, e.g. 'pass 5S' or 'pass 5S 6H'")
        return Pass(*cards)
    if verb == "take":
        cards = parse_cards(rest)
        if len(cards) != 1:
            raise ValueError("take one card, e.g. 'take 3D'")
        return Take(cards[0])
    if verb == "play":
        size, sep, listed = rest.partition(":")
        if not sep or not size.strip().isdigit():
            raise ValueError("write a set as 'play N: cards', e.g. 'play 3: 3S 2H 3D'")
        return Play(int(size), parse_cards(listed))
    raise ValueError(f"unknown move {verb!r} (pass, take or play)")


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
    >>> set_score(parse_cards("5S 5D 5H 5X 6X")), set_score(parse_cards("5S 5D 5H 5X 6X"), "printed")
    ((25, 5), (15, 3))
    """
    size = len(cards)
    suits = Counter(c.suit for c in cards)
    jokers = suits.pop(Suit.JOKER, 0)
    same = max(suits.values(), default=0) + jokers
    no_repeat = all(v == 1 for v in suits.values())
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


def can_count_as(card: Card, n: int, in_area: int) -> bool:
    """Whether ``card`` may count as ``n`` when the Area holds ``in_area`` cards of its number: its range is
    number .. number + in_area (seed, "Pass")."""
    return card.number <= n <= card.number + in_area


# --------------------------------------------------------------------------------------------------------- state
def _remove(cards: tuple[Card, ...], gone: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` without one copy of each card of ``gone``. Cards are found by ``Card.key`` (one int per rank and
    suit): comparing ints is much faster than comparing cards, and this runs on every move."""
    out = list(cards)
    keys = [c.key for c in out]
    for card in gone:
        i = keys.index(card.key)
        del out[i], keys[i]
    return tuple(out)


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


_TAKES: dict[int, Take] = {}


def _take_of(card: Card) -> Take:
    """The Take of ``card``, built once and shared like the Passes (moves are immutable values)."""
    move = _TAKES.get(card.key)  # one int per card code
    if move is None:
        move = _TAKES[card.key] = Take(card)
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


def _set(tup: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return tup[:i] + (value,) + tup[i + 1:]


@log_on_demand
@dataclass(frozen=True)
class State(GameState):
    """A 9 Peak position: hands, the Area (in placement order), sets and peak piles in front of each player."""

    GAME: ClassVar[str] = NAME

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
    history: tuple[Move, ...] = ()
    events: tuple[Event, ...] = ()
    score_lines: tuple[ScoreLine, ...] = ()

    # -- protocol ------------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def to_move(self) -> int | None:
        return None if self.over else self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def last_seat(self) -> int:
        """The seat on the start player's right, the last to act in each round (seed, "ゲーム終了")."""
        return (self.start_player - 1) % self.players

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

    def _list_moves(self) -> tuple[Move, ...]:
        if self.over:
            return ()
        if self.taking:
            # One Take per card code, in hand order; Card.key identifies a code without hashing the card.
            by_key = {_key(c): c for c in reversed(self.area)}
            return tuple(_take_of(by_key[k]) for k in sorted(by_key))
        hand = self.hands[self.turn]
        moves: list[Move] = []
        # Hands are kept sorted, so copies of a card are neighbours: group them by Card.key (rank and suit) without
        # hashing cards.
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
        nums = [c.key & 15 for c in kinds]  # number cards: Card.key & 15 is the number
        area = [0] * 16
        for c in self.area:
            area[c.key & 15] += 1
        tops = [x + area[x] for x in nums]
        count = len(kinds)
        # Play: for each N, every choice of N codes among the cards that can count as N (multisets, 9P-A5).
        new_move, set_n, set_cards = object.__new__, _PLAY_N, _PLAY_CARDS
        for n in range(1, min(len(hand), self.rules.peak - 1) + 1):
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

    def legal_moves(self) -> tuple[Move, ...]:
        # Cached in the instance's __dict__ by hand: functools.cached_property takes a lock on every first access.
        legal = self.__dict__.get("_legal")
        if legal is None:
            legal = self.__dict__["_legal"] = self._list_moves()
        return legal

    def plays(self, n: int | None = None) -> tuple[Play, ...]:
        """The legal sets (of size ``n`` when given): what a set builder offers.

        >>> [str(m) for m in from_position(area="3S 3H", hands=["3C 3D 5S 5H 5X", "1S", "1H"]).plays(5)]
        ['play 5: 3C 3D 5S 5H 5X']
        """
        return tuple(m for m in self.legal_moves() if isinstance(m, Play) and (n is None or m.n == n))

    def why_illegal(self, move: Any) -> str | None:
        if self.over:
            return tr("reason.game_over")
        if not _well_formed(move):
            return tr("nine_peak.reason.not_a_move", move=move)
        hand = self.hands[self.turn]
        if self.taking:
            if not isinstance(move, Take):
                return tr("nine_peak.reason.must_take")
            if move.take not in self.area:
                return tr("nine_peak.reason.not_in_area", card=move.take.unicode)
            return None
        if isinstance(move, Take):
            if self.area:
                return tr("nine_peak.reason.take_after_pass")
            return tr("nine_peak.reason.take_empty")
        if isinstance(move, Pass):
            missing = _lacking(hand, move.cards)
            if missing is not None:
                held = hand.count(missing)
                return (tr("nine_peak.reason.not_held", card=missing.unicode) if not held
                        else tr("nine_peak.reason.held_only", held=held, card=missing.unicode))
            return None
        # Play
        if move.n < 1:
            return tr("nine_peak.reason.set_size", n=move.n)
        if len(move.cards) != move.n:
            return tr("nine_peak.reason.set_count", n=move.n, got=len(move.cards))
        missing = _lacking(hand, move.cards)
        if missing is not None:
            held = hand.count(missing)
            return (tr("nine_peak.reason.not_held", card=missing.unicode) if not held
                    else tr("nine_peak.reason.held_only", held=held, card=missing.unicode))
        counts = [0] * 16  # c_n of each number n in the Area, counted once (Card.key & 15 is a card's number)
        for c in self.area:
            counts[c.key & 15] += 1
        for c in move.cards:
            lo = c.key & 15
            hi = lo + counts[lo]
            if not lo <= move.n <= hi:
                extra = self.in_area(c.number)
                if hi > lo:
                    return tr("nine_peak.reason.range", n=move.n, card=c.unicode, lo=lo, hi=hi, extra=extra)
                return tr("nine_peak.reason.range_only", n=move.n, card=c.unicode, lo=lo, number=c.number)
        return None

    # -- playing -------------------------------------------------------------------------------------------
    def _apply(self, move: Move) -> State:
        seat = self.turn
        events: list[Event] = []
        hand = self.hands[seat]
        if isinstance(move, Take):
            take = move.take
            kept = list(hand)
            bisect.insort(kept, take, key=_key)
            area = _remove(self.area, [take])
            n = take.key & 15  # number cards: Card.key & 15 is the number
            c = [x.key & 15 for x in area].count(n)
            events.append(event("take", seat, [take], number=n, range=f"{n}-{n + c}"))
            return self._end_turn(seat, move, events, area=area, taking=False, hands=_set(self.hands, seat,
                                                                                           tuple(kept)))
        if isinstance(move, Play):
            events.append(event("play", seat, move.cards, n=move.n))
            return self._end_turn(seat, move, events, hands=_set(self.hands, seat, _remove(hand, move.cards)),
                                  sets=_set(self.sets, seat, (*self.sets[seat], move.cards)))
        area, peaks = self.area, self.peaks
        peak = self.rules.peak
        for card in move.cards:  # one at a time, a peak checked after each (9P-A3)
            area = (*area, card)
            rank = card.rank  # number cards: equal ranks are equal numbers
            n = card.key & 15  # and Card.key & 15 is the number
            c = [x.key & 15 for x in area].count(n)
            peaked = n + c >= peak
            events.append(event("place", seat, [card], number=n, count=c, range=f"{n}-{n + c}", peak=peaked))
            if peaked:
                gained = tuple(x for x in area if x.rank == rank)
                area = tuple(x for x in area if x.rank != rank)
                peaks = _set(peaks, seat, (*peaks[seat], *gained))
                events.append(event("peak", seat, gained, number=n, vp=len(gained), peak=peak))
        hands = _set(self.hands, seat, _remove(hand, move.cards))
        if move.second is not None:
            if area:
                return self._advance((move,), events, hands=hands, area=area, peaks=peaks, taking=True)
            events.append(event("no_take", seat))  # nothing to take back from an empty Area (9P-A4)
        return self._end_turn(seat, move, events, hands=hands, area=area, peaks=peaks)

    def _end_turn(self, seat: int, move: Move, events: list[Event], **changes: Any) -> State:
        """Finish ``seat``'s turn after ``move`` with ``changes`` to the position: note an emptied hand, then pass
        the turn on or, after the last seat of the final round, settle."""
        ender = self.ender
        if ender is None and not changes["hands"][seat]:
            ender = seat  # a hand emptied: the round is finished up to the last seat (9P-A11)
            events.append(event("end_trigger", seat, last=self.last_seat))
        if ender is not None and seat == self.last_seat:
            return self._evolve(ender=ender, **changes)._settle(move, events)
        return self._advance((move,), events, ender=ender, turn=(seat + 1) % self.players, **changes)

    def _settle(self, move: Move, events: list[Event]) -> State:
        """The settlement (seed, "精算"): sets, peak cards, the no-Joker bonus; most VP wins, ties to the earlier
        seat in turn order."""
        lines: list[ScoreLine] = []
        totals = []
        for seat in range(self.players):
            total = 0
            set_points = 0
            for cards in self.sets[seat]:
                points, count = set_score(cards, self.rules.joker_suits)
                set_points += points
                events.append(event("score_set", seat, cards, points=points, size=len(cards), count=count))
            lines.append(ScoreLine(1, seat, "Sets", set_points))
            total += set_points
            vp = len(self.peaks[seat])
            lines.append(ScoreLine(1, seat, "Peak cards", vp))
            events.append(event("score_peaks", seat, self.peaks[seat], points=vp))
            total += vp
            bonus = _bonus(self.sets[seat], self.rules.bonus_multiplier)
            largest = max((len(s) for s in self.sets[seat]), default=0)
            jokers = any(c.suit is Suit.JOKER for s in self.sets[seat] for c in s)
            lines.append(ScoreLine(1, seat, "No-Joker bonus", bonus))
            events.append(event("bonus", seat, points=bonus, largest=largest, jokers=jokers,
                                multiplier=self.rules.bonus_multiplier))
            total += bonus
            totals.append(total)
        winner = _winner(totals, self.start_player)
        events.append(event("game_end", winner, scores=tuple(totals),
                            tie=sum(1 for t in totals if t == totals[winner]) > 1))
        return self._advance((move,), events, over=True, score_lines=(*self.score_lines, *lines))

    @property
    def result(self) -> Result | None:
        if not self.over:
            return None
        winner = self.events[-1].seat  # the game_end event names the winner
        assert winner is not None
        return Result(self.owner_names, tuple(self.totals()), (winner,))

    # -- views ---------------------------------------------------------------------------------------------
    def view(self, seat: int | None = None, *, open_hands: bool = False) -> View:
        names = self.names
        zones: list[Zone] = []
        for n in range(1, self.rules.max_number + 1):
            cards = tuple(c for c in self.area if c.number == n)
            lo, hi = self.value_range(n)
            label = tr("nine_peak.zone.area", n=n, lo=lo, hi=hi) if hi > lo else tr("nine_peak.zone.area_only", n=n)
            zones.append(Zone(f"area/{n}", label, cards,
                              note=tr("nine_peak.zone.area_note", n=n, c=len(cards), hi=hi, peak=self.rules.peak)))
        for s in range(self.players):
            hand: tuple[Card | None, ...] = self.hands[s]
            if not (open_hands or seat == s):
                hand = (None,) * len(hand)
            zones.append(Zone(f"hand/{s}", tr("zone.hand", name=names[s]), hand, owner=s, layout="fan"))
            flat = tuple(c for cards in self.sets[s] for c in cards)
            sizes = ", ".join(str(len(x)) for x in self.sets[s]) or tr("nine_peak.zone.none")
            zones.append(Zone(f"sets/{s}", tr("nine_peak.zone.sets", name=names[s]), flat, owner=s,
                              note=tr("nine_peak.zone.sets_note", sizes=sizes)))
            zones.append(Zone(f"peaks/{s}", tr("nine_peak.zone.peaks", name=names[s]), self.peaks[s], owner=s,
                              note=tr("nine_peak.zone.vp", n=len(self.peaks[s]))))
        if self.pile:
            zones.append(Zone("pile", tr("nine_peak.zone.pile"), (None,) * len(self.pile), layout="stack"))
        if self.out:
            zones.append(Zone("out", tr("nine_peak.zone.out"), self.out))
        facts = [("Peak", str(self.rules.peak)), ("Start player", names[self.start_player]),
                 ("Last seat", names[self.last_seat]),
                 ("End", tr("nine_peak.fact.not_yet") if self.ender is None
                  else tr("nine_peak.fact.triggered", name=names[self.ender]))]
        if self.rules.bonus_multiplier != 1:
            facts.append(("No-Joker bonus", tr("nine_peak.fact.bonus", n=self.rules.bonus_multiplier)))
        to_move = self.to_move
        shown = self.legal_moves() if to_move is not None and (open_hands or seat == to_move) else ()
        return View(NAME, seat, names, to_move, shown, tuple(zones), tuple(facts),
                    tuple(e.masked_for(seat) for e in self.events) if not open_hands else self.events,
                    self.over, self.rules, self.status)

    @property
    def status(self) -> str:
        names = self.names
        if self.over:
            assert self.result is not None
            return tr("nine_peak.status.result", result=self.result)
        who = names[self.turn]
        if self.taking:
            return tr("nine_peak.status.take", who=who)
        return tr("nine_peak.status.turn_last" if self.ender is not None else "nine_peak.status.turn", who=who)

    # -- start positions -----------------------------------------------------------------------------------
    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        known = {"area", "hands", "sets", "peaks", "pile", "out", "start_player", "to_move", "reshuffles", "seed"}
        for key in start:
            if key not in known:
                raise StateFormatError(f"start.{key}", tr("nine_peak.state_error.unknown_field"))
        players = rules.players
        area = cards_field(start, "area")
        pile = cards_field(start, "pile") if "pile" in start else ()
        out = cards_field(start, "out") if "out" in start else ()
        hands = _seat_list(start, "hands", players, lambda raw, key: _sorted(_cards(raw, key)))
        peaks = _seat_list(start, "peaks", players, _cards, default=())
        sets = _seat_list(start, "sets", players, _sets, default=())
        sp = _seat_int(start, "start_player", players, 0)
        turn = _seat_int(start, "to_move", players, sp)
        for s, hand in enumerate(hands):
            if not hand:
                raise StateFormatError(f"start.hands[{s}]", tr("nine_peak.state_error.empty_hand"))
        for n in range(1, rules.max_number + 1):
            c = sum(1 for x in area if x.number == n)
            if n + c >= rules.peak:
                raise StateFormatError("start.area", tr("nine_peak.state_error.area_peak", c=c, n=n, total=n + c))
        every = [*area, *pile, *out, *(c for h in hands for c in h), *(c for p in peaks for c in p),
                 *(c for ss in sets for s in ss for c in s)]
        check_conservation("start", every, rules.deck())
        reshuffles = start.get("reshuffles", 0)
        if not isinstance(reshuffles, int) or isinstance(reshuffles, bool) or reshuffles < 0:
            raise StateFormatError("start.reshuffles", tr("nine_peak.state_error.reshuffles"))
        norm = {"area": codes(area), "hands": [codes(h) for h in hands], "pile": codes(pile), "out": codes(out),
                "start_player": sp}
        if any(peaks):
            norm["peaks"] = [codes(p) for p in peaks]
        if any(sets):
            norm["sets"] = [[codes(s) for s in ss] for ss in sets]
        if turn != sp:
            norm["to_move"] = turn
        if reshuffles:
            norm["reshuffles"] = reshuffles
        if "seed" in start:
            norm["seed"] = start["seed"]
        names = seat_names(players)
        events = []
        if reshuffles:
            events.append(event("reshuffle", None, times=reshuffles))
        if out:
            events.append(event("set_aside", None, out))
        events.append(event("setup", None, area, peak=rules.peak))
        events.append(event("deal", None, hand=tuple(len(h) for h in hands), pile=len(pile)))
        events.append(event("start_player", sp, name=names[sp]))
        return cls(rules=rules, start=start_json(**norm), hands=hands, area=area, sets=sets, peaks=peaks,
                   pile=pile, out=out, start_player=sp, turn=turn, events=tuple(events))

    @classmethod
    def _parse_move(cls, text: str) -> Move:
        return parse_move(text)

    def _repr_html_(self) -> str:
        try:
            return super()._repr_html_()
        except ImportError:  # the shared renderer is not written yet: show the range track alone
            return range_track(self)._repr_html_()


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
    if not sets or any(c.suit is Suit.JOKER for s in sets for c in s):
        return 0
    return multiplier * max(len(s) for s in sets)


def _cards(raw: Any, key: str) -> tuple[Card, ...]:
    if not isinstance(raw, (str, list)):
        raise StateFormatError(f"start.{key}", tr("state_error.card_codes"))
    try:
        return parse_cards(raw)
    except (ValueError, AttributeError) as err:
        raise StateFormatError(f"start.{key}", str(err)) from None


def _sets(raw: Any, key: str) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(raw, list):
        raise StateFormatError(f"start.{key}", tr("nine_peak.state_error.sets"))
    out = tuple(_sorted(_cards(s, f"{key}[{i}]")) for i, s in enumerate(raw))
    for i, s in enumerate(out):
        if not s:
            raise StateFormatError(f"start.{key}[{i}]", tr("nine_peak.state_error.empty_set"))
    return out


def _seat_list(start: Mapping[str, Any], key: str, players: int, read: Any, default: Any = None) -> tuple[Any, ...]:
    if key not in start:
        if default is None:
            raise StateFormatError(f"start.{key}", tr("state_error.missing"))
        return (default,) * players
    raw = start[key]
    if not isinstance(raw, list) or len(raw) != players:
        raise StateFormatError(f"start.{key}", tr("nine_peak.state_error.per_player", n=players))
    return tuple(read(x, f"{key}[{i}]") for i, x in enumerate(raw))


def _seat_int(start: Mapping[str, Any], key: str, players: int, default: int) -> int:
    value = start.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise StateFormatError(f"start.{key}", tr("nine_peak.state_error.seat", max=players - 1, got=repr(value)))
    return value


# ---------------------------------------------------------------------------------------------- starting games
def _setup(rules: Rules, deck: Sequence[Card], seed: int | str) -> dict[str, Any]:
    """Deal the Area and the hands from ``deck`` (seed, "ゲームの準備"), handling a peak during setup (9P-A2)."""
    deck = list(deck)
    size = rules.area_size
    reshuffles = 0
    out: list[Card] = []
    if rules.setup_peak == "reshuffle":
        while _setup_peaks(rules, deck[:size]):
            reshuffles += 1
            if reshuffles > 10_000:  # cannot happen when Rules._check passed; a guard, not a rule
                raise RulesError("setup_peak", "no Area without a peak found after 10,000 reshuffles")
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
            if n + sum(1 for c in area if c.number == n) >= rules.peak:
                out += [c for c in area if c.number == n]
                area = [c for c in area if c.number != n]
    rest = deck[i:]
    each = len(rest) // rules.players
    if not rules.deal_all:
        each = min(each, rules.hand_size)
    hands = [rest[s * each:(s + 1) * each] for s in range(rules.players)]
    pile = rest[rules.players * each:]
    return {"area": codes(area), "hands": [codes(h) for h in hands], "pile": codes(pile), "out": codes(out),
            "reshuffles": reshuffles}


def _setup_peaks(rules: Rules, area: Sequence[Card]) -> bool:
    counts = Counter(c.number for c in area)
    return any(n + c >= rules.peak for n, c in counts.items())


def from_deck(rules: Rules | None = None, deck: Iterable[Card] | str = (), *, start_player: int = 0,
              seed: int | str = 0) -> State:
    """Start from an explicit deck order: the first cards go to the Area, the rest are dealt in equal blocks to
    seats 0, 1, …; a remainder stays in the unused pile. A setup peak is handled by ``rules.setup_peak`` (a
    reshuffle derives from ``seed``)."""
    rules = rules or Rules()
    cards = parse_cards(deck) if isinstance(deck, str) else tuple(deck)
    check_conservation("deck", cards, rules.deck())
    start = _setup(rules, cards, seed)
    start["start_player"] = start_player
    start["seed"] = seed
    return State._from_start(rules, start)


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
    listed = [*parse_cards(area), *parse_cards(out)]
    for h in hands:
        listed += parse_cards(h)
    for p in peaks or ():
        listed += parse_cards(p)
    for ss in sets or ():
        for s in ss:
            listed += parse_cards(s)
    rest = Counter(rules.deck()) - Counter(listed)
    extra = Counter(listed) - Counter(rules.deck())
    if extra:
        raise StateFormatError("start", tr("nine_peak.state_error.not_in_deck", cards=codes(sorted(extra))))
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
    rng.shuffle(deck)
    return from_deck(rules, deck, start_player=rng.randrange(rules.players), seed=seed)


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


# ------------------------------------------------------------------------------------------------------------ bot
def best_set(hand: Sequence[Card], in_area: Mapping[int, int], peak: int, joker_suits: str = "wild") -> int:
    """The score of the best single set ``hand`` could play now (an estimate used by :class:`HeuristicBot`): for
    each size N, the cards that can count as N, scored all-different if enough suits differ, else by the most
    common suit plus Jokers.

    >>> best_set(parse_cards("3S 3H 5D 5C 5X 1S"), {3: 2}, 9)
    25
    """
    # the packed form the rollout policy uses (see _best_packed): a third of the heuristic bot's time went here
    tab = [0] * 10
    for c in hand:
        tab[c.key & 15] += 1 << (8 * (c.key >> 4))
    counts = [in_area.get(n, 0) for n in range(10)]
    return _best_packed(tab, counts, min(len(hand), peak - 1), joker_suits != "printed")


class HeuristicBot:
    """A greedy 9 Peak player that looks one move ahead, from what its seat may see (a :class:`View`).

    Each move is valued as the points it banks now (a set's score; the peak cards it collects), plus 0.7 × the best
    set the hand could still play afterwards (:func:`best_set`), minus the risk it leaves for the next player: a
    number one card short of the peak costs half of what that peak would give them, two cards short a sixth.
    A set with a Joker also costs the no-Joker bonus it gives up. A two-card Pass is valued with the best card it
    could then take back; the take itself picks the Area card that leaves the best hand and the least risk.
    Ties go to the earliest listed move, after a shuffle from ``rng`` so that equal bots differ.
    """

    def __init__(self, rng: random.Random | int = 0) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def choose(self, view: View) -> Move:
        moves = list(view.legal_moves)
        if not moves:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        seat = view.to_move
        assert seat is not None
        rules: Rules = view.rules
        hand = [c for c in view.zone(f"hand/{seat}").cards if c is not None]
        area = [c for n in range(1, rules.max_number + 1) for c in view.zone(f"area/{n}").cards if c is not None]
        mine = [e.cards for e in view.events if e.kind == "play" and e.seat == seat]
        joker_played = any(c.suit is Suit.JOKER for s in mine for c in s)
        largest = max((len(s) for s in mine), default=0)
        self.rng.shuffle(moves)

        def counts_of(cards: Iterable[Card]) -> dict[int, int]:
            counts: dict[int, int] = {}  # in order of first appearance, as risk() adds them up
            for c in cards:
                n = c.key & 15
                counts[n] = counts.get(n, 0) + 1
            return counts

        def risk(counts: Mapping[int, int]) -> float:
            total = 0.0
            for n, c in counts.items():
                gap = rules.peak - n - c
                if gap == 1:
                    total += (c + 1) / 2
                elif gap == 2:
                    total += (c + 2) / 6
            return total

        def potential(cards: Sequence[Card], counts: Mapping[int, int]) -> float:
            return 0.7 * best_set(cards, counts, rules.peak, rules.joker_suits)

        def after_take(cards: list[Card], pool: list[Card]) -> float:
            best = -1e9
            for t in set(pool):
                rest = list(pool)
                rest.remove(t)
                counts = counts_of(rest)
                best = max(best, potential([*cards, t], counts) - risk(counts))
            return best

        def value(m: Move) -> float:
            if isinstance(m, Take):
                rest = list(area)
                rest.remove(m.take)
                counts = counts_of(rest)
                return potential([*hand, m.take], counts) - risk(counts)
            if isinstance(m, Play):
                left = list(hand)
                for c in m.cards:
                    left.remove(c)
                counts = counts_of(area)
                points = set_score(m.cards, rules.joker_suits)[0]
                if not joker_played:
                    keep = rules.bonus_multiplier * max(largest, m.n)
                    points += -rules.bonus_multiplier * largest if any(
                        c.suit is Suit.JOKER for c in m.cards) else keep - rules.bonus_multiplier * largest
                return points + potential(left, counts) - risk(counts)
            left = list(hand)
            pool = list(area)
            gained = 0
            for c in m.cards:
                left.remove(c)
                pool.append(c)
                same = [x for x in pool if x.number == c.number]
                if c.number + len(same) >= rules.peak:
                    gained += len(same)
                    pool = [x for x in pool if x.number != c.number]
            if m.second is not None and pool:
                return gained + after_take(left, pool)
            counts = counts_of(pool)
            return gained + potential(left, counts) - risk(counts)

        best: Move = max(moves, key=value)
        return best

    def __repr__(self) -> str:
        return "HeuristicBot()"



# ------------------------------------------------------------------------------------------- house-rule studies
def _winner(totals: Sequence[int], start_player: int) -> int:
    players = len(totals)
    return min(range(players), key=lambda s: (-totals[s], (s - start_player) % players))


def compare(variants: Mapping[str, Rules], games: int = 200, *, seed: int = 0) -> Any:
    """Play ``games`` games of each variant with four :class:`HeuristicBot` s (or as many as the rules seat) and
    summarise them as a pandas DataFrame, one row per variant: the winner's mean score, the mean spread between
    first and last, the mean number of turns, the share of points from peaks and from bonuses, and how often the
    no-Joker bonus decided the winner (the winner would differ without it).

    The same seeds are used for every variant, so the comparison is paired where the decks allow it.
    """
    import pandas as pd

    rows = [{"variant": name, **_study(rules, games, seed)} for name, rules in variants.items()]
    frame = pd.DataFrame(rows).set_index("variant")
    return frame.rename(columns=lambda c: tr(f"nine_peak.compare.{c}")).rename_axis(tr("nine_peak.compare.variant"))


@lru_cache(maxsize=64)
def _study(rules: Rules, games: int, seed: int) -> dict[str, Any]:
    """One row of :func:`compare` (kept: the game's page asks for the same study again in the reader's language)."""
    from cardrules.bots import play_out

    win, spread, turns, peaks, bonus, decided, total = 0.0, 0.0, 0.0, 0.0, 0.0, 0, 0.0
    for g in range(games):
        bots = [HeuristicBot(random.Random(f"{seed}/{g}/{s}")) for s in range(rules.players)]
        end = play_out(new_game(rules, seed=seed + g), bots)
        scores = end.totals()
        win += max(scores)
        spread += max(scores) - min(scores)
        turns += sum(1 for m in end.history if not isinstance(m, Take))
        total += sum(scores)
        peaks += sum(line.points for line in end.score_lines if line.item == "Peak cards")
        bonuses = [0] * rules.players
        for line in end.score_lines:
            if line.item == "No-Joker bonus":
                bonuses[line.owner] += line.points
        bonus += sum(bonuses)
        without = [t - b for t, b in zip(scores, bonuses, strict=True)]
        decided += _winner(without, end.start_player) != _winner(scores, end.start_player)
    return {"players": rules.players, "games": games,
            "winner's score": round(win / games, 1), "spread (1st - last)": round(spread / games, 1),
            "turns per game": round(turns / games, 1),
            "points from peaks": f"{peaks / total:.0%}" if total else "-",
            "points from bonus": f"{bonus / total:.0%}" if total else "-",
            "bonus decided the winner": f"{decided / games:.0%}"}


DESIGNER_STUDY = ("Draft 7, 4 players", "Peak 7", "Double bonus", "Peak 7 and double bonus")
"""The presets the game's page compares: the draft's rules and the designer's ideas."""


def designer_study(games: int = 20) -> Any:
    """:func:`compare` over :data:`DESIGNER_STUDY`, the study on the game's page (a quick look: the house-rules lab
    runs thousands of games)."""
    return compare({name: PRESETS[name] for name in DESIGNER_STUDY}, games=games)


def warm_up() -> None:
    """Work out ahead what the game's page shows that does not depend on the reader's language (the designer's
    study): the app's preheated kernel runs this before a visitor arrives and tells the page's language."""
    designer_study()


# -------------------------------------------------------------------------------------------- the range track
@dataclass(frozen=True)
class RangeTrack:
    """The Area drawn as the seed's column of range cards: row ``v`` (2 to the peak) holds, for each number, the
    card whose placement made ``v`` the top of its range (9P-A1)."""

    state: State

    def _repr_html_(self) -> str:
        st = self.state
        top = st.rules.peak
        numbers = range(1, st.rules.max_number + 1)
        by_number = {n: [c for c in st.area if c.number == n] for n in numbers}
        head = "".join(f"<th style='padding:2px 8px'>{n}s</th>" for n in numbers)
        rows = []
        for v in range(2, top + 1):
            cells = []
            for n in numbers:
                k = v - n  # the k-th card of number n sits beside range card n + k
                cards = by_number[n]
                text = ""
                if 1 <= k <= len(cards):
                    c = cards[k - 1]
                    colour = "#c00" if c.is_red else ("#806000" if c.suit is Suit.JOKER else "#000")
                    text = f"<span style='color:{colour};font-weight:bold'>{escape(c.unicode)}</span>"
                elif v == top and k >= 1:
                    text = "<span style='color:#999'>peak</span>"
                cells.append(f"<td style='text-align:center;padding:2px 8px;border:1px solid #ddd'>{text}</td>")
            label = "peak " if v == top else ""
            rows.append(f"<tr><th style='padding:2px 8px;text-align:right'>{label}{v}</th>{''.join(cells)}</tr>")
        return ("<table style='border-collapse:collapse;font-family:sans-serif'>"
                f"<tr><th>range</th>{head}</tr>{''.join(rows)}</table>")

    def __repr__(self) -> str:
        return f"RangeTrack({self})"

    def __str__(self) -> str:
        st = self.state
        parts = []
        for n in range(1, st.rules.max_number + 1):
            lo, hi = st.value_range(n)
            parts.append(f"{n}: {lo}-{hi}")
        return "; ".join(parts)


def range_track(state: State) -> RangeTrack:
    """The Area of ``state`` as the range-card column, for notebooks."""
    return RangeTrack(state)


__all__ = ["NAME", "TITLE", "PLAYER_COUNTS", "Rules", "PRESETS", "Pass", "Take", "Play", "Move", "State",
           "new_game", "from_deck", "from_position", "parse_move", "narrate", "set_score", "can_count_as",
           "range_track", "RangeTrack", "HeuristicBot", "best_set", "compare", "SUMMARY"]


# ------------------------------------------------------------------------------------------- simulation hooks
def sample_state(view: View, rng: random.Random) -> State:
    """A full state consistent with everything ``view`` shows, the hidden cards dealt at random (for the Monte
    Carlo bot). Built from the view alone: the viewer's hand, the Area, the sets, peak piles and cards set aside,
    the hand and unused-pile sizes, and the public log (a card taken back from the Area stays known in the taker's
    hand until it is placed or played; who triggered the end; whether the player to move must take)."""
    if view.seat is None or view.is_over or view.to_move is None:
        raise ValueError("sample_state needs a seat's view of a game in progress")
    rules: Rules = view.rules
    n = rules.players
    names = view.names
    start_player = names.index(dict(view.facts)["Start player"])
    known: list[Counter[Card]] = [Counter() for _ in range(n)]
    ender = None
    for e in view.events:
        if e.kind == "take" and e.seat is not None:  # a player's event always names the seat
            known[e.seat][e.cards[0]] += 1
        elif e.kind in ("place", "play") and e.seat is not None:
            known[e.seat] -= Counter(e.cards)
        elif e.kind == "end_trigger" and ender is None:
            ender = e.seat
    last = view.events[-1] if view.events else None
    taking = last is not None and last.seat == view.to_move and last.kind in ("place", "peak")
    area = tuple(c for k in range(1, rules.max_number + 1) for c in view.zone(f"area/{k}").cards if c is not None)
    hands = [tuple(c for c in view.zone(f"hand/{s}").cards if c is not None) for s in range(n)]
    sets = []
    for s in range(n):
        flat = [c for c in view.zone(f"sets/{s}").cards if c is not None]
        mine = []
        for e in view.events:  # the sets in the order played, from the public log
            if e.kind == "play" and e.seat == s:
                mine.append(tuple(e.cards))
        if sum(len(x) for x in mine) != len(flat):  # a position set up with sets already down
            mine = [tuple(flat)] if flat else []
        sets.append(tuple(mine))
    peaks = tuple(tuple(c for c in view.zone(f"peaks/{s}").cards if c is not None) for s in range(n))
    out = tuple(c for c in view.zone("out").cards if c is not None) if any(z.key == "out" for z in view.zones) else ()
    pile_size = view.zone("pile").count if any(z.key == "pile" for z in view.zones) else 0
    hidden = [s for s in range(n) if view.zone(f"hand/{s}").count and not hands[s]]
    seen = Counter(area) + Counter(out) + Counter(c for h in hands for c in h)
    seen += Counter(c for p in peaks for c in p) + Counter(c for x in sets for st in x for c in st)
    for s in hidden:
        seen += +known[s]
    pool = list((Counter(rules.deck()) - seen).elements())
    rng.shuffle(pool)
    for s in hidden:
        mine_known = tuple((+known[s]).elements())
        need = view.zone(f"hand/{s}").count - len(mine_known)
        hands[s], pool = _sorted(mine_known + tuple(pool[:need])), pool[need:]
    pile = tuple(pool[:pile_size])
    return State(rules=rules, start=start_json(kind="sample"), hands=tuple(hands), area=area, sets=tuple(sets),
                 peaks=peaks, pile=pile, out=out, start_player=start_player, turn=view.to_move, taking=taking,
                 ender=ender, over=False, history=(), events=view.events, score_lines=())


# ------------------------------------------------------------------------------------------- rollout policy
# The Monte Carlo bot's rollouts (montecarlo.ROLLOUT_POLICY) call rollout_move for every move of thousands of
# play-outs, so it reads the sampled state directly and values a handful of candidate moves the way HeuristicBot
# does (points banked + 0.7 × the best set left − the peak risk left for others), with the hand held as one int
# per number: the count of each suit packed into a byte (Card.key is suit × 16 + number, the suit in _SUIT_RANK
# order), so the best set of a hand is a few integer additions.
_BYTES = 0x0101010101
"""Multiplying five packed byte counts by this sums them into byte 4 (the counts never exceed 255)."""


def _best_packed(tab: Sequence[int], counts: Sequence[int], top: int, wild: bool) -> int:
    """:func:`best_set` on a packed hand: ``tab[n]`` the suit counts of the number-``n`` cards held, ``counts[n]``
    the Area's cards of ``n``; ``top`` the largest size worth trying."""
    totals = [0] * (top + 1)
    for m in range(1, min(len(tab) - 1, top) + 1):
        x = tab[m]
        if x:
            for n in range(m, min(m + counts[m], top) + 1):  # the values a number-m card may count as
                totals[n] += x
    best = 0
    for n in range(top, 0, -1):
        if n * n <= best:
            break  # a set of n scores at most n × n
        total = totals[n]
        if ((total * _BYTES) >> 32) & 255 < n:
            continue
        s0, s1, s2, s3, jokers = total & 255, (total >> 8) & 255, (total >> 16) & 255, (total >> 24) & 255, \
            total >> 32
        if n <= 5 and (s0 > 0) + (s1 > 0) + (s2 > 0) + (s3 > 0) + (jokers if wild else min(jokers, 1)) >= n:
            count = n
        else:
            count = min(n, max(s0, s1, s2, s3) + jokers)
        if n * count > best:
            best = n * count
    return best


def _best_play(cards: Sequence[Card], n: int, counts: Sequence[int],
               wild: bool) -> tuple[tuple[Card, ...], int] | None:
    """The highest-scoring set of size ``n`` among ``cards`` (sorted) and its suit count, or None: every suit
    different when that scores more, else the most common suit, then Jokers, then the lowest other cards."""
    fit = [c for c in cards if (c.key & 15) <= n <= (c.key & 15) + counts[c.key & 15]]
    if len(fit) < n:
        return None
    by_suit: list[list[Card]] = [[], [], [], [], []]
    for c in fit:
        by_suit[c.key >> 4].append(c)
    jokers = by_suit[4]
    normal = [s for s in by_suit[:4] if s]
    same = min(n, max((len(s) for s in normal), default=0) + len(jokers))
    if n <= 5 and len(normal) + (len(jokers) if wild else min(len(jokers), 1)) >= n and n > same:
        chosen = [s[0] for s in normal[:n]]
        chosen += jokers[:n - len(chosen)]
        count = n
    else:
        main = max(normal, key=len) if normal else []
        chosen = (main + jokers)[:n]
        if len(chosen) < n:
            chosen += [c for c in fit if c not in chosen][:n - len(chosen)]
        count = same
    return _sorted(chosen), count


def _risk_of(n: int, c: int, peak: int) -> float:
    """HeuristicBot's risk of ``c`` Area cards of number ``n``: one card short of the peak costs half of what it
    would give the next player, two cards short a sixth."""
    gap = peak - n - c
    if not c or gap > 2:
        return 0.0
    return (c + 1) / 2 if gap == 1 else (c + 2) / 6


def rollout_move(state: State, rng: random.Random) -> Move:
    """A fast, sensible move for the Monte Carlo bot's rollouts, read from the (sampled, fully known) state.

    It values a few candidates like :class:`HeuristicBot` (points now + 0.7 × the best set left − the peak risk
    left): for each set size the best-scoring set, each held card passed alone, two-card passes of the three
    cheapest such cards or that reach a peak (valued with the best Area card to take back), and, after a two-card
    pass, each Area card to take. A little noise from ``rng`` varies rollouts."""
    rules = state.rules
    peak, top_number = rules.peak, rules.max_number
    wild = rules.joker_suits == "wild"
    seat = state.turn
    hand = state.hands[seat]
    counts = [0] * (top_number + 1)
    for c in state.area:
        counts[c.key & 15] += 1
    tab = [0] * (top_number + 1)
    for c in hand:
        tab[c.key & 15] += 1 << (8 * (c.key >> 4))
    top = min(len(hand) + 1, peak - 1)
    risks = [_risk_of(n, counts[n], peak) for n in range(top_number + 1)]
    risk = sum(risks)
    noise = rng.random

    if state.taking:
        best_card, best_value = state.area[0], -1e9
        seen = set()
        for c in state.area:
            if c in seen:
                continue
            seen.add(c)
            n = c.key & 15
            bit = 1 << (8 * (c.key >> 4))
            counts[n] -= 1
            tab[n] += bit
            value = (0.7 * _best_packed(tab, counts, top, wild) - risk + risks[n] - _risk_of(n, counts[n], peak)
                     + 0.3 * noise())
            tab[n] -= bit
            counts[n] += 1
            if value > best_value:
                best_card, best_value = c, value
        return Take(best_card)

    best_value = -1e9
    best_move: Move | None = None

    # One-card passes: each code held.
    singles: list[Card] = []
    prev_key = -1
    for c in hand:  # sorted, so copies are neighbours
        if c.key != prev_key:
            singles.append(c)
            prev_key = c.key
    scored: list[tuple[float, Card]] = []
    for c in singles:
        n = c.key & 15
        bit = 1 << (8 * (c.key >> 4))
        tab[n] -= bit
        old = counts[n]
        gained = 0
        counts[n] = old + 1
        if n + old + 1 >= peak:
            gained, counts[n] = old + 1, 0
        value = gained + 0.7 * _best_packed(tab, counts, top, wild) - risk + risks[n] - _risk_of(n, counts[n], peak)
        counts[n] = old
        tab[n] += bit
        scored.append((value, c))
        value += 0.3 * noise()
        if value > best_value:
            best_value, best_move = value, Pass(c)

    # Two-card passes: pairs of the three cheapest single passes, and pairs that reach a peak, each valued with
    # the best Area card to take back.
    if len(hand) >= 2:
        scored.sort(key=lambda vc: -vc[0])
        cheap = [c for _, c in scored[:3]]
        pairs = [(a, b) for i, a in enumerate(cheap) for b in cheap[i + 1:]]
        for c in singles:
            n = c.key & 15
            gap = peak - n - counts[n]
            if gap == 2 and (tab[n] * _BYTES >> 32) & 255 >= 2:
                other = c if hand.count(c) >= 2 else next(x for x in hand if x.key & 15 == n and x != c)
                pairs.append((c, other))
            elif gap == 1:
                pairs += [(c, b) for b in cheap if b.key & 15 != n]
        for a, b in pairs:
            left = list(tab)
            pool = list(counts)
            gained = 0
            placed = [x for x in state.area]
            for c in (a, b):
                n = c.key & 15
                left[n] -= 1 << (8 * (c.key >> 4))
                pool[n] += 1
                placed.append(c)
                if n + pool[n] >= peak:
                    gained += pool[n]
                    pool[n] = 0
                    placed = [x for x in placed if x.key & 15 != n]
            best_take = 0.7 * _best_packed(left, pool, top, wild)
            if placed:
                pool_risk = sum(_risk_of(n, pool[n], peak) for n in range(1, top_number + 1))
                best_take = -1e9
                seen_keys = set()
                for c in placed:
                    if c.key in seen_keys:
                        continue
                    seen_keys.add(c.key)
                    n = c.key & 15
                    bit = 1 << (8 * (c.key >> 4))
                    pool[n] -= 1
                    left[n] += bit
                    value = (0.7 * _best_packed(left, pool, top, wild) - pool_risk
                             + _risk_of(n, pool[n] + 1, peak) - _risk_of(n, pool[n], peak))
                    if value > best_take:
                        best_take = value
                    left[n] -= bit
                    pool[n] += 1
            value = gained + best_take + 0.3 * noise()
            if value > best_value:
                best_value, best_move = value, Pass(a, b)

    # Plays: the best set of each size, valued after the passes so that a set that cannot win is skipped cheaply.
    sets = state.sets[seat]
    joker_played = any(c.key >> 4 == 4 for s in sets for c in s)
    largest = max((len(s) for s in sets), default=0)
    mult = rules.bonus_multiplier
    ceiling = 0.7 * _best_packed(tab, counts, top, wild) - risk + 0.3  # what the hand left could add, at most
    for n in range(1, min(len(hand), peak - 1) + 1):
        if n * n + mult * n + ceiling <= best_value:
            continue  # even a perfect set of n would not beat the best move so far
        found = _best_play(hand, n, counts, wild)
        if found is None:
            continue
        cards, count = found
        points = n * count
        if not joker_played:
            if any(c.key >> 4 == 4 for c in cards):
                points -= mult * largest
            else:
                points += mult * (max(largest, n) - largest)
        if points + ceiling <= best_value:
            continue
        left = list(tab)
        for c in cards:
            left[c.key & 15] -= 1 << (8 * (c.key >> 4))
        value = points + 0.7 * _best_packed(left, counts, min(top, len(hand) - n), wild) - risk + 0.3 * noise()
        if value > best_value:
            best_value, best_move = value, _new_play(n, cards)
    assert best_move is not None
    return best_move

def game_facts(state: State) -> dict[str, int | float]:
    """What a rules designer asks about a finished game: peaks collected and their cards, sets played and the
    largest, turns taken (passes and plays), and whether the no-Joker bonus decided the winner."""
    evs = state.events
    peaks = [e for e in evs if e.kind == "peak"]
    plays = [e for e in evs if e.kind == "play"]
    bonus = [0] * state.players
    for line in state.score_lines:
        if line.item == "No-Joker bonus":
            bonus[line.owner] += line.points
    totals = state.totals()
    without = [t - b for t, b in zip(totals, bonus)]
    winner = state.result.winners[0] if state.result else 0
    decided = 1 if without and _winner(without, state.start_player) != winner else 0
    return {"peaks": len(peaks), "peak_cards": sum(len(e.cards) for e in peaks), "sets_played": len(plays),
            "largest_set": max((len(e.cards) for e in plays), default=0),
            "turns": sum(1 for m in state.history if not isinstance(m, Take)), "bonus_decided": decided}


# The Monte Carlo bot's settings: 600 rollouts of rollout_move took 1.6 s of CPU at worst for a four-player hint, under
# a load of 5-7; the policy values a few moves as the heuristic bot does (random players lay tiny sets and feed peaks).
# With caution 1.0 the bot won 46.1% of 501 three-player games against two heuristic bots at 200 rollouts (95%
# 41.8%-50.5%, even share 33%) and 43.9% at 60 (39.6%-48.3%); without caution, 34.7% at 60.
MONTE_CARLO = MonteCarloSettings(simulations=600, rollout="game", caution=1.0)
