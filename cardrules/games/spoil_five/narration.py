"""Spoil Five told: the game's events as sentences in the language in force (templates ``spoil_five.event.*``
in ``text_<lang>.py``), and the facts a study counts in a finished game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardrules.cards import Card, Suit
from cardrules.games.spoil_five.rules import eldest
from cardrules.i18n import t as tr
from cardrules.protocol import (
    Event,
    Result,
)

ACE_OF_HEARTS = Card("A", Suit.HEARTS)
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The suits in the order hands and lessons show them."""

if TYPE_CHECKING:
    from cardrules.games.spoil_five.rules import State


# ------------------------------------------------------------------------------------------------------ narration
def narrate(event: Event, names: Sequence[str]) -> str:
    """One sentence for an event, worded now in the language in force (``event.*`` in text_<lang>.py); ``names`` are the
    seats' names in that language."""
    k = event.kind
    who = names[event.seat] if event.seat is not None else ""
    cards = " ".join(c.unicode for c in event.cards)
    if k == "first_dealer":
        return tr("spoil_five.event.first_dealer", cards=cards, who=who)
    if k == "ante":
        pool = event.get("pool")
        payers = event.get("payers")
        amount = event.get("amount")
        unit = tr("spoil_five.unit.chip" if amount == 1 else "spoil_five.unit.chips")
        if not payers:
            reason = event.get("reason")
            why = tr(f"spoil_five.event.ante_none.{reason if reason in ('broke', 'limit') else 'carry'}")
            return tr("spoil_five.event.ante_none", why=why, pool=pool)
        if len(payers) == len(names):
            key = "spoil_five.event.ante_all_again" if event.get("reason") == "spoil" else "spoil_five.event.ante_all"
            return tr(key, amount=amount, unit=unit, pool=pool)
        return tr("spoil_five.event.ante", who=tr("list.and").join(names[s] for s in payers), amount=amount,
                  unit=unit, pool=pool)
    if k == "deal":
        suit = Suit(event.get("trumps"))
        return tr("spoil_five.event.deal", who=who, cards=cards, suit=suit.noun)
    if k == "declare":
        return tr("spoil_five.event.declare", who=who, cards=cards)
    if k == "decline":
        if cards:
            return tr("spoil_five.event.decline", who=who, cards=cards)
        return tr("spoil_five.event.decline_hidden", who=who)
    if k == "rob":
        return tr("spoil_five.event.rob", who=who, cards=cards)
    if k == "discard":
        if cards:
            return tr("spoil_five.event.discard", who=who, cards=cards)
        return tr("spoil_five.event.discard_hidden", who=who)
    if k == "pass":
        return tr("spoil_five.event.pass", who=who)
    if k == "jink":
        return tr("spoil_five.event.jink", who=who)
    if k == "play":
        return tr(f"spoil_five.event.play.{event.get('role')}", who=who, cards=cards)
    if k == "trick":
        n, taken = event.get("trick"), event.get("taken")
        card = Card.parse(event.get("card")).unicode
        return tr("spoil_five.event.trick." + ("one" if taken == 1 else "other"), who=who, n=n, card=card,
                  taken=taken)
    if k == "three":
        return tr("spoil_five.event.three", who=who)
    if k == "stop":
        return tr("spoil_five.event.stop", who=who)
    if k == "pool":
        return tr("spoil_five.event.pool", who=who, tricks=event.get("tricks"), chips=event.get("chips"))
    if k == "bonus":
        return tr("spoil_five.event.bonus", who=who, chips=event.get("chips"))
    if k == "spoil":
        if event.get("jink"):
            return tr("spoil_five.event.spoil_jink", who=who, pool=event.get("pool"))
        return tr("spoil_five.event.spoil", pool=event.get("pool"))
    if k == "game_over":
        why = tr(f"spoil_five.event.game_over.{event.get('reason')}")
        result = Result(tuple(names), tuple(event.get("chips")), tuple(event.get("winners")))
        return tr("spoil_five.event.game_over", why=why, result=result)
    return f"{k} {who} {cards}".strip()


# ------------------------------------------------------------------------------------------------------- studies
def game_facts(state: State) -> dict[str, int | float]:
    """What a rules designer asks about a finished game: trumps declared and robbed, jinks tried and won, deals
    spoiled or stopped, and whether the eldest hand (the dealer's left) took the first deal's pool (not a number
    when that deal was spoiled, so that its mean is a share of the pools won)."""
    evs = state.events
    p = state.rules.players
    deal_events = [e for e in evs if e.kind == "deal"]
    first_dealer = (deal_events[0].seat or 0) if deal_events else 0
    first_pool = next((e for e in evs if e.deal == 1 and e.kind in ("pool", "spoil")), None)
    eldest_took = float("nan")
    if first_pool is not None and first_pool.kind == "pool":
        eldest_took = 1.0 if first_pool.seat == eldest(first_dealer, p) else 0.0
    return {"trumps_declared": sum(1 for e in evs if e.kind == "declare"),
            "robs": sum(1 for e in evs if e.kind == "rob"),
            "jinks_tried": sum(1 for e in evs if e.kind == "jink"),
            "jinks_won": sum(1 for e in evs if e.kind == "bonus") if state.rules.jink_bonus else
            sum(1 for e in evs if e.kind == "pool" and e.get("tricks") == 5),
            "spoiled_deals": sum(1 for e in evs if e.kind == "spoil"),
            "stops": sum(1 for e in evs if e.kind == "stop"),
            "eldest_took_first_pool": eldest_took}
