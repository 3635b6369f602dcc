"""A script's flood of bare GETs (issue 42, point 3): N page requests spread over a minute (default 30), none of
which opens the page's websocket, against the app exactly as ``make app`` serves it (voila.json: its pools, its
kernel cap, its unconnected-kernel rule). Prints the kernel count and the resident memory of the server and its
kernels every 2 s, from before the flood until they are back at rest (or ``--after`` seconds after the last answer),
then a summary: answers by status, peak kernels against the cap, peak memory, and when the kernels and memory came
back to their idle level (run by hand; about 3 minutes).

    .venv/bin/python benchmarks/bench_get_flood.py
    .venv/bin/python benchmarks/bench_get_flood.py --gets 60 --over 30 --page dudak.ipynb

Targets of issue 42: kernels never above the cap; memory back to idle within 60 s of the flood.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_classroom import ROOT, _is_kernel, _rss_mb, _tree, start_voila, wait_quiet  # noqa: E402


def snapshot(server: int) -> tuple[int, float]:
    """(kernels, resident MB of the server and every process under it). A kernel is a child of the server running
    ipykernel; a process a kernel forks shows the kernel's command line until it runs its own, and is not one."""
    pids = _tree(server)
    children = [p for p in pids if p != server and _parent(p) == server]
    return sum(_is_kernel(p) for p in children), sum(_rss_mb(p) for p in pids)


def _parent(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return -1


def _get(url: str, answers: list[tuple[float, int, float]], start: float) -> None:
    sent = time.monotonic()
    try:
        with urllib.request.urlopen(url, timeout=300) as response:
            response.read()
            code = response.status
    except urllib.error.HTTPError as err:
        code = err.code
    except OSError:
        code = 0
    answers.append((sent - start, code, time.monotonic() - sent))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gets", type=int, default=30, help="bare GETs sent (default 30)")
    parser.add_argument("--over", type=float, default=60.0, help="seconds they are spread over (default 60)")
    parser.add_argument("--page", default="spoil_five.ipynb", help="the page asked for (default spoil_five.ipynb)")
    parser.add_argument("--after", type=float, default=120.0, help="seconds watched after the last answer at most")
    args = parser.parse_args()
    config = json.loads((ROOT / "voila.json").read_text())
    cap = config.get("CardrulesKernelManager", {}).get("max_kernels", 0)

    log = Path(tempfile.mkdtemp(prefix="bench_get_flood_")) / "voila.log"
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; server log: {log}")
    proc, url = start_voila(args.page, None, log)
    try:
        waited = wait_quiet(proc.pid)
        idle_kernels, idle_mb = snapshot(proc.pid)
        idle_kernels_mb = idle_mb - _rss_mb(proc.pid)
        print(f"preheated pools ready after {waited:.0f} s: {idle_kernels} kernels, {idle_mb:.0f} MB; "
              f"cap {cap or 'none'}")
        print(f"{'t (s)':>6} {'kernels':>7} {'MB':>7} {'server MB':>9} {'GETs sent':>9} {'answered':>8}  load")
        answers: list[tuple[float, int, float]] = []
        threads: list[threading.Thread] = []
        samples: list[tuple[float, int, float]] = []
        start, next_sample, sent = time.monotonic(), 0.0, 0
        last_get: float | None = None
        last_answer: float | None = None
        back: float | None = None
        while True:
            now = time.monotonic() - start
            while sent < args.gets and now >= sent * args.over / args.gets:
                t = threading.Thread(target=_get, args=(f"{url}/voila/render/{args.page}?seed={sent + 1}", answers,
                                                        start), daemon=True)
                t.start()
                threads.append(t)
                sent += 1
            if sent == args.gets and last_get is None:
                last_get = now
            if now >= next_sample:
                kernels, mb = snapshot(proc.pid)
                samples.append((now, kernels, mb))
                print(f"{now:6.0f} {kernels:7d} {mb:7.0f} {_rss_mb(proc.pid):9.0f} {sent:9d} {len(answers):8d}  "
                      f"{os.getloadavg()[0]:.2f}", flush=True)
                next_sample += 2.0
                done = last_get is not None and len(answers) == args.gets
                if done and last_answer is None:
                    last_answer = now
                # back at rest: the idle kernel count, and the kernels' memory at its idle level (the server's
                # own process keeps some of what it grew by, as a Python process does)
                kernels_mb = mb - _rss_mb(proc.pid)
                if done and back is None and kernels <= idle_kernels and kernels_mb <= idle_kernels_mb * 1.10:
                    back = now
                if done and (back is not None or now - last_answer > args.after):
                    break
            time.sleep(0.2)
        for t in threads:
            t.join(timeout=1)
        codes: dict[int, int] = {}
        for _, code, _ in answers:
            codes[code] = codes.get(code, 0) + 1
        peak_k = max(k for _, k, _ in samples)
        peak_mb = max(m for _, _, m in samples)
        served = sorted(d for _, c, d in answers if c == 200)
        refused = sorted(d for _, c, d in answers if c == 503)
        print(f"\nanswers: {dict(sorted(codes.items()))}")
        if served:
            print(f"served pages: {len(served)}, answered in {served[0]:.1f}-{served[-1]:.1f} s")
        if refused:
            print(f"'server full' (503): {len(refused)}, answered in {refused[0]:.2f}-{refused[-1]:.2f} s")
        print(f"peak kernels {peak_k} (cap {cap or 'none'}, at rest {idle_kernels}); peak memory {peak_mb:.0f} MB "
              f"(at rest {idle_mb:.0f} MB)")
        if last_get is not None and last_answer is not None:
            print(f"last GET sent at {last_get:.0f} s, last answer by {last_answer:.0f} s")
            if back is not None:
                print(f"back to the idle kernel count and the kernels' idle memory at {back:.0f} s: "
                      f"{back - last_answer:.0f} s after the last answer")
            else:
                print(f"not back to idle within {args.after:.0f} s of the last answer")
        print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        if cap and peak_k > cap:
            raise SystemExit(f"FAIL: {peak_k} kernels > cap {cap}")
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except Exception:
            proc.kill()


if __name__ == "__main__":
    main()
