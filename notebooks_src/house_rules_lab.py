# %%
from cardrules.lessons import language_links, prose

language_links("house_rules_lab")

# %%
prose("lab", "intro")

# %%
from cardrules import compare
from cardrules.i18n import t
from cardrules.simulate import facts, plot
from cardrules.studies import conclusion, study
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
tablanette = study("tablanette")

# %%
plot(tablanette, t("lab.study.tablanette.title"))

# %%
compare(tablanette)

# %%
facts(tablanette)

# %%
conclusion("tablanette")

# %%
prose("lab", "spoil_five")

# %%
spoil_five = study("spoil_five")

# %%
facts(spoil_five)

# %%
plot(spoil_five, t("lab.study.spoil_five.title"))

# %%
conclusion("spoil_five")

# %%
prose("lab", "packs")

# %%
packs = study("packs")

# %%
plot(packs, t("lab.study.packs.title"))

# %%
compare(packs)

# %%
facts(packs)

# %%
conclusion("packs")

# %%
prose("lab", "dudak")

# %%
dudak = study("dudak")

# %%
plot(dudak, t("lab.study.dudak.title"))

# %%
compare(dudak)

# %%
facts(dudak)

# %%
conclusion("dudak")

# %%
prose("lab", "nine_peak")

# %%
nine_peak = study("nine_peak")

# %%
plot(nine_peak, t("lab.study.nine_peak.title"))

# %%
compare(nine_peak)

# %%
facts(nine_peak)

# %%
conclusion("nine_peak")

# %%
prose("lab", "command_line")
