"""cardrules/kernel_forks.py: a kernel forked from the warm process plays a table, is interrupted, dies when it is
killed (as a kernel shut down ``now`` is), and a kernel whose fork server cannot be reached starts as before."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("ipykernel")
if sys.platform != "linux":
    pytest.skip("the fork server is for Linux", allow_module_level=True)

from jupyter_client.manager import KernelManager  # noqa: E402

from cardrules import kernel_forks  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def fork_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[subprocess.Popen, str]]:
    address = str(tmp_path_factory.mktemp("forks") / "socket")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    proc = subprocess.Popen([sys.executable, "-m", "cardrules.kernel_forks", address], env=env, cwd=ROOT,
                            start_new_session=True)
    deadline = time.monotonic() + 120
    while not os.path.exists(address):
        assert proc.poll() is None, "the fork server exited"
        assert time.monotonic() < deadline, "the fork server never listened"
        time.sleep(0.2)
    yield proc, address
    proc.terminate()
    proc.wait(20)


def kernel(address: str) -> KernelManager:
    km = KernelManager(kernel_name="python3")
    command = km.format_kernel_cmd
    km.format_kernel_cmd = lambda extra_arguments=None: kernel_forks.launcher_command(  # type: ignore[method-assign]
        address, command(extra_arguments=extra_arguments))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    km.start_kernel(env=env, cwd=str(ROOT / "notebooks"))
    return km


def run(client: Any, code: str, timeout: float = 60) -> tuple[dict, list[str]]:
    """The execute reply to ``code`` and what it printed."""
    printed: list[str] = []

    def hook(msg: dict) -> None:
        if msg["msg_type"] == "stream":
            printed.append(msg["content"]["text"])

    reply = client.execute_interactive(code, output_hook=hook, timeout=timeout)
    return reply["content"], printed


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return stat[0] != "Z"


def test_launcher_command_wraps_only_an_ipykernel() -> None:
    ipykernel = [sys.executable, "-m", "ipykernel_launcher", "-f", "k.json"]
    wrapped = kernel_forks.launcher_command("/s", ipykernel)
    assert wrapped[-len(ipykernel):] == ipykernel and str(kernel_forks.LAUNCHER) in wrapped
    other = ["julia", "-i", "k.json"]
    assert kernel_forks.launcher_command("/s", other) == other


def test_a_forked_kernel_plays_a_table_is_interrupted_and_dies_when_killed(
        fork_server: tuple[subprocess.Popen, str]) -> None:
    proc, address = fork_server
    km = kernel(address)
    client = km.blocking_client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=60)
        reply, printed = run(client, "import os, sys; print(os.getppid(), os.getpid(), os.getcwd(), "
                                     "'cardrules.games.tablanette' in sys.modules)")
        assert reply["status"] == "ok"
        parent, pid, cwd, preloaded = "".join(printed).split()
        # a child of the fork server, not of its launcher (the process jupyter_client started), with the kernel's
        # working folder and the package already imported
        assert int(parent) == proc.pid and int(pid) != km.provisioner.pid  # type: ignore[union-attr]
        assert cwd == str(ROOT / "notebooks") and preloaded == "True"

        reply, printed = run(client, "from cardrules.widgets import GameTable\n"
                                     "table = GameTable('tablanette', seed=7)\n"
                                     "before = table.session.state\n"
                                     "table.play(before.legal_moves()[0])\n"
                                     "print(table.session.state is not before, table.session.index)")
        assert reply["status"] == "ok", reply
        changed, index = printed[-1].split()
        assert changed == "True" and int(index) > 0  # the move was played: the table moved on

        # the page's widget manager asks for every widget's state over ipywidgets' control comm (registered by
        # ipywidgets as it is imported into a running kernel: in a fork it was imported before any kernel ran)
        comm = "control-test"
        client.shell_channel.send(client.session.msg("comm_open", {
            "comm_id": comm, "target_name": "jupyter.widget.control", "data": {}}, metadata={"version": "1.0.0"}))
        request = client.session.msg("comm_msg", {"comm_id": comm, "data": {"method": "request_states"}})
        client.shell_channel.send(request)
        states = None
        deadline = time.monotonic() + 30
        while states is None and time.monotonic() < deadline:
            msg = client.get_iopub_msg(timeout=30)
            data = msg["content"].get("data", {})
            if msg["msg_type"] == "comm_msg" and data.get("method") == "update_states":
                states = data["states"]
        assert states and any(state["model_name"] == "ButtonModel" for state in states.values())
        # the widgets' defences are the kernel's too: a malformed comm message is refused, the kernel serves on
        reply, printed = run(client, "print(getattr(get_ipython().kernel.shell_handlers['comm_msg'], "
                                     "'_cardrules', False))")
        assert printed[-1].strip() == "True"

        # an interrupt reaches the forked kernel through its launcher
        started = time.monotonic()
        msg_id = client.execute("import time\ntime.sleep(60)")
        time.sleep(1.0)
        km.interrupt_kernel()
        reply = client.get_shell_msg(timeout=30)
        while reply["parent_header"].get("msg_id") != msg_id:
            reply = client.get_shell_msg(timeout=30)
        assert reply["content"]["status"] == "error" and reply["content"]["ename"] == "KeyboardInterrupt"
        assert time.monotonic() - started < 30
        reply, _ = run(client, "1 + 1")
        assert reply["status"] == "ok"  # still serving after the interrupt
    finally:
        client.stop_channels()
        launcher = km.provisioner.pid  # type: ignore[union-attr]
        km.shutdown_kernel(now=True)  # SIGKILL to the launcher's group, as the app's "now" stops do
    deadline = time.monotonic() + 10
    while alive(int(pid)) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(int(pid)), "the forked kernel outlived its launcher's kill"
    assert not alive(launcher)
    assert proc.poll() is None  # the fork server serves on


def test_a_kernel_stopped_gracefully_exits(fork_server: tuple[subprocess.Popen, str]) -> None:
    _, address = fork_server
    km = kernel(address)
    client = km.blocking_client()
    client.start_channels()
    client.wait_for_ready(timeout=60)
    _, printed = run(client, "import os; print(os.getpid())")
    client.stop_channels()
    km.shutdown_kernel()  # a shutdown request, then the launcher waits for the kernel's exit
    assert not km.is_alive()
    assert not alive(int(printed[-1]))


def test_without_a_fork_server_the_kernel_starts_as_before(tmp_path: Path) -> None:
    km = kernel(str(tmp_path / "nobody-listens"))
    client = km.blocking_client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=60)
        _, printed = run(client, "import os; print(os.getpid())")
        assert int(printed[-1]) == km.provisioner.pid  # type: ignore[union-attr]  # the launcher became the kernel
    finally:
        client.stop_channels()
        km.shutdown_kernel(now=True)


def test_the_fork_server_stops_its_kernels_when_it_is_stopped(tmp_path: Path) -> None:
    address = str(tmp_path / "socket")
    proc = subprocess.Popen([sys.executable, "-m", "cardrules.kernel_forks", address], cwd=ROOT,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)), start_new_session=True)
    try:
        while not os.path.exists(address):
            assert proc.poll() is None
            time.sleep(0.2)
        km = kernel(address)
        client = km.blocking_client()
        client.start_channels()
        client.wait_for_ready(timeout=60)
        _, printed = run(client, "import os; print(os.getpid())")
        client.stop_channels()
        pid = int(printed[-1])
        proc.send_signal(signal.SIGTERM)
        proc.wait(20)
        deadline = time.monotonic() + 10
        while alive(pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not alive(pid)
        km.shutdown_kernel(now=True)
    finally:
        if proc.poll() is None:
            proc.kill()
