"""A served page that is whole before anyone asks for it, and then speaks the visitor's language.

With preheated kernels (the app's ``voila.json``) Voila runs each page's notebook *before* a visitor's request; the
request's address (``?lang=ja``, ``?seed=7``) reaches the kernel only when someone opens the page, through
Voila's ``voila/query`` socket (:func:`wait_for_request`). A page that read its language in its first cell would
make the whole preheated run wait for the visitor, and then compute everything while the visitor watches. Here instead:

1. The page's first cell (:func:`cardrules.lessons.language_links`) calls :func:`start`. Every cell then runs in the
   default language and what it shows is held back until the cell ends, so the whole page is computed in the
   preheated kernel.
2. A cell that shows no widget (the lesson's prose, positions, examples and tables: nearly every cell) then runs
   once more in each other language, with the names it bound put back afterwards (``deal = deal.play(...)`` is
   not played twice), and shows one output that holds every language (:func:`bilingual_html`); the page's template
   shows the one its address asks for (``?lang=``). Such a cell is plain HTML on the page: nothing of it waits for
   the visitor, travels over the widget channel or is run again when they arrive.
3. A cell that shows widgets (a practice board) is kept in a widget (an ``ipywidgets.Output``) instead. A
   background thread is the kernel's one waiter for the request (:func:`wait_for_request`; Voila answers one
   waiter per kernel). When the visitor arrives, it notes the language asked for and asks the kernel's main thread
   (between cells, never during one) to :func:`rerender`: each such cell shown in another language runs again in
   the visitor's, and its widget's content is replaced. Widgets the old run made are closed. An English visitor
   (the default) costs nothing more.
4. A cell that reads the address itself (the game table's ``?seed=``, ``cardrules.share.request_query``) does not
   wait for it either: it is made as if the address asked nothing (:func:`defer_until_request`) and shown as it is,
   not in a widget of the page's; what it made follows the address in place when the visitor arrives
   (:func:`when_visitor_arrives`: the table takes the visitor's language, deal and house rules). An English visitor
   with a plain address is then served the page as it was preheated, at once: waiting for the visitor to make the
   table was about a second of every game page's time to interactive. (Kept in a widget of the page's and made
   again instead, the table's own widgets sometimes failed to load under load: "model not found".)

Why not keep every cell in a widget: a lesson page's sixty cells then travelled to the browser as one widget state
of about 750 kB (the table's own is about 250 kB), which every visitor's browser had to turn into some 120 more
widget models before the page was whole; under a class's load some pages lost their lesson to "model not
found" (``benchmarks/bench_classroom.py``).

Outside a preheated Voila kernel (JupyterLab, nbval, Voila without preheating, where the address is known at once)
nothing of this is switched on: :func:`start` only takes the language from the address.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from dataclasses import dataclass, field
from typing import Any

from cardrules import i18n


def preheated() -> bool:
    """Whether this kernel is one of Voila's preheated kernels (the notebook runs before the request)."""
    return os.environ.get("VOILA_PREHEAT") == "True"


# ------------------------------------------------------------------------------------------ the request, once
_arrived = threading.Event()
_waiting = threading.Lock()
_waiter: threading.Thread | None = None


def _wait_once() -> None:
    """Wait for Voila to hand this kernel its request (the environment then holds ``QUERY_STRING``)."""
    try:
        _voila_request()
    except Exception:  # pragma: no cover - its socket refused or broke: the page stays in its language
        pass
    finally:
        _arrived.set()


def _voila_request() -> None:
    """Wait for the visitor's request and put what Voila tells of it (``QUERY_STRING``, ``SCRIPT_NAME``...) in the
    environment: what ``voila.utils.wait_for_request`` does, from the same environment variables and Voila's
    ``voila/query/<kernel id>`` websocket, without importing ``voila.utils``, which brings in Voila's whole server
    stack (about 1.8 CPU-s in every kernel, a third of a page's start; ``websockets`` alone is 0.07 s)."""
    try:
        from websockets.exceptions import WebSocketException
        from websockets.sync.client import connect
    except ImportError:  # pragma: no cover - websockets comes with voila, in the app extra
        return
    env = os.environ
    protocol = env.get("VOILA_WS_PROTOCOL", "ws")
    host, port = env.get("VOILA_APP_IP", "127.0.0.1"), env.get("VOILA_APP_PORT", "8866")
    base = env.get("VOILA_WS_BASE_URL", env.get("VOILA_SERVER_URL", "/"))
    url = f"{protocol}://{host}:{port}{base}voila/query/{env.get('VOILA_KERNEL_ID', '')}"
    try:
        # the message comes when a visitor is handed this kernel, which may be long after it was preheated
        with connect(url, open_timeout=5) as websocket:
            info = websocket.recv()
    except (OSError, TimeoutError, WebSocketException):
        return  # as Voila's helper: no request info, the page is made without its address
    try:
        fields = json.loads(info)
    except ValueError:
        return
    if isinstance(fields, dict):
        for key, value in fields.items():
            if isinstance(key, str) and isinstance(value, str):
                env[key] = value


def _ensure_waiter() -> None:
    global _waiter
    with _waiting:
        if _waiter is None and not _arrived.is_set():
            _waiter = threading.Thread(target=_wait_once, name="cardrules-request", daemon=True)
            _waiter.start()


def wait_for_request() -> None:
    """``voila.utils.wait_for_request`` for any number of callers: one thread waits on Voila's socket (which serves
    one waiter per kernel) and every caller waits for it. Outside a preheated kernel it returns at once. Called on
    the kernel's main thread (a cell needing the address), it also takes the visitor's language for what the cell
    makes next."""
    if not preheated() or "QUERY_STRING" in os.environ:
        _arrived.set()
    else:
        _ensure_waiter()
        _arrived.wait()
    if threading.current_thread() is threading.main_thread():
        i18n.use_page_language()



def request_arrived() -> bool:
    """Whether the visitor's request has reached this kernel (always true outside a preheated kernel)."""
    return _arrived.is_set() or not preheated()


def defer_until_request() -> bool:
    """For a cell that reads the address (``cardrules.share.request_query``): whether it should go on now as if the
    address asked nothing, rather than wait for the visitor. True only on the main thread of a preheated page kept
    live by :func:`start`, before the visitor arrives; the cell is then shown as it is, and what it made follows the
    address in place when the visitor arrives (:func:`when_visitor_arrives`)."""
    page = _page
    if (page is None or page.current is None or page.rerendering or request_arrived()
            or threading.current_thread() is not threading.main_thread()):
        return False
    page.current.reads_address = True
    return True


def when_visitor_arrives(follow: Any) -> bool:
    """For what a cell made before the visitor as if the address asked nothing (the game table): call ``follow()``
    on the kernel's main thread once the visitor arrives (after the cells in another language are made again), to
    take what the address asks in place. True if it will be called; False outside a preheated page kept live, or
    once the visitor is here (the address is known: nothing to follow)."""
    page = _page
    if page is None or page.rerendering or request_arrived():
        return False
    page.followers.append(follow)
    return True


# ------------------------------------------------------------------------------------------ cells kept live
@dataclass
class _Cell:
    source: str
    language: str
    output: Any = None                    # the Output widget showing the cell, made on its first output
    outputs: list[dict[str, Any]] = field(default_factory=list)
    widgets: set[str] = field(default_factory=set)   # ids of the widgets the cell made
    names: dict[str, Any] = field(default_factory=dict)  # the names bound before the cell ran (to run it again)
    reads_address: bool = False  # made before the visitor as if the address asked nothing (defer_until_request)


@dataclass
class _Page:
    cells: list[_Cell] = field(default_factory=list)
    current: _Cell | None = None
    rerendering: bool = False
    shell: Any = None
    kernel: Any = None
    followers: list[Any] = field(default_factory=list)  # what follows the address in place (when_visitor_arrives)


_page: _Page | None = None


def _instances() -> Any:
    from ipywidgets.widgets import widget

    return widget._instances  # every open widget by model id (ipywidgets 8)


def _widget_ids() -> set[str]:
    return set(_instances())


def _publish_into(cell: _Cell, content: dict[str, Any], kind: str) -> None:
    if kind == "clear_output":
        cell.outputs.clear()
    else:
        cell.outputs.append({"output_type": "display_data", "data": content.get("data", {}),
                             "metadata": content.get("metadata", {})})
    if cell.output is not None and not _page_rerendering():
        cell.output.outputs = tuple(cell.outputs)


def _page_rerendering() -> bool:
    return _page is not None and _page.rerendering


def _hook(msg: dict[str, Any]) -> dict[str, Any] | None:
    """ipykernel's hook on every display and result a cell publishes: held back until the cell ends (then shown
    in every language, or in the cell's widget), or put into the cell's widget once it has one."""
    page = _page
    kind = msg.get("header", {}).get("msg_type") or msg.get("msg_type", "")
    if page is None or page.current is None or kind not in ("display_data", "execute_result", "clear_output"):
        return msg
    cell = page.current
    content = msg.get("content", {})
    if kind != "clear_output" and _is_output_of(cell, content):
        return msg  # the cell's own widget being shown: let it through
    _publish_into(cell, content, kind)
    return None


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _has_view(outputs: list[dict[str, Any]]) -> bool:
    return any(WIDGET_VIEW in o.get("data", {}) for o in outputs)


def _close(model_ids: set[str]) -> None:
    """Close the widgets of a run whose output is no longer shown."""
    for model_id in model_ids:
        widget = _instances().get(model_id)
        if widget is not None:
            widget.close()


def _output_html(output: dict[str, Any]) -> str:
    """One output as the HTML Voila's page would show for it (Markdown rendered as Voila renders it)."""
    import html

    data = output.get("data", {})
    if "text/html" in data:
        return f'<div class="jp-RenderedHTML">{data["text/html"]}</div>'
    if "text/markdown" in data:
        return f'<div class="jp-RenderedMarkdown">{markdown_html(data["text/markdown"])}</div>'
    for kind in ("image/png", "image/jpeg"):
        if kind in data:
            return f'<div class="jp-RenderedImage"><img src="data:{kind};base64,{data[kind].strip()}"></div>'
    if "image/svg+xml" in data:
        return f'<div class="jp-RenderedSVG">{data["image/svg+xml"]}</div>'
    return f'<pre>{html.escape(str(data.get("text/plain", "")))}</pre>'


MARKDOWN_FILE = "data/markdown.json"
"""The HTML of every lesson's prose and every study's conclusion in every language, relative to the package:
rendering Markdown as Voila does needs nbconvert, whose import was 1.7 of the 2.4 CPU-s a preheated kernel spent
running a lesson page, in every kernel, for text that is the same for every visitor. ``make studies`` writes it
(``python -m cardrules.page``); tests/app/test_voila_settings_and_template.py checks that it is up to date."""

_markdown_cache: dict[str, str] | None = None


def _render_markdown(text: str) -> str:
    from nbconvert.filters.markdown_mistune import markdown2html_mistune  # type: ignore[import-untyped]

    return str(markdown2html_mistune(text))


def markdown_html(text: str) -> str:
    """``text`` rendered as Voila renders Markdown: from the stored renderings when it is there (no nbconvert in
    the kernel), else rendered here (the same HTML, at the cost of importing nbconvert)."""
    global _markdown_cache
    if _markdown_cache is None:
        from pathlib import Path

        try:
            _markdown_cache = json.loads((Path(__file__).parent / MARKDOWN_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):  # pragma: no cover - not built: every text is rendered here
            _markdown_cache = {}
    cached = _markdown_cache.get(text)
    return cached if cached is not None else _render_markdown(text)


def markdown_texts() -> list[str]:
    """Every Markdown text a page shows the same to every visitor: each lesson's prose and each study's
    conclusion, in every language."""
    import re

    from cardrules.lessons import prose
    from cardrules.studies import STUDIES, conclusion

    texts: set[str] = set()
    for lang in i18n.LANGUAGES:
        with i18n.language(lang):
            for key in i18n.CATALOGUES[i18n.DEFAULT]:
                found = re.fullmatch(r"(\w+)\.lesson\.(.+)", key)
                if found:
                    texts.add(prose(found[1], found[2]).text)
            texts.update(conclusion(name).text for name in STUDIES)
    return sorted(texts)


def markdown_json() -> str:
    """The contents of :data:`MARKDOWN_FILE` (see there)."""
    return json.dumps({text: _render_markdown(text) for text in markdown_texts()}, ensure_ascii=False,
                      indent=0, sort_keys=True) + "\n"


def bilingual_html(versions: dict[str, list[dict[str, Any]]]) -> str:
    """What a cell shows in every language at once: one ``<div class="cr-lang cr-lang-<code>">`` a language. The
    page template shows the one its address asks for and hides the others."""
    return "".join(f'<div class="cr-lang cr-lang-{lang}" lang="{lang}">'
                   + "".join(_output_html(o) for o in outputs) + "</div>" for lang, outputs in versions.items())


def _run_in(cell: _Cell, lang: str) -> list[dict[str, Any]] | None:
    """What ``cell`` shows when run again in ``lang`` on the names bound before its first run, which are then put
    back as that run left them (a cell such as ``deal = deal.play(...)`` plays the same move once); ``None`` if it
    failed."""
    page = _page
    assert page is not None
    ns = page.shell.user_ns
    after = dict(ns)
    ns.clear()
    ns.update(cell.names)
    again = _Cell(source=cell.source, language=lang)
    page.rerendering, page.current = True, again
    try:
        with i18n.language(lang):
            ok = page.shell.run_cell(cell.source, store_history=False).success
    finally:
        page.rerendering, page.current = False, None
        ns.clear()
        ns.update(after)
    return again.outputs if ok else None


def _show_in_every_language(cell: _Cell) -> bool:
    """Show ``cell`` (no widgets) as one output in every language (see the module's description); False if a run
    in another language failed or made widgets, and the cell is then shown in its widget."""
    from IPython.display import HTML, display

    versions = {cell.language: list(cell.outputs)}
    for lang in i18n.LANGUAGES:
        if lang not in versions:
            before = _widget_ids()
            outputs = _run_in(cell, lang)
            made = _widget_ids() - before
            if outputs is None or made or _has_view(outputs):
                _close(made)
                return False
            versions[lang] = outputs
    display(HTML(bilingual_html(versions)))
    return True


def _is_output_of(cell: _Cell, content: dict[str, Any]) -> bool:
    view = content.get("data", {}).get(WIDGET_VIEW)
    return bool(view and cell.output is not None and view.get("model_id") == cell.output.model_id)


def _own_ids(cell: _Cell) -> set[str]:
    """The ids of the cell's own Output widget and its layout (never closed by a re-render)."""
    if cell.output is None:
        return set()
    return {cell.output.model_id, cell.output.layout.model_id}


def _show(cell: _Cell) -> None:
    """Make the cell's widget (its first output) and show it as the cell's output."""
    from IPython.display import display
    from ipywidgets import Output

    cell.output = Output(outputs=tuple(cell.outputs))
    cell.output.add_class("cr-live")
    display(cell.output)


def _pre_run_cell(info: Any) -> None:
    page = _page
    if page is None or page.rerendering:
        return
    if request_arrived():
        i18n.use_page_language()  # the visitor is here: every cell from now on is made in their language
    page.current = _Cell(source=info.raw_cell, language=i18n.get_language(), names=dict(page.shell.user_ns))
    page.current.widgets = _widget_ids()  # the ids before; the difference is taken after the cell


EVERY_LANGUAGE = "*"
"""The language of a cell shown in every language at once (never run again)."""


def _post_run_cell(result: Any) -> None:
    page = _page
    if page is None or page.rerendering or page.current is None:
        return
    cell, page.current = page.current, None
    cell.widgets = _widget_ids() - cell.widgets - _own_ids(cell)
    cell.language = i18n.get_language()  # the language the cell's output was made in (a cell may wait for it)
    if cell.outputs:
        if cell.reads_address:
            _publish(cell)  # made before the visitor; it follows their address in place (when_visitor_arrives)
            cell.language = EVERY_LANGUAGE
        elif request_arrived() and cell.language == i18n.use_page_language():
            _publish(cell)  # made after the visitor came (before the preheat ended), in their language: shown
        elif not cell.widgets and not _has_view(cell.outputs) and _show_in_every_language(cell):
            cell.language = EVERY_LANGUAGE
        else:
            _show(cell)
    page.cells.append(cell)


def _publish(cell: _Cell) -> None:
    from IPython.display import publish_display_data

    for output in cell.outputs:
        publish_display_data(output.get("data", {}), output.get("metadata", {}))


def start(first_cell_output: Any) -> Any:
    """Keep this page live (see the module's description): called by the page's first cell with what that cell
    shows; returns what the cell should show. Outside a preheated kernel, takes the language from the address and
    returns ``first_cell_output`` unchanged."""
    global _page
    if not preheated() or request_arrived():
        i18n.use_page_language()
        return first_cell_output
    try:
        from ipykernel.kernelapp import IPKernelApp
        from IPython import get_ipython
    except ImportError:  # pragma: no cover
        return first_cell_output
    shell = get_ipython()
    kernel = getattr(IPKernelApp.instance(), "kernel", None) if IPKernelApp.initialized() else None
    if shell is None or kernel is None or not hasattr(shell.displayhook, "register_hook"):
        i18n.use_page_language()  # pragma: no cover - an older ipykernel: wait for the address as before
        return first_cell_output
    if _page is None:
        _page = _Page(shell=shell, kernel=kernel)
        shell.display_pub.register_hook(_hook)
        shell.displayhook.register_hook(_hook)
        shell.events.register("pre_run_cell", _pre_run_cell)
        shell.events.register("post_run_cell", _post_run_cell)
        _ensure_waiter()
        threading.Thread(target=_switch_when_asked, name="cardrules-language", daemon=True).start()
        # this cell began before the hooks: it is kept live from here (its source is the last input)
        history = shell.user_ns.get("_ih") or [""]
        _pre_run_cell(type("Info", (), {"raw_cell": history[-1]})())
    return first_cell_output


def _switch_when_asked() -> None:
    _arrived.wait()
    page = _page
    if page is not None and page.kernel is not None:
        page.kernel.io_loop.add_callback(rerender)


def rerender() -> list[int]:
    """Run again, in order and in the visitor's language, every cell shown in another one, and replace what its
    widget shows; close the widgets the old run made (a cell already in that language, such as the table made after
    the visitor arrived, is left alone). Then let what follows the address take it (:func:`when_visitor_arrives`).
    Runs on the kernel's main thread between cells. Returns the indices of the cells run again (for the tests)."""
    page = _page
    if page is None:
        return []
    lang = i18n.use_page_language()
    stale = [i for i, cell in enumerate(page.cells) if cell.language not in (lang, EVERY_LANGUAGE)]
    try:
        _remake(page, stale, lang)
    finally:
        for follow in list(page.followers):
            try:
                follow()
            except Exception:  # pragma: no cover - a table that cannot follow stays as preheated
                logging.getLogger(__name__).exception("following the address failed")
    return stale


def _remake(page: _Page, stale: list[int], lang: str) -> None:
    """Run the cells ``stale`` again in ``lang`` (see :func:`rerender`)."""
    if not stale:
        return
    page.rerendering = True
    try:
        for cell in (page.cells[i] for i in stale):  # a cell already in the visitor's language is left alone
            before = _widget_ids()
            old_outputs, old_widgets = list(cell.outputs), set(cell.widgets)
            cell.outputs.clear()
            page.current = cell
            try:
                result = page.shell.run_cell(cell.source, store_history=False)
                ok = result.success
            finally:
                page.current = None
            if not ok:  # keep what was shown rather than an error
                cell.outputs[:] = old_outputs
                continue
            cell.widgets = _widget_ids() - before - _own_ids(cell)
            cell.language = lang
            if cell.output is not None:
                cell.output.outputs = tuple(cell.outputs)
            elif cell.outputs:
                continue  # a cell that showed nothing before cannot add to the page now
            _close(old_widgets - cell.widgets)
    finally:
        page.rerendering = False


# ------------------------------------------------------------------------------------ the page template's words
NOTICES_FILE = "share/jupyter/voila/templates/cardrules/notices.json"
"""The app's page template reads its notices' words from here (it cannot import the package), relative to the
repository root."""


NOTICE_KEYS = ("busy", "broken", "reload", "gone", "full_title", "full", "upload_too_big")


def notice_words() -> dict[str, dict[str, str]]:
    """The words of the page template's notices (the messages ``page.busy``, ``page.broken``, ``page.reload``,
    ``page.gone``), of its "server full" page (``page.full_title``, ``page.full``) and of its refusal of an
    oversized upload (``page.upload_too_big``, its placeholders filled by the page) in every language."""
    out = {}
    for lang in i18n.LANGUAGES:
        with i18n.language(lang):
            out[lang] = {key: i18n.t(f"page.{key}") for key in NOTICE_KEYS}
    return out


def notices_json() -> str:
    return json.dumps(notice_words(), ensure_ascii=False, indent=1) + "\n"


if __name__ == "__main__":  # pragma: no cover - `make studies` writes the template's words and the lessons' HTML
    from pathlib import Path

    target = Path(__file__).resolve().parents[1] / NOTICES_FILE
    target.write_text(notices_json(), encoding="utf-8")
    print(f"wrote {target}")
    # and the lessons' rendered Markdown (MARKDOWN_FILE)
    target = Path(__file__).resolve().parent / MARKDOWN_FILE
    target.write_text(markdown_json(), encoding="utf-8")
    print(f"wrote {target}")
    # and every game's full rules for the rules page (cardrules.rules_page)
    from cardrules.rules_page import RULES_FILE, rules_json

    target = Path(__file__).resolve().parent / RULES_FILE
    target.write_text(rules_json(), encoding="utf-8")
    print(f"wrote {target}")
