"""A state's log (its moves and events) as a persistent linked log, and the log as one seat may read it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from cardrules.events import Event, LaterEvents

if TYPE_CHECKING:
    from cardrules.state import GameState

LOG_EVERY = 64
"""Steps after which a log made step by step (:meth:`Log.then`) makes its tuples. Until then each step's link keeps
the link before it, back to the last one whose tuples are made (the tuples are made on first use: random play and
Monte Carlo rollouts mostly never read them). Making them now and then bounds that chain, for a copy of the log each
time: measured in random play, against 16 and never, 64 was as fast as either in every game, and clearly faster than
never in Tablanette and Packs."""


class Log:
    """A state's log: the moves played (:attr:`history`) and the events they made (:attr:`events`), as a persistent
    linked list. A state made by a move holds a new link, ``before.then(moves, added)``: the link before it and the
    moves and events of this one step, so a move costs one small object instead of a copy of the whole log (copying
    it at every move was a third of a move's cost in a long game). The two tuples are made when first read, and
    kept: the link then forgets the links before it (it stands for the same log). Links hold moves and events only,
    never a state, so a state nothing else holds is freed at once.

    Two logs are equal when their moves and events are; a log is pickled as its two tuples."""

    __slots__ = ("before", "moves", "added", "depth", "_history", "_events")

    _history: tuple[Any, ...]
    _events: tuple[Event, ...]
    """The two tuples, set once made (``depth`` 0)."""

    def __init__(self, before: Log | None, moves: tuple[Any, ...], added: tuple[Event, ...] | LaterEvents,
                 depth: int) -> None:
        self.before = before
        """The link before this step (``None`` once this link's tuples are made)."""
        self.moves = moves
        """The moves of this step: one, or none for a step the game takes itself (a deal, a deal's end)."""
        self.added = added
        """The events of this step, or a :class:`LaterEvents` that makes them when read."""
        self.depth = depth
        """Links since the last one whose tuples are made: 0 when this one's are."""

    @classmethod
    def of(cls, history: Sequence[Any] = (), events: Iterable[Event] = ()) -> Log:
        """The log of a start position (no move yet, ``events`` the deal's), or any log given whole."""
        log = cls(None, tuple(history), tuple(events), 0)
        log._history, log._events = log.moves, log.added  # type: ignore[assignment]
        return log

    def then(self, moves: tuple[Any, ...], added: Sequence[Event] | LaterEvents) -> Log:
        """This log followed by one step: its ``moves`` and the events ``added``."""
        depth = self.depth + 1
        log = Log(self, moves, added if type(added) is tuple or isinstance(added, LaterEvents) else tuple(added),
                  depth)
        if depth >= LOG_EVERY:
            log._make()
        return log

    @property
    def history(self) -> tuple[Any, ...]:
        """The moves played, in order."""
        if self.depth:
            self._make()
        return self._history

    @property
    def events(self) -> tuple[Event, ...]:
        """The events, in order."""
        if self.depth:
            self._make()
        return self._events

    @property
    def made(self) -> tuple[Event, ...] | None:
        """The events if their tuple is made already, else ``None`` (nothing is made)."""
        return None if self.depth else self._events

    def _make(self) -> None:
        """Make both tuples from the steps since the last link whose tuples are made, and forget the links before."""
        steps: list[Log] = []
        link = self
        while link.depth:  # a loop: a chain may be long
            steps.append(link)
            before = link.before
            assert before is not None  # a link whose tuples are not made has one before it
            link = before
        steps.reverse()
        self._history = link._history + tuple(m for step in steps for m in step.moves)
        self._events = link._events + tuple(e for step in steps for e in step.added)
        self.before = None
        self.depth = 0

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Log):
            return NotImplemented
        return self is other or (self.history == other.history and self.events == other.events)

    def __hash__(self) -> int:
        return hash((self.history, self.events))

    def __repr__(self) -> str:
        return f"Log(history={self.history!r}, events={self.events!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return Log.of, (self.history, self.events)


EMPTY_LOG = Log.of()
"""The log of nothing yet (a default: a log is never changed)."""


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


class _Public(SeenLog):
    """The log of a game whose every event and move is public, as every seat reads it: the state's own
    :class:`Log`, whose tuples are made when read."""

    __slots__ = ()

    def events(self) -> tuple[Event, ...]:
        log: Log = self.link  # type: ignore[assignment]
        return log.events


def public_log(state: GameState) -> SeenLog:
    """The log of a game whose every event and move is public (Tablanette, 9 Peak), as every seat reads it: the
    state's :class:`Log`, made only when read. A bot reads a view at every decision: making or copying the log each
    time was a good part of a decision late in a game."""
    return _Public(state.log)  # type: ignore[arg-type]


def seen_log(state: GameState, seat: int | None) -> SeenLog:
    """The log as ``seat`` may read it, each event meant for another seat alone masked (:meth:`Event.masked_for`).

    An event meant for one seat is masked the same for every other seat (and a spectator), so the log is masked once
    for all of them: the spectator's log, in pieces (:class:`SeenLog`), each piece without a private event the very
    tuple of events the state's step added, and beside it each seat's own private events and their places, which its
    :class:`SeenLog` puts back when read. Kept in the state's cache (``_seen_masked``) and handed on to the states made
    from it (``_advance`` and ``_evolve`` hand its cache on), so that a view masks only the events of the steps since
    the last view of any seat, and builds nothing: masking the whole log at every view was most of a bot's decision
    in a long deal, and masking it once per seat most of a view's cost (see :func:`_seen_now`)."""
    entry = state._cache.get("_seen_masked")
    log = state.log
    if entry is None or entry[0] is not log:
        entry = _seen_now(state, entry, log)
    owns = entry[5]
    if seat is not None and 0 <= seat < len(owns):
        return SeenLog(entry[4], owns[seat])
    return SeenLog(entry[4])


def _seen_now(state: GameState, entry: Any, link: Any) -> Any:
    """The masked log of :func:`seen_log` brought up to ``state``'s log and kept in its cache: ``(link, count, last,
    depth, before, owns)``, ``link`` the state's :class:`Log` it was made at, ``count`` and ``last`` how
    many events it holds and the last of them, ``depth`` its links since the last join, ``before`` its chain of
    pieces, and ``owns`` per seat the pairs ``(index, event)`` of its own private events. The steps since are found by
    walking the state's log back to the link the entry was made at, each link made for its step alone; where the
    log's tuples were made since, by counting the events masked then."""
    marker = entry[0] if entry is not None else None
    steps: list[Any] = []  # what each step since added, newest first
    walk = link
    while walk is not marker and walk.depth:  # back to the entry's link, or to one whose tuples are made
        steps.append(walk.added)
        walk = walk.before
    steps.reverse()
    before: Any = None
    count, last, depth = 0, None, 0
    owns: tuple[tuple[tuple[int, Event], ...], ...] = ()
    if entry is not None and walk is marker:
        _, count, last, depth, before, owns = entry  # the steps since the entry
        new = steps
    else:
        built = walk._events  # the whole log up to ``walk``
        new = [built, *steps]
        if entry is not None:
            # the log was made whole since the entry was made: the events after those it masked then
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
    entry = state._cache["_seen_masked"] = (link, count, last, depth, before, owns)
    return entry


