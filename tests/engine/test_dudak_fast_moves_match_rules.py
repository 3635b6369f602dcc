"""Dudak: the fast list of legal moves says exactly what the rules say, move by move (``why_illegal``), on thousands
of random positions: every player count and house rule, piles long and short, trumps declared or not, big hands
that real play rarely reaches."""

from __future__ import annotations

import random

import pytest

from cardrules.cards import STANDARD_SUITS
from cardrules.games import dudak
from cardrules.games.dudak import (
    Beat,
    DeclareTrump,
    HeuristicBot,
    Lead,
    Pass,
    Rules,
    Take,
    TakeAll,
    deck_for,
    sample_state,
)
from cardrules.i18n import language

RULES = [Rules(players=n, trumps=tr, whole_pile_only=w, single_deal=True)
         for n in (2, 3, 4) for tr in ("any_time", "before_lead", "none") for w in (False, True)]


def _random_position(rng: random.Random) -> dudak.State:
    rules = rng.choice(RULES)
    n = rules.players
    deck = list(deck_for(n))
    rng.shuffle(deck)
    pile = deck[:rng.choice([0, 1, 2, 5, 12])]
    rest = deck[len(pile):]
    holders = rng.sample(range(n), rng.randint(2, n))
    hands: list[list[str]] = [[] for _ in range(n)]
    dealt = rest[:rng.randint(len(holders), len(rest))]
    for i, card in enumerate(dealt):  # one card to each holder, then the rest anywhere among them
        hands[holders[i] if i < len(holders) else rng.choice(holders)].append(card.code)
    trumps = [rng.choice([None, None, "S", "H", "D", "C"]) if rules.trumps != "none" else None for _ in range(n)]
    return dudak.from_position(rules, hands=[" ".join(h) for h in hands], pile=" ".join(c.code for c in pile),
                               trumps=trumps, to_move=rng.choice(holders))


def _every_move(state: dudak.State) -> list[object]:
    """Every move of the game that could be offered here, legal or not."""
    cards = deck_for(state.players)
    return ([Lead(c) for c in cards] + [Beat(c) for c in cards] + [Beat(c, a) for c in cards for a in cards]
            + [Take(), TakeAll(), Pass()] + [DeclareTrump(s) for s in STANDARD_SUITS])


def test_legal_moves_are_exactly_the_moves_the_rules_allow() -> None:
    rng = random.Random(13)
    checked = big = 0
    for _ in range(2000):
        state = _random_position(rng)
        legal = state.legal_moves()
        assert len(set(legal)) == len(legal)
        allowed = {m for m in _every_move(state) if state.why_illegal(m) is None}
        assert set(legal) == allowed, state.to_dict()
        checked += 1
        big += len(state.hands[state.to_move]) >= 12
    assert checked == 2000 and big > 60


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_sampler_reads_the_view_as_data_in_any_language(lang: str) -> None:
    """The Monte Carlo bot's sampler reads the dealer, the losses and the turn from the view's facts as data (it
    once split the English "Losses" text): in either language it rebuilds what the seat sees."""
    state = dudak.new_game(Rules(deals=3), seed=5)
    bots = [HeuristicBot(s) for s in range(4)]
    while state.deal < 2 or state.turns < 6:
        state = state.play(bots[state.to_move].choose(state.view(state.to_move)))
    seat = state.to_move
    with language(lang):
        view = state.view(seat)
        sampled = sample_state(view, random.Random(1))
        again = sampled.view(seat)
    assert (sampled.dealer, sampled.losses, sampled.turns, sampled.deal) == (state.dealer, state.losses, state.turns,
                                                                           state.deal)
    assert sum(state.losses) == 1 and sampled.hands[seat] == state.hands[seat] and sampled.pile == state.pile
    assert [len(h) for h in sampled.hands] == [len(h) for h in state.hands]
    assert sorted(sampled.all_cards()) == sorted(deck_for(4))
    assert again.zone("set_aside").count == view.zone("set_aside").count
    assert again.legal_moves == view.legal_moves
