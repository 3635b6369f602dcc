"""What one seat may see of a state: :class:`Zone` s of cards and the :class:`View` made of them, with the
machinery that makes a view's parts only when they are first read."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
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


class _MadeWhenRead:
    """An attribute that an instance makes when it is first read, unless the instance's own attributes have it
    already: ``make(instance, name)`` makes it (and keeps it there). A descriptor without ``__set__``, so a value in
    the instance's dict is read as it is and this runs only when there is none. A ``__getattr__`` on the class would
    do the same, but any ``__getattr__`` sends every attribute read of every instance through a slower path than
    Python's own (measured: a noticeable share of a decision of random play went to it)."""

    __slots__ = ("name", "make")

    def __init__(self, name: str, make: Callable[[Any, str], Any]) -> None:
        self.name = name
        self.make = make

    def __get__(self, instance: Any, owner: Any = None) -> Any:
        if instance is None:
            # not a class attribute: a dataclass would take it for the field's default
            raise AttributeError(f"{owner.__name__!r} has no class attribute {self.name!r}")
        return self.make(instance, self.name)


_LATER_PARTS = ("zones", "facts", "events", "status")
"""The parts of a :class:`View` made when first read (:meth:`View.later`)."""


@dataclass(frozen=True)
class View:
    """What one seat may see of a state (``seat=None``: a spectator; ``open_hands``: every card face up, for lessons).

    Bots and widgets get views, never states: nothing hidden from the seat is in here.

    A state's view (:meth:`GameState.view`) is made with :meth:`later`: its ``zones``, ``facts``, ``events`` and
    ``status`` are worked out when first read, and then kept, from data the state handed over for this seat (never
    the state itself: tests/engine/test_views_hide_unseen_cards.py walks everything a view holds). A bot reads a view at
    every decision and most bots read only a part of it (Packs' reads the moves alone): making the rest was half of a
    simulated deal. A view reads and compares the same either way; it is pickled with every part made.
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
                  "is_over": state.is_over, "rules": state.rules}
        if made:
            fields.update(made)
        if len(made) < len(_LATER_PARTS):
            fields["_later"] = (make, data)
        view = object.__new__(cls)
        _set_view_dict(view, fields)  # one dict built, set as the view's attributes as it is
        return view

    def _made_part(self, name: str) -> Any:
        # Only called for a part not set (see _MadeWhenRead): a part :meth:`later` left to be made, made now and kept.
        fields = self.__dict__
        later = fields.get("_later")
        if later is None or name not in _LATER_PARTS:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        make, data = later
        value = fields[name] = make(data, name)
        if "zones" in fields and "facts" in fields and "events" in fields and "status" in fields:  # _LATER_PARTS
            del fields["_later"]  # every part made: what made them is no longer kept
        return value

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



# Set after the class bodies, where the fields are declared for the type checker with their types.
for _name in _LATER_PARTS:
    setattr(View, _name, _MadeWhenRead(_name, View._made_part))
_set_view_dict: Callable[[Any, dict[str, Any]], None] = View.__dict__["__dict__"].__set__

