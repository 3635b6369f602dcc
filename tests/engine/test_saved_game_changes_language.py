"""A game is the same game in every language: played in one, saved, loaded in the other, it is equal to itself and
everything it says (narration, status, facts, zone labels, the result) is wholly in the second language.

Every game under every preset is played to its end by its heuristic bots (seeded), so every kind of event occurs."""

from __future__ import annotations

import random
import re

import pytest

from cardrules import GAMES
from cardrules.bots import play_out
from cardrules.i18n import language
from cardrules.protocol import say

CASES = [(g, p) for g in GAMES for p in GAMES[g].PRESETS]

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
"""Two or more Latin letters in a row: an English word (card faces are one letter, 10♦, Q♥; seats are 南 西 北 東)."""
ALLOWED = {"vs"}


def _english(texts: list[str]) -> list[str]:
    return [x for x in texts if any(w not in ALLOWED for w in ENGLISH_WORD.findall(x))]


def _texts(state) -> list[str]:  # type: ignore[no-untyped-def]
    out = list(state.narration())
    for seat in (None, *range(state.players)):
        view = state.view(seat)
        out.append(say(view.status))
        out += [view.fact_label(k) + " " + say(v) for k, v in view.facts]
        out += [say(z.label) + " " + say(z.note) for z in view.zones]
    if state.result is not None:
        out.append(str(state.result))
    return out


def _played(game: str, preset: str):  # type: ignore[no-untyped-def]
    module = GAMES[game]
    rules = module.PRESETS[preset]
    state = module.new_game(rules, seed=11)
    rng = random.Random(f"{game}/{preset}")
    bots = [module.HeuristicBot(rng.randrange(2**31)) for _ in range(state.players)]
    return play_out(state, bots, max_moves=4000)


@pytest.mark.parametrize(("game", "preset"), CASES)
def test_saved_in_english_is_the_same_game_in_japanese(game: str, preset: str) -> None:
    with language("en"):
        state = _played(game, preset)
        data = state.to_dict()
        english = _texts(state)
    with language("ja"):
        loaded = GAMES[game].State.from_dict(data)
        assert loaded == state
        japanese = _texts(loaded)
        assert loaded.to_dict() == data
    assert len(japanese) == len(english)
    assert _english(japanese) == []


@pytest.mark.parametrize(("game", "preset"), CASES[::3])
def test_saved_in_japanese_is_the_same_game_in_english(game: str, preset: str) -> None:
    with language("ja"):
        state = _played(game, preset)
        data = state.to_dict()
    with language("en"):
        loaded = GAMES[game].State.from_dict(data)
        assert loaded == state
        assert not any(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", x) for x in _texts(loaded))


def test_english_counts_one_card_in_the_singular() -> None:
    """A count of cards reads "1 card", never "1 cards" (9 Peak's one-card sets, a pile of one, one card taken),
    in the narration and on every zone of every seat's view at every step of whole games."""
    seen_one = []
    with language("en"):
        for game, module in GAMES.items():
            for seed in range(3):
                state = module.new_game(seed=seed)
                rng = random.Random(f"{game}/{seed}")
                for step in range(601):
                    # the views at every step; the narration (the whole log so far) once, at the end
                    texts = _texts(state) if state.is_over or step == 600 else [
                        say(z.label) + " " + say(z.note) for seat in range(state.players)
                        for z in state.view(seat).zones]
                    assert not [x for x in texts if re.search(r"(?<![\d.])1 cards\b", x)], (game, seed)
                    seen_one += [x for x in texts if re.search(r"(?<![\d.])1 card\b", x)]
                    if state.is_over or step == 600:
                        break
                    state = state.play(rng.choice(state.legal_moves()))
    assert seen_one  # the singular did occur, so the check above had something to check
