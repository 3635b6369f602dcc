"""A shared link is read strictly (issue 42, points 5 and 10): every bad parameter is named at once, numbers are
ASCII digits, the query is decoded once, a query that is not text is one refusal, and what a refusal quotes of the
visitor's text is short."""

from __future__ import annotations

from typing import Any

import pytest

from cardrules import GAMES, share
from cardrules.errors import BRIEF_CHARS, RulesError
from cardrules.i18n import language


def _problems(game: str, query: Any) -> tuple[str, ...]:
    return share.parse_query(GAMES[game], query).problems


def test_every_bad_rule_is_named_not_only_the_first() -> None:
    problems = _problems("dudak", "rules=turn_limit:99999999999,deals:0")
    assert len(problems) == 2
    assert any("turn_limit" in p for p in problems) and any("deals" in p for p in problems)
    with language("ja"):
        assert len(_problems("dudak", "rules=turn_limit:99999999999,deals:0")) == 2


def test_a_value_kept_out_by_a_bad_neighbour_is_named() -> None:
    deal = share.parse_query(GAMES["nine_peak"], "rules=max_number:9,peak:x")
    assert deal.rules is None
    assert any("peak" in p and "'x'" in p for p in deal.problems)
    assert any("max_number:9 was not used" in p for p in deal.problems)
    # together they are read
    deal = share.parse_query(GAMES["nine_peak"], "rules=max_number:9,peak:10")
    assert (deal.rules.max_number, deal.rules.peak, deal.problems) == (9, 10, ())


def test_every_bad_parameter_is_named_at_once() -> None:
    problems = _problems("tablanette", "seed=x&players=9&hands=z&rules=target:q,partnership:maybe&bogus=1")
    for name in ("seed", "players", "hands", "target", "partnership", "bogus"):
        assert any(name in p for p in problems), name


@pytest.mark.parametrize("query", ["seed=７", "seed=٣", "players=٣", "rules=target:١٠٠", "seed=7\u0663"])
def test_numbers_are_ascii_digits(query: str) -> None:
    deal = share.parse_query(GAMES["tablanette"], query)
    assert deal.seed is None and deal.rules is None and len(deal.problems) == 1


def test_the_query_is_decoded_once() -> None:
    deal = share.parse_query(GAMES["tablanette"], "rules=target:%2531")
    assert deal.rules is None and "'%31'" in deal.problems[0]
    assert share.parse_query(GAMES["tablanette"], "rules=target:%331").rules.target == 31
    packs = GAMES["packs"]
    rules = packs.Rules(tie="shared", target=300)
    query = share.share_query(4, rules)
    assert "%25" not in query
    assert share.parse_query(packs, query).rules == rules
    assert share.parse_query(packs, "rules=tie:deal%20again,target:300").rules.tie == "deal again"


@pytest.mark.parametrize("query", [5, 5.0, b"seed=7", ["seed=7"], {"seed": 7}, object()])
def test_a_query_that_is_not_text_is_one_refusal(query: Any) -> None:
    deal = share.parse_query(GAMES["tablanette"], query)
    assert deal.seed is None and len(deal.problems) == 1 and type(query).__name__ in deal.problems[0]
    assert share.parse_query(GAMES["tablanette"], None) == share.SharedDeal()


def test_a_refusal_quotes_a_visitor_s_text_briefly() -> None:
    long_seed = "9" * 1900
    (problem,) = _problems("tablanette", f"seed={long_seed}")
    assert len(problem) < 200 and "(1902 characters)" in problem
    problems = _problems("tablanette", "rules=" + ",".join(f"target:{'7' * 40}x{i}" for i in range(40)))
    assert all(len(p) < 200 for p in problems)


def test_a_rules_value_of_300_digits_is_named_by_its_size() -> None:
    with pytest.raises(RulesError) as caught:
        GAMES["tablanette"].Rules(players=10**300)
    assert len(str(caught.value)) < 120 and "301 digits" in str(caught.value)
    with pytest.raises(RulesError) as caught:
        GAMES["tablanette"].Rules(card_points="x" * 5000)
    assert len(str(caught.value.reason)) < 200


def test_check_field_checks_one_field_on_its_own() -> None:
    rules = GAMES["nine_peak"].Rules
    rules.check_field("peak", 3)  # fine on its own, though not beside the default highest number
    with pytest.raises(RulesError, match="peak"):
        rules.check_field("peak", 10**9)
    with pytest.raises(RulesError):
        rules.check_field("nonsense", 1)
    assert BRIEF_CHARS < 100
