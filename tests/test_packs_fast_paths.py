"""Packs: every fast path that restates the group-value rule agrees with the plain statement of it.

The rule (the write-up's <特別の組み合わせの点数>, with the best pairing when a group holds several pairs): a group of
hand cards of one suit is worth its cards' play values, except that separate same-suit pairs of 2-5 may count as
their digits read as a number (5-4 is 54). ``group_value`` states it, with ``_best_pairs`` (a search over counts of
fives, fours, threes and twos); everything else asks it. Here it is checked against a brute force over every set of
separate pairs, on thousands of random groups, including the whole of a suit held twice (two decks), which real play
rarely reaches; and so are the move list's groups (``_groups_of``) and the rollout policy's cheapest group.

Two copies of the rule made for speed went: the rollout policy's ``_fast_value`` and the move list's valuation worked
out inline from its picks. Measured in one run against ``group_value`` as it is now (the same deals, CPU time), neither
was faster beyond the noise, so both now call ``group_value``.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

from cardrules.cards import Card, Suit
from cardrules.games.packs import ai, lessons, rules
from cardrules.games.packs.rules import Rules, group_value, pair_value, play_value

RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
VARIANTS = [Rules(special_pairs=sp, several_pairs=many) for sp in (True, False) for many in (True, False)]


def brute_value(cards: tuple[Card, ...], r: Rules) -> int:
    """The rule stated plainly: the plain sum, plus the best gain over every set of separate pairs of 2-5 (at most
    one pair when ``several_pairs`` is off); a mixed-suit group counts plainly."""
    plain = sum(play_value(c) for c in cards)
    if not r.special_pairs or len({c.suit for c in cards}) != 1:
        return plain
    low = [c.number for c in cards if 2 <= c.number <= 5]

    def gain(rest: list[int], left: int) -> int:
        if left == 0 or len(rest) < 2:
            return 0
        first, others = rest[0], rest[1:]
        best = gain(others, left)  # the first low card stays single
        for i, b in enumerate(others):
            best = max(best, pair_value(first, b) - first - b + gain(others[:i] + others[i + 1:], left - 1))
        return best

    return plain + gain(low, 99 if r.several_pairs else 1)


def random_group(rng: random.Random, suit: Suit, most: int) -> tuple[Card, ...]:
    """A random group of one suit from two decks (every card at most twice), of 1 to ``most`` cards; low cards
    drawn more often, since the pairs are where the rule is subtle."""
    pool = [Card(r, suit) for r in RANKS for _ in range(2)]
    weights = [4 if r in ("2", "3", "4", "5") else 1 for r in RANKS for _ in range(2)]
    size = rng.randint(1, most)
    picked: list[Card] = []
    idx = list(range(len(pool)))
    for _ in range(size):
        k = rng.choices(idx, weights=[weights[i] for i in idx])[0]
        idx.remove(k)
        picked.append(pool[k])
    return tuple(picked)


@pytest.mark.parametrize("r", VARIANTS, ids=lambda r: f"pairs={r.special_pairs},several={r.several_pairs}")
def test_group_value_agrees_with_the_plain_rule(r: Rules) -> None:
    rng = random.Random(f"packs/{r.special_pairs}/{r.several_pairs}")
    checked = 0
    for _ in range(3000):
        suit = rng.choice((Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS))
        group = random_group(rng, suit, 12)
        expected = brute_value(group, r)
        assert group_value(group, r) == expected, group
        assert group_value(reversed(group), r) == expected  # order does not matter
        checked += 1
    # the rare big ones: a whole suit, and a whole suit held twice (every low card doubled: four pairs of twins)
    for suit in (Suit.SPADES, Suit.HEARTS):
        whole = tuple(Card(x, suit) for x in RANKS)
        for group in (whole, whole + whole, whole + tuple(Card(x, suit) for x in ("5", "4", "3", "2"))):
            assert group_value(group, r) == brute_value(group, r)
            checked += 1
    assert checked >= 3000


def test_the_best_pairs_search_agrees_with_the_plain_rule_on_every_count() -> None:
    """``_best_pairs`` over counts of fives, fours, threes and twos, for every count a two-deck suit allows."""
    for fives in range(3):
        for fours in range(3):
            for threes in range(3):
                for twos in range(3):
                    cards = tuple(Card(str(n), Suit.HEARTS) for n, k in ((5, fives), (4, fours), (3, threes),
                                                                        (2, twos)) for _ in range(k))
                    plain = sum(map(play_value, cards))
                    for most, r in ((99, Rules()), (1, Rules(several_pairs=False))):
                        got = plain + rules._best_pairs((fives, fours, threes, twos), most)
                        assert got == brute_value(cards, r), (cards, most)


def test_every_group_the_move_list_builds_is_valued_by_the_rule() -> None:
    """``_groups_of`` lists every distinct sub-group of a hand's cards of one suit with its value, sorted by value:
    each value is ``group_value``'s, no group twice, none missing (a multiset of n distinct cards held k_i times has
    prod(k_i + 1) - 1 sub-groups)."""
    rng = random.Random("packs/groups")
    for trial in range(400):
        r = VARIANTS[trial % len(VARIANTS)]
        hand = rules._sorted(random_group(rng, Suit.CLUBS, 9 if trial % 20 else 14))
        groups = rules._groups(hand, r)
        counts = Counter(hand)
        expected = 1
        for k in counts.values():
            expected *= k + 1
        assert len(groups) == expected - 1
        assert len({g for _, g in groups}) == len(groups)
        values = [v for v, _ in groups]
        assert values == sorted(values)
        for value, group in groups:
            assert not Counter(group) - counts
            assert value == group_value(group, r) == brute_value(group, r), group


def test_the_cheapest_group_of_the_rollout_policy_is_the_fewest_cards_that_win() -> None:
    """The rollout policy's ``_cheapest_group`` (which stops at the first size that wins) against a search over
    every group: the fewest cards worth more than the target, the lowest value among those; None when none wins."""
    rng = random.Random("packs/cheapest")
    r = Rules()
    for _ in range(1500):
        hand = random_group(rng, Suit.DIAMONDS, ai._GREEDY_LIMIT)
        target = rng.randint(1, 60)
        got = ai._cheapest_group(hand, target, r)
        wins = [g for k in range(1, len(hand) + 1) for g in combinations(hand, k) if group_value(g, r) > target]
        if not wins:
            assert got is None
            continue
        assert got is not None and group_value(got, r) > target
        fewest = min(len(g) for g in wins)
        assert len(got) == fewest
        assert group_value(got, r) == min(group_value(g, r) for g in wins if len(g) == fewest)


def test_the_lessons_best_pairing_reaches_the_rules_value() -> None:
    rng = random.Random("packs/pairing")
    for _ in range(1000):
        group = random_group(rng, Suit.SPADES, 8)
        for r in VARIANTS:
            parts, value = lessons.best_pairing(group, r)
            assert value == group_value(group, r)
            assert sorted(c for p in parts for c in p) == sorted(group)
            shown = sum(pair_value(p[0].number, p[1].number) if len(p) == 2 else play_value(p[0]) for p in parts)
            assert shown == value, (group, parts)
