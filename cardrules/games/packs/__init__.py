"""Packs: the game as one package. ``rules.py`` is the game (read it to learn the rules), ``puzzles.py`` the
practice questions on its positions. This module exports the game's protocol (:class:`cardrules.protocol.GameModule`).
"""

# Everything public in the rules module is the game's API (the names below are re-exported as they are).
from cardrules.games.packs import rules as _rules
from cardrules.games.packs import text as _text  # noqa: F401  (registers the game's sentences)
from cardrules.games.packs.rules import *  # noqa: F403

globals().update({k: v for k, v in vars(_rules).items() if not k.startswith("__")})  # the private helpers tests use


def puzzle_finders():  # type: ignore[no-untyped-def]
    """The practice questions this game asks (kind -> finder); imported on first use (they need the practice module)."""
    from cardrules.games.packs.puzzles import FINDERS

    return FINDERS
