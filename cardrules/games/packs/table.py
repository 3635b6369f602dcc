"""What a reader means by the cards they click at the live table (:mod:`cardrules.table_spec`): in Packs, hand cards
with a table card make a pack, with another player's pack a steal. Legal or not, so that ``why_illegal`` says why a
choice is refused."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import Card
from cardrules.games.packs.rules import STEAL, Move, Pack, State, Steal, pack_total
from cardrules.table_spec import TableSpec


def move_for(state: State, card: Card | None, targets: Sequence[Card]) -> Move | None:
    me = state.turn
    hand = list(state.hands[me])
    table = list(state.table)
    mine: list[Card] = [card] if card is not None else []
    on_table: list[Card] = []
    in_packs: list[Card] = []
    for c in targets:
        if c in table and table.count(c) > on_table.count(c):
            on_table.append(c)
        elif c in hand and hand.count(c) > mine.count(c):
            mine.append(c)
        else:
            in_packs.append(c)
    if in_packs:
        # the other seats' packs that hold the cards clicked (a pack is taken whole)
        for owner in range(state.players):
            if owner == me:
                continue
            chosen = tuple(p for p in state.packs[owner] if any(c in p for c in in_packs))
            if chosen:
                return Steal(owner, chosen, tuple(mine))
        return Steal((me + 1) % state.players, (tuple(in_packs),), tuple(mine))
    if on_table:
        return Pack(on_table[0], tuple(mine + on_table[1:]))
    if not mine:
        return None
    if state.phase == STEAL:
        # after packing only a steal may follow: hand cards alone mean the cheapest pack of their suit another player
        # holds (a pack that no legal steal takes cannot be clicked), so the engine says why even that one is not
        # stolen, not that a second pack is not allowed
        suit = mine[0].suit
        others = [o for o in range(state.players) if o != me
                  and (state.rules.partner_steals or state.owner_of(o) != state.owner_of(me))]
        candidates = [(pack_total(p), o, p) for o in others for p in state.packs[o] if p[0].suit == suit]
        if candidates:
            _, owner, cheapest = min(candidates, key=lambda x: (x[0], x[1]))
            return Steal(owner, (cheapest,), tuple(mine))
    # a hand card alone: a pack of the table card of its suit (the engine says why it is not enough), else of any
    same = [c for c in table if c.suit == mine[0].suit]
    if same or table:
        return Pack((same or table)[0], tuple(mine))
    return None


def _puzzles() -> Mapping[str, Any]:
    from cardrules.games.packs.puzzles import FINDERS  # on first use: the finders need the practice module

    return FINDERS


_PACKING = {"click": "packs.status.act.click", "picked_more": "packs.prompt.pack.picked_more",
            "try_picked": "packs.prompt.pack_it"}

TABLE = TableSpec(
    move_for=move_for, puzzles=_puzzles,
    # what a player does, in the words the table's prompts use (cardrules.prompts)
    actions=("draw", "pack", "add", "steal", "show", "end the turn", "worth"),
    # what the table asks at each phase of a turn, by status key (cardrules.prompts)
    prompts={
        "status.act": _PACKING,
        "status.must_pack": {**_PACKING, "click": "packs.status.must_pack.click"},
        "status.forced": {**_PACKING, "click": "packs.status.must_pack.click"},
        "status.steal": {"click": "packs.status.steal.click", "picked_more": "packs.prompt.steal.picked_more",
                         "try_picked": "packs.prompt.steal_it"},
    },
    # the events whose sentences say how a deal ended (cardrules.render.deal_end_html): why the deal ended, each
    # side's packs and points, the end of the game
    deal_outcomes=frozenset({"deal_end", "score", "game_end"}))
"""What a click means at a Packs table, its words and its practice questions
(:class:`cardrules.table_spec.TableSpec`)."""
