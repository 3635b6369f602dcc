"""Each game's full rules as a page of the app, in the reader's language: ``rules.ipynb?game=nine_peak``.

The rules are written once, for readers, in ``docs/rules/<game>.md`` and its Japanese twin ``<game>.ja.md`` (every
game has both; a language without its own file would get the English text). ``make studies``
(``python -m cardrules.page``) renders them as Voila renders Markdown into :data:`RULES_FILE`, so the page's kernel
neither reads the repository's documents nor imports nbconvert; tests/app/test_voila_settings_and_template.py keeps that
copy equal to a fresh rendering. On the page each game is one section in every language; the page's template shows the
one the address asks for (``?game=``, ``?lang=``), as it shows the lessons' languages.

In the rendered text the line that links to the other language's file is left out (the page has its own language
switch), a lesson page named by its file (`` `notebooks/dudak.ipynb` ``) becomes a link to that page, and every
heading's anchor is prefixed with the game's name (the five games' headings are on one page).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

from cardrules.i18n import DEFAULT, LANGUAGES, game_title, get_language, language, t, with_language

RULES_FILE = "data/rules.json"
"""Every game's rules rendered to HTML in every language, relative to the package."""

DOCS = Path(__file__).resolve().parents[1] / "docs" / "rules"
"""Where the rules are written (in the repository, not in the installed package)."""

_OTHER_LANGUAGE = re.compile(r"^\*?[^\n]*\]\([a-z_]+(\.[a-z]+)?\.md\)\*?\n", re.M)
_LESSON_FILE = re.compile(r"`notebooks/([a-z_]+)\.ipynb`")
_ANCHOR = re.compile(r'(id="|href="#)([^"]*)"')


def source(game: str, lang: str) -> str:
    """The Markdown of ``game``'s rules in ``lang``: ``docs/rules/<game>.<lang>.md``, or the English file when
    there is none in that language."""
    own = DOCS / (f"{game}.md" if lang == DEFAULT else f"{game}.{lang}.md")
    return (own if own.exists() else DOCS / f"{game}.md").read_text(encoding="utf-8")


def page_markdown(game: str, lang: str) -> str:
    """The rules as the page shows them (see the module's description), still Markdown."""
    from cardrules import GAMES

    text = _OTHER_LANGUAGE.sub("", source(game, lang), count=1)
    with language(lang):
        return _LESSON_FILE.sub(
            lambda m: f"[{t('rules.game_page', game=game_title(GAMES[m[1]]))}]({with_language(m[1] + '.ipynb')})",
            text)


def rules_json() -> str:
    """The contents of :data:`RULES_FILE`."""
    from cardrules import GAMES
    from cardrules.page import _render_markdown

    def anchors(game: str, text: str) -> str:  # a heading's anchor and the links to it, named after the game
        return _ANCHOR.sub(lambda m: f'{m[1]}{game}-{m[2]}"', text)

    out = {game: {lang: anchors(game, _render_markdown(page_markdown(game, lang))) for lang in LANGUAGES}
           for game in GAMES}
    return json.dumps(out, ensure_ascii=False, indent=0, sort_keys=True) + "\n"


_rendered: dict[str, dict[str, str]] | None = None


def rendered(game: str, lang: str) -> str:
    """``game``'s rules in ``lang`` as HTML (from :data:`RULES_FILE`)."""
    global _rendered
    if _rendered is None:
        _rendered = json.loads((Path(__file__).parent / RULES_FILE).read_text(encoding="utf-8"))
    return _rendered[game][lang]


class FullRules:
    """The rules page's body in the current language: a section per game (``cr-rules-<game>``, anchor ``#<game>``),
    each opening with a link to the game's lesson page."""

    def _repr_html_(self) -> str:
        from cardrules import GAMES
        from cardrules.share import page_link

        lang = get_language()
        parts = [f'<h1>{html.escape(t("rules.page_title"))}</h1>'
                 f'<p class="cr-rules-intro">{html.escape(t("rules.page_intro"))}</p><ul class="cr-rules-games">']
        for game in GAMES:
            href = html.escape(page_link(with_language(f"rules.ipynb?game={game}")))
            parts.append(f'<li><a href="{href}">{html.escape(game_title(GAMES[game]))}</a></li>')
        parts.append("</ul>")
        for game, module in GAMES.items():
            lesson = html.escape(page_link(with_language(f"{game}.ipynb")))
            title = game_title(module)
            parts.append(
                f'<section class="cr-rules cr-rules-{game}" id="{game}">'
                f'<p class="cr-rules-lesson"><a href="{lesson}">{html.escape(t("rules.lesson", game=title))}</a></p>'
                f"{page_link(rendered(game, lang))}</section>")
        return "".join(parts)

    def __repr__(self) -> str:
        from cardrules import GAMES

        return "\n".join([t("rules.page_title"), *(game_title(m) for m in GAMES.values())])


def full_rules() -> Any:
    """The rules page's body (:class:`FullRules`)."""
    return FullRules()
