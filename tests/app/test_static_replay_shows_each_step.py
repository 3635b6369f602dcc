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
    lines = state.narration(None, open_hands=True)  # every card told, as the felt shows them
    assert data["lines"] == lines
    for k in sorted({0, 1, len(states) // 2, len(states) - 1}):
        view = states[k].view(None, open_hands=True)
        assert _frame_html(data, k) == facts_html(view.facts, view.game) + "".join(zone_html(z) for z in view.zones)
        assert data["status"][data["frames"][k][2]] == say(view.status)
        # the narration of step k is the first lines of the whole game's narration
        assert data["frames"][k][3] == len(states[k].events)
        assert states[k].narration(None, open_hands=True) == lines[:len(states[k].events)]


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


def test_making_a_replay_takes_memory_linear_in_the_moves() -> None:
    """The replay walks the game one state at a time: four times the moves take about four times the memory (it
    took nine times as much when every state was kept with its own log)."""
    import tracemalloc

    from cardrules.bots import RandomBot

    dudak = GAMES["dudak"]
    long = play_out(dudak.new_game(dudak.Rules(players=2, deals=5, turn_limit=5000), seed=1),
                    [RandomBot(1), RandomBot(2)])
    data = long.to_dict()
    peaks = []
    for n in (300, 1200):
        state = dudak.State.from_dict({**data, "moves": data["moves"][:n]})
        tracemalloc.start()
        frames = replay_data(state)["frames"]
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        assert len(frames) == n + 1
    assert peaks[1] / peaks[0] < 6, peaks


def test_a_replay_reports_progress_and_stops_when_asked() -> None:
    from cardrules.replay import PROGRESS_EVERY

    state = _finished("spoil_five")
    calls: list[tuple[int, int]] = []
    replay_html(state, progress=lambda done, total: calls.append((done, total)))
    total = len(state.history) + 1
    assert calls[0] == (0, total) and calls[-1] == (total, total)
    assert [d for d, _ in calls[:-1]] == list(range(0, total, PROGRESS_EVERY))

    class Cancelled(Exception):
        pass

    def cancel(done: int, _total: int) -> None:
        if done:
            raise Cancelled

    if total > PROGRESS_EVERY:
        with pytest.raises(Cancelled):
            replay_html(state, progress=cancel)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_replay_header_words_the_house_rules_as_the_rules_form_does(lang: str) -> None:
    from cardrules.i18n import language, t

    sf = GAMES["spoil_five"]
    rules = sf.Rules(players=3, void_may_discard=True, ranking="traditional")
    state = sf.new_game(rules, seed=4)
    state = state.play(state.legal_moves()[0])
    with language(lang):
        page = replay_html(state)
        label, choice = sf.Rules.label("void_may_discard"), sf.Rules.option_label("ranking", "traditional")
        yes = t("replay.yes")
    assert "void_may_discard" not in page and "= True" not in page  # no field name, no Python value
    assert f"{label} = {yes}" in page and choice in page


def test_the_download_link_counts_its_moves_in_good_english() -> None:
    table = GameTable("tablanette", seed=1, from_url=False)
    table.tabs.selected_index = 3
    table.play(table.state.legal_moves()[0])
    table.session.go(1)
    table._refresh_share()
    moves = table.session.moves_of(len(table.states) - 1)
    assert (f"({moves} move)" if moves == 1 else f"({moves} moves)") in table.save_link.value
    assert "1 moves" not in table.save_link.value
