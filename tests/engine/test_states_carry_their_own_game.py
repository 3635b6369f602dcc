"""Nothing below the registry looks a game up in it: a state carries its own game (``State.MODULE``, which each game's
package declares, :func:`cardrules.game.declare_game`), and a view reaches it through its rules, so the engine (states,
views, the log, loading, bots, the Monte Carlo bot, rendering, lessons, replays) works for a game that no registry
lists. The tests' sixth game proves it (``test_sixth_game_needs_only_its_package.py``).

The boundary: ``cardrules.GAMES`` is the registry (``cardrules/__init__.py``); above it is the app, the code that
looks a game up by the name a reader, a link or a command line gives (the pages, the widgets, the server, the
command line, studies and ``simulate``, shared links, practice). Every other module of the package is below it."""

from __future__ import annotations

import ast
from pathlib import Path

import cardrules
from cardrules import GAMES

PACKAGE = Path(cardrules.__file__).resolve().parent

ABOVE = {
    "__init__.py": "the registry itself",
    "__main__.py": "the command line names a game",
    "simulate.py": "simulate and compare take a game's name",
    "studies.py": "the house-rules lab's studies, by game name",
    "practice.py": "practice puzzles for a game named by the page",
    "landing.py": "the landing page lists every game",
    "share.py": "a shared link names its game",
    "page.py": "a page names its game",
    "rules_page.py": "the full-rules page lists every game",
    "server.py": "the app's server",
    "widgets/": "the widgets take a game's name",
    "rooms/": "a shared room names its game (a page opens one, a pupil's code finds it)",
    "session.py": "a table's session takes a game's name",
}
"""The modules above the registry, and why each may read it."""


def _reads_the_registry(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "cardrules" and any(a.name == "GAMES"
                                                                                   for a in node.names):
            return True
        if isinstance(node, ast.Attribute) and node.attr == "GAMES":
            return True
    return False


def _above(relative: str) -> bool:
    return any(relative == name or (name.endswith("/") and relative.startswith(name)) for name in ABOVE)


def test_no_module_below_the_registry_reads_it() -> None:
    below = [p for p in sorted(PACKAGE.rglob("*.py")) if not _above(p.relative_to(PACKAGE).as_posix())]
    assert len(below) > 40  # the engine, the games' packages and the shared code, all checked
    readers = [p.relative_to(PACKAGE).as_posix() for p in below if _reads_the_registry(p)]
    assert readers == []


def test_the_check_finds_a_reader() -> None:
    # simulate.py imports GAMES inside its functions: the walk finds an import wherever it is
    assert _reads_the_registry(PACKAGE / "simulate.py")
    assert not _reads_the_registry(PACKAGE / "state.py")


def test_every_game_declares_itself_the_game_of_its_state_and_rules() -> None:
    for name, module in GAMES.items():
        assert module.State.MODULE is module and module.Rules.MODULE is module, name
        state = module.new_game(seed=1)
        assert state.MODULE is module and state.view(state.to_move).module is module
