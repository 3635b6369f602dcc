"""Last Trick: a small trick game that exists only in the tests, to prove that a sixth game needs nothing but its own
package, its test and an entry in ``GAMES`` (``docs/adding-a-game.md``).

Each player gets ``hand_size`` cards from a 52-card pack; the next card is turned up and its suit is trumps. The
player after the dealer leads; everyone follows suit if they can; the highest trump wins the trick, else the highest
card of the suit led; the winner leads next. A trick is worth a point, the last trick ``last_trick_bonus`` more.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from cardrules.cards import STANDARD_SPELLING, Card, Suit, standard_deck
from cardrules.errors import MoveFormatError, StateFormatError
from cardrules.i18n import t
from cardrules.log import Log
from cardrules.protocol import (
    Event,
    GameState,
    Move,
    Result,
    RulesBase,
    ScoreLine,
    Seat,
    Text,
    Zone,
    best_owners,
    cards_field,
    check_conservation,
    event,
    move_text,
    number,
    start_json,
)

NAME = "last_trick"
TITLE = "Last Trick"
PLAYER_COUNTS = (2, 3, 4)
SUMMARY = "Follow suit, win tricks; the last trick counts double."


@dataclass(frozen=True)
class Rules(RulesBase):
    """House rules of Last Trick."""

    players: int = number(3, 2, 4)
    """Number of players."""
    hand_size: int = number(5, 1, 10)
    """Cards dealt to each player."""
    last_trick_bonus: int = number(1, 0, 5)
    """Extra points for winning the last trick."""


PRESETS: dict[str, Rules] = {
    "three": Rules(),
    "two_short": Rules(players=2, hand_size=3),
    "four_bonus": Rules(players=4, last_trick_bonus=3),
}


@dataclass(frozen=True, slots=True)
class Play(Move):
    """Play a card to the trick."""

    card: Card  # type: ignore[assignment]  # a field where the base has a read-only default

    @property
    def label(self) -> str:
        return str(Text("last_trick.move.play", card=self.card))

    def __str__(self) -> str:
        return str(self.card)


def parse_move(text: str) -> Play:
    text = move_text(text)  # anything but text refused with the package's error
    try:
        (card,) = STANDARD_SPELLING.cards(text)  # the game's own cards only, one spelling each
    except ValueError:
        raise MoveFormatError(text, Text("last_trick.move_error", text=text)) from None
    return Play(card)


ORDER = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Ranks from low to high (Aces high)."""


def beats(card: Card, best: Card, led: Suit, trumps: Suit) -> bool:
    """Whether ``card`` beats the trick's best card so far (the one rule of winning a trick, stated once)."""
    def power(c: Card) -> int:
        return (2 if c.suit == trumps else 1 if c.suit == led else 0) * 100 + ORDER.index(c.rank)
    return power(card) > power(best)


@dataclass(frozen=True)
class State(GameState):
    GAME: ClassVar[str] = NAME

    rules: Rules
    start: str
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    turnup: Card
    stock: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    leader: int
    won: tuple[int, ...]
    taken: tuple[Card, ...]
    score_lines: tuple[ScoreLine, ...]

    @property
    def trumps(self) -> Suit:
        return self.turnup.suit

    @property
    def is_over(self) -> bool:
        return not any(self.hands) and not self.trick

    @property
    def to_move(self) -> int | None:
        return None if self.is_over else (self.leader + len(self.trick)) % self.players

    def legal_moves(self) -> tuple[Play, ...]:
        if self.is_over:
            return ()
        hand = self.hands[self.to_move]  # type: ignore[index]
        led = self.trick[0][1].suit if self.trick else None
        follow = [c for c in hand if c.suit == led]
        return tuple(Play(c) for c in sorted(follow or hand))

    def deck_set(self) -> frozenset[Card]:
        return STANDARD_SPELLING.deck

    def why_illegal(self, move: Any) -> Text | None:
        if self.is_over:
            return Text("last_trick.illegal.over")
        if not isinstance(move, Play):
            return Text("last_trick.illegal.not_a_play")
        foreign = self.foreign_card(move)  # a card of no deck of the game (1C, 3X): named, before the rules
        if foreign is not None:
            return foreign
        hand = self.hands[self.to_move]  # type: ignore[index]
        if move.card not in hand:
            return Text("last_trick.illegal.not_held", card=move.card.unicode)
        led = self.trick[0][1].suit if self.trick else None
        if led is not None and move.card.suit != led and any(c.suit == led for c in hand):
            return Text("last_trick.illegal.follow", suit=led)
        return None

    def _apply(self, move: Play) -> State:
        seat = self.to_move
        assert seat is not None
        hands = tuple(tuple(c for c in h if c != move.card) if s == seat else h for s, h in enumerate(self.hands))
        trick = self.trick + ((seat, move.card),)
        added = [event("play", seat, (move.card,))]
        changes: dict[str, Any] = {"hands": hands, "trick": trick}
        if len(trick) == self.players:
            led = trick[0][1].suit
            winner, best = trick[0]
            for s, c in trick[1:]:
                if beats(c, best, led, self.trumps):
                    winner, best = s, c
            last = not any(hands)
            points = 1 + (self.rules.last_trick_bonus if last else 0)
            added.append(event("trick", winner, (best,), points=points))
            won = tuple(w + (points if s == winner else 0) for s, w in enumerate(self.won))
            changes.update(trick=(), leader=winner, won=won, taken=self.taken + tuple(c for _, c in trick))
            if last:
                lines = tuple(ScoreLine(1, s, "tricks", won[s]) for s in range(self.players))
                changes["score_lines"] = self.score_lines + lines
                added.append(event("game_over", None, (), scores=won))
        return self._advance((move,), added, **changes)

    @property
    def result(self) -> Result | None:
        if not self.is_over:
            return None
        return Result(self.names, self.won, best_owners(self.won))

    def all_cards(self) -> tuple[Card, ...]:
        return (tuple(c for h in self.hands for c in h) + (self.turnup,) + self.stock
                + tuple(c for _, c in self.trick) + self.taken)

    # what a view shows (GameState.view makes the view; the log is masked event by event as it does by default)
    def _view_zones(self, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
        p = self.players
        zones = [Zone(f"hand/{s}", Text("last_trick.zone.hand", seat=Seat(s, p)),
                      self.hands[s] if open_hands or s == seat else (None,) * len(self.hands[s]), owner=s,
                      layout="fan") for s in range(p)]
        zones.append(Zone("table", Text("last_trick.zone.trick"), tuple(c for _, c in self.trick)))
        zones.append(Zone("turnup", Text("last_trick.zone.turnup"), (self.turnup,)))
        zones.append(Zone("stock", Text("last_trick.zone.stock"), (None,) * len(self.stock), layout="stack"))
        return tuple(zones)

    def _view_facts(self, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
        p = self.players
        return (("trumps", self.trumps), ("dealer", Seat(self.dealer, p)),
                ("points", tuple(Text("last_trick.fact.points.item", seat=Seat(s, p), n=w)
                                 for s, w in enumerate(self.won))))

    @property
    def status(self) -> Text:
        to_move = self.to_move
        return (Text("last_trick.status.over") if to_move is None
                else Text("last_trick.status.lead" if not self.trick else "last_trick.status.follow",
                          seat=Seat(to_move, self.players)))

    @classmethod
    def _from_start(cls, rules: Rules, start: Mapping[str, Any]) -> State:
        for key in start:
            if key not in ("deck", "dealer"):
                raise StateFormatError(f"start.{key}", t("state_error.unknown_field"))
        deck = cards_field(start, "deck", STANDARD_SPELLING)
        check_conservation("start.deck", deck, standard_deck())
        dealer = start.get("dealer")
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < rules.players:
            raise StateFormatError("start.dealer", t("state_error.seat", max=rules.players - 1, got=repr(dealer)))
        n, p = rules.hand_size, rules.players
        hands = tuple(tuple(sorted(deck[s * n:(s + 1) * n])) for s in range(p))
        first = (dealer + 1) % p
        return cls(rules=rules, start=start_json(deck=[str(c) for c in deck], dealer=dealer), dealer=dealer,
                   hands=hands, turnup=deck[n * p], stock=tuple(deck[n * p + 1:]), trick=(), leader=first,
                   won=(0,) * p, taken=(), log=Log.of(events=(event("deal", dealer, (deck[n * p],)),)),
                   score_lines=())


def new_game(rules: Rules | None = None, *, seed: int) -> State:
    rules = rules or Rules()
    deck = list(standard_deck())
    rng = random.Random(seed)
    rng.shuffle(deck)
    return State._from_start(rules, {"deck": [str(c) for c in deck], "dealer": rng.randrange(rules.players)})


def from_position(rules: Rules | None = None, **position: Any) -> State:
    return State._from_start(rules or Rules(), position)


def narrate(e: Event, names: Sequence[str]) -> str:
    who = names[e.seat] if e.seat is not None else ""
    if e.kind == "deal":
        return t("last_trick.event.deal", name=who, card=e.cards[0].unicode)
    if e.kind == "play":
        return t("last_trick.event.play", name=who, card=e.cards[0].unicode if e.cards else "")
    if e.kind == "trick":
        return t("last_trick.event.trick", name=who, card=e.cards[0].unicode, n=e.get("points"))
    return t("last_trick.event.game_over")


def game_facts(state: State) -> dict[str, int | float]:
    return {"trumps_won": sum(1 for c in state.taken if c.suit == state.trumps)}
