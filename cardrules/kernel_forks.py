"""A fork server for the app's kernels (issue 42: a visitor costs the server what the visitor needs).

Every page a visitor opens gets a kernel of its own, and a kernel started from scratch spends most of its CPU before
the page's first cell: Python's start, then importing ipykernel, IPython, ipywidgets and the package (about 1 CPU-s
of the 1.5 that Tablanette's page cost a kernel). The fork server is one process, started by the app's kernel
manager (:class:`cardrules.server.CardrulesKernelManager`), that has made those imports once; each kernel is a
``fork`` of it, which starts with all of that already in memory (shared with the fork server until written to).

How a kernel is started: jupyter_client runs ``cardrules/_kernel_launcher.py`` in the kernel's place (see
:func:`launcher_command`), which sends the kernel's command, environment, working folder and standard streams over
this server's Unix socket. The server forks; the child becomes the kernel (``ipykernel``'s own entry point, with that
command line). The launcher stands for the kernel towards jupyter_client: signals to it (an interrupt, a stop) are
passed on, it exits with the kernel's status; when it is killed outright (a kernel shut down ``now``), the server
sees its connection close and kills the kernel. A kernel dies with the fork server (the parent-death signal), and the
fork server with the app's server. Nothing is started in the fork server that a fork cannot copy: no thread, no ZeroMQ
context, no event loop (checked before it serves).

Run: ``python -m cardrules.kernel_forks SOCKET`` (the kernel manager does it).
"""

from __future__ import annotations

import array
import atexit
import contextlib
import ctypes
import importlib
import json
import os
import selectors
import signal
import socket
import struct
import sys
import threading
from pathlib import Path
from typing import Any

LAUNCHER = Path(__file__).with_name("_kernel_launcher.py")
"""The script jupyter_client runs in a forked kernel's place (standard library only)."""

PRELOADED = ("ipykernel.kernelapp", "ipykernel.ipkernel", "ipykernel.zmqshell", "ipykernel.comm",
             # ipykernel imports its debugger (debugpy, 0.6 CPU-s) as it starts, whether or not anyone debugs
             "ipykernel.debugger", "psutil", "pdb", "IPython.core.completer", "ipywidgets",
             "cardrules", "cardrules.widgets", "cardrules.lessons", "cardrules.page", "cardrules.share",
             "cardrules.landing", "cardrules.rules_page", "cardrules.rooms")
"""Modules every kernel of the app imports (ipykernel's and the pages'), imported once in the fork server."""

KERNEL_HOOKS = (
    # ipywidgets registers its comm targets as it is imported into a kernel: without them the page's widget manager
    # gets no widget (its control comm is refused)
    ("ipywidgets", "register_comm_target"),
    # the widgets' kernel-side defences: the server's log, the comm handlers that refuse malformed messages
    ("cardrules.widgets.guard", "protect_kernel"),
)
"""(module, function): what a preloaded module does as it is imported into a running kernel, called in each forked
kernel once it runs. A module that reads the kernel (``get_ipython()``, ``sys.stderr``) as it is imported belongs
here."""

_PR_SET_PDEATHSIG = 1


def launcher_command(address: str, command: list[str]) -> list[str]:
    """The command that starts ``command`` (an ipykernel's, ``python -m ipykernel_launcher ...``) as a fork of the
    server at ``address``; any other command is left as it is."""
    if len(command) < 3 or command[1:3] != ["-m", "ipykernel_launcher"]:
        return command
    return [sys.executable, "-I", "-S", str(LAUNCHER), address, *command]


def _die_with_parent(signum: int) -> None:
    """Ask Linux to send ``signum`` to this process when its parent exits (nothing elsewhere)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signum)


def preload(modules: tuple[str, ...] = PRELOADED) -> list[str]:
    """Import ``modules`` (those missing are skipped); returns the ones imported."""
    done = []
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception as error:  # a page's module that fails is imported (and reported) by its kernel again
            print(f"kernel fork server: {name} not preloaded ({error!r})", file=sys.stderr)
        else:
            done.append(name)
    return done


class ForkServer:
    """The server's loop: one connection per kernel, from its launcher's request to its exit."""

    def __init__(self, address: str) -> None:
        self.address = address
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.selector = selectors.DefaultSelector()
        self.kernels: dict[int, socket.socket] = {}  # pid -> its launcher's connection
        self.waiting: set[socket.socket] = set()  # connections whose request has not arrived
        self.wakeup_r, self.wakeup_w = os.pipe()
        self.stopping = False

    # ----------------------------------------------------------------------------------------- the server's side
    def serve(self) -> None:
        if threading.active_count() != 1:
            raise RuntimeError("a thread was started while preloading: forks would not copy it")
        os.set_blocking(self.wakeup_r, False)
        os.set_blocking(self.wakeup_w, False)
        signal.set_wakeup_fd(self.wakeup_w)
        signal.signal(signal.SIGCHLD, lambda *_: None)
        signal.signal(signal.SIGTERM, self._stop)
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C in the app's terminal: the app stops its kernels
        atexit.register(self._kill_all)
        self.listener.bind(self.address)
        os.chmod(self.address, 0o600)
        self.listener.listen(64)
        self.selector.register(self.listener, selectors.EVENT_READ)
        self.selector.register(self.wakeup_r, selectors.EVENT_READ)
        print(f"kernel fork server ready on {self.address} (pid {os.getpid()})", file=sys.stderr, flush=True)
        while not self.stopping:
            for key, _ in self.selector.select():
                if key.fileobj is self.listener:
                    self._accept()
                elif key.fileobj == self.wakeup_r:
                    with contextlib.suppress(BlockingIOError):
                        os.read(self.wakeup_r, 4096)
                    self._reap()
                else:
                    self._readable(key.fileobj)  # type: ignore[arg-type]
        self._kill_all()

    def _stop(self, *_: object) -> None:
        self.stopping = True

    def _kill_all(self) -> None:
        for pid in list(self.kernels):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)

    def _accept(self) -> None:
        conn, _ = self.listener.accept()
        uid = struct.unpack("3i", conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i")))[1]
        if uid != os.getuid():  # (the socket's mode already keeps others out)
            conn.close()
            return
        self.waiting.add(conn)
        self.selector.register(conn, selectors.EVENT_READ)

    def _readable(self, conn: socket.socket) -> None:
        if conn in self.waiting:
            self.waiting.discard(conn)
            self._start(conn)
            return
        try:
            data = conn.recv(4096)
        except OSError:
            data = b""
        if not data:  # the launcher is gone (killed): so is its kernel
            self.selector.unregister(conn)
            for pid, owner in self.kernels.items():
                if owner is conn:
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGKILL)

    def _request(self, conn: socket.socket) -> tuple[dict[str, Any], list[int]]:
        conn.settimeout(10)
        fds = array.array("i")
        header, ancillary, _, _ = conn.recvmsg(4, socket.CMSG_LEN(3 * fds.itemsize))
        for level, kind, data in ancillary:
            if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                fds.frombytes(data[: len(data) - (len(data) % fds.itemsize)])
        if len(header) != 4:
            raise ValueError("no request")
        size = struct.unpack("!I", header)[0]
        body = bytearray()
        while len(body) < size:
            chunk = conn.recv(min(65536, size - len(body)))
            if not chunk:
                raise ValueError("request cut short")
            body.extend(chunk)
        conn.settimeout(None)
        return json.loads(body), list(fds)

    def _start(self, conn: socket.socket) -> None:
        fds: list[int] = []
        try:
            request, fds = self._request(conn)
            command = request["argv"]
            if len(fds) != 3 or command[1:3] != ["-m", "ipykernel_launcher"]:
                raise ValueError("not an ipykernel's command")
        except (OSError, ValueError, KeyError, TypeError):
            for fd in fds:
                os.close(fd)
            self.selector.unregister(conn)
            conn.close()  # the launcher starts the kernel itself
            return
        pid = os.fork()
        if pid == 0:
            self._child(conn, request, fds)  # never returns
        for fd in fds:
            os.close(fd)
        self.kernels[pid] = conn
        try:
            conn.sendall(json.dumps({"pid": pid}).encode() + b"\n")
        except OSError:
            os.kill(pid, signal.SIGKILL)

    def _reap(self) -> None:
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            conn = self.kernels.pop(pid, None)
            if conn is None:
                continue
            code = os.waitstatus_to_exitcode(status)
            with contextlib.suppress(OSError):
                conn.sendall(json.dumps({"exit": code if code >= 0 else 128 - code}).encode() + b"\n")
            with contextlib.suppress(KeyError, ValueError):
                self.selector.unregister(conn)
            conn.close()

    # ------------------------------------------------------------------------------------------ the kernel's side
    def _child(self, conn: socket.socket, request: dict[str, Any], fds: list[int]) -> None:
        code = 1
        atexit._clear()  # the fork server's exit functions (killing every kernel) are not this kernel's
        try:
            _die_with_parent(signal.SIGKILL)
            os.setsid()  # signals for the fork server's group (a terminal's Ctrl-C) are not the kernel's
            signal.set_wakeup_fd(-1)
            for signum in (signal.SIGCHLD, signal.SIGTERM):
                signal.signal(signum, signal.SIG_DFL)
            signal.signal(signal.SIGINT, signal.default_int_handler)
            self.selector.close()
            self.listener.close()
            for other in [*self.kernels.values(), *self.waiting, conn]:
                other.close()
            os.close(self.wakeup_r)
            os.close(self.wakeup_w)
            for target, fd in enumerate(fds):
                os.dup2(fd, target)
                os.close(fd)
            os.chdir(request.get("cwd") or os.getcwd())
            os.environ.clear()
            os.environ.update(request.get("env") or {})
            code = run_kernel(request["argv"][3:])
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
        except BaseException:
            import traceback

            traceback.print_exc()
        finally:
            try:
                atexit._run_exitfuncs()
                sys.stdout.flush()
                sys.stderr.flush()
            finally:
                os._exit(code)


def run_kernel(arguments: list[str]) -> int:
    """What ``python -m ipykernel_launcher ARGUMENTS`` does, in this (forked) process."""
    import ipykernel_launcher
    from ipykernel import kernelapp

    parent = os.environ.get("JPY_PARENT_PID", "")
    if parent.isdigit() and not any(argument.startswith("--IPKernelApp.parent_handle") for argument in arguments):
        # ipykernel read JPY_PARENT_PID when it was imported, in the fork server (where it is not set): give it the
        # kernel's (its parent poller, and its quiet start, depend on it)
        arguments = [*arguments, f"--IPKernelApp.parent_handle={parent}"]
    sys.argv = [ipykernel_launcher.__file__, *arguments]
    app = kernelapp.IPKernelApp.instance()
    app.initialize(arguments)  # type: ignore[no-untyped-call]
    # What a module does as it is imported into a running kernel was done in the fork server, where no kernel ran,
    # and is not done again: do it now.
    for module, hook in KERNEL_HOOKS:
        loaded = sys.modules.get(module)
        if loaded is not None:
            getattr(loaded, hook)()
    app.start()  # type: ignore[no-untyped-call]
    return 0


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        raise SystemExit("usage: python -m cardrules.kernel_forks SOCKET")
    _die_with_parent(signal.SIGTERM)  # the app's server is gone: its kernels go with this process
    # as ipykernel_launcher: the working folder is not on the path (the kernel's shell puts its own back)
    if sys.path and sys.path[0] in ("", os.getcwd()):
        del sys.path[0]
    # debugpy warns, as it is imported, that frozen modules hide breakpoints from it (the app debugs nothing)
    os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    preload()
    ForkServer(args[0]).serve()


if __name__ == "__main__":
    main()
