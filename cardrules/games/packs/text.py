# ruff: noqa: E501 - Japanese lines are wide; a sentence per line reads better than split fragments
"""Every sentence of Packs, English and Japanese side by side.

Keys are semantic (``event.pack``, ``reason.pack_too_small``) and become ``packs.<key>`` in the catalogues when this
module is imported (:func:`cardrules.i18n.register`); the practice questions' texts become ``practice.packs.<key>``
and the designer's counts ``facts.packs.<key>``. The Japanese follows the original write-up's own terms (パック,
スチール, スローオフ, フルテーブル, 特別の組み合わせ, 場札, 山札).

The house rules' English help is each ``Rules`` field's docstring (the one source of truth, see
:meth:`cardrules.protocol.RulesBase.help`); their Japanese labels and help are :data:`RULES_JA`.
"""

from __future__ import annotations

from cardrules.i18n import CATALOGUES, register

_PACK_CLICK_EN = ("To pack, click a hand card, then the table card of its suit that it is worth more than (add more "
                  "hand cards of that suit when one is not enough). Any cards may be tried: the rules say why they "
                  "are refused.")
_PACK_CLICK_JA = "パックするには、手札のカードをクリックしてから、それより価値の低い同じスートの場札をクリックします（1枚で足りなければ同じスートの手札を足します）。どのカードを試してもよく、認められないときは理由が表示されます。"

MESSAGES: dict[str, dict[str, str]] = {
    # What the live table asks at each phase of a turn (cardrules.prompts; the phases in clicks.PROMPTS)
    "prompt.pack.picked_more": {
        "en": "Picked {cards}: choose a pack below, or click more cards of that suit:",
        "ja": "選んだカード {cards}：下のパックから選ぶか、同じスートのカードをさらにクリックしてください：",
    },
    "prompt.steal.picked_more": {
        "en": "Picked {cards}: choose a steal below, or click more hand cards or a card of the pack:",
        "ja": "選んだカード {cards}：下のスチールから選ぶか、手札かパックのカードをさらにクリックしてください：",
    },
    "prompt.pack_it": {
        "en": "Pack them",
        "ja": "これでパックする",
    },
    "prompt.steal_it": {
        "en": "Steal with them",
        "ja": "これでスチールする",
    },
    "title": {
        "en": "Packs",
        "ja": "パックス",
    },
    "example.one_deal_over": {
        "en": ("That ends deal {deal} and this example, which plays one deal: in a game the deal passes clockwise and the scores "
               "add up until someone reaches {target}."),
        "ja": "これで第{deal}ディールとこの例（1ディールだけの例）は終わりです。ゲームでは時計回りに次の人が配り、誰かが{target}点に達するまで得点を足していきます。",
    },
    "move.draw": {
        "en": "Draw from the stock",
        "ja": "山札からドローする",
    },
    "move.pack": {
        "en": "Pack {card} with {cards}",
        "ja": "{cards}で{card}をパックする",
    },
    "move.steal": {
        "en": "Steal {packs} with {cards}",
        "ja": "{cards}で{packs}をスチールする",
    },
    "move.end": {
        "en": "End the turn",
        "ja": "番を終える",
    },
    "move.show": {
        "en": "Show the hand (no pack possible)",
        "ja": "手札を見せる（パックできない）",
    },
    "reason.not_a_move": {
        "en": "not a Packs move: {move}",
        "ja": "パックスの手ではありません：{move}",
    },
    "reason.not_possible": {
        "en": "that move is not possible here",
        "ja": "ここではその手はできません",
    },
    "reason.drawn": {
        "en": "you have already drawn this turn",
        "ja": "この番ではもうドローしました",
    },
    "reason.draw_first": {
        "en": "draw first: every turn starts by drawing the top card of the stock",
        "ja": "まずドローします：どの番も山札の一番上のカードをドローすることから始まります",
    },
    "reason.full_must_pack": {
        "en": "Full Table: you must pack this turn",
        "ja": "フルテーブル：この番はパックしなければなりません",
    },
    "reason.full_show": {
        "en": "Full Table and no pack is possible: show your hand",
        "ja": "フルテーブルでパックできません：手札を見せてください",
    },
    "reason.show_only": {
        "en": "you show your hand only at a Full Table when no pack is possible",
        "ja": "手札を見せるのは、フルテーブルでパックできないときだけです",
    },
    "reason.full_can_pack": {
        "en": "Full Table: you can pack, so you must",
        "ja": "フルテーブル：パックできるので、パックしなければなりません",
    },
    "reason.packed": {
        "en": "you have already packed this turn (one pack per turn)",
        "ja": "この番ではもうパックしました（パックは1番に1回）",
    },
    "reason.steal_after_pack": {
        "en": "you may steal only after packing this turn",
        "ja": "スチールできるのは、この番にパックしたあとだけです",
    },
    "reason.no_card": {
        "en": "play at least one card from your hand",
        "ja": "手札から少なくとも1枚出してください",
    },
    "reason.not_held": {
        "en": "you do not hold {card}",
        "ja": "{card}を持っていません",
    },
    "reason.not_held_twice": {
        "en": "you do not hold {card} twice (only {held})",
        "ja": "{card}を2枚は持っていません（{held}枚だけ）",
    },
    "reason.no_table_suit": {
        "en": "there are no {suit} on the table: hand cards pack only a table card of their own suit",
        "ja": "場に{suit}がありません：手札でパックできるのは同じスートの場札だけです",
    },
    "reason.same_suit": {
        "en": "every card played must be of the same suit ({suit})",
        "ja": "出すカードはすべて同じスート（{suit}）でなければなりません",
    },
    "reason.not_on_table": {
        "en": "{card} is not on the table",
        "ja": "{card}は場にありません",
    },
    "reason.pack_too_small": {
        "en": "{cards} is worth {value}, not more than {card}'s {target} (a pack must be worth strictly more)",
        "ja": "{cards}は{value}点で、{card}の{target}点より大きくありません（パックにはそれより大きい点数が必要です）",
    },
    "reason.no_seat": {
        "en": "there is no seat {seat}",
        "ja": "席{seat}はありません",
    },
    "reason.own_pack": {
        "en": "you cannot steal your own pack",
        "ja": "自分のパックはスチールできません",
    },
    "reason.partner_pack": {
        "en": "house rule: you may not steal your partner's pack",
        "ja": "ハウスルール：パートナーのパックはスチールできません",
    },
    "reason.name_pack": {
        "en": "name at least one pack to steal",
        "ja": "スチールするパックを少なくとも1つ指定してください",
    },
    "reason.one_suit": {
        "en": "the packs stolen together must all be of one suit",
        "ja": "いっしょにスチールするパックはすべて同じスートでなければなりません",
    },
    "reason.no_such_pack": {
        "en": "{name} has no such pack",
        "ja": "{name}はそのパックを持っていません",
    },
    "reason.no_such_packs": {
        "en": "{name} has no such packs",
        "ja": "{name}はそれらのパックを持っていません",
    },
    "reason.one_per_steal": {
        "en": "house rule: one pack per steal",
        "ja": "ハウスルール：1回のスチールで取れるパックは1つです",
    },
    "reason.packed_suit": {
        "en": "you packed {suit} this turn: steal a pack of another suit",
        "ja": "この番は{suit}でパックしました：別のスートのパックをスチールしてください",
    },
    "reason.stolen_suit": {
        "en": "you have already stolen {suit} this turn (one steal per suit)",
        "ja": "この番はもう{suit}をスチールしました（スチールは1スートに1回）",
    },
    "reason.steal_too_small": {
        "en": "{cards} is worth {value}, not more than the pack's {total} (a steal must beat it)",
        "ja": "{cards}は{value}点で、そのパックの{total}点より大きくありません（スチールにはそれより大きい点数が必要です）",
    },
    "reason.steal_too_small_many": {
        "en": "{cards} is worth {value}, not more than the packs' {total} (a steal must beat it)",
        "ja": "{cards}は{value}点で、それらのパックの合計{total}点より大きくありません（スチールにはそれより大きい点数が必要です）",
    },
    "zone.full_table": {
        "en": "Full Table: all four suits",
        "ja": "フルテーブル：4スートすべてが場にあります",
    },
    "zone.pack": {
        "en": "{name}'s pack {n}",
        "ja": "{name}のパック{n}",
    },
    "zone.pack_note": {
        "en": "{suit} worth {total} (stolen by more), scores {score}",
        "ja": "{suit} {total}点（これより大きい点数でスチールされる）、得点{score}点",
    },
    "zone.thrown": {
        "en": "Thrown off",
        "ja": "スローオフしたカード",
    },
    "status.result": {
        "en": "Result: {result}",
        "ja": "結果：{result}",
    },
    "status.draw": {
        "en": "{name} to draw",
        "ja": "{name}がドローする番です",
    },
    "status.draw_full": {
        "en": "{name} to draw (Full Table: the draw will be hidden and packing compulsory)",
        "ja": "{name}がドローする番です（フルテーブル：ドローしたカードは見せず、パックは強制です）",
    },
    "status.act": {
        "en": "{name} may pack or end the turn",
        "ja": "{name}はパックするか、番を終えます",
    },
    "status.must_pack": {
        "en": "Full Table: {name} must pack",
        "ja": "フルテーブル：{name}はパックしなければなりません",
    },
    "status.show": {
        "en": "{name} cannot pack: show the hand",
        "ja": "{name}はパックできません：手札を見せます",
    },
    # what the other seats read while a player at a Full Table packs or shows the hand (which of the two it must
    # do depends on its hidden cards)
    "status.forced": {
        "en": "Full Table: {name} must pack, or show the hand if unable to",
        "ja": "フルテーブル：{name}はパックしなければならず、できなければ手札を見せます",
    },
    "status.steal": {
        "en": "{name} may steal a pack (not {suit}, one per suit) or end the turn",
        "ja": "{name}はパックをスチールする（{suit}以外、1スートに1回）か、番を終えます",
    },
    "status.no_pack": {
        "en": "{name} has nothing to pack, so ends the turn",
        "ja": "{name}はパックできるカードがないので、番を終えます",
    },
    "status.no_steal": {
        "en": "{name} has no pack to steal, so ends the turn",
        "ja": "{name}はスチールできるパックがないので、番を終えます",
    },
    # What to click at the live table, by the status's key (cardrules.widgets.table): packing and stealing are made
    # of several cards, and which to click first is not guessed from the table.
    "status.act.click": {
        "en": _PACK_CLICK_EN,
        "ja": _PACK_CLICK_JA,
    },
    "status.must_pack.click": {
        "en": _PACK_CLICK_EN,
        "ja": _PACK_CLICK_JA,
    },
    "status.steal.click": {
        "en": ("To steal, click the hand cards of a pack's suit that are worth more than the pack, then a card of that "
               "pack (for two packs of one player, a card of each). Any cards may be tried: the rules say why they "
               "are refused."),
        "ja": "スチールするには、パックと同じスートで合計がパックより大きい手札をクリックしてから、そのパックのカードを1枚クリックします（同じ人の2つのパックなら、それぞれから1枚）。どのカードを試してもよく、認められないときは理由が表示されます。",
    },
    "event.cut": {
        "en": "Drawing for the deal: {drawn}.",
        "ja": "ディーラーを決めるドロー：{drawn}。",
    },
    "event.cut_again": {
        "en": "Drawing for the deal (a tie for the highest card draws again): {drawn}.",
        "ja": "ディーラーを決めるドロー（最も強いカードが同位なので引き直し）：{drawn}。",
    },
    "event.dealer": {
        "en": "{who} drew the highest card and deals first.",
        "ja": "{who}が最も強いカードを引いたので、最初のディーラーになります。",
    },
    "event.deal.table": {
        "en": "lays {cards} face up on the table",
        "ja": "場に{cards}を表向きに出し",
    },
    "event.deal.no_table": {
        "en": "lays no card on the table",
        "ja": "場にはカードを出さず",
    },
    "event.deal": {
        "en": "Deal {deal}: {who} deals {size} cards each, {table}, and leaves {stock} in the stock.",
        "ja": "第{deal}ディール：{who}が{size}枚ずつ配り、{table}、山札は{stock}枚です。",
    },
    "event.position": {
        "en": "Deal {deal} from a set position: the table shows {cards}.",
        "ja": "設定した局面からの第{deal}ディール：場札は{cards}。",
    },
    "event.no_card": {
        "en": "no card",
        "ja": "なし",
    },
    "event.no_cards": {
        "en": "no cards",
        "ja": "なし",
    },
    "event.hand": {
        "en": "{who} is dealt {cards}.",
        "ja": "{who}に{cards}が配られます。",
    },
    "event.hand_hidden": {
        "en": "{who} is dealt a hand.",
        "ja": "{who}に手札が配られます。",
    },
    "event.draw_full": {
        "en": "Full Table: {who} draws {cards} without showing it and must pack.",
        "ja": "フルテーブル：{who}は{cards}を見せずにドローし、パックしなければなりません。",
    },
    "event.draw_full_hidden": {
        "en": "Full Table: {who} draws a card without showing it and must pack.",
        "ja": "フルテーブル：{who}はカードを見せずにドローし、パックしなければなりません。",
    },
    "event.draw": {
        "en": "{who} draws {cards}.",
        "ja": "{who}が{cards}をドローします。",
    },
    "event.feed": {
        "en": "No table card is a {suit}: {who} feeds {cards} to the table.",
        "ja": "場札に{suit}がないので、{who}は{cards}を場に出します。",
    },
    "event.pack": {
        "en": "{who} packs {card} with {cards} ({value} beats {target}).",
        "ja": "{who}が{cards}で{card}をパックします（{value}点は{target}点より大きい）。",
    },
    "event.steal": {
        "en": "{who} steals {owner}'s pack {loot} with {cards} ({value} beats {total}).",
        "ja": "{who}が{cards}で{owner}のパック{loot}をスチールします（{value}点は{total}点より大きい）。",
    },
    "event.steal_many": {
        "en": "{who} steals {owner}'s packs {loot} with {cards} ({value} beats {total}).",
        "ja": "{who}が{cards}で{owner}のパック{loot}をスチールします（{value}点は合計{total}点より大きい）。",
    },
    "event.show_hand": {
        "en": "{who} cannot pack and shows the hand: {cards}.",
        "ja": "{who}はパックできないので手札を見せます：{cards}。",
    },
    "event.end_turn": {
        "en": "{who} ends the turn.",
        "ja": "{who}が番を終えます。",
    },
    "event.deal_end": {
        "en": "The stock is empty: deal {deal} ends.",
        "ja": "山札がなくなりました：第{deal}ディール終了。",
    },
    "event.throw_off_none": {
        "en": "Throw-off in {suit}: someone holds no {one} pack, so nobody throws off.",
        "ja": "{suit}のスローオフ：{one}のパックを持っていない人がいるので、誰もスローオフしません。",
    },
    "event.throw_off": {
        "en": "Throw-off in {suit}: the smallest holding is {least}, so everyone throws off {least}.",
        "ja": "{suit}のスローオフ：最少は{least}個なので、全員が{least}個スローオフします。",
    },
    "event.discard": {
        "en": "{who} throws off {n} {suit} pack ({groups}: {points} points).",
        "ja": "{who}が{suit}のパックを{n}個スローオフします（{groups}：{points}点）。",
    },
    "event.discard.many": {
        "en": "{who} throws off {n} {suit} packs ({groups}: {points} points).",
        "ja": "{who}が{suit}のパックを{n}個スローオフします（{groups}：{points}点）。",
    },
    "event.discard.team": {
        "en": "{who} throw off {n} {suit} pack ({groups}: {points} points).",
        "ja": "{who}が{suit}のパックを{n}個スローオフします（{groups}：{points}点）。",
    },
    "event.discard.team.many": {
        "en": "{who} throw off {n} {suit} packs ({groups}: {points} points).",
        "ja": "{who}が{suit}のパックを{n}個スローオフします（{groups}：{points}点）。",
    },
    "event.score": {
        "en": "{who} scores {points} for {packs} packs.",
        "ja": "{who}はパック{packs}個で{points}点です。",
    },
    "event.score.one": {
        "en": "{who} scores {points} for {packs} pack.",
        "ja": "{who}はパック{packs}個で{points}点です。",
    },
    "event.score.team": {
        "en": "{who} score {points} for {packs} packs.",
        "ja": "{who}はパック{packs}個で{points}点です。",
    },
    "event.score.team.one": {
        "en": "{who} score {points} for {packs} pack.",
        "ja": "{who}はパック{packs}個で{points}点です。",
    },
    "event.tie": {
        "en": "The top scores are tied at the target: another deal is played.",
        "ja": "最高得点が目標点で同点です：もう1ディールプレイします。",
    },
    "event.win": {
        "en": "{who} wins the game {scores}.",
        "ja": "{who}が{scores}でゲームに勝ちます。",
    },
    "event.win_team": {
        "en": "{who} win the game {scores}.",
        "ja": "{who}が{scores}でゲームに勝ちます。",
    },
    "event.draw_game": {
        "en": "The game ends in a draw between {who} ({scores}).",
        "ja": "{who}の引き分けでゲーム終了（{scores}）。",
    },
    "score.suit_S": {
        "en": "♠ packs",
        "ja": "♠のパック",
    },
    "score.suit_H": {
        "en": "♥ packs",
        "ja": "♥のパック",
    },
    "score.suit_D": {
        "en": "♦ packs",
        "ja": "♦のパック",
    },
    "score.suit_C": {
        "en": "♣ packs",
        "ja": "♣のパック",
    },
    "score.earlier": {
        "en": "Earlier deals",
        "ja": "前のディールまで",
    },
    "fact.deal": {"en": "Deal", "ja": "ディール"},
    "fact.dealer": {"en": "Dealer", "ja": "ディーラー"},
    "fact.stock": {"en": "Stock", "ja": "山札"},
    "fact.target": {"en": "Target", "ja": "目標点"},
    "fact.score": {"en": "Score", "ja": "得点"},
    "fact.packed": {"en": "Packed this turn", "ja": "この番にパックしたスート"},
    "fact.stolen": {"en": "Stolen this turn", "ja": "この番にスチールしたスート"},
    "move_error.unknown": {
        "en": "{text!r} is not a Packs move (try 'draw', 'pack 7H with 8H', 'steal 7S+9S from 1 with QS', 'end' or 'show hand')",
        "ja": "{text!r}はパックスの手ではありません（例：'draw'、'pack 7H with 8H'、'steal 7S+9S from 1 with QS'、'end'、'show hand'）",
    },
    "move_error.cards": {
        "en": "cannot read the cards {cards!r} (write codes joined by +, e.g. 8H+2H)",
        "ja": "カード{cards!r}を読めません（8H+2Hのように、カードコードを+でつないでください）",
    },
    "move_error.card": {"en": "{error}", "ja": "{error}"},
    "preset.write_up": {"en": "The write-up's rules: 4 players in two teams, game to 500", "ja": "原典のルール：4人で2チーム、500点まで"},
    "preset.two_one_deal": {"en": "2 players, one deal", "ja": "2人、1ディール"},
    "preset.three_one_deal": {"en": "3 players, one deal", "ja": "3人、1ディール"},
    "preset.four_teams_one_deal": {"en": "4 players in teams, one deal", "ja": "4人のチーム戦、1ディール"},
    "preset.six_teams_one_deal": {"en": "6 players in teams of three, one deal", "ja": "6人で3人ずつのチーム戦、1ディール"},
    "preset.two_to_150": {"en": "2 players, game to 150", "ja": "2人、150点まで"},
    "preset.six_to_200": {"en": "6 players, game to 200", "ja": "6人、200点まで"},
    "preset.four_alone_one_deal": {"en": "4 players each alone, one deal", "ja": "4人の個人戦、1ディール"},
    "preset.six_alone_one_deal": {"en": "6 players each alone, one deal", "ja": "6人の個人戦、1ディール"},
    "preset.two_decks_for_two": {"en": "2 players with two decks, one deal", "ja": "2人で2組のカード、1ディール"},
    "preset.no_special_pairs": {"en": "No special pairs, one deal", "ja": "特別の組み合わせなし、1ディール"},
    "preset.one_pair_per_group": {"en": "One special pair per group, one deal", "ja": "1組に特別の組み合わせは1つまで、1ディール"},
    "preset.no_full_table": {"en": "No Full Table, one deal", "ja": "フルテーブルなし、1ディール"},
    "preset.no_partner_steals": {"en": "No stealing from partners, one deal", "ja": "パートナーからのスチールなし、1ディール"},
    "preset.one_pack_per_steal": {"en": "One pack per steal, one deal", "ja": "1回のスチールで1パック、1ディール"},
    "preset.no_throw_off": {"en": "No throw-off, one deal", "ja": "スローオフなし、1ディール"},
    "preset.big_hands": {"en": "Big hands (7 cards, 4 on the table), one deal", "ja": "多い手札（7枚、場札4枚）、1ディール"},
    "preset.shared_ties": {"en": "Shared ties, game to 100", "ja": "同点は引き分け、100点まで"},
    "rules.tie.option.deal again": {"en": "play another deal", "ja": "もう1ディール行う"},
    "rules.tie.option.shared": {"en": "share the win", "ja": "引き分けにする"},
    "table.rank": {"en": "Card", "ja": "カード"},
    "table.play_value": {"en": "Value in play (packing, stealing)", "ja": "プレイ中の点数（パック・スチール）"},
    "table.score_value": {"en": "Value when scoring", "ja": "得点計算の点数"},
    "table.pair": {"en": "Pair (same suit)", "ja": "組み合わせ（同じスート）"},
    "table.value": {"en": "Value", "ja": "点数"},
    "table.plain_sum": {"en": "The two cards' own values added", "ja": "2枚の普通の点数の合計"},
    "table.needs": {"en": "Note", "ja": "備考"},
    "table.two_decks_only": {"en": "with two decks only", "ja": "2組使うときだけ"},
    "table.group": {"en": "Cards played together", "ja": "いっしょに出すカード"},
    "table.one_by_one": {"en": "Counted one by one", "ja": "1枚ずつ数えると"},
    "table.best_pairing": {"en": "Counted with the best pairs", "ja": "最もよい組み合わせで数えると"},
    "table.suit": {"en": "Suit", "ja": "スート"},
    "table.player": {"en": "Player or team", "ja": "プレイヤー・チーム"},
    "table.holding.none": {"en": "no pack", "ja": "パックなし"},
    "table.holding.one": {"en": "{n} pack, scoring {points}", "ja": "パック{n}個（得点{points}点）"},
    "table.holding.other": {"en": "{n} packs, scoring {points}", "ja": "パック{n}個（得点{points}点）"},
    "rules_error.players": {
        "en": "must be 2, 3, 4 or 6 (Packs is not played by {players}), got {players}",
        "ja": "2、3、4、6人のいずれかです（パックスは{players}人ではプレイできません）：{players}",
    },
    "summary": {
        "en": (
            "Win table cards with more points of their suit, steal other players' packs, then survive the throw-off."
        ),
        "ja": "同じスートでより大きい点数のカードで場札をパックし、他のプレイヤーのパックをスチールし、最後のスローオフを乗り切ります。",
    },
    "lesson.glance": {
        "en": (
            "Packs at a glance\n"
            "2, 3, 4 or 6 players; with 4 or 6, alternate seats are partners. One deck for two players, two "
            "decks shuffled together for more.\n"
            "Your turn: draw the top card of the stock and show it. If no table card has its suit, it goes o"
            "nto the table and your turn ends.\n"
            "Otherwise keep it, and you may pack: take one table card with hand cards of its suit worth more"
            " than it (A 20, K Q J 10, the others their number).\n"
            "Two cards of one suit from 2 to 5 played together count as a number: 5 and 4 are 54.\n"
            "After a pack you may steal other players' packs: one per suit, not in the suit you packed, with"
            " cards worth more than the pack.\n"
            "All four suits on the table (Full Table): your draw stays secret and you must pack, or show you"
            "r hand.\n"
            "When the stock is empty, each suit is thrown off down to the smallest number of packs anyone ho"
            "lds; the packs left score A 20, K to 8 10, 7 to 2 5.\n"
            "The first player or team to reach 500 wins."
        ),
        "ja": (
            "パックスのルールのあらまし\n"
            "2人、3人、4人または6人。4人と6人では1人おきの席がパートナーです。2人なら52枚1組、3人以上なら2組を混ぜて使います。\n"
            "自分の番：山札の一番上のカードをドローして全員に見せます。そのスートの場札がなければ、そのカードを場に置いて番は終わりです。\n"
            "そうでなければ手札に加え、パックできます：場札1枚を、同じスートでそれより点数の大きい手札で取ります（Aは20点、K・Q・Jは10点、ほかは数字どおり）。\n"
            "同じスートの2〜5を2枚いっしょに出すと数字を並べた点数になります：5と4なら54点です。\n"
            "パックしたあとは、他のプレイヤーのパックをスチールできます：1スートに1回、パックしたスートは除き、そのパックより大きい点数で。\n"
            "場に4スートすべてがあるとき（フルテーブル）：ドローしたカードは見せず、必ずパックします。できなければ手札を見せます。\n"
            "山札がなくなると、各スートのパックを誰かが持つ最少の数までスローオフし、残ったパックが得点になります：Aは20点、K〜8は10点、7〜2は5点。\n"
            "最初に500点に達したプレイヤー（チーム）の勝ちです。"
        ),
    },
    "lesson.intro": {
        "en": (
            "# Packs\n"
            "A card game by Phil Laurence, published in Sid Sackson's *A Gamut of Games* (1969) as *Paks*; t"
            "his page teaches it as\n"
            "Yuji Akagiri's Japanese write-up \"パックス\" (1995) presents it. You win table cards by outbidding t"
            "hem in their own\n"
            "suit, then steal other players' winnings, and at the end of the deal only the packs that surviv"
            "e the throw-off count.\n"
            "Every position on this page is computed by the game's engine; most are set up small (a few card"
            "s in each hand, a\n"
            "short stock) so that each shows one rule. The rules in full, with the few points the write-up l"
            "eaves open and how\n"
            "they were settled, are on the page [Packs: the full rules](rules.ipynb?game=packs)."
        ),
        "ja": (
            "# パックス\n"
            "フィル・ローレンス氏が創作し、シド・サクソン氏の *A Gamut of Games*（1969年）で紹介されたカードゲームです。このページは、赤桐裕二氏の「ルール紹介25："
            "パックス」（1995年）のルールどおりに教えます。同じスートでより大きい点数を出して場札を取り、他のプレイヤーが取ったものをスチールし、"
            "ディールの終わりにはスローオフを乗り切ったパックだけが得点になります。このページの局面はすべてゲームのエンジンが計算したものです。その多くは、1つのルールだけを見せるように小さく作った局面"
            "（手札は数枚、山札も少し）です。ルールの全文と、"
            "原典がはっきり決めていない点をどう決めたかは、[パックスのルール全文](rules.ipynb?game=packs&lang=ja)のページにあります。"
        ),
    },
    "lesson.players_and_cards": {
        "en": (
            "## Players and cards\n"
            "Packs is for 2, 3, 4 or 6 players (not 5). With 4 or 6 players, every other seat is a partner: "
            "two teams of two, or two\n"
            "teams of three, who score together. Two players use one ordinary 52-card deck; three or more us"
            "e two decks shuffled\n"
            "together (104 cards, so every card exists twice; the backs need not match)."
        ),
        "ja": (
            "## 人数とカード\n"
            "パックスは2人、3人、4人または6人で遊びます（5人ではできません）。4人と6人のときは1人おきのプレイヤーがパートナーで、2人ずつか3人ずつの2チームが得点を合わせます。"
            "2人のときは通常の52枚を1組、3人以上のときは2組を混ぜた104枚を使います（どのカードも2枚ずつあります。裏の色や模様は同じでなくてもかまいません）。"
        ),
    },
    "lesson.values": {
        "en": (
            "## What the cards are worth\n"
            "During play (packing and stealing) an Ace is worth 20, a King, Queen or Jack 10, and the other "
            "cards their number. At the\n"
            "end of the deal the packs are scored with different values: Ace 20, King down to 8 worth 10, 7 "
            "down to 2 worth 5."
        ),
        "ja": (
            "## カードの点数\n"
            "プレイ中（パックとスチール）は、Aが20点、K・Q・Jが10点、ほかのカードは数字どおりの点数です。ディールの終わりにパックを得点にするときは別の点数を使います：Aが20点、K〜8が10点、"
            "7〜2が5点です。"
        ),
    },
    "lesson.special_pairs": {
        "en": (
            "## The special pairs\n"
            "Two cards of the **same suit** from 2 to 5, played together from the hand, are read as a number"
            " instead of being added:\n"
            "5 and 4 of hearts are worth 54, not 9. They count only at the moment they are played from the h"
            "and. A pair of two equal\n"
            "cards (5 and 5, 4 and 4...) needs two decks."
        ),
        "ja": (
            "## 特別の組み合わせ\n"
            "**同じスート**の2〜5を2枚、手札からいっしょに出すと、足し算ではなく数字を並べた点数になります：ハートの5と4は9点ではなく54点です。この点数がつくのは手札から出したその時だけです。"
            "同じ数字の2枚（5と5、4と4など）はカードを2組使うときだけ現れます。"
        ),
    },
    "lesson.several_pairs": {
        "en": (
            "A group of cards may hold several separate pairs, plus other cards of the suit; the group is wo"
            "rth the best way\n"
            "of pairing them. Cards of different suits never combine (and cannot be played together anyway):"
        ),
        "ja": (
            "1組のカードには、重ならない特別の組み合わせをいくつも含め、さらに同じスートのほかのカードを加えることもできます。その組の点数は、最も大きくなる組み合わせ方で数えます。"
            "スートの違うカードは組み合わせになりません（いっしょに出すこともできません）："
        ),
    },
    "lesson.deal": {
        "en": (
            "## The deal\n"
            "Everyone draws a card; the highest (Ace high, then King, Queen... down to 2) deals first, and p"
            "layers who tie draw again.\n"
            "The deal then passes clockwise. The dealer gives everyone five cards, one at a time starting on"
            " the left, lays three\n"
            "cards face up on the table and leaves the rest face down as the stock. The player on the dealer"
            "'s left plays first, and\n"
            "play goes clockwise: South, West, North, East with four players. A deal, as the engine tells it:"
        ),
        "ja": (
            "## ディール\n"
            "全員が1枚ずつドローし、最も強いカード（Aが最強で、K、Q…2と続きます）を引いた人が最初のディーラーです。同位なら引き直します。次回からディーラーは時計回りに交代します。"
            "ディーラーは左隣から1枚ずつ、各プレイヤーの手札が5枚になるように配り、場に3枚を表向きに出し、残りを山札として裏向きに置きます。ディーラーの左隣のプレイヤーから時計回り（4人なら南、西、北、東の順）にプレイします。"
            "エンジンが伝えるディールの様子："
        ),
    },
    "lesson.feeding": {
        "en": (
            "## Drawing, and feeding the table\n"
            "Every turn starts with a draw: the top card of the stock, shown to everyone. If its suit matche"
            "s no table card, it is\n"
            "laid on the table (it *feeds* the table) and the turn is over. Here South draws 7♥ and no heart"
            " lies on the table:"
        ),
        "ja": (
            "## ドローと、場に置くカード\n"
            "どの番もドローから始まります：山札の一番上のカードを取り、全員に見せます。そのスートの場札が1枚もなければ、そのカードを場に置き、その番は終わりです。ここでは南が7♥をドローし、"
            "場にハートはありません："
        ),
    },
    "lesson.pack": {
        "en": (
            "## Packing\n"
            "If the drawn card matches a table card's suit, it joins the hand, and the player may end the tu"
            "rn or *pack*: take **one**\n"
            "table card with one hand card, or several hand cards of its suit, worth **more** than it (one p"
            "oint more is enough;\n"
            "equal is not). The pack need not use the drawn card, nor be in its suit. South has drawn 3♥ (ou"
            "tlined in yellow in the\n"
            "hand, here and in every drawing of the card drawn this turn):"
        ),
        "ja": (
            "## パック\n"
            "ドローしたカードのスートが場札のどれかと一致すれば、そのカードは手札に加わり、プレイヤーは番を終えるか「パック」します：場札**1枚**を、同じスートの手札1枚、"
            "または同じスートの手札数枚の合計で、その場札より**大きい**点数で取ります（1点でも多ければよく、同点ではだめです）。パックにその番にドローしたカードを使う必要はなく、"
            "ドローしたカードのスートでなくてもかまいません。南は3♥をドローしました（その番にドローしたカードは、どの図でも手札の中で黄色の枠で示します）："
        ),
    },
    "lesson.pack_choices": {
        "en": (
            "Every pack South could make here, each with what the hand cards are worth and what they must be"
            "at:"
        ),
        "ja": "ここで南ができるパックのすべてと、出す手札の点数、それが上回るべき点数：",
    },
    "lesson.pack_made": {
        "en": (
            "South packs 9♥ with 10♥. The table card and the cards played become one pack, face up in front "
            "of South, spread so\n"
            "that every card shows:"
        ),
        "ja": (
            "南が10♥で9♥をパックします。取った場札と出した手札はまとめて1つのパックとなり、全部のカードが見えるようにずらして南の前に表向きに置かれます："
        ),
    },
    "lesson.pack_refused": {
        "en": (
            "Equal is not enough, and only one pack may be made in a turn:"
        ),
        "ja": "同点では取れません。また、1回の番にパックできるのは1度だけです：",
    },
    "lesson.no_merge": {
        "en": (
            "A new pack is never merged with an older one, even of the same suit: South already has a heart "
            "pack and makes a\n"
            "second one beside it."
        ),
        "ja": (
            "新しいパックは、同じスートでも、以前に作ったパックとまとめて1つにはできません：南はハートのパックをすでに持っていて、2つ目をその横に作ります。"
        ),
    },
    "lesson.full_table": {
        "en": (
            "## Full Table\n"
            "When all four suits lie on the table, the drawn card is **not shown**: it goes into the hand, a"
            "nd the player **must**\n"
            "pack this turn (any legal pack will do). Here the table shows ♥ ♣ ♦ ♠:"
        ),
        "ja": (
            "## フルテーブル\n"
            "場札に4つのスートがすべて出ているときは、ドローしたカードは他のプレイヤーに**見せません**。カードは手札に入り、"
            "その番は**必ず**パックしなければなりません（どのパックでもかまいません）。ここでは場に♥ ♣ ♦ ♠があります："
        ),
    },
    "lesson.full_table_seen": {
        "en": (
            "Only the drawer learns which card was drawn; the others read that a card was drawn:"
        ),
        "ja": "どのカードを引いたかは引いた本人だけが知り、ほかのプレイヤーには1枚ドローしたことだけが伝わります：",
    },
    "lesson.show_hand": {
        "en": (
            "A player who cannot pack at a Full Table shows the whole hand to everyone, to prove it, and the"
            " turn ends:"
        ),
        "ja": "フルテーブルでパックできないプレイヤーは、できないことを証明するために手札をすべて全員に見せ、番を終えます：",
    },
    "lesson.stealing": {
        "en": (
            "## Stealing\n"
            "Only after packing, in the same turn, may a player *steal*: take another player's pack (a partn"
            "er's too) by playing\n"
            "hand cards of its suit worth more than the whole pack. The pack counts every card at its plain "
            "value (its special pairs\n"
            "no longer count), while the thief's cards may use them. Several packs of one suit held by the *"
            "*same** player may be\n"
            "stolen together by beating their sum. Whatever is stolen, with the cards used, becomes one pack"
            " in front of the thief.\n"
            "Here two players use two decks (a house rule), so some cards appear twice: South packs a heart,"
            " then steals two of\n"
            "North's spade packs (9 and 8 points) with 3♠ and 2♠ (32):"
        ),
        "ja": (
            "## スチール\n"
            "スチールは、同じ番にパックしたあとでのみ行えます。他のプレイヤーのパック（パートナーのものも）を、そのパックと同じスートで、パック全体の点数合計より大きい手札を出して取ります。"
            "スチールされるパックは普通の点数で数え（特別の組み合わせはもう数えません）、スチールのために出すカードには特別の組み合わせを使えます。**同一**の相手の同じスートのパックは、"
            "その合計より大きい点数でいっしょにスチールできます。スチールしたパックと使ったカードは、1つのパックとしてスチールした人の前に置かれます。ここでは2人で2組のカードを使う（ハウスルール）ので、同じカードが2枚ある場合があります。南がハートをパックし、"
            "北のスペードのパック2つ（9点と8点）を3♠と2♠（32点）でスチールします："
        ),
    },
    "lesson.steal_refused": {
        "en": (
            "Several steals are allowed in a turn, but each in a different suit, and never in the suit packe"
            "d this turn; and\n"
            "there is still only one pack per turn:"
        ),
        "ja": (
            "1回の番に何度もスチールできますが、それぞれ違うスートでなければならず、その番にパックしたスートのパックはスチールできません。パックはやはり1回の番に1度だけです："
        ),
    },
    "lesson.steal_ends_turn": {
        "en": (
            "When the player has finished stealing, the turn ends: nothing else may be done, and the next pl"
            "ayer draws."
        ),
        "ja": "スチールが終わると、そのプレイヤーの番は終わります。ほかには何もできず、次のプレイヤーがドローします。",
    },
    "lesson.partners": {
        "en": (
            "With partners, every player still packs in front of themselves, and a partner's pack may be sto"
            "len like any other.\n"
            "The two packs then become one, so the team holds one pack fewer of that suit; at the end of the deal "
            "everyone throws off, in each suit, as many packs as the team with the fewest holds, so such a steal can "
            "change how many packs everyone throws off. Here South steals partner North's spade pack:"
        ),
        "ja": (
            "パートナー戦でも、各プレイヤーは自分の前にパックを置きます。パートナーのパックもほかのパックと同じようにスチールできます。"
            "2つのパックが1つになるので、そのチームのそのスートのパックは1つ減ります。ディールの終わりのスローオフでは、スートごとに、パックが最も少ないチームの数だけ全員がパックを捨てるので、このスチールで全員の捨てる数が変わることがあります。"
            "ここでは南がパートナーの北のスペードのパックをスチールします："
        ),
    },
    "lesson.throw_off": {
        "en": (
            "## The end of the deal and the throw-off\n"
            "When the stock is empty and the player who drew the last card has finished, the deal ends. Then"
            ", suit by suit, look\n"
            "for the smallest number of packs of that suit that any player (or team) holds: everyone throws "
            "off that many packs of\n"
            "the suit, their lowest-scoring ones. Whoever holds no pack of a suit makes that number 0, so no"
            "body throws off in it.\n"
            "What each player holds before the last draw:"
        ),
        "ja": (
            "## ディールの終了とスローオフ\n"
            "山札がなくなり、最後のカードを取ったプレイヤーがプレイを終えると、そのディールは終了です。スートごとに、各プレイヤー（パートナー戦では各チーム）"
            "が持っているパックの数のうち最も少ない数を調べ、全員がそのスートのパックをその数だけ放棄します。これをスローオフと呼び、放棄するのはできるだけ点数の少ないパックです。"
            "そのスートのパックを持っていない人がいれば最少の数は0で、そのスートでは誰もスローオフしません。最後のドローの前に各プレイヤーが持っているもの："
        ),
    },
    "lesson.throw_off_done": {
        "en": (
            "South draws the last card and it feeds the table; the deal ends. Hearts are thrown off down to "
            "North's single\n"
            "pack (each throws off one, the lowest-scoring); in spades and clubs someone holds none, so nobo"
            "dy throws off:"
        ),
        "ja": (
            "南が最後のカードをドローし、それは場に置かれてディールが終わります。ハートは北の持つ1つに合わせて各自1つずつ（点数の最も少ないパックを）スローオフし、"
            "スペードとクラブでは持っていない人がいるので誰もスローオフしません："
        ),
    },
    "lesson.scoring": {
        "en": (
            "## Scoring\n"
            "The packs left after the throw-off score at the scoring values; cards left in hands or on the t"
            "able score nothing.\n"
            "South's and North's packs, line by line:"
        ),
        "ja": (
            "## 得点\n"
            "スローオフのあとに残ったパックのカードを得点計算の点数で合計します。手札や場に残ったカードは得点になりません。南と北のパックを1行ずつ："
        ),
    },
    "lesson.no_throw_off": {
        "en": (
            "Without the throw-off (a house rule) the same deal would score differently:"
        ),
        "ja": "スローオフなし（ハウスルール）なら、同じディールの得点はこう変わります：",
    },
    "lesson.game_end": {
        "en": (
            "## The end of the game\n"
            "Points are scored only at the end of a deal, and deals follow one another until a player (or te"
            "am) has 500 points. If\n"
            "two or more reach 500 in the same deal, the higher score wins; if they are equal, another deal "
            "is played."
        ),
        "ja": (
            "## ゲームの終了\n"
            "得点はディールの終わりにだけ入り、1人（または1組）が500点に達するまでディールを続けます。2人（組）以上が同時に500点に達したときは点数の多い方が勝ち、"
            "同点ならば次のディールを行います。"
        ),
    },
    "lesson.curated": {
        "en": (
            "## A whole deal, step by step\n"
            "The end of a two-player deal, four cards before the stock runs out. South already holds a club "
            "pack; North holds a\n"
            "club pack and a spade pack; North dealt, so South plays first. South draws 2♦, which matches no"
            " table card:"
        ),
        "ja": (
            "## 1ディールを順に\n"
            "2人のディールの終盤、山札が残り4枚のところから。南はクラブのパックを1つ、北はクラブとスペードのパックを1つずつ持っています。ディーラーは北なので、南が先にプレイします。"
            "南は2♦をドローしますが、どの場札とも一致しません："
        ),
    },
    "lesson.curated_2": {
        "en": (
            "North draws 9♥, a heart like 7♥ on the table, and packs 7♥ with it:"
        ),
        "ja": "北は9♥をドローします。場の7♥と同じハートなので、それで7♥をパックします：",
    },
    "lesson.curated_3": {
        "en": (
            "South draws J♣ and packs 8♣ with it. Having packed, South may steal, in another suit than clubs"
            ": North's new heart\n"
            "pack is worth 7 + 9 = 16 to a thief, and South's 4♥ and 3♥ together are the special pair 43:"
        ),
        "ja": (
            "南はJ♣をドローし、それで8♣をパックします。パックしたので、クラブ以外のスートでスチールできます：北の新しいハートのパックはスチールする側から見て7 + 9 = 16点で、"
            "南の4♥と3♥は特別の組み合わせで43点です："
        ),
    },
    "lesson.curated_4": {
        "en": (
            "North draws the last card, A♠; no spade lies on the table, so it feeds the table, and the deal "
            "ends with the\n"
            "throw-off (clubs: one pack each) and the scoring:"
        ),
        "ja": (
            "北が最後のカードA♠をドローします。場にスペードはないのでA♠は場に置かれ、ディールはスローオフ（クラブで1つずつ）と得点計算で終わります："
        ),
    },
    "lesson.curated_scoring": {
        "en": (
            "The score, line by line: South keeps the heart pack and the better club pack; North keeps the s"
            "pade pack, which\n"
            "nobody could throw off since South holds no spade pack:"
        ),
        "ja": (
            "得点を1行ずつ：南はハートのパックと点数の多い方のクラブのパックを残し、北はスペードのパックを残します。南がスペードのパックを持っていないので、スペードは誰もスローオフしませんでした："
        ),
    },
    "lesson.practice": {
        "en": (
            "## Practice\n"
            "Can this table card be packed, and with which cards? Can that pack be stolen? What is a group w"
            "orth? Each question is\n"
            "asked on a position from a real deal and answered by the engine: click the cards (then *Check*)"
            " or the answer, and every\n"
            "wrong choice is explained. The number and the level choose the questions, so a class given the "
            "same number gets the\n"
            "same ten."
        ),
        "ja": (
            "## 練習\n"
            "この場札はパックできるか、どのカードでか。あのパックはスチールできるか。この組は何点か。どの問題も実際のディールの局面から出され、エンジンが答えます：カードをクリックして（「確認」を押す）"
            "か、答えを選んでください。間違った選択にはすべて理由が示されます。番号とレベルで問題が決まるので、クラスで同じ番号を出せば全員が同じ10問になります。"
        ),
    },
    "lesson.play": {
        "en": (
            "## Play\n"
            "Deal, step through a game with its narration, or play South against the bots (packs are laid ou"
            "t face up in front of\n"
            "each player; the Score tab shows the breakdown and the House rules tab changes the rules)."
        ),
        "ja": (
            "## プレイ\n"
            "配って、ナレーションつきでゲームを1手ずつ見るか、南としてボットと対戦します（パックは各プレイヤーの前に表向きに並びます。「得点」タブに内訳が表示され、"
            "「ハウスルール」タブでルールを変えられます）。"
        ),
    },
    "table.move": {"en": "Move", "ja": "手"},
    "table.worth": {"en": "Cards played are worth", "ja": "出すカードの点数"},
    "table.to_beat": {"en": "Must beat", "ja": "上回るべき点数"},
    "table.tried": {"en": "Tried", "ja": "試した手"},
    "table.refused": {"en": "Refused because", "ja": "できない理由"},
    "table.reads": {"en": "Reads", "ja": "伝わる内容"},
    "table.total": {"en": "Total", "ja": "合計"},
    "table.pack": {"en": "Pack", "ja": "パック"},
    "table.points": {"en": "Points", "ja": "得点"},
    "table.with_throw_off": {"en": "With the throw-off", "ja": "スローオフあり"},
    "table.without_throw_off": {"en": "Without the throw-off", "ja": "スローオフなし"},
    "state_error.unknown_field": {
        "en": "is not a field of a Packs start position",
        "ja": "パックスの開始局面の項目ではありません",
    },
    "state_error.whole_number": {
        "en": "must be a whole number {lo}-{hi}, got {got}",
        "ja": "{lo}～{hi}の整数でなければなりません（指定：{got}）",
    },
    "state_error.cut_round": {
        "en": "round {round} needs {n} cards, got {got}",
        "ja": "第{round}回には{n}枚が必要です（指定：{got}枚）",
    },
    "state_error.cut_tie": {
        "en": "the draw for the deal ends in a tie",
        "ja": "ディーラーを決める引きが同点で終わっています",
    },
    "state_error.cut_list": {
        "en": "must be a list of rounds of card codes",
        "ja": "カードコードの回ごとのリストでなければなりません",
    },
    "state_error.missing": {
        "en": "is missing (give either a deck or hands, table and stock)",
        "ja": "がありません（デッキか、手札・場札・山札を指定してください）",
    },
    "state_error.stock": {
        "en": "must hold at least one card (the next turn draws)",
        "ja": "少なくとも1枚のカードがなければなりません（次の番でドローします）",
    },
    "state_error.packs_list": {
        "en": "must be a list of {n} lists of packs (card codes)",
        "ja": "{n}人分のパック（カードコード）のリストでなければなりません",
    },
    "state_error.pack": {
        "en": "a pack is one or more cards of one suit, got {got}",
        "ja": "パックは1つのスートの1枚以上のカードです（指定：{got}）",
    },
    "state_error.extra": {
        "en": "cards do not fit the deck: extra or duplicated {cards}",
        "ja": "カードがデッキに合いません：余分または重複したカード {cards}",
    },
    "state_error.scores": {
        "en": "must be a list of {n} whole numbers (scores so far)",
        "ja": "{n}個の整数（これまでの得点）のリストでなければなりません",
    },
}

RULES_JA: dict[str, str] = {
    "rules.players.label": "人数",
    "rules.players.help": "プレイヤーの人数：2、3、4、6人（5人ではプレイできない）。4人と6人では1人おきの席が2チームになる。",
    "rules.target.label": "目標点",
    "rules.target.help": "ゲームを終える得点：ディールの得点計算のあと、最初に達したプレイヤーまたはチームの勝ち。",
    "rules.single_deal.label": "1ディールのみ",
    "rules.single_deal.help": "1ディールだけプレイする（レッスンやシミュレーション用）：その後の得点が高い方の勝ち。",
    "rules.partnerships.label": "パートナー戦",
    "rules.partnerships.help": "4人か6人のとき、1人おきの席がパートナーになり得点を合わせる（原典どおり）。オフ：全員が個人でプレイ。",
    "rules.two_decks_for_two.label": "2人でも2組使う",
    "rules.two_decks_for_two.help": "ハウスルール：2人でも104枚（2組）を使う（原典：2人は52枚1組、3人以上は2組）。",
    "rules.hand_size.label": "手札の枚数",
    "rules.hand_size.help": "各プレイヤーに1枚ずつ配る枚数（原典：5枚）。",
    "rules.table_cards.label": "場札の枚数",
    "rules.table_cards.help": "手札を配ったあとディーラーが場に表向きに出す枚数（原典：3枚）。",
    "rules.special_pairs.label": "特別の組み合わせ",
    "rules.special_pairs.help": "手札から出した同じスートの2〜5の2枚は55、54、53、52、44、43、42、33、32、22点になる（原典どおり）。オフ：どのカードも数字どおりの点数。",
    "rules.several_pairs.label": "複数の組み合わせ",
    "rules.several_pairs.help": "手札から出すカードの組に、重ならない特別の組み合わせをいくつも含められ、最も高い組み方で数える（同じスートの5-4-3-2は53 + 42 = 95点）。オフ：1組に数える特別の組み合わせは1つまで。",
    "rules.full_table.label": "フルテーブル",
    "rules.full_table.help": "フルテーブル：場に4スートすべてがあるとき、ドローしたカードは見せず、必ずパックする（原典どおり）。",
    "rules.partner_steals.label": "パートナーからスチール",
    "rules.partner_steals.help": "パートナーのパックもスチールできる（原典どおり）。オフ：相手のパックだけ。",
    "rules.multi_steal.label": "複数パックのスチール",
    "rules.multi_steal.help": "1人が持つ同じスートの複数のパックを、その合計より大きい点数でいっしょにスチールできる（原典どおり）。",
    "rules.throw_off.label": "スローオフ",
    "rules.throw_off.help": "ディールの終わりに、各スートのパックを誰かが持つ最少の数までスローオフする（原典どおり）。",
    "rules.tie.label": "同点のとき",
    "rules.tie.help": "複数が同じ最高得点で目標点に達したとき：次のディールを行う（原典どおり）か、引き分けにする。",
}
"""The house-rules form in Japanese: each field's label and help (English: the field name and docstring)."""

PRACTICE: dict[str, dict[str, str]] = {
    "alone_packs": {
        "en": "{card} alone packs it: {narration}",
        "ja": "{card}だけでパックできます：{narration}",
    },
    "cannot_pack": {
        "en": (
            "{card} cannot be packed: all of {name}'s {suit} together, {cards}, are worth {value}, not more than "
            "{target}."
        ),
        "ja": "{card}はパックできません：{name}の{suit}を全部合わせても（{cards}）{value}点で、{target}点より大きくありません。",
    },
    "can_pack": {
        "en": (
            "{choices} of cards pack it (any group of {suit} worth more than {target}); the fewest cards: {narration}"
        ),
        "ja": "パックできるカードの組は{choices}あります（{suit}の組で{target}点より大きいもの）。最も少ない枚数：{narration}",
    },
    "can_be_packed": {
        "en": "{card} can be packed",
        "ja": "{card}はパックできます",
    },
    "full": {
        "en": " (Full Table: if any pack is possible, one must be made)",
        "ja": "（フルテーブル：パックできるなら、パックしなければなりません）",
    },
    "pack.question": {
        "en": (
            "{name} has drawn{full}. Can {name} pack {card} ({target}) from the table, and with which cards? Click "
            "the hand cards to play (none if it cannot be packed), then Check."
        ),
        "ja": (
            "{name}がドローしました{full}。{name}は場の{card}（{target}点）をパックできますか？どのカードで？出す手札をクリックして（パックできなければクリックなし）、「確認」を押してください。"
        ),
    },
    "alone_steals": {
        "en": "{card} alone steals it: {narration}",
        "ja": "{card}だけでスチールできます：{narration}",
    },
    "cannot_steal": {
        "en": "It cannot be stolen now: {reason}.",
        "ja": "今はスチールできません：{reason}。",
    },
    "can_steal": {
        "en": (
            "{choices} of cards steal it (a group of its suit worth more than its {total}); the fewest cards: "
            "{narration}"
        ),
        "ja": "スチールできるカードの組は{choices}あります（そのスートの組で{total}点より大きいもの）。最も少ない枚数：{narration}",
    },
    "can_be_stolen": {
        "en": "it can be stolen",
        "ja": "スチールできます",
    },
    "packed": {
        "en": " {name} packed {suit} this turn.",
        "ja": "{name}はこの番に{suit}でパックしました。",
    },
    "steal.question": {
        "en": (
            "{name} may now steal.{packed} Can {name} steal {victim}'s pack {cards} (worth {total} to a thief), "
            "and with which cards? Click the hand cards to play (none if it cannot be stolen), then Check."
        ),
        "ja": (
            "{name}は今スチールできます。{packed}{name}は{victim}のパック{cards}（スチールには{total}点）をスチールできますか？どのカードで？出す手札をクリックして（スチールで"
            "きなければクリックなし）、「確認」を押してください。"
        ),
    },
    "breakdown": {
        "en": (
            "one by one {sum} = {plain}; the special pairs among them: {pairs}; the best way to pair them gives {value}"
        ),
        "ja": "1枚ずつなら{sum} = {plain}；そのうちの特別の組み合わせ：{pairs}；最もよい組み合わせ方で{value}",
    },
    "group.plain": {
        "en": "{value} counts the cards one by one, but same-suit pairs of 2-5 count as special pairs: {pairs}.",
        "ja": "{value}はカードを1枚ずつ数えた点数ですが、同じスートの2～5の2枚は特別の組み合わせとして数えます：{pairs}。",
    },
    "group.one_pair": {
        "en": "{value} counts one special pair only; every disjoint pair counts (best pairing): {breakdown}.",
        "ja": "{value}は特別の組み合わせを1つだけ数えています。重ならない組み合わせはすべて数えます（最もよい組み合わせ方）：{breakdown}。",
    },
    "group.not": {
        "en": "Not {value}: {breakdown}.",
        "ja": "{value}ではありません：{breakdown}。",
    },
    "group.question": {
        "en": "What are {cards} from {name}'s hand worth together, played as one group to pack or steal?",
        "ja": "{name}の手札の{cards}は、1つの組としてパックやスチールに出すと合わせて何点ですか？",
    },
    "group.solution": {
        "en": "The engine's group value: {breakdown}.",
        "ja": "エンジンによる組の点数：{breakdown}。",
    },
}

FACTS: dict[str, dict[str, str]] = {
    "packs_made": {
        "en": "packs made",
        "ja": "作ったパック",
    },
    "steals": {
        "en": "steals",
        "ja": "スチール",
    },
    "packs_stolen": {
        "en": "packs stolen",
        "ja": "スチールされたパック",
    },
    "full_table_draws": {
        "en": "Full Table draws",
        "ja": "フルテーブルでのドロー",
    },
    "hands_shown": {
        "en": "hands shown",
        "ja": "手札を見せた回数",
    },
    "cards_thrown_off": {
        "en": "cards thrown off",
        "ja": "スローオフしたカード",
    },
}


register("packs", MESSAGES)
register("practice.packs", PRACTICE)
register("facts.packs", FACTS)
for _key, _text in RULES_JA.items():  # Japanese only: English lives in the docstrings (register needs English)
    CATALOGUES["ja"][f"packs.{_key}"] = _text


# The house-rules form's short English labels (the field names read as code: "Void may discard"); the help stays in
# each field's docstring, and the Japanese labels are with the Japanese help.
RULES_EN_LABELS: dict[str, str] = {
    "players": "Players",
    "target": "Target score",
    "single_deal": "One deal only",
    "partnerships": "Play as partners",
    "two_decks_for_two": "Two decks for two",
    "hand_size": "Cards in each hand",
    "table_cards": "Cards on the table",
    "special_pairs": "Special combinations",
    "several_pairs": "Several combinations",
    "full_table": "Full Table",
    "partner_steals": "Steal from a partner",
    "multi_steal": "Steal several packs",
    "throw_off": "Throw-off",
    "tie": "Equal top scores",
}
register("packs", {f"rules.{field}.label": {"en": label} for field, label in RULES_EN_LABELS.items()})


DEAL_OUTCOMES = frozenset({"deal_end", "score", "game_end"})
"""The events that say how a deal ended, by kind (``"kind:flag"``: an event of that kind whose ``flag`` is true):
why the deal ended, each side's packs and points, the end of the game. The table's result of a deal names them in
words (:func:`cardrules.render.deal_end_html`)."""
