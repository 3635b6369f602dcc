"""What a game brings to the table besides its rules, declared once per game as ``TABLE = TableSpec(...)``.

The live table (:class:`cardrules.session.TableSession`, drawn by :mod:`cardrules.widgets.table`) lets a reader make
a move by clicking cards: a hand card, then the cards it goes to. It matches the clicks against ``legal_moves()``
through each move's ``card`` and ``targets``, which needs no game knowledge; only a choice the rules refuse needs
the game, to build the move the reader meant so that ``why_illegal`` can say why. A game says that here, with how
its zones group their cards, how the table's Hint searches it and which practice questions it asks beside the
table.

Each game declares its ``TABLE`` in ``cardrules/games/<game>/table.py`` and its package exports it (the game module's
``TABLE``, see :class:`cardrules.protocol.GameModule`); nothing looks a game's pieces up by module name. A game with
nothing to say declares ``TABLE = TableSpec()``: clicks are then matched against the legal moves alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardrules.cards import Card
from cardrules.montecarlo import HintSettings

MoveFor = Callable[[Any, "Card | None", tuple[Card, ...]], Any]
"""``move_for(state, card, targets)``: the move meant by the hand card ``card`` (``None``: no hand card) with the
other cards clicked, ``targets``, legal or not (``None``: the cards mean no move of the game)."""
CardGroups = Callable[[Any, str], "tuple[tuple[Card, ...], ...] | None"]
"""``card_groups(state, zone_key)``: the cards of a zone as separate groups (9 Peak's sets), or ``None``."""


def no_puzzles() -> Mapping[str, Any]:
    """A game that asks no practice questions."""
    return {}


@dataclass(frozen=True)
class TableSpec:
    """What a click means at a game's table, how its zones group their cards, how its Hint searches, and its practice
    questions."""

    move_for: MoveFor | None = None
    """The move the clicked cards mean, legal or not (see :data:`MoveFor`); ``None``: the legal move made of exactly
    those cards, else none (a refusal in general words)."""
    first_card_plays: bool = False
    """True where the first hand card clicked is always the move's ``card`` (Dudak's beating card, then the card
    added), so the order of clicks matters; by default the clicks are a set."""
    hand_picks_wait: bool = False
    """True where a move made of hand cards alone is offered as a button rather than made at the click that completes
    it (9 Peak: two hand cards clicked may be a Pass or the start of a set, and a reader who clicks a second card to
    build a set must not find two cards passed)."""
    card_groups: CardGroups | None = None
    """The cards of a zone as separate groups where the game keeps them so (see :data:`CardGroups`)."""
    hint: HintSettings = HintSettings()
    """How the table's Hint searches the game (its time budget, how many moves it weighs, whether it names the rest of
    the turn)."""
    puzzles: Callable[[], Mapping[str, Any]] = no_puzzles
    """The practice questions the game asks: kind -> finder (:mod:`cardrules.practice`). A function, so that the
    finders (which need the practice module) are imported on first use."""

    def move_meant(self, state: Any, card: Card | None, targets: Sequence[Card]) -> Any | None:
        """The move a reader means by clicking the hand card ``card`` and then ``targets``, legal or not, so that
        ``state.why_illegal`` can give the reason of a refusal: the game's :attr:`move_for`, else the legal move made
        of exactly those cards, else ``None``."""
        if self.move_for is not None:
            return self.move_for(state, card, tuple(targets))
        wanted = Counter(targets)
        for move in state.legal_moves():
            if move.card == card and Counter(move.targets) == wanted:
                return move
        return None

    def groups(self, state: Any, zone_key: str) -> tuple[tuple[Card, ...], ...] | None:
        """The cards of the zone ``zone_key`` as separate groups where the game keeps them so, else ``None``."""
        return None if self.card_groups is None else self.card_groups(state, zone_key)


def table_spec(game: Any) -> TableSpec:
    """The table declaration of ``game`` (its module): its ``TABLE``."""
    spec = game.TABLE
    if not isinstance(spec, TableSpec):
        raise TypeError(f"{game.NAME}.TABLE is a {type(spec).__name__}, not a TableSpec")
    return spec
