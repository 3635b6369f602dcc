"""Pure rendering: cards, zones and views to HTML (no ipywidgets here).

Used by ``_repr_html_`` of cards, states and views, and by the widgets. The output is deterministic (no ids, no
times), so stored notebook outputs compare equal under nbval. Cards are drawn with HTML and CSS: a white face with
rank and suit in the corners and a large pip, red suits red, a patterned back for cards seen face down.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import Any

from cardrules.cards import Card, Suit
from cardrules.i18n import t, t_or
from cardrules.protocol import Event, View, Zone, say

STYLE = """<style>
.cr-view{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1d2433;max-width:100%}
.cr-felt{background:#1f6b45;border-radius:14px;padding:10px 12px;box-shadow:inset 0 0 24px rgba(0,0,0,.35)}
.cr-zone{margin:6px 0;display:flex;align-items:center;gap:10px;flex-wrap:wrap}
.cr-zone-label{color:#f4f1de;font-size:13px;min-width:120px;font-weight:600}
.cr-zone-note{color:#d8e8d0;font-size:12px;font-style:italic}
.cr-cards{display:flex;flex-wrap:wrap;gap:4px;align-items:center}
.cr-fan .cr-card+.cr-card{margin-left:-14px}
.cr-card{display:inline-block;position:relative;width:46px;height:66px;border-radius:6px;background:#fffdf7;
 border:1px solid #b9b4a5;box-shadow:1px 2px 3px rgba(0,0,0,.3);font-weight:700;vertical-align:middle;
 box-sizing:border-box}
.cr-card.cr-red{color:#c8102e}.cr-card.cr-black{color:#111}.cr-card.cr-joker{color:#6a1b9a}
.cr-card .cr-tl{position:absolute;top:2px;left:4px;font-size:13px;line-height:13px;text-align:center}
.cr-card .cr-br{position:absolute;bottom:2px;right:4px;font-size:13px;line-height:13px;transform:rotate(180deg);
 text-align:center}
.cr-card .cr-pip{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);font-size:24px}
.cr-card.cr-back{background:repeating-linear-gradient(45deg,#27408b 0 4px,#3a5fcd 4px 8px);border:2px solid #fff}
.cr-card.cr-hl{outline:3px solid #ffcf33;outline-offset:1px}
.cr-stack{color:#f4f1de;font-size:13px}
.cr-facts{display:flex;flex-wrap:wrap;gap:6px 14px;margin:0 0 6px 0;font-size:13px}
.cr-fact b{color:#555}
.cr-status{font-weight:600;margin:6px 0}
.cr-log{font-size:13px;margin:4px 0 0 18px;padding:0}
.cr-log li.cr-last{font-weight:700}
.cr-empty{color:#cfe3d4;font-size:12px;font-style:italic}
</style>"""


def card_html(card: Card | None, *, highlight: bool = False) -> str:
    """One card face (``None``: a card seen face down)."""
    hl = " cr-hl" if highlight else ""
    if card is None:
        return f'<span class="cr-card cr-back{hl}" title="{html.escape(t("render.face_down"))}"></span>'
    colour = "cr-joker" if card.suit is Suit.JOKER else ("cr-red" if card.is_red else "cr-black")
    sym = card.suit.symbol
    corner = f"{html.escape(card.rank)}<br>{sym}"
    return (f'<span class="cr-card {colour}{hl}" title="{html.escape(card.name)}">'
            f'<span class="cr-tl">{corner}</span><span class="cr-pip">{sym}</span>'
            f'<span class="cr-br">{corner}</span></span>')


def cards_html(cards: Iterable[Card | None], *, fan: bool = False, highlight: Iterable[Card] = ()) -> str:
    """A row of cards, overlapping when ``fan``; with the style sheet, ready to display."""
    return STYLE + '<div class="cr-view">' + _row(tuple(cards), fan=fan, highlight=tuple(highlight)) + "</div>"


def _row(cards: Sequence[Card | None], *, fan: bool = False, highlight: Sequence[Card] = ()) -> str:
    if not cards:
        return f'<span class="cr-empty">{html.escape(t("render.empty"))}</span>'
    marked = list(highlight)
    parts = []
    for c in cards:
        hl = c is not None and c in marked
        if hl:
            marked.remove(c)  # type: ignore[arg-type]
        parts.append(card_html(c, highlight=hl))
    cls = "cr-cards cr-fan" if fan else "cr-cards"
    return f'<span class="{cls}">{"".join(parts)}</span>'


def zone_html(zone: Zone) -> str:
    label = f'<span class="cr-zone-label">{html.escape(say(zone.label))}</span>'
    if zone.layout == "stack":
        if not zone.cards:
            body = f'<span class="cr-empty">{html.escape(t("render.none"))}</span>'
        else:
            top = zone.cards[-1]
            count = t("cards.one" if zone.count == 1 else "cards.other", n=zone.count)
            body = card_html(top) + f' <span class="cr-stack">{html.escape(count)}</span>'
    else:
        body = _row(zone.cards, fan=zone.layout == "fan", highlight=zone.highlight)
    note = f'<span class="cr-zone-note">{html.escape(say(zone.note))}</span>' if zone.note else ""
    return f'<div class="cr-zone" data-zone="{html.escape(zone.key)}">{label}{body}{note}</div>'


def facts_html(facts: Sequence[tuple[str, Any]], game: str = "") -> str:
    """The public facts beside the table: codes and data, worded now (``<game>.fact.<code>``, else ``fact.<code>``,
    for the label; :func:`~cardrules.protocol.say` for the value)."""
    items = "".join(f'<span class="cr-fact"><b>{html.escape(_fact_label(game, k))}:</b> {html.escape(say(v))}</span>'
                    for k, v in facts)
    return f'<div class="cr-facts">{items}</div>'


def _fact_label(game: str, code: str) -> str:
    return t_or(f"{game}.fact.{code}", t_or(f"fact.{code}", code))


PROJECTOR_STYLE = """<style>
.cr-projector .cr-view{color:#000}
.cr-projector .cr-felt{background:#0b3b22;box-shadow:none;border:3px solid #000}
.cr-projector .cr-zone-label{color:#fff;font-size:22px;min-width:190px}
.cr-projector .cr-zone-note,.cr-projector .cr-stack,.cr-projector .cr-empty{color:#fff;font-size:19px}
.cr-projector .cr-card{width:78px;height:112px;border:2px solid #000;border-radius:9px;background:#fff}
.cr-projector .cr-card.cr-red{color:#d00000}.cr-projector .cr-card.cr-black{color:#000}
.cr-projector .cr-card .cr-tl,.cr-projector .cr-card .cr-br{font-size:22px;line-height:22px}
.cr-projector .cr-card .cr-pip{font-size:42px}
.cr-projector .cr-fan .cr-card+.cr-card{margin-left:-22px}
.cr-projector .cr-card.cr-back{background:repeating-linear-gradient(45deg,#000 0 6px,#1d4ed8 6px 12px);
 border:3px solid #fff}
.cr-projector .cr-card.cr-hl{outline:5px solid #ffd400}
.cr-projector .cr-facts{font-size:20px}.cr-projector .cr-fact b{color:#000}
.cr-projector .cr-status,.cr-projector .cr-log{font-size:20px;color:#000}
.cr-projector .cr-log{margin-left:36px}
.cr-projector .widget-button,.cr-projector .widget-toggle-button{font-size:18px;height:44px;width:auto!important;
 padding:0 14px}
.cr-projector .cr-hand-card{width:80px!important;font-size:26px}
</style>"""
"""Projector mode: bigger cards and text, black on white around the felt, white on a dark felt; it applies inside
any element of class ``cr-projector`` (the widget adds that class to itself)."""


def table_html(view: View, *, projector: bool = False) -> str:
    """The felt with every zone of the view (no status, no log): what the widget's table pane shows.

    ``projector`` adds the projector style sheet and wraps the table in ``cr-projector`` so it applies."""
    body = '<div class="cr-view">' + facts_html(view.facts, view.game) + '<div class="cr-felt">' + "".join(
        zone_html(z) for z in view.zones) + "</div></div>"
    if projector:
        return STYLE + PROJECTOR_STYLE + '<div class="cr-projector">' + body + "</div>"
    return STYLE + body


def log_html(lines: Sequence[str], *, last: int | None = None, limit: int = 12) -> str:
    """The narration as a list, the newest ``limit`` lines, the one at index ``last`` in bold."""
    start = max(0, len(lines) - limit)
    items = []
    for i in range(start, len(lines)):
        cls = ' class="cr-last"' if i == (len(lines) - 1 if last is None else last) else ""
        items.append(f"<li{cls}>{html.escape(lines[i])}</li>")
    return f'<ol class="cr-log" start="{start + 1}">{"".join(items)}</ol>'


def view_html(view: View, *, log: int = 6) -> str:
    """A whole view: facts, the felt, the status sentence, the last ``log`` narrated events."""
    from cardrules import GAMES

    narrate = GAMES[view.game].narrate
    lines = [narrate(e, view.names) for e in view.events]
    parts = [table_html(view), f'<div class="cr-view"><div class="cr-status">{html.escape(say(view.status))}</div>']
    if log and lines:
        parts.append(log_html(lines, limit=log))
    parts.append("</div>")
    return "".join(parts)


def moves_html(moves: Sequence[Any]) -> str:
    """A numbered list of moves with their notation, for lessons."""
    items = "".join(f"<li><code>{html.escape(str(m))}</code> — {html.escape(getattr(m, 'label', str(m)))}</li>"
                    for m in moves)
    return STYLE + f'<div class="cr-view"><ol class="cr-log">{items}</ol></div>'


def narration_html(events: Sequence[Event], names: Sequence[str], game: str) -> str:
    from cardrules import GAMES

    narrate = GAMES[game].narrate
    return STYLE + '<div class="cr-view">' + log_html([narrate(e, names) for e in events], limit=10_000) + "</div>"


class HTML:
    """A tiny displayable wrapper (what ``show`` returns), so lessons need not import IPython."""

    def __init__(self, body: str) -> None:
        self.body = body

    def _repr_html_(self) -> str:
        return self.body

    def __repr__(self) -> str:
        return "<HTML>"


def show(obj: Any, *, seat: int | None = None, open_hands: bool = True, log: int = 6) -> HTML:
    """Display a state (as ``seat`` sees it; every hand face up by default), a view, cards, or moves."""
    if isinstance(obj, View):
        return HTML(view_html(obj, log=log))
    if hasattr(obj, "view") and hasattr(obj, "legal_moves"):
        return HTML(view_html(obj.view(seat, open_hands=open_hands), log=log))
    if isinstance(obj, Card):
        return HTML(cards_html([obj]))
    items = list(obj)
    if all(isinstance(c, Card) for c in items):
        return HTML(cards_html(items))
    return HTML(moves_html(items))
