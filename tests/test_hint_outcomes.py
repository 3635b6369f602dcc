"""Issue 44: the Hint says what a move surely does where the seat can know it, beside the rough figure of the tries:
in Spoil Five whether a card wins the trick in progress, in Dudak (no tricks) whether the move goes out. What it says
rests only on what the seat sees (the same for every way of dealing the hidden cards) and is never contradicted by
what the other players then do."""

from __future__ import annotations

import html
import random
import re

from cardrules import GAMES
from cardrules.games.dudak.table import hint_outcome as dudak_outcome
from cardrules.games.spoil_five.table import trick_outcome
from cardrules.i18n import language
from cardrules.montecarlo import Advice, Hint, advise, hint_settings
from cardrules.render import hint_html


def _decisions(game: str, games: int, seed: int = 7):  # type: ignore[no-untyped-def]
    """(state, rng) at every decision of random games of ``game`` over its presets."""
    module = GAMES[game]
    for g in range(games):
        rules = list(module.PRESETS.values())[g % len(module.PRESETS)]
        rng = random.Random(seed * 1000 + g)
        state = module.new_game(rules, seed=seed + g)
        for _ in range(2000):
            if state.is_over:
                break
            yield state, rng
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])


def test_spoil_five_says_a_card_wins_the_trick_only_when_no_later_card_can_take_it() -> None:
    sf = GAMES["spoil_five"]
    seen = {"trick_won": 0, "trick_won_early": 0, "trick_lost": 0, None: 0}
    for state, rng in _decisions("spoil_five", 25):
        if state.phase != "play" or state.jink_open:
            continue
        seat, view = state.to_move, state.view(state.to_move)
        for move in state.legal_moves():
            said = trick_outcome(state, move)
            # the same whatever the hidden cards: it rests on what the seat sees
            assert trick_outcome(sf.sample_state(view, rng), move) == said
            seen[said] += 1
            if said is None:
                continue
            # the other players play on at random: the trick goes as said, whatever they play
            after, trick = state.play(move), len(state.winners) + 1
            seen["trick_won_early"] += said == "trick_won" and len(state.trick) + 1 < state.rules.players
            while len(after.winners) < trick and not after.is_over and after.deal == state.deal:
                moves = after.legal_moves()
                after = after.play(moves[rng.randrange(len(moves))])
            if after.deal == state.deal and len(after.winners) >= trick:
                assert (after.winners[trick - 1] == seat) == (said == "trick_won"), (str(move), state.trick)
    assert all(seen.values()), seen  # each case met: won as the last card, won before, lost, not known


def _beats_open(state) -> bool:  # type: ignore[no-untyped-def]
    """Whether the seat to move can beat the top card, at once or after declaring a trump."""
    dk = GAMES["dudak"]
    moves = state.legal_moves()
    return any(isinstance(m, dk.Beat) for m in moves) or any(
        _beats_open(state.play(m)) for m in moves if isinstance(m, dk.DeclareTrump))


def test_dudak_says_a_move_goes_out_or_leaves_a_card_the_next_player_cannot_beat() -> None:
    """Dudak has no tricks: the Hint says when a move empties the hand, and when the card it leaves on top cannot
    be beaten by the next player (who must then take), never otherwise and whatever the hidden cards."""
    dk = GAMES["dudak"]
    seen = {"out": 0, "next_takes": 0}
    for state, rng in _decisions("dudak", 15):
        view = state.view(state.to_move)
        sampled = dk.sample_state(view, rng)
        for move in state.legal_moves():
            said = dudak_outcome(state, move)
            assert dudak_outcome(sampled, move) == said
            if said is None:
                continue
            seen[said] += 1
            seat, after = state.to_move, state.play(move)
            if said == "out":
                assert after.is_over or after.deal != state.deal or not after.hands[seat]
            else:
                assert after.to_move != seat and not _beats_open(after), (str(move), after.pile)
        # a move that leaves cards in hand is never said to go out
        assert all(dudak_outcome(state, m) != "out" for m in state.legal_moves()
                   if m.card is not None and len(state.hands[state.to_move]) > 1 + len(m.targets))
    assert all(seen.values()), seen


def test_the_hint_of_a_trick_game_names_what_each_move_does_to_the_trick() -> None:
    sf = GAMES["spoil_five"]
    state = sf.new_game(sf.Rules(players=3, single_deal=True), seed=11)
    while not (state.phase == "play" and len(state.trick) == state.rules.players - 1
               and len(state.legal_moves()) > 1):
        state = state.play(state.legal_moves()[0])
    assert hint_settings(sf).outcome is trick_outcome
    found = advise(state.view(state.to_move), simulations=24, seed=2)
    # the last card of a trick: every card's effect on it is known
    assert {a.outcome for a in found.moves} <= {"trick_won", "trick_lost"}
    assert all(a.outcome == trick_outcome(state, a.move) for a in found.moves)
    words = html.unescape(hint_html(found, game="spoil_five", one_deal=True, shown=len(found.moves)))
    for a in found.moves:
        said = "wins this trick" if a.outcome == "trick_won" else "does not win this trick"
        assert f"{a.move.label}: <b>{said}</b>; <b>wins the deal in about" in words


def test_the_known_outcome_is_worded_in_each_language() -> None:
    from cardrules.cards import Card

    dk = GAMES["dudak"]
    lead = dk.Lead(Card.parse("AS"))
    hint = Hint((Advice(lead, 0.8, 1.0, 30, 1, None, "out"), Advice(dk.Lead(Card.parse("7S")), 0.2, -1.0, 30, 2),
                 Advice(dk.Lead(Card.parse("KS")), 0.1, -2.0, 30, 3, None, "next_takes")), 30, 3)
    english = html.unescape(hint_html(hint, game="dudak", one_deal=True))
    assert "you go out and cannot lose this deal</b>; <b>escapes losing the deal in about 8 of 10 tries" in english
    assert english.count("go out") == 1  # only the move that goes out says so
    assert "<b>the next player cannot beat the card you leave on top and must take</b>" in english
    with language("ja"):
        japanese = html.unescape(hint_html(hint, game="dudak", one_deal=True))
    assert "上がりになり" in japanese and "取るしかない" in japanese
    assert not re.search("[a-z]{3,}", re.sub("<[^>]+>", "", japanese))


def test_the_tables_hint_button_says_which_cards_win_the_trick() -> None:
    from cardrules.widgets import GameTable

    sf = GAMES["spoil_five"]
    state = sf.new_game(sf.Rules(players=3), seed=11)
    while not (state.phase == "play" and len(state.trick) == state.rules.players - 1
               and len(state.legal_moves()) > 1):
        state = state.play(state.legal_moves()[0])
    table = GameTable("spoil_five", seed=1, seat=state.to_move, from_url=False)
    table.session.set_history([state])
    table.hint_button.click()
    words = html.unescape(table.hint_box.value)
    assert not table.errors.value
    assert len(re.findall(r"<b>(wins this trick|does not win this trick)</b>", words)) == min(3, len(
        state.legal_moves()))
