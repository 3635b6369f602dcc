"""Shared rooms (issue 46): one game played by a class, each pupil from their own page, the table on the projector.

* :func:`open_room` (the teacher) and :func:`find_room` (a pupil's typed code) give a :class:`Room`;
  :meth:`Room.join` gives a pupil a :class:`Ticket` (seat and secret token), :meth:`Room.view_for` what that seat
  may see, :meth:`Room.submit` a move checked by the engine against the moves the pupil saw; the teacher's token
  starts, pauses, undoes, deals the next deal, reveals the hands on the projector and closes.
* The store (:func:`open_store`): SQLite in the app's data folder by default, Redis by the setting
  ``CARDRULES_ROOMS=redis://...``. ``docs/deploying.md``, "Rooms", tells how to choose.
* Every refusal is a :class:`RoomError` with a ``reason`` and its ``data`` (:mod:`cardrules.rooms.errors`).

>>> import tempfile
>>> store = SqliteStore(tempfile.mkdtemp() + "/rooms.sqlite3")
>>> room, teacher = open_room(store, "tablanette", seed=7, pupil_seats=[0])   # seat 1 is the computer's
>>> pupil = find_room(store, shown(room.code).lower(), client="a kernel").join()
>>> status = room.start(teacher)
>>> n = room.play_bots()                                   # any kernel may: the move lands once
>>> seen = room.view_for(pupil.seat, pupil.token)          # what the pupil's page is sent
>>> room.submit(pupil.seat, pupil.token, "AS", seen.status.moves - 1)
Traceback (most recent call last):
...
cardrules.rooms.errors.StaleMoveError: The table changed before your move arrived (...): look at the table again...
>>> after = room.submit(pupil.seat, pupil.token, seen.view.legal_moves[0], seen.status.moves)
>>> after.moves == seen.status.moves + 1
True
"""

from __future__ import annotations

from cardrules.rooms import text  # noqa: F401 - registers the rooms' messages
from cardrules.rooms.codes import (
    ALPHABET,
    CODES,
    MAX_BAD_CODES,
    new_code,
    qr_png_data_uri,
    qr_svg,
    read_code,
    room_link,
    shown,
)
from cardrules.rooms.errors import (
    NotSeatedError,
    NotTeacherError,
    RoomClosedError,
    RoomCodeError,
    RoomError,
    RoomFullError,
    RoomMoveError,
    SeatTakenError,
    StaleMoveError,
    StoreUnavailableError,
    TooManyAttemptsError,
    VersionConflict,
)
from cardrules.rooms.follow import RoomFollower
from cardrules.rooms.room import BOT_LEVELS, Room, RoomStatus, SeatView, Ticket, find_room, open_room
from cardrules.rooms.store import IDLE_SECONDS, RoomStore, SqliteStore, data_folder, open_store

__all__ = [
    "ALPHABET", "BOT_LEVELS", "CODES", "IDLE_SECONDS", "MAX_BAD_CODES", "NotSeatedError", "NotTeacherError", "Room",
    "RoomClosedError", "RoomCodeError", "RoomError", "RoomFollower", "RoomFullError", "RoomMoveError", "RoomStatus",
    "RoomStore", "SeatTakenError", "SeatView", "SqliteStore", "StaleMoveError", "StoreUnavailableError", "Ticket",
    "TooManyAttemptsError", "VersionConflict", "data_folder", "find_room", "new_code", "open_room", "open_store",
    "qr_png_data_uri", "qr_svg", "read_code", "room_link", "shown",
]
