"""Dudak: every fast path agrees with the plain statement it stands for, over thousands of random positions.

* which cards beat (``_beaters``, a table made from :func:`beats`) against :func:`beats` itself, for every pair of
  cards and every trump;
* the move list (shared move objects from tables) against every candidate move checked by ``why_illegal``;
* a pile's move list (``BeatList``, moves built by index when asked for) against a plain listing in the rules' order;
* the turn passing to the next holder (``_next_turn``'s fast path for the common case) against the plain rule;
* a beat's and a lead's event (their ``info`` from tables made once) against the events ``event()`` makes;
* a move taken from the list (applied at once, found by identity) against the same move read from its notation and
  checked;
* the log a view shows (masked per seat, kept and extended from state to state) against masking the whole log;
* the heuristic bot's reading of the log (only the events added since its last view) against reading all of it;
* a card taken back inserted in the sorted hand against sorting the hand with it;
* the zones a view shows (built with their slots set directly, face-down hands kept) against ``Zone`` itself;
* a holder's trump and whether cards were set aside, as the table shows them, against the log;
* the heuristic bot's choices against a plain statement of its heuristic (one ``min``, everything read afresh);
* ``new_game`` (the start built directly) against loading the same start as a saved game;
* ``rollout_position`` (Monte Carlo rollouts: this deal only, at most ``ROLLOUT_TURNS`` more turns).
"""

from __future__ import annotations

import json
import random

import pytest

from cardrules.cards import STANDARD_SUITS, Card, parse_cards, piquet_deck
from cardrules.errors import IllegalMoveError
from cardrules.games import dudak
from cardrules.games.dudak import ai, rules
from cardrules.games.dudak.rules import (
    ROLLOUT_TURNS,
    Beat,
    DeclareTrump,
    Lead,
    Rules,
    State,
    _beaters,
    beats,
    deck_for,
    parse_move,
)
from cardrules.protocol import GameState, Seat, Text, View, Zone

VARIANTS = [Rules(players=p, single_deal=False, deals=2) for p in (2, 3, 4)] + [
    Rules(trumps="before_lead", players=3), Rules(whole_pile_only=True, deal_in_pairs=True), Rules(trumps="none"),
    Rules(players=2, turn_limit=20, deals=3)]


def random_states(count: int, seed: int = 0) -> list[State]:
    """``count`` positions met in random play over the variants (every phase, several deals, declared trumps)."""
    rng = random.Random(seed)
    out: list[State] = []
    game = 0
    while len(out) < count:
        variant = VARIANTS[game % len(VARIANTS)]
        state = dudak.new_game(variant, seed=seed * 1000 + game)
        game += 1
        while not state.is_over and len(out) < count:
            if rng.random() < 0.3:
                out.append(state)
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
    return out


def test_beaters_table_is_beats() -> None:
    deck = piquet_deck()
    for top in deck:
        for trump in (None, *STANDARD_SUITS):
            table = _beaters(top, trump)
            for card in deck:
                assert (card.key in table) == beats(card, top, trump), (card, top, trump)


def plain_moves(state: State, rng: random.Random) -> set[object]:
    """Every move ``why_illegal`` allows, from candidates that hold every legal one: every card of the deck led,
    beating with every add from the hand (or none), and the hand's cards beating with a few cards not held added."""
    deck = deck_for(state.players)
    hand = state.hands[state.seat] if state.seat is not None else ()
    candidates: list[object] = [dudak.Take(), dudak.TakeAll(), dudak.Pass()]
    candidates += [DeclareTrump(s) for s in STANDARD_SUITS]
    candidates += [Lead(c) for c in deck]
    candidates += [Beat(c, a) for c in deck for a in (None, *hand)]
    candidates += [Beat(c, a) for c in hand for a in rng.sample(deck, 3)]
    return {m for m in candidates if state.why_illegal(m) is None}


def test_move_list_is_every_move_why_illegal_allows() -> None:
    rng = random.Random(1)
    for state in random_states(1200, seed=1):
        listed = state.legal_moves()
        assert len(set(listed)) == len(listed), "a move listed twice"
        assert set(listed) == plain_moves(state, rng), state.to_json()


def test_a_listed_move_plays_as_the_checked_one() -> None:
    """A move object from the state's own list, played unchecked, gives the state the checked path gives: the same
    move read from its notation on a copy of the position with no list kept, checked by ``why_illegal``."""
    rng = random.Random(2)
    for state in random_states(1500, seed=2):
        moves = state.legal_moves()
        move = moves[rng.randrange(len(moves))]
        fast = state.play_unchecked(move)
        fresh = state._evolve()  # a copy without the kept list: ``GameState.play`` checks the move
        assert "_legal" not in fresh._cache
        slow = GameState.play(fresh, parse_move(str(move)))
        assert fast == slow
        assert fast.events == slow.events and fast.history == slow.history


def test_an_unlisted_move_is_still_checked() -> None:
    """With the list kept, a move not in it (built elsewhere, or a notation) is checked and refused with its
    reason; a listed one built elsewhere (equal, not the same object) is played."""
    state = dudak.from_position(hands=["10H 7S 8S", "AS KS", "", ""], pile="9H")
    state.legal_moves()
    with pytest.raises(IllegalMoveError):
        state.play(Beat(Card.parse("7S"), Card.parse("10H")))
    with pytest.raises(IllegalMoveError):
        state.play("lead 7S")
    assert state.play(Beat(Card.parse("10H"), Card.parse("7S"))).pile == parse_cards("9H 10H 7S")


def test_view_log_is_the_whole_log_masked() -> None:
    """Views asked by different seats, skipping states, across deals and replays: the kept log is always the whole
    log masked for the seat."""
    rng = random.Random(3)
    for g, variant in enumerate(VARIANTS):
        state = dudak.new_game(variant, seed=g)
        while not state.is_over:
            if rng.random() < 0.6:
                seat = rng.choice([None, *range(state.players)])
                assert state.view(seat).events == tuple(e.masked_for(seat) for e in state.events)
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
        for seat in (None, *range(state.players)):
            assert state.view(seat).events == tuple(e.masked_for(seat) for e in state.events)
        replayed = State.from_dict(state.to_dict())
        assert replayed.view(0).events == state.view(0).events


def test_bot_reads_the_log_as_a_whole_reading() -> None:
    """The bot reads only the events added since its last view; what it finds is what reading the whole log finds
    (trumps declared in random play, several deals, a view of another game in between)."""
    rng = random.Random(4)
    bots = [dudak.HeuristicBot(s) for s in range(4)]
    for g, variant in enumerate(VARIANTS):
        state = dudak.new_game(variant, seed=100 + g)
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            if rng.random() < 0.05:  # a view from elsewhere: the bot must read that log afresh
                other = dudak.new_game(variant, seed=g)
                bots[seat % 4]._public_log(other.view(other.to_move))
            assert bots[seat % 4]._public_log(view) == ai._public_log(view)
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])


@pytest.mark.parametrize("variant", [Rules(), Rules(players=2, single_deal=True), Rules(players=3, turn_limit=20),
                                     Rules(turn_limit=5000, deals=2)])
def test_rollout_position_ends_this_deal_within_the_rollout_turns(variant: Rules) -> None:
    rng = random.Random(5)
    for seed in range(12):
        state = dudak.new_game(variant, seed=seed)
        for _ in range(rng.randrange(80)):
            if state.is_over:
                break
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
        if state.is_over:
            continue
        before = state.to_json()
        short = state.rollout_position()
        assert state.to_json() == before and state.rules == variant  # the position itself is unchanged
        limit = max(20, min(variant.turn_limit, state.turns + ROLLOUT_TURNS))
        assert short.rules == Rules(**{**variant.to_dict(), "single_deal": True, "turn_limit": limit})
        for name in ("hands", "pile", "set_aside", "trumps", "seat", "phase", "turns", "deal", "losses", "history",
                     "events"):
            assert getattr(short, name) == getattr(state, name), name
        end = short
        while not end.is_over:
            end = end.play_unchecked(ai.rollout_move(end, rng))
        assert end.deal == state.deal and end.turns <= limit
        assert sum(end.losses) == sum(state.losses) + 1


def test_move_tables_hold_the_deck() -> None:
    """The shared moves: one per card (lead, beat out) and per ordered pair of cards (beat and add)."""
    for c in piquet_deck():
        assert rules._LEAD_OF[c.key] == Lead(c) and rules._BEAT_OUT[c.key] == Beat(c)
        for a in piquet_deck():
            assert rules._BEAT_ADD[c.key][a.key] == (Beat(c, a) if a != c else None)


def plain_zones(state: State, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
    """The table as a view shows it, every zone built by ``Zone`` itself, nothing kept from one view to the next."""
    n = state.players
    zones = []
    for s, hand in enumerate(state.hands):
        trump = state.trumps[s]
        out = not hand and not state.is_over
        note = Text("dudak.zone.out") if out else Text("dudak.zone.trump", suit=trump.symbol) if trump else ""
        cards = hand if open_hands or s == seat else (None,) * len(hand)
        zones.append(Zone(f"hand/{s}", Text("dudak.zone.hand", seat=Seat(s, n)), cards, owner=s, layout="fan",
                          note=note))
    top = state.top
    zones.append(Zone("pile", Text("dudak.zone.pile"), state.pile, layout="fan",
                      note=Text("dudak.zone.top", card=top) if top else "", highlight=(top,) if top else ()))
    zones.append(Zone("set_aside", Text("dudak.zone.set_aside"), (None,) * (len(state.set_aside) - state.unused),
                      layout="stack"))
    return tuple(zones)


def test_view_zones_are_the_plain_zones() -> None:
    """The zones a view shows (with labels and notes made once, or kept whole from an earlier view) are those
    ``Zone`` builds from the state, for every seat, a spectator and open hands, in positions met in random play and
    in lessons' positions."""
    states = random_states(1500, seed=6) + [
        dudak.from_position(hands=["10H 7S", "AS KS", "", ""], pile="9H"),
        dudak.from_position(hands=["10H 7S", "AS KS", "8D", ""], trumps=["S", None, "H", None], to_move=2)]
    for state in states:
        for seat in (None, *range(state.players)):
            for open_hands in (False, True):
                zones = state.view(seat, open_hands=open_hands).zones
                assert zones == plain_zones(state, seat, open_hands)
                assert all(type(z) is Zone for z in zones)


def plain_choice(view: View, rng: random.Random, vary: float = 0.25, declare_at: int = 2) -> object:
    """The heuristic bot's choice as its docstring states it, read plainly from the whole view: one ``min`` over
    every move, the log read in full and the unseen cards counted at every decision."""
    moves = view.legal_moves
    seat = view.to_move
    assert seat is not None
    hand = tuple(c for c in view.zone(f"hand/{seat}").cards if c is not None)
    pile = view.zone("pile").cards
    trumps, set_aside = ai._public_log(view)
    seen = {c for c in hand} | {c for c in pile if c is not None} | {c for c in deck_for(view.players)
                                                                      if c.key in set_aside}
    unseen = [c for c in deck_for(view.players) if c not in seen]
    n = view.players
    nxt = next((s for k in range(1, n + 1) if view.zone(f"hand/{(s := (seat + k) % n)}").count), seat)

    def beatable(card: Card) -> int:
        return sum(beats(c, card, trumps[nxt]) for c in unseen)

    rank = rules.RANK_ORDER
    if all(isinstance(m, (DeclareTrump, dudak.Pass)) for m in moves) and not pile:
        counts = {s: sum(c.suit is s for c in hand) for s in STANDARD_SUITS}
        suit = max(STANDARD_SUITS, key=lambda s: counts[s])
        return DeclareTrump(suit) if counts[suit] >= 5 else dudak.Pass()
    beat_moves = [m for m in moves if isinstance(m, Beat)]
    if beat_moves:
        if rng.random() < vary:
            return min(beat_moves, key=lambda m: (rank[m.card.rank], rank[m.add.rank] if m.add else -1))
        top = pile[-1]
        assert top is not None
        return min(beat_moves, key=lambda m: (m.card.suit is not top.suit, rank[m.card.rank],
                                              beatable(m.add) if m.add else -1, -rank[m.add.rank] if m.add else 0))
    leads = [m for m in moves if isinstance(m, Lead)]
    if leads:
        order = rules._SORT_KEY
        if rng.random() < vary:
            return min(leads, key=lambda m: (rank[m.card.rank], order(m.card)))
        return min(leads, key=lambda m: (beatable(m.card), -rank[m.card.rank], order(m.card)))
    top = pile[-1]
    assert top is not None
    if any(isinstance(m, DeclareTrump) for m in moves) and len(hand) <= declare_at:
        suits = [s for s in STANDARD_SUITS if s is not top.suit and any(c.suit is s for c in hand)]
        if suits:
            return DeclareTrump(max(suits, key=lambda s: sum(c.suit is s for c in hand)))
    return next(m for m in moves if isinstance(m, (dudak.Take, dudak.TakeAll)))


def test_heuristic_bot_chooses_as_the_plain_statement() -> None:
    """The bot (the unseen cards counted only when a choice weighs them, the log read from where it left off, the
    beating card picked before its add) chooses what the plain statement chooses, drawing the same random numbers,
    over whole games of every variant, the bots' own and random players' (more positions where trumps are declared
    and the declaration round)."""
    rng = random.Random(7)
    for g, variant in enumerate(VARIANTS * 3):
        bots = [dudak.HeuristicBot(g * 8 + s) for s in range(variant.players)]
        plain = [random.Random(g * 8 + s) for s in range(variant.players)]
        state = dudak.new_game(variant, seed=200 + g)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            view = state.view(seat)
            move = bots[seat].choose(view)
            assert move == plain_choice(view, plain[seat]), state.to_json()
            assert bots[seat].rng.getstate() == plain[seat].getstate()
            if g % 3 == 1 and rng.random() < 0.5:  # a random player's move in between
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
            state = state.play(move)


def test_new_game_is_the_saved_game_it_stands_for() -> None:
    """``new_game`` builds its state from the start directly: the same state as loading that start, log included."""
    for g, variant in enumerate([*VARIANTS, Rules(), Rules(single_deal=True)]):
        for seed in (0, 1, 2**31 - 1, 12345 + g):
            state = dudak.new_game(variant, seed=seed)
            start = json.loads(state.start)
            loaded = State.from_dict(rules._saved(variant, rules.start_json(**start)))
            assert state == loaded and state.events == loaded.events and state.to_json() == loaded.to_json()
            assert start["why"] == "random" and state.rules == variant


def test_a_card_inserted_in_a_hand_is_the_hand_sorted() -> None:
    """Taking one card back inserts it in the sorted hand: the same as sorting the hand with it."""
    rng = random.Random(8)
    deck = list(rules.piquet_deck())
    for _ in range(3000):
        cards = rng.sample(deck, rng.randrange(1, 14))
        hand = rules._sorted(cards[1:])
        assert rules._inserted(hand, cards[0]) == rules._sorted(cards)


def test_what_the_bot_reads_from_the_table_is_what_the_log_says() -> None:
    """The bot reads a holder's trump from their hand's zone, and reads the log for set-aside cards only when the
    table shows some: the trump a zone shows is the one the log declared (for every seat holding cards), and the
    table shows set-aside cards exactly when the log set some aside."""
    positions = random_states(1500, seed=9) + [
        dudak.from_position(hands=["10H 7S", "AS KS", "8D", ""], trumps=["S", None, "H", None], to_move=2)]
    for state in positions:
        for seat in range(state.players):
            view = state.view(seat)
            trumps, set_aside = ai._public_log(view)
            for s in range(state.players):
                zone = view.zone(f"hand/{s}")
                if zone.count:
                    assert rules._trump_shown(zone) == trumps[s] == state.trumps[s]
                elif not state.is_over:
                    assert rules._trump_shown(zone) is None
            assert bool(view.zone("set_aside").count) == bool(set_aside)


def plain_listing(state: State) -> tuple[object, ...]:
    """The moves of a player facing a pile, in the order the rules list them, stated plainly: each card of the hand
    that beats the top card (:func:`beats`), in hand order, with each other card added, in hand order (or alone,
    the last card); then the take (the whole pile for a declarer or under ``whole_pile_only``); then the
    declarations, if the player may still declare."""
    assert state.seat is not None and state.pile
    seat, hand, top = state.seat, state.hands[state.seat], state.pile[-1]
    trump = state.trumps[seat]
    moves: list[object] = []
    for card in hand:
        if beats(card, top, trump):
            moves += [Beat(card, add) for add in hand if add != card] if len(hand) > 1 else [Beat(card)]
    moves.append(dudak.TakeAll() if state.rules.whole_pile_only or trump is not None else dudak.Take())
    if state.rules.trumps == "any_time" and trump is None:
        moves += [DeclareTrump(s) for s in STANDARD_SUITS]
    return tuple(moves)


def test_beat_list_by_index_is_the_plain_listing() -> None:
    """A pile's move list (``BeatList``, each move built when asked for by its index) reads as the plain listing,
    by index, iterated, by negative indexes and slices, and refuses an index out of range as a tuple does."""
    rng = random.Random(7)
    checked = 0
    for state in random_states(2500, seed=7):
        if state.phase != rules.RESPOND:
            continue
        plain = plain_listing(state)
        by_index = state._evolve().legal_moves()
        assert len(by_index) == len(plain)
        assert tuple(by_index[i] for i in range(len(plain))) == plain, state.to_json()
        assert tuple(state._evolve().legal_moves()) == plain
        assert by_index == plain and plain == by_index
        i = rng.randrange(len(plain))
        assert by_index[-1 - i] == plain[-1 - i] and by_index[i:i + 3] == plain[i:i + 3]
        with pytest.raises(IndexError):
            by_index[len(plain)]
        checked += type(by_index) is rules.BeatList
    assert checked > 500


def test_play_checks_a_listed_move_and_play_unchecked_plays_it_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """``play`` checks every move, one its ``BeatList`` handed out too; ``play_unchecked`` applies a listed move,
    the first handed out as well as the last, to the same state."""
    state = dudak.from_position(hands=["10H JH 7S 8S", "AS KS", "", ""], pile="9H")
    moves = state.legal_moves()
    assert type(moves) is rules.BeatList
    first, later = moves[0], moves[4]
    checked: list[object] = []
    original = State.why_illegal

    def counting(self: State, move: object) -> str | None:
        checked.append(move)
        return original(self, move)

    monkeypatch.setattr(State, "why_illegal", counting)
    played = (state.play(first), state.play(later))
    monkeypatch.undo()
    assert checked == [first, later]
    assert (state.play_unchecked(first), state.play_unchecked(later)) == played


def test_the_turn_passes_to_the_next_holder() -> None:
    """After every move that ends a turn within a deal, the seat to move is the next player clockwise who holds
    cards (D-A7), stated plainly against the fast path of ``State._next_turn``."""
    passed = 0
    for state in random_states(3000, seed=8):
        for move in list(state.legal_moves())[:6]:
            after = state.play(move)
            if after.is_over or after.deal != state.deal or after.turns != state.turns + 1:
                continue
            n, seat = state.players, state.seat
            assert seat is not None
            holders = [(seat + k) % n for k in range(1, n + 1) if after.hands[(seat + k) % n]]
            assert len(holders) >= 2 and after.seat == holders[0], (state.to_json(), str(move))
            passed += 1
    assert passed > 2000


def test_beat_and_lead_events_are_the_plain_ones() -> None:
    """A beat's and a lead's event (their ``info`` taken from tables made once) equal the events ``event()`` makes
    from the plain facts: the top card beaten, whether the beating card is a trump (not of the top card's suit),
    whether the player went out."""
    from cardrules.protocol import event

    checked = 0
    for state in random_states(3000, seed=9):
        seat = state.seat
        for move in list(state.legal_moves())[:8]:
            if not isinstance(move, (Beat, Lead)):
                continue
            after = state._evolve().play(move)
            played = 1 if isinstance(move, Lead) or move.add is None else 2
            out = len(state.hands[seat]) == played  # the hand held only the cards played
            added = after.events[len(state.events)]
            if isinstance(move, Lead):
                assert added == event("lead", seat, (move.card,), deal=state.deal, out=out)
            else:
                top = state.pile[-1]
                cards = (move.card,) if move.add is None else (move.card, move.add)
                assert added == event("beat", seat, cards, deal=state.deal, top=top.code,
                                      trump=move.card.suit is not top.suit, out=out), (state.to_json(), str(move))
            checked += 1
    assert checked > 3000
