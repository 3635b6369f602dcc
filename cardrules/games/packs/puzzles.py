"""Practice questions on Packs positions, answered and explained by the engine (see
:mod:`cardrules.practice`, which asks them)."""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any

from cardrules.cards import Card
from cardrules.events import Reason, Text
from cardrules.i18n import plural
from cardrules.i18n import t as tr
from cardrules.practice import Choice, Finder, Puzzle, _after, _cards, _hand_answers, _hand_choices, _pick


def _packs_pack(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import packs as p

    if state.phase not in (p.ACT, p.FORCED) or len(state.hands[state.turn]) > 10:
        return None
    seat = state.turn
    hand = state.hands[seat]
    listed = state.pack_moves()
    candidates = []
    for table_card in sorted(set(state.table)):
        mine = [c for c in hand if c.suit is table_card.suit]
        if not mine:
            continue
        groups = [m.cards for m in listed if m.table == table_card]
        target = p.play_value(table_card)
        pairs_needed = any(sum(map(p.play_value, g)) <= target for g in groups)
        if pairs_needed or (state.phase == p.FORCED and groups):
            lvl = 3  # only a special pair is strong enough, or Full Table makes packing compulsory
        elif not groups or min(map(len, groups)) >= 2:
            lvl = 2  # no group is strong enough, or no single card is
        else:
            lvl = 1
        candidates.append((lvl, table_card))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, table_card = found
    name = state.names[seat]
    target = p.play_value(table_card)

    def explain(card: Card) -> str:
        reason = state.why_illegal(p.Pack(table_card, (card,)))
        if reason is None:
            return tr("practice.packs.alone_packs", card=card.unicode,
                      narration=_after(state, p.Pack(table_card, (card,)), most=1)[1][0])
        return tr("practice.alone_refused", card=card.unicode, reason=reason)

    answers = _hand_answers(state, seat, lambda cards: p.Pack(table_card, cards))
    suit = [c for c in hand if c.suit is table_card.suit]
    if answers == {frozenset()}:
        solution = tr("practice.packs.cannot_pack", card=table_card.unicode, name=name, suit=table_card.suit.noun,
                      cards=_cards(suit), value=p.group_value(suit, state.rules), target=target)
    else:
        smallest = min((m for m in listed if m.table == table_card), key=lambda m: (len(m.cards), m.cards))
        solution = tr("practice.packs.can_pack", choices=plural("practice.choices", len(answers)),
                      suit=table_card.suit.noun, target=target, narration=_after(state, smallest, most=1)[1][0])

    def judge(chosen: frozenset[str]) -> Reason | None:
        if not chosen:
            return None if answers == {frozenset()} else Text("practice.packs.can_be_packed", card=table_card.unicode)
        reason: Reason | None = state.why_illegal(p.Pack(table_card, tuple(hand[int(k[1:])] for k in chosen)))
        return reason

    full = tr("practice.packs.full") if state.phase == p.FORCED else ""
    question = tr("practice.packs.pack.question", name=name, full=full, card=table_card.unicode, target=target)
    return Puzzle("packs", "pack", lvl, question, state, seat, _hand_choices(state, seat, explain), answers, True,
                  solution, highlight=(("table", (table_card,)),), judge=judge)


def _packs_steal(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import packs as p

    if state.phase != p.STEAL or len(state.hands[state.turn]) > 10:
        return None
    seat = state.turn
    hand = state.hands[seat]
    listed = state.steal_moves()
    candidates = []
    for owner in range(state.players):
        if owner == seat:
            continue
        for i, pack in enumerate(state.packs[owner]):
            suit = pack[0].suit
            if not any(c.suit is suit for c in hand):
                continue
            groups = [m.cards for m in listed if m.owner == owner and m.packs == (pack,)]
            total = p.pack_total(pack)
            if suit == state.packed or suit in state.stolen or (groups and any(
                    sum(map(p.play_value, g)) <= total for g in groups)):
                lvl = 3  # a rule of the turn refuses it, or only a special pair is strong enough
            elif not groups or min(map(len, groups)) >= 2:
                lvl = 2
            else:
                lvl = 1
            candidates.append((lvl, owner, i, pack))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, owner, index, pack = found
    name, victim = state.names[seat], state.names[owner]
    total = p.pack_total(pack)

    def make(cards: tuple[Card, ...]) -> Any:
        return p.Steal(owner, (pack,), cards)

    def explain(card: Card) -> str:
        reason = state.why_illegal(make((card,)))
        if reason is None:
            return tr("practice.packs.alone_steals", card=card.unicode,
                      narration=_after(state, make((card,)), most=1)[1][0])
        return tr("practice.alone_refused", card=card.unicode, reason=reason)

    answers = _hand_answers(state, seat, make)
    if answers == {frozenset()}:
        mine = tuple(c for c in hand if c.suit is pack[0].suit)
        solution = tr("practice.packs.cannot_steal", reason=state.why_illegal(make(mine)))
    else:
        smallest = min((m for m in listed if m.owner == owner and m.packs == (pack,)),
                       key=lambda m: (len(m.cards), m.cards))
        solution = tr("practice.packs.can_steal", choices=plural("practice.choices", len(answers)), total=total,
                      narration=_after(state, smallest, most=1)[1][0])

    def judge(chosen: frozenset[str]) -> Reason | None:
        if not chosen:
            return None if answers == {frozenset()} else Text("practice.packs.can_be_stolen")
        reason: Reason | None = state.why_illegal(make(tuple(hand[int(k[1:])] for k in chosen)))
        return reason

    packed = tr("practice.packs.packed", name=name, suit=state.packed.noun) if state.packed is not None else ""
    question = tr("practice.packs.steal.question", name=name, packed=packed, victim=victim, cards=_cards(pack),
                  total=total)
    return Puzzle("packs", "steal", lvl, question, state, seat, _hand_choices(state, seat, explain), answers, True,
                  solution, highlight=((f"packs/{owner}/{index}", pack),), judge=judge)


def _packs_group(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import packs as p

    seat = state.to_move
    if seat is None:
        return None
    hand = state.hands[seat]
    candidates = []
    seen = set()
    for size in (2, 3, 4, 5):
        for idx in itertools.combinations(range(len(hand)), size):
            group = tuple(sorted(hand[i] for i in idx))
            if group in seen or len({c.suit for c in group}) != 1:
                continue
            seen.add(group)
            low = sum(1 for c in group if 2 <= c.number <= 5)
            if low < 2:
                continue
            if size == 2:
                lvl = 1
            elif low >= 4 or len(set(group)) < len(group) or (low >= 3 and size >= 4):
                lvl = 3  # several pairings to weigh, or a pair of twins from the double deck
            else:
                lvl = 2
            candidates.append((lvl, group))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, group = found
    rules = state.rules
    value = p.group_value(group, rules)
    plain = sum(map(p.play_value, group))
    one_pair = p.group_value(group, dataclasses.replace(rules, several_pairs=False))
    values = [value, plain, one_pair]
    for extra in (value + 10, value - 9, plain + 20, value + 1):
        if len(set(values)) >= 4:
            break
        if extra > 0:
            values.append(extra)
    values = sorted(set(values))
    pairs = sorted({(p.group_value(pair, rules), pair) for pair in itertools.combinations(group, 2)
                    if p.group_value(pair, rules) != sum(map(p.play_value, pair))}, reverse=True)
    pair_text = tr("list.sep").join(f"{_cards(pair)} = {v}" for v, pair in pairs)
    breakdown = tr("practice.packs.breakdown", sum=" + ".join(str(p.play_value(c)) for c in group), plain=plain,
                   pairs=pair_text, value=value)
    name = state.names[seat]
    choices = []
    for v in values:
        if v == value:
            why = tr("practice.right_breakdown", breakdown=breakdown)
        elif v == plain:
            why = tr("practice.packs.group.plain", value=v, pairs=pair_text)
        elif v == one_pair:
            why = tr("practice.packs.group.one_pair", value=v, breakdown=breakdown)
        else:
            why = tr("practice.packs.group.not", value=v, breakdown=breakdown)
        choices.append(Choice(str(v), str(v), why))
    question = tr("practice.packs.group.question", cards=_cards(group), name=name)
    return Puzzle("packs", "group", lvl, question, state, seat, tuple(choices), frozenset({frozenset({str(value)})}),
                  False, tr("practice.packs.group.solution", breakdown=breakdown),
                  highlight=((f"hand/{seat}", group),))


# ------------------------------------------------------------------------------------------------------------ Dudak


FINDERS: dict[str, Finder] = {"pack": _packs_pack, "steal": _packs_steal, "group": _packs_group}
"""The kinds of question asked of this game, in the order a set asks them, and the function that finds each."""

GLANCE: tuple[tuple[str, ...], ...] = (
    ("pack",),  # players, partners, one deck or two (a double deck repeats cards in a hand)
    (),  # the draw: a card whose suit is not on the table goes onto it
    ("pack", "group"),  # packing with hand cards of the suit worth more; the values
    ("group",),  # two low cards of a suit read as a number
    ("steal",),  # stealing after a pack
    (),  # Full Table
    (),  # the end: throwing off, the packs' points
    (),  # the goal
)
"""For each point of the rules at a glance (``packs.lesson.glance``, in order), the kinds of question that practise
it (empty: none yet)."""

