"""The one protocol every game follows, and the pieces written once for all of them.

A game is a module ``cardrules.games.<name>`` that exposes:

* ``NAME`` (``"tablanette"``), ``TITLE`` (``"Tablanette"``), ``PLAYER_COUNTS`` (``(2, 3, 4)``);
* ``Rules``: a frozen dataclass of house rules deriving from :class:`RulesBase`; every field has the write-up's rule as
  default, an attribute docstring (shown by the widgets) and validation naming the field;
* ``State``: a frozen dataclass deriving from :class:`GameState` (immutable; ``play`` returns the next state);
* ``new_game(rules=None, *, seed) -> State`` and a way to start from an exact position (explicit deck or hands);
* ``parse_move(text) -> Move``: moves are small frozen values whose ``str`` is a short notation that parses back;
  its cards are read through the game's :class:`~cardrules.cards.Spelling` (one code per card: the other spelling of
  a card read as the game's own, a card of no deck of the game refused), and anything but text is refused
  (:func:`move_text`);
* ``narrate(event, names) -> str``: one plain-English sentence per :class:`Event`.

What is written here once: seat names, events, score lines and the score table, results, views made of
:class:`Zone` s (which is all the renderer and widgets need), the ``Rules`` machinery (types, bounds, choices,
``from_dict``), and saving/loading (``to_dict``/``from_dict``: the start position plus the moves, replayed through
``play`` so a saved game is checked move by move and never half-loaded).
"""

from __future__ import annotations

import ast
import bisect
import dataclasses
import functools
import inspect
import itertools
import json
import logging
import math
import re
import textwrap
import types
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, Protocol, TypeVar, overload

from cardrules.cards import Card, Spelling, deck_reason
from cardrules.errors import (
    CardError,
    CardrulesError,
    IllegalMoveError,
    MoveFormatError,
    RulesError,
    StateFormatError,
    brief,
    field_name,
)
from cardrules.i18n import get_language, t, t_or
from cardrules.table_spec import TableSpec

FORMAT = "cardrules/state"
FORMAT_VERSION = 1


class LaterEvents:
    """The events of a step worked out only when the log is read: a game passes one (a subclass with ``__iter__``)
    to ``GameState._advance`` where making them is a search of its own that random play and rollouts never need
    (Tablanette's groups of a capture). Iterating it must give the same events whenever it is read."""

    __slots__ = ()

    def __iter__(self) -> Iterator[Event]:
        raise NotImplementedError


LOG_EVERY = 64
"""Steps after which a state made by ``GameState._advance`` builds its log. Until its log is built, a state keeps
the links of the log back to the last state that built it (the log is built on first use: random play and Monte
Carlo rollouts mostly never read it). Building it now and then bounds that chain, for a copy of the log each time:
measured in random play when the chain still held the states themselves, against 16 and never, 64 was as fast as
either in every game, and clearly faster than never in Tablanette and Packs."""

JSONScalar = str | int | float | bool | None


# --------------------------------------------------------------------------------------------------------- seats
_COMPASS = {
    2: ("south", "north"),
    3: ("south", "west", "east"),
    4: ("south", "west", "north", "east"),
}


def seat_names(players: int) -> tuple[str, ...]:
    """Names of the seats, clockwise from seat 0, in the current language: compass points up to four players,
    ``Player 1``… beyond."""
    points = _COMPASS.get(players)
    if points:
        return tuple(t(f"seat.{p}") for p in points)
    return tuple(t("seat.player", n=i + 1) for i in range(players))


@functools.cache
def _view_names(players: int, language: str) -> tuple[str, ...]:
    return seat_names(players)


def team_name(names: Iterable[str]) -> str:
    """The name of a partnership from its seats' names (``South & North``)."""
    return t("team.join").join(names)


# ---------------------------------------------------------------------------------------------- text as data
@dataclass(frozen=True, slots=True)
class Seat:
    """A seat as data: its index, and the table size that names it. Shown, it is the seat's name in the language
    in force (``South``, ``南``); as an index (``names[seat]``, ``int(seat)``) it is the number."""

    index: int
    players: int

    def __index__(self) -> int:
        return self.index

    def __int__(self) -> int:
        return self.index

    def __str__(self) -> str:
        return seat_names(self.players)[self.index]


@dataclass(frozen=True, slots=True, init=False)
class Text:
    """A sentence as data: a message key and its parameters (seats, cards, numbers, other texts). ``str(text)``
    words it in the language in force at that moment, so a view or a status made in one language shows in another
    after a switch, and nothing stored in a state is in any language."""

    key: str
    params: tuple[tuple[str, Any], ...]

    def __init__(self, key: str, **params: Any) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "params", tuple(params.items()))

    def __str__(self) -> str:
        return t(self.key, **{k: say(v) for k, v in self.params})

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params)
        return f"Text({self.key!r}{args})"


@functools.cache
def cards_text(count: int) -> Text:
    """A number of cards as data, worded when shown: "1 card", "5 cards", "5枚" (one Text per count, shared)."""
    return Text("cards.one" if count == 1 else "cards.other", n=count)


def say(value: Any) -> str:
    """A piece of data as a reader sees it now: a card by its face (``Q♥``), a suit by its name, a seat by its
    name, a :class:`Text` worded, a sequence joined; numbers and language-free codes as they are."""
    from cardrules.cards import Suit

    if isinstance(value, Suit):  # before str: a Suit is a StrEnum whose str is its letter code
        return value.noun
    if isinstance(value, str):
        return value
    if isinstance(value, Card):
        return value.unicode
    if isinstance(value, (tuple, list)):
        return t("list.sep").join(say(v) for v in value)
    return str(value)


# -------------------------------------------------------------------------------------------------------- events
@dataclass(frozen=True, slots=True, init=False)
class Event:
    """Something that happened, as data. ``narrate`` in the game's module turns it into a sentence.

    ``visible_to`` is ``None`` for a public event; an int makes the event's cards visible to that seat only
    (a face-down discard, a hidden draw): views for other seats see the event without its cards.
    """

    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    info: tuple[tuple[str, JSONScalar | tuple[Any, ...]], ...] = ()
    deal: int = 1
    visible_to: int | None = None

    def __init__(self, kind: str, seat: int | None = None, cards: tuple[Card, ...] = (),
                 info: tuple[tuple[str, JSONScalar | tuple[Any, ...]], ...] = (), deal: int = 1,
                 visible_to: int | None = None) -> None:
        # The slots are set through their descriptors: the frozen dataclass's own __init__ goes through
        # object.__setattr__ for each field, nearly twice the cost, and every move makes one or more events
        # (a deal's end about twenty). tests/test_protocol.py checks the fields against the dataclass's.
        set_kind, set_seat, set_cards, set_info, set_deal, set_visible = _EVENT_SLOTS
        set_kind(self, kind)
        set_seat(self, seat)
        set_cards(self, cards)
        set_info(self, info)
        set_deal(self, deal)
        set_visible(self, visible_to)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.info:
            if k == key:
                return v
        return default

    def masked_for(self, seat: int | None) -> Event:
        """This event as ``seat`` sees it (``None``: a spectator who sees only public cards)."""
        if self.visible_to is None or self.visible_to == seat:
            return self
        # made directly: dataclasses.replace reads every field by name and calls __init__ by keywords
        return Event(self.kind, self.seat, (), tuple([(k, v) for k, v in self.info if not k.startswith("_")]),
                     self.deal, self.visible_to)


_EVENT_SLOTS: tuple[Any, ...] = tuple(Event.__dict__[f.name].__set__ for f in dataclasses.fields(Event))


def event(kind: str, seat: int | None = None, cards: Iterable[Card] = (), *, deal: int = 1,
          visible_to: int | None = None, **info: Any) -> Event:
    """Shorthand for building an :class:`Event`; keyword arguments become its ``info``.

    Keys starting with ``_`` are private to ``visible_to`` like the cards."""
    return Event(kind, seat, tuple(cards), tuple(info.items()), deal, visible_to)


@dataclass(frozen=True, slots=True, init=False)
class ScoreLine:
    """One item of the score breakdown: ``owner`` is a seat, or a team index in partnership games."""

    deal: int
    owner: int
    item: str
    points: int

    def __init__(self, deal: int, owner: int, item: str, points: int) -> None:
        # Slots set through their descriptors, as Event's (see there): a deal's end makes several lines per seat.
        set_deal, set_owner, set_item, set_points = _SCORE_LINE_SLOTS
        set_deal(self, deal)
        set_owner(self, owner)
        set_item(self, item)
        set_points(self, points)


_SCORE_LINE_SLOTS: tuple[Any, ...] = tuple(ScoreLine.__dict__[f.name].__set__ for f in dataclasses.fields(ScoreLine))


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: final score per owner (seat or team), the winning owners, and whether it is a draw."""

    owners: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    """Indices into ``owners`` of the winner(s); several when a tie is shared."""
    teams: bool = False
    """Whether the owners are partnerships (the sentence then says a team wins)."""

    @property
    def draw(self) -> bool:
        return len(self.winners) != 1

    def __str__(self) -> str:
        table = t("list.sep").join(t("result.score", owner=o, score=s) for o, s in zip(self.owners, self.scores))
        if not self.winners:
            return t("result.no_winner", table=table)
        if self.draw:
            return t("result.draw", owners=t("result.draw_and").join(self.owners[w] for w in self.winners),
                     table=table)
        winner = self.owners[self.winners[0]]
        return t("result.team_wins" if self.teams else "result.wins", winner=winner, table=table)


def best_owners(scores: Sequence[int], *, low: bool = False) -> tuple[int, ...]:
    """Indices of the highest scores (lowest with ``low``), every tied one included."""
    best = min(scores) if low else max(scores)
    return tuple(i for i, s in enumerate(scores) if s == best)


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
    the state itself: tests/test_views_hidden.py walks everything a view holds). A bot reads a view at every
    decision and most bots read only a part of it (Packs' reads the moves alone): making the rest was half of a
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
        holds, they can reach (tests/test_views_hidden.py walks everything a view holds)."""
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


# --------------------------------------------------------------------------------------------------------- rules
def number(default: int, lo: int, hi: int) -> Any:
    """A bounded integer ``Rules`` field (the form shows a slider)."""
    return field(default=default, metadata={"min": lo, "max": hi})


def choice(default: str, *options: str) -> Any:
    """A ``Rules`` field that takes one of ``options`` (the form shows a dropdown)."""
    if default not in options:
        raise ValueError("default must be one of the options")
    return field(default=default, metadata={"options": options})


R = TypeVar("R", bound="RulesBase")


class RulesBase:
    """Machinery shared by every game's frozen ``Rules`` dataclass: type, bound and choice checks naming the field,
    ``from_dict`` that refuses unknown keys, ``to_dict``, and the attribute docstrings read once from the source.

    A game adds cross-field checks in ``_check`` (raise :class:`RulesError` naming the field).
    """

    def __post_init__(self) -> None:
        hints = _type_hints(type(self))
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            _check_field(f, getattr(self, f.name), hints[f.name])
        self._check()

    @classmethod
    def check_field(cls, name: str, value: Any) -> None:
        """Refuse, with :class:`RulesError` naming ``name``, a value the field cannot take whatever the other
        fields are (its type, bounds or choices); the checks across fields are left to the rules as a whole. A
        reader of several rules at once (a shared link) can so name every bad one, not only the first."""
        fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        if name not in fields:
            raise RulesError(field_name(name), t("rules_error.unknown", known=", ".join(sorted(fields))))
        _check_field(fields[name], value, _type_hints(cls)[name])

    def _check(self) -> None:
        """Cross-field validation; override in a game."""

    @property
    def one_deal(self) -> bool:
        """Whether a game under these rules is a single deal: its ``single_deal`` house rule where it has one (a
        game of one deal by nature overrides this). The table then speaks of the game, not of "deal 1"."""
        return bool(getattr(self, "single_deal", False))

    @classmethod
    def from_dict(cls: type[R], data: Mapping[str, Any]) -> R:
        """Build rules from a mapping of field names; unknown keys and bad values are refused with the field."""
        if not isinstance(data, Mapping):
            raise RulesError("rules", t("rules_error.mapping", got=type(data).__name__))
        names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        for key in data:
            if key not in names:
                raise RulesError(str(key), t("rules_error.unknown", known=", ".join(sorted(names))))
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}  # type: ignore[arg-type]

    def changed(self) -> dict[str, Any]:
        """The fields that differ from the write-up's defaults (what makes these rules a house variant)."""
        base = type(self)()
        return {k: v for k, v in self.to_dict().items() if getattr(base, k) != v}

    @classmethod
    def docs(cls) -> dict[str, str]:
        """Each field's docstring (the sentence the house-rules form shows)."""
        return _attribute_docs(cls)

    @classmethod
    def label(cls, name: str) -> str:
        """The field's short label in the current language (English: the field name, spaced and capitalised)."""
        game = _game_of(cls)
        return t_or(f"{game}.rules.{name}.label", name.replace("_", " ").capitalize())

    @classmethod
    def short_name(cls, name: str) -> str:
        """The field as a variant's name shows it (``eight_card_deal=True``): in English its code name (what the
        library and the command line take), in another language its label where there is one, else its code name."""
        if get_language() == "en":
            return name
        return t_or(f"{_game_of(cls)}.rules.{name}.label", name)

    @classmethod
    def option_label(cls, name: str, value: Any) -> str:
        """How a choice field's value is shown (the house-rules form's dropdown): the message
        ``<game>.rules.<name>.option.<value>`` in the current language where there is one, else the value itself."""
        return t_or(f"{_game_of(cls)}.rules.{name}.option.{value}", str(value))

    @classmethod
    def help(cls, name: str) -> str:
        """The field's help sentence in the current language (English: its attribute docstring, the source of
        truth)."""
        game = _game_of(cls)
        english = cls.docs().get(name, "")
        if get_language() == "en":
            return english
        return t_or(f"{game}.rules.{name}.help", english)

    @classmethod
    def helps(cls) -> dict[str, str]:
        """Each field's label and help sentence in the current language (what a lesson shows of the house rules)."""
        return {cls.label(name): cls.help(name) for name in cls.docs()}

    @classmethod
    def spec(cls) -> list[dict[str, Any]]:
        """One entry per field: name, type, default, doc, and bounds or options; what the form is generated from."""
        hints = _type_hints(cls)
        docs = cls.docs()
        out = []
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            out.append({"name": f.name, "type": hints[f.name], "default": f.default, "doc": docs.get(f.name, ""),
                        **dict(f.metadata)})
        return out


def _game_of(cls: type) -> str:
    """The game a ``Rules`` class belongs to: its module's ``NAME`` (``tablanette``)."""
    import sys

    module = sys.modules.get(cls.__module__)
    return str(getattr(module, "NAME", cls.__module__.rsplit(".", 1)[-1]))


_HINTS: dict[type, dict[str, Any]] = {}


def _type_hints(cls: type) -> dict[str, Any]:
    """The field types of a ``Rules`` class, read once (a class is its own cache key)."""
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


def _check_field(f: dataclasses.Field[Any], value: Any, hint: Any) -> None:
    """The checks of one field on its own: type, bounds, choices. A value is quoted by :func:`brief` (a number of
    300 digits sent from a page is named by its size)."""
    _check_type(f.name, value, hint)
    meta = f.metadata
    if "min" in meta and not meta["min"] <= value <= meta["max"]:
        raise RulesError(f.name, t("rules_error.range", min=meta["min"], max=meta["max"], value=brief(value)))
    if "options" in meta and value not in meta["options"]:
        raise RulesError(f.name, t("rules_error.one_of", options=", ".join(map(repr, meta["options"])),
                                    value=brief(value)))


def _check_type(name: str, value: Any, hint: Any) -> None:
    origin = typing.get_origin(hint)
    if origin is Literal:
        if value not in typing.get_args(hint):
            raise RulesError(name, t("rules_error.one_of", options=", ".join(map(repr, typing.get_args(hint))),
                                      value=brief(value)))
        return
    if origin in (types.UnionType, typing.Union):
        allowed = typing.get_args(hint)
        if value is None and type(None) in allowed:
            return
        hint = next(a for a in allowed if a is not type(None))
    if hint is bool:
        ok = isinstance(value, bool)
    elif hint is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif hint is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    elif hint is str:
        ok = isinstance(value, str)
    else:
        ok = True
    if not ok:
        raise RulesError(name, t("rules_error.type", type=getattr(hint, "__name__", hint), got=type(value).__name__,
                                  value=brief(value)))


_DOCS: dict[type, dict[str, str]] = {}


def _attribute_docs(cls: type) -> dict[str, str]:
    """Read ``field: type = default`` followed by a string literal, as Sphinx reads attribute docstrings (once per
    class)."""
    if cls not in _DOCS:
        _DOCS[cls] = _read_attribute_docs(cls)
    return _DOCS[cls]


def _read_attribute_docs(cls: type) -> dict[str, str]:
    docs: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if klass is object or not dataclasses.is_dataclass(klass):
            continue
        try:
            source = textwrap.dedent(inspect.getsource(klass))
        except (OSError, TypeError):
            continue
        body = ast.parse(source).body[0]
        assert isinstance(body, ast.ClassDef)
        for node, nxt in zip(body.body, body.body[1:]):
            if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and isinstance(nxt, ast.Expr)
                    and isinstance(nxt.value, ast.Constant) and isinstance(nxt.value.value, str)):
                docs[node.target.id] = " ".join(nxt.value.value.split())
    return docs


# --------------------------------------------------------------------------------------------------- move lists
class LazyMoves(Sequence[Any]):
    """A list of legal moves made of segments of known sizes, each move built only when asked for: ``len``,
    indexing, slicing, iteration and equality behave as for the tuple it stands for, so a random player or a
    simulation picking move ``i`` of thousands never pays for the others. A game's list says how big each segment
    is and builds the ``offset``-th move of segment ``k`` (:meth:`_build`); it iterates them in the same order."""

    __slots__ = ("_ends", "_len")

    def __init__(self, sizes: Iterable[int]) -> None:
        self._ends = list(itertools.accumulate(sizes))
        self._len = self._ends[-1] if self._ends else 0

    def _build(self, k: int, offset: int) -> Any:
        raise NotImplementedError

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Any, ...]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(self._len)))
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("move index out of range")
        k = bisect.bisect_right(self._ends, index)  # empty segments are passed over
        return self._build(k, index - (self._ends[k - 1] if k else 0))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({len(self)} moves)"


# -------------------------------------------------------------------------------------------------------- states
S = TypeVar("S", bound="GameState")
C = TypeVar("C", bound=type)


def log_on_demand(cls: C) -> C:
    """Class decorator for a game's State, above ``@dataclass``: the defaults of ``history`` and ``events`` stay in
    ``__init__`` but leave the class, where they would hide a log still to be built (see ``GameState._advance``)."""
    for name in ("history", "events"):
        if name in cls.__dict__:
            delattr(cls, name)
    return cls


class GameState:
    """Behaviour shared by every game's ``State`` (a frozen dataclass that also defines the fields below).

    A game's State has at least the fields ``rules``, ``start`` (the start position as a JSON string),
    ``history`` (the moves played, a tuple), ``events`` (a tuple of :class:`Event`) and ``score_lines``
    (a tuple of :class:`ScoreLine`), and implements ``players``, ``to_move``, ``legal_moves``, ``why_illegal``,
    ``_apply``, ``is_over``, ``result``, ``status``, what a view shows (``_view_zones``, ``_view_facts``, and
    ``_view_events`` where the log is not masked event by event), and the class methods ``_from_start`` and
    ``_parse_move``.
    """

    GAME: ClassVar[str] = ""

    rules: Any
    start: str
    history: tuple[Any, ...]
    events: tuple[Event, ...]
    score_lines: tuple[ScoreLine, ...]

    # -- to implement in each game ----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        """The number of seats (the rules' ``players``)."""
        return int(self.rules.players)

    @property
    def to_move(self) -> int | None:
        """The seat whose decision it is, or ``None`` when the game is over."""
        raise NotImplementedError

    def legal_moves(self) -> Sequence[Any]:
        """The moves of the seat to move, in a fixed order (empty when the game is over); worked out once per state
        (``_list_moves``) and kept."""
        legal = self.__dict__.get("_legal")
        if legal is None:
            legal = self.__dict__["_legal"] = self._list_moves()
        return legal

    def _list_moves(self) -> Sequence[Any]:
        """Every legal move of this position (what ``legal_moves`` keeps); a game implements this or
        ``legal_moves`` itself."""
        raise NotImplementedError

    def why_illegal(self, move: Any) -> str | None:
        """Why ``move`` is not allowed here, in the reader's language, or ``None`` when it is. A game's
        implementation refuses a move naming a card its deck does not hold (:meth:`foreign_card`) before any rule
        reads the move: a card's key and number, which the rules go by, do not tell ``1C`` from ``AC``."""
        raise NotImplementedError

    def deck_set(self) -> frozenset[Card]:
        """Every card this game's deck holds under its rules (each once): what a move may name."""
        raise NotImplementedError

    def foreign_card(self, move: Any) -> str | None:
        """Why ``move`` names a card this game's deck does not hold (which card, and how the game writes it or that
        its deck has none such), or ``None`` when every card it names is of the deck."""
        deck = self.deck_set()
        for card in move_cards(move):
            if type(card) is not Card or card not in deck:  # (a value that is no card may be unhashable)
                return deck_reason(card, deck)
        return None

    def _apply(self: S, move: Any) -> S:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def result(self) -> Result | None:
        raise NotImplementedError

    def view(self, seat: int | None = None, *, open_hands: bool = False) -> View:
        """What ``seat`` may see (``None``: a spectator; ``open_hands``: every card face up, for lessons): the seat to
        move and, for that seat, its legal moves; the table, the facts, the log as the seat may read it and the
        ``status``, made from what the state hands over for the seat (:meth:`_view_later`), most of it when the
        view's reader first asks for it (:meth:`View.later`)."""
        to_move = self.to_move
        moves = self.legal_moves() if to_move is not None and (open_hands or seat == to_move) else ()
        return View.later(self, seat, open_hands, self.names, to_move, moves)

    def _view_zones(self, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
        """The table as ``seat`` sees it: every hand (face down unless it is the seat's own, or ``open_hands``),
        and every other place cards lie."""
        raise NotImplementedError

    def _view_facts(self, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
        """The facts shown beside the table, as ``(code, data)`` (see :attr:`View.facts`)."""
        raise NotImplementedError

    def _view_events(self, seat: int | None, open_hands: bool) -> tuple[Event, ...]:
        """The log as ``seat`` may read it: each event meant for another seat alone masked for this one
        (:meth:`Event.masked_for`); all of it with ``open_hands``. A game whose events are all public, or that keeps
        what it masked, says so here."""
        events = self.events
        if open_hands:
            return events
        return tuple([e if e.visible_to is None or e.visible_to == seat else e.masked_for(seat) for e in events])

    @property
    def status(self) -> Text | str:
        """One sentence: whose turn it is and what is asked of them, or the result (worded when shown)."""
        raise NotImplementedError

    def _view_status(self, seat: int | None, open_hands: bool) -> Text | str:
        """The ``status`` as ``seat`` may read it: the state's own, where it says nothing hidden from any seat (a
        game whose status speaks of what the player to move holds says less to the other seats here)."""
        return self.status

    def _view_later(self, seat: int | None,
                    open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
        """What a view for ``seat`` is made of (:meth:`View.later`): the parts made now (a dict by name), and for the
        others a function and its data, ``make(data, name)``, that makes each when it is first read. The data must
        hold nothing hidden from the seat and no state (a view is handed to bots and widgets). This default makes
        the zones, facts and status at once, and the log when read, from the seat's :func:`seen_log` (a game whose
        log holds LaterEvents, or that masks its log its own way, overrides this); a game makes them all later from
        data it picks (see Tablanette's)."""
        made = {"zones": self._view_zones(seat, open_hands), "facts": self._view_facts(seat, open_hands),
                "status": self._view_status(seat, open_hands)}
        return made, seen_events, SeenLog((None, (self.events,))) if open_hands else self._seen_log(seat)

    def _seen_log(self, seat: int | None) -> SeenLog:
        """The log as ``seat`` may read it (each event meant for another seat alone masked), as a
        :class:`SeenLog` that joins its pieces only when read. Each seat's is kept in the state and handed on to
        the states made from it, each of which masks only the events added since (see :func:`seen_log`)."""
        return seen_log(self, seat)

    @classmethod
    def _from_start(cls: type[S], rules: Any, start: Mapping[str, Any]) -> S:
        raise NotImplementedError

    @classmethod
    def _parse_move(cls, text: str) -> Any:
        """The move a notation names: the game module's ``parse_move``."""
        from cardrules import GAMES

        return GAMES[cls.GAME].parse_move(text)

    def owner_of(self, seat: int) -> int:
        """Who scores for ``seat``: the seat itself, or its team in a partnership game (override there)."""
        return seat

    def rollout_position(self: S) -> S:
        """This position with the game ending after the current deal, so that a Monte Carlo rollout stops there and
        yields a result. A game whose deals can stall adds a limit here (Dudak's turn limit)."""
        rules = self.rules
        if "single_deal" in rules.to_dict() and not rules.single_deal:
            return dataclasses.replace(self, rules=dataclasses.replace(rules, single_deal=True))  # type: ignore
        return self

    # -- copies, and the log built on first use ------------------------------------------------------------------
    # A state made by a move keeps a link of the log (``_log``): the moves and the events they added and the link
    # before them, back to a state whose log is built, and builds ``history`` and ``events`` when they are first
    # read: copying the whole log at every move was a third of a move's cost in a long game, and random play and
    # the Monte Carlo bot's rollouts mostly never read it. The links hold no state, so a state nothing else holds is
    # freed at once (a chain of the states themselves kept a whole game alive). A game's State drops the class
    # defaults of the two fields (:func:`log_on_demand`), which would otherwise hide a log still to be built.
    _PER_STATE: ClassVar[tuple[str, ...]] = ("_legal",)
    """What a state works out about itself and keeps (its legal moves, ...): a copy starts without it."""

    def _evolve(self: S, **changes: Any) -> S:
        """A copy with ``changes``, built directly: the dataclass constructor (and ``dataclasses.replace``) checks
        and sets every field one at a time, a good part of a move's cost, and every value here comes from a state
        already built."""
        self._build_log()
        fields = self.__dict__.copy()
        for key in self._PER_STATE:
            fields.pop(key, None)
        fields.update(changes)
        new = object.__new__(type(self))
        _set_dict(new, fields)  # the copy becomes the new state's attributes as it is
        return new

    def _advance(self: S, moves: tuple[Any, ...], added: Sequence[Event] | LaterEvents, **changes: Any) -> S:
        """As :meth:`_evolve`, for the state that follows this one by ``moves`` (one, or none for a step the game
        takes itself) and the events ``added``: its log is built from this one's when first read, or after
        :data:`LOG_EVERY` steps (see there)."""
        fields = self.__dict__.copy()
        for key in self._PER_STATE:
            fields.pop(key, None)
        fields.update(changes)
        # The link before this step: this state's own, or, where its log is built, the first link of a chain,
        # (None, history, events).
        link = fields.pop("_log", None) or (None, fields.pop("history"), fields.pop("events"))
        kept = added if type(added) is tuple or isinstance(added, LaterEvents) else tuple(added)
        fields["_log"] = (link, moves, kept)
        unbuilt = fields["_unbuilt"] = fields.get("_unbuilt", 0) + 1
        new = object.__new__(type(self))
        _set_dict(new, fields)
        if unbuilt >= LOG_EVERY:
            new._build_log()
        return new

    def _built_log(self, name: str) -> Any:
        """``history`` or ``events`` (``name``) of a state made by ``_advance`` whose log is still to be built: built
        now, both at once (see :class:`_MadeWhenRead`)."""
        fields = self.__dict__
        if "_log" not in fields:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        steps = []
        before, moves, added = fields["_log"]
        while before is not None:  # back to the first link, which holds a built log (a loop: logs are long)
            steps.append((moves, added))
            before, moves, added = before
        steps.reverse()
        fields["history"] = moves + tuple(m for step, _ in steps for m in step)
        fields["events"] = added + tuple(e for _, step in steps for e in step)
        del fields["_log"]
        fields.pop("_unbuilt", None)
        return fields[name]

    def _build_log(self) -> None:
        """Build ``history`` and ``events`` now if they are still to be built."""
        if "_log" in self.__dict__:
            self._built_log("history")

    def __getstate__(self) -> dict[str, Any]:
        self._build_log()  # pickle and copy see the built log, never the chain of parents
        fields = self.__dict__
        if "_seen_masked" in fields:  # what views reuse is left behind
            return {k: v for k, v in fields.items() if k != "_seen_masked"}
        return fields

    # -- written once ------------------------------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names in the language in force (every view names them: worded once per player count and
        language, as a message of the app's never changes once its catalogue has it, see ``i18n.register``)."""
        return _view_names(self.players, get_language())

    @property
    def owner_names(self) -> tuple[str, ...]:
        """Who scores: the seats, or the teams in a partnership game (override there)."""
        return self.names

    def play(self: S, move: Any) -> S:
        """The state after ``move`` (a move value or its notation). Raises :class:`IllegalMoveError` with the
        reason when the move is not allowed; this state is never changed."""
        if isinstance(move, str):
            try:
                move = self._parse_move(move)
            except (CardError, ValueError) as err:
                raise IllegalMoveError(move, t("illegal.unreadable", error=err)) from None
        # A move taken from this state's own list of legal moves is applied without checking it again: the list and
        # ``why_illegal`` agree (the shared suite checks it on every game), and re-checking what was just listed was
        # a good part of a decision's cost in random play and rollouts.
        listed = self.__dict__.get("_legal")
        if type(listed) is tuple:
            for m in listed:  # by identity: comparing moves by value (a dataclass __eq__ each) cost more than it saved
                if m is move:
                    return self._apply(move)
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(move, reason)
        return self._apply(move)

    def play_many(self: S, moves: str | Sequence[Any]) -> S:
        """The state after several moves in turn (notations separated by commas, or a sequence), for lessons.

        >>> from cardrules.games import tablanette
        >>> tablanette.from_position(hands=["5D 9C", "2S"], table="2H 3S").play_many("5D take 2H 3S, 2S").table
        (Card.parse('2S'),)
        """
        items = [m.strip() for m in moves.split(",")] if isinstance(moves, str) else list(moves)
        state = self
        for move in items:
            state = state.play(move)
        return state

    def is_legal(self, move: Any) -> bool:
        return self.why_illegal(move) is None

    @property
    def deal_number(self) -> int:
        return self.events[-1].deal if self.events else 1

    def narration(self, seat: int | None = None, *, open_hands: bool = False) -> list[str]:
        """The event log as sentences, as ``seat`` may read it (``None``: a spectator); ``open_hands``: every card
        told, hidden ones too (a table or replay with every hand face up)."""
        from cardrules import GAMES

        narrate = GAMES[self.GAME].narrate
        if open_hands:
            return [narrate(e, self.names) for e in self.events]
        return [narrate(e.masked_for(seat), self.names) for e in self.events]

    @property
    def owner_count(self) -> int:
        """How many score: the seats, or the teams (a game with teams may count them without naming them)."""
        return len(self.owner_names)

    def totals(self) -> tuple[int, ...]:
        """Running score per owner (seat or team)."""
        out = [0] * self.owner_count
        for line in self.score_lines:
            out[line.owner] += line.points
        return tuple(out)

    def score_rows(self) -> tuple[list[str], list[tuple[int | str, ...]]]:
        """The score breakdown as plain rows, ``(header, rows)``: the headings (deal, item, then one per seat or
        team) and one row per deal and item, then the ``Total`` row (its deal left blank). The pages show this
        (:meth:`score_table` is the same as a DataFrame): it needs no pandas, which the static site's in-browser
        Python does not have."""
        owners = list(self.owner_names)
        rows: dict[tuple[int, str], list[int]] = {}
        for line in self.score_lines:
            rows.setdefault((line.deal, line.item), [0] * len(owners))[line.owner] += line.points
        out: list[tuple[int | str, ...]] = [(d, t_or(f"{self.GAME}.score.{item}", item), *v)
                                            for (d, item), v in rows.items()]
        out.append(("", t("score.total"), *self.totals()))
        return [t("score.deal"), t("score.item"), *owners], out

    def score_table(self) -> Any:
        """The score breakdown as a pandas DataFrame: one row per deal and item, one column per seat or team,
        and a ``Total`` row (:meth:`score_rows` gives the same without pandas)."""
        import pandas as pd

        header, rows = self.score_rows()
        index = pd.MultiIndex.from_tuples([(0 if r[0] == "" else r[0], r[1]) for r in rows], names=header[:2])
        frame = pd.DataFrame([list(r[2:]) for r in rows], index=index, columns=header[2:])
        return frame.rename(index={0: ""}, level=header[0])

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe saved game: the rules, the start position and the moves. ``from_dict`` replays it exactly."""
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.GAME,
            "rules": self.rules.to_dict(),
            "start": json.loads(self.start),
            "moves": [str(m) for m in self.history],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls: type[S], data: Mapping[str, Any]) -> S:
        """Load a saved game. Anything malformed raises :class:`StateFormatError` naming the field and the reason;
        nothing is half-loaded, because the moves are replayed through ``play`` and the result returned only
        when all of them were legal.

        Whatever ``data`` is (any type, size or depth), the only exception that leaves is ``StateFormatError``:
        its shape is checked first without recursion (:func:`check_json_shape`), and anything other than the
        package's own errors raised while the game builds its start position or replays a move is turned into one
        naming ``start`` or the move (the traceback goes to the log, not to the reader)."""
        check_json_shape(data)
        if not isinstance(data, Mapping):
            raise StateFormatError("(top)", t("state_error.mapping", got=type(data).__name__))
        expected = {"format", "version", "game", "rules", "start", "moves"}
        for key in data:
            if key not in expected:
                raise StateFormatError(field_name(key), t("state_error.unknown_field"))
        for key in sorted(expected - set(data)):
            raise StateFormatError(key, t("state_error.missing"))
        if data["format"] != FORMAT:
            raise StateFormatError("format", t("state_error.format", expected=repr(FORMAT),
                                               got=brief(data["format"])))
        version = data["version"]
        if type(version) is not int or version != FORMAT_VERSION:  # a bool is an int to Python, not a version
            raise StateFormatError("version", t("state_error.version", expected=FORMAT_VERSION, got=brief(version)))
        if data["game"] != cls.GAME:
            raise StateFormatError("game", t("state_error.game", game=cls.GAME, got=brief(data["game"])))
        from cardrules import GAMES

        module = GAMES[cls.GAME]
        try:
            rules = module.Rules.from_dict(data["rules"])
        except RulesError as err:
            raise StateFormatError(f"rules.{err.field}", err.reason) from None
        except Exception as err:  # noqa: BLE001 - a visitor's rules may be anything; the reader gets the field
            _log_refusal("rules", err)
            raise StateFormatError("rules", t("state_error.rules_unreadable")) from None
        if not isinstance(data["start"], Mapping):
            raise StateFormatError("start", t("state_error.start_mapping"))
        moves = data["moves"]
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise StateFormatError("moves", t("state_error.moves"))
        with _replaying("start", module):
            state = cls._from_start(rules, data["start"])
        for i, text in enumerate(moves):
            with _replaying(f"moves[{i}]", module, text):
                state = state.play(text)
            if i % _LOG_EVERY == _LOG_EVERY - 1:
                # Build the log now and then: a state made by a move keeps its parent until its log is built, so
                # a long replay would otherwise hold every state of the game at once.
                state._build_log()
        return state

    @classmethod
    def from_json(cls: type[S], text: str | bytes | bytearray) -> S:
        """Load a saved game from its JSON text (or UTF-8 bytes); raises only :class:`StateFormatError`."""
        return cls.from_dict(read_json(text))

    def _repr_html_(self) -> str:
        from cardrules.render import view_html

        return view_html(self.view(None, open_hands=True))


class SeenLog:
    """A log as one seat may read it, kept in pieces and joined when read (:meth:`events`): ``link`` is a chain of
    pairs ``(before, pieces)`` (``before`` the pair before, or None), each piece a tuple of events or a
    :class:`LaterEvents` of a game whose log is public; ``own`` the seat's own private events, as pairs ``(index,
    event)``, that stand in the joined log for the masked events at those places. Holds only events the seat may
    read: views keep one for their ``events``."""

    __slots__ = ("link", "own")

    def __init__(self, link: tuple[Any, ...], own: tuple[tuple[int, Event], ...] = ()) -> None:
        self.link = link
        self.own = own

    def events(self) -> tuple[Event, ...]:
        out = _joined(self.link)
        if self.own:
            events = list(out)
            for i, e in self.own:
                events[i] = e
            return tuple(events)
        return out


def _joined(link: tuple[Any, ...] | None) -> tuple[Event, ...]:
    chain: list[tuple[Any, ...]] = []
    while link is not None:  # a loop: a chain may be long
        chain.append(link[1])
        link = link[0]
    out: list[Event] = []
    for pieces in reversed(chain):
        for piece in pieces:
            out += piece
    return tuple(out)


def seen_events(log: SeenLog, name: str) -> tuple[Event, ...]:
    """A view's ``events`` from its :class:`SeenLog` (a ``make`` of :meth:`GameState._view_later`)."""
    return log.events()


_SEEN_DEPTH = 64
"""Links of a seen log after which :func:`seen_log` joins them into one (bounds the chain's length, for a copy of the
log each time, as :data:`LOG_EVERY` bounds the state's)."""


class _Steps(SeenLog):
    """The log of a game whose every event and move is public, as the state keeps it: its chain of steps
    (``GameState._advance``), or its built log. Joined when read."""

    __slots__ = ()

    def events(self) -> tuple[Event, ...]:
        link = self.link
        if link[0] is None:
            return tuple(link[2])  # a built log: (None, history, events)
        steps: list[Any] = []
        while link[0] is not None:  # a loop: back to the first link, which holds a built log
            steps.append(link[2])
            link = link[0]
        out = list(link[2])
        for added in reversed(steps):
            out += added
        return tuple(out)


def public_log(state: GameState) -> SeenLog:
    """The log of a game whose every event and move is public (Tablanette, 9 Peak), as every seat reads it: the
    chain of steps the state keeps it in (``GameState._advance``), joined only when read. A bot reads a view at every
    decision: building or copying the log each time was a good part of a decision late in a game."""
    fields = state.__dict__
    link = fields.get("_log")
    return _Steps(link if link is not None else (None, (), state.events))


def seen_log(state: GameState, seat: int | None) -> SeenLog:
    """The log as ``seat`` may read it, each event meant for another seat alone masked (:meth:`Event.masked_for`).

    An event meant for one seat is masked the same for every other seat (and a spectator), so the log is masked once
    for all of them: the spectator's log, in pieces (:class:`SeenLog`), each piece without a private event the very
    tuple of events the state's step added, and beside it each seat's own private events and their places, which its
    :class:`SeenLog` puts back when read. Kept in the state (``_seen_masked``) and handed on to the states made from it
    (``_advance`` and ``_evolve`` copy a state's attributes), so that a view masks only the events of the steps since
    the last view of any seat, and builds nothing: masking the whole log at every view was most of a bot's decision
    in a long deal, and masking it once per seat most of a view's cost (see :func:`_seen_now`)."""
    fields = state.__dict__
    entry = fields.get("_seen_masked")
    link = fields.get("_log")
    if entry is None or link is None or entry[0] is not link:
        entry = _seen_now(state, entry, link)
    owns = entry[5]
    if seat is not None and 0 <= seat < len(owns):
        return SeenLog(entry[4], owns[seat])
    return SeenLog(entry[4])


def _seen_now(state: GameState, entry: Any, link: Any) -> Any:
    """The masked log of :func:`seen_log` brought up to ``state``'s log and kept in it: ``(link, count, last, depth,
    before, owns)``, ``link`` the state's chain of steps it was made at (``_advance``), ``count`` and ``last`` how
    many events it holds and the last of them, ``depth`` its links since the last join, ``before`` its chain of
    pieces, and ``owns`` per seat the pairs ``(index, event)`` of its own private events. The steps since are found by
    walking the state's chain of steps back to the one the entry was made at, each link a tuple made for its step
    alone; where the log was built since, by counting the events masked then."""
    fields = state.__dict__
    marker = entry[0] if entry is not None else None
    steps: list[Any] = []  # what each step since added, newest first
    walk = link
    while walk is not None and walk is not marker and walk[0] is not None:
        steps.append(walk[2])
        walk = walk[0]
    steps.reverse()
    before: Any = None
    count, last, depth = 0, None, 0
    owns: tuple[tuple[tuple[int, Event], ...], ...] = ()
    if entry is not None and walk is not None and walk is marker:
        _, count, last, depth, before, owns = entry  # the steps since the entry
        new = steps
    else:
        built = walk[2] if walk is not None else fields.get("events")
        if built is None:
            built = state.events
        new = [built, *steps]
        if entry is not None:
            # the log was built since the entry was made: the events after those it masked then
            _, count, last, depth, before, owns = entry
            if count <= len(built) and (count == 0 or built[count - 1] is last):
                new[0] = built[count:]
            else:
                before, count, last, depth, owns = None, 0, None, 0, ()
    pieces: tuple[tuple[Event, ...], ...] = ()
    for piece in new:
        if piece:
            last = piece[-1]  # the state's own event (a private one's masked twin is not in its log)
            for e in piece:
                if e.visible_to is not None:  # (rare) a piece with a private event: masked, and kept for its seat
                    masked: list[Event] = []
                    for i, e in enumerate(piece, count):
                        seat = e.visible_to
                        if seat is not None:
                            if type(seat) is int and seat >= 0:
                                if seat >= len(owns):
                                    owns += ((),) * (seat + 1 - len(owns))
                                owns = (*owns[:seat], (*owns[seat], (i, e)), *owns[seat + 1:])
                            e = e.masked_for(None)
                        masked.append(e)
                    piece = tuple(masked)
                    break
            count += len(piece)
            pieces += (piece,)
    if pieces or before is None:
        depth += 1
        before = (None, (_joined((before, pieces)),)) if depth >= _SEEN_DEPTH else (before, pieces)
        if depth >= _SEEN_DEPTH:
            depth = 0
    entry = fields["_seen_masked"] = (link, count, last, depth, before, owns)
    return entry


# Set after the class bodies, where the fields are declared for the type checker with their types.
for _name in _LATER_PARTS:
    setattr(View, _name, _MadeWhenRead(_name, View._made_part))
for _name in ("history", "events"):
    setattr(GameState, _name, _MadeWhenRead(_name, GameState._built_log))
_set_dict: Callable[[Any, dict[str, Any]], None] = GameState.__dict__["__dict__"].__set__
_set_view_dict: Callable[[Any, dict[str, Any]], None] = View.__dict__["__dict__"].__set__
"""Sets a new state's attributes to a dict as it is (a copy's): the ``__dict__`` slot's own setter, where
``object.__setattr__`` would look the name up first, at every move."""


# ------------------------------------------------------------------------------------------- loading, guarded
MAX_JSON_DEPTH = 32
"""Lists and objects nested deeper than this are refused before anything reads them (a saved game nests 4 deep)."""

MAX_JSON_DIGITS = 30
"""Whole numbers longer than this are refused (a seed has at most 10 digits, a step at most 6)."""

MAX_JSON_CHARS = 20_000_000
"""Text longer than this is refused unread by :func:`read_json` (the app's upload limit is far lower)."""

_LOG_EVERY = 512

_log = logging.getLogger("cardrules.load")


def _log_refusal(field: str, err: BaseException) -> None:
    """Keep the traceback of an unexpected failure on a visitor's input in the server's log (never on the page)."""
    _log.info("refused %s: %s", field, type(err).__name__, exc_info=err)


@contextmanager
def _replaying(field: str, module: Any, move: str | None = None) -> Iterator[None]:
    """The one wrapper around the engine while it reads a visitor's start position or replays a move: the package's
    own errors say what is wrong in the reader's language; anything else (a value of a type the game never
    expected, a recursion, a number too long) becomes a :class:`StateFormatError` naming ``field``."""
    try:
        yield
    except StateFormatError:
        raise
    except IllegalMoveError as err:
        if move is None:
            raise StateFormatError(field, err.reason) from None
        raise StateFormatError(field, t("state_error.move", move=brief(move), reason=err.reason)) from None
    except RulesError as err:
        raise StateFormatError(f"{field}.{err.field}" if move is None else field, err.reason) from None
    except CardrulesError as err:  # CardError, MoveFormatError: their sentence is already the reader's
        raise StateFormatError(field, str(err)) from None
    except Exception as err:  # noqa: BLE001 - see the docstring; the traceback is logged
        _log_refusal(field, err)
        title = t_or(f"{module.NAME}.title", module.TITLE)
        if move is None:
            raise StateFormatError(field, t("state_error.start_unreadable", game=title)) from None
        raise StateFormatError(field, t("state_error.move_unreadable", move=brief(move))) from None


def check_json_shape(data: Any, *, max_depth: int = MAX_JSON_DEPTH, max_digits: int = MAX_JSON_DIGITS) -> None:
    """Refuse, with :class:`StateFormatError` naming where, data that JSON could not have produced or that no saved
    game needs: nesting deeper than ``max_depth`` (a cycle counts as endless), numbers longer than ``max_digits``,
    ``NaN`` or infinities, keys that are not text, values of other types. Walks without recursion, so any depth is
    safe to check, in time linear in the size of ``data``."""
    max_bits = max_digits * 3.33
    stack: list[tuple[Any, str, int]] = [(data, "", 1)]
    while stack:
        value, where, depth = stack.pop()
        kind = type(value)
        if kind is list:
            # The common case, first and without the checks below: an upload of 1 MB can hold 300,000 lists, and
            # this walk is most of what refusing it costs.
            if depth > max_depth:
                raise StateFormatError(where or "(top)", t("state_error.too_deep", max=max_depth))
            # past a few levels every item has the same name (see _child): made once for the list
            deep = _child(where, "", depth) if depth > 4 else None
            for i, item in enumerate(value):
                kind = type(item)
                if kind is str or kind is bool or item is None:
                    continue  # a long list of moves, without a stack entry each
                if kind is int:
                    if item.bit_length() > max_bits:
                        stack.append((item, deep or f"{where}[{i}]", depth + 1))  # refused when popped
                    continue
                if (kind is list or kind is dict) and not item and depth < max_depth:
                    continue  # empty, within the depth: nothing in it to check
                stack.append((item, deep or f"{where}[{i}]", depth + 1))
            continue
        if isinstance(value, (str, bool)) or value is None:
            continue
        if isinstance(value, int):
            if value.bit_length() > max_bits:
                raise StateFormatError(where or "(top)", t("state_error.number_too_long", got=brief(value),
                                                           max=max_digits))
            continue
        if isinstance(value, float):
            if not math.isfinite(value):
                raise StateFormatError(where or "(top)", t("state_error.not_finite", got=brief(value)))
            continue
        if not isinstance(value, (Mapping, list, tuple)):
            raise StateFormatError(where or "(top)", t("state_error.not_json_value", type=type(value).__name__))
        if depth > max_depth:
            raise StateFormatError(where or "(top)", t("state_error.too_deep", max=max_depth))
        if isinstance(value, Mapping):
            for key, item in value.items():
                if not isinstance(key, str):
                    raise StateFormatError(where or "(top)", t("state_error.key_type", got=brief(key)))
                kind = type(item)
                if kind is str or kind is bool or item is None:
                    continue
                stack.append((item, _child(where, f".{key[:30]}" if where else key[:30], depth), depth + 1))
        else:
            for i, item in enumerate(value):
                if isinstance(item, (str, bool)) or item is None:
                    continue
                stack.append((item, _child(where, f"[{i}]", depth), depth + 1))


def _child(where: str, step: str, depth: int) -> str:
    """The name of an item inside ``where``; past a few levels the path stops growing (``rules[0][0]…``)."""
    if depth > 4:
        return where if where.endswith("…") else where + "…"
    return where + step


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_JSON_DIGITS:
        raise StateFormatError("(json)", t("state_error.number_too_long", got=t("state_error.brief.int",
                                                                                digits=len(text.lstrip("-"))),
                                           max=MAX_JSON_DIGITS))
    return int(text)


def _json_constant(text: str) -> Any:
    raise StateFormatError("(json)", t("state_error.not_finite", got=text))


def read_json(text: str | bytes | bytearray, *, max_chars: int = MAX_JSON_CHARS, field: str = "(json)") -> Any:
    """Parse a visitor's JSON text (or UTF-8 bytes) into plain data, refusing with :class:`StateFormatError` in
    the reader's language: text too long, bytes that are not UTF-8, anything that is not JSON, nesting deeper than
    :data:`MAX_JSON_DEPTH`, numbers longer than :data:`MAX_JSON_DIGITS` digits, ``NaN`` and infinities."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        if len(text) > max_chars:
            raise StateFormatError(field, t("state_error.too_big", size=len(text), max=max_chars))
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise StateFormatError(field, t("state_error.not_utf8", at=err.start)) from None
    if not isinstance(text, str):
        raise StateFormatError(field, t("state_error.not_text", got=type(text).__name__))
    if len(text) > max_chars:
        raise StateFormatError(field, t("state_error.too_big", size=len(text), max=max_chars))
    depth = _bracket_depth(text)
    if depth > MAX_JSON_DEPTH:
        raise StateFormatError(field, t("state_error.too_deep", max=MAX_JSON_DEPTH))
    try:
        data = json.loads(text, parse_int=_json_int, parse_constant=_json_constant)
    except StateFormatError:
        raise
    except json.JSONDecodeError as err:
        raise StateFormatError(field, t("state_error.not_json", line=err.lineno, column=err.colno)) from None
    except (ValueError, RecursionError, MemoryError) as err:  # json's own limits, whatever they are here
        _log_refusal(field, err)
        raise StateFormatError(field, t("state_error.json_unreadable")) from None
    check_json_shape(data)
    return data


_BRACKETS = re.compile(r'"(?:[^"\\]++|\\.)*+"?|[\[{]++|[\]}]++', re.DOTALL)
"""A string (its closing quote optional), or a run of opening or of closing brackets. The optional quote is what
keeps the scan linear: a pattern that needs the closing quote fails on an unterminated string only after reading to
the end, and is then tried again from the next quote, so text full of escaped quotes (``"\\"\\"\\"…``) cost time
quadratic in its size (80 kB took 18 s). Here every match consumes what it read, and an unterminated string is read
once, to the end. ``DOTALL``: an escaped line break stays inside its string, as the parser reads it. Runs of brackets
are one match each, so nesting costs a match per run, not per bracket."""


def _bracket_depth(text: str) -> int:
    """How deep the brackets of a JSON text nest, strings skipped: checked before parsing, as the parser itself
    recurses once per level (100,000 ``[`` would exhaust its stack). One pass over the text, stopping as soon as
    the nesting is deeper than :data:`MAX_JSON_DEPTH`. Malformed text just gives some number; the parser then says
    what is wrong."""
    depth = deepest = 0
    for match in _BRACKETS.finditer(text):
        start, end = match.span()
        first = text[start]
        if first == '"':
            continue
        if first in "[{":
            depth += end - start
            if depth > deepest:
                deepest = depth
                if deepest > MAX_JSON_DEPTH:
                    return deepest
        else:
            depth -= end - start
    return deepest


def start_json(**fields: Any) -> str:
    """Canonical JSON for a state's ``start`` field (sorted keys, so equal starts compare equal)."""
    return json.dumps(fields, sort_keys=True, separators=(",", ":"))


def cards_field(start: Mapping[str, Any], key: str, spelling: Spelling | None = None) -> tuple[Card, ...]:
    """Read a list of card codes (or a space-separated string) from a start position, naming the field on error.
    A game passes its ``spelling``: a card is then read as the game writes it, and a card of no deck of the game is
    refused with the field (without one, any card code is read)."""
    from cardrules.cards import parse_cards

    if key not in start:
        raise StateFormatError(f"start.{key}", t("state_error.missing"))
    raw = start[key]
    if not isinstance(raw, (str, list)) or (isinstance(raw, list) and not all(isinstance(c, str) for c in raw)):
        raise StateFormatError(f"start.{key}", t("state_error.card_codes"))
    try:
        return parse_cards(raw) if spelling is None else spelling.cards(raw)
    except CardError as err:
        raise StateFormatError(f"start.{key}", str(err)) from None


def check_conservation(where: str, got: Iterable[Card], deck: Iterable[Card]) -> None:
    """Refuse a start position whose cards are not exactly ``deck`` (nothing missing, nothing extra)."""
    from collections import Counter

    # Compared as sorted codes (strs, sorted and compared in C): counting the cards themselves called the dataclass's
    # Python-level __eq__ for each, at every new game. Counted only to say what differs.
    got_codes, deck_codes = [c.code for c in got], [c.code for c in deck]
    got_codes.sort()
    deck_codes.sort()
    if got_codes != deck_codes:
        have, want = Counter(got_codes), Counter(deck_codes)
        missing = sorted(map(Card.parse, (want - have).elements()))
        extra = sorted(map(Card.parse, (have - want).elements()))
        # a card the deck has none of is named as such: a foreign card, not one too many
        foreign = [c for c in extra if c.code not in want]
        extra = [c for c in extra if c.code in want]
        parts = []
        if missing:
            parts.append(t("state_error.conservation.missing", cards=" ".join(map(str, missing))))
        if extra:
            parts.append(t("state_error.conservation.extra", cards=" ".join(map(str, extra))))
        if foreign:
            parts.append(t("state_error.conservation.foreign", cards=" ".join(map(str, foreign))))
        raise StateFormatError(where, t("state_error.conservation", parts=t("list.semi").join(parts)))


# --------------------------------------------------------------------------------------------------------- moves
def move_text(text: Any) -> str:
    """``text`` itself when it is a str; otherwise :class:`MoveFormatError`: a move's notation is text (a game's
    ``parse_move`` starts here, so that ``None``, a number or a list is refused with the package's error)."""
    if isinstance(text, str):
        return text
    shown = brief(text)
    raise MoveFormatError(shown, t("move_error.not_text", got=shown))


def move_cards(move: Any) -> Iterator[Any]:
    """Every card a move value names: the values of its fields declared as cards (``Card``, ``Card | None``,
    ``tuple[Card, ...]``, a steal's tuple of tuples), whatever they hold: a value there that is no card is yielded
    too, for :meth:`GameState.foreign_card` to refuse (a move value built by hand may hold ``"AS"`` or ``None``)."""
    kind = type(move)
    spec = _CARD_FIELDS.get(kind)
    if spec is None:
        fields = getattr(kind, "__dataclass_fields__", {})
        # the annotations are text (``from __future__ import annotations``): a field that names Card holds cards
        spec = _CARD_FIELDS[kind] = tuple((name, "None" in str(f.type)) for name, f in fields.items()
                                          if "Card" in str(f.type))
    for name, optional in spec:
        value = getattr(move, name, None)
        if value is None and optional:
            continue
        if type(value) is not tuple:
            yield value
            continue
        todo = list(value)
        while todo:
            item = todo.pop()
            if type(item) is tuple:
                todo.extend(item)
            else:
                yield item


_CARD_FIELDS: dict[type, tuple[tuple[str, bool], ...]] = {}
"""The fields of each move type that hold cards, and whether they may be ``None`` (read once per type)."""


class Move:
    """Base of every game's move types, small frozen dataclasses (``@dataclass(frozen=True, slots=True)``).

    ``str(move)`` is the notation the game's ``parse_move`` reads back. The defaults below serve the moves that are
    not a card (pass, declare, take the pile); a move that plays a card overrides them.
    """

    __slots__ = ()

    @property
    def card(self) -> Card | None:
        """The hand card the move plays, or ``None`` for a choice that is not a card."""
        return None

    @property
    def targets(self) -> tuple[Card, ...]:
        """The cards already on the table that the move goes to (captured, packed, beaten...)."""
        return ()

    @property
    def label(self) -> str:
        """What the move does, in the reader's language (made when asked, never stored)."""
        return str(self)


@dataclass(frozen=True)
class MonteCarloSettings:
    """How the Monte Carlo bot (:mod:`cardrules.montecarlo`) plays a game; each game states its own, with the
    measurements that chose them in its ``ai.py``."""

    simulations: int
    """Rollouts per decision at the default strength."""
    rollout: Literal["random", "game"] = "random"
    """How rollouts pick moves: uniformly at random, or with the game's own ``rollout_move(state, rng)``."""
    caution: float | None = None
    """Keep the heuristic move unless another is better by this many standard errors (``None``: the best estimate)."""


class GameModule(Protocol):
    """What a game offers the code written once for all games (``cardrules.GAMES`` maps names to these).

    A game is the package ``cardrules/games/<name>/``: ``rules.py`` (everything here but the bots), ``ai.py`` (the
    heuristic bot, the hidden-card sampler, the rollout policy and the Monte Carlo settings), ``text.py`` (its
    sentences in every language) and ``__init__.py`` exporting the names below. See ``docs/adding-a-game.md``.
    """

    __name__: str
    NAME: str
    """The module name (``"tablanette"``); message keys of the game start with it."""
    TITLE: str
    """The game's name in English (the catalogue's ``<NAME>.title`` translates it)."""
    @property
    def PLAYER_COUNTS(self) -> tuple[int, ...]:  # noqa: N802 - a module constant, read-only here
        """The player counts the game is played with."""
        ...

    SUMMARY: str
    Rules: Any
    """A frozen dataclass deriving from :class:`RulesBase`."""
    State: Any
    """A frozen dataclass deriving from :class:`GameState`."""
    @property
    def PRESETS(self) -> Mapping[str, Any]:  # noqa: N802 - a module constant, read-only here
        """Named ``Rules`` (the write-up's variants); every ``Rules`` field differs from its default in one of them."""
        ...
    HeuristicBot: Any
    """A bot class: ``HeuristicBot(rng_or_seed).choose(view) -> move``."""
    MONTE_CARLO: MonteCarloSettings

    def new_game(self, rules: Any = None, *, seed: int) -> Any: ...

    from_position: Callable[..., Any]
    """A state from an exact position (hands, table...) for worked examples; its keywords are the game's own."""

    def parse_move(self, text: str) -> Any:
        """The move a notation names; a :class:`~cardrules.errors.MoveFormatError` saying why when it names none."""
        ...

    def narrate(self, event: Event, names: Sequence[str]) -> str:
        """One sentence for an event, in the current language."""
        ...

    def sample_state(self, view: View, rng: Any) -> Any:
        """A full state consistent with ``view``: the cards the seat cannot see dealt at random."""
        ...

    def rollout_move(self, state: Any, rng: Any) -> Any:
        """A fast, reasonable move for the Monte Carlo bot's play-outs."""
        ...

    def game_facts(self, state: Any) -> dict[str, int | float]:
        """Counts of a finished game that a house-rule study compares (cards taken, tricks, length...)."""
        ...

    TABLE: TableSpec
    """What a click means at the game's table and its practice questions (``cardrules/games/<name>/table.py``)."""

