"""Tablanette: what each seat sees, as a view's parts (zones, facts, status, events), made when first read from
what the seat may see (:func:`view_later`), with the labels and zones that recur made once."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from cardrules.games.tablanette.narration import _Outcome, _owners
from cardrules.games.tablanette.rules import _CARD_KEY, PLAYER_COUNTS, Rules
from cardrules.protocol import (
    Event,
    Seat,
    Text,
    Zone,
    public_log,
)

if TYPE_CHECKING:
    from cardrules.games.tablanette.rules import State

_STOCK, _HAND, _PILE = range(3)
"""The kinds of face-down zone (:func:`_face_down`)."""


def view_later(state: State, seat: int | None,
                open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
    # Every part is made when first read, from what the seat sees: the hands by their size but its own, and the
    # log in the pieces the state keeps it in (every Tablanette event is public).
    hands = state.hands
    own = hands if open_hands else (hands[seat] if seat is not None else None)  # every hand when open
    data = (state.players, state.dealer, state.rules, len(state.stock), state.table, None if open_hands else seat,
            tuple(map(len, hands)), own, tuple(map(len, state.captured)), state.deal, state.points, state.winners,
            state.turn, public_log(state))
    return {}, _view_part, data


def view_zones(state: State, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
    return state.view(seat, open_hands=open_hands).zones


def view_facts(state: State, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
    return _facts(state.players, state.dealer, state.rules.partnership, state.deal, state.rules.goal, state.points)


def view_events(state: State, seat: int | None, open_hands: bool) -> tuple[Event, ...]:
    # every Tablanette event is public (none has ``visible_to``), so each seat sees the log as it is: masking it
    # event by event at every view was a heuristic bot's decision's largest cost late in a game
    return state.events

_HAND_ZONES = tuple(f"hand/{s}" for s in range(max(PLAYER_COUNTS)))

_CAPTURE_ZONES = tuple(f"captured/{s}" for s in range(max(PLAYER_COUNTS)))


@lru_cache(maxsize=64)
def _view_labels(players: int, dealer: int, partnership: bool) -> tuple[Text, Text, tuple[Text, ...],
                                                                         tuple[Text, ...], tuple[Any, ...], Seat]:
    """What a view labels, which changes only with the deal (texts are data, worded when shown, so one set serves
    every view and every language): the stock's and the table's labels, each hand's, each capture pile's, the
    scoring owners, the dealer. A heuristic bot's decision is mostly the view it reads."""
    hands = tuple(Text("zone.dealer" if s == dealer else "tablanette.zone.hand", name=Seat(s, players))
                  for s in range(players))
    piles = tuple(Text("tablanette.zone.captures", name=Seat(s, players)) for s in range(players))
    teams = Rules(players=players, partnership=partnership).teams
    return (Text("zone.stock"), Text("zone.table"), hands, piles, _owners(teams, players), Seat(dealer, players))


@lru_cache(maxsize=4096)
def _facts(players: int, dealer: int, partnership: bool, deal: int, goal: int,
           points: tuple[int, ...]) -> tuple[tuple[str, Any], ...]:
    """A view's facts (deal, dealer, target, each owner's score): data, so one value serves every view of a deal
    with the same scores."""
    labels = _view_labels(players, dealer, partnership)
    scores = tuple(Text("result.score", owner=owner, score=p) for owner, p in zip(labels[4], points))
    return (("deal", deal), ("dealer", labels[5]), ("target", goal), ("score", scores))


def _view_part(data: tuple[Any, ...], name: str) -> Any:
    """A part of a view (``zones``, ``facts``, ``events`` or ``status``) from what ``State._view_later`` kept of the
    state for the seat: nothing hidden from it."""
    n, dealer, r, stock, table, seat, sizes, own, piles, deal, points, winners, turn, log = data
    if name == "zones":
        labels = _view_labels(n, dealer, r.partnership)
        zones = [_face_down(_STOCK, 0, stock, n, dealer, r.partnership),
                 Zone("table", labels[1], table, layout="spread")]
        for s in range(n):
            hand = (own if s == seat else None) if seat is not None or own is None else own[s]
            if hand is None:
                zones.append(_face_down(_HAND, s, sizes[s], n, dealer, r.partnership))
            else:
                zones.append(Zone(_HAND_ZONES[s], labels[2][s], tuple(sorted(hand, key=_CARD_KEY)), owner=s,
                                  layout="fan"))
        for s, count in enumerate(piles):
            zones.append(_face_down(_PILE, s, count, n, dealer, r.partnership))
        return tuple(zones)
    if name == "facts":
        return _facts(n, dealer, r.partnership, deal, r.goal, points)
    if name == "events":
        return log.events()
    return _status(r, n, points, winners, turn, deal)


def _status(rules: Rules, players: int, points: tuple[int, ...], winners: tuple[int, ...] | None, turn: int | None,
            deal: int) -> Text:
    if winners is not None:
        return Text("status.game_over", result=_Outcome(rules.teams, n=players, scores=points, winners=winners))
    assert turn is not None
    return _to_play(turn, players, deal)


@lru_cache(maxsize=256)
def _to_play(turn: int, players: int, deal: int) -> Text:
    """The status of a game in progress (a text is data: one serves every view of that turn)."""
    return Text("tablanette.status.to_play", name=Seat(turn, players), deal=deal)


@lru_cache(maxsize=4096)
def _face_down(kind: int, seat: int, count: int, players: int, dealer: int, partnership: bool) -> Zone:
    """A zone of ``count`` face-down cards (the stock, a hidden hand, a capture pile): the same few values at every
    view, made once (zones are immutable)."""
    labels = _view_labels(players, dealer, partnership)
    if kind == _STOCK:
        return Zone("stock", labels[0], (None,) * count, layout="stack")
    if kind == _HAND:
        return Zone(_HAND_ZONES[seat], labels[2][seat], (None,) * count, owner=seat, layout="fan")
    return Zone(_CAPTURE_ZONES[seat], labels[3][seat], (None,) * count, owner=seat, layout="stack")
