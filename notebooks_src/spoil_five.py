# %%
from cardrules.lessons import language_links, prose

language_links("spoil_five")

# %%
from cardrules.cards import Suit
from cardrules.games import spoil_five as sf
from cardrules.games.spoil_five import lessons as sfl
from cardrules.lessons import example, glance, position

prose("spoil_five", "intro")

# %%
glance("spoil_five")

# %%
prose("spoil_five", "order")

# %%
sfl.order_lesson(sfl.ranking_view(Suit.SPADES))

# %%
prose("spoil_five", "order_traditional")

# %%
sfl.order_lesson(sfl.ranking_view(Suit.SPADES, "traditional"))

# %%
prose("spoil_five", "order_all")

# %%
sfl.order_lesson(sfl.trump_orders_view())

# %%
prose("spoil_five", "deal")

# %%
# The curated deal of this page: three players, East deals, diamonds trumps; West was dealt the trump Ace.
HANDS = ["5D AH KC KS 3C", "AD JC 9S 2D 8C", "JD QS 10C 4H 6H"]
deal = sf.from_position(sf.Rules(players=3, single_deal=True), hands=HANDS, turnup="KD", dealer=2)
sfl.told(deal)

# %%
prose("spoil_five", "first_dealer")

# %%
sfl.said(sf.new_game(sf.Rules(players=4, first_dealer="jack"), seed=5), until=1)

# %%
prose("spoil_five", "rob")

# %%
example(deal, "rob KD discard 8C")

# %%
prose("spoil_five", "rob_seen")

# %%
sfl.seen_by(deal.play("rob KD discard 8C"), 0, since=len(deal.events))

# %%
prose("spoil_five", "rob_ace")

# %%
position(sf.from_position(sf.Rules(players=3), hands=["2C 3C 4C 5C 6C", "7D 8D 9D 10D JD", "2S 3S 4S 6S 7S"],
                          turnup="AH", dealer=2))

# %%
prose("spoil_five", "trick")

# %%
FOLLOW = ["KC QD 3H 4H 6H", "7C 8C 2S 10D JD", "9H 10H 3S 5D 6D"]
follow = sf.from_position(sf.Rules(players=3), hands=FOLLOW, turnup="9S", dealer=2)
example(follow, "lead KC, play 2S, play 3S")

# %%
prose("spoil_five", "following")

# %%
led = follow.play("lead KC")
sfl.told(led, since=len(led.events) - 1)

# %%
sfl.playable_table(led)

# %%
prose("spoil_five", "void")

# %%
sfl.playable_table(led.play("play 7C"))

# %%
prose("spoil_five", "void_house")

# %%
loose = sf.from_position(sf.Rules(players=3, void_may_discard=True), hands=FOLLOW, turnup="9S", dealer=2)
sfl.playable_table(loose.play_many("lead KC, play 7C"))

# %%
prose("spoil_five", "hold_back")

# %%
renege = sf.from_position(sf.Rules(players=3), hands=["2S KD QD JD 10D", "5S JS 3C 4C 6C", "6H 7H 8H 9H 10H"],
                          turnup="3S", dealer=2).play("lead 2S")
sfl.told(renege, since=len(renege.events) - 1)

# %%
sfl.playable_table(renege)

# %%
prose("spoil_five", "hold_back_low")

# %%
sfl.playable_table(sf.from_position(sf.Rules(players=3), hands=["2S KD QD JD 10D", "5S 8S 3C 4C 6C",
                                    "6H 7H 8H 9H 10H"], turnup="3S", dealer=2).play("lead 2S"))

# %%
prose("spoil_five", "hold_back_higher")

# %%
sfl.playable_table(sf.from_position(sf.Rules(players=3), hands=["JS KD QD 10D 9D", "AH 2C 3C 4C 6C",
                                    "6H 7H 8H 9H 10H"], turnup="3S", dealer=2).play("lead JS"))

# %%
prose("spoil_five", "quiet")

# %%
quiet = sf.from_position(sf.Rules(players=3, may_decline=True), hands=["2H 3C 4C 5C 6C", "AH 8D 9D 10D JD",
                         "2S 3S 4S 6S 7S"], turnup="KH", dealer=2)
example(quiet, "decline, lead 2H, play AH, play 2S")

# %%
prose("spoil_five", "jink")

# %%
three = sf.from_position(sf.Rules(players=3, single_deal=True), hands=["5S JS AH KS QS", "2C 3C 4C 5C 6C",
                         "7D 8D 9D 10D JD"], turnup="2S", dealer=2)
three = three.play_many("lead 5S, play 2C, play 7D, lead JS, play 3C, play 8D, lead AH, play 4C, play 9D")
position(three)

# %%
prose("spoil_five", "jink_stop")

# %%
example(three, "stop")

# %%
prose("spoil_five", "jink_all")

# %%
example(three, "jink KS, play 5C, play 10D, lead QS, play 6C, play JD")

# %%
prose("spoil_five", "jink_fail")

# %%
failed = sf.from_position(sf.Rules(players=3), hands=["5S JS AH 2D 3D", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD"],
                          turnup="2S", dealer=2)
failed = failed.play_many("lead 5S, play 2C, play 7D, lead JS, play 3C, play 8D, lead AH, play 4C, play 9D")
example(failed, "jink 2D, play 5C, play 10D, lead JD, play 3D, play 6C")

# %%
prose("spoil_five", "late_three")

# %%
late = sf.from_position(sf.Rules(players=3, single_deal=True), hands=["5S JS 3H 7S 2D", "KH QC 3C 4C 6C",
                        "7D 8D 9D 10D JD"], turnup="2S", dealer=2)
late = late.play_many("lead 5S, play 3C, play 7D, lead JS, play 4C, play 8D, lead 3H, play KH, play 9D")
example(late, "lead QC, play 10D, play 7S, lead 2D, play 6C, play JD")

# %%
prose("spoil_five", "spoil")

# %%
spoiled = sf.from_position(sf.Rules(players=3), hands=["5D AH KC 7S 3C", "AD JC 9S 2D 8C", "JD QS 10C 4H 6H"],
                           turnup="KD", dealer=2)
spoiled = spoiled.play_many("rob KD discard 8C, lead 5D, play 2D, play JD, lead KC, play KD, play 10C, lead JC, "
                            "play 4H, play AH, lead 7S, play 9S")
example(spoiled, "play QS, lead 6H, play 3C, play AD")

# %%
prose("spoil_five", "walk")

# %%
robbed = deal.play("rob KD discard 8C")
example(robbed, "lead 5D, play 2D, play JD")

# %%
prose("spoil_five", "walk_2")

# %%
trick_2 = robbed.play_many("lead 5D, play 2D, play JD")
example(trick_2, "lead KS, play KD, play QS")

# %%
prose("spoil_five", "walk_3")

# %%
trick_3 = trick_2.play_many("lead KS, play KD, play QS")
example(trick_3, "lead JC, play 10C, play KC")

# %%
prose("spoil_five", "walk_4")

# %%
trick_4 = trick_3.play_many("lead JC, play 10C, play KC")
example(trick_4, "lead 3C, play AD, play 4H")

# %%
prose("spoil_five", "walk_5")

# %%
trick_5 = trick_4.play_many("lead 3C, play AD, play 4H")
example(trick_5, "lead 9S, play 6H, play AH")

# %%
prose("spoil_five", "walk_score")

# %%
sfl.scoring_table(trick_5.play_many("lead 9S, play 6H, play AH"))

# %%
prose("spoil_five", "end")

# %%
from cardrules.bots import play_out

short = play_out(sf.new_game(sf.Rules(players=3, starting_chips=3), seed=1), [sf.HeuristicBot(s) for s in range(3)])
sfl.chip_story(short)

# %%
sfl.chips_table(short)

# %%
prose("spoil_five", "house_rules")

# %%
sfl.rules_table()

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
