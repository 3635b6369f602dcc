"""Malformed widget messages, sent to a real kernel as a page would send them: nothing comes back to the page but
the widgets' own state (no ``error`` message, no traceback or server path on the kernel's streams), and the kernel
keeps working. Also the table's Share tab fed with hostile uploads, in process, and the error guard itself.

The kernel runs ``import cardrules.widgets`` (which installs :func:`cardrules.widgets.guard.protect_kernel`) and
builds a game table; a seeded generator then sends ``WIRE_CASES`` messages: ``update``s of wrong types to the
table's models, unknown methods, ``comm_open`` without its fields or with broken widget state, ``comm_close`` of
nothing.
"""

from __future__ import annotations

import datetime
import json
import os
import queue
import random
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardrules import share
from cardrules.errors import IllegalMoveError, StateFormatError
from cardrules.i18n import language

ROOT = Path(__file__).resolve().parents[2]
WIRE_CASES = 120
UPLOAD_CASES = 60
LEAK = re.compile(r"Traceback|site-packages|File \"/|/usr/|/home/|/work/|\.py\b")


@pytest.fixture(scope="module")
def kernel() -> Iterator[Any]:
    jupyter_client = pytest.importorskip("jupyter_client.manager")
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = str(ROOT) + (os.pathsep + old if old else "")
    try:
        km, kc = jupyter_client.start_new_kernel(kernel_name="python3")
    finally:
        if old is None:
            os.environ.pop("PYTHONPATH", None)
        else:
            os.environ["PYTHONPATH"] = old
    try:
        yield kc
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def _run(kc: Any, code: str) -> str:
    """Execute ``code``; return what it printed."""
    msg_id = kc.execute(code)
    out = []
    while True:
        msg = kc.get_iopub_msg(timeout=120)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "stream":
            out.append(msg["content"]["text"])
        if msg["msg_type"] == "error":
            raise AssertionError("\n".join(msg["content"]["traceback"]))
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            return "".join(out)


def _drain(kc: Any, seconds: float) -> list[dict[str, Any]]:
    got, end = [], time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            got.append(kc.get_iopub_msg(timeout=0.5))
        except queue.Empty:
            continue
    return got


def _hostile_state(rng: random.Random) -> Any:
    return rng.choice([5, None, True, "x", [1, [2, [3]]], {"a": {"b": 1}}, "9" * 5000, -1, 1.5, [None] * 50,
                       "IPY_MODEL_nonexistent", {"": ""}])


def test_malformed_widget_messages_show_nothing_on_the_page(kernel: Any, report: list[str]) -> None:
    kc = kernel
    printed = _run(kc, "import json\nfrom cardrules.widgets import GameTable\n"
                       "table = GameTable('tablanette', seed=1)\n"
                       "ids = [w.model_id for w in (table, table.upload, table.seed_box, table.deal_button)]\n"
                       "print(json.dumps(ids))")
    models = json.loads(printed.strip().splitlines()[-1])
    rng = random.Random(17)
    traits = ["_dom_classes", "value", "description", "layout", "children", "disabled", "_model_name", "index",
              "tooltip", "style", "max", "min"]
    sent: dict[str, int] = {}

    def send(msg_type: str, content: Any) -> None:
        kc.shell_channel.send(kc.session.msg(msg_type, content))
        sent[msg_type] = sent.get(msg_type, 0) + 1

    # the two cases first
    send("comm_msg", {"comm_id": models[0], "data": {"method": "update", "state": {"_dom_classes": 5}}})
    send("comm_open", {"target_name": "jupyter.widget"})
    for _ in range(WIRE_CASES):
        kind = rng.random()
        if kind < 0.6:
            state = {rng.choice(traits): _hostile_state(rng) for _ in range(rng.randint(1, 3))}
            data: Any = {"method": "update", "state": state}
            if rng.random() < 0.2:
                data["buffer_paths"] = rng.choice([[["value"]], "x", [[1, 2]]])
            send("comm_msg", {"comm_id": rng.choice(models), "data": data})
        elif kind < 0.75:
            send("comm_msg", {"comm_id": rng.choice(models + ["nope", 5]),
                              "data": rng.choice([{"method": "custom", "content": _hostile_state(rng)},
                                                  {"method": _hostile_state(rng)}, "nonsense", None, {}])})
        elif kind < 0.95:
            content = {"comm_id": rng.choice([f"fuzz{rng.random()}", None, 5]),
                       "target_name": rng.choice(["jupyter.widget", "jupyter.widget.control", None, "x"]),
                       "data": rng.choice([{"state": {"_model_name": _hostile_state(rng)}}, None, "x",
                                           {"state": {"_model_name": "HTMLModel", "value": _hostile_state(rng)}}]),
                       "metadata": rng.choice([{}, {"version": "2.1.0"}, {"version": 5}])}
            for key in rng.sample(sorted(content), rng.randint(0, 2)):
                content.pop(key)
            send("comm_open", content)
        else:
            send("comm_close", rng.choice([{}, {"comm_id": None}, {"comm_id": "nope", "data": 5}]))
    messages = _drain(kc, 6.0)
    errors = [m for m in messages if m["msg_type"] == "error"]
    streams = [m["content"].get("text", "") for m in messages if m["msg_type"] == "stream"]
    assert not errors, errors[0]["content"]["traceback"][:3]
    assert not [s for s in streams if LEAK.search(s)], streams[:3]
    assert sum(sent.values()) == WIRE_CASES + 2
    report.append("fuzz widget messages: " + ", ".join(f"{n} {kind}" for kind, n in sorted(sent.items()))
                  + f"; {len(messages)} messages back, no error, no traceback")
    # the kernel still answers, and the table's models hold the types they must
    assert _run(kc, "print(type(table._dom_classes).__name__, table.seed_box.value >= 0)").split() == ["tuple", "True"]


def _upload(table: Any, content: bytes, name: str = "game.json") -> None:
    when = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
    table.upload.value = ({"name": name, "type": "application/json", "size": len(content),
                           "content": memoryview(content), "last_modified": when},)


def test_hostile_uploads_show_a_one_line_reason_and_keep_the_game(report: list[str]) -> None:
    from cardrules.widgets import GameTable

    table = GameTable("packs", seed=2)
    before = list(table.states)
    good = share.save_game(before[-1]).encode()
    rng = random.Random(5)
    fixed = [b"[" * 100_000 + b"]" * 100_000, re.sub(rb'"step": \d+', b'"step": ' + b"9" * 5000, good),
             b"\xff\xfe\x00", b"", b"null", b"{}" * 10, b" " * (share.MAX_SAVE_BYTES + 1)]
    cases = fixed + [good[:rng.randrange(len(good))] + bytes(rng.randrange(256) for _ in range(rng.randint(0, 5)))
                     for _ in range(UPLOAD_CASES - len(fixed))]
    for content in cases:
        table.share_message.value = ""
        _upload(table, content)
        shown = table.share_message.value
        assert shown.startswith('<span class="cr-refused">') and "\n" not in shown, shown[:200]
        assert not LEAK.search(shown) and len(shown) < 700, shown[:300]
        assert table.states == before and table.errors.value == ""
    report.append(f"fuzz uploads in the Share tab: {len(cases)} files, each refused in one line")


def test_the_guard_shows_one_line_and_logs_the_traceback(caplog: pytest.LogCaptureFixture) -> None:
    import ipywidgets as w

    from cardrules.widgets.guard import guard

    class Panel:
        def __init__(self) -> None:
            self.errors = w.HTML()

        @guard("errors")
        def boom(self) -> None:
            raise ZeroDivisionError("secret /srv/app/x.py")

        @guard("errors")
        def refuse(self) -> None:
            raise StateFormatError("(file)", "is not a saved game")

        @guard("errors")
        def illegal(self) -> None:
            raise IllegalMoveError("AS", "must capture")

        @guard("errors")
        def deep(self) -> None:
            def down(n: int) -> int:
                return down(n + 1) + 1
            down(0)

    panel = Panel()
    with caplog.at_level("INFO", logger="cardrules"):
        assert panel.boom() is None
    assert "server" in panel.errors.value and "/srv" not in panel.errors.value
    assert "Traceback" in caplog.text or any(r.exc_info for r in caplog.records)
    panel.refuse()
    assert "(file): is not a saved game" in panel.errors.value
    panel.illegal()
    assert "must capture" in panel.errors.value
    panel.deep()
    assert "too deep" in panel.errors.value
    with language("ja"):
        panel.boom()
        assert "サーバー" in panel.errors.value


def test_a_crafted_upload_message_shows_no_traceback() -> None:
    """A page can send an upload whose ``content`` is not bytes (the FileUpload's deserializer lets a string or a
    list through): the table must refuse it in one line, like any other bad file."""
    from cardrules.widgets import GameTable

    table = GameTable("tablanette", seed=1)
    for content in ("text", None, [1, 2]):
        value = [{"name": "x.json", "type": "application/json", "size": 1, "content": content, "last_modified": 0}]
        table.upload.set_state({"value": value})
        assert not LEAK.search(table.errors.value + table.share_message.value), table.errors.value[:300]
