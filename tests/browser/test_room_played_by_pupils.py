"""A shared room in headless Chromium, for every game: the teacher opens a room from the rooms' page (as the table's
"Open a room" does), two pupils take seats on pages of their own (the third seat is the computer's), play by clicking
cards, one reloads and keeps the seat, the teacher undoes a move; the test then plays the deal out through the room
(quick: the pages only follow) and every page shows the result. And what reaches a pupil's page: every widget
message, and the page itself, holds no card of another hand or of the stock that the seat never saw.

The Voila server and browser fixtures are in ``conftest.py``, which puts the rooms' SQLite store in a folder of the
run's own: the test reads the same rooms as the server's kernels.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections import Counter
from typing import Any

import pytest

from cardrules import GAMES
from cardrules.rooms import Room, open_store, shown
from cardrules.share import iter_states

playwright = pytest.importorskip("playwright.sync_api")
if not os.path.exists("/usr/bin/chromium"):
    pytest.skip("Debian chromium is not installed (make test installs it)", allow_module_level=True)

pytestmark = pytest.mark.browser

# small single-deal tables of three seats: two pupils and the computer
DEALS = {name: "players=3&rules=single_deal:true" for name in GAMES}
CLICKED_TURNS = 2
"""Each pupil's moves made by clicking before the test plays the deal out through the room."""
WAIT = 60_000


def _context_page(browser: Any, frames: list[str] | None = None) -> Any:
    ctx = browser.new_context(viewport={"width": 1100, "height": 900})
    ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:"))
              else r.abort())
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.cr_errors = errors  # type: ignore[attr-defined]
    if frames is not None:
        def on_socket(ws: Any) -> None:
            ws.on("framereceived", lambda payload: frames.append(
                payload if isinstance(payload, str) else bytes(payload).decode("utf-8", "replace")))
        pg.on("websocket", on_socket)
    return pg


def _until(check: Any, timeout: float = 60.0, what: str = "") -> Any:
    deadline = time.monotonic() + timeout
    while True:
        got = check()
        if got:
            return got
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what or check}")
        time.sleep(0.1)


def _ticket(pg: Any, code: str) -> dict[str, Any]:
    kept = pg.evaluate(f"localStorage.getItem('cardrules-room:{code}')")
    return dict(json.loads(kept or "{}"))


def _take_seat(pg: Any, url: str) -> int:
    expect = playwright.expect
    pg.goto(url, wait_until="domcontentloaded", timeout=90_000)
    take = pg.locator(".cr-room-take:not([disabled])").first
    expect(take).to_be_visible(timeout=90_000)
    take.click()
    seat = pg.locator(".cr-room-state[data-seat]")
    expect(seat).to_be_visible(timeout=WAIT)
    return int(seat.get_attribute("data-seat"))


def _row(pg: Any, zone: str) -> Any:
    return pg.locator(f".cr-zone-row.cr-zone-{zone.replace('/', '-')} .cr-card-btn")


def _click_move(pg: Any, view: Any, move: Any, landed: Any, moves: int) -> None:
    """Make ``move`` on the pupil's page by clicking its cards (its hand card, then the others), then the button
    that names it if the page offers the move rather than making it."""
    # the page must show the position the move was chosen in (after an undo it may still show the later one)
    playwright.expect(pg.locator(f'.cr-room-state[data-moves="{moves}"]')).to_have_count(1, timeout=WAIT)
    hand_key = f"hand/{view.seat}"
    hand = list(view.zone(hand_key).cards)
    # as the page reads clicks: the move's card and the cards the hand holds beyond it come from the hand
    bag = Counter(move.targets) + Counter([move.card] if move.card is not None else [])
    outside = bag - Counter(c for c in hand if c is not None) if move.card is not None else bag
    from_hand = bag - outside
    order = ([move.card] if move.card is not None else []) + list((from_hand - Counter([move.card])).elements())
    picks: list[tuple[str, int]] = []
    for card in order:
        i = next(i for i, c in enumerate(hand) if c == card and (hand_key, i) not in picks)
        picks.append((hand_key, i))
    for card in outside.elements():
        for zone in view.zones:
            i = next((i for i, c in enumerate(zone.cards) if c == card and (zone.key, i) not in picks), None)
            if zone.key != hand_key and i is not None:
                picks.append((zone.key, i))
                break
    if not picks:  # a choice that is not cards: a button
        pg.locator(".cr-choices .cr-choice", has_text=_exactly(move.label)).first.click()
        return
    for zone, i in picks:
        nth = sum(1 for c in view.zone(zone).cards[:i] if c is not None)
        if _picked(pg, zone, nth):
            continue  # a click on a pack picks the whole pack
        _row(pg, zone).nth(nth).click(timeout=WAIT)
        _until(lambda z=zone, n=nth: landed() or _picked(pg, z, n), 60, "the card picked")
        if landed():
            return
    # the picked cards make the move with others still possible (or a game whose hand cards wait): its button
    option = pg.locator(".cr-pick-row .cr-option", has_text=_exactly(move.label))
    _until(lambda: landed() or option.count() > 0, 60, f"{move} offered")
    if not landed():
        option.first.click()


def _exactly(text: str) -> Any:
    return re.compile("^" + re.escape(text) + "$")


def _picked(pg: Any, zone: str, nth: int) -> bool:
    selector = f".cr-zone-row.cr-zone-{zone.replace('/', '-')} .cr-card-btn"
    return bool(pg.evaluate("([sel, n]) => { const b = document.querySelectorAll(sel)[n];"
                            " return !!b && b.classList.contains('cr-picked'); }", [selector, nth]))


def _hidden_names(room: Room, seat: int) -> set[str]:
    """The cards of the deal that ``seat`` has not been shown so far (another hand's, the stock's), by the names a
    page would show them by."""
    state = room.game_state()
    seen: set[Any] = set()
    deck: set[Any] = set()
    for s in iter_states(state):
        for zone in s.view(seat).zones:
            seen.update(c for c in zone.cards if c is not None)
        for zone in s.view(None, open_hands=True).zones:
            deck.update(c for c in zone.cards if c is not None)
    # what the engine tells every seat (a card played and taken at once, never left on the table) is not hidden
    told = "\n".join(state.narration(seat))
    never = {c for c in deck - seen if c.name not in told and c.unicode not in told}
    return {c.name for c in never} | {f'"{c.unicode}"' for c in never}


@pytest.mark.parametrize("game", list(DEALS))
def test_a_room_plays_a_deal(browser: Any, voila_url: str, game: str) -> None:
    expect = playwright.expect
    render = f"{voila_url}/voila/render/room.ipynb"
    teacher = _context_page(browser)
    frames: dict[str, list[str]] = {"a": [], "b": []}
    pupils = {k: _context_page(browser, frames[k]) for k in frames}
    try:
        # the teacher opens the room (what the table's "Open a room" goes to): its code, link and QR code
        teacher.goto(f"{render}?game={game}&seed=7&{DEALS[game]}", wait_until="domcontentloaded", timeout=90_000)
        code_el = teacher.locator(".cr-room-code")
        expect(code_el).to_be_visible(timeout=90_000)
        typed = code_el.inner_text().strip()
        room = Room(open_store(), typed.replace("-", ""))
        code = room.code
        assert shown(code) == typed
        link = teacher.locator(".cr-room-link a").get_attribute("href")
        assert link.startswith("http://127.0.0.1:") and link.endswith(f"room.ipynb?room={typed}")
        assert teacher.locator(".cr-room-qr svg").count() == 1
        _until(lambda: f"room={typed}" in teacher.url, 30, "the teacher's page to take the room's address")
        assert "cardrules-room" not in link and _ticket(teacher, code).get("teacher")
        teacher.locator(".cr-room-level select").select_option("random")

        # two pupils take the first free seats; the teacher's page shows them
        seats = {k: _take_seat(pg, f"{render}?room={typed}") for k, pg in pupils.items()}
        assert sorted(seats.values()) == [0, 1]
        tickets = {k: _ticket(pg, code) for k, pg in pupils.items()}
        assert all(t["seat"] == seats[k] and t["token"] for k, t in tickets.items())
        assert not any(t["token"] in link for t in tickets.values())
        expect(teacher.locator('.cr-room-seats li[data-kind="pupil"]')).to_have_count(2, timeout=WAIT)
        teacher.locator(".cr-room-start").click()
        _until(lambda: room.status().started, 30, "the game to start")

        def turn() -> tuple[str, Any] | None:
            status = room.status()
            for k, t in tickets.items():
                if status.to_move == t["seat"] and status.can_move:
                    return k, room.view_for(t["seat"], t["token"])
            return None

        # nothing of what a pupil's seat has not been shown has reached its page (its widget messages, its page)
        for k, pg in pupils.items():
            _until(lambda f=frames[k]: any("cr-card" in x for x in f), 30, "the page's widget messages")
            hidden = _hidden_names(room, seats[k])
            assert hidden, "other hands and the stock are hidden at the start"
            text = "\n".join(frames[k]) + pg.content()
            leaked = sorted(name for name in hidden if name in text)
            assert not leaked, f"{game}: seat {seats[k]}'s page was sent {leaked[:5]}"

        refused = undone = reloaded = False
        for _turn in range(2 * CLICKED_TURNS):
            if room.status().is_over:
                break
            k, seen = _until(turn, 60, "a pupil's turn")
            pg, view = pupils[k], seen.view
            expect(pg.locator(f".cr-zone-row.cr-zone-hand-{view.seat} .cr-card-btn").first).to_be_visible(
                timeout=WAIT)
            if not refused:
                # a hand card no legal move plays, where there is one: refused with the engine's reason
                used = {m.card for m in view.legal_moves} | {c for m in view.legal_moves for c in m.targets}
                hand = list(view.zone(f"hand/{view.seat}").cards)
                bad = next((i for i, c in enumerate(hand) if c not in used), None)
                if bad is not None and game not in ("nine_peak",):
                    _row(pg, f"hand/{view.seat}").nth(bad).click()
                    expect(pg.locator(".cr-message .cr-refused")).to_be_visible(timeout=WAIT)
                    refused = True
            moves = seen.status.moves
            move = next((m for m in view.legal_moves if m.card is not None and not m.targets), view.legal_moves[0])
            _click_move(pg, view, move, lambda m=moves: room.status().moves > m, moves)
            _until(lambda m=moves: room.status().moves > m, 60, f"{move} to land")
            if not undone:
                # the teacher takes it back: the room is at the pupil's turn again, and the page shows it
                teacher.locator(".cr-room-undo").click()
                _until(lambda m=moves: room.status().moves == m, 30, "the undo")
                expect(pg.locator(f".cr-zone-row.cr-zone-hand-{view.seat} .cr-card-btn").first).to_be_visible(
                    timeout=WAIT)
                undone = True
                seen = room.view_for(tickets[k]["seat"], tickets[k]["token"])
                _click_move(pg, seen.view, move, lambda m=moves: room.status().moves > m, moves)
                _until(lambda m=moves: room.status().moves > m, 60, f"{move} to land again")
            if not reloaded:
                # a reload (a laptop waking up): the page gets its seat back from what it kept
                pg.reload(wait_until="domcontentloaded", timeout=90_000)
                expect(pg.locator(f'.cr-room-state[data-seat="{seats[k]}"]')).to_be_visible(timeout=90_000)
                assert pg.locator(".cr-room-take").count() == 0
                reloaded = True
        assert undone and reloaded

        # the rest of the deal through the room, quickly; every page follows to the result
        for _ in range(1000):
            if room.status().is_over:
                break
            room.play_bots()
            got = turn()
            if got:
                k, seen = got
                room.submit(seen.seat, tickets[k]["token"], seen.view.legal_moves[0], seen.status.moves)
        assert room.status().is_over
        for pg in (teacher, *pupils.values()):
            expect(pg.locator(".cr-room-result .cr-deal-end")).to_be_visible(timeout=WAIT)

        # and at the end: nothing the seats have not been shown by then (the stock left, where one is)
        for k, pg in pupils.items():
            hidden = _hidden_names(room, seats[k])
            text = "\n".join(frames[k]) + pg.content()
            leaked = sorted(name for name in hidden if name in text)
            assert not leaked, f"{game}: seat {seats[k]}'s page was sent {leaked[:5]}"
        for pg in (teacher, *pupils.values()):
            assert not pg.cr_errors, pg.cr_errors
    finally:
        for pg in (teacher, *pupils.values()):
            pg.context.close()
