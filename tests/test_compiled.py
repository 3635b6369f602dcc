"""The compiled build of the 9 Peak bot and of the arithmetic of its move list (``tools/compile.py``,
``cardrules/_compiled.py``): they play exactly as their source, and an edited source never runs its old build.

The build is made by ``make install-test``; ``make test`` sets ``CARDRULES_EXPECT_COMPILED=1``, so there a missing
build fails the comparison instead of skipping it (elsewhere, a checkout built without a C compiler, it is skipped:
everything then runs as plain Python, which the rest of the suite tests)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardrules import _compiled

ROOT = Path(__file__).resolve().parent.parent
MODULE = "cardrules.games.nine_peak.ai"
ROLLOUT = "cardrules.games.nine_peak.rollout"
TALLY = "cardrules.games.nine_peak.tally"
SHUFFLING = "cardrules.shuffling"

# What a process plays: single deals of heuristic bots at every player count and some house rules, the bots' choices
# at the first decisions of deals (turns and takes), Monte Carlo rollouts from a fixed number of deals, the hidden
# hands the sampler deals, and random games read through their lists of legal moves. Printed as JSON, compared
# between a compiled and a plain run.
PLAY = r"""
import json, random, sys
import cardrules._compiled as compiled
from cardrules import simulate
from cardrules.games.nine_peak import HeuristicBot, Rules, new_game
from cardrules.games.nine_peak.ai import rollout_move, sample_state
from cardrules.games.nine_peak.rules import PRESETS
from cardrules.montecarlo import MonteCarloBot
out = {"compiled": list(compiled.running_compiled()),
       "files": [sys.modules[m].__file__ for m in ("cardrules.games.nine_peak.ai", "cardrules.games.nine_peak.tally",
                                                   "cardrules.shuffling")]}
runs = [Rules(single_deal=True, players=p) for p in (3, 4, 5)] + [r for r in PRESETS.values()][:3]
out["studies"] = [simulate("nine_peak", rules=r, bots="heuristic", games=40, seed=11, workers=1,
                           progress=False).to_csv() for r in runs]
choices, rollouts, samples = [], [], []
for seed in range(12):
    state = new_game(Rules(players=3 + seed % 3), seed=seed)
    bot = HeuristicBot(seed)
    rng = random.Random(seed)
    for _ in range(8):
        if state.is_over:
            break
        view = state.view(state.to_move)
        choices.append(str(bot.choose(view)))
        rollouts.append(str(rollout_move(state, rng)))
        samples.append(sample_state(view, random.Random(seed)).to_json())
        state = state.play(bot.choose(view))
out["choices"], out["rollouts"], out["samples"] = choices, rollouts, samples
lists = []  # random play through every list of legal moves: its length, a move picked by index, the last move
for seed, rules in enumerate(runs * 4):
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        moves = state.legal_moves()
        move = moves[rng.randrange(len(moves))]
        lists.append(f"{len(moves)} {move} {moves[-1]}")
        state = state.play(move)
out["lists"] = lists
state = new_game(Rules(), seed=5)
out["ranked"] = [str(e) for e in MonteCarloBot(3, simulations=120).rank(state.view(state.to_move), top=None)]
print(json.dumps(out))
"""


def _run(pure: bool) -> dict[str, object]:
    env = {**os.environ, "CARDRULES_PURE": "1" if pure else "0"}
    done = subprocess.run([sys.executable, "-c", PLAY], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def _built() -> None:
    """Go on where the builds are fresh; else fail under ``make test``, skip elsewhere."""
    stale = [m for m in _compiled.COMPILED if not _compiled.is_fresh(m)]
    if not stale:
        return
    if os.environ.get("CARDRULES_EXPECT_COMPILED") == "1":
        pytest.fail(f"{stale} have no build made from their source: `python tools/compile.py` (see build/compile.log)")
    pytest.skip("no compiled build here (no C compiler or mypy when installing): everything runs as plain Python")


def test_the_compiled_modules_play_exactly_as_their_source() -> None:
    _built()
    assert set(_compiled.COMPILED) == {MODULE, ROLLOUT, TALLY, SHUFFLING}
    compiled, pure = _run(pure=False), _run(pure=True)
    # each run is what it says: the extension modules, then the sources
    assert compiled["compiled"] == [MODULE, ROLLOUT, TALLY, SHUFFLING]
    assert all(str(f).endswith(".so") for f in compiled["files"])  # type: ignore[attr-defined]
    assert pure["compiled"] == [] and all(str(f).endswith(".py") for f in pure["files"])  # type: ignore[attr-defined]
    for key in ("studies", "choices", "rollouts", "samples", "ranked", "lists"):
        assert compiled[key] == pure[key], key
    assert len(pure["choices"]) > 60 and len(pure["studies"]) == 6  # type: ignore[arg-type]
    assert len(pure["lists"]) > 1000  # type: ignore[arg-type]


def test_a_stale_or_missing_build_is_not_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The stamp must name the hash of the module's sources as they are now: another hash (an edited source), no
    # entry, or no stamp at all leaves the module to its source.
    right = _compiled.source_hash(MODULE)
    stamp = tmp_path / "stamp.json"
    monkeypatch.setattr(_compiled, "STAMP", stamp)
    assert _compiled.read_stamp() == {} and not _compiled.is_fresh(MODULE)
    stamp.write_text(json.dumps({MODULE: "0" * 64}))
    assert not _compiled.is_fresh(MODULE)
    stamp.write_text("not json")
    assert _compiled.read_stamp() == {} and not _compiled.is_fresh(MODULE)
    stamp.write_text(json.dumps({MODULE: right}))
    assert _compiled.is_fresh(MODULE) == (_compiled.built_path(MODULE) is not None)
    # the hash covers the project modules it imports from, whose types are compiled into it
    assert right != _compiled.source_hash("cardrules.games.nine_peak.rules")


def test_an_edited_source_runs_as_source(tmp_path: Path) -> None:
    # A copy of the package with its build and stamp, whose source is then edited: the process runs the edit.
    _built()
    copy = tmp_path / "cardrules"
    shutil.copytree(ROOT / "cardrules", copy, ignore=shutil.ignore_patterns("__pycache__"))
    probe = ("import sys, cardrules._compiled as c; import cardrules.games.nine_peak.ai as ai; "
             "print(c.running_compiled(), ai.__file__.endswith('.so'), getattr(ai, 'EDITED', False))")

    def run() -> str:
        env = {**os.environ, "PYTHONPATH": str(tmp_path), "CARDRULES_PURE": "0"}
        done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=tmp_path,
                              timeout=120)
        assert done.returncode == 0, done.stderr[-2000:]
        return done.stdout.strip()

    assert run() == f"('{MODULE}', '{ROLLOUT}', '{TALLY}', '{SHUFFLING}') True False"
    source = copy / "games" / "nine_peak" / "ai.py"
    source.write_text(source.read_text(encoding="utf-8") + "\nEDITED = True\n", encoding="utf-8")
    assert run() == f"('{ROLLOUT}', '{TALLY}', '{SHUFFLING}') False True"  # the others, unchanged, keep their builds
    # an edit to the rules it imports its types from also leaves it to its source (tally imports no project module)
    source.write_text(source.read_text(encoding="utf-8").replace("\nEDITED = True\n", ""), encoding="utf-8")
    assert run() == f"('{MODULE}', '{ROLLOUT}', '{TALLY}', '{SHUFFLING}') True False"
    rules = copy / "games" / "nine_peak" / "rules.py"
    rules.write_text(rules.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert run() == f"('{TALLY}', '{SHUFFLING}') False False"
    tally = copy / "games" / "nine_peak" / "tally.py"
    tally.write_text(tally.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert run() == f"('{SHUFFLING}',) False False"
    shuffling = copy / "shuffling.py"
    shuffling.write_text(shuffling.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert run() == "() False False"
