"""Jupyter widgets written once for every game: the interactive :class:`GameTable` and the :class:`RulesForm`."""

from cardrules.widgets.rules_form import RulesForm
from cardrules.widgets.table import GameTable

__all__ = ["GameTable", "RulesForm"]
