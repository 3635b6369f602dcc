"""Dudak told: the game's events as sentences in the language in force (templates ``dudak.event.*`` in
``text_<lang>.py``), and the facts a study counts in a finished game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardrules.cards import Card, Suit
from cardrules.i18n import join
from cardrules.i18n import t as tr
from cardrules.protocol import (
    Event,
    cards_text,
)

if TYPE_CHECKING:
    from cardrules.games.dudak.rules import State


# ------------------------------------------------------------------------------------------------------ narration
def narrate(event: Event, names: Sequence[str]) -> str:
    """One sentence for an event, in the current language (the templates ``event.*`` of
    :mod:`cardrules.games.dudak.text`)."""
    k = event.kind
    who = names[event.seat] if event.seat is not None else ""
    cards = event.cards
    if k == "deal":
        why = event.get("why")
        why = tr(f"dudak.event.deal.{why}") if why in ("random", "loser", "left") else ""
        pairs = tr("dudak.event.deal.pairs") if event.get("pairs") else ""
        return tr("dudak.event.deal", deal=event.deal, who=who, each=event.get("each"), pairs=pairs, why=why)
    if k == "hand":
        if cards:
            return tr("dudak.event.hand", who=who, cards=" ".join(c.unicode for c in cards))
        return tr("dudak.event.hand_hidden", who=who, count=event.get("count"))
    if k == "position":
        return tr("dudak.event.position", deal=event.deal, who=names[event.get("to_move")])
    if k == "declare":
        suit = Suit(event.get("suit"))
        return tr("dudak.event.declare", who=who, symbol=suit.symbol, suit=suit.noun)
    if k == "pass":
        return tr("dudak.event.pass", who=who)
    if k == "lead":
        card = cards[0].unicode
        if event.get("out"):
            return tr("dudak.event.lead_out", who=who, card=card)
        return tr("dudak.event.lead", who=who, card=card)
    if k == "beat":
        top = Card.parse(event.get("top")).unicode
        with_ = tr("dudak.event.with_trump", card=cards[0].unicode) if event.get("trump") else cards[0].unicode
        if len(cards) == 1:
            return tr("dudak.event.beat_last", who=who, top=top, card=with_)
        key = "dudak.event.beat_out" if event.get("out") else "dudak.event.beat"
        return tr(key, who=who, top=top, card=with_, add=cards[1].unicode)
    if k == "set_aside":
        return tr("dudak.event.set_aside", cards=cards_text(len(cards)))
    if k == "take":
        left = event.get("left")
        if left:
            rest = tr("dudak.event.left.one" if left == 1 else "dudak.event.left.other", n=left)
        else:
            rest = tr("dudak.event.left.none")
        return tr("dudak.event.take", who=who, card=cards[0].unicode, rest=rest)
    if k == "take_all":
        return tr("dudak.event.take_all", who=who, cards=" ".join(c.unicode for c in cards))
    if k == "loser":
        if event.get("reason") == "limit":
            return tr("dudak.event.loser_limit", who=who, n=event.get("cards_left"), deal=event.deal)
        return tr("dudak.event.loser", who=who, deal=event.deal)
    if k == "game_end":
        losses = event.get("losses")
        winners = event.get("winners")
        table = tr("list.sep").join(tr("dudak.fact.seat_count", seat=n, n=x) for n, x in zip(names, losses))
        if len(winners) == 1:
            return tr("dudak.event.game_end", who=names[winners[0]], table=table)
        return tr("dudak.event.game_end_shared", who=join([names[w] for w in winners]), table=table)
    return f"{k} {who}".strip() + "."


# ---------------------------------------------------------------------------------------------- game facts
def game_facts(state: State) -> dict[str, int | float]:
    """What a rules designer asks about a finished game, as numbers (the lab names them with ``facts.dudak.<key>``):

    * ``losses_most``: the most deals lost by one player, and ``losses_spread``, that minus the fewest (how
      one-sided the game was: the score of a game of losses);
    * ``first_leader_lost``: the share of deals lost by the player who led first (the dealer's left);
    * ``declarer_lost``: the share of deals lost by a player who had declared a trump in that deal;
    * ``trumps_declared``, ``cards_taken`` (cards taken back) and ``piles_set_aside``, per deal;
    * ``loser_cards``: the cards the loser still held, on average, when the deal ended;
    * ``turns_per_deal`` and ``turn_limit_deals`` (deals stopped by the turn limit).
    """
    evs = state.events
    n = state.players
    losers = [e for e in evs if e.kind == "loser"]
    deals = max(1, len(losers))
    first_leader: dict[int, int] = {}
    declarers: dict[int, set[int]] = {}
    for e in evs:
        if e.kind == "deal" and e.seat is not None:
            first_leader[e.deal] = (e.seat + 1) % n
        elif e.kind == "position":
            first_leader.setdefault(e.deal, e.get("to_move"))
        elif e.kind == "declare" and e.seat is not None:
            declarers.setdefault(e.deal, set()).add(e.seat)
    losses = state.losses
    return {"losses_most": max(losses),
            "losses_spread": max(losses) - min(losses),
            "first_leader_lost": sum(1 for e in losers if first_leader.get(e.deal) == e.seat) / deals,
            "declarer_lost": sum(1 for e in losers if e.seat in declarers.get(e.deal, ())) / deals,
            "trumps_declared": sum(1 for e in evs if e.kind == "declare") / deals,
            "cards_taken": sum(len(e.cards) for e in evs if e.kind in ("take", "take_all")) / deals,
            "piles_set_aside": sum(1 for e in evs if e.kind == "set_aside") / deals,
            "loser_cards": sum(e.get("cards_left") for e in losers) / deals,
            "turns_per_deal": sum(e.get("turns") for e in losers) / deals,
            "turn_limit_deals": sum(1 for e in losers if e.get("reason") == "limit")}
