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
(the sentences are in ``text_<lang>.py``). The bots are in ``ai.py``. Beside this plain statement: ``fast.py`` lists the
captures and plays the moves fast (what play uses; ``tests/engine/test_fast_paths_match_rules.py`` checks it against
``_plain_moves`` and ``_plain_apply`` here), ``views.py`` makes what each seat sees, ``start.py`` starts a game,
``narration.py`` tells the events.

>>> state = from_position(hands=["QS", "2D"], table="2H 3S 4C 8D 9H")
>>> [str(m) for m in state.legal_moves()][:1]
['QS take 2H 3S 4C 8D 9H']
"""

from __future__ import annotations

import operator
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product
from typing import Any, ClassVar

from cardrules.cards import RANKS, STANDARD_SPELLING, Card, Suit, pretty, shuffle, standard_deck
from cardrules.errors import CardError, MoveFormatError, RulesError
from cardrules.events import Reason
from cardrules.i18n import t as tr
from cardrules.protocol import (
    Event,
    GameState,
    Move,
    Result,
    RulesBase,
    ScoreLine,
    Seat,
    Text,
    best_owners,
    choice,
    event,
    move_text,
    number,
    seat_names,
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


def _pack(pattern: _Pattern) -> int:
    """A pattern as one integer, 4 bits per rank: the top bit of each field is a guard, so ``_fits_packed`` tests
    every rank at once (a single deck has at most 4 cards of a rank, which fits in 3 bits)."""
    return sum(k << (4 * i) for i, k in enumerate(pattern))


def _unpack(packed: int, n: int) -> _Pattern:
    return tuple((packed >> (4 * i)) & 15 for i in range(n))


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


# ------------------------------------------------------------------------------------------------------- state
# What makes the game fast, beside the rules: the capture tables, the move list and the fast apply (fast.py), and
# what a seat sees (views.py). Imported here, once the moves and values they build on are defined;
# tests/engine/test_fast_paths_match_rules.py checks each against the plain rule stated in this module.
from cardrules.games.tablanette import fast, views
from cardrules.games.tablanette.fast import _DECK, _capture_event, _group_types, _split
from cardrules.games.tablanette.fast import MoveList as MoveList
from cardrules.games.tablanette.narration import _owner_names


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

    # The plays of hand cards on this table, read off per table key (fast.py); _plain_moves states them plainly.
    _moves_of = fast.moves_of
    _table_key = fast.table_key
    _listed = fast.listed

    def _plain_moves(self) -> tuple[Play, ...]:
        """The legal plays as the rules state them: each hand card takes every union of disjoint groups (a table
        card of its rank, or 2-3 table cards, 2 or more with ``sums_any_size``, adding up to its value, an Ace 1 or
        11) after which no group is left on the table (T-A1); a card that takes nothing stays on the table; a
        special Jack takes the whole table, and a special Jack on the table is taken only so (T-A4, T-A5)."""
        r, table = self.rules, self.table
        if self.turn is None:
            return ()
        takeable = [i for i, c in enumerate(table) if not special_jack(c.rank, r.jack_is_twelve)]
        out = []
        for card in self.hands[self.turn]:
            if special_jack(card.rank, r.jack_is_twelve):
                out.append(Play(card, table))
                continue
            value = _played_value(card.rank, r.jack_is_twelve)
            most = len(takeable) if r.sums_any_size else 3
            groups = [frozenset((i,)) for i in takeable if table[i].rank == card.rank]
            groups += [frozenset(g) for k in range(2, most + 1) for g in combinations(takeable, k)
                       if value in {sum(v) for v in product(*(_values(table[i].rank, True) for i in g))}]
            unions: set[frozenset[int]] = set()
            grown, seen = [frozenset[int]()], set[frozenset[int]]()
            while grown:  # every union of disjoint groups, grown group by group; kept when no group is left
                union = grown.pop()
                free = [g for g in groups if not g & union]
                if not free:
                    unions.add(union)
                grown += [union | g for g in free if union | g not in seen]
                seen.update(union | g for g in free)
            out += [Play(card, tuple(table[i] for i in sorted(u))) for u in unions]
        return tuple(out)

    def captures(self, card: Card) -> tuple[Play, ...] | MoveList:
        """Every legal play of ``card`` on this table: its maximal captures (T-A1), or the bare play."""
        return self._moves_of((card,))

    def _table_shape(self) -> tuple[tuple[str, ...], tuple[tuple[Card, ...], ...], _Pattern]:
        """The takeable table cards as (ranks in rank order, the cards of each rank in suit order, how many of
        each)."""
        jack12 = self.rules.jack_is_twelve
        takeable = sorted((c for c in self.table if not special_jack(c.rank, jack12)), key=_CARD_KEY)
        ranks = tuple(rank for rank in RANKS if any(c.rank == rank for c in takeable))
        pools = tuple(tuple(c for c in takeable if c.rank == rank) for rank in ranks)
        return ranks, pools, tuple(map(len, pools))

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

    # Play applies a move with fast.py's apply (the table key carried from state to state, shared events, a
    # capture's groups worked out only if the log is read); _plain_apply states the same plainly.
    _apply = fast.apply

    def _plain_apply(self, move: Play) -> State:
        """The state after ``move`` (a legal one), as the rules state it."""
        seat, deal, r = self.turn, self.deal, self.rules
        assert seat is not None
        hands = tuple(tuple(c for c in h if c != move.card) if s == seat else h for s, h in enumerate(self.hands))
        turn: int | None = (seat + 1) % r.players
        if not move.taken:  # the card stays on the table
            after = self._advance((move,), (Event("discard", seat, (move.card,), (), deal, None),), turn=turn,
                                  hands=hands, table=self.table + (move.card,))
        else:
            table = tuple(c for c in self.table if c not in move.taken)
            captured = tuple(p + move.taken + (move.card,) if s == seat else p for s, p in enumerate(self.captured))
            if table or special_jack(move.card.rank, r.jack_is_twelve):
                after = self._advance((move,), self._capture_event(move), turn=turn, hands=hands, table=table,
                                      captured=captured, last_capturer=seat)
            else:  # a tablanette: it scores at once, and ends the game at once if it reaches the goal (T-A9)
                split = self._split(move)
                value, owner = self._tablanette_points(move, split), self.owner_of(seat)
                points = tuple(p + value if o == owner else p for o, p in enumerate(self.points))
                events = [Event("tablanette", seat, (move.card,) + move.taken,
                                (("groups", split[0]), ("points", value)), deal, None)]
                winners = (owner,) if points[owner] >= r.goal else None
                if winners is not None:
                    turn = None
                    events.append(event("game_over", None, deal=deal, owners=r.teams, scores=points,
                                        winners=winners))
                after = self._advance((move,), events, turn=turn, hands=hands, table=table, captured=captured,
                                      last_capturer=seat, points=points, winners=winners,
                                      score_lines=self.score_lines + (ScoreLine(deal, owner, "tablanettes", value),))
                if winners is not None:
                    return after
        if any(hands):
            return after
        return after._redeal() if after.stock else after._end_deal()

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

    # -- what a seat sees (GameState.view: views.py) ------------------------------------------------------------
    _view_later = views.view_later
    _view_zones = views.view_zones
    _view_facts = views.view_facts
    _view_events = views.view_events

    @property
    def status(self) -> Text:
        """Whose turn it is, or the result, as data worded when shown."""
        return views._status(self.rules, self.players, self.points, self.winners, self.turn, self.deal)

    @classmethod
    def _parse_move(cls, text: str) -> Play:
        return parse_move(text)

    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        return read_start(rules, start)


# ------------------------------------------------------------------------------------------------ construction


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

# How a game starts (start.py: it makes States, so it is imported last), and the game told (narration.py).
from cardrules.games.tablanette.narration import game_facts as game_facts
from cardrules.games.tablanette.narration import narrate as narrate
from cardrules.games.tablanette.start import from_deck as from_deck
from cardrules.games.tablanette.start import from_position as from_position
from cardrules.games.tablanette.start import new_game as new_game
from cardrules.games.tablanette.start import read_start
