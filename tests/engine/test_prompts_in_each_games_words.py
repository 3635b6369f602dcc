"""Prompts in each game's own words at every phase (cardrules.prompts): random games of every game and preset are
walked decision by decision, and at each the prompts the table would show (what to click, what more to click, the
button that tries the cards picked) are the game's own messages or the neutral ones; no neutral text names an
action of any game, and no prompt of a game names an action that only other games have (each game declares its
vocabulary of actions in its ``TABLE``, ``table.py``)."""

from __future__ import annotations

import random
import re
from collections import defaultdict

import pytest

from cardrules import GAMES
from cardrules.i18n import CATALOGUES
from cardrules.prompts import NEUTRAL, actions, game_prompts, phase_prompts

STEPS = 4000


def _phases(game: str) -> dict[str, set[str]]:
    """Every phase met in random games of every preset (three seeds each), with the prompt keys used there."""
    module = GAMES[game]
    used: dict[str, set[str]] = defaultdict(set)
    for p, rules in enumerate(module.PRESETS.values()):
        for seed in range(3):
            rng = random.Random(seed * 31 + p)
            state = module.new_game(rules, seed=seed)
            for _ in range(STEPS):
                if state.is_over:
                    break
                view = state.view(state.to_move)
                moves = state.legal_moves()
                prompts = phase_prompts(module, view.status)
                phase = getattr(view.status, "key", str(view.status))
                if any(m.card is not None or m.targets for m in moves):  # the table asks for clicks only then
                    used[phase] |= {prompts.click, prompts.picked_more}
                    if prompts.try_picked is not None:
                        used[phase].add(prompts.try_picked)
                state = state.play(moves[rng.randrange(len(moves))])
    return used


def _words(game: str) -> set[str]:
    return {w.lower() for w in actions(GAMES[game])}


def _names(text: str, word: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text.lower()) is not None


@pytest.mark.parametrize("game", list(GAMES))
def test_every_prompt_of_every_phase_is_the_games_own_or_neutral(game: str) -> None:
    neutral = {NEUTRAL.click, NEUTRAL.picked_more, NEUTRAL.try_picked}
    used = _phases(game)
    assert used, "no phase where cards are clicked"
    # every phase the game words itself is met by the walk (else this test would check nothing there)
    assert set(f"{game}.{phase}" for phase in game_prompts(GAMES[game])) <= set(used) | {f"{game}.status.forced"}
    own = _words(game)
    others = set().union(*(_words(g) for g in GAMES if g != game)) - own
    assert own, "the game declares no vocabulary of actions"
    for phase, keys in used.items():
        for key in keys:
            assert key in neutral or key.startswith(f"{game}."), (phase, key)
            for lang in ("en", "ja"):
                assert key in CATALOGUES[lang], (lang, key)
            text = CATALOGUES["en"][key]
            named = sorted(w for w in others if _names(text, w))
            assert not named, (phase, key, named)  # another game's action in this game's prompt


def test_no_neutral_prompt_names_an_action() -> None:
    every = set().union(*(_words(g) for g in GAMES))
    for key in (NEUTRAL.click, NEUTRAL.picked_more, NEUTRAL.try_picked):
        assert key is not None
        named = sorted(w for w in every if _names(CATALOGUES["en"][key], w))
        assert not named, (key, named)


def test_the_words_check_is_not_vacuous() -> None:
    """The old note ("then the cards it goes to") and "Play it" while robbing would be caught."""
    assert _names("Click a card, then the table cards it captures", "capture") is False  # a whole word only
    assert _names("then the table cards it captures", "captures")
    assert _names("Play it", "play") and not _names("display it", "play")
    rob = phase_prompts(GAMES["spoil_five"], _status("spoil_five.status.rob"))
    assert rob.try_picked is None  # robbing offers no "Play it"
    assert phase_prompts(GAMES["spoil_five"], "a plain sentence") == NEUTRAL


def _status(key: str):  # type: ignore[no-untyped-def]
    from cardrules.protocol import Text

    return Text(key)
