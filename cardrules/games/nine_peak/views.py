"""9 Peak: what each seat sees, as a view's parts. The zones every seat sees alike are kept in parts handed on from
state to state (:func:`zone_part`, :func:`zones_after`), so a view remakes only what the moves since changed; labels,
notes and face-down hands are made once and shared (:data:`_VIEW_PARTS`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from cardrules.cards import (
    Card,
    Suit,
    parse_cards,  # noqa: F401 - the doctests below read cards with it
    )
from cardrules.games.nine_peak.rules import Move, Pass, Take, set_score
from cardrules.protocol import (
    Event,
    Seat,
    Text,
    Zone,
    cards_text,
    public_log,
    seen_events,
)

_SUIT_RANK = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, Suit.JOKER: 4}

if TYPE_CHECKING:
    from cardrules.games.nine_peak.rules import State

_VIEW_PARTS: dict[tuple[Any, ...], Any] = {}
"""The labels, notes, face-down hands and facts of views, by the small ints that fix them (see ``State.view``)."""

_LOW_HAND: dict[int, Text | str] = {1: Text("nine_peak.zone.hand_last_one"), 2: Text("nine_peak.zone.hand_last_two")}
"""The note of a hand of one or two cards before the end is triggered: a hand that empties ends the game at the end
of that round, which a newcomer did not see coming."""


def _seat_parts(players: int) -> list[tuple[Text, str, dict[tuple[int, bool], Zone]]]:
    """Each seat's hand label, zone key and face-down hands by size (shared: values fixed by the player count)."""
    key = ("seats", players)
    found = _VIEW_PARTS.get(key)
    if found is None:
        found = _VIEW_PARTS[key] = [(Text("zone.hand", name=Seat(s, players)), f"hand/{s}", {})
                                    for s in range(players)]
    return cast(list[tuple[Text, str, dict[tuple[int, bool], Zone]]], found)


def view_later(state: State, seat: int | None,
                open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
    # The zones, facts and status at once (the bots read the zones at every decision, and the others are kept
    # or small); the log when first read, in the pieces the state keeps it in (every 9 Peak event is public).
    made = {"zones": state._view_zones(seat, open_hands), "facts": state._view_facts(seat, open_hands),
            "status": state.status}
    return made, seen_events, public_log(state)


def view_zones(state: State, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
    # The Area's numbers, then each seat's hand, sets and peak pile, then the unused pile and the cards set aside.
    # Only the hands depend on who looks: every other zone is in a part (see _zone_part) kept in the state
    # (``_zones``: the parts and the indexes of those to remake) and handed on by ``_apply`` to the next state,
    # whose view remakes only the parts the moves since changed. A bot gets a view at every decision, and
    # remaking every zone at every view (a set's score worked out anew each time, though a set never changes
    # once made) was a seventh of a heuristic deal.
    fields, cache = state.__dict__, state._cache
    players = fields["rules"].players
    base = 1 + fields["rules"].max_number  # the seats' parts come last, two each
    kept = cache.get("_zones")
    if kept is None:
        parts = [state._zone_part(i, ()) for i in range(base + 2 * players)]
        cache["_zones"] = (parts, ())
    else:
        parts, stale = kept
        if stale:
            parts = parts.copy()  # the earlier state's parts stay as they are
            for i in stale:
                parts[i] = state._zone_part(i, parts[i])
            cache["_zones"] = (parts, ())
    hands = fields["hands"]
    zones = parts[1:base]  # the Area, number by number
    i = base
    # In a dealt game a hand of one or two cards is marked before the end is triggered: when it empties, the
    # game ends with the round (a lesson's short hands are not: the mark would be on almost every hand there).
    warn = fields["ender"] is None and state.dealt
    for s, (label, key, hidden) in enumerate(_seat_parts(players)):
        hand: tuple[Card | None, ...] = hands[s]
        if open_hands or seat == s:
            note = _LOW_HAND.get(len(hand), "") if warn else ""
            zones.append(Zone(key, label, hand, owner=s, layout="fan", note=note))
        else:  # a face-down hand, shared by its size (and its note)
            size = len(hand)
            zone = hidden.get((size, warn))
            if zone is None:
                note = _LOW_HAND.get(size, "") if warn else ""
                zone = hidden[size, warn] = Zone(key, label, (None,) * size, owner=s, layout="fan", note=note)
            zones.append(zone)
        zones += parts[i]  # the seat's sets
        zones += parts[i + 1]  # and its peak pile
        i += 2
    zones += parts[0]
    return tuple(zones)


def zone_part(state: State, i: int, before: Any) -> Any:
    """Part ``i`` of the zones every seat sees alike (the plain making of them, see ``_view_zones``), where
    ``before`` is that part in an earlier state: 0 the unused pile and the cards set aside (a tuple of zones), 1
    to max_number the Area zone of that number, then for each seat the zones of its sets, then its peak pile (a
    tuple of zones each). A set never changes once made, so the zones of the sets in ``before`` are kept. Labels
    and notes are values fixed by a few small ints: each is made once and shared (_VIEW_PARTS)."""
    rules = state.rules
    players = rules.players
    parts = _VIEW_PARTS
    if i == 0:
        # The unused pile is part of a dealt game (a remainder, or Idea B's widow); in a position set up for a
        # lesson it only holds the cards the example leaves out, so it is not drawn there. A dealt start records
        # its shuffle's seed (start JSON has sorted keys, so the key is found as written).
        tail = []
        if state.pile and state.dealt:
            tail.append(Zone("pile", Text("nine_peak.zone.pile"), (None,) * len(state.pile), layout="stack"))
        if state.out:
            tail.append(Zone("out", Text("nine_peak.zone.out"), state.out))
        return tuple(tail)
    peak = rules.peak
    if i <= rules.max_number:
        # The zone of number n is fixed by its cards' codes in placement order (Card.key; & 15 is the number)
        # and the peak: made once and shared, as a Zone is an immutable value and cards are values. The same
        # few configurations recur from deal to deal (about 1,600 in 3,000 heuristic deals), and a bot's view
        # at every decision remade one or two of them.
        n = i
        codes_of_n = tuple([c.key for c in state.area if c.key & 15 == n])
        key: tuple[Any, ...] = ("area", n, codes_of_n, peak)
        zone = parts.get(key)
        if zone is None:
            if len(parts) > 50_000:  # a bound on the memory (house rules multiply the configurations)
                parts.clear()
            cards = tuple([c for c in state.area if c.key & 15 == n])
            lo, hi = n, n + len(cards)  # value_range(n), counted once
            label = Text("nine_peak.zone.area", n=n, lo=lo, hi=hi) if hi > lo else Text(
                "nine_peak.zone.area_only", n=n)
            zone = parts[key] = Zone(f"area/{n}", label, cards,
                                     note=Text("nine_peak.zone.area_note", n=n, c=len(cards), hi=hi, peak=peak))
        return zone
    s, peak_pile = divmod(i - 1 - rules.max_number, 2)
    who = Seat(s, players)
    # A seat's sets and peak cards are drawn once it has some (empty rows would bury the Area and the hands).
    if peak_pile:
        peaks = state.peaks[s]
        if not peaks:
            return ()
        key = ("peaks", s, players, len(peaks))
        words = parts.get(key)
        if words is None:
            words = parts[key] = (Text("nine_peak.zone.peaks", name=who), Text("nine_peak.zone.vp", n=len(peaks)))
        return (Zone(f"peaks/{s}", words[0], peaks, owner=s, note=words[1]),)
    # One zone per set, so that the sets read as separate groups, each with what it will score.
    zones = list(before)
    for k, cards in enumerate(state.sets[s][len(before):], len(before)):
        points, count = set_score(cards, rules.joker_suits)
        key = ("set", s, players, k, len(cards), count, points)
        words = parts.get(key)
        if words is None:
            words = parts[key] = (Text("nine_peak.zone.set", name=who, k=k + 1, cards=cards_text(len(cards))),
                                  Text("nine_peak.zone.set_note", size=len(cards), count=count, points=points))
        zones.append(Zone(f"sets/{s}/{k}", words[0], cards, owner=s, note=words[1]))
    return tuple(zones)


def zones_after(state: State, new: State, move: Move) -> None:
    """Hand this state's kept zone parts (see ``_view_zones``) on to ``new``, the state after ``move``, adding
    those the move changed to the parts to remake: the Area's numbers of the cards placed or taken back, and the
    mover's sets after a Play and peak pile after a peak."""
    parts, stale = state._cache["_zones"]
    if isinstance(move, Take):
        stale += (move.take.key & 15,)
    else:
        if isinstance(move, Pass):
            stale += (move.first.key & 15,)
            if move.second is not None:
                stale += (move.second.key & 15,)
        seat = state.turn
        i = 1 + state.rules.max_number + 2 * seat
        if new.sets[seat] is not state.sets[seat]:
            stale += (i,)
        if new.peaks[seat] is not state.peaks[seat]:
            stale += (i + 1,)
    new._cache["_zones"] = (parts, stale)


def view_facts(state: State, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
    players = state.players
    rules = state.rules
    peak = rules.peak
    parts = _VIEW_PARTS
    key = ("facts", players, state.start_player, state.ender, peak, rules.bonus_multiplier)
    facts = parts.get(key)
    if facts is None:
        listed: list[tuple[str, Any]] = [
            ("peak", peak), ("start_player", Seat(state.start_player, players)),
            ("last_seat", Seat(state.last_seat, players)),
            ("end", Text("nine_peak.fact.not_yet") if state.ender is None
             else Text("nine_peak.fact.triggered", name=Seat(state.ender, players)))]
        if rules.bonus_multiplier != 1:
            listed.append(("bonus", Text("nine_peak.fact.bonus_times", n=rules.bonus_multiplier)))
        facts = parts[key] = tuple(listed)
    return facts


def view_events(state: State, seat: int | None, open_hands: bool) -> tuple[Event, ...]:
    # Every 9 Peak event is public (no card is ever dealt or discarded face down), so each seat sees the log as
    # it is: masking it (Event.masked_for gives each event back) was a loop over the whole log at every view.
    return state.events
