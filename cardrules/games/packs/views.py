"""Packs: what each seat sees, as a view's parts (zones, facts, status, events), made fast.

A view is made at every decision a bot takes. :meth:`State.view <cardrules.games.packs.rules.State.view>` asks
:func:`view_later` for what the seat may see, and :func:`_view_part` makes each part when first read; the zones of the
table and of the packs are reused from earlier states while they are the same tuples (:func:`table_zone`,
:func:`all_pack_zones`). :func:`view_zones`, :func:`view_facts`, :func:`view_status` and :func:`view_events` state the
same parts plainly, from the state alone; the tests compare the two.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from cardrules.cards import Card, Suit
from cardrules.games.packs.rules import (
    ACT,
    DRAW,
    FORCED,
    OVER,
    Move,
    Pack,
    Rules,
    _owners,
    _sorted,
    pack_score,
    pack_total,
)
from cardrules.protocol import Event, Result, Seat, SeenLog, Text, Zone, cards_text

if TYPE_CHECKING:
    from cardrules.games.packs.rules import State


def view_status(state: State, seat: int | None, open_hands: bool) -> Text | str:
    return state.view(seat, open_hands=open_hands).status


def view_zones(state: State, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
    n, turn, phase = state.players, state.turn, state.phase
    zones: list[Zone] = []
    for s, hand in enumerate(state.hands):
        if not (open_hands or s == seat):
            zones.append(_hidden_hand(s, n, len(hand)))
            continue
        hi = (state.drawn,) if state.drawn is not None and s == turn and phase != OVER else ()
        zones.append(Zone(f"hand/{s}", _text("zone.hand", s, n), _sorted(hand), owner=s, layout="fan",
                          highlight=hi))
    zones.append(state._table_zone())
    zones.append(_stock_zone(len(state.stock)))
    zones.extend(state._all_pack_zones())
    if state.thrown:
        zones.append(Zone("thrown", Text("packs.zone.thrown"), state.thrown,
                          note=Text("cards.other", n=len(state.thrown))))
    return tuple(zones)


def view_facts(state: State, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
    n = state.players
    facts: tuple[tuple[str, Any], ...] = (
        ("deal", state.deal), ("dealer", _seat(state.dealer, n)), ("stock", cards_text(len(state.stock))),
        ("target", state.rules.target), ("score", _score_texts(n, state.rules.in_teams, state.totals())))
    if state.packed is not None:
        facts += (("packed", state.packed.symbol),)
    if state.stolen:
        facts += (("stolen", " ".join(s.symbol for s in state.stolen)),)
    return facts


def view_events(state: State, seat: int | None, open_hands: bool) -> tuple[Event, ...]:
    return state.events if open_hands else state._seen_log(seat).events()


def view_later(state: State, seat: int | None,
                open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
    # Every part when first read, from what the seat sees: the hands by their size but its own, the zones kept
    # from earlier views where they are still this state's (public parts), the moves of the player to move
    # for that player alone (what its status says of them).
    fields = state.__dict__
    turn, phase, hands = fields["turn"], fields["phase"], fields["hands"]
    if open_hands:
        own: Any = hands
    elif seat is not None:
        own = hands[seat]
    else:
        own = None
    sees_mover = open_hands or (seat == turn and phase != OVER)
    table, packs = fields["table"], fields["packs"]
    cache = state._cache
    hit = cache.get("_table_zone_cache")
    table_zone = hit[1] if hit is not None and hit[0] is table else None
    hit = cache.get("_all_pack_zones_cache")
    pack_zones = hit[1] if hit is not None and hit[0] is packs else None
    data = (fields["rules"], turn, phase, None if open_hands else seat, tuple(map(len, hands)), own,
            fields["drawn"] if sees_mover else None,
            table, table_zone, packs, pack_zones, len(fields["stock"]), fields["thrown"], fields["deal"],
            fields["dealer"], fields["packed"], fields["stolen"], state.totals(),
            state.legal_moves() if sees_mover else None, state.result if phase == OVER else None,
            SeenLog((None, (state.events,))) if open_hands else state._seen_log(seat))
    return {}, _view_part, data


# What a view shows of the table and the packs changes little from one state to the next: each state hands the
# zones it made on to the states that follow it, checked against the state's own data by identity before use.
def table_zone(state: State) -> Zone:
    """The table's zone, reused while the table is the same tuple (a draw that feeds it or a pack changes it)."""
    table = state.table
    hit = state._cache.get("_table_zone_cache")
    if hit is not None and hit[0] is table:
        return hit[1]  # type: ignore[no-any-return]
    zone = Zone("table", _TABLE, table, note=_FULL_TABLE if state.table_is_full else "")
    state._cache["_table_zone_cache"] = (table, zone)
    return zone


def all_pack_zones(state: State) -> tuple[Zone, ...]:
    """Every seat's pack zones in seat order, reused while the packs are the same tuple (a pack or a steal
    changes it)."""
    packs = state.packs
    hit = state._cache.get("_all_pack_zones_cache")
    if hit is not None and hit[0] is packs:
        return hit[1]  # type: ignore[no-any-return]
    zones = tuple(z for s in range(state.players) for z in state._pack_zones(s))
    state._cache["_all_pack_zones_cache"] = (packs, zones)
    return zones


def pack_zones(state: State, s: int) -> tuple[Zone, ...]:
    """The zones of seat ``s``'s packs, reused while that seat's packs are the same tuple."""
    held = state.packs[s]
    cache: dict[int, tuple[Any, tuple[Zone, ...]]] = state._cache.get("_pack_zone_cache") or {}
    hit = cache.get(s)
    if hit is not None and hit[0] is held:
        return hit[1]
    before, made = hit if hit is not None else ((), ())
    n = state.players
    zones = tuple(made[i] if i < len(before) and before[i] is p else _pack_zone(s, n, i, p)  # the same pack kept
                  for i, p in enumerate(held))
    state._cache["_pack_zone_cache"] = {**cache, s: (held, zones)}  # a new dict: earlier states keep theirs
    return zones


# A view is made at every decision a bot takes; its labels and notes are data (worded when shown), so the ones that
# recur are made once and shared.
_TABLE, _FULL_TABLE = Text("zone.table"), Text("packs.zone.full_table")


def _view_part(data: tuple[Any, ...], name: str) -> Any:
    """A part of a view from what ``State._view_later`` kept for the seat: nothing hidden from it, and no state."""
    (rules, turn, phase, seat, sizes, own, drawn, table, table_zone, packs, pack_zones, stock, thrown, deal, dealer,
     packed, stolen, totals, moves, result, log) = data
    n = rules.players
    if name == "events":
        return log.events()
    if name == "status":
        return _status(rules, phase, turn, table, packed, moves, result)
    if name == "facts":
        made: tuple[tuple[str, Any], ...] = (
            ("deal", deal), ("dealer", _seat(dealer, n)), ("stock", cards_text(stock)), ("target", rules.target),
            ("score", _score_texts(n, rules.in_teams, totals)))
        if packed is not None:
            made += (("packed", packed.symbol),)
        if stolen:
            made += (("stolen", " ".join(x.symbol for x in stolen)),)
        return made
    zones: list[Zone] = []
    for s in range(n):
        hand = (own if s == seat else None) if seat is not None or own is None else own[s]  # own: every hand when open
        if hand is None:
            zones.append(_hidden_hand(s, n, sizes[s]))
            continue
        hi = (drawn,) if drawn is not None and s == turn else ()
        zones.append(Zone(f"hand/{s}", _text("zone.hand", s, n), _sorted(hand), owner=s, layout="fan", highlight=hi))
    if table_zone is None:
        table_zone = Zone("table", _TABLE, table, note=_FULL_TABLE if len({c.suit for c in table}) == 4 else "")
    zones.append(table_zone)
    zones.append(_stock_zone(stock))
    if pack_zones is None:
        pack_zones = tuple(_pack_zone(s, n, i, p) for s in range(n) for i, p in enumerate(packs[s]))
    zones.extend(pack_zones)
    if thrown:
        zones.append(Zone("thrown", Text("packs.zone.thrown"), thrown, note=Text("cards.other", n=len(thrown))))
    return tuple(zones)


def _status(rules: Rules, phase: Any, turn: int | None, table: tuple[Card, ...], packed: Suit | None,
            moves: Sequence[Move] | None, result: Result | None) -> Text:
    """The status: whose turn it is and what is asked of them, or the result. ``moves``: the moves of the player
    to move where the reader may know them (that player, or a table with every hand open), else None: whether
    that player has a pack to make or to steal depends on its hidden cards, which the other seats must not learn."""
    n = rules.players
    if phase == OVER:
        return Text("packs.status.result", result=result)
    assert turn is not None
    if phase == DRAW:
        if rules.full_table and len({c.suit for c in table}) == 4:
            return _text("packs.status.draw_full", turn, n)
        return _text("packs.status.draw", turn, n)
    if phase == ACT:
        # the end of the turn alone (the list is kept): no table card can be packed
        return _text("packs.status.no_pack" if moves is not None and len(moves) == 1 else "packs.status.act", turn, n)
    if phase == FORCED:
        # the move list (kept) is the packs, or show hand when there is none
        if moves is None:
            return _text("packs.status.forced", turn, n)
        return _text("packs.status.must_pack" if isinstance(moves[0], Pack) else "packs.status.show", turn, n)
    if moves is not None and len(moves) == 1:  # the end of the turn alone (the list is kept): no pack can be stolen
        return _text("packs.status.no_steal", turn, n)
    return _steal_status(turn, n, packed)


def _pack_zone(s: int, n: int, i: int, pack: tuple[Card, ...]) -> Zone:
    """The zone of seat ``s``'s pack number ``i + 1``."""
    return Zone(f"packs/{s}/{i}", Text("packs.zone.pack", name=_seat(s, n), n=i + 1), pack, owner=s,
                note=Text("packs.zone.pack_note", suit=pack[0].suit.symbol, total=pack_total(pack),
                          score=pack_score(pack)))


@cache
def _seat(s: int, n: int) -> Seat:
    return Seat(s, n)


@cache
def _text(key: str, s: int, n: int) -> Text:
    """A message whose one parameter ``name`` is seat ``s``."""
    return Text(key, name=_seat(s, n))


@cache
def _steal_status(s: int, n: int, packed: Suit | None) -> Text:
    # the suit by its message: say() passes a Suit (a str) through as it is
    suit = Text(f"card.suit.{packed.value}") if packed is not None else ""
    return Text("packs.status.steal", name=_seat(s, n), suit=suit)


@cache
def _hidden_hand(s: int, n: int, count: int) -> Zone:
    return Zone(f"hand/{s}", _text("zone.hand", s, n), (None,) * count, owner=s, layout="fan")


@cache
def _stock_zone(count: int) -> Zone:
    return Zone("stock", Text("zone.stock"), (None,) * count, layout="stack")


@lru_cache(maxsize=1024)
def _score_texts(n: int, teams: bool, totals: tuple[int, ...]) -> tuple[Text, ...]:
    return tuple(Text("result.score", owner=o, score=x) for o, x in zip(_owners(n, teams), totals, strict=True))
