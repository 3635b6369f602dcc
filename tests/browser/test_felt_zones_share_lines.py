"""Zones that a seat holds several of (a pack, a set: ``packs/2/0``, ``sets/1/3``) share a line on the felt, where a
zone of its own (a hand, the table) takes the whole width: a four-player deal of Packs holds up to thirty packs, and
one per line put the reader's moves pages below the hand. Checked in the static drawing (headless Chromium, no
server) and in the live table's rows."""

from __future__ import annotations

import os
import random
import re

import pytest

from cardrules import GAMES
from cardrules.render import many_zone, table_html
from cardrules.widgets.table import GameTable


def _mid_deal(game: str, players: int, steps: int) -> object:
    module = GAMES[game]
    state = module.new_game(module.Rules(players=players), seed=7)
    rng = random.Random(1)
    for _ in range(steps):
        moves = state.legal_moves()
        state = state.play(moves[rng.randrange(len(moves))])
    return state


def test_which_zones_share_a_line() -> None:
    assert many_zone("packs/2/0") and many_zone("sets/1/3")
    assert not any(many_zone(k) for k in ("hand/0", "table", "stock", "area/3", "peaks/1", "tricks/2"))


def test_the_live_table_marks_the_rows_of_many_zones() -> None:
    table = GameTable("packs", seed=7, rules=GAMES["packs"].Rules(players=4))
    table.mode.value = "watch"
    for _ in range(90):
        table.step()
    table.mode.value = "play"
    assert table.session.reader_turn
    felt = table.felt.children[1]
    # a row is a box of card buttons (a zone the reader may click), else the zone drawn (HTML)
    keys, marked = [], []
    for row in felt.children:
        found = re.search(r'data-zone="([^"]+)"', getattr(row, "value", ""))
        key = found.group(1) if found else next(c for c in row._dom_classes if c.startswith("cr-zone-") and
                                                c not in ("cr-zone-row", "cr-zone-many")).removeprefix("cr-zone-")
        keys.append(key.replace("/", "-"))
        if "cr-zone-many" in (row._dom_classes if not found else getattr(row, "value", "")):
            marked.append(keys[-1])
    packs = [k for k in keys if k.startswith("packs-")]
    assert "hand-0" in keys and len(packs) >= 2
    assert marked == packs  # every pack's row, and only those


@pytest.mark.browser
@pytest.mark.skipif(not os.path.exists("/usr/bin/chromium"), reason="Debian chromium is not installed")
def test_packs_share_lines_and_hands_take_the_width(page) -> None:  # type: ignore[no-untyped-def]
    state = _mid_deal("packs", 4, 150)
    html = table_html(state.view(None))
    assert html.count("cr-zone-many") >= 4
    page.set_content(f"<html><body style='width:1200px'>{html}</body></html>")
    boxes = page.evaluate("""() => [...document.querySelectorAll('.cr-felt > .cr-zone')].map(e => {
        const b = e.getBoundingClientRect(); return [e.dataset.zone, b.top, b.width]; })""")
    felt = page.evaluate("() => document.querySelector('.cr-felt').clientWidth")
    packs = [(top, width) for key, top, width in boxes if key.startswith("packs/")]
    others = [(key, width) for key, _, width in boxes if not key.startswith("packs/")]
    assert len({top for top, _ in packs}) < len(packs)  # some packs side by side
    assert all(width < felt * 0.9 for _, width in packs)  # as wide as their cards and note, not the felt
    assert all(width > felt * 0.9 for _, width in others), others  # a hand, the table, the stock: a line each


@pytest.mark.skipif(not os.path.exists("/usr/bin/chromium"), reason="Debian chromium is not installed")
def test_a_long_hand_of_buttons_stays_beside_its_label(page) -> None:  # type: ignore[no-untyped-def]
    """The live table's hand row (label, then a row of card buttons, as the widgets lay them out, their boxes
    wrapping): twenty cards wrap inside their own column, beside the label, where the whole row of cards dropped below
    the label and ran from the felt's left edge (a fresh reader's Dudak hand after many takes)."""
    from cardrules.render import STYLE

    buttons = "".join('<button class="widget-button cr-card-btn cr-hand-card">9♠</button>' for _ in range(20))
    box = "display:flex;flex-flow:row wrap;align-items:center"  # what w.Layout(flex_flow="row wrap") sets inline
    html = (f'{STYLE}<div class="cr-felt-box" style="display:flex;flex-direction:column;width:900px">'
            f'<div class="cr-zone-row cr-zone-hand-0" style="{box}"><div class="widget-html">'
            f'<span class="cr-zone-label">South</span></div><div class="cr-card-row" style="{box}">{buttons}</div>'
            f'</div></div>')
    page.set_content(f"<html><body>{html}</body></html>")
    label, first, last = page.evaluate("""() => [document.querySelector('.cr-zone-label'),
        ...[...document.querySelectorAll('.cr-card-btn')].filter((e, i, all) => i === 0 || i === all.length - 1)]
        .map(e => { const b = e.getBoundingClientRect(); return [b.left, b.right, b.top, b.bottom]; })""")
    assert first[0] >= label[1]  # the cards start right of the label
    assert first[2] < label[3] and label[2] < first[3] or first[2] <= label[2]  # on the label's line, or the row's top
    assert last[2] > first[2]  # twenty do not fit one line: they wrap
    assert last[0] >= label[1]  # and the wrapped ones stay in the cards' column
