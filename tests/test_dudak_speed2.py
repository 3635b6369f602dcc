"""Dudak: the heuristic bot's choice facing a pile, made from the move list's cards (``HeuristicBot._respond``:
the hand, the positions of the beating cards, one move taken from the list), against the same bot weighing every
move of the list as a plain tuple; and what ``BeatList`` tells the bot against the view and the listing itself."""

from __future__ import annotations

import json
import random

from cardrules.games import dudak
from cardrules.games.dudak import rules
from cardrules.games.dudak.rules import Beat, BeatList, Rules, State, beats
from cardrules.protocol import View

VARIANTS = [Rules(players=p, single_deal=True) for p in (2, 3, 4)] + [
    Rules(trumps="before_lead", players=3, single_deal=True), Rules(whole_pile_only=True, single_deal=True),
    Rules(trumps="none", single_deal=True), Rules(players=2, turn_limit=20, deals=3)]


def positions(games: int, seed: int) -> list[State]:
    """Every position of heuristic games, with random players' moves mixed in (trumps declared by the random
    players give beating cards of two suits, and the same rank in both)."""
    rng = random.Random(seed)
    out: list[State] = []
    for g in range(games):
        variant = VARIANTS[g % len(VARIANTS)]
        bots = [dudak.HeuristicBot(seed + g * 8 + s, declare_at=4 if g % 2 else 2) for s in range(variant.players)]
        state = dudak.new_game(variant, seed=seed + g)
        while not state.is_over:
            out.append(state)
            seat = state.to_move
            assert seat is not None
            if rng.random() < 0.3:
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
            else:
                move = bots[seat].choose(state.view(seat))
            state = state.play(move)
    return out


def as_tuple(view: View) -> View:
    """The same view with its legal moves as the plain tuple the ``BeatList`` stands for."""
    plain = object.__new__(View)
    plain.__dict__.update(view.__dict__, legal_moves=tuple(view.legal_moves))
    return plain


def test_the_bot_facing_a_pile_chooses_as_over_every_move() -> None:
    """The choice made from the list's cards is the choice over every move of the list, for bots of each ``vary``
    (always the lowest beat, never, and the default) and ``declare_at``, drawing the same random numbers; and the
    move is the list's own, the last it handed out (``State.play`` then knows it at once)."""
    met = 0
    for vary, declare_at in ((0.25, 2), (0.0, 3), (1.0, 2), (0.5, 12)):
        for state in positions(12, seed=int(vary * 100) + declare_at):
            seat = state.to_move
            assert seat is not None
            view = state.view(seat)
            moves = view.legal_moves
            if type(moves) is not BeatList:
                continue
            met += 1
            seed = len(state.history)
            fast = dudak.HeuristicBot(seed, vary=vary, declare_at=declare_at)
            plain = dudak.HeuristicBot(seed, vary=vary, declare_at=declare_at)
            move = fast.choose(view)
            assert move == plain.choose(as_tuple(view)), state.to_json()
            assert fast.rng.getstate() == plain.rng.getstate()
            if type(move) is not dudak.DeclareTrump:
                assert moves._last is move
                assert any(m is move for m in moves)
    assert met > 3000


def test_what_a_beat_list_tells_is_the_view_and_the_listing() -> None:
    """``hand`` is the hand the mover's view shows, ``beaters`` the positions of the cards that beat the top card
    (``beats``), ``tail`` the moves after the beats, and ``beat(at, add)`` the listed move with those cards."""
    for state in positions(6, seed=3):
        moves = state.legal_moves()
        if type(moves) is not BeatList:
            continue
        seat = state.to_move
        assert seat is not None
        hand = moves.hand
        assert hand == state.view(seat).zone(f"hand/{seat}").cards
        top, trump = state.pile[-1], state.trumps[seat]
        assert moves.beaters == [i for i, c in enumerate(hand) if beats(c, top, trump)]
        listed = tuple(moves)
        assert moves.tail == listed[len(listed) - len(moves.tail):]
        assert all(type(m) is not Beat for m in moves.tail)
        for at in moves.beaters:
            for add in range(len(hand)):
                if add != at:
                    move = moves.beat(at, add)
                    assert move == Beat(hand[at], hand[add])
                    assert any(m is move for m in listed) and moves._last is move


def test_new_game_shuffles_as_random_shuffle_and_deals_as_a_saved_game() -> None:
    """``new_game`` shuffles with ``cards.shuffle`` and deals from its cards without reading them back from their
    codes: its deck is ``random.Random(seed).shuffle``'s, its dealer the next draw, and its state the one its saved
    start loads as; so are a later deal's deck (``Random(f"{seed}/{deal}")``) and the state after it."""
    for g, variant in enumerate([*VARIANTS, Rules(), Rules(players=3, deal_in_pairs=True)]):
        for seed in (0, 1, 2**31 - 1, 777 + g):
            state = dudak.new_game(variant, seed=seed)
            rng = random.Random(seed)
            deck = list(rules.deck_for(variant.players))
            rng.shuffle(deck)
            start = json.loads(state.start)
            assert start["deck"] == [c.code for c in deck] and start["dealer"] == rng.randrange(variant.players)
            loaded = State.from_dict(rules._saved(variant, rules.start_json(**start)))
            assert state == loaded and state.events == loaded.events and state.hands == loaded.hands
    state = dudak.new_game(Rules(players=3, deals=2), seed=5)
    bots = [dudak.HeuristicBot(s) for s in range(3)]
    while state.deal == 1:
        state = state.play(bots[state.to_move].choose(state.view(state.to_move)))  # type: ignore[index]
    deck = list(rules.deck_for(3))
    random.Random("5/2").shuffle(deck)
    assert [c for h in state.hands for c in h] == [c for h in rules._deal(deck, state.dealer, 3, False) for c in h]
