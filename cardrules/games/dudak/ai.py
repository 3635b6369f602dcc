"""Dudak's players: the heuristic bot, and what the Monte Carlo bot needs (a sampler of the hidden cards, a fast
rollout policy and its settings). Bots read views, never states: only what their seat may see, as data."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from cardrules.cards import STANDARD_SUITS, Card, Suit
from cardrules.games.dudak.fast import _BEATERS, _TRUMP_SLOTS
from cardrules.games.dudak.rules import (
    _PASS,
    _SORT_KEY,
    DECLARE,
    LEAD,
    PLAYER_COUNTS,
    RANK_ORDER,
    RESPOND,
    Beat,
    BeatList,
    DeclareTrump,
    DudakMove,
    Lead,
    Pass,
    PerSeat,
    Rules,
    State,
    Take,
    TakeAll,
    _sorted,
    deck_for,
)
from cardrules.games.dudak.views import _HAND_KEYS, _trump_shown
from cardrules.log import Log
from cardrules.protocol import Event, MonteCarloSettings, ScoreLine, View, Zone, start_json

# ------------------------------------------------------------------------------------------------------------ bot
_DECK_BITS = {n: sum(1 << c.key for c in deck_for(n)) for n in PLAYER_COUNTS}
"""Each deck's cards as bits, ``1 << key``."""
_BEATER_BITS = tuple([sum(1 << k for k in beaters) for beaters in table] for table in _BEATERS)
"""``_BEATERS`` (the cards that beat each card, for each trump) as bits, ``1 << key``."""
_RANK_OF: list[int] = [0] * (max(c.key for c in deck_for(4)) + 1)
"""Each card's rank (``RANK_ORDER``) by its key: a list lookup, where ``RANK_ORDER[card.rank]`` hashes a string."""
for _c in deck_for(4):
    _RANK_OF[_c.key] = RANK_ORDER[_c.rank]
del _c


class HeuristicBot:
    """A simple Dudak player, from what its seat may see (a :class:`View`):

    * beat with the lowest card that works, preferring its own suit to a trump;
    * add the card the next player is least able to beat (fewest unseen cards beat it, counting their trump), except
      with probability ``vary``, when it adds its lowest card: always adding the unbeatable card makes every player
      take two cards back and return them, a stalemate only the turn limit ends;
    * lead the card hardest to beat for the next player (its lowest card with probability ``vary``);
    * when it cannot beat and holds ``declare_at`` cards or fewer (2), declare a suit it holds (the longest) to beat
      with it;
      otherwise take one card (which often lets it beat with the card just taken, D-A8) and think again.
    * in the declaration round of ``trumps="before_lead"``, declare its longest suit if it holds five or more.
    """

    def __init__(self, rng: random.Random | int = 0, vary: float = 0.25, declare_at: int = 2) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.vary = vary
        """How often it beats and adds (or leads) its lowest cards instead, which breaks stalemates."""
        self.declare_at = declare_at
        """The largest hand with which it declares a trump to beat. A declarer takes whole piles, so it pays only
        when beating and adding nearly empties the hand; declaring with three cards tripled the deals that stall
        among these bots."""
        self._read: tuple[int, Event | None, int, list[Suit | None], set[int]] = (0, None, 0, [], set())
        """What :meth:`_public_log` has read of the log: how many events, the last one, its deal, the trumps and
        the set-aside card keys found."""

    def choose(self, view: View) -> DudakMove:
        moves = view.legal_moves
        if type(moves) is BeatList:  # facing a pile with two cards or more in hand: nine decisions in ten
            return self._respond(view, view.to_move, moves)  # type: ignore[arg-type]  # its seat's view: to move
        if not moves:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        seat = view.to_move
        assert seat is not None
        # The table is read (``_table``) only by the choices that look at it: a random low card does not.
        if isinstance(moves[0], (DeclareTrump, Pass)) and all(isinstance(m, (DeclareTrump, Pass)) for m in moves):
            zones, hand, pile = _table(view, seat)
            if not pile:
                suit, count = _longest_suit(hand)
                return DeclareTrump(suit) if count >= 5 else _PASS
        beats_ = [m for m in moves if type(m) is Beat]
        if beats_:
            if self.rng.random() < self.vary:
                # Breaking the stalemate: if everyone adds an unbeatable card, the next player takes two cards back,
                # beats with the one just taken and adds the same card again, forever (see ``turn_limit``).
                lowest = min(beats_, key=lambda m: (RANK_ORDER[m.card.rank], RANK_ORDER[m.add.rank] if m.add else -1))
                return lowest
            zones, hand, pile = _table(view, seat)
            beatable = self._beatable(view, zones, hand, pile)
            top_suit = pile[-1].suit  # type: ignore[union-attr]
            # The lowest beating card, preferring its own suit to a trump, then the add hardest to beat, the highest
            # first. Picked in two steps, the card and then its add (the first in list order on a tie, as one
            # ``min`` over every move would): no two beating cards are alike in suit-or-trump and rank, since all
            # of them are of the top card's suit or of the player's trump.
            card = min(beats_, key=lambda m: (m.card.suit is not top_suit, RANK_ORDER[m.card.rank])).card.key
            return min([m for m in beats_ if m.card.key == card],
                       key=lambda m: (beatable(m.add), -RANK_ORDER[m.add.rank]) if m.add else (-1, 0))
        leads = [m for m in moves if type(m) is Lead]
        if leads:
            if self.rng.random() < self.vary:  # the same stalemate with leads: each leads a King the next takes
                return min(leads, key=lambda m: (RANK_ORDER[m.card.rank], _SORT_KEY(m.card)))
            zones, hand, pile = _table(view, seat)
            beatable = self._beatable(view, zones, hand, pile)
            return min(leads, key=lambda m: (beatable(m.card), -RANK_ORDER[m.card.rank], _SORT_KEY(m.card)))
        zones, hand, pile = _table(view, seat)
        top = pile[-1]
        if len(hand) <= self.declare_at and top is not None and any(type(m) is DeclareTrump for m in moves):
            # Declaring binds the player to whole-pile takes for the rest of the deal, so it only pays near the end:
            # declare the suit that beats now, keeping the most cards of it.
            suits = [s for s in STANDARD_SUITS if s is not top.suit and any(c.suit is s for c in hand)]
            if suits:
                return DeclareTrump(max(suits, key=lambda s: sum(c.suit is s for c in hand)))
        return next(m for m in moves if isinstance(m, (Take, TakeAll)))

    def _respond(self, view: View, seat: int, moves: BeatList) -> DudakMove:
        """:meth:`choose` facing a pile with two cards or more in hand, the same choice made from the list's cards
        (its hand and the positions of the cards that beat) instead of over its moves: a big hand has up to ninety
        beats, and building and weighing each of them was a third of a decision. Only the move picked is taken
        from the list (:meth:`BeatList.beat`). Ties go to the first card in hand order, as the list's order is the
        beating cards' in hand order, each with the others added in hand order."""
        hand, beaters = moves.hand, moves.beaters
        if beaters:
            ranks = [_RANK_OF[c.key] for c in hand]
            if self.rng.random() < self.vary:  # the lowest beat and add: see ``choose``
                # The first move of the lowest (card rank, add rank): the first lowest beating card, with the first
                # lowest other card (the lowest other rank is the same for every beating card of the lowest rank).
                at = min(beaters, key=ranks.__getitem__)
                ranks[at] = 99  # not added to itself
                return moves.beat(at, ranks.index(min(ranks)))
            zones, _, pile = _table(view, seat)
            beat_by, unseen = self._unseen(view, zones, hand, pile)
            top_suit = pile[-1].suit  # type: ignore[union-attr]
            # The lowest beating card, of the top card's suit before a trump; then the add hardest to beat (the
            # unseen cards that beat it: ``_beatable``), the highest first: (beatable, -rank) as one number, the rank
            # below 8.
            at = min(beaters, key=lambda i: ranks[i] + (8 if hand[i].suit is not top_suit else 0))
            weights = [8 * (beat_by[c.key] & unseen).bit_count() + 7 - r for c, r in zip(hand, ranks)]
            weights[at] = 1 << 30
            return moves.beat(at, weights.index(min(weights)))
        tail = moves.tail
        if len(hand) <= self.declare_at and len(tail) > 1:  # the declarations follow the take: see ``choose``
            zones, _, pile = _table(view, seat)
            top = pile[-1]
            assert top is not None
            suits = [s for s in STANDARD_SUITS if s is not top.suit and any(c.suit is s for c in hand)]
            if suits:
                return DeclareTrump(max(suits, key=lambda s: sum(c.suit is s for c in hand)))
        return moves[len(moves) - len(tail)]  # type: ignore[no-any-return]  # the take (or take-all)

    def _beatable(self, view: View, zones: Mapping[str, Zone], hand: tuple[Card, ...],
                  pile: tuple[Card | None, ...]) -> Callable[[Card], int]:
        """How many unseen cards beat a card for the next player (``beats``, asked through ``_BEATERS``): see
        :meth:`_unseen`."""
        beaters, unseen = self._unseen(view, zones, hand, pile)

        def beatable(card: Card) -> int:
            return (beaters[card.key] & unseen).bit_count()
        return beatable

    def _unseen(self, view: View, zones: Mapping[str, Zone], hand: tuple[Card, ...],
                pile: tuple[Card | None, ...]) -> tuple[list[int], int]:
        """The cards that beat each card for the next player (``beats``, asked through ``_BEATERS``), by the
        card's key, and the unseen cards, as bits (``1 << key``): the unseen cards that beat a card are the bits of
        both (an ``&`` of two ints, where two sets of keys made a third).

        Made only for a choice that weighs it (a beat or a lead, not a take, half of all decisions, nor a random low
        card). The next player's trump is read from their hand's zone and the set-aside cards from the log, which
        is read only when the table shows set-aside cards: skipping it changes nothing, as the bot's reading of the
        log picks up where it left off."""
        seat = view.to_move
        assert seat is not None
        players = view.players
        # The next player holds cards, so their hand shows their trump, if they declared one.
        nxt_trump = _trump_shown(zones[_HAND_KEYS[_next_seat(zones, seat, players)]])
        # Set-aside cards are face down in views but were played in the open: read them from the events, when there
        # are any (nine times in ten there are none yet, and reading the log is most of such a decision's cost).
        seen = sum([1 << c.key for c in hand]) + sum([1 << c.key for c in pile if c is not None])  # no card twice
        if zones["set_aside"].cards:
            seen += sum([1 << k for k in self._public_log(view)[1]])
        return _BEATER_BITS[0 if nxt_trump is None else _TRUMP_SLOTS.index(nxt_trump)], _DECK_BITS[players] & ~seen

    def _public_log(self, view: View) -> tuple[list[Suit | None], set[int]]:
        """:func:`_public_log`, reading only the events added since this bot's last view when they extend the log
        it read then (the same deal): a bot plays a whole game, and reading the whole log at every decision made a
        long deal quadratic."""
        events = view.events
        count, last, deal, trumps, aside = self._read
        now = _deal_of(view)
        if not (0 < count <= len(events) and events[count - 1] is last and deal == now
                and len(trumps) == view.players):
            count, trumps, aside = 0, [None] * view.players, set()
        _read_events(events[count:], now, trumps, aside)
        self._read = (len(events), events[-1] if events else None, now, trumps, aside)
        return trumps, aside

    def __repr__(self) -> str:
        return "HeuristicBot()"


def _longest_suit(hand: Sequence[Card]) -> tuple[Suit, int]:
    counts = {s: 0 for s in STANDARD_SUITS}
    for c in hand:
        counts[c.suit] += 1
    suit = max(STANDARD_SUITS, key=lambda s: counts[s])
    return suit, counts[suit]


def _deal_of(view: View) -> int:
    return view.events[-1].deal if view.events else 1


def _public_log(view: View) -> tuple[list[Suit | None], set[int]]:
    """From the current deal's public events: each seat's declared trump (a position states them all) and the keys
    of the cards set aside."""
    trumps: list[Suit | None] = [None] * view.players
    aside: set[int] = set()
    _read_events(view.events, _deal_of(view), trumps, aside)
    return trumps, aside


def _read_events(events: Sequence[Event], deal: int, trumps: list[Suit | None], aside: set[int]) -> None:
    """Add what ``events`` of ``deal`` tell to ``trumps`` (per seat) and ``aside`` (card keys), in place."""
    for e in events:
        if e.deal != deal:
            continue
        kind = e.kind
        if kind == "set_aside":
            aside.update([c.key for c in e.cards])
        elif kind == "declare" and e.seat is not None:
            trumps[e.seat] = Suit(e.get("suit"))
        elif kind == "position":
            trumps[:] = [Suit(t) if t else None for t in e.get("trumps")]


def _table(view: View, seat: int) -> tuple[dict[str, Zone], tuple[Card, ...], tuple[Card | None, ...]]:
    """A view's zones by key, the seat's own hand (face up in its own view) and the pile."""
    zones = {z.key: z for z in view.zones}
    return zones, tuple([c for c in zones[_HAND_KEYS[seat]].cards if c is not None]), zones["pile"].cards


def _next_seat(zones: Mapping[str, Zone], seat: int, players: int) -> int:
    """The next seat clockwise that holds cards, from a view's zones by key."""
    for k in range(1, players + 1):
        s = (seat + k) % players
        if zones[_HAND_KEYS[s]].count:
            return s
    return seat


# ------------------------------------------------------------------------------------------- simulation hooks
def sample_state(view: View, rng: random.Random) -> State:
    """A full state consistent with everything ``view`` shows, the hidden cards dealt at random (for the Monte
    Carlo bot). Built from the view alone: the viewer's hand, the pile, the hand sizes, and the public log (cards
    taken back are known to be in the taker's hand until played; set-aside piles were played face up; declared
    trumps; losses and the turn count are public facts)."""
    if view.seat is None or view.is_over or view.to_move is None:
        raise ValueError("sample_state needs a seat's view of a game in progress")
    rules: Rules = view.rules
    n = rules.players
    deal = view.events[-1].deal if view.events else 1
    dealer = int(view.fact("dealer"))
    losses: PerSeat = view.fact("losses")
    lines = tuple(ScoreLine(e.deal, e.seat, "loss", 1) for e in view.events if e.kind == "loser" and e.seat is not None)
    known: list[set[Card]] = [set() for _ in range(n)]
    set_aside: list[Card] = []
    trumps: list[Suit | None] = [None] * n
    declared = 0
    led = False
    for e in view.events:
        if e.deal != deal:
            continue
        if e.kind == "position":
            trumps = [Suit(t) if t else None for t in e.get("trumps")]
            led = True
        elif e.kind == "set_aside":
            set_aside.extend(e.cards)
        elif e.seat is None:
            continue
        elif e.kind in ("take", "take_all"):
            known[e.seat].update(e.cards)
        elif e.kind in ("lead", "beat"):
            known[e.seat].difference_update(e.cards)
            led = True
        elif e.kind in ("declare", "pass"):
            declared += 1
            if e.kind == "declare":
                trumps[e.seat] = Suit(e.get("suit"))
    hands = [tuple(c for c in view.zone(f"hand/{s}").cards if c is not None) for s in range(n)]
    pile = tuple(c for c in view.zone("pile").cards if c is not None)
    seen = set(pile).union(set_aside, *map(set, hands))
    hidden = [s for s in range(n) if view.zone(f"hand/{s}").count and not hands[s]]
    for s in hidden:
        seen |= known[s]
    pool = [c for c in deck_for(n) if c not in seen]
    rng.shuffle(pool)
    for s in hidden:
        mine = tuple(known[s])
        need = view.zone(f"hand/{s}").count - len(mine)
        hands[s], pool = _sorted(mine + tuple(pool[:need])), pool[need:]
    # Every card is in a hand, the pile or set aside: what is left was set aside (a position's cards left out of
    # its example among them).
    played_aside = len(set_aside)
    set_aside += pool
    if pile:
        phase = RESPOND
    elif rules.trumps == "before_lead" and not led and declared < n:
        phase = DECLARE
    else:
        phase = LEAD
    return State(rules=rules, start=start_json(kind="sample"), log=Log.of(events=view.events), score_lines=lines,
                 seed=rng.randrange(2**31), deal=deal, dealer=dealer, hands=tuple(hands), pile=pile,
                 set_aside=tuple(set_aside), trumps=tuple(trumps), seat=view.to_move, phase=phase,
                 losses=losses.counts, turns=int(view.fact("turn")), unused=len(set_aside) - played_aside)


def rollout_move(state: State, rng: random.Random) -> DudakMove:
    """A fast move for the Monte Carlo bot's rollouts, read from the (sampled) state: beat with the lowest card
    that beats and add the highest other card, lead a high card, take back only when nothing beats, never declare
    (and pass when asked). One move in five is a random non-take move, which keeps deals from stalling (D-A8)."""
    moves = state.legal_moves()
    plays = [m for m in moves if isinstance(m, (Beat, Lead))]
    if not plays:
        return _PASS if state.phase == DECLARE else next(m for m in moves if isinstance(m, (Take, TakeAll)))
    if rng.random() < 0.2:
        return plays[rng.randrange(len(plays))]
    if isinstance(plays[0], Lead):
        return max(plays, key=lambda m: RANK_ORDER[m.card.rank])
    top = state.pile[-1]
    beats_ = [m for m in plays if isinstance(m, Beat)]
    return min(beats_, key=lambda m: (m.card.suit is not top.suit, RANK_ORDER[m.card.rank],
                                      -RANK_ORDER[m.add.rank] if m.add else -99))


# The Monte Carlo bot's settings: Dudak needs its own rollout policy, since uniformly random players take cards back so
# often that a deal rarely ends, and a rollout would measure nothing.
MONTE_CARLO = MonteCarloSettings(simulations=400, rollout="game", caution=None)
