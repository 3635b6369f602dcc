"""``make class``: the pools it starts Voila with (tools/class_pools.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "class_pools.py"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(TOOL), *args], capture_output=True, text=True, cwd=ROOT)


@pytest.mark.parametrize(("pupils", "pool"), [(30, 40), (1, 2), (12, 16), (31, 42)])
def test_the_page_pool_covers_the_class_and_the_language_switch(pupils: int, pool: int) -> None:
    done = run("dudak.ipynb", str(pupils))
    assert done.returncode == 0, done.stderr
    pools = json.loads(done.stdout)
    shipped = json.loads((ROOT / "voila.json").read_text())["VoilaKernelManager"]["kernel_pools_config"]
    assert pools["dudak.ipynb"] == {"pool_size": pool}
    assert {k: v for k, v in pools.items() if k != "dudak.ipynb"} == {
        k: v for k, v in shipped.items() if k != "dudak.ipynb"}  # every other page keeps its shipped pool


@pytest.mark.parametrize(("args", "why"), [(("nope.ipynb", "30"), "not one of the app's pages"),
                                           (("dudak.ipynb", "0"), "at least one pupil"),
                                           (("dudak.ipynb",), "usage"), (("dudak.ipynb", "many"), "usage")])
def test_a_wrong_class_is_refused_with_the_reason(args: tuple[str, ...], why: str) -> None:
    done = run(*args)
    assert done.returncode != 0 and why in done.stderr and not done.stdout


def test_make_class_starts_voila_with_those_pools_and_a_delayed_refill() -> None:
    done = subprocess.run(["make", "-n", "class", "PUPILS=12", "PAGE=dudak.ipynb"], capture_output=True, text=True,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert "tools/class_pools.py dudak.ipynb 12" in done.stdout
    assert '--VoilaKernelManager.kernel_pools_config="$pools"' in done.stdout
    assert "--VoilaKernelManager.fill_delay=120" in done.stdout
