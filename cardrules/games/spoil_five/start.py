"""Spoil Five: how a game and a deal start. Each deal takes its stakes and deals five cards each, turning up
trumps (:func:`_begin_deal`); a new game shuffles from its seed (:func:`new_game`), or starts from a deck order
(:func:`from_deck`) or a hand-built position (:func:`from_position`), and a game is read back from its start as saved
(:func:`read_start`), every field checked."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import STANDARD_SPELLING, Card, Suit, standard_deck
from cardrules.errors import StateFormatError
from cardrules.games.spoil_five.fast import _ACE, _sort_hand
from cardrules.games.spoil_five.rules import _DECK, Rules, State, eldest
from cardrules.log import Log
from cardrules.protocol import (
    Event,
    ScoreLine,
    Text,
    cards_field,
    check_conservation,
    event,
    seat_names,
    start_json,
)

ACE_OF_HEARTS = Card("A", Suit.HEARTS)
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The suits in the order hands and lessons show them."""


def read_start(rules: Rules, start: Mapping[str, Any]) -> State:
    """The game a saved start describes, every field checked."""
    known = {"deck", "dealer", "seed", "chips", "pool", "after_spoil", "jack"}
    for key in start:
        if key not in known:
            raise StateFormatError(f"start.{key}", Text("spoil_five.state_error.unknown_field"))
    p = rules.players
    deck = _deck_field(start)
    for key in ("dealer", "seed", "pool"):
        if key not in start:
            raise StateFormatError(f"start.{key}", Text("state_error.missing"))
        if not isinstance(start[key], int) or isinstance(start[key], bool):
            raise StateFormatError(f"start.{key}", Text("state_error.integer", got=repr(start[key])))
    dealer, seed, pool = start["dealer"], start["seed"], start["pool"]
    if not 0 <= dealer < p:
        raise StateFormatError("start.dealer", Text("state_error.seat", max=p - 1, got=dealer))
    if pool < 0:
        raise StateFormatError("start.pool", Text("spoil_five.state_error.pool", got=pool))
    chips = start.get("chips")
    if (not isinstance(chips, list) or len(chips) != p
            or not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in chips)):
        raise StateFormatError("start.chips", Text("spoil_five.state_error.chips", n=p, got=repr(chips)))
    after_spoil = start.get("after_spoil", False)
    if not isinstance(after_spoil, bool):
        raise StateFormatError("start.after_spoil", Text("state_error.bool", got=repr(after_spoil)))
    if after_spoil and pool == 0:
        raise StateFormatError("start.pool", Text("spoil_five.state_error.pool_after_spoil"))
    if pool == 0 and min(chips) < rules.ante:
        raise StateFormatError("start.chips", Text("spoil_five.state_error.no_ante"))
    jack = cards_field(start, "jack", STANDARD_SPELLING) if "jack" in start else ()
    if jack and (jack[-1].rank != "J" or any(c.rank == "J" for c in jack[:-1])
                 or (len(jack) - 1) % p != dealer or len(set(jack)) != len(jack)):
        raise StateFormatError("start.jack", Text("spoil_five.state_error.jack"))
    events: list[Event] = []
    if jack:
        events.append(event("first_dealer", dealer, jack, deal=1))
    base = State(rules=rules, start=start_json(**dict(start)), seed=seed, deal=1, dealer=dealer,
                 hands=((),) * p, stock=(), turnup=None, trumps=Suit.SPADES, discards=(), won=((),) * p,
                 winners=(), trick=(), leader=dealer, phase="over", decider=None, low_ace=None,
                 chips=tuple(chips), pool=pool, after_spoil=after_spoil, log=Log.of(events=events),
                 score_lines=tuple(ScoreLine(1, s, "starting_chips", chips[s]) for s in range(p)))
    return _begin_deal(base, deal=1, dealer=dealer, deck=deck, after_spoil=after_spoil, chips=list(chips),
                       pool=pool, evs=[], lines=[])

_BY_CODE: dict[str, Card] = {c.code: c for c in _DECK}

_DECK_CODES = sorted(_BY_CODE)


def _deck_field(start: Mapping[str, Any]) -> tuple[Card, ...]:
    """The start's deck, which must be the 52 cards: a list of their codes as this module writes them is read by
    looking the codes up (a game of one deal spent a third of its time reading and checking its deck card by card);
    anything else is read and checked by the protocol's ``cards_field`` and ``check_conservation``, which say what
    is wrong."""
    raw = start.get("deck")
    if isinstance(raw, list) and len(raw) == 52 and all(type(c) is str for c in raw) and sorted(raw) == _DECK_CODES:
        return tuple([_BY_CODE[c] for c in raw])
    deck = cards_field(start, "deck", STANDARD_SPELLING)
    check_conservation("start.deck", deck, _DECK)
    return deck


def new_game(rules: Rules | None = None, *, seed: int) -> State:
    """A new game: one shuffle with ``random.Random(seed)``; the first dealer is drawn from the same generator, or
    found by dealing face up to the first Jack (``Rules.first_dealer``)."""
    rules = rules or Rules()
    rng = random.Random(seed)
    deck = list(_DECK)  # standard_deck() built once
    rng.shuffle(deck)
    jack: tuple[Card, ...] = ()
    if rules.first_dealer == "jack":
        # The write-up's note: deal face up one card at a time until a Jack; its receiver deals (seats from South).
        n = next(i for i, c in enumerate(deck) if c.rank == "J")
        jack = tuple(deck[:n + 1])
        dealer = n % rules.players
        rng.shuffle(deck)  # the cards are gathered and shuffled again for the deal
    else:
        dealer = rng.randrange(rules.players)
    return from_deck(rules, deck, dealer=dealer, seed=seed, jack=jack)


def from_deck(rules: Rules | None = None, deck: Sequence[Card] | str = (), *, dealer: int = 0, seed: int = 0,
              chips: Sequence[int] | None = None, pool: int = 0, after_spoil: bool = False,
              jack: Sequence[Card] | str = ()) -> State:
    """A game whose first deal comes from ``deck`` in this order (top first): 2 then 3 cards to each player from
    the dealer's left, then the turn-up. Later deals are shuffled from ``seed``. ``chips`` (default: the starting
    chips), ``pool`` and ``after_spoil`` set the purse before the first ante, for lessons."""
    rules = rules or Rules()
    cards = STANDARD_SPELLING.cards(deck)
    jack_cards = STANDARD_SPELLING.cards(jack)
    chip_list = list(chips) if chips is not None else [rules.starting_chips] * rules.players
    start: dict[str, Any] = {"deck": [c.code for c in cards], "dealer": dealer, "seed": seed, "chips": chip_list,
                             "pool": pool, "after_spoil": after_spoil}
    if jack_cards:
        start["jack"] = [c.code for c in jack_cards]
    return State._from_start(rules, start)


def from_position(rules: Rules | None = None, *, hands: Sequence[str], turnup: str, dealer: int = 0, seed: int = 0,
                  chips: Sequence[int] | None = None, pool: int = 0, after_spoil: bool = False) -> State:
    """A first deal with these ``hands`` (card codes, one string per seat, five cards each) and this ``turnup``;
    the rest of the deck forms the stock. Stored as the equivalent deck, so it saves and loads like any game."""
    rules = rules or Rules()
    p = rules.players
    if len(hands) != p:
        raise StateFormatError("start.hands", Text("state_error.hands_count", n=p, got=len(hands)))
    parsed = [STANDARD_SPELLING.cards(h) for h in hands]
    for s, h in enumerate(parsed):
        if len(h) != 5:
            raise StateFormatError("start.hands", Text("spoil_five.state_error.hand_size", name=seat_names(p)[s],
                                                     got=len(h)))
    deck: list[Card] = []
    for lo, hi in ((0, 2), (2, 5)):
        for k in range(1, p + 1):
            deck += parsed[(dealer + k) % p][lo:hi]
    up = STANDARD_SPELLING.card(turnup)
    deck.append(up)
    used = set(deck)
    deck += [c for c in standard_deck() if c not in used]
    return from_deck(rules, deck, dealer=dealer, seed=seed, chips=chips, pool=pool, after_spoil=after_spoil)


def _payers(rules: Rules, dealer: int, after_spoil: bool) -> tuple[int, ...]:
    """Who antes before a deal (S-A9)."""
    if not after_spoil or rules.spoil_ante == "everyone":
        return tuple(range(rules.players))
    return (dealer,) if rules.spoil_ante == "dealer" else ()


def _begin_deal(state: State, *, deal: int, dealer: int, deck: tuple[Card, ...], after_spoil: bool,
                chips: list[int], pool: int, evs: list[Event], lines: list[ScoreLine]) -> State:
    """Ante, deal 2 then 3 cards from the dealer's left (S-A12), turn up trumps and open the robbing phase.

    ``chips`` and ``pool`` are the purse before the ante; ``evs`` and ``lines`` what the same step did before (the
    end of the deal before, whose state is never made: a new deal was three new states, then one), added to."""
    rules = state.rules
    p = rules.players
    payers = _payers(rules, dealer, after_spoil)
    short = [s for s in payers if chips[s] < rules.ante]
    limit = bool(rules.deals) and deal > rules.deals
    if short or limit:
        # S-A10: someone cannot pay (or the set number of deals is over) but the pool is not empty: no antes
        evs.append(event("ante", None, deal=deal, payers=(), amount=0, pool=pool,
                         reason="limit" if limit and not short else "broke"))
    else:
        for s in payers:
            chips[s] -= rules.ante
            lines.append(ScoreLine(deal, s, "ante", -rules.ante))
        pool += rules.ante * len(payers)
        evs.append(event("ante", None, deal=deal, payers=payers, amount=rules.ante, pool=pool,
                         reason="spoil" if after_spoil else ""))
    dealt: list[list[Card]] = [[] for _ in range(p)]
    i = 0
    for n in (2, 3):
        for k in range(1, p + 1):
            dealt[(dealer + k) % p] += deck[i:i + n]
            i += n
    turnup, stock = deck[i], deck[i + 1:]
    trumps = turnup.suit  # A♥ turned up: its suit, hearts, is trumps
    evs.append(event("deal", dealer, (turnup,), deal=deal, trumps=trumps.value))
    hands = tuple(_sort_hand(h, trumps, rules.ranking) for h in dealt)
    ace = _ACE[trumps]
    if turnup.rank == "A":
        phase, decider = "rob", dealer  # a turned-up Ace lets the dealer rob
    else:
        ace_key = ace.key  # compared by key: a Card's __eq__ is a Python call
        holder = next((s for s in range(p) for c in hands[s] if c.key == ace_key), None)
        if holder is None:
            phase, decider = "play", None
        elif rules.may_decline:
            phase, decider = "declare", holder
        else:
            phase, decider = "rob", holder
            evs.append(event("declare", holder, (ace,), deal=deal, auto=True))  # S-A2: automatic and public
    # One new state, whose log (the events) is built from the last one's when first read (GameState._advance
    # builds it every LOG_EVERY steps anyway, so that a whole game's chain of states is never left alive).
    return state._advance(
        (), evs, deal=deal, dealer=dealer, hands=hands, stock=stock, turnup=turnup, trumps=trumps, discards=(),
        won=((),) * p, winners=(), trick=(), leader=eldest(dealer, p), phase=phase, decider=decider, low_ace=None,
        chips=tuple(chips), pool=pool, after_spoil=after_spoil, score_lines=state.score_lines + tuple(lines))
