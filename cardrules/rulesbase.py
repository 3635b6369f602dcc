"""The machinery of every game's ``Rules``: typed, bounded house-rule fields with their checks naming the field,
``from_dict``/``to_dict``, and the labels and help sentences read from the attribute docstrings."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import textwrap
import types
import typing
from collections.abc import Mapping
from dataclasses import field
from typing import Any, ClassVar, Literal, TypeVar

from cardrules.errors import RulesError, brief, field_name
from cardrules.events import Text
from cardrules.i18n import DEFAULT, get_language, t_or


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

    MODULE: ClassVar[Any]
    """The game these rules are of (:func:`~cardrules.game.declare_game`)."""

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
            raise RulesError(field_name(name), Text("rules_error.unknown", known=", ".join(sorted(fields))))
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
            raise RulesError("rules", Text("rules_error.mapping", got=type(data).__name__))
        names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        for key in data:
            if key not in names:
                raise RulesError(str(key), Text("rules_error.unknown", known=", ".join(sorted(names))))
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
        if get_language() == DEFAULT:
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
        if get_language() == DEFAULT:
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
        raise RulesError(f.name, Text("rules_error.range", min=meta["min"], max=meta["max"], value=brief(value)))
    if "options" in meta and value not in meta["options"]:
        raise RulesError(f.name, Text("rules_error.one_of", options=", ".join(map(repr, meta["options"])),
                                    value=brief(value)))


def _check_type(name: str, value: Any, hint: Any) -> None:
    origin = typing.get_origin(hint)
    if origin is Literal:
        if value not in typing.get_args(hint):
            raise RulesError(name, Text("rules_error.one_of", options=", ".join(map(repr, typing.get_args(hint))),
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
        raise RulesError(name, Text("rules_error.type", type=getattr(hint, "__name__", hint), got=type(value).__name__,
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

