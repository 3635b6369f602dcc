"""Practice questions on Spoil Five positions, answered and explained by the engine (see
:mod:`cardrules.practice`, which asks them)."""

from __future__ import annotations

import random
from typing import Any

from cardrules.cards import Card
from cardrules.i18n import t as tr
from cardrules.practice import Choice, Finder, Puzzle, _after, _cards


def _spoil_five_playable(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import spoil_five as sf

    seat = state.to_move
    if seat is None or state.phase != "play" or not state.trick or len(state.hands[seat]) < 2:
        return None
    hand = state.hands[seat]
    led = state.trick[0][1]
    trumps_held = [c for c in hand if state.is_trump(c)]
    right = frozenset(str(c) for c in hand if state.why_illegal(sf.Play(c)) is None)
    renege = state.is_trump(led) and trumps_held and all(c in _top_trumps(state) for c in trumps_held)
    special = sf.ACE_OF_HEARTS in hand or led == sf.ACE_OF_HEARTS or state.low_ace in hand
    if renege or special and len(right) < len(hand):
        lvl = 3  # reneging a top trump, the Ace of hearts, or an undeclared trump Ace
    elif state.is_trump(led) or trumps_held or not any(c.suit is led.suit for c in hand):
        lvl = 2  # trumps led, trumping allowed while able to follow, or unable to follow
    else:
        lvl = 1
    if exact and lvl != level:
        return None
    name = state.names[seat]

    def explain(card: Card) -> str:
        reason = state.why_illegal(sf.Play(card))
        if reason is None:
            # The engine allowed it; the note says which case of the rule it is, read from the cards alone (which
            # suit, which trumps are held), so that a missed card teaches more than the list of answers after it.
            why = _why_playable(state, card, led, hand, trumps_held)
            if why is not None:
                return tr(f"practice.spoil_five.why_may.{why}", card=card.unicode, name=name,
                          suit=led.suit.noun)
            return tr("practice.spoil_five.may", card=card.unicode,
                      narration=_after(state, sf.Play(card), most=1)[1][0])
        return tr("practice.spoil_five.may_not", card=card.unicode, reason=reason)

    choices = tuple(Choice(str(c), c.unicode, explain(c), c, f"hand/{seat}") for c in hand)
    solution = tr("practice.spoil_five.may_play", name=name, cards=_cards(c for c in hand if str(c) in right),
                  any="" if len(right) < len(hand) else tr("practice.spoil_five.any_card"))
    question = tr("practice.spoil_five.playable.question", suit=state.trumps.noun.capitalize(),
                  leader=state.names[state.trick[0][0]], card=led.unicode, name=name)
    return Puzzle("spoil_five", "playable", lvl, question, state, seat, choices, frozenset({right}), True, solution,
                  highlight=())


def _spoil_five_trick(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    seat = state.to_move
    if seat is None or state.phase != "play" or len(state.trick) != state.players - 1:
        return None
    moves = state.legal_moves()
    move = moves[rng.randrange(len(moves))]
    trick = state.trick + ((seat, move.card),)
    cards = [c for _, c in trick]
    led = cards[0]
    trumps_in = [c for c in cards if state.is_trump(c)]
    if set(cards) & _top_trumps(state) or state.low_ace in cards:
        lvl = 3  # the 5 or Jack of trumps, the Ace of hearts, or an undeclared trump Ace
    elif trumps_in:
        lvl = 2
    else:
        lvl = 1
    if exact and lvl != level:
        return None
    after, said = _after(state, move, most=3)
    won = next(e for e in after.events[len(state.events):] if e.kind == "trick")
    winner = won.seat
    win_card = next(c for s, c in trick if s == winner)
    narrate = state.MODULE.narrate
    story = narrate(won, state.names)
    led_suit = None if state.is_trump(led) else led.suit
    choices = []
    for s, c in trick:
        label = tr("practice.spoil_five.trick.label", name=state.names[s], card=c.unicode)
        if s == winner:
            why = tr("practice.right_because", story=story)
        elif not state.is_trump(c) and led_suit is None:
            why = tr("practice.spoil_five.trumps_led", card=c.unicode)
        elif not state.is_trump(c) and c.suit is not led.suit:
            why = tr("practice.spoil_five.off_suit", card=c.unicode, suit=led.suit.noun)
        elif state.is_trump(win_card) and not state.is_trump(c):
            why = tr("practice.spoil_five.trump_beats", winner=win_card.unicode, card=c.unicode)
        else:
            what = tr("practice.spoil_five.a_trump") if state.is_trump(c) else tr(f"card.suit_one.{c.suit.value}")
            why = tr("practice.spoil_five.higher", winner=win_card.unicode, what=what, card=c.unicode)
        choices.append(Choice(str(s), label, why))
    name = state.names[seat]
    question = tr("practice.spoil_five.trick.question", suit=state.trumps.noun.capitalize(), name=name,
                  card=move.card.unicode)
    if len(state.winners) < 4:  # not the deal's last trick: its winner leads the next one (the engine's leader)
        story += " " + tr("practice.spoil_five.trick.leads_next", name=state.names[after.leader])
    return Puzzle("spoil_five", "trick", lvl, question, state, seat, tuple(choices),
                  frozenset({frozenset({str(winner)})}), False, tr("practice.engine", story=story),
                  highlight=((f"hand/{seat}", (move.card,)),))


def _spoil_five_pool(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """The last card of a deal: who takes the pool, or is the deal spoiled? (Chips: three tricks take the pool; a
    deal where nobody takes three is spoiled and the pool stays for the next one; a jink must take all five.) The
    answer is what the engine does when the card is played."""
    seat = state.to_move
    if (seat is None or state.phase != "play" or len(state.hands[seat]) != 1
            or len(state.trick) != state.players - 1):
        return None
    move = state.legal_moves()[0]
    after, said = _after(state, move, most=4)
    new = after.events[len(state.events):]
    ended = next((e for e in new if e.kind in ("pool", "spoil")), None)
    if ended is None:
        return None
    right = "spoil" if ended.kind == "spoil" else str(ended.seat)
    last = next(e.seat for e in new if e.kind == "trick")  # the tricks each took, the last one included
    counts = [list(state.winners).count(s) + (s == last) for s in range(state.players)]
    # 1: the pool was won before this trick; 2: this trick decides it; 3: a jink, or a spoil where two took two
    if state.jinker is not None or ended.kind == "spoil" and counts.count(2) >= 2:
        lvl = 3
    elif ended.kind == "pool" and list(state.winners).count(ended.seat) >= 3:
        lvl = 1
    else:
        lvl = 2
    if exact and lvl != level:
        return None
    story = " ".join(line for e, line in zip(new, said, strict=False) if e.kind in ("trick", "pool", "spoil"))
    choices = []
    for s in range(state.players):
        key = str(s)
        why = tr("practice.right_because" if key == right else "practice.no_because", story=story)
        if key != right:
            why = tr("practice.spoil_five.pool.tricks", name=state.names[s], n=counts[s]) + " " + why
        choices.append(Choice(key, tr("practice.spoil_five.pool.takes", name=state.names[s]), why))
    choices.append(Choice("spoil", tr("practice.spoil_five.pool.spoiled"),
                          tr("practice.right_because" if right == "spoil" else "practice.no_because", story=story)))
    question = tr("practice.spoil_five.pool.question", name=state.names[seat], card=move.card.unicode)
    return Puzzle("spoil_five", "pool", lvl, question, state, seat, tuple(choices),
                  frozenset({frozenset({right})}), False, tr("practice.engine", story=story),
                  highlight=((f"hand/{seat}", (move.card,)),))


def _why_playable(state: Any, card: Card, led: Card, hand: tuple[Card, ...], trumps_held: list[Card]) -> str | None:
    """Which case a card the engine allows falls in, by the cards: it follows the suit or the trumps led, it is a
    trump played instead of following, or the hand has none of what was led (nor, by these rules, must trump). None
    when none of these describes it (the note then says what the card does)."""
    if state.is_trump(led):
        if state.is_trump(card):
            return "follows_trumps"
        if not trumps_held:
            return "no_trump"
        return "held_back" if all(c in _top_trumps(state) for c in trumps_held) else None
    if state.is_trump(card):
        return "trumps"
    if card.suit is led.suit:
        return "follows"
    if any(c.suit is led.suit and not state.is_trump(c) for c in hand):
        return None
    return "void" if not trumps_held else "discard"


def _top_trumps(state: Any) -> set[Card]:
    from cardrules.games import spoil_five as sf

    return {Card("5", state.trumps), Card("J", state.trumps), sf.ACE_OF_HEARTS}


def _deal_events(state: Any) -> list[Any]:
    return [e for e in state.events if e.deal == state.deal]


def _spoil_five_rob(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """Before the first lead: who may rob the turn-up (take it, discarding a card)? The answer is the seat the engine
    asks to rob (its ``rob`` phase), or nobody when it goes straight to the lead. Every hand is shown: the question
    is who holds the trump Ace."""
    from cardrules.games import spoil_five as sf

    turnup = state.turnup
    if turnup is None or state.winners or state.trick or state.rules.may_decline:
        return None
    if state.phase == "rob":
        robber: int | None = state.decider
    elif state.phase == "play" and not any(e.kind in ("rob", "pass") for e in _deal_events(state)):
        robber = None
    else:
        return None
    ace = Card("A", state.trumps)
    holder = next((s for s, h in enumerate(state.hands) if ace in h), None)
    if robber is not None and state.why_illegal(sf.Rob(turnup, turnup)) is not None:
        return None  # the engine's own check: the seat asked may take the turn-up (here, keeping the hand)
    # 1: a player holds the trump Ace; 2: nobody does (it is in the stock); 3: the turn-up is an Ace: the dealer
    lvl = 3 if turnup.rank == "A" else 1 if robber is not None else 2
    if exact and lvl != level:
        return None
    names = state.names
    dealer = state.dealer

    def why(s: int) -> str:
        if s == robber:
            if turnup.rank == "A" and s == dealer:
                return tr("practice.spoil_five.rob.dealer", name=names[s], card=turnup.unicode)
            return tr("practice.spoil_five.rob.holds", name=names[s], ace=ace.unicode)
        if turnup.rank == "A":
            return tr("practice.spoil_five.rob.not_dealer", name=names[s], card=turnup.unicode,
                      dealer=names[dealer])
        return tr("practice.spoil_five.rob.no_ace", name=names[s], ace=ace.unicode)

    choices = [Choice(str(s), names[s], why(s)) for s in range(state.players)]
    where = tr("practice.spoil_five.rob.in_stock", ace=ace.unicode) if holder is None else tr(
        "practice.spoil_five.rob.held", ace=ace.unicode, name=names[holder])
    choices.append(Choice("nobody", tr("practice.spoil_five.rob.nobody"),
                          where if robber is None else why(robber)))
    right = "nobody" if robber is None else str(robber)
    solution = why(robber) if robber is not None else where
    question = tr("practice.spoil_five.rob.question", card=turnup.unicode, suit=state.trumps.noun,
                  dealer=names[dealer])
    return Puzzle("spoil_five", "rob", lvl, question, state, None, tuple(choices), frozenset({frozenset({right})}),
                  False, tr("practice.engine", story=solution), highlight=(("turnup", (turnup,)),),
                  open_hands=True)


def _spoil_five_jink(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """A player has won the first three tricks: stop and take the pool, or jink (lead on) for all five? What the
    choice brings is what the engine pays: after Stop, or after the jink played out by the bots."""
    from cardrules.games import spoil_five as sf

    if not state.jink_open:
        return None
    seat = state.to_move
    name = state.names[seat]
    stop = rng.random() < (1.0 if exact and level == 1 else 0.0 if exact else 0.4)
    if stop:
        move: Any = sf.Stop()
        after = state.play(move)
        taken = 3
    else:
        move = sf.Jink(state.hands[seat][rng.randrange(len(state.hands[seat]))])
        after = state.play(move)
        bots = [sf.HeuristicBot(rng.randrange(2**31)) for _ in range(state.players)]
        while after.deal == state.deal and not after.is_over:
            mover = after.to_move
            after = after.play(bots[mover].choose(after.view(mover)))
        taken = sum(1 for e in after.events[len(state.events):] if e.kind == "trick" and e.seat == seat) + 3
    new = [e for e in after.events[len(state.events):] if e.deal == state.deal]
    kinds = {e.kind for e in new}
    right = "pool_bonus" if "bonus" in kinds else "pool" if "pool" in kinds else "nothing"
    lvl = 1 if stop else 2 if right == "pool_bonus" else 3
    if exact and lvl != level:
        return None
    narrate = state.MODULE.narrate
    story = " ".join(narrate(e, state.names) for e in new if e.kind in ("stop", "pool", "bonus", "spoil"))
    labels = {"pool": tr("practice.spoil_five.jink.pool", name=name, chips=state.pool),
              "pool_bonus": tr("practice.spoil_five.jink.pool_bonus", name=name),
              "nothing": tr("practice.spoil_five.jink.nothing")}
    choices = tuple(Choice(k, label, tr("practice.right_because" if k == right else "practice.no_because",
                                        story=story)) for k, label in labels.items())
    if stop:
        question = tr("practice.spoil_five.jink.stop_question", name=name)
    else:
        question = tr("practice.spoil_five.jink.jink_question", name=name, card=move.card.unicode,
                      n=taken - 3)
    return Puzzle("spoil_five", "jink", lvl, question, state, seat, choices, frozenset({frozenset({right})}), False,
                  tr("practice.engine", story=story))


def _spoil_five_chips(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    """The deal's last card, in a whole game: is there another deal, or does the game end, and who wins? The game
    ends when someone cannot pay into an empty pool; a pool left by a spoiled deal is always played for. The answer is
    what the engine does after the card."""
    seat = state.to_move
    if (seat is None or state.phase != "play" or len(state.hands[seat]) != 1
            or len(state.trick) != state.players - 1 or state.rules.single_deal):
        return None
    move = state.legal_moves()[0]
    after = state.play(move)
    new = after.events[len(state.events):]
    over = next((e for e in new if e.kind == "game_over"), None)
    if over is not None:
        winners = over.get("winners")
        if len(winners) != 1:
            return None  # a shared win: one answer to click is wanted
        right = str(winners[0])
        lvl = 2
    else:
        right = "next"
        spoiled = any(e.kind == "spoil" for e in new)
        ante = state.rules.ante
        lvl = 3 if spoiled and min(after.chips) < ante else 1
    if exact and lvl != level:
        return None
    narrate = state.MODULE.narrate
    story = " ".join(narrate(e, state.names) for e in new if e.kind in ("pool", "bonus", "spoil", "game_over"))
    names = state.names
    choices = [Choice("next", tr("practice.spoil_five.chips.next"),
                      tr("practice.right_because" if right == "next" else "practice.no_because", story=story))]
    choices += [Choice(str(s), tr("practice.spoil_five.chips.wins", name=names[s]),
                       tr("practice.right_because" if right == str(s) else "practice.no_because", story=story))
                for s in range(state.players)]
    chips = tr("list.sep").join(tr("practice.spoil_five.chips.has", name=names[s], n=state.chips[s])
                                for s in range(state.players))
    question = tr("practice.spoil_five.chips.question", chips=chips, pool=state.pool, name=names[seat],
                  card=move.card.unicode, ante=state.rules.ante)
    return Puzzle("spoil_five", "chips", lvl, question, state, seat, tuple(choices),
                  frozenset({frozenset({right})}), False, tr("practice.engine", story=story),
                  highlight=((f"hand/{seat}", (move.card,)),))


# ------------------------------------------------------------------------------------------------------- registry


FINDERS: dict[str, Finder] = {"playable": _spoil_five_playable, "trick": _spoil_five_trick, "pool": _spoil_five_pool,
                              "rob": _spoil_five_rob, "jink": _spoil_five_jink, "chips": _spoil_five_chips}
"""The kinds of question asked of this game, in the order a set asks them, and the function that finds each."""

GLANCE: tuple[tuple[str, ...], ...] = (
    ("chips", "pool"),  # players, chips, the ante into the pool
    ("rob", "playable"),  # five cards each, the turn-up names trumps
    ("trick",),  # the order of the trumps and of the plain suits
    ("rob",),  # the holder of the trump Ace may rob
    ("trick",),  # the winner of a trick leads the next
    ("playable",),  # follow or trump; the top three held back
    ("trick",),  # the highest trump wins, else the highest of the suit led
    ("pool", "jink"),  # three tricks win the pool; stop or jink
    ("pool", "chips"),  # nobody with three: spoiled, the pool carries over
    ("chips",),  # the game ends when someone cannot pay into an empty pool; most chips wins
)
"""For each point of the rules at a glance (``spoil_five.lesson.glance``, in order), the kinds of question that
practise it."""
