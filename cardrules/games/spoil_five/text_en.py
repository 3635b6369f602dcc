"""Every text of Spoil Five in English: its moves, refusals, narration, status, table labels, lessons,
practice questions, facts and house rules, by message key (registered by :func:`cardrules.i18n.register`).
The English help of each house rule is the field's docstring in ``rules.py``, its one source."""

MESSAGES: dict[str, str] = {
    "spoil_five.hint.outcome.trick_won": "wins this trick",
    "spoil_five.hint.outcome.trick_lost": "does not win this trick",
    "spoil_five.title": "Spoil Five",
    "spoil_five.zone.trumps_order": "Trumps ({suit}), high to low",
    "spoil_five.zone.plain_order": "Not trumps: {suit}, high to low",
    "spoil_five.status.ranking.simplified": "The simplified order, {suit} trumps",
    "spoil_five.status.ranking.traditional": "The traditional order, {suit} trumps",
    "spoil_five.zone.trumps_ranking.simplified": "{suit} trumps, simplified order",
    "spoil_five.zone.trumps_ranking.traditional": "{suit} trumps, traditional order",
    "spoil_five.status.trump_orders": "Every trump suit, highest first: simplified and traditional rankings",
    "spoil_five.move.declare": "Declare the trump Ace",
    "spoil_five.move.decline": "Decline to declare (the Ace becomes the lowest trump)",
    "spoil_five.move.rob": "Rob: take {take}, discard {discard}",
    "spoil_five.move.rob_keep": "Rob {take} and discard it at once (your hand stays as it is)",
    "spoil_five.move.pass": "Do not rob",
    "spoil_five.move.lead": "Lead {card}",
    "spoil_five.move.play": "Play {card}",
    "spoil_five.move.stop": "Stop and take the pool",
    "spoil_five.move.jink": "Jink: lead {card} and go for all five tricks",
    "spoil_five.reason.declare_first": (
        "{name} must first say whether they declare the trump Ace (declare or decline)"
    ),
    "spoil_five.reason.rob_first": "{name} must first rob (take the turn-up, discard a card) or pass",
    "spoil_five.reason.rob_turnup": "robbing takes the turn-up {turnup}, not {card}",
    "spoil_five.reason.discard_not_held": "{name} does not hold {card} to discard",
    "spoil_five.reason.stop_only": "only a player who has just won the first three tricks may stop",
    "spoil_five.reason.declare_before": "the trump Ace is declared before play begins",
    "spoil_five.reason.rob_before": "robbing happens before play begins",
    "spoil_five.reason.jink_only": "only a player who has just won the first three tricks may jink",
    "spoil_five.reason.already_led": "the trick has been led: {name} plays to it ('play', not 'lead')",
    "spoil_five.reason.stop_or_jink": (
        "{name} won the first three tricks: stop, or lead on for all five with 'jink {card}'"
    ),
    "spoil_five.reason.must_lead": "{name} leads this trick ('lead', not 'play')",
    "spoil_five.reason.not_a_move": "not a Spoil Five move: {move}",
    "spoil_five.reason.not_held": "{name} does not hold {card}",
    "spoil_five.reason.trump_led_low": (
        "a trump ({led}) was led and you hold {card}, a trump below the top three, so you must play a trump"
    ),
    "spoil_five.reason.trump_led_higher": (
        "a trump ({led}) was led, higher than your {card}, so you must play a trump (top trumps may be "
        "held back only against a lower trump)"
    ),
    "spoil_five.reason.follow": "you must follow suit ({suit}) or trump",
    "spoil_five.reason.must_trump": (
        "you have no {suit} but hold a trump, so you must trump (a discard is allowed only holding neither "
        "{suit} nor a trump)"
    ),
    "spoil_five.zone.trick": "Trick {n}",
    "spoil_five.zone.turnup": "Turn-up",
    "spoil_five.zone.trumps_note": "{suit} are trumps",
    "spoil_five.zone.discard": "Robbed discard",
    "spoil_five.zone.last_trick": "Last trick ({n}), won by {seat}",
    "spoil_five.zone.tricks": "{seat}'s tricks",
    "spoil_five.tricks.one": "{n} trick",
    "spoil_five.tricks.other": "{n} tricks",
    "spoil_five.status.result": "Result: {result}",
    "spoil_five.status.declare": "{name} holds the trump Ace {card}: declare it, or decline",
    "spoil_five.status.rob": "{name} may rob: take the turn-up {card} and discard a card, or pass",
    "spoil_five.status.three": (
        "{name} won the first three tricks: stop and take the pool, or lead on for all five"
    ),
    "spoil_five.status.lead": "{name} to lead to trick {n}",
    "spoil_five.status.play": "{name} to play to trick {n}",
    "spoil_five.event.first_dealer": (
        "Cards are dealt face up to find the first dealer: {cards}; {who} receives the first Jack and "
        "deals first."
    ),
    "spoil_five.unit.chip": "chip",
    "spoil_five.unit.chips": "chips",
    "spoil_five.event.ante_none.broke": "a player cannot pay",
    "spoil_five.event.ante_none.limit": "the set number of deals is over",
    "spoil_five.event.ante_none.carry": "the pool carries over",
    "spoil_five.event.ante_none": "Nobody antes ({why}); the pool of {pool} chips is played for again.",
    "spoil_five.event.ante_all": "Everyone antes {amount} {unit}; the pool holds {pool} chips.",
    "spoil_five.event.ante_all_again": (
        "Everyone antes {amount} {unit} again after the spoil; the pool holds {pool} chips."
    ),
    "spoil_five.event.ante": "{who} antes {amount} {unit}; the pool holds {pool} chips.",
    "spoil_five.event.deal": (
        "{who} deals five cards each (two, then three); the turn-up is {cards}, so {suit} are trumps."
    ),
    "spoil_five.event.declare": "{who} declares the trump Ace ({cards}).",
    "spoil_five.event.decline": "{who} does not declare {cards}, so it is the lowest trump this deal.",
    "spoil_five.event.decline_hidden": "{who} makes no declaration.",
    "spoil_five.event.rob": "{who} robs: takes the turn-up {cards}.",
    "spoil_five.event.discard": "{who} discards {cards} face down.",
    "spoil_five.event.discard_hidden": "{who} discards a card face down.",
    "spoil_five.event.pass": "{who} does not rob.",
    "spoil_five.event.jink": "{who} leads on for all five tricks (a jink): all five, or nothing.",
    "spoil_five.event.play.lead": "{who} leads {cards}.",
    "spoil_five.event.play.follow": "{who} plays {cards}.",
    "spoil_five.event.play.trump": "{who} trumps with {cards}.",
    "spoil_five.event.play.discard": "{who} discards {cards}.",
    "spoil_five.event.trick.one": "{who} wins trick {n} with {card} ({taken} trick).",
    "spoil_five.event.trick.other": "{who} wins trick {n} with {card} ({taken} tricks).",
    "spoil_five.event.three": (
        "{who} has won the first three tricks: stop and take the pool, or lead on for all five."
    ),
    "spoil_five.event.stop": "{who} stops after three tricks.",
    "spoil_five.event.pool": "{who} takes {tricks} tricks and wins the pool of {chips} chips.",
    "spoil_five.event.bonus": "{who} took all five tricks and receives {chips} chips from the other players.",
    "spoil_five.event.spoil_jink": (
        "{who}'s jink failed: the deal is spoiled and the pool of {pool} chips carries over."
    ),
    "spoil_five.event.spoil": (
        "Nobody took three tricks: the deal is spoiled and the pool of {pool} chips carries over."
    ),
    "spoil_five.event.game_over.single": "The deal is over",
    "spoil_five.event.game_over.deals": "The set number of deals has been played",
    "spoil_five.event.game_over.broke": "A player cannot ante and the pool is empty",
    "spoil_five.event.game_over": "{why}: game over. {result}.",
    "spoil_five.example.one_deal_over": (
        "That ends deal {deal} and this example, which plays one deal: in a game the next deal follows, "
        "until a player cannot ante into an empty pool."
    ),
    "spoil_five.summary": (
        "Take three of five tricks to win the pool; the 5 of trumps is best and the Ace of hearts always a "
        "trump."
    ),
    "spoil_five.state_error.unknown_field": "is not part of a Spoil Five start position",
    "spoil_five.state_error.pool": "must not be negative, got {got}",
    "spoil_five.state_error.chips": "must be a list of {n} non-negative integers, got {got}",
    "spoil_five.state_error.pool_after_spoil": "a deal after a spoiled deal has a pool carried over",
    "spoil_five.rules_error.ante": (
        "the ante ({ante}) cannot be more than the starting chips ({chips}): nobody could pay into the "
        "first pool"
    ),
    "spoil_five.state_error.no_ante": "a player cannot ante and the pool is empty: no deal can start",
    "spoil_five.state_error.jack": (
        "must be cards dealt face up from South up to the first Jack, which falls to the dealer"
    ),
    "spoil_five.state_error.hand_size": "{name} needs 5 cards, got {got}",
    "spoil_five.move_error.unknown": (
        "not a Spoil Five move: {text} (try 'lead 5S', 'play AH', 'rob 7S discard 3C', 'pass', 'declare', "
        "'decline', 'stop' or 'jink KS')"
    ),
    "spoil_five.zone.hand": "{seat}",
    "spoil_five.zone.trick_play": "{seat} {card}",
    "spoil_five.zone.trick_plays": "{plays}",
    "spoil_five.fact.best_value": "5, J of trumps, A♥, A of trumps",
    "spoil_five.fact.deal": "Deal",
    "spoil_five.fact.dealer": "Dealer",
    "spoil_five.fact.trumps": "Trumps",
    "spoil_five.fact.pool": "Pool (chips)",
    "spoil_five.fact.chips": "Chips",
    "spoil_five.fact.tricks": "Tricks",
    "spoil_five.fact.jink": "Going for all five tricks",
    "spoil_five.fact.undeclared": "Undeclared trump Ace (the lowest trump)",
    "spoil_five.fact.ranking": "Card order",
    "spoil_five.fact.best": "Best trumps",
    "spoil_five.fact.trumps_value": "{symbol} {suit}",
    "spoil_five.fact.seat_count": "{seat} {n}",
    "spoil_five.score.pool": "Pool",
    "spoil_five.score.bonus": "All five bonus",
    "spoil_five.score.starting_chips": "Starting chips",
    "spoil_five.score.ante": "Ante",
    "spoil_five.score.chips_so_far": "Chips so far",
    "spoil_five.rules.ranking.option.simplified": "simplified (every suit like a red suit)",
    "spoil_five.rules.ranking.option.traditional": "traditional (black suits reversed)",
    "spoil_five.rules.first_dealer.option.random": "drawn at random",
    "spoil_five.rules.first_dealer.option.jack": "the first Jack dealt face up",
    "spoil_five.rules.spoil_ante.option.everyone": "everyone",
    "spoil_five.rules.spoil_ante.option.dealer": "the dealer only",
    "spoil_five.rules.spoil_ante.option.nobody": "nobody",
    "spoil_five.preset.standard": "The write-up's rules: five players, 20 chips each",
    "spoil_five.preset.one_deal": "One deal, five players",
    "spoil_five.preset.three_players": "Three players, one deal",
    "spoil_five.preset.four_traditional": "Four players, traditional order, one deal",
    "spoil_five.preset.six_players": "Six players, one deal",
    "spoil_five.preset.seven_traditional": "Seven players, traditional order, one deal",
    "spoil_five.preset.eight_players": "Eight players, one deal",
    "spoil_five.preset.nine_void_discard": "Nine players, any card when void, one deal",
    "spoil_five.preset.ten_players": "Ten players, one deal",
    "spoil_five.preset.public_rules": "Common public rules, four deals",
    "spoil_five.preset.declare_or_decline": "The trump Ace may stay undeclared, one deal",
    "spoil_five.preset.first_jack_deals": "First Jack deals, four players, three deals",
    "spoil_five.preset.short_purse": "Three players with 3 chips each",
    "spoil_five.preset.big_stakes": "Big stakes: 2-chip ante and bonus, 6 chips each",
    "spoil_five.lesson.glance": (
        "Spoil Five at a glance\n"
        "3 to 10 players, each alone; one 52-card deck; everyone starts with chips and puts one into the "
        "pool before each deal.\n"
        "Five cards each; the turned-up card names trumps.\n"
        "Trumps rank 5, J, A♥, A, K, Q, 10 … 2 (A♥ is always a trump); other suits rank K high, Ace low.\n"
        "The holder of the trump Ace may rob: take the turned-up card and discard one face down.\n"
        "The dealer's left leads first; the winner of a trick leads the next.\n"
        "To a plain suit, follow or trump; discard only holding neither. To a trump, play a trump, except "
        "the top three may be held back from a lower trump.\n"
        "The highest trump wins the trick, else the highest card of the suit led.\n"
        "Three tricks win the pool, whenever the third comes. A player who wins the first three may stop "
        "there, or call a jink and try for all five: winning all five adds a chip from every other player; "
        "a jink that fails wins nothing.\n"
        "Nobody with three tricks: the deal is spoiled and the pool carries over.\n"
        "The game ends when someone cannot ante into an empty pool; most chips wins."
    ),
    "spoil_five.lesson.intro": (
        "# Spoil Five\n"
        "## The game in one minute\n"
        "A very old trick-taking game, today Ireland's national card game, for 3 to 10 players (5 is "
        "best), each playing alone\n"
        "for a pool of chips. Everyone is dealt five cards; whoever takes three of the five tricks wins "
        "the pool. The page\n"
        "follows the original write-up, 「ルール紹介8：スポイルファイブ」 by Yuji Akagiri (1995); the page\n"
        "[Spoil Five: the full rules](rules.ipynb?game=spoil_five) states them in full, with the few "
        "points the write-up\n"
        "leaves open and what was chosen.\n"
        "Every position below is a real one, drawn by the engine, with every hand face up."
    ),
    "spoil_five.lesson.order": (
        "## The order of the cards\n"
        "The order is the game's oddity. In the trump suit the 5 is the best card, then the Jack, then the "
        "Ace of hearts (a\n"
        "trump whatever suit is trumps), then the Ace of trumps, King, Queen, and 10 down to 2. In the "
        "other suits the King is\n"
        "high and the Ace low; hearts, when not trumps, have no Ace. Here is every card in order with "
        "spades trumps."
    ),
    "spoil_five.lesson.order_traditional": (
        "The write-up calls that order its own simplification. Its note gives the traditional order, which "
        "most people\n"
        "play (a house rule here): in the black suits the small cards run the other way. With spades "
        "trumps, the 2 beats the\n"
        "10; in plain clubs the Ace climbs above the 2. Red suits do not change."
    ),
    "spoil_five.lesson.order_all": (
        "The trumps of every suit under both orders, one above the other. With hearts trumps there are "
        "only 13 trumps,\n"
        "because the Ace of hearts is also the Ace of trumps; with any other suit there are 14."
    ),
    "spoil_five.lesson.deal": (
        "## The pool and the deal\n"
        "Before every deal each player puts one chip, the ante, into the middle: the pool. The dealer "
        "gives every player two\n"
        "cards, then three, starting on the dealer's left, and turns up the next card: its suit is trumps. "
        "Here is the deal\n"
        "this page follows to the end: three players, East deals, and the turned-up K♦ makes diamonds "
        "trumps. West was dealt\n"
        "the Ace of trumps, so it is declared at once, openly. In the drawings on this page, a green "
        "ring marks the cards\n"
        "the player to move may play, and an orange dashed outline the card that wins a trick."
    ),
    "spoil_five.lesson.first_dealer": (
        "### Who deals first\n"
        "The write-up lets the players choose the first dealer any way they like; this project draws one "
        "at random (from the\n"
        "deal's number, so the same deal always has the same dealer). Its note gives a traditional way, "
        "the house rule \"First dealer: the first Jack dealt face up\": deal\n"
        "cards face up one at a time from South, and the first player given a Jack deals. After each deal "
        "the deal passes to\n"
        "the left. Here four players, South, West, North and East, find their first dealer that way."
    ),
    "spoil_five.lesson.rob": (
        "## Robbing\n"
        "Having declared the trump Ace, West may rob: take the turned-up card into the hand and discard "
        "any card face down (or\n"
        "pass). West takes the K♦ and discards the 8♣. The first drawing shows every hand face up, as this "
        "page's drawings do,\n"
        "so it shows the 8♣ on the discard pile; at the table nobody else sees it."
    ),
    "spoil_five.lesson.rob_seen": (
        "The same moment as South sees it: West's hand and the discard lie face down, and South is told "
        "only that\n"
        "West discarded a card."
    ),
    "spoil_five.lesson.rob_ace": (
        "When the turned-up card is itself an Ace, the dealer may rob it. Here the Ace of hearts is turned "
        "up, so hearts\n"
        "are trumps and East, the dealer, is asked: robbing, East would take the A♥ into the hand and "
        "discard any card face\n"
        "down, as West did above; passing, East leaves it where it lies."
    ),
    "spoil_five.lesson.trick": (
        "## A trick, start to finish\n"
        "The player on the dealer's left leads the first trick; then everyone plays one card in turn, "
        "clockwise. A trick is\n"
        "won by its highest trump; when it holds no trump, by the highest card of the suit led. The winner "
        "leads the next\n"
        "trick. Here spades are trumps: South leads K♣, West trumps with the 2♠ and East overtrumps with "
        "the 3♠, so East\n"
        "takes the trick and leads the next."
    ),
    "spoil_five.lesson.following": (
        "## Following\n"
        "To a plain suit you play a card of that suit or a trump: trumping is allowed even when you could "
        "follow. South has\n"
        "led K♣; the cards West may play are highlighted, and the engine gives its reason for each one it "
        "refuses."
    ),
    "spoil_five.lesson.void": (
        "### No card of the suit led\n"
        "After West's 7♣, East has no club but holds a trump: by the write-up's rule East must trump. Only "
        "a player holding\n"
        "neither the suit led nor a trump may discard another card."
    ),
    "spoil_five.lesson.void_house": (
        "Most public rule books let a player without the suit led play anything; that is the house rule "
        "\"Any card\n"
        "when void\". The same position under it: every card of East's may go."
    ),
    "spoil_five.lesson.hold_back": (
        "## Holding back the top trumps\n"
        "When a trump is led you must play a trump, with one exception: a player whose only trumps are "
        "among the top three\n"
        "(the 5 and the Jack of trumps, and A♥), each of them higher than the trump led, may keep them and "
        "discard another\n"
        "card. Unless hearts are trumps, the Ace of trumps (fourth in rank) is not one of them: it is "
        "played like any lower\n"
        "trump. Spades are trumps; South leads the 2♠, and West, holding only the 5♠ and J♠, may keep both."
    ),
    "spoil_five.lesson.hold_back_low": (
        "Holding a lower trump as well takes the privilege away: with the 8♠ beside the 5♠, West must play "
        "a trump."
    ),
    "spoil_five.lesson.hold_back_higher": (
        "So does a trump led higher than one of yours: when the Jack of trumps is led, the Ace of hearts, "
        "below it,\n"
        "must come out."
    ),
    "spoil_five.lesson.quiet": (
        "## Keeping the Ace quiet\n"
        "The write-up makes declaring the trump Ace compulsory, with a penalty for one who fails: the Ace "
        "becomes the lowest\n"
        "trump. This project declares it automatically; the house rule \"Ace may go undeclared\" lets its "
        "holder keep quiet. Then\n"
        "the Ace cannot rob, ranks below the 2, and cannot be held back. Hearts are trumps and West "
        "declines: when South\n"
        "leads the 2♥, West's A♥ must be played, and loses to the 2♥."
    ),
    "spoil_five.lesson.jink": (
        "## Three tricks, and the jink\n"
        "Taking three tricks wins the pool. A player who wins the first three tricks in a row may stop "
        "there and take it, or\n"
        "lead to the fourth trick and go for all five: a jink. Here South has won the first three with the "
        "5♠, J♠ and A♥."
    ),
    "spoil_five.lesson.jink_stop": "Stopping ends the deal at once: South takes the pool.",
    "spoil_five.lesson.jink_all": (
        "Leading on and taking all five wins the pool and a chip from each other player (from those who "
        "have chips)."
    ),
    "spoil_five.lesson.jink_fail": (
        "A failed jink wins nothing at all, even with three tricks taken: the deal is spoiled and the pool "
        "carries\n"
        "over."
    ),
    "spoil_five.lesson.late_three": (
        "### Three tricks, whenever they come\n"
        "Three tricks win the pool even when the third comes late, in the fourth or the fifth trick. Only "
        "a player who wins\n"
        "the first three tricks in a row may stop or jink; anyone else plays the deal to its end and then "
        "takes the pool.\n"
        "Here South has won the first two tricks and West the third; West leads the fourth, South trumps "
        "it for a third\n"
        "trick, the fifth trick is played all the same, and the pool goes to South."
    ),
    "spoil_five.lesson.spoil": (
        "## When the deal is spoiled\n"
        "When nobody takes three tricks the deal is \"spoiled\": the pool stays on the table. Before the "
        "next deal everyone\n"
        "antes again, so the pool grows. Here is the end of a deal where the tricks are split, and the "
        "ante of the next."
    ),
    "spoil_five.lesson.walk": (
        "## A whole deal, trick by trick\n"
        "The deal from the start of the page, played to its end, one trick at a time. West has robbed; "
        "South, on the dealer's\n"
        "left, leads the first trick with the best trump, the 5♦. East's only trump is the J♦, one of the "
        "top three, but the\n"
        "trump led is higher, so it cannot be held back: it falls under the 5♦."
    ),
    "spoil_five.lesson.walk_2": (
        "South, having won, leads again: a plain King. West, who holds the robbed K♦, trumps it."
    ),
    "spoil_five.lesson.walk_3": (
        "West leads a club. South could trump with the A♥ but follows with the King of clubs, which wins, "
        "keeping the\n"
        "A♥ for later."
    ),
    "spoil_five.lesson.walk_4": (
        "South's last club is trumped by West's Ace of trumps: two tricks each for South and West."
    ),
    "spoil_five.lesson.walk_5": (
        "The fifth trick decides the pool: East has no spade and no trump left and discards; South's A♥ "
        "takes it."
    ),
    "spoil_five.lesson.walk_score": (
        "### The chips, line by line\n"
        "Every chip that moved in this deal, in order: each player's ante into the pool, then the pool to "
        "the player with\n"
        "three tricks."
    ),
    "spoil_five.lesson.end": (
        "## The end of the game\n"
        "The write-up's game: everyone starts with 20 chips, and when a player has no chip to ante the "
        "game ends, unless\n"
        "chips remain in the pool; then deals go on with nobody anteing until the pool is won. A player "
        "with no chips pays no\n"
        "all-five chip. The most chips wins. Here three bots play a whole game with only 3 chips each; "
        "every line that\n"
        "moved chips, then the chips at the end."
    ),
    "spoil_five.lesson.house_rules": (
        "## House rules\n"
        "Where tables play differently, this project offers a house rule: here is each one, with the rule "
        "as the original\n"
        "write-up has it in the second column. The live table's *House rules* tab changes them."
    ),
    "spoil_five.lesson.practice": (
        "## Practice\n"
        "Who may rob the turn-up? Which of your cards may you play: must you follow, may you trump, may you "
        "hold back a top trump? Who wins this trick? What do stopping and a jink bring, who takes the pool, "
        "and does the game end? Each question is asked on a position from a real deal and answered by the "
        "engine: click the cards in the drawing (then *Check*) or the answer, and every wrong choice is "
        "explained. The question set's number and the level choose the questions, so a class given the same "
        "number gets the same ten."
    ),
    "spoil_five.lesson.play": (
        "## Play\n"
        "Deal, step through a game with its narration, play against the bots from the first seat (South at "
        "three or four\n"
        "players, Player 1 at five or more), read the chips in the *Score* tab and change the house rules."
    ),
    "spoil_five.table.col.card": "{seat}'s card",
    "spoil_five.table.col.may_play": "May it be played?",
    "spoil_five.table.col.yes": "yes",
    "spoil_five.table.col.seat": "Player",
    "spoil_five.table.col.item": "What",
    "spoil_five.table.col.chips": "Chips",
    "spoil_five.table.col.why": "Why",
    "spoil_five.table.col.rule": "House rule",
    "spoil_five.table.col.default": "The write-up's rule",
    "spoil_five.table.col.meaning": "What it means",
    "spoil_five.table.why.ante": "the ante, into the pool before the deal",
    "spoil_five.table.why.pool": "three tricks or more: the whole pool",
    "spoil_five.table.why.bonus": "all five tricks: a chip from each other player who has one",
    "spoil_five.table.on": "on",
    "spoil_five.table.off": "off",
    "practice.spoil_five.pool.question": "{name} plays the deal's last card, {card}. Who takes the pool of chips?",
    "practice.spoil_five.trick.leads_next": "{name} leads the next trick.",
    "practice.spoil_five.rob.question": (
        "The turn-up is {card}: {suit} are trumps; {dealer} dealt. Every hand is shown. Who may rob the "
        "turn-up (take it and discard a card)?"
    ),
    "practice.spoil_five.rob.nobody": "Nobody",
    "practice.spoil_five.rob.holds": "{name} holds {ace}, the Ace of trumps, and so may rob.",
    "practice.spoil_five.rob.dealer": "{name} dealt, and the turn-up {card} is an Ace: the dealer may rob.",
    "practice.spoil_five.rob.not_dealer": (
        "{name} did not deal: when the turn-up {card} is an Ace, only the dealer, {dealer}, may rob."
    ),
    "practice.spoil_five.rob.no_ace": "{name} does not hold {ace}, the Ace of trumps.",
    "practice.spoil_five.rob.in_stock": (
        "Nobody holds {ace}, the Ace of trumps (it is in the stock), so nobody may rob."
    ),
    "practice.spoil_five.rob.held": "{name} holds {ace}, the Ace of trumps, and so may rob.",
    "practice.spoil_five.jink.stop_question": (
        "{name} has won the first three tricks and stops there. What does {name} get?"
    ),
    "practice.spoil_five.jink.jink_question": (
        "{name} has won the first three tricks and calls a jink, leading {card} for all five; {name} then "
        "takes {n} of the last two tricks. What does {name} get?"
    ),
    "practice.spoil_five.jink.pool": "{name} takes the pool ({chips} chips)",
    "practice.spoil_five.jink.pool_bonus": "{name} takes the pool and a chip from every other player",
    "practice.spoil_five.jink.nothing": "Nothing: the deal is spoiled, the pool stays for the next deal",
    "practice.spoil_five.chips.question": (
        "Chips before this card: {chips}; the pool holds {pool}, and the ante is {ante}. {name} plays the "
        "deal's last card, {card}. What comes next?"
    ),
    "practice.spoil_five.chips.has": "{name} {n}",
    "practice.spoil_five.chips.next": "Another deal",
    "practice.spoil_five.chips.wins": "The game ends: {name} wins",
    "practice.spoil_five.pool.takes": "{name} takes the pool",
    "practice.spoil_five.pool.spoiled": "Nobody: the deal is spoiled, the pool stays for the next deal",
    "practice.spoil_five.pool.tricks": "{name} ends the deal with {n} tricks.",
    "practice.spoil_five.may": "{card} may be played: {narration}",
    "practice.spoil_five.why_may.follows": "{card} may be played: it follows suit ({suit}).",
    "practice.spoil_five.why_may.follows_trumps": "{card} may be played: a trump was led, and it is a trump.",
    "practice.spoil_five.why_may.trumps": (
        "{card} may be played: it is a trump, and a trump may be played instead of following suit."
    ),
    "practice.spoil_five.why_may.no_trump": (
        "{card} may be played: a trump was led and {name} has none, so any card will do."
    ),
    "practice.spoil_five.why_may.held_back": (
        "{card} may be played: {name}'s only trumps are top trumps, which may be held back when a lower "
        "trump is led."
    ),
    "practice.spoil_five.why_may.void": (
        "{card} may be played: {name} has no {suit} and no trump, so any card will do."
    ),
    "practice.spoil_five.why_may.discard": (
        "{card} may be played: {name} has no {suit}, and this table's house rule lets a player without the "
        "suit led discard instead of trumping."
    ),
    "practice.spoil_five.may_not": "{card} may not: {reason}.",
    "practice.spoil_five.may_play": "{name} may play {cards}{any}.",
    "practice.spoil_five.any_card": " (any card)",
    "practice.spoil_five.playable.question": (
        "{suit} are trumps (and A♥ always). {leader} led {card}. Which of {name}'s cards may be played to "
        "this trick? Click each one, then Check."
    ),
    "practice.spoil_five.trick.label": "{name} ({card})",
    "practice.spoil_five.trumps_led": "{card} is not a trump, and trumps were led, so it cannot win.",
    "practice.spoil_five.off_suit": "{card} neither follows {suit} nor is a trump, so it cannot win.",
    "practice.spoil_five.trump_beats": (
        "{winner} is a trump and {card} is not: every trump beats every plain card."
    ),
    "practice.spoil_five.a_trump": "trump",
    "practice.spoil_five.higher": "{winner} is a higher {what} than {card} this deal.",
    "practice.spoil_five.trick.question": (
        "{suit} are trumps (and A♥ always). {name} plays {card} last to this trick. Who wins it?"
    ),
    "facts.spoil_five.trumps_declared": "trump Aces declared",
    "facts.spoil_five.robs": "robs",
    "facts.spoil_five.jinks_tried": "jinks tried",
    "facts.spoil_five.jinks_won": "jinks won",
    "facts.spoil_five.spoiled_deals": "spoiled deals",
    "facts.spoil_five.stops": "stops after three tricks",
    "facts.spoil_five.eldest_took_first_pool": "eldest hand took the first pool",
    "spoil_five.rules.players.label": "Players",
    "spoil_five.rules.ranking.label": "Card order",
    "spoil_five.rules.void_may_discard.label": "Any card when void",
    "spoil_five.rules.may_decline.label": "Ace may go undeclared",
    "spoil_five.rules.first_dealer.label": "First dealer",
    "spoil_five.rules.starting_chips.label": "Starting chips",
    "spoil_five.rules.ante.label": "Ante",
    "spoil_five.rules.spoil_ante.label": "Ante after a spoil",
    "spoil_five.rules.jink_bonus.label": "Bonus for all five",
    "spoil_five.rules.deals.label": "Number of deals",
    "spoil_five.rules.single_deal.label": "One deal only",
    # what the live table asks at each phase of a turn (cardrules.prompts; the phases in table.py, TABLE.prompts)
    "spoil_five.status.rob.click": (
        "To rob, click the turn-up and the card of your hand to discard, then choose the rob; or choose not "
        "to rob. Any card may be tried, and one the rules refuse is explained."
    ),
    "spoil_five.status.rob.picked_more": "Picked {cards}: choose the rob below, or click the card to discard:",
    "spoil_five.status.lead.click": (
        "Click the card of your hand to lead to the trick. Any card may be tried, and one the rules refuse is"
        " explained."
    ),
    "spoil_five.status.play.click": (
        "Click the card of your hand to play to the trick. Any card may be tried, and one the rules refuse is"
        " explained."
    ),
    "spoil_five.status.three.click": (
        "Click a card of your hand to lead on for all five tricks (a jink), or stop and take the pool with "
        "its button. Any card may be tried, and one the rules refuse is explained."
    ),
    "spoil_five.prompt.lead_it": "Lead it",
    "spoil_five.prompt.play_it": "Play it",
}
