"""The preheated kernels for a class (used by ``make class``): ``voila.json``'s pools with one page's pool sized for
the class, printed as the JSON that ``--VoilaKernelManager.kernel_pools_config`` takes.

A class of N pupils opening one page in the same minute needs a preheated kernel each, and a second one for each
pupil who follows the language switch (a new page, so a new kernel). The pool is N and a third more: with 30 pupils
and a pool of 32, the 9 who switched took the last kernels and the last pages waited for kernels started on request;
with a pool of 40 every page was interactive within 5 s (``docs/deploying.md``, "Sizing for a class").

    python tools/class_pools.py tablanette.ipynb 30
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(1, str(ROOT))  # the package of this checkout, installed or not (it reads the registry only)


def app_pools(settings: Path = ROOT / "voila.json") -> dict[str, dict[str, int]]:
    """``settings``' pools, and the default pool for the page of every registered game that has none there (Voila
    gives such a page the default pool too): a game added to ``cardrules.GAMES`` is a page a class can open."""
    from cardrules import GAMES

    pools: dict[str, dict[str, int]] = json.loads(settings.read_text())["VoilaKernelManager"]["kernel_pools_config"]
    for name in GAMES:
        pools.setdefault(f"{name}.ipynb", dict(pools["default"]))
    return pools


def class_pools(page: str, pupils: int, settings: Path = ROOT / "voila.json") -> dict[str, dict[str, int]]:
    """``settings``' pools (:func:`app_pools`) with ``page``'s pool set to ``pupils`` and a third more (rounded
    up)."""
    pools = app_pools(settings)
    if page not in pools:
        raise SystemExit(f"{page} is not one of the app's pages: {', '.join(p for p in pools if p != 'default')}")
    if pupils < 1:
        raise SystemExit("a class has at least one pupil")
    return {**pools, page: {"pool_size": pupils + -(-pupils // 3)}}


if __name__ == "__main__":
    if len(sys.argv) != 3 or not sys.argv[2].isdigit():
        raise SystemExit("usage: python tools/class_pools.py <page.ipynb> <pupils>")
    print(json.dumps(class_pools(sys.argv[1], int(sys.argv[2])), separators=(",", ":")))
