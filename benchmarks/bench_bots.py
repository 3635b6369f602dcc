"""Bot strength, run by hand: ``python benchmarks/bench_bots.py [--games 500] [--sims 60 | --budget 1] [game ...]``.

For each game, over at least 500 games: the Monte Carlo bot against the game's heuristic bot, and the heuristic
bot against the random bot, each with its win rate and 95% (Wilson) interval. The bot under test takes every seat in
turn (the same deals each time), the others are its opponent; a game of one deal is played (the games' own
``single_deal`` rule), two players where the game allows it, three otherwise. A shared win (a draw) counts as a share.
In Dudak a win is not being the loser.

``--budget 1`` plays the Monte Carlo bot as the table's Hint searches: anytime, at most that many seconds of wall time
a decision (``"mc@1"``), so its strength there depends on the machine and its load (printed with the figures); a
game then takes seconds of wall time per decision of the bot, so use fewer games (``--games 100``) and ``--workers 2``.
"""

from __future__ import annotations

import argparse
import os
import time

from cardrules import GAMES, simulate
from cardrules.montecarlo import wilson


def rules_of(game: str) -> dict[str, object]:
    """The house rules a game's bots are measured under: a game of one deal (the game's own ``single_deal`` rule,
    where it has one), at the fewest players it is benchmarked at (``MAIN_PLAYER_COUNTS``: two where the game
    allows it, three otherwise), as every game of the registry declares them."""
    module = GAMES[game]
    one_deal = {"single_deal": True} if "single_deal" in module.Rules().to_dict() else {}
    return {"players": min(module.MAIN_PLAYER_COUNTS), **one_deal}


def match(game: str, hero: str, rival: str, games: int, seed: int,
          workers: int = 1) -> tuple[float, float, float, float, int, float]:
    """``hero`` in each seat in turn against ``rival`` in the others: hero's win rate with its interval, the even
    share, the number of games and the seconds taken."""
    rules = GAMES[game].Rules.from_dict(rules_of(game))
    players = rules.players
    per_seat = -(-games // players)
    start = time.perf_counter()
    wins, n = 0.0, 0
    for seat in range(players):
        bots = [hero if s == seat else rival for s in range(players)]
        df = simulate(game, rules=rules, bots=bots, games=per_seat, seed=seed, progress=False, workers=workers)
        owner = GAMES[game].new_game(rules, seed=0).owner_of(seat) if hasattr(
            GAMES[game].new_game(rules, seed=0), "owner_of") else seat
        col = df[f"win_{owner}"]
        if game == "dudak":  # not losing is a win, whoever else also escaped
            col = (col > 0).astype(float)
        wins += float(col.sum())
        n += len(df)
    lo, hi = wilson(wins, n)
    return wins / n, lo, hi, 1 / players, n, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_run", nargs="*", default=list(GAMES), metavar="game")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--sims", type=int, default=60, help="the Monte Carlo bot's rollouts per decision")
    parser.add_argument("--budget", type=float, help="seconds of wall time a decision for the Monte Carlo bot, "
                        "anytime as the table's Hint (instead of --sims)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--skip-random", action="store_true")
    args = parser.parse_args()
    for game in args.games_to_run:
        pairs = [(f"mc@{args.budget:g}" if args.budget else f"mc:{args.sims}", "heuristic")]
        if not args.skip_random:
            pairs.append(("heuristic", "random"))
        for hero, rival in pairs:
            rate, lo, hi, even, n, secs = match(game, hero, rival, args.games, args.seed, args.workers)
            verdict = "beats" if lo > even else "does not clearly beat"
            print(f"{game:10s} {hero:9s} vs {rival:9s}: wins {rate:6.1%} (95% {lo:.1%}-{hi:.1%}) over {n} games, "
                  f"even share {even:.0%}: {verdict} it [{secs:.0f} s, load average {os.getloadavg()[0]:.1f}]",
                  flush=True)


if __name__ == "__main__":
    main()
