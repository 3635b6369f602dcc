"""The modules that may run compiled, and the guard that runs a module's source whenever its build is not of it.

Four modules are pure computation on ints and lists, which mypyc compiles well: 9 Peak's bot
(:mod:`cardrules.games.nine_peak.ai`) and its rollout policy (:mod:`cardrules.games.nine_peak.rollout`), the
arithmetic of 9 Peak's list of legal moves (:mod:`cardrules.games.nine_peak.tally`) and the shuffle of every deal
(:mod:`cardrules.shuffling`, which 9 Peak's bot also shuffles its moves with at every decision). Compiled, heuristic 9
Peak deals, the Monte Carlo bot's rollouts and random play run faster (``CARDRULES_PURE=1`` with
``benchmarks/bench_single_deals.py nine_peak`` or ``benchmarks/bench_nine_peak.py`` measures by how much).
``tools/compile.py`` (run by ``make install`` and ``make install-test``) compiles the modules of :data:`COMPILED` with
mypyc from their unchanged sources, puts each extension module beside its ``.py`` and records in :data:`STAMP` the
SHA-256 of the sources it was built from. Where there is no C compiler or no mypy, nothing is built and every module
runs as plain Python: the build changes no result (``tests/test_compiled.py`` plays the same deals both ways), only
the speed.

Python imports an extension module in preference to the ``.py`` beside it, so an edited source would go on running
its old build. :func:`install`, called when :mod:`cardrules` is first imported, therefore runs the source of every
module whose build is missing, stale (the source's hash differs from the stamp's) or unwanted (the environment
variable ``CARDRULES_PURE`` set to ``1``), by a finder placed first on ``sys.meta_path``. Which modules a process
runs compiled: :func:`running_compiled` (the benchmarks print it).
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import re
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:
    def mypyc_attr(*args: Any, **kwargs: Any) -> Any:
        """``mypy_extensions.mypyc_attr`` for the modules of :data:`COMPILED`: mypyc reads it when it compiles them; at
        run time it does nothing (the engine needs no package beyond the standard library)."""
        return lambda cls: cls


COMPILED: tuple[str, ...] = ("cardrules.games.nine_peak.ai", "cardrules.games.nine_peak.rollout",
                             "cardrules.games.nine_peak.tally", "cardrules.shuffling")
"""The modules ``tools/compile.py`` compiles (their sources need no change for it: mypyc reads the type hints that
mypy already checks)."""

PACKAGE = Path(__file__).resolve().parent
STAMP = PACKAGE / "_compiled.json"
"""``{module: SHA-256 of the source its build was made from}``, written by ``tools/compile.py`` (not in git)."""

_PURE: set[str] = set()
"""The modules of :data:`COMPILED` running their source in this process (see :func:`install`)."""


def source_path(module: str) -> Path:
    """The ``.py`` file of ``module`` (one of :data:`COMPILED`)."""
    return PACKAGE.joinpath(*module.split(".")[1:]).with_suffix(".py")


def source_hash(module: str) -> str:
    """The SHA-256 of the source of ``module`` and of the project's modules it imports from (their types are compiled
    into it: a field whose type changed there needs a new build too), as the stamp records it."""
    digest = hashlib.sha256()
    source = source_path(module).read_bytes()
    digest.update(source)
    for name in re.findall(rb"^from (cardrules\.[\w.]+) import", source, re.MULTILINE):
        path = source_path(name.decode())
        digest.update(path.read_bytes() if path.exists() else b"")
    return digest.hexdigest()


def built_path(module: str) -> Path | None:
    """The extension module built for ``module`` in this Python (``ai.cpython-311-x86_64-linux-gnu.so``), or None."""
    source = source_path(module)
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = source.with_name(source.stem + suffix)
        if path.exists():
            return path
    return None


def read_stamp() -> dict[str, str]:
    """The stamp's hashes (empty when there is none or it cannot be read)."""
    try:
        found = json.loads(STAMP.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in found.items()} if isinstance(found, dict) else {}


def is_fresh(module: str, stamp: dict[str, str] | None = None) -> bool:
    """Whether ``module`` has a build made from its source as it is now."""
    if built_path(module) is None:
        return False
    recorded = (read_stamp() if stamp is None else stamp).get(module)
    return recorded is not None and recorded == source_hash(module)


class _SourceFinder:
    """Finds the modules of :data:`_PURE` as their ``.py`` sources, ahead of the extension modules beside them."""

    @staticmethod
    def find_spec(name: str, path: Sequence[str] | None = None, target: ModuleType | None = None) -> ModuleSpec | None:
        if name in _PURE:
            return importlib.util.spec_from_file_location(name, source_path(name))
        return None


def install() -> None:
    """Decide, once per process, which modules of :data:`COMPILED` run their source (all of them under
    ``CARDRULES_PURE=1``; otherwise those whose build is missing or stale), and put the finder that loads them in
    front. Called when this module is imported, which ``cardrules/__init__.py`` does before any game."""
    if any(isinstance(f, _SourceFinder) for f in sys.meta_path):
        return
    pure = os.environ.get("CARDRULES_PURE") == "1"
    stamp = read_stamp()
    for module in COMPILED:
        if pure or not is_fresh(module, stamp):
            _PURE.add(module)
    if any(built_path(m) is not None for m in _PURE):  # a build there is not to be run: the finder goes first
        sys.meta_path.insert(0, _SourceFinder())


def running_compiled() -> tuple[str, ...]:
    """The modules of :data:`COMPILED` that this process runs compiled (imported or not yet)."""
    return tuple(m for m in COMPILED if m not in _PURE and built_path(m) is not None)


install()
