"""Tablanette at speed: the tables, keys and caches that list the captures and play the moves fast.

:mod:`cardrules.games.tablanette.rules` states the game plainly (the groups a card may take, the legal captures as a
search over unions of disjoint groups, and ``State._plain_moves`` / ``State._plain_apply``); this module holds what play
uses instead, each piece tested against the plain rule it restates (``tests/engine/test_fast_paths_match_rules.py``,
``tests/engine/test_tablanette_fast_captures_match.py``): a table as one integer key (4 bits per rank), the groups of
the whole deck read off by masks (:func:`_group_types`), the legal capture patterns as bit sets for big tables, the
captures of each played card per table key kept in rows (:data:`_ROWS`), the move list that builds a play only when
asked for it (:class:`MoveList`), the events that recur made once, and the fast apply (:func:`apply`).
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Iterable, Iterator, Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from cardrules.cards import RANKS, Card, standard_deck
from cardrules.games.tablanette.rules import (
    _CARD_KEY,
    Play,
    Rules,
    _group_types_plain,
    _legal_patterns_plain,
    _ordered_play,
    _pack,
    _partition,
    _Pattern,
    _played_value,
    _search_plain,
    _unpack,
    _values,
    special_jack,
)
from cardrules.protocol import (
    Event,
    LaterEvents,
    LazyMoves,
    ScoreLine,
    event,
)

if TYPE_CHECKING:
    from cardrules.games.tablanette.rules import State


@lru_cache(maxsize=65536)
def _group_types(ranks: tuple[str, ...], counts: _Pattern, played: str, jack12: bool,
                 any_size: bool) -> tuple[tuple[_Pattern, int], ...]:
    """:func:`_group_types_plain`, read off :func:`_deck_groups`: the groups this table holds are the groups of the
    whole deck that fit in it, in the same order (a cold search on a new table was most of a random game's time,
    and the walk over sums was most of that). ``tests/engine/test_tablanette_fast_captures_match.py`` checks both
    agree."""
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
    (``tests/engine/test_tablanette_fast_captures_match.py`` compares them on thousands of tables); a new table at every
    few decisions of a random game made the conversions a good part of its cost."""
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
    ``tests/engine/test_fast_paths_match_rules.py`` checks both agree."""
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


def moves_of(state: State, cards: tuple[Card, ...]) -> tuple[Play, ...] | MoveList:
    """The plays of ``cards`` in turn: a look-up per card of its plays on this table (:data:`_ROWS`). When none
    of them takes anything, the bare plays themselves (made once per card); else a :class:`MoveList` that builds
    a play when asked for it."""
    r = state.rules
    key = state._cache.get("_key")
    if key is None:
        key = state._table_key()
    index = key << 2 | (2 if r.jack_is_twelve else 0) | (1 if r.sums_any_size else 0)
    row = _ROWS.get(index) or _row(index)
    rank_at = _RANK_AT
    plays = [row[rank_at[c.key]] or _fill(row, index, rank_at[c.key]) for c in cards]
    if plays.count(_NOTHING) == len(plays):
        bare = _BARE
        return tuple([bare[c.key] for c in cards])  # type: ignore[misc]  # every card of the deck has one
    return MoveList(cards, plays, state.table)


def table_key(state: State) -> int:
    """The takeable table cards as a key: 4 bits per rank (a special Jack on the table is left to Jacks, T-A4)."""
    key = state._cache.get("_key")
    if key is None:
        bits = _TAKEABLE_BIT[state.rules.jack_is_twelve]
        key = state._cache["_key"] = sum(bits[c.key] for c in state.table)
    return key


def listed(state: State, move: Play) -> bool:
    """Whether ``move`` is legal, checked the quick way: its card is in hand, its cards are distinct table cards,
    and their rank pattern is one of the legal ones (those :meth:`legal_moves` lists). ``why_illegal`` reasons
    it out in full only for a move this refuses, to say why."""
    if state._handed_out(move):
        return True  # built by this state's own list of legal moves
    if state.turn is None or move.card not in state.hands[state.turn]:
        return False
    taken = move.taken
    on_table = {c.key for c in state.table}  # every table card, a special Jack's included
    keys = {c.key for c in taken}
    if len(keys) != len(taken) or not keys <= on_table:
        return False
    r = state.rules
    played = move.card.rank
    if special_jack(played, r.jack_is_twelve):
        return len(keys) == len(on_table)  # a Jack sweeps the whole table (T-A5)
    if any(special_jack(c.rank, r.jack_is_twelve) for c in taken):
        return False
    key = state._table_key() & _MASKS[played, r.jack_is_twelve]
    return _key_of(taken) in _captures(key, played, r.jack_is_twelve, r.sums_any_size)[1]


def apply(state: State, move: Play) -> State:
    seat, deal = state.turn, state.deal
    assert seat is not None
    r = state.rules
    card, taken = move.card, move.taken
    hands = state.hands
    hand = hands[seat]
    rest = tuple([c for c in hand if c is not card])
    if len(rest) == len(hand):  # a card equal to one in hand, not that very object (a move read from its notation)
        k = card.key
        rest = tuple([c for c in hand if c.key != k])
    changed = list(hands)
    changed[seat] = rest
    hands = tuple(changed)
    turn: int | None = seat + 1 if seat + 1 < r.players else 0
    # the next table's key (``_table_key``) follows from this one's, worked out for the legal moves already, and is
    # put into the next state's cache (a field named ``_key`` would never be read)
    key = state._cache.get("_key")
    if key is None:
        key = state._table_key()
    if not taken:
        nxt = state._advance(_ONE_BARE[card.key] or (move,) if move is _BARE[card.key] else (move,),
                            _discard(seat, card, deal), turn=turn, hands=hands,
                            table=state.table + (card,))
        nxt._cache["_key"] = key + _TAKEABLE_BIT[r.jack_is_twelve][card.key]
    else:
        bits = _BIT_AT
        gone = 0
        for c in taken:
            gone |= 1 << c.key
            key -= bits[c.key]
        table = tuple([c for c in state.table if not gone >> c.key & 1])
        piles = list(state.captured)
        piles[seat] += taken + (card,)
        captured = tuple(piles)
        if table or special_jack(card.rank, r.jack_is_twelve):
            # the event's groups are worked out only if the log is read (a rollout never reads it)
            nxt = state._advance((move,), _Later(r, seat, state.deal, move), turn=turn, hands=hands,
                                table=table, captured=captured, last_capturer=seat)
            nxt._cache["_key"] = key if table else 0
        else:
            split = state._split(move)
            value = state._tablanette_points(move, split)
            owner = state.owner_of(seat)
            points = state.points
            points = points[:owner] + (points[owner] + value,) + points[owner + 1:]
            new = [Event("tablanette", seat, (card,) + taken, (("groups", split[0]), ("points", value)), deal,
                         None)]
            winners = None
            if points[owner] >= r.goal:  # T-A9: the game ends at once
                winners = (owner,)
                new.append(event("game_over", None, deal=deal, owners=r.teams, scores=points, winners=winners))
                turn = None
            nxt = state._advance((move,), new, turn=turn, hands=hands, table=table, captured=captured,
                                last_capturer=seat, points=points, winners=winners,
                                score_lines=state.score_lines + (ScoreLine(deal, owner, "tablanettes", value),))
            nxt._cache["_key"] = 0
            if winners is not None:
                return nxt
    for h in hands:
        if h:
            return nxt
    if nxt.stock:
        return nxt._redeal()
    return nxt._end_deal()

_DECK = standard_deck()
"""The 52 cards in deck order, made once (cards are immutable values; making them at every deal was slow)."""
for _card in _DECK:
    _BARE[_card.key] = _ordered_play(_card, ())
_ONE_BARE: list[tuple[Play] | None] = [None if play is None else (play,) for play in _BARE]
"""Each bare play as the moves of a step (``GameState._advance``), made once too."""


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
