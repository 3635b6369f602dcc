# ruff: noqa: E501 - lesson prose keeps the notebooks' lines whole
"""English messages: the reference catalogue (every key a reader can see; other languages translate these).

Rules fields are not here: their English label is the field name and their help is the field's docstring in the
game's module. Keys are ``<area>.<what>`` or ``<game>.<area>.<what>``; placeholders are ``str.format`` names.
"""

MESSAGES: dict[str, str] = {}

# ------------------------------------------------------------------------------------------------------- common
MESSAGES.update({
    "language.name": "English",
    "list.sep": ", ",
    "list.semi": "; ",
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
    "score.deal": "deal",
    "score.item": "item",
    "reason.game_over": "the game is over",
    "reason.not_in_hand": "{card} is not in {name}'s hand",
    "event.game_over": "Game over. {summary}.",
    "status.game_over": "Game over: {result}.",
    "zone.stock": "Stock",
    "zone.table": "Table",
    "zone.dealer": "{name} (dealer)",
    "fact.Deal": "Deal",
    "fact.Dealer": "Dealer",
    "fact.Target": "Target",
    "fact.Score": "Score",
})

# --------------------------------------------------------------------------------------------------- tablanette
MESSAGES.update({
    "tablanette.title": "Tablanette",
    "tablanette.move.play": "Play {card}",
    "tablanette.move.take": "Play {card}, take {cards}",
    "tablanette.reason.not_a_move": "{move} is not a Tablanette move (a move plays one card and names the table cards"
                                    " it takes)",
    "tablanette.reason.named_twice": "a table card is named twice",
    "tablanette.reason.not_on_table": "{card} is not on the table",
    "tablanette.reason.jack_takes_all": "a Jack takes every card on the table",
    "tablanette.reason.jack_on_table": "a Jack on the table can only be taken by playing a Jack",
    "tablanette.reason.cannot_split": "{cards} cannot be split into cards of rank {rank} and groups of 2 or 3 cards"
                                      " adding up to {value}",
    "tablanette.reason.cannot_split_any": "{cards} cannot be split into cards of rank {rank} and groups of any number"
                                          " of cards adding up to {value}",
    "tablanette.reason.must_capture": "{card} must capture: it can take {example}",
    "tablanette.reason.take_everything": "everything the card can take must be taken: {example} is still there",
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
    "tablanette.event.last_cards": "{who} made the last capture and takes what is left: {cards}.",
    "tablanette.event.deal_scored.owner": "{owner} {count} cards, {points} points (total {total})",
    "tablanette.event.deal_scored": "Deal {deal} scored: {each}.",
    "tablanette.score.Tablanettes": "Tablanettes",
    "tablanette.score.Card points (A 11, 10 10, K 4, Q 3, J 2)": "Card points (A 11, 10 10, K 4, Q 3, J 2)",
    "tablanette.score.A K Q J 10, one each": "A K Q J 10, one each",
    "tablanette.score.10♦ extra": "10♦ extra",
    "tablanette.score.2♣": "2♣",
    "tablanette.score.Most cards": "Most cards",
    "tablanette.score.Before this position": "Before this position",
})

# --------------------------------------------------------------------------------------------------- spoil five
MESSAGES.update({
    "spoil_five.title": "Spoil Five",
    "spoil_five.zone.trumps_order": "Trumps ({suit}), high to low",
    "spoil_five.zone.plain_order": "{suit}, high to low",
    "spoil_five.status.ranking.simplified": "Simplified ranking with {suit} trumps",
    "spoil_five.status.ranking.traditional": "Traditional ranking with {suit} trumps",
    "spoil_five.zone.trumps_ranking.simplified": "{suit} trumps, simplified",
    "spoil_five.zone.trumps_ranking.traditional": "{suit} trumps, traditional",
    "spoil_five.fact.best": "5, J of trumps, A♥, A of trumps",
    "spoil_five.status.trump_orders": "Every trump suit, highest first: simplified and traditional rankings",
    "spoil_five.move.declare": "Declare the trump Ace",
    "spoil_five.move.decline": "Decline to declare (the Ace becomes the lowest trump)",
    "spoil_five.move.rob": "Rob: take {take}, discard {discard}",
    "spoil_five.move.pass": "Do not rob",
    "spoil_five.move.lead": "Lead {card}",
    "spoil_five.move.play": "Play {card}",
    "spoil_five.move.stop": "Stop and take the pool",
    "spoil_five.move.jink": "Jink: lead {card} and go for all five tricks",
    "spoil_five.reason.declare_first": "{name} must first say whether they declare the trump Ace (declare or decline)",
    "spoil_five.reason.rob_first": "{name} must first rob (take the turn-up, discard a card) or pass",
    "spoil_five.reason.rob_turnup": "robbing takes the turn-up {turnup}, not {card}",
    "spoil_five.reason.discard_not_held": "{name} does not hold {card} to discard",
    "spoil_five.reason.stop_only": "only a player who has just won the first three tricks may stop",
    "spoil_five.reason.declare_before": "the trump Ace is declared before play begins",
    "spoil_five.reason.rob_before": "robbing happens before play begins",
    "spoil_five.reason.jink_only": "only a player who has just won the first three tricks may jink",
    "spoil_five.reason.already_led": "the trick has been led: {name} plays to it ('play', not 'lead')",
    "spoil_five.reason.stop_or_jink": "{name} won the first three tricks: stop, or lead on for all five with"
                                      " 'jink {card}'",
    "spoil_five.reason.must_lead": "{name} leads this trick ('lead', not 'play')",
    "spoil_five.reason.not_a_move": "not a Spoil Five move: {move}",
    "spoil_five.reason.not_held": "{name} does not hold {card}",
    "spoil_five.reason.trump_led_low": "a trump ({led}) was led and you hold {card}, a trump below the top three, so"
                                       " you must play a trump",
    "spoil_five.reason.trump_led_higher": "a trump ({led}) was led, higher than your {card}, so you must play a trump"
                                          " (top trumps may be held back only against a lower trump)",
    "spoil_five.reason.follow": "you must follow suit ({suit}) or trump",
    "spoil_five.reason.must_trump": "you have no {suit} but hold a trump, so you must trump (a discard is allowed only"
                                    " holding neither {suit} nor a trump)",
    "spoil_five.zone.trick": "Trick {n}",
    "spoil_five.zone.turnup": "Turn-up",
    "spoil_five.zone.trumps_note": "{suit} are trumps",
    "spoil_five.zone.discard": "Robbed discard",
    "spoil_five.zone.tricks": "{name}'s tricks",
    "spoil_five.tricks.one": "{n} trick",
    "spoil_five.tricks.other": "{n} tricks",
    "spoil_five.chips.one": "{n} chip",
    "spoil_five.chips.other": "{n} chips",
    "spoil_five.fact.jink": "{name} is going for all five tricks",
    "spoil_five.fact.undeclared": "{card} is the lowest trump",
    "spoil_five.status.result": "Result: {result}",
    "spoil_five.status.declare": "{name} to declare the trump Ace or decline",
    "spoil_five.status.rob": "{name} may rob: take the turn-up {card} and discard a card, or pass",
    "spoil_five.status.three": "{name} won the first three tricks: stop and take the pool, or lead on for all five",
    "spoil_five.status.lead": "{name} to lead to trick {n}",
    "spoil_five.status.play": "{name} to play to trick {n}",
    "spoil_five.event.first_dealer": "Cards are dealt face up to find the first dealer: {cards}; {who} receives the"
                                     " first Jack and deals first.",
    "spoil_five.unit.chip": "chip",
    "spoil_five.unit.chips": "chips",
    "spoil_five.event.ante_none.broke": "a player cannot pay",
    "spoil_five.event.ante_none.limit": "the set number of deals is over",
    "spoil_five.event.ante_none.carry": "the pool carries over",
    "spoil_five.event.ante_none": "Nobody antes ({why}); the pool of {pool} chips is played for again.",
    "spoil_five.event.ante_all": "Everyone antes {amount} {unit}; the pool holds {pool} chips.",
    "spoil_five.event.ante_all_again": "Everyone antes {amount} {unit} again after the spoil; the pool holds {pool}"
                                       " chips.",
    "spoil_five.event.ante": "{who} antes {amount} {unit}; the pool holds {pool} chips.",
    "spoil_five.event.deal": "{who} deals five cards each (two, then three); the turn-up is {cards}, so {suit} are"
                             " trumps.",
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
    "spoil_five.event.three": "{who} has won the first three tricks: stop and take the pool, or lead on for all five.",
    "spoil_five.event.stop": "{who} stops after three tricks.",
    "spoil_five.event.pool": "{who} takes {tricks} tricks and wins the pool of {chips} chips.",
    "spoil_five.event.bonus": "{who} took all five tricks and receives {chips} chips from the other players.",
    "spoil_five.event.spoil_jink": "{who}'s jink failed: the deal is spoiled and the pool of {pool} chips carries"
                                   " over.",
    "spoil_five.event.spoil": "Nobody took three tricks: the deal is spoiled and the pool of {pool} chips carries"
                              " over.",
    "spoil_five.event.game_over.single": "The deal is over",
    "spoil_five.event.game_over.deals": "The set number of deals has been played",
    "spoil_five.event.game_over.broke": "A player cannot ante and the pool is empty",
    "spoil_five.event.game_over": "{why}: game over. {result}.",
    "spoil_five.score.Pool": "Pool",
    "spoil_five.score.All five bonus": "All five bonus",
    "spoil_five.score.Starting chips": "Starting chips",
    "spoil_five.score.Ante": "Ante",
    "fact.Trumps": "Trumps",
    "fact.Ranking": "Ranking",
    "fact.Best": "Best",
    "fact.Pool": "Pool",
    "fact.Chips": "Chips",
    "fact.Tricks": "Tricks",
    "fact.Jink": "Jink",
    "fact.Undeclared": "Undeclared",
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
    "packs.title": "Packs",
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
    "packs.reason.same_suit": "every card played must be of the same suit ({suit})",
    "packs.reason.not_on_table": "{card} is not on the table",
    "packs.reason.pack_too_small": "{cards} is worth {value}, not more than {card}'s {target} (a pack must be worth"
                                   " strictly more)",
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
    "packs.reason.steal_too_small": "{cards} is worth {value}, not more than the pack's {total} (a steal must beat it)",
    "packs.reason.steal_too_small_many": "{cards} is worth {value}, not more than the packs' {total} (a steal must"
                                         " beat it)",
    "packs.zone.full_table": "Full Table: all four suits",
    "packs.zone.pack": "{name}'s pack {n}",
    "packs.zone.pack_note": "{suit} {total} to steal, scores {score}",
    "packs.zone.thrown": "Thrown off",
    "packs.status.result": "Result: {result}",
    "packs.status.draw": "{name} to draw",
    "packs.status.draw_full": "{name} to draw (Full Table: the draw will be hidden and packing compulsory)",
    "packs.status.act": "{name} may pack or end the turn",
    "packs.status.must_pack": "Full Table: {name} must pack",
    "packs.status.show": "{name} cannot pack: show the hand",
    "packs.status.steal": "{name} may steal a pack (not {suit}, one per suit) or end the turn",
    "packs.event.cut": "Drawing for the deal: {drawn}.",
    "packs.event.cut_again": "Drawing for the deal (a tie for the highest card draws again): {drawn}.",
    "packs.event.dealer": "{who} drew the highest card and deals first.",
    "packs.event.deal.table": "lays {cards} face up on the table",
    "packs.event.deal.no_table": "lays no card on the table",
    "packs.event.deal": "Deal {deal}: {who} deals {size} cards each, {table}, and leaves {stock} in the stock.",
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
    "packs.event.throw_off": "Throw-off in {suit}: the smallest holding is {least}, so everyone throws off {least}.",
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
    "packs.score.♠ packs": "♠ packs",
    "packs.score.♥ packs": "♥ packs",
    "packs.score.♦ packs": "♦ packs",
    "packs.score.♣ packs": "♣ packs",
    "packs.score.Earlier deals": "Earlier deals",
    "fact.Stock": "Stock",
    "fact.Packed this turn": "Packed this turn",
    "fact.Stolen this turn": "Stolen this turn",
})

# -------------------------------------------------------------------------------------------------------- dudak
MESSAGES.update({
    "dudak.title": "Dudak",
    "dudak.move.lead": "Lead {card}",
    "dudak.move.beat_out": "Beat with {card} and go out",
    "dudak.move.beat": "Beat with {card}, add {add}",
    "dudak.move.take": "Take a card",
    "dudak.move.take_all": "Take the whole pile",
    "dudak.move.declare": "Declare {suit} trumps",
    "dudak.move.pass": "No trump",
    "dudak.reason.not_a_move": "{move} is not a Dudak move",
    "dudak.reason.no_trumps": "personal trumps are not used in these rules",
    "dudak.reason.declared": "{name} has already declared {suit} as their trump, and it cannot be changed this deal",
    "dudak.reason.declare_round": "trumps may only be declared in the round before the first lead (house rule)",
    "dudak.reason.nothing_to_pass": "there is nothing to pass: passing only declines a trump in the declaration round",
    "dudak.reason.declare_first": "every player first declares a trump or passes, before the first lead (house rule)",
    "dudak.reason.pile_exists": "there is already a pile: beat its top card {card} or take",
    "dudak.reason.not_held": "{name} does not hold {card}",
    "dudak.reason.no_pile": "there is no pile: lead any card to start one",
    "dudak.reason.whole_pile_rule": "under these rules a player who does not beat takes the whole pile ('take all')",
    "dudak.reason.trump_takes_all": "having declared {suit} as trump, {name} must take the whole pile, not one card"
                                    " ('take all')",
    "dudak.reason.one_at_a_time": "take one card at a time: only a player with a declared trump takes the whole pile",
    "dudak.reason.must_add": "after beating you must add one more card from your hand (D-A1)",
    "dudak.reason.last_card": "{card} is your last card: beating with it takes you out, with nothing to add",
    "dudak.reason.add_other": "{card} is the beating card: add a different card",
    "dudak.reason.add_not_held": "{name} does not hold {card} to add",
    "dudak.reason.lower_trump": "{card} is lower than {top}: on your own trump suit only a higher trump beats",
    "dudak.reason.lower": "{card} is lower than {top}: beat with a higher {one}",
    "dudak.reason.no_beat": "{card} does not beat {top}: play a higher {one}",
    "dudak.reason.no_beat.no_trump": " (you have declared no trump)",
    "dudak.reason.no_beat.or_trump": " or one of your trumps ({suit})",
    "dudak.reason.no_beat.owners": "; {suit} are {owners}'s trump, not yours",
    "dudak.zone.trump": "trump {suit}",
    "dudak.zone.out": "out",
    "dudak.zone.pile": "Pile",
    "dudak.zone.top": "top {card}",
    "dudak.zone.no_pile": "no pile",
    "dudak.zone.set_aside": "Set aside",
    "dudak.fact.deal_of": "{deal} of {deals}",
    "dudak.fact.not_used": "not used",
    "dudak.fact.none": "none declared",
    "dudak.status.result": "Result: {result}",
    "dudak.status.declare": "{name} to declare a trump or pass",
    "dudak.status.lead": "{name} to lead a new pile",
    "dudak.status.beat_or_take": "{name} to beat {card} or take it",
    "dudak.status.beat_or_take_all": "{name} to beat {card} or take the whole pile",
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
    "dudak.event.lead_out": "{who} leads {card}, their last card, and goes out; the card stays for the next player to"
                            " beat.",
    "dudak.event.lead": "{who} leads {card} to start a new pile.",
    "dudak.event.with_trump": "trump {card}",
    "dudak.event.beat_last": "{who} beats {top} with {card}, their last card, and goes out.",
    "dudak.event.beat": "{who} beats {top} with {card} and adds {add}.",
    "dudak.event.beat_out": "{who} beats {top} with {card} and adds {add}, their last card, and goes out.",
    "dudak.event.set_aside": "The pile of {n} cards is set aside, out of play; the next player leads a new pile.",
    "dudak.event.left.one": "{n} card left",
    "dudak.event.left.other": "{n} cards left",
    "dudak.event.left.none": "the pile is empty",
    "dudak.event.take": "{who} takes {card} from the pile ({rest}).",
    "dudak.event.take_all": "{who} takes the whole pile ({cards}) and does not play.",
    "dudak.event.loser_limit": "The deal reaches the turn limit; {who} holds the most cards ({n}) and loses deal"
                               " {deal}.",
    "dudak.event.loser": "{who} is left holding cards and loses deal {deal}.",
    "dudak.event.game_end": "Game over: {who} wins with the fewest losses ({table}).",
    "dudak.event.game_end_shared": "Game over: {who} share the fewest losses ({table}).",
    "dudak.score.Loss": "Loss",
    "fact.Losses": "Losses",
    "fact.Turn": "Turn",
})

# ------------------------------------------------------------------------------------------ render and widgets
MESSAGES.update({
    "render.face_down": "face down",
    "render.empty": "empty",
    "render.none": "none",
    "widget.seed": "Seed",
    "widget.deal": "Deal",
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
    "widget.your_turn": "Your turn: {question}",
    "widget.options": "{n} option(s)",
    "widget.your_cards": "Your cards:",
    "widget.ways": "{card} can be played {n} ways:",
    "widget.several": "Those cards make several moves; choose one:",
    "widget.no_such_choice": "no legal choice uses exactly those cards",
    "widget.play_it": "Play it",
    "widget.cancel": "Cancel",
    "widget.builder": "{card}: {n} legal choices; {still} still possible with {picked} picked. Click cards to add or"
                      " remove them.",
    "widget.nothing": "nothing",
    "widget.projector": "Projector",
    "widget.projector_tip": "Bigger cards and text, high contrast, for a room",
    "widget.teaching": "Teaching: every hand face up",
    "widget.playing": "Playing: only my hand",
    "widget.replay": "Make a replay file",
    "widget.replay_tip": "One HTML file that steps through this game in any browser",
    "widget.load": "Load a game",
    "widget.load_label": "Load a saved game:",
    "widget.link": "Link to this deal:",
    "widget.link_add": "add {query} to the game page's address",
    "widget.download": "Download this game ({n} moves) as a JSON file",
    "widget.download_replay": "Download {name} ({kb} kB)",
    "widget.not_loaded": "Not loaded: {error}",
    "widget.loaded": "Loaded {name}: a {title} game of {n} moves.",
    "widget.hint": "Hint",
    "widget.hint_tip": "The Monte Carlo bot's three best moves for you",
    "widget.hint_chance": "estimated chance of winning (of leading after this deal, in a game of several deals)",
    "widget.hint_own_turn": "a hint is for your own turn",
})

# ------------------------------------------------------------------------------------------------------- 9 peak
MESSAGES.update({
    "nine_peak.title": "9 Peak",
    "nine_peak.move.pass_one": "Pass: place {card}",
    "nine_peak.move.pass_two": "Pass: place {first} then {second}, then take one",
    "nine_peak.move.take": "Take {card} from the Area",
    "nine_peak.move.play": "Play a set of {n}: {cards}",
    "nine_peak.reason.not_a_move": "{move} is not a 9 Peak move (pass, take or play, with cards as their fields)",
    "nine_peak.reason.must_take": "you placed two cards and must now take one card from the Area (9P-A4)",
    "nine_peak.reason.not_in_area": "{card} is not in the Area",
    "nine_peak.reason.take_after_pass": "you may take a card from the Area only after placing two cards in a Pass",
    "nine_peak.reason.take_empty": "the Area is empty, and you may take a card only after placing two cards in a Pass",
    "nine_peak.reason.not_held": "you do not hold {card}",
    "nine_peak.reason.held_only": "you hold only {held} {card}",
    "nine_peak.reason.set_size": "a set needs a size of 1 or more, got {n}",
    "nine_peak.reason.set_count": "a set of {n} must have exactly {n} cards, got {got} (9P-A5)",
    "nine_peak.reason.range": "every card of a set of {n} must be able to count as {n}: {card} counts as {lo}-{hi}"
                              " ({extra} of its number in the Area)",
    "nine_peak.reason.range_only": "every card of a set of {n} must be able to count as {n}: {card} counts only as"
                                   " {lo} (no {number} in the Area)",
    "nine_peak.zone.area": "Area {n}s: count as {lo}-{hi}",
    "nine_peak.zone.area_only": "Area {n}s: {n} only",
    "nine_peak.zone.area_note": "{n} + {c} = {hi}; peak at {peak}",
    "nine_peak.zone.none": "none",
    "nine_peak.zone.sets": "{name}'s sets",
    "nine_peak.zone.sets_note": "sets of {sizes}",
    "nine_peak.zone.peaks": "{name}'s peak cards",
    "nine_peak.zone.vp": "{n} VP",
    "nine_peak.zone.pile": "Unused pile",
    "nine_peak.zone.out": "Set aside at setup",
    "nine_peak.fact.not_yet": "not yet",
    "nine_peak.fact.triggered": "triggered by {name}",
    "nine_peak.fact.bonus": "{n} × largest set",
    "nine_peak.status.result": "Result: {result}",
    "nine_peak.status.take": "{who} to take one card from the Area",
    "nine_peak.status.turn": "{who} to Pass or Play",
    "nine_peak.status.turn_last": "{who} to Pass or Play (last round)",
    "nine_peak.event.reshuffle.one": "A number reached the peak while the Area was dealt, so the cards were reshuffled"
                                     " ({n} time).",
    "nine_peak.event.reshuffle.other": "A number reached the peak while the Area was dealt, so the cards were"
                                       " reshuffled ({n} times).",
    "nine_peak.event.set_aside": "{cards} reached the peak while the Area was dealt and are set aside, out of play.",
    "nine_peak.event.setup": "The Area is dealt face up: {cards}. The peak is {peak}.",
    "nine_peak.event.setup_empty": "The Area starts empty. The peak is {peak}.",
    "nine_peak.event.deal.each": "{n} cards each",
    "nine_peak.event.deal.hands": "hands of {sizes}",
    "nine_peak.event.deal": "The players are dealt {dealt}.",
    "nine_peak.event.deal_pile": "The players are dealt {dealt}; {pile} cards stay unused.",
    "nine_peak.event.start_player": "{who} is the start player.",
    "nine_peak.event.place_peak": "{who} places {cards} in the Area: {c} × {n} there, and {n} + {c} reaches the peak.",
    "nine_peak.event.place": "{who} places {cards} in the Area: {c} × {n} there, so {n}s count as {range}.",
    "nine_peak.event.peak": "Peak! {n} + {vp} = {peak}: {who} takes {cards} for {vp} VP, and the {n}s start again.",
    "nine_peak.event.take.only": "count only as {n}",
    "nine_peak.event.take.range": "count as {range}",
    "nine_peak.event.take": "{who} takes {cards} back from the Area ({n}s now {now}).",
    "nine_peak.event.no_take": "The Area is empty, so {who} takes nothing back.",
    "nine_peak.event.play": "{who} plays a set of {n}: {cards}.",
    "nine_peak.event.end_trigger": "{who}'s hand is empty: the round is played out up to {last}, then the game ends.",
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
    "nine_peak.score.Sets": "Sets",
    "nine_peak.score.Peak cards": "Peak cards",
    "nine_peak.score.No-Joker bonus": "No-Joker bonus",
    "fact.Peak": "Peak",
    "fact.Start player": "Start player",
    "fact.Last seat": "Last seat",
    "fact.End": "End",
    "fact.No-Joker bonus": "No-Joker bonus",
})

# ------------------------------------------------------------------------------- house rules that do not combine
MESSAGES.update({
    "tablanette.rules_error.partnership": "needs 4 players, not {players}",
    "tablanette.rules_error.eight_card_deal": "is a 2-player rule; with {players} players everyone gets 4",
    "packs.rules_error.players": "must be 2, 3, 4 or 6 (Packs is not played by {players}), got {players}",
    "nine_peak.rules_error.peak": "must be above the highest number ({max}), so that every number can reach it,"
                                  " got {peak}",
    "nine_peak.rules_error.area": "an Area of {area} cards always holds a peak with these numbers and peak {peak}"
                                  " (at most {room} fit), so reshuffling would never end",
    "nine_peak.rules_error.one_each": "one card each",
    "nine_peak.rules_error.n_each": "{n} cards each",
    "nine_peak.rules_error.deck": "a deck of {deck} with {area} in the Area cannot give {players} players {what}",
})

# ------------------------------------------------------------------------------------------------ landing page
MESSAGES.update({
    "tablanette.summary": "Capture table cards by rank and by sums; clear the table for a tablanette.",
    "spoil_five.summary": "Take three of five tricks to win the pool; the 5 of trumps is best and the Ace of hearts"
                          " always a trump.",
    "packs.summary": "Win table cards with more points of their suit, steal other players' packs, then survive the"
                     " throw-off.",
    "dudak.summary": "Beat the top card and add one; take cards back when you cannot; the last one holding cards"
                     " loses.",
    "nine_peak.summary": "Place cards to widen each number's range and collect peaks; lay sets of N cards that count"
                         " as N.",
    "landing.or": " or {n}",
    "landing.players": "Players:",
    "landing.length": "Length:",
    "landing.length.one": "{deals} deal, about {moves} moves in all at {players} players (median of {games} games"
                          " between bots).",
    "landing.length.other": "{deals} deals, about {moves} moves in all at {players} players (median of {games} games"
                            " between bots).",
    "landing.open": "Learn and play {title}",
})

# ---------------------------------------------------------------------------------------------------- tablanette lessons
MESSAGES.update({
    "tablanette.lesson.intro": (
        "# Tablanette\n"
        "A fishing game of the Casino family for two to four players. You play one card a turn and capture table cards\n"
        "that match its rank or add up to its value; sweeping the table clean — *table nette* — scores at once.\n"
        "Every position below is drawn by the `cardrules` library, and the live table at the end lets you play."
    ),
    "tablanette.lesson.the_deal": (
        "## The deal\n"
        "Each player gets six cards (four each with three or four players), four cards go face up to the table, and the\n"
        "rest is the stock. Here is a real deal, every hand shown face up."
    ),
    "tablanette.lesson.values": (
        "## Values\n"
        "Number cards count their pips, the Queen 13, the King 14, and an Ace 1 or 11 as you like. The Jack has no value:\n"
        "it is special (see below).\n"
        "\n"
        "## Capturing by rank\n"
        "A card takes every table card of its rank. With `K♠ K♦ 7♣` on the table, a played `K♥` must take both Kings."
    ),
    "tablanette.lesson.capturing_by_sums": (
        "## Capturing by sums\n"
        "It also takes any two or three table cards that add up to its value: a `5` takes `2 + 3`. Here that clears the\n"
        "table, so it is a **tablanette**, worth the value of every card taken, the played card included: 2 + 3 + 5 = 10."
    ),
    "tablanette.lesson.several_groups_at_once": (
        "## Several groups at once, and everything must be taken\n"
        "With `2 3 4 8 9` on the table a Queen (13) takes `2 + 3 + 8` **and** `4 + 9`. Taking only one group is refused,\n"
        "because everything the card can take must be taken."
    ),
    "tablanette.lesson.a_card_is_never": (
        "## A card is never counted twice\n"
        "With `2 3 5 9` a King (14) can take `2 + 3 + 9` or `5 + 9`, but not all four: the 9 would be used twice.\n"
        "Both captures are legal, and the player chooses."
    ),
    "tablanette.lesson.aces_a_real_choice": (
        "## Aces: a real choice\n"
        "With `A♣ 10♠` on the table a played `A♥` may take the Ace alone (by rank), or both (1 + 10 = 11). Taking both is a\n"
        "tablanette worth 1 + 10 + 11 = 22: the table Ace counts 1, the played Ace 11."
    ),
    "tablanette.lesson.the_39_point_tablanette": (
        "## The 39-point tablanette\n"
        "With `3 10 Q` on the table a played Queen takes the Queen by rank and `3 + 10` by sum: 3 + 10 + 13 + 13 = 39."
    ),
    "tablanette.lesson.a_card_that_takes": (
        "## A card that takes nothing stays on the table\n"
        "An 8 on `2 3` takes nothing and becomes a table card; the 5, which could capture, may not be thrown away."
    ),
    "tablanette.lesson.jacks": (
        "## Jacks\n"
        "A Jack sweeps the whole table, but that is never a tablanette. A Jack lying on the table can only be taken by\n"
        "another Jack, so it blocks tablanettes until then."
    ),
    "tablanette.lesson.the_end_of_a": (
        "## The end of a deal and the score\n"
        "When hands and stock are empty, the last player to capture takes what is left. Then each A K Q J 10 scores 1\n"
        "(10♦ scores 2), 2♣ scores 1, and most cards 3. Here is one whole deal played by two random bots, and its score."
    ),
    "tablanette.lesson.house_rules": (
        "## House rules\n"
        "The seed's notes give variants, each a switch of `Rules`: 8-card deals for two, sums of any size, Parlett's card\n"
        "points, and the Jack as a plain 12. With sums of any size a King takes `2 + 3 + 4 + 5` too:"
    ),
    "tablanette.lesson.practice": (
        "## Practice\n"
        "Which table cards does a card take, and is a capture a tablanette? Each question is asked on a position from a real\n"
        "deal and answered by the engine: click the cards (then *Check*) or the answer, and every wrong choice is explained.\n"
        "The set number and the level choose the questions, so a class given set 1 gets the same ten."
    ),
    "tablanette.lesson.play": (
        "## Play\n"
        "Deal with a seed, step through the game, or play South against a bot: click a card, then its capture. When a card\n"
        "has many captures, click the table cards you want and press *Play it* — the engine says why a choice is refused.\n"
        "The *House rules* tab changes the rules and deals again."
    ),
})

# ---------------------------------------------------------------------------------------------------- spoil_five lessons
MESSAGES.update({
    "spoil_five.lesson.intro": (
        "# Spoil Five\n"
        "Ireland's old national card game: five cards each, a turned-up card names trumps, and whoever takes three of the\n"
        "five tricks wins the pool of chips. Take all five and everyone pays you a chip more; if nobody takes three, the\n"
        "deal is \"spoiled\" and the pool carries over. Every table below is a real position computed by\n"
        "`cardrules.games.spoil_five`, following the seed's rules (`/work/shared/rules/spoil_five.md`)."
    ),
    "spoil_five.lesson.the_strange_ranking": (
        "## The strange ranking\n"
        "In the trump suit the 5 is the best card, then the Jack, then the Ace of hearts (a trump whatever the trump suit),\n"
        "then the Ace of trumps, King, Queen, and the rest from 10 down; in the other suits the King is high and the Ace\n"
        "low. Here is every card in order with spades trumps, under the seed's simplified ranking."
    ),
    "spoil_five.lesson.more": (
        "The traditional ranking (the seed's note) reverses the small cards of the black suits: in spades, 2 beats 10, and\n"
        "in clubs the plain Ace climbs above the 2. Red suits do not change."
    ),
    "spoil_five.lesson.more_2": (
        "The trumps of each suit under both rankings, one above the other: with hearts trumps there are only 13 trumps,\n"
        "because the Ace of hearts is also the Ace of trumps, and only the black suits change under the traditional rule."
    ),
    "spoil_five.lesson.the_deal_and_robbing": (
        "## The deal and robbing\n"
        "Three players: East deals two cards then three to each, from the left, and turns up K♠, so spades are trumps.\n"
        "West was dealt the Ace of trumps: it is declared at once, and West may *rob*, taking the K♠ and discarding any\n"
        "card face down."
    ),
    "spoil_five.lesson.more_3": (
        "West's choices: rob discarding one of six cards (the K♠ itself included, pointless but legal), or pass."
    ),
    "spoil_five.lesson.more_4": (
        "The discard is face down: West's own log names the card, the other players only see that a card went."
    ),
    "spoil_five.lesson.more_5": (
        "When the turn-up is itself an Ace, the dealer may rob it."
    ),
    "spoil_five.lesson.following": (
        "## Following\n"
        "South leads K♣. West may follow with a club, or trump even while holding clubs; the legal cards are highlighted."
    ),
    "spoil_five.lesson.more_6": (
        "Each of West's cards, legal or refused with the engine's reason:"
    ),
    "spoil_five.lesson.more_7": (
        "East has no club but holds a trump: by the seed's rule East must trump; a discard is allowed only holding\n"
        "neither the led suit nor a trump."
    ),
    "spoil_five.lesson.more_8": (
        "Most public rule books let a player without the led suit play anything; that is the house rule\n"
        "`void_may_discard`."
    ),
    "spoil_five.lesson.reneging_holding_back_the": (
        "## Reneging: holding back the top trumps\n"
        "When a trump is led you must play a trump, except that a player whose only trumps are among the top three\n"
        "(5, J of trumps, A♥), all above the led trump, may keep them. Here South leads 2♠ and West, holding only 5♠ J♠,\n"
        "may discard a club."
    ),
    "spoil_five.lesson.more_9": (
        "Holding a lower trump as well removes the privilege."
    ),
    "spoil_five.lesson.more_10": (
        "So does a led trump higher than one of yours: when the Jack is led, the Ace of hearts must come out."
    ),
    "spoil_five.lesson.not_declaring_the_ace": (
        "## Not declaring the Ace\n"
        "With the house rule `may_decline`, the holder of the trump Ace may keep quiet; the Ace then becomes the lowest\n"
        "trump and loses any reneging privilege. Here hearts are trumps and West declines: when South leads 2♥, West's A♥\n"
        "must be played, and it loses to the 2♥."
    ),
    "spoil_five.lesson.jinking": (
        "## Jinking\n"
        "South wins the first three tricks with 5♠, J♠ and A♥. South may now stop and take the pool, or lead on and try\n"
        "for all five tricks (a *jink*)."
    ),
    "spoil_five.lesson.more_11": (
        "Stopping takes the 3-chip pool."
    ),
    "spoil_five.lesson.more_12": (
        "Leading on and taking all five wins the pool and a chip from each other player."
    ),
    "spoil_five.lesson.more_13": (
        "A failed jink scores nothing, and the pool carries over to the next deal."
    ),
    "spoil_five.lesson.the_pool_and_the": (
        "## The pool and the end of the game\n"
        "Everyone antes one chip before each deal (again after a spoil, by the seed; the house rule `spoil_ante` can make\n"
        "it the dealer only, or nobody). The game ends when someone cannot ante and the pool is empty; with a pool left,\n"
        "deals go on without antes until it is won. Here is one whole game of five random players with 4 chips each."
    ),
    "spoil_five.lesson.more_14": (
        "The score breakdown shows each deal's antes, pools and bonuses; the totals are the chips held."
    ),
    "spoil_five.lesson.house_rules": (
        "## House rules\n"
        "Every option is a field of `Rules`, with the seed's rule as its default and a sentence of help."
    ),
    "spoil_five.lesson.more_15": (
        "A heuristic bot (win tricks cheaply, keep top trumps, stop a jink unless it is safe) plays a fair game; here it\n"
        "plays one deal in every seat."
    ),
    "spoil_five.lesson.practice": (
        "## Practice\n"
        "Which of your cards may you play: must you follow, may you trump, may you hold back a top trump? Who wins this\n"
        "trick? Each question is asked on a position from a real deal and answered by the engine: click the cards (then\n"
        "*Check*) or the answer, and every wrong choice is explained. The set number and the level choose the questions,\n"
        "so a class given set 1 gets the same ten."
    ),
    "spoil_five.lesson.play": (
        "## Play\n"
        "Deal, step through a game with its narration, play South against the bots, read the chip counts in the Score tab\n"
        "and change the house rules."
    ),
})

# ---------------------------------------------------------------------------------------------------- packs lessons
MESSAGES.update({
    "packs.lesson.intro": (
        "# Packs\n"
        "Phil Laurence's game from Sid Sackson's *A Gamut of Games*: draw a card, feed it to the table or keep it, win one\n"
        "table card with hand cards of its suit worth more (a *pack*), then steal other players' packs with even more. When\n"
        "the stock runs out, each suit is thrown off down to the smallest holding and the packs left score; first to 500\n"
        "wins. Every table below is a real position computed by `cardrules.games.packs` following the seed's rules\n"
        "(`/work/shared/rules/packs.md`)."
    ),
    "packs.lesson.cards_and_values": (
        "## Cards and values\n"
        "Two players use one 52-card deck; three, four or six use two decks shuffled together (104 cards, every card twice).\n"
        "While packing and stealing an Ace is worth 20, a court card 10 and the rest their face value; at the end of the\n"
        "deal the scoring values are different."
    ),
    "packs.lesson.the_special_pairs": (
        "## The special pairs\n"
        "Two same-suit cards from 2 to 5 played together from the hand count as the two digits read as a number: 5-4 is\n"
        "54, not 9. The four doubled pairs exist only with two decks."
    ),
    "packs.lesson.more": (
        "A group may hold several pairs and is valued at its best pairing (decision P-A1): 5-4-3-2 of hearts is\n"
        "53 + 42 = 95."
    ),
    "packs.lesson.more_2": (
        "Mixed suits never combine: 5♥ with 4♠ is just 9 (and could not be played together anyway)."
    ),
    "packs.lesson.the_deal": (
        "## The deal\n"
        "The players draw for the deal, Ace high (ties draw again); the dealer gives five cards each, one at a time, lays\n"
        "three face up on the table and leaves the rest as the stock."
    ),
    "packs.lesson.feeding_the_table": (
        "## Feeding the table\n"
        "A turn starts with a draw shown to everyone. If no table card has its suit, the card *feeds* the table and the\n"
        "turn is over."
    ),
    "packs.lesson.a_pack": (
        "## A pack\n"
        "Otherwise the card joins the hand and the player may end the turn or *pack*: take one table card with hand cards\n"
        "of its suit worth strictly more. The pack need not use the drawn card, nor be of its suit."
    ),
    "packs.lesson.more_3": (
        "An equal value is not enough (decision P-A3): 7♥ + 2♥ is 9, the same as 9♥."
    ),
    "packs.lesson.more_4": (
        "South packs 9♥ with 10♥; the pack lies face up in front of South, and a second pack this turn is refused."
    ),
    "packs.lesson.full_table": (
        "## Full Table\n"
        "When all four suits lie on the table, the draw is not shown and packing is compulsory. The other players only\n"
        "learn that a card was drawn."
    ),
    "packs.lesson.more_5": (
        "A player who cannot pack at a Full Table shows the whole hand to prove it, and the turn ends."
    ),
    "packs.lesson.stealing": (
        "## Stealing\n"
        "Only after packing, a player may steal other players' packs (a partner's too): one steal per suit, never in the\n"
        "suit just packed, with hand cards of the pack's suit worth more than the pack. The pack counts at plain values\n"
        "(its 5-4 is 9 now), while the thief's cards may use the special pairs. Here North holds four packs."
    ),
    "packs.lesson.more_6": (
        "Several packs of one suit held by the same player may be stolen together by beating their sum: 3♠ + 2♠ is 32,\n"
        "more than 9 + 8. They become one pack in front of the thief."
    ),
    "packs.lesson.more_7": (
        "A second steal in spades is refused; so is a steal in hearts, the suit packed this turn."
    ),
    "packs.lesson.the_throw_off": (
        "## The throw-off\n"
        "When the last card of the stock has been drawn and that turn is over, the deal ends. Suit by suit, the smallest\n"
        "number of packs anyone holds is thrown off by everyone, lowest-scoring packs first. Before:"
    ),
    "packs.lesson.more_8": (
        "South draws the last card and feeds it; hearts are thrown off down to North's single pack, and nobody throws off\n"
        "spades or clubs, where someone holds none. After:"
    ),
    "packs.lesson.scoring": (
        "## Scoring\n"
        "The packs left score at the scoring values (cards in hand or on the table score nothing); the breakdown is per\n"
        "suit."
    ),
    "packs.lesson.more_9": (
        "As a house rule without the throw-off, the same deal scores differently."
    ),
    "packs.lesson.teams_and_the_game": (
        "## Teams and the game\n"
        "With four or six players, alternate seats are partners: the throw-off and the score are per team. A whole deal\n"
        "between four heuristic bots:"
    ),
    "packs.lesson.more_10": (
        "The game goes on deal after deal until a player or team reaches 500; an exact tie at the top plays another deal."
    ),
    "packs.lesson.practice": (
        "## Practice\n"
        "Can this table card be packed, and with which cards? Can that pack be stolen? What is a group worth? Each question\n"
        "is asked on a position from a real deal and answered by the engine: click the cards (then *Check*) or the answer,\n"
        "and every wrong choice is explained. The set number and the level choose the questions, so a class given set 1 gets\n"
        "the same ten."
    ),
    "packs.lesson.play": (
        "## Play\n"
        "Deal, step through a game with its narration, or play South against the bots (packs are laid out face up in front\n"
        "of each player; the Score tab shows the breakdown and the House rules tab changes the rules)."
    ),
})

# ---------------------------------------------------------------------------------------------------- dudak lessons
MESSAGES.update({
    "dudak.lesson.intro": (
        "# Dudak\n"
        "A Czech children's game (*dudák* is a bagpiper), in David Parlett's rules: beat the top card of the pile and add\n"
        "another card on it; when you cannot, take cards back from the pile, one at a time. Whoever empties their hand\n"
        "leaves play, and the last player still holding cards loses the deal. Over several deals, the fewest losses win.\n"
        "Every table below is a real position computed by `cardrules.games.dudak`, following the seed's rules\n"
        "(`/work/shared/rules/dudak.md`; the decisions it settles are cited as D-A1 … D-A10)."
    ),
    "dudak.lesson.cards_and_deal": (
        "## Cards and deal\n"
        "Four players use 32 cards, A K Q J 10 9 8 7 in each suit, eight each. Three players leave out the black sevens\n"
        "(30 cards, ten each); two leave out the sevens and eights (24 cards, twelve each)."
    ),
    "dudak.lesson.more": (
        "A new game shuffles from its seed and draws the first dealer; the player on the dealer's left leads."
    ),
    "dudak.lesson.leading_beating_and_adding": (
        "## Leading, beating and adding\n"
        "A lead is any one card: it starts the pile. South leads 9♥."
    ),
    "dudak.lesson.more_2": (
        "West must beat 9♥ with a higher heart, and then add any card from hand on top: the beat and the added card are one\n"
        "move (D-A1). Only 10♥ beats, so West's choices are which card to add, or to take the 9♥ instead."
    ),
    "dudak.lesson.more_3": (
        "West beats with 10♥ and adds 7♠, which becomes the card North has to beat."
    ),
    "dudak.lesson.more_4": (
        "A lower heart, or a card of another suit, does not beat 9♥; the engine says why."
    ),
    "dudak.lesson.taking_back_one_card": (
        "## Taking back, one card at a time\n"
        "South cannot beat 7♠. South takes it; the 10♥ it lay on shows, still unbeatable; South takes that too, and can now\n"
        "beat 9♥ with the 10♥ just taken (D-A8), adding the 7♠ back."
    ),
    "dudak.lesson.more_5": (
        "A player who takes the last card of the pile does not play: the next player leads a new pile with one card, and\n"
        "that ends their turn."
    ),
    "dudak.lesson.personal_trumps": (
        "## Personal trumps\n"
        "On your own turn you may declare one suit as your own trump, once, for the rest of the deal, in public. Your trump\n"
        "beats any card of another suit. Here West has declared clubs and North hearts; both face the same 9♦."
    ),
    "dudak.lesson.more_6": (
        "West can beat with the 7♣; North cannot use a club (clubs are West's trump), only an 8♥."
    ),
    "dudak.lesson.more_7": (
        "On their own trump suit a declarer needs a higher trump (D-A10). And a declarer who cannot or will not beat takes\n"
        "the whole pile at once, never one card, and does not play."
    ),
    "dudak.lesson.three_ways_of_going": (
        "## Three ways of going out\n"
        "Going out on the beating card kills the pile: it is set aside, out of play, and the next player leads."
    ),
    "dudak.lesson.more_8": (
        "Going out on the added card leaves the pile: the next player must beat its top card."
    ),
    "dudak.lesson.more_9": (
        "Leading one's last card also goes out, and the card stays for the next player to beat (D-A4)."
    ),
    "dudak.lesson.the_loser_and_the": (
        "## The loser, and the next deal\n"
        "The deal ends the moment only one player holds cards: that player loses (D-A6) and deals the next deal (D-A5)."
    ),
    "dudak.lesson.a_whole_game": (
        "## A whole game\n"
        "Four heuristic bots play the seed's five deals; here is how the last deal ended, and the losses deal by deal."
    ),
    "dudak.lesson.house_rules": (
        "## House rules\n"
        "Every rule the references vary is a switch; the form in the live table is generated from these descriptions."
    ),
    "dudak.lesson.more_10": (
        "Under the Czech box's rule, whoever does not beat takes the whole pile, declarer or not: compare South's choices\n"
        "facing the same pile."
    ),
    "dudak.lesson.more_11": (
        "Trumps may instead be declared only in a round before the first lead: each player declares a suit or passes."
    ),
    "dudak.lesson.more_12": (
        "The seed's rules need not end: when each player adds a card the next cannot beat, that player takes two cards back,\n"
        "beats with the one just taken and adds the same card again. The turn limit (not in the seed, 500 turns by default)\n"
        "ends such a deal, and the player holding the most cards loses it."
    ),
    "dudak.lesson.practice": (
        "## Practice\n"
        "Which of your cards beat the top card, with or without a declared trump? What happens to the pile when a player goes\n"
        "out? Each question is asked on a position from a real deal and answered by the engine: click the cards (then\n"
        "*Check*) or the answer, and every wrong choice is explained. The set number and the level choose the questions, so a\n"
        "class given set 1 gets the same ten."
    ),
    "dudak.lesson.play": (
        "## Play\n"
        "Deal, step through the game with its narration, or play South against the bots (\"Take a card\" and \"Declare …\n"
        "trumps\" are the buttons beside your cards); the house-rules tab changes the rules."
    ),
})

# ---------------------------------------------------------------------------------------------------- nine_peak lessons
MESSAGES.update({
    "nine_peak.lesson.intro": (
        "# 9 Peak\n"
        "An unpublished design draft (draft 7) for 3-5 players: put number cards into a shared **Area** to widen what each\n"
        "number may count as, collect a number's cards when its range reaches the **peak** of 9, and lay **sets** of N cards\n"
        "that can each count as N. Every table below is a real position computed by `cardrules.games.nine_peak`, following\n"
        "the seed's rules (`/work/shared/rules/nine_peak.md`; the decisions it settles are cited as 9P-A1 … 9P-A13). The\n"
        "designer's open questions are house rules, compared by bots at the end."
    ),
    "nine_peak.lesson.cards_and_setup": (
        "## Cards and setup\n"
        "54 number cards: 1 to 6 in spades, hearts, clubs and diamonds (two of each), plus a Joker suit ★ with one of each\n"
        "number, so nine cards of every number."
    ),
    "nine_peak.lesson.more": (
        "Six cards are dealt face up into the Area (four with five players), the rest equally to the players (16, 12 or 10\n"
        "each), and the seed picks the start player. A setup in which a number would already reach the peak is reshuffled\n"
        "(9P-A2)."
    ),
    "nine_peak.lesson.the_area_as_a": (
        "## The Area as a range track\n"
        "The seed lays a column of range cards, 2 to 9. The first card of a number goes beside range card \"number + 1\", the\n"
        "next one further down: how far a number's cards reach is the top of its range. Here the two 3s reach 5, so a 3 may\n"
        "count as 3, 4 or 5."
    ),
    "nine_peak.lesson.pass_placing_widens_a": (
        "## Pass: placing widens a range\n"
        "With one 5 in the Area a 5 counts as 5 or 6. South passes by placing a second 5: now a 5 counts as 5, 6 or 7 (the\n"
        "seed's first example)."
    ),
    "nine_peak.lesson.peak": (
        "## Peak\n"
        "Two 6s lie in the Area. Placing a third makes 6 + 3 = 9: the placer takes all three at once, 1 VP each, and the 6s\n"
        "start again from the top of the track (the seed's second example)."
    ),
    "nine_peak.lesson.pass_with_two_cards": (
        "## Pass with two cards, then take one back\n"
        "A Pass may place two cards instead, one at a time with a peak checked after each (9P-A3): here the first 6 peaks\n"
        "and the second starts the 6s again. Then the player takes any one Area card into the hand, one just placed included\n"
        "(9P-A4)."
    ),
    "nine_peak.lesson.more_2": (
        "Taking is only the second half of a two-card Pass; the engine says why otherwise."
    ),
    "nine_peak.lesson.play_a_set_of": (
        "## Play: a set of N cards that each count as N\n"
        "With two 3s in the Area a 3 counts as 3 to 5, so 3 3 5 5 5 is a set of five (the seed's third example). These are\n"
        "every set of five South could lay."
    ),
    "nine_peak.lesson.more_3": (
        "Without those 3s in the Area the same cards are refused, and so is a set of the wrong size."
    ),
    "nine_peak.lesson.scoring_a_set": (
        "## Scoring a set\n"
        "A set scores its size × the count of its most common suit, a Joker joining any suit; if every suit in it differs,\n"
        "Joker included, it scores size × size. The seed's 3 3 5 5 5 above, in five different suits, makes 25 (points, suit\n"
        "count); three spades and a heart make 4 × 3; a Joker joins the spades; four different suits make 4 × 4."
    ),
    "nine_peak.lesson.more_4": (
        "With two Jokers the seed is unclear (9P-A7): by default each Joker may be another suit or stay a Joker, so\n"
        "♠ ♦ ♥ ★ ★ counts as all different; the house rule \"printed\" needs the printed suits to differ."
    ),
    "nine_peak.lesson.the_end_of_the": (
        "## The end of the round\n"
        "When a hand empties, play goes on to the end of the round, the seat on the start player's right, and then stops\n"
        "(9P-A11). West started, so South plays last; North empties its hand, then East and South play once more."
    ),
    "nine_peak.lesson.settlement": (
        "## Settlement\n"
        "Sets, then peak cards at 1 VP each, then the no-Joker bonus: a player with no Joker in any set adds the size of\n"
        "their largest set (the seed's example: sets of 3 and 5 without a Joker give +5; South's largest set here has 4\n"
        "cards, and West's Joker cancels West's bonus). Most VP wins; a tie goes to the player earlier in turn order, so West,\n"
        "who started, beats South on 16 each."
    ),
    "nine_peak.lesson.a_whole_game": (
        "## A whole game\n"
        "Four heuristic bots (documented in `nine_peak.HeuristicBot`: bank the best set, take peaks, leave the next player\n"
        "no easy peak) play the seed's rules."
    ),
    "nine_peak.lesson.house_rules": (
        "## House rules\n"
        "The draft's notes ask about a peak of 7, numbers 1-5, other deck sizes, a fixed hand of 12 with an unused pile, and\n"
        "a doubled bonus; each is a rule field, and the form in the live table is generated from these descriptions."
    ),
    "nine_peak.lesson.more_5": (
        "Under peak 7 two 5s already peak (5 + 2 = 7), and a single 6 would peak on its own."
    ),
    "nine_peak.lesson.does_the_designer_s": (
        "## Does the designer's variant play better?\n"
        "Heuristic bots play the same 20 seeds under the draft's rules and under the designer's ideas: the winner's score, the\n"
        "spread between first and last, the game length, where the points come from, and how often the no-Joker bonus\n"
        "decided the winner. A quick look that keeps this page fast: the house-rules lab runs thousands of games."
    ),
    "nine_peak.lesson.practice": (
        "## Practice\n"
        "Which sets can you lay, what will a set score, and does a placement peak? Each question is asked on a position\n"
        "from a real game and answered by the engine: click the answers (then *Check*) or the answer, and every wrong\n"
        "choice is explained. The set number and the level choose the questions, so a class given set 1 gets the same ten."
    ),
    "nine_peak.lesson.play": (
        "## Play\n"
        "Deal, step through a game with its narration, or play South against the bots; the house-rules tab changes the\n"
        "rules."
    ),
})

# ---------------------------------------------------------------------------------------------------- index lessons
MESSAGES.update({
    "index.lesson.intro": (
        "# cardrules: five traditional card games, taught and played\n"
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
        "choice. A set is named by its number and level, so a class handed set 3 at level 1 gets the same ten questions:\n"
        "[Tablanette](tablanette.ipynb#Practice), [Spoil Five](spoil_five.ipynb#Practice), [Packs](packs.ipynb#Practice),\n"
        "[Dudak](dudak.ipynb#Practice), [9 Peak](nine_peak.ipynb#Practice)."
    ),
})

# ------------------------------------------------------------------------------------------------ 9 Peak comparison
MESSAGES.update({
    "nine_peak.compare.variant": "variant",
    "nine_peak.compare.players": "players",
    "nine_peak.compare.games": "games",
    "nine_peak.compare.winner's score": "winner's score",
    "nine_peak.compare.spread (1st - last)": "spread (1st - last)",
    "nine_peak.compare.turns per game": "turns per game",
    "nine_peak.compare.points from peaks": "points from peaks",
    "nine_peak.compare.points from bonus": "points from bonus",
    "nine_peak.compare.bonus decided the winner": "bonus decided the winner",
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
    "practice.tablanette.taken": "{card} is taken: {narration}",
    "practice.tablanette.taken_always": "{card} is taken by every legal play of {played}.",
    "practice.tablanette.stays": "{card} stays on the table: taking it too is refused ({reason}).",
    "practice.tablanette.taken_sometimes": "{card} is taken in some of the legal captures and not in others: the player chooses (any maximal set of groups is legal).",
    "practice.tablanette.takes_nothing": "{card} takes nothing here, so it stays on the table: {narration}",
    "practice.tablanette.several": "{n} captures are legal and any one of them is right: {narrations}",
    "practice.tablanette.captures.question": "{name} plays {card}. Which table cards does it take? Click each card it takes (none if it takes nothing), then Check.",
    "practice.tablanette.none": "No tablanette",
    "practice.tablanette.points": "Tablanette, {points} points",
    "practice.tablanette.not_cleared.one": "No: {narration} {cards} stays on the table, so the table is not cleared.",
    "practice.tablanette.not_cleared.other": "No: {narration} {cards} stay on the table, so the table is not cleared.",
    "practice.tablanette.is_one": "It is one: the table is cleared. {narration}",
    "practice.tablanette.not_points": "Not {points} points: {narration}",
    "practice.tablanette.value.question": "{name} plays {card} and takes {cards}. Is this a tablanette, and what is it worth?",
    "practice.packs.alone_packs": "{card} alone packs it: {narration}",
    "practice.packs.cannot_pack": "{card} cannot be packed: all of {name}'s {suit} together, {cards}, are worth {value}, not more than {target}.",
    "practice.packs.can_pack": "{choices} of cards pack it (any group of {suit} worth more than {target}); the fewest cards: {narration}",
    "practice.packs.can_be_packed": "{card} can be packed",
    "practice.packs.full": " (Full Table: if any pack is possible, one must be made)",
    "practice.packs.pack.question": "{name} has drawn{full}. Can {name} pack {card} ({target}) from the table, and with which cards? Click the hand cards to play (none if it cannot be packed), then Check.",
    "practice.packs.alone_steals": "{card} alone steals it: {narration}",
    "practice.packs.cannot_steal": "It cannot be stolen now: {reason}.",
    "practice.packs.can_steal": "{choices} of cards steal it (a group of its suit worth more than its {total}); the fewest cards: {narration}",
    "practice.packs.can_be_stolen": "it can be stolen",
    "practice.packs.packed": " {name} packed {suit} this turn.",
    "practice.packs.steal.question": "{name} may now steal.{packed} Can {name} steal {victim}'s pack {cards} (worth {total} to a thief), and with which cards? Click the hand cards to play (none if it cannot be stolen), then Check.",
    "practice.packs.breakdown": "one by one {sum} = {plain}; the special pairs among them: {pairs}; the best way to pair them gives {value}",
    "practice.packs.group.plain": "{value} counts the cards one by one, but same-suit pairs of 2-5 count as special pairs: {pairs}.",
    "practice.packs.group.one_pair": "{value} counts one special pair only; every disjoint pair counts (best pairing): {breakdown}.",
    "practice.packs.group.not": "Not {value}: {breakdown}.",
    "practice.packs.group.question": "What are {cards} from {name}'s hand worth together, played as one group to pack or steal?",
    "practice.packs.group.solution": "The engine's group value: {breakdown}.",
    "practice.dudak.declared": " {name} has just declared {suit} as their own trump.",
    "practice.dudak.higher": "a higher card of its suit",
    "practice.dudak.trump": "a trump ({suit} are {name}'s)",
    "practice.dudak.beats": "{card} beats {top}: {how}.",
    "practice.dudak.refused": "{card}: {reason}.",
    "practice.dudak.beat_with.one": "{cards} beats {top}; {name} beats with one of them and adds any other card.",
    "practice.dudak.beat_with.other": "{cards} beat {top}; {name} beats with one of them and adds any other card.",
    "practice.dudak.take_all": "take the whole pile",
    "practice.dudak.take_top": "take the top card",
    "practice.dudak.no_beat": "No card of {name}'s beats {top}, so {name} must {take}.",
    "practice.dudak.own_trump": " {name}'s trump: {suit}.",
    "practice.dudak.no_trump": " {name} has declared no trump.",
    "practice.dudak.whose_trump": "{name}'s {suit}",
    "practice.dudak.other_trumps": " Other trumps: {others}.",
    "practice.dudak.beats.question": "The top card is {top}.{declared}{trumps} Which of {name}'s cards beat it? Click each one (none if no card does), then Check.",
    "practice.dudak.go_out.set_aside": "The pile is set aside, out of play; the next player leads a new pile",
    "practice.dudak.go_out.stays": "The pile stays; the next player must beat its new top card",
    "practice.dudak.go_out.taken": "The next player takes the pile into their hand",
    "practice.dudak.leads": "{name} leads {card}, their last card",
    "practice.dudak.beats_last": "{name} beats {top} with {card}, their last card",
    "practice.dudak.beats_adds": "{name} beats {top} with {card} and adds {add}, their last card",
    "practice.dudak.go_out.question": "{what}, and goes out. What happens to the pile?",
    "practice.spoil_five.may": "{card} may be played: {narration}",
    "practice.spoil_five.may_not": "{card} may not: {reason}.",
    "practice.spoil_five.may_play": "{name} may play {cards}{any}.",
    "practice.spoil_five.any_card": " (any card)",
    "practice.spoil_five.playable.question": "{suit} are trumps (and A♥ always). {leader} led {card}. Which of {name}'s cards may be played to this trick? Click each one, then Check.",
    "practice.spoil_five.trick.label": "{name} ({card})",
    "practice.spoil_five.trumps_led": "{card} is not a trump, and trumps were led, so it cannot win.",
    "practice.spoil_five.off_suit": "{card} neither follows {suit} nor is a trump, so it cannot win.",
    "practice.spoil_five.trump_beats": "{winner} is a trump and {card} is not: every trump beats every plain card.",
    "practice.spoil_five.a_trump": "trump",
    "practice.spoil_five.higher": "{winner} is a higher {what} than {card} this deal.",
    "practice.spoil_five.trick.question": "{suit} are trumps (and A♥ always). {name} plays {card} last to this trick. Who wins it?",
    "practice.nine_peak.possible": "A set of {n} is possible: {cards} (each can count as {n}).",
    "practice.nine_peak.only": "only {k} of {name}'s cards ({cards})",
    "practice.nine_peak.none_of": "none of {name}'s cards",
    "practice.nine_peak.impossible": "No set of {n}: {held} can count as {n}, and a set of {n} needs {n}.",
    "practice.nine_peak.set_of": "Set of {n}",
    "practice.nine_peak.range": "{k}s count as {lo}-{hi}",
    "practice.nine_peak.no_widening": "the Area widens no number now",
    "practice.nine_peak.sets.solution": "{name} can lay a set of {sizes} (a set of N is N cards that can each count as N; {ranges}).",
    "practice.nine_peak.sets.question": "Which sets can {name} lay now? A set of N is N hand cards that can each count as N. Click every size possible, then Check.",
    "practice.nine_peak.one_suit": "{count} of one suit",
    "practice.nine_peak.one_suit_jokers": "{count} of one suit (Jokers count as that suit)",
    "practice.nine_peak.differ": "all suits differ",
    "practice.nine_peak.differ_jokers": "all suits differ (a Joker may be any suit)",
    "practice.nine_peak.breakdown": "{size} cards × {count} = {points}: {why}",
    "practice.nine_peak.value.not": "Not {value}: a set scores its size × its largest suit count; here {breakdown}.",
    "practice.nine_peak.value.question": "{name} can lay the set {cards}. What will it score at the end of the game?",
    "practice.nine_peak.value.solution": "The engine's score: {breakdown}.",
    "practice.nine_peak.no_peak": "No peak",
    "practice.nine_peak.peak_vp": "Peak: {vp} VP",
    "practice.nine_peak.then": " then ",
    "practice.nine_peak.peak.question": "{name} places {cards} in the Area. Does it peak, and for how many VP?",
    "practice.widget.title": "Practice: {game}",
    "practice.widget.set": "Set",
    "practice.widget.level_tip.1": "Few cards, one rule",
    "practice.widget.level_tip.2": "More cards, surprising rules",
    "practice.widget.level_tip.3": "The fine print",
    "practice.widget.check": "Check",
    "practice.widget.next_question": "Next question",
    "practice.widget.next_set": "Next set",
    "practice.widget.set_name": "{game}, set {seed}, {level}",
    "practice.widget.score": "score {right} of {answered}",
    "practice.widget.no_answers": "no answers yet",
    "practice.widget.question": "Question {n} of {count}",
    "practice.widget.click_answer": " Click the answer.",
    "practice.widget.none_of_them": "none of them",
    "practice.widget.right_answer": "Right answer: {answer}",
    "practice.widget.right_answer_several": "Right answer (one of several): {answer}",
    "practice.widget.finished": "Set finished: {right} of {answered} right.",
    "practice.widget.next_seed": "Next set: seed {seed}.",
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
    "share.too_many": "The link has too many parameters.",
    "share.not_a_parameter": "{name} is not a parameter of a game page (known: {known}).",
    "share.given_times": "{name}: given {n} times.",
    "share.seed": "seed: must be a whole number from 0 to {max}, got {text}.",
    "share.projector": "projector: must be 1 or 0, got {text}.",
    "share.hands": "hands: must be open (teaching) or mine (playing), got {text}.",
    "share.lang": "lang: must be one of {options}, got {text}.",
    "share.players_twice": "players: given both as a parameter and in rules.",
    "share.players": "players: {game} is for {allowed} players, got {text}.",
    "rules_error.range": "must be {min}-{max}, got {value}",
    "rules_error.one_of": "must be one of {options}, got {value}",
    "save.too_big": "is {size} bytes; a saved game is at most {max}",
    "save.not_utf8": "is not UTF-8 text: not a saved game",
    "save.not_json": "not valid JSON ({error})",
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
    "replay.rule": "{rule} = {value}",
    "replay.seed_rules": "; the seed's rules",
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
    "simulate.not_significant_p": "the difference is not significant (p = {p:.3f}).",
    "simulate.two.wins": "{who} wins {pa:.0%} of games under {a} and {pb:.0%} under {b}: {diff:+.1f} percentage points (95% interval {lo:+.1f} to {hi:+.1f}), {verdict}, p = {p:.3f}.",
    "simulate.two.margin": " The winner leads the next by {ga:.1f} points under {a} and {gb:.1f} under {b}; {tail}",
    "simulate.two.closer": "games are significantly closer under {b} (p = {p:.3f}).",
    "simulate.two.less_close": "games are significantly less close under {b} (p = {p:.3f}).",
    "simulate.two.length": "Games last {ma:.1f} decisions under {a} and {mb:.1f} under {b}; {tail}",
    "simulate.two.longer": "they are significantly longer under {b} (p = {p:.3f}).",
    "simulate.two.shorter": "they are significantly shorter under {b} (p = {p:.3f}).",
    "simulate.two": "{first} {second}{closer}",
    "simulate.rate.none": "{what}: no game to count.",
    "simulate.rate.more": "significantly more than {expected:.0%} (p = {p:.3f})",
    "simulate.rate.less": "significantly less than {expected:.0%} (p = {p:.3f})",
    "simulate.rate.same": "not significantly different from {expected:.0%} (p = {p:.3f})",
    "simulate.rate": "{what}: {share:.1%} of {n} games (95% interval {lo:.1%} to {hi:.1%}), {verdict}.",
    "simulate.one.more": "significantly more than an even share of {even:.0%} (p = {p:.3f}): the seat matters.",
    "simulate.one.less": "significantly less than an even share of {even:.0%} (p = {p:.3f}): the seat matters.",
    "simulate.one.same": "not significantly different from an even share of {even:.0%} (p = {p:.3f}).",
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
        "larger than chance would make it. Games are played by `cardrules.simulate` (in parallel on every core, the same\n"
        "games whatever the number of workers) and summarised by `cardrules.compare`."
    ),
    "lab.lesson.the_lab": (
        "## The lab\n"
        "Choose a game, set variant A and variant B in the two rules forms (each starts as the seed's rules, one deal per\n"
        "game where the game allows it), choose the bots and the number of games, and press **Run**. The bar shows the\n"
        "games played; then come the figure (final scores, each seat's win rate with its interval, game length) and the\n"
        "comparison table with its sentence. The Monte Carlo bot plays far better than the heuristic one but takes about a\n"
        "tenth of a second a move; the heuristic bots play thousands of games a minute."
    ),
    "lab.lesson.reading": (
        "## Reading the results\n"
        "*Win rate* is the share of games a seat (or a team) wins, a shared win counting as a share; the interval is\n"
        "Wilson's 95% interval. *Significant* means a difference that chance alone would produce less than one time in\n"
        "twenty (a two-sided test at the 5% level). Every variant is played on the same seeds, so the first deals are the\n"
        "same cards and the comparison is sharper. The studies below were stored with small numbers of games so that the\n"
        "notebook runs in seconds; a difference they call \"not significant\" may well become significant with ten times as\n"
        "many games (`games=2000`), and the figures move a little."
    ),
    "lab.lesson.tablanette": (
        "## Tablanette: does the 8-card deal favour the first player?\n"
        "Parlett's variant deals eight cards to each of two players instead of six. South plays first in every deal here\n"
        "(the first dealer is North), so South's win rate is the first player's. One deal per game, heuristic bots."
    ),
    "lab.lesson.tablanette_result": (
        "In the stored run (300 games a variant) the first player wins about as often with eight cards as with six, and\n"
        "neither differs from an even share: no advantage shows at this size. What the bigger hands clearly change is in\n"
        "the fact table: about six tablanettes a deal instead of five, since a player with eight cards more often holds the\n"
        "card that clears the table, so the deals score more."
    ),
    "lab.lesson.spoil_five": (
        "## Spoil Five: is there a first-seat advantage?\n"
        "The eldest hand (the dealer's left) leads to the first trick. With five players, of the deals whose pool is won\n"
        "(about half are spoiled and carry the pool over), an even share would be one pool in five. Does leading first\n"
        "help, under the simplified card order and the traditional one?"
    ),
    "lab.lesson.spoil_five_result": (
        "Among heuristic bots the eldest hand takes about one won pool in five under either card order: leading first is\n"
        "no visible advantage here. Nearly half the deals are spoiled (nobody wins three tricks) and carry the pool over;\n"
        "jinks are rare. Chips won or lost in a single deal are few, which is why the score distributions are narrow."
    ),
    "lab.lesson.packs": (
        "## Packs: what do the special pairs do?\n"
        "Two same-suit cards from 2 to 5 played together count as a two-digit number (5-4 is 54), which lets small cards\n"
        "pack and steal big ones. Two players, one deal; A plays the seed's rule, B counts pairs at face value."
    ),
    "lab.lesson.packs_result": (
        "The fact table counts what changes: with the special pairs there are more steals (two-digit pairs beat big\n"
        "packs) and slightly more packs made, and the deal lasts a little longer; who wins is not measurably affected in\n"
        "200 games."
    ),
    "lab.lesson.dudak": (
        "## Dudak: personal trumps or none?\n"
        "Three players, one deal. A plays the seed's personal trumps (declared at any time, after which the declarer takes\n"
        "whole piles); B plays without them. In Dudak the \"winners\" are the two players who escape; the figure to watch is\n"
        "the game length, and how often a deal stalls until the turn limit."
    ),
    "lab.lesson.dudak_result": (
        "Without personal trumps a player facing a card they cannot beat has no way out but to take cards back: deals last\n"
        "about five times as many decisions, and about one in five stalls until the turn limit (500 turns), where the most\n"
        "cards lose. The trumps are what make Dudak end."
    ),
    "lab.lesson.nine_peak": (
        "## 9 Peak: does a peak of 7 make the game shorter and closer?\n"
        "The draft's first question. Four players; A is the seed's peak of 9, B a peak of 7 (numbers reach the peak\n"
        "sooner, so more cards go to peak piles and fewer stay in hands to build sets)."
    ),
    "lab.lesson.nine_peak_result": (
        "The sentence answers both halves of the question: \"shorter\" is the game length in decisions, \"closer\" the\n"
        "winner's lead over the runner-up. In the stored run the answer is no on both counts: with a peak of 7 numbers\n"
        "peak five times as often (the fact table), but the game is not shorter (a few more decisions) and the winner's\n"
        "lead is about the same. Sixty games a variant is a small sample; run the lab with 9 Peak and a few hundred games\n"
        "for a firmer answer."
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
    "simulate.seed_rules": "seed rules",
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
    "facts.tablanette.tablanettes": "tablanettes",
    "facts.tablanette.tablanette_points": "tablanette points",
    "facts.tablanette.jack_sweeps": "Jack sweeps",
    "facts.tablanette.captures": "captures",
    "facts.spoil_five.trumps_declared": "trump Aces declared",
    "facts.spoil_five.robs": "robs",
    "facts.spoil_five.jinks_tried": "jinks tried",
    "facts.spoil_five.jinks_won": "jinks won",
    "facts.spoil_five.spoiled_deals": "spoiled deals",
    "facts.spoil_five.stops": "stops after three tricks",
    "facts.spoil_five.eldest_took_first_pool": "eldest hand took the first pool",
    "facts.packs.packs_made": "packs made",
    "facts.packs.steals": "steals",
    "facts.packs.packs_stolen": "packs stolen",
    "facts.packs.full_table_draws": "Full Table draws",
    "facts.packs.hands_shown": "hands shown",
    "facts.packs.cards_thrown_off": "cards thrown off",
    "facts.dudak.trumps_declared": "trumps declared",
    "facts.dudak.takes": "take-backs",
    "facts.dudak.piles_set_aside": "piles set aside",
    "facts.dudak.turn_limit_deals": "deals stopped at the turn limit",
    "facts.dudak.turns_per_deal": "turns per deal",
    "facts.nine_peak.peaks": "peaks",
    "facts.nine_peak.peak_cards": "peak cards",
    "facts.nine_peak.sets_played": "sets played",
    "facts.nine_peak.largest_set": "largest set",
    "facts.nine_peak.turns": "turns",
    "facts.nine_peak.bonus_decided": "no-Joker bonus decided the winner",
    # the worked studies of the house-rules lab: variant labels and figure titles
    "lab.study.tablanette.six": "6 cards",
    "lab.study.tablanette.eight": "8 cards",
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
    "state_error.card_codes": "must be card codes (a string or a list of strings)",
    "state_error.conservation": "cards do not make up the deck: {parts}",
    "state_error.conservation.missing": "missing {cards}",
    "state_error.conservation.extra": "extra or duplicated {cards}",
    "state_error.integer": "must be an integer, got {got}",
    "state_error.range": "must be {lo}-{hi}, got {got}",
    "state_error.seat": "must be a seat 0-{max}, got {got}",
    "state_error.bool": "must be true or false, got {got}",
    "state_error.hands_list": "must be a list of {n} hands (card codes)",
    "state_error.hands_count": "needs {n} hands, got {got}",
    "lesson.before": "Before",
    "lesson.after": "After",
    "lesson.move": "{name}: {move}",
    "illegal.message": "illegal move {move}: {reason}",
    "illegal.unreadable": "cannot read it as a move ({error})",
    "rules_error.mapping": "must be a mapping of field names to values, got {got}",
    "rules_error.unknown": "is not a rule of this game (known: {known})",
    "rules_error.type": "must be {type}, got {got} {value}",
    "tablanette.state_error.hands": "must be a list of hands, one per seat",
    "tablanette.state_error.kind": "must be 'seed', 'deck' or 'position', got {got}",
    "tablanette.state_error.deck": "must be the 52 cards of one deck, each once",
    "tablanette.state_error.twice": "a card appears twice: {cards}",
    "spoil_five.state_error.unknown_field": "is not part of a Spoil Five start position",
    "spoil_five.state_error.pool": "must not be negative, got {got}",
    "spoil_five.state_error.chips": "must be a list of {n} non-negative integers, got {got}",
    "spoil_five.state_error.pool_after_spoil": "a deal after a spoiled deal has a pool carried over",
    "spoil_five.state_error.no_ante": "a player cannot ante and the pool is empty: no deal can start",
    "spoil_five.state_error.jack": "must be cards dealt face up from South up to the first Jack, which falls to the dealer",
    "spoil_five.state_error.hand_size": "{name} needs 5 cards, got {got}",
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
    "dudak.state_error.unknown_field": "is not a field of a Dudak start position",
    "dudak.state_error.why": "must be 'given' or 'random', got {got}",
    "dudak.state_error.trumps_list": "must be a list of {n} suit letters or nulls",
    "dudak.state_error.no_trumps": "these rules use no personal trumps",
    "dudak.state_error.not_suit": "not a suit: {got}",
    "dudak.state_error.losses": "must be {n} counts of losses adding up to {past} past deals",
    "dudak.state_error.holders": "at least two players must hold cards (else the deal is over)",
    "dudak.state_error.no_cards": "{name} holds no cards",
    "nine_peak.state_error.unknown_field": "is not a field of a 9 Peak start position",
    "nine_peak.state_error.empty_hand": "every hand must hold at least one card at the start",
    "nine_peak.state_error.area_peak": "{c} cards of {n} in the Area reach the peak ({n} + {c} = {total}); they would already have been collected",
    "nine_peak.state_error.reshuffles": "must be a whole number 0 or more",
    "nine_peak.state_error.sets": "must be a list of sets (each card codes)",
    "nine_peak.state_error.empty_set": "a set holds at least one card",
    "nine_peak.state_error.per_player": "must be a list with one entry per player ({n})",
    "nine_peak.state_error.seat": "must be a seat number 0-{max}, got {got}",
    "nine_peak.state_error.not_in_deck": "cards not in this deck (or listed too often): {cards}",
})

# ------------------------------------------------------------------------- the live table: clicks and deal ends
MESSAGES.update({
    "widget.show_legal": "Show legal moves",
    "widget.show_legal_tip": "Mark the cards that can go now (and, once a card is picked, where it can go)",
    "widget.next_deal": "Next deal",
    "widget.deal_ended": "Deal {deal} is over: its result.",
    "widget.deal_over_first": "this deal is over: go on to the next deal first",
    "widget.choices": "Or:",
    "widget.picked": "Picked {cards}:",
    "widget.picked_more": "Picked {cards}; click more cards, or:",
    "widget.error": "Something went wrong, the table is unchanged:",
    "render.game_over": "Deal {deal} is over, and so is the game",
    "render.deal_total": "This deal",
    "render.running_total": "Running total",
    "render.deal_scores": "Deal {deal}: the scores",
    "render.deal_no_points": "No points this deal",
})
