"""The live table shows the trick last taken in the deal (the bots close a trick at once after the reader's card):
its cards, who played each and who won it, checked against the deal's own events on random games."""

from __future__ import annotations

import random

import pytest

from cardrules.games import spoil_five as sf
from cardrules.protocol import say


def _from_events(state: sf.State) -> tuple[list[tuple[int, object]], int] | None:
    """The last trick of the current deal read from the log: (seat, card) in play order, and its winner."""
    plays: list[tuple[int, object]] = []
    last = None
    for e in state.events:
        if e.deal != state.deal:
            continue
        if e.kind == "play":
            plays.append((e.seat, e.cards[0]))
        elif e.kind == "trick":
            last = (plays, e.seat)
            plays = []
    return last


@pytest.mark.parametrize("players", [3, 5, 10])
def test_last_trick_zone_matches_the_log(players: int) -> None:
    seen = 0
    for g in range(6):
        rng = random.Random(g)
        state = sf.new_game(sf.Rules(players=players, deals=3), seed=g)
        while True:
            expected = _from_events(state)
            for seat in (None, state.to_move):  # public: every seat, and a spectator, sees it alike
                zones = {z.key: z for z in state.view(seat).zones}
                if expected is None:
                    assert "last_trick" not in zones
                    continue
                zone = zones["last_trick"]
                plays, winner = expected
                assert list(zone.cards) == [c for _, c in plays]
                assert zone.owner == winner
                assert zone.highlight == tuple(c for s, c in plays if s == winner)
                names = state.names
                assert say(zone.note) == ", ".join(f"{names[s]} {c.unicode}" for s, c in plays)  # type: ignore[attr-defined]
                assert names[winner] in say(zone.label)
                seen += 1
            if state.is_over:
                break
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
    assert seen > 50  # the zone was met, not only its absence


def test_no_last_trick_before_the_first_is_taken() -> None:
    state = sf.new_game(sf.Rules(players=3), seed=1)
    assert all(z.key != "last_trick" for z in state.view(None, open_hands=True).zones)
