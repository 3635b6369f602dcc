"""Tablanette told: the game's events as sentences in the language in force (templates ``tablanette.event.*`` in
:mod:`cardrules.games.tablanette.text`), and the facts a study counts in a finished game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardrules.cards import Card, pretty
from cardrules.games.tablanette.rules import _PIPS
from cardrules.i18n import t as tr
from cardrules.protocol import (
    Event,
    Result,
    Seat,
    Text,
    cards_text,
    seat_names,
    team_name,
)

if TYPE_CHECKING:
    from cardrules.games.tablanette.rules import State


# -------------------------------------------------------------------------------------------------- narration
def _owners(teams: Sequence[Sequence[int]], players: int) -> tuple[Any, ...]:
    """The scoring owners as data: a :class:`Seat`, or a partnership as a :class:`Text` of its two seats."""
    return tuple(Seat(team[0], players) if len(team) == 1 else
                 Text("tablanette.team", first=Seat(team[0], players), second=Seat(team[1], players))
                 for team in teams)


def _owner_names(teams: Sequence[Sequence[int]], names: Sequence[str]) -> tuple[str, ...]:
    return tuple(team_name(names[s] for s in team) for team in teams)


@dataclass(frozen=True)
class _Outcome:
    """The end of a game as data (who scores, the scores, the winners), worded as a :class:`Result` when shown."""

    teams: tuple[tuple[int, ...], ...]
    n: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def __str__(self) -> str:
        owners = _owner_names(self.teams, seat_names(self.n))
        return str(Result(owners, self.scores, self.winners, teams=len(self.teams[0]) > 1))


def _sum_words(group: Sequence[Card], value: int) -> str:
    """``1 + 10`` for A♣ + 10♠ making 11: each Ace shown at the value that makes the sum (numbers only, in no
    language)."""
    fixed = sum(_PIPS.get(c.rank, 12) for c in group if c.rank != "A")
    aces = sum(1 for c in group if c.rank == "A")
    elevens = next((k for k in range(aces, -1, -1) if fixed + aces + 10 * k == value), 0)
    parts, used = [], 0
    for c in group:
        if c.rank == "A":
            parts.append("11" if used < elevens else "1")
            used += 1
        else:
            parts.append(str(_PIPS.get(c.rank, 12)))
    return " + ".join(parts)


def _groups_words(played: Card, groups: Sequence[Sequence[Card]]) -> str:
    """The groups of a capture as the narration shows them: ``K♠; 2♥ + 3♠ + 9♦ (2 + 3 + 9 = 14)``."""
    value = 11 if played.rank == "A" else _PIPS.get(played.rank, 12)
    by_rank = [g[0] for g in groups if len(g) == 1]
    parts = [pretty(by_rank)] if by_rank else []  # the cards of its own rank, together
    for g in groups:
        if len(g) > 1:
            parts.append(tr("tablanette.event.group_sum", cards=" + ".join(c.unicode for c in g),
                            sum=_sum_words(g, value), value=value))
    return tr("list.semi").join(parts)


def narrate(e: Event, names: Sequence[str]) -> str:
    """One sentence for an event, in the language in force now (the templates are ``tablanette.event.*`` in
    ``text_<lang>.py``); events hold only seats, cards and numbers."""
    who = names[e.seat] if e.seat is not None else ""
    k = e.kind
    card = e.cards[0].unicode if e.cards else ""
    if k == "cut":
        cuts = zip(e.get("seats"), e.cards)
        return tr("tablanette.event.cut", cuts=tr("list.sep").join(f"{names[s]} {c.unicode}" for s, c in cuts))
    if k == "first_dealer":
        return tr("tablanette.event.first_dealer", who=who)
    if k == "deal":
        return tr("tablanette.event.deal", deal=e.deal, who=who, size=e.get("size"))
    if k == "bury_jack":
        return tr("tablanette.event.bury_jack", jack=card, card=e.cards[1].unicode)
    if k == "table":
        return tr("tablanette.event.table", cards=pretty(e.cards))
    if k == "position":
        if e.cards:
            return tr("tablanette.event.position", cards=pretty(e.cards))
        return tr("tablanette.event.position_empty")
    if k == "redeal":
        return tr("tablanette.event.redeal", who=who, size=e.get("size"), stock=e.get("stock"))
    if k == "discard":
        return tr("tablanette.event.discard", who=who, card=card)
    if k == "capture":
        if e.get("sweep"):
            return tr("tablanette.event.sweep", who=who, card=card, cards=pretty(e.cards[1:]))
        return tr("tablanette.event.capture", who=who, card=card, groups=_groups_words(e.cards[0], e.get("groups")))
    if k == "tablanette":
        return tr("tablanette.event.tablanette", who=who, card=card, groups=_groups_words(e.cards[0], e.get("groups")),
                  points=e.get("points"))
    if k == "last_cards":
        if e.seat is None:
            return tr("tablanette.event.last_cards_nobody", cards=pretty(e.cards))
        return tr("tablanette.event.last_cards", who=who, cards=pretty(e.cards))
    if k == "deal_scored":
        owners = _owner_names(e.get("owners"), names)
        each = tr("list.semi").join(tr("tablanette.event.deal_scored.owner", owner=o, points=p, total=t,
                                       cards=cards_text(n))
                                    for o, n, p, t in zip(owners, e.get("counts"), e.get("points"), e.get("totals")))
        return tr("tablanette.event.deal_scored", deal=e.deal, each=each)
    if k == "game_over":
        teams = e.get("owners")
        result = Result(_owner_names(teams, names), e.get("scores"), e.get("winners"), teams=len(teams[0]) > 1)
        return tr("event.game_over", summary=result)
    return f"{k} {who} {pretty(e.cards)}".strip()


# ------------------------------------------------------------------------------------------------ game facts
def game_facts(state: State) -> dict[str, int | float]:
    """What a rules designer asks about a finished game: tablanettes made and their points, Jack sweeps."""
    made = [e for e in state.events if e.kind == "tablanette"]
    sweeps = sum(1 for e in state.events if e.kind == "capture" and e.get("sweep"))
    captures = sum(1 for e in state.events if e.kind == "capture") + len(made)
    return {"tablanettes": len(made), "tablanette_points": sum(e.get("points") for e in made),
            "jack_sweeps": sweeps, "captures": captures}
