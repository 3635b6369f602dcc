"""The stored studies and game lengths (``make studies``) are what the code computes: a small sample of each is
replayed with the same seeds and must give the stored rows; the pages read them and compute nothing per visit."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardrules import GAMES, studies
from cardrules.i18n import FALLBACKS, language

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = 3


@pytest.mark.parametrize("name", list(studies.STUDIES))
def test_a_sample_of_each_stored_study_replays_to_the_stored_rows(name: str) -> None:
    stored = studies.stored_data(studies.STUDIES_FILE)["studies"][name]
    spec = studies.STUDIES[name]
    assert stored["games"] == spec.games and stored["seed"] == spec.seed
    assert stored["variants"] == {k: dict(v) for k, v in spec.variants.items()}, "rerun make studies"
    assert len(stored["rows"]) == spec.games * len(spec.variants)
    sample = studies.run_study(name, games=SAMPLE, workers=1)
    assert sample["columns"] == stored["columns"]
    at = {c: i for i, c in enumerate(stored["columns"])}
    kept = [r for r in stored["rows"] if r[at["game"]] < SAMPLE]
    key = lambda r: (r[at["variant"]], r[at["game"]])  # noqa: E731
    assert sorted(sample["rows"], key=key) == sorted(kept, key=key), \
        f"the stored {name} study is not what the engine plays now: run `make studies`"


@pytest.mark.parametrize("name", list(GAMES))
def test_the_stored_game_lengths_replay(name: str) -> None:
    stored = studies.stored_data(studies.LENGTHS_FILE)
    assert stored["seeds"] == list(studies.LENGTH_SEEDS)
    # every registered game has its length on the landing page: a new game needs `make studies` once
    assert name in stored["games"], f"cardrules/data/lengths.json has no lengths of {name}: run `make studies`"
    assert studies.game_length_rows(name, range(2)) == stored["games"][name][:2], "run `make studies`"
    length = studies.game_length(name)
    assert length is not None and length[0] >= 1 and length[1] > 0


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_conclusions_are_computed_from_the_stored_rows_in_the_readers_language(lang: str) -> None:
    FALLBACKS.clear()
    with language(lang):
        for name, spec in studies.STUDIES.items():
            text = str(studies.conclusion(name))
            assert str(spec.games) in text
            for m in studies.measure(name):
                for value in m.values.values():
                    shown = f"{value:.0%}" if m.finding.kind.startswith("share") else f"{value:.2f}"
                    assert shown in text, (name, m.finding.key, shown)
            frame = studies.study(name)
            assert set(frame["variant"]) == {studies.t(f"lab.study.{name}.{c}") for c in spec.variants}
        if lang == "ja":
            assert not re.search(r"[A-Za-z]{4,}", str(studies.conclusion("dudak")))
    assert not FALLBACKS, FALLBACKS


def test_the_pages_compute_nothing_per_visit() -> None:
    """The landing page and the lab read stored results; no page source plays a study or a length."""
    lab = (ROOT / "notebooks_src" / "house_rules_lab.py").read_text()
    assert "simulate(" not in lab and lab.count("study(") == len(studies.STUDIES)
    landing = (ROOT / "cardrules" / "landing.py").read_text()
    assert "play_out" not in landing


def test_the_lab_figures_are_drawn_for_every_language_before_a_visitor_asks(monkeypatch: pytest.MonkeyPatch) -> None:
    """In the preheated kernel (no visitor yet) the first call draws the study's figure in every language; the page
    switched to the visitor's language then only shows a picture already drawn (drawing was most of the lab's cost
    in Japanese)."""
    from cardrules import page

    lab = (ROOT / "notebooks_src" / "house_rules_lab.py").read_text()
    assert lab.count("figure(") == len(studies.STUDIES) and "plot(" not in lab
    studies._figure_png.cache_clear()
    monkeypatch.setattr(page, "preheated", lambda: True)
    monkeypatch.setattr(page, "request_arrived", lambda: False)
    english = studies.figure("spoil_five")
    assert studies._figure_png.cache_info().currsize == 2  # English and Japanese, drawn before the request
    monkeypatch.setattr(page, "request_arrived", lambda: True)
    with language("ja"):
        japanese = studies.figure("spoil_five")
    info = studies._figure_png.cache_info()
    assert info.currsize == 2 and info.hits >= 1  # nothing drawn for the visitor
    assert japanese.data != english.data and japanese.data.startswith(b"\x89PNG")
