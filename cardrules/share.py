"""Sharing a deal by URL and a game by file: the strict readers and the writers that match them.

A game page opened as ``tablanette.ipynb?seed=7&players=4&rules=partnership:true`` starts that exact deal. Whatever a
visitor puts in the address is read here *only* as data: every parameter is checked against a fixed list, numbers
must be digits, and each rule is looked up among the fields of the game's ``Rules`` and converted to that field's
type (nothing is evaluated). A bad parameter is dropped with a sentence saying why, and the rest of the deal falls
back to the defaults, so a mistyped link still opens a playable table.

A saved game is a small JSON envelope around :meth:`GameState.to_dict`: the game's name, the step shown, and a
SHA-256 checksum of the saved state. Loading refuses, with the reason, anything that is not such a file: too big, not
JSON, a field missing or extra, another game, a checksum that no longer matches (the file was edited), or moves that
the engine does not accept when it replays them.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import types
import typing
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import parse_qsl, quote

from cardrules.errors import RulesError, StateFormatError, brief, field_name
from cardrules.events import Text
from cardrules.i18n import DEFAULT, game_title, get_language, language, t

PARAMETERS = ("seed", "players", "rules", "projector", "hands", "lang")
"""The URL parameters a game page reads; anything else is reported and ignored."""

SERVER_PARAMETERS = frozenset({"token", "voila-template", "voila-theme"})
"""Parameters that belong to the server (a Jupyter token, Voila's own switches): silently left alone."""

MAX_QUERY = 2000
"""Longer query strings are refused whole (a shared deal needs a few dozen characters)."""

MIN_SEED = 0
MAX_SEED = 2**31 - 1
"""The seeds a link may give; the pages' seed boxes take the same (:func:`check_seed`)."""
MAX_SAVE_BYTES = 1_000_000
"""Bigger uploads are refused unread (docs/deploying.md, "Limits", gives the measured sizes of saved games)."""

MAX_SAVE_MOVES = 20_000
"""Saved games of more moves are refused before their moves are replayed (docs/deploying.md, "Limits")."""

SAVE_FORMAT = "cardrules/saved-game"
SAVE_VERSION = 1

# ASCII digits only: ``\d`` and ``int()`` also read full-width and other scripts' digits (``seed=７``), which no
# link this package writes contains
_INT = re.compile(r"[+-]?[0-9]{1,12}")
_FLOAT = re.compile(r"[+-]?[0-9]{1,12}(\.[0-9]{1,12})?")
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})
_HANDS = {"open": True, "teaching": True, "mine": False, "own": False, "playing": False}


# ----------------------------------------------------------------------------------------------- URL parameters
@dataclass(frozen=True)
class SharedDeal:
    """What a page's URL asked for, already checked: ``None`` means "not given, use the default"."""

    seed: int | None = None
    rules: Any = None
    projector: bool | None = None
    open_hands: bool | None = None
    problems: tuple[str, ...] = field(default=())
    """One sentence per parameter that was refused; the page shows them."""
    lang: str | None = None
    """The language the page asks for (``?lang=ja``), one of :data:`cardrules.i18n.LANGUAGES`."""

    @property
    def message(self) -> str:
        """What to tell the visitor: nothing when every parameter was read."""
        if not self.problems:
            return ""
        return t("share.message", problems=" ".join(self.problems))


def _coerce(name: str, text: str, hint: Any) -> Any:
    """Convert the text of one rule to the field's type; ``RulesError`` names the field when it cannot."""
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        if text.lower() in ("none", "null") and len(args) < len(typing.get_args(hint)):
            return None
        hint = args[0]
        origin = typing.get_origin(hint)
    if origin is Literal:
        for option in typing.get_args(hint):
            if str(option) == text:
                return option
        options = ", ".join(str(o) for o in typing.get_args(hint))
        raise RulesError(name, Text("share.must_be_one_of", options=options, text=brief(text)))
    if hint is bool:
        if text.lower() in _TRUE:
            return True
        if text.lower() in _FALSE:
            return False
        raise RulesError(name, Text("share.must_be_bool", text=brief(text)))
    if hint is int:
        if not _INT.fullmatch(text):
            raise RulesError(name, Text("share.must_be_int", text=brief(text)))
        return int(text)
    if hint is float:
        if not _FLOAT.fullmatch(text):
            raise RulesError(name, Text("share.must_be_number", text=brief(text)))
        return float(text)
    return text


def _field_hints(rules_cls: Any) -> dict[str, Any]:
    return {spec["name"]: spec["type"] for spec in rules_cls.spec()}


def parse_rules_text(game: Any, text: str) -> tuple[dict[str, Any], list[str]]:
    """Read ``field:value,field:value`` into a mapping of converted values, plus one sentence per refused item:
    every bad item is named, not only the first, and each value is checked on its own (its type, bounds or
    choices; the checks across fields are the caller's). ``field=value`` is read too: the command line's
    ``--rules`` takes its values through here, so a rule written for a page's link and for the command line is
    read the same way. ``text`` is read as it is: a link's query string was decoded once already, and a ``%``
    left in it is part of the value (``target:%31`` is not a number)."""
    hints = _field_hints(game.Rules)
    values: dict[str, Any] = {}
    problems: list[str] = []
    seen: set[str] = set()
    twice: set[str] = set()
    for item in text.split(","):
        if not item.strip():
            continue
        name, sep, raw = item.partition(":" if ":" in item.split("=", 1)[0] else "=")
        name = name.strip()
        if not sep:
            problems.append(t("share.not_field_value", item=brief(item)))
            continue
        if name not in hints:
            problems.append(t("share.not_a_rule", name=brief(name), game=game_title(game),
                              known=", ".join(sorted(hints))))
            continue
        if name in seen:
            if name not in twice:
                problems.append(t("share.rule_twice", name=brief(name)))
            twice.add(name)
            values.pop(name, None)  # neither value is used
            continue
        seen.add(name)
        try:
            value = _coerce(name, raw.strip(), hints[name])
            game.Rules.check_field(name, value)
        except RulesError as err:
            problems.append(t("share.rules_error", error=err))
            continue
        values[name] = value
    return values, problems


def _rules_with_problems(game: Any, values: Mapping[str, Any]) -> tuple[Any, list[str]]:
    """``game.Rules`` from ``values`` (each already valid on its own), and one sentence per value not used: when
    the values do not go together, the sentence of the check that failed, then each value kept out, by name. The
    values are taken in order, each kept if it goes with those kept before it."""
    if not values:
        return None, []
    try:
        return game.Rules.from_dict(values), []
    except RulesError as err:
        problems = [t("share.rules_error", error=err)]
    kept: dict[str, Any] = {}
    for name, value in values.items():
        try:
            game.Rules.from_dict({**kept, name: value})
        except RulesError:
            # named, so that no value of the link is dropped without a word
            problems.append(t("share.rule_not_used", item=f"{name}:{_value_text(value)}"))
        else:
            kept[name] = value
    return (game.Rules.from_dict(kept) if kept else None), problems


def parse_query(game: Any, query: str | None) -> SharedDeal:
    """Read a page's query string (``seed=7&players=4&rules=hand_size:8``) for ``game`` (its module).

    Never raises on visitor input: every refused parameter becomes a sentence in ``problems`` (all of them, not
    only the first) and takes its default; a ``query`` that is not text is one such sentence. The query is decoded
    once (``%2531`` is ``%31``, not ``1``), and numbers are ASCII digits.

    >>> from cardrules.games import tablanette
    >>> deal = parse_query(tablanette, "seed=7&players=4&rules=partnership:true")
    >>> deal.seed, deal.rules.players, deal.rules.partnership, deal.problems
    (7, 4, True, ())
    >>> parse_query(tablanette, "seed=os.system&rules=target:1").problems
    ("seed: must be a whole number from 0 to 2147483647, got 'os.system'.",)
    """
    deal = _parse_query(game, query)
    if deal.problems and deal.lang and deal.lang != get_language():
        # the problems are told in the language the link asks for, which is the page's language
        with language(deal.lang):
            deal = _parse_query(game, query)
    return deal


def _parse_query(game: Any, given_query: object) -> SharedDeal:
    if given_query is not None and not isinstance(given_query, str):
        return SharedDeal(problems=(t("share.not_text", got=type(given_query).__name__),))
    query = (given_query or "").lstrip("?")
    if not query:
        return SharedDeal()
    if len(query) > MAX_QUERY:
        return SharedDeal(problems=(t("share.too_long", max=MAX_QUERY),))
    try:
        pairs = parse_qsl(query, keep_blank_values=True, max_num_fields=20)
    except ValueError:
        return SharedDeal(problems=(t("share.too_many"),))
    counts: dict[str, int] = {}
    for key, _value in pairs:
        counts[key] = counts.get(key, 0) + 1
    given: dict[str, str] = {}
    problems: list[str] = []
    for key, value in pairs:
        if key in SERVER_PARAMETERS or key in given:
            continue
        if key not in PARAMETERS:
            problems.append(t("share.not_a_parameter", name=brief(key), known=", ".join(PARAMETERS)))
        elif counts[key] > 1:
            problems.append(t("share.given_times", name=key, n=counts[key]))
            counts[key] = 0  # reported once; neither value is used
        elif counts[key] == 1:
            given[key] = value
    seed = projector = open_hands = None
    if "seed" in given:
        text = given["seed"].strip()
        if _INT.fullmatch(text) and 0 <= int(text) <= MAX_SEED:
            seed = int(text)
        else:
            problems.append(t("share.seed", max=MAX_SEED, text=brief(given["seed"])))
    if "projector" in given:
        text = given["projector"].strip().lower()
        if text in _TRUE or text == "":
            projector = True
        elif text in _FALSE:
            projector = False
        else:
            problems.append(t("share.projector", text=brief(given["projector"])))
    if "hands" in given:
        text = given["hands"].strip().lower()
        if text in _HANDS:
            open_hands = _HANDS[text]
        else:
            problems.append(t("share.hands", text=brief(given["hands"])))
    lang = None
    if "lang" in given:
        from cardrules.i18n import LANGUAGES

        text = given["lang"].strip().lower()
        if text in LANGUAGES:
            lang = text
        else:
            problems.append(t("share.lang", options=", ".join(LANGUAGES), text=brief(given["lang"])))
    values: dict[str, Any] = {}
    if "rules" in given:
        values, rule_problems = parse_rules_text(game, given["rules"])
        problems.extend(rule_problems)
    if "players" in given:
        text = given["players"].strip()
        allowed = ", ".join(map(str, game.PLAYER_COUNTS))
        if "players" in values:
            problems.append(t("share.players_twice"))
            values.pop("players")
        elif _INT.fullmatch(text) and int(text) in game.PLAYER_COUNTS:
            values["players"] = int(text)
        else:
            problems.append(t("share.players", game=game_title(game), allowed=allowed, text=brief(given["players"])))
    rules, rule_problems = _rules_with_problems(game, values)
    problems.extend(rule_problems)
    return SharedDeal(seed, rules, projector, open_hands, tuple(problems), lang)


def check_seed(value: Any, field: str = "seed") -> int:
    """``value`` as a deal's seed within the limits a link is read with (:data:`MIN_SEED` to :data:`MAX_SEED`), or
    :class:`RulesError` naming ``field``. What a page's seed box holds is checked here before a table is dealt
    with it: the page may change the box's own bounds, never these, so every seed dealt can be shared as a link."""
    if not isinstance(value, int) or isinstance(value, bool) or not MIN_SEED <= value <= MAX_SEED:
        raise RulesError(field, Text("widget.out_of_bounds", min=MIN_SEED, max=MAX_SEED, got=brief(value)))
    return value


def _value_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    return str(value)


def share_query(seed: int, rules: Any, *, projector: bool = False, open_hands: bool | None = None,
                lang: str | None = None) -> str:
    """The query string that reopens this deal: ``seed=7&players=4&rules=hand_size:8`` (only changed rules listed).

    >>> from cardrules.games import tablanette
    >>> share_query(7, tablanette.Rules(players=4, partnership=True))
    'seed=7&players=4&rules=partnership:true'
    """
    parts = [f"seed={int(seed)}", f"players={int(rules.players)}"]
    changed = {k: v for k, v in rules.changed().items() if k != "players"}
    if changed:
        # quoted once, as the reader decodes once: no rule's value holds a "," or ":" (they are numbers, true or
        # false, and choices such as "deal again")
        inner = ",".join(f"{k}:{_value_text(v)}" for k, v in changed.items())
        parts.append("rules=" + quote(inner, safe=":,"))
    if projector:
        parts.append("projector=1")
    if open_hands is not None:
        parts.append("hands=" + ("open" if open_hands else "mine"))
    if lang and lang != DEFAULT:  # English is the default; another language is kept in the link
        parts.append(f"lang={quote(lang, safe='')}")
    return "&".join(parts)


def page_path() -> str:
    """The path of the page being served (Voila puts it in the kernel's ``SCRIPT_NAME``), or ``""`` outside Voila."""
    path = os.environ.get("SCRIPT_NAME", "")
    return path if path.startswith("/") and not path.startswith("//") else ""


def static_site() -> bool:
    """Whether this page is one of the static site's (``make site``: Voici runs the notebook with Python in the
    visitor's browser and serves it as ``<name>.html``; the page's own script puts its address in ``SCRIPT_NAME``
    and ``QUERY_STRING`` as Voila does). Links to the other pages then end in ``.html``, and the house-rules lab,
    which needs the server (pandas, many games in parallel), is not there."""
    return page_path().endswith(".html")


_PAGE_LINK = re.compile(r"\b([a-z][a-z0-9_]*)\.ipynb\b")


def page_link(text: str) -> str:
    """``text`` (a page's address such as ``tablanette.ipynb?seed=7``, or prose naming some) with each page as this
    site serves it: unchanged under Voila, ``tablanette.html?seed=7`` on the static site."""
    return _PAGE_LINK.sub(r"\1.html", text) if static_site() else text


def request_query() -> str | None:
    """The query string of the page that runs this kernel under Voila, or ``None`` when not served by Voila.

    With a preheated kernel the notebook runs *before* anyone asks for the page; Voila then hands the request to the
    kernel when it arrives, through Voila's ``voila/query`` socket (:func:`cardrules.page.wait_for_request`, one
    waiter for the whole kernel). Only the first caller waits: afterwards ``QUERY_STRING`` is in the environment. On
    a page kept live by :func:`cardrules.page.start` a cell does not wait: it gets ``None`` (no address yet), and
    what it makes follows the address when the visitor arrives (:func:`cardrules.page.defer_until_request`,
    :func:`cardrules.page.when_visitor_arrives`).
    """
    if "QUERY_STRING" not in os.environ and os.environ.get("VOILA_PREHEAT") == "True":
        from cardrules import page

        if page.defer_until_request():
            return None
        page.wait_for_request()
    if "QUERY_STRING" not in os.environ:
        return None
    return os.environ["QUERY_STRING"]


def shared_deal_from_request(game: Any) -> SharedDeal | None:
    """The deal asked for by the URL of the Voila page running this kernel; ``None`` outside Voila."""
    query = request_query()
    return None if query is None else parse_query(game, query)


# ------------------------------------------------------------------------------------------------- saved games
def _digest(state_dict: Mapping[str, Any]) -> str:
    canonical = json.dumps(state_dict, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def save_game(state: Any, *, step: int | None = None) -> str:
    """The JSON text of a saved game: the state's ``to_dict``, the step shown, and a checksum of the state."""
    data = state.to_dict()
    envelope = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": data["game"],
        "step": len(data["moves"]) if step is None else int(step),
        "state": data,
        "sha256": _digest(data),
    }
    return json.dumps(envelope, indent=1, ensure_ascii=False)


def load_game(content: str | bytes, *, game: str | None = None, max_bytes: int | None = None,
              max_moves: int | None = None) -> tuple[Any, int]:
    """Read a file written by :func:`save_game`: returns the final state and the step that was shown.

    Raises :class:`StateFormatError` naming what is wrong, and nothing else whatever ``content`` is (any size,
    depth or type); nothing is half-loaded. ``game`` (a name) refuses a file of another game. ``max_bytes`` and
    ``max_moves`` (default :data:`MAX_SAVE_BYTES`, :data:`MAX_SAVE_MOVES`) protect a shared server.
    """
    from cardrules import GAMES
    from cardrules.protocol import read_json

    max_bytes = MAX_SAVE_BYTES if max_bytes is None else max_bytes
    max_moves = MAX_SAVE_MOVES if max_moves is None else max_moves
    if not isinstance(content, (str, bytes, bytearray, memoryview)):
        raise StateFormatError("(file)", Text("state_error.not_text", got=type(content).__name__))
    size = len(content.encode("utf-8", "surrogatepass") if isinstance(content, str) else bytes(content))
    if size > max_bytes:
        raise StateFormatError("(file)", Text("save.too_big", size=size, max=max_bytes))
    data = read_json(content, max_chars=max_bytes, field="(file)")
    if not isinstance(data, dict):
        raise StateFormatError("(top)", Text("save.not_object", got=type(data).__name__))
    expected = {"format", "version", "game", "step", "state", "sha256"}
    for key in data:
        if key not in expected:
            raise StateFormatError(field_name(key), Text("save.unknown_field"))
    for key in sorted(expected - set(data)):
        raise StateFormatError(key, Text("save.missing"))
    if data["format"] != SAVE_FORMAT:
        raise StateFormatError("format", Text("save.format", expected=repr(SAVE_FORMAT), got=brief(data["format"])))
    version = data["version"]
    if type(version) is not int or version != SAVE_VERSION:  # true is not version 1
        raise StateFormatError("version", Text("save.version", expected=SAVE_VERSION, got=brief(version)))
    name = data["game"]
    if not isinstance(name, str) or name not in GAMES:
        raise StateFormatError("game", Text("save.no_game", name=brief(name)))
    if game is not None and name != game:
        raise StateFormatError("game", Text("save.other_game", file=game_title(GAMES[name]),
                                         table=game_title(GAMES[game])))
    state_dict = data["state"]
    if not isinstance(state_dict, dict):
        raise StateFormatError("state", Text("save.state_not_object"))
    if not isinstance(data["sha256"], str) or data["sha256"] != _digest(state_dict):
        raise StateFormatError("sha256", Text("save.changed"))
    if state_dict.get("game") != name:
        raise StateFormatError("state.game", Text("save.state_game", name=repr(name),
                                                  got=brief(state_dict.get("game"))))
    moves = state_dict.get("moves")
    if isinstance(moves, list) and len(moves) > max_moves:
        raise StateFormatError("state.moves", Text("state_error.too_many_moves", n=len(moves), max=max_moves))
    step = data["step"]
    if type(step) is not int or step < 0:  # checked against the moves once they are replayed
        raise StateFormatError("step", Text("save.step", max=len(moves) if isinstance(moves, list) else 0,
                                         got=brief(step)))
    state = GAMES[name].State.from_dict(state_dict)
    if step > len(state.history):
        raise StateFormatError("step", Text("save.step", max=len(state.history), got=brief(step)))
    return state, step


def iter_states(state: Any) -> Iterator[Any]:
    """Every state of the game so far, from its start position to ``state``, one at a time (replayed through the
    engine): what a replay walks through without holding the whole game at once."""
    data = state.to_dict()
    current = type(state).from_dict({**data, "moves": []})
    yield current
    for move in state.history:
        current = current.play(move)
        yield current


def states_of(state: Any) -> list[Any]:
    """Every state of the game so far, from its start position to ``state``, replayed through the engine."""
    return list(iter_states(state))
