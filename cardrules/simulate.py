"""Many games between bots, in parallel, as a pandas DataFrame; and the comparison a rules designer reads.

``simulate`` plays ``games`` games per rules variant. Game ``i`` is dealt with a seed derived from the master seed and
``i`` only, and each seat's bot is seeded from the game's seed, so the DataFrame is the same whatever the number of
worker processes, and on a Dask cluster. Every variant plays the same seeds (the same first deals), which makes the
comparison between variants sharper.

Running past one machine: install the extra (``pip install 'cardrules[dask]'``), start a scheduler and workers
(``dask scheduler`` on one machine, ``dask worker tcp://<scheduler-host>:8786`` on each of the others, every one
with ``cardrules`` installed), then pass ``client=dask.distributed.Client("tcp://<scheduler-host>:8786")``.
"""

from __future__ import annotations

import json
import math
import numbers
import os
import random
import re
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardrules.errors import brief
from cardrules.i18n import t, t_or

if TYPE_CHECKING:
    import pandas as pd

BOT_NAMES = ("random", "heuristic", "mc")
"""Bots by name: ``"mc"`` is the Monte Carlo bot at its default strength, ``"mc:100"`` with 100 rollouts a move,
``"mc@1"`` searching for at most 1 s of wall time a move (anytime, as the table's Hint; not reproducible, since it
depends on the machine's speed and load)."""

MAX_ROLLOUTS = 100_000
"""The most rollouts a decision of ``"mc:<rollouts>"`` may ask for (50 times the largest default, Spoil Five's
2,000): a larger number is a typing slip that would run for days."""

MAX_GAMES = 1_000_000_000
"""The most games per variant a run may ask for (the jobs are made as they are played, so even this many start
at once; the rows of the games played are what grows)."""

_ROLLOUTS = re.compile(r"[0-9]+")
_SECONDS = re.compile(r"[0-9]{1,6}(\.[0-9]{1,6})?|\.[0-9]{1,6}")
"""ASCII digits only: ``str.isdigit``, ``int()`` and ``float()`` also read ``²``, ``٣``, ``nan`` or ``1e3``."""


# --------------------------------------------------------------------------------------------------- arguments
def _module(game: str | Any) -> Any:
    from cardrules import GAMES

    if not isinstance(game, str):
        return game
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
    return GAMES[game]


def variant_label(rules: Any) -> str:
    """A short name for a rules variant: the fields that differ from the write-up's rules, or ``write-up rules``.
    English names the fields as code does (``eight_card_deal=True``); another language gives their labels, as the
    replay page does."""
    changed = rules.changed()
    return t("list.sep").join(f"{rules.short_name(k)}={v}" for k, v in changed.items()) or t("simulate.write_up_rules")


def rules_in_words(rules: Any) -> str:
    """A rules variant as a reader reads it, in the current language: each rule that differs from the write-up's
    by its label and its value worded (yes/no, a choice by its label, a number as it is), such as "Peak: 7, One
    deal only: yes"; or "write-up rules". What the lab's figures and verdicts name (:func:`variant_label` keeps the
    code names the command line reads)."""
    parts = []
    for name, value in rules.changed().items():
        if isinstance(value, bool):
            worded = t("simulate.value.yes" if value else "simulate.value.no")
        elif isinstance(value, str):
            worded = rules.option_label(name, value)
        else:
            worded = str(value)
        parts.append(t("simulate.rule_value", rule=rules.label(name), value=worded))
    return t("list.sep").join(parts) or t("simulate.write_up_rules")


def _variants(module: Any, rules: Any) -> dict[str, Any]:
    """Normalise ``rules`` to {label: Rules}: a Rules, a dict of fields, a preset name, or a mapping of labels to
    any of those (the variants to compare)."""
    def one(value: Any) -> Any:
        if value is None:
            return module.Rules()
        if isinstance(value, module.Rules):
            return value
        if isinstance(value, str):
            presets = module.PRESETS
            if value not in presets:
                raise ValueError(f"unknown preset {value!r} for {module.NAME} (known: {', '.join(presets)})")
            return presets[value]
        if isinstance(value, Mapping):
            return module.Rules.from_dict(value)
        raise TypeError(f"rules must be {module.NAME}.Rules, a dict of fields or a preset name, got {value!r}")

    if isinstance(rules, Mapping) and rules and all(isinstance(v, (Mapping, module.Rules, str)) or v is None
                                                    for v in rules.values()):
        return {str(label): one(v) for label, v in rules.items()}
    r = one(rules)
    return {variant_label(r): r}


def _bot_specs(bots: str | Sequence[str], players: int) -> tuple[str, ...]:
    """The bot of each seat, each checked (``ValueError`` naming it): one name for every seat, or one per seat."""
    if not isinstance(bots, (str, Sequence)) or not all(isinstance(b, str) for b in bots):
        raise ValueError(t("simulate.error.bots_type", got=type(bots).__name__))
    specs = (bots,) * players if isinstance(bots, str) else tuple(bots)
    if len(specs) != players:
        raise ValueError(t("simulate.error.bots_per_seat", players=players, n=len(specs)))
    for spec in specs:
        if _budget(spec) is not None:
            continue
        name, colon, strength = spec.partition(":")
        if name == "mc" and colon and _ROLLOUTS.fullmatch(strength):
            if len(strength) <= 12 and 1 <= int(strength) <= MAX_ROLLOUTS:
                continue
            raise ValueError(t("simulate.error.rollouts", spec=brief(spec), max=MAX_ROLLOUTS))
        if name not in BOT_NAMES or colon:
            raise ValueError(t("simulate.error.bot", spec=brief(spec)))
    return specs


def _whole(value: Any) -> bool:
    """Whether ``value`` is a whole number (an ``int`` or a NumPy integer; ``True`` is not a count)."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _budget(spec: str) -> float | None:
    """The seconds of ``"mc@<seconds>"`` (a positive number of at most 600, in ASCII digits), else None."""
    name, at, seconds = spec.partition("@")
    if name != "mc" or not at or not _SECONDS.fullmatch(seconds):
        return None
    value = float(seconds)
    return value if 0 < value <= 600 else None


def make_bot(spec: str, module: Any, seed: int) -> Any:
    """A bot from its name (see :data:`BOT_NAMES`), seeded."""
    from cardrules.bots import RandomBot
    from cardrules.montecarlo import MonteCarloBot

    budget = _budget(spec)
    if budget is not None:
        return MonteCarloBot(seed, time_limit=budget)
    name, _, strength = spec.partition(":")
    if name == "random":
        return RandomBot(seed)
    if name == "heuristic":
        return module.HeuristicBot(seed)
    if strength:
        return MonteCarloBot(seed, simulations=int(strength))
    return MonteCarloBot(seed)


def _distinct(*columns: Any) -> int:
    """How many different values the columns hold together."""
    return len(set().union(*(set(c.tolist()) for c in columns)))


def p_value(p: float) -> str:
    """A p-value as a reader reads it, with its sign: ``= 0.04``, ``= 0.31``, ``< 0.001`` (never ``= 0.000``)."""
    return "< 0.001" if p < 0.001 else (f"= {p:.3f}" if p < 0.05 else f"= {p:.2f}")


def game_seed(master: int, index: int) -> int:
    """The seed of game ``index`` of a run: a function of the master seed and the index only."""
    return random.Random(f"{master}/{index}").randrange(2**31)


# --------------------------------------------------------------------------------------------------- one game
@dataclass(frozen=True)
class _Job:
    game: str
    label: str
    rules: dict[str, Any]
    bots: tuple[str, ...]
    index: int
    master: int

    @property
    def seed(self) -> int:
        # worked out where the game is played: a run of 100,000 games per variant spent most of a minute making
        # seeds (a string-seeded Random each) before its first game, which also delayed a Cancel
        return game_seed(self.master, self.index)


@dataclass(frozen=True)
class _Jobs(Sequence[_Job]):
    """The jobs of a run, made as they are read: ``variants`` (label, fields, bots) each play games ``0 ..
    games - 1``, variant after variant. A run of 10⁹ games made every job before its first game (3 GB after 40 s,
    and nothing shown); this holds a few numbers, and a slice of it (a chunk sent to a worker process or a Dask
    worker) is another such range, as small to send."""

    game: str
    variants: tuple[tuple[str, dict[str, Any], tuple[str, ...]], ...]
    games: int
    master: int
    start: int = 0
    stop: int | None = None

    def _bounds(self) -> tuple[int, int]:
        total = len(self.variants) * self.games
        return self.start, total if self.stop is None else self.stop

    def __len__(self) -> int:
        start, stop = self._bounds()
        return max(0, stop - start)

    def _job(self, k: int) -> _Job:
        label, fields, bots = self.variants[k // self.games]
        return _Job(self.game, label, fields, bots, k % self.games, self.master)

    def __getitem__(self, key: Any) -> Any:
        start, stop = self._bounds()
        if isinstance(key, slice):
            first, last, step = key.indices(stop - start)
            if step != 1:
                return [self[i] for i in range(first, last, step)]
            return _Jobs(self.game, self.variants, self.games, self.master, start + first,
                         start + max(first, last))
        k = key + (stop - start) if key < 0 else key
        if not 0 <= k < stop - start:
            raise IndexError(key)
        return self._job(start + k)

    def __iter__(self) -> Iterator[_Job]:
        start, stop = self._bounds()
        return (self._job(k) for k in range(start, stop))


_RULES: dict[tuple[str, str], Any] = {}
"""The Rules of each game and fields met by this process, by the fields' JSON (see :func:`_rules`)."""


def _rules(module: Any, fields: dict[str, Any]) -> Any:
    """``module.Rules.from_dict(fields)``, made once per process for each game and fields: every game of a variant
    has the same fields, and checking them anew (types, bounds, choices) for every game was a share of every single
    deal's cost. A Rules is a frozen value, so the games may share it."""
    key = (module.NAME, json.dumps(fields, sort_keys=True, default=repr))
    rules = _RULES.get(key)
    if rules is None:
        if len(_RULES) > 1000:  # a bound on the memory, never reached by a study
            _RULES.clear()
        rules = _RULES[key] = module.Rules.from_dict(fields)
    return rules


def _play(job: _Job, control: RunControl | None = None) -> dict[str, Any]:
    """Play one game to the end and describe it as one row. With a ``control``, it is asked before every move
    whether the run must stop (:class:`RunStopped`); the game is then abandoned. A game that raises anything else
    is reported as :class:`~cardrules.errors.GameFailedError`, naming the game (its rules, seed) and the error: an
    error of any kind then reaches the caller whole, from a worker process or a Dask worker too."""
    from cardrules.errors import GameFailedError

    try:
        return _play_game(job, control)
    except RunStopped:
        raise
    except Exception as err:
        raise GameFailedError(job.game, job.label, job.rules, job.seed, job.index,
                              f"{type(err).__name__}: {err}") from err


def _play_game(job: _Job, control: RunControl | None) -> dict[str, Any]:
    """:func:`_play` without its report of a failing game."""
    from cardrules.bots import play_out

    module = _module(job.game)
    rules = _rules(module, job.rules)
    seed = job.seed  # worked out once: a string-seeded Random each time it is read
    bots = [make_bot(spec, module, seed * 16 + seat + 1) for seat, spec in enumerate(job.bots)]
    final = play_out(module.new_game(rules, seed=seed), bots, check=None if control is None else control.check)
    result = final.result
    row: dict[str, Any] = {"game": job.index, "seed": seed, "variant": job.label}
    for seat, spec in enumerate(job.bots):
        row[f"bot_{seat}"] = spec
    owners = result.owners
    for o, score in enumerate(result.scores):
        row[f"score_{o}"] = score
    for o in range(len(owners)):
        row[f"win_{o}"] = 1.0 / len(result.winners) if o in result.winners else 0.0
    row["winners"] = " & ".join(owners[w] for w in result.winners) if len(result.winners) == 1 else \
        "draw: " + ", ".join(owners[w] for w in result.winners)
    # how close the game was: the winner's score against the next best, counted the way the game is won (in Dudak
    # the fewest losses win, so the scores are ranked lowest first)
    lower_wins = bool(result.winners) and result.scores[result.winners[0]] < max(result.scores)
    ranked = sorted(result.scores, reverse=not lower_wins)
    row["margin"] = abs(ranked[0] - ranked[1]) if len(ranked) > 1 else 0
    row["deals"] = final.deal_number
    row["decisions"] = len(final.history)
    row.update(module.game_facts(final))
    return row


def _play_chunk(jobs: Sequence[_Job]) -> list[dict[str, Any]]:
    return [_play(j) for j in jobs]


# ------------------------------------------------------------------------------------------- limits of a run
class RunStopped(Exception):
    """Raised inside a controlled run when it must stop (cancelled, or its CPU budget spent)."""


class RunControl:
    """The limits of one run on a shared server, checked between moves: a budget of CPU seconds, and a cancel
    switch another thread may turn (the lab's Cancel button).

    A run under control plays in the calling thread, one game after another, variants taking turns (game 0 of
    each variant, then game 1...), so that a run stopped early still compares the variants on the same deals. The
    CPU seconds are those of the thread that plays (``time.thread_time``), so other visitors' work is not counted.
    """

    def __init__(self, cpu_budget: float | None = None) -> None:
        self.cpu_budget = cpu_budget
        """Seconds of CPU the run may use (``None``: no limit)."""
        self.used = 0.0
        """CPU seconds used by the games played so far under this control."""
        self.stopped: str | None = None
        """Why the run stopped early: ``"cancelled"``, ``"budget"``, or ``None``."""
        self._cancel = threading.Event()
        self._since: float | None = None

    def cancel(self) -> None:
        """Ask the run to stop before its next move (safe from any thread)."""
        self._cancel.set()

    def start(self) -> None:
        """Start counting this thread's CPU time."""
        self._since = time.thread_time()

    def spent(self) -> float:
        """CPU seconds used so far (this thread, since :meth:`start`)."""
        if self._since is not None:
            now = time.thread_time()
            self.used += now - self._since
            self._since = now
        return self.used

    def check(self) -> None:
        """Raise :class:`RunStopped` when the run was cancelled or its budget is spent."""
        if self._cancel.is_set():
            self.stopped = "cancelled"
            raise RunStopped(self.stopped)
        if self.cpu_budget is not None and self.spent() >= self.cpu_budget:
            self.stopped = "budget"
            raise RunStopped(self.stopped)


def _run_controlled(jobs: Sequence[_Job], control: RunControl, advance: Callable[[int], None],
                    labels: Sequence[str]) -> list[dict[str, Any]]:
    """Play ``jobs`` in this thread under ``control``, variants taking turns; on a stop, keep the games whose
    index every variant finished, in the order of ``jobs``."""
    order = sorted(range(len(jobs)), key=lambda k: (jobs[k].index, labels.index(jobs[k].label)))
    rows: dict[int, dict[str, Any]] = {}
    control.start()
    try:
        for k in order:
            rows[k] = _play(jobs[k], control)
            advance(1)
    except RunStopped:
        pass
    finally:
        control.spent()
    done: dict[str, set[int]] = {label: set() for label in labels}
    for k in rows:
        done[jobs[k].label].add(jobs[k].index)
    complete = set.intersection(*done.values()) if done else set()
    return [rows[k] for k in sorted(rows) if jobs[k].index in complete]


# --------------------------------------------------------------------------------------------------- simulate
def simulate(game: str | Any, rules: Any = None, bots: str | Sequence[str] | Mapping[str, Any] = "heuristic",
             games: int = 100,
             seed: int = 0, workers: int | None = None, client: Any = None,
             progress: bool | Callable[[int], None] = True, control: RunControl | None = None) -> pd.DataFrame:
    """Play ``games`` games of ``game`` for each rules variant and return one row per game.

    Args:
        game: a name from ``cardrules.GAMES`` (or the module).
        rules: a ``Rules``, a dict of fields (``{"eight_card_deal": True}``), a preset name, or a mapping of labels
            to any of these to compare variants (each plays the same ``games`` seeds).
        bots: one bot name for every seat, or one per seat: ``"random"``, ``"heuristic"``, ``"mc"``,
            ``"mc:<rollouts>"``, ``"mc@<seconds>"``; or a mapping of variant labels to those (variants of different
            player counts).
        games: games per variant.
        seed: the master seed; game seeds derive from it, so the result does not depend on ``workers``.
        workers: worker processes (default: every core; 1 plays in this process).
        client: a ``dask.distributed.Client``: play on its cluster instead of local processes.
        progress: show a progress bar (tqdm; a widget in notebooks) when the run lasts over a second; or a
            callable given the number of games finished so far.
        control: limits for a shared server (:class:`RunControl`: a CPU budget, a cancel switch). The games are
            then played in this thread (``workers`` and ``client`` are not used), and a run stopped early returns
            the games every variant finished; ``df.attrs["stopped"]`` says why (``"cancelled"``, ``"budget"``) and
            ``df.attrs["cpu_seconds"]`` how much CPU the run used.

    Returns:
        A DataFrame, one row per game: ``game`` (index), ``seed``, ``variant``, ``bot_<seat>``, ``score_<owner>``,
        ``win_<owner>`` (1 for a win, a share of a tie), ``winners``, ``margin`` (the top score minus the next),
        ``deals``, ``decisions`` and the game's own facts. ``df.attrs["owners"]`` names the owners (seats, or
        teams in partnership games).
    """
    module = _module(game)
    if not _whole(games) or not 1 <= games <= MAX_GAMES:
        raise ValueError(t("simulate.error.games", max=MAX_GAMES, got=brief(games)))
    if not _whole(seed):
        raise ValueError(t("simulate.error.seed", got=brief(seed)))
    if workers is not None and (not _whole(workers) or workers < 1):
        # 0 once meant every core, silently: say so instead
        raise ValueError(t("simulate.error.workers", got=brief(workers)))
    games, seed = int(games), int(seed)
    workers = None if workers is None else int(workers)
    variants = _variants(module, rules)
    parts = []
    owners: tuple[str, ...] = ()
    for label, r in variants.items():
        specs = _bot_specs(bots[label] if isinstance(bots, Mapping) else bots, r.players)
        owners = owners or module.new_game(r, seed=0).owner_names  # the first variant names the owners
        parts.append((label, r.to_dict(), specs))  # one dict per variant, shared by its jobs
    jobs = _Jobs(module.NAME, tuple(parts), games, seed)
    import pandas as pd

    if control is None:
        rows = _run(jobs, workers, client, progress)
    else:
        rows = _run_controlled(jobs, control, _bar(len(jobs), progress), list(variants))
    frame = pd.DataFrame(rows)
    frame.attrs["game"] = module.NAME
    frame.attrs["owners"] = list(owners)
    if control is not None:
        frame.attrs["stopped"] = control.stopped
        frame.attrs["cpu_seconds"] = round(control.used, 3)
    return frame


def _chunks(jobs: Sequence[_Job], parts: int) -> list[Sequence[_Job]]:
    size = max(1, math.ceil(len(jobs) / parts))
    return [jobs[i:i + size] for i in range(0, len(jobs), size)]


def _bar(total: int, progress: bool | Callable[[int], None]) -> Callable[[int], None]:
    """An ``advance(n)`` function: a tqdm bar that appears after a second, a user callback, or nothing."""
    if callable(progress):
        done = [0]

        def call(n: int) -> None:
            done[0] += n
            progress(done[0])
        return call
    if not progress:
        return lambda n: None
    try:
        from tqdm.auto import tqdm
    except ImportError:  # tqdm comes with the app and dask extras; without it, no bar
        return lambda n: None

    bar = tqdm(total=total, unit="game", delay=1.0, leave=False)

    def advance(n: int) -> None:
        bar.update(n)
        if bar.n >= total:
            bar.close()
    return advance


def _run(jobs: Sequence[_Job], workers: int | None, client: Any,
         progress: bool | Callable[[int], None]) -> list[dict[str, Any]]:
    advance = _bar(len(jobs), progress)
    if client is not None:
        from distributed import as_completed

        n = max(1, len(client.scheduler_info().get("workers", {})))
        chunks = _chunks(jobs, n * 8)
        futures = client.map(_play_chunk, chunks, pure=False)
        index = {f.key: i for i, f in enumerate(futures)}
        out: list[list[dict[str, Any]]] = [[] for _ in chunks]
        try:
            for fut in as_completed(futures):
                out[index[fut.key]] = fut.result()
                advance(len(out[index[fut.key]]))
        except BaseException:
            client.cancel(futures)  # a failed game (GameFailedError) stops the run: the cluster drops the rest
            raise
        return [row for part in out for row in part]
    workers = workers or os.cpu_count() or 1
    if workers == 1 or len(jobs) == 1:
        rows = []
        for j in jobs:
            rows.append(_play(j))
            advance(1)
        return rows
    chunks = _chunks(jobs, workers * 8)
    rows_by_chunk: list[list[dict[str, Any]]] = [[] for _ in chunks]
    from concurrent.futures import ProcessPoolExecutor  # here, so that importing the engine starts no machinery

    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(_play_chunk, c): i for i, c in enumerate(chunks)}
        from concurrent.futures import as_completed as done

        try:
            for fut in done(futures):
                i = futures[fut]
                rows_by_chunk[i] = fut.result()
                advance(len(rows_by_chunk[i]))
        except BaseException:
            # a failed game (GameFailedError) or an interrupt: the chunks not started are dropped and the ones
            # playing finish, so the error is raised with the pool closed, not after every game of the run
            pool.shutdown(wait=True, cancel_futures=True)
            raise
    return [row for part in rows_by_chunk for row in part]


# --------------------------------------------------------------------------------------------------- compare
def _normal_p(z: float) -> float:
    """Two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2))


def _mean_interval(values: pd.Series) -> tuple[float, float, float]:
    n = len(values)
    mean = float(values.mean())
    if n < 2:
        return mean, mean, mean
    half = 1.96 * float(values.std(ddof=1)) / math.sqrt(n)
    return mean, mean - half, mean + half


@dataclass(frozen=True)
class Comparison:
    """What :func:`compare` returns: a tidy table of estimates with 95% intervals and the verdict in words."""

    table: pd.DataFrame
    """Index (group, measure); columns ``estimate``, ``low``, ``high`` (the 95% interval), ``games``."""
    sentence: str

    def __str__(self) -> str:
        return f"{self.shown().to_string()}\n\n{self.sentence}"

    def shown(self) -> pd.DataFrame:
        """The table as a reader sees it: its headings in the current language (``table`` keeps the column names
        code reads, ``estimate``, ``low``, ``high``, ``games``)."""
        shown = self.table.rename(columns={c: t(f"simulate.column.{c}") for c in self.table.columns})
        return shown.rename_axis([t(f"simulate.column.{n}") for n in self.table.index.names])

    def _repr_html_(self) -> str:
        import html

        from cardrules.lessons import frame

        shown = self.shown()
        for column in shown.columns[:3]:  # estimate, low, high: a share or a score to 3 places, a length to 1
            shown[column] = shown[column].map(lambda x: f"{x:.3f}" if abs(x) < 10 else f"{x:.1f}")
        return frame(shown).html + f"<p>{html.escape(self.sentence)}</p>"


def compare(df: pd.DataFrame, by: str | Sequence[str] = "variant", seat: int = 0) -> Comparison:
    """Summarise a :func:`simulate` run per group of ``by`` (``"variant"``, a ``bot_<seat>`` column, …): the win
    rate of each owner (seat or team), each owner's mean score and its spread, and the game length in decisions and
    deals, every estimate with its 95% interval; and a plain sentence saying whether the difference that matters
    is significant at the 5% level.

    With two groups or more, the sentence compares ``seat``'s win rate between the first two groups (a
    two-proportion test) and the game length (a difference of means). With one group, it asks whether ``seat``
    wins more or less than an even share (first-seat advantage).
    """
    owners = list(df.attrs.get("owners") or [])
    wins = sorted((c for c in df.columns if c.startswith("win_")), key=lambda c: int(c.split("_")[1]))
    if not owners:
        owners = [f"owner {c.split('_')[1]}" for c in wins]
    keys = [by] if isinstance(by, str) else list(by)
    for k in keys:
        if k not in df.columns:
            raise KeyError(f"no column {k!r} to group by (columns: {', '.join(df.columns)})")
    records = []
    groups = list(df.groupby(keys, sort=False))
    for key, part in groups:
        label = key[0] if isinstance(key, tuple) and len(key) == 1 else key
        n = len(part)
        for o, col in enumerate(wins):
            lo, hi = _wilson(float(part[col].sum()), n)
            records.append((label, t("simulate.measure.win_rate", owner=owners[o]), float(part[col].mean()), lo, hi, n))
        for o, _col in enumerate(wins):
            scores = part[f"score_{o}"]
            m, lo, hi = _mean_interval(scores)
            records.append((label, t("simulate.measure.mean_score", owner=owners[o]), m, lo, hi, n))
            sd = float(scores.std(ddof=1)) if n > 1 else 0.0
            # the interval of a standard deviation, from the chi-square's normal approximation
            half = 1.96 / math.sqrt(2 * (n - 1)) if n > 1 else 0.0
            records.append((label, t("simulate.measure.spread", owner=owners[o]), sd, sd * (1 - half), sd * (1 + half),
                            n))
        for measure in ("decisions", "deals", "margin"):
            # a measure the same in every game of the run (one deal a game; Dudak's gap between two who went
            # out) says nothing: it is left out
            if measure not in part or df[measure].nunique() <= 1:
                continue
            m, lo, hi = _mean_interval(part[measure])
            name = "simulate.measure.margin" if measure == "margin" else f"simulate.measure.length_{measure}"
            records.append((label, t(name), m, lo, hi, n))
    import pandas as pd

    table = pd.DataFrame(records, columns=["group", "measure", "estimate", "low", "high", "games"])
    table = table.set_index(["group", "measure"])
    col = wins[seat] if seat < len(wins) else wins[0]
    who = owners[seat] if seat < len(owners) else owners[0]
    if len(groups) >= 2:
        sentence = _two_groups(groups[0], groups[1], col, who)
        largest = _largest_differences(groups[0], groups[1], str(df.attrs.get("game", "")), owners)
        if largest:
            sentence += t("list.sentences") + largest
    else:
        sentence = _one_group(groups[0][1], col, who, len(wins))
    return Comparison(table, sentence)


def _wilson(successes: float, n: int) -> tuple[float, float]:
    from cardrules.montecarlo import wilson

    return wilson(successes, n)


def _name(key: Any) -> str:
    return str(key[0] if isinstance(key, tuple) and len(key) == 1 else key)


def _two_groups(a: tuple[Any, pd.DataFrame], b: tuple[Any, pd.DataFrame], col: str, who: str) -> str:
    (ka, da), (kb, db) = a, b
    pa, pb = float(da[col].mean()), float(db[col].mean())
    na, nb = len(da), len(db)
    se = math.sqrt(pa * (1 - pa) / na + pb * (1 - pb) / nb)
    diff = pb - pa
    p = _normal_p(diff / se) if se > 0 else (1.0 if diff == 0 else 0.0)
    verdict = t("simulate.significant") if p < 0.05 else t("simulate.not_significant")
    first = t("simulate.two.wins", who=who, pa=pa, a=_name(ka), pb=pb, b=_name(kb), diff=diff * 100,
              lo=(diff - 1.96 * se) * 100, hi=(diff + 1.96 * se) * 100, verdict=verdict, p=p_value(p))
    ma, mb = float(da["decisions"].mean()), float(db["decisions"].mean())
    va = float(da["decisions"].var(ddof=1)) if na > 1 else 0.0
    vb = float(db["decisions"].var(ddof=1)) if nb > 1 else 0.0
    se2 = math.sqrt(va / na + vb / nb)
    p2 = _normal_p((mb - ma) / se2) if se2 > 0 else (1.0 if mb == ma else 0.0)
    closer = ""
    if "margin" in da and "margin" in db and _distinct(da["margin"], db["margin"]) > 1:
        ga, gb = float(da["margin"].mean()), float(db["margin"].mean())
        va, vb = (float(da["margin"].var(ddof=1)) if na > 1 else 0.0), (float(db["margin"].var(ddof=1)) if nb > 1
                                                                          else 0.0)
        se3 = math.sqrt(va / na + vb / nb)
        p3 = _normal_p((gb - ga) / se3) if se3 > 0 else (1.0 if ga == gb else 0.0)
        tail = t("simulate.two.closer" if gb < ga else "simulate.two.less_close", b=_name(kb),
                 p=p_value(p3)) if p3 < 0.05 else t("simulate.not_significant_p", p=p_value(p3))
        closer = t("simulate.two.margin", ga=ga, a=_name(ka), gb=gb, b=_name(kb), tail=tail)
    tail = t("simulate.two.longer" if mb > ma else "simulate.two.shorter", b=_name(kb),
             p=p_value(p2)) if p2 < 0.05 else t("simulate.not_significant_p", p=p_value(p2))
    second = t("simulate.two.length", ma=ma, a=_name(ka), mb=mb, b=_name(kb), tail=tail)
    return t("simulate.two", first=first, second=second, closer=closer)


LARGEST = 3
"""How many of the largest differences between two variants the verdict names."""

REDUNDANT = 0.9
"""Two measures whose values go together this closely game by game (the correlation within each variant, averaged)
say the same thing (9 Peak's peaks and peak cards): the verdict names only the larger difference of the two, so that
its few places go to measures that tell something new (the bonus deciding the winner)."""


def _largest_differences(a: tuple[Any, pd.DataFrame], b: tuple[Any, pd.DataFrame], game: str,
                         owners: Sequence[str]) -> str:
    """The sentence naming the :data:`LARGEST` measures that differ most between the two variants (the game's own
    facts and each owner's score, significant at the 5% level only, by the difference against the measure's own
    size, ``|b - a| / (|a| + |b|)``: 8.9 peaks against 1.5 before a largest set of 5.3 against 5.7), with their
    means under each, a measure that says the same as one named (:data:`REDUNDANT`) left out; empty when none
    differs significantly. The fixed sentences say what the first seat's win rate and the
    length did; this says what the change did most."""
    (ka, da), (kb, db) = a, b
    columns = [c for c in fact_columns(da) if c in db] + [c for c in da.columns if c.startswith("score_")]
    found = []
    for column in columns:
        xa, xb = da[column].astype(float).dropna(), db[column].astype(float).dropna()
        if len(xa) < 2 or len(xb) < 2:
            continue
        ma, mb = float(xa.mean()), float(xb.mean())
        va, vb = float(xa.var(ddof=1)), float(xb.var(ddof=1))
        se = math.sqrt(va / len(xa) + vb / len(xb))
        if se == 0 or _normal_p((mb - ma) / se) >= 0.05:
            continue
        if column.startswith("score_"):
            index = int(column.split("_")[1])
            name = t("simulate.measure.mean_score", owner=owners[index] if index < len(owners) else index)
        else:
            name = fact_label(game, column)
        size = abs(mb - ma) / ((abs(ma) + abs(mb)) or 1.0)
        found.append((size, column, t("simulate.two.difference", measure=name, ma=ma, a=_name(ka), mb=mb, b=_name(kb))))
    if not found:
        return ""
    found.sort(key=lambda f: -f[0])
    named: list[tuple[str, str]] = []
    for _size, column, words in found:
        if len(named) < LARGEST and not any(_together(da, db, column, other) for other, _ in named):
            named.append((column, words))
    return t("simulate.two.largest", differences=t("list.semi").join(words for _, words in named))


def _together(da: pd.DataFrame, db: pd.DataFrame, x: str, y: str) -> bool:
    """Whether the measures ``x`` and ``y`` go together game by game within both variants (see :data:`REDUNDANT`);
    a measure that does not vary within a variant goes with nothing."""
    found = []
    for frame in (da, db):
        r = frame[x].astype(float).corr(frame[y].astype(float))
        if math.isnan(r):
            return False
        found.append(abs(r))
    return sum(found) / len(found) >= REDUNDANT


def rate(df: pd.DataFrame, column: str, expected: float, what: str | None = None) -> str:
    """How often a 0/1 fact of each game happens (e.g. ``eldest_took_first_pool``), with its 95% interval, and
    whether it differs significantly from ``expected`` (an even share), in one plain sentence. Games where the
    fact is not a number are left out."""
    if column not in df.columns:
        raise KeyError(f"no column {column!r} (columns: {', '.join(df.columns)})")
    values = df[column].dropna()  # games where the question does not arise (e.g. a spoiled deal) are left out
    n = len(values)
    if n == 0:
        return t("simulate.rate.none", what=what or column)
    p = float(values.mean())
    lo, hi = _wilson(float(values.sum()), n)
    se = math.sqrt(expected * (1 - expected) / n)
    pv = _normal_p((p - expected) / se) if se > 0 else 1.0
    what = what or column.replace("_", " ")
    verdict = t("simulate.rate.more" if p > expected else "simulate.rate.less", expected=expected, p=p_value(pv)) \
        if pv < 0.05 else t("simulate.rate.same", expected=expected, p=p_value(pv))
    return t("simulate.rate", what=what, share=p, n=n, lo=lo, hi=hi, verdict=verdict)


def _one_group(df: pd.DataFrame, col: str, who: str, owners: int) -> str:
    n = len(df)
    p = float(df[col].mean())
    even = 1.0 / owners
    se = math.sqrt(even * (1 - even) / n)
    pv = _normal_p((p - even) / se) if se > 0 else 1.0
    lo, hi = _wilson(float(df[col].sum()), n)
    if pv < 0.05:
        tail = t("simulate.one.more" if p > even else "simulate.one.less", even=even, p=p_value(pv))
    else:
        tail = t("simulate.one.same", even=even, p=p_value(pv))
    return t("simulate.one", who=who, share=p, n=n, lo=lo, hi=hi, tail=tail)


# ------------------------------------------------------------------------------------------------------ figures
SECOND_LENGTHS = frozenset({"turns"})
"""Facts that measure a game's length in another unit than :func:`compare`'s decisions (9 Peak's turns): left out of
the facts, so that a reader meets one measure of length."""


def fact_columns(df: pd.DataFrame) -> list[str]:
    """The game's own fact columns of a :func:`simulate` run (tablanettes, steals, …), but a second measure of
    length (:data:`SECOND_LENGTHS`)."""
    fixed = {"game", "seed", "variant", "winners", "deals", "decisions", "margin", *SECOND_LENGTHS}
    return [c for c in df.columns if c not in fixed and not c.startswith(("bot_", "score_", "win_"))]


def fact_label(game: str, fact: str) -> str:
    """The name of a game fact (a column of :func:`simulate`'s rows) in the current language: the message
    ``facts.<game>.<fact>``; a fact without one (a game's new fact not yet translated) keeps its column name."""
    return t_or(f"facts.{game}.{fact}", fact)


def facts(df: pd.DataFrame, by: str = "variant") -> pd.DataFrame:
    """The mean of each game fact per game, per group, with its 95% interval (``mean [low, high]``); the facts are
    named in the current language (:func:`fact_label`), the groups keep their labels."""
    import pandas as pd

    out: dict[str, dict[str, str]] = {}
    for key, part in df.groupby(by, sort=False):
        row = {}
        for col in fact_columns(df):
            if df[col].nunique() <= 1:  # the same in every game of the run (a rule, not a finding): left out
                continue
            values = part[col].astype(float).dropna()
            m, lo, hi = _mean_interval(values)
            if len(values):  # a mean cannot leave the range of the values (counts are never negative)
                lo, hi = max(lo, float(values.min())), min(hi, float(values.max()))
            row[fact_label(str(df.attrs.get("game", "")), col)] = f"{m:.2f} [{lo:.2f}, {hi:.2f}]"
        out[_name(key)] = row
    return pd.DataFrame(out).rename_axis(t("simulate.facts.per_game"))


def _japanese_font() -> str | None:
    """The family name of the Japanese font shipped by the ``matplotlib-fontja`` package (IPAexGothic), registered
    with matplotlib's font manager on first use; ``None`` when the package is not installed.

    The package's own import sets matplotlib's global font, so it is never imported: its font file is found
    from the package's location and only added to the fonts matplotlib knows (which changes no setting)."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("matplotlib_fontja")
    if spec is None or spec.origin is None:
        return None
    path = Path(spec.origin).parent / "fonts" / "ipaexg.ttf"
    if not path.is_file():
        return None
    from matplotlib import font_manager

    name = font_manager.FontProperties(fname=path).get_name()
    if name not in {f.name for f in font_manager.fontManager.ttflist}:
        font_manager.fontManager.addfont(str(path))
    return name


def _fonts() -> dict[str, Any]:
    """The settings a figure is drawn under: the usual fonts first (English figures look as they always did),
    then the Japanese font, which matplotlib falls back to for the glyphs the first ones lack (kana, kanji)."""
    import matplotlib

    japanese = _japanese_font()
    if japanese is None:
        return {}
    return {"font.family": [*matplotlib.rcParams["font.family"], japanese]}


def plot(df: pd.DataFrame, title: str | None = None) -> Any:
    """Three panels for a run: the score distribution of each variant, each seat's (or team's) win rate with its
    95% interval beside an even share, and the game length in decisions, labelled in the current language.
    Returns a matplotlib Figure.

    Japanese text is set in the font of the ``matplotlib-fontja`` package (the ``app`` extra installs it), only
    inside this function: matplotlib's global settings are left as they were. Each text keeps the font it was
    made with, so the figure shows the same when it is saved or displayed later."""
    import matplotlib.pyplot as plt

    with plt.rc_context(_fonts()):  # type: ignore[arg-type]  # matplotlib types the keys as a Literal of names
        return _plot(df, title)


def plot_png(df: pd.DataFrame, title: str | None = None) -> bytes:
    """:func:`plot` as PNG bytes, trimmed as the notebook's inline backend shows a figure; the figure is closed (an
    open one would also be drawn below the cell)."""
    import io

    import matplotlib.pyplot as plt

    fig = plot(df, title)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", bbox_inches="tight")
    plt.close(fig)
    return buffer.getvalue()


def _plot(df: pd.DataFrame, title: str | None) -> Any:
    import matplotlib.pyplot as plt

    owners = list(df.attrs.get("owners") or [])
    wins = sorted((c for c in df.columns if c.startswith("win_")), key=lambda c: int(c.split("_")[1]))
    owners = owners if len(owners) == len(wins) else [c.split("_")[1] for c in wins]
    groups = list(df.groupby("variant", sort=False))
    fig, (ax_s, ax_w, ax_l) = plt.subplots(1, 3, figsize=(13, 3.6))
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    for i, (label, part) in enumerate(groups):
        scores = part[[f"score_{o}" for o in range(len(wins))]].to_numpy().ravel()
        ax_s.hist(scores, bins=20, histtype="step", linewidth=1.8, color=colours[i % len(colours)], label=str(label))
        ax_l.hist(part["decisions"], bins=20, histtype="step", linewidth=1.8, color=colours[i % len(colours)],
                  label=str(label))
    ax_s.set(title=t("simulate.plot.scores"), xlabel=t("simulate.plot.score"), ylabel=t("simulate.plot.games"))
    ax_l.set(title=t("simulate.plot.length"), xlabel=t("simulate.plot.decisions"), ylabel=t("simulate.plot.games"))
    width = 0.8 / max(1, len(groups))
    for i, (label, part) in enumerate(groups):
        n = len(part)
        rates: list[float] = []
        errs: list[list[float]] = [[], []]
        for col in wins:
            p = float(part[col].mean())
            lo, hi = _wilson(float(part[col].sum()), n)
            rates.append(p)
            errs[0].append(p - lo)
            errs[1].append(hi - p)
        xs = [j + (i - (len(groups) - 1) / 2) * width for j in range(len(wins))]
        ax_w.bar(xs, rates, width=width, yerr=errs, capsize=3, color=colours[i % len(colours)], label=str(label))
    ax_w.axhline(1 / max(1, len(wins)), color="grey", linestyle="--", linewidth=1, label=t("simulate.plot.even_share"))
    ax_w.set_xticks(range(len(wins)), owners, rotation=20 if len(wins) > 4 else 0)
    ax_w.set(title=t("simulate.plot.win_rates"), ylabel=t("simulate.plot.win_rate"), ylim=(0, 1))
    for ax in (ax_s, ax_w, ax_l):
        ax.legend(fontsize=8, frameon=False)
    if title:
        fig.suptitle(title)
    fig.tight_layout()
    plt.close(fig)  # shown once, by the cell that returns it
    return fig
