"""Packs' lesson page: an example played under the one-deal rules ends its deal, never "South wins the game" (the
one-deal rules end the engine's game after the deal, which decides no game of 500 points)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardrules.games import packs
from cardrules.i18n import language
from cardrules.lessons import example

ROOT = Path(__file__).resolve().parents[2]
PAGE = json.loads((ROOT / "notebooks" / "packs.ipynb").read_text(encoding="utf-8"))


def _end_of_a_deal() -> packs.State:
    return packs.from_position(packs.Rules(players=2, single_deal=True, throw_off=False), hands=["2C", "3C"],
                               table="KD", stock="5H", dealer=1, packs=[["AH 2H", "KH 10H"], ["4H QH"]])


@pytest.mark.parametrize(("lang", "won", "ends"), [("en", "wins the game", "That ends deal 1"),
                                                   ("ja", "ゲームに勝ちます", "これで第1ディール")])
def test_a_one_deal_example_ends_the_deal(lang: str, won: str, ends: str) -> None:
    state = _end_of_a_deal()
    with language(lang):
        told = example(state, "draw").plain
    assert won not in told and ends in told and "500" in told


def test_the_stored_page_never_decides_a_game_in_an_example() -> None:
    texts = ["".join("".join(o.get("data", {}).get("text/plain", "")) for o in cell.get("outputs", []))
             for cell in PAGE["cells"]]
    assert not [t for t in texts if re.search(r"wins the game", t)]
    assert sum("That ends deal 1" in t for t in texts) >= 2
