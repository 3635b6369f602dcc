"""The Monte Carlo bot and each game's hidden-card sampler: samples agree with everything the seat sees, depend on
nothing else, vary the hidden cards, and the bot is deterministic and finds the obvious move."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from cardrules import GAMES
from cardrules.montecarlo import MonteCarloBot, hint, wilson

SAMPLED = [name for name, module in GAMES.items() if hasattr(module, "sample_state")]


def _positions(game: str, per_preset: int = 12, seed: int = 3):
    """(true state, seat) at decision points of random games over every preset of ``game``."""
    module = GAMES[game]
    out = []
    for p, rules in enumerate(module.PRESETS.values()):
        rng = random.Random(seed * 100 + p)
        state = module.new_game(rules, seed=seed + p)
        states = []
        for _ in range(3000):
            if state.is_over:
                break
            states.append(state)
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
        out.extend((s, s.to_move) for s in rng.sample(states, min(per_preset, len(states))))
    return out


def _hidden(state, seat):
    """What the seat cannot see: the other hands, as multisets."""
    return [Counter(h) for s, h in enumerate(state.hands) if s != seat]


@pytest.mark.parametrize("game", SAMPLED)
def test_a_sample_looks_exactly_like_the_view_and_keeps_every_card(game: str) -> None:
    module = GAMES[game]
    for state, seat in _positions(game):
        view = state.view(seat)
        sample = module.sample_state(view, random.Random(1))
        again = sample.view(seat)
        assert again.zones == view.zones
        assert again.facts == view.facts
        assert again.status == view.status
        assert again.to_move == view.to_move and again.events == view.events
        assert sorted(map(str, again.legal_moves)) == sorted(map(str, view.legal_moves))
        assert Counter(sample.all_cards()) == Counter(state.all_cards())


@pytest.mark.parametrize("game", SAMPLED)
def test_a_sample_depends_on_the_view_only_and_varies_the_hidden_cards(game: str) -> None:
    module = GAMES[game]
    varied = 0
    for state, seat in _positions(game, per_preset=4):
        view = state.view(seat)
        sample = module.sample_state(view, random.Random(5))
        # a different true state showing the same view gives the same sample: nothing hidden can leak in
        other = module.sample_state(view, random.Random(99))
        assert other.view(seat).zones == view.zones
        assert module.sample_state(other.view(seat), random.Random(5)) == sample
        if _hidden(sample, seat) != _hidden(state, seat):
            varied += 1
    assert varied > 0


@pytest.mark.parametrize("game", SAMPLED)
def test_the_bot_plays_legal_moves_and_repeats_itself_for_a_seed(game: str) -> None:
    module = GAMES[game]
    rules = next(iter(module.PRESETS.values()))
    state = module.new_game(rules, seed=11)
    for _ in range(6):
        if state.is_over:
            break
        view = state.view(state.to_move)
        move = MonteCarloBot(4, simulations=24, min_per_move=2).choose(view)
        assert state.is_legal(move)
        assert MonteCarloBot(4, simulations=24, min_per_move=2).choose(view) == move
        state = state.play(move)


def test_the_bot_takes_a_tablanette_worth_28() -> None:
    from cardrules.games import tablanette as t

    state = t.from_position(t.Rules(single_deal=True), hands=["KS 5D 9C", "2C 3C 4H"], table="KH")
    best = MonteCarloBot(0, simulations=60).rank(state.view(0))
    assert str(best[0].move) == "KS take KH"
    assert best[0].chance > best[-1].chance


def test_hint_gives_three_moves_best_first_with_chances() -> None:
    from cardrules.games import packs

    state = packs.new_game(packs.Rules(players=2, single_deal=True), seed=4).play("draw")
    while len(state.legal_moves()) < 3:
        state = state.play(state.legal_moves()[-1])
    top = hint(state.view(state.to_move), simulations=60)
    assert len(top) == 3
    assert all(0.0 <= e.chance <= 1.0 and e.rollouts > 0 for e in top)
    assert [e.chance + 0.001 * e.margin / (1 + abs(e.margin)) for e in top] == sorted(
        (e.chance + 0.001 * e.margin / (1 + abs(e.margin)) for e in top), reverse=True)
    assert hint(state.view(state.to_move), simulations=60) == top


def test_the_bot_refuses_a_view_that_is_not_its_turn() -> None:
    from cardrules.games import dudak

    state = dudak.new_game(dudak.Rules(single_deal=True), seed=2)
    other = (state.to_move + 1) % state.players
    with pytest.raises(ValueError, match="seat to move"):
        MonteCarloBot(0).rank(state.view(other))


def test_wilson_interval() -> None:
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.404, abs=0.001) and hi == pytest.approx(0.596, abs=0.001)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_the_table_hint_button_shows_three_moves_on_request_only(monkeypatch) -> None:
    from cardrules import montecarlo
    from cardrules.widgets import GameTable

    calls = []
    real = montecarlo.advise

    def counting(view, **kw):
        calls.append(view)
        assert kw["budget"] == montecarlo.hint_settings(GAMES["tablanette"]).budget  # anytime, on the game's budget
        return real(view, **{**kw, "simulations": 30})

    monkeypatch.setattr(montecarlo, "advise", counting)
    table = GameTable("tablanette", seed=5, open_hands=True)
    assert calls == [] and table.hint_box.value == ""  # nothing is computed until asked
    table.hint_button.click()
    assert table.errors.value == ""
    assert len(calls) == 1 and calls[0].seat == 0
    assert all(z.cards.count(None) == len(z.cards) for z in calls[0].zones if z.key == "hand/1")  # seat view only
    assert table.hint_box.value.count("<li ") == 3 and " of 10 tries" in table.hint_box.value
    assert re.search(r"each move was tried \d+ times", table.hint_box.value)  # how far the search went
    table.play(table.state.legal_moves()[0])
    assert table.hint_box.value == ""  # a new position clears the old hint
    table.mode.value = "watch"
    assert table.hint_button.disabled


# ---------------------------------------------------------------------------------------------- rollout policies
ROLLOUT_GAMES = [name for name, module in GAMES.items() if hasattr(module, "rollout_move")]
ROLLOUT_CASES = [(name, label) for name in ROLLOUT_GAMES for label in GAMES[name].PRESETS]


def _rollout_game(game: str, rules, seed: int, rng_seed: int) -> list[str]:  # type: ignore[no-untyped-def]
    """A whole game played by the game's rollout policy, every move checked against the rules as it is played."""
    module = GAMES[game]
    rng = random.Random(rng_seed)
    state = module.new_game(rules, seed=seed)
    played = []
    for _ in range(20_000):
        if state.is_over:
            break
        move = module.rollout_move(state, rng)
        # the policy builds its move from the state (often without listing the legal moves): it must be one of them
        assert state.why_illegal(move) is None, (str(move), state.to_dict())
        assert move in state.legal_moves(), str(move)
        played.append(str(move))
        state = state.play(move)
    assert state.is_over and state.result is not None, "the rollout policy's game did not end"
    return played


@pytest.mark.parametrize(("game", "preset"), ROLLOUT_CASES)
def test_a_rollout_policy_plays_only_legal_moves_and_ends_the_game(game: str, preset: str) -> None:
    rules = GAMES[game].PRESETS[preset]
    for seed in range(2):
        _rollout_game(game, rules, seed, rng_seed=seed)


@pytest.mark.parametrize("game", ROLLOUT_GAMES)
def test_a_rollout_policy_repeats_itself_for_a_seed_and_varies_with_it(game: str) -> None:
    rules = GAMES[game].Rules.from_dict({"single_deal": True})
    first = _rollout_game(game, rules, 4, rng_seed=1)
    assert _rollout_game(game, rules, 4, rng_seed=1) == first
    assert any(_rollout_game(game, rules, 4, rng_seed=s) != first for s in range(2, 8))  # its noise varies rollouts


@pytest.mark.parametrize("game", list(GAMES))
def test_the_hint_is_anytime_it_stops_at_its_budget(game: str) -> None:
    """With a budget the search stops when it is spent, with whole rounds of deals, and plays a legal move."""
    import time

    from cardrules.montecarlo import MonteCarloBot

    module = GAMES[game]
    state = module.new_game(module.Rules(), seed=2)
    view = state.view(state.to_move)
    bot = MonteCarloBot(1, simulations=10**6, time_limit=0.3)
    start = time.perf_counter()
    move = bot.choose(view)
    spent = time.perf_counter() - start
    assert move in state.legal_moves()
    assert bot.last_deals >= 1 or len(state.legal_moves()) == 1
    # one round past the budget at most: a round is every candidate played out once from one sampled deal
    assert spent < 0.3 + 3.0
    unbudgeted = MonteCarloBot(1, simulations=16, min_per_move=2)
    unbudgeted.rank(view)
    assert unbudgeted.last_deals >= 2


# ---------------------------------------------------------------------------------------------- the table's Hint
def _advice(chances: list[float], ranks: list[int], moves: list, deals: int = 40, legal: int | None = None):  # type: ignore[no-untyped-def]
    from cardrules.montecarlo import Advice, Hint

    return Hint(tuple(Advice(m, c, 1.0 - i, deals, r) for i, (m, c, r) in enumerate(zip(moves, chances, ranks))),
                deals, legal or len(moves))


@pytest.mark.parametrize("game", list(GAMES))
def test_advice_ranks_have_no_gaps_and_follow_the_estimates(game: str) -> None:
    """Ranks start at 1 and go up by one where a move is told apart from the first of the rank before; the moves come
    best first; a rank shared by moves means their difference is within noise."""
    from cardrules.montecarlo import advise

    module = GAMES[game]
    state = module.new_game(module.Rules(), seed=5)
    while len(state.legal_moves()) < 2:
        state = state.play(state.legal_moves()[0])
    found = advise(state.view(state.to_move), simulations=120, seed=3)
    ranks = [a.rank for a in found.moves]
    assert ranks[0] == 1 and all(b - a in (0, 1) for a, b in zip(ranks, ranks[1:]))
    assert all(a.move in state.legal_moves() for a in found.moves)
    assert found.deals >= 1 and all(a.rollouts == found.deals for a in found.moves)
    assert found.legal == len(state.legal_moves()) and found.alike == (len(set(ranks)) == 1 and len(ranks) > 1)
    assert advise(state.view(state.to_move), simulations=120, seed=3) == found  # deterministic without a budget


def test_moves_told_apart_only_beyond_noise() -> None:
    from cardrules.montecarlo import _told_apart

    assert _told_apart([1.0] * 30, [0.0] * 30)
    assert not _told_apart([1.0, 0.0] * 15, [0.0, 1.0] * 15)  # as often ahead as behind
    assert not _told_apart([1.0] + [0.0] * 29, [0.0] * 30)  # one deal in thirty is noise
    assert not _told_apart([1.0], [0.0])  # one deal tells nothing


def test_a_two_card_pass_in_the_hint_names_the_card_taken_back() -> None:
    from cardrules.games import nine_peak as np
    from cardrules.montecarlo import advise

    state = np.from_position(area="3S 3H 1C", hands=["3C 3D 5S 5H 5C 6C", "1S 2S 4S", "1H 2H 4H"])
    found = advise(state.view(0), simulations=60, seed=1)
    passes = [a for a in found.moves if isinstance(a.move, np.Pass) and a.move.second is not None]
    others = [a for a in found.moves if not (isinstance(a.move, np.Pass) and a.move.second is not None)]
    assert passes and all(isinstance(a.then, np.Take) for a in passes)
    for a in passes:  # the card taken back is one the Area holds after the Pass
        assert a.then in state.play(a.move).legal_moves()
    assert all(a.then is None for a in others)


def test_the_hint_words_figures_in_tens_ranks_without_gaps_and_says_when_moves_are_alike() -> None:
    import html

    from cardrules.games import spoil_five as sf
    from cardrules.i18n import language
    from cardrules.render import hint_html

    state = sf.new_game(sf.Rules(players=3, single_deal=True), seed=2)
    while len([m for m in state.legal_moves() if m.card is not None]) < 4:
        state = state.play(state.legal_moves()[0])
    cards = [m for m in state.legal_moves() if m.card is not None][:4]
    # a choice that is not cards (not robbing), ranked low, follows the three listed with its own rank: the list
    # itself has no gap
    moves = [*cards, sf.Pass()]
    words = html.unescape(hint_html(_advice([0.62, 0.6, 0.3, 0.2, 0.12], [1, 1, 2, 3, 4], moves), game="spoil_five",
                                    one_deal=True))
    values = [int(v) for v in re.findall(r'<li value="(\d+)"', words)]
    assert values == [1, 1, 2]
    assert "Or Do not rob: wins the deal in about 1 of 10 tries (rank 4 of 4)." in words
    assert "wins the deal in about 6 of 10 tries" in words and "about 3 of 10 tries" in words
    assert "could not be told apart" in words and "No move stands out" not in words
    alike = html.unescape(hint_html(_advice([0.5, 0.5, 0.5], [1, 1, 1], cards[:3], deals=12), game="spoil_five",
                                    one_deal=False))
    assert "No move stands out" in alike and "tried 12 times" in alike and "rough" in alike
    assert "ahead when this deal ends" in alike
    with language("ja"):
        ja = html.unescape(hint_html(_advice([0.62, 0.6, 0.3], [1, 1, 2], cards[:3]), game="spoil_five",
                                     one_deal=True))
    assert "10回の試行のうち約6回ディールに勝つ" in ja and not re.search("[a-z]{3,}", re.sub("<[^>]+>", "", ja))
