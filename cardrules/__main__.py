"""The command line: ``python -m cardrules simulate <game> [options]``.

    python -m cardrules simulate tablanette --games 10000 --rules eight_card_deal=true --workers 2 --out results.csv
    python -m cardrules simulate nine_peak --games 2000 --variant "peak 9" peak=9 --variant "peak 7" peak=7
    python -m cardrules simulate spoil_five --bots mc:100,heuristic,heuristic --rules players=3 single_deal=true

It plays the games (with a progress bar), writes one row per game to ``--out`` (CSV) if given, and prints the
comparison: win rates, scores and game length with 95% intervals and whether the difference is significant. Every
argument is checked before any game is played, and a wrong one stops it with one line naming the option (``error:
--workers: ...``): the game, each rule, the numbers (digits 0-9 only, within bounds), the bots, a label given twice,
an ``--out`` file that cannot be written, a scheduler that cannot be reached.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardrules.errors import GameFailedError, RulesError, brief
from cardrules.i18n import t

SCHEDULER_TIMEOUT = 10.0
"""Seconds to wait for ``--scheduler`` to answer before saying it cannot be reached (Dask's own wait is 30 s)."""

MAX_WORKERS = 256
"""The most ``--workers`` a run may start (each is a process of about 100 MB)."""

MAX_SEED = 2**63 - 1

_WHOLE = re.compile(r"[0-9]{1,19}")
"""A whole number as the command line takes it: ASCII digits (``int()`` also reads ``٣`` and ``²``-like digits)."""


def parse_rules(module: Any, pairs: Sequence[str]) -> Any:
    """``["players=3", "single_deal=true"]`` (or ``players:3``, as a page's link writes it) as the game's ``Rules``:
    read by the code that reads a shared link's rules (:func:`cardrules.share.parse_rules_text`), so both take the
    same values and refuse the same mistakes with the same sentences. A later pair overrides an earlier one (a
    ``--variant``'s rules override the shared ``--rules``)."""
    from cardrules.share import parse_rules_text

    values: dict[str, Any] = {}
    problems: list[str] = []
    for pair in pairs:
        read, said = parse_rules_text(module, pair)
        problems.extend(said)  # every pair is read, so that every bad rule is named at once
        values.update(read)
    if problems:
        raise RulesError("rules", " ".join(problems))
    return module.Rules.from_dict(values)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m cardrules", description="cardrules from the command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play many games between bots and compare house rules",
                              description="Play many games between bots and compare house rules.")
    from cardrules import GAMES

    sim.add_argument("game", help=", ".join(GAMES))
    # numbers are read as text and checked in main(), which names the option in a sentence of the catalogue
    sim.add_argument("--games", default="1000", help="games per variant (default 1000)")
    sim.add_argument("--rules", nargs="*", default=[], metavar="NAME=VALUE", help="house rules of the one variant")
    sim.add_argument("--variant", nargs="+", action="append", default=[], metavar=("LABEL", "NAME=VALUE"),
                     help="a labelled variant to compare (repeat it; --rules then applies to every variant)")
    sim.add_argument("--bots", default="heuristic",
                     help="one bot for every seat, or one per seat separated by commas: random, heuristic, mc, "
                          "mc:<rollouts>, mc@<seconds> (default heuristic)")
    sim.add_argument("--seed", default="0", help="master seed (default 0)")
    sim.add_argument("--workers", default=None, help="worker processes (default: every core)")
    sim.add_argument("--scheduler", default=None, help="a Dask scheduler address, e.g. tcp://10.0.0.5:8786")
    sim.add_argument("--out", default=None, help="write one row per game to this CSV file")
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    return parser


def _fail(option: str, reason: str) -> int:
    """Say in one line what is wrong with ``option``; the exit status of a refused argument."""
    print(t("cli.error", option=option, reason=reason), file=sys.stderr)
    return 2


def _whole(text: str | None, lo: int, hi: int) -> int | None:
    """``text`` as a whole number from ``lo`` to ``hi``, or ``None``."""
    if text is None or not _WHOLE.fullmatch(text):
        return None
    value = int(text)
    return value if lo <= value <= hi else None


def _one_line(err: BaseException) -> str:
    text = " ".join(str(err).split()) or type(err).__name__
    return text if len(text) <= 200 else text[:199] + "…"


def _out_problem(path: str) -> str | None:
    """Why ``--out`` cannot be written, found before the run (it used to fail after the whole run), or ``None``."""
    target = Path(path)
    if target.is_dir():
        return t("cli.out_is_dir", path=brief(path))
    existed = target.exists()
    try:
        with open(target, "a", encoding="utf-8"):
            pass
    except OSError as err:
        return t("cli.out", path=brief(path), reason=err.strerror or _one_line(err))
    if not existed:
        target.unlink(missing_ok=True)  # made only to try it: a run stopped early leaves no empty file
    return None


def _connect(address: str) -> tuple[Any, str | None]:
    """A Dask client of the scheduler at ``address``, or why there is none (one line, after at most
    :data:`SCHEDULER_TIMEOUT` seconds)."""
    try:
        from distributed import Client
    except ImportError:
        return None, t("cli.no_dask")
    try:
        return Client(address, timeout=SCHEDULER_TIMEOUT), None
    except Exception as err:  # noqa: BLE001 - OSError, TimeoutError, ValueError (a bad address): one line each
        return None, t("cli.scheduler", address=brief(address), seconds=f"{SCHEDULER_TIMEOUT:g}",
                       reason=_one_line(err))


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    from cardrules import GAMES
    from cardrules.simulate import MAX_GAMES, _bot_specs, compare, simulate

    if args.game not in GAMES:
        print(f"error: unknown game {args.game!r} (known: {', '.join(GAMES)})", file=sys.stderr)
        return 2
    module = GAMES[args.game]
    games = _whole(args.games, 1, MAX_GAMES)
    if games is None:
        return _fail("--games", t("cli.whole", min=1, max=MAX_GAMES, got=brief(args.games)))
    seed = _whole(args.seed, 0, MAX_SEED)
    if seed is None:
        return _fail("--seed", t("cli.whole", min=0, max=MAX_SEED, got=brief(args.seed)))
    workers = None if args.workers is None else _whole(args.workers, 1, MAX_WORKERS)
    if args.workers is not None and workers is None:
        return _fail("--workers", t("cli.whole", min=1, max=MAX_WORKERS, got=brief(args.workers)))
    labels = [v[0] for v in args.variant]
    for label in labels:
        if labels.count(label) > 1:  # a dict of the variants kept the last one, silently
            return _fail("--variant", t("cli.variant_twice", label=brief(label)))
    try:
        if args.variant:
            rules: Any = {v[0]: parse_rules(module, [*args.rules, *v[1:]]) for v in args.variant}
        else:
            rules = parse_rules(module, args.rules)
    except RulesError as err:
        # the sentences of parse_rules already name the option and the rule
        print(f"error: {err.reason}" if err.field == "rules" else f"error: rule {err.field}: {err.reason}",
              file=sys.stderr)
        return 2
    bots = args.bots.split(",") if "," in args.bots else args.bots
    try:
        for variant in rules.values() if isinstance(rules, dict) else [rules]:
            _bot_specs(bots, variant.players)
    except ValueError as err:
        return _fail("--bots", str(err))
    if args.out:
        problem = _out_problem(args.out)
        if problem:
            return _fail("--out", problem)
    client = None
    if args.scheduler:
        client, problem = _connect(args.scheduler)
        if problem:
            return _fail("--scheduler", problem)
    try:
        df = simulate(module, rules=rules, bots=bots, games=games, seed=seed, workers=workers,
                      client=client, progress=not args.no_progress)
    except (ValueError, GameFailedError) as err:
        # a game that raised is reported in one line (which game, seed and rules deal it again), not a traceback
        print(f"error: {err}", file=sys.stderr)
        return 2
    finally:
        if client is not None:
            client.close()
    status = 0
    if args.out:
        try:
            df.to_csv(args.out, index=False)
        except OSError as err:  # checked before the run, but a disk may fill: the comparison is still printed
            status = _fail("--out", t("cli.out", path=brief(args.out), reason=err.strerror or _one_line(err)))
        else:
            print(f"{len(df)} games written to {args.out}")
    print(compare(df))
    return status


if __name__ == "__main__":
    sys.exit(main())
