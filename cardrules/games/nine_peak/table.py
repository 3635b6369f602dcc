"""What a reader means by the cards they click at the live table (:mod:`cardrules.table_spec`): in 9 Peak, hand
cards make a set of as many cards (one or two may also be passed, the buttons offer both), an Area card clicked is
the card taken back. Legal or not, so that ``why_illegal`` says why a choice is refused; and each player's sets
drawn as separate groups."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardrules.cards import Card
from cardrules.games.nine_peak.rules import Move, Pass, Play, State, Take
from cardrules.montecarlo import HintSettings
from cardrules.table_spec import TableSpec


def move_for(state: State, card: Card | None, targets: Sequence[Card]) -> Move | None:
    hand = list(state.hands[state.turn]) if state.turn is not None else []
    picked = [card] if card is not None else []
    area = []
    for c in targets:
        if c in hand and hand.count(c) > picked.count(c):
            picked.append(c)
        else:
            area.append(c)
    if area:  # an Area card clicked means taking it (only the second half of a two-card Pass may)
        return Take(area[0])
    if not picked:
        return None
    if state.taking:
        return Pass(picked[0])  # refused: the rules ask for a card taken back first
    return Play(len(picked), tuple(picked))


def card_groups(state: State, zone_key: str) -> tuple[tuple[Card, ...], ...] | None:
    """A player's sets, one group each, as laid: the zone ``sets/<seat>/<k>`` holds the seat's set ``k`` (the view
    draws one zone per set), ``sets/<seat>`` all of them."""
    if not zone_key.startswith("sets/"):
        return None
    parts = zone_key.split("/")
    sets = state.sets[int(parts[1])]
    if len(parts) == 3:
        return (tuple(sets[int(parts[2])]),)
    return tuple(tuple(s) for s in sets)


def _puzzles() -> Mapping[str, Any]:
    from cardrules.games.nine_peak.puzzles import FINDERS  # on first use: the finders need the practice module

    return FINDERS


_TURN = {"click": "nine_peak.status.turn.click", "picked_more": "nine_peak.status.turn.picked_more",
         "try_picked": "nine_peak.prompt.play_set"}

TABLE = TableSpec(
    move_for=move_for, card_groups=card_groups, puzzles=_puzzles,
    # what a player does, in the words the table's prompts use (cardrules.prompts)
    actions=("pass", "play", "set", "place", "take back", "take", "area", "count"),
    # what the table asks at each phase of a turn, by status key (cardrules.prompts)
    prompts={
        "status.turn": _TURN,
        "status.turn_last": {"click": "nine_peak.status.turn_last.click",
                             "picked_more": "nine_peak.status.turn_last.picked_more",
                             "try_picked": "nine_peak.prompt.play_set"},
        "status.take": {"click": "nine_peak.status.take.click", "try_picked": "nine_peak.prompt.take_it"},
    },
    # the events whose sentences say how a deal ended (cardrules.render.deal_end_html): what ended the round, each
    # player's bonus, the winner
    deal_outcomes=frozenset({"end_trigger", "bonus", "game_end"}),
    # Hand cards clicked are offered as moves (Pass, Play) and made only by the reader's button: two cards clicked on
    # the way to a set of three would otherwise be passed at the second click.
    hand_picks_wait=True,
    # The Hint names the card a two-card Pass takes back (the Pass and the take are one turn), and weighs eight moves,
    # not twelve: a deal of 9 Peak is slow to play out, and eight moves chosen by the bots' own policy are tried half
    # as often again in the same time (benchmarks/bench_hint.py).
    hint=HintSettings(candidates=8, follow_up=True))
"""What a click means at a 9 Peak table, its Hint's search, its words and its practice questions
(:class:`cardrules.table_spec.TableSpec`)."""
