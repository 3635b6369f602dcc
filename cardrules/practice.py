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

Question kinds per game (:data:`KINDS`):

* Tablanette: ``captures`` (which table cards does this card take?), ``tablanette`` (is it one, and worth how much?);
* Spoil Five: ``playable`` (which of your cards may you play?), ``trick`` (who wins this trick?);
* Packs: ``pack`` (can you pack this table card, with which cards?), ``steal`` (can you steal that pack?),
  ``group`` (what is this group worth?);
* Dudak: ``beats`` (which of your cards beat the top card?), ``go_out`` (what happens to the pile if you go out now?);
* 9 Peak: ``sets`` (which sets can you make?), ``set_value`` (what is this set worth?), ``peak`` (does this placement
  peak?).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardrules import GAMES
from cardrules.bots import RandomBot
from cardrules.cards import Card, Suit
from cardrules.i18n import plural
from cardrules.i18n import t as tr
from cardrules.protocol import View

LEVELS = (1, 2, 3)
"""The difficulty levels: 1 few cards and one rule, 2 more cards or a surprising rule, 3 the fine print."""

LEVEL_NAMES = {1: "Beginner", 2: "Improver", 3: "Expert"}
"""The levels' English names (:func:`level_name` gives them in the reader's language)."""


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
    judge: Callable[[frozenset[str]], str | None] | None = field(default=None, repr=False)
    """The engine's reason a whole answer is wrong (e.g. ``why_illegal`` of the move it describes), if any."""

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
        view: View = self.state.view(self.seat)
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
            reason = self.judge(chosen) if self.judge is not None else None
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
    if game not in KINDS:
        raise KeyError(f"no practice for {game!r} (games: {', '.join(KINDS)})")
    if level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3, got {level!r}")
    kinds = tuple(kinds or KINDS[game])
    for k in kinds:
        if k not in KINDS[game]:
            raise KeyError(f"{game} has no puzzle kind {k!r} (kinds: {', '.join(KINDS[game])})")
    order = list(kinds)
    random.Random(f"practice/{game}/{seed}/{level}/order").shuffle(order)
    kind = order[index % len(order)]
    finder = _FINDERS[game][kind]
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
    heuristic = getattr(module, "HeuristicBot", RandomBot)
    bots = [RandomBot(rng.randrange(2**31)) if rng.random() < 0.25 else heuristic(rng.randrange(2**31))
            for _ in range(state.players)]
    skip = rng.randrange(0, _SKIP.get(game, 25))
    for step in range(limit):
        if state.is_over:
            return
        if step >= skip:
            yield state
        seat = state.to_move
        state = state.play(bots[seat].choose(state.view(seat)))


_PLAYERS = {("dudak", "go_out"): (4, 3)}
"""Player counts by preference where the game's own do not suit a kind of question (a two-player Dudak deal ends
whenever someone goes out, so the pile no longer matters)."""


_SKIP = {"nine_peak": 8, "spoil_five": 10}
"""The most opening moves skipped before looking for a position, below the length of a short game's deal."""


def _rules_for(game: str, kind: str, level: int, rng: random.Random) -> Any:
    """The rules a puzzle's deal is played under: the seed's, with few players at level 1 and more later."""
    module: Any = GAMES[game]
    counts = _PLAYERS.get((game, kind), module.PLAYER_COUNTS)
    if level == 1:
        players = counts[0]
    else:
        players = rng.choice(counts[: 2 if level == 2 else 3])
    rules = module.Rules(players=players)
    if hasattr(rules, "single_deal"):
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


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."




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
def _tablanette_captures(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import tablanette as t

    seat = state.to_move
    if seat is None or not state.table or len(state.table) > 10:
        return None
    candidates = []
    for card in sorted(set(state.hands[seat])):
        moves = state.captures(card)
        if not 1 <= len(moves) <= 12:
            continue
        taken = [m.taken for m in moves]
        aces = card.rank == "A" or any(c.rank == "A" for tk in taken for c in tk)
        if len(moves) > 1 or (aces and any(taken)) or len(state.table) >= 7:
            lvl = 3
        elif card.rank == "J" or max(map(len, taken)) >= 3 or (not any(taken) and len(state.table) >= 3):
            lvl = 2
        elif any(taken):
            lvl = 1
        else:
            continue  # a bare card on a small table: nothing to ask
        candidates.append((lvl, card, tuple(moves)))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, card, moves = found
    name = state.names[seat]
    table = sorted(state.table)
    answers = frozenset(frozenset(str(c) for c in m.taken) for m in moves)
    first = moves[0]
    narrations = [" ".join(_after(state, m, most=1)[1]) for m in moves]
    choices = []
    for c in table:
        k = str(c)
        if all(k in a for a in answers):
            why = tr("practice.tablanette.taken", card=c.unicode, narration=narrations[0]) if len(moves) == 1 else (
                tr("practice.tablanette.taken_always", card=c.unicode, played=card.unicode))
        elif not any(k in a for a in answers):
            reason = state.why_illegal(t.Play(card, first.taken + (c,)))
            why = tr("practice.tablanette.stays", card=c.unicode, reason=reason)
        else:
            why = tr("practice.tablanette.taken_sometimes", card=c.unicode)
        choices.append(Choice(k, c.unicode, why, c, "table"))

    def judge(chosen: frozenset[str]) -> str | None:
        reason: str | None = state.why_illegal(t.Play(card, tuple(Card.parse(k) for k in chosen)))
        return reason

    if len(moves) == 1:
        solution = tr("practice.engine", story=narrations[0]) if first.taken else (
            tr("practice.tablanette.takes_nothing", card=card.unicode, narration=narrations[0]))
    else:
        solution = tr("practice.tablanette.several", n=len(moves),
                      narrations=" / ".join(narrations[:4]) + (" …" if len(moves) > 4 else ""))
    question = tr("practice.tablanette.captures.question", name=name, card=card.unicode)
    return Puzzle("tablanette", "captures", lvl, question, state, seat, tuple(choices), answers, True, solution,
                  highlight=((f"hand/{seat}", (card,)),), judge=judge)


def _tablanette_value(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import tablanette as t

    seat = state.to_move
    if seat is None or not state.table or len(state.table) > 8:
        return None
    moves = state.legal_moves()
    if len(moves) > 200:
        return None
    candidates = []
    for m in moves:
        if not m.taken:
            continue
        left = len(state.table) - len(m.taken)
        if left > 2:
            continue
        if any(c.rank == "A" for c in m.taken + (m.card,)):
            lvl = 3  # Aces count 1 or 11 as used in the capture
        elif m.card.rank == "J" or len(m.taken) >= 3:
            lvl = 2  # a Jack's sweep (never a tablanette), or a big capture
        else:
            lvl = 1
        candidates.append((lvl, m))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, move = found
    after, said = _after(state, move, most=1)
    new = after.events[len(state.events):]
    tab = next((e for e in new if e.kind == "tablanette"), None)
    points = tab.get("points") if tab is not None else None
    # The other values offered: what the same capture scores on a table holding only the cards taken (the
    # engine's count, when the real capture leaves cards behind), and near misses (an Ace counted the other way).
    name = state.names[seat]
    base = points
    if base is None:
        hands = [""] * state.players
        hands[seat] = str(move.card)
        cleared = t.from_position(dataclasses.replace(state.rules, target=10000), hands=hands,
                                  table=" ".join(map(str, move.taken)), to_move=seat)
        hypo = cleared.play(move).events[len(cleared.events)]
        base = hypo.get("points") if hypo.kind == "tablanette" else sum(c.number for c in move.taken + (move.card,))
    played = {"A": 11, "J": 12, "Q": 13, "K": 14}.get(move.card.rank, move.card.number)
    offsets = (-played, 10, -10, 2) if any(c.rank == "A" for c in move.taken + (move.card,)) else (-played, 2, 10)
    values = sorted(set([base] + [base + d for d in offsets if base + d > 0][:2]))
    narration = said[0]
    right = "none" if points is None else str(points)
    kept = [c for c in state.table if c not in move.taken]
    choices = []
    labels = [("none", tr("practice.tablanette.none"))]
    labels += [(str(v), tr("practice.tablanette.points", points=v)) for v in values]
    for key, label in labels:
        if key == right:
            why = tr("practice.right_because", story=narration)
        elif points is None and kept:
            why = plural("practice.tablanette.not_cleared", len(kept), narration=narration, cards=_cards(kept))
        elif points is None:
            why = tr("practice.no_because", story=narration)
        elif key == "none":
            why = tr("practice.tablanette.is_one", narration=narration)
        else:
            why = tr("practice.tablanette.not_points", points=key, narration=narration)
        choices.append(Choice(key, label, why))
    question = tr("practice.tablanette.value.question", name=name, card=move.card.unicode, cards=_cards(move.taken))
    solution = tr("practice.engine", story=narration)
    return Puzzle("tablanette", "tablanette", lvl, question, state, seat, tuple(choices),
                  frozenset({frozenset({right})}), False, solution,
                  highlight=((f"hand/{seat}", (move.card,)), ("table", move.taken)))


# ------------------------------------------------------------------------------------------------------------ Packs
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


def _packs_pack(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import packs as p

    if state.phase not in (p.ACT, p.FORCED) or len(state.hands[state.turn]) > 10:
        return None
    seat = state.turn
    hand = state.hands[seat]
    listed = state.pack_moves()
    candidates = []
    for table_card in sorted(set(state.table)):
        mine = [c for c in hand if c.suit is table_card.suit]
        if not mine:
            continue
        groups = [m.cards for m in listed if m.table == table_card]
        target = p.play_value(table_card)
        pairs_needed = any(sum(map(p.play_value, g)) <= target for g in groups)
        if pairs_needed or (state.phase == p.FORCED and groups):
            lvl = 3  # only a special pair is strong enough, or Full Table makes packing compulsory
        elif not groups or min(map(len, groups)) >= 2:
            lvl = 2  # no group is strong enough, or no single card is
        else:
            lvl = 1
        candidates.append((lvl, table_card))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, table_card = found
    name = state.names[seat]
    target = p.play_value(table_card)

    def explain(card: Card) -> str:
        reason = state.why_illegal(p.Pack(table_card, (card,)))
        if reason is None:
            return tr("practice.packs.alone_packs", card=card.unicode,
                      narration=_after(state, p.Pack(table_card, (card,)), most=1)[1][0])
        return tr("practice.alone_refused", card=card.unicode, reason=reason)

    answers = _hand_answers(state, seat, lambda cards: p.Pack(table_card, cards))
    suit = [c for c in hand if c.suit is table_card.suit]
    if answers == {frozenset()}:
        solution = tr("practice.packs.cannot_pack", card=table_card.unicode, name=name, suit=table_card.suit.noun,
                      cards=_cards(suit), value=p.group_value(suit, state.rules), target=target)
    else:
        smallest = min((m for m in listed if m.table == table_card), key=lambda m: (len(m.cards), m.cards))
        solution = tr("practice.packs.can_pack", choices=plural("practice.choices", len(answers)),
                      suit=table_card.suit.noun, target=target, narration=_after(state, smallest, most=1)[1][0])

    def judge(chosen: frozenset[str]) -> str | None:
        if not chosen:
            return None if answers == {frozenset()} else tr("practice.packs.can_be_packed", card=table_card.unicode)
        reason: str | None = state.why_illegal(p.Pack(table_card, tuple(hand[int(k[1:])] for k in chosen)))
        return reason

    full = tr("practice.packs.full") if state.phase == p.FORCED else ""
    question = tr("practice.packs.pack.question", name=name, full=full, card=table_card.unicode, target=target)
    return Puzzle("packs", "pack", lvl, question, state, seat, _hand_choices(state, seat, explain), answers, True,
                  solution, highlight=(("table", (table_card,)),), judge=judge)


def _packs_steal(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import packs as p

    if state.phase != p.STEAL or len(state.hands[state.turn]) > 10:
        return None
    seat = state.turn
    hand = state.hands[seat]
    listed = state.steal_moves()
    candidates = []
    for owner in range(state.players):
        if owner == seat:
            continue
        for i, pack in enumerate(state.packs[owner]):
            suit = pack[0].suit
            if not any(c.suit is suit for c in hand):
                continue
            groups = [m.cards for m in listed if m.owner == owner and m.packs == (pack,)]
            total = p.pack_total(pack)
            if suit == state.packed or suit in state.stolen or (groups and any(
                    sum(map(p.play_value, g)) <= total for g in groups)):
                lvl = 3  # a rule of the turn refuses it, or only a special pair is strong enough
            elif not groups or min(map(len, groups)) >= 2:
                lvl = 2
            else:
                lvl = 1
            candidates.append((lvl, owner, i, pack))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, owner, index, pack = found
    name, victim = state.names[seat], state.names[owner]
    total = p.pack_total(pack)

    def make(cards: tuple[Card, ...]) -> Any:
        return p.Steal(owner, (pack,), cards)

    def explain(card: Card) -> str:
        reason = state.why_illegal(make((card,)))
        if reason is None:
            return tr("practice.packs.alone_steals", card=card.unicode,
                      narration=_after(state, make((card,)), most=1)[1][0])
        return tr("practice.alone_refused", card=card.unicode, reason=reason)

    answers = _hand_answers(state, seat, make)
    if answers == {frozenset()}:
        mine = tuple(c for c in hand if c.suit is pack[0].suit)
        solution = tr("practice.packs.cannot_steal", reason=state.why_illegal(make(mine)))
    else:
        smallest = min((m for m in listed if m.owner == owner and m.packs == (pack,)),
                       key=lambda m: (len(m.cards), m.cards))
        solution = tr("practice.packs.can_steal", choices=plural("practice.choices", len(answers)), total=total,
                      narration=_after(state, smallest, most=1)[1][0])

    def judge(chosen: frozenset[str]) -> str | None:
        if not chosen:
            return None if answers == {frozenset()} else tr("practice.packs.can_be_stolen")
        reason: str | None = state.why_illegal(make(tuple(hand[int(k[1:])] for k in chosen)))
        return reason

    packed = tr("practice.packs.packed", name=name, suit=state.packed.noun) if state.packed is not None else ""
    question = tr("practice.packs.steal.question", name=name, packed=packed, victim=victim, cards=_cards(pack),
                  total=total)
    return Puzzle("packs", "steal", lvl, question, state, seat, _hand_choices(state, seat, explain), answers, True,
                  solution, highlight=((f"packs/{owner}/{index}", pack),), judge=judge)


def _packs_group(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import packs as p

    seat = state.to_move
    if seat is None:
        return None
    hand = state.hands[seat]
    candidates = []
    seen = set()
    for size in (2, 3, 4, 5):
        for idx in itertools.combinations(range(len(hand)), size):
            group = tuple(sorted(hand[i] for i in idx))
            if group in seen or len({c.suit for c in group}) != 1:
                continue
            seen.add(group)
            low = sum(1 for c in group if 2 <= c.number <= 5)
            if low < 2:
                continue
            if size == 2:
                lvl = 1
            elif low >= 4 or len(set(group)) < len(group) or (low >= 3 and size >= 4):
                lvl = 3  # several pairings to weigh, or a pair of twins from the double deck
            else:
                lvl = 2
            candidates.append((lvl, group))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, group = found
    rules = state.rules
    value = p.group_value(group, rules)
    plain = sum(map(p.play_value, group))
    one_pair = p.group_value(group, dataclasses.replace(rules, several_pairs=False))
    values = [value, plain, one_pair]
    for extra in (value + 10, value - 9, plain + 20, value + 1):
        if len(set(values)) >= 4:
            break
        if extra > 0:
            values.append(extra)
    values = sorted(set(values))
    pairs = sorted({(p.group_value(pair, rules), pair) for pair in itertools.combinations(group, 2)
                    if p.group_value(pair, rules) != sum(map(p.play_value, pair))}, reverse=True)
    pair_text = tr("list.sep").join(f"{_cards(pair)} = {v}" for v, pair in pairs)
    breakdown = tr("practice.packs.breakdown", sum=" + ".join(str(p.play_value(c)) for c in group), plain=plain,
                   pairs=pair_text, value=value)
    name = state.names[seat]
    choices = []
    for v in values:
        if v == value:
            why = tr("practice.right_breakdown", breakdown=breakdown)
        elif v == plain:
            why = tr("practice.packs.group.plain", value=v, pairs=pair_text)
        elif v == one_pair:
            why = tr("practice.packs.group.one_pair", value=v, breakdown=breakdown)
        else:
            why = tr("practice.packs.group.not", value=v, breakdown=breakdown)
        choices.append(Choice(str(v), str(v), why))
    question = tr("practice.packs.group.question", cards=_cards(group), name=name)
    return Puzzle("packs", "group", lvl, question, state, seat, tuple(choices), frozenset({frozenset({str(value)})}),
                  False, tr("practice.packs.group.solution", breakdown=breakdown),
                  highlight=((f"hand/{seat}", group),))


# ------------------------------------------------------------------------------------------------------------ Dudak
def _dudak_beats(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import dudak as d

    seat = state.to_move
    if seat is None or state.phase != d.RESPOND or len(state.hands[seat]) < 2:
        return None
    declared = ""
    if (state.trumps[seat] is None and state.rules.trumps == "any_time" and level >= 2
            and rng.random() < 0.6):
        # a position with a declared trump: the player declares one of the suits in hand (a legal move here)
        suits = sorted({c.suit for c in state.hands[seat] if c.suit is not state.top.suit}, key=str)
        if suits:
            state = state.play(d.DeclareTrump(rng.choice(suits)))
            declared = tr("practice.dudak.declared", name=state.names[seat], suit=state.trumps[seat].noun)
    hand, top, trump = state.hands[seat], state.top, state.trumps[seat]
    others = [t for s, t in enumerate(state.trumps) if t is not None and s != seat]
    if trump is not None and top.suit is trump or any(c.suit in others for c in hand):
        lvl = 3  # the top card is of the player's own trump, or some cards are somebody else's trump
    elif trump is not None or others:
        lvl = 2
    else:
        lvl = 1
    if exact and lvl != level:
        return None
    name = state.names[seat]

    def beat(card: Card) -> Any:
        add = next((c for c in hand if c != card), None)
        return d.Beat(card, add)

    def explain(card: Card) -> str:
        reason = state.why_illegal(beat(card))
        if reason is None:
            how = tr("practice.dudak.higher") if card.suit is top.suit else tr(
                "practice.dudak.trump", suit=card.suit.noun, name=name)
            return tr("practice.dudak.beats", card=card.unicode, top=top.unicode, how=how)
        return tr("practice.dudak.refused", card=card.unicode, reason=reason)

    choices = tuple(Choice(str(c), c.unicode, explain(c), c, f"hand/{seat}") for c in hand)
    right = frozenset(str(c) for c in hand if state.why_illegal(beat(c)) is None)
    if right:
        solution = plural("practice.dudak.beat_with", len(right), cards=_cards(c for c in hand if str(c) in right),
                          top=top.unicode, name=name)
    else:
        take = tr("practice.dudak.take_all") if d.TakeAll() in state.legal_moves() else tr("practice.dudak.take_top")
        solution = tr("practice.dudak.no_beat", name=name, top=top.unicode, take=take)
    trump_note = ""
    if trump is not None and not declared:
        trump_note = tr("practice.dudak.own_trump", name=name, suit=trump.noun)
    if trump is None:
        trump_note = tr("practice.dudak.no_trump", name=name)
    others_text = tr("list.sep").join(tr("practice.dudak.whose_trump", name=state.names[s], suit=t.noun)
                                      for s, t in enumerate(state.trumps) if t is not None and s != seat)
    if others_text:
        trump_note += tr("practice.dudak.other_trumps", others=others_text)
    question = tr("practice.dudak.beats.question", top=top.unicode, declared=declared, trumps=trump_note, name=name)
    return Puzzle("dudak", "beats", lvl, question, state, seat, choices, frozenset({right}), True, solution,
                  highlight=(("pile", (top,)),))


_GO_OUT = ("set_aside", "stays", "taken")
"""What can happen to a Dudak pile when its player goes out (labels ``practice.dudak.go_out.<key>``)."""


def _dudak_go_out(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import dudak as d

    seat = state.to_move
    if seat is None or state.phase not in (d.LEAD, d.RESPOND) or len(state.hands[seat]) > 2:
        return None
    outs = [m for m in state.legal_moves() if isinstance(m, (d.Lead, d.Beat))
            and len(state.hands[seat]) == len(m.targets) + 1]
    candidates = []
    if sum(1 for h in state.hands if h) <= 2:
        return None  # going out would end the deal: the pile no longer matters
    for move in outs:
        if isinstance(move, d.Lead):
            lvl = 3  # D-A4: going out on a lead leaves the card to beat
        elif move.add is not None:
            lvl = 2
        else:
            lvl = 1
        candidates.append((lvl, move))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, move = found
    after, said = _after(state, move, most=2)
    if len(after.set_aside) > len(state.set_aside) and not after.pile:
        right = "set_aside"
    elif after.pile and after.top == (move.card if isinstance(move, d.Lead) else move.add):
        right = "stays"
    else:
        right = "taken"
    story = " ".join(said)
    choices = []
    for key in _GO_OUT:
        why = tr("practice.right_because" if key == right else "practice.no_because", story=story)
        choices.append(Choice(key, tr(f"practice.dudak.go_out.{key}"), why))
    name = state.names[seat]
    if isinstance(move, d.Lead):
        what = tr("practice.dudak.leads", name=name, card=move.card.unicode)
    elif move.add is None:
        what = tr("practice.dudak.beats_last", name=name, top=state.top.unicode, card=move.card.unicode)
    else:
        what = tr("practice.dudak.beats_adds", name=name, top=state.top.unicode, card=move.card.unicode,
                  add=move.add.unicode)
    question = tr("practice.dudak.go_out.question", what=what)
    return Puzzle("dudak", "go_out", lvl, question, state, seat, tuple(choices), frozenset({frozenset({right})}),
                  False, tr("practice.engine", story=story), highlight=((f"hand/{seat}", (move.card,) + move.targets),))


# ------------------------------------------------------------------------------------------------------- Spoil Five
def _spoil_five_playable(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import spoil_five as sf

    seat = state.to_move
    if seat is None or state.phase != "play" or not state.trick or len(state.hands[seat]) < 2:
        return None
    hand = state.hands[seat]
    led = state.trick[0][1]
    trumps_held = [c for c in hand if state.is_trump(c)]
    right = frozenset(str(c) for c in hand if state.why_illegal(sf.Play(c)) is None)
    renege = state.is_trump(led) and trumps_held and all(c in _top_trumps(state) for c in trumps_held)
    special = sf.ACE_OF_HEARTS in hand or led == sf.ACE_OF_HEARTS or state.low_ace in hand
    if renege or special and len(right) < len(hand):
        lvl = 3  # reneging a top trump, the Ace of hearts, or an undeclared trump Ace
    elif state.is_trump(led) or trumps_held or not any(c.suit is led.suit for c in hand):
        lvl = 2  # trumps led, trumping allowed while able to follow, or unable to follow
    else:
        lvl = 1
    if exact and lvl != level:
        return None
    name = state.names[seat]

    def explain(card: Card) -> str:
        reason = state.why_illegal(sf.Play(card))
        if reason is None:
            return tr("practice.spoil_five.may", card=card.unicode,
                      narration=_after(state, sf.Play(card), most=1)[1][0])
        return tr("practice.spoil_five.may_not", card=card.unicode, reason=reason)

    choices = tuple(Choice(str(c), c.unicode, explain(c), c, f"hand/{seat}") for c in hand)
    solution = tr("practice.spoil_five.may_play", name=name, cards=_cards(c for c in hand if str(c) in right),
                  any="" if len(right) < len(hand) else tr("practice.spoil_five.any_card"))
    question = tr("practice.spoil_five.playable.question", suit=state.trumps.noun.capitalize(),
                  leader=state.names[state.trick[0][0]], card=led.unicode, name=name)
    return Puzzle("spoil_five", "playable", lvl, question, state, seat, choices, frozenset({right}), True, solution,
                  highlight=())


def _spoil_five_trick(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    seat = state.to_move
    if seat is None or state.phase != "play" or len(state.trick) != state.players - 1:
        return None
    moves = state.legal_moves()
    move = moves[rng.randrange(len(moves))]
    trick = state.trick + ((seat, move.card),)
    cards = [c for _, c in trick]
    led = cards[0]
    trumps_in = [c for c in cards if state.is_trump(c)]
    if set(cards) & _top_trumps(state) or state.low_ace in cards:
        lvl = 3  # the 5 or Jack of trumps, the Ace of hearts, or an undeclared trump Ace
    elif trumps_in:
        lvl = 2
    else:
        lvl = 1
    if exact and lvl != level:
        return None
    after, said = _after(state, move, most=3)
    won = next(e for e in after.events[len(state.events):] if e.kind == "trick")
    winner = won.seat
    win_card = next(c for s, c in trick if s == winner)
    narrate = GAMES["spoil_five"].narrate
    story = narrate(won, state.names)
    led_suit = None if state.is_trump(led) else led.suit
    choices = []
    for s, c in trick:
        label = tr("practice.spoil_five.trick.label", name=state.names[s], card=c.unicode)
        if s == winner:
            why = tr("practice.right_because", story=story)
        elif not state.is_trump(c) and led_suit is None:
            why = tr("practice.spoil_five.trumps_led", card=c.unicode)
        elif not state.is_trump(c) and c.suit is not led.suit:
            why = tr("practice.spoil_five.off_suit", card=c.unicode, suit=led.suit.noun)
        elif state.is_trump(win_card) and not state.is_trump(c):
            why = tr("practice.spoil_five.trump_beats", winner=win_card.unicode, card=c.unicode)
        else:
            what = tr("practice.spoil_five.a_trump") if state.is_trump(c) else tr(f"card.suit_one.{c.suit.value}")
            why = tr("practice.spoil_five.higher", winner=win_card.unicode, what=what, card=c.unicode)
        choices.append(Choice(str(s), label, why))
    name = state.names[seat]
    question = tr("practice.spoil_five.trick.question", suit=state.trumps.noun.capitalize(), name=name,
                  card=move.card.unicode)
    return Puzzle("spoil_five", "trick", lvl, question, state, seat, tuple(choices),
                  frozenset({frozenset({str(winner)})}), False, tr("practice.engine", story=story),
                  highlight=((f"hand/{seat}", (move.card,)),))


def _top_trumps(state: Any) -> set[Card]:
    from cardrules.games import spoil_five as sf

    return {Card("5", state.trumps), Card("J", state.trumps), sf.ACE_OF_HEARTS}


# ----------------------------------------------------------------------------------------------------------- 9 Peak
def _nine_peak_sets(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import nine_peak as n9

    seat = state.to_move
    if seat is None or state.taking:
        return None
    hand = state.hands[seat]
    sizes = range(1, min(len(hand), state.rules.peak - 1) + 1)
    possible = {n: state.plays(n) for n in sizes}
    if not any(possible.values()):
        return None

    def fits(n: int) -> list[Card]:
        return [c for c in hand if n9.can_count_as(c, n, state.in_area(c.number))]

    widened = any(c.number != m.n for plays in possible.values() for m in plays for c in m.cards)
    if len(hand) >= 10 or any(c.suit is Suit.JOKER for c in hand) and widened:
        lvl = 3
    elif widened:
        lvl = 2  # a set needs the Area to widen a number's range
    else:
        lvl = 1
    if exact and lvl != level:
        return None
    name = state.names[seat]
    choices = []
    for n in sizes:
        fit = fits(n)
        if possible[n]:
            why = tr("practice.nine_peak.possible", n=n, cards=_cards(possible[n][0].cards))
        else:
            held = tr("practice.nine_peak.only", k=len(fit), name=name, cards=_cards(fit)) if fit else tr(
                "practice.nine_peak.none_of", name=name)
            why = tr("practice.nine_peak.impossible", n=n, held=held)
        choices.append(Choice(f"n{n}", tr("practice.nine_peak.set_of", n=n), why))
    right = frozenset(f"n{n}" for n in sizes if possible[n])
    ranges = tr("list.semi").join(tr("practice.nine_peak.range", k=k, lo=lo, hi=hi)
                                  for k in range(1, state.rules.max_number + 1)
                                  for lo, hi in [state.value_range(k)] if hi > lo)
    solution = tr("practice.nine_peak.sets.solution", name=name,
                  sizes=tr("list.sep").join(str(n) for n in sizes if possible[n]),
                  ranges=ranges or tr("practice.nine_peak.no_widening"))
    question = tr("practice.nine_peak.sets.question", name=name)
    return Puzzle("nine_peak", "sets", lvl, question, state, seat, tuple(choices), frozenset({right}), True, solution)


def _nine_peak_set_value(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import nine_peak as n9

    seat = state.to_move
    if seat is None or state.taking:
        return None
    candidates = []
    for move in state.plays():
        cards = move.cards
        if len(cards) < 2:
            continue
        jokers = sum(1 for c in cards if c.suit is Suit.JOKER)
        distinct = len({c.suit for c in cards}) == len(cards)
        if jokers and (len(cards) >= 4 or distinct):
            lvl = 3
        elif jokers or distinct:
            lvl = 2
        else:
            lvl = 1
        candidates.append((lvl, move))
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, move = found
    cards = move.cards
    mode = state.rules.joker_suits
    points, count = n9.set_score(cards, mode)
    size = len(cards)
    values = sorted({points, size * size, size * max(1, count - 1), size + count, size * (count + 1)})
    values = [v for v in values if v > 0][:5]
    if points not in values:
        values = sorted(values[:4] + [points])
    jokers = sum(1 for c in cards if c.suit is Suit.JOKER)
    # the rule that actually gave the count (9P-A7), as the engine's narration names it
    rule = n9.set_score_rule(cards, count)
    why_right = tr(f"practice.nine_peak.{'differ' if rule == 'differ' else 'one_suit'}{'_jokers' if jokers else ''}",
                   count=count)
    breakdown = tr("practice.nine_peak.breakdown", size=size, count=count, points=points, why=why_right)
    choices = []
    for v in values:
        if v == points:
            why = tr("practice.right_breakdown", breakdown=breakdown)
        else:
            why = tr("practice.nine_peak.value.not", value=v, breakdown=breakdown)
        choices.append(Choice(str(v), str(v), why))
    name = state.names[seat]
    question = tr("practice.nine_peak.value.question", name=name, cards=_cards(cards))
    return Puzzle("nine_peak", "set_value", lvl, question, state, seat, tuple(choices),
                  frozenset({frozenset({str(points)})}), False, tr("practice.nine_peak.value.solution",
                                                                    breakdown=breakdown),
                  highlight=((f"hand/{seat}", cards),))


def _nine_peak_peak(state: Any, level: int, exact: bool, rng: random.Random) -> Puzzle | None:
    from cardrules.games import nine_peak as n9

    seat = state.to_move
    if seat is None or state.taking:
        return None
    singles, doubles, twins = [], [], []
    for move in state.legal_moves():
        if isinstance(move, n9.Pass):
            if move.second is None:
                singles.append(move)
            elif move.second.number != move.first.number:
                doubles.append(move)
            else:
                twins.append(move)  # two of one number: a peak after the first changes what the second does
    if level == 1 or not exact:
        # a single placement; a peak half the time when one is there to find (the Area seldom holds one)
        peaking = [m for m in singles if any(e.kind == "peak" for e in state.play(m).events[len(state.events):])]
        pool = peaking if peaking and rng.random() < 0.5 else singles
        candidates = [(1, m) for m in pool]
    else:
        candidates = []
    candidates += [(2, m) for m in doubles] + [(3, m) for m in twins]
    found = _pick(rng, candidates, level, exact)
    if found is None:
        return None
    lvl, move = found
    after, said = _after(state, move, most=4)
    new = after.events[len(state.events):]
    vp = sum(e.get("vp") for e in new if e.kind == "peak")
    story = " ".join(line for e, line in zip(new, said, strict=False) if e.kind in ("place", "peak"))
    right = "none" if not vp else str(vp)
    options = {"none"} | {str(v) for v in (vp, vp + 1, max(1, vp - 1), 2, 3) if v}
    ordered = ["none"] + sorted((o for o in options if o != "none"), key=int)[:3]
    if right not in ordered:
        ordered = ordered[:3] + [right]
    choices = []
    for key in ordered:
        label = tr("practice.nine_peak.no_peak") if key == "none" else tr("practice.nine_peak.peak_vp", vp=key)
        why = tr("practice.right_because" if key == right else "practice.no_because", story=story)
        choices.append(Choice(key, label, why))
    name = state.names[seat]
    what = tr("practice.nine_peak.then").join(c.unicode for c in move.cards)
    question = tr("practice.nine_peak.peak.question", name=name, cards=what)
    return Puzzle("nine_peak", "peak", lvl, question, state, seat, tuple(choices),
                  frozenset({frozenset({right})}), False, tr("practice.engine", story=story),
                  highlight=((f"hand/{seat}", move.cards),))


# ------------------------------------------------------------------------------------------------------- registry
KINDS: dict[str, tuple[str, ...]] = {
    "tablanette": ("captures", "tablanette"),
    "packs": ("pack", "steal", "group"),
    "dudak": ("beats", "go_out"),
    "spoil_five": ("playable", "trick"),
    "nine_peak": ("sets", "set_value", "peak"),
}
"""The kinds of question each game asks."""

_FINDERS: dict[str, dict[str, Finder]] = {
    "tablanette": {"captures": _tablanette_captures, "tablanette": _tablanette_value},
    "packs": {"pack": _packs_pack, "steal": _packs_steal, "group": _packs_group},
    "dudak": {"beats": _dudak_beats, "go_out": _dudak_go_out},
    "spoil_five": {"playable": _spoil_five_playable, "trick": _spoil_five_trick},
    "nine_peak": {"sets": _nine_peak_sets, "set_value": _nine_peak_set_value, "peak": _nine_peak_peak},
}
