"""The widgets driven in-process: buttons clicked, labels read, errors shown rather than lost."""

from __future__ import annotations

import html
import re

import pytest

from cardrules import GAMES, set_language
from cardrules.widgets import GameTable, RulesForm


def _find(widget, cls: str) -> list:  # type: ignore[no-untyped-def]
    """Every widget under ``widget`` with the class ``cls``, in page order."""
    out = []
    if cls in getattr(widget, "_dom_classes", ()):
        out.append(widget)
    for child in getattr(widget, "children", ()):
        out.extend(_find(child, cls))
    return out


def _hand_buttons(table: GameTable) -> list:
    return _find(table.felt, "cr-hand-card")


def _single_deal(game: str):  # type: ignore[no-untyped-def]
    rules = GAMES[game].Rules
    return rules(single_deal=True)


def _play_a_deal(table: GameTable, limit: int = 3000) -> tuple[int, list[str]]:
    """Play the reader's seat by clicking: a move offered for the cards picked, else a card the aid marks, else a
    choice that is not a card; try once per turn a card the aid leaves unmarked (expecting a refusal). Returns the
    clicks made and the refusals seen."""
    table.legal_box.value = True
    clicks, refusals = 0, []
    tried = -1
    for _ in range(limit):
        if table.at_deal_end:
            return clicks, refusals
        assert table.session.reader_turn, table.status.value
        if tried != len(table.states) and not table.picked:
            tried = len(table.states)
            unmarked = [b for b in _find(table.felt, "cr-card-btn") if "cr-legal" not in b._dom_classes]
            if unmarked:
                before = (len(table.states), table.state)
                unmarked[0].click()
                clicks += 1
                if "cr-refused" in table.message.value:
                    refusals.append(table.message.value)
                    assert (len(table.states), table.state) == before and table.picked == []
                    continue
                for cancel in _find(table.moves_box, "cr-cancel"):
                    cancel.click()
        for cls, box in (("cr-option", table.moves_box), ("cr-card-btn", table.felt), ("cr-choice", table.moves_box)):
            found = [b for b in _find(box, cls) if cls != "cr-card-btn" or "cr-legal" in b._dom_classes]
            if found:
                found[0].click()
                clicks += 1
                break
        else:
            raise AssertionError(f"nothing to click: {table.status.value}")
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_deal_by_clicking_cards_stops_on_its_result(game: str) -> None:
    table = GameTable(game, seed=7, rules=_single_deal(game), from_url=False)
    assert not table.open_box.value and not table.legal_box.value  # Playing: only my hand, no aid
    clicks, refusals = _play_a_deal(table)
    assert refusals, "no card was refused"
    assert table.errors.value == "" and table.at_deal_end and table.state.is_over
    # a game of one deal: its scores, with no deal number and no running total (the deal's total again); the final
    # position stays in view under them
    assert "cr-deal-end" in table.table.value and "The scores" in table.table.value
    assert "Running total" not in table.table.value and "Deal 1" not in table.table.value
    assert table.status.value == "<b>The game is over</b>"
    assert len(table.felt.children) == 2 and 'class="cr-felt"' in table.felt.children[1].value
    assert table.state.result is not None and str(table.state.result) in html.unescape(table.table.value)
    assert table.forward_button.disabled and not _find(table.moves_box, "cr-next-deal")  # the game is over
    assert clicks > 3


def test_tablanette_capture_by_clicking_table_cards_and_a_partial_capture_refused() -> None:
    from cardrules.games import tablanette as t

    table = GameTable("tablanette", seed=1, from_url=False)
    state = t.from_position(hands=["9S KH KS QH QD 9H 7C AH", "KC"],
                            table="3D 7H AC 5S 9D 4S 10C 2D 2H 3C 9C 10D 8S 7S AD 2C AS QS 6H 10S")
    table.session.set_history([state])
    king = t.Card.parse("KH")
    next(b for b in _hand_buttons(table) if b.tooltip == king.name).click()
    assert table.picked and "cr-pick-row" in str([w._dom_classes for w in table.moves_box.children])
    move = next(m for m in state.legal_moves() if m.card == king)
    targets = _find(table.felt, "cr-target")
    first = next(b for b in targets if b.tooltip == move.taken[0].name)
    first.click()  # one card is not a whole capture: Play it asks the engine, which says why
    _find(table.moves_box, "cr-build")[0].click()
    assert "Not allowed" in table.message.value and len(table.states) == 1 and table.picked == []
    next(b for b in _hand_buttons(table) if b.tooltip == king.name).click()
    for card in move.taken:
        if table.states[-1] is not state:
            break
        next(b for b in _find(table.felt, "cr-target") if b.tooltip == card.name
             and "cr-picked" not in b._dom_classes).click()
    for option in _find(table.moves_box, "cr-option"):
        if option.tooltip == str(move):
            option.click()
            break
    assert len(table.states) >= 2 and table.states[1].history[-1] == move


def test_a_pick_whose_card_has_gone_is_skipped_not_an_error() -> None:
    """A click queued before the table changed can leave a pick pointing at no card (found by the browser's random
    walk: the hand card picked next was looked up at the wrong position and the page showed a server error)."""
    from cardrules.games import tablanette as t

    table = GameTable("tablanette", seed=1, from_url=False)
    state = t.from_position(hands=["9S KH KS QH QD 9H 7C AH", "KC"],
                            table="3D 7H AC 5S 9D 4S 10C 2D 2H 3C 9C 10D 8S 7S AD 2C AS QS 6H 10S")
    table.session.set_history([state])
    table.picked = [("table", 99)]  # a position the table no longer has
    king = t.Card.parse("KH")
    next(b for b in _hand_buttons(table) if b.tooltip == king.name).click()
    assert table.errors.value == "", table.errors.value
    assert table.session.hand_first()[0] == king


def test_the_status_is_the_rules_question_in_the_games_words() -> None:
    table = GameTable("dudak", seed=3, from_url=False)
    status = html.unescape(table.status.value)
    assert status.startswith("<b>Your turn: ") and str(table.session.view().status) in status


@pytest.mark.parametrize("game", list(GAMES))
def test_watch_back_play_always_comes_back_to_the_reader(game: str) -> None:
    table = GameTable(game, seed=4, from_url=False)
    table.mode.value = "watch"
    for _ in range(12):
        table.forward_button.click()
    for _ in range(5):
        table.back_button.click()
    table.mode.value = "play"
    assert table.index == len(table.states) - 1
    assert table.session.reader_turn or table.at_deal_end or table.state.is_over
    assert _hand_buttons(table) or table.at_deal_end


def test_no_sequence_of_steps_leaves_the_table_on_a_bots_turn() -> None:
    import random

    rng = random.Random(5)
    table = GameTable("spoil_five", seed=2, rules=GAMES["spoil_five"].Rules(players=3), from_url=False)
    actions = ["watch", "play", "back", "forward", "first", "last", "next", "card"]
    for _ in range(150):
        action = rng.choice(actions)
        if action in ("watch", "play"):
            table.mode.value = action
        elif action == "back":
            table.back_button.click()
        elif action == "forward":
            before = (list(table.states), table.index)
            reader = table.session.reader_turn
            table.forward_button.click()
            if reader:  # Forward never makes the reader's move
                assert (table.states, table.index) == before
        elif action == "first":
            table.first_button.click()
        elif action == "last":
            table.last_button.click()
        elif action == "next":
            for b in _find(table.moves_box, "cr-next-deal"):
                b.click()
        else:
            cards = _hand_buttons(table)
            if cards:
                rng.choice(cards).click()
        assert table.errors.value == ""
        if table.mode.value == "play" and table.index == len(table.states) - 1:
            assert table.session.reader_turn or table.at_deal_end or table.state.is_over, table.status.value


def test_a_deals_end_is_a_step_of_its_own_when_watching() -> None:
    table = GameTable("spoil_five", seed=2, rules=GAMES["spoil_five"].Rules(players=3), mode="watch",
                      from_url=False)
    for _ in range(200):
        table.forward_button.click()
        if table.at_deal_end:
            break
    assert table.at_deal_end and "data-deal=" in table.table.value
    ended = table.index
    assert table.states[ended].deal_number == table.states[ended - 1].deal_number + 1
    assert "is over" in table.status.value
    # a game of several deals: the deal's number and the running totals, and beside them the position the deal
    # ended on (the step before the move that ended it: that move dealt the next deal too) with that move's lines
    assert f"Deal {table.stops[ended]}: the scores" in table.table.value and "Running total" in table.table.value
    assert len(table.felt.children) == 2 and table.felt.children[0] is table.table
    position = table.felt.children[1].value
    assert "The position the deal ended on" in position and 'class="cr-felt"' in position
    before = table.states[ended - 1]
    trick = next(z for z in before.view(None, open_hands=True).zones if z.key == "table")
    assert all(card.name in html.unescape(position) for card in trick.cards if card is not None)
    last_lines = [line for line, step in table.session.narration() if step == ended]
    assert last_lines and all(html.escape(line) in position for line in last_lines)
    table.forward_button.click()  # the next deal's first step: the same position, now as a table
    assert table.index == ended + 1 and table.states[ended + 1] is table.states[ended] and not table.at_deal_end
    assert "data-deal=" not in table.table.value
    table.back_button.click()
    assert table.at_deal_end
    # the log holds the whole deal shown, numbered by the steps of the slider: an item per step, which holds every
    # line that step told (a trick's last card and who wins it)
    deal = table.stops[ended]
    steps = [table.session.event_steps()[i] for i, e in enumerate(table.state.events) if e.deal == deal]
    numbers = [int(v) for v in re.findall(r'<li value="(\d+)"', table.log_pane.value)]
    assert numbers == sorted(set(steps)) and numbers[-1] <= ended and f'start="{steps[0]}"' in table.log_pane.value
    assert len(set(steps)) < len(steps)  # some steps told several lines
    for i, state in enumerate(table.states[:ended + 1]):  # each step's number is on the lines that step added
        before = len(table.states[i - 1].events) if i else 0
        # but the result's move also opened the next deal: those lines are the next step's, that deal's first
        assert all(table.session.event_steps()[k] == (i + 1 if i == ended and state.events[k].deal > deal else i)
                   for k in range(before, len(state.events)))


def test_play_mode_stops_on_a_deals_result_until_next_deal() -> None:
    table = GameTable("spoil_five", seed=2, rules=GAMES["spoil_five"].Rules(players=3), from_url=False)
    table.legal_box.value = True
    for _ in range(300):
        if table.at_deal_end:
            break
        cards = _hand_buttons(table)
        marked = [b for b in cards if "cr-legal" in b._dom_classes]
        (_find(table.moves_box, "cr-option") or marked or _find(table.moves_box, "cr-choice"))[0].click()
    assert table.at_deal_end and not table.state.is_over
    shown = len(table.states)
    nxt = _find(table.moves_box, "cr-next-deal")
    assert nxt
    nxt[0].click()
    assert len(table.states) > shown and (table.session.reader_turn or table.at_deal_end)


def test_own_hand_only_when_playing_and_every_hand_in_teaching() -> None:
    def backs(table: GameTable) -> int:
        return sum(getattr(w, "value", "").count("cr-back") for w in _find(table.felt, "cr-felt-box")[0].children)

    table = GameTable("dudak", seed=3, from_url=False)
    assert table.session.reader_turn and backs(table) == sum(len(h) for h in table.state.hands[1:])
    table.open_box.value = True  # Teaching: every hand face up
    assert backs(table) == 0


def test_nine_peak_sets_are_drawn_as_separate_groups() -> None:
    table = GameTable("nine_peak", seed=3, mode="watch", from_url=False)
    for _ in range(60):
        table.forward_button.click()
        if any(len(s) >= 2 for s in table.state.sets):
            break
    sets = table.state.sets
    assert table.table.value.count('class="cr-group"') == sum(len(s) for s in sets) >= 2


def test_the_rules_form_shows_choices_by_their_labels_and_keeps_the_values(monkeypatch: pytest.MonkeyPatch) -> None:
    from cardrules.i18n import CATALOGUES

    rules = GAMES["spoil_five"].Rules()
    monkeypatch.setitem(CATALOGUES["en"], "spoil_five.rules.ranking.option.simplified", "Simplified ranking")
    form = RulesForm(rules)
    control = form.controls["ranking"]
    assert ("Simplified ranking", "simplified") in control.options and control.value == "simplified"
    monkeypatch.delitem(CATALOGUES["en"], "spoil_five.rules.ranking.option.traditional", raising=False)
    assert GAMES["spoil_five"].Rules.option_label("ranking", "traditional") == "traditional"  # no message: the value
    form.controls["ranking"].value = "traditional"
    assert form.rules.ranking == "traditional"


def test_rules_form_redeals_and_refuses_bad_combinations() -> None:
    table = GameTable("tablanette", seed=2)
    form = table.rules_form
    # the tab says beforehand that a change deals again, and afterwards that it did
    assert "deal is dealt again" in table.rules_note.value and "Dealt again" not in table.rules_note.value
    table.play(table.state.legal_moves()[0])
    form.controls["players"].value = 4
    assert table.rules.players == 4 and len(table.state.hands) == 4
    assert "Dealt again (seed 2) under these rules" in table.rules_note.value and not table.states[0].history
    table.deal(5)  # a deal of the reader's own: the note of the change is gone
    assert "Dealt again" not in table.rules_note.value
    set_language("ja")
    try:
        form.controls["players"].value = 2
        table._relabel()
        assert "配り直しました（シード 5）" in table.rules_note.value
    finally:
        set_language("en")
        table._relabel()
    form.controls["players"].value = 4
    form.controls["players"].value = 3
    form.controls["partnership"].value = True
    assert "partnership" in form.error.value and not table.rules.partnership
    assert table.errors.value == ""


@pytest.mark.parametrize("game", list(GAMES))
def test_an_out_of_range_number_is_refused_with_its_range_not_put_back_silently(game: str) -> None:
    """A bounded number out of its range reaches the rules, which refuse it with the field and the range; the game
    goes on with the rules it had."""
    table = GameTable(game, seed=2)
    rules = table.rules
    control = table.rules_form.controls["players"]
    control.value = 99
    assert control.value == 99 and table.rules == rules  # shown as typed, not applied
    error = html.unescape(table.rules_form.error.value)
    assert "players" in error and "99" in error
    control.value = rules.players
    assert table.rules_form.error.value == ""


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
    from cardrules.widgets.guard import refusal_html

    # the one guard: a line in the reader's language on the page (the traceback goes to the server's log)
    assert table.errors.value == refusal_html(RuntimeError("bot exploded"))
    assert table.errors.value and "Traceback" not in table.errors.value and ".py" not in table.errors.value


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
        # every line of the deal, in order (the lines of one step are one item, joined without a space in Japanese)
        deal = table.state.deal_number
        assert i18n.get_language() == "en"  # the table's switch changed the table's language, not the page's
        with i18n.language(table.lang):
            lines = [line for e, line in zip(table.state.events, table.state.narration()) if e.deal == deal]
        assert "".join(told) == "".join(lines)
        assert table.states == states and table.index == index
        assert table.mode.value == "watch" and not table.open_box.value and table.errors.value == ""
        table.set_language("en")
        assert log(table) == english
        # a table opened in Japanese with the other hands hidden (a ?lang=ja&hands=mine link), then switched
        reader = GameTable(game, seed=3, open_hands=False, from_url=False, lang="ja")
        assert reader.mode.value == "play" and not reader.open_box.value
        moves = reader.session.my_moves()
        if moves:
            reader.play(moves[0])
        before = log(reader)
        assert all(japanese.search(line) for line in before)
        reader.set_language("en")
        assert len(log(reader)) == len(before) and not any(japanese.search(line) for line in log(reader))
        lines = [line for e, line in zip(reader.state.events, reader.state.narration(reader.seat))
                 if e.deal == reader.state.deal_number]
        assert " ".join(log(reader)) == " ".join(lines)
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
            with warnings.catch_warnings():
                warnings.simplefilter("error")
                lab.run()
        assert bytes(lab.figure.value).startswith(b"\x89PNG") and lab.errors.value == ""
        assert "推定値" in lab.summary.value and "勝率 南" in lab.summary.value
        assert set(lab.results["variant"]) == {"A", "B"}
        assert "タブラネット" in lab.facts.value  # the game's own counts, headed in Japanese
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_labs_two_forms_start_from_different_games_and_the_run_shows_the_games_counts(game: str) -> None:
    """Variant B starts with the house rule the game's stored study looks at, so a first Run compares two games; the
    run shows the game's own counts (the facts table) with the figure and the comparison."""
    from cardrules.simulate import fact_columns
    from cardrules.studies import STUDIES
    from cardrules.widgets.lab import HouseRulesLab

    lab = HouseRulesLab(game, games=4)
    a, b = lab.form_a.rules, lab.form_b.rules
    assert a != b and a.players == b.players
    study = STUDIES[game]
    first, second = study.variants.values()
    assert {k: v for k, v in b.to_dict().items() if v != a.to_dict()[k]} == {
        k: v for k, v in second.items() if first.get(k) != v}
    lab.run()
    shown = [c for c in fact_columns(lab.results) if lab.results[c].nunique() > 1]  # constant counts are left out
    assert lab.errors.value == "" and lab.facts.value.count("<tr") >= 1 + len(shown)


def test_a_table_spec_without_move_for_finds_the_legal_move() -> None:
    """The generic default of the table's declaration: a game whose ``TableSpec`` has no ``move_for`` gets the legal
    move made of exactly the cards clicked, and None (a refusal in general words) for anything else."""
    from cardrules.table_spec import TableSpec

    state = GAMES["dudak"].new_game(GAMES["dudak"].Rules(players=2), seed=3)
    move = next(m for m in state.legal_moves() if m.card is not None)
    plain = TableSpec()
    assert plain.move_meant(state, move.card, move.targets) == move
    assert plain.move_meant(state, None, (move.card, move.card, move.card)) is None
    assert not plain.first_card_plays and plain.groups(state, "hand/0") is None and plain.puzzles() == {}


def test_robbing_offers_the_rob_and_no_play_it() -> None:
    """A hand card clicked while robbing offers the whole rob ("Rob: take K♦, discard 8♣") as the move to make, and
    the note speaks of robbing; no "Play it" is offered (it could only be refused: a first reader was). In Tablanette
    a card that is not yet a whole capture keeps the green "Play it" (the test above)."""
    from cardrules.cards import Card
    from cardrules.games import spoil_five as sf

    table = GameTable("spoil_five", seed=1, from_url=False)
    state = sf.from_position(sf.Rules(players=3), hands=["AD JC 9S 2D 8C", "5D AH KC KS 3C", "JD QS 10C 4H 6H"],
                             turnup="KD", dealer=2)
    table.session.set_history([state])
    assert state.to_move == 0 and all(isinstance(m, (sf.Rob, sf.Pass)) for m in state.legal_moves())
    eight = Card.parse("8C")
    buttons = [b for b in _find(table.felt, "cr-hand-card") if b.tooltip == eight.name]
    buttons[0].click()
    options = _find(table.moves_box, "cr-option")
    assert [o.tooltip for o in options] == [sf.Rob(Card.parse("KD"), eight).label]
    assert not _find(table.moves_box, "cr-build")
    notes = " ".join(c.value for c in _find(table.moves_box, "cr-pick-row")[0].children if hasattr(c, "value"))
    assert "choose the rob below, or click the card to discard" in html.unescape(notes)
    assert "To rob, click the turn-up" in html.unescape(table.status.value)
    options[0].click()
    assert table.states[-1].history[-1] == sf.Rob(Card.parse("KD"), eight)


def test_hint_on_a_forced_move_names_it_without_a_search() -> None:
    """Packs' turn starts with a forced draw: the Hint says it is the only move instead of a lone figure."""
    table = GameTable("packs", seed=3, from_url=False)
    assert table.state.to_move == table.seat and len(table.state.legal_moves()) == 1
    table.hint_button.click()
    assert "The only move here: Draw" in table.hint_box.value and " of 10 tries" not in table.hint_box.value
    # then a real choice: the search weighs it
    table.session.set_history([*table.states, table.state.play(table.state.legal_moves()[0])])
    assert table.session.reader_turn and len(table.state.legal_moves()) > 1
    table.hint_button.click()
    assert " of 10 tries" in table.hint_box.value


def test_the_choices_label_says_or_only_beside_clickable_cards() -> None:
    table = GameTable("packs", seed=3, from_url=False)
    labels = [c.children[0].value for c in _find(table.moves_box, "cr-choices")]
    assert labels and "Your move:" in labels[0]


def test_looking_back_in_play_mode_says_how_to_carry_on() -> None:
    """Back is no undo: an earlier step shows no moves, so the table says that Last carries on the game."""
    table = GameTable("packs", seed=3, from_url=False)
    table.session.set_history([*table.states, table.state.play(table.state.legal_moves()[0])])
    assert "press Last" not in table.status.value
    table.back_button.click()
    assert table.index < len(table.states) - 1 and "press Last" in table.status.value
    table.last_button.click()
    assert "press Last" not in table.status.value


def _beat(table: GameTable) -> None:
    """One beat of Autoplay's timer, as the page's Play widget sends it (its value up by one)."""
    table.autoplay_timer.value += 1


def test_autoplay_steps_on_the_beat_and_stops_on_a_deals_result() -> None:
    table = GameTable("spoil_five", seed=2, rules=GAMES["spoil_five"].Rules(players=3), mode="watch",
                      from_url=False)
    assert not table.autoplay.disabled and not table.autoplay_timer.playing
    _beat(table)  # a beat while Autoplay is off (one on its way when it was turned off) makes no step
    assert table.index == 0
    table.autoplay.value = True
    assert table.autoplay_timer.playing  # the page's timer runs
    assert table.autoplay.description == "Pause" and table.autoplay.icon == "pause"  # what a click does now
    for beat in range(1, 300):
        _beat(table)
        assert table.index == beat  # each beat is one Forward
        if table.at_deal_end:
            break
    # the class reads the deal's result: Autoplay stops there, and its timer with it
    assert table.at_deal_end and not table.autoplay.value and not table.autoplay_timer.playing
    assert table.autoplay.description == "Autoplay" and not table.autoplay.disabled
    ended = table.index
    _beat(table)
    assert table.index == ended
    table.autoplay_timer.value = 0  # the timer's reset is no beat
    assert table.index == ended
    # a click goes on: into the next deal, and on from there
    table.autoplay.value = True
    _beat(table)
    _beat(table)
    assert table.index == ended + 2 and table.autoplay.value and not table.at_deal_end
    assert "2.5 s" in table.autoplay.tooltip  # (AUTOPLAY_MS, worded)


def test_autoplay_from_play_mode_watches_and_ends_with_the_game() -> None:
    table = GameTable("nine_peak", seed=3, rules=_single_deal("nine_peak"), from_url=False)  # Play mode
    assert not table.autoplay.disabled and table.mode.value == "play"
    start = table.index  # the reader's turn
    table.autoplay.value = True  # asked for in Play mode: the table watches the bots play on
    assert table.mode.value == "watch" and table.autoplay_timer.playing
    _beat(table)
    assert table.index == start + 1
    table.mode.value = "play"  # the reader takes the game over: Autoplay stops
    assert not table.autoplay.value and not table.autoplay_timer.playing and not table.autoplay.disabled
    table.mode.value = "watch"
    table.autoplay.value = True
    for _ in range(500):
        if not table.autoplay.value:
            break
        _beat(table)
    # a one-deal game: its result is the end of the game, where Autoplay cannot start again
    assert table.at_deal_end and table.state.is_over and table.autoplay.disabled
    table.autoplay.value = True
    assert not table.autoplay.value and not table.autoplay_timer.playing


def test_autoplay_speaks_the_tables_language() -> None:
    table = GameTable("dudak", seed=1, mode="watch", from_url=False, lang="en")
    try:
        table.lang_switch.value = "ja"
        assert table.autoplay.description == "自動で進める" and "2.5秒" in table.autoplay.tooltip
        table.autoplay.value = True
        assert table.autoplay.description == "一時停止"
        table.deal_button.click()  # a new deal in the other language: Autoplay keeps saying what a click does
        assert table.deal_button.tooltip.startswith("シード欄の番号")
    finally:
        set_language("en")
