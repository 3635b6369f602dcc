"""Practice questions on Nine Peak positions, answered and explained by the engine (see
:mod:`cardrules.practice`, which asks them)."""

from __future__ import annotations

import random
import weakref
from typing import Any

from cardrules.cards import Card, Suit
from cardrules.i18n import t as tr
from cardrules.practice import Choice, Finder, Puzzle, _after, _cards, _pick


def _nine_peak_sets(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import nine_peak as n9

    seat = state.to_move
    if seat is None or state.taking:
        return None
    hand = state.hands[seat]
    sizes = range(1, min(len(hand), state.rules.peak - 1) + 1)
    possible = {n: state.plays(n) for n in sizes}
    if not any(possible.values()) or len(sizes) < 3:
        return None
    # Answers must vary within a set: a hand holding a 1 can always lay a set of 1, so a question whose only answer
    # is "a set of 1" is kept now and then only (and always once the search has been long: not ``exact``).
    if exact and not any(possible[n] for n in sizes if n > 1) and rng.random() < 0.85:
        return None

    def fits(n: int) -> list[Card]:
        return [c for c in hand if n9.can_count_as(c, n, state.in_area(c.number))]

    widened = any(c.number != m.n for plays in possible.values() for m in plays for c in m.cards)
    if len(hand) >= 10 or any(c.suit is Suit.JOKER for c in hand) and widened:
        lvl = 3
    elif widened:
        lvl = 2  # a set needs the Area to widen a number's range
    else:
        lvl = 1
    if exact and lvl != level:
        return None
    name = state.names[seat]
    choices = []
    for n in sizes:
        fit = fits(n)
        if possible[n]:
            why = tr("practice.nine_peak.possible", n=n, cards=_cards(possible[n][0].cards))
        else:
            held = tr("practice.nine_peak.only", k=len(fit), name=name, cards=_cards(fit)) if fit else tr(
                "practice.nine_peak.none_of", name=name)
            why = tr("practice.nine_peak.impossible", n=n, held=held)
        choices.append(Choice(f"n{n}", tr("practice.nine_peak.set_of", n=n), why))
    right = frozenset(f"n{n}" for n in sizes if possible[n])
    ranges = tr("list.semi").join(tr("practice.nine_peak.range", k=k, lo=lo, hi=hi)
                                  for k in range(1, state.rules.max_number + 1)
                                  for lo, hi in [state.value_range(k)] if hi > lo)
    solution = tr("practice.nine_peak.sets.solution", name=name,
                  sizes=tr("list.sep").join(str(n) for n in sizes if possible[n]),
                  ranges=ranges or tr("practice.nine_peak.no_widening"))
    question = tr("practice.nine_peak.sets.question", name=name)
    return Puzzle("nine_peak", "sets", lvl, question, state, seat, tuple(choices), frozenset({right}), True, solution)


def _nine_peak_set_value(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import nine_peak as n9

    seat = state.to_move
    if seat is None or state.taking:
        return None
    candidates = []
    for move in state.plays():
        cards = move.cards
        if len(cards) < 2:
            continue
        jokers = sum(1 for c in cards if c.suit is Suit.JOKER)
        distinct = len({c.suit for c in cards}) == len(cards)
        if jokers and (len(cards) >= 4 or distinct):
            lvl = 3
        elif jokers or distinct:
            lvl = 2
        else:
            lvl = 1
        candidates.append((lvl, move))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, move = found
    cards = move.cards
    mode = state.rules.joker_suits
    points, count = n9.set_score(cards, mode)
    size = len(cards)
    # The likely slips: one suit too many or too few, size + count, size × size, points + size (the bonus added in).
    slips = {size * size, size * max(1, count - 1), size + count, size * (count + 1), points + size, size + 1}
    slips.discard(points)
    wrong = sorted(v for v in slips if v > 0)
    rng.shuffle(wrong)
    values = sorted([points, *wrong[:4]])
    jokers = sum(1 for c in cards if c.suit is Suit.JOKER)
    # the rule that actually gave the count (9P-A7), as the engine's narration names it
    rule = n9.set_score_rule(cards, count)
    why_right = tr(f"practice.nine_peak.{'differ' if rule == 'differ' else 'one_suit'}{'_jokers' if jokers else ''}",
                   count=count)
    breakdown = tr("practice.nine_peak.breakdown", size=size, count=count, points=points, why=why_right)
    choices = []
    for v in values:
        if v == points:
            why = tr("practice.right_breakdown", breakdown=breakdown)
        else:
            why = tr("practice.nine_peak.value.not", value=v, breakdown=breakdown)
        choices.append(Choice(str(v), str(v), why))
    name = state.names[seat]
    question = tr("practice.nine_peak.value.question", name=name, cards=_cards(cards))
    return Puzzle("nine_peak", "set_value", lvl, question, state, seat, tuple(choices),
                  frozenset({frozenset({str(points)})}), False, tr("practice.nine_peak.value.solution",
                                                                    breakdown=breakdown),
                  highlight=((f"hand/{seat}", cards),))


_WANT_PEAK: weakref.WeakKeyDictionary[random.Random, bool] = weakref.WeakKeyDictionary()
"""Whether the peak question being searched for (known by its ``rng``) wants a placement that peaks."""


def _nine_peak_peak(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import nine_peak as n9

    seat = state.to_move
    if seat is None or state.taking:
        return None
    singles, doubles, twins = [], [], []
    for move in state.legal_moves():
        if isinstance(move, n9.Pass):
            if move.second is None:
                singles.append(move)
            elif move.second.number != move.first.number:
                doubles.append(move)
            else:
                twins.append(move)  # two of one number: a peak after the first changes what the second does
    def peaks(m: Any) -> bool:
        return any(e.kind == "peak" for e in state.play(m).events[len(state.events):])

    candidates = [(1, m) for m in singles] if level == 1 or not exact else []
    candidates += [(2, m) for m in doubles] + [(3, m) for m in twins]
    # Answers must vary within a set: a peak more often than not. The Area seldom holds one, so whether this puzzle
    # wants one is drawn once, on the first position looked at (the finder is called on position after position
    # with the puzzle's one ``rng``), and a position without a peak is then passed over (until the search has been
    # long: not ``exact``).
    want = _WANT_PEAK.get(rng)
    if want is None:
        want = _WANT_PEAK[rng] = rng.random() < 0.6
    if want:
        peaking = [c for c in candidates if (not exact or c[0] == level) and peaks(c[1])]
        if peaking:
            candidates = peaking
        elif exact:
            return None
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, move = found
    after, said = _after(state, move, most=4)
    new = after.events[len(state.events):]
    vp = sum(e.get("vp") for e in new if e.kind == "peak")
    story = " ".join(line for e, line in zip(new, said, strict=False) if e.kind in ("place", "peak"))
    right = "none" if not vp else str(vp)
    options = {"none"} | {str(v) for v in (vp, vp + 1, max(1, vp - 1), 2, 3) if v}
    ordered = ["none"] + sorted((o for o in options if o != "none"), key=int)[:3]
    if right not in ordered:
        ordered = ordered[:3] + [right]
    choices = []
    for key in ordered:
        label = tr("practice.nine_peak.no_peak") if key == "none" else tr("practice.nine_peak.peak_vp", vp=key)
        why = tr("practice.right_because" if key == right else "practice.no_because", story=story)
        choices.append(Choice(key, label, why))
    name = state.names[seat]
    what = tr("practice.nine_peak.then").join(c.unicode for c in move.cards)
    question = tr("practice.nine_peak.peak.question", name=name, cards=what)
    return Puzzle("nine_peak", "peak", lvl, question, state, seat, tuple(choices),
                  frozenset({frozenset({right})}), False, tr("practice.engine", story=story),
                  highlight=((f"hand/{seat}", move.cards),))


def _played_out(state: Any, rng: random.Random) -> Any:
    """``state`` played to the game's end by the game's heuristic bots (seeded from ``rng``)."""
    from cardrules.bots import play_out
    from cardrules.games import nine_peak as n9

    return play_out(state, [n9.HeuristicBot(rng.randrange(2**31)) for _ in range(state.players)])


def _nine_peak_end(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """The end of the round: a hand has emptied; who still takes a turn before the game ends? The answer is the
    seats the engine asks to move until the game is over."""
    seat = state.to_move
    if seat is None or state.ender is None or state.taking:
        return None
    final = _played_out(state, rng)
    still = frozenset(str(m) for m in _movers(state, final))
    lvl = min(len(still), 3)  # the more seats still to play (in turn order, to the last seat), the harder
    if exact and lvl != level:
        return None
    last = state.names[state.last_seat]
    choices = tuple(Choice(str(s), state.names[s], tr(
        "practice.nine_peak.end.plays" if str(s) in still else "practice.nine_peak.end.done",
        name=state.names[s], last=last, ender=state.names[state.ender])) for s in range(state.players))
    solution = tr("practice.nine_peak.end.solution", ender=state.names[state.ender], last=last,
                  names=tr("list.sep").join(state.names[int(k)] for k in sorted(still, key=lambda k: (int(k) - seat)
                                                                                  % state.players)))
    question = tr("practice.nine_peak.end.question", ender=state.names[state.ender], name=state.names[seat])
    return Puzzle("nine_peak", "end", lvl, question, state, seat, choices, frozenset({still}), True, solution)


def _movers(state: Any, final: Any) -> list[int]:
    """The seats that moved from ``state`` to ``final`` (its descendant), in order: replayed from ``state``."""
    seats, now = [], state
    for move in final.history[len(state.history):]:
        if now.to_move not in seats:
            seats.append(now.to_move)
        now = now.play(move)
    return seats


def _nine_peak_bonus(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """The no-Joker bonus at the settlement: who adds it? Asked on the game's last position (the sets laid), the
    answer being the bonus the engine's settlement gives."""
    if state.ender is None or state.to_move != state.last_seat:
        return None
    final = _played_out(state, rng)
    bonus = {e.seat: e for e in final.events if e.kind == "bonus"}
    right = frozenset(str(s) for s, e in bonus.items() if e.get("points"))
    jokers = sum(1 for e in bonus.values() if e.get("jokers"))
    lvl = 1 if not jokers else 2  # 2: a Joker in someone's sets takes their bonus away
    if exact and lvl != level:
        return None
    narrate = n9_narrate()
    choices = tuple(Choice(str(s), final.names[s], narrate(bonus[s], final.names)) for s in range(final.players))
    seat = 0
    solution = tr("practice.engine", story=" ".join(narrate(bonus[s], final.names) for s in range(final.players)))
    return Puzzle("nine_peak", "bonus", lvl, tr("practice.nine_peak.bonus.question"), final, seat, choices,
                  frozenset({right}), True, solution)


def n9_narrate() -> Any:
    from cardrules.games import nine_peak as n9

    return n9.narrate


# ------------------------------------------------------------------------------------------------------- registry


FINDERS: dict[str, Finder] = {"sets": _nine_peak_sets, "set_value": _nine_peak_set_value, "peak": _nine_peak_peak,
                               "end": _nine_peak_end, "bonus": _nine_peak_bonus}
"""The kinds of question asked of this game, in the order a set asks them, and the function that finds each."""

GLANCE: tuple[tuple[str, ...], ...] = (
    ("set_value",),  # players; the deck of four suits and the Joker suit
    ("sets",),  # the Area widens a number's range
    ("peak",),  # a turn: pass (one card, or two and take one back) or play
    ("peak",),  # a peak takes the number's Area cards, 1 VP each
    ("sets",),  # a set of N cards that each count as N
    ("end",),  # a hand empties: the round is played out, the game ends
    ("set_value",),  # a set scores size × its largest suit count
    ("bonus",),  # the no-Joker bonus; most VP wins
)
"""For each point of the rules at a glance (``nine_peak.lesson.glance``, in order), the kinds of question that
practise it."""

