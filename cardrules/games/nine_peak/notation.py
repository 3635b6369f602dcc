"""9 Peak: a move read from its notation (``pass 3S 5H``, ``take 3S``, ``play 5: 3C 3D 5S 5H 5X``), the
inverse of ``str(move)``."""

from __future__ import annotations

from cardrules.cards import (
    NUMBER_SPELLING,
    Suit,
    parse_cards,  # noqa: F401 - the doctests below read cards with it
)
from cardrules.errors import CardError, MoveFormatError
from cardrules.games.nine_peak.rules import Move, Pass, Play, Take
from cardrules.protocol import (
    Text,
    move_text,
)

_SUIT_RANK = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, Suit.JOKER: 4}


def parse_move(text: str) -> Move:
    """Read a move's notation: ``pass 5S``, ``pass 5S 6H``, ``take 3D``, ``play 5: 3S 3H 5D 5C 5X``.

    >>> parse_move("play 5: 5X 3S 5D 3H 5C")
    nine_peak.parse_move('play 5: 3S 3H 5C 5D 5X')
    >>> str(parse_move("pass 6H 5S"))
    'pass 5S 6H'
    """
    words = move_text(text).strip().split(None, 1)
    if not words:
        raise MoveFormatError(text, Text("nine_peak.move_error.empty"))
    verb, rest = words[0].lower(), (words[1] if len(words) > 1 else "")
    try:
        if verb == "pass":
            cards = NUMBER_SPELLING.cards(rest)
            if not 1 <= len(cards) <= 2:
                raise MoveFormatError(text, Text("nine_peak.move_error.pass"))
            return Pass(*cards)
        if verb == "take":
            cards = NUMBER_SPELLING.cards(rest)
            if len(cards) != 1:
                raise MoveFormatError(text, Text("nine_peak.move_error.take"))
            return Take(cards[0])
        if verb == "play":
            size, sep, listed = rest.partition(":")
            if not sep or not size.strip().isdigit():
                raise MoveFormatError(text, Text("nine_peak.move_error.play"))
            return Play(int(size), NUMBER_SPELLING.cards(listed))
    except CardError as err:  # a card code that names no card: the reason is already in the reader's language
        raise MoveFormatError(text, str(err)) from None
    raise MoveFormatError(text, Text("nine_peak.move_error.verb", verb=verb))
