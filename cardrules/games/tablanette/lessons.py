"""What Tablanette's lesson page draws besides positions: the values table, the narration of a few events, the score
of a deal explained line by line, the targets, the house rules with their choices by label. None of it is a rule
(the rules are in ``rules.py``); every heading and sentence is a message of ``text_<lang>.py``, worded when shown."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Sequence

from cardrules.cards import RANKS, Card
from cardrules.events import Reason
from cardrules.games.tablanette.rules import (
    _PIPS,
    HONOURS,
    PARLETT_POINTS,
    TEN_OF_DIAMONDS,
    TWO_OF_CLUBS,
    Rules,
    State,
    special_jack,
)
from cardrules.i18n import t
from cardrules.lessons import Lesson, html_table, narrated, one_deal_over
from cardrules.protocol import Text, say


def values_table(rules: Rules | None = None) -> Lesson:
    """Each rank and the value it has in a sum (the Jack as the rules make it)."""
    rules = rules or Rules()
    rows = []
    for rank in reversed(RANKS):
        if rank == "A":
            value = t("tablanette.page.value.ace")
        elif special_jack(rank, rules.jack_is_twelve):
            value = t("tablanette.page.value.jack")
        else:
            value = str(_PIPS.get(rank, 12))
        rows.append((t(f"tablanette.page.rank.{rank}"), value))
    return html_table(rows, [t("tablanette.page.head.card"), t("tablanette.page.head.value")])


def told(state: State, since: int = 0) -> Lesson:
    """The narration of the events after the first ``since``, as a short list in the reader's language."""
    lines = narrated(state, since)
    body = "".join(f"<li>{html.escape(x)}</li>" for x in lines)
    return Lesson(f'<ul class="cr-lesson-said">{body}</ul>', "\n".join(lines))


def sentence(text: Reason | str) -> Lesson:
    """One sentence the engine said (a refusal, a count), shown as a line of the lesson in the reader's language."""
    said = str(text)
    return Lesson(f'<p class="cr-lesson-line">{html.escape(said)}</p>', said)


def captures_table(state: State, card: Card) -> Lesson:
    """Every legal play of ``card`` on this table, in words."""
    rows = [(m.label,) for m in state.captures(card)]
    return html_table(rows, [t("tablanette.page.head.legal", card=card.unicode)])


def score_explained(state: State, deal: int | None = None) -> Lesson:
    """The score of one deal, line by line: each item, who scored it, its points, and why (the cards that earned it)."""
    deal = deal or state.deal
    owners = state.owner_names
    piles = [tuple(c for s in team for c in state.captured[s]) for team in state.rules.teams]
    rows: list[tuple[str, str, int | str, str]] = []
    for line in state.score_lines:
        if line.deal != deal:
            continue
        rows.append((t(f"tablanette.score.{line.item}"), owners[line.owner], line.points,
                     _why(line.item, piles[line.owner], piles, state)))
    scored = any(e.kind == "deal_scored" and e.deal == deal for e in state.events)
    if scored and state.rules.most_cards_bonus and not any(
            line.deal == deal and line.item == "most_cards" for line in state.score_lines):
        rows.append((t("tablanette.score.most_cards"), t("tablanette.page.nobody"), 0,
                     t("tablanette.page.why.most_cards_tie", counts=say(tuple(len(p) for p in piles)))))
    total = [0] * len(owners)
    for line in state.score_lines:
        if line.deal == deal:
            total[line.owner] += line.points
    rows.append((t("score.total"), say(tuple(f"{o} {p}" for o, p in zip(owners, total))), "", ""))
    head = [t("tablanette.page.head.item"), t("tablanette.page.head.who"), t("tablanette.page.head.points"),
            t("tablanette.page.head.why")]
    return html_table(rows, head)


def _why(item: str, pile: Sequence[Card], piles: Sequence[Sequence[Card]], state: State) -> str:
    if item == "honours":
        return say(tuple(sorted((c for c in pile if c.rank in HONOURS), reverse=True)))
    if item == "ten_of_diamonds":
        return TEN_OF_DIAMONDS.unicode
    if item == "two_of_clubs":
        return TWO_OF_CLUBS.unicode
    if item == "card_points_parlett":
        return say(tuple(sorted((c for c in pile if c.rank in PARLETT_POINTS), reverse=True)))
    if item == "most_cards":
        return t("tablanette.page.why.most_cards", counts=say(tuple(len(p) for p in piles)))
    if item == "tablanettes":
        return t("tablanette.page.why.tablanettes")
    return ""


def targets_table() -> Lesson:
    """The score that wins, for each kind of table (worked out by ``Rules.goal``)."""
    cases = [(t("tablanette.page.target.two"), Rules()), (t("tablanette.page.target.three"), Rules(players=3)),
             (t("tablanette.page.target.four_alone"), Rules(players=4)),
             (t("tablanette.page.target.four_partners"), Rules(players=4, partnership=True))]
    return html_table([(label, rules.goal) for label, rules in cases],
                      [t("tablanette.page.head.players"), t("tablanette.page.head.target")])


def house_rules_table() -> Lesson:
    """Each house rule: its label, its help, and its choices by their labels (the form's dropdowns)."""
    rows = []
    for spec in Rules.spec():
        name = spec["name"]
        options: Iterable[str] = spec.get("options", ())
        choices = t("list.semi").join(t(f"tablanette.rules.{name}.option.{o}") for o in options)
        rows.append((Rules.label(name), Rules.help(name), choices))
    return html_table(rows, [t("tablanette.page.head.rule"), t("tablanette.page.head.meaning"),
                             t("tablanette.page.head.choices")])


def first_seed_with(kind: str, rules: Rules | None = None, start: int = 1) -> int:
    """The first seed from ``start`` whose first deal has an event of ``kind`` at the deal (a Jack buried...)."""
    from cardrules.games.tablanette.rules import new_game

    seed = start
    while not any(e.kind == kind for e in new_game(rules or Rules(), seed=seed).events):
        seed += 1
    return seed


def replay(state: State, height: int = 760) -> Lesson:
    """A finished game to step through (First, Back, Forward, Last, or the arrow keys), every hand face up: the static
    replay of :mod:`cardrules.replay` framed in the page, in the reader's language."""
    from cardrules.replay import replay_html

    page = _one_deal_ending(state, replay_html(state, seat=None, open_hands=True, start=0))  # Forward from the cut
    # the frame is named as the replay's own page is (a screen reader announces a frame by its title)
    name = html.escape(t("replay.title", game=t("tablanette.title")), quote=True)
    frame = (f'<iframe class="cr-lesson-replay" title="{name}" srcdoc="{html.escape(page, quote=True)}" '
             f'style="width:100%;height:{height}px;border:1px solid #ccc;border-radius:6px"></iframe>')
    lines = narrated(state)
    return Lesson(frame, t("tablanette.page.replay_plain", moves=len(state.history), last=lines[-1]))


_REPLAY_DATA = re.compile(r'(<script type="application/json" id="cr-data">)(.*?)(</script>)', re.S)


def _one_deal_ending(state: State, page: str) -> str:
    """The replay of a one-deal example, ending as the lesson ends it: the engine's last line and status say "Game
    over: South wins" (the one-deal rules end the game), which a deal does not decide; they become the end of the
    deal (:func:`cardrules.lessons.one_deal_over`) and its scores. Other games are left as they are."""
    if one_deal_over(state) is None or state.winners is None:
        return page
    found = _REPLAY_DATA.search(page)
    if found is None:
        return page
    data = json.loads(found.group(2).replace("<\\!--", "<!--"))
    if data["lines"] == state.narration(None):  # the spectator's narration, line for line
        data["lines"] = narrated(state, spectator=True)
    over = say(state.status)
    scores = say(tuple(Text("result.score", owner=o, score=p) for o, p in zip(state.owner_names, state.points)))
    data["status"] = [t("tablanette.page.one_deal_status", deal=state.deal, scores=scores) if s == over else s
                      for s in data["status"]]
    payload = (json.dumps(data, ensure_ascii=True, separators=(",", ":")).replace("</", "<\\/")
               .replace("<!--", "<\\!--"))
    return page[:found.start(2)] + payload + page[found.end(2):]
