"""Pick-and-match: how the cards a reader clicks become a move, stated once for every table that takes clicks (the
game table's :class:`~cardrules.session.TableSession` and a shared room's seat, :mod:`cardrules.widgets.room`).

On the reader's turn a click on a card (a zone of the view shown and a position in it) picks it; the picked cards
are matched against the reader's legal moves through each move's ``card`` and ``targets`` (:meth:`Picker.matches`).
A single move is played at once (unless the game's hand-only moves wait for a button,
:attr:`~cardrules.table_spec.TableSpec.hand_picks_wait`); a card that makes the picks no legal move is refused with
the engine's reason for the move the game reads them as (:meth:`~cardrules.table_spec.TableSpec.move_meant`), and
only that card is dropped. Nothing here is worded: a refusal is a :class:`Refusal` that the table words in its
reader's language; nothing here plays a move either: :meth:`Picker.click` says which move the picks make, and the
table plays it its own way (a session at once, a room through its store).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, Literal

from cardrules.cards import Card
from cardrules.events import Reason, Text
from cardrules.table_spec import TableSpec

Pick = tuple[str, int]
"""A card picked towards a move: the key of its zone in the view shown, and its position in that zone."""


@dataclasses.dataclass(frozen=True)
class Refusal:
    """Why the table refused what the reader tried, as data: ``reason`` is the engine's reason (``why_illegal`` of
    the move the picked cards mean: a :class:`Text` or a :class:`~cardrules.events.Sentence`) or a :class:`Text` of
    the table's own; ``move`` is that move (``None``: the cards mean no move of the game). A view words it
    (:func:`cardrules.protocol.say`) in its reader's language."""

    reason: Reason | str
    move: Any = None


@dataclasses.dataclass(frozen=True)
class Click:
    """What a click did: ``"picked"`` (the card joined the picks), ``"dropped"`` (a picked card clicked again left
    them), ``"played"`` (the picks made ``move``, which the table plays), ``"refused"`` (``refusal`` says why; the
    cards picked before the click stay picked, nothing else changed) or ``"ignored"`` (not the reader's turn:
    nothing changed)."""

    kind: Literal["picked", "dropped", "played", "refused", "ignored"]
    move: Any = None
    refusal: Refusal | None = None


def bag(move: Any) -> Counter[Card]:
    """The cards a move is made of: its hand card and its targets (what the reader clicks to make it)."""
    cards: Counter[Card] = Counter(move.targets)
    if move.card is not None:
        cards[move.card] += 1
    return cards


def parts(move: Any, hand: Counter[Card]) -> tuple[Counter[Card], Counter[Card]]:
    """The cards of a move from the reader's hand, and those from elsewhere (the table, a pack, the Area): a card
    clicked on the table is never taken for an equal card in the hand (two decks, 9 Peak's copies)."""
    if move.card is None:
        return Counter(), Counter(move.targets)
    cards = bag(move)
    outside = cards - hand
    return cards - outside, outside


def hand_of(view: Any, seat: int) -> Counter[Card]:
    """The cards of ``seat``'s hand in ``view`` (its face-up ones)."""
    return Counter(c for c in view.zone(f"hand/{seat}").cards if c is not None)


@dataclasses.dataclass(frozen=True)
class Picker:
    """The reader's clicks matched against their moves, at one view: what a table asks of the picks it keeps.

    Args:
        view: the view shown, which the clicks land on (its zones and positions).
        seat: the reader's seat.
        moves: the reader's legal moves now (none when it is not their turn).
        spec: the game's table declaration (:class:`~cardrules.table_spec.TableSpec`).
        hand: the reader's hand (:func:`hand_of` their own view).
        position: the game's state, asked for only to word a refusal (the move the picks mean and the engine's
            reason); ``None`` gives the refusal in general words.
    """

    view: Any
    seat: int
    moves: Sequence[Any]
    spec: TableSpec
    hand: Counter[Card]
    position: Callable[[], Any] | None = None

    @property
    def hand_key(self) -> str:
        """The key of the reader's hand zone."""
        return f"hand/{self.seat}"

    def zone_cards(self, zone: str) -> tuple[Card | None, ...]:
        """The cards of ``zone`` in the view (``None``: face down); none if the view has no such zone."""
        try:
            cards: tuple[Card | None, ...] = self.view.zone(zone).cards
        except KeyError:
            return ()
        return cards

    def card_at(self, zone: str, i: int) -> Card | None:
        """The card at position ``i`` of ``zone`` in the view (``None``: face down, or no such position)."""
        cards = self.zone_cards(zone)
        return cards[i] if 0 <= i < len(cards) else None

    def picked_cards(self, picked: Sequence[Pick]) -> list[Card]:
        """The picked cards, in the order clicked."""
        return [card for card in (self.card_at(zone, i) for zone, i in picked) if card is not None]

    def hand_first(self, picked: Sequence[Pick]) -> tuple[Card | None, list[Card]]:
        """The picked cards as the game's table declaration reads them: the first card picked from the reader's hand
        (the move's ``card``), and the others in the order clicked (its ``targets``)."""
        # zone and card side by side: a pick whose card is no longer there is skipped, so positions in the picks and
        # in the list of cards would not line up
        cards = [(zone, card) for zone, card in ((z, self.card_at(z, i)) for z, i in picked) if card is not None]
        first = next((n for n, (zone, _card) in enumerate(cards) if zone == self.hand_key), None)
        plain = [card for _zone, card in cards]
        if first is None:
            return None, plain
        return plain[first], plain[:first] + plain[first + 1:]

    def picked_parts(self, picked: Sequence[Pick]) -> tuple[Counter[Card], Counter[Card]]:
        """The picked cards from the reader's hand, and those from elsewhere."""
        mine: Counter[Card] = Counter()
        other: Counter[Card] = Counter()
        for zone, i in picked:
            card = self.card_at(zone, i)
            if card is not None:
                (mine if zone == self.hand_key else other)[card] += 1
        return mine, other

    def matches(self, picked: Sequence[Pick]) -> tuple[list[Any], list[Any]]:
        """The reader's legal moves made of exactly the picked cards, and those made of more cards than those."""
        mine, other = self.picked_parts(picked)
        card, _rest = self.hand_first(picked)
        ordered = self.spec.first_card_plays
        exact, more = [], []
        for m in self.moves:
            if ordered and card is not None and m.card != card:
                continue
            from_hand, from_elsewhere = parts(m, self.hand)
            if from_hand == mine and from_elsewhere == other:
                exact.append(m)
            elif not mine - from_hand and not other - from_elsewhere:
                more.append(m)
        if len(exact) > 1 and card is not None:  # the card clicked first is the one played, where that decides
            first = [m for m in exact if m.card == card]
            exact = first or exact
        return exact, more

    def waits(self, picked: Sequence[Pick]) -> bool:
        """Whether the one move the picked cards make waits for the reader's button: in a game whose hand-only moves
        do (:attr:`TableSpec.hand_picks_wait`), when every picked card is from the hand."""
        return all(zone == self.hand_key for zone, _i in picked) and self.spec.hand_picks_wait

    def click(self, picked: Sequence[Pick], zone: str, position: int) -> tuple[Click, list[Pick]]:
        """A click on the card at ``position`` in ``zone``, with ``picked`` picked before it: what it does, and the
        picks after it. The card is picked (or dropped if picked); then the one move the picks make is
        ``"played"`` (the table plays it), the moves they may still make are left to offer (``"picked"``), or the
        picks are refused with the engine's reason and only the card just clicked is dropped (``"refused"``)."""
        key = (zone, position)
        if key in picked:
            return Click("dropped"), [p for p in picked if p != key]
        if self.card_at(zone, position) is None:  # a face-down card, or a position the zone no longer has
            return Click("refused", refusal=Refusal(Text("widget.no_such_choice"))), list(picked)
        after = [*picked, key]
        exact, more = self.matches(after)
        if more and not zone.startswith("hand/"):
            # a click on a pack or a group the moves take whole picks all of it (a pack is stolen whole)
            cards = self.zone_cards(zone)
            whole = Counter(c for c in cards if c is not None)
            if len(whole) > 1 and all(not whole - parts(m, self.hand)[1] for m in more):
                after += [(zone, i) for i, c in enumerate(cards) if c is not None and (zone, i) not in after]
                exact, more = self.matches(after)
        if not exact and not more:
            # the card just clicked makes the picks no move: refused with the engine's reason, and only that card is
            # dropped (a reader three cards into a set keeps the two that fit)
            refusal = self.refusal(after)
            return Click("refused", refusal.move, refusal), list(picked)
        if len(exact) == 1 and not more and not self.waits(after):
            return Click("played", exact[0]), []
        return Click("picked"), after

    def refusal(self, picked: Sequence[Pick]) -> Refusal:
        """Why the picked cards make no legal move: the engine's reason for the move the game reads them as
        (:meth:`TableSpec.move_meant`), else the table's general words."""
        reason: Reason = Text("widget.no_such_choice")
        state = self.position() if self.position is not None else None
        if state is None:
            return Refusal(reason)
        card, targets = self.hand_first(picked)
        move = self.spec.move_meant(state, card, targets)
        if move is not None:
            # the picked cards make no legal move (else it was offered): a move the game reads as legal is another
            reason = state.why_illegal(move) or reason
        return Refusal(reason, move)

    def live_cards(self, picked: Sequence[Pick], more: Sequence[Any] | None = None) -> tuple[Counter[Card],
                                                                                             Counter[Card]]:
        """The cards that can still go towards a move (what "Show legal moves" marks): those of the reader's hand,
        and those elsewhere. ``more``: the moves the picks may still make (default: worked out)."""
        live_hand: Counter[Card] = Counter()
        live_other: Counter[Card] = Counter()
        if picked and more is None:
            more = self.matches(picked)[1]
        ordered = self.spec.first_card_plays
        for m in (more if picked and more is not None else self.moves):
            from_hand, from_elsewhere = parts(m, self.hand)
            if ordered and not picked and m.card is not None:  # the first card clicked is the one played
                from_hand = Counter([m.card])
            live_hand |= from_hand
            live_other |= from_elsewhere
        if picked:
            mine, other = self.picked_parts(picked)
            live_hand -= mine
            live_other -= other
        return live_hand, live_other

    def clickable_zones(self) -> set[str]:
        """The zones of the view whose cards are drawn to be clicked on the reader's turn: the hand, the cards in the
        middle (no one's: any may be tried) and any zone a move of the reader's takes cards from."""
        if not self.moves:
            return set()
        outside: set[Card] = set()
        for m in self.moves:
            outside.update(parts(m, self.hand)[1])
        return {zone.key for zone in self.view.zones
                if zone.key == self.hand_key or (zone.layout != "stack" and (
                    zone.owner is None or any(c in outside for c in zone.cards)))}

    def clicks_for(self, move: Any) -> list[Pick]:
        """The cards to click, in order, to make ``move``: its hand card first, the hand's other cards, then those it
        takes from the zones that may be clicked (empty for a move that is not cards: a button). What a keyboard or a
        test does for a reader; a click on a pack picks the whole pack, so a pick already made is skipped."""
        mine, other = parts(move, self.hand)
        first = [move.card] if move.card is not None and mine[move.card] else []
        zones = self.clickable_zones()
        shown = [z for z in self.view.zones if z.key in zones]
        picks: list[Pick] = []

        def find(card: Card, in_hand: bool) -> Pick:
            for zone in shown:
                if (zone.key == self.hand_key) == in_hand:
                    for i, c in enumerate(zone.cards):
                        if c == card and (zone.key, i) not in picks:
                            return zone.key, i
            raise ValueError(f"{card} of {move} is not on the table to click")

        picks += [find(card, True) for card in first + list((mine - Counter(first)).elements())]
        picks += [find(card, False) for card in other.elements()]
        return picks
