"""Practice questions on Dudak positions, answered and explained by the engine (see
:mod:`cardrules.practice`, which asks them)."""

from __future__ import annotations

import random
from typing import Any

from cardrules.cards import Card
from cardrules.i18n import plural
from cardrules.i18n import t as tr
from cardrules.practice import Choice, Finder, Puzzle, _after, _cards, _pick


def _dudak_beats(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import dudak as d

    seat = state.to_move
    if seat is None or state.phase != d.RESPOND or len(state.hands[seat]) < 2:
        return None
    declared = ""
    if (state.trumps[seat] is None and state.rules.trumps == "any_time" and level >= 2
            and rng.random() < 0.6):
        # a position with a declared trump: the player declares one of the suits in hand (a legal move here)
        suits = sorted({c.suit for c in state.hands[seat] if c.suit is not state.top.suit}, key=str)
        if suits:
            state = state.play(d.DeclareTrump(rng.choice(suits)))
            declared = tr("practice.dudak.declared", name=state.names[seat], suit=state.trumps[seat].noun)
    hand, top, trump = state.hands[seat], state.top, state.trumps[seat]
    others = [t for s, t in enumerate(state.trumps) if t is not None and s != seat]
    if trump is not None and top.suit is trump or any(c.suit in others for c in hand):
        lvl = 3  # the top card is of the player's own trump, or some cards are somebody else's trump
    elif trump is not None or others:
        lvl = 2
    else:
        lvl = 1
    if exact and lvl != level:
        return None
    name = state.names[seat]

    def beat(card: Card) -> Any:
        add = next((c for c in hand if c != card), None)
        return d.Beat(card, add)

    def explain(card: Card) -> str:
        reason = state.why_illegal(beat(card))
        if reason is None:
            how = tr("practice.dudak.higher") if card.suit is top.suit else tr(
                "practice.dudak.trump", suit=card.suit.noun, name=name)
            return tr("practice.dudak.beats", card=card.unicode, top=top.unicode, how=how)
        return tr("practice.dudak.refused", card=card.unicode, reason=reason)

    choices = tuple(Choice(str(c), c.unicode, explain(c), c, f"hand/{seat}") for c in hand)
    right = frozenset(str(c) for c in hand if state.why_illegal(beat(c)) is None)
    if right:
        solution = plural("practice.dudak.beat_with", len(right), cards=_cards(c for c in hand if str(c) in right),
                          top=top.unicode, name=name)
    else:
        take = tr("practice.dudak.take_all") if d.TakeAll() in state.legal_moves() else tr("practice.dudak.take_top")
        solution = tr("practice.dudak.no_beat", name=name, top=top.unicode, take=take)
        # a player who has not declared yet may declare now: a card of another suit would then beat the top card
        declares = {m.suit for m in state.legal_moves() if isinstance(m, d.DeclareTrump)}
        helper = next((c for c in hand if c.suit in declares and c.suit is not top.suit), None)
        if helper is not None:
            solution = tr("practice.dudak.no_beat_declare", name=name, top=top.unicode, take=take,
                          suit=helper.suit.noun, card=helper.unicode)
    trump_note = ""
    if trump is not None and not declared:
        trump_note = tr("practice.dudak.own_trump", name=name, suit=trump.noun)
    if trump is None:
        trump_note = tr("practice.dudak.no_trump", name=name)
    others_text = tr("list.sep").join(tr("practice.dudak.whose_trump", name=state.names[s], suit=t.noun)
                                      for s, t in enumerate(state.trumps) if t is not None and s != seat)
    if others_text:
        trump_note += tr("practice.dudak.other_trumps", others=others_text)
    question = tr("practice.dudak.beats.question", top=top.unicode, declared=declared, trumps=trump_note, name=name)
    return Puzzle("dudak", "beats", lvl, question, state, seat, choices, frozenset({right}), True, solution,
                  highlight=(("pile", (top,)),))


_GO_OUT = ("set_aside", "stays", "taken")

KEEP_STAYS = 0.7
"""How often a position where the pile stays is passed over: in bot-played deals a player goes out on an added card
or a lead about three times as often as on a beating card, so without this nearly every answer of a set would be
"the pile stays"; with it the two answers come about equally often, at every level."""


def _dudak_go_out(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import dudak as d

    seat = state.to_move
    if seat is None or state.phase not in (d.LEAD, d.RESPOND) or len(state.hands[seat]) > 2:
        return None
    outs = [m for m in state.legal_moves() if isinstance(m, (d.Lead, d.Beat))
            and len(state.hands[seat]) == len(m.targets) + 1]
    if sum(1 for h in state.hands if h) <= 2:
        return None  # going out would end the deal: the pile no longer matters
    candidates = []
    for move in outs:
        if isinstance(move, d.Lead) or move.card.suit is not state.top.suit:
            lvl = 3  # D-A4: going out on a lead leaves the card to beat; or out on a trump
        elif len(state.pile) >= 4:
            lvl = 2  # a plain beat on a long pile
        else:
            lvl = 1  # a plain beat on a short pile
        candidates.append((lvl, move))
    # A fallback stays next to the level asked (a lead is never a first lesson).
    found = _pick(rng, [c for c in candidates if abs(c[0] - level) <= 1], level, exact)
    if found is None:
        return None
    killed = isinstance(found[1], d.Beat) and found[1].add is None
    if exact and not killed and rng.random() < KEEP_STAYS:
        return None  # look on: the answer must not be known in advance (see KEEP_STAYS)
    lvl, move = found
    after, said = _after(state, move, most=2)
    if len(after.set_aside) > len(state.set_aside) and not after.pile:
        right = "set_aside"
    elif after.pile and after.top == (move.card if isinstance(move, d.Lead) else move.add):
        right = "stays"
    else:
        right = "taken"
    story = tr("list.sentences").join(said)
    choices = []
    for key in _GO_OUT:
        why = tr("practice.right_because" if key == right else "practice.no_because", story=story)
        choices.append(Choice(key, tr(f"practice.dudak.go_out.{key}"), why))
    name = state.names[seat]
    if isinstance(move, d.Lead):
        what = tr("practice.dudak.leads", name=name, card=move.card.unicode)
    elif move.add is None:
        what = tr("practice.dudak.beats_last", name=name, top=state.top.unicode, card=move.card.unicode)
    else:
        what = tr("practice.dudak.beats_adds", name=name, top=state.top.unicode, card=move.card.unicode,
                  add=move.add.unicode)
    question = tr("practice.dudak.go_out.question", what=what)
    return Puzzle("dudak", "go_out", lvl, question, state, seat, tuple(choices), frozenset({frozenset({right})}),
                  False, tr("practice.engine", story=story), highlight=((f"hand/{seat}", (move.card,) + move.targets),))


def _out_words(state: Any, move: Any) -> str:
    """What a move that empties the mover's hand does, in words (the subject of a question)."""
    from cardrules.games import dudak as d

    name = state.names[state.to_move]
    if isinstance(move, d.Lead):
        return tr("practice.dudak.leads", name=name, card=move.card.unicode)
    if move.add is None:
        return tr("practice.dudak.beats_last", name=name, top=state.top.unicode, card=move.card.unicode)
    return tr("practice.dudak.beats_adds", name=name, top=state.top.unicode, card=move.card.unicode,
              add=move.add.unicode)


SCORE_DEALS = (3, 4, 5)
"""How many deals the game of a scoring question has (the question is asked in its last deal)."""


def _score_level(before: list[int], loser: int) -> tuple[int, frozenset[int]]:
    """The level of a scoring question and its winners: 1 when this deal's loss changes nothing at the top, 2 when it
    does (a leader loses, and the win goes elsewhere), 3 when the win is shared."""
    after = before[:]
    after[loser] += 1
    low, was = min(after), min(before)
    winners = frozenset(s for s, x in enumerate(after) if x == low)
    if len(winners) > 1:
        return 3, winners
    return (1 if winners == frozenset(s for s, x in enumerate(before) if x == was) else 2), winners


def _dudak_score(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """Who wins the game? The last deal of a game is about to end (the player to move goes out, leaving one player
    holding cards); the losses of the earlier deals are given. The answer is the engine's result of the game."""
    from cardrules.games import dudak as d

    seat = state.to_move
    if seat is None or state.phase not in (d.LEAD, d.RESPOND) or sum(1 for h in state.hands if h) != 2:
        return None
    outs = [m for m in state.legal_moves() if isinstance(m, (d.Lead, d.Beat))
            and len(state.hands[seat]) == len(m.targets) + 1]
    if not outs:
        return None
    n = state.players
    loser = next(s for s, h in enumerate(state.hands) if h and s != seat)
    deals = rng.choice(SCORE_DEALS)
    candidates = []
    for _ in range(40):
        # the earlier deals' losses: one loser a deal
        before = [0] * n
        for _deal in range(deals - 1):
            before[rng.randrange(n)] += 1
        lvl, _winners = _score_level(before, loser)
        candidates.append((lvl, tuple(before)))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, before = found
    rules = d.Rules(players=n, deals=deals, trumps=state.rules.trumps, whole_pile_only=state.rules.whole_pile_only,
                    deal_in_pairs=state.rules.deal_in_pairs, turn_limit=state.rules.turn_limit)
    last = d.from_position(rules, hands=[" ".join(str(c) for c in h) for h in state.hands],
                           pile=" ".join(str(c) for c in state.pile),
                           set_aside=" ".join(str(c) for c in state.set_aside),
                           trumps=[t.value if t is not None else None for t in state.trumps], to_move=seat,
                           dealer=state.dealer, deal=deals, losses=before, turns=state.turns)
    move = rng.choice(outs)
    after, said = _after(last, move, most=3)
    result = after.result
    assert after.is_over and result is not None  # going out leaves one player holding cards: the game ends
    right = frozenset(f"s{w}" for w in result.winners)
    final = after.losses
    fewest = min(final)
    choices = []
    for s in range(n):
        why = plural("practice.dudak.score.seat", final[s], name=last.names[s]) + tr(
            "practice.dudak.score.fewest", n=fewest)
        choices.append(Choice(f"s{s}", last.names[s], why))
    table = tr("list.sep").join(tr("dudak.fact.seat_count", seat=last.names[s], n=before[s]) for s in range(n))
    question = tr("practice.dudak.score.question", deal=deals, table=table, what=_out_words(last, move))
    return Puzzle("dudak", "score", lvl, question, last, seat, tuple(choices), frozenset({right}), True,
                  tr("practice.engine", story=tr("list.sentences").join(said)),
                  highlight=((f"hand/{seat}", (move.card,) + move.targets),))


def _dudak_take(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """A player facing the pile does not beat: which of the pile's cards go back to their hand? The top card only,
    the player then beating the next card or taking again; a trump declarer takes the whole pile. The answer is the
    cards of the engine's take (``Take`` or ``TakeAll``, whichever the rules give this player)."""
    from cardrules.games import dudak as d

    seat = state.to_move
    if (seat is None or state.phase != d.RESPOND or not 2 <= len(state.pile) <= 8
            or state.rules.whole_pile_only):
        return None
    move = next(m for m in state.legal_moves() if isinstance(m, (d.Take, d.TakeAll)))
    after, said = _after(state, move, most=1)
    took = next(e for e in after.events[len(state.events):] if e.kind in ("take", "take_all"))
    taken = frozenset(str(c) for c in took.cards)
    trump = state.trumps[seat]
    # 1: the top card of a short pile; 2: of a long pile (the cards under it stay); 3: a declarer takes it all
    lvl = 3 if trump is not None else 2 if len(state.pile) >= 4 else 1
    if exact and lvl != level:
        return None
    name = state.names[seat]
    top = state.pile[-1]
    story = said[0]
    choices = []
    for c in state.pile:
        if str(c) in taken and trump is not None:
            why = tr("practice.dudak.take.all", card=c.unicode, name=name, suit=trump.noun)
        elif str(c) in taken:
            why = tr("practice.dudak.take.top", card=c.unicode)
        else:
            why = tr("practice.dudak.take.stays", card=c.unicode, name=name, top=top.unicode)
        choices.append(Choice(str(c), c.unicode, why, c, "pile"))
    question = tr("practice.dudak.take.question", name=name, top=top.unicode)
    return Puzzle("dudak", "take", lvl, question, state, seat, tuple(choices), frozenset({taken}), True,
                  tr("practice.engine", story=story))


def _dudak_lead(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """The first turn of a deal: who leads the first card? The answer is the seat the engine asks to lead (the
    dealer's left), who may lead any card (every card of the hand is a move the engine accepts)."""
    from cardrules.games import dudak as d

    seat = state.to_move
    if seat is None or state.phase != d.LEAD or any(e.deal == state.deal for e in state.events
                                                    if e.kind in ("lead", "beat", "take", "take_all")):
        return None
    hand = state.hands[seat]
    if any(state.why_illegal(d.Lead(c)) is not None for c in hand):
        return None  # the rule taught: any card may lead
    lvl = min(3, state.players - 1)
    if exact and lvl != level:
        return None
    names = state.names
    dealer = names[state.dealer]
    choices = tuple(Choice(str(s), names[s], tr(
        "practice.dudak.lead.yes" if s == seat else "practice.dudak.lead.no", name=names[s], dealer=dealer,
        leader=names[seat])) for s in range(state.players))
    question = tr("practice.dudak.lead.question", dealer=dealer)
    return Puzzle("dudak", "lead", lvl, question, state, None, choices, frozenset({frozenset({str(seat)})}), False,
                  tr("practice.dudak.lead.yes", name=names[seat], dealer=dealer, leader=names[seat]))


FINDERS: dict[str, Finder] = {"beats": _dudak_beats, "go_out": _dudak_go_out, "score": _dudak_score,
                              "take": _dudak_take, "lead": _dudak_lead}
"""The kinds of question asked of this game, in the order a set asks them, and the function that finds each."""

GLANCE: tuple[tuple[str, ...], ...] = (
    ("beats",),  # players; 32 cards, A high, 7 low
    ("lead",),  # the dealer's left leads any card
    ("beats",),  # beat the top card with a higher card of its suit, then add one
    ("take",),  # not beating: take the top card back
    ("beats",),  # a declared trump beats every other suit
    ("take",),  # a declarer who does not beat takes the whole pile
    ("go_out", "score"),  # going out; the last holder loses the deal
    ("score",),  # the fewest losses win
)
"""For each point of the rules at a glance (``dudak.lesson.glance``, in order), the kinds of question that practise
it."""

