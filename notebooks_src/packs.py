# %%
from cardrules.lessons import language_links, prose

language_links("packs")

# %%
prose("packs", "intro")

# %%
from cardrules.cards import parse_cards
from cardrules.games import packs
from cardrules.render import show

# %%
prose("packs", "cards_and_values")

# %%
packs.values_table()

# %%
prose("packs", "the_special_pairs")

# %%
packs.pairs_table()

# %%
prose("packs", "more")

# %%
packs.group_value(parse_cards("5H 4H 3H 2H"))

# %%
prose("packs", "more_2")

# %%
packs.group_value(parse_cards("5H 4S"))

# %%
prose("packs", "the_deal")

# %%
game = packs.new_game(packs.Rules(players=2), seed=7)
game.narration()[:5]

# %%
game

# %%
prose("packs", "feeding_the_table")

# %%
feed = packs.from_position(packs.Rules(players=2), hands=["KS 2C", "3D"], table="4C 9D", stock="7H 5S", turn=0)
feed.play("draw").narration()[-2:]

# %%
prose("packs", "a_pack")

# %%
turn = packs.from_position(packs.Rules(players=2), hands=["10H 7H 5C 2H", "KS"], table="9H 4C 9D",
                           stock="3H 5S", turn=0).play("draw")
show(turn.legal_moves())

# %%
prose("packs", "more_3")

# %%
turn.why_illegal(packs.Pack(packs.Card.parse("9H"), parse_cards("7H 2H")))

# %%
prose("packs", "more_4")

# %%
packed = turn.play("pack 9H with 10H")
packed

# %%
packed.why_illegal(packs.Pack(packs.Card.parse("4C"), parse_cards("5C")))

# %%
prose("packs", "full_table")

# %%
full = packs.from_position(packs.Rules(players=2), hands=["8H 3C", "KS"], table="7H 4C 9D 2S", stock="QD 5S",
                           turn=0).play("draw")
full.narration(1)[-1], full.narration(0)[-1]

# %%
show(full.legal_moves())

# %%
prose("packs", "more_5")

# %%
stuck = packs.from_position(packs.Rules(players=2), hands=["2H", "KS"], table="7H 4C 9D 2S", stock="3C 5S",
                            turn=0).play("draw")
stuck.play("show hand").narration()[-1]

# %%
prose("packs", "stealing")

# %%
rob = packs.from_position(packs.Rules(players=2, two_decks_for_two=True), hands=["8H 10S 3S 2S QS 8S", "KD"],
                          table="7H", stock="4H 5D", packs=[["2D 5D"], ["5S 4S", "KS QS JS", "6S 2S", "9H 6H"]],
                          turn=0).play("draw").play("pack 7H with 8H")
show(rob.legal_moves()[:8])

# %%
prose("packs", "more_6")

# %%
robbed = rob.play("steal 4S+5S / 2S+6S from 1 with 2S+3S")
robbed.narration()[-1]

# %%
robbed

# %%
prose("packs", "more_7")

# %%
robbed.why_illegal(packs.parse_move("steal JS+QS+KS from 1 with 8S+10S+QS")), robbed.why_illegal(
    packs.parse_move("steal 6H+9H from 1 with 4H"))

# %%
prose("packs", "the_throw_off")

# %%
end = packs.from_position(packs.Rules(players=2, single_deal=True), hands=["2C", "3C"], table="KD", stock="5H",
                          turn=0, packs=[["AH 2H", "KH 10H", "3S 9S"], ["4H QH", "JC 8C"]])
end.pack_summary()

# %%
prose("packs", "more_8")

# %%
over = end.play("draw")
over.pack_summary()

# %%
over.narration()[-9:]

# %%
prose("packs", "scoring")

# %%
over.score_table()

# %%
prose("packs", "more_9")

# %%
end_no_throw = packs.from_position(packs.Rules(players=2, single_deal=True, throw_off=False), hands=["2C", "3C"],
                                   table="KD", stock="5H", turn=0,
                                   packs=[["AH 2H", "KH 10H", "3S 9S"], ["4H QH", "JC 8C"]])
over.totals(), end_no_throw.play("draw").totals()

# %%
prose("packs", "teams_and_the_game")

# %%
from cardrules.bots import play_out

team_deal = play_out(packs.new_game(packs.Rules(players=4, single_deal=True), seed=3),
                     [packs.HeuristicBot(i) for i in range(4)])
team_deal.score_table()

# %%
prose("packs", "more_10")

# %%
str(team_deal.result)

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
