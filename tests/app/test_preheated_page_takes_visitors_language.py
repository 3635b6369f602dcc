"""A preheated page is computed whole before its visitor arrives, then switches to the visitor's language.

The kernel is started as Voila starts a preheated one (``VOILA_PREHEAT=True``, its id, the port of the server it
asks for its request), and a small websocket server stands in for Voila's ``/voila/query/<kernel id>``: it answers
only when the test says a visitor has arrived. The page's cells must all run before that (nothing waits for the
visitor but the cell that needs the address). A cell without widgets is shown once, in every language (the page's
template shows the visitor's); a cell with widgets is kept in a widget, and the request ``?lang=ja`` must then
replace what it shows by its Japanese, with the widgets of the English run closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import queue
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

nbformat = pytest.importorskip("nbformat")
websockets = pytest.importorskip("websockets")
manager = pytest.importorskip("jupyter_client.manager")

ROOT = Path(__file__).resolve().parents[2]


class FakeVoila:
    """Voila's request socket for one preheated kernel: sends ``request`` once :meth:`arrive` is called."""

    def __init__(self) -> None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = int(s.getsockname()[1])
        self.requests: queue.Queue[dict[str, str]] = queue.Queue()
        self.connections = 0
        self._closed = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._serve()), daemon=True)
        self._thread.start()
        time.sleep(0.5)

    async def _serve(self) -> None:
        # The handler polls the queue instead of blocking on it in the loop's executor: an executor thread still
        # waiting for a visitor who never came is joined when Python exits, and kept pytest alive after its summary.
        async def handler(ws: Any) -> None:
            self.connections += 1
            while not self._closed.is_set():
                try:
                    info = self.requests.get_nowait()
                except queue.Empty:
                    await asyncio.sleep(0.05)
                    continue
                await ws.send(json.dumps(info))
                return

        async with websockets.serve(handler, "127.0.0.1", self.port):
            while not self._closed.is_set():
                await asyncio.sleep(0.05)

    def close(self) -> None:
        """Stop serving; a connection still waiting for its visitor is dropped."""
        self._closed.set()
        self._thread.join(10)

    def arrive(self, query: str) -> None:
        self.requests.put({"QUERY_STRING": query, "SCRIPT_NAME": "/voila/render/page.ipynb"})


@pytest.fixture
def kernel() -> Iterator[tuple[Any, Any, FakeVoila]]:
    voila = FakeVoila()
    env = dict(os.environ, VOILA_PREHEAT="True", VOILA_APP_IP="127.0.0.1", VOILA_APP_PORT=str(voila.port),
               VOILA_KERNEL_ID="kernel-under-test", PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get(
                   "PYTHONPATH", "")]))
    env.pop("QUERY_STRING", None)
    km, kc = manager.start_new_kernel(env=env, cwd=str(ROOT / "notebooks"))
    try:
        yield km, kc, voila
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
        voila.close()


def _run_cells(kc: Any, notebook: str, *, upto: int | None = None, timeout: float = 240) -> list[dict[str, Any]]:
    """Execute the notebook's code cells (the first ``upto``) as Voila's executor does; the IOPub messages."""
    nb = nbformat.read(ROOT / "notebooks" / notebook, 4)
    code = [c.source for c in nb.cells if c.cell_type == "code"][:upto]
    seen: list[dict[str, Any]] = []
    for source in code:
        reply = kc.execute_interactive(source, output_hook=seen.append, timeout=timeout)
        assert reply["content"]["status"] == "ok", reply["content"]
    return seen


def _drain(kc: Any, seen: list[dict[str, Any]], until: Any, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(queue.Empty):
            seen.append(kc.get_iopub_msg(timeout=1))
        if until():
            return True
    return False


def _shown_text(messages: list[dict[str, Any]]) -> str:
    """Everything the page's live widgets show, from their latest ``outputs`` states."""
    latest: dict[str, list[dict[str, Any]]] = {}
    for m in messages:
        if m["msg_type"] in ("comm_open", "comm_msg"):
            state = m["content"].get("data", {}).get("state", {})
            if "outputs" in state:
                latest[m["content"]["comm_id"]] = state["outputs"]
    parts = []
    for outputs in latest.values():
        for o in outputs:
            data = o.get("data", {})
            parts.append(data.get("text/markdown") or data.get("text/html") or data.get("text/plain") or "")
    return "\n".join(parts)


def _in_every_language(messages: list[dict[str, Any]]) -> dict[str, str]:
    """What the cells shown in every language at once hold, by language (the ``cr-lang-<code>`` blocks)."""
    import html
    import re

    out: dict[str, list[str]] = {}
    for m in messages:
        if m["msg_type"] in ("display_data", "execute_result"):
            shown = m["content"]["data"].get("text/html", "")
            block = r'<div class="cr-lang cr-lang-(\w+)" lang="\w+">(.*?)(?=<div class="cr-lang |$)'
            for lang, body in re.findall(block, shown, flags=re.S):
                out.setdefault(lang, []).append(body)
    return {lang: html.unescape("\n".join(bodies)) for lang, bodies in out.items()}  # headings come as entities


def _ask(kc: Any, expr: str) -> str:
    out: list[str] = []
    kc.execute_interactive(f"print({expr})", timeout=60,
                           output_hook=lambda m: out.append(m["content"].get("text", "")) if m["msg_type"] == "stream"
                           else None)
    return "".join(out).strip()


def test_the_landing_page_is_whole_in_every_language_before_the_visitor(kernel) -> None:  # type: ignore[no-untyped-def]
    from cardrules.i18n import LANGUAGES, language, t

    _km, kc, voila = kernel
    start = time.monotonic()
    seen = _run_cells(kc, "index.ipynb")  # returns although no visitor has arrived
    preheat = time.monotonic() - start
    shown = [m for m in seen if m["msg_type"] in ("display_data", "execute_result")]
    # plain HTML, no widget: nothing of the landing page travels over the widget channel or waits for the visitor
    assert shown and not any("application/vnd.jupyter.widget-view+json" in m["content"]["data"] for m in shown)
    assert all('class="cr-lang cr-lang-' in m["content"]["data"]["text/html"] for m in shown)
    texts = _in_every_language(seen)
    assert sorted(texts) == sorted(LANGUAGES)
    for lang in LANGUAGES:
        with language(lang):
            intro = t("index.lesson.intro").splitlines()[0].lstrip("# ")
            card_title = t("tablanette.title")
        assert intro in texts[lang] and card_title in texts[lang] and 'class="cr-game-card"' in texts[lang]
    assert "Players:" not in texts["ja"] and "English</a>" in texts["ja"]  # the Japanese links back to English
    assert voila.connections == 1  # one waiter for the request, however many cells ask

    voila.arrive("lang=ja")
    _drain(kc, seen, lambda: False, timeout=3)
    assert _ask(kc, "__import__('cardrules').page.rerender()") == "[]"  # nothing to make again for a Japanese visitor
    assert _ask(kc, "__import__('cardrules').i18n.get_language()") == "ja"
    print(f"preheated run in every language {preheat:.1f} s")


def test_a_cell_run_again_in_another_language_does_not_play_its_moves_twice(kernel) -> None:  # type: ignore[no-untyped-def]
    """A lesson cell such as ``deal = deal.play(...)`` is run once more for the other language: the names it binds
    are put back, so the page's later cells see the deal played once."""
    _km, kc, _voila = kernel
    _run_cells(kc, "index.ipynb", upto=1)  # the first cell starts the page
    kc.execute_interactive("n = 1", timeout=60)
    seen: list[dict[str, Any]] = []
    reply = kc.execute_interactive("n = n + 1\nfrom IPython.display import Markdown\nMarkdown(f'n is {n}')",
                                   timeout=60, output_hook=seen.append)
    assert reply["content"]["status"] == "ok"
    assert not [m for m in seen if m["msg_type"] == "error"]
    texts = _in_every_language(seen)
    assert len(texts) > 1 and all("n is 2" in text for text in texts.values()), texts
    assert _ask(kc, "n") == "2"


def test_an_english_visitor_costs_nothing_more(kernel) -> None:  # type: ignore[no-untyped-def]
    _km, kc, voila = kernel
    seen = _run_cells(kc, "index.ipynb")
    voila.arrive("")
    _drain(kc, seen, lambda: False, timeout=3)
    assert _ask(kc, "__import__('cardrules').page.rerender()") == "[]"
    assert _ask(kc, "__import__('cardrules').i18n.get_language()") == "en"


def test_a_game_page_for_an_english_visitor_is_served_as_preheated(kernel) -> None:  # type: ignore[no-untyped-def]
    """A plain address asks nothing of the table: nothing is made again, the preheated table is the visitor's.
    With ``?seed=`` the table deals that deal in place, in English, and no cell is made again."""
    _km, kc, voila = kernel
    seen = _run_cells(kc, "dudak.ipynb", timeout=120)
    tables = "[w.seed_box.value for w in __import__('ipywidgets').widgets.widget._instances.values() " \
             "if type(w).__name__ == 'GameTable']"
    cells = "len(__import__('cardrules').page._page.cells)"
    table_cell = int(_ask(kc, cells)) - 1
    reads = "[i for i, c in enumerate(__import__('cardrules').page._page.cells) if c.reads_address]"
    assert _ask(kc, reads) == f"[{table_cell}]"  # only the table reads the address
    voila.arrive("")
    _drain(kc, seen, lambda: False, timeout=3)
    assert _ask(kc, "__import__('cardrules').page.rerender()") == "[]"
    assert _ask(kc, tables) == "[7]"  # the page's own deal
    # the same page asked with a deal (the address set as Voila sets it): the table follows it
    _ask(kc, "__import__('os').environ.__setitem__('QUERY_STRING', 'seed=5')")
    assert _ask(kc, "__import__('cardrules').page.rerender()") == "[]"
    assert _ask(kc, tables) == "[5]"
    assert _ask(kc, "__import__('cardrules').i18n.get_language()") == "en"


def test_the_game_table_is_made_before_the_visitor_and_again_for_their_address(kernel) -> None:  # type: ignore[no-untyped-def]
    """The game page's last cell (the table, which reads ``?seed=``) does not wait for the visitor: the whole page,
    table included, is made in the preheat. The visitor's ``?lang=ja&seed=11`` then turns that table, in place, into
    the one the address asks for: in Japanese, with that deal."""
    from cardrules.i18n import language, t

    _km, kc, voila = kernel
    seen = _run_cells(kc, "tablanette.ipynb", timeout=120)  # every cell, the table's too, with no visitor yet
    tables = "[w.seed_box.value for w in __import__('ipywidgets').widgets.widget._instances.values() " \
             "if type(w).__name__ == 'GameTable']"
    assert _ask(kc, tables) == "[7]"  # the page's own deal
    with language("ja"):
        lesson = t("tablanette.lesson.the_deal").splitlines()[0].lstrip("# ")
    voila.arrive("lang=ja&seed=11")
    # every cell now shows Japanese: the lesson's in every language since the preheat, the practice board made
    # again, the table in place
    languages = "sorted({c.language for c in __import__('cardrules').page._page.cells})"
    deadline = time.monotonic() + 120
    while _ask(kc, languages) != "['*', 'ja']" and time.monotonic() < deadline:
        time.sleep(0.5)
    assert _ask(kc, languages) == "['*', 'ja']"
    assert _ask(kc, "__import__('cardrules').i18n.get_language()") == "ja"
    _drain(kc, seen, lambda: False, timeout=2)
    assert _ask(kc, tables) == "[11]"  # one table, the visitor's deal
    switch = tables.replace("w.seed_box.value", "w.lang_switch.value")
    assert _ask(kc, switch) == "['ja']"
    texts = _in_every_language(seen)
    assert lesson in texts["ja"] and "The deal" in texts["en"]
