"""Every house rule of Tablanette, Spoil Five and Packs has a short English label of its own (the form showed the
field's name spaced out, "Void may discard"), and the lessons that name a house rule quote its label."""

from __future__ import annotations

import pytest

from cardrules import GAMES
from cardrules.i18n import CATALOGUES, language, t


@pytest.mark.parametrize("game", list(GAMES))
def test_every_rules_field_has_a_short_label_in_both_languages(game: str) -> None:
    rules = GAMES[game].Rules
    for spec in rules.spec():
        name = spec["name"]
        english = CATALOGUES["en"].get(f"{game}.rules.{name}.label")
        assert english and len(english) <= 22 and "_" not in english, (game, name)  # the form gives 180px
        assert rules.label(name) == english
        with language("ja"):
            assert rules.label(name) == CATALOGUES["ja"][f"{game}.rules.{name}.label"] != english


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_spoil_five_lessons_quote_the_house_rules_by_their_labels(lang: str) -> None:
    rules = GAMES["spoil_five"].Rules
    with language(lang):
        for key, field in (("void_house", "void_may_discard"), ("quiet", "may_decline")):
            prose = " ".join(t(f"spoil_five.lesson.{key}").split())
            assert rules.label(field) in prose, (key, rules.label(field))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_rules_help_names_another_rule_by_its_label_never_its_code_name(game: str) -> None:
    """The form shows labels ("Hand size"), so a help that said "when deal_all is off" named a box nobody sees."""
    import re

    rules = GAMES[game].Rules
    names = [spec["name"] for spec in rules.spec()]
    for name, doc in rules.docs().items():
        for other in names:
            assert "_" not in other or not re.search(rf"\b{other}\b", doc), (name, other)
