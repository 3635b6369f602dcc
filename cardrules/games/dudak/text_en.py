"""Every text of Dudak in English: its moves, refusals, narration, status, table labels, lessons,
practice questions, facts and house rules, by message key (registered by :func:`cardrules.i18n.register`).
The English help of each house rule is the field's docstring in ``rules.py``, its one source."""

MESSAGES: dict[str, str] = {
    "dudak.title": "Dudak",
    "dudak.example.one_deal_over": (
        "That ends deal {deal} and this example, which plays one deal: in a game the loser takes a loss "
        "and the next deal follows, {deals} deals in all, and whoever has the fewest losses at the end wins."
    ),
    "dudak.move.lead": "Lead {card}",
    "dudak.move.beat_out": "Beat with {card} and go out",
    "dudak.move.beat": "Beat with {card}, add {add}",
    "dudak.move.take": "Take a card",
    "dudak.move.take_all": "Take the whole pile",
    "dudak.move.declare": "Declare {suit} trumps",
    "dudak.move.pass": "No trump",
    "dudak.reason.not_a_move": "{move} is not a Dudak move",
    "dudak.reason.no_trumps": "personal trumps are not used in these rules",
    "dudak.reason.declared": (
        "{name} has already declared {suit} as their trump, and it cannot be changed this deal"
    ),
    "dudak.reason.declare_round": (
        "trumps may only be declared in the round before the first lead (house rule)"
    ),
    "dudak.reason.nothing_to_pass": (
        "there is nothing to pass: passing only declines a trump in the declaration round"
    ),
    "dudak.reason.declare_first": (
        "every player first declares a trump or passes, before the first lead (house rule)"
    ),
    "dudak.reason.pile_exists": "there is already a pile: beat its top card {card} or take",
    "dudak.reason.not_held": "{name} does not hold {card}",
    "dudak.reason.no_pile": "there is no pile: lead any card to start one",
    "dudak.reason.whole_pile_rule": "under these rules a player who does not beat takes the whole pile",
    "dudak.reason.trump_takes_all": (
        "having declared {suit} as trump, {name} must take the whole pile, not one card"
    ),
    "dudak.reason.one_at_a_time": (
        "take one card at a time: only a player with a declared trump takes the whole pile"
    ),
    "dudak.reason.must_add": "after beating you must add one more card from your hand",
    "dudak.reason.last_card": "{card} is your last card: beating with it takes you out, with nothing to add",
    "dudak.reason.add_other": "{card} is the beating card: add a different card",
    "dudak.reason.add_not_held": "{name} does not hold {card} to add",
    "dudak.reason.lower_trump": (
        "{card} is lower than {top}: on your own trump suit only a higher trump beats"
    ),
    "dudak.reason.lower": "{card} is lower than {top}: beat with a higher {one}",
    "dudak.reason.lower_ace": (
        "{card} is lower than {top}, and no {one} is higher: only a trump beats it (take it, or beat it "
        "with a trump of yours)"
    ),
    "dudak.reason.no_beat_ace": "{card} does not beat {top}, and no {one} is higher: only a trump beats it",
    "dudak.reason.no_beat": "{card} does not beat {top}: play a higher {one}",
    "dudak.reason.no_beat.no_trump": " (you have not declared a trump)",
    "dudak.reason.no_beat.or_trump": " or one of your trumps ({suit})",
    "dudak.reason.no_beat.owners": "; {suit} are {owners}'s trump, not yours",
    "dudak.zone.trump": "trump {suit}",
    "dudak.zone.out": "out",
    "dudak.zone.hand": "{seat}",
    "dudak.zone.pile": "Pile",
    "dudak.zone.top": "top {card}",
    "dudak.zone.set_aside": "Set aside",
    "dudak.fact.deal": "Deal",
    "dudak.fact.dealer": "Dealer",
    "dudak.fact.trumps": "Trumps",
    "dudak.fact.losses": "Losses",
    "dudak.fact.turn": "Turns this deal (counted for the turn limit)",
    "dudak.fact.trump_of": "{seat} {suit}",
    "dudak.fact.seat_count": "{seat} {n}",
    "dudak.fact.deal_of": "{deal} of {deals}",
    "dudak.fact.not_used": "not used",
    "dudak.fact.none": "none declared",
    "dudak.status.won": "Game over: {who} wins with the fewest losses ({table})",
    "dudak.status.shared": "Game over: {who} share the fewest losses ({table})",
    "dudak.status.declare": "{name} to declare a trump or pass",
    "dudak.status.lead": "{name} to lead a new pile",
    "dudak.status.beat_or_take": "{name} to beat {card} or take it",
    "dudak.status.beat_or_take_all": "{name} to beat {card} or take the whole pile",
    "dudak.hint.outcome.out": "you go out and cannot lose this deal",
    "dudak.hint.outcome.next_takes": "the next player cannot beat the card you leave on top and must take",
    "dudak.hint.ahead": "among the fewest losses when this deal ends in about {k} of 10 tries",
    "dudak.hint.wins": "escapes losing the deal in about {k} of 10 tries",
    "dudak.widget.hint_lead": (
        "losses at the end against the best other player: {lead} on average (above 0: fewer)"
    ),
    "dudak.widget.hint_tied": (
        "Where the tries give the same count, the move with that difference in losses higher is listed first."
    ),
    "dudak.status.lead.click": "Click a card of your hand to lead it: it starts a new pile.",
    "dudak.status.beat_or_take.click": (
        "To beat, click the hand card you beat with, then the hand card you add (both from your hand); or "
        "take the top card with its button. Where a button offers to declare a trump: once declared, you "
        "can no longer take one card, but beat or take the whole pile."
    ),
    "dudak.status.beat_or_take_all.click": (
        "To beat, click the hand card you beat with, then the hand card you add (both from your hand); or "
        "take the whole pile with its button (with a trump declared, you cannot take one card)."
    ),
    "dudak.status.beat_or_take.picked_more": (
        "Picked {cards}: now click the hand card to add, or choose a move:"
    ),
    "dudak.status.beat_or_take_all.picked_more": (
        "Picked {cards}: now click the hand card to add, or choose a move:"
    ),
    "dudak.event.deal": "Deal {deal}: {who} deals {each} cards to each player{pairs}{why}.",
    "dudak.event.deal.random": " (dealer drawn at random)",
    "dudak.event.deal.loser": " (the loser of the last deal deals)",
    "dudak.event.deal.left": " (the deal passes to the left)",
    "dudak.event.deal.pairs": " two at a time",
    "dudak.event.hand": "{who} is dealt {cards}.",
    "dudak.event.hand_hidden": "{who} is dealt {count} cards.",
    "dudak.event.position": "Deal {deal} from a set position: {who} to play.",
    "dudak.event.declare": "{who} declares {symbol} ({suit}) as their own trump for this deal.",
    "dudak.event.pass": "{who} declares no trump.",
    "dudak.event.lead_out": (
        "{who} leads {card}, their last card, and goes out; the card stays for the next player to beat."
    ),
    "dudak.event.lead": "{who} leads {card} to start a new pile.",
    "dudak.event.with_trump": "trump {card}",
    "dudak.event.beat_last": "{who} beats {top} with {card}, their last card, and goes out.",
    "dudak.event.beat": "{who} beats {top} with {card} and adds {add}.",
    "dudak.event.beat_out": "{who} beats {top} with {card} and adds {add}, their last card, and goes out.",
    "dudak.event.set_aside": (
        "The pile of {cards} is set aside, out of play; the next player leads a new pile."
    ),
    "dudak.event.left.one": "{n} card left",
    "dudak.event.left.other": "{n} cards left",
    "dudak.event.left.none": "the pile is empty",
    "dudak.event.take": "{who} takes {card} from the pile ({rest}).",
    "dudak.event.take_all": "{who} takes the whole pile ({cards}) and does not play.",
    "dudak.event.loser_limit": (
        "The deal reaches the turn limit; {who} holds the most cards ({n}) and loses deal {deal}."
    ),
    "dudak.event.loser": "{who} is left holding cards and loses deal {deal}.",
    "dudak.event.game_end": "Game over: {who} wins with the fewest losses ({table}).",
    "dudak.event.game_end_shared": "Game over: {who} share the fewest losses ({table}).",
    "dudak.score.loss": "Loss",
    "dudak.move_error.suit": "not a suit: {word} (write S, H, D or C)",
    "dudak.move_error.unknown": (
        "not a Dudak move: {text} (e.g. lead 9H, beat 10H add 7S, take, take all, declare H, pass)"
    ),
    "dudak.summary": (
        "Beat the top card and add one; take cards back when you cannot; the last one holding cards loses."
    ),
    "dudak.state_error.unknown_field": "is not a field of a Dudak start position",
    "dudak.state_error.why": "must be 'given' or 'random', got {got}",
    "dudak.state_error.trumps_list": "must be a list of {n} suit letters or nulls",
    "dudak.state_error.no_trumps": "these rules use no personal trumps",
    "dudak.state_error.not_suit": "not a suit: {got}",
    "dudak.state_error.losses": "must be {n} counts of losses adding up to {past} past deals",
    "dudak.state_error.holders": "at least two players must hold cards (else the deal is over)",
    "dudak.state_error.no_cards": "{name} holds no cards",
    "dudak.rules.players.label": "Players",
    "dudak.rules.deals.label": "Deals in a game",
    "dudak.rules.single_deal.label": "One deal only",
    "dudak.rules.dealer_rotation.label": "Next dealer",
    "dudak.rules.dealer_rotation.option.loser": "the loser of the last deal",
    "dudak.rules.dealer_rotation.option.left": "the dealer's left",
    "dudak.rules.trumps.label": "Personal trumps",
    "dudak.rules.trumps.option.any_time": "any time on one's turn",
    "dudak.rules.trumps.option.before_lead": "in a round before the first lead",
    "dudak.rules.trumps.option.none": "not used",
    "dudak.rules.whole_pile_only.label": "Whole pile only",
    "dudak.rules.deal_in_pairs.label": "Deal in pairs",
    "dudak.rules.turn_limit.label": "Turn limit",
    "dudak.preset.five_deals": "4 players, five deals (the write-up's game)",
    "dudak.preset.one_deal": "4 players, one deal",
    "dudak.preset.three_players": "3 players, one deal",
    "dudak.preset.two_players": "2 players, one deal",
    "dudak.preset.trumps_before_lead": "Trumps declared before the first lead",
    "dudak.preset.no_trumps": "No trumps, 3 players",
    "dudak.preset.czech_box": "Rules on a Czech Dudák deck's box: whole pile, dealt in pairs",
    "dudak.preset.dealer_left": "3 deals, dealer rotates left",
    "dudak.preset.turn_limit": "2 players, 20-turn limit",
    "dudak.lesson.glance": (
        "Dudak at a glance\n"
        "2 to 4 players; 32 cards (A high, 7 low), all dealt: 8 each with four players.\n"
        "The dealer's left leads any card: it starts the pile.\n"
        "Each player in turn beats the top card with a higher card of its suit, then adds any card on top.\n"
        "Cannot or will not beat? Take the top card back, then beat the next one, or take again.\n"
        "Once a deal, on your turn, you may declare a suit your own trump: it beats every other suit.\n"
        "A declarer who does not beat takes the whole pile and does not play.\n"
        "Whoever empties their hand goes out; the last player holding cards loses the deal.\n"
        "After several deals, the fewest losses win."
    ),
    "dudak.lesson.intro": (
        "# Dudak\n"
        "A Czech children's game (*dudák* is a bagpiper), in David Parlett's rules as Yuji Akagiri's "
        "write-up of 1995 presents them: beat the top card of the pile and add another card on it; when "
        "you cannot, take cards back from the pile, one at a time. Whoever empties their hand leaves play, "
        "and the last player still holding cards loses the deal. Every table below is a real position, "
        "played by the rules engine; the page [Dudak: the full rules](rules.ipynb?game=dudak) states the "
        "whole game and the points the write-up leaves open."
    ),
    "dudak.lesson.cards_and_deal": (
        "## Cards and deal\n"
        "Four players use 32 cards, A K Q J 10 9 8 7 in each suit (A high, 7 low). Fewer players leave "
        "some sevens and eights out, so that the whole deck is dealt evenly:"
    ),
    "dudak.lesson.new_deal": (
        "The dealer deals the whole deck one card at a time, clockwise from their left. The first dealer "
        "is drawn at random; the player on the dealer's left leads. A new deal, every hand shown face up:"
    ),
    "dudak.lesson.leading": (
        "## Leading, beating and adding\n"
        "A lead is any one card: it starts the pile. South leads 9♥."
    ),
    "dudak.lesson.beating": (
        "West must beat 9♥ with a higher heart, and then add any card from hand on top: the beating card "
        "and the added card are one move. Only 10♥ beats; West adds 7♠, which is now the card North has to "
        "beat."
    ),
    "dudak.lesson.refused": (
        "Here West holds 10♥ 8♥ Q♦. A lower heart, or a card of another suit, does not beat 9♥, and a beat "
        "without an added card is not a whole move. The engine judges each try and says why:"
    ),
    "dudak.lesson.taking_back": (
        "## Taking back, one card at a time\n"
        "South cannot beat 7♠, so South takes it into hand. The 10♥ below shows, still unbeatable: South "
        "takes that too, and can now beat 9♥ with the 10♥ just taken, adding the 7♠ back. A card just "
        "taken may be used at once. So the pile after looks as it did before (9♥ 10♥ 7♠): what changed is "
        "whose turn it is, as West now faces the 7♠."
    ),
    "dudak.lesson.taking_last": (
        "## Taking the last card\n"
        "A player may also go on taking. Whoever takes the last card of the pile does not play: the next "
        "player leads a new pile with one card, and that ends their turn."
    ),
    "dudak.lesson.trumps": (
        "## Personal trumps\n"
        "On your own turn, at any moment, you may declare one suit as your own trump: once, for the rest "
        "of the deal, for everyone to see. It is yours only; each player may declare their own, two "
        "players the same suit too. South holds no heart to beat 9♥, declares clubs, and beats with the 7♣."
    ),
    "dudak.lesson.trumps_table": (
        "Any card of your trump beats a card of another suit. West has declared clubs and North hearts; "
        "both face the same 9♦. A club beats it for West, not for North: clubs are West's trump. A card of "
        "a suit that is not your trump is beaten only by a higher card of its own suit; before you declare "
        "(or if you never do), that holds for every card."
    ),
    "dudak.lesson.own_trump": (
        "On your own trump suit, only a higher trump beats. South's trump is clubs and the top card is 9♣: "
        "the 8♣ does not beat it, the 10♣ does. A trump, once declared, cannot be changed."
    ),
    "dudak.lesson.whole_pile": (
        "A player with a declared trump who cannot or will not beat takes the whole pile at once, never "
        "one card, and does not play: the next player leads a new pile."
    ),
    "dudak.lesson.going_out": (
        "## Going out\n"
        "A player whose hand empties leaves play; players out of cards are passed over. Going out on the "
        "beating card kills the pile: it is set aside, out of play for the rest of the deal, and the next "
        "player leads a new pile with one card."
    ),
    "dudak.lesson.out_adding": (
        "Going out on the added card leaves the pile: the next player must beat its top card."
    ),
    "dudak.lesson.out_leading": (
        "Leading one's last card also goes out, and the card stays as the pile for the next player to beat."
    ),
    "dudak.lesson.loser": (
        "## The loser, and the next deal\n"
        "The deal ends the moment only one player holds cards: that player loses the deal, and deals the "
        "next one."
    ),
    "dudak.lesson.one_deal": (
        "## A deal step by step\n"
        "Two bots play one deal with 24 cards, twelve each, every hand shown face up. South leads an ace: "
        "North cannot beat it and takes it back. A lead taken back leaves no pile, so South leads again."
    ),
    "dudak.lesson.deal_2": (
        "Now North beats, and from here each player in turn beats the top card and adds a card on it: the "
        "pile grows by two cards a turn, and each added card is the next player's to beat."
    ),
    "dudak.lesson.deal_3": (
        "South cannot beat the ace North added and takes it back; the card below shows, and South beats it "
        "with the ace just taken."
    ),
    "dudak.lesson.deal_4": (
        "South holds no club to beat the ace of clubs, declares hearts as a personal trump, beats with a "
        "heart and adds their last card. South is out; with two players the deal ends there, and North, "
        "left holding cards, loses it."
    ),
    "dudak.lesson.deal_score": (
        "The score of a deal is one line: its loser takes one loss, everyone else none. This game was one "
        "deal, so the standings are that line, and the player with the fewest losses wins."
    ),
    "dudak.lesson.whole_game": (
        "## A whole game\n"
        "A game is several deals; here five, played by four bots. Deal by deal: who dealt, who lost, how "
        "many turns it lasted, and the losses so far. The loser of each deal deals the next."
    ),
    "dudak.lesson.whole_game_result": (
        "The score counts each loss on its own line, one per deal, with why that player lost; the "
        "standings add them up. The player with the fewest losses wins the game, and players tied for the "
        "fewest share the win."
    ),
    "dudak.lesson.house_rules": (
        "## House rules\n"
        "Every rule the references vary is a switch of the live table's house-rules form; the original "
        "write-up's choice is the default."
    ),
    "dudak.lesson.czech_box": (
        "In the Czech Republic, Dudák is sold as a children's card deck with its rules printed on the box. "
        "Those rules deal the cards two at a time, and whoever does not beat takes the whole pile, "
        "declarer or not: nobody takes back one card. Both are house rules here. The same pile faced under "
        "the original write-up's rules (South takes one card) and under the box's rule (South takes them "
        "all):"
    ),
    "dudak.lesson.before_lead": (
        "Trumps may instead be declared only in a round before the first lead (a house rule): each player, "
        "from the dealer's left, declares a suit or says \"No trump\", and then the first lead is made. Here "
        "South declares hearts, West says no trump, North declares spades and East says no trump:"
    ),
    "dudak.lesson.no_trump": (
        "A player who said \"No trump\" has no trump for the rest of the deal and cannot declare one later. "
        "A card that is not your own trump is beaten only by a higher card of its own suit, and without a "
        "trump that holds for every card. South leads 10♣: West beats it with J♣ and adds 7♠."
    ),
    "dudak.lesson.no_trump_tries": (
        "West's 7♥ would not beat 10♣: hearts are South's trump, not West's, and another player's trump is "
        "just another suit. Nor may West declare diamonds now. The engine's verdict on each try:"
    ),
    "dudak.lesson.turn_limit": (
        "The write-up's rules need not end: when each player adds a card the next cannot beat, that player "
        "takes two cards back, beats with the one just taken and adds the same card again, round after "
        "round. The turn limit (not in the write-up; 500 turns by default, 20 here) ends such a deal, and "
        "the player holding the most cards loses it."
    ),
    "dudak.lesson.practice": (
        "## Practice\n"
        "Who leads? Which of your cards beat the top card, with or without a declared trump? Which cards "
        "does a player who does not beat take back? What happens to the pile when a player goes out? Who "
        "wins the game when its last deal ends? Each question is asked on a position from a real deal and "
        "answered by the engine: click the cards in the drawing (then *Check*) or the answer, and every "
        "wrong choice is explained. The question set's number and the level choose the questions, so a class "
        "given the same number gets the same ten."
    ),
    "dudak.lesson.play": (
        "## Play\n"
        "Deal, step through a game with its narration, or play South against the bots (\"Take a card\" and "
        "\"Declare … trumps\" are the buttons beside your cards); the house-rules tab changes the rules."
    ),
    "dudak.table.none": "none",
    "dudak.table.allowed": "allowed",
    "dudak.table.beats": "beats {top}",
    "dudak.table.does_not_beat": "does not beat {top}",
    "dudak.table.on": "on",
    "dudak.table.off": "off",
    "dudak.table.head.players": "Players",
    "dudak.table.head.cards": "Cards",
    "dudak.table.head.left_out": "Left out",
    "dudak.table.head.each": "Each",
    "dudak.table.head.move": "Move",
    "dudak.table.head.verdict": "The engine says",
    "dudak.table.head.player": "Player",
    "dudak.table.head.trump": "Trump",
    "dudak.table.head.card": "Card",
    "dudak.table.head.deal": "Deal",
    "dudak.table.head.dealer": "Dealer",
    "dudak.table.head.loser": "Loser",
    "dudak.table.head.turns": "Turns",
    "dudak.table.head.losses": "Losses so far",
    "dudak.table.head.item": "Scoring line",
    "dudak.table.head.points": "Losses",
    "dudak.table.head.why": "Why",
    "dudak.table.head.result": "Result",
    "dudak.table.why.loss.one": "the last player holding cards ({n} card left)",
    "dudak.table.why.loss.other": "the last player holding cards ({n} cards left)",
    "dudak.table.why.limit": "the most cards ({n}) when the turn limit ended the deal",
    "dudak.table.wins": "wins: the fewest losses",
    "dudak.table.shares": "shares the win: tied for the fewest losses",
    "dudak.table.head.rule": "Rule",
    "dudak.table.head.what": "What it does",
    "dudak.table.head.default": "Default",
    "practice.dudak.declared": " {name} has just declared {suit} as their own trump.",
    "practice.dudak.higher": "a higher card of its suit",
    "practice.dudak.trump": "a trump ({suit} are {name}'s)",
    "practice.dudak.beats": "{card} beats {top}: {how}.",
    "practice.dudak.refused": "{card}: {reason}.",
    "practice.dudak.beat_with.one": (
        "{cards} beats {top}; {name} beats with one of them and adds any other card."
    ),
    "practice.dudak.beat_with.other": (
        "{cards} beat {top}; {name} beats with one of them and adds any other card."
    ),
    "practice.dudak.take_all": "take the whole pile",
    "practice.dudak.take_top": "take the top card",
    "practice.dudak.no_beat": "No card of {name}'s beats {top}, so {name} must {take}.",
    "practice.dudak.own_trump": " {name}'s trump: {suit}.",
    "practice.dudak.no_trump": (
        " {name} has not declared a trump (count only the cards that beat it without declaring one)."
    ),
    "practice.dudak.no_beat_declare": (
        "No card of {name}'s beats {top} without a trump: {name} must {take}, or first declare a trump "
        "(after declaring {suit}, {card} would beat it)."
    ),
    "practice.dudak.whose_trump": "{name}'s {suit}",
    "practice.dudak.other_trumps": " Other trumps: {others}.",
    "practice.dudak.beats.question": (
        "The top card is {top}.{declared}{trumps} Which of {name}'s cards beat it? Click each one (none if "
        "no card does), then Check."
    ),
    "practice.dudak.go_out.set_aside": "The pile is set aside, out of play; the next player leads a new pile",
    "practice.dudak.go_out.stays": "The pile stays; the next player must beat its new top card",
    "practice.dudak.go_out.taken": "The next player takes the pile into their hand",
    "practice.dudak.leads": "{name} leads {card}, their last card",
    "practice.dudak.beats_last": "{name} beats {top} with {card}, their last card",
    "practice.dudak.beats_adds": "{name} beats {top} with {card} and adds {add}, their last card",
    "practice.dudak.score.question": (
        "Deal {deal} is the last of this game; the losses of the deals before: {table}. {what}, and goes "
        "out. Who wins the game? Click every winner (players tied for the fewest losses share the win), "
        "then Check."
    ),
    "practice.dudak.score.seat.one": "{name} ends the game with {n} loss.",
    "practice.dudak.score.seat.other": "{name} ends the game with {n} losses.",
    "practice.dudak.score.fewest": " The fewest losses: {n}.",
    "practice.dudak.take.question": (
        "{name} does not beat the top card, {top}. Which cards of the pile go into {name}'s hand now? Click "
        "them in the pile, then Check."
    ),
    "practice.dudak.take.top": "{card} is the top card: it is taken back.",
    "practice.dudak.take.stays": (
        "{card} stays in the pile: only the top card, {top}, is taken; {name} then beats the next card or "
        "takes again."
    ),
    "practice.dudak.take.all": (
        "{card} is taken too: {name} declared {suit} as a trump, and a declarer who does not beat takes the "
        "whole pile."
    ),
    "practice.dudak.lead.question": "{dealer} has just dealt. Who leads the first card (it starts the pile)?",
    "practice.dudak.lead.yes": (
        "{name} sits on the left of the dealer, {dealer}, and leads: any card of the hand may start the pile."
    ),
    "practice.dudak.lead.no": "Not {name}: the player on the dealer's left, {leader}, leads.",
    "practice.dudak.go_out.question": "{what}, and goes out. What happens to the pile?",
    "facts.dudak.losses_most": "most losses of one player",
    "facts.dudak.losses_spread": "most minus fewest losses",
    "facts.dudak.first_leader_lost": "share of deals lost by the first leader",
    "facts.dudak.declarer_lost": "share of deals lost by a trump declarer",
    "facts.dudak.trumps_declared": "trumps declared per deal",
    "facts.dudak.cards_taken": "cards taken back per deal",
    "facts.dudak.piles_set_aside": "piles set aside per deal",
    "facts.dudak.loser_cards": "cards the loser still holds",
    "facts.dudak.turns_per_deal": "turns per deal",
    "facts.dudak.turn_limit_deals": "deals stopped at the turn limit",
    # what the live table asks at each phase of a turn (cardrules.prompts; the phases in table.py, TABLE.prompts)
    "dudak.prompt.lead_it": "Lead it",
    "dudak.prompt.beat_it": "Beat with them",
}
