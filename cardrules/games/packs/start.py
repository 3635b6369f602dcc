"""Packs: how a game starts. A new game draws for the deal, then shuffles from its seed and deals
(:func:`new_game`); a game is also read back from its start as saved (a deck order, or a hand-built position), every
field checked: hostile JSON is refused with a :class:`~cardrules.errors.StateFormatError` naming the field."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import STANDARD_SPELLING, Card, codes, shuffle
from cardrules.errors import CardError, StateFormatError
from cardrules.games.packs.fast import _canon
from cardrules.games.packs.rules import (
    DRAW,
    Rules,
    State,
    _deal,
    _deck,
    _sorted,
)
from cardrules.log import Log
from cardrules.protocol import Event, ScoreLine, Text, cards_field, check_conservation, event, start_json


def _cut_rounds(players: int, rounds: Sequence[Sequence[Card]]) -> tuple[list[tuple[int, ...]], int]:
    """The seats drawing in each round of the draw for the deal, and the dealer it gives (A high, ties again)."""
    seats = tuple(range(players))
    order: list[tuple[int, ...]] = []
    for cards in rounds:
        if len(cards) != len(seats):
            raise StateFormatError("start.cut", Text("packs.state_error.cut_round", round=len(order) + 1, n=len(seats),
                                                   got=len(cards)))
        order.append(seats)
        best = max(_cut_rank(c) for c in cards)
        seats = tuple(s for s, c in zip(seats, cards, strict=True) if _cut_rank(c) == best)
        if len(seats) == 1:
            return order, seats[0]
    raise StateFormatError("start.cut", Text("packs.state_error.cut_tie"))


def _cut_rank(card: Card) -> int:
    """For the draw for the deal the Ace is high, then K, Q, J, 10 … 2 (write-up <ディール>)."""
    return 14 if card.rank == "A" else card.number


def _cut_log(rules: Rules, rounds: Sequence[Sequence[Card]]) -> tuple[Event, ...]:
    """The events of the draw for the deal, from the cards drawn in each round."""
    order, dealer = _cut_rounds(rules.players, rounds)
    evs = [event("cut", None, cards, seats=seats, round=i + 1) for i, (seats, cards) in
           enumerate(zip(order, rounds, strict=False))]
    evs.append(event("dealer", dealer))
    return tuple(evs)


def _start_text(start: Mapping[str, Any]) -> str:
    return start_json(**start)


def _int_field(start: Mapping[str, Any], key: str, default: int, lo: int, hi: int) -> int:
    value = start.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise StateFormatError(f"start.{key}", Text("packs.state_error.whole_number", lo=lo, hi=hi, got=repr(value)))
    return value


def new_game(rules: Rules | None = None, *, seed: int) -> State:
    """A new game: the players draw for the deal (A high, ties draw again), then the deck is shuffled once with
    ``random.Random(seed)`` and dealt.

    >>> s = new_game(Rules(players=2), seed=1)
    >>> len(s.hands[0]), len(s.table), len(s.stock), s.legal_moves()
    (5, 3, 39, (Draw(),))
    """
    rules = rules or Rules()
    rng = random.Random(seed)
    deck = list(_deck(rules))
    # The draw for the deal comes from a shuffled copy of the pack: each player in turn draws a card; the players
    # tied for the highest draw again from what is left (write-up <ディール>).
    cut_deck = list(deck)
    shuffle(rng, cut_deck)
    seats, rounds = tuple(range(rules.players)), []
    while True:
        if len(cut_deck) < len(seats):  # practically impossible; start the draw over from a fresh pack
            cut_deck = list(deck)
            shuffle(rng, cut_deck)
        drawn = [cut_deck.pop() for _ in seats]
        rounds.append(drawn)
        best = max(map(_cut_rank, drawn))
        seats = tuple(s for s, c in zip(seats, drawn, strict=True) if _cut_rank(c) == best)
        if len(seats) == 1:
            break
    shuffle(rng, deck)
    start = {"deck": codes(deck), "dealer": seats[0], "seed": seed, "cut": [codes(r) for r in rounds]}
    # The state State._from_start(rules, start) makes, without reading back the codes just written (the deck is the
    # rules' own, shuffled: nothing to check but the seed; the tests compare the two).
    seed = _int_field(start, "seed", 0, 0, 2**63)
    return _deal(rules, tuple(deck), dealer=seats[0], deal=1, seed=seed, start=_start_text(start), history=(),
                 events=_cut_log(rules, rounds), score_lines=())


def read_start(rules: Rules, start: Mapping[str, Any]) -> State:
    known = {"deck", "dealer", "seed", "cut", "hands", "table", "stock", "packs", "turn", "deal", "scores"}
    for key in start:
        if key not in known:
            raise StateFormatError(f"start.{key}", Text("packs.state_error.unknown_field"))
    seed = _int_field(start, "seed", 0, 0, 2**63)
    dealer = _int_field(start, "dealer", 0, 0, rules.players - 1)
    if "deck" in start:
        deck = cards_field(start, "deck", STANDARD_SPELLING)
        check_conservation("start.deck", deck, _deck(rules))
        deck = _canon(deck)
        cut = start.get("cut", [])
        events = _cut_events(rules, cut) if cut else ()
        return _deal(rules, deck, dealer=dealer, deal=1, seed=seed, start=_start_text(start), history=(),
                     events=events, score_lines=())
    return _position(rules, start, dealer=dealer, seed=seed)


def _cut_events(rules: Rules, cut: Any) -> tuple[Event, ...]:
    if not isinstance(cut, list) or not all(isinstance(r, (list, str)) for r in cut):
        raise StateFormatError("start.cut", Text("packs.state_error.cut_list"))
    try:
        rounds = [STANDARD_SPELLING.cards(r) for r in cut]
    except CardError as err:
        raise StateFormatError("start.cut", str(err)) from None
    return _cut_log(rules, rounds)


def _position(rules: Rules, start: Mapping[str, Any], *, dealer: int, seed: int) -> State:
    n = rules.players
    for key in ("hands", "table", "stock"):
        if key not in start:
            raise StateFormatError(f"start.{key}", Text("packs.state_error.missing"))
    hands_raw = start["hands"]
    if not isinstance(hands_raw, list) or len(hands_raw) != n:
        raise StateFormatError("start.hands", Text("state_error.hands_list", n=n))
    hands = tuple(cards_field({"hands": h}, "hands", STANDARD_SPELLING) for h in hands_raw)
    table, stock = cards_field(start, "table", STANDARD_SPELLING), cards_field(start, "stock", STANDARD_SPELLING)
    if not stock:
        raise StateFormatError("start.stock", Text("packs.state_error.stock"))
    packs_raw = start.get("packs", [[] for _ in range(n)])
    if not isinstance(packs_raw, list) or len(packs_raw) != n or not all(isinstance(p, list) for p in packs_raw):
        raise StateFormatError("start.packs", Text("packs.state_error.packs_list", n=n))
    packs = []
    for seat in packs_raw:
        mine = []
        for p in seat:
            pack = cards_field({"packs": p}, "packs", STANDARD_SPELLING)
            if not pack or len({c.suit for c in pack}) != 1:
                raise StateFormatError("start.packs", Text("packs.state_error.pack", got=repr(p)))
            mine.append(_sorted(pack))
        packs.append(tuple(mine))
    turn = _int_field(start, "turn", (dealer + 1) % n, 0, n - 1)
    deal = _int_field(start, "deal", 1, 1, 10_000)
    used = [c for h in hands for c in h] + list(table) + list(stock) + [c for s in packs for p in s for c in p]
    extra = Counter(used) - Counter(_deck(rules))
    if extra:
        raise StateFormatError("start", Text("packs.state_error.extra",
                                           cards=" ".join(c.code for c in sorted(extra.elements()))))
    aside = _sorted((Counter(_deck(rules)) - Counter(used)).elements())
    hands, table, stock = tuple(map(_canon, hands)), _canon(table), _canon(stock)
    packs = [tuple(map(_canon, mine)) for mine in packs]
    scores = start.get("scores", [])
    owners = 2 if rules.in_teams else n
    if not isinstance(scores, list) or (scores and len(scores) != owners) or not all(
            isinstance(x, int) and not isinstance(x, bool) for x in scores):
        raise StateFormatError("start.scores", Text("packs.state_error.scores", n=owners))
    lines = tuple(ScoreLine(deal - 1, o, "earlier", x) for o, x in enumerate(scores) if x)
    evs = (event("position", dealer, table, deal=deal, stock=len(stock)),)
    return State(rules=rules, start=_start_text(start), seed=seed, deal=deal, dealer=dealer, turn=turn, phase=DRAW,
                 hands=hands, table=table, stock=stock, packs=tuple(packs), aside=aside, log=Log.of(events=evs),
                 score_lines=lines)


def from_deck(rules: Rules | None, deck: str | Sequence[str] | Sequence[Card], *, dealer: int = 0,
              seed: int = 0) -> State:
    """Start a game from an exact deck order (its first card is dealt first, to the dealer's left); later deals
    are shuffled from ``seed``."""
    rules = rules or Rules()
    cards = STANDARD_SPELLING.cards(deck)
    return State._from_start(rules, {"deck": codes(cards), "dealer": dealer, "seed": seed})


def from_position(rules: Rules | None = None, *, hands: Sequence[str], table: str, stock: str,
                  packs: Sequence[Sequence[str]] | None = None, dealer: int = 0, turn: int | None = None,
                  scores: Sequence[int] | None = None, deal: int = 1, seed: int = 0) -> State:
    """Start from a hand-built position, at the start of ``turn``'s turn (before the draw). Cards are codes;
    ``stock`` lists the stock from the top; ``packs`` gives each seat's packs. Cards of the deck not placed are set
    aside, out of play; ``scores`` are the points from earlier deals.

    >>> s = from_position(Rules(players=2), hands=["8H 2H", "KS"], table="7H 4C", stock="3H 9D", turn=0)
    >>> [str(m) for m in s.play("draw").legal_moves()][:3]
    ['pack 7H with 8H', 'pack 7H with 2H+8H', 'pack 7H with 3H+8H']
    """
    rules = rules or Rules()
    start: dict[str, Any] = {"hands": list(hands), "table": table, "stock": stock, "dealer": dealer, "seed": seed}
    if packs is not None:
        start["packs"] = [list(p) for p in packs]
    if turn is not None:
        start["turn"] = turn
    if scores is not None:
        start["scores"] = list(scores)
    if deal != 1:
        start["deal"] = deal
    return State._from_start(rules, start)
