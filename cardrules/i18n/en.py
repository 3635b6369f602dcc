# ruff: noqa: E501 - lesson prose keeps the notebooks' lines whole
"""English messages: the reference catalogue (every key a reader can see; other languages translate these).

Rules fields are not here: their English label is the field name and their help is the field's docstring in the
game's module. Keys are ``<area>.<what>`` or ``<game>.<area>.<what>``; placeholders are ``str.format`` names.
"""

MESSAGES: dict[str, str] = {}

# ------------------------------------------------------------------------------- a page's header and its rules page
MESSAGES.update({
    "nav.label": "Contents",
    "nav.home": "← All games",
    "nav.glance": "At a glance",
    "nav.learn": "Learn",
    "nav.practice": "Practice",
    "nav.play": "Play",
    "nav.house-rules": "House rules",
    "nav.rules": "Full rules",
    "rules.page_title": "The full rules",
    "rules.page_intro": (
        "Each game as this app plays it, for a reader who has never played: the cards, the deal, every rule, how it\n"
        "scores, and every point the original write-up leaves open with what was chosen and why."
    ),
    "rules.lesson": "Learn {game} step by step, practise and play: the {game} page",
    "rules.game_page": "the {game} page",
})

# ------------------------------------------------------------------------------------------------------- common
MESSAGES.update({
    "language.name": "English",
    "list.sep": ", ",
    "list.semi": "; ",
    "list.sentences": " ",
    "list.and": " and ",
    "seat.south": "South",
    "seat.west": "West",
    "seat.north": "North",
    "seat.east": "East",
    "seat.player": "Player {n}",
    "team.join": " & ",
    "card.suit.S": "spades",
    "card.suit.H": "hearts",
    "card.suit.D": "diamonds",
    "card.suit.C": "clubs",
    "card.suit.X": "jokers",
    "card.rank.A": "Ace",
    "card.rank.J": "Jack",
    "card.rank.Q": "Queen",
    "card.rank.K": "King",
    "card.name": "{rank} of {suit}",
    "result.score": "{owner} {score}",
    "result.no_winner": "No winner ({table})",
    "result.draw": "Draw between {owners} ({table})",
    "result.draw_and": " and ",
    "result.wins": "{winner} wins ({table})",
    "result.team_wins": "{winner} win ({table})",
    "score.total": "Total",
    "score.deal": "Deal",
    "score.item": "Item",
    "reason.game_over": "the game is over",
    "reason.not_in_hand": "{card} is not in {name}'s hand",
    "event.game_over": "Game over. {summary}.",
    "status.game_over": "Game over: {result}.",
    "zone.stock": "Stock",
    "zone.table": "Table",
    "zone.dealer": "{name} (dealer)",
})

# -------------------------------------------------------------------------------------------------------- packs
MESSAGES.update({
    "card.suit_one.S": "spade",
    "card.suit_one.H": "heart",
    "card.suit_one.D": "diamond",
    "card.suit_one.C": "club",
    "card.suit_one.X": "joker",
    "cards.one": "{n} card",
    "cards.other": "{n} cards",
    "zone.hand": "{name}'s hand",
})

# ------------------------------------------------------------------------------------------ render and widgets
MESSAGES.update({
    "render.face_down": "face down",
    "render.empty": "empty",
    "render.none": "none",
    "widget.seed": "Seed",
    "widget.seed_tip": "The deal's number: the same seed always deals the same cards; change it for a new deal.",
    "widget.deal": "Deal",
    "widget.deal_tip": "Deal a new game from the number in the Seed box (the same number always deals the same cards).",
    "widget.play": "Play",
    "widget.watch": "Watch",
    "widget.open_hands": "Open hands",
    "widget.first": "First",
    "widget.back": "Back",
    "widget.forward": "Forward",
    "widget.last": "Last",
    "widget.step": "Step",
    "widget.tab.table": "Table",
    "widget.tab.score": "Score",
    "widget.tab.rules": "House rules",
    "widget.tab.share": "Share",
    "widget.not_allowed": "Not allowed: {reason}",
    "widget.not_applied": "Not applied: {field}: {reason}",
    "widget.rules_note": "A change here takes effect at once: the deal is dealt again under the changed rules, and the game in progress ends.",
    "widget.rules_dealt": "Dealt again (seed {seed}) under these rules: the new game is on the Table tab.",
    "widget.your_turn": "Your turn: {question}",
    "widget.looking_back": "You are looking back at an earlier step; press Last to carry on playing from where the game is.",
    "widget.click_cards": "Click a card of your hand to start your move; any card may be tried, and one the rules refuse is explained.",
    "widget.no_such_choice": "no legal choice uses exactly those cards",
    "widget.play_it": "Try these cards",
    "widget.cancel": "Cancel",
    "widget.projector": "Projector",
    "widget.projector_tip": "Bigger cards and text, high contrast, for a room",
    "widget.teaching": "Teaching: every hand face up",
    "widget.playing": "Playing: only my hand",
    "widget.replay": "Make a replay file",
    "widget.replay_tip": "One HTML file that steps through this game in any browser",
    "widget.load": "Load a game",
    "widget.load_label": "Load a saved game:",
    "widget.copy": "Copy the link",
    "widget.copied": "Copied",
    "widget.link": "Link to this deal:",
    "widget.link_add": "add {query} to the game page's address",
    "widget.download.one": "Download this game ({n} move) as a JSON file",
    "widget.download.other": "Download this game ({n} moves) as a JSON file",
    "widget.download_replay": "Download {name} ({kb} kB)",
    "widget.not_loaded": "Not loaded: {error}",
    "widget.loaded.one": "Loaded {name}: a {title} game of {n} move.",
    "widget.loaded.other": "Loaded {name}: a {title} game of {n} moves.",
    "widget.hint": "Hint",
    "widget.autoplay": "Autoplay",
    "widget.autoplay_tip": "The bots play on by themselves (in Watch mode), a move every {seconds} s, and stop at the end of each deal. Click again to pause.",
    "widget.autoplay_pause": "Pause",
    "widget.hint_tip": "The Monte Carlo bot's three best moves for you",
    "widget.hint_only": "The only move here: {move}.",
    "widget.hint_lead": "average lead at the end: {lead}",
    "widget.hint_tied": "Where the tries give the same count, the move further ahead at the end is listed first.",
    "widget.hint_few": "With so few tries in the time given, take the figures as rough.",
    "hint.wins": "wins the deal in about {k} of 10 tries",
    "hint.ahead": "ahead when this deal ends in about {k} of 10 tries",
    "hint.row": "{move}: {figure}",
    "hint.row_known": "{move}: {known}; {figure}",
    "hint.lead": " ({lead})",
    "hint.then": "{move}, then {then}",
    "hint.tries": "A try plays the deal out once, the cards you cannot see dealt at random and every player playing as the bots do; each move was tried {n} times.",
    "hint.same_rank": "Moves with the same rank could not be told apart in these tries: either is as good as the other.",
    "hint.alike": "No move stands out: in {n} tries each, the moves weighed came out alike, so any of them will do.",
    "hint.other": "Or {move}: {figure} (rank {rank} of {last}).",
    "hint.weighed": "{k} of your {n} possible moves were weighed: the bots' own choices, then others at random.",
    "widget.hint_own_turn": "a hint is for your own turn",
})

# ------------------------------------------------------------------------------------------------ landing page
MESSAGES.update({
    "landing.or": " or {n}",
    "landing.stop": ".",
    "landing.players": "Players:",
    "landing.length": "Length:",
    "landing.length.one": "{deals} deal, about {moves} moves in all at {players} players (median of {games} games"
                          " between bots).",
    "landing.length.other": "{deals} deals, about {moves} moves in all at {players} players (median of {games} games"
                            " between bots).",
    "landing.open": "Learn and play {title}",
})

# ---------------------------------------------------------------------------------------------------- index lessons
MESSAGES.update({
    "index.lesson.intro": (
        "# cardrules: five card games, taught and played\n"
        "Four traditional games and one new design (9 Peak, a designer's draft).\n"
        "Each page below teaches one game step by step, with every position drawn by the `cardrules` library, and ends\n"
        "with a live table where you deal, step through a game, play against bots and change the house rules.\n"
        "Pick a game."
    ),
    "index.lesson.change_the_rules_and": (
        "## Change the rules and see what happens\n"
        "The [house-rules lab](house_rules_lab.ipynb) sets two variants of a game's house rules side by side, lets the bots\n"
        "play many games under each, and compares scores, win rates by seat and game length.\n"
        "\n"
        "## Share a deal, a game, a replay\n"
        "* **A deal by link.** Each table's *Share* tab shows the link to its deal, such as\n"
        "  `tablanette.ipynb?seed=7&players=4&rules=partnership:true`. Opening it deals exactly the same cards.\n"
        "  `projector=1` opens the table in projector mode, and `hands=mine` shows only your own hand.\n"
        "* **A game as a file.** The *Share* tab also saves the game so far as a JSON file and loads one back. A file that\n"
        "  was edited by hand is refused, and the page says why.\n"
        "* **A replay.** *Make a replay file* gives one HTML page that steps through the game in any browser, offline.\n"
        "\n"
        "## In a classroom\n"
        "The **Projector** button above each table makes the cards and text larger with high contrast. Its switch\n"
        "chooses *Teaching* (every hand face up) or *Playing* (only your own hand).\n"
        "\n"
        "## Practice\n"
        "Each game page has a *Practice* section: questions on positions from real deals (which cards does this card take?\n"
        "can you steal that pack? who wins this trick?), answered by clicking cards, with the engine's reason for every wrong\n"
        "choice. A quiz is named by its number and level, so a class told \"quiz no. 3, Beginner\" gets the same ten\n"
        "questions:\n"
        "[Tablanette](tablanette.ipynb#practice), [Spoil Five](spoil_five.ipynb#practice), [Packs](packs.ipynb#practice),\n"
        "[Dudak](dudak.ipynb#practice), [9 Peak](nine_peak.ipynb#practice)."
    ),
})

# ----------------------------------------------------------------------------------------------- static site
# the static site (make site) has no house-rules lab: a lesson's link to it becomes its name and this
MESSAGES.update({
    "site.lab_on_server": (
        " (in the server version of this app only: this static site runs Python in your browser, and the lab needs\n"
        "pandas and a server to play its thousands of games)"
    ),
})

# ----------------------------------------------------------------------------------------------------- practice
MESSAGES.update({
    "practice.level.1": "Beginner",
    "practice.level.2": "Improver",
    "practice.level.3": "Expert",
    "practice.stop": ".",
    "practice.missing": "Missing: {cards}.",
    "practice.right": "Right!",
    "practice.not_quite": "Not quite.",
    "practice.nothing": "nothing",
    "practice.choices.one": "{n} choice",
    "practice.choices.other": "{n} choices",
    "practice.engine": "The engine: {story}",
    "practice.right_because": "Right: {story}",
    "practice.no_because": "No: {story}",
    "practice.right_breakdown": "Right: {breakdown}.",
    "practice.alone_refused": "{card} alone: {reason}.",
    "practice.widget.title": "Practice: {game}",
    "practice.widget.set": "Quiz no.",
    "practice.widget.level_tip.1": "Few cards, one rule",
    "practice.widget.level_tip.2": "More cards, surprising rules",
    "practice.widget.level_tip.3": "The fine print",
    "practice.widget.check": "Check",
    "practice.widget.next_question": "Next question",
    "practice.widget.next_set": "Next quiz",
    "practice.widget.set_name": "{game}, quiz {seed}, {level}",
    "practice.widget.score": "score {right} of {answered}",
    "practice.widget.no_answers": "no answers yet",
    "practice.widget.question": "Question {n} of {count}",
    "practice.widget.click_answer": " Click the answer.",
    "practice.widget.none_of_them": "none of them",
    "practice.widget.right_answer": "Right answer: {answer}",
    "practice.widget.right_answer_several": "Right answer (one of several): {answer}",
    "practice.widget.finished": "Quiz finished: {right} of {answered} right.",
    "practice.widget.next_seed": "Next: quiz {seed}.",
    "practice.widget.card_state": "{card}, {state}",
    "practice.widget.mark.chosen": "chosen",
    "practice.widget.mark.right": "in the right answer",
    "practice.widget.mark.wrong": "not in the right answer",
})

# ----------------------------------------------------------------------------------------------- share, replay
MESSAGES.update({
    "share.message": "Some link parameters were not used: {problems} The defaults apply instead.",
    "share.must_be_one_of": "must be one of {options}, got {text}",
    "share.must_be_bool": "must be true or false, got {text}",
    "share.must_be_int": "must be a whole number, got {text}",
    "share.must_be_number": "must be a number, got {text}",
    "share.not_field_value": "rules: {item} is not field:value.",
    "share.not_a_rule": "rules: {name} is not a rule of {game} (known: {known}).",
    "share.rule_twice": "rules: {name} is given twice.",
    "share.rules_error": "rules: {error}.",
    "share.too_long": "The link's parameters are longer than {max} characters.",
    "share.not_text": "The link's parameters are not text: {got}.",
    "share.too_many": "The link has too many parameters.",
    "share.not_a_parameter": "{name} is not a parameter of a game page (known: {known}).",
    "share.given_times": "{name}: given {n} times.",
    "share.seed": "seed: must be a whole number from 0 to {max}, got {text}.",
    "share.projector": "projector: must be 1 or 0, got {text}.",
    "share.hands": "hands: must be open (teaching) or mine (playing), got {text}.",
    "share.lang": "lang: must be one of {options}, got {text}.",
    "share.players_twice": "players: given both as a parameter and in rules.",
    "share.players": "players: {game} is for {allowed} players, got {text}.",
    "widget.out_of_bounds": "must be a whole number from {min} to {max}, got {got}",
    "share.rule_not_used": "rules: {item} was not used: it does not go with the other rules.",
    "rules_error.range": "must be {min}-{max}, got {value}",
    "rules_error.one_of": "must be one of {options}, got {value}",
    "save.too_big": "is {size} bytes; a saved game is at most {max}",
    "save.not_object": "must be a JSON object, got {got}",
    "save.unknown_field": "is not a field of a saved game",
    "save.missing": "is missing",
    "save.format": "must be {expected}, got {got}",
    "save.version": "this cardrules reads version {expected}, got {got}",
    "save.no_game": "is not a game of cardrules: {name}",
    "save.other_game": "the file is a {file} game, this table plays {table}",
    "save.state_not_object": "must be a JSON object",
    "save.changed": "does not match the saved game: the file was changed after it was saved",
    "save.state_game": "must be {name} like the file, got {got}",
    "save.step": "must be a whole number from 0 to {max}, got {got}",
    "replay.title": "{game}: a replay",
    "replay.players": "{n} players",
    "replay.house_rules": "; house rules: {rules}",
    "replay.yes": "yes",
    "replay.no": "no",
    "replay.rule": "{rule} = {value}",
    "replay.write_up_rules": "; the rules of the original write-up",
    "replay.made_with": ". Made with cardrules.",
    "replay.first": "First",
    "replay.back": "Back",
    "replay.forward": "Forward",
    "replay.last": "Last",
    "replay.step": "Step {i} of {n}",
})

# ----------------------------------------------------------------------------------------------- lab lessons
MESSAGES.update({
    "simulate.measure.win_rate": "win rate {owner}",
    "simulate.measure.mean_score": "mean score {owner}",
    "simulate.measure.spread": "score spread (sd) {owner}",
    "simulate.measure.length_decisions": "game length (decisions)",
    "simulate.measure.length_deals": "game length (deals)",
    "simulate.measure.margin": "margin (top score minus next)",
    "simulate.significant": "a significant difference",
    "simulate.not_significant": "not a significant difference (it could be chance)",
    "simulate.not_significant_p": "the difference is not significant (p {p}).",
    "simulate.two.wins": "{who} wins {pa:.0%} of games under {a} and {pb:.0%} under {b}: {diff:+.1f} percentage points (95% interval {lo:+.1f} to {hi:+.1f}), {verdict}, p {p}.",
    "simulate.two.margin": " The winner leads the next by {ga:.1f} points under {a} and {gb:.1f} under {b}; {tail}",
    "simulate.two.closer": "games are significantly closer under {b} (p {p}).",
    "simulate.two.less_close": "games are significantly less close under {b} (p {p}).",
    "simulate.two.length": "Games last {ma:.1f} decisions under {a} and {mb:.1f} under {b}; {tail}",
    "simulate.two.longer": "they are significantly longer under {b} (p {p}).",
    "simulate.two.shorter": "they are significantly shorter under {b} (p {p}).",
    "simulate.two": "{first} {second}{closer}",
    "simulate.two.largest": "The largest differences: {differences}.",
    "simulate.two.difference": "{measure} {ma:.2f} under {a}, {mb:.2f} under {b}",
    "simulate.value.yes": "yes",
    "simulate.value.no": "no",
    "simulate.rule_value": "{rule}: {value}",
    "simulate.rate.none": "{what}: no game to count.",
    "simulate.rate.more": "significantly more than {expected:.0%} (p {p})",
    "simulate.rate.less": "significantly less than {expected:.0%} (p {p})",
    "simulate.rate.same": "not significantly different from {expected:.0%} (p {p})",
    "simulate.rate": "{what}: {share:.1%} of {n} games (95% interval {lo:.1%} to {hi:.1%}), {verdict}.",
    "simulate.one.more": "significantly more than an even share of {even:.0%} (p {p}): the seat matters.",
    "simulate.one.less": "significantly less than an even share of {even:.0%} (p {p}): the seat matters.",
    "simulate.one.same": "not significantly different from an even share of {even:.0%} (p {p}).",
    "simulate.one": "{who} wins {share:.1%} of {n} games (95% interval {lo:.1%} to {hi:.1%}), {tail}",
    "lab.bot.heuristic": "heuristic",
    "lab.bot.random": "random",
    "lab.bot.mc:40": "Monte Carlo (fast, 40 rollouts)",
    "lab.bot.mc": "Monte Carlo (default strength)",
    "lab.widget.game": "Game",
    "lab.widget.first_bot": "South's bot",
    "lab.widget.other_bots": "Other seats",
    "lab.widget.games": "Games",
    "lab.widget.seed": "Seed",
    "lab.widget.run": "Run",
    "lab.widget.variant": "Variant {name}",
    "lab.widget.plot_title": "{game}: A = {a}; B = {b}",
    "lab.study.eldest_simplified": "The eldest hand took the pool (simplified order)",
    "lab.study.eldest_traditional": "The eldest hand took the pool (traditional order)",
    "lab.lesson.intro": (
        "# House-rules lab\n"
        "Does the 8-card deal favour the first player in Tablanette? Does a peak of 7 make 9 Peak shorter and closer?\n"
        "Questions like these are answered by playing many games between bots under variant A and variant B and comparing\n"
        "them honestly: every figure below comes with its 95% interval, and a plain sentence says whether a difference is\n"
        "larger than chance would make it. The games are played in parallel on every core of the server, and the same\n"
        "rules and seed give the same games whatever the number of cores."
    ),
    "lab.lesson.the_lab": (
        "## The lab\n"
        "Choose a game, set variant A and variant B in the two rules forms (A starts as the original write-up's rules, B\n"
        "with the house rule that the game's study below looks at; one deal per game where the game allows it), choose the\n"
        "bots and the number of games, and press **Run**. The bar shows the games played and, from the pace of the first\n"
        "games, the time left; then come the figure (final scores, each seat's win rate with its interval, game length), the\n"
        "game's own counts and the comparison table with its sentence. The Monte Carlo bot plays far better than the\n"
        "heuristic one but is many times slower."
    ),
    "lab.lesson.reading": (
        "## Reading the results\n"
        "*Win rate* is the share of games a seat (or a team) wins, a shared win counting as a share; the interval is\n"
        "Wilson's 95% interval. *Significant* means a difference that chance alone would produce less than one time in\n"
        "twenty (a two-sided test at the 5% level). Every variant is played on the same seeds, so the first deals are the\n"
        "same cards and the comparison is sharper. The studies below were played once, with small numbers of games, when the\n"
        "package was built, and are stored with it (`make studies`); a difference they call \"not significant\" may well become significant with ten times as\n"
        "many games, and the figures move a little."
    ),
    "lab.lesson.tablanette": (
        "## Tablanette: does the 8-card deal favour the first player?\n"
        "Parlett's variant deals eight cards to each of two players instead of six. South plays first in every deal here\n"
        "(the first dealer is North), so South's win rate is the first player's. One deal per game, heuristic bots."
    ),
    "lab.lesson.spoil_five": (
        "## Spoil Five: is there a first-seat advantage?\n"
        "The eldest hand (the dealer's left) leads to the first trick. With five players, of the deals whose pool is won\n"
        "(about half are spoiled and carry the pool over), an even share would be one pool in five. Does leading first\n"
        "help, under the simplified card order and the traditional one?"
    ),
    "lab.lesson.packs": (
        "## Packs: what do the special pairs do?\n"
        "Two same-suit cards from 2 to 5 played together count as a two-digit number (5-4 is 54), which lets small cards\n"
        "pack and steal big ones. Two players, one deal; A plays the write-up's rule, B counts pairs at face value."
    ),
    "lab.lesson.dudak": (
        "## Dudak: personal trumps or none?\n"
        "Three players, one deal. A plays the write-up's personal trumps (declared at any time, after which the declarer takes\n"
        "whole piles); B plays without them. In Dudak the \"winners\" are the two players who escape; the figure to watch is\n"
        "the game length, and how often a deal stalls until the turn limit."
    ),
    "lab.lesson.nine_peak": (
        "## 9 Peak: does a peak of 7 make the game shorter and closer?\n"
        "The draft's first question. Four players; A is the draft's peak of 9, B a peak of 7 (numbers reach the peak\n"
        "sooner, so more cards go to peak piles and fewer stay in hands to build sets)."
    ),
    "lab.lesson.command_line": (
        "## The same from the command line\n"
        "`python -m cardrules simulate tablanette --games 10000 --variant six single_deal=true --variant eight\n"
        "single_deal=true eight_card_deal=true --workers 2 --out results.csv` plays the first study with 10,000 games a\n"
        "variant, writes one row per game to `results.csv` and prints the comparison. With `--scheduler\n"
        "tcp://<host>:8786` (install `cardrules[dask]`) the games run on a Dask cluster instead, with the same results."
    ),
})

# ------------------------------------------------------------------------------------- lab figures and facts
MESSAGES.update({
    "simulate.game_failed": "{game} game {index} (seed {seed}, variant {variant}) raised an error, so the run stopped: {error}. Its rules: {rules}",
    "simulate.write_up_rules": "write-up rules",
    "simulate.error.bots_type": "bots must be a name or one name per seat, got {got}",
    "simulate.error.bots_per_seat": "give one bot per seat ({players}), got {n}",
    "simulate.error.bot": "unknown bot {spec} (known: random, heuristic, mc, mc:<rollouts>, mc@<seconds>)",
    "simulate.error.rollouts": "{spec}: a Monte Carlo bot takes 1 to {max} rollouts a decision",
    "simulate.error.games": "games must be a whole number from 1 to {max}, got {got}",
    "simulate.error.seed": "seed: must be a whole number, got {got}",
    "simulate.error.workers": "workers must be a whole number of at least 1 (leave it out to use every core), got {got}",
    "cli.error": "error: {option}: {reason}",
    "cli.whole": "must be a whole number from {min} to {max} in the digits 0-9, got {got}",
    "cli.variant_twice": "the label {label} is given twice",
    "cli.out": "cannot write {path}: {reason}",
    "cli.out_is_dir": "{path} is a folder",
    "cli.no_dask": "needs the dask extra (pip install 'cardrules[dask]')",
    "cli.scheduler": "cannot reach the scheduler {address} within {seconds} s ({reason})",
    "simulate.plot.scores": "Final scores (every seat)",
    "simulate.plot.score": "score",
    "simulate.plot.games": "games",
    "simulate.plot.length": "Game length",
    "simulate.plot.decisions": "decisions per game",
    "simulate.plot.win_rates": "Win rate with 95% intervals",
    "simulate.plot.win_rate": "win rate",
    "simulate.plot.even_share": "even share",
    "simulate.column.group": "group",
    "simulate.column.measure": "measure",
    "simulate.column.estimate": "estimate",
    "simulate.column.low": "low",
    "simulate.column.high": "high",
    "simulate.column.games": "games",
    "simulate.facts.per_game": "per game",
    # the worked studies of the house-rules lab: variant labels and figure titles
    "lab.study.tablanette.six": "6 cards",
    "lab.study.tablanette.eight": "8 cards",
    "lab.figure.alt": (
        "{title}. The figure shows, for each variant, every player's mean score, each seat's win rate with its 95%"
        " interval beside an even share, and how long the games last; the tables below give the figures."
    ),
    "lab.study.tablanette.title": "Tablanette: 6-card against 8-card deal",
    "lab.study.spoil_five.simplified": "simplified",
    "lab.study.spoil_five.traditional": "traditional",
    "lab.study.spoil_five.title": "Spoil Five, 5 players: simplified against traditional order",
    "lab.study.packs.special_pairs": "special pairs",
    "lab.study.packs.face_value": "face value",
    "lab.study.packs.title": "Packs, 2 players: special pairs against face value",
    "lab.study.dudak.trumps": "trumps any time",
    "lab.study.dudak.no_trumps": "no trumps",
    "lab.study.dudak.title": "Dudak, 3 players: personal trumps against none",
    "lab.study.nine_peak.peak_9": "peak 9",
    "lab.study.nine_peak.peak_7": "peak 7",
    "lab.study.nine_peak.title": "9 Peak, 4 players: peak 9 against peak 7",
})

# ------------------------------------------------------------------------------- malformed positions and rules
# The reasons of StateFormatError and RulesError (the field names they come with are not translated).
MESSAGES.update({
    "state_error.mapping": "must be a mapping, got {got}",
    "state_error.unknown_field": "is not a field of a saved game",
    "state_error.missing": "is missing",
    "state_error.format": "must be {expected}, got {got}",
    "state_error.version": "this cardrules reads version {expected}, got {got}",
    "state_error.game": "this is a {game} loader, the data is for {got}",
    "state_error.start_mapping": "must be a mapping",
    "state_error.moves": "must be a list of move notations (strings)",
    "state_error.move": "{move} cannot be played here: {reason}",
    "card_error.suit": "not a suit: {got}",
    "card_error.joker_rank": "Joker-suit cards are numbers 1-9, got {got}",
    "card_error.rank": "not a rank: {got}",
    "card_error.code_short": "not a card code: {code} (write rank then suit, e.g. AS, 10H)",
    "card_error.code_suit": "not a card code: {code} (suit letter must be S, H, D, C or X)",
    "card_error.code": "not a card code: {code} ({reason})",
    "card_error.not_in_game": "{code} is not a card of this game ({deck})",
    "card_error.deck.standard": "a standard deck: A, 2-10, J, Q, K of S, H, D, C; no Jokers",
    "card_error.deck.numbers": "its cards are numbered 1-9, of S, H, D, C and the Jokers X; an Ace is written 1",
    "card_error.not_a_card": "not a card: {got}",
    "card_error.spelled": "this game writes the {name} {own}, not {code}",
    "card_error.not_in_deck": "this game's deck ({n} different cards) has no {code}",
    "state_error.card_codes": "must be card codes (a string or a list of strings)",
    "state_error.conservation": "cards do not make up the deck: {parts}",
    "state_error.conservation.missing": "missing {cards}",
    "state_error.conservation.extra": "extra or duplicated {cards}",
    "state_error.conservation.foreign": "not in this game's deck: {cards}",
    "state_error.integer": "must be an integer, got {got}",
    "state_error.range": "must be {lo}-{hi}, got {got}",
    "state_error.seat": "must be a seat 0-{max}, got {got}",
    "state_error.bool": "must be true or false, got {got}",
    "state_error.hands_list": "must be a list of {n} hands (card codes)",
    "state_error.hands_count": "needs {n} hands, got {got}",
    # what a visitor sends that is not a saved game, refused whatever its size, depth or type (cardrules.protocol)
    "state_error.brief.int": "a whole number of about {digits} digits",
    "state_error.brief.nested": "a {type} nested too deep to show",
    "state_error.brief.opaque": "a value of type {type}",
    "state_error.brief.cut": "({n} characters)",
    "state_error.too_deep": "nests lists or objects more than {max} deep; a saved game needs far fewer",
    "state_error.number_too_long": "holds {got}; a saved game's numbers have at most {max} digits",
    "state_error.not_finite": "holds {got}, which is not a number a saved game uses",
    "state_error.not_json_value": "holds a value of type {type}, which JSON cannot hold",
    "state_error.key_type": "has a key that is not text: {got}",
    "state_error.too_big": "is {size} characters long; at most {max} are read",
    "state_error.not_utf8": "is not UTF-8 text (unreadable byte at position {at}): not a saved game",
    "state_error.not_text": "must be JSON text, got {got}",
    "state_error.not_json": "is not valid JSON (line {line}, column {column})",
    "state_error.json_unreadable": "could not be read as JSON",
    "state_error.rules_unreadable": "cannot be read as house rules of this game",
    "state_error.start_unreadable": "is not a start position of {game}: a value has the wrong type or shape",
    "state_error.move_unreadable": "{move} cannot be replayed here: it is not a move of this game in this position",
    "state_error.too_many_moves": "holds {n} moves; this server loads games of at most {max} moves",
    # the one error guard of every widget callback (cardrules.widgets.guard): one line, never a traceback
    "guard.not_allowed": "Not allowed: {reason}",
    "guard.too_deep": "Refused: what was sent nests too deep to be read.",
    "guard.too_big": "Refused: what was sent is too big for this server.",
    "guard.unexpected": "This could not be done because of an error on the server; the server's log has the details.",
    # the lab's Run on a shared server (cardrules.widgets.lab): limits, progress, Cancel
    "lab.run.cancel": "Cancel",
    "lab.run.limits": "On this server a run plays at most {games} games per variant and uses at most {seconds} seconds of computing time; it then stops and shows what it finished.",
    "lab.run.too_many": "{n} games per variant is more than this server plays in one run (at most {max}).",
    "lab.run.progress": "{done} of {total} games",
    "lab.run.progress_left": "{head}, about {seconds} s left",
    "lab.run.progress_over": "{head}; at this pace the run needs about {needed} s of computing time, more than this server's limit of {limit} s: it will stop after about {fit} games per variant",
    "lab.run.cancelled": "Cancelled: {done} of {total} games per variant were finished.",
    "lab.run.shown": "The figure and the table below show them.",
    "lab.run.not_shown": "Too few to compare: no figure or table this time.",
    "lab.run.budget": "Stopped after {seconds} seconds of computing time, this server's limit for one run: {done} of {total} games per variant were finished. Fewer games, or faster bots, fit in the limit.",
    "lab.run.done": "{n} games per variant played in {seconds} seconds of computing time.",
    "lesson.before": "Before",
    "lesson.after": "After",
    "lesson.move": "{name}: {move}",
    "illegal.message": "illegal move {move}: {reason}",
    "illegal.unreadable": "cannot read it as a move ({error})",
    "move_error.not_text": "not a move's notation (a move is written as text, e.g. one of the moves listed): {got}",
    "rules_error.mapping": "must be a mapping of field names to values, got {got}",
    "rules_error.unknown": "is not a rule of this game (known: {known})",
    "rules_error.type": "must be {type}, got {got} {value}",
})

# ------------------------------------------------------------------------ stored studies (cardrules/studies.py)
MESSAGES.update({
    "study.intro": (
        "**What the stored run shows** ({games} games a variant, played once when the package was built and stored "
        "with it; every figure in this list is computed from those games):"
    ),
    "study.mean": "{what}: {va} a game with {a}, {vb} with {b}; {verdict}.",
    "study.share": "{what}: {va} with {a}, {vb} with {b}; {verdict}.",
    "study.verdict.higher": "higher with {b}, more than chance would make it (p {p})",
    "study.verdict.lower": "lower with {b}, more than chance would make it (p {p})",
    "study.verdict.same": "no difference beyond chance at this size (p {p})",
    "study.vs": "{what}, against an even share of {expected}: {parts}.",
    "study.vs.variant": "{value} of {n} with {variant} ({verdict})",
    "study.vs.more": "more than an even share, p {p}",
    "study.vs.less": "less than an even share, p {p}",
    "study.vs.same": "no different from an even share, p {p}",
    "study.tablanette.first_wins": "The first player's wins",
    "study.tablanette.tablanettes": "Tablanettes",
    "study.tablanette.points": "The first player's points",
    "study.tablanette.answer.higher": "With eight cards the first player wins more often.",
    "study.tablanette.answer.lower": "With eight cards the first player wins less often.",
    "study.tablanette.answer.no": (
        "No first-player advantage from the 8-card deal shows at this size; what the bigger hands change shows in "
        "the other measures."
    ),
    "study.spoil_five.eldest": "Won pools taken by the eldest hand",
    "study.spoil_five.spoiled": "Spoiled deals (the pool carried over)",
    "study.spoil_five.jinks": "Jinks won",
    "study.spoil_five.answer.higher": "Leading first makes a difference to who takes the pool, under at least one order.",
    "study.spoil_five.answer.no": "Leading first is no visible advantage among these bots, under either card order.",
    "study.packs.steals": "Steals",
    "study.packs.packs_made": "Packs made",
    "study.packs.decisions": "Length in decisions",
    "study.packs.first_wins": "South's wins",
    "study.packs.answer.higher": "South wins more often when pairs count at face value.",
    "study.packs.answer.lower": "South wins less often when pairs count at face value.",
    "study.packs.answer.no": (
        "Who wins is not measurably affected by the special pairs at this size; the other measures show what they "
        "change in play."
    ),
    "study.dudak.decisions": "Length in decisions",
    "study.dudak.stalled": "Deals stopped at the turn limit",
    "study.dudak.answer.higher": "Without personal trumps Dudak lasts longer: the trumps are what make it end.",
    "study.dudak.answer.lower": "Without personal trumps Dudak is shorter.",
    "study.dudak.answer.no": "The personal trumps make no measurable difference to the length at this size.",
    "study.nine_peak.decisions": "Length in decisions (shorter?)",
    "study.nine_peak.margin": "The winner's lead over the runner-up (closer?)",
    "study.nine_peak.peaks": "Peaks",
    "study.nine_peak.answer.higher": "A peak of 7 does not make the game shorter: it lasts longer.",
    "study.nine_peak.answer.lower": "A peak of 7 makes the game shorter.",
    "study.nine_peak.answer.no": (
        "A peak of 7 does not make the game measurably shorter at this size; run the lab with more games for a "
        "firmer answer."
    ),
})

# ------------------------------------------------------------------ the app's page notices (the Voila template)
MESSAGES.update({
    "page.busy": "The server is busy: this page is taking longer than usual to be made.",
    "page.broken": "Part of this page could not be made, probably because the server is busy.",
    "page.reload": "Reload the page",
    "page.gone": "This page waited too long for the server and its session was closed; opening it afresh…",
    "page.full_title": "The server is full",
    "page.full": (
        "Every place on this server is taken just now: it runs as many game tables as it can hold. Places free "
        "up within a minute or two as visitors leave; please try again then."
    ),
    "page.upload_too_big": "Not loaded: {name} is {size} bytes; a saved game is at most {max} bytes. Nothing was sent.",
})

# ------------------------------------------------------------------------- the live table: clicks and deal ends
MESSAGES.update({
    "widget.show_legal": "Show legal moves",
    "widget.open_hands_tip": "Every hand face up, to learn with (the bots still see only their own hands)",
    "widget.show_legal_tip": "Mark the cards that can go now (and, once a card is picked, where it can go)",
    "widget.next_deal": "Next deal",
    "widget.last_position": "The position the deal ended on, before its last move:",
    "widget.final_position": "The final position:",
    "widget.more_controls": "More controls: seed, language, legal moves, step",
    "widget.score_line": "Score:",
    "widget.deal_ended": "Deal {deal} is over: its result.",
    "widget.deal_over_first": "this deal is over: go on to the next deal first",
    "widget.choices": "Or:",
    "widget.choices_only": "Your move:",
    "widget.picked": "Picked {cards}:",
    "widget.picked_more": "Picked {cards}: choose one of the moves below, or click more cards:",
    "render.game_over": "Deal {deal} is over, and so is the game",
    "render.game_over_one": "The game is over",
    "render.total": "Total",
    "render.final_scores": "The scores",
    "render.deal_total": "This deal",
    "render.running_total": "Running total",
    "render.deal_scores": "Deal {deal}: the scores",
    "render.deal_no_points": "No points this deal",
    'landing.join_room': 'Join a room',
    'landing.join_room_help': 'In class? Type the room code your teacher shows:',
    'widget.open_room': 'Open a room',
    'widget.open_room_tip': 'Play this deal with the class: each pupil on their own screen, the table on the projector',
})
