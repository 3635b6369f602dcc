"""What it costs to refuse a hostile upload, by size: CPU seconds of ``share.load_game`` (what the table's Load runs
on an uploaded file) for each shape of text a visitor could send, from 10 kB to the upload limit
(:data:`cardrules.share.MAX_SAVE_BYTES`). The target (issue 42): every refusal under 1 s of CPU.

    PYTHONPATH=$PWD python benchmarks/bench_upload_refusal.py          # 10 kB ... the limit (about half a minute)
    PYTHONPATH=$PWD python benchmarks/bench_upload_refusal.py 100000   # one size, in bytes

Times are CPU seconds of this process (``time.process_time``), the slowest of the shapes at each size first; the
load average is printed beside them. The shapes are those of ``tests/engine/test_upload_refusal_is_linear.py``.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from collections.abc import Callable

from cardrules import share
from cardrules.errors import StateFormatError

SIZES = (10_000, 30_000, 100_000, 300_000, share.MAX_SAVE_BYTES)


def _envelope(state: object) -> str:
    """A saved game's envelope around ``state`` with the right checksum (anyone can work one out)."""
    digest = hashlib.sha256(json.dumps(state, sort_keys=True, separators=(",", ":"),
                                       ensure_ascii=True).encode("ascii")).hexdigest()
    return json.dumps({"format": share.SAVE_FORMAT, "version": share.SAVE_VERSION, "game": "dudak", "step": 0,
                       "state": state, "sha256": digest})


def _fit(make: Callable[[int], str], size: int) -> str:
    """``make(n)`` for the largest ``n`` whose text is at most ``size`` bytes (``make`` grows with ``n``)."""
    lo, hi = 0, size
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if len(make(mid).encode()) <= size:
            lo = mid
        else:
            hi = mid - 1
    return make(lo)


SHAPES: dict[str, Callable[[int], str]] = {
    "escaped quotes, unterminated": lambda n: '"' + '\\"' * n,
    "escaped quotes in a string": lambda n: '["' + '\\"' * n + '"]',
    "backslashes, unterminated": lambda n: '"' + "\\" * n,
    "quotes": lambda n: '"' * n,
    "deep nesting": lambda n: "[" * n + "]" * n,
    "nesting at the limit, repeated": lambda n: "[" + ",".join(["[" * 31 + "]" * 31] * n) + "]",
    "empty lists": lambda n: "[" + "[]," * n + "[]]",
    "long string": lambda n: '"' + "a" * n + '"',
    "unicode escapes": lambda n: '"' + "\\u00e9" * n + '"',
    "numbers": lambda n: "[" + "123456789," * n + "0]",
    "long number": lambda n: "1" * (n + 1),
    "many keys": lambda n: "{" + ",".join(f'"k{i}":0' for i in range(n)) + "}",
    "envelope, junk in state": lambda n: _envelope({"game": "dudak", "junk": ["x"] * n}),
    "envelope, moves of junk": lambda n: _envelope({"game": "dudak", "rules": {}, "start": {"seed": 1},
                                                     "moves": ["zz"] * n}),
}


def refusal_seconds(text: str) -> float:
    """CPU seconds of ``load_game(text)``, which must refuse it."""
    start = time.process_time()
    try:
        share.load_game(text.encode())
    except StateFormatError:
        return time.process_time() - start
    raise AssertionError("accepted")  # pragma: no cover - every shape here is refused


def main(sizes: tuple[int, ...] = SIZES) -> None:
    print(f"refusing an upload: CPU seconds by size (load average {os.getloadavg()[0]:.1f}); the limit is "
          f"{share.MAX_SAVE_BYTES:,} bytes")
    print(f"  {'':32}" + "".join(f"{size:>11,}" for size in sizes))
    worst = [0.0] * len(sizes)
    for name, make in SHAPES.items():
        times = [refusal_seconds(_fit(make, size)) for size in sizes]
        worst = [max(a, b) for a, b in zip(worst, times)]
        print(f"  {name:32}" + "".join(f"{seconds:11.3f}" for seconds in times))
    print(f"  {'slowest':32}" + "".join(f"{seconds:11.3f}" for seconds in worst))


if __name__ == "__main__":
    main(tuple(int(a) for a in sys.argv[1:]) or SIZES)
