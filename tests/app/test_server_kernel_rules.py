"""cardrules/server.py's rules on kernels, decided without starting any (the server-level checks, with real kernels
and a browser, are tests/browser/test_server_kernel_limits.py)."""

from __future__ import annotations

import asyncio
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from types import SimpleNamespace
from typing import Any

import pytest

pytest.importorskip("jupyter_server")

from jupyter_server._tz import utcnow  # noqa: E402

from cardrules.server import CardrulesKernelManager, ServerFull  # noqa: E402


def run(coroutine: Any) -> Any:
    """``asyncio.run`` in a thread of its own: a browser test earlier in the session leaves Playwright's event loop
    running in the main thread."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def manager(**kwargs: object) -> tuple[CardrulesKernelManager, list[tuple[str, bool]]]:
    km = CardrulesKernelManager(**kwargs)
    stopped: list[tuple[str, bool]] = []

    async def shutdown_kernel(kernel_id: str, now: bool = False, **_: object) -> None:
        stopped.append((kernel_id, now))
        km._kernels.pop(kernel_id, None)

    km.shutdown_kernel = shutdown_kernel  # type: ignore[method-assign]
    return km, stopped


def kernel(idle: float, state: str = "idle") -> SimpleNamespace:
    return SimpleNamespace(last_activity=utcnow() - timedelta(seconds=idle), execution_state=state,
                           kernel_name="python3", kernel_spec=SimpleNamespace(metadata={}))


def test_a_kernel_no_page_connected_to_is_freed_after_the_window_and_only_then() -> None:
    km, stopped = manager(unconnected_timeout=45, cull_idle_timeout=900)
    km._kernels.update(fresh=kernel(30), old=kernel(50), busy=kernel(50, "busy"), used=kernel(50))
    km._kernel_connections.update(fresh=0, old=0, busy=0, used=0)
    km.notify_connect("used")
    km.notify_disconnect("used")  # its page connected once, then left: the standard 15 minutes apply
    run(km.cull_kernels())
    assert stopped == [("old", True)]


def test_the_hand_over_counts_as_activity() -> None:
    km, stopped = manager(unconnected_timeout=45, cull_idle_timeout=900)
    km._kernels["pooled"] = kernel(2000)  # waited in its pool past the idle timeout
    km._kernel_connections["pooled"] = 0
    km._handed_over("pooled")
    run(km.cull_kernels())
    assert stopped == []


def test_at_the_cap_a_page_is_refused_and_a_refill_waits() -> None:
    km, _ = manager(max_kernels=2)
    km._kernels.update(a=kernel(1), b=kernel(1))
    with pytest.raises(ServerFull) as refused:
        run(km.start_kernel(env={}))
    assert refused.value.status_code == 503

    async def refill() -> None:
        waiting = asyncio.ensure_future(km.start_kernel(env={"VOILA_PREHEAT": "True"}))
        await asyncio.sleep(1.5)
        assert not waiting.done()  # no error, no kernel: it waits for room
        km._closing = True
        with pytest.raises(RuntimeError):
            await waiting

    run(refill())


class Pooled(CardrulesKernelManager):
    """Voila's ``VoilaKernelManager`` as far as the pools go: ``fill_if_needed`` fills a page's pool up to the size
    its configuration names, ``get_pool_size`` counts it (both wrapped by ``CardrulesKernelManager``)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.kernel_pools_config = {"default": {"pool_size": 1}, "page.ipynb": {"pool_size": 2}}
        self._pools: dict[str, list[Any]] = {}
        self.fills: list[int] = []

    def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None, **_: Any) -> None:
        config = self.kernel_pools_config.get(notebook_name, self.kernel_pools_config["default"])
        pool = self._pools.setdefault(notebook_name or "", [])
        self.fills.append(config["pool_size"])
        for _ in range(config["pool_size"] - len(pool)):
            pool.append(SimpleNamespace(done=lambda: False))

    def get_pool_size(self, notebook_name: str) -> int:
        return len(self._pools.get(notebook_name, []))


def test_a_pool_grows_with_its_arrivals_within_bounds_then_back() -> None:
    km = Pooled(burst_window=20, burst_pool_max=5, max_kernels=64)
    assert km.pool_target("page.ipynb") == 2 and km.pool_target("other.ipynb") == 1
    for _ in range(3):
        km.get_pool_size("page.ipynb")
    assert km.pool_target("page.ipynb") == 5
    km.fill_if_needed(notebook_name="page.ipynb")
    assert km.fills[-1] == 5 and len(km._pools["page.ipynb"]) == 5
    assert km.kernel_pools_config["page.ipynb"] == {"pool_size": 2}  # named for that fill only
    for _ in range(10):
        km.get_pool_size("other.ipynb")
    assert km.pool_target("other.ipynb") == 1 + 5  # at most burst_pool_max more
    km._kernels.update({f"k{i}": kernel(1) for i in range(60)})
    assert km.pool_target("other.ipynb") == 1 + 2  # half the room under the cap
    km._arrivals["page.ipynb"] = deque([-1e9])  # long ago
    assert km.pool_target("page.ipynb") == 2


def test_a_page_finding_its_pool_empty_starts_the_next_visitors_kernels() -> None:
    km = Pooled(burst_window=20)
    assert km.get_pool_size("page.ipynb") == 0  # this visitor's kernel is started on request...
    assert len(km._pools["page.ipynb"]) == 3  # ...and the pool refilled for the next ones, grown by one


def test_the_pool_is_trimmed_of_ready_kernels_once_the_arrivals_stop() -> None:
    km, stopped = manager(burst_window=20)
    km.kernel_pools_config = {"default": {"pool_size": 1}}  # type: ignore[attr-defined]

    def ready(kernel_id: str, rendered: bool = True) -> asyncio.Future[Any]:
        future: asyncio.Future[Any] = asyncio.get_event_loop_policy().new_event_loop().create_future()
        task = SimpleNamespace(done=lambda: rendered)
        future.set_result({"kernel_id": kernel_id, "task": task})
        return future

    km._pools = {"page.ipynb": [ready("a"), ready("b"), ready("c", rendered=False), ready("d")]}  # type: ignore[attr-defined]
    km._arrivals["page.ipynb"] = deque([-1e9])  # long ago
    run(km._trim_pools())
    # back to the configured 1: "c", still running its notebook, is kept (and counted), the ready ones shut down
    assert sorted(kernel_id for kernel_id, _ in stopped) == ["a", "b", "d"]
    assert [item.result()["kernel_id"] for item in km._pools["page.ipynb"]] == ["c"]  # type: ignore[attr-defined]


def test_a_page_is_told_its_kernel_is_gone_from_the_rules_decision_on() -> None:
    """The race benchmarks/bench_first_visits.py found: the unconnected rule decided to stop a kernel, and while the
    stop was under way (seconds on a loaded machine) a late page's websocket found the kernel still listed, opened,
    and the page (connected, so not reloaded by its template) was left without a table or a notice. From the
    decision on, a page's look-ups answer 404 (its template then reloads it with a notice)."""
    from tornado.web import HTTPError

    km, _ = manager(unconnected_timeout=45, cull_idle_timeout=900)
    seen: list[int] = []
    stopped: list[str] = []

    async def slow_shutdown(kernel_id: str, now: bool = False, **_: object) -> None:
        km.get_kernel(kernel_id)  # the stop itself still finds it
        await asyncio.sleep(0.3)
        km._kernels.pop(kernel_id, None)
        stopped.append(kernel_id)

    km.shutdown_kernel = slow_shutdown  # type: ignore[method-assign]
    km._kernels["late"] = kernel(50)
    km._kernel_connections["late"] = 0

    async def page_arrives_during_the_stop() -> None:
        culling = asyncio.ensure_future(km.cull_kernels())
        await asyncio.sleep(0.1)
        for look_up in (km.get_kernel, km.kernel_model):  # the websocket's, and the frontend's GET of the model
            with pytest.raises(HTTPError) as gone:
                look_up("late")
            seen.append(gone.value.status_code)
        await culling

    run(page_arrives_during_the_stop())
    assert seen == [404, 404]
    assert stopped == ["late"]


def test_a_websocket_on_its_way_counts_as_activity() -> None:
    """A page's websocket looks its kernel up, then waits for the kernel's answer before the connection counts: the
    look-up restarts the unconnected window, so the rule cannot stop the kernel in between."""
    km, stopped = manager(unconnected_timeout=45, cull_idle_timeout=900)
    km._kernels["arriving"] = kernel(44.9)
    km._kernel_connections["arriving"] = 0
    km.get_kernel("arriving")
    km._kernels["arriving"].last_activity -= timedelta(seconds=1)  # the look-up's own second passes
    run(km.cull_kernels())
    assert stopped == []


def test_a_kernel_being_started_is_looked_up_untouched() -> None:
    """start_kernel looks its new kernel up before it has an activity time (the trait refuses to be read then):
    the look-up's activity rule leaves such a kernel alone (it broke every kernel's start once)."""
    from jupyter_server.services.kernels.kernelmanager import ServerKernelManager

    km, _ = manager(unconnected_timeout=45)
    km._kernels["starting"] = ServerKernelManager()
    assert km.get_kernel("starting") is km._kernels["starting"]


def test_page_templates_are_compiled_once_for_every_exporter(monkeypatch: pytest.MonkeyPatch) -> None:
    """Voila makes a new exporter (a new Jinja environment) for every page: the second compiles no template."""
    import jinja2
    import nbformat
    from nbconvert import HTMLExporter

    from cardrules.server import cache_page_templates

    cache_page_templates()
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# A heading")])
    first, _ = HTMLExporter(template_name="lab").from_notebook_node(notebook)
    compiled: list[str] = []
    compile_source = jinja2.Environment._compile

    def counting(self: jinja2.Environment, source: str, filename: str) -> Any:
        compiled.append(filename)
        return compile_source(self, source, filename)

    monkeypatch.setattr(jinja2.Environment, "_compile", counting)
    second, _ = HTMLExporter(template_name="lab").from_notebook_node(notebook)
    assert compiled == [] and second == first
