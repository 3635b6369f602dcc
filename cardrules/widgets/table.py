"""``GameTable``: one interactive table for any of the five games, written once over the protocol.

It keeps the steps of the game so far and shows one of them; everything on screen is re-rendered from that step
with :mod:`cardrules.render`. The reader can deal with a seed, step through the history, play one seat against
bots by clicking cards (a hand card, then any other cards the move needs), and change the house rules (which
re-deals). No game logic lives here: legality, reasons and narration all come from the game's module, and the
meaning of clicked cards from the moves' ``card`` and ``targets`` (:func:`cardrules.protocol.move_for` for a refused
choice).
"""

from __future__ import annotations

import base64
import functools
import html
import logging
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import ipywidgets as w

from cardrules import GAMES, share
from cardrules.cards import Card, Suit
from cardrules.errors import IllegalMoveError, StateFormatError
from cardrules.events import Reason, Text
from cardrules.i18n import CATALOGUES, LANGUAGES, game_title, get_language, language, t, t_or
from cardrules.lessons import html_table
from cardrules.page import when_visitor_arrives
from cardrules.prompts import phase_prompts
from cardrules.protocol import View, card_groups, first_card_plays, hand_picks_wait, move_for, say
from cardrules.render import card_html, deal_end_html, hint_html, log_html, many_zone, table_html, zone_html
from cardrules.widgets.guard import guard
from cardrules.widgets.number_box import ServerBoundedIntText
from cardrules.widgets.rules_form import RulesForm

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


_guarded = guard("errors", refused="message", illegal="_refuse")
"""The guard of every table callback, in the table's own language (its ``lang``, whatever the page's or another
widget's): an illegal move shows its reason beside the cards (``_refuse``), the package's other refusals go to the
message line, anything else to the errors panel (the traceback to the server's log)."""


def _in_own_language(method: F) -> F:
    """Run a public method of the table (what a script or a test calls, as the buttons do) in the table's language."""

    @functools.wraps(method)
    def wrapper(self: GameTable, *args: Any, **kwargs: Any) -> Any:
        with language(self.lang):
            return method(self, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


def _bag(move: Any) -> Counter[Card]:
    """The cards a move is made of: its hand card and its targets (what the reader clicks to make it)."""
    bag: Counter[Card] = Counter(move.targets)
    if move.card is not None:
        bag[move.card] += 1
    return bag


class GameTable(w.VBox):
    """An interactive table for ``game`` (a name from ``cardrules.GAMES`` or the module).

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

    **Steps, Play and Watch: one model.** The table keeps the *steps* of the game so far (``states``) and shows
    one (``index``). A step is the position after a move, or the *end of a deal*: the position after a deal's last
    move, shown as that deal's result (its score breakdown, who took what, running totals, a "Next deal" button,
    and the final standings at the end of the game). The same position then follows as the next deal's first step.

    * First, Back, Forward, Last and the slider move through the steps already made; only Forward on the last step
      makes a new one: on a deal's result it goes on to the next deal; otherwise, in Watch mode, the bot of the seat
      to move plays (every seat is a bot, the reader watches); in Play mode it never makes the reader's move (it is
      disabled on the reader's turn).
    * In Play mode, whenever the last step is shown and it is a bot's turn, the bots move at once, until it is the
      reader's turn, a deal ends (the table stops on its result until "Next deal" or Forward) or the game is over.
    * Switching to Play takes the game over at the step shown: later steps are dropped (as when moves are taken
      back) and the bots move as above. So after any sequence of Watch, Back, Forward and Play, the table comes to
      rest on the reader's turn, on a deal's result or on the end of the game; never on a bot's turn.

    **Moves by clicking cards.** On the reader's turn the hand is drawn as cards that can be clicked, and so are the
    cards the rules let a move go to (the table, packs, the trick, the Area). A click picks a card; the picked cards
    are matched against the legal moves through each move's ``card`` and ``targets``: a single move is played at
    once (but offered as a button where the game's hand-only moves wait, 9 Peak's, see
    :func:`cardrules.protocol.hand_picks_wait`); where several remain, each is offered as a button saying what it
    does. Any card may be clicked: a card that makes the picks no legal move is refused with the engine's reason
    (``why_illegal`` of the move they mean, :func:`cardrules.protocol.move_for`) and dropped, the cards picked before
    it stay picked, and nothing else changes. A note under the status says what to click, in the game's own words at
    that phase of its turn (:mod:`cardrules.prompts`). Choices that are not cards (pass, declare, take the pile, end
    the turn) are buttons beside the cards. "Show legal moves" marks the cards that can go.
    """

    def __init__(self, game: str | Any, *, seed: int = 0, rules: Any = None, seat: int = 0,
                 open_hands: bool | None = None, mode: str = "play", from_url: bool = True,
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

    def _build(self, seed: int, rules: Any, seat: int, open_hands: bool | None, mode: str) -> None:
        if open_hands is None:
            open_hands = mode == "watch"
        if self.shared is not None:
            seed = seed if self.shared.seed is None else self.shared.seed
            rules = self.shared.rules or rules
            open_hands = open_hands if self.shared.open_hands is None else self.shared.open_hands
        self.rules = rules or self.game.Rules()
        self.seat = seat
        self.states: list[Any] = []
        self.stops: dict[int, int] = {}
        """Steps that show a deal's end: step index -> the deal that ended."""
        self.index = 0
        self.picked: list[tuple[str, int]] = []
        """The cards clicked so far for the move being made, as (zone key, position in the zone)."""
        self._relabelling = False  # True while _relabel rewrites the choice widgets' options (see there)

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
        self.rules_form = RulesForm(self.rules)
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
        self.legal_box.observe(lambda _c: None if self._relabelling else self._refresh_moves(), names="value")
        self.rules_form.on_change(self._on_rules)
        self.lang_switch.observe(self._on_language, names="value")

        wrap = w.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px")
        play_tab = w.VBox([self.status, self.felt, self.moves_box, self.message,
                           w.HBox([self.hint_button, self.hint_box], layout=wrap), self.log_pane])
        tabs = w.Tab(children=[play_tab, self.score, w.VBox([self.rules_note, self.rules_form]), self.share_panel])
        self.tabs = tabs
        tabs.observe(lambda _c: self._refresh_share(), names="selected_index")
        controls = w.HBox([self.seed_box, self.deal_button, self.mode, self.open_box, self.legal_box,
                           self.projector_button, self.lang_switch], layout=wrap)
        steps = w.HBox([self.first_button, self.back_button, self.forward_button, self.last_button, self.autoplay,
                        self.autoplay_timer, self.slider], layout=wrap)
        super().__init__([self.title, controls, self.projector_bar, steps, tabs, self.errors])
        self.add_class("cr-game-table")
        self._relabel()
        self.deal(seed)
        if self.shared is not None:
            if self.shared.projector is not None:
                self.projector_button.value = self.shared.projector
            self.message.value = self._url_notice()

    # -- public API (what the buttons call) --------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The state shown now."""
        return self.states[self.index]

    @property
    def at_deal_end(self) -> bool:
        """Whether the step shown is a deal's end (its result), not a position to play from."""
        return self.index in self.stops and self.index < len(self.states)

    @_in_own_language
    def deal(self, seed: int | None = None) -> None:
        """Start a new game with ``seed`` (default: the seed box) under the current rules."""
        if seed is not None:
            self.seed_box.value = share.check_seed(seed)
        # the server's limits, not the box's traits (a page may send the box other bounds): every seed dealt is
        # one a link can give
        seed = share.check_seed(self.seed_box.value)
        self.bots = {s: self.game.HeuristicBot(seed * 31 + s) for s in range(self.rules.players)}
        self.states = [self.game.new_game(self.rules, seed=seed)]
        self.stops = {}
        self.dealt_seed: int | None = seed
        self.index = 0
        self.picked = []
        self.message.value = ""
        self.errors.value = ""
        self._rules_dealt = False
        self._show_rules_note()
        self._bots_to_reader()
        self._refresh()

    @_in_own_language
    def play(self, move: Any) -> None:
        """Play ``move`` (or its notation) for the seat to move, from the state shown; later steps are dropped.
        Raises :class:`IllegalMoveError` with the reason (the widget's buttons show it instead)."""
        if self.at_deal_end:
            raise IllegalMoveError(move, Text("widget.deal_over_first"))
        nxt = self.state.play(move)
        self._truncate(self.index)
        self._append(nxt)
        self.picked = []
        self.message.value = ""
        self._bots_to_reader()
        self._refresh()

    @_in_own_language
    def hint(self) -> Any:
        """The Hint for the reader's seat (a :class:`cardrules.montecarlo.Hint`: the moves weighed, best first, with
        ranks and figures; what the Hint button shows). The bot gets the reader's seat view only, even when the
        table shows open hands; it searches for the game's budget of wall time
        (:func:`cardrules.montecarlo.hint_settings`)."""
        from cardrules.montecarlo import advise, hint_settings

        if not self._reader_turn():
            raise IllegalMoveError("hint", Text("widget.hint_own_turn"))
        return advise(self.state.view(self.seat), seed=self.seed_box.value * 1000 + self.index,
                      budget=hint_settings(self.game.NAME).budget)

    @_in_own_language
    def step(self) -> None:
        """Forward: the next step made already, else a new one (see the class's model): past a deal's result to
        the next deal; a bot's move, in Watch mode for any seat, in Play mode never for the reader."""
        if self.index < len(self.states) - 1:
            self._go(self.index + 1)
            return
        state = self.state
        if self.at_deal_end:
            self.next_deal()
            return
        if state.is_over or (self.mode.value == "play" and state.to_move == self.seat):
            return
        seat = state.to_move
        self._append(state.play_unchecked(self.bots[seat].choose(state.view(seat))))
        self.picked = []
        self._bots_to_reader()
        self._refresh()

    @_in_own_language
    def next_deal(self) -> None:
        """From a deal's result, on to the next deal (the step after the result; made if it is the last)."""
        if not self.at_deal_end:
            return
        if self.index == len(self.states) - 1:
            if self.state.is_over:
                return
            self.states.append(self.state)  # the same position, now shown as the next deal's first step
            self.index = len(self.states) - 1
        else:
            self.index += 1
        self.picked = []
        self.message.value = ""
        self._bots_to_reader()
        self._refresh()

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
            self.rules = shared.rules
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
                            (self.upload, "widget.load"), (self.hint_button, "widget.hint")]:
            widget.description = t(key)
        self.autoplay.tooltip = t("widget.autoplay_tip", seconds=AUTOPLAY_MS / 1000)
        self._label_autoplay()
        self.legal_box.tooltip = t("widget.show_legal_tip")
        self.open_box.tooltip = t("widget.open_hands_tip")
        self.seed_box.tooltip = t("widget.seed_tip")
        self.deal_button.tooltip = t("widget.deal_tip")
        self.hint_button.tooltip = t("widget.hint_tip")
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
    @_guarded
    def _on_deal(self, _button: w.Button) -> None:
        self.deal()

    @_guarded
    def _on_hint(self, _button: w.Button) -> None:
        legal = self._my_moves()
        if len(legal) == 1:  # a forced move (a draw): nothing to weigh, no search
            self.hint_box.value = f"<p>{html.escape(t('widget.hint_only', move=legal[0].label))}</p>"
            return
        self.hint_box.value = hint_html(self.hint(), game=self.game.NAME, one_deal=self.state.rules.one_deal,
                                        shown=HINT_SHOWN, few=HINT_FEW_DEALS)

    @_guarded
    def _on_first(self, _button: w.Button) -> None:
        self._go(0)

    @_guarded
    def _on_back(self, _button: w.Button) -> None:
        self._go(self.index - 1)

    @_guarded
    def _on_last(self, _button: w.Button) -> None:
        self._go(len(self.states) - 1)

    @_guarded
    def _on_forward(self, _button: w.Button) -> None:
        self.step()

    @_guarded
    def _on_next_deal(self, _button: w.Button) -> None:
        self.next_deal()

    @_guarded
    def _on_slider(self, change: dict[str, Any]) -> None:
        if change["new"] != self.index:
            self._go(change["new"])

    @_guarded
    def _on_autoplay(self, change: dict[str, Any]) -> None:
        if change["new"] and not self._autoplay_can_go():
            self.autoplay.value = False  # (a click at the end of the game)
            return
        if change["new"] and self.mode.value == "play":
            # Autoplay is watching: a reader who asks for it in Play mode wants to see the bots play on (a first
            # reader found it greyed out there, with nothing to say why)
            self.mode.value = "watch"
        self.autoplay_timer.playing = change["new"]
        self.autoplay.disabled = not self._autoplay_can_go()
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
        if self.at_deal_end or not self._autoplay_can_go():
            self.autoplay.value = False

    def _autoplay_can_go(self) -> bool:
        """Whether Autoplay has a step to make from here (in Watch mode): anywhere but the end of the game."""
        return self.index < len(self.states) - 1 or not self.state.is_over

    @_guarded
    def _on_mode(self, _change: dict[str, Any]) -> None:
        if self._relabelling:  # the switch's labels change, not the mode
            return
        if self.mode.value == "play":
            self.autoplay.value = False  # the reader takes the game over: the bots no longer play every seat
        if self.mode.value == "play":
            # the reader takes the game over at the step shown: what was watched after it is dropped
            self._truncate(self.index)
            if self._hands_before_watch is not None:  # the reader's own choice of hands comes back with Play
                self.open_box.value, self._hands_before_watch = self._hands_before_watch, None
        elif not self.open_box.value:
            # watching bots with every hand face down shows nothing to watch (a fresh reader saw four backs)
            self._hands_before_watch = False
            self.open_box.value = True
        self.picked = []
        self.message.value = ""
        self._bots_to_reader()
        self._refresh()

    @_guarded
    def _on_hands(self, change: dict[str, Any]) -> None:
        if self._relabelling:
            return
        self.legal_box.value = change["new"]  # the aid goes with Teaching, off when Playing (the reader may turn it on)
        self._refresh()

    @_guarded
    def _on_rules(self, rules: Any) -> None:
        self.rules = rules
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
        self.play(move)

    @_guarded
    def _on_click(self, zone: str, position: int) -> None:
        """A card clicked: pick it (or drop it if picked), then play the one move the picked cards make, offer the
        moves they may still make, or refuse them with the engine's reason."""
        if not self._reader_turn():
            return
        self.message.value = ""
        key = (zone, position)
        if key in self.picked:
            self.picked.remove(key)
            self._refresh_moves()
            return
        before = list(self.picked)
        self.picked.append(key)
        exact, more = self._matches()
        if more and not zone.startswith("hand/"):
            # a click on a pack or a group the moves take whole picks all of it (a pack is stolen whole)
            cards = self._zone_cards(zone)
            whole = Counter(c for c in cards if c is not None)
            hand = self._hand()
            if len(whole) > 1 and all(not whole - self._parts(m, hand)[1] for m in more):
                self.picked.extend((zone, i) for i, c in enumerate(cards)
                                   if c is not None and (zone, i) not in self.picked)
                exact, more = self._matches()
        if not exact and not more:
            # the card just clicked makes the picks no move: refused with the engine's reason, and only that card is
            # dropped (a reader three cards into a set keeps the two that fit)
            self._submit(keep=before)
            return
        if len(exact) == 1 and not more and not self._waits():
            self.play(exact[0])
            return
        self._refresh_moves()

    def _waits(self) -> bool:
        """Whether the one move the picked cards make waits for the reader's button: in a game whose hand-only
        moves do (:func:`~cardrules.protocol.hand_picks_wait`), when every picked card is from the hand."""
        hand = f"hand/{self.seat}"
        return all(zone == hand for zone, _i in self.picked) and hand_picks_wait(self.game.NAME)

    @_guarded
    def _on_submit(self, _button: w.Button) -> None:
        self._submit()

    @_guarded
    def _on_cancel(self, _button: w.Button) -> None:
        self.picked = []
        self.message.value = ""
        self._refresh_moves()

    # -- clicking cards --------------------------------------------------------------------------------------
    def _zone_cards(self, zone: str) -> tuple[Card | None, ...]:
        try:
            return self._view().zone(zone).cards
        except KeyError:
            return ()

    def _picked_cards(self) -> list[Card]:
        return [card for card in (self._card_at(zone, i) for zone, i in self.picked) if card is not None]

    def _hand_first(self) -> tuple[Card | None, list[Card]]:
        """The picked cards as the game's protocol reads them: the first card picked from the reader's hand (the
        move's ``card``), and the others in the order clicked (its ``targets``)."""
        hand = f"hand/{self.seat}"
        # zone and card side by side: a pick whose card is no longer there is skipped, so positions in
        # ``self.picked`` and in the list of cards would not line up
        picked = [(zone, card) for zone, card in ((z, self._card_at(z, i)) for z, i in self.picked)
                  if card is not None]
        first = next((n for n, (zone, _card) in enumerate(picked) if zone == hand), None)
        cards = [card for _zone, card in picked]
        if first is None:
            return None, cards
        return cards[first], cards[:first] + cards[first + 1:]

    def _card_at(self, zone: str, i: int) -> Card | None:
        cards = self._zone_cards(zone)
        return cards[i] if i < len(cards) else None

    def _hand(self) -> Counter[Card]:
        return Counter(c for c in self.state.view(self.seat).zone(f"hand/{self.seat}").cards if c is not None)

    @staticmethod
    def _parts(move: Any, hand: Counter[Card]) -> tuple[Counter[Card], Counter[Card]]:
        """The cards of a move from the reader's hand, and those from elsewhere (the table, a pack, the Area): a
        card clicked on the table is never taken for an equal card in the hand (two decks, 9 Peak's copies)."""
        if move.card is None:
            return Counter(), Counter(move.targets)
        bag = _bag(move)
        outside = bag - hand
        return bag - outside, outside

    def _picked_parts(self) -> tuple[Counter[Card], Counter[Card]]:
        hand_key = f"hand/{self.seat}"
        mine: Counter[Card] = Counter()
        other: Counter[Card] = Counter()
        for zone, i in self.picked:
            card = self._card_at(zone, i)
            if card is not None:
                (mine if zone == hand_key else other)[card] += 1
        return mine, other

    def _matches(self) -> tuple[list[Any], list[Any]]:
        """The legal moves made of exactly the picked cards, and those made of more cards than those."""
        mine, other = self._picked_parts()
        card, _rest = self._hand_first()
        ordered = first_card_plays(self.game.NAME)
        hand = self._hand()
        exact, more = [], []
        for m in self._my_moves():
            if ordered and card is not None and m.card != card:
                continue
            from_hand, from_elsewhere = self._parts(m, hand)
            if from_hand == mine and from_elsewhere == other:
                exact.append(m)
            elif not mine - from_hand and not other - from_elsewhere:
                more.append(m)
        if len(exact) > 1 and card is not None:  # the card clicked first is the one played, where that decides
            first = [m for m in exact if m.card == card]
            exact = first or exact
        return exact, more

    def _submit(self, keep: Sequence[tuple[str, int]] = ()) -> None:
        """Refuse what the picked cards mean, as the game reads them (:func:`move_for`), with the engine's reason;
        nothing changes but the picks, which become ``keep``."""
        card, targets = self._hand_first()
        move = move_for(self.state, card, targets)
        if move is None:
            self._refuse(t("widget.no_such_choice"), keep)
            return
        # the picked cards make no legal move (else it was offered): a move the game reads as legal is another one
        self._refuse(self.state.why_illegal(move) or t("widget.no_such_choice"), keep)

    def _refuse(self, reason: Reason | str, keep: Sequence[tuple[str, int]] = ()) -> None:
        self.picked = list(keep)
        refused = html.escape(t("widget.not_allowed", reason=reason))
        self._refresh_moves()
        self.message.value = f'<span class="cr-refused">{refused}</span>'

    # -- internals -------------------------------------------------------------------------------------------
    def _append(self, state: Any) -> None:
        """A new last step; the end of a deal (or of the game) marks it as that deal's result."""
        before = self.states[-1]
        self.states.append(state)
        self.index = len(self.states) - 1
        if state.is_over or state.deal_number > before.deal_number:
            self.stops[self.index] = before.deal_number

    def _event_steps(self) -> list[int]:
        """For each event of the shown step's log, the step that added it (the first step whose log holds it): the
        log is numbered by step. The move that ends a deal also opens the next one (its ante, its deal): those events
        belong to the step after the result, the next deal's first, so that the numbers run on without a gap. Worked
        out once per history (kept while the steps made so far stay the same)."""
        key = (len(self.states), id(self.states[-1]), len(self.stops))
        kept = getattr(self, "_steps_kept", None)
        if kept is None or kept[0] != key:
            steps: list[int] = []
            for i, state in enumerate(self.states):
                ended = self.stops.get(i)
                steps += [i + 1 if ended is not None and e.deal > ended else i for e in state.events[len(steps):]]
            kept = self._steps_kept = (key, steps)
        return kept[1]

    def _truncate(self, index: int) -> None:
        del self.states[index + 1:]
        self.stops = {i: d for i, d in self.stops.items() if i <= index}

    def _go(self, index: int) -> None:
        self.index = max(0, min(index, len(self.states) - 1))
        self.picked = []
        self.message.value = ""
        self._bots_to_reader()
        self._refresh()

    def _reader_turn(self) -> bool:
        return (self.mode.value == "play" and self.index == len(self.states) - 1 and not self.at_deal_end
                and self.state.to_move == self.seat)

    def _bots_to_reader(self, limit: int = 2000) -> None:
        """In play mode, on the last step, let the bots move until it is the reader's turn, a deal ends or the game
        is over."""
        if self.mode.value != "play" or self.index != len(self.states) - 1:
            return
        for _ in range(limit):
            state = self.states[-1]
            if self.at_deal_end or state.is_over or state.to_move == self.seat:
                break
            seat = state.to_move
            self._append(state.play_unchecked(self.bots[seat].choose(state.view(seat))))

    def _my_moves(self) -> Sequence[Any]:
        return self.state.legal_moves() if self._reader_turn() else ()

    def _view(self) -> Any:
        viewer = self.seat if self.mode.value == "play" else None
        return self.state.view(viewer, open_hands=self.open_box.value)

    def _shown_deal(self) -> int:
        return self.stops[self.index] if self.at_deal_end else self.state.deal_number

    def _refresh(self) -> None:
        state = self.state
        self.slider.unobserve(self._on_slider, names="value")
        self.slider.max = len(self.states) - 1
        self.slider.value = self.index
        self.slider.observe(self._on_slider, names="value")
        view = self._view()
        if self.at_deal_end:
            deal = self.stops[self.index]
            over = state.is_over and deal >= state.deal_number
            if over:
                status = t("render.game_over_one") if state.rules.one_deal else t("render.game_over", deal=deal)
            else:
                status = t("widget.deal_ended", deal=deal)
        else:
            status = say(view.status)
            if self._reader_turn():
                status = t("widget.your_turn", question=status)
        self.status.value = f"<b>{html.escape(status)}</b>"
        if self._reader_turn() and not self.at_deal_end and any(m.card is not None or m.targets
                                                                for m in self._my_moves()):
            # a move is made by clicking cards, which a newcomer cannot guess from a table with few buttons; a game
            # may say what to click at this point of its turn (a message keyed by the status's, "<status>.click")
            note = t(phase_prompts(self.game, view.status).click)
            self.status.value += f'<br><small class="cr-click-note">{html.escape(note)}</small>'
        elif self.mode.value == "play" and self.index < len(self.states) - 1:
            # Back is no undo: an earlier step shows no moves, which left readers waiting for one
            self.status.value += f'<br><small class="cr-click-note">{html.escape(t("widget.looking_back"))}</small>'
        deal = self._shown_deal()
        # the log tells what the felt shows: every card with open hands (a dealt hand, a face-down discard), else
        # what the reader's seat may know (a spectator's when watching)
        seat = self.seat if self.mode.value == "play" else None
        steps = self._event_steps()
        told = state.narration(seat, open_hands=self.open_box.value)
        shown = [(line, steps[i]) for i, (e, line) in enumerate(zip(state.events, told)) if e.deal == deal]
        lines = [line for line, _step in shown]
        # numbered by step, as the slider counts them (a reader at step 14 finds the line numbered 14)
        self.log_pane.value = log_html(lines, limit=len(lines) or 1, box=True, numbers=[n for _line, n in shown])
        # a lesson table (items left, points right) from the engine's rows: a game page needs no pandas (the
        # static site's in-browser Python has none)
        # on a deal's result, the totals when it ended (as the result shows them), not yet the next deal's ante
        header, rows = state.score_rows(through=self.stops[self.index] if self.at_deal_end else None)
        self.score.value = html_table(rows, header).html
        last = self.index == len(self.states) - 1
        self.back_button.disabled = self.first_button.disabled = self.index == 0
        self.forward_button.disabled = last and (state.is_over or self._reader_turn())
        self.last_button.disabled = last
        self.autoplay.disabled = not self._autoplay_can_go()
        self._refresh_moves()
        self._refresh_share()
        self.hint_box.value = ""
        self.hint_button.disabled = not self._reader_turn()

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
        view = self._view()
        projector = self.projector_button.value
        groups = {z.key: g for z in view.zones if (g := card_groups(self.state, z.key))}
        if self.at_deal_end:
            self.table.value = deal_end_html(self.state, self.stops[self.index])
            last = self.state.is_over and self.index == len(self.states) - 1
            self.felt.children = (self.table,)
            if self.state.is_over and self.stops[self.index] >= self.state.deal_number:
                # the game's end: the final position stays in view under the scores (9 Peak's sets, the packs, the
                # piles), so the scores can be read against the cards that made them
                self.felt.children = (self.table, self._html("final", table_html(view, projector=projector,
                                                                                  groups=groups)))
            self.moves_box.children = () if last else (self.next_button,)
            return
        moves = self._my_moves()
        if not moves:
            self.table.value = table_html(view, projector=projector, groups=groups)
            self.felt.children = (self.table,)
            self.moves_box.children = ()
            return
        # the felt, with the reader's hand and the cards moves go to as buttons
        exact, more = self._matches() if self.picked else ([], [])
        hand = self._hand()
        live_hand: Counter[Card] = Counter()  # the cards the aid marks, in the hand and elsewhere
        live_other: Counter[Card] = Counter()
        ordered = first_card_plays(self.game.NAME)
        for m in (more if self.picked else moves):
            from_hand, from_elsewhere = self._parts(m, hand)
            if ordered and not self.picked and m.card is not None:  # the first card clicked is the one played
                from_hand = Counter([m.card])
            live_hand |= from_hand
            live_other |= from_elsewhere
        if self.picked:
            mine, other = self._picked_parts()
            live_hand -= mine
            live_other -= other
        hand_key = f"hand/{self.seat}"
        outside: set[Card] = set()
        for m in moves:  # the zones moves take cards from may be clicked
            outside.update(self._parts(m, hand)[1])
        head = table_html(View(view.game, view.seat, view.names, view.to_move, (), (), view.facts, (), False,
                               view.rules, ""), projector=projector)
        self.table.value = head.replace('<div class="cr-felt"></div>', "")
        rows: list[w.Widget] = []
        aid = self.legal_box.value
        for zone in view.zones:
            # the hand, the cards in the middle (no one's: any may be tried) and any zone a move takes cards from
            clickable = zone.key == hand_key or (zone.layout != "stack" and (
                zone.owner is None or any(c in outside for c in zone.cards)))
            if not clickable:
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
        named = [m for m in moves if m.card is None and not m.targets]
        if named:
            # "Or:" beside cards that may be clicked; when these are the only moves (a draw), just the move
            label = t("widget.choices") if len(named) < len(moves) else t("widget.choices_only")
            box = w.HBox([w.HTML(f"<b>{html.escape(label)}</b>&nbsp;"),
                          *[self._option_button(m, "cr-choice") for m in named]])
            box.add_class("cr-choices")
            boxes.append(box)
        if self.picked:
            shown = " ".join(c.unicode for c in self._picked_cards())
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
        self.projector_button = w.ToggleButton(value=False, description="Projector", icon="television",
                                               tooltip="Bigger cards and text, high contrast, for a room")
        self.hands_switch = w.ToggleButtons(options=[("Teaching: every hand face up", True),
                                                     ("Playing: only my hand", False)], value=self.open_box.value,
                                          style={"button_width": "auto"})
        w.link((self.open_box, "value"), (self.hands_switch, "value"))
        self.projector_bar = w.HBox([self.hands_switch], layout=w.Layout(display="none"))
        self.projector_button.observe(self._on_projector, names="value")
        self.share_link = w.HTML()
        self.save_link = w.HTML()
        self.replay_button = w.Button(description="Make a replay file", icon="film", layout=w.Layout(width="auto"),
                                      tooltip="One HTML file that steps through this game in any browser")
        self.replay_link = w.HTML()
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False, description="Load a game")
        # the page refuses a file over this size before sending it (the app's template reads the class): one over
        # the websocket's 10 MiB message limit would otherwise drop the connection with no word
        self.upload.add_class(f"cr-upload-max-{share.MAX_SAVE_BYTES}")
        self.share_message = w.HTML()
        for widget, cls in [(self.share_link, "cr-share-link"), (self.save_link, "cr-save-link"),
                            (self.replay_button, "cr-replay-button"), (self.replay_link, "cr-replay-link"),
                            (self.upload, "cr-upload"), (self.share_message, "cr-share-message"),
                            (self.projector_button, "cr-projector-button"), (self.hands_switch, "cr-hands-switch")]:
            widget.add_class(cls)
        self.replay_button.on_click(self._on_replay)
        self.upload.observe(self._on_upload, names="value")
        self.load_label = w.HTML("<b>Load a saved game:</b>&nbsp;")
        self.share_panel = w.VBox([self.share_link, self.save_link, w.HBox([self.replay_button, self.replay_link]),
                                   w.HBox([self.load_label, self.upload]),
                                   self.share_message])

    def share_query(self) -> str:
        """The URL parameters that reopen the current deal (seed and house rules; not the moves played)."""
        return share.share_query(self.dealt_seed if self.dealt_seed is not None else self.seed_box.value, self.rules,
                                 projector=self.projector_button.value, lang=self.lang,
                                 open_hands=self.open_box.value if self.projector_button.value else None)

    def _refresh_share(self) -> None:
        """Fill the Share tab, only while it is shown (the saved game is re-encoded at each refresh)."""
        if getattr(self, "tabs", None) is None or self.tabs.selected_index != 3:
            return
        query = html.escape(self.share_query())
        path = html.escape(share.page_path())
        if path:
            self.share_link.value = (f'<b>{html.escape(t("widget.link"))}</b> <a {LINK_STYLE} '
                                     f'href="{path}?{query}" target="_blank">{path}?{query}</a>')
        else:
            self.share_link.value = (f"<b>{html.escape(t('widget.link'))}</b> "
                                     + html.escape(t("widget.link_add", query="?" + self.share_query())))
        name = f"{self.game.NAME}-seed{self.dealt_seed if self.dealt_seed is not None else 'file'}"
        saved = share.save_game(self.states[-1], step=self._moves_of(self.index))
        data = base64.b64encode(saved.encode("utf-8")).decode("ascii")
        self.save_link.value = (f'<a {LINK_STYLE} download="{name}.json" href="data:application/json;base64,{data}">'
                                f"{html.escape(t('widget.download', n=self._moves_of(len(self.states) - 1)))}</a>")

    @_guarded
    def _on_projector(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.add_class("cr-projector")
        else:
            self.remove_class("cr-projector")
        self.projector_bar.layout.display = "flex" if change["new"] else "none"
        self._refresh()

    @_guarded
    def _on_replay(self, _button: w.Button) -> None:
        from cardrules.replay import replay_html

        seat = None if self.mode.value == "watch" else self.seat
        page = replay_html(self.states[-1], seat=seat, open_hands=self.open_box.value,
                           start=self._moves_of(self.index))
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
            state, step = share.load_game(content, game=self.game.NAME)
        except StateFormatError as err:
            refused = html.escape(t("widget.not_loaded", error=err))
            self.share_message.value = f'<span class="cr-refused">{refused}</span>'
            return
        finally:
            self.upload.value = ()
        self.rules = state.rules
        self.rules_form.set_rules(state.rules)
        self._rules_dealt = False
        self._show_rules_note()
        seed = state.to_dict()["start"].get("seed")
        # a file's seed outside a link's limits is not offered as a link (the reader would refuse it)
        self.dealt_seed = seed if isinstance(seed, int) and share.MIN_SEED <= seed <= share.MAX_SEED else None
        self.bots = {s: self.game.HeuristicBot((self.dealt_seed or 0) * 31 + s) for s in range(state.players)}
        self._set_history(share.states_of(state))
        self.share_message.value = html.escape(t("widget.loaded", name=filename,
                                                 title=game_title(self.game),
                                                 n=len(state.history)))
        self._go(self._step_of(step))

    def _set_history(self, states: Sequence[Any]) -> None:
        """The steps of a game given as its states, move by move: each deal's end gets its result step."""
        self.states, self.stops, self.index = [states[0]], {}, 0
        for state in states[1:]:
            if self.index in self.stops and not self.states[-1].is_over:
                self.states.append(self.states[-1])  # past a deal's result: the next deal's first step
                self.index += 1
            self._append(state)

    def _moves_of(self, index: int) -> int:
        """How many moves were made by step ``index`` (a deal's result and the next deal's first step are one
        position, shown twice)."""
        return index - sum(1 for i in range(1, index + 1) if self.states[i] is self.states[i - 1])

    def _step_of(self, moves: int) -> int:
        """The step that shows the position after ``moves`` moves (the next deal's first step, not the result)."""
        found, made = len(self.states) - 1, 0
        for i in range(len(self.states)):
            made += i > 0 and self.states[i] is not self.states[i - 1]
            if made == moves:
                found = i
            elif made > moves:
                break
        return found

    def __repr__(self) -> str:
        return f"GameTable({self.game.NAME!r})"
