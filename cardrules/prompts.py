"""What the live table asks of the reader, in each game's own words at each phase of a turn.

A phase is named by the key of the status sentence the view shows (``spoil_five.status.rob``). At each, the table
(:mod:`cardrules.widgets.table`) shows three prompts, each a message key:

* ``click``: the note under the status saying what to click, where the reader's moves are made of cards;
* ``picked_more``: the note once the cards picked can still be part of several moves (``{cards}``: those picked);
* ``try_picked``: the label of the button that tries the picked cards as they are (the engine then says why they
  make no move), or ``None`` where the phase offers no such button (Spoil Five's rob: the robs themselves are listed,
  and "Play it" could only be refused).

A game states its prompts in its package's ``table_words.py``: ``PROMPTS`` maps a phase (its status key without the
game's name, ``"status.rob"``) to the prompts it words itself (``{"click": "spoil_five.status.rob.click"}``), and
``ACTIONS`` is its vocabulary: the words of the actions its English prompts name. A prompt a phase does not state is
the neutral one (:data:`NEUTRAL`), worded to name no game's action (``tests/test_prompts.py`` walks every phase of
every game and checks that each prompt is the game's own or neutral, and that no neutral text names an action).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import ModuleType
from typing import Any

from cardrules.protocol import Text


@dataclass(frozen=True)
class PhasePrompts:
    """The message keys of what the table asks at one phase of a turn (see the module docstring)."""

    click: str
    picked_more: str
    try_picked: str | None


NEUTRAL = PhasePrompts(click="widget.click_cards", picked_more="widget.picked_more", try_picked="widget.play_it")
"""The prompts of a phase that states none of its own: they name no action of any game."""


def table_words(game: Any) -> ModuleType | None:
    """The ``table_words`` module of ``game`` (a game's package, as ``state.MODULE`` or the registry gives it), or
    None for a game that has none (its table speaks in the neutral words)."""
    name = f"{game.__name__}.table_words"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if not err.name or not name.startswith(err.name):
            raise  # a module the game's file imports is missing: a real error
        return None


def actions(game: Any) -> tuple[str, ...]:
    """The game's vocabulary of actions (``ACTIONS``): the words its own prompts use for what a player does."""
    return tuple(getattr(table_words(game), "ACTIONS", ()))


def game_prompts(game: Any) -> Mapping[str, Mapping[str, str | None]]:
    """The prompts a game words itself, by phase (``PROMPTS``)."""
    found: Mapping[str, Mapping[str, str | None]] = getattr(table_words(game), "PROMPTS", {})
    return found


def phase_prompts(game: Any, status: Text | str | None) -> PhasePrompts:
    """The prompts of the phase whose status the view shows (a status that is not a message: the neutral ones)."""
    if not isinstance(status, Text):
        return NEUTRAL
    prefix = f"{game.NAME}."
    phase = status.key[len(prefix):] if status.key.startswith(prefix) else status.key
    own = game_prompts(game).get(phase)
    if not own:
        return NEUTRAL
    return replace(NEUTRAL, **own)  # type: ignore[arg-type]
