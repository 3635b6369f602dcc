"""``GameTable``: one interactive table for any of the five games, a view of a :class:`~cardrules.session.TableSession`.

The session holds the game: its steps, the step shown, the bots, the cards picked towards a move, saving and
loading. The table draws the step shown with :mod:`cardrules.render` every time the session says it changed, and
turns the reader's buttons and clicks into the session's actions. No game logic lives here, nor any rule of the
table: legality, reasons and narration come from the game's module, and what a click means from the session and the
game's :class:`~cardrules.table_spec.TableSpec`. What stays here is drawing, the widgets and their layout, the
language, the projector mode, Autoplay's beat, the Hint's wording and the Share tab's links.
"""

from __future__ import annotations

import base64
import functools
import html
import logging
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import ipywidgets as w

from cardrules import GAMES, share
from cardrules.cards import Card, Suit
from cardrules.errors import CardrulesError, IllegalMoveError, StateFormatError
from cardrules.i18n import CATALOGUES, LANGUAGES, game_title, get_language, language, plural, t, t_or
from cardrules.lessons import html_table
from cardrules.page import when_visitor_arrives
from cardrules.prompts import phase_prompts
from cardrules.protocol import View, say
from cardrules.render import card_html, deal_end_html, hint_html, log_html, many_zone, table_html, zone_html
from cardrules.session import Change, Mode, Refusal, TableSession
from cardrules.widgets.guard import refusal_html, report
from cardrules.widgets.number_box import ServerBoundedIntText
from cardrules.widgets.rules_form import RulesForm
from cardrules.widgets.table_sharing import build_sharing

MORE_SHOWN = 8
"""At most this many whole moves that the picked cards can be part of are offered as buttons (more would bury the
table; the reader then clicks more cards)."""
HINT_SHOWN = 3
"""The Hint button shows the Monte Carlo bot's best moves, this many (and a choice that is not cards, ranked lower)."""
HINT_FEW_DEALS = 20
"""A hint worked out from fewer sampled deals than this says its figures are rough (a 95% interval on a chance from
20 deals near one half still spans about 0.3 to 0.7)."""
LINK_STYLE = 'style="color:#1a57b5;text-decoration:underline"'
"""Links in the Share tab look like links whatever the page's theme does to anchors."""
AUTOPLAY_MS = 2500
"""Autoplay (Watch mode) makes one step this often, in milliseconds: time for a teacher to say what a move did (a
first reader found a step every 1.5 s too fast to talk over; Forward and Back stay at hand for more or less)."""
_LOG = logging.getLogger(__name__)
F = TypeVar("F", bound=Callable[..., Any])


def _guarded(method: Callable[..., None]) -> Callable[..., None]:
    """Run a callback so that no exception is lost: an illegal move shows its reason beside the cards; anything else
    goes through :mod:`cardrules.widgets.guard` (one line on the page, the traceback in the server's log)."""

    @functools.wraps(method)
    def wrapper(self: GameTable, *args: Any) -> None:
        with language(self.lang):  # the table's own language, whatever the page's or another widget's
            try:
                method(self, *args)
            except IllegalMoveError as err:
                # the lesson: the engine's reason beside the cards (the picks go)
                self.session.cancel()
                self._show_refusal(Refusal(err.reason, err.move))
            except Exception as err:  # noqa: BLE001 - the widgets' one guard: a line on the page, the traceback in the log
                report(err, getattr(method, "__qualname__", ""))
                panel = self.message if isinstance(err, CardrulesError) else self.errors
                panel.value = refusal_html(err)

    return wrapper


def _in_own_language(method: F) -> F:
    """Run a public method of the table (what a script or a test calls, as the buttons do) in the table's language."""

    @functools.wraps(method)
    def wrapper(self: GameTable, *args: Any, **kwargs: Any) -> Any:
        with language(self.lang):
            return method(self, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


def _from_session(name: str, doc: str, *, settable: bool = True) -> Any:
    """A property of the table that is the session's attribute ``name``."""
    return property(lambda self: getattr(self.session, name),
                    (lambda self, value: setattr(self.session, name, value)) if settable else None, doc=doc)


_KEEPS_MESSAGE = frozenset({"stepped", "shown"})
"""Changes that leave the message under the cards as it is (a bot's step in Watch mode, the hands turned)."""


class GameTable(w.VBox):
    """An interactive table for ``game`` (a name from ``cardrules.GAMES`` or the module), drawing a
    :class:`~cardrules.session.TableSession` (``table.session``), which holds the game and every rule of the table.

    Args:
        game: which game.
        seed: the deal's seed (the seed box shows it; Deal uses it).
        rules: house rules (defaults: the write-up's rules).
        seat: the seat the reader plays in play mode (0 = South).
        open_hands: show every hand face up (Teaching); ``False``: only the reader's own hand (Playing). Default:
            Playing in play mode, Teaching in watch mode.
        mode: ``"play"`` (the reader holds ``seat``, bots the others) or ``"watch"`` (bots play every seat).
        from_url: under Voila, start the deal the page's URL asks for (``?seed=7&players=4&rules=hand_size:8``,
            see :mod:`cardrules.share`); refused parameters are named on the table and take their defaults.
        lang: the language of every text of this table (one of :data:`cardrules.i18n.LANGUAGES`; default: the
            page's ``?lang=``, else the current one). The table's language switch changes this table's only: it
            renders and answers clicks in its own language (:func:`cardrules.i18n.language`), so two tables on a
            page may speak two languages.

    **What it draws.** The step the session shows: a position (the felt, the status with what to click, the log
    of the deal numbered by step, the scores), or a deal's result (its score breakdown, who took what, running
    totals and a "Next deal" button; at the end of the game, the final standings above the last position). First,
    Back, Forward, Last and the slider move through the steps (:class:`~cardrules.session.TableSession` says how
    Play, Watch and Forward make new ones; the table comes to rest on the reader's turn, a deal's result or the end
    of the game, never on a bot's turn). On the reader's turn the hand is drawn as cards that can be clicked, and so
    are the cards the rules let a move go to (the table, packs, the trick, the Area), with a note saying what to click
    in the game's own words at that phase of its turn (:mod:`cardrules.prompts`); the session matches the
    picked cards against the legal moves, and the moves they may still make are offered as buttons saying what they
    do, with "Play it" (the engine's reason if it is refused) and Cancel. Choices that are not cards (pass, declare,
    take the pile, end the turn) are buttons beside the cards; "Show legal moves" marks the cards that can go.
    """

    def __init__(self, game: str | Any, *, seed: int = 0, rules: Any = None, seat: int = 0,
                 open_hands: bool | None = None, mode: Mode = "play", from_url: bool = True,
                 lang: str | None = None) -> None:
        self.game = GAMES[game] if isinstance(game, str) else game
        # a game page's URL may ask for a deal; it is read strictly as data (cardrules.share), never evaluated
        self.shared = share.shared_deal_from_request(self.game) if from_url else None
        if from_url and self.shared is None:
            # a preheated page, before its visitor: this table is made now and takes their address when they arrive
            when_visitor_arrives(self.follow_address)
        if lang is None and self.shared is not None:
            lang = self.shared.lang
        self.lang = lang or get_language()
        """The language this table shows every text in (its language switch)."""
        with language(self.lang):
            self._build(seed, rules, seat, open_hands, mode)

    def _build(self, seed: int, rules: Any, seat: int, open_hands: bool | None, mode: Mode) -> None:
        if open_hands is None:
            open_hands = mode == "watch"
        if self.shared is not None:
            seed = seed if self.shared.seed is None else self.shared.seed
            rules = self.shared.rules or rules
            open_hands = open_hands if self.shared.open_hands is None else self.shared.open_hands
        self.session = TableSession(self.game, seed=seed, rules=rules, seat=seat, mode=mode, open_hands=open_hands)
        """The game at this table: the steps, the step shown, the bots and the picks (this widget only draws it)."""
        self._relabelling = False  # True while _relabel rewrites the choice widgets' options (see there)
        self._syncing = False  # True while the widgets are set to follow the session (no action of the reader's)

        self.seed_box = ServerBoundedIntText(name="seed", low=share.MIN_SEED, high=share.MAX_SEED, value=seed,
                                             description="Seed", layout=w.Layout(width="170px"))
        self.deal_button = w.Button(description="Deal", button_style="primary", icon="refresh")
        self.mode = w.ToggleButtons(options=[("Play", "play"), ("Watch", "watch")], value=mode)
        self._hands_before_watch: bool | None = None
        """Open hands as the reader had them in Play when Watch turned them face up (restored by Play)."""
        self.open_box = w.Checkbox(value=open_hands, description="Open hands", indent=False,
                                   layout=w.Layout(width="auto"))
        self.legal_box = w.Checkbox(value=open_hands, description="Show legal moves", indent=False,
                                    layout=w.Layout(width="auto"))
        self.first_button = w.Button(description="First", icon="fast-backward", layout=w.Layout(width="auto"))
        self.back_button = w.Button(description="Back", icon="step-backward", layout=w.Layout(width="auto"))
        self.forward_button = w.Button(description="Forward", icon="step-forward", layout=w.Layout(width="auto"))
        self.last_button = w.Button(description="Last", icon="fast-forward", layout=w.Layout(width="auto"))
        # Autoplay: Watch mode (switched to from Play), one Forward every AUTOPLAY_MS until a deal's result (the
        # class reads the score; a click goes on) or the end of the game; while it runs, the toggle reads "Pause".
        # The beat is a Play widget's timer, which runs in the page (no thread or timer in the kernel): its value
        # goes up by one a beat and each rise is a step. Its own buttons are icons alone, so it is hidden and a
        # labelled toggle starts and stops it.
        self.autoplay = w.ToggleButton(value=False, description="Autoplay", icon="play",
                                       layout=w.Layout(width="auto"))
        self.autoplay.add_class("cr-autoplay")
        self.autoplay_timer = w.Play(value=0, min=0, max=2**31 - 1, interval=AUTOPLAY_MS, show_repeat=False,
                                     layout=w.Layout(display="none"))
        # wide enough to land on a step of a long game (a deal of Dudak runs to two hundred), and never wider than
        # the row (the row wraps)
        self.slider = w.IntSlider(value=0, min=0, max=0, description="Step", continuous_update=False,
                                  layout=w.Layout(width="480px", max_width="100%"))
        self.table = w.HTML()
        self.felt = w.VBox([self.table])
        self.status = w.HTML()
        self.message = w.HTML()
        self.moves_box = w.VBox()
        self.next_button = w.Button(description="Next deal", button_style="success", icon="forward",
                                    layout=w.Layout(width="auto"))
        # Hint: the Monte Carlo bot's top three moves for the reader's seat, computed only when asked
        self.hint_button = w.Button(description=t_or("widget.hint", "Hint"), icon="lightbulb-o",
                                    tooltip=t_or("widget.hint_tip", "The Monte Carlo bot's three best moves for you"))
        self.hint_box = w.HTML()
        self.hint_button.add_class("cr-hint-button")
        self.hint_box.add_class("cr-hint")
        self.hint_button.on_click(self._on_hint)
        self.log_pane = w.HTML()
        self.score = w.HTML()
        self.errors = w.HTML()
        self.seed_box.refusal_panel = self.message  # where the table says what it refused (see _guarded)
        self.rules_form = RulesForm(self.session.rules)
        self.rules_form.lang = self.lang
        # Above the form: a change deals anew at once (a teacher flipping a rule mid-game lost the game without a
        # word), and after one, that the new deal is waiting on the Table tab.
        self.rules_note = w.HTML()
        self.rules_note.add_class("cr-rules-note")
        self._rules_dealt = False
        self.lang_switch = w.ToggleButtons(options=[(CATALOGUES[code]["language.name"], code) for code in LANGUAGES],
                                           value=self.lang, style={"button_width": "80px"})
        self.lang_switch.add_class("cr-lang-switch")
        self.title = w.HTML()
        self._build_sharing()

        for widget, cls in [(self.felt, "cr-table"), (self.status, "cr-status"), (self.message, "cr-message"),
                            (self.moves_box, "cr-moves"), (self.log_pane, "cr-log-pane"), (self.score, "cr-score"),
                            (self.errors, "cr-errors"), (self.next_button, "cr-next-deal"),
                            (self.legal_box, "cr-legal-box"), (self.open_box, "cr-open-box")]:
            widget.add_class(cls)
        self.deal_button.on_click(self._on_deal)
        self.first_button.on_click(self._on_first)
        self.back_button.on_click(self._on_back)
        self.forward_button.on_click(self._on_forward)
        self.last_button.on_click(self._on_last)
        self.next_button.on_click(self._on_next_deal)
        self.slider.observe(self._on_slider, names="value")
        self.autoplay.observe(self._on_autoplay, names="value")
        self.autoplay_timer.observe(self._on_autoplay_beat, names="value")
        self.mode.observe(self._on_mode, names="value")
        self.open_box.observe(self._on_hands, names="value")
        self.legal_box.observe(self._on_legal_box, names="value")
        self.rules_form.on_change(self._on_rules)
        self.lang_switch.observe(self._on_language, names="value")

        wrap = w.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px")
        self.score_line = w.HTML()
        self.score_line.add_class("cr-score-line")
        play_tab = w.VBox([self.status, self.score_line, self.felt, self.moves_box, self.message,
                           w.HBox([self.hint_button, self.hint_box], layout=wrap), self.log_pane])
        play_tab.add_class("cr-play-tab")  # the page's template lays it out (the log beside the felt when wide)
        tabs = w.Tab(children=[play_tab, self.score, w.VBox([self.rules_note, self.rules_form]), self.share_panel])
        self.tabs = tabs
        tabs.observe(self._on_tab, names="selected_index")
        self._rows = {
            # normal mode: every control at hand, in two rows
            False: ([self.seed_box, self.deal_button, self.mode, self.open_box, self.legal_box,
                     self.projector_button, self.room_button, self.room_go, self.lang_switch],
                    [self.first_button, self.back_button, self.forward_button, self.last_button, self.autoplay,
                     self.autoplay_timer, self.slider],
                    []),
            # projector mode: what a teacher uses in front of a class in one band above the table (the hands switch
            # beside Play/Watch, never over them); the seed, the language, the aid and the slider fold away under
            # "More controls", closed, so that the whole table fits a classroom screen without scrolling
            True: ([self.deal_button, self.mode, self.hands_switch, self.first_button, self.back_button,
                    self.forward_button, self.last_button, self.autoplay, self.autoplay_timer, self.projector_button],
                   [],
                   [w.HBox([self.seed_box, self.lang_switch, self.legal_box, self.room_button, self.room_go],
                           layout=wrap), self.slider]),
        }
        self.controls = w.HBox(self._rows[False][0], layout=wrap)
        # a layout of its own: projector mode hides this row (a shared Layout would hide the others with it)
        self.steps = w.HBox(self._rows[False][1], layout=w.Layout(flex_flow="row wrap", align_items="center",
                                                                  grid_gap="4px"))
        self.more_box = w.VBox()
        self.more = w.Accordion(children=[self.more_box], layout=w.Layout(display="none"))
        self.more.selected_index = None
        self.title.add_class("cr-title")
        self.more.add_class("cr-more")
        self.controls.add_class("cr-controls")
        self.steps.add_class("cr-steps")
        super().__init__([self.title, self.controls, self.projector_bar, self.steps, self.more, tabs, self.errors])
        self.add_class("cr-game-table")
        self._relabel()
        self.session.observe(self._on_session)
        self._refresh()
        if self.shared is not None:
            if self.shared.projector is not None:
                self.projector_button.value = self.shared.projector
            self.message.value = self._url_notice()

    # -- the session's state, as the table shows it (read and written through to ``self.session``) -----------------
    state = _from_session("state", "The state shown now.", settable=False)
    states = _from_session("states", "The steps made so far (see :class:`~cardrules.session.TableSession`).")
    stops = _from_session("stops", "Steps that show a deal's end: step index -> the deal that ended.")
    index = _from_session("index", "The step shown.", settable=False)
    picked = _from_session("picked", "The cards clicked so far for the move being made, as (zone key, position).")
    bots = _from_session("bots", "The bots of the seats, by seat.")
    rules = _from_session("rules", "The house rules of the game at the table.", settable=False)
    seat = _from_session("seat", "The seat the reader plays in Play mode.", settable=False)
    dealt_seed = _from_session("dealt_seed", "The seed of the game shown (``None``: a loaded game a link cannot give).",
                               settable=False)
    at_deal_end = _from_session("at_deal_end", "Whether the step shown is a deal's end (its result).", settable=False)

    # -- public API (what the buttons call) --------------------------------------------------------------------
    @_in_own_language
    def deal(self, seed: int | None = None) -> None:
        """Start a new game with ``seed`` (default: the seed box) under the current rules."""
        if seed is not None:
            self.seed_box.value = share.check_seed(seed)
        # the server's limits, not the box's traits (a page may send the box other bounds): every seed dealt is
        # one a link can give
        self.session.deal(share.check_seed(self.seed_box.value))

    @_in_own_language
    def play(self, move: Any) -> None:
        """Play ``move`` (or its notation) for the seat to move, from the state shown; later steps are dropped.
        Raises :class:`IllegalMoveError` with the reason (the widget's buttons show it instead)."""
        self.session.play(move)

    @_in_own_language
    def hint(self) -> Any:
        """The Hint for the reader's seat (a :class:`cardrules.montecarlo.Hint`, what the Hint button shows;
        :meth:`~cardrules.session.TableSession.hint`)."""
        return self.session.hint()

    @_in_own_language
    def step(self) -> None:
        """Forward (:meth:`~cardrules.session.TableSession.step`)."""
        self.session.step()

    @_in_own_language
    def next_deal(self) -> None:
        """From a deal's result, on to the next deal."""
        self.session.next_deal()

    @_in_own_language
    def click(self, zone: str, position: int) -> None:
        """Click the card at ``position`` in the zone ``zone`` of the view shown (what a card button does)."""
        self._on_click(zone, position)

    def follow_address(self) -> None:
        """Become, in place, the table the page's address asks for: the page's language, and the deal, house rules,
        open hands and projector mode of a shared link. A preheated page makes its table before the visitor arrives
        (:func:`cardrules.page.when_visitor_arrives`) and calls this when they do; a plain address in the table's
        language changes nothing."""
        lang = get_language()  # the page's, taken from the address
        if self.lang_switch.value != lang:
            self.lang_switch.value = lang  # the language switch: a pure re-render
        shared = share.shared_deal_from_request(self.game)
        if shared is None or shared == share.SharedDeal(lang=shared.lang):
            return  # nothing asked besides the language
        self.shared = shared
        if shared.rules is not None:
            self.session.rules = shared.rules
            self.rules_form.set_rules(shared.rules)
        if shared.open_hands is not None:
            self.open_box.value = self.legal_box.value = shared.open_hands
        self.deal(shared.seed)  # None: the seed box's
        if shared.projector is not None:
            self.projector_button.value = shared.projector
        self.message.value = self._url_notice()

    def set_language(self, lang: str) -> None:
        """Show this table in ``lang`` (what its switch does); the page and any other widget keep theirs."""
        self.lang_switch.value = lang

    def _relabel(self) -> None:
        """Write every fixed label, button and tab title in the current language.

        New options make a choice widget select its first one (ipywidgets does so), which would switch a watched
        game to play mode (and let the bots move) or show every hand: the mode and the hands switch get their
        values back, and the callbacks of those passing changes are held meanwhile, so a change of language
        changes nothing but the texts."""
        self._relabelling = True
        try:
            self._write_labels()
        finally:
            self._relabelling = False

    def _write_labels(self) -> None:
        self.title.value = f"<h3>{html.escape(game_title(self.game))}</h3>"
        for widget, key in [(self.seed_box, "widget.seed"), (self.slider, "widget.step"),
                            (self.deal_button, "widget.deal"), (self.open_box, "widget.open_hands"),
                            (self.legal_box, "widget.show_legal"), (self.next_button, "widget.next_deal"),
                            (self.first_button, "widget.first"), (self.back_button, "widget.back"),
                            (self.forward_button, "widget.forward"), (self.last_button, "widget.last"),
                            (self.projector_button, "widget.projector"), (self.replay_button, "widget.replay"),
                            (self.upload, "widget.load"), (self.hint_button, "widget.hint"),
                            (self.room_button, "widget.open_room")]:
            widget.description = t(key)
        self.autoplay.tooltip = t("widget.autoplay_tip", seconds=AUTOPLAY_MS / 1000)
        self._label_autoplay()
        self.legal_box.tooltip = t("widget.show_legal_tip")
        self.open_box.tooltip = t("widget.open_hands_tip")
        self.seed_box.tooltip = t("widget.seed_tip")
        self.deal_button.tooltip = t("widget.deal_tip")
        self.hint_button.tooltip = t("widget.hint_tip")
        self.room_button.tooltip = t("widget.open_room_tip")
        self.projector_button.tooltip = t("widget.projector_tip")
        self.replay_button.tooltip = t("widget.replay_tip")
        # ipywidgets writes "<description> (<files held>)" on the upload button, and the table empties it after
        # each load, so it would always read "(0)": the style hides that text and shows this title instead.
        self.upload.tooltip = t("widget.load")
        mode = self.mode.value
        self.mode.options = [(t("widget.play"), "play"), (t("widget.watch"), "watch")]
        self.mode.value = mode
        hands = self.hands_switch.value
        self.hands_switch.options = [(t("widget.teaching"), True), (t("widget.playing"), False)]
        self.hands_switch.value = hands
        self.load_label.value = f"<b>{html.escape(t('widget.load_label'))}</b>&nbsp;"
        self.more.set_title(0, t("widget.more_controls"))
        for i, key in enumerate(["widget.tab.table", "widget.tab.score", "widget.tab.rules", "widget.tab.share"]):
            self.tabs.set_title(i, t(key))
        self.rules_form.relabel()
        self._show_rules_note()

    @_guarded
    def _on_language(self, change: dict[str, Any]) -> None:
        self.lang = self.rules_form.lang = change["new"]
        with language(self.lang):
            self._relabel()
            self._refresh()  # the log is narrated again from the game's events, every line in the new language
            # the page link's problems are read again from the address, in the new language; a refused move
            # answered a click already made, so its message goes rather than stay in the old language
            self.message.value = self._url_notice()

    def _url_notice(self) -> str:
        """The page link's problems, if it had any, in the current language ("" otherwise)."""
        if self.shared is None or not self.shared.problems:
            return ""
        again = share.shared_deal_from_request(self.game) or self.shared
        return f'<span class="cr-refused cr-url-problem">{html.escape(again.message)}</span>'

    # -- callbacks -------------------------------------------------------------------------------------------
    # -- the session changed: draw it again ---------------------------------------------------------------------
    @_guarded
    def _on_session(self, change: Change) -> None:
        if change.kind in ("picked", "refused"):
            self.message.value = ""
            self._refresh_moves()
            if change.refusal is not None:
                self._show_refusal(change.refusal)
            return
        if change.kind not in _KEEPS_MESSAGE:
            self.message.value = ""
        if change.kind == "dealt":
            self.errors.value = ""
        if change.kind in ("dealt", "loaded"):
            if change.kind == "loaded":
                self.rules_form.set_rules(self.session.rules)
            self._rules_dealt = False
            self._show_rules_note()
        self._follow_session()
        self._refresh()

    def _follow_session(self) -> None:
        """The switches say what the session does (an action made through the session itself, not the switches)."""
        self._syncing = True
        try:
            if self.mode.value != self.session.mode:
                self.mode.value = self.session.mode
            if self.open_box.value != self.session.open_hands:
                self.open_box.value = self.legal_box.value = self.session.open_hands
        finally:
            self._syncing = False

    def _show_refusal(self, refusal: Refusal) -> None:
        """The reason a click or a choice was refused, beside the cards, worded in the reader's language."""
        refused = html.escape(t("widget.not_allowed", reason=say(refusal.reason)))
        self.message.value = f'<span class="cr-refused">{refused}</span>'

    # -- callbacks -------------------------------------------------------------------------------------------
    @_guarded
    def _on_deal(self, _button: w.Button) -> None:
        self.deal()

    @_guarded
    def _on_hint(self, _button: w.Button) -> None:
        legal = self.session.my_moves()
        if len(legal) == 1:  # a forced move (a draw): nothing to weigh, no search
            self.hint_box.value = f"<p>{html.escape(t('widget.hint_only', move=legal[0].label))}</p>"
            return
        self.hint_box.value = hint_html(self.hint(), game=self.game.NAME, one_deal=self.state.rules.one_deal,
                                        shown=HINT_SHOWN, few=HINT_FEW_DEALS)

    @_guarded
    def _on_first(self, _button: w.Button) -> None:
        self.session.first()

    @_guarded
    def _on_back(self, _button: w.Button) -> None:
        self.session.back()

    @_guarded
    def _on_last(self, _button: w.Button) -> None:
        self.session.last()

    @_guarded
    def _on_forward(self, _button: w.Button) -> None:
        self.step()

    @_guarded
    def _on_next_deal(self, _button: w.Button) -> None:
        self.next_deal()

    @_guarded
    def _on_slider(self, change: dict[str, Any]) -> None:
        if change["new"] != self.index:
            self.session.go(change["new"])

    @_guarded
    def _on_autoplay(self, change: dict[str, Any]) -> None:
        if change["new"] and not self.session.can_go_on:
            self.autoplay.value = False  # (a click at the end of the game)
            return
        if change["new"] and self.mode.value == "play":
            # Autoplay is watching: a reader who asks for it in Play mode wants to see the bots play on (a first
            # reader found it greyed out there, with nothing to say why)
            self.mode.value = "watch"
        self.autoplay_timer.playing = change["new"]
        self.autoplay.disabled = not self.session.can_go_on
        self._label_autoplay()

    def _label_autoplay(self) -> None:
        """The toggle says what a click does: start Autoplay, or pause it while it runs."""
        on = self.autoplay.value
        self.autoplay.description = t("widget.autoplay_pause" if on else "widget.autoplay")
        self.autoplay.icon = "pause" if on else "play"

    @_guarded
    def _on_autoplay_beat(self, change: dict[str, Any]) -> None:
        # A rise of the timer's value is a beat; a fall is its reset. A beat that arrives after Autoplay was
        # turned off (it was on its way) makes no step.
        if change["new"] <= change["old"] or not self.autoplay.value:
            return
        self.step()
        if self.at_deal_end or not self.session.can_go_on:
            self.autoplay.value = False

    @_guarded
    def _on_mode(self, _change: dict[str, Any]) -> None:
        if self._relabelling or self._syncing:  # the switch's labels change, or it follows the session
            return
        mode = self.mode.value
        if mode == "play":
            self.autoplay.value = False  # the reader takes the game over: the bots no longer play every seat
        with self.session.held():
            # Play takes the game over at the step shown: what was watched after it is dropped
            self.session.set_mode(mode)
            if mode == "play":
                if self._hands_before_watch is not None:  # the reader's own choice of hands comes back with Play
                    self.open_box.value, self._hands_before_watch = self._hands_before_watch, None
            elif not self.open_box.value:
                # watching bots with every hand face down shows nothing to watch (a fresh reader saw four backs)
                self._hands_before_watch = False
                self.open_box.value = True

    @_guarded
    def _on_hands(self, change: dict[str, Any]) -> None:
        if self._relabelling or self._syncing:
            return
        self.legal_box.value = change["new"]  # the aid goes with Teaching, off when Playing (the reader may turn it on)
        self.session.set_open_hands(change["new"])

    @_guarded
    def _on_rules(self, rules: Any) -> None:
        self.session.rules = rules
        self.deal()
        self._rules_dealt = True
        self._show_rules_note()

    def _show_rules_note(self) -> None:
        note = f"<div>{html.escape(t('widget.rules_note'))}</div>"
        if self._rules_dealt:
            note += f"<div><b>{html.escape(t('widget.rules_dealt', seed=self.dealt_seed))}</b></div>"
        self.rules_note.value = f'<div style="font-size:13px;margin:2px 0 8px 0">{note}</div>'

    @_guarded
    def _on_option(self, move: Any) -> None:
        self.session.choose(move)

    @_guarded
    def _on_click(self, zone: str, position: int) -> None:
        """A card clicked: the session picks it, plays the one move the picked cards make, or refuses them."""
        self.session.click(zone, position)

    @_guarded
    def _on_submit(self, _button: w.Button) -> None:
        self.session.submit()

    @_guarded
    def _on_cancel(self, _button: w.Button) -> None:
        self.session.cancel()

    def _refresh(self) -> None:
        session, state = self.session, self.state
        self.slider.unobserve(self._on_slider, names="value")
        self.slider.max = len(self.states) - 1
        self.slider.value = self.index
        self.slider.observe(self._on_slider, names="value")
        view = session.view()
        reader = session.reader_turn
        if session.at_deal_end:
            deal = self.stops[self.index]
            if session.at_game_end:
                status = t("render.game_over_one") if state.rules.one_deal else t("render.game_over", deal=deal)
            else:
                status = t("widget.deal_ended", deal=deal)
        else:
            status = say(view.status)
            if reader:
                status = t("widget.your_turn", question=status)
        self.status.value = f"<b>{html.escape(status)}</b>"
        if reader and any(m.card is not None or m.targets for m in session.my_moves()):
            # a move is made by clicking cards, which a newcomer cannot guess from a table with few buttons; a game
            # may say what to click at this point of its turn (a message keyed by the status's, "<status>.click")
            note = t(phase_prompts(self.game, view.status).click)
            self.status.value += f'<br><small class="cr-click-note">{html.escape(note)}</small>'
        elif session.mode == "play" and not session.at_last:
            # Back is no undo: an earlier step shows no moves, which left readers waiting for one
            self.status.value += f'<br><small class="cr-click-note">{html.escape(t("widget.looking_back"))}</small>'
        shown = session.narration()
        lines = [line for line, _step in shown]
        # numbered by step, as the slider counts them (a reader at step 14 finds the line numbered 14)
        # projector mode: the last move only (the log's detail folds away; a class reads the table, not the log)
        limit = 1 if self.projector_button.value else len(lines) or 1
        numbers = [n for _line, n in shown]
        if self.projector_button.value and numbers:
            limit = sum(1 for n in numbers if n == numbers[-1])  # every line of the last step
        self.log_pane.value = log_html(lines, limit=limit, box=True, numbers=numbers)
        # a lesson table (items left, points right) from the engine's rows: a game page needs no pandas (the
        # static site's in-browser Python has none)
        # on a deal's result, the totals when it ended (as the result shows them), not yet the next deal's ante
        header, rows = state.score_rows(through=self.stops[self.index] if session.at_deal_end else None)
        self.score.value = html_table(rows, header).html
        # the running score in one line above the felt (projector mode shows it: the Score tab is folded away there)
        totals = ", ".join(f"{html.escape(str(name))} {points}" for name, points in zip(header[2:], rows[-1][2:]))
        self.score_line.value = (f"<b>{html.escape(t('widget.score_line'))}</b> {totals}"
                                 if rows and not session.at_deal_end else "")  # a result says its own totals
        self.back_button.disabled = self.first_button.disabled = self.index == 0
        self.forward_button.disabled = not session.can_step
        self.last_button.disabled = session.at_last
        self.autoplay.disabled = not session.can_go_on
        self._refresh_moves()
        self._refresh_share()
        self.hint_box.value = ""
        self.hint_button.disabled = not reader

    def _card_button(self, zone: str, position: int, card: Card, *, picked: bool, legal: bool) -> w.Button:
        """The button of a card to click, kept from one refresh to the next (making widgets is most of a
        refresh's cost): only its classes change."""
        key = (zone, position, card)
        b = self._buttons.get(key)
        if b is None:
            colour = "joker" if card.suit is Suit.JOKER else ("red" if card.is_red else "black")
            b = w.Button(description=f"{card.rank}{card.suit.symbol}", tooltip=card.name,
                         layout=self._card_layout, style=self._card_styles[colour])
            b.on_click(functools.partial(lambda z, i, _b: self._on_click(z, i), zone, position))
            self._buttons[key] = b
        if b.tooltip != card.name:  # the card's name in the reader's language, after a switch too
            b.tooltip = card.name
        classes = ["cr-card-btn", "cr-hand-card" if zone == f"hand/{self.seat}" else "cr-target"]
        if picked:
            classes.append("cr-picked")
        if legal:
            classes.append("cr-legal")
        if tuple(b._dom_classes) != tuple(classes):
            b._dom_classes = tuple(classes)
        return b

    def _html(self, key: str, value: str) -> w.HTML:
        """An HTML piece of the felt kept from one refresh to the next under ``key`` (sent again only if changed)."""
        piece = self._pieces.get(key)
        if piece is None:
            piece = self._pieces[key] = w.HTML(value)
        elif piece.value != value:
            piece.value = value
        return piece

    def _box(self, key: str, children: Sequence[w.Widget], *classes: str) -> w.HBox:
        box = self._boxes.get(key)
        if box is None:
            box = self._boxes[key] = w.HBox(layout=self._row_layout)
            for cls in classes:
                box.add_class(cls)
        if tuple(box.children) != tuple(children):
            box.children = tuple(children)
        return box

    def _refresh_moves(self) -> None:
        """Draw the felt (cards to click on the reader's turn), the choices that are not cards, and the moves the
        picked cards may still make."""
        if not hasattr(self, "_buttons") or len(self._buttons) > 400:
            self._buttons: dict[tuple[str, int, Card], w.Button] = {}
            self._pieces: dict[str, w.HTML] = {}
            self._boxes: dict[str, w.HBox] = {}
            self._card_layout = w.Layout()  # sized by the style sheet (larger in projector mode)
            self._row_layout = w.Layout(flex_flow="row wrap", align_items="center")
            self._card_styles = {name: w.ButtonStyle(text_color=colour) for name, colour in
                                 [("red", "#c8102e"), ("black", "#111111"), ("joker", "#6a1b9a")]}
        session = self.session
        view = session.view()
        projector = self.projector_button.value
        groups = session.groups()
        if session.at_deal_end:
            self.table.value = deal_end_html(self.state, self.stops[self.index])
            last = self.state.is_over and session.at_last
            # the deal's last position stays in view beside its result (the last trick, the sets, the packs, the
            # piles), so the result can be read against the cards that made it; the move that ended the deal is
            # said under it (its position is the one before that move: the move dealt the next deal as well)
            final, final_groups, lines = session.deal_end_position()
            said = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
            caption = t("widget.final_position" if session.at_game_end else "widget.last_position")
            position = (f'<div class="cr-final-caption">{html.escape(caption)}</div>'
                        + table_html(final, projector=projector, groups=final_groups)
                        + (f'<ul class="cr-final-move">{said}</ul>' if said else ""))
            self.felt.children = (self.table, self._html("final", position))
            self.felt.add_class("cr-deal-end-row")  # side by side where the width allows (render's style sheet)
            self.moves_box.children = () if last else (self.next_button,)
            return
        self.felt.remove_class("cr-deal-end-row")
        moves = session.my_moves()
        if not moves:
            self.table.value = table_html(view, projector=projector, groups=groups)
            self.felt.children = (self.table,)
            self.moves_box.children = ()
            return
        # the felt, with the reader's hand and the cards moves go to as buttons
        exact, more = session.matches() if self.picked else ([], [])
        live_hand, live_other = session.live_cards(more)  # the cards the aid marks, in the hand and elsewhere
        hand_key = session.hand_key
        clickable = session.clickable_zones()
        head = table_html(View(view.game, view.seat, view.names, view.to_move, (), (), view.facts, (), False,
                               view.rules, ""), projector=projector)
        self.table.value = head.replace('<div class="cr-felt"></div>', "")
        rows: list[w.Widget] = []
        aid = self.legal_box.value
        for zone in view.zones:
            # the hand, the cards in the middle (no one's: any may be tried) and any zone a move takes cards from
            if zone.key not in clickable:
                rows.append(self._html(f"zone:{zone.key}", zone_html(zone, groups.get(zone.key))))
                continue
            buttons: list[w.Widget] = []
            for i, card in enumerate(zone.cards):
                if card is None:
                    buttons.append(self._html(f"back:{zone.key}:{i}", card_html(None)))
                    continue
                buttons.append(self._card_button(zone.key, i, card, picked=(zone.key, i) in self.picked,
                                                 legal=aid and (live_hand if zone.key == hand_key
                                                                else live_other)[card] > 0))
            parts: list[w.Widget] = [
                self._html(f"label:{zone.key}", f'<span class="cr-zone-label">{html.escape(say(zone.label))}</span>'),
                self._box(f"cards:{zone.key}", buttons, "cr-card-row")]
            if zone.note:
                parts.append(self._html(f"note:{zone.key}",
                                        f'<span class="cr-zone-note">{html.escape(say(zone.note))}</span>'))
            rows.append(self._box(f"row:{zone.key}", parts, "cr-zone-row", "cr-zone-" + zone.key.replace("/", "-"),
                                  *(["cr-zone-many"] if many_zone(zone.key) else [])))
        felt = self._boxes.get("felt")
        if felt is None:
            felt = self._boxes["felt"] = w.VBox()
            felt.add_class("cr-felt-box")
        if tuple(felt.children) != tuple(rows):
            felt.children = tuple(rows)
        self.felt.children = (self.table, felt)
        # choices that are not cards, then what the picked cards may make
        boxes: list[w.Widget] = []
        named = session.named_moves()
        if named:
            # "Or:" beside cards that may be clicked; when these are the only moves (a draw), just the move
            label = t("widget.choices") if len(named) < len(moves) else t("widget.choices_only")
            box = w.HBox([w.HTML(f"<b>{html.escape(label)}</b>&nbsp;"),
                          *[self._option_button(m, "cr-choice") for m in named]])
            box.add_class("cr-choices")
            boxes.append(box)
        if self.picked:
            shown = " ".join(c.unicode for c in session.picked_cards())
            note = t("widget.picked", cards=shown)
            prompts = phase_prompts(self.game, view.status)  # in the game's words at this point of its turn
            if more:
                note = t(prompts.picked_more, cards=shown)
            items: list[w.Widget] = [w.HTML(html.escape(note))]
            items.extend(self._option_button(m, "cr-option") for m in exact)
            if len(more) <= MORE_SHOWN:
                # the whole moves these cards can be part of, said in words: a learner who clicked the card to
                # discard when robbing sees "Rob: take K♣, discard 9♠" at once, not a puzzle of what to click next
                items.extend(self._option_button(m, "cr-option") for m in more)
            if not exact and prompts.try_picked is not None:
                # Trying the picked cards as they are: the engine says why they make no move (a phase may offer no
                # such button: robbing, where the robs are listed and a "Play it" could only be refused). Not the
                # green, main button when the whole moves they belong to are offered beside it.
                listed = bool(more) and len(more) <= MORE_SHOWN
                submit = w.Button(description=t(prompts.try_picked), button_style="" if listed else "success",
                                  layout=w.Layout(width="auto"))
                submit.add_class("cr-build")
                submit.on_click(self._on_submit)
                items.append(submit)
            cancel = w.Button(description=t("widget.cancel"), layout=w.Layout(width="auto"))
            cancel.add_class("cr-cancel")
            cancel.on_click(self._on_cancel)
            items.append(cancel)
            box = w.HBox(items)
            box.add_class("cr-pick-row")
            boxes.append(box)
        self.moves_box.children = tuple(boxes)

    def _option_button(self, move: Any, cls: str) -> w.Button:
        b = w.Button(description=move.label, tooltip=move.label, layout=w.Layout(width="auto"))
        b.add_class(cls)
        b.on_click(functools.partial(lambda m, _b: self._on_option(m), move))
        return b

    # -- sharing, saving, replays, projector (no game logic: cardrules.share and cardrules.replay do the work) ----
    def _build_sharing(self) -> None:
        build_sharing(self)

    def share_query(self) -> str:
        """The URL parameters that reopen the current deal (seed and house rules; not the moves played)."""
        return share.share_query(self.dealt_seed if self.dealt_seed is not None else self.seed_box.value, self.rules,
                                 projector=self.projector_button.value, lang=self.lang,
                                 open_hands=self.open_box.value if self.projector_button.value else None)

    # A widget's callback runs in whatever language the kernel's message left current, so the table's callbacks all
    # go through _guarded, which speaks the table's own language (the Share tab spoke English on a Japanese page).
    @_guarded
    def _on_tab(self, _change: dict[str, Any]) -> None:
        self._refresh_share()

    @_guarded
    def _on_legal_box(self, _change: dict[str, Any]) -> None:
        if not self._relabelling:
            self._refresh_moves()

    def _refresh_share(self) -> None:
        """Fill the Share tab, only while it is shown (the saved game is re-encoded at each refresh)."""
        if getattr(self, "tabs", None) is None or self.tabs.selected_index != 3:
            return
        query = html.escape(self.share_query())
        path = html.escape(share.page_path())
        if path:
            # the page shows the link in full, host included (the app's template), with a button that copies it
            copy = (f'<button type="button" class="cr-copy-link" data-copied="{html.escape(t("widget.copied"))}">'
                    f'{html.escape(t("widget.copy"))}</button>')
            self.share_link.value = (f'<b>{html.escape(t("widget.link"))}</b> <a {LINK_STYLE} '
                                     f'href="{path}?{query}" target="_blank">{path}?{query}</a> {copy}')
        else:
            self.share_link.value = (f"<b>{html.escape(t('widget.link'))}</b> "
                                     + html.escape(t("widget.link_add", query="?" + self.share_query())))
        name = f"{self.game.NAME}-seed{self.dealt_seed if self.dealt_seed is not None else 'file'}"
        data = base64.b64encode(self.session.save().encode("utf-8")).decode("ascii")
        moves = self.session.moves_of(len(self.states) - 1)
        self.save_link.value = (f'<a {LINK_STYLE} download="{name}.json" href="data:application/json;base64,{data}">'
                                f"{html.escape(plural('widget.download', moves))}</a>")

    @_guarded
    def _on_projector(self, change: dict[str, Any]) -> None:
        on = bool(change["new"])
        if on:
            self.add_class("cr-projector")
        else:
            self.remove_class("cr-projector")
        controls, steps, more = self._rows[on]
        self.controls.children, self.steps.children, self.more_box.children = controls, steps, more
        self.steps.layout.display = "flex" if steps else "none"
        self.more.layout.display = "block" if on else "none"
        self.more.selected_index = None  # folded: opened by the teacher who wants the seed or the language
        self._refresh()

    @_guarded
    def _on_replay(self, _button: w.Button) -> None:
        from cardrules.replay import session_replay_html

        page = session_replay_html(self.session)  # as the table shows it: whose view, open hands, the step shown
        data = base64.b64encode(page.encode("utf-8")).decode("ascii")
        name = f"{self.game.NAME}-replay.html"
        self.replay_link.value = (f'<a {LINK_STYLE} download="{name}" href="data:text/html;base64,{data}">'
                                  f"{html.escape(t('widget.download_replay', name=name, kb=len(page) // 1024))}</a>")

    @_guarded
    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        item = files[-1]  # ipywidgets 8: a dict with name, type, size and content (a memoryview)
        content, filename = bytes(item["content"]), str(item.get("name", "file"))
        try:
            state = self.session.load(content)  # nothing changes if the file is refused
        except StateFormatError as err:
            refused = html.escape(t("widget.not_loaded", error=err))
            self.share_message.value = f'<span class="cr-refused">{refused}</span>'
            return
        finally:
            self.upload.value = ()
        self.share_message.value = html.escape(plural("widget.loaded", len(state.history), name=filename,
                                                      title=game_title(self.game)))

    def __repr__(self) -> str:
        return f"GameTable({self.game.NAME!r})"
