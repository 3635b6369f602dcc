"""Dudak's lesson page says what the engine does: the curated deal shows what its prose promises, the tables are
computed, and no reader-facing sentence of the game names a decision code, the random seed as a write-up, or a path."""

from __future__ import annotations

import re

import pytest

from cardrules.bots import play_out
from cardrules.games import dudak
from cardrules.games.dudak import text_en, text_ja
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
    catalogue = {"en": text_en, "ja": text_ja}[lang].MESSAGES
    assert catalogue
    for key, words in catalogue.items():
        assert not re.search(r"\b[TPSD]-A\d|9P-A\d", words), key
        assert not re.search(r"\bseed\b|/work|shared/|\.md\b", words, re.IGNORECASE), key
    for name, doc in dudak.Rules.docs().items():
        assert not re.search(r"\b[TPSD]-A\d|\bseed\b", doc), name


def _stored_html(page: str) -> str:
    import json
    from pathlib import Path

    nb = json.loads((Path(__file__).resolve().parents[2] / "notebooks" / f"{page}.ipynb").read_text("utf-8"))
    return "\n".join(str(o.get("data", {}).get("text/html", "")) for c in nb["cells"] for o in c.get("outputs", []))


def test_the_score_is_a_lesson_table_each_line_explained() -> None:
    from cardrules.games.dudak.lessons import score_lines_table, standings_table

    game = play_out(dudak.new_game(seed=7), [dudak.HeuristicBot(7 * 31 + s) for s in range(4)])
    with language("en"):
        lines = repr(score_lines_table(game)).splitlines()
        assert lines[0] == "Deal | Scoring line | Loser | Losses | Why"
        assert len(lines) == 1 + len(game.score_lines) == 1 + game.rules.deals
        for line, row in zip(game.score_lines, lines[1:], strict=True):
            assert row.startswith(f"{line.deal} | Loss | {game.names[line.owner]} | 1 | the last player holding")
        standings = repr(standings_table(game)).splitlines()
        winners = [game.names[w] for w in game.result.winners]
        assert [r.split(" | ")[0] for r in standings[1:1 + len(winners)]] == winners
        assert all("win" in r for r in standings[1:1 + len(winners)])
        assert not any("win" in r for r in standings[1 + len(winners):])
    with language("ja"):
        assert repr(score_lines_table(game)).splitlines()[0] == "ディール | 得点の項目 | 敗者 | 負け | 理由"
    # the page shows these, never a DataFrame with its "deal / item" index
    page = _stored_html("dudak")
    assert 'class="dataframe"' not in page and "Scoring line" in page


def test_the_czech_box_is_said_plainly() -> None:
    """Where the box's rules come from is said on the page, in the form's help and in the preset's name."""
    with language("en"):
        from cardrules.i18n import t

        assert "printed on the box" in t("dudak.lesson.czech_box") and "Czech" in t("dudak.preset.czech_box")
        assert "Dudák deck" in t("dudak.preset.czech_box")
    sections = ("dudak.lesson.", "dudak.rules.", "dudak.preset.")
    for catalogue, words in ((text_en.MESSAGES, "Czech box"), (text_ja.MESSAGES, "チェコの箱")):
        for key, message in catalogue.items():
            assert not key.startswith(sections) or words not in message, key
    assert "箱にルールが印刷" in text_ja.MESSAGES["dudak.lesson.czech_box"]
    assert "デュダック用カードの箱" in text_ja.MESSAGES["dudak.rules.whole_pile_only.help"]


def test_no_trump_is_taught_with_the_engines_verdicts() -> None:
    """After the declaration round of the house rule, a player who said no trump beats only with a higher card of
    the same suit: the page draws it and shows the engine refusing another player's trump suit and a late
    declaration."""
    from cardrules.cards import piquet_deck
    from cardrules.games.dudak.lessons import tries_table

    before = dudak.from_deck(dudak.Rules(trumps="before_lead", single_deal=True), piquet_deck(), dealer=3)
    declared = before.play_many("declare H, pass, declare S, pass")
    assert declared.trumps[1] is None and declared.trumps[0] is not None
    with language("en"):
        rows = repr(tries_table(declared.play("lead 10C"), ["beat 7H add 7S", "beat JC add 7S", "declare D"]))
        refused, allowed, late = rows.splitlines()[1:]
        assert "does not beat 10♣" in refused and "not declared a trump" in refused
        assert allowed.endswith("| allowed") and "before the first lead" in late
    page = _stored_html("dudak")
    assert "J♣" in page and "not declared a trump" in page
