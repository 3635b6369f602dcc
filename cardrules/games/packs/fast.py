"""Packs at speed: the tables, caches and generators that list and play the moves fast.

:mod:`cardrules.games.packs.rules` states the game plainly; this module holds what makes it fast enough for
simulations and Monte Carlo rollouts, each piece tested against the plain rule it restates
(``tests/engine/test_fast_paths_match_rules.py``):

* the groups of a hand's cards of one suit and their values, enumerated once per hand and kept as the cards' integer
  sort keys (:func:`_keyed_groups`), and the sub-multisets of an owner's packs a thief could take (:func:`_hauls`);
* the move list (:class:`MoveList`), which stands for every pack or steal open without making them
  (:func:`pack_segments`, :func:`steal_segments`), and what a thief could take from each player, handed on from
  state to state (:func:`hauls_of`, :func:`hand_on_hauls`, :func:`robbed_on_hauls`);
* the deck's own card objects by sort key, and each card's values as ints (:data:`_CANON`,
  :data:`_SCORE_AND_TOTAL`), and the events that recur, made once (:data:`_DRAW_INFO`, :data:`_TURN_ENDS`,
  :data:`_FEEDS`).
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Iterator, Sequence
from functools import cache
from itertools import chain, product
from typing import TYPE_CHECKING, Any

from cardrules.cards import STANDARD_SUITS, Card, Suit, codes, standard_deck
from cardrules.games.packs.rules import (
    _KEY,
    _PLAY,
    ACT,
    DRAW,
    FORCED,
    OVER,
    STEAL,
    Draw,
    EndTurn,
    Move,
    Pack,
    Rules,
    ShowHand,
    Steal,
    _put,
    _sorted,
    group_value,
    pack_total,
    play_value,
    score_value,
)
from cardrules.protocol import Event, LazyMoves, ScoreLine

if TYPE_CHECKING:
    from cardrules.games.packs.rules import State


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


# ----------------------------------------------------------------------------------------------------- tables
_TOTAL_BITS = 12
"""Bits below a pack's score for its thief's total in ``_SCORE_AND_TOTAL``: the total of all of one owner's packs of a
suit is at most 208 (the suit's 26 cards of two decks), well under 2**12."""

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


# ----------------------------------------------------------------------------------------------- move lists
_DRAW_ONLY: tuple[Move, ...] = (Draw(),)
_END_ONLY: tuple[Move, ...] = (EndTurn(),)
_SHOW_ONLY: tuple[Move, ...] = (ShowHand(),)


def list_moves(state: State) -> tuple[Move, ...] | MoveList:
    phase = state.__dict__["phase"]  # a dict read (see _apply)
    if phase == DRAW:
        return _DRAW_ONLY
    # With no pack or steal open (most turns), the list is the one move as a tuple: GameState.play then knows a
    # move taken from it without asking why_illegal.
    if phase == ACT:
        segments = state._pack_segments()
        return MoveList(segments, _END_ONLY) if segments else _END_ONLY
    if phase == FORCED:
        segments = state._pack_segments()
        return MoveList(segments) if segments else _SHOW_ONLY
    if phase == STEAL:
        segments = state._steal_segments()
        return MoveList(segments, _END_ONLY) if segments else _END_ONLY
    return ()


def pack_segments(state: State) -> tuple[_Segment, ...]:
    """The packs as segments (table card, the hand's groups of its suit, first group worth more)."""
    f = state.__dict__  # the fields, read as a dict (see _apply)
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


def steal_segments(state: State) -> tuple[_Segment, ...]:
    """The steals as segments (owner, packs taken, the hand's groups of their suit, first group worth more):
    as many steals as groups from that one on, built only when asked for (:class:`MoveList`)."""
    f = state.__dict__  # the fields, read as a dict (see _apply)
    me, rules = f["turn"], f["rules"]
    packed, stolen = f["packed"], f["stolen"]
    # the suits a steal may be in this turn: not the suit packed, not one stolen already (P-A9, P-A10); a suit
    # not held is worth nothing in hand below, so beats no pack
    open_suits = [order for suit, order in _SUIT_ORDERS if suit is not packed and suit not in stolen]
    hand: tuple[int, ...] = ()  # the hand's sort keys, sorted when first needed (its suits are slices)
    power: dict[int, int] = {}  # the most each suit's cards in hand are worth: all of them (see below)
    out: list[_Segment] = []
    packs = f["packs"]
    cache = state._cache.get("_haul_cache") or {}  # _hauls_of's, looked up here once for every owner
    for owner in range(rules.players):
        theirs_all = packs[owner]
        if owner == me or not theirs_all or (not rules.partner_steals
                                             and state.owner_of(owner) == state.owner_of(me)):
            continue
        hit = cache.get(owner)
        hauls = hit[2] if hit is not None and hit[0] is theirs_all and hit[1] is rules else state._hauls_of(owner)
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


def hauls_of(state: State, owner: int) -> dict[int, list[Any]]:
    """What a thief could take from ``owner`` in each suit, as ``[least pack total, packs, hauls]``: the hauls
    (the packs, or sets of them with multi-steal, with their value: :func:`_hauls`) are listed when first needed.
    Reused while ``owner``'s packs are the same tuple (see ``_CACHES``): they change only when that player packs
    or is robbed, and steals are listed at every turn that packs."""
    held, rules = state.packs[owner], state.rules
    cache: dict[int, tuple[Any, Rules, Any]] = state._cache.get("_haul_cache") or {}
    hit = cache.get(owner)
    if hit is not None and hit[0] is held and hit[1] is rules:
        return hit[2]  # type: ignore[no-any-return]
    by_suit: dict[int, list[tuple[Card, ...]]] = {}  # by the suit's sort order (card.key >> 4)
    for p in held:
        by_suit.setdefault(p[0].key >> 4, []).append(p)
    hauls = {suit: [min(map(pack_total, theirs)), theirs, None] for suit, theirs in by_suit.items()}
    state._cache["_haul_cache"] = {**cache, owner: (held, rules, hauls)}  # a new dict: earlier states keep theirs
    return hauls


def hand_on_hauls(state: State, new: State, seat: int, pack: tuple[Card, ...]) -> None:
    """Give ``new`` (this state after ``seat`` made ``pack``) what a thief could take from ``seat``, from what this
    state knows of it (:meth:`_hauls_of`) with the pack added: the player who packs is the next one looked at by
    a thief, and working it out anew costs a pass over all their packs. The pack goes last in its suit's list, as
    it goes last in the seat's packs; the tests compare the two on every state of many games."""
    cache: dict[int, tuple[Any, Rules, Any]] = state._cache.get("_haul_cache") or {}
    hit = cache.get(seat)
    if hit is None or hit[0] is not state.packs[seat] or hit[1] is not state.rules:
        return
    order, total = pack[0].key >> 4, pack_total(pack)
    hauls = dict(hit[2])  # a new dict: this state keeps its own
    was = hauls.get(order)
    hauls[order] = [total, [pack], None] if was is None else [min(was[0], total), [*was[1], pack], None]
    new._cache["_haul_cache"] = {**cache, seat: (new.packs[seat], state.rules, hauls)}


def robbed_on_hauls(state: State, new: State, owner: int, stolen: tuple[tuple[Card, ...], ...]) -> None:
    """Give ``new`` (this state after a steal of ``owner``'s packs ``stolen``, all of one suit) what a thief could
    take from ``owner``, from what this state knows of it (:meth:`_hauls_of`) with those packs taken out of their
    suit's list (the first equal one each, as the steal takes them); the other suits are kept as they are.
    Called after :meth:`_hand_on_hauls` has handed on the thief's (whose new pack goes last, as after a pack).
    Each steal changed two players' packs and left both to be worked out anew, over all their packs."""
    hit = (state._cache.get("_haul_cache") or {}).get(owner)
    if hit is None or hit[0] is not state.packs[owner] or hit[1] is not state.rules:
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
    new._cache["_haul_cache"] = {**cache, owner: (new.packs[owner], state.rules, hauls)}


# --------------------------------------------------------------------------------------------------- playing
def apply(state: State, move: Move) -> State:
    # Events are made here directly (Event(kind, seat, cards, info, deal, visible_to)), their info in the order
    # protocol.event gives keyword arguments: one call and one keyword packing less at every move. Events are
    # immutable data, so the commonest recur shared: a draw's info, an end and a feed (_DRAW_INFO, _TURN_ENDS,
    # _FEEDS), each made once. A move reaches here only once it is known to be in the legal list, whose moves are
    # of these exact classes (a move equals a listed one only if of the same class), so the class is told by
    # identity, the most frequent moves first.
    s, f = state, state.__dict__  # the fields read from the instance's dict (``f``): as fast as attributes
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


def pass_turn(state: State, move: Move, new_events: tuple[Event, ...], table: tuple[Card, ...] | None = None,
               stock: tuple[Card, ...] = ()) -> State:
    """Record ``move`` (with the new ``table`` and ``stock`` after a draw that fed the table) and pass the turn
    clockwise, in one copy; or end the deal when the last card of the stock has been drawn."""
    f = state.__dict__  # the fields, read as a dict (see _apply)
    # A turn starts with nothing drawn, packed or stolen (drawn, full, packed, stolen at their defaults). Only the
    # fields that differ from that are passed on: each keyword is one more dict entry for _advance to make.
    if table is None:  # the turn ends without a draw: the table and the stock stay as they are
        if not f["stock"]:
            return state._advance((move,), new_events)._end_deal()
        turn, phase = (f["turn"] + 1) % f["rules"].players, f["phase"]
        if phase == ACT:  # a draw that joined the hand (not at a Full Table), then ``end``
            return state._advance((move,), new_events, turn=turn, phase=DRAW, drawn=None)
        if phase == STEAL and not f["full"] and not f["stolen"]:  # a pack (not forced), no steal, then ``end``
            return state._advance((move,), new_events, turn=turn, phase=DRAW, drawn=None, packed=None)
        return state._advance((move,), new_events, turn=turn, phase=DRAW, drawn=None, full=False, packed=None,
                             stolen=())
    if not stock:
        return state._advance((move,), new_events, table=table, stock=stock)._end_deal()
    # a draw that fed the table: the phase and the turn's other fields are still those of its start
    return state._advance((move,), new_events, turn=(f["turn"] + 1) % f["rules"].players, table=table, stock=stock)


def end_deal(state: State) -> State:
    """Throw off suit by suit (P-A4, P-A5), score the packs kept, then end the game or deal again."""
    f = state.__dict__  # the fields, read as a dict (see _apply)
    rules, deal, seats = f["rules"], f["deal"], f["packs"]
    owners = state.owner_count
    members = [state.members(o) for o in range(owners)]  # the seats of each owner (seat or team)
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
    return state._advance((), evs, packs=packs, thrown=(*f["thrown"], *thrown), score_lines=score_lines,
                          phase=OVER, drawn=None, full=False, packed=None, stolen=())._game_or_next_deal()
