# %%
from cardrules.lessons import language_links

language_links("rules")

# %%
from cardrules.rules_page import full_rules

full_rules()
