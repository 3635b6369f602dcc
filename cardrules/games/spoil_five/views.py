"""Spoil Five: what each seat sees, as a view's parts (zones, facts, status, events), made when first read from
what the seat may see (:func:`view_later`), with the labels and zones that recur made once; and the seat counts a view
and the result show."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from cardrules.cards import Card, Suit
from cardrules.games.spoil_five.rules import _trick_winner, eldest
from cardrules.i18n import t as tr
from cardrules.protocol import (
    Result,
    Seat,
    SeenLog,
    Text,
    Zone,
    best_owners,
    seat_names,
)

ACE_OF_HEARTS = Card("A", Suit.HEARTS)
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The suits in the order hands and lessons show them."""

if TYPE_CHECKING:
    from cardrules.games.spoil_five.rules import State


@dataclass(frozen=True, slots=True)
class SeatCounts:
    """A number per seat (chips held, tricks taken), as data: ``counts[seat]`` is the number, and shown (``say``)
    it reads ``South 20, West 19, ...`` with the seats' names in the language in force."""

    counts: tuple[int, ...]

    def __getitem__(self, seat: int) -> int:
        return self.counts[seat]

    def __len__(self) -> int:
        return len(self.counts)

    def __iter__(self) -> Iterator[int]:
        return iter(self.counts)

    def __str__(self) -> str:
        names = seat_names(len(self.counts))
        return tr("list.sep").join(tr("spoil_five.fact.seat_count", seat=names[s], n=n)
                                   for s, n in enumerate(self.counts))


@dataclass(frozen=True, slots=True)
class FinalChips(SeatCounts):
    """The chips at the end of a game, shown as its result (most chips wins, S-A8)."""

    def __str__(self) -> str:
        return str(Result(seat_names(len(self.counts)), self.counts, best_owners(self.counts)))


def suit_name(suit: Suit) -> Text:
    """A suit as data for a sentence (its name is worded when shown; a bare ``Suit`` is a one-letter string)."""
    return Text(f"card.suit.{suit.value}")


@cache
def trumps_shown(suit: Suit) -> Text:
    """The trump suit as the table shows it: its symbol and its name (``♠ spades``)."""
    return Text("spoil_five.fact.trumps_value", symbol=suit.symbol, suit=suit_name(suit))


def _view_part(data: tuple[Any, ...], name: str) -> Any:
    """A part of a view (``zones``, ``facts`` or ``events``) from what ``State._view_later`` kept for the seat:
    nothing hidden from it, and no state."""
    (p, to_move, moves, dealer, hands, trick, best, trick_number, last, turnup, trumps, stock, discards, won, deal,
     pool, chips, winners, jinker, low_ace, log, phase, jink_open) = data
    if name == "events":
        return log.events()
    if name == "status":
        return _status(p, phase, to_move, chips, trumps, turnup, jink_open, trick, trick_number)
    if name == "facts":
        facts: list[tuple[str, Any]] = [
            ("deal", deal), ("dealer", _seat(dealer, p)), ("trumps", trumps_shown(trumps)),
            ("pool", pool), ("chips", SeatCounts(chips)),
            ("tricks", SeatCounts(tuple([winners.count(s) for s in range(p)])))]
        if jinker is not None:
            facts.append(("jink", _seat(jinker, p)))
        if low_ace is not None:
            facts.append(("undeclared", low_ace))
        return tuple(facts)
    highlight = () if moves is None else tuple([m.card for m in moves if m.card is not None])
    zones: list[Zone] = []
    for s, hand in enumerate(hands):
        if type(hand) is int:
            zones.append(_zone_hidden_hand(s, p, s == dealer, hand))
        else:
            zones.append(Zone(f"hand/{s}", _hand_label(s, p, s == dealer), hand, owner=s, layout="fan",
                              highlight=highlight if s == to_move else ()))
    if trick:
        zones.append(Zone("table", Text("spoil_five.zone.trick", n=min(trick_number, 5)),
                          tuple([c for _, c in trick]), note=_trick_note(trick, p), highlight=(best[1],)))
    else:
        zones.append(_zone_empty_table(min(trick_number, 5)))
    if last is not None:
        # The trick last taken in this deal, face up, who played each card and who won it: at the table the bots
        # close a trick at once after the reader's card, and a reader should see what happened before the next
        # lead. Its cards are the last ones added to the winner's tricks, in the order played from its leader.
        winner, leader, cards = last
        zones.append(Zone("last_trick", Text("spoil_five.zone.last_trick", n=len(winners), seat=_seat(winner, p)),
                          cards, owner=winner,
                          note=_trick_note((((leader + i) % p, c) for i, c in enumerate(cards)), p),
                          highlight=(cards[(winner - leader) % p],)))
    zones.append(_zone_turnup(turnup, trumps))
    zones.append(_zone_stock(stock))
    if discards:  # zones that would only say "none" are left out, to keep the table readable
        zones.append(Zone("discards", Text("spoil_five.zone.discard"),
                          (None,) if type(discards) is int else discards, layout="stack"))
    for s, taken in enumerate(won):
        if type(taken) is int:
            if taken >= p:
                zones.append(_zone_hidden_tricks(s, p, taken))
        elif len(taken) >= p:
            zones.append(Zone(f"tricks/{s}", Text("spoil_five.zone.tricks", seat=Seat(s, p)), taken, owner=s,
                              layout="stack", note=_tricks_note(len(taken) // p)))
    return tuple(zones)


def _status(p: int, phase: str, seat: int | None, chips: tuple[int, ...], trumps: Suit, turnup: Card | None,
            jink_open: bool, trick: tuple[tuple[int, Card], ...], trick_number: int) -> Text:
    """What is asked now, as data: the seat asked, and the card it is asked about (or the result)."""
    if phase == "over":
        return Text("spoil_five.status.result", result=FinalChips(chips))
    assert seat is not None
    who = Seat(seat, p)
    if phase == "declare":
        return Text("spoil_five.status.declare", name=who, card=Card("A", trumps))
    if phase == "rob":
        assert turnup is not None
        return Text("spoil_five.status.rob", name=who, card=turnup)
    if jink_open:
        return Text("spoil_five.status.three", name=who)
    if not trick:
        return Text("spoil_five.status.lead", name=who, n=trick_number)
    return Text("spoil_five.status.play", name=who, n=trick_number)


@cache
def _seat(index: int, players: int) -> Seat:
    return Seat(index, players)


def _trick_note(plays: Iterable[tuple[int, Card]], players: int) -> Text:
    """Who played which card of a trick, in the order played: the note beside a trick's cards."""
    return Text("spoil_five.zone.trick_plays", plays=tuple(
        [Text("spoil_five.zone.trick_play", seat=_seat(s, players), card=c) for s, c in plays]))


@cache
def _hand_label(seat: int, players: int, dealer: bool) -> Text:
    label: Text | Seat = Text("zone.dealer", name=Seat(seat, players)) if dealer else Seat(seat, players)
    return Text("spoil_five.zone.hand", seat=label)


@cache
def _zone_hidden_hand(seat: int, players: int, dealer: bool, count: int) -> Zone:
    return Zone(f"hand/{seat}", _hand_label(seat, players, dealer), (None,) * count, owner=seat, layout="fan")


@cache
def _zone_empty_table(n: int) -> Zone:
    return Zone("table", Text("spoil_five.zone.trick", n=n), ())


@cache
def _zone_turnup(turnup: Card | None, trumps: Suit) -> Zone:
    return Zone("turnup", Text("spoil_five.zone.turnup"), (turnup,) if turnup else (),
                note=Text("spoil_five.zone.trumps_note", suit=suit_name(trumps)))


@cache
def _zone_stock(count: int) -> Zone:
    return Zone("stock", Text("zone.stock"), (None,) * count, layout="stack")


@cache
def _tricks_note(n: int) -> Text:
    return Text("spoil_five.tricks." + ("one" if n == 1 else "other"), n=n)


@cache
def _zone_hidden_tricks(seat: int, players: int, cards: int) -> Zone:
    return Zone(f"tricks/{seat}", Text("spoil_five.zone.tricks", seat=Seat(seat, players)), (None,) * cards,
                owner=seat, layout="stack", note=_tricks_note(cards // players))


def view_later(state: State, seat: int | None,
                open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
    # The status at once; the zones, facts and log when first read, from what the seat sees: the hands by their
    # size but its own, what the trick's leading card is (worked out now: it may depend on an Ace not declared,
    # known to its holder alone), the discards to the robber alone, the undeclared Ace to its holder alone.
    p = state.rules.players
    to_move = state.to_move
    sees_mover = to_move is not None and (open_hands or seat == to_move)
    moves = state.legal_moves() if sees_mover and state.phase == "play" else None  # its cards to play, lit
    hands: tuple[Any, ...] = state.hands
    if not open_hands:  # the hands by their size, but the seat's own
        hands = tuple([hand if s == seat else len(hand) for s, hand in enumerate(hands)])
    trick = state.trick
    best = _trick_winner(trick, state.trumps, state.rules.ranking, state.low_ace) if trick else None
    winners = state.winners
    last = None
    if winners:
        winner = winners[-1]
        last = (winner, winners[-2] if len(winners) > 1 else eldest(state.dealer, p), state.won[winner][-p:])
    discards: tuple[Card, ...] | int = ()
    if state.discards:
        # who robbed, found in the log once per rob (kept with the discards it made, handed on to later states)
        hit = state._cache.get("_robbed_by")
        if hit is None or hit[0] is not state.discards:
            hit = state._cache["_robbed_by"] = (state.discards, state._robber())
        robber_sees = open_hands or (seat is not None and hit[1] == seat)
        discards = state.discards if robber_sees else len(state.discards)
    won = state.won if open_hands else tuple(map(len, state.won))
    low_ace = None
    if state.low_ace is not None and (open_hands or state._decliner() == seat):
        low_ace = state.low_ace
    log = SeenLog((None, (state.events,))) if open_hands else state._seen_log(seat)
    data = (p, to_move, moves, state.dealer, hands, trick, best, state.trick_number, last, state.turnup,
            state.trumps, len(state.stock), discards, won, state.deal, state.pool, state.chips, winners, state.jinker,
            low_ace, log, state.phase, state.jink_open)
    return {}, _view_part, data


def view_zones(state: State, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
    return state.view(seat, open_hands=open_hands).zones


def view_facts(state: State, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
    return state.view(seat, open_hands=open_hands).facts
