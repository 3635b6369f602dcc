"""Spoil Five's players: the heuristic bot, the dealing of hidden cards for the Monte Carlo bot, and the fast
rollout policy it plays out with. Every one of them reads a seat's :class:`~cardrules.protocol.View` as data (the
log's events, the facts' seats and numbers), never the words a reader sees."""

from __future__ import annotations

import dataclasses
import random

from cardrules.cards import Card, Suit
from cardrules.games.spoil_five.fast import _POWERS, _TRUMP_KEYS, _lead_of, _play_of, _power_table
from cardrules.games.spoil_five.rules import (
    _DECK,
    _LOW_ACE_POWER,
    Declare,
    Decline,
    Jink,
    Lead,
    Pass,
    Play,
    Rob,
    Rules,
    SpoilFiveMove,
    State,
    Stop,
    _top_trumps,
    eldest,
    is_trump,
    trump_order,
)
from cardrules.log import Log
from cardrules.protocol import Event, MonteCarloSettings, ScoreLine, View, start_json


# ---------------------------------------------------------------------------------------------------------- bots
class HeuristicBot:
    """A fair opponent for a beginner, reading only its seat's :class:`View`.

    * Robbing: always rob, discarding the weakest card; always declare the trump Ace.
    * Leading: lead the best trump when holding the 5 or the Jack of trumps (to draw trumps while it counts),
      otherwise the best plain card.
    * Following: win the trick as cheaply as possible when it can; otherwise throw the weakest card, holding back
      top trumps when reneging is allowed.
    * Jinking: stop after three tricks unless both remaining cards are among the top four trumps still out.

    With ``samples`` > 0 it plays stronger and slower (a few milliseconds a card): each card it may play, and the
    choice to stop or jink, is tried on ``samples`` guesses of the hidden hands (dealt at random from the unseen
    cards, with the robbed turn-up and a declared Ace placed where they are known to be), each played out at random,
    and the move with the best average chips wins.
    """

    plays_only_move = True
    """With one legal move it plays that move, drawing nothing (see :mod:`cardrules.bots`)."""

    def __init__(self, rng: random.Random | int = 0, *, samples: int = 0) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.samples = samples

    def choose(self, view: View) -> SpoilFiveMove:
        moves = view.legal_moves
        if not moves:
            raise ValueError("no legal move to choose from: is it this seat's turn?")
        trumps, low_ace, plays = _deal_facts(view)
        ranking = view.rules.ranking
        powers, trump_keys = _POWERS[trumps, ranking], _TRUMP_KEYS[trumps]  # by card key: hashing a Card is slow

        def power(c: Card) -> int:
            return _LOW_ACE_POWER if low_ace is not None and c == low_ace else powers[c.key]

        def trump(c: Card) -> bool:
            return c.key in trump_keys  # is_trump, by its table

        first = moves[0]
        if isinstance(first, Declare):
            return first
        if isinstance(first, (Rob, Pass)):
            robs = [m for m in moves if isinstance(m, Rob)]
            return min(robs, key=lambda m: (power(m.discard) if trump(m.discard) else power(m.discard) - 100))
        cards = [m for m in moves if isinstance(m, (Lead, Play, Jink))]
        if self.samples and len(moves) > 1:
            return self._sampled(view, tuple(moves), trumps, low_ace, plays)
        if any(isinstance(m, Stop) for m in moves):
            hand = [m.card for m in cards]
            order = [c for c in trump_order(trumps, ranking) if c not in {c2 for _, c2 in plays}]
            if all(c in order[:4] for c in hand):
                return max(cards, key=lambda m: power(m.card))
            return next(m for m in moves if isinstance(m, Stop))
        if isinstance(cards[0], Lead):
            hand = [m.card for m in cards]
            if any(c in _top_trumps(trumps)[:2] for c in hand):  # the 5 or the Jack of trumps
                return max(cards, key=lambda m: power(m.card))
            plain = [m for m in cards if not trump(m.card)]
            return max(plain or cards, key=lambda m: power(m.card))
        trick = _trick_so_far(plays, view.players)
        led = trick[0]

        def beats(c: Card, best: Card) -> bool:
            if trump(c):
                return not trump(best) or power(c) > power(best)
            return not trump(best) and c.suit is best.suit and power(c) > power(best)

        best = led
        for c in trick[1:]:
            if beats(c, best):
                best = c
        winning = [m for m in cards if beats(m.card, best)]
        if winning:
            return min(winning, key=lambda m: power(m.card))
        return min(cards, key=lambda m: (trump(m.card), power(m.card)))

    def _sampled(self, view: View, moves: tuple[SpoilFiveMove, ...], trumps: Suit, low_ace: Card | None,
                 plays: list[tuple[int, Card]]) -> SpoilFiveMove:
        """The move with the best mean chips over ``samples`` random guesses of the hidden hands."""
        p, me = view.players, view.seat
        assert me is not None
        winners: list[int] = []
        trick: list[tuple[int, Card]] = []
        placed: dict[Card, int] = {}  # cards known to be in a hand: a robbed turn-up, a declared Ace
        pool = 0
        for e in view.events:
            if e.kind == "deal":
                winners, trick, placed = [], [], {}
            elif e.kind == "ante":
                pool = e.get("pool")
            elif e.kind == "play":
                trick.append((e.seat, e.cards[0]))  # type: ignore[arg-type]
            elif e.kind == "trick":
                winners.append(e.seat)  # type: ignore[arg-type]
                trick = []
            elif e.kind in ("rob", "declare") and e.seat != me:
                placed[e.cards[0]] = e.seat  # type: ignore[assignment]
        mine = tuple(c for c in view.zone(f"hand/{me}").cards if c is not None)
        seen = set(mine) | {c for _, c in plays}
        for z in view.zones:
            if z.key in ("turnup", "discards"):
                seen |= {c for c in z.cards if c is not None}
        placed = {c: s for c, s in placed.items() if c not in seen}
        unseen = [c for c in _DECK if c not in seen and c not in placed]
        sizes = [view.zone(f"hand/{s}").count for s in range(p)]
        leader = trick[0][0] if trick else me  # the bot is asked only when it is to move
        rules = dataclasses.replace(view.rules, single_deal=True)
        bonus = view.rules.jink_bonus * (p - 1)
        value = dict.fromkeys(moves, 0)
        for _ in range(self.samples):
            self.rng.shuffle(unseen)
            hands: list[tuple[Card, ...]] = []
            k = 0
            for s in range(p):
                if s == me:
                    hands.append(mine)
                    continue
                known = tuple(c for c, holder in placed.items() if holder == s)
                n = sizes[s] - len(known)
                hands.append(known + tuple(unseen[k:k + n]))
                k += n
            base = State(rules=rules, start="{}", seed=0, deal=1, dealer=0, hands=tuple(hands), stock=(),
                         turnup=None, trumps=trumps, discards=(), won=((),) * p, winners=tuple(winners),
                         trick=tuple(trick), leader=leader, phase="play", decider=None, low_ace=low_ace,
                         chips=(0,) * p, pool=pool, after_spoil=False, score_lines=())
            for move in moves:
                state = base.play_unchecked(move)
                while state.phase != "over":
                    state = state.play_unchecked(self.rng.choice(state.legal_moves()))
                for e in state.events:
                    if e.seat == me and e.kind == "pool":
                        value[move] += pool
                    elif e.seat == me and e.kind == "bonus":
                        value[move] += bonus
        return max(moves, key=lambda m: value[m])

    def __repr__(self) -> str:
        return f"HeuristicBot(samples={self.samples})" if self.samples else "HeuristicBot()"


def _deal_facts(view: View) -> tuple[Suit, Card | None, list[tuple[int, Card]]]:
    """Trumps, this seat's undeclared Ace, and the cards played so far this deal, read from the view's events."""
    trumps = Suit.SPADES
    low_ace: Card | None = None
    plays: list[tuple[int, Card]] = []
    for e in view.events:
        if e.kind == "deal":
            trumps, low_ace, plays = Suit(e.get("trumps")), None, []
        elif e.kind == "decline" and e.cards:
            low_ace = e.cards[0]
        elif e.kind == "play":
            plays.append((e.seat, e.cards[0]))  # type: ignore[arg-type]
    return trumps, low_ace, plays


def _trick_so_far(plays: list[tuple[int, Card]], players: int) -> list[Card]:
    """The cards of the trick in play, the lead first, from the deal's plays (:func:`_deal_facts`): every seat plays
    one card to each trick, so they are the plays past the last whole trick. The view's table zone shows the same
    cards, but reading it makes every zone of the view, which the bot needs nothing else of
    (``tests/engine/test_fast_paths_match_rules.py`` checks the two agree)."""
    return [c for _, c in plays[len(plays) - len(plays) % players:]]


# ------------------------------------------------------------------------------------------- simulation hooks
def sample_state(view: View, rng: random.Random) -> State:
    """A full state consistent with everything ``view`` shows, the hidden cards dealt at random (for the Monte
    Carlo bot). Built from the view alone: the viewer's hand, the turn-up, the tricks, the hand and stock sizes,
    the public facts (chips) and the public log. Known constraints are kept: a declared (or declined) trump Ace
    stays with its holder until played, a robbed turn-up with the robber (either may be the robber's face-down
    discard: "rob 10H discard 10H" is a move), and when nobody declared the Ace it is in the stock. The phase comes
    from the log and, when the viewer is to move, from its legal moves."""
    if view.seat is None or view.is_over or view.to_move is None:
        raise ValueError("sample_state needs a seat's view of a game in progress")
    rules: Rules = view.rules
    p = rules.players
    deal = view.events[-1].deal if view.events else 1
    dealer = int(view.fact("dealer"))
    chips = list(view.fact("chips"))
    pool, after_spoil, trumps, turned = 0, False, Suit.SPADES, None
    won: list[list[Card]] = [[] for _ in range(p)]
    winners: list[int] = []
    trick: list[tuple[int, Card]] = []
    holder_of: dict[Card, int] = {}  # hidden cards known to be in a seat's hand
    phase, decider, declined, robber = "play", None, False, None
    shown: list[tuple[int, Card, Card]] = []  # (seat, card led, card discarded) of the plays that reveal a void
    for e in view.events:
        if e.kind == "spoil" and e.deal == deal - 1:
            after_spoil = True
        if e.deal != deal:
            continue
        if e.kind == "ante":
            pool = e.get("pool")
        elif e.kind == "deal":
            turned, trumps = e.cards[0], Suit(e.get("trumps"))
            if turned.rank == "A":
                phase, decider = "rob", dealer
        elif e.kind == "declare":
            holder_of[Card("A", trumps)] = _seat(e)
            phase, decider = "rob", _seat(e)
        elif e.kind == "decline":
            holder_of[Card("A", trumps)] = _seat(e)
            phase, decider, declined = "play", None, True
        elif e.kind == "pass":
            phase, decider = "play", None
        elif e.kind == "rob":
            holder_of[e.cards[0]] = _seat(e)
            phase, decider, robber = "play", None, _seat(e)
        elif e.kind == "play":
            if trick and e.get("role") == "discard" and e.seat != view.seat:
                shown.append((_seat(e), trick[0][1], e.cards[0]))
            trick.append((_seat(e), e.cards[0]))
            holder_of.pop(e.cards[0], None)
        elif e.kind == "trick":
            won[_seat(e)].extend(c for _, c in trick)
            winners.append(_seat(e))
            trick = []
    moves = view.legal_moves
    if moves and isinstance(moves[0], (Declare, Decline)):
        phase, decider = "declare", view.to_move
    elif moves and isinstance(moves[0], (Rob, Pass)):
        phase, decider = "rob", view.to_move
    assert turned is not None
    ace = Card("A", trumps)
    turnup = tuple(c for c in view.zone("turnup").cards if c is not None)
    hands = [tuple(c for c in view.zone(f"hand/{s}").cards if c is not None) for s in range(p)]
    discards: list[Card] = []
    if any(z.key == "discards" for z in view.zones):
        discards = [c for c in view.zone("discards").cards if c is not None]
    seen = set(turnup) | set(discards) | {c for h in hands for c in h} | {c for w in won for c in w}
    seen |= {c for _, c in trick}
    hidden = [s for s in range(p) if view.zone(f"hand/{s}").count and not hands[s]]
    in_stock: list[Card] = []
    if ace not in seen and ace not in holder_of and turned != ace:
        in_stock.append(ace)  # nobody declared it: it was not dealt to anyone (S-A2)
    pool_cards = [c for c in _DECK if c not in seen and c not in holder_of and c not in in_stock]
    excluded = _voids(shown, trumps, rules.ranking, ace if declined else None, rules.void_may_discard)
    dealt = _deal_hidden(view, hidden, holder_of, robber, pool_cards, excluded, rng)
    if dealt is None:  # the greedy deal met no hand the voids allow (rare): deal ignoring them
        dealt = _deal_hidden(view, hidden, holder_of, robber, pool_cards, {}, rng)
    assert dealt is not None
    held_by, pool_cards, robbed_discard = dealt
    for s in hidden:
        hands[s] = held_by[s]
    if robbed_discard is not None:
        discards = [robbed_discard]
    if robber is not None and robber != view.seat and robber not in hidden:  # the robber has played out its hand
        mine = [c for c, seat in holder_of.items() if seat == robber]
        discards, pool_cards = (mine[:1], pool_cards) if mine else (pool_cards[:1], pool_cards[1:])
    stock_size = view.zone("stock").count
    stock = tuple(in_stock) + tuple(pool_cards[:stock_size - len(in_stock)])
    stock = tuple(rng.sample(stock, len(stock)))
    leader = trick[0][0] if trick else (winners[-1] if winners else eldest(dealer, p))
    lines = tuple(ScoreLine(deal, s, "chips_so_far", chips[s]) for s in range(p))
    state = State(rules=rules, start=start_json(kind="sample"), seed=rng.randrange(2**31), deal=deal,
                  dealer=dealer, hands=tuple(hands), stock=stock, turnup=turnup[0] if turnup else None,
                  trumps=trumps, discards=tuple(discards), won=tuple(tuple(w) for w in won),
                  winners=tuple(winners), trick=tuple(trick), leader=leader, phase=phase, decider=decider,
                  low_ace=ace if declined else None, chips=tuple(chips), pool=pool, after_spoil=after_spoil,
                  log=Log.of(events=view.events), score_lines=lines)
    unsorted = state._evolve(low_ace=None)  # hands were sorted before any Ace was declined
    return state._evolve(hands=tuple(unsorted._sorted(h) for h in hands))


def _seat(e: Event) -> int:
    """The seat of an event that always has one (a declaration, a rob, a play, a trick)."""
    assert e.seat is not None
    return e.seat


def _voids(shown: list[tuple[int, Card, Card]], trumps: Suit, ranking: str, low_ace: Card | None,
           void_may_discard: bool) -> dict[int, set[Card]]:
    """The cards each seat cannot hold, read from its discards: a player who neither followed nor trumped a plain
    lead held no card of that suit and (the write-up's rule, S-A1) no trump; one who did not follow a trump lead held no
    trump but top trumps higher than the lead, which may renege (S-A5). Cards held then are held now or played."""
    power = _power_table(trumps, ranking)
    top = [c for c in _top_trumps(trumps) if c != low_ace]

    def trump(c: Card) -> bool:
        return is_trump(c, trumps)

    def strength(c: Card) -> int:
        return _LOW_ACE_POWER if c == low_ace else power[c.key]

    out: dict[int, set[Card]] = {}
    for seat, led, _card in shown:
        cards = out.setdefault(seat, set())
        if trump(led):
            cards.update(c for c in _DECK if trump(c) and not (c in top and strength(c) > strength(led)))
        else:
            cards.update(c for c in _DECK if c.suit is led.suit and not trump(c))
            if not void_may_discard:
                cards.update(c for c in _DECK if trump(c))
    return out


def _deal_hidden(view: View, hidden: list[int], holder_of: dict[Card, int], robber: int | None,
                 pool_cards: list[Card], excluded: dict[int, set[Card]], rng: random.Random
                 ) -> tuple[dict[int, tuple[Card, ...]], list[Card], Card | None] | None:
    """Deal the unseen cards (shuffled) to the ``hidden`` hands: each seat's known cards, then the first cards of
    the shuffled pool it may hold (greedy; None when a seat cannot be filled). Another robber's face-down discard
    came from the hand it held after taking the turn-up (known cards too): its hand and discard hold its known
    cards and as many of the pool as make one card more than its hand, and the discard is one whose removal
    leaves a hand its voids allow. Returns the hands, the cards left and that discard."""
    pool = list(pool_cards)
    rng.shuffle(pool)
    held_by: dict[int, tuple[Card, ...]] = {}
    robbed_discard: Card | None = None
    for s in hidden:
        mine = [c for c, seat in holder_of.items() if seat == s]
        size = view.zone(f"hand/{s}").count
        no = excluded.get(s, ())
        # The robber's known cards (the turn-up taken, a declared Ace) are in its hand or are its discard: after
        # "rob 10H discard 10H" it may know of one card more than its hand holds, and then takes none of the pool.
        need = size - len(mine)
        if need < (-1 if s == robber else 0):
            return None
        need = max(need, 0)
        if no:
            take = [i for i, c in enumerate(pool) if c not in no][:need]
        else:
            take = list(range(min(need, len(pool))))
        if len(take) < need:
            return None
        if s == robber and len(mine) <= size:  # one card more, whatever the voids: it may be the discard
            spare = next((i for i in range(len(pool)) if i not in take), None)
            if spare is None:
                return None
            take.append(spare)
        chosen = set(take)
        held = mine + [pool[i] for i in take]
        pool = [c for i, c in enumerate(pool) if i not in chosen]
        if s == robber:
            fits = [i for i in range(len(held)) if not any(c in no for j, c in enumerate(held) if j != i)]
            robbed_discard = held.pop(rng.choice(fits) if fits else rng.randrange(len(held)))
        held_by[s] = tuple(held)
    return held_by, pool, robbed_discard


# ---------------------------------------------------------------------------------------------- rollout policy
ROLLOUT_RANDOM = 0.1
"""Share of the rollout's card plays chosen at random among the legal cards, so that rollouts from one sampled deal
differ and no line of play is taken for certain."""

_STOP = Stop()


def rollout_move(state: State, rng: random.Random) -> SpoilFiveMove:
    """A fast move for the Monte Carlo bot's rollouts, read from the (sampled) state, playing like the heuristic bot:
    always declare and rob (discarding the weakest card), stop after three tricks (in a deal played as the last one,
    jinking can only turn a won pool into a spoil), lead the best trump when holding the 5 or the Jack of trumps and
    the best plain card otherwise, win a trick as cheaply as possible, else throw the weakest card. One card play
    in ten is a random legal card."""
    phase = state.phase
    if phase == "declare":
        return Declare()
    trumps = state.trumps
    powers = _POWERS[trumps, state.rules.ranking]
    trump_keys = _TRUMP_KEYS[trumps]
    low_ace = state.low_ace

    def power(c: Card) -> int:
        return _LOW_ACE_POWER if low_ace is not None and c == low_ace else powers[c.key]

    def trump(c: Card) -> bool:
        return c.key in trump_keys  # is_trump, by its table

    if phase == "rob":
        take = state.turnup
        assert take is not None
        # the weakest card goes: the lowest plain card, else the lowest trump (possibly the turn-up itself)
        return Rob(take, min(state.hands[state.decider] + (take,),  # type: ignore[index]
                             key=lambda c: power(c) if trump(c) else power(c) - 100))
    trick = state.trick
    if not trick:
        if len(state.winners) == 3 and state.jink_open:
            return _STOP
        hand = state.hands[state.leader]
        if len(hand) > 1 and rng.random() < ROLLOUT_RANDOM:
            return _lead_of(hand[rng.randrange(len(hand))])
        # hands are sorted trumps first, each group from its best card down
        five, jack = _top_trumps(trumps)[:2]
        if five in hand or jack in hand or not any(not trump(c) for c in hand):
            return _lead_of(max(hand, key=power))
        return _lead_of(max((c for c in hand if not trump(c)), key=power))
    cards = state.playable()
    if len(cards) > 1 and rng.random() < ROLLOUT_RANDOM:
        return _play_of(cards[rng.randrange(len(cards))])
    best = state.trick_winner()[1]  # type: ignore[index]
    best_power, best_trump = power(best), trump(best)
    cheapest: Card | None = None  # the cheapest card that takes the trick so far
    weakest: Card | None = None  # else the weakest card: the lowest plain card, else the lowest trump
    cheapest_power = weakest_place = 0
    for c in cards:  # (each card's strength looked up once: this loop is most of a rollout's own time)
        c_power = power(c)
        c_trump = c.key in trump_keys
        place = c_power + 1000 if c_trump else c_power  # (trump, power) as one number: powers are below 1000
        if weakest is None or place < weakest_place:
            weakest, weakest_place = c, place
        if c_trump:
            if best_trump and c_power < best_power:
                continue
        elif best_trump or c.suit is not best.suit or c_power < best_power:
            continue
        if cheapest is None or c_power < cheapest_power:
            cheapest, cheapest_power = c, c_power
    return _play_of(cheapest if cheapest is not None else weakest)  # type: ignore[arg-type]


# The Monte Carlo bot's settings: a deal is five tricks, so rollouts are short and a hint affords many of them (on the
# page it stops at its time budget, montecarlo.HINT_BUDGET; benchmarks/bench_all.py times it). The rollouts play like
# the heuristic bot: random players throw away tricks, so random rollouts misjudge who can take three.
MONTE_CARLO = MonteCarloSettings(simulations=2000, rollout="game", caution=None)
