"""The lessons' prose in the reader's language: each game notebook's explanations are messages of the catalogues
(``<game>.lesson.<key>`` in :mod:`cardrules.i18n`), so the page opened as ``tablanette.ipynb?lang=ja`` teaches in
Japanese, and one notebook per game serves every language.

A notebook starts with :func:`language_links` (which also takes the language from the page's address) and shows each
explanation with :func:`prose`.
"""

from __future__ import annotations

import html

from cardrules.i18n import CATALOGUES, LANGUAGES, get_language, t, use_page_language, with_language


class Markdown:
    """Markdown that Jupyter and Voila render (what ``prose`` returns), without importing IPython."""

    def __init__(self, text: str) -> None:
        self.text = text

    def _repr_markdown_(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text


class LanguageLinks:
    """The page's language switch: the current language in bold, a link to this page in each other one."""

    def __init__(self, page: str) -> None:
        self.page = page

    def _repr_html_(self) -> str:
        links = []
        for lang in LANGUAGES:
            name = html.escape(CATALOGUES[lang]["language.name"])
            if lang == get_language():
                links.append(f"<b>{name}</b>")
            else:
                links.append(f'<a href="{html.escape(with_language(self.page, lang))}">{name}</a>')
        return f'<p class="cr-lang-links">{" | ".join(links)}</p>'

    def __repr__(self) -> str:
        return " | ".join(CATALOGUES[lang]["language.name"] for lang in LANGUAGES)


def language_links(game: str) -> LanguageLinks:
    """Take the language from the page's address (``?lang=ja``, under Voila) and show the switch to the other
    languages: links to ``<game>.ipynb`` in each, so the choice is kept in the address."""
    use_page_language()
    return LanguageLinks(f"{game}.ipynb")


def prose(game: str, key: str) -> Markdown:
    """The explanation ``key`` of ``game``'s lesson, as Markdown in the current language."""
    return Markdown(t(f"{game}.lesson.{key}"))
