"""Static replays: one self-contained file whose every step shows exactly what the renderer draws for that state."""

from __future__ import annotations

import json
import re

import pytest

from cardrules import GAMES
from cardrules.bots import play_out
from cardrules.protocol import say
from cardrules.render import facts_html, zone_html
from cardrules.replay import replay_data, replay_html
from cardrules.share import states_of
from cardrules.widgets import GameTable


def _finished(game: str, seed: int = 4):
    module = GAMES[game]
    state = module.new_game(seed=seed)
    return play_out(state, [module.HeuristicBot(seed * 31 + s) for s in range(state.players)])


def _frame_html(data: dict, k: int) -> str:
    """What the file's script puts on the page for step ``k`` (the same joins and token replacement)."""
    facts, zones, _status, _lines = data["frames"][k]
    body = "".join(data["parts"][z] for z in zones)
    return data["parts"][facts] + re.sub(r"<#(\d+)>", lambda m: data["cards"][int(m.group(1))], body)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_step_shows_what_the_renderer_draws(game: str) -> None:
    state = _finished(game)
    data = replay_data(state, seat=None, open_hands=True)
    states = states_of(state)
    assert len(data["frames"]) == len(state.history) + 1 == len(states)
    lines = state.narration(None)
    assert data["lines"] == lines
    for k in sorted({0, 1, len(states) // 2, len(states) - 1}):
        view = states[k].view(None, open_hands=True)
        assert _frame_html(data, k) == facts_html(view.facts, view.game) + "".join(zone_html(z) for z in view.zones)
        assert data["status"][data["frames"][k][2]] == say(view.status)
        # the narration of step k is the first lines of the whole game's narration
        assert data["frames"][k][3] == len(states[k].events)
        assert states[k].narration(None) == lines[:len(states[k].events)]


def test_a_players_replay_hides_the_other_hands() -> None:
    state = _finished("tablanette")
    mine = replay_data(state, seat=0, open_hands=False)
    everyone = replay_data(state, seat=0, open_hands=True)
    assert 'title="face down"' in "".join(mine["cards"]) + "".join(mine["parts"])
    assert len(mine["cards"]) < len(everyone["cards"])


def test_the_file_is_self_contained_and_starts_where_asked() -> None:
    state = _finished("dudak")
    page = replay_html(state, start=3)
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert not re.search(r"(src|href)\s*=", page), "nothing is loaded from elsewhere"
    assert "http://" not in page and "https://" not in page and "@import" not in page
    assert "default-src 'none'" in page  # the browser refuses any request the file might make
    for button in ("cr-first", "cr-back", "cr-forward", "cr-last"):
        assert f'id="{button}"' in page
    payload = re.search(r'<script type="application/json" id="cr-data">(.*?)</script>', page, re.S)
    assert payload is not None
    data = json.loads(payload.group(1))
    assert data["start"] == 3 and len(data["frames"]) == len(state.history) + 1
    assert len(page) < 600_000


def test_script_closing_text_cannot_escape_the_data() -> None:
    state = GAMES["tablanette"].new_game(seed=1)
    page = replay_html(state, title="</script><script>alert(1)</script>")
    assert "<script>alert(1)" not in page
    assert page.count("</script>") == 2


def test_an_ongoing_game_exports_from_the_widget() -> None:
    table = GameTable("spoil_five", seed=2, mode="watch")
    for _ in range(8):
        table.forward_button.click()
    table.back_button.click()
    table.replay_button.click()
    assert table.errors.value == ""
    assert 'download="spoil_five-replay.html"' in table.replay_link.value
    assert "data:text/html;base64," in table.replay_link.value
