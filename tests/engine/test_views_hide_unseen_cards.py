"""A view is data a seat may see, and what a seat is shown derives from it (issue 41, points 2 and 3).

* A view holds no state and no card hidden from its seat: everything reachable from it (attributes, slots,
  containers, closures, default arguments, bound methods) is walked, before and after its parts are made.
* Twin states that differ only in cards a seat cannot see (``sample_state`` of that seat's view: the other hands and
  the stock dealt again) show that seat the same texts: the view's status, facts and table as ``render`` draws them,
  the narration for the seat, and the labels of its moves when it is to move; and again after a move both twins allow.
"""

from __future__ import annotations

import contextlib
import functools
import random
import types
from collections.abc import Iterator
from typing import Any

import pytest

from cardrules import GAMES
from cardrules.cards import Card
from cardrules.games import packs, tablanette
from cardrules.protocol import GameState, View, say
from cardrules.render import view_html

# Face-down places other than the hands: what no seat sees.
HIDDEN_PILES = {"tablanette": ("stock",), "packs": ("stock",), "spoil_five": ("stock",), "dudak": ("set_aside",),
                "nine_peak": ("pile",)}

_LEAVES = (str, bytes, int, float, complex, bool, type(None), type, types.ModuleType, types.BuiltinFunctionType,
           types.MethodWrapperType, types.WrapperDescriptorType, types.MethodDescriptorType)


def reachable(root: object) -> Iterator[object]:
    """Every object reachable from ``root`` as a reader of it could reach it (not through a module's globals or a
    class: those are the program, shared by every game)."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, _LEAVES):
            continue
        seen.add(id(obj))
        yield obj
        if isinstance(obj, Card):
            continue
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
            continue
        if isinstance(obj, (tuple, list, set, frozenset)):
            stack.extend(obj)
            continue
        if isinstance(obj, types.FunctionType):
            stack.extend(cell.cell_contents for cell in obj.__closure__ or () if _filled(cell))
            stack.extend(obj.__defaults__ or ())
            stack.extend((obj.__kwdefaults__ or {}).values())
            continue
        if isinstance(obj, types.MethodType):
            stack.extend((obj.__self__, obj.__func__))
            continue
        if isinstance(obj, types.CellType):
            if _filled(obj):
                stack.append(obj.cell_contents)
            continue
        if isinstance(obj, (types.GeneratorType, types.CoroutineType)):
            frame = obj.gi_frame if isinstance(obj, types.GeneratorType) else obj.cr_frame
            if frame is not None:
                stack.extend(frame.f_locals.values())
            continue
        if isinstance(obj, functools.partial):
            stack.extend((obj.func, *obj.args, *obj.keywords.values()))
        stack.extend(getattr(obj, "__dict__", {}).values())
        for klass in type(obj).__mro__:
            for name in klass.__dict__.get("__slots__", ()):
                if name not in ("__dict__", "__weakref__"):
                    with contextlib.suppress(AttributeError):  # a slot never set
                        stack.append(object.__getattribute__(obj, name))


def _filled(cell: types.CellType) -> bool:
    try:
        cell.cell_contents  # noqa: B018 - an empty cell raises
    except ValueError:
        return False
    return True


def cards_in(root: object) -> set[str]:
    return {obj.code for obj in reachable(root) if isinstance(obj, Card)}


def states_in(root: object) -> list[object]:
    return [obj for obj in reachable(root) if isinstance(obj, GameState)]


def hidden_from(state: Any, seat: int) -> set[str]:
    """The codes of the cards ``seat`` cannot see: the other hands and the face-down piles."""
    cards = {c.code for s, hand in enumerate(state.hands) if s != seat for c in hand}
    for name in HIDDEN_PILES[state.GAME]:
        cards |= {c.code for c in getattr(state, name)}
    return cards


def made_parts(view: View) -> tuple[Any, ...]:
    return (view.zones, view.facts, view.events, view.status, view.legal_moves)


def random_positions(game: str, games: int, seed: int, every: int, most: int) -> Iterator[tuple[Any, random.Random]]:
    """Positions met in random play of ``games`` single deals of ``game`` over its presets: every ``every``-th
    decision, at most ``most`` of a deal (random play makes long deals in Dudak and Packs: a few positions of many
    deals say more than every position of one)."""
    module = GAMES[game]
    presets = list(module.PRESETS.values())
    rng = random.Random(seed)
    for g in range(games):
        rules = presets[(seed + g) % len(presets)]
        if not getattr(rules, "single_deal", True):
            rules = rules.__class__(**{**rules.to_dict(), "single_deal": True})
        state = module.new_game(rules, seed=seed * 100 + g)
        met = 0
        while not state.is_over and met < most * every:
            if met % every == 0:
                yield state, rng
            met += 1
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])


COUNTS: dict[str, list[int]] = {}
GAMES_WALKED = GAMES_TWINNED = 6


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_view_holds_no_state_and_no_hidden_card(game: str) -> None:
    """Over random games of every preset: each seat's view (and a spectator's), before its parts are read and after,
    reaches no state and no card hidden from the seat that the view does not show."""
    decisions = checks = 0
    for state, _ in random_positions(game, GAMES_WALKED, seed=41, every=5, most=12):
        decisions += 1
        for seat in (None, *range(state.players)):
            hidden = hidden_from(state, -1 if seat is None else seat)
            shown = cards_in(made_parts(state.view(seat)))
            fresh = state.view(seat)
            assert not states_in(fresh), (game, seat, state.to_json())
            assert not (cards_in(fresh) & (hidden - shown)), (game, seat, cards_in(fresh) & hidden - shown,
                                                                state.to_json())
            made_parts(fresh)
            assert not states_in(fresh)
            assert not (cards_in(fresh) & (hidden - shown))
            checks += 1
    COUNTS[f"walk {game}"] = [GAMES_WALKED, decisions, checks]
    assert checks > 20


def seat_texts(state: Any, seat: int) -> dict[str, Any]:
    """Everything shown to ``seat`` of ``state`` in the reader's language."""
    view = state.view(seat)
    out = {"status": say(view.status), "facts": [(code, say(value)) for code, value in view.facts],
           "narration": state.narration(seat), "html": view_html(view)}
    if view.legal_moves:
        out["moves"] = sorted(str(m) + "|" + m.label for m in view.legal_moves)
    return out


def agrees(view: View, twin: Any, seat: int, state: Any) -> bool:
    """Whether the twin shows ``seat`` the same sizes as the view, and is a dealt game where the state is one (9
    Peak marks short hands in dealt games only, and its ``sample_state`` can only guess that from the view)."""
    return ([(z.key, z.count) for z in view.zones] == [(z.key, z.count) for z in twin.view(seat).zones]
            and getattr(twin, "dealt", None) == getattr(state, "dealt", None))


def face_up(view: View) -> list[Any]:
    """The cards the seat sees: on the table and in its log."""
    return [(z.key, z.cards) for z in view.zones] + [e.cards for e in view.events]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_twins_differing_in_hidden_cards_show_a_seat_the_same(game: str) -> None:
    """Over random games of every preset, at every other decision, for each seat: a twin dealt again from the seat's
    view (``sample_state``) shows it the same texts, now and after a move both twins allow, chosen at random, that
    turns up the same cards in both."""
    module = GAMES[game]
    decisions = checks = 0
    for state, rng in random_positions(game, GAMES_TWINNED, seed=7, every=3, most=12):
        decisions += 1
        for seat in range(state.players):
            view = state.view(seat)
            twin = module.sample_state(view, random.Random(decisions * 16 + seat))
            if getattr(twin, "dealt", None) != getattr(state, "dealt", None):
                # 9 Peak's sampler can only guess from the view whether the game was dealt (a fact of its start,
                # public): the twin is told
                twin = twin._evolve(start=state.start)
            # sample_state agrees with the view at every decision (tests/engine/test_every_rules_combination.py): a twin
            # that showed the seat other sizes would be a sampler's bug, not a leak
            assert agrees(view, twin, seat, state), (game, seat, state.to_json())
            assert seat_texts(twin, seat) == seat_texts(state, seat), (game, seat, state.to_json())
            checks += 1
            both = sorted(set(map(str, state.legal_moves())) & set(map(str, twin.legal_moves())))
            if both and seat != state.to_move:
                move = rng.choice(both)
                after, twin_after = state.play(move), twin.play(move)
                # a move that turns up a hidden card (a draw from the stock) shows each twin its own: compared when
                # the cards face up are the same
                if agrees(after.view(seat), twin_after, seat, after) and face_up(after.view(seat)) == face_up(
                        twin_after.view(seat)):
                    assert seat_texts(twin_after, seat) == seat_texts(after, seat), (game, seat, move,
                                                                                     state.to_json())
                    checks += 1
    COUNTS[f"twins {game}"] = [GAMES_TWINNED, decisions, checks]
    assert checks > 20


# ---------------------------------------------------------------------------------------- the cases
PACKS_POSITION = dict(table="7H", stock="9H 4D 6D 7D", packs=[[], ["5S 6S"]], turn=0)


def packs_twin(hand: str) -> Any:
    rules = packs.Rules(players=2, single_deal=True)
    return packs.from_position(rules, hands=[hand, "4C 5C"], **PACKS_POSITION).play("draw").play("pack 7H with 8H")


def test_packs_status_does_not_tell_the_others_what_the_player_to_move_holds() -> None:
    """Issue 41, 2: South holding ``8H QS 2S`` may steal North's pack, holding ``8H 2D 3C`` cannot; North (and a
    spectator) read the same status either way, South reads what its own hand allows."""
    steal, none = packs_twin("8H QS 2S"), packs_twin("8H 2D 3C")
    for seat in (1, None):
        assert say(steal.view(seat).status) == say(none.view(seat).status)
        assert "steal" in say(steal.view(seat).status)
    assert say(steal.view(0).status) != say(none.view(0).status)
    assert say(none.view(0).status) == say(none.status)


def test_packs_full_table_status_is_the_same_for_the_others() -> None:
    """At a Full Table the player to move must pack, or show a hand that cannot: the others are told the rule, not
    which of the two its hidden cards allow."""
    rules = packs.Rules(players=2, single_deal=True, full_table=True)
    texts = {}
    for hand in ("8H QS", "2H 3D"):
        state = packs.from_position(rules, hands=[hand, "4C 5C"], table="7H 8D 9C 10S", stock="2C 4D 6D",
                                    packs=[[], []], turn=0).play("draw")
        texts[hand] = (say(state.view(1).status), say(state.view(0).status))
    assert texts["8H QS"][0] == texts["2H 3D"][0]
    assert texts["8H QS"][1] != texts["2H 3D"][1]


def test_a_tablanette_view_keeps_no_state() -> None:
    """Issue 41, 3: the lazy parts of a view kept the state (``view.__dict__["_later"][0].hands``); they keep only
    what the seat may see."""
    state = tablanette.new_game(seed=7)
    view = state.view(0)
    assert not states_in(view)
    hidden = {c.code for c in state.hands[1] + state.stock} - cards_in(made_parts(state.view(0)))  # not the cut
    assert hidden and not cards_in(view) & hidden
    made_parts(view)
    assert "_later" not in view.__dict__ and not states_in(view)


def test_counts_reported() -> None:
    """The counts of the property runs above (games, decisions, checks), printed for the
    issue's closing note (``pytest -s``)."""
    for key, value in sorted(COUNTS.items()):
        print(key, value)
