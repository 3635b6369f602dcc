"""The house-rules lab's stored studies and the landing page's game lengths: computed once by ``make studies``
(``python -m cardrules.studies``), stored with the package in ``cardrules/data/``, read by the pages.

Nothing here depends on the visitor, so no page computes it per visit: a page loads the rows and words them, in the
reader's language, when it is shown. The rows hold data only (variant codes, numbers); the variant labels, the owners'
names and the sentences stating what a study found (:func:`conclusion`) are made from them at the edge, so the prose
never types a figure that nothing computes. ``tests/app/test_stored_studies_match_code.py`` reruns the first games of
every study and length with the same seeds and requires the stored rows.
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from cardrules.i18n import t
from cardrules.simulate import p_value

DATA = Path(__file__).resolve().parent / "data"
STUDIES_FILE = DATA / "studies.json"
LENGTHS_FILE = DATA / "lengths.json"
FORMAT = 1

LENGTH_SEEDS = range(5)
"""The seeded bot games each landing-page length is the median of."""

# Columns of simulate()'s rows that are words (owner names in the language of the run): left out of the stored rows.
_WORDED = ("winners",)


@dataclass(frozen=True)
class Finding:
    """One measure a study's conclusion states: ``kind`` ``"mean"`` (a mean per game compared between the variants),
    ``"share"`` (a 0/1 column's rate compared between them) or ``"share_vs"`` (each variant's rate against
    ``expected``); ``key`` names it in the messages (``study.<study>.<key>``)."""

    key: str
    column: str
    kind: str = "mean"
    expected: float = 0.0


@dataclass(frozen=True)
class Study:
    """A stored comparison of two rule variants of a game (the variants by code, their labels are the messages
    ``lab.study.<name>.<code>``); ``answer`` is the finding whose verdict answers the study's question."""

    name: str
    game: str
    variants: Mapping[str, Mapping[str, Any]]
    games: int
    seed: int
    findings: tuple[Finding, ...] = field(default_factory=tuple)
    answer: str = ""


STUDIES: dict[str, Study] = {s.name: s for s in (
    Study("tablanette", "tablanette", {
        "six": {"single_deal": True, "first_dealer": "south"},
        "eight": {"single_deal": True, "first_dealer": "south", "eight_card_deal": True},
    }, games=300, seed=1, answer="first_wins", findings=(
        Finding("first_wins", "win_0", "share"),
        Finding("tablanettes", "tablanettes"),
        Finding("points", "score_0"),
    )),
    Study("spoil_five", "spoil_five", {
        "simplified": {"single_deal": True},
        "traditional": {"single_deal": True, "ranking": "traditional"},
    }, games=800, seed=2, answer="eldest", findings=(
        Finding("eldest", "eldest_took_first_pool", "share_vs", expected=1 / 5),
        Finding("spoiled", "spoiled_deals"),
        Finding("jinks", "jinks_won"),
    )),
    Study("packs", "packs", {
        "special_pairs": {"players": 2, "single_deal": True},
        "face_value": {"players": 2, "single_deal": True, "special_pairs": False},
    }, games=200, seed=3, answer="first_wins", findings=(
        Finding("steals", "steals"),
        Finding("packs_made", "packs_made"),
        Finding("decisions", "decisions"),
        Finding("first_wins", "win_0", "share"),
    )),
    Study("dudak", "dudak", {
        "trumps": {"players": 3, "single_deal": True},
        "no_trumps": {"players": 3, "single_deal": True, "trumps": "none"},
    }, games=200, seed=4, answer="decisions", findings=(
        Finding("decisions", "decisions"),
        Finding("stalled", "turn_limit_deals"),
    )),
    Study("nine_peak", "nine_peak", {
        "peak_9": {"players": 4},
        "peak_7": {"players": 4, "peak": 7},
    }, games=60, seed=5, answer="decisions", findings=(
        Finding("decisions", "decisions"),
        Finding("margin", "margin"),
        Finding("peaks", "peaks"),
    )),
)}


# ------------------------------------------------------------------------------------------------ running them
def run_study(name: str, games: int | None = None, *, workers: int | None = None) -> dict[str, Any]:
    """Play study ``name`` (its first ``games`` games a variant; default: all) and return its stored form:
    ``{"columns": [...], "rows": [[...], ...]}``, the variant column holding the variant's code."""
    from cardrules.simulate import simulate

    study = STUDIES[name]
    frame = simulate(study.game, rules=dict(study.variants), games=games or study.games, seed=study.seed,
                     workers=workers, progress=False)
    frame = frame.drop(columns=[c for c in _WORDED if c in frame.columns])
    return {"columns": list(frame.columns), "rows": [[_plain(v) for v in row] for row in frame.itertuples(index=False)]}


def _plain(value: Any) -> Any:
    """A JSON value for a cell of a run (numpy numbers as Python ones, a missing value as ``None``)."""
    if hasattr(value, "item"):
        value = value.item()
    if isinstance(value, float) and math.isnan(value):
        return None
    return value


def game_length_rows(name: str, seeds: range = LENGTH_SEEDS) -> list[list[int]]:
    """``[seed, deals, moves]`` of each seeded game the game's own heuristic bots play under the write-up's rules."""
    from cardrules import GAMES
    from cardrules.bots import RandomBot, play_out

    game = GAMES[name]
    bot = getattr(game, "HeuristicBot", RandomBot)
    rows = []
    for seed in seeds:
        state = game.new_game(seed=seed)
        end = play_out(state, [bot(seed * 31 + s) for s in range(state.players)])
        rows.append([seed, int(end.deal_number), len(end.history)])
    return rows


def make_all(*, workers: int | None = None) -> None:
    """Compute every study and game length and write them to :data:`DATA` (what ``make studies`` runs)."""
    from cardrules import GAMES

    DATA.mkdir(exist_ok=True)
    studies: dict[str, Any] = {"format": FORMAT, "studies": {}}
    for name, study in STUDIES.items():
        stored = run_study(name, workers=workers)
        studies["studies"][name] = {"game": study.game, "seed": study.seed, "games": study.games,
                                    "variants": {k: dict(v) for k, v in study.variants.items()}, **stored}
        print(f"{name}: {len(stored['rows'])} games")
    STUDIES_FILE.write_text(json.dumps(studies, ensure_ascii=False, separators=(",", ":")) + "\n")
    lengths: dict[str, Any] = {"format": FORMAT, "seeds": list(LENGTH_SEEDS),
               "games": {name: game_length_rows(name) for name in GAMES}}
    LENGTHS_FILE.write_text(json.dumps(lengths, indent=1) + "\n")
    print(f"game lengths: {', '.join(lengths['games'])}")
    stored_data.cache_clear()


# ------------------------------------------------------------------------------------------------ reading them
@cache
def stored_data(path: Path) -> dict[str, Any]:
    """The stored file (read once per process)."""
    return json.loads(path.read_text())


def game_length(name: str) -> tuple[int, int] | None:
    """Median (deals, moves) of the stored seeded games of ``name`` (see :func:`game_length_rows`); None for a game
    that ``make studies`` has not played yet (``tests/app/test_stored_studies_match_code.py`` names every registered
    game missing)."""
    rows = stored_data(LENGTHS_FILE)["games"].get(name)
    if not rows:
        return None
    return int(statistics.median(r[1] for r in rows)), int(statistics.median(r[2] for r in rows))


def length_games(name: str) -> int:
    """How many stored games a length is the median of (0 for a game not stored)."""
    return len(stored_data(LENGTHS_FILE)["games"].get(name, ()))


def study(name: str) -> Any:
    """Study ``name`` as :func:`cardrules.simulate` returns a run (a DataFrame, one row per game), from the stored
    rows: the variants labelled and the owners named in the current language, ready for ``compare``/``facts``/
    ``plot``."""
    import pandas as pd

    from cardrules import GAMES

    spec = STUDIES[name]
    stored = stored_data(STUDIES_FILE)["studies"][name]
    frame = pd.DataFrame(stored["rows"], columns=stored["columns"])
    frame["variant"] = frame["variant"].map(lambda code: t(f"lab.study.{name}.{code}"))
    module: Any = GAMES[spec.game]
    first = next(iter(spec.variants.values()))
    frame.attrs["game"] = module.NAME
    frame.attrs["owners"] = list(module.new_game(module.Rules.from_dict(dict(first)), seed=0).owner_names)
    return frame


def figure(name: str) -> Any:
    """The figure of study ``name`` (:func:`cardrules.simulate.plot` of :func:`study`, titled in the reader's
    language) as a PNG image. Drawing it is most of what the lab page costs, so each language's picture is drawn
    once per process; in the app's preheated kernel, before any visitor has asked for a language, every language's
    picture is drawn, so that a page switched to the visitor's language only shows what is ready."""
    from cardrules import i18n, page

    if page.preheated() and not page.request_arrived():
        for lang in i18n.LANGUAGES:
            with i18n.language(lang):
                _figure_png(name, lang)
    return Picture(_figure_png(name, i18n.get_language()), t("lab.figure.alt", title=t(f"lab.study.{name}.title")))


class Picture:
    """A study's figure as the page shows it: the PNG with a text alternative in the reader's language (what a
    screen reader says of it, and what shows where the picture cannot)."""

    def __init__(self, data: bytes, alt: str) -> None:
        self.data = data
        self.alt = alt

    def _repr_html_(self) -> str:
        import base64
        import html

        return (f'<img alt="{html.escape(self.alt)}" style="max-width:100%" '
                f'src="data:image/png;base64,{base64.b64encode(self.data).decode()}">')

    def __repr__(self) -> str:
        return self.alt


@cache
def _figure_png(name: str, language: str) -> bytes:
    from cardrules import i18n
    from cardrules.simulate import plot_png

    with i18n.language(language):
        return plot_png(study(name), t(f"lab.study.{name}.title"))


# ---------------------------------------------------------------------------------------------- the conclusions
def _p_two_means(a: list[float], b: list[float]) -> float:
    na, nb = len(a), len(b)
    va = statistics.variance(a) if na > 1 else 0.0
    vb = statistics.variance(b) if nb > 1 else 0.0
    se = math.sqrt(va / na + vb / nb) if na and nb else 0.0
    diff = (statistics.fmean(b) if b else 0.0) - (statistics.fmean(a) if a else 0.0)
    return math.erfc(abs(diff / se) / math.sqrt(2)) if se > 0 else (1.0 if diff == 0 else 0.0)


def _p_two_shares(a: list[float], b: list[float]) -> float:
    pa, pb = statistics.fmean(a), statistics.fmean(b)
    pooled = (sum(a) + sum(b)) / (len(a) + len(b))
    se = math.sqrt(pooled * (1 - pooled) * (1 / len(a) + 1 / len(b)))
    return math.erfc(abs((pb - pa) / se) / math.sqrt(2)) if se > 0 else (1.0 if pa == pb else 0.0)


def _p_share(values: list[float], expected: float) -> float:
    se = math.sqrt(expected * (1 - expected) / len(values))
    return math.erfc(abs((statistics.fmean(values) - expected) / se) / math.sqrt(2)) if se > 0 else 1.0


@dataclass(frozen=True)
class Measured:
    """What a finding measured: the value under each variant (by code), the p-value of the difference (or of each
    variant against the expected share), and whether it is significant at the 5% level."""

    finding: Finding
    values: dict[str, float]
    p: dict[str, float]
    counts: dict[str, int]

    @property
    def significant(self) -> bool:
        return any(p < 0.05 for p in self.p.values())


def measure(name: str) -> list[Measured]:
    """Every finding of study ``name``, measured on the stored rows."""
    spec = STUDIES[name]
    stored = stored_data(STUDIES_FILE)["studies"][name]
    columns = stored["columns"]
    by_variant: dict[str, list[list[Any]]] = {code: [] for code in spec.variants}
    for row in stored["rows"]:
        by_variant[row[columns.index("variant")]].append(row)
    out = []
    for f in spec.findings:
        col = columns.index(f.column)
        data = {code: [float(r[col]) for r in rows if r[col] is not None] for code, rows in by_variant.items()}
        a, b = list(spec.variants)
        values = {code: statistics.fmean(v) if v else 0.0 for code, v in data.items()}
        if f.kind == "share_vs":
            p = {code: _p_share(v, f.expected) for code, v in data.items()}
        elif f.kind == "share":
            p = {b: _p_two_shares(data[a], data[b])}
        else:
            p = {b: _p_two_means(data[a], data[b])}
        out.append(Measured(f, values, p, {code: len(v) for code, v in data.items()}))
    return out


def _number(value: float, kind: str) -> str:
    return f"{value:.0%}" if kind.startswith("share") else f"{value:.2f}"


def _sentence(name: str, m: Measured) -> str:
    f = m.finding
    (a, b) = list(STUDIES[name].variants)
    label = {code: t(f"lab.study.{name}.{code}") for code in (a, b)}
    what = t(f"study.{name}.{f.key}")
    if f.kind == "share_vs":
        parts = []
        for code in (a, b):
            p, v = m.p[code], m.values[code]
            verdict = (t("study.vs.more" if v > f.expected else "study.vs.less", p=p_value(p)) if p < 0.05
                       else t("study.vs.same", p=p_value(p)))
            parts.append(t("study.vs.variant", variant=label[code], value=_number(v, f.kind), n=m.counts[code],
                           verdict=verdict))
        return t("study.vs", what=what, expected=_number(f.expected, f.kind), parts=t("list.sep").join(parts))
    p = m.p[b]
    if p < 0.05:
        verdict = t(f"study.verdict.{_direction(m)}", b=label[b], p=p_value(p))
    else:
        verdict = t("study.verdict.same", p=p_value(p))
    return t(f"study.{f.kind}", what=what, a=label[a], b=label[b], va=_number(m.values[a], f.kind),
             vb=_number(m.values[b], f.kind), verdict=verdict)


def _direction(m: Measured) -> str:
    """``"no"`` when the finding is within chance, else ``"higher"``/``"lower"`` (the second variant against the
    first; a share against its expected value counts as ``"higher"``)."""
    if not m.significant:
        return "no"
    if m.finding.kind == "share_vs":
        return "higher"
    a, b = list(m.values)
    return "higher" if m.values[b] > m.values[a] else "lower"


class Conclusion:
    """What a stored study found, in the current language: the answer to its question, then one line a finding,
    every figure computed from the stored rows. Markdown for Jupyter and Voila, the same text as its repr."""

    def __init__(self, name: str) -> None:
        self.name = name
        spec = STUDIES[name]
        measured = measure(name)
        answer = next(m for m in measured if m.finding.key == spec.answer)
        lines = [t("study.intro", games=spec.games),
                 "", t(f"study.{name}.answer.{_direction(answer)}"), ""]
        lines += [f"- {_sentence(name, m)}" for m in measured]
        self.text = "\n".join(lines)

    def _repr_markdown_(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text


def conclusion(name: str) -> Conclusion:
    """The conclusion of study ``name`` from its stored rows, in the current language."""
    return Conclusion(name)


def main() -> None:  # pragma: no cover - the build step
    import argparse

    parser = argparse.ArgumentParser(description="Compute the stored studies and game lengths (make studies).")
    parser.add_argument("--workers", type=int, default=None, help="worker processes (default: every core)")
    make_all(workers=parser.parse_args().workers)


if __name__ == "__main__":  # pragma: no cover
    main()
