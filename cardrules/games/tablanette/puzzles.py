"""Practice questions on Tablanette positions, answered and explained by the engine (see
:mod:`cardrules.practice`, which asks them)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from cardrules.cards import Card
from cardrules.events import Reason
from cardrules.i18n import plural
from cardrules.i18n import t as tr
from cardrules.practice import Choice, Finder, Puzzle, _after, _cards, _pick


def _tablanette_captures(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import tablanette as t

    seat = state.to_move
    if seat is None or not state.table or len(state.table) > 10:
        return None
    candidates = []
    for card in sorted(set(state.hands[seat])):
        moves = state.captures(card)
        if not 1 <= len(moves) <= 12:
            continue
        taken = [m.taken for m in moves]
        aces = card.rank == "A" or any(c.rank == "A" for tk in taken for c in tk)
        if len(moves) > 1 or (aces and any(taken)) or len(state.table) >= 7:
            lvl = 3
        elif card.rank == "J" or max(map(len, taken)) >= 3 or (not any(taken) and len(state.table) >= 3):
            lvl = 2
        elif any(taken):
            lvl = 1
        else:
            continue  # a bare card on a small table: nothing to ask
        candidates.append((lvl, card, tuple(moves)))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, card, moves = found
    name = state.names[seat]
    table = sorted(state.table)
    answers = frozenset(frozenset(str(c) for c in m.taken) for m in moves)
    first = moves[0]
    narrations = [" ".join(_after(state, m, most=1)[1]) for m in moves]
    choices = []
    for c in table:
        k = str(c)
        if all(k in a for a in answers):
            why = tr("practice.tablanette.taken", card=c.unicode, narration=narrations[0]) if len(moves) == 1 else (
                tr("practice.tablanette.taken_always", card=c.unicode, played=card.unicode))
        elif not any(k in a for a in answers):
            reason = state.why_illegal(t.Play(card, first.taken + (c,)))
            why = tr("practice.tablanette.stays", card=c.unicode, reason=reason)
        else:
            why = tr("practice.tablanette.taken_sometimes", card=c.unicode)
        choices.append(Choice(k, c.unicode, why, c, "table"))

    def judge(chosen: frozenset[str]) -> Reason | None:
        reason: Reason | None = state.why_illegal(t.Play(card, tuple(Card.parse(k) for k in chosen)))
        return reason

    if len(moves) == 1:
        solution = tr("practice.engine", story=narrations[0]) if first.taken else (
            tr("practice.tablanette.takes_nothing", card=card.unicode, narration=narrations[0]))
    else:
        solution = tr("practice.tablanette.several", n=len(moves),
                      narrations=" / ".join(narrations[:4]) + (" …" if len(moves) > 4 else ""))
    question = tr("practice.tablanette.captures.question", name=name, card=card.unicode)
    return Puzzle("tablanette", "captures", lvl, question, state, seat, tuple(choices), answers, True, solution,
                  highlight=((f"hand/{seat}", (card,)),), judge=judge)


def _tablanette_value(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import tablanette as t

    seat = state.to_move
    if seat is None or not state.table or len(state.table) > 8:
        return None
    moves = state.legal_moves()
    if len(moves) > 200:
        return None
    candidates = []
    for m in moves:
        if not m.taken:
            continue
        left = len(state.table) - len(m.taken)
        if left > 2:
            continue
        if any(c.rank == "A" for c in m.taken + (m.card,)):
            lvl = 3  # Aces count 1 or 11 as used in the capture
        elif m.card.rank == "J" or len(m.taken) >= 3:
            lvl = 2  # a Jack's sweep (never a tablanette), or a big capture
        else:
            lvl = 1
        candidates.append((lvl, m))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, move = found
    after, said = _after(state, move, most=1)
    new = after.events[len(state.events):]
    tab = next((e for e in new if e.kind == "tablanette"), None)
    points = tab.get("points") if tab is not None else None
    # The other values offered: what the same capture scores on a table holding only the cards taken (the
    # engine's count, when the real capture leaves cards behind), and near misses (an Ace counted the other way).
    name = state.names[seat]
    base = points
    if base is None:
        hands = [""] * state.players
        hands[seat] = str(move.card)
        cleared = t.from_position(dataclasses.replace(state.rules, target=10000), hands=hands,
                                  table=" ".join(map(str, move.taken)), to_move=seat)
        hypo = cleared.play(move).events[len(cleared.events)]
        base = hypo.get("points") if hypo.kind == "tablanette" else sum(c.number for c in move.taken + (move.card,))
    played = {"A": 11, "J": 12, "Q": 13, "K": 14}.get(move.card.rank, move.card.number)
    offsets = (-played, 10, -10, 2) if any(c.rank == "A" for c in move.taken + (move.card,)) else (-played, 2, 10)
    values = sorted(set([base] + [base + d for d in offsets if base + d > 0][:2]))
    narration = said[0]
    right = "none" if points is None else str(points)
    kept = [c for c in state.table if c not in move.taken]
    choices = []
    labels = [("none", tr("practice.tablanette.none"))]
    labels += [(str(v), tr("practice.tablanette.points", points=v)) for v in values]
    for key, label in labels:
        if key == right:
            why = tr("practice.right_because", story=narration)
        elif points is None and kept:
            why = plural("practice.tablanette.not_cleared", len(kept), narration=narration, cards=_cards(kept))
        elif points is None:
            why = tr("practice.no_because", story=narration)
        elif key == "none":
            why = tr("practice.tablanette.is_one", narration=narration)
        else:
            why = tr("practice.tablanette.not_points", points=key, narration=narration)
        choices.append(Choice(key, label, why))
    question = tr("practice.tablanette.value.question", name=name, card=move.card.unicode, cards=_cards(move.taken))
    solution = tr("practice.engine", story=narration)
    return Puzzle("tablanette", "tablanette", lvl, question, state, seat, tuple(choices),
                  frozenset({frozenset({right})}), False, solution,
                  highlight=((f"hand/{seat}", (move.card,)), ("table", move.taken)))


def _tablanette_next(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """The last card in anyone's hand: what happens next? Everyone is dealt again from the stock (6 cards each with
    two players, 4 with more), or, the stock spent, the deal ends and the last to capture takes the table's cards.
    The answer is what the engine does after the card."""
    seat = state.to_move
    if seat is None or len(state.hands[seat]) != 1 or any(h for s, h in enumerate(state.hands) if s != seat):
        return None
    moves = state.legal_moves()
    move = moves[rng.randrange(len(moves))]
    after, said = _after(state, move, most=3)
    new = after.events[len(state.events):]
    redeal = next((e for e in new if e.kind == "redeal"), None)
    last = next((e for e in new if e.kind == "last_cards"), None)
    if redeal is not None:
        right = f"deal{redeal.get('size')}"
        lvl = 1 if redeal.get("size") == 6 else 2
    elif last is not None:
        right = "nobody" if last.seat is None else f"last{last.seat}"
        lvl = 3
    else:
        return None  # the last card cleared the table: nothing is left to take
    if exact and lvl != level:
        return None
    names = state.names
    keys = [("deal6", tr("practice.tablanette.next.deal", n=6)), ("deal4", tr("practice.tablanette.next.deal", n=4))]
    keys += [(f"last{s}", tr("practice.tablanette.next.last", name=names[s])) for s in range(state.players)]
    if state.last_capturer is None:
        keys.append(("nobody", tr("practice.tablanette.next.nobody")))
    if right not in dict(keys):
        return None
    story = " ".join(said)
    choices = tuple(Choice(k, label, tr("practice.right_because" if k == right else "practice.no_because",
                                         story=story)) for k, label in keys)
    question = tr("practice.tablanette.next.question", name=names[seat], card=move.card.unicode,
                  stock=len(state.stock))
    if not state.stock:  # who captured last is not in the drawing: said, as a player at the table remembers it
        question = (tr("practice.tablanette.next.nobody_yet") if state.last_capturer is None else
                    tr("practice.tablanette.next.last_so_far", name=names[state.last_capturer])) + " " + question
    return Puzzle("tablanette", "next", lvl, question, state, seat, choices, frozenset({frozenset({right})}), False,
                  tr("practice.engine", story=story), highlight=((f"hand/{seat}", (move.card,)),))


def _tablanette_points(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """A deal is over: what do the cards a player (or a partnership) took score? A K Q J 10 one each (10♦ two), 2♣
    one, the most cards three. The answer is the engine's count for the deal (``deal_scored``)."""
    seat = state.to_move
    if seat is None or len(state.hands[seat]) != 1 or any(h for s, h in enumerate(state.hands) if s != seat) \
            or state.stock or not state.rules.single_deal:
        return None
    moves = state.legal_moves()
    final = state.play(moves[rng.randrange(len(moves))])
    scored = next((e for e in final.events[len(state.events):] if e.kind == "deal_scored"), None)
    if scored is None or not final.is_over:
        return None
    teams = final.rules.teams
    piles = [sorted(c for s in team for c in final.captured[s]) for team in teams]
    short = [o for o, pile in enumerate(piles) if 0 < len(pile) <= 30]  # a pile a reader can count through
    if not short:
        return None
    owner = short[rng.randrange(len(short))]
    pile = piles[owner]
    points = scored.get("points")[owner]
    counts = scored.get("counts")
    most = len([n for n in counts if n == max(counts)]) == 1 and counts[owner] == max(counts)
    # 1: a small pile; 2: the most cards too; 3: partners' piles, or the 10♦ and the 2♣ together
    special = {str(c) for c in pile} >= {"10D", "2C"}
    lvl = 3 if len(teams[owner]) > 1 or special else 2 if most else 1
    if exact and lvl != level:
        return None
    slips = {points + 3, points - 3, points + 1, points - 1, points + 2}
    values = sorted({points} | set(sorted(v for v in slips if v >= 0 and v != points)[:3]))
    story = final.MODULE.narrate(scored, final.names)
    choices = tuple(Choice(str(v), str(v), tr("practice.right_because" if v == points else "practice.no_because",
                                              story=story)) for v in values)
    others = tr("list.sep").join(f"{final.owner_names[o]} {counts[o]}" for o in range(len(teams)) if o != owner)
    question = tr("practice.tablanette.points.question", owner=final.owner_names[owner], n=len(pile),
                  cards=_cards(pile), others=others)
    return Puzzle("tablanette", "points", lvl, question, final, None, choices,
                  frozenset({frozenset({str(points)})}), False, tr("practice.engine", story=story))


def _tablanette_goal(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """A tablanette in a game played to a low target: does the game end at once (mid-deal), or does play go on? The
    answer is what the engine does after the capture."""
    seat = state.to_move
    if seat is None or not state.table or len(state.table) > 6:
        return None
    moves = [m for m in state.legal_moves() if m.taken and len(m.taken) == len(state.table)]
    if not moves or len(moves) > 20:
        return None
    move = moves[rng.randrange(len(moves))]
    after, said = _after(state, move, most=2)
    new = after.events[len(state.events):]
    tab = next((e for e in new if e.kind == "tablanette"), None)
    if tab is None:
        return None  # a Jack's sweep
    over = next((e for e in new if e.kind == "game_over"), None)
    right = "on" if over is None else f"won{over.get('winners')[0]}"
    # 1: play goes on; 2: the game ends mid-deal; 3: it ends on a tablanette with an Ace (1 or 11, as used)
    aces = any(c.rank == "A" for c in move.taken + (move.card,))
    lvl = 1 if over is None else 3 if aces else 2
    if exact and lvl != level:
        return None
    owners = state.owner_names
    keys = [("on", tr("practice.tablanette.goal.on"))]
    keys += [(f"won{o}", tr("practice.tablanette.goal.won", owner=owners[o])) for o in range(len(owners))]
    story = " ".join(said)
    choices = tuple(Choice(k, label, tr("practice.right_because" if k == right else "practice.no_because",
                                         story=story)) for k, label in keys)
    scores = tr("list.sep").join(f"{owners[o]} {p}" for o, p in enumerate(state.points))
    question = tr("practice.tablanette.goal.question", scores=scores, goal=state.rules.goal, name=state.names[seat],
                  card=move.card.unicode, cards=_cards(move.taken), points=tab.get("points"))
    return Puzzle("tablanette", "goal", lvl, question, state, seat, choices, frozenset({frozenset({right})}), False,
                  tr("practice.engine", story=story), highlight=((f"hand/{seat}", (move.card,)), ("table", move.taken)))


# ------------------------------------------------------------------------------------------------------------ Packs


FINDERS: dict[str, Finder] = {"captures": _tablanette_captures, "tablanette": _tablanette_value,
                              "next": _tablanette_next, "points": _tablanette_points, "goal": _tablanette_goal}
"""The kinds of question asked of this game, in the order a set asks them, and the function that finds each."""

GLANCE: tuple[tuple[str, ...], ...] = (
    ("next",),  # players and the deck (how many cards a deal gives each)
    ("next",),  # the deal, and dealing again when the hands are empty
    ("captures",),  # a card takes its rank and groups adding up to its value
    ("captures", "tablanette"),  # the cards' values
    ("captures",),  # what can be taken must be taken; a card taking nothing stays
    ("tablanette",),  # clearing the table scores at once
    ("captures", "tablanette"),  # the Jack takes the whole table, never a tablanette
    ("next", "points"),  # the end of a deal: the last capture takes what is left; the cards' points
    ("goal",),  # the goal, reached mid-deal by a tablanette too
)
"""For each point of the rules at a glance (``tablanette.lesson.glance``, in order), the kinds of question that
practise it."""

