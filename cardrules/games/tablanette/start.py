"""Tablanette: how a game starts. A new game cuts for the first dealer, then shuffles from its seed and deals
(:func:`new_game`); a game also starts from a deck order (:func:`from_deck`) or a hand-built position
(:func:`from_position`), and is read back from its start as saved (:func:`read_start`), every field checked."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import STANDARD_SPELLING, Card, codes, pretty, standard_deck
from cardrules.errors import StateFormatError
from cardrules.games.tablanette.fast import _DECK
from cardrules.games.tablanette.rules import PLAYER_COUNTS, Rules, State, _shuffled, _start_deal
from cardrules.log import Log
from cardrules.protocol import (
    Event,
    Text,
    cards_field,
    event,
    start_json,
)


def read_start(rules: Rules, start: Mapping[str, Any]) -> State:
    """The game a saved start describes (a seed, a deck order or a position), every field checked."""
    kind = start.get("kind")
    seed = start.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise StateFormatError("start.seed", Text("state_error.integer", got=repr(seed)))
    if kind == "seed":
        return new_game(rules, seed=seed)
    dealer = start.get("dealer", 0)
    if not isinstance(dealer, int) or not 0 <= dealer < rules.players:
        raise StateFormatError("start.dealer", Text("state_error.seat", max=rules.players - 1, got=repr(dealer)))
    if kind == "deck":
        return from_deck(rules, cards_field(start, "deck", STANDARD_SPELLING), dealer=dealer, seed=seed)
    if kind == "position":
        hands = start.get("hands")
        if not isinstance(hands, list):
            raise StateFormatError("start.hands", Text("tablanette.state_error.hands"))
        # every list of codes read through cards_field, so a bad one is refused with its field and reason
        hand_codes = [codes(cards_field({f"hands[{i}]": h}, f"hands[{i}]", STANDARD_SPELLING))
                      for i, h in enumerate(hands)]
        table = codes(cards_field(start, "table", STANDARD_SPELLING)) if "table" in start else ""
        stock = codes(cards_field(start, "stock", STANDARD_SPELLING)) if "stock" in start else ""
        return from_position(rules, hands=hand_codes, table=table, stock=stock,
                             dealer=dealer, to_move=start.get("to_move", (dealer + 1) % rules.players), seed=seed)
    raise StateFormatError("start.kind", Text("tablanette.state_error.kind", got=repr(kind)))


def new_game(rules: Rules | None = None, *, seed: int) -> State:
    """A new game: the first dealer chosen as the rules say, then a deck shuffled once with ``random.Random(seed)``."""
    rules = rules or Rules()
    events: list[Event] = []
    if rules.first_dealer == "cut":
        dealer, events = _cut_for_dealer(rules.players, seed)
    else:
        dealer = rules.players - 1  # so that South plays first
    state = _start(rules, start_json(kind="seed", seed=seed), seed, dealer, _shuffled(seed, 1), tuple(events))
    return state


def from_deck(rules: Rules | None = None, deck: Sequence[Card] | str = (), *, dealer: int = 0,
              seed: int = 0) -> State:
    """A game whose first deal comes from ``deck`` (top card first; a full 52-card deck). Later deals are
    shuffled from ``seed``."""
    rules = rules or Rules()
    cards = STANDARD_SPELLING.cards(deck)
    if sorted(cards) != sorted(standard_deck()):
        raise StateFormatError("start.deck", Text("tablanette.state_error.deck"))
    return _start(rules, start_json(kind="deck", seed=seed, dealer=dealer, deck=" ".join(map(str, cards))), seed,
                  dealer, cards, ())


def from_position(rules: Rules | None = None, *, hands: Sequence[str | Sequence[Card]], table: str = "",
                  stock: str = "", dealer: int | None = None, to_move: int = 0, seed: int = 0) -> State:
    """A position given by card codes, for worked examples and puzzles: ``hands`` one string per seat, the table,
    and optionally the stock (top first). Cards need not make a full deck, but none may repeat."""
    rules = rules or (Rules(players=len(hands)) if len(hands) in PLAYER_COUNTS else Rules())
    if len(hands) != rules.players:
        raise StateFormatError("start.hands", Text("state_error.hands_count", n=rules.players, got=len(hands)))
    if dealer is None:
        dealer = (to_move - 1) % rules.players
    if not isinstance(to_move, int) or not 0 <= to_move < rules.players:
        raise StateFormatError("start.to_move", Text("state_error.seat", max=rules.players - 1, got=repr(to_move)))
    hand_cards = tuple(STANDARD_SPELLING.cards(h) for h in hands)
    table_cards, stock_cards = STANDARD_SPELLING.cards(table), STANDARD_SPELLING.cards(stock)
    everything = sum(hand_cards, ()) + table_cards + stock_cards
    if len(set(everything)) != len(everything):
        dup = sorted({c for c in everything if everything.count(c) > 1})
        raise StateFormatError("start", Text("tablanette.state_error.twice", cards=pretty(dup)))
    start = start_json(kind="position", seed=seed, dealer=dealer, to_move=to_move,
                       hands=[" ".join(map(str, h)) for h in hand_cards], table=" ".join(map(str, table_cards)),
                       stock=" ".join(map(str, stock_cards)))
    owners = len(rules.teams)
    return State(rules, start, seed, 1, dealer, to_move, hand_cards, table_cards, stock_cards,
                 ((),) * rules.players, None, (0,) * owners,
                 log=Log.of(events=(event("position", None, table_cards, deal=1),)))


def _start(rules: Rules, start: str, seed: int, dealer: int, deck: Sequence[Card], events: tuple[Event, ...]) -> State:
    owners = len(rules.teams)
    blank = State(rules, start, seed, 0, dealer, None, ((),) * rules.players, (), (), ((),) * rules.players, None,
                  (0,) * owners, log=Log.of(events=events))
    return _start_deal(blank, 1, dealer, tuple(deck))


def _cut_for_dealer(players: int, seed: int) -> tuple[int, list[Event]]:
    """Everyone cuts; the lowest card deals (Ace low); those tied for lowest cut again."""
    rng = random.Random(f"{seed}/cut")
    events: list[Event] = []
    contenders = list(range(players))
    while True:
        cards = rng.sample(_DECK, len(contenders))
        events.append(event("cut", None, tuple(cards), deal=1, seats=tuple(contenders)))
        low = min(c.number for c in cards)
        contenders = [s for s, c in zip(contenders, cards) if c.number == low]
        if len(contenders) == 1:
            events.append(event("first_dealer", contenders[0], deal=1))
            return contenders[0], events
