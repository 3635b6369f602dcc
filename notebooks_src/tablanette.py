# %%
from cardrules.lessons import language_links, prose

language_links("tablanette")

# %%
from cardrules.lessons import glance

prose("tablanette", "intro")

# %%
glance("tablanette")

# %%
from cardrules.games import tablanette as t
from cardrules.games.tablanette import lessons as tl
from cardrules.lessons import example, position

# %%
prose("tablanette", "the_deal")

# %%
dealt = t.new_game(seed=7)
tl.told(dealt)

# %%
position(dealt)

# %%
prose("tablanette", "jacks_at_the_deal")

# %%
buried = t.new_game(seed=tl.first_seed_with("bury_jack"))
tl.told(buried)

# %%
prose("tablanette", "values")

# %%
tl.values_table()

# %%
prose("tablanette", "capturing_by_rank")

# %%
kings = t.from_position(hands=["KH 4D", "2D"], table="KS KD 7C")
example(kings, "KH take KS KD")

# %%
prose("tablanette", "capturing_by_sums")

# %%
small = t.from_position(hands=["5D 8C", "2D"], table="2H 3S")
example(small, "5D take 2H 3S")

# %%
prose("tablanette", "several_groups_at_once")

# %%
five = t.from_position(hands=["QS", "2D"], table="2H 3S 4C 8D 9H")
tl.sentence(five.why_illegal(t.parse_move("QS take 4C 9H")))

# %%
example(five, "QS take 2H 3S 4C 8D 9H")

# %%
prose("tablanette", "never_counted_twice")

# %%
twice = t.from_position(hands=["KS", "2D"], table="2H 3S 5C 9H")
tl.captures_table(twice, t.Card.parse("KS"))

# %%
example(twice, "KS take 5C 9H")

# %%
prose("tablanette", "aces")

# %%
aces = t.from_position(hands=["AH", "2D"], table="AC 10S")
example(aces, "AH take AC 10S")

# %%
example(aces, "AH take AC")

# %%
prose("tablanette", "the_39_point_tablanette")

# %%
example(t.from_position(hands=["QH", "2D"], table="3C 10S QD"), "QH take 3C 10S QD")

# %%
prose("tablanette", "takes_nothing")

# %%
tl.sentence(small.why_illegal(t.parse_move("5D")))

# %%
example(small, "8C")

# %%
prose("tablanette", "jacks")

# %%
jacks = t.from_position(hands=["JD 9S", "2D"], table="JS 4C 5H")
example(jacks, "JD take JS 4C 5H")

# %%
example(jacks, "9S take 4C 5H")

# %%
example(t.from_position(hands=["JD", "2D"], table=""), "JD")

# %%
prose("tablanette", "redeal")

# %%
redeal = t.from_position(hands=["5D", "9C"], table="2H 3S", stock="AS 2S 3C 4D 5H 6S 7C 8D 9H 10S QC KD")
example(redeal, "5D take 2H 3S, 9C")

# %%
prose("tablanette", "end_of_deal")

# %%
leftover = t.from_position(t.Rules(single_deal=True), hands=["5D 8C", "2C 4H"], table="5C 10D")
ended = leftover.play_many("5D take 5C, 2C, 8C")
example(ended, "4H")

# %%
tl.score_explained(ended.play("4H"))

# %%
prose("tablanette", "most_cards_tie")

# %%
tie = t.from_position(t.Rules(single_deal=True), hands=["5D", "9C"], table="5C 9H")
example(tie, "5D take 5C, 9C take 9H")

# %%
tl.score_explained(tie.play_many("5D take 5C, 9C take 9H"))

# %%
prose("tablanette", "game_end")

# %%
tl.targets_table()

# %%
prose("tablanette", "game_end_mid_deal")

# %%
early = t.from_position(t.Rules(target=30), hands=["QH 2S", "2D 3D"], table="3C 10S QD")
example(early, "QH take 3C 10S QD")

# %%
prose("tablanette", "game_end_draw")

# %%
draw = t.from_position(t.Rules(target=27), hands=["QC 9D", "QD 4H"], table="6S 7H")
example(draw, "QC take 6S 7H, 4H, 9D, QD take 4H 9D")

# %%
tl.score_explained(draw.play_many("QC take 6S 7H, 4H, 9D, QD take 4H 9D"))

# %%
prose("tablanette", "a_whole_deal")

# %%
# NBVAL_IGNORE_OUTPUT
# (the replay numbers its card pictures in set order, which changes from run to run; the page is the same)
from cardrules.bots import play_out

CURATED = 13  # a deal with two Jacks buried at the start, four tablanettes and a close score
whole = play_out(t.new_game(t.Rules(single_deal=True), seed=CURATED),
                 [t.HeuristicBot(CURATED * 31 + seat) for seat in range(2)])
tl.replay(whole)

# %%
prose("tablanette", "a_whole_deal_score")

# %%
tl.score_explained(whole)

# %%
prose("tablanette", "house_rules")

# %%
tl.house_rules_table()

# %%
prose("tablanette", "house_rules_example")

# %%
anysize = t.from_position(t.Rules(sums_any_size=True), hands=["KD", "2C"], table="2H 3S 4C 5C")
example(anysize, "KD take 2H 3S 4C 5C")

# %%
prose("tablanette", "practice")

# %%
from cardrules.widgets import Practice

Practice("tablanette", seed=1)

# %%
prose("tablanette", "play")

# %%
from cardrules.widgets import GameTable

GameTable("tablanette", seed=7)
