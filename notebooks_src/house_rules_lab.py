# %%
from cardrules.lessons import language_links, prose

language_links("house_rules_lab")

# %%
prose("lab", "intro")

# %%
from cardrules import compare, simulate
from cardrules.i18n import t
from cardrules.simulate import facts, plot, rate
from cardrules.widgets.lab import HouseRulesLab

# %%
prose("lab", "the_lab")

# %%
HouseRulesLab("tablanette", games=200)

# %%
prose("lab", "reading")

# %%
prose("lab", "tablanette")

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

# %%
prose("lab", "tablanette_result")

# %%
prose("lab", "spoil_five")

# %%
# NBVAL_IGNORE_OUTPUT
spoil_five = simulate("spoil_five", rules={
    "simplified": {"single_deal": True},
    "traditional": {"single_deal": True, "ranking": "traditional"},
}, games=800, seed=2)

# %%
rate(spoil_five[spoil_five["variant"] == "simplified"], "eldest_took_first_pool", 1 / 5,
     t("lab.study.eldest_simplified"))

# %%
rate(spoil_five[spoil_five["variant"] == "traditional"], "eldest_took_first_pool", 1 / 5,
     t("lab.study.eldest_traditional"))

# %%
facts(spoil_five)

# %%
plot(spoil_five, "Spoil Five, 5 players: simplified against traditional order")

# %%
prose("lab", "spoil_five_result")

# %%
prose("lab", "packs")

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

# %%
prose("lab", "packs_result")

# %%
prose("lab", "dudak")

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

# %%
prose("lab", "dudak_result")

# %%
prose("lab", "nine_peak")

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

# %%
prose("lab", "nine_peak_result")

# %%
prose("lab", "command_line")
