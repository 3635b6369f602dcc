"""Stand-in for a kernel's process, run by jupyter_client in the kernel's place (``python -I -S`` this file, the fork
server's socket, then the kernel's own command). It asks :mod:`cardrules.kernel_forks` for a kernel forked from its
warm process and stands for it: signals sent to it (an interrupt, a stop) are passed on to the kernel, it exits with
the kernel's exit status, and when it is killed outright its connection closes, on which the fork server kills the
kernel. If the fork server cannot be reached or declines, it becomes the kernel's own command (``exec``): the kernel
starts as it would have without the fork server.

Only the standard library, no ``site``: it starts in a few milliseconds and does not import the package.
"""

import array
import contextlib
import json
import os
import signal
import socket
import struct
import sys

FORWARDED = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2)


def _exec(command: list[str]) -> None:
    os.execv(command[0], command)


def _read_line(conn: socket.socket, pending: bytearray) -> bytes:
    while b"\n" not in pending:
        chunk = conn.recv(4096)
        if not chunk:
            return b""
        pending.extend(chunk)
    line, _, rest = bytes(pending).partition(b"\n")
    pending[:] = rest
    return line


def main(argv: list[str]) -> None:
    address, command = argv[0], argv[1:]
    try:
        conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        conn.connect(address)
        request = json.dumps({"argv": command, "env": dict(os.environ), "cwd": os.getcwd()}).encode()
        fds = array.array("i", [0, 1, 2])
        conn.sendmsg([struct.pack("!I", len(request)), request],
                     [(socket.SOL_SOCKET, socket.SCM_RIGHTS, fds.tobytes())])
        pending = bytearray()
        answer = json.loads(_read_line(conn, pending) or b"{}")
    except (OSError, ValueError):
        answer = {}
    pid = answer.get("pid")
    if not isinstance(pid, int):
        _exec(command)  # no fork server (not started yet, gone, or the command is not an ipykernel's)
        return

    def forward(signum: int, _frame: object) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signum)

    for signum in FORWARDED:
        signal.signal(signum, forward)
    while True:
        line = _read_line(conn, pending)
        if not line:  # the fork server is gone, and with it the kernel (its parent-death signal)
            os._exit(1)
        status = json.loads(line).get("exit")
        if isinstance(status, int):
            os._exit(status)


if __name__ == "__main__":
    main(sys.argv[1:])
