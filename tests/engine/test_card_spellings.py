"""One spelling per card in each game (issue 41, point 1), and wrong types at the move entry points (issue 42,
point 8).

A card has two spellings in the package: ``AS`` of a standard deck and ``1S`` of 9 Peak's number cards share a sort
key and a number, so a move written with the other spelling slipped past the rules, which go by keys and numbers:
listed nowhere, yet accepted (a card left the game and a foreign one entered) or a raw ``KeyError``. Each game now
reads its cards through its :class:`~cardrules.cards.Spelling` (the other spelling of its card is read as its card,
a card of no deck of the game is refused) and ``why_illegal`` refuses a move value naming a card the game's deck
lacks, before any rule reads it.

The issue's reproductions are regression tests below; then a seeded property test walks random games of every game
under rules that change the deck (player counts, double decks, 9 Peak's numbers and Jokers), and at its decisions
mutates the spellings of listed moves (lower case, ``1``/``A``, ``T``/``10``, suit symbols, Jokers) and puts foreign
cards in them, as notations and as move values; and mutates the spellings in saved games the same way. The counts
(games, decisions, checks per game) are kept in :data:`COUNTS` and reported in the run's summary.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
import re
from collections import Counter
from typing import Any

import pytest

from cardrules import GAMES, share
from cardrules.cards import NUMBER_SPELLING, STANDARD_SPELLING, Card, Suit
from cardrules.errors import CardError, CardrulesError, IllegalMoveError, MoveFormatError, StateFormatError
from cardrules.games import dudak, nine_peak, packs, spoil_five, tablanette
from cardrules.protocol import move_cards

COUNTS: dict[str, Counter[str]] = {}
"""Per game: ``games`` walked, ``decisions`` checked, ``checks`` made (a mutated notation, move value or save each
counts one), and how they ended (``accepted``, ``refused``, ``saves loaded``, ``saves refused``)."""


# ------------------------------------------------------------------------------------------------ the cards
def test_equal_cards_hash_alike_and_the_two_spellings_differ_in_both() -> None:
    ace, one = Card.parse("AH"), Card.parse("1H")
    assert ace != one and hash(ace) != hash(one)
    assert ace.key == one.key  # they still sort together: the key is the sort key
    assert Card.parse("ah") == ace and hash(Card.parse("ah")) == hash(ace)
    assert one not in {ace} and ace not in {one} and {ace: 1}.get(one) is None
    every = [Card(r, s) for s in Suit if s is not Suit.JOKER for r in ("A", "2", "10", "K")] + [
        Card(str(n), s) for s in Suit for n in range(1, 10)]
    for a in every:
        for b in every:
            assert (a == b) == (a.code == b.code)
            if a == b:
                assert hash(a) == hash(b)
    assert len({hash(c) for c in set(every)}) == len(set(every))


@pytest.mark.parametrize(("spelling", "code", "own"), [
    (STANDARD_SPELLING, "1h", "AH"), (STANDARD_SPELLING, "th", "10H"), (STANDARD_SPELLING, "A♠", "AS"),
    (STANDARD_SPELLING, " 10d ", "10D"), (NUMBER_SPELLING, "AC", "1C"), (NUMBER_SPELLING, "ax", "1X"),
    (NUMBER_SPELLING, "3★", "3X"), (NUMBER_SPELLING, "1x", "1X")])
def test_a_games_spelling_reads_every_spelling_of_its_cards_as_its_own(spelling: Any, code: str, own: str) -> None:
    assert spelling.card(code) == Card.parse(own) and spelling.card(code).code == own


@pytest.mark.parametrize(("spelling", "code"), [
    (STANDARD_SPELLING, "3X"), (STANDARD_SPELLING, "1X"), (STANDARD_SPELLING, "9★"), (NUMBER_SPELLING, "KS"),
    (NUMBER_SPELLING, "10S"), (NUMBER_SPELLING, "TS"), (NUMBER_SPELLING, "QD")])
def test_a_games_spelling_refuses_a_card_of_no_deck_of_the_game_naming_it(spelling: Any, code: str) -> None:
    with pytest.raises(CardError, match=re.escape(repr(code)) + " is not a card of this game"):
        spelling.card(code)
    with pytest.raises(CardError, match="'JX'"):  # no card at all
        spelling.card("JX")


# ----------------------------------------------------------------------------------- the reproductions
def test_nine_peak_reads_an_ace_as_its_one() -> None:
    state = nine_peak.new_game(nine_peak.Rules(), seed=1)
    after = state.play("play 1: AC")
    assert str(after.history[-1]) == "play 1: 1C" and after.history[-1] in state.legal_moves()
    assert after.narration()[-1] == "South plays a set of 1: 1♣."
    assert after.to_dict() == state.play("play 1: 1C").to_dict()
    # the Ace itself, as a move value, is a foreign card: refused with the card and how the game writes it
    foreign = nine_peak.Play(1, (Card.parse("AC"),))
    reason = state.why_illegal(foreign)
    assert reason is not None and reason.key == "card_error.spelled"
    assert (reason.arguments["code"], reason.arguments["own"]) == ("AC", "1C")
    with pytest.raises(IllegalMoveError, match="1C"):
        state.play(foreign)
    with pytest.raises(IllegalMoveError, match="KS"):
        state.play("play 1: KS")


def test_tablanette_reads_a_one_as_its_ace_and_never_raises_a_key_error() -> None:
    state = tablanette.from_position(hands=["6C 9D", "2S 3S"], table="AC 5H 9S")
    after = state.play("6C take 1C 5H")
    assert str(after.history[-1]) == "6C take AC 5H"
    assert after.narration()[-1] == "South plays 6♣ and takes A♣ + 5♥ (1 + 5 = 6)."
    assert sorted(after.captured[0]) == sorted(Card.parse(c) for c in ("6C", "AC", "5H"))
    small = tablanette.from_position(hands=["6C 9D", "2S 3S"], table="AC 5H")
    assert str(small.play("6C take 1C 5H").history[-1]) == "6C take AC 5H"
    for position in (state, small):
        value = tablanette.Play(Card.parse("6C"), (Card.parse("1C"), Card.parse("5H")))
        reason = position.why_illegal(value)
        assert reason is not None and reason.key == "card_error.spelled"
        assert (reason.arguments["code"], reason.arguments["own"]) == ("1C", "AC")
        with pytest.raises(IllegalMoveError):
            position.play(value)
    # a position written with the other spelling is the same position
    assert tablanette.from_position(hands=["6C 9D", "2S 3S"], table="1C 5H 9S").table == state.table
    with pytest.raises(CardError, match="'3X' is not a card of this game"):
        tablanette.from_position(hands=["6C 9D", "2S 3S"], table="3X 5H")


def test_dudak_reads_a_one_as_its_ace() -> None:
    state = dudak.new_game(seed=0).play("lead 9C")
    after = state.play("beat 10C add 1D")
    assert str(after.history[-1]) == "beat 10C add AD" and after.history[-1] in state.legal_moves()
    value = dudak.Beat(Card.parse("10C"), Card.parse("1D"))
    reason = state.why_illegal(value)
    assert reason is not None and reason.key == "card_error.spelled" and reason.arguments["own"] == "AD"
    with pytest.raises(IllegalMoveError, match="2D"):
        state.play("beat 10C add 2D")  # a card of the standard deck, not of Dudak's 32
    two = dudak.new_game(dudak.Rules(players=2), seed=0)
    reason = two.why_illegal(dudak.Lead(Card.parse("7H")))
    assert reason is not None and reason.key == "card_error.not_in_deck"
    assert reason.arguments == {"code": "7H", "n": 24}


def test_packs_reads_a_one_as_its_ace() -> None:
    state = packs.new_game(seed=0).play_many("draw, end, draw, draw, draw")
    after = state.play("pack 3C with 1C")
    assert str(after.history[-1]) == "pack 3C with AC" and after.history[-1] in state.legal_moves()
    assert after.packs[0] == ((Card.parse("AC"), Card.parse("3C")),)
    reason = state.why_illegal(packs.Pack(Card.parse("3C"), (Card.parse("1C"),)))
    assert reason is not None and reason.key == "card_error.spelled" and reason.arguments["code"] == "1C"
    with pytest.raises(IllegalMoveError, match="3X"):
        state.play("pack 3C with 3X")


def test_spoil_five_refuses_a_foreign_card_and_reads_a_one_as_its_ace() -> None:
    state = spoil_five.new_game(spoil_five.Rules(players=3, single_deal=True), seed=11)
    assert state.why_illegal(spoil_five.Lead(Card.parse("1H"))) is not None
    with pytest.raises(IllegalMoveError, match="5X"):
        state.play("lead 5X")


def test_saves_edited_with_the_other_spelling_load_as_the_same_game_and_foreign_cards_are_refused() -> None:
    state = dudak.new_game(seed=0).play("lead 9C").play("beat 10C add AD")
    data = state.to_dict()
    edited = json.loads(json.dumps(data).replace('"AC"', '"1c"').replace("add AD", "add 1D"))
    loaded = dudak.State.from_dict(edited)
    assert [str(m) for m in loaded.history] == data["moves"] and loaded.hands == state.hands
    foreign = json.loads(json.dumps(data).replace('"AC"', '"3X"'))
    with pytest.raises(StateFormatError, match=r"start\.deck.*3X"):
        dudak.State.from_dict(foreign)
    moved = json.loads(json.dumps(data).replace("add AD", "add 2D"))
    with pytest.raises(StateFormatError, match=r"moves\[1\]"):
        dudak.State.from_dict(moved)
    saved = nine_peak.new_game(seed=3).to_dict()
    area = saved["start"]["area"]
    assert isinstance(area, str) and area
    if "1" in area:
        saved["start"]["area"] = area.replace("1", "A")
        assert nine_peak.State.from_dict(saved).area == nine_peak.new_game(seed=3).area
    saved["start"]["area"] = "KS " + area  # a card of no 9 Peak deck
    with pytest.raises(StateFormatError, match=r"start\.area.*KS"):
        nine_peak.State.from_dict(saved)


POSITIONS: dict[str, tuple[Any, dict[str, Any], dict[str, Any], dict[str, Any], str]] = {
    # game: (from_position, a position, the same respelled, one with a card of no deck of the game or the rules,
    # that card)
    "tablanette": (tablanette.from_position, {"hands": ["6C 9D", "2S 10S"], "table": "AC 5H"},
                   {"hands": ["6c 9♦", "2S TS"], "table": "1C 5h"}, {"hands": ["6C 9D", "2S 10S"], "table": "3X 5H"},
                   "3X"),
    "packs": (packs.from_position, {"rules": packs.Rules(players=2), "hands": ["8H AH", "KS"], "table": "7H 4C",
                                    "stock": "3H 9D", "turn": 0},
              {"rules": packs.Rules(players=2), "hands": ["8h 1H", "K♠"], "table": "7H 4C", "stock": "3H 9D",
               "turn": 0},
              {"rules": packs.Rules(players=2), "hands": ["8H AH", "KS"], "table": "7H 4C", "stock": "3H 9X",
               "turn": 0}, "9X"),
    "dudak": (dudak.from_position, {"hands": ["10H 7S", "AS KS", "", ""], "pile": "9H"},
              {"hands": ["TH 7s", "1S KS", "", ""], "pile": "9♥"}, {"hands": ["10H 7S", "AS KS", "", ""], "pile": "2H"},
              "2H"),
    "nine_peak": (nine_peak.from_position, {"area": "5S 5H", "hands": ["5D 3C", "1S", "2X"]},
                  {"area": "5s 5♥", "hands": ["5D 3C", "AS", "2★"]}, {"area": "5S 5H", "hands": ["5D 3C", "KS", "2X"]},
                  "KS"),
    "spoil_five": (spoil_five.from_position,
                   {"rules": spoil_five.Rules(players=3), "hands": ["AH 2H 3H 4H 5H", "AS 2S 3S 4S 5S",
                                                                    "AC 2C 3C 4C 5C"], "turnup": "10D"},
                   {"rules": spoil_five.Rules(players=3), "hands": ["1H 2H 3H 4H 5H", "a♠ 2S 3S 4S 5S",
                                                                    "AC 2C 3C 4C 5C"], "turnup": "TD"},
                   {"rules": spoil_five.Rules(players=3), "hands": ["AH 2H 3H 4H 5H", "AS 2S 3S 4S 5S",
                                                                    "AC 2C 3C 4C 1X"], "turnup": "10D"}, "1X"),
}


@pytest.mark.parametrize("game", list(GAMES))
def test_from_position_reads_the_other_spelling_as_the_games_card_and_refuses_a_foreign_one(game: str) -> None:
    if game not in POSITIONS:
        pytest.skip("a position of the five games")
    make, plain, respelled, foreign, bad = POSITIONS[game]
    state, again = make(**plain), make(**respelled)
    assert _table(again) == _table(state)
    assert [str(m) for m in again.legal_moves()] == [str(m) for m in state.legal_moves()]
    with pytest.raises(CardrulesError) as caught:
        make(**foreign)
    assert bad in str(caught.value), str(caught.value)


def test_a_shared_save_file_with_the_other_spelling_loads_and_one_with_a_foreign_card_is_refused() -> None:
    state = packs.new_game(seed=0).play_many("draw, end, draw, draw, draw, pack 3C with AC")
    saved = json.loads(share.save_game(state))

    def signed(text: str) -> str:
        data = json.loads(text)
        data["sha256"] = share._digest(data["state"])
        return json.dumps(data)

    text = json.dumps(saved)
    loaded, _step = share.load_game(signed(text.replace("with AC", "with 1c")))
    assert loaded.history == state.history and loaded.packs == state.packs
    with pytest.raises(StateFormatError, match=r"moves\[5\]"):
        share.load_game(signed(text.replace("with AC", "with 3X")))


# ------------------------------------------------------------------------------------------- wrong types
WRONG = [None, 5, 1.5, ["lead 9C"], ("draw",), {"move": "draw"}, b"draw", object()]


@pytest.mark.parametrize("game", list(GAMES))
def test_parse_move_play_and_why_illegal_refuse_what_is_no_move_with_the_packages_error(game: str) -> None:
    module = GAMES[game]
    state = module.new_game(seed=0)
    before = state.to_dict()
    for value in WRONG:
        with pytest.raises(MoveFormatError) as caught:
            module.parse_move(value)
        assert "\n" not in str(caught.value) and str(caught.value)
        with pytest.raises(IllegalMoveError):
            state.play(value)
        reason = state.why_illegal(value)
        assert reason is not None and reason.key and str(reason)
        assert not state.is_legal(value)
    assert state.to_dict() == before


@pytest.mark.parametrize("game", list(GAMES))
def test_a_move_value_holding_no_card_where_a_card_goes_is_refused_with_a_reason(game: str) -> None:
    """A move value built by hand (a widget, a caller) with ``"AS"``, ``None``, a number or a list where a card goes
    is no move: ``why_illegal`` says so and ``play`` raises the package's error, never a raw AttributeError."""
    state, rng, tried = GAMES[game].new_game(seed=2), random.Random(f"no card/{game}"), 0
    for _ in range(8):
        if state.is_over:
            break
        legal = state.legal_moves()
        for move in [legal[i] for i in rng.sample(range(len(legal)), k=min(3, len(legal)))]:
            slots = [(f.name, isinstance(v, Card)) for f in dataclasses.fields(move)
                     if isinstance(v := getattr(move, f.name), Card)
                     or (isinstance(v, tuple) and v and isinstance(v[0], Card))]
            for (name, single), bad in itertools.product(slots, ("AS", None, 5, (1,), ["AS"])):
                try:
                    changed = dataclasses.replace(move, **{name: bad if single else (bad,)})
                except Exception:  # noqa: BLE001 - a move type may refuse to be built so: nothing reaches the game
                    continue
                reason = state.why_illegal(changed)
                if reason is None and bad is None:  # an optional card left out (9 Peak's pass of one card)
                    assert changed in legal
                    continue
                assert reason is not None and reason.key and str(reason), (str(move), bad)
                with pytest.raises(IllegalMoveError):
                    state.play(changed)
                tried += 1
        state = state.play(legal[rng.randrange(len(legal))])
    assert tried


@pytest.mark.parametrize("value", [5, b"seed=1", ["seed=1"], object()])
def test_the_link_reader_tells_a_query_that_is_no_text(value: Any) -> None:
    deal = share.parse_query(tablanette, value)
    assert deal.seed is None and len(deal.problems) == 1 and "not text" in deal.problems[0]


# ------------------------------------------------------------------------------------------ the property test
CODE = re.compile(r"(?<![\w])(10|[AJQK1-9])([SHDCX])(?![\w])")
"""A card code in a notation or a saved game's text (they are written canonical: upper case, 10)."""

_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "X": "★"}
SPELLINGS = ("lower", "ace", "ten", "symbol", "mixed")
"""Ways to write a card otherwise; each leaves it the same card of the game (or no change at all)."""


def respell(code: str, how: str) -> str:
    rank, suit = code[:-1], code[-1]
    if how == "lower":
        return code.lower()
    if how == "ace":
        return {"A": "1", "1": "A"}.get(rank, rank) + suit
    if how == "ten":
        return ("T" if rank == "10" else rank) + suit
    if how == "symbol":
        return rank + _SYMBOLS[suit]
    return respell(respell(respell(code, "ace"), "ten"), "lower")


ALL_CARDS = sorted(STANDARD_SPELLING.deck | NUMBER_SPELLING.deck)


def foreign_cards(state: Any, spelling: Any) -> list[Card]:
    """Cards of either deck that this game, under its rules, does not hold in any spelling."""
    deck = state.deck_set()
    return [c for c in ALL_CARDS if spelling.canonical(c) not in deck]


def spelling_of(game: str) -> Any:
    return NUMBER_SPELLING if game == "nine_peak" else STANDARD_SPELLING


def rules_variants(game: str) -> list[Any]:
    """The rules walked: each player count, and the presets that change the deck or the moves' cards."""
    module = GAMES[game]
    chosen = [module.Rules(players=n) for n in module.PLAYER_COUNTS]
    wanted = {"packs": ("two_decks_for_two", "big_hands"), "nine_peak": ("no_jokers", "printed_jokers", "peak_7"),
              "tablanette": ("eight_cards_parlett", "jack_is_twelve"), "dudak": ("no_trumps",),
              "spoil_five": ("declare_or_decline",)}.get(game, ())  # (a sixth game: its player counts)
    chosen += [module.PRESETS[name] for name in wanted]
    return chosen


def _with_card(move: Any, old: Card, new: Card) -> Any:
    """``move`` with one occurrence of ``old`` replaced by ``new`` (in a field, or in a tuple of a field)."""
    def swap(value: Any, done: list[bool]) -> Any:
        if done[0]:
            return value
        if value is old or (isinstance(value, Card) and value == old):
            done[0] = True
            return new
        if isinstance(value, tuple):
            return tuple(swap(v, done) for v in value)
        return value

    done = [False]
    changes = {f.name: swap(getattr(move, f.name), done) for f in dataclasses.fields(move)}
    return dataclasses.replace(move, **changes)


def check_notation(state: Any, module: Any, text: str, listed: dict[str, Any], foreign: bool,
                   seen: Counter[str]) -> None:
    """``text``, a listed move's notation respelled or with a foreign card: refused with the package's error (and a
    reason from ``why_illegal`` when it reads as a move), or exactly a listed move."""
    seen["checks"] += 1
    try:
        move = module.parse_move(text)
    except MoveFormatError:
        with pytest.raises(IllegalMoveError):
            state.play(text)
        seen["refused"] += 1
        return
    cards = list(move_cards(move))
    if str(move) in listed:
        assert not foreign, (text, str(move))
        assert move == listed[str(move)] and state.why_illegal(move) is None, text
        assert all(c in state.deck_set() for c in cards)
        after = state.play(text)
        assert str(after.history[-1]) == str(move)
        seen["accepted"] += 1
        return
    reason = state.why_illegal(move)
    assert reason is not None and reason.key and str(reason), (text, str(move))
    with pytest.raises(IllegalMoveError):
        state.play(text)
    seen["refused"] += 1


def check_value(state: Any, move: Any, seen: Counter[str], rng: random.Random, foreign: list[Card]) -> None:
    """A listed move value with one card replaced by its other spelling or by a foreign card: refused, naming it."""
    cards = list(move_cards(move))
    if not cards:
        return
    card = rng.choice(cards)
    if card.rank in ("A", "1") and card.suit is not Suit.JOKER and rng.random() < 0.5:
        other = Card.parse(respell(card.code, "ace"))  # the other spelling of the same card
    else:
        other = rng.choice(foreign)
    try:
        changed = _with_card(move, card, other)
    except CardrulesError:
        seen["refused"] += 1
        return
    seen["checks"] += 1
    reason = state.why_illegal(changed)
    assert reason is not None and reason.key.startswith("card_error."), (str(changed), reason)
    assert reason.arguments["code"] == other.code, (str(changed), reason)
    with pytest.raises(IllegalMoveError):
        state.play(changed)
    seen["refused"] += 1


def check_save(state: Any, rng: random.Random, spelling: Any, foreign: list[Card], seen: Counter[str]) -> None:
    """A saved game with respelled cards (in its start and its moves) loads as the same game or is refused naming
    the field; with a foreign card it is refused, naming the field."""
    cls, data = type(state), state.to_dict()
    text = json.dumps(data, ensure_ascii=False)
    spots = [m for m in CODE.finditer(text)]
    if not spots:
        return
    # respelled: every card, or some, one way or each its own
    how = rng.choice(SPELLINGS)
    picked = spots if rng.random() < 0.5 else rng.sample(spots, k=max(1, len(spots) // 4))
    respelled = _replace(text, picked, lambda code: respell(code, how if how != "mixed" else rng.choice(SPELLINGS)))
    seen["checks"] += 1
    try:  # through both loaders: the dict, and the JSON text a file holds
        loaded = cls.from_json(respelled) if rng.random() < 0.5 else cls.from_dict(json.loads(respelled))
    except StateFormatError as err:
        assert err.field and err.field.split(".")[0].split("[")[0] in ("start", "moves"), err.field
        seen["saves refused"] += 1
    else:
        assert [str(m) for m in loaded.history] == data["moves"]
        assert _table(loaded) == _table(state)
        seen["saves loaded"] += 1
    # a foreign card in the start, or in a move
    start, moves = text.index('"start"'), text.index('"moves"')
    for where in ("start", "moves"):
        inside = [m for m in spots if (m.start() > moves if where == "moves" else start < m.start() < moves)]
        if not inside:
            continue
        spot = rng.choice(inside)
        bad = rng.choice(foreign).code
        seen["checks"] += 1
        with pytest.raises(StateFormatError) as caught:
            cls.from_dict(json.loads(_replace(text, [spot], lambda code, bad=bad: bad)))
        assert caught.value.field.startswith(where), (where, caught.value.field, bad)
        seen["saves refused"] += 1


def _replace(text: str, spots: list[re.Match[str]], change: Any) -> str:
    out, last = [], 0
    for m in sorted(spots, key=lambda m: m.start()):
        out += [text[last:m.start()], change(m.group(0))]
        last = m.end()
    return "".join(out) + text[last:]


def _table(state: Any) -> list[tuple[str, tuple[Any, ...]]]:
    return [(z.key, z.cards) for z in state.view(None, open_hands=True).zones]


DECISIONS_PER_GAME = 15
"""Decisions checked in each game walked (from its start: every decision with a choice, some forced ones)."""
GAMES_PER_RULES = 2
"""Games walked under each rules variant (each from its own seed)."""


@pytest.mark.parametrize("game", list(GAMES))
def test_respelled_and_foreign_cards_are_read_as_the_games_own_or_refused(game: str, report: list[str]) -> None:
    module, spelling = GAMES[game], spelling_of(game)
    rng = random.Random(f"spellings/{game}")
    seen = COUNTS.setdefault(game, Counter())
    for rules in [r for r in rules_variants(game) for _ in range(GAMES_PER_RULES)]:
        state = module.new_game(rules, seed=rng.randrange(10_000))
        if game == "tablanette" and rng.random() < 0.5:  # a start that lists its cards (a new game's lists a seed)
            deck = sorted(STANDARD_SPELLING.deck)
            rng.shuffle(deck)
            state = tablanette.from_deck(rules, deck, seed=rng.randrange(10_000))
        seen["games"] += 1
        foreign = foreign_cards(state, spelling)
        assert foreign
        checked = moves = 0
        while not state.is_over and checked < DECISIONS_PER_GAME and moves < 400:
            legal = state.legal_moves()
            if rng.random() < 0.3 or len(legal) > 1:
                checked += 1
                seen["decisions"] += 1
                before = state.to_dict()
                sample = [legal[i] for i in rng.sample(range(len(legal)), k=min(3, len(legal)))]
                listed = {str(m): m for m in legal} if len(legal) < 2000 else {str(m): m for m in sample}
                for move in sample:
                    text = str(move)
                    codes = CODE.findall(text)
                    for how in SPELLINGS:
                        respelled = CODE.sub(lambda m, how=how: respell(m.group(0), how), text)
                        check_notation(state, module, respelled, listed, False, seen)
                    if codes:
                        spots = list(CODE.finditer(text))
                        spot = rng.choice(spots)
                        bad = rng.choice(foreign).code
                        for way in ("", "lower"):
                            bad_text = text[:spot.start()] + (respell(bad, way) if way else bad) + text[spot.end():]
                            check_notation(state, module, bad_text, listed, True, seen)
                    check_value(state, move, seen, rng, foreign)
                assert state.to_dict() == before  # nothing refused changed the state
            state = state.play(legal[rng.randrange(len(legal))])
            moves += 1
            if moves == 8:
                check_save(state, rng, spelling, foreign, seen)  # a game under way, and where the walk stops
        check_save(state, rng, spelling, foreign, seen)
    assert seen["accepted"] and seen["refused"] and seen["saves loaded"] and seen["saves refused"]
    report.append(f"card spellings[{game}]: {seen['games']} games, {seen['decisions']} decisions, "
                  f"{seen['checks']} checks ({seen['accepted']} read as a listed move, {seen['refused']} refused; "
                  f"saves: {seen['saves loaded']} loaded as the same game, {seen['saves refused']} refused)")
