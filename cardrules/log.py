"""A state's log (its moves and events) as the states made by moves keep it, and the log as one seat may read it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardrules.events import Event

if TYPE_CHECKING:
    from cardrules.state import GameState

LOG_EVERY = 64
"""Steps after which a state made by ``GameState._advance`` builds its log. Until its log is built, a state keeps
the links of the log back to the last state that built it (the log is built on first use: random play and Monte
Carlo rollouts mostly never read it). Building it now and then bounds that chain, for a copy of the log each time:
measured in random play when the chain still held the states themselves, against 16 and never, 64 was as fast as
either in every game, and clearly faster than never in Tablanette and Packs."""


class SeenLog:
    """A log as one seat may read it, kept in pieces and joined when read (:meth:`events`): ``link`` is a chain of
    pairs ``(before, pieces)`` (``before`` the pair before, or None), each piece a tuple of events or a
    :class:`LaterEvents` of a game whose log is public; ``own`` the seat's own private events, as pairs ``(index,
    event)``, that stand in the joined log for the masked events at those places. Holds only events the seat may
    read: views keep one for their ``events``."""

    __slots__ = ("link", "own")

    def __init__(self, link: tuple[Any, ...], own: tuple[tuple[int, Event], ...] = ()) -> None:
        self.link = link
        self.own = own

    def events(self) -> tuple[Event, ...]:
        out = _joined(self.link)
        if self.own:
            events = list(out)
            for i, e in self.own:
                events[i] = e
            return tuple(events)
        return out


def _joined(link: tuple[Any, ...] | None) -> tuple[Event, ...]:
    chain: list[tuple[Any, ...]] = []
    while link is not None:  # a loop: a chain may be long
        chain.append(link[1])
        link = link[0]
    out: list[Event] = []
    for pieces in reversed(chain):
        for piece in pieces:
            out += piece
    return tuple(out)


def seen_events(log: SeenLog, name: str) -> tuple[Event, ...]:
    """A view's ``events`` from its :class:`SeenLog` (a ``make`` of :meth:`GameState._view_later`)."""
    return log.events()


_SEEN_DEPTH = 64
"""Links of a seen log after which :func:`seen_log` joins them into one (bounds the chain's length, for a copy of the
log each time, as :data:`LOG_EVERY` bounds the state's)."""


class _Steps(SeenLog):
    """The log of a game whose every event and move is public, as the state keeps it: its chain of steps
    (``GameState._advance``), or its built log. Joined when read."""

    __slots__ = ()

    def events(self) -> tuple[Event, ...]:
        link = self.link
        if link[0] is None:
            return tuple(link[2])  # a built log: (None, history, events)
        steps: list[Any] = []
        while link[0] is not None:  # a loop: back to the first link, which holds a built log
            steps.append(link[2])
            link = link[0]
        out = list(link[2])
        for added in reversed(steps):
            out += added
        return tuple(out)


def public_log(state: GameState) -> SeenLog:
    """The log of a game whose every event and move is public (Tablanette, 9 Peak), as every seat reads it: the
    chain of steps the state keeps it in (``GameState._advance``), joined only when read. A bot reads a view at every
    decision: building or copying the log each time was a good part of a decision late in a game."""
    fields = state.__dict__
    link = fields.get("_log")
    return _Steps(link if link is not None else (None, (), state.events))


def seen_log(state: GameState, seat: int | None) -> SeenLog:
    """The log as ``seat`` may read it, each event meant for another seat alone masked (:meth:`Event.masked_for`).

    An event meant for one seat is masked the same for every other seat (and a spectator), so the log is masked once
    for all of them: the spectator's log, in pieces (:class:`SeenLog`), each piece without a private event the very
    tuple of events the state's step added, and beside it each seat's own private events and their places, which its
    :class:`SeenLog` puts back when read. Kept in the state (``_seen_masked``) and handed on to the states made from it
    (``_advance`` and ``_evolve`` copy a state's attributes), so that a view masks only the events of the steps since
    the last view of any seat, and builds nothing: masking the whole log at every view was most of a bot's decision
    in a long deal, and masking it once per seat most of a view's cost (see :func:`_seen_now`)."""
    fields = state.__dict__
    entry = fields.get("_seen_masked")
    link = fields.get("_log")
    if entry is None or link is None or entry[0] is not link:
        entry = _seen_now(state, entry, link)
    owns = entry[5]
    if seat is not None and 0 <= seat < len(owns):
        return SeenLog(entry[4], owns[seat])
    return SeenLog(entry[4])


def _seen_now(state: GameState, entry: Any, link: Any) -> Any:
    """The masked log of :func:`seen_log` brought up to ``state``'s log and kept in it: ``(link, count, last, depth,
    before, owns)``, ``link`` the state's chain of steps it was made at (``_advance``), ``count`` and ``last`` how
    many events it holds and the last of them, ``depth`` its links since the last join, ``before`` its chain of
    pieces, and ``owns`` per seat the pairs ``(index, event)`` of its own private events. The steps since are found by
    walking the state's chain of steps back to the one the entry was made at, each link a tuple made for its step
    alone; where the log was built since, by counting the events masked then."""
    fields = state.__dict__
    marker = entry[0] if entry is not None else None
    steps: list[Any] = []  # what each step since added, newest first
    walk = link
    while walk is not None and walk is not marker and walk[0] is not None:
        steps.append(walk[2])
        walk = walk[0]
    steps.reverse()
    before: Any = None
    count, last, depth = 0, None, 0
    owns: tuple[tuple[tuple[int, Event], ...], ...] = ()
    if entry is not None and walk is not None and walk is marker:
        _, count, last, depth, before, owns = entry  # the steps since the entry
        new = steps
    else:
        built = walk[2] if walk is not None else fields.get("events")
        if built is None:
            built = state.events
        new = [built, *steps]
        if entry is not None:
            # the log was built since the entry was made: the events after those it masked then
            _, count, last, depth, before, owns = entry
            if count <= len(built) and (count == 0 or built[count - 1] is last):
                new[0] = built[count:]
            else:
                before, count, last, depth, owns = None, 0, None, 0, ()
    pieces: tuple[tuple[Event, ...], ...] = ()
    for piece in new:
        if piece:
            last = piece[-1]  # the state's own event (a private one's masked twin is not in its log)
            for e in piece:
                if e.visible_to is not None:  # (rare) a piece with a private event: masked, and kept for its seat
                    masked: list[Event] = []
                    for i, e in enumerate(piece, count):
                        seat = e.visible_to
                        if seat is not None:
                            if type(seat) is int and seat >= 0:
                                if seat >= len(owns):
                                    owns += ((),) * (seat + 1 - len(owns))
                                owns = (*owns[:seat], (*owns[seat], (i, e)), *owns[seat + 1:])
                            e = e.masked_for(None)
                        masked.append(e)
                    piece = tuple(masked)
                    break
            count += len(piece)
            pieces += (piece,)
    if pieces or before is None:
        depth += 1
        before = (None, (_joined((before, pieces)),)) if depth >= _SEEN_DEPTH else (before, pieces)
        if depth >= _SEEN_DEPTH:
            depth = 0
    entry = fields["_seen_masked"] = (link, count, last, depth, before, owns)
    return entry


