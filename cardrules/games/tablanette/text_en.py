"""Every text of Tablanette in English: its moves, refusals, narration, status, table labels, lessons,
practice questions, facts and house rules, by message key (registered by :func:`cardrules.i18n.register`).
The English help of each house rule is the field's docstring in ``rules.py``, its one source."""

MESSAGES: dict[str, str] = {
    "tablanette.title": "Tablanette",
    "tablanette.move.play": "Play {card}",
    "tablanette.move.take": "Play {card}, take {cards}",
    "tablanette.reason.not_a_move": (
        "{move} is not a Tablanette move (a move plays one card and names the table cards it takes)"
    ),
    "tablanette.reason.named_twice": "a table card is named twice",
    "tablanette.reason.not_on_table": "{card} is not on the table",
    "tablanette.reason.jack_takes_all": "a Jack takes every card on the table",
    "tablanette.reason.jack_on_table": "a Jack on the table can only be taken by playing a Jack",
    "tablanette.reason.cannot_split": (
        "{cards} cannot be split into cards of rank {rank} and groups of 2 or 3 cards adding up to {value}"
    ),
    "tablanette.reason.cannot_split_any": (
        "{cards} cannot be split into cards of rank {rank} and groups of any number of cards adding up to "
        "{value}"
    ),
    "tablanette.reason.must_capture": "{card} must capture: it can take {example}",
    "tablanette.reason.take_everything": (
        "everything the card can take must be taken: {example} is still there"
    ),
    "tablanette.zone.captures": "{name}'s captures",
    "tablanette.status.to_play": "{name} to play (deal {deal}).",
    "tablanette.event.cut": "Cut for the deal: {cuts}",
    "tablanette.event.first_dealer": "{who} cut lowest and deals first.",
    "tablanette.event.deal": "Deal {deal}: {who} deals {size} cards each.",
    "tablanette.event.bury_jack": "{jack} turned up on the table goes under the stock; {card} replaces it.",
    "tablanette.event.table": "The table: {cards}.",
    "tablanette.event.position": "A position is set up; the table: {cards}.",
    "tablanette.event.position_empty": "A position is set up with an empty table.",
    "tablanette.event.redeal": "{who} deals {size} more cards each ({stock} left in the stock).",
    "tablanette.event.discard": "{who} plays {card}, which takes nothing and stays on the table.",
    "tablanette.event.sweep": "{who} plays {card} and sweeps the table: {cards} (never a tablanette).",
    "tablanette.event.capture": "{who} plays {card} and takes {groups}.",
    "tablanette.event.tablanette": "{who} plays {card} and takes {groups}: tablanette! {points} points.",
    "tablanette.event.last_cards_nobody": "Nobody captured this deal, so {cards} go to nobody.",
    "tablanette.event.last_cards": (
        "{who} made the last capture and takes what is left: {cards} (never a tablanette)."
    ),
    "tablanette.event.group_sum": "{cards} ({sum} = {value})",
    "tablanette.event.deal_scored.owner": "{owner} took {cards}, worth {points} (total {total})",
    "tablanette.event.deal_scored": "Deal {deal} scored: {each}.",
    "tablanette.score.tablanettes": "Tablanettes",
    "tablanette.score.card_points_parlett": "Card points (A 11, 10 10, K 4, Q 3, J 2)",
    "tablanette.score.honours": "A K Q J 10, one each",
    "tablanette.score.ten_of_diamonds": "10♦ extra",
    "tablanette.score.two_of_clubs": "2♣",
    "tablanette.score.most_cards": "Most cards",
    "tablanette.score.before": "Before this position",
    "tablanette.team": "{first} & {second}",
    "tablanette.zone.hand": "{name}",
    "tablanette.fact.deal": "Deal",
    "tablanette.fact.dealer": "Dealer",
    "tablanette.fact.target": "Target",
    "tablanette.fact.score": "Score",
    "tablanette.move_error.format": "write one played card, then 'take' and the cards taken: {text}",
    "tablanette.preset.two": "2 players, as the write-up has it",
    "tablanette.preset.single_deal": "2 players, one deal",
    "tablanette.preset.eight_cards_parlett": "2 players, 8 cards, Parlett's card points",
    "tablanette.preset.sums_any_size": "2 players, sums of any size",
    "tablanette.preset.jack_is_twelve": "2 players, the Jack is 12",
    "tablanette.preset.aces_one_no_bonus": "2 players, Aces 1, no most-cards bonus",
    "tablanette.preset.aces_eleven_to_60": "2 players, Aces 11, to 60",
    "tablanette.preset.three": "3 players, one deal",
    "tablanette.preset.three_to_151": "3 players, to 151",
    "tablanette.preset.four_individuals": "4 players alone, one deal",
    "tablanette.preset.four_partners": "4 players as partners, one deal",
    "tablanette.preset.four_partners_to_100": "4 players as partners, to 100",
    "tablanette.rules.card_points.option.original": (
        "as the write-up has it (A K Q J 10 one each, 10♦ two, 2♣ one)"
    ),
    "tablanette.rules.card_points.option.parlett": "Parlett's (A 11, 10 10, K 4, Q 3, J 2)",
    "tablanette.rules.ace_in_tablanette.option.as_used": "as used in the capture (11 where free)",
    "tablanette.rules.ace_in_tablanette.option.one": "always 1",
    "tablanette.rules.ace_in_tablanette.option.eleven": "always 11",
    "tablanette.rules.first_dealer.option.cut": "everyone cuts, the lowest card deals",
    "tablanette.rules.first_dealer.option.south": "South plays first",
    "tablanette.rules_error.partnership": "needs 4 players, not {players}",
    "tablanette.rules_error.eight_card_deal": "is a 2-player rule; with {players} players everyone gets 4",
    "tablanette.summary": "Capture table cards by rank and by sums; clear the table for a tablanette.",
    "tablanette.lesson.glance": (
        "Tablanette at a glance\n"
        "2 to 4 players (4 alone or as two partnerships), one 52-card deck.\n"
        "Deal: 6 cards each (4 each with 3 or 4 players), 4 face up to the table, the rest is the stock; "
        "deal again when the hands are empty.\n"
        "A turn: play one card; it takes every table card of its rank and every group of 2 or 3 table "
        "cards adding up to its value.\n"
        "Values: 2-10 their number, Queen 13, King 14, Ace 1 or 11; the Jack has none.\n"
        "What can be taken must be taken; a card that takes nothing stays on the table.\n"
        "Tablanette: clearing the table scores at once the value of every card taken, the played card "
        "included.\n"
        "The Jack takes the whole table but never makes a tablanette; a Jack on the table is taken only by "
        "a Jack.\n"
        "End of a deal: the last to capture takes what is left; A K Q J 10 score 1 each (10♦ 2), 2♣ 1, "
        "most cards 3.\n"
        "The first to 251 wins (151 for 3 players or 4 alone); a tablanette can end the game mid-deal."
    ),
    "tablanette.lesson.intro": (
        "# Tablanette\n"
        "A fishing game of the Casino family for two to four players. You play one card a turn and capture "
        "the table cards that\n"
        "match its rank or add up to its value; sweeping the table clean (*table nette*, \"a clean table\") "
        "scores at once.\n"
        "Every position below is drawn by the engine: the position before a move, the move, the position "
        "after and what\n"
        "happened. The full rules, with the points the original write-up leaves open, are on the page\n"
        "[Tablanette: the full rules](rules.ipynb?game=tablanette)."
    ),
    "tablanette.lesson.the_deal": (
        "## The deal\n"
        "Everyone cuts the deck and the lowest card deals first; after each deal the deal passes on, so "
        "with two players the\n"
        "dealer alternates. The dealer deals six cards each (four each with three or four players), one at "
        "a time from the\n"
        "left, then lays four cards face up: the **table**. The rest is the face-down **stock**. The "
        "player on the dealer's\n"
        "left (with two, the non-dealer) plays first. Here is a real deal, how it began and every hand "
        "face up:"
    ),
    "tablanette.lesson.jacks_at_the_deal": (
        "## Jacks among the first four table cards\n"
        "A Jack turned up among the four table cards goes to the bottom of the stock, and the top card of "
        "the stock replaces it\n"
        "(a Jack drawn as a replacement goes under too). Here is the start of a deal where that happened:"
    ),
    "tablanette.lesson.values": (
        "## Values\n"
        "Number cards count their number, the Queen 13, the King 14, and an Ace 1 or 11, as the player "
        "likes (played or on the\n"
        "table). The Jack has no value: it is special (see below)."
    ),
    "tablanette.lesson.capturing_by_rank": (
        "## Capturing by rank\n"
        "A card takes every table card of its own rank, and the played card goes with them to the player's "
        "pile. With K♠ K♦ 7♣\n"
        "on the table, a played K♥ takes both Kings:"
    ),
    "tablanette.lesson.capturing_by_sums": (
        "## Capturing by sums, and the tablanette\n"
        "A card also takes any two or three table cards that add up to its value (never four or more): a 5 "
        "takes 2 + 3. Here\n"
        "that clears the table, so it is a **tablanette**: it scores at once the value of every card "
        "taken, the played card\n"
        "included, 2 + 3 + 5 = 10."
    ),
    "tablanette.lesson.several_groups_at_once": (
        "## Several groups at once, and everything must be taken\n"
        "With 2 3 4 8 9 on the table, a Queen (13) takes 2 + 3 + 8 **and** 4 + 9. What can be taken must "
        "be taken, so taking\n"
        "only one group is refused; the engine says why:"
    ),
    "tablanette.lesson.never_counted_twice": (
        "## A card is never counted twice\n"
        "With 2 3 5 9 on the table, a King (14) can take 2 + 3 + 9 or 5 + 9, but not all four: the 9 would "
        "be counted twice.\n"
        "Both captures are legal, and the player chooses:"
    ),
    "tablanette.lesson.aces": (
        "## Aces: a real choice\n"
        "The player need not take the most cards. With A♣ 10♠ on the table a played A♥ may take both (the "
        "table Ace as 1:\n"
        "1 + 10 = 11), a tablanette worth 1 + 10 + 11 = 22, the played Ace counting 11; or the table Ace "
        "alone, by rank, which\n"
        "leaves the 10♠:"
    ),
    "tablanette.lesson.the_39_point_tablanette": (
        "## The 39-point tablanette\n"
        "With 3 10 Q on the table a played Queen takes the Queen by rank and 3 + 10 by sum: 3 + 10 + 13 + "
        "13 = 39."
    ),
    "tablanette.lesson.takes_nothing": (
        "## A card that takes nothing stays on the table\n"
        "A card that can capture must capture: the 5 may not be thrown away on 2 3. An 8 takes nothing "
        "there, so it is laid\n"
        "down and becomes a table card (a *discard*):"
    ),
    "tablanette.lesson.jacks": (
        "## The Jack\n"
        "A played Jack takes the **whole table**, but that is never a tablanette. A Jack lying on the "
        "table can be taken only by\n"
        "another Jack, so while it lies there no tablanette is possible: a 9 takes 4 + 5 and leaves the "
        "Jack. A Jack played to\n"
        "an empty table takes nothing and stays there."
    ),
    "tablanette.lesson.redeal": (
        "## Redeal\n"
        "When every hand is empty and stock remains, the dealer deals six cards each again (four with "
        "three or four players);\n"
        "no cards go to the table, and play goes on in turn. Here South and North play their last cards, "
        "and North, the dealer,\n"
        "deals again:"
    ),
    "tablanette.lesson.end_of_deal": (
        "## The end of a deal and the score\n"
        "When hands and stock are empty, whoever captured last takes what is left on the table, and **that "
        "is not a\n"
        "tablanette**. Then each Ace, King, Queen, Jack and 10 taken scores 1 (the 10♦ 2), the 2♣ 1, and "
        "the most cards 3.\n"
        "Here, in a one-deal game, South captured last, so the four cards left go to South; the score "
        "follows, line by line:"
    ),
    "tablanette.lesson.most_cards_tie": (
        "## A tie for the most cards\n"
        "When two players (or partnerships) tie for the most cards taken, nobody scores the 3 points. Here "
        "each takes two cards\n"
        "(North's capture is a tablanette):"
    ),
    "tablanette.lesson.game_end": (
        "## How the game ends\n"
        "The first to reach the target wins: 251 points, or 151 with three players or four playing alone "
        "(partners keep 251).\n"
        "The scores add up deal after deal, and the dealer changes each deal. If at the end of a deal "
        "several players are over\n"
        "the target, the highest score wins, and equal highest scores are a draw."
    ),
    "tablanette.lesson.game_end_mid_deal": (
        "A tablanette that reaches the target ends the game at once, in the middle of the deal. Here the "
        "target is\n"
        "set to 30 (a house rule), so the 39-point tablanette wins the game with cards still in the hands:"
    ),
    "tablanette.lesson.game_end_draw": (
        "A draw: here the target is set to 27 (a house rule). South's and North's tablanettes score 26 "
        "each, short of\n"
        "it; at the end of the deal each adds 1 for a Queen, the most-cards bonus goes to nobody (three "
        "cards each), and both\n"
        "reach the target on 27, equal highest: the game is a draw."
    ),
    "tablanette.lesson.a_whole_deal": (
        "## A whole deal to step through\n"
        "A real deal between two of the engine's players, from the cut to the score. Use *First*, *Back*, "
        "*Forward* and *Last*\n"
        "(or the arrow keys) to follow it move by move: watch the Jacks buried at the start, the "
        "tablanettes, the redeals, and\n"
        "the last cards."
    ),
    "tablanette.lesson.a_whole_deal_score": (
        "Its score, line by line: the tablanettes scored during play, then the cards taken."
    ),
    "tablanette.lesson.house_rules": (
        "## House rules\n"
        "The original write-up's notes give variants, each a switch of the house-rules form at the table "
        "below: eight cards\n"
        "each for two, sums of any size, Parlett's card points, and the Jack as a plain 12. The form also "
        "sets the target and\n"
        "a few choices the write-up leaves open:"
    ),
    "tablanette.lesson.house_rules_example": "With sums of any size a King takes 2 + 3 + 4 + 5 too:",
    "tablanette.lesson.practice": (
        "## Practice\n"
        "Which table cards does a card take, and is a capture a tablanette? What happens when the hands are "
        "empty, what do a deal's cards score, and does a tablanette end the game? Each question is asked on "
        "a position from a real deal and answered by the engine: click the cards in the drawing (then "
        "*Check*) or the answer, and every wrong choice is explained. The question set's number and the "
        "level choose the questions, so a class given the same number gets the same ten."
    ),
    "tablanette.lesson.play": (
        "## Play\n"
        "Deal with a number, step through the game, or play South against the engine's players: click a "
        "card, then its\n"
        "capture. When a card has many captures, click the table cards you want and press *Play it*; the "
        "engine says why a\n"
        "choice is refused. The *House rules* tab changes the rules and deals again."
    ),
    "tablanette.example.one_deal_over": (
        "That ends deal {deal} and this example, which plays one deal: in a game the deal passes to the "
        "left and the scores add up until someone reaches {target}."
    ),
    "tablanette.page.one_deal_status": "Deal {deal} is over: {scores}.",
    "tablanette.page.replay_plain": "A deal of {moves} moves to step through; its last line: {last}",
    "tablanette.page.value.ace": "1 or 11",
    "tablanette.page.value.jack": "none: it takes the whole table",
    "tablanette.page.rank.A": "Ace",
    "tablanette.page.rank.K": "King",
    "tablanette.page.rank.Q": "Queen",
    "tablanette.page.rank.J": "Jack",
    "tablanette.page.rank.2": "2",
    "tablanette.page.rank.3": "3",
    "tablanette.page.rank.4": "4",
    "tablanette.page.rank.5": "5",
    "tablanette.page.rank.6": "6",
    "tablanette.page.rank.7": "7",
    "tablanette.page.rank.8": "8",
    "tablanette.page.rank.9": "9",
    "tablanette.page.rank.10": "10",
    "tablanette.page.head.card": "Card",
    "tablanette.page.head.value": "Value",
    "tablanette.page.head.legal": "The legal plays of {card}",
    "tablanette.page.head.item": "Item",
    "tablanette.page.head.who": "Who",
    "tablanette.page.head.points": "Points",
    "tablanette.page.head.why": "Why",
    "tablanette.page.head.players": "Players",
    "tablanette.page.head.target": "Target",
    "tablanette.page.head.rule": "House rule",
    "tablanette.page.head.meaning": "What it does",
    "tablanette.page.head.choices": "Choices",
    "tablanette.page.why.most_cards": "cards taken: {counts}",
    "tablanette.page.why.most_cards_tie": "a tie for the most cards taken ({counts}): nobody scores",
    "tablanette.page.nobody": "nobody",
    "tablanette.page.why.tablanettes": "scored during play",
    "tablanette.page.target.two": "2 players",
    "tablanette.page.target.three": "3 players",
    "tablanette.page.target.four_alone": "4 players alone",
    "tablanette.page.target.four_partners": "4 players as partners",
    "tablanette.state_error.hands": "must be a list of hands, one per seat",
    "tablanette.state_error.kind": "must be 'seed', 'deck' or 'position', got {got}",
    "tablanette.state_error.deck": "must be the 52 cards of one deck, each once",
    "tablanette.state_error.twice": "a card appears twice: {cards}",
    "practice.tablanette.taken": "{card} is taken: {narration}",
    "practice.tablanette.taken_always": "{card} is taken by every legal play of {played}.",
    "practice.tablanette.stays": "{card} stays on the table: taking it too is refused ({reason}).",
    "practice.tablanette.taken_sometimes": (
        "{card} is taken in some of the legal captures and not in others: the player chooses (any maximal "
        "set of groups is legal)."
    ),
    "practice.tablanette.takes_nothing": "{card} takes nothing here, so it stays on the table: {narration}",
    "practice.tablanette.several": "{n} captures are legal and any one of them is right: {narrations}",
    "practice.tablanette.next.question": (
        "{name} plays {card}, the last card in anyone's hand; the stock holds {stock} cards. What happens next?"
    ),
    "practice.tablanette.next.deal": "Everyone is dealt {n} more cards from the stock",
    "practice.tablanette.next.last": "The deal ends: {name} takes the cards left on the table",
    "practice.tablanette.next.nobody": "The deal ends: the cards left on the table go to nobody",
    "practice.tablanette.points.question": (
        "The deal is over. {owner} took {n} cards: {cards} (the others: {others}). How many points do these "
        "cards score this deal?"
    ),
    "practice.tablanette.goal.question": (
        "Scores: {scores}; this game is played to {goal}. {name} plays {card} and takes {cards}, clearing the "
        "table: a tablanette worth {points}. What happens?"
    ),
    "practice.tablanette.goal.on": "Play goes on",
    "practice.tablanette.goal.won": "The game ends at once, won by {owner}",
    "practice.tablanette.next.last_so_far": "The last capture so far was {name}'s.",
    "practice.tablanette.next.nobody_yet": "Nobody has captured yet this deal.",
    "practice.tablanette.captures.question": (
        "{name} plays {card}. Which table cards does it take? Click each card it takes (none if it takes "
        "nothing), then Check."
    ),
    "practice.tablanette.none": "No tablanette",
    "practice.tablanette.points": "Tablanette, {points} points",
    "practice.tablanette.not_cleared.one": (
        "No: {narration} {cards} stays on the table, so the table is not cleared."
    ),
    "practice.tablanette.not_cleared.other": (
        "No: {narration} {cards} stay on the table, so the table is not cleared."
    ),
    "practice.tablanette.is_one": "It is one: the table is cleared. {narration}",
    "practice.tablanette.not_points": "Not {points} points: {narration}",
    "practice.tablanette.value.question": (
        "{name} plays {card} and takes {cards}. Is this a tablanette, and what is it worth?"
    ),
    "facts.tablanette.tablanettes": "tablanettes",
    "facts.tablanette.tablanette_points": "tablanette points",
    "facts.tablanette.jack_sweeps": "Jack sweeps",
    "facts.tablanette.captures": "captures",
    "tablanette.rules.players.label": "Players",
    "tablanette.rules.partnership.label": "Play as partners",
    "tablanette.rules.eight_card_deal.label": "Eight cards each",
    "tablanette.rules.sums_any_size.label": "Sums of any size",
    "tablanette.rules.jack_is_twelve.label": "Jack counts 12",
    "tablanette.rules.card_points.label": "Card points",
    "tablanette.rules.most_cards_bonus.label": "Bonus for most cards",
    "tablanette.rules.ace_in_tablanette.label": "Aces in a tablanette",
    "tablanette.rules.target.label": "Target score",
    "tablanette.rules.first_dealer.label": "First dealer",
    "tablanette.rules.single_deal.label": "One deal only",
    # what the live table asks at each phase of a turn (cardrules.prompts; the phases in table.py, TABLE.prompts)
    "tablanette.status.to_play.click": (
        "Click the card of your hand to play, then the table cards it captures (none: it stays on the table)."
        " Any card may be tried, and one the rules refuse is explained."
    ),
    "tablanette.status.to_play.picked_more": (
        "Picked {cards}: choose a capture below, or click the other table cards it takes:"
    ),
    "tablanette.prompt.play_it": "Play it",
}
