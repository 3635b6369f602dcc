"""The lessons' prose in the reader's language: each game notebook's explanations are messages of the catalogues
(``<game>.lesson.<key>`` in :mod:`cardrules.i18n`), so the page opened as ``tablanette.ipynb?lang=ja`` teaches in
Japanese, and one notebook per game serves every language.

A notebook starts with :func:`language_links` (which also takes the language from the page's address) and shows each
explanation with :func:`prose`.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import Any

from cardrules.i18n import CATALOGUES, DEFAULT, LANGUAGES, get_language, t, with_language


class Markdown:
    """Markdown that Jupyter and Voila render (what ``prose`` returns), without importing IPython."""

    def __init__(self, text: str) -> None:
        self.text = text

    def _repr_markdown_(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text


SECTIONS = ("glance", "learn", "practice", "play", "house-rules")
"""The sections of a game page the contents bar lists, in its order (each an anchor on the page, ``#practice``),
before the link to the game's full rules."""

SECTION_STARTS: dict[str, dict[str, str]] = {
    "tablanette": {"the_deal": "learn", "house_rules": "house-rules", "practice": "practice", "play": "play"},
    "spoil_five": {"order": "learn", "house_rules": "house-rules", "practice": "practice", "play": "play"},
    "packs": {"players_and_cards": "learn", "practice": "practice", "play": "play"},
    "dudak": {"cards_and_deal": "learn", "house_rules": "house-rules", "practice": "practice", "play": "play"},
    "nine_peak": {"cards": "learn", "house_rules": "house-rules", "practice": "practice", "play": "play"},
}
"""Where each section of a game page starts: the lesson's prose that opens it (:func:`prose` puts the section's
anchor before it); "glance" is the rules-at-a-glance box (:func:`glance`). Packs' page has no house-rules section
(its house rules are shown where the lesson meets them, and the table's form lists them all)."""

RULES_PAGE = "rules.ipynb"
"""The app's page of every game's full rules (``rules.ipynb?game=nine_peak`` shows one, :mod:`cardrules.rules_page`)."""


def rules_link(game: str, lang: str | None = None) -> str:
    """The address of ``game``'s full rules in the app, in ``lang`` (default: the current language)."""
    from cardrules.share import page_link

    return page_link(with_language(f"{RULES_PAGE}?game={game}", lang))


def anchor(section: str) -> str:
    """The HTML anchor a section of a page starts at (the contents bar's links and deep links land on it)."""
    return f'<span class="cr-anchor" id="{html.escape(section)}"></span>'


class LanguageLinks:
    """The page's header: a link back to the landing page, the contents of a game page (its sections and its full
    rules, :data:`SECTIONS`), and the language switch (the current language in bold, a link to this page in each
    other one). The page's template keeps it in sight while the reader scrolls."""

    def __init__(self, page: str) -> None:
        self.page = page

    def _links(self) -> str:
        from cardrules.share import page_link

        links = []
        for lang in LANGUAGES:
            name = html.escape(CATALOGUES[lang]["language.name"])
            if lang == get_language():
                links.append(f"<b>{name}</b>")
            else:
                href = page_link(with_language(self.page, lang))
                links.append(f'<a href="{html.escape(href)}">{name}</a>')
        return f'<span class="cr-lang-links">{" | ".join(links)}</span>'

    def _repr_html_(self) -> str:
        from cardrules.share import page_link

        game = self.page.removesuffix(".ipynb")
        parts = []
        if game != "index":
            home = html.escape(page_link(with_language("index.ipynb")))
            parts.append(f'<a class="cr-home" href="{home}">{html.escape(t("nav.home"))}</a>')
        if game in SECTION_STARTS:
            present = {"glance", *SECTION_STARTS[game].values()}
            items = [f'<li><a href="#{s}">{html.escape(t("nav." + s))}</a></li>' for s in SECTIONS if s in present]
            items.append(f'<li><a href="{html.escape(rules_link(game))}">{html.escape(t("nav.rules"))}</a></li>')
            parts.append(f'<ul class="cr-contents">{"".join(items)}</ul>')
        parts.append(self._links())
        return (NAV_STYLE + f'<nav class="cr-nav" aria-label="{html.escape(t("nav.label"))}">'
                + "".join(parts) + "</nav>")

    def __repr__(self) -> str:
        return " | ".join(CATALOGUES[lang]["language.name"] for lang in LANGUAGES)


NAV_STYLE = """<style>
.cr-nav{display:flex;flex-wrap:wrap;align-items:center;gap:4px 14px;padding:6px 10px;background:#f7f5ee;
 border-bottom:2px solid #14532d;font:15px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif}
.cr-nav a{color:#14532d;font-weight:600}
.cr-nav .cr-home{margin-right:6px}
.cr-nav .cr-contents{display:flex;flex-wrap:wrap;gap:2px 12px;list-style:none;margin:0;padding:0}
.cr-nav .cr-lang-links{margin-left:auto}
.cr-anchor{display:block;position:relative;scroll-margin-top:64px}
</style>"""
"""The header's look (the template makes the cell holding it sticky at the top of the window)."""


def language_links(game: str) -> LanguageLinks:
    """The page's first cell: show the page's header (:class:`LanguageLinks`: the way back to the landing page, a
    game page's contents, the switch to the other languages, links to ``<game>.ipynb`` in each so the choice is
    kept in the address) and set the page's language from its address (``?lang=ja``, under Voila).

    In a preheated Voila kernel the address is not known yet: the page is then computed in the default language
    and switched to the visitor's when they arrive (:func:`cardrules.page.start`), without waiting for them."""
    from cardrules import page

    return page.start(LanguageLinks(f"{game}.ipynb"))


_LAB_LINK = re.compile(r"\[([^\]]+)\]\(house_rules_lab\.ipynb[^)]*\)")
"""A link to the house-rules lab in a lesson's prose."""


def prose(game: str, key: str) -> Markdown:
    """The explanation ``key`` of ``game``'s lesson, as Markdown in the current language. On the static site its
    links name the pages there (``.html``), and a link to the lab, which is not there, becomes its name and a
    sentence saying where it is."""
    from cardrules.share import page_link, static_site

    text = t(f"{game}.lesson.{key}")
    if static_site():
        text = page_link(_LAB_LINK.sub(lambda m: m.group(1) + t("site.lab_on_server"), text))
    section = SECTION_STARTS.get(game, {}).get(key)
    return Markdown(join_cjk_lines(text)) if section is None else Section(join_cjk_lines(text), section)


class Section(Markdown):
    """The prose that opens a section of a page (:data:`SECTION_STARTS`): its Markdown rendered (as Voila renders
    it, :func:`cardrules.page.markdown_html`) after the section's anchor."""

    def __init__(self, text: str, section: str) -> None:
        super().__init__(text)
        self.section = section

    def _repr_html_(self) -> str:
        from cardrules.page import markdown_html

        return anchor(self.section) + markdown_html(self.text)


_BLOCK_START = re.compile(r"\s*(?:[#>|*+-]|\d+[.)]|$)")
"""A line that starts a Markdown block (a heading, a list item, a quote, a table row) or is blank."""


def _cjk(ch: str) -> bool:
    return "\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef"


def join_cjk_lines(text: str) -> str:
    """``text`` with the line breaks inside a Japanese sentence removed. The catalogues wrap long prose over several
    lines; Markdown turns each break into a space, which English wants between words and Japanese never does (the
    page read 「ディール）、 ボット」). A break after a Japanese character is joined unless the next line starts a
    block (a heading, a list item, a table row, a blank line) or the line is a heading or a table row."""
    lines = text.split("\n")
    out = [lines[0]]
    for line in lines[1:]:
        prev = out[-1]
        if prev and _cjk(prev[-1]) and not _BLOCK_START.match(line) and not prev.lstrip().startswith(("#", "|")):
            out[-1] = prev + line.lstrip()
        else:
            out.append(line)
    return "\n".join(out)


# ------------------------------------------------------------------------------------------ worked examples and deals
# What a lesson shows is the output alone (the served page strips the code), so every piece below draws positions
# and words moves for a newcomer; its plain-text form (what nbval compares) is the same lesson in words.
class Lesson:
    """An HTML piece of a lesson with a readable plain-text twin."""

    def __init__(self, html_text: str, plain: str) -> None:
        self.html = html_text
        self.plain = plain

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.plain


def narrated(state: Any, since: int = 0, until: int | None = None, *, spectator: bool = False) -> list[str]:
    """The sentences of the events ``since``..``until``, every card named (as the open-hands drawings show them;
    ``spectator``: as a spectator at the table reads them, hidden cards unnamed), with the end of a one-deal example
    worded as a lesson says it (:func:`one_deal_over`)."""
    game = state.MODULE
    narrate, game_end, deal_scored = game.narrate, game.GAME_END, game.DEAL_SCORED
    events = state.events
    lines = []
    for i in range(len(events))[since:until]:
        e = events[i]
        over = None
        # the deal's own end (Spoil Five says why the game ended; elsewhere the deal's score comes just before),
        # never a game won in the middle of a deal (a tablanette reaching the target)
        if e.kind == game_end and (e.get("reason") == "single" or (i and events[i - 1].kind in deal_scored)):
            over = one_deal_over(state)
        lines.append(over if over is not None else narrate(e.masked_for(None) if spectator else e, state.names))
    return lines


def one_deal_over(state: Any) -> str | None:
    """How a lesson ends an example played under the one-deal rules (``Rules.single_deal``), or None when it is not
    one: the engine ends such a game after its one deal and says "Game over: South wins", but an example of a deal
    decides no game. The game's message ``<game>.example.one_deal_over`` says that the deal is over and what a whole
    game does next (its ``{target}``: the rules' winning score, where the game has one); a game without that message
    keeps the engine's sentence."""
    key = f"{state.GAME}.example.one_deal_over"
    if not getattr(state.rules, "single_deal", False) or key not in CATALOGUES[DEFAULT]:
        return None
    rules = state.rules
    return t(key, deal=state.deal, target=getattr(rules, "goal", None) or getattr(rules, "target", ""),
             deals=getattr(rules, "deals", ""))


def example(before: Any, moves: Any, *, seat: int | None = None) -> Lesson:
    """A worked example: the position before (every hand face up unless ``seat`` is given), each move in words, the
    position after, and the engine's narration of what happened. ``moves``: a move, its notation, or several
    (a list, or notations separated by commas)."""
    from cardrules.render import STYLE, table_html

    items = [m.strip() for m in moves.split(",")] if isinstance(moves, str) else (
        list(moves) if isinstance(moves, (list, tuple)) else [moves])
    state = before
    steps: list[tuple[str, list[str]]] = []
    for m in items:
        move = state._parse_move(m) if isinstance(m, str) else m
        nxt = state.play(move)
        steps.append((_move_words(state, move), narrated(nxt, len(state.events))))
        state = nxt
    open_hands = seat is None
    parts = [STYLE, '<div class="cr-lesson">', f'<div class="cr-lesson-h">{html.escape(t("lesson.before"))}</div>',
             table_html(before.view(seat, open_hands=open_hands))]
    plain = []
    for words, lines in steps:
        parts.append(f'<div class="cr-lesson-move">→ <b>{html.escape(words)}</b></div>')
        if lines:
            parts.append('<ul class="cr-lesson-said">' + "".join(f"<li>{html.escape(x)}</li>" for x in lines) + "</ul>")
        plain.append(f"→ {words}")
        plain.extend(f"  {x}" for x in lines)
    parts += [f'<div class="cr-lesson-h">{html.escape(t("lesson.after"))}</div>',
              table_html(state.view(seat, open_hands=open_hands)), "</div>"]
    return Lesson("".join(parts), "\n".join(plain))


def _move_words(state: Any, move: Any) -> str:
    """Who makes the move and what it does, in the reader's language."""
    seat = state.to_move
    who = state.names[seat] if seat is not None else ""
    return t("lesson.move", name=who, move=move.label) if who else str(move.label)


def position(state: Any, *, seat: int | None = None) -> Lesson:
    """A position drawn as a lesson shows it (every hand face up unless ``seat`` is given), with whose turn it is."""
    from cardrules.protocol import say
    from cardrules.render import STYLE, table_html

    view = state.view(seat, open_hands=seat is None)
    status = say(view.status)
    body = (STYLE + '<div class="cr-lesson">' + table_html(view)
            + f'<div class="cr-status">{html.escape(status)}</div></div>')
    return Lesson(body, status)


def glance(game: str) -> Lesson:
    """The box under the page's title and introduction, the rules at a glance: the message ``<game>.lesson.glance``
    holds one point a line (the first line is the box's title)."""
    lines = [x.strip() for x in t(f"{game}.lesson.glance").splitlines() if x.strip()]
    title, points = lines[0], lines[1:]
    items = "".join(f"<li>{html.escape(p)}</li>" for p in points)
    box = (anchor("glance") + '<div class="cr-glance" style="border:2px solid #14532d;border-radius:8px;'
           f'padding:8px 14px;background:#f0fdf4;max-width:60em"><b>{html.escape(title)}</b><ul>{items}</ul></div>')
    return Lesson(box, "\n".join([title] + [f"- {p}" for p in points]))


# A figure: an integer or a decimal, signed or not, perhaps a percentage ("+3", "−1", "12.5%", "1,024").
_FIGURE = re.compile(r"[+\-−]?\d[\d,]*(\.\d+)?\s?%?")


def _is_figure(cell: Any) -> bool:
    from cardrules.protocol import say

    if isinstance(cell, bool):
        return False
    return isinstance(cell, (int, float)) or bool(_FIGURE.fullmatch(say(cell).strip()))


def column_aligns(rows: Sequence[Sequence[Any]], width: int) -> list[str]:
    """How each column of a lesson table reads: ``"right"`` for a column of figures (blank cells aside), so that
    they line up by their units, else ``"left"``, as words read (a notebook right-aligns every cell by default)."""
    from cardrules.protocol import say

    aligns = []
    for j in range(width):
        cells = [r[j] for r in rows if j < len(r) and say(r[j]).strip()]
        aligns.append("right" if cells and all(_is_figure(c) for c in cells) else "left")
    return aligns


def html_table(rows: Sequence[Sequence[Any]], header: Sequence[str]) -> Lesson:
    """A small table of a lesson with headings in the reader's language (the caller words them): words read from
    the left, columns of figures from the right (:func:`column_aligns`), each heading over its column."""
    from cardrules.protocol import say

    aligns = column_aligns(rows, max([len(header), *(len(r) for r in rows)]))

    def style(j: int) -> str:
        return f' style="text-align:{aligns[j]};padding:3px 10px"'

    head = "".join(f"<th{style(j)}>{html.escape(h)}</th>" for j, h in enumerate(header))
    body = "".join("<tr>" + "".join(f"<td{style(j)}>{html.escape(say(c))}</td>" for j, c in enumerate(r)) + "</tr>"
                   for r in rows)
    plain = "\n".join(" | ".join(say(c) for c in r) for r in [header, *rows])
    return Lesson(f'<table class="cr-lesson-table"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>',
                  plain)


def frame(df: Any) -> Lesson:
    """A pandas DataFrame as a lesson table (its headings as the caller translated them), aligned as
    :func:`html_table` aligns: its index is the first column where it names the rows (not a bare 0, 1, 2 ...)."""
    import pandas as pd

    named = not isinstance(df.index, pd.RangeIndex)
    levels = list(df.index.names) if named else []  # a MultiIndex (deal, item) gives one column a level
    header = [str(n or "") for n in levels] + [str(c) for c in df.columns]
    rows = []
    for idx, values in zip(df.index, df.itertuples(index=False)):
        keys = (idx if isinstance(idx, tuple) else (idx,)) if named else ()
        rows.append(tuple(keys) + tuple(values))
    return Lesson(html_table(rows, header).html, df.to_string())
