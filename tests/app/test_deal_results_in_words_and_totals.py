"""A deal's end you can read: its result names how it ended in words (the game's ``TABLE.deal_outcomes``: a
spoiled Spoil Five deal and where the pool goes, a jink, each Dudak player going out and the loser...), and the running
totals on the result and on the Score tab agree at every deal's end of whole games of every game (a Spoil Five
result once said "Running total 27" while the Score tab, already counting the next deal's ante, said 26)."""

from __future__ import annotations

import html
import re

import pytest

from cardrules import GAMES
from cardrules.i18n import t
from cardrules.render import deal_end_html, deal_outcomes


def _deal_ends(game: str, seed: int, rules=None):  # type: ignore[no-untyped-def]
    """(state after the deal's last move, the deal that ended) for every deal of a whole game of heuristic bots."""
    module = GAMES[game]
    state = module.new_game(rules or module.Rules(), seed=seed)
    bots = [module.HeuristicBot(seed * 10 + i) for i in range(state.players)]
    for _ in range(20_000):
        if state.is_over:
            break
        after = state.play(bots[state.to_move].choose(state.view(state.to_move)))
        if after.is_over or after.deal_number > state.deal_number:
            yield after, state.deal_number
        state = after
    assert state.is_over


def _row(page: str, label: str) -> list[int]:
    """The numbers of the table row headed ``label`` in ``page``."""
    found = re.search(rf"<tr[^>]*>(?:<td[^>]*></td>)?<td[^>]*>{re.escape(html.escape(label))}</td>(.*?)</tr>", page)
    assert found, (label, page[-600:])
    return [int(n) for n in re.findall(r"<td[^>]*>(-?\d+)</td>", found.group(1))]


def _several_deals(game: str):  # type: ignore[no-untyped-def]
    """The game's default rules if they play several deals, else a preset that does (None: the game has none)."""
    module = GAMES[game]
    if not module.Rules().one_deal:
        return module.Rules()
    return next((r for r in module.PRESETS.values() if not r.one_deal), None)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_results_running_totals_are_the_score_tabs_at_every_deals_end(game: str) -> None:
    rules = _several_deals(game)
    if rules is None:
        pytest.skip("a game of one deal: no running total")
    ends = 0
    for seed in (1, 2):
        before: list[int] = []
        for state, deal in _deal_ends(game, seed, rules):
            ends += 1
            page = deal_end_html(state, deal)
            running = _row(page, t("render.running_total"))
            totals = list(state.totals_after(deal))
            assert running == totals, (seed, deal)
            # the Score tab on this step: the same totals, and its rows of this deal are the result's
            header, rows = state.score_rows(through=deal)
            assert list(rows[-1][2:]) == totals, (seed, deal)
            this_deal = [sum(r[2 + i] for r in rows[:-1] if r[0] == deal) for i in range(len(totals))]
            if any(this_deal):
                assert this_deal == _row(page, t("render.deal_total")), (seed, deal)
            else:  # a deal that moved no points (no ante after a spoil, say) says so
                assert html.escape(t("render.deal_no_points")) in page or t("render.deal_total") in page
            previous = before or [0] * len(totals)
            assert [a - b for a, b in zip(totals, previous)] == this_deal
            before = totals
            if state.is_over:
                assert totals == list(state.totals())  # at the game's end nothing is left out
    assert ends >= 2


@pytest.mark.parametrize("game", list(GAMES))
def test_every_deals_end_names_how_it_ended(game: str) -> None:
    for seed in (1, 2, 3):
        for state, deal in _deal_ends(game, seed, _several_deals(game) or GAMES[game].Rules()):
            told = deal_outcomes(state, deal)
            assert told, (seed, deal)
            page = html.unescape(deal_end_html(state, deal))
            assert all(line in page for line in told)


def test_a_spoiled_spoil_five_deal_says_so_and_where_the_pool_goes() -> None:
    seen = set()
    for seed in range(1, 6):
        for state, deal in _deal_ends("spoil_five", seed):
            told = " ".join(deal_outcomes(state, deal))
            kinds = {e.kind for e in state.events if e.deal == deal}
            if "spoil" in kinds:
                assert "spoiled" in told and "carries over" in told
                seen.add("spoil")
            if "pool" in kinds:
                assert "wins the pool" in told
                seen.add("pool")
            if "jink" in kinds:
                assert "jink" in told.lower()
                seen.add("jink")
    assert {"spoil", "pool"} <= seen


def test_a_dudak_deal_names_each_going_out_and_the_loser() -> None:
    for state, deal in _deal_ends("dudak", 1):
        told = deal_outcomes(state, deal)
        outs = [line for line in told if "goes out" in line]
        loser = [line for line in told if "loses deal" in line or "turn limit" in line]
        assert len(loser) == 1 and len(outs) >= 1, told
        assert len(outs) <= state.players - 1


def test_the_table_shows_the_same_totals_on_the_result_and_the_score_tab() -> None:
    """Watched through a whole game at the table, every deal's result and the Score tab agree, and the step after
    the result (the next deal's start) counts the next deal's ante on the Score tab."""
    from cardrules.games import spoil_five as sf
    from cardrules.widgets import GameTable

    table = GameTable("spoil_five", seed=3, rules=sf.Rules(players=3), mode="watch", from_url=False)
    results = 0
    for _ in range(3000):
        if table.at_deal_end:
            results += 1
            shown = table.table.value
            assert _row(shown, t("render.running_total")) == _row(table.score.value, t("score.total"))
        if table.state.is_over and table.index == len(table.states) - 1:
            break
        table.step()
    assert results >= 2


@pytest.mark.parametrize("game", ["spoil_five", "dudak"])
def test_the_log_numbers_run_on_between_deals(game: str) -> None:
    """The move that ends a deal also opens the next (an ante, a deal): those lines are numbered with the next
    deal's first step, so the log's numbers of a deal start where the previous deal's result left off."""
    from cardrules.widgets import GameTable

    module = GAMES[game]
    rules = _several_deals(game)
    table = GameTable(game, seed=2, rules=rules, mode="watch", from_url=False)
    firsts = []
    for _ in range(4000):
        if table.at_deal_end:
            result = table.index
            table.step()  # the next deal's first step
            numbers = [int(n) for n in re.findall(r'<li[^>]*value="(\d+)"', table.log_pane.value)]
            assert numbers and numbers[0] == result + 1, (result, numbers[:5])
            firsts.append(numbers[0])
            if len(firsts) == 2:
                break
        table.step()
    assert len(firsts) == 2 and module is GAMES[game]
