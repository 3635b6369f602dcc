"""The heuristic bot's packed valuation against its plain statement: :class:`~cardrules.games.nine_peak.ai.
HeuristicBot` values each move on the hand packed one int per number and the Area as counts (no card lists built per
candidate); :class:`PlainHeuristicBot` below is the same bot written on card lists, as it was first written. Both
must choose the same move at every decision of many games (their values are the same floats: the risk is added up in
the same order), so simulations and the games the pages show stay as they were."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

import pytest

from cardrules.cards import Card, Suit
from cardrules.games.nine_peak import HeuristicBot, new_game
from cardrules.games.nine_peak.ai import best_set
from cardrules.games.nine_peak.rules import PRESETS, Move, Play, Rules, Take, reaches_peak, set_score
from cardrules.protocol import View


class PlainHeuristicBot:
    """A greedy 9 Peak player that looks one move ahead, from what its seat may see (a :class:`View`).

    Each move is valued as the points it banks now (a set's score; the peak cards it collects), plus 0.7 × the best
    set the hand could still play afterwards (:func:`best_set`), minus the risk it leaves for the next player: a
    number one card short of the peak costs half of what that peak would give them, two cards short a sixth.
    A set with a Joker also costs the no-Joker bonus it gives up. A two-card Pass is valued with the best card it
    could then take back; the take itself picks the Area card that leaves the best hand and the least risk.
    Ties go to the earliest listed move, after a shuffle from ``rng`` so that equal bots differ.
    """

    def __init__(self, rng: random.Random | int = 0) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def choose(self, view: View) -> Move:
        moves = list(view.legal_moves)
        if not moves:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        seat = view.to_move
        assert seat is not None
        rules: Rules = view.rules
        hand = [c for c in view.zone(f"hand/{seat}").cards if c is not None]
        area = [c for n in range(1, rules.max_number + 1) for c in view.zone(f"area/{n}").cards if c is not None]
        mine = [z.cards for z in view.zones if z.key.startswith(f"sets/{seat}/")]  # this seat's sets
        joker_played = any(c.suit is Suit.JOKER for s in mine for c in s)
        largest = max((len(s) for s in mine), default=0)
        self.rng.shuffle(moves)

        def counts_of(cards: Iterable[Card]) -> dict[int, int]:
            counts: dict[int, int] = {}  # in order of first appearance, as risk() adds them up
            for c in cards:
                n = c.key & 15
                counts[n] = counts.get(n, 0) + 1
            return counts

        def risk(counts: Mapping[int, int]) -> float:
            total = 0.0
            for n, c in counts.items():
                gap = rules.peak - n - c
                if gap == 1:
                    total += (c + 1) / 2
                elif gap == 2:
                    total += (c + 2) / 6
            return total

        def potential(cards: Sequence[Card], counts: Mapping[int, int]) -> float:
            return 0.7 * best_set(cards, counts, rules.peak, rules.joker_suits)

        def after_take(cards: list[Card], pool: list[Card]) -> float:
            best = -1e9
            for t in set(pool):
                rest = list(pool)
                rest.remove(t)
                counts = counts_of(rest)
                best = max(best, potential([*cards, t], counts) - risk(counts))
            return best

        def value(m: Move) -> float:
            if isinstance(m, Take):
                rest = list(area)
                rest.remove(m.take)
                counts = counts_of(rest)
                return potential([*hand, m.take], counts) - risk(counts)
            if isinstance(m, Play):
                left = list(hand)
                for c in m.cards:
                    left.remove(c)
                counts = counts_of(area)
                points = set_score(m.cards, rules.joker_suits)[0]
                if not joker_played:
                    keep = rules.bonus_multiplier * max(largest, m.n)
                    points += -rules.bonus_multiplier * largest if any(
                        c.suit is Suit.JOKER for c in m.cards) else keep - rules.bonus_multiplier * largest
                return points + potential(left, counts) - risk(counts)
            left = list(hand)
            pool = list(area)
            gained = 0
            for c in m.cards:
                left.remove(c)
                pool.append(c)
                same = [x for x in pool if x.number == c.number]
                if reaches_peak(c.number, len(same), rules.peak):
                    gained += len(same)
                    pool = [x for x in pool if x.number != c.number]
            if m.second is not None and pool:
                return gained + after_take(left, pool)
            counts = counts_of(pool)
            return gained + potential(left, counts) - risk(counts)

        best: Move = max(moves, key=value)
        return best

    def __repr__(self) -> str:
        return "PlainHeuristicBot()"


CASES = [replace(PRESETS[name], players=players) for name in ("draft", "idea_a", "peak_7", "double_bonus")
         for players in (3, 4)]
CASES += [PRESETS["printed_jokers"], PRESETS["no_jokers"], PRESETS["idea_b_5"]]


@pytest.mark.parametrize("rules", CASES, ids=lambda r: str(r.changed()))
def test_the_packed_bot_chooses_as_the_plain_bot(rules: Rules) -> None:
    decisions = 0
    for seed in range(4):
        state = new_game(rules, seed=seed)
        fast = [HeuristicBot(seed * 10 + s) for s in range(rules.players)]
        plain = [PlainHeuristicBot(seed * 10 + s) for s in range(rules.players)]
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            move = fast[seat].choose(view)
            assert move == plain[seat].choose(view)  # the same shuffle, the same values, the same choice
            state = state.play(move)
            decisions += 1
    assert decisions > 40


def test_the_packed_bot_chooses_as_the_plain_bot_when_every_move_loses_points() -> None:
    """Deal 53 reaches a decision where the best move so far is worth less than 0: the bounds that skip a Pass
    must then not value it at 0 (a floor held at 0 is above the best so far), or the packed bot passes 6♥ 6♠
    where the plain bot passes 2♠."""
    rules = Rules(single_deal=True)
    for seed in (52, 53, 54):
        state = new_game(rules, seed=seed)
        fast = [HeuristicBot(seed * 10 + s) for s in range(rules.players)]
        plain = [PlainHeuristicBot(seed * 10 + s) for s in range(rules.players)]
        while not state.is_over:
            view = state.view(state.to_move)
            move = fast[view.to_move].choose(view)
            assert move == plain[view.to_move].choose(view), (seed, len(state.history))
            state = state.play(move)


def test_the_packed_bot_keeps_nothing_from_one_game_to_another() -> None:
    """One bot per seat moving in two games by turns, and one bot moving for every seat, must still choose as the
    plain bot: each decision reads its seat's view alone (the sets on the table, not a log read before)."""
    rules = Rules(players=3, single_deal=True)
    for shared in (False, True):
        states = [new_game(rules, seed=seed) for seed in (5, 6)]
        fast = [HeuristicBot(40 + s) for s in range(rules.players)]
        plain = [PlainHeuristicBot(40 + s) for s in range(rules.players)]
        decisions = 0
        while not all(state.is_over for state in states):
            for g, state in enumerate(states):
                if state.is_over:
                    continue
                view = state.view(state.to_move)
                bot = 0 if shared else view.to_move
                move = fast[bot].choose(view)
                assert move == plain[bot].choose(view), (shared, g, len(state.history))
                states[g] = state.play(move)
                decisions += 1
        assert decisions > 40
