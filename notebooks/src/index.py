# %% [markdown]
# # cardrules: five traditional card games, taught and played
# Each page below teaches one game step by step, with every position drawn by the `cardrules` library, and ends
# with a live table where you deal, step through a game, play against bots and change the house rules.
# Pick a game.

# %%
from cardrules.landing import games_overview

games_overview()

# %% [markdown]
# ## Change the rules and see what happens
# The [house-rules lab](house_rules_lab.ipynb) sets two variants of a game's house rules side by side, lets the bots
# play many games under each, and compares scores, win rates by seat and game length.
#
# ## Share a deal, a game, a replay
# * **A deal by link.** Each table's *Share* tab shows the link to its deal, such as
#   `tablanette.ipynb?seed=7&players=4&rules=partnership:true`. Opening it deals exactly the same cards.
#   `projector=1` opens the table in projector mode, and `hands=mine` shows only your own hand.
# * **A game as a file.** The *Share* tab also saves the game so far as a JSON file and loads one back. A file that
#   was edited by hand is refused, and the page says why.
# * **A replay.** *Make a replay file* gives one HTML page that steps through the game in any browser, offline.
#
# ## In a classroom
# The **Projector** button above each table makes the cards and text larger with high contrast. Its switch
# chooses *Teaching* (every hand face up) or *Playing* (only your own hand).
#
# ## Practice
# Each game page has a *Practice* section: questions on positions from real deals (which cards does this card take?
# can you steal that pack? who wins this trick?), answered by clicking cards, with the engine's reason for every wrong
# choice. A set is named by its number and level, so a class handed set 3 at level 1 gets the same ten questions:
# [Tablanette](tablanette.ipynb#Practice), [Spoil Five](spoil_five.ipynb#Practice), [Packs](packs.ipynb#Practice),
# [Dudak](dudak.ipynb#Practice), [9 Peak](nine_peak.ipynb#Practice).
