"""Spoil Five: a move read from its notation (``lead 5S``, ``play AH``, ``rob 7S discard 3C``, ``pass``,
``declare``, ...), the inverse of ``str(move)``."""

from __future__ import annotations

from cardrules.cards import STANDARD_SPELLING, Card, Suit
from cardrules.errors import CardError, MoveFormatError
from cardrules.games.spoil_five.rules import _DECLARE, _DECLINE, _PASS, _STOP, Jink, Lead, Play, Rob, SpoilFiveMove
from cardrules.protocol import (
    Text,
    move_text,
)

ACE_OF_HEARTS = Card("A", Suit.HEARTS)
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The suits in the order hands and lessons show them."""

_WORDS: dict[str, SpoilFiveMove] = {"declare": _DECLARE, "decline": _DECLINE, "pass": _PASS, "stop": _STOP}


def parse_move(text: str) -> SpoilFiveMove:
    """Read a move from its notation: ``lead 5S``, ``play AH``, ``rob 7S discard 3C``, ``pass``, ``declare``,
    ``decline``, ``stop``, ``jink KS``; :class:`~cardrules.errors.MoveFormatError` says why a text is none.

    >>> parse_move("rob 7S discard 3C")
    Rob(take=Card.parse('7S'), discard=Card.parse('3C'))
    """
    words = move_text(text).strip().lower().split()
    card = STANDARD_SPELLING.card
    try:
        if len(words) == 1 and words[0] in _WORDS:
            return _WORDS[words[0]]
        if len(words) == 2 and words[0] == "lead":
            return Lead(card(words[1]))
        if len(words) == 2 and words[0] == "play":
            return Play(card(words[1]))
        if len(words) == 2 and words[0] == "jink":
            return Jink(card(words[1]))
        if len(words) == 4 and words[0] == "rob" and words[2] == "discard":
            return Rob(card(words[1]), card(words[3]))
    except CardError as err:
        raise MoveFormatError(text, str(err)) from None
    raise MoveFormatError(text, Text("spoil_five.move_error.unknown", text=repr(text)))
