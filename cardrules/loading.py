"""Reading what a visitor sends (a saved game, a start position) as hostile input: JSON text and data checked
for size, depth and types before anything reads them, every refusal a :class:`StateFormatError` naming the field."""

from __future__ import annotations

import json
import logging
import math
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from cardrules.cards import Card, Spelling
from cardrules.errors import CardError, CardrulesError, IllegalMoveError, RulesError, StateFormatError, brief
from cardrules.events import Text
from cardrules.i18n import t, t_or

MAX_JSON_DEPTH = 32
"""Lists and objects nested deeper than this are refused before anything reads them (a saved game nests 4 deep)."""

MAX_JSON_DIGITS = 30
"""Whole numbers longer than this are refused (a seed has at most 10 digits, a step at most 6)."""

MAX_JSON_CHARS = 20_000_000
"""Text longer than this is refused unread by :func:`read_json` (the app's upload limit is far lower)."""


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
        raise StateFormatError(field, Text("state_error.move", move=brief(move), reason=err.reason)) from None
    except RulesError as err:
        raise StateFormatError(f"{field}.{err.field}" if move is None else field, err.reason) from None
    except CardrulesError as err:  # CardError, MoveFormatError: their sentence is already the reader's
        raise StateFormatError(field, str(err)) from None
    except Exception as err:  # noqa: BLE001 - see the docstring; the traceback is logged
        _log_refusal(field, err)
        title = t_or(f"{module.NAME}.title", module.TITLE)
        if move is None:
            raise StateFormatError(field, Text("state_error.start_unreadable", game=title)) from None
        raise StateFormatError(field, Text("state_error.move_unreadable", move=brief(move))) from None


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
                raise StateFormatError(where or "(top)", Text("state_error.too_deep", max=max_depth))
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
                raise StateFormatError(where or "(top)", Text("state_error.number_too_long", got=brief(value),
                                                           max=max_digits))
            continue
        if isinstance(value, float):
            if not math.isfinite(value):
                raise StateFormatError(where or "(top)", Text("state_error.not_finite", got=brief(value)))
            continue
        if not isinstance(value, (Mapping, list, tuple)):
            raise StateFormatError(where or "(top)", Text("state_error.not_json_value", type=type(value).__name__))
        if depth > max_depth:
            raise StateFormatError(where or "(top)", Text("state_error.too_deep", max=max_depth))
        if isinstance(value, Mapping):
            for key, item in value.items():
                if not isinstance(key, str):
                    raise StateFormatError(where or "(top)", Text("state_error.key_type", got=brief(key)))
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
        raise StateFormatError("(json)", Text("state_error.number_too_long", got=t("state_error.brief.int",
                                                                                digits=len(text.lstrip("-"))),
                                           max=MAX_JSON_DIGITS))
    return int(text)


def _json_constant(text: str) -> Any:
    raise StateFormatError("(json)", Text("state_error.not_finite", got=text))


def read_json(text: str | bytes | bytearray, *, max_chars: int = MAX_JSON_CHARS, field: str = "(json)") -> Any:
    """Parse a visitor's JSON text (or UTF-8 bytes) into plain data, refusing with :class:`StateFormatError` in
    the reader's language: text too long, bytes that are not UTF-8, anything that is not JSON, nesting deeper than
    :data:`MAX_JSON_DEPTH`, numbers longer than :data:`MAX_JSON_DIGITS` digits, ``NaN`` and infinities."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        if len(text) > max_chars:
            raise StateFormatError(field, Text("state_error.too_big", size=len(text), max=max_chars))
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise StateFormatError(field, Text("state_error.not_utf8", at=err.start)) from None
    if not isinstance(text, str):
        raise StateFormatError(field, Text("state_error.not_text", got=type(text).__name__))
    if len(text) > max_chars:
        raise StateFormatError(field, Text("state_error.too_big", size=len(text), max=max_chars))
    depth = _bracket_depth(text)
    if depth > MAX_JSON_DEPTH:
        raise StateFormatError(field, Text("state_error.too_deep", max=MAX_JSON_DEPTH))
    try:
        data = json.loads(text, parse_int=_json_int, parse_constant=_json_constant)
    except StateFormatError:
        raise
    except json.JSONDecodeError as err:
        raise StateFormatError(field, Text("state_error.not_json", line=err.lineno, column=err.colno)) from None
    except (ValueError, RecursionError, MemoryError) as err:  # json's own limits, whatever they are here
        _log_refusal(field, err)
        raise StateFormatError(field, Text("state_error.json_unreadable")) from None
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
        raise StateFormatError(f"start.{key}", Text("state_error.missing"))
    raw = start[key]
    if not isinstance(raw, (str, list)) or (isinstance(raw, list) and not all(isinstance(c, str) for c in raw)):
        raise StateFormatError(f"start.{key}", Text("state_error.card_codes"))
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
        raise StateFormatError(where, Text("state_error.conservation", parts=t("list.semi").join(parts)))

