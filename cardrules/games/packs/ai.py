"""Packs' players: the heuristic bot, the hidden-card sampler and the rollout policy of the Monte Carlo bot, and
its settings. They read the game through :mod:`cardrules.games.packs.rules` (a seat's :class:`View`, or a sampled
state), never its text.
"""

from __future__ import annotations

import operator
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from cardrules.cards import Card, Suit
from cardrules.games.packs.fast import _KEY_SCORE, MoveList
from cardrules.games.packs.rules import (
    ACT,
    DRAW,
    FORCED,
    STEAL,
    Draw,
    EndTurn,
    Move,
    Pack,
    Rules,
    ShowHand,
    State,
    Steal,
    _deck,
    _sorted,
    group_value,
    pack_score,
    pack_total,
    play_value,
    score_value,
)
from cardrules.log import Log
from cardrules.protocol import MonteCarloSettings, ScoreLine, View, start_json


# ---------------------------------------------------------------------------------------------------- the bot
class HeuristicBot:
    """A heuristic Packs player (works from its seat's View only).

    * Always packs when it can: a pack scores, and it opens stealing. It plays the fewest hand cards that win a
      table card (the rest stay in hand as material for steals), then prefers the table card worth the most
      points, then the cheapest winning group.
    * Steals the richest packs (most scoring points) it can, paying as little as possible, suit after suit.
    * Otherwise draws, ends the turn, or shows the hand at a Full Table.

    Over 1,000 single two-player deals it beats the random bot about three times in four
    (``benchmarks/bench_packs.py``).
    """

    plays_only_move = True
    """With one legal move it plays that move, drawing nothing (see :mod:`cardrules.bots`): most of a Packs
    turn's decisions are forced (a draw, the end of the turn)."""

    def __init__(self, rng: random.Random | int = 0) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def choose(self, view: View) -> Move:
        moves = view.legal_moves
        if type(moves) is tuple and len(moves) == 1:
            # Most decisions offer one move (draw, end, show hand), which is the choice whatever the key. The type
            # is told exactly: isinstance against a Sequence ABC (MoveList is one) is a slow call.
            only: Move = moves[0]
            return only
        if not moves:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        if isinstance(moves, MoveList):
            return _best_listed(moves, view.rules)
        return _best(moves, view.rules)

    def __repr__(self) -> str:
        return "HeuristicBot()"


def _best(moves: Sequence[Move], rules: Rules) -> Move:
    """The heuristic bot's choice among ``moves``, stated plainly: the best steal, else the best pack, else the
    first move."""
    steals = [m for m in moves if isinstance(m, Steal)]
    if steals:
        return max(steals, key=lambda m: (sum(pack_score(p) for p in m.packs) - 0.1 * pack_score(m.cards),
                                          -len(m.cards)))
    packs = [m for m in moves if isinstance(m, Pack)]
    if packs:
        return max(packs, key=lambda m: (-len(m.cards), score_value(m.table), -group_value(m.cards, rules)))
    first: Move = moves[0]
    return first


def _best_listed(moves: MoveList, rules: Rules) -> Move:
    """:func:`_best` on a :class:`MoveList`, weighing its groups (listed with their values) without making a move of
    each: a Packs turn can offer hundreds. The same choice, the first of the best in the list's order (the tests
    compare the two on thousands of positions)."""
    best_key: Any = None
    best: tuple[Any, ...] | None = None
    score = _KEY_SCORE.__getitem__  # score_value of a card by its sort key (the groups are listed as keys)
    for kind, head, groups, values, first in moves.segments:
        if kind is Steal:
            loot = sum(pack_score(p) for p in head[1])
            for cards in groups[first:]:
                key: tuple[Any, ...] = (loot - 0.1 * sum(map(score, cards)), -len(cards))
                if best_key is None or key > best_key:
                    best_key, best = key, (kind, head, cards)
        else:
            # One table card: its best group is the first of the fewest cards (the groups are listed by value, so
            # that one is the lowest-valued of them), found without a key per group; then weighed as one.
            fewest, chosen_value = 99, 0
            chosen: tuple[int, ...] = ()
            for i in range(first, len(groups)):
                cards = groups[i]
                if len(cards) < fewest:
                    fewest, chosen, chosen_value = len(cards), cards, values[i]
            key = (-fewest, score_value(head[0]), -chosen_value)
            if best_key is None or key > best_key:
                best_key, best = key, (kind, head, chosen)
    if best is None:
        first_move: Move = moves[0]
        return first_move
    return moves.take(*best)


# ---------------------------------------------------------------------------- hidden cards, for the Monte Carlo bot
def sample_state(view: View, rng: random.Random) -> State:
    """A full state consistent with everything ``view`` shows, the hidden cards dealt at random (for the Monte
    Carlo bot). Built from the view alone: the viewer's hand, the table, the packs, the hand and stock sizes, and
    the public log (cards drawn face up stay known in the drawer's hand until packed or used to steal; a shown
    hand is known whole; the turn's phase, packed and stolen suits)."""
    if view.seat is None or view.is_over or view.to_move is None:
        raise ValueError("sample_state needs a seat's view of a game in progress")
    rules: Rules = view.rules
    n = rules.players
    deal = view.events[-1].deal if view.events else 1
    dealer = int(view.fact("dealer"))  # a Seat: data, never the name shown
    known: list[Counter[Card]] = [Counter() for _ in range(n)]
    lines: list[ScoreLine] = []
    phase, full = DRAW, False
    packed: Suit | None = None
    stolen: list[Suit] = []
    drawn: Card | None = None
    for e in view.events:
        if e.kind == "score" and e.seat is not None:
            lines.append(ScoreLine(e.deal, e.seat, "earlier", e.get("points")))
        if e.deal != deal or e.seat is None:
            continue
        if e.kind == "draw":
            phase, packed, stolen, full = (FORCED if e.get("full_table") else ACT), None, [], e.get("full_table")
            drawn = e.cards[0] if e.cards else None
            if e.cards and e.seat != view.seat:
                known[e.seat][e.cards[0]] += 1
        elif e.kind == "feed":
            known[e.seat][e.cards[0]] -= 1
            phase, drawn = DRAW, None
        elif e.kind in ("pack", "steal"):
            known[e.seat] -= Counter(e.cards)
            phase = STEAL
            if e.kind == "pack":
                packed = Card.parse(e.get("table")).suit
            else:
                stolen.append(e.cards[0].suit)
        elif e.kind == "show_hand":
            known[e.seat] = Counter(e.cards)
            phase, drawn = DRAW, None
        elif e.kind == "end_turn":
            phase, drawn = DRAW, None
    if phase == DRAW:
        packed, stolen, drawn, full = None, [], None, False
    hands = [tuple(c for c in view.zone(f"hand/{s}").cards if c is not None) for s in range(n)]
    table = tuple(c for c in view.zone("table").cards if c is not None)
    packs = [tuple(tuple(c for c in z.cards if c is not None) for z in view.zones if z.key.startswith(f"packs/{s}/"))
             for s in range(n)]
    thrown = tuple(c for z in view.zones if z.key == "thrown" for c in z.cards if c is not None)
    seen = Counter(table) + Counter(thrown) + Counter(c for h in hands for c in h)
    seen += Counter(c for seat in packs for p in seat for c in p)
    for s in range(n):
        if not hands[s] and view.zone(f"hand/{s}").count:
            seen += +known[s]
    pool = list((Counter(_deck(rules)) - seen).elements())
    rng.shuffle(pool)
    for s in range(n):
        size = view.zone(f"hand/{s}").count
        if size and not hands[s]:
            mine = tuple((+known[s]).elements())
            need = size - len(mine)
            hands[s], pool = mine + tuple(pool[:need]), pool[need:]
    stock_size = view.zone("stock").count
    stock, aside = tuple(pool[:stock_size]), _sorted(pool[stock_size:])
    if view.seat != view.to_move:
        drawn = None
    return State(rules=rules, start=start_json(kind="sample"), seed=rng.randrange(2**31), deal=deal, dealer=dealer,
                 turn=view.to_move, phase=phase, hands=tuple(hands), table=table, stock=stock, packs=tuple(packs),
                 thrown=thrown, aside=aside, drawn=drawn, full=bool(full), packed=packed, stolen=tuple(stolen),
                 log=Log.of(events=view.events), score_lines=tuple(lines))


# ----------------------------------------------------------------------------------------------- rollout policy
_DRAW, _END, _SHOW = Draw(), EndTurn(), ShowHand()
_GREEDY_LIMIT = 8
"""With more cards of a suit than this, the rollout policy builds a group greedily (highest cards first) instead of
searching for the fewest cards (the search visits up to 2**n groups)."""


def _cheapest_group(cards: Sequence[Card], target: int, rules: Rules) -> tuple[Card, ...] | None:
    """The fewest cards among ``cards`` (one suit) worth strictly more than ``target``, the lowest value among
    those; None if even all of them are not worth more."""
    if not cards:
        return None
    cards = sorted(cards, key=play_value)
    for c in cards:
        if play_value(c) > target:
            return (c,)
    if len(cards) == 1 or group_value(cards, rules) <= target:
        return None
    if len(cards) > _GREEDY_LIMIT:
        group: list[Card] = []
        for c in reversed(cards):
            group.append(c)
            if group_value(group, rules) > target:
                return tuple(group)
        return tuple(cards)
    for k in range(2, len(cards) + 1):
        best, best_value = None, 0
        for combo in combinations(cards, k):
            v = group_value(combo, rules)
            if v > target and (best is None or v < best_value):
                best, best_value = combo, v
        if best is not None:
            return best
    return None  # not reached: all the cards are worth more than the target


def _steal_options(state: State, hand: Mapping[Suit, list[Card]]) -> list[tuple[int, Suit, int, tuple[Any, ...]]]:
    """For each opponent and suit the rollout player could rob, the richest haul its suit's cards can beat (all the
    owner's packs of the suit when allowed and affordable, else the single best pack): (points, suit, owner,
    packs). Partners are never robbed here: it only moves points within the team."""
    me, rules = state.turn, state.rules
    power: dict[Suit, int] = {}  # the most the hand's cards of a suit are worth, worked out when first needed
    out = []
    owner_of = state.owner_of
    mine = owner_of(me)
    for owner, held in enumerate(state.packs):
        if not held or owner == me or owner_of(owner) == mine:
            continue
        by_suit: dict[Suit, list[tuple[int, tuple[Card, ...]]]] = {}
        for p in held:
            suit = p[0].suit
            if suit in hand:
                by_suit.setdefault(suit, []).append((pack_total(p), p))
        for suit, theirs in by_suit.items():
            most = power.get(suit)
            if most is None:
                most = power[suit] = group_value(hand[suit], rules)
            if rules.multi_steal and len(theirs) > 1 and sum(total for total, _ in theirs) < most:
                out.append((sum(pack_score(p) for _, p in theirs), suit, owner, tuple(p for _, p in theirs)))
                continue
            fits = [p for total, p in theirs if total < most]
            if fits:
                best = max(fits, key=pack_score)
                out.append((pack_score(best), suit, owner, (best,)))
    return out


def rollout_move(state: State, rng: random.Random) -> Move:
    """A fast move for the Monte Carlo bot's rollouts, built from the (sampled) state without listing the legal
    moves (a Packs turn can offer thousands): always pack when possible, with the fewest hand cards that win a table
    card, preferring a suit in which no steal is open (a steal must be in another suit than the pack), then the
    table card worth the most points; then steal the richest haul open, suit after suit, with the fewest cards;
    then end the turn. One pack in ten is made on a table card picked at random, so rollouts differ."""
    phase = state.phase
    if phase == DRAW:
        return _DRAW
    rules, me = state.rules, state.turn
    hand: dict[Suit, list[Card]] = {}
    for c in state.hands[me]:
        hand.setdefault(c.suit, []).append(c)
    if phase == STEAL:
        best_steal = None
        for points, suit, owner, theirs in _steal_options(state, hand):
            if suit == state.packed or suit in state.stolen:
                continue
            if best_steal is None or points > best_steal[0]:
                best_steal = (points, suit, owner, theirs)
        if best_steal is None:
            return _END
        _, suit, owner, theirs = best_steal
        group = _cheapest_group(hand[suit], sum(map(pack_total, theirs)), rules)
        assert group is not None  # the haul was chosen among those the suit's cards beat
        return Steal(owner, theirs, group)
    # ACT or FORCED: pack if possible
    options = []
    for t in dict.fromkeys(state.table):  # distinct table cards in table order (a set's order varies by run)
        mine = hand.get(t.suit)
        if mine:
            group = _cheapest_group(mine, play_value(t), rules)
            if group is not None:
                options.append(([0, len(group), -score_value(t), t.key], t, group))
    if not options:
        return _SHOW if phase == FORCED else _END
    if len({t.suit for _, t, _ in options}) > 1:
        lost: dict[Suit, int] = {}  # the best steal a pack in this suit would rule out this turn
        for points, suit, _, _ in _steal_options(state, hand):
            lost[suit] = max(points, lost.get(suit, 0))
        for key, t, _ in options:
            key[0] = lost.get(t.suit, 0)
    if len(options) > 1 and rng.random() < 0.1:
        _, t, group = options[rng.randrange(len(options))]
    else:
        _, t, group = min(options, key=operator.itemgetter(0))
    return Pack(t, group)


# The Monte Carlo bot's settings: greedy rollouts (rollout_move packs and steals greedily and builds its one move
# without listing the legal moves, which can be thousands), as many as a slow machine plays for a four-player hint (two
# decks) in about a second of CPU; on the page a hint stops at its time budget anyway (montecarlo.HINT_BUDGET). Caution
# 1.0 keeps the heuristic move unless another is better by one standard error: in single deals against the heuristic
# bot it did at least as well as the bot without caution. benchmarks/bench_bots.py measures the bot's strength, and
# benchmarks/bench_all.py the time of a hint.
MONTE_CARLO = MonteCarloSettings(simulations=600, rollout="game", caution=1.0)
