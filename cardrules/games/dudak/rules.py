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
what beats what), the :class:`State` (legal moves, why a move is illegal, playing it). The sentences are in
``text_<lang>.py``. Comments cite the decisions of ``docs/rules/dudak.md`` by their codes (D-A1 …,
listed in ``docs/decisions.md``).

Principle knowingly broken: the write-up's rules need not end. A player may always take cards back instead of
beating, and even players trying their best stall: when everyone adds a card the next player cannot beat, that player
takes it and the card below, beats with the card just taken and adds the same card again, round after round (D-A8).
The ``turn_limit`` rule (not in the write-up; 500 turns by default) ends a deal after that many turns, and the player
holding the most cards loses it, so every deal ends with exactly one loser.

This module states the rules plainly (``State._plain_moves``, ``State._plain_apply``); play uses the shared moves,
the tables of which cards beat which and the fast apply of ``fast.py`` (``tests/engine/test_fast_paths_match_rules.py``
checks them against the plain rules here). What a seat sees is in ``views.py``, how a game starts in ``start.py``, the
notation in ``notation.py``, the narration in ``narration.py``, the bots in ``ai.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from cardrules.cards import STANDARD_SUITS, Card, Suit, deck_24, deck_30, piquet_deck, shuffle
from cardrules.events import Listing, Reason
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
    number,
)

NAME = "dudak"
TITLE = "Dudak"
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4)
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

_TAKE: Take = Take()
_TAKE_ALL: TakeAll = TakeAll()
_PASS: Pass = Pass()  # typed: fast.py reads them during this module's import


# ---------------------------------------------------------------------------------------------------------- state
DECLARE, LEAD, RESPOND, OVER = "declare", "lead", "respond", "over"
"""Phases: the declaration round (``trumps="before_lead"``), leading a new pile, facing a pile, game over."""


def _sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_hand_order))


def _hand_order(c: Card) -> int:
    """``_SORT_KEY`` as one integer, looked up by the card's precomputed ``key`` (sorting hands is hot)."""
    return _HAND_ORDER[c.key]


def _SORT_KEY(c: Card) -> tuple[int, int]:
    return (_SUIT_INDEX[c.suit], RANK_ORDER[c.rank])

_SUIT_INDEX = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}  # colours alternate, as Card.sort_key
_HAND_ORDER = {c.key: _SUIT_INDEX[c.suit] * 8 + RANK_ORDER[c.rank] for c in piquet_deck()}


def _deal(deck: Sequence[Card], dealer: int, players: int, pairs: bool) -> tuple[tuple[Card, ...], ...]:
    """Deal the whole deck clockwise from the dealer's left, one card (or two, ``deal_in_pairs``) at a time."""
    step = 2 if pairs else 1
    hands: list[list[Card]] = [[] for _ in range(players)]
    for i in range(0, len(deck), step):
        hands[(dealer + 1 + i // step) % players].extend(deck[i:i + step])
    return tuple(_sorted(h) for h in hands)

# What makes the game fast, beside the rules: the shared moves, the tables of which cards beat which, the lazy list
# of beats and the fast apply (fast.py), and what a seat sees (views.py). Imported here, once the moves and values
# they build on are defined; tests/engine/test_fast_paths_match_rules.py checks each against the plain rule stated in
# this module.
from cardrules.games.dudak import fast, views
from cardrules.games.dudak.fast import BeatList as BeatList
from cardrules.games.dudak.fast import _holds
from cardrules.games.dudak.views import PerSeat as PerSeat
from cardrules.games.dudak.views import Seats as Seats


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

    # The moves, from shared move objects and the tables of which cards beat which (fast.py); _plain_moves lists them
    # plainly.
    _list_moves = fast.list_moves

    def _plain_moves(self) -> tuple[DudakMove, ...]:
        """The legal moves as the rules state them: in the declaration round, declare a suit or pass; lead any card;
        facing a pile, beat its top card with a card that :func:`beats` it, adding any other card of the hand (or
        going out on it when it is the last), or take (the whole pile for a declarer, or everyone under the Czech box
        rule); and declare trumps, when the rules allow it at any time, while one has not."""
        seat = self.seat
        if seat is None:
            return ()
        if self.phase == DECLARE:
            return (*(DeclareTrump(s) for s in STANDARD_SUITS), Pass())
        hand = self.hands[seat]
        moves: list[DudakMove]
        if self.phase == LEAD:
            moves = [Lead(c) for c in hand]
        else:
            top, trump = self.pile[-1], self.trumps[seat]
            if len(hand) == 1:
                moves = [Beat(hand[0])] if beats(hand[0], top, trump) else []
            else:
                moves = [Beat(c, a) for c in hand if beats(c, top, trump) for a in hand if a != c]
            moves.append(TakeAll() if self._must_take_whole(seat) else Take())
        if self._may_declare():
            moves += [DeclareTrump(s) for s in STANDARD_SUITS]
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
    # Play applies a move with fast.py's apply (dispatched on the move's exact type, events built directly);
    # _plain_apply states the same plainly.
    _apply = fast.apply

    def _plain_apply(self, move: DudakMove) -> State:
        """The state after ``move`` (a legal one), as the rules state it."""
        seat, deal, pile = self.seat, self.deal, self.pile
        assert seat is not None
        hand = self.hands[seat]

        def without(*cards: Card) -> tuple[tuple[Card, ...], ...]:
            return _replace(self.hands, seat, tuple(c for c in hand if c not in cards))

        if isinstance(move, Beat):
            top = pile[-1]
            played = (move.card,) if move.add is None else (move.card, move.add)
            hands = without(*played)
            beat = event("beat", seat, played, deal=deal, top=top.code, trump=move.card.suit is not top.suit,
                         out=not hands[seat])
            if move.add is None:  # out on the beating card: the pile is set aside, the next player leads
                killed = pile + (move.card,)
                return self._next_turn(move, (beat, event("set_aside", seat, killed, deal=deal)), hands, (),
                                       self.set_aside + killed, seat, LEAD)
            return self._next_turn(move, (beat,), hands, pile + played, self.set_aside, seat, RESPOND)
        if isinstance(move, (Take, TakeAll)):
            taken = pile[-1:] if isinstance(move, Take) else pile
            pile = pile[:-len(taken)]
            hands = _replace(self.hands, seat, _sorted(hand + taken))
            took = (event("take", seat, taken, deal=deal, left=len(pile)) if isinstance(move, Take)
                    else event("take_all", seat, taken, deal=deal))
            if pile:  # the same player goes on: beat the new top card or take again (D-A2)
                return self._advance((move,), (took,), hands=hands, pile=pile)
            return self._next_turn(move, (took,), hands, pile, self.set_aside, seat, LEAD)
        if isinstance(move, Lead):  # D-A4: leading one's last card goes out; the card stays to be beaten
            hands = without(move.card)
            return self._next_turn(move, (event("lead", seat, (move.card,), deal=deal, out=not hands[seat]),), hands,
                                   pile + (move.card,), self.set_aside, seat, RESPOND)
        return self._apply(move)  # a declaration or a pass: stated plainly in fast.apply's last lines

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

    # -- views (views.py) ----------------------------------------------------------------------------------------
    _view_later = views.view_later
    _view_zones = views.view_zones
    _view_facts = views.view_facts
    _view_events = views.view_events

    @property
    def status(self) -> Text:
        """One sentence: whose turn and what is asked of them, or how the game ended (worded when shown)."""
        return views._status(self.players, self.seat, self.phase, self.pile, self.losses,
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

    # -- starting positions (start.py) and notation (notation.py) -----------------------------------------------
    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        return read_start(rules, start)

    @classmethod
    def _parse_move(cls, text: str) -> DudakMove:
        return parse_move(text)

ROLLOUT_TURNS = 60
"""How many more turns a rollout plays (:meth:`State.rollout_position`) before the turn limit's rule ends it."""

_ROLLOUT_RULES: dict[tuple[Rules, int], Rules] = {}
"""The rollouts' rules, made once per game rules and limit: a Rules checks every field when made, at every rollout."""


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


# ----------------------------------------------------------------------------------------------- entry points



def _replace(items: tuple[Any, ...], i: int, item: Any) -> tuple[Any, ...]:
    return items[:i] + (item,) + items[i + 1:]

# How a game starts (start.py), a move read from its notation (notation.py) and the game told (narration.py): they
# make States and moves, so they are imported last.
from cardrules.games.dudak.narration import game_facts as game_facts
from cardrules.games.dudak.narration import narrate as narrate
from cardrules.games.dudak.notation import parse_move as parse_move
from cardrules.games.dudak.start import from_deck as from_deck
from cardrules.games.dudak.start import from_position as from_position
from cardrules.games.dudak.start import new_game as new_game
from cardrules.games.dudak.start import read_start
