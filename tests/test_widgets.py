"""The widgets driven in-process: buttons clicked, labels read, errors shown rather than lost."""

from __future__ import annotations

import pytest

from cardrules import GAMES
from cardrules.widgets import GameTable, RulesForm


def _hand_buttons(table: GameTable) -> list:
    rows = [r for r in table.moves_box.children if hasattr(r, "children")]
    return [b for r in rows for b in r.children if "cr-hand-card" in getattr(b, "_dom_classes", ())]


def test_deal_step_back_and_forward() -> None:
    table = GameTable("tablanette", seed=5, mode="watch")
    assert len(table.states) == 1 and "to play" in table.status.value
    table.forward_button.click()
    table.forward_button.click()
    assert table.index == 2 and len(table.states) == 3
    table.back_button.click()
    assert table.index == 1 and table.slider.value == 1
    table.first_button.click()
    assert table.index == 0 and table.back_button.disabled
    table.last_button.click()
    assert table.index == 2
    table.slider.value = 1
    assert table.index == 1
    before = table.states[1]
    table.forward_button.click()  # walks the history, does not replay
    assert table.states[1] is before and table.index == 2
    table.seed_box.value = 9
    table.deal_button.click()
    assert table.states[0].to_dict()["start"]["seed"] == 9 and table.index == 0
    assert table.errors.value == ""


def test_play_mode_reader_picks_a_card_and_bots_answer() -> None:
    table = GameTable("tablanette", seed=5)
    assert "Your turn" in table.status.value
    buttons = _hand_buttons(table)
    assert buttons
    before = len(table.states)
    buttons[0].click()
    if table.pending_card is not None:  # several options: pick the first
        options = [b for r in table.moves_box.children for b in getattr(r, "children", ())
                   if "cr-option" in getattr(b, "_dom_classes", ())]
        options[0].click()
    assert len(table.states) > before
    assert table.state.to_move == 0 or table.state.is_over
    assert table.errors.value == ""
    assert "South plays" in table.log_pane.value


def test_capture_builder_refuses_a_non_maximal_capture_with_the_reason() -> None:
    from cardrules.games import tablanette as t

    table = GameTable("tablanette", seed=1)
    state = t.from_position(hands=["9S KH KS QH QD 9H 7C AH", "KC"],
                            table="3D 7H AC 5S 9D 4S 10C 2D 2H 3C 9C 10D 8S 7S AD 2C AS QS 6H 10S")
    table.states, table.index = [state], 0
    table._refresh()
    king = t.Card.parse("KH")
    table._on_card(king)
    targets = [b for r in table.moves_box.children for b in getattr(r, "children", ())
               if "cr-target" in getattr(b, "_dom_classes", ())]
    assert targets, "many captures: the reader builds one by clicking table cards"
    targets[0].click()  # one card is not a whole capture
    build = next(b for r in table.moves_box.children for b in getattr(r, "children", ())
                 if "cr-build" in getattr(b, "_dom_classes", ()))
    build.click()
    assert "Not allowed" in table.message.value and len(table.states) == 1
    move = next(m for m in state.legal_moves() if m.card == king)
    table.picked = list(move.taken)
    build.click()
    assert len(table.states) >= 2 and table.states[1].history[-1] == move


def test_rules_form_redeals_and_refuses_bad_combinations() -> None:
    table = GameTable("tablanette", seed=2)
    form = table.rules_form
    form.controls["players"].value = 4
    assert table.rules.players == 4 and len(table.state.hands) == 4
    form.controls["players"].value = 3
    form.controls["partnership"].value = True
    assert "partnership" in form.error.value and not table.rules.partnership
    assert table.errors.value == ""


def test_rules_form_documents_every_field() -> None:
    for module in GAMES.values():
        form = RulesForm(module.Rules())
        assert set(form.controls) == set(module.Rules.docs())


def test_callback_errors_are_shown_not_lost() -> None:
    table = GameTable("tablanette", seed=2)

    class Broken:
        def choose(self, view):
            raise RuntimeError("bot exploded")

    table.mode.value = "watch"
    table.bots = {0: Broken(), 1: Broken()}
    table.forward_button.click()
    assert "bot exploded" in table.errors.value


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_opens_and_steps(game: str) -> None:
    table = GameTable(game, seed=3, mode="watch")
    for _ in range(5):
        table.forward_button.click()
    assert table.errors.value == "" and table.index == min(5, len(table.states) - 1)
    assert "cr-card" in table.table.value


def test_rules_form_int_fields_without_bounds_take_numbers() -> None:
    """Packs' player count (2, 3, 4 or 6) is an int checked by the rules: the form edits it as a number."""
    table = GameTable("packs", seed=2)
    table.rules_form.controls["players"].value = 2
    assert table.rules.players == 2 and table.rules_form.error.value == ""
    table.rules_form.controls["players"].value = 5
    assert table.rules.players == 2 and "players" in table.rules_form.error.value


@pytest.mark.parametrize("game", list(GAMES))
def test_switching_language_mid_game_narrates_the_whole_log_again(game: str) -> None:
    """The table's language switch tells the game so far in the new language, every line of the log narrated
    again from the events, and changes nothing else: not the game, not the mode, not the hidden hands."""
    import html
    import re

    from cardrules import i18n

    japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

    def log(table: GameTable) -> list[str]:
        return [html.unescape(line) for line in re.findall(r"<li[^>]*>(.*?)</li>", table.log_pane.value)]

    try:
        table = GameTable(game, seed=3, mode="watch", open_hands=False, from_url=False, lang="en")
        for _ in range(12):
            table.forward_button.click()
        states, index, english = list(table.states), table.index, log(table)
        assert len(english) >= 5 and not any(japanese.search(line) for line in english)
        table.set_language("ja")
        told = log(table)
        assert len(told) == len(english) and all(japanese.search(line) for line in told), told
        assert told == table.state.narration()[-len(told):]
        assert table.states == states and table.index == index
        assert table.mode.value == "watch" and not table.open_box.value and table.errors.value == ""
        table.set_language("en")
        assert log(table) == english
        # a table opened in Japanese with the other hands hidden (a ?lang=ja&hands=mine link), then switched
        reader = GameTable(game, seed=3, open_hands=False, from_url=False, lang="ja")
        assert reader.mode.value == "play" and not reader.open_box.value
        moves = reader._my_moves()
        if moves:
            reader.play(moves[0])
        before = log(reader)
        assert all(japanese.search(line) for line in before)
        reader.set_language("en")
        assert len(log(reader)) == len(before) and not any(japanese.search(line) for line in log(reader))
        assert log(reader) == reader.state.narration(reader.seat)[-len(before):]
    finally:
        i18n.set_language("en")


def test_switching_language_tells_the_page_links_problem_again_and_drops_a_stale_refusal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A message on screen does not stay in the old language: the page link's problem is read again from the
    address in the new one, and a refused move's message (an answer to a click already made) goes."""
    import re

    from cardrules import i18n

    japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    monkeypatch.setenv("QUERY_STRING", "seed=abc&players=9")
    monkeypatch.setenv("VOILA_PREHEAT", "True")  # the request has arrived: nothing to wait for
    try:
        table = GameTable("tablanette", lang="en")
        english = table.message.value
        assert "cr-url-problem" in english and "seed" in english and not japanese.search(english)
        table.set_language("ja")
        assert "cr-url-problem" in table.message.value and japanese.search(table.message.value)
        table.set_language("en")
        assert table.message.value == english
        monkeypatch.delenv("QUERY_STRING")
        from cardrules.cards import standard_deck
        from cardrules.games import tablanette

        plain = GameTable("tablanette", seed=3, from_url=False, lang="en")
        held = set(plain.state.hands[plain.seat])
        stranger = next(c for c in standard_deck() if c not in held)
        plain._on_option(tablanette.Play(stranger))  # a move the engine refuses: its reason is shown
        assert "cr-refused" in plain.message.value and not japanese.search(plain.message.value)
        plain.set_language("ja")
        assert plain.message.value == "" and plain.errors.value == ""
    finally:
        i18n.set_language("en")


def test_the_lab_runs_in_japanese_with_every_glyph() -> None:
    """A run of the house-rules lab in Japanese: the figure is drawn with the Japanese font (no missing glyph,
    warnings are errors here) and the comparison is headed in Japanese."""
    import warnings

    from cardrules import i18n
    from cardrules.widgets.lab import HouseRulesLab

    try:
        with i18n.language("ja"):
            lab = HouseRulesLab("tablanette", games=10, workers=1)
            lab.form_b.controls["eight_card_deal"].value = True
            with warnings.catch_warnings():
                warnings.simplefilter("error")
                lab.run()
        assert bytes(lab.figure.value).startswith(b"\x89PNG") and lab.errors.value == ""
        assert "推定値" in lab.summary.value and "勝率 南" in lab.summary.value
        assert set(lab.results["variant"]) == {"A", "B"}
    finally:
        i18n.set_language("en")
