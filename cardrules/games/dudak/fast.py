"""Dudak at speed: the shared moves, the tables of which cards beat which, the lazy list of beats and the fast
apply that play uses.

:mod:`cardrules.games.dudak.rules` states the game plainly (:func:`~cardrules.games.dudak.rules.beats`,
``State._plain_moves``, ``State._plain_apply``); this module holds what play uses instead, each piece tested against
the plain rule it restates (``tests/engine/test_fast_paths_match_rules.py``): one shared move object per card (pair) by
``Card.key``, the events' info made once, :func:`beats` asked once for every pair of cards and kept (:data:`_BEATERS`),
the :class:`BeatList` that builds a beat only when asked for it, and :func:`apply`, dispatched on the move's exact type.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, cast

from cardrules.cards import STANDARD_SUITS, Card, Suit, piquet_deck
from cardrules.games.dudak.rules import (
    _HAND_ORDER,
    _PASS,
    _TAKE,
    _TAKE_ALL,
    DECLARE,
    LEAD,
    RESPOND,
    Beat,
    DeclareTrump,
    DudakMove,
    Lead,
    Pass,
    Take,
    TakeAll,
    _sorted,
    beats,
)
from cardrules.protocol import (
    Event,
    LazyMoves,
    event,
)

if TYPE_CHECKING:
    from cardrules.games.dudak.rules import State


def _inserted(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``_sorted(hand + (card,))`` for a sorted hand: the card goes before the first one that sorts after it (half
    of all moves take one card back, and sorting the whole hand again called ``_hand_order`` for every card)."""
    order = _HAND_ORDER[card.key]
    i = 0
    for c in hand:
        if _HAND_ORDER[c.key] > order:
            break
        i += 1
    return hand[:i] + (card,) + hand[i:]

# Moves are immutable values: the engine hands out one shared object per card (pair) instead of building new ones at
# every turn (a big hand has dozens of beat-and-add pairs). Made once for the whole deck, indexed by ``Card.key``, a
# small int: a list lookup, where hashing a Card (or a Suit) calls Python code.
_KEYS = range(max(c.key for c in piquet_deck()) + 1)
_LEAD_OF: list[Lead | None] = [None for _ in _KEYS]
_BEAT_OUT: list[Beat | None] = [None for _ in _KEYS]
_BEAT_ADD: list[list[Beat | None]] = [[None for _ in _KEYS] for _ in _KEYS]
for _c in piquet_deck():
    _LEAD_OF[_c.key] = Lead(_c)
    _BEAT_OUT[_c.key] = Beat(_c)
    for _a in piquet_deck():
        if _a.key != _c.key:
            _BEAT_ADD[_c.key][_a.key] = Beat(_c, _a)
del _c, _a
_DECLARES: tuple[DeclareTrump, ...] = tuple(DeclareTrump(s) for s in STANDARD_SUITS)
_DECLARE_ROUND: tuple[DeclareTrump | Pass, ...] = _DECLARES + (_PASS,)

_TRUMP_SLOTS: tuple[Suit | None, ...] = (None, *STANDARD_SUITS)
_CODES: list[str] = [""] * len(_KEYS)
for _c in piquet_deck():
    _CODES[_c.key] = _c.code
del _c
_BEAT_INFO: list[tuple[tuple[tuple[str, str | bool], ...], ...]] = [
    tuple((("top", code), ("trump", trump), ("out", out)) for trump in (False, True) for out in (False, True))
    for code in _CODES]
"""A beat event's ``info`` by the top card's key, then ``2 * trump + out``: made once (four tuples fewer per beat
for the garbage collector to track)."""
_LEAD_INFO = ((("out", False),), (("out", True),))
"""A lead event's ``info``, by ``out``."""


def _beaters_table(trump: Suit | None) -> tuple[frozenset[int], ...]:
    row: list[frozenset[int]] = [frozenset()] * len(_KEYS)  # empty for the keys no card has
    for card in piquet_deck():
        row[card.key] = frozenset(b.key for b in piquet_deck() if beats(b, card, trump))
    return tuple(row)

_BEATERS = tuple(_beaters_table(trump) for trump in _TRUMP_SLOTS)
"""Which cards beat which, made once from :func:`beats`: for each trump (by its index in ``_TRUMP_SLOTS``), the keys
of the cards that beat a card, by its key."""


def _beaters_of(trump: Suit | None) -> tuple[frozenset[int], ...]:
    """For a player whose trump is ``trump``: the keys of the deck's cards that beat each card, by the card's key
    (:func:`beats` asked once for every pair of cards and kept: a set lookup per hand card, where the legal moves
    asked :func:`beats` for each). Indexed by ints: a Suit hashes by calling Python code, while ``tuple.index``
    compares it in C."""
    return _BEATERS[0 if trump is None else _TRUMP_SLOTS.index(trump)]


def _beaters(top: Card, trump: Suit | None) -> frozenset[int]:
    """The keys of the deck's cards that beat ``top`` for a player whose trump is ``trump`` (:func:`_beaters_of`)."""
    return _beaters_of(trump)[top.key]


def _holds(hand: tuple[Card, ...], card: Card) -> bool:
    """``card in hand``, comparing the cards' integer keys (a shared move holds equal cards, not the same ones, so
    ``in`` would call ``Card.__eq__`` on every card)."""
    return card.key in [c.key for c in hand]


class BeatList(LazyMoves):
    """The moves of a player facing a pile with two cards or more, each built when asked for (a
    :class:`~cardrules.protocol.LazyMoves`, standing for the tuple :meth:`State._list_moves` would list): first every
    beat, the beating cards in hand order, each with every other card of the hand added in hand order; then the take
    (``tail``: the take, then the declarations if allowed). A random player wants one move of up to ninety (a hand of
    ten, with several cards that beat), and listing them all was a third of a decision. Iterating lists them all, in
    that order, once.

    ``beaters`` are the positions in ``hand`` of the cards that beat the top card."""

    __slots__ = ("_hand", "_beaters", "_beats", "_tail", "_last", "_all")

    def __init__(self, hand: tuple[Card, ...], beaters: list[int], tail: tuple[DudakMove, ...]) -> None:
        self._hand, self._beaters, self._tail = hand, beaters, tail
        beats = self._beats = len(beaters) * (len(hand) - 1)  # each beating card with each other card added
        # LazyMoves's segments (the beats, then the tail), as a tuple of ints: every object the garbage collector
        # tracks costs at every collection, and a list per move was measurable.
        self._ends = (beats, beats + len(tail))  # type: ignore[assignment]
        self._len = beats + len(tail)
        self._last: DudakMove | None = None
        """The move last handed out by index: the one a random player then plays (``handed_out``)."""
        self._all: tuple[DudakMove, ...] | None = None

    def _build(self, k: int, offset: int) -> DudakMove:
        if k:
            return self._tail[offset]
        hand = self._hand
        others = len(hand) - 1
        at = self._beaters[offset // others]
        add = offset % others  # the add's position among the other cards: one more from the beating card's on
        return _BEAT_ADD[hand[at].key][hand[add if add < at else add + 1].key]  # type: ignore[return-value]

    def __getitem__(self, index: Any) -> Any:
        if type(index) is int and 0 <= index < self._len:
            beats = self._beats
            move = self._last = self._build(0, index) if index < beats else self._tail[index - beats]
            return move
        return self._every()[index]  # slices, negative indexes and the errors as the tuple's

    def _every(self) -> tuple[DudakMove, ...]:
        every = self._all
        if every is None:
            hand = self._hand
            keys = [c.key for c in hand]
            moves: list[DudakMove] = []
            for at in self._beaters:  # beat with this card, add any other, in hand order
                row = _BEAT_ADD[keys[at]]
                moves += [row[a] for i, a in enumerate(keys) if i != at]  # type: ignore[misc]
            every = self._all = tuple(moves) + self._tail
        return every

    def __iter__(self) -> Iterator[DudakMove]:
        return iter(self._every())

    # What the list is made of, for the heuristic bot: it picks its move from the cards (the beating card, then the
    # add) and takes that one move from the list, where weighing every move built them all (a third of its time).
    @property
    def hand(self) -> tuple[Card, ...]:
        """The mover's hand, sorted (their own view shows it face up): the cards of the beats."""
        return self._hand

    @property
    def beaters(self) -> list[int]:
        """The positions in :attr:`hand` of the cards that beat the top card, in hand order (empty: no beat)."""
        return self._beaters

    @property
    def tail(self) -> tuple[DudakMove, ...]:
        """The moves after the beats: the take (or take-all), then the declarations if allowed."""
        return self._tail

    def beat(self, at: int, add: int) -> DudakMove:
        """The beat with ``hand[at]`` (a position in :attr:`beaters`) adding ``hand[add]`` (any other position):
        this list's own move, handed out as by its index (``State.play`` then knows it at once)."""
        return self[self._beaters.index(at) * (len(self._hand) - 1) + add - (add > at)]  # type: ignore[no-any-return]

    def handed_out(self, move: object) -> bool:
        """Whether ``move`` is one of this list's own move objects (by identity: see ``State.play``). The one last
        handed out by index is known at once; any other is looked for in the whole list."""
        return move is self._last or any(m is move for m in self._every())

    def __repr__(self) -> str:
        return repr(self._every())  # shown as the tuple it stands for


def list_moves(state: State) -> Sequence[DudakMove]:
    # What ``legal_moves`` keeps (``GameState.legal_moves``): a move taken from this list is then played without
    # ``why_illegal`` checking it again. The shared move objects come from tables (above); which cards beat is
    # ``beats`` asked through ``_beaters``.
    seat = state.seat
    if seat is None:
        return ()
    phase = state.phase
    if phase == DECLARE:
        return _DECLARE_ROUND
    hand = state.hands[seat]
    moves: list[DudakMove]
    if phase == LEAD:
        moves = [_LEAD_OF[c.key] for c in hand]  # type: ignore[misc]
    else:
        beaters = _beaters_of(state.trumps[seat])[state.pile[-1].key]
        if len(hand) == 1:
            key = hand[0].key
            moves = [_BEAT_OUT[key]] if key in beaters else []  # type: ignore[list-item]
        else:  # the beats made when asked for (BeatList), then the take and any declarations
            tail = (_TAKE_ALL if state._must_take_whole(seat) else _TAKE,)
            return BeatList(hand, [i for i, c in enumerate(hand) if c.key in beaters],
                            tail + _DECLARES if state._may_declare() else tail)
        moves.append(_TAKE_ALL if state._must_take_whole(seat) else _TAKE)
    if state._may_declare():
        moves += _DECLARES
    return tuple(moves)


def apply(state: State, move: DudakMove) -> State:
    # Dispatched on the move's exact type, most frequent first; the hot events are built as ``Event`` values
    # directly (the same values ``event()`` makes, without its keyword dictionary).
    seat = state.seat
    assert seat is not None
    deal = state.deal
    hands = state.hands
    hand = hands[seat]
    pile = state.pile
    kind = type(move)
    if kind is Beat:
        beat = cast(Beat, move)  # the exact type was just checked (no isinstance in the hot path)
        card, add = beat.card, beat.add
        top = pile[-1]
        trump_used = card.suit is not top.suit
        gone = card.key
        if add is None:
            rest = tuple([c for c in hand if c.key != gone])
            hands = hands[:seat] + (rest,) + hands[seat + 1:]
            # Out on the beating card: the whole pile is set aside, the next player leads (write-up, Going out).
            killed = pile + (card,)
            info = _BEAT_INFO[top.key][2 * trump_used + (not rest)]
            new_events: tuple[Event, ...] = (Event("beat", seat, (card,), info, deal),
                                             Event("set_aside", seat, killed, (), deal))
            return state._next_turn(move, new_events, hands, (), state.set_aside + killed, seat, LEAD)
        added = add.key
        rest = tuple([c for c in hand if c.key != gone and c.key != added])
        hands = hands[:seat] + (rest,) + hands[seat + 1:]
        played = (card, add)
        new_events = (Event("beat", seat, played,
                            _BEAT_INFO[top.key][2 * trump_used + (not rest)], deal),)
        # Out (or not) on the added card: the pile stays and the next player faces its top card.
        return state._next_turn(move, new_events, hands, pile + played, state.set_aside, seat, RESPOND)

    if kind is Take or kind is TakeAll:
        taken = pile[-1:] if kind is Take else pile
        pile = pile[:-len(taken)]
        held = _inserted(hand, taken[0]) if kind is Take else _sorted(hand + taken)
        hands = hands[:seat] + (held,) + hands[seat + 1:]
        if kind is Take:
            new_events = (Event("take", seat, taken, (("left", len(pile)),), deal),)
        else:
            new_events = (Event("take_all", seat, taken, (), deal),)
        if pile:  # the same player goes on: beat the new top card or take again (D-A2)
            return state._advance((move,), new_events, hands=hands, pile=pile)
        # Whoever took the whole pile does not play; the next player leads a new pile (write-up, Taking).
        return state._next_turn(move, new_events, hands, pile, state.set_aside, seat, LEAD)

    if kind is Lead:
        card = cast(Lead, move).card
        gone = card.key
        rest = tuple([c for c in hand if c.key != gone])
        hands = hands[:seat] + (rest,) + hands[seat + 1:]
        # D-A4: leading one's last card goes out, and the led card stays for the next player to beat.
        new_events = (Event("lead", seat, (card,), _LEAD_INFO[not rest], deal),)
        return state._next_turn(move, new_events, hands, pile + (card,), state.set_aside, seat, RESPOND)

    # DeclareTrump or Pass
    trumps = state.trumps
    if isinstance(move, DeclareTrump):
        trumps = trumps[:seat] + (move.suit,) + trumps[seat + 1:]
        ev = event("declare", seat, deal=deal, suit=move.suit.value)
    else:
        ev = event("pass", seat, deal=deal)
    changes: dict[str, Any] = {"trumps": trumps}
    if state.phase == DECLARE:
        nxt = (seat + 1) % state.players
        if nxt == (state.dealer + 1) % state.players:  # the round is complete: the dealer's left leads
            changes["phase"] = LEAD
        changes["seat"] = nxt
    return state._advance((move,), (ev,), **changes)
