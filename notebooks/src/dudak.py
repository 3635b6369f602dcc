# %% [markdown]
# # Dudak
# A Czech children's game (*dudák* is a bagpiper), in David Parlett's rules: beat the top card of the pile and add
# another card on it; when you cannot, take cards back from the pile, one at a time. Whoever empties their hand
# leaves play, and the last player still holding cards loses the deal. Over several deals, the fewest losses win.
# Every table below is a real position computed by `cardrules.games.dudak`, following the seed's rules
# (`/work/shared/rules/dudak.md`; the decisions it settles are cited as D-A1 … D-A10).

# %%
from cardrules.cards import Card, Suit
from cardrules.games import dudak
from cardrules.render import show

# %% [markdown]
# ## Cards and deal
# Four players use 32 cards, A K Q J 10 9 8 7 in each suit, eight each. Three players leave out the black sevens
# (30 cards, ten each); two leave out the sevens and eights (24 cards, twelve each).

# %%
show(dudak.deck_for(3))

# %% [markdown]
# A new game shuffles from its seed and draws the first dealer; the player on the dealer's left leads.

# %%
start = dudak.new_game(seed=7)
start

# %% [markdown]
# ## Leading, beating and adding
# A lead is any one card: it starts the pile. South leads 9♥.

# %%
lesson = dudak.from_position(hands=["9H KS", "10H 7S QD", "AS 8C", "JD"], to_move=0)
led = lesson.play("lead 9H")
led

# %% [markdown]
# West must beat 9♥ with a higher heart, and then add any card from hand on top: the beat and the added card are one
# move (D-A1). Only 10♥ beats, so West's choices are which card to add, or to take the 9♥ instead.

# %%
show(led.legal_moves())

# %% [markdown]
# West beats with 10♥ and adds 7♠, which becomes the card North has to beat.

# %%
led.play("beat 10H add 7S")

# %% [markdown]
# A lower heart, or a card of another suit, does not beat 9♥; the engine says why.

# %%
low = dudak.from_position(hands=["KS", "8H 7S QD", "AS 8C", "JD"], pile="9H", to_move=1)
low.why_illegal(dudak.Beat(Card.parse("8H"), Card.parse("7S"))), low.why_illegal(
    dudak.Beat(Card.parse("QD"), Card.parse("7S")))

# %% [markdown]
# ## Taking back, one card at a time
# South cannot beat 7♠. South takes it; the 10♥ it lay on shows, still unbeatable; South takes that too, and can now
# beat 9♥ with the 10♥ just taken (D-A8), adding the 7♠ back.

# %%
taking = dudak.from_position(hands=["8C QD", "AS", "KS", "JD"], pile="9H 10H 7S", to_move=0)
taking.play_many("take, take")

# %%
after_taking = taking.play_many("take, take, beat 10H add 7S")
after_taking.narration()[-3:]

# %% [markdown]
# A player who takes the last card of the pile does not play: the next player leads a new pile with one card, and
# that ends their turn.

# %%
dudak.from_position(hands=["8C", "AS QD", "KS", "JD"], pile="9H 10H", to_move=0).play_many("take, take").view().status

# %% [markdown]
# ## Personal trumps
# On your own turn you may declare one suit as your own trump, once, for the rest of the deal, in public. Your trump
# beats any card of another suit. Here West has declared clubs and North hearts; both face the same 9♦.

# %%
trumps = ["S", "C", "H", None]
west = dudak.from_position(hands=["AS", "7C 7H", "8C 8H", "KS"], pile="9D", to_move=1, trumps=trumps)
north = dudak.from_position(hands=["AS", "7C 7H", "8C 8H", "KS"], pile="9D", to_move=2, trumps=trumps)
show(west)

# %% [markdown]
# West can beat with the 7♣; North cannot use a club (clubs are West's trump), only an 8♥.

# %%
[m.label for m in west.legal_moves()], [m.label for m in north.legal_moves()]

# %%
north.why_illegal(dudak.Beat(Card.parse("8C"), Card.parse("8H")))

# %% [markdown]
# On their own trump suit a declarer needs a higher trump (D-A10). And a declarer who cannot or will not beat takes
# the whole pile at once, never one card, and does not play.

# %%
declarer = dudak.from_position(hands=["7C 8D", "AS", "KS", "JD"], pile="9H 10H QS", to_move=0,
                               trumps=["C", None, None, None])
declarer.why_illegal(dudak.Take()), declarer.play("take all").narration()[-1]

# %% [markdown]
# ## Three ways of going out
# Going out on the beating card kills the pile: it is set aside, out of play, and the next player leads.

# %%
dudak.from_position(hands=["10H", "AS 7D", "KS", "JD"], pile="8C 9H", to_move=0).play("beat 10H")

# %% [markdown]
# Going out on the added card leaves the pile: the next player must beat its top card.

# %%
dudak.from_position(hands=["10H 7S", "AS 7D", "KS", "JD"], pile="9H", to_move=0).play("beat 10H add 7S")

# %% [markdown]
# Leading one's last card also goes out, and the card stays for the next player to beat (D-A4).

# %%
dudak.from_position(hands=["9H", "AS 7D", "KS", "JD"], to_move=0).play("lead 9H").narration()[-1]

# %% [markdown]
# ## The loser, and the next deal
# The deal ends the moment only one player holds cards: that player loses (D-A6) and deals the next deal (D-A5).

# %%
ending = dudak.from_position(dudak.Rules(deals=3), hands=["10H 7S", "", "AS KD", ""], pile="9H", to_move=0)
ending.play("beat 10H add 7S").narration()[-7:-4]

# %% [markdown]
# ## A whole game
# Four heuristic bots play the seed's five deals; here is how the last deal ended, and the losses deal by deal.

# %%
from cardrules.bots import play_out

game = play_out(dudak.new_game(seed=7), [dudak.HeuristicBot(s) for s in range(4)])
game.narration()[-4:]

# %%
game.score_table()

# %% [markdown]
# ## House rules
# Every rule the references vary is a switch; the form in the live table is generated from these descriptions.

# %%
dudak.Rules.docs()

# %% [markdown]
# Under the Czech box's rule, whoever does not beat takes the whole pile, declarer or not: compare South's choices
# facing the same pile.

# %%
pile = dict(hands=["8C", "AS", "KS", "JD"], pile="9H 10H 7S", to_move=0)
seed_rules = dudak.from_position(dudak.Rules(trumps="none"), **pile)
box_rules = dudak.from_position(dudak.Rules(trumps="none", whole_pile_only=True), **pile)
[str(m) for m in seed_rules.legal_moves()], [str(m) for m in box_rules.legal_moves()]

# %% [markdown]
# Trumps may instead be declared only in a round before the first lead: each player declares a suit or passes.

# %%
before = dudak.from_deck(dudak.Rules(trumps="before_lead"), dudak.deck_for(4), dealer=3)
before.play_many("declare H, pass, pass").view().status

# %% [markdown]
# The seed's rules need not end: when each player adds a card the next cannot beat, that player takes two cards back,
# beats with the one just taken and adds the same card again. The turn limit (not in the seed, 500 turns by default)
# ends such a deal, and the player holding the most cards loses it.

# %%
stall = dudak.from_position(dudak.Rules(players=2, single_deal=True, turn_limit=20), hands=["QD JD 10D", "9D"],
                            pile="KS AS AH", to_move=0)
stall.play_many(["take", "take", "beat AS add AH"] * 20).narration()[-2]

# %% [markdown]
# ## Practice
# Which of your cards beat the top card, with or without a declared trump? What happens to the pile when a player goes
# out? Each question is asked on a position from a real deal and answered by the engine: click the cards (then
# *Check*) or the answer, and every wrong choice is explained. The set number and the level choose the questions, so a
# class given set 1 gets the same ten.

# %%
from cardrules.widgets import Practice

Practice("dudak", seed=1)

# %% [markdown]
# ## Play
# Deal, step through the game with its narration, or play South against the bots ("Take a card" and "Declare …
# trumps" are the buttons beside your cards); the house-rules tab changes the rules.

# %%
from cardrules.widgets import GameTable

GameTable("dudak", seed=7)
