"""9 Peak's players that are not people: the heuristic bot, the hidden-card sampler and the settings of the Monte
Carlo bot (:mod:`cardrules.montecarlo`); its rollout policy, and the packed arithmetic both bots weigh sets with, are
in :mod:`cardrules.games.nine_peak.rollout`. None of this is a rule of the game; the rules
are in :mod:`cardrules.games.nine_peak.rules`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from math import comb, inf, nextafter
from operator import attrgetter

from cardrules._mypyc import mypyc_attr
from cardrules.cards import Card, Suit, shuffle
from cardrules.games.nine_peak.rollout import _SIZES_SPANNED, _after_take, _best_of, _best_packed, _totals
from cardrules.games.nine_peak.rollout import rollout_move as rollout_move
from cardrules.games.nine_peak.rules import (
    Move,
    Rules,
    State,
    Take,
    _kinds,
    _sorted,
    reaches_peak,
    set_score,
)
from cardrules.log import Log
from cardrules.protocol import MonteCarloSettings, View, start_json


# ------------------------------------------------------------------------------------------------ the heuristic bot
def best_set(hand: Sequence[Card], in_area: Mapping[int, int], peak: int, joker_suits: str = "wild") -> int:
    """The score of the best single set ``hand`` could play now (an estimate used by :class:`HeuristicBot`): for
    each size N, the cards that can count as N, scored all-different if enough suits differ, else by the most
    common suit plus Jokers.

    >>> from cardrules.cards import parse_cards
    >>> best_set(parse_cards("3S 3H 5D 5C 5X 1S"), {3: 2}, 9)
    25
    """
    # the packed form the rollout policy uses (see _best_packed): a third of the heuristic bot's time went here
    tab = [0] * 10
    for c in hand:
        tab[c.key & 15] += 1 << (8 * (c.key >> 4))
    counts = [in_area.get(n, 0) for n in range(10)]
    return _best_packed(tab, counts, min(len(hand), peak - 1), joker_suits != "printed")


def _play_floor(best: float, points: int, risk: float) -> int:
    """As :func:`_floor` for a Play banking ``points``, valued ``points + 0.7 * s - risk`` (in that order); 0 when
    best is -1e9 or below (nothing valued yet) or when even 0 beats it."""
    if best <= -1e9:
        return 0
    floor = max(0, int((best - points + risk) / 0.7))
    while floor and points + 0.7 * floor - risk > best:
        floor -= 1
    while points + 0.7 * (floor + 1) - risk <= best:
        floor += 1
    return floor


def _floor(best: float, gained: int = 0, risk: float = 0.0) -> int:
    """The largest set score ``s`` (at least 0) with which a move banking ``gained`` and leaving ``risk`` would not
    beat ``best``: ``gained + (0.7 * s - risk) <= best``, in these very float operations (the ones
    :class:`HeuristicBot` values a move with), so that any score up to it leaves the move behind alike. When even 0
    beats ``best`` it is 0, and the caller must not take it for a value that loses."""
    floor = max(0, int((best - gained + risk) / 0.7))
    while floor and gained + (0.7 * floor - risk) > best:
        floor -= 1
    while gained + (0.7 * (floor + 1) - risk) <= best:
        floor += 1
    return floor


def _risk(order: Sequence[int], counts: Sequence[int], peak: int) -> float:
    """HeuristicBot's risk of an Area with ``counts[n]`` cards of each number ``n``: for each number one card short
    of the peak, half of what it would give the next player; two cards short, a sixth. Added up in ``order`` (the
    numbers in the order their first card lies in the Area), so that the sum is always the same float."""
    total = 0.0
    for n in order:
        c = counts[n]
        gap = peak - n - c
        if gap == 1:
            total += (c + 1) / 2
        elif gap == 2:
            total += (c + 2) / 6
    return total


def _risk_terms(order: Sequence[int], counts: Sequence[int], peak: int) -> list[tuple[int, float]]:
    """The terms of :func:`_risk`, each with its number, in ``order``: a take changes its own number's term only,
    so the risk after each take is these with one term replaced (:func:`_risk_after_take`)."""
    terms: list[tuple[int, float]] = []
    for n in order:
        c = counts[n]
        gap = peak - n - c
        if gap == 1:
            terms.append((n, (c + 1) / 2))
        elif gap == 2:
            terms.append((n, (c + 2) / 6))
    return terms


def _risk_after_take(terms: Sequence[tuple[int, float]], n: int, c: int, peak: int) -> float | None:
    """:func:`_risk` after a take leaves ``c`` cards of number ``n``, from the terms before it (:func:`_risk_terms`):
    the others' terms, then ``n``'s. ``None`` when there are more than two terms: their order may then change the
    float sum, and the caller adds them up again in the order of the Area without the card (as the plain bot does)."""
    risk = 0.0
    count = 0
    for m, term in terms:
        if m != n:
            risk += term
            count += 1
    if c:
        gap = peak - n - c
        if gap == 1:
            risk += (c + 1) / 2
            count += 1
        elif gap == 2:
            risk += (c + 2) / 6
            count += 1
    return risk if count <= 2 else None


def _order_without(pool: Sequence[Card], key: int, left: int) -> list[int]:
    """The numbers of ``pool`` in the order they first appear, once the first card of ``key`` is taken out (``left``
    cards of its number then remain)."""
    i = next(i for i, c in enumerate(pool) if c.key == key)
    if left and any(c.key & 15 == key & 15 for c in pool[:i]):
        return list(dict.fromkeys(c.key & 15 for c in pool))  # an earlier card of the number keeps its place
    return list(dict.fromkeys(c.key & 15 for j, c in enumerate(pool) if j != i))

_PLAY_POINTS: dict[int, int] = {}
"""The points of a set (:func:`set_score`) by its size and suit counts, which are all set_score reads: by ``(suits ×
16 + size) × 2 + wild``, the suits packed a byte each as in :func:`best_set`."""


def _play_points(suits: int, n: int, joker_suits: str) -> int:
    """:func:`set_score`'s points of a set of ``n`` cards with the packed suit counts ``suits``, kept."""
    key = (suits << 5) + (n << 1) + (joker_suits == "wild")
    points = _PLAY_POINTS.get(key)
    if points is None:
        cards = [_CARD_OF_SUIT[s] for s in range(5) for _ in range((suits >> 8 * s) & 255)]
        points = _PLAY_POINTS[key] = set_score(cards, joker_suits)[0]
    return points

_CARD_OF_SUIT = [Card("1", suit) for suit in (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.JOKER)]
"""A card of each suit by its index in ``Card.key`` (``key >> 4``): set_score reads only the suits."""

_CARD_KEY = attrgetter("key")
"""``card.key`` as a function that runs in C (with ``map``)."""

_AREA_KEYS = tuple(f"area/{n}" for n in range(1, 10))
"""The keys of the Area's zones, one per number (``Rules.max_number`` is at most 9)."""

_NO_BOUND = 1 << 20
"""A bound on a best set score not known: above any (a set of n scores at most n × n)."""


def _shuffled(rng: random.Random, total: int) -> list[int]:
    """``list(range(total))`` shuffled as ``rng.shuffle`` shuffles it (:func:`cardrules.cards.shuffle`: a bot
    shuffles its moves at every decision, and random.shuffle's call per item was a twentieth of a deal)."""
    order = list(range(total))
    shuffle(rng, order)
    return order


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled in a wheel (hatch_build.py), it may still be subclassed
class HeuristicBot:
    """A greedy 9 Peak player that looks one move ahead, from what its seat may see (a :class:`View`).

    Each move is valued as the points it banks now (a set's score; the peak cards it collects), plus 0.7 × the best
    set the hand could still play afterwards (:func:`best_set`), minus the risk it leaves for the next player: a
    number one card short of the peak costs half of what that peak would give them, two cards short a sixth.
    A set with a Joker also costs the no-Joker bonus it gives up. A two-card Pass is valued with the best card it
    could then take back; the take itself picks the Area card that leaves the best hand and the least risk.
    Ties go to the earliest listed move, after a shuffle from ``rng`` so that equal bots differ.

    For speed it values the moves from the hand's kinds of card, in the order of the list of legal moves, without
    building them (the shuffle is drawn on their indexes; only the move chosen is built), each hand on the whole
    hand's totals (:func:`_totals`) corrected by the few cards it lacks or gains, and each move only as far as it
    could still beat the best move so far (a floor, the largest score that would not, lets the best set stop early).
    Two-card Passes that reach no peak are valued by their two numbers, with bounds shared by the group (the hand
    with every Area card) and by each number taken back; the one-card Passes that reach no peak, and the groups of
    two numbers, each have a bound for all of them at once (the whole hand with every number's range one further).
    Its choices are those of the same bot written on card
    lists (``tests/engine/test_nine_peak_bot_matches_plain.py`` plays both side by side). The moves are valued Plays
    first, two-card Passes last (the higher the best so far, the fewer Passes are valued in full), and a Play against a
    bound first (the best set of the whole hand).
    """

    def __init__(self, rng: random.Random | int = 0) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def choose(self, view: View) -> Move:
        legal = view.legal_moves
        total = len(legal)
        if not total:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        seat = view.to_move
        assert seat is not None
        rules: Rules = view.rules
        peak, wild, mult = rules.peak, rules.joker_suits != "printed", rules.bonus_multiplier
        # The zones by key, read in one pass (each view.zone call looks through them all).
        zones = {z.key: z.cards for z in view.zones}
        hand = [c for c in zones[f"hand/{seat}"] if c is not None]
        area = [c for key in _AREA_KEYS[:rules.max_number] for c in zones[key] if c is not None]
        # This seat's sets on the table (a zone each, numbered from 0): whether one has a Joker, and the largest size
        # (0: none), which the no-Joker bonus depends on. (Read from the table, not the log: the log holds the same
        # sets in a dealt game, and a position set up for a lesson may have sets that no event played.)
        joker_played, largest = False, 0
        k = 0
        while True:
            cards = zones.get(f"sets/{seat}/{k}")
            if cards is None:
                break
            for c in cards:
                if c is not None and c.suit is Suit.JOKER:
                    joker_played = True
            if len(cards) > largest:
                largest = len(cards)
            k += 1
        # The choice is the best move of the shuffled list, the earliest among equals. Only each move's place in the
        # shuffled list matters, so the indexes are shuffled (the same draws as shuffling the moves) and a move is
        # built only once chosen: the moves are valued from the hand's kinds of card, listed here in the order of
        # the list of legal moves.
        shuffled = _shuffled(self.rng, total)
        # The hand packed as in best_set (one int per number, a byte per suit) and the Area as counts per number in
        # the order numbers first appear (the order the risk is added up in, so each value is the same float).
        tab = [0] * 10
        for c in hand:
            tab[c.key & 15] += 1 << (8 * (c.key >> 4))
        area_counts = [0] * 10
        area_order: list[int] = []
        for c in area:
            n = c.key & 15
            if not area_counts[n]:
                area_order.append(n)
            area_counts[n] += 1

        def potential(tab: list[int], size: int, counts: list[int]) -> float:
            return 0.7 * _best_packed(tab, counts, min(size, peak - 1), wild)

        if type(legal[0]) is Take:  # the take after a two-card Pass: one Take per Area card code
            # Each take valued as after_take values them: the hand's totals before the take corrected for the card
            # taken (_after_take), the risk from its terms before the take (a take changes its own number's only),
            # and a floor, the largest score with which the take would not beat the best so far (the takes are
            # valued in the shuffled order, so beating means more than equalling).
            chosen: Move | None = None
            best_value = -inf
            top = min(len(hand) + 1, peak - 1)
            base = _totals(tab, area_counts, top)
            base_terms = _risk_terms(area_order, area_counts, peak)
            take_floors: dict[tuple[float, float], int] = {}
            for i in shuffled:
                take = legal[i]
                key = take.take.key
                n = key & 15
                lying = area_counts[n] - 1
                take_risk = _risk_after_take(base_terms, n, lying, peak)
                if take_risk is None:  # more than two terms: added up in the order of the Area without the card
                    counts = list(area_counts)
                    counts[n] = lying
                    take_risk = _risk(_order_without(area, key, lying), counts, peak)
                floor = 0
                if best_value > -1e9:
                    floor = take_floors.get((best_value, take_risk), -1)
                    if floor < 0:  # (the same few pairs recur)
                        floor = take_floors[best_value, take_risk] = _floor(best_value, 0, take_risk)
                score = _best_of(_after_take(base, n, 1 << (8 * (key >> 4)), tab[n], lying, top), top, wild, floor)
                v = 0.7 * score - take_risk
                if v > best_value:
                    chosen, best_value = take, v
            assert chosen is not None
            return chosen

        # each move's place in the shuffled list, by its index in the list of legal moves (the inverse permutation)
        place = [0] * total
        for p, i in enumerate(shuffled):
            place[i] = p
        area_risk = _risk(area_order, area_counts, peak)
        # The whole hand's totals (_totals) under the Area as it is: every hand valued below is this hand less a card
        # or a few, plus at most one, under the Area with a card or two more or one less, and _totals adds up each
        # card's range, so its totals are these corrected by a few products (a range's field past hand_top, the
        # largest set size any of them tries, is not kept: no size above it is read).
        hand_top = min(len(hand), peak - 1)
        spans = _SIZES_SPANNED
        whole_totals = _totals(tab, area_counts, hand_top)
        whole_hand = _best_of(whole_totals, hand_top, wild, 0)
        # The kinds of card held (Card.key), in hand order, and how many of each: the list of legal moves lists
        # the Plays of each size, then a one-card Pass of each kind, then the two-card Passes (see _every_move).
        kinds, avail = _kinds(hand)
        nums: list[int] = []
        kind_bits: list[int] = []
        for c in kinds:
            nums.append(c.key & 15)
            kind_bits.append(1 << (8 * (c.key >> 4)))
        count = len(kinds)

        pass_top = min(len(hand) - 1, peak - 1)  # the largest set worth trying after a two-card Pass and its take

        # Each kind's card packed (its suit's byte) and its range in the whole hand's totals (a Play takes these out).
        kind_spans = []
        for k, m in enumerate(nums):
            hi = m + area_counts[m]
            kind_spans.append(kind_bits[k] * spans[m][hi if hi < hand_top else hand_top])
        hand_part = 0.7 * whole_hand
        wild_key = rules.joker_suits == "wild"

        def pass_value(cards: tuple[Card, ...]) -> float:
            """The value of the Pass of ``cards`` (one, or two in the order placed)."""
            second = cards[1] if len(cards) > 1 else None
            left = list(tab)
            pool = list(area)
            counts = list(area_counts)
            gained = 0
            for c in cards:
                n = c.key & 15
                left[n] -= 1 << (8 * (c.key >> 4))
                pool.append(c)
                counts[n] += 1
                if reaches_peak(n, counts[n], peak):
                    gained += counts[n]
                    counts[n] = 0
                    pool = [x for x in pool if x.key & 15 != n]
            size = len(hand) - len(cards)
            if second is not None and pool:
                return gained + after_take(left, size, pool, counts, gained)
            return gained + potential(left, size, counts) - _risk(list(dict.fromkeys(c.key & 15 for c in pool)),
                                                                   counts, peak)

        def after_take(left: list[int], size: int, pool: list[Card], counts: list[int], gained: int) -> float:
            """The best value of taking back one card of ``pool`` (``counts`` its cards of each number) after a Pass
            that reached a peak, banking ``gained``."""
            best = -1e9
            keys = {c.key for c in pool}
            top = min(size + 1, peak - 1)
            bound = top * top  # at most the best score of any take (a set of n scores at most n × n)
            if limit[0] > -1e9:
                # A bound first: whatever is taken, the hand is at most the hand with every card of the pool and
                # the Area at most the pool (a best set only grows with either), and the risk is not negative. A
                # Pass that cannot beat the best move so far even so is not valued card by card.
                every = list(left)
                for key in keys:
                    every[key & 15] += 1 << (8 * (key >> 4))
                floor = _floor(limit[0], gained)
                bound = _best_packed(every, counts, top, wild, floor)
                if bound <= floor and gained + 0.7 * floor <= limit[0]:
                    # an upper bound of its value, not above the best so far (a floor held at 0 may be above it:
                    # then the takes are valued one by one, each with its risk)
                    return 0.7 * floor
            order = list(dict.fromkeys(c.key & 15 for c in pool))
            # What each size could be made of before the take (_totals); a take changes one number's cards and
            # range only, so each take's totals are these with that number's few sizes corrected.
            base = _totals(left, counts, top)
            # The risk's terms before the take, in the pool's order: a take changes its own number's term only.
            base_terms = _risk_terms(order, counts, peak)
            for key in keys:
                n, bit = key & 15, 1 << (8 * (key >> 4))
                counts[n] -= 1
                left[n] += bit
                # The risk: with at most two terms their order cannot change the sum, else it is added up again in
                # the order of the pool without the card taken (as the plain bot does).
                risk = _risk_after_take(base_terms, n, counts[n], peak)
                if risk is None:
                    risk = _risk(_order_without(pool, key, counts[n]), counts, peak)
                # Only a take that makes this Pass beat the best move so far needs its exact potential. The bound
                # above holds for each take too: a take whose value would not beat the best so far even at its bound
                # is valued at its bound (no more than the best so far: this Pass is not chosen for it).
                score = -1  # not known yet: valued in full below
                floor = 0
                if limit[0] > -1e9:
                    beat = limit[0]
                    if gained + (0.7 * bound - risk) <= beat:
                        score = bound
                    else:
                        # Any score up to the floor (the largest whose value would not beat it, in these very float
                        # operations) leaves the Pass behind alike, and the best set of a hand is found faster with
                        # a floor to beat.
                        floor = _floor(beat, gained, risk)
                if score < 0:  # = _best_packed(left, counts, top, wild, floor)
                    score = _best_of(_after_take(base, n, bit, left[n] - bit, counts[n], top), top, wild, floor)
                best = max(best, 0.7 * score - risk)
                left[n] -= bit
                counts[n] += 1
            return best

        # The moves are valued in another order than listed, the ones likely best first (a Play banks points; a
        # two-card Pass, most of the list, is dear to value in full): the higher the best so far, the more Passes
        # its bounds leave unvalued. A move placed before the best so far in the shuffled list wins a tie, so it is
        # valued against the next float below that best: beating it means equalling the best.
        limit = [-1e9]  # what the move being valued must beat (the value functions read it for their bounds)
        # The floors (_floor) found so far, by what they beat and the risk, for moves that bank nothing: the moves
        # below ask for the same few again and again (the best so far changes seldom).
        floors: dict[tuple[float, float], int] = {}
        best_value, best_place, best_index = -1e9, total, -1  # every move is placed before: it beats -1e9 - ε

        # The Plays, listed first: for each size n, every choice of n kinds among those that can count as n, the
        # most copies of the earlier kinds first (as the list of legal moves lists them).
        sizes: list[tuple[int, int, Iterable[tuple[int, ...]]]] = []  # (the index of its first Play, n, combos)
        index = 0
        # For each size n, the kinds that can count as n (a kind of number m counts as m .. m + the Area's cards of
        # m), how many cards of them are held, and whether one of them is held twice; in one pass over the kinds.
        play_top = min(len(hand), peak - 1)
        fits: list[list[int]] = [[] for _ in range(play_top + 1)]
        held_at = [0] * (play_top + 1)
        twice = [False] * (play_top + 1)
        for k, m in enumerate(nums):
            copies = avail[k]
            hi = m + area_counts[m]
            for n in range(m, (hi if hi < play_top else play_top) + 1):
                fits[n].append(k)
                held_at[n] += copies
                if copies > 1:
                    twice[n] = True
        for n in range(1, play_top + 1):
            fit = fits[n]
            if held_at[n] < n:
                continue
            if not twice[n]:
                combos: Iterable[tuple[int, ...]] = combinations(fit, n)  # counted, made only if valued
                sizes.append((index, n, combos))
                index += comb(len(fit), n)
            else:
                combos = list(dict.fromkeys(combinations([k for k in fit for _ in range(avail[k])], n)))
                sizes.append((index, n, combos))
                index += len(combos)
        play_floors: dict[tuple[float, int], int] = {}  # _play_floor by what to beat and the points banked
        for first, n, combos in reversed(sizes):  # the largest sets first
            if best_value > -1e9:
                # A bound for the whole size: a set of n scores at most n × n (plus the no-Joker bonus it may add),
                # and the best set left after it is at most the whole hand's, as play_value's own bound.
                most = n * n + (0 if joker_played else mult * (max(largest, n) - largest))
                if most + 0.7 * whole_hand - area_risk <= nextafter(best_value, -inf):
                    continue
            listed = combos if isinstance(combos, list) else list(combos)
            # The no-Joker bonus a set of n adds (keeps) or gives up, while none of this seat's sets has a Joker.
            keep = 0 if joker_played else mult * max(largest, n) - mult * largest
            give_up = 0 if joker_played else -mult * largest
            left_top = min(len(hand) - n, peak - 1)
            for i in range(first + len(listed) - 1, first - 1, -1):
                here = place[i]
                beat = best_value if here > best_place else nextafter(best_value, -inf)
                combo = listed[i - first]
                suits = 0  # the set's suit counts, packed a byte per suit
                for k in combo:
                    suits += kind_bits[k]
                points = _PLAY_POINTS.get((suits << 5) + (n << 1) + wild_key)  # _play_points, kept
                if points is None:
                    points = _play_points(suits, n, rules.joker_suits)
                points += give_up if suits >> 32 else keep
                # A bound first: the hand's best set now is at least the best set left after the Play.
                if points + hand_part - area_risk <= beat:
                    continue
                totals = whole_totals
                for k in combo:
                    totals -= kind_spans[k]
                floor = play_floors.get((beat, points), -1)
                if floor < 0:  # (the same few pairs recur)
                    floor = play_floors[beat, points] = _play_floor(beat, points, area_risk)
                score = _best_of(totals, left_top, wild, floor)
                v = points + 0.7 * score - area_risk
                if v > beat:
                    best_value, best_place, best_index = v, here, i
        # Then a one-card Pass of each kind: when it reaches no peak, the hand less the card under the Area with one
        # more card of its number; the risk is the same for each kind of a number.
        # Whether a card of each number held reaches no peak when placed (quiet_one), nor a second one (quiet_two),
        # and the risk a one-card Pass of the number leaves when it reaches no peak (the same for each kind).
        quiet_one, quiet_two = [False] * 10, [False] * 10
        single_risks: dict[int, float] = {}
        further = 0  # the whole hand's cards, each number's range one further (read by the bounds below)
        for n in set(nums):
            quiet_one[n] = not reaches_peak(n, area_counts[n] + 1, peak)
            quiet_two[n] = quiet_one[n] and not reaches_peak(n, area_counts[n] + 2, peak)
            hi = n + area_counts[n] + 1
            if hi <= hand_top:
                further += tab[n] << 40 * hi
            if quiet_one[n]:
                counts = list(area_counts)
                counts[n] += 1
                single_risks[n] = _risk(list(dict.fromkeys([*area_order, n])), counts, peak)
        # A bound for every one-card Pass reaching no peak at once: the hand it leaves is at most the whole hand
        # with each number's range one further, and its risk at least the least of them; when that cannot beat the
        # best so far (the next float below it, as a Pass placed before the best must), none is valued.
        quiet_too = True
        if single_risks and best_value > -1e9:
            beat = nextafter(best_value, -inf)
            least = min(single_risks.values())
            floor = floors.get((beat, least), -1)
            if floor < 0:
                floor = floors[beat, least] = _floor(beat, 0, least)
            if 0.7 * floor - least <= beat and _best_of(whole_totals + further, pass_top, wild, floor) <= floor:
                quiet_too = False
        for k in range(count):
            n = nums[k]
            if not quiet_one[n]:
                here = place[index]
                limit[0] = beat = best_value if here > best_place else nextafter(best_value, -inf)
                v = pass_value((kinds[k],))
            elif not quiet_too:
                index += 1
                continue
            else:
                here = place[index]
                beat = best_value if here > best_place else nextafter(best_value, -inf)
                lost = single_risks[n]
                hi = n + area_counts[n] + 1  # the number's range reaches one further
                totals = whole_totals + (tab[n] << 40 * hi) if hi <= hand_top else whole_totals
                totals -= (1 << (8 * (kinds[k].key >> 4))) * spans[n][hi if hi < hand_top else hand_top]
                floor = 0
                if beat > -1e9:
                    floor = floors.get((beat, lost), -1)
                    if floor < 0:
                        floor = floors[beat, lost] = _floor(beat, 0, lost)
                score = _best_of(totals, pass_top, wild, floor)
                v = 0.7 * score - lost
            if v > beat:
                best_value, best_place, best_index = v, here, index
            index += 1
        # Then the two-card Passes: of each kind, both of its cards if held twice, each other kind of the same number
        # in both orders, each kind of a higher number. A Pass that reaches a peak is valued on its own; the others
        # by their two numbers (see below), the two orders of two kinds of one number as one (with no peak their
        # order changes nothing: the same Area, the same hand, the same cards to take).
        groups: dict[int, list[tuple[int, int, int, int]]] = {}  # 16 × na + nb: (place, index, kind a, kind b)
        peaking: list[tuple[int, int, int, int]] = []
        if len(hand) >= 2:
            for i in range(count):
                ni = nums[i]
                quiet_i = quiet_one[ni]
                if avail[i] >= 2:
                    entry = (place[index], index, i, i)
                    if quiet_two[ni]:
                        groups.setdefault(ni * 17, []).append(entry)
                    else:
                        peaking.append(entry)
                    index += 1
                j = i + 1
                while j < count and nums[j] == ni:
                    if quiet_two[ni]:
                        here, there = place[index], place[index + 1]
                        entry = (here, index, i, j) if here < there else (there, index + 1, j, i)
                        groups.setdefault(ni * 17, []).append(entry)
                    else:
                        peaking += [(place[index], index, i, j), (place[index + 1], index + 1, j, i)]
                    index += 2
                    j += 1
                for k in range(j, count):
                    nk = nums[k]
                    entry = (place[index], index, i, k)
                    if quiet_i and quiet_one[nk]:
                        groups.setdefault(ni * 16 + nk, []).append(entry)
                    else:
                        peaking.append(entry)
                    index += 1
        assert index == total, "the moves counted here are not the list of legal moves"
        for here, i, a, b in peaking:
            limit[0] = beat = best_value if here > best_place else nextafter(best_value, -inf)
            v = pass_value((kinds[a], kinds[b]))
            if v > beat:
                best_value, best_place, best_index = v, here, i

        # A Pass of numbers na and nb reaching no peak, then a take of a card of number n, leaves the Area's counts
        # of each number at C' = the Area's + na + nb - n, the same for every Pass of the group, and a hand of
        # the hand - the two cards passed + the card taken: as _totals adds up each card's range under C', the
        # totals of that hand are those of the whole hand under C' (found once per group and n) less the two cards'
        # ranges plus the card taken's, three products. Its value is 0.7 × the best set of those totals - the risk
        # of C' (added up in the order of the Area without the card taken, the same for the whole group; see
        # _order_without), the best take the Pass's. A Pass is not valued in full when a bound shows it cannot
        # beat the best so far (a take's score is at most the best set of the hand with every Area card of number
        # n, take_bound, and the group's at most the best set of the hand with every Area card, pair_bounds).
        top = hand_top  # (the fields kept; the sizes read go up to pass_top)
        area_keys = list(dict.fromkeys(map(_CARD_KEY, area)))
        area_bits = [0] * 10  # one card of each Area code, packed by number
        keys_of: list[list[int]] = [[], [], [], [], [], [], [], [], [], []]  # the Area codes of each number
        for key in area_keys:
            area_bits[key & 15] += 1 << (8 * (key >> 4))
            keys_of[key & 15].append(key)
        # The groups' bound below reads the whole hand with one more card of each Area code: their totals under the
        # Area as it is, and per number the cards held or lying once (a number's step one further is theirs).
        extra_base = 0
        for m in area_order:
            hi = m + area_counts[m]
            extra_base += area_bits[m] * spans[m][hi if hi < top else top]
        if groups and best_value > -1e9:
            # A bound for every group of two numbers at once: the whole hand with one more card of each Area code,
            # each number's range one further (no Pass of two numbers reaching no peak, then a take, leaves more;
            # a group of one number reaches two further and keeps its own bound below). It must beat the next float
            # below the best so far, as a Pass placed before the best must (their places are not looked up here).
            beat = nextafter(best_value, -inf)
            floor = floors.get((beat, 0.0), -1)
            if floor < 0:
                floor = floors[beat, 0.0] = _floor(beat)
            if 0.7 * floor <= beat:
                every = whole_totals + extra_base + further  # (further: the hand's cards, each range one further)
                for m in area_order:  # and one card of each Area code, its range one further
                    hi = m + area_counts[m] + 1
                    if hi <= top:
                        every += area_bits[m] << 40 * hi
                if _best_of(every, pass_top, wild, floor) <= floor:
                    groups = {pair: entries for pair, entries in groups.items() if pair >> 4 == pair & 15}
        for pair, entries in groups.items():
            na, nb = pair >> 4, pair & 15
            beat = best_value if min(entries)[0] > best_place else nextafter(best_value, -inf)
            counts = list(area_counts)  # C' before the take
            counts[na] += 1
            counts[nb] += 1
            whole = whole_totals  # each number's range reaches one further
            extra = extra_base
            hi = na + area_counts[na] + 1
            if hi <= top:
                whole += tab[na] << 40 * hi
                extra += area_bits[na] << 40 * hi
            hi = nb + counts[nb]
            if hi <= top:
                whole += tab[nb] << 40 * hi
                extra += area_bits[nb] << 40 * hi
            group_top = _NO_BOUND  # the group's bound, once found
            if beat > -1e9:
                # The group's bound: the hand with one more card of each Area code under C' (no Pass of the group
                # leaves more: the two cards passed, if not lying there, are in both).
                floor = floors.get((beat, 0.0), -1)
                if floor < 0:
                    floor = floors[beat, 0.0] = _floor(beat)
                if 0.7 * floor <= beat:
                    group_top = _best_of(whole + extra, pass_top, wild, floor)
                    if group_top <= floor:
                        continue
            pool_order = list(dict.fromkeys([*area_order, na, nb]))
            takes: list[tuple[int, int, int, int, int, list[int], float | None, int]] = []
            group_terms = _risk_terms(pool_order, counts, peak)  # the risk's terms of C', in the pool's order
            for n in pool_order:
                hi = n + counts[n]
                base = whole - (tab[n] << 40 * hi) if hi <= top else whole  # its cards no longer count as hi
                hi -= 1
                span_n = spans[n][hi if hi < top else top]
                # The risk of C' after the take: with at most two terms their order cannot change the sum;
                # otherwise it is added up for each key taken (below).
                risk = _risk_after_take(group_terms, n, counts[n] - 1, peak)
                take_top = group_top  # the best set after any take of number n, at most (that hand is in the group's)
                if risk is not None and beat > -1e9:
                    if 0.7 * group_top - risk <= beat:
                        continue  # even the group's bound, less this risk, does not beat the best so far
                    # The takes of number n leave at most the hand with one more card of each Area code of n.
                    floor = floors.get((beat, risk), -1)
                    if floor < 0:
                        floor = floors[beat, risk] = _floor(beat, 0, risk)
                    if 0.7 * floor - risk <= beat:
                        take_top = _best_of(base + area_bits[n] * span_n, pass_top, wild, floor)
                        if take_top <= floor:
                            continue  # no take of number n lifts a Pass of the group above the best so far
                a_hi, b_hi = na + counts[na] - (na == n), nb + counts[nb] - (nb == n)
                takes.append((n, base, spans[na][a_hi if a_hi < top else top], spans[nb][b_hi if b_hi < top else top],
                              span_n, keys_of[n], risk, take_top))
            if not takes:
                continue
            risks: dict[int, float] = {}  # by the key taken (-1, -2: the first or second card passed, taken back)
            for here, i, a, b in entries:
                beat = best_value if here > best_place else nextafter(best_value, -inf)
                key_a, key_b = kinds[a].key, kinds[b].key
                bit_a, bit_b = 1 << (8 * (key_a >> 4)), 1 << (8 * (key_b >> 4))
                best = -1e9
                limit_now = beat
                for n, base, span_a, span_b, span_n, keys, risk, take_top in takes:
                    if risk is not None and 0.7 * take_top - risk <= limit_now:
                        continue  # no take of n beats the best so far, nor this Pass's best take so far
                    held = base - bit_a * span_a - bit_b * span_b
                    if n in (na, nb):
                        # the cards passed can be taken back too
                        if n == na and key_a not in keys:
                            keys = [*keys, key_a]
                        if n == nb and key_b != key_a and key_b not in keys:
                            keys = [*keys, key_b]
                    for key in keys:
                        r = risk
                        if r is None:
                            variant = key if key in area_keys else (-1 if key == key_a else -2)
                            r = risks.get(variant)
                            if r is None:
                                after = list(counts)
                                after[n] -= 1
                                r = risks[variant] = _risk(_order_without([*area, kinds[a], kinds[b]], key, after[n]),
                                                           after, peak)
                        floor = 0
                        if limit_now > -1e9:
                            floor = floors.get((limit_now, r), -1)
                            if floor < 0:
                                floor = floors[limit_now, r] = _floor(limit_now, 0, r)
                        score = _best_of(held + (1 << (8 * (key >> 4))) * span_n, pass_top, wild, floor)
                        v = 0.7 * score - r
                        if v > best:
                            best = v
                            if v > limit_now:
                                limit_now = v
                if best > beat:
                    best_value, best_place, best_index = best, here, i
        move: Move = legal[best_index]
        return move

    def __repr__(self) -> str:
        return "HeuristicBot()"


# ------------------------------------------------------------------------------------------- simulation hooks
def sample_state(view: View, rng: random.Random) -> State:
    """A full state consistent with everything ``view`` shows, the hidden cards dealt at random (for the Monte
    Carlo bot). Built from the view alone: the viewer's hand, the Area, the sets, peak piles and cards set aside,
    the hand and unused-pile sizes, and the public log (a card taken back from the Area stays known in the taker's
    hand until it is placed or played; who triggered the end; whether the player to move must take)."""
    if view.seat is None or view.is_over or view.to_move is None:
        raise ValueError("sample_state needs a seat's view of a game in progress")
    rules: Rules = view.rules
    n = rules.players
    start_player = int(view.fact("start_player"))
    known: list[Counter[Card]] = [Counter() for _ in range(n)]
    ender = None
    for e in view.events:
        if e.kind == "take" and e.seat is not None:  # a player's event always names the seat
            known[e.seat][e.cards[0]] += 1
        elif e.kind in ("place", "play") and e.seat is not None:
            known[e.seat] -= Counter(e.cards)
        elif e.kind == "end_trigger" and ender is None:
            ender = e.seat
    last = view.events[-1] if view.events else None
    taking = last is not None and last.seat == view.to_move and last.kind in ("place", "peak")
    area = tuple(c for k in range(1, rules.max_number + 1) for c in view.zone(f"area/{k}").cards if c is not None)
    hands = [tuple(c for c in view.zone(f"hand/{s}").cards if c is not None) for s in range(n)]
    # Sets lie face up, one zone each (sets/<seat>/<k>, in the order laid).
    sets = [tuple(tuple(c for c in z.cards if c is not None) for z in view.zones if z.key.startswith(f"sets/{s}/"))
            for s in range(n)]
    peaks = tuple(next((tuple(c for c in z.cards if c is not None) for z in view.zones if z.key == f"peaks/{s}"), ())
                  for s in range(n))  # a seat without peak cards has no peaks zone
    out = tuple(c for c in view.zone("out").cards if c is not None) if any(z.key == "out" for z in view.zones) else ()
    pile_size = view.zone("pile").count if any(z.key == "pile" for z in view.zones) else 0
    hidden = [s for s in range(n) if view.zone(f"hand/{s}").count and not hands[s]]
    seen = Counter(area) + Counter(out) + Counter(c for h in hands for c in h)
    seen += Counter(c for p in peaks for c in p) + Counter(c for x in sets for st in x for c in st)
    for s in hidden:
        seen += +known[s]
    pool = list((Counter(rules.deck()) - seen).elements())
    rng.shuffle(pool)
    for s in hidden:
        mine_known = tuple((+known[s]).elements())
        need = view.zone(f"hand/{s}").count - len(mine_known)
        hands[s], pool = _sorted(mine_known + tuple(pool[:need])), pool[need:]
    pile = tuple(pool[:pile_size])
    # A pile drawn or a short hand marked in the view belongs to a dealt game (State.dealt): the sample says it was
    # dealt too, so that its view draws them alike.
    marked = any(z.note for z in view.zones if z.key.startswith("hand/"))
    start = start_json(kind="sample", **({"seed": None} if pile_size or marked else {}))
    return State(rules=rules, start=start, hands=tuple(hands), area=area, sets=tuple(sets),
                 peaks=peaks, pile=pile, out=out, start_player=start_player, turn=view.to_move, taking=taking,
                 ender=ender, over=False, log=Log.of(events=view.events), score_lines=())


MONTE_CARLO = MonteCarloSettings(simulations=600, rollout="game", caution=1.0)
