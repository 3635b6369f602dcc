"""The lab's Run on a shared server: whatever a visitor sets, a run stays within its limits (games per variant, CPU
seconds), shows its progress, can be cancelled, and a run stopped early still compares the variants on the same
deals. ``simulate``'s :class:`RunControl` underneath plays the same games as an unlimited run."""

from __future__ import annotations

import threading
import time

import pytest

from cardrules.errors import RulesError
from cardrules.simulate import RunControl, simulate
from cardrules.widgets.lab import CPU_SECONDS, MAX_GAMES, HouseRulesLab


def test_a_controlled_run_plays_the_same_games() -> None:
    rules = {"A": {"single_deal": True}, "B": {"single_deal": True, "eight_card_deal": True}}
    free = simulate("tablanette", rules=rules, games=6, seed=3, workers=1, progress=False)
    control = RunControl(cpu_seconds := 1000.0)
    held = simulate("tablanette", rules=rules, games=6, seed=3, progress=False, control=control)
    assert held.equals(free) and held.attrs["stopped"] is None
    assert 0 < held.attrs["cpu_seconds"] < cpu_seconds


def test_the_budget_stops_a_run_and_keeps_whole_pairs() -> None:
    # the bound is one move's work; a full collection of the whole test session's heap, triggered mid-run, is not
    # the engine's (it once took 0.12 s of the run's CPU in CI): start from a collected heap
    import gc

    gc.collect()
    control = RunControl(0.3)
    df = simulate("tablanette", rules={"A": {"single_deal": True}, "B": {"single_deal": True, "players": 3}},
                  bots={"A": "heuristic", "B": "heuristic"}, games=5000, seed=1, progress=False, control=control)
    assert df.attrs["stopped"] == "budget" and control.used < 0.3 + 0.1  # stops within one move's work
    counts = df["variant"].value_counts()
    assert 0 < counts["A"] < 5000
    assert counts["A"] == counts["B"] and set(df[df.variant == "A"]["game"]) == set(df[df.variant == "B"]["game"])


def test_cancel_from_another_thread_stops_before_the_next_move() -> None:
    control = RunControl(None)
    threading.Timer(0.5, control.cancel).start()
    started = time.monotonic()
    df = simulate("dudak", rules={"A": {}, "B": {"players": 3}}, bots={"A": "heuristic", "B": "heuristic"},
                  games=100_000, seed=1, progress=False, control=control)
    assert df.attrs["stopped"] == "cancelled" and time.monotonic() - started < 30
    assert len(df) < 2 * 100_000


def test_the_lab_keeps_its_limits() -> None:
    lab = HouseRulesLab("tablanette", games=10**9)
    assert lab.games_box.value == MAX_GAMES and lab.games_box.max == MAX_GAMES
    assert f"{MAX_GAMES} games" in lab.limits.value and f"{CPU_SECONDS:g} seconds" in lab.limits.value
    lab.games_box.value = 10**9  # a visitor's message: the box clamps it
    assert lab.games_box.value == MAX_GAMES
    lab.max_games = 50  # and run() checks it again
    with pytest.raises(RulesError, match="more than this server plays"):
        lab.run()


def test_the_run_button_runs_in_a_thread_with_progress_and_cancel() -> None:
    lab = HouseRulesLab("tablanette", games=2000, cpu_seconds=1000)
    lab.first_bot.value = lab.other_bots.value = "mc:40"
    lab._on_run()
    assert lab.run_button.disabled and not lab.cancel_button.disabled
    deadline = time.monotonic() + 60
    while lab.progress.value < 2 and time.monotonic() < deadline:  # a game of each variant
        time.sleep(0.2)
    lab.cancel_button.click()
    lab.wait(120)
    assert "Cancelled" in lab.status.value and "of 2000 games per variant" in lab.status.value
    assert not lab.run_button.disabled and lab.cancel_button.disabled and lab.errors.value == ""
    assert lab.progress.max == 4000 and "of 4000 games" in lab.progress_text.value
    # once a game of each variant was played, the line beside the bar says where the run is heading: 2,000 Monte
    # Carlo games of Tablanette take far more than the lab's limit
    assert "at this pace the run needs about" in lab.progress_text.value


def test_the_progress_line_says_the_time_left_or_where_the_limit_stops_the_run() -> None:
    from cardrules.widgets.lab import progress_text

    assert progress_text(0, 200, 0.0, 0.0, 60.0) == "0 of 200 games"
    assert progress_text(1, 200, 0.5, 0.5, 60.0) == "1 of 200 games"  # no pace yet: one variant played once
    assert progress_text(50, 200, 10.0, 9.0, 60.0) == "50 of 200 games, about 30 s left"
    # 4 games took 8 CPU-s: 200 need 400 s; 60 s fit 30 games, 15 per variant
    assert progress_text(4, 200, 8.0, 8.0, 60.0) == ("4 of 200 games; at this pace the run needs about 400 s of "
                                                      "computing time, more than this server's limit of 60 s: it "
                                                      "will stop after about 15 games per variant")
    assert progress_text(4, 200, 8.0, 8.0, None) == "4 of 200 games, about 392 s left"  # no limit outside the app
    assert progress_text(200, 200, 30.0, 30.0, 60.0) == "200 of 200 games"


def test_the_budget_message_of_the_lab() -> None:
    lab = HouseRulesLab("spoil_five", games=2000, cpu_seconds=0.5)
    lab.run()
    assert "Stopped after 0.5 seconds of computing time" in lab.status.value
    assert lab.results.attrs["stopped"] == "budget"
