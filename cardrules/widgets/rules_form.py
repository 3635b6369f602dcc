"""A house-rules form generated from a game's ``Rules`` fields: checkbox, slider or dropdown, with each field's
label and help text in the current language (English: the field's docstring; see ``RulesBase.label``/``help``)."""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from cardrules.errors import RulesError
from cardrules.i18n import DEFAULT, get_language, in_language, t


class RulesForm(w.VBox):
    """Edit a ``Rules`` value. ``on_change(callback)`` is called with the new, validated rules; invalid
    combinations are refused with the field and the reason shown in the form (the last valid rules stay)."""

    def __init__(self, rules: Any) -> None:
        self.rules = rules
        self.lang: str | None = None
        """The language of the widget holding the form (its callbacks answer in it); ``None``: the context's."""
        self._callbacks: list[Callable[[Any], None]] = []
        self.error = w.HTML("")
        self.error.add_class("cr-rules-error")
        self.controls: dict[str, w.ValueWidget] = {}
        self.helps: dict[str, w.HTML] = {}
        rows: list[w.Widget] = []
        self._choices: dict[str, tuple[Any, ...]] = {}
        for spec in type(rules).spec():
            if "options" in spec:
                self._choices[spec["name"]] = tuple(spec["options"])
            control = self._control(spec, getattr(rules, spec["name"]))
            control.observe(self._changed, names="value")
            self.controls[spec["name"]] = control
            help_text = self.helps[spec["name"]] = w.HTML()
            rows.append(w.VBox([control, help_text], layout=w.Layout(margin="0 0 6px 0")))
        super().__init__(rows + [self.error])
        self.add_class("cr-rules-form")
        self.relabel()

    @staticmethod
    def _control(spec: dict[str, Any], value: Any) -> w.ValueWidget:
        style = {"description_width": "180px"}
        if "options" in spec:  # labelled in relabel(); the values stay the rules' own
            # as wide as the form allows: the choices are sentences ("as the write-up (A K Q J 10 1 point each)")
            return w.Dropdown(options=[(str(o), o) for o in spec["options"]], value=value, style=style,
                              layout=w.Layout(width="100%", max_width="560px"))
        if spec["type"] is bool:
            return w.Checkbox(value=value, indent=False)
        if spec["type"] is int:
            # a plain number box, bounds or not: the rules check the value and the form says why one is refused (a
            # bounded box put an out-of-range number back without a word, and a reader thought it broken)
            return w.IntText(value=value, style=style)
        if spec["type"] is float:
            return w.FloatText(value=value, style=style)
        return w.Text(value=str(value), style=style)

    def relabel(self) -> None:
        """Show every label and help sentence in the current language (after a change of language)."""
        cls = type(self.rules)
        self._quiet = True  # new option labels re-select the value: not a change of the rules
        try:
            for name, options in self._choices.items():
                control = self.controls[name]
                value = control.value
                control.options = [(cls.option_label(name, o), o) for o in options]
                control.value = value
        finally:
            self._quiet = False
        for name, control in self.controls.items():
            control.description = cls.label(name)
            control.tooltip = cls.help(name)
            self.helps[name].value = (f'<span style="font-size:12px;color:#555">{html.escape(cls.help(name))}'
                                      "</span>")

    def on_change(self, callback: Callable[[Any], None]) -> None:
        self._callbacks.append(callback)

    _quiet = False

    def _changed(self, _change: dict[str, Any]) -> None:
        if self._quiet:
            return
        with in_language(self.lang):
            self._apply()

    def _apply(self) -> None:
        values = {name: control.value for name, control in self.controls.items()}
        try:
            rules = dataclasses.replace(self.rules, **values)
        except RulesError as err:
            # English names the field as the error does (``partnership``); other languages use its label
            translated = get_language() != DEFAULT and err.field in self.controls
            label = type(self.rules).label(err.field) if translated else err.field
            refused = t("widget.not_applied", field=label, reason=err.reason)
            self.error.value = f'<span style="color:#b00020">{html.escape(refused)}</span>'
            return
        self.error.value = ""
        self.rules = rules
        for callback in self._callbacks:
            callback(rules)

    def set_rules(self, rules: Any) -> None:
        """Show ``rules`` without calling the callbacks."""
        self.rules = rules
        self._quiet = True
        try:
            for name, control in self.controls.items():
                control.value = getattr(rules, name)
        finally:
            self._quiet = False
        self.error.value = ""
