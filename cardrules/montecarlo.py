"""A Monte Carlo bot written once for every game: it sees only a seat's :class:`~cardrules.protocol.View`.

Each decision it *determinises*: the game's ``sample_state(view, rng)`` deals the cards the seat cannot see at
random, consistently with everything the view shows (hand sizes, the public log), and nothing else. Every candidate
move is played in the same sampled deals (common random numbers, so differences between moves are not drowned by the
luck of the deal) and each is played out to the end of the current deal with fast rollouts.

The outcome of a rollout is a *chance*: 1 when the bot's seat (or team) is among the winners of the game at the end
of the current deal (in Dudak, every player but the loser), a share when everyone ties, 0 otherwise. For a game of
many deals this is the chance of leading after this deal (the rollout plays the rest of the deal as if it were the
last, with the game's own ``single_deal`` rule); the winning margin breaks near-ties. Optionally (``caution``) the
bot keeps the game's heuristic move unless another is better by a clear margin in the same sampled deals. Strength
is the number of rollouts per decision (``simulations``), or a time budget; the bot is deterministic for a given
seed when it runs by ``simulations`` (the default).

>>> from cardrules.games import tablanette as t
>>> state = t.new_game(t.Rules(single_deal=True), seed=3)
>>> bot = MonteCarloBot(seed=1, simulations=40)
>>> bot.choose(state.view(state.to_move)) == MonteCarloBot(seed=1, simulations=40).choose(state.view(state.to_move))
True
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from cardrules.protocol import MonteCarloSettings, View


def _settings(game: str) -> MonteCarloSettings:
    from cardrules import GAMES

    return GAMES[game].MONTE_CARLO


MAX_ROLLOUT_MOVES = 3000


@dataclass(frozen=True)
class Estimate:
    """A candidate move with its estimated chance of winning (see the module docstring) and its spread."""

    move: Any
    chance: float
    """Mean outcome over the rollouts: 1 a win, a share of a tie, 0 a loss."""
    margin: float
    """Mean score lead over the best other seat (negative: behind) at the end of the rollouts."""
    rollouts: int

    def __str__(self) -> str:
        label = self.move.label
        return f"{label}: {self.chance:.0%} ({self.rollouts} rollouts)"


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson 95% interval of a proportion: honest near 0 and 1, where the normal approximation is not."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


class MonteCarloBot:
    """Information-set Monte Carlo: determinise the hidden cards, play every candidate out, keep the best.

    Args:
        seed: the bot's random seed (a ``random.Random`` is accepted too); the same seed and views give the same
            moves.
        simulations: rollouts per decision, shared among the candidate moves (at least ``min_per_move`` each);
            default per game (the game's ``MONTE_CARLO.simulations``).
        time_limit: a budget of wall-clock seconds per decision: the search is *anytime*, it stops when the budget
            is spent (or at ``simulations`` deals, whichever comes first) and plays the best move found so far
            (not deterministic: it depends on the machine's speed). ``last_deals`` tells how many deals it sampled.
        max_candidates: when there are more legal moves, the game's heuristic choice and a random sample of the
            others are the candidates (a Tablanette table or a Packs steal can offer thousands).
        rollout: ``"random"`` or ``"game"``; default per game (``MONTE_CARLO.rollout``).
        caution: if set (e.g. 2.0), the bot plays the game's heuristic move unless another candidate beats it in
            the same sampled deals by more than ``caution`` standard errors; ``0`` plays the best estimate; ``None``
            (the default) takes the game's ``MONTE_CARLO.caution``; ``None`` there plays the best estimate.
    """

    def __init__(self, seed: random.Random | int = 0, *, simulations: int | None = None,
                 time_limit: float | None = None, max_candidates: int = 12, min_per_move: int = 8,
                 rollout: str | None = None, caution: float | None = None) -> None:
        self.rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        self.simulations = simulations
        self.time_limit = time_limit
        self.max_candidates = max_candidates
        self.min_per_move = min_per_move
        self.rollout = rollout
        self.caution = caution
        self.last_deals = 0
        """How many deals the last decision sampled (each candidate was played out in every one)."""

    def __repr__(self) -> str:
        return f"MonteCarloBot(simulations={self.simulations})"

    def choose(self, view: View) -> Any:
        moves = view.legal_moves
        if not moves:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        if len(moves) == 1:
            return moves[0]
        candidates, default, outcomes = self._evaluate(view)
        values = [[w + _MARGIN_WEIGHT * _squash(m) for w, m in row] for row in outcomes]
        best = max(range(len(candidates)), key=lambda i: sum(values[i]))
        caution = self.caution if self.caution is not None else _settings(view.game).caution
        if not caution or best == default:
            return candidates[best]
        # Leave the game's heuristic move only when the rollouts say, with confidence, that another is better:
        # rollouts are a rough model of play, and a noisy win over a good move is more often luck than insight.
        diffs = [a - b for a, b in zip(values[best], values[default])]
        n = len(diffs)
        mean = sum(diffs) / n
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
        return candidates[best] if mean > caution * sd / math.sqrt(n) else candidates[default]

    def rank(self, view: View, top: int | None = None) -> list[Estimate]:
        """Every candidate move with its estimate, best first (``top``: only that many)."""
        candidates, _default, outcomes = self._evaluate(view)
        out = []
        for move, row in zip(candidates, outcomes):
            n = len(row)
            out.append(Estimate(move, sum(w for w, _ in row) / n, sum(m for _, m in row) / n, n))
        out.sort(key=lambda e: -(e.chance + _MARGIN_WEIGHT * _squash(e.margin)))
        return out[:top] if top else out

    def _evaluate(self, view: View) -> tuple[list[Any], int, list[list[tuple[float, float]]]]:
        """The candidate moves, the index of the game's heuristic move among them, and each candidate's outcome in
        each sampled deal (its win share and score margin)."""
        from cardrules import GAMES

        module = GAMES[view.game]
        if view.seat is None or view.seat != view.to_move:
            raise ValueError("the Monte Carlo bot needs the view of the seat to move")
        moves = list(view.legal_moves)
        if not moves:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        rng = random.Random(self.rng.getrandbits(64))
        candidates, default = self._candidates(module, view, moves, rng)
        policy = self.rollout or _settings(view.game).rollout
        pick = module.rollout_move if policy == "game" else None
        k = len(candidates)
        values: list[list[tuple[float, float]]] = [[] for _ in range(k)]
        count = 0
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        simulations = self.simulations or _settings(view.game).simulations
        # With a budget, the count of deals is only a ceiling (the game's default strength): the search stops at the
        # budget with what it has. Without one, every candidate gets at least ``min_per_move`` deals.
        rounds = math.ceil(simulations / k) if deadline is not None else max(self.min_per_move,
                                                                           math.ceil(simulations / k))
        clock = time.perf_counter
        while count < rounds:
            # one determinisation, every candidate played from it (common random numbers: a round is kept whole)
            sampled = module.sample_state(view, rng).rollout_position()
            row = []
            for move in candidates:
                row.append(_rollout(sampled._apply(move), view.seat, pick, rng))
                if count and deadline is not None and clock() >= deadline:
                    break  # the budget is spent mid-round: the partial round is dropped
            if len(row) < k:
                break
            for i, outcome in enumerate(row):
                values[i].append(outcome)
            count += 1
            if deadline is not None and clock() >= deadline:
                break
        self.last_deals = count
        return candidates, default, values

    def _candidates(self, module: Any, view: View, moves: list[Any],
                    rng: random.Random) -> tuple[list[Any], int]:
        heuristic = module.HeuristicBot(rng.getrandbits(32)).choose(view)
        if len(moves) <= self.max_candidates:
            return moves, next(i for i, m in enumerate(moves) if m == heuristic)
        chosen = [heuristic]
        picks = rng.sample(range(len(moves)), self.max_candidates)
        for i in sorted(picks):
            if len(chosen) == self.max_candidates:
                break
            if moves[i] != heuristic:
                chosen.append(moves[i])
        return chosen, 0


HINT_BUDGET = 1.0
"""Seconds of wall time the table's Hint button searches (``benchmarks/bench_bots.py --budget`` measures the bot's
strength at this budget)."""


def hint(view: View, *, top: int | None = 3, seed: int = 0, simulations: int | None = None,
         budget: float | None = None) -> list[Estimate]:
    """The Monte Carlo bot's ``top`` moves (``None``: every candidate) for the seat of ``view`` with their estimated
    chances, best first (the table's Hint button), each with the number of deals it was played out in. With
    ``budget`` (seconds of wall time) the search stops then with what it found; without, it plays ``simulations``
    deals and is deterministic for ``seed``."""
    return MonteCarloBot(seed, simulations=simulations, time_limit=budget).rank(view, top)


# ---------------------------------------------------------------------------------------------------- rollouts
_MARGIN_WEIGHT = 0.001
"""How much the score margin counts beside the win share: enough to break ties, never to outweigh a win."""


def _squash(x: float) -> float:
    return x / (1 + abs(x))


def _rollout(state: Any, seat: int, pick: Any, rng: random.Random) -> tuple[float, float]:
    """Play ``state`` out (uniformly random moves, or ``pick(state, rng)``); the seat's share of the win and its
    score margin."""
    randrange = rng.randrange
    for _ in range(MAX_ROLLOUT_MOVES):
        if state.is_over:
            break
        if pick is not None:
            move = pick(state, rng)
        else:
            moves = state.legal_moves()
            n = len(moves)
            move = moves[randrange(n)] if n > 1 else moves[0]
        state = state._apply(move)
    else:
        return 0.0, 0.0
    result = state.result
    me = state.owner_of(seat)
    winners = result.winners
    scores = result.scores
    # being among the winners is a win (Dudak's non-losers); only a draw between everyone is shared
    share = (1.0 / len(winners) if len(winners) == len(scores) else 1.0) if me in winners else 0.0
    if len(scores) < 2:
        return share, 0.0
    others = [s for i, s in enumerate(scores) if i != me]
    low_wins = bool(winners) and scores[winners[0]] < max(scores)
    margin = (min(others) - scores[me]) if low_wins else (scores[me] - max(others))
    return share, float(margin)

