"""``Practice``: practice puzzles for any game, answered by clicking cards or picking an answer.

The widget shows one :class:`~cardrules.practice.Puzzle` at a time: the position drawn by :mod:`cardrules.render`,
the question, and the choices. A choice that is a card is that card in the drawing, drawn as a button (named by the
card and its state for a screen reader, reached by Tab, clicked or pressed with Enter): "which cards…?" questions
are answered by clicking the cards where they lie, then *Check*. Other choices are a short list of buttons under the
question, where a click answers. The verdict comes at once from ``Puzzle.check``: the engine's reason for each
wrong choice, the right answer highlighted on the buttons and in the drawing. A running score, a *Next question*
button, and three levels. The set is addressed by its seed and level, so a class can be given the same questions.
No game logic lives here: questions, answers and reasons all come from :mod:`cardrules.practice`.
"""

from __future__ import annotations

import dataclasses
import functools
import html
from typing import Any

import ipywidgets as w

from cardrules import GAMES, share
from cardrules.cards import Card, Suit
from cardrules.i18n import game_title, t
from cardrules.practice import LEVELS, Feedback, Puzzle, level_name, puzzle
from cardrules.protocol import say
from cardrules.render import card_html, many_zone, table_html, zone_html
from cardrules.widgets.guard import guard
from cardrules.widgets.number_box import ServerBoundedIntText

_STYLE = """<style>
.cr-practice .cr-practice-feedback .cr-right{color:#1b7a3a;font-weight:700}
.cr-practice .cr-practice-feedback .cr-wrong{color:#b3261e;font-weight:700}
.cr-practice .cr-practice-feedback ul{margin:4px 0 0 18px;padding:0}
.cr-practice .cr-practice-question{font-size:15px}
.cr-practice .cr-practice-choice{background:#fff!important;color:#111;border:2px solid #767676;opacity:1!important;
 font-weight:600}
.cr-practice .cr-practice-choice.cr-chosen{background:#eff6ff!important;border:3px solid #1d4ed8}
.cr-practice .cr-practice-choice.cr-answer-right{background:#f0fdf4!important;border:3px solid #15803d}
.cr-practice .cr-practice-choice.cr-answer-wrong{background:#fff1f2!important;border:3px dashed #b91c1c}
.cr-practice .widget-button.cr-card-btn.cr-practice-choice{width:52px!important;font-size:16px;box-shadow:none}
.cr-practice .widget-button.cr-card-btn.cr-answer-right,.cr-practice .widget-button.cr-card-btn.cr-answer-wrong
{width:64px!important}
.cr-practice .widget-button.cr-card-btn:focus-visible{outline:3px solid #1a57b5;outline-offset:2px}
</style>"""
"""How a choice reads before and after Check: chosen, right and wrong are told by a light tint, a border (dashed for
a wrong one) and a mark (✓, ✗) on the button, never by a dark fill under the card's own red or black (which read
red on red or black on dark green); the card's colour stays readable on each tint (WCAG AA, 4.5:1, checked in the
browser by tests/browser/test_practice_answered_in_page.py), and a checked button keeps its full colour (no dimming when
disabled). A card of the drawing that is a choice is such a button too (``cr-card-btn``, the table's card buttons)."""

_INK = {"red": "#c8102e", "black": "#111111", "joker": "#6a1b9a"}
"""A card button's text colour: the card's own (render's style sheet)."""


class Practice(w.VBox):
    """Practice puzzles for ``game`` (a name from ``cardrules.GAMES``).

    Args:
        game: which game.
        seed: the puzzle set (the same seed and level give the same questions on every machine).
        level: 1 (beginner), 2 or 3 (the fine print).
        count: questions in a set.
    """

    def __init__(self, game: str, *, seed: int = 0, level: int = 1, count: int = 10) -> None:
        if game not in GAMES:
            raise KeyError(f"unknown game {game!r} (games: {', '.join(GAMES)})")
        if level not in LEVELS:
            raise ValueError(f"level must be 1, 2 or 3, got {level!r}")
        self.game = game
        self.count = count
        self.index = 0
        self.selected: set[str] = set()
        self.feedback: Feedback | None = None
        self.right = 0
        self.answered = 0
        self._puzzles: dict[int, Puzzle] = {}

        self.seed_box = ServerBoundedIntText(name="seed", low=share.MIN_SEED, high=share.MAX_SEED, value=seed,
                                             description=t("practice.widget.set"), layout=w.Layout(width="150px"))
        self.level_buttons = w.ToggleButtons(options=[(level_name(k), k) for k in LEVELS], value=level,
                                             tooltips=[t(f"practice.widget.level_tip.{k}") for k in LEVELS])
        self.progress = w.HTML()
        self.table = w.HTML()
        self.felt = w.VBox()
        """The drawing's zones when some choices are its cards: a row of card buttons for such a zone."""
        self.felt.add_class("cr-felt-box")
        self.drawing = w.VBox([self.table])
        self.buttons: dict[str, w.Button] = {}
        self._kept: dict[str, w.Button] = {}
        self._drawn: Puzzle | None = None
        """The button of each choice of the puzzle shown (by choice key): a card of the drawing, or a button under the
        question."""
        self.question = w.HTML()
        self.choices_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.check_button = w.Button(description=t("practice.widget.check"), button_style="primary", icon="check")
        self.feedback_pane = w.HTML()
        self.next_button = w.Button(description=t("practice.widget.next_question"), icon="arrow-right")
        self.errors = w.HTML()
        self.seed_box.refusal_panel = self.errors
        for widget, cls in [(self.progress, "cr-practice-score"), (self.table, "cr-practice-table"),
                            (self.drawing, "cr-practice-drawing"),
                            (self.question, "cr-practice-question"), (self.choices_box, "cr-practice-choices"),
                            (self.check_button, "cr-practice-check"), (self.feedback_pane, "cr-practice-feedback"),
                            (self.next_button, "cr-practice-next"), (self.errors, "cr-practice-errors")]:
            widget.add_class(cls)
        self.check_button.on_click(self._on_check)
        self.next_button.on_click(self._on_next)
        self.seed_box.observe(self._on_set, names="value")
        self.level_buttons.observe(self._on_set, names="value")

        title = w.HTML(f"{_STYLE}<h3>{html.escape(t('practice.widget.title', game=game_title(GAMES[self.game])))}</h3>")
        controls = w.HBox([self.seed_box, self.level_buttons])
        super().__init__([title, controls, self.progress, self.drawing, self.question, self.choices_box,
                          w.HBox([self.check_button, self.next_button]), self.feedback_pane, self.errors])
        self.add_class("cr-practice")
        self.start()

    # -- public API (what the buttons call) --------------------------------------------------------------------
    @property
    def seed(self) -> int:
        return share.check_seed(self.seed_box.value)  # the server's limits, not the box's traits

    @property
    def level(self) -> int:
        return int(self.level_buttons.value)

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle shown now."""
        return self._get(self.index)

    def start(self, seed: int | None = None, level: int | None = None) -> None:
        """Start the set ``(seed, level)`` from its first question, with a fresh score."""
        if seed is not None or level is not None:
            for box in (self.seed_box, self.level_buttons):
                box.unobserve(self._on_set, names="value")
            if seed is not None:
                self.seed_box.value = seed
            if level is not None:
                self.level_buttons.value = level
            self.seed_box.observe(self._on_set, names="value")
            self.level_buttons.observe(self._on_set, names="value")
        self._puzzles = {}
        self.index = 0
        self.right = self.answered = 0
        self._show()

    def select(self, key: str) -> None:
        """Click a choice: in a "which cards" question it toggles the card; otherwise it is the answer."""
        if self.feedback is not None:
            return
        if not self.puzzle.many:
            self.selected = {key}
            self.check()
            return
        self.selected ^= {key}
        self._refresh()

    def check(self) -> Feedback:
        """Judge the choices selected (once per question) and show the verdict."""
        if self.feedback is None:
            self.feedback = self.puzzle.check(self.selected)
            self.answered += 1
            self.right += self.feedback.correct
        self._refresh()
        return self.feedback

    def next(self) -> None:
        """The next question; after the last, the next set (seed + 1)."""
        if self.index + 1 >= self.count:
            self.seed_box.value = self.seed + 1  # observed: starts the set
            return
        self.index += 1
        self._show()

    # -- callbacks -------------------------------------------------------------------------------------------
    @guard("errors")
    def _on_check(self, _button: w.Button) -> None:
        # a late click on Check, sent while a "which cards" question was shown, can arrive after the next question
        # (answered by one click, Check hidden) is up: it is not an answer to that one
        if self.puzzle.many:
            self.check()

    @guard("errors")
    def _on_next(self, _button: w.Button) -> None:
        self.next()

    @guard("errors")
    def _on_set(self, _change: dict[str, Any]) -> None:
        self.start()

    @guard("errors")
    def _on_choice(self, key: str) -> None:
        # a click on a button of the previous question can arrive after the next one is shown: ignore it
        if any(c.key == key for c in self.puzzle.choices):
            self.select(key)

    # -- internals -------------------------------------------------------------------------------------------
    def _get(self, index: int) -> Puzzle:
        if index not in self._puzzles:
            self._puzzles[index] = puzzle(self.game, seed=self.seed, index=index, level=self.level)
        return self._puzzles[index]

    def _show(self) -> None:
        self.selected = set()
        self.feedback = None
        self._kept = {}
        self._drawn = None
        self.errors.value = ""
        self._refresh()

    def _refresh(self) -> None:
        p = self.puzzle
        fb = self.feedback
        set_name = t("practice.widget.set_name", game=game_title(GAMES[self.game]), seed=self.seed,
                     level=level_name(self.level).lower())
        score = t("practice.widget.score", right=self.right, answered=self.answered) if self.answered else t(
            "practice.widget.no_answers")
        question = t("practice.widget.question", n=self.index + 1, count=self.count)
        self.progress.value = (f"<b>{html.escape(question)}</b> · {html.escape(score)} · "
                               f"<span>{html.escape(set_name)}</span>")
        view = p.view()  # the question's cards marked; a choice's card shows its state on its own button
        self.buttons = {c.key: self._choice_button(c, fb) for c in p.choices}
        zones = {z.key for z in view.zones}
        in_drawing = {c.zone for c in p.choices if c.card is not None and c.zone in zones}
        if self._drawn is not p:  # drawn once a question: the same buttons in the same rows keep the keyboard's focus
            self._drawn = p
            if in_drawing:
                self._draw_with_buttons(view, in_drawing)
            else:
                self.table.value = table_html(view)
                self.drawing.children = (self.table,)
        how = "" if p.many else t("practice.widget.click_answer")
        self.question.value = f"<b>{html.escape(p.question)}</b>{how}"
        buttons = [self.buttons[c.key] for c in p.choices if c.zone not in in_drawing or c.card is None]
        self.choices_box.children = tuple(buttons)
        self.choices_box.layout.flex_flow = "row wrap" if any(c.card for c in p.choices) else "column"
        self.choices_box.layout.display = "" if buttons else "none"
        self.check_button.layout.display = "" if p.many else "none"
        self.check_button.disabled = fb is not None
        last = self.index + 1 >= self.count
        self.next_button.description = t("practice.widget.next_set") if last else t("practice.widget.next_question")
        if fb is None:
            self.feedback_pane.value = ""
            return
        cls = "cr-right" if fb.correct else "cr-wrong"
        notes = "".join(f"<li>{html.escape(n)}</li>" for n in fb.notes)
        if not fb.correct:
            named = " ".join(c.label for c in p.choices if c.key in fb.right) or t("practice.widget.none_of_them")
            key = "practice.widget.right_answer_several" if len(p.answers) > 1 else "practice.widget.right_answer"
            notes = f"<li><b>{html.escape(t(key, answer=named))}</b></li>" + notes
        done = ""
        if last:
            done = (f"<p><b>{html.escape(t('practice.widget.finished', right=self.right, answered=self.answered))}"
                    f"</b> {html.escape(t('practice.widget.next_seed', seed=self.seed + 1))}</p>")
        self.feedback_pane.value = f'<span class="{cls}">{html.escape(fb.headline)}</span><ul>{notes}</ul>{done}'

    def _choice_button(self, c: Any, fb: Feedback | None) -> w.Button:
        """A choice's button: the card itself (in the drawing) or its words; marked chosen, right or wrong by a tint,
        a border and a sign (✓, ✗), and, for a screen reader, by its name (the card's name and its state)."""
        state, mark, word = "", "", ""
        if fb is not None:
            if c.key in fb.right:
                state, mark, word = "cr-answer-right", "✓ ", t("practice.widget.mark.right")
            elif c.key in fb.wrong:
                state, mark, word = "cr-answer-wrong", "✗ ", t("practice.widget.mark.wrong")
        elif c.key in self.selected:
            state, word = "cr-chosen", t("practice.widget.mark.chosen")
        card: Card | None = c.card
        # a button is kept while its question is shown (only its look changes): a new one would lose the keyboard's
        # focus at every click
        b = self._kept.get(c.key)
        if b is None:
            b = self._kept[c.key] = w.Button(layout=w.Layout(width="auto") if card is None else w.Layout())
            b.add_class("cr-practice-choice")
            if card is not None:
                colour = "joker" if card.suit is Suit.JOKER else ("red" if card.is_red else "black")
                b.style.text_color = _INK[colour]
                b.add_class("cr-card-btn")  # the page names it by its tooltip (aria-label), as the table's cards
                b.add_class("cr-practice-card")
            b.on_click(functools.partial(lambda key, _b: self._on_choice(key), c.key))
        if card is None:
            b.description, b.tooltip = mark + c.label, c.label
        else:
            b.description = mark.strip() + f"{card.rank}{card.suit.symbol}"
            b.tooltip = card.name if not word else t("practice.widget.card_state", card=card.name, state=word)
        b.disabled = fb is not None
        for cls in ("cr-chosen", "cr-answer-right", "cr-answer-wrong"):
            if cls != state and cls in b._dom_classes:
                b.remove_class(cls)
        if state and state not in b._dom_classes:
            b.add_class(state)
        return b

    def _draw_with_buttons(self, view: Any, in_drawing: set[str]) -> None:
        """The drawing with the choices' cards as buttons where they lie: the facts above, then each zone (a zone
        holding choices as a row of buttons, the other cards drawn as the table draws them)."""
        p = self.puzzle
        head = table_html(dataclasses.replace(view, zones=()))
        self.table.value = head.replace('<div class="cr-felt"></div>', "")
        rows: list[w.Widget] = []
        for zone in view.zones:
            if zone.key not in in_drawing:
                rows.append(w.HTML(zone_html(zone)))
                continue
            # each card of the zone that is a choice is that choice's button (a repeated card: in turn)
            left = [c for c in p.choices if c.zone == zone.key and c.card is not None]
            asked = [c for z, cards in p.highlight if z == zone.key for c in cards]
            items: list[w.Widget] = []
            for card in zone.cards:
                choice = next((c for c in left if c.card == card), None)
                if choice is not None:
                    left.remove(choice)
                    items.append(self.buttons[choice.key])
                else:
                    mark = card is not None and card in asked
                    items.append(w.HTML(card_html(card, highlight=mark)))
            items.extend(self.buttons[c.key] for c in left)  # not found where it lies: still offered
            cards = w.HBox(items)
            cards.add_class("cr-card-row")
            parts: list[w.Widget] = [w.HTML(f'<span class="cr-zone-label">{html.escape(say(zone.label))}</span>'),
                                     cards]
            if zone.note:
                parts.append(w.HTML(f'<span class="cr-zone-note">{html.escape(say(zone.note))}</span>'))
            row = w.HBox(parts, layout=w.Layout(flex_flow="row wrap", align_items="center"))
            row.add_class("cr-zone-row")
            if many_zone(zone.key):
                row.add_class("cr-zone-many")
            rows.append(row)
        self.felt.children = tuple(rows)
        self.drawing.children = (self.table, self.felt)

    def __repr__(self) -> str:
        return f"Practice({self.game!r}, seed={self.seed}, level={self.level})"
