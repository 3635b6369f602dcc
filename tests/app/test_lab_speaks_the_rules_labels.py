"""Issue 44: the lab speaks in the rules' own labels in the reader's language, its verdict names the largest measured
differences (not a fixed column), it shows one measure of length, and a run clears the last run's figure first."""

from __future__ import annotations

import pandas as pd

from cardrules import GAMES, compare
from cardrules.i18n import language
from cardrules.simulate import facts, rules_in_words
from cardrules.widgets.lab import HouseRulesLab


def test_a_variant_is_named_by_its_rules_labels_in_the_readers_language() -> None:
    rules = GAMES["nine_peak"].Rules(peak=7, single_deal=True)
    english = rules_in_words(rules)
    assert "=" not in english and "single_deal" not in english and "True" not in english
    assert rules.label("peak") in english and "7" in english
    with language("ja"):
        japanese = rules_in_words(rules)
        assert "ピーク" in japanese and "True" not in japanese and "peak" not in japanese
        assert rules_in_words(GAMES["tablanette"].Rules()) == "原典のルール"


def _study(n: int = 200) -> pd.DataFrame:
    """Two variants where the first seat's win rate is the same but a game fact (peaks) and the length differ."""
    rows = []
    for label, peaks, turns in (("A", 8.0, 18), ("B", 2.0, 30)):
        for i in range(n):
            w = float(i % 2)
            rows.append({"variant": label, "win_0": w, "win_1": 1 - w, "score_0": 10 + i % 5, "score_1": 10 + i % 7,
                         "decisions": 25 + i % 4, "deals": 1, "peaks": peaks + i % 3, "turns": turns + i % 2,
                         "sets_played": 3 + i % 2})
    df = pd.DataFrame(rows)
    df.attrs.update(owners=["South", "North"], game="nine_peak")
    return df


def test_the_verdict_names_the_largest_differences() -> None:
    df = _study()
    a, b = (f"{df[df['variant'] == v]['peaks'].mean():.2f}" for v in "AB")
    sentence = compare(df).sentence
    assert f". The largest differences: peaks {a} under A, {b} under B" in sentence
    assert "sets played" not in sentence  # the same under both: no difference to name
    with language("ja"):
        assert f"最も大きな違い：ピークはAで{a}、Bで{b}" in compare(df).sentence


def test_one_measure_of_length() -> None:
    shown = facts(_study())
    assert "turns" not in " ".join(shown.index) and "peaks" in " ".join(shown.index)


def test_a_run_clears_the_last_runs_figure_first() -> None:
    lab = HouseRulesLab("tablanette", games=10, cpu_seconds=None)
    seen = []
    lab.figure.observe(lambda change: seen.append(change["new"].display), names="layout")
    lab.figure.layout.observe(lambda change: seen.append(change["new"]), names="display")
    lab.figure.layout.display, lab.summary.value = "", "the last run"
    seen.clear()
    lab.run()
    assert seen[0] == "none" and seen[-1] == ""  # hidden when the run began, shown again with this run's figure
    assert "the last run" not in lab.summary.value
    title_words = rules_in_words(lab.form_b.rules)
    assert "=" not in title_words


def test_the_verdict_names_what_changed_most_for_its_size_and_each_thing_once() -> None:
    """The issue's change (A: a peak of 7, B: the bonus doubled): peaks per game and the bonus deciding the winner
    are named; peak cards, which follow peaks game by game, are not named beside them; a largest set 5.3 against
    5.7, significant but small for its size, comes after them."""
    import random

    rng = random.Random(5)
    rows = []
    for label, peaks, bonus, largest in (("A", 9, 0.12, 5.3), ("B", 1.5, 0.34, 5.7)):
        for _ in range(300):
            p = max(0, round(rng.gauss(peaks, 1.5)))
            rows.append({"variant": label, "win_0": float(rng.random() < 0.25), "win_1": 0.0, "score_0": 30.0,
                         "score_1": 30.0 + rng.random(), "decisions": 25, "deals": 1, "peaks": p,
                         "peak_cards": p * 1.3 + rng.random(), "bonus_decided": float(rng.random() < bonus),
                         "largest_set": largest + rng.gauss(0, 0.4), "turns": 20})
    df = pd.DataFrame(rows)
    df.attrs.update(owners=["South", "North"], game="nine_peak")
    largest = compare(df).sentence.split("The largest differences: ")[1]
    assert largest.startswith("peaks ") and "peak cards" not in largest
    assert largest.index("peaks") < largest.index("no-Joker bonus decided the winner") < largest.index("largest set")
    with language("ja"):
        assert "ピークカード" not in compare(df).sentence.split("最も大きな違い")[1]
