"""A shared room: one game played by a class, each pupil from their own kernel, through a store.

The room's game *is* its save: the document in the store holds the game's save (``GameState.to_dict``: the rules,
the start position, the moves), and every kernel builds the state from it by replaying the moves through the engine
(only the new moves, when it read the room before). Beside the save: the seats (open, held by a pupil's token, or
played by a bot), the computer's level, and the teacher's switches (started, paused, hands revealed on the
projector, a deal's result shown until the next deal, closed).

Every change is one compare-and-set of the whole document against the version read (:meth:`Room._change`). A move
is appended only after the engine accepted it on the state after ``seen_moves`` moves, the count the player's screen
showed: two moves sent at once both read version *v*, one lands, the other's compare-and-set fails, and read again
it finds more moves than its player saw and is refused as stale. Nothing is ever half-written.

**Bots.** A bot seat's move is worked out by whichever kernel notices first that it is due (any pupil's kernel, or
the teacher's, calling :meth:`Room.play_bots` after each change it sees): each bot decision is seeded by the room, the
move number and the seat, so every kernel works out the *same* move, and the compare-and-set lets exactly one of them
append it. A room opened with ``bots_by="teacher"`` has its bots played by the teacher's kernel only.

**Secrets.** A pupil holds a seat by a token (``secrets.token_urlsafe``) that only their page keeps; the store keeps
its SHA-256 with the room's code, so a token of one room means nothing in another, and nothing read from the store
or a link gives a seat away. The teacher's controls take the teacher's token in the same way.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from dataclasses import dataclass
from typing import Any

from cardrules.errors import IllegalMoveError, brief
from cardrules.i18n import t
from cardrules.protocol import Seat, View
from cardrules.rooms.codes import MAX_BAD_CODES, new_code, read_code, shown
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
from cardrules.rooms.store import IDLE_SECONDS, RoomStore

BOT_LEVELS = ("random", "heuristic", "monte_carlo")
"""The computer's levels a teacher picks from: random moves, the game's heuristic player, the Monte Carlo player."""

MONTE_CARLO_SIMULATIONS = 200
"""Rollouts of the strong level's decision: a fixed count, not a time budget, so that every kernel works out the
same move (see the module's notes on bots)."""

CLAIM_SECONDS = 30.0
"""How long a kernel's claim on a strong bot's move holds (the decision takes a second or two; a kernel that died
holding one delays the move this long at most)."""

RETRIES = 20
"""Compare-and-set attempts of one change before giving up (each failure means someone else changed the room; a
move stops at the first, as stale, so only a teacher's control or a seat taken can retry at all)."""


def _hash(code: str, token: str) -> str:
    return hashlib.sha256(f"cardrules-room:{code}:{token}".encode("utf-8", "surrogatepass")).hexdigest()


def _holds(doc_hash: object, code: str, token: object) -> bool:
    return (isinstance(doc_hash, str) and isinstance(token, str) and len(token) <= 200
            and hmac.compare_digest(doc_hash, _hash(code, token)))


@dataclass(frozen=True)
class Ticket:
    """What a pupil's page keeps to hold its seat (and gives back on reload): the room, the seat and the secret."""

    code: str
    seat: int
    token: str


@dataclass(frozen=True)
class RoomStatus:
    """What anyone in the room may know of it (no token, no card): what a page shows beside the table."""

    code: str
    game: str
    version: int
    moves: int
    """The number of moves made: what a player's move is checked against (``seen_moves``)."""
    seats: tuple[str, ...]
    """Each seat's kind: ``"open"``, ``"pupil"`` or ``"bot"``."""
    bot_level: str
    started: bool
    paused: bool
    reveal: bool
    deal_over: bool
    closed: str | None
    """``None`` while open, ``"closed"`` (by the teacher) or ``"expired"`` (an hour untouched)."""
    to_move: int | None
    is_over: bool

    @property
    def shown_code(self) -> str:
        return shown(self.code)

    @property
    def can_move(self) -> bool:
        """Whether a move may be made now (by the seat to move)."""
        return self.started and not (self.paused or self.deal_over or self.closed or self.is_over)


@dataclass(frozen=True)
class SeatView:
    """A room as one seat (or the projector) sees it: the room's status and the engine's view for the seat."""

    status: RoomStatus
    seat: int | None
    view: View


class Room:
    """A handle on one room in a store. It holds no secret and no state of its own beyond a replay kept to skip
    replaying the moves it has seen: every call reads the store, so handles in any number of kernels agree."""

    def __init__(self, store: RoomStore, code: str) -> None:
        self.store = store
        self.code = code
        self._replayed: tuple[tuple[str, ...], Any] | None = None
        self._kernel = secrets.token_hex(8)  # names this handle's claims on a bot's move (see play_bots)

    def __repr__(self) -> str:
        return f"Room({shown(self.code)!r}, {self.store!r})"

    # -- reading ---------------------------------------------------------------------------------------------------
    def _read(self) -> tuple[int, dict[str, Any]]:
        """The room now; a room untouched for :data:`IDLE_SECONDS` is closed on the way (by whichever reader sees
        it first)."""
        version, doc = self.store.read(self.code)
        if doc["closed"] is None and self.store.clock() - doc["touched"] > IDLE_SECONDS:
            try:
                version = self.store.replace(self.code, version, {**doc, "closed": "expired"})
                doc = {**doc, "closed": "expired"}
            except VersionConflict:
                return self._read()
        return version, doc

    def _state(self, doc: dict[str, Any]) -> Any:
        """The game's state from its save, replaying only the moves not replayed before by this handle."""
        from cardrules import GAMES

        moves = tuple(doc["save"]["moves"])
        kept = self._replayed
        if kept is not None and moves[:len(kept[0])] == kept[0]:
            state = kept[1]
            for move in moves[len(kept[0]):]:
                state = state.play(move)
        else:
            state = GAMES[doc["game"]].State.from_dict(doc["save"])
        self._replayed = (moves, state)
        return state

    def _status(self, version: int, doc: dict[str, Any], state: Any) -> RoomStatus:
        return RoomStatus(code=self.code, game=doc["game"], version=version, moves=len(doc["save"]["moves"]),
                          seats=tuple(s["kind"] for s in doc["seats"]), bot_level=doc["bot_level"],
                          started=doc["started"], paused=doc["paused"], reveal=doc["reveal"],
                          deal_over=doc["deal_over"], closed=doc["closed"], to_move=state.to_move,
                          is_over=state.is_over)

    def status(self) -> RoomStatus:
        version, doc = self._read()
        return self._status(version, doc, self._state(doc))

    def version(self) -> int:
        """The room's version now (one read): poll it, and read the room again when it changes."""
        return self.store.version(self.code)

    def wait(self, since: int, timeout: float) -> int:
        """Wait until the room's version is not ``since`` (or ``timeout`` seconds); return the version."""
        return self.store.wait(self.code, since, timeout)

    def view_for(self, seat: int, token: str) -> SeatView:
        """What the pupil holding ``seat`` is sent: the engine's ``view(seat)``, never open hands, whatever the
        projector shows. :class:`NotSeatedError` unless ``token`` holds that seat."""
        version, doc = self._read()
        self._check_seat(doc, seat, token)
        state = self._state(doc)
        return SeatView(self._status(version, doc, state), seat, state.view(seat))

    def table_view(self, teacher: str | None = None) -> SeatView:
        """The projector's table: a spectator's view, every hand face up only while the teacher reveals them and
        only for the teacher's own token (a pupil's page never gets open hands)."""
        version, doc = self._read()
        state = self._state(doc)
        open_hands = bool(doc["reveal"]) and _holds(doc["teacher"], self.code, teacher)
        return SeatView(self._status(version, doc, state), None, state.view(None, open_hands=open_hands))

    def is_teacher(self, teacher: object) -> bool:
        """Whether ``teacher`` is this room's teacher's token (a page that kept one, reloaded)."""
        _, doc = self._read()
        return _holds(doc["teacher"], self.code, teacher)

    def game_state(self) -> Any:
        """The game's state as the room's save replays it, for what any seat may read of it (a deal's scores, the
        move a pupil's picked cards mean, so that the engine words why it is refused): a page is never sent it whole,
        only what is made from it for its seat."""
        _, doc = self._read()
        return self._state(doc)

    def save_text(self, teacher: str) -> str:
        """The room's game as a saved-game file (:func:`cardrules.share.save_game`), what the table's Load opens:
        for the teacher only, since it holds every hand."""
        from cardrules.share import save_game

        _, doc = self._read()
        self._check_teacher(doc, teacher)
        return save_game(self._state(doc))

    # -- changing --------------------------------------------------------------------------------------------------
    def _change(self, change: Any) -> tuple[int, dict[str, Any]]:
        """Read the room, let ``change(doc, state)`` make the new document (or raise a :class:`RoomError`), and
        compare-and-set it; read again and retry when someone else changed the room in between."""
        for _ in range(RETRIES):
            version, doc = self._read()
            if doc["closed"]:
                raise RoomClosedError(doc["closed"], code=shown(self.code), minutes=IDLE_SECONDS // 60)
            new = change(doc, self._state(doc))
            new["touched"] = self.store.clock()
            try:
                return self.store.replace(self.code, version, new), new
            except VersionConflict:
                continue
        raise StoreUnavailableError(detail=t("room.error.conflict", code=shown(self.code)))

    def _check_seat(self, doc: dict[str, Any], seat: object, token: object) -> None:
        players = len(doc["seats"])
        if type(seat) is not int or not 0 <= seat < players:
            raise SeatTakenError("no_seat", seat=brief(seat), last=players - 1)
        if doc["seats"][seat]["kind"] != "pupil" or not _holds(doc["seats"][seat]["token"], self.code, token):
            raise NotSeatedError(seat=Seat(seat, players))

    def _check_teacher(self, doc: dict[str, Any], teacher: object) -> None:
        if not _holds(doc["teacher"], self.code, teacher):
            raise NotTeacherError(code=shown(self.code))

    def join(self, seat: int | None = None, token: str | None = None) -> Ticket:
        """Take ``seat`` (default: the first free one) and get its ticket. With the ``token`` of a seat held
        already (a reload, a laptop waking up), the same seat back with the same token; another token never gets
        a held seat."""
        fresh = secrets.token_urlsafe(16)
        taken: list[int] = []

        def change(doc: dict[str, Any], state: Any) -> dict[str, Any]:
            seats = doc["seats"]
            players = len(seats)
            if seat is not None and (type(seat) is not int or not 0 <= seat < players):
                raise SeatTakenError("no_seat", seat=brief(seat), last=players - 1)
            held = [i for i, s in enumerate(seats) if s["kind"] == "pupil" and _holds(s["token"], self.code, token)]
            if held and (seat is None or seat in held):
                taken.append(held[0] if seat is None else seat)
                raise _Back()
            wanted = seat if seat is not None else next((i for i, s in enumerate(seats) if s["kind"] == "open"), None)
            if wanted is None:
                raise RoomFullError(code=shown(self.code))
            kind = seats[wanted]["kind"]
            if kind == "pupil":
                raise SeatTakenError("taken", seat=Seat(wanted, players))
            if kind == "bot":
                raise SeatTakenError("bot_seat", seat=Seat(wanted, players))
            taken.append(wanted)
            new_seats = [dict(s) for s in seats]
            new_seats[wanted] = {"kind": "pupil", "token": _hash(self.code, fresh)}
            return {**doc, "seats": new_seats}

        try:
            self._change(change)
        except _Back:
            return Ticket(self.code, taken[-1], str(token))
        return Ticket(self.code, taken[-1], fresh)

    def submit(self, seat: int, token: str, move: Any, seen_moves: int) -> RoomStatus:
        """Play ``move`` (a move or its notation) for ``seat``, chosen on the table after ``seen_moves`` moves.
        It is appended only if the room has still that many moves and the engine accepts it there; otherwise a
        :class:`RoomError` says why (stale, illegal with the engine's reason, not the seat's turn, paused...) and
        the room is unchanged."""

        def change(doc: dict[str, Any], state: Any) -> dict[str, Any]:
            self._check_seat(doc, seat, token)
            now = len(doc["save"]["moves"])
            if type(seen_moves) is not int or seen_moves != now:
                raise StaleMoveError(seen=brief(seen_moves), now=now)
            self._check_can_move(doc, state)
            if state.to_move != seat:
                raise RoomMoveError("not_your_turn", seat=Seat(seat, state.players),
                                    to_move=Seat(state.to_move, state.players))
            try:
                after = state.play(move)
            except IllegalMoveError as err:
                raise RoomMoveError("illegal", move=brief(move) if not isinstance(move, str) else brief(move, 40),
                                    why=err.reason) from None
            return self._with_move(doc, state, after)

        version, doc = self._change(change)
        return self._status(version, doc, self._state(doc))

    def _check_can_move(self, doc: dict[str, Any], state: Any) -> None:
        if not doc["started"]:
            raise RoomMoveError("not_started")
        if doc["paused"]:
            raise RoomMoveError("paused")
        if doc["deal_over"]:
            raise RoomMoveError("deal_over")
        if state.is_over:
            raise RoomMoveError("game_over")

    @staticmethod
    def _with_move(doc: dict[str, Any], before: Any, after: Any) -> dict[str, Any]:
        """The document with the move that made ``after`` appended; the room stops on a deal's result (as the
        table does) until the teacher deals the next."""
        save = {**doc["save"], "moves": [*doc["save"]["moves"], str(after.history[-1])]}
        deal_over = not after.is_over and after.deal_number > before.deal_number
        return {**doc, "save": save, "deal_over": deal_over}

    # -- bots ------------------------------------------------------------------------------------------------------
    def bot_move(self, doc: dict[str, Any], state: Any) -> Any:
        """The move of the bot at the seat to move: the same in every kernel (seeded by the room, the move number
        and the seat)."""
        from cardrules import GAMES
        from cardrules.bots import RandomBot

        seat = state.to_move
        rng = random.Random(f"cardrules-room/{self.code}/{doc['seed']}/{len(doc['save']['moves'])}/{seat}")
        level = doc["bot_level"]
        bot: Any
        if level == "random":
            bot = RandomBot(rng)
        elif level == "monte_carlo":
            from cardrules.montecarlo import MonteCarloBot

            bot = MonteCarloBot(rng, simulations=MONTE_CARLO_SIMULATIONS)
        else:
            bot = GAMES[doc["game"]].HeuristicBot(rng)
        if getattr(bot, "plays_only_move", False) is True and len(state.legal_moves()) == 1:
            return state.legal_moves()[0]
        return bot.choose(state.view(seat))

    def play_bots(self, limit: int = 500, teacher: str | None = None) -> int:
        """Play the bots' moves that are due now (until a pupil's turn, a pause, a deal's end, or ``limit``), each
        appended by compare-and-set; a move another kernel appended first is simply not appended twice. Returns
        how many moves this call appended. In a room whose bots the teacher's kernel plays, only a call with the
        teacher's token plays.

        A strong bot's decision takes a while (Monte Carlo rollouts): there the kernel first claims the move (a
        compare-and-set of its own, held for :data:`CLAIM_SECONDS`), and the other kernels leave it alone while the
        claim holds, rather than every kernel of the room working out the same move at once; a claim whose kernel
        died runs out and the next kernel to look takes the move over."""
        played = 0
        for _ in range(limit):
            version, doc = self._read()
            state = self._state(doc)
            if (doc["closed"] or not doc["started"] or doc["paused"] or doc["deal_over"] or state.is_over
                    or doc["seats"][state.to_move]["kind"] != "bot"):
                break
            if doc["bots_by"] == "teacher" and not _holds(doc["teacher"], self.code, teacher):
                break
            if doc["bot_level"] == "monte_carlo":
                moves, now = len(doc["save"]["moves"]), self.store.clock()
                claim = doc.get("bot_claim")
                mine = isinstance(claim, dict) and claim.get("by") == self._kernel and claim.get("moves") == moves
                if not mine:
                    if isinstance(claim, dict) and claim.get("moves") == moves and claim.get("until", 0) > now:
                        break  # another kernel is working this move out
                    doc = {**doc, "bot_claim": {"by": self._kernel, "moves": moves, "until": now + CLAIM_SECONDS}}
                    try:
                        version = self.store.replace(self.code, version, doc)
                    except VersionConflict:
                        continue
            after = state.play(self.bot_move(doc, state))
            new = self._with_move(doc, state, after)
            new.pop("bot_claim", None)
            new["touched"] = self.store.clock()
            try:
                self.store.replace(self.code, version, new)
            except VersionConflict:
                continue  # someone else changed the room (perhaps made this very move): read it again
            played += 1
        return played

    # -- the teacher's controls ----------------------------------------------------------------------------------
    def _teacher_change(self, teacher: str, change: Any) -> RoomStatus:
        def checked(doc: dict[str, Any], state: Any) -> dict[str, Any]:
            self._check_teacher(doc, teacher)
            return dict(change(doc, state))

        version, doc = self._change(checked)
        return self._status(version, doc, self._state(doc))

    def start(self, teacher: str) -> RoomStatus:
        """Start the game: every seat no pupil took is played by the bots from now on."""
        return self._teacher_change(teacher, lambda doc, state: {
            **doc, "started": True,
            "seats": [s if s["kind"] != "open" else {"kind": "bot", "token": None} for s in doc["seats"]]})

    def set_bot_level(self, teacher: str, level: str) -> RoomStatus:
        """How the computer plays the seats no pupil holds (one of :data:`BOT_LEVELS`), picked by the teacher."""
        if level not in BOT_LEVELS:
            raise RoomError("bot_level", level=brief(level),
                            levels=", ".join(t(f"room.level.{name}") for name in BOT_LEVELS))
        return self._teacher_change(teacher, lambda doc, state: {**doc, "bot_level": level})

    def pause(self, teacher: str, paused: bool = True) -> RoomStatus:
        """Pause the game (no move, the bots' included, is accepted) or go on."""
        return self._teacher_change(teacher, lambda doc, state: {**doc, "paused": bool(paused)})

    def reveal(self, teacher: str, shown_: bool = True) -> RoomStatus:
        """Show every hand on the projector (the teacher's table view only), or hide them again."""
        return self._teacher_change(teacher, lambda doc, state: {**doc, "reveal": bool(shown_)})

    def next_deal(self, teacher: str) -> RoomStatus:
        """From a deal's result on to the next deal."""
        return self._teacher_change(teacher, lambda doc, state: {**doc, "deal_over": False})

    def close(self, teacher: str) -> RoomStatus:
        """Close the room: every page shows it closed; the game stays readable (its save) until the store drops
        it."""
        return self._teacher_change(teacher, lambda doc, state: {**doc, "closed": "closed"})

    def undo(self, teacher: str) -> RoomStatus:
        """Take back the last pupil's move and the bots' moves after it (the bots would only make theirs again),
        or the last move where no pupil has moved. The pupils' screens then hold a stale move count: their next
        move is refused as stale until they look at the table again."""

        def change(doc: dict[str, Any], state: Any) -> dict[str, Any]:
            from cardrules.share import iter_states

            moves = doc["save"]["moves"]
            if not moves:
                raise RoomMoveError("nothing_to_undo")
            movers = [s.to_move for s in iter_states(state)][:-1]
            keep = len(moves) - 1
            pupils = [i for i, seat in enumerate(movers) if doc["seats"][seat]["kind"] == "pupil"]
            if pupils:
                keep = pupils[-1]
            return {**doc, "save": {**doc["save"], "moves": moves[:keep]}, "deal_over": False}

        return self._teacher_change(teacher, change)


class _Back(Exception):
    """A seat given back to the token that holds it: no change to write."""


def open_room(store: RoomStore, game: str, *, seed: int, rules: Any = None, pupil_seats: Any = None,
              bot_level: str = "heuristic", bots_by: str = "any") -> tuple[Room, str]:
    """Open a room playing ``game`` (its name) dealt with ``seed`` under ``rules``; ``pupil_seats`` (default:
    every seat) are open to pupils, the others played by the bots at ``bot_level``. Returns the room and the
    teacher's token (which the teacher's page keeps: every control asks for it)."""
    from cardrules import GAMES
    from cardrules.share import check_seed

    module = GAMES[game]
    if bot_level not in BOT_LEVELS:
        raise RoomError("bot_level", level=brief(bot_level),
                        levels=", ".join(t(f"room.level.{level}") for level in BOT_LEVELS))
    state = module.new_game(rules, seed=check_seed(seed))
    players = state.players
    open_seats = set(range(players)) if pupil_seats is None else {int(s) for s in pupil_seats}
    teacher = secrets.token_urlsafe(16)
    now = store.clock()
    for _ in range(RETRIES):
        code = new_code()
        doc = {"game": game, "seed": seed, "save": state.to_dict(), "bot_level": bot_level,
               "bots_by": "teacher" if bots_by == "teacher" else "any", "teacher": _hash(code, teacher),
               "seats": [{"kind": "open" if s in open_seats else "bot", "token": None} for s in range(players)],
               "started": False, "paused": False, "reveal": False, "deal_over": False, "closed": None,
               "created": now, "touched": now}
        if store.create(code, doc):
            return Room(store, code), teacher
    raise StoreUnavailableError(detail="no free room code")  # pragma: no cover - 10^11 codes


def find_room(store: RoomStore, typed: object, *, client: str) -> Room:
    """The room a pupil's typed code names. ``client`` (the kernel, or the visitor's address) is allowed
    :data:`MAX_BAD_CODES` wrong codes a minute; after that every code is refused unread with
    :class:`TooManyAttemptsError`."""
    count = store.bad_codes(client)
    if count >= MAX_BAD_CODES:
        raise TooManyAttemptsError(count=count)
    try:
        code = read_code(typed)
    except RoomCodeError:
        store.note_bad_code(client)
        raise
    if store.version(code) == 0:
        store.note_bad_code(client)
        raise RoomCodeError("unknown", code=shown(code))
    return Room(store, code)
