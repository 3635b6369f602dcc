# %%
# In the app this runs in a kernel started before anyone visits (Voila's preheated kernel), until the next cell
# waits for the page's address and its language: the designer's study further down is then ready.
from cardrules.games import nine_peak

nine_peak.warm_up()

# %%
from cardrules.lessons import language_links, prose

language_links("nine_peak")

# %%
from cardrules.lessons import glance

prose("nine_peak", "intro")

# %%
glance("nine_peak")

# %%
# Helpers of this page: a refusal in words, a row of cards, yes/no, a rule's value by its label.
from cardrules.cards import parse_cards
from cardrules.games import nine_peak
from cardrules.i18n import t
from cardrules.games.nine_peak.lessons import JOKER_SET, SCORING_SETS, score_sheet, settlement_lines, study_table
from cardrules.lessons import Lesson, Markdown, example, html_table, position
from cardrules.render import cards_html


def refused(state, notation):
    """The engine's reason for refusing a move here, as a sentence of the lesson."""
    move = nine_peak.parse_move(notation)
    return Markdown(t("nine_peak.page.refused", move=move.label, reason=state.why_illegal(move)))


def cards(row):
    """A row of cards drawn, with the cards in words as its plain twin."""
    return Lesson(cards_html(row), " ".join(c.unicode for c in row))


def value(rules, name):
    """A house rule's value as a reader reads it: numbers as they are, yes/no, a choice by its label."""
    v = getattr(rules, name)
    if isinstance(v, bool):
        return t("nine_peak.page.yes" if v else "nine_peak.page.no")
    if isinstance(v, str):
        return t(f"nine_peak.rules.{name}.option.{v}")
    return v


# %%
prose("nine_peak", "cards")

# %%
cards(nine_peak.Rules().deck())

# %%
prose("nine_peak", "setup")

# %%
rows = []
for players in nine_peak.PLAYER_COUNTS:
    r = nine_peak.Rules(players=players)
    left = len(r.deck()) - r.area_size
    rows.append([players, r.area_size, left // players, left % players])
html_table(rows, [t(f"nine_peak.page.table.{k}") for k in ("players", "area", "hand", "unused")])

# %%
prose("nine_peak", "start_and_turns")

# %%
game = nine_peak.new_game(seed=7)
position(game)

# %%
prose("nine_peak", "range_track")

# %%
nine_peak.range_track(game)

# %%
prose("nine_peak", "pass_one")

# %%
widen = nine_peak.from_position(area="5S 2C", hands=["5H 3D 1S", "2S 4H", "2H 4C"])
example(widen, "pass 5H")

# %%
nine_peak.range_track(widen.play("pass 5H"))

# %%
prose("nine_peak", "peak")

# %%
peak = nine_peak.from_position(area="6S 6H 2C", hands=["6D 6C 1S", "2S 4H", "2H 4C"])
example(peak, "pass 6D")

# %%
prose("nine_peak", "pass_two")

# %%
example(peak, "pass 6D 6C, take 2C")

# %%
prose("nine_peak", "take_only_after_two")

# %%
refused(peak, "take 2C")

# %%
prose("nine_peak", "play_set")

# %%
mixed = nine_peak.from_position(area="3S 3H", hands=["3C 3D 5S 5H 5X 1S", "2S 4H", "2H 4C"])
example(mixed, "play 5: 3C 3D 5S 5H 5X")

# %%
prose("nine_peak", "which_sets")

# %%
rows = []
for n in range(1, 7):
    plays = mixed.plays(n)
    rows.append([n, plays[0].cards if plays else t("nine_peak.page.table.none")])
html_table(rows, [t("nine_peak.page.table.size"), t("nine_peak.page.table.example")])

# %%
prose("nine_peak", "set_refused")

# %%
bare = nine_peak.from_position(area="", hands=["3C 3D 5S 5H 5X 1S", "2S 4H", "2H 4C"])
refused(bare, "play 5: 3C 3D 5S 5H 5X")

# %%
refused(mixed, "play 5: 3C 5S 5H 5X")

# %%
prose("nine_peak", "scoring")

# %%
rows = []
for codes in SCORING_SETS:
    row = parse_cards(codes)
    points, count = nine_peak.set_score(row)
    rule = t(f"nine_peak.event.score_set.{nine_peak.set_score_rule(row, count)}", count=count)
    rows.append([row, len(row), count, rule, points])
html_table(rows, [t(f"nine_peak.page.table.{k}") for k in ("set", "size", "count", "rule", "points")])

# %%
prose("nine_peak", "jokers")

# %%
spread = parse_cards(JOKER_SET)
html_table([[spread, t(f"nine_peak.rules.joker_suits.option.{mode}"), nine_peak.set_score(spread, mode)[0]]
            for mode in ("wild", "printed")],
           [t("nine_peak.page.table.set"), t("nine_peak.page.table.joker_rule"), t("nine_peak.page.table.points")])

# %%
prose("nine_peak", "end_of_round")

# %%
ending = nine_peak.from_position(area="", hands=["1S 2S", "1H 2H", "1C", "1D 2D"], start_player=1, to_move=2,
                                 sets=[["2C 3C 4C 3S"], ["4D 4H 4X 4S"], ["1D 2D 3H"], []])
example(ending, "pass 1C, pass 1D, pass 1S")

# %%
prose("nine_peak", "settlement")

# %%
done = ending.play_many("pass 1C, pass 1D, pass 1S")
settlement_lines(done)

# %%
score_sheet(done)

# %%
Markdown(t("nine_peak.page.deal_result", result=done.result))

# %%
prose("nine_peak", "deal_intro")

# %%
deal = nine_peak.from_position(area="6S 6H 4C 4D 3S", hands=["6D 1S 1H", "4S 4H 3H 3X 2S", "1C 2D 5X"])
example(deal, "pass 6D")

# %%
prose("nine_peak", "deal_set")

# %%
deal = deal.play("pass 6D")
example(deal, "play 4: 3H 3X 4H 4S")

# %%
prose("nine_peak", "deal_two")

# %%
deal = deal.play("play 4: 3H 3X 4H 4S")
example(deal, "pass 1C 2D, take 4D")

# %%
prose("nine_peak", "deal_end")

# %%
deal = deal.play_many("pass 1C 2D, take 4D")
example(deal, "play 2: 1S 1H, pass 2S, pass 5X")

# %%
prose("nine_peak", "deal_scoring")

# %%
deal = deal.play_many("play 2: 1S 1H, pass 2S, pass 5X")
settlement_lines(deal)

# %%
score_sheet(deal)

# %%
Markdown(t("nine_peak.page.deal_result", result=deal.result))

# %%
prose("nine_peak", "house_rules")

# %%
R = nine_peak.Rules
html_table([[R.label(name), R.help(name), value(R(), name)] for name in R.docs()],
           [t(f"nine_peak.page.table.{k}") for k in ("rule", "help", "draft")])

# %%
prose("nine_peak", "peak_7")

# %%
peak7 = nine_peak.from_position(nine_peak.Rules(players=3, peak=7), area="5S", hands=["5H 6D 1S", "2S 4H", "2H 4C"])
example(peak7, "pass 5H")

# %%
prose("nine_peak", "study")

# %%
study_table(nine_peak.designer_study())

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
