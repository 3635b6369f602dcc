# %%
from cardrules.lessons import language_links, prose

language_links("spoil_five")

# %%
prose("spoil_five", "intro")

# %%
from cardrules.cards import Suit
from cardrules.games import spoil_five as sf
from cardrules.render import show

# %%
prose("spoil_five", "the_strange_ranking")

# %%
sf.ranking_view(Suit.SPADES)

# %%
prose("spoil_five", "more")

# %%
sf.ranking_view(Suit.SPADES, "traditional")

# %%
prose("spoil_five", "more_2")

# %%
sf.trump_orders_view()

# %%
prose("spoil_five", "the_deal_and_robbing")

# %%
deal = sf.from_position(sf.Rules(players=3), hands=["2C 3C 4C 5C 6C", "AS 8D 9D 10D JD", "2H 3H 4H 6H 7H"],
                        turnup="KS", dealer=2)
deal

# %%
prose("spoil_five", "more_3")

# %%
show(deal.legal_moves())

# %%
prose("spoil_five", "more_4")

# %%
robbed = deal.play("rob KS discard 8D")
robbed.narration(1)[-2:], robbed.narration(0)[-2:]

# %%
prose("spoil_five", "more_5")

# %%
sf.from_position(sf.Rules(players=3), hands=["2C 3C 4C 5C 6C", "7D 8D 9D 10D JD", "2H 3H 4H 6H 7H"],
                 turnup="AD", dealer=2).view().status

# %%
prose("spoil_five", "following")

# %%
follow = sf.from_position(sf.Rules(players=3), hands=["KC QD 3H 4H 6H", "7C 8C 2S 10D JD", "9H 10H 3S 5D 6D"],
                          turnup="9S", dealer=2).play("lead KC")
show(follow.view(1))

# %%
prose("spoil_five", "more_6")

# %%
follow.explain()

# %%
prose("spoil_five", "more_7")

# %%
follow.play("play 7C").explain()

# %%
prose("spoil_five", "more_8")

# %%
loose = sf.from_position(sf.Rules(players=3, void_may_discard=True), hands=["KC QD 3H 4H 6H", "7C 8C 2S 10D JD",
                         "9H 10H 3S 5D 6D"], turnup="9S", dealer=2).play_many("lead KC, play 7C")
[str(m) for m in loose.legal_moves()]

# %%
prose("spoil_five", "reneging_holding_back_the")

# %%
renege = sf.from_position(sf.Rules(players=3), hands=["2S KD QD JD 10D", "5S JS 3C 4C 6C", "6H 7H 8H 9H 10H"],
                          turnup="3S", dealer=2).play("lead 2S")
show(renege.view(1))

# %%
prose("spoil_five", "more_9")

# %%
sf.from_position(sf.Rules(players=3), hands=["2S KD QD JD 10D", "5S 8S 3C 4C 6C", "6H 7H 8H 9H 10H"],
                 turnup="3S", dealer=2).play("lead 2S").explain()

# %%
prose("spoil_five", "more_10")

# %%
sf.from_position(sf.Rules(players=3), hands=["JS KD QD 10D 9D", "AH 2C 3C 4C 6C", "6H 7H 8H 9H 10H"],
                 turnup="3S", dealer=2).play("lead JS").explain()

# %%
prose("spoil_five", "not_declaring_the_ace")

# %%
quiet = sf.from_position(sf.Rules(players=3, may_decline=True), hands=["2H 3C 4C 5C 6C", "AH 8D 9D 10D JD",
                         "2S 3S 4S 6S 7S"], turnup="KH", dealer=2).play_many("decline, lead 2H")
[str(m) for m in quiet.legal_moves()], quiet.play_many("play AH, play 2S").narration()[-1]

# %%
prose("spoil_five", "jinking")

# %%
jink = sf.from_position(sf.Rules(players=3, single_deal=True), hands=["5S JS AH KS QS", "2C 3C 4C 5C 6C",
                        "7D 8D 9D 10D JD"], turnup="2S", dealer=2)
jink = jink.play_many("lead 5S, play 2C, play 7D, lead JS, play 3C, play 8D, lead AH, play 4C, play 9D")
jink.view().status, [str(m) for m in jink.legal_moves()]

# %%
prose("spoil_five", "more_11")

# %%
jink.play("stop").score_table()

# %%
prose("spoil_five", "more_12")

# %%
jink.play_many("jink KS, play 5C, play 10D, lead QS, play 6C, play JD").score_table()

# %%
prose("spoil_five", "more_13")

# %%
failed = sf.from_position(sf.Rules(players=3), hands=["5S JS AH 2D 3D", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD"],
                          turnup="2S", dealer=2)
failed = failed.play_many("lead 5S, play 2C, play 7D, lead JS, play 3C, play 8D, lead AH, play 4C, play 9D, "
                          "jink 2D, play 5C, play 10D, lead JD, play 3D, play 6C")
failed.narration()[-6:]

# %%
prose("spoil_five", "the_pool_and_the")

# %%
from cardrules.bots import RandomBot, play_out

game = play_out(sf.new_game(sf.Rules(starting_chips=4), seed=7), [RandomBot(s) for s in range(5)])
game.result, game.narration()[-4:]

# %%
prose("spoil_five", "more_14")

# %%
game.score_table()

# %%
prose("spoil_five", "house_rules")

# %%
sf.Rules.helps()

# %%
prose("spoil_five", "more_15")

# %%
bots = [sf.HeuristicBot(s) for s in range(5)]
play_out(sf.new_game(sf.Rules(single_deal=True), seed=3), bots).narration()[-3:]

# %%
prose("spoil_five", "practice")

# %%
from cardrules.widgets import Practice

Practice("spoil_five", seed=1)

# %%
prose("spoil_five", "play")

# %%
from cardrules.widgets import GameTable

GameTable("spoil_five", seed=7)
