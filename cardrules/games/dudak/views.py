"""Dudak: what each seat sees, as a view's parts (zones, facts, status, events), made when first read from what
the seat may see (:func:`view_later`), with the labels, notes and face-down hands that recur made once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardrules.cards import STANDARD_SUITS, Card, Suit, piquet_deck
from cardrules.games.dudak.fast import _TRUMP_SLOTS
from cardrules.games.dudak.rules import DECLARE, LEAD, OVER, PLAYER_COUNTS
from cardrules.i18n import join
from cardrules.i18n import t as tr
from cardrules.protocol import (
    Event,
    Seat,
    SeenLog,
    Text,
    Zone,
    best_owners,
    say,
)

if TYPE_CHECKING:
    from cardrules.games.dudak.rules import State


def _status(n: int, seat: int | None, phase: str, pile: tuple[Card, ...], losses: tuple[int, ...],
            whole: bool) -> Text:
    """The status: whose turn and what is asked of them (``whole``: that seat takes the whole pile or nothing), or
    how the game ended."""
    if seat is None:
        winners = best_owners(losses, low=True)
        if len(winners) == 1:
            return Text("dudak.status.won", who=Seat(winners[0], n), table=PerSeat(losses))
        return Text("dudak.status.shared", who=Seats(winners, n), table=PerSeat(losses))
    who = Seat(seat, n)
    if phase == DECLARE:
        return Text("dudak.status.declare", name=who)
    if phase == LEAD:
        return Text("dudak.status.lead", name=who)
    key = "dudak.status.beat_or_take_all" if whole else "dudak.status.beat_or_take"
    return Text(key, name=who, card=pile[-1])


def _view_part(data: tuple[Any, ...], name: str) -> Any:
    """A part of a view (``zones``, ``facts``, ``events`` or ``status``) from what ``State._view_later`` kept for
    the seat: nothing hidden from it, and no state."""
    seat, sizes, own, trumps, phase, pile, played_aside, rules, deal, dealer, losses, turns, to_move, log = data
    n = len(sizes)  # the player count
    over = phase == OVER
    if name == "events":
        return log.events()
    if name == "status":
        return _status(n, to_move, phase, pile, losses, rules.whole_pile_only or (
            to_move is not None and trumps[to_move] is not None))
    if name == "facts":
        declared = tuple(Text("dudak.fact.trump_of", seat=Seat(s, n), suit=t.symbol)
                         for s, t in enumerate(trumps) if t is not None)
        return (
            ("deal", deal if rules.single_deal else Text("dudak.fact.deal_of", deal=deal, deals=rules.deals)),
            ("dealer", Seat(dealer, n)),
            ("trumps", declared or Text("dudak.fact.not_used" if rules.trumps == "none" else "dudak.fact.none")),
            ("losses", PerSeat(losses)),
            ("turn", turns),
        )
    zones: list[Zone] = []
    for s in range(n):
        hand = (own if s == seat else None) if seat is not None or own is None else own[s]  # own: all when open
        if hand is not None:
            zones.append(_hand_zone(s, n, hand, trumps[s], not hand and not over))
        else:  # a face-down hand is the same zone whenever it holds as many cards: made once
            trump = trumps[s]
            size = sizes[s]
            out = not size and not over
            key = (s, n, size, 0 if trump is None else _TRUMP_SLOTS.index(trump), out)
            zone = _HIDDEN_HANDS.get(key)
            if zone is None:
                zone = _HIDDEN_HANDS[key] = _hand_zone(s, n, (None,) * size, trump, out)
            zones.append(zone)
    # Overlapped like a stack: every card below stays readable (taking back reveals them), the top one whole.
    if pile:
        top = pile[-1]
        zones.append(Zone("pile", _PILE_LABEL, pile, None, "fan", _TOP_NOTES[top.key], (top,)))
    else:
        zones.append(_NO_PILE)
    # Only the cards set aside in play: a lesson's position leaves the rest of the deck out, which is no pile.
    aside = _ASIDE_ZONES.get(played_aside)
    if aside is None:
        aside = _ASIDE_ZONES[played_aside] = Zone("set_aside", _ASIDE_LABEL, (None,) * played_aside, layout="stack")
    zones.append(aside)
    return tuple(zones)


@dataclass(frozen=True, slots=True)
class PerSeat:
    """A count per seat, as data (``counts[seat]``); shown as ``South 1, West 0, …`` with the seats named in the
    language in force (the losses beside the table)."""

    counts: tuple[int, ...]

    def __str__(self) -> str:
        n = len(self.counts)
        return tr("list.sep").join(tr("dudak.fact.seat_count", seat=say(Seat(s, n)), n=k)
                                   for s, k in enumerate(self.counts))


@dataclass(frozen=True, slots=True)
class Seats:
    """Several seats, as data; shown as ``South, West and North`` in the language in force."""

    indices: tuple[int, ...]
    players: int

    def __str__(self) -> str:
        return join([say(Seat(s, self.players)) for s in self.indices])


def view_later(state: State, seat: int | None,
                open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
    # Every part when first read, from what the seat sees: the hands by their size but its own (all of them
    # with open hands), and the log with each hand dealt to another seat masked (see GameState._seen_log).
    hands = state.hands
    own = hands if open_hands else (hands[seat] if seat is not None else None)
    log = SeenLog((None, (state.events,))) if open_hands else state._seen_log(seat)
    data = (None if open_hands else seat, tuple(map(len, hands)), own, state.trumps, state.phase, state.pile,
            len(state.set_aside) - state.unused, state.rules, state.deal, state.dealer, state.losses, state.turns,
            state.seat, log)
    return {}, _view_part, data


def view_zones(state: State, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
    return state.view(seat, open_hands=open_hands).zones


def view_facts(state: State, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
    return state.view(seat, open_hands=open_hands).facts


def view_events(state: State, seat: int | None, open_hands: bool) -> tuple[Event, ...]:
    return state.events if open_hands else state._seen_log(seat).events()

_HAND_KEYS = tuple(f"hand/{s}" for s in range(max(PLAYER_COUNTS)))
_HAND_LABELS: dict[int, tuple[Text, ...]] = {
    n: tuple(Text("dudak.zone.hand", seat=Seat(s, n)) for s in range(n)) for n in PLAYER_COUNTS}
"""Each seat's hand label, by player count."""
_OUT_NOTE, _PILE_LABEL, _ASIDE_LABEL = Text("dudak.zone.out"), Text("dudak.zone.pile"), Text("dudak.zone.set_aside")
"""A view's fixed texts, made once: a Text is immutable data, worded only when shown."""

_HIDDEN_HANDS: dict[tuple[int, int, int, int, bool], Zone] = {}
"""Face-down hands by seat, player count, card count, trump (its index in ``_TRUMP_SLOTS``) and whether out."""
_ASIDE_ZONES: dict[int, Zone] = {}
"""Zones that are the same in every view where they show as many face-down cards (a Zone is immutable)."""
_NO_PILE = Zone("pile", _PILE_LABEL, (), layout="fan")
"""The pile's zone between two piles."""

_TOP_NOTES: dict[int, Text] = {c.key: Text("dudak.zone.top", card=c) for c in piquet_deck()}
_TRUMP_NOTES: tuple[Text | str, ...] = ("", *(Text("dudak.zone.trump", suit=s.symbol) for s in STANDARD_SUITS))
"""The notes of the pile (its top card) and of a hand (its trump, in the order of ``_TRUMP_SLOTS``), made once."""


def _hand_zone(seat: int, players: int, cards: tuple[Card | None, ...], trump: Suit | None, out: bool) -> Zone:
    """A seat's hand as a view shows it: its trump (if declared) or that the seat is out, as a note."""
    note = _OUT_NOTE if out else "" if trump is None else _TRUMP_NOTES[_TRUMP_SLOTS.index(trump)]
    return Zone(_HAND_KEYS[seat], _HAND_LABELS[players][seat], cards, seat, "fan", note)


def _trump_shown(zone: Zone) -> Suit | None:
    """The trump a hand's zone shows in its note (:func:`_hand_zone`): ``None`` when the seat declared none, or is
    out (the note then says so)."""
    note = zone.note
    if type(note) is str or note not in _TRUMP_NOTES:  # no trump (most hands), or out
        return None
    return _TRUMP_SLOTS[_TRUMP_NOTES.index(note)]
