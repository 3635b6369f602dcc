# %%
from cardrules.lessons import language_links, prose

language_links("index")

# %%
prose("index", "intro")

# %%
from cardrules.landing import games_overview

games_overview()

# %%
from cardrules.landing import join_room_box

join_room_box()

# %%
prose("index", "change_the_rules_and")
