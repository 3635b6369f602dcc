"""Hostile uploads are refused with a reason, in time linear in their size (issue 42, point 1).

The check of nesting depth that runs before parsing once took time quadratic in the size of text full of escaped
quotes (80 kB: 18 s of CPU; an upload at the limit about 45 minutes). Every shape of ``benchmarks/
bench_upload_refusal.py`` is refused here at the upload limit, and its cost at 8 times the size is compared with
its cost at one size: linear work grows about 8 times, quadratic work 64 times. (``bench_upload_refusal.py`` prints
the CPU seconds by size.)
"""

from __future__ import annotations

import contextlib
import sys
import time
from pathlib import Path

import pytest

from cardrules import GAMES, share
from cardrules.errors import StateFormatError
from cardrules.protocol import MAX_JSON_DEPTH, _bracket_depth

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from bench_upload_refusal import SHAPES, _fit  # noqa: E402

REASONS = {
    "escaped quotes, unterminated": "not valid JSON",
    "escaped quotes in a string": "must be a JSON object",
    "backslashes, unterminated": "not valid JSON",
    "quotes": "not valid JSON",
    "deep nesting": "32 deep",
    "nesting at the limit, repeated": "must be a JSON object",
    "empty lists": "must be a JSON object",
    "long string": "must be a JSON object",
    "unicode escapes": "must be a JSON object",
    "numbers": "must be a JSON object",
    "long number": "at most 30 digits",
    "many keys": "not a field of a saved game",
    "envelope, junk in state": "",
    "envelope, moves of junk": "",
}


def _refusal(text: str) -> StateFormatError:
    with pytest.raises(StateFormatError) as caught:
        share.load_game(text.encode())
    return caught.value


@pytest.mark.parametrize("shape", list(SHAPES))
def test_an_upload_at_the_limit_is_refused_with_its_reason(shape: str) -> None:
    text = _fit(SHAPES[shape], share.MAX_SAVE_BYTES)
    assert len(text.encode()) > share.MAX_SAVE_BYTES * 0.9
    err = _refusal(text)
    assert err.field and err.reason
    assert REASONS[shape] in str(err)


def test_the_escaped_quote_upload_of_the_issue_is_refused() -> None:
    text = '"' + '\\"' * ((share.MAX_SAVE_BYTES - 1) // 2)
    err = _refusal(text)
    assert (err.field, "not valid JSON" in str(err.reason)) == ("(file)", True)
    with pytest.raises(StateFormatError, match="at most 1000000"):
        share.load_game(text + "  ")  # one byte over the limit: refused unread


def _cost(text: str, repeat: int = 3) -> float:
    """The least CPU seconds of a few refusals of ``text`` (the least is the one least disturbed by the machine)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        with contextlib.suppress(StateFormatError):
            share.load_game(text)
        best = min(best, time.process_time() - start)
    return best


@pytest.mark.parametrize("shape", list(SHAPES))
def test_refusing_grows_linearly_with_the_size(shape: str) -> None:
    small, large = (_fit(SHAPES[shape], size) for size in (4_000, 32_000))
    # 8 times the text: linear work costs about 8 times as much, quadratic work 64 times (the old depth check took
    # 0.05 s and 3 s here); the 10 ms absorb the timer's noise on work of a millisecond
    assert _cost(large) < 24 * _cost(small) + 0.01


def test_the_depth_scan_reads_strings_once() -> None:
    assert _bracket_depth('["[[[", {"a": "]]]\\"[["}]') == 2
    assert _bracket_depth('"\\\n[[[') == 0  # an escaped line break is inside the string, which runs to the end
    assert _bracket_depth('"' + '\\"' * 1000 + '[' * 40) == 0  # unterminated: the rest is the string's
    assert _bracket_depth("[" * (MAX_JSON_DEPTH + 5) + "]" * 1000) > MAX_JSON_DEPTH  # stops once too deep
    assert _bracket_depth("[[]]" * 1000 + "{[{}]}") == 3


@pytest.mark.parametrize("text", ['"' + '\\"' * 50_000, "[" * 100_000, '{"a":' * 50_000, "1" * 100_000])
def test_state_from_json_refuses_the_same_shapes(text: str) -> None:
    with pytest.raises(StateFormatError):
        GAMES["dudak"].State.from_json(text)
