"""Cards named in the reader's language (a screen reader's name and the tooltip: "Queen of spades", "スペードのQ"),
at the table after a language switch too; and the marks on the cards mean one thing each (the cards a hand may play,
the card winning the trick, the cards picked)."""

from __future__ import annotations

import re

from cardrules.cards import Card
from cardrules.i18n import language, t
from cardrules.render import STYLE, card_html


def test_a_card_drawn_has_its_name_in_the_readers_language() -> None:
    queen = Card.parse("QS")
    assert 'aria-label="Queen of spades"' in card_html(queen) and 'role="img"' in card_html(queen)
    with language("ja"):
        assert f'aria-label="{queen.name}"' in card_html(queen) and queen.name != "Queen of spades"
        assert f'aria-label="{t("render.face_down")}"' in card_html(None)


def test_the_tables_card_buttons_are_named_in_the_language_switched_to() -> None:
    from cardrules.widgets import GameTable

    table = GameTable("spoil_five", seed=4, from_url=False)
    buttons = list(table._buttons.values())
    assert buttons and all(b.tooltip == Card.parse(_code(b.description)).name for b in buttons)
    table.set_language("ja")
    try:
        shown = [b for b in table._buttons.values() if b._dom_classes]
        with language("ja"):
            assert shown and all(b.tooltip == Card.parse(_code(b.description)).name for b in shown)
            assert not any(" of " in b.tooltip for b in shown)
    finally:
        table.set_language("en")


def _code(description: str) -> str:
    """``Q♠`` as a card's code (``QS``)."""
    suits = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
    return description[:-1] + suits[description[-1]]


def _rule(selector: str) -> str:
    found = re.search(re.escape(selector) + r"\{([^}]*)\}", STYLE)
    assert found, selector
    return found.group(1)


def test_each_mark_on_a_card_means_one_thing() -> None:
    """A hand's marked cards (may be played, just drawn) and the card winning the trick look different, and neither
    looks like a card picked at the table."""
    hand = _rule('.cr-zone[data-zone^="hand/"] .cr-card.cr-hl')
    winning = _rule(".cr-card.cr-hl")
    picked = _rule(".widget-button.cr-card-btn.cr-picked")
    colours = [set(re.findall(r"#[0-9a-f]{6}", rule)) for rule in (hand, winning, picked)]
    assert all(colours) and not (colours[0] & colours[1]) and not (colours[1] & colours[2])
    assert not (colours[0] & colours[2])
