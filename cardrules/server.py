"""The app's kernel manager for Voila (named in voila.json as ``VoilaConfiguration.multi_kernel_manager_class``).

Voila wraps it in its ``VoilaKernelManager`` (the preheated pools), so it sits between that and jupyter_server's
``AsyncMappingKernelManager``. It adds, for a public server (issue 42):

- **A kernel handed to a page is not culled before the page connects.** A pooled kernel waits unculled, its
  ``last_activity`` left at its preheating; once a page takes it, the culler would count that wait as idle time and
  could shut the kernel down before the page's websocket opened (the page then showed no table). The hand-over now
  counts as activity.
- **A page never connects to a kernel the unconnected rule is stopping.** Between the rule's decision and the
  kernel's removal (the stop takes a while on a loaded machine) the kernel was still listed: a page whose scripts
  arrived then was answered its kernel's model and opened its websocket onto a dying kernel, and the template,
  seeing the websocket open, did not reload it: lesson text, no table, no notice (benchmarks/bench_first_visits.py
  found it). From the decision on, the kernel is answered "does not exist" (404) to pages, so the template reloads
  the page with its notice; and a websocket on its way (its request checked the kernel) counts as activity, so the
  rule does not stop a kernel between that check and the connection.
- **A kernel whose page never connects is freed soon.** A bare HTTP GET (a script, a crawler) gets a page and a
  kernel but never opens the websocket; the standard rule kept that kernel for ``cull_idle_timeout`` (15 minutes).
  A kernel that has never had a connection is shut down ``unconnected_timeout`` seconds after its last activity
  (the hand-over, or the end of running its page), checked every ``cull_interval``.
- **A cap on the kernels the server runs** (``max_kernels``, pooled ones included). A page asked for at the cap
  gets the template's ``503.html`` (the server is full, in every language) at once, no kernel started; a pool's
  refill waits until there is room rather than fail.
- **A page's pool grows with its arrivals** (no teacher's setting). Each page asked for is counted; a page's pool is
  refilled up to its configured size plus the pages asked for in the last ``burst_window`` seconds (at most
  ``burst_pool_max`` more, and half the room left under the cap), so a class arriving together finds preheated
  kernels instead of waiting minutes for kernels started on request. Once the arrivals stop, the surplus ready
  kernels are shut down (checked every ``cull_interval``).
- **Kernels are forked from a warm process** (``fork_kernels``): a fork server (:mod:`cardrules.kernel_forks`),
  started with the first kernel, has imported ipykernel, ipywidgets and the package once; each kernel is a fork of it
  instead of a new Python importing all of that again (most of a kernel's start-up CPU). Until the fork server is
  ready (its imports take a few seconds), or if it is gone, kernels start as before.
- **Page templates are compiled once** (:func:`cache_page_templates`): Voila compiled its template's Jinja files
  again for every page it rendered.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import os
import subprocess
import sys
import tempfile
import time
from collections import deque
from contextvars import ContextVar
from typing import Any

from jinja2.bccache import Bucket, BytecodeCache
from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.web import HTTPError
from traitlets import Bool, Float, Integer

from cardrules import kernel_forks

PREHEAT_ENV = "VOILA_PREHEAT"
"""Voila's environment variable, "True" in the kernels it starts for a pool."""

_STOPPING: ContextVar[bool] = ContextVar("cardrules_stopping", default=False)
"""True in the unconnected rule's own stop of a kernel, which still looks the kernel up."""


class _TemplateCache(BytecodeCache):
    """Compiled page templates, kept for the server's life. Voila makes a new nbconvert exporter, with a new Jinja
    environment, for every page it renders (each preheated kernel's), and that environment compiled the template's
    files again: about 15 compilations a page, the largest share of Voila's own CPU in a profile of a class. A bucket
    is keyed by the template's name and file and checked against its source's checksum, so a changed file is
    compiled afresh."""

    def __init__(self) -> None:
        self._code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        code = self._code.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: Bucket) -> None:
        self._code[bucket.key] = bucket.bytecode_to_string()


_TEMPLATES = _TemplateCache()


def cache_page_templates() -> None:
    """Give every nbconvert exporter's Jinja environment the server's :class:`_TemplateCache` (once)."""
    try:
        from nbconvert.exporters.templateexporter import TemplateExporter
    except ImportError:  # pragma: no cover - nbconvert comes with Voila
        return
    create = TemplateExporter._create_environment
    if getattr(create, "_cardrules", False):
        return

    def _create_environment(self: Any) -> Any:
        environment = create(self)  # type: ignore[no-untyped-call]
        if environment.bytecode_cache is None:
            environment.bytecode_cache = _TEMPLATES
        return environment

    _create_environment._cardrules = True  # type: ignore[attr-defined]
    TemplateExporter._create_environment = _create_environment  # type: ignore[method-assign]


class ServerFull(HTTPError):
    """The kernel cap is reached: the page is answered 503 with the template's ``503.html``."""

    def __init__(self, cap: int) -> None:
        super().__init__(503, "the server runs its cap of %d kernels", cap, reason="Server full")


class CardrulesKernelManager(AsyncMappingKernelManager):
    max_kernels = Integer(0, config=True, help="""Most kernels running at once, pooled ones included (0: no cap).
        A page asked for at the cap is answered 503 (the template's 503.html); a pool's refill waits for room.""")

    fork_kernels = Bool(True, config=True, help="""Start each ipykernel as a fork of a warm process that has
        imported ipykernel, ipywidgets and cardrules once (cardrules.kernel_forks), rather than a new Python.""")

    unconnected_timeout = Float(45, config=True, help="""Seconds after its last activity (the hand-over to a page,
        or the end of running it) that a kernel no websocket has ever connected to is shut down (0: never; then only
        the standard idle cull applies). It is checked every cull_interval.""")

    burst_window = Float(20, config=True, help="""Seconds over which the pages asked for are counted: a page's
        pool is refilled up to its configured size plus the pages asked for in that time (0: pools keep their
        configured size).""")

    burst_pool_max = Integer(16, config=True, help="""Most kernels a page's pool grows by with its arrivals (each
        about 120 MB; the growth is also held to half the room left under max_kernels).""")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)  # type: ignore[no-untyped-call]
        self._arrivals: dict[str, deque[float]] = {}  # per page, when it was asked for (time.monotonic)
        self._connected_once: set[str] = set()
        self._stopping: set[str] = set()  # kernels the unconnected rule is stopping: gone, for pages
        self._starting = 0  # kernels asked for and not yet in self._kernels (counted against the cap)
        self._closing = False
        self._forks: subprocess.Popen[bytes] | None = None
        cache_page_templates()
        self._forks_address = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Voila's ``VoilaKernelManager`` subclasses this class and overrides the methods that hand a pooled kernel
        to a page and count a pool, without calling up: wrap them as they are defined."""
        super().__init_subclass__(**kwargs)
        handed = cls.__dict__.get("get_rendered_notebook")
        if handed is not None:
            async def get_rendered_notebook(self: CardrulesKernelManager, *args: Any, **kw: Any) -> Any:
                result = await handed(self, *args, **kw)
                self._handed_over(result[2])
                return result

            cls.get_rendered_notebook = get_rendered_notebook  # type: ignore[attr-defined]
        counted = cls.__dict__.get("get_pool_size")
        if counted is not None:
            def get_pool_size(self: CardrulesKernelManager, notebook_name: str) -> int:
                pool = getattr(self, "_pools", {}).get(notebook_name, [])
                # a refill that failed would fail the visitor who takes it: drop it (the next hand-over refills)
                pool[:] = [task for task in pool if not (task.done() and (task.cancelled() or task.exception()))]
                if self._at_cap() and not any(task.done() for task in pool):  # (the failed ones are gone)
                    # at the cap, the pool's refills wait for room: a page would wait with them, silently. Answer
                    # "full" at once instead (the visitor is told, and no request is left hanging).
                    return 0
                # Voila asks this once for each page asked for: an arrival
                self._arrived(notebook_name)
                size = int(counted(self, notebook_name))
                if size == 0 and hasattr(self, "fill_if_needed"):
                    # this visitor's kernel is started on request (the pool ran dry): start the next visitors'
                    # now, as the arrivals ask, rather than after the next hand-over
                    self.fill_if_needed(notebook_name=notebook_name)
                return size

            cls.get_pool_size = get_pool_size  # type: ignore[attr-defined]
        fill = cls.__dict__.get("fill_if_needed")
        if fill is not None:
            def fill_if_needed(self: CardrulesKernelManager, delay: float | None = None,
                               notebook_name: str | None = None, *args: Any, **kw: Any) -> None:
                config = self.kernel_pools_config  # type: ignore[attr-defined]
                configured = self._configured_pool_size(notebook_name)
                target = self.pool_target(notebook_name)
                if target <= configured:
                    fill(self, delay, notebook_name, *args, **kw)
                    return
                # Voila fills up to the size its configuration names: name the grown size for this fill only
                # (the configuration is read at once, on this thread)
                had = notebook_name in config
                before = config.get(notebook_name)
                config[notebook_name] = {**(before or config.get("default", {})), "pool_size": target}
                try:
                    fill(self, delay, notebook_name, *args, **kw)
                finally:
                    if had:
                        config[notebook_name] = before
                    else:
                        config.pop(notebook_name, None)

            cls.fill_if_needed = fill_if_needed  # type: ignore[attr-defined]

    # ---------------------------------------------------------------------------------- pools that follow arrivals
    def _arrived(self, notebook_name: str) -> None:
        arrivals = self._arrivals.setdefault(notebook_name, deque())
        arrivals.append(time.monotonic())
        self._recent(notebook_name)

    def _recent(self, notebook_name: str | None) -> int:
        """Pages ``notebook_name`` asked for in the last ``burst_window`` seconds."""
        arrivals = self._arrivals.get(notebook_name or "")
        if not arrivals:
            return 0
        since = time.monotonic() - self.burst_window
        while arrivals and arrivals[0] < since:
            arrivals.popleft()
        return len(arrivals)

    def _configured_pool_size(self, notebook_name: str | None) -> int:
        config = getattr(self, "kernel_pools_config", {}) or {}
        default = config.get("default", {})
        return int(config.get(notebook_name, default).get("pool_size", default.get("pool_size", 1)))

    def pool_target(self, notebook_name: str | None) -> int:
        """How many kernels ``notebook_name``'s pool is refilled to: its configured size, plus the pages asked for
        in the last ``burst_window`` seconds (their followers are expected as many in as long), at most
        ``burst_pool_max`` more and half the room left under ``max_kernels``. Subclasses may answer otherwise."""
        configured = self._configured_pool_size(notebook_name)
        if self.burst_window <= 0:
            return configured
        grow = min(self._recent(notebook_name), self.burst_pool_max)
        if self.max_kernels:
            grow = min(grow, max(0, self.max_kernels - len(self._kernels) - self._starting) // 2)
        return configured + grow

    async def _trim_pools(self) -> None:
        """Shut down the ready kernels a pool holds beyond its target once its arrivals have stopped (a kernel
        still running its notebook is left to finish: it is trimmed at a later check)."""
        pools: dict[str, list[Any]] = getattr(self, "_pools", {})
        surplus: list[str] = []
        for notebook_name, pool in pools.items():
            extra = len(pool) - self.pool_target(notebook_name)
            for task in reversed(list(pool)):
                if extra <= 0:
                    break
                if task.done() and not task.cancelled() and task.exception() is None:
                    content = task.result()
                    if content["task"].done():
                        # out of the pool before any await: no page can be handed a kernel being shut down
                        pool.remove(task)
                        surplus.append(content["kernel_id"])
                        extra -= 1
        for kernel_id in surplus:
            self.log.info("Kernel %s: its pool is past the arrivals that grew it", kernel_id)
            await self.shutdown_kernel(kernel_id, now=True)

    # ------------------------------------------------------------------------------------------- forked kernels
    def pre_start_kernel(self, kernel_name: str | None, kwargs: Any) -> tuple[Any, str, str]:
        km, kernel_name, kernel_id = super().pre_start_kernel(kernel_name, kwargs)
        address = self._fork_server()
        if address:
            command = km.format_kernel_cmd

            def format_kernel_cmd(extra_arguments: list[str] | None = None) -> list[str]:
                return kernel_forks.launcher_command(address, command(extra_arguments=extra_arguments))

            km.format_kernel_cmd = format_kernel_cmd  # type: ignore[method-assign]
        return km, kernel_name, kernel_id

    def _fork_server(self) -> str:
        """The fork server's socket, the server started if it is not running ("" when kernels are not forked)."""
        if not self.fork_kernels or sys.platform != "linux" or self._closing:
            return ""
        if self._forks is None or self._forks.poll() is not None:
            if self._forks is not None:
                self.log.warning("The kernel fork server exited (%s): starting it again", self._forks.returncode)
            folder = tempfile.mkdtemp(prefix="cardrules-forks-")  # mode 0700: only this user reaches the socket
            self._forks_address = os.path.join(folder, "socket")
            # its own session: a Ctrl-C in the app's terminal is for the app, which stops its kernels, then this
            self._forks = subprocess.Popen([sys.executable, "-m", "cardrules.kernel_forks", self._forks_address],
                                           start_new_session=True)
            atexit.register(self._stop_fork_server)
        return self._forks_address

    def _stop_fork_server(self) -> None:
        forks, self._forks = self._forks, None
        if forks is not None and forks.poll() is None:
            forks.terminate()
            try:
                forks.wait(10)
            except subprocess.TimeoutExpired:
                forks.kill()
        if self._forks_address:
            folder = os.path.dirname(self._forks_address)
            for name in (self._forks_address, folder):
                with contextlib.suppress(OSError):
                    os.rmdir(name) if name == folder else os.unlink(name)

    # ------------------------------------------------------------------------------------------------ the cap
    def _at_cap(self) -> bool:
        return bool(self.max_kernels) and len(self._kernels) + self._starting >= self.max_kernels

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]
        refill = str((kwargs.get("env") or {}).get(PREHEAT_ENV)) == "True"
        while self._at_cap():
            if not refill:
                self.log.warning("Kernel cap reached (%d running): a page is refused", self.max_kernels)
                raise ServerFull(self.max_kernels)
            if self._closing:
                raise RuntimeError("the server is stopping")
            await asyncio.sleep(1.0)  # a pool refills once a page's kernel has been freed
        self._starting += 1
        try:
            return str(await super().start_kernel(*args, **kwargs))
        finally:
            self._starting -= 1

    async def shutdown_all(self, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        self._closing = True
        try:
            await super().shutdown_all(*args, **kwargs)
        finally:
            self._stop_fork_server()

    # ----------------------------------------------------------------------------------- connections and culling
    def _handed_over(self, kernel_id: str) -> None:
        kernel = self._kernels.get(kernel_id)
        if kernel is not None:
            kernel.last_activity = utcnow()  # the pool's wait is not the page's idle time
            self.log.info("Kernel %s handed to a page", kernel_id)

    def _check_kernel_id(self, kernel_id: str) -> None:
        if kernel_id in self._stopping and not _STOPPING.get():
            raise HTTPError(404, "Kernel does not exist: %s", kernel_id)
        super()._check_kernel_id(kernel_id)  # type: ignore[no-untyped-call]

    def get_kernel(self, kernel_id: str) -> Any:
        """The kernel (404 once the unconnected rule is stopping it). A page's websocket looks its kernel up here
        before it opens (and waits for the kernel's answer first): until the connection counts, that is activity, so
        that the rule cannot stop the kernel between the look-up and the connection."""
        kernel: Any = super().get_kernel(kernel_id)
        # (not while the kernel starts: start_kernel looks it up before it sets its activity and connections)
        if kernel_id not in self._connected_once and kernel_id in self._kernel_connections and not _STOPPING.get():
            kernel.last_activity = utcnow()
        return kernel

    def notify_connect(self, kernel_id: str) -> None:
        super().notify_connect(kernel_id)  # type: ignore[no-untyped-call]
        self._connected_once.add(kernel_id)

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        kernel = self._kernels.get(kernel_id)
        if (kernel is not None and kernel_id not in self._connected_once and self.unconnected_timeout > 0
                and hasattr(kernel, "last_activity") and getattr(kernel, "execution_state", None) != "busy"
                and not self._kernel_connections.get(kernel_id, 0)):
            idle = (utcnow() - kernel.last_activity).total_seconds()
            if idle > self.unconnected_timeout:
                self.log.warning("Culling kernel %s: no page connected to it in %d s", kernel_id, idle)
                # from this decision on, pages are told the kernel is gone (their template reloads them), not
                # handed a kernel on its way out (decided and marked with no await between: no page slips in)
                self._stopping.add(kernel_id)
                stopping = _STOPPING.set(True)
                try:
                    # nobody holds it and nothing in it is worth a graceful stop: kill it at once (a graceful stop
                    # waits for the kernel's answer, seconds each on a loaded machine)
                    await self.shutdown_kernel(kernel_id, now=True)
                finally:
                    _STOPPING.reset(stopping)
                    self._stopping.discard(kernel_id)
                return
        await super().cull_kernel_if_idle(kernel_id)  # type: ignore[no-untyped-call]

    async def cull_kernels(self) -> None:
        """Check every kernel at once, not one after the other: a flood's kernels come due together, and their
        shutdowns one by one (seconds each on a loaded machine) held the last ones a minute past their time."""

        async def check(kernel_id: str) -> None:
            try:
                await self.cull_kernel_if_idle(kernel_id)
            except Exception:
                self.log.exception("Checking whether kernel %s is idle failed", kernel_id)

        await asyncio.gather(*(check(kernel_id) for kernel_id in list(self._kernels)))
        try:
            await self._trim_pools()
        except Exception:
            self.log.exception("Trimming the pools failed")

    async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        try:
            await super().shutdown_kernel(kernel_id, *args, **kwargs)  # type: ignore[no-untyped-call]
        finally:
            # forgotten once it is gone: forgotten before, a connected page's kernel looked never-connected while its
            # graceful stop ran, and the unconnected rule stopped it a second time (seen in the benchmark's log)
            self._connected_once.discard(kernel_id)
