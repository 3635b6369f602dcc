"""``Practice``: practice puzzles for any game, answered by clicking cards or picking an answer.

The widget shows one :class:`~cardrules.practice.Puzzle` at a time: the position drawn by :mod:`cardrules.render`,
the question, and the choices as buttons (cards to click for "which cards…?" questions, then *Check*; a short list
otherwise, where a click answers). The verdict comes at once from ``Puzzle.check``: the engine's reason for each
wrong choice, the right answer highlighted on the buttons and in the drawing. A running score, a *Next question*
button, and three levels. The set is addressed by its seed and level, so a class can be given the same questions.
No game logic lives here: questions, answers and reasons all come from :mod:`cardrules.practice`.
"""

from __future__ import annotations

import functools
import html
from typing import Any

import ipywidgets as w

from cardrules import GAMES, share
from cardrules.i18n import game_title, t
from cardrules.practice import LEVELS, Feedback, Puzzle, level_name, puzzle
from cardrules.render import table_html
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
</style>"""
"""How a choice reads before and after Check: chosen, right and wrong are told by a light tint, a border (dashed for
a wrong one) and a mark (✓, ✗) on the button, never by a dark fill under the card's own red or black (which read
red on red or black on dark green); the card's colour stays readable on each tint (WCAG AA, 4.5:1, checked in the
browser by tests/browser/test_practice_answered_in_page.py), and a checked button keeps its full colour (no dimming when
disabled)."""


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
        self.question = w.HTML()
        self.choices_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.check_button = w.Button(description=t("practice.widget.check"), button_style="primary", icon="check")
        self.feedback_pane = w.HTML()
        self.next_button = w.Button(description=t("practice.widget.next_question"), icon="arrow-right")
        self.errors = w.HTML()
        self.seed_box.refusal_panel = self.errors
        for widget, cls in [(self.progress, "cr-practice-score"), (self.table, "cr-practice-table"),
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
        super().__init__([title, controls, self.progress, self.table, self.question, self.choices_box,
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
                               f"<span title='{html.escape(p.code)}'>{html.escape(set_name)}</span>")
        marked = fb.right if fb is not None else self.selected
        self.table.value = table_html(p.view(marked))
        how = "" if p.many else t("practice.widget.click_answer")
        self.question.value = f"<b>{html.escape(p.question)}</b>{how}"
        buttons = []
        for c in p.choices:
            state, mark = "", ""
            if fb is not None:
                if c.key in fb.right:
                    state, mark = "cr-answer-right", "✓ "
                elif c.key in fb.wrong:
                    state, mark = "cr-answer-wrong", "✗ "
            elif c.key in self.selected:
                state = "cr-chosen"
            b = w.Button(description=mark + c.label, tooltip=c.label, disabled=fb is not None,
                         layout=w.Layout(width="auto" if c.card is None else "72px" if mark else "56px"))
            b.add_class("cr-practice-choice")
            if state:
                b.add_class(state)
            if c.card is not None:
                b.add_class("cr-practice-card")
                b.style.text_color = "#c8102e" if c.card.is_red else "#111111"
            b.on_click(functools.partial(lambda key, _b: self._on_choice(key), c.key))
            buttons.append(b)
        self.choices_box.children = tuple(buttons)
        self.choices_box.layout.flex_flow = "row wrap" if any(c.card for c in p.choices) else "column"
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

    def __repr__(self) -> str:
        return f"Practice({self.game!r}, seed={self.seed}, level={self.level})"
