"""Rules that always deal and end, and samples that agree with the view (issue 41, points 4 and 5).

* A seeded sweep draws ``Rules`` combinations of every game (every field; both sides of every boolean, every option,
  numbers at their minimum, maximum and between): an accepted combination is dealt and played to its end with random
  moves (bounded), a refused one raises ``RulesError`` naming a field of the rules, with a reason in English and in
  Japanese. 9 Peak's refilled setup is also dealt in the worst order of its deck.
* At every decision of random games over a few of those combinations that together take every boolean, option and
  bound of every game, after every move the game lists, ``sample_state`` of the next seat's view agrees with it: the
  sampled state shows that seat the same view (hand sizes, stock size, known cards, facts, log, moves) and holds
  the same cards.

The counts of each run (games, decisions, checks) are printed with ``-s`` and gathered in the run's summary.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from itertools import combinations
from typing import Any

import pytest

from cardrules import GAMES
from cardrules.errors import RulesError
from cardrules.games import nine_peak
from cardrules.games.nine_peak.rules import RESHUFFLES, _peak_free_chance, refill_worst_case
from cardrules.i18n import language

RANDOM_COMBOS = {"tablanette": 40, "spoil_five": 40, "packs": 40, "dudak": 40, "nine_peak": 90}
"""Random combinations drawn per game, besides one per edge value of each field (9 Peak's fields interact most)."""

DECISIONS = 200_000
"""A game still going after this many decisions fails the sweep: a combination that cannot end."""


def _edges(module: Any, spec: dict[str, Any]) -> list[Any]:
    """The values of a field every sweep takes: both booleans, every option, a number's bounds (packs' player
    count is a set of counts, and one it refuses)."""
    if spec["type"] is bool:
        return [False, True]
    if "options" in spec:
        return list(spec["options"])
    if "min" in spec:
        return [spec["min"], spec["max"]]
    assert spec["name"] == "players", spec  # the one field of another kind
    return [*module.PLAYER_COUNTS, max(module.PLAYER_COUNTS) - 1]


def _draw(module: Any, spec: dict[str, Any], rng: random.Random) -> Any:
    if "min" in spec:
        lo, hi = spec["min"], spec["max"]
        pick = rng.random()
        return lo if pick < 0.15 else hi if pick < 0.3 else rng.randint(lo, hi)
    return rng.choice(_edges(module, spec))


def combos(game: str) -> list[dict[str, Any]]:
    """The sweep's combinations for ``game``, always the same: the write-up's rules with one field at each of its
    edge values, then combinations of every field drawn at random."""
    module = GAMES[game]
    specs = module.Rules.spec()
    out = [{spec["name"]: value} for spec in specs for value in _edges(module, spec)]
    rng = random.Random(f"rules-sweep/{game}")
    out += [{spec["name"]: _draw(module, spec, rng) for spec in specs} for _ in range(RANDOM_COMBOS[game])]
    return out


def _play_out(state: Any, rng: random.Random) -> tuple[Any, int]:
    decisions = 0
    while not state.is_over:
        assert decisions < DECISIONS, f"no end after {DECISIONS} decisions: {state.rules}"
        moves = state.legal_moves()
        assert moves, f"no move listed in a game not over: {state.rules}"
        state = state.play(moves[rng.randrange(len(moves))])
        decisions += 1
    assert state.result is not None
    return state, decisions


@pytest.mark.parametrize("game", list(GAMES))
def test_every_rules_combination_deals_and_ends_or_is_refused_naming_a_field(game: str, report: list[str]) -> None:
    module = GAMES[game]
    names = {f.name for f in dataclasses.fields(module.Rules)}
    accepted: list[Any] = []
    refused = decisions = checks = 0
    fields_refused: Counter[str] = Counter()
    for k, fields in enumerate(combos(game)):
        try:
            rules = module.Rules.from_dict(fields)
        except RulesError as err:
            refused += 1
            assert err.field in names, (fields, err.field)
            fields_refused[err.field] += 1
            assert err.reason and str(err).startswith(f"{err.field}: ")
            with language("ja"), pytest.raises(RulesError) as ja:
                module.Rules.from_dict(fields)
            assert ja.value.field == err.field and ja.value.reason == err.reason  # the same refusal, as data
            with language("ja"):
                japanese = str(ja.value)
            assert japanese != str(err), err.reason  # worded from the catalogue of the language it is shown in
            checks += 3
            continue
        state = module.new_game(rules, seed=k)
        final, n = _play_out(state, random.Random(k))
        accepted.append(rules)
        decisions += n
        checks += 2
    # every edge value of every field was dealt and played, in an accepted combination
    for spec in module.Rules.spec():
        taken = {getattr(r, spec["name"]) for r in accepted}
        missing = [v for v in _edges(module, spec) if v not in taken and not (spec["name"] == "players" and
                                                                               v not in module.PLAYER_COUNTS)]
        assert not missing, (spec["name"], missing)
    line = (f"rules sweep {game}: {len(accepted) + refused} combinations, {len(accepted)} games dealt and played "
            f"to the end ({decisions} decisions), {refused} refused ({dict(fields_refused)}), {checks} checks")
    print(line)
    report.append(line)


# ------------------------------------------------------------------------------------ 9 Peak: its setup's limits
def test_the_issues_nine_peak_rules_are_refused_in_the_rules_the_form_the_link_and_the_command_line(capsys) -> None:
    """Issue 41, point 4: every deal of these rules failed with a saved game's error (start.hands[0]); the rules
    themselves are now refused, with the reason, wherever rules are given."""
    fields = {"max_number": 2, "peak": 3, "setup_peak": "refill"}
    with pytest.raises(RulesError, match="can set aside up to 17 cards") as err:
        nine_peak.Rules(**fields)
    assert err.value.field == "setup_peak"
    from cardrules.__main__ import main
    from cardrules.share import parse_query
    from cardrules.widgets import RulesForm

    form = RulesForm(nine_peak.Rules())
    form.controls["max_number"].value = 2
    form.controls["peak"].value = 3
    form.controls["setup_peak"].value = "refill"
    assert "setup_peak" in form.error.value and "set aside up to 17 cards" in form.error.value
    assert form.rules.setup_peak == "reshuffle"  # the last rules that deal stay
    link = parse_query(nine_peak, "seed=1&rules=max_number:2,peak:3,setup_peak:refill")
    assert any("set aside up to 17 cards" in p for p in link.problems), link.problems
    nine_peak.new_game(link.rules, seed=1)  # the link's rules are ones that deal
    assert main(["simulate", "nine_peak", "--rules", "max_number=2", "peak=3", "setup_peak=refill"]) == 2
    assert "error: rule setup_peak: refilling an Area of 6 cards" in capsys.readouterr().err
    with language("ja"), pytest.raises(RulesError, match="最大17枚が除外され"):
        nine_peak.Rules(**fields)


def _worst_deck(rules: nine_peak.Rules) -> list[Any]:
    """The deck order that sets the most cards aside in a refilled setup: each number's whole groups of
    peak - n cards first (each group peaks as its last card is dealt, the Area empty before it), then the rest."""
    deck = list(rules.deck())
    first: list[Any] = []
    for n in range(1, rules.max_number + 1):
        group = rules.peak - n
        if group - 1 < rules.area_size:
            cards = [c for c in deck if c.number == n]
            take = len(cards) // group * group
            first += cards[:take]
    rest = Counter(deck) - Counter(first)
    return first + list(rest.elements())


def test_a_refilled_setup_dealt_in_its_worst_order_leaves_a_card_for_everyone_at_the_limit() -> None:
    """The rules' bound is exact: at the combinations where the worst order leaves exactly one card per player, that
    order deals hands of one card; with one player more the rules are refused."""
    at_limit = []
    for mx, peak, copies, jokers, area, players in [(2, 3, 1, 0, 1, 3), (2, 5, 1, 2, 3, 3), (2, 6, 1, 2, 4, 4),
                                                    (3, 5, 2, 1, 5, 4), (4, 6, 2, 2, 6, 5)]:
        fields = {"max_number": mx, "peak": peak, "copies_per_suit": copies, "jokers_per_number": jokers,
                  "area_cards": area, "area_cards_five": area, "players": players, "setup_peak": "refill"}
        try:
            rules = nine_peak.Rules(**fields)
        except RulesError:
            continue
        if len(rules.deck()) - rules.area_size - refill_worst_case(rules) != players:
            continue
        at_limit.append(rules)
        state = nine_peak.from_deck(rules, _worst_deck(rules))
        assert [len(h) for h in state.hands] == [1] * players
        assert len(state.out) == refill_worst_case(rules)  # every group was set aside
        if players < 5:
            with pytest.raises(RulesError) as err:
                nine_peak.Rules(**{**fields, "players": players + 1})
            assert err.value.field == "setup_peak"
    assert len(at_limit) >= 3


def test_the_chance_of_an_area_without_a_peak_is_exact_and_a_too_rare_area_is_refused() -> None:
    # the count of the rules against every Area of a small deck
    rules = nine_peak.Rules(max_number=3, peak=5, copies_per_suit=1, jokers_per_number=1, area_cards=4, players=3)
    deck = list(rules.deck())
    for area in range(0, 8):
        free = sum(1 for cards in combinations(range(len(deck)), area)
                   if all(n + sum(1 for i in cards if deck[i].number == n) < rules.peak for n in (1, 2, 3)))
        total = len(list(combinations(range(len(deck)), area)))
        cards_of = tuple(rules.cards_of(n) for n in range(1, 10))
        assert _peak_free_chance(rules.peak, 3, cards_of, area) == pytest.approx(free / total)
    # about one shuffle in 1925 deals this Area: 10,000 reshuffles fail for about one seed in 180
    with pytest.raises(RulesError, match="once in 1925 shuffles") as err:
        nine_peak.Rules(max_number=5, peak=6, copies_per_suit=1, jokers_per_number=0, area_cards=10, players=3)
    assert err.value.field == "area_cards"
    smaller = nine_peak.Rules(max_number=5, peak=6, copies_per_suit=1, jokers_per_number=0, area_cards=9, players=3)
    assert nine_peak.new_game(smaller, seed=0).hands[0]
    assert RESHUFFLES == 10_000


# ------------------------------------------------------------------------------------- sampling from a view
def _covering(game: str) -> list[Any]:
    """A few accepted combinations of the sweep that together take every edge value of every field (greedy)."""
    module = GAMES[game]
    specs = module.Rules.spec()
    pool = []
    for fields in combos(game)[::-1]:  # the random ones first: each covers many values at once
        try:
            pool.append(module.Rules.from_dict(fields))
        except RulesError:
            continue
    wanted = {(s["name"], v) for s in specs for v in _edges(module, s)
              if not (s["name"] == "players" and v not in module.PLAYER_COUNTS)}
    chosen = []
    while wanted:
        best = max(pool, key=lambda r: len({(s["name"], getattr(r, s["name"])) for s in specs} & wanted))
        got = {(s["name"], getattr(best, s["name"])) for s in specs} & wanted
        assert got, wanted
        chosen.append(best)
        wanted -= got
    return chosen


SAMPLE_DECISIONS = 400
"""Decisions of each game checked (a game of many deals is checked over its first ones)."""


def _agrees(module: Any, state: Any, rng: random.Random) -> None:
    seat = state.to_move
    view = state.view(seat)
    sample = module.sample_state(view, rng)
    again = sample.view(seat)
    hands = [z.count for z in view.zones if z.key.startswith("hand/")]
    assert [z.count for z in again.zones if z.key.startswith("hand/")] == hands
    assert again.zones == view.zones  # stock and every other size, and every card the seat sees
    assert again.facts == view.facts and again.to_move == view.to_move and again.events == view.events
    assert sorted(map(str, again.legal_moves)) == sorted(map(str, view.legal_moves))
    assert Counter(sample.all_cards()) == Counter(state.all_cards())


@pytest.mark.parametrize("game", list(GAMES))
def test_a_sample_agrees_with_the_view_after_every_listed_move(game: str, report: list[str]) -> None:
    module = GAMES[game]
    games = decisions = checks = 0
    for k, rules in enumerate(_covering(game)):
        rng = random.Random(k)
        state = module.new_game(rules, seed=100 + k)
        games += 1
        for _ in range(SAMPLE_DECISIONS):
            if state.is_over:
                break
            moves = state.legal_moves()
            for move in moves:
                after = state.play(move)
                if not after.is_over:
                    _agrees(module, after, rng)
                    checks += 1
            decisions += 1
            state = state.play(moves[rng.randrange(len(moves))])
    line = f"samples {game}: {games} games, {decisions} decisions, {checks} samples checked after every listed move"
    print(line)
    report.append(line)


def test_the_issues_spoil_five_robbery_samples_the_robbers_hand_at_its_size() -> None:
    """Issue 41, point 5: after "rob 10H discard 10H" the robber's known card (the turn-up) may be its discard, so a
    sample must not keep it in the hand (it gave hands of [2, 2, 2] against the view's [1, 2, 2], and a stock of
    35 against 36)."""
    from cardrules.games import spoil_five as sf

    state = sf.new_game(sf.Rules(players=3, single_deal=True), seed=11).play_many(
        "rob 10H discard 10H, lead 5S, play 4S, play 9H, lead 6C, play 6H, play 3H, lead 9S, play 5H, play QH, lead 9D")
    view = state.view(1)
    for seed in range(20):
        sample = sf.sample_state(view, random.Random(seed))
        assert [len(h) for h in sample.hands] == [1, 2, 2] and len(sample.stock) == 36
        _agrees(sf, state, random.Random(seed))
