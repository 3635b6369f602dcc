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

MESSAGES: dict[str, dict[str, str]] = {
    "title": {
        "en": "Packs",
        "ja": "パックス",
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
        "en": "{suit} {total} to steal, scores {score}",
        "ja": "{suit} スチールには{total}点、得点{score}点",
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
    "status.steal": {
        "en": "{name} may steal a pack (not {suit}, one per suit) or end the turn",
        "ja": "{name}はパックをスチールする（{suit}以外、1スートに1回）か、番を終えます",
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
    "table.needs": {"en": "Exists", "ja": "現れるのは"},
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
    "lesson.intro": {
        "en": (
            "# Packs\n"
            "Phil Laurence's game from Sid Sackson's *A Gamut of Games*: draw a card, feed it to the table or keep "
            "it, win one\n"
            "table card with hand cards of its suit worth more (a *pack*), then steal other players' packs with "
            "even more. When\n"
            "the stock runs out, each suit is thrown off down to the smallest holding and the packs left score; "
            "first to 500\n"
            "wins. Every table below is a real position computed by `cardrules.games.packs` following the seed's "
            "rules\n"
            "(`/work/shared/rules/packs.md`)."
        ),
        "ja": (
            "# パックス\n"
            "シド・サクソン氏の *A Gamut of Games* で紹介された、フィル・ローレンス氏のゲームです：カードを1枚ドローし、場に出すか\n"
            "手札に残し、同じスートでより大きい点数の手札で場札を1枚取り（*パック*）、さらに大きい点数で他のプレイヤーのパックを\n"
            "スチールします。山札がなくなると、各スートのパックを誰かが持つ最少の数までスローオフし、残ったパックが得点になります。\n"
            "最初に500点に達した人の勝ちです。以下のテーブルはすべて `cardrules.games.packs` が原典のルール\n"
            "（`/work/shared/rules/packs.md`）どおりに計算した実際の局面です。"
        ),
    },
    "lesson.cards_and_values": {
        "en": (
            "## Cards and values\n"
            "Two players use one 52-card deck; three, four or six use two decks shuffled together (104 cards, "
            "every card twice).\n"
            "While packing and stealing an Ace is worth 20, a court card 10 and the rest their face value; at the "
            "end of the\n"
            "deal the scoring values are different."
        ),
        "ja": (
            "## カードと点数\n"
            "2人なら52枚1組、3人、4人、6人なら2組を混ぜた104枚（どのカードも2枚ずつ）を使います。\n"
            "パックとスチールのときは、Aが20点、絵札が10点、その他は数字どおりです。ディールの終わりの得点計算では別の点数を使います。"
        ),
    },
    "lesson.the_special_pairs": {
        "en": (
            "## The special pairs\n"
            "Two same-suit cards from 2 to 5 played together from the hand count as the two digits read as a "
            "number: 5-4 is\n"
            "54, not 9. The four doubled pairs exist only with two decks."
        ),
        "ja": (
            "## 特別な組み合わせ\n"
            "手札から同じスートの2〜5を2枚いっしょに出すと、2つの数字を並べた数として数えます：5-4は9ではなく54です。\n"
            "同じ数字の4つの組み合わせは2組使うときだけあります。"
        ),
    },
    "lesson.more": {
        "en": (
            "A group may hold several pairs and is valued at its best pairing (decision P-A1): 5-4-3-2 of hearts is\n"
            "53 + 42 = 95."
        ),
        "ja": (
            "1組のカードにいくつもの組み合わせを含めることができ、最も高い組み方で数えます（決定P-A1）：ハートの5-4-3-2は\n"
            "53 + 42 = 95です。"
        ),
    },
    "lesson.more_2": {
        "en": "Mixed suits never combine: 5♥ with 4♠ is just 9 (and could not be played together anyway).",
        "ja": "違うスートは組み合わせになりません：5♥と4♠はただの9です（そもそもいっしょに出せません）。",
    },
    "lesson.the_deal": {
        "en": (
            "## The deal\n"
            "The players draw for the deal, Ace high (ties draw again); the dealer gives five cards each, one at a "
            "time, lays\n"
            "three face up on the table and leaves the rest as the stock."
        ),
        "ja": (
            "## ディール\n"
            "ドローして最も強いカード（Aが最強、同位なら引き直し）を引いた人がディーラーです。ディーラーは1枚ずつ5枚を配り、\n"
            "場に3枚を表向きに出し、残りを山札にします。"
        ),
    },
    "lesson.feeding_the_table": {
        "en": (
            "## Feeding the table\n"
            "A turn starts with a draw shown to everyone. If no table card has its suit, the card *feeds* the "
            "table and the\n"
            "turn is over."
        ),
        "ja": (
            "## 場に出す\n"
            "手番はまずドローから始まり、ドローしたカードは全員に見せます。そのスートの場札がなければ、そのカードは場に *出され*、\n"
            "手番は終わりです。"
        ),
    },
    "lesson.a_pack": {
        "en": (
            "## A pack\n"
            "Otherwise the card joins the hand and the player may end the turn or *pack*: take one table card with "
            "hand cards\n"
            "of its suit worth strictly more. The pack need not use the drawn card, nor be of its suit."
        ),
        "ja": (
            "## パック\n"
            "そうでなければ、カードは手札に加わり、プレイヤーは番を終えるか *パック* します：同じスートで、その点数より大きい\n"
            "手札のカードで、場札を1枚取ります。パックにドローしたカードを使う必要はなく、そのスートである必要もありません。"
        ),
    },
    "lesson.more_3": {
        "en": "An equal value is not enough (decision P-A3): 7♥ + 2♥ is 9, the same as 9♥.",
        "ja": "同じ点数では足りません（決定P-A3）：7♥ + 2♥ は9で、9♥と同じです。",
    },
    "lesson.more_4": {
        "en": (
            "South packs 9♥ with 10♥; the pack lies face up in front of South, and a second pack this turn is refused."
        ),
        "ja": "南が10♥で9♥をパックします。パックは南の前に表向きに置かれ、この番の2回目のパックは認められません。",
    },
    "lesson.full_table": {
        "en": (
            "## Full Table\n"
            "When all four suits lie on the table, the draw is not shown and packing is compulsory. The other "
            "players only\n"
            "learn that a card was drawn."
        ),
        "ja": (
            "## フルテーブル\n"
            "場に4スートすべてがあるとき、ドローしたカードは見せず、パックは強制です。他のプレイヤーには、カードをドローした\n"
            "ことしか分かりません。"
        ),
    },
    "lesson.more_5": {
        "en": "A player who cannot pack at a Full Table shows the whole hand to prove it, and the turn ends.",
        "ja": "フルテーブルでパックできないプレイヤーは、それを示すために手札全部を見せ、番を終えます。",
    },
    "lesson.stealing": {
        "en": (
            "## Stealing\n"
            "Only after packing, a player may steal other players' packs (a partner's too): one steal per suit, "
            "never in the\n"
            "suit just packed, with hand cards of the pack's suit worth more than the pack. The pack counts at "
            "plain values\n"
            "(its 5-4 is 9 now), while the thief's cards may use the special pairs. Here North holds four packs."
        ),
        "ja": (
            "## スチール\n"
            "パックしたあとにだけ、他のプレイヤーのパック（パートナーのものも）をスチールできます：1スートに1回、この番に\n"
            "パックしたスートは除き、そのパックより大きい点数の同じスートの手札で行います。パックは普通の点数で数え（その5-4は\n"
            "ここでは9です）、スチールする側のカードには特別な組み合わせを使えます。ここでは北がパックを4つ持っています。"
        ),
    },
    "lesson.more_6": {
        "en": (
            "Several packs of one suit held by the same player may be stolen together by beating their sum: 3♠ + "
            "2♠ is 32,\n"
            "more than 9 + 8. They become one pack in front of the thief."
        ),
        "ja": (
            "同じプレイヤーが持つ同じスートの複数のパックは、その合計より大きい点数でいっしょにスチールできます：3♠ + 2♠ は32で、\n"
            "9 + 8 より大きいです。それらはスチールした人の前で1つのパックになります。"
        ),
    },
    "lesson.more_7": {
        "en": "A second steal in spades is refused; so is a steal in hearts, the suit packed this turn.",
        "ja": "スペードでの2回目のスチールは認められません。この番にパックしたスートであるハートでのスチールも同じです。",
    },
    "lesson.the_throw_off": {
        "en": (
            "## The throw-off\n"
            "When the last card of the stock has been drawn and that turn is over, the deal ends. Suit by suit, "
            "the smallest\n"
            "number of packs anyone holds is thrown off by everyone, lowest-scoring packs first. Before:"
        ),
        "ja": (
            "## スローオフ\n"
            "山札の最後のカードがドローされ、その番が終わると、ディールは終わります。スートごとに、誰かが持つ最少のパックの数まで、\n"
            "全員が得点の低いパックからスローオフします。前："
        ),
    },
    "lesson.more_8": {
        "en": (
            "South draws the last card and feeds it; hearts are thrown off down to North's single pack, and nobody "
            "throws off\n"
            "spades or clubs, where someone holds none. After:"
        ),
        "ja": (
            "南が最後のカードをドローして場に出します。ハートは北の1つのパックまでスローオフし、持っていない人がいるスペードと\n"
            "クラブでは誰もスローオフしません。後："
        ),
    },
    "lesson.scoring": {
        "en": (
            "## Scoring\n"
            "The packs left score at the scoring values (cards in hand or on the table score nothing); the "
            "breakdown is per\n"
            "suit."
        ),
        "ja": (
            "## 得点\n"
            "残ったパックを得点計算用の点数で数えます（手札や場札は得点になりません）。内訳はスートごとです。"
        ),
    },
    "lesson.more_9": {
        "en": "As a house rule without the throw-off, the same deal scores differently.",
        "ja": "スローオフなしのハウスルールでは、同じディールでも得点が変わります。",
    },
    "lesson.teams_and_the_game": {
        "en": (
            "## Teams and the game\n"
            "With four or six players, alternate seats are partners: the throw-off and the score are per team. A "
            "whole deal\n"
            "between four heuristic bots:"
        ),
        "ja": (
            "## チームとゲーム\n"
            "4人か6人では、1人おきの席がパートナーです：スローオフと得点はチームごとです。4人のヒューリスティックなボットによる\n"
            "1ディール全体："
        ),
    },
    "lesson.more_10": {
        "en": (
            "The game goes on deal after deal until a player or team reaches 500; an exact tie at the top plays "
            "another deal."
        ),
        "ja": "ゲームは、プレイヤーかチームが500点に達するまでディールを続けます。最高得点がちょうど同点なら、もう1ディールプレイします。",
    },
    "lesson.practice": {
        "en": (
            "## Practice\n"
            "Can this table card be packed, and with which cards? Can that pack be stolen? What is a group worth? "
            "Each question\n"
            "is asked on a position from a real deal and answered by the engine: click the cards (then *Check*) or "
            "the answer,\n"
            "and every wrong choice is explained. The set number and the level choose the questions, so a class "
            "given set 1 gets\n"
            "the same ten."
        ),
        "ja": (
            "## 練習\n"
            "この場札はパックできるか、どのカードでか。あのパックはスチールできるか。この組はいくつの点数か。どの問題も実際の\n"
            "ディールの局面から出され、エンジンが答えます：カードをクリックして（*Check* を押す）か、答えを選んでください。\n"
            "間違った選択にはすべて理由が示されます。セット番号とレベルで問題が決まるので、クラスでセット1を出せば全員が同じ10問になります。"
        ),
    },
    "lesson.play": {
        "en": (
            "## Play\n"
            "Deal, step through a game with its narration, or play South against the bots (packs are laid out face "
            "up in front\n"
            "of each player; the Score tab shows the breakdown and the House rules tab changes the rules)."
        ),
        "ja": (
            "## プレイ\n"
            "配って、ナレーションつきでゲームを1手ずつ見るか、南としてボットと対戦します（パックは各プレイヤーの前に表向きに\n"
            "並びます。*得点* タブに内訳が、*ハウスルール* タブでルールを変えられます）。"
        ),
    },
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
    "rules.partnerships.help": "4人か6人のとき、1人おきの席がパートナーになり得点を合わせる（原典）。オフ：全員が個人でプレイ。",
    "rules.two_decks_for_two.label": "2人でも2組使う",
    "rules.two_decks_for_two.help": "ハウスルール：2人でも104枚（2組）を使う（原典：2人は52枚1組、3人以上は2組）。",
    "rules.hand_size.label": "手札の枚数",
    "rules.hand_size.help": "各プレイヤーに1枚ずつ配る枚数（原典：5枚）。",
    "rules.table_cards.label": "場札の枚数",
    "rules.table_cards.help": "手札を配ったあとディーラーが場に表向きに出す枚数（原典：3枚）。",
    "rules.special_pairs.label": "特別な組み合わせ",
    "rules.special_pairs.help": "手札から出した同じスートの2〜5のペアは55、54、53、52、44、43、42、33、32、22点になる（原典）。",
    "rules.several_pairs.label": "複数の組み合わせ",
    "rules.several_pairs.help": "手札から出すカードの組に、重ならない特別な組み合わせをいくつも含められ、最も高い組み方で数える（P-A1：同じスートの5-4-3-2は95点）。オフ：1組に数えるペアは1つまで。",
    "rules.full_table.label": "フルテーブル",
    "rules.full_table.help": "フルテーブル：場に4スートすべてがあるとき、ドローしたカードは見せず、パックは強制（原典）。",
    "rules.partner_steals.label": "パートナーからスチール",
    "rules.partner_steals.help": "パートナーのパックもスチールできる（原典、P-A15）。オフ：相手のパックだけ。",
    "rules.multi_steal.label": "複数パックのスチール",
    "rules.multi_steal.help": "1人が持つ同じスートの複数のパックを、その合計より大きい点数でいっしょにスチールできる（原典）。",
    "rules.throw_off.label": "スローオフ",
    "rules.throw_off.help": "ディールの終わりに、各スートのパックを誰かが持つ最少の数までスローオフする（原典）。",
    "rules.tie.label": "同点のとき",
    "rules.tie.help": "複数が同じ最高得点で目標点に達したとき：もう1ディールプレイする（原典）か、勝ちを分け合う。",
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
        "ja": "1枚ずつなら{sum} = {plain}；そのうちの特別なペア：{pairs}；最もよいペアの作り方で{value}",
    },
    "group.plain": {
        "en": "{value} counts the cards one by one, but same-suit pairs of 2-5 count as special pairs: {pairs}.",
        "ja": "{value}はカードを1枚ずつ数えた点数ですが、同じスートの2～5のペアは特別なペアとして数えます：{pairs}。",
    },
    "group.one_pair": {
        "en": "{value} counts one special pair only; every disjoint pair counts (best pairing): {breakdown}.",
        "ja": "{value}は特別なペアを1つだけ数えています。重ならないペアはすべて数えます（最もよい組み方）：{breakdown}。",
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
