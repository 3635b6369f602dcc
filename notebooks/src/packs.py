# %% [markdown]
# # Packs
# Phil Laurence's game from Sid Sackson's *A Gamut of Games*: draw a card, feed it to the table or keep it, win one
# table card with hand cards of its suit worth more (a *pack*), then steal other players' packs with even more. When
# the stock runs out, each suit is thrown off down to the smallest holding and the packs left score; first to 500
# wins. Every table below is a real position computed by `cardrules.games.packs` following the seed's rules
# (`/work/shared/rules/packs.md`).

# %%
from cardrules.cards import parse_cards
from cardrules.games import packs
from cardrules.render import show

# %% [markdown]
# ## Cards and values
# Two players use one 52-card deck; three, four or six use two decks shuffled together (104 cards, every card twice).
# While packing and stealing an Ace is worth 20, a court card 10 and the rest their face value; at the end of the
# deal the scoring values are different.

# %%
packs.values_table()

# %% [markdown]
# ## The special pairs
# Two same-suit cards from 2 to 5 played together from the hand count as the two digits read as a number: 5-4 is
# 54, not 9. The four doubled pairs exist only with two decks.

# %%
packs.pairs_table()

# %% [markdown]
# A group may hold several pairs and is valued at its best pairing (decision P-A1): 5-4-3-2 of hearts is
# 53 + 42 = 95.

# %%
packs.group_value(parse_cards("5H 4H 3H 2H"))

# %% [markdown]
# Mixed suits never combine: 5♥ with 4♠ is just 9 (and could not be played together anyway).

# %%
packs.group_value(parse_cards("5H 4S"))

# %% [markdown]
# ## The deal
# The players draw for the deal, Ace high (ties draw again); the dealer gives five cards each, one at a time, lays
# three face up on the table and leaves the rest as the stock.

# %%
game = packs.new_game(packs.Rules(players=2), seed=7)
game.narration()[:5]

# %%
game

# %% [markdown]
# ## Feeding the table
# A turn starts with a draw shown to everyone. If no table card has its suit, the card *feeds* the table and the
# turn is over.

# %%
feed = packs.from_position(packs.Rules(players=2), hands=["KS 2C", "3D"], table="4C 9D", stock="7H 5S", turn=0)
feed.play("draw").narration()[-2:]

# %% [markdown]
# ## A pack
# Otherwise the card joins the hand and the player may end the turn or *pack*: take one table card with hand cards
# of its suit worth strictly more. The pack need not use the drawn card, nor be of its suit.

# %%
turn = packs.from_position(packs.Rules(players=2), hands=["10H 7H 5C 2H", "KS"], table="9H 4C 9D",
                           stock="3H 5S", turn=0).play("draw")
show(turn.legal_moves())

# %% [markdown]
# An equal value is not enough (decision P-A3): 7♥ + 2♥ is 9, the same as 9♥.

# %%
turn.why_illegal(packs.Pack(packs.Card.parse("9H"), parse_cards("7H 2H")))

# %% [markdown]
# South packs 9♥ with 10♥; the pack lies face up in front of South, and a second pack this turn is refused.

# %%
packed = turn.play("pack 9H with 10H")
packed

# %%
packed.why_illegal(packs.Pack(packs.Card.parse("4C"), parse_cards("5C")))

# %% [markdown]
# ## Full Table
# When all four suits lie on the table, the draw is not shown and packing is compulsory. The other players only
# learn that a card was drawn.

# %%
full = packs.from_position(packs.Rules(players=2), hands=["8H 3C", "KS"], table="7H 4C 9D 2S", stock="QD 5S",
                           turn=0).play("draw")
full.narration(1)[-1], full.narration(0)[-1]

# %%
show(full.legal_moves())

# %% [markdown]
# A player who cannot pack at a Full Table shows the whole hand to prove it, and the turn ends.

# %%
stuck = packs.from_position(packs.Rules(players=2), hands=["2H", "KS"], table="7H 4C 9D 2S", stock="3C 5S",
                            turn=0).play("draw")
stuck.play("show hand").narration()[-1]

# %% [markdown]
# ## Stealing
# Only after packing, a player may steal other players' packs (a partner's too): one steal per suit, never in the
# suit just packed, with hand cards of the pack's suit worth more than the pack. The pack counts at plain values
# (its 5-4 is 9 now), while the thief's cards may use the special pairs. Here North holds four packs.

# %%
rob = packs.from_position(packs.Rules(players=2, two_decks_for_two=True), hands=["8H 10S 3S 2S QS 8S", "KD"],
                          table="7H", stock="4H 5D", packs=[["2D 5D"], ["5S 4S", "KS QS JS", "6S 2S", "9H 6H"]],
                          turn=0).play("draw").play("pack 7H with 8H")
show(rob.legal_moves()[:8])

# %% [markdown]
# Several packs of one suit held by the same player may be stolen together by beating their sum: 3♠ + 2♠ is 32,
# more than 9 + 8. They become one pack in front of the thief.

# %%
robbed = rob.play("steal 4S+5S / 2S+6S from 1 with 2S+3S")
robbed.narration()[-1]

# %%
robbed

# %% [markdown]
# A second steal in spades is refused; so is a steal in hearts, the suit packed this turn.

# %%
robbed.why_illegal(packs.parse_move("steal JS+QS+KS from 1 with 8S+10S+QS")), robbed.why_illegal(
    packs.parse_move("steal 6H+9H from 1 with 4H"))

# %% [markdown]
# ## The throw-off
# When the last card of the stock has been drawn and that turn is over, the deal ends. Suit by suit, the smallest
# number of packs anyone holds is thrown off by everyone, lowest-scoring packs first. Before:

# %%
end = packs.from_position(packs.Rules(players=2, single_deal=True), hands=["2C", "3C"], table="KD", stock="5H",
                          turn=0, packs=[["AH 2H", "KH 10H", "3S 9S"], ["4H QH", "JC 8C"]])
end.pack_summary()

# %% [markdown]
# South draws the last card and feeds it; hearts are thrown off down to North's single pack, and nobody throws off
# spades or clubs, where someone holds none. After:

# %%
over = end.play("draw")
over.pack_summary()

# %%
over.narration()[-9:]

# %% [markdown]
# ## Scoring
# The packs left score at the scoring values (cards in hand or on the table score nothing); the breakdown is per
# suit.

# %%
over.score_table()

# %% [markdown]
# As a house rule without the throw-off, the same deal scores differently.

# %%
end_no_throw = packs.from_position(packs.Rules(players=2, single_deal=True, throw_off=False), hands=["2C", "3C"],
                                   table="KD", stock="5H", turn=0,
                                   packs=[["AH 2H", "KH 10H", "3S 9S"], ["4H QH", "JC 8C"]])
over.totals(), end_no_throw.play("draw").totals()

# %% [markdown]
# ## Teams and the game
# With four or six players, alternate seats are partners: the throw-off and the score are per team. A whole deal
# between four heuristic bots:

# %%
from cardrules.bots import play_out

team_deal = play_out(packs.new_game(packs.Rules(players=4, single_deal=True), seed=3),
                     [packs.HeuristicBot(i) for i in range(4)])
team_deal.score_table()

# %% [markdown]
# The game goes on deal after deal until a player or team reaches 500; an exact tie at the top plays another deal.

# %%
str(team_deal.result)

# %% [markdown]
# ## Practice
# Can this table card be packed, and with which cards? Can that pack be stolen? What is a group worth? Each question
# is asked on a position from a real deal and answered by the engine: click the cards (then *Check*) or the answer,
# and every wrong choice is explained. The set number and the level choose the questions, so a class given set 1 gets
# the same ten.

# %%
from cardrules.widgets import Practice

Practice("packs", seed=1)

# %% [markdown]
# ## Play
# Deal, step through a game with its narration, or play South against the bots (packs are laid out face up in front
# of each player; the Score tab shows the breakdown and the House rules tab changes the rules).

# %%
from cardrules.widgets import GameTable

GameTable("packs", seed=7)
