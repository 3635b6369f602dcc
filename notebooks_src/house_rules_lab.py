# %%
from cardrules.lessons import frame, language_links, prose

language_links("house_rules_lab")

# %%
prose("lab", "intro")

# %%
from cardrules import compare
from cardrules.simulate import facts
from cardrules.studies import conclusion, figure, study
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
figure("tablanette")

# %%
compare(tablanette)

# %%
frame(facts(tablanette))

# %%
conclusion("tablanette")

# %%
prose("lab", "spoil_five")

# %%
spoil_five = study("spoil_five")

# %%
frame(facts(spoil_five))

# %%
figure("spoil_five")

# %%
conclusion("spoil_five")

# %%
prose("lab", "packs")

# %%
packs = study("packs")

# %%
figure("packs")

# %%
compare(packs)

# %%
frame(facts(packs))

# %%
conclusion("packs")

# %%
prose("lab", "dudak")

# %%
dudak = study("dudak")

# %%
figure("dudak")

# %%
compare(dudak)

# %%
frame(facts(dudak))

# %%
conclusion("dudak")

# %%
prose("lab", "nine_peak")

# %%
nine_peak = study("nine_peak")

# %%
figure("nine_peak")

# %%
compare(nine_peak)

# %%
frame(facts(nine_peak))

# %%
conclusion("nine_peak")

# %%
prose("lab", "command_line")
