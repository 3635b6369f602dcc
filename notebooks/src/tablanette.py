# %% [markdown]
# # Tablanette
# A fishing game of the Casino family for two to four players. You play one card a turn and capture table cards
# that match its rank or add up to its value; sweeping the table clean — *table nette* — scores at once.
# Every position below is drawn by the `cardrules` library, and the live table at the end lets you play.

# %%
from cardrules.games import tablanette as t
from cardrules.render import show

# %% [markdown]
# ## The deal
# Each player gets six cards (four each with three or four players), four cards go face up to the table, and the
# rest is the stock. Here is a real deal, every hand shown face up.

# %%
t.new_game(seed=7)

# %% [markdown]
# ## Values
# Number cards count their pips, the Queen 13, the King 14, and an Ace 1 or 11 as you like. The Jack has no value:
# it is special (see below).
#
# ## Capturing by rank
# A card takes every table card of its rank. With `K♠ K♦ 7♣` on the table, a played `K♥` must take both Kings.

# %%
kings = t.from_position(hands=["KH", "2D"], table="KS KD 7C")
show(kings.captures(t.Card.parse("KH")))

# %% [markdown]
# ## Capturing by sums
# It also takes any two or three table cards that add up to its value: a `5` takes `2 + 3`. Here that clears the
# table, so it is a **tablanette**, worth the value of every card taken, the played card included: 2 + 3 + 5 = 10.

# %%
small = t.from_position(hands=["5D", "2D"], table="2H 3S")
small.play("5D take 2H 3S")

# %% [markdown]
# ## Several groups at once, and everything must be taken
# With `2 3 4 8 9` on the table a Queen (13) takes `2 + 3 + 8` **and** `4 + 9`. Taking only one group is refused,
# because everything the card can take must be taken.

# %%
five = t.from_position(hands=["QS", "2D"], table="2H 3S 4C 8D 9H")
five.why_illegal(t.parse_move("QS take 4C 9H"))

# %%
five.play("QS take 2H 3S 4C 8D 9H")

# %% [markdown]
# ## A card is never counted twice
# With `2 3 5 9` a King (14) can take `2 + 3 + 9` or `5 + 9`, but not all four: the 9 would be used twice.
# Both captures are legal, and the player chooses.

# %%
show(t.from_position(hands=["KS", "2D"], table="2H 3S 5C 9H").captures(t.Card.parse("KS")))

# %% [markdown]
# ## Aces: a real choice
# With `A♣ 10♠` on the table a played `A♥` may take the Ace alone (by rank), or both (1 + 10 = 11). Taking both is a
# tablanette worth 1 + 10 + 11 = 22: the table Ace counts 1, the played Ace 11.

# %%
aces = t.from_position(hands=["AH", "2D"], table="AC 10S")
show(aces.captures(t.Card.parse("AH")))

# %%
aces.play("AH take AC 10S")

# %% [markdown]
# ## The 39-point tablanette
# With `3 10 Q` on the table a played Queen takes the Queen by rank and `3 + 10` by sum: 3 + 10 + 13 + 13 = 39.

# %%
t.from_position(hands=["QH", "2D"], table="3C 10S QD").play("QH take 3C 10S QD")

# %% [markdown]
# ## A card that takes nothing stays on the table
# An 8 on `2 3` takes nothing and becomes a table card; the 5, which could capture, may not be thrown away.

# %%
small.why_illegal(t.parse_move("5D"))

# %% [markdown]
# ## Jacks
# A Jack sweeps the whole table, but that is never a tablanette. A Jack lying on the table can only be taken by
# another Jack, so it blocks tablanettes until then.

# %%
t.from_position(hands=["JD 9S", "2D"], table="JS 4C 5H").play("JD take JS 4C 5H")

# %% [markdown]
# ## The end of a deal and the score
# When hands and stock are empty, the last player to capture takes what is left. Then each A K Q J 10 scores 1
# (10♦ scores 2), 2♣ scores 1, and most cards 3. Here is one whole deal played by two random bots, and its score.

# %%
from cardrules.bots import RandomBot, play_out

deal = play_out(t.new_game(t.Rules(single_deal=True), seed=3), [RandomBot(1), RandomBot(2)])
deal.score_table()

# %%
deal.narration()[-6:]

# %% [markdown]
# ## House rules
# The seed's notes give variants, each a switch of `Rules`: 8-card deals for two, sums of any size, Parlett's card
# points, and the Jack as a plain 12. With sums of any size a King takes `2 + 3 + 4 + 5` too:

# %%
show(t.from_position(t.Rules(sums_any_size=True), hands=["KD", "2C"], table="2H 3S 4C 5C").legal_moves())

# %%
t.Rules.docs()

# %% [markdown]
# ## Practice
# Which table cards does a card take, and is a capture a tablanette? Each question is asked on a position from a real
# deal and answered by the engine: click the cards (then *Check*) or the answer, and every wrong choice is explained.
# The set number and the level choose the questions, so a class given set 1 gets the same ten.

# %%
from cardrules.widgets import Practice

Practice("tablanette", seed=1)

# %% [markdown]
# ## Play
# Deal with a seed, step through the game, or play South against a bot: click a card, then its capture. When a card
# has many captures, click the table cards you want and press *Play it* — the engine says why a choice is refused.
# The *House rules* tab changes the rules and deals again.

# %%
from cardrules.widgets import GameTable

GameTable("tablanette", seed=7)
