"""What one seat may see of a state: :class:`Zone` s of cards and the :class:`View` made of them (a state's view
makes its parts when they are first read)."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from cardrules.cards import Card
from cardrules.events import Event, Text
from cardrules.i18n import t_or


# --------------------------------------------------------------------------------------------------------- views
@dataclass(frozen=True, slots=True, init=False)
class Zone:
    """A place cards lie, as one seat sees it: ``cards`` holds ``None`` for each card seen face down.

    ``layout`` tells the renderer how to lay it out: ``"spread"`` (all cards side by side), ``"stack"``
    (a face-down pile shown as its count), ``"fan"`` (a hand, overlapping).
    """

    key: str
    label: Text | str
    """What the zone is, worded when shown (``say``)."""
    cards: tuple[Card | None, ...]
    owner: int | None = None
    layout: Literal["spread", "stack", "fan"] = "spread"
    note: Text | str = ""
    highlight: tuple[Card, ...] = ()

    def __init__(self, key: str, label: Text | str, cards: tuple[Card | None, ...], owner: int | None = None,
                 layout: Literal["spread", "stack", "fan"] = "spread", note: Text | str = "",
                 highlight: tuple[Card, ...] = ()) -> None:
        # Slots set through their descriptors, as Event's (see there): a bot reads a view at every decision, and a
        # view makes its hands and piles anew.
        set_key, set_label, set_cards, set_owner, set_layout, set_note, set_highlight = _ZONE_SLOTS
        set_key(self, key)
        set_label(self, label)
        set_cards(self, cards)
        set_owner(self, owner)
        set_layout(self, layout)
        set_note(self, note)
        set_highlight(self, highlight)

    @property
    def count(self) -> int:
        return len(self.cards)


_ZONE_SLOTS: tuple[Any, ...] = tuple(Zone.__dict__[f.name].__set__ for f in dataclasses.fields(Zone))


_LATER_PARTS = ("zones", "facts", "events", "status")
"""The parts of a state's view that may be made when first read (:meth:`View.later`)."""


@dataclass(frozen=True)
class View:
    """What one seat may see of a state (``seat=None``: a spectator; ``open_hands``: every card face up, for lessons).

    Bots and widgets get views, never states: nothing hidden from the seat is in here.

    A state's view (:meth:`GameState.view`) is made with :meth:`later`: its ``zones``, ``facts``, ``events`` and
    ``status`` are worked out when first read, and then kept, from data the state handed over for this seat (never
    the state itself: tests/engine/test_views_hide_unseen_cards.py walks everything a view holds). A bot reads a view at
    every decision and most bots read only a part of it (Packs' reads the moves alone): making the rest was half of a
    simulated deal. A view reads and compares the same either way (a view made whole equals a state's view of the
    same fields); it is pickled with every part made.
    """

    game: str
    seat: int | None
    names: tuple[str, ...]
    to_move: int | None
    legal_moves: Sequence[Any]
    """The moves of ``to_move``, when the viewer is that seat (or the view has open hands); otherwise empty."""
    zones: tuple[Zone, ...]
    facts: tuple[tuple[str, Any], ...]
    """Public facts shown beside the table, as ``(code, data)``: ``("dealer", Seat(1, 4))``, ``("pool", 6)``. The
    label is the message ``<game>.fact.<code>`` (or ``fact.<code>``), the value worded by :func:`say` when shown."""
    events: tuple[Event, ...]
    is_over: bool
    rules: Any
    status: Text | str
    """One sentence: whose turn, what is asked of them, or the result (worded when shown)."""

    @classmethod
    def later(cls, state: Any, seat: int | None, open_hands: bool, names: tuple[str, ...], to_move: int | None,
              legal_moves: Sequence[Any]) -> View:
        """``state``'s view for ``seat``. Its ``zones``, ``facts``, ``events`` and ``status`` are made from what the
        state hands over for this seat (:meth:`GameState._view_later`): some made at once, the others when first
        read, each once at most, from data the seat may see (a bot reads a view once per decision and most bots read
        only a part of it: making every part at once was up to half of a bot's deal). The view never holds the
        state itself, nor anything hidden from the seat: a view is handed to bots and widgets, and whatever it
        holds, they can reach (tests/engine/test_views_hide_unseen_cards.py walks everything a view holds)."""
        made, make, data = state._view_later(seat, open_hands)
        fields = {"game": state.GAME, "seat": seat, "names": names, "to_move": to_move, "legal_moves": legal_moves,
                  "is_over": state.is_over, "rules": state.rules, **made}
        if len(made) == len(_LATER_PARTS):
            view = object.__new__(cls)
        else:
            fields["_later"] = (make, data)
            view = object.__new__(_LaterView)
        # the view's attributes are the dict just built (a bot makes a view at every decision: no __init__ to run)
        object.__setattr__(view, "__dict__", fields)
        return view

    def __eq__(self, other: object) -> bool:
        # field by field, whether the parts were made at once or when read (a state's view is a _LaterView)
        if not isinstance(other, View):
            return NotImplemented
        return all(getattr(self, f.name) == getattr(other, f.name) for f in dataclasses.fields(self))

    def __getstate__(self) -> dict[str, Any]:
        # every part made, and the functions that made them left behind (they cannot be pickled)
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def module(self) -> Any:
        """The game this view is of (:class:`~cardrules.game.GameModule`), through its rules
        (:func:`~cardrules.game.declare_game`): its narration, its bots' sampler and settings."""
        return self.rules.MODULE

    def fact(self, code: str, default: Any = None) -> Any:
        """The data of the fact ``code`` (``view.fact("dealer")``), or ``default``."""
        for k, v in self.facts:
            if k == code:
                return v
        return default

    def fact_label(self, code: str) -> str:
        """A fact's label in the language in force: the game's own message, the shared one, else the code itself."""
        return t_or(f"{self.game}.fact.{code}", t_or(f"fact.{code}", code))

    def zone(self, key: str) -> Zone:
        for z in self.zones:
            if z.key == key:
                return z
        raise KeyError(key)

    def _repr_html_(self) -> str:
        from cardrules.render import view_html

        return view_html(self)



class _LaterView(View):
    """A state's view whose parts the state did not make at once (:meth:`View.later`) are made when first read,
    from what the state handed over for the seat (``make(data, name)``, kept as ``_later``), and then kept: each is
    a :func:`functools.cached_property`, which keeps its value in the instance's dict, where Python finds it before
    the property from then on (and finds a part made at once there from the start)."""

    def __setattr__(self, name: str, value: Any) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")  # as frozen as any View

    def __delattr__(self, name: str) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")

    def _made(self, name: str) -> Any:
        fields = self.__dict__
        make, data = fields["_later"]
        value = make(data, name)
        if ("zones" in fields) + ("facts" in fields) + ("events" in fields) + ("status" in fields) == 3:  # _LATER_PARTS
            del fields["_later"]  # every other part made, and this one now: what made them is no longer kept
        return value

    @functools.cached_property
    def zones(self) -> tuple[Zone, ...]:
        return self._made("zones")  # type: ignore[no-any-return]

    @functools.cached_property
    def facts(self) -> tuple[tuple[str, Any], ...]:
        return self._made("facts")  # type: ignore[no-any-return]

    @functools.cached_property
    def events(self) -> tuple[Event, ...]:
        return self._made("events")  # type: ignore[no-any-return]

    @functools.cached_property
    def status(self) -> Text | str:
        return self._made("status")  # type: ignore[no-any-return]
