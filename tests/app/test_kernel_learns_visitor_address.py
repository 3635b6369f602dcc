"""A preheated kernel learns its visitor's address from Voila's ``voila/query/<kernel id>`` socket without importing
``voila.utils`` (which brings in Voila's whole server stack: about 1.8 CPU-s in every kernel, issue 42 point 9).

A stand-in for Voila's query socket (a ``websockets`` server on loopback) answers a kernel started as Voila starts a
preheated one (``VOILA_PREHEAT``, ``VOILA_APP_PORT``, ``VOILA_KERNEL_ID``, ``VOILA_SERVER_URL``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

from websockets.sync.server import serve

ROOT = Path(__file__).resolve().parents[2]

KERNEL = """
import sys
from cardrules import share
print(share.request_query())
print(share.request_query())  # the second caller reads the environment: the socket answers once
print("voila.utils" in sys.modules, "jupyter_server" in sys.modules)
"""


def test_the_address_reaches_a_preheated_kernel_without_voila_imported() -> None:
    asked: list[str] = []

    def answer(websocket) -> None:  # type: ignore[no-untyped-def]
        asked.append(websocket.request.path)
        websocket.send(json.dumps({"QUERY_STRING": "seed=7&lang=ja", "SCRIPT_NAME": "/voila/render/dudak.ipynb"}))

    with serve(answer, "127.0.0.1", 0) as server:
        port = server.socket.getsockname()[1]
        threading.Thread(target=server.serve_forever, daemon=True).start()
        env = {k: v for k, v in os.environ.items() if not k.startswith(("VOILA_", "QUERY_STRING"))}
        env.update(VOILA_PREHEAT="True", VOILA_APP_IP="127.0.0.1", VOILA_APP_PORT=str(port),
                   VOILA_KERNEL_ID="k-123", VOILA_SERVER_URL="/", PYTHONPATH=str(ROOT))
        out = subprocess.run([sys.executable, "-c", KERNEL], env=env, capture_output=True, text=True, timeout=60,
                             check=True).stdout.split("\n")
        server.shutdown()
    assert out[:3] == ["seed=7&lang=ja", "seed=7&lang=ja", "False False"], out
    assert asked == ["/voila/query/k-123"]


def test_no_socket_means_no_address() -> None:
    """Nothing listening (a kernel outside Voila that was told it is preheated): no address, no error."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VOILA_", "QUERY_STRING"))}
    env.update(VOILA_PREHEAT="True", VOILA_APP_IP="127.0.0.1", VOILA_APP_PORT="1", VOILA_KERNEL_ID="k",
               PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", "from cardrules import share; print(share.request_query())"],
                         env=env, capture_output=True, text=True, timeout=60, check=True).stdout
    assert out.strip() == "None"
