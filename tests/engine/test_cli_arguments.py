"""The command line checks every argument before any game is played, and names the option in one line (issue 42,
point 7); jobs are made as they are played."""

from __future__ import annotations

import importlib
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from cardrules import __main__ as cli

sim = importlib.import_module("cardrules.simulate")  # the package's own ``simulate`` is the function

ROOT = Path(__file__).resolve().parents[2]


def _refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one line ``main`` prints for ``argv`` (exit status 2, nothing on stdout)."""
    assert cli.main(["simulate", *argv, "--no-progress"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("error: "), err
    return err


@pytest.mark.parametrize(("argv", "option", "words"), [
    (["--games", "0"], "--games", "from 1 to"),
    (["--games", "1e9"], "--games", "'1e9'"),
    (["--games", "７"], "--games", "digits 0-9"),
    (["--games", "99999999999999999999999"], "--games", "from 1 to"),
    (["--seed", "-1"], "--seed", "'-1'"),
    (["--seed", "٣"], "--seed", "digits 0-9"),
    (["--workers", "-3"], "--workers", "'-3'"),
    (["--workers", "0"], "--workers", "'0'"),
    (["--workers", "100000"], "--workers", "from 1 to 256"),
    (["--bots", "mc:99999999999999999999"], "--bots", "1 to 100000 rollouts"),
    (["--bots", "mc:²"], "--bots", "unknown bot 'mc:²'"),
    (["--bots", "mc:0"], "--bots", "1 to 100000 rollouts"),
    (["--bots", "mc@nan"], "--bots", "unknown bot"),
    (["--bots", "random,random,random"], "--bots", "one bot per seat"),
    (["--variant", "a", "--variant", "a"], "--variant", "'a' is given twice"),
    (["--variant", "a", "target=100", "--variant", "a", "target=200"], "--variant", "given twice"),
    (["--out", "/nonexistent/x.csv"], "--out", "cannot write '/nonexistent/x.csv'"),
])
def test_a_bad_argument_is_named_before_any_game(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                                  argv: list[str], option: str, words: str) -> None:
    monkeypatch.setattr(sim, "_play", lambda *a, **k: pytest.fail("a game was played"))
    err = _refused(capsys, "tablanette", *argv)
    assert f"error: {option}: " in err and words in err


def test_every_bad_rule_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(capsys, "dudak", "--rules", "deals=0", "turn_limit=1")
    assert "deals" in err and "turn_limit" in err


def test_an_output_folder_is_refused_and_a_tried_file_is_not_left(capsys: pytest.CaptureFixture[str],
                                                                   tmp_path: Path) -> None:
    err = _refused(capsys, "tablanette", "--out", str(tmp_path))
    assert "is a folder" in err
    out = tmp_path / "r.csv"
    assert _refused(capsys, "tablanette", "--out", str(out), "--workers", "0")
    assert not out.exists()


def test_an_unreachable_scheduler_is_one_line(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("distributed")
    monkeypatch.setattr(cli, "SCHEDULER_TIMEOUT", 1.0)
    start = time.monotonic()
    err = _refused(capsys, "tablanette", "--games", "1", "--scheduler", "tcp://127.0.0.1:1")
    assert "error: --scheduler: cannot reach the scheduler 'tcp://127.0.0.1:1' within 1 s" in err
    assert time.monotonic() - start < 20
    assert "error: --scheduler: " in _refused(capsys, "tablanette", "--scheduler", "no address")


def test_the_command_line_refuses_in_one_line_without_a_traceback() -> None:
    run = subprocess.run([sys.executable, "-m", "cardrules", "simulate", "tablanette", "--bots", "mc:²",
                          "--out", "/nonexistent/x.csv"], capture_output=True, text=True, timeout=120,
                         cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 2
    assert run.stderr.strip() == ("error: --bots: unknown bot 'mc:²' (known: random, heuristic, mc, mc:<rollouts>, "
                                  "mc@<seconds>)")


def test_jobs_are_made_as_they_are_played() -> None:
    tracemalloc.start()
    try:
        jobs = sim._Jobs("tablanette", (("a", {}, ("random",) * 2), ("b", {}, ("random",) * 2)), sim.MAX_GAMES, 7)
        chunks = sim._chunks(jobs, 16)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 100_000  # a list of 2 × 10⁹ jobs was gigabytes
    assert len(jobs) == 2 * sim.MAX_GAMES and sum(len(c) for c in chunks) == len(jobs)
    assert jobs[sim.MAX_GAMES + 3] == sim._Job("tablanette", "b", {}, ("random",) * 2, 3, 7)
    assert jobs[-1].index == sim.MAX_GAMES - 1 and jobs[-1].label == "b"
    small = sim._Jobs("packs", (("a", {}, ("random",)), ("b", {}, ("random",))), 3, 0)
    assert [(j.label, j.index) for j in small] == [("a", 0), ("a", 1), ("a", 2), ("b", 0), ("b", 1), ("b", 2)]
    assert list(small[2:5]) == list(small)[2:5] and list(small[::2]) == list(small)[::2]
    assert [list(c) for c in sim._chunks(small, 4)] == [list(small)[i:i + 2] for i in range(0, 6, 2)]
    with pytest.raises(IndexError):
        small[6]


@pytest.mark.parametrize(("kwargs", "words"), [
    ({"games": 0}, "games must be"), ({"games": True}, "games must be"), ({"games": 10**12}, "games must be"),
    ({"workers": 0}, "every core"), ({"workers": -3}, "workers must be"), ({"seed": "7"}, "seed: must be"),
    ({"bots": "mc:999999"}, "rollouts"), ({"bots": 5}, "bots must be"),
])
def test_simulate_checks_its_arguments_first(kwargs: dict[str, object], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        sim.simulate("tablanette", **{"games": 1, **kwargs})  # type: ignore[arg-type]


def test_a_game_that_raises_is_reported_in_one_line(capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A game that raises mid-run (simulate's GameFailedError) ends the command with the game, seed and rules that
    deal it again, in one line, not a traceback."""
    from cardrules.errors import GameFailedError

    def failing(*args: object, **kwargs: object) -> None:
        raise GameFailedError("tablanette", "", {"players": 2}, 17, 3, "IllegalMoveError: boom")

    monkeypatch.setattr(sim, "simulate", failing)
    err = _refused(capsys, "tablanette", "--games", "5")
    assert "17" in err and "boom" in err
