# %% [markdown]
# # Spoil Five
# Ireland's old national card game: five cards each, a turned-up card names trumps, and whoever takes three of the
# five tricks wins the pool of chips. Take all five and everyone pays you a chip more; if nobody takes three, the
# deal is "spoiled" and the pool carries over. Every table below is a real position computed by
# `cardrules.games.spoil_five`, following the seed's rules (`/work/shared/rules/spoil_five.md`).

# %%
from cardrules.cards import Suit
from cardrules.games import spoil_five as sf
from cardrules.render import show

# %% [markdown]
# ## The strange ranking
# In the trump suit the 5 is the best card, then the Jack, then the Ace of hearts (a trump whatever the trump suit),
# then the Ace of trumps, King, Queen, and the rest from 10 down; in the other suits the King is high and the Ace
# low. Here is every card in order with spades trumps, under the seed's simplified ranking.

# %%
sf.ranking_view(Suit.SPADES)

# %% [markdown]
# The traditional ranking (the seed's note) reverses the small cards of the black suits: in spades, 2 beats 10, and
# in clubs the plain Ace climbs above the 2. Red suits do not change.

# %%
sf.ranking_view(Suit.SPADES, "traditional")

# %% [markdown]
# The trumps of each suit under both rankings, one above the other: with hearts trumps there are only 13 trumps,
# because the Ace of hearts is also the Ace of trumps, and only the black suits change under the traditional rule.

# %%
sf.trump_orders_view()

# %% [markdown]
# ## The deal and robbing
# Three players: East deals two cards then three to each, from the left, and turns up K♠, so spades are trumps.
# West was dealt the Ace of trumps: it is declared at once, and West may *rob*, taking the K♠ and discarding any
# card face down.

# %%
deal = sf.from_position(sf.Rules(players=3), hands=["2C 3C 4C 5C 6C", "AS 8D 9D 10D JD", "2H 3H 4H 6H 7H"],
                        turnup="KS", dealer=2)
deal

# %% [markdown]
# West's choices: rob discarding one of six cards (the K♠ itself included, pointless but legal), or pass.

# %%
show(deal.legal_moves())

# %% [markdown]
# The discard is face down: West's own log names the card, the other players only see that a card went.

# %%
robbed = deal.play("rob KS discard 8D")
robbed.narration(1)[-2:], robbed.narration(0)[-2:]

# %% [markdown]
# When the turn-up is itself an Ace, the dealer may rob it.

# %%
sf.from_position(sf.Rules(players=3), hands=["2C 3C 4C 5C 6C", "7D 8D 9D 10D JD", "2H 3H 4H 6H 7H"],
                 turnup="AD", dealer=2).view().status

# %% [markdown]
# ## Following
# South leads K♣. West may follow with a club, or trump even while holding clubs; the legal cards are highlighted.

# %%
follow = sf.from_position(sf.Rules(players=3), hands=["KC QD 3H 4H 6H", "7C 8C 2S 10D JD", "9H 10H 3S 5D 6D"],
                          turnup="9S", dealer=2).play("lead KC")
show(follow.view(1))

# %% [markdown]
# Each of West's cards, legal or refused with the engine's reason:

# %%
follow.explain()

# %% [markdown]
# East has no club but holds a trump: by the seed's rule East must trump; a discard is allowed only holding
# neither the led suit nor a trump.

# %%
follow.play("play 7C").explain()

# %% [markdown]
# Most public rule books let a player without the led suit play anything; that is the house rule
# `void_may_discard`.

# %%
loose = sf.from_position(sf.Rules(players=3, void_may_discard=True), hands=["KC QD 3H 4H 6H", "7C 8C 2S 10D JD",
                         "9H 10H 3S 5D 6D"], turnup="9S", dealer=2).play_many("lead KC, play 7C")
[str(m) for m in loose.legal_moves()]

# %% [markdown]
# ## Reneging: holding back the top trumps
# When a trump is led you must play a trump, except that a player whose only trumps are among the top three
# (5, J of trumps, A♥), all above the led trump, may keep them. Here South leads 2♠ and West, holding only 5♠ J♠,
# may discard a club.

# %%
renege = sf.from_position(sf.Rules(players=3), hands=["2S KD QD JD 10D", "5S JS 3C 4C 6C", "6H 7H 8H 9H 10H"],
                          turnup="3S", dealer=2).play("lead 2S")
show(renege.view(1))

# %% [markdown]
# Holding a lower trump as well removes the privilege.

# %%
sf.from_position(sf.Rules(players=3), hands=["2S KD QD JD 10D", "5S 8S 3C 4C 6C", "6H 7H 8H 9H 10H"],
                 turnup="3S", dealer=2).play("lead 2S").explain()

# %% [markdown]
# So does a led trump higher than one of yours: when the Jack is led, the Ace of hearts must come out.

# %%
sf.from_position(sf.Rules(players=3), hands=["JS KD QD 10D 9D", "AH 2C 3C 4C 6C", "6H 7H 8H 9H 10H"],
                 turnup="3S", dealer=2).play("lead JS").explain()

# %% [markdown]
# ## Not declaring the Ace
# With the house rule `may_decline`, the holder of the trump Ace may keep quiet; the Ace then becomes the lowest
# trump and loses any reneging privilege. Here hearts are trumps and West declines: when South leads 2♥, West's A♥
# must be played, and it loses to the 2♥.

# %%
quiet = sf.from_position(sf.Rules(players=3, may_decline=True), hands=["2H 3C 4C 5C 6C", "AH 8D 9D 10D JD",
                         "2S 3S 4S 6S 7S"], turnup="KH", dealer=2).play_many("decline, lead 2H")
[str(m) for m in quiet.legal_moves()], quiet.play_many("play AH, play 2S").narration()[-1]

# %% [markdown]
# ## Jinking
# South wins the first three tricks with 5♠, J♠ and A♥. South may now stop and take the pool, or lead on and try
# for all five tricks (a *jink*).

# %%
jink = sf.from_position(sf.Rules(players=3, single_deal=True), hands=["5S JS AH KS QS", "2C 3C 4C 5C 6C",
                        "7D 8D 9D 10D JD"], turnup="2S", dealer=2)
jink = jink.play_many("lead 5S, play 2C, play 7D, lead JS, play 3C, play 8D, lead AH, play 4C, play 9D")
jink.view().status, [str(m) for m in jink.legal_moves()]

# %% [markdown]
# Stopping takes the 3-chip pool.

# %%
jink.play("stop").score_table()

# %% [markdown]
# Leading on and taking all five wins the pool and a chip from each other player.

# %%
jink.play_many("jink KS, play 5C, play 10D, lead QS, play 6C, play JD").score_table()

# %% [markdown]
# A failed jink scores nothing, and the pool carries over to the next deal.

# %%
failed = sf.from_position(sf.Rules(players=3), hands=["5S JS AH 2D 3D", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD"],
                          turnup="2S", dealer=2)
failed = failed.play_many("lead 5S, play 2C, play 7D, lead JS, play 3C, play 8D, lead AH, play 4C, play 9D, "
                          "jink 2D, play 5C, play 10D, lead JD, play 3D, play 6C")
failed.narration()[-6:]

# %% [markdown]
# ## The pool and the end of the game
# Everyone antes one chip before each deal (again after a spoil, by the seed; the house rule `spoil_ante` can make
# it the dealer only, or nobody). The game ends when someone cannot ante and the pool is empty; with a pool left,
# deals go on without antes until it is won. Here is one whole game of five random players with 4 chips each.

# %%
from cardrules.bots import RandomBot, play_out

game = play_out(sf.new_game(sf.Rules(starting_chips=4), seed=7), [RandomBot(s) for s in range(5)])
game.result, game.narration()[-4:]

# %% [markdown]
# The score breakdown shows each deal's antes, pools and bonuses; the totals are the chips held.

# %%
game.score_table()

# %% [markdown]
# ## House rules
# Every option is a field of `Rules`, with the seed's rule as its default and a sentence of help.

# %%
sf.Rules.docs()

# %% [markdown]
# A heuristic bot (win tricks cheaply, keep top trumps, stop a jink unless it is safe) plays a fair game; here it
# plays one deal in every seat.

# %%
bots = [sf.HeuristicBot(s) for s in range(5)]
play_out(sf.new_game(sf.Rules(single_deal=True), seed=3), bots).narration()[-3:]

# %% [markdown]
# ## Play
# Deal, step through a game with its narration, play South against the bots, read the chip counts in the Score tab
# and change the house rules.

# %%
from cardrules.widgets import GameTable

GameTable("spoil_five", seed=7)
