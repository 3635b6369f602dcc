"""Packs holds data and words it at the edge: facts, statuses, zones, owners and results are data (seats, cards,
numbers, message keys) worded in the language in force when shown; move notations that name no move are refused
with a reason in the reader's language; every preset and choice has a label in both languages; the lesson tables
have their headings in the reader's language."""

from __future__ import annotations

import re

import pytest

from cardrules.bots import play_out
from cardrules.errors import IllegalMoveError, MoveFormatError
from cardrules.games import packs
from cardrules.games.packs import lessons as pl
from cardrules.i18n import CATALOGUES, language
from cardrules.protocol import Seat, Text, say

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


def _finished_team_game() -> packs.State:
    rules = packs.Rules(players=4, single_deal=True)
    return play_out(packs.new_game(rules, seed=3), [packs.HeuristicBot(i) for i in range(4)])


def test_facts_are_codes_and_data_read_back_as_data() -> None:
    s = packs.new_game(packs.Rules(players=4), seed=5)
    view = s.view(1)
    assert [k for k, _ in view.facts] == ["deal", "dealer", "stock", "target", "score"]
    assert view.fact("dealer") == Seat(s.dealer, 4) and int(view.fact("dealer")) == s.dealer
    assert view.fact("deal") == 1 and view.fact("target") == 500
    with language("en"):
        assert view.fact_label("dealer") == "Dealer" and say(view.fact("dealer")) == s.names[s.dealer]
        assert say(view.fact("score")) == "South & North 0, West & East 0"
    with language("ja"):
        assert view.fact_label("dealer") == "ディーラー" and say(view.fact("score")) == "南・北 0、西・東 0"


def test_a_view_made_in_one_language_shows_in_another() -> None:
    s = packs.from_position(packs.Rules(players=2), hands=["9H KS", "2S"], table="7H", stock="3H 5S",
                            packs=[[], ["4S 3S"]], dealer=1)
    s = s.play_many("draw, pack 7H with 9H")
    with language("en"):
        view = s.view(0)
    assert isinstance(view.status, Text)
    assert all(isinstance(z.label, Text) for z in view.zones)
    with language("ja"):
        assert say(view.status) == "南はパックをスチールする（ハート以外、1スートに1回）か、番を終えます"
        assert say(view.zone("packs/0/0").label) == "南のパック1"
        assert view.fact_label("packed") == "この番にパックしたスート" and view.fact("packed") == "♥"
    with language("en"):
        assert say(view.status) == "South may steal a pack (not hearts, one per suit) or end the turn"


def test_a_status_says_when_there_is_nothing_to_pack_or_steal() -> None:
    """'may pack' and 'may steal' are said only when there is one to make; else the status says the turn ends."""
    s = packs.from_position(packs.Rules(players=2), hands=["9H", "KS"], table="7H", stock="3H 5S", dealer=1)
    with language("en"):
        assert say(s.play("draw").status) == "South may pack or end the turn"
        assert say(s.play_many("draw, pack 7H with 9H").status) == "South has no pack to steal, so ends the turn"
    low = packs.from_position(packs.Rules(players=2), hands=["2H", "KS"], table="QH", stock="6H 5S", dealer=1)
    low = low.play("draw")
    assert [str(m) for m in low.legal_moves()] == ["end"]
    with language("en"):
        assert say(low.status) == "South has nothing to pack, so ends the turn"
    with language("ja"):
        assert say(low.status) == "南はパックできるカードがないので、番を終えます"


def test_results_of_teams_say_a_team_wins_in_either_language() -> None:
    end = _finished_team_game()
    result = end.result
    assert result is not None and result.teams
    assert end.owners == (packs.Team((0, 2), 4), packs.Team((1, 3), 4))
    with language("en"):
        assert " win (" in str(end.result) or str(end.result).startswith("Draw")
    with language("ja"):
        assert not ENGLISH_WORD.search(str(end.result)) and JAPANESE.search(str(end.result))


def test_score_lines_are_codes_worded_by_the_score_table() -> None:
    end = _finished_team_game()
    assert {line.item for line in end.score_lines} <= {"suit_S", "suit_H", "suit_D", "suit_C", "earlier"}
    with language("en"):
        assert "♠ packs" in set(end.score_table().index.get_level_values(1))
    with language("ja"):
        assert "♠のパック" in set(end.score_table().index.get_level_values(1))


@pytest.mark.parametrize("text", ["pack", "fly away", "pack 7H with", "pack 7H with 8H++2H", "pack ZZ with 8H",
                                  "steal 7S from 1 with QQ"])
def test_a_notation_that_names_no_move_is_refused_in_the_readers_language(text: str) -> None:
    with language("en"), pytest.raises(MoveFormatError) as english:
        packs.parse_move(text)
    with language("en"):
        assert english.value.text == text and ENGLISH_WORD.search(str(english.value.reason))
    with language("ja"), pytest.raises(MoveFormatError) as japanese:
        packs.parse_move(text)
    with language("ja"):  # worded where it is shown, in the reader's language
        assert JAPANESE.search(str(japanese.value.reason))
    assert japanese.value.reason.key == english.value.reason.key  # the same refusal, as data
    state = packs.new_game(packs.Rules(players=2), seed=1)
    with pytest.raises(IllegalMoveError):
        state.play(text)


def test_every_preset_and_choice_has_a_label_in_both_languages() -> None:
    for code in packs.PRESETS:
        assert re.fullmatch(r"[a-z0-9_]+", code)
        for lang in ("en", "ja"):
            label = CATALOGUES[lang][f"packs.preset.{code}"]
            assert "seed" not in label.lower()
        assert JAPANESE.search(CATALOGUES["ja"][f"packs.preset.{code}"])
    for spec in packs.Rules.spec():
        for option in spec.get("options", ()):
            assert CATALOGUES["en"][f"packs.rules.{spec['name']}.option.{option}"]
            assert JAPANESE.search(CATALOGUES["ja"][f"packs.rules.{spec['name']}.option.{option}"])


def test_rules_help_names_no_decision_code_and_no_seed() -> None:
    for name, doc in packs.Rules.docs().items():
        assert not re.search(r"P-A\d|\bseed\b", doc), name
        with language("ja"):
            assert not re.search(r"P-A\d", packs.Rules.help(name)), name


def test_lesson_tables_have_their_headings_and_words_in_the_readers_language() -> None:
    end = packs.from_position(packs.Rules(players=2, single_deal=True), hands=["2C", "3C"], table="KD", stock="5H",
                              dealer=1, packs=[["AH 2H", "KH 10H", "3S 9S"], ["4H QH", "JC 8C"]])
    over = end.play("draw")
    tables = lambda: [pl.values_table(), pl.pairs_table(), pl.holdings(end), pl.scoring_lines(over),  # noqa: E731
                      pl.group_table([packs.rules.parse_cards("5H 4H 3H 2H")]), pl.moves_table(end.play("draw")),
                      pl.compare_scores("a", end, "b", over)]
    with language("ja"):
        for table in tables():
            heading = table.plain.splitlines()[0]
            assert JAPANESE.search(heading) and not ENGLISH_WORD.search(heading.replace("a", "").replace("b", ""))
            assert not re.search(r"\(\(|\[\(|\['|\{'|Result\(", table.plain)
    with language("en"):
        heading = pl.values_table().plain.splitlines()[0]
        assert heading == "Card | Value in play (packing, stealing) | Value when scoring"
        assert "1 pack, scoring 15" in pl.holdings(end).plain  # in words, not "1 (15)"
