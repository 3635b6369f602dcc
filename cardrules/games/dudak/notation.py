"""Dudak: a move read from its notation (``lead 9H``, ``beat 10H add 7S``, ``take``, ``take all``,
``declare hearts``, ``pass``), the inverse of ``str(move)``."""

from __future__ import annotations

from cardrules.cards import STANDARD_SPELLING, STANDARD_SUITS, Card
from cardrules.errors import CardError, MoveFormatError
from cardrules.games.dudak.rules import _PASS, _TAKE, _TAKE_ALL, Beat, DeclareTrump, DudakMove, Lead
from cardrules.protocol import (
    Text,
    move_text,
)

_SUIT_WORDS = {s.value: s for s in STANDARD_SUITS} | {s.symbol: s for s in STANDARD_SUITS} | {
    s.name: s for s in STANDARD_SUITS}


def parse_move(text: str) -> DudakMove:
    """Read a move's notation: ``lead 9H``, ``beat 10H add 7S``, ``beat 10H``, ``take``, ``take all``,
    ``declare H``, ``pass``. A notation that names no move raises :class:`MoveFormatError` saying why.

    >>> parse_move("beat 10H add 7S")
    Beat(card=Card.parse('10H'), add=Card.parse('7S'))
    """
    words = move_text(text).split()
    low = [w.lower() for w in words]

    def card(word: str) -> Card:
        try:
            return STANDARD_SPELLING.card(word)
        except CardError as err:
            raise MoveFormatError(text, str(err)) from None

    if low == ["take"]:
        return _TAKE
    if low == ["take", "all"]:
        return _TAKE_ALL
    if low == ["pass"]:
        return _PASS
    if len(words) == 2 and low[0] == "lead":
        return Lead(card(words[1]))
    if len(words) == 2 and low[0] == "declare":
        suit = _SUIT_WORDS.get(words[1].upper())
        if suit is None:
            raise MoveFormatError(text, Text("dudak.move_error.suit", word=words[1]))
        return DeclareTrump(suit)
    if len(words) == 2 and low[0] == "beat":
        return Beat(card(words[1]))
    if len(words) == 4 and low[0] == "beat" and low[2] == "add":
        return Beat(card(words[1]), card(words[3]))
    raise MoveFormatError(text, Text("dudak.move_error.unknown", text=text))
