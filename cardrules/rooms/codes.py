"""Room codes: drawn with :mod:`secrets`, short to type, read back strictly; and the QR code of a room's link.

A code is :data:`LENGTH` characters of :data:`ALPHABET` (digits 2-9 and capitals without I, L and O, which a pupil
copying from a projector confuses with 1 and 0), shown in two groups (``K7QM-3XRP``). 31 characters to the power 8
is about 8.5 x 10^11 codes, and a client may get :data:`MAX_BAD_CODES` wrong a minute (the count is kept in the
store, so it holds across the kernels of one server and across servers sharing Redis): finding a room by trying takes
of the order of a billion minutes.
"""

from __future__ import annotations

import re
import secrets

from cardrules.errors import brief
from cardrules.rooms.errors import RoomCodeError

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
LENGTH = 8
GROUP = 4
CODES = len(ALPHABET) ** LENGTH
"""How many codes there are."""

MAX_BAD_CODES = 10
"""Wrong codes (malformed or naming no room) one client may give in a minute; the next is refused unread."""

_TYPED = re.compile(r"[\s\-]+")


def new_code() -> str:
    """A fresh code in its stored form (no separator), every character drawn from :mod:`secrets`."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def shown(code: str) -> str:
    """``code`` as a page shows it: ``K7QM-3XRP``."""
    return "-".join(code[i:i + GROUP] for i in range(0, len(code), GROUP))


def read_code(text: object) -> str:
    """What a pupil typed (any case, with spaces or dashes) as a stored code, or :class:`RoomCodeError`
    (``malformed``) quoting it briefly. Nothing but a code's characters reaches the store: a store key is made only
    from what this returns."""
    if not isinstance(text, str) or len(text) > 4 * LENGTH:
        raise RoomCodeError("malformed", code=brief(text), length=LENGTH, example=shown(ALPHABET[:LENGTH]))
    code = _TYPED.sub("", text).upper()
    if len(code) != LENGTH or any(c not in ALPHABET for c in code):
        raise RoomCodeError("malformed", code=brief(text), length=LENGTH, example=shown(ALPHABET[:LENGTH]))
    return code


def room_link(code: str, page: str, base: str = "") -> str:
    """The address a pupil opens to join: ``<base><page>?room=K7QM-3XRP``."""
    return f"{base}{page}?room={shown(code)}"


def qr_svg(link: str, *, scale: int = 8) -> str:
    """The QR code of ``link`` as an inline SVG element (``segno``), dark on light with its quiet zone: a page
    shows it as it is; the projector's page sizes it by CSS (an SVG scales without blurring)."""
    import segno

    return str(segno.make(link, error="m", micro=False).svg_inline(scale=scale, dark="#000", light="#fff"))


def qr_png_data_uri(link: str, *, scale: int = 10) -> str:
    """The QR code of ``link`` as a PNG ``data:`` URI (``segno``'s own writer; no imaging library needed)."""
    import segno

    return str(segno.make(link, error="m", micro=False).png_data_uri(scale=scale))
