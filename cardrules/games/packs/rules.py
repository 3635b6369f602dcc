"""Packs: draw a card, win a table card of its suit with more points, steal other players' packs, survive the throw-off.

The game is Phil Laurence's *Paks*, from Sid Sackson's *A Gamut of Games*, as Yuji Akagiri's Japanese write-up
"パックス" (1995) presents it; ``docs/rules/packs.md`` states it in full, with every point the write-up leaves open
and what was chosen. This module states the game plainly, top to bottom: the house rules, the card values, the
moves, the state (legality, the legal moves, playing, the end of a deal and its scoring). Beside it: ``fast.py``
lists and plays the moves fast (what play uses; ``tests/engine/test_fast_paths_match_rules.py`` checks it against the
plain rules here), ``views.py`` makes what each seat sees, ``start.py`` starts a game, ``notation.py`` reads a move,
``narration.py`` tells the events; the bots are in ``ai.py``, the sentences in ``text_<lang>.py``, the lesson tables in
``lessons.py``.

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
* ``why_illegal`` first asks whether the move is in the (kept) legal-move list and only computes a reason for
  moves that are not; the reason (``_reason``) is written independently and the tests check that it agrees.
* Packs are held per seat even in partnerships (each player packs in front of themselves and a partner's pack may be
  stolen, P-A15); the throw-off and the score are per team.
* Decision codes (P-A1 ... P-A16) in comments name the open points settled in ``docs/rules/packs.md``.
"""

from __future__ import annotations

import operator
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any, ClassVar

from cardrules.cards import (
    STANDARD_SPELLING,
    STANDARD_SUITS,
    Card,
    Suit,
    codes,
    parse_cards,  # noqa: F401  (the doctests' cards)
    shuffle,
)
from cardrules.errors import RulesError
from cardrules.events import Reason
from cardrules.games.packs.narration import game_facts as game_facts  # the game told (re-exported)
from cardrules.games.packs.narration import narrate as narrate
from cardrules.i18n import get_language
from cardrules.i18n import t as tr
from cardrules.log import Log
from cardrules.protocol import (
    Event,
    GameState,
    Result,
    RulesBase,
    ScoreLine,
    Seat,
    Text,
    best_owners,
    choice,
    number,
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


def _holds(hand: Sequence[Card], cards: Sequence[Card]) -> Card | None:
    """The first card of ``cards`` that ``hand`` does not hold often enough (duplicates count), or None."""
    need, have = Counter(cards), Counter(hand)
    for c, n in need.items():
        if have[c] < n:
            return c
    return None


def _without(cards: tuple[Any, ...], gone: Iterable[Any]) -> tuple[Any, ...]:
    """``cards`` (or packs) without one equal item for each of ``gone``, the first one each."""
    out = list(cards)
    for c in gone:
        out.remove(c)
    return tuple(out)


def _put(items: tuple[Any, ...], i: int, item: Any) -> tuple[Any, ...]:
    """``items`` with ``item`` in place ``i`` (a seat's hand or packs in a new state's tuple of them)."""
    out = list(items)
    out[i] = item
    return tuple(out)


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

DRAW, ACT, FORCED, STEAL, OVER = "draw", "act", "forced", "steal", "over"

# What makes the game fast, beside the rules: the move list and the tables it reads (fast.py), what a seat sees
# (views.py). Imported here, once the moves and values they build on are defined;
# tests/engine/test_fast_paths_match_rules.py checks each against the plain rule stated in this module.
from cardrules.games.packs import fast, views
from cardrules.games.packs.fast import MoveList as MoveList


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

    # The packs and steals open, as the segments of a MoveList, and what a thief could take from each player, kept
    # from state to state (fast.py); plain_moves states the same moves plainly.
    _pack_segments = fast.pack_segments
    _steal_segments = fast.steal_segments
    _hauls_of = fast.hauls_of
    _hand_on_hauls = fast.hand_on_hauls
    _robbed_on_hauls = fast.robbed_on_hauls
    _list_moves = fast.list_moves

    def pack_moves(self) -> tuple[Pack, ...]:
        """Every distinct pack the player to move could make now (ignoring the phase)."""
        return tuple(m for m in MoveList(self._pack_segments()) if isinstance(m, Pack))

    def steal_moves(self) -> tuple[Steal, ...]:
        """Every distinct steal open to the player to move now (after packing)."""
        return tuple(MoveList(self._steal_segments()))

    def legal_moves(self) -> tuple[Move, ...] | MoveList:
        """The moves of the player to move: packs by table card then group value, steals by owner, suit and
        value, then ``end``; or just ``draw``; or ``show hand``. Steals come as a :class:`MoveList`, which builds
        each one on demand (a worst case offers about 36,000)."""
        # Worked out once per state and kept in its cache (a copy leaves it behind, ``_PER_STATE``).
        cache = self._cache
        legal = cache.get("_legal")
        if legal is None:  # half the decisions are a draw: that list without a call
            legal = cache["_legal"] = fast._DRAW_ONLY if self.phase == DRAW else self._list_moves()
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
    # Play applies a move with fast.py's apply, pass_turn and end_deal (shared events, cards found by their integer
    # keys, a pack's score and total summed as one int); _plain_apply states the same rules plainly, and the tests
    # compare the two on every move of many games.
    _apply = fast.apply
    _pass_turn = fast.pass_turn
    _end_deal = fast.end_deal

    def _plain_moves(self) -> tuple[Move, ...]:
        """The legal moves as the rules state them, by brute force over every group of hand cards (and with a steal
        every set of one owner's packs of a suit): what ``legal_moves`` lists fast, in another order."""
        hand, rules, phase = self.hands[self.turn], self.rules, self.phase
        if phase in (DRAW, OVER):
            return (Draw(),) if phase == DRAW else ()
        suits = {c.suit for c in hand}
        groups = {s: {_sorted(g) for k in range(1, len(hand) + 1)
                      for g in combinations([c for c in hand if c.suit == s], k)} for s in suits}
        if phase in (ACT, FORCED):  # P-A3: a table card of the suit, beaten strictly
            packs: list[Move] = [Pack(t, g) for t in sorted(set(self.table)) for g in groups.get(t.suit, ())
                                 if group_value(g, rules) > play_value(t)]
            return (*packs, EndTurn()) if phase == ACT else tuple(packs) or (ShowHand(),)
        steals: list[Move] = []
        for owner in range(self.players):
            if owner == self.turn or (not rules.partner_steals and self.owner_of(owner) == self.owner_of(self.turn)):
                continue
            for suit in suits - {self.packed, *self.stolen}:  # P-A9, P-A10
                theirs = sorted(p for p in self.packs[owner] if p[0].suit == suit)
                hauls = {tuple(sorted(h)) for k in range(1, (len(theirs) if rules.multi_steal else 1) + 1)
                         for h in combinations(theirs, k)}
                steals += [Steal(owner, h, g) for h in hauls for g in groups[suit]
                           if group_value(g, rules) > sum(map(pack_total, h))]
        return (*steals, EndTurn())

    def _plain_apply(self, move: Move) -> State:
        """The state after ``move`` (a legal one), as the rules state it: what play does fast (fast.py)."""
        me, deal, rules = self.turn, self.deal, self.rules
        hands, packs = list(self.hands), list(self.packs)
        if isinstance(move, Draw):
            card, stock = self.stock[0], self.stock[1:]
            left = (("left", len(stock)),)
            if rules.full_table and self.table_is_full:  # P-A7: hidden, and a pack is compulsory
                e = Event("draw", me, (card,), (("full_table", True), *left), deal, me)
                hands[me] += (card,)
                return self._advance((move,), (e,), hands=tuple(hands), stock=stock, phase=FORCED, drawn=card,
                                     full=True)
            shown = Event("draw", me, (card,), (("full_table", False), *left), deal, None)
            if card.suit not in {c.suit for c in self.table}:  # P-A12: it feeds the table
                fed = Event("feed", me, (card,), (), deal, None)
                return self._plain_pass(move, (shown, fed), table=(*self.table, card), stock=stock)
            hands[me] += (card,)
            return self._advance((move,), (shown,), hands=tuple(hands), stock=stock, phase=ACT, drawn=card)
        if isinstance(move, Pack):
            info = (("table", move.table.code), ("value", group_value(move.cards, rules)),
                    ("target", play_value(move.table)), ("forced", self.phase == FORCED))
            hands[me] = _without(hands[me], move.cards)
            packs[me] += (_sorted((move.table, *move.cards)),)
            return self._advance((move,), (Event("pack", me, move.cards, info, deal, None),),
                                 table=_without(self.table, (move.table,)), hands=tuple(hands), packs=tuple(packs),
                                 phase=STEAL, packed=move.table.suit)
        if isinstance(move, Steal):
            loot = (("owner", move.owner), ("stolen", " / ".join(map(codes, move.packs))),
                    ("packs", len(move.packs)), ("value", group_value(move.cards, rules)),
                    ("total", sum(map(pack_total, move.packs))))
            packs[move.owner] = _without(packs[move.owner], move.packs)
            packs[me] += (_sorted((*(c for p in move.packs for c in p), *move.cards)),)
            hands[me] = _without(hands[me], move.cards)
            return self._advance((move,), (Event("steal", me, move.cards, loot, deal, None),), hands=tuple(hands),
                                 packs=tuple(packs), stolen=(*self.stolen, move.cards[0].suit))
        if isinstance(move, EndTurn):
            return self._plain_pass(move, (Event("end_turn", me, (), (), deal, None),))
        return self._plain_pass(move, (Event("show_hand", me, _sorted(hands[me]), (), deal, None),))

    def _plain_pass(self, move: Move, events: tuple[Event, ...], **changes: Any) -> State:
        """Record ``move`` and pass the turn clockwise, or end the deal when the stock is out."""
        if not changes.get("stock", self.stock):
            return self._advance((move,), events, **changes)._plain_end_deal()
        return self._advance((move,), events, **changes, turn=(self.turn + 1) % self.players, phase=DRAW,
                             drawn=None, full=False, packed=None, stolen=())

    def _plain_end_deal(self) -> State:
        """Throw off suit by suit down to the fewest packs any owner holds, the lowest-scoring first (P-A4, P-A5),
        score the packs kept, then end the game or deal again."""
        deal, owners = self.deal, range(self.owner_count)
        evs = [Event("deal_end", None, (), (), deal, None)]
        keep = [list(mine) for mine in self.packs]
        thrown: list[Card] = []
        kept = [sum(len(self.packs[s]) for s in self.members(o)) for o in owners]
        for suit in STANDARD_SUITS:
            held = [sorted((pack_score(p), pack_total(p), s, i) for s in self.members(o)
                           for i, p in enumerate(self.packs[s]) if p[0].suit == suit) for o in owners]
            least = min(map(len, held))
            if not self.rules.throw_off:
                continue
            evs.append(Event("throw_off", None, (), (("suit", suit.value), ("least", least),
                                                     ("counts", tuple(map(len, held)))), deal, None))
            for o in owners if least else ():
                gone = [self.packs[s][i] for _, _, s, i in held[o][:least]]
                for _, _, s, i in held[o][:least]:
                    keep[s][i] = ()
                thrown += [c for p in gone for c in p]
                kept[o] -= least
                evs.append(Event("discard", o, tuple(c for p in gone for c in p), (
                    ("suit", suit.value), ("packs", least), ("sizes", tuple(map(len, gone))),
                    ("points", sum(map(pack_score, gone))), ("members", self.members(o))), deal, None))
        packs = tuple(tuple(p for p in mine if p) for mine in keep)
        lines = []
        for o in owners:
            mine = [p for s in self.members(o) for p in packs[s]]
            lines += [ScoreLine(deal, o, f"suit_{suit.value}", sum(pack_score(p) for p in mine if p[0].suit == suit))
                      for suit in STANDARD_SUITS]
            evs.append(Event("score", o, (), (("points", sum(x.points for x in lines[-4:])), ("packs", kept[o]),
                                              ("members", self.members(o))), deal, None))
        return self._advance((), evs, packs=packs, thrown=(*self.thrown, *thrown), phase=OVER, drawn=None,
                             full=False, packed=None, stolen=(),
                             score_lines=self.score_lines + tuple(lines))._game_or_next_deal()

    def _game_or_next_deal(self) -> State:
        """After a deal is scored: the game ends at its one deal, or when an owner reaches the target alone (or
        with others, the win shared, if the rules say so); else, a tie at the top deals again."""
        rules, scores = self.rules, self.totals()
        top = best_owners(scores)
        if rules.single_deal or (max(scores) >= rules.target and (len(top) == 1 or rules.tie == "shared")):
            return self._advance((), (self._ev("game_end", None, winners=top, scores=scores,
                                               members=tuple(map(self.members, top))),), winners=top)
        state = self._advance((), (self._ev("tie", None, scores=scores),)) if max(scores) >= rules.target else self
        return state._next_deal()

    def _ev(self, kind: str, seat: int | None = None, cards: Iterable[Card] = (), *,
            visible_to: int | None = None, **info: Any) -> Event:
        # protocol.event's work, made here directly: one call and one keyword packing less
        return Event(kind, seat, tuple(cards), tuple(info.items()), self.deal, visible_to)

    def _next_deal(self) -> State:
        """Deal again: the deal passes clockwise; the full deck is reshuffled from the game's seed (style.md)."""
        deck = list(_deck(self.rules))
        shuffle(random.Random(f"{self.seed}/{self.deal + 1}"), deck)
        fields, evs = _dealt(self.rules, tuple(deck), dealer=(self.dealer + 1) % self.players, deal=self.deal + 1)
        # what a new deal starts without (the State's defaults), as _deal's new State has it
        return self._advance((), evs, **fields, thrown=(), aside=(), drawn=None, full=False, packed=None, stolen=(),
                             winners=())

    # -- views (views.py) --------------------------------------------------------------------------------------
    _view_later = views.view_later
    _view_status = views.view_status
    _view_zones = views.view_zones
    _view_facts = views.view_facts
    _view_events = views.view_events
    _table_zone = views.table_zone
    _all_pack_zones = views.all_pack_zones
    _pack_zones = views.pack_zones

    # What a view shows of the table, the packs and the log, the score, and what a thief could take from each
    # player change little from one state to the next; a state hands what it worked out on to the states that
    # follow it (kept in its cache, which a copy hands on), each piece checked against the state's own data by
    # identity before use, so nothing stale is ever used. Pickles and copies leave them behind.
    _CACHES: ClassVar[tuple[str, ...]] = ("_pack_zone_cache", "_haul_cache", "_table_zone_cache",
                                          "_all_pack_zones_cache", "_totals_cache")

    @property
    def status(self) -> Text:
        """Whose turn it is and what is asked of them, or the result (a sentence worded when shown): what the
        player to move may do with its hand (the other seats' views say less, see ``_view_status``)."""
        return views._status(self.rules, self.phase, self.turn, self.table, self.packed,
                             self.legal_moves() if self.phase != OVER else None, self.result)

    # -- saving ------------------------------------------------------------------------------------------------
    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        return read_start(rules, start)

    @classmethod
    def _parse_move(cls, text: str) -> Move:
        return parse_move(text)


# ----------------------------------------------------------------------------------------------- starting
def _deck(rules: Rules) -> tuple[Card, ...]:
    """One 52-card deck for two players, two shuffled together for three or more (write-up <カード>)."""
    return fast._DECKS[rules.players >= 3 or rules.two_decks_for_two]


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

# The game read from a saved start or a hand-built position (start.py), and a move read from its notation
# (notation.py): they make States and moves, so they are imported last.
from cardrules.games.packs.notation import parse_move as parse_move
from cardrules.games.packs.start import from_deck as from_deck
from cardrules.games.packs.start import from_position as from_position
from cardrules.games.packs.start import new_game as new_game
from cardrules.games.packs.start import read_start
