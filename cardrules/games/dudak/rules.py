"""Dudak (Dudák, "the bagpiper"): a Czech children's shedding game in David Parlett's rules.

How the game goes (``docs/rules/dudak.md`` states it in full, with every point the original write-up leaves open):

* **Cards.** 32 cards, A K Q J 10 9 8 7 in each suit, all dealt: 8 each to four players. Three players leave out the
  black 7s (10 each), two leave out the 7s and 8s (12 each).
* **Leading.** The player on the dealer's left plays any one card: it starts the pile.
* **Beating and adding.** Each player in turn beats the pile's top card (same suit, higher rank) and then adds any
  one card from hand on top; the added card is the next player's to beat. Both cards are one move, :class:`Beat`.
* **Taking back.** A player who cannot or will not beat takes the top card into hand (:class:`Take`) and may then
  beat the card below, or take again. Whoever takes the last card of the pile does not play: the next player leads.
* **Personal trumps.** On one's own turn a player may declare one suit as their own trump (:class:`DeclareTrump`),
  once, in public, for the rest of the deal: any card of it beats a card of another suit, and on their own trump
  suit only a higher trump beats. A declarer who does not beat takes the whole pile (:class:`TakeAll`) and does not
  play.
* **Going out.** A player whose hand empties leaves play. Out on the beating card: the pile is set aside, out of
  play, and the next player leads. Out on the added card (or on a lead): the pile stays for the next player.
* **The loser.** The deal ends when only one player holds cards: that player loses the deal. Over several deals, the
  fewest losses win, ties shared.

Reading order: the rules (:class:`Rules`, the house rules as switches), the moves, :func:`beats` (the one rule of
what beats what), the :class:`State` (legal moves, why a move is illegal, playing it, the view), the ways to start
a game, and :func:`narrate`. The bots live in :mod:`cardrules.games.dudak.ai`, the sentences in
:mod:`cardrules.games.dudak.text`. Comments cite the decisions of ``docs/rules/dudak.md`` by their codes (D-A1 …,
listed in ``docs/decisions.md``).

Principle knowingly broken: the write-up's rules need not end. A player may always take cards back instead of
beating, and even players trying their best stall: when everyone adds a card the next player cannot beat, that player
takes it and the card below, beats with the card just taken and adds the same card again, round after round (D-A8).
The ``turn_limit`` rule (not in the write-up; 500 turns by default) ends a deal after that many turns, and the player
holding the most cards loses it, so every deal ends with exactly one loser.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar, cast

from cardrules.cards import STANDARD_SPELLING, STANDARD_SUITS, Card, Suit, deck_24, deck_30, piquet_deck, shuffle
from cardrules.errors import CardError, MoveFormatError, StateFormatError
from cardrules.events import Listing, Reason
from cardrules.i18n import join
from cardrules.i18n import t as tr
from cardrules.log import Log
from cardrules.protocol import (
    Event,
    GameState,
    LazyMoves,
    Move,
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
    say,
    seat_names,
    start_json,
)

NAME = "dudak"
TITLE = "Dudak"
PLAYER_COUNTS = (2, 3, 4)
SUMMARY = "Beat the top card and add one; take cards back when you cannot; the last one holding cards loses."

RANK_ORDER: dict[str, int] = {r: i for i, r in enumerate(("7", "8", "9", "10", "J", "Q", "K", "A"))}
"""Dudak ranks, low to high: A K Q J 10 9 8 7 from the top (write-up, Cards)."""


def deck_for(players: int) -> tuple[Card, ...]:
    """The deck for ``players``: 32 cards for 4, 30 (no black 7s) for 3, 24 (no 7s or 8s) for 2 (write-up)."""
    return _DECKS[players]


_DECKS = {4: piquet_deck(), 3: deck_30(), 2: deck_24()}
"""Made once: cards are immutable values, and making them at every deal (and every bot decision) was slow."""
_DECK_SETS = {n: frozenset(deck) for n, deck in _DECKS.items()}
"""Each player count's deck as a set: the cards a move may name."""


def beats(card: Card, top: Card, trump: Suit | None) -> bool:
    """Whether ``card`` beats ``top`` for a player whose personal trump is ``trump`` (``None``: no trump): the one
    statement of the rule, used by the legal moves, the reasons, the bots and the practice questions.

    Same suit and higher rank always beats; any card of one's own trump beats a top card of another suit, while
    on one's own trump suit only a higher trump beats (write-up, Trumps; D-A10).

    >>> beats(Card.parse("10H"), Card.parse("9H"), None), beats(Card.parse("7H"), Card.parse("AS"), Suit.HEARTS)
    (True, True)
    >>> beats(Card.parse("7H"), Card.parse("AS"), None), beats(Card.parse("8H"), Card.parse("9H"), Suit.HEARTS)
    (False, False)
    """
    if card.suit is top.suit:
        return RANK_ORDER[card.rank] > RANK_ORDER[top.rank]
    return trump is not None and card.suit is trump


# ---------------------------------------------------------------------------------------------------------- rules
@dataclass(frozen=True)
class Rules(RulesBase):
    """Dudak's rules: the original write-up's by default, with the house rules the public references describe."""

    players: int = number(4, 2, 4)
    """Number of players: 4 with 32 cards (8 each); 3 without the black 7s (30 cards, 10 each); 2 without the 7s
    and 8s (24 cards, 12 each), as Parlett suggests."""
    deals: int = number(5, 1, 30)
    """Deals in a game; whoever has the fewest losses at the end wins, ties shared (the original write-up says
    "several deals": five by default)."""
    single_deal: bool = False
    """Play only one deal (for lessons and simulations)."""
    dealer_rotation: str = choice("loser", "loser", "left")
    """Who deals the next deal: the loser of the last one (as other published rules of Dudák have it) or the player
    to the dealer's left."""
    trumps: str = choice("any_time", "any_time", "before_lead", "none")
    """Personal trumps: declared at any point of one's own turn (as the original write-up has it); only in a round
    before the first lead of the deal, each player declaring a suit or saying no trump (a house rule); or not used
    at all."""
    whole_pile_only: bool = False
    """Whole-pile taking only (as the rules printed on the box of a Czech Dudák deck have it): whoever cannot or will
    not beat takes the whole pile, never one card."""
    deal_in_pairs: bool = False
    """Deal the cards two at a time (as the rules printed on the box of a Czech Dudák deck have it) instead of one at
    a time."""
    turn_limit: int = number(500, 20, 5000)
    """A deal still going after this many turns ends, and the player holding the most cards loses it (not in the
    original write-up: taking back is always allowed, so without a bound a deal could go round forever)."""


PRESETS: dict[str, Rules] = {
    "five_deals": Rules(),
    "one_deal": Rules(single_deal=True),
    "three_players": Rules(players=3, single_deal=True),
    "two_players": Rules(players=2, single_deal=True),
    "trumps_before_lead": Rules(trumps="before_lead", single_deal=True),
    "no_trumps": Rules(players=3, trumps="none", single_deal=True),
    "czech_box": Rules(whole_pile_only=True, deal_in_pairs=True, single_deal=True),
    "dealer_left": Rules(players=3, deals=3, dealer_rotation="left"),
    "turn_limit": Rules(players=2, turn_limit=20, deals=2),
}
"""Named rule sets (their names are the messages ``dudak.preset.<code>``): the original write-up's game, each player
count and each house rule at least once."""


# ---------------------------------------------------------------------------------------------------------- moves
@dataclass(frozen=True, slots=True)
class Lead(Move):
    """Start a new pile with one card (the first turn of a deal, or after the pile was taken or set aside)."""

    card: Card

    @property
    def label(self) -> str:
        return tr("dudak.move.lead", card=self.card.unicode)

    def __str__(self) -> str:
        return f"lead {self.card.code}"


@dataclass(frozen=True, slots=True)
class Beat(Move):
    """Beat the top card with ``card`` and add ``add`` on top (D-A1: adding is part of the move). ``add`` is
    ``None`` only when ``card`` is the player's last card: they go out and the pile is set aside."""

    card: Card
    add: Card | None = None

    @property
    def targets(self) -> tuple[Card, ...]:
        """The added card: a second hand card the reader picks after the beating one."""
        return () if self.add is None else (self.add,)

    @property
    def label(self) -> str:
        if self.add is None:
            return tr("dudak.move.beat_out", card=self.card.unicode)
        return tr("dudak.move.beat", card=self.card.unicode, add=self.add.unicode)

    def __str__(self) -> str:
        return f"beat {self.card.code}" if self.add is None else f"beat {self.card.code} add {self.add.code}"


@dataclass(frozen=True, slots=True)
class Take(Move):
    """Take the top card of the pile into hand (then beat the new top card, or take again)."""

    @property
    def label(self) -> str:
        return tr("dudak.move.take")

    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True, slots=True)
class TakeAll(Move):
    """Take the whole pile into hand and end the turn (a trump declarer; everyone under ``whole_pile_only``)."""

    @property
    def label(self) -> str:
        return tr("dudak.move.take_all")

    def __str__(self) -> str:
        return "take all"


@dataclass(frozen=True, slots=True)
class DeclareTrump(Move):
    """Declare ``suit`` as one's own trump for the rest of the deal (public, cannot be changed)."""

    suit: Suit

    @property
    def label(self) -> str:
        return tr("dudak.move.declare", suit=self.suit.symbol)

    def __str__(self) -> str:
        return f"declare {self.suit.value}"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """Decline to declare a trump in the declaration round (house rule ``trumps="before_lead"``)."""

    @property
    def label(self) -> str:
        return tr("dudak.move.pass")

    def __str__(self) -> str:
        return "pass"


DudakMove = Lead | Beat | Take | TakeAll | DeclareTrump | Pass
"""Every move of the game."""

_TAKE, _TAKE_ALL, _PASS = Take(), TakeAll(), Pass()
_SUIT_WORDS = {s.value: s for s in STANDARD_SUITS} | {s.symbol: s for s in STANDARD_SUITS} | {
    s.name: s for s in STANDARD_SUITS}


def parse_move(text: str) -> DudakMove:
    """Read a move's notation: ``lead 9H``, ``beat 10H add 7S``, ``beat 10H``, ``take``, ``take all``,
    ``declare H``, ``pass``. A notation that names no move raises :class:`MoveFormatError` saying why.

    >>> parse_move("beat 10H add 7S")
    Beat(card=Card.parse('10H'), add=Card.parse('7S'))
    """
    words = move_text(text).split()
    low = [w.lower() for w in words]

    def card(word: str) -> Card:
        try:
            return STANDARD_SPELLING.card(word)
        except CardError as err:
            raise MoveFormatError(text, str(err)) from None

    if low == ["take"]:
        return _TAKE
    if low == ["take", "all"]:
        return _TAKE_ALL
    if low == ["pass"]:
        return _PASS
    if len(words) == 2 and low[0] == "lead":
        return Lead(card(words[1]))
    if len(words) == 2 and low[0] == "declare":
        suit = _SUIT_WORDS.get(words[1].upper())
        if suit is None:
            raise MoveFormatError(text, Text("dudak.move_error.suit", word=words[1]))
        return DeclareTrump(suit)
    if len(words) == 2 and low[0] == "beat":
        return Beat(card(words[1]))
    if len(words) == 4 and low[0] == "beat" and low[2] == "add":
        return Beat(card(words[1]), card(words[3]))
    raise MoveFormatError(text, Text("dudak.move_error.unknown", text=text))


# ---------------------------------------------------------------------------------------------------------- state
DECLARE, LEAD, RESPOND, OVER = "declare", "lead", "respond", "over"
"""Phases: the declaration round (``trumps="before_lead"``), leading a new pile, facing a pile, game over."""


def _sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_hand_order))


def _hand_order(c: Card) -> int:
    """``_SORT_KEY`` as one integer, looked up by the card's precomputed ``key`` (sorting hands is hot)."""
    return _HAND_ORDER[c.key]


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


def _SORT_KEY(c: Card) -> tuple[int, int]:
    return (_SUIT_INDEX[c.suit], RANK_ORDER[c.rank])


_SUIT_INDEX = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}  # colours alternate, as Card.sort_key
_HAND_ORDER = {c.key: _SUIT_INDEX[c.suit] * 8 + RANK_ORDER[c.rank] for c in piquet_deck()}

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
_DECLARES = tuple(DeclareTrump(s) for s in STANDARD_SUITS)
_DECLARE_ROUND = _DECLARES + (_PASS,)

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


def _status(n: int, seat: int | None, phase: str, pile: tuple[Card, ...], losses: tuple[int, ...],
            whole: bool) -> Text:
    """The status: whose turn and what is asked of them (``whole``: that seat takes the whole pile or nothing), or
    how the game ended."""
    if seat is None:
        winners = best_owners(losses, low=True)
        if len(winners) == 1:
            return Text("dudak.status.won", who=Seat(winners[0], n), table=PerSeat(losses))
        return Text("dudak.status.shared", who=Seats(winners, n), table=PerSeat(losses))
    who = Seat(seat, n)
    if phase == DECLARE:
        return Text("dudak.status.declare", name=who)
    if phase == LEAD:
        return Text("dudak.status.lead", name=who)
    key = "dudak.status.beat_or_take_all" if whole else "dudak.status.beat_or_take"
    return Text(key, name=who, card=pile[-1])


def _view_part(data: tuple[Any, ...], name: str) -> Any:
    """A part of a view (``zones``, ``facts``, ``events`` or ``status``) from what ``State._view_later`` kept for
    the seat: nothing hidden from it, and no state."""
    seat, sizes, own, trumps, phase, pile, played_aside, rules, deal, dealer, losses, turns, to_move, log = data
    n = len(sizes)  # the player count
    over = phase == OVER
    if name == "events":
        return log.events()
    if name == "status":
        return _status(n, to_move, phase, pile, losses, rules.whole_pile_only or (
            to_move is not None and trumps[to_move] is not None))
    if name == "facts":
        declared = tuple(Text("dudak.fact.trump_of", seat=Seat(s, n), suit=t.symbol)
                         for s, t in enumerate(trumps) if t is not None)
        return (
            ("deal", deal if rules.single_deal else Text("dudak.fact.deal_of", deal=deal, deals=rules.deals)),
            ("dealer", Seat(dealer, n)),
            ("trumps", declared or Text("dudak.fact.not_used" if rules.trumps == "none" else "dudak.fact.none")),
            ("losses", PerSeat(losses)),
            ("turn", turns),
        )
    zones: list[Zone] = []
    for s in range(n):
        hand = (own if s == seat else None) if seat is not None or own is None else own[s]  # own: all when open
        if hand is not None:
            zones.append(_hand_zone(s, n, hand, trumps[s], not hand and not over))
        else:  # a face-down hand is the same zone whenever it holds as many cards: made once
            trump = trumps[s]
            size = sizes[s]
            out = not size and not over
            key = (s, n, size, 0 if trump is None else _TRUMP_SLOTS.index(trump), out)
            zone = _HIDDEN_HANDS.get(key)
            if zone is None:
                zone = _HIDDEN_HANDS[key] = _hand_zone(s, n, (None,) * size, trump, out)
            zones.append(zone)
    # Overlapped like a stack: every card below stays readable (taking back reveals them), the top one whole.
    if pile:
        top = pile[-1]
        zones.append(Zone("pile", _PILE_LABEL, pile, None, "fan", _TOP_NOTES[top.key], (top,)))
    else:
        zones.append(_NO_PILE)
    # Only the cards set aside in play: a lesson's position leaves the rest of the deck out, which is no pile.
    aside = _ASIDE_ZONES.get(played_aside)
    if aside is None:
        aside = _ASIDE_ZONES[played_aside] = Zone("set_aside", _ASIDE_LABEL, (None,) * played_aside, layout="stack")
    zones.append(aside)
    return tuple(zones)


def _deal(deck: Sequence[Card], dealer: int, players: int, pairs: bool) -> tuple[tuple[Card, ...], ...]:
    """Deal the whole deck clockwise from the dealer's left, one card (or two, ``deal_in_pairs``) at a time."""
    step = 2 if pairs else 1
    hands: list[list[Card]] = [[] for _ in range(players)]
    for i in range(0, len(deck), step):
        hands[(dealer + 1 + i // step) % players].extend(deck[i:i + step])
    return tuple(_sorted(h) for h in hands)


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


@dataclass(frozen=True, slots=True)
class PerSeat:
    """A count per seat, as data (``counts[seat]``); shown as ``South 1, West 0, …`` with the seats named in the
    language in force (the losses beside the table)."""

    counts: tuple[int, ...]

    def __str__(self) -> str:
        n = len(self.counts)
        return tr("list.sep").join(tr("dudak.fact.seat_count", seat=say(Seat(s, n)), n=k)
                                   for s, k in enumerate(self.counts))


@dataclass(frozen=True, slots=True)
class Seats:
    """Several seats, as data; shown as ``South, West and North`` in the language in force."""

    indices: tuple[int, ...]
    players: int

    def __str__(self) -> str:
        return join([say(Seat(s, self.players)) for s in self.indices])


@dataclass(frozen=True)
class State(GameState):
    """A Dudak position. Immutable: ``play(move)`` returns the next state."""

    GAME: ClassVar[str] = NAME

    rules: Rules
    start: str
    score_lines: tuple[ScoreLine, ...]
    seed: int
    """The game's seed: later deals are shuffled with ``random.Random(f"{seed}/{deal}")``."""
    deal: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    """Each seat's hand, sorted; empty once the seat is out."""
    pile: tuple[Card, ...]
    """The pile, bottom first: ``pile[-1]`` is the top card."""
    set_aside: tuple[Card, ...]
    """Cards out of play for the rest of the deal (piles killed by going out on a beat)."""
    trumps: tuple[Suit | None, ...]
    """Each seat's declared personal trump this deal (public, D-A9)."""
    seat: int | None
    """Whose decision it is (``None``: game over)."""
    phase: str
    losses: tuple[int, ...]
    turns: int
    """Turns of play started in this deal (bounded by ``rules.turn_limit``)."""
    unused: int = 0
    """How many of the set-aside cards a position left out of its example (``from_position``): not played, not
    shown."""

    # -- protocol ------------------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def to_move(self) -> int | None:
        return self.seat

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def top(self) -> Card | None:
        """The pile's top card (``None`` when there is no pile)."""
        return self.pile[-1] if self.pile else None

    @property
    def result(self) -> Result | None:
        if not self.is_over:
            return None
        # Fewest losses win, ties shared (write-up, Game; D-A5).
        return Result(self.names, self.losses, best_owners(self.losses, low=True))

    def all_cards(self) -> tuple[Card, ...]:
        """Every card of the deck: hands, pile and set-aside cards (for conservation checks)."""
        return tuple(c for h in self.hands for c in h) + self.pile + self.set_aside

    def _must_take_whole(self, seat: int) -> bool:
        # A declarer takes the whole pile, never one card (write-up, Trumps);
        # the rules on a Czech Dudák deck's box make it everybody's rule.
        return self.rules.whole_pile_only or self.trumps[seat] is not None

    def _may_declare(self) -> bool:
        return (self.rules.trumps == "any_time" and self.phase in (LEAD, RESPOND)
                and self.trumps[self.seat] is None)  # type: ignore[index]

    def _list_moves(self) -> Sequence[DudakMove]:
        # What ``legal_moves`` keeps (``GameState.legal_moves``): a move taken from this list is then played without
        # ``why_illegal`` checking it again. The shared move objects come from tables (above); which cards beat is
        # ``beats`` asked through ``_beaters``.
        seat = self.seat
        if seat is None:
            return ()
        phase = self.phase
        if phase == DECLARE:
            return _DECLARE_ROUND
        hand = self.hands[seat]
        moves: list[DudakMove]
        if phase == LEAD:
            moves = [_LEAD_OF[c.key] for c in hand]  # type: ignore[misc]
        else:
            beaters = _beaters_of(self.trumps[seat])[self.pile[-1].key]
            if len(hand) == 1:
                key = hand[0].key
                moves = [_BEAT_OUT[key]] if key in beaters else []  # type: ignore[list-item]
            else:  # the beats made when asked for (BeatList), then the take and any declarations
                tail = (_TAKE_ALL if self._must_take_whole(seat) else _TAKE,)
                return BeatList(hand, [i for i, c in enumerate(hand) if c.key in beaters],
                                tail + _DECLARES if self._may_declare() else tail)
            moves.append(_TAKE_ALL if self._must_take_whole(seat) else _TAKE)
        if self._may_declare():
            moves += _DECLARES
        return tuple(moves)

    def deck_set(self) -> frozenset[Card]:
        return _DECK_SETS[self.rules.players]

    def why_illegal(self, move: Any) -> Reason | None:
        if not isinstance(move, (Lead, Beat, Take, TakeAll, DeclareTrump, Pass)):
            return Text("dudak.reason.not_a_move", move=repr(move))
        foreign = self.foreign_card(move)  # before the rules, which find a card by its key (1D's is AD's)
        if foreign is not None:
            return foreign
        if self.seat is None:
            return Text("reason.game_over")
        seat, phase = self.seat, self.phase
        hand = self.hands[seat]
        if isinstance(move, DeclareTrump):
            if self.rules.trumps == "none":
                return Text("dudak.reason.no_trumps")
            declared = self.trumps[seat]
            if declared is not None:
                return Text("dudak.reason.declared", name=Seat(seat, self.players), suit=declared)
            if self.rules.trumps == "before_lead" and phase != DECLARE:
                return Text("dudak.reason.declare_round")
            return None
        if isinstance(move, Pass):
            if phase != DECLARE:
                return Text("dudak.reason.nothing_to_pass")
            return None
        if phase == DECLARE:
            return Text("dudak.reason.declare_first")
        if isinstance(move, Lead):
            if phase != LEAD:
                return Text("dudak.reason.pile_exists", card=self.pile[-1].unicode)
            if not _holds(hand, move.card):
                return Text("dudak.reason.not_held", name=Seat(seat, self.players), card=move.card.unicode)
            return None
        if phase == LEAD:
            return Text("dudak.reason.no_pile")
        top = self.pile[-1]
        trump = self.trumps[seat]
        if isinstance(move, Take):
            if self.rules.whole_pile_only:
                return Text("dudak.reason.whole_pile_rule")
            if trump is not None:
                return Text("dudak.reason.trump_takes_all", suit=trump, name=Seat(seat, self.players))
            return None
        if isinstance(move, TakeAll):
            if not self._must_take_whole(seat):
                return Text("dudak.reason.one_at_a_time")
            return None
        # Beat
        card, add = move.card, move.add
        if not _holds(hand, card):
            return Text("dudak.reason.not_held", name=Seat(seat, self.players), card=card.unicode)
        if not beats(card, top, trump):
            return self._why_not_beat(card, top, trump)
        if add is None:
            if len(hand) > 1:
                return Text("dudak.reason.must_add")
            return None
        if len(hand) == 1:
            return Text("dudak.reason.last_card", card=card.unicode)
        if add == card:
            return Text("dudak.reason.add_other", card=card.unicode)
        if not _holds(hand, add):
            return Text("dudak.reason.add_not_held", name=Seat(seat, self.players), card=add.unicode)
        return None

    def _why_not_beat(self, card: Card, top: Card, trump: Suit | None) -> Reason:
        one = Text(f"card.suit_one.{top.suit.value}")
        highest = top.rank == "A"  # no card of its suit is higher: only a trump of another suit can beat it
        if card.suit is top.suit:
            if trump is card.suit:
                return Text("dudak.reason.lower_trump", card=card.unicode, top=top.unicode)
            if highest:
                return Text("dudak.reason.lower_ace", card=card.unicode, top=top.unicode, one=one)
            return Text("dudak.reason.lower", card=card.unicode, top=top.unicode, one=one)
        owners = [Seat(s, self.players) for s, t in enumerate(self.trumps) if t is card.suit]
        reason: Reason = Text("dudak.reason.no_beat_ace" if highest else "dudak.reason.no_beat", card=card.unicode,
                              top=top.unicode, one=one)
        if trump is None:
            reason += Text("dudak.reason.no_beat.no_trump")
        else:
            reason += Text("dudak.reason.no_beat.or_trump", suit=trump)
        if owners:
            reason += Text("dudak.reason.no_beat.owners", suit=card.suit, owners=Listing(tuple(owners)))
        return reason

    # -- playing -------------------------------------------------------------------------------------------------
    def _apply(self, move: DudakMove) -> State:
        # Dispatched on the move's exact type, most frequent first; the hot events are built as ``Event`` values
        # directly (the same values ``event()`` makes, without its keyword dictionary).
        seat = self.seat
        assert seat is not None
        deal = self.deal
        hands = self.hands
        hand = hands[seat]
        pile = self.pile
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
                return self._next_turn(move, new_events, hands, (), self.set_aside + killed, seat, LEAD)
            added = add.key
            rest = tuple([c for c in hand if c.key != gone and c.key != added])
            hands = hands[:seat] + (rest,) + hands[seat + 1:]
            played = (card, add)
            new_events = (Event("beat", seat, played,
                                _BEAT_INFO[top.key][2 * trump_used + (not rest)], deal),)
            # Out (or not) on the added card: the pile stays and the next player faces its top card.
            return self._next_turn(move, new_events, hands, pile + played, self.set_aside, seat, RESPOND)

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
                return self._advance((move,), new_events, hands=hands, pile=pile)
            # Whoever took the whole pile does not play; the next player leads a new pile (write-up, Taking).
            return self._next_turn(move, new_events, hands, pile, self.set_aside, seat, LEAD)

        if kind is Lead:
            card = cast(Lead, move).card
            gone = card.key
            rest = tuple([c for c in hand if c.key != gone])
            hands = hands[:seat] + (rest,) + hands[seat + 1:]
            # D-A4: leading one's last card goes out, and the led card stays for the next player to beat.
            new_events = (Event("lead", seat, (card,), _LEAD_INFO[not rest], deal),)
            return self._next_turn(move, new_events, hands, pile + (card,), self.set_aside, seat, RESPOND)

        # DeclareTrump or Pass
        trumps = self.trumps
        if isinstance(move, DeclareTrump):
            trumps = trumps[:seat] + (move.suit,) + trumps[seat + 1:]
            ev = event("declare", seat, deal=deal, suit=move.suit.value)
        else:
            ev = event("pass", seat, deal=deal)
        changes: dict[str, Any] = {"trumps": trumps}
        if self.phase == DECLARE:
            nxt = (seat + 1) % self.players
            if nxt == (self.dealer + 1) % self.players:  # the round is complete: the dealer's left leads
                changes["phase"] = LEAD
            changes["seat"] = nxt
        return self._advance((move,), (ev,), **changes)

    def _next_turn(self, move: DudakMove, new_events: tuple[Event, ...], hands: tuple[tuple[Card, ...], ...],
                   pile: tuple[Card, ...], set_aside: tuple[Card, ...], seat: int, phase: str) -> State:
        """End ``seat``'s turn: end the deal if one player is left holding cards (D-A6) or the turn limit is
        reached, else pass to the next player who holds cards (D-A7)."""
        nxt = seat + 1 if seat + 1 < len(hands) else 0
        if hands[seat] and hands[nxt] and self.turns < self.rules.turn_limit:
            # Most turns: the player still holds cards and so does the next one, so two players at least hold cards
            # and the next holder is the next seat (the rule below, without listing the holders at every move).
            return self._advance((move,), new_events, hands=hands, pile=pile, set_aside=set_aside, seat=nxt,
                                 phase=phase, turns=self.turns + 1)
        holders = [s for s, hand in enumerate(hands) if hand]
        if len(holders) == 1:
            return self._end_deal(move, new_events, hands, pile, set_aside, holders[0], "last")
        # The next holder clockwise: the first one after ``seat``, else round the table to the first.
        nxt = holders[0]
        for s in holders:
            if s > seat:
                nxt = s
                break
        if self.turns >= self.rules.turn_limit:
            # Not in the write-up: the most cards loses; a tie goes to the tied player reached first from ``nxt``.
            most = max(len(h) for h in hands)
            loser = next(s for k in range(self.players) if len(hands[s := (nxt + k) % self.players]) == most)
            return self._end_deal(move, new_events, hands, pile, set_aside, loser, "limit")
        return self._advance((move,), new_events, hands=hands, pile=pile, set_aside=set_aside, seat=nxt, phase=phase,
                             turns=self.turns + 1)

    def _end_deal(self, move: DudakMove, new_events: tuple[Event, ...], hands: tuple[tuple[Card, ...], ...],
                  pile: tuple[Card, ...], set_aside: tuple[Card, ...], loser: int, reason: str) -> State:
        deal = self.deal
        losses = self.losses[:loser] + (self.losses[loser] + 1,) + self.losses[loser + 1:]
        new_events += (event("loser", loser, deal=deal, reason=reason, cards_left=len(hands[loser]),
                             turns=self.turns),)
        score_lines = self.score_lines + (ScoreLine(deal, loser, "loss", 1),)
        last = self.rules.single_deal or deal >= self.rules.deals
        if last:
            over = self._advance((move,), new_events, hands=hands, pile=pile, set_aside=set_aside, seat=None,
                                 phase=OVER, losses=losses, score_lines=score_lines)
            result = over.result
            assert result is not None
            return over._advance((), (event("game_end", None, deal=deal, losses=losses, winners=result.winners),))
        # D-A5: the loser deals the next deal (or the deal passes to the left, house rule).
        if self.rules.dealer_rotation == "loser":
            dealer, why = loser, "loser"
        else:
            dealer, why = (self.dealer + 1) % self.players, "left"
        deck = list(deck_for(self.players))
        shuffle(random.Random(f"{self.seed}/{deal + 1}"), deck)  # Random.shuffle, the very same draws
        nxt = _start_deal(self.rules, deck, dealer, deal + 1, why)
        return self._advance((move,), new_events + nxt.pop("events"), score_lines=score_lines, losses=losses, **nxt)

    # -- views ---------------------------------------------------------------------------------------------------
    def _view_later(self, seat: int | None,
                    open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
        # Every part when first read, from what the seat sees: the hands by their size but its own (all of them
        # with open hands), and the log with each hand dealt to another seat masked (see GameState._seen_log).
        hands = self.hands
        own = hands if open_hands else (hands[seat] if seat is not None else None)
        log = SeenLog((None, (self.events,))) if open_hands else self._seen_log(seat)
        data = (None if open_hands else seat, tuple(map(len, hands)), own, self.trumps, self.phase, self.pile,
                len(self.set_aside) - self.unused, self.rules, self.deal, self.dealer, self.losses, self.turns,
                self.seat, log)
        return {}, _view_part, data

    def _view_zones(self, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
        return self.view(seat, open_hands=open_hands).zones

    def _view_facts(self, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
        return self.view(seat, open_hands=open_hands).facts

    def _view_events(self, seat: int | None, open_hands: bool) -> tuple[Event, ...]:
        return self.events if open_hands else self._seen_log(seat).events()

    @property
    def status(self) -> Text:
        """One sentence: whose turn and what is asked of them, or how the game ended (worded when shown)."""
        return _status(self.players, self.seat, self.phase, self.pile, self.losses,
                       self.seat is not None and self._must_take_whole(self.seat))

    # -- simulation ----------------------------------------------------------------------------------------------
    def rollout_position(self) -> State:
        """This position with the game ending after the current deal and at most ``ROLLOUT_TURNS`` more turns (the
        turn limit's rule then says who loses: the most cards), so that a Monte Carlo rollout stops and yields a
        result. Deals between fast rollout players stall for hundreds of turns otherwise (D-A8), and by then the
        count of cards held is the outcome's best predictor. The log and the moves played stay as they are."""
        rules = self.rules
        limit = max(20, min(rules.turn_limit, self.turns + ROLLOUT_TURNS))  # 20: the least turn limit allowed
        key = (rules, limit)
        short = _ROLLOUT_RULES.get(key)
        if short is None:
            short = _ROLLOUT_RULES[key] = replace(rules, single_deal=True, turn_limit=limit)
        return self._evolve(rules=short)

    # -- starting positions --------------------------------------------------------------------------------------
    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        n = rules.players
        seed = _int_field(start, "seed", None)
        known = _DECK_KEYS if "deck" in start else _POSITION_KEYS
        for key in start:
            if key not in known:
                raise StateFormatError(f"start.{key}", tr("dudak.state_error.unknown_field"))
        if "deck" in start:
            deck = cards_field(start, "deck", STANDARD_SPELLING)
            check_conservation("start.deck", deck, deck_for(n))
            dealer = _int_field(start, "dealer", range(n))
            why = start.get("why", "given")
            if why not in ("given", "random"):
                raise StateFormatError("start.why", tr("dudak.state_error.why", got=repr(why)))
            return cls._dealt(rules, start, deck, dealer, why, seed)
        return _position(rules, start, seed)

    @classmethod
    def _dealt(cls, rules: Rules, start: Mapping[str, Any], deck: Sequence[Card], dealer: int, why: str,
               seed: int) -> State:
        """The first deal of a game from its start, whose deck (``deck``, its cards), dealer and reason are checked."""
        fields = _start_deal(rules, deck, dealer, 1, why)
        return cls(rules=rules, start=start_json(**start), score_lines=(), seed=seed, losses=(0,) * rules.players,
                   log=Log.of(events=fields.pop("events")), **fields)

    @classmethod
    def _parse_move(cls, text: str) -> DudakMove:
        return parse_move(text)


_HAND_KEYS = tuple(f"hand/{s}" for s in range(max(PLAYER_COUNTS)))
_HAND_LABELS: dict[int, tuple[Text, ...]] = {
    n: tuple(Text("dudak.zone.hand", seat=Seat(s, n)) for s in range(n)) for n in PLAYER_COUNTS}
"""Each seat's hand label, by player count."""
_OUT_NOTE, _PILE_LABEL, _ASIDE_LABEL = Text("dudak.zone.out"), Text("dudak.zone.pile"), Text("dudak.zone.set_aside")
"""A view's fixed texts, made once: a Text is immutable data, worded only when shown."""


_HIDDEN_HANDS: dict[tuple[int, int, int, int, bool], Zone] = {}
"""Face-down hands by seat, player count, card count, trump (its index in ``_TRUMP_SLOTS``) and whether out."""
_ASIDE_ZONES: dict[int, Zone] = {}
"""Zones that are the same in every view where they show as many face-down cards (a Zone is immutable)."""
_NO_PILE = Zone("pile", _PILE_LABEL, (), layout="fan")
"""The pile's zone between two piles."""

_TOP_NOTES: dict[int, Text] = {c.key: Text("dudak.zone.top", card=c) for c in piquet_deck()}
_TRUMP_NOTES: tuple[Text | str, ...] = ("", *(Text("dudak.zone.trump", suit=s.symbol) for s in STANDARD_SUITS))
"""The notes of the pile (its top card) and of a hand (its trump, in the order of ``_TRUMP_SLOTS``), made once."""


def _hand_zone(seat: int, players: int, cards: tuple[Card | None, ...], trump: Suit | None, out: bool) -> Zone:
    """A seat's hand as a view shows it: its trump (if declared) or that the seat is out, as a note."""
    note = _OUT_NOTE if out else "" if trump is None else _TRUMP_NOTES[_TRUMP_SLOTS.index(trump)]
    return Zone(_HAND_KEYS[seat], _HAND_LABELS[players][seat], cards, seat, "fan", note)


def _trump_shown(zone: Zone) -> Suit | None:
    """The trump a hand's zone shows in its note (:func:`_hand_zone`): ``None`` when the seat declared none, or is
    out (the note then says so)."""
    note = zone.note
    if type(note) is str or note not in _TRUMP_NOTES:  # no trump (most hands), or out
        return None
    return _TRUMP_SLOTS[_TRUMP_NOTES.index(note)]


ROLLOUT_TURNS = 60
"""How many more turns a rollout plays (:meth:`State.rollout_position`) before the turn limit's rule ends it."""

_ROLLOUT_RULES: dict[tuple[Rules, int], Rules] = {}
"""The rollouts' rules, made once per game rules and limit: a Rules checks every field when made, at every rollout."""

_DECK_KEYS = frozenset({"deck", "dealer", "seed", "why"})
_POSITION_KEYS = frozenset({"hands", "pile", "set_aside", "trumps", "to_move", "dealer", "deal", "losses", "turns",
                            "seed"})


def _int_field(start: Mapping[str, Any], key: str, allowed: range | None) -> int:
    if key not in start:
        raise StateFormatError(f"start.{key}", tr("state_error.missing"))
    value = start[key]
    if not isinstance(value, int) or isinstance(value, bool):
        raise StateFormatError(f"start.{key}", tr("state_error.integer", got=repr(value)))
    if allowed is not None and value not in allowed:
        raise StateFormatError(f"start.{key}", tr("state_error.range", lo=allowed.start, hi=allowed.stop - 1,
                                                  got=value))
    return value


def _start_deal(rules: Rules, deck: Sequence[Card], dealer: int, deal: int, why: str) -> dict[str, Any]:
    """The fields of a freshly dealt deal: hands, an empty pile, no trumps, the dealer's left to move."""
    n = rules.players
    hands = _deal(deck, dealer, n, rules.deal_in_pairs)
    leader = (dealer + 1) % n
    events = (event("deal", dealer, deal=deal, each=len(hands[0]), why=why, pairs=rules.deal_in_pairs),) + tuple(
        event("hand", s, hands[s], deal=deal, visible_to=s, count=len(hands[s])) for s in range(n))
    return {"deal": deal, "dealer": dealer, "hands": hands, "pile": (), "set_aside": (), "trumps": (None,) * n,
            "seat": leader, "phase": DECLARE if rules.trumps == "before_lead" else LEAD, "turns": 1, "unused": 0,
            "events": events}


def _position(rules: Rules, start: Mapping[str, Any], seed: int) -> State:
    n = rules.players
    raw_hands = start.get("hands")
    if not isinstance(raw_hands, list) or len(raw_hands) != n:
        raise StateFormatError("start.hands", tr("state_error.hands_list", n=n))
    hands: list[tuple[Card, ...]] = []
    for i, h in enumerate(raw_hands):
        hands.append(_sorted(cards_field({f"hands[{i}]": h}, f"hands[{i}]", STANDARD_SPELLING)))
    pile = cards_field(start, "pile", STANDARD_SPELLING)
    set_aside = cards_field(start, "set_aside", STANDARD_SPELLING)
    check_conservation("start", [c for h in hands for c in h] + list(pile) + list(set_aside), deck_for(n))
    raw_trumps = start.get("trumps")
    if not isinstance(raw_trumps, list) or len(raw_trumps) != n:
        raise StateFormatError("start.trumps", tr("dudak.state_error.trumps_list", n=n))
    trumps: list[Suit | None] = []
    for t in raw_trumps:
        if t is None:
            trumps.append(None)
        elif isinstance(t, str) and t.upper() in _SUIT_WORDS:
            if rules.trumps == "none":
                raise StateFormatError("start.trumps", tr("dudak.state_error.no_trumps"))
            trumps.append(_SUIT_WORDS[t.upper()])
        else:
            raise StateFormatError("start.trumps", tr("dudak.state_error.not_suit", got=repr(t)))
    to_move = _int_field(start, "to_move", range(n))
    dealer = _int_field(start, "dealer", range(n))
    deal = _int_field(start, "deal", range(1, rules.deals + 1))
    raw_losses = start.get("losses")
    if (not isinstance(raw_losses, list) or len(raw_losses) != n
            or not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < deal for x in raw_losses)
            or sum(raw_losses) != deal - 1):
        raise StateFormatError("start.losses", tr("dudak.state_error.losses", n=n, past=deal - 1))
    holders = [s for s in range(n) if hands[s]]
    if len(holders) < 2:
        raise StateFormatError("start.hands", tr("dudak.state_error.holders"))
    if not hands[to_move]:
        raise StateFormatError("start.to_move", tr("dudak.state_error.no_cards", name=seat_names(n)[to_move]))
    turns = _int_field(start, "turns", range(1, rules.turn_limit + 1))
    events = (event("position", dealer, deal=deal, to_move=to_move, pile=tuple(c.code for c in pile),
                    trumps=tuple(t.value if t is not None else "" for t in trumps)),)
    return State(rules=rules, start=start_json(**start), log=Log.of(events=events), score_lines=(), seed=seed,
                 deal=deal, dealer=dealer, hands=tuple(hands), pile=pile, set_aside=set_aside, trumps=tuple(trumps),
                 seat=to_move, phase=RESPOND if pile else LEAD, losses=tuple(raw_losses), turns=turns,
                 unused=len(set_aside))


# ----------------------------------------------------------------------------------------------- entry points
def new_game(rules: Rules | None = None, *, seed: int) -> State:
    """A new game: the deck shuffled once with ``random.Random(seed)``, which then draws the first dealer."""
    rules = rules or Rules()
    rng = random.Random(seed)
    deck = list(deck_for(rules.players))
    shuffle(rng, deck)  # rng.shuffle(deck), the very same draws
    dealer = rng.randrange(rules.players)
    # The state a saved game with this start loads as (``State.from_dict(_saved(rules, start))``), made from the
    # start and its cards directly: the rules are already checked and the deck is the game's own, and the JSON round
    # trip, reading the cards back from their codes and the checks of a visitor's file were a few percent of a
    # simulated deal.
    start = {"deck": [c.code for c in deck], "dealer": dealer, "seed": seed, "why": "random"}
    return State._dealt(rules, start, deck, dealer, "random", _int_field(start, "seed", None))  # no int: refused


def from_deck(rules: Rules | None, deck: str | Sequence[Card | str], *, dealer: int = 0, seed: int = 0) -> State:
    """The first deal from an explicit deck order (top first, dealt from the dealer's left)."""
    rules = rules or Rules()
    codes = deck.split() if isinstance(deck, str) else [str(c) for c in deck]
    return State.from_dict(_saved(rules, start_json(deck=codes, dealer=dealer, seed=seed)))


def from_position(rules: Rules | None = None, *, hands: Sequence[str], pile: str = "", set_aside: str | None = None,
                  trumps: Sequence[str | None] | None = None, to_move: int = 0, dealer: int | None = None,
                  deal: int = 1, losses: Sequence[int] | None = None, turns: int = 1, seed: int = 0) -> State:
    """A position in the middle of a deal, for lessons and tests.

    ``hands`` are card codes per seat (``""`` for a seat already out), ``pile`` is bottom first (its last card is
    the top), ``trumps`` a suit letter or ``None`` per seat. The deck's other cards are set aside (out of play)
    unless ``set_aside`` lists them. ``to_move`` beats or takes (or leads when there is no pile).

    >>> s = from_position(hands=["10H 7S", "AS KS", "", ""], pile="9H")
    >>> s.legal_moves()
    (Beat(card=Card.parse('10H'), add=Card.parse('7S')), Take(), DeclareTrump(suit=Suit.SPADES), \
DeclareTrump(suit=Suit.HEARTS), DeclareTrump(suit=Suit.DIAMONDS), DeclareTrump(suit=Suit.CLUBS))
    """
    rules = rules or Rules()
    n = rules.players
    hand_codes = [h.split() if isinstance(h, str) else [str(c) for c in h] for h in hands]
    pile_codes = pile.split()
    if set_aside is None:
        used = {c for h in hand_codes for c in h} | set(pile_codes)
        used_cards = set(STANDARD_SPELLING.cards(used))
        aside_codes = [c.code for c in deck_for(n) if c not in used_cards]
    else:
        aside_codes = set_aside.split()
    start = start_json(hands=[" ".join(h) for h in hand_codes], pile=" ".join(pile_codes),
                       set_aside=" ".join(aside_codes),
                       trumps=list(trumps) if trumps is not None else [None] * n, to_move=to_move,
                       dealer=(to_move - 1) % n if dealer is None else dealer, deal=deal,
                       losses=list(losses) if losses is not None else [0] * n, turns=turns, seed=seed)
    return State.from_dict(_saved(rules, start))


def _saved(rules: Rules, start: str) -> dict[str, Any]:
    import json

    from cardrules.protocol import FORMAT, FORMAT_VERSION

    return {"format": FORMAT, "version": FORMAT_VERSION, "game": NAME, "rules": rules.to_dict(),
            "start": json.loads(start), "moves": []}


# ------------------------------------------------------------------------------------------------------ narration
def narrate(event: Event, names: Sequence[str]) -> str:
    """One sentence for an event, in the current language (the templates ``event.*`` of
    :mod:`cardrules.games.dudak.text`)."""
    k = event.kind
    who = names[event.seat] if event.seat is not None else ""
    cards = event.cards
    if k == "deal":
        why = event.get("why")
        why = tr(f"dudak.event.deal.{why}") if why in ("random", "loser", "left") else ""
        pairs = tr("dudak.event.deal.pairs") if event.get("pairs") else ""
        return tr("dudak.event.deal", deal=event.deal, who=who, each=event.get("each"), pairs=pairs, why=why)
    if k == "hand":
        if cards:
            return tr("dudak.event.hand", who=who, cards=" ".join(c.unicode for c in cards))
        return tr("dudak.event.hand_hidden", who=who, count=event.get("count"))
    if k == "position":
        return tr("dudak.event.position", deal=event.deal, who=names[event.get("to_move")])
    if k == "declare":
        suit = Suit(event.get("suit"))
        return tr("dudak.event.declare", who=who, symbol=suit.symbol, suit=suit.noun)
    if k == "pass":
        return tr("dudak.event.pass", who=who)
    if k == "lead":
        card = cards[0].unicode
        if event.get("out"):
            return tr("dudak.event.lead_out", who=who, card=card)
        return tr("dudak.event.lead", who=who, card=card)
    if k == "beat":
        top = Card.parse(event.get("top")).unicode
        with_ = tr("dudak.event.with_trump", card=cards[0].unicode) if event.get("trump") else cards[0].unicode
        if len(cards) == 1:
            return tr("dudak.event.beat_last", who=who, top=top, card=with_)
        key = "dudak.event.beat_out" if event.get("out") else "dudak.event.beat"
        return tr(key, who=who, top=top, card=with_, add=cards[1].unicode)
    if k == "set_aside":
        return tr("dudak.event.set_aside", cards=cards_text(len(cards)))
    if k == "take":
        left = event.get("left")
        if left:
            rest = tr("dudak.event.left.one" if left == 1 else "dudak.event.left.other", n=left)
        else:
            rest = tr("dudak.event.left.none")
        return tr("dudak.event.take", who=who, card=cards[0].unicode, rest=rest)
    if k == "take_all":
        return tr("dudak.event.take_all", who=who, cards=" ".join(c.unicode for c in cards))
    if k == "loser":
        if event.get("reason") == "limit":
            return tr("dudak.event.loser_limit", who=who, n=event.get("cards_left"), deal=event.deal)
        return tr("dudak.event.loser", who=who, deal=event.deal)
    if k == "game_end":
        losses = event.get("losses")
        winners = event.get("winners")
        table = tr("list.sep").join(tr("dudak.fact.seat_count", seat=n, n=x) for n, x in zip(names, losses))
        if len(winners) == 1:
            return tr("dudak.event.game_end", who=names[winners[0]], table=table)
        return tr("dudak.event.game_end_shared", who=join([names[w] for w in winners]), table=table)
    return f"{k} {who}".strip() + "."


# ---------------------------------------------------------------------------------------------- game facts
def game_facts(state: State) -> dict[str, int | float]:
    """What a rules designer asks about a finished game, as numbers (the lab names them with ``facts.dudak.<key>``):

    * ``losses_most``: the most deals lost by one player, and ``losses_spread``, that minus the fewest (how
      one-sided the game was: the score of a game of losses);
    * ``first_leader_lost``: the share of deals lost by the player who led first (the dealer's left);
    * ``declarer_lost``: the share of deals lost by a player who had declared a trump in that deal;
    * ``trumps_declared``, ``cards_taken`` (cards taken back) and ``piles_set_aside``, per deal;
    * ``loser_cards``: the cards the loser still held, on average, when the deal ended;
    * ``turns_per_deal`` and ``turn_limit_deals`` (deals stopped by the turn limit).
    """
    evs = state.events
    n = state.players
    losers = [e for e in evs if e.kind == "loser"]
    deals = max(1, len(losers))
    first_leader: dict[int, int] = {}
    declarers: dict[int, set[int]] = {}
    for e in evs:
        if e.kind == "deal" and e.seat is not None:
            first_leader[e.deal] = (e.seat + 1) % n
        elif e.kind == "position":
            first_leader.setdefault(e.deal, e.get("to_move"))
        elif e.kind == "declare" and e.seat is not None:
            declarers.setdefault(e.deal, set()).add(e.seat)
    losses = state.losses
    return {"losses_most": max(losses),
            "losses_spread": max(losses) - min(losses),
            "first_leader_lost": sum(1 for e in losers if first_leader.get(e.deal) == e.seat) / deals,
            "declarer_lost": sum(1 for e in losers if e.seat in declarers.get(e.deal, ())) / deals,
            "trumps_declared": sum(1 for e in evs if e.kind == "declare") / deals,
            "cards_taken": sum(len(e.cards) for e in evs if e.kind in ("take", "take_all")) / deals,
            "piles_set_aside": sum(1 for e in evs if e.kind == "set_aside") / deals,
            "loser_cards": sum(e.get("cards_left") for e in losers) / deals,
            "turns_per_deal": sum(e.get("turns") for e in losers) / deals,
            "turn_limit_deals": sum(1 for e in losers if e.get("reason") == "limit")}
