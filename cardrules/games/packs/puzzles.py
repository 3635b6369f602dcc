"""Practice questions on Packs positions, answered and explained by the engine (see
:mod:`cardrules.practice`, which asks them)."""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any

from cardrules.cards import Card, Suit
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


def _packs_draw(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """A player draws: where does the card go? Onto the table when no table card has its suit; into the hand
    otherwise, where the player may pack; at a Full Table (all four suits on the table) into the hand unseen, and a pack
    is compulsory (or the hand is shown). The answer is what the engine does with the draw."""
    from cardrules.games import packs as pk

    seat = state.to_move
    if seat is None or state.phase != pk.DRAW or not state.stock:
        return None
    card = state.stock[0]
    after, said = _after(state, pk.Draw(), most=2)
    new = after.events[len(state.events):]
    draw = next(e for e in new if e.kind == "draw")
    if draw.get("full_table"):
        right, lvl = "full", 3
    else:
        right = "table" if any(e.kind == "feed" for e in new) else "hand"
        lvl = 1 if len(state.table) <= 3 else 2
    if exact and lvl != level:
        return None
    name = state.names[seat]
    story = " ".join(said)
    keys = {"table": tr("practice.packs.draw.table"), "hand": tr("practice.packs.draw.hand", name=name),
            "full": tr("practice.packs.draw.full", name=name)}
    choices = tuple(Choice(k, label, tr("practice.right_because" if k == right else "practice.no_because",
                                         story=story)) for k, label in keys.items())
    question = tr("practice.packs.draw.question", name=name, card=card.unicode)
    return Puzzle("packs", "draw", lvl, question, state, seat, choices, frozenset({frozenset({right})}), False,
                  tr("practice.engine", story=story))


def _deal_end(state: Any, rng: random.Random) -> tuple[Any, list[Any]] | None:
    """From a position with the stock out, the deal played to its end by the game's bots: the state then and the
    events of the deal's end (the throw-off, the scores, the game's end or the next deal), or None."""
    from cardrules.games import packs as pk

    if state.is_over or state.stock or state.phase == pk.DRAW:
        return None
    bots = [pk.HeuristicBot(rng.randrange(2**31)) for _ in range(state.players)]
    now = state
    while not now.is_over and now.deal == state.deal:
        seat = now.to_move
        now = now.play(bots[seat].choose(now.view(seat)))
    ended = [e for e in now.events[len(state.events):] if e.deal == state.deal]
    return now, ended


def _packs_throw_off(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """The stock is out: how many of an owner's packs of a suit are thrown off? Each suit down to the smallest number
    of packs anyone holds. The answer is the engine's throw-off."""
    found = _deal_end(state, rng)
    if found is None:
        return None
    final, ended = found
    offs = [e for e in ended if e.kind == "throw_off"]
    if not offs:
        return None
    off = offs[rng.randrange(len(offs))]
    counts = off.get("counts")
    owner = rng.randrange(len(counts))
    if not counts[owner]:
        return None
    suit = off.get("suit")
    thrown = next((e.get("packs") for e in ended if e.kind == "discard" and e.seat == owner
                   and e.get("suit") == suit), 0)
    # 1: nobody is without the suit's packs... 2: someone holds none (nothing is thrown); 3: teams
    lvl = 3 if state.teams else 1 if thrown else 2
    if exact and lvl != level:
        return None
    names = state.owner_names
    held = tr("list.sep").join(f"{names[o]} {n}" for o, n in enumerate(counts))
    narrate = state.MODULE.narrate
    story = " ".join(narrate(e, state.names) for e in ended
                     if e.kind in ("throw_off", "discard") and e.get("suit") == suit)
    values = range(0, max(counts[owner], 2) + 1)
    choices = tuple(Choice(str(v), str(v), tr("practice.right_because" if v == thrown else "practice.no_because",
                                              story=story)) for v in values)
    one = tr(f"card.suit_one.{suit}")
    question = tr("practice.packs.throw_off.question", held=held, suits=Suit(suit).noun, suit=one,
                  owner=names[owner])
    return Puzzle("packs", "throw_off", lvl, question, final, None, choices, frozenset({frozenset({str(thrown)})}),
                  False, tr("practice.engine", story=story))


def _packs_score(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """After the throw-off: what do an owner's packs left score (A 20, K to 8 10, 7 to 2 5 each card)? The answer is
    the engine's score for the deal."""
    found = _deal_end(state, rng)
    if found is None:
        return None
    final, ended = found
    scores = [e for e in ended if e.kind == "score"]
    if not scores:
        return None
    event = scores[rng.randrange(len(scores))]
    owner, points = event.seat, event.get("points")
    kept = [p for s in final.members(owner) for p in final.packs[s]]
    if not kept or len(kept) > 6:
        return None
    lvl = 1 if len(kept) <= 2 else 2 if len(kept) <= 4 else 3
    if exact and lvl != level:
        return None
    slips = {points + 5, points - 5, points + 10, points - 10, points + 20}
    values = sorted({points} | set(sorted(v for v in slips if v > 0)[:3]))
    story = state.MODULE.narrate(event, state.names)
    choices = tuple(Choice(str(v), str(v), tr("practice.right_because" if v == points else "practice.no_because",
                                              story=story)) for v in values)
    packs = tr("list.semi").join(_cards(p) for p in kept)
    question = tr("practice.packs.score.question", owner=state.owner_names[owner], packs=packs)
    return Puzzle("packs", "score", lvl, question, final, None, choices, frozenset({frozenset({str(points)})}),
                  False, tr("practice.engine", story=story))


def _packs_goal(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """A deal of a whole game ends: does someone win (the first to the target, alone), or is another deal dealt (nobody
    there, or a tie at the top)? The answer is what the engine does."""
    found = _deal_end(state, rng)
    if found is None or state.rules.single_deal:
        return None
    final, ended = found
    end = next((e for e in ended if e.kind == "game_end"), None)
    if end is not None and len(end.get("winners")) != 1:
        return None
    tie = any(e.kind == "tie" for e in ended)
    right = "next" if end is None else str(end.get("winners")[0])
    lvl = 1 if end is not None else 3 if tie else 2
    if exact and lvl != level or abs(lvl - level) > 1:  # a tie is rare: the fallback stays next to the level
        return None
    names = state.owner_names
    totals = [0] * len(names)
    for line in final.score_lines:
        if line.deal <= state.deal:
            totals[line.owner] += line.points
    narrate = state.MODULE.narrate
    story = " ".join(narrate(e, state.names) for e in ended if e.kind in ("tie", "game_end")) or tr(
        "practice.packs.goal.nobody", target=state.rules.target)
    keys = [("next", tr("practice.packs.goal.next"))]
    keys += [(str(o), tr("practice.packs.goal.wins", owner=names[o])) for o in range(len(names))]
    choices = tuple(Choice(k, label, tr("practice.right_because" if k == right else "practice.no_because",
                                         story=story)) for k, label in keys)
    question = tr("practice.packs.goal.question", deal=state.deal, target=state.rules.target,
                  totals=tr("list.sep").join(f"{names[o]} {p}" for o, p in enumerate(totals)))
    return Puzzle("packs", "goal", lvl, question, state, None, choices, frozenset({frozenset({right})}), False,
                  tr("practice.engine", story=story))


# ------------------------------------------------------------------------------------------------------------ Dudak


FINDERS: dict[str, Finder] = {"pack": _packs_pack, "steal": _packs_steal, "group": _packs_group, "draw": _packs_draw,
                              "throw_off": _packs_throw_off, "score": _packs_score, "goal": _packs_goal}
"""The kinds of question asked of this game, in the order a set asks them, and the function that finds each."""

GLANCE: tuple[tuple[str, ...], ...] = (
    ("pack",),  # players, partners, one deck or two (a double deck repeats cards in a hand)
    ("draw",),  # the draw: a card whose suit is not on the table goes onto it
    ("pack", "group"),  # packing with hand cards of the suit worth more; the values
    ("group",),  # two low cards of a suit read as a number
    ("steal",),  # stealing after a pack
    ("draw",),  # Full Table
    ("throw_off", "score"),  # the end: throwing off, the packs' points
    ("goal",),  # the goal
)
"""For each point of the rules at a glance (``packs.lesson.glance``, in order), the kinds of question that practise
it."""

