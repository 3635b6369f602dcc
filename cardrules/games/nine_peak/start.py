"""9 Peak: how a game starts. The setup deals the Area and the hands (a peak during setup handled as the rules
say: :func:`_setup`); a new game shuffles from its seed (:func:`new_game`), or starts from a deck order
(:func:`from_deck`) or a hand-built position (:func:`from_position`), and a game is read back from its start as saved
(:func:`read_start`), every field checked."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardrules.cards import (
    NUMBER_SPELLING,
    Card,
    Suit,
    codes,
    parse_cards,  # noqa: F401 - the doctests below read cards with it
    shuffle,
)
from cardrules.errors import RulesError, StateFormatError
from cardrules.games.nine_peak.rules import (
    _UNSEEDED,
    PLAYER_COUNTS,
    RESHUFFLES,
    Rules,
    State,
    _check_hands,
    _sorted,
    reaches_peak,
)
from cardrules.games.nine_peak.tally import area_counts as _area_counts
from cardrules.log import Log
from cardrules.protocol import (
    Text,
    cards_field,
    check_conservation,
    event,
    start_json,
)

_SUIT_RANK = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, Suit.JOKER: 4}


def read_start(rules: Rules, start: Mapping[str, Any]) -> State:
    """The game a saved start describes, every field checked."""
    known = {"area", "hands", "sets", "peaks", "pile", "out", "start_player", "to_move", "reshuffles", "seed"}
    for key in start:
        if key not in known:
            raise StateFormatError(f"start.{key}", Text("nine_peak.state_error.unknown_field"))
    players = rules.players
    area = cards_field(start, "area", NUMBER_SPELLING)
    pile = cards_field(start, "pile", NUMBER_SPELLING) if "pile" in start else ()
    out = cards_field(start, "out", NUMBER_SPELLING) if "out" in start else ()
    hands = _seat_list(start, "hands", players, lambda raw, key: _sorted(_cards(raw, key)))
    peaks = _seat_list(start, "peaks", players, _cards, default=())
    sets = _seat_list(start, "sets", players, _sets, default=())
    sp = _seat_int(start, "start_player", players, 0)
    turn = _seat_int(start, "to_move", players, sp)
    _check_hands(hands)
    for n in range(1, rules.max_number + 1):
        c = sum(1 for x in area if x.number == n)
        if reaches_peak(n, c, rules.peak):
            raise StateFormatError("start.area", Text("nine_peak.state_error.area_peak", c=c, n=n, total=n + c))
    every = [*area, *pile, *out, *(c for h in hands for c in h), *(c for p in peaks for c in p),
             *(c for ss in sets for s in ss for c in s)]
    check_conservation("start", every, rules.deck())
    reshuffles = start.get("reshuffles", 0)
    if not isinstance(reshuffles, int) or isinstance(reshuffles, bool) or reshuffles < 0:
        raise StateFormatError("start.reshuffles", Text("nine_peak.state_error.reshuffles"))
    return begin(rules, area, hands, pile, out, sp, turn=turn, peaks=peaks, sets=sets, reshuffles=reshuffles,
                      seed=start.get("seed", _UNSEEDED))


def _cards(raw: Any, key: str) -> tuple[Card, ...]:
    if not isinstance(raw, (str, list)):
        raise StateFormatError(f"start.{key}", Text("state_error.card_codes"))
    try:
        return NUMBER_SPELLING.cards(raw)
    except (ValueError, AttributeError) as err:
        raise StateFormatError(f"start.{key}", str(err)) from None


def _sets(raw: Any, key: str) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(raw, list):
        raise StateFormatError(f"start.{key}", Text("nine_peak.state_error.sets"))
    out = tuple(_sorted(_cards(s, f"{key}[{i}]")) for i, s in enumerate(raw))
    for i, s in enumerate(out):
        if not s:
            raise StateFormatError(f"start.{key}[{i}]", Text("nine_peak.state_error.empty_set"))
    return out


def _seat_list(start: Mapping[str, Any], key: str, players: int, read: Any, default: Any = None) -> tuple[Any, ...]:
    if key not in start:
        if default is None:
            raise StateFormatError(f"start.{key}", Text("state_error.missing"))
        return (default,) * players
    raw = start[key]
    if not isinstance(raw, list) or len(raw) != players:
        raise StateFormatError(f"start.{key}", Text("nine_peak.state_error.per_player", n=players))
    return tuple(read(x, f"{key}[{i}]") for i, x in enumerate(raw))


def _seat_int(start: Mapping[str, Any], key: str, players: int, default: int) -> int:
    value = start.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise StateFormatError(f"start.{key}", Text("nine_peak.state_error.seat", max=players - 1, got=repr(value)))
    return value


def from_deck(rules: Rules | None = None, deck: Iterable[Card] | str = (), *, start_player: int = 0,
              seed: int | str = 0) -> State:
    """Start from an explicit deck order: the first cards go to the Area, the rest are dealt in equal blocks to
    seats 0, 1, …; a remainder stays in the unused pile. A setup peak is handled by ``rules.setup_peak`` (a
    reshuffle derives from ``seed``)."""
    rules = rules or Rules()
    cards = NUMBER_SPELLING.cards(deck)
    check_conservation("deck", cards, rules.deck())
    return _deal(rules, cards, start_player, seed)


def from_position(rules: Rules | None = None, *, area: str = "", hands: Sequence[str],
                  sets: Sequence[Sequence[str]] | None = None, peaks: Sequence[str] | None = None,
                  out: str = "", start_player: int = 0, to_move: int | None = None) -> State:
    """Start from an exact position given as card codes; every card of the deck not listed goes to the unused
    pile, so lessons can use short hands.

    >>> s = from_position(area="5S 5H", hands=["5D 3C", "1S", "2S"])
    >>> s.value_range(5)
    (5, 7)
    """
    rules = rules or (Rules(players=len(hands)) if len(hands) in PLAYER_COUNTS else Rules())
    listed = [*NUMBER_SPELLING.cards(area), *NUMBER_SPELLING.cards(out)]
    for h in hands:
        listed += NUMBER_SPELLING.cards(h)
    for p in peaks or ():
        listed += NUMBER_SPELLING.cards(p)
    for ss in sets or ():
        for s in ss:
            listed += NUMBER_SPELLING.cards(s)
    rest = Counter(rules.deck()) - Counter(listed)
    extra = Counter(listed) - Counter(rules.deck())
    if extra:
        raise StateFormatError("start", Text("nine_peak.state_error.not_in_deck", cards=codes(sorted(extra))))
    start: dict[str, Any] = {"area": area, "hands": list(hands), "out": out, "start_player": start_player,
                             "pile": codes(_sorted(rest.elements()))}
    if sets is not None:
        start["sets"] = [list(s) for s in sets]
    if peaks is not None:
        start["peaks"] = list(peaks)
    if to_move is not None:
        start["to_move"] = to_move
    return State._from_start(rules, start)


def new_game(rules: Rules | None = None, *, seed: int) -> State:
    """A new game: the deck shuffled once with ``random.Random(seed)``, which also picks the start player."""
    rules = rules or Rules()
    rng = random.Random(seed)
    deck = list(rules.deck())
    shuffle(rng, deck)  # (rng.shuffle's very draws) an order of the rules' deck: from_deck's check is not needed
    return _deal(rules, deck, rng.randrange(rules.players), seed)


def begin(rules: Rules, area: tuple[Card, ...], hands: tuple[tuple[Card, ...], ...], pile: tuple[Card, ...],
           out: tuple[Card, ...], start_player: int, *, turn: int | None = None,
           peaks: tuple[tuple[Card, ...], ...] | None = None, sets: tuple[tuple[tuple[Card, ...], ...], ...] | None
           = None, reshuffles: int = 0, seed: Any = _UNSEEDED) -> State:
    """The start state of a position already checked (every card of the deck once, no number at the peak in the
    Area, hands sorted): its start JSON and the setup's events. A dealt game comes here straight from the deal
    (:func:`from_deck`), a saved or written position after :meth:`_from_start` has checked it."""
    players = rules.players
    turn = start_player if turn is None else turn
    peaks = peaks or ((),) * players
    sets = sets or ((),) * players
    norm = {"area": codes(area), "hands": [codes(h) for h in hands], "pile": codes(pile), "out": codes(out),
            "start_player": start_player}
    if any(peaks):
        norm["peaks"] = [codes(p) for p in peaks]
    if any(sets):
        norm["sets"] = [[codes(s) for s in ss] for ss in sets]
    if turn != start_player:
        norm["to_move"] = turn
    if reshuffles:
        norm["reshuffles"] = reshuffles
    if seed is not _UNSEEDED:
        norm["seed"] = seed
    events = []
    if reshuffles:
        events.append(event("reshuffle", None, times=reshuffles))
    if out:
        events.append(event("set_aside", None, out))
    events.append(event("setup", None, area, peak=rules.peak))
    events.append(event("deal", None, hand=tuple(len(h) for h in hands), pile=len(pile)))
    events.append(event("start_player", start_player))
    return State(rules=rules, start=start_json(**norm), hands=hands, area=area, sets=sets, peaks=peaks,
               pile=pile, out=out, start_player=start_player, turn=turn, log=Log.of(events=events))


def _setup(rules: Rules, deck: Sequence[Card], seed: int | str) -> dict[str, Any]:
    """Deal the Area and the hands from ``deck`` (the write-up's "ゲームの準備"), handling a peak during setup
    (9P-A2): the cards of each place, and how many reshuffles it took."""
    deck = list(deck)
    size = rules.area_size
    reshuffles = 0
    out: list[Card] = []
    if rules.setup_peak == "reshuffle":
        while _setup_peaks(rules, deck[:size]):
            reshuffles += 1
            if reshuffles > RESHUFFLES:  # a chance below one in a billion when Rules._check passed: a guard
                raise RulesError("setup_peak", Text("nine_peak.rules_error.reshuffles", n=RESHUFFLES))
            random.Random(f"{seed}/setup/{reshuffles}").shuffle(deck)
        area, i = deck[:size], size
    else:
        # Deal one card at a time: a number reaching the peak goes out of play, to no one, and starts again.
        area, i = [], 0
        dealt = 0
        while i < len(deck) and (len(area) if rules.setup_peak == "refill" else dealt) < size:
            card = deck[i]
            i += 1
            dealt += 1
            area.append(card)
            n = card.number
            if reaches_peak(n, sum(1 for c in area if c.number == n), rules.peak):
                out += [c for c in area if c.number == n]
                area = [c for c in area if c.number != n]
    rest = deck[i:]
    each = len(rest) // rules.players
    if not rules.deal_all:
        each = min(each, rules.hand_size)
    hands = tuple(_sorted(rest[s * each:(s + 1) * each]) for s in range(rules.players))
    pile = rest[rules.players * each:]
    return {"area": tuple(area), "hands": hands, "pile": tuple(pile), "out": tuple(out), "reshuffles": reshuffles}


def _setup_peaks(rules: Rules, area: Sequence[Card]) -> bool:
    counts = _area_counts(area)
    return any(reaches_peak(n, counts >> 8 * n & 255, rules.peak) for n in range(1, rules.max_number + 1))


def _deal(rules: Rules, deck: Sequence[Card], start_player: int, seed: int | str) -> State:
    """The game dealt from ``deck``, an order of the rules' deck. A deal is valid by construction (the deck's
    cards, split; the setup takes any peak out of the Area), so the state is made from its cards directly: reading
    it back from its start JSON (:meth:`State._from_start`, checked like a saved position) was a tenth of the time
    of a random game. tests/engine/test_fast_paths_match_rules.py checks that both give the same state."""
    dealt = _setup(rules, deck, seed)
    _check_hands(dealt["hands"])
    return begin(rules, dealt["area"], dealt["hands"], dealt["pile"], dealt["out"], start_player,
                        reshuffles=dealt["reshuffles"], seed=seed)
