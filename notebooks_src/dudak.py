# %%
from cardrules.lessons import language_links, prose

language_links("dudak")

# %%
from cardrules.lessons import glance

prose("dudak", "intro")

# %%
glance("dudak")

# %%
from cardrules.bots import play_out
from cardrules.cards import piquet_deck
from cardrules.games import dudak
from cardrules.games.dudak.lessons import (
    deals_table,
    decks_table,
    house_rules_table,
    score_lines_table,
    standings_table,
    tries_table,
    trumps_table,
)
from cardrules.lessons import example, position

# %%
prose("dudak", "cards_and_deal")

# %%
decks_table()

# %%
prose("dudak", "new_deal")

# %%
position(dudak.new_game(seed=7))

# %%
prose("dudak", "leading")

# %%
lesson = dudak.from_position(hands=["9H KS", "10H 7S QD", "AS 8C", "JD"], to_move=0)
example(lesson, "lead 9H")

# %%
prose("dudak", "beating")

# %%
example(lesson.play("lead 9H"), "beat 10H add 7S")

# %%
prose("dudak", "refused")

# %%
low = dudak.from_position(hands=["KS", "10H 8H QD", "AS 8C", "JD"], pile="9H", to_move=1)
position(low)

# %%
tries_table(low, ["beat 8H add QD", "beat QD add 8H", "beat 10H", "beat 10H add 8H"])

# %%
prose("dudak", "taking_back")

# %%
taking = dudak.from_position(hands=["8C QD", "AS", "KS", "JD"], pile="9H 10H 7S", to_move=0)
example(taking, "take, take, beat 10H add 7S")

# %%
prose("dudak", "taking_last")

# %%
example(dudak.from_position(hands=["8C", "AS QD", "KS", "JD"], pile="9H 10H", to_move=0), "take, take, lead QD")

# %%
prose("dudak", "trumps")

# %%
example(dudak.from_position(hands=["7C 8D 9S", "AS", "KS QH", "JD"], pile="9H", to_move=0), "declare C, beat 7C add 8D")

# %%
prose("dudak", "trumps_table")

# %%
trumps_table(dudak.from_position(hands=["AS", "7C 7H", "8C 8H", "KS"], pile="9D", to_move=1,
                                 trumps=["S", "C", "H", None]), seats=(1, 2))

# %%
prose("dudak", "own_trump")

# %%
own = dudak.from_position(hands=["8C 10C 7D", "AS", "KS", "JD"], pile="9C", to_move=0, trumps=["C", None, None, None])
position(own)

# %%
tries_table(own, ["beat 8C add 7D", "beat 10C add 7D", "declare H", "take"])

# %%
prose("dudak", "whole_pile")

# %%
declarer = dudak.from_position(hands=["7C 8D", "AS 9D", "KS", "JD"], pile="9H 10H QC", to_move=0,
                               trumps=["C", None, None, None])
example(declarer, "take all, lead AS")

# %%
prose("dudak", "going_out")

# %%
example(dudak.from_position(hands=["10H", "AS 7D", "KS", "JD"], pile="8C 9H", to_move=0), "beat 10H, lead 7D")

# %%
prose("dudak", "out_adding")

# %%
example(dudak.from_position(hands=["10H 7S", "AS 7D", "KS", "JD"], pile="9H", to_move=0), "beat 10H add 7S")

# %%
prose("dudak", "out_leading")

# %%
example(dudak.from_position(hands=["9H", "AS 7D", "KS", "JD"], to_move=0), "lead 9H")

# %%
prose("dudak", "loser")

# %%
ending = dudak.from_position(dudak.Rules(deals=3), hands=["10H 7S", "", "AS KD", ""], pile="9H", to_move=0)
example(ending, "beat 10H add 7S")

# %%
prose("dudak", "one_deal")

# %%
curated = play_out(dudak.new_game(dudak.Rules(players=2, single_deal=True), seed=58),
                   [dudak.HeuristicBot(58 * 31 + s) for s in range(2)])
moves = list(curated.history)
dealt = dudak.new_game(curated.rules, seed=58)
example(dealt, moves[:5])

# %%
prose("dudak", "deal_2")

# %%
example(dealt.play_many(moves[:5]), moves[5:10])

# %%
prose("dudak", "deal_3")

# %%
example(dealt.play_many(moves[:10]), moves[10:15])

# %%
prose("dudak", "deal_4")

# %%
example(dealt.play_many(moves[:15]), moves[15:])

# %%
score_lines_table(curated)

# %%
standings_table(curated)

# %%
prose("dudak", "deal_score")

# %%
prose("dudak", "whole_game")

# %%
game = play_out(dudak.new_game(seed=7), [dudak.HeuristicBot(7 * 31 + s) for s in range(4)])
deals_table(game)

# %%
score_lines_table(game)

# %%
standings_table(game)

# %%
prose("dudak", "whole_game_result")

# %%
prose("dudak", "house_rules")

# %%
house_rules_table()

# %%
prose("dudak", "czech_box")

# %%
pile = dict(hands=["8C", "AS", "KS", "JD"], pile="9H 10H 7S", to_move=0)
example(dudak.from_position(dudak.Rules(trumps="none"), **pile), "take")

# %%
example(dudak.from_position(dudak.Rules(trumps="none", whole_pile_only=True), **pile), "take all")

# %%
prose("dudak", "before_lead")

# %%
before = dudak.from_deck(dudak.Rules(trumps="before_lead", single_deal=True), piquet_deck(), dealer=3)
example(before, "declare H, pass, declare S, pass")

# %%
prose("dudak", "no_trump")

# %%
declared = before.play_many("declare H, pass, declare S, pass")
example(declared, "lead 10C, beat JC add 7S")

# %%
prose("dudak", "no_trump_tries")

# %%
tries_table(declared.play("lead 10C"), ["beat 7H add 7S", "beat JC add 7S", "declare D"])

# %%
prose("dudak", "turn_limit")

# %%
stall = dudak.from_position(dudak.Rules(players=2, single_deal=True, turn_limit=20), hands=["QD JD 10D", "9D"],
                            pile="KS AS AH", to_move=0, turns=20)
example(stall, "take, take, beat AS add AH")

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
