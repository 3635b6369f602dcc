"""Bots written once over the protocol: they receive a :class:`~cardrules.protocol.View` and a ``random.Random``.

A bot is anything with ``choose(view) -> move``: one of the view's ``legal_moves`` (or a move equal to one), which
:func:`play_out` plays without checking it again (``GameState.play_unchecked``). It may also say, with the class
attribute ``plays_only_move = True``, that when its seat has a single legal move it plays that move and does nothing
else (draws nothing from its random generator and remembers nothing): :func:`play_out` then plays the move without
making the seat's view and asking. Most decisions of Packs (a draw, the end of a turn) and a third of Spoil Five's (a
declared Ace, the last card of a hand) are forced, and making a view no bot needed was a tenth of a Packs study's time
and a quarter of a Spoil Five one's. ``tests/engine/test_bots_skip_forced_moves.py`` checks the claim of every bot that
makes it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from cardrules.protocol import View


class RandomBot:
    """Plays a uniformly random legal move; deterministic for a given ``rng`` seed."""

    def __init__(self, rng: random.Random | int = 0) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def choose(self, view: View) -> Any:
        if not view.legal_moves:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        return self.rng.choice(view.legal_moves)

    def __repr__(self) -> str:
        return "RandomBot()"


def play_out(state: Any, bots: Sequence[Any], *, max_moves: int = 100_000,
             check: Callable[[], None] | None = None) -> Any:
    """Play ``state`` to the end, each seat's move chosen by ``bots[seat]`` from that seat's view (a forced move of
    a bot that says it plays it, see the module's docstring, without asking). ``check`` is called before every move:
    it stops the game by raising (a run's limits, see :class:`cardrules.simulate.RunControl`)."""
    plays_only = [getattr(bot, "plays_only_move", False) is True for bot in bots]
    for _ in range(max_moves):
        if state.is_over:
            return state
        if check is not None:
            check()
        seat = state.to_move
        if plays_only[seat]:
            moves = state.legal_moves()
            if len(moves) == 1:
                state = state.play_unchecked(moves[0])
                continue
        state = state.play_unchecked(bots[seat].choose(state.view(seat)))
    raise RuntimeError(f"game did not end within {max_moves} moves")
