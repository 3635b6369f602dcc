"""Shared rooms (issue 46) against both stores: SQLite always, Redis against a real ``redis-server`` that a fixture
starts on a free port (Debian's package, which ``make test`` installs; skipped only outside CI when it is missing).

Each test makes its store objects through ``stores()``: a call is a new kernel (or the app restarted), with its own
connection to the same file or server.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import os
import shutil
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import types
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from cardrules import GAMES
from cardrules.cards import Card
from cardrules.i18n import CATALOGUES, FALLBACKS, language
from cardrules.rooms import (
    ALPHABET,
    CODES,
    MAX_BAD_CODES,
    NotSeatedError,
    NotTeacherError,
    Room,
    RoomClosedError,
    RoomCodeError,
    RoomError,
    RoomFullError,
    RoomMoveError,
    SeatTakenError,
    SqliteStore,
    StaleMoveError,
    StoreUnavailableError,
    TooManyAttemptsError,
    find_room,
    new_code,
    open_room,
    open_store,
    qr_png_data_uri,
    qr_svg,
    read_code,
    room_link,
    shown,
)
from cardrules.rooms.store import IDLE_SECONDS, RoomStore
from cardrules.share import load_game

STORES = ("sqlite", "redis")


class Clock:
    """A clock the test moves: expiry and the attempt window without waiting."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real redis-server on a free port, in a folder of its own, gone at the end of the session."""
    server = shutil.which("redis-server")
    try:
        import redis
    except ImportError:
        redis = None  # type: ignore[assignment]
    if server is None or redis is None:
        if os.environ.get("CI"):
            pytest.fail("redis-server or the redis client is missing: `make test` installs both")
        pytest.skip("redis-server or the redis client is not installed (`make redis`)")
    port = _free_port()
    folder = tmp_path_factory.mktemp("redis")
    proc = subprocess.Popen([server, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                             "--dir", str(folder)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    client = redis.Redis.from_url(url)
    for _ in range(100):
        try:
            client.ping()
            break
        except redis.ConnectionError:
            time.sleep(0.05)
    else:
        proc.kill()
        pytest.fail("redis-server did not start")
    client.close()
    yield url
    proc.terminate()
    proc.wait(10)


@pytest.fixture(params=STORES)
def kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def stores(kind: str, tmp_path: Path, clock: Clock,
           request: pytest.FixtureRequest) -> Iterator[Callable[..., RoomStore]]:
    """``stores()``: a new store object (a new kernel's connection) on this test's file or server."""
    made: list[RoomStore] = []
    url = request.getfixturevalue("redis_url") if kind == "redis" else None

    def make(fake_clock: bool = True) -> RoomStore:
        if kind == "sqlite":
            store: RoomStore = SqliteStore(tmp_path / "rooms.sqlite3", clock=clock if fake_clock else time.time)
        else:
            from cardrules.rooms.redis_store import RedisStore

            store = RedisStore(str(url), clock=clock if fake_clock else time.time)
        made.append(store)
        return store

    yield make
    for store in made:
        with contextlib.suppress(Exception):
            store.close()


def two_pupils(store: RoomStore, game: str = "tablanette", seed: int = 7, **kw: Any) -> tuple[Room, str, list[Any]]:
    """A started room of ``game`` whose seats 0 and 1 are pupils' (any others bots)."""
    room, teacher = open_room(store, game, seed=seed, pupil_seats=[0, 1], **kw)
    tickets = [room.join(), room.join()]
    room.start(teacher)
    return room, teacher, tickets


def to_pupil(room: Room, teacher: str) -> Any:
    """Play the bots and deal on until a pupil is to move; the room's status then."""
    for _ in range(100):
        room.play_bots()
        status = room.status()
        if status.deal_over:
            room.next_deal(teacher)
            continue
        return status
    raise AssertionError("no pupil's turn")


def stored(room: Room) -> tuple[int, dict[str, Any]]:
    return room.store.read(room.code)


# --------------------------------------------------------------------------------------------- moves sent at once
def race(calls: list[Callable[[], Any]]) -> list[Any]:
    """Run the calls in threads released together; each one's result, or the RoomError it raised."""
    barrier = threading.Barrier(len(calls))
    outcome: list[Any] = [None] * len(calls)

    def run(i: int) -> None:
        barrier.wait()
        try:
            outcome[i] = calls[i]()
        except RoomError as err:
            outcome[i] = err

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    return outcome


def test_moves_sent_at_once_from_threads_exactly_one_lands(stores: Callable[..., RoomStore]) -> None:
    """Eight kernels (threads, each its own connection) send a move for the same turn at once, each a different
    legal move where there are enough: each round exactly one lands and the others are refused as stale."""
    room, teacher, tickets = two_pupils(stores())
    for _ in range(4):
        status = to_pupil(room, teacher)
        ticket = tickets[status.to_move]
        legal = room.view_for(ticket.seat, ticket.token).view.legal_moves
        kernels = [Room(stores(), room.code) for _ in range(8)]
        outcome = race([functools.partial(k.submit, ticket.seat, ticket.token, legal[i % len(legal)], status.moves)
                        for i, k in enumerate(kernels)])
        landed = [o for o in outcome if not isinstance(o, RoomError)]
        assert len(landed) == 1, outcome
        assert all(isinstance(o, StaleMoveError) and o.reason == "stale" for o in outcome if o is not landed[0])
        _, doc = stored(room)
        assert len(doc["save"]["moves"]) == status.moves + 1
        winner = outcome.index(landed[0])
        assert doc["save"]["moves"][-1] == str(legal[winner % len(legal)])


RACER = """
import json, os, sys, time
from cardrules.rooms import Room, RoomError, StaleMoveError, open_store
setting, code, seat, token, move, seen, go = sys.argv[1:]
room = Room(open_store(setting), code)
room.version()  # connected, as a kernel is before its pupil clicks
print("ready", flush=True)
while not os.path.exists(go):
    time.sleep(0.001)
try:
    room.submit(int(seat), token, move, int(seen))
    print("landed")
except StaleMoveError:
    print("stale")
except RoomError as err:
    print("refused", err.reason)
"""


def test_moves_sent_at_once_from_processes_exactly_one_lands(kind: str, stores: Callable[..., RoomStore],
                                                             tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """The same race between four processes (four kernels), each with its own store connection, released together
    once all are connected."""
    store = stores(fake_clock=False)
    setting = f"sqlite:///{tmp_path}/rooms.sqlite3" if kind == "sqlite" else request.getfixturevalue("redis_url")
    room, teacher, tickets = two_pupils(store)
    status = to_pupil(room, teacher)
    ticket = tickets[status.to_move]
    legal = [str(m) for m in room.view_for(ticket.seat, ticket.token).view.legal_moves]
    go = tmp_path / "go"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(__file__).resolve().parents[2]), *sys.path])}
    procs = [subprocess.Popen([sys.executable, "-c", RACER, setting, room.code, str(ticket.seat), ticket.token,
                               legal[i % len(legal)], str(status.moves), str(go)],
                              stdout=subprocess.PIPE, text=True, env=env) for i in range(4)]
    for p in procs:
        assert p.stdout is not None and p.stdout.readline().strip() == "ready"
    go.touch()
    results = sorted(p.communicate(timeout=60)[0].strip() for p in procs)
    assert results == ["landed", "stale", "stale", "stale"], results
    assert room.status().moves == status.moves + 1


def test_bots_played_by_racing_kernels_land_once_each(stores: Callable[..., RoomStore], tmp_path: Path) -> None:
    """Every seat a bot, two kernels playing the bots at once: every move is appended exactly once, and the game
    is the one a single kernel plays (each kernel works out the same move; the compare-and-set keeps one)."""
    store = stores()
    room, teacher = open_room(store, "spoil_five", seed=11, pupil_seats=[], rules=GAMES["spoil_five"].Rules(players=3))
    _, doc = stored(room)
    room.start(teacher)
    kernels = [Room(stores(), room.code) for _ in range(2)]
    played = [0, 0]

    def run(i: int) -> None:
        for _ in range(50):
            played[i] += kernels[i].play_bots()
            status = kernels[i].status()
            if status.is_over:
                return
            if status.deal_over:
                with contextlib.suppress(RoomError):
                    kernels[i].next_deal(teacher)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    final = room.status()
    assert final.is_over
    assert sum(played) == final.moves and all(played), played

    alone = SqliteStore(tmp_path / "alone.sqlite3")
    assert alone.create(room.code, {**doc, "started": True, "seats": [{"kind": "bot", "token": None}] * 3})
    single = Room(alone, room.code)
    while not single.status().is_over:
        single.play_bots()
        if single.status().deal_over:
            single.next_deal(teacher)
    assert stored(single)[1]["save"] == stored(room)[1]["save"]
    GAMES["spoil_five"].State.from_dict(stored(room)[1]["save"])  # the save replays


# ---------------------------------------------------------------------------------------- refusals as data
def test_illegal_stale_and_out_of_turn_moves_are_refused_with_their_reason(stores: Callable[..., RoomStore]) -> None:
    room, teacher, tickets = two_pupils(stores())
    status = to_pupil(room, teacher)
    me, other = tickets[status.to_move], tickets[1 - status.to_move]
    before = stored(room)
    state = GAMES["tablanette"].State.from_dict(before[1]["save"])
    hand = {c.code for c in state.hands[me.seat]}
    foreign = next(c for c in ("AS", "KH", "2C", "9D", "QS", "5H") if c not in hand)

    with pytest.raises(RoomMoveError) as illegal:
        room.submit(me.seat, me.token, foreign, status.moves)
    assert illegal.value.reason == "illegal"
    assert illegal.value.data["why"] == state.why_illegal(GAMES["tablanette"].parse_move(foreign))
    with pytest.raises(RoomMoveError) as garbled:
        room.submit(me.seat, me.token, "not a move", status.moves)
    assert garbled.value.reason == "illegal"
    with pytest.raises(StaleMoveError) as stale:
        room.submit(me.seat, me.token, state.legal_moves()[0], status.moves - 1)
    assert stale.value.data == {"seen": str(status.moves - 1), "now": status.moves}
    with pytest.raises(RoomMoveError) as turn:
        room.submit(other.seat, other.token, "AS", status.moves)
    assert turn.value.reason == "not_your_turn"
    with pytest.raises(NotSeatedError):
        room.submit(me.seat, other.token, state.legal_moves()[0], status.moves)
    with pytest.raises(NotTeacherError):
        room.undo(me.token)
    room.pause(teacher)
    with pytest.raises(RoomMoveError) as paused:
        room.submit(me.seat, me.token, state.legal_moves()[0], status.moves)
    assert paused.value.reason == "paused"
    assert room.play_bots() == 0
    room.pause(teacher, False)
    # nothing of any refusal was written: the save is as it was (only the pause switched on and off)
    assert stored(room)[1]["save"] == before[1]["save"]
    room.submit(me.seat, me.token, state.legal_moves()[0], status.moves)
    assert room.status().moves == status.moves + 1


def test_a_deal_stops_on_its_result_until_the_teacher_deals_the_next(stores: Callable[..., RoomStore]) -> None:
    room, teacher, tickets = two_pupils(stores(), rules=GAMES["tablanette"].Rules(target=200))
    for _ in range(200):
        status = room.status()
        if status.deal_over:
            break
        ticket = tickets[status.to_move]
        view = room.view_for(ticket.seat, ticket.token)
        room.submit(ticket.seat, ticket.token, view.view.legal_moves[0], status.moves)
    assert status.deal_over and not status.is_over
    ticket = tickets[status.to_move]
    move = room.view_for(ticket.seat, ticket.token).view.legal_moves[0]
    with pytest.raises(RoomMoveError) as over:
        room.submit(ticket.seat, ticket.token, move, status.moves)
    assert over.value.reason == "deal_over"
    assert room.next_deal(teacher).can_move
    room.submit(ticket.seat, ticket.token, move, status.moves)


def test_undo_takes_back_the_last_pupils_move_and_the_bots_after_it(stores: Callable[..., RoomStore]) -> None:
    store = stores()
    room, teacher = open_room(store, "spoil_five", seed=5, pupil_seats=[0], rules=GAMES["spoil_five"].Rules(players=3))
    me = room.join()
    room.start(teacher)
    status = to_pupil(room, teacher)
    assert status.to_move == me.seat
    saved = stored(room)[1]["save"]["moves"]
    view = room.view_for(me.seat, me.token)
    room.submit(me.seat, me.token, view.view.legal_moves[0], status.moves)
    room.play_bots()
    after = room.status()
    assert after.moves > status.moves + 1  # the two bots moved after the pupil
    undone = room.undo(teacher)
    assert undone.moves == status.moves and undone.to_move == me.seat
    assert stored(room)[1]["save"]["moves"] == saved
    with pytest.raises(StaleMoveError):  # a screen that showed the later table must look again
        room.submit(me.seat, me.token, view.view.legal_moves[0], after.moves)


# ------------------------------------------------------------------------------------------- seats and tokens
def test_a_reload_gets_the_seat_back_and_no_other_token_can(stores: Callable[..., RoomStore]) -> None:
    store = stores()
    room, teacher = open_room(store, "dudak", seed=3)
    first = room.join()
    again = Room(stores(), room.code).join(token=first.token)  # the page reloaded, in a new kernel
    assert again == first
    assert room.join(first.seat, first.token) == first
    second = room.join()
    assert second.seat != first.seat and second.token != first.token
    with pytest.raises(SeatTakenError) as taken:
        room.join(first.seat)
    assert taken.value.reason == "taken"
    with pytest.raises(SeatTakenError):
        room.join(first.seat, second.token)
    with pytest.raises(NotSeatedError):
        room.view_for(first.seat, second.token)
    with pytest.raises(NotSeatedError):
        room.view_for(first.seat, first.token + "x")
    with pytest.raises(SeatTakenError) as nowhere:
        room.join(9)
    assert nowhere.value.reason == "no_seat"
    # another room's token means nothing here, even for the same seat number
    other, _ = open_room(store, "dudak", seed=3)
    foreign = other.join(first.seat)
    with pytest.raises(NotSeatedError):
        room.view_for(first.seat, foreign.token)
    room.start(teacher)  # the seats nobody took are the bots'
    assert room.status().seats.count("pupil") == 2 and "open" not in room.status().seats
    with pytest.raises(RoomFullError):
        room.join()
    with pytest.raises(SeatTakenError) as bot:
        room.join(room.status().seats.index("bot"))
    assert bot.value.reason == "bot_seat"


def test_a_room_nobody_touches_for_an_hour_closes_itself(stores: Callable[..., RoomStore], clock: Clock) -> None:
    room, teacher, tickets = two_pupils(stores())
    status = to_pupil(room, teacher)
    clock.now += IDLE_SECONDS - 60
    ticket = tickets[status.to_move]
    room.submit(ticket.seat, ticket.token, room.view_for(ticket.seat, ticket.token).view.legal_moves[0], status.moves)
    clock.now += IDLE_SECONDS - 60  # touched by the move: still open
    assert room.status().closed is None
    clock.now += 120
    assert Room(stores(), room.code).status().closed == "expired"
    with pytest.raises(RoomClosedError) as closed:
        room.join()
    assert closed.value.reason == "expired"
    status = room.status()
    with pytest.raises(RoomClosedError):
        room.submit(0, tickets[0].token, "AS", status.moves)
    assert room.play_bots() == 0


def test_the_teacher_closes_the_room(stores: Callable[..., RoomStore]) -> None:
    room, teacher, tickets = two_pupils(stores())
    assert room.close(teacher).closed == "closed"
    with pytest.raises(RoomClosedError) as closed:
        room.pause(teacher)
    assert closed.value.reason == "closed"
    assert room.table_view(teacher).status.closed == "closed"  # the result stays readable


# --------------------------------------------------------------------------------------------- codes and tries
def test_codes_are_many_unpredictable_and_read_back_as_typed() -> None:
    assert CODES >= 10**9
    drawn = [new_code() for _ in range(4000)]
    assert len(set(drawn)) == len(drawn)
    counts = {c: 0 for c in ALPHABET}
    for code in drawn:
        assert len(code) == 8 and set(code) <= set(ALPHABET)
        for c in code:
            counts[c] += 1
    expected = len(drawn) * 8 / len(ALPHABET)
    assert all(abs(n - expected) < 6 * expected**0.5 for n in counts.values()), counts  # uniform, loosely
    assert not set("01ILO") & set(ALPHABET)
    code = drawn[0]
    assert read_code(shown(code).lower()) == code
    assert read_code(f" {code[:4]} {code[4:]} ") == code
    for bad in ("", code[:7], code + "2", code[:7] + "O", "*" * 8, "a:b:c:de", None, 12345678, "x" * 10_000):
        with pytest.raises(RoomCodeError) as err:
            read_code(bad)
        assert err.value.reason == "malformed"
    assert room_link(code, "tablanette.ipynb").endswith(f"?room={shown(code)}")


def test_wrong_codes_are_limited_per_client(stores: Callable[..., RoomStore], clock: Clock) -> None:
    store = stores()
    room, _ = open_room(store, "packs", seed=1)
    me, neighbour = f"kernel-{uuid.uuid4()}", f"kernel-{uuid.uuid4()}"
    assert find_room(store, shown(room.code), client=me).code == room.code
    for i in range(MAX_BAD_CODES):
        with pytest.raises(RoomCodeError) as err:
            find_room(stores(), "ZZZZ-ZZZ2" if i % 2 else "nope", client=me)  # counted across kernels
        assert err.value.reason == ("unknown" if i % 2 else "malformed")
    with pytest.raises(TooManyAttemptsError) as limited:
        find_room(store, shown(room.code), client=me)  # refused unread, even the right code
    assert limited.value.data["count"] == MAX_BAD_CODES
    assert find_room(store, room.code, client=neighbour).code == room.code
    clock.now += 61
    assert find_room(store, room.code, client=me).code == room.code


# --------------------------------------------------------------------------------------------------- restarts
def test_a_room_survives_the_store_closing_and_continues_from_its_last_move(stores: Callable[..., RoomStore]) -> None:
    store = stores()
    room, teacher, tickets = two_pupils(store, game="nine_peak", seed=4)
    for _ in range(6):
        status = to_pupil(room, teacher)
        ticket = tickets[status.to_move]
        room.submit(ticket.seat, ticket.token, room.view_for(ticket.seat, ticket.token).view.legal_moves[-1],
                    status.moves)
    before = stored(room)
    store.close()
    restarted = Room(stores(), room.code)  # the app restarted: a new store object, the same file or server
    assert stored(restarted) == before
    status = restarted.status()
    ticket = tickets[status.to_move]
    view = restarted.view_for(ticket.seat, ticket.token)
    restarted.submit(ticket.seat, ticket.token, view.view.legal_moves[0], status.moves)
    _, doc = stored(restarted)
    assert doc["save"]["moves"][:-1] == before[1]["save"]["moves"]
    state = GAMES["nine_peak"].State.from_dict(doc["save"])
    with pytest.raises(NotTeacherError):  # a save holds every hand
        restarted.save_text(ticket.token)
    loaded, step = load_game(restarted.save_text(teacher), game="nine_peak")  # the table's Load opens the room's game
    assert loaded.to_json() == state.to_json() and step == len(doc["save"]["moves"])


# ------------------------------------------------------------------------------------------ hidden information
HIDDEN_PILES = {"tablanette": ("stock",), "packs": ("stock",), "spoil_five": ("stock",), "dudak": ("set_aside",),
                "nine_peak": ("pile",)}


def _cards_reachable(root: object) -> set[str]:
    """Every card reachable from ``root`` (attributes, slots, containers, closures), as codes."""
    seen: set[int] = set()
    stack, found = [root], set()
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (str, bytes, int, float, type(None), type, types.ModuleType)):
            continue
        seen.add(id(obj))
        if isinstance(obj, Card):
            found.add(obj.code)
            continue
        if isinstance(obj, dict):
            stack.extend([*obj.keys(), *obj.values()])
        elif isinstance(obj, (tuple, list, set, frozenset)):
            stack.extend(obj)
        elif isinstance(obj, types.FunctionType):
            stack.extend(c.cell_contents for c in obj.__closure__ or ())
            stack.extend(obj.__defaults__ or ())
        else:
            stack.extend(getattr(obj, "__dict__", {}).values())
            for klass in type(obj).__mro__:
                for name in klass.__dict__.get("__slots__", ()):
                    with contextlib.suppress(AttributeError):
                        stack.append(object.__getattribute__(obj, name))
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_pupil_is_sent_no_card_of_another_hand_nor_of_the_stock(stores: Callable[..., RoomStore], game: str) -> None:
    """Over a few moves of every game, what ``view_for`` gives each pupil (before and after its parts are made) holds
    no card of another hand nor of the face-down piles; the projector shows hands only while the teacher reveals
    them, and only to the teacher's token."""
    room, teacher, tickets = two_pupils(stores(), game=game, seed=21)
    checked = 0
    for _ in range(8):
        status = to_pupil(room, teacher)
        if status.is_over:
            break
        state = GAMES[game].State.from_dict(stored(room)[1]["save"])
        spectator = state.view(None)
        public = _cards_reachable((spectator.zones, spectator.events, spectator.status, spectator.facts))
        for ticket in tickets:
            own = {c.code for c in state.hands[ticket.seat]}
            hidden = {c.code for s, hand in enumerate(state.hands) if s != ticket.seat for c in hand}
            for pile in HIDDEN_PILES[game]:
                hidden |= {c.code for c in getattr(state, pile)}
            hidden -= public | own  # a card played face up and taken back into a hand (Dudak) is known to all
            assert hidden
            sent = room.view_for(ticket.seat, ticket.token)
            assert not (_cards_reachable(sent) & hidden), (game, ticket.seat)
            sent.view.zones, sent.view.events, sent.view.status  # noqa: B018 - every part made
            shown_cards = _cards_reachable(sent)
            # what the pupil is sent is what everyone sees, and their own hand
            assert shown_cards <= public | own, (game, ticket.seat, shown_cards - public - own)
            assert not (shown_cards & hidden)
            assert own <= shown_cards
            checked += 1
        ticket = tickets[status.to_move]
        room.submit(ticket.seat, ticket.token, room.view_for(ticket.seat, ticket.token).view.legal_moves[0],
                    status.moves)
    assert checked >= 8
    room.reveal(teacher)
    state = GAMES[game].State.from_dict(stored(room)[1]["save"])
    spectator = state.view(None)
    public = _cards_reachable((spectator.zones, spectator.events, spectator.status, spectator.facts))
    hands = {c.code for hand in state.hands for c in hand} - public
    assert not (_cards_reachable(room.table_view()) & hands)  # no token: hands stay down
    assert not (_cards_reachable(room.table_view(tickets[0].token)) & hands)  # a pupil's token is not the teacher's
    assert hands <= _cards_reachable(room.table_view(teacher))
    for ticket in tickets:  # revealing on the projector reveals nothing to the pupils
        own = {c.code for c in state.hands[ticket.seat]}
        assert not (_cards_reachable(room.view_for(ticket.seat, ticket.token)) & (hands - own))


# ---------------------------------------------------------------------------------------- the store unavailable
def test_an_unwritable_sqlite_file_and_a_redis_nobody_serves_are_refused_as_unavailable(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    with pytest.raises(StoreUnavailableError) as sqlite_err:
        SqliteStore(tmp_path / "a-file" / "rooms.sqlite3")
    assert sqlite_err.value.reason == "store"
    pytest.importorskip("redis")
    from cardrules.rooms.redis_store import RedisStore

    with pytest.raises(StoreUnavailableError):
        RedisStore(f"redis://127.0.0.1:{_free_port()}/0", timeout=0.5)


def test_a_locked_sqlite_file_refuses_a_move_and_keeps_the_room(tmp_path: Path) -> None:
    """Another process holds the file's write lock past the busy timeout: the move is refused as the store being
    unavailable, the room unchanged; once the lock is gone the same move lands."""
    store = SqliteStore(tmp_path / "rooms.sqlite3", busy_seconds=0.2)
    room, teacher, tickets = two_pupils(store)
    status = to_pupil(room, teacher)
    ticket = tickets[status.to_move]
    move = room.view_for(ticket.seat, ticket.token).view.legal_moves[0]
    before = stored(room)
    locker = sqlite3.connect(tmp_path / "rooms.sqlite3", isolation_level=None)
    locker.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(StoreUnavailableError):
            room.submit(ticket.seat, ticket.token, move, status.moves)
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert stored(room) == before
    assert room.submit(ticket.seat, ticket.token, move, status.moves).moves == status.moves + 1


def test_redis_going_down_is_refused_as_unavailable_and_nothing_is_half_written(tmp_path: Path) -> None:
    pytest.importorskip("redis")
    server = shutil.which("redis-server")
    if server is None:
        pytest.skip("no redis-server")
    from cardrules.rooms.redis_store import RedisStore

    port = _free_port()
    cmd = [server, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--dir", str(tmp_path)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    try:
        for _ in range(100):
            with contextlib.suppress(StoreUnavailableError):
                store = RedisStore(f"redis://127.0.0.1:{port}/0", timeout=0.5)
                break
            time.sleep(0.05)
        room, teacher, tickets = two_pupils(store)
        status = to_pupil(room, teacher)
        proc.terminate()
        proc.wait(10)
        ticket = tickets[status.to_move]
        with pytest.raises(StoreUnavailableError) as down:
            room.submit(ticket.seat, ticket.token, "AS", status.moves)
        assert down.value.reason == "store"
    finally:
        if proc.poll() is None:
            proc.kill()


def test_open_store_reads_its_one_setting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDRULES_DATA", str(tmp_path / "data"))
    monkeypatch.delenv("CARDRULES_ROOMS", raising=False)
    with open_store() as store:
        assert isinstance(store, SqliteStore) and store.path == tmp_path / "data" / "rooms.sqlite3"
    with open_store(f"sqlite:///{tmp_path}/other.sqlite3") as store:
        assert isinstance(store, SqliteStore) and store.path == tmp_path / "other.sqlite3"
        assert store._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    with pytest.raises(RoomError) as bad:
        open_store("mysql://somewhere")
    assert bad.value.reason == "store_setting"


def test_redis_tells_a_waiting_kernel_of_a_change_at_once(request: pytest.FixtureRequest) -> None:
    from cardrules.rooms.redis_store import RedisStore

    url = request.getfixturevalue("redis_url")
    room, teacher, _ = two_pupils(RedisStore(url))
    since = room.version()
    timer = threading.Timer(0.2, lambda: room.pause(teacher))
    started = time.monotonic()
    timer.start()
    assert RedisStore(url).wait(room.code, since, timeout=5) == since + 1
    assert time.monotonic() - started < 2


# ---------------------------------------------------------------------------------------------- text and the QR
def test_every_refusal_is_worded_in_english_and_japanese() -> None:
    keys = [k for k in CATALOGUES["en"] if k.startswith("room.")]
    assert len(keys) > 20 and all(k in CATALOGUES["ja"] for k in keys)
    FALLBACKS.clear()
    with language("ja"):
        err = RoomFullError(code="K7QM-3XRP")
    assert "K7QM-3XRP" in str(err) and "席" in str(err) and not FALLBACKS
    assert str(RoomFullError(code="K7QM-3XRP")) == "Room K7QM-3XRP has no free seat."


def test_the_room_link_as_a_qr_code() -> None:
    link = room_link(new_code(), "tablanette.ipynb", "https://school.example/voila/render/")
    svg = qr_svg(link)
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    png = qr_png_data_uri(link)
    assert png.startswith("data:image/png;base64,")
    assert base64.b64decode(png.split(",", 1)[1])[:8] == b"\x89PNG\r\n\x1a\n"
    import segno

    assert segno.make(link, error="m").designator.endswith("-M")  # the error correction a projector photo needs


def test_a_table_follows_its_room_through_a_follower(stores: Callable[..., RoomStore]) -> None:
    """Two pupils' pages in two kernels: one plays, the other's follower reads the change once and tells its
    observers; a move from a table that changed meanwhile is refused and the page is shown the new table."""
    from cardrules.rooms.follow import RoomFollower

    room, teacher, tickets = two_pupils(stores(), game="packs", seed=2, rules=GAMES["packs"].Rules(players=3))
    pages = [RoomFollower(Room(stores(), room.code), ticket=t) for t in tickets]
    projector = RoomFollower(Room(stores(), room.code), teacher=teacher)
    told: list[list[Any]] = [[], [], []]
    for i, page in enumerate([*pages, projector]):
        page.observe(told[i].append)
        assert page.refresh() is not None
    assert all(len(t) == 1 for t in told)
    for _ in range(6):
        status = pages[0].shown.status
        mover = pages[status.to_move]
        waiting = pages[1 - status.to_move]
        before = len(told[1 - status.to_move])
        mover.play(mover.shown.view.legal_moves[0])
        assert waiting.refresh() is not None and waiting.refresh() is None
        assert len(told[1 - status.to_move]) == before + 1
        assert waiting.shown.status.moves == mover.shown.status.moves
        projector.refresh()
        assert projector.shown.status.version == mover.shown.status.version
    stale = pages[pages[0].shown.status.to_move]
    other_kernel = Room(stores(), room.code)
    other_kernel.submit(stale.ticket.seat, stale.ticket.token, stale.shown.view.legal_moves[0],
                        stale.shown.status.moves)  # the same pupil's other tab
    with pytest.raises(StaleMoveError):
        stale.play(stale.shown.view.legal_moves[0])
    assert stale.shown.status.moves == other_kernel.status().moves  # shown the table as it is now


def test_rooms_abandoned_for_a_day_leave_the_sqlite_file(tmp_path: Path, clock: Clock) -> None:
    from cardrules.rooms.store import KEEP_SECONDS

    store = SqliteStore(tmp_path / "rooms.sqlite3", clock=clock)
    old, _ = open_room(store, "packs", seed=1)
    clock.now += KEEP_SECONDS - 10
    kept, _ = open_room(store, "packs", seed=2)
    assert store.version(old.code) == 1
    clock.now += 20
    open_room(store, "packs", seed=3)
    assert store.version(old.code) == 0 and store.version(kept.code) == 1


def test_bots_of_a_room_played_by_the_teachers_kernel_alone(stores: Callable[..., RoomStore]) -> None:
    """``bots_by="teacher"``: a pupil's kernel never plays the computer's seats, the teacher's does; and the strong
    level works out the same move in any kernel."""
    store = stores()
    rules = GAMES["tablanette"].Rules(players=3)
    first = GAMES["tablanette"].new_game(rules, seed=9).to_move
    room, teacher = open_room(store, "tablanette", seed=9, pupil_seats=[(first + 1) % 3], bots_by="teacher",
                              bot_level="monte_carlo", rules=rules)
    me = room.join()
    room.start(teacher)
    assert room.status().seats[first] == "bot"
    assert room.play_bots() == 0 and room.play_bots(teacher=me.token) == 0
    _, doc = stored(room)
    state = GAMES["tablanette"].State.from_dict(doc["save"])
    expected = Room(stores(), room.code).bot_move(doc, state)
    assert room.play_bots(teacher=teacher, limit=1) == 1
    assert stored(room)[1]["save"]["moves"] == [str(expected)]
    with pytest.raises(RoomError) as level:
        open_room(store, "tablanette", seed=9, bot_level="grandmaster")
    assert level.value.reason == "bot_level"


def test_a_strong_bots_move_is_worked_out_by_one_kernel_at_a_time(stores: Callable[..., RoomStore],
                                                                  clock: Clock) -> None:
    """The strong level's move is claimed by the kernel that works it out; another kernel leaves it while the claim
    holds and takes it over once a claim whose kernel died has run out."""
    from cardrules.rooms.room import CLAIM_SECONDS

    store = stores()
    room, teacher = open_room(store, "packs", seed=4, pupil_seats=[], bot_level="monte_carlo",
                              rules=GAMES["packs"].Rules(players=2))
    room.start(teacher)
    first, second = Room(stores(), room.code), Room(stores(), room.code)
    version, doc = stored(room)
    claimed = {**doc, "bot_claim": {"by": "a kernel that died", "moves": 0, "until": clock.now + CLAIM_SECONDS}}
    store.replace(room.code, version, claimed)
    assert first.play_bots(limit=1) == 0 and second.play_bots(limit=1) == 0
    clock.now += CLAIM_SECONDS + 1
    assert second.play_bots(limit=1) == 1
    _, doc = stored(room)
    assert len(doc["save"]["moves"]) == 1 and "bot_claim" not in doc
    assert first.play_bots(limit=1) == 1  # the next move: its own claim, then the move


def test_pupils_taking_seats_at_once_never_share_one(stores: Callable[..., RoomStore]) -> None:
    """Four pages take "the first free seat" at once in a four-seat room, then two more ask for seat 0: every seat
    goes to exactly one of them, and the rest are told the room is full or the seat taken."""
    room, teacher = open_room(stores(), "tablanette", seed=1, rules=GAMES["tablanette"].Rules(players=4))
    kernels = [Room(stores(), room.code) for _ in range(6)]
    got = race([k.join for k in kernels])
    tickets = [g for g in got if not isinstance(g, RoomError)]
    assert sorted(t.seat for t in tickets) == [0, 1, 2, 3]
    assert len({t.token for t in tickets}) == 4
    assert all(isinstance(g, RoomFullError) for g in got if isinstance(g, RoomError))
    for ticket in tickets:  # each holds its seat, and only its own
        assert room.view_for(ticket.seat, ticket.token).seat == ticket.seat
    assert room.status().seats == ("pupil",) * 4


def test_a_refusal_names_the_seat_in_the_readers_language(stores: Callable[..., RoomStore]) -> None:
    room, teacher, tickets = two_pupils(stores())
    status = to_pupil(room, teacher)
    waiting = tickets[1 - status.to_move]
    FALLBACKS.clear()
    with language("ja"), pytest.raises(RoomMoveError) as turn:
        room.submit(waiting.seat, waiting.token, "AS", status.moves)
    assert turn.value.data["seat"].index == waiting.seat  # the data: the seat, not its name
    assert "の番です" in str(turn.value) and not FALLBACKS
    with language("ja"):
        names = [str(turn.value.data["seat"]), str(turn.value.data["to_move"])]
    assert all(name in str(turn.value) for name in names)
