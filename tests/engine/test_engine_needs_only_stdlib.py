"""The engine stands on the standard library alone: in a fresh virtual environment with no third-party package,
``import cardrules`` works, starts no process machinery, imports no pandas, and every game plays a whole seeded game
with its heuristic bots, saves and loads."""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
import cardrules
assert "pandas" not in sys.modules and "multiprocessing" not in sys.modules, sorted(sys.modules)
from cardrules.bots import play_out
for name, game in cardrules.GAMES.items():
    rules = game.Rules(players=game.PLAYER_COUNTS[0])
    if "single_deal" in rules.to_dict():
        rules = type(rules).from_dict({**rules.to_dict(), "single_deal": True})
    state = game.new_game(rules, seed=3)
    end = play_out(state, [game.HeuristicBot(i) for i in range(state.players)])
    assert end.is_over, name
    assert game.State.from_json(end.to_json()) == end, name
    print(name, len(end.history))
for mod in ("pandas", "numpy", "ipywidgets", "IPython", "matplotlib"):
    assert mod not in sys.modules, mod
print("ok")
"""


def test_the_engine_plays_with_the_standard_library_alone(tmp_path: Path) -> None:
    env_dir = tmp_path / "bare"
    venv.create(env_dir, with_pip=False, system_site_packages=False)
    python = env_dir / "bin" / "python"
    out = subprocess.run([str(python), "-I", "-c", f"import sys; sys.path.insert(0, {str(ROOT)!r});" + SCRIPT],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith("ok")
    assert len(out.stdout.strip().splitlines()) == 6
    # the bare environment really has no third-party package to fall back on
    check = subprocess.run([str(python), "-I", "-c", "import pandas"], capture_output=True, text=True)
    assert check.returncode != 0
    assert sys.executable != str(python)
