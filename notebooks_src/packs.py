# %%
from cardrules.lessons import language_links, prose

language_links("packs")

# %%
from cardrules.lessons import example, glance, position

prose("packs", "intro")

# %%
glance("packs")

# %%
from cardrules.cards import parse_cards
from cardrules.games import packs
from cardrules.games.packs import lessons as pl
from cardrules.i18n import t

TWO = packs.Rules(players=2, single_deal=True)
TWO_DECKS = packs.Rules(players=2, single_deal=True, two_decks_for_two=True)
prose("packs", "players_and_cards")

# %%
prose("packs", "values")

# %%
pl.values_table()

# %%
prose("packs", "special_pairs")

# %%
pl.pairs_table()

# %%
prose("packs", "several_pairs")

# %%
pl.group_table([parse_cards("5H 4H"), parse_cards("5H 4H 3H 2H"), parse_cards("5H 4H 3H 2H KH"),
                parse_cards("5H 4S")])

# %%
prose("packs", "deal")

# %%
game = packs.new_game(TWO, seed=7)
pl.said(game)

# %%
position(game)

# %%
prose("packs", "feeding")

# %%
feed = packs.from_position(TWO, hands=["KS 2C", "3D"], table="4C 9D", stock="7H 5S", dealer=1)
example(feed, "draw")

# %%
prose("packs", "pack")

# %%
turn = packs.from_position(TWO, hands=["10H 7H 5C 2H", "KS"], table="9H 4C 9D", stock="3H 5S", dealer=1).play("draw")
position(turn)

# %%
prose("packs", "pack_choices")

# %%
pl.moves_table(turn)

# %%
prose("packs", "pack_made")

# %%
example(turn, "pack 9H with 10H")

# %%
prose("packs", "pack_refused")

# %%
pl.refusals([(turn, "pack 9H with 7H+2H"), (turn.play("pack 9H with 10H"), "pack 4C with 5C")])

# %%
prose("packs", "no_merge")

# %%
again = packs.from_position(TWO, hands=["QH 8H", "KS"], table="6H", stock="2H 5S", dealer=1,
                            packs=[["9H 10H"], []])
example(again, "draw, pack 6H with 8H")

# %%
prose("packs", "full_table")

# %%
full = packs.from_position(TWO, hands=["8H 3C", "KS"], table="7H 4C 9D 2S", stock="QD 5S", dealer=1)
example(full, "draw, pack 7H with 8H")

# %%
prose("packs", "full_table_seen")

# %%
pl.read_by(full.play("draw"), [0, 1])

# %%
prose("packs", "show_hand")

# %%
stuck = packs.from_position(TWO, hands=["2H", "KS"], table="7H 4C 9D 2S", stock="3C 5S", dealer=1)
example(stuck, "draw, show hand")

# %%
prose("packs", "stealing")

# %%
rob = packs.from_position(TWO_DECKS, hands=["8H 10S 3S 2S QS 8S", "KD"], table="7H", stock="4H 5D",
                          packs=[["2D 5D"], ["5S 4S", "KS QS JS", "6S 2S", "9H 6H"]], dealer=1)
example(rob, "draw, pack 7H with 8H, steal 4S+5S / 2S+6S from 1 with 2S+3S")

# %%
prose("packs", "steal_refused")

# %%
robbed = rob.play_many("draw, pack 7H with 8H, steal 4S+5S / 2S+6S from 1 with 2S+3S")
pl.refusals([(robbed, "steal JS+QS+KS from 1 with 8S+10S+QS"), (robbed, "steal 6H+9H from 1 with 4H"),
             (robbed, "pack 5D with 8S")])

# %%
prose("packs", "steal_ends_turn")

# %%
example(robbed, "end")

# %%
prose("packs", "partners")

# %%
four = packs.Rules(players=4, single_deal=True)
team = packs.from_position(four, hands=["9C 4S 3S", "KD", "QS", "2H"], table="7C", stock="2C 5H 6D", dealer=3,
                           packs=[[], [], ["10S 6S"], ["JS 2S"]])
example(team, "draw, pack 7C with 9C, steal 6S+10S from 2 with 3S+4S")

# %%
prose("packs", "throw_off")

# %%
end = packs.from_position(TWO, hands=["2C", "3C"], table="KD", stock="5H", dealer=1,
                          packs=[["AH 2H", "KH 10H", "3S 9S"], ["4H QH", "JC 8C"]])
pl.holdings(end)

# %%
prose("packs", "throw_off_done")

# %%
over = end.play("draw")
example(end, "draw")

# %%
prose("packs", "scoring")

# %%
pl.scoring_lines(over)

# %%
prose("packs", "no_throw_off")

# %%
no_throw = packs.from_position(packs.Rules(players=2, single_deal=True, throw_off=False), hands=["2C", "3C"],
                               table="KD", stock="5H", dealer=1,
                               packs=[["AH 2H", "KH 10H", "3S 9S"], ["4H QH", "JC 8C"]]).play("draw")
pl.compare_scores(t("packs.table.with_throw_off"), over, t("packs.table.without_throw_off"), no_throw)

# %%
prose("packs", "game_end")

# %%
prose("packs", "curated")

# %%
deal = packs.from_position(TWO, hands=["10H 4H 3H 5S", "KD 2S 6H"], table="7H 8C", stock="2D 9H JC AS",
                           packs=[["6C 2C"], ["QC 5C", "KS 9S"]], dealer=1)
example(deal, "draw")

# %%
prose("packs", "curated_2")

# %%
deal = deal.play("draw")
example(deal, "draw, pack 7H with 9H, end")

# %%
prose("packs", "curated_3")

# %%
deal = deal.play_many("draw, pack 7H with 9H, end")
example(deal, "draw, pack 8C with JC, steal 7H+9H from 1 with 4H+3H, end")

# %%
prose("packs", "curated_4")

# %%
deal = deal.play_many("draw, pack 8C with JC, steal 7H+9H from 1 with 4H+3H, end")
example(deal, "draw")

# %%
prose("packs", "curated_scoring")

# %%
pl.scoring_lines(deal.play("draw"))

# %%
prose("packs", "practice")

# %%
from cardrules.widgets import Practice

Practice("packs", seed=1)

# %%
prose("packs", "play")

# %%
from cardrules.widgets import GameTable

GameTable("packs", seed=7)
