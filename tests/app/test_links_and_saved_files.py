"""Shared deals (URL parameters read strictly) and saved games (checked files), for every game and preset."""

from __future__ import annotations

import datetime
import html
import json
import re

import pytest

from cardrules import GAMES, share
from cardrules.bots import play_out
from cardrules.errors import StateFormatError
from cardrules.games import packs, tablanette
from cardrules.widgets import GameTable

CASES = [(name, preset) for name, module in GAMES.items() for preset in module.PRESETS]


# ------------------------------------------------------------------------------------------------ URL parameters
@pytest.mark.parametrize(("game", "preset"), CASES)
def test_every_preset_round_trips_through_its_link(game: str, preset: str) -> None:
    module = GAMES[game]
    rules = module.PRESETS[preset]
    query = share.share_query(1234, rules)
    deal = share.parse_query(module, query)
    assert deal.problems == ()
    assert deal.seed == 1234
    assert deal.rules == rules
    assert module.new_game(deal.rules, seed=deal.seed).to_dict() == module.new_game(rules, seed=1234).to_dict()


def test_the_example_link_of_the_issue() -> None:
    deal = share.parse_query(packs, "?seed=7&players=4&rules=hand_size:8")
    assert (deal.seed, deal.rules.players, deal.rules.hand_size, deal.problems) == (7, 4, 8, ())
    assert share.share_query(7, deal.rules) == "seed=7&players=4&rules=hand_size:8"


def test_values_with_spaces_and_commas_survive_the_link() -> None:
    rules = packs.Rules(tie="deal again")
    options = [o for o in packs.Rules.spec() if o["name"] == "tie"][0]["options"]
    other = next(o for o in options if o != rules.tie)
    changed = packs.Rules(tie=other)
    assert share.parse_query(packs, share.share_query(3, changed)).rules == changed


@pytest.mark.parametrize(("query", "fragment"), [
    ("seed=__import__('os').system('x')", "seed: must be a whole number"),
    ("seed=-1", "seed: must be a whole number"),
    ("seed=99999999999999", "seed: must be a whole number"),
    ("seed=1e3", "seed: must be a whole number"),
    ("players=9", "Tablanette is for 2, 3, 4 players"),
    ("players=two", "Tablanette is for 2, 3, 4 players"),
    ("rules=target:abc", "target: must be a whole number"),
    ("rules=partnership:maybe", "partnership: must be true or false"),
    ("rules=card_points:__class__", "card_points: must be one of"),
    ("rules=__class__:1", "'__class__' is not a rule of Tablanette"),
    ("rules=nonsense", "is not field:value"),
    ("rules=target:1,target:2", "'target' is given twice"),
    ("colour=red", "'colour' is not a parameter"),
    ("seed=1&seed=2", "seed: given 2 times"),
    ("projector=loud", "projector: must be 1 or 0"),
    ("hands=all", "hands: must be open"),
    ("seed=" + "1" * 3000, "longer than 2000"),
    ("&".join(f"x{i}=1" for i in range(30)), "too many parameters"),
])
def test_bad_parameters_are_named_and_fall_back_to_defaults(query: str, fragment: str) -> None:
    deal = share.parse_query(tablanette, query)
    assert any(fragment in p for p in deal.problems), deal.problems
    assert deal.seed is None and deal.rules is None
    assert fragment.split(":")[0].strip("'") in deal.message or "parameters" in deal.message
    assert deal.message.endswith("The defaults apply instead.")


def test_good_parameters_are_kept_beside_bad_ones() -> None:
    deal = share.parse_query(tablanette, "seed=5&players=4&rules=partnership:true,bogus:1&colour=red")
    assert deal.seed == 5 and deal.rules == tablanette.Rules(players=4, partnership=True)
    assert len(deal.problems) == 2


def test_rules_that_do_not_fit_together_keep_the_values_valid_on_their_own() -> None:
    deal = share.parse_query(tablanette, "rules=single_deal:true,partnership:true")  # partners need 4 players
    assert any("partnership" in p for p in deal.problems)
    assert deal.rules == tablanette.Rules(single_deal=True)


def test_server_parameters_are_left_alone() -> None:
    assert share.parse_query(tablanette, "token=abc&voila-theme=dark&seed=3") == share.SharedDeal(seed=3)


def test_view_parameters() -> None:
    deal = share.parse_query(tablanette, "projector=1&hands=mine")
    assert (deal.projector, deal.open_hands, deal.problems) == (True, False, ())
    assert share.share_query(2, tablanette.Rules(), projector=True, open_hands=True).endswith("&projector=1&hands=open")


def test_request_query_outside_voila_is_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    assert share.request_query() is None and share.shared_deal_from_request(tablanette) is None
    monkeypatch.setenv("QUERY_STRING", "seed=4")
    monkeypatch.setenv("VOILA_PREHEAT", "True")  # the request already arrived: nothing to wait for
    assert share.shared_deal_from_request(tablanette) == share.SharedDeal(seed=4)


def test_game_table_starts_the_deal_of_its_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "seed=9&players=4&rules=hand_size:8&projector=1")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/packs.ipynb")
    table = GameTable("packs", seed=7)
    expected = packs.new_game(packs.Rules(players=4, hand_size=8), seed=9)
    assert table.states[0].to_dict() == expected.to_dict()
    assert table.rules_form.rules == table.rules and table.seed_box.value == 9
    assert table.projector_button.value and "cr-projector" in table._dom_classes
    assert table.message.value == ""
    table.tabs.selected_index = 3
    link = "/voila/render/packs.ipynb?seed=9&players=4&rules=hand_size:8&projector=1&hands=mine"  # Playing
    assert f'href="{html.escape(link)}"' in table.share_link.value


def test_game_table_names_bad_parameters_and_deals_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "seed=abc&players=12")
    table = GameTable("tablanette", seed=7)
    assert table.seed_box.value == 7 and table.rules == tablanette.Rules()
    assert "seed: must be a whole number" in table.message.value and "players" in table.message.value
    assert table.errors.value == ""


def test_game_table_ignores_the_url_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "seed=9")
    assert GameTable("tablanette", seed=7, from_url=False).seed_box.value == 7


# ---------------------------------------------------------------------------------------------------- saved games
def _played(game: str, moves: int = 25):
    module = GAMES[game]
    state = module.new_game(seed=11)
    bots = [module.HeuristicBot(s) for s in range(state.players)]
    for _ in range(moves):
        if state.is_over:
            break
        state = state.play(bots[state.to_move].choose(state.view(state.to_move)))
    return state


@pytest.mark.parametrize("game", list(GAMES))
def test_saved_games_load_back_exactly(game: str) -> None:
    state = _played(game)
    loaded, step = share.load_game(share.save_game(state, step=3), game=game)
    assert loaded == state and step == 3
    assert share.load_game(share.save_game(state).encode("utf-8"))[1] == len(state.history)


def test_a_finished_game_loads_back() -> None:
    state = tablanette.new_game(seed=2)
    state = play_out(state, [tablanette.HeuristicBot(s) for s in range(2)])
    assert share.load_game(share.save_game(state))[0].result == state.result


def _resign(data: dict) -> str:
    data["sha256"] = share._digest(data["state"])
    return json.dumps(data)


@pytest.mark.parametrize(("mutate", "fragment"), [
    (lambda d: d["state"]["moves"].append("KS"), "file was changed after it was saved"),
    (lambda d: d.update(sha256="0" * 64), "file was changed after it was saved"),
    (lambda d: d.update(step=10_000), "step: must be a whole number"),
    (lambda d: d.update(step=True), "step: must be a whole number"),
    (lambda d: d.update(extra=1), "extra: is not a field"),
    (lambda d: d.pop("sha256"), "sha256: is missing"),
    (lambda d: d.update(format="other"), "format: must be"),
    (lambda d: d.update(version=2), "version"),
    (lambda d: d.update(game="chess"), "game: is not a game of cardrules"),
    (lambda d: d.update(game="packs"), "the file is a Packs game, this table plays Tablanette"),
    (lambda d: d.update(state=[1, 2]), "state: must be a JSON object"),
])
def test_malformed_or_tampered_files_are_refused_with_the_reason(mutate, fragment: str) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(share.save_game(_played("tablanette")))
    mutate(data)
    with pytest.raises(StateFormatError, match=fragment.replace("(", r"\(")):
        share.load_game(json.dumps(data), game="tablanette")


def test_a_resigned_file_with_an_illegal_move_is_refused_by_the_engine() -> None:
    data = json.loads(share.save_game(_played("tablanette", 4)))
    data["state"]["moves"][1] = data["state"]["moves"][0]  # the same card twice
    with pytest.raises(StateFormatError, match=r"moves\[1\]"):
        share.load_game(_resign(data))
    data = json.loads(share.save_game(_played("tablanette", 4)))
    data["state"]["start"] = {"kind": "deck", "deck": ["AS"] * 52}
    with pytest.raises(StateFormatError, match="start.deck"):
        share.load_game(_resign(data))


@pytest.mark.parametrize(("content", "fragment"), [
    (b"\xff\xfe not text", "not UTF-8"),
    ("{not json", "not valid JSON"),
    ("[1, 2]", "must be a JSON object"),
    ("x" * (share.MAX_SAVE_BYTES + 1), "a saved game is at most"),
])
def test_files_that_are_not_saved_games_are_refused(content: str | bytes, fragment: str) -> None:
    with pytest.raises(StateFormatError, match=fragment):
        share.load_game(content)


def _upload(table: GameTable, content: bytes, name: str = "game.json") -> None:
    when = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
    table.upload.value = ({"name": name, "type": "application/json", "size": len(content),
                           "content": memoryview(content), "last_modified": when},)


def test_game_table_saves_and_loads_a_game_through_its_share_tab() -> None:
    source = GameTable("dudak", seed=3, mode="watch")
    for _ in range(6):
        source.forward_button.click()
    source.back_button.click()
    source.tabs.selected_index = 3
    assert "data:application/json;base64," in source.save_link.value and "6 moves" in source.save_link.value
    saved = share.save_game(source.states[-1], step=source.index)

    target = GameTable("dudak", seed=1, mode="watch")  # in Play mode the bots would move on at the last step
    _upload(target, saved.encode("utf-8"))
    assert "Loaded game.json" in target.share_message.value
    assert target.states[-1] == source.states[-1] and target.index == 5 and target.upload.value == ()
    target.last_button.click()
    assert target.index == 6 and target.errors.value == ""


def test_game_table_refuses_a_tampered_upload_and_keeps_its_game() -> None:
    table = GameTable("tablanette", seed=1)
    before = list(table.states)
    data = json.loads(share.save_game(_played("tablanette")))
    data["state"]["moves"][0] = "X" + data["state"]["moves"][0]
    text = json.dumps(data)
    _upload(table, text.encode("utf-8"))
    assert "Not loaded" in table.share_message.value and "changed after it was saved" in table.share_message.value
    assert table.states == before and table.errors.value == ""
    _upload(table, share.save_game(_played("packs")).encode("utf-8"))
    assert "the file is a Packs game" in table.share_message.value


def test_iter_states_walks_the_same_states_one_at_a_time() -> None:
    state = _played("dudak")
    walked = share.iter_states(state)
    assert not isinstance(walked, list)
    assert list(walked) == share.states_of(state) and share.states_of(state)[-1] == state


def test_saved_games_over_the_move_limit_are_refused_before_replay() -> None:
    state = _played("spoil_five")
    text = share.save_game(state)
    with pytest.raises(StateFormatError, match=r"state.moves: holds \d+ moves; this server loads games of at most 3"):
        share.load_game(text, max_moves=3)
    with pytest.raises(StateFormatError, match="a saved game is at most 100"):
        share.load_game(text, max_bytes=100)
    assert share.load_game(text, max_moves=len(state.history))[0] == state


@pytest.mark.parametrize(("change", "fragment"), [
    ({"version": True}, "version: this cardrules reads version 1, got True"),
    ({"step": -1}, "step: must be a whole number"),
    ({"step": 1.5}, "step: must be a whole number"),
    ({"step": True}, "step: must be a whole number"),
    ({"game": ["tablanette"]}, "game: is not a game of cardrules"),
])
def test_envelope_values_of_the_wrong_type_are_refused(change: dict, fragment: str) -> None:
    data = json.loads(share.save_game(_played("tablanette")))
    data.update(change)
    with pytest.raises(StateFormatError, match=re.escape(fragment)):
        share.load_game(json.dumps(data))
