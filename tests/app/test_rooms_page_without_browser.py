"""The rooms' page (``cardrules.widgets.room``) without a browser: the teacher's page opened from a table's query, a
pupil's code typed (a bad one refused with its reason), seats taken and given back to the token the page kept, moves
by clicking cards, a refused card worded as the table words it, the teacher's controls, and no widget of a pupil's
page holding a card its seat never saw."""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

import pytest

from cardrules import GAMES
from cardrules.protocol import say
from cardrules.rooms import SqliteStore, shown
from cardrules.session import TableSession
from cardrules.share import iter_states
from cardrules.widgets import GameTable
from cardrules.widgets.room import RoomPage, open_room_address


@pytest.fixture
def store(tmp_path: Path) -> SqliteStore:
    return SqliteStore(tmp_path / "rooms.sqlite3")


def _texts(widget: Any) -> str:
    """Every text a widget and its children send to the page."""
    out: list[str] = []
    stack = [widget]
    while stack:
        x = stack.pop()
        for name in ("value", "description", "tooltip", "placeholder"):
            v = getattr(x, name, None)
            if isinstance(v, str):
                out.append(v)
        stack.extend(getattr(x, "children", ()))
    return "\n".join(out)


def _seated(store: SqliteStore, game: str = "tablanette") -> tuple[RoomPage, RoomPage, RoomPage]:
    teacher = RoomPage(f"game={game}&seed=7&players=3&rules=single_deal:true", store=store)
    pupils = []
    for _ in range(2):
        page = RoomPage(f"room={shown(teacher.room.code).lower()}", store=store)  # type: ignore[union-attr]
        page.answer.value = "{}"  # the page kept nothing for this room
        page.take_seat()
        pupils.append(page)
    return teacher, pupils[0], pupils[1]


def test_the_teacher_opens_a_room_with_the_tables_deal(store: SqliteStore) -> None:
    table = GameTable("spoil_five", seed=11, from_url=False)
    query = open_room_address("spoil_five", table.share_query()).split("?", 1)[1]
    teacher = RoomPage(query, store=store)
    room = teacher.room
    assert room is not None and teacher.teacher and room.is_teacher(teacher.teacher)
    assert room.game_state().to_dict()["start"] == table.state.to_dict()["start"]
    kept = teacher.keeper.value
    assert f'data-cr-room="{room.code}"' in kept and f'data-url="?room={shown(room.code)}"' in kept
    assert "cr-room-code" in teacher.header.value and "<svg" in teacher.header.value
    assert teacher.teacher not in teacher.header.value  # the link holds no secret


def test_a_bad_code_is_refused_with_its_reason(store: SqliteStore) -> None:
    page = RoomPage("room=NOPE", store=store)
    assert page.room is None and "not a room code" in page.message.value
    page = RoomPage("", store=store)
    page._on_join_code("2345-6789")
    assert "No room has the code" in page.message.value


def test_seats_clicks_refusals_reload_and_the_teachers_controls(store: SqliteStore) -> None:
    teacher, a, b = _seated(store)
    room = teacher.room
    assert room is not None and a.ticket and b.ticket
    assert {a.ticket.seat, b.ticket.seat} == {0, 1}
    assert room.status().seats == ("pupil", "pupil", "open")
    teacher.start_button.click()
    assert room.status().seats[2] == "bot"
    for page in (a, b):
        page.refresh()
    # the pupils play by clicking; a table card no move of theirs can take, clicked, is refused with the engine's
    # reason, worded as the game table words it, and nothing is sent to the room
    refused = False
    for _ in range(30):
        room.play_bots()
        mover = a if room.status().to_move == a.ticket.seat else b
        mover.refresh()
        seen = mover.follower.shown  # type: ignore[union-attr]
        view, moves = seen.view, seen.status.moves
        taken = {c for m in view.legal_moves for c in m.targets}
        spare = next((i for i, c in enumerate(view.zone("table").cards) if c not in taken), None)
        if spare is not None and not refused:
            mover.click("table", spare)
            assert "Not allowed" in mover.message.value and not mover.picked
            assert room.status().moves == moves
            refused = True
        plain = next(m for m in view.legal_moves if not m.targets)
        hand = list(view.zone(f"hand/{view.seat}").cards)
        mover.click(f"hand/{view.seat}", hand.index(plain.card))
        assert room.status().moves > moves and not mover.message.value
        if refused:
            break
    assert refused
    # the teacher takes the pupil's move back (and the computer's after it)
    teacher.refresh()
    teacher.undo_button.click()
    assert room.status().moves == moves and not teacher.message.value
    # a reload: a new page given back what the old one kept gets the same seat, without taking another
    again = RoomPage(f"room={room.code}", store=store)
    again.answer.value = json.dumps({"seat": a.ticket.seat, "token": a.ticket.token})
    assert again.ticket == a.ticket and room.status().seats == ("pupil", "pupil", "bot")
    # another page with a made-up token gets no seat, and the free seats are offered (none)
    other = RoomPage(f"room={room.code}", store=store)
    other.answer.value = json.dumps({"seat": a.ticket.seat, "token": "guess"})
    assert other.ticket is None
    # pause, reveal and close: the pupils' pages say so and never show open hands
    teacher.pause_box.value = True
    a.refresh()
    assert "paused" in a.state_line.value
    teacher.pause_box.value = False
    teacher.reveal_box.value = True
    a.refresh()
    teacher.refresh()
    assert teacher.follower.shown.view.zone(f"hand/{b.ticket.seat}").cards[0] is not None  # type: ignore[union-attr]
    assert a.follower.shown.view.zone(f"hand/{b.ticket.seat}").cards[0] is None  # type: ignore[union-attr]
    teacher.close_button.click()
    a.refresh()
    assert "closed" in a.state_line.value


@pytest.mark.parametrize("game", list(GAMES))
def test_a_seat_matches_clicks_as_the_game_table_does(store: SqliteStore, game: str) -> None:
    """The seat's page and the game table's session follow one rule for clicks (:class:`cardrules.picking.Picker`):
    a move of cards, clicked card by card as a reader would, is sent to the room as that move (or offered as a
    button, where the game's table offers one), and a card that makes no move is refused with the reason the
    session gives for the same clicks on the same position."""
    teacher, a, b = _seated(store, game)
    room = teacher.room
    assert room is not None
    teacher.start_button.click()
    played = refused = 0
    for _ in range(60):
        room.play_bots()
        if room.status().is_over or room.status().deal_over or played >= 4:
            break
        mover = a if room.status().to_move == a.ticket.seat else b  # type: ignore[union-attr]
        mover.refresh()
        seen = mover.follower.shown  # type: ignore[union-attr]
        picker = mover._picker(seen)
        state = room.game_state()
        session = TableSession(game, seed=0, rules=state.rules, seat=seen.seat)
        session.set_history(list(iter_states(state)))
        assert session.reader_turn and session.clickable_zones() == picker.clickable_zones()
        if not refused:
            # a card outside the reader's hand that no move takes: the same refusal from the session and the page
            taken = {c for m in picker.moves for c in m.targets}
            spare = next(((z, i) for z in sorted(picker.clickable_zones()) if z != picker.hand_key
                          for i, c in enumerate(picker.zone_cards(z)) if c is not None and c not in taken), None)
            if spare is not None:
                done = session.click(*spare)
                assert done.kind == "refused" and done.refusal is not None
                mover.click(*spare)
                assert html.escape(say(done.refusal.reason)) in mover.message.value and not mover.picked
                refused += 1
        move = next((m for m in picker.moves if m.card is not None), None)
        if move is None:
            mover.play(picker.moves[0])
            continue
        before = len(state.to_dict()["moves"])
        for pick in picker.clicks_for(move):
            mover.click(*pick)
        if len(room.game_state().to_dict()["moves"]) == before:  # offered, not played: the game's button
            assert mover.picked and not mover.message.value
            assert move in picker.matches(mover.picked)[0]
            mover.play(move)
        assert room.game_state().to_dict()["moves"][before] == state.play(move).to_dict()["moves"][before]
        played += 1
    assert played and refused


def hidden_now(room: Any, seat: int) -> set[Any]:
    """The cards of the deal that ``seat`` has not been shown so far (another hand's, the stock's): in no view of the
    seat at any move, and not named by what the engine tells the seat (a card played and taken at once)."""
    state = room.game_state()
    seen, deck = set(), set()
    for s in iter_states(state):
        for zone in s.view(seat).zones:
            seen.update(c for c in zone.cards if c is not None)
        for zone in s.view(None, open_hands=True).zones:
            deck.update(c for c in zone.cards if c is not None)
    told = "\n".join(state.narration(seat))
    return {c for c in deck - seen if c.name not in told and c.unicode not in told}


@pytest.mark.parametrize("game", list(GAMES))
def test_a_pupils_page_holds_no_card_its_seat_never_saw(store: SqliteStore, game: str) -> None:
    teacher, a, b = _seated(store, game)
    room = teacher.room
    assert room is not None and a.ticket is not None
    teacher.start_button.click()
    checked = 0
    for _ in range(400):
        if room.status().is_over:
            break
        room.play_bots()
        for page in (a, b):
            page.refresh()
            seen = page.follower.shown  # type: ignore[union-attr]
            if page is a:
                text = _texts(a)
                hidden = hidden_now(room, a.ticket.seat)
                checked += bool(hidden)
                leaked = [c.name for c in hidden if c.name in text or f"\n{c.unicode}\n" in text]
                assert not leaked, f"move {seen.status.moves}: {leaked}"
            if seen.status.can_move and seen.status.to_move == seen.seat:
                page.play(seen.view.legal_moves[0])
    assert room.status().is_over and checked
    a.refresh()
    assert "cr-deal-end" in a.result.value
