"""The package's errors cross a process: every exception class of :mod:`cardrules.errors` pickles and unpickles
equal (same type, ``args`` and attributes), and a game of ``simulate`` that raises in a worker process is reported
(its rules, seed and error) with the pool closed cleanly (issue 41, point 6)."""

from __future__ import annotations

import importlib
import inspect
import multiprocessing
import pickle
import time
from typing import Any

import pytest

from cardrules import errors
from cardrules.errors import CardrulesError, GameFailedError, IllegalMoveError, RulesError, StateFormatError
from cardrules.i18n import language

CLASSES = sorted((c for _name, c in inspect.getmembers(errors, inspect.isclass)
                  if issubclass(c, CardrulesError) and c.__module__ == errors.__name__), key=lambda c: c.__name__)

SAMPLES: dict[str, Any] = {"field": "start.hands[0]", "reason": "every hand must hold at least one card",
                           "text": "play 1: AC", "game": "nine_peak", "variant": "write-up rules",
                           "rules": {"players": 3, "single_deal": True}, "seed": 11, "index": 4,
                           "error": "KeyError: '1'"}


def _made(cls: type[CardrulesError]) -> CardrulesError:
    """An instance of ``cls`` made from sample values of its parameters (an argument no sample covers fails here,
    so a new error class is tested as soon as it is added)."""
    from cardrules.games import tablanette

    params = [p for p in inspect.signature(cls.__init__).parameters.values() if p.name != "self"]
    if params and params[0].kind is inspect.Parameter.VAR_POSITIONAL:  # Exception's own (message, ...)
        return cls("a card code that does not name a card: 'ZZ'")
    values = {"move": tablanette.parse_move("6C take 5H AC")}
    return cls(**{p.name: values.get(p.name, SAMPLES.get(p.name)) for p in params})


def _same(a: BaseException, b: BaseException) -> None:
    assert type(a) is type(b)
    assert a.args == b.args and str(a) == str(b)
    assert vars(a) == vars(b)


def test_every_error_class_is_tested() -> None:
    names = {c.__name__ for c in CLASSES}
    assert {"CardrulesError", "IllegalMoveError", "RulesError", "StateFormatError", "CardError", "MoveFormatError",
            "GameFailedError"} <= names


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_every_error_pickles_and_unpickles_equal(cls: type[CardrulesError]) -> None:
    err = _made(cls)
    err.add_note("a note travels too")
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        _same(pickle.loads(pickle.dumps(err, protocol)), err)
    back = pickle.loads(pickle.dumps(err))
    assert isinstance(back, cls)
    # still raisable and caught as what it is
    with pytest.raises(cls):
        raise back


def test_simulates_own_stop_signal_pickles_too() -> None:
    from cardrules.simulate import RunStopped

    _same(pickle.loads(pickle.dumps(RunStopped("budget"))), RunStopped("budget"))


def test_the_issues_reproduction_and_a_real_error_of_the_engine() -> None:
    back = pickle.loads(pickle.dumps(StateFormatError("a", "b")))
    assert (back.field, back.reason, back.args, str(back)) == ("a", "b", ("a", "b"), "a: b")
    from cardrules.games import dudak

    state = dudak.new_game(seed=0)
    with language("ja"), pytest.raises(IllegalMoveError) as caught:
        state.play(dudak.parse_move("beat 10C"))  # a move object: there is no pile to beat yet
    err = caught.value
    # the refusal travels as data (its message key and parameters), worded where it is shown, in that language
    back = pickle.loads(pickle.dumps(err))
    _same(back, err)
    assert back.reason == err.reason and back.move == err.move
    assert back.reason.key == "dudak.reason.no_pile"
    with language("ja"):
        japanese = str(back)
    assert "場札がありません" in japanese and str(back) != japanese and "there is no pile" in str(back)
    with pytest.raises(RulesError) as refused:
        dudak.Rules(players=9)
    _same(pickle.loads(pickle.dumps(refused.value)), refused.value)


def test_an_error_crosses_a_process_pool() -> None:
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=1) as pool, pytest.raises(StateFormatError) as caught:
        pool.submit(_raise_state_error).result(timeout=60)
    assert caught.value.field == "start.hands[0]" and caught.value.reason == "no card"


def _raise_state_error() -> None:
    raise StateFormatError("start.hands[0]", "no card")


# ------------------------------------------------------------------------------------------- simulate's workers
class _FailingBot:
    """A test-only bot: plays the first listed move, but raises in the games whose seed is odd (the
    deliberately failing setup a worker process meets)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Any) -> Any:
        if (self.seed - 1) // 16 % 2:  # make_bot seeds a seat's bot with game_seed * 16 + seat + 1
            raise KeyError("1")
        return view.legal_moves[0]


@pytest.mark.skipif(multiprocessing.get_start_method() != "fork",
                    reason="the test-only bot reaches the workers by a fork of this process")
def test_a_failing_game_in_a_worker_is_reported_and_the_pool_closes_cleanly(monkeypatch) -> None:
    sim = importlib.import_module("cardrules.simulate")
    from cardrules.games import tablanette

    monkeypatch.setattr(tablanette, "HeuristicBot", _FailingBot)
    seeds = [sim.game_seed(5, i) for i in range(6)]
    assert any(s % 2 for s in seeds) and not all(s % 2 for s in seeds)  # some games fail, some would not
    start = time.monotonic()
    with pytest.raises(GameFailedError) as caught:
        sim.simulate("tablanette", rules={"single_deal": True}, bots="heuristic", games=6, seed=5, workers=2,
                     progress=False)
    err = caught.value
    assert time.monotonic() - start < 60
    assert err.game == "tablanette" and err.seed in seeds and err.seed % 2 and err.index == seeds.index(err.seed)
    assert err.rules == tablanette.Rules(single_deal=True).to_dict()
    assert err.error == "KeyError: '1'"
    assert f"seed {err.seed}" in str(err) and "KeyError" in str(err) and "'single_deal': True" in str(err)
    # dealt again from the report, in this process, the games up to it stop at the first that fails (the pool's
    # workers may have met a later one first)
    with pytest.raises(GameFailedError) as again:
        sim.simulate("tablanette", rules=err.rules, bots="heuristic", games=err.index + 1, seed=5, workers=1,
                     progress=False)
    assert again.value.seed == next(s for s in seeds if s % 2)
    assert isinstance(again.value.__cause__, KeyError)  # in this process the error itself is chained
    # nothing is left broken: the next run, with games that all end, plays in a new pool
    monkeypatch.setattr(_FailingBot, "choose", lambda self, view: view.legal_moves[0])
    df = sim.simulate("tablanette", rules={"single_deal": True}, bots="heuristic", games=4, seed=5, workers=2,
                      progress=False)
    assert len(df) == 4


def test_a_failing_game_under_a_run_control_is_reported(monkeypatch) -> None:
    sim = importlib.import_module("cardrules.simulate")
    from cardrules.games import tablanette

    monkeypatch.setattr(tablanette, "HeuristicBot", _FailingBot)
    with pytest.raises(GameFailedError) as caught:
        sim.simulate("tablanette", rules={"single_deal": True}, bots="heuristic", games=6, seed=5,
                     progress=False, control=sim.RunControl(cpu_budget=60))
    assert caught.value.seed % 2 and caught.value.error == "KeyError: '1'"
    with language("ja"):
        text = str(GameFailedError("tablanette", "v", {}, 3, 0, "KeyError: '1'"))
    assert "シード 3" in text
