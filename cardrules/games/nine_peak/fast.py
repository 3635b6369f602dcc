"""9 Peak at speed: the shared moves and events, the move list and the fast apply that play uses.

:mod:`cardrules.games.nine_peak.rules` states the game plainly (``_every_move`` lists the moves, ``State._plain_apply``
plays one); this module holds what play uses instead, each piece tested against the plain rule it restates
(``tests/engine/test_fast_paths_match_rules.py``): every Pass and Take made once and shared by card key, the events that
recur made once (:data:`_EVENTS`), the :class:`MoveList` that stands for the list of moves without building it (its
arithmetic is :mod:`cardrules.games.nine_peak.tally`), and :func:`apply`, which carries the Area's counts from state to
state.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator, Sequence
from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING, Any, cast

from cardrules.cards import (
    Card,
    Suit,
    parse_cards,  # noqa: F401 - the doctests below read cards with it
    )
from cardrules.games.nine_peak.rules import Move, Pass, Play, Take, _every_move, _set, reaches_peak
from cardrules.games.nine_peak.tally import AREA_UNIT, hand_place, pair_at, set_at, takes, tally
from cardrules.games.nine_peak.tally import HAND_ORDER as _HAND_ORDER
from cardrules.games.nine_peak.tally import area_counts as _area_counts
from cardrules.games.nine_peak.tally import without as _without
from cardrules.protocol import (
    Event,
    LazyMoves,
    event,
)

_SUIT_RANK = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, Suit.JOKER: 4}

if TYPE_CHECKING:
    from cardrules.games.nine_peak.rules import State

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

_EVENTS: dict[tuple[Any, ...], Event] = {}
"""The place, take and no-take events met so far, shared: an event is an immutable value fixed by a few small ints
(who, which card, how many of its number lie in the Area), and building one was a good part of a move's cost."""


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


def list_moves(state: State) -> Sequence[Move]:
    fields = state.__dict__
    if fields["over"]:
        return ()
    if fields["taking"]:
        # One Take per card code, in hand order: the codes' places in hand order (small ints, one per code, read
        # without hashing a card) sorted, and the Take at each place.
        return takes(fields["area"], _TAKE_IN_ORDER)
    counts = state._cache.get("_counts")
    if counts is None:
        counts = state._area_counts()
    return MoveList(fields["hands"][fields["turn"]], fields["area"], fields["rules"].peak, counts)


def area_counts_of(state: State) -> int:
    """c_n of every number n, packed a byte per number (:func:`_area_counts`): worked out once per game and then
    carried from each state to the next by the cards a move places and takes."""
    counts = state._cache.get("_counts")
    if counts is None:
        counts = state._cache["_counts"] = _area_counts(state.area)
    return counts


def apply(state: State, move: Move) -> State:
    fields = state.__dict__  # read as a dict (see _list_moves)
    seat = fields["turn"]
    hand = fields["hands"][seat]
    cache = state._cache
    counts = cache.get("_counts")
    if counts is None:
        counts = state._area_counts()
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
            new = state._advance((move,), events, hands=hands, area=area, peaks=peaks, taking=True)
        else:
            if second is not None:
                events += (_no_take_event(seat),)  # nothing to take back from an empty Area (9P-A4)
            new = state._end_turn(seat, move, events, {"hands": hands, "area": area, "peaks": peaks})
    elif isinstance(move, Take):
        take = move.take
        key = take.key
        # The card goes into the hand after the cards before it in hand order (their places in it, as ints).
        i = hand_place(hand, key)
        n = key & 15  # number cards: Card.key & 15 is the number
        counts -= AREA_UNIT[key]
        new = state._end_turn(seat, move, (_take_event(seat, take, counts >> 8 * n & 255),),
                             {"hands": _set(fields["hands"], seat, (*hand[:i], take, *hand[i:])),
                              "area": _without(fields["area"], (take,)), "taking": False})
    else:
        new = state._end_turn(seat, move, (Event("play", seat, move.cards, (("n", move.n),)),),
                             {"hands": _set(fields["hands"], seat, _without(hand, move.cards)),
                              "sets": _set(fields["sets"], seat, (*fields["sets"][seat], move.cards))})
    new._cache["_counts"] = counts
    if "_zones" in cache:  # a state that was viewed: the next one's view remakes only what changed
        state._zones_after(new, move)
    return new
