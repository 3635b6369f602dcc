"""``TableSession``: a game at a table as plain data and actions, with no widgets (the standard library alone).

A session holds one game (its module, house rules and seed), the *steps* made so far and which one is shown, the
bots that play the seats nobody holds, and the cards a reader has picked towards a move. Every action changes it and
then tells its observers (:meth:`TableSession.observe`) what kind of change it was, so a view draws itself again:
:class:`cardrules.widgets.table.GameTable` is one such view, a replay file (:func:`cardrules.replay.replay_html`)
and a save (:meth:`TableSession.save`) are made from it, and a table shared by several screens can be built on it.
Nothing here is worded: refusals are :class:`Refusal` data (the engine's reason, or a :class:`Text` of the table's)
that a view words in its reader's language.

**Steps.** A step is the position after a move, or the *end of a deal*: the position after a deal's last move,
shown as that deal's result. The same position then follows as the next deal's first step (the same object twice in
:attr:`TableSession.states`; :attr:`TableSession.stops` marks the result steps).

**Play and Watch.** In ``"play"`` mode the reader holds :attr:`TableSession.seat` and the bots play the other seats:
whenever the last step is shown and it is a bot's turn, the bots move at once, until it is the reader's turn, a deal
ends (the session stops on its result until :meth:`TableSession.next_deal`) or the game is over. In ``"watch"`` mode
every seat is a bot's, and a bot moves only when asked (:meth:`TableSession.step`). Switching to Play takes the game
over at the step shown: later steps are dropped, as when moves are taken back.

**Clicks.** On the reader's turn a click on a card (a zone of the view and a position in it) picks it; the picked
cards are matched against the legal moves through each move's ``card`` and ``targets``
(:meth:`TableSession.matches`). A single move is played at once (unless the game's hand-only moves wait for a
button, :attr:`~cardrules.table_spec.TableSpec.hand_picks_wait`); a card that makes the picks no legal move is
refused with the engine's reason for the move the game reads them as (:meth:`~cardrules.table_spec.TableSpec.
move_meant`), and only that card is dropped. That rule is :class:`cardrules.picking.Picker`'s, which a shared
room's seat follows too; the session keeps the picks and plays what they make.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Literal

from cardrules import share
from cardrules.cards import Card
from cardrules.errors import IllegalMoveError
from cardrules.picking import Click, Pick, Picker, Refusal, hand_of
from cardrules.protocol import GameModule, Text
from cardrules.table_spec import TableSpec, table_spec

__all__ = ["BOT_MOVES_LIMIT", "LEVELS", "MODES", "Change", "Click", "Mode", "Pick", "Refusal", "TableSession",
           "make_bot"]

Mode = Literal["play", "watch"]
MODES: tuple[Mode, ...] = ("play", "watch")
LEVELS = ("random", "heuristic", "monte_carlo")
"""How the bots play: a random legal move, the game's heuristic bot (the table's default), or the Monte Carlo bot."""
BOT_MOVES_LIMIT = 2000
"""The bots make at most this many moves in a row before the reader's turn (a deal of Dudak runs to two hundred)."""

ChangeKind = Literal["dealt", "loaded", "moved", "stepped", "went", "mode", "shown", "picked", "refused"]


@dataclasses.dataclass(frozen=True)
class Change:
    """What an action changed, sent to every observer after it.

    ``kind``: ``"dealt"`` (a new game), ``"loaded"`` (a game set from a save or from given positions), ``"moved"``
    (a move played, and the bots' answers), ``"stepped"`` (Forward made a bot's move in Watch mode), ``"went"``
    (another step shown, or on past a deal's result), ``"mode"`` (Play or Watch), ``"shown"`` (open hands on or
    off), ``"picked"`` (only the picked cards changed), ``"refused"`` (the picks changed because a click or a choice
    was refused: ``refusal`` says why)."""

    kind: ChangeKind
    refusal: Refusal | None = None


def make_bot(game: GameModule, level: str, seed: int) -> Any:
    """A bot of ``game`` at ``level`` (one of :data:`LEVELS`) with its own random seed."""
    if level == "heuristic":
        return game.HeuristicBot(seed)
    if level == "random":
        from cardrules.bots import RandomBot

        return RandomBot(seed)
    if level == "monte_carlo":
        from cardrules.montecarlo import MonteCarloBot

        return MonteCarloBot(seed)
    raise ValueError(f"no bot level {level!r}: one of {', '.join(LEVELS)}")


class TableSession:
    """One game at a table: its steps, the step shown, the bots, the reader's picks; observers told of each change.

    Args:
        game: which game (a name from ``cardrules.GAMES`` or the module).
        seed: the first deal's seed (within the limits a link can give, :func:`cardrules.share.check_seed`).
        rules: house rules (default: the write-up's rules).
        seat: the seat the reader holds in Play mode (0 = South).
        mode: ``"play"`` (the reader holds ``seat``, bots the others) or ``"watch"`` (bots play every seat).
        open_hands: whether the table shows every hand face up (what the view and the log may show).
        level: how the bots play (:data:`LEVELS`).
    """

    def __init__(self, game: str | GameModule, *, seed: int = 0, rules: Any = None, seat: int = 0,
                 mode: Mode = "play", open_hands: bool = False, level: str = "heuristic") -> None:
        from cardrules import GAMES

        self.game: GameModule = GAMES[game] if isinstance(game, str) else game
        self.spec: TableSpec = table_spec(self.game)
        if mode not in MODES:
            raise ValueError(f"no mode {mode!r}: one of {', '.join(MODES)}")
        if level not in LEVELS:
            raise ValueError(f"no bot level {level!r}: one of {', '.join(LEVELS)}")
        self.rules: Any = rules or self.game.Rules()
        self.seat = seat
        self.mode: Mode = mode
        self.open_hands = open_hands
        self.level = level
        self.seed = share.check_seed(seed)
        """The seed of the deal made last (or about to be made)."""
        self.dealt_seed: int | None = self.seed
        """The seed the game shown was dealt with (``None``: a loaded game whose seed a link could not give)."""
        self.states: list[Any] = []
        """The steps made so far (a deal's result and the next deal's first step are the same object)."""
        self.stops: dict[int, int] = {}
        """Steps that show a deal's end: step index -> the deal that ended."""
        self.index = 0
        """The step shown."""
        self.picked: list[Pick] = []
        """The cards clicked so far for the move being made, in the order clicked."""
        self.bots: dict[int, Any] = {}
        self._observers: list[Callable[[Change], None]] = []
        self._held: list[Change] | None = None
        self._steps_kept: tuple[tuple[int, int, int], list[int]] | None = None
        self._views: tuple[Any, dict[tuple[int | None, bool], Any]] = (None, {})
        self._deal(self.seed)

    def __repr__(self) -> str:
        return f"TableSession({self.game.NAME!r}, step {self.index} of {len(self.states) - 1})"

    # -- observers ------------------------------------------------------------------------------------------------
    def observe(self, callback: Callable[[Change], None]) -> Callable[[], None]:
        """Call ``callback(change)`` after every change; returns a function that stops it."""
        self._observers.append(callback)
        return lambda: self._observers.remove(callback) if callback in self._observers else None

    @contextmanager
    def held(self) -> Iterator[None]:
        """Tell the observers once, at the end, of the changes made inside (the last change, or a refusal if one
        came last): a view that makes several changes in one action draws once."""
        outer = self._held is None
        if outer:
            self._held = []
        try:
            yield
        finally:
            if outer:
                held, self._held = self._held or [], None
                if held:
                    self._notify(_merged(held))

    def _notify(self, change: Change) -> None:
        if self._held is not None:
            self._held.append(change)
            return
        for callback in list(self._observers):
            callback(change)

    # -- what is shown ---------------------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The state shown now."""
        return self.states[self.index]

    @property
    def at_last(self) -> bool:
        """Whether the step shown is the last one made."""
        return self.index == len(self.states) - 1

    @property
    def at_deal_end(self) -> bool:
        """Whether the step shown is a deal's end (its result), not a position to play from."""
        return self.index in self.stops and self.index < len(self.states)

    @property
    def shown_deal(self) -> int:
        """The deal the step shown belongs to (the one that ended, on a result step)."""
        return self.stops[self.index] if self.at_deal_end else int(self.state.deal_number)

    @property
    def at_game_end(self) -> bool:
        """Whether the step shown is the result of the game's last deal."""
        return self.at_deal_end and self.state.is_over and self.stops[self.index] >= self.state.deal_number

    @property
    def viewer(self) -> int | None:
        """Whose view the table shows: the reader's seat in Play mode, a spectator's (``None``) in Watch mode."""
        return self.seat if self.mode == "play" else None

    @property
    def bot_seats(self) -> frozenset[int]:
        """The seats the bots play: every seat but the reader's in Play mode, every seat in Watch mode."""
        seats = range(self.state.players)
        return frozenset(s for s in seats if self.mode == "watch" or s != self.seat)

    @property
    def reader_turn(self) -> bool:
        """Whether the reader may move now: Play mode, the last step shown, not a deal's result, their seat to move."""
        return (self.mode == "play" and self.at_last and not self.at_deal_end
                and self.state.to_move == self.seat)

    @property
    def can_step(self) -> bool:
        """Whether :meth:`step` has somewhere to go (Forward is enabled)."""
        return not (self.at_last and (self.state.is_over or self.reader_turn))

    @property
    def can_go_on(self) -> bool:
        """Whether there is a step after this one, made or to make (Autoplay can go): anywhere but the game's end."""
        return not self.at_last or not self.state.is_over

    def view(self) -> Any:
        """The view of the step shown, as the table shows it (the reader's seat or a spectator's, open hands or
        not)."""
        return self._view_of(self.viewer, self.open_hands)

    def _view_of(self, seat: int | None, open_hands: bool) -> Any:
        # A drawing and the clicks on it read the step's view many times (its zones are made when first read): one
        # view per step shown and viewer is kept. States never change, so a view made of the same state stays true.
        state = self.state
        if self._views[0] is not state:
            self._views = (state, {})
        views = self._views[1]
        if (seat, open_hands) not in views:
            views[seat, open_hands] = state.view(seat, open_hands=open_hands)
        return views[seat, open_hands]

    def deal_end_position(self) -> tuple[Any, Any, list[str]]:
        """On a deal's result, the deal's last position, to show beside the result: ``(view, groups, lines)``. At the
        game's end the final position itself; otherwise the move that ended the deal also dealt the next one, so the
        position is the step before that move, and ``lines`` (the log's lines of that move) say what it did (the
        last card, who took the last trick)."""
        if self.at_game_end or self.index == 0:
            return self.view(), self.groups(), []
        before = self.states[self.index - 1]
        lines = [line for line, step in self.narration() if step == self.index]
        view = before.view(self.viewer, open_hands=self.open_hands)
        groups = {z.key: g for z in view.zones if (g := self.spec.groups(before, z.key))}
        return view, groups, lines

    def narration(self) -> list[tuple[str, int]]:
        """The log of the deal shown: each line, in the current language, with the step that told it (the log is
        numbered by step, as the steps are counted). What the table shows decides what it tells: every card with
        open hands, else what the reader's seat may know (a spectator's when watching)."""
        state, deal = self.state, self.shown_deal
        steps = self.event_steps()
        told = state.narration(self.viewer, open_hands=self.open_hands)
        return [(line, steps[i]) for i, (e, line) in enumerate(zip(state.events, told)) if e.deal == deal]

    def event_steps(self) -> list[int]:
        """For each event of the last step's log, the step that added it (the first step whose log holds it). The
        move that ends a deal also opens the next one (its ante, its deal): those events belong to the step after the
        result, the next deal's first, so that the numbers run on without a gap. Worked out once per history (kept
        while the steps made so far stay the same)."""
        key = (len(self.states), id(self.states[-1]), len(self.stops))
        kept = self._steps_kept
        if kept is None or kept[0] != key:
            steps: list[int] = []
            for i, state in enumerate(self.states):
                ended = self.stops.get(i)
                steps += [i + 1 if ended is not None and e.deal > ended else i for e in state.events[len(steps):]]
            kept = self._steps_kept = (key, steps)
        return kept[1]

    def moves_of(self, index: int) -> int:
        """How many moves were made by step ``index`` (a deal's result and the next deal's first step are one
        position, shown twice)."""
        return index - sum(1 for i in range(1, index + 1) if self.states[i] is self.states[i - 1])

    def step_of(self, moves: int) -> int:
        """The step that shows the position after ``moves`` moves (the next deal's first step, not the result)."""
        found, made = len(self.states) - 1, 0
        for i in range(len(self.states)):
            made += i > 0 and self.states[i] is not self.states[i - 1]
            if made == moves:
                found = i
            elif made > moves:
                break
        return found

    # -- dealing, stepping ----------------------------------------------------------------------------------------
    def deal(self, seed: int | None = None) -> None:
        """Start a new game with ``seed`` (default: :attr:`seed`) under :attr:`rules`."""
        self._deal(share.check_seed(self.seed if seed is None else seed))
        self._notify(Change("dealt"))

    def set_rules(self, rules: Any) -> None:
        """Change the house rules, which deals anew with the same seed."""
        self.rules = rules
        self.deal()

    def _deal(self, seed: int) -> None:
        self.seed = self.dealt_seed = seed
        self.bots = self._make_bots(seed, self.rules.players)
        self.states, self.stops, self.index, self.picked = [self.game.new_game(self.rules, seed=seed)], {}, 0, []
        self._bots_to_reader()

    def _make_bots(self, seed: int, players: int) -> dict[int, Any]:
        # one random generator per seat, drawn from the deal's seed: the same deal gets the same bots' moves
        return {s: make_bot(self.game, self.level, seed * 31 + s) for s in range(players)}

    def set_level(self, level: str) -> None:
        """How the bots play from now on (:data:`LEVELS`); the moves made stay."""
        if level not in LEVELS:
            raise ValueError(f"no bot level {level!r}: one of {', '.join(LEVELS)}")
        self.level = level
        self.bots = self._make_bots(self.dealt_seed or 0, self.state.players)

    def play(self, move: Any) -> None:
        """Play ``move`` (or its notation) for the seat to move, from the step shown; later steps are dropped and the
        bots answer (Play mode). Raises :class:`IllegalMoveError` with the reason, and changes nothing then."""
        if self.at_deal_end:
            raise IllegalMoveError(move, Text("widget.deal_over_first"))
        nxt = self.state.play(move)
        self.truncate(self.index, quiet=True)
        self._append(nxt)
        self.picked = []
        self._bots_to_reader()
        self._notify(Change("moved"))

    def choose(self, move: Any) -> Click:
        """A move chosen from those offered (a button): played, or, if the table changed since it was offered,
        refused with the engine's reason (the picks then go)."""
        try:
            self.play(move)
        except IllegalMoveError as err:
            refusal = Refusal(err.reason, move)
            self.picked = []
            self._notify(Change("refused", refusal))
            return Click("refused", move, refusal)
        return Click("played", move)

    def step(self) -> None:
        """Forward: the next step made already, else a new one: past a deal's result to the next deal; a bot's move,
        in Watch mode for any seat, in Play mode never for the reader."""
        if not self.at_last:
            self.go(self.index + 1)
            return
        if self.at_deal_end:
            self.next_deal()
            return
        state = self.state
        if state.is_over or (self.mode == "play" and state.to_move == self.seat):
            return
        seat = state.to_move
        self._append(state.play_unchecked(self.bots[seat].choose(state.view(seat))))
        self.picked = []
        self._bots_to_reader()
        self._notify(Change("stepped"))

    def go(self, index: int) -> None:
        """Show step ``index`` (kept within the steps made); on the last one, the bots move on in Play mode."""
        self.index = max(0, min(index, len(self.states) - 1))
        self.picked = []
        self._bots_to_reader()
        self._notify(Change("went"))

    def back(self) -> None:
        """Show the step before (no undo: :meth:`truncate` or Play mode's takeover drops later steps)."""
        self.go(self.index - 1)

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self.states) - 1)

    def next_deal(self) -> None:
        """From a deal's result, on to the next deal (the step after the result; made if it is the last)."""
        if not self.at_deal_end:
            return
        if self.at_last:
            if self.state.is_over:
                return
            self.states.append(self.state)  # the same position, now shown as the next deal's first step
            self.index = len(self.states) - 1
        else:
            self.index += 1
        self.picked = []
        self._bots_to_reader()
        self._notify(Change("went"))

    def truncate(self, index: int | None = None, *, quiet: bool = False) -> None:
        """Drop the steps after ``index`` (default: the step shown), to play on from there: in Play mode, shown
        there, the bots move on to the reader's turn."""
        index = self.index if index is None else max(0, min(index, len(self.states) - 1))
        del self.states[index + 1:]
        self.stops = {i: d for i, d in self.stops.items() if i <= index}
        self.index = min(self.index, index)
        if not quiet:
            self.picked = []
            self._bots_to_reader()
            self._notify(Change("went"))

    def set_mode(self, mode: Mode) -> None:
        """Play (the reader takes the game over at the step shown: later steps are dropped, the bots move on) or
        Watch (the bots play every seat, a step at a time)."""
        if mode not in MODES:
            raise ValueError(f"no mode {mode!r}: one of {', '.join(MODES)}")
        self.mode = mode
        if mode == "play":
            self.truncate(self.index, quiet=True)
        self.picked = []
        self._bots_to_reader()
        self._notify(Change("mode"))

    def set_open_hands(self, open_hands: bool) -> None:
        """Show every hand face up (Teaching), or only what the reader's seat may see (Playing)."""
        self.open_hands = open_hands
        self._notify(Change("shown"))

    def set_history(self, states: Sequence[Any]) -> None:
        """Make the steps those of a game given as its states, move by move (each deal's end gets its result step),
        and show the last; the bots do not move (a position set up to be looked at or played from)."""
        self.rules = states[0].rules
        self._set_history(states)
        self._notify(Change("loaded"))

    def _set_history(self, states: Sequence[Any]) -> None:
        self.states, self.stops, self.index, self.picked = [states[0]], {}, 0, []
        for state in states[1:]:
            if self.index in self.stops and not self.states[-1].is_over:
                self.states.append(self.states[-1])  # past a deal's result: the next deal's first step
                self.index += 1
            self._append(state)

    def _append(self, state: Any) -> None:
        """A new last step; the end of a deal (or of the game) marks it as that deal's result."""
        before = self.states[-1]
        self.states.append(state)
        self.index = len(self.states) - 1
        if state.is_over or state.deal_number > before.deal_number:
            self.stops[self.index] = before.deal_number

    def _bots_to_reader(self, limit: int = BOT_MOVES_LIMIT) -> None:
        """In Play mode, on the last step, let the bots move until it is the reader's turn, a deal ends or the game
        is over."""
        if self.mode != "play" or not self.at_last:
            return
        for _ in range(limit):
            state = self.states[-1]
            if self.at_deal_end or state.is_over or state.to_move == self.seat:
                break
            seat = state.to_move
            self._append(state.play_unchecked(self.bots[seat].choose(state.view(seat))))

    # -- the reader's moves and the Hint --------------------------------------------------------------------------
    def my_moves(self) -> Sequence[Any]:
        """The reader's legal moves now (none when it is not their turn)."""
        return self.state.legal_moves() if self.reader_turn else ()

    def named_moves(self) -> list[Any]:
        """The reader's moves that are not cards (pass, declare, take the pile, end the turn): buttons, not clicks."""
        return [m for m in self.my_moves() if m.card is None and not m.targets]

    def hint(self) -> Any:
        """The Hint for the reader's seat (a :class:`cardrules.montecarlo.Hint`: the moves weighed, best first, with
        ranks and figures). The bot gets the reader's seat view only, even when the table shows open hands; it
        searches for the game's budget of wall time (the ``hint`` of its :class:`TableSpec`)."""
        from cardrules.montecarlo import advise

        if not self.reader_turn:
            raise IllegalMoveError("hint", Text("widget.hint_own_turn"))
        return advise(self.state.view(self.seat), seed=self.seed * 1000 + self.index, budget=self.spec.hint.budget)

    # -- clicking cards -------------------------------------------------------------------------------------------
    @property
    def hand_key(self) -> str:
        """The key of the reader's hand zone."""
        return f"hand/{self.seat}"

    def picker(self) -> Picker:
        """The reader's clicks matched against their moves at the view shown (:mod:`cardrules.picking`, the rule a
        shared room's seat follows too)."""
        return Picker(self.view(), self.seat, self.my_moves(), self.spec, self.hand(), lambda: self.state)

    def click(self, zone: str, position: int) -> Click:
        """Click the card at ``position`` in the zone ``zone`` of the view shown: pick it (or drop it if picked),
        then play the one move the picked cards make, offer the moves they may still make, or refuse them with the
        engine's reason (only the card just clicked is dropped): :meth:`cardrules.picking.Picker.click`."""
        if not self.reader_turn:
            return Click("ignored")
        done, self.picked = self.picker().click(self.picked, zone, position)
        if done.kind == "played":
            self.play(done.move)
        else:
            self._notify(Change("refused", done.refusal) if done.refusal is not None else Change("picked"))
        return done

    def cancel(self) -> None:
        """Drop every picked card."""
        self.picked = []
        self._notify(Change("picked"))

    def submit(self) -> Click:
        """Try the picked cards as they are ("Play it"): the one move they make exactly is played; otherwise the
        engine says why the move they mean is refused, and the picks go."""
        picker = self.picker()
        exact, _more = picker.matches(self.picked)
        if len(exact) == 1:
            return self.choose(exact[0])
        refusal = picker.refusal(self.picked)
        self.picked = []
        self._notify(Change("refused", refusal))
        return Click("refused", refusal.move, refusal)

    def card_at(self, zone: str, i: int) -> Card | None:
        """The card at position ``i`` of ``zone`` in the view shown (``None``: face down, or no such position)."""
        return self.picker().card_at(zone, i)

    def picked_cards(self) -> list[Card]:
        """The picked cards, in the order clicked."""
        return self.picker().picked_cards(self.picked)

    def hand(self) -> Counter[Card]:
        """The reader's hand."""
        return hand_of(self._view_of(self.seat, False), self.seat)

    def hand_first(self) -> tuple[Card | None, list[Card]]:
        """The picked cards as the game's table declaration reads them: the first card picked from the reader's hand
        (the move's ``card``), and the others in the order clicked (its ``targets``)."""
        return self.picker().hand_first(self.picked)

    def matches(self) -> tuple[list[Any], list[Any]]:
        """The reader's legal moves made of exactly the picked cards, and those made of more cards than those."""
        return self.picker().matches(self.picked)

    def live_cards(self, more: Sequence[Any] | None = None) -> tuple[Counter[Card], Counter[Card]]:
        """The cards that can still go towards a move (what "Show legal moves" marks): those of the reader's hand,
        and those elsewhere. ``more``: the moves the picks may still make (default: worked out)."""
        return self.picker().live_cards(self.picked, more)

    def clickable_zones(self) -> set[str]:
        """The zones of the view shown whose cards are drawn to be clicked on the reader's turn: the hand, the cards in
        the middle (no one's: any may be tried) and any zone a move of the reader's takes cards from."""
        return self.picker().clickable_zones()

    def clicks_for(self, move: Any) -> list[Pick]:
        """The cards to click, in order, to make ``move`` on the reader's turn (:meth:`Picker.clicks_for`)."""
        return self.picker().clicks_for(move)

    def groups(self) -> dict[str, tuple[tuple[Card, ...], ...]]:
        """The zones of the view shown whose cards the game draws as separate groups (9 Peak's sets)."""
        return {z.key: g for z in self.view().zones if (g := self.spec.groups(self.state, z.key))}

    # -- saving and loading ---------------------------------------------------------------------------------------
    def save(self) -> str:
        """The game as a saved-game file (:func:`cardrules.share.save_game`): every move made, and the step shown."""
        return share.save_game(self.states[-1], step=self.moves_of(self.index))

    def load(self, content: str | bytes) -> Any:
        """Take over the game of a saved-game file (:func:`cardrules.share.load_game`, which refuses a file of
        another game): its house rules and moves, shown at the step it was saved at. Returns its last state. Raises
        :class:`~cardrules.errors.StateFormatError` naming what is wrong, and changes nothing then."""
        state, step = share.load_game(content, game=self.game.NAME)
        self.rules = state.rules
        seed = state.to_dict()["start"].get("seed")
        # a file's seed outside a link's limits is not offered as a link (the reader would refuse it)
        self.dealt_seed = seed if isinstance(seed, int) and share.MIN_SEED <= seed <= share.MAX_SEED else None
        self.bots = self._make_bots(self.dealt_seed or 0, state.players)
        self._set_history(share.states_of(state))
        self.index = self.step_of(step)
        self._bots_to_reader()
        self._notify(Change("loaded"))
        return state

    @classmethod
    def from_save(cls, content: str | bytes, game: str | GameModule, **options: Any) -> TableSession:
        """A session holding the game of a saved-game file (see :meth:`load`); ``options`` as for the class."""
        session = cls(game, **options)
        session.load(content)
        return session


def _merged(changes: Sequence[Change]) -> Change:
    """One change that stands for several made in a row: the broadest of them (a deal redraws everything, a pick
    only the cards), with the last refusal if the last change was one."""
    order: list[ChangeKind] = ["dealt", "loaded", "mode", "moved", "went", "stepped", "shown", "refused", "picked"]
    kind = min((c.kind for c in changes), key=order.index)
    last = changes[-1]
    if last.refusal is not None and kind in ("refused", "picked"):
        return last
    return Change(kind)
