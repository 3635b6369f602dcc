"""Tablanette, the rules as this project plays them: read this file top to bottom to learn the game.

Tablanette is a fishing game of the Casino family for 2, 3 or 4 players (four play alone or as two partnerships
sitting opposite). The full rules, with the points the original write-up leaves open, are in
``docs/rules/tablanette.md``.

**The deal.** One 52-card deck. The dealer deals six cards each to two players (four each to three or four players),
one at a time from the dealer's left, then four cards face up to the table; the rest is the stock. A Jack among the
four table cards goes to the bottom of the stock and the top card of the stock replaces it. The player on the
dealer's left plays first. When every hand is empty and stock remains, the dealer deals again (six, or four, each)
and play goes on in turn; no cards go to the table then. The deal passes to the left after each deal.

**A turn.** A player plays one card. It takes every table card of its own rank, and every group of two or three table
cards whose values add up to its value (number cards their pips, Queen 13, King 14, Ace 1 or 11 as the player likes),
several disjoint groups at once, no table card counted twice. What can be taken must be taken; a card that takes
nothing stays on the table. The Jack is special (:func:`special_jack`): it takes the whole table, but a Jack lying
on the table is taken only by another Jack.

**Tablanette.** A capture that clears the table, except a Jack's, is a *tablanette*: it scores at once the value of
every card taken, the played card included.

**The end of a deal.** When hands and stock are empty, whoever captured last takes what is left on the table (this is
not a tablanette). Each Ace, King, Queen, Jack and 10 taken scores 1 (the 10 of diamonds 2), the 2 of clubs 1, and
most cards taken 3 (nobody on a tie). The game is won by reaching 251 points (151 for three players or four playing
alone); a tablanette that reaches it ends the game at once, mid-deal; if several reach it at the end of a deal, the
highest score wins and equal highest scores are a draw.

Everything here is data: events, views and score lines hold seats, cards, numbers and codes, worded only when shown
(the sentences are in ``text_<lang>.py``). The bots are in ``ai.py``.

>>> state = from_position(hands=["QS", "2D"], table="2H 3S 4C 8D 9H")
>>> [str(m) for m in state.legal_moves()][:1]
['QS take 2H 3S 4C 8D 9H']
"""

from __future__ import annotations

import bisect
import itertools
import math
import operator
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, ClassVar

from cardrules.cards import RANKS, STANDARD_SPELLING, Card, Suit, codes, pretty, shuffle, standard_deck
from cardrules.errors import CardError, MoveFormatError, RulesError, StateFormatError
from cardrules.events import Reason
from cardrules.i18n import t as tr
from cardrules.log import Log
from cardrules.protocol import (
    Event,
    GameState,
    LaterEvents,
    LazyMoves,
    Move,
    Result,
    RulesBase,
    ScoreLine,
    Seat,
    Text,
    Zone,
    best_owners,
    cards_field,
    cards_text,
    choice,
    event,
    move_text,
    number,
    public_log,
    seat_names,
    start_json,
    team_name,
)

NAME = "tablanette"
TITLE = "Tablanette"
PLAYER_COUNTS = (2, 3, 4)
SUMMARY = "Capture table cards by rank and by sums; clear the table for a tablanette."


# The docstrings below are the help the house-rules form shows; the codes in comments (T-A1 …) name the decisions
# listed in docs/decisions.md, which docs/rules/tablanette.md explains ("Points the write-up leaves open").
@dataclass(frozen=True)
class Rules(RulesBase):
    """Tablanette's house rules; the defaults are the rules as the original write-up has them."""

    players: int = number(2, 2, 4)
    """Number of players, 2 to 4 (the write-up describes 2 first; 3 and 4 play clockwise)."""
    partnership: bool = False  # T-A11
    """With 4 players, play as two partnerships sitting opposite, pooling captures and scores."""
    eight_card_deal: bool = False
    """With 2 players, deal 8 cards each (and redeal 8) instead of 6 (a variant the write-up mentions, after
    Parlett)."""
    sums_any_size: bool = False  # T-A15
    """Sum captures may use any number of table cards, not only 2 or 3 (a variant after Parlett)."""
    jack_is_twelve: bool = False
    """The Jack is an ordinary card worth 12 that captures and is captured by rank and sums (a variant after
    Scarne)."""
    card_points: str = choice("original", "original", "parlett")  # T-A13
    """End-of-deal card points: as the write-up has them (A K Q J 10 one each, 10♦ two, 2♣ one), or Parlett's
    (A 11, 10 10, K 4, Q 3, J 2)."""
    most_cards_bonus: bool = True  # T-A10, T-A13
    """Three points for capturing the most cards (a tie scores nothing)."""
    ace_in_tablanette: str = choice("as_used", "as_used", "one", "eleven")  # T-A3
    """How Aces count in tablanette points: at the value used in the capture (11 where it is free to be), always 1,
    or always 11."""
    target: int = number(0, 0, 10000)
    """Score that wins the game; 0 means the write-up's: 251, or 151 for 3 players and 4 playing individually."""
    first_dealer: str = choice("cut", "cut", "south")
    """How the first dealer is chosen: everyone cuts and the lowest card deals (ties cut again), or the dealer is
    East/North so that South plays first."""
    single_deal: bool = False
    """Play one deal only (for lessons and simulations); the game ends after its scoring."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """As :meth:`RulesBase.from_dict`; a game saved before the card-points value was renamed still loads."""
        if isinstance(data, Mapping) and data.get("card_points") == "seed":
            data = {**data, "card_points": "original"}
        return super().from_dict(data)

    def _check(self) -> None:
        if self.partnership and self.players != 4:
            raise RulesError("partnership", Text("tablanette.rules_error.partnership", players=self.players))
        if self.eight_card_deal and self.players != 2:
            raise RulesError("eight_card_deal", Text("tablanette.rules_error.eight_card_deal", players=self.players))

    @property
    def goal(self) -> int:
        """The target in force (T-A11: partners keep 251)."""
        if self.target:
            return self.target
        return 151 if self.players == 3 or (self.players == 4 and not self.partnership) else 251

    @property
    def hand_size(self) -> int:
        if self.players == 2:
            return 8 if self.eight_card_deal else 6
        return 4

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return _TEAMS[self.partnership][self.players]


_TEAMS: dict[bool, dict[int, tuple[tuple[int, ...], ...]]] = {
    False: {n: tuple((s,) for s in range(n)) for n in range(5)}, True: {4: ((0, 2), (1, 3))}}
"""Who scores together, by (partnership, players): made once (every deal's scoring asks)."""


PRESETS: dict[str, Rules] = {
    "two": Rules(),
    "single_deal": Rules(single_deal=True),
    "eight_cards_parlett": Rules(eight_card_deal=True, card_points="parlett", single_deal=True),
    "sums_any_size": Rules(sums_any_size=True, single_deal=True),
    "jack_is_twelve": Rules(jack_is_twelve=True, single_deal=True),
    "aces_one_no_bonus": Rules(ace_in_tablanette="one", most_cards_bonus=False, first_dealer="south",
                               single_deal=True),
    "aces_eleven_to_60": Rules(ace_in_tablanette="eleven", target=60),
    "three": Rules(players=3, single_deal=True),
    "three_to_151": Rules(players=3),
    "four_individuals": Rules(players=4, single_deal=True),
    "four_partners": Rules(players=4, partnership=True, single_deal=True),
    "four_partners_to_100": Rules(players=4, partnership=True, target=100),
}
"""Named rule sets covering every player count and house rule (the protocol tests play them all); each code's label
is the message ``tablanette.preset.<code>``."""


# ------------------------------------------------------------------------------------------------- card values
_PIPS = {str(n): n for n in range(2, 11)} | {"Q": 13, "K": 14}


def special_jack(rank: str, jack_is_twelve: bool) -> bool:
    """Whether a card of ``rank`` is the special Jack: under the write-up's rules (not the Jack-is-12 variant) a Jack
    has no value; played, it sweeps the whole table and never makes a tablanette (T-A5), even played to an empty table
    (where it stays); on the table it is taken only by another Jack (T-A4); and it is never one of the first four table
    cards of a deal. Every rule about Jacks asks this one question."""
    return rank == "J" and not jack_is_twelve


def _values(rank: str, jack_is_twelve: bool) -> tuple[int, ...]:
    """The values a card of ``rank`` may take in a sum: Aces 1 or 11; a special Jack has none."""
    if rank == "A":
        return (1, 11)
    if special_jack(rank, jack_is_twelve):
        return ()
    return (12,) if rank == "J" else (_PIPS[rank],)


def _played_value(rank: str, jack_is_twelve: bool) -> int:
    """The sum a played card captures: a played Ace only ever matters as 11, since 2+ cards never total 1 (T-A2)."""
    return 11 if rank == "A" else _values(rank, jack_is_twelve)[0]


# A "pattern" is a multiset of ranks: a tuple of counts aligned with a tuple of ranks. Legality depends only on the
# pattern of the table (cards of one rank are interchangeable for sums), so it is computed once per pattern and cached.
_Pattern = tuple[int, ...]


def _group_types_plain(ranks: tuple[str, ...], counts: _Pattern, played: str, jack12: bool,
                       any_size: bool) -> tuple[tuple[_Pattern, int], ...]:
    """Every kind of group a card of rank ``played`` may take from a table with this pattern: the rank match
    (one card of the played rank) and every multiset of 2-3 (or 2+) cards summing to the played value. Each comes
    with the most Aces it can count as 11 (T-A3)."""
    out: list[tuple[_Pattern, int]] = []
    if played in ranks:
        out.append((tuple(1 if r == played else 0 for r in ranks), 1 if played == "A" else 0))
    if special_jack(played, jack12):
        return tuple(out)
    value = _played_value(played, jack12)
    sums = _sums(ranks, counts, jack12, any_size, value).get(value, ())
    return tuple(out) + sums


@lru_cache(maxsize=65536)
def _group_types(ranks: tuple[str, ...], counts: _Pattern, played: str, jack12: bool,
                 any_size: bool) -> tuple[tuple[_Pattern, int], ...]:
    """:func:`_group_types_plain`, read off :func:`_deck_groups`: the groups this table holds are the groups of the
    whole deck that fit in it, in the same order (a cold search on a new table was most of a random game's time,
    and the walk over sums was most of that). ``tests/test_tablanette_captures.py`` checks both agree."""
    key = 0
    for rank, count in zip(ranks, counts):
        key |= count << _SHIFT[rank]
    fitting = key | _GUARD
    shifts = [_SHIFT[rank] for rank in ranks]
    return tuple((tuple((group >> shift) & 15 for shift in shifts), elevens)
                 for group, elevens in _deck_groups(played, jack12, any_size)
                 if (fitting - group) & _GUARD == _GUARD)


@cache
def _deck_groups(played: str, jack12: bool, any_size: bool) -> tuple[tuple[int, int], ...]:
    """Every kind of group a played ``played`` may take from some table, as (table key, most Aces as 11): the plain
    :func:`_group_types_plain` on a table holding every card of the deck that can be taken. Whether a group is
    there to take depends only on the cards the table holds, so a table's groups are those of this list that fit in
    it, and the list is in the order the plain function gives (rank match first, then by descending pattern, which is
    descending key: the Ace is the top field)."""
    ranks = tuple(rank for rank in RANKS if not special_jack(rank, jack12))
    groups = _group_types_plain(ranks, (4,) * len(ranks), played, jack12, any_size)
    return tuple((sum(k << _SHIFT[rank] for rank, k in zip(ranks, group)), elevens) for group, elevens in groups)


_MAX_VALUE = 14  # a King: no played card captures a larger sum


@lru_cache(maxsize=65536)
def _sums(ranks: tuple[str, ...], counts: _Pattern, jack12: bool, any_size: bool,
          most: int = _MAX_VALUE) -> dict[int, tuple[tuple[_Pattern, int], ...]]:
    """Every multiset of 2-3 (or 2+) table cards by the sums up to ``most`` it can make, each with the most Aces it
    can count as 11. (The tables are masked per played card, so the walk stops at that card's value.)"""
    n = len(ranks)
    max_size = sum(counts) if any_size else 3
    best: dict[int, dict[_Pattern, int]] = {}
    pick = [0] * n
    values = [_values(r, jack12) for r in ranks]

    def walk(i: int, total: int, size: int, elevens: int) -> None:
        if size >= 2:
            found = best.setdefault(total, {})
            key = tuple(pick)
            if found.get(key, -1) < elevens:
                found[key] = elevens
        if i == n or total >= most or size >= max_size:
            return
        walk(i + 1, total, size, elevens)
        if not values[i]:
            return
        for k in range(1, min(counts[i], max_size - size) + 1):
            pick[i] = k
            if ranks[i] == "A":
                for tens in range(k + 1):  # each Ace is 1 or 11 on its own
                    if total + k + 10 * tens <= most:
                        walk(i + 1, total + k + 10 * tens, size + k, elevens + tens)
            elif total + k * values[i][0] <= most:
                walk(i + 1, total + k * values[i][0], size + k, elevens)
        pick[i] = 0

    walk(0, 0, 0, 0)
    return {total: tuple(sorted(found.items(), reverse=True)) for total, found in best.items()}


def _fits(part: _Pattern, whole: _Pattern) -> bool:
    return all(p <= w for p, w in zip(part, whole))


def _minus(a: _Pattern, b: _Pattern) -> _Pattern:
    return tuple(x - y for x, y in zip(a, b))


@lru_cache(maxsize=65536)
def _picks(ranks: tuple[str, ...], counts: _Pattern, played: str, jack12: bool,
           any_size: bool) -> tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...]:
    """The legal patterns as (indices of the ranks taken from, how many of each, number of card choices)."""
    out = []
    for pattern in _legal_patterns(ranks, counts, played, jack12, any_size):
        used = tuple(i for i, k in enumerate(pattern) if k)
        ks = tuple(pattern[i] for i in used)
        out.append((used, ks, math.prod(math.comb(counts[i], k) for i, k in zip(used, ks))))
    return tuple(out)


def _pack(pattern: _Pattern) -> int:
    """A pattern as one integer, 4 bits per rank: the top bit of each field is a guard, so ``_fits_packed`` tests
    every rank at once (a single deck has at most 4 cards of a rank, which fits in 3 bits)."""
    return sum(k << (4 * i) for i, k in enumerate(pattern))


def _unpack(packed: int, n: int) -> _Pattern:
    return tuple((packed >> (4 * i)) & 15 for i in range(n))


@lru_cache(maxsize=65536)
def _legal_patterns(ranks: tuple[str, ...], counts: _Pattern, played: str, jack12: bool,
                    any_size: bool) -> tuple[_Pattern, ...]:
    """The patterns a legal capture may take (T-A1): unions of disjoint groups after which no group is left.

    Every union reachable by adding groups is partitionable, whatever the order the groups were added in, so the
    search visits each partitionable pattern once; it keeps those whose leftover holds no group."""
    n = len(ranks)
    group_types = [t for t, _ in _group_types(ranks, counts, played, jack12, any_size)]
    if not group_types:
        return ((0,) * n,)
    if sum(counts) <= _SMALL_TABLE:
        return _legal_patterns_plain(group_types, counts)
    return _legal_patterns_fast(group_types, counts)


def _legal_patterns_fast(group_types: Sequence[_Pattern], counts: _Pattern) -> tuple[_Pattern, ...]:
    """:func:`_legal_patterns_plain` with bit sets, for big tables: the same answer (a differential test checks it on
    thousands of random tables), quicker past :data:`_SMALL_TABLE` cards (several times on the worst tables)."""
    n = len(counts)
    found = _search_bits([_pack(t) for t in group_types], _pack(counts), n)
    return tuple(sorted((_unpack(f, n) for f in found), reverse=True))


def _search_bits(types: Sequence[int], total: int, n: int) -> set[int]:
    """The search of :func:`_legal_patterns_fast` on patterns packed 4 bits a rank (``n`` ranks)."""
    counts = _unpack(total, n)
    # Which types fit in what is left, for every type at once: ``fit[i][c]`` has bit ``j`` set when type ``j`` needs
    # at most ``c`` cards of rank ``i``, so the types that fit are the AND of one entry per rank (a big table has
    # hundreds of types and thousands of unions to grow; testing each type on each union was the slow part).
    fit = [[sum(1 << j for j, t in enumerate(types) if (t >> (4 * i)) & 15 <= c) for c in range(counts[i] + 1)]
           for i in range(n)]
    # the same, four ranks (16 bits of a pattern) per look-up
    chunks: list[tuple[int, dict[int, int]]] = []
    for first in range(0, n, 4):
        rows = fit[first:first + 4]
        table: dict[int, int] = {}
        for combo in itertools.product(*(range(len(row)) for row in rows)):
            index, fits = 0, -1
            for k, (row, c) in enumerate(zip(rows, combo)):
                index |= c << (4 * k)
                fits &= row[c]
            table[index] = fits
        chunks.append((4 * first, table))
    every = (1 << len(types)) - 1
    found: set[int] = set()
    # A union is grown only by types from the one it was last grown by: every union of disjoint groups is still
    # reached (add its groups in type order), with far fewer repeated steps. ``lowest[u]`` is the lowest type a
    # union has been reached by; reached again by a lower one, it is grown again by the types in between.
    lowest = {0: 0}
    count = len(types)
    stack = [(0, 0, count)]  # (union, grow by types from, up to)
    while stack:
        taken, start, stop = stack.pop()
        left = total - taken
        fits = every
        for shift, table in chunks:
            fits &= table[(left >> shift) & 0xFFFF]
        if not fits:
            found.add(taken)  # no group left: a legal capture
        fits &= (1 << stop) - (1 << start)
        while fits:
            low = fits & -fits
            fits ^= low
            j = low.bit_length() - 1
            nxt = taken + types[j]
            before = lowest.get(nxt)
            if before is None:
                lowest[nxt] = j
                stack.append((nxt, j, count))
            elif j < before:
                lowest[nxt] = j
                stack.append((nxt, j, before))
    return found


_SMALL_TABLE = 18
"""Up to this many table cards the plain search is quicker than setting up the bit sets: timed on random tables
without Jacks (2-3 card sums), the plain search was the quicker up to 18 cards and the bit sets from 20 on, their
lead growing with the table. benchmarks/bench_tablanette.py measures both on whole games."""


def _legal_patterns_plain(group_types: Sequence[_Pattern], counts: _Pattern) -> tuple[_Pattern, ...]:
    """The legal capture patterns, the plain way: grow every union of disjoint groups by testing each group type on
    each union in turn (patterns packed 4 bits a rank); keep the unions that no group fits in what is left."""
    n = len(counts)
    found = _search_plain([_pack(t) for t in group_types], _pack(counts), n)
    return tuple(sorted((_unpack(f, n) for f in found), reverse=True))


_GUARDS = [sum(8 << (4 * i) for i in range(n)) for n in range(len(RANKS) + 1)]
"""The top bit of each of ``n`` rank fields (see :data:`_GUARD`), by ``n``."""


def _search_plain(types: Sequence[int], total: int, n: int) -> set[int]:
    """The search of :func:`_legal_patterns_plain` on patterns packed 4 bits a rank (``n`` ranks)."""
    guard = _GUARDS[n]
    found: set[int] = set()
    seen: set[int] = set()
    stack = [0]
    while stack:
        taken = stack.pop()
        left = total - taken
        grown = False
        for t in types:
            if ((left | guard) - t) & guard == guard:  # every rank of t fits in what is left
                grown = True
                nxt = taken + t
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        if not grown:
            found.add(taken)
    return found


@lru_cache(maxsize=65536)
def _partition(ranks: tuple[str, ...], counts: _Pattern, taken: _Pattern, played: str, jack12: bool,
               any_size: bool) -> tuple[tuple[_Pattern, ...], int] | None:
    """Split ``taken`` into groups of the played card, choosing the split that counts the most Aces as 11;
    ``None`` when it cannot be split."""
    types = _group_types(ranks, counts, played, jack12, any_size)
    best: tuple[tuple[_Pattern, ...], int] | None = None

    def split(left: _Pattern, groups: tuple[_Pattern, ...], elevens: int) -> None:
        nonlocal best
        if not any(left):
            if best is None or elevens > best[1]:
                best = (groups, elevens)
            return
        first = next(i for i, c in enumerate(left) if c)  # some group must hold a card of this rank
        for t, e in types:
            if t[first] and _fits(t, left):
                split(_minus(left, t), groups + (t,), elevens + e)

    split(taken, (), 0)
    return best


# A table as one integer key: 4 bits per rank, the Ace in the top field, so that a larger key is a lexicographically
# larger pattern (the order ``_legal_patterns`` lists captures in). A played card's captures depend only on the table
# cards that can be in one of its groups (its own rank, and ranks worth less than it), so the caches are keyed by the
# table *masked* to those ranks: a 3 on the table does not make a new pattern for a played 2 or 3.
_SHIFT = {rank: 4 * (len(RANKS) - 1 - i) for i, rank in enumerate(RANKS)}
_INDEX = {rank: i for i, rank in enumerate(RANKS)}
_SHIFTS = tuple(_SHIFT[rank] for rank in RANKS)
_INDEX_AT_SHIFT = {_SHIFT[rank]: i for i, rank in enumerate(RANKS)}
_GUARD = sum(8 << shift for shift in _SHIFT.values())
"""The top bit of every rank's field: ``((key | _GUARD) - part) & _GUARD == _GUARD`` when ``part`` fits in ``key``
rank by rank (a field holds at most 4 cards, so no subtraction borrows from the next)."""


def _relevant_mask(played: str, jack12: bool) -> int:
    """The fields of the ranks that can be in a group of a played ``played``: its own rank, and every rank whose
    lowest value leaves room for a second card (every card is worth 1 or more)."""
    value = _played_value(played, jack12)
    mask = 0
    for rank in RANKS:
        values = _values(rank, jack12)
        if rank == played or (values and min(values) + 1 <= value):
            mask |= 15 << _SHIFT[rank]
    return mask


_MASKS = {(played, jack12): _relevant_mask(played, jack12) for played in RANKS for jack12 in (False, True)
          if not special_jack(played, jack12)}


_CaptureList = tuple[tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...], frozenset[int]]


@lru_cache(maxsize=65536)
def _captures(key: int, played: str, jack12: bool, any_size: bool) -> _CaptureList:
    """The legal captures of ``played`` on a (masked) table key: as :func:`_picks` with the ranks given by their
    index in ``RANKS``, and the set of legal taken patterns as keys (``why_illegal``'s quick check).

    Worked out on keys throughout (a key is a pattern over all thirteen ranks, the Ace in the top field, so keys sort
    as patterns do): the same as :func:`_captures_plain`, which goes through the rank tuples of :func:`_picks`
    (``tests/test_tablanette_captures.py`` compares them on thousands of tables); a new table at every few
    decisions of a random game made the conversions a good part of its cost."""
    found = _taken_keys(key, played, jack12, any_size)
    if found is None:
        return _NO_CAPTURE
    return tuple(_pick(pattern, key) for pattern in found), frozenset(found)


def _taken_keys(key: int, played: str, jack12: bool, any_size: bool) -> list[int] | None:
    """The legal taken patterns of ``played`` on a (masked) table key, as keys, largest first (the order of
    :func:`_legal_patterns`); ``None`` when the table holds none of its groups."""
    types, _fields = _fitting_groups(key, played, jack12, any_size)
    return _search_taken(types, key) if types else None


def _fitting_groups(key: int, played: str, jack12: bool, any_size: bool) -> tuple[list[int], int]:
    """The groups of ``played`` the table ``key`` holds (:func:`_deck_groups` that fit in it), and the fields of
    the ranks they use."""
    fitting = key | _GUARD
    types, fields = [], 0
    for group, group_fields in _deck_group_fields(played, jack12, any_size):
        if (fitting - group) & _GUARD == _GUARD:
            types.append(group)
            fields |= group_fields
    return types, fields


def _search_taken(types: list[int], key: int) -> list[int]:
    """The legal taken patterns with the groups ``types`` on the table ``key``, largest first: the plain search on
    small tables, the bit sets past :data:`_SMALL_TABLE` cards (both find the same)."""
    search = _search_plain if _cards_in(key) <= _SMALL_TABLE else _search_bits
    return sorted(search(types, key, len(RANKS)), reverse=True)


@cache
def _deck_group_fields(played: str, jack12: bool, any_size: bool) -> tuple[tuple[int, int], ...]:
    """:func:`_deck_groups` as (table key, the fields of the ranks it uses)."""
    return tuple((group, sum(15 << shift for shift in _SHIFTS if (group >> shift) & 15))
                 for group, _elevens in _deck_groups(played, jack12, any_size))


def _pick(pattern: int, key: int) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """A taken pattern as :func:`_picks` lists it: the indices of the ranks taken from (in rank order), how many of
    each, and the number of choices of cards on the table ``key``."""
    used, ks, size = [], [], 1
    while pattern:  # field by field from the top one (the Ace's): rank order
        shift = (pattern.bit_length() - 1) & ~3
        k = pattern >> shift
        pattern ^= k << shift
        used.append(_INDEX_AT_SHIFT[shift])
        ks.append(k)
        size *= math.comb((key >> shift) & 15, k)
    return tuple(used), tuple(ks), size


_NO_CAPTURE: _CaptureList = ((((), (), 1),), frozenset((0,)))
"""The captures of a card on a table that holds none of its groups: laying it down."""


def _cards_in(key: int) -> int:
    """How many cards a key holds (the sum of its fields, field by field from the top one)."""
    cards = 0
    while key:
        shift = (key.bit_length() - 1) & ~3
        cards += key >> shift
        key &= (1 << shift) - 1
    return cards


@lru_cache(maxsize=65536)
def _captures_plain(key: int, played: str, jack12: bool, any_size: bool) -> _CaptureList:
    """:func:`_captures` through :func:`_picks` and :func:`_legal_patterns`, on the ranks the table holds."""
    ranks = tuple(r for r in RANKS if (key >> _SHIFT[r]) & 15)
    counts = tuple((key >> _SHIFT[r]) & 15 for r in ranks)
    picks = tuple((tuple(_INDEX[ranks[i]] for i in used), ks, size)
                  for used, ks, size in _picks(ranks, counts, played, jack12, any_size))
    legal = frozenset(sum(k << _SHIFT[ranks[i]] for i, k in enumerate(pattern))
                      for pattern in _legal_patterns(ranks, counts, played, jack12, any_size))
    return picks, legal


@lru_cache(maxsize=65536)
def _split_plan(key: int, taken: int, played: str, jack12: bool,
                any_size: bool) -> tuple[tuple[tuple[int, ...], ...], int] | None:
    """:func:`_partition` of the ``taken`` key on a (masked) table key, each group as the positions of its cards in
    the capture's ``taken`` (which lists the cards in rank order: each group takes the first unused ones of its
    ranks). The plain reading: the engine asks :func:`_split_taken`, which gives the same."""
    ranks, counts = _unkey(key)
    pattern = tuple((taken >> _SHIFT[r]) & 15 for r in ranks)
    found = _partition(ranks, counts, pattern, played, jack12, any_size)
    if found is None:
        return None
    nxt = list(itertools.accumulate(pattern, initial=0))[:-1]  # the position of each rank's next unused card
    groups = []
    for part in found[0]:
        group: list[int] = []
        for i, k in enumerate(part):
            group.extend(range(nxt[i], nxt[i] + k))
            nxt[i] += k
        groups.append(tuple(group))
    return tuple(groups), found[1]


@lru_cache(maxsize=65536)
def _split_taken(taken: int, played: str, jack12: bool,
                 any_size: bool) -> tuple[tuple[tuple[int, ...], ...], int] | None:
    """:func:`_split_plan` worked out on keys, from what is taken alone: the groups that fit in the cards taken are
    the same whatever else lies on the table, so one entry serves every table (a capture's groups are worked out
    for the log at every capture, and the plain split on a new table was most of that). The same search in the same
    order: the first rank with a card left (the top field: the Ace's is the top one) must be in the next group, the
    groups tried in :func:`_deck_groups` order, a later split kept only for more Aces as 11.
    ``tests/test_tablanette_speed.py`` checks both agree."""
    types = _deck_groups(played, jack12, any_size)
    best: tuple[tuple[int, ...], int] | None = None

    def split(left: int, groups: tuple[int, ...], elevens: int) -> None:
        nonlocal best
        if not left:
            if best is None or elevens > best[1]:
                best = (groups, elevens)
            return
        first = 15 << ((left.bit_length() - 1) & ~3)  # the field of the first rank with a card left
        fitting = left | _GUARD
        for group, e in types:
            if group & first and (fitting - group) & _GUARD == _GUARD:
                split(left - group, groups + (group,), elevens + e)

    split(taken, (), 0)
    if best is None:
        return None
    nxt = {}  # the position in ``taken`` of each rank's next unused card (it lists the cards in rank order)
    position = 0
    for shift in _SHIFTS:
        k = (taken >> shift) & 15
        if k:
            nxt[shift] = position
            position += k
    positions = []
    for part in best[0]:
        group_at: list[int] = []
        for shift in _SHIFTS:
            k = (part >> shift) & 15
            if k:
                group_at.extend(range(nxt[shift], nxt[shift] + k))
                nxt[shift] += k
        positions.append(tuple(group_at))
    return tuple(positions), best[1]


@lru_cache(maxsize=4096)
def _unkey(key: int) -> tuple[tuple[str, ...], _Pattern]:
    """A table key back as (ranks present, in rank order; how many of each)."""
    ranks = tuple(r for r in RANKS if (key >> _SHIFT[r]) & 15)
    return ranks, tuple((key >> _SHIFT[r]) & 15 for r in ranks)


def _key_of(cards: Iterable[Card]) -> int:
    bits = _BIT_AT
    return sum([bits[c.key] for c in cards])


# ------------------------------------------------------------------------------------------------------- moves
_CARD_KEY = operator.attrgetter("key")
_RANK_FIRST = operator.attrgetter("number", "key")


@dataclass(frozen=True, slots=True)
class Play(Move):
    """Play ``card`` from the hand and take the table cards ``taken`` (empty: the card stays on the table)."""

    card: Card
    taken: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "taken", tuple(sorted(self.taken, key=_RANK_FIRST)))

    @property
    def targets(self) -> tuple[Card, ...]:
        return self.taken

    @property
    def label(self) -> str:
        """The move in words, in the language in force when asked."""
        if not self.taken:
            return tr("tablanette.move.play", card=self.card.unicode)
        return tr("tablanette.move.take", card=self.card.unicode, cards=pretty(self.taken))

    def __str__(self) -> str:
        return f"{self.card} take {' '.join(map(str, self.taken))}" if self.taken else str(self.card)

    def __repr__(self) -> str:
        return f"tablanette.parse_move({str(self)!r})"



def _ordered_play(card: Card, taken: tuple[Card, ...]) -> Play:
    """A :class:`Play` whose ``taken`` is already in rank order (the engine's own captures, built rank by rank from
    the rank-ordered pools): the same value as ``Play(card, taken)``, without sorting again."""
    play = object.__new__(Play)
    object.__setattr__(play, "card", card)
    object.__setattr__(play, "taken", taken)
    return play


def _combinations(cards: tuple[Card, ...], k: int) -> tuple[tuple[Card, ...], ...]:
    if k == len(cards):
        return (cards,)
    return tuple(itertools.combinations(cards, k))


# Cards by their sort key (``Card.key``, under 64), so that the hot paths index lists instead of hashing cards.
_RANK_AT: list[int] = [-1] * 64
"""The index in ``RANKS`` of the card with this key."""
_BIT_AT: list[int] = [0] * 64
"""One card of the card's rank as a table key."""
for _card in standard_deck():
    _RANK_AT[_card.key] = _INDEX[_card.rank]
    _BIT_AT[_card.key] = 1 << _SHIFT[_card.rank]
_TAKEABLE_BIT = {jack12: [0 if special_jack(RANKS[i], jack12) or i < 0 else bit for i, bit in zip(_RANK_AT, _BIT_AT)]
                 for jack12 in (False, True)}
"""As ``_BIT_AT``, but nothing for a special Jack (on the table it is left to Jacks, T-A4)."""
_MASK_AT = {jack12: [_MASKS.get((rank, jack12)) for rank in RANKS] for jack12 in (False, True)}
"""``_MASKS`` by rank index; ``None`` for the special Jack, which sweeps the table."""
_ORDER_AT: list[int] = [0] * 64
"""A card's place in a play's list of what it takes, by card key: by rank number, then by key (``_RANK_FIRST``)."""
for _card in standard_deck():
    _ORDER_AT[_card.key] = _card.number << 6 | _card.key
_BARE: list[Play | None] = [None] * 64
"""The play of each card taking nothing, by card key: moves are immutable values, so one serves every position (its
card is the very one dealt, from :data:`_DECK`, which ``_apply`` finds in the hand by identity)."""

_Plays = tuple[tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...], tuple[int, ...], int, tuple[int, ...]]
"""The plays of one card on one (masked) table: its legal rank patterns (as :func:`_captures` gives them), how many
plays the patterns up to each one make, how many in all, and each pattern's ranks as bits (by rank index)."""
_PLAYS: dict[int, _Plays] = {}
"""The plays of a card by ``(masked table key << 4 | rank index) << 2 | flags`` (``flags``: Jack is 12, sums of any
size, as in :data:`_ROWS`). A plain dict (cleared when it grows past :data:`_PLAYS_KEPT`) is quicker to ask than the
``lru_cache`` of :func:`_captures` behind it."""
_PLAYS_KEPT = 200_000

_NOTHING: _Plays = ((((), (), 1),), (1,), 1, (0,))
"""The plays of a card that takes nothing: one, laying it down (every such entry is this one value)."""
_SWEEP: _Plays = ((), (1,), 1, ())
"""The plays of a special Jack: one, sweeping the whole table (T-A5; on an empty table it stays)."""


def _new_plays(index: int) -> _Plays:
    """The plays of :data:`_PLAYS` entry ``index``, worked out and kept."""
    # not through the cache of ``_captures``: each entry here is worked out once, and kept here
    key = index >> 6
    types, fields = _fitting_groups(key, RANKS[index >> 2 & 15], bool(index & 2), bool(index & 1))
    if not types:
        found = _NOTHING
    else:
        # The plays depend only on the ranks the groups on this table use: a table that differs in other ranks
        # has the same plays (most new tables in a random game do), so they are kept under that part of the key.
        key &= fields
        same = key << 6 | index & 63
        found = _PLAYS.get(same) or _plays_of(_search_taken(types, key), key)
        _PLAYS[same] = found
    if len(_PLAYS) >= _PLAYS_KEPT:
        _PLAYS.clear()
    _PLAYS[index] = found
    return found


def _plays_of(taken: list[int], key: int) -> _Plays:
    """The :data:`_PLAYS` entry of the legal taken patterns ``taken`` on the table ``key``."""
    if taken == [0]:
        return _NOTHING
    picks, sizes, ranks, total = [], [], [], 0
    for pattern in taken:
        pick = _pick(pattern, key)
        picks.append(pick)
        total += pick[2]
        sizes.append(total)
        ranks.append(sum(1 << i for i in pick[0]))
    return tuple(picks), tuple(sizes), total, tuple(ranks)


_ROWS: dict[int, list[_Plays | None]] = {}
"""The plays of a card of each rank on one whole table: ``_ROWS[key << 2 | flags][rank index]`` (``flags``: Jack is
12, sums of any size; ``None`` until asked), so that listing a hand's plays is a list look-up per card. Each entry
comes from :data:`_PLAYS` on the part of the table that matters to the card; cleared past :data:`_ROWS_KEPT`
tables."""
_ROWS_KEPT = 50_000


def _row(index: int) -> list[_Plays | None]:
    if len(_ROWS) >= _ROWS_KEPT:
        _ROWS.clear()
    row: list[_Plays | None] = [None] * len(RANKS)
    _ROWS[index] = row
    return row


def _fill(row: list[_Plays | None], index: int, rank_index: int) -> _Plays:
    """The plays of a card of rank ``rank_index`` on the table of row ``index`` (see :data:`_ROWS`), kept in the
    row."""
    flags = index & 3
    mask = _MASK_AT[bool(flags & 2)][rank_index]
    if mask is None:
        found = _SWEEP
    else:
        plays = ((index >> 2) & mask) << 6 | rank_index << 2 | flags
        found = _PLAYS.get(plays) or _new_plays(plays)
    row[rank_index] = found
    return found


def _card_plays(card: Card, entry: _Plays, table: tuple[Card, ...]) -> Iterator[Play]:
    """Every play of ``card`` (its plays ``entry`` on ``table``) in the list's order: its rank patterns in turn, and
    within one the choices of suits, the last rank varying fastest."""
    if entry is _NOTHING:
        yield _BARE[card.key]  # type: ignore[misc]  # every card of the deck has one
        return
    if entry is _SWEEP:
        yield _ordered_play(card, _in_rank_order(table))
        return
    picks, _sizes, _total, ranks = entry
    rank_at = _RANK_AT
    pools: dict[int, tuple[Card, ...]] = {}
    for (used, ks, size), wanted in zip(picks, ranks):
        if size == 1:  # one choice: every table card of these ranks (most captures)
            yield _ordered_play(card, _in_rank_order([c for c in table if wanted >> rank_at[c.key] & 1]))
            continue
        for i in used:
            if i not in pools:
                pools[i] = _pool(table, i)
        for combo in itertools.product(*(_combinations(pools[i], k) for i, k in zip(used, ks))):
            yield _ordered_play(card, tuple(c for part in combo for c in part))


def _in_rank_order(cards: Sequence[Card]) -> tuple[Card, ...]:
    """``cards`` in the order a play lists what it takes (by rank, then suit: ``Play``'s own sort), the quick way."""
    if len(cards) < 2:
        return tuple(cards)
    order = _ORDER_AT
    return tuple(sorted(cards, key=lambda c: order[c.key]))


def _pool(table: tuple[Card, ...], rank_index: int) -> tuple[Card, ...]:
    """The table cards of one rank, in suit order (a special Jack is never in a pattern). Worked out each time (a
    table holds a few cards): a list kept alive with every state is more work for the garbage collector, which was a
    good part of a random game's time."""
    rank_at = _RANK_AT
    return tuple(sorted((c for c in table if rank_at[c.key] == rank_index), key=_CARD_KEY))


class MoveList(LazyMoves):
    """The legal plays of a position, in a fixed order, built on demand.

    A big table can offer thousands of captures, most differing only in which suit of a rank is taken; the list
    knows how many there are and builds the ``i``-th without building the others, so a bot choosing by index
    never pays for them (iterating still yields every move). Its segments are the hand's cards, in hand order; each
    card's plays are its rank patterns in turn, and within one the choices of suits, the last rank varying fastest
    (:func:`_card_plays`)."""

    __slots__ = ("_cards", "_plays", "_table", "built")

    def __init__(self, cards: tuple[Card, ...], plays: Sequence[_Plays], table: tuple[Card, ...]) -> None:
        """``plays[k]`` are the plays of ``cards[k]`` (from :data:`_PLAYS`, or :data:`_SWEEP` for a special Jack)."""
        ends = []
        total = 0
        for entry in plays:
            total += entry[2]
            ends.append(total)
        self._ends, self._len = ends, total
        self._cards, self._plays, self._table = cards, plays, table
        self.built: Play | None = None
        """The move last built by index: legal by construction, so ``play`` need not check it again."""

    def __getitem__(self, index: Any) -> Any:
        # a random player's or a rollout's pick: most often a card that takes nothing, whose play is made once
        if type(index) is int and 0 <= index < self._len:
            k = bisect.bisect_right(self._ends, index)
            entry = self._plays[k]
            if entry is _NOTHING:
                move = self.built = _BARE[self._cards[k].key]
                return move
            return self._build(k, index - self._ends[k - 1] if k else index)
        return super().__getitem__(index)

    def _build(self, k: int, offset: int) -> Play:
        entry = self._plays[k]
        card = self._cards[k]
        if entry is _SWEEP:
            move = self.built = _ordered_play(card, _in_rank_order(self._table))
            return move
        picks, sizes, _total, ranks = entry
        j = bisect.bisect_right(sizes, offset)
        if j:
            offset -= sizes[j - 1]
        used, ks, size = picks[j]
        if size == 1:  # one choice: every table card of these ranks (most captures)
            wanted, rank_at = ranks[j], _RANK_AT
            move = self.built = _ordered_play(card, _in_rank_order([c for c in self._table
                                                                    if wanted >> rank_at[c.key] & 1]))
            return move
        parts = []
        # mixed-radix digits, the last rank varying fastest
        for i, k_of in zip(reversed(used), reversed(ks)):
            options = _combinations(_pool(self._table, i), k_of)
            offset, digit = divmod(offset, len(options))
            parts.append(options[digit])
        move = self.built = _ordered_play(card, tuple(c for part in reversed(parts) for c in part))
        return move

    def __iter__(self) -> Iterator[Play]:
        for card, entry in zip(self._cards, self._plays):
            yield from _card_plays(card, entry, self._table)


def build_move(state: State, card: Card, taken: Sequence[Card]) -> Play:
    """The play of ``card`` taking exactly ``taken`` (what the table widget builds from clicked cards)."""
    return Play(card, tuple(taken))


def parse_move(text: str) -> Play:
    """Read ``'QS take 2H 3S'`` or ``'5C'`` (play a card that takes nothing); :class:`MoveFormatError` with the
    reason in the reader's language otherwise."""
    head, _, tail = move_text(text).strip().partition(" take ")
    try:
        cards = STANDARD_SPELLING.cards(head)
        taken = STANDARD_SPELLING.cards(tail) if tail.strip() else ()
    except CardError as err:
        raise MoveFormatError(text, str(err)) from None  # the card's own reason, already in the reader's language
    if len(cards) != 1:
        raise MoveFormatError(text, Text("tablanette.move_error.format", text=text))
    return Play(cards[0], taken)


class _Later(LaterEvents):
    """The event of the capture ``move`` by ``seat``, worked out only when the log is read
    (:meth:`GameState._advance` keeps it with the step; :func:`_capture_event` makes it). Random play and the Monte
    Carlo bot's rollouts never read the log, and a capture's groups are a search of their own. It keeps only what
    every seat sees (the move, who made it, the deal, the rules), never the state: a view keeps the log's steps."""

    __slots__ = ("rules", "seat", "deal", "move")

    def __init__(self, rules: Rules, seat: int, deal: int, move: Play) -> None:
        self.rules, self.seat, self.deal, self.move = rules, seat, deal, move

    def __iter__(self) -> Iterator[Event]:
        return iter(_capture_event(self.rules, self.seat, self.deal, self.move))


_DISCARDS: dict[int, tuple[Event]] = {}
"""The event of laying a card down (as the events of the step), by (deal, seat, card): events are immutable values, so
one serves every game (a move's cost was mostly such small objects). Cleared past :data:`_DISCARDS_KEPT`."""
_DISCARDS_KEPT = 20_000


def _discard(seat: int, card: Card, deal: int) -> tuple[Event]:
    index = (deal << 3 | seat) << 6 | card.key
    found = _DISCARDS.get(index)
    if found is None:
        if len(_DISCARDS) >= _DISCARDS_KEPT:
            _DISCARDS.clear()
        found = _DISCARDS[index] = (Event("discard", seat, (card,), (), deal, None),)
    return found


# ------------------------------------------------------------------------------------------------------- state
@dataclass(frozen=True, eq=True)
class State(GameState):
    """A Tablanette position. Immutable: :meth:`play` returns the next state."""

    GAME: ClassVar[str] = NAME

    rules: Rules
    start: str
    seed: int
    deal: int
    dealer: int
    turn: int | None
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]
    captured: tuple[tuple[Card, ...], ...]
    last_capturer: int | None
    points: tuple[int, ...]
    """Running score per owner (seat, or team with partners)."""
    winners: tuple[int, ...] | None = None
    """Set when the game is over: the winning owners (several on a draw)."""
    score_lines: tuple[ScoreLine, ...] = ()
    _PER_STATE = ("_legal", "_key")  # the legal moves and the takeable table cards' key, worked out once per state

    # -- protocol --------------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.winners is not None

    @property
    def owner_names(self) -> tuple[str, ...]:
        """Who scores, named in the language in force: the seats, or the partnerships (``South & North``)."""
        return _owner_names(self.rules.teams, seat_names(self.players))

    def owner_of(self, seat: int) -> int:
        return seat % 2 if self.rules.partnership else seat

    @property
    def result(self) -> Result | None:
        """The final scores and the winners, made when asked (so it is worded in the language in force)."""
        if self.winners is None:
            return None
        return Result(self.owner_names, self.points, self.winners, teams=self.rules.partnership)

    def legal_moves(self) -> tuple[Play, ...] | MoveList:
        """Every legal play in a fixed order: each hand card's in turn, in hand order (the cards of a hand are
        distinct, one deck, so each card's plays are listed once). A tuple when no card takes anything, else a
        :class:`MoveList` that builds a play when asked for it."""
        cached = self._cache.get("_legal")
        if cached is None:
            cached = self._cache["_legal"] = self._moves_of(self.hands[self.turn] if self.turn is not None else ())
        return cached

    def captures(self, card: Card) -> tuple[Play, ...] | MoveList:
        """Every legal play of ``card`` on this table: its maximal captures (T-A1), or the bare play."""
        return self._moves_of((card,))

    def _moves_of(self, cards: tuple[Card, ...]) -> tuple[Play, ...] | MoveList:
        """The plays of ``cards`` in turn: a look-up per card of its plays on this table (:data:`_ROWS`). When none
        of them takes anything, the bare plays themselves (made once per card); else a :class:`MoveList` that builds
        a play when asked for it."""
        r = self.rules
        key = self._cache.get("_key")
        if key is None:
            key = self._table_key()
        index = key << 2 | (2 if r.jack_is_twelve else 0) | (1 if r.sums_any_size else 0)
        row = _ROWS.get(index) or _row(index)
        rank_at = _RANK_AT
        plays = [row[rank_at[c.key]] or _fill(row, index, rank_at[c.key]) for c in cards]
        if plays.count(_NOTHING) == len(plays):
            bare = _BARE
            return tuple([bare[c.key] for c in cards])  # type: ignore[misc]  # every card of the deck has one
        return MoveList(cards, plays, self.table)

    def _table_key(self) -> int:
        """The takeable table cards as a key: 4 bits per rank (a special Jack on the table is left to Jacks, T-A4)."""
        key = self._cache.get("_key")
        if key is None:
            bits = _TAKEABLE_BIT[self.rules.jack_is_twelve]
            key = self._cache["_key"] = sum(bits[c.key] for c in self.table)
        return key

    def _table_shape(self) -> tuple[tuple[str, ...], tuple[tuple[Card, ...], ...], _Pattern]:
        """The takeable table cards as (ranks in rank order, the cards of each rank in suit order, how many of
        each)."""
        jack12 = self.rules.jack_is_twelve
        takeable = sorted((c for c in self.table if not special_jack(c.rank, jack12)), key=_CARD_KEY)
        ranks = tuple(rank for rank in RANKS if any(c.rank == rank for c in takeable))
        pools = tuple(tuple(c for c in takeable if c.rank == rank) for rank in ranks)
        return ranks, pools, tuple(map(len, pools))

    def _listed(self, move: Play) -> bool:
        """Whether ``move`` is legal, checked the quick way: its card is in hand, its cards are distinct table cards,
        and their rank pattern is one of the legal ones (those :meth:`legal_moves` lists). ``why_illegal`` reasons
        it out in full only for a move this refuses, to say why."""
        if self._handed_out(move):
            return True  # built by this state's own list of legal moves
        if self.turn is None or move.card not in self.hands[self.turn]:
            return False
        taken = move.taken
        on_table = {c.key for c in self.table}  # every table card, a special Jack's included
        keys = {c.key for c in taken}
        if len(keys) != len(taken) or not keys <= on_table:
            return False
        r = self.rules
        played = move.card.rank
        if special_jack(played, r.jack_is_twelve):
            return len(keys) == len(on_table)  # a Jack sweeps the whole table (T-A5)
        if any(special_jack(c.rank, r.jack_is_twelve) for c in taken):
            return False
        key = self._table_key() & _MASKS[played, r.jack_is_twelve]
        return _key_of(taken) in _captures(key, played, r.jack_is_twelve, r.sums_any_size)[1]

    def _handed_out(self, move: Any) -> bool:
        """Whether ``move`` is this very object in this state's own list of legal moves (legal by construction)."""
        listed = self._cache.get("_legal")
        if listed is None:
            return False
        if type(listed) is tuple:
            return any(m is move for m in listed)
        return listed.built is move

    def deck_set(self) -> frozenset[Card]:
        return STANDARD_SPELLING.deck

    def why_illegal(self, move: Any) -> Reason | None:
        if not isinstance(move, Play):
            return Text("tablanette.reason.not_a_move", move=repr(move))
        foreign = self.foreign_card(move)  # before the rules, which go by a card's key (1C's is AC's)
        if foreign is not None:
            return foreign
        if self._listed(move):
            return None
        if self.turn is None:
            return Text("reason.game_over")
        name = Seat(self.turn, self.players)
        if move.card not in self.hands[self.turn]:
            return Text("reason.not_in_hand", card=move.card.unicode, name=name)
        if len(set(move.taken)) != len(move.taken):
            return Text("tablanette.reason.named_twice")
        for c in move.taken:
            if c not in self.table:
                return Text("tablanette.reason.not_on_table", card=c.unicode)
        r = self.rules
        if special_jack(move.card.rank, r.jack_is_twelve):
            if set(move.taken) != set(self.table):
                return Text("tablanette.reason.jack_takes_all")
            return None
        for c in move.taken:
            if special_jack(c.rank, r.jack_is_twelve):
                return Text("tablanette.reason.jack_on_table")
        ranks, _pools, counts = self._table_shape()
        taken = tuple(sum(1 for c in move.taken if c.rank == rank) for rank in ranks)
        value = _played_value(move.card.rank, r.jack_is_twelve)
        if any(taken) and _partition(ranks, counts, taken, move.card.rank, r.jack_is_twelve, r.sums_any_size) is None:
            key = "tablanette.reason.cannot_split_any" if r.sums_any_size else "tablanette.reason.cannot_split"
            return Text(key, cards=pretty(move.taken), rank=move.card.rank, value=value)
        left = _minus(counts, taken)
        for group, _ in _group_types(ranks, counts, move.card.rank, r.jack_is_twelve, r.sums_any_size):
            if _fits(group, left):
                remaining = [c for c in self.table if c not in move.taken]
                example = _describe_group(group, ranks, remaining)
                if not move.taken:
                    return Text("tablanette.reason.must_capture", card=move.card.unicode, example=example)
                return Text("tablanette.reason.take_everything", example=example)
        return None

    def _apply(self, move: Play) -> State:
        seat, deal = self.turn, self.deal
        assert seat is not None
        r = self.rules
        card, taken = move.card, move.taken
        hands = self.hands
        hand = hands[seat]
        rest = tuple([c for c in hand if c is not card])
        if len(rest) == len(hand):  # a card equal to one in hand, not that very object (a move read from its notation)
            k = card.key
            rest = tuple([c for c in hand if c.key != k])
        changed = list(hands)
        changed[seat] = rest
        hands = tuple(changed)
        turn: int | None = seat + 1 if seat + 1 < r.players else 0
        # the next table's key (``_table_key``) follows from this one's, worked out for the legal moves already
        key = self._cache.get("_key")
        if key is None:
            key = self._table_key()
        if not taken:
            nxt = self._advance(_ONE_BARE[card.key] or (move,) if move is _BARE[card.key] else (move,),
                                _discard(seat, card, deal), turn=turn, hands=hands, table=self.table + (card,))
            nxt._cache["_key"] = key + _TAKEABLE_BIT[r.jack_is_twelve][card.key]
        else:
            bits = _BIT_AT
            gone = 0
            for c in taken:
                gone |= 1 << c.key
                key -= bits[c.key]
            table = tuple([c for c in self.table if not gone >> c.key & 1])
            piles = list(self.captured)
            piles[seat] += taken + (card,)
            captured = tuple(piles)
            if table or special_jack(card.rank, r.jack_is_twelve):
                # the event's groups are worked out only if the log is read (a rollout never reads it)
                nxt = self._advance((move,), _Later(r, seat, self.deal, move), turn=turn, hands=hands,
                                    table=table, captured=captured, last_capturer=seat)
                nxt._cache["_key"] = key if table else 0
            else:
                split = self._split(move)
                value = self._tablanette_points(move, split)
                owner = self.owner_of(seat)
                points = self.points
                points = points[:owner] + (points[owner] + value,) + points[owner + 1:]
                new = [Event("tablanette", seat, (card,) + taken, (("groups", split[0]), ("points", value)), deal,
                             None)]
                winners = None
                if points[owner] >= r.goal:  # T-A9: the game ends at once
                    winners = (owner,)
                    new.append(event("game_over", None, deal=deal, owners=r.teams, scores=points, winners=winners))
                    turn = None
                nxt = self._advance((move,), new, turn=turn, hands=hands, table=table, captured=captured,
                                    last_capturer=seat, points=points, winners=winners,
                                    score_lines=self.score_lines + (ScoreLine(deal, owner, "tablanettes", value),))
                nxt._cache["_key"] = 0
                if winners is not None:
                    return nxt
        for h in hands:
            if h:
                return nxt
        if nxt.stock:
            return nxt._redeal()
        return nxt._end_deal()

    def _capture_event(self, move: Play) -> tuple[Event, ...]:
        """The event of a capture that is not a tablanette, played from this state (:func:`_capture_event`)."""
        assert self.turn is not None
        return _capture_event(self.rules, self.turn, self.deal, move)

    # -- deal flow ---------------------------------------------------------------------------------------------
    def _redeal(self) -> State:
        """Everyone's hand is empty and stock remains: deal again; play goes on in rotation (T-A12)."""
        hands, stock = _deal_hands(self.stock, self.rules, self.dealer)
        return self._advance((), _redeal_event(self.dealer, self.rules.hand_size, len(stock), self.deal),
                             hands=hands, stock=stock)

    def _end_deal(self) -> State:
        r, deal = self.rules, self.deal
        captured = list(self.captured)
        # only the events this step adds: the log before them is built when read (``GameState._advance``)
        events: list[Event] = []
        if self.table:
            if self.last_capturer is not None:
                captured[self.last_capturer] += self.table
            # T-A8: when nobody captured all deal, the table goes to nobody
            events.append(Event("last_cards", self.last_capturer, self.table, (), deal, None))
        teams = r.teams
        owners = len(teams)
        piles = [captured[team[0]] if len(team) == 1 else captured[team[0]] + captured[team[1]] for team in teams]
        lines = list(self.score_lines)
        deal_points = [0] * owners
        for o, pile in enumerate(piles):
            for item, value in _card_points(pile, r):
                if value:
                    lines.append(ScoreLine(deal, o, item, value))
                    deal_points[o] += value
        if r.most_cards_bonus:
            sizes = [len(p) for p in piles]
            top = best_owners(sizes)
            if len(top) == 1:  # T-A10: a tie for most cards scores nothing
                lines.append(ScoreLine(deal, top[0], "most_cards", 3))
                deal_points[top[0]] += 3
        points = tuple(p + d for p, d in zip(self.points, deal_points))
        counts = tuple(len(p) for p in piles)
        events.append(Event("deal_scored", None, (), (("owners", teams), ("counts", counts),
                                                      ("points", tuple(deal_points)), ("totals", points)), deal, None))
        goal = r.goal
        winners: tuple[int, ...] | None = None
        if r.single_deal or any(p >= goal for p in points):
            winners = best_owners(points)  # equal top scores are a draw
            events.append(event("game_over", None, deal=deal, owners=r.teams, scores=points, winners=winners))
        ended = self._advance((), events, table=(), captured=tuple(captured), points=points,
                              score_lines=tuple(lines), winners=winners, turn=None)
        if winners is not None:
            return ended
        return _start_deal(ended, deal + 1, (self.dealer + 1) % r.players, _shuffled(self.seed, deal + 1))

    # -- helpers ---------------------------------------------------------------------------------------------
    def _split(self, move: Play) -> tuple[tuple[tuple[Card, ...], ...], int]:
        """The groups of a capture (Aces as 11 where they can be) and how many Aces count 11 in them."""
        return _split(self.rules, move)

    def _tablanette_points(self, move: Play, split: tuple[tuple[tuple[Card, ...], ...], int] | None = None) -> int:
        """Value of every card taken plus the played card; Aces per ``ace_in_tablanette`` (T-A3)."""
        r = self.rules
        mode = r.ace_in_tablanette
        _, elevens = split or self._split(move)
        total = 0
        for c in move.taken + (move.card,):
            total += 1 if c.rank == "A" else _values(c.rank, True)[0]
        aces = sum(1 for c in move.taken + (move.card,) if c.rank == "A")
        if mode == "eleven":
            total += 10 * aces
        elif mode == "as_used":
            played_ace = 1 if move.card.rank == "A" else 0
            total += 10 * (elevens + played_ace)
        return total

    def all_cards(self) -> tuple[Card, ...]:
        """Every card of the game, wherever it lies (for conservation checks)."""
        return (sum(self.hands, ()) + self.table + self.stock + sum(self.captured, ()))

    # -- what a seat sees (GameState.view) ----------------------------------------------------------------------
    def _view_later(self, seat: int | None,
                    open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
        # Every part is made when first read, from what the seat sees: the hands by their size but its own, and the
        # log in the pieces the state keeps it in (every Tablanette event is public).
        hands = self.hands
        own = hands if open_hands else (hands[seat] if seat is not None else None)  # every hand when open
        data = (self.players, self.dealer, self.rules, len(self.stock), self.table, None if open_hands else seat,
                tuple(map(len, hands)), own, tuple(map(len, self.captured)), self.deal, self.points, self.winners,
                self.turn, public_log(self))
        return {}, _view_part, data

    def _view_zones(self, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
        return self.view(seat, open_hands=open_hands).zones

    def _view_facts(self, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
        return _facts(self.players, self.dealer, self.rules.partnership, self.deal, self.rules.goal, self.points)

    def _view_events(self, seat: int | None, open_hands: bool) -> tuple[Event, ...]:
        # every Tablanette event is public (none has ``visible_to``), so each seat sees the log as it is: masking it
        # event by event at every view was a heuristic bot's decision's largest cost late in a game
        return self.events

    @property
    def status(self) -> Text:
        """Whose turn it is, or the result, as data worded when shown."""
        return _status(self.rules, self.players, self.points, self.winners, self.turn, self.deal)

    @classmethod
    def _parse_move(cls, text: str) -> Play:
        return parse_move(text)

    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        kind = start.get("kind")
        seed = start.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise StateFormatError("start.seed", Text("state_error.integer", got=repr(seed)))
        if kind == "seed":
            return new_game(rules, seed=seed)
        dealer = start.get("dealer", 0)
        if not isinstance(dealer, int) or not 0 <= dealer < rules.players:
            raise StateFormatError("start.dealer", Text("state_error.seat", max=rules.players - 1, got=repr(dealer)))
        if kind == "deck":
            return from_deck(rules, cards_field(start, "deck", STANDARD_SPELLING), dealer=dealer, seed=seed)
        if kind == "position":
            hands = start.get("hands")
            if not isinstance(hands, list):
                raise StateFormatError("start.hands", Text("tablanette.state_error.hands"))
            # every list of codes read through cards_field, so a bad one is refused with its field and reason
            hand_codes = [codes(cards_field({f"hands[{i}]": h}, f"hands[{i}]", STANDARD_SPELLING))
                          for i, h in enumerate(hands)]
            table = codes(cards_field(start, "table", STANDARD_SPELLING)) if "table" in start else ""
            stock = codes(cards_field(start, "stock", STANDARD_SPELLING)) if "stock" in start else ""
            return from_position(rules, hands=hand_codes, table=table, stock=stock,
                                 dealer=dealer, to_move=start.get("to_move", (dealer + 1) % rules.players), seed=seed)
        raise StateFormatError("start.kind", Text("tablanette.state_error.kind", got=repr(kind)))


# ------------------------------------------------------------------------------------------------ construction
def new_game(rules: Rules | None = None, *, seed: int) -> State:
    """A new game: the first dealer chosen as the rules say, then a deck shuffled once with ``random.Random(seed)``."""
    rules = rules or Rules()
    events: list[Event] = []
    if rules.first_dealer == "cut":
        dealer, events = _cut_for_dealer(rules.players, seed)
    else:
        dealer = rules.players - 1  # so that South plays first
    state = _start(rules, start_json(kind="seed", seed=seed), seed, dealer, _shuffled(seed, 1), tuple(events))
    return state


def from_deck(rules: Rules | None = None, deck: Sequence[Card] | str = (), *, dealer: int = 0,
              seed: int = 0) -> State:
    """A game whose first deal comes from ``deck`` (top card first; a full 52-card deck). Later deals are
    shuffled from ``seed``."""
    rules = rules or Rules()
    cards = STANDARD_SPELLING.cards(deck)
    if sorted(cards) != sorted(standard_deck()):
        raise StateFormatError("start.deck", Text("tablanette.state_error.deck"))
    return _start(rules, start_json(kind="deck", seed=seed, dealer=dealer, deck=" ".join(map(str, cards))), seed,
                  dealer, cards, ())


def from_position(rules: Rules | None = None, *, hands: Sequence[str | Sequence[Card]], table: str = "",
                  stock: str = "", dealer: int | None = None, to_move: int = 0, seed: int = 0) -> State:
    """A position given by card codes, for worked examples and puzzles: ``hands`` one string per seat, the table,
    and optionally the stock (top first). Cards need not make a full deck, but none may repeat."""
    rules = rules or (Rules(players=len(hands)) if len(hands) in PLAYER_COUNTS else Rules())
    if len(hands) != rules.players:
        raise StateFormatError("start.hands", Text("state_error.hands_count", n=rules.players, got=len(hands)))
    if dealer is None:
        dealer = (to_move - 1) % rules.players
    if not isinstance(to_move, int) or not 0 <= to_move < rules.players:
        raise StateFormatError("start.to_move", Text("state_error.seat", max=rules.players - 1, got=repr(to_move)))
    hand_cards = tuple(STANDARD_SPELLING.cards(h) for h in hands)
    table_cards, stock_cards = STANDARD_SPELLING.cards(table), STANDARD_SPELLING.cards(stock)
    everything = sum(hand_cards, ()) + table_cards + stock_cards
    if len(set(everything)) != len(everything):
        dup = sorted({c for c in everything if everything.count(c) > 1})
        raise StateFormatError("start", Text("tablanette.state_error.twice", cards=pretty(dup)))
    start = start_json(kind="position", seed=seed, dealer=dealer, to_move=to_move,
                       hands=[" ".join(map(str, h)) for h in hand_cards], table=" ".join(map(str, table_cards)),
                       stock=" ".join(map(str, stock_cards)))
    owners = len(rules.teams)
    return State(rules, start, seed, 1, dealer, to_move, hand_cards, table_cards, stock_cards,
                 ((),) * rules.players, None, (0,) * owners,
                 log=Log.of(events=(event("position", None, table_cards, deal=1),)))


def _start(rules: Rules, start: str, seed: int, dealer: int, deck: Sequence[Card], events: tuple[Event, ...]) -> State:
    owners = len(rules.teams)
    blank = State(rules, start, seed, 0, dealer, None, ((),) * rules.players, (), (), ((),) * rules.players, None,
                  (0,) * owners, log=Log.of(events=events))
    return _start_deal(blank, 1, dealer, tuple(deck))


def _start_deal(state: State, deal: int, dealer: int, deck: tuple[Card, ...]) -> State:
    """Deal hands from the dealer's left, four cards to the table, and bury table Jacks under the stock."""
    r = state.rules
    hands, stock = _deal_hands(deck, r, dealer)
    table, stock = stock[:4], stock[4:]
    # added to the log, built when read (``GameState._advance``)
    events: list[Event] = [Event("deal", dealer, (), (("size", r.hand_size),), deal, None)]
    # The write-up: every special Jack among the first four goes to the bottom of the stock, replaced from the top,
    # the replacements included.
    jack12 = r.jack_is_twelve
    while (jack := next((c for c in table if special_jack(c.rank, jack12)), None)) is not None:
        replacement, stock = stock[0], stock[1:] + (jack,)
        table = tuple(replacement if c == jack else c for c in table)
        events.append(event("bury_jack", dealer, (jack, replacement), deal=deal))
    events.append(Event("table", None, table, (), deal, None))
    return state._advance((), events, deal=deal, dealer=dealer, turn=(dealer + 1) % r.players, hands=hands,
                          table=table, stock=stock, captured=((),) * r.players, last_capturer=None)


@lru_cache(maxsize=4096)
def _redeal_event(dealer: int, size: int, stock: int, deal: int) -> tuple[Event]:
    """The event of a redeal (as the events of the step): data, so one value serves every game."""
    return (Event("redeal", dealer, (), (("size", size), ("stock", stock)), deal, None),)


def _deal_hands(deck: tuple[Card, ...], rules: Rules, dealer: int) -> tuple[tuple[tuple[Card, ...], ...],
                                                                           tuple[Card, ...]]:
    n, size = rules.players, rules.hand_size
    dealt = n * size
    # one card at a time from the dealer's left: the k-th seat from there gets every n-th card from the k-th
    hands = tuple([deck[(seat - dealer - 1) % n:dealt:n] for seat in range(n)])
    return hands, deck[dealt:]


def _cut_for_dealer(players: int, seed: int) -> tuple[int, list[Event]]:
    """Everyone cuts; the lowest card deals (Ace low); those tied for lowest cut again."""
    rng = random.Random(f"{seed}/cut")
    events: list[Event] = []
    contenders = list(range(players))
    while True:
        cards = rng.sample(_DECK, len(contenders))
        events.append(event("cut", None, tuple(cards), deal=1, seats=tuple(contenders)))
        low = min(c.number for c in cards)
        contenders = [s for s, c in zip(contenders, cards) if c.number == low]
        if len(contenders) == 1:
            events.append(event("first_dealer", contenders[0], deal=1))
            return contenders[0], events


_DECK = standard_deck()
"""The 52 cards in deck order, made once (cards are immutable values; making them at every deal was slow)."""
for _card in _DECK:
    _BARE[_card.key] = _ordered_play(_card, ())
_ONE_BARE: list[tuple[Play] | None] = [None if play is None else (play,) for play in _BARE]
"""Each bare play as the moves of a step (``GameState._advance``), made once too."""


def _shuffled(seed: int, deal: int) -> tuple[Card, ...]:
    """The deck of a deal: deal 1 shuffled with the seed itself (one shuffle per game); later deals with a stable
    string seed derived from it."""
    return tuple(_shuffle(random.Random(seed if deal == 1 else f"{seed}/{deal}"), list(_DECK)))


def _shuffle(rng: random.Random, deck: list[Card]) -> list[Card]:
    """``deck`` shuffled in place by ``rng`` (:func:`cardrules.cards.shuffle`, ``rng.shuffle``'s very draws), and
    returned."""
    shuffle(rng, deck)
    return deck


PARLETT_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}
"""Parlett's card points (the ``card_points="parlett"`` house rule)."""
HONOURS = ("A", "K", "Q", "J", "10")
"""The cards worth a point each at the end of a deal under the write-up's card points."""
_HONOUR_KEYS = frozenset(c.key for c in standard_deck() if c.rank in HONOURS)
TEN_OF_DIAMONDS = Card("10", Suit.DIAMONDS)
TWO_OF_CLUBS = Card("2", Suit.CLUBS)


def _card_points(pile: Sequence[Card], rules: Rules) -> list[tuple[str, int]]:
    """The end-of-deal items of one pile, as (score code, points); the codes are worded by
    ``tablanette.score.<code>``."""
    if rules.card_points == "parlett":
        return [("card_points_parlett", sum(PARLETT_POINTS.get(c.rank, 0) for c in pile))]
    keys = {c.key for c in pile}  # a card's key names it in one deck (comparing cards field by field was slow)
    honours = len(keys & _HONOUR_KEYS)
    return [("honours", honours), ("ten_of_diamonds", 1 if TEN_OF_DIAMONDS.key in keys else 0),
            ("two_of_clubs", 1 if TWO_OF_CLUBS.key in keys else 0)]


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def _describe_group(group: _Pattern, ranks: tuple[str, ...], table: Sequence[Card]) -> str:
    pool = sorted(c for c in table)
    cards = []
    for rank, k in zip(ranks, group):
        cards += [c for c in pool if c.rank == rank][:k]
    return " + ".join(c.unicode for c in cards)


_HAND_ZONES = tuple(f"hand/{s}" for s in range(max(PLAYER_COUNTS)))
_CAPTURE_ZONES = tuple(f"captured/{s}" for s in range(max(PLAYER_COUNTS)))


@lru_cache(maxsize=64)
def _view_labels(players: int, dealer: int, partnership: bool) -> tuple[Text, Text, tuple[Text, ...],
                                                                         tuple[Text, ...], tuple[Any, ...], Seat]:
    """What a view labels, which changes only with the deal (texts are data, worded when shown, so one set serves
    every view and every language): the stock's and the table's labels, each hand's, each capture pile's, the
    scoring owners, the dealer. A heuristic bot's decision is mostly the view it reads."""
    hands = tuple(Text("zone.dealer" if s == dealer else "tablanette.zone.hand", name=Seat(s, players))
                  for s in range(players))
    piles = tuple(Text("tablanette.zone.captures", name=Seat(s, players)) for s in range(players))
    teams = Rules(players=players, partnership=partnership).teams
    return (Text("zone.stock"), Text("zone.table"), hands, piles, _owners(teams, players), Seat(dealer, players))


@lru_cache(maxsize=4096)
def _facts(players: int, dealer: int, partnership: bool, deal: int, goal: int,
           points: tuple[int, ...]) -> tuple[tuple[str, Any], ...]:
    """A view's facts (deal, dealer, target, each owner's score): data, so one value serves every view of a deal
    with the same scores."""
    labels = _view_labels(players, dealer, partnership)
    scores = tuple(Text("result.score", owner=owner, score=p) for owner, p in zip(labels[4], points))
    return (("deal", deal), ("dealer", labels[5]), ("target", goal), ("score", scores))


def _view_part(data: tuple[Any, ...], name: str) -> Any:
    """A part of a view (``zones``, ``facts``, ``events`` or ``status``) from what ``State._view_later`` kept of the
    state for the seat: nothing hidden from it."""
    n, dealer, r, stock, table, seat, sizes, own, piles, deal, points, winners, turn, log = data
    if name == "zones":
        labels = _view_labels(n, dealer, r.partnership)
        zones = [_face_down(_STOCK, 0, stock, n, dealer, r.partnership),
                 Zone("table", labels[1], table, layout="spread")]
        for s in range(n):
            hand = (own if s == seat else None) if seat is not None or own is None else own[s]
            if hand is None:
                zones.append(_face_down(_HAND, s, sizes[s], n, dealer, r.partnership))
            else:
                zones.append(Zone(_HAND_ZONES[s], labels[2][s], tuple(sorted(hand, key=_CARD_KEY)), owner=s,
                                  layout="fan"))
        for s, count in enumerate(piles):
            zones.append(_face_down(_PILE, s, count, n, dealer, r.partnership))
        return tuple(zones)
    if name == "facts":
        return _facts(n, dealer, r.partnership, deal, r.goal, points)
    if name == "events":
        return log.events()
    return _status(r, n, points, winners, turn, deal)


def _status(rules: Rules, players: int, points: tuple[int, ...], winners: tuple[int, ...] | None, turn: int | None,
            deal: int) -> Text:
    if winners is not None:
        return Text("status.game_over", result=_Outcome(rules.teams, n=players, scores=points, winners=winners))
    assert turn is not None
    return _to_play(turn, players, deal)


def _split(rules: Rules, move: Play) -> tuple[tuple[tuple[Card, ...], ...], int]:
    """The groups of a capture (Aces as 11 where they can be) and how many Aces count 11 in them."""
    # the groups are made of the cards taken: split them alone (the rest of the table plays no part)
    found = _split_taken(_key_of(move.taken), move.card.rank, rules.jack_is_twelve, rules.sums_any_size)
    assert found is not None
    card_at = move.taken.__getitem__
    return tuple([tuple(map(card_at, group)) for group in found[0]]), found[1]


def _capture_event(rules: Rules, seat: int, deal: int, move: Play) -> tuple[Event, ...]:
    """The event of a capture that is not a tablanette: a Jack's sweep, or the groups the played card takes (Aces
    as 11 where they can be)."""
    sweep = special_jack(move.card.rank, rules.jack_is_twelve)
    groups = () if sweep else _split(rules, move)[0]
    return (Event("capture", seat, (move.card,) + move.taken, (("groups", groups), ("sweep", sweep)), deal, None),)


@lru_cache(maxsize=256)
def _to_play(turn: int, players: int, deal: int) -> Text:
    """The status of a game in progress (a text is data: one serves every view of that turn)."""
    return Text("tablanette.status.to_play", name=Seat(turn, players), deal=deal)


_STOCK, _HAND, _PILE = range(3)


@lru_cache(maxsize=4096)
def _face_down(kind: int, seat: int, count: int, players: int, dealer: int, partnership: bool) -> Zone:
    """A zone of ``count`` face-down cards (the stock, a hidden hand, a capture pile): the same few values at every
    view, made once (zones are immutable)."""
    labels = _view_labels(players, dealer, partnership)
    if kind == _STOCK:
        return Zone("stock", labels[0], (None,) * count, layout="stack")
    if kind == _HAND:
        return Zone(_HAND_ZONES[seat], labels[2][seat], (None,) * count, owner=seat, layout="fan")
    return Zone(_CAPTURE_ZONES[seat], labels[3][seat], (None,) * count, owner=seat, layout="stack")


# -------------------------------------------------------------------------------------------------- narration
def _owners(teams: Sequence[Sequence[int]], players: int) -> tuple[Any, ...]:
    """The scoring owners as data: a :class:`Seat`, or a partnership as a :class:`Text` of its two seats."""
    return tuple(Seat(team[0], players) if len(team) == 1 else
                 Text("tablanette.team", first=Seat(team[0], players), second=Seat(team[1], players))
                 for team in teams)


def _owner_names(teams: Sequence[Sequence[int]], names: Sequence[str]) -> tuple[str, ...]:
    return tuple(team_name(names[s] for s in team) for team in teams)


@dataclass(frozen=True)
class _Outcome:
    """The end of a game as data (who scores, the scores, the winners), worded as a :class:`Result` when shown."""

    teams: tuple[tuple[int, ...], ...]
    n: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def __str__(self) -> str:
        owners = _owner_names(self.teams, seat_names(self.n))
        return str(Result(owners, self.scores, self.winners, teams=len(self.teams[0]) > 1))


def _sum_words(group: Sequence[Card], value: int) -> str:
    """``1 + 10`` for A♣ + 10♠ making 11: each Ace shown at the value that makes the sum (numbers only, in no
    language)."""
    fixed = sum(_PIPS.get(c.rank, 12) for c in group if c.rank != "A")
    aces = sum(1 for c in group if c.rank == "A")
    elevens = next((k for k in range(aces, -1, -1) if fixed + aces + 10 * k == value), 0)
    parts, used = [], 0
    for c in group:
        if c.rank == "A":
            parts.append("11" if used < elevens else "1")
            used += 1
        else:
            parts.append(str(_PIPS.get(c.rank, 12)))
    return " + ".join(parts)


def _groups_words(played: Card, groups: Sequence[Sequence[Card]]) -> str:
    """The groups of a capture as the narration shows them: ``K♠; 2♥ + 3♠ + 9♦ (2 + 3 + 9 = 14)``."""
    value = 11 if played.rank == "A" else _PIPS.get(played.rank, 12)
    by_rank = [g[0] for g in groups if len(g) == 1]
    parts = [pretty(by_rank)] if by_rank else []  # the cards of its own rank, together
    for g in groups:
        if len(g) > 1:
            parts.append(tr("tablanette.event.group_sum", cards=" + ".join(c.unicode for c in g),
                            sum=_sum_words(g, value), value=value))
    return tr("list.semi").join(parts)


def narrate(e: Event, names: Sequence[str]) -> str:
    """One sentence for an event, in the language in force now (the templates are ``tablanette.event.*`` in
    ``text_<lang>.py``); events hold only seats, cards and numbers."""
    who = names[e.seat] if e.seat is not None else ""
    k = e.kind
    card = e.cards[0].unicode if e.cards else ""
    if k == "cut":
        cuts = zip(e.get("seats"), e.cards)
        return tr("tablanette.event.cut", cuts=tr("list.sep").join(f"{names[s]} {c.unicode}" for s, c in cuts))
    if k == "first_dealer":
        return tr("tablanette.event.first_dealer", who=who)
    if k == "deal":
        return tr("tablanette.event.deal", deal=e.deal, who=who, size=e.get("size"))
    if k == "bury_jack":
        return tr("tablanette.event.bury_jack", jack=card, card=e.cards[1].unicode)
    if k == "table":
        return tr("tablanette.event.table", cards=pretty(e.cards))
    if k == "position":
        if e.cards:
            return tr("tablanette.event.position", cards=pretty(e.cards))
        return tr("tablanette.event.position_empty")
    if k == "redeal":
        return tr("tablanette.event.redeal", who=who, size=e.get("size"), stock=e.get("stock"))
    if k == "discard":
        return tr("tablanette.event.discard", who=who, card=card)
    if k == "capture":
        if e.get("sweep"):
            return tr("tablanette.event.sweep", who=who, card=card, cards=pretty(e.cards[1:]))
        return tr("tablanette.event.capture", who=who, card=card, groups=_groups_words(e.cards[0], e.get("groups")))
    if k == "tablanette":
        return tr("tablanette.event.tablanette", who=who, card=card, groups=_groups_words(e.cards[0], e.get("groups")),
                  points=e.get("points"))
    if k == "last_cards":
        if e.seat is None:
            return tr("tablanette.event.last_cards_nobody", cards=pretty(e.cards))
        return tr("tablanette.event.last_cards", who=who, cards=pretty(e.cards))
    if k == "deal_scored":
        owners = _owner_names(e.get("owners"), names)
        each = tr("list.semi").join(tr("tablanette.event.deal_scored.owner", owner=o, points=p, total=t,
                                       cards=cards_text(n))
                                    for o, n, p, t in zip(owners, e.get("counts"), e.get("points"), e.get("totals")))
        return tr("tablanette.event.deal_scored", deal=e.deal, each=each)
    if k == "game_over":
        teams = e.get("owners")
        result = Result(_owner_names(teams, names), e.get("scores"), e.get("winners"), teams=len(teams[0]) > 1)
        return tr("event.game_over", summary=result)
    return f"{k} {who} {pretty(e.cards)}".strip()


# ------------------------------------------------------------------------------------------------ game facts
def game_facts(state: State) -> dict[str, int | float]:
    """What a rules designer asks about a finished game: tablanettes made and their points, Jack sweeps."""
    made = [e for e in state.events if e.kind == "tablanette"]
    sweeps = sum(1 for e in state.events if e.kind == "capture" and e.get("sweep"))
    captures = sum(1 for e in state.events if e.kind == "capture") + len(made)
    return {"tablanettes": len(made), "tablanette_points": sum(e.get("points") for e in made),
            "jack_sweeps": sweeps, "captures": captures}
