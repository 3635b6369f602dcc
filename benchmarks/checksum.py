"""A checksum of the engine's behaviour, run by hand: ``python benchmarks/checksum.py [--deals 600]``.

A refactoring that must leave behaviour unchanged records this before it starts and compares it at the end. For
every game and two player counts it hashes:

* the rows of ``cardrules.simulate`` over single deals and over whole games between heuristic bots (scores, winners,
  decisions and every fact the game reports), from fixed seeds;
* the whole move list of random games (``random.Random(seed)`` choosing among ``legal_moves()``), and every seat's
  scores at their end;
* the Monte Carlo bot's choice, at a small fixed number of rollouts, at the first decisions of seeded deals.

It prints one hash per game and part, and one over all of them.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys

from reference import main_counts

from cardrules import GAMES, simulate
from cardrules.montecarlo import MonteCarloBot

COUNTS = main_counts()


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def sim_part(game: str, players: int, deals: int) -> str:
    module = GAMES[game]
    parts = []
    single = "single_deal" in module.Rules().to_dict()
    if single:
        rows = simulate(game, {"players": players, "single_deal": True}, games=deals, seed=11, workers=1,
                        progress=False)
        parts.append(rows.to_csv())
    rows = simulate(game, {"players": players}, games=max(deals // 10, 20), seed=12, workers=1, progress=False)
    parts.append(rows.to_csv())
    return digest("\n".join(parts))


def random_part(game: str, players: int, games: int) -> str:
    module = GAMES[game]
    rules = module.Rules(players=players)
    lines = []
    for g in range(games):
        rng = random.Random(1000 + g)
        state = module.new_game(rules, seed=g)
        moves = []
        while not state.is_over:
            options = state.legal_moves()
            move = options[rng.randrange(len(options))]
            moves.append(str(move))
            state = state.play(move)
        lines.append(" ".join(moves) + " | " + repr(state.totals()))
    return digest("\n".join(lines))


def mc_part(game: str, players: int, positions: int) -> str:
    module = GAMES[game]
    rules = module.Rules(players=players)
    lines = []
    for g in range(positions):
        state = module.new_game(rules, seed=500 + g)
        bot = MonteCarloBot(seed=g, simulations=48)
        for _ in range(3):
            if state.is_over:
                break
            move = bot.choose(state.view(state.to_move))
            lines.append(str(move))
            state = state.play(move)
    return digest("\n".join(lines))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=list(COUNTS))
    parser.add_argument("--deals", type=int, default=1500, help="single deals per game and player count")
    args = parser.parse_args()
    every = []
    for game in args.games:
        for players in COUNTS[game]:
            row = (sim_part(game, players, args.deals), random_part(game, players, 60), mc_part(game, players, 8))
            every.extend(row)
            print(f"{game:11s} {players} players  simulate {row[0]}  random {row[1]}  monte-carlo {row[2]}",
                  flush=True)
    print(f"all: {digest(' '.join(every))}")


if __name__ == "__main__":
    sys.exit(main())
