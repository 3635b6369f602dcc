"""The bots' shared loop: a bot that says it plays a forced move without being asked (``plays_only_move``, see
:mod:`cardrules.bots`) does exactly that, so skipping it changes no game."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from cardrules import GAMES
from cardrules.bots import RandomBot, play_out
from cardrules.errors import CardrulesError, RulesError


def _player_counts(module: Any) -> list[int]:
    counts = []
    for players in range(2, 11):
        try:
            module.Rules(players=players, single_deal=True)
        except RulesError:
            continue
        counts.append(players)
    return counts


def _memory(bot: Any) -> dict[str, Any]:
    """What a bot holds: its random generator's state, and a deep copy of everything else."""
    return {k: v.getstate() if isinstance(v, random.Random) else copy.deepcopy(v) for k, v in vars(bot).items()}


CLAIMS = [(name, module.HeuristicBot) for name, module in GAMES.items()
          if getattr(module.HeuristicBot, "plays_only_move", False)]


def test_the_bots_that_claim_it_are_the_ones_expected() -> None:
    # Packs and Spoil Five are the games where most decisions are forced; a bot that draws from its generator on a
    # forced move (Tablanette's adds a random tie-break to every move's score, Dudak's draws whether to vary its
    # beat) must not claim it.
    assert {name for name, _ in CLAIMS} >= {"packs", "spoil_five"}
    assert not getattr(RandomBot, "plays_only_move", False)


@pytest.mark.parametrize(("game", "cls"), CLAIMS, ids=[f"{n}-{c.__name__}" for n, c in CLAIMS])
def test_a_bot_that_claims_it_plays_the_only_move_and_does_nothing_else(game: str, cls: type) -> None:
    module = GAMES[game]
    forced = 0
    for players in _player_counts(module):
        for seed in range(6):
            state = module.new_game(module.Rules(players=players, single_deal=True), seed=seed)
            bots = [cls(seed * 8 + s) for s in range(players)]
            while not state.is_over:
                seat = state.to_move
                moves = state.legal_moves()
                bot = bots[seat]
                if len(moves) == 1:
                    forced += 1
                    before = _memory(bot)
                    assert bot.choose(state.view(seat)) == moves[0]
                    assert _memory(bot) == before, "a forced move changed the bot's memory or drew from its generator"
                state = state.play(bot.choose(state.view(seat)))
    assert forced > 50


class _Asked(RandomBot):
    """A bot that must be asked: it draws from its generator even for a forced move."""


@pytest.mark.parametrize("game", list(GAMES))
def test_play_out_skips_only_the_bots_that_claim_it(game: str) -> None:
    module = GAMES[game]
    for seed in range(3):
        state = module.new_game(module.Rules(single_deal=True), seed=seed)
        heuristic = play_out(state, [module.HeuristicBot(seed + s) for s in range(state.players)])

        class Asked(module.HeuristicBot):  # type: ignore[name-defined,misc]
            plays_only_move = False

        asked = play_out(state, [Asked(seed + s) for s in range(state.players)])
        assert heuristic.history == asked.history and heuristic.score_lines == asked.score_lines
        # a bot that is not skipped is asked at every decision, forced ones too
        calls: list[int] = []

        class Counting(_Asked):
            def choose(self, view: Any, calls: list[int] = calls) -> Any:
                calls.append(len(view.legal_moves))
                return super().choose(view)

        end = play_out(state, [Counting(seed + s) for s in range(state.players)])
        assert len(calls) == len(end.history) - len(state.history)


def test_play_out_checks_before_every_move() -> None:
    module = GAMES["spoil_five"]
    state = module.new_game(module.Rules(players=3, single_deal=True), seed=1)
    checks = []

    def check() -> None:
        checks.append(1)
        if len(checks) == 5:
            raise CardrulesError("stop")

    with pytest.raises(CardrulesError):
        play_out(state, [module.HeuristicBot(s) for s in range(3)], check=check)
    assert len(checks) == 5


@pytest.mark.parametrize("game", list(GAMES))
def test_the_heuristic_bot_picks_only_legal_moves(game: str) -> None:
    # play_out plays a bot's choice unchecked (GameState.play_unchecked): each choice is checked here instead,
    # through the rules' own why_illegal, at every decision of a few seeded deals for every player count.
    module = GAMES[game]
    decisions = 0
    for players in _player_counts(module):
        for seed in range(2):
            state = module.new_game(module.Rules(players=players, single_deal=True), seed=seed)
            bots = [module.HeuristicBot(seed * 8 + s) for s in range(players)]
            while not state.is_over:
                seat = state.to_move
                move = bots[seat].choose(state.view(seat))
                assert state.why_illegal(move) is None, (players, seed, str(move))
                assert state.play_unchecked(move) == state.play(str(move))
                state = state.play_unchecked(move)
                decisions += 1
    assert decisions > 100
