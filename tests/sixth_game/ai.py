"""Last Trick's bots: the heuristic bot, the hidden-card sampler and the rollout policy."""

from __future__ import annotations

import random

from cardrules.cards import Card, standard_deck
from cardrules.protocol import MonteCarloSettings, View

from .rules import ORDER, Play, State, beats


class HeuristicBot:
    """Plays its lowest card that takes the trick so far, else its lowest card."""

    def __init__(self, rng: random.Random | int = 0) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def choose(self, view: View) -> Play:
        moves: list[Play] = list(view.legal_moves)
        table = [c for c in view.zone("table").cards if c is not None]
        trumps = view.fact("trumps")

        def takes(card: Card) -> bool:
            return not table or all(beats(card, c, table[0].suit, trumps) for c in table)

        return min(moves, key=lambda m: (not takes(m.card), ORDER.index(m.card.rank)))


def sample_state(view: View, rng: random.Random) -> State:
    """A full position consistent with the view: the public plays replayed from the events, the cards the seat
    cannot see dealt at random to the other hands and the stock."""
    p = view.players
    seat = view.seat
    assert seat is not None
    mine = tuple(c for c in view.zone(f"hand/{seat}").cards if c is not None)
    turnup = view.zone("turnup").cards[0]
    assert turnup is not None
    trick: list[tuple[int, Card]] = []
    taken: list[Card] = []
    won = [0] * p
    leader = (int(view.fact("dealer")) + 1) % p
    for e in view.events:
        if e.kind == "play":
            trick.append((e.seat, e.cards[0]))  # type: ignore[arg-type]
        elif e.kind == "trick":
            taken += [c for _, c in trick]
            trick = []
            won[e.seat] += e.get("points")  # type: ignore[index]
            leader = e.seat  # type: ignore[assignment]
    known = set(mine) | {turnup} | set(taken) | {c for _, c in trick}
    unseen = [c for c in standard_deck() if c not in known]
    rng.shuffle(unseen)
    hands = []
    for s in range(p):
        if s == seat:
            hands.append(mine)
        else:
            n = view.zone(f"hand/{s}").count
            hands.append(tuple(sorted(unseen[:n])))
            unseen = unseen[n:]
    return State(rules=view.rules, start="{}", dealer=int(view.fact("dealer")), hands=tuple(hands), turnup=turnup,
                 stock=tuple(unseen), trick=tuple(trick), leader=leader, won=tuple(won), taken=tuple(taken),
                 score_lines=())


def rollout_move(state: State, rng: random.Random) -> Play:
    """A uniformly random legal move (the game is small enough)."""
    moves = state.legal_moves()
    return moves[rng.randrange(len(moves))]


MONTE_CARLO = MonteCarloSettings(simulations=60, rollout="game")
"""Few rollouts: the tests only need the bot to play."""
