"""Tables of Dudak's lesson page, worked out by the engine and worded in the reader's language (headings from
``dudak.table.head.*``): not rules, but the rules shown."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardrules.cards import piquet_deck
from cardrules.games.dudak.rules import PLAYER_COUNTS, Rules, State, beats, deck_for
from cardrules.i18n import plural, t
from cardrules.lessons import Lesson, html_table
from cardrules.protocol import Seat, Text, say


def _heads(*keys: str) -> list[str]:
    return [t(f"dudak.table.head.{k}") for k in keys]


def decks_table() -> Lesson:
    """The deck for each player count: its size, the cards left out of the 32, and the cards each player gets."""
    rows = []
    for n in sorted(PLAYER_COUNTS, reverse=True):
        deck = deck_for(n)
        left_out = tuple(c for c in piquet_deck() if c not in deck)
        rows.append((n, len(deck), left_out or Text("dudak.table.none"), len(deck) // n))
    return html_table(rows, _heads("players", "cards", "left_out", "each"))


def tries_table(state: State, moves: Sequence[str]) -> Lesson:
    """Moves tried in one position, and the engine's verdict on each: allowed, or the reason it is not."""
    rows = []
    for text in moves:
        move = state._parse_move(text)
        reason = state.why_illegal(move)
        rows.append((move.label, reason if reason is not None else Text("dudak.table.allowed")))
    return html_table(rows, _heads("move", "verdict"))


def trumps_table(state: State, seats: Sequence[int]) -> Lesson:
    """For each of ``seats``, facing the pile's top card: each card in hand, and whether it beats (the rule
    :func:`~cardrules.games.dudak.rules.beats`)."""
    top = state.top
    assert top is not None
    n = state.players
    rows: list[tuple[Any, ...]] = []
    for s in seats:
        trump = state.trumps[s]
        for card in state.hands[s]:
            verdict = Text("dudak.table.beats" if beats(card, top, trump) else "dudak.table.does_not_beat", top=top)
            rows.append((Seat(s, n), trump.symbol if trump else Text("dudak.table.none"), card, verdict))
    return html_table(rows, _heads("player", "trump", "card", "verdict"))


def deals_table(game: State) -> Lesson:
    """A finished game deal by deal: the dealer, the loser and how the deal ended, and the losses so far."""
    n = game.players
    dealers = {e.deal: e.seat for e in game.events if e.kind == "deal"}
    losses = [0] * n
    rows = []
    for e in game.events:
        if e.kind != "loser" or e.seat is None:
            continue
        losses[e.seat] += 1
        dealer = dealers.get(e.deal)
        rows.append((e.deal, Seat(dealer, n) if dealer is not None else "", Seat(e.seat, n), e.get("turns"),
                     say(tuple(Text("dudak.fact.seat_count", seat=Seat(s, n), n=k) for s, k in enumerate(losses)))))
    return html_table(rows, _heads("deal", "dealer", "loser", "turns", "losses"))


def score_lines_table(game: State) -> Lesson:
    """A game's score line by line: each deal's one line, its loser taking one loss, and why that player lost (the
    last one holding cards, or the most cards at the turn limit), from the engine's own record of the deal's end."""
    n = game.players
    ends = {e.deal: e for e in game.events if e.kind == "loser"}
    rows = []
    for line in game.score_lines:
        end = ends[line.deal]
        left = end.get("cards_left")
        why = (t("dudak.table.why.limit", n=left) if end.get("reason") == "limit"
               else plural("dudak.table.why.loss", left))
        rows.append((line.deal, t(f"dudak.score.{line.item}"), Seat(line.owner, n), line.points, why))
    return html_table(rows, _heads("deal", "item", "loser", "points", "why"))


def standings_table(game: State) -> Lesson:
    """A finished game's standings: each player's losses, fewest first, and who wins (players tied for the fewest
    share the win)."""
    n = game.players
    totals = game.totals()
    result = game.result
    winners = set(result.winners) if result is not None else set()
    rows = []
    for s in sorted(range(n), key=lambda s: (totals[s], s)):
        verdict = "" if s not in winners else t("dudak.table.wins" if len(winners) == 1 else "dudak.table.shares")
        rows.append((Seat(s, n), totals[s], verdict))
    return html_table(rows, _heads("player", "points", "result"))


def house_rules_table() -> Lesson:
    """Every house rule: its label, what it does, and the original write-up's value (choices by their labels)."""
    rows = []
    defaults = Rules()
    for spec in Rules.spec():
        name = spec["name"]
        value = getattr(defaults, name)
        if "options" in spec:
            shown: Any = t(f"dudak.rules.{name}.option.{value}")
        elif isinstance(value, bool):
            shown = Text("dudak.table.on" if value else "dudak.table.off")
        else:
            shown = value
        rows.append((Rules.label(name), Rules.help(name), shown))
    return html_table(rows, _heads("rule", "what", "default"))
