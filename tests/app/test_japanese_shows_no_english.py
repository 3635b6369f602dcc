"""English and Japanese: the catalogues agree, and a Japanese game of every game shows no English.

The check for "no English" is twofold: :data:`cardrules.i18n.FALLBACKS` records every message asked for in Japanese
that the Japanese catalogue lacks, and every sentence is checked to hold Japanese script (a sentence made only of
seat names, card codes and numbers would not be a sentence).
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import cardrules
from cardrules import GAMES, i18n, share
from cardrules.cards import Card
from cardrules.i18n import CATALOGUES, FALLBACKS, language, placeholders, t
from cardrules.protocol import say, seat_names

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    """Every test starts and ends in English with no recorded fallback (the language is process-wide)."""
    i18n.set_language("en")
    FALLBACKS.clear()
    yield
    i18n.set_language("en")
    FALLBACKS.clear()


def _rules_keys(messages: dict[str, str]) -> set[str]:
    return {k for k in messages if re.fullmatch(r"[a-z_]+\.rules\.[a-z_0-9]+\.(label|help)", k)}


# ------------------------------------------------------------------------------------------------- catalogues
def test_every_language_has_every_english_key_with_the_same_placeholders() -> None:
    english = {k: v for k, v in CATALOGUES["en"].items() if k not in _rules_keys(CATALOGUES["en"])}
    assert set(i18n.LANGUAGES) == {"en", "ja"}
    for lang, messages in CATALOGUES.items():
        keys = set(messages) - _rules_keys(messages)
        assert keys == set(english), (lang, sorted(keys ^ set(english))[:10])
        for key in keys:
            assert placeholders(messages[key]) == placeholders(english[key]), (lang, key)
            # a well-formed template (a placeholder may carry a number format, such as {share:.1%})
            messages[key].format(**{name: _AnyValue() for name in placeholders(messages[key])})


class _AnyValue:
    """Stands for any placeholder's value: takes any format spec."""

    def __format__(self, spec: str) -> str:
        return "x"


ENGLISH_LABELS = ("dudak", "nine_peak")
"""Games whose house-rules form has an English label of its own for every field."""


@pytest.mark.parametrize("game", list(GAMES))
def test_japanese_has_a_label_and_help_for_exactly_the_rules_fields(game: str) -> None:
    fields = [f["name"] for f in GAMES[game].Rules.spec()]
    expected = {f"{game}.rules.{name}.{part}" for name in fields for part in ("label", "help")}
    ja = CATALOGUES["ja"]
    assert {k for k in _rules_keys(ja) if k.startswith(game + ".")} == expected
    # English help lives in the docstrings, the one source of truth; English labels, where a game gives them, are
    # given for every field (a reader's words, never the field's code name)
    english = {k for k in _rules_keys(CATALOGUES["en"]) if k.startswith(game + ".")}
    assert all(k.endswith(".label") for k in english)
    if game in ENGLISH_LABELS:
        assert english == {f"{game}.rules.{name}.label" for name in fields}
    rules = GAMES[game].Rules
    for name in fields:
        key = f"{game}.rules.{name}.label"
        assert rules.label(name) == CATALOGUES["en"].get(key, name.replace("_", " ").capitalize())
        assert "_" not in rules.label(name)
        assert rules.help(name) == rules.docs()[name]
        with language("ja"):
            assert JAPANESE.search(rules.label(name)) or name == "peak"
            assert JAPANESE.search(rules.help(name))
            assert rules.help(name) == ja[f"{game}.rules.{name}.help"]
    with language("ja"):
        assert list(rules.helps().values()) == [ja[f"{game}.rules.{name}.help"] for name in fields]
    assert rules.helps()[rules.label(fields[0])] == rules.docs()[fields[0]]


def test_english_titles_and_summaries_are_the_modules_own() -> None:
    for name, module in GAMES.items():
        assert t(f"{name}.title") == module.TITLE and t(f"{name}.summary") == module.SUMMARY
        with language("ja"):
            assert JAPANESE.search(t(f"{name}.summary"))


def test_the_landing_page_in_japanese_links_to_japanese_pages() -> None:
    from cardrules import landing
    from cardrules.lessons import language_links

    english = landing.games_overview().body
    assert "Learn and play Tablanette" in english and 'href="tablanette.ipynb"' in english
    assert 'href="index.ipynb?lang=ja">日本語</a>' in language_links("index")._repr_html_()
    with language("ja"):
        page = landing.games_overview().body
        assert 'href="index.ipynb">English</a>' in language_links("index")._repr_html_()
    assert "タブラネットを学んでプレイする" in page and 'href="tablanette.ipynb?lang=ja"' in page
    assert "Learn and play" not in page


def test_a_missing_translation_falls_back_to_english_and_is_recorded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(CATALOGUES["ja"], "seat.south")
    with language("ja"):
        assert seat_names(2) == ("South", "北")
    assert set(FALLBACKS) == {("ja", "seat.south")}
    with pytest.raises(KeyError):
        t("no.such.key")
    with pytest.raises(ValueError, match="unknown language"):
        cardrules.set_language("xx")


def test_language_block_restores_the_language_and_common_words() -> None:
    with language("ja"):
        assert cardrules.get_language() == "ja"
        assert seat_names(4) == ("南", "西", "北", "東")
        assert seat_names(5)[4] == "プレイヤー5"
        assert Card.parse("QH").name == "ハートのQ" and Card.parse("10S").name == "スペードの10"
        assert Card.parse("3X").name == "ジョーカーの3"
        assert [Card.parse(f"A{s}").suit.noun for s in "SHDC"] == ["スペード", "ハート", "ダイヤ", "クラブ"]
    assert cardrules.get_language() == "en"
    assert Card.parse("QH").name == "Queen of hearts"
    assert seat_names(2) == ("South", "North")


# ------------------------------------------------------------------------------------------ a Japanese game
def _play_out(game: str, seed: int) -> tuple[Any, list[str], list[str], set[str]]:
    """A random game of ``game`` under one of its presets (one deal): the final state, every status and move label
    shown on the way, and the reasons given for moves that were legal somewhere else in the game."""
    module = GAMES[game]
    presets = list(module.PRESETS.values())
    rules = presets[seed % len(presets)]
    rules = dataclasses.replace(rules, single_deal=True)
    rng = random.Random(seed)
    state = module.new_game(rules, seed=seed)
    texts: list[str] = []
    labels: list[str] = []
    reasons: set[str] = set()
    seen: list[Any] = []
    for _ in range(3000):
        view = state.view(state.to_move, open_hands=True)
        texts.append(say(view.status))
        texts.extend(say(z.label) for z in view.zones)
        texts.extend(say(z.note) for z in view.zones if z.note)
        if state.is_over:
            break
        moves = state.legal_moves()
        for move in rng.sample(seen, min(4, len(seen))):
            why = state.why_illegal(move)
            if why is not None:
                reasons.add(str(why))  # worded in the language of the test
        move = moves[rng.randrange(len(moves))]
        labels.append(move.label)
        if move not in seen:
            seen.append(move)
            del seen[:-40]
        state = state.play(move)
    assert state.is_over
    reasons.add(str(state.why_illegal(seen[0])))  # the game is over
    reasons.add(str(state.why_illegal(42)))  # not a move of any game
    return state, texts, labels, reasons


def _words_only(text: str) -> str:
    """Seat names, card codes, numbers and symbols removed: what must be Japanese in a Japanese sentence."""
    return re.sub(r"[0-9A-Z♠♥♦♣★×+\-=.,:;()（）、。：；・\s]|\b(VP)\b", "", text)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_japanese_game_narrates_every_event_without_english(game: str) -> None:
    with language("ja"):
        for seed in range(3):
            state, texts, labels, reasons = _play_out(game, seed)
            lines = state.narration() + state.narration(0)
            assert len(lines) > 10
            for line in lines + labels + [str(state.result)]:
                assert JAPANESE.search(line), (game, line)
            for text in texts:  # zone labels may be a bare seat name (南) or a card row note (♠ 12)
                assert JAPANESE.search(text) or not re.search(r"[a-z]{2,}", _words_only(text)), (game, text)
            assert len(reasons) >= 3
            for reason in reasons:
                assert JAPANESE.search(reason), (game, reason)
            table = state.score_table()
            assert list(table.index.names) == ["ディール", "項目"]
            assert "合計" in table.index.get_level_values(1)
            for item in table.index.get_level_values(1):
                assert not re.search(r"[A-Za-z]{3,}", item), item
    assert not FALLBACKS


@pytest.mark.parametrize("game", list(GAMES))
def test_the_same_game_in_english_has_no_japanese(game: str) -> None:
    state, texts, labels, reasons = _play_out(game, 1)
    for text in state.narration() + texts + labels + sorted(reasons):
        assert not JAPANESE.search(text), text
    assert not FALLBACKS


def test_japanese_reasons_for_typical_illegal_moves() -> None:
    from cardrules.games import tablanette

    state = tablanette.from_position(hands=["QS", "2D"], table="2H 3S 4C 8D 9H")
    reason = state.why_illegal(tablanette.parse_move("QS"))
    assert reason is not None and reason.key == "tablanette.reason.must_capture" and reason.arguments["card"] == "Q♠"
    assert str(reason).startswith("Q♠ must capture: it can take ")
    with language("ja"):  # the same refusal, worded where it is shown
        assert str(reason).startswith("Q♠は取らなければなりません：")
        held = state.why_illegal(tablanette.parse_move("KH"))
        assert held is not None and held.key == "reason.not_in_hand" and str(held) == "K♥は南の手札にありません"
        with pytest.raises(cardrules.IllegalMoveError, match="場にありません") as caught:
            state.play("QS take 5C")
        assert caught.value.reason.key == "tablanette.reason.not_on_table"


# ------------------------------------------------------------------------------------------------- widgets
def test_rules_form_labels_and_help_in_japanese() -> None:
    from cardrules.games import spoil_five, tablanette
    from cardrules.widgets import RulesForm

    with language("ja"):
        form = RulesForm(spoil_five.Rules())
        assert form.controls["players"].description == "人数"
        assert form.controls["ranking"].description == "カードの強さ"
        assert "切り札" in form.helps["void_may_discard"].value
        form.controls["starting_chips"].value = 30
        assert form.rules.starting_chips == 30 and form.error.value == ""
        refusing = RulesForm(tablanette.Rules())
        refusing.controls["partnership"].value = True  # needs 4 players
        assert "適用されません：パートナー戦：4人が必要です" in refusing.error.value
        assert refusing.rules == tablanette.Rules()
    form.relabel()
    assert form.controls["players"].description == "Players"
    assert "led plain suit" in form.helps["void_may_discard"].value


def test_game_table_in_japanese_and_its_switch() -> None:
    from cardrules.widgets import GameTable

    table = GameTable("packs", lang="ja", from_url=False)
    assert table.lang == "ja" and cardrules.get_language() == "en"  # the table's language, not the page's
    assert table.deal_button.description == "配る"
    assert "あなたの番" in table.status.value
    assert table.tabs.titles == ("テーブル", "得点", "ハウスルール", "共有")
    assert "パックス" in table.title.value and "山札" in table.table.value
    assert table.rules_form.controls["throw_off"].description == "スローオフ"
    assert "ディール" in table.score.value
    table.set_language("en")
    assert table.lang == "en" and cardrules.get_language() == "en"
    assert table.deal_button.description == "Deal"
    assert "Your turn" in table.status.value and "Stock" in table.table.value
    assert table.rules_form.controls["throw_off"].description == "Throw-off"
    table.set_language("ja")
    assert "lang=ja" in table.share_query()


def test_two_tables_on_one_page_each_speak_their_own_language() -> None:
    """A table's ``lang`` (and its switch) is its own: it renders and answers clicks in it, and neither the page's
    language nor another table's changes (the language is a context variable each table sets around its work)."""
    from cardrules.widgets import GameTable

    with cardrules.language("en"):
        english = GameTable("tablanette", seed=2, lang="en", from_url=False)
        japanese = GameTable("tablanette", seed=2, lang="ja", from_url=False)
        for _ in range(3):  # interleaved: each click renders in its table's language
            japanese.forward_button.click()
            english.forward_button.click()
        assert cardrules.get_language() == "en"
        assert english.deal_button.description == "Deal" and "South" in english.status.value + english.log_pane.value
        assert japanese.deal_button.description == "配る" and "南" in japanese.status.value + japanese.log_pane.value
        english.set_language("ja")
        english.set_language("en")
        assert english.deal_button.description == "Deal" and japanese.deal_button.description == "配る"
        assert cardrules.get_language() == "en"


def test_the_language_comes_from_the_page_url() -> None:
    from cardrules.games import dudak

    deal = share.parse_query(dudak, "seed=4&lang=ja")
    assert deal.lang == "ja" and not deal.problems
    refused = share.parse_query(dudak, "lang=fr")
    assert refused.lang is None and refused.problems == ("lang: must be one of en, ja, got 'fr'.",)
    assert share.share_query(4, dudak.Rules(), lang="ja").endswith("&lang=ja")
    assert "lang" not in share.share_query(4, dudak.Rules(), lang="en")


# ------------------------------------------------------------------------------------------------- lessons
LESSONS = [*GAMES, "index"]
"""The game notebooks whose explanations come from the catalogues (``cardrules.lessons.prose``)."""


@pytest.mark.parametrize("game", LESSONS)
def test_each_notebook_shows_exactly_its_lesson_prose_in_either_language(game: str) -> None:
    from pathlib import Path

    from cardrules.lessons import language_links, prose

    source = (Path(__file__).resolve().parents[2] / "notebooks_src" / f"{game}.py").read_text()
    used = re.findall(rf'prose\("{game}", "([a-z0-9_]+)"\)', source)
    keys = {k.split(".")[2] for k in CATALOGUES["en"] if k.startswith(f"{game}.lesson.")}
    if "glance" in keys:  # the rules-at-a-glance box, shown by glance() rather than prose()
        assert f'glance("{game}")' in source
        keys.discard("glance")
    assert used and len(used) == len(set(used)) and set(used) == keys
    assert "# %% [markdown]" not in source  # every explanation is in the catalogues
    assert prose(game, used[0]).text.startswith("# ")  # the page's title
    with language("ja"):
        for key in used:
            assert JAPANESE.search(prose(game, key)._repr_markdown_())
        assert "<b>日本語</b>" in language_links(game)._repr_html_()
        assert f'<a href="{game}.ipynb">English</a>' in language_links(game)._repr_html_()
    assert f'<a href="{game}.ipynb?lang=ja">日本語</a>' in language_links(game)._repr_html_()
    assert not FALLBACKS


def _practice_texts(p: Any) -> list[str]:
    """Every sentence a practice puzzle shows: the question, the choices' explanations, the solution and the notes of
    a right and of a wrong answer."""
    texts = [p.question, p.solution] + [c.explanation for c in p.choices]
    texts += [c.label for c in p.choices if c.card is None and not c.label.isdigit()]
    wrong = [c.key for c in p.choices if frozenset({c.key}) not in p.answers]
    for answer in [p.right] + ([frozenset(wrong[:1])] if wrong else []):
        if not p.many and len(answer) != 1:
            continue
        fb = p.check(answer)
        texts += [fb.headline, *fb.notes]
    return texts


@pytest.mark.parametrize("game", list(GAMES))
def test_a_japanese_practice_set_has_no_english(game: str) -> None:
    from cardrules.practice import kinds_of, puzzles

    with language("ja"):
        for level in (1, 3):
            for p in puzzles(game, seed=5, count=len(kinds_of(game)), level=level):
                for text in _practice_texts(p):
                    assert JAPANESE.search(text), (game, p.code, text)
                    assert not re.search(r"[a-z]{3,}", _words_only(text)), (game, p.code, text)
    assert not FALLBACKS


def test_the_practice_widget_in_japanese() -> None:
    from cardrules.widgets.practice import Practice

    with language("ja"):
        practice = Practice("tablanette", seed=3, level=1, count=2)
        next(iter(practice.buttons.values())).click()
        if practice.puzzle.many:
            practice.check_button.click()
        texts = [practice.progress.value, practice.question.value, practice.feedback_pane.value,
                 practice.check_button.description, practice.next_button.description, practice.seed_box.description]
        texts += [label for label, _ in practice.level_buttons.options]
        assert "第1問（全2問）" in practice.progress.value and practice.check_button.description == "確認"
        for text in texts:
            plain = re.sub(r"<[^>]+>|cr-[a-z-]+|&[a-z]+;", "", text)
            assert JAPANESE.search(plain), text
            assert not re.search(r"[a-z]{3,}", _words_only(plain)), text
    assert not FALLBACKS
    assert Practice("tablanette", seed=3, level=1, count=2).check_button.description == "Check"


_BAD_LINKS = ["seed=-1", "players=9", "rules=target:abc", "rules=partnership:maybe", "rules=card_points:x",
              "rules=bogus:1", "rules=nonsense", "rules=target:1,target:2", "colour=red", "seed=1&seed=2",
              "projector=loud", "hands=all", "lang=xx", "players=2&rules=players:3", "seed=" + "1" * 3000,
              "&".join(f"x{i}=1" for i in range(30)), "rules=partnership:true"]


def test_url_problems_are_told_in_either_language() -> None:
    from cardrules.games import tablanette

    english = [share.parse_query(tablanette, query) for query in _BAD_LINKS]
    assert all(deal.problems for deal in english)
    assert "Tablanette is for 2, 3, 4 players" in english[1].problems[0]
    with language("ja"):
        japanese = [share.parse_query(tablanette, query) for query in _BAD_LINKS]
        for deal in japanese:
            assert deal.message.startswith("リンクのパラメーターの一部を使いませんでした")
            for problem in deal.problems:
                assert JAPANESE.search(problem), problem
        assert "タブラネットは2, 3, 4人用です" in japanese[1].problems[0]
    for deal in english:
        assert not any(JAPANESE.search(p) for p in deal.problems), deal.problems
    # a link asking for Japanese tells its problems in Japanese, whatever the kernel's language was
    asked = share.parse_query(tablanette, "lang=ja&seed=-1")
    assert asked.lang == "ja" and JAPANESE.search(asked.problems[0]) and i18n.get_language() == "en"
    assert not FALLBACKS


def test_a_replay_exported_in_japanese_is_all_japanese() -> None:
    from cardrules.bots import play_out
    from cardrules.games import packs
    from cardrules.replay import replay_html

    state = play_out(packs.new_game(packs.Rules(hand_size=8), seed=2), [packs.HeuristicBot(s) for s in range(4)])
    english = replay_html(state)
    with language("ja"):
        page = replay_html(state)
    assert '<html lang="ja">' in page and '<html lang="en">' in english
    for label in ("パックス：リプレイ", "4人", "ハウスルール：手札の枚数 = 8", "最初", "戻る", "進む", "最後",
                  '"step":' + json.dumps("{n}手中{i}手目")):
        assert label in page, label
    # the house rules in the rules' own labels, as the house-rules form shows them, never the library's field names
    for label in ("Packs: a replay", "4 players", f"house rules: {packs.Rules.label('hand_size')} = 8", "First", "Back",
                  "Forward", "Last", '"step":"Step {i} of {n}"'):
        assert label in english and label not in page, label
    assert not FALLBACKS


def test_the_house_rules_lab_shows_its_prose_in_either_language() -> None:
    from pathlib import Path

    from cardrules.lessons import language_links, prose

    source = (Path(__file__).resolve().parents[2] / "notebooks_src" / "house_rules_lab.py").read_text()
    used = re.findall(r'prose\("lab", "([a-z0-9_]+)"\)', source)
    keys = {k.split(".")[2] for k in CATALOGUES["en"] if k.startswith("lab.lesson.")}
    assert used and len(used) == len(set(used)) and set(used) == keys
    assert "# %% [markdown]" not in source
    assert prose("lab", "intro").text.startswith("# House-rules lab")
    with language("ja"):
        assert prose("lab", "intro").text.startswith("# ハウスルール・ラボ")
        for key in used:
            assert JAPANESE.search(prose("lab", key)._repr_markdown_())
        assert '<a href="house_rules_lab.ipynb">English</a>' in language_links("house_rules_lab")._repr_html_()
    assert not FALLBACKS


def test_the_lab_and_its_comparison_sentences_in_japanese() -> None:
    import pandas as pd

    from cardrules.simulate import compare, rate
    from cardrules.widgets.lab import HouseRulesLab

    rows = [{"variant": v, "win_0": float(i < wins), "win_1": float(i >= wins), "score_0": 1.0 * (i < wins),
             "score_1": 1.0 * (i >= wins), "decisions": 40 + i % 3 + (5 if v == "B" else 0), "deals": 1,
             "margin": 3.0 + i % 2, "fact": float(i % 2)}
            for v, wins in (("A", 200), ("B", 260)) for i in range(400)]
    df = pd.DataFrame(rows)
    df.attrs["owners"] = ["南", "北"]
    with language("ja"):
        two = compare(df).sentence
        measures = list(compare(df).table.index.get_level_values(1))
        one = compare(df[df["variant"] == "B"]).sentence
        counted = rate(df, "fact", 0.5, "事実")
        lab = HouseRulesLab("packs", games=10)
        labels = [lab.game_box.description, lab.run_button.description, lab.first_bot.description,
                  lab.games_box.description] + [label for label, _ in lab.game_box.options + lab.first_bot.options]
    assert two.startswith("南の勝率はAで50%、Bで65%") and "有意な差です" in two and "Bでは有意に長くなります" in two
    assert "南の勝率は400ゲーム中65.0%" in one and "席によって差があります" in one
    assert counted.startswith("事実：800ゲーム中50.0%") and "有意な差はない" in counted
    assert "勝率 南" in measures and "ゲームの長さ（決定数）" in measures and "リード（1位と2位の得点差）" in measures
    assert "実行" in labels and "パックス" in labels and "ヒューリスティック" in labels
    for text in [two, one, counted] + labels:
        assert JAPANESE.search(text) or text == "9 Peak", text
    english = compare(df).sentence
    assert english.startswith("南 wins 50% of games under A and 65% under B") and "are significantly longer" in english
    assert not FALLBACKS


def test_saved_game_problems_in_japanese() -> None:
    from cardrules.errors import StateFormatError
    from cardrules.games import tablanette

    saved = share.save_game(tablanette.new_game(seed=1))
    bad = [b"\xff\xfe", "not json", "[]", saved.replace('"step": 0', '"step": 99').replace('"step":0', '"step":99')]
    with language("ja"):
        with pytest.raises(StateFormatError, match="このファイルはタブラネットのゲームで、このテーブルはパックスです"):
            share.load_game(saved, game="packs")
        for content in bad:
            with pytest.raises(StateFormatError) as caught:
                share.load_game(content)
            assert JAPANESE.search(str(caught.value.reason)), caught.value.reason
    with pytest.raises(StateFormatError, match="the file is a Tablanette game, this table plays Packs"):
        share.load_game(saved, game="packs")
    assert not FALLBACKS


def test_the_lab_studies_name_their_variants_in_the_readers_language() -> None:
    """The worked studies of the lab notebook (stored by ``make studies``, read by ``cardrules.studies.study``) label
    their variants and title their figures from the catalogues, so the page opened with ?lang=ja shows them in
    Japanese (no English literal left in the code cells)."""
    import ast
    from pathlib import Path

    from cardrules import studies as stored

    source = (Path(__file__).resolve().parents[2] / "notebooks_src" / "house_rules_lab.py").read_text()
    calls = [n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]
    read = [c.args[0].value for c in calls if c.func.id == "study"]
    assert sorted(read) == sorted(stored.STUDIES)
    drawn = [c.args[0].value for c in calls if c.func.id == "figure"]  # titled by studies.figure from its name
    assert sorted(drawn) == sorted(stored.STUDIES)
    keys = [f"lab.study.{name}.title" for name in drawn]
    assert "Tablanette: 6-card against 8-card deal" in [t(key) for key in keys]
    assert "6 cards" in set(stored.study("tablanette")["variant"])
    with language("ja"):
        for key in keys:
            assert JAPANESE.search(t(key)), key
        for name in stored.STUDIES:
            for label in set(stored.study(name)["variant"]):
                assert JAPANESE.search(label), (name, label)
    assert not FALLBACKS


def test_malformed_saved_positions_are_refused_in_japanese() -> None:
    """The reasons of StateFormatError (and of the rules and moves inside a saved game) in the reader's
    language; the field names stay as they are, English is unchanged."""
    from cardrules.errors import RulesError, StateFormatError
    from cardrules.games import tablanette
    from cardrules.protocol import cards_field, check_conservation

    first = tablanette.new_game(seed=1)
    good = first.play(first.legal_moves()[0]).to_dict()
    bad = {
        "(top)": [],
        "colour": {**good, "colour": 1},
        "moves": {k: v for k, v in good.items() if k != "moves"},
        "format": {**good, "format": "x"},
        "version": {**good, "version": 9},
        "game": {**good, "game": "packs"},
        "start": {**good, "start": []},
        "rules.bogus": {**good, "rules": {"bogus": 1}},
        "rules.players": {**good, "rules": {"players": "two"}},
        "moves[0]": {**good, "moves": ["not a move"]},
        "moves[1]": {**good, "moves": good["moves"] * 2},
    }
    english: dict[str, str] = {}
    for field, data in bad.items():
        with pytest.raises(StateFormatError) as caught:
            tablanette.State.from_dict(data)
        assert caught.value.field == field
        english[field] = str(caught.value.reason)  # worded here, in English
        if field == "moves[0]":
            assert caught.value.reason.key == "state_error.move"  # the refusal as data: a key and its parameters
    assert english["moves[0]"].startswith("'not a move' cannot be played here: cannot read it as a move")
    assert english["(top)"] == "must be a mapping, got list" and english["moves"] == "is missing"
    with language("ja"):
        for field, data in bad.items():
            with pytest.raises(StateFormatError) as caught:
                tablanette.State.from_dict(data)
            assert caught.value.field == field and str(caught.value.reason) != english[field]
            assert JAPANESE.search(str(caught.value.reason)), (field, caught.value.reason)
            assert str(caught.value).startswith(f"{field}: ")
        with pytest.raises(StateFormatError, match="start.hand: がありません"):
            cards_field({}, "hand")
        with pytest.raises(StateFormatError, match="カードコード"):
            cards_field({"hand": 3}, "hand")
        with pytest.raises(StateFormatError, match="deck: カードがデッキとぴったり合いません：足りないカード 2H；余分"):
            check_conservation("deck", [Card.parse(c) for c in ("3S", "3S", "4C")],
                               [Card.parse(c) for c in ("2H", "3S", "4C")])
        with pytest.raises(RulesError, match="このゲームのルールではありません"):
            tablanette.Rules.from_dict({"colour": "red"})
    assert not FALLBACKS


def _start_variants(start: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Malformed copies of a start position: each field removed or given a value of the wrong kind, and a field
    no game knows."""
    yield {**start, "colour": "red"}
    for key in start:
        yield {k: v for k, v in start.items() if k != key}
        for wrong in ("x", -1, 99, True, [], ["x"], ["x", "y"], [1], [None, "AS"], {"a": 1}, None):
            yield {**start, key: wrong}


def _game_starts(game: str) -> list[tuple[Any, dict[str, Any]]]:
    """Saved games to break: a new deal of each preset, and for the games that have one a position given card by
    card (other fields, other checks)."""
    module = GAMES[game]
    games = [module.new_game(rules, seed=1).to_dict() for rules in module.PRESETS.values()]
    positions = {
        "tablanette": lambda: module.from_position(hands=["QS 2D", "5C"], table="2H 3S"),
        "packs": lambda: module.from_position(module.Rules(players=2), hands=["AS", "KS"], table="", stock="2S"),
        "dudak": lambda: module.from_position(module.Rules(single_deal=True), hands=["7H 8C", "AS", "KS", ""],
                                              pile="9S"),
    }
    if game in positions:
        games.append(positions[game]().to_dict())
    return [(GAMES[game].State, saved) for saved in games]


@pytest.mark.parametrize("game", list(GAMES))
def test_a_games_malformed_positions_are_refused_in_japanese(game: str) -> None:
    """Every reason a game gives for a malformed start position is told in Japanese (the catalogues'
    ``state_error.*``, ``<game>.state_error.*`` and ``card_error.*``), the field it names unchanged: nothing is
    passed through from elsewhere (Python's own messages) untranslated."""
    from cardrules.errors import StateFormatError

    english_templates = [re.compile(re.sub(r"\\\{[a-z_]+\\\}", ".*", re.escape(text)) + "$")
                         for key, text in CATALOGUES["en"].items() if "state_error." in key]
    told: dict[tuple[str, str], tuple[str, str]] = {}
    for state_class, saved in _game_starts(game):
        for start in _start_variants(saved["start"]):
            data = {**saved, "start": start}
            reasons = []
            for lang in ("en", "ja"):
                with language(lang):
                    try:
                        state_class.from_dict(data)
                        reasons.append(None)
                    except StateFormatError as err:
                        reasons.append((err.field, str(err.reason)))  # worded in the language asked
            if reasons[0] is None:
                assert reasons[1] is None
                continue
            (field_en, en), (field_ja, ja) = reasons
            assert field_en == field_ja
            told[(field_en, en)] = (field_ja, ja)
    japanese = {ja for _, ja in told.values() if JAPANESE.search(ja)}
    assert len(japanese) >= 4, sorted(told)
    for (field, en), (_, ja) in told.items():
        assert JAPANESE.search(ja), (game, field, ja)
        assert not JAPANESE.search(en), (game, field, en)
        assert any(p.match(en) for p in english_templates) or field.startswith("moves") or "card code" in en, (
            game, field, en)
    assert not FALLBACKS
