"""A deal's end at the table (issue 44): the result stands beside the position the deal ended on, for every game,
with every card of that position drawn, the move that ended the deal said under it, and the outcome in words."""

from __future__ import annotations

import html

import pytest

from cardrules import GAMES
from cardrules.widgets.table import GameTable


@pytest.mark.parametrize("game", list(GAMES))
def test_a_deals_result_stands_beside_its_last_position(game: str) -> None:
    table = GameTable(game, seed=5, mode="watch", open_hands=True, from_url=False)
    for _ in range(600):
        if table.at_deal_end:
            break
        table.step()
    assert table.at_deal_end, "no deal ended"
    result, position = table.felt.children
    assert result is table.table and "cr-deal-end" in table.table.value
    # the outcome named in words (who won, a spoiled deal, the loser...)
    assert '<ul class="cr-outcome"><li>' in table.table.value
    shown = html.unescape(position.value)
    assert 'class="cr-felt"' in shown
    ended = table.index
    if table.session.at_game_end:
        last = table.state
        assert "The final position" in shown
    else:
        # the move that ended the deal dealt the next one too: the position before it, and its lines under it
        last = table.states[ended - 1]
        assert "The position the deal ended on" in shown and 'class="cr-final-move"' in shown
        said = [line for line, step in table.session.narration() if step == ended]
        assert said and all(line in shown for line in said)
    view = last.view(None, open_hands=True)
    for zone in view.zones:
        cards = zone.cards[-1:] if zone.layout == "stack" else zone.cards  # a stack shows its top card
        for card in cards:
            if card is not None:
                assert f'aria-label="{card.name}"' in shown, (zone.key, card.name)
