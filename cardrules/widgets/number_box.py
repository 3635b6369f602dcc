"""A number box whose bounds the page cannot change: the kernel keeps its own.

An ``ipywidgets.BoundedIntText`` clamps a value to its ``min`` and ``max`` traits, and the page may send new ones:
a page that sent ``{"min": -10}`` and then ``{"value": -7}`` had a table dealt with seed −7, and a Share tab offering
a link (``seed=-7``) that the app's own link reader refuses. Here a message from the page (:meth:`set_state`, which
only the page's messages go through) may not touch the bounds, and a value outside the server's limits is refused
whole, with a sentence; the page is sent the box's real state back (:func:`cardrules.widgets.guard`), and the
sentence is shown in the box's ``refusal_panel`` when it has one. Values set from code are clamped as before.

The code that reads a box checks its value again against the same limits (:func:`cardrules.share.check_seed`): the
limits are the server's, never the widget's traits.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import ipywidgets as w

from cardrules.errors import RulesError, brief
from cardrules.events import Text


class ServerBoundedIntText(w.BoundedIntText):  # type: ignore[misc]
    """A ``BoundedIntText`` whose bounds are fixed by the kernel: ``name`` names it in a refusal (``"seed"``),
    ``low`` and ``high`` are the server's limits (the box's ``min`` and ``max``, which the page may not change)."""

    def __init__(self, *, name: str, low: int, high: int, value: int, **kwargs: Any) -> None:
        self.limits = (low, high)
        self.limit_name = name
        self.refusal_panel: Any = None
        """An ``ipywidgets.HTML`` where a refused value's sentence is shown (set by the owner), or ``None``."""
        super().__init__(value=max(low, min(high, value)), min=low, max=high, **kwargs)

    def set_state(self, sync_data: Mapping[str, Any]) -> None:
        """Apply a message from the page: its bounds are ignored (the page's copy is set back), and a value outside
        the server's limits refuses the message with :class:`RulesError` before any of it is applied."""
        state = dict(sync_data)
        widened = [key for key in ("min", "max") if key in state]
        for key in widened:
            del state[key]
        if "value" in state:
            value = state["value"]
            low, high = self.limits
            if type(value) is not int or not low <= value <= high:  # JSON gives an int, or a float for 1e300
                raise RulesError(self.limit_name, Text("widget.out_of_bounds", min=low, max=high, got=brief(value)))
        super().set_state(state)
        if widened:
            self.send_state(widened)  # the page shows the kernel's bounds again
