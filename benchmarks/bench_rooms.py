"""Shared rooms under a class's load (issue 46), through the store only (no browser, no Voila): N rooms, each
pupil a process of its own (as each pupil has a kernel) with its own store connection, the teacher's kernel a
process per room. Run by hand:

    .venv/bin/python benchmarks/bench_rooms.py                            # 30 pupils in 8 rooms, SQLite
    .venv/bin/python benchmarks/bench_rooms.py --store redis              # the same against a redis-server it starts
    .venv/bin/python benchmarks/bench_rooms.py --restart 8                # every process killed 8 s in, restarted

Each pupil's process does what a pupil's kernel will: wait for the room to change (SQLite: polling its version every
``--poll`` seconds; Redis: told by publish), read its seat's view, play the bots' moves due (any kernel that notices
first), and on its turn "think" ``--think`` seconds (random, up to) and submit a move (the heuristic bot's, from its
view) with the move count it saw. The teacher's process plays the bots too and deals the next deal after a deal's
result.

Reported: the CPU time of every pupil's and teacher's process (what following a room costs a kernel, polling
included), the **latency** of each pupil's move, from the moment it is sent to the moment each other pupil of the room
has read the table with it (p50, p95, max, over every move and every other screen), and the time a submit takes;
stale refusals (two moves raced); and **correctness**: each room's final save replays through the engine, every move
a pupil saw accepted is in it at its place, and each pupil's last screen is the replayed state's view for its seat.
``--restart S`` kills every process S seconds in (the app killed mid-deal) and starts new ones with the same tickets:
every room must go on from its last move and finish.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import random
import resource
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardrules import GAMES  # noqa: E402
from cardrules.rooms import Room, RoomError, StaleMoveError, open_room, open_store  # noqa: E402


def split(pupils: int, rooms: int) -> list[int]:
    """``pupils`` over ``rooms`` as evenly as possible (30 over 8: six rooms of 4, two of 3)."""
    return [pupils // rooms + (1 if i < pupils % rooms else 0) for i in range(rooms)]


def zones_of(view: Any) -> list[tuple[str, list[str | None]]]:
    return [(z.key, [None if c is None else c.code for c in z.cards]) for z in view.zones]


def pupil(setting: str, code: str, seat: int, token: str, think: float, poll: float, log: str, seed: int) -> None:
    """One pupil's kernel: appends one JSON line per event to ``log`` (it may be killed at any moment)."""
    store = open_store(setting)
    room = Room(store, code)
    rng = random.Random(seed)
    game = GAMES[room.status().game]
    bot = game.HeuristicBot(rng.getrandbits(32))
    since = -1
    with open(log, "a", encoding="utf-8") as out:
        def write(**record: Any) -> None:
            out.write(json.dumps(record) + "\n")
            out.flush()

        while True:
            version = store.wait(code, since, timeout=5.0, poll=poll) if since >= 0 else room.version()
            if version == since:
                continue
            seen = room.view_for(seat, token)
            since = seen.status.version
            write(kind="seen", moves=seen.status.moves, t=time.time(), zones=zones_of(seen.view))
            status = seen.status
            if status.closed or status.is_over:
                write(kind="done", moves=status.moves)
                return
            if status.can_move and status.to_move != seat and status.seats[status.to_move] == "bot":
                room.play_bots()
                continue
            if status.can_move and status.to_move == seat:
                time.sleep(rng.uniform(0, think))
                move = bot.choose(seen.view)
                start = time.time()
                try:
                    after = room.submit(seat, token, move, status.moves)
                except StaleMoveError:
                    write(kind="stale", t=start)
                    continue
                write(kind="moved", moves=after.moves, move=str(move), start=start, took=time.time() - start)


def teacher(setting: str, code: str, token: str, poll: float, pause: float) -> None:
    """The teacher's kernel: plays the bots, deals the next deal a moment after each deal's result."""
    store = open_store(setting)
    room = Room(store, code)
    since = -1
    while True:
        since = store.wait(code, since, timeout=5.0, poll=poll)
        status = room.status()
        if status.closed or status.is_over:
            return
        if status.deal_over:
            time.sleep(pause)
            with contextlib.suppress(RoomError):  # another kernel of the teacher's dealt it already
                room.next_deal(token)
        elif status.can_move and status.seats[status.to_move] == "bot":
            room.play_bots(teacher=token)


def start_redis() -> tuple[subprocess.Popen[bytes], str, str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    folder = tempfile.mkdtemp(prefix="bench-redis-")
    proc = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--dir", folder], stdout=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    for _ in range(100):
        try:
            open_store(url).close()
            return proc, url, folder
        except RoomError:
            time.sleep(0.05)
    raise SystemExit("redis-server did not start")


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))] if values else float("nan")


def run(args: argparse.Namespace) -> dict[str, Any]:
    work = Path(tempfile.mkdtemp(prefix="bench-rooms-"))
    redis_proc = None
    if args.store == "redis":
        redis_proc, setting, _ = start_redis()
    else:
        setting = f"sqlite:///{work}/rooms.sqlite3"
    module = GAMES[args.game]
    rules = module.Rules.from_dict({"players": args.players, **({} if args.full else {"single_deal": True})})
    store = open_store(setting)
    rooms = []
    for r, size in enumerate(split(args.pupils, args.rooms)):
        room, token = open_room(store, args.game, seed=1000 + r, rules=rules, pupil_seats=range(size))
        tickets = [room.join() for _ in range(size)]
        room.start(token)
        rooms.append((room, token, tickets))
    ctx = multiprocessing.get_context("fork")

    def launch() -> list[Any]:
        procs = []
        for r, (room, token, tickets) in enumerate(rooms):
            procs.append(ctx.Process(target=teacher, args=(setting, room.code, token, args.poll, args.pause)))
            for ticket in tickets:
                log = str(work / f"{room.code}-{ticket.seat}.jsonl")
                procs.append(ctx.Process(target=pupil, args=(setting, room.code, ticket.seat, ticket.token,
                                                             args.think, args.poll, log, r * 10 + ticket.seat)))
        for p in procs:
            p.start()
        return procs

    began = time.time()
    procs = launch()
    restarted = False
    deadline = began + args.timeout
    while any(p.is_alive() for p in procs) and time.time() < deadline:
        time.sleep(0.2)
        if args.restart and not restarted and time.time() - began > args.restart:
            before = [room.status().moves for room, _, _ in rooms]
            for p in procs:
                if p.is_alive():
                    os.kill(p.pid, signal.SIGKILL)
            for p in procs:
                p.join()
            store.close()
            store = open_store(setting)  # the app restarted: new connections to the same store
            rooms = [(Room(store, room.code), token, tickets) for room, token, tickets in rooms]
            after = [room.status().moves for room, _, _ in rooms]
            assert after == before, (before, after)
            procs = launch()
            restarted = True
    hung = [p for p in procs if p.is_alive()]
    for p in hung:
        p.kill()
    for p in procs:
        p.join()
    elapsed = time.time() - began
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)  # every pupil's and teacher's process, reaped
    cpu = usage.ru_utime + usage.ru_stime

    latencies: list[float] = []
    submits: list[float] = []
    stale = missing = mismatched = lost = 0
    moves_total = 0
    finished = 0
    for room, _, tickets in rooms:
        _, doc = store.read(room.code)
        saved = doc["save"]["moves"]
        moves_total += len(saved)
        state = module.State.from_dict(doc["save"])  # the final save replays through the engine
        finished += state.is_over
        logs = {}
        for ticket in tickets:
            path = work / f"{room.code}-{ticket.seat}.jsonl"
            logs[ticket.seat] = [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []
        for seat, records in logs.items():
            for rec in records:
                if rec["kind"] == "stale":
                    stale += 1
                if rec["kind"] != "moved":
                    continue
                submits.append(rec["took"])
                if saved[rec["moves"] - 1] != rec["move"]:
                    lost += 1
                for other, theirs in logs.items():
                    if other == seat:
                        continue
                    seen = [r["t"] for r in theirs if r["kind"] == "seen" and r["moves"] >= rec["moves"]]
                    if seen:
                        latencies.append(max(0.0, min(seen) - rec["start"]))
                    else:
                        missing += 1
            last = [r for r in records if r["kind"] == "seen"]
            if last and last[-1]["moves"] == len(saved):
                if last[-1]["zones"] != json.loads(json.dumps(zones_of(state.view(seat)))):
                    mismatched += 1
            else:
                mismatched += 1
    store.close()
    if redis_proc is not None:
        redis_proc.terminate()
        redis_proc.wait(10)
    shutil.rmtree(work, ignore_errors=True)
    return {
        "store": args.store, "game": args.game, "rooms": args.rooms, "pupils": args.pupils,
        "players_per_room": args.players, "deals": "game" if args.full else "one deal",
        "think_s": args.think, "poll_s": args.poll if args.store == "sqlite" else "publish",
        "restart_at_s": args.restart or None, "elapsed_s": round(elapsed, 1), "rooms_finished": finished,
        "hung_processes": len(hung), "moves": moves_total, "pupil_moves": len(submits),
        "screen_latency_ms": {"n": len(latencies), "p50": round(1000 * percentile(latencies, 50), 1),
                              "p95": round(1000 * percentile(latencies, 95), 1),
                              "max": round(1000 * max(latencies, default=float("nan")), 1)},
        "submit_ms": {"p50": round(1000 * percentile(submits, 50), 1), "p95": round(1000 * percentile(submits, 95), 1),
                      "mean": round(1000 * statistics.fmean(submits), 1) if submits else None},
        "cpu_s_all_kernels": round(cpu, 1),
        "cpu_share_of_a_core_per_kernel": round(cpu / (elapsed * (args.pupils + args.rooms)), 4),
        "stale_refusals": stale, "never_seen_by_a_screen": missing, "moves_lost_or_moved": lost,
        "screens_not_the_replayed_state": mismatched,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--store", choices=("sqlite", "redis"), default="sqlite")
    parser.add_argument("--rooms", type=int, default=8)
    parser.add_argument("--pupils", type=int, default=30)
    parser.add_argument("--game", default="tablanette", choices=sorted(GAMES))
    parser.add_argument("--players", type=int, default=4, help="seats per room (those no pupil takes: bots)")
    parser.add_argument("--full", action="store_true", help="play whole games, not one deal")
    parser.add_argument("--think", type=float, default=1.0, help="a pupil's thinking time, up to (s)")
    parser.add_argument("--poll", type=float, default=0.05, help="SQLite: seconds between version reads")
    parser.add_argument("--pause", type=float, default=0.5, help="the teacher's pause on a deal's result (s)")
    parser.add_argument("--restart", type=float, default=0, help="kill every process this many seconds in")
    parser.add_argument("--timeout", type=float, default=600)
    print(json.dumps(run(parser.parse_args()), indent=1))


if __name__ == "__main__":
    main()
