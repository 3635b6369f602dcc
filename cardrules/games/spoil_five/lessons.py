"""What Spoil Five's lesson page draws that is not play: the order of the cards under each ranking (views drawn like
any table), and the page's tables (which cards may be played, the chips and why, the house rules), each with its
headings and values in the reader's language."""

from __future__ import annotations

import html
from typing import Any

from cardrules.cards import Card, Suit
from cardrules.games.spoil_five.rules import (
    NAME,
    SUITS,
    Rules,
    State,
    narrate,
    plain_order,
    suit_name,
    trump_order,
    trumps_shown,
)
from cardrules.i18n import t
from cardrules.lessons import Lesson, html_table, narrated, position
from cardrules.protocol import Text, View, Zone, say


def ranking_view(trumps: Suit, ranking: str = "simplified") -> View:
    """The order of every card when ``trumps`` are trumps, as rows of cards (trumps first, then each plain suit),
    for lessons; render it in a notebook like any view."""
    zones = [Zone("trumps", Text("spoil_five.zone.trumps_order", suit=suit_name(trumps)),
                  trump_order(trumps, ranking))]
    for suit in SUITS:
        if suit is not trumps:
            zones.append(Zone(f"plain/{suit.value}", Text("spoil_five.zone.plain_order", suit=suit_name(suit)),
                              plain_order(suit, ranking)))
    return View(game=NAME, seat=None, names=(), to_move=None, legal_moves=(), zones=tuple(zones),
                facts=(("trumps", trumps_shown(trumps)),
                       ("ranking", Text(f"spoil_five.rules.ranking.option.{ranking}"))),
                events=(), is_over=True, rules=None,
                status=Text(f"spoil_five.status.ranking.{ranking}", suit=suit_name(trumps)))


def trump_orders_view() -> View:
    """The trumps of every suit from highest to lowest, the simplified and the traditional ranking one above the
    other, for lessons (only the black suits differ)."""
    zones = []
    for suit in SUITS:
        for ranking in ("simplified", "traditional"):
            zones.append(Zone(f"trumps/{suit.value}/{ranking}",
                              Text(f"spoil_five.zone.trumps_ranking.{ranking}", suit=suit_name(suit)),
                              trump_order(suit, ranking)))
    return View(game=NAME, seat=None, names=(), to_move=None, legal_moves=(), zones=tuple(zones),
                facts=(("best", Text("spoil_five.fact.best_value")),), events=(), is_over=True, rules=None,
                status=Text("spoil_five.status.trump_orders"))


# -------------------------------------------------------------------------------------- pieces of the lesson page
# Each returns a cardrules.lessons.Lesson: HTML for the page, and the same lesson in words for nbval to compare.
def order_lesson(view: View) -> Lesson:
    """One of the order views above, drawn, with its sentence under it."""
    from cardrules.render import table_html

    status = say(view.status)
    return Lesson(f'<div class="cr-lesson">{table_html(view)}<div class="cr-status">{html.escape(status)}</div></div>',
                  status)


def told(state: State, *, since: int = 0, until: int | None = None) -> Lesson:
    """A position drawn with every hand face up, its status, and the narration of its events ``since``..``until``
    (what has just happened, in words)."""
    lines = narrated(state, since, until)
    drawn = position(state)
    items = "".join(f"<li>{html.escape(x)}</li>" for x in lines)
    return Lesson(f'{drawn.html}<ul class="cr-lesson-said">{items}</ul>',
                  "\n".join([drawn.plain, *(f"  {x}" for x in lines)]))


def seen_by(state: State, seat: int, *, since: int = 0) -> Lesson:
    """A position as ``seat`` sees it at the table (the others' hands and the robbed discard face down), with the
    narration of the events since ``since`` as that seat is told them."""
    drawn = position(state, seat=seat)
    lines = [narrate(e.masked_for(seat), state.names) for e in state.events[since:]]
    items = "".join(f"<li>{html.escape(x)}</li>" for x in lines)
    return Lesson(f'{drawn.html}<ul class="cr-lesson-said">{items}</ul>',
                  "\n".join([drawn.plain, *(f"  {x}" for x in lines)]))


def said(state: State, *, since: int = 0, until: int | None = None) -> Lesson:
    """Only the narration of some events, as a list (when the position itself is not the point)."""
    lines = narrated(state, since, until)
    items = "".join(f"<li>{html.escape(x)}</li>" for x in lines)
    return Lesson(f'<ul class="cr-lesson-said">{items}</ul>', "\n".join(lines))


def playable_table(state: State) -> Lesson:
    """Each card of the seat to move, and whether it may be played now (the engine's reason when not)."""
    seat = state.to_move
    assert seat is not None
    rows = [(card, reason if reason else t("spoil_five.table.col.yes"))
            for card, reason in ((c, state.why_illegal(_play_or_lead(state, c))) for c in state.hands[seat])]
    header = [t("spoil_five.table.col.card", seat=state.names[seat]), t("spoil_five.table.col.may_play")]
    return html_table(rows, header)


def _play_or_lead(state: State, card: Card) -> Any:
    from cardrules.games.spoil_five.rules import Jink, Lead, Play

    return Play(card) if state.trick else (Jink(card) if state.jink_open else Lead(card))


def scoring_table(state: State) -> Lesson:
    """The chips that changed hands in the game, one line each, with why (the starting chips left out)."""
    rows = []
    for line in state.score_lines:
        if line.item in ("starting_chips", "chips_so_far"):
            continue
        rows.append((t(f"spoil_five.score.{line.item}"), state.names[line.owner], f"{line.points:+d}",
                     t(f"spoil_five.table.why.{line.item}")))
    header = [t("spoil_five.table.col.item"), t("spoil_five.table.col.seat"), t("spoil_five.table.col.chips"),
              t("spoil_five.table.col.why")]
    return html_table(rows, header)


def chips_table(state: State) -> Lesson:
    """Each seat's chips now, the winner first named by the result."""
    rows = [(state.names[s], state.chips[s]) for s in range(state.players)]
    return html_table(rows, [t("spoil_five.table.col.seat"), t("spoil_five.table.col.chips")])


def rules_table() -> Lesson:
    """Every house rule: its label, the write-up's value (a choice by its label) and its help."""
    rows = []
    for spec in Rules.spec():
        value = spec["default"]
        if "options" in spec:
            value = t(f"spoil_five.rules.{spec['name']}.option.{value}")
        elif isinstance(value, bool):
            value = t("spoil_five.table.on" if value else "spoil_five.table.off")
        rows.append((Rules.label(spec["name"]), value, Rules.help(spec["name"])))
    return html_table(rows, [t("spoil_five.table.col.rule"), t("spoil_five.table.col.default"),
                             t("spoil_five.table.col.meaning")])


def chip_story(state: State) -> Lesson:
    """The narration of a game's chips alone: antes, pools won, all-five chips, spoiled deals, the end."""
    lines = [narrate(e, state.names) for e in state.events
             if e.kind in ("ante", "pool", "bonus", "spoil", "game_over")]
    items = "".join(f"<li>{html.escape(x)}</li>" for x in lines)
    return Lesson(f'<ol class="cr-lesson-said">{items}</ol>', "\n".join(lines))
