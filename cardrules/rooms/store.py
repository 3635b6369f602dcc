"""Where rooms live, outside every kernel: the interface, the SQLite store (the default) and the setting.

A store keeps, for each room code, one JSON document (the room: its game's save, seats, the teacher's switches) and
a version number that every change raises by one. Every change is a compare-and-set of the whole document against
the version read (:meth:`RoomStore.replace`): it lands whole, or not at all and :class:`VersionConflict` says so.
That one primitive is enough for everything a room does (a move appended against the move count the player saw, a
seat taken, an undo), and it is what makes two kernels racing safe.

A kernel learns of a change by reading the version (:meth:`RoomStore.version`, one indexed read): polling it is
the SQLite store's way, and Redis may also push it (:meth:`RoomStore.wait`).

Which store: the setting ``CARDRULES_ROOMS`` (:func:`open_store`), unset for SQLite in the app's data folder
(``CARDRULES_DATA``, else the platform's data folder), ``sqlite:///path/to/rooms.sqlite3`` for another file, or
``redis://host:port/db`` for Redis (:class:`cardrules.rooms.redis_store.RedisStore`).
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import sys
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardrules.errors import brief
from cardrules.rooms.errors import RoomCodeError, RoomError, StoreUnavailableError, VersionConflict

SETTING = "CARDRULES_ROOMS"
DATA_SETTING = "CARDRULES_DATA"
FILE_NAME = "rooms.sqlite3"

IDLE_SECONDS = 3600
"""A room nobody changes for this long closes itself (read as closed from then on)."""

KEEP_SECONDS = 24 * 3600
"""How long a room is kept after it was last changed (closed or not), so that a late pupil reads "closed" rather
than "no such room"; then its entries are removed (Redis: the keys' expiry; SQLite: :meth:`SqliteStore.sweep`)."""

ATTEMPT_WINDOW = 60
"""Seconds over which a client's wrong codes are counted."""

Clock = Callable[[], float]


def client_key(client: str) -> str:
    """A client's name (a kernel id, an address) as a fixed-size key: whatever a client sends, it names one
    counter and nothing else in the store."""
    return hashlib.sha256(str(client).encode("utf-8", "surrogatepass")).hexdigest()[:32]


class RoomStore(ABC):
    """Rooms by code: documents with a version, changed only by compare-and-set, and per-client attempt counters.

    Codes given to a store are already read by :func:`cardrules.rooms.codes.read_code` (only its characters), and
    every entry of a room is under its code: no call with one room's code reads or writes another's.
    """

    clock: Clock

    @abstractmethod
    def create(self, code: str, doc: dict[str, Any]) -> bool:
        """Store a new room at version 1; ``False`` (nothing written) when the code is in use already."""

    @abstractmethod
    def read(self, code: str) -> tuple[int, dict[str, Any]]:
        """The room's version and document; :class:`RoomCodeError` (``unknown``) when there is none."""

    @abstractmethod
    def replace(self, code: str, version: int, doc: dict[str, Any]) -> int:
        """Write ``doc`` if the room is still at ``version``, and return the new version; otherwise
        :class:`VersionConflict` and nothing written."""

    @abstractmethod
    def version(self, code: str) -> int:
        """The room's version now (0 when there is no such room): what a kernel polls to learn of a change."""

    @abstractmethod
    def note_bad_code(self, client: str) -> int:
        """Count one wrong code from ``client`` in the current window; return the count so far in it."""

    @abstractmethod
    def bad_codes(self, client: str) -> int:
        """The wrong codes counted for ``client`` in the current window."""

    @abstractmethod
    def close(self) -> None:
        """Let go of the connection (the rooms stay in the store)."""

    def wait(self, code: str, since: int, timeout: float, poll: float = 0.05) -> int:
        """Wait until the room's version differs from ``since`` or ``timeout`` seconds pass; return the version.
        This default polls; a store that can be told of a change overrides it."""
        deadline = time.monotonic() + timeout
        while True:
            now = self.version(code)
            if now != since or time.monotonic() >= deadline:
                return now
            time.sleep(min(poll, max(0.0, deadline - time.monotonic())))

    def __enter__(self) -> RoomStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _dump(doc: dict[str, Any]) -> str:
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False)


def data_folder() -> Path:
    """The app's data folder: ``CARDRULES_DATA`` if set, else the platform's (``$XDG_DATA_HOME/cardrules`` or
    ``~/.local/share/cardrules`` on Linux, ``~/Library/Application Support/cardrules`` on macOS,
    ``%LOCALAPPDATA%\\cardrules`` on Windows)."""
    given = os.environ.get(DATA_SETTING)
    if given:
        return Path(given)
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local") / "cardrules"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "cardrules"
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "cardrules"


class SqliteStore(RoomStore):
    """Rooms in one SQLite file in WAL mode (readers never wait for the writer; each kernel its own connection):
    started by nothing, shared by every kernel of one machine. A compare-and-set is one ``UPDATE ... WHERE
    version = ?`` (a transaction of its own); a busy file is waited for up to ``busy_seconds``."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *, clock: Clock = time.time,
                 busy_seconds: float = 5.0) -> None:
        self.path = Path(path) if path is not None else data_folder() / FILE_NAME
        self.clock = clock
        self._lock = threading.Lock()  # one connection, used by one thread at a time
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, timeout=busy_seconds, isolation_level=None,
                                       check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")  # WAL: durable at checkpoints, never corrupt
            self._db.executescript("""
                CREATE TABLE IF NOT EXISTS rooms (code TEXT PRIMARY KEY, version INTEGER NOT NULL,
                                                  doc TEXT NOT NULL, changed REAL NOT NULL);
                CREATE TABLE IF NOT EXISTS bad_codes (client TEXT NOT NULL, window INTEGER NOT NULL,
                                                      count INTEGER NOT NULL, PRIMARY KEY (client, window));
            """)
        except (OSError, sqlite3.Error) as err:
            raise StoreUnavailableError(detail=f"{self.path}: {brief(str(err))}") from None

    def _run(self, sql: str, params: tuple[Any, ...] = ()) -> sqlite3.Cursor:
        try:
            with self._lock:
                return self._db.execute(sql, params)
        except sqlite3.Error as err:
            raise StoreUnavailableError(detail=f"{self.path.name}: {brief(str(err))}") from None

    def create(self, code: str, doc: dict[str, Any]) -> bool:
        cur = self._run("INSERT OR IGNORE INTO rooms (code, version, doc, changed) VALUES (?, 1, ?, ?)",
                        (code, _dump(doc), self.clock()))
        self.sweep()  # a room opened clears the rooms abandoned long ago: the file does not grow term after term
        return cur.rowcount == 1

    def read(self, code: str) -> tuple[int, dict[str, Any]]:
        row = self._run("SELECT version, doc FROM rooms WHERE code = ?", (code,)).fetchone()
        if row is None:
            raise RoomCodeError("unknown", code=code)
        return int(row[0]), json.loads(row[1])

    def replace(self, code: str, version: int, doc: dict[str, Any]) -> int:
        cur = self._run("UPDATE rooms SET version = version + 1, doc = ?, changed = ? WHERE code = ? AND version = ?",
                        (_dump(doc), self.clock(), code, version))
        if cur.rowcount != 1:
            raise VersionConflict(code=code)
        return version + 1

    def version(self, code: str) -> int:
        row = self._run("SELECT version FROM rooms WHERE code = ?", (code,)).fetchone()
        return 0 if row is None else int(row[0])

    def _window(self) -> int:
        return int(self.clock() // ATTEMPT_WINDOW)

    def note_bad_code(self, client: str) -> int:
        row = self._run("INSERT INTO bad_codes (client, window, count) VALUES (?, ?, 1) ON CONFLICT (client, window) "
                        "DO UPDATE SET count = count + 1 RETURNING count", (client_key(client), self._window()))
        count = int(row.fetchone()[0])
        self._run("DELETE FROM bad_codes WHERE window < ?", (self._window() - 1,))
        return count

    def bad_codes(self, client: str) -> int:
        row = self._run("SELECT count FROM bad_codes WHERE client = ? AND window = ?",
                        (client_key(client), self._window())).fetchone()
        return 0 if row is None else int(row[0])

    def sweep(self) -> int:
        """Remove the rooms last changed more than :data:`KEEP_SECONDS` ago; return how many."""
        return self._run("DELETE FROM rooms WHERE changed < ?", (self.clock() - KEEP_SECONDS,)).rowcount

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __repr__(self) -> str:
        return f"SqliteStore({str(self.path)!r})"


def open_store(setting: str | None = None, *, clock: Clock = time.time) -> RoomStore:
    """The store the setting names (default: the environment's ``CARDRULES_ROOMS``): unset or empty for SQLite in
    the data folder, ``sqlite:///<file>``, or ``redis://...`` (``rediss://`` with TLS)."""
    setting = os.environ.get(SETTING, "") if setting is None else setting
    if not setting:
        return SqliteStore(clock=clock)
    if setting.startswith("sqlite:///"):
        return SqliteStore(setting[len("sqlite:///"):] or None, clock=clock)
    if setting.startswith(("redis://", "rediss://", "unix://")):
        from cardrules.rooms.redis_store import RedisStore

        return RedisStore(setting, clock=clock)
    raise RoomError("store_setting", setting=brief(setting))
