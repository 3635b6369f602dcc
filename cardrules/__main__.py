"""The command line: ``python -m cardrules simulate <game> [options]``.

    python -m cardrules simulate tablanette --games 10000 --rules eight_card_deal=true --workers 2 --out results.csv
    python -m cardrules simulate nine_peak --games 2000 --variant "peak 9" peak=9 --variant "peak 7" peak=7
    python -m cardrules simulate spoil_five --bots mc:100,heuristic,heuristic --rules players=3 single_deal=true

It plays the games (with a progress bar), writes one row per game to ``--out`` (CSV) if given, and prints the
comparison: win rates, scores and game length with 95% intervals and whether the difference is significant. A wrong
game, rule or value stops it with a message naming it, before any game is played.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

from cardrules.errors import RulesError


def parse_rules(module: Any, pairs: Sequence[str]) -> Any:
    """``["players=3", "single_deal=true"]`` (or ``players:3``, as a page's link writes it) as the game's ``Rules``:
    read by the code that reads a shared link's rules (:func:`cardrules.share.parse_rules_text`), so both take the
    same values and refuse the same mistakes with the same sentences. A later pair overrides an earlier one (a
    ``--variant``'s rules override the shared ``--rules``)."""
    from cardrules.share import parse_rules_text

    values: dict[str, Any] = {}
    for pair in pairs:
        read, problems = parse_rules_text(module, pair)
        if problems:
            raise RulesError("rules", " ".join(problems))
        values.update(read)
    return module.Rules.from_dict(values)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m cardrules", description="cardrules from the command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play many games between bots and compare house rules",
                              description="Play many games between bots and compare house rules.")
    sim.add_argument("game", help="tablanette, spoil_five, packs, dudak or nine_peak")
    sim.add_argument("--games", type=int, default=1000, help="games per variant (default 1000)")
    sim.add_argument("--rules", nargs="*", default=[], metavar="NAME=VALUE", help="house rules of the one variant")
    sim.add_argument("--variant", nargs="+", action="append", default=[], metavar=("LABEL", "NAME=VALUE"),
                     help="a labelled variant to compare (repeat it; --rules then applies to every variant)")
    sim.add_argument("--bots", default="heuristic",
                     help="one bot for every seat, or one per seat separated by commas: random, heuristic, mc, "
                          "mc:<rollouts>, mc@<seconds> (default heuristic)")
    sim.add_argument("--seed", type=int, default=0, help="master seed (default 0)")
    sim.add_argument("--workers", type=int, default=None, help="worker processes (default: every core)")
    sim.add_argument("--scheduler", default=None, help="a Dask scheduler address, e.g. tcp://10.0.0.5:8786")
    sim.add_argument("--out", default=None, help="write one row per game to this CSV file")
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    from cardrules import GAMES
    from cardrules.simulate import compare, simulate

    if args.game not in GAMES:
        print(f"error: unknown game {args.game!r} (known: {', '.join(GAMES)})", file=sys.stderr)
        return 2
    module = GAMES[args.game]
    if args.games < 1:
        print("error: --games must be at least 1", file=sys.stderr)
        return 2
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
    client = None
    if args.scheduler:
        from distributed import Client

        client = Client(args.scheduler)
    try:
        df = simulate(module, rules=rules, bots=bots, games=args.games, seed=args.seed, workers=args.workers,
                      client=client, progress=not args.no_progress)
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    finally:
        if client is not None:
            client.close()
    if args.out:
        df.to_csv(args.out, index=False)
        print(f"{len(df)} games written to {args.out}")
    print(compare(df))
    return 0


if __name__ == "__main__":
    sys.exit(main())
