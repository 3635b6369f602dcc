"""A sixth game needs only its own package, its test and an entry in ``GAMES`` (``docs/adding-a-game.md``).

``tests/sixth_game`` is Last Trick, a small trick game that lives only here. Without any registry it plays, narrates,
saves, loads, replays and is played by every bot (its state carries its own game). Registered for the tests that
name games (the shared suite's tests take a game's name, as do ``simulate`` and the table widget), it passes the
shared suite unchanged: the protocol's properties (every test of ``test_every_game_keeps_the_protocol.py``, the
cross-language save of ``test_saved_game_changes_language.py`` and the card spellings of ``test_card_spellings.py``),
the bots (random, heuristic, Monte Carlo with its hint), ``simulate``, and the table widget, with no other file of the
package changed."""

from __future__ import annotations

import importlib.util
import inspect
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from cardrules import GAMES

HERE = Path(__file__).resolve().parent  # the shared suite's files are beside this one
TESTS, ROOT = HERE.parent, HERE.parents[1]  # the game's package is tests/sixth_game


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path, submodule_search_locations=[str(path.parent)]
                                                  if path.name == "__init__.py" else None)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


GAME = _load("sixth_game", TESTS / "sixth_game" / "__init__.py")
SHARED = {name: _load(f"_shared_{name}", HERE / f"{name}.py")
          for name in ("test_every_game_keeps_the_protocol", "test_saved_game_changes_language", "test_card_spellings")}


@pytest.fixture
def registered() -> Iterator[None]:
    GAMES[GAME.NAME] = GAME
    yield
    del GAMES[GAME.NAME]


def test_it_plays_narrates_saves_and_loads_in_no_registry() -> None:
    from cardrules.bots import RandomBot, play_out
    from cardrules.lessons import narrated
    from cardrules.montecarlo import MonteCarloBot
    from cardrules.render import view_html
    from cardrules.replay import replay_html

    assert GAME.NAME not in GAMES
    state = GAME.new_game(seed=3)
    seat = state.to_move
    assert MonteCarloBot(4, simulations=20).choose(state.view(seat)) in state.legal_moves()
    end = play_out(state, [GAME.HeuristicBot(1), RandomBot(2), MonteCarloBot(3, simulations=20)])
    assert end.is_over and end.MODULE is GAME
    lines = end.narration()
    assert len(lines) == len(end.events) and all(isinstance(line, str) and line for line in lines)
    assert narrated(end) and lines[-1] in view_html(end.view(None), log=len(lines))
    again = GAME.State.from_json(end.to_json())
    assert again == end and again.history == end.history
    assert GAME.TITLE in replay_html(end)


def _shared_tests() -> list[tuple[str, str]]:
    out = []
    for module, mod in SHARED.items():
        for name, fn in vars(mod).items():
            if name.startswith("test_") and callable(fn):
                out.append((module, name))
    return out


@pytest.mark.usefixtures("registered")
@pytest.mark.parametrize(("module", "name"), _shared_tests())
def test_the_shared_suite_passes_unchanged(module: str, name: str) -> None:
    fn = getattr(SHARED[module], name)
    params = list(inspect.signature(getattr(fn, "hypothesis", None) and fn.hypothesis.inner_test or fn).parameters)
    if hasattr(fn, "hypothesis"):  # the property test draws its own cases from CASES, which lists the five games
        pytest.skip("draws from the five games' cases")
    if params == ["game"]:
        fn(GAME.NAME)
    elif params == ["game", "report"]:
        fn(GAME.NAME, [])
    elif params == ["game", "preset"]:
        for preset in GAME.PRESETS:
            fn(GAME.NAME, preset)
    elif not params:
        fn()
    else:
        pytest.skip(f"takes {params}")


def test_bots_and_the_hint_play_it() -> None:
    from cardrules.bots import RandomBot, play_out
    from cardrules.montecarlo import MonteCarloBot

    state = GAME.new_game(seed=2)
    end = play_out(state, [GAME.HeuristicBot(1), RandomBot(2), MonteCarloBot(3, simulations=20)])
    assert end.is_over and sum(end.result.scores) == 5 + 1
    seat = state.to_move
    move = MonteCarloBot(4, simulations=20).choose(state.view(seat))
    assert move in state.legal_moves()


@pytest.mark.usefixtures("registered")
def test_simulate_compares_its_house_rules() -> None:
    from cardrules import compare, simulate

    df = simulate(GAME.NAME, rules={"plain": {}, "bonus": {"last_trick_bonus": 3}}, bots="heuristic", games=12,
                  seed=1, workers=1)
    assert len(df) == 24 and set(df["variant"]) == {"plain", "bonus"}
    assert "trumps_won" in df.columns
    verdict = compare(df)
    assert set(verdict.table.index.get_level_values(0)) == {"plain", "bonus"} and verdict.sentence


@pytest.mark.usefixtures("registered")
def test_the_table_widget_plays_it() -> None:
    from cardrules.widgets import GameTable

    table = GameTable(GAME.NAME, seed=5)
    assert table.state.GAME == GAME.NAME
    assert "Trumps" in table.table.value  # the game's own zones, worded from its text.py
    assert "leads" in table.status.value or "plays to the trick" in table.status.value  # its question, from the view


# Everything else a game needs comes from its package (docs/adding-a-game.md): the landing page, the practice, the
# benchmarks and a class's kernel pool read the registry; a lesson's wording reads the state's own game.
@pytest.mark.usefixtures("registered")
def test_the_landing_page_lists_it() -> None:
    from cardrules.landing import games_overview

    page = games_overview().body
    assert page.count('class="cr-game-card"') == len(GAMES)
    card = page[page.index('data-game="last_trick"'):]
    card = card[:card.index("</div>", card.index('class="cr-open"'))]
    assert "Last Trick" in card and "last_trick.ipynb" in card and GAME.SUMMARY in card
    assert "2–4" in card  # its player counts
    # no stored length yet (make studies computes one): its card says nothing of it, the others keep theirs
    assert "Length" not in card
    assert page.count("<b>Length:</b>") == len(GAMES) - 1


@pytest.mark.usefixtures("registered")
def test_the_practice_asks_its_questions() -> None:
    from cardrules.practice import kinds_of, puzzles
    from cardrules.widgets.practice import Practice

    assert set(kinds_of(GAME.NAME)) == {"follow"}
    found = puzzles(GAME.NAME, seed=3, count=4)
    assert len({p.code for p in found}) == 4
    for p in found:
        right = p.right
        assert p.check(right).correct
        wrong = {c.key for c in p.choices} - right
        verdict = p.check(right | {min(wrong)})
        assert not verdict.correct and "follow suit" in verdict.notes[0]  # the engine's own reason
    assert Practice(GAME.NAME, seed=3).game == GAME.NAME


@pytest.mark.usefixtures("registered")
def test_the_benchmarks_and_a_class_include_it() -> None:
    reference = _load("_bench_reference", ROOT / "benchmarks" / "reference.py")
    assert reference.main_counts()[GAME.NAME] == GAME.MAIN_PLAYER_COUNTS
    pools = _load("_class_pools", ROOT / "tools" / "class_pools.py")
    assert pools.class_pools(f"{GAME.NAME}.ipynb", 30)[f"{GAME.NAME}.ipynb"] == {"pool_size": 40}


@pytest.mark.usefixtures("registered")
def test_what_is_written_by_hand_is_held_to_it() -> None:
    """The places written by hand for a new game outside its package: the landing page's prose, which counts the
    games and links each one's practice, and its page's sections (its notebook's, place 2). Their test names what a
    sixth game lacks there, in every shipped language."""
    written = _load("_written", TESTS / "app" / "test_written_for_each_game.py")
    missing = written.prose_missing(list(GAMES))
    languages = written.shipped_languages()
    assert sum(f"links no practice of {GAME.NAME}" in line for line in missing) == len(languages)
    assert sum(f"does not count {len(GAMES)} games" in line for line in missing) == len(languages)
    shipped = [name for name in GAMES if name != GAME.NAME]
    assert not written.prose_missing(shipped)  # the shipped games' prose is whole
    assert written.sections_missing(list(GAMES)) == [
        f"cardrules/lessons.py SECTION_STARTS lacks learn, play, practice of {GAME.NAME}'s page"]


def test_a_lesson_narrates_it_to_its_end() -> None:
    from cardrules.bots import RandomBot, play_out
    from cardrules.lessons import narrated

    end = play_out(GAME.new_game(seed=4), [RandomBot(s) for s in range(3)])
    lines = narrated(end)
    assert len(lines) == len(end.events) and lines[-1] == "The game is over."
    assert end.events[-1].kind == GAME.GAME_END
