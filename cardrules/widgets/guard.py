"""One error guard for every widget callback, and the kernel's defences against malformed widget messages.

A page served to visitors must never show a traceback: it tells them nothing, and it shows the server's paths. So:

* every callback a visitor can trigger runs under :func:`guard`: the package's own errors (an illegal move, a file
  that is not a saved game) show their sentence; anything else shows one line in the reader's language, and the
  traceback goes to the server's log (the ``cardrules`` logger, written to the kernel process's original stderr,
  which is the server's terminal or journal, never the page);
* :func:`protect_kernel` (run when :mod:`cardrules.widgets` is imported) does the same for what ipywidgets and the
  kernel do with a message the page sends: a wrong-typed ``update`` (``{"_dom_classes": 5}``) or a callback error
  would otherwise be shown on the page with its traceback (ipywidgets calls ``showtraceback``), and a malformed
  ``comm_open`` writes one to the kernel's stderr stream, which reaches the page too.

Using the guard, for a method whose errors go to ``self.errors`` (an ``ipywidgets.HTML``)::

    @guard("errors")
    def _on_deal(self, _button): ...

or for a plain function: ``button.on_click(guard(panel)(handler))`` with ``panel`` the HTML widget.
"""

from __future__ import annotations

import functools
import html
import logging
import sys
from collections.abc import Callable
from typing import Any, TypeVar

from cardrules.errors import CardrulesError, IllegalMoveError, one_line
from cardrules.i18n import in_language, t

log = logging.getLogger("cardrules")
"""The package's logger: its records go to the server's log (:func:`server_log`), never to the page."""

F = TypeVar("F", bound=Callable[..., Any])

def server_log(name: str = "cardrules", *, isolate: bool = False) -> logging.Logger:
    """The logger ``name``, writing to the server's log (:func:`_server_stream`).

    In a kernel, ``sys.stderr`` is a stream sent to the page, and a logger without a handler of its own ends there
    (Python's last-resort handler writes to ``sys.stderr`` as it is at that moment). ``isolate`` stops the records
    from going on to the root logger too (for the kernel's and ipywidgets' loggers, whose records may carry
    tracebacks)."""
    logger = logging.getLogger(name)
    if not any(getattr(h, "_cardrules", False) for h in logger.handlers):
        handler = logging.StreamHandler(_server_stream())
        handler.setFormatter(logging.Formatter("[%(name)s] %(levelname)s | %(message)s"))
        handler._cardrules = True  # type: ignore[attr-defined]
        logger.addHandler(handler)
        if logger.level == logging.NOTSET:
            logger.setLevel(logging.INFO)
    if isolate:
        logger.propagate = False
    return logger


def _server_stream() -> Any:
    """Where the server's log is. In a kernel even the process's stderr (file descriptor 2) is captured and sent
    to the page (ipykernel watches it); the kernel keeps a copy of the original descriptor, which is the server's
    terminal or journal, and that is written to. Elsewhere: ``sys.__stderr__``."""
    fd = getattr(sys.stderr, "_original_stdstream_copy", None)
    if isinstance(fd, int):
        try:
            return open(fd, "w", buffering=1, encoding="utf-8", errors="replace", closefd=False)  # noqa: SIM115
        except OSError:  # pragma: no cover - a closed descriptor: fall back
            pass
    return sys.__stderr__


def reason(err: BaseException) -> str:
    """What to tell the reader about ``err``, in one line of their language; never a traceback or a path."""
    if isinstance(err, IllegalMoveError):
        text = t("guard.not_allowed", reason=err.reason)
    elif isinstance(err, CardrulesError):
        text = str(err)
    elif isinstance(err, RecursionError):
        text = t("guard.too_deep")
    elif isinstance(err, MemoryError):
        text = t("guard.too_big")
    else:
        text = t("guard.unexpected")
    return one_line(text)  # the page shows one line, cut as an error's sentence is


def refusal_html(err: BaseException) -> str:
    """:func:`reason` as the page shows it: escaped, in a ``cr-refused`` span."""
    return f'<span class="cr-refused">{html.escape(reason(err))}</span>'


def report(err: BaseException, where: str = "") -> None:
    """Keep ``err`` in the server's log: the package's own refusals in a line, anything else with its traceback."""
    if isinstance(err, CardrulesError):
        log.info("refused%s: %s", f" in {where}" if where else "", type(err).__name__)
    else:
        log.error("error%s", f" in {where}" if where else "", exc_info=err)


def _guarded_call(function: Callable[..., Any], panel: str | Any, args: tuple[Any, ...], kwargs: dict[str, Any],
                  refused: str | None = None, illegal: str | None = None) -> Any:
    try:
        return function(*args, **kwargs)
    except Exception as err:  # noqa: BLE001 - the point of the guard; the log keeps it
        if illegal is not None and args and isinstance(err, IllegalMoveError):
            getattr(args[0], illegal)(err.reason)  # the lesson: the engine's reason where the move was made
            return None
        report(err, getattr(function, "__qualname__", ""))
        where = refused if refused is not None and isinstance(err, CardrulesError) else panel
        target = getattr(args[0], where, None) if isinstance(where, str) and args else where
        if target is not None and hasattr(target, "value"):
            try:
                target.value = refusal_html(err)
            except Exception:  # noqa: BLE001 - a panel that cannot show it: the log has it
                log.exception("could not show an error")
        return None


def guard(panel: str | Any, *, refused: str | None = None, illegal: str | None = None) -> Callable[[F], F]:
    """Decorate a widget callback so that no exception leaves it: the reader sees :func:`reason` in ``panel``, the
    server's log keeps the traceback (:func:`report`), and the callback returns ``None``.

    ``panel`` is the name of an attribute of the method's ``self`` (``"errors"``) or the widget itself; it must
    have a ``value`` (an ``ipywidgets.HTML``). Before each call the panel is not cleared: the callback does that
    when it succeeds, if it wants to. ``KeyboardInterrupt`` (the kernel being interrupted) still passes.

    For a method, ``refused`` names another panel of ``self`` for the package's own refusals (a
    :class:`~cardrules.errors.CardrulesError`), and ``illegal`` a method of ``self`` that is given the reason of an
    illegal move instead (the table shows it beside the cards)."""

    def decorate(function: F) -> F:
        @functools.wraps(function)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            # a widget shown in its own language (a ``lang``) answers in it, its refusals too, whatever the page's
            with in_language(getattr(args[0], "lang", None) if args else None):
                return _guarded_call(function, panel, args, kwargs, refused, illegal)

        return wrapper  # type: ignore[return-value]

    return decorate


# ------------------------------------------------------------------------------------------------ the kernel
_protected = False
_logging_to_server = False


def protect_kernel() -> None:
    """Install, once, the kernel-side defences described in the module's docstring. Safe outside a kernel (the
    widgets' errors are then logged as usual, to stderr) and safe to call again: a call in a kernel installs what
    needs the kernel (its log, its comm handlers) if an earlier call ran before any kernel (a kernel forked from
    a process that imported this package first, :mod:`cardrules.kernel_forks`, calls it again once it runs)."""
    global _protected, _logging_to_server
    if not _logging_to_server and _in_kernel():
        # elsewhere (a script, the tests) stderr is not the page: logging stays as it is configured
        _logging_to_server = True
        server_log("cardrules")
        for name in ("Comm", "ipykernel.comm", "comm"):
            server_log(name, isolate=True)
    if not _protected:
        _protected = True
        _protect_widgets()
    _protect_comm_handlers()  # (it leaves handlers it has wrapped alone)


def _in_kernel() -> bool:
    """Whether this process is a Jupyter kernel whose stderr goes to the page."""
    return type(sys.stderr).__module__.startswith("ipykernel")


def _protect_widgets() -> None:
    """ipywidgets shows a callback's or an update's traceback on the page (``showtraceback``): log it instead, and
    send the page the model's true state back after a refused update."""
    try:
        from ipywidgets.widgets import widget as widget_module
    except ImportError:  # pragma: no cover - ipywidgets comes with the widgets
        return
    Widget = widget_module.Widget
    original = Widget._handle_msg
    # ``_handle_msg`` is wrapped by ipywidgets' ``_show_traceback``; the method inside is in the wrapper's closure
    inner = next((c.cell_contents for c in (original.__closure__ or ())
                  if callable(c.cell_contents) and getattr(c.cell_contents, "__name__", "") == "_handle_msg"),
                 original)

    def _handle_msg(self: Any, msg: Any) -> None:
        try:
            inner(self, msg)
        except Exception as err:  # noqa: BLE001 - a page's message is refused, the log keeps why
            report(err, f"a message to {type(self).__name__}")
            panel = getattr(self, "refusal_panel", None)  # a widget that says why (number_box.py)
            if panel is not None:
                try:
                    panel.value = refusal_html(err)
                except Exception:  # noqa: BLE001
                    log.exception("could not show a refusal")
            try:
                self.send_state()  # the page had already applied its value: give it the model's real one back
            except Exception:  # noqa: BLE001
                log.exception("could not resend a widget's state")

    Widget._handle_msg = _handle_msg

    def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
        value = None
        for callback in self.callbacks:
            try:
                local_value = callback(*args, **kwargs)
            except Exception as err:  # noqa: BLE001 - as ipywidgets does, minus the traceback on the page
                report(err, f"callback {getattr(callback, '__qualname__', callback)!r}")
            else:
                value = local_value if local_value is not None else value
        return value

    widget_module.CallbackDispatcher.__call__ = __call__


def _protect_comm_handlers() -> None:
    """A ``comm_open``, ``comm_msg`` or ``comm_close`` without the fields the kernel reads raises inside the kernel's
    handler: refuse it there with a line in the server's log."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover
        return
    shell = get_ipython()
    kernel = getattr(shell, "kernel", None)
    handlers = getattr(kernel, "shell_handlers", None)
    if not isinstance(handlers, dict):
        return
    for msg_type in ("comm_open", "comm_msg", "comm_close"):
        handler = handlers.get(msg_type)
        if handler is None or getattr(handler, "_cardrules", False):
            continue
        handlers[msg_type] = _safe_handler(handler, msg_type)


def _safe_handler(handler: Callable[..., Any], msg_type: str) -> Callable[..., Any]:
    def safe(stream: Any, ident: Any, msg: Any) -> Any:
        content = msg.get("content") if isinstance(msg, dict) else None
        if not isinstance(content, dict) or not isinstance(content.get("comm_id"), str) or (
                msg_type == "comm_open" and not isinstance(content.get("target_name"), str)):
            log.warning("refused a malformed %s message", msg_type)
            return None
        try:
            return handler(stream, ident, msg)
        except Exception as err:  # noqa: BLE001 - the kernel would log it to a stream the page may show
            report(err, msg_type)
            return None

    safe._cardrules = True  # type: ignore[attr-defined]
    return safe
