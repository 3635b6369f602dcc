"""The rooms' page (``room.ipynb``): the teacher's room (its code, link and QR code, the seats, the controls and the
table as the projector shows it) and a pupil's seat (their hand and the public table, played by clicking).

Everything drawn comes from the room (:mod:`cardrules.rooms`) through a :class:`~cardrules.rooms.RoomFollower`:
a pupil's page is sent only what its seat's view holds (the engine's ``view(seat)``), the projector a spectator's
view (every hand only while the teacher reveals them). A pupil's clicks become a move by the game table's rule
(:class:`cardrules.picking.Picker`, as :class:`~cardrules.session.TableSession` matches them); a move goes to the
room, which lets the engine check it against the table the pupil saw; a refusal comes back as data and is worded
here. The drawing is the table's
(:mod:`cardrules.render`): the felt, its zones and cards, a deal's result.

**The page's address.** ``room.ipynb?game=tablanette&seed=7&rules=...`` (the table's "Open a room") opens a room
and makes this page the teacher's; ``room.ipynb?room=K7QM-3XRP`` is the room's link (the pupils'); ``room.ipynb``
alone asks for a code. The teacher's and a pupil's secret token never go in the address: the page keeps them in
the browser's ``localStorage`` under the room's code (the app's page template does, from the ``data-cr-room``
element this widget draws), and gives them back when the page is opened again, so a reload keeps the seat.

**The beat.** A ``Play`` widget's timer, running in the page, makes the kernel look at the room every
:data:`BEAT_MS` (one indexed read of its version unless it changed): no thread in the kernel. It starts when the
page first answers the kernel (its widgets are drawn then).
"""

from __future__ import annotations

import functools
import html
import json
import os
import urllib.parse
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from cardrules import GAMES, share
from cardrules.cards import Card, Suit
from cardrules.errors import CardrulesError
from cardrules.i18n import LANGUAGES, get_language, language, t
from cardrules.picking import Picker, hand_of
from cardrules.protocol import View, say
from cardrules.render import card_html, deal_end_html, table_html, zone_html
from cardrules.rooms import (
    ALPHABET,
    BOT_LEVELS,
    Room,
    RoomError,
    RoomFollower,
    SeatView,
    Ticket,
    find_room,
    open_room,
    open_store,
    qr_svg,
    room_link,
    shown,
)
from cardrules.rooms.codes import LENGTH
from cardrules.table_spec import table_spec
from cardrules.widgets.guard import refusal_html, report

BEAT_MS = 500
"""How often the page asks its kernel to look at the room, in milliseconds (a move shows on every screen within
about this long, plus the store's own delay: ``docs/deploying.md``, "Shared rooms")."""
PAGE = "room.ipynb"
PUBLIC_URL = "CARDRULES_PUBLIC_URL"
"""The app's public address (``https://cards.school.example/``), for the room's link and QR code when the app is
behind a proxy; else the address the teacher's page was opened with."""
MORE_SHOWN = 8

STYLE = """<style>
.cr-room-code{font:700 44px/1.1 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.08em}
.cr-room-qr svg{width:min(46vmin,420px);height:auto;display:block}
.cr-room-link{font-size:18px;word-break:break-all}
.cr-room-seats li{font-size:17px}
.cr-room-state{font-size:18px;margin:6px 0}
</style>"""


def _guarded(method: Callable[..., None]) -> Callable[..., None]:
    """A callback that loses no exception: a room's refusal (or the engine's) is shown beside the table, anything
    else goes through :mod:`cardrules.widgets.guard`."""

    @functools.wraps(method)
    def wrapper(self: RoomPage, *args: Any) -> None:
        with language(self.lang):
            try:
                method(self, *args)
            except CardrulesError as err:
                self._say_refusal(str(err))
            except Exception as err:  # noqa: BLE001 - the widgets' one guard
                report(err, getattr(method, "__qualname__", ""))
                self.message.value = refusal_html(err)

    return wrapper


def page_base() -> str:
    """The address the pages are served under, host included (``http://host:port/voila/render/``), for the
    room's link; ``""`` outside Voila."""
    given = os.environ.get(PUBLIC_URL, "")
    if given:
        return given if given.endswith("/") else given + "/"
    path = share.page_path()
    host = os.environ.get("SERVER_NAME", "")
    if not path or not host:
        return ""
    port = os.environ.get("SERVER_PORT", "")
    netloc = host if port in ("", "80", "443") else f"{host}:{port}"
    scheme = "https" if port == "443" else "http"
    return f"{scheme}://{netloc}{path.rsplit('/', 1)[0]}/"


def open_room_address(game: str, query: str) -> str:
    """The rooms' page that opens a room playing ``game`` with the deal and house rules of a table's ``query``
    (:meth:`cardrules.widgets.table.GameTable.share_query`): the table's "Open a room"."""
    return f"{PAGE}?game={urllib.parse.quote(game)}&{query}"


def open_room_go(game: str, query: str) -> str:
    """What the table draws when "Open a room" is clicked: an element the page's template follows (it goes to
    :func:`open_room_address`; each click a new element, so a second click goes too)."""
    return (f'<span data-cr-go="{html.escape(open_room_address(game, query))}" data-n="{os.urandom(4).hex()}">'
            "</span>")


class RoomPage(w.VBox):
    """The rooms' page: a code to type, the teacher's room, or a pupil's seat, as the address asks.

    Args:
        query: the page's query string (default: the Voila request's, waited for in a preheated kernel).
        store: the rooms' store (default: :func:`cardrules.rooms.open_store`, the ``CARDRULES_ROOMS`` setting).
        client: who counts the wrong codes (default: the kernel's id).
    """

    def __init__(self, query: str | None = None, *, store: Any = None, client: str | None = None) -> None:
        if query is None:
            query = share.request_query()  # waits for the visitor in a preheated kernel, and takes their language
        asked = urllib.parse.parse_qs(query or "").get("lang", [""])[0].strip().lower()
        self.lang = asked if asked in LANGUAGES else get_language()
        self._store = store
        self.client = client or os.environ.get("VOILA_KERNEL_ID") or f"kernel-{os.getpid()}"
        self.room: Room | None = None
        self.follower: RoomFollower | None = None
        self.teacher: str | None = None
        self.ticket: Ticket | None = None
        self.picked: list[tuple[str, int]] = []
        self.header = w.HTML()
        self.controls = w.VBox()
        self.state_line = w.HTML()
        self.table = w.HTML()
        self.felt = w.VBox([self.table])
        self.moves_box = w.VBox()
        self.message = w.HTML()
        self.result = w.HTML()
        # the page's keeper of secrets: the kernel writes what to keep (an element the page template reads), the
        # page answers what it kept in a hidden text box
        self.keeper = w.HTML()
        self.answer = w.Text(layout=w.Layout(display="none"))
        self.beat = w.Play(value=0, min=0, max=2**31 - 1, interval=BEAT_MS, show_repeat=False,
                           layout=w.Layout(display="none"))
        for widget, cls in [(self.header, "cr-room-header"), (self.controls, "cr-room-controls"),
                            (self.state_line, "cr-status"), (self.felt, "cr-table"), (self.moves_box, "cr-moves"),
                            (self.message, "cr-message"), (self.result, "cr-room-result"),
                            (self.keeper, "cr-room-keeper"), (self.answer, "cr-room-answer")]:
            widget.add_class(cls)
        self.answer.observe(self._on_answer, names="value")
        self.beat.observe(self._on_beat, names="value")
        super().__init__([self.header, self.controls, self.state_line, self.felt, self.moves_box, self.message,
                          self.result, self.keeper, self.answer, self.beat])
        self.add_class("cr-room-page")
        with language(self.lang):
            self._arrive(query)

    # -- where the page starts ---------------------------------------------------------------------------------
    @property
    def store(self) -> Any:
        if self._store is None:
            self._store = open_store()
        return self._store

    def _arrive(self, query: str | None) -> None:
        params = urllib.parse.parse_qs(query or "", keep_blank_values=True)
        code = (params.get("room") or params.get("code") or [""])[0]
        game = (params.get("game") or [""])[0]
        try:
            if code:
                self.room = find_room(self.store, code, client=self.client)
                self._ask_page()
            elif game:
                self._open(game, query or "")
            else:
                self._show_join()
        except RoomError as err:
            self._show_join(str(err))

    def _show_join(self, problem: str = "") -> None:
        """The box a pupil types a room's code in (the landing page's, too)."""
        self.header.value = (STYLE + f"<h3>{html.escape(t('room.page.join_title'))}</h3>"
                             f"<p>{html.escape(t('room.page.join_help'))}</p>")
        box = w.Text(placeholder=shown(ALPHABET[:LENGTH]), description=t("room.page.code_box"),
                     style={"description_width": "initial"})
        box.add_class("cr-room-code-box")
        go = w.Button(description=t("room.page.join"), button_style="primary")
        go.add_class("cr-room-join")
        go.on_click(lambda _b: self._on_join_code(box.value))
        box.on_submit(lambda _b: self._on_join_code(box.value))
        self.controls.children = (w.HBox([box, go]),)
        if problem:
            self._say_refusal(problem)

    @_guarded
    def _on_join_code(self, typed: str) -> None:
        self.message.value = ""
        self.room = find_room(self.store, typed, client=self.client)
        self._ask_page()

    def _open(self, game: str, query: str) -> None:
        if game not in GAMES:
            self._show_join(t("room.page.no_game", game=html.escape(game[:40])))
            return
        shared = share.parse_query(GAMES[game], query)
        seed = shared.seed if shared.seed is not None else 0
        self.room, teacher = open_room(self.store, game, seed=seed, rules=shared.rules)
        # the page keeps the teacher's token and takes the room's own address: a reload comes back to this room
        # as its teacher, not to a new room
        lang = f"&lang={self.lang}" if shared.lang else ""
        self._keep({"teacher": teacher}, url=f"?room={shown(self.room.code)}{lang}", ask=True)
        self._become_teacher(teacher)
        self.message.value = html.escape(t("room.page.opened", code=shown(self.room.code)))

    # -- the page's secrets ------------------------------------------------------------------------------------
    def _keep(self, secret: dict[str, Any] | None, *, url: str = "", ask: bool = False) -> None:
        assert self.room is not None
        attrs = {"data-cr-room": self.room.code, "data-n": os.urandom(4).hex()}
        if secret is not None:
            attrs["data-save"] = json.dumps(secret)
        if url:
            attrs["data-url"] = url
        if ask:
            attrs["data-ask"] = "1"
        self.keeper.value = "<span " + " ".join(f'{k}="{html.escape(v)}"' for k, v in attrs.items()) + "></span>"

    def _ask_page(self) -> None:
        """Ask the page what it kept for this room (its seat's token, or the teacher's); the seats meanwhile."""
        self.header.value = STYLE + f"<p>{html.escape(t('room.page.reading'))}</p>"
        self.controls.children = ()
        self._keep(None, ask=True)
        self._show_seats_to_take()

    @_guarded
    def _on_answer(self, change: dict[str, Any]) -> None:
        # The page answered: its widgets are drawn, so the beat can start now (a Play widget's timer starts when
        # its drawn view sees ``playing`` change, not when it is drawn playing already).
        self.beat.playing = True
        if self.room is None or self.follower is not None:
            return
        try:
            kept = json.loads(change["new"] or "{}")
        except ValueError:
            kept = {}
        if not isinstance(kept, dict):
            return
        teacher, seat, token = kept.get("teacher"), kept.get("seat"), kept.get("token")
        if isinstance(teacher, str) and self.room.is_teacher(teacher):
            self._become_teacher(teacher)
        elif isinstance(seat, int) and isinstance(token, str):
            try:
                self._become_pupil(self.room.join(seat, token))
            except RoomError:
                self._keep(None)  # the seat was not this page's any more: it may take another
                self._show_seats_to_take()

    def take_seat(self, seat: int | None = None) -> Ticket:
        """Take ``seat`` (default: the first free one) in the room; the page keeps its token."""
        assert self.room is not None
        ticket = self.room.join(seat)
        self._keep({"seat": ticket.seat, "token": ticket.token})
        self._become_pupil(ticket)
        return ticket

    def _show_seats_to_take(self) -> None:
        assert self.room is not None
        status = self.room.status()
        names = self.room.table_view().view.names
        self.header.value = (STYLE + f'<div class="cr-room-code">{html.escape(status.shown_code)}</div>'
                             f"<p>{html.escape(t('room.page.pick_seat'))}</p>")
        buttons = []
        for i, kind in enumerate(status.seats):
            b = w.Button(description=t("room.page.take_seat", seat=names[i]), layout=w.Layout(width="auto"),
                         disabled=kind != "open")
            b.add_class("cr-room-take")
            b.on_click(functools.partial(lambda s, _b: self._on_take(s), i))
            buttons.append(b)
        self.controls.children = (w.HBox(buttons, layout=w.Layout(flex_flow="row wrap")),)

    @_guarded
    def _on_take(self, seat: int) -> None:
        self.take_seat(seat)

    # -- following the room ------------------------------------------------------------------------------------
    def _become_teacher(self, teacher: str) -> None:
        assert self.room is not None
        self.teacher = teacher
        self.follower = RoomFollower(self.room, teacher=teacher)
        self._build_teacher_controls()
        self._follow()

    def _become_pupil(self, ticket: Ticket) -> None:
        assert self.room is not None
        self.ticket = ticket
        self.follower = RoomFollower(self.room, ticket=ticket)
        self.controls.children = ()
        self._follow()

    def _follow(self) -> None:
        assert self.follower is not None
        self.follower.observe(self._draw)
        self.follower.refresh()

    @_guarded
    def _on_beat(self, change: dict[str, Any]) -> None:
        if self.follower is not None and change["new"] > change["old"]:
            self.follower.refresh()

    def refresh(self) -> None:
        """Look at the room now (what the page's beat does)."""
        with language(self.lang):
            if self.follower is not None:
                self.follower.refresh()

    # -- the teacher's controls --------------------------------------------------------------------------------
    def _build_teacher_controls(self) -> None:
        self.level = w.Dropdown(options=[(t(f"room.level.{lv}"), lv) for lv in BOT_LEVELS],
                                description=t("room.page.bot_level"), style={"description_width": "initial"},
                                layout=w.Layout(width="auto"))
        self.start_button = w.Button(description=t("room.page.start"), button_style="primary")
        self.reveal_box = w.ToggleButton(description=t("room.page.reveal"), icon="eye", layout=w.Layout(width="auto"))
        self.pause_box = w.ToggleButton(description=t("room.page.pause"), icon="pause", layout=w.Layout(width="auto"))
        self.undo_button = w.Button(description=t("room.page.undo"), icon="undo", layout=w.Layout(width="auto"))
        self.next_button = w.Button(description=t("room.page.next_deal"), button_style="success", icon="forward",
                                    layout=w.Layout(width="auto"))
        self.close_button = w.Button(description=t("room.page.close"), button_style="danger", icon="times",
                                     layout=w.Layout(width="auto"))
        for widget, cls, act in [(self.start_button, "cr-room-start", self._on_start),
                                 (self.undo_button, "cr-room-undo", self._on_undo),
                                 (self.next_button, "cr-room-next", self._on_next),
                                 (self.close_button, "cr-room-close", self._on_close)]:
            widget.add_class(cls)
            widget.on_click(act)
        self.level.add_class("cr-room-level")
        self.reveal_box.add_class("cr-room-reveal")
        self.pause_box.add_class("cr-room-pause")
        self.level.observe(self._on_level, names="value")
        self.reveal_box.observe(self._on_reveal, names="value")
        self.pause_box.observe(self._on_pause, names="value")
        self.seats_pane = w.HTML()
        self.seats_pane.add_class("cr-room-seats")
        wrap = w.Layout(flex_flow="row wrap", align_items="center", grid_gap="6px")
        self.controls.children = (self.seats_pane,
                                  w.HBox([self.level, self.start_button, self.reveal_box, self.pause_box,
                                          self.undo_button, self.next_button, self.close_button], layout=wrap))

    def _teacher_do(self, act: Callable[[str], Any]) -> None:
        assert self.teacher is not None and self.follower is not None
        self.message.value = ""
        act(self.teacher)
        self.follower.refresh()

    @_guarded
    def _on_level(self, change: dict[str, Any]) -> None:
        assert self.room is not None
        self._teacher_do(lambda teacher: self.room.set_bot_level(teacher, change["new"]))  # type: ignore[union-attr]

    @_guarded
    def _on_start(self, _b: Any) -> None:
        assert self.room is not None
        self._teacher_do(self.room.start)

    @_guarded
    def _on_reveal(self, change: dict[str, Any]) -> None:
        assert self.room is not None
        self._teacher_do(lambda teacher: self.room.reveal(teacher, change["new"]))  # type: ignore[union-attr]

    @_guarded
    def _on_pause(self, change: dict[str, Any]) -> None:
        assert self.room is not None
        self._teacher_do(lambda teacher: self.room.pause(teacher, change["new"]))  # type: ignore[union-attr]

    @_guarded
    def _on_undo(self, _b: Any) -> None:
        assert self.room is not None
        self._teacher_do(self.room.undo)

    @_guarded
    def _on_next(self, _b: Any) -> None:
        assert self.room is not None
        self._teacher_do(self.room.next_deal)

    @_guarded
    def _on_close(self, _b: Any) -> None:
        assert self.room is not None
        self._teacher_do(self.room.close)

    # -- drawing -----------------------------------------------------------------------------------------------
    def _say_refusal(self, text: str) -> None:
        self.message.value = f'<span class="cr-refused">{html.escape(text)}</span>'

    def _draw(self, seen: SeatView) -> None:
        with language(self.lang):
            self._draw_now(seen)

    def _draw_now(self, seen: SeatView) -> None:
        status, view = seen.status, seen.view
        names = view.names
        code = html.escape(status.shown_code)
        if self.teacher is not None:
            link = room_link(status.code, PAGE, page_base())
            kinds = {"open": t("room.page.seat_open"), "pupil": t("room.page.seat_pupil"),
                     "bot": t("room.page.seat_bot")}
            self.header.value = (
                STYLE + '<div style="display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start"><div>'
                f'<div class="cr-room-code">{code}</div>'
                f'<p class="cr-room-link">{html.escape(t("room.page.link"))} '
                f'<a href="{html.escape(link)}" target="_blank">{html.escape(link)}</a></p></div>'
                f'<div class="cr-room-qr" title="{html.escape(t("room.page.scan"))}">{qr_svg(link)}</div></div>')
            self.seats_pane.value = (f"<b>{html.escape(t('room.page.seats'))}</b><ul>" + "".join(
                f'<li data-seat="{i}" data-kind="{kind}">{html.escape(names[i])}: {html.escape(kinds[kind])}</li>'
                for i, kind in enumerate(status.seats)) + "</ul>")
            self.level.unobserve(self._on_level, names="value")
            self.level.value = status.bot_level
            self.level.observe(self._on_level, names="value")
            self.level.disabled = status.started
            self.start_button.disabled = status.started or bool(status.closed)
            self.undo_button.disabled = not status.moves or bool(status.closed)
            self.next_button.disabled = not status.deal_over or bool(status.closed)
            self.close_button.disabled = bool(status.closed)
            self.reveal_box.disabled = self.pause_box.disabled = bool(status.closed)
        else:
            assert seen.seat is not None
            self.header.value = (STYLE + f'<div class="cr-room-state" data-seat="{seen.seat}">'
                                 f"{html.escape(t('room.page.you_are', seat=names[seen.seat], code=status.shown_code))}"
                                 "</div>")
        # data-moves: the move count this page shows, so a page (or a test) can tell it has caught up with the room
        self.state_line.value = (f'<div class="cr-room-state" data-moves="{status.moves}"><b>'
                                 f"{html.escape(self._status_text(seen))}</b></div>")
        self.result.value = ""
        if status.deal_over or status.is_over:
            state = self.follower.room.game_state() if self.follower else None
            if state is not None:
                deal = state.deal_number if status.is_over else state.deal_number - 1
                self.result.value = deal_end_html(state, deal)
        if status.closed:
            self.beat.playing = False
        self.picked = [p for p in self.picked if self._my_turn(seen)]
        self._draw_table(seen)

    def _status_text(self, seen: SeatView) -> str:
        status, view = seen.status, seen.view
        if status.closed:
            return t("room.page.closed")
        if not status.started:
            return t("room.page.not_started") if self.teacher is not None else t("room.page.waiting")
        if status.paused:
            return t("room.page.paused")
        text = say(view.status)
        if self._my_turn(seen):
            return t("widget.your_turn", question=text)
        if status.reveal and self.teacher is not None:
            text += " " + t("room.page.revealed")
        return text

    def _my_turn(self, seen: SeatView) -> bool:
        return (seen.seat is not None and seen.status.can_move and seen.status.to_move == seen.seat
                and bool(seen.view.legal_moves))

    def _picker(self, seen: SeatView) -> Picker:
        """The seat's clicks matched against its moves at the view it was sent: the game table's rule
        (:class:`cardrules.picking.Picker`). A refusal's reason is the engine's, on the room's game as it stands."""
        assert seen.seat is not None and self.follower is not None
        view, seat, room = seen.view, seen.seat, self.follower.room

        def position() -> Any:
            state = room.game_state()
            return state if state.to_move == seat else None  # the room moved on since: a refusal in general words

        moves = view.legal_moves if self._my_turn(seen) else ()
        return Picker(view, seat, moves, table_spec(view.module), hand_of(view, seat), position)

    def _draw_table(self, seen: SeatView) -> None:
        view = seen.view
        projector = self.teacher is not None
        if not self._my_turn(seen):
            self.table.value = table_html(view, projector=projector)
            self.felt.children = (self.table,)
            self.moves_box.children = ()
            return
        picker = self._picker(seen)
        hand_key = picker.hand_key
        clickable = picker.clickable_zones()
        head = table_html(View(view.game, view.seat, view.names, view.to_move, (), (), view.facts, (), False,
                               view.rules, ""))
        self.table.value = head.replace('<div class="cr-felt"></div>', "")
        rows: list[w.Widget] = []
        for zone in view.zones:
            if zone.key not in clickable:
                rows.append(w.HTML(zone_html(zone)))
                continue
            cards: list[w.Widget] = []
            for i, card in enumerate(zone.cards):
                if card is None:
                    cards.append(w.HTML(card_html(None)))
                    continue
                cards.append(self._card_button(zone.key, i, card, hand_key))
            label = w.HTML(f'<span class="cr-zone-label">{html.escape(say(zone.label))}</span>')
            row = w.HBox([label, w.HBox(cards, layout=w.Layout(flex_flow="row wrap"))],
                         layout=w.Layout(flex_flow="row wrap", align_items="center"))
            row.add_class("cr-zone-row")
            row.add_class("cr-zone-" + zone.key.replace("/", "-"))
            rows.append(row)
        felt = w.VBox(rows)
        felt.add_class("cr-felt-box")
        self.felt.children = (self.table, felt)
        self._draw_moves(picker)

    def _card_button(self, zone: str, i: int, card: Card, hand_key: str) -> w.Button:
        colour = "#6a1b9a" if card.suit is Suit.JOKER else ("#c8102e" if card.is_red else "#111111")
        b = w.Button(description=card.unicode, tooltip=card.name, style=w.ButtonStyle(text_color=colour))
        b.add_class("cr-card-btn")
        b.add_class("cr-hand-card" if zone == hand_key else "cr-target")
        if (zone, i) in self.picked:
            b.add_class("cr-picked")
        b.on_click(functools.partial(lambda z, n, _b: self._on_click(z, n), zone, i))
        return b

    def _draw_moves(self, picker: Picker) -> None:
        boxes: list[w.Widget] = []
        named = [m for m in picker.moves if m.card is None and not m.targets]
        if named:
            label = t("widget.choices") if len(named) < len(picker.moves) else t("widget.choices_only")
            box = w.HBox([w.HTML(f"<b>{html.escape(label)}</b>&nbsp;"),
                          *[self._option(m, "cr-choice") for m in named]])
            box.add_class("cr-choices")
            boxes.append(box)
        if self.picked:
            exact, more = picker.matches(self.picked)
            cards = " ".join(c.unicode for c in picker.picked_cards(self.picked))
            items: list[w.Widget] = [w.HTML(html.escape(t("widget.picked", cards=cards)))]
            items += [self._option(m, "cr-option") for m in exact]
            if len(more) <= MORE_SHOWN:
                items += [self._option(m, "cr-option") for m in more]
            tried = w.Button(description=t("widget.cancel"), layout=w.Layout(width="auto"))
            tried.add_class("cr-cancel")
            tried.on_click(self._on_cancel)
            items.append(tried)
            row = w.HBox(items, layout=w.Layout(flex_flow="row wrap", align_items="center"))
            row.add_class("cr-pick-row")
            boxes.append(row)
        self.moves_box.children = tuple(boxes)

    def _option(self, move: Any, cls: str) -> w.Button:
        b = w.Button(description=move.label, tooltip=move.label, layout=w.Layout(width="auto"))
        b.add_class(cls)
        b.on_click(functools.partial(lambda m, _b: self._on_play(m), move))
        return b

    # -- a pupil's moves ---------------------------------------------------------------------------------------
    @_guarded
    def _on_cancel(self, _b: Any) -> None:
        self.picked = []
        self._redraw()

    def _redraw(self) -> None:
        if self.follower is not None and self.follower.shown is not None:
            self._draw_now(self.follower.shown)

    @_guarded
    def _on_play(self, move: Any) -> None:
        self.play(move)

    def play(self, move: Any) -> None:
        """Send ``move`` for this page's seat; a refusal (stale, illegal, paused...) is raised as the room's."""
        assert self.follower is not None
        self.picked = []
        self.message.value = ""
        try:
            self.follower.play(move)
        finally:
            self._redraw()

    def click(self, zone: str, position: int) -> None:
        """Click the card at ``position`` of ``zone`` (what a card button does)."""
        self._on_click(zone, position)

    @_guarded
    def _on_click(self, zone: str, position: int) -> None:
        seen = self.follower.shown if self.follower is not None else None
        if seen is None or not self._my_turn(seen):
            return
        self.message.value = ""
        done, self.picked = self._picker(seen).click(self.picked, zone, position)
        if done.kind == "played":
            self.play(done.move)
            return
        self._redraw()
        if done.refusal is not None:
            reason = done.refusal.reason
            self._say_refusal(t("widget.not_allowed", reason=reason if isinstance(reason, str) else say(reason)))

    def __repr__(self) -> str:
        who = "teacher" if self.teacher else (f"seat {self.ticket.seat}" if self.ticket else "no seat")
        return f"RoomPage({shown(self.room.code) if self.room else '-'}, {who})"

