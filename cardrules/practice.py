"""Practice puzzles: questions on positions from real (bot-played) deals, answered and explained by the engine.

A :class:`Puzzle` is a position (a game state and the seat whose eyes we look through), a question, a short list of
:class:`Choice` s (cards to click or answers to pick), the set of right answers, and an explanation for every choice.
Every answer comes from the game's own functions, never from a key written by hand: which cards a Tablanette card
takes is ``State.captures``; whether a Packs group packs a card is ``State.why_illegal``; what happens to a Dudak pile
is what ``State.play`` does to it; the value of a group or a set is the game's own value function. Wrong choices are
explained with the engine's reasons (``why_illegal``) and narration.

:func:`puzzles` makes a numbered set of puzzles from a seed, so a teacher can hand the same ten questions to a class:
``puzzles("tablanette", seed=3, count=10, level=1)``. Each puzzle is found on its own seed derived from
``(game, seed, level, index)``: bots play a deal from it, and the first position (after a random number of moves) where
the question has an answer at the requested difficulty becomes the puzzle. Levels: 1 asks about few cards and one
rule; 2 about more cards or a rule that surprises beginners (compulsory capture, no single card strong enough, a
declared trump); 3 about the fine print (Ace choices, several right answers, special pairs, rules refusing a steal).

Question kinds per game (each game's ``puzzles.py``, :func:`kinds_of`):

* Tablanette: ``captures`` (which table cards does this card take?), ``tablanette`` (is it one, and worth how much?),
  ``next`` (the hands are empty: a new round from the stock, or the deal's end?), ``points`` (what do the cards taken
  in a deal score?), ``goal`` (does this tablanette end the game?);
* Spoil Five: ``playable`` (which of your cards may you play?), ``trick`` (who wins this trick?), ``pool`` (who
  takes the pool, or is the deal spoiled?), ``rob`` (who may rob the turn-up?), ``jink`` (what does stopping or
  jinking after three tricks bring?), ``chips`` (is there another deal, or who wins the game?);
* Packs: ``pack`` (can you pack this table card, with which cards?), ``steal`` (can you steal that pack?),
  ``group`` (what is this group worth?), ``draw`` (where does the drawn card go?), ``throw_off`` (how many packs of a
  suit are thrown off?), ``score`` (what do the packs left score?), ``goal`` (does the game end after this deal?);
* Dudak: ``beats`` (which of your cards beat the top card?), ``go_out`` (what happens to the pile if you go out now?),
  ``score`` (who wins the game when this last deal ends?), ``take`` (which cards of the pile does a player who does
  not beat take back?), ``lead`` (who leads the deal's first card?);
* 9 Peak: ``sets`` (which sets can you make?), ``set_value`` (what is this set worth?), ``peak`` (does this placement
  peak?), ``end`` (who still plays once a hand is empty?), ``bonus`` (who adds the no-Joker bonus?).

Each game's ``puzzles.py`` also has ``GLANCE``: for each point of the game's rules at a glance (the page's box), the
kinds of question that practise it (tests/app/test_practice_covers_the_glance.py holds every point to one).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardrules import GAMES
from cardrules.bots import RandomBot
from cardrules.cards import Card
from cardrules.events import Reason
from cardrules.i18n import t as tr
from cardrules.protocol import View

LEVELS = (1, 2, 3)
"""The difficulty levels: 1 few cards and one rule, 2 more cards or a surprising rule, 3 the fine print."""

def level_name(level: int) -> str:
    """The name of a difficulty level in the current language (``practice.level.<n>``)."""
    return tr(f"practice.level.{level}")


# --------------------------------------------------------------------------------------------------------- types
@dataclass(frozen=True)
class Choice:
    """One answer the reader may give: a card to click (``card`` set, lying in the view's ``zone``) or a phrase."""

    key: str
    label: str
    explanation: str
    """Why this choice is right or wrong, in the engine's words."""
    card: Card | None = None
    zone: str | None = None


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: right or not, the engine's reasons, and the right answer to highlight."""

    correct: bool
    headline: str
    notes: tuple[str, ...]
    """The engine's reasons: for the answer as a whole, then for each wrong or missed choice."""
    right: frozenset[str]
    """The right answer nearest to the reader's (the keys to highlight)."""
    wrong: frozenset[str]
    """Choices picked that are not in that right answer."""
    missed: frozenset[str]
    """Choices of that right answer the reader did not pick."""


@dataclass(frozen=True, eq=False)
class Puzzle:
    """A question on a position. ``many``: the reader picks any number of choices (cards) and then checks; otherwise
    exactly one. ``answers`` holds every right answer as a set of choice keys (several when the rules leave a choice,
    e.g. two maximal captures; the empty set when the right answer is "none of them")."""

    game: str
    kind: str
    level: int
    question: str
    state: Any
    seat: int | None
    choices: tuple[Choice, ...]
    answers: frozenset[frozenset[str]]
    many: bool
    solution: str
    """The explanation of the right answer (the engine's narration of what happens)."""
    highlight: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    """Cards to mark in the drawing, by zone key: what the question is about."""
    code: str = ""
    """Where the puzzle comes from: ``game/seed/level/index``; the same code gives the same puzzle."""
    judge: Callable[[frozenset[str]], Reason | str | None] | None = field(default=None, repr=False)
    """The engine's reason a whole answer is wrong (e.g. ``why_illegal`` of the move it describes), if any."""
    open_hands: bool = False
    """Draw every hand face up (a question about who holds what, such as who may rob)."""

    def choice(self, key: str) -> Choice:
        for c in self.choices:
            if c.key == key:
                return c
        raise KeyError(key)

    @property
    def right(self) -> frozenset[str]:
        """One right answer (the first in a fixed order)."""
        return min(self.answers, key=lambda a: (len(a), sorted(a)))

    def view(self, marked: Iterable[str] = ()) -> View:
        """The position as ``seat`` sees it, with only the question's cards (and the choices ``marked``)
        highlighted."""
        view: View = self.state.view(self.seat, open_hands=self.open_hands)
        extra: dict[str, list[Card]] = {}
        for zone, cards in self.highlight:
            extra.setdefault(zone, []).extend(cards)
        for key in marked:
            c = self.choice(key)
            if c.card is not None and c.zone is not None:
                extra.setdefault(c.zone, []).append(c.card)
        # the game's own highlights are hints (Spoil Five marks the playable cards): only the question's are kept
        zones = tuple(dataclasses.replace(z, highlight=tuple(extra.get(z.key, ()))) for z in view.zones)
        return dataclasses.replace(view, zones=zones)

    def check(self, selection: Iterable[str]) -> Feedback:
        """Judge an answer (choice keys; one key unless ``many``)."""
        chosen = frozenset(selection)
        unknown = chosen - {c.key for c in self.choices}
        if unknown:
            raise KeyError(f"not a choice of this puzzle: {', '.join(sorted(unknown))}")
        if not self.many and len(chosen) != 1:
            raise ValueError("pick exactly one answer")
        correct = chosen in self.answers
        nearest = chosen if correct else min(
            self.answers, key=lambda a: (len(a ^ chosen), -len(a & chosen), len(a), sorted(a)))
        wrong, missed = chosen - nearest, nearest - chosen
        notes: list[str] = []
        if not correct:
            judged = self.judge(chosen) if self.judge is not None else None
            reason = None if judged is None else str(judged)  # the engine's refusal, worded here
            if reason:
                stop = "" if reason.endswith((".", "。")) else tr("practice.stop")
                notes.append(reason[0].upper() + reason[1:] + stop)
            notes.extend(self.choice(k).explanation for k in self._ordered(wrong))
            # a missed card is explained (a few, else named); a missed single answer is the solution itself
            if self.many and len(missed) <= 3:
                notes.extend(self.choice(k).explanation for k in self._ordered(missed))
            elif self.many:
                named = " ".join(self.choice(k).label for k in self._ordered(missed))
                notes.append(tr("practice.missing", cards=named))
        notes.append(self.solution)
        headline = tr("practice.right") if correct else tr("practice.not_quite")
        return Feedback(correct, headline, tuple(dict.fromkeys(notes)), nearest, wrong, missed)

    def _ordered(self, keys: frozenset[str]) -> list[str]:
        return [c.key for c in self.choices if c.key in keys]

    def _repr_html_(self) -> str:
        import html

        from cardrules.render import table_html

        items = "".join(f"<li>{html.escape(c.label)}</li>" for c in self.choices)
        return (table_html(self.view()) + f"<p><b>{html.escape(self.question)}</b></p>"
                + ("" if self.many else f"<ol>{items}</ol>"))

    def __repr__(self) -> str:
        return f"<Puzzle {self.code or self.game} {self.kind}: {self.question}>"


Finder = Callable[[Any, int, bool, random.Random], "Puzzle | None"]
"""Looks at a state and returns a puzzle of its kind at the level (unless exact, the nearest level), or ``None``."""


def kinds_of(game: str) -> Mapping[str, Finder]:
    """The kinds of question a game asks, each with the function that finds one (the game's ``puzzles.py``, named by
    its :class:`~cardrules.table_spec.TableSpec`)."""
    return GAMES[game].TABLE.puzzles()


# ------------------------------------------------------------------------------------------------------ generator
def puzzles(game: str, *, seed: int = 0, count: int = 10, level: int = 1,
            kinds: Sequence[str] | None = None) -> list[Puzzle]:
    """``count`` puzzles for ``game`` at ``level`` (1-3), the same for the same seed on every machine.

    The kinds take turns (in an order drawn from the seed), so a set of ten mixes every kind of question."""
    return [puzzle(game, seed=seed, index=i, level=level, kinds=kinds) for i in range(count)]


def puzzle(game: str, *, seed: int = 0, index: int = 0, level: int = 1,
           kinds: Sequence[str] | None = None) -> Puzzle:
    """Puzzle number ``index`` of the set ``(game, seed, level)``; each is found independently, so a widget can build
    them one at a time."""
    if game not in GAMES:
        raise KeyError(f"no practice for {game!r} (games: {', '.join(GAMES)})")
    finders = kinds_of(game)
    if level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3, got {level!r}")
    kinds = tuple(kinds or finders)
    for k in kinds:
        if k not in finders:
            raise KeyError(f"{game} has no puzzle kind {k!r} (kinds: {', '.join(finders)})")
    order = list(kinds)
    random.Random(f"practice/{game}/{seed}/{level}/order").shuffle(order)
    kind = order[index % len(order)]
    finder = finders[kind]
    rng = random.Random(f"practice/{game}/{seed}/{level}/{index}")
    code = f"{game}/{seed}/{level}/{index + 1}"
    for attempt in range(60):
        # after many deals without a position at this level, take the nearest kind of position there is
        for state in _positions(game, kind, level, rng):
            found = finder(state, level, attempt < 25, rng)
            if found is not None:
                return dataclasses.replace(found, code=code)
    raise RuntimeError(f"no {kind} puzzle found for {code}")  # pragma: no cover - every kind is common in play


def _positions(game: str, kind: str, level: int, rng: random.Random, *, limit: int = 400) -> Iterator[Any]:
    """States of one deal played by the game's bots (now and then a random one), from a random move on."""
    module: Any = GAMES[game]
    rules = _rules_for(game, kind, level, rng)
    state = module.new_game(rules, seed=rng.randrange(2**31))
    heuristic = module.HeuristicBot
    bots = [RandomBot(rng.randrange(2**31)) if rng.random() < 0.25 else heuristic(rng.randrange(2**31))
            for _ in range(state.players)]
    skip = rng.randrange(0, _SKIP.get((game, kind), _SKIP.get(game, 25)))
    for step in range(limit):
        if state.is_over:
            return
        if step >= skip:
            yield state
        seat = state.to_move
        state = state.play_unchecked(bots[seat].choose(state.view(seat)))


_PLAYERS = {("dudak", "go_out"): (4, 3)}
"""Player counts by preference where the game's own do not suit a kind of question (a two-player Dudak deal ends
whenever someone goes out, so the pile no longer matters)."""


_SKIP: dict[Any, int] = {"nine_peak": 8, "spoil_five": 10, ("spoil_five", "rob"): 1, ("dudak", "lead"): 1}
"""The most opening moves skipped before looking for a position, below the length of a short game's deal (by game,
or by game and kind: robbing is decided before the first lead)."""

_WHOLE_GAME: dict[tuple[str, str], dict[str, Any]] = {("spoil_five", "chips"): {"starting_chips": 3},
                                                      ("tablanette", "goal"): {"target": 30},
                                                      ("packs", "goal"): {"target": 150}}
"""Kinds of question asked of a whole game rather than one deal (how a game ends), with the house rules that make it
short (few chips to start with)."""


def _rules_for(game: str, kind: str, level: int, rng: random.Random) -> Any:
    """The rules a puzzle's deal is played under: the write-up's, with few players at level 1 and more later."""
    module: Any = GAMES[game]
    counts = _PLAYERS.get((game, kind), module.PLAYER_COUNTS)
    if level == 1:
        players = counts[0]
    else:
        players = rng.choice(counts[: 2 if level == 2 else 3])
    rules = module.Rules(players=players, **_WHOLE_GAME.get((game, kind), {}))
    if "single_deal" in rules.to_dict() and (game, kind) not in _WHOLE_GAME:
        rules = dataclasses.replace(rules, single_deal=True)
    return rules


# --------------------------------------------------------------------------------------------------------- helpers
def _after(state: Any, move: Any, *, most: int = 3) -> tuple[Any, list[str]]:
    """The state after ``move`` and the engine's narration of what the move did (its first few events)."""
    after = state.play(move)
    narrate = GAMES[state.GAME].narrate
    new = after.events[len(state.events):]
    return after, [narrate(e, state.names) for e in new[:most]]


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(c.unicode for c in cards) or tr("practice.nothing")


def _subsets(items: Sequence[Any], most: int) -> Iterator[tuple[Any, ...]]:
    for k in range(0, min(most, len(items)) + 1):
        yield from itertools.combinations(items, k)


def _pick(rng: random.Random, candidates: list[Any], level: int, exact: bool) -> Any:
    """A random candidate at ``level`` (each candidate is ``(level, ...)``); unless ``exact``, the nearest level."""
    if not candidates:
        return None
    near = min(abs(c[0] - level) for c in candidates)
    if exact and near:
        return None
    return rng.choice([c for c in candidates if abs(c[0] - level) == near])


# ------------------------------------------------------------------------------------------------------- Tablanette
def _hand_choices(state: Any, seat: int, explain: Callable[[Card], str]) -> tuple[Choice, ...]:
    """One choice per card in the hand (keyed by position: a double deck holds two of a card), in hand order."""
    hand = state.hands[seat]
    order = sorted(range(len(hand)), key=lambda i: (hand[i], i))
    return tuple(Choice(f"h{i}", hand[i].unicode, explain(hand[i]), hand[i], f"hand/{seat}") for i in order)


def _hand_answers(state: Any, seat: int, make: Callable[[tuple[Card, ...]], Any]) -> frozenset[frozenset[str]]:
    """Every set of hand positions whose cards the engine accepts in ``make(cards)``; ``{∅}`` when none is."""
    hand = state.hands[seat]
    found = set()
    for idx in _subsets(range(len(hand)), len(hand)):
        if idx and state.why_illegal(make(tuple(hand[i] for i in idx))) is None:
            found.add(frozenset(f"h{i}" for i in idx))
    return frozenset(found) or frozenset({frozenset()})


