"""``HouseRulesLab``: pick a game, set variant A and variant B with the generated rules forms, choose the bots and
the number of games, run, and read the plots and the comparison. Everything is computed by
:func:`cardrules.simulate` and :func:`cardrules.compare`; this module only wires widgets to them.

The lab is served to visitors of a shared server, so a run has limits (``docs/deploying.md``, "Limits"): at most
:data:`MAX_GAMES` games per variant, at most :data:`CPU_SECONDS` seconds of CPU (a game of the Monte Carlo
bots costs a hundred times and more what a game of the heuristic ones does, so a count alone would not protect the
server), played on one core in a
thread of its own, with a progress bar and a Cancel button; a run stopped early shows the games both variants
finished."""

from __future__ import annotations

import html
import threading
import time
from typing import Any

import ipywidgets as w

from cardrules import GAMES, share
from cardrules.events import Text
from cardrules.i18n import game_title, t
from cardrules.widgets.guard import guard
from cardrules.widgets.number_box import ServerBoundedIntText
from cardrules.widgets.rules_form import RulesForm

MAX_GAMES = 2000
"""Games per variant in one run of the lab (the games box refuses more)."""

CPU_SECONDS = 60.0
"""CPU seconds one run of the lab may use; the run stops there and shows what it finished."""

BOT_CHOICES = [("heuristic", "heuristic"), ("random", "random"), ("Monte Carlo (fast, 40 rollouts)", "mc:40"),
               ("Monte Carlo (default strength)", "mc")]
"""The bots on offer: English label and value (the widget shows ``lab.bot.<value>`` in the reader's language)."""


def _bot_choices() -> list[tuple[str, str]]:
    return [(t(f"lab.bot.{value}"), value) for _label, value in BOT_CHOICES]



def progress_text(done: int, total: int, wall: float, cpu: float, cpu_limit: float | None) -> str:
    """The line beside the lab's progress bar: games done, and once the pace is known (after a game of each
    variant), the time left at that pace; or, when the run would need more computing time than the server allows,
    where it will stop."""
    head = t("lab.run.progress", done=done, total=total)
    if done < 2 or done >= total:
        return head
    needed = cpu / done * total
    if cpu_limit is not None and needed > cpu_limit:
        fit = max(1, int(cpu_limit / (cpu / done)) // 2)  # games per variant: the variants take turns
        return t("lab.run.progress_over", head=head, needed=round(needed), limit=_seconds(cpu_limit), fit=fit)
    return t("lab.run.progress_left", head=head, seconds=max(1, round(wall / done * (total - done))))

class HouseRulesLab(w.VBox):
    """A laboratory for house rules: two rules forms, bots, a number of games, a Run button with a progress bar,
    then the figure (scores, win rate by seat, game length) and the comparison table with its sentence.

    Args:
        game: the game to start with (a name from ``cardrules.GAMES``).
        games: games per variant.
        seed: the master seed (the same seed gives the same games, whatever the number of workers).
        workers: worker processes (default: every core).
    """

    def __init__(self, game: str = "tablanette", *, games: int = 200, seed: int = 0,
                 workers: int | None = None, max_games: int = MAX_GAMES,
                 cpu_seconds: float | None = CPU_SECONDS) -> None:
        self.workers = workers  # kept for callers; a run under limits plays on one core, in a thread
        self.max_games = max_games
        self.cpu_seconds = cpu_seconds
        self.control: Any = None
        self._thread: threading.Thread | None = None
        self.results: Any = None
        self.comparison: Any = None
        self.game_box = w.Dropdown(options=[(game_title(GAMES[g]), g) for g in GAMES], value=game,
                                   description=t("lab.widget.game"))
        self.first_bot = w.Dropdown(options=_bot_choices(), value="heuristic", description=t("lab.widget.first_bot"),
                                    style={"description_width": "90px"})
        self.other_bots = w.Dropdown(options=_bot_choices(), value="heuristic", description=t("lab.widget.other_bots"),
                                     style={"description_width": "90px"})
        self.games_box = ServerBoundedIntText(name="games", low=10, high=max_games, value=min(games, max_games),
                                              step=10, description=t("lab.widget.games"),
                                              layout=w.Layout(width="200px"))
        self.seed_box = ServerBoundedIntText(name="seed", low=share.MIN_SEED, high=share.MAX_SEED, value=seed,
                                             description=t("lab.widget.seed"), layout=w.Layout(width="200px"))
        self.run_button = w.Button(description=t("lab.widget.run"), button_style="primary", icon="play")
        self.progress = w.IntProgress(value=0, min=0, max=1, description="", layout=w.Layout(width="320px"))
        self.progress_text = w.HTML()
        self.cancel_button = w.Button(description=t("lab.run.cancel"), icon="stop", disabled=True)
        self.limits = w.HTML(html.escape(t("lab.run.limits", games=max_games, seconds=_seconds(cpu_seconds))))
        self.status = w.HTML()
        # hidden until the first run draws it (an empty image shows as a broken picture)
        self.figure = w.Image(format="png", layout=w.Layout(max_width="100%", display="none"))
        self.facts = w.HTML()
        """The game's own counts per variant (tablanettes, steals, jinks...), each with its interval."""
        self.summary = w.HTML()
        self.errors = w.HTML()
        self.games_box.refusal_panel = self.seed_box.refusal_panel = self.errors
        self.forms = w.HBox()
        for widget, cls in [(self.run_button, "cr-lab-run"), (self.summary, "cr-lab-summary"),
                            (self.facts, "cr-lab-facts"),
                            (self.progress, "cr-lab-progress"), (self.errors, "cr-errors"),
                            (self.cancel_button, "cr-lab-cancel"), (self.status, "cr-lab-status"),
                            (self.progress_text, "cr-lab-progress-text"), (self.limits, "cr-lab-limits")]:
            widget.add_class(cls)
        self.game_box.observe(lambda _c: self._build_forms(), names="value")
        self.run_button.on_click(lambda _b: self._on_run())
        self.cancel_button.on_click(lambda _b: self._on_cancel())
        self._build_forms()
        super().__init__([
            w.HBox([self.game_box, self.games_box, self.seed_box]),
            self.forms,
            w.HBox([self.first_bot, self.other_bots]),
            w.HBox([self.run_button, self.cancel_button, self.progress, self.progress_text]),
            self.limits, self.status, self.errors, self.figure, self.facts, self.summary,
        ])
        self.add_class("cr-lab")

    @property
    def module(self) -> Any:
        return GAMES[self.game_box.value]

    def _build_forms(self) -> None:
        module = self.module
        # one deal per game by default where the game has the rule: a study wants many short games
        start = module.Rules(single_deal=True) if "single_deal" in module.Rules.__dataclass_fields__ else \
            module.Rules()
        self.form_a, self.form_b = RulesForm(start), RulesForm(_house_rule(module, start))
        heads = {name: w.HTML(f"<b>{html.escape(t('lab.widget.variant', name=name))}</b>") for name in "AB"}
        self.forms.children = [w.VBox([heads["A"], self.form_a], layout=w.Layout(width="50%")),
                               w.VBox([heads["B"], self.form_b], layout=w.Layout(width="50%"))]

    def run(self, control: Any = None) -> Any:
        """Play the games of both variants, then show the figure and the comparison; returns the comparison (or
        ``None`` when the run was stopped before both variants finished a game).

        ``control`` (a :class:`cardrules.simulate.RunControl`) is made with the lab's CPU budget when not given;
        the Cancel button turns it off. The games play in the calling thread (the Run button calls this in a
        thread of its own, so that the page can still send the Cancel)."""
        from cardrules.lessons import frame
        from cardrules.simulate import RunControl, compare, facts, plot_png, simulate

        a, b = self.form_a.rules, self.form_b.rules
        variants = {"A": a, "B": b}
        bots = {label: [self.first_bot.value] + [self.other_bots.value] * (r.players - 1)
                for label, r in variants.items()}
        games = int(self.games_box.value)
        if not 1 <= games <= self.max_games:  # the box clamps; a value set from code is checked here
            from cardrules.errors import RulesError

            raise RulesError("games", Text("lab.run.too_many", n=games, max=self.max_games))
        self.control = control = control or RunControl(self.cpu_seconds)
        total = 2 * games
        self.progress.max, self.progress.value = total, 0
        self.progress_text.value = html.escape(t("lab.run.progress", done=0, total=total))
        self.status.value = ""
        # the last run's results go first: a figure left on screen would read as this run's
        self.figure.layout.display = "none"
        self.facts.value = self.summary.value = ""

        started = time.monotonic()

        def advance(done: int) -> None:
            # called in the playing thread after each game, so the control's CPU count is current here
            self.progress.value = done
            self.progress_text.value = html.escape(progress_text(done, total, time.monotonic() - started,
                                                                 control.spent(), control.cpu_budget))

        seed = share.check_seed(self.seed_box.value)  # the server's limits, not the box's traits
        df = simulate(self.module, rules=variants, bots=bots, games=games, seed=seed,
                      progress=advance, control=control)
        stopped = df.attrs.get("stopped")
        finished = len(df) // 2
        if stopped:
            key = "lab.run.cancelled" if stopped == "cancelled" else "lab.run.budget"
            text = t(key, done=finished, total=games, seconds=_seconds(control.cpu_budget)) + " " + \
                t("lab.run.shown" if finished >= 2 else "lab.run.not_shown")
            self.status.value = f'<span class="cr-refused">{html.escape(text)}</span>'
        else:
            self.status.value = html.escape(t("lab.run.done", n=games, seconds=f"{control.used:.1f}"))
        self.results = df
        if finished < 2:  # nothing to compare (the last run's figure and table were cleared when this one began)
            self.comparison = None
            return None
        self.comparison = compare(df)
        title = t("lab.widget.plot_title", game=game_title(self.module), a=_describe(a), b=_describe(b))
        self.figure.value = plot_png(df, title)
        self.figure.tooltip = t("lab.figure.alt", title=title)  # the picture's text alternative (its title)
        self.figure.layout.display = ""
        self.facts.value = frame(facts(df)).html
        self.summary.value = self.comparison._repr_html_()
        return self.comparison

    def _on_run(self) -> None:
        """The Run button: one run at a time, in a thread, so that Cancel can be clicked while it plays."""
        if self._thread is not None and self._thread.is_alive():
            return
        from cardrules.simulate import RunControl

        self.errors.value = ""
        self.run_button.disabled = True
        self.cancel_button.disabled = False
        self.control = RunControl(self.cpu_seconds)
        self._thread = threading.Thread(target=self._run_in_thread, args=(self.control,), daemon=True,
                                        name="cardrules-lab-run")
        self._thread.start()

    def _run_in_thread(self, control: Any) -> None:
        try:
            self._guarded_run(control)
        finally:
            self.run_button.disabled = False
            self.cancel_button.disabled = True

    @guard("errors")
    def _guarded_run(self, control: Any) -> None:
        self.run(control)

    @guard("errors")
    def _on_cancel(self) -> None:
        if self.control is not None:
            self.control.cancel()
        self.cancel_button.disabled = True

    def wait(self, timeout: float | None = None) -> None:
        """Wait for a run started by the Run button to end (for tests and scripts)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def __repr__(self) -> str:
        return f"HouseRulesLab({self.game_box.value!r})"


def _house_rule(module: Any, start: Any) -> Any:
    """Variant B's starting rules: ``start`` with the house rule of the game's stored study (what its second variant
    changes), so that a first Run compares two different games; the write-up's rules when the game has no study."""
    import dataclasses

    from cardrules.studies import STUDIES

    spec = next((s for s in STUDIES.values() if s.game == module.NAME), None)
    if spec is None:
        return start
    first, second = list(spec.variants.values())[:2]
    changed = {k: v for k, v in second.items() if first.get(k) != v}
    return dataclasses.replace(start, **changed)


def _seconds(value: float | None) -> str:
    return "∞" if value is None else f"{value:g}"


def _describe(rules: Any) -> str:
    from cardrules.simulate import rules_in_words

    return rules_in_words(rules)
