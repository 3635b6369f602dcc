"""Every text a reader sees, in English and Japanese (and any language given one more catalogue file).

Messages live in one flat catalogue per language: ``cardrules/i18n/<lang>.py`` defines ``MESSAGES: dict[str, str]``
mapping a dotted key (``"tablanette.event.capture"``) to a :meth:`str.format` template with named placeholders.
Adding a language means adding one such file: the languages are discovered from the package's modules.

The language is a process-wide setting (a notebook or an app page has one reader): :func:`set_language`, or the
:func:`language` context manager for a block. :func:`t` formats the message of the current language and falls back
to English only when the key is missing there; every fallback is recorded in :data:`FALLBACKS` so that tests can
prove a Japanese game never shows an English sentence.

>>> with language("ja"):
...     t("seat.south")
'南'
>>> t("seat.south")
'South'
"""

from __future__ import annotations

import importlib
import pkgutil
import string
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

DEFAULT = "en"


def _discover() -> dict[str, dict[str, str]]:
    found: dict[str, dict[str, str]] = {}
    for info in pkgutil.iter_modules(__path__):
        if not info.name.startswith("_"):
            found[info.name] = importlib.import_module(f"{__name__}.{info.name}").MESSAGES
    return found


CATALOGUES: dict[str, dict[str, str]] = _discover()
"""Every language's messages, by language code (``"en"``, ``"ja"``)."""

LANGUAGES: tuple[str, ...] = (DEFAULT,) + tuple(sorted(k for k in CATALOGUES if k != DEFAULT))
"""The language codes available, English first."""

FALLBACKS: set[tuple[str, str]] = set()
"""``(language, key)`` of every message asked for in a language whose catalogue lacks it (English was shown)."""

_current = DEFAULT


def register(prefix: str, messages: Mapping[str, Mapping[str, str]]) -> None:
    """Add a game's own texts, its languages side by side: ``{"event.capture": {"en": "...", "ja": "..."}}``
    becomes the message ``<prefix>.event.capture`` of each language. A game's ``text.py`` calls this when the game is
    imported, so its sentences live beside its rules. An entry may lack English only where English has its own
    source (a ``Rules`` field's label and help, which are the field's name and docstring); a key already known with
    another text is refused (a text is stated once)."""
    for key, by_lang in messages.items():
        full = f"{prefix}.{key}"
        for lang, text in by_lang.items():
            if lang not in CATALOGUES:
                raise ValueError(f"{full}: unknown language {lang!r}")
            if full in CATALOGUES[lang] and CATALOGUES[lang][full] != text:
                raise ValueError(f"{full}: already a message in {lang!r}")
            CATALOGUES[lang][full] = text


def set_language(lang: str) -> None:
    """Show every text from now on in ``lang`` (``"en"`` or ``"ja"``)."""
    global _current
    if lang not in CATALOGUES:
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    _current = lang


def get_language() -> str:
    """The language texts are shown in now."""
    return _current


@contextmanager
def language(lang: str) -> Iterator[str]:
    """Show texts in ``lang`` inside the ``with`` block, then restore the previous language."""
    before = _current
    set_language(lang)
    try:
        yield lang
    finally:
        set_language(before)


def t(key: str, **params: Any) -> str:
    """The message ``key`` in the current language, its ``{placeholders}`` filled from ``params``.

    A key missing from the current language falls back to English (and is recorded in :data:`FALLBACKS`); a key
    missing from English too is a programming error and raises ``KeyError``."""
    text = CATALOGUES[_current].get(key)
    if text is None:
        FALLBACKS.add((_current, key))
        text = CATALOGUES[DEFAULT][key]
    return text.format(**params) if params else text


def t_or(key: str, default: str, **params: Any) -> str:
    """The message ``key`` if the current language (or English) has it, else ``default``: for texts made from
    data, such as a fact's label, that only sometimes have a translation."""
    if key in CATALOGUES[_current] or key in CATALOGUES[DEFAULT]:
        return t(key, **params)
    return default


def game_title(game: Any) -> str:
    """A game's name (its module's ``TITLE``) in the current language."""
    return t_or(f"{game.NAME}.title", game.TITLE)


def placeholders(template: str) -> set[str]:
    """The named placeholders of a message template (what a translation must keep)."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def join(items: list[str] | tuple[str, ...], key: str = "list.and") -> str:
    """``a, b and c`` in the current language (``key`` names the word joining the last two)."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return t("list.sep").join(items[:-1]) + t(key) + items[-1]


def plural(key: str, n: int, **params: Any) -> str:
    """``key.one`` when ``n`` is 1, else ``key.other`` (Japanese uses the same text for both)."""
    return t(f"{key}.one" if n == 1 else f"{key}.other", n=n, **params)


def use_page_language() -> str:
    """Take the language from the address of the Voila page running this kernel (``?lang=ja``), if it names one
    and the address is known, and return the language in force. Never waits: a preheated kernel learns the address
    only when a visitor arrives, and then switches what it shows (:mod:`cardrules.page`). Outside Voila, or without
    ``lang``, nothing changes."""
    import os
    from urllib.parse import parse_qsl

    query = os.environ.get("QUERY_STRING")
    if query:
        try:
            asked = dict(parse_qsl(query.lstrip("?"), max_num_fields=20)).get("lang", "").strip().lower()
        except ValueError:
            asked = ""
        if asked in CATALOGUES:
            set_language(asked)
    return _current


def with_language(link: str, lang: str | None = None) -> str:
    """``link`` (a relative page address) asking for ``lang`` (default: the current language); English, the
    default, adds nothing."""
    lang = lang or _current
    if lang == DEFAULT:
        return link
    return f"{link}{'&' if '?' in link else '?'}lang={lang}"
