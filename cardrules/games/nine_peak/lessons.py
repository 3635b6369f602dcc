"""Drawings for 9 Peak's lessons that are not rules: the Area as the write-up's range track.

The write-up lays range cards 2 to 8 in a column, the Area; each number's first card goes beside range card
"number + 1", the next one below it. This project's track runs 2 to the peak (9 by default), so the row where a
number would peak is drawn too.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

from cardrules.cards import Suit
from cardrules.games.nine_peak.rules import State
from cardrules.i18n import t as tr
from cardrules.lessons import Lesson, html_table

SCORING_SETS = ("3C 3D 5S 5H 5X", "2S 2S 3S 3H", "4S 4S 4H 4X", "3S 3H 4D 4C", "1S 1S 1H 1D 2X 2S")
"""The sets of the lesson's "Scoring a set" table: one of each way a set scores. Each is a set the rules let a
player lay (every card can count as the set's size: a card counts as its number or more, never less; the lesson's
test plays each through the engine)."""

JOKER_SET = "5S 5D 5H 5X 4X"
"""The set of the lesson's two readings of two Jokers (five different suits, or three of one)."""


@dataclass(frozen=True)
class RangeTrack:
    """The Area drawn as the write-up's column of range cards: row ``v`` (2 to the peak) holds, for each number, the
    card whose placement made ``v`` the top of its range (9P-A1). Headings are worded when drawn, in the reader's
    language."""

    state: State

    def _repr_html_(self) -> str:
        st = self.state
        top = st.rules.peak
        numbers = range(1, st.rules.max_number + 1)
        by_number = {n: [c for c in st.area if c.number == n] for n in numbers}
        head = "".join(f"<th style='padding:2px 8px'>{escape(tr('nine_peak.range.number', n=n))}</th>"
                       for n in numbers)
        peak_word = escape(tr("nine_peak.range.peak"))
        rows = []
        for v in range(2, top + 1):
            cells = []
            for n in numbers:
                k = v - n  # the k-th card of number n sits beside range card n + k
                cards = by_number[n]
                text = ""
                if 1 <= k <= len(cards):
                    c = cards[k - 1]
                    colour = "#c00" if c.is_red else ("#806000" if c.suit is Suit.JOKER else "#000")
                    text = f"<span style='color:{colour};font-weight:bold'>{escape(c.unicode)}</span>"
                elif v == top and k >= 1:
                    text = f"<span style='color:#999'>{peak_word}</span>"
                cells.append(f"<td style='text-align:center;padding:2px 8px;border:1px solid #ddd'>{text}</td>")
            label = escape(tr("nine_peak.range.peak_row", v=v)) if v == top else str(v)
            rows.append(f"<tr><th style='padding:2px 8px;text-align:right'>{label}</th>{''.join(cells)}</tr>")
        return ("<table style='border-collapse:collapse;font-family:sans-serif'>"
                f"<tr><th>{escape(tr('nine_peak.range.heading'))}</th>{head}</tr>{''.join(rows)}</table>")

    def __str__(self) -> str:
        """Each number's range as numbers (``1: 1-1; 2: 2-3; ...``)."""
        st = self.state
        parts = []
        for n in range(1, st.rules.max_number + 1):
            lo, hi = st.value_range(n)
            parts.append(f"{n}: {lo}-{hi}")
        return "; ".join(parts)

    def __repr__(self) -> str:
        # What a notebook shows as text (nbval compares it): the ranges in words, never a Python repr.
        st = self.state
        ranges = tr("list.semi").join(
            tr("nine_peak.range.line", n=n, lo=lo, hi=hi) if hi > lo else tr("nine_peak.range.line_only", n=n)
            for n in range(1, st.rules.max_number + 1) for lo, hi in [st.value_range(n)])
        return tr("nine_peak.range.plain", ranges=ranges)


def range_track(state: State) -> RangeTrack:
    """The Area of ``state`` as the range-card column, for lessons."""
    return RangeTrack(state)


# ------------------------------------------------------------------------------------------------ the settlement
_SCORED = ("score_set", "score_peaks", "bonus")
"""The settlement's events, one per scoring line: each set, the peak cards, the no-Joker bonus."""


def settlement_lines(state: State) -> Lesson:
    """A finished game's settlement line by line: who, which item, how the engine counted it (its narration) and the
    points, in the reader's language."""
    from cardrules.games.nine_peak.rules import narrate

    rows = [[state.names[e.seat], tr(f"nine_peak.page.item.{e.kind}"), narrate(e, state.names), e.get("points")]
            for e in state.events if e.kind in _SCORED and e.seat is not None]
    return html_table(rows, _capitalised([tr(f"nine_peak.page.table.{k}") for k in ("player", "item", "how",
                                                                                  "points")]))


def score_sheet(state: State) -> Lesson:
    """The score sheet: one row per player, the points of each item (sets, peak cards, the bonus) and the total, the
    winner first as the result names them (a tie won by the player earlier in turn order says so); headings in the
    reader's language."""
    items = list(dict.fromkeys(line.item for line in state.score_lines))
    points = {(line.owner, line.item): 0 for line in state.score_lines}
    for line in state.score_lines:
        points[line.owner, line.item] += line.points
    totals = state.totals()
    result = state.result
    winners = set(result.winners) if result is not None else set()
    order = sorted(range(state.players), key=lambda s: (s not in winners, -totals[s], s))
    rows = []
    for s in order:
        tied = sum(1 for x in totals if x == totals[s]) > 1
        mark = tr("nine_peak.page.table.winner_tie" if tied else "nine_peak.page.table.winner") if s in winners else ""
        rows.append([state.names[s], *(points.get((s, item), 0) for item in items), totals[s], mark])
    head = [tr("nine_peak.page.table.player"), *(tr(f"nine_peak.score.{item}") for item in items),
            tr("score.total"), tr("nine_peak.page.table.result")]
    return html_table(rows, _capitalised(head))


def _capitalised(head: list[str]) -> list[str]:
    """Headings of the score tables start with a capital (the score items' names do)."""
    return [h[:1].upper() + h[1:] for h in head]


def study_table(frame: Any) -> Lesson:
    """A study's summary (:func:`~cardrules.games.nine_peak.study.designer_study`, headings already in the reader's
    language) as a lesson table: the variant's name in the first column, never a frame's index row."""
    rows = [[name, *values] for name, values in zip(frame.index, frame.itertuples(index=False), strict=True)]
    return html_table(rows, [str(frame.index.name), *map(str, frame.columns)])
