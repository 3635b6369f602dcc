"""Packs at the live table says what to click for a pack and for a steal (its own notes, keyed by the status), and
the status says so when no pack can be stolen, rather than offering a steal beside a lone 'End the turn'."""

from __future__ import annotations

import re

from cardrules.games import packs
from cardrules.games.packs.rules import ACT, STEAL, Pack
from cardrules.i18n import CATALOGUES, language, t
from cardrules.widgets.table import GameTable


def _note(table: GameTable) -> str:
    found = re.search(r'<small class="cr-click-note">(.*?)</small>', table.status.value)
    return found.group(1) if found else ""


def _reader_steps(seed: int):
    """The live table in play mode, the reader packing whenever possible, at each of the reader's decisions."""
    table = GameTable("packs", seed=seed)
    table.mode.value = "play"
    for _ in range(300):
        if table.state.is_over or not table.session.reader_turn:
            return
        yield table
        moves = list(table.session.my_moves())
        packs_ = [m for m in moves if isinstance(m, Pack)]
        table.play(packs_[0] if packs_ else moves[0])


def test_pack_and_steal_notes_and_the_no_steal_status() -> None:
    seen: set[str] = set()
    for seed in range(12):
        for table in _reader_steps(seed):
            state = table.state
            key = state.status.key
            moves = state.legal_moves()
            note = _note(table)
            if state.phase == STEAL:
                if len(moves) == 1:
                    assert key == "packs.status.no_steal"
                    assert note == ""  # nothing to click: the one move is a button
                else:
                    assert key == "packs.status.steal"
                    assert "To steal, click the hand cards" in note
                seen.add(key)
            elif state.phase == ACT:
                if len(moves) == 1:
                    assert key == "packs.status.no_pack"
                    assert note == ""
                else:
                    assert key == "packs.status.act"
                    assert "To pack, click a hand card" in note
                seen.add(key)
    assert seen == {"packs.status.no_steal", "packs.status.steal", "packs.status.act", "packs.status.no_pack"}


def test_other_games_have_their_own_note_and_japanese_has_its_own() -> None:
    table = GameTable("tablanette", seed=3)
    table.mode.value = "play"
    assert table.session.reader_turn
    assert _note(table) == t("tablanette.status.to_play.click")
    for table in _reader_steps(0):
        if table.state.status.key == "packs.status.act":
            table.set_language("ja")
            assert "パックするには" in _note(table)
            assert table.status.value.startswith("<b>【あなたの番】")
            table.set_language("en")
            break
    else:
        raise AssertionError("no packing turn for the reader")


def test_every_click_note_belongs_to_a_status() -> None:
    for lang in ("en", "ja"):
        notes = [k for k in CATALOGUES[lang] if k.endswith(".click")]
        assert notes, lang
        for key in notes:
            assert key[: -len(".click")] in CATALOGUES[lang], key
    with language("ja"):
        assert packs.new_game(packs.Rules(), seed=1).status.key == "packs.status.draw"
