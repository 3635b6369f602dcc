"""Tablanette's players: the heuristic bot, the hidden-card sampler and the rollout policy of the Monte Carlo bot
(:mod:`cardrules.montecarlo`), and its settings. Everything here reads views and states as data; none of it is a rule
(the rules are in ``rules.py``)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from cardrules.cards import Card, Suit
from cardrules.games.tablanette.fast import _DECK
from cardrules.games.tablanette.rules import (
    _PIPS,
    Play,
    Rules,
    State,
    special_jack,
)
from cardrules.log import Log
from cardrules.protocol import MonteCarloSettings, ScoreLine, View, start_json

_TEN_OF_DIAMONDS = Card("10", Suit.DIAMONDS)
_HONOURS = ("A", "K", "Q", "J", "10")


class HeuristicBot:
    """A greedy player: takes the capture worth most (a tablanette above all, then card points and cards), and when
    it must lay a card down, lays the one worth least and avoids leaving a lone card that invites a tablanette."""

    def __init__(self, rng: random.Random | int = 0, *, sample: int = 300) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.sample = sample
        """Most moves looked at on a huge table (chosen at random among the legal ones)."""

    def choose(self, view: View) -> Play:
        moves = view.legal_moves
        if not moves:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        table = view.zone("table").cards
        candidates: Iterable[Play] = moves  # every move, in order (iterating a move list builds them in turn)
        if len(moves) > self.sample:
            candidates = [moves[i] for i in sorted(self.rng.sample(range(len(moves)), self.sample))]
        best: Play | None = None
        best_score = float("-inf")
        for move in candidates:
            score = self._score(move, table, view.rules) + self.rng.random() * 0.01
            if score > best_score:
                best, best_score = move, score
        assert best is not None
        return best

    @staticmethod
    def _score(move: Play, table: Sequence[Card | None], rules: Rules) -> float:
        taken = move.taken
        honours = sum(2 if c.key == _TEN_OF_DIAMONDS.key else 1 for c in taken + (move.card,) if c.rank in _HONOURS)
        sweeping = special_jack(move.card.rank, rules.jack_is_twelve)
        if not taken:
            # laying down: keep honours and Jacks, and do not leave a lone card to be swept for a tablanette
            keep = 3 if sweeping else honours
            return -2.0 - keep - (1.5 if not table else 0.0)
        cleared = len(taken) == len(table) and not sweeping
        value = sum(_PIPS.get(c.rank, 11 if c.rank == "A" else 12) for c in taken + (move.card,))
        return (value if cleared else 0) + 2 * honours + len(taken) * 0.5


def rollout_move(state: State, rng: random.Random) -> Play:
    """A uniformly random legal move (captures are compulsory, so random play already takes what it must; the
    Monte Carlo bot plays Tablanette's rollouts this way, ``MONTE_CARLO.rollout == "random"``)."""
    moves = state.legal_moves()
    move: Play = moves[rng.randrange(len(moves))]
    return move


def sample_state(view: View, rng: random.Random) -> State:
    """A full state consistent with everything ``view`` shows, the hidden cards dealt at random (for the Monte
    Carlo bot). Built from the view alone: the viewer's hand, the table, the hand and stock sizes, and the public
    log (captures, Jacks buried under the stock and who received them at a redeal)."""
    if view.seat is None or view.is_over:
        raise ValueError("sample_state needs a seat's view of a game in progress")
    rules: Rules = view.rules
    n = rules.players
    owners = rules.teams
    owner_of = {s: o for o, team in enumerate(owners) for s in team}
    deal = view.events[-1].deal if view.events else 1
    dealer = int(view.fact("dealer"))
    points = [0] * len(owners)
    captured: list[list[Card]] = [[] for _ in range(n)]
    bottom: list[Card] = []  # Jacks buried under the stock this deal, still in it (its last cards)
    placed: dict[Card, int] = {}  # buried Jacks a redeal gave to a known seat, not played since
    last = None
    for e in view.events:
        if e.kind == "tablanette":
            assert e.seat is not None
            points[owner_of[e.seat]] += e.get("points")
        elif e.kind == "deal_scored":
            points = list(e.get("totals"))
        if e.deal != deal:
            continue
        if e.kind == "bury_jack":
            bottom.append(e.cards[0])
        elif e.kind == "redeal":
            dealt = n * e.get("size")
            before = e.get("stock") + dealt
            for i, jack in enumerate(bottom):
                pos = before - len(bottom) + i
                if pos < dealt:
                    placed[jack] = (dealer + 1 + pos % n) % n
            bottom = [j for j in bottom if j not in placed]
        elif e.kind in ("capture", "tablanette", "discard"):
            placed.pop(e.cards[0], None)
            if e.kind != "discard":
                assert e.seat is not None
                captured[e.seat].extend(e.cards)
                last = e.seat
    hands: list[tuple[Card, ...]] = []
    for s in range(n):
        hands.append(tuple(c for c in view.zone(f"hand/{s}").cards if c is not None))
    table = tuple(c for c in view.zone("table").cards if c is not None)
    seen = set(table).union(*map(set, hands), *map(set, captured))
    pool = [c for c in _DECK if c not in seen and c not in placed and c not in bottom]
    rng.shuffle(pool)
    for s in range(n):
        size = view.zone(f"hand/{s}").count
        if len(hands[s]) < size:
            known = tuple(c for c, seat in placed.items() if seat == s)
            need = size - len(known)
            hands[s], pool = known + tuple(pool[:need]), pool[need:]
    stock_size = view.zone("stock").count
    stock = tuple(pool[:stock_size - len(bottom)]) + tuple(bottom[len(bottom) - stock_size:] if stock_size else ())
    lines = tuple(ScoreLine(deal, o, "before", p) for o, p in enumerate(points) if p)
    return State(rules=rules, start=start_json(kind="sample"), seed=rng.randrange(2**31), deal=deal, dealer=dealer,
                 turn=view.to_move, hands=tuple(hands), table=table, stock=stock,
                 captured=tuple(tuple(c) for c in captured), last_capturer=last, points=tuple(points), winners=None,
                 log=Log.of(events=view.events), score_lines=lines)

# The Monte Carlo bot's settings: as many rollouts as a slow machine plays at the start of a deal, the worst moment, in
# a couple of seconds of one core; on the page a hint stops at its time budget anyway (montecarlo.HINT_BUDGET;
# benchmarks/bench_all.py times it). Random rollouts model Tablanette well enough (captures are forced).
MONTE_CARLO = MonteCarloSettings(simulations=400, rollout="random", caution=None)
