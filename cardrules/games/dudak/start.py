"""Dudak: how a game starts. A new game shuffles from its seed and deals (:func:`new_game`); a game also starts
from a deck order (:func:`from_deck`) or a hand-built position (:func:`from_position`), and is read back from its
start as saved (:func:`read_start`), every field checked."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import STANDARD_SPELLING, Card, Suit, shuffle
from cardrules.errors import StateFormatError
from cardrules.games.dudak.notation import _SUIT_WORDS
from cardrules.games.dudak.rules import LEAD, NAME, RESPOND, Rules, State, _sorted, _start_deal, deck_for
from cardrules.log import Log
from cardrules.protocol import (
    Text,
    cards_field,
    check_conservation,
    event,
    seat_names,
    start_json,
)


def read_start(rules: Rules, start: Mapping[str, Any]) -> State:
    """The game a saved start describes, every field checked."""
    n = rules.players
    seed = _int_field(start, "seed", None)
    known = _DECK_KEYS if "deck" in start else _POSITION_KEYS
    for key in start:
        if key not in known:
            raise StateFormatError(f"start.{key}", Text("dudak.state_error.unknown_field"))
    if "deck" in start:
        deck = cards_field(start, "deck", STANDARD_SPELLING)
        check_conservation("start.deck", deck, deck_for(n))
        dealer = _int_field(start, "dealer", range(n))
        why = start.get("why", "given")
        if why not in ("given", "random"):
            raise StateFormatError("start.why", Text("dudak.state_error.why", got=repr(why)))
        return dealt(rules, start, deck, dealer, why, seed)
    return _position(rules, start, seed)


def dealt(rules: Rules, start: Mapping[str, Any], deck: Sequence[Card], dealer: int, why: str,
           seed: int) -> State:
    """The first deal of a game from its start, whose deck (``deck``, its cards), dealer and reason are checked."""
    fields = _start_deal(rules, deck, dealer, 1, why)
    return State(rules=rules, start=start_json(**start), score_lines=(), seed=seed, losses=(0,) * rules.players,
               log=Log.of(events=fields.pop("events")), **fields)

_DECK_KEYS = frozenset({"deck", "dealer", "seed", "why"})

_POSITION_KEYS = frozenset({"hands", "pile", "set_aside", "trumps", "to_move", "dealer", "deal", "losses", "turns",
                            "seed"})


def _int_field(start: Mapping[str, Any], key: str, allowed: range | None) -> int:
    if key not in start:
        raise StateFormatError(f"start.{key}", Text("state_error.missing"))
    value = start[key]
    if not isinstance(value, int) or isinstance(value, bool):
        raise StateFormatError(f"start.{key}", Text("state_error.integer", got=repr(value)))
    if allowed is not None and value not in allowed:
        raise StateFormatError(f"start.{key}", Text("state_error.range", lo=allowed.start, hi=allowed.stop - 1,
                                                  got=value))
    return value


def _position(rules: Rules, start: Mapping[str, Any], seed: int) -> State:
    n = rules.players
    raw_hands = start.get("hands")
    if not isinstance(raw_hands, list) or len(raw_hands) != n:
        raise StateFormatError("start.hands", Text("state_error.hands_list", n=n))
    hands: list[tuple[Card, ...]] = []
    for i, h in enumerate(raw_hands):
        hands.append(_sorted(cards_field({f"hands[{i}]": h}, f"hands[{i}]", STANDARD_SPELLING)))
    pile = cards_field(start, "pile", STANDARD_SPELLING)
    set_aside = cards_field(start, "set_aside", STANDARD_SPELLING)
    check_conservation("start", [c for h in hands for c in h] + list(pile) + list(set_aside), deck_for(n))
    raw_trumps = start.get("trumps")
    if not isinstance(raw_trumps, list) or len(raw_trumps) != n:
        raise StateFormatError("start.trumps", Text("dudak.state_error.trumps_list", n=n))
    trumps: list[Suit | None] = []
    for t in raw_trumps:
        if t is None:
            trumps.append(None)
        elif isinstance(t, str) and t.upper() in _SUIT_WORDS:
            if rules.trumps == "none":
                raise StateFormatError("start.trumps", Text("dudak.state_error.no_trumps"))
            trumps.append(_SUIT_WORDS[t.upper()])
        else:
            raise StateFormatError("start.trumps", Text("dudak.state_error.not_suit", got=repr(t)))
    to_move = _int_field(start, "to_move", range(n))
    dealer = _int_field(start, "dealer", range(n))
    deal = _int_field(start, "deal", range(1, rules.deals + 1))
    raw_losses = start.get("losses")
    if (not isinstance(raw_losses, list) or len(raw_losses) != n
            or not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < deal for x in raw_losses)
            or sum(raw_losses) != deal - 1):
        raise StateFormatError("start.losses", Text("dudak.state_error.losses", n=n, past=deal - 1))
    holders = [s for s in range(n) if hands[s]]
    if len(holders) < 2:
        raise StateFormatError("start.hands", Text("dudak.state_error.holders"))
    if not hands[to_move]:
        raise StateFormatError("start.to_move", Text("dudak.state_error.no_cards", name=seat_names(n)[to_move]))
    turns = _int_field(start, "turns", range(1, rules.turn_limit + 1))
    events = (event("position", dealer, deal=deal, to_move=to_move, pile=tuple(c.code for c in pile),
                    trumps=tuple(t.value if t is not None else "" for t in trumps)),)
    return State(rules=rules, start=start_json(**start), log=Log.of(events=events), score_lines=(), seed=seed,
                 deal=deal, dealer=dealer, hands=tuple(hands), pile=pile, set_aside=set_aside, trumps=tuple(trumps),
                 seat=to_move, phase=RESPOND if pile else LEAD, losses=tuple(raw_losses), turns=turns,
                 unused=len(set_aside))


def new_game(rules: Rules | None = None, *, seed: int) -> State:
    """A new game: the deck shuffled once with ``random.Random(seed)``, which then draws the first dealer."""
    rules = rules or Rules()
    rng = random.Random(seed)
    deck = list(deck_for(rules.players))
    shuffle(rng, deck)  # rng.shuffle(deck), the very same draws
    dealer = rng.randrange(rules.players)
    # The state a saved game with this start loads as (``State.from_dict(_saved(rules, start))``), made from the
    # start and its cards directly: the rules are already checked and the deck is the game's own, and the JSON round
    # trip, reading the cards back from their codes and the checks of a visitor's file were a few percent of a
    # simulated deal.
    start = {"deck": [c.code for c in deck], "dealer": dealer, "seed": seed, "why": "random"}
    return dealt(rules, start, deck, dealer, "random", _int_field(start, "seed", None))  # no int: refused


def from_deck(rules: Rules | None, deck: str | Sequence[Card | str], *, dealer: int = 0, seed: int = 0) -> State:
    """The first deal from an explicit deck order (top first, dealt from the dealer's left)."""
    rules = rules or Rules()
    codes = deck.split() if isinstance(deck, str) else [str(c) for c in deck]
    return State.from_dict(_saved(rules, start_json(deck=codes, dealer=dealer, seed=seed)))


def from_position(rules: Rules | None = None, *, hands: Sequence[str], pile: str = "", set_aside: str | None = None,
                  trumps: Sequence[str | None] | None = None, to_move: int = 0, dealer: int | None = None,
                  deal: int = 1, losses: Sequence[int] | None = None, turns: int = 1, seed: int = 0) -> State:
    """A position in the middle of a deal, for lessons and tests.

    ``hands`` are card codes per seat (``""`` for a seat already out), ``pile`` is bottom first (its last card is
    the top), ``trumps`` a suit letter or ``None`` per seat. The deck's other cards are set aside (out of play)
    unless ``set_aside`` lists them. ``to_move`` beats or takes (or leads when there is no pile).

    >>> s = from_position(hands=["10H 7S", "AS KS", "", ""], pile="9H")
    >>> s.legal_moves()
    (Beat(card=Card.parse('10H'), add=Card.parse('7S')), Take(), DeclareTrump(suit=Suit.SPADES), \
DeclareTrump(suit=Suit.HEARTS), DeclareTrump(suit=Suit.DIAMONDS), DeclareTrump(suit=Suit.CLUBS))
    """
    rules = rules or Rules()
    n = rules.players
    hand_codes = [h.split() if isinstance(h, str) else [str(c) for c in h] for h in hands]
    pile_codes = pile.split()
    if set_aside is None:
        used = {c for h in hand_codes for c in h} | set(pile_codes)
        used_cards = set(STANDARD_SPELLING.cards(used))
        aside_codes = [c.code for c in deck_for(n) if c not in used_cards]
    else:
        aside_codes = set_aside.split()
    start = start_json(hands=[" ".join(h) for h in hand_codes], pile=" ".join(pile_codes),
                       set_aside=" ".join(aside_codes),
                       trumps=list(trumps) if trumps is not None else [None] * n, to_move=to_move,
                       dealer=(to_move - 1) % n if dealer is None else dealer, deal=deal,
                       losses=list(losses) if losses is not None else [0] * n, turns=turns, seed=seed)
    return State.from_dict(_saved(rules, start))


def _saved(rules: Rules, start: str) -> dict[str, Any]:
    import json

    from cardrules.protocol import FORMAT, FORMAT_VERSION

    return {"format": FORMAT, "version": FORMAT_VERSION, "game": NAME, "rules": rules.to_dict(),
            "start": json.loads(start), "moves": []}
