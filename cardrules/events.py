"""Seats, sentences as data, events, score lines and results: what a game's state records, in no language.

A state holds these values; the reader's words are made from them when shown (:func:`say`, ``str(Text)``, the game's
``narrate``)."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from cardrules.cards import Card
from cardrules.i18n import join, t

JSONScalar = str | int | float | bool | None


class LaterEvents:
    """The events of a step worked out only when the log is read: a game passes one (a subclass with ``__iter__``)
    to ``GameState._advance`` where making them is a search of its own that random play and rollouts never need
    (Tablanette's groups of a capture). Iterating it must give the same events whenever it is read."""

    __slots__ = ()

    def __iter__(self) -> Iterator[Event]:
        raise NotImplementedError



# --------------------------------------------------------------------------------------------------------- seats
_COMPASS = {
    2: ("south", "north"),
    3: ("south", "west", "east"),
    4: ("south", "west", "north", "east"),
}


def seat_names(players: int) -> tuple[str, ...]:
    """Names of the seats, clockwise from seat 0, in the current language: compass points up to four players,
    ``Player 1``… beyond."""
    points = _COMPASS.get(players)
    if points:
        return tuple(t(f"seat.{p}") for p in points)
    return tuple(t("seat.player", n=i + 1) for i in range(players))


@functools.cache
def _view_names(players: int, language: str) -> tuple[str, ...]:
    return seat_names(players)


def team_name(names: Iterable[str]) -> str:
    """The name of a partnership from its seats' names (``South & North``)."""
    return t("team.join").join(names)


# ---------------------------------------------------------------------------------------------- text as data
@dataclass(frozen=True, slots=True)
class Seat:
    """A seat as data: its index, and the table size that names it. Shown, it is the seat's name in the language
    in force (``South``, ``南``); as an index (``names[seat]``, ``int(seat)``) it is the number."""

    index: int
    players: int

    def __index__(self) -> int:
        return self.index

    def __int__(self) -> int:
        return self.index

    def __str__(self) -> str:
        return seat_names(self.players)[self.index]


@dataclass(frozen=True, slots=True, init=False)
class Text:
    """A sentence as data: a message key and its parameters (seats, cards, numbers, other texts). ``str(text)``
    words it in the language in force at that moment, so a view or a status made in one language shows in another
    after a switch, and nothing stored in a state is in any language."""

    key: str
    params: tuple[tuple[str, Any], ...]

    def __init__(self, key: str, **params: Any) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "params", tuple(params.items()))

    def __str__(self) -> str:
        return t(self.key, **{k: say(v) for k, v in self.params})

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params)
        return f"Text({self.key!r}{args})"

    @property
    def arguments(self) -> dict[str, Any]:
        """The parameters by name, as data (what a test of a refusal reads beside its :attr:`key`)."""
        return dict(self.params)

    def __add__(self, other: Text | Sentence) -> Sentence:
        """This text followed by ``other``, as one sentence (a reason and the clauses that complete it)."""
        return Sentence((self,)) + other


@dataclass(frozen=True, slots=True)
class Sentence:
    """Texts shown one after the other as one sentence (a refusal with the clauses that complete it), as data:
    worded when shown, as a :class:`Text` is. Its :attr:`key` is its first text's (the message that says what it
    is about)."""

    parts: tuple[Text, ...]

    @property
    def key(self) -> str:
        return self.parts[0].key

    @property
    def arguments(self) -> dict[str, Any]:
        """The first text's parameters (see :attr:`key`)."""
        return self.parts[0].arguments

    def __add__(self, other: Text | Sentence) -> Sentence:
        return Sentence(self.parts + (other.parts if isinstance(other, Sentence) else (other,)))

    def __str__(self) -> str:
        return "".join(str(part) for part in self.parts)


Reason = Text | Sentence
"""Why a move is refused, as data (``why_illegal``, :attr:`cardrules.errors.IllegalMoveError.reason`): a message
key and its parameters, worded in the reader's language only when shown (``str(reason)``)."""


@dataclass(frozen=True, slots=True)
class Listing:
    """Several pieces of data named as a list in the language in force when shown (``South, West and North``,
    ``南、西と北``): :func:`cardrules.i18n.join` of each worded by :func:`say`, ``key`` the word joining the last
    two."""

    items: tuple[Any, ...]
    key: str = "list.and"

    def __str__(self) -> str:
        return join([say(item) for item in self.items], self.key)


@functools.cache
def cards_text(count: int) -> Text:
    """A number of cards as data, worded when shown: "1 card", "5 cards", "5枚" (one Text per count, shared)."""
    return Text("cards.one" if count == 1 else "cards.other", n=count)


def say(value: Any) -> str:
    """A piece of data as a reader sees it now: a card by its face (``Q♥``), a suit by its name, a seat by its
    name, a :class:`Text` worded, a sequence joined; numbers and language-free codes as they are."""
    from cardrules.cards import Suit

    if isinstance(value, Suit):  # before str: a Suit is a StrEnum whose str is its letter code
        return value.noun
    if isinstance(value, str):
        return value
    if isinstance(value, Card):
        return value.unicode
    if isinstance(value, (tuple, list)):
        return t("list.sep").join(say(v) for v in value)
    return str(value)


# -------------------------------------------------------------------------------------------------------- events
@dataclass(frozen=True, slots=True, init=False)
class Event:
    """Something that happened, as data. ``narrate`` in the game's module turns it into a sentence.

    ``visible_to`` is ``None`` for a public event; an int makes the event's cards visible to that seat only
    (a face-down discard, a hidden draw): views for other seats see the event without its cards.
    """

    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    info: tuple[tuple[str, JSONScalar | tuple[Any, ...]], ...] = ()
    deal: int = 1
    visible_to: int | None = None

    def __init__(self, kind: str, seat: int | None = None, cards: tuple[Card, ...] = (),
                 info: tuple[tuple[str, JSONScalar | tuple[Any, ...]], ...] = (), deal: int = 1,
                 visible_to: int | None = None) -> None:
        # The slots are set through their descriptors: the frozen dataclass's own __init__ goes through
        # object.__setattr__ for each field, nearly twice the cost, and every move makes one or more events
        # (a deal's end about twenty). tests/engine/test_every_game_keeps_the_protocol.py checks the fields against the
        # dataclass's.
        set_kind, set_seat, set_cards, set_info, set_deal, set_visible = _EVENT_SLOTS
        set_kind(self, kind)
        set_seat(self, seat)
        set_cards(self, cards)
        set_info(self, info)
        set_deal(self, deal)
        set_visible(self, visible_to)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.info:
            if k == key:
                return v
        return default

    def masked_for(self, seat: int | None) -> Event:
        """This event as ``seat`` sees it (``None``: a spectator who sees only public cards)."""
        if self.visible_to is None or self.visible_to == seat:
            return self
        # made directly: dataclasses.replace reads every field by name and calls __init__ by keywords
        return Event(self.kind, self.seat, (), tuple([(k, v) for k, v in self.info if not k.startswith("_")]),
                     self.deal, self.visible_to)


_EVENT_SLOTS: tuple[Any, ...] = tuple(Event.__dict__[f.name].__set__ for f in dataclasses.fields(Event))


def event(kind: str, seat: int | None = None, cards: Iterable[Card] = (), *, deal: int = 1,
          visible_to: int | None = None, **info: Any) -> Event:
    """Shorthand for building an :class:`Event`; keyword arguments become its ``info``.

    Keys starting with ``_`` are private to ``visible_to`` like the cards."""
    return Event(kind, seat, tuple(cards), tuple(info.items()), deal, visible_to)


@dataclass(frozen=True, slots=True, init=False)
class ScoreLine:
    """One item of the score breakdown: ``owner`` is a seat, or a team index in partnership games."""

    deal: int
    owner: int
    item: str
    points: int

    def __init__(self, deal: int, owner: int, item: str, points: int) -> None:
        # Slots set through their descriptors, as Event's (see there): a deal's end makes several lines per seat.
        set_deal, set_owner, set_item, set_points = _SCORE_LINE_SLOTS
        set_deal(self, deal)
        set_owner(self, owner)
        set_item(self, item)
        set_points(self, points)


_SCORE_LINE_SLOTS: tuple[Any, ...] = tuple(ScoreLine.__dict__[f.name].__set__ for f in dataclasses.fields(ScoreLine))


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: final score per owner (seat or team), the winning owners, and whether it is a draw."""

    owners: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    """Indices into ``owners`` of the winner(s); several when a tie is shared."""
    teams: bool = False
    """Whether the owners are partnerships (the sentence then says a team wins)."""

    @property
    def draw(self) -> bool:
        return len(self.winners) != 1

    def __str__(self) -> str:
        table = t("list.sep").join(t("result.score", owner=o, score=s) for o, s in zip(self.owners, self.scores))
        if not self.winners:
            return t("result.no_winner", table=table)
        if self.draw:
            return t("result.draw", owners=t("result.draw_and").join(self.owners[w] for w in self.winners),
                     table=table)
        winner = self.owners[self.winners[0]]
        return t("result.team_wins" if self.teams else "result.wins", winner=winner, table=table)


def best_owners(scores: Sequence[int], *, low: bool = False) -> tuple[int, ...]:
    """Indices of the highest scores (lowest with ``low``), every tied one included."""
    best = min(scores) if low else max(scores)
    return tuple(i for i, s in enumerate(scores) if s == best)

