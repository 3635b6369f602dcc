"""9 Peak told: the game's events as sentences in the language in force (templates ``nine_peak.event.*`` in
:mod:`cardrules.games.nine_peak.text`), and the facts a study counts in a finished game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardrules.cards import (
    Suit,
    parse_cards,  # noqa: F401 - the doctests below read cards with it
    pretty,
)
from cardrules.games.nine_peak.rules import set_score_rule
from cardrules.i18n import t as tr
from cardrules.protocol import (
    Event,
)

_SUIT_RANK = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, Suit.JOKER: 4}

if TYPE_CHECKING:
    pass


# ------------------------------------------------------------------------------------------------- narration
def narrate(e: Event, names: Sequence[str]) -> str:
    """One sentence for each event, in the current language (templates ``nine_peak.event.*`` in
    :mod:`cardrules.i18n`)."""
    who = names[e.seat] if e.seat is not None else ""
    k = e.kind
    if k == "reshuffle":
        n = e.get("times")
        return tr("nine_peak.event.reshuffle." + ("one" if n == 1 else "other"), n=n)
    if k == "set_aside":
        return tr("nine_peak.event.set_aside", cards=pretty(e.cards))
    if k == "setup":
        if e.cards:
            return tr("nine_peak.event.setup", cards=pretty(e.cards), peak=e.get("peak"))
        return tr("nine_peak.event.setup_empty", peak=e.get("peak"))
    if k == "deal":
        sizes = set(e.get("hand"))
        if len(sizes) == 1:
            dealt = tr("nine_peak.event.deal.each", n=sizes.pop())
        else:
            dealt = tr("nine_peak.event.deal.hands", sizes=tr("list.sep").join(map(str, e.get("hand"))))
        pile = e.get("pile")
        return tr("nine_peak.event.deal_pile", dealt=dealt, pile=pile) if pile else tr("nine_peak.event.deal",
                                                                                          dealt=dealt)
    if k == "start_player":
        return tr("nine_peak.event.start_player", who=who)
    if k == "place":
        n, c = e.get("number"), e.get("count")
        if e.get("peak"):
            return tr("nine_peak.event.place_peak", who=who, cards=pretty(e.cards), c=c, n=n)
        return tr("nine_peak.event.place", who=who, cards=pretty(e.cards), c=c, n=n, range=e.get("range"))
    if k == "peak":
        return tr("nine_peak.event.peak", n=e.get("number"), vp=e.get("vp"), peak=e.get("peak"), who=who,
                  cards=pretty(e.cards))
    if k == "take":
        n, span = e.get("number"), e.get("range")
        now = tr("nine_peak.event.take.only", n=n) if span == f"{n}-{n}" else tr("nine_peak.event.take.range",
                                                                                   range=span)
        return tr("nine_peak.event.take", who=who, cards=pretty(e.cards), n=n, now=now)
    if k == "no_take":
        return tr("nine_peak.event.no_take", who=who)
    if k == "play":
        return tr("nine_peak.event.play", who=who, n=e.get("n"), cards=pretty(e.cards))
    if k == "end_trigger":
        return tr("nine_peak.event.end_trigger", who=who, last=names[e.get("last")])
    if k == "score_set":
        size, count, points = e.get("size"), e.get("count"), e.get("points")
        why = tr("nine_peak.event.score_set." + set_score_rule(e.cards, count), count=count)
        return tr("nine_peak.event.score_set", who=who, cards=pretty(e.cards), size=size, count=count,
                  points=points, why=why)
    if k == "score_peaks":
        points = e.get("points")
        return tr("nine_peak.event.score_peaks." + ("one" if points == 1 else "other"), who=who, points=points)
    if k == "bonus":
        if e.get("points"):
            mult = e.get("multiplier")
            times = f"{mult} × " if mult != 1 else ""
            return tr("nine_peak.event.bonus", who=who, times=times, largest=e.get("largest"), points=e.get("points"))
        if e.get("jokers"):
            return tr("nine_peak.event.bonus_joker", who=who)
        return tr("nine_peak.event.bonus_no_set" if not e.get("largest") else "nine_peak.event.bonus_none", who=who)
    if k == "game_end":
        scores = e.get("scores")
        table = tr("list.sep").join(f"{names[i]} {s}" for i, s in enumerate(scores))
        return tr("nine_peak.event.game_end_tie" if e.get("tie") else "nine_peak.event.game_end", who=who,
                  table=table)
    return f"{k} {who}".strip()
