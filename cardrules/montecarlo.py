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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardrules.protocol import MonteCarloSettings, View


def _settings(view: View) -> MonteCarloSettings:
    settings: MonteCarloSettings = view.module.MONTE_CARLO
    return settings


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
                 rollout: str | None = None, caution: float | None = None, guided: bool = False) -> None:
        self.rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        self.simulations = simulations
        self.time_limit = time_limit
        self.max_candidates = max_candidates
        self.min_per_move = min_per_move
        self.rollout = rollout
        self.caution = caution
        self.guided = guided
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
        caution = self.caution if self.caution is not None else _settings(view).caution
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
        module = view.module
        if view.seat is None or view.seat != view.to_move:
            raise ValueError("the Monte Carlo bot needs the view of the seat to move")
        moves = list(view.legal_moves)
        if not moves:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        rng = random.Random(self.rng.getrandbits(64))
        candidates, default = self._candidates(module, view, moves, rng)
        policy = self.rollout or _settings(view).rollout
        pick = module.rollout_move if policy == "game" else None
        k = len(candidates)
        values: list[list[tuple[float, float]]] = [[] for _ in range(k)]
        count = 0
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        simulations = self.simulations or _settings(view).simulations
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
                row.append(_rollout(sampled.play_unchecked(move), view.seat, pick, rng))
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
        if self.guided and hasattr(module, "rollout_move"):
            # the moves the game's rollout policy makes in a few sampled deals come first: a hint that weighs twelve
            # moves drawn at random from a hundred (9 Peak's sets and passes) would rarely weigh the good ones
            legal = set(moves)
            for _ in range(2 * self.max_candidates):
                if len(chosen) == self.max_candidates:
                    return chosen, 0
                move = module.rollout_move(module.sample_state(view, rng).rollout_position(), rng)
                if move in legal and move not in chosen:
                    chosen.append(move)
        picks = rng.sample(range(len(moves)), self.max_candidates)
        for i in sorted(picks):
            if len(chosen) == self.max_candidates:
                break
            if moves[i] not in chosen:
                chosen.append(moves[i])
        return chosen, 0


@dataclass(frozen=True)
class HintSettings:
    """How the table's Hint searches a game; a game may state its own as the ``hint`` of its
    :class:`~cardrules.table_spec.TableSpec` (what the live table does with the game; read by :func:`hint_settings`),
    else these defaults."""

    budget: float = 0.7
    """Seconds of wall time the search may take. The hint must be on screen within 1.5 s of the click for one
    visitor on a 2-core machine (``benchmarks/bench_hint.py`` measures it, ``--served`` from the click in the
    browser): the rest is the page's round trip, the choice of candidates and the words, which took 0.3 to 1 s more
    on the served pages of a machine loaded by other work (load average 14 to 22 on 2 cores)."""
    candidates: int = 12
    """At most this many moves are weighed: the game's heuristic choice, the moves its rollout policy makes, then a
    random sample of the others."""
    follow_up: bool = False
    """Whether a move that leaves the same seat to move again in the same deal has that next step named (9 Peak: the
    card taken back after a two-card Pass)."""
    outcome: Callable[[Any, Any], str | None] | None = None
    """What a move does that the seat can know for sure before making it, as a code the table words
    (``hint.outcome.<code>``, in the game's own words where it has them): Spoil Five's "wins this trick" or "does not
    win this trick", Dudak's going out. Called as ``outcome(state, move)`` with a state consistent with the seat's
    view (the cards it cannot see dealt at random), so it must rest only on what the seat sees; ``None`` where
    nothing is known for sure. A learner acts on what the move does now, beside the rough figure of the tries."""


HINT_BUDGET = HintSettings().budget
"""Seconds of wall time the table's Hint searches by default (``benchmarks/bench_bots.py --budget`` measures the
bot's strength at a budget)."""


def hint_settings(game: Any) -> HintSettings:
    """How the Hint searches ``game`` (its module, as a view reaches it: ``view.module``): the ``hint`` of the game's
    :class:`~cardrules.table_spec.TableSpec`."""
    settings = game.TABLE.hint
    return settings if isinstance(settings, HintSettings) else HintSettings()


def hint(view: View, *, top: int | None = 3, seed: int = 0, simulations: int | None = None,
         budget: float | None = None) -> list[Estimate]:
    """The Monte Carlo bot's ``top`` moves (``None``: every candidate) for the seat of ``view`` with their estimated
    chances, best first, each with the number of deals it was played out in. With ``budget`` (seconds of wall time)
    the search stops then with what it found; without, it plays ``simulations`` deals and is deterministic for
    ``seed``. :func:`advise` says more: which moves cannot be told apart, and the rest of a turn."""
    return MonteCarloBot(seed, simulations=simulations, time_limit=budget).rank(view, top)


SEPARATION_Z = 2.0
"""Two moves are told apart when the better one's lead, over the same sampled deals, is more than this many standard
errors (about 95%); otherwise they share a rank."""


@dataclass(frozen=True)
class Advice:
    """One move the Hint weighed: its estimate (as :class:`Estimate`), its rank and the rest of its turn."""

    move: Any
    chance: float
    """The share of tries (sampled deals played out) the seat won, a share of a tie counted as such."""
    margin: float
    """Mean score lead over the best other seat at the end of the tries."""
    rollouts: int
    rank: int
    """1 for the moves that cannot be told apart from the best; each rank after the last one plus one (no gaps)."""
    then: Any = None
    """The move the seat makes next in the same turn, where the game has one (9 Peak's card taken back), else None."""
    outcome: str | None = None
    """What the move does for sure, known before it is made (see :attr:`HintSettings.outcome`), else None."""


@dataclass(frozen=True)
class Hint:
    """What the table's Hint shows: every move weighed, best first, with ranks that say which can be told apart."""

    moves: tuple[Advice, ...]
    deals: int
    """How many sampled deals each move was played out in."""
    legal: int
    """How many legal moves the seat had (more than were weighed when the game offers many)."""

    @property
    def alike(self) -> bool:
        """Whether no move weighed could be told apart from the others (every rank is 1)."""
        return len(self.moves) > 1 and all(a.rank == 1 for a in self.moves)


def advise(view: View, *, seed: int = 0, simulations: int | None = None, budget: float | None = None,
           settings: HintSettings | None = None) -> Hint:
    """The table's Hint: the moves for the seat of ``view`` weighed by the Monte Carlo bot over the same sampled
    deals, best first, each with a rank (moves whose difference in those deals is within noise share one, see
    :data:`SEPARATION_Z`) and, where the game says so, the step that finishes its turn. With ``budget`` (seconds)
    the search is anytime; without, it plays ``simulations`` deals and is deterministic for ``seed``."""
    settings = settings or hint_settings(view.module)
    bot = MonteCarloBot(seed, simulations=simulations, time_limit=budget, max_candidates=settings.candidates,
                        guided=True)
    candidates, _default, outcomes = bot._evaluate(view)
    values = [[w + _MARGIN_WEIGHT * _squash(m) for w, m in row] for row in outcomes]
    order = sorted(range(len(candidates)), key=lambda i: -sum(values[i]))
    wins = [[w for w, _ in row] for row in outcomes]
    margins = [[m for _, m in row] for row in outcomes]
    ranks: dict[int, int] = {}
    rank, leader = 0, -1
    for i in order:
        # a new rank where the move is worse than the first of the current rank beyond noise: in how often it wins,
        # or, winning as often, in how far behind it ends (the bot's own tie-break)
        if leader < 0 or _told_apart(wins[leader], wins[i]) or (
                not _told_apart(wins[i], wins[leader]) and _told_apart(margins[leader], margins[i])):
            rank, leader = rank + 1, i
        ranks[i] = rank
    module = view.module
    rng = random.Random(seed * 7919 + 1)
    # one state consistent with the view for the known outcomes (its own generator: the follow-ups above are drawn
    # as before); what the outcome says must not depend on the hidden cards it happens to deal
    known = settings.outcome
    sampled = module.sample_state(view, random.Random(seed * 7919 + 2)) if known is not None else None
    out = []
    for i in order:
        row = outcomes[i]
        n = max(1, len(row))
        then = _follow_up(module, view, candidates[i], rng) if settings.follow_up else None
        outcome = known(sampled, candidates[i]) if known is not None else None
        out.append(Advice(candidates[i], sum(w for w, _ in row) / n, sum(m for _, m in row) / n, len(row),
                          ranks[i], then, outcome))
    return Hint(tuple(out), bot.last_deals, len(view.legal_moves))


def _told_apart(better: list[float], worse: list[float]) -> bool:
    """Whether ``better`` beats ``worse`` over the same deals by more than noise (a paired test)."""
    diffs = [a - b for a, b in zip(better, worse)]
    n = len(diffs)
    if n < 2:
        return False
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    return mean > SEPARATION_Z * sd / math.sqrt(n) if sd else mean > 0


def _follow_up(module: Any, view: View, move: Any, rng: random.Random) -> Any:
    """The move the game's heuristic bot makes next when ``move`` leaves the seat to move again in the same deal,
    else None. What the seat sees then is its own hand and the public cards, whatever hidden cards were sampled."""
    before = module.sample_state(view, rng)
    after = before.play_unchecked(move)
    if after.is_over or after.to_move != view.seat or after.deal_number != before.deal_number:
        return None
    return module.HeuristicBot(rng.getrandbits(32)).choose(after.view(view.seat))


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
        state = state.play_unchecked(move)
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

