"""Bots written once over the protocol: they receive a :class:`~cardrules.protocol.View` and a ``random.Random``."""

from __future__ import annotations

import random
from typing import Any, Protocol

from cardrules.protocol import View


class Bot(Protocol):
    """Anything that picks a move from what its seat may see."""

    def choose(self, view: View) -> Any: ...


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


def play_out(state: Any, bots: Any, *, max_moves: int = 100_000) -> Any:
    """Play ``state`` to the end, each seat's move chosen by ``bots[seat]`` from that seat's view."""
    for _ in range(max_moves):
        if state.is_over:
            return state
        seat = state.to_move
        state = state.play(bots[seat].choose(state.view(seat)))
    raise RuntimeError(f"game did not end within {max_moves} moves")
