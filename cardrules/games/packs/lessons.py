"""Packs' lesson tables: the card values, the special pairs, what each player holds before the throw-off, a group's
value worked out, and a rule compared on and off. Each is a :class:`cardrules.lessons.Lesson` (HTML with a plain-text
twin) whose headings and words are in the reader's language when it is made; none of this is a rule of the game,
which :mod:`cardrules.games.packs.rules` states.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from itertools import combinations

from cardrules.cards import STANDARD_SUITS, Card, Suit
from cardrules.games.packs.rules import (
    _PAIR_RANKS,
    Pack,
    Rules,
    State,
    Steal,
    group_value,
    pack_score,
    pack_total,
    pair_value,
    parse_move,
    play_value,
    score_value,
)
from cardrules.i18n import t
from cardrules.lessons import Lesson, html_table, narrated

RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")


def values_table() -> Lesson:
    """The card values rank by rank: the play value (packing and stealing) and the scoring value (end of the deal)."""
    rows = [(rank, play_value(Card(rank, Suit.SPADES)), score_value(Card(rank, Suit.SPADES))) for rank in RANKS]
    return html_table(rows, [t("packs.table.rank"), t("packs.table.play_value"), t("packs.table.score_value")])


def pairs_table() -> Lesson:
    """The ten special pairs of one suit: the pair, its value, the plain sum it replaces, and whether it needs two
    decks (a pair of twins)."""
    rows = []
    for a in _PAIR_RANKS:
        for b in _PAIR_RANKS:
            if b <= a:
                pair = (Card(str(a), Suit.HEARTS), Card(str(b), Suit.HEARTS))
                twins = t("packs.table.two_decks_only") if a == b else ""
                rows.append((f"{pair[0].unicode} {pair[1].unicode}", pair_value(a, b), a + b, twins))
    header = [t("packs.table.pair"), t("packs.table.value"), t("packs.table.plain_sum"), t("packs.table.needs")]
    return html_table(rows, header)


def best_pairing(cards: Sequence[Card], rules: Rules | None = None) -> tuple[tuple[tuple[Card, ...], ...], int]:
    """One way to split a group of one suit into special pairs and single cards that reaches its value (the best
    pairing, as :func:`~cardrules.games.packs.rules.group_value` counts it), and that value.

    >>> cards = [Card.parse(c) for c in "5H 4H 3H 2H".split()]
    >>> [" ".join(c.code for c in part) for part in best_pairing(cards)[0]], best_pairing(cards)[1]
    (['5H 3H', '4H 2H'], 95)
    """
    rules = rules or Rules()
    value = group_value(cards, rules)
    cards = sorted(cards, key=lambda c: (-play_value(c), c.key))
    most = 99 if rules.several_pairs else 1

    def search(rest: list[Card], pairs: int) -> tuple[tuple[Card, ...], ...] | None:
        low = [c for c in rest if c.number in _PAIR_RANKS and rules.special_pairs]
        singles = tuple((c,) for c in rest)
        best: tuple[tuple[Card, ...], ...] | None = None
        best_value = sum(map(play_value, rest))
        if pairs < most:
            for i, j in combinations(range(len(low)), 2):
                a, b = low[i], low[j]
                left = list(rest)
                left.remove(a)
                left.remove(b)
                inner = search(left, pairs + 1)
                if inner is None:
                    continue
                got = pair_value(a.number, b.number) + _parts_value(inner)
                if got > best_value:
                    best, best_value = ((a, b), *inner), got
        return best if best is not None else singles

    parts = search(cards, 0) or ()
    if len({c.suit for c in cards}) != 1 or len(cards) < 2:
        parts = tuple((c,) for c in cards)
    return tuple(parts), value


def _parts_value(parts: Iterable[tuple[Card, ...]]) -> int:
    return sum(pair_value(p[0].number, p[1].number) if len(p) == 2 else play_value(p[0]) for p in parts)


def group_table(groups: Iterable[Sequence[Card]], rules: Rules | None = None) -> Lesson:
    """Groups played from the hand, each worked out: the cards, their values one by one, the best pairing, and the
    value the rules give the group."""
    rows = []
    for group in groups:
        parts, value = best_pairing(group, rules)
        cards = " ".join(c.unicode for c in group)
        plain = " + ".join(str(play_value(c)) for c in group) + f" = {sum(map(play_value, group))}"
        counted = " + ".join(str(_parts_value([p])) for p in parts) if len(parts) > 1 else str(value)
        rows.append((cards, plain, counted, value))
        assert _parts_value(parts) == value  # the pairing shown is one that reaches the rules' value
    header = [t("packs.table.group"), t("packs.table.one_by_one"), t("packs.table.best_pairing"),
              t("packs.table.value")]
    return html_table(rows, header)


def holdings(state: State) -> Lesson:
    """The packs each player (or team) holds, suit by suit, with their scoring points: what the throw-off looks at.
    Each cell says how many packs and how many points they score, in words."""
    rows = []
    for suit in STANDARD_SUITS:
        row: list[str] = [suit.noun]
        for o in range(len(state.owners)):
            mine = [p for seat in state.members(o) for p in state.packs[seat] if p[0].suit == suit]
            if mine:
                key = "packs.table.holding.one" if len(mine) == 1 else "packs.table.holding.other"
                row.append(t(key, n=len(mine), points=sum(pack_score(p) for p in mine)))
            else:
                row.append(t("packs.table.holding.none"))
        rows.append(row)
    return html_table(rows, [t("packs.table.suit"), *map(str, state.owners)])


def compare_scores(label_a: str, a: State, label_b: str, b: State) -> Lesson:
    """The same deal's scores under two rule sets, side by side: one row per player (or team)."""
    rows = [(str(owner), x, y) for owner, x, y in zip(a.owners, a.totals(), b.totals(), strict=True)]
    return html_table(rows, [t("packs.table.player"), label_a, label_b])


def moves_table(state: State) -> Lesson:
    """The moves open to the player to move, in words, each pack or steal with the value of the cards played
    against the value it must beat (the position itself is drawn beside it by the page)."""
    rows: list[tuple[str, int | str, int | str]] = []
    for move in state.legal_moves():
        if isinstance(move, Pack):
            rows.append((move.label, group_value(move.cards, state.rules), play_value(move.table)))
        elif isinstance(move, Steal):
            rows.append((move.label, group_value(move.cards, state.rules), sum(pack_total(p) for p in move.packs)))
        else:
            rows.append((move.label, "", ""))
    return html_table(rows, [t("packs.table.move"), t("packs.table.worth"), t("packs.table.to_beat")])


def refusals(cases: Iterable[tuple[State, str]]) -> Lesson:
    """Moves the rules refuse, each tried in its position (``(state, notation)``), in words with the engine's
    reason."""
    rows = []
    for state, text in cases:
        move = parse_move(text)
        reason = state.why_illegal(move)
        assert reason is not None, text  # a lesson shows refusals only
        rows.append((move.label, reason))
    return html_table(rows, [t("packs.table.tried"), t("packs.table.refused")])


def read_by(state: State, seats: Iterable[int]) -> Lesson:
    """The last event as each of ``seats`` reads it (a hidden draw reads differently to the drawer)."""
    rows = [(state.names[s], state.narration(s)[-1]) for s in seats]
    return html_table(rows, [t("packs.table.player"), t("packs.table.reads")])


def said(state: State, since: int = 0) -> Lesson:
    """The narration of the events from the ``since``-th on, as sentences."""
    lines = narrated(state, since, spectator=True)  # as the table reads it; a one-deal example ends its deal
    items = "".join(f"<li>{html.escape(x)}</li>" for x in lines)
    return Lesson(f'<ul class="cr-lesson-said">{items}</ul>', "\n".join(lines))


def scoring_lines(state: State) -> Lesson:
    """The score of a finished deal line by line: for each player (or team) and suit, the packs kept after the
    throw-off, each card's scoring value added up."""
    rows: list[tuple[str, str, int | str]] = []
    for o, owner in enumerate(state.owners):
        kept = [p for seat in state.members(o) for p in state.packs[seat]]
        for suit in STANDARD_SUITS:
            for pack in (p for p in kept if p[0].suit == suit):
                values = [score_value(c) for c in pack]
                rows.append((str(owner), " ".join(c.unicode for c in pack),
                             " + ".join(map(str, values)) + f" = {sum(values)}"))
        rows.append((str(owner), t("packs.table.total"), sum(pack_score(p) for p in kept)))
    return html_table(rows, [t("packs.table.player"), t("packs.table.pack"), t("packs.table.points")])
