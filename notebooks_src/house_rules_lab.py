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
    t("lab.study.tablanette.six"): {"single_deal": True, "first_dealer": "south"},
    t("lab.study.tablanette.eight"): {"single_deal": True, "first_dealer": "south", "eight_card_deal": True},
}, games=300, seed=1)

# %%
plot(tablanette, t("lab.study.tablanette.title"))

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
simplified, traditional = t("lab.study.spoil_five.simplified"), t("lab.study.spoil_five.traditional")
spoil_five = simulate("spoil_five", rules={
    simplified: {"single_deal": True},
    traditional: {"single_deal": True, "ranking": "traditional"},
}, games=800, seed=2)

# %%
rate(spoil_five[spoil_five["variant"] == simplified], "eldest_took_first_pool", 1 / 5,
     t("lab.study.eldest_simplified"))

# %%
rate(spoil_five[spoil_five["variant"] == traditional], "eldest_took_first_pool", 1 / 5,
     t("lab.study.eldest_traditional"))

# %%
facts(spoil_five)

# %%
plot(spoil_five, t("lab.study.spoil_five.title"))

# %%
prose("lab", "spoil_five_result")

# %%
prose("lab", "packs")

# %%
# NBVAL_IGNORE_OUTPUT
packs = simulate("packs", rules={
    t("lab.study.packs.special_pairs"): {"players": 2, "single_deal": True},
    t("lab.study.packs.face_value"): {"players": 2, "single_deal": True, "special_pairs": False},
}, games=200, seed=3)

# %%
plot(packs, t("lab.study.packs.title"))

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
    t("lab.study.dudak.trumps"): {"players": 3, "single_deal": True},
    t("lab.study.dudak.no_trumps"): {"players": 3, "single_deal": True, "trumps": "none"},
}, games=200, seed=4)

# %%
plot(dudak, t("lab.study.dudak.title"))

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
nine_peak = simulate("nine_peak", rules={
    t("lab.study.nine_peak.peak_9"): {"players": 4},
    t("lab.study.nine_peak.peak_7"): {"players": 4, "peak": 7},
}, games=60, seed=5)

# %%
plot(nine_peak, t("lab.study.nine_peak.title"))

# %%
compare(nine_peak)

# %%
facts(nine_peak)

# %%
prose("lab", "nine_peak_result")

# %%
prose("lab", "command_line")
