"""``HouseRulesLab``: pick a game, set variant A and variant B with the generated rules forms, choose the bots and
the number of games, run, and read the plots and the comparison. Everything is computed by
:func:`cardrules.simulate` and :func:`cardrules.compare`; this module only wires widgets to them."""

from __future__ import annotations

import html
import io
import traceback
from typing import Any

import ipywidgets as w

from cardrules import GAMES
from cardrules.errors import CardrulesError
from cardrules.i18n import game_title, t
from cardrules.widgets.rules_form import RulesForm

BOT_CHOICES = [("heuristic", "heuristic"), ("random", "random"), ("Monte Carlo (fast, 40 rollouts)", "mc:40"),
               ("Monte Carlo (default strength)", "mc")]
"""The bots on offer: English label and value (the widget shows ``lab.bot.<value>`` in the reader's language)."""


def _bot_choices() -> list[tuple[str, str]]:
    return [(t(f"lab.bot.{value}"), value) for _label, value in BOT_CHOICES]


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
                 workers: int | None = None) -> None:
        self.workers = workers
        self.results: Any = None
        self.comparison: Any = None
        self.game_box = w.Dropdown(options=[(game_title(GAMES[g]), g) for g in GAMES], value=game,
                                   description=t("lab.widget.game"))
        self.first_bot = w.Dropdown(options=_bot_choices(), value="heuristic", description=t("lab.widget.first_bot"),
                                    style={"description_width": "90px"})
        self.other_bots = w.Dropdown(options=_bot_choices(), value="heuristic", description=t("lab.widget.other_bots"),
                                     style={"description_width": "90px"})
        self.games_box = w.BoundedIntText(value=games, min=10, max=100_000, step=10, description=t("lab.widget.games"),
                                          layout=w.Layout(width="200px"))
        self.seed_box = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description=t("lab.widget.seed"),
                                         layout=w.Layout(width="200px"))
        self.run_button = w.Button(description=t("lab.widget.run"), button_style="primary", icon="play")
        self.progress = w.IntProgress(value=0, min=0, max=1, description="", layout=w.Layout(width="320px"))
        self.figure = w.Image(format="png", layout=w.Layout(max_width="100%"))
        self.summary = w.HTML()
        self.errors = w.HTML()
        self.forms = w.HBox()
        for widget, cls in [(self.run_button, "cr-lab-run"), (self.summary, "cr-lab-summary"),
                            (self.progress, "cr-lab-progress"), (self.errors, "cr-errors")]:
            widget.add_class(cls)
        self.game_box.observe(lambda _c: self._build_forms(), names="value")
        self.run_button.on_click(lambda _b: self._on_run())
        self._build_forms()
        super().__init__([
            w.HBox([self.game_box, self.games_box, self.seed_box]),
            self.forms,
            w.HBox([self.first_bot, self.other_bots]),
            w.HBox([self.run_button, self.progress]),
            self.errors, self.figure, self.summary,
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
        self.form_a, self.form_b = RulesForm(start), RulesForm(start)
        heads = {name: w.HTML(f"<b>{html.escape(t('lab.widget.variant', name=name))}</b>") for name in "AB"}
        self.forms.children = [w.VBox([heads["A"], self.form_a], layout=w.Layout(width="50%")),
                               w.VBox([heads["B"], self.form_b], layout=w.Layout(width="50%"))]

    def run(self) -> Any:
        """Play the games of both variants, then show the figure and the comparison; returns the comparison."""
        from cardrules.simulate import compare, plot, simulate

        a, b = self.form_a.rules, self.form_b.rules
        variants = {"A": a, "B": b}
        bots = {label: [self.first_bot.value] + [self.other_bots.value] * (r.players - 1)
                for label, r in variants.items()}
        total = 2 * self.games_box.value
        self.progress.max, self.progress.value = total, 0

        def advance(done: int) -> None:
            self.progress.value = done

        df = simulate(self.module, rules=variants, bots=bots, games=self.games_box.value, seed=self.seed_box.value,
                      workers=self.workers, progress=advance)
        self.results = df
        self.comparison = compare(df)
        fig = plot(df, title=t("lab.widget.plot_title", game=game_title(self.module),
                                         a=_describe(a), b=_describe(b)))
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", dpi=90)
        self.figure.value = buffer.getvalue()
        self.summary.value = self.comparison._repr_html_()
        return self.comparison

    def _on_run(self) -> None:
        self.errors.value = ""
        self.run_button.disabled = True
        try:
            self.run()
        except CardrulesError as err:
            self.errors.value = f'<span class="cr-refused">{html.escape(str(err))}</span>'
        except Exception:  # noqa: BLE001 - shown to the reader rather than lost in the kernel log
            self.errors.value = f"<pre>{html.escape(traceback.format_exc())}</pre>"
        finally:
            self.run_button.disabled = False

    def __repr__(self) -> str:
        return f"HouseRulesLab({self.game_box.value!r})"


def _describe(rules: Any) -> str:
    from cardrules.simulate import variant_label

    return variant_label(rules)
