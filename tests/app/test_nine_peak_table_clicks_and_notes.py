"""9 Peak at the live table, from a fresh reader's notes: hand cards clicked wait for the reader's button (a second
card clicked on the way to a set never passes two cards), a card that fits no move is dropped alone, the notes say
what to click at each step (the take-back included), the hint says what its figures mean in a game of one deal, and
a hand of one or two cards is marked before it can end the game."""

from __future__ import annotations

import html
import re

import pytest

from cardrules.cards import Card
from cardrules.games import nine_peak as np
from cardrules.montecarlo import Advice, Hint
from cardrules.protocol import Text
from cardrules.widgets import GameTable
from cardrules.widgets.table import HINT_FEW_DEALS


def _find(widget, cls: str) -> list:  # type: ignore[no-untyped-def]
    out = []
    if cls in getattr(widget, "_dom_classes", ()):
        out.append(widget)
    for child in getattr(widget, "children", ()):
        out.extend(_find(child, cls))
    return out


def _table(state: np.State) -> GameTable:
    table = GameTable("nine_peak", seed=1, from_url=False)
    table.session.set_history([state])
    return table


def _click(table: GameTable, zone: str, code: str) -> None:
    """Click the first card ``code`` of ``zone`` not picked yet."""
    card = Card.parse(code)
    for i, c in enumerate(table.session.view().zone(zone).cards):
        if c == card and (zone, i) not in table.picked:
            table.click(zone, i)
            return
    raise AssertionError(f"no {code} in {zone}")


# South holds 3 3 5 5 5 and 6; two 3s in the Area let a 3 count as 3 to 5 (3 3 5 5 5: a set of five).
POSITION = dict(area="3S 3H 1C", hands=["3C 3D 5S 5H 5C 6C", "1S 2S 4S", "1H 2H 4H"])


def test_two_hand_cards_clicked_wait_for_the_readers_button() -> None:
    state = np.from_position(**POSITION)
    table = _table(state)
    _click(table, "hand/0", "5S")
    _click(table, "hand/0", "6C")  # a Pass of two cards, and no set holds both: still only offered
    assert len(table.states) == 1 and len(table.picked) == 2
    options = {b.description: b for b in _find(table.moves_box, "cr-option")}
    assert set(options) == {np.Pass(Card.parse("5S"), Card.parse("6C")).label}
    next(iter(options.values())).click()
    assert len(table.states) == 2 and table.states[1].history[-1] == np.parse_move("pass 5S 6C")


def test_a_card_that_fits_no_move_is_dropped_alone_with_the_reason() -> None:
    table = _table(np.from_position(**POSITION))
    for code in ("3C", "3D", "5S"):
        _click(table, "hand/0", code)
    assert len(table.picked) == 3 and len(table.states) == 1  # on the way to 3 3 5 5 5
    _click(table, "hand/0", "6C")  # 6 counts as 6 only: no set holds it with a 3
    message = html.unescape(table.message.value)
    assert "Not allowed" in message and "set of 4" in message
    assert [table.session.card_at(z, i) for z, i in table.picked] == list(map(Card.parse, ("3C", "3D", "5S")))
    _click(table, "hand/0", "5H")  # the set goes on from where it was
    _click(table, "hand/0", "5C")
    labels = [b.description for b in _find(table.moves_box, "cr-option")]
    assert labels == [np.parse_move("play 5: 3C 3D 5S 5H 5C").label] and len(table.states) == 1


def test_the_notes_say_what_to_click_at_each_step() -> None:
    state = np.from_position(**POSITION)
    table = _table(state)
    status = html.unescape(table.status.value)
    assert "Click one or two hand cards to Pass them" in status
    _click(table, "hand/0", "3C")
    picked = html.unescape(str([w.value for w in _find(table.moves_box, "widget-html")] +
                               [c.value for c in table.moves_box.children[-1].children if hasattr(c, "value")]))
    assert "click more hand cards to make a larger set" in picked
    table._on_cancel(None)
    table.play(np.parse_move("pass 5S 6C"))  # two cards placed: one must be taken back from the Area
    assert table.state.taking and table.session.reader_turn
    status = html.unescape(table.status.value)
    assert "Click the Area card to take back into your hand" in status
    _click(table, "area/6", "6C")  # an Area card clicked is the take-back, made at once
    assert table.states[2].history[-1] == np.parse_move("take 6C")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_click_note_of_9_peak_is_written(lang: str) -> None:
    from cardrules.i18n import CATALOGUES

    for key in ("turn", "turn_last", "take"):
        assert f"nine_peak.status.{key}.click" in CATALOGUES[lang]
    for key in ("turn", "turn_last"):
        assert "{cards}" in CATALOGUES[lang][f"nine_peak.status.{key}.picked_more"]


def _estimates(chances: list[float], rollouts: int) -> Hint:
    state = np.from_position(**POSITION)
    moves = list(state.legal_moves())[:len(chances)]
    return Hint(tuple(Advice(m, c, 2.5 - i, rollouts, 1 + i) for i, (m, c) in enumerate(zip(moves, chances))),
                rollouts, len(moves))


def test_the_hint_speaks_of_winning_in_a_game_of_one_deal_and_shows_the_tie_break(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    table = _table(np.from_position(**POSITION))
    monkeypatch.setattr(table, "hint", lambda: _estimates([0.0, 0.0, 0.0], 3))
    table.hint_button.click()
    text = html.unescape(table.hint_box.value)
    assert "wins the game in about 0 of 10 tries" in text and "this deal ends" not in text
    assert text.count("average lead at the end") == 3 and "+2.5" in text and "+0.5" in text
    assert "the move further ahead at the end is listed first" in text and "take the figures as rough" in text
    monkeypatch.setattr(table, "hint", lambda: _estimates([0.5, 0.25, 0.1], HINT_FEW_DEALS))
    table.hint_button.click()
    text = html.unescape(table.hint_box.value)
    assert "average lead" not in text and "rough" not in text and "wins the game in about 5 of 10 tries" in text


def test_a_game_of_several_deals_says_its_chance_is_for_the_deal(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    table = GameTable("tablanette", seed=1, from_url=False)
    assert not table.state.rules.one_deal and np.Rules().one_deal and np.Rules(single_deal=True).one_deal
    legal = list(table.state.legal_moves())[:2]
    monkeypatch.setattr(table, "hint", lambda: Hint(tuple(Advice(m, 0.5 - i / 4, 0.0, 40, 1 + i)
                                                          for i, m in enumerate(legal)), 40, len(legal)))
    table.hint_button.click()
    assert "ahead when this deal ends in about 5 of 10 tries" in html.unescape(table.hint_box.value)


def _dealt(area: str, hands: list[str]) -> np.State:
    """A dealt game (from a seed) brought to the position ``area``/``hands``: the notes of a real game, which a
    lesson's position set up with short hands does not show."""
    state = np.from_position(area=area, hands=hands)
    dealt = np.new_game(np.Rules(players=3), seed=5)
    return dealt._evolve(hands=state.hands, area=state.area, pile=state.pile, sets=state.sets, peaks=state.peaks,
                         out=state.out, turn=0, start_player=0)


def test_a_hand_of_one_or_two_cards_is_marked_until_the_end_is_triggered() -> None:
    lesson = np.from_position(area="3S", hands=["3C 3D 5S", "1S", "1H 2H"])
    assert all(z.note == "" for z in lesson.view(None).zones if z.key.startswith("hand/"))
    state = _dealt(area="3S", hands=["3C 3D 5S", "1S", "1H 2H"])
    for seat in (None, 0, 1):
        view = state.view(seat)
        notes = {z.key: z.note for z in view.zones if z.key.startswith("hand/")}
        assert notes["hand/0"] == ""
        assert isinstance(notes["hand/1"], Text) and notes["hand/1"].key == "nine_peak.zone.hand_last_one"
        assert isinstance(notes["hand/2"], Text) and notes["hand/2"].key == "nine_peak.zone.hand_last_two"
    ended = state.play("pass 3C").play("pass 1S")  # West's hand empties: East plays the last turn
    assert ended.ender == 1 and not ended.is_over
    assert all(z.note == "" for z in ended.view(0).zones if z.key.startswith("hand/"))


def test_the_hints_notes_in_japanese_follow_each_other_without_spaces(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from cardrules.i18n import get_language, set_language, t

    before = get_language()
    set_language("ja")
    try:
        table = _table(np.from_position(**POSITION))
        monkeypatch.setattr(table, "hint", lambda: _estimates([0.0, 0.0, 0.0], 3))
        table.hint_button.click()
        notes = html.unescape(table.hint_box.value).split("<small>")[1].split("</small>")[0]
        assert notes == "".join([t("hint.tries", n=3), t("widget.hint_few"), t("widget.hint_tied")])
    finally:
        set_language(before)


def test_the_hint_shows_a_choice_that_is_not_cards_below_the_best_three(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Whether to act at all (decline to rob, take the cards, end the turn) is a learner's first question: such a
    choice is shown with its rank when it is not among the three best."""
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Fake:
        label: str
        card: object = None
        targets: tuple = ()

    moves = [Fake("rob 1", card=1), Fake("rob 2", card=2), Fake("rob 3", card=3), Fake("rob 4", card=4),
             Fake("decline"), Fake("rob 5", card=5)]
    table = _table(np.from_position(**POSITION))
    monkeypatch.setattr(table, "hint", lambda: Hint(tuple(Advice(m, 0.9 - i / 10, 0.0, 40, 1 + i)
                                                          for i, m in enumerate(moves)), 40, len(moves)))
    table.hint_button.click()
    shown = html.unescape(table.hint_box.value)
    assert [m.label for m in moves if f"{m.label}:" in shown] == ["rob 1", "rob 2", "rob 3", "decline"]
    # the list keeps its ranks 1 to 3 without a gap; the choice follows it with its own rank among all
    assert [int(v) for v in re.findall(r'<li value="(\d+)"', shown)] == [1, 2, 3]
    assert "Or decline: wins the game in about 5 of 10 tries (rank 5 of 6)." in shown
