"""What a game module offers the code written once for all games (:class:`GameModule`), and how the Monte Carlo
bot plays it (:class:`MonteCarloSettings`)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

from cardrules.events import Event
from cardrules.views import View

if TYPE_CHECKING:
    from cardrules.table_spec import TableSpec


@dataclass(frozen=True)
class MonteCarloSettings:
    """How the Monte Carlo bot (:mod:`cardrules.montecarlo`) plays a game; each game states its own, with the
    measurements that chose them in its ``ai.py``."""

    simulations: int
    """Rollouts per decision at the default strength."""
    rollout: Literal["random", "game"] = "random"
    """How rollouts pick moves: uniformly at random, or with the game's own ``rollout_move(state, rng)``."""
    caution: float | None = None
    """Keep the heuristic move unless another is better by this many standard errors (``None``: the best estimate)."""


class GameModule(Protocol):
    """What a game offers the code written once for all games (``cardrules.GAMES`` maps names to these).

    A game is the package ``cardrules/games/<name>/``: ``rules.py`` (everything here but the bots), ``ai.py`` (the
    heuristic bot, the hidden-card sampler, the rollout policy and the Monte Carlo settings), ``text_<lang>.py`` (its
    sentences in every language) and ``__init__.py`` exporting the names below. See ``docs/adding-a-game.md``.
    """

    __name__: str
    NAME: str
    """The module name (``"tablanette"``); message keys of the game start with it."""
    TITLE: str
    """The game's name in English (the catalogue's ``<NAME>.title`` translates it)."""
    @property
    def PLAYER_COUNTS(self) -> tuple[int, ...]:  # noqa: N802 - a module constant, read-only here
        """The player counts the game is played with."""
        ...

    @property
    def MAIN_PLAYER_COUNTS(self) -> tuple[int, ...]:  # noqa: N802 - a module constant, read-only here
        """The player counts the benchmarks and the behaviour checksum play (some of ``PLAYER_COUNTS``)."""
        ...

    GAME_END: str
    """The kind of event that ends a game (a lesson words a one-deal example's end in its place)."""
    @property
    def DEAL_SCORED(self) -> tuple[str, ...]:  # noqa: N802 - a module constant, read-only here
        """The kinds of event that score a deal, just before ``GAME_END`` when the game ends with the deal."""
        ...

    SUMMARY: str
    Rules: Any
    """A frozen dataclass deriving from :class:`RulesBase`."""
    State: Any
    """A frozen dataclass deriving from :class:`GameState`."""
    @property
    def PRESETS(self) -> Mapping[str, Any]:  # noqa: N802 - a module constant, read-only here
        """Named ``Rules`` (the write-up's variants); every ``Rules`` field differs from its default in one of them."""
        ...
    HeuristicBot: Any
    """A bot class: ``HeuristicBot(rng_or_seed).choose(view) -> move``."""
    MONTE_CARLO: MonteCarloSettings

    def new_game(self, rules: Any = None, *, seed: int) -> Any: ...

    from_position: Callable[..., Any]
    """A state from an exact position (hands, table...) for worked examples; its keywords are the game's own."""

    def parse_move(self, text: str) -> Any:
        """The move a notation names; a :class:`~cardrules.errors.MoveFormatError` saying why when it names none."""
        ...

    def narrate(self, event: Event, names: Sequence[str]) -> str:
        """One sentence for an event, in the current language."""
        ...

    def sample_state(self, view: View, rng: Any) -> Any:
        """A full state consistent with ``view``: the cards the seat cannot see dealt at random."""
        ...

    def rollout_move(self, state: Any, rng: Any) -> Any:
        """A fast, reasonable move for the Monte Carlo bot's play-outs."""
        ...

    def game_facts(self, state: Any) -> dict[str, int | float]:
        """Counts of a finished game that a house-rule study compares (cards taken, tricks, length...)."""
        ...

    TABLE: TableSpec
    """What a click means at the game's table, its Hint's search and its practice questions
    (``cardrules/games/<name>/table.py``)."""



def declare_game(package: str) -> None:
    """Make the package ``package`` the game of its ``State`` and ``Rules`` (``State.MODULE``, ``Rules.MODULE``): a
    game's ``__init__`` calls this last, with its ``__name__``. A state, and a view through its rules, so reach their
    game's narration, move parser, bots and settings themselves: nothing below the registry (``cardrules.GAMES``)
    looks a game up there, and a game no registry lists (the tests' sixth game) narrates, saves and loads as any
    other."""
    module = sys.modules[package]
    module.State.MODULE = module
    module.Rules.MODULE = module
