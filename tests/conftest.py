"""Shared test settings for the three suites (``engine/``, ``app/``, ``browser/``): hypothesis profiles sized for a
2-core CI machine, the app's page template and a data folder of the run's own for every kernel and server a test
starts, the run's summary of measured figures, and the guard that the process exits once the tests are over.

The Voila and browser fixtures, which only the browser suite uses, are in ``browser/conftest.py``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("ci", max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

ROOT = Path(__file__).resolve().parents[1]
# The app's page template (share/jupyter/voila/templates/cardrules, named by voila.json) is found from the source
# tree too, as `make app` finds it, whether or not the installed package put a copy under the venv's share/.
os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(ROOT / "share" / "jupyter"),
                                                           os.environ.get("JUPYTER_PATH")]))
# The shared rooms' store (cardrules.rooms: SQLite in the app's data folder by default) in a folder of the run's own,
# set before any server starts: the Voila server's kernels and the tests that read a room
# (tests/browser/test_room_played_by_pupils.py) find the same rooms, and nothing is written to the home folder.
if not os.environ.get("CARDRULES_ROOMS"):
    import tempfile

    os.environ.setdefault("CARDRULES_DATA", tempfile.mkdtemp(prefix="cardrules-test-data-"))
REPORT = pytest.StashKey[list[str]]()


@pytest.fixture
def report(request: pytest.FixtureRequest) -> list[str]:
    """Lines a test wants in the run's summary (measured figures, such as the time to an interactive page)."""
    return request.config.stash.setdefault(REPORT, [])


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:  # type: ignore[no-untyped-def]
    lines = config.stash.get(REPORT, [])
    if lines:
        terminalreporter.section("app measurements")
        for line in lines:
            terminalreporter.write_line(line)


EXIT_GRACE = 60


def pytest_unconfigure(config: pytest.Config) -> None:
    """Once the run is over, Python must exit: a thread or a child left waiting (a fake server's listener, an
    executor's worker) would otherwise keep the process, and CI, waiting after the summary until it is killed with
    no word of why. If it has not exited ``EXIT_GRACE`` s later, its threads' stacks are printed and it fails."""
    import faulthandler
    import threading

    def stuck() -> None:
        sys.stderr.write(f"\nThe tests are over but the process has not exited {EXIT_GRACE} s later; "
                         "what keeps it alive:\n")
        faulthandler.dump_traceback(all_threads=True)
        sys.stderr.flush()
        os._exit(3)

    timer = threading.Timer(EXIT_GRACE, stuck)
    timer.daemon = True
    timer.start()
