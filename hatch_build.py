"""The wheel's build hook (hatchling's ``custom`` hook, named in ``pyproject.toml``): it compiles the modules listed
there under ``[tool.hatch.build.targets.wheel.hooks.custom] modules`` with mypyc and puts the extension modules in the
wheel beside their sources.

Those modules are pure computation on ints and lists, which mypyc compiles well (9 Peak's bot, the arithmetic of its
list of legal moves, the shuffle of every deal): compiled, 9 Peak's studies and hints run about 1.5 times faster with
the very same results (``tests/app/test_install_plays_every_game.py`` plays the same deals both ways;
``benchmarks/MYPYC.md`` has the measurements). Python prefers an extension module to the ``.py`` beside it, so every
install from a wheel (``pip install .``, ``make app``, Binder) runs them compiled.

What it leaves alone, and why:

* an editable install (``pip install -e .``, ``make install-test``): a developer's edits must run as they are made, so
  nothing is compiled and nothing is written into the checkout; the compiler works in a temporary folder, always;
* a machine without a C compiler or Python's headers: the wheel is built without the extension modules (plain Python,
  slower, the same results) and the build says why in a warning, so an install never fails for speed alone.
  ``HATCH_BUILD_NO_HOOKS=true pip install .`` skips the compiler on purpose.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# Run by the interpreter of the build environment, in an empty folder (setuptools would read this project's
# pyproject.toml, which is hatchling's, in the project's own): mypyc names each module by its package from the full
# paths given, and writes the extension modules under lib/ by their package path. The modules share one runtime
# library, which mypyc would name by a hash at the top of site-packages: its group name puts it in the package.
_COMPILE = """
import sys
from mypyc.build import mypycify
from setuptools import setup
setup(name="cardrules-compiled", ext_modules=mypycify(sys.argv[1:], opt_level="3", group_name="cardrules.compiled"),
      script_args=["build_ext", "--build-lib", "lib", "--build-temp", "temp"])
"""


class CustomBuildHook(BuildHookInterface):
    """Compiles ``modules`` into the standard wheel (not an editable one, not an sdist)."""

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version != "standard":
            return
        modules = [str(Path(self.root, m)) for m in self.config.get("modules", [])]
        config = f"--config-file={Path(self.root, 'pyproject.toml')}"  # the project's mypy settings
        self._work = Path(tempfile.mkdtemp(prefix="cardrules-mypyc-"))
        done = subprocess.run([sys.executable, "-c", _COMPILE, config, *modules], cwd=self._work, capture_output=True,
                              text=True)
        lib = self._work / "lib"
        built = [p for p in lib.rglob("*") if p.suffix in (".so", ".pyd")] if done.returncode == 0 else []
        outside = [p for p in built if p.relative_to(lib).parts[0] != "cardrules"]
        if not built or outside:
            last = (done.stdout + done.stderr).strip().splitlines()[-1:] or ["no extension module was made"]
            why = f"mypyc put {outside[0].name} outside the package" if outside else last[0]
            self.app.display_warning(f"cardrules: built without compiling {', '.join(self.config['modules'])} "
                                     f"(plain Python, slower, the same results): {why}")
            return
        build_data["pure_python"] = False
        build_data["infer_tag"] = True  # the wheel is for this Python and platform
        for path in built:
            build_data["force_include"][str(path)] = str(path.relative_to(lib))

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)
