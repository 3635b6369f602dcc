"""What a page's table follows: one room as one pupil's seat, or as the teacher's projector, sees it.

A table view does not read the store itself: it holds a :class:`RoomFollower` and observes it. ``refresh()`` reads
the room only when its version moved (one indexed read otherwise), plays the bots' moves that are due (any kernel
that notices first, see :mod:`cardrules.rooms.room`), and hands the new :class:`SeatView` to every observer;
``play(move)`` sends a move with the move count of the table last shown, so a pupil never plays on a table they
have not seen. The page calls ``refresh`` on a beat (a ``Play`` widget's timer, as the table's autoplay) or from a
thread that waits on the store (:meth:`RoomFollower.wait`: polling for SQLite, told at once by Redis).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardrules.rooms.room import Room, RoomStatus, SeatView, Ticket

Observer = Callable[[SeatView], None]


class RoomFollower:
    """One room as ``ticket``'s seat sees it, or (no ticket) as the projector shows it to ``teacher``."""

    def __init__(self, room: Room, *, ticket: Ticket | None = None, teacher: str | None = None) -> None:
        self.room = room
        self.ticket = ticket
        self.teacher = teacher
        self.shown: SeatView | None = None
        """The room as last handed to the observers (``None`` before the first refresh)."""
        self._observers: list[Observer] = []

    def observe(self, observer: Observer) -> None:
        """Call ``observer(seat_view)`` whenever the room changes (and at once if it was read already)."""
        self._observers.append(observer)
        if self.shown is not None:
            observer(self.shown)

    def _read(self) -> SeatView:
        if self.ticket is not None:
            return self.room.view_for(self.ticket.seat, self.ticket.token)
        return self.room.table_view(self.teacher)

    def refresh(self) -> SeatView | None:
        """Read the room if it changed since it was last shown, after playing the bots due; the new view (also
        handed to the observers), or ``None`` when nothing changed. While a bot is to move, every refresh looks
        again (a kernel that claimed the move may have gone)."""
        shown = self.shown
        if shown is not None and self.room.version() == shown.status.version:
            status = shown.status
            if not (status.can_move and status.to_move is not None and status.seats[status.to_move] == "bot"):
                return None
            if not self.room.play_bots(teacher=self.teacher) and self.room.version() == status.version:
                return None
        else:
            self.room.play_bots(teacher=self.teacher)  # read below with everything else
        seen = self._read()
        self.shown = seen
        for observer in list(self._observers):
            observer(seen)
        return seen

    def wait(self, timeout: float) -> SeatView | None:
        """Wait up to ``timeout`` seconds for the room to change, then :meth:`refresh`."""
        since = self.shown.status.version if self.shown is not None else 0
        self.room.wait(since, timeout)
        return self.refresh()

    def play(self, move: Any) -> RoomStatus:
        """Send ``move`` for this seat, chosen on the table last shown; a :class:`~cardrules.rooms.RoomError` says
        why not (stale: the table changed meanwhile, and the observers are shown it). Then the bots' moves due."""
        if self.ticket is None:
            raise ValueError("the projector has no seat to play")
        seen = self.shown.status.moves if self.shown is not None else 0
        try:
            status = self.room.submit(self.ticket.seat, self.ticket.token, move, seen)
        except Exception:
            self.refresh()
            raise
        self.refresh()
        return status
