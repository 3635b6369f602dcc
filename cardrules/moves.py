"""Moves: the base of every game's move types, the lazy list of legal moves, and reading a move's notation and
its cards."""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, overload

from cardrules.cards import Card
from cardrules.errors import MoveFormatError, brief
from cardrules.events import Text


class LazyMoves(Sequence[Any]):
    """A list of legal moves made of segments of known sizes, each move built only when asked for: ``len``,
    indexing, slicing, iteration and equality behave as for the tuple it stands for, so a random player or a
    simulation picking move ``i`` of thousands never pays for the others. A game's list says how big each segment
    is and builds the ``offset``-th move of segment ``k`` (:meth:`_build`); it iterates them in the same order."""

    __slots__ = ("_ends", "_len")

    def __init__(self, sizes: Iterable[int]) -> None:
        self._ends = list(itertools.accumulate(sizes))
        self._len = self._ends[-1] if self._ends else 0

    def _build(self, k: int, offset: int) -> Any:
        raise NotImplementedError

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Any, ...]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(self._len)))
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("move index out of range")
        k = bisect.bisect_right(self._ends, index)  # empty segments are passed over
        return self._build(k, index - (self._ends[k - 1] if k else 0))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({len(self)} moves)"


def move_text(text: Any) -> str:
    """``text`` itself when it is a str; otherwise :class:`MoveFormatError`: a move's notation is text (a game's
    ``parse_move`` starts here, so that ``None``, a number or a list is refused with the package's error)."""
    if isinstance(text, str):
        return text
    shown = brief(text)
    raise MoveFormatError(shown, Text("move_error.not_text", got=shown))


def move_cards(move: Any) -> Iterator[Any]:
    """Every card a move value names: the values of its fields declared as cards (``Card``, ``Card | None``,
    ``tuple[Card, ...]``, a steal's tuple of tuples), whatever they hold: a value there that is no card is yielded
    too, for :meth:`GameState.foreign_card` to refuse (a move value built by hand may hold ``"AS"`` or ``None``)."""
    kind = type(move)
    spec = _CARD_FIELDS.get(kind)
    if spec is None:
        fields = getattr(kind, "__dataclass_fields__", {})
        # the annotations are text (``from __future__ import annotations``): a field that names Card holds cards
        spec = _CARD_FIELDS[kind] = tuple((name, "None" in str(f.type)) for name, f in fields.items()
                                          if "Card" in str(f.type))
    for name, optional in spec:
        value = getattr(move, name, None)
        if value is None and optional:
            continue
        if type(value) is not tuple:
            yield value
            continue
        todo = list(value)
        while todo:
            item = todo.pop()
            if type(item) is tuple:
                todo.extend(item)
            else:
                yield item


_CARD_FIELDS: dict[type, tuple[tuple[str, bool], ...]] = {}
"""The fields of each move type that hold cards, and whether they may be ``None`` (read once per type)."""


class Move:
    """Base of every game's move types, small frozen dataclasses (``@dataclass(frozen=True, slots=True)``).

    ``str(move)`` is the notation the game's ``parse_move`` reads back. The defaults below serve the moves that are
    not a card (pass, declare, take the pile); a move that plays a card overrides them.
    """

    __slots__ = ()

    @property
    def card(self) -> Card | None:
        """The hand card the move plays, or ``None`` for a choice that is not a card."""
        return None

    @property
    def targets(self) -> tuple[Card, ...]:
        """The cards already on the table that the move goes to (captured, packed, beaten...)."""
        return ()

    @property
    def label(self) -> str:
        """What the move does, in the reader's language (made when asked, never stored)."""
        return str(self)

