"""The package's exceptions: one small hierarchy, each carrying the structured facts and a readable sentence."""

from __future__ import annotations

from typing import Any


class CardrulesError(Exception):
    """Base class of every error the package raises on purpose."""


class IllegalMoveError(CardrulesError, ValueError):
    """A move that the rules do not allow in this position; the state it was offered to is unchanged."""

    def __init__(self, move: Any, reason: str) -> None:
        self.move = move
        self.reason = reason
        # The sentence is made now, in the reader's language (an error is text at the edge, shown as it is raised).
        from cardrules.i18n import t

        super().__init__(t("illegal.message", move=move, reason=reason))


class RulesError(CardrulesError, ValueError):
    """A house-rules value that is out of range, of the wrong type, or unknown."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"{field}: {reason}")


class StateFormatError(CardrulesError, ValueError):
    """A saved position (``to_dict`` output) that is malformed; nothing of it was loaded."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"{field}: {reason}")


class CardError(CardrulesError, ValueError):
    """A card code that does not name a card."""


class MoveFormatError(CardrulesError, ValueError):
    """A move notation that does not read as a move of the game (``parse_move``); ``text`` is what was given."""

    def __init__(self, text: str, reason: str) -> None:
        self.text = text
        self.reason = reason
        super().__init__(reason)
