"""9 Peak speaks data: what the engine keeps holds no language, and what a reader sees of the game (its sentences,
house-rule help, presets, drawings) is in the reader's language, with no internal words (decision codes, "seed" for
the write-up, paths)."""

from __future__ import annotations

import re

import pytest

from cardrules.errors import IllegalMoveError, MoveFormatError
from cardrules.games import nine_peak
from cardrules.games.nine_peak import text_en, text_ja
from cardrules.i18n import CATALOGUES, language
from cardrules.protocol import Seat, Text, say

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _reader_texts() -> list[str]:
    texts = [*text_en.MESSAGES.values(), *text_ja.MESSAGES.values(), *nine_peak.Rules.docs().values()]
    return texts


def test_no_decision_code_seed_or_path_in_anything_a_reader_sees() -> None:
    for x in _reader_texts():
        assert not re.search(r"9P-A\d|[TPSD]-A\d", x), x
        assert not re.search(r"\bseed\b", x, re.I) or "random seed" in x, x
        assert "/work/" not in x and "shared/" not in x, x
        assert "草稿" not in x and "原典" not in x, x


def test_every_preset_and_choice_has_a_label_in_both_languages() -> None:
    for code in nine_peak.PRESETS:
        assert re.fullmatch(r"[a-z0-9_]+", code)
        for lang in ("en", "ja"):
            assert f"nine_peak.preset.{code}" in CATALOGUES[lang]
    for spec in nine_peak.Rules.spec():
        for option in spec.get("options", ()):
            with language("ja"):
                label = CATALOGUES["ja"][f"nine_peak.rules.{spec['name']}.option.{option}"]
            assert JAPANESE.search(label) and option not in label


def test_events_and_views_hold_data_and_word_it_when_shown() -> None:
    state = nine_peak.new_game(seed=3)
    start = next(e for e in state.events if e.kind == "start_player")
    assert start.info == () and start.seat == state.start_player  # the seat as an index, no name
    view = state.view(0)
    assert view.fact("start_player") == Seat(state.start_player, 4) and view.fact("peak") == 9
    assert isinstance(view.status, Text)
    with language("en"):
        english = say(view.status)
    with language("ja"):
        japanese = say(view.status)
        assert JAPANESE.search(japanese) and not re.search(r"[A-Za-z]{2,}", japanese)
    assert english != japanese


def test_each_set_is_drawn_as_its_own_group_with_its_score() -> None:
    state = nine_peak.from_position(area="", hands=["1S", "1H", "1C"], sets=[["3S 3S 3H", "2D 2C"], [], []])
    zones = [z for z in state.view().zones if z.key.startswith("sets/0/")]
    assert [z.cards for z in zones] == [tuple(s) for s in state.sets[0]]
    with language("en"):
        assert say(zones[0].note) == "scores 3 × 2 = 6 VP" and say(zones[1].note) == "scores 2 × 2 = 4 VP"


def test_a_lesson_position_draws_no_unused_pile_but_a_dealt_game_does() -> None:
    lesson = nine_peak.from_position(area="5S", hands=["5H", "1S", "2S"])
    assert lesson.pile and not any(z.key == "pile" for z in lesson.view().zones)
    dealt = nine_peak.new_game(nine_peak.PRESETS["idea_b_3"], seed=1)
    assert dealt.view().zone("pile").count == len(dealt.pile) > 0


@pytest.mark.parametrize("notation", ["", "pass", "pass 1S 2S 3S", "take", "play 3 1S", "jump 5S", "pass 7Q"])
def test_an_unreadable_move_says_why_in_the_readers_language(notation: str) -> None:
    with pytest.raises(MoveFormatError):
        nine_peak.parse_move(notation)
    state = nine_peak.new_game(seed=1)
    with language("ja"), pytest.raises(IllegalMoveError) as err:
        state.play(notation)
    with language("ja"):  # worded where it is shown, in the reader's language
        assert JAPANESE.search(str(err.value.reason)), err.value.reason
    assert err.value.reason.key == "illegal.unreadable"


def test_the_range_track_is_worded_in_the_readers_language() -> None:
    track = nine_peak.range_track(nine_peak.from_position(area="5S 5H", hands=["1S", "1H", "1C"]))
    with language("ja"):
        html = track._repr_html_()
        assert "数字幅" in html and "ピーク" in html and "range" not in html and "peak" not in html
        assert "5は5〜7" in repr(track)
    with language("en"):
        assert "5s count as 5-7" in repr(track)


def test_the_settlement_is_a_lesson_table_and_a_score_sheet() -> None:
    """The settlement line by line (the engine's narration of each item) and the score sheet per player, headings in
    the reader's language, the winner marked as the result says; never a DataFrame on the page."""
    import json
    from pathlib import Path

    from cardrules.games.nine_peak.lessons import score_sheet, settlement_lines

    ending = nine_peak.from_position(area="", hands=["1S 2S", "1H 2H", "1C", "1D 2D"], start_player=1, to_move=2,
                                     sets=[["2C 3C 4C 3S"], ["4D 4H 4X 4S"], ["1D 2D 3H"], []])
    done = ending.play_many("pass 1C, pass 1D, pass 1S")
    with language("en"):
        lines = repr(settlement_lines(done)).splitlines()
        assert lines[0] == "Player | Item | How | VP"
        assert sum(int(r.rsplit(" | ", 1)[1]) for r in lines[1:]) == sum(done.totals())
        sheet = repr(score_sheet(done)).splitlines()
        assert sheet[0] == "Player | Sets | Peak cards | No-Joker bonus | Total | Result"
        winner = done.names[done.result.winners[0]]
        assert sheet[1].startswith(winner) and sheet[1].endswith("| wins the tie: earlier in turn order")
        assert sorted(int(r.split(" | ")[4]) for r in sheet[1:]) == sorted(done.totals())
    with language("ja"):
        assert repr(score_sheet(done)).splitlines()[0].startswith("プレイヤー | セット")
    nb = json.loads((Path(__file__).resolve().parents[2] / "notebooks" / "nine_peak.ipynb").read_text("utf-8"))
    page = "\n".join(str(o.get("data", {}).get("text/html", "")) for c in nb["cells"] for o in c.get("outputs", []))
    assert 'class="dataframe"' not in page and "No-Joker bonus" in page


@pytest.mark.parametrize(("lang", "face_down"), [("en", "face down"), ("ja", "裏向き")])
def test_peak_cards_drawn_face_up_say_that_the_rule_keeps_them_face_down(lang: str, face_down: str) -> None:
    # The rules put peak cards face down in front of their taker; the table draws them face up so that a learner can
    # follow them, and its note says so rather than contradicting the rule it just taught.
    from cardrules.games.nine_peak.start import from_position
    state = from_position(area="6S", hands=["1S 2S", "1H 2H", "1C 2C"], peaks=["6H 6D", "", ""])
    zone = state.view(None).zone("peaks/0")
    assert len(zone.cards) == 2
    with language(lang):
        assert face_down in say(zone.note)
