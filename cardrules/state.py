"""``GameState``: the behaviour every game's ``State`` shares (play, views, the score table, saving and loading),
its log, its cache, and the copies that make a move cheap."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from cardrules.cards import Card, deck_reason
from cardrules.errors import CardError, IllegalMoveError, RulesError, StateFormatError, brief, field_name
from cardrules.events import Event, LaterEvents, Reason, Result, ScoreLine, Text, _view_names
from cardrules.game import GameModule
from cardrules.i18n import get_language, t, t_or
from cardrules.loading import _log_refusal, _replaying, check_json_shape, read_json
from cardrules.log import EMPTY_LOG, Log, SeenLog, seen_events, seen_log
from cardrules.moves import move_cards
from cardrules.views import View, Zone

FORMAT = "cardrules/state"
FORMAT_VERSION = 1

S = TypeVar("S", bound="GameState")


@dataclass(frozen=True, eq=False)
class GameState:
    """Behaviour shared by every game's ``State``, a frozen dataclass deriving from this one.

    Every state has the fields ``log`` (its moves and events, a :class:`Log`, read as ``history`` and ``events``;
    given by keyword) and ``_cache`` (what the state works out about itself and keeps, out of equality). A game's
    State adds at least ``rules``, ``start`` (the start position as a JSON string) and ``score_lines`` (a tuple of
    :class:`ScoreLine`), and implements ``players``, ``to_move``, ``legal_moves``, ``why_illegal``,
    ``_apply``, ``is_over``, ``result``, ``status``, what a view shows (``_view_zones``, ``_view_facts``, and
    ``_view_events`` where the log is not masked event by event), and the class methods ``_from_start`` and
    ``_parse_move``.
    """

    GAME: ClassVar[str] = ""
    MODULE: ClassVar[GameModule]
    """The game this state is of: its package, which declares itself so (:func:`~cardrules.game.declare_game`)."""

    log: Log = field(default=EMPTY_LOG, kw_only=True)
    """The moves played and the events they made (:attr:`history`, :attr:`events`): a persistent linked log, to
    which a move adds one link (:meth:`_advance`)."""
    _cache: dict[str, Any] = field(default_factory=dict, init=False, compare=False, repr=False)
    """What a state works out about itself and keeps (its legal moves, ...), by name; left out of equality, of
    ``repr`` and of pickles. A copy keeps every entry not named in :attr:`_PER_STATE`: what a game hands on so is
    checked, where it is used, against the fields it was made from (by identity), so nothing stale is used."""

    if TYPE_CHECKING:  # fields every game's State declares (as fields here, they would come first in __init__)
        @property
        def rules(self) -> Any: ...

        @property
        def start(self) -> str: ...

        @property
        def score_lines(self) -> tuple[ScoreLine, ...]: ...

    @property
    def history(self) -> tuple[Any, ...]:
        """The moves played, in order."""
        return self.log.history

    @property
    def events(self) -> tuple[Event, ...]:
        """What happened, in order (:class:`Event`)."""
        return self.log.events

    # -- to implement in each game ----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        """The number of seats (the rules' ``players``)."""
        players: int = self.rules.players
        return players

    @property
    def to_move(self) -> int | None:
        """The seat whose decision it is, or ``None`` when the game is over."""
        raise NotImplementedError

    def legal_moves(self) -> Sequence[Any]:
        """The moves of the seat to move, in a fixed order (empty when the game is over); worked out once per state
        (``_list_moves``) and kept."""
        cache = self._cache
        legal = cache.get("_legal")
        if legal is None:
            legal = cache["_legal"] = self._list_moves()
        return legal

    def _list_moves(self) -> Sequence[Any]:
        """Every legal move of this position (what ``legal_moves`` keeps); a game implements this or
        ``legal_moves`` itself."""
        raise NotImplementedError

    def why_illegal(self, move: Any) -> Reason | None:
        """Why ``move`` is not allowed here, as data (a :class:`~cardrules.events.Text`: a message key and its
        parameters, worded in the reader's language when shown), or ``None`` when it is. A game's
        implementation refuses a move naming a card its deck does not hold (:meth:`foreign_card`) before any rule
        reads the move: a card's key and number, which the rules go by, do not tell ``1C`` from ``AC``."""
        raise NotImplementedError

    def deck_set(self) -> frozenset[Card]:
        """Every card this game's deck holds under its rules (each once): what a move may name."""
        raise NotImplementedError

    def foreign_card(self, move: Any) -> Text | None:
        """Why ``move`` names a card this game's deck does not hold (which card, and how the game writes it or that
        its deck has none such), or ``None`` when every card it names is of the deck."""
        deck = self.deck_set()
        for card in move_cards(move):
            if type(card) is not Card or card not in deck:  # (a value that is no card may be unhashable)
                return deck_reason(card, deck)
        return None

    def _apply(self: S, move: Any) -> S:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def result(self) -> Result | None:
        raise NotImplementedError

    def view(self, seat: int | None = None, *, open_hands: bool = False) -> View:
        """What ``seat`` may see (``None``: a spectator; ``open_hands``: every card face up, for lessons): the seat to
        move and, for that seat, its legal moves; the table, the facts, the log as the seat may read it and the
        ``status``, made from what the state hands over for the seat (:meth:`_view_later`), most of it when the
        view's reader first asks for it (:meth:`View.later`)."""
        to_move = self.to_move
        moves = self.legal_moves() if to_move is not None and (open_hands or seat == to_move) else ()
        return View.later(self, seat, open_hands, self.names, to_move, moves)

    def _view_zones(self, seat: int | None, open_hands: bool) -> tuple[Zone, ...]:
        """The table as ``seat`` sees it: every hand (face down unless it is the seat's own, or ``open_hands``),
        and every other place cards lie."""
        raise NotImplementedError

    def _view_facts(self, seat: int | None, open_hands: bool) -> tuple[tuple[str, Any], ...]:
        """The facts shown beside the table, as ``(code, data)`` (see :attr:`View.facts`)."""
        raise NotImplementedError

    def _view_events(self, seat: int | None, open_hands: bool) -> tuple[Event, ...]:
        """The log as ``seat`` may read it: each event meant for another seat alone masked for this one
        (:meth:`Event.masked_for`); all of it with ``open_hands``. A game whose events are all public, or that keeps
        what it masked, says so here."""
        events = self.events
        if open_hands:
            return events
        return tuple([e if e.visible_to is None or e.visible_to == seat else e.masked_for(seat) for e in events])

    @property
    def status(self) -> Text | str:
        """One sentence: whose turn it is and what is asked of them, or the result (worded when shown)."""
        raise NotImplementedError

    def _view_status(self, seat: int | None, open_hands: bool) -> Text | str:
        """The ``status`` as ``seat`` may read it: the state's own, where it says nothing hidden from any seat (a
        game whose status speaks of what the player to move holds says less to the other seats here)."""
        return self.status

    def _view_later(self, seat: int | None,
                    open_hands: bool) -> tuple[dict[str, Any], Callable[[Any, str], Any], Any]:
        """What a view for ``seat`` is made of (:meth:`View.later`): the parts made now (a dict by name), and for the
        others a function and its data, ``make(data, name)``, that makes each when it is first read. The data must
        hold nothing hidden from the seat and no state (a view is handed to bots and widgets). This default makes
        the zones, facts and status at once, and the log when read, from the seat's :func:`seen_log` (a game whose
        log holds LaterEvents, or that masks its log its own way, overrides this); a game makes them all later from
        data it picks (see Tablanette's)."""
        made = {"zones": self._view_zones(seat, open_hands), "facts": self._view_facts(seat, open_hands),
                "status": self._view_status(seat, open_hands)}
        return made, seen_events, SeenLog((None, (self.events,))) if open_hands else self._seen_log(seat)

    def _seen_log(self, seat: int | None) -> SeenLog:
        """The log as ``seat`` may read it (each event meant for another seat alone masked), as a
        :class:`SeenLog` that joins its pieces only when read. Each seat's is kept in the state and handed on to
        the states made from it, each of which masks only the events added since (see :func:`seen_log`)."""
        return seen_log(self, seat)

    @classmethod
    def _from_start(cls: type[S], rules: Any, start: Mapping[str, Any]) -> S:
        raise NotImplementedError

    @classmethod
    def _parse_move(cls, text: str) -> Any:
        """The move a notation names: the game module's ``parse_move``."""
        return cls.MODULE.parse_move(text)

    def owner_of(self, seat: int) -> int:
        """Who scores for ``seat``: the seat itself, or its team in a partnership game (override there)."""
        return seat

    def rollout_position(self: S) -> S:
        """This position with the game ending after the current deal, so that a Monte Carlo rollout stops there and
        yields a result. A game whose deals can stall adds a limit here (Dudak's turn limit)."""
        rules = self.rules
        if "single_deal" in rules.to_dict() and not rules.single_deal:
            return dataclasses.replace(self, rules=dataclasses.replace(rules, single_deal=True))  # type: ignore
        return self

    # -- copies ------------------------------------------------------------------------------------------------
    _PER_STATE: ClassVar[tuple[str, ...]] = ("_legal",)
    """What a state works out about itself alone (its legal moves, ...): a copy's cache starts without it."""

    def _evolve(self: S, **changes: Any) -> S:
        """A copy with ``changes`` (fields by name), its log the same: see :meth:`_advance`."""
        return self._advance(None, (), **changes)

    def _advance(self: S, moves: tuple[Any, ...] | None, added: Sequence[Event] | LaterEvents, **changes: Any) -> S:
        """The state that follows this one by ``moves`` (one, or none for a step the game takes itself), which
        added the events ``added``, and ``changes`` (fields by name): a copy whose log is this one's and one link
        more (:meth:`Log.then`; ``moves=None``: the same log, a copy with changes).

        Made without the dataclass constructor, which checks and sets every field one at a time (a good part of a
        move's cost, and every value here comes from a state already made): the copy's attributes are this
        state's, the fields and the cache less :attr:`_PER_STATE`, in a new dict that becomes the copy's own, as
        :func:`copy.copy` makes a copy."""
        fields = self.__dict__.copy()
        cache = fields["_cache"]
        if cache:
            cache = fields["_cache"] = cache.copy()
            for key in self._PER_STATE:
                cache.pop(key, None)
        else:
            fields["_cache"] = {}
        if moves is not None:
            fields["log"] = fields["log"].then(moves, added)
        fields.update(changes)
        new = object.__new__(type(self))
        object.__setattr__(new, "__dict__", fields)  # a frozen dataclass is built with object.__setattr__ too
        return new

    def __getstate__(self) -> dict[str, Any]:
        fields = self.__dict__.copy()
        del fields["_cache"]  # pickles and copies leave what the state worked out behind
        return fields

    def __setstate__(self, fields: dict[str, Any]) -> None:
        object.__setattr__(self, "__dict__", {**fields, "_cache": {}})

    # -- written once ------------------------------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names in the language in force (every view names them: worded once per player count and
        language, as a message of the app's never changes once its catalogue has it, see ``i18n.register``)."""
        return _view_names(self.players, get_language())

    @property
    def owner_names(self) -> tuple[str, ...]:
        """Who scores: the seats, or the teams in a partnership game (override there)."""
        return self.names

    def play(self: S, move: Any) -> S:
        """The state after ``move`` (a move value or its notation), checked: raises :class:`IllegalMoveError` with
        the reason when the move is not allowed; this state is never changed. A move taken from this state's own
        :meth:`legal_moves` may skip the check with :meth:`play_unchecked`."""
        if isinstance(move, str):
            try:
                move = self._parse_move(move)
            except (CardError, ValueError) as err:
                raise IllegalMoveError(move, Text("illegal.unreadable", error=err)) from None
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(move, reason)
        return self._apply(move)

    def play_unchecked(self: S, move: Any) -> S:
        """The state after ``move``, which the caller knows to be legal here: one of this state's
        :meth:`legal_moves` (random play, a bot's choice from its view, a rollout's move), or one of the moves of the
        view a sampled state was made for. Nothing is checked: an illegal move gives a state the rules never reach.
        Re-checking a move just taken from the list was a good part of a decision's cost in random play and
        rollouts; a move from anywhere else (a reader's notation, a saved game) goes through :meth:`play`."""
        return self._apply(move)

    def play_many(self: S, moves: str | Sequence[Any]) -> S:
        """The state after several moves in turn (notations separated by commas, or a sequence), for lessons.

        >>> from cardrules.games import tablanette
        >>> tablanette.from_position(hands=["5D 9C", "2S"], table="2H 3S").play_many("5D take 2H 3S, 2S").table
        (Card.parse('2S'),)
        """
        items = [m.strip() for m in moves.split(",")] if isinstance(moves, str) else list(moves)
        state = self
        for move in items:
            state = state.play(move)
        return state

    def is_legal(self, move: Any) -> bool:
        return self.why_illegal(move) is None

    @property
    def deal_number(self) -> int:
        return self.events[-1].deal if self.events else 1

    def narration(self, seat: int | None = None, *, open_hands: bool = False) -> list[str]:
        """The event log as sentences, as ``seat`` may read it (``None``: a spectator); ``open_hands``: every card
        told, hidden ones too (a table or replay with every hand face up)."""
        narrate = self.MODULE.narrate
        if open_hands:
            return [narrate(e, self.names) for e in self.events]
        return [narrate(e.masked_for(seat), self.names) for e in self.events]

    @property
    def owner_count(self) -> int:
        """How many score: the seats, or the teams (a game with teams may count them without naming them)."""
        return len(self.owner_names)

    def totals(self) -> tuple[int, ...]:
        """Running score per owner (seat or team)."""
        out = [0] * self.owner_count
        for line in self.score_lines:
            out[line.owner] += line.points
        return tuple(out)

    def totals_after(self, deal: int) -> tuple[int, ...]:
        """Running score per owner when deal ``deal`` ended: its score lines and every earlier deal's. The position
        after a deal's last move already holds the next deal's first lines (Spoil Five's ante, charged as the next
        deal is dealt), which :meth:`totals` counts and a deal's result must not."""
        out = [0] * self.owner_count
        for line in self.score_lines:
            if line.deal <= deal:
                out[line.owner] += line.points
        return tuple(out)

    def score_rows(self, through: int | None = None) -> tuple[list[str], list[tuple[int | str, ...]]]:
        """The score breakdown as plain rows, ``(header, rows)``: the headings (deal, item, then one per seat or
        team) and one row per deal and item, then the ``Total`` row (its deal left blank). The pages show this
        (:meth:`score_table` is the same as a DataFrame): it needs no pandas, which the static site's in-browser
        Python does not have. ``through``: only the deals up to that one (a deal's result, see
        :meth:`totals_after`)."""
        owners = list(self.owner_names)
        rows: dict[tuple[int, str], list[int]] = {}
        for line in self.score_lines:
            if through is None or line.deal <= through:
                rows.setdefault((line.deal, line.item), [0] * len(owners))[line.owner] += line.points
        out: list[tuple[int | str, ...]] = [(d, t_or(f"{self.GAME}.score.{item}", item), *v)
                                            for (d, item), v in rows.items()]
        out.append(("", t("score.total"), *(self.totals() if through is None else self.totals_after(through))))
        return [t("score.deal"), t("score.item"), *owners], out

    def score_table(self) -> Any:
        """The score breakdown as a pandas DataFrame: one row per deal and item, one column per seat or team,
        and a ``Total`` row (:meth:`score_rows` gives the same without pandas)."""
        import pandas as pd

        header, rows = self.score_rows()
        index = pd.MultiIndex.from_tuples([(0 if r[0] == "" else r[0], r[1]) for r in rows], names=header[:2])
        frame = pd.DataFrame([list(r[2:]) for r in rows], index=index, columns=header[2:])
        return frame.rename(index={0: ""}, level=header[0])

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe saved game: the rules, the start position and the moves. ``from_dict`` replays it exactly."""
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.GAME,
            "rules": self.rules.to_dict(),
            "start": json.loads(self.start),
            "moves": [str(m) for m in self.history],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls: type[S], data: Mapping[str, Any]) -> S:
        """Load a saved game. Anything malformed raises :class:`StateFormatError` naming the field and the reason;
        nothing is half-loaded, because the moves are replayed through ``play`` and the result returned only
        when all of them were legal.

        Whatever ``data`` is (any type, size or depth), the only exception that leaves is ``StateFormatError``:
        its shape is checked first without recursion (:func:`check_json_shape`), and anything other than the
        package's own errors raised while the game builds its start position or replays a move is turned into one
        naming ``start`` or the move (the traceback goes to the log, not to the reader)."""
        check_json_shape(data)
        if not isinstance(data, Mapping):
            raise StateFormatError("(top)", Text("state_error.mapping", got=type(data).__name__))
        expected = {"format", "version", "game", "rules", "start", "moves"}
        for key in data:
            if key not in expected:
                raise StateFormatError(field_name(key), Text("state_error.unknown_field"))
        for key in sorted(expected - set(data)):
            raise StateFormatError(key, Text("state_error.missing"))
        if data["format"] != FORMAT:
            raise StateFormatError("format", Text("state_error.format", expected=repr(FORMAT),
                                               got=brief(data["format"])))
        version = data["version"]
        if type(version) is not int or version != FORMAT_VERSION:  # a bool is an int to Python, not a version
            raise StateFormatError("version", Text("state_error.version", expected=FORMAT_VERSION, got=brief(version)))
        if data["game"] != cls.GAME:
            raise StateFormatError("game", Text("state_error.game", game=cls.GAME, got=brief(data["game"])))
        module = cls.MODULE
        try:
            rules = module.Rules.from_dict(data["rules"])
        except RulesError as err:
            raise StateFormatError(f"rules.{err.field}", err.reason) from None
        except Exception as err:  # noqa: BLE001 - a visitor's rules may be anything; the reader gets the field
            _log_refusal("rules", err)
            raise StateFormatError("rules", Text("state_error.rules_unreadable")) from None
        if not isinstance(data["start"], Mapping):
            raise StateFormatError("start", Text("state_error.start_mapping"))
        moves = data["moves"]
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise StateFormatError("moves", Text("state_error.moves"))
        with _replaying("start", module):
            state = cls._from_start(rules, data["start"])
        for i, text in enumerate(moves):
            with _replaying(f"moves[{i}]", module, text):
                state = state.play(text)
        return state

    @classmethod
    def from_json(cls: type[S], text: str | bytes | bytearray) -> S:
        """Load a saved game from its JSON text (or UTF-8 bytes); raises only :class:`StateFormatError`."""
        return cls.from_dict(read_json(text))

    def _repr_html_(self) -> str:
        from cardrules.render import view_html

        return view_html(self.view(None, open_hands=True))
