"""Views made for Spoil Five's lesson, not for play: the order of the cards under each ranking, drawn as rows of
cards like any table (``lessons.position``-style rendering works on them because they are plain views)."""

from __future__ import annotations

from cardrules.cards import Suit
from cardrules.games.spoil_five.rules import NAME, SUITS, plain_order, suit_name, trump_order, trumps_shown
from cardrules.protocol import Text, View, Zone


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
