"""A static replay: one self-contained HTML file that steps through a game, for posting or mailing.

The file needs no server and no network: the cards are the renderer's HTML and CSS (the same pictures as the
notebooks), the narration is plain text, and First/Back/Forward/Last are a few lines of plain JavaScript (the arrow
keys and Home/End work too). Each step's table is assembled from a list of distinct pieces, because from one move to
the next most zones do not change: a 700-move Spoil Five game stays a few hundred kB instead of several MB.

Everything visible comes from the engine through :mod:`cardrules.render` (escaped there); the data is embedded as
JSON with ``</`` escaped so that no card name or seat can close the script.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardrules.i18n import game_title, get_language, t
from cardrules.protocol import say
from cardrules.render import STYLE, card_html, facts_html, zone_html
from cardrules.share import iter_states

if TYPE_CHECKING:
    from cardrules.session import TableSession

PROGRESS_EVERY = 200
"""Steps between two calls of a replay's ``progress`` (a step takes about half a millisecond)."""

REPLAY_STYLE = """<style>
body{margin:0;padding:16px 20px;background:#f6f4ee;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;
 color:#1d2433}
h1{font-size:22px;margin:0 0 4px}.cr-sub{color:#555;margin:0 0 10px;font-size:14px}
.cr-bar{display:flex;gap:6px;align-items:center;margin:8px 0}
.cr-bar button{font-size:15px;padding:6px 12px;border:1px solid #888;border-radius:6px;background:#fff;cursor:pointer}
.cr-bar button:disabled{opacity:.45;cursor:default}
#cr-where{font-variant-numeric:tabular-nums;margin-left:8px}
#cr-status{font-weight:600;margin:8px 0}
#cr-log{max-height:16em;overflow:auto;background:#fff;border:1px solid #ddd;border-radius:6px;padding:4px 8px 4px 3em}
</style>"""

SCRIPT = r"""
const D=JSON.parse(document.getElementById('cr-data').textContent);let i=0;
function show(n){i=Math.max(0,Math.min(D.frames.length-1,n));const f=D.frames[i];
 const zones=f[1].map(z=>D.parts[z]).join('').replace(/<#(\d+)>/g,(m,k)=>D.cards[k]);
 document.getElementById('cr-table').innerHTML=D.parts[f[0]]+'<div class="cr-felt">'+zones+'</div>';
 document.getElementById('cr-status').textContent=D.status[f[2]];
 const log=document.getElementById('cr-log');log.replaceChildren(...D.lines.slice(0,f[3]).map((t,k)=>{
  const li=document.createElement('li');li.textContent=t;if(k===f[3]-1)li.className='cr-last';return li;}));
 log.scrollTop=log.scrollHeight;
 document.getElementById('cr-where').textContent=D.step.replace('{i}',i).replace('{n}',D.frames.length-1);
 for(const [id,off] of [['cr-first',1],['cr-back',1],['cr-forward',0],['cr-last',0]])
  document.getElementById(id).disabled=off?i===0:i===D.frames.length-1;}
const go={'cr-first':()=>0,'cr-back':()=>i-1,'cr-forward':()=>i+1,'cr-last':()=>D.frames.length-1};
for(const id in go)document.getElementById(id).onclick=()=>show(go[id]());
document.addEventListener('keydown',e=>{const k={ArrowLeft:i-1,ArrowRight:i+1,Home:0,End:D.frames.length-1}[e.key];
 if(k!==undefined){show(k);e.preventDefault();}});
show(D.start);
"""


def replay_data(state: Any, *, seat: int | None = None, open_hands: bool = True,
                progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """The replay's steps as data: distinct HTML pieces (each card's HTML stored once and written ``<#n>`` in them),
    and per step the facts piece, the zone pieces, the status and the number of narration lines.

    ``seat`` and ``open_hands`` choose what is shown, as in :meth:`GameState.view`; the narration is the one that
    viewer may read (every hand face up shows the spectator's narration). ``progress(done, total)`` is called every
    :data:`PROGRESS_EVERY` steps (a long game takes seconds: a widget shows a bar, and an exception raised there,
    by a Cancel button, stops the replay).
    """
    total = len(state.history) + 1
    # One state at a time: each step's narration count reads that state's log, and keeping every state (each with
    # its own log) made memory grow with the square of the game's length.
    states = iter_states(state)
    parts: list[str] = []
    index: dict[str, int] = {}

    def piece(text: str) -> int:
        if text not in index:
            index[text] = len(parts)
            parts.append(text)
        return index[text]

    cards: list[str] = []
    card_index: dict[str, int] = {}

    def zone_piece(zone: Any) -> int:
        # each card's HTML becomes a token <#n> (text escaped by the renderer can never contain "<#")
        text = zone_html(zone)
        for card in dict.fromkeys(zone.cards):  # in the zone's order, so a replay is the same file every time
            for lit in (False, True):
                snippet = card_html(card, highlight=lit)
                if snippet in text:
                    if snippet not in card_index:
                        card_index[snippet] = len(cards)
                        cards.append(snippet)
                    text = text.replace(snippet, f"<#{card_index[snippet]}>")
        return piece(text)

    statuses: list[str] = []
    status_index: dict[str, int] = {}
    frames = []
    for k, s in enumerate(states):
        if progress is not None and k % PROGRESS_EVERY == 0:
            progress(k, total)
        view = s.view(seat, open_hands=open_hands)
        status = say(view.status)
        if status not in status_index:
            status_index[status] = len(statuses)
            statuses.append(status)
        frames.append([piece(facts_html(view.facts, view.game)), [zone_piece(z) for z in view.zones],
                       status_index[status], len(s.events)])
    if progress is not None:
        progress(total, total)
    lines = state.narration(seat, open_hands=open_hands)
    return {"parts": parts, "cards": cards, "status": statuses, "frames": frames, "lines": lines,
            "start": len(frames) - 1}


def replay_html(state: Any, *, seat: int | None = None, open_hands: bool = True, title: str | None = None,
                start: int | None = None, progress: Callable[[int, int], None] | None = None) -> str:
    """One HTML document replaying ``state``'s game from its start position to ``state``.

    ``start`` is the step shown when the file opens (default: the last). The document loads nothing from elsewhere.
    Every label is in the language active when it is made (:mod:`cardrules.i18n`), like the narration it embeds:
    the file is read later, with no Python to ask. ``progress(done, total)``: see :func:`replay_data`.
    """
    module = state.MODULE
    data = replay_data(state, seat=seat, open_hands=open_hands, progress=progress)
    if start is not None:
        data["start"] = max(0, min(int(start), len(data["frames"]) - 1))
    data["step"] = t("replay.step")
    payload = json.dumps(data, ensure_ascii=True, separators=(",", ":")).replace("</", "<\\/").replace("<!--", "<\\!--")
    game = game_title(module)
    title = title or t("replay.title", game=game)
    rules = state.rules.changed()
    house = t("list.sep").join(t("replay.rule", rule=state.rules.short_name(k), value=v)
                               for k, v in rules.items())
    sub = t("replay.players", n=state.players) + (t("replay.house_rules", rules=house) if rules
                                                   else t("replay.write_up_rules"))
    lang = html.escape(get_language())
    labels = {key: html.escape(t(f"replay.{key}")) for key in ("first", "back", "forward", "last", "made_with")}
    return f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy"
 content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>{html.escape(title)}</title>{STYLE}{REPLAY_STYLE}</head>
<body><h1>{html.escape(title)}</h1><p class="cr-sub">{html.escape(sub)}{labels["made_with"]}</p>
<div class="cr-bar"><button id="cr-first">&laquo; {labels["first"]}</button>
<button id="cr-back">&lsaquo; {labels["back"]}</button>
<button id="cr-forward">{labels["forward"]} &rsaquo;</button><button id="cr-last">{labels["last"]} &raquo;</button>
<span id="cr-where"></span></div>
<div class="cr-view"><div id="cr-table"></div><div id="cr-status"></div><ol id="cr-log" class="cr-log"></ol></div>
<script type="application/json" id="cr-data">{payload}</script>
<script>{SCRIPT}</script>
</body></html>
"""


def session_replay_html(session: TableSession, *, title: str | None = None,
                        progress: Callable[[int, int], None] | None = None) -> str:
    """The replay of a table's game (:class:`~cardrules.session.TableSession`) as the table shows it: from the
    viewer's seat (a spectator's when watching), with open hands or not, opening at the step shown."""
    return replay_html(session.states[-1], seat=session.viewer, open_hands=session.open_hands,
                       start=session.moves_of(session.index), title=title, progress=progress)
