"""simulate / compare / the command line: one row per game, the same DataFrame whatever the workers (local
processes or a Dask cluster), honest intervals and verdicts, clear errors."""

from __future__ import annotations

import pandas as pd
import pytest

import cardrules
from cardrules import GAMES, compare, simulate
from cardrules.__main__ import main
from cardrules.errors import RulesError
from cardrules.simulate import game_seed, variant_label


def _quick(game: str = "tablanette", **kw):
    kw.setdefault("rules", {"single_deal": True})
    kw.setdefault("games", 6)
    kw.setdefault("seed", 3)
    kw.setdefault("progress", False)
    return simulate(game, **kw)


def test_simulate_is_exported_and_describes_each_game() -> None:
    assert cardrules.simulate is simulate and callable(cardrules.compare)
    df = _quick(bots=["random", "heuristic"], workers=1)
    assert len(df) == 6 and list(df["game"]) == list(range(6))
    assert list(df["seed"]) == [game_seed(3, i) for i in range(6)]
    assert set(df["bot_0"]) == {"random"} and set(df["bot_1"]) == {"heuristic"}
    assert (df["win_0"] + df["win_1"]).eq(1.0).all()
    assert {"score_0", "score_1", "winners", "deals", "decisions", "tablanettes", "jack_sweeps"} <= set(df.columns)
    assert (df["decisions"] == 48).all() and (df["deals"] == 1).all()
    assert df.attrs["owners"] == ["South", "North"]
    # the row's scores are the game's: replay game 0 by hand
    from cardrules.bots import RandomBot, play_out
    from cardrules.games import tablanette as t

    rules = t.Rules(single_deal=True)
    seed = int(df["seed"][0])
    final = play_out(t.new_game(rules, seed=seed), [RandomBot(seed * 16 + 1), t.HeuristicBot(seed * 16 + 2)])
    assert tuple(final.result.scores) == (df["score_0"][0], df["score_1"][0])


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_gives_rows_and_facts(game: str) -> None:
    module = GAMES[game]
    rules = next(r for r in module.PRESETS.values() if getattr(r, "single_deal", False))
    df = simulate(game, rules=rules, bots="heuristic", games=2, seed=1, workers=1, progress=False)
    assert len(df) == 2 and (df["decisions"] > 0).all()
    wins = df[[c for c in df.columns if c.startswith("win_")]].sum(axis=1)
    assert wins.round(9).eq(1.0).all()
    if hasattr(module, "game_facts"):
        facts = module.game_facts(module.new_game(rules, seed=0))
        assert set(facts) <= set(df.columns) and facts


def test_the_result_does_not_depend_on_the_number_of_workers() -> None:
    one = _quick(bots=["mc:8", "heuristic"], games=2, workers=1)
    two = _quick(bots=["mc:8", "heuristic"], games=2, workers=2)
    pd.testing.assert_frame_equal(one, two)


def test_a_dask_cluster_gives_the_same_dataframe() -> None:
    from distributed import Client, LocalCluster

    local = _quick(games=8, workers=2)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        remote = _quick(games=8, client=client)
    pd.testing.assert_frame_equal(local, remote)


def test_variants_play_the_same_seeds_and_compare_says_whether_it_matters() -> None:
    df = simulate("tablanette", rules={"six": {"single_deal": True},
                                        "eight": {"single_deal": True, "eight_card_deal": True}},
                  games=5, seed=2, workers=1, progress=False)
    assert list(df["variant"]) == ["six"] * 5 + ["eight"] * 5
    assert list(df["seed"][:5]) == list(df["seed"][5:])
    summary = compare(df)
    assert ("six", "win rate South") in summary.table.index
    row = summary.table.loc[("eight", "mean score South")]
    assert row["low"] <= row["estimate"] <= row["high"] and row["games"] == 5
    # a deal of Tablanette is always 48 decisions at two players: a length that never varies is not a finding
    assert set(df["decisions"]) == {48} and ("eight", "game length (decisions)") not in summary.table.index
    assert "under six" in summary.sentence and "significant" in summary.sentence
    assert variant_label(GAMES["tablanette"].Rules(eight_card_deal=True)) == "eight_card_deal=True"


def test_each_variant_plays_under_its_own_rules_made_once_per_process() -> None:
    # A worker makes the Rules of a variant once (simulate._rules) and its games share them: equal fields give the
    # same Rules, other fields other Rules, bad fields are refused every time, and every row is the game that fresh
    # Rules and the row's seed play.
    from cardrules.bots import play_out
    from cardrules.simulate import _rules

    module = GAMES["tablanette"]
    six = _rules(module, {"single_deal": True})
    assert six is _rules(module, {"single_deal": True}) and six == module.Rules.from_dict({"single_deal": True})
    eight = _rules(module, {"single_deal": True, "eight_card_deal": True})
    assert eight is not six and eight.eight_card_deal and not six.eight_card_deal
    for _ in range(2):
        with pytest.raises(RulesError):
            _rules(module, {"players": 9})
    variants = {"six": {"single_deal": True}, "eight": {"single_deal": True, "eight_card_deal": True}}
    df = simulate("tablanette", rules=variants, games=3, seed=4, workers=1, progress=False)
    for _, row in df.iterrows():
        rules = module.Rules.from_dict(variants[row["variant"]])
        seed = int(row["seed"])
        assert seed == game_seed(4, int(row["game"]))
        final = play_out(module.new_game(rules, seed=seed),
                         [module.HeuristicBot(seed * 16 + s + 1) for s in range(rules.players)])
        assert list(final.result.scores) == [row[f"score_{o}"] for o in range(rules.players)]
        assert len(final.history) == row["decisions"]


def _fake(p_a: float, p_b: float, n: int = 400) -> pd.DataFrame:
    rows = []
    for label, p in (("A", p_a), ("B", p_b)):
        wins = round(p * n)
        for i in range(n):
            w = 1.0 if i < wins else 0.0
            rows.append({"variant": label, "win_0": w, "win_1": 1 - w, "score_0": 10 * w, "score_1": 10 - 10 * w,
                         "decisions": 40 + i % 3, "deals": 1})
    df = pd.DataFrame(rows)
    df.attrs["owners"] = ["South", "North"]
    return df


def test_compare_calls_a_big_difference_significant_and_a_small_one_not() -> None:
    assert "a significant difference" in compare(_fake(0.5, 0.6)).sentence
    assert "not a significant difference" in compare(_fake(0.5, 0.52)).sentence
    one = compare(_fake(0.6, 0.6)[lambda d: d["variant"] == "A"])
    assert "significantly more than an even share of 50%" in one.sentence
    table = compare(_fake(0.5, 0.6)).table
    assert table.loc[("B", "win rate South"), "estimate"] == pytest.approx(0.6)
    with pytest.raises(KeyError, match="no column"):
        compare(_fake(0.5, 0.5), by="colour")


def test_bad_arguments_are_refused_with_the_reason() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        simulate("snap", games=1)
    with pytest.raises(RulesError, match="hand_size"):
        simulate("tablanette", rules={"hand_size": 8}, games=1)
    with pytest.raises(ValueError, match="unknown bot"):
        simulate("tablanette", bots="clever", games=1)
    with pytest.raises(ValueError, match="one bot per seat"):
        simulate("tablanette", bots=["random"] * 3, games=1)
    for spec in ("mc@", "mc@0", "mc@-1", "mc@soon", "mc@1000", "heuristic@1"):
        with pytest.raises(ValueError, match="unknown bot"):
            simulate("tablanette", bots=spec, games=1)


def test_a_budget_bot_searches_on_its_time_and_plays_the_game_out() -> None:
    """``mc@<seconds>``: the Monte Carlo bot with a wall-time budget a move (what the table's Hint uses)."""
    from cardrules.simulate import make_bot

    bot = make_bot("mc@0.05", GAMES["spoil_five"], seed=1)
    assert bot.time_limit == 0.05
    df = simulate("spoil_five", rules={"players": 3, "single_deal": True}, bots=["mc@0.05", "heuristic", "heuristic"],
                  games=2, seed=3, progress=False)
    assert len(df) == 2 and (df["deals"] == 1).all()


def test_command_line(tmp_path, capsys) -> None:
    out = tmp_path / "r.csv"
    assert main(["simulate", "tablanette", "--games", "3", "--rules", "single_deal=true", "--workers", "1",
                 "--no-progress", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "3 games written" in printed and "win rate South" in printed
    assert len(pd.read_csv(out)) == 3
    assert main(["simulate", "tablanet", "--games", "3"]) == 2
    assert "unknown game 'tablanet'" in capsys.readouterr().err
    assert main(["simulate", "tablanette", "--rules", "hand_size=8"]) == 2
    assert "rules: 'hand_size' is not a rule of Tablanette" in capsys.readouterr().err
    assert main(["simulate", "packs", "--rules", "hand_size=eight"]) == 2
    assert "must be a whole number" in capsys.readouterr().err
    assert main(["simulate", "packs", "--rules", "single_deal=maybe"]) == 2
    assert "must be true or false" in capsys.readouterr().err
    assert main(["simulate", "spoil_five", "--rules", "starting_chips=1", "ante=5"]) == 2
    assert "error: rule ante: the ante (5) cannot be more than the starting chips (1)" in capsys.readouterr().err


@pytest.mark.parametrize("game", ["tablanette", "spoil_five", "packs", "dudak", "nine_peak"])
def test_the_command_line_and_a_pages_link_read_rules_alike(game: str) -> None:
    """One reader for both: ``name=value`` (the command line) and ``name:value`` (a link) give the same rules, and a
    link may use either; a variant's rule overrides the shared one on the command line."""
    from cardrules import GAMES
    from cardrules.__main__ import parse_rules
    from cardrules.share import parse_query, share_query

    module = GAMES[game]
    for preset in module.PRESETS.values():
        changed = {k: v for k, v in preset.changed().items() if k != "players"}
        pairs = [f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in changed.items()]
        assert parse_rules(module, [f"players={preset.players}", *pairs]) == preset
        assert parse_rules(module, [f"players:{preset.players}", *(p.replace("=", ":", 1) for p in pairs)]) == preset
        link = parse_query(module, share_query(1, preset))
        assert link.rules == preset and not link.problems
        if pairs:
            assert parse_query(module, f"seed=1&players={preset.players}&rules={','.join(pairs)}").rules == preset
    assert parse_rules(module, ["players=" + str(module.Rules().players), "players=" + str(module.PLAYER_COUNTS[-1])]
                       ).players == module.PLAYER_COUNTS[-1]


# ------------------------------------------------------------------------------------- in the reader's language
def test_a_japanese_plot_has_japanese_labels_and_every_glyph() -> None:
    """The figure's texts come from the catalogues; Japanese is set in the font the app extra installs
    (matplotlib-fontja), with no missing glyph, and matplotlib's global settings are left unchanged."""
    import io
    import re
    import warnings

    import matplotlib
    from matplotlib.text import Text

    from cardrules.i18n import language
    from cardrules.simulate import plot

    df = _fake(0.5, 0.6, n=40).replace({"variant": {"A": "6枚配り", "B": "8枚配り"}})
    df.attrs["owners"] = ["南", "北"]
    before = dict(matplotlib.rcParams)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "Glyph ... missing from font(s)" is a UserWarning: it fails the test
        with language("ja"):
            fig = plot(df, "タブラネット：6枚配りと8枚配り")
        fig.savefig(io.BytesIO(), format="png")  # drawn later, outside plot(), as the lab and notebooks do
    texts = {t.get_text() for t in fig.findobj(Text)} - {""}
    assert {"最終得点（全席）", "勝率と95%区間", "ゲームの長さ", "平等な分け前", "南", "北"} <= texts
    assert not [t for t in texts if re.search(r"[a-z]{2,}", t)]
    assert dict(matplotlib.rcParams) == before
    english = {t.get_text() for t in plot(_fake(0.5, 0.6, n=40)).findobj(Text)}
    assert {"Final scores (every seat)", "Win rate with 95% intervals", "even share", "South"} <= english


def test_facts_are_named_in_the_readers_language() -> None:
    from cardrules.i18n import CATALOGUES, language
    from cardrules.simulate import facts

    df = simulate("tablanette", rules={"six": {"single_deal": True}}, games=2, seed=1, workers=1, progress=False)
    english = facts(df)
    assert english.index.name == "per game" and "tablanettes" in english.index
    with language("ja"):
        japanese = facts(df)
    assert japanese.index.name == "1ゲームあたり" and "タブラネット" in japanese.index
    assert list(japanese.columns) == ["six"] and (japanese.to_numpy() == english.to_numpy()).all()
    for name, module in GAMES.items():  # every fact of every game has a name in every language
        rules = next(r for r in module.PRESETS.values() if getattr(r, "single_deal", False))
        for fact in module.game_facts(module.new_game(rules, seed=0)):
            for lang, messages in CATALOGUES.items():
                assert f"facts.{name}.{fact}" in messages, (lang, name, fact)
    unknown = df.assign(new_fact=[1.0, 2.0])
    assert "new_fact" in facts(unknown).index  # a fact without a translation keeps its column name


def test_the_comparison_table_is_headed_in_the_readers_language() -> None:
    from cardrules.i18n import language

    summary = compare(_fake(0.5, 0.6))
    assert ">estimate</th>" in summary._repr_html_() and str(summary).split()[:4] == ["estimate", "low", "high",
                                                                                   "games"]
    with language("ja"):
        japanese = compare(_fake(0.5, 0.6))
        page = japanese._repr_html_()
    assert ">推定値</th>" in page and ">下限</th>" in page and "測定項目" in page and "estimate" not in page
    assert list(japanese.table.columns) == ["estimate", "low", "high", "games"]  # what code reads is unchanged


def test_variant_labels_in_the_readers_language() -> None:
    from cardrules.i18n import language

    rules = GAMES["tablanette"].Rules(eight_card_deal=True, single_deal=True)
    assert variant_label(rules) == "eight_card_deal=True, single_deal=True"  # English: the fields as code names them
    assert variant_label(GAMES["tablanette"].Rules()) == "write-up rules"
    with language("ja"):
        assert variant_label(rules) == "8枚配り=True、1ディールのみ=True"
        assert variant_label(GAMES["packs"].Rules(hand_size=8)) == "手札の枚数=8"
        assert variant_label(GAMES["tablanette"].Rules()) == "原典のルール"


def test_closeness_is_measured_the_way_the_game_is_won_and_constant_measures_are_left_out() -> None:
    """In Dudak the fewest losses win: in a 3-player deal two go out with none, so the winner's gap to the next best
    is nothing (it read "the winner leads the next by 1.0" when ranked highest first). A measure the same in every
    game (one deal a game, that gap) says nothing and is left out of the comparison; p-values never read 0.000."""
    from cardrules.i18n import t
    from cardrules.simulate import facts, p_value

    df = simulate("dudak", rules={"A": {"players": 3, "single_deal": True},
                                  "B": {"players": 3, "single_deal": True, "trumps": "none"}},
                  games=30, seed=1, progress=False, workers=1)
    assert set(df["margin"]) == {0}
    comparison = compare(df)
    measures = set(comparison.table.index.get_level_values("measure"))
    assert t("simulate.measure.margin") not in measures and t("simulate.measure.length_deals") not in measures
    assert t("simulate.measure.length_decisions") in measures
    assert "0.000" not in comparison.sentence and "<th" in comparison._repr_html_()
    from cardrules.simulate import fact_columns

    assert len(facts(df)) == sum(df[c].nunique() > 1 for c in fact_columns(df))  # a count that never varies is out
    assert p_value(0.0001) == "< 0.001" and p_value(0.04) == "= 0.040" and p_value(0.31) == "= 0.31"
    tablanette = simulate("tablanette", rules={"players": 2, "single_deal": True}, games=20, seed=2, progress=False,
                          workers=1)
    assert set(tablanette["margin"]) != {0}  # the most points win: ranked highest first, as before
