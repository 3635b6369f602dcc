"""cardrules: exact rules engines for five traditional card games, with Jupyter widgets to teach and explore them.

``GAMES`` maps each game's name to its rules module (see :mod:`cardrules.protocol` for what each module offers).
``set_language(code)`` shows every text (narration, reasons, labels, widgets) in that language, one of
``cardrules.i18n.LANGUAGES`` (English and Japanese; another is one catalogue file per source, :mod:`cardrules.i18n`).
"""

from __future__ import annotations

from cardrules.cards import Card, Suit, parse_cards
from cardrules.errors import CardrulesError, IllegalMoveError, RulesError, StateFormatError
from cardrules.games import dudak, nine_peak, packs, spoil_five, tablanette
from cardrules.i18n import get_language, language, set_language
from cardrules.protocol import GameModule
from cardrules.simulate import compare, simulate  # the functions shadow the module name on purpose

GAMES: dict[str, GameModule] = {
    "tablanette": tablanette,
    "spoil_five": spoil_five,
    "packs": packs,
    "dudak": dudak,
    "nine_peak": nine_peak,
}
"""Every game, by module name, in the order the app lists them."""

__all__ = ["GAMES", "Card", "Suit", "parse_cards", "CardrulesError", "IllegalMoveError", "RulesError",
           "StateFormatError", "simulate", "compare", "set_language", "get_language", "language"]

__version__ = "0.1.0"
