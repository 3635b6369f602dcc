"""The bots' fast path against the rule it restates: ``ai.best_set`` (suit counts packed into one int per number,
``ai._best_packed``) must equal the plain statement of "the best set this hand could lay now": every set of every
size the hand could lay, scored by :func:`set_score`, the highest kept.

The plain version enumerates sets up to their suits (``set_score`` reads only a set's size and suits), so it stays
exact on the big hands and deep Areas that real play rarely reaches, where listing every card combination would
take hours."""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence

import pytest

from cardrules.cards import Card, Suit
from cardrules.games.nine_peak import Rules, ai, best_set, can_count_as, set_score

SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.JOKER)


def plain_best_set(hand: Sequence[Card], in_area: Mapping[int, int], peak: int, joker_suits: str) -> int:
    """The highest :func:`set_score` of any set the hand could lay now (a set of N: N hand cards that can each
    count as N), every choice of suits tried."""
    best = 0
    for n in range(1, min(len(hand), peak - 1) + 1):
        fit = [c for c in hand if can_count_as(c, n, in_area.get(c.number, 0))]
        by_suit = {s: [c for c in fit if c.suit is s] for s in SUITS}
        for take in itertools.product(*(range(len(by_suit[s]) + 1) for s in SUITS)):
            if sum(take) != n:
                continue
            cards = [c for s, k in zip(SUITS, take) for c in by_suit[s][:k]]
            best = max(best, set_score(cards, joker_suits)[0])
    return best


def _random_case(rng: random.Random, rules: Rules, big: bool) -> tuple[list[Card], dict[int, int]]:
    deck = list(rules.deck())
    hand = rng.sample(deck, rng.randrange(0, min(len(deck), 24 if big else 12) + 1))
    area = {}
    for k in range(1, rules.max_number + 1):
        if rng.random() < (0.9 if big else 0.6):
            area[k] = rng.randrange(0, max(1, rules.peak - k))  # up to one short of the peak
    return hand, area


RULES = [Rules(), Rules(peak=7), Rules(joker_suits="printed"), Rules(max_number=5, copies_per_suit=3),
         Rules(peak=12, max_number=9, copies_per_suit=4, jokers_per_number=3, area_cards=0),
         Rules(peak=12, max_number=9, copies_per_suit=4, jokers_per_number=3, area_cards=0, joker_suits="printed"),
         Rules(jokers_per_number=0, players=3), Rules(peak=4, max_number=3, copies_per_suit=1, area_cards=0)]


@pytest.mark.parametrize("rules", RULES, ids=lambda r: str(r.changed() or "draft"))
def test_the_packed_best_set_is_the_plain_best_set(rules: Rules) -> None:
    rng = random.Random(f"best-set/{rules}")
    for i in range(600):
        hand, area = _random_case(rng, rules, big=i % 3 == 0)
        assert best_set(hand, area, rules.peak, rules.joker_suits) == plain_best_set(
            hand, area, rules.peak, rules.joker_suits), (hand, area)


def test_the_plain_version_is_every_card_combination_on_small_hands() -> None:
    """The reference itself, checked against the most literal reading (every combination of hand cards)."""
    rng = random.Random("plain")
    for rules in (Rules(), Rules(joker_suits="printed"), Rules(jokers_per_number=3)):
        for _ in range(300):
            hand, area = _random_case(rng, rules, big=False)
            hand = hand[:9]
            brute = 0
            for n in range(1, min(len(hand), rules.peak - 1) + 1):
                fit = [c for c in hand if can_count_as(c, n, area.get(c.number, 0))]
                for cards in itertools.combinations(fit, n):
                    brute = max(brute, set_score(cards, rules.joker_suits)[0])
            assert plain_best_set(hand, area, rules.peak, rules.joker_suits) == brute, (hand, area)


def test_every_suit_mix_and_joker_count_is_met() -> None:
    """The random cases reach what is rare in play: five suits in one set, several Jokers, sets of 8 and more."""
    rules = RULES[4]
    rng = random.Random(f"best-set/{rules}")
    seen_jokers, seen_big = 0, 0
    for i in range(600):
        hand, area = _random_case(rng, rules, big=i % 3 == 0)
        seen_jokers = max(seen_jokers, sum(1 for c in hand if c.suit is Suit.JOKER))
        seen_big = max(seen_big, len(hand))
    assert seen_jokers >= 4 and seen_big >= 20


def _packed(hand: Sequence[Card], in_area: Mapping[int, int]) -> tuple[list[int], list[int]]:
    tab = [0] * 10
    for c in hand:
        tab[c.key & 15] += 1 << (8 * (c.key >> 4))
    return tab, [in_area.get(n, 0) for n in range(10)]


def test_the_totals_after_a_take_are_the_totals_of_the_hand_after_it() -> None:
    """The heuristic bot values each take of a two-card Pass by correcting the totals before it (``_after_take``)
    instead of adding the hand up again (``_totals``): both must agree, and give the same best set, with any floor."""
    rng = random.Random(11)
    checked = 0
    for rules in (Rules(), Rules(max_number=5, copies_per_suit=3), Rules(peak=7), Rules(joker_suits="printed")):
        wild = rules.joker_suits != "printed"
        for _ in range(1500):
            hand, in_area = _random_case(rng, rules, big=False)
            n = rng.randrange(1, rules.max_number + 1)
            if not in_area.get(n):
                continue
            take = rng.choice([c for c in rules.deck() if c.number == n])  # a card of number n lying in the Area
            tab, counts = _packed(hand, in_area)
            top = min(len(hand) + 1, rules.peak - 1)
            if top < 1:
                continue
            base = ai._totals(tab, counts, top)
            after_tab, after_counts = _packed([*hand, take], {**in_area, n: in_area[n] - 1})
            bit = 1 << (8 * (take.key >> 4))
            corrected = ai._after_take(base, n, bit, tab[n], after_counts[n], top)
            assert corrected == ai._totals(after_tab, after_counts, top)
            floor = rng.randrange(0, 30)
            assert ai._best_of(corrected, top, wild, floor) == ai._best_packed(after_tab, after_counts, top, wild,
                                                                                 floor)
            assert ai._best_packed(after_tab, after_counts, top, wild, floor) == max(
                floor, ai._best_packed(after_tab, after_counts, top, wild))
            checked += 1
    assert checked > 2000
