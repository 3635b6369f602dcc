"""Every text of Packs in English: its moves, refusals, narration, status, table labels, lessons,
practice questions, facts and house rules, by message key (registered by :func:`cardrules.i18n.register`).
The English help of each house rule is the field's docstring in ``rules.py``, its one source."""

MESSAGES: dict[str, str] = {
    "packs.title": "Packs",
    "packs.example.one_deal_over": (
        "That ends deal {deal} and this example, which plays one deal: in a game the deal passes clockwise "
        "and the scores add up until someone reaches {target}."
    ),
    "packs.move.draw": "Draw from the stock",
    "packs.move.pack": "Pack {card} with {cards}",
    "packs.move.steal": "Steal {packs} with {cards}",
    "packs.move.end": "End the turn",
    "packs.move.show": "Show the hand (no pack possible)",
    "packs.reason.not_a_move": "not a Packs move: {move}",
    "packs.reason.not_possible": "that move is not possible here",
    "packs.reason.drawn": "you have already drawn this turn",
    "packs.reason.draw_first": "draw first: every turn starts by drawing the top card of the stock",
    "packs.reason.full_must_pack": "Full Table: you must pack this turn",
    "packs.reason.full_show": "Full Table and no pack is possible: show your hand",
    "packs.reason.show_only": "you show your hand only at a Full Table when no pack is possible",
    "packs.reason.full_can_pack": "Full Table: you can pack, so you must",
    "packs.reason.packed": "you have already packed this turn (one pack per turn)",
    "packs.reason.steal_after_pack": "you may steal only after packing this turn",
    "packs.reason.no_card": "play at least one card from your hand",
    "packs.reason.not_held": "you do not hold {card}",
    "packs.reason.not_held_twice": "you do not hold {card} twice (only {held})",
    "packs.reason.no_table_suit": (
        "there are no {suit} on the table: hand cards pack only a table card of their own suit"
    ),
    "packs.reason.same_suit": "every card played must be of the same suit ({suit})",
    "packs.reason.not_on_table": "{card} is not on the table",
    "packs.reason.pack_too_small": (
        "{cards} is worth {value}, not more than {card}'s {target} (a pack must be worth strictly more)"
    ),
    "packs.reason.no_seat": "there is no seat {seat}",
    "packs.reason.own_pack": "you cannot steal your own pack",
    "packs.reason.partner_pack": "house rule: you may not steal your partner's pack",
    "packs.reason.name_pack": "name at least one pack to steal",
    "packs.reason.one_suit": "the packs stolen together must all be of one suit",
    "packs.reason.no_such_pack": "{name} has no such pack",
    "packs.reason.no_such_packs": "{name} has no such packs",
    "packs.reason.one_per_steal": "house rule: one pack per steal",
    "packs.reason.packed_suit": "you packed {suit} this turn: steal a pack of another suit",
    "packs.reason.stolen_suit": "you have already stolen {suit} this turn (one steal per suit)",
    "packs.reason.steal_too_small": (
        "{cards} is worth {value}, not more than the pack's {total} (a steal must beat it)"
    ),
    "packs.reason.steal_too_small_many": (
        "{cards} is worth {value}, not more than the packs' {total} (a steal must beat it)"
    ),
    "packs.zone.full_table": "Full Table: all four suits",
    "packs.zone.pack": "{name}'s pack {n}",
    "packs.zone.pack_note": "{suit} worth {total} (stolen by more), scores {score}",
    "packs.zone.thrown": "Thrown off",
    "packs.status.result": "Result: {result}",
    "packs.status.draw": "{name} to draw",
    "packs.status.draw_full": "{name} to draw (Full Table: the draw will be hidden and packing compulsory)",
    "packs.status.act": "{name} may pack or end the turn",
    "packs.status.must_pack": "Full Table: {name} must pack",
    "packs.status.show": "{name} cannot pack: show the hand",
    "packs.status.forced": "Full Table: {name} must pack, or show the hand if unable to",
    "packs.status.steal": "{name} may steal a pack (not {suit}, one per suit) or end the turn",
    "packs.status.no_pack": "{name} has nothing to pack, so ends the turn",
    "packs.status.no_steal": "{name} has no pack to steal, so ends the turn",
    "packs.status.act.click": (
        "To pack, click a hand card, then the table card of its suit that it is worth more than (add more "
        "hand cards of that suit when one is not enough). Any cards may be tried: the rules say why they "
        "are refused."
    ),
    "packs.status.must_pack.click": (
        "To pack, click a hand card, then the table card of its suit that it is worth more than (add more "
        "hand cards of that suit when one is not enough). Any cards may be tried: the rules say why they "
        "are refused."
    ),
    "packs.status.steal.click": (
        "To steal, click the hand cards of a pack's suit that are worth more than the pack, then a card of "
        "that pack (for two packs of one player, a card of each). Any cards may be tried: the rules say "
        "why they are refused."
    ),
    "packs.event.cut": "Drawing for the deal: {drawn}.",
    "packs.event.cut_again": "Drawing for the deal (a tie for the highest card draws again): {drawn}.",
    "packs.event.dealer": "{who} drew the highest card and deals first.",
    "packs.event.deal.table": "lays {cards} face up on the table",
    "packs.event.deal.no_table": "lays no card on the table",
    "packs.event.deal": (
        "Deal {deal}: {who} deals {size} cards each, {table}, and leaves {stock} in the stock."
    ),
    "packs.event.position": "Deal {deal} from a set position: the table shows {cards}.",
    "packs.event.no_card": "no card",
    "packs.event.no_cards": "no cards",
    "packs.event.hand": "{who} is dealt {cards}.",
    "packs.event.hand_hidden": "{who} is dealt a hand.",
    "packs.event.draw_full": "Full Table: {who} draws {cards} without showing it and must pack.",
    "packs.event.draw_full_hidden": "Full Table: {who} draws a card without showing it and must pack.",
    "packs.event.draw": "{who} draws {cards}.",
    "packs.event.feed": "No table card is a {suit}: {who} feeds {cards} to the table.",
    "packs.event.pack": "{who} packs {card} with {cards} ({value} beats {target}).",
    "packs.event.steal": "{who} steals {owner}'s pack {loot} with {cards} ({value} beats {total}).",
    "packs.event.steal_many": "{who} steals {owner}'s packs {loot} with {cards} ({value} beats {total}).",
    "packs.event.show_hand": "{who} cannot pack and shows the hand: {cards}.",
    "packs.event.end_turn": "{who} ends the turn.",
    "packs.event.deal_end": "The stock is empty: deal {deal} ends.",
    "packs.event.throw_off_none": "Throw-off in {suit}: someone holds no {one} pack, so nobody throws off.",
    "packs.event.throw_off": (
        "Throw-off in {suit}: the smallest holding is {least}, so everyone throws off {least}."
    ),
    "packs.event.discard": "{who} throws off {n} {suit} pack ({groups}: {points} points).",
    "packs.event.discard.many": "{who} throws off {n} {suit} packs ({groups}: {points} points).",
    "packs.event.discard.team": "{who} throw off {n} {suit} pack ({groups}: {points} points).",
    "packs.event.discard.team.many": "{who} throw off {n} {suit} packs ({groups}: {points} points).",
    "packs.event.score": "{who} scores {points} for {packs} packs.",
    "packs.event.score.one": "{who} scores {points} for {packs} pack.",
    "packs.event.score.team": "{who} score {points} for {packs} packs.",
    "packs.event.score.team.one": "{who} score {points} for {packs} pack.",
    "packs.event.tie": "The top scores are tied at the target: another deal is played.",
    "packs.event.win": "{who} wins the game {scores}.",
    "packs.event.win_team": "{who} win the game {scores}.",
    "packs.event.draw_game": "The game ends in a draw between {who} ({scores}).",
    "packs.score.suit_S": "♠ packs",
    "packs.score.suit_H": "♥ packs",
    "packs.score.suit_D": "♦ packs",
    "packs.score.suit_C": "♣ packs",
    "packs.score.earlier": "Earlier deals",
    "packs.fact.deal": "Deal",
    "packs.fact.dealer": "Dealer",
    "packs.fact.stock": "Stock",
    "packs.fact.target": "Target",
    "packs.fact.score": "Score",
    "packs.fact.packed": "Packed this turn",
    "packs.fact.stolen": "Stolen this turn",
    "packs.move_error.unknown": (
        "{text!r} is not a Packs move (try 'draw', 'pack 7H with 8H', 'steal 7S+9S from 1 with QS', 'end' "
        "or 'show hand')"
    ),
    "packs.move_error.cards": "cannot read the cards {cards!r} (write codes joined by +, e.g. 8H+2H)",
    "packs.move_error.card": "{error}",
    "packs.preset.write_up": "The write-up's rules: 4 players in two teams, game to 500",
    "packs.preset.two_one_deal": "2 players, one deal",
    "packs.preset.three_one_deal": "3 players, one deal",
    "packs.preset.four_teams_one_deal": "4 players in teams, one deal",
    "packs.preset.six_teams_one_deal": "6 players in teams of three, one deal",
    "packs.preset.two_to_150": "2 players, game to 150",
    "packs.preset.six_to_200": "6 players, game to 200",
    "packs.preset.four_alone_one_deal": "4 players each alone, one deal",
    "packs.preset.six_alone_one_deal": "6 players each alone, one deal",
    "packs.preset.two_decks_for_two": "2 players with two decks, one deal",
    "packs.preset.no_special_pairs": "No special pairs, one deal",
    "packs.preset.one_pair_per_group": "One special pair per group, one deal",
    "packs.preset.no_full_table": "No Full Table, one deal",
    "packs.preset.no_partner_steals": "No stealing from partners, one deal",
    "packs.preset.one_pack_per_steal": "One pack per steal, one deal",
    "packs.preset.no_throw_off": "No throw-off, one deal",
    "packs.preset.big_hands": "Big hands (7 cards, 4 on the table), one deal",
    "packs.preset.shared_ties": "Shared ties, game to 100",
    "packs.rules.tie.option.deal again": "play another deal",
    "packs.rules.tie.option.shared": "share the win",
    "packs.table.rank": "Card",
    "packs.table.play_value": "Value in play (packing, stealing)",
    "packs.table.score_value": "Value when scoring",
    "packs.table.pair": "Pair (same suit)",
    "packs.table.value": "Value",
    "packs.table.plain_sum": "The two cards' own values added",
    "packs.table.needs": "Note",
    "packs.table.two_decks_only": "with two decks only",
    "packs.table.group": "Cards played together",
    "packs.table.one_by_one": "Counted one by one",
    "packs.table.best_pairing": "Counted with the best pairs",
    "packs.table.suit": "Suit",
    "packs.table.player": "Player or team",
    "packs.table.holding.none": "no pack",
    "packs.table.holding.one": "{n} pack, scoring {points}",
    "packs.table.holding.other": "{n} packs, scoring {points}",
    "packs.rules_error.players": "must be 2, 3, 4 or 6 (Packs is not played by {players}), got {players}",
    "packs.summary": (
        "Win table cards with more points of their suit, steal other players' packs, then survive the "
        "throw-off."
    ),
    "packs.lesson.glance": (
        "Packs at a glance\n"
        "2, 3, 4 or 6 players; with 4 or 6, alternate seats are partners. One deck for two players, two "
        "decks shuffled together for more.\n"
        "Your turn: draw the top card of the stock and show it. If no table card has its suit, it goes "
        "onto the table and your turn ends.\n"
        "Otherwise keep it, and you may pack: take one table card with hand cards of its suit worth more "
        "than it (A 20, K Q J 10, the others their number).\n"
        "Two cards of one suit from 2 to 5 played together count as a number: 5 and 4 are 54.\n"
        "After a pack you may steal other players' packs: one per suit, not in the suit you packed, with "
        "cards worth more than the pack.\n"
        "All four suits on the table (Full Table): your draw stays secret and you must pack, or show your "
        "hand.\n"
        "When the stock is empty, each suit is thrown off down to the smallest number of packs anyone "
        "holds; the packs left score A 20, K to 8 10, 7 to 2 5.\n"
        "The first player or team to reach 500 wins."
    ),
    "packs.lesson.intro": (
        "# Packs\n"
        "A card game by Phil Laurence, published in Sid Sackson's *A Gamut of Games* (1969) as *Paks*; "
        "this page teaches it as\n"
        "Yuji Akagiri's Japanese write-up \"パックス\" (1995) presents it. You win table cards by outbidding "
        "them in their own\n"
        "suit, then steal other players' winnings, and at the end of the deal only the packs that survive "
        "the throw-off count.\n"
        "Every position on this page is computed by the game's engine; most are set up small (a few cards "
        "in each hand, a\n"
        "short stock) so that each shows one rule. The rules in full, with the few points the write-up "
        "leaves open and how\n"
        "they were settled, are on the page [Packs: the full rules](rules.ipynb?game=packs)."
    ),
    "packs.lesson.players_and_cards": (
        "## Players and cards\n"
        "Packs is for 2, 3, 4 or 6 players (not 5). With 4 or 6 players, every other seat is a partner: "
        "two teams of two, or two\n"
        "teams of three, who score together. Two players use one ordinary 52-card deck; three or more use "
        "two decks shuffled\n"
        "together (104 cards, so every card exists twice; the backs need not match)."
    ),
    "packs.lesson.values": (
        "## What the cards are worth\n"
        "During play (packing and stealing) an Ace is worth 20, a King, Queen or Jack 10, and the other "
        "cards their number. At the\n"
        "end of the deal the packs are scored with different values: Ace 20, King down to 8 worth 10, 7 "
        "down to 2 worth 5."
    ),
    "packs.lesson.special_pairs": (
        "## The special pairs\n"
        "Two cards of the **same suit** from 2 to 5, played together from the hand, are read as a number "
        "instead of being added:\n"
        "5 and 4 of hearts are worth 54, not 9. They count only at the moment they are played from the "
        "hand. A pair of two equal\n"
        "cards (5 and 5, 4 and 4...) needs two decks."
    ),
    "packs.lesson.several_pairs": (
        "A group of cards may hold several separate pairs, plus other cards of the suit; the group is "
        "worth the best way\n"
        "of pairing them. Cards of different suits never combine (and cannot be played together anyway):"
    ),
    "packs.lesson.deal": (
        "## The deal\n"
        "Everyone draws a card; the highest (Ace high, then King, Queen... down to 2) deals first, and "
        "players who tie draw again.\n"
        "The deal then passes clockwise. The dealer gives everyone five cards, one at a time starting on "
        "the left, lays three\n"
        "cards face up on the table and leaves the rest face down as the stock. The player on the dealer's "
        "left plays first, and\n"
        "play goes clockwise: South, West, North, East with four players. A deal, as the engine tells it:"
    ),
    "packs.lesson.feeding": (
        "## Drawing, and feeding the table\n"
        "Every turn starts with a draw: the top card of the stock, shown to everyone. If its suit matches "
        "no table card, it is\n"
        "laid on the table (it *feeds* the table) and the turn is over. Here South draws 7♥ and no heart "
        "lies on the table:"
    ),
    "packs.lesson.pack": (
        "## Packing\n"
        "If the drawn card matches a table card's suit, it joins the hand, and the player may end the turn "
        "or *pack*: take **one**\n"
        "table card with one hand card, or several hand cards of its suit, worth **more** than it (one "
        "point more is enough;\n"
        "equal is not). The pack need not use the drawn card, nor be in its suit. South has drawn 3♥ "
        "(ringed in green in the\n"
        "hand, here and in every drawing of the card drawn this turn):"
    ),
    "packs.lesson.pack_choices": (
        "Every pack South could make here, each with what the hand cards are worth and what they must beat:"
    ),
    "packs.lesson.pack_made": (
        "South packs 9♥ with 10♥. The table card and the cards played become one pack, face up in front of "
        "South, spread so\n"
        "that every card shows:"
    ),
    "packs.lesson.pack_refused": "Equal is not enough, and only one pack may be made in a turn:",
    "packs.lesson.no_merge": (
        "A new pack is never merged with an older one, even of the same suit: South already has a heart "
        "pack and makes a\n"
        "second one beside it."
    ),
    "packs.lesson.full_table": (
        "## Full Table\n"
        "When all four suits lie on the table, the drawn card is **not shown**: it goes into the hand, and "
        "the player **must**\n"
        "pack this turn (any legal pack will do). Here the table shows ♥ ♣ ♦ ♠:"
    ),
    "packs.lesson.full_table_seen": (
        "Only the drawer learns which card was drawn; the others read that a card was drawn:"
    ),
    "packs.lesson.show_hand": (
        "A player who cannot pack at a Full Table shows the whole hand to everyone, to prove it, and the "
        "turn ends:"
    ),
    "packs.lesson.stealing": (
        "## Stealing\n"
        "Only after packing, in the same turn, may a player *steal*: take another player's pack (a "
        "partner's too) by playing\n"
        "hand cards of its suit worth more than the whole pack. The pack counts every card at its plain "
        "value (its special pairs\n"
        "no longer count), while the thief's cards may use them. Several packs of one suit held by the "
        "**same** player may be\n"
        "stolen together by beating their sum. Whatever is stolen, with the cards used, becomes one pack "
        "in front of the thief.\n"
        "Here two players use two decks (a house rule), so some cards appear twice: South packs a heart, "
        "then steals two of\n"
        "North's spade packs (9 and 8 points) with 3♠ and 2♠ (32):"
    ),
    "packs.lesson.steal_refused": (
        "Several steals are allowed in a turn, but each in a different suit, and never in the suit packed "
        "this turn; and\n"
        "there is still only one pack per turn:"
    ),
    "packs.lesson.steal_ends_turn": (
        "When the player has finished stealing, the turn ends: nothing else may be done, and the next "
        "player draws."
    ),
    "packs.lesson.partners": (
        "With partners, every player still packs in front of themselves, and a partner's pack may be "
        "stolen like any other.\n"
        "The two packs then become one, so the team holds one pack fewer of that suit; at the end of the "
        "deal everyone throws off, in each suit, as many packs as the team with the fewest holds, so such "
        "a steal can change how many packs everyone throws off. Here South steals partner North's spade pack:"
    ),
    "packs.lesson.throw_off": (
        "## The end of the deal and the throw-off\n"
        "When the stock is empty and the player who drew the last card has finished, the deal ends. Then, "
        "suit by suit, look\n"
        "for the smallest number of packs of that suit that any player (or team) holds: everyone throws "
        "off that many packs of\n"
        "the suit, their lowest-scoring ones. Whoever holds no pack of a suit makes that number 0, so "
        "nobody throws off in it.\n"
        "What each player holds before the last draw:"
    ),
    "packs.lesson.throw_off_done": (
        "South draws the last card and it feeds the table; the deal ends. Hearts are thrown off down to "
        "North's single\n"
        "pack (each throws off one, the lowest-scoring); in spades and clubs someone holds none, so nobody "
        "throws off:"
    ),
    "packs.lesson.scoring": (
        "## Scoring\n"
        "The packs left after the throw-off score at the scoring values; cards left in hands or on the "
        "table score nothing.\n"
        "South's and North's packs, line by line:"
    ),
    "packs.lesson.no_throw_off": (
        "Without the throw-off (a house rule) the same deal would score differently:"
    ),
    "packs.lesson.game_end": (
        "## The end of the game\n"
        "Points are scored only at the end of a deal, and deals follow one another until a player (or "
        "team) has 500 points. If\n"
        "two or more reach 500 in the same deal, the higher score wins; if they are equal, another deal is "
        "played."
    ),
    "packs.lesson.curated": (
        "## A whole deal, step by step\n"
        "The end of a two-player deal, four cards before the stock runs out. South already holds a club "
        "pack; North holds a\n"
        "club pack and a spade pack; North dealt, so South plays first. South draws 2♦, which matches no "
        "table card:"
    ),
    "packs.lesson.curated_2": "North draws 9♥, a heart like 7♥ on the table, and packs 7♥ with it:",
    "packs.lesson.curated_3": (
        "South draws J♣ and packs 8♣ with it. Having packed, South may steal, in another suit than clubs: "
        "North's new heart\n"
        "pack is worth 7 + 9 = 16 to a thief, and South's 4♥ and 3♥ together are the special pair 43:"
    ),
    "packs.lesson.curated_4": (
        "North draws the last card, A♠; no spade lies on the table, so it feeds the table, and the deal "
        "ends with the\n"
        "throw-off (clubs: one pack each) and the scoring:"
    ),
    "packs.lesson.curated_scoring": (
        "The score, line by line: South keeps the heart pack and the better club pack; North keeps the "
        "spade pack, which\n"
        "nobody could throw off since South holds no spade pack:"
    ),
    "packs.lesson.practice": (
        "## Practice\n"
        "Where does a drawn card go? Can this table card be packed, and with which cards? Can that pack be "
        "stolen? What is a group worth? How many packs are thrown off, what do the packs left score, and "
        "does the game end? Each question is asked on a position from a real deal and answered by the "
        "engine: click the cards in the drawing (then *Check*) or the answer, and every wrong choice is "
        "explained. The question set's number and the level choose the questions, so a class given the same "
        "number gets the same ten."
    ),
    "packs.lesson.play": (
        "## Play\n"
        "Deal, step through a game with its narration, or play South against the bots (packs are laid out "
        "face up in front of\n"
        "each player; the Score tab shows the breakdown and the House rules tab changes the rules)."
    ),
    "packs.table.move": "Move",
    "packs.table.worth": "Cards played are worth",
    "packs.table.to_beat": "Must beat",
    "packs.table.tried": "Tried",
    "packs.table.refused": "Refused because",
    "packs.table.reads": "Reads",
    "packs.table.total": "Total",
    "packs.table.pack": "Pack",
    "packs.table.points": "Points",
    "packs.table.with_throw_off": "With the throw-off",
    "packs.table.without_throw_off": "Without the throw-off",
    "packs.state_error.unknown_field": "is not a field of a Packs start position",
    "packs.state_error.whole_number": "must be a whole number {lo}-{hi}, got {got}",
    "packs.state_error.cut_round": "round {round} needs {n} cards, got {got}",
    "packs.state_error.cut_tie": "the draw for the deal ends in a tie",
    "packs.state_error.cut_list": "must be a list of rounds of card codes",
    "packs.state_error.missing": "is missing (give either a deck or hands, table and stock)",
    "packs.state_error.stock": "must hold at least one card (the next turn draws)",
    "packs.state_error.packs_list": "must be a list of {n} lists of packs (card codes)",
    "packs.state_error.pack": "a pack is one or more cards of one suit, got {got}",
    "packs.state_error.extra": "cards do not fit the deck: extra or duplicated {cards}",
    "packs.state_error.scores": "must be a list of {n} whole numbers (scores so far)",
    "practice.packs.alone_packs": "{card} alone packs it: {narration}",
    "practice.packs.cannot_pack": (
        "{card} cannot be packed: all of {name}'s {suit} together, {cards}, are worth {value}, not more "
        "than {target}."
    ),
    "practice.packs.can_pack": (
        "{choices} of cards pack it (any group of {suit} worth more than {target}); the fewest cards: "
        "{narration}"
    ),
    "practice.packs.can_be_packed": "{card} can be packed",
    "practice.packs.full": " (Full Table: if any pack is possible, one must be made)",
    "practice.packs.draw.question": "{name} draws {card}. Where does it go?",
    "practice.packs.draw.table": "Onto the table: no table card has its suit, and the turn ends",
    "practice.packs.draw.hand": "Into {name}'s hand, shown to all: {name} may pack",
    "practice.packs.draw.full": "Into {name}'s hand, unseen (Full Table): {name} must pack, or show the hand",
    "practice.packs.throw_off.question": (
        "The stock is out, and the deal ends. Packs of {suits} held: {held}. How many of {owner}'s {suit} packs "
        "are thrown off?"
    ),
    "practice.packs.score.question": (
        "After the throw-off, {owner} keeps these packs: {packs}. How many points do they score?"
    ),
    "practice.packs.goal.question": (
        "Deal {deal} ends, and the totals are: {totals}. The game is played to {target}. What happens?"
    ),
    "practice.packs.goal.next": "Another deal",
    "practice.packs.goal.wins": "The game ends, won by {owner}",
    "practice.packs.goal.nobody": "Nobody has reached {target}: another deal is dealt.",
    "practice.packs.pack.question": (
        "{name} has drawn{full}. Can {name} pack {card} ({target}) from the table, and with which cards? "
        "Click the hand cards to play (none if it cannot be packed), then Check."
    ),
    "practice.packs.alone_steals": "{card} alone steals it: {narration}",
    "practice.packs.cannot_steal": "It cannot be stolen now: {reason}.",
    "practice.packs.can_steal": (
        "{choices} of cards steal it (a group of its suit worth more than its {total}); the fewest cards: "
        "{narration}"
    ),
    "practice.packs.can_be_stolen": "it can be stolen",
    "practice.packs.packed": " {name} packed {suit} this turn.",
    "practice.packs.steal.question": (
        "{name} may now steal.{packed} Can {name} steal {victim}'s pack {cards} (worth {total} to a "
        "thief), and with which cards? Click the hand cards to play (none if it cannot be stolen), then "
        "Check."
    ),
    "practice.packs.breakdown": (
        "one by one {sum} = {plain}; the special pairs among them: {pairs}; the best way to pair them "
        "gives {value}"
    ),
    "practice.packs.group.plain": (
        "{value} counts the cards one by one, but same-suit pairs of 2-5 count as special pairs: {pairs}."
    ),
    "practice.packs.group.one_pair": (
        "{value} counts one special pair only; every disjoint pair counts (best pairing): {breakdown}."
    ),
    "practice.packs.group.not": "Not {value}: {breakdown}.",
    "practice.packs.group.question": (
        "What are {cards} from {name}'s hand worth together, played as one group to pack or steal?"
    ),
    "practice.packs.group.solution": "The engine's group value: {breakdown}.",
    "facts.packs.packs_made": "packs made",
    "facts.packs.steals": "steals",
    "facts.packs.packs_stolen": "packs stolen",
    "facts.packs.full_table_draws": "Full Table draws",
    "facts.packs.hands_shown": "hands shown",
    "facts.packs.cards_thrown_off": "cards thrown off",
    "packs.rules.players.label": "Players",
    "packs.rules.target.label": "Target score",
    "packs.rules.single_deal.label": "One deal only",
    "packs.rules.partnerships.label": "Play as partners",
    "packs.rules.two_decks_for_two.label": "Two decks for two",
    "packs.rules.hand_size.label": "Cards in each hand",
    "packs.rules.table_cards.label": "Cards on the table",
    "packs.rules.special_pairs.label": "Special combinations",
    "packs.rules.several_pairs.label": "Several combinations",
    "packs.rules.full_table.label": "Full Table",
    "packs.rules.partner_steals.label": "Steal from a partner",
    "packs.rules.multi_steal.label": "Steal several packs",
    "packs.rules.throw_off.label": "Throw-off",
    "packs.rules.tie.label": "Equal top scores",
    # what the live table asks at each phase of a turn (cardrules.prompts; the phases in table.py, TABLE.prompts)
    "packs.prompt.pack.picked_more": "Picked {cards}: choose a pack below, or click more cards of that suit:",
    "packs.prompt.steal.picked_more": (
        "Picked {cards}: choose a steal below, or click more hand cards or a card of the pack:"
    ),
    "packs.prompt.pack_it": "Pack them",
    "packs.prompt.steal_it": "Steal with them",
}
