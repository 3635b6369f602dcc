"""Jupyter widgets written once for every game: the interactive :class:`GameTable`, the :class:`RulesForm` and
:class:`Practice` puzzles.

Importing this package installs the kernel's defences against malformed widget messages
(:func:`cardrules.widgets.guard.protect_kernel`)."""

from cardrules.widgets.guard import guard, protect_kernel
from cardrules.widgets.practice import Practice
from cardrules.widgets.rules_form import RulesForm
from cardrules.widgets.table import GameTable

__all__ = ["GameTable", "Practice", "RulesForm", "guard"]

protect_kernel()  # no page served from this package shows a traceback for a message it sends (see guard.py)
