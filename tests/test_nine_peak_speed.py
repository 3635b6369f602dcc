"""9 Peak's shortcuts for speed against the plain way they stand for: events and score lines built from their slots
are the values ``event()`` and ``ScoreLine`` make; a view hands the log over unmasked because no 9 Peak event is
private; the shared labels, notes and face-down hands of views are the ones a view makes afresh; a dealt game is the
state its start position gives when read back and checked like a saved one."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from cardrules.cards import parse_cards
from cardrules.games.nine_peak import Rules, new_game
from cardrules.games.nine_peak import rules as r
from cardrules.protocol import Event, event

CASES = [Rules(), Rules(players=3), Rules(players=5), r.PRESETS["idea_b_5"], r.PRESETS["setup_refill_5"],
         replace(r.PRESETS["double_bonus"], players=3)]


def test_events_built_with_their_info_in_place_are_the_plain_values() -> None:
    """The rules build events with ``Event(kind, seat, cards, info)``, the info in the order ``event``'s keywords
    give."""
    cards = parse_cards("3S 3H 5X")
    assert Event("play", 2, cards, (("n", 3),)) == event("play", 2, cards, n=3)
    assert Event("bonus", 0, (), (("points", 4), ("largest", 4), ("jokers", False), ("multiplier", 1))) == event(
        "bonus", 0, points=4, largest=4, jokers=False, multiplier=1)


@pytest.mark.parametrize("rules", CASES, ids=lambda x: str(x.changed() or "draft"))
def test_views_are_those_made_afresh_and_the_log_is_public(rules: Rules) -> None:
    views = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = new_game(rules, seed=seed)
        while True:
            for seat in (None, *range(rules.players)):
                shared = state.view(seat)
                r._VIEW_PARTS.clear()
                fresh = state.view(seat)
                assert shared.zones == fresh.zones and shared.facts == fresh.facts
                assert shared.events == tuple(e.masked_for(seat) for e in state.events)
                views += 1
            if state.is_over:
                break
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
        assert all(e.visible_to is None for e in state.events)  # nothing is ever dealt or laid face down
    assert views > 300


@pytest.mark.parametrize("rules", CASES, ids=lambda x: str(x.changed() or "draft"))
def test_area_counts_carried_from_move_to_move_are_the_area_counted_afresh(rules: Rules) -> None:
    """``_apply`` hands the Area's packed c_n on to the next state, adding the cards placed and taking away a peak
    and a card taken back; they must be the counts of the Area the state holds."""
    positions = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = new_game(rules, seed=seed)
        while not state.is_over:
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
            carried = state._cache["_counts"]
            assert carried == r._area_counts(state.area)
            assert all(carried >> 8 * n & 255 == state.in_area(n) for n in range(1, rules.max_number + 1))
            positions += 1
    assert positions > 100


DEAL_CASES = [*CASES, *(r.PRESETS[name] for name in ("setup_set_aside", "peak_7", "idea_a_3", "no_jokers",
                                                     "area_8_hands_10"))]


def _fields(state: r.State) -> dict[str, object]:
    return {name: getattr(state, name) for name in ("rules", "start", "hands", "area", "sets", "peaks", "pile", "out",
                                                    "start_player", "turn", "taking", "ender", "over", "history",
                                                    "events", "score_lines")}


@pytest.mark.parametrize("rules", DEAL_CASES, ids=lambda x: str(x.changed() or "draft"))
def test_a_dealt_game_is_its_start_position_read_back(rules: Rules) -> None:
    """``new_game`` and ``from_deck`` make the state straight from the deal's cards (``_deal``), skipping the checks
    of a saved position; it must be the state ``_from_start`` makes of the start position it records (its JSON), and
    play on alike."""
    reshuffled = 0
    for seed in range(60):
        dealt = new_game(rules, seed=seed)
        read = r.State._from_start(rules, json.loads(dealt.start))
        assert _fields(dealt) == _fields(read)
        assert all(type(h) is tuple for h in dealt.hands) and type(dealt.area) is tuple
        reshuffled += '"reshuffles"' in dealt.start
        rng = random.Random(seed)
        while not dealt.is_over:
            moves = dealt.legal_moves()
            i = rng.randrange(len(moves))
            dealt, read = dealt.play(moves[i]), read.play(read.legal_moves()[i])
        assert _fields(dealt) == _fields(read)
    deck = list(rules.deck())
    random.Random(7).shuffle(deck)
    dealt = r.from_deck(rules, deck, start_player=1, seed="x")
    assert _fields(dealt) == _fields(r.State._from_start(rules, json.loads(dealt.start)))
    if rules == Rules():
        assert reshuffled  # the draft's deals include some reshuffled at setup
