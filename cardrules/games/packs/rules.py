"""Packs: draw a card, win a table card of its suit with more points, steal other players' packs, survive the throw-off.

The game is Phil Laurence's *Paks*, from Sid Sackson's *A Gamut of Games*, as Yuji Akagiri's Japanese write-up
"パックス" (1995) presents it; ``docs/rules/packs.md`` states it in full, with every point the write-up leaves open
and what was chosen. This module is the game itself, top to bottom: the house rules, the card values, the moves, the
state (legality, playing, the end of a deal and its scoring, views), starting a game, and the narration. The bots
are in ``ai.py``, the sentences in ``text_<lang>.py``, the lesson tables in ``lessons.py``.

**The game.** Two, three, four or six play (four and six as two teams of alternate seats). Two players use one
52-card deck, more players two decks shuffled together, so every card then exists twice. Each player gets five
cards and three lie face up on the table; the rest is the stock.

A turn: ``draw`` the top of the stock and show it. If no table card has its suit, it *feeds* the table and the turn
ends. Otherwise it joins the hand and the player may end the turn or ``pack``: take one table card with hand cards of
its suit worth strictly more (A 20, K Q J 10, the rest face value; two same-suit cards of 2-5 played together count
as their digits read as a number, 5-4 is 54). A pack lies face up in front of its maker and never merges with an
older one. After a pack the player may ``steal`` other players' packs: one steal per suit, never in the suit just
packed, with hand cards of the pack's suit worth more than the pack (whose special pairs no longer count); several
packs of one suit of one player may be stolen together by beating their sum. Then the player says ``end``. When all
four suits lie on the table (Full Table) the draw is hidden and packing is compulsory; a player who cannot pack
must ``show hand``. When the stock is out, the deal ends: each suit is thrown off down to the smallest number of
packs anyone holds, and the packs left score (A 20, K-8 10, 7-2 5). Game to 500.

Card identity is by code: with two decks a move names cards (and packs) by their codes, and two identical cards are
interchangeable.

Principles bent, and why:

* Drawing is a move of its own (``Draw``) even though it has no alternative, so that a reader stepping through a game
  sees the drawn card before deciding; a Full Table player with no pack likewise plays ``ShowHand`` (P-A7).
* ``why_illegal`` first asks whether the move is in the (cached) legal-move list and only computes a reason for
  moves that are not; the reason (``_reason``) is written independently and the tests check that it agrees.
* Packs are held per seat even in partnerships (each player packs in front of themselves and a partner's pack may be
  stolen, P-A15); the throw-off and the score are per team.
* Decision codes (P-A1 ... P-A16) in comments name the open points settled in ``docs/rules/packs.md``.
"""

from __future__ import annotations

import bisect
import operator
import random
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import chain, combinations, product
from typing import Any, ClassVar

from cardrules.cards import (
    STANDARD_SPELLING,
    STANDARD_SUITS,
    Card,
    Suit,
    codes,
    parse_cards,
    pretty,
    shuffle,
    standard_deck,
)
from cardrules.errors import CardError, MoveFormatError, RulesError, StateFormatError
from cardrules.events import Reason
from cardrules.i18n import get_language
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
    SeenLog,
    Text,
    Zone,
    best_owners,
    cards_field,
    cards_text,
    check_conservation,
    choice,
    event,
    move_text,
    number,
    start_json,
)
from cardrules.protocol import Move as MoveBase

NAME = "packs"
TITLE = "Packs"
PLAYER_COUNTS = (2, 3, 4, 6)
SUMMARY = "Win table cards with more points of their suit, steal other players' packs, then survive the throw-off."


# --------------------------------------------------------------------------------------------------------- rules
@dataclass(frozen=True)
class Rules(RulesBase):
    """Packs house rules; every default is the rule of the original write-up (``docs/rules/packs.md``)."""

    players: int = 4
    """Number of players: 2, 3, 4 or 6 (five cannot play). 4 and 6 play as two teams of alternate seats."""
    target: int = number(500, 10, 5000)
    """Points that end the game: the first player or team to reach them (after a deal's scoring) wins."""
    single_deal: bool = False
    """Play only one deal (for lessons and simulations): the higher score after it wins."""
    partnerships: bool = True
    """With 4 or 6 players, alternate seats are partners who score together, as the write-up has it. Off: everyone
    plays alone."""
    two_decks_for_two: bool = False
    """House rule: two players also use the 104-card double deck (the write-up: one 52-card deck for two, two decks
    for three or more)."""
    hand_size: int = number(5, 1, 10)
    """Cards dealt to each player, one at a time (the write-up: 5)."""
    table_cards: int = number(3, 0, 8)
    """Cards the dealer lays face up on the table after dealing the hands (the write-up: 3)."""
    special_pairs: bool = True
    """Same-suit pairs of 2-5 played from the hand count 55, 54, 53, 52, 44, 43, 42, 33, 32, 22, as the write-up has
    it. Off: every card counts its face value."""
    several_pairs: bool = True
    """A group of hand cards may hold several separate special pairs, valued at the best pairing (5-4-3-2 of a suit
    is 53 + 42 = 95). Off: at most one pair counts per group."""
    full_table: bool = True
    """Full Table: with all four suits on the table the draw is hidden and packing is compulsory, as the write-up
    has it."""
    partner_steals: bool = True
    """A partner's pack may be stolen, as the write-up has it. Off: only opponents' packs."""
    multi_steal: bool = True
    """Several packs of one suit held by one player may be stolen together by beating their sum, as the write-up
    has it."""
    throw_off: bool = True
    """At the end of a deal each suit is thrown off down to the smallest number of packs anyone holds, as the
    write-up has it."""
    tie: str = choice("deal again", "deal again", "shared")
    """When several reach the target with equal top scores: play another deal (the write-up) or share the win."""

    def _check(self) -> None:
        if self.players not in PLAYER_COUNTS:
            raise RulesError("players", Text("packs.rules_error.players", players=self.players))

    @property
    def in_teams(self) -> bool:
        """Whether the players form two teams of alternate seats (4 or 6 players with partnerships): the one place
        this rule is stated; seat ``s`` then plays for team ``s % 2``."""
        return self.partnerships and self.players in (4, 6)


PRESETS: dict[str, Rules] = {
    "write_up": Rules(),
    "two_one_deal": Rules(players=2, single_deal=True),
    "three_one_deal": Rules(players=3, single_deal=True),
    "four_teams_one_deal": Rules(players=4, single_deal=True),
    "six_teams_one_deal": Rules(players=6, single_deal=True),
    "two_to_150": Rules(players=2, target=150),
    "six_to_200": Rules(players=6, target=200),
    "four_alone_one_deal": Rules(players=4, partnerships=False, single_deal=True),
    "six_alone_one_deal": Rules(players=6, partnerships=False, single_deal=True),
    "two_decks_for_two": Rules(players=2, two_decks_for_two=True, single_deal=True),
    "no_special_pairs": Rules(players=3, special_pairs=False, single_deal=True),
    "one_pair_per_group": Rules(players=4, several_pairs=False, single_deal=True),
    "no_full_table": Rules(players=2, full_table=False, single_deal=True),
    "no_partner_steals": Rules(players=4, partner_steals=False, single_deal=True),
    "one_pack_per_steal": Rules(players=3, multi_steal=False, single_deal=True),
    "no_throw_off": Rules(players=2, throw_off=False, single_deal=True),
    "big_hands": Rules(players=3, hand_size=7, table_cards=4, single_deal=True),
    "shared_ties": Rules(players=2, tie="shared", target=100),
}
"""Named rule sets by code (their names: ``packs.preset.<code>`` in ``text_<lang>.py``): every player count and every
house-rule switch at least once."""


# ------------------------------------------------------------------------------------------------ card values
_PLAY = {"A": 20, "K": 10, "Q": 10, "J": 10, **{str(n): n for n in range(2, 11)}}
_SCORE = {"A": 20, "K": 10, "Q": 10, "J": 10, "10": 10, "9": 10, "8": 10, **{str(n): 5 for n in range(2, 8)}}
_PAIR_RANKS = (5, 4, 3, 2)
_RANK = operator.attrgetter("rank")


def play_value(card: Card) -> int:
    """Value while packing and stealing: A 20, K Q J 10, 10-2 face value (write-up <カードの点数>).

    >>> play_value(Card.parse("AS")), play_value(Card.parse("QH")), play_value(Card.parse("7C"))
    (20, 10, 7)
    """
    return _PLAY[card.rank]


def score_value(card: Card) -> int:
    """Value when scoring packs after the throw-off: A 20, K-8 10, 7-2 5 (write-up <得点>).

    >>> score_value(Card.parse("AS")), score_value(Card.parse("8H")), score_value(Card.parse("7C"))
    (20, 10, 5)
    """
    return _SCORE[card.rank]


def pair_value(a: int, b: int) -> int:
    """The special value of a same-suit pair of ranks ``a`` and ``b`` among 2-5: the two digits read as a number,
    higher first (5-4 is 54, 2-2 is 22)."""
    hi, lo = max(a, b), min(a, b)
    return 10 * hi + lo


@cache
def _best_pairs(counts: tuple[int, int, int, int], most: int) -> int:
    """The best bonus over plain values from at most ``most`` disjoint pairs among ``counts`` fives, fours, threes
    and twos (P-A1: the maximum over all pairings)."""
    if most == 0:
        return 0
    best = 0
    for i, j in combinations(range(4), 2):
        if counts[i] and counts[j]:
            rest = list(counts)
            rest[i] -= 1
            rest[j] -= 1
            a, b = _PAIR_RANKS[i], _PAIR_RANKS[j]
            best = max(best, pair_value(a, b) - a - b + _best_pairs(tuple(rest), most - 1))
    for i in range(4):
        if counts[i] >= 2:
            rest = list(counts)
            rest[i] -= 2
            a = _PAIR_RANKS[i]
            best = max(best, pair_value(a, a) - 2 * a + _best_pairs(tuple(rest), most - 1))
    return best


def group_value(cards: Iterable[Card], rules: Rules | None = None) -> int:
    """The play value of a group played from the hand, counting the special pairs (best pairing, P-A1/P-A2).

    >>> group_value(parse_cards("5H 4H 3H 2H"))
    95
    >>> group_value(parse_cards("5H 4H")), group_value(parse_cards("5H 4H"), Rules(special_pairs=False))
    (54, 9)
    """
    if not isinstance(cards, (tuple, list)):
        cards = tuple(cards)  # read twice below
    values = [_PLAY[c.rank] for c in cards]  # play_value of each card, without a call per card
    plain = sum(values)
    rules = rules or _DEFAULT_RULES
    if not rules.special_pairs or len(values) < 2 or min(values) > 5:
        return plain  # no pair possible: the rollout policy's usual case, kept short
    if len({c.suit for c in cards}) != 1:
        return plain  # pairs need one suit; a mixed group is refused anyway
    low = [0, 0, 0, 0]  # fives, fours, threes, twos (only 2-5 are worth 5 or less)
    for v in values:
        if v <= 5:
            low[5 - v] += 1
    return plain + _best_pairs((low[0], low[1], low[2], low[3]), 99 if rules.several_pairs else 1)


def pack_total(pack: Iterable[Card]) -> int:
    """A pack's value to a thief: plain play values of all its cards, never special pairs (P-A11)."""
    return sum(map(_PLAY.__getitem__, map(_RANK, pack)))  # play_value of each card, without a call per card


def pack_score(pack: Iterable[Card]) -> int:
    """A pack's value at the end of the deal (scoring values)."""
    return sum(map(_SCORE.__getitem__, map(_RANK, pack)))


_TOTAL_BITS = 12
"""Bits below a pack's score for its thief's total in ``_SCORE_AND_TOTAL``: the total of all of one owner's packs of a
suit is at most 208 (the suit's 26 cards of two decks), well under 2**12."""


_DEFAULT_RULES = Rules()


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_KEY))  # suit in deck order, then rank: Card.__lt__'s order, without its calls


_KEY = operator.attrgetter("key")


def _plus(cards: Sequence[Card]) -> str:
    return "+".join(c.code for c in cards)


def _nice(cards: Sequence[Card]) -> str:
    return " + ".join(c.unicode for c in cards)


# --------------------------------------------------------------------------------------------------------- moves
@dataclass(frozen=True, slots=True)
class Draw(MoveBase):
    """Take the top card of the stock (every turn starts so)."""

    @property
    def label(self) -> str:
        return tr("packs.move.draw")

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Pack(MoveBase):
    """Take the table card ``table`` with the hand cards ``cards`` (one suit, worth strictly more)."""

    table: Card
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _sorted(self.cards))  # a group is a multiset: one canonical order

    @property
    def card(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    @property
    def targets(self) -> tuple[Card, ...]:
        """The table card, then the other hand cards of the group (the widget builds a pack by clicking the
        highest hand card, then these)."""
        return (self.table, *self.cards[:-1])

    @property
    def label(self) -> str:
        return tr("packs.move.pack", card=self.table.unicode, cards=_nice(self.cards))

    def __str__(self) -> str:
        return f"pack {self.table.code} with {_plus(self.cards)}"


@dataclass(frozen=True, slots=True)
class Steal(MoveBase):
    """Take the packs ``packs`` (one suit, all held by seat ``owner``) with the hand cards ``cards`` worth more."""

    owner: int
    packs: tuple[tuple[Card, ...], ...]
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        packs = tuple(sorted(_sorted(p) for p in self.packs))
        object.__setattr__(self, "packs", packs)
        object.__setattr__(self, "cards", _sorted(self.cards))

    @property
    def card(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    @property
    def targets(self) -> tuple[Card, ...]:
        """The cards of the packs stolen, then the other hand cards played."""
        return (*(c for p in self.packs for c in p), *self.cards[:-1])

    @property
    def label(self) -> str:
        stolen = tr("list.and").join(" ".join(c.unicode for c in p) for p in self.packs)
        return tr("packs.move.steal", packs=stolen, cards=_nice(self.cards))

    def __str__(self) -> str:
        return f"steal {' / '.join(_plus(p) for p in self.packs)} from {self.owner} with {_plus(self.cards)}"


@dataclass(frozen=True, slots=True)
class EndTurn(MoveBase):
    """End the turn (after a matching draw, a pack or steals)."""

    @property
    def label(self) -> str:
        return tr("packs.move.end")

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class ShowHand(MoveBase):
    """Full Table with no possible pack: show the whole hand to prove it, which ends the turn (write-up, P-A7)."""

    @property
    def label(self) -> str:
        return tr("packs.move.show")

    def __str__(self) -> str:
        return "show hand"


Move = Draw | Pack | Steal | EndTurn | ShowHand

_STEAL_RE = re.compile(r"^steal\s+(.+?)\s+from\s+(\d+)\s+with\s+(.+)$")
_PACK_RE = re.compile(r"^pack\s+(\S+)\s+with\s+(.+)$")


def _plus_cards(text: str, given: str) -> tuple[Card, ...]:
    """The cards of a group or pack written as codes joined by ``+``; ``given`` is the whole notation (for the
    error)."""
    parts = [p.strip() for p in text.split("+")]
    if not all(parts):
        raise MoveFormatError(given, Text("packs.move_error.cards", cards=text))
    try:
        return tuple([STANDARD_SPELLING.card(p) for p in parts])
    except CardError as err:
        raise MoveFormatError(given, Text("packs.move_error.card", error=err)) from None


def parse_move(text: str) -> Move:
    """Read a move's notation: ``draw``, ``pack 7H with 8H+2H``, ``steal 7S+9S / 3S+KS from 1 with QS+JS``
    (seat 1's two packs), ``end``, ``show hand``. A notation that names no move raises
    :class:`~cardrules.errors.MoveFormatError` saying why, in the reader's language.

    >>> parse_move("pack 7H with 2H+8H")
    Pack(table=Card.parse('7H'), cards=(Card.parse('2H'), Card.parse('8H')))
    >>> str(parse_move("steal 9S+7S from 1 with QS"))
    'steal 7S+9S from 1 with QS'
    """
    t = " ".join(move_text(text).strip().lower().split())
    if t == "draw":
        return Draw()
    if t in ("end", "end turn"):
        return EndTurn()
    if t in ("show hand", "show"):
        return ShowHand()
    if m := _PACK_RE.match(t):
        try:
            table = STANDARD_SPELLING.card(m.group(1))
        except CardError as err:
            raise MoveFormatError(text, Text("packs.move_error.card", error=err)) from None
        return Pack(table, _plus_cards(m.group(2), text))
    if m := _STEAL_RE.match(t):
        packs = tuple(_plus_cards(p, text) for p in m.group(1).split("/"))
        return Steal(int(m.group(2)), packs, _plus_cards(m.group(3), text))
    raise MoveFormatError(text, Text("packs.move_error.unknown", text=text))


# ----------------------------------------------------------------------------------------------- enumeration
def _groups(cards: tuple[Card, ...], rules: Rules) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    """Every distinct non-empty sub-multiset of ``cards`` (one suit, sorted) with its group value, by value; each
    group sorted like ``cards``.

    Duplicate cards (double deck) are counted, not permuted, so no group is listed twice."""
    groups, values = _groups_and_values(cards, rules)
    return tuple((value, _cards_of(keys)) for value, keys in zip(values, groups, strict=True))


_GroupList = tuple[tuple[int, ...], ...]
"""Groups of cards as their sort keys (see :data:`_GROUPS`)."""
_GROUPS: tuple[tuple[dict[tuple[int, ...], tuple[_GroupList, tuple[int, ...]]], ...], ...] = (({}, {}), ({}, {}))
"""Groups and their values by the hand's cards of a suit (as the cards' integer sort keys, which tell cards apart as
their equality does, hashed in C where a card's hash is a Python call), one table per setting of the two rules that
change a group's value (``_GROUPS[special_pairs][several_pairs]``: hashing the whole Rules cost more than the rest of
a hit). Hands recur within a turn and across views; each table is emptied when it holds :data:`_GROUPS_KEPT`, so
long simulations stay small. The groups are kept as their cards' sort keys, not as cards (:func:`_cards_of` makes
the cards of the one move built): tuples of ints only, which the garbage collector stops tracking, where tuples of
cards (tens of thousands of them after a long four-player simulation) were gone over at every full collection, a
visible share of the CPU time of such a run."""
_GROUPS_KEPT = 16384
"""How many hands of a suit each table of :data:`_GROUPS` holds before it is emptied. The hands met settle slowly
(four-player single deals: about 2,400 after 500 deals, 3,800 after 1,500, mostly of 3-4 cards, some 2 KB each), and
an emptied table is filled again at a cost: at 4,096, a 10,000-deal run emptied it every ~1,500 deals and listed a
few hands' groups anew in every deal."""


def _groups_and_values(cards: Sequence[Card], rules: Rules) -> tuple[_GroupList, tuple[int, ...]]:
    """The groups of :func:`_groups` as their cards' sort keys, and their values (ascending, for
    :func:`bisect.bisect_right`)."""
    return _keyed_groups(tuple(map(_KEY, cards)), rules)


def _keyed_groups(keys: tuple[int, ...], rules: Rules) -> tuple[_GroupList, tuple[int, ...]]:
    """:func:`_groups_and_values` of the cards of sort keys ``keys`` (sorted, one suit): the move list reads a hand's
    suits as slices of its sorted keys (:func:`_suit_keys`), so it looks the groups up without the cards."""
    table = _GROUPS[rules.special_pairs][rules.several_pairs]
    hit = table.get(keys)
    if hit is None:
        if len(table) >= _GROUPS_KEPT:
            table.clear()
        hit = table[keys] = _groups_of(_cards_of(keys), rules.special_pairs, rules.several_pairs)
    return hit


def _groups_of(cards: tuple[Card, ...], special_pairs: bool,
               several_pairs: bool) -> tuple[_GroupList, tuple[int, ...]]:
    # Each group is valued by group_value itself: a copy of the rule inline, worked out from the picks, measured in
    # one run no faster (random play and the biggest hand alike), so the rule is stated once.
    rules = _VALUE_RULES[special_pairs, several_pairs]
    alike: dict[int, list[Card]] = {}  # equal cards by their sort key (a card's hash and order are Python calls)
    for c in cards:
        alike.setdefault(c.key, []).append(c)
    # Every sub-multiset, grown card by card in itertools.product's order (each group sorted like the cards)
    groups: list[tuple[Card, ...]] = [()]
    for key in sorted(alike):
        same = alike[key]
        groups = [g + (same[0],) * k for g in groups for k in range(len(same) + 1)]
    # by value, then size, then the cards (their keys: the same order as comparing the cards); no two groups tie
    values = _GROUP_VALUES[special_pairs, several_pairs]
    if len(values) >= 65536:
        values.clear()  # bounded, so long simulations stay small
    ranked = []
    for g in groups[1:]:
        keys = tuple(map(_KEY, g))
        value = values.get(keys)
        if value is None:
            value = values[keys] = group_value(g, rules)
        ranked.append((value, len(g), keys, g))
    ranked.sort()
    return tuple(keys for _, _, keys, _ in ranked), tuple(value for value, _, _, _ in ranked)


_GROUP_VALUES: dict[tuple[bool, bool], dict[tuple[int, ...], int]] = {(sp, many): {} for sp in (True, False)
                                                                      for many in (True, False)}
"""group_value of the groups listed so far, by their cards' keys, under each setting of the two rules it depends on:
hands share most of their groups from one turn to the next."""


def _known_value(cards: Sequence[Card], rules: Rules) -> int:
    """:func:`group_value` of ``cards`` (sorted), looked up by their keys among the values worked out so far
    (:data:`_GROUP_VALUES`): a thief's whole suit in hand is valued at every turn that packs, and the group of a
    pack or a steal taken from the move list was valued when the list was made."""
    return _keyed_value(tuple(map(_KEY, cards)), rules)


def _keyed_value(keys: tuple[int, ...], rules: Rules) -> int:
    """:func:`_known_value` of the cards of sort keys ``keys`` (sorted), looked up without the cards (a thief's suit
    in hand is a slice of the hand's sorted keys, :func:`_suit_keys`)."""
    values = _GROUP_VALUES[rules.special_pairs, rules.several_pairs]
    value = values.get(keys)
    if value is None:
        if len(values) >= 65536:
            values.clear()  # bounded, as in _groups_of
        value = values[keys] = group_value(_cards_of(keys), rules)
    return value


_VALUE_RULES = {(sp, many): Rules(special_pairs=sp, several_pairs=many) for sp in (True, False)
                for many in (True, False)}
"""The rules a group's value depends on, made once (a Rules checks every field when made)."""


def _hauls(items: Sequence[tuple[Card, ...]], most: int) -> list[tuple[tuple[tuple[Card, ...], ...], int]]:
    """The distinct non-empty sub-multisets of ``items`` (packs, each sorted) of at most ``most`` members, in a
    stable order (the packs by card order, then counts as :func:`itertools.product` runs), each with its value to a
    thief (the sum of the packs' :func:`pack_total`)."""
    if len(items) == 1:
        return [((items[0],), pack_total(items[0]))]  # the usual case: one pack of the suit
    # Packs told apart and ordered by their cards' sort keys (ints): the same order as comparing the cards, without
    # a Python-level comparison or hash per card.
    alike: dict[tuple[int, ...], list[tuple[Card, ...]]] = {}
    for p in items:
        alike.setdefault(tuple(c.key for c in p), []).append(p)
    keys = sorted(alike)
    distinct = [alike[k][0] for k in keys]
    totals = [pack_total(p) for p in distinct]
    out = []
    for picks in _picks(tuple(len(alike[k]) for k in keys), most):
        chosen = tuple(p for p, k in zip(distinct, picks, strict=True) for _ in range(k))
        out.append((chosen, sum(k * v for k, v in zip(picks, totals, strict=True))))
    return out


@cache
def _picks(counts: tuple[int, ...], most: int) -> tuple[tuple[int, ...], ...]:
    """How many of each distinct item a non-empty sub-multiset of at most ``most`` members takes, for items present
    ``counts`` times, in :func:`itertools.product` order."""
    return tuple(p for p in product(*(range(n + 1) for n in counts)) if 0 < sum(p) <= most)


def _suit_keys(keys: tuple[int, ...], order: int) -> tuple[int, ...]:
    """The keys of suit ``order`` (``key >> 4``) among a hand's sorted sort keys: a slice, found by bisection, so a
    move list reads only the suits it needs of a hand (the table's, or those a thief could steal in) and sorts the
    hand once, as ints."""
    lo = bisect.bisect_left(keys, order << 4)
    return keys[lo:bisect.bisect_left(keys, (order + 1) << 4, lo)]


_SUIT_ORDERS: tuple[tuple[Suit, int], ...] = tuple((suit, Card("A", suit).key >> 4) for suit in STANDARD_SUITS)
"""The four suits in :data:`STANDARD_SUITS` order, each with its place in the sort order (``card.key >> 4``, an int,
hashed in C where a Suit's hash is a Python call)."""
_SUIT_LINES: tuple[str, ...] = tuple(f"suit_{suit.value}" for suit in STANDARD_SUITS)
"""The score lines of a deal, suit by suit (:data:`STANDARD_SUITS` order)."""
_SUIT_CODES: tuple[str, ...] = tuple(suit.value for suit in STANDARD_SUITS)
"""The suits' codes (``"S"``), :data:`STANDARD_SUITS` order: an Enum member's ``value`` is a Python call."""


def _holds(hand: Sequence[Card], cards: Sequence[Card]) -> Card | None:
    """The first card of ``cards`` that ``hand`` does not hold often enough (duplicates count), or None."""
    need, have = Counter(cards), Counter(hand)
    for c, n in need.items():
        if have[c] < n:
            return c
    return None


def _put(items: tuple[Any, ...], i: int, item: Any) -> tuple[Any, ...]:
    """``items`` with ``item`` in place ``i`` (a seat's hand or packs in a new state's tuple of them)."""
    out = list(items)
    out[i] = item
    return tuple(out)


def _remove(cards: Sequence[Card], gone: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` without one equal card for each of ``gone`` (the first one, as ``list.remove``); ValueError if one
    is missing. Cards are found by their sort keys (ints, compared in C), which tell them apart as their equality
    does: ``list.remove`` calls a card's ``__eq__``, a Python call, on every card before the one it finds."""
    out = list(cards)
    keys = list(map(_KEY, out))
    for c in gone:
        i = keys.index(c.key)
        del out[i], keys[i]
    return tuple(out)


# ----------------------------------------------------------------------------------------------- lazy moves
_Segment = tuple[type, tuple[Any, ...], _GroupList, tuple[int, ...], int]
"""``(kind, head, groups, values, first)``: the moves ``kind(*head, group)`` for each of ``groups`` (their cards' sort
keys, valued ``values``) from index ``first`` on (the groups are sorted by value, so those worth more than a pack or
a table card are a suffix)."""


class MoveList(LazyMoves):
    """The packs or steals of a turn, then the moves after them, built on demand (a :class:`LazyMoves`: it stands
    for the tuple without making tens of thousands of moves when a random player or a simulation wants one of them;
    13 hearts in hand offer about 36,000 packs)."""

    __slots__ = ("_segments", "_tail", "_last")

    def __init__(self, segments: tuple[_Segment, ...], tail: tuple[Move, ...] = ()) -> None:
        # LazyMoves.__init__'s work (the running ends of the segments), made here without its call and accumulate
        ends, end = [], 0
        for _, _, groups, _, first in segments:
            end += len(groups) - first
            ends.append(end)
        ends.append(end + len(tail))
        self._ends = ends
        self._len = ends[-1]
        self._segments = segments
        self._tail = tail
        self._last: Move | None = None

    def _build(self, k: int, offset: int) -> Move:
        if k == len(self._segments):
            return self._tail[offset]
        kind, head, groups, _, first = self._segments[k]
        move = _listed(kind, head, groups[first + offset])
        self._last = move  # the move a random player or a simulation picked: played next, known to be listed
        return move

    def __iter__(self) -> Iterator[Move]:
        for kind, head, groups, _, first in self._segments:
            for group in groups[first:]:
                yield _listed(kind, head, group)
        yield from self._tail

    def take(self, kind: type, head: tuple[Any, ...], group: tuple[int, ...]) -> Move:
        """The move ``kind(*head, group)`` of one of the segments (``group``: its cards' sort keys, as listed),
        kept as the move a player took from this list (so playing it asks nothing more, as for a move picked by
        index)."""
        move = _listed(kind, head, group)
        self._last = move
        return move

    @property
    def segments(self) -> tuple[_Segment, ...]:
        """The packs or steals as ``(kind, head, groups, values, first)``: the moves ``kind(*head, group)`` for each
        group of ``groups[first:]`` (its cards' sort keys), valued ``values[first:]``, the groups sorted by value (for
        bots that weigh the groups without making a move of each)."""
        return self._segments

    def __contains__(self, move: object) -> bool:
        if move is self._last and move is not None:
            return True
        if isinstance(move, Steal):
            key: tuple[Any, ...] = (move.owner, move.packs)
        elif isinstance(move, Pack):
            key = (move.table,)
        else:
            return move in self._tail
        keys = tuple(map(_KEY, move.cards))  # sorted by the move, as every group is (see _groups)
        return any(kind is type(move) and head == key and keys in groups[first:]
                   for kind, head, groups, _, first in self._segments)


_SET = object.__setattr__


def _listed(kind: type, head: tuple[Any, ...], group: tuple[int, ...]) -> Move:
    """The move ``kind(*head, group)`` of a segment (``group``: the cards' sort keys), made without sorting again
    what is listed in canonical form already (each group sorted like the hand's cards, each haul's packs in order:
    see :func:`_groups` and :func:`_hauls`); the tests check that the moves listed equal moves made the plain way."""
    move: Any = object.__new__(kind)
    if kind is Pack:
        _SET(move, "table", head[0])
    else:
        _SET(move, "owner", head[0])
        _SET(move, "packs", head[1])
    _SET(move, "cards", _cards_of(group))
    listed: Move = move
    return listed


# --------------------------------------------------------------------------------------------------------- state
@dataclass(frozen=True, slots=True)
class Team:
    """A partnership as data: its seats (alternate ones) and the table size. Shown, it is its members' names joined
    in the language in force (``South & North``, ``南・北``)."""

    seats: tuple[int, ...]
    players: int

    def __str__(self) -> str:
        return tr("team.join").join(str(Seat(s, self.players)) for s in self.seats)


@cache
def _owners(n: int, teams: bool) -> tuple[Seat | Team, ...]:
    """The seats, or the two teams of alternate seats: data, made once per table (a view asks at every decision)."""
    if not teams:
        return tuple(Seat(s, n) for s in range(n))
    return tuple(Team(_members(t, n, True), n) for t in (0, 1))


@cache
def _owner_names(n: int, teams: bool, language: str) -> tuple[str, ...]:
    """The owners' names in ``language`` (the one in force), worded once per table and language as the seats' names
    are (``GameState.names``): a simulation asks for them at the end of every game, and wording a team costs more
    than the rest of the game's result."""
    return tuple(map(str, _owners(n, teams)))


def _members(owner: int, n: int, teams: bool) -> tuple[int, ...]:
    """The seats that score for ``owner``: a team's alternate seats, or the seat alone."""
    return tuple(range(owner, n, 2)) if teams else (owner,)


_DRAW_INFO: tuple[tuple[tuple[tuple[str, bool | int], ...], ...], ...] = tuple(
    tuple((("full_table", full), ("left", left)) for left in range(2 * 52 + 1)) for full in (False, True))
"""The info of a draw event, ``_DRAW_INFO[full_table][cards left in the stock]``, made once: events are data, shared
(see ``State._apply``)."""
_TURN_ENDS: dict[int, tuple[Event]] = {}
"""The events of an ``end``, by ``deal * 8 + seat``, each as the one-event tuple a move adds (see ``State._apply``)."""
_FEEDS: dict[int, Event] = {}
"""The events of a draw that feeds the table, by ``(deal * 8 + seat) * 64 + card.key`` (see ``State._apply``)."""
_SHARED_KEPT = 4096
"""How many events :data:`_TURN_ENDS` and :data:`_FEEDS` each hold before they are emptied (a long game plays tens of
deals; a simulation of single deals plays deal 1 only), so long runs stay small."""

_DRAW_ONLY: tuple[Move, ...] = (Draw(),)
_END_ONLY: tuple[Move, ...] = (EndTurn(),)
_SHOW_ONLY: tuple[Move, ...] = (ShowHand(),)
DRAW, ACT, FORCED, STEAL, OVER = "draw", "act", "forced", "steal", "over"


@dataclass(frozen=True)
class State(GameState):
    """A Packs position. Packs are tuples of cards of one suit, kept sorted, held per seat."""

    GAME: ClassVar[str] = NAME

    rules: Rules
    start: str
    seed: int
    deal: int
    dealer: int
    turn: int
    phase: str
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]
    """Face down; index 0 is the top card."""
    packs: tuple[tuple[tuple[Card, ...], ...], ...]
    """Per seat, the packs in front of that player, in the order made."""
    thrown: tuple[Card, ...] = ()
    """Cards of packs thrown off at the end of the deal."""
    aside: tuple[Card, ...] = ()
    """Cards a hand-built start position leaves out of play (so every card of the deck is always somewhere)."""
    drawn: Card | None = None
    """The card drawn this turn (highlighted in the drawer's hand)."""
    full: bool = False
    """This turn's draw was made at a Full Table (hidden, pack compulsory)."""
    packed: Suit | None = None
    """The suit packed this turn (steals must be of other suits)."""
    stolen: tuple[Suit, ...] = ()
    """Suits stolen this turn (one steal per suit)."""
    score_lines: tuple[ScoreLine, ...] = ()
    winners: tuple[int, ...] = ()

    # -- seats and teams ---------------------------------------------------------------------------------------
    @property
    def teams(self) -> bool:
        return self.rules.in_teams

    def owner_of(self, seat: int) -> int:
        """Who scores for ``seat``: its team (seat parity) in partnerships, else the seat itself."""
        return seat % 2 if self.teams else seat

    def members(self, owner: int) -> tuple[int, ...]:
        return _members(owner, self.players, self.teams)

    @property
    def owners(self) -> tuple[Seat | Team, ...]:
        """Who scores, as data: the seats, or the two teams in partnerships (worded when shown)."""
        return _owners(self.players, self.teams)

    @property
    def owner_names(self) -> tuple[str, ...]:
        return _owner_names(self.players, self.teams, get_language())

    @property
    def owner_count(self) -> int:
        """How many score: the seats, or two teams."""
        return 2 if self.teams else self.players

    def totals(self) -> tuple[int, ...]:
        """Running score per owner (seat or team), counted without wording the owners' names (a view asks for it
        at every decision: counted again only when the score lines change, see ``_CACHES``)."""
        lines = self.score_lines
        hit = self._cache.get("_totals_cache")
        if hit is not None and hit[0] is lines:
            return hit[1]  # type: ignore[no-any-return]
        out = [0] * self.owner_count
        for line in lines:
            out[line.owner] += line.points
        totals = tuple(out)
        self._cache["_totals_cache"] = (lines, totals)
        return totals

    # -- protocol ----------------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        f = self.__dict__  # one attribute read instead of two (see _apply): asked at every decision
        return None if f["phase"] == OVER else f["turn"]

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def result(self) -> Result | None:
        if not self.is_over:
            return None
        return Result(self.owner_names, self.totals(), self.winners, teams=self.teams)

    @property
    def table_is_full(self) -> bool:
        """All four suits lie on the table (the Full Table rule applies to the next draw if switched on)."""
        return len({c.suit for c in self.table}) == 4

    def all_cards(self) -> tuple[Card, ...]:
        """Every card of the deck, wherever it lies (hands, table, stock, packs, thrown off, set aside)."""
        packs = tuple(c for seat in self.packs for p in seat for c in p)
        return (*(c for h in self.hands for c in h), *self.table, *self.stock, *packs, *self.thrown, *self.aside)

    def pack_moves(self) -> tuple[Pack, ...]:
        """Every distinct pack the player to move could make now (ignoring the phase)."""
        return tuple(m for m in MoveList(self._pack_segments()) if isinstance(m, Pack))

    def _pack_segments(self) -> tuple[_Segment, ...]:
        """The packs as segments (table card, the hand's groups of its suit, first group worth more)."""
        f = self.__dict__  # the fields, read as a dict (see _apply)
        hand = tuple(sorted(map(_KEY, f["hands"][f["turn"]])))  # the hand's sort keys: its suits are slices
        rules = f["rules"]
        out: list[_Segment] = []
        # The table's cards in key order, each once (equal cards make the same packs). A game's cards are the deck's
        # own objects (_canon), so a key names its card; a card's hash is a Python call, a key's is not.
        seen = -1  # the key last looked at
        suit = -1  # its suit, and the groups of the hand's cards of that suit (the keys come sorted, so by suit)
        groups: _GroupList = ()
        values: tuple[int, ...] = ()
        for k in sorted(map(_KEY, f["table"])):
            if k == seen:
                continue
            seen = k
            if k >> 4 != suit:
                suit = k >> 4
                lo = bisect.bisect_left(hand, suit << 4)  # the suit's keys: a slice (as _suit_keys, without a call)
                mine = hand[lo:bisect.bisect_left(hand, (suit + 1) << 4, lo)]
                groups, values = _keyed_groups(mine, rules) if mine else ((), ())  # nothing wins a suit not held
            if groups:
                t = _CANON[k]
                first = bisect.bisect_right(values, _PLAY[t.rank])  # P-A3: strictly more (play_value, without a call)
                if first < len(groups):
                    out.append((Pack, (t,), groups, values, first))
        return tuple(out)

    def steal_moves(self) -> tuple[Steal, ...]:
        """Every distinct steal open to the player to move now (after packing)."""
        return tuple(MoveList(self._steal_segments()))

    def _steal_segments(self) -> tuple[_Segment, ...]:
        """The steals as segments (owner, packs taken, the hand's groups of their suit, first group worth more):
        as many steals as groups from that one on, built only when asked for (:class:`MoveList`)."""
        f = self.__dict__  # the fields, read as a dict (see _apply)
        me, rules = f["turn"], f["rules"]
        packed, stolen = f["packed"], f["stolen"]
        # the suits a steal may be in this turn: not the suit packed, not one stolen already (P-A9, P-A10); a suit
        # not held is worth nothing in hand below, so beats no pack
        open_suits = [order for suit, order in _SUIT_ORDERS if suit is not packed and suit not in stolen]
        hand: tuple[int, ...] = ()  # the hand's sort keys, sorted when first needed (its suits are slices)
        power: dict[int, int] = {}  # the most each suit's cards in hand are worth: all of them (see below)
        out: list[_Segment] = []
        packs = f["packs"]
        cache = self._cache.get("_haul_cache") or {}  # _hauls_of's, looked up here once for every owner
        for owner in range(rules.players):
            theirs_all = packs[owner]
            if owner == me or not theirs_all or (not rules.partner_steals
                                                 and self.owner_of(owner) == self.owner_of(me)):
                continue
            hit = cache.get(owner)
            hauls = hit[2] if hit is not None and hit[0] is theirs_all and hit[1] is rules else self._hauls_of(owner)
            for order in open_suits:
                theirs = hauls.get(order)
                if not theirs:
                    continue
                # The whole of the suit in hand is its best group (a card added never lowers a group's value), and
                # the cheapest haul is a single pack: when the one beats not the other, no steal is open in the suit
                # (the usual case) and neither the groups nor the hauls need listing.
                most = power.get(order)
                if most is None:
                    if not hand:
                        hand = tuple(sorted(map(_KEY, f["hands"][me])))
                    mine = _suit_keys(hand, order)
                    most = power[order] = _keyed_value(mine, rules) if mine else 0
                if most <= theirs[0]:
                    continue
                listed = theirs[2]
                if listed is None:
                    listed = theirs[2] = _hauls(theirs[1], len(theirs[1]) if rules.multi_steal else 1)
                groups, values = _keyed_groups(_suit_keys(hand, order), rules)
                top = values[-1]  # groups are sorted by value
                # Packs are kept sorted and _hauls lists them in sorted order: ``chosen`` is already the canonical
                # form a Steal move holds.
                for chosen, total in listed:
                    if total < top:
                        out.append((Steal, (owner, chosen), groups, values, bisect.bisect_right(values, total)))
        return tuple(out)

    def _hauls_of(self, owner: int) -> dict[int, list[Any]]:
        """What a thief could take from ``owner`` in each suit, as ``[least pack total, packs, hauls]``: the hauls
        (the packs, or sets of them with multi-steal, with their value: :func:`_hauls`) are listed when first needed.
        Reused while ``owner``'s packs are the same tuple (see ``_CACHES``): they change only when that player packs
        or is robbed, and steals are listed at every turn that packs."""
        held, rules = self.packs[owner], self.rules
        cache: dict[int, tuple[Any, Rules, Any]] = self._cache.get("_haul_cache") or {}
        hit = cache.get(owner)
        if hit is not None and hit[0] is held and hit[1] is rules:
            return hit[2]  # type: ignore[no-any-return]
        by_suit: dict[int, list[tuple[Card, ...]]] = {}  # by the suit's sort order (card.key >> 4)
        for p in held:
            by_suit.setdefault(p[0].key >> 4, []).append(p)
        hauls = {suit: [min(map(pack_total, theirs)), theirs, None] for suit, theirs in by_suit.items()}
        self._cache["_haul_cache"] = {**cache, owner: (held, rules, hauls)}  # a new dict: earlier states keep theirs
        return hauls

    def _hand_on_hauls(self, new: State, seat: int, pack: tuple[Card, ...]) -> None:
        """Give ``new`` (this state after ``seat`` made ``pack``) what a thief could take from ``seat``, from what this
        state knows of it (:meth:`_hauls_of`) with the pack added: the player who packs is the next one looked at by
        a thief, and working it out anew costs a pass over all their packs. The pack goes last in its suit's list, as
        it goes last in the seat's packs; the tests compare the two on every state of many games."""
        cache: dict[int, tuple[Any, Rules, Any]] = self._cache.get("_haul_cache") or {}
        hit = cache.get(seat)
        if hit is None or hit[0] is not self.packs[seat] or hit[1] is not self.rules:
            return
        order, total = pack[0].key >> 4, pack_total(pack)
        hauls = dict(hit[2])  # a new dict: this state keeps its own
        was = hauls.get(order)
        hauls[order] = [total, [pack], None] if was is None else [min(was[0], total), [*was[1], pack], None]
        new._cache["_haul_cache"] = {**cache, seat: (new.packs[seat], self.rules, hauls)}

    def _robbed_on_hauls(self, new: State, owner: int, stolen: tuple[tuple[Card, ...], ...]) -> None:
        """Give ``new`` (this state after a steal of ``owner``'s packs ``stolen``, all of one suit) what a thief could
        take from ``owner``, from what this state knows of it (:meth:`_hauls_of`) with those packs taken out of their
        suit's list (the first equal one each, as the steal takes them); the other suits are kept as they are.
        Called after :meth:`_hand_on_hauls` has handed on the thief's (whose new pack goes last, as after a pack).
        Each steal changed two players' packs and left both to be worked out anew, over all their packs."""
        hit = (self._cache.get("_haul_cache") or {}).get(owner)
        if hit is None or hit[0] is not self.packs[owner] or hit[1] is not self.rules:
            return
        order = stolen[0][0].key >> 4
        hauls = dict(hit[2])  # a new dict, and a new list for the suit robbed: this state keeps its own
        left = list(hauls[order][1])
        for p in stolen:
            left.remove(p)
        if left:
            hauls[order] = [min(map(pack_total, left)), left, None]
        else:
            del hauls[order]
        cache = new._cache.get("_haul_cache") or {}
        new._cache["_haul_cache"] = {**cache, owner: (new.packs[owner], self.rules, hauls)}

    def _list_moves(self) -> tuple[Move, ...] | MoveList:
        phase = self.__dict__["phase"]  # a dict read (see _apply)
        if phase == DRAW:
            return _DRAW_ONLY
        # With no pack or steal open (most turns), the list is the one move as a tuple: GameState.play then knows a
        # move taken from it without asking why_illegal.
        if phase == ACT:
            segments = self._pack_segments()
            return MoveList(segments, _END_ONLY) if segments else _END_ONLY
        if phase == FORCED:
            segments = self._pack_segments()
            return MoveList(segments) if segments else _SHOW_ONLY
        if phase == STEAL:
            segments = self._steal_segments()
            return MoveList(segments, _END_ONLY) if segments else _END_ONLY
        return ()

    def legal_moves(self) -> tuple[Move, ...] | MoveList:
        """The moves of the player to move: packs by table card then group value, steals by owner, suit and
        value, then ``end``; or just ``draw``; or ``show hand``. Steals come as a :class:`MoveList`, which builds
        each one on demand (a worst case offers about 36,000)."""
        # Worked out once per state and kept in its cache (a copy leaves it behind, ``_PER_STATE``).
        cache = self._cache
        legal = cache.get("_legal")
        if legal is None:  # half the decisions are a draw: that list without a call
            legal = cache["_legal"] = _DRAW_ONLY if self.phase == DRAW else self._list_moves()
        return legal

    def deck_set(self) -> frozenset[Card]:
        return STANDARD_SPELLING.deck  # the double deck holds the same cards twice

    def why_illegal(self, move: Any) -> Reason | None:
        # The legal list is a short tuple (draw, show hand) or a MoveList, whose membership test only builds the
        # groups of the move's table card or packs; anything else, unhashable values included, is not in it.
        legal = self._cache.get("_legal")
        if legal is None:  # (not ``or``: a MoveList's truth is a call of its __len__)
            legal = self.legal_moves()
        last = getattr(legal, "_last", None)  # the move a player just took from the list, known to be in it
        if last is not None and move is last:
            return None
        foreign = self.foreign_card(move)  # before the list, which finds a move by its cards' keys (1C's is AC's)
        if foreign is not None:
            return foreign
        if move in legal:
            return None
        return self._reason(move) or Text("packs.reason.not_possible")

    def _reason(self, move: Any) -> Reason | None:
        """Why ``move`` is refused, worked out from the rules independently of ``legal_moves``; None if legal."""
        if not isinstance(move, (Draw, Pack, Steal, EndTurn, ShowHand)):
            return Text("packs.reason.not_a_move", move=repr(move))
        if self.phase == OVER:
            return Text("reason.game_over")
        hand = self.hands[self.turn]
        if isinstance(move, Draw):
            return None if self.phase == DRAW else Text("packs.reason.drawn")
        if self.phase == DRAW:
            return Text("packs.reason.draw_first")
        if isinstance(move, EndTurn):
            if self.phase == FORCED:
                if self.pack_moves():
                    return Text("packs.reason.full_must_pack")
                return Text("packs.reason.full_show")
            return None
        if isinstance(move, ShowHand):
            if self.phase != FORCED:
                return Text("packs.reason.show_only")
            return Text("packs.reason.full_can_pack") if self.pack_moves() else None
        if isinstance(move, Pack):
            if self.phase == STEAL:
                return Text("packs.reason.packed")
            return self._pack_reason(move, hand)
        if self.phase != STEAL:
            return Text("packs.reason.steal_after_pack")
        return self._steal_reason(move, hand)

    def _group_reason(self, cards: Sequence[Card], suit: Suit, hand: Sequence[Card]) -> Reason | None:
        if not cards:
            return Text("packs.reason.no_card")
        if (missing := _holds(hand, cards)) is not None:
            held = hand.count(missing)
            if held:
                return Text("packs.reason.not_held_twice", card=missing.unicode, held=held)
            return Text("packs.reason.not_held", card=missing.unicode)
        if any(c.suit != suit for c in cards):
            return Text("packs.reason.same_suit", suit=suit)
        return None

    def _pack_reason(self, move: Pack, hand: Sequence[Card]) -> Reason | None:
        if move.table not in self.table:
            return Text("packs.reason.not_on_table", card=move.table.unicode)
        if (why := self._group_reason(move.cards, move.table.suit, hand)) is not None:
            own = {c.suit for c in move.cards}
            if (len(own) == 1 and move.table.suit not in own and _holds(hand, move.cards) is None
                    and not any(c.suit in own for c in self.table)):
                # cards of one other suit, none of which lies on the table: say that, not "must be hearts"
                return Text("packs.reason.no_table_suit", suit=next(iter(own)))
            return why
        value, target = group_value(move.cards, self.rules), play_value(move.table)
        if value <= target:
            return Text("packs.reason.pack_too_small", cards=_nice(move.cards), value=value, card=move.table.unicode,
                      target=target)
        return None

    def _steal_reason(self, move: Steal, hand: Sequence[Card]) -> Reason | None:
        me = self.turn
        if not 0 <= move.owner < self.players:
            return Text("packs.reason.no_seat", seat=move.owner)
        if move.owner == me:
            return Text("packs.reason.own_pack")
        if not self.rules.partner_steals and self.owner_of(move.owner) == self.owner_of(me):
            return Text("packs.reason.partner_pack")
        if not move.packs or any(not p for p in move.packs):
            return Text("packs.reason.name_pack")
        suits = {c.suit for p in move.packs for c in p}
        if len(suits) != 1:
            return Text("packs.reason.one_suit")
        suit = suits.pop()
        if Counter(move.packs) - Counter(self.packs[move.owner]):
            name = Seat(move.owner, self.players)
            return Text("packs.reason.no_such_packs" if len(move.packs) > 1 else "packs.reason.no_such_pack", name=name)
        if len(move.packs) > 1 and not self.rules.multi_steal:
            return Text("packs.reason.one_per_steal")
        if suit == self.packed:
            return Text("packs.reason.packed_suit", suit=suit)
        if suit in self.stolen:
            return Text("packs.reason.stolen_suit", suit=suit)
        if (why := self._group_reason(move.cards, suit, hand)) is not None:
            return why
        value, total = group_value(move.cards, self.rules), sum(pack_total(p) for p in move.packs)
        if value <= total:
            key = "packs.reason.steal_too_small" if len(move.packs) == 1 else "packs.reason.steal_too_small_many"
            return Text(key, cards=_nice(move.cards), value=value, total=total)
        return None

    # -- playing -----------------------------------------------------------------------------------------------
    def _apply(self, move: Move) -> State:
        # Events are made here directly (Event(kind, seat, cards, info, deal, visible_to)), their info in the order
        # protocol.event gives keyword arguments: one call and one keyword packing less at every move. Events are
        # immutable data, so the commonest recur shared: a draw's info, an end and a feed (_DRAW_INFO, _TURN_ENDS,
        # _FEEDS), each made once. A move reaches here only once it is known to be in the legal list, whose moves are
        # of these exact classes (a move equals a listed one only if of the same class), so the class is told by
        # identity, the most frequent moves first.
        s, f = self, self.__dict__  # the fields read from the instance's dict (``f``): as fast as attributes
        me = f["turn"]
        deal = f["deal"]
        kind = type(move)
        if kind is Draw:
            table = f["table"]
            card, stock = f["stock"][0], f["stock"][1:]
            suits = 0  # the table's suits as bits (by sort order): a loop, where a set comprehension is a call
            for c in table:
                suits |= 1 << (c.key >> 4)
            if suits == 0b1111 and f["rules"].full_table:  # table_is_full
                # P-A7: Full Table is judged on the table before the draw; the card is hidden and stays in hand.
                e = Event("draw", me, (card,), _DRAW_INFO[True][len(stock)], deal, me)
                return s._advance((move,), (e,), hands=_put(f["hands"], me, (*f["hands"][me], card)), stock=stock,
                                  phase=FORCED, drawn=card, full=True)
            shown = Event("draw", me, (card,), _DRAW_INFO[False][len(stock)], deal, None)
            if not suits >> (card.key >> 4) & 1:  # P-A12: an empty table matches nothing
                key = (deal * 8 + me) * 64 + card.key  # a card's key is under 64, a seat under 8
                fed = _FEEDS.get(key)
                if fed is None:
                    if len(_FEEDS) >= _SHARED_KEPT:
                        _FEEDS.clear()
                    fed = _FEEDS[key] = Event("feed", me, (card,), (), deal, None)
                return s._pass_turn(move, (shown, fed), (*table, card), stock)
            return s._advance((move,), (shown,), hands=_put(f["hands"], me, (*f["hands"][me], card)), stock=stock,
                              phase=ACT, drawn=card)
        if kind is EndTurn:
            ended = _TURN_ENDS.get(deal * 8 + me)
            if ended is None:
                if len(_TURN_ENDS) >= _SHARED_KEPT:
                    _TURN_ENDS.clear()
                ended = _TURN_ENDS[deal * 8 + me] = (Event("end_turn", me, (), (), deal, None),)
            return s._pass_turn(move, ended)
        if kind is Pack:
            table, cards = move.table, move.cards  # type: ignore[union-attr]
            rules = f["rules"]
            e = Event("pack", me, cards, (("table", table.code),
                                           ("value", _known_value(cards, rules)),
                                           ("target", _PLAY[table.rank]), ("forced", f["phase"] == FORCED)), deal, None)
            # The group is sorted: the table card goes in its place, before the cards equal to it, where sorted()
            # puts it (the tests compare the two on every pack of many games); and it leaves the table by its key.
            i = bisect.bisect_left(cards, table.key, key=_KEY)
            pack = (*cards[:i], table, *cards[i:])
            keys = tuple(map(_KEY, f["table"]))
            i = keys.index(table.key)
            packs = f["packs"]
            new = s._advance((move,), (e,), table=(*f["table"][:i], *f["table"][i + 1:]),
                             hands=_put(f["hands"], me, _remove(f["hands"][me], cards)),
                             packs=_put(packs, me, (*packs[me], pack)), phase=STEAL, packed=table.suit)
            s._hand_on_hauls(new, me, pack)
            return new
        if kind is Steal:
            steal: Steal = move  # type: ignore[assignment]
            theirs = list(f["packs"][steal.owner])
            for p in steal.packs:
                theirs.remove(p)
            loot = tuple(c for p in steal.packs for c in p)
            e = Event("steal", me, steal.cards, (("owner", steal.owner),
                                                  ("stolen", " / ".join(map(codes, steal.packs))),
                                                  ("packs", len(steal.packs)),
                                                  ("value", _known_value(steal.cards, f["rules"])),
                                                  ("total", sum(map(pack_total, steal.packs)))), deal, None)
            packs = list(f["packs"])
            packs[steal.owner] = tuple(theirs)
            made = _sorted(loot + steal.cards)
            packs[me] = (*packs[me], made)
            new = s._advance((move,), (e,), hands=_put(f["hands"], me, _remove(f["hands"][me], steal.cards)),
                             packs=tuple(packs), stolen=(*f["stolen"], steal.cards[0].suit))
            s._hand_on_hauls(new, me, made)  # the thief's new pack, then the packs the owner lost
            s._robbed_on_hauls(new, steal.owner, steal.packs)
            return new
        return s._pass_turn(move, (Event("show_hand", me, _sorted(f["hands"][me]), (), deal, None),))  # ShowHand

    def _ev(self, kind: str, seat: int | None = None, cards: Iterable[Card] = (), *,
            visible_to: int | None = None, **info: Any) -> Event:
        # protocol.event's work, made here directly: one call and one keyword packing less
        return Event(kind, seat, tuple(cards), tuple(info.items()), self.deal, visible_to)

    def _pass_turn(self, move: Move, new_events: tuple[Event, ...], table: tuple[Card, ...] | None = None,
                   stock: tuple[Card, ...] = ()) -> State:
        """Record ``move`` (with the new ``table`` and ``stock`` after a draw that fed the table) and pass the turn
        clockwise, in one copy; or end the deal when the last card of the stock has been drawn."""
        f = self.__dict__  # the fields, read as a dict (see _apply)
        # A turn starts with nothing drawn, packed or stolen (drawn, full, packed, stolen at their defaults). Only the
        # fields that differ from that are passed on: each keyword is one more dict entry for _advance to make.
        if table is None:  # the turn ends without a draw: the table and the stock stay as they are
            if not f["stock"]:
                return self._advance((move,), new_events)._end_deal()
            turn, phase = (f["turn"] + 1) % f["rules"].players, f["phase"]
            if phase == ACT:  # a draw that joined the hand (not at a Full Table), then ``end``
                return self._advance((move,), new_events, turn=turn, phase=DRAW, drawn=None)
            if phase == STEAL and not f["full"] and not f["stolen"]:  # a pack (not forced), no steal, then ``end``
                return self._advance((move,), new_events, turn=turn, phase=DRAW, drawn=None, packed=None)
            return self._advance((move,), new_events, turn=turn, phase=DRAW, drawn=None, full=False, packed=None,
                                 stolen=())
        if not stock:
            return self._advance((move,), new_events, table=table, stock=stock)._end_deal()
        # a draw that fed the table: the phase and the turn's other fields are still those of its start
        return self._advance((move,), new_events, turn=(f["turn"] + 1) % f["rules"].players, table=table, stock=stock)

    def _end_deal(self) -> State:
        """Throw off suit by suit (P-A4, P-A5), score the packs kept, then end the game or deal again."""
        f = self.__dict__  # the fields, read as a dict (see _apply)
        rules, deal, seats = f["rules"], f["deal"], f["packs"]
        owners = self.owner_count
        members = [self.members(o) for o in range(owners)]  # the seats of each owner (seat or team)
        evs: list[Event] = [Event("deal_end", None, (), (), deal, None)]
        # Each pack once, as (score and total, seat, index), by suit (its sort order) and owner, so the lowest-scoring
        # ones can be thrown off across team members. A pack's score and thief's total are summed in one pass as one
        # int (``_SCORE_AND_TOTAL``: score * 4096 + total), which sorts as (score, total) would; ``points`` sums them
        # so for each suit and owner (a suit's totals stay under 4096: the score is what lies above).
        held: list[list[list[tuple[int, int, int]]]] = [[[] for _ in members] for _ in _SUIT_ORDERS]
        points = [[0] * owners for _ in _SUIT_ORDERS]
        both = _SCORE_AND_TOTAL.__getitem__
        for o, mates in enumerate(members):
            for seat in mates:
                for i, p in enumerate(seats[seat]):
                    order = p[0].key >> 4
                    value = sum(map(both, map(_KEY, p)))
                    held[order][o].append((value, seat, i))
                    points[order][o] += value
        kept = [sum(len(in_suit[o]) for in_suit in held) for o in range(owners)]  # packs held, before the throw-off
        keep = [list(mine) for mine in seats]
        thrown: list[Card] = []
        if rules.throw_off:
            for (_, order), code in zip(_SUIT_ORDERS, _SUIT_CODES, strict=True):
                in_suit = held[order]
                counts = tuple(map(len, in_suit))
                least = min(counts)
                evs.append(Event("throw_off", None, (), (("suit", code), ("least", least), ("counts", counts)),
                                  deal, None))
                if not least:
                    continue
                for o, theirs in enumerate(in_suit):
                    gone: list[tuple[Card, ...]] = []
                    lost = 0
                    for value, seat, i in sorted(theirs)[:least]:  # P-A4: the lowest-scoring packs go
                        gone.append(seats[seat][i])
                        keep[seat][i] = ()
                        lost += value
                    cards = tuple(chain.from_iterable(gone))
                    thrown.extend(cards)
                    points[order][o] -= lost
                    kept[o] -= least
                    evs.append(Event("discard", o, cards, (
                        ("suit", code), ("packs", least), ("sizes", tuple(map(len, gone))),
                        ("points", lost >> _TOTAL_BITS), ("members", members[o])), deal, None))
        packs = tuple(tuple(p for p in mine if p) for mine in keep)
        lines: list[ScoreLine] = []
        for o in range(owners):
            scored = 0
            for (_, order), line in zip(_SUIT_ORDERS, _SUIT_LINES, strict=True):
                x = points[order][o] >> _TOTAL_BITS
                lines.append(ScoreLine(deal, o, line, x))
                scored += x
            evs.append(Event("score", o, (), (("points", scored), ("packs", kept[o]), ("members", members[o])), deal,
                             None))
        # Steps the game takes itself (no move): the log stays to be built when first read, as after a move.
        score_lines = f["score_lines"] + tuple(lines)
        state = self._advance((), evs, packs=packs, thrown=(*f["thrown"], *thrown), score_lines=score_lines,
                              phase=OVER, drawn=None, full=False, packed=None, stolen=())
        scores = state.totals()
        top = best_owners(scores)
        if rules.single_deal or (max(scores) >= rules.target and (len(top) == 1 or rules.tie == "shared")):
            return state._advance((), (self._ev("game_end", None, winners=top, scores=scores,
                                                members=tuple(map(self.members, top))),), winners=top)
        if max(scores) >= rules.target:
            state = state._advance((), (self._ev("tie", None, scores=scores),))
        return state._next_deal()

    def _next_deal(self) -> State:
        """Deal again: the deal passes clockwise; the full deck is reshuffled from the game's seed (style.md)."""
        deck = list(_deck(self.rules))
        shuffle(random.Random(f"{self.seed}/{self.deal + 1}"), deck)
        fields, evs = _dealt(self.rules, tuple(deck), dealer=(self.dealer + 1) % self.players, deal=self.deal + 1)
        # what a new deal starts without (the State's defaults), as _deal's new State has it
        return self._advance((), evs, **fields, thrown=(), aside=(), drawn=None, full=False, packed=None, stolen=(),
                             winners=())

    # -- views -------------------------------------------------------------------------------------------------
    def _view_later(self, seat: int | None,
                    open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
        # Every part when first read, from what the seat sees: the hands by their size but its own, the zones kept
        # from earlier views where they are still this state's (public parts), the moves of the player to move
        # for that player alone (what its status says of them).
        fields = self.__dict__
        turn, phase, hands = fields["turn"], fields["phase"], fields["hands"]
        if open_hands:
            own: Any = hands
        elif seat is not None:
            own = hands[seat]
        else:
            own = None
        sees_mover = open_hands or (seat == turn and phase != OVER)
        table, packs = fields["table"], fields["packs"]
        cache = self._cache
        hit = cache.get("_table_zone_cache")
        table_zone = hit[1] if hit is not None and hit[0] is table else None
        hit = cache.get("_all_pack_zones_cache")
        pack_zones = hit[1] if hit is not None and hit[0] is packs else None
        data = (fields["rules"], turn, phase, None if open_hands else seat, tuple(map(len, hands)), own,
                fields["drawn"] if sees_mover else None,
                table, table_zone, packs, pack_zones, len(fields["stock"]), fields["thrown"], fields["deal"],
                fields["dealer"], fields["packed"], fields["stolen"], self.totals(),
                self.legal_moves() if sees_mover else None, self.result if phase == OVER else None,
                SeenLog((None, (self.events,))) if open_hands else self._seen_log(seat))
        return {}, _view_part, data

    def _view_status(self, seat: int | None, open_hands: bool) -> Text | str:
        return self.view(seat, open_hands=open_hands).status

    def _view_zones(self, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
        n, turn, phase = self.players, self.turn, self.phase
        zones: list[Zone] = []
        for s, hand in enumerate(self.hands):
            if not (open_hands or s == seat):
                zones.append(_hidden_hand(s, n, len(hand)))
                continue
            hi = (self.drawn,) if self.drawn is not None and s == turn and phase != OVER else ()
            zones.append(Zone(f"hand/{s}", _text("zone.hand", s, n), _sorted(hand), owner=s, layout="fan",
                              highlight=hi))
        zones.append(self._table_zone())
        zones.append(_stock_zone(len(self.stock)))
        zones.extend(self._all_pack_zones())
        if self.thrown:
            zones.append(Zone("thrown", Text("packs.zone.thrown"), self.thrown,
                              note=Text("cards.other", n=len(self.thrown))))
        return tuple(zones)

    def _view_facts(self, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
        n = self.players
        facts: tuple[tuple[str, Any], ...] = (
            ("deal", self.deal), ("dealer", _seat(self.dealer, n)), ("stock", cards_text(len(self.stock))),
            ("target", self.rules.target), ("score", _score_texts(n, self.rules.in_teams, self.totals())))
        if self.packed is not None:
            facts += (("packed", self.packed.symbol),)
        if self.stolen:
            facts += (("stolen", " ".join(s.symbol for s in self.stolen)),)
        return facts

    def _view_events(self, seat: int | None, open_hands: bool) -> tuple[Event, ...]:
        return self.events if open_hands else self._seen_log(seat).events()

    # What a view shows of the table, the packs and the log, the score, and what a thief could take from each
    # player change little from one state to the next; a state hands what it worked out on to the states that
    # follow it (kept in its cache, which a copy hands on), each piece checked against the state's own data by
    # identity before use, so nothing stale is ever used. Pickles and copies leave them behind.
    _CACHES: ClassVar[tuple[str, ...]] = ("_pack_zone_cache", "_haul_cache", "_table_zone_cache",
                                          "_all_pack_zones_cache", "_totals_cache")

    def _table_zone(self) -> Zone:
        """The table's zone, reused while the table is the same tuple (a draw that feeds it or a pack changes it)."""
        table = self.table
        hit = self._cache.get("_table_zone_cache")
        if hit is not None and hit[0] is table:
            return hit[1]  # type: ignore[no-any-return]
        zone = Zone("table", _TABLE, table, note=_FULL_TABLE if self.table_is_full else "")
        self._cache["_table_zone_cache"] = (table, zone)
        return zone

    def _all_pack_zones(self) -> tuple[Zone, ...]:
        """Every seat's pack zones in seat order, reused while the packs are the same tuple (a pack or a steal
        changes it)."""
        packs = self.packs
        hit = self._cache.get("_all_pack_zones_cache")
        if hit is not None and hit[0] is packs:
            return hit[1]  # type: ignore[no-any-return]
        zones = tuple(z for s in range(self.players) for z in self._pack_zones(s))
        self._cache["_all_pack_zones_cache"] = (packs, zones)
        return zones

    def _pack_zones(self, s: int) -> tuple[Zone, ...]:
        """The zones of seat ``s``'s packs, reused while that seat's packs are the same tuple."""
        held = self.packs[s]
        cache: dict[int, tuple[Any, tuple[Zone, ...]]] = self._cache.get("_pack_zone_cache") or {}
        hit = cache.get(s)
        if hit is not None and hit[0] is held:
            return hit[1]
        before, made = hit if hit is not None else ((), ())
        n = self.players
        zones = tuple(made[i] if i < len(before) and before[i] is p else _pack_zone(s, n, i, p)  # the same pack kept
                      for i, p in enumerate(held))
        self._cache["_pack_zone_cache"] = {**cache, s: (held, zones)}  # a new dict: earlier states keep theirs
        return zones

    @property
    def status(self) -> Text:
        """Whose turn it is and what is asked of them, or the result (a sentence worded when shown): what the
        player to move may do with its hand (the other seats' views say less, see ``_view_status``)."""
        return _status(self.rules, self.phase, self.turn, self.table, self.packed,
                       self.legal_moves() if self.phase != OVER else None, self.result)

    # -- saving ------------------------------------------------------------------------------------------------
    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        known = {"deck", "dealer", "seed", "cut", "hands", "table", "stock", "packs", "turn", "deal", "scores"}
        for key in start:
            if key not in known:
                raise StateFormatError(f"start.{key}", Text("packs.state_error.unknown_field"))
        seed = _int_field(start, "seed", 0, 0, 2**63)
        dealer = _int_field(start, "dealer", 0, 0, rules.players - 1)
        if "deck" in start:
            deck = cards_field(start, "deck", STANDARD_SPELLING)
            check_conservation("start.deck", deck, _deck(rules))
            deck = _canon(deck)
            cut = start.get("cut", [])
            events = _cut_events(rules, cut) if cut else ()
            return _deal(rules, deck, dealer=dealer, deal=1, seed=seed, start=_start_text(start), history=(),
                         events=events, score_lines=())
        return _position(rules, start, dealer=dealer, seed=seed)

    @classmethod
    def _parse_move(cls, text: str) -> Move:
        return parse_move(text)


# ------------------------------------------------------------------------------------------ view pieces
# A view is made at every decision a bot takes; its labels and notes are data (worded when shown), so the ones that
# recur are made once and shared.
_TABLE, _FULL_TABLE = Text("zone.table"), Text("packs.zone.full_table")


def _view_part(data: tuple[Any, ...], name: str) -> Any:
    """A part of a view from what ``State._view_later`` kept for the seat: nothing hidden from it, and no state."""
    (rules, turn, phase, seat, sizes, own, drawn, table, table_zone, packs, pack_zones, stock, thrown, deal, dealer,
     packed, stolen, totals, moves, result, log) = data
    n = rules.players
    if name == "events":
        return log.events()
    if name == "status":
        return _status(rules, phase, turn, table, packed, moves, result)
    if name == "facts":
        made: tuple[tuple[str, Any], ...] = (
            ("deal", deal), ("dealer", _seat(dealer, n)), ("stock", cards_text(stock)), ("target", rules.target),
            ("score", _score_texts(n, rules.in_teams, totals)))
        if packed is not None:
            made += (("packed", packed.symbol),)
        if stolen:
            made += (("stolen", " ".join(x.symbol for x in stolen)),)
        return made
    zones: list[Zone] = []
    for s in range(n):
        hand = (own if s == seat else None) if seat is not None or own is None else own[s]  # own: every hand when open
        if hand is None:
            zones.append(_hidden_hand(s, n, sizes[s]))
            continue
        hi = (drawn,) if drawn is not None and s == turn else ()
        zones.append(Zone(f"hand/{s}", _text("zone.hand", s, n), _sorted(hand), owner=s, layout="fan", highlight=hi))
    if table_zone is None:
        table_zone = Zone("table", _TABLE, table, note=_FULL_TABLE if len({c.suit for c in table}) == 4 else "")
    zones.append(table_zone)
    zones.append(_stock_zone(stock))
    if pack_zones is None:
        pack_zones = tuple(_pack_zone(s, n, i, p) for s in range(n) for i, p in enumerate(packs[s]))
    zones.extend(pack_zones)
    if thrown:
        zones.append(Zone("thrown", Text("packs.zone.thrown"), thrown, note=Text("cards.other", n=len(thrown))))
    return tuple(zones)


def _status(rules: Rules, phase: Any, turn: int | None, table: tuple[Card, ...], packed: Suit | None,
            moves: Sequence[Move] | None, result: Result | None) -> Text:
    """The status: whose turn it is and what is asked of them, or the result. ``moves``: the moves of the player
    to move where the reader may know them (that player, or a table with every hand open), else None: whether
    that player has a pack to make or to steal depends on its hidden cards, which the other seats must not learn."""
    n = rules.players
    if phase == OVER:
        return Text("packs.status.result", result=result)
    assert turn is not None
    if phase == DRAW:
        if rules.full_table and len({c.suit for c in table}) == 4:
            return _text("packs.status.draw_full", turn, n)
        return _text("packs.status.draw", turn, n)
    if phase == ACT:
        # the end of the turn alone (the list is kept): no table card can be packed
        return _text("packs.status.no_pack" if moves is not None and len(moves) == 1 else "packs.status.act", turn, n)
    if phase == FORCED:
        # the move list (kept) is the packs, or show hand when there is none
        if moves is None:
            return _text("packs.status.forced", turn, n)
        return _text("packs.status.must_pack" if isinstance(moves[0], Pack) else "packs.status.show", turn, n)
    if moves is not None and len(moves) == 1:  # the end of the turn alone (the list is kept): no pack can be stolen
        return _text("packs.status.no_steal", turn, n)
    return _steal_status(turn, n, packed)


def _pack_zone(s: int, n: int, i: int, pack: tuple[Card, ...]) -> Zone:
    """The zone of seat ``s``'s pack number ``i + 1``."""
    return Zone(f"packs/{s}/{i}", Text("packs.zone.pack", name=_seat(s, n), n=i + 1), pack, owner=s,
                note=Text("packs.zone.pack_note", suit=pack[0].suit.symbol, total=pack_total(pack),
                          score=pack_score(pack)))


@cache
def _seat(s: int, n: int) -> Seat:
    return Seat(s, n)


@cache
def _text(key: str, s: int, n: int) -> Text:
    """A message whose one parameter ``name`` is seat ``s``."""
    return Text(key, name=_seat(s, n))


@cache
def _steal_status(s: int, n: int, packed: Suit | None) -> Text:
    # the suit by its message: say() passes a Suit (a str) through as it is
    suit = Text(f"card.suit.{packed.value}") if packed is not None else ""
    return Text("packs.status.steal", name=_seat(s, n), suit=suit)


@cache
def _hidden_hand(s: int, n: int, count: int) -> Zone:
    return Zone(f"hand/{s}", _text("zone.hand", s, n), (None,) * count, owner=s, layout="fan")


@cache
def _stock_zone(count: int) -> Zone:
    return Zone("stock", Text("zone.stock"), (None,) * count, layout="stack")


@lru_cache(maxsize=1024)
def _score_texts(n: int, teams: bool, totals: tuple[int, ...]) -> tuple[Text, ...]:
    return tuple(Text("result.score", owner=o, score=x) for o, x in zip(_owners(n, teams), totals, strict=True))


# ----------------------------------------------------------------------------------------------- starting
def _deck(rules: Rules) -> tuple[Card, ...]:
    """One 52-card deck for two players, two shuffled together for three or more (write-up <カード>)."""
    return _DECKS[rules.players >= 3 or rules.two_decks_for_two]


_STANDARD = standard_deck()
_DECKS = {False: _STANDARD, True: _STANDARD * 2}
"""The two decks, made once (cards are immutable; every deal shuffles a copy): the double deck is the standard deck
twice, in :func:`cardrules.cards.double_deck`'s order, made of the same card objects."""

_CANON: dict[int, Card] = {c.key: c for c in _DECKS[False]}
"""One card object per card of the deck, by sort key (which tells cards apart as their equality does). A game's
cards are these objects (:func:`_canon`), and the double deck holds each of them twice: two equal cards are then the
same object, so comparing and removing cards stops at the identity check (a card's ``__eq__`` is a Python call)."""


_SCORE_AND_TOTAL: dict[int, int] = {c.key: (score_value(c) << _TOTAL_BITS) + play_value(c) for c in _STANDARD}
"""Each card's :func:`score_value` and :func:`play_value` as one int by its sort key: summed over a pack, the score
and the total (:func:`pack_score`, :func:`pack_total`) in one pass, ``divmod(sum, 2**_TOTAL_BITS)``, and it sorts
packs as ``(score, total)`` does (the end of a deal sorts them so; the tests compare the two)."""


def _cards_of(keys: Iterable[int]) -> tuple[Card, ...]:
    """The cards of sort keys ``keys``, as the deck's own card objects (a group is kept as its keys: see
    :data:`_GROUPS`)."""
    return tuple(map(_CANON.__getitem__, keys))


_KEY_SCORE: dict[int, int] = {c.key: score_value(c) for c in _STANDARD}
"""Each card's :func:`score_value` by its sort key: a group kept as keys scored without its cards."""


def _canon(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` as the deck's own card objects (equal cards, so nothing changes but speed); a card not of the deck
    is kept as it is (start positions refuse it anyway)."""
    return tuple(_CANON.get(c.key, c) for c in cards)


def _start_text(start: Mapping[str, Any]) -> str:
    return start_json(**start)


def _int_field(start: Mapping[str, Any], key: str, default: int, lo: int, hi: int) -> int:
    value = start.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise StateFormatError(f"start.{key}", Text("packs.state_error.whole_number", lo=lo, hi=hi, got=repr(value)))
    return value


def _deal(rules: Rules, deck: tuple[Card, ...], *, dealer: int, deal: int, seed: int, start: str,
          history: tuple[Any, ...], events: tuple[Event, ...], score_lines: tuple[ScoreLine, ...]) -> State:
    """Deal one card at a time from the dealer's left until each player has ``hand_size``, then the table cards
    face up; the rest is the stock (P-A14)."""
    fields, evs = _dealt(rules, deck, dealer=dealer, deal=deal)
    return State(rules=rules, start=start, seed=seed, log=Log.of(history, events + evs), score_lines=score_lines,
                 **fields)


def _dealt(rules: Rules, deck: tuple[Card, ...], *, dealer: int, deal: int) -> tuple[dict[str, Any],
                                                                                     tuple[Event, ...]]:
    """The fields of a state just dealt from ``deck`` (see :func:`_deal`), and the events of the deal."""
    n = rules.players
    hands: list[list[Card]] = [[] for _ in range(n)]
    pos = 0
    for _ in range(rules.hand_size):
        for k in range(1, n + 1):
            hands[(dealer + k) % n].append(deck[pos])
            pos += 1
    table = deck[pos:pos + rules.table_cards]
    stock = deck[pos + rules.table_cards:]
    evs = [Event("deal", dealer, tuple(table), (("stock", len(stock)), ("hand_size", rules.hand_size)), deal, None)]
    evs += [Event("hand", s, _sorted(hands[s]), (), deal, s) for s in range(n)]
    return dict(deal=deal, dealer=dealer, turn=(dealer + 1) % n, phase=DRAW, hands=tuple(tuple(h) for h in hands),
                table=tuple(table), stock=tuple(stock), packs=tuple(() for _ in range(n))), tuple(evs)


def _cut_rounds(players: int, rounds: Sequence[Sequence[Card]]) -> tuple[list[tuple[int, ...]], int]:
    """The seats drawing in each round of the draw for the deal, and the dealer it gives (A high, ties again)."""
    seats = tuple(range(players))
    order: list[tuple[int, ...]] = []
    for cards in rounds:
        if len(cards) != len(seats):
            raise StateFormatError("start.cut", Text("packs.state_error.cut_round", round=len(order) + 1, n=len(seats),
                                                   got=len(cards)))
        order.append(seats)
        best = max(_cut_rank(c) for c in cards)
        seats = tuple(s for s, c in zip(seats, cards, strict=True) if _cut_rank(c) == best)
        if len(seats) == 1:
            return order, seats[0]
    raise StateFormatError("start.cut", Text("packs.state_error.cut_tie"))


def _cut_rank(card: Card) -> int:
    """For the draw for the deal the Ace is high, then K, Q, J, 10 … 2 (write-up <ディール>)."""
    return 14 if card.rank == "A" else card.number


def _cut_events(rules: Rules, cut: Any) -> tuple[Event, ...]:
    if not isinstance(cut, list) or not all(isinstance(r, (list, str)) for r in cut):
        raise StateFormatError("start.cut", Text("packs.state_error.cut_list"))
    try:
        rounds = [STANDARD_SPELLING.cards(r) for r in cut]
    except CardError as err:
        raise StateFormatError("start.cut", str(err)) from None
    return _cut_log(rules, rounds)


def _cut_log(rules: Rules, rounds: Sequence[Sequence[Card]]) -> tuple[Event, ...]:
    """The events of the draw for the deal, from the cards drawn in each round."""
    order, dealer = _cut_rounds(rules.players, rounds)
    evs = [event("cut", None, cards, seats=seats, round=i + 1) for i, (seats, cards) in
           enumerate(zip(order, rounds, strict=False))]
    evs.append(event("dealer", dealer))
    return tuple(evs)


def _position(rules: Rules, start: Mapping[str, Any], *, dealer: int, seed: int) -> State:
    n = rules.players
    for key in ("hands", "table", "stock"):
        if key not in start:
            raise StateFormatError(f"start.{key}", Text("packs.state_error.missing"))
    hands_raw = start["hands"]
    if not isinstance(hands_raw, list) or len(hands_raw) != n:
        raise StateFormatError("start.hands", Text("state_error.hands_list", n=n))
    hands = tuple(cards_field({"hands": h}, "hands", STANDARD_SPELLING) for h in hands_raw)
    table, stock = cards_field(start, "table", STANDARD_SPELLING), cards_field(start, "stock", STANDARD_SPELLING)
    if not stock:
        raise StateFormatError("start.stock", Text("packs.state_error.stock"))
    packs_raw = start.get("packs", [[] for _ in range(n)])
    if not isinstance(packs_raw, list) or len(packs_raw) != n or not all(isinstance(p, list) for p in packs_raw):
        raise StateFormatError("start.packs", Text("packs.state_error.packs_list", n=n))
    packs = []
    for seat in packs_raw:
        mine = []
        for p in seat:
            pack = cards_field({"packs": p}, "packs", STANDARD_SPELLING)
            if not pack or len({c.suit for c in pack}) != 1:
                raise StateFormatError("start.packs", Text("packs.state_error.pack", got=repr(p)))
            mine.append(_sorted(pack))
        packs.append(tuple(mine))
    turn = _int_field(start, "turn", (dealer + 1) % n, 0, n - 1)
    deal = _int_field(start, "deal", 1, 1, 10_000)
    used = [c for h in hands for c in h] + list(table) + list(stock) + [c for s in packs for p in s for c in p]
    extra = Counter(used) - Counter(_deck(rules))
    if extra:
        raise StateFormatError("start", Text("packs.state_error.extra",
                                           cards=" ".join(c.code for c in sorted(extra.elements()))))
    aside = _sorted((Counter(_deck(rules)) - Counter(used)).elements())
    hands, table, stock = tuple(map(_canon, hands)), _canon(table), _canon(stock)
    packs = [tuple(map(_canon, mine)) for mine in packs]
    scores = start.get("scores", [])
    owners = 2 if rules.in_teams else n
    if not isinstance(scores, list) or (scores and len(scores) != owners) or not all(
            isinstance(x, int) and not isinstance(x, bool) for x in scores):
        raise StateFormatError("start.scores", Text("packs.state_error.scores", n=owners))
    lines = tuple(ScoreLine(deal - 1, o, "earlier", x) for o, x in enumerate(scores) if x)
    evs = (event("position", dealer, table, deal=deal, stock=len(stock)),)
    return State(rules=rules, start=_start_text(start), seed=seed, deal=deal, dealer=dealer, turn=turn, phase=DRAW,
                 hands=hands, table=table, stock=stock, packs=tuple(packs), aside=aside, log=Log.of(events=evs),
                 score_lines=lines)


def new_game(rules: Rules | None = None, *, seed: int) -> State:
    """A new game: the players draw for the deal (A high, ties draw again), then the deck is shuffled once with
    ``random.Random(seed)`` and dealt.

    >>> s = new_game(Rules(players=2), seed=1)
    >>> len(s.hands[0]), len(s.table), len(s.stock), s.legal_moves()
    (5, 3, 39, (Draw(),))
    """
    rules = rules or Rules()
    rng = random.Random(seed)
    deck = list(_deck(rules))
    # The draw for the deal comes from a shuffled copy of the pack: each player in turn draws a card; the players
    # tied for the highest draw again from what is left (write-up <ディール>).
    cut_deck = list(deck)
    shuffle(rng, cut_deck)
    seats, rounds = tuple(range(rules.players)), []
    while True:
        if len(cut_deck) < len(seats):  # practically impossible; start the draw over from a fresh pack
            cut_deck = list(deck)
            shuffle(rng, cut_deck)
        drawn = [cut_deck.pop() for _ in seats]
        rounds.append(drawn)
        best = max(map(_cut_rank, drawn))
        seats = tuple(s for s, c in zip(seats, drawn, strict=True) if _cut_rank(c) == best)
        if len(seats) == 1:
            break
    shuffle(rng, deck)
    start = {"deck": codes(deck), "dealer": seats[0], "seed": seed, "cut": [codes(r) for r in rounds]}
    # The state State._from_start(rules, start) makes, without reading back the codes just written (the deck is the
    # rules' own, shuffled: nothing to check but the seed; the tests compare the two).
    seed = _int_field(start, "seed", 0, 0, 2**63)
    return _deal(rules, tuple(deck), dealer=seats[0], deal=1, seed=seed, start=_start_text(start), history=(),
                 events=_cut_log(rules, rounds), score_lines=())


def from_deck(rules: Rules | None, deck: str | Sequence[str] | Sequence[Card], *, dealer: int = 0,
              seed: int = 0) -> State:
    """Start a game from an exact deck order (its first card is dealt first, to the dealer's left); later deals
    are shuffled from ``seed``."""
    rules = rules or Rules()
    cards = STANDARD_SPELLING.cards(deck)
    return State._from_start(rules, {"deck": codes(cards), "dealer": dealer, "seed": seed})


def from_position(rules: Rules | None = None, *, hands: Sequence[str], table: str, stock: str,
                  packs: Sequence[Sequence[str]] | None = None, dealer: int = 0, turn: int | None = None,
                  scores: Sequence[int] | None = None, deal: int = 1, seed: int = 0) -> State:
    """Start from a hand-built position, at the start of ``turn``'s turn (before the draw). Cards are codes;
    ``stock`` lists the stock from the top; ``packs`` gives each seat's packs. Cards of the deck not placed are set
    aside, out of play; ``scores`` are the points from earlier deals.

    >>> s = from_position(Rules(players=2), hands=["8H 2H", "KS"], table="7H 4C", stock="3H 9D", turn=0)
    >>> [str(m) for m in s.play("draw").legal_moves()][:3]
    ['pack 7H with 8H', 'pack 7H with 2H+8H', 'pack 7H with 3H+8H']
    """
    rules = rules or Rules()
    start: dict[str, Any] = {"hands": list(hands), "table": table, "stock": stock, "dealer": dealer, "seed": seed}
    if packs is not None:
        start["packs"] = [list(p) for p in packs]
    if turn is not None:
        start["turn"] = turn
    if scores is not None:
        start["scores"] = list(scores)
    if deal != 1:
        start["deal"] = deal
    return State._from_start(rules, start)


# -------------------------------------------------------------------------------------------------- narration
def _owner(event: Event, names: Sequence[str]) -> str:
    members = event.get("members")
    if members and len(members) > 1:
        return tr("team.join").join(names[s] for s in members)
    return names[event.seat] if event.seat is not None else "?"


def narrate(event: Event, names: Sequence[str]) -> str:
    """One sentence for an event, in the current language (templates ``packs.event.*`` in :mod:`cardrules.i18n`)."""
    k, who = event.kind, names[event.seat] if event.seat is not None and event.seat < len(names) else ""
    cards = pretty(event.cards)
    if k == "cut":
        drawn = tr("list.sep").join(f"{names[s]} {c.unicode}"
                                    for s, c in zip(event.get("seats"), event.cards, strict=False))
        key = "packs.event.cut_again" if event.get("round", 1) > 1 else "packs.event.cut"
        return tr(key, drawn=drawn)
    if k == "dealer":
        return tr("packs.event.dealer", who=who)
    if k == "deal":
        table = tr("packs.event.deal.table", cards=cards) if event.cards else tr("packs.event.deal.no_table")
        return tr("packs.event.deal", deal=event.deal, who=who, size=event.get("hand_size"), table=table,
                  stock=event.get("stock"))
    if k == "position":
        return tr("packs.event.position", deal=event.deal, cards=cards or tr("packs.event.no_card"))
    if k == "hand":
        return tr("packs.event.hand", who=who, cards=cards) if event.cards else tr("packs.event.hand_hidden", who=who)
    if k == "draw":
        if event.get("full_table"):
            if event.cards:
                return tr("packs.event.draw_full", who=who, cards=cards)
            return tr("packs.event.draw_full_hidden", who=who)
        return tr("packs.event.draw", who=who, cards=cards)
    if k == "feed":
        return tr("packs.event.feed", suit=tr(f"card.suit_one.{event.cards[0].suit.value}"), who=who, cards=cards)
    if k == "pack":
        taken = Card.parse(event.get("table"))
        return tr("packs.event.pack", who=who, card=taken.unicode, cards=" + ".join(c.unicode for c in event.cards),
                  value=event.get("value"), target=event.get("target"))
    if k == "steal":
        loot = tr("list.and").join(pretty(parse_cards(p)) for p in event.get("stolen").split("/"))
        key = "packs.event.steal_many" if event.get("packs", 1) > 1 else "packs.event.steal"
        return tr(key, who=who, owner=names[event.get("owner")], loot=loot,
                  cards=" + ".join(c.unicode for c in event.cards), value=event.get("value"), total=event.get("total"))
    if k == "show_hand":
        return tr("packs.event.show_hand", who=who, cards=cards or tr("packs.event.no_cards"))
    if k == "end_turn":
        return tr("packs.event.end_turn", who=who)
    if k == "deal_end":
        return tr("packs.event.deal_end", deal=event.deal)
    if k == "throw_off":
        suit = Suit(event.get("suit"))
        least = event.get("least")
        if not least:
            return tr("packs.event.throw_off_none", suit=suit.noun, one=tr(f"card.suit_one.{suit.value}"))
        return tr("packs.event.throw_off", suit=suit.noun, least=least)
    if k == "discard":
        n, pos = event.get("packs"), 0
        thrown: list[str] = []
        for size in event.get("sizes") or (len(event.cards),):
            thrown.append(pretty(event.cards[pos:pos + size]))
            pos += size
        team = len(event.get("members") or ()) > 1
        key = "packs.event.discard" + (".team" if team else "") + (".many" if n > 1 else "")
        return tr(key, who=_owner(event, names), n=n, suit=tr(f"card.suit_one.{event.get('suit')}"),
                  groups=tr("list.semi").join(thrown), points=event.get("points"))
    if k == "score":
        plural = len(event.get("members") or ()) > 1
        key = "packs.event.score" + (".team" if plural else "") + (".one" if event.get("packs") == 1 else "")
        return tr(key, who=_owner(event, names), points=event.get("points"), packs=event.get("packs"))
    if k == "tie":
        return tr("packs.event.tie")
    if k == "game_end":
        winners: tuple[int, ...] = event.get("winners") or ()
        groups: tuple[tuple[int, ...], ...] = event.get("members") or ()
        named = [tr("team.join").join(names[s] for s in m) for m in groups]
        scores = "-".join(str(x) for x in sorted(event.get("scores") or (), reverse=True))
        if len(winners) == 1:
            key = "packs.event.win_team" if len(groups[0]) > 1 else "packs.event.win"
            return tr(key, who=named[0], scores=scores)
        return tr("packs.event.draw_game", who=tr("list.and").join(named), scores=scores)
    return f"{k} {who} {cards}".strip() + "."


# ------------------------------------------------------------------------------------------ facts for studies
_FULL_DRAW = ("full_table", True)
"""The info item of a draw made at a Full Table (see ``State._apply``)."""


def game_facts(state: State) -> dict[str, int | float]:
    """What a rules designer asks about a finished game: packs made and stolen, Full Table draws, shown hands,
    cards thrown off."""
    made = steals = stolen = full = shown = thrown = 0
    for e in state.events:  # one pass: a study asks this of every game it plays
        kind = e.kind
        if kind == "draw":
            if _FULL_DRAW in e.info:  # a test in C, where e.get is a call: a deal draws about 170 times
                full += 1
        elif kind == "pack":
            made += 1
        elif kind == "steal":
            steals += 1
            stolen += e.get("packs", 1)
        elif kind == "discard":
            thrown += len(e.cards)
        elif kind == "show_hand":
            shown += 1
    return {"packs_made": made, "steals": steals, "packs_stolen": stolen,
            "full_table_draws": full, "hands_shown": shown, "cards_thrown_off": thrown}
