"""Every text of 9 Peak in English: its moves, refusals, narration, status, table labels, lessons,
practice questions, facts and house rules, by message key (registered by :func:`cardrules.i18n.register`).
The English help of each house rule is the field's docstring in ``rules.py``, its one source."""

MESSAGES: dict[str, str] = {
    "nine_peak.title": "9 Peak",
    "nine_peak.move.pass_one": "Pass: place {card}",
    "nine_peak.move.pass_two": "Pass: place {first} then {second}, then take one",
    "nine_peak.hint.then": "{move} ({then})",
    "nine_peak.hint.wins": "wins the game in about {k} of 10 tries",
    "nine_peak.move.take": "Take {card} from the Area",
    "nine_peak.move.play": "Play a set of {n}: {cards}",
    "nine_peak.move_error.empty": "an empty move: write pass, take or play, e.g. 'pass 5S'",
    "nine_peak.move_error.pass": "a Pass places one or two cards, e.g. 'pass 5S' or 'pass 5S 6H'",
    "nine_peak.move_error.take": "take one card, e.g. 'take 3D'",
    "nine_peak.move_error.play": "write a set as 'play N: cards', e.g. 'play 3: 3S 2H 3D'",
    "nine_peak.move_error.verb": "unknown move {verb!r} (pass, take or play)",
    "nine_peak.preset.draft": "Draft 7, 4 players",
    "nine_peak.preset.draft_3": "Draft 7, 3 players",
    "nine_peak.preset.draft_5": "Draft 7, 5 players",
    "nine_peak.preset.peak_7": "Peak 7",
    "nine_peak.preset.double_bonus": "Double bonus",
    "nine_peak.preset.peak_7_double_bonus": "Peak 7 and double bonus",
    "nine_peak.preset.idea_a": "Idea A: numbers 1-5, three copies (65 cards)",
    "nine_peak.preset.idea_a_3": "Idea A, 3 players: numbers 1-5, two copies (45 cards)",
    "nine_peak.preset.idea_b_5": "Idea B, 5 players: 66 cards, 6 in the Area, 12 each",
    "nine_peak.preset.idea_b_3": "Idea B, 3 players: 6 in the Area, 12 each, 24 unused",
    "nine_peak.preset.setup_set_aside": "Setup peaks set aside",
    "nine_peak.preset.setup_refill_5": "Setup peaks refilled, 5 players",
    "nine_peak.preset.printed_jokers": "Printed Joker suits",
    "nine_peak.preset.no_jokers": "No Jokers",
    "nine_peak.preset.area_8_hands_10": "Area of 8, hands of 10, 3 players",
    "nine_peak.rules.setup_peak.option.reshuffle": "reshuffle and deal again",
    "nine_peak.rules.setup_peak.option.set_aside": "set the cards aside",
    "nine_peak.rules.setup_peak.option.refill": "set aside and refill",
    "nine_peak.rules.joker_suits.option.wild": "each Joker any suit, or a Joker",
    "nine_peak.rules.joker_suits.option.printed": "printed suits must differ",
    "nine_peak.zone.hand_last_one": (
        "one card left: when a hand empties, the game ends at the end of that round"
    ),
    "nine_peak.zone.hand_last_two": (
        "two cards left: when a hand empties, the game ends at the end of that round"
    ),
    "nine_peak.zone.set": "{name}'s set {k}: {cards}",
    "nine_peak.zone.set_note": "scores {size} × {count} = {points} VP",
    "nine_peak.range.heading": "range",
    "nine_peak.range.number": "{n}s",
    "nine_peak.range.peak": "peak",
    "nine_peak.range.peak_row": "peak {v}",
    "nine_peak.range.line": "{n}s count as {lo}-{hi}",
    "nine_peak.range.line_only": "{n}s only {n}",
    "nine_peak.range.plain": "The ranges now: {ranges}.",
    "nine_peak.reason.not_a_move": (
        "{move} is not a 9 Peak move (pass, take or play, with cards as their fields)"
    ),
    "nine_peak.reason.must_take": "you placed two cards and must now take one card from the Area",
    "nine_peak.reason.not_in_area": "{card} is not in the Area",
    "nine_peak.reason.take_after_pass": (
        "you may take a card from the Area only after placing two cards in a Pass"
    ),
    "nine_peak.reason.take_empty": (
        "the Area is empty, and you may take a card only after placing two cards in a Pass"
    ),
    "nine_peak.reason.not_held": "you do not hold {card}",
    "nine_peak.reason.held_only": "you hold only {held} {card}",
    "nine_peak.reason.set_size": "a set needs a size of 1 or more, got {n}",
    "nine_peak.reason.set_count": "a set of {n} must have exactly {n} cards, got {got}",
    "nine_peak.reason.range": (
        "every card of a set of {n} must be able to count as {n}: {card} counts as {lo}-{hi} ({extra} of "
        "its number in the Area)"
    ),
    "nine_peak.reason.range_only": (
        "every card of a set of {n} must be able to count as {n}: {card} counts only as {lo} (no {number} "
        "in the Area)"
    ),
    "nine_peak.zone.area": "Area {n}s: count as {lo}-{hi}",
    "nine_peak.zone.area_only": "Area {n}s: {n} only",
    "nine_peak.zone.area_note": "{n} + {c} = {hi}; peak at {peak}",
    "nine_peak.zone.peaks": "{name}'s peak cards",
    "nine_peak.zone.vp": "{n} VP (kept face down at a real table; shown face up here so you can follow them)",
    "nine_peak.zone.pile": "Unused pile",
    "nine_peak.zone.out": "Set aside at setup",
    "nine_peak.fact.peak": "Peak",
    "nine_peak.fact.start_player": "Start player",
    "nine_peak.fact.last_seat": "Last seat",
    "nine_peak.fact.end": "End",
    "nine_peak.fact.bonus": "No-Joker bonus",
    "nine_peak.fact.not_yet": "not yet",
    "nine_peak.fact.triggered": "triggered by {name}",
    "nine_peak.fact.bonus_times": "{n} × largest set",
    "nine_peak.status.score": "{who} {points}",
    "nine_peak.status.over": "{who} wins ({table})",
    "nine_peak.status.over_tie": "{who} wins on the tie, being earlier in turn order ({table})",
    "nine_peak.status.take": "{who} to take one card from the Area",
    "nine_peak.status.turn": "{who} to Pass or Play",
    "nine_peak.status.turn_last": "{who} to Pass or Play (last round)",
    "nine_peak.status.turn.click": (
        "Click one or two hand cards to Pass them, or the N cards of a set (each able to count as N) to "
        "Play it; then choose the move from the buttons. Any card may be tried, and one the rules refuse "
        "is explained."
    ),
    "nine_peak.status.turn_last.click": (
        "Click one or two hand cards to Pass them, or the N cards of a set (each able to count as N) to "
        "Play it; then choose the move from the buttons. Any card may be tried, and one the rules refuse "
        "is explained."
    ),
    "nine_peak.status.turn.picked_more": (
        "Picked {cards}: choose a move, or click more hand cards to make a larger set:"
    ),
    "nine_peak.status.turn_last.picked_more": (
        "Picked {cards}: choose a move, or click more hand cards to make a larger set:"
    ),
    "nine_peak.status.take.click": (
        "Click the Area card to take back into your hand (a card you just placed may be taken too)."
    ),
    "nine_peak.event.reshuffle.one": (
        "A number reached the peak while the Area was dealt, so the cards were reshuffled ({n} time)."
    ),
    "nine_peak.event.reshuffle.other": (
        "A number reached the peak while the Area was dealt, so the cards were reshuffled ({n} times)."
    ),
    "nine_peak.event.set_aside": (
        "{cards} reached the peak while the Area was dealt and are set aside, out of play."
    ),
    "nine_peak.event.setup": "The Area is dealt face up: {cards}. The peak is {peak}.",
    "nine_peak.event.setup_empty": "The Area starts empty. The peak is {peak}.",
    "nine_peak.event.deal.each": "{n} cards each",
    "nine_peak.event.deal.hands": "hands of {sizes}",
    "nine_peak.event.deal": "The players are dealt {dealt}.",
    "nine_peak.event.deal_pile": "The players are dealt {dealt}; {pile} cards stay unused.",
    "nine_peak.event.start_player": "{who} is the start player.",
    "nine_peak.event.place_peak": (
        "{who} places {cards} in the Area ({c} of number {n} there now): {n} + {c} reaches the peak."
    ),
    "nine_peak.event.place": (
        "{who} places {cards} in the Area ({c} of number {n} there now), so {n}s count as {range}."
    ),
    "nine_peak.event.peak": (
        "Peak! {n} + {vp} = {peak}: {who} takes {cards} for {vp} VP, and the {n}s start again."
    ),
    "nine_peak.event.take.only": "count only as {n}",
    "nine_peak.event.take.range": "count as {range}",
    "nine_peak.event.take": "{who} takes {cards} back from the Area ({n}s now {now}).",
    "nine_peak.event.no_take": "The Area is empty, so {who} takes nothing back.",
    "nine_peak.event.play": "{who} plays a set of {n}: {cards}.",
    "nine_peak.event.end_trigger": (
        "{who}'s hand is empty: the round is played out up to {last}, then the game ends."
    ),
    "nine_peak.event.score_set.differ": "all suits differ",
    "nine_peak.event.score_set.one_suit_jokers": "{count} of one suit, Jokers counted in",
    "nine_peak.event.score_set.one_suit": "{count} of one suit",
    "nine_peak.event.score_set": "{who}'s set {cards} scores {size} × {count} = {points} ({why}).",
    "nine_peak.event.score_peaks.one": "{who} has {points} peak card: {points} VP.",
    "nine_peak.event.score_peaks.other": "{who} has {points} peak cards: {points} VP.",
    "nine_peak.event.bonus": "{who} has no Joker in any set: bonus {times}{largest} = {points} VP.",
    "nine_peak.event.bonus_joker": "{who} has a Joker in a set: no bonus.",
    "nine_peak.event.bonus_no_set": "{who} has no set: no bonus.",
    "nine_peak.event.bonus_none": "{who} gets no bonus.",
    "nine_peak.event.game_end": "{who} wins ({table}).",
    "nine_peak.event.game_end_tie": "{who} wins on the tie, being earlier in turn order ({table}).",
    "nine_peak.score.sets": "Sets",
    "nine_peak.score.peaks": "Peak cards",
    "nine_peak.score.bonus": "No-Joker bonus",
    "nine_peak.rules_error.peak": (
        "must be above the highest number ({max}), so that every number can reach it, got {peak}"
    ),
    "nine_peak.rules_error.area": (
        "an Area of {area} cards always holds a peak with these numbers and peak {peak} (at most {room} "
        "fit), so reshuffling would never end"
    ),
    "nine_peak.rules_error.rare_area": (
        "an Area of {area} cards without a peak (peak {peak}) is dealt only about once in {one_in} "
        "shuffles, so the reshuffles allowed might never find one: choose a smaller Area, a higher peak, "
        "or another setup peak rule"
    ),
    "nine_peak.rules_error.reshuffles": "no Area without a peak was dealt in {n} reshuffles",
    "nine_peak.rules_error.refill": (
        "refilling an Area of {area} cards with peak {peak} can set aside up to {out} cards, leaving fewer "
        "than one card for each of {players} players from a deck of {deck}: choose a smaller Area, a "
        "higher peak, more cards, fewer players, or another setup peak rule"
    ),
    "nine_peak.rules_error.one_each": "one card each",
    "nine_peak.rules_error.n_each": "{n} cards each",
    "nine_peak.rules_error.deck": (
        "a deck of {deck} with {area} in the Area cannot give {players} players {what}"
    ),
    "nine_peak.summary": (
        "Place cards to widen each number's range and collect peaks; lay sets of N cards that count as N."
    ),
    "nine_peak.lesson.glance": (
        "9 Peak at a glance\n"
        "3 to 5 players, 54 number cards: 1 to 6 in four suits (two of each) and a Joker suit ★ (one of "
        "each).\n"
        "The Area: cards placed face up in the middle. A number n with c cards there counts as any value "
        "from n to n + c.\n"
        "On your turn do one thing: Pass (place one hand card in the Area, or two and take one Area card "
        "back) or Play.\n"
        "Peak: when a number reaches n + c = 9, whoever placed the card takes all its Area cards, 1 "
        "victory point (VP) each.\n"
        "Play: lay a set of N cards from your hand that can each count as N (with two 3s in the Area, your "
        "3s count as 3 to 5, so your 3 3 5 5 5 is a set of five).\n"
        "When a hand empties, the round is played out to the seat on the start player's right, and the "
        "game ends.\n"
        "Each set scores size × its largest suit count (Jokers join any suit; all suits different: size × "
        "size).\n"
        "No Joker in any of your sets: add the size of your largest set. Most VP wins; a tie goes to the "
        "earlier player."
    ),
    "nine_peak.lesson.intro": (
        "# 9 Peak\n"
        "\n"
        "9 Peak is an unpublished card game design, \"9 Peak 草案7\" (draft 7, in Japanese; the write-up names "
        "no author or\n"
        "year). You put number cards into a shared **Area** to widen what each number may count as, "
        "collect a number's cards\n"
        "when its range reaches the **peak** of 9, and lay **sets** of N cards that can each count as N. "
        "Every picture below\n"
        "is a real position worked out by the rules engine of this project; the full rules, with every "
        "point the draft\n"
        "leaves open and what this project chose, are on the page [9 Peak: the full "
        "rules](rules.ipynb?game=nine_peak)."
    ),
    "nine_peak.lesson.cards": (
        "## The cards\n"
        "\n"
        "54 number cards: 1 to 6 in spades, hearts, clubs and diamonds (two of each), and a Joker suit ★ "
        "with one of each\n"
        "number, so nine cards of every number. A Joker is a card of its number like any other; only at "
        "the settlement does it\n"
        "join any suit."
    ),
    "nine_peak.lesson.setup": (
        "## Setup\n"
        "\n"
        "Six cards are dealt face up into the Area (four with five players); the rest are dealt equally to "
        "the players as\n"
        "their hands. Cards that do not divide equally would stay unused, face down (with 54 cards they "
        "always divide). If a\n"
        "number already reaches the peak while the Area is dealt, this project shuffles and deals again "
        "(the draft does not\n"
        "say; the house rules offer two other ways)."
    ),
    "nine_peak.lesson.start_and_turns": (
        "## Who starts, and a turn\n"
        "\n"
        "The players choose the start player by agreement, by rock-paper-scissors or any way they like (on "
        "this page's table\n"
        "the random seed of the deal picks one). Play goes clockwise. On a turn a player does **one** "
        "action: a Pass or a\n"
        "Play, then the turn passes on. Here is a four-player deal: every hand face up, as a lesson shows it."
    ),
    "nine_peak.lesson.range_track": (
        "## The Area as a range track\n"
        "\n"
        "The write-up lays range cards 2 to 8 in a column: that column is the Area. The first card of a "
        "number goes beside\n"
        "range card \"number + 1\", the next one further down, so how far a number's cards reach is the top "
        "of its range. This\n"
        "project draws the track from 2 to 9, one row more than the write-up's cards, so that the row "
        "where a number peaks\n"
        "can be seen (a decision of this project, not of the draft)."
    ),
    "nine_peak.lesson.pass_one": (
        "## Pass: placing widens a range\n"
        "\n"
        "With one 5 in the Area a 5 counts as 5 or 6. South passes by placing a second 5: now a 5 counts "
        "as 5, 6 or 7 (the\n"
        "write-up's first example)."
    ),
    "nine_peak.lesson.peak": (
        "## Peak\n"
        "\n"
        "Two 6s lie in the Area. Placing a third makes 6 + 3 = 9: the placer takes all three at once, 1 VP "
        "each, kept face\n"
        "down in front of them apart from the hand, and the 6s start again (the write-up's second example)."
    ),
    "nine_peak.lesson.pass_two": (
        "## Pass with two cards, then take one back\n"
        "\n"
        "A Pass may place two cards instead, one at a time, with a peak checked after each: here the first "
        "6 peaks and the\n"
        "second starts the 6s again. Then the player takes any one Area card into the hand, a card just "
        "placed included."
    ),
    "nine_peak.lesson.take_only_after_two": (
        "Taking a card from the Area is only the second half of a two-card Pass; asked for on its own, the "
        "engine refuses:"
    ),
    "nine_peak.lesson.play_set": (
        "## Play: a set of N cards that each count as N\n"
        "\n"
        "With two 3s in the Area a 3 counts as 3 to 5, so 3 3 5 5 5 is a set of five (the write-up's third "
        "example). A set\n"
        "stays face up in front of its player, a group of its own."
    ),
    "nine_peak.lesson.which_sets": (
        "Before that play, which sets could South lay? For each size N, the cards that can count as N:"
    ),
    "nine_peak.lesson.set_refused": (
        "Without those 3s in the Area the same cards are refused, and so is a set of the wrong size:"
    ),
    "nine_peak.lesson.scoring": (
        "## Scoring a set\n"
        "\n"
        "At the settlement a set scores its size × the number of its cards of one suit, the most common "
        "suit, a Joker joining\n"
        "any suit. When every suit in the set differs, a Joker included, the whole set counts as one suit: "
        "size × size."
    ),
    "nine_peak.lesson.jokers": (
        "With two Jokers the write-up is unclear. This project lets each Joker be another suit or stay a "
        "Joker, so five\n"
        "different suits are possible with two Jokers; the house rules offer the stricter reading, where "
        "the printed suits\n"
        "must differ:"
    ),
    "nine_peak.lesson.end_of_round": (
        "## The end of the round\n"
        "\n"
        "When a hand empties, play goes on to the end of the current round, the seat on the start player's "
        "right, and then\n"
        "the game ends. Here West started, so South is the last seat: North's hand empties, East and South "
        "still play, and\n"
        "the settlement follows. Cards left in a hand cost nothing. (The sets already laid were made "
        "earlier, when the Area held\n"
        "the cards that let their numbers count as they do; the Area has changed since, and a set stays as "
        "it was laid.)"
    ),
    "nine_peak.lesson.settlement": (
        "## Settlement\n"
        "\n"
        "Sets, then peak cards at 1 VP each, then the no-Joker bonus: a player with no Joker in any set "
        "adds the size of\n"
        "their largest set (the write-up's fourth example: sets of 3 and 5 without a Joker give 5). Most "
        "VP wins; a tie goes\n"
        "to the player earlier in turn order. The score sheet of the end above:"
    ),
    "nine_peak.lesson.deal_intro": (
        "## A short deal, step by step\n"
        "\n"
        "Three players, short hands, South starts (so East is the last seat). South's first move places "
        "the third 6:"
    ),
    "nine_peak.lesson.deal_set": (
        "West uses the Area: two 4s there make a 4 count as 4 to 6, one 3 makes a 3 count as 3 or 4. So 3 "
        "3 4 4 is a set of\n"
        "four, the Joker among them:"
    ),
    "nine_peak.lesson.deal_two": "East passes two cards and takes one back, a 4, which narrows the 4s again:",
    "nine_peak.lesson.deal_end": (
        "South lays the last two cards as a set of two (a 1 counts as 1 or 2 now). South's hand is empty: "
        "West and East\n"
        "each play once more, and the game ends after East, the last seat:"
    ),
    "nine_peak.lesson.deal_scoring": "## The settlement of that deal, line by line",
    "nine_peak.lesson.house_rules": (
        "## House rules\n"
        "\n"
        "The draft's notes ask about a peak of 7, numbers 1 to 5, other deck sizes, a fixed hand of 12 and "
        "a doubled bonus;\n"
        "each is a house rule of this project, as are the two points the draft leaves open (a peak during "
        "setup, two Jokers in\n"
        "a set). The table's value column is the draft's rule:"
    ),
    "nine_peak.lesson.peak_7": (
        "Under peak 7 two 5s already peak (5 + 2 = 7), and a single 6 would peak on its own:"
    ),
    "nine_peak.lesson.study": (
        "## Does the designer's variant play better?\n"
        "\n"
        "Heuristic bots play the same 20 deals under the draft's rules and under the designer's ideas: the "
        "winner's score,\n"
        "the spread between first and last, the game's length, where the points come from and how often "
        "the no-Joker bonus\n"
        "decided the winner. Twenty games are a quick look; the house-rules lab plays thousands."
    ),
    "nine_peak.lesson.practice": (
        "## Practice\n"
        "\n"
        "Which sets can you lay, what will a set score, and does a placement peak? Who still plays once a "
        "hand is empty, and who adds the no-Joker bonus? Each question is asked on a position from a real "
        "deal and answered by the engine: click the cards in the drawing (then *Check*) or the answer, and "
        "every wrong choice is explained. The question set's number and the level choose the questions, so a "
        "class given the same number gets the same ten."
    ),
    "nine_peak.lesson.play": (
        "## Play\n"
        "\n"
        "Deal, step through a game with its narration, or play South against the bots; the house rules can "
        "be changed\n"
        "in the table's House rules tab. *Open hands* turns every hand face up, to learn with (the bots "
        "still see only their\n"
        "own); *Show legal moves* marks the cards that can go now."
    ),
    "nine_peak.page.refused": "The engine refuses **{move}**: {reason}.",
    "nine_peak.page.yes": "yes",
    "nine_peak.page.no": "no",
    "nine_peak.page.deal_result": "**{result}**",
    "nine_peak.page.table.players": "players",
    "nine_peak.page.table.area": "cards in the Area",
    "nine_peak.page.table.hand": "cards in each hand",
    "nine_peak.page.table.unused": "unused",
    "nine_peak.page.table.size": "size N",
    "nine_peak.page.table.example": "a set South could lay",
    "nine_peak.page.table.none": "none: not enough cards count as N",
    "nine_peak.page.table.set": "set",
    "nine_peak.page.table.count": "cards of one suit",
    "nine_peak.page.table.rule": "rule",
    "nine_peak.page.table.points": "VP",
    "nine_peak.page.table.joker_rule": "Jokers",
    "nine_peak.page.table.player": "player",
    "nine_peak.page.table.item": "Item",
    "nine_peak.page.table.how": "how",
    "nine_peak.page.table.result": "result",
    "nine_peak.page.table.winner": "wins",
    "nine_peak.page.table.winner_tie": "wins the tie: earlier in turn order",
    "nine_peak.page.table.help": "what it does",
    "nine_peak.page.table.draft": "draft 7",
    "nine_peak.page.item.score_set": "a set",
    "nine_peak.page.item.score_peaks": "peak cards",
    "nine_peak.page.item.bonus": "no-Joker bonus",
    "nine_peak.study.column.variant": "variant",
    "nine_peak.study.column.players": "players",
    "nine_peak.study.column.games": "games",
    "nine_peak.study.column.winner_score": "winner's score",
    "nine_peak.study.column.spread": "spread (1st - last)",
    "nine_peak.study.column.turns": "turns per game",
    "nine_peak.study.column.peak_share": "points from peaks",
    "nine_peak.study.column.bonus_share": "points from bonus",
    "nine_peak.study.column.bonus_decided": "bonus decided the winner",
    "nine_peak.state_error.unknown_field": "is not a field of a 9 Peak start position",
    "nine_peak.state_error.empty_hand": "every hand must hold at least one card at the start",
    "nine_peak.state_error.area_peak": (
        "{c} cards of {n} in the Area reach the peak ({n} + {c} = {total}); they would already have been "
        "collected"
    ),
    "nine_peak.state_error.reshuffles": "must be a whole number 0 or more",
    "nine_peak.state_error.sets": "must be a list of sets (each card codes)",
    "nine_peak.state_error.empty_set": "a set holds at least one card",
    "nine_peak.state_error.per_player": "must be a list with one entry per player ({n})",
    "nine_peak.state_error.seat": "must be a seat number 0-{max}, got {got}",
    "nine_peak.state_error.not_in_deck": "cards not in this deck (or listed too often): {cards}",
    "practice.nine_peak.end.question": (
        "{ender}'s hand is empty: the game ends with this round. It is {name}'s turn. Who still takes a turn before"
        " the settlement? Click the players, then Check."
    ),
    "practice.nine_peak.end.plays": "{name} still plays: the round goes on to {last}, the seat on the start player's"
                                    " right.",
    "practice.nine_peak.end.done": "{name} has had this round's turn: the game ends after {last}'s.",
    "practice.nine_peak.end.solution": (
        "{ender}'s empty hand ends the game after this round, whose last seat is {last}. Still to play: {names}."
    ),
    "practice.nine_peak.bonus.question": (
        "The game is over; the sets laid are on the table. Who adds the no-Joker bonus at the settlement? Click the"
        " players (none, if nobody does), then Check."
    ),
    "practice.nine_peak.possible": "A set of {n} is possible: {cards} (each can count as {n}).",
    "practice.nine_peak.only": "only {k} of {name}'s cards ({cards})",
    "practice.nine_peak.none_of": "none of {name}'s cards",
    "practice.nine_peak.impossible": "No set of {n}: {held} can count as {n}, and a set of {n} needs {n}.",
    "practice.nine_peak.set_of": "Set of {n}",
    "practice.nine_peak.range": "{k}s count as {lo}-{hi}",
    "practice.nine_peak.no_widening": "the Area widens no number now",
    "practice.nine_peak.sets.solution": (
        "{name} can lay a set of {sizes} (a set of N is N cards that can each count as N; {ranges})."
    ),
    "practice.nine_peak.sets.question": (
        "Which sets can {name} lay now? A set of N is N hand cards that can each count as N. Click every "
        "size possible, then Check."
    ),
    "practice.nine_peak.one_suit": "{count} of one suit",
    "practice.nine_peak.one_suit_jokers": "{count} of one suit (Jokers count as that suit)",
    "practice.nine_peak.differ": "all suits differ",
    "practice.nine_peak.differ_jokers": "all suits differ (a Joker may be any suit)",
    "practice.nine_peak.breakdown": "{size} cards × {count} = {points}: {why}",
    "practice.nine_peak.value.not": (
        "Not {value}: a set scores its size × its largest suit count; here {breakdown}."
    ),
    "practice.nine_peak.value.question": (
        "{name} can lay the set {cards}. What will it score at the end of the game?"
    ),
    "practice.nine_peak.value.solution": "The engine's score: {breakdown}.",
    "practice.nine_peak.no_peak": "No peak",
    "practice.nine_peak.peak_vp": "Peak: {vp} VP",
    "practice.nine_peak.then": " then ",
    "practice.nine_peak.peak.question": (
        "{name} places {cards} in the Area. Does it peak, and for how many VP?"
    ),
    "facts.nine_peak.peaks": "peaks",
    "facts.nine_peak.peak_cards": "peak cards",
    "facts.nine_peak.sets_played": "sets played",
    "facts.nine_peak.largest_set": "largest set",
    "facts.nine_peak.turns": "turns",
    "facts.nine_peak.bonus_decided": "no-Joker bonus decided the winner",
    "nine_peak.rules.players.label": "Players",
    "nine_peak.rules.single_deal.label": "One deal only",
    "nine_peak.rules.peak.label": "Peak",
    "nine_peak.rules.max_number.label": "Highest number",
    "nine_peak.rules.copies_per_suit.label": "Copies per suit",
    "nine_peak.rules.jokers_per_number.label": "Jokers per number",
    "nine_peak.rules.extra_one_joker.label": "Extra Joker 1",
    "nine_peak.rules.area_cards.label": "Area (3-4 players)",
    "nine_peak.rules.area_cards_five.label": "Area (5 players)",
    "nine_peak.rules.deal_all.label": "Deal every card",
    "nine_peak.rules.hand_size.label": "Hand size",
    "nine_peak.rules.bonus_multiplier.label": "Bonus multiplier",
    "nine_peak.rules.setup_peak.label": "A peak at setup",
    "nine_peak.rules.joker_suits.label": "Jokers' suits in a set",
    # what the live table asks at each phase of a turn (cardrules.prompts; the phases in table.py, TABLE.prompts)
    "nine_peak.prompt.play_set": "Play them as a set",
    "nine_peak.prompt.take_it": "Take it back",
}
