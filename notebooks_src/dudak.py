# %%
from cardrules.lessons import language_links, prose

language_links("dudak")

# %%
prose("dudak", "intro")

# %%
from cardrules.cards import Card, Suit
from cardrules.games import dudak
from cardrules.render import show

# %%
prose("dudak", "cards_and_deal")

# %%
show(dudak.deck_for(3))

# %%
prose("dudak", "more")

# %%
start = dudak.new_game(seed=7)
start

# %%
prose("dudak", "leading_beating_and_adding")

# %%
lesson = dudak.from_position(hands=["9H KS", "10H 7S QD", "AS 8C", "JD"], to_move=0)
led = lesson.play("lead 9H")
led

# %%
prose("dudak", "more_2")

# %%
show(led.legal_moves())

# %%
prose("dudak", "more_3")

# %%
led.play("beat 10H add 7S")

# %%
prose("dudak", "more_4")

# %%
low = dudak.from_position(hands=["KS", "8H 7S QD", "AS 8C", "JD"], pile="9H", to_move=1)
low.why_illegal(dudak.Beat(Card.parse("8H"), Card.parse("7S"))), low.why_illegal(
    dudak.Beat(Card.parse("QD"), Card.parse("7S")))

# %%
prose("dudak", "taking_back_one_card")

# %%
taking = dudak.from_position(hands=["8C QD", "AS", "KS", "JD"], pile="9H 10H 7S", to_move=0)
taking.play_many("take, take")

# %%
after_taking = taking.play_many("take, take, beat 10H add 7S")
after_taking.narration()[-3:]

# %%
prose("dudak", "more_5")

# %%
dudak.from_position(hands=["8C", "AS QD", "KS", "JD"], pile="9H 10H", to_move=0).play_many("take, take").view().status

# %%
prose("dudak", "personal_trumps")

# %%
trumps = ["S", "C", "H", None]
west = dudak.from_position(hands=["AS", "7C 7H", "8C 8H", "KS"], pile="9D", to_move=1, trumps=trumps)
north = dudak.from_position(hands=["AS", "7C 7H", "8C 8H", "KS"], pile="9D", to_move=2, trumps=trumps)
show(west)

# %%
prose("dudak", "more_6")

# %%
[m.label for m in west.legal_moves()], [m.label for m in north.legal_moves()]

# %%
north.why_illegal(dudak.Beat(Card.parse("8C"), Card.parse("8H")))

# %%
prose("dudak", "more_7")

# %%
declarer = dudak.from_position(hands=["7C 8D", "AS", "KS", "JD"], pile="9H 10H QS", to_move=0,
                               trumps=["C", None, None, None])
declarer.why_illegal(dudak.Take()), declarer.play("take all").narration()[-1]

# %%
prose("dudak", "three_ways_of_going")

# %%
dudak.from_position(hands=["10H", "AS 7D", "KS", "JD"], pile="8C 9H", to_move=0).play("beat 10H")

# %%
prose("dudak", "more_8")

# %%
dudak.from_position(hands=["10H 7S", "AS 7D", "KS", "JD"], pile="9H", to_move=0).play("beat 10H add 7S")

# %%
prose("dudak", "more_9")

# %%
dudak.from_position(hands=["9H", "AS 7D", "KS", "JD"], to_move=0).play("lead 9H").narration()[-1]

# %%
prose("dudak", "the_loser_and_the")

# %%
ending = dudak.from_position(dudak.Rules(deals=3), hands=["10H 7S", "", "AS KD", ""], pile="9H", to_move=0)
ending.play("beat 10H add 7S").narration()[-7:-4]

# %%
prose("dudak", "a_whole_game")

# %%
from cardrules.bots import play_out

game = play_out(dudak.new_game(seed=7), [dudak.HeuristicBot(s) for s in range(4)])
game.narration()[-4:]

# %%
game.score_table()

# %%
prose("dudak", "house_rules")

# %%
dudak.Rules.helps()

# %%
prose("dudak", "more_10")

# %%
pile = dict(hands=["8C", "AS", "KS", "JD"], pile="9H 10H 7S", to_move=0)
seed_rules = dudak.from_position(dudak.Rules(trumps="none"), **pile)
box_rules = dudak.from_position(dudak.Rules(trumps="none", whole_pile_only=True), **pile)
[str(m) for m in seed_rules.legal_moves()], [str(m) for m in box_rules.legal_moves()]

# %%
prose("dudak", "more_11")

# %%
before = dudak.from_deck(dudak.Rules(trumps="before_lead"), dudak.deck_for(4), dealer=3)
before.play_many("declare H, pass, pass").view().status

# %%
prose("dudak", "more_12")

# %%
stall = dudak.from_position(dudak.Rules(players=2, single_deal=True, turn_limit=20), hands=["QD JD 10D", "9D"],
                            pile="KS AS AH", to_move=0)
stall.play_many(["take", "take", "beat AS add AH"] * 20).narration()[-2]

# %%
prose("dudak", "practice")

# %%
from cardrules.widgets import Practice

Practice("dudak", seed=1)

# %%
prose("dudak", "play")

# %%
from cardrules.widgets import GameTable

GameTable("dudak", seed=7)
