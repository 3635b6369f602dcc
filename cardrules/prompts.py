"""What the live table asks of the reader, in each game's own words at each phase of a turn.

A phase is named by the key of the status sentence the view shows (``spoil_five.status.rob``). At each, the table
(:mod:`cardrules.widgets.table`) shows three prompts, each a message key:

* ``click``: the note under the status saying what to click, where the reader's moves are made of cards;
* ``picked_more``: the note once the cards picked can still be part of several moves (``{cards}``: those picked);
* ``try_picked``: the label of the button that tries the picked cards as they are (the engine then says why they
  make no move), or ``None`` where the phase offers no such button (Spoil Five's rob: the robs themselves are listed,
  and "Play it" could only be refused).

A game states its prompts in its :class:`~cardrules.table_spec.TableSpec` (its package's ``table.py``):
``prompts`` maps a phase (its status key without the game's name, ``"status.rob"``) to the prompts it words itself
(``{"click": "spoil_five.status.rob.click"}``), and ``actions`` is its vocabulary: the words of the actions its
English prompts name. A prompt a phase does not state is
the neutral one (:data:`NEUTRAL`), worded to name no game's action (``tests/engine/test_prompts_in_each_games_words.py``
walks every phase of every game and checks that each prompt is the game's own or neutral, and that no neutral text names
an action).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
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


def actions(game: Any) -> tuple[str, ...]:
    """The vocabulary of actions of ``game`` (its module; its ``TABLE.actions``): the words its own prompts use for
    what a player does."""
    return tuple(game.TABLE.actions)


def game_prompts(game: Any) -> Mapping[str, Mapping[str, str | None]]:
    """The prompts ``game`` (its module) words itself, by phase (its ``TABLE.prompts``)."""
    found: Mapping[str, Mapping[str, str | None]] = game.TABLE.prompts
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
