# %%
# In the app this runs in a kernel started before anyone visits (Voila's preheated kernel), until the next cell
# waits for the page's address and its language: the designer's study further down is then ready.
from cardrules.games import nine_peak

nine_peak.warm_up()

# %%
from cardrules.lessons import language_links, prose

language_links("nine_peak")

# %%
prose("nine_peak", "intro")

# %%
from cardrules.bots import play_out
from cardrules.cards import parse_cards
from cardrules.games import nine_peak
from cardrules.render import show

# %%
prose("nine_peak", "cards_and_setup")

# %%
show(nine_peak.Rules().deck())

# %%
prose("nine_peak", "more")

# %%
game = nine_peak.new_game(seed=7)
game

# %%
prose("nine_peak", "the_area_as_a")

# %%
nine_peak.range_track(game)

# %%
prose("nine_peak", "pass_placing_widens_a")

# %%
widen = nine_peak.from_position(area="5S 2C", hands=["5H 3D 1S", "2S 4H", "2H 4C"])
placed = widen.play("pass 5H")
nine_peak.range_track(placed)

# %%
placed.narration()[-1]

# %%
prose("nine_peak", "peak")

# %%
peak = nine_peak.from_position(area="6S 6H 2C", hands=["6D 6C 1S", "2S 4H", "2H 4C"])
peak.play("pass 6D")

# %%
peak.play("pass 6D").narration()[-2:]

# %%
prose("nine_peak", "pass_with_two_cards")

# %%
two = peak.play("pass 6D 6C")
nine_peak.range_track(two)

# %%
[m.label for m in two.legal_moves()]

# %%
two.play("take 2C").narration()[-4:]

# %%
prose("nine_peak", "more_2")

# %%
peak.why_illegal(nine_peak.parse_move("take 2C"))

# %%
prose("nine_peak", "play_a_set_of")

# %%
mixed = nine_peak.from_position(area="3S 3H", hands=["3C 3D 5S 5H 5X 1S", "2S 4H", "2H 4C"])
show(mixed.plays(5))

# %%
prose("nine_peak", "more_3")

# %%
bare = nine_peak.from_position(area="", hands=["3C 3D 5S 5H 5X 1S", "2S 4H", "2H 4C"])
bare.why_illegal(nine_peak.parse_move("play 5: 3C 3D 5S 5H 5X")), mixed.why_illegal(
    nine_peak.parse_move("play 5: 3C 5S 5H 5X"))

# %%
prose("nine_peak", "scoring_a_set")

# %%
[nine_peak.set_score(parse_cards(s)) for s in ["3C 3D 5S 5H 5X", "2S 2S 3S 3H", "4S 4S 4H 4X", "3S 3H 5D 5C"]]

# %%
prose("nine_peak", "more_4")

# %%
spread = parse_cards("5S 5D 5H 5X 6X")
nine_peak.set_score(spread, "wild"), nine_peak.set_score(spread, "printed")

# %%
prose("nine_peak", "the_end_of_the")

# %%
ending = nine_peak.from_position(area="", hands=["1S 2S", "1H 2H", "1C", "1D 2D"], start_player=1, to_move=2,
                                 sets=[["2C 3C 4C 3S"], ["4D 4H 5X 4S"], ["1D 2D 3H"], []])
ending.play("pass 1C").view().status

# %%
done = ending.play_many("pass 1C, pass 1D, pass 1S")
done.narration()[3:7]

# %%
prose("nine_peak", "settlement")

# %%
done.narration()[-8:]

# %%
done.score_table()

# %%
prose("nine_peak", "a_whole_game")

# %%
whole = play_out(nine_peak.new_game(seed=7), [nine_peak.HeuristicBot(s) for s in range(4)])
whole.narration()[-10:]

# %%
whole.score_table()

# %%
prose("nine_peak", "house_rules")

# %%
nine_peak.Rules.helps()

# %%
prose("nine_peak", "more_5")

# %%
peak7 = nine_peak.from_position(nine_peak.Rules(players=3, peak=7), area="5S", hands=["5H 6D 1S", "2S 4H", "2H 4C"])
peak7.play("pass 5H").narration()[-2:]

# %%
prose("nine_peak", "does_the_designer_s")

# %%
nine_peak.designer_study()  # nine_peak.compare({label: rules, ...}, games=...) for any other variants

# %%
prose("nine_peak", "practice")

# %%
from cardrules.widgets import Practice

Practice("nine_peak", seed=1)

# %%
prose("nine_peak", "play")

# %%
from cardrules.widgets import GameTable

GameTable("nine_peak", seed=7)
