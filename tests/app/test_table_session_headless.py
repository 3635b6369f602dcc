"""The table's session (``cardrules.session.TableSession``) without any widget: random clicks on every game's table,
steps back and forth, saving and loading; and a whole game played by clicks with the app's libraries refused."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import GAMES
from cardrules.events import Sentence, Text, say
from cardrules.session import Change, TableSession

ROOT = Path(__file__).resolve().parents[2]
ACTIONS = ["click"] * 8 + ["choose", "submit", "cancel", "back", "forward", "last", "next_deal", "mode", "truncate",
                           "hands"]


def _cards(session: TableSession) -> list[tuple[str, int]]:
    """Every card of the view shown that a click could name, face-down ones included (a click on one is refused)."""
    return [(zone.key, i) for zone in session.view().zones for i in range(len(zone.cards))]


def _legal_history(session: TableSession) -> None:
    """Every step follows the one before by a legal move, or repeats it right after a deal's result; the stops are
    exactly the steps where a deal ended."""
    states = session.states
    for i in range(1, len(states)):
        before, after = states[i - 1], states[i]
        if after is before:
            assert i - 1 in session.stops and i not in session.stops
            continue
        assert after.history[:-1] == before.history and after.history[-1] in before.legal_moves()
        ended = after.is_over or after.deal_number > before.deal_number
        assert (i in session.stops) == ended
        if ended:
            assert session.stops[i] == before.deal_number
    assert 0 <= session.index < len(states)
    # the engine agrees: the last state replays from its start position, move by move, to itself
    last = states[-1]
    assert type(last).from_dict(last.to_dict()) == last


def _at_rest(session: TableSession) -> bool:
    """In Play mode on the last step, the table waits for the reader, a deal's result or nothing (the game's end)."""
    if session.mode != "play" or not session.at_last:
        return True
    return session.reader_turn or session.at_deal_end or session.state.is_over


def _check_click(session: TableSession, key: tuple[str, int], changes: list[Change]) -> None:
    """A click picks the card, drops it, plays a move the picks make, or is refused with a reason; nothing else."""
    before_states, before_index, before_picks = list(session.states), session.index, list(session.picked)
    state, turn = session.state, session.reader_turn
    legal = list(state.legal_moves()) if turn else []
    changes.clear()
    out = session.click(*key)
    if out.kind == "ignored":
        assert not turn and changes == [] and session.states == before_states and session.picked == before_picks
        return
    assert turn and len(changes) == 1
    if out.kind == "played":
        assert out.move in legal and changes[0].kind == "moved" and session.picked == []
        assert session.states[:before_index + 1] == before_states[:before_index + 1]
        assert session.states[before_index + 1] == state.play(out.move)
        return
    assert session.states == before_states and session.index == before_index and session.state is state
    if out.kind == "refused":
        refusal = out.refusal
        assert refusal is not None and changes[0] == Change("refused", refusal)
        assert isinstance(refusal.reason, (Text, Sentence)) and say(refusal.reason).strip()  # data, worded when shown
        if refusal.move in legal:  # the game read the cards as a legal move made of other cards (9 Peak's copies)
            assert refusal.reason == Text("widget.no_such_choice")
        else:  # the engine's reason for the move the cards mean, or the table's when they mean none
            assert refusal.move is not None or refusal.reason == Text("widget.no_such_choice")
        assert session.picked == before_picks  # only the card just clicked is dropped
    elif out.kind == "dropped":
        assert key in before_picks and session.picked == [p for p in before_picks if p != key]
    else:
        assert out.kind == "picked" and changes[0].kind == "picked"
        assert key in session.picked and set(before_picks) < set(session.picked)
        exact, more = session.matches()
        assert exact or more  # the picks are part of at least one legal move
    assert all(session.card_at(*pick) is not None for pick in session.picked)


def _check_save_and_load(session: TableSession) -> None:
    """Saved and loaded, the game is the same: the same steps, the same stops, the step shown (on a deal's result
    with the next deal begun, that next deal's first step: the same position)."""
    copy = TableSession.from_save(session.save(), session.game.NAME, seat=session.seat, mode=session.mode,
                                  open_hands=session.open_hands)
    assert copy.states == session.states and copy.stops == session.stops
    assert copy.index == session.step_of(session.moves_of(session.index))
    assert copy.state == session.state and copy.rules == session.rules


@pytest.mark.parametrize("game", list(GAMES))
@settings(max_examples=30)
@given(data=st.data())
def test_random_clicks_and_steps_keep_the_table_a_legal_game(game: str, data: st.DataObject) -> None:
    players = data.draw(st.sampled_from(GAMES[game].PLAYER_COUNTS), label="players")
    session = TableSession(game, seed=data.draw(st.integers(0, 10_000), label="seed"),
                           rules=GAMES[game].Rules(players=players))
    changes: list[Change] = []
    session.observe(changes.append)
    assert _at_rest(session)
    for _ in range(data.draw(st.integers(5, 40), label="actions")):
        action = data.draw(st.sampled_from(ACTIONS), label="action")
        changes.clear()
        before_states, before_index = list(session.states), session.index
        if action == "click":
            cards = _cards(session) + [("no such zone", 0), (session.hand_key, 999)]
            _check_click(session, data.draw(st.sampled_from(cards), label="card"), changes)
        elif action == "choose":
            exact, more = session.matches()
            offered = exact + more + session.named_moves()
            if offered:
                move = data.draw(st.sampled_from(offered), label="move")
                out = session.choose(move)
                assert out.kind == "played"
                assert session.states[before_index + 1] == before_states[before_index].play(move)
        elif action == "submit" and session.reader_turn and session.picked:
            out = session.submit()
            assert out.kind in ("played", "refused") and len(changes) == 1
            if out.kind == "refused":
                assert session.states == before_states and session.picked == [] and out.refusal is not None
        elif action == "cancel":
            session.cancel()
            assert session.picked == [] and session.states == before_states
        elif action == "back":
            session.back()
            assert session.states == before_states and session.index == max(0, before_index - 1)
            if before_index > 0:
                assert changes == [Change("went")]
                changes.clear()
                session.step()  # Forward from a step made already shows the next one, making nothing
                assert session.states == before_states and session.index == before_index
        elif action == "forward":
            can = session.can_step
            session.step()
            if not can:
                assert changes == [] and session.states == before_states and session.index == before_index
            else:
                assert session.states[:len(before_states)] == before_states and session.index >= before_index
        elif action == "last":
            session.last()
            assert session.at_last and session.states[:len(before_states)] == before_states
        elif action == "next_deal":
            ended = session.at_deal_end
            session.next_deal()
            if not ended:
                assert changes == [] and session.index == before_index
        elif action == "mode":
            mode = "watch" if session.mode == "play" else "play"
            session.set_mode(mode)
            if mode == "play":  # the reader takes the game over at the step shown: later steps are dropped
                assert session.states[:before_index + 1] == before_states[:before_index + 1]
        elif action == "truncate":
            at = data.draw(st.integers(0, len(session.states) - 1), label="truncate at")
            session.truncate(at)  # in Play mode, the bots then move on if the last step is shown
            assert session.states[:at + 1] == before_states[:at + 1]
            assert session.states == before_states[:at + 1] or session.mode == "play" and before_index >= at
            assert session.index == min(before_index, at) or session.at_last
        elif action == "hands":
            session.set_open_hands(not session.open_hands)
            assert changes == [Change("shown")] and session.states == before_states
        assert len(changes) <= 1  # one action, at most one word to the views
        assert _at_rest(session)
        for i in range(len(session.states)):
            assert session.moves_of(i) <= len(session.states[i].history)
        assert session.moves_of(len(session.states) - 1) == len(session.states[-1].history)
    _legal_history(session)
    _check_save_and_load(session)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_move_of_a_game_can_be_made_by_clicking_its_cards(game: str) -> None:
    """Whatever move the reader chooses, clicking the cards the session names for it (the hand card first) makes
    exactly that move; a move that is not cards is a button."""
    import random

    session = TableSession(game, seed=11)
    rng = random.Random(game)
    for _ in range(300):
        if session.state.is_over:
            break
        if session.at_deal_end:
            session.next_deal()
            continue
        assert session.reader_turn
        move = rng.choice(list(session.my_moves()))
        before = len(session.states)
        assert _play_by_clicks(session, move) == move
        assert session.states[before].history[-1] == move  # the step after the reader's is their move
    _legal_history(session)


def _play_by_clicks(session: TableSession, move: Any) -> Any:
    picks = session.clicks_for(move)
    if not picks:
        return session.choose(move).move
    for pick in picks:
        if pick in session.picked:  # a click on a pack picked all of it
            continue
        out = session.click(*pick)
        if out.kind == "played":
            return out.move
        assert out.kind == "picked", (move, pick, out)
    assert move in session.matches()[0], (move, session.matches())
    return session.choose(move).move


def test_a_refusal_is_data_worded_in_the_language_asked() -> None:
    """A refused click carries the engine's reason as it gave it, and the table's own refusals as message data: a
    view words them in its reader's language."""
    from cardrules.i18n import language

    session = TableSession("tablanette", seed=1)
    hidden = next((z.key, i) for z in session.view().zones for i, c in enumerate(z.cards) if c is None)
    out = session.click(*hidden)
    assert out.kind == "refused" and out.refusal is not None and out.refusal.reason == Text("widget.no_such_choice")
    with language("en"):
        english = say(out.refusal.reason)
    with language("ja"):
        japanese = say(out.refusal.reason)
    assert english and japanese and english != japanese


def test_play_mode_rests_on_the_readers_turn_and_watch_mode_waits_for_forward() -> None:
    session = TableSession("spoil_five", seed=2, seat=1, rules=GAMES["spoil_five"].Rules(players=3))
    assert session.reader_turn and session.state.to_move == 1 and session.bot_seats == frozenset({0, 2})
    session.set_mode("watch")
    made = len(session.states)
    assert session.bot_seats == frozenset({0, 1, 2}) and not session.reader_turn
    session.step()  # Forward: the bot of the seat to move, the reader's seat too
    assert len(session.states) == made + 1
    session.back()
    session.set_mode("play")  # the reader takes the game over a step back: the watched step is dropped
    assert len(session.states) == made and session.reader_turn


def test_the_replay_file_is_made_from_the_session_as_the_table_shows_it() -> None:
    from cardrules.replay import replay_data, session_replay_html

    session = TableSession("dudak", seed=4, mode="watch", open_hands=True)
    for _ in range(6):
        session.step()
    session.back()
    page = session_replay_html(session)
    data = replay_data(session.states[-1], seat=None, open_hands=True)
    assert f'"start":{session.moves_of(session.index)}' in page and len(data["frames"]) == 7


BLOCKED_SCRIPT = textwrap.dedent("""
    import sys

    ALREADY = set(sys.modules)  # what the interpreter loaded before this script (site hooks among them)
    import importlib.abc
    import random

    BLOCKED = {"ipywidgets", "pandas", "matplotlib", "numpy", "IPython", "traitlets", "ipykernel", "dask",
               "hypothesis", "pytest", "voila", "jupyter_server", "tornado", "redis"}

    class Refuse(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ModuleNotFoundError(f"{name} is refused here", name=name)
            return None

    sys.meta_path.insert(0, Refuse())
    from cardrules import GAMES
    from cardrules.session import TableSession

    for name in GAMES:
        session = TableSession(name, seed=3)
        rng = random.Random(name)
        clicks = 0
        while not session.state.is_over:
            if session.at_deal_end:
                session.next_deal()
                continue
            move = rng.choice(list(session.my_moves()))
            played = None
            for pick in session.clicks_for(move):
                if pick not in session.picked:  # a click on a pack picked all of it
                    clicks += 1
                    out = session.click(*pick)
                    assert out.kind in ("picked", "played"), (move, out)
                    if out.kind == "played":
                        played = out.move
                        break
            if played is None:
                played = session.choose(move).move
            assert played == move, (played, move)
        saved = session.save()
        again = TableSession.from_save(saved, name)
        assert again.states == session.states and session.state.result is not None
        print(name, len(session.states), clicks)
    third = sorted(m.split(".")[0] for m in set(sys.modules) - ALREADY
                   if m.split(".")[0] not in sys.stdlib_module_names and m.split(".")[0] != "cardrules"
                   and not m.endswith("__mypyc"))
    assert not third, third
    print("standard library only")
""")


def test_a_whole_game_plays_through_the_session_with_only_the_standard_library() -> None:
    """``TableSession`` needs no widget, table or plotting library: in a Python that refuses to import them (and
    anything else outside the standard library), every game is played to its end by clicks, saved and loaded."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-c", BLOCKED_SCRIPT], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "standard library only" in run.stdout
    assert {line.split()[0] for line in run.stdout.splitlines()[:-1]} == set(GAMES)
