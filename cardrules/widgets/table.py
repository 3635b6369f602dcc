"""``GameTable``: one interactive table for any of the five games, written once over the protocol.

It keeps the list of states of the game so far and shows one of them; everything on screen is re-rendered from that
state with :mod:`cardrules.render`. The reader can deal with a seed, step through the history, play one seat against
bots (pick a card, then one of its options; where a card can take table cards, click them to build the capture),
and change the house rules (which re-deals). No game logic lives here: legality, reasons and narration all come from
the game's module.
"""

from __future__ import annotations

import base64
import functools
import html
import traceback
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from cardrules import GAMES, share
from cardrules.bots import RandomBot
from cardrules.errors import CardrulesError, IllegalMoveError, StateFormatError
from cardrules.i18n import CATALOGUES, LANGUAGES, game_title, get_language, set_language, t, t_or
from cardrules.protocol import say
from cardrules.render import log_html, table_html
from cardrules.widgets.rules_form import RulesForm

MAX_OPTION_BUTTONS = 12
LINK_STYLE = 'style="color:#1a57b5;text-decoration:underline"'
"""Links in the Share tab look like links whatever the page's theme does to anchors."""
"""Above this many options for one card, the reader builds the choice by clicking target cards instead."""


def _guarded(method: Callable[..., None]) -> Callable[..., None]:
    """Run a callback so that no exception is lost: rule errors go to the status line, anything else to the
    error panel with its traceback."""

    @functools.wraps(method)
    def wrapper(self: GameTable, *args: Any) -> None:
        try:
            method(self, *args)
        except IllegalMoveError as err:
            refused = html.escape(t("widget.not_allowed", reason=err.reason))
            self.message.value = f'<span class="cr-refused">{refused}</span>'
        except CardrulesError as err:
            self.message.value = f'<span class="cr-refused">{html.escape(str(err))}</span>'
        except Exception:  # noqa: BLE001 - shown to the reader rather than lost in the kernel log
            self.errors.value = f"<pre>{html.escape(traceback.format_exc())}</pre>"

    return wrapper


class GameTable(w.VBox):
    """An interactive table for ``game`` (a name from ``cardrules.GAMES`` or the module).

    Args:
        game: which game.
        seed: the deal's seed (the seed box shows it; Deal uses it).
        rules: house rules (defaults: the seed's rules).
        seat: the seat the reader plays in play mode (0 = South).
        open_hands: show every hand face up (teaching mode); otherwise the other hands are face down.
        mode: ``"watch"`` (forward lets the bots play every seat) or ``"play"`` (the reader holds ``seat``).
        from_url: under Voila, start the deal the page's URL asks for (``?seed=7&players=4&rules=hand_size:8``,
            see :mod:`cardrules.share`); refused parameters are named on the table and take their defaults.
        lang: the language of every text (``"en"``, ``"ja"``; default: the page's ``?lang=``, else the current
            one). The table's language switch changes it for the whole page (:func:`cardrules.set_language`).
    """

    def __init__(self, game: str | Any, *, seed: int = 0, rules: Any = None, seat: int = 0, open_hands: bool = True,
                 mode: str = "play", from_url: bool = True, lang: str | None = None) -> None:
        self.game = GAMES[game] if isinstance(game, str) else game
        # a game page's URL may ask for a deal; it is read strictly as data (cardrules.share), never evaluated
        self.shared = share.shared_deal_from_request(self.game) if from_url else None
        if lang is None and self.shared is not None:
            lang = self.shared.lang
        if lang is not None:
            set_language(lang)
        if self.shared is not None:
            seed = seed if self.shared.seed is None else self.shared.seed
            rules = self.shared.rules or rules
            open_hands = open_hands if self.shared.open_hands is None else self.shared.open_hands
        self.rules = rules or self.game.Rules()
        self.seat = seat
        self.states: list[Any] = []
        self.index = 0
        self.pending_card: Any = None
        self.picked: list[Any] = []
        self.narrowed: list[Any] = []
        self._relabelling = False  # True while _relabel rewrites the choice widgets' options (see there)

        self.seed_box = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="Seed",
                                         layout=w.Layout(width="170px"))
        self.deal_button = w.Button(description="Deal", button_style="primary", icon="refresh")
        self.mode = w.ToggleButtons(options=[("Play", "play"), ("Watch", "watch")], value=mode)
        self.open_box = w.Checkbox(value=open_hands, description="Open hands", indent=False)
        self.first_button = w.Button(description="First", icon="fast-backward", layout=w.Layout(width="90px"))
        self.back_button = w.Button(description="Back", icon="step-backward", layout=w.Layout(width="90px"))
        self.forward_button = w.Button(description="Forward", icon="step-forward", layout=w.Layout(width="100px"))
        self.last_button = w.Button(description="Last", icon="fast-forward", layout=w.Layout(width="90px"))
        self.slider = w.IntSlider(value=0, min=0, max=0, description="Step", continuous_update=False)
        self.table = w.HTML()
        self.status = w.HTML()
        self.message = w.HTML()
        self.moves_box = w.VBox()
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
        self.rules_form = RulesForm(self.rules)
        self.lang_switch = w.ToggleButtons(options=[(CATALOGUES[code]["language.name"], code) for code in LANGUAGES],
                                           value=get_language(), style={"button_width": "80px"})
        self.lang_switch.add_class("cr-lang-switch")
        self.title = w.HTML()
        self._build_sharing()

        for widget, cls in [(self.table, "cr-table"), (self.status, "cr-status"), (self.message, "cr-message"),
                            (self.moves_box, "cr-moves"), (self.log_pane, "cr-log-pane"), (self.score, "cr-score"),
                            (self.errors, "cr-errors")]:
            widget.add_class(cls)
        self.deal_button.on_click(self._on_deal)
        self.first_button.on_click(lambda _b: self._go(0))
        self.back_button.on_click(lambda _b: self._go(self.index - 1))
        self.forward_button.on_click(self._on_forward)
        self.last_button.on_click(lambda _b: self._go(len(self.states) - 1))
        self.slider.observe(self._on_slider, names="value")
        self.mode.observe(self._on_mode, names="value")
        self.open_box.observe(lambda _c: None if self._relabelling else self._refresh(), names="value")
        self.rules_form.on_change(self._on_rules)
        self.lang_switch.observe(self._on_language, names="value")

        play_tab = w.VBox([self.status, self.moves_box, w.HBox([self.hint_button, self.hint_box]), self.message,
                           self.table, self.log_pane])
        tabs = w.Tab(children=[play_tab, self.score, self.rules_form, self.share_panel])
        self.tabs = tabs
        tabs.observe(lambda _c: self._refresh_share(), names="selected_index")
        controls = w.HBox([self.seed_box, self.deal_button, self.mode, self.open_box, self.projector_button,
                           self.lang_switch])
        steps = w.HBox([self.first_button, self.back_button, self.forward_button, self.last_button, self.slider])
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

    def deal(self, seed: int | None = None) -> None:
        """Start a new game with ``seed`` (default: the seed box) under the current rules."""
        if seed is not None:
            self.seed_box.value = seed
        # the other seats play the game's own heuristic bot where it has one
        bot = getattr(self.game, "HeuristicBot", RandomBot)
        self.bots = {s: bot(self.seed_box.value * 31 + s) for s in range(self.rules.players)}
        self.states = [self.game.new_game(self.rules, seed=self.seed_box.value)]
        self.dealt_seed: int | None = self.seed_box.value
        self.index = 0
        self.message.value = ""
        self.errors.value = ""
        self._bots_to_reader()
        self._refresh()

    def play(self, move: Any) -> None:
        """Play ``move`` (or its notation) for the seat to move, from the state shown; later history is dropped.
        Raises :class:`IllegalMoveError` with the reason (the widget's buttons show it instead)."""
        nxt = self.state.play(move)
        del self.states[self.index + 1:]
        self.states.append(nxt)
        self.index = len(self.states) - 1
        self.pending_card, self.picked, self.narrowed = None, [], []
        self.message.value = ""
        self._bots_to_reader()
        self._refresh()

    def hint(self, top: int = 3) -> list[Any]:
        """The Monte Carlo bot's ``top`` moves for the reader's seat with their estimated chances (what the Hint
        button shows). The bot gets the reader's seat view only, even when the table shows open hands."""
        from cardrules.montecarlo import hint

        if not self._reader_turn():
            raise IllegalMoveError("hint", t("widget.hint_own_turn"))
        return hint(self.state.view(self.seat), top=top, seed=self.seed_box.value * 1000 + self.index)

    def step(self) -> None:
        """One move forward: through the history if there is more, else the seat to move plays by bot."""
        if self.index < len(self.states) - 1:
            self._go(self.index + 1)
            return
        state = self.state
        if state.is_over:
            return
        seat = state.to_move
        move = self.bots[seat].choose(state.view(seat))
        self.states.append(state.play(move))
        self.index = len(self.states) - 1
        self._refresh()

    def set_language(self, lang: str) -> None:
        """Show the table, and every text the library writes from now on, in ``lang`` (what the switch does)."""
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
                            (self.first_button, "widget.first"), (self.back_button, "widget.back"),
                            (self.forward_button, "widget.forward"), (self.last_button, "widget.last"),
                            (self.projector_button, "widget.projector"), (self.replay_button, "widget.replay"),
                            (self.upload, "widget.load"), (self.hint_button, "widget.hint")]:
            widget.description = t(key)
        self.hint_button.tooltip = t("widget.hint_tip")
        self.projector_button.tooltip = t("widget.projector_tip")
        self.replay_button.tooltip = t("widget.replay_tip")
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

    @_guarded
    def _on_language(self, change: dict[str, Any]) -> None:
        set_language(change["new"])
        self._relabel()
        self._refresh()  # the log is narrated again from the game's events, every line in the new language
        # the page link's problems are read again from the address, in the new language; a refused move answered a
        # click already made, so its message goes rather than stay in the old language
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
        rows = "".join(f"<li>{html.escape(getattr(e.move, 'label', str(e.move)))}: <b>{e.chance:.0%}</b></li>"
                       for e in self.hint())
        what = t_or("widget.hint_chance", "estimated chance of winning (of leading after this deal, in a game of "
                                          "several deals)")
        self.hint_box.value = f"<ol>{rows}</ol><small>{html.escape(what)}</small>"

    @_guarded
    def _on_forward(self, _button: w.Button) -> None:
        self.step()

    @_guarded
    def _on_slider(self, change: dict[str, Any]) -> None:
        if change["new"] != self.index:
            self._go(change["new"])

    @_guarded
    def _on_mode(self, _change: dict[str, Any]) -> None:
        if self._relabelling:  # the switch's labels change, not the mode
            return
        self._bots_to_reader()
        self._refresh()

    @_guarded
    def _on_rules(self, rules: Any) -> None:
        self.rules = rules
        self.deal()

    @_guarded
    def _on_card(self, card: Any) -> None:
        options = [m for m in self._my_moves() if getattr(m, "card", None) == card]
        if len(options) == 1:
            self.play(options[0])
            return
        self.pending_card, self.picked, self.narrowed = card, [], []
        self._refresh_moves()

    @_guarded
    def _on_option(self, move: Any) -> None:
        self.play(move)

    @_guarded
    def _on_target(self, card: Any) -> None:
        self.narrowed = []
        if card in self.picked:
            self.picked.remove(card)
        else:
            self.picked.append(card)
        self._refresh_moves()

    @_guarded
    def _on_build(self, _button: w.Button) -> None:
        """Play the pending card with exactly the picked targets; the engine accepts it or says why not."""
        candidates = [m for m in self._my_moves() if m.card == self.pending_card]
        matches = [m for m in candidates if sorted(m.targets) == sorted(self.picked)]
        if len(matches) > 1:  # the same cards make several moves (9 Peak: pass them or play them as a set)
            self.narrowed = matches
            self._refresh_moves()
            return
        if matches:
            self.play(matches[0])
            return
        build = getattr(self.game, "build_move", None)
        if build is None:
            raise IllegalMoveError(self.picked, t("widget.no_such_choice"))
        self.play(build(self.state, self.pending_card, tuple(self.picked)))  # the engine says why it is refused

    @_guarded
    def _on_cancel(self, _button: w.Button) -> None:
        self.pending_card, self.picked, self.narrowed = None, [], []
        self._refresh_moves()

    # -- internals -------------------------------------------------------------------------------------------
    def _go(self, index: int) -> None:
        self.index = max(0, min(index, len(self.states) - 1))
        self.pending_card, self.picked, self.narrowed = None, [], []
        self._refresh()

    def _reader_turn(self) -> bool:
        return self.mode.value == "play" and self.state.to_move == self.seat and self.index == len(self.states) - 1

    def _bots_to_reader(self, limit: int = 2000) -> None:
        """In play mode, let the bots move until it is the reader's turn or the game is over."""
        if self.mode.value != "play" or self.index != len(self.states) - 1:
            return
        for _ in range(limit):
            state = self.states[-1]
            if state.is_over or state.to_move == self.seat:
                break
            seat = state.to_move
            self.states.append(state.play(self.bots[seat].choose(state.view(seat))))
        self.index = len(self.states) - 1

    def _my_moves(self) -> tuple[Any, ...]:
        return self.state.legal_moves() if self._reader_turn() else ()

    def _view(self) -> Any:
        viewer = self.seat if self.mode.value == "play" else None
        return self.state.view(viewer, open_hands=self.open_box.value)

    def _refresh(self) -> None:
        state = self.state
        self.slider.unobserve(self._on_slider, names="value")
        self.slider.max = len(self.states) - 1
        self.slider.value = self.index
        self.slider.observe(self._on_slider, names="value")
        view = self._view()
        self.table.value = table_html(view, projector=self.projector_button.value)
        status = say(view.status)
        if self._reader_turn():
            status = t("widget.your_turn", name=state.names[self.seat])
        self.status.value = f"<b>{html.escape(status)}</b>"
        lines = state.narration(self.seat if self.mode.value == "play" and not self.open_box.value else None)
        self.log_pane.value = log_html(lines, limit=14)
        self.score.value = state.score_table().to_html()
        self.back_button.disabled = self.first_button.disabled = self.index == 0
        self.forward_button.disabled = state.is_over and self.index == len(self.states) - 1
        self.last_button.disabled = self.index == len(self.states) - 1
        self._refresh_moves()
        self._refresh_share()
        self.hint_box.value = ""
        self.hint_button.disabled = not self._reader_turn()

    def _refresh_moves(self) -> None:
        moves = self._my_moves()
        if not moves:
            self.moves_box.children = ()
            return
        rows: list[w.Widget] = []
        by_card: dict[Any, list[Any]] = {}
        others = []
        for m in moves:
            card = getattr(m, "card", None)
            if card is None:
                others.append(m)
            else:
                by_card.setdefault(card, []).append(m)
        if by_card:
            buttons = []
            for card in sorted(by_card):
                b = w.Button(description=card.unicode, tooltip=t("widget.options", n=len(by_card[card])),
                             layout=w.Layout(width="56px"),
                             button_style="info" if card == self.pending_card else "")
                b.add_class("cr-hand-card")
                b.style.text_color = "#c8102e" if card.is_red else "#111111"
                b.on_click(functools.partial(lambda c, _b: self._on_card(c), card))
                buttons.append(b)
            rows.append(w.HBox([w.HTML(f"<b>{html.escape(t('widget.your_cards'))}</b>&nbsp;"), *buttons]))
        if others:
            rows.append(w.HBox([self._option_button(m) for m in others]))
        if self.pending_card is not None and self.pending_card in by_card:
            options = by_card[self.pending_card]
            if self.narrowed:
                rows.append(w.HTML(html.escape(t("widget.several"))))
                rows.append(w.VBox([self._option_button(m) for m in self.narrowed]))
            elif len(options) <= MAX_OPTION_BUTTONS or not any(getattr(m, "targets", ()) for m in options):
                rows.append(w.HTML(html.escape(t("widget.ways", card=self.pending_card.unicode, n=len(options)))))
                rows.append(w.VBox([self._option_button(m) for m in options]))
            else:
                rows.extend(self._builder(options))
        self.moves_box.children = tuple(rows)

    def _option_button(self, move: Any) -> w.Button:
        b = w.Button(description=getattr(move, "label", str(move)), tooltip=str(move),
                     layout=w.Layout(width="auto"))
        b.add_class("cr-option")
        b.on_click(functools.partial(lambda m, _b: self._on_option(m), move))
        return b

    def _builder(self, options: list[Any]) -> list[w.Widget]:
        """Build a choice among many by clicking target cards: only targets still possible are offered."""
        still = [m for m in options if all(m.targets.count(c) >= self.picked.count(c) for c in self.picked)]
        offered = sorted({c for m in still for c in m.targets})
        buttons = []
        for card in offered:
            b = w.Button(description=card.unicode, layout=w.Layout(width="56px"),
                         button_style="warning" if card in self.picked else "")
            b.add_class("cr-target")
            b.on_click(functools.partial(lambda c, _b: self._on_target(c), card))
            buttons.append(b)
        done = w.Button(description=t("widget.play_it"), button_style="success")
        done.add_class("cr-build")
        done.on_click(self._on_build)
        cancel = w.Button(description=t("widget.cancel"))
        cancel.on_click(self._on_cancel)
        note = t("widget.builder", card=self.pending_card.unicode, n=len(options), still=len(still),
                 picked=" ".join(c.unicode for c in self.picked) or t("widget.nothing"))
        return [w.HTML(html.escape(note)), w.HBox(buttons), w.HBox([done, cancel])]

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
                                 projector=self.projector_button.value, lang=get_language(),
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
        data = base64.b64encode(share.save_game(self.states[-1], step=self.index).encode("utf-8")).decode("ascii")
        self.save_link.value = (f'<a {LINK_STYLE} download="{name}.json" href="data:application/json;base64,{data}">'
                                f"{html.escape(t('widget.download', n=len(self.states) - 1))}</a>")

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
        page = replay_html(self.states[-1], seat=seat, open_hands=self.open_box.value, start=self.index)
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
        seed = state.to_dict()["start"].get("seed")
        self.dealt_seed = seed if isinstance(seed, int) else None
        bot = getattr(self.game, "HeuristicBot", RandomBot)
        self.bots = {s: bot((self.dealt_seed or 0) * 31 + s) for s in range(state.players)}
        self.states = share.states_of(state)
        self.share_message.value = html.escape(t("widget.loaded", name=filename,
                                                 title=game_title(self.game),
                                                 n=len(state.history)))
        self._go(step)

    def __repr__(self) -> str:
        return f"GameTable({self.game.NAME!r})"
