"""Jupyter widgets written once for every game: the interactive :class:`GameTable`, the :class:`RulesForm` and
:class:`Practice` puzzles."""

from cardrules.widgets.practice import Practice
from cardrules.widgets.rules_form import RulesForm
from cardrules.widgets.table import GameTable

__all__ = ["GameTable", "Practice", "RulesForm"]
