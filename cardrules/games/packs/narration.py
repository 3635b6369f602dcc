"""Packs told: the game's events as sentences, in the language in force (templates ``packs.event.*`` in
:mod:`cardrules.games.packs.text`), and the facts a study counts in a finished game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardrules.cards import Card, Suit, parse_cards, pretty
from cardrules.i18n import t as tr
from cardrules.protocol import Event

if TYPE_CHECKING:
    from cardrules.games.packs.rules import State


def _owner(event: Event, names: Sequence[str]) -> str:
    members = event.get("members")
    if members and len(members) > 1:
        return tr("team.join").join(names[s] for s in members)
    return names[event.seat] if event.seat is not None else "?"


def narrate(event: Event, names: Sequence[str]) -> str:
    """One sentence for an event, in the current language (templates ``packs.event.*`` in :mod:`cardrules.i18n`)."""
    k, who = event.kind, names[event.seat] if event.seat is not None and event.seat < len(names) else ""
    cards = pretty(event.cards)
    if k == "cut":
        drawn = tr("list.sep").join(f"{names[s]} {c.unicode}"
                                    for s, c in zip(event.get("seats"), event.cards, strict=False))
        key = "packs.event.cut_again" if event.get("round", 1) > 1 else "packs.event.cut"
        return tr(key, drawn=drawn)
    if k == "dealer":
        return tr("packs.event.dealer", who=who)
    if k == "deal":
        table = tr("packs.event.deal.table", cards=cards) if event.cards else tr("packs.event.deal.no_table")
        return tr("packs.event.deal", deal=event.deal, who=who, size=event.get("hand_size"), table=table,
                  stock=event.get("stock"))
    if k == "position":
        return tr("packs.event.position", deal=event.deal, cards=cards or tr("packs.event.no_card"))
    if k == "hand":
        return tr("packs.event.hand", who=who, cards=cards) if event.cards else tr("packs.event.hand_hidden", who=who)
    if k == "draw":
        if event.get("full_table"):
            if event.cards:
                return tr("packs.event.draw_full", who=who, cards=cards)
            return tr("packs.event.draw_full_hidden", who=who)
        return tr("packs.event.draw", who=who, cards=cards)
    if k == "feed":
        return tr("packs.event.feed", suit=tr(f"card.suit_one.{event.cards[0].suit.value}"), who=who, cards=cards)
    if k == "pack":
        taken = Card.parse(event.get("table"))
        return tr("packs.event.pack", who=who, card=taken.unicode, cards=" + ".join(c.unicode for c in event.cards),
                  value=event.get("value"), target=event.get("target"))
    if k == "steal":
        loot = tr("list.and").join(pretty(parse_cards(p)) for p in event.get("stolen").split("/"))
        key = "packs.event.steal_many" if event.get("packs", 1) > 1 else "packs.event.steal"
        return tr(key, who=who, owner=names[event.get("owner")], loot=loot,
                  cards=" + ".join(c.unicode for c in event.cards), value=event.get("value"), total=event.get("total"))
    if k == "show_hand":
        return tr("packs.event.show_hand", who=who, cards=cards or tr("packs.event.no_cards"))
    if k == "end_turn":
        return tr("packs.event.end_turn", who=who)
    if k == "deal_end":
        return tr("packs.event.deal_end", deal=event.deal)
    if k == "throw_off":
        suit = Suit(event.get("suit"))
        least = event.get("least")
        if not least:
            return tr("packs.event.throw_off_none", suit=suit.noun, one=tr(f"card.suit_one.{suit.value}"))
        return tr("packs.event.throw_off", suit=suit.noun, least=least)
    if k == "discard":
        n, pos = event.get("packs"), 0
        thrown: list[str] = []
        for size in event.get("sizes") or (len(event.cards),):
            thrown.append(pretty(event.cards[pos:pos + size]))
            pos += size
        team = len(event.get("members") or ()) > 1
        key = "packs.event.discard" + (".team" if team else "") + (".many" if n > 1 else "")
        return tr(key, who=_owner(event, names), n=n, suit=tr(f"card.suit_one.{event.get('suit')}"),
                  groups=tr("list.semi").join(thrown), points=event.get("points"))
    if k == "score":
        plural = len(event.get("members") or ()) > 1
        key = "packs.event.score" + (".team" if plural else "") + (".one" if event.get("packs") == 1 else "")
        return tr(key, who=_owner(event, names), points=event.get("points"), packs=event.get("packs"))
    if k == "tie":
        return tr("packs.event.tie")
    if k == "game_end":
        winners: tuple[int, ...] = event.get("winners") or ()
        groups: tuple[tuple[int, ...], ...] = event.get("members") or ()
        named = [tr("team.join").join(names[s] for s in m) for m in groups]
        scores = "-".join(str(x) for x in sorted(event.get("scores") or (), reverse=True))
        if len(winners) == 1:
            key = "packs.event.win_team" if len(groups[0]) > 1 else "packs.event.win"
            return tr(key, who=named[0], scores=scores)
        return tr("packs.event.draw_game", who=tr("list.and").join(named), scores=scores)
    return f"{k} {who} {cards}".strip() + "."


_FULL_DRAW = ("full_table", True)
"""The info item of a draw made at a Full Table (see ``State._apply``)."""


def game_facts(state: State) -> dict[str, int | float]:
    """What a rules designer asks about a finished game: packs made and stolen, Full Table draws, shown hands,
    cards thrown off."""
    made = steals = stolen = full = shown = thrown = 0
    for e in state.events:  # one pass: a study asks this of every game it plays
        kind = e.kind
        if kind == "draw":
            if _FULL_DRAW in e.info:  # a test in C, where e.get is a call: a deal draws about 170 times
                full += 1
        elif kind == "pack":
            made += 1
        elif kind == "steal":
            steals += 1
            stolen += e.get("packs", 1)
        elif kind == "discard":
            thrown += len(e.cards)
        elif kind == "show_hand":
            shown += 1
    return {"packs_made": made, "steals": steals, "packs_stolen": stolen,
            "full_table_draws": full, "hands_shown": shown, "cards_thrown_off": thrown}
