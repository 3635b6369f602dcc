"""The kernel keeps its own bounds (issue 42, point 6): a page that widens a number box's ``min``/``max`` and then
sends a value outside the server's limits has it refused with a sentence; no table is dealt with it, and the
Share tab never offers a link the app's own link reader refuses."""

from __future__ import annotations

from typing import Any

import pytest

import cardrules.widgets  # noqa: F401 - installs the kernel's defences (guard.protect_kernel)
from cardrules import share
from cardrules.errors import RulesError
from cardrules.widgets.lab import HouseRulesLab
from cardrules.widgets.number_box import ServerBoundedIntText
from cardrules.widgets.practice import Practice
from cardrules.widgets.table import GameTable


def _update(widget: Any, **state: Any) -> None:
    """Send ``state`` to ``widget`` as the page does: a comm message handled by the widget (``_handle_msg``)."""
    widget._handle_msg({"content": {"data": {"method": "update", "state": state, "buffer_paths": []}},
                        "buffers": []})


@pytest.fixture(scope="module")
def table() -> GameTable:
    return GameTable("tablanette", seed=3)


@pytest.mark.parametrize("bad", [-7, 10**15, share.MAX_SEED + 1, 1e300])
def test_a_widened_seed_box_does_not_deal_outside_the_limits(table: GameTable, bad: Any) -> None:
    table.message.value = ""
    _update(table.seed_box, min=-(10**16), max=10**16)  # the page widens the bounds...
    assert (table.seed_box.min, table.seed_box.max) == (share.MIN_SEED, share.MAX_SEED)
    _update(table.seed_box, value=bad)  # ...then sends a value outside the server's
    assert table.seed_box.value == 3
    assert "seed: must be a whole number from 0 to 2147483647" in table.message.value
    _update(table.seed_box, min=-10, max=10**16, value=bad)  # all in one message
    assert table.seed_box.value == 3 and table.seed_box.min == 0
    table._on_deal(None)
    assert table.dealt_seed == 3
    assert "seed=3&" in table.share_query()
    assert share.parse_query(table.game, table.share_query()).problems == ()


def test_a_value_within_the_limits_is_still_taken(table: GameTable) -> None:
    _update(table.seed_box, value=share.MAX_SEED)
    table._on_deal(None)
    assert table.dealt_seed == share.MAX_SEED
    table.deal(3)


def test_seeds_are_checked_where_they_are_used_not_against_the_traits(table: GameTable) -> None:
    # even a box whose traits were changed from the kernel's side deals nothing outside the server's limits
    table.seed_box.min, table.seed_box.max = -100, 10**16
    try:
        table.seed_box.value = -7
        table.message.value = ""
        table._on_deal(None)
        assert "seed: must be a whole number from 0" in table.message.value and table.dealt_seed == 3
        with pytest.raises(RulesError, match="seed"):
            table.deal(10**15)
    finally:
        table.seed_box.min, table.seed_box.max = share.MIN_SEED, share.MAX_SEED
        table.seed_box.value = 3


def test_the_lab_refuses_a_seed_or_a_game_count_beyond_its_limits() -> None:
    lab = HouseRulesLab("tablanette", games=10)
    _update(lab.seed_box, min=-10, value=-7)
    assert lab.seed_box.value == 0 and "seed:" in lab.errors.value
    _update(lab.games_box, max=10**9, value=10**9)
    assert lab.games_box.value == 10 and "games:" in lab.errors.value
    lab.seed_box.min = -10
    lab.seed_box.value = -7
    with pytest.raises(RulesError, match="seed"):
        lab.run()


def test_practice_refuses_a_quiz_number_beyond_its_limits() -> None:
    practice = Practice("tablanette", seed=4)
    _update(practice.seed_box, min=-10, value=-7)
    assert practice.seed == 4 and "seed:" in practice.errors.value
    _update(practice.seed_box, max=10**15, value=10**15)
    assert practice.seed == 4


def test_the_box_clamps_values_set_from_code_and_takes_its_limits_from_the_kernel() -> None:
    box = ServerBoundedIntText(name="n", low=1, high=5, value=9)
    assert box.value == 5
    box.set_state({"value": 2, "min": 0})
    assert (box.value, box.min) == (2, 1)
    with pytest.raises(RulesError, match="n: must be a whole number from 1 to 5, got 6"):
        box.set_state({"value": 6, "description": "x"})
    assert box.description == ""  # nothing of a refused message is applied


def test_a_rules_form_names_a_number_of_300_digits_by_its_size() -> None:
    from cardrules import GAMES
    from cardrules.widgets.rules_form import RulesForm

    form = RulesForm(GAMES["tablanette"].Rules())
    _update(form.controls["players"], value=1e300)  # JSON's 1e300 is read by the IntText as a 301-digit int
    assert "a whole number of about 301 digits" in form.error.value and len(form.error.value) < 200
