# %% [markdown]
# # 9 Peak
# An unpublished design draft (draft 7) for 3-5 players: put number cards into a shared **Area** to widen what each
# number may count as, collect a number's cards when its range reaches the **peak** of 9, and lay **sets** of N cards
# that can each count as N. Every table below is a real position computed by `cardrules.games.nine_peak`, following
# the seed's rules (`/work/shared/rules/nine_peak.md`; the decisions it settles are cited as 9P-A1 … 9P-A13). The
# designer's open questions are house rules, compared by bots at the end.

# %%
from cardrules.bots import play_out
from cardrules.cards import parse_cards
from cardrules.games import nine_peak
from cardrules.render import show

# %% [markdown]
# ## Cards and setup
# 54 number cards: 1 to 6 in spades, hearts, clubs and diamonds (two of each), plus a Joker suit ★ with one of each
# number, so nine cards of every number.

# %%
show(nine_peak.Rules().deck())

# %% [markdown]
# Six cards are dealt face up into the Area (four with five players), the rest equally to the players (16, 12 or 10
# each), and the seed picks the start player. A setup in which a number would already reach the peak is reshuffled
# (9P-A2).

# %%
game = nine_peak.new_game(seed=7)
game

# %% [markdown]
# ## The Area as a range track
# The seed lays a column of range cards, 2 to 9. The first card of a number goes beside range card "number + 1", the
# next one further down: how far a number's cards reach is the top of its range. Here the two 3s reach 5, so a 3 may
# count as 3, 4 or 5.

# %%
nine_peak.range_track(game)

# %% [markdown]
# ## Pass: placing widens a range
# With one 5 in the Area a 5 counts as 5 or 6. South passes by placing a second 5: now a 5 counts as 5, 6 or 7 (the
# seed's first example).

# %%
widen = nine_peak.from_position(area="5S 2C", hands=["5H 3D 1S", "2S 4H", "2H 4C"])
placed = widen.play("pass 5H")
nine_peak.range_track(placed)

# %%
placed.narration()[-1]

# %% [markdown]
# ## Peak
# Two 6s lie in the Area. Placing a third makes 6 + 3 = 9: the placer takes all three at once, 1 VP each, and the 6s
# start again from the top of the track (the seed's second example).

# %%
peak = nine_peak.from_position(area="6S 6H 2C", hands=["6D 6C 1S", "2S 4H", "2H 4C"])
peak.play("pass 6D")

# %%
peak.play("pass 6D").narration()[-2:]

# %% [markdown]
# ## Pass with two cards, then take one back
# A Pass may place two cards instead, one at a time with a peak checked after each (9P-A3): here the first 6 peaks
# and the second starts the 6s again. Then the player takes any one Area card into the hand, one just placed included
# (9P-A4).

# %%
two = peak.play("pass 6D 6C")
nine_peak.range_track(two)

# %%
[m.label for m in two.legal_moves()]

# %%
two.play("take 2C").narration()[-4:]

# %% [markdown]
# Taking is only the second half of a two-card Pass; the engine says why otherwise.

# %%
peak.why_illegal(nine_peak.parse_move("take 2C"))

# %% [markdown]
# ## Play: a set of N cards that each count as N
# With two 3s in the Area a 3 counts as 3 to 5, so 3 3 5 5 5 is a set of five (the seed's third example). These are
# every set of five South could lay.

# %%
mixed = nine_peak.from_position(area="3S 3H", hands=["3C 3D 5S 5H 5X 1S", "2S 4H", "2H 4C"])
show(mixed.plays(5))

# %% [markdown]
# Without those 3s in the Area the same cards are refused, and so is a set of the wrong size.

# %%
bare = nine_peak.from_position(area="", hands=["3C 3D 5S 5H 5X 1S", "2S 4H", "2H 4C"])
bare.why_illegal(nine_peak.parse_move("play 5: 3C 3D 5S 5H 5X")), mixed.why_illegal(
    nine_peak.parse_move("play 5: 3C 5S 5H 5X"))

# %% [markdown]
# ## Scoring a set
# A set scores its size × the count of its most common suit, a Joker joining any suit; if every suit in it differs,
# Joker included, it scores size × size. The seed's 3 3 5 5 5 above, in five different suits, makes 25 (points, suit
# count); three spades and a heart make 4 × 3; a Joker joins the spades; four different suits make 4 × 4.

# %%
[nine_peak.set_score(parse_cards(s)) for s in ["3C 3D 5S 5H 5X", "2S 2S 3S 3H", "4S 4S 4H 4X", "3S 3H 5D 5C"]]

# %% [markdown]
# With two Jokers the seed is unclear (9P-A7): by default each Joker may be another suit or stay a Joker, so
# ♠ ♦ ♥ ★ ★ counts as all different; the house rule "printed" needs the printed suits to differ.

# %%
spread = parse_cards("5S 5D 5H 5X 6X")
nine_peak.set_score(spread, "wild"), nine_peak.set_score(spread, "printed")

# %% [markdown]
# ## The end of the round
# When a hand empties, play goes on to the end of the round, the seat on the start player's right, and then stops
# (9P-A11). West started, so South plays last; North empties its hand, then East and South play once more.

# %%
ending = nine_peak.from_position(area="", hands=["1S 2S", "1H 2H", "1C", "1D 2D"], start_player=1, to_move=2,
                                 sets=[["2C 3C 4C 3S"], ["4D 4H 5X 4S"], ["1D 2D 3H"], []])
ending.play("pass 1C").view().status

# %%
done = ending.play_many("pass 1C, pass 1D, pass 1S")
done.narration()[3:7]

# %% [markdown]
# ## Settlement
# Sets, then peak cards at 1 VP each, then the no-Joker bonus: a player with no Joker in any set adds the size of
# their largest set (the seed's example: sets of 3 and 5 without a Joker give +5; South's largest set here has 4
# cards, and West's Joker cancels West's bonus). Most VP wins; a tie goes to the player earlier in turn order, so West,
# who started, beats South on 16 each.

# %%
done.narration()[-8:]

# %%
done.score_table()

# %% [markdown]
# ## A whole game
# Four heuristic bots (documented in `nine_peak.HeuristicBot`: bank the best set, take peaks, leave the next player
# no easy peak) play the seed's rules.

# %%
whole = play_out(nine_peak.new_game(seed=7), [nine_peak.HeuristicBot(s) for s in range(4)])
whole.narration()[-10:]

# %%
whole.score_table()

# %% [markdown]
# ## House rules
# The draft's notes ask about a peak of 7, numbers 1-5, other deck sizes, a fixed hand of 12 with an unused pile, and
# a doubled bonus; each is a rule field, and the form in the live table is generated from these descriptions.

# %%
nine_peak.Rules.docs()

# %% [markdown]
# Under peak 7 two 5s already peak (5 + 2 = 7), and a single 6 would peak on its own.

# %%
peak7 = nine_peak.from_position(nine_peak.Rules(players=3, peak=7), area="5S", hands=["5H 6D 1S", "2S 4H", "2H 4C"])
peak7.play("pass 5H").narration()[-2:]

# %% [markdown]
# ## Does the designer's variant play better?
# Heuristic bots play the same 60 seeds under the draft's rules and under the designer's ideas: the winner's score, the
# spread between first and last, the game length, where the points come from, and how often the no-Joker bonus
# decided the winner.

# %%
nine_peak.compare({name: nine_peak.PRESETS[name] for name in
                   ["Draft 7, 4 players", "Peak 7", "Double bonus", "Peak 7 and double bonus"]}, games=60)

# %% [markdown]
# ## Play
# Deal, step through a game with its narration, or play South against the bots; the house-rules tab changes the
# rules.

# %%
from cardrules.widgets import GameTable

GameTable("nine_peak", seed=7)
