"""The shared protocol, checked on every game, every preset (player counts and house rules) and random play."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardrules import GAMES
from cardrules.bots import RandomBot
from cardrules.errors import IllegalMoveError, RulesError, StateFormatError
from cardrules.protocol import GameState, View

CASES = [(name, preset) for name, module in GAMES.items() for preset in module.PRESETS]


def _rules(game: str, preset: str):
    return GAMES[game].PRESETS[preset]


def _random_game(game: str, preset: str, seed: int, max_moves: int = 5000):
    """Play a random game; check the step invariants on the way and return every state."""
    module = GAMES[game]
    state = module.new_game(_rules(game, preset), seed=seed)
    rng = random.Random(seed)
    states = [state]
    cards = Counter(state.all_cards())
    for _ in range(max_moves):
        if state.is_over:
            return states
        moves = state.legal_moves()
        assert moves, f"{game}: no legal move but the game is not over"
        assert state.to_move is not None
        move = rng.choice(moves)
        assert state.why_illegal(move) is None, f"listed move {move} refused: {state.why_illegal(move)}"
        assert module.parse_move(str(move)) == move, f"notation {move} does not parse back"
        state = state.play(move)
        assert Counter(state.all_cards()) == cards, "cards lost or duplicated"
        states.append(state)
    pytest.fail(f"{game}/{preset}: no end after {max_moves} moves")


@pytest.mark.parametrize(("game", "preset"), CASES)
def test_random_games_end_conserve_cards_and_round_trip(game: str, preset: str) -> None:
    for seed in (1, 2):
        states = _random_game(game, preset, seed)
        final = states[-1]
        assert final.is_over and final.to_move is None and final.legal_moves() == ()
        result = final.result
        assert result is not None and result.winners
        # scores add up: the breakdown's total row equals the result, line by line
        assert tuple(final.totals()) == tuple(result.scores)
        table = final.score_table()
        assert list(table.loc[("", "Total")]) == list(result.scores)
        data = json.loads(json.dumps(final.to_dict()))
        assert GAMES[game].State.from_dict(data) == final
        # the same seed gives the same game
        again = _random_game(game, preset, seed)[-1]
        assert again == final and again.narration() == final.narration()


@pytest.mark.parametrize("game", list(GAMES))
def test_moves_listed_are_exactly_the_legal_ones(game: str) -> None:
    """why_illegal and legal_moves agree: every listed move is allowed, and moves of other positions that are
    not listed here are refused with a reason."""
    module = GAMES[game]
    rng = random.Random(7)
    for preset in module.PRESETS:
        states = _random_game(game, preset, 7)
        pool = sorted({m for s in states for m in s.legal_moves()}, key=str)
        for state in rng.sample(states, min(6, len(states))):
            legal = set(state.legal_moves())
            for move in rng.sample(pool, min(60, len(pool))) + list(legal)[:20]:
                reason = state.why_illegal(move)
                if move in legal:
                    assert reason is None
                else:
                    assert reason is not None and reason.key and str(reason), f"{move} accepted but not listed"
                    before = state.to_dict()
                    with pytest.raises(IllegalMoveError):
                        state.play(move)
                    assert state.to_dict() == before


@pytest.mark.parametrize("game", list(GAMES))
def test_rules_fields_documented_validated_and_from_dict_strict(game: str) -> None:
    rules_cls = GAMES[game].Rules
    docs = rules_cls.docs()
    for f in dataclasses.fields(rules_cls):
        assert docs.get(f.name), f"{game}.Rules.{f.name} has no docstring"
    assert rules_cls.from_dict(rules_cls().to_dict()) == rules_cls()
    with pytest.raises(RulesError, match="no_such_rule"):
        rules_cls.from_dict({"no_such_rule": 1})
    with pytest.raises(RulesError, match="players"):
        rules_cls(players=99)
    with pytest.raises(RulesError, match="players"):
        rules_cls.from_dict({"players": "three"})


@pytest.mark.parametrize("game", list(GAMES))
def test_views_hide_other_hands_and_the_stock(game: str) -> None:
    module = GAMES[game]
    state = module.new_game(seed=3)
    seat = state.to_move
    view = state.view(seat)
    assert isinstance(view, View) and view.legal_moves == state.legal_moves()
    for zone in view.zones:
        if zone.key.startswith("hand/") and zone.owner != seat:
            assert all(c is None for c in zone.cards), f"{zone.key} visible to seat {seat}"
        if zone.key == "stock":
            assert all(c is None for c in zone.cards)
    other = (seat + 1) % state.players
    assert state.view(other).legal_moves == ()
    assert any(c is not None for z in state.view(None, open_hands=True).zones for c in z.cards)


@pytest.mark.parametrize("game", list(GAMES))
def test_saved_games_refuse_malformed_input_naming_the_field(game: str) -> None:
    module = GAMES[game]
    state = module.new_game(seed=4)
    moves = state.legal_moves()
    state = state.play(moves[0])
    good = state.to_dict()
    assert module.State.from_dict(good) == state
    cases = {
        "version": dict(good, version=99),
        "game": dict(good, game="chess"),
        "rules.players": dict(good, rules=dict(good["rules"], players=99)),
        "moves[0]": dict(good, moves=["not a move at all"]),
        "moves": dict(good, moves="AS"),
        "start": dict(good, start=[]),
        "colour": dict(good, colour="red"),
    }
    for where, bad in cases.items():
        with pytest.raises(StateFormatError) as info:
            module.State.from_dict(bad)
        assert info.value.field.startswith(where), (where, str(info.value))
    del good["moves"]
    with pytest.raises(StateFormatError, match="moves"):
        module.State.from_dict(good)


@pytest.mark.parametrize("game", list(GAMES))
def test_global_random_state_does_not_matter(game: str) -> None:
    module = GAMES[game]
    runs = []
    for stir in (1, 2):
        random.seed(stir)
        state = module.new_game(seed=11)
        bot = RandomBot(5)
        for _ in range(40):
            if state.is_over:
                break
            random.random()
            state = state.play(bot.choose(state.view(state.to_move)))
        runs.append(state.to_dict())
    assert runs[0] == runs[1]


@pytest.mark.parametrize("game", list(GAMES))
def test_narration_is_one_sentence_per_event(game: str) -> None:
    state = _random_game(game, next(iter(GAMES[game].PRESETS)), 5)[-1]
    lines = state.narration()
    assert len(lines) == len(state.events)
    assert all(isinstance(line, str) and line and "None" not in line for line in lines)


@given(seed=st.integers(0, 2**31 - 1), data=st.data())
def test_property_random_play_any_game(seed: int, data: st.DataObject) -> None:
    """Hypothesis over every game and preset: conservation, legality agreement, round trip mid-game."""
    game, preset = data.draw(st.sampled_from(CASES))
    module = GAMES[game]
    state = module.new_game(_rules(game, preset), seed=seed)
    cards = Counter(state.all_cards())
    for _ in range(data.draw(st.integers(0, 60))):
        if state.is_over:
            break
        moves = state.legal_moves()
        move = moves[data.draw(st.integers(0, len(moves) - 1))]
        state = state.play(move)
        assert Counter(state.all_cards()) == cards
    assert module.State.from_dict(state.to_dict()) == state


def test_every_game_is_a_protocol_module() -> None:
    for name, module in GAMES.items():
        assert name == module.NAME and module.TITLE and module.PLAYER_COUNTS
        assert issubclass(module.State, GameState)
        counts = {p.players for p in module.PRESETS.values()}
        assert counts == set(module.PLAYER_COUNTS), f"{name}: presets must cover every player count"


@pytest.mark.parametrize("game", list(GAMES))
def test_every_rules_field_is_changed_by_some_preset(game: str) -> None:
    """The presets are the write-up's variants: each house rule is tried by at least one (so the shared suite,
    which plays every preset, plays every rule)."""
    module = GAMES[game]
    default = module.Rules()
    for f in dataclasses.fields(module.Rules):
        changed = [name for name, rules in module.PRESETS.items() if getattr(rules, f.name) != getattr(default, f.name)]
        assert changed, f"{game}: no preset changes {f.name}"


@pytest.mark.parametrize("game", list(GAMES))
def test_states_build_their_log_every_few_steps_and_the_log_is_the_game(game: str) -> None:
    """A state made by a move holds one link more of a persistent log (``GameState._advance``, ``Log.then``), whose
    links never hold a state (a chain of states kept a whole game alive); after ``LOG_EVERY`` steps a link makes its
    tuples and forgets the links before, so the chain stays short. The log is the same: the moves played, in order.
    Pickles and copies leave the state's cache behind."""
    import pickle

    from cardrules.log import LOG_EVERY, Log

    module = GAMES[game]
    rng = random.Random(f"{game}/log")
    state = module.new_game(module.Rules(), seed=3)
    played = []
    for _ in range(400):
        if state.is_over:
            break
        moves = state.legal_moves()
        move = moves[rng.randrange(len(moves))]
        played.append(move)
        state = state.play(move)
        chain, link = 0, state.log
        while link is not None:  # the links whose tuples are still to be made, none of them holding a state
            assert isinstance(link, Log) and not isinstance(link.moves, GameState)
            chain += 1
            link = link.before
        assert chain <= LOG_EVERY
    assert list(state.history)[-len(played):] == played
    again = module.State.from_json(state.to_json())
    assert again.events == state.events and again == state
    state.legal_moves()
    state._cache["worked_out"] = True  # whatever the cache holds
    copied = pickle.loads(pickle.dumps(state))
    assert copied == state and copied.log.before is None and not copied._cache


def test_events_made_by_the_slot_setting_init_equal_the_dataclass_fields() -> None:
    """``Event.__init__``, ``ScoreLine.__init__`` and ``Zone.__init__`` are written out (they set the slots through
    their descriptors, for speed); their parameters are the dataclass's fields in order with the same defaults, and
    every event and score line of whole games of every game keeps each field as given, with equality, hash, repr and
    pickle as a dataclass's; so does a zone."""
    import inspect
    import pickle

    from cardrules.protocol import Event, ScoreLine, Zone, event

    params = list(inspect.signature(Event.__init__).parameters.values())[1:]
    assert [(p.name, p.default) for p in params] == [
        (f.name, inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default)
        for f in dataclasses.fields(Event)]
    e = Event("draw", 1, (), (("left", 3),), 2, 0)
    assert (e.kind, e.seat, e.cards, e.info, e.deal, e.visible_to) == ("draw", 1, (), (("left", 3),), 2, 0)
    assert e == event("draw", 1, deal=2, visible_to=0, left=3) and e != dataclasses.replace(e, deal=3)
    assert eval(repr(e), {"Event": Event}) == e
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.kind = "other"  # type: ignore[misc]
    for name, module in GAMES.items():
        state = module.new_game(module.Rules(), seed=3)
        rng = random.Random(3)
        for _ in range(60):
            if state.is_over:
                break
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
        assert state.events, name
        for ev in state.events:
            plain = dict(zip([f.name for f in dataclasses.fields(Event)],
                             (ev.kind, ev.seat, ev.cards, ev.info, ev.deal, ev.visible_to), strict=True))
            assert Event(**plain) == ev and hash(Event(**plain)) == hash(ev), name
            assert pickle.loads(pickle.dumps(ev)) == ev
        for line in state.score_lines:
            fields = {f.name: getattr(line, f.name) for f in dataclasses.fields(ScoreLine)}
            assert ScoreLine(**fields) == line and pickle.loads(pickle.dumps(line)) == line, name
    params = list(inspect.signature(ScoreLine.__init__).parameters)[1:]
    assert params == [f.name for f in dataclasses.fields(ScoreLine)]
    line = ScoreLine(1, 3, "peaks", 7)
    assert (line.deal, line.owner, line.item, line.points) == (1, 3, "peaks", 7)
    assert eval(repr(line), {"ScoreLine": ScoreLine}) == line and line != ScoreLine(2, 3, "peaks", 7)
    params = list(inspect.signature(Zone.__init__).parameters.values())[1:]
    assert [(p.name, p.default) for p in params] == [
        (f.name, inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default)
        for f in dataclasses.fields(Zone)]
    zone = Zone("hand/1", "West", (None, None), 1, "fan", "out", ())
    assert (zone.key, zone.label, zone.cards, zone.owner, zone.layout, zone.note, zone.highlight) == (
        "hand/1", "West", (None, None), 1, "fan", "out", ())
    assert eval(repr(zone), {"Zone": Zone}) == zone and zone != dataclasses.replace(zone, note="")
    assert hash(zone) == hash(Zone(**{f.name: getattr(zone, f.name) for f in dataclasses.fields(Zone)}))
    assert pickle.loads(pickle.dumps(zone)) == zone
    with pytest.raises(dataclasses.FrozenInstanceError):
        zone.key = "other"  # type: ignore[misc]


def test_cards_read_from_codes_are_kept_and_hash_as_they_compare() -> None:
    """``Card.parse`` keeps each card it read (by normalized code) and ``hash(card)`` is its sort key (a number card 1
    hashes apart from the Ace of its suit, see test_card_spellings.py): for every card any game uses (the standard
    ranks and 9 Peak's numbers, in every suit, Jokers included), a code read in any spelling gives a card equal to
    the one built from rank and suit, the same object each time; equal cards hash alike, and a set of cards tells
    them apart as equality does. A code refused is not kept."""
    from cardrules import cards as cards_module
    from cardrules.cards import RANKS, STANDARD_SUITS, Card, CardError, Suit

    every = [Card(r, s) for s in STANDARD_SUITS for r in RANKS] + [Card(str(n), s) for s in Suit for n in range(1, 10)]
    for card in every:
        built = Card(card.rank, card.suit)
        for spelling in (card.code, card.code.lower(), f"  {card.code} "):
            read = Card.parse(spelling)
            assert read == built and hash(read) == hash(built), spelling
            assert read is Card.parse(card.code)
    assert len(set(every)) == len(set(map(str, every))) == len(every) - 4 * 8  # '2'…'9' are ranks and numbers
    before = dict(cards_module._PARSED)
    with pytest.raises(CardError):
        Card.parse("11S")
    assert before == cards_module._PARSED


def test_no_getattr_hook_on_states_and_views_and_their_parts_still_made_when_read() -> None:
    """A ``__getattr__`` on any class of a State or a View sends every attribute read of it through a slower path
    (7-10% of a decision of random play): the log's tuples are made when read by the log itself (an ordinary field),
    and a view's parts by functools.cached_property."""
    assert all("__getattr__" not in klass.__dict__ for klass in View.__mro__)
    for module in GAMES.values():
        state = module.new_game(module.Rules(), seed=3)
        assert all("__getattr__" not in klass.__dict__ for klass in type(state).__mro__)
        rng = random.Random(3)
        read_each_step = state
        history: list[object] = []
        for _ in range(150):  # past LOG_EVERY steps, so a build happens on the way
            if state.is_over:
                break
            moves = state.legal_moves()
            move = moves[rng.randrange(len(moves))]
            state = state.play(move)
            read_each_step = read_each_step.play(move)
            history = list(read_each_step.history)
            assert read_each_step.events  # built at each step
        assert state.log.made is None  # still to be made ...
        assert list(state.history) == history and state.events == read_each_step.events  # ... and made alike
        assert state.log.made is state.events
        view = state.view(state.to_move)
        assert "events" not in view.__dict__  # made when read in every game (some make their zones at once)
        assert view.events == state.view(state.to_move).events and "events" in view.__dict__
        with pytest.raises(AttributeError):
            state.nothing_here  # noqa: B018  # an unknown attribute is still an AttributeError
