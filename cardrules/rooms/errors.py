"""What a room refuses, as data: one exception type per kind of refusal, each with a reason key and the facts.

Each error keeps ``reason`` (a key such as ``"stale"``) and ``data`` (the facts: the moves seen and made, the seat,
the engine's reason...), and its sentence is made when it is raised from the message ``room.error.<reason>`` in the
reader's language (:mod:`cardrules.rooms.text`), as the engine's :class:`~cardrules.errors.IllegalMoveError` does. A
page shows the sentence; a program reads the reason and the data. Whatever raised one, the room's store was left as
it was: every change is one compare-and-set of the whole room, which either lands whole or not at all.
"""

from __future__ import annotations

from typing import Any

from cardrules.errors import CardrulesError


class RoomError(CardrulesError):
    """Base of every refusal of a room or its store: ``reason`` (a message key's last part) and ``data``."""

    reason_key: str = "room"

    def __init__(self, reason: str | None = None, **data: Any) -> None:
        from cardrules.i18n import t
        from cardrules.rooms import text  # noqa: F401 - the room's messages are registered on import

        self.reason = reason or self.reason_key
        self.data = data
        super().__init__(t(f"room.error.{self.reason}", **data))


class RoomCodeError(RoomError, ValueError):
    """A code that is not a room code (``malformed``: wrong letters or length) or names no room (``unknown``)."""

    reason_key = "unknown"


class TooManyAttemptsError(RoomError):
    """Too many wrong codes from one client within a minute: codes cannot be found by trying."""

    reason_key = "attempts"


class RoomClosedError(RoomError):
    """The room was closed by its teacher (``closed``) or closed itself after an hour untouched (``expired``)."""

    reason_key = "closed"


class RoomFullError(RoomError):
    """No seat is left for a pupil (every seat is taken or played by a bot)."""

    reason_key = "full"


class SeatTakenError(RoomError):
    """The seat is held by another pupil (``taken``) or played by a bot (``bot_seat``), or does not exist
    (``no_seat``)."""

    reason_key = "taken"


class NotSeatedError(RoomError):
    """The token does not hold this seat (a pupil acting for another seat, or a token of another room)."""

    reason_key = "not_seated"


class NotTeacherError(RoomError):
    """A teacher's control asked for without the teacher's token."""

    reason_key = "not_teacher"


class StaleMoveError(RoomError):
    """The move was chosen on a table that has changed since: another move (or an undo) landed first."""

    reason_key = "stale"


class RoomMoveError(RoomError, ValueError):
    """A move the room refuses: the engine's reason (``illegal``), not the seat's turn (``not_your_turn``), the
    room paused (``paused``), the deal over until the teacher deals the next (``deal_over``), or not yet started
    (``not_started``)."""

    reason_key = "illegal"


class StoreUnavailableError(RoomError):
    """The store could not be reached or written (Redis down, the SQLite file unwritable); nothing was changed."""

    reason_key = "store"


class VersionConflict(RoomError):
    """A compare-and-set found another version than the one read: someone changed the room in between. The room
    code reads again and decides (a stale move, or a retry when only something else changed)."""

    reason_key = "conflict"
