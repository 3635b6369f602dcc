"""Every text a reader sees, in each language a catalogue file gives (English and Japanese here).

Messages live in flat catalogues, one per language and source: ``cardrules/i18n/<lang>.py`` holds the shared texts
(widgets, seats, cards, errors) and ``cardrules/games/<game>/text_<lang>.py`` each game's own (moves, refusals,
narration, status, lessons, practice, facts, house-rules labels and help). Each defines ``MESSAGES: dict[str, str]``
mapping a dotted key (``"tablanette.event.capture"``) to a :meth:`str.format` template with named placeholders. A
game's catalogues are added by :func:`register`, one call per game and language (:func:`register_package` makes
those calls for the files a game's package holds); the shared ones are found in this package. Another language is
therefore one shared file and one file per game, and nothing else: every choice that differs by language (the gap
between sentences, the list separators, the language's own name) is a message of the catalogue. A language can also
be added from files outside the package (:func:`load_catalogues`).

The language is a :class:`contextvars.ContextVar`: :func:`set_language` sets it for the running context (a notebook's
cells share one), and the :func:`language` context manager for a block, so a widget shown in its own language wraps
its rendering and its callbacks in ``language(...)`` and leaves every other widget's alone. :func:`t` formats the
message of the current language and falls back to English only when the key is missing there; every fallback is
recorded in :data:`FALLBACKS` so that tests can prove a game in another language never shows an English sentence.

>>> with language(LANGUAGES[1]):
...     t("seat.south") == CATALOGUES[LANGUAGES[1]]["seat.south"]
True
>>> t("seat.south")
'South'
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import re
import string
from collections.abc import Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager, nullcontext
from contextvars import ContextVar
from pathlib import Path
from typing import Any

DEFAULT = "en"
"""The language of the code's own names and docstrings (a house rule's English help is its field's docstring), and
the one shown where another language lacks a message."""

_CODE = r"[a-z]{2,3}(?:_[a-z0-9]+)*"
"""A language code (``en``, a code of two or three letters, perhaps with a ``_variant``)."""

_GAME_FILE = re.compile(rf"text_({_CODE})")
"""A game's catalogue module: ``text_<lang>``."""


def _discover() -> dict[str, dict[str, str]]:
    found: dict[str, dict[str, str]] = {}
    for info in pkgutil.iter_modules(__path__):
        if not info.name.startswith("_"):
            found[info.name] = dict(importlib.import_module(f"{__name__}.{info.name}").MESSAGES)
    return found


CATALOGUES: dict[str, dict[str, str]] = _discover()
"""Every language's messages, by language code: the shared ones from the start, each game's once it is imported."""

LANGUAGES: list[str] = [DEFAULT, *sorted(k for k in CATALOGUES if k != DEFAULT)]
"""The language codes available, English first (a list kept in place: a language added later joins it)."""

FALLBACKS: set[tuple[str, str]] = set()
"""``(language, key)`` of every message asked for in a language whose catalogue lacks it (English was shown)."""

_LANGUAGE: ContextVar[str] = ContextVar("cardrules_language", default=DEFAULT)
"""The language texts are shown in, in the running context."""


def add_language(lang: str, messages: Mapping[str, str]) -> None:
    """Add the shared messages of a language (what ``cardrules/i18n/<lang>.py`` holds), or more of them to a language
    already known; the language then joins :data:`LANGUAGES`. A key already known with another text is refused."""
    if not re.fullmatch(_CODE, lang):
        raise ValueError(f"{lang!r} is not a language code")
    catalogue = CATALOGUES.setdefault(lang, {})
    _merge(catalogue, lang, messages)
    if lang not in LANGUAGES:
        LANGUAGES.append(lang)
        LANGUAGES[1:] = sorted(LANGUAGES[1:])


def register(game: str, lang: str, catalogue: Mapping[str, str]) -> None:
    """Add ``game``'s messages in ``lang`` (the ``MESSAGES`` of its ``text_<lang>.py``): every key is the game's own,
    ``<game>.…``, ``practice.<game>.…`` or ``facts.<game>.…``, and a key already known with another text is refused
    (a text is stated once). The language must be known (its shared messages added first)."""
    if lang not in CATALOGUES:
        raise ValueError(f"{game}: unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    own = (f"{game}.", f"practice.{game}.", f"facts.{game}.")
    stray = [key for key in catalogue if not key.startswith(own)]
    if stray:
        raise ValueError(f"{game}: keys of another game or of the shared texts in its {lang!r} catalogue: {stray[:5]}")
    _merge(CATALOGUES[lang], lang, catalogue)


def _merge(catalogue: dict[str, str], lang: str, messages: Mapping[str, str]) -> None:
    for key, text in messages.items():
        if not isinstance(text, str):
            raise ValueError(f"{key}: a message is a text, not {type(text).__name__}")
        if catalogue.get(key, text) != text:
            raise ValueError(f"{key}: already a message in {lang!r}")
    catalogue.update(messages)


def register_package(game: str, package: str) -> None:
    """Register every catalogue a game's package holds: its modules ``text_<lang>`` (English first, then the others
    whose shared messages are known), each by :func:`register`."""
    path = importlib.import_module(package).__path__
    found = sorted((m[1], info.name) for info in pkgutil.iter_modules(path) if (m := _GAME_FILE.fullmatch(info.name)))
    for lang, module in sorted(found, key=lambda item: item[0] != DEFAULT):
        if lang in CATALOGUES:
            register(game, lang, importlib.import_module(f"{package}.{module}").MESSAGES)


def load_catalogues(root: str | Path) -> list[str]:
    """Add the catalogues found in a folder laid out as the package's: ``i18n/<lang>.py`` (a language's shared
    messages) and ``<folder>/text_<lang>.py`` at any depth (``games/packs/text_<lang>.py``: a game's, registered
    under its folder's name, or under the file's ``NAMESPACE`` where it states one), each defining ``MESSAGES``.
    Returns the languages added or extended. This is how a language is added from files alone, without touching the
    package."""
    root = Path(root)
    added: list[str] = []
    for file in sorted((root / "i18n").glob("*.py")):
        if not file.stem.startswith("_"):
            add_language(file.stem, _module_of(file).MESSAGES)
            added.append(file.stem)
    for file in sorted(root.rglob("text_*.py")):
        found = _GAME_FILE.fullmatch(file.stem)
        if found:
            module = _module_of(file)
            register(getattr(module, "NAMESPACE", file.parent.name), found[1], module.MESSAGES)
            added.append(found[1])
    return sorted(set(added))


def _module_of(file: Path) -> Any:
    spec = importlib.util.spec_from_file_location(f"_cardrules_catalogue_{file.parent.name}_{file.stem}", file)
    if spec is None or spec.loader is None:
        raise ValueError(f"{file}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def set_language(lang: str) -> None:
    """Show every text from now on, in the running context, in ``lang`` (one of :data:`LANGUAGES`)."""
    if lang not in CATALOGUES:
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    _LANGUAGE.set(lang)


def get_language() -> str:
    """The language texts are shown in now."""
    return _LANGUAGE.get()


@contextmanager
def language(lang: str) -> Iterator[str]:
    """Show texts in ``lang`` inside the ``with`` block, then restore the previous language."""
    if lang not in CATALOGUES:
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    token = _LANGUAGE.set(lang)
    try:
        yield lang
    finally:
        _LANGUAGE.reset(token)


def t(key: str, **params: Any) -> str:
    """The message ``key`` in the current language, its ``{placeholders}`` filled from ``params``.

    A key missing from the current language falls back to English (and is recorded in :data:`FALLBACKS`); a key
    missing from English too is a programming error and raises ``KeyError``."""
    lang = _LANGUAGE.get()
    text = CATALOGUES[lang].get(key)
    if text is None:
        FALLBACKS.add((lang, key))
        text = CATALOGUES[DEFAULT][key]
    return text.format(**params) if params else text


def t_or(key: str, default: str, **params: Any) -> str:
    """The message ``key`` if the current language (or English) has it, else ``default``: for texts made from
    data, such as a fact's label, that only sometimes have a translation."""
    if key in CATALOGUES[_LANGUAGE.get()] or key in CATALOGUES[DEFAULT]:
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
    return get_language()


def with_language(link: str, lang: str | None = None) -> str:
    """``link`` (a relative page address) asking for ``lang`` (default: the current language); English, the
    default, adds nothing."""
    lang = lang or get_language()
    if lang == DEFAULT:
        return link
    return f"{link}{'&' if '?' in link else '?'}lang={lang}"


def in_language(lang: str | None) -> AbstractContextManager[str | None]:
    """``language(lang)``, or nothing when ``lang`` is ``None``: what a widget shown in its own language (its
    ``lang``) wraps around its rendering and callbacks, leaving the language of the context alone otherwise."""
    return language(lang) if lang is not None else nullcontext(None)
