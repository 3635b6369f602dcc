# %% [markdown]
# # House-rules lab
# Does the 8-card deal favour the first player in Tablanette? Does a peak of 7 make 9 Peak shorter and closer?
# Questions like these are answered by playing many games between bots under variant A and variant B and comparing
# them honestly: every figure below comes with its 95% interval, and a plain sentence says whether a difference is
# larger than chance would make it. Games are played by `cardrules.simulate` (in parallel on every core, the same
# games whatever the number of workers) and summarised by `cardrules.compare`.

# %%
from cardrules import compare, simulate
from cardrules.simulate import facts, plot, rate
from cardrules.widgets.lab import HouseRulesLab

# %% [markdown]
# ## The lab
# Choose a game, set variant A and variant B in the two rules forms (each starts as the seed's rules, one deal per
# game where the game allows it), choose the bots and the number of games, and press **Run**. The bar shows the
# games played; then come the figure (final scores, each seat's win rate with its interval, game length) and the
# comparison table with its sentence. The Monte Carlo bot plays far better than the heuristic one but takes about a
# tenth of a second a move; the heuristic bots play thousands of games a minute.

# %%
HouseRulesLab("tablanette", games=200)

# %% [markdown]
# ## Reading the results
# *Win rate* is the share of games a seat (or a team) wins, a shared win counting as a share; the interval is
# Wilson's 95% interval. *Significant* means a difference that chance alone would produce less than one time in
# twenty (a two-sided test at the 5% level). Every variant is played on the same seeds, so the first deals are the
# same cards and the comparison is sharper. The studies below were stored with small numbers of games so that the
# notebook runs in seconds; a difference they call "not significant" may well become significant with ten times as
# many games (`games=2000`), and the figures move a little.

# %% [markdown]
# ## Tablanette: does the 8-card deal favour the first player?
# Parlett's variant deals eight cards to each of two players instead of six. South plays first in every deal here
# (the first dealer is North), so South's win rate is the first player's. One deal per game, heuristic bots.

# %%
# NBVAL_IGNORE_OUTPUT
tablanette = simulate("tablanette", rules={
    "6 cards": {"single_deal": True, "first_dealer": "south"},
    "8 cards": {"single_deal": True, "first_dealer": "south", "eight_card_deal": True},
}, games=300, seed=1)

# %%
plot(tablanette, "Tablanette: 6-card against 8-card deal")

# %%
compare(tablanette)

# %%
facts(tablanette)

# %% [markdown]
# In the stored run (300 games a variant) the first player wins about as often with eight cards as with six, and
# neither differs from an even share: no advantage shows at this size. What the bigger hands clearly change is in
# the fact table: about six tablanettes a deal instead of five, since a player with eight cards more often holds the
# card that clears the table, so the deals score more.

# %% [markdown]
# ## Spoil Five: is there a first-seat advantage?
# The eldest hand (the dealer's left) leads to the first trick. With five players, of the deals whose pool is won
# (about half are spoiled and carry the pool over), an even share would be one pool in five. Does leading first
# help, under the simplified card order and the traditional one?

# %%
# NBVAL_IGNORE_OUTPUT
spoil_five = simulate("spoil_five", rules={
    "simplified": {"single_deal": True},
    "traditional": {"single_deal": True, "ranking": "traditional"},
}, games=800, seed=2)

# %%
rate(spoil_five[spoil_five["variant"] == "simplified"], "eldest_took_first_pool", 1 / 5,
     "The eldest hand took the pool (simplified order)")

# %%
rate(spoil_five[spoil_five["variant"] == "traditional"], "eldest_took_first_pool", 1 / 5,
     "The eldest hand took the pool (traditional order)")

# %%
facts(spoil_five)

# %%
plot(spoil_five, "Spoil Five, 5 players: simplified against traditional order")

# %% [markdown]
# Among heuristic bots the eldest hand takes about one won pool in five under either card order: leading first is
# no visible advantage here. Nearly half the deals are spoiled (nobody wins three tricks) and carry the pool over;
# jinks are rare. Chips won or lost in a single deal are few, which is why the score distributions are narrow.

# %% [markdown]
# ## Packs: what do the special pairs do?
# Two same-suit cards from 2 to 5 played together count as a two-digit number (5-4 is 54), which lets small cards
# pack and steal big ones. Two players, one deal; A plays the seed's rule, B counts pairs at face value.

# %%
# NBVAL_IGNORE_OUTPUT
packs = simulate("packs", rules={
    "special pairs": {"players": 2, "single_deal": True},
    "face value": {"players": 2, "single_deal": True, "special_pairs": False},
}, games=200, seed=3)

# %%
plot(packs, "Packs, 2 players: special pairs against face value")

# %%
compare(packs)

# %%
facts(packs)

# %% [markdown]
# The fact table counts what changes: with the special pairs there are more steals (two-digit pairs beat big
# packs) and slightly more packs made, and the deal lasts a little longer; who wins is not measurably affected in
# 200 games.

# %% [markdown]
# ## Dudak: personal trumps or none?
# Three players, one deal. A plays the seed's personal trumps (declared at any time, after which the declarer takes
# whole piles); B plays without them. In Dudak the "winners" are the two players who escape; the figure to watch is
# the game length, and how often a deal stalls until the turn limit.

# %%
# NBVAL_IGNORE_OUTPUT
dudak = simulate("dudak", rules={
    "trumps any time": {"players": 3, "single_deal": True},
    "no trumps": {"players": 3, "single_deal": True, "trumps": "none"},
}, games=200, seed=4)

# %%
plot(dudak, "Dudak, 3 players: personal trumps against none")

# %%
compare(dudak)

# %%
facts(dudak)

# %% [markdown]
# Without personal trumps a player facing a card they cannot beat has no way out but to take cards back: deals last
# about five times as many decisions, and about one in five stalls until the turn limit (500 turns), where the most
# cards lose. The trumps are what make Dudak end.

# %% [markdown]
# ## 9 Peak: does a peak of 7 make the game shorter and closer?
# The draft's first question. Four players; A is the seed's peak of 9, B a peak of 7 (numbers reach the peak
# sooner, so more cards go to peak piles and fewer stay in hands to build sets).

# %%
# NBVAL_IGNORE_OUTPUT
nine_peak = simulate("nine_peak", rules={"peak 9": {"players": 4}, "peak 7": {"players": 4, "peak": 7}},
                     games=60, seed=5)

# %%
plot(nine_peak, "9 Peak, 4 players: peak 9 against peak 7")

# %%
compare(nine_peak)

# %%
facts(nine_peak)

# %% [markdown]
# The sentence answers both halves of the question: "shorter" is the game length in decisions, "closer" the
# winner's lead over the runner-up. In the stored run the answer is no on both counts: with a peak of 7 numbers
# peak five times as often (the fact table), but the game is not shorter (a few more decisions) and the winner's
# lead is about the same. Sixty games a variant is a small sample; run the lab with 9 Peak and a few hundred games
# for a firmer answer.

# %% [markdown]
# ## The same from the command line
# `python -m cardrules simulate tablanette --games 10000 --variant six single_deal=true --variant eight
# single_deal=true eight_card_deal=true --workers 2 --out results.csv` plays the first study with 10,000 games a
# variant, writes one row per game to `results.csv` and prints the comparison. With `--scheduler
# tcp://<host>:8786` (install `cardrules[dask]`) the games run on a Dask cluster instead, with the same results.
