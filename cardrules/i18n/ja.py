# ruff: noqa: E501 - Japanese lines are wide; a sentence per line reads better than split fragments
"""日本語のメッセージ (Japanese messages): the same keys as :mod:`cardrules.i18n.en`, plus each ``Rules`` field's
label and help (``<game>.rules.<field>.label`` / ``.help``; English has those in the game's docstrings).

Game terms follow the seeds (``shared/seeds/``): 場札・場 (the table), 山札 (the stock), 切り札 (trumps), トリック,
ディール, ディーラー, パック, スチール, スローオフ, タブラネット. Cards keep their codes and symbols (A♠, 10♥).
"""

MESSAGES: dict[str, str] = {}

# ------------------------------------------------------------------------------------------------------- common
MESSAGES.update({
    "language.name": "日本語",
    "list.sep": "、",
    "list.semi": "；",
    "list.and": "と",
    "seat.south": "南",
    "seat.west": "西",
    "seat.north": "北",
    "seat.east": "東",
    "seat.player": "プレイヤー{n}",
    "team.join": "・",
    "card.suit.S": "スペード",
    "card.suit.H": "ハート",
    "card.suit.D": "ダイヤ",
    "card.suit.C": "クラブ",
    "card.suit.X": "ジョーカー",
    "card.rank.A": "A",
    "card.rank.J": "J",
    "card.rank.Q": "Q",
    "card.rank.K": "K",
    "card.name": "{suit}の{rank}",
    "result.score": "{owner} {score}",
    "result.no_winner": "勝者なし（{table}）",
    "result.draw": "{owners}の引き分け（{table}）",
    "result.draw_and": "と",
    "result.wins": "{winner}の勝ち（{table}）",
    "result.team_wins": "{winner}の勝ち（{table}）",
    "score.total": "合計",
    "score.deal": "ディール",
    "score.item": "項目",
    "reason.game_over": "ゲームは終了しています",
    "reason.not_in_hand": "{card}は{name}の手札にありません",
    "event.game_over": "ゲーム終了。{summary}。",
    "status.game_over": "ゲーム終了：{result}。",
    "zone.stock": "山札",
    "zone.table": "場",
    "zone.dealer": "{name}（ディーラー）",
    "fact.Deal": "ディール",
    "fact.Dealer": "ディーラー",
    "fact.Target": "目標点",
    "fact.Score": "得点",
})

# --------------------------------------------------------------------------------------------------- tablanette
MESSAGES.update({
    "tablanette.title": "タブラネット",
    "tablanette.move.play": "{card}を出す",
    "tablanette.move.take": "{card}を出して{cards}を取る",
    "tablanette.reason.not_a_move": "{move}はタブラネットの手ではありません（手は1枚のカードを出し、取る場札を指定します）",
    "tablanette.reason.named_twice": "同じ場札が2回指定されています",
    "tablanette.reason.not_on_table": "{card}は場にありません",
    "tablanette.reason.jack_takes_all": "ジャックは場札をすべて取ります",
    "tablanette.reason.jack_on_table": "場のジャックはジャックを出したときにしか取れません",
    "tablanette.reason.cannot_split": "{cards}は、ランク{rank}のカードと、合計が{value}になる2枚か3枚のグループに分けられません",
    "tablanette.reason.cannot_split_any": "{cards}は、ランク{rank}のカードと、合計が{value}になる何枚かのグループに分けられません",
    "tablanette.reason.must_capture": "{card}は取らなければなりません：{example}を取れます",
    "tablanette.reason.take_everything": "出したカードで取れる場札はすべて取らなければなりません：{example}がまだ残っています",
    "tablanette.zone.captures": "{name}の取り札",
    "tablanette.status.to_play": "{name}の番です（第{deal}ディール）。",
    "tablanette.event.cut": "ディーラーを決めるカット：{cuts}",
    "tablanette.event.first_dealer": "{who}が最も低いカードを引いたので、最初のディーラーになります。",
    "tablanette.event.deal": "第{deal}ディール：{who}が{size}枚ずつ配ります。",
    "tablanette.event.bury_jack": "場に出た{jack}は山札の一番下に入れ、{card}で補充します。",
    "tablanette.event.table": "場札：{cards}。",
    "tablanette.event.position": "局面を設定しました。場札：{cards}。",
    "tablanette.event.position_empty": "場札のない局面を設定しました。",
    "tablanette.event.redeal": "{who}がさらに{size}枚ずつ配ります（山札の残り{stock}枚）。",
    "tablanette.event.discard": "{who}が{card}を出しますが、何も取れないので場に残ります（捨て札）。",
    "tablanette.event.sweep": "{who}が{card}を出して場札をすべて取ります：{cards}（タブラネットにはなりません）。",
    "tablanette.event.capture": "{who}が{card}を出して{groups}を取ります。",
    "tablanette.event.tablanette": "{who}が{card}を出して{groups}を取ります：タブラネット！ {points}点。",
    "tablanette.event.last_cards_nobody": "このディールでは誰も取らなかったので、{cards}は誰のものにもなりません。",
    "tablanette.event.last_cards": "最後に取った{who}が残りの場札を取ります：{cards}。",
    "tablanette.event.deal_scored.owner": "{owner} {count}枚・{points}点（合計{total}点）",
    "tablanette.event.deal_scored": "第{deal}ディールの得点：{each}。",
    "tablanette.score.Tablanettes": "タブラネット",
    "tablanette.score.Card points (A 11, 10 10, K 4, Q 3, J 2)": "カード点（A 11、10 10、K 4、Q 3、J 2）",
    "tablanette.score.A K Q J 10, one each": "A K Q J 10 各1点",
    "tablanette.score.10♦ extra": "10♦の追加点",
    "tablanette.score.2♣": "2♣",
    "tablanette.score.Most cards": "最多枚数",
    "tablanette.score.Before this position": "この局面以前",
})

# ------------------------------------------------------------------------------------------------- rules fields
MESSAGES.update({
    "tablanette.rules.players.label": "人数",
    "tablanette.rules.players.help": "プレイヤーの人数、2〜4人（原典はまず2人ゲームを説明し、3人と4人は時計回りにプレイ）。",
    "tablanette.rules.partnership.label": "パートナー戦",
    "tablanette.rules.partnership.help": "4人のとき、向かい合った2人ずつがパートナーになり、取り札と得点を合わせる（T-A11）。",
    "tablanette.rules.eight_card_deal.label": "8枚配り",
    "tablanette.rules.eight_card_deal.help": "2人のとき、6枚ではなく8枚ずつ配る（配り直しも8枚；原典の注1、パーレット）。",
    "tablanette.rules.sums_any_size.label": "何枚でも合計で取れる",
    "tablanette.rules.sums_any_size.help": "合計で取るとき、2枚か3枚に限らず何枚の場札でも使える（原典の注2、パーレット；T-A15）。",
    "tablanette.rules.jack_is_twelve.label": "ジャックは12",
    "tablanette.rules.jack_is_twelve.help": "ジャックは12の普通のカードとして、ランクと合計で取り、取られる（原典の注4、スカーン）。",
    "tablanette.rules.card_points.label": "カード点",
    "tablanette.rules.card_points.help": "ディール終了時のカード点：'seed'（A K Q J 10 各1点、10♦は2点、2♣は1点）または"
                                         "'parlett'（A 11、10 10、K 4、Q 3、J 2；原典の注3、T-A13）。",
    "tablanette.rules.most_cards_bonus.label": "最多枚数ボーナス",
    "tablanette.rules.most_cards_bonus.help": "最も多くのカードを取ったら3点（同数なら得点なし；T-A10、T-A13）。",
    "tablanette.rules.ace_in_tablanette.label": "タブラネットでのA",
    "tablanette.rules.ace_in_tablanette.help": "タブラネットの得点でのAの数え方：'as_used'（取るときに使った値、自由なら11；T-A3）、"
                                               "'one'（1）または'eleven'（11）。",
    "tablanette.rules.target.label": "目標点",
    "tablanette.rules.target.help": "ゲームに勝つ得点。0は原典どおり：251点（3人と4人の個人戦は151点）。",
    "tablanette.rules.first_dealer.label": "最初のディーラー",
    "tablanette.rules.first_dealer.help": "最初のディーラーの決め方：'cut'（全員がカットし、最も低いカードの人が配る；同じなら引き直し）"
                                          "または'south'（南）。",
    "tablanette.rules.single_deal.label": "1ディールのみ",
    "tablanette.rules.single_deal.help": "1ディールだけプレイする（レッスンやシミュレーション用）；その得点計算でゲーム終了。",
})

# --------------------------------------------------------------------------------------------------- spoil five
MESSAGES.update({
    "spoil_five.title": "スポイルファイブ",
    "spoil_five.zone.trumps_order": "切り札（{suit}）、強い順",
    "spoil_five.zone.plain_order": "{suit}、強い順",
    "spoil_five.status.ranking.simplified": "簡易ランク、切り札は{suit}",
    "spoil_five.status.ranking.traditional": "伝統ランク、切り札は{suit}",
    "spoil_five.zone.trumps_ranking.simplified": "切り札{suit}、簡易ランク",
    "spoil_five.zone.trumps_ranking.traditional": "切り札{suit}、伝統ランク",
    "spoil_five.fact.best": "5、切り札のJ、ハートのA、切り札のA",
    "spoil_five.status.trump_orders": "各スートが切り札のときの強い順：簡易ランクと伝統ランク",
    "spoil_five.move.declare": "切り札のAを宣言する",
    "spoil_five.move.decline": "宣言しない（そのAは最も弱い切り札になる）",
    "spoil_five.move.rob": "交換：{take}をもらい、{discard}を捨てる",
    "spoil_five.move.pass": "交換しない",
    "spoil_five.move.lead": "{card}をリードする",
    "spoil_five.move.play": "{card}を出す",
    "spoil_five.move.stop": "ここで止めてプールを取る",
    "spoil_five.move.jink": "ジンク：{card}をリードして全トリックを狙う",
    "spoil_five.reason.declare_first": "{name}はまず切り札のAを宣言するかどうか決めなければなりません（宣言する／しない）",
    "spoil_five.reason.rob_first": "{name}はまず交換する（切札表示カードをもらい、1枚捨てる）か、パスしなければなりません",
    "spoil_five.reason.rob_turnup": "交換でもらえるのは切札表示カード{turnup}で、{card}ではありません",
    "spoil_five.reason.discard_not_held": "{name}は捨てる{card}を持っていません",
    "spoil_five.reason.stop_only": "止められるのは、最初の3トリックを続けて勝ったばかりのプレイヤーだけです",
    "spoil_five.reason.declare_before": "切り札のAの宣言はプレイが始まる前に行います",
    "spoil_five.reason.rob_before": "交換はプレイが始まる前に行います",
    "spoil_five.reason.jink_only": "ジンクできるのは、最初の3トリックを続けて勝ったばかりのプレイヤーだけです",
    "spoil_five.reason.already_led": "このトリックはもうリードされています：{name}はそれに出します（'lead'ではなく'play'）",
    "spoil_five.reason.stop_or_jink": "{name}は最初の3トリックを勝ちました：止めるか、'jink {card}'で全トリックを狙ってリードします",
    "spoil_five.reason.must_lead": "{name}がこのトリックをリードします（'play'ではなく'lead'）",
    "spoil_five.reason.not_a_move": "スポイルファイブの手ではありません：{move}",
    "spoil_five.reason.not_held": "{name}は{card}を持っていません",
    "spoil_five.reason.trump_led_low": "切り札（{led}）がリードされ、上位3枚より弱い切り札{card}を持っているので、切り札を出さなければなりません",
    "spoil_five.reason.trump_led_higher": "あなたの{card}より強い切り札（{led}）がリードされたので、切り札を出さなければなりません（上位の切り札を出さずにおけるのは、より弱い切り札がリードされたときだけです）",
    "spoil_five.reason.follow": "リードされたスート（{suit}）か切り札を出さなければなりません",
    "spoil_five.reason.must_trump": "{suit}はありませんが切り札を持っているので、切り札を出さなければなりません（捨て札できるのは{suit}も切り札も持っていないときだけです）",
    "spoil_five.zone.trick": "第{n}トリック",
    "spoil_five.zone.turnup": "切札表示カード",
    "spoil_five.zone.trumps_note": "切り札は{suit}",
    "spoil_five.zone.discard": "交換で捨てたカード",
    "spoil_five.zone.tricks": "{name}のトリック",
    "spoil_five.tricks.one": "{n}トリック",
    "spoil_five.tricks.other": "{n}トリック",
    "spoil_five.chips.one": "{n}チップ",
    "spoil_five.chips.other": "{n}チップ",
    "spoil_five.fact.jink": "{name}が全トリックを狙っています",
    "spoil_five.fact.undeclared": "{card}は最も弱い切り札です",
    "spoil_five.status.result": "結果：{result}",
    "spoil_five.status.declare": "{name}が切り札のAを宣言するかどうか決める番です",
    "spoil_five.status.rob": "{name}は交換できます：切札表示カード{card}をもらって1枚捨てるか、パスします",
    "spoil_five.status.three": "{name}は最初の3トリックを勝ちました：止めてプールを取るか、全トリックを狙ってリードします",
    "spoil_five.status.lead": "{name}が第{n}トリックをリードする番です",
    "spoil_five.status.play": "{name}が第{n}トリックに出す番です",
    "spoil_five.event.first_dealer": "最初のディーラーを決めるため表向きに配ります：{cards}；最初にJを配られた{who}が最初のディーラーです。",
    "spoil_five.unit.chip": "チップ",
    "spoil_five.unit.chips": "チップ",
    "spoil_five.event.ante_none.broke": "払えないプレイヤーがいます",
    "spoil_five.event.ante_none.limit": "決めたディール数が終わりました",
    "spoil_five.event.ante_none.carry": "プールは持ち越しです",
    "spoil_five.event.ante_none": "誰も参加料を出しません（{why}）；プールの{pool}チップをもう一度争います。",
    "spoil_five.event.ante_all": "全員が参加料{amount}{unit}を出します；プールは{pool}チップです。",
    "spoil_five.event.ante_all_again": "スポイルのあと、全員がもう一度参加料{amount}{unit}を出します；プールは{pool}チップです。",
    "spoil_five.event.ante": "{who}が参加料{amount}{unit}を出します；プールは{pool}チップです。",
    "spoil_five.event.deal": "{who}が5枚ずつ配ります（2枚、次に3枚）；切札表示カードは{cards}なので、切り札は{suit}です。",
    "spoil_five.event.declare": "{who}が切り札のA（{cards}）を宣言します。",
    "spoil_five.event.decline": "{who}は{cards}を宣言しないので、このディールでは最も弱い切り札になります。",
    "spoil_five.event.decline_hidden": "{who}は宣言しません。",
    "spoil_five.event.rob": "{who}が交換します：切札表示カード{cards}をもらいます。",
    "spoil_five.event.discard": "{who}が{cards}を裏向きに捨てます。",
    "spoil_five.event.discard_hidden": "{who}がカードを1枚裏向きに捨てます。",
    "spoil_five.event.pass": "{who}は交換しません。",
    "spoil_five.event.jink": "{who}が全トリックを狙ってリードします（ジンク）：全部取るか、何も得られないかです。",
    "spoil_five.event.play.lead": "{who}が{cards}をリードします。",
    "spoil_five.event.play.follow": "{who}が{cards}を出します。",
    "spoil_five.event.play.trump": "{who}が切り札{cards}を出します。",
    "spoil_five.event.play.discard": "{who}が{cards}を捨て札します。",
    "spoil_five.event.trick.one": "{who}が{card}で第{n}トリックに勝ちます（計{taken}トリック）。",
    "spoil_five.event.trick.other": "{who}が{card}で第{n}トリックに勝ちます（計{taken}トリック）。",
    "spoil_five.event.three": "{who}が最初の3トリックを勝ちました：止めてプールを取るか、全トリックを狙ってリードします。",
    "spoil_five.event.stop": "{who}は3トリックで止めます。",
    "spoil_five.event.pool": "{who}が{tricks}トリックを取り、プールの{chips}チップを獲得します。",
    "spoil_five.event.bonus": "{who}が全トリックを取り、他のプレイヤーから{chips}チップをもらいます。",
    "spoil_five.event.spoil_jink": "{who}のジンクは失敗：このディールはスポイルとなり、プールの{pool}チップは持ち越しです。",
    "spoil_five.event.spoil": "誰も3トリック取れませんでした：このディールはスポイルとなり、プールの{pool}チップは持ち越しです。",
    "spoil_five.event.game_over.single": "ディールが終わりました",
    "spoil_five.event.game_over.deals": "決めたディール数をプレイしました",
    "spoil_five.event.game_over.broke": "参加料を払えないプレイヤーがいて、プールは空です",
    "spoil_five.event.game_over": "{why}：ゲーム終了。{result}。",
    "spoil_five.score.Pool": "プール",
    "spoil_five.score.All five bonus": "全トリックのボーナス",
    "spoil_five.score.Starting chips": "最初のチップ",
    "spoil_five.score.Ante": "参加料",
    "fact.Trumps": "切り札",
    "fact.Ranking": "ランク",
    "fact.Best": "最強",
    "fact.Pool": "プール",
    "fact.Chips": "チップ",
    "fact.Tricks": "トリック",
    "fact.Jink": "ジンク",
    "fact.Undeclared": "未宣言",
    "spoil_five.rules.players.label": "人数",
    "spoil_five.rules.players.help": "プレイヤーの人数、3〜10人（原典：3〜7人が普通で5人が最適；10人では52枚のうち51枚を使う、S-A14）。",
    "spoil_five.rules.ranking.label": "カードの強さ",
    "spoil_five.rules.ranking.help": "カードの強さの順：'simplified'（原典のルール：どのスートも赤のスートと同じ順）または'traditional'（原典の注：黒のスートでは小さい数札の順が逆で2が強く10が弱く、切り札以外のAは2より強い；S-A13）。",
    "spoil_five.rules.void_may_discard.label": "スートがなければ捨て札可",
    "spoil_five.rules.void_may_discard.help": "リードされた切り札以外のスートを持っていなければ、切り札を持っていても何を出してもよい（一般的なルール；原典では切り札を出さなければならない、S-A1）。",
    "spoil_five.rules.may_decline.label": "宣言しないこともできる",
    "spoil_five.rules.may_decline.help": "切り札のAを持つプレイヤーが宣言するかどうか選ぶ；宣言しないAは交換できず、最も弱い切り札になり、出さずにおく特権もない（S-A2、S-A3）。オフ：自動的に公開で宣言される。",
    "spoil_five.rules.first_dealer.label": "最初のディーラー",
    "spoil_five.rules.first_dealer.help": "最初のディーラーの決め方：'random'（ゲームのシードから引く；原典はどの方法でもよい）または'jack'（南から1枚ずつ表向きに配り、最初にJを配られた人が配る；原典の注）。",
    "spoil_five.rules.starting_chips.label": "最初のチップ",
    "spoil_five.rules.starting_chips.help": "各プレイヤーが最初に持つチップ（原典の提案は20枚）。",
    "spoil_five.rules.ante.label": "参加料",
    "spoil_five.rules.ante.help": "各ディールの前に各プレイヤーがプールに出すチップ（原典：1チップ）。",
    "spoil_five.rules.spoil_ante.label": "スポイル後の参加料",
    "spoil_five.rules.spoil_ante.help": "スポイルしたディールの次に参加料を出す人：'everyone'（全員、原典、S-A9）、'dealer'（新しいディーラーだけ、一部のルール）または'nobody'（誰も出さず、プールはそのまま持ち越し）。",
    "spoil_five.rules.jink_bonus.label": "全トリックのボーナス",
    "spoil_five.rules.jink_bonus.help": "全トリックを取ったプレイヤーが、チップを持つ他の各プレイヤーからもらうチップ（原典：1チップ；チップが足りない人は持っている分を払う、S-A10、S-A11）。",
    "spoil_five.rules.deals.label": "ディール数",
    "spoil_five.rules.deals.help": "プールが獲得されたあと、このディール数で終える（0：誰かが参加料を払えなくなるまで、原典の終わり方）。",
    "spoil_five.rules.single_deal.label": "1ディールのみ",
    "spoil_five.rules.single_deal.help": "1ディールだけプレイする（レッスンやシミュレーション用）；スポイルしたらプールは場に残る。",
})

# -------------------------------------------------------------------------------------------------------- packs
MESSAGES.update({
    "card.suit_one.S": "スペード",
    "card.suit_one.H": "ハート",
    "card.suit_one.D": "ダイヤ",
    "card.suit_one.C": "クラブ",
    "card.suit_one.X": "ジョーカー",
    "cards.one": "{n}枚",
    "cards.other": "{n}枚",
    "zone.hand": "{name}の手札",
    "packs.title": "パックス",
    "packs.move.draw": "山札からドローする",
    "packs.move.pack": "{cards}で{card}をパックする",
    "packs.move.steal": "{cards}で{packs}をスチールする",
    "packs.move.end": "番を終える",
    "packs.move.show": "手札を見せる（パックできない）",
    "packs.reason.not_a_move": "パックスの手ではありません：{move}",
    "packs.reason.not_possible": "ここではその手はできません",
    "packs.reason.drawn": "この番ではもうドローしました",
    "packs.reason.draw_first": "まずドローします：どの番も山札の一番上のカードをドローすることから始まります",
    "packs.reason.full_must_pack": "フルテーブル：この番はパックしなければなりません",
    "packs.reason.full_show": "フルテーブルでパックできません：手札を見せてください",
    "packs.reason.show_only": "手札を見せるのは、フルテーブルでパックできないときだけです",
    "packs.reason.full_can_pack": "フルテーブル：パックできるので、パックしなければなりません",
    "packs.reason.packed": "この番ではもうパックしました（パックは1番に1回）",
    "packs.reason.steal_after_pack": "スチールできるのは、この番にパックしたあとだけです",
    "packs.reason.no_card": "手札から少なくとも1枚出してください",
    "packs.reason.not_held": "{card}を持っていません",
    "packs.reason.not_held_twice": "{card}を2枚は持っていません（{held}枚だけ）",
    "packs.reason.same_suit": "出すカードはすべて同じスート（{suit}）でなければなりません",
    "packs.reason.not_on_table": "{card}は場にありません",
    "packs.reason.pack_too_small": "{cards}は{value}点で、{card}の{target}点より大きくありません（パックにはそれより大きい点数が必要です）",
    "packs.reason.no_seat": "席{seat}はありません",
    "packs.reason.own_pack": "自分のパックはスチールできません",
    "packs.reason.partner_pack": "ハウスルール：パートナーのパックはスチールできません",
    "packs.reason.name_pack": "スチールするパックを少なくとも1つ指定してください",
    "packs.reason.one_suit": "いっしょにスチールするパックはすべて同じスートでなければなりません",
    "packs.reason.no_such_pack": "{name}はそのパックを持っていません",
    "packs.reason.no_such_packs": "{name}はそれらのパックを持っていません",
    "packs.reason.one_per_steal": "ハウスルール：1回のスチールで取れるパックは1つです",
    "packs.reason.packed_suit": "この番は{suit}でパックしました：別のスートのパックをスチールしてください",
    "packs.reason.stolen_suit": "この番はもう{suit}をスチールしました（スチールは1スートに1回）",
    "packs.reason.steal_too_small": "{cards}は{value}点で、そのパックの{total}点より大きくありません（スチールにはそれより大きい点数が必要です）",
    "packs.reason.steal_too_small_many": "{cards}は{value}点で、それらのパックの合計{total}点より大きくありません（スチールにはそれより大きい点数が必要です）",
    "packs.zone.full_table": "フルテーブル：4スートすべてが場にあります",
    "packs.zone.pack": "{name}のパック{n}",
    "packs.zone.pack_note": "{suit} スチールには{total}点、得点{score}点",
    "packs.zone.thrown": "スローオフしたカード",
    "packs.status.result": "結果：{result}",
    "packs.status.draw": "{name}がドローする番です",
    "packs.status.draw_full": "{name}がドローする番です（フルテーブル：ドローしたカードは見せず、パックは強制です）",
    "packs.status.act": "{name}はパックするか、番を終えます",
    "packs.status.must_pack": "フルテーブル：{name}はパックしなければなりません",
    "packs.status.show": "{name}はパックできません：手札を見せます",
    "packs.status.steal": "{name}はパックをスチールする（{suit}以外、1スートに1回）か、番を終えます",
    "packs.event.cut": "ディーラーを決めるドロー：{drawn}。",
    "packs.event.cut_again": "ディーラーを決めるドロー（最も強いカードが同位なので引き直し）：{drawn}。",
    "packs.event.dealer": "{who}が最も強いカードを引いたので、最初のディーラーになります。",
    "packs.event.deal.table": "場に{cards}を表向きに出し",
    "packs.event.deal.no_table": "場にはカードを出さず",
    "packs.event.deal": "第{deal}ディール：{who}が{size}枚ずつ配り、{table}、山札は{stock}枚です。",
    "packs.event.position": "設定した局面からの第{deal}ディール：場札は{cards}。",
    "packs.event.no_card": "なし",
    "packs.event.no_cards": "なし",
    "packs.event.hand": "{who}に{cards}が配られます。",
    "packs.event.hand_hidden": "{who}に手札が配られます。",
    "packs.event.draw_full": "フルテーブル：{who}は{cards}を見せずにドローし、パックしなければなりません。",
    "packs.event.draw_full_hidden": "フルテーブル：{who}はカードを見せずにドローし、パックしなければなりません。",
    "packs.event.draw": "{who}が{cards}をドローします。",
    "packs.event.feed": "場札に{suit}がないので、{who}は{cards}を場に出します。",
    "packs.event.pack": "{who}が{cards}で{card}をパックします（{value}点は{target}点より大きい）。",
    "packs.event.steal": "{who}が{cards}で{owner}のパック{loot}をスチールします（{value}点は{total}点より大きい）。",
    "packs.event.steal_many": "{who}が{cards}で{owner}のパック{loot}をスチールします（{value}点は合計{total}点より大きい）。",
    "packs.event.show_hand": "{who}はパックできないので手札を見せます：{cards}。",
    "packs.event.end_turn": "{who}が番を終えます。",
    "packs.event.deal_end": "山札がなくなりました：第{deal}ディール終了。",
    "packs.event.throw_off_none": "{suit}のスローオフ：{one}のパックを持っていない人がいるので、誰もスローオフしません。",
    "packs.event.throw_off": "{suit}のスローオフ：最少は{least}個なので、全員が{least}個スローオフします。",
    "packs.event.discard": "{who}が{suit}のパックを{n}個スローオフします（{groups}：{points}点）。",
    "packs.event.discard.many": "{who}が{suit}のパックを{n}個スローオフします（{groups}：{points}点）。",
    "packs.event.discard.team": "{who}が{suit}のパックを{n}個スローオフします（{groups}：{points}点）。",
    "packs.event.discard.team.many": "{who}が{suit}のパックを{n}個スローオフします（{groups}：{points}点）。",
    "packs.event.score": "{who}はパック{packs}個で{points}点です。",
    "packs.event.score.one": "{who}はパック{packs}個で{points}点です。",
    "packs.event.score.team": "{who}はパック{packs}個で{points}点です。",
    "packs.event.score.team.one": "{who}はパック{packs}個で{points}点です。",
    "packs.event.tie": "最高得点が目標点で同点です：もう1ディールプレイします。",
    "packs.event.win": "{who}が{scores}でゲームに勝ちます。",
    "packs.event.win_team": "{who}が{scores}でゲームに勝ちます。",
    "packs.event.draw_game": "{who}の引き分けでゲーム終了（{scores}）。",
    "packs.score.♠ packs": "♠のパック",
    "packs.score.♥ packs": "♥のパック",
    "packs.score.♦ packs": "♦のパック",
    "packs.score.♣ packs": "♣のパック",
    "packs.score.Earlier deals": "前のディールまで",
    "fact.Stock": "山札",
    "fact.Packed this turn": "この番のパック",
    "fact.Stolen this turn": "この番のスチール",
    "packs.rules.players.label": "人数",
    "packs.rules.players.help": "プレイヤーの人数：2、3、4、6人（5人ではプレイできない）。4人と6人では1人おきの席が2チームになる。",
    "packs.rules.target.label": "目標点",
    "packs.rules.target.help": "ゲームを終える得点：ディールの得点計算のあと、最初に達したプレイヤーまたはチームの勝ち。",
    "packs.rules.single_deal.label": "1ディールのみ",
    "packs.rules.single_deal.help": "1ディールだけプレイする（レッスンやシミュレーション用）：その後の得点が高い方の勝ち。",
    "packs.rules.partnerships.label": "パートナー戦",
    "packs.rules.partnerships.help": "4人か6人のとき、1人おきの席がパートナーになり得点を合わせる（原典）。オフ：全員が個人でプレイ。",
    "packs.rules.two_decks_for_two.label": "2人でも2組使う",
    "packs.rules.two_decks_for_two.help": "ハウスルール：2人でも104枚（2組）を使う（原典：2人は52枚1組、3人以上は2組）。",
    "packs.rules.hand_size.label": "手札の枚数",
    "packs.rules.hand_size.help": "各プレイヤーに1枚ずつ配る枚数（原典：5枚）。",
    "packs.rules.table_cards.label": "場札の枚数",
    "packs.rules.table_cards.help": "手札を配ったあとディーラーが場に表向きに出す枚数（原典：3枚）。",
    "packs.rules.special_pairs.label": "特別な組み合わせ",
    "packs.rules.special_pairs.help": "手札から出した同じスートの2〜5のペアは55、54、53、52、44、43、42、33、32、22点になる（原典）。",
    "packs.rules.several_pairs.label": "複数の組み合わせ",
    "packs.rules.several_pairs.help": "手札から出すカードの組に、重ならない特別な組み合わせをいくつも含められ、最も高い組み方で数える（P-A1：同じスートの5-4-3-2は95点）。オフ：1組に数えるペアは1つまで。",
    "packs.rules.full_table.label": "フルテーブル",
    "packs.rules.full_table.help": "フルテーブル：場に4スートすべてがあるとき、ドローしたカードは見せず、パックは強制（原典）。",
    "packs.rules.partner_steals.label": "パートナーからスチール",
    "packs.rules.partner_steals.help": "パートナーのパックもスチールできる（原典、P-A15）。オフ：相手のパックだけ。",
    "packs.rules.multi_steal.label": "複数パックのスチール",
    "packs.rules.multi_steal.help": "1人が持つ同じスートの複数のパックを、その合計より大きい点数でいっしょにスチールできる（原典）。",
    "packs.rules.throw_off.label": "スローオフ",
    "packs.rules.throw_off.help": "ディールの終わりに、各スートのパックを誰かが持つ最少の数までスローオフする（原典）。",
    "packs.rules.tie.label": "同点のとき",
    "packs.rules.tie.help": "複数が同じ最高得点で目標点に達したとき：もう1ディールプレイする（原典）か、勝ちを分け合う。",
})

# -------------------------------------------------------------------------------------------------------- dudak
MESSAGES.update({
    "dudak.title": "デュダック",
    "dudak.move.lead": "{card}を出す",
    "dudak.move.beat_out": "{card}で上回って上がる",
    "dudak.move.beat": "{card}で上回り、{add}を重ねる",
    "dudak.move.take": "場札を1枚取る",
    "dudak.move.take_all": "場札を全部取る",
    "dudak.move.declare": "{suit}を切り札と宣言する",
    "dudak.move.pass": "切り札なし",
    "dudak.reason.not_a_move": "{move}はデュダックの手ではありません",
    "dudak.reason.no_trumps": "このルールでは個人の切り札は使いません",
    "dudak.reason.declared": "{name}はもう{suit}を切り札と宣言しており、このディールの間は変更できません",
    "dudak.reason.declare_round": "切り札を宣言できるのは最初のリードの前の1巡だけです（ハウスルール）",
    "dudak.reason.nothing_to_pass": "パスするものはありません：パスは宣言の巡で切り札を宣言しないことだけです",
    "dudak.reason.declare_first": "最初のリードの前に、各プレイヤーはまず切り札を宣言するかパスします（ハウスルール）",
    "dudak.reason.pile_exists": "もう場札があります：一番上の{card}を上回るか、取ってください",
    "dudak.reason.not_held": "{name}は{card}を持っていません",
    "dudak.reason.no_pile": "場札がありません：好きなカードを1枚出して始めてください",
    "dudak.reason.whole_pile_rule": "このルールでは、上回らないプレイヤーは場札を全部取ります（'take all'）",
    "dudak.reason.trump_takes_all": "{suit}を切り札と宣言したので、{name}は1枚ではなく場札を全部取らなければなりません（'take all'）",
    "dudak.reason.one_at_a_time": "1枚ずつ取ってください：場札を全部取るのは切り札を宣言したプレイヤーだけです",
    "dudak.reason.must_add": "上回ったあとは、手札からもう1枚重ねなければなりません（D-A1）",
    "dudak.reason.last_card": "{card}は最後の手札です：それで上回ると上がりで、重ねるカードはありません",
    "dudak.reason.add_other": "{card}は上回るのに使うカードです：別のカードを重ねてください",
    "dudak.reason.add_not_held": "{name}は重ねる{card}を持っていません",
    "dudak.reason.lower_trump": "{card}は{top}より弱いカードです：自分の切り札のスートでは、より強い切り札しか上回れません",
    "dudak.reason.lower": "{card}は{top}より弱いカードです：より強い{one}で上回ってください",
    "dudak.reason.no_beat": "{card}は{top}を上回りません：より強い{one}を出してください",
    "dudak.reason.no_beat.no_trump": "（切り札を宣言していません）",
    "dudak.reason.no_beat.or_trump": "。または自分の切り札（{suit}）を出せます",
    "dudak.reason.no_beat.owners": "；{suit}は{owners}の切り札で、あなたのではありません",
    "dudak.zone.trump": "切り札{suit}",
    "dudak.zone.out": "上がり",
    "dudak.zone.pile": "場札",
    "dudak.zone.top": "一番上は{card}",
    "dudak.zone.no_pile": "場札なし",
    "dudak.zone.set_aside": "取り除いたカード",
    "dudak.fact.deal_of": "{deals}ディール中の第{deal}",
    "dudak.fact.not_used": "使わない",
    "dudak.fact.none": "宣言なし",
    "dudak.status.result": "結果：{result}",
    "dudak.status.declare": "{name}が切り札を宣言するかパスする番です",
    "dudak.status.lead": "{name}が新しい場札を出す番です",
    "dudak.status.beat_or_take": "{name}が{card}を上回るか、取る番です",
    "dudak.status.beat_or_take_all": "{name}が{card}を上回るか、場札を全部取る番です",
    "dudak.event.deal": "第{deal}ディール：{who}が各プレイヤーに{each}枚ずつ{pairs}配ります{why}。",
    "dudak.event.deal.random": "（ディーラーはランダムに決定）",
    "dudak.event.deal.loser": "（前のディールの敗者が配ります）",
    "dudak.event.deal.left": "（ディーラーは左隣に移ります）",
    "dudak.event.deal.pairs": "2枚ずつ組にして",
    "dudak.event.hand": "{who}に{cards}が配られます。",
    "dudak.event.hand_hidden": "{who}に{count}枚配られます。",
    "dudak.event.position": "設定した局面からの第{deal}ディール：{who}の番です。",
    "dudak.event.declare": "{who}が{symbol}（{suit}）をこのディールの自分の切り札と宣言します。",
    "dudak.event.pass": "{who}は切り札を宣言しません。",
    "dudak.event.lead_out": "{who}が最後の手札{card}を出して上がります；そのカードは次のプレイヤーが上回るために残ります。",
    "dudak.event.lead": "{who}が{card}を出して新しい場札を始めます。",
    "dudak.event.with_trump": "切り札{card}",
    "dudak.event.beat_last": "{who}が最後の手札{card}で{top}を上回って上がります。",
    "dudak.event.beat": "{who}が{card}で{top}を上回り、{add}を重ねます。",
    "dudak.event.beat_out": "{who}が{card}で{top}を上回り、最後の手札{add}を重ねて上がります。",
    "dudak.event.set_aside": "{n}枚の場札は取り除かれてもう使いません；次のプレイヤーが新しい場札を出します。",
    "dudak.event.left.one": "残り{n}枚",
    "dudak.event.left.other": "残り{n}枚",
    "dudak.event.left.none": "場札はなくなりました",
    "dudak.event.take": "{who}が場札から{card}を取ります（{rest}）。",
    "dudak.event.take_all": "{who}が場札を全部（{cards}）取り、カードは出しません。",
    "dudak.event.loser_limit": "ディールが手番の上限に達しました；最も多くのカード（{n}枚）を持つ{who}が第{deal}ディールの敗者です。",
    "dudak.event.loser": "{who}が最後まで手札を残し、第{deal}ディールの敗者です。",
    "dudak.event.game_end": "ゲーム終了：負けが最も少ない{who}の勝ち（{table}）。",
    "dudak.event.game_end_shared": "ゲーム終了：{who}が最少の負けで並びました（{table}）。",
    "dudak.score.Loss": "負け",
    "fact.Losses": "負け数",
    "fact.Turn": "手番",
    "dudak.rules.players.label": "人数",
    "dudak.rules.players.help": "プレイヤーの人数：4人は32枚（各8枚）；3人は黒の7を除く30枚（各10枚）；2人は7と8を除く24枚（各12枚）、パーレットの提案どおり。",
    "dudak.rules.deals.label": "ディール数",
    "dudak.rules.deals.help": "1ゲームのディール数；最後に負けが最も少ない人の勝ち、同数なら勝ちを分け合う（原典は「何ディールか」、D-A5）。",
    "dudak.rules.single_deal.label": "1ディールのみ",
    "dudak.rules.single_deal.help": "1ディールだけプレイする（レッスンやシミュレーション用）。",
    "dudak.rules.dealer_rotation.label": "次のディーラー",
    "dudak.rules.dealer_rotation.help": "次のディールを配る人：前のディールの敗者（gamerules.com、D-A5）またはディーラーの左隣。",
    "dudak.rules.trumps.label": "個人の切り札",
    "dudak.rules.trumps.help": "個人の切り札：自分の番ならいつでも宣言できる（原典、D-A3）；ディールの最初のリードの前の1巡だけ（チェコの箱のハウスルール）；または使わない。",
    "dudak.rules.whole_pile_only.label": "場札は全部取るだけ",
    "dudak.rules.whole_pile_only.help": "全部取りのみ（チェコの箱）：上回れない・上回らない人は場札を全部取り、1枚ずつは取らない。",
    "dudak.rules.deal_in_pairs.label": "2枚ずつ配る",
    "dudak.rules.deal_in_pairs.help": "1枚ずつではなく2枚ずつ配る（チェコの箱）。",
    "dudak.rules.turn_limit.label": "手番の上限",
    "dudak.rules.turn_limit.help": "この手番数を過ぎても続くディールは終わり、最も多くのカードを持つ人が敗者になる（原典にはない：取り戻しはいつでもできるので、上限がないとディールが終わらないことがある）。",
})

# ------------------------------------------------------------------------------------------ render and widgets
MESSAGES.update({
    "render.face_down": "裏向き",
    "render.empty": "なし",
    "render.none": "なし",
    "widget.seed": "シード",
    "widget.deal": "配る",
    "widget.play": "プレイ",
    "widget.watch": "観戦",
    "widget.open_hands": "全員の手札を表に",
    "widget.first": "最初",
    "widget.back": "戻る",
    "widget.forward": "進む",
    "widget.last": "最後",
    "widget.step": "手順",
    "widget.tab.table": "テーブル",
    "widget.tab.score": "得点",
    "widget.tab.rules": "ハウスルール",
    "widget.tab.share": "共有",
    "widget.not_allowed": "できません：{reason}",
    "widget.not_applied": "適用されません：{field}：{reason}",
    "widget.your_turn": "あなたの番です：{question}",
    "widget.options": "選択肢{n}個",
    "widget.your_cards": "あなたのカード：",
    "widget.ways": "{card}の出し方は{n}通りです：",
    "widget.several": "そのカードでできる手はいくつかあります。1つ選んでください：",
    "widget.no_such_choice": "ちょうどそのカードを使う合法手はありません",
    "widget.play_it": "これで出す",
    "widget.cancel": "キャンセル",
    "widget.builder": "{card}：合法な選び方は{n}通り；{picked}を選んだ状態でまだ{still}通り可能です。カードをクリックして加えたり外したりしてください。",
    "widget.nothing": "何も",
    "widget.projector": "プロジェクター",
    "widget.projector_tip": "大きなカードと文字、高コントラスト、教室用",
    "widget.teaching": "レッスン：全員の手札を表に",
    "widget.playing": "プレイ：自分の手札だけ",
    "widget.replay": "リプレイファイルを作る",
    "widget.replay_tip": "このゲームを1手ずつ再生できる、どのブラウザでも開けるHTMLファイル",
    "widget.load": "ゲームを読み込む",
    "widget.load_label": "保存したゲームを読み込む：",
    "widget.link": "このディールへのリンク：",
    "widget.link_add": "ゲームのページのアドレスに{query}を付けてください",
    "widget.download": "このゲーム（{n}手）をJSONファイルでダウンロード",
    "widget.download_replay": "{name}をダウンロード（{kb} kB）",
    "widget.not_loaded": "読み込めません：{error}",
    "widget.loaded": "{name}を読み込みました：{n}手の{title}のゲームです。",
    "widget.hint": "ヒント",
    "widget.hint_tip": "モンテカルロボットが選ぶ、あなたの最善手3つ",
    "widget.hint_chance": "勝つ確率の推定（複数ディールのゲームでは、このディールのあとでトップにいる確率）",
    "widget.hint_own_turn": "ヒントは自分の番のときだけです",
})

# ------------------------------------------------------------------------------------------------------- 9 peak
MESSAGES.update({
    "nine_peak.title": "9 Peak",
    "nine_peak.move.pass_one": "パス：{card}をエリアに置く",
    "nine_peak.move.pass_two": "パス：{first}、次に{second}をエリアに置き、1枚取る",
    "nine_peak.move.take": "エリアから{card}を取る",
    "nine_peak.move.play": "{n}のセットをプレイ：{cards}",
    "nine_peak.reason.not_a_move": "{move}は9 Peakの手ではありません（パス、テイク、プレイのいずれかで、カードを指定します）",
    "nine_peak.reason.must_take": "2枚置いたので、次はエリアからカードを1枚取らなければなりません（9P-A4）",
    "nine_peak.reason.not_in_area": "{card}はエリアにありません",
    "nine_peak.reason.take_after_pass": "エリアからカードを取れるのは、パスで2枚置いたあとだけです",
    "nine_peak.reason.take_empty": "エリアは空です。カードを取れるのは、パスで2枚置いたあとだけです",
    "nine_peak.reason.not_held": "{card}を持っていません",
    "nine_peak.reason.held_only": "{card}は{held}枚しか持っていません",
    "nine_peak.reason.set_size": "セットの大きさは1以上です（{n}が指定されました）",
    "nine_peak.reason.set_count": "{n}のセットはちょうど{n}枚でなければなりません（{got}枚です；9P-A5）",
    "nine_peak.reason.range": "{n}のセットのカードはすべて{n}として扱えなければなりません：{card}は{lo}〜{hi}として扱います（エリアに同じ数字が{extra}枚）",
    "nine_peak.reason.range_only": "{n}のセットのカードはすべて{n}として扱えなければなりません：{card}は{lo}としてしか扱えません（エリアに{number}がありません）",
    "nine_peak.zone.area": "エリアの{n}：{lo}〜{hi}として扱う",
    "nine_peak.zone.area_only": "エリアの{n}：{n}のみ",
    "nine_peak.zone.area_note": "{n} + {c} = {hi}；ピークは{peak}",
    "nine_peak.zone.none": "なし",
    "nine_peak.zone.sets": "{name}のセット",
    "nine_peak.zone.sets_note": "セットの枚数：{sizes}",
    "nine_peak.zone.peaks": "{name}のピークカード",
    "nine_peak.zone.vp": "{n} VP",
    "nine_peak.zone.pile": "使わない山",
    "nine_peak.zone.out": "セットアップで除外",
    "nine_peak.fact.not_yet": "まだ",
    "nine_peak.fact.triggered": "{name}が終了トリガーを引きました",
    "nine_peak.fact.bonus": "最大セットの{n}倍",
    "nine_peak.status.result": "結果：{result}",
    "nine_peak.status.take": "{who}がエリアからカードを1枚取る番です",
    "nine_peak.status.turn": "{who}がパスかプレイをする番です",
    "nine_peak.status.turn_last": "{who}がパスかプレイをする番です（最後の巡）",
    "nine_peak.event.reshuffle.one": "エリアの配置中にある数字がピークに達したので、シャッフルし直しました（{n}回）。",
    "nine_peak.event.reshuffle.other": "エリアの配置中にある数字がピークに達したので、シャッフルし直しました（{n}回）。",
    "nine_peak.event.set_aside": "{cards}はエリアの配置中にピークに達したので、除外してもう使いません。",
    "nine_peak.event.setup": "エリアに表向きに配置します：{cards}。ピークは{peak}です。",
    "nine_peak.event.setup_empty": "エリアは空で始まります。ピークは{peak}です。",
    "nine_peak.event.deal.each": "{n}枚ずつ",
    "nine_peak.event.deal.hands": "{sizes}枚の手札",
    "nine_peak.event.deal": "プレイヤーに{dealt}配ります。",
    "nine_peak.event.deal_pile": "プレイヤーに{dealt}配ります；{pile}枚は使いません。",
    "nine_peak.event.start_player": "{who}がスタートプレイヤーです。",
    "nine_peak.event.place_peak": "{who}が{cards}をエリアに置きます：{n}が{c}枚になり、{n} + {c}がピークに達します。",
    "nine_peak.event.place": "{who}が{cards}をエリアに置きます：{n}が{c}枚になり、{n}は{range}として扱います。",
    "nine_peak.event.peak": "ピーク！ {n} + {vp} = {peak}：{who}が{cards}を取って{vp} VP、{n}はまた最初からです。",
    "nine_peak.event.take.only": "{n}としてのみ扱います",
    "nine_peak.event.take.range": "{range}として扱います",
    "nine_peak.event.take": "{who}がエリアから{cards}を取ります（{n}はこれで{now}）。",
    "nine_peak.event.no_take": "エリアが空なので、{who}は何も取りません。",
    "nine_peak.event.play": "{who}が{n}のセットをプレイします：{cards}。",
    "nine_peak.event.end_trigger": "{who}の手札が尽きました：{last}までこの巡を続けて、ゲーム終了です。",
    "nine_peak.event.score_set.differ": "スートがすべて異なる",
    "nine_peak.event.score_set.one_suit_jokers": "ジョーカーを含めて同一スート{count}枚",
    "nine_peak.event.score_set.one_suit": "同一スート{count}枚",
    "nine_peak.event.score_set": "{who}のセット{cards}は{size} × {count} = {points} VP（{why}）。",
    "nine_peak.event.score_peaks.one": "{who}のピークカードは{points}枚：{points} VP。",
    "nine_peak.event.score_peaks.other": "{who}のピークカードは{points}枚：{points} VP。",
    "nine_peak.event.bonus": "{who}はどのセットにもジョーカーがありません：ボーナス{times}{largest} = {points} VP。",
    "nine_peak.event.bonus_joker": "{who}はセットにジョーカーがあるので、ボーナスなし。",
    "nine_peak.event.bonus_no_set": "{who}はセットがないので、ボーナスなし。",
    "nine_peak.event.bonus_none": "{who}にボーナスはありません。",
    "nine_peak.event.game_end": "{who}の勝ち（{table}）。",
    "nine_peak.event.game_end_tie": "同点ですが、手番順が早い{who}の勝ち（{table}）。",
    "nine_peak.score.Sets": "セット",
    "nine_peak.score.Peak cards": "ピークカード",
    "nine_peak.score.No-Joker bonus": "ジョーカーなしボーナス",
    "fact.Peak": "ピーク",
    "fact.Start player": "スタートプレイヤー",
    "fact.Last seat": "最後の手番",
    "fact.End": "終了",
    "fact.No-Joker bonus": "ジョーカーなしボーナス",
    "nine_peak.rules.players.label": "人数",
    "nine_peak.rules.players.help": "プレイヤーの人数、3〜5人（原典）。",
    "nine_peak.rules.single_deal.label": "1ディールのみ",
    "nine_peak.rules.single_deal.help": "1ディールだけプレイする。9 Peakはいつも1ディールなので何も変わらない；このパッケージのどのゲームにもある設定。",
    "nine_peak.rules.peak.label": "ピーク",
    "nine_peak.rules.peak.help": "ピーク：エリアに数字nがc枚あり、n + c = ピークになったら、置いた人がそれらを取る（原典：9；草案の注では7を提案）。",
    "nine_peak.rules.max_number.label": "最大の数字",
    "nine_peak.rules.max_number.help": "カードの最大の数字；カードは1からこの数字まで（原典：1〜6；注のアイデアAは1〜5）。",
    "nine_peak.rules.copies_per_suit.label": "スートごとの枚数",
    "nine_peak.rules.copies_per_suit.help": "通常の4スートそれぞれの、各数字の枚数（原典：2枚；アイデアA：3枚）。",
    "nine_peak.rules.jokers_per_number.label": "数字ごとのジョーカー",
    "nine_peak.rules.jokers_per_number.help": "各数字のジョーカーのスートのカードの枚数（原典：1枚）。",
    "nine_peak.rules.extra_one_joker.label": "ジョーカーの1を追加",
    "nine_peak.rules.extra_one_joker.help": "ジョーカーの1をもう1枚デッキに加える（注の66枚目、アイデアBで5人が12枚ずつ取れるように）。",
    "nine_peak.rules.area_cards.label": "エリアのカード",
    "nine_peak.rules.area_cards.help": "3人か4人のとき、セットアップでエリアに表向きに配置する枚数（原典：6枚）。",
    "nine_peak.rules.area_cards_five.label": "エリアのカード（5人）",
    "nine_peak.rules.area_cards_five.help": "5人のとき、セットアップでエリアに表向きに配置する枚数（原典：4枚；アイデアB：いつも6枚）。",
    "nine_peak.rules.deal_all.label": "全部配る",
    "nine_peak.rules.deal_all.help": "残りのカードを全部均等に配る（原典）；オフ：各自に手札の枚数だけ配り、残りは使わない山にする（アイデアB）。均等に分けられない余りはどちらでも使わない山になる。",
    "nine_peak.rules.hand_size.label": "手札の枚数",
    "nine_peak.rules.hand_size.help": "「全部配る」がオフのときに各プレイヤーに配る枚数（アイデアB：12枚）。",
    "nine_peak.rules.bonus_multiplier.label": "ボーナスの倍率",
    "nine_peak.rules.bonus_multiplier.help": "ジョーカーなしボーナスは最大セットの枚数のこの倍数（原典：1倍；注では2倍を提案）。",
    "nine_peak.rules.setup_peak.label": "セットアップ中のピーク",
    "nine_peak.rules.setup_peak.help": "エリアの配置中にピークに達した数字（9P-A2）：'reshuffle'（シャッフルして配置し直す）；'set_aside'（ピークに達したカードを除外し、エリアは少なくなる）；'refill'（除外してエリアが埋まるまで補充する）。",
    "nine_peak.rules.joker_suits.label": "ジョーカーのスート",
    "nine_peak.rules.joker_suits.help": "ジョーカーが2枚以上のセット（9P-A7）：'wild'（各ジョーカーは別のスートにもジョーカーのままにもなれるので、♠ ♦ ♥ ★ ★はすべて異なる：5 × 5）；'printed'（印刷されたスートが異なる必要がある：5 × 3）。",
})

# ------------------------------------------------------------------------------- house rules that do not combine
MESSAGES.update({
    "tablanette.rules_error.partnership": "4人が必要です（{players}人ではできません）",
    "tablanette.rules_error.eight_card_deal": "2人用のルールです；{players}人では全員に4枚ずつ配ります",
    "packs.rules_error.players": "2、3、4、6人のいずれかです（パックスは{players}人ではプレイできません）：{players}",
    "nine_peak.rules_error.peak": "どの数字も届くように、最大の数字（{max}）より大きくなければなりません：{peak}",
    "nine_peak.rules_error.area": "この数字とピーク{peak}では、{area}枚のエリアには必ずピークができます（最大{room}枚）。シャッフルし直しが終わりません",
    "nine_peak.rules_error.one_each": "1枚ずつ",
    "nine_peak.rules_error.n_each": "{n}枚ずつ",
    "nine_peak.rules_error.deck": "{deck}枚のデッキでエリアに{area}枚置くと、{players}人に{what}配れません",
})

# ------------------------------------------------------------------------------------------------ landing page
MESSAGES.update({
    "tablanette.summary": "出したカードと同じランクのカードや、合計が同じになるカードを場から取ります。場札を全部取ればタブラネットです。",
    "spoil_five.summary": "5トリック中3トリックを取ってプールを獲得します。切り札の5が最強で、ハートのAはいつも切り札です。",
    "packs.summary": "同じスートでより大きい点数のカードで場札をパックし、他のプレイヤーのパックをスチールし、最後のスローオフを乗り切ります。",
    "dudak.summary": "場札の一番上より強いカードを出してもう1枚重ねます。出せなければ取ります。最後まで手札が残った人の負けです。",
    "nine_peak.summary": "カードをエリアに置いて各数字の幅を広げ、ピークを集めます。Nとして扱えるN枚のカードでセットを作ります。",
    "landing.or": "または{n}",
    "landing.players": "人数：",
    "landing.length": "長さ：",
    "landing.length.one": "{deals}ディール、{players}人で全部で約{moves}手（ボット同士の{games}ゲームの中央値）。",
    "landing.length.other": "{deals}ディール、{players}人で全部で約{moves}手（ボット同士の{games}ゲームの中央値）。",
    "landing.open": "{title}を学んでプレイする",
})

# ---------------------------------------------------------------------------------------------------- tablanette lessons
MESSAGES.update({
    "tablanette.lesson.intro": (
        "# タブラネット\n"
        "カシノ系の「釣り」のゲームで、2〜4人でプレイします。手番ごとにカードを1枚出し、そのランクと同じ場札や、\n"
        "合計がその数値になる場札を取ります。場をきれいにする——*table nette*（きれいなテーブル）——とすぐに得点になります。\n"
        "以下の局面はすべて `cardrules` ライブラリが描いたもので、最後のテーブルで実際にプレイできます。"
    ),
    "tablanette.lesson.the_deal": (
        "## ディール\n"
        "各プレイヤーに6枚ずつ（3人か4人なら4枚ずつ）配り、4枚を表向きに場に出し、残りは山札にします。\n"
        "実際のディールを、全員の手札を表にして示します。"
    ),
    "tablanette.lesson.values": (
        "## カードの数値\n"
        "数札は数字どおり、クイーンは13、キングは14、エースは1か11の好きな方です。ジャックには数値がなく、\n"
        "特別な働きをします（後述）。\n"
        "\n"
        "## ランクで取る\n"
        "出したカードは、同じランクの場札をすべて取ります。場に `K♠ K♦ 7♣` があれば、`K♥` を出すと2枚のキングを両方取らなければなりません。"
    ),
    "tablanette.lesson.capturing_by_sums": (
        "## 合計で取る\n"
        "場札の2枚か3枚の合計が出したカードの数値と等しければ、それらも取れます：`5` は `2 + 3` を取ります。この例では場札が\n"
        "なくなるので **タブラネット** で、取ったカード全部の数値（出したカードも含む）が得点になります：2 + 3 + 5 = 10。"
    ),
    "tablanette.lesson.several_groups_at_once": (
        "## 複数のグループを一度に、取れるものは全部取る\n"
        "場に `2 3 4 8 9` があれば、クイーン（13）は `2 + 3 + 8` **と** `4 + 9` を取ります。片方のグループだけを取ることは\n"
        "できません。出したカードで取れるカードは、すべて取らなければならないからです。"
    ),
    "tablanette.lesson.a_card_is_never": (
        "## 同じカードを2回数えることはできない\n"
        "場が `2 3 5 9` なら、キング（14）は `2 + 3 + 9` か `5 + 9` を取れますが、4枚全部は取れません：9を2回使うことになるからです。\n"
        "どちらの取り方も合法で、プレイヤーが選びます。"
    ),
    "tablanette.lesson.aces_a_real_choice": (
        "## エース：本当の選択\n"
        "場に `A♣ 10♠` があるとき、`A♥` を出せば、エースだけ（ランクで）か、両方（1 + 10 = 11）を取れます。両方取ると\n"
        "タブラネットで 1 + 10 + 11 = 22点：場のエースは1、出したエースは11と数えます。"
    ),
    "tablanette.lesson.the_39_point_tablanette": (
        "## 39点のタブラネット\n"
        "場に `3 10 Q` があるとき、クイーンを出すと、クイーンをランクで、`3 + 10` を合計で取ります：3 + 10 + 13 + 13 = 39。"
    ),
    "tablanette.lesson.a_card_that_takes": (
        "## 何も取れないカードは場に残る\n"
        "`2 3` の場に8を出しても何も取れず、場札になります（捨て札）。取ることのできる5を、何も取らずに捨てることはできません。"
    ),
    "tablanette.lesson.jacks": (
        "## ジャック\n"
        "ジャックは場札をすべて取りますが、それは決してタブラネットになりません。場にあるジャックは別のジャックでしか\n"
        "取れないので、それまではタブラネットを妨げます。"
    ),
    "tablanette.lesson.the_end_of_a": (
        "## ディールの終わりと得点\n"
        "手札も山札もなくなったら、最後に取ったプレイヤーが残りの場札を取ります。そのあと A K Q J 10 は各1点\n"
        "（10♦は2点）、2♣は1点、最も多くのカードを取った人は3点です。ランダムなボット2人がプレイした1ディールとその得点です。"
    ),
    "tablanette.lesson.house_rules": (
        "## ハウスルール\n"
        "原典の注にある変種は、どれも `Rules` の設定で切り替えられます：2人で8枚配り、何枚でも合計で取れる、パーレットの\n"
        "カード点、普通の12としてのジャック。何枚でも合計で取れるなら、キングは `2 + 3 + 4 + 5` も取れます："
    ),
    "tablanette.lesson.practice": (
        "## 練習\n"
        "出したカードはどの場札を取るか、その取り方はタブラネットか。どの問題も実際のディールの局面から出され、エンジンが\n"
        "答えます：カードをクリックして（*Check* を押す）か、答えを選んでください。間違った選択にはすべて理由が示されます。\n"
        "セット番号とレベルで問題が決まるので、クラスでセット1を出せば全員が同じ10問になります。"
    ),
    "tablanette.lesson.play": (
        "## プレイ\n"
        "シードを決めて配り、ゲームを1手ずつ見るか、南としてボットと対戦します：カードをクリックし、次に取り方を選びます。\n"
        "取り方がたくさんあるときは、取りたい場札をクリックして *これで出す* を押してください。選び方が認められないときは、\n"
        "エンジンが理由を示します。*ハウスルール* タブでルールを変えると、配り直しになります。"
    ),
})

# ---------------------------------------------------------------------------------------------------- spoil_five lessons
MESSAGES.update({
    "spoil_five.lesson.intro": (
        "# スポイルファイブ\n"
        "アイルランドの古い国民的カードゲームです。5枚ずつ配り、表にした1枚で切り札が決まり、5トリックのうち3トリックを\n"
        "取った人がチップのプールを獲得します。5トリック全部を取れば全員からさらに1チップずつもらえます。誰も3トリック\n"
        "取れなければ、そのディールは「スポイル」となり、プールは持ち越しです。以下のテーブルはすべて\n"
        "`cardrules.games.spoil_five` が原典のルール（`/work/shared/rules/spoil_five.md`）どおりに計算した実際の局面です。"
    ),
    "spoil_five.lesson.the_strange_ranking": (
        "## 変わったカードの強さ\n"
        "切り札のスートでは5が最強、次にジャック、次にハートのA（切り札が何でも切り札です）、次に切り札のA、K、Q、\n"
        "そして10から下の順です。切り札以外のスートではKが強く、Aが弱くなります。スペードが切り札のときの全カードの順を、\n"
        "原典の簡易ランクで示します。"
    ),
    "spoil_five.lesson.more": (
        "伝統ランク（原典の注）では、黒のスートの小さい数札の順が逆になります：スペードでは2が10より強く、クラブでは\n"
        "切り札以外のAが2より強くなります。赤のスートは変わりません。"
    ),
    "spoil_five.lesson.more_2": (
        "各スートが切り札のときの順を、両方のランクで上下に並べました：ハートが切り札のときは、ハートのAが切り札のAでもあるので\n"
        "切り札は13枚だけです。伝統ルールで変わるのは黒のスートだけです。"
    ),
    "spoil_five.lesson.the_deal_and_robbing": (
        "## ディールと交換（ロブ）\n"
        "3人の場合：東が左隣から各プレイヤーにまず2枚、次に3枚ずつ配り、K♠を表にするので、スペードが切り札です。\n"
        "西には切り札のAが配られました：すぐに宣言され、西は *交換* できます。K♠をもらい、好きなカードを1枚裏向きに捨てます。"
    ),
    "spoil_five.lesson.more_3": (
        "西の選択肢：6枚のうち1枚を捨てて交換する（K♠自身を捨てるのは無意味ですが合法です）か、パスします。"
    ),
    "spoil_five.lesson.more_4": (
        "捨てたカードは裏向きです：西自身のログにはカードの名前が出ますが、他のプレイヤーには1枚捨てたことしか分かりません。"
    ),
    "spoil_five.lesson.more_5": (
        "表にしたカード自体がAのときは、ディーラーが交換できます。"
    ),
    "spoil_five.lesson.following": (
        "## フォロー\n"
        "南がK♣をリードします。西はクラブを出してもよいし、クラブを持っていても切り札を出してかまいません。出せるカードが強調表示されます。"
    ),
    "spoil_five.lesson.more_6": (
        "西の各カードについて、出せるか、エンジンの理由つきで認められないか："
    ),
    "spoil_five.lesson.more_7": (
        "東はクラブがありませんが切り札を持っています：原典のルールでは東は切り札を出さなければなりません。捨て札できるのは、\n"
        "リードされたスートも切り札も持っていないときだけです。"
    ),
    "spoil_five.lesson.more_8": (
        "多くの一般的なルールブックでは、リードされたスートがなければ何を出してもかまいません。それがハウスルール\n"
        "`void_may_discard` です。"
    ),
    "spoil_five.lesson.reneging_holding_back_the": (
        "## リニージ：上位の切り札を出さずにおく\n"
        "切り札がリードされたら切り札を出さなければなりません。ただし、持っている切り札が上位3枚（5、切り札のJ、ハートのA）\n"
        "だけで、どれもリードされた切り札より強ければ、出さずにおけます。ここでは南が2♠をリードし、5♠ J♠だけを持つ西は\n"
        "クラブを捨て札できます。"
    ),
    "spoil_five.lesson.more_9": (
        "もっと弱い切り札も持っていれば、この特権はなくなります。"
    ),
    "spoil_five.lesson.more_10": (
        "自分の切り札より強い切り札がリードされたときもなくなります：ジャックがリードされたら、ハートのAを出さなければなりません。"
    ),
    "spoil_five.lesson.not_declaring_the_ace": (
        "## Aを宣言しない\n"
        "ハウスルール `may_decline` では、切り札のAを持つ人は黙っていることができます。そのAは最も弱い切り札になり、\n"
        "リニージの特権もなくなります。ここではハートが切り札で、西は宣言しません：南が2♥をリードすると、西のA♥は出さなければならず、\n"
        "2♥に負けます。"
    ),
    "spoil_five.lesson.jinking": (
        "## ジンク\n"
        "南が5♠、J♠、A♥で最初の3トリックを勝ちました。南はここで止めてプールを取るか、リードを続けて5トリック全部を\n"
        "狙います（*ジンク*）。"
    ),
    "spoil_five.lesson.more_11": (
        "止めれば3チップのプールを取ります。"
    ),
    "spoil_five.lesson.more_12": (
        "リードを続けて5トリック全部を取れば、プールと、他の各プレイヤーから1チップずつを獲得します。"
    ),
    "spoil_five.lesson.more_13": (
        "ジンクに失敗すると得点はなく、プールは次のディールに持ち越しです。"
    ),
    "spoil_five.lesson.the_pool_and_the": (
        "## プールとゲームの終わり\n"
        "全員が各ディールの前に参加料1チップを出します（原典ではスポイルのあとも同じ。ハウスルール `spoil_ante` で、\n"
        "ディーラーだけ、または誰も出さないようにもできます）。誰かが参加料を払えず、プールが空になったらゲーム終了です。\n"
        "プールが残っていれば、獲得されるまで参加料なしでディールを続けます。4チップずつ持ったランダムな5人の1ゲームです。"
    ),
    "spoil_five.lesson.more_14": (
        "得点の内訳には、各ディールの参加料、プール、ボーナスが示されます。合計は持っているチップです。"
    ),
    "spoil_five.lesson.house_rules": (
        "## ハウスルール\n"
        "どのオプションも `Rules` の項目で、原典のルールが既定値、それぞれに1文の説明があります。"
    ),
    "spoil_five.lesson.more_15": (
        "ヒューリスティックなボット（安くトリックを取り、上位の切り札は残し、安全でなければジンクをしない）は、まずまずのゲームを\n"
        "します。ここでは全員の席でそのボットが1ディールをプレイします。"
    ),
    "spoil_five.lesson.practice": (
        "## 練習\n"
        "どのカードを出せるか（フォローか、切り札か、最上位の切り札を温存できるか）、\n"
        "このトリックは誰が取るか。どの問題も実際のディールの局面から出され、エンジンが答えます：\n"
        "カードをクリックして（*Check* を押す）か、答えを選んでください。間違った選択にはすべて理由が\n"
        "示されます。セット番号とレベルで問題が決まるので、クラスでセット1を出せば全員が同じ10問になります。"
    ),
    "spoil_five.lesson.play": (
        "## プレイ\n"
        "配って、ナレーションつきでゲームを1手ずつ見て、南としてボットと対戦し、*得点* タブでチップの数を見て、ハウスルールを\n"
        "変えてみてください。"
    ),
})

# ---------------------------------------------------------------------------------------------------- packs lessons
MESSAGES.update({
    "packs.lesson.intro": (
        "# パックス\n"
        "シド・サクソン氏の *A Gamut of Games* で紹介された、フィル・ローレンス氏のゲームです：カードを1枚ドローし、場に出すか\n"
        "手札に残し、同じスートでより大きい点数の手札で場札を1枚取り（*パック*）、さらに大きい点数で他のプレイヤーのパックを\n"
        "スチールします。山札がなくなると、各スートのパックを誰かが持つ最少の数までスローオフし、残ったパックが得点になります。\n"
        "最初に500点に達した人の勝ちです。以下のテーブルはすべて `cardrules.games.packs` が原典のルール\n"
        "（`/work/shared/rules/packs.md`）どおりに計算した実際の局面です。"
    ),
    "packs.lesson.cards_and_values": (
        "## カードと点数\n"
        "2人なら52枚1組、3人、4人、6人なら2組を混ぜた104枚（どのカードも2枚ずつ）を使います。\n"
        "パックとスチールのときは、Aが20点、絵札が10点、その他は数字どおりです。ディールの終わりの得点計算では別の点数を使います。"
    ),
    "packs.lesson.the_special_pairs": (
        "## 特別な組み合わせ\n"
        "手札から同じスートの2〜5を2枚いっしょに出すと、2つの数字を並べた数として数えます：5-4は9ではなく54です。\n"
        "同じ数字の4つの組み合わせは2組使うときだけあります。"
    ),
    "packs.lesson.more": (
        "1組のカードにいくつもの組み合わせを含めることができ、最も高い組み方で数えます（決定P-A1）：ハートの5-4-3-2は\n"
        "53 + 42 = 95です。"
    ),
    "packs.lesson.more_2": (
        "違うスートは組み合わせになりません：5♥と4♠はただの9です（そもそもいっしょに出せません）。"
    ),
    "packs.lesson.the_deal": (
        "## ディール\n"
        "ドローして最も強いカード（Aが最強、同位なら引き直し）を引いた人がディーラーです。ディーラーは1枚ずつ5枚を配り、\n"
        "場に3枚を表向きに出し、残りを山札にします。"
    ),
    "packs.lesson.feeding_the_table": (
        "## 場に出す\n"
        "手番はまずドローから始まり、ドローしたカードは全員に見せます。そのスートの場札がなければ、そのカードは場に *出され*、\n"
        "手番は終わりです。"
    ),
    "packs.lesson.a_pack": (
        "## パック\n"
        "そうでなければ、カードは手札に加わり、プレイヤーは番を終えるか *パック* します：同じスートで、その点数より大きい\n"
        "手札のカードで、場札を1枚取ります。パックにドローしたカードを使う必要はなく、そのスートである必要もありません。"
    ),
    "packs.lesson.more_3": (
        "同じ点数では足りません（決定P-A3）：7♥ + 2♥ は9で、9♥と同じです。"
    ),
    "packs.lesson.more_4": (
        "南が10♥で9♥をパックします。パックは南の前に表向きに置かれ、この番の2回目のパックは認められません。"
    ),
    "packs.lesson.full_table": (
        "## フルテーブル\n"
        "場に4スートすべてがあるとき、ドローしたカードは見せず、パックは強制です。他のプレイヤーには、カードをドローした\n"
        "ことしか分かりません。"
    ),
    "packs.lesson.more_5": (
        "フルテーブルでパックできないプレイヤーは、それを示すために手札全部を見せ、番を終えます。"
    ),
    "packs.lesson.stealing": (
        "## スチール\n"
        "パックしたあとにだけ、他のプレイヤーのパック（パートナーのものも）をスチールできます：1スートに1回、この番に\n"
        "パックしたスートは除き、そのパックより大きい点数の同じスートの手札で行います。パックは普通の点数で数え（その5-4は\n"
        "ここでは9です）、スチールする側のカードには特別な組み合わせを使えます。ここでは北がパックを4つ持っています。"
    ),
    "packs.lesson.more_6": (
        "同じプレイヤーが持つ同じスートの複数のパックは、その合計より大きい点数でいっしょにスチールできます：3♠ + 2♠ は32で、\n"
        "9 + 8 より大きいです。それらはスチールした人の前で1つのパックになります。"
    ),
    "packs.lesson.more_7": (
        "スペードでの2回目のスチールは認められません。この番にパックしたスートであるハートでのスチールも同じです。"
    ),
    "packs.lesson.the_throw_off": (
        "## スローオフ\n"
        "山札の最後のカードがドローされ、その番が終わると、ディールは終わります。スートごとに、誰かが持つ最少のパックの数まで、\n"
        "全員が得点の低いパックからスローオフします。前："
    ),
    "packs.lesson.more_8": (
        "南が最後のカードをドローして場に出します。ハートは北の1つのパックまでスローオフし、持っていない人がいるスペードと\n"
        "クラブでは誰もスローオフしません。後："
    ),
    "packs.lesson.scoring": (
        "## 得点\n"
        "残ったパックを得点計算用の点数で数えます（手札や場札は得点になりません）。内訳はスートごとです。"
    ),
    "packs.lesson.more_9": (
        "スローオフなしのハウスルールでは、同じディールでも得点が変わります。"
    ),
    "packs.lesson.teams_and_the_game": (
        "## チームとゲーム\n"
        "4人か6人では、1人おきの席がパートナーです：スローオフと得点はチームごとです。4人のヒューリスティックなボットによる\n"
        "1ディール全体："
    ),
    "packs.lesson.more_10": (
        "ゲームは、プレイヤーかチームが500点に達するまでディールを続けます。最高得点がちょうど同点なら、もう1ディールプレイします。"
    ),
    "packs.lesson.practice": (
        "## 練習\n"
        "この場札はパックできるか、どのカードでか。あのパックはスチールできるか。この組はいくつの点数か。どの問題も実際の\n"
        "ディールの局面から出され、エンジンが答えます：カードをクリックして（*Check* を押す）か、答えを選んでください。\n"
        "間違った選択にはすべて理由が示されます。セット番号とレベルで問題が決まるので、クラスでセット1を出せば全員が同じ10問になります。"
    ),
    "packs.lesson.play": (
        "## プレイ\n"
        "配って、ナレーションつきでゲームを1手ずつ見るか、南としてボットと対戦します（パックは各プレイヤーの前に表向きに\n"
        "並びます。*得点* タブに内訳が、*ハウスルール* タブでルールを変えられます）。"
    ),
})

# ---------------------------------------------------------------------------------------------------- dudak lessons
MESSAGES.update({
    "dudak.lesson.intro": (
        "# デュダック\n"
        "チェコの子供のゲーム（*dudák* はバグパイプ吹き）を、デビッド・パーレット氏のルールで紹介します：場札の一番上の\n"
        "カードより強いカードを出して、その上にもう1枚重ねます。出せなければ、場札から1枚ずつ取ります。手札がなくなった人は\n"
        "プレイを離れ、最後まで手札が残った人がそのディールの敗者です。何ディールかして、負けの最も少ない人の勝ちです。\n"
        "以下のテーブルはすべて `cardrules.games.dudak` が原典のルール（`/work/shared/rules/dudak.md`；そこで決めた点は\n"
        "D-A1 … D-A10 として引用）どおりに計算した実際の局面です。"
    ),
    "dudak.lesson.cards_and_deal": (
        "## カードとディール\n"
        "4人では各スートのA K Q J 10 9 8 7の32枚を使い、8枚ずつ配ります。3人では黒の7を除き（30枚、10枚ずつ）、\n"
        "2人では7と8を除きます（24枚、12枚ずつ）。"
    ),
    "dudak.lesson.more": (
        "新しいゲームはシードからシャッフルし、最初のディーラーを引きます。ディーラーの左隣のプレイヤーがリードします。"
    ),
    "dudak.lesson.leading_beating_and_adding": (
        "## リード、上回る、重ねる\n"
        "リードは好きなカード1枚で、それが場札になります。南が9♥をリードします。"
    ),
    "dudak.lesson.more_2": (
        "西は9♥をより強いハートで上回り、そのあと手札から好きなカードを1枚重ねなければなりません：上回るカードと重ねるカードで\n"
        "1つの手です（D-A1）。上回れるのは10♥だけなので、西の選択肢はどのカードを重ねるか、または9♥を取るかです。"
    ),
    "dudak.lesson.more_3": (
        "西が10♥で上回り7♠を重ねます。これが北が上回らなければならないカードになります。"
    ),
    "dudak.lesson.more_4": (
        "より弱いハートや、別のスートのカードでは9♥を上回れません。エンジンが理由を示します。"
    ),
    "dudak.lesson.taking_back_one_card": (
        "## 1枚ずつ取る\n"
        "南は7♠を上回れません。南はそれを取ります。その下の10♥が見えますが、やはり上回れないので、それも取ります。\n"
        "すると、いま取った10♥で9♥を上回れるので（D-A8）、7♠を重ねて戻します。"
    ),
    "dudak.lesson.more_5": (
        "場札の最後の1枚を取ったプレイヤーはカードを出しません：次のプレイヤーが1枚出して新しい場札を始め、それで番が終わります。"
    ),
    "dudak.lesson.personal_trumps": (
        "## 個人の切り札\n"
        "自分の番のときに、1つのスートを自分の切り札と宣言できます。1回だけ、ディールの終わりまで、公開で宣言します。自分の\n"
        "切り札は、別のスートのどのカードも上回ります。ここでは西がクラブ、北がハートを宣言していて、2人とも同じ9♦に向かいます。"
    ),
    "dudak.lesson.more_6": (
        "西は7♣で上回れます。北はクラブを使えず（クラブは西の切り札です）、8♥でしか上回れません。"
    ),
    "dudak.lesson.more_7": (
        "自分の切り札のスートでは、宣言した人もより強い切り札が必要です（D-A10）。また、宣言した人が上回れない（または上回らない）\n"
        "ときは、1枚ずつではなく場札を全部いっぺんに取り、カードは出しません。"
    ),
    "dudak.lesson.three_ways_of_going": (
        "## 3通りの上がり方\n"
        "上回るカードで上がると、場札は終わりです：取り除かれてもう使わず、次のプレイヤーがリードします。"
    ),
    "dudak.lesson.more_8": (
        "重ねるカードで上がると、場札は残ります：次のプレイヤーはその一番上のカードを上回らなければなりません。"
    ),
    "dudak.lesson.more_9": (
        "最後の1枚をリードしても上がりで、そのカードは次のプレイヤーが上回るために残ります（D-A4）。"
    ),
    "dudak.lesson.the_loser_and_the": (
        "## 敗者と次のディール\n"
        "手札を持つプレイヤーが1人だけになった時点でディールは終わります：その人が敗者で（D-A6）、次のディールを配ります（D-A5）。"
    ),
    "dudak.lesson.a_whole_game": (
        "## 1ゲーム全体\n"
        "ヒューリスティックなボット4人が原典の5ディールをプレイします。最後のディールの終わり方と、ディールごとの負け数です。"
    ),
    "dudak.lesson.house_rules": (
        "## ハウスルール\n"
        "参考文献によって異なるルールはどれも切り替えられます。下のテーブルのフォームは、これらの説明から作られています。"
    ),
    "dudak.lesson.more_10": (
        "チェコの箱のルールでは、上回らない人は宣言していてもいなくても場札を全部取ります：同じ場札に対する南の選択肢を\n"
        "比べてみてください。"
    ),
    "dudak.lesson.more_11": (
        "切り札を、最初のリードの前の1巡でだけ宣言するルールもあります：各プレイヤーがスートを宣言するかパスします。"
    ),
    "dudak.lesson.more_12": (
        "原典のルールでは終わらないことがあります：各プレイヤーが次の人が上回れないカードを重ねると、その人は2枚取り、\n"
        "いま取ったカードで上回り、同じカードをまた重ねます。手番の上限（原典にはない、既定は500手番）でそのようなディールを\n"
        "終わらせ、最も多くのカードを持つ人が敗者になります。"
    ),
    "dudak.lesson.practice": (
        "## 練習\n"
        "自分のどのカードが一番上のカードを上回るか（切り札を宣言していてもいなくても）。プレイヤーが上がると場札はどうなるか。\n"
        "どの問題も実際のディールの局面から出され、エンジンが答えます：カードをクリックして（*Check* を押す）か、答えを\n"
        "選んでください。間違った選択にはすべて理由が示されます。セット番号とレベルで問題が決まるので、クラスでセット1を出せば\n"
        "全員が同じ10問になります。"
    ),
    "dudak.lesson.play": (
        "## プレイ\n"
        "配って、ナレーションつきでゲームを1手ずつ見るか、南としてボットと対戦します（「場札を1枚取る」と「…を切り札と宣言する」は\n"
        "手札の横のボタンです）。*ハウスルール* タブでルールを変えられます。"
    ),
})

# ---------------------------------------------------------------------------------------------------- nine_peak lessons
MESSAGES.update({
    "nine_peak.lesson.intro": (
        "# 9 Peak\n"
        "3〜5人用の未発表のデザイン草案（草案7）です：ナンバーカードを共有の **エリア** に置いて各数字が扱える幅を広げ、\n"
        "数字の幅が **ピーク** の9に達したらその数字のカードを集め、それぞれNとして扱えるN枚のカードで **セット** を作ります。\n"
        "以下のテーブルはすべて `cardrules.games.nine_peak` が原典のルール（`/work/shared/rules/nine_peak.md`；そこで決めた点は\n"
        "9P-A1 … 9P-A13 として引用）どおりに計算した実際の局面です。デザイナーの未決の問いはハウスルールにして、最後にボットで比べます。"
    ),
    "nine_peak.lesson.cards_and_setup": (
        "## カードとセットアップ\n"
        "ナンバーカードは54枚：スペード、ハート、クラブ、ダイヤの1〜6（各2枚）と、各数字1枚ずつのジョーカーのスート★で、\n"
        "どの数字も9枚ずつあります。"
    ),
    "nine_peak.lesson.more": (
        "エリアに6枚（5人なら4枚）を表向きに配置し、残りをプレイヤーに均等に配り（16枚、12枚または10枚ずつ）、シードで\n"
        "スタートプレイヤーを決めます。セットアップの時点でピークに達する数字があれば、シャッフルし直します（9P-A2）。"
    ),
    "nine_peak.lesson.the_area_as_a": (
        "## 幅のトラックとしてのエリア\n"
        "原典では2〜9のレンジカードを縦に並べます。ある数字の最初のカードはレンジカード「数字 + 1」の横に置き、次のカードは\n"
        "さらに下に置きます：その数字のカードが届くところが幅の上限です。ここでは2枚の3が5まで届くので、3は3、4、5のどれとしても扱えます。"
    ),
    "nine_peak.lesson.pass_placing_widens_a": (
        "## パス：置くと幅が広がる\n"
        "エリアに5が1枚あれば、5は5か6として扱えます。南が2枚目の5を置いてパスします：これで5は5、6、7として扱えます\n"
        "（原典の最初の例）。"
    ),
    "nine_peak.lesson.peak": (
        "## ピーク\n"
        "エリアに6が2枚あります。3枚目を置くと 6 + 3 = 9：置いた人が3枚をいっぺんに取り、1枚1 VPで、6はトラックの上から\n"
        "また始まります（原典の2番目の例）。"
    ),
    "nine_peak.lesson.pass_with_two_cards": (
        "## 2枚のパス、そして1枚取る\n"
        "パスでは代わりに2枚を置くこともでき、1枚ずつ置いて、そのたびにピークを確かめます（9P-A3）：ここでは1枚目の6でピークになり、\n"
        "2枚目で6がまた始まります。そのあと、いま置いたカードも含めて、エリアの好きなカードを1枚手札に取ります（9P-A4）。"
    ),
    "nine_peak.lesson.more_2": (
        "取るのは2枚のパスの後半だけです。そうでないときはエンジンが理由を示します。"
    ),
    "nine_peak.lesson.play_a_set_of": (
        "## プレイ：それぞれNとして扱えるN枚のセット\n"
        "エリアに3が2枚あれば、3は3〜5として扱えるので、3 3 5 5 5 は5のセットです（原典の3番目の例）。南が出せる5のセットは\n"
        "これですべてです。"
    ),
    "nine_peak.lesson.more_3": (
        "エリアにその3がなければ、同じカードは認められません。大きさの違うセットも同じです。"
    ),
    "nine_peak.lesson.scoring_a_set": (
        "## セットの得点\n"
        "セットは、大きさ × 最も多いスートの枚数 を得点します。ジョーカーはどのスートにも加われます。スートがすべて異なれば\n"
        "（ジョーカーも含めて）、大きさ × 大きさ です。上の原典の 3 3 5 5 5 は5つの異なるスートなので25点（得点、スートの数）；\n"
        "スペード3枚とハート1枚なら 4 × 3；ジョーカーはスペードに加わります；4つの異なるスートなら 4 × 4 です。"
    ),
    "nine_peak.lesson.more_4": (
        "ジョーカーが2枚のとき原典ははっきりしません（9P-A7）：既定では各ジョーカーは別のスートにもジョーカーのままにもなれるので、\n"
        "♠ ♦ ♥ ★ ★ はすべて異なると数えます。ハウスルール「printed」では印刷されたスートが異なる必要があります。"
    ),
    "nine_peak.lesson.the_end_of_the": (
        "## 巡の終わり\n"
        "手札が尽きたら、その巡の終わり、つまりスタートプレイヤーの右隣の席までプレイを続けて終わります（9P-A11）。西が\n"
        "スタートしたので南が最後です；北の手札が尽き、そのあと東と南がもう1回ずつプレイします。"
    ),
    "nine_peak.lesson.settlement": (
        "## 精算\n"
        "セット、次に1枚1 VPのピークカード、次にジョーカーなしボーナス：どのセットにもジョーカーがないプレイヤーは、最大の\n"
        "セットの枚数を加えます（原典の例：ジョーカーのない3枚と5枚のセットなら +5；ここでの南の最大のセットは4枚で、西は\n"
        "ジョーカーがあるのでボーナスなし）。VPが最も多い人の勝ちです。同点なら手番順の早い人の勝ちなので、スタートした西が、\n"
        "16点で並んだ南に勝ちます。"
    ),
    "nine_peak.lesson.a_whole_game": (
        "## 1ゲーム全体\n"
        "ヒューリスティックなボット4人（`nine_peak.HeuristicBot` に説明：最良のセットを確保し、ピークを取り、次のプレイヤーに\n"
        "簡単なピークを残さない）が原典のルールでプレイします。"
    ),
    "nine_peak.lesson.house_rules": (
        "## ハウスルール\n"
        "草案の注は、ピーク7、数字1〜5、別のデッキの大きさ、使わない山を残して12枚の手札、2倍のボーナスを問うています。どれも\n"
        "ルールの項目で、下のテーブルのフォームはこれらの説明から作られています。"
    ),
    "nine_peak.lesson.more_5": (
        "ピーク7では、2枚の5ですでにピークになり（5 + 2 = 7）、6は1枚でピークになります。"
    ),
    "nine_peak.lesson.does_the_designer_s": (
        "## デザイナーの変種のほうがよく遊べるか\n"
        "ヒューリスティックなボットが同じ20個のシードを、草案のルールとデザイナーのアイデアでプレイします：勝者の得点、1位と\n"
        "最下位の差、ゲームの長さ、得点の内訳、ジョーカーなしボーナスで勝者が決まった頻度を比べます。このページを速く保つための簡単な比較です。ハウスルール・ラボでは何千ゲームも試せます。"
    ),
    "nine_peak.lesson.practice": (
        "## 練習\n"
        "どのセットを出せるか、セットは何点になるか、その置き方はピークになるか。\n"
        "どの問題も実際のゲームの局面から出され、エンジンが答えます：答えをクリックして（*Check* を押す）か、\n"
        "答えを選んでください。間違った選択にはすべて理由が示されます。\n"
        "セット番号とレベルで問題が決まるので、クラスでセット1を出せば全員が同じ10問になります。"
    ),
    "nine_peak.lesson.play": (
        "## プレイ\n"
        "配って、ナレーションつきでゲームを1手ずつ見るか、南としてボットと対戦します。*ハウスルール* タブでルールを変えられます。"
    ),
})

# ---------------------------------------------------------------------------------------------------- index lessons
MESSAGES.update({
    "index.lesson.intro": (
        "# cardrules：5つの伝統的なカードゲームを学んで遊ぶ\n"
        "下の各ページでは、1つのゲームを1歩ずつ説明します。局面はすべて `cardrules` ライブラリが描き、最後には\n"
        "配る、ゲームを1手ずつ見る、ボットと対戦する、ハウスルールを変える、ができるテーブルがあります。\n"
        "ゲームを選んでください。"
    ),
    "index.lesson.change_the_rules_and": (
        "## ルールを変えて、どうなるか見る\n"
        "[ハウスルール・ラボ](house_rules_lab.ipynb?lang=ja)では、あるゲームのハウスルールの2つの変種を並べ、ボットにそれぞれで\n"
        "多くのゲームをさせて、得点、席ごとの勝率、ゲームの長さを比べます。\n"
        "\n"
        "## ディール、ゲーム、リプレイを共有する\n"
        "* **リンクでディールを。** 各テーブルの *共有* タブに、そのディールへのリンクが表示されます。例えば\n"
        "  `tablanette.ipynb?seed=7&players=4&rules=partnership:true`。開くとまったく同じカードが配られます。\n"
        "  `projector=1` でテーブルをプロジェクターモードで開き、`hands=mine` で自分の手札だけを表示し、`lang=ja` で日本語になります。\n"
        "* **ファイルでゲームを。** *共有* タブでは、ここまでのゲームをJSONファイルに保存し、読み込むこともできます。手で\n"
        "  編集したファイルは認められず、ページが理由を示します。\n"
        "* **リプレイ。** *リプレイファイルを作る* で、どのブラウザでもオフラインでゲームを1手ずつ再生できるHTMLページができます。\n"
        "\n"
        "## 教室で\n"
        "各テーブルの上の **プロジェクター** ボタンで、カードと文字を大きく、高コントラストにします。そのスイッチで\n"
        "*レッスン*（全員の手札を表に）か *プレイ*（自分の手札だけ）を選びます。\n"
        "\n"
        "## 練習\n"
        "各ゲームのページには *練習* のセクションがあります：実際のディールの局面についての問題（このカードはどのカードを取るか？\n"
        "あのパックはスチールできるか？ このトリックは誰が勝つか？）に、カードをクリックして答えます。間違った選択には\n"
        "すべてエンジンの理由が示されます。セットは番号とレベルで決まるので、クラスでレベル1のセット3を出せば全員が同じ10問になります：\n"
        "[タブラネット](tablanette.ipynb?lang=ja#Practice)、[スポイルファイブ](spoil_five.ipynb?lang=ja#Practice)、\n"
        "[パックス](packs.ipynb?lang=ja#Practice)、[デュダック](dudak.ipynb?lang=ja#Practice)、[9 Peak](nine_peak.ipynb?lang=ja#Practice)。"
    ),
})

# ------------------------------------------------------------------------------------------------ 9 Peak comparison
MESSAGES.update({
    "nine_peak.compare.variant": "変種",
    "nine_peak.compare.players": "人数",
    "nine_peak.compare.games": "ゲーム数",
    "nine_peak.compare.winner's score": "勝者の得点",
    "nine_peak.compare.spread (1st - last)": "差（1位 - 最下位）",
    "nine_peak.compare.turns per game": "1ゲームの手番数",
    "nine_peak.compare.points from peaks": "ピークからの得点",
    "nine_peak.compare.points from bonus": "ボーナスからの得点",
    "nine_peak.compare.bonus decided the winner": "ボーナスで勝者が決まった割合",
})

# ----------------------------------------------------------------------------------------------------- practice
MESSAGES.update({
    "practice.level.1": "初級",
    "practice.level.2": "中級",
    "practice.level.3": "上級",
    "practice.stop": "。",
    "practice.missing": "足りないもの：{cards}。",
    "practice.right": "正解！",
    "practice.not_quite": "惜しい。",
    "practice.nothing": "なし",
    "practice.choices.one": "{n}通り",
    "practice.choices.other": "{n}通り",
    "practice.engine": "エンジン：{story}",
    "practice.right_because": "正解：{story}",
    "practice.no_because": "違います：{story}",
    "practice.right_breakdown": "正解：{breakdown}。",
    "practice.alone_refused": "{card}だけでは：{reason}。",
    "practice.tablanette.taken": "{card}は取られます：{narration}",
    "practice.tablanette.taken_always": "{card}は{played}のどの合法な出し方でも取られます。",
    "practice.tablanette.stays": "{card}は場に残ります：それも取ることはできません（{reason}）。",
    "practice.tablanette.taken_sometimes": "{card}は合法な取り方によって取られたり取られなかったりします：プレイヤーが選びます（組の極大な組み合わせならどれでも合法です）。",
    "practice.tablanette.takes_nothing": "{card}はここでは何も取らないので、場に残ります：{narration}",
    "practice.tablanette.several": "合法な取り方が{n}通りあり、どれも正解です：{narrations}",
    "practice.tablanette.captures.question": "{name}が{card}を出します。場札のどれを取りますか？取るカードをすべてクリックして（何も取らなければクリックなし）、「確認」を押してください。",
    "practice.tablanette.none": "タブラネットではない",
    "practice.tablanette.points": "タブラネット、{points}点",
    "practice.tablanette.not_cleared.one": "違います：{narration} {cards}が場に残るので、場は空になりません。",
    "practice.tablanette.not_cleared.other": "違います：{narration} {cards}が場に残るので、場は空になりません。",
    "practice.tablanette.is_one": "タブラネットです：場が空になります。{narration}",
    "practice.tablanette.not_points": "{points}点ではありません：{narration}",
    "practice.tablanette.value.question": "{name}が{card}を出して{cards}を取ります。これはタブラネットですか？何点ですか？",
    "practice.packs.alone_packs": "{card}だけでパックできます：{narration}",
    "practice.packs.cannot_pack": "{card}はパックできません：{name}の{suit}を全部合わせても（{cards}）{value}点で、{target}点より大きくありません。",
    "practice.packs.can_pack": "パックできるカードの組は{choices}あります（{suit}の組で{target}点より大きいもの）。最も少ない枚数：{narration}",
    "practice.packs.can_be_packed": "{card}はパックできます",
    "practice.packs.full": "（フルテーブル：パックできるなら、パックしなければなりません）",
    "practice.packs.pack.question": "{name}がドローしました{full}。{name}は場の{card}（{target}点）をパックできますか？どのカードで？出す手札をクリックして（パックできなければクリックなし）、「確認」を押してください。",
    "practice.packs.alone_steals": "{card}だけでスチールできます：{narration}",
    "practice.packs.cannot_steal": "今はスチールできません：{reason}。",
    "practice.packs.can_steal": "スチールできるカードの組は{choices}あります（そのスートの組で{total}点より大きいもの）。最も少ない枚数：{narration}",
    "practice.packs.can_be_stolen": "スチールできます",
    "practice.packs.packed": "{name}はこの番に{suit}でパックしました。",
    "practice.packs.steal.question": "{name}は今スチールできます。{packed}{name}は{victim}のパック{cards}（スチールには{total}点）をスチールできますか？どのカードで？出す手札をクリックして（スチールできなければクリックなし）、「確認」を押してください。",
    "practice.packs.breakdown": "1枚ずつなら{sum} = {plain}；そのうちの特別なペア：{pairs}；最もよいペアの作り方で{value}",
    "practice.packs.group.plain": "{value}はカードを1枚ずつ数えた点数ですが、同じスートの2～5のペアは特別なペアとして数えます：{pairs}。",
    "practice.packs.group.one_pair": "{value}は特別なペアを1つだけ数えています。重ならないペアはすべて数えます（最もよい組み方）：{breakdown}。",
    "practice.packs.group.not": "{value}ではありません：{breakdown}。",
    "practice.packs.group.question": "{name}の手札の{cards}は、1つの組としてパックやスチールに出すと合わせて何点ですか？",
    "practice.packs.group.solution": "エンジンによる組の点数：{breakdown}。",
    "practice.dudak.declared": "{name}はたった今{suit}を自分の切り札と宣言しました。",
    "practice.dudak.higher": "同じスートのより強いカード",
    "practice.dudak.trump": "切り札（{suit}は{name}の切り札）",
    "practice.dudak.beats": "{card}は{top}を上回ります：{how}。",
    "practice.dudak.refused": "{card}：{reason}。",
    "practice.dudak.beat_with.one": "{cards}が{top}を上回ります。{name}はそのどれかで上回り、ほかのカードを1枚重ねます。",
    "practice.dudak.beat_with.other": "{cards}が{top}を上回ります。{name}はそのどれかで上回り、ほかのカードを1枚重ねます。",
    "practice.dudak.take_all": "場札を全部取る",
    "practice.dudak.take_top": "一番上のカードを取る",
    "practice.dudak.no_beat": "{name}のカードはどれも{top}を上回らないので、{name}は{take}しかありません。",
    "practice.dudak.own_trump": "{name}の切り札：{suit}。",
    "practice.dudak.no_trump": "{name}は切り札を宣言していません。",
    "practice.dudak.whose_trump": "{name}の{suit}",
    "practice.dudak.other_trumps": "ほかの切り札：{others}。",
    "practice.dudak.beats.question": "場札の一番上は{top}です。{declared}{trumps}{name}のどのカードがこれを上回りますか？それぞれクリックして（どれも上回らなければクリックなし）、「確認」を押してください。",
    "practice.dudak.go_out.set_aside": "場札は取り除かれてもう使いません。次のプレイヤーが新しい場札を出します",
    "practice.dudak.go_out.stays": "場札は残ります。次のプレイヤーは新しい一番上のカードを上回らなければなりません",
    "practice.dudak.go_out.taken": "次のプレイヤーが場札を手札に取ります",
    "practice.dudak.leads": "{name}が最後の手札{card}を出して始め",
    "practice.dudak.beats_last": "{name}が最後の手札{card}で{top}を上回り",
    "practice.dudak.beats_adds": "{name}が{card}で{top}を上回って最後の手札{add}を重ね",
    "practice.dudak.go_out.question": "{what}、上がります。場札はどうなりますか？",
    "practice.spoil_five.may": "{card}は出せます：{narration}",
    "practice.spoil_five.may_not": "{card}は出せません：{reason}。",
    "practice.spoil_five.may_play": "{name}が出せるのは{cards}{any}です。",
    "practice.spoil_five.any_card": "（どれでも）",
    "practice.spoil_five.playable.question": "切り札は{suit}です（ハートのAは常に切り札）。{leader}が{card}をリードしました。{name}のどのカードをこのトリックに出せますか？それぞれクリックして、「確認」を押してください。",
    "practice.spoil_five.trick.label": "{name}（{card}）",
    "practice.spoil_five.trumps_led": "{card}は切り札ではなく、切り札がリードされたので、勝てません。",
    "practice.spoil_five.off_suit": "{card}は{suit}でも切り札でもないので、勝てません。",
    "practice.spoil_five.trump_beats": "{winner}は切り札で、{card}はそうではありません：切り札はどの切り札でない札にも勝ちます。",
    "practice.spoil_five.a_trump": "切り札",
    "practice.spoil_five.higher": "このディールでは、{winner}は{card}より強い{what}です。",
    "practice.spoil_five.trick.question": "切り札は{suit}です（ハートのAは常に切り札）。{name}がこのトリックの最後に{card}を出します。誰が勝ちますか？",
    "practice.nine_peak.possible": "{n}のセットを作れます：{cards}（どれも{n}として扱えます）。",
    "practice.nine_peak.only": "{name}のカードのうち{k}枚（{cards}）だけ",
    "practice.nine_peak.none_of": "{name}のカードのどれも",
    "practice.nine_peak.impossible": "{n}のセットは作れません：{n}として扱えるのは{held}で、{n}のセットには{n}枚必要です。",
    "practice.nine_peak.set_of": "{n}のセット",
    "practice.nine_peak.range": "{k}は{lo}～{hi}として扱います",
    "practice.nine_peak.no_widening": "今はエリアで範囲が広がる数字はありません",
    "practice.nine_peak.sets.solution": "{name}が出せるのは{sizes}のセットです（Nのセットは、どれもNとして扱えるN枚のカード；{ranges}）。",
    "practice.nine_peak.sets.question": "{name}は今どのセットを出せますか？Nのセットは、どれもNとして扱えるN枚の手札です。出せる大きさをすべてクリックして、「確認」を押してください。",
    "practice.nine_peak.one_suit": "同一スート{count}枚",
    "practice.nine_peak.one_suit_jokers": "同一スート{count}枚（ジョーカーはそのスートとして数えます）",
    "practice.nine_peak.differ": "スートがすべて異なる",
    "practice.nine_peak.differ_jokers": "スートがすべて異なる（ジョーカーはどのスートにもなれます）",
    "practice.nine_peak.breakdown": "{size}枚 × {count} = {points}：{why}",
    "practice.nine_peak.value.not": "{value}ではありません：セットの点数は枚数 × 最も多いスートの枚数です。ここでは{breakdown}。",
    "practice.nine_peak.value.question": "{name}はセット{cards}を出せます。ゲームの終わりに何点になりますか？",
    "practice.nine_peak.value.solution": "エンジンによる点数：{breakdown}。",
    "practice.nine_peak.no_peak": "ピークしない",
    "practice.nine_peak.peak_vp": "ピーク：{vp} VP",
    "practice.nine_peak.then": "、次に",
    "practice.nine_peak.peak.question": "{name}が{cards}をエリアに置きます。ピークしますか？何VPですか？",
    "practice.widget.title": "練習：{game}",
    "practice.widget.set": "セット番号",
    "practice.widget.level_tip.1": "少ないカード、ルール1つ",
    "practice.widget.level_tip.2": "多めのカード、意外なルール",
    "practice.widget.level_tip.3": "細かいルール",
    "practice.widget.check": "確認",
    "practice.widget.next_question": "次の問題",
    "practice.widget.next_set": "次のセット",
    "practice.widget.set_name": "{game}、セット{seed}、{level}",
    "practice.widget.score": "{answered}問中{right}問正解",
    "practice.widget.no_answers": "まだ解答なし",
    "practice.widget.question": "第{n}問（全{count}問）",
    "practice.widget.click_answer": " 答えをクリックしてください。",
    "practice.widget.none_of_them": "どれでもない",
    "practice.widget.right_answer": "正解：{answer}",
    "practice.widget.right_answer_several": "正解（いくつかあるうちの1つ）：{answer}",
    "practice.widget.finished": "セット終了：{answered}問中{right}問正解。",
    "practice.widget.next_seed": "次のセット：シード{seed}。",
})

# ----------------------------------------------------------------------------------------------- share, replay
MESSAGES.update({
    "share.message": "リンクのパラメーターの一部を使いませんでした：{problems} かわりに既定値を使います。",
    "share.must_be_one_of": "{options}のどれかでなければなりません（指定：{text}）",
    "share.must_be_bool": "true か false でなければなりません（指定：{text}）",
    "share.must_be_int": "整数でなければなりません（指定：{text}）",
    "share.must_be_number": "数でなければなりません（指定：{text}）",
    "share.not_field_value": "rules：{item}は「項目:値」の形ではありません。",
    "share.not_a_rule": "rules：{name}は{game}のルールではありません（あるもの：{known}）。",
    "share.rule_twice": "rules：{name}が2回指定されています。",
    "share.rules_error": "rules：{error}。",
    "share.too_long": "リンクのパラメーターが{max}文字より長すぎます。",
    "share.too_many": "リンクのパラメーターが多すぎます。",
    "share.not_a_parameter": "{name}はゲームページのパラメーターではありません（あるもの：{known}）。",
    "share.given_times": "{name}：{n}回指定されています。",
    "share.seed": "seed：0から{max}までの整数でなければなりません（指定：{text}）。",
    "share.projector": "projector：1 か 0 でなければなりません（指定：{text}）。",
    "share.hands": "hands：open（教えるとき）か mine（プレイするとき）でなければなりません（指定：{text}）。",
    "share.lang": "lang：{options}のどれかでなければなりません（指定：{text}）。",
    "share.players_twice": "players：パラメーターとrulesの両方で指定されています。",
    "share.players": "players：{game}は{allowed}人用です（指定：{text}）。",
    "rules_error.range": "{min}～{max}でなければなりません（指定：{value}）",
    "rules_error.one_of": "{options}のどれかでなければなりません（指定：{value}）",
    "save.too_big": "{size}バイトあります。保存したゲームは最大{max}バイトです",
    "save.not_utf8": "UTF-8のテキストではありません：保存したゲームではありません",
    "save.not_json": "正しいJSONではありません（{error}）",
    "save.not_object": "JSONオブジェクトでなければなりません（指定：{got}）",
    "save.unknown_field": "保存したゲームの項目ではありません",
    "save.missing": "がありません",
    "save.format": "{expected}でなければなりません（指定：{got}）",
    "save.version": "このcardrulesが読めるのはバージョン{expected}です（指定：{got}）",
    "save.no_game": "cardrulesのゲームではありません：{name}",
    "save.other_game": "このファイルは{file}のゲームで、このテーブルは{table}です",
    "save.state_not_object": "JSONオブジェクトでなければなりません",
    "save.changed": "保存したゲームと一致しません：保存したあとでファイルが変更されています",
    "save.state_game": "ファイルと同じ{name}でなければなりません（指定：{got}）",
    "save.step": "0から{max}までの整数でなければなりません（指定：{got}）",
    "replay.title": "{game}：リプレイ",
    "replay.players": "{n}人",
    "replay.house_rules": "；ハウスルール：{rules}",
    "replay.rule": "{rule} = {value}",
    "replay.seed_rules": "；原典のルール",
    "replay.made_with": "。cardrulesで作成。",
    "replay.first": "最初",
    "replay.back": "戻る",
    "replay.forward": "進む",
    "replay.last": "最後",
    "replay.step": "{n}手中{i}手目",
})

# ----------------------------------------------------------------------------------------------- lab lessons
MESSAGES.update({
    "simulate.measure.win_rate": "勝率 {owner}",
    "simulate.measure.mean_score": "平均得点 {owner}",
    "simulate.measure.spread": "得点のばらつき（標準偏差） {owner}",
    "simulate.measure.length_decisions": "ゲームの長さ（決定数）",
    "simulate.measure.length_deals": "ゲームの長さ（ディール数）",
    "simulate.measure.margin": "リード（1位と2位の得点差）",
    "simulate.significant": "有意な差です",
    "simulate.not_significant": "有意な差ではありません（偶然かもしれません）",
    "simulate.not_significant_p": "差は有意ではありません（p = {p:.3f}）。",
    "simulate.two.wins": "{who}の勝率は{a}で{pa:.0%}、{b}で{pb:.0%}：差は{diff:+.1f}ポイント（95%区間 {lo:+.1f}～{hi:+.1f}）で、{verdict}（p = {p:.3f}）。",
    "simulate.two.margin": "勝者の2位に対するリードは{a}で{ga:.1f}点、{b}で{gb:.1f}点です。{tail}",
    "simulate.two.closer": "{b}ではゲームが有意に接戦になります（p = {p:.3f}）。",
    "simulate.two.less_close": "{b}ではゲームが有意に接戦でなくなります（p = {p:.3f}）。",
    "simulate.two.length": "ゲームの長さは{a}で{ma:.1f}決定、{b}で{mb:.1f}決定です。{tail}",
    "simulate.two.longer": "{b}では有意に長くなります（p = {p:.3f}）。",
    "simulate.two.shorter": "{b}では有意に短くなります（p = {p:.3f}）。",
    "simulate.two": "{first}{second}{closer}",
    "simulate.rate.none": "{what}：数えるゲームがありません。",
    "simulate.rate.more": "{expected:.0%}より有意に多い（p = {p:.3f}）",
    "simulate.rate.less": "{expected:.0%}より有意に少ない（p = {p:.3f}）",
    "simulate.rate.same": "{expected:.0%}と有意な差はない（p = {p:.3f}）",
    "simulate.rate": "{what}：{n}ゲーム中{share:.1%}（95%区間 {lo:.1%}～{hi:.1%}）、{verdict}。",
    "simulate.one.more": "平等な分け前{even:.0%}より有意に多く（p = {p:.3f}）、席によって差があります。",
    "simulate.one.less": "平等な分け前{even:.0%}より有意に少なく（p = {p:.3f}）、席によって差があります。",
    "simulate.one.same": "平等な分け前{even:.0%}と有意な差はありません（p = {p:.3f}）。",
    "simulate.one": "{who}の勝率は{n}ゲーム中{share:.1%}（95%区間 {lo:.1%}～{hi:.1%}）で、{tail}",
    "lab.bot.heuristic": "ヒューリスティック",
    "lab.bot.random": "ランダム",
    "lab.bot.mc:40": "モンテカルロ（高速、40回のロールアウト）",
    "lab.bot.mc": "モンテカルロ（標準の強さ）",
    "lab.widget.game": "ゲーム",
    "lab.widget.first_bot": "南のボット",
    "lab.widget.other_bots": "ほかの席",
    "lab.widget.games": "ゲーム数",
    "lab.widget.seed": "シード",
    "lab.widget.run": "実行",
    "lab.widget.variant": "変種{name}",
    "lab.widget.plot_title": "{game}：A = {a}；B = {b}",
    "lab.study.eldest_simplified": "ディーラーの左隣のプレイヤーがプールを取った（簡略化した順位）",
    "lab.study.eldest_traditional": "ディーラーの左隣のプレイヤーがプールを取った（伝統的な順位）",
    "lab.lesson.intro": (
        "# ハウスルール・ラボ\n"
        "タブラネットで8枚配りは最初のプレイヤーに有利でしょうか？ 9 Peakでピークを7にすると、ゲームは短く接戦になるでしょうか？\n"
        "こうした問いには、変種Aと変種Bのそれぞれでボット同士に多くのゲームをさせ、公正に比べることで答えます。下の数値には\n"
        "すべて95%区間がつき、差が偶然で生じる程度より大きいかどうかを短い文で述べます。ゲームは `cardrules.simulate` が\n"
        "プレイし（すべてのコアで並列に。ワーカーの数によらず同じゲームになります）、`cardrules.compare` がまとめます。"
    ),
    "lab.lesson.the_lab": (
        "## ラボ\n"
        "ゲームを選び、2つのルールフォームで変種Aと変種Bを設定し（どちらも原典のルールから始まり、ゲームが許せば1ゲーム1ディール）、\n"
        "ボットとゲーム数を選んで **実行** を押します。バーはプレイ済みのゲーム数を示し、そのあとに図（最終得点、各席の勝率と区間、\n"
        "ゲームの長さ）と、比較表とその文が出ます。モンテカルロ・ボットはヒューリスティック・ボットよりずっと強いのですが、\n"
        "1手に約0.1秒かかります。ヒューリスティック・ボットなら1分に何千ゲームもプレイできます。"
    ),
    "lab.lesson.reading": (
        "## 結果の読み方\n"
        "*勝率* は、ある席（またはチーム）が勝ったゲームの割合で、同点の勝ちは分け合って数えます。区間はWilsonの95%区間です。\n"
        "*有意* とは、偶然だけでは20回に1回未満しか生じない差のことです（有意水準5%の両側検定）。どの変種も同じシードでプレイ\n"
        "するので、最初のディールは同じカードになり、比較がより鋭くなります。下の研究は、このノートブックが数秒で動くように\n"
        "少ないゲーム数で保存してあります。「有意ではない」とされた差も、10倍のゲーム数（`games=2000`）なら有意になるかも\n"
        "しれませんし、数値も少し動きます。"
    ),
    "lab.lesson.tablanette": (
        "## タブラネット：8枚配りは最初のプレイヤーに有利か？\n"
        "パーレットの変種では、2人のそれぞれに6枚ではなく8枚を配ります。ここではどのディールでも南が先にプレイする（最初の\n"
        "ディーラーは北）ので、南の勝率が最初のプレイヤーの勝率です。1ゲーム1ディール、ヒューリスティック・ボット。"
    ),
    "lab.lesson.tablanette_result": (
        "保存した実行（1変種300ゲーム）では、最初のプレイヤーが勝つ割合は8枚でも6枚でもほぼ同じで、どちらも半々と差が\n"
        "ありません。この規模では有利さは見えません。手札が多いことではっきり変わるのは事実表のほうです。1ディールの\n"
        "タブラネットが5回ほどから6回ほどに増えます。8枚持っていると場を空にするカードを持っていることが多く、ディールの\n"
        "得点が上がるからです。"
    ),
    "lab.lesson.spoil_five": (
        "## スポイルファイブ：最初の席は有利か？\n"
        "ディーラーの左隣のプレイヤー（エルデスト）が最初のトリックをリードします。5人なら、プールが勝ち取られたディール（約半分はスポイル\n"
        "になり、プールは持ち越されます）のうち、平等な分け前はプール5回に1回です。最初にリードすることは、簡略化した\n"
        "カードの順位と伝統的な順位のそれぞれで、有利になるでしょうか？"
    ),
    "lab.lesson.spoil_five_result": (
        "ヒューリスティック・ボットの間では、どちらのカードの順位でもディーラーの左隣のプレイヤーが勝ち取ったプールのほぼ5回に1回を取ります。\n"
        "ここでは最初にリードすることは目に見える有利さではありません。ディールのほぼ半分がスポイル（3トリック勝つ人がいない）\n"
        "になり、プールが持ち越されます。ジンクはまれです。1ディールで得失するチップは少ないので、得点の分布は狭くなります。"
    ),
    "lab.lesson.packs": (
        "## パックス：特別なペアは何をするか？\n"
        "同じスートの2～5のカード2枚をいっしょに出すと2桁の数になり（5と4なら54）、小さなカードで大きなカードをパックしたり\n"
        "スチールしたりできます。2人、1ディール。Aは原典のルール、Bはペアを額面どおりに数えます。"
    ),
    "lab.lesson.packs_result": (
        "事実表は何が変わるかを数えます。特別なペアがあるとスチールが増え（2桁のペアが大きなパックに勝つ）、パックも少し\n"
        "増え、ディールも少し長くなります。誰が勝つかには、200ゲームでは測れるほどの影響はありません。"
    ),
    "lab.lesson.dudak": (
        "## デュダック：個人の切り札はあり、それともなし？\n"
        "3人、1ディール。Aは原典の個人の切り札（いつでも宣言でき、宣言したプレイヤーは場札を全部取ります）、Bは切り札なし。\n"
        "デュダックの「勝者」は上がった2人です。注目すべき数値はゲームの長さと、ディールが手番の上限まで行き詰まる頻度です。"
    ),
    "lab.lesson.dudak_result": (
        "個人の切り札がないと、上回れないカードに向かったプレイヤーはカードを取り戻すしかありません。ディールは約5倍の\n"
        "決定数になり、約5回に1回は手番の上限（500手番）まで行き詰まり、そこでは最も多くのカードを持つ人が負けます。\n"
        "デュダックを終わらせているのは切り札なのです。"
    ),
    "lab.lesson.nine_peak": (
        "## 9 Peak：ピークを7にするとゲームは短く接戦になるか？\n"
        "草稿の最初の問いです。4人。Aは原典のピーク9、Bはピーク7（数字が早くピークに届くので、より多くのカードが\n"
        "ピークの山に行き、セットを作るために手札に残るカードは減ります）。"
    ),
    "lab.lesson.nine_peak_result": (
        "文は問いの両方の半分に答えます。「短い」は決定数で測ったゲームの長さ、「接戦」は勝者の2位に対するリードです。\n"
        "保存した実行では、どちらの答えもいいえです。ピーク7では数字が5倍もピークに達しますが（事実表）、ゲームは短く\n"
        "ならず（決定数は少し増える）、勝者のリードもほぼ同じです。1変種60ゲームは小さな標本です。よりはっきりした答えには、\n"
        "ラボで9 Peakを選び、数百ゲームで実行してください。"
    ),
    "lab.lesson.command_line": (
        "## コマンドラインから同じことを\n"
        "`python -m cardrules simulate tablanette --games 10000 --variant six single_deal=true --variant eight\n"
        "single_deal=true eight_card_deal=true --workers 2 --out results.csv` は最初の研究を1変種10,000ゲームでプレイし、\n"
        "1ゲーム1行で `results.csv` に書き出し、比較を表示します。`--scheduler tcp://<host>:8786`（`cardrules[dask]` を\n"
        "インストール）を付けると、ゲームはDaskクラスターで実行され、結果は同じです。"
    ),
})

# ------------------------------------------------------------------------------------- lab figures and facts
MESSAGES.update({
    "simulate.seed_rules": "原典のルール",
    "simulate.plot.scores": "最終得点（全席）",
    "simulate.plot.score": "得点",
    "simulate.plot.games": "ゲーム数",
    "simulate.plot.length": "ゲームの長さ",
    "simulate.plot.decisions": "1ゲームの決定数",
    "simulate.plot.win_rates": "勝率と95%区間",
    "simulate.plot.win_rate": "勝率",
    "simulate.plot.even_share": "平等な分け前",
    "simulate.column.group": "グループ",
    "simulate.column.measure": "測定項目",
    "simulate.column.estimate": "推定値",
    "simulate.column.low": "下限",
    "simulate.column.high": "上限",
    "simulate.column.games": "ゲーム数",
    "simulate.facts.per_game": "1ゲームあたり",
    "facts.tablanette.tablanettes": "タブラネット",
    "facts.tablanette.tablanette_points": "タブラネットの得点",
    "facts.tablanette.jack_sweeps": "ジャックで場札をすべて取った回数",
    "facts.tablanette.captures": "場札を取った回数",
    "facts.spoil_five.trumps_declared": "切り札のAの宣言",
    "facts.spoil_five.robs": "交換",
    "facts.spoil_five.jinks_tried": "ジンクの試み",
    "facts.spoil_five.jinks_won": "ジンクの成功",
    "facts.spoil_five.spoiled_deals": "スポイルしたディール",
    "facts.spoil_five.stops": "3トリックで止めた回数",
    "facts.spoil_five.eldest_took_first_pool": "ディーラーの左隣のプレイヤーが最初のプールを取った",
    "facts.packs.packs_made": "作ったパック",
    "facts.packs.steals": "スチール",
    "facts.packs.packs_stolen": "スチールされたパック",
    "facts.packs.full_table_draws": "フルテーブルでのドロー",
    "facts.packs.hands_shown": "手札を見せた回数",
    "facts.packs.cards_thrown_off": "スローオフしたカード",
    "facts.dudak.trumps_declared": "切り札の宣言",
    "facts.dudak.takes": "場札の取り戻し",
    "facts.dudak.piles_set_aside": "取り除かれた場札",
    "facts.dudak.turn_limit_deals": "手番の上限で終わったディール",
    "facts.dudak.turns_per_deal": "1ディールの手番数",
    "facts.nine_peak.peaks": "ピーク",
    "facts.nine_peak.peak_cards": "ピークカード",
    "facts.nine_peak.sets_played": "プレイしたセット",
    "facts.nine_peak.largest_set": "最大のセット",
    "facts.nine_peak.turns": "手番",
    "facts.nine_peak.bonus_decided": "ジョーカーなしボーナスで勝者が決まった",
    "lab.study.tablanette.six": "6枚配り",
    "lab.study.tablanette.eight": "8枚配り",
    "lab.study.tablanette.title": "タブラネット：6枚配りと8枚配り",
    "lab.study.spoil_five.simplified": "簡略化した順位",
    "lab.study.spoil_five.traditional": "伝統的な順位",
    "lab.study.spoil_five.title": "スポイルファイブ、5人：簡略化した順位と伝統的な順位",
    "lab.study.packs.special_pairs": "特別なペアあり",
    "lab.study.packs.face_value": "額面どおり",
    "lab.study.packs.title": "パックス、2人：特別なペアと額面どおり",
    "lab.study.dudak.trumps": "いつでも切り札",
    "lab.study.dudak.no_trumps": "切り札なし",
    "lab.study.dudak.title": "デュダック、3人：個人の切り札ありとなし",
    "lab.study.nine_peak.peak_9": "ピーク9",
    "lab.study.nine_peak.peak_7": "ピーク7",
    "lab.study.nine_peak.title": "9 Peak、4人：ピーク9とピーク7",
})

# ------------------------------------------------------------------------------- malformed positions and rules
MESSAGES.update({
    "state_error.mapping": "マッピングでなければなりません（指定：{got}）",
    "state_error.unknown_field": "保存したゲームの項目ではありません",
    "state_error.missing": "がありません",
    "state_error.format": "{expected}でなければなりません（指定：{got}）",
    "state_error.version": "このcardrulesが読めるのはバージョン{expected}です（指定：{got}）",
    "state_error.game": "これは{game}の読み込みです。データは{got}のものです",
    "state_error.start_mapping": "マッピングでなければなりません",
    "state_error.moves": "手の表記（文字列）のリストでなければなりません",
    "state_error.move": "{move}はここではプレイできません：{reason}",
    "card_error.suit": "スートではありません: {got}",
    "card_error.joker_rank": "ジョーカースートのカードは数字1〜9です（{got}）",
    "card_error.rank": "ランクではありません: {got}",
    "card_error.code_short": "カードコードではありません: {code}（ランク、スートの順に書きます。例: AS、10H）",
    "card_error.code_suit": "カードコードではありません: {code}（スートの文字はS、H、D、C、Xのいずれかです）",
    "card_error.code": "カードコードではありません: {code}（{reason}）",
    "state_error.card_codes": "カードコード（文字列または文字列のリスト）でなければなりません",
    "state_error.conservation": "カードがデッキとぴったり合いません：{parts}",
    "state_error.conservation.missing": "足りないカード {cards}",
    "state_error.conservation.extra": "余分または重複したカード {cards}",
    "state_error.integer": "整数でなければなりません（指定：{got}）",
    "state_error.range": "{lo}～{hi}でなければなりません（指定：{got}）",
    "state_error.seat": "0～{max}の席でなければなりません（指定：{got}）",
    "state_error.bool": "trueかfalseでなければなりません（指定：{got}）",
    "state_error.hands_list": "{n}人分の手札（カードコード）のリストでなければなりません",
    "state_error.hands_count": "{n}人分の手札が必要です（指定：{got}）",
    "lesson.before": "前",
    "lesson.after": "後",
    "lesson.move": "{name}：{move}",
    "illegal.message": "{move} は指せません：{reason}",
    "illegal.unreadable": "手として読めません（{error}）",
    "rules_error.mapping": "ルールの項目名と値のマッピングでなければなりません（指定：{got}）",
    "rules_error.unknown": "このゲームのルールではありません（ルール：{known}）",
    "rules_error.type": "{type}でなければなりません（指定：{got} {value}）",
    "tablanette.state_error.hands": "席ごとに1つずつの手札のリストでなければなりません",
    "tablanette.state_error.kind": "'seed'、'deck'、'position'のどれかでなければなりません（指定：{got}）",
    "tablanette.state_error.deck": "1組のデッキの52枚を1枚ずつ並べたものでなければなりません",
    "tablanette.state_error.twice": "2回出てくるカードがあります：{cards}",
    "spoil_five.state_error.unknown_field": "スポイルファイブの開始局面の項目ではありません",
    "spoil_five.state_error.pool": "負の数であってはなりません（指定：{got}）",
    "spoil_five.state_error.chips": "{n}個の0以上の整数のリストでなければなりません（指定：{got}）",
    "spoil_five.state_error.pool_after_spoil": "スポイルしたディールの次のディールには、持ち越したプールがあるはずです",
    "spoil_five.state_error.no_ante": "参加料を出せないプレイヤーがいて、プールも空です：ディールを始められません",
    "spoil_five.state_error.jack": "南から表向きに配った、最初のジャックまでのカードでなければなりません（ジャックが出た人がディーラーです）",
    "spoil_five.state_error.hand_size": "{name}には5枚が必要です（指定：{got}枚）",
    "packs.state_error.unknown_field": "パックスの開始局面の項目ではありません",
    "packs.state_error.whole_number": "{lo}～{hi}の整数でなければなりません（指定：{got}）",
    "packs.state_error.cut_round": "第{round}回には{n}枚が必要です（指定：{got}枚）",
    "packs.state_error.cut_tie": "ディーラーを決める引きが同点で終わっています",
    "packs.state_error.cut_list": "カードコードの回ごとのリストでなければなりません",
    "packs.state_error.missing": "がありません（デッキか、手札・場札・山札を指定してください）",
    "packs.state_error.stock": "少なくとも1枚のカードがなければなりません（次の番でドローします）",
    "packs.state_error.packs_list": "{n}人分のパック（カードコード）のリストでなければなりません",
    "packs.state_error.pack": "パックは1つのスートの1枚以上のカードです（指定：{got}）",
    "packs.state_error.extra": "カードがデッキに合いません：余分または重複したカード {cards}",
    "packs.state_error.scores": "{n}個の整数（これまでの得点）のリストでなければなりません",
    "dudak.state_error.unknown_field": "デュダックの開始局面の項目ではありません",
    "dudak.state_error.why": "'given'か'random'でなければなりません（指定：{got}）",
    "dudak.state_error.trumps_list": "{n}個のスートの文字またはnullのリストでなければなりません",
    "dudak.state_error.no_trumps": "このルールでは個人の切り札を使いません",
    "dudak.state_error.not_suit": "スートではありません：{got}",
    "dudak.state_error.losses": "{n}人分の負けの数で、合計が過去のディール数{past}でなければなりません",
    "dudak.state_error.holders": "少なくとも2人が手札を持っていなければなりません（そうでなければディールは終わっています）",
    "dudak.state_error.no_cards": "{name}は手札を持っていません",
    "nine_peak.state_error.unknown_field": "9 Peakの開始局面の項目ではありません",
    "nine_peak.state_error.empty_hand": "開始時にはどの手札にも少なくとも1枚のカードがなければなりません",
    "nine_peak.state_error.area_peak": "エリアの{n}のカード{c}枚はピークに達しています（{n} + {c} = {total}）：すでに集められているはずです",
    "nine_peak.state_error.reshuffles": "0以上の整数でなければなりません",
    "nine_peak.state_error.sets": "セット（それぞれカードコード）のリストでなければなりません",
    "nine_peak.state_error.empty_set": "セットには少なくとも1枚のカードが必要です",
    "nine_peak.state_error.per_player": "プレイヤーごとに1項目のリスト（{n}項目）でなければなりません",
    "nine_peak.state_error.seat": "0～{max}の席番号でなければなりません（指定：{got}）",
    "nine_peak.state_error.not_in_deck": "このデッキにない（または多すぎる）カード：{cards}",
})

# ------------------------------------------------------------------------- the live table: clicks and deal ends
MESSAGES.update({
    "widget.show_legal": "出せる手を表示",
    "widget.show_legal_tip": "いま出せるカード（カードを選んだ後は、その行き先）に印を付けます",
    "widget.next_deal": "次のディール",
    "widget.deal_ended": "第{deal}ディールが終わりました：その結果です。",
    "widget.deal_over_first": "このディールは終わっています。先に次のディールへ進んでください",
    "widget.choices": "または：",
    "widget.picked": "選んだカード {cards}：",
    "widget.picked_more": "選んだカード {cards}。さらにカードを選ぶか：",
    "widget.error": "問題が起きました（テーブルは変わっていません）：",
    "render.game_over": "第{deal}ディール終了、ゲーム終了",
    "render.deal_total": "このディール",
    "render.running_total": "累計",
    "render.deal_scores": "第{deal}ディールの得点",
    "render.deal_no_points": "このディールの得点はありません",
})
