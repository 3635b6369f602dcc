"""The package's exceptions: one small hierarchy, each carrying the structured facts and a readable sentence."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # (events imports the cards, which import this module)
    from cardrules.events import Reason

MAX_REASON = 300
"""A reason is cut to this many characters where it is shown in an error's sentence (a reason that quotes a
visitor's 100,000-character text stays one line)."""


def one_line(text: str, limit: int = MAX_REASON) -> str:
    """``text`` as an error's sentence shows it: one line, at most ``limit`` characters."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


class CardrulesError(Exception):
    """Base class of every error the package raises on purpose."""

    def __reduce__(self) -> tuple[Any, ...]:
        # By default an exception is pickled as its class called with its ``args``, but most of these take other
        # arguments than the one sentence they keep in ``args`` (a worker process of ``simulate`` could not send
        # one back). It is rebuilt as it was instead, without ``__init__``: the same ``args`` (the sentence in the
        # language it was made in) and the same attributes (``field``, ``reason``...), in any process.
        return _rebuild, (type(self), self.args), dict(vars(self))


def _rebuild(cls: type[CardrulesError], args: tuple[Any, ...]) -> CardrulesError:
    """An error of class ``cls`` with ``args`` and no ``__init__`` run (pickle then restores its attributes)."""
    err = cls.__new__(cls, *args)
    err.args = args
    return err


class IllegalMoveError(CardrulesError, ValueError):
    """A move that the rules do not allow in this position; the state it was offered to is unchanged.

    ``reason`` is why, as data (a :class:`cardrules.events.Text`: a message key and its parameters, what
    ``why_illegal`` returns), so a program or a test reads ``err.reason.key``; the sentence is worded only when
    the error is shown (``str(err)``), in the language in force then."""

    def __init__(self, move: Any, reason: Reason | str) -> None:
        self.move = move
        self.reason = reason
        super().__init__(move, reason)

    def __str__(self) -> str:
        from cardrules.i18n import t

        # A visitor's text is quoted, not repeated: 100,000 characters typed as a move make a one-line sentence.
        try:
            written = self.move if isinstance(self.move, str) else str(self.move)
        except Exception:  # noqa: BLE001 - a move value built with a field of the wrong type cannot write itself
            written = brief(self.move)
        shown = written if len(written) <= BRIEF_CHARS else brief(written)
        return t("illegal.message", move=shown, reason=one_line(str(self.reason)))


class _FieldError(CardrulesError, ValueError):
    """An error about one named field: ``field`` and ``reason`` (a text, or a refusal as data worded when shown);
    ``str(err)`` is ``field: reason`` in the language in force then."""

    def __init__(self, field: str, reason: Reason | str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(field, reason)

    def __str__(self) -> str:
        return f"{one_line(self.field, BRIEF_CHARS)}: {one_line(str(self.reason))}"


class RulesError(_FieldError):
    """A house-rules value that is out of range, of the wrong type, or unknown."""


class StateFormatError(_FieldError):
    """A saved position (``to_dict`` output) that is malformed; nothing of it was loaded."""


class CardError(CardrulesError, ValueError):
    """A card code that does not name a card."""


class MoveFormatError(CardrulesError, ValueError):
    """A move notation that does not read as a move of the game (``parse_move``); ``text`` is what was given and
    ``reason`` why (a message as data, worded when shown)."""

    def __init__(self, text: str, reason: Reason | str) -> None:
        self.text = text
        self.reason = reason
        super().__init__(text, reason)

    def __str__(self) -> str:
        return str(self.reason)


class GameFailedError(CardrulesError, RuntimeError):
    """A game of a :func:`cardrules.simulate.simulate` run that raised instead of ending: which game it was (``game``,
    ``variant``, ``rules`` as a dict of fields, ``seed``, ``index``) and what it raised (``error``: the error's type
    and sentence), enough to deal it again with ``new_game(Rules.from_dict(rules), seed=seed)``."""

    def __init__(self, game: str, variant: str, rules: dict[str, Any], seed: int, index: int, error: str) -> None:
        self.game = game
        self.variant = variant
        self.rules = rules
        self.seed = seed
        self.index = index
        self.error = error
        from cardrules.i18n import t

        super().__init__(t("simulate.game_failed", game=game, index=index, seed=seed, variant=variant,
                           rules=one_line(repr(rules)), error=one_line(error)))


BRIEF_CHARS = 60
"""How much of a visitor's value a reason quotes: enough to recognise it, never a page of it."""


def brief(value: Any, limit: int = BRIEF_CHARS) -> str:
    """A short, safe quotation of any value for a reason: its ``repr`` cut to ``limit`` characters.

    Whatever a visitor sent, this never fails: a list nested 100,000 deep (``repr`` would exhaust the stack), a
    number of 5,000 digits (``repr`` refuses over 4,300), or an object whose ``repr`` raises are named by their type
    and size instead.

    >>> brief("AS take 2H")
    "'AS take 2H'"
    >>> brief(10 ** 5000)
    'a whole number of about 5001 digits'
    >>> brief("x" * 1000)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (1002 characters)"
    """
    from cardrules.i18n import t

    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        # str() of a long number is itself refused past 4,300 digits: its size is worked out from its bits
        return t("state_error.brief.int", digits=int(value.bit_length() * 0.30103) + 1)
    if isinstance(value, (list, tuple, dict)) and _deeper_than(value, 8):
        return t("state_error.brief.nested", type=type(value).__name__)
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a value that cannot describe itself is named by its type
        return t("state_error.brief.opaque", type=type(value).__name__)
    if len(text) > limit:
        return text[:limit - 4] + "… " + t("state_error.brief.cut", n=len(text))
    return text


def _deeper_than(value: Any, depth: int) -> bool:
    """Whether ``value`` nests lists, tuples or dicts more than ``depth`` levels (a walk without recursion that
    looks at no more than a few hundred items)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    seen = 0
    while stack and seen < 500:
        item, level = stack.pop()
        seen += 1
        if level > depth:
            return True
        children = item.values() if isinstance(item, dict) else item
        for child in itertools.islice(children, 100):
            if isinstance(child, (list, tuple, dict)):
                stack.append((child, level + 1))
    return False


def field_name(key: Any) -> str:
    """A key of a visitor's data as the field a reason names: as it is when short text, else quoted by
    :func:`brief`."""
    return key if isinstance(key, str) and len(key) <= BRIEF_CHARS else brief(key)
