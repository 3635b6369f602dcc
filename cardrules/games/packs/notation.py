"""Packs: a move read from its notation (``draw``, ``pack 7H with 8H+2H``, ``steal 7S+9S from 1 with QS``, ``end``,
``show hand``), the inverse of ``str(move)``."""

from __future__ import annotations

import re

from cardrules.cards import STANDARD_SPELLING, Card
from cardrules.errors import CardError, MoveFormatError
from cardrules.games.packs.rules import Draw, EndTurn, Move, Pack, ShowHand, Steal
from cardrules.protocol import Text, move_text

_STEAL_RE = re.compile(r"^steal\s+(.+?)\s+from\s+(\d+)\s+with\s+(.+)$")
_PACK_RE = re.compile(r"^pack\s+(\S+)\s+with\s+(.+)$")


def _plus_cards(text: str, given: str) -> tuple[Card, ...]:
    """The cards of a group or pack written as codes joined by ``+``; ``given`` is the whole notation (for the
    error)."""
    parts = [p.strip() for p in text.split("+")]
    if not all(parts):
        raise MoveFormatError(given, Text("packs.move_error.cards", cards=text))
    try:
        return tuple([STANDARD_SPELLING.card(p) for p in parts])
    except CardError as err:
        raise MoveFormatError(given, Text("packs.move_error.card", error=err)) from None


def parse_move(text: str) -> Move:
    """Read a move's notation: ``draw``, ``pack 7H with 8H+2H``, ``steal 7S+9S / 3S+KS from 1 with QS+JS``
    (seat 1's two packs), ``end``, ``show hand``. A notation that names no move raises
    :class:`~cardrules.errors.MoveFormatError` saying why, in the reader's language.

    >>> parse_move("pack 7H with 2H+8H")
    Pack(table=Card.parse('7H'), cards=(Card.parse('2H'), Card.parse('8H')))
    >>> str(parse_move("steal 9S+7S from 1 with QS"))
    'steal 7S+9S from 1 with QS'
    """
    t = " ".join(move_text(text).strip().lower().split())
    if t == "draw":
        return Draw()
    if t in ("end", "end turn"):
        return EndTurn()
    if t in ("show hand", "show"):
        return ShowHand()
    if m := _PACK_RE.match(t):
        try:
            table = STANDARD_SPELLING.card(m.group(1))
        except CardError as err:
            raise MoveFormatError(text, Text("packs.move_error.card", error=err)) from None
        return Pack(table, _plus_cards(m.group(2), text))
    if m := _STEAL_RE.match(t):
        packs = tuple(_plus_cards(p, text) for p in m.group(1).split("/"))
        return Steal(int(m.group(2)), packs, _plus_cards(m.group(3), text))
    raise MoveFormatError(text, Text("packs.move_error.unknown", text=text))
