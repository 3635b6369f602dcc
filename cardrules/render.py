"""Pure rendering: cards, zones and views to HTML (no ipywidgets here).

Used by ``_repr_html_`` of cards, states and views, and by the widgets. The output is deterministic (no ids, no
times), so stored notebook outputs compare equal under nbval. Cards are drawn with HTML and CSS: a white face with
rank and suit in the corners and a large pip, red suits red, a patterned back for cards seen face down.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardrules.cards import Card, Suit
from cardrules.i18n import t, t_or
from cardrules.protocol import GameState, View, Zone, cards_text, say

STYLE = """<style>
.cr-view{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1d2433;max-width:100%}
.cr-felt{background:#1f6b45;border-radius:14px;padding:10px 12px;box-shadow:inset 0 0 24px rgba(0,0,0,.35);
 display:flex;flex-wrap:wrap;column-gap:36px}
.cr-zone{margin:6px 0;display:flex;align-items:center;gap:10px;flex-wrap:wrap}
.cr-felt>.cr-zone{flex:1 1 100%}
.cr-felt>.cr-zone.cr-zone-many{flex:0 1 auto}
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
.cr-card.cr-hl{outline:3px dashed #ff7a00;outline-offset:2px}
.cr-zone[data-zone^="hand/"] .cr-card.cr-hl{outline:none;box-shadow:0 0 0 3px #8ef58e,1px 2px 3px rgba(0,0,0,.3)}
.cr-stack{color:#f4f1de;font-size:13px}
.cr-facts{display:flex;flex-wrap:wrap;gap:6px 14px;margin:0 0 6px 0;font-size:13px}
.cr-fact b{color:#555}
.cr-status{font-weight:600;margin:6px 0}
.cr-lesson .cr-status{font-weight:400;font-style:italic;color:#444;margin:4px 0 18px}
.cr-log{font-size:13px;margin:4px 0 0 0;padding:0 0 0 3.2em}
.cr-upload{font-size:0!important}
.cr-upload::after{content:attr(title);font-size:var(--jp-widgets-font-size,13px)}
.cr-upload .fa{font-size:var(--jp-widgets-font-size,13px);margin-right:6px}
.cr-log li.cr-last{font-weight:700}
.cr-log-box{max-height:16em;overflow-y:auto;border:1px solid #d6d3c8;border-radius:6px;padding:4px 8px 4px 0;
 background:#fbfaf6}
.cr-groups{display:flex;flex-wrap:wrap;gap:4px 14px;align-items:center}
.cr-group{display:inline-flex;gap:2px;padding:3px;border:1px dashed rgba(244,241,222,.55);border-radius:6px}
.cr-felt-box{background:#1f6b45;border-radius:14px;padding:10px 12px;box-shadow:inset 0 0 24px rgba(0,0,0,.35);
 flex-flow:row wrap!important;column-gap:36px}
.cr-zone-row{align-items:center;flex-wrap:wrap;gap:6px 10px;margin:4px 0}
.cr-felt-box>*{flex:1 1 100%}
.cr-felt-box>.cr-zone-many,.cr-felt-box>.widget-html:has(.cr-zone-many){flex:0 1 auto}
.cr-zone-row .cr-zone-label{min-width:120px;display:inline-block}
.cr-felt-box>.cr-zone-row:not(.cr-zone-many){flex-wrap:nowrap!important}
.cr-card-row{flex-wrap:wrap;gap:4px;overflow:visible;flex:0 1 auto;min-width:0}
.widget-button.cr-card-btn{width:46px!important;height:66px!important;min-width:0;padding:0;margin:0 2px 0 0;
 border-radius:6px;
 background:#fffdf7;border:1px solid #b9b4a5;box-shadow:1px 2px 3px rgba(0,0,0,.3);font-size:17px;font-weight:700;
 line-height:1;overflow:visible}
.widget-button.cr-card-btn.cr-legal{box-shadow:0 0 0 3px #8ef58e,1px 2px 3px rgba(0,0,0,.3)}
.widget-button.cr-card-btn.cr-picked{outline:3px solid #ffcf33;outline-offset:1px;background:#fff1a8}
.cr-choices{flex-wrap:wrap;gap:4px;align-items:center}
.cr-choices .widget-button{width:auto;max-width:100%;white-space:normal;height:auto;min-height:28px}
.cr-choices .widget-html,.cr-pick-row .widget-html{max-width:100%}
.cr-pick-row{flex-wrap:wrap;gap:4px;align-items:center}
.cr-pick-row .widget-button{width:auto;max-width:100%;white-space:normal;height:auto;min-height:28px}
.cr-deal-end{background:#fffdf7;border:2px solid #1f6b45;border-radius:12px;padding:10px 14px;overflow-x:auto}
.cr-deal-end table{border-collapse:collapse;font-size:14px;margin:6px 0}
.cr-deal-end th,.cr-deal-end td{border-bottom:1px solid #ddd;padding:3px 10px;text-align:right}
.cr-deal-end th:first-child,.cr-deal-end td:first-child{text-align:left}
.cr-deal-end tr.cr-sum td{font-weight:700;border-top:2px solid #999}
.cr-deal-end h4{margin:2px 0 6px 0}
.cr-standings{font-weight:700;margin:6px 0}
.cr-refused{color:#b00020;font-weight:600}
.cr-empty{color:#cfe3d4;font-size:12px;font-style:italic}
.cr-score-line{display:none}
.cr-projector .cr-score-line{display:block}
.cr-deal-end-row{flex-flow:row wrap!important;align-items:flex-start!important;gap:12px}
.cr-deal-end-row>*{flex:1 1 340px;min-width:0}
.cr-final-caption{font-weight:600;margin:2px 0}
.cr-final-move{margin:4px 0;padding-left:1.4em}
.cr-outcome{font-size:1.25em;font-weight:700}
.cr-copy-link{margin-left:8px;padding:3px 12px;font:inherit;border:1px solid #1a57b5;border-radius:6px;
 background:#fff;color:#1a57b5;cursor:pointer}
.widget-button.cr-card-btn:focus-visible,.cr-game-table .widget-button:focus-visible,
.cr-game-table .widget-toggle-button:focus-visible{outline:3px solid #1a57b5;outline-offset:2px}
</style>"""


def card_html(card: Card | None, *, highlight: bool = False) -> str:
    """One card face (``None``: a card seen face down)."""
    hl = " cr-hl" if highlight else ""
    if card is None:
        back = html.escape(t("render.face_down"))
        return f'<span class="cr-card cr-back{hl}" role="img" aria-label="{back}" title="{back}"></span>'
    colour = "cr-joker" if card.suit is Suit.JOKER else ("cr-red" if card.is_red else "cr-black")
    sym = card.suit.symbol
    corner = f"{html.escape(card.rank)}<br>{sym}"
    # its name in the reader's language ("Queen of spades", "スペードのQ") for a screen reader and a tooltip
    name = html.escape(card.name)
    return (f'<span class="cr-card {colour}{hl}" role="img" aria-label="{name}" title="{name}">'
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


def many_zone(key: str) -> bool:
    """Whether a zone is one of several of a kind that a seat holds (``packs/2/0``, ``sets/1/3``: kind, seat,
    index): such zones share a line on the felt, where a zone of its own (a hand, the table) takes the whole width;
    a four-player deal of Packs has up to thirty packs, which one per line put the reader's moves pages below the
    hand."""
    return key.count("/") >= 2


def zone_html(zone: Zone, groups: Sequence[Sequence[Card]] | None = None) -> str:
    """One zone: its label, its cards (``groups``: drawn as separate groups, such as 9 Peak's sets), its note."""
    label = f'<span class="cr-zone-label">{html.escape(say(zone.label))}</span>'
    if zone.layout == "stack":
        if not zone.cards:
            body = f'<span class="cr-empty">{html.escape(t("render.none"))}</span>'
        else:
            top = zone.cards[-1]
            count = str(cards_text(zone.count))
            body = card_html(top) + f' <span class="cr-stack">{html.escape(count)}</span>'
    elif groups:
        body = '<span class="cr-groups">' + "".join(
            f'<span class="cr-group">{_row(tuple(g), highlight=zone.highlight)}</span>' for g in groups) + "</span>"
    else:
        body = _row(zone.cards, fan=zone.layout == "fan", highlight=zone.highlight)
    note = f'<span class="cr-zone-note">{html.escape(say(zone.note))}</span>' if zone.note else ""
    cls = "cr-zone cr-zone-many" if many_zone(zone.key) else "cr-zone"
    return f'<div class="{cls}" data-zone="{html.escape(zone.key)}">{label}{body}{note}</div>'


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
.cr-projector .cr-card.cr-hl{outline:5px dashed #ff7a00}
.cr-projector .cr-zone[data-zone^="hand/"] .cr-card.cr-hl{outline:none;box-shadow:0 0 0 5px #8ef58e}
.cr-projector .cr-facts{font-size:20px}.cr-projector .cr-fact b{color:#000}
.cr-projector .cr-status,.cr-projector .cr-log{font-size:20px;color:#000}
.cr-projector .cr-log{margin-left:36px}
.cr-projector .widget-button,.cr-projector .widget-toggle-button{font-size:18px;height:44px;width:auto!important;
 padding:0 14px}
.cr-projector .cr-upload{height:44px;width:auto!important;padding:0 14px}
.cr-projector .cr-upload::after,.cr-projector .cr-upload .fa{font-size:18px}
.cr-projector .cr-hand-card{width:80px!important;font-size:26px}
.cr-projector .widget-button.cr-card-btn{width:78px!important;height:112px!important;font-size:28px;padding:0;
 border:2px solid #000}
.cr-projector .cr-choices b,.cr-projector .cr-pick-row .widget-html{font-size:18px}
.cr-projector .cr-zone-row .cr-zone-label{font-size:22px;min-width:190px;display:inline-block}
.cr-projector .cr-choices .widget-button,.cr-projector .cr-pick-row .widget-button{height:auto;min-height:44px}
.cr-projector .lm-TabBar-tab,.cr-projector .p-TabBar-tab{font-size:18px;min-height:40px;line-height:40px;
 max-height:none;flex-basis:auto!important;padding:0 16px}
.cr-projector .lm-TabBar,.cr-projector .p-TabBar{min-height:42px}
.cr-projector .widget-label,.cr-projector .widget-readout,.cr-projector .widget-inline-hbox label{font-size:18px;
 height:auto;line-height:1.4}
.cr-projector input[type=number],.cr-projector input[type=text],.cr-projector select{font-size:18px;height:40px}
.cr-projector .widget-text,.cr-projector .widget-inline-hbox{height:auto;min-height:40px}
.cr-projector input[type=checkbox]{width:24px;height:24px}
.cr-projector .widget-checkbox label,.cr-projector .widget-checkbox{font-size:18px;height:auto;line-height:1.4}
.cr-projector .widget-slider .noUi-handle{width:26px;height:26px;top:-10px}
.cr-projector .widget-slider .noUi-target{height:10px}
.cr-projector .widget-hslider{height:44px}
.cr-projector .widget-hslider .slider-container{margin-left:16px}
.cr-projector .cr-message,.cr-projector .cr-deal-end{font-size:20px}
.cr-projector .cr-deal-end table{font-size:20px}
.cr-projector .cr-log-box{max-height:20em}
.cr-projector{--cr-h:min(112px,10.5vh)}
.cr-projector .cr-card{width:calc(var(--cr-h)*.7);height:var(--cr-h)}
.cr-projector .cr-card .cr-tl,.cr-projector .cr-card .cr-br{font-size:calc(var(--cr-h)*.19);
 line-height:calc(var(--cr-h)*.19)}
.cr-projector .cr-card .cr-pip{font-size:calc(var(--cr-h)*.36)}
.cr-projector .cr-fan .cr-card+.cr-card{margin-left:calc(var(--cr-h)*-.2)}
.cr-projector .widget-button.cr-card-btn{width:calc(var(--cr-h)*.7)!important;height:var(--cr-h)!important;
 font-size:calc(var(--cr-h)*.25)}
.cr-projector .cr-felt>.cr-zone,.cr-projector .cr-felt-box>*{flex:0 1 auto}
.cr-projector .cr-felt,.cr-projector .cr-felt-box{column-gap:28px;padding:4px 10px}
.cr-projector .cr-zone,.cr-projector .cr-zone-row{margin:2px 0}
.cr-projector .cr-zone-label,.cr-projector .cr-zone-row .cr-zone-label{font-size:min(22px,2.9vh);min-width:0}
.cr-projector .cr-zone-note,.cr-projector .cr-stack,.cr-projector .cr-empty{font-size:min(19px,2.6vh)}
.cr-projector .cr-facts{font-size:min(20px,2.5vh);margin:0 0 2px 0;gap:0 14px}
.cr-projector .cr-status,.cr-projector .cr-log,.cr-projector .cr-score-line{font-size:min(20px,2.6vh)}
.cr-projector .cr-click-note{font-size:min(16px,2.2vh);line-height:1.2;display:inline-block}
.cr-projector .cr-status{margin:2px 0}
.cr-projector .cr-log-box{max-height:none;margin:2px 0}
.cr-projector .cr-title,.cr-projector .cr-hint-button{display:none}
.cr-projector .cr-final-caption{font-size:min(20px,2.4vh);font-weight:700}
.cr-projector .cr-deal-end h4{font-size:min(28px,3.2vh);margin:0 0 4px 0}
.cr-projector .cr-outcome{font-size:min(40px,4.4vh);font-weight:800;line-height:1.15;margin:4px 0}
.cr-projector .cr-deal-end table{font-size:min(20px,2.4vh)}
.cr-projector .cr-deal-end th,.cr-projector .cr-deal-end td{padding:1px 6px}
.cr-projector .cr-deal-end-row,.cr-deal-end-row .cr-projector{--cr-h:min(84px,7.5vh)}
/* a deal's end keeps its last position in sight, stacks (a top card, a count) included: only empty zones fold;
   an outcome of several lines is set smaller, to fit a 720-line screen and stay the largest type */
.cr-projector .cr-deal-end-row .cr-zone:has(>.cr-empty),
.cr-game-table.cr-projector:has(.cr-deal-end-row) .cr-log-pane{display:none}
.cr-projector .cr-outcome:has(>li:nth-child(3)){font-size:min(30px,3.3vh)}
.cr-projector .cr-deal-end .cr-final{display:flex;flex-wrap:wrap;gap:0 28px;list-style-position:inside;padding:0;
 margin:2px 0}
.cr-projector .cr-deal-end-row .cr-final-move{max-height:4.6em;overflow-y:auto;margin:2px 0}
.cr-projector .cr-deal-end-row:has(.cr-outcome>li:nth-child(5))>:first-child{flex:0 1 55%}
.cr-projector .cr-deal-end-row:has(.cr-outcome>li:nth-child(5))>:last-child{flex:1 1 40%}
.cr-projector .cr-outcome:has(>li:nth-child(5)){font-size:min(34px,2.9vh)}
.cr-projector .cr-deal-end:has(.cr-outcome>li:nth-child(5)) h4{font-size:min(24px,2.6vh)}
.cr-projector .cr-deal-end-row .cr-zone:has(.cr-stack){--cr-h:min(60px,5vh);column-gap:6px}
.cr-projector .cr-deal-end-row .cr-zone:has(.cr-stack) .cr-zone-label{min-width:0}
.cr-projector .cr-deal-end-row .cr-zone-note,.cr-projector .cr-deal-end-row .cr-stack{font-size:min(17px,2.2vh)}
.cr-projector .cr-deal-end-row .cr-facts{display:none}
.cr-projector .cr-deal-end-row>:first-child{flex:0 1 42%}
.cr-projector .cr-deal-end-row>:last-child{flex:1 1 54%}
.cr-projector .cr-deal-end-row .cr-zone-label,.cr-projector .cr-final-move{font-size:min(18px,2.3vh)}
body:has(.cr-game-table.cr-projector) .jp-Cell:has(.cr-nav),
body:has(.cr-game-table.cr-projector) div:has(>.jp-Cell .cr-nav){position:static!important}
.cr-game-table.cr-projector{scroll-margin-top:0!important}
.cr-projector .widget-button,.cr-projector .widget-toggle-button{height:min(44px,5.6vh);font-size:min(18px,2.2vh);
 padding:0 min(14px,1vh)}
.cr-projector .cr-message:has(>.widget-html-content:empty),.cr-projector .cr-hint:has(>.widget-html-content:empty),
.cr-projector .cr-score-line:has(>.widget-html-content:empty){display:none}
.cr-projector .cr-score-line,.cr-projector .cr-status{line-height:1.25;margin:0}
.cr-projector .cr-score-line .widget-html-content,.cr-projector .cr-status .widget-html-content{line-height:1.25}
.cr-projector .cr-log-pane .cr-log-box{border:0;padding:0;background:none}
.cr-projector .lm-TabBar-tab,.cr-projector .p-TabBar-tab{font-size:min(18px,2.2vh);min-height:0;
 line-height:min(40px,4.4vh)}
.cr-projector .lm-TabBar,.cr-projector .p-TabBar{min-height:0}
</style>"""
"""Projector mode: bigger cards and text, black on white around the felt, white on a dark felt; it applies inside
any element of class ``cr-projector`` (the widget adds that class to itself)."""


def table_html(view: View, *, projector: bool = False,
               groups: Mapping[str, Sequence[Sequence[Card]]] | None = None) -> str:
    """The felt with every zone of the view (no status, no log): what the widget's table pane shows.

    ``projector`` adds the projector style sheet and wraps the table in ``cr-projector`` so it applies; ``groups``
    draws the named zones as separate groups of cards (:meth:`cardrules.table_spec.TableSpec.groups`)."""
    groups = groups or {}
    body = '<div class="cr-view">' + facts_html(view.facts, view.game) + '<div class="cr-felt">' + "".join(
        zone_html(z, groups.get(z.key)) for z in view.zones) + "</div></div>"
    if projector:
        return STYLE + PROJECTOR_STYLE + '<div class="cr-projector">' + body + "</div>"
    return STYLE + body


def log_html(lines: Sequence[str], *, last: int | None = None, limit: int = 12, box: bool = False,
             numbers: Sequence[int] | None = None) -> str:
    """The narration as a list, the newest ``limit`` lines, the one at index ``last`` in bold; ``box`` puts it in a
    scrolling box (the table's log of a whole deal), the newest line at the bottom. With ``numbers`` (one per line:
    the table's step that told it) the lines are numbered by step, and the lines of one step are one item, in bold
    when it holds the line ``last``: the log's numbers are then the step numbers of the table's slider."""
    start = max(0, len(lines) - limit)
    bold = len(lines) - 1 if last is None else last
    items = []
    if numbers is None:
        for i in range(start, len(lines)):
            cls = ' class="cr-last"' if i == bold else ""
            items.append(f"<li{cls}>{html.escape(lines[i])}</li>")
    else:
        space = t("list.sentences")  # the gap between sentences (none in Japanese)
        i = start
        while i < len(lines):
            j = i
            while j + 1 < len(lines) and numbers[j + 1] == numbers[i]:
                j += 1
            cls = ' class="cr-last"' if i <= bold <= j else ""
            items.append(f'<li value="{numbers[i]}"{cls}>{html.escape(space.join(lines[i:j + 1]))}</li>')
            i = j + 1
    first = start + 1 if numbers is None or not lines else numbers[start]
    listing = f'<ol class="cr-log" start="{first}">{"".join(items)}</ol>'
    if box:
        # column-reverse keeps a scrolling box scrolled to its end (the newest line) without any script
        return (f'<div class="cr-log-box" style="display:flex;flex-direction:column-reverse">'
                f"<div>{listing}</div></div>")
    return listing


def deal_outcomes(state: GameState, deal: int) -> list[str]:
    """How deal ``deal`` ended, in words: the narrated events of that deal that its game's ``TABLE.deal_outcomes``
    names (:class:`~cardrules.table_spec.TableSpec`, in its package's ``table.py``: a spoiled deal and where the pool
    goes, a jink made or failed, each player going out, the loser, the winner of the game), as anyone at the table
    may read them. A game that names none has none."""
    wanted: frozenset[str] = state.MODULE.TABLE.deal_outcomes
    kinds = {k for k in wanted if ":" not in k}
    flagged = {tuple(k.split(":", 1)) for k in wanted if ":" in k}
    narrate = state.MODULE.narrate
    out = []
    for event in state.events:
        if event.deal != deal:
            continue
        if event.kind in kinds or any(event.kind == kind and event.get(flag) for kind, flag in flagged):
            out.append(narrate(event.masked_for(None), state.names))
    return out


def deal_end_html(state: GameState, deal: int) -> str:
    """A deal's result as the table shows it when the deal ends: the deal's score breakdown per seat or team (who
    took what), the deal's total, the running totals after it and, when the game is over, the final standings. A
    game of one deal (``rules.one_deal``) shows its scores without a deal number or running totals."""
    owners = list(state.owner_names)
    rows: dict[str, list[int]] = {}
    for line in state.score_lines:
        if line.deal == deal:
            rows.setdefault(line.item, [0] * len(owners))[line.owner] += line.points
    # the totals when this deal ended, as the Score tab shows them on this step (not the next deal's ante)
    running = state.totals_after(deal)
    head = "".join(f"<th>{html.escape(o)}</th>" for o in owners)
    body = []
    for item, points in rows.items():
        label = t_or(f"{state.GAME}.score.{item}", item)
        body.append(f"<tr><td>{html.escape(label)}</td>" + "".join(f"<td>{p}</td>" for p in points) + "</tr>")
    if not rows:
        body.append(f'<tr><td colspan="{len(owners) + 1}">{html.escape(t("render.deal_no_points"))}</td></tr>')
    else:
        sums = [sum(p[i] for p in rows.values()) for i in range(len(owners))]
        total = t("render.total") if state.rules.one_deal else t("render.deal_total")
        body.append(f'<tr class="cr-sum"><td>{html.escape(total)}</td>'
                    + "".join(f"<td>{p}</td>" for p in sums) + "</tr>")
    one = state.rules.one_deal  # a game of one deal: no deal number, no running total (the deal's own again)
    if not one:
        body.append(f'<tr class="cr-sum"><td>{html.escape(t("render.running_total"))}</td>'
                    + "".join(f"<td>{p}</td>" for p in running) + "</tr>")
    over = state.is_over and deal >= state.deal_number
    title = t("render.final_scores") if one else t("render.deal_scores", deal=deal)
    told = "".join(f"<li>{html.escape(line)}</li>" for line in deal_outcomes(state, deal))
    parts = [STYLE, f'<div class="cr-view cr-deal-end" data-deal="{deal}"><h4>{html.escape(title)}</h4>',
             f'<ul class="cr-outcome">{told}</ul>' if told else "",
             f'<table class="cr-deal-scores"><thead><tr><th>{html.escape(t("score.item"))}</th>{head}</tr></thead>'
             f'<tbody>{"".join(body)}</tbody></table>']
    if over and state.result is not None:
        result = state.result
        # the winners first, then the others in the direction the game counts (fewest losses win in Dudak)
        high = not result.winners or result.scores[result.winners[0]] >= max(result.scores)
        order = sorted(range(len(result.owners)),
                       key=lambda i: (i not in result.winners, -result.scores[i] if high else result.scores[i]))
        places = "".join(f"<li>{html.escape(t('result.score', owner=result.owners[i], score=result.scores[i]))}</li>"
                         for i in order)
        parts.append(f'<div class="cr-standings">{html.escape(str(result))}</div><ol class="cr-final">{places}</ol>')
    parts.append("</div>")
    return "".join(parts)


def view_html(view: View, *, log: int = 6) -> str:
    """A whole view: facts, the felt, the status sentence, the last ``log`` narrated events."""
    narrate = view.module.narrate
    lines = [narrate(e, view.names) for e in view.events]
    parts = [table_html(view), f'<div class="cr-view"><div class="cr-status">{html.escape(say(view.status))}</div>']
    if log and lines:
        parts.append(log_html(lines, limit=log))
    parts.append("</div>")
    return "".join(parts)


class HTML:
    """A tiny displayable wrapper, so pages need not import IPython."""

    def __init__(self, body: str) -> None:
        self.body = body

    def _repr_html_(self) -> str:
        return self.body

    def __repr__(self) -> str:
        return "<HTML>"



# ---------------------------------------------------------------------------------------------------- the hint
def hint_html(hint: Any, *, game: str, one_deal: bool, shown: int = 3, few: int = 20) -> str:
    """The table's Hint (a :class:`cardrules.montecarlo.Hint`) in the reader's language: the ``shown`` best moves
    with their rank (moves that cannot be told apart share one, and ranks have no gaps) and their figure in plain
    words ("wins in 6 of 10 tries"), what a move surely does where the game knows it (Spoil Five's "wins this trick"),
    every part of a move named (9 Peak's card taken back), then a choice that is not
    cards (pass, take the pile) with its rank, and what the figures rest on; saying so when no move stands out."""

    def said(key: str, **params: Any) -> str:  # the game's own words where it has them (Dudak's "not losing")
        return t_or(f"{game}.{key}", t(key, **params), **params)

    def figure(a: Any) -> str:
        return said("hint.wins" if one_deal else "hint.ahead", k=round(a.chance * 10))

    def named(a: Any) -> str:
        return a.move.label if a.then is None else said("hint.then", move=a.move.label, then=a.then.label)

    moves = list(hint.moves)
    top = moves[:shown]
    def not_cards(a: Any) -> bool:
        return a.move.card is None and not a.move.targets

    # whether to act at all is the question a learner asks first: when the moves listed are all cards, the best
    # choice that is not (pass, decline to rob, take the cards) follows them with its rank
    others = [] if any(not_cards(a) for a in top) else [a for a in moves[shown:] if not_cards(a)][:1]
    # the same count of ten in two listed moves: their order comes from the lead at the end, which is then shown
    tied = len({round(a.chance * 10) for a in top}) < len(top)
    rows = []
    for a in top:
        lead = html.escape(t("hint.lead", lead=said("widget.hint_lead", lead=f"{a.margin:+.1f}"))) if tied else ""
        # the figure in bold inside the sentence: the row is worded with markers, escaped, then the markers replaced
        # what the move surely does (wins this trick, goes out) before the rough figure of the tries
        key = "hint.row" if a.outcome is None else "hint.row_known"
        row = html.escape(t(key, move=named(a), figure="\x00", known="\x01")).replace(
            "\x00", f"<b>{html.escape(figure(a))}</b>").replace(
            "\x01", "" if a.outcome is None else f"<b>{html.escape(t(f'{game}.hint.outcome.{a.outcome}'))}</b>")
        rows.append(f'<li value="{a.rank}">{row}{lead}</li>')
    last = max((a.rank for a in moves), default=1)
    extra = "".join('<p class="cr-hint-other">' + html.escape(t("hint.other", move=named(a), figure=figure(a),
                                                                rank=a.rank, last=last)) + "</p>" for a in others)
    notes = []
    if hint.alike:
        notes.append(t("hint.alike", n=hint.deals))
    elif any(a.rank == b.rank for a, b in zip(top, top[1:])):
        notes.append(t("hint.same_rank"))
    notes.append(t("hint.tries", n=hint.deals))
    if hint.deals < few:
        notes.append(t("widget.hint_few"))
    if len(moves) < hint.legal:
        notes.append(t("hint.weighed", k=len(moves), n=hint.legal))
    if tied:
        notes.append(said("widget.hint_tied"))
    return (f'<ol class="cr-hint-moves">{"".join(rows)}</ol>{extra}'
            f'<small>{html.escape(t("list.sentences").join(notes))}</small>')
