"""The app's landing page: one card per game, with a picture of its cards, its players, its idea and its length.

Everything on the page comes from the game modules (``TITLE``, ``PLAYER_COUNTS``, ``SUMMARY``, a seeded deal), so a
sixth game appears here by being added to ``cardrules.GAMES``. The length is measured, not guessed: the game's own
heuristic bots played a few seeded games under the write-up's rules when the package was built (``make studies``), and
the page reports the median number of deals and moves. Links are relative (``tablanette.ipynb``), which Voila
resolves to the game's page and JupyterLab to the notebook.
"""

from __future__ import annotations

import html
from typing import Any

from cardrules.i18n import game_title, t, t_or, use_page_language, with_language
from cardrules.render import HTML, STYLE, _row

LANDING_STYLE = """<style>
.cr-landing{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:14px;margin:8px 0}
.cr-game-card{border:1px solid #cfcabb;border-radius:12px;padding:12px 14px;background:#fffdf7;
 box-shadow:0 1px 3px rgba(0,0,0,.12)}
.cr-game-card h3{margin:0 0 6px;font-size:19px}.cr-game-card h3 a{color:#1f6b45;text-decoration:none}
.cr-game-card .cr-felt{padding:8px 10px;margin:6px 0}
.cr-game-card p{margin:4px 0;font-size:14px;line-height:1.35}
.cr-game-card .cr-meta{color:#555;font-size:13px}
.cr-game-card a.cr-open{display:inline-block;margin-top:6px;padding:5px 12px;border-radius:6px;background:#1f6b45;
 color:#fff;text-decoration:none;font-weight:600}
</style>"""


def hand_picture(game: Any, *, seed: int = 7, cards: int = 7) -> str:
    """A fan of up to ``cards`` cards from South's hand in a seeded deal: what this game's cards look like."""
    view = game.new_game(seed=seed).view(0)
    hands = [z for z in view.zones if z.owner == 0 and z.cards and None not in z.cards]
    zone = hands[0] if hands else max(view.zones, key=lambda z: sum(c is not None for c in z.cards))
    shown = tuple(sorted(c for c in zone.cards if c is not None))[:cards]
    return f'<div class="cr-felt">{_row(shown, fan=True)}</div>'


def game_length(name: str) -> tuple[int, int] | None:
    """Median (deals, moves) of the game under the write-up's rules, over the seeded games of its bots that
    ``make studies`` played and stored (:func:`cardrules.studies.game_length`): nothing is played per visit. None for
    a game not stored yet: its card then says nothing of its length."""
    from cardrules.studies import game_length as stored

    return stored(name)


def _players(counts: tuple[int, ...]) -> str:
    """``3–10`` for a run of counts, ``2, 3, 4 or 6`` otherwise."""
    if len(counts) > 2 and list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}–{counts[-1]}"
    if len(counts) == 1:
        return str(counts[0])
    return t("list.sep").join(map(str, counts[:-1])) + t("landing.or", n=counts[-1])


def game_card(name: str) -> str:
    """One game's card on the landing page (HTML, without the style sheet)."""
    from cardrules import GAMES
    from cardrules.share import page_link
    from cardrules.studies import length_games

    game: Any = GAMES[name]
    stored = game_length(name)
    title = html.escape(game_title(game))
    link = html.escape(page_link(with_language(f"{name}.ipynb")))
    length = ""
    if stored is not None:
        deals, moves = stored
        rounded = round(moves, -1) if moves < 100 else round(moves / 50) * 50  # a length to read, not a measurement
        said = t("landing.length.one" if deals == 1 else "landing.length.other", deals=deals, moves=rounded,
                 players=game.Rules().players, games=length_games(name))
        length = f'{t("landing.stop")} <b>{t("landing.length")}</b> {html.escape(said)}'
    return (f'<div class="cr-game-card" data-game="{html.escape(name)}"><h3><a href="{link}">{title}</a></h3>'
            f"{hand_picture(game)}"
            f"<p>{html.escape(t_or(f'{name}.summary', game.SUMMARY))}</p>"
            f'<p class="cr-meta"><b>{t("landing.players")}</b> {_players(tuple(game.PLAYER_COUNTS))}{length}</p>'
            f'<a class="cr-open" href="{link}">{html.escape(t("landing.open", title=title))}</a></div>')



def games_overview() -> HTML:
    """Every game of ``cardrules.GAMES`` as a grid of cards linking to their pages, in the page's language
    (``?lang=ja``; the page shows its switch with ``cardrules.lessons.language_links("index")``)."""
    from cardrules import GAMES

    use_page_language()
    cards = "".join(game_card(name) for name in GAMES)
    return HTML(STYLE + LANDING_STYLE + f'<div class="cr-view cr-landing">{cards}</div>')


JOIN_STYLE = """<style>
.cr-join-room{margin:14px 0;padding:10px 14px;border:1px solid #c9d3cc;border-radius:8px;background:#f6faf7;
  display:flex;flex-wrap:wrap;gap:8px;align-items:center;font-size:16px}
.cr-join-room input[name=room]{font:600 18px ui-monospace,Menlo,Consolas,monospace;width:9.5em;padding:4px 6px}
.cr-join-room button{font:inherit;font-weight:600;padding:4px 14px;border-radius:6px;border:1px solid #1f6b45;
  background:#1f6b45;color:#fff;cursor:pointer}
</style>"""


def join_room_box() -> HTML:
    """The landing page's "Join a room" box: a pupil types the code the teacher shows and goes to the room's page
    (``room.ipynb?room=<code>``, which reads it strictly). A plain form, no kernel: the landing page stays as fast.
    Not on the static site, which has no server to hold rooms."""
    from cardrules.rooms import ALPHABET, shown
    from cardrules.rooms.codes import LENGTH
    from cardrules.share import static_site

    use_page_language()
    if static_site():
        return HTML("")
    action = html.escape(with_language("room.ipynb").split("?")[0])
    lang = with_language("room.ipynb").partition("?")[2]
    hidden = "".join(f'<input type="hidden" name="{html.escape(k)}" value="{html.escape(v)}">'
                     for k, _, v in (p.partition("=") for p in lang.split("&") if p))
    return HTML(JOIN_STYLE + f'<form class="cr-join-room" action="{action}" method="get">'
                f'<b>{html.escape(t("landing.join_room"))}</b>'
                f'<label>{html.escape(t("landing.join_room_help"))} '
                f'<input name="room" autocomplete="off" spellcheck="false" maxlength="{4 * LENGTH}" '
                f'placeholder="{html.escape(shown(ALPHABET[:LENGTH]))}"></label>{hidden}'
                f'<button type="submit">{html.escape(t("landing.join_room"))}</button></form>')
