"""9 Peak's players that are not people: the heuristic bot, the hidden-card sampler and the rollout policy that the
Monte Carlo bot (:mod:`cardrules.montecarlo`) uses, and its settings. None of this is a rule of the game; the rules
are in :mod:`cardrules.games.nine_peak.rules`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from math import inf, isqrt, nextafter

from cardrules.cards import Card, Suit
from cardrules.games.nine_peak.rules import (
    Move,
    Pass,
    Play,
    Rules,
    State,
    Take,
    _new_play,
    _sorted,
    reaches_peak,
    set_score,
)
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


def _order_without(pool: Sequence[Card], key: int, left: int) -> list[int]:
    """The numbers of ``pool`` in the order they first appear, once the first card of ``key`` is taken out (``left``
    cards of its number then remain)."""
    i = next(i for i, c in enumerate(pool) if c.key == key)
    if left and any(c.key & 15 == key & 15 for c in pool[:i]):
        return list(dict.fromkeys(c.key & 15 for c in pool))  # an earlier card of the number keeps its place
    return list(dict.fromkeys(c.key & 15 for j, c in enumerate(pool) if j != i))


def _valuing_rank(move: Move) -> int:
    """The order :class:`HeuristicBot` values moves in (see its ``choose``): Plays, the largest sets first, then
    Takes, then one-card Passes, then two-card Passes."""
    if type(move) is Play:
        return -move.n
    if type(move) is Take:
        return 0
    return 1 if move.second is None else 2  # type: ignore[union-attr]


class HeuristicBot:
    """A greedy 9 Peak player that looks one move ahead, from what its seat may see (a :class:`View`).

    Each move is valued as the points it banks now (a set's score; the peak cards it collects), plus 0.7 × the best
    set the hand could still play afterwards (:func:`best_set`), minus the risk it leaves for the next player: a
    number one card short of the peak costs half of what that peak would give them, two cards short a sixth.
    A set with a Joker also costs the no-Joker bonus it gives up. A two-card Pass is valued with the best card it
    could then take back; the take itself picks the Area card that leaves the best hand and the least risk.
    Ties go to the earliest listed move, after a shuffle from ``rng`` so that equal bots differ.

    For speed it values moves on the hand packed as :func:`best_set` packs it, and a two-card Pass only as far as it
    could still beat the best move so far (bounds first: for Passes that reach no peak, bounds shared by the Passes
    of the same two numbers, for all their takes and for the takes of each number; then each take against a floor);
    its choices are those of the same bot written on card lists (``tests/test_nine_peak_bot.py`` plays both side by
    side). The moves are valued Plays first, two-card Passes last (the higher the best so far, the fewer Passes are
    valued in full), and a Play against a bound first (the best set of the whole hand).
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
        peak, wild, mult = rules.peak, rules.joker_suits != "printed", rules.bonus_multiplier
        hand = [c for c in view.zone(f"hand/{seat}").cards if c is not None]
        area = [c for n in range(1, rules.max_number + 1) for c in view.zone(f"area/{n}").cards if c is not None]
        mine = [e.cards for e in view.events if e.kind == "play" and e.seat == seat]
        joker_played = any(c.suit is Suit.JOKER for s in mine for c in s)
        largest = max((len(s) for s in mine), default=0)
        self.rng.shuffle(moves)
        # The hand packed as in best_set (one int per number, a byte per suit) and the Area as counts per number in
        # the order numbers first appear (the order the risk is added up in, so each value is the same float).
        tab = [0] * 10
        for c in hand:
            tab[c.key & 15] += 1 << (8 * (c.key >> 4))
        area_counts = [0] * 10
        for c in area:
            area_counts[c.key & 15] += 1
        area_order = list(dict.fromkeys(c.key & 15 for c in area))
        area_risk = _risk(area_order, area_counts, peak)
        whole_hand = _best_packed(tab, area_counts, min(len(hand), peak - 1), wild)

        # For two-card Passes without a peak (value): the hand with one more card of each Area code, their top size
        # and their after_take bounds by the two numbers passed.
        with_area = list(tab)
        for key in {c.key for c in area}:
            with_area[key & 15] += 1 << (8 * (key >> 4))
        pass_top = min(len(hand) - 1, peak - 1)
        pair_bounds: dict[int, int] = {}
        # A take of number n after such a Pass leaves a hand of at most the hand with one more card of each Area code
        # of number n (a card passed and taken back leaves less), and the Area is the same for every Pass of the same
        # two numbers: one bound for all those takes, tighter than after_take's bound with every code at once.
        with_number: dict[int, list[int]] = {}
        take_bounds: dict[int, int] = {}

        area_numbers = {c.key & 15 for c in area}
        pass_bounds: dict[int, int] = {}

        # These bounds are found with the floor of the Pass being valued (max(floor, bound), as _best_packed gives
        # them: faster), which is still a bound for the Passes valued later, whose floors are no lower (the best so
        # far only grows); the floor of a take is at least its Pass's floor.

        def pass_bound(na: int, nb: int, floor: int) -> int:
            """The largest take_bound of a Pass of numbers ``na`` and ``nb`` reaching no peak: a bound of every take
            (or any bound above ``floor``)."""
            found = pass_bounds.get(na * 16 + nb)
            if found is None:
                counts = list(area_counts)
                counts[na] += 1
                counts[nb] += 1
                found = floor
                for n in area_numbers | {na, nb}:
                    counts[n] -= 1
                    found = max(found, take_bound(na * 16 + nb, n, counts, floor))
                    counts[n] += 1
                    if found > floor:
                        return found  # enough for this Pass, but not the largest: not kept
                pass_bounds[na * 16 + nb] = found
            return found

        def take_bound(pair: int, n: int, counts: list[int], floor: int) -> int:
            """The bound of a take of number ``n`` after a Pass of the numbers ``pair`` reaching no peak (``counts``
            the Area's after the take), at least ``floor`` (the floor of the Pass)."""
            found = take_bounds.get(pair * 16 + n)
            if found is None:
                hand_n = with_number.get(n)
                if hand_n is None:
                    hand_n = with_number[n] = list(tab)
                    for key in {c.key for c in area if c.key & 15 == n}:
                        hand_n[n] += 1 << (8 * (key >> 4))
                found = take_bounds[pair * 16 + n] = _best_packed(hand_n, counts, pass_top, wild, floor)
            return found

        def potential(tab: list[int], size: int, counts: list[int]) -> float:
            return 0.7 * _best_packed(tab, counts, min(size, peak - 1), wild)

        def value(m: Move) -> float:
            if isinstance(m, Take):
                n, bit = m.take.key & 15, 1 << (8 * (m.take.key >> 4))
                counts = list(area_counts)
                counts[n] -= 1
                order = _order_without(area, m.take.key, counts[n])
                after = list(tab)
                after[n] += bit
                return potential(after, len(hand) + 1, counts) - _risk(order, counts, peak)
            if isinstance(m, Play):
                points = set_score(m.cards, rules.joker_suits)[0]
                if not joker_played:
                    keep = mult * max(largest, m.n)
                    points += -mult * largest if any(c.suit is Suit.JOKER for c in m.cards) else keep - mult * largest
                # A bound first: the hand's best set now is at least the best set left after the Play.
                most = points + 0.7 * whole_hand - area_risk
                if most <= best_so_far[0]:
                    return most
                left = list(tab)
                for c in m.cards:
                    left[c.key & 15] -= 1 << (8 * (c.key >> 4))
                return points + potential(left, len(hand) - m.n, area_counts) - area_risk
            second = m.second
            na, nb = m.first.key & 15, (second.key & 15 if second is not None else 0)
            if second is not None and best_so_far[0] > -1e9 and not reaches_peak(na, area_counts[na] + 1, peak) \
                    and not reaches_peak(nb, area_counts[nb] + 1 + (na == nb), peak):
                # No peak: after_take's bound (below) on a hand of at most the hand with one of each Area code
                # (the two cards passed, if not lying there, are in both) and the Area with these two cards,
                # one bound for every Pass of the same two numbers, checked against this Pass's floor first.
                bound = pair_bounds.get(na * 16 + nb)
                if bound is None:
                    counts = list(area_counts)
                    counts[na] += 1
                    counts[nb] += 1
                    bound = pair_bounds[na * 16 + nb] = _best_packed(with_area, counts, pass_top, wild)
                floor = _floor(best_so_far[0])
                # (the floor is never below 0: when even 0 would beat the best so far, the Pass is valued in full,
                # its risk included, as a bound of 0 then says only that no take makes a set)
                if bound <= floor and 0.7 * floor <= best_so_far[0]:
                    return 0.7 * floor  # what after_take returns when its own bound is no more than the floor
                if 0.7 * floor <= best_so_far[0] and pass_bound(na, nb, floor) <= floor:
                    return 0.7 * floor  # not above the best so far, like its value (not chosen either way)
            left = list(tab)
            pool = list(area)
            counts = list(area_counts)
            gained = 0
            for c in m.cards:
                n = c.key & 15
                left[n] -= 1 << (8 * (c.key >> 4))
                pool.append(c)
                counts[n] += 1
                if reaches_peak(n, counts[n], peak):
                    gained += counts[n]
                    counts[n] = 0
                    pool = [x for x in pool if x.key & 15 != n]
            size = len(hand) - len(m.cards)
            if m.second is not None and pool:
                # (a Pass that reaches no peak gains nothing: its takes have bounds by number, see after_take)
                return gained + after_take(left, size, pool, counts, gained, na * 16 + nb if not gained else -1)
            return gained + potential(left, size, counts) - _risk(list(dict.fromkeys(c.key & 15 for c in pool)),
                                                                   counts, peak)

        def after_take(left: list[int], size: int, pool: list[Card], counts: list[int], gained: int,
                       pair: int) -> float:
            """The best value of taking back one card of ``pool`` (``counts`` its cards of each number); ``pair``
            the numbers passed (16 × first + second) if the Pass reached no peak, else -1."""
            best = -1e9
            keys = {c.key for c in pool}
            top = min(size + 1, peak - 1)
            bound = top * top  # at most the best score of any take (a set of n scores at most n × n)
            pass_floor = 0  # the floor of the Pass, of its value without any take's risk (for take_bound)
            if best_so_far[0] > -1e9:
                # A bound first: whatever is taken, the hand is at most the hand with every card of the pool and
                # the Area at most the pool (a best set only grows with either), and the risk is not negative. A
                # Pass that cannot beat the best move so far even so is not valued card by card.
                every = list(left)
                for key in keys:
                    every[key & 15] += 1 << (8 * (key >> 4))
                floor = _floor(best_so_far[0], gained)
                bound = _best_packed(every, counts, top, wild, floor)
                pass_floor = floor
                if bound <= floor and gained + 0.7 * floor <= best_so_far[0]:
                    # an upper bound of its value, not above the best so far (a floor held at 0 may be above it:
                    # then the takes are valued one by one, each with its risk)
                    return 0.7 * floor
            order = list(dict.fromkeys(c.key & 15 for c in pool))
            # What each size could be made of before the take (_totals); a take changes one number's cards and
            # range only, so each take's totals are these with that number's few sizes corrected.
            base = _totals(left, counts, top)
            # The risk's terms before the take, in the pool's order: a take changes its own number's term only.
            base_terms: list[tuple[int, float]] = []
            for m in order:
                c = counts[m]
                gap = peak - m - c
                if c and gap <= 2:
                    if gap == 1:
                        base_terms.append((m, (c + 1) / 2))
                    elif gap == 2:
                        base_terms.append((m, (c + 2) / 6))
            for key in keys:
                n, bit = key & 15, 1 << (8 * (key >> 4))
                counts[n] -= 1
                left[n] += bit
                # The risk: with at most two terms their order cannot change the sum, else it is added up again in
                # the order of the pool without the card taken (as the plain bot does).
                risk = 0.0
                terms = 0
                for m, term in base_terms:
                    if m != n:
                        risk += term
                        terms += 1
                c = counts[n]
                gap = peak - n - c
                if c and gap <= 2:
                    if gap == 1:
                        risk += (c + 1) / 2
                        terms += 1
                    elif gap == 2:
                        risk += (c + 2) / 6
                        terms += 1
                if terms > 2:
                    risk = _risk(_order_without(pool, key, counts[n]), counts, peak)
                # Only a take that makes this Pass beat the best move so far needs its exact potential. The bound
                # above holds for each take too, and so does a Pass's bound by number (take_bound): a take whose
                # value would not beat the best so far even at its bound is valued at its bound (no more than the
                # best so far: this Pass is not chosen for it).
                score = -1  # not known yet: valued in full below
                floor = 0
                if best_so_far[0] > -1e9:
                    limit = best_so_far[0]
                    if gained + (0.7 * bound - risk) <= limit:
                        score = bound
                    elif pair >= 0 and gained + (0.7 * (by_number := take_bound(pair, n, counts, pass_floor)) - risk) \
                            <= limit:
                        score = by_number
                    else:
                        # Any score up to the floor (the largest whose value would not beat it, in these very float
                        # operations) leaves the Pass behind alike, and the best set of a hand is found faster with
                        # a floor to beat.
                        floor = _floor(limit, gained, risk)
                if score < 0:  # = _best_packed(left, counts, top, wild, floor)
                    score = _best_of(_after_take(base, n, bit, left[n] - bit, counts[n], top), top, wild, floor)
                best = max(best, 0.7 * score - risk)
                left[n] -= bit
                counts[n] += 1
            return best

        # The choice is max(moves, key=value): the best value, the earliest in the shuffled list among equals. The
        # moves are valued in another order, the ones likely best first (a Play banks points; a two-card Pass, most
        # of the list, is dear to value in full): the higher the best so far, the more Passes its bounds leave
        # unvalued. A move listed before the best so far wins a tie, so it is valued against the next float below
        # that best: beating it means equalling the best.
        best_so_far = [-1e9]  # what a move valued now must beat (value() reads it for its bounds)
        ranks = list(map(_valuing_rank, moves))
        order = sorted(range(len(moves)), key=ranks.__getitem__)
        chosen = order[0]
        best_value = value(moves[chosen])
        for i in order[1:]:
            beat = best_value if i > chosen else nextafter(best_value, -inf)
            best_so_far[0] = beat
            v = value(moves[i])
            if v > beat:
                chosen, best_value = i, v
            best_so_far[0] = best_value
        best: Move = moves[chosen]
        return best

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
    # A pile drawn in the view belongs to a dealt game: the sample says it was dealt too, so it draws the pile alike.
    start = start_json(kind="sample", **({"seed": None} if pile_size else {}))
    return State(rules=rules, start=start, hands=tuple(hands), area=area, sets=tuple(sets),
                 peaks=peaks, pile=pile, out=out, start_player=start_player, turn=view.to_move, taking=taking,
                 ender=ender, over=False, history=(), events=view.events, score_lines=())


# ------------------------------------------------------------------------------------------- rollout policy
# The Monte Carlo bot's rollouts (montecarlo.ROLLOUT_POLICY) call rollout_move for every move of thousands of
# play-outs, so it reads the sampled state directly and values a handful of candidate moves the way HeuristicBot
# does (points banked + 0.7 × the best set left − the peak risk left for others), with the hand held as one int
# per number: the count of each suit packed into a byte (Card.key is suit × 16 + number, the suit in _SUIT_RANK
# order), so the best set of a hand is a few integer additions. The packing is kept because it matters: measured in
# one run (bench_nine_peak's rollout_speed, 20 games, load average 11), the policy took 207 µs per move (3 players)
# and 178 (4) with _best_packed, 367 and 338 with the same rule on plain lists of suit counts, 4,034 and 2,385 with
# the plain statement (every suit mix of every set scored by set_score); a heuristic 4-player game 40, 60 and 425 ms.
# tests/test_nine_peak_best_set.py checks it against that plain statement on thousands of random hands.
_BYTES = 0x0101010101
"""Multiplying five packed byte counts by this sums them into byte 4 (the counts never exceed 255)."""


def _best_packed(tab: Sequence[int], counts: Sequence[int], top: int, wild: bool, floor: int = 0) -> int:
    """:func:`best_set` on a packed hand: ``tab[n]`` the suit counts of the number-``n`` cards held, ``counts[n]``
    the Area's cards of ``n``; ``top`` the largest size worth trying. A ``floor`` the caller need not know more
    about is returned for any best score up to it (a set of n scores at most n × n, so small sizes are skipped):
    the result is max(floor, the best score)."""
    if top * top <= floor:
        return floor
    return _best_of(_totals(tab, counts, top, isqrt(floor) + 1), top, wild, floor)


def _totals(tab: Sequence[int], counts: Sequence[int], top: int, low: int = 1) -> list[int]:
    """For each size n from ``low`` to ``top``, the packed suit counts of the cards of ``tab`` that can count as n
    (the sizes below ``low`` are left at 0)."""
    totals = [0] * (top + 1)
    last = len(tab) - 1 if len(tab) - 1 < top else top
    for m in range(1, last + 1):
        x = tab[m]
        if x:
            hi = m + counts[m]  # the values a number-m card may count as: m .. hi
            for n in range(m if m > low else low, (hi if hi < top else top) + 1):
                totals[n] += x
    return totals


def _after_take(base: Sequence[int], n: int, bit: int, held: int, c: int, top: int) -> list[int]:
    """:func:`_totals` of a hand after it takes a card of number ``n`` (packed as ``bit``) from the Area, from
    ``base``, the totals before (every size filled): ``held`` the number-``n`` cards held before, packed, and ``c``
    the Area's number-``n`` cards left. Only number n changes: its cards, one more, now count as n .. n + c, and the
    cards held before no longer count as n + c + 1."""
    totals = list(base)
    for v in range(n, (n + c if n + c < top else top) + 1):
        totals[v] += bit
    if n + c < top:
        totals[n + c + 1] -= held
    return totals


_SET_POINTS: dict[int, int] = {}
"""The best score of a set of size n from packed suit counts, by ``(counts × 16 + n) × 2 + wild`` (:func:`_best_of`)."""


def _best_of(totals: Sequence[int], top: int, wild: bool, floor: int) -> int:
    """The best set score from ``totals`` (see :func:`_totals`, every size above the floor's root filled), at least
    ``floor``; the score of each size from its suit counts is kept in :data:`_SET_POINTS`."""
    best = floor
    for n in range(top, 0, -1):
        if n * n <= best:
            break  # a set of n scores at most n × n
        key = (totals[n] << 5) + (n << 1) + wild
        points = _SET_POINTS.get(key)
        if points is None:
            total = totals[n]
            if ((total * _BYTES) >> 32) & 255 < n:
                points = 0
            else:
                s0, s1, s2, s3, jokers = total & 255, (total >> 8) & 255, (total >> 16) & 255, \
                    (total >> 24) & 255, total >> 32
                if n <= 5 and (s0 > 0) + (s1 > 0) + (s2 > 0) + (s3 > 0) + (jokers if wild else min(jokers, 1)) >= n:
                    count = n
                else:
                    count = min(n, max(s0, s1, s2, s3) + jokers)
                points = n * count
            if len(_SET_POINTS) > 200_000:  # a bound on the memory, never reached in practice
                _SET_POINTS.clear()
            _SET_POINTS[key] = points
        if points > best:
            best = points
    return best


def _best_play(cards: Sequence[Card], n: int, counts: Sequence[int],
               wild: bool) -> tuple[tuple[Card, ...], int] | None:
    """The highest-scoring set of size ``n`` among ``cards`` (sorted) and its suit count, or None: every suit
    different when that scores more, else the most common suit, then Jokers, then the lowest other cards."""
    fit = [c for c in cards if (c.key & 15) <= n <= (c.key & 15) + counts[c.key & 15]]
    if len(fit) < n:
        return None
    by_suit: list[list[Card]] = [[], [], [], [], []]
    for c in fit:
        by_suit[c.key >> 4].append(c)
    jokers = by_suit[4]
    normal = [s for s in by_suit[:4] if s]
    same = min(n, max((len(s) for s in normal), default=0) + len(jokers))
    if n <= 5 and len(normal) + (len(jokers) if wild else min(len(jokers), 1)) >= n and n > same:
        chosen = [s[0] for s in normal[:n]]
        chosen += jokers[:n - len(chosen)]
        count = n
    else:
        main = max(normal, key=len) if normal else []
        chosen = (main + jokers)[:n]
        if len(chosen) < n:
            chosen += [c for c in fit if c not in chosen][:n - len(chosen)]
        count = same
    return _sorted(chosen), count


def _risk_of(n: int, c: int, peak: int) -> float:
    """HeuristicBot's risk of ``c`` Area cards of number ``n``: one card short of the peak costs half of what it
    would give the next player, two cards short a sixth."""
    gap = peak - n - c
    if not c or gap > 2:
        return 0.0
    return (c + 1) / 2 if gap == 1 else (c + 2) / 6


def rollout_move(state: State, rng: random.Random) -> Move:
    """A fast, sensible move for the Monte Carlo bot's rollouts, read from the (sampled, fully known) state.

    It values a few candidates like :class:`HeuristicBot` (points now + 0.7 × the best set left − the peak risk
    left): for each set size the best-scoring set, each held card passed alone, two-card passes of the three
    cheapest such cards or that reach a peak (valued with the best Area card to take back), and, after a two-card
    pass, each Area card to take. A little noise from ``rng`` varies rollouts."""
    rules = state.rules
    peak, top_number = rules.peak, rules.max_number
    wild = rules.joker_suits == "wild"
    seat = state.turn
    hand = state.hands[seat]
    counts = [0] * (top_number + 1)
    for c in state.area:
        counts[c.key & 15] += 1
    tab = [0] * (top_number + 1)
    for c in hand:
        tab[c.key & 15] += 1 << (8 * (c.key >> 4))
    top = min(len(hand) + 1, peak - 1)
    risks = [_risk_of(n, counts[n], peak) for n in range(top_number + 1)]
    risk = sum(risks)
    noise = rng.random

    if state.taking:
        best_card, best_value = state.area[0], -1e9
        seen = set()
        for c in state.area:
            if c in seen:
                continue
            seen.add(c)
            n = c.key & 15
            bit = 1 << (8 * (c.key >> 4))
            counts[n] -= 1
            tab[n] += bit
            value = (0.7 * _best_packed(tab, counts, top, wild) - risk + risks[n] - _risk_of(n, counts[n], peak)
                     + 0.3 * noise())
            tab[n] -= bit
            counts[n] += 1
            if value > best_value:
                best_card, best_value = c, value
        return Take(best_card)

    best_value = -1e9
    best_move: Move | None = None

    # One-card passes: each code held.
    singles: list[Card] = []
    prev_key = -1
    for c in hand:  # sorted, so copies are neighbours
        if c.key != prev_key:
            singles.append(c)
            prev_key = c.key
    scored: list[tuple[float, Card]] = []
    for c in singles:
        n = c.key & 15
        bit = 1 << (8 * (c.key >> 4))
        tab[n] -= bit
        old = counts[n]
        gained = 0
        counts[n] = old + 1
        if n + old + 1 >= peak:  # reaches_peak, inlined (rollouts are hot)
            gained, counts[n] = old + 1, 0
        value = gained + 0.7 * _best_packed(tab, counts, top, wild) - risk + risks[n] - _risk_of(n, counts[n], peak)
        counts[n] = old
        tab[n] += bit
        scored.append((value, c))
        value += 0.3 * noise()
        if value > best_value:
            best_value, best_move = value, Pass(c)

    # Two-card passes: pairs of the three cheapest single passes, and pairs that reach a peak, each valued with
    # the best Area card to take back.
    if len(hand) >= 2:
        scored.sort(key=lambda vc: -vc[0])
        cheap = [c for _, c in scored[:3]]
        pairs = [(a, b) for i, a in enumerate(cheap) for b in cheap[i + 1:]]
        for c in singles:
            n = c.key & 15
            gap = peak - n - counts[n]
            if gap == 2 and (tab[n] * _BYTES >> 32) & 255 >= 2:
                other = c if hand.count(c) >= 2 else next(x for x in hand if x.key & 15 == n and x != c)
                pairs.append((c, other))
            elif gap == 1:
                pairs += [(c, b) for b in cheap if b.key & 15 != n]
        for a, b in pairs:
            left = list(tab)
            pool = list(counts)
            gained = 0
            placed = [x for x in state.area]
            for c in (a, b):
                n = c.key & 15
                left[n] -= 1 << (8 * (c.key >> 4))
                pool[n] += 1
                placed.append(c)
                if n + pool[n] >= peak:  # reaches_peak, inlined
                    gained += pool[n]
                    pool[n] = 0
                    placed = [x for x in placed if x.key & 15 != n]
            best_take = 0.7 * _best_packed(left, pool, top, wild)
            if placed:
                pool_risk = sum(_risk_of(n, pool[n], peak) for n in range(1, top_number + 1))
                best_take = -1e9
                seen_keys = set()
                for c in placed:
                    if c.key in seen_keys:
                        continue
                    seen_keys.add(c.key)
                    n = c.key & 15
                    bit = 1 << (8 * (c.key >> 4))
                    pool[n] -= 1
                    left[n] += bit
                    value = (0.7 * _best_packed(left, pool, top, wild) - pool_risk
                             + _risk_of(n, pool[n] + 1, peak) - _risk_of(n, pool[n], peak))
                    if value > best_take:
                        best_take = value
                    left[n] -= bit
                    pool[n] += 1
            value = gained + best_take + 0.3 * noise()
            if value > best_value:
                best_value, best_move = value, Pass(a, b)

    # Plays: the best set of each size, valued after the passes so that a set that cannot win is skipped cheaply.
    sets = state.sets[seat]
    joker_played = any(c.key >> 4 == 4 for s in sets for c in s)
    largest = max((len(s) for s in sets), default=0)
    mult = rules.bonus_multiplier
    ceiling = 0.7 * _best_packed(tab, counts, top, wild) - risk + 0.3  # what the hand left could add, at most
    for n in range(1, min(len(hand), peak - 1) + 1):
        if n * n + mult * n + ceiling <= best_value:
            continue  # even a perfect set of n would not beat the best move so far
        found = _best_play(hand, n, counts, wild)
        if found is None:
            continue
        cards, count = found
        points = n * count
        if not joker_played:
            if any(c.key >> 4 == 4 for c in cards):
                points -= mult * largest
            else:
                points += mult * (max(largest, n) - largest)
        if points + ceiling <= best_value:
            continue
        left = list(tab)
        for c in cards:
            left[c.key & 15] -= 1 << (8 * (c.key >> 4))
        value = points + 0.7 * _best_packed(left, counts, min(top, len(hand) - n), wild) - risk + 0.3 * noise()
        if value > best_value:
            best_value, best_move = value, _new_play(n, cards)
    assert best_move is not None
    return best_move


# The Monte Carlo bot's settings: 600 rollouts of rollout_move took 1.6 s of CPU at worst for a four-player hint, under
# a load of 5-7; the policy values a few moves as the heuristic bot does (random players lay tiny sets and feed peaks).
# With caution 1.0 the bot won 46.1% of 501 three-player games against two heuristic bots at 200 rollouts (95%
# 41.8%-50.5%, even share 33%) and 43.9% at 60 (39.6%-48.3%); without caution, 34.7% at 60.
MONTE_CARLO = MonteCarloSettings(simulations=600, rollout="game", caution=1.0)
