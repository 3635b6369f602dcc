"""Dudak's lesson page says what the engine does: the curated deal shows what its prose promises, the tables are
computed, and no reader-facing sentence of the game names a decision code, the random seed as a write-up, or a path."""

from __future__ import annotations

import re

import pytest

from cardrules.bots import play_out
from cardrules.games import dudak
from cardrules.games.dudak import text
from cardrules.games.dudak.lessons import deals_table, decks_table, house_rules_table
from cardrules.i18n import language


def test_the_curated_deal_shows_what_the_page_says() -> None:
    """The page's deal step by step (two players, seed 58, the bots the table uses), in the four steps its prose
    describes: leads taken back; beat and add; a card taken back and beaten with at once; a trump declared to go
    out, and the other player loses."""
    seed = 58
    game = play_out(dudak.new_game(dudak.Rules(players=2, single_deal=True), seed=seed),
                    [dudak.HeuristicBot(seed * 31 + s) for s in range(2)])
    moves = list(game.history)
    assert [str(m).split()[0] for m in moves[:5]] == ["lead", "take", "lead", "take", "lead"]
    assert moves[0].card.rank == "A" and all(isinstance(m, dudak.Beat) for m in moves[5:10])
    assert moves[9].add.rank == "A" and isinstance(moves[10], dudak.Take) and moves[11].card == moves[9].add
    assert isinstance(moves[15], dudak.DeclareTrump) and len(moves) == 17
    before = dudak.new_game(game.rules, seed=seed).play_many(moves[:15])
    assert before.top.rank == "A" and before.top.suit.value == "C"
    assert not any(c.suit is before.top.suit for c in before.hands[0])
    last = moves[16]
    assert last.card.suit is moves[15].suit and game.hands[0] == () and game.losses == (0, 1)


def test_the_lesson_tables_are_the_engines() -> None:
    with language("en"):
        assert "2 | 24 | 7♠, 8♠, 7♥, 8♥, 7♦, 8♦, 7♣, 8♣ | 12" in repr(decks_table())
        game = play_out(dudak.new_game(seed=7), [dudak.HeuristicBot(7 * 31 + s) for s in range(4)])
        rows = repr(deals_table(game)).splitlines()[1:]
        assert len(rows) == 5 and rows[-1].endswith(", ".join(f"{n} {k}" for n, k in zip(game.names, game.losses)))
        assert "the loser of the last deal" in repr(house_rules_table())
    with language("ja"):
        assert "前のディールの敗者" in repr(house_rules_table())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_reader_facing_sentence_names_codes_the_seed_or_paths(lang: str) -> None:
    for table in (text.MESSAGES, text.LESSON, text.TABLES, text.PRACTICE, text.FACTS, text.RULES, text.PRESETS):
        for key, by_lang in table.items():
            words = by_lang.get(lang, "")
            assert not re.search(r"\b[TPSD]-A\d|9P-A\d", words), key
            assert not re.search(r"\bseed\b|/work|shared/|\.md\b", words, re.IGNORECASE), key
    for name, doc in dudak.Rules.docs().items():
        assert not re.search(r"\b[TPSD]-A\d|\bseed\b", doc), name
