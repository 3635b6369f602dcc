"""The package as a user installs it: the tracked files copied out as ``git archive`` would (the working tree's
changes to them included), ``pip install .`` into a fresh venv, then every game imports, plays a seeded game with its
heuristic bots, saves and loads, from the installed package (not the checkout).

Twice: the standard wheel, which carries the modules ``hatch_build.py`` compiles with mypyc (they must load as
extension modules and play exactly as their sources do here), and a wheel built with the hook switched off
(``HATCH_BUILD_NO_HOOKS=true``: plain Python, what a machine without a C compiler gets). The install writes nothing
into the copy it was made from, and ``make clean`` takes back what a build and a run leave there."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COMPILED = ("cardrules.games.nine_peak.ai", "cardrules.games.nine_peak.rollout", "cardrules.games.nine_peak.tally",
            "cardrules.shuffling")

pytestmark = pytest.mark.install

# Every game from the installed package: a whole seeded game with heuristic bots, saved and loaded.
EVERY_GAME = f"COMPILED = {COMPILED!r}\n" + """
import json, sys
import cardrules
from cardrules.bots import play_out
out = {"files": {m: __import__(m, fromlist=["_"]).__file__ for m in COMPILED}, "games": {}}
for name, game in cardrules.GAMES.items():
    rules = game.Rules(players=game.PLAYER_COUNTS[0])
    if "single_deal" in rules.to_dict():
        rules = type(rules).from_dict({**rules.to_dict(), "single_deal": True})
    state = game.new_game(rules, seed=3)
    end = play_out(state, [game.HeuristicBot(i) for i in range(state.players)])
    assert end.is_over, name
    assert game.State.from_json(end.to_json()) == end, name
    out["games"][name] = len(end.history)
print(json.dumps(out))
"""

# What the compiled modules do, for comparing an installed wheel with the sources: single deals of heuristic bots at
# every player count and some presets, the bots' choices, rollouts and sampled deals at the first decisions of deals,
# random games read through their lists of legal moves, and a Monte Carlo ranking.
NINE_PEAK = r"""
import json, random
from cardrules.bots import play_out
from cardrules.games.nine_peak import HeuristicBot, Rules, new_game
from cardrules.games.nine_peak.ai import rollout_move, sample_state
from cardrules.games.nine_peak.rules import PRESETS
from cardrules.montecarlo import MonteCarloBot
runs = [Rules(single_deal=True, players=p) for p in (3, 4, 5)] + [r for r in PRESETS.values()][:3]
out = {"deals": []}
for i, rules in enumerate(runs):
    for seed in range(15):
        end = play_out(new_game(rules, seed=seed), [HeuristicBot(seed * 7 + k) for k in range(rules.players)])
        out["deals"].append(end.to_json())
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
lists = []
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
class Mine(HeuristicBot):  # the compiled bot may still be subclassed
    pass
state = new_game(Rules(), seed=2)
out["subclass"] = str(Mine(1).choose(state.view(state.to_move)))
print(json.dumps(out))
"""


def _files(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tracked files as ``git archive`` gives them; the working tree's uncommitted changes to them included
    (``git stash create`` makes a commit of them without touching anything)."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    # (a commit needs an author: a CI machine may have none configured, hence the -c settings; and should git
    # still refuse, the copy is of HEAD)
    tree = subprocess.run(["git", "-c", "user.name=cardrules tests", "-c", "user.email=tests@cardrules.invalid",
                           "stash", "create"], cwd=ROOT, capture_output=True, text=True, check=False)
    ref = (tree.stdout.strip() if tree.returncode == 0 else "") or "HEAD"
    folder = tmp_path_factory.mktemp("archive")
    archive = folder / "tree.tar"
    subprocess.run(["git", "archive", "-o", str(archive), ref], cwd=ROOT, check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(folder / "src", filter="data")
    return folder / "src"


def _install(copy: Path, place: Path, **env: str) -> Path:
    """A fresh venv with ``pip install <copy>`` in it (pip's cache reused); its python."""
    venv.create(place, with_pip=True)
    python = place / "bin" / "python"
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(copy)],
                          capture_output=True, text=True, timeout=1200, env={**os.environ, **env})
    assert done.returncode == 0, done.stderr[-4000:]
    return python


def _run(python: Path, script: str, cwd: Path, isolated: bool = True) -> dict[str, object]:
    # -I: neither the current folder nor PYTHONPATH on the path, so the venv's installed package is what runs
    args = [str(python), *(["-I"] if isolated else []), "-c", script]
    done = subprocess.run(args, capture_output=True, text=True, cwd=cwd, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def test_the_standard_wheel_plays_every_game_with_its_modules_compiled(copy: Path, tmp_path: Path) -> None:
    before = _files(copy)
    python = _install(copy, tmp_path / "venv")
    assert _files(copy) == before  # the build wrote nothing into the tree it was made from
    out = _run(python, EVERY_GAME, tmp_path)
    site = str(tmp_path / "venv")
    files: dict[str, str] = out["files"]  # type: ignore[assignment]
    assert all(f.startswith(site) for f in files.values()), files
    if not all(f.endswith(".so") for f in files.values()):
        if shutil.which("cc") is None and shutil.which("gcc") is None:
            pytest.skip("no C compiler here: the wheel is plain Python (the test below covers that)")
        pytest.fail(f"the wheel does not carry the compiled modules: {files}")
    assert set(out["games"]) == {"packs", "spoil_five", "tablanette", "nine_peak", "dudak"}  # type: ignore[arg-type]
    # the compiled modules play exactly as their sources in this checkout
    compiled = _run(python, NINE_PEAK, tmp_path)
    source = _run(Path(sys.executable), f"import sys; sys.path.insert(0, {str(ROOT)!r})\n" + NINE_PEAK, ROOT,
                  isolated=True)
    for key in ("deals", "choices", "rollouts", "samples", "lists", "ranked", "subclass"):
        assert compiled[key] == source[key], key
    assert len(source["deals"]) == 90 and len(source["choices"]) > 60  # type: ignore[arg-type]
    assert len(source["lists"]) > 1000  # type: ignore[arg-type]


def test_the_plain_wheel_plays_every_game_and_make_clean_leaves_the_tree_as_archived(copy: Path,
                                                                                   tmp_path: Path) -> None:
    before = _files(copy)
    python = _install(copy, tmp_path / "venv", HATCH_BUILD_NO_HOOKS="true")
    out = _run(python, EVERY_GAME, tmp_path)
    assert all(str(f).endswith(".py") for f in out["files"].values())  # type: ignore[attr-defined]
    assert set(out["games"]) == {"packs", "spoil_five", "tablanette", "nine_peak", "dudak"}  # type: ignore[arg-type]
    # A run from the tree itself leaves caches behind (bytecode, a test run's caches, a wheel built by hand); make
    # clean takes them back.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([str(python), "-c", "import cardrules.games.packs"], cwd=copy, check=True,
                   env={**env, "PYTHONPATH": str(copy)})
    for left in (".pytest_cache/v/cache/lastfailed", ".hypothesis/examples/x", "dist/cardrules-0.1.0.tar.gz"):
        (copy / left).parent.mkdir(parents=True, exist_ok=True)
        (copy / left).write_text("{}")
    assert any("__pycache__" in f for f in _files(copy) - before)
    subprocess.run(["make", "-s", "clean"], cwd=copy, check=True, capture_output=True)
    assert _files(copy) == before
