"""The rooms' messages, one catalogue per language (``text_en.py``, ``text_ja.py``, ``room.<key>``), registered
on import as a game's are."""

from __future__ import annotations

from cardrules.i18n import register_package

register_package("room", __package__ or "cardrules.rooms")
