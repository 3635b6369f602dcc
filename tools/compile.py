"""Compile the modules of ``cardrules._compiled.COMPILED`` with mypyc, in place: ``python tools/compile.py [--force]``.

Run by ``make install`` and ``make install-test``. A build already made from the sources as they are is kept (the
stamp ``cardrules/_compiled.json`` records each source's SHA-256), so a second run does nothing. Where mypy, setuptools
or a C compiler is missing, or the build fails, it prints one line and the modules run as plain Python, as they do
wherever nothing was built: the build is for speed only (``cardrules/_compiled.py`` explains, and keeps an edited
source from running its old build). ``--pure`` removes the build. The compiler's output goes to ``build/compile.log``.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.machinery
import io
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardrules import _compiled  # noqa: E402  (the project's own package, from this checkout)

LOG = ROOT / "build" / "compile.log"


def remove_builds() -> None:
    """Delete every module's extension files (the module and mypyc's runtime beside it) and the stamp."""
    for module in _compiled.COMPILED:
        source = _compiled.source_path(module)
        for stem in (source.stem, f"{source.stem}__mypyc"):
            for suffix in importlib.machinery.EXTENSION_SUFFIXES:
                source.with_name(stem + suffix).unlink(missing_ok=True)
    # and the runtime mypyc builds for a group of modules, named by a hash of the group, at the top of the checkout
    # (a group of other modules left its own there)
    for path in ROOT.glob("*__mypyc.*"):
        if path.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)):
            path.unlink()
    _compiled.STAMP.unlink(missing_ok=True)


def build() -> str | None:
    """Compile every module of COMPILED; None when it worked, else why not (one line)."""
    try:
        from mypyc.build import mypycify
        from setuptools import setup
    except ImportError as err:
        return f"{err.name or err} is not installed"
    sources = [str(_compiled.source_path(m)) for m in _compiled.COMPILED]
    LOG.parent.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, open(LOG, "w", encoding="utf-8") as log:
        # setuptools reads the pyproject.toml of the directory it runs in, and this project's is hatchling's: the
        # build runs in an empty directory, from the sources' full paths (mypyc names each module by its package).
        cwd = Path.cwd()
        output = io.StringIO()
        try:
            os.chdir(tmp)
            with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
                setup(name="cardrules-compiled", ext_modules=mypycify(sources, opt_level="3"),
                      script_args=["build_ext", "--build-lib", f"{tmp}/lib", "--build-temp", f"{tmp}/temp"])
        except (Exception, SystemExit) as err:  # a type or compiler error ends the build with SystemExit
            return f"the build failed ({type(err).__name__}: {str(err).strip()[:200]}; see {LOG.relative_to(ROOT)})"
        finally:
            os.chdir(cwd)
            log.write(output.getvalue())
        suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
        built = [p for p in Path(tmp, "lib").rglob("*") if p.name.endswith(suffixes)]
        if not built:
            return f"the build made no extension module (see {LOG.relative_to(ROOT)})"
        remove_builds()
        for path in built:
            target = ROOT / path.relative_to(Path(tmp, "lib"))
            if not target.parent.is_dir():  # a runtime library named at the top: mypyc's group for several modules
                return f"the build made {path.name}, which has no place in the package"
            # Copied beside it, then renamed over it: this process may have the old build loaded (a module whose
            # build was fresh), and a shared library overwritten in place under a running process crashes it.
            partial = target.with_name(target.name + ".partial")
            shutil.copy2(path, partial)
            os.replace(partial, target)
    _compiled.STAMP.write_text(json.dumps({m: _compiled.source_hash(m) for m in _compiled.COMPILED}, indent=1) + "\n",
                               encoding="utf-8")
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="compile even where the build is up to date")
    parser.add_argument("--pure", action="store_true", help="remove the build: every module runs as plain Python")
    args = parser.parse_args()
    names = ", ".join(_compiled.COMPILED)
    if args.pure:
        remove_builds()
        print(f"cardrules: removed the build of {names}")
        return
    if not args.force and all(_compiled.is_fresh(m) for m in _compiled.COMPILED):
        return
    start = time.perf_counter()
    print(f"cardrules: compiling {names} with mypyc (for speed; about a minute) ...", flush=True)
    why = build()
    if why is None:
        print(f"cardrules: compiled in {time.perf_counter() - start:.0f} s", flush=True)
    else:
        print(f"cardrules: not compiled, {why}; the modules run as plain Python (slower, the same results)",
              flush=True)


if __name__ == "__main__":
    main()
