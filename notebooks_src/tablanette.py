# %%
from cardrules.lessons import language_links, prose

language_links("tablanette")

# %%
prose("tablanette", "intro")

# %%
from cardrules.games import tablanette as t
from cardrules.render import show

# %%
prose("tablanette", "the_deal")

# %%
t.new_game(seed=7)

# %%
prose("tablanette", "values")

# %%
kings = t.from_position(hands=["KH", "2D"], table="KS KD 7C")
show(kings.captures(t.Card.parse("KH")))

# %%
prose("tablanette", "capturing_by_sums")

# %%
small = t.from_position(hands=["5D", "2D"], table="2H 3S")
small.play("5D take 2H 3S")

# %%
prose("tablanette", "several_groups_at_once")

# %%
five = t.from_position(hands=["QS", "2D"], table="2H 3S 4C 8D 9H")
five.why_illegal(t.parse_move("QS take 4C 9H"))

# %%
five.play("QS take 2H 3S 4C 8D 9H")

# %%
prose("tablanette", "a_card_is_never")

# %%
show(t.from_position(hands=["KS", "2D"], table="2H 3S 5C 9H").captures(t.Card.parse("KS")))

# %%
prose("tablanette", "aces_a_real_choice")

# %%
aces = t.from_position(hands=["AH", "2D"], table="AC 10S")
show(aces.captures(t.Card.parse("AH")))

# %%
aces.play("AH take AC 10S")

# %%
prose("tablanette", "the_39_point_tablanette")

# %%
t.from_position(hands=["QH", "2D"], table="3C 10S QD").play("QH take 3C 10S QD")

# %%
prose("tablanette", "a_card_that_takes")

# %%
small.why_illegal(t.parse_move("5D"))

# %%
prose("tablanette", "jacks")

# %%
t.from_position(hands=["JD 9S", "2D"], table="JS 4C 5H").play("JD take JS 4C 5H")

# %%
prose("tablanette", "the_end_of_a")

# %%
from cardrules.bots import RandomBot, play_out

deal = play_out(t.new_game(t.Rules(single_deal=True), seed=3), [RandomBot(1), RandomBot(2)])
deal.score_table()

# %%
deal.narration()[-6:]

# %%
prose("tablanette", "house_rules")

# %%
show(t.from_position(t.Rules(sums_any_size=True), hands=["KD", "2C"], table="2H 3S 4C 5C").legal_moves())

# %%
t.Rules.helps()

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
