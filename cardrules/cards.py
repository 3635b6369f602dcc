"""Cards, card codes and the decks the five games use.

A card is written by a compact code that round-trips: rank then suit letter, ``AS``, ``10H``, ``QD``, ``2C``.
9 Peak's number cards use the ranks 1-9 and add a Joker suit ``X`` (``3X``). ``Card.parse(code)`` reads a code,
``str(card)`` writes it back, ``card.unicode`` gives ``A♠``.

>>> parse_cards("AS 10D KH")
(Card.parse('AS'), Card.parse('10D'), Card.parse('KH'))
>>> str(Card.parse("10d")), Card.parse("QH").unicode
('10D', 'Q♥')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from cardrules.errors import CardError
from cardrules.i18n import t
from cardrules.shuffling import shuffle as shuffle  # (its own module, which is compiled where it can be)

if TYPE_CHECKING:  # (events imports this module)
    from cardrules.events import Text


class Suit(StrEnum):
    """A suit, by its code letter."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"
    JOKER = "X"
    """9 Peak's fifth suit (one card of each number); not a suit of the standard deck."""

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def noun(self) -> str:
        """The suit's name in the current language (``spades``, ``スペード``)."""
        return t(f"card.suit.{self.value}")

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    __str__ = __repr__


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣", Suit.JOKER: "★"}
STANDARD_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""The four suits of a standard deck, in the order decks are built."""

RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""Standard ranks, Ace first."""

_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, Suit.JOKER: 4}
_RANK_NUMBER = {r: i + 1 for i, r in enumerate(RANKS)}
_NUMBER_RANKS = frozenset(str(n) for n in range(1, 10))
_NAMED_RANKS = frozenset({"A", "J", "Q", "K"})
_ONE_HASH = 1 << 10
"""Added to the hash of a number card 1, above every key (keys are below 80)."""


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card: ``rank`` is ``'A'``, ``'2'``…``'10'``, ``'J'``, ``'Q'``, ``'K'`` (or ``'1'``…``'9'`` for
    9 Peak's number cards), ``suit`` a :class:`Suit`."""

    rank: str
    suit: Suit
    key: int = field(init=False, repr=False, compare=False)
    """Sort key: suit in deck order, then rank number (precomputed: sorting hands and captures is hot)."""
    code: str = field(init=False, repr=False, compare=False)
    """The card's code, ``AS``, ``10H``, ``3X`` (precomputed: every start position and saved game is written in
    codes, and counting cards by code is how a deck is checked)."""
    _hash: int = field(init=False, repr=False, compare=False)
    """The card's hash (see ``__hash__``), precomputed as ``key`` is."""

    def __post_init__(self) -> None:
        if not isinstance(self.suit, Suit):
            raise CardError(t("card_error.suit", got=repr(self.suit)))
        if self.suit is Suit.JOKER:
            if self.rank not in _NUMBER_RANKS:
                raise CardError(t("card_error.joker_rank", got=repr(self.rank)))
        elif self.rank not in _RANK_NUMBER and self.rank not in _NUMBER_RANKS:
            raise CardError(t("card_error.rank", got=repr(self.rank)))
        object.__setattr__(self, "key", _SUIT_ORDER[self.suit] * 16 + self.number)
        object.__setattr__(self, "code", self.rank + self.suit.value)
        object.__setattr__(self, "_hash", self.key + _ONE_HASH if self.rank == "1" else self.key)

    @classmethod
    def parse(cls, code: str) -> Card:
        """Read a card code such as ``AS``, ``10h``, ``T H`` is not accepted; ``3X`` is a 9 Peak Joker."""
        # Every new game and every loaded one reads its cards from codes (the start position is data): a card read
        # once is the same value ever after, so it is kept, by its normalized code (a finite set: the valid ones).
        # A code as the engine writes it is found before normalizing it (anything but a str fails below, as before).
        if cls is Card and type(code) is str:
            known = _PARSED.get(code) or _PARSED.get(code.strip().upper())
            if known is not None:
                return known
        text = code.strip().upper()
        if len(text) < 2:
            raise CardError(t("card_error.code_short", code=repr(code)))
        rank, letter = text[:-1], text[-1]
        if letter in _SYMBOL_TO_SUIT:
            letter = _SYMBOL_TO_SUIT[letter].value
        try:
            suit = Suit(letter)
        except ValueError:
            raise CardError(t("card_error.code_suit", code=repr(code))) from None
        if rank == "T":
            rank = "10"
        try:
            card = cls(rank, suit)
        except CardError as err:
            raise CardError(t("card_error.code", code=repr(code), reason=err)) from None
        if cls is Card:
            _PARSED[text] = card
        return card

    @property
    def number(self) -> int:
        """Rank as a number: A=1, 2-10, J=11, Q=12, K=13; number cards are themselves."""
        return _RANK_NUMBER.get(self.rank) or int(self.rank)

    @property
    def unicode(self) -> str:
        return f"{self.rank}{self.suit.symbol}"

    @property
    def is_red(self) -> bool:
        return self.suit.is_red

    @property
    def name(self) -> str:
        """The card's name in the current language, e.g. ``Ace of spades``, ``スペードのA``."""
        rank = t(f"card.rank.{self.rank}") if self.rank in _NAMED_RANKS else self.rank
        return t("card.name", rank=rank, suit=self.suit.noun)

    @property
    def name_text(self) -> Text:
        """The card's name as data, worded when shown (:attr:`name` in the language in force then)."""
        from cardrules.events import Text

        return Text("card.name", rank=Text(f"card.rank.{self.rank}") if self.rank in _NAMED_RANKS else self.rank,
                    suit=self.suit)

    def __lt__(self, other: Card) -> bool:
        return self.key < other.key

    def __hash__(self) -> int:
        # Equal cards (same rank and suit) have the same key; the dataclass's hash of (rank, suit) went through the
        # Suit enum's Python-level __hash__, and cards are hashed at every count of a hand or a deck. A number card
        # 1 shares its key (its number, for sorting) with the Ace of its suit, yet is another card: it hashes apart,
        # so that a set or dict of one deck never finds the other spelling by its hash (issue 41).
        return self._hash

    def __getstate__(self) -> tuple[str, Suit]:
        return (self.rank, self.suit)

    def __setstate__(self, state: tuple[str, Suit]) -> None:
        object.__setattr__(self, "rank", state[0])
        object.__setattr__(self, "suit", state[1])
        self.__post_init__()

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def _repr_html_(self) -> str:
        from cardrules.render import cards_html

        return cards_html([self])


_PARSED: dict[str, Card] = {}
"""Cards already read by :meth:`Card.parse`, by normalized code."""

_SYMBOL_TO_SUIT = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS, "★": Suit.JOKER}


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read several card codes separated by spaces or commas (or an iterable of codes)."""
    codes = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(Card.parse(c) for c in codes)


class Spelling:
    """The cards one game's decks may hold, and the one code each has in that game.

    :meth:`Card.parse` reads a code leniently (lower case, ``T`` for 10, suit symbols) and knows two spellings of
    one card: ``AS`` of a standard deck and ``1S`` of 9 Peak's number cards are distinct cards. A game reads every
    card of a move, a position or a saved game through its spelling, so that it meets only its own cards: the other
    spelling of one of them is read as it (``1S`` is ``AS`` in a standard game, ``AX`` is ``1X`` in 9 Peak), and a
    card of no deck of the game (``3X`` in a standard game, ``KS`` or ``10S`` in 9 Peak) is refused with
    :class:`CardError` naming it. Otherwise a foreign card, keyed and numbered as the game's own, slipped past the
    rules (issue 41).

    >>> STANDARD_SPELLING.card("1h"), NUMBER_SPELLING.card("AX")
    (Card.parse('AH'), Card.parse('1X'))
    >>> STANDARD_SPELLING.card("3X")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardrules.errors.CardError: '3X' is not a card of this game (a standard deck: ... no Jokers)
    """

    def __init__(self, cards: Iterable[Card], aliases: dict[str, str], about: str) -> None:
        self.deck: frozenset[Card] = frozenset(cards)
        """Every card a deck of the game may hold (each once)."""
        self._aliases = aliases
        """A rank the game writes otherwise -> the game's own rank (``{"1": "A"}``)."""
        self._by_code = {c.code: c for c in self.deck}
        """The game's cards by code: one object for each (what the game's moves and positions are made of)."""
        self._about = about
        """The message key that says what the game's cards are."""
        self._known: dict[str, Card] = {}
        """Codes already read, as given (moves and saves repeat the same few dozen codes)."""

    def card(self, code: str | Card) -> Card:
        """The game's card that ``code`` names (or the game's own of a card given); :class:`CardError` saying why
        when there is none."""
        if isinstance(code, Card):
            own = self.canonical(code)
            if own is None:
                raise CardError(t("card_error.not_in_game", code=repr(code.code), deck=t(self._about)))
            return own
        if type(code) is not str:
            raise CardError(t("card_error.code_short", code=_brief(code)))
        known = self._known.get(code)
        if known is not None:
            return known
        try:
            card = Card.parse(code)
        except CardError:
            # A code that names no card at all may still be the other spelling of one of the game's (``AX``)
            written = self._own_code(code)
            if written is None:
                raise
            card = Card.parse(written)
        found = self.canonical(card)
        if found is None:
            raise CardError(t("card_error.not_in_game", code=repr(code), deck=t(self._about)))
        if len(code) <= 8 and len(self._known) < 1000:  # a visitor's many or padded odd codes are not all kept
            self._known[code] = found
        return found

    def cards(self, text: str | Iterable[str | Card]) -> tuple[Card, ...]:
        """:func:`parse_cards` through this spelling (codes, or cards each made the game's own)."""
        codes = text.replace(",", " ").split() if isinstance(text, str) else list(text)
        return tuple([self.card(c) for c in codes])

    def canonical(self, card: Card) -> Card | None:
        """``card`` as the game writes it (itself, or its other spelling), or ``None`` when no deck of the game has
        it."""
        own = self._by_code.get(card.code)
        if own is None and card.rank in self._aliases:
            own = self._by_code.get(self._aliases[card.rank] + card.suit.value)
        return own

    def _own_code(self, code: str) -> str | None:
        text = code.strip().upper()
        rank = self._aliases.get(text[:-1])
        return None if rank is None else rank + text[-1:]


def deck_reason(card: Any, deck: frozenset[Card]) -> Text | None:
    """Why ``card`` is not a card of ``deck`` (a game's deck under its rules, as a set), or ``None`` when it is:
    which card, and either how the game writes it or that the deck lacks it (as data, worded when shown)."""
    from cardrules.events import Text

    if not isinstance(card, Card):
        return Text("card_error.not_a_card", got=_brief(card))
    if card in deck:
        return None
    for other in deck:
        if other.suit is card.suit and other.number == card.number and other.rank != card.rank:
            return Text("card_error.spelled", code=card.code, own=other.code, name=other.name_text)
    return Text("card_error.not_in_deck", code=card.code, n=len(deck))


def _brief(value: Any) -> str:
    from cardrules.errors import brief

    return brief(value)


def codes(cards: Iterable[Card]) -> str:
    """The codes of ``cards`` joined by spaces (the inverse of :func:`parse_cards`)."""
    return " ".join(c.code for c in cards)


def pretty(cards: Iterable[Card]) -> str:
    """The unicode forms of ``cards`` joined by spaces, for narration."""
    return " ".join(c.unicode for c in cards)


def standard_deck() -> tuple[Card, ...]:
    """The 52-card deck, suit by suit, Ace to King."""
    return tuple(Card(r, s) for s in STANDARD_SUITS for r in RANKS)


def double_deck() -> tuple[Card, ...]:
    """Two 52-card decks shuffled together (104 cards; every card appears twice), as Packs uses for 3+ players."""
    return standard_deck() * 2


def piquet_deck() -> tuple[Card, ...]:
    """32 cards: A K Q J 10 9 8 7 of each suit (Dudak, 4 players)."""
    return tuple(c for c in standard_deck() if c.rank in ("A", "K", "Q", "J", "10", "9", "8", "7"))


def deck_30() -> tuple[Card, ...]:
    """The 32-card deck without the black sevens (Dudak, 3 players)."""
    return tuple(c for c in piquet_deck() if not (c.rank == "7" and not c.is_red))


def deck_24() -> tuple[Card, ...]:
    """The 32-card deck without sevens and eights (Dudak, 2 players)."""
    return tuple(c for c in piquet_deck() if c.rank not in ("7", "8"))


def number_deck(numbers: int = 6, copies: int = 2, jokers: int = 1) -> tuple[Card, ...]:
    """9 Peak's deck: numbers 1..``numbers`` in the four suits, ``copies`` of each, plus ``jokers`` Joker-suit
    cards of each number. The defaults give the write-up's 54 cards."""
    cards = [Card(str(n), s) for s in STANDARD_SUITS for n in range(1, numbers + 1) for _ in range(copies)]
    cards += [Card(str(n), Suit.JOKER) for n in range(1, numbers + 1) for _ in range(jokers)]
    return tuple(cards)


STANDARD_SPELLING = Spelling(standard_deck(), {"1": "A"}, "card_error.deck.standard")
"""How Tablanette, Packs, Dudak and Spoil Five write their cards: the 52 of a standard deck (``1S`` reads ``AS``)."""

NUMBER_SPELLING = Spelling(number_deck(9, copies=1, jokers=1), {"A": "1"}, "card_error.deck.numbers")
"""How 9 Peak writes its cards: numbers 1-9 in the four suits and the Joker suit (``AS`` reads ``1S``)."""
