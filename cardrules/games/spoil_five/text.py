# ruff: noqa: E501 - sentences are kept whole, one a line
"""Every sentence of Spoil Five, English and Japanese side by side.

Keys are semantic (``event.deal``, ``status.rob``) and registered under the game's name (``spoil_five.event.deal``);
the practice questions' texts under ``practice.spoil_five`` and the study counts' names under ``facts.spoil_five``.
The Japanese follows the original write-up's own terms (切り札, 参加料, プール, 交換, 上位切り札の出し控え); the
house-rules form's Japanese labels and help are at the end (English lives in the ``Rules`` docstrings).
"""

from __future__ import annotations

from cardrules.i18n import CATALOGUES, register

MESSAGES: dict[str, dict[str, str]] = {
    "title": {
        "en": "Spoil Five",
        "ja": "スポイルファイブ",
    },
    "zone.trumps_order": {
        "en": "Trumps ({suit}), high to low",
        "ja": "切り札（{suit}）、強い順",
    },
    "zone.plain_order": {
        "en": "Not trumps: {suit}, high to low",
        "ja": "切り札でない{suit}、強い順",
    },
    "status.ranking.simplified": {
        "en": "The simplified order, {suit} trumps",
        "ja": "簡略化したカードの強さ、切り札は{suit}",
    },
    "status.ranking.traditional": {
        "en": "The traditional order, {suit} trumps",
        "ja": "伝統的なカードの強さ、切り札は{suit}",
    },
    "zone.trumps_ranking.simplified": {
        "en": "{suit} trumps, simplified order",
        "ja": "切り札が{suit}、簡略化したカードの強さ",
    },
    "zone.trumps_ranking.traditional": {
        "en": "{suit} trumps, traditional order",
        "ja": "切り札が{suit}、伝統的なカードの強さ",
    },
    "status.trump_orders": {
        "en": "Every trump suit, highest first: simplified and traditional rankings",
        "ja": "各スートが切り札のときの強い順：簡略化したカードの強さと伝統的なカードの強さ",
    },
    "move.declare": {
        "en": "Declare the trump Ace",
        "ja": "切り札のAを宣言する",
    },
    "move.decline": {
        "en": "Decline to declare (the Ace becomes the lowest trump)",
        "ja": "宣言しない（そのAは最も弱い切り札になる）",
    },
    "move.rob": {
        "en": "Rob: take {take}, discard {discard}",
        "ja": "交換：{take}をもらい、{discard}を捨てる",
    },
    "move.rob_keep": {
        "en": "Rob {take} and discard it at once (your hand stays as it is)",
        "ja": "{take}をもらってすぐに捨てる（手札はそのまま）",
    },
    "move.pass": {
        "en": "Do not rob",
        "ja": "交換しない",
    },
    "move.lead": {
        "en": "Lead {card}",
        "ja": "{card}をリードする",
    },
    "move.play": {
        "en": "Play {card}",
        "ja": "{card}を出す",
    },
    "move.stop": {
        "en": "Stop and take the pool",
        "ja": "ここで止めてプールを取る",
    },
    "move.jink": {
        "en": "Jink: lead {card} and go for all five tricks",
        "ja": "ジンク：{card}をリードして全トリックを狙う",
    },
    "reason.declare_first": {
        "en": "{name} must first say whether they declare the trump Ace (declare or decline)",
        "ja": "{name}はまず切り札のAを宣言するかどうか決めなければなりません（宣言する／しない）",
    },
    "reason.rob_first": {
        "en": "{name} must first rob (take the turn-up, discard a card) or pass",
        "ja": "{name}はまず交換する（切札表示カードをもらい、1枚捨てる）か、パスしなければなりません",
    },
    "reason.rob_turnup": {
        "en": "robbing takes the turn-up {turnup}, not {card}",
        "ja": "交換でもらえるのは切札表示カード{turnup}で、{card}ではありません",
    },
    "reason.discard_not_held": {
        "en": "{name} does not hold {card} to discard",
        "ja": "{name}は捨てる{card}を持っていません",
    },
    "reason.stop_only": {
        "en": "only a player who has just won the first three tricks may stop",
        "ja": "止められるのは、最初の3トリックを続けて勝ったばかりのプレイヤーだけです",
    },
    "reason.declare_before": {
        "en": "the trump Ace is declared before play begins",
        "ja": "切り札のAの宣言はプレイが始まる前に行います",
    },
    "reason.rob_before": {
        "en": "robbing happens before play begins",
        "ja": "交換はプレイが始まる前に行います",
    },
    "reason.jink_only": {
        "en": "only a player who has just won the first three tricks may jink",
        "ja": "ジンクできるのは、最初の3トリックを続けて勝ったばかりのプレイヤーだけです",
    },
    "reason.already_led": {
        "en": "the trick has been led: {name} plays to it ('play', not 'lead')",
        "ja": "このトリックはもうリードされています：{name}はそれに出します（'lead'ではなく'play'）",
    },
    "reason.stop_or_jink": {
        "en": "{name} won the first three tricks: stop, or lead on for all five with 'jink {card}'",
        "ja": "{name}は最初の3トリックを勝ちました：止めるか、'jink {card}'で全トリックを狙ってリードします",
    },
    "reason.must_lead": {
        "en": "{name} leads this trick ('lead', not 'play')",
        "ja": "{name}がこのトリックをリードします（'play'ではなく'lead'）",
    },
    "reason.not_a_move": {
        "en": "not a Spoil Five move: {move}",
        "ja": "スポイルファイブの手ではありません：{move}",
    },
    "reason.not_held": {
        "en": "{name} does not hold {card}",
        "ja": "{name}は{card}を持っていません",
    },
    "reason.trump_led_low": {
        "en": "a trump ({led}) was led and you hold {card}, a trump below the top three, so you must play a trump",
        "ja": "切り札（{led}）がリードされ、上位3枚より弱い切り札{card}を持っているので、切り札を出さなければなりません",
    },
    "reason.trump_led_higher": {
        "en": "a trump ({led}) was led, higher than your {card}, so you must play a trump (top trumps may be held back only against a lower trump)",
        "ja": "あなたの{card}より強い切り札（{led}）がリードされたので、切り札を出さなければなりません（上位切り札の出し控えができるのは、より弱い切り札がリードされたときだけです）",
    },
    "reason.follow": {
        "en": "you must follow suit ({suit}) or trump",
        "ja": "リードされたスート（{suit}）か切り札を出さなければなりません",
    },
    "reason.must_trump": {
        "en": "you have no {suit} but hold a trump, so you must trump (a discard is allowed only holding neither {suit} nor a trump)",
        "ja": "{suit}はありませんが切り札を持っているので、切り札を出さなければなりません（捨て札できるのは{suit}も切り札も持っていないときだけです）",
    },
    "zone.trick": {
        "en": "Trick {n}",
        "ja": "第{n}トリック",
    },
    "zone.turnup": {
        "en": "Turn-up",
        "ja": "切札表示カード",
    },
    "zone.trumps_note": {
        "en": "{suit} are trumps",
        "ja": "切り札は{suit}",
    },
    "zone.discard": {
        "en": "Robbed discard",
        "ja": "交換で捨てたカード",
    },
    "zone.last_trick": {
        "en": "Last trick ({n}), won by {seat}",
        "ja": "直前の第{n}トリック：{seat}の勝ち",
    },
    "zone.tricks": {
        "en": "{seat}'s tricks",
        "ja": "{seat}のトリック",
    },
    "tricks.one": {
        "en": "{n} trick",
        "ja": "{n}トリック",
    },
    "tricks.other": {
        "en": "{n} tricks",
        "ja": "{n}トリック",
    },
    "status.result": {
        "en": "Result: {result}",
        "ja": "結果：{result}",
    },
    "status.declare": {
        "en": "{name} holds the trump Ace {card}: declare it, or decline",
        "ja": "{name}が切り札のA（{card}）を持っています：宣言するか、しないか",
    },
    "status.rob": {
        "en": "{name} may rob: take the turn-up {card} and discard a card, or pass",
        "ja": "{name}は交換できます：切札表示カード{card}をもらって1枚捨てるか、パスします",
    },
    "status.three": {
        "en": "{name} won the first three tricks: stop and take the pool, or lead on for all five",
        "ja": "{name}は最初の3トリックを勝ちました：止めてプールを取るか、全トリックを狙ってリードします",
    },
    "status.lead": {
        "en": "{name} to lead to trick {n}",
        "ja": "{name}が第{n}トリックをリードする番です",
    },
    "status.play": {
        "en": "{name} to play to trick {n}",
        "ja": "{name}が第{n}トリックに出す番です",
    },
    "event.first_dealer": {
        "en": "Cards are dealt face up to find the first dealer: {cards}; {who} receives the first Jack and deals first.",
        "ja": "最初のディーラーを決めるため表向きに配ります：{cards}；最初にJを配られた{who}が最初のディーラーです。",
    },
    "unit.chip": {
        "en": "chip",
        "ja": "チップ",
    },
    "unit.chips": {
        "en": "chips",
        "ja": "チップ",
    },
    "event.ante_none.broke": {
        "en": "a player cannot pay",
        "ja": "払えないプレイヤーがいます",
    },
    "event.ante_none.limit": {
        "en": "the set number of deals is over",
        "ja": "決めたディール数が終わりました",
    },
    "event.ante_none.carry": {
        "en": "the pool carries over",
        "ja": "プールは持ち越しです",
    },
    "event.ante_none": {
        "en": "Nobody antes ({why}); the pool of {pool} chips is played for again.",
        "ja": "誰も参加料を出しません（{why}）；プールの{pool}チップをもう一度争います。",
    },
    "event.ante_all": {
        "en": "Everyone antes {amount} {unit}; the pool holds {pool} chips.",
        "ja": "全員が参加料{amount}{unit}を出します；プールは{pool}チップです。",
    },
    "event.ante_all_again": {
        "en": "Everyone antes {amount} {unit} again after the spoil; the pool holds {pool} chips.",
        "ja": "スポイルのあと、全員がもう一度参加料{amount}{unit}を出します；プールは{pool}チップです。",
    },
    "event.ante": {
        "en": "{who} antes {amount} {unit}; the pool holds {pool} chips.",
        "ja": "{who}が参加料{amount}{unit}を出します；プールは{pool}チップです。",
    },
    "event.deal": {
        "en": "{who} deals five cards each (two, then three); the turn-up is {cards}, so {suit} are trumps.",
        "ja": "{who}が5枚ずつ配ります（2枚、次に3枚）；切札表示カードは{cards}なので、切り札は{suit}です。",
    },
    "event.declare": {
        "en": "{who} declares the trump Ace ({cards}).",
        "ja": "{who}が切り札のA（{cards}）を宣言します。",
    },
    "event.decline": {
        "en": "{who} does not declare {cards}, so it is the lowest trump this deal.",
        "ja": "{who}は{cards}を宣言しないので、このディールでは最も弱い切り札になります。",
    },
    "event.decline_hidden": {
        "en": "{who} makes no declaration.",
        "ja": "{who}は宣言しません。",
    },
    "event.rob": {
        "en": "{who} robs: takes the turn-up {cards}.",
        "ja": "{who}が交換します：切札表示カード{cards}をもらいます。",
    },
    "event.discard": {
        "en": "{who} discards {cards} face down.",
        "ja": "{who}が{cards}を裏向きに捨てます。",
    },
    "event.discard_hidden": {
        "en": "{who} discards a card face down.",
        "ja": "{who}がカードを1枚裏向きに捨てます。",
    },
    "event.pass": {
        "en": "{who} does not rob.",
        "ja": "{who}は交換しません。",
    },
    "event.jink": {
        "en": "{who} leads on for all five tricks (a jink): all five, or nothing.",
        "ja": "{who}が全トリックを狙ってリードします（ジンク）：全部取るか、何も得られないかです。",
    },
    "event.play.lead": {
        "en": "{who} leads {cards}.",
        "ja": "{who}が{cards}をリードします。",
    },
    "event.play.follow": {
        "en": "{who} plays {cards}.",
        "ja": "{who}が{cards}を出します。",
    },
    "event.play.trump": {
        "en": "{who} trumps with {cards}.",
        "ja": "{who}が切り札{cards}を出します。",
    },
    "event.play.discard": {
        "en": "{who} discards {cards}.",
        "ja": "{who}が{cards}を捨て札します。",
    },
    "event.trick.one": {
        "en": "{who} wins trick {n} with {card} ({taken} trick).",
        "ja": "{who}が{card}で第{n}トリックに勝ちます（計{taken}トリック）。",
    },
    "event.trick.other": {
        "en": "{who} wins trick {n} with {card} ({taken} tricks).",
        "ja": "{who}が{card}で第{n}トリックに勝ちます（計{taken}トリック）。",
    },
    "event.three": {
        "en": "{who} has won the first three tricks: stop and take the pool, or lead on for all five.",
        "ja": "{who}が最初の3トリックを勝ちました：止めてプールを取るか、全トリックを狙ってリードします。",
    },
    "event.stop": {
        "en": "{who} stops after three tricks.",
        "ja": "{who}は3トリックで止めます。",
    },
    "event.pool": {
        "en": "{who} takes {tricks} tricks and wins the pool of {chips} chips.",
        "ja": "{who}が{tricks}トリックを取り、プールの{chips}チップを獲得します。",
    },
    "event.bonus": {
        "en": "{who} took all five tricks and receives {chips} chips from the other players.",
        "ja": "{who}が全トリックを取り、他のプレイヤーから{chips}チップをもらいます。",
    },
    "event.spoil_jink": {
        "en": "{who}'s jink failed: the deal is spoiled and the pool of {pool} chips carries over.",
        "ja": "{who}のジンクは失敗：このディールはスポイルとなり、プールの{pool}チップは持ち越しです。",
    },
    "event.spoil": {
        "en": "Nobody took three tricks: the deal is spoiled and the pool of {pool} chips carries over.",
        "ja": "誰も3トリック取れませんでした：このディールはスポイルとなり、プールの{pool}チップは持ち越しです。",
    },
    "event.game_over.single": {
        "en": "The deal is over",
        "ja": "ディールが終わりました",
    },
    "event.game_over.deals": {
        "en": "The set number of deals has been played",
        "ja": "決めたディール数をプレイしました",
    },
    "event.game_over.broke": {
        "en": "A player cannot ante and the pool is empty",
        "ja": "参加料を払えないプレイヤーがいて、プールは空です",
    },
    "event.game_over": {
        "en": "{why}: game over. {result}.",
        "ja": "{why}：ゲーム終了。{result}。",
    },
    "example.one_deal_over": {
        "en": ("That ends deal {deal} and this example, which plays one deal: in a game the next deal follows, until a "
               "player cannot ante into an empty pool."),
        "ja": ("これで第{deal}ディールとこの例（1ディールだけの例）は終わりです。ゲームでは次のディールに進み、参加料を出せない"
               "プレイヤーがいてプールも空になるまで続きます。"),
    },
    "summary": {
        "en": "Take three of five tricks to win the pool; the 5 of trumps is best and the Ace of hearts always a trump.",
        "ja": "5トリック中3トリックを取ってプールを獲得します。切り札の5が最強で、ハートのAはいつも切り札です。",
    },
    "state_error.unknown_field": {
        "en": "is not part of a Spoil Five start position",
        "ja": "スポイルファイブの開始局面の項目ではありません",
    },
    "state_error.pool": {
        "en": "must not be negative, got {got}",
        "ja": "負の数であってはなりません（指定：{got}）",
    },
    "state_error.chips": {
        "en": "must be a list of {n} non-negative integers, got {got}",
        "ja": "{n}個の0以上の整数のリストでなければなりません（指定：{got}）",
    },
    "state_error.pool_after_spoil": {
        "en": "a deal after a spoiled deal has a pool carried over",
        "ja": "スポイルしたディールの次のディールには、持ち越したプールがあるはずです",
    },
    "rules_error.ante": {
        "en": "the ante ({ante}) cannot be more than the starting chips ({chips}): nobody could pay into the first pool",
        "ja": "参加料（{ante}）は最初のチップ（{chips}）より多くできません：最初のプールに誰も払えなくなります",
    },
    "state_error.no_ante": {
        "en": "a player cannot ante and the pool is empty: no deal can start",
        "ja": "参加料を出せないプレイヤーがいて、プールも空です：ディールを始められません",
    },
    "state_error.jack": {
        "en": "must be cards dealt face up from South up to the first Jack, which falls to the dealer",
        "ja": "南から表向きに配った、最初のジャックまでのカードでなければなりません（ジャックが出た人がディーラーです）",
    },
    "state_error.hand_size": {
        "en": "{name} needs 5 cards, got {got}",
        "ja": "{name}には5枚が必要です（指定：{got}枚）",
    },
    "move_error.unknown": {
        "en": "not a Spoil Five move: {text} (try 'lead 5S', 'play AH', 'rob 7S discard 3C', 'pass', 'declare', 'decline', 'stop' or 'jink KS')",
        "ja": "スポイルファイブの手として読めません：{text}（例：'lead 5S'、'play AH'、'rob 7S discard 3C'、'pass'、'declare'、'decline'、'stop'、'jink KS'）",
    },
    "zone.hand": {
        "en": "{seat}",
        "ja": "{seat}",
    },
    "zone.trick_play": {
        "en": "{seat} {card}",
        "ja": "{seat} {card}",
    },
    "zone.trick_plays": {
        "en": "{plays}",
        "ja": "{plays}",
    },
    "fact.best_value": {
        "en": "5, J of trumps, A♥, A of trumps",
        "ja": "切り札の5、切り札のJ、ハートのA、切り札のA",
    },
    "fact.deal": {
        "en": "Deal",
        "ja": "ディール",
    },
    "fact.dealer": {
        "en": "Dealer",
        "ja": "ディーラー",
    },
    "fact.trumps": {
        "en": "Trumps",
        "ja": "切り札",
    },
    "fact.pool": {
        "en": "Pool (chips)",
        "ja": "プール（チップ）",
    },
    "fact.chips": {
        "en": "Chips",
        "ja": "チップ",
    },
    "fact.tricks": {
        "en": "Tricks",
        "ja": "トリック",
    },
    "fact.jink": {
        "en": "Going for all five tricks",
        "ja": "全トリックに挑戦中",
    },
    "fact.undeclared": {
        "en": "Undeclared trump Ace (the lowest trump)",
        "ja": "宣言しなかった切り札のA（最も弱い切り札）",
    },
    "fact.ranking": {
        "en": "Card order",
        "ja": "カードの強さ",
    },
    "fact.best": {
        "en": "Best trumps",
        "ja": "最強の切り札",
    },
    "fact.trumps_value": {
        "en": "{symbol} {suit}",
        "ja": "{symbol}（{suit}）",
    },
    "fact.seat_count": {
        "en": "{seat} {n}",
        "ja": "{seat} {n}",
    },
    "score.pool": {
        "en": "Pool",
        "ja": "プール",
    },
    "score.bonus": {
        "en": "All five bonus",
        "ja": "全トリックのボーナス",
    },
    "score.starting_chips": {
        "en": "Starting chips",
        "ja": "最初のチップ",
    },
    "score.ante": {
        "en": "Ante",
        "ja": "参加料",
    },
    "score.chips_so_far": {
        "en": "Chips so far",
        "ja": "これまでのチップ",
    },
    # the house rules' choices, by their labels (the form and the lesson show these, never the codes)
    "rules.ranking.option.simplified": {"en": "simplified (every suit like a red suit)", "ja": "簡略化（どのスートも赤のスートと同じ順）"},
    "rules.ranking.option.traditional": {"en": "traditional (black suits reversed)", "ja": "伝統的（黒のスートは逆順）"},
    "rules.first_dealer.option.random": {"en": "drawn at random", "ja": "無作為に決める"},
    "rules.first_dealer.option.jack": {"en": "the first Jack dealt face up", "ja": "表向きに配って最初のJ"},
    "rules.spoil_ante.option.everyone": {"en": "everyone", "ja": "全員"},
    "rules.spoil_ante.option.dealer": {"en": "the dealer only", "ja": "ディーラーだけ"},
    "rules.spoil_ante.option.nobody": {"en": "nobody", "ja": "誰も出さない"},
    "preset.standard": {
        "en": "The write-up's rules: five players, 20 chips each",
        "ja": "原典のルール：5人、各20チップ",
    },
    "preset.one_deal": {
        "en": "One deal, five players",
        "ja": "1ディール、5人",
    },
    "preset.three_players": {
        "en": "Three players, one deal",
        "ja": "3人、1ディール",
    },
    "preset.four_traditional": {
        "en": "Four players, traditional order, one deal",
        "ja": "4人、伝統的なカードの強さ、1ディール",
    },
    "preset.six_players": {
        "en": "Six players, one deal",
        "ja": "6人、1ディール",
    },
    "preset.seven_traditional": {
        "en": "Seven players, traditional order, one deal",
        "ja": "7人、伝統的なカードの強さ、1ディール",
    },
    "preset.eight_players": {
        "en": "Eight players, one deal",
        "ja": "8人、1ディール",
    },
    "preset.nine_void_discard": {
        "en": "Nine players, any card when void, one deal",
        "ja": "9人、スートがなければ何でも出せる、1ディール",
    },
    "preset.ten_players": {
        "en": "Ten players, one deal",
        "ja": "10人、1ディール",
    },
    "preset.public_rules": {
        "en": "Common public rules, four deals",
        "ja": "一般的なルール、4ディール",
    },
    "preset.declare_or_decline": {
        "en": "The trump Ace may stay undeclared, one deal",
        "ja": "切り札のAを宣言しないこともできる、1ディール",
    },
    "preset.first_jack_deals": {
        "en": "First Jack deals, four players, three deals",
        "ja": "最初のJが配る、4人、3ディール",
    },
    "preset.short_purse": {
        "en": "Three players with 3 chips each",
        "ja": "3人、各3チップ",
    },
    "preset.big_stakes": {
        "en": "Big stakes: 2-chip ante and bonus, 6 chips each",
        "ja": "高い賭け：参加料とボーナス2チップ、各6チップ",
    },
}

# ------------------------------------------------------------------------------------------------ the lesson page
# Shown by notebooks/spoil_five.ipynb (prose("spoil_five", key) reads "lesson.<key>"); the figures a lesson shows
# come from the engine's drawings and narration, not from these sentences.
LESSON: dict[str, dict[str, str]] = {
    "glance": {
        "en": """Spoil Five at a glance
3 to 10 players, each alone; one 52-card deck; everyone starts with chips and puts one into the pool before each deal.
Five cards each; the turned-up card names trumps.
Trumps rank 5, J, A♥, A, K, Q, 10 … 2 (A♥ is always a trump); other suits rank K high, Ace low.
The holder of the trump Ace may rob: take the turned-up card and discard one face down.
The dealer's left leads first; the winner of a trick leads the next.
To a plain suit, follow or trump; discard only holding neither. To a trump, play a trump, except the top three may be held back from a lower trump.
The highest trump wins the trick, else the highest card of the suit led.
Three tricks win the pool, whenever the third comes. A player who wins the first three may stop there, or call a jink and try for all five: winning all five adds a chip from every other player; a jink that fails wins nothing.
Nobody with three tricks: the deal is spoiled and the pool carries over.
The game ends when someone cannot ante into an empty pool; most chips wins.""",
        "ja": """スポイルファイブの要点
3〜10人、各自1人で遊びます。52枚のカード。全員がチップを持ち、各ディールの前に1チップずつ参加料をプールに出します。
各プレイヤーに5枚ずつ配り、表にした1枚（切札表示カード）のスートが切り札です。
切り札の強さは5、J、ハートのA、A、K、Q、10…2（ハートのAはいつも切り札）。切り札以外はKが1番強く、Aが1番弱い。
切り札のAを持つ人は交換できます：切札表示カードをもらい、1枚を裏向きに捨てます。
最初のリードはディーラーの左隣。トリックに勝った人が次をリードします。
切り札以外のリードにはそのスートか切り札を出し、両方ないときだけ捨て札。切り札のリードには切り札（上位切り札の出し控えを除く）。
トリックは1番強い切り札の勝ち。切り札がなければ、リードされたスートの1番強いカードの勝ち。
3トリックでプールを獲得。最初の3トリックを続けて勝ったら止めるか、全トリックを狙う（ジンク）：全部取れば各人から1チップ、取れなければ得点なし。
誰も3トリック取れなければスポイル：プールは持ち越し。
参加料を出せない人がいてプールが空なら終了。チップが1番多い人の勝ち。""",
    },
    "intro": {
        "en": """# Spoil Five
## The game in one minute
A very old trick-taking game, today Ireland's national card game, for 3 to 10 players (5 is best), each playing alone
for a pool of chips. Everyone is dealt five cards; whoever takes three of the five tricks wins the pool. The page
follows the original write-up, 「ルール紹介8：スポイルファイブ」 by Yuji Akagiri (1995); the page
[Spoil Five: the full rules](rules.ipynb?game=spoil_five) states them in full, with the few points the write-up
leaves open and what was chosen.
Every position below is a real one, drawn by the engine, with every hand face up.""",
        "ja": """# スポイルファイブ
## 1分でわかるゲーム
非常に古い歴史をもち、現在ではアイルランドの国民ゲームとなっているトリックテイキングゲームです。3〜10人（5人がベスト）で、
各自1人でチップのプールを争います。各プレイヤーに5枚ずつ配り、5トリックのうち3トリックを取った人がプールをもらいます。
このページは原典、赤桐裕二「ルール紹介8：スポイルファイブ」（1995年）に従っています。ルールの全文と、原典が決めていない
いくつかの点（とその決め方）は、[スポイルファイブのルール全文](rules.ipynb?game=spoil_five&lang=ja)のページにあります。以下の局面はすべてエンジンが描いた実際の局面で、
手札はすべて表向きです。""",
    },
    "order": {
        "en": """## The order of the cards
The order is the game's oddity. In the trump suit the 5 is the best card, then the Jack, then the Ace of hearts (a
trump whatever suit is trumps), then the Ace of trumps, King, Queen, and 10 down to 2. In the other suits the King is
high and the Ace low; hearts, when not trumps, have no Ace. Here is every card in order with spades trumps.""",
        "ja": """## カードの強さ
このゲームの変わったところです。切り札のスートでは5が1番強く、次にJ、次にハートのA（切り札が何であっても切り札）、
次に切り札のA、K、Q、そして10から2です。切り札以外のスートではKが1番強く、Aが1番弱く、切り札でないハートには
Aがありません。スペードが切り札のときの全カードの順です。""",
    },
    "order_traditional": {
        "en": """The write-up calls that order its own simplification. Its note gives the traditional order, which most people
play (a house rule here): in the black suits the small cards run the other way. With spades trumps, the 2 beats the
10; in plain clubs the Ace climbs above the 2. Red suits do not change.""",
        "ja": """原典は上の順を、誰でも楽しめるように簡略化したものだとしています。原典の注にある伝統的なカードの強さ（今もほとんどの
人がこれでプレイします。ここではハウスルール）では、黒のスートの小さい数札の順が逆になります。スペードが切り札なら
2が10より強く、切り札でないクラブではAが2より上になります。赤のスートは変わりません。""",
    },
    "order_all": {
        "en": """The trumps of every suit under both orders, one above the other. With hearts trumps there are only 13 trumps,
because the Ace of hearts is also the Ace of trumps; with any other suit there are 14.""",
        "ja": """各スートが切り札のときの切り札を、両方の順で上下に並べました。ハートが切り札のときは、ハートのAが切り札のAでも
あるので切り札は13枚だけ、それ以外のスートでは14枚です。""",
    },
    "deal": {
        "en": """## The pool and the deal
Before every deal each player puts one chip, the ante, into the middle: the pool. The dealer gives every player two
cards, then three, starting on the dealer's left, and turns up the next card: its suit is trumps. Here is the deal
this page follows to the end: three players, East deals, and the turned-up K♦ makes diamonds trumps. West was dealt
the Ace of trumps, so it is declared at once, openly. In the drawings on this page, a yellow outline marks the cards
the player to move may play, and the card that wins a trick.""",
        "ja": """## 参加料とディール
各ディールの前に、各プレイヤーは1チップずつ参加料をテーブルに出します。まとめて置かれたチップがプールです。ディーラーは
左隣から時計回りに、まず2枚ずつ、次に3枚ずつ配り、残りの1番上のカードを表にします（切札表示カード）。このスートが
切り札です。このページで最後まで追うディールです：3人で東が配り、表のダイヤのKでダイヤが切り札です。西に切り札のAが
配られたので、すぐに全員に見えるように宣言されます。このページの図では、黄色の枠が、手番のプレイヤーが出せるカードと、
トリックに勝つカードを示します。""",
    },
    "first_dealer": {
        "en": """### Who deals first
The write-up lets the players choose the first dealer any way they like; this project draws one at random (from the
deal's number, so the same deal always has the same dealer). Its note gives a traditional way, the house rule "First dealer: the first Jack dealt face up": deal
cards face up one at a time from South, and the first player given a Jack deals. After each deal the deal passes to
the left. Here four players, South, West, North and East, find their first dealer that way.""",
        "ja": """### 最初のディーラー
原典では最初のディーラーは任意のやり方で決めます。このプロジェクトでは無作為に決めます（配りの番号から決めるので、同じ配りならいつも同じディーラーです）。原典の注にある
伝統的なやり方がハウスルール「最初のディーラー：表向きに配って最初のJ」です：南から1枚ずつ表向きに配り、最初にジャックを
配られたプレイヤーがディーラーになります。ディーラーはディール毎に左隣のプレイヤーに移ります。ここでは南・西・北・東の
4人がこのやり方で最初のディーラーを決めます。""",
    },
    "rob": {
        "en": """## Robbing
Having declared the trump Ace, West may rob: take the turned-up card into the hand and discard any card face down (or
pass). West takes the K♦ and discards the 8♣. The first drawing shows every hand face up, as this page's drawings do,
so it shows the 8♣ on the discard pile; at the table nobody else sees it.""",
        "ja": """## 交換
切り札のAを宣言した西は交換できます：切札表示カードをもらい、不必要なカードを1枚裏向きに捨てます（しないこともできます）。
西はダイヤのKをもらい、クラブの8を捨てます。最初の図はこのページのほかの図と同じく全員の手札を表向きに描くので、
捨て札のクラブの8も見えますが、実際のテーブルでは他のプレイヤーには見えません。""",
    },
    "rob_seen": {
        "en": """The same moment as South sees it: West's hand and the discard lie face down, and South is told only that
West discarded a card.""",
        "ja": """同じ場面を南から見るとこうなります：西の手札と捨て札は裏向きで、南には西が1枚捨てたことしか伝わりません。""",
    },
    "rob_ace": {
        "en": """When the turned-up card is itself an Ace, the dealer may rob it. Here the Ace of hearts is turned up, so hearts
are trumps and East, the dealer, is asked: robbing, East would take the A♥ into the hand and discard any card face
down, as West did above; passing, East leaves it where it lies.""",
        "ja": """切札表示カードがAの場合は、ディーラーがこのカードをもらって1枚捨てることができます。ここではハートのAが表になった
ので、ハートが切り札で、ディーラーの東が交換するかどうかを決めます。交換するなら、上の西と同じように、ハートのAを
手札に入れて好きなカードを1枚裏向きに捨てます。しないなら、Aはそのまま置かれます。""",
    },
    "trick": {
        "en": """## A trick, start to finish
The player on the dealer's left leads the first trick; then everyone plays one card in turn, clockwise. A trick is
won by its highest trump; when it holds no trump, by the highest card of the suit led. The winner leads the next
trick. Here spades are trumps: South leads K♣, West trumps with the 2♠ and East overtrumps with the 3♠, so East
takes the trick and leads the next.""",
        "ja": """## 1トリックの始めから終わりまで
最初のリードはディーラーの左隣のプレイヤーです。そのあと時計回りに1枚ずつ出します。トリックは1番強い切り札の勝ち、
切り札がなければリードされたスートの1番強いカードの勝ちです。トリックに勝った人が次をリードします。ここではスペードが
切り札：南がクラブのKをリードし、西がスペードの2で切り札を出し、東がスペードの3でさらに強い切り札を出したので、
東がトリックを取り、次をリードします。""",
    },
    "following": {
        "en": """## Following
To a plain suit you play a card of that suit or a trump: trumping is allowed even when you could follow. South has
led K♣; the cards West may play are highlighted, and the engine gives its reason for each one it refuses.""",
        "ja": """## リードに従う
切り札以外のスートがリードされたら、そのスートのカードか切り札を出します。リードされたスートを持っていても、切り札を
出してかまいません。南がクラブのKをリードしました。西が出せるカードは強調表示され、出せないカードにはエンジンが理由を示します。""",
    },
    "void": {
        "en": """### No card of the suit led
After West's 7♣, East has no club but holds a trump: by the write-up's rule East must trump. Only a player holding
neither the suit led nor a trump may discard another card.""",
        "ja": """### リードされたスートがないとき
西がクラブの7を出したあと、東はクラブを持たず切り札を持っています：原典のルールでは東は切り札を出さなければなりません。
リードされたスートのカードも切り札も持っていない場合に限り、それ以外のカードを捨て札できます。""",
    },
    "void_house": {
        "en": """Most public rule books let a player without the suit led play anything; that is the house rule "Any card
when void". The same position under it: every card of East's may go.""",
        "ja": """一般的なルール集の多くでは、リードされたスートがなければ何を出してもかまいません。これがハウスルール「スートがなければ
何でも出せる」です。同じ局面をこのルールで見ると、東はどのカードでも出せます。""",
    },
    "hold_back": {
        "en": """## Holding back the top trumps
When a trump is led you must play a trump, with one exception: a player whose only trumps are among the top three
(the 5 and the Jack of trumps, and A♥), each of them higher than the trump led, may keep them and discard another
card. Unless hearts are trumps, the Ace of trumps (fourth in rank) is not one of them: it is played like any lower
trump. Spades are trumps; South leads the 2♠, and West, holding only the 5♠ and J♠, may keep both.""",
        "ja": """## 上位切り札の出し控え
切り札がリードされたら切り札を出さなければなりませんが、例外があります：持っている切り札が上位3枚（切り札の5とJ、
ハートのA）の中のカードだけで、しかもリードされた切り札がそのどれよりも弱いときは、切り札以外のカードを捨て札できます。
ハートが切り札でなければ、切り札のA（4番目に強い）はこの3枚に入らず、ほかの弱い切り札と同じように出さなければ
なりません。スペードが切り札。南がスペードの2をリードし、スペードの5とJだけを持つ西は、どちらも出し控えできます。""",
    },
    "hold_back_low": {
        "en": "Holding a lower trump as well takes the privilege away: with the 8♠ beside the 5♠, West must play a trump.",
        "ja": "ほかに弱い切り札も持っていれば、出し控えはできません：スペードの5と8を持つ西は、切り札を出さなければなりません。",
    },
    "hold_back_higher": {
        "en": """So does a trump led higher than one of yours: when the Jack of trumps is led, the Ace of hearts, below it,
must come out.""",
        "ja": """リードされた切り札が持っている切り札より強いときも同じです：切り札のJがリードされたら、それより弱いハートのAは
出さなければなりません。""",
    },
    "quiet": {
        "en": """## Keeping the Ace quiet
The write-up makes declaring the trump Ace compulsory, with a penalty for one who fails: the Ace becomes the lowest
trump. This project declares it automatically; the house rule "Ace may go undeclared" lets its holder keep quiet. Then
the Ace cannot rob, ranks below the 2, and cannot be held back. Hearts are trumps and West declines: when South
leads the 2♥, West's A♥ must be played, and loses to the 2♥.""",
        "ja": """## Aを宣言しない
原典では切り札のAの宣言は義務で、怠るとそのAは1番弱い切り札になります。このプロジェクトでは自動的に宣言しますが、
ハウスルール「切り札のAを宣言しないこともできる」では持ち主が黙っていられます。そのAでは交換できず、2より弱くなり、
出し控えもできません。ハートが切り札で西は宣言しません：南がハートの2をリードすると、西はハートのAを出さなければならず、
ハートの2に負けます。""",
    },
    "jink": {
        "en": """## Three tricks, and the jink
Taking three tricks wins the pool. A player who wins the first three tricks in a row may stop there and take it, or
lead to the fourth trick and go for all five: a jink. Here South has won the first three with the 5♠, J♠ and A♥.""",
        "ja": """## 3トリックとジンク
3トリックを取ればプールを獲得します。最初の3トリックを続けて勝ったプレイヤーは、そこで止めてプールを取るか、
4トリック目をリードして全トリックを狙うことができます（ジンク）。ここでは南がスペードの5、J、ハートのAで最初の
3トリックを勝ちました。""",
    },
    "jink_stop": {
        "en": "Stopping ends the deal at once: South takes the pool.",
        "ja": "止めればディールはすぐに終わり、南がプールを取ります。",
    },
    "jink_all": {
        "en": """Leading on and taking all five wins the pool and a chip from each other player (from those who have chips).""",
        "ja": "続けてリードし全トリックを取れば、プールに加えて他の各プレイヤーから1チップずつもらいます（チップを持つ人から）。",
    },
    "jink_fail": {
        "en": """A failed jink wins nothing at all, even with three tricks taken: the deal is spoiled and the pool carries
over.""",
        "ja": "ジンクに失敗すると、3トリック取っていても全く得点できません。ディールはスポイルとなり、プールは持ち越しです。",
    },
    "late_three": {
        "en": """### Three tricks, whenever they come
Three tricks win the pool even when the third comes late, in the fourth or the fifth trick. Only a player who wins
the first three tricks in a row may stop or jink; anyone else plays the deal to its end and then takes the pool.
Here South has won the first two tricks and West the third; West leads the fourth, South trumps it for a third
trick, the fifth trick is played all the same, and the pool goes to South.""",
        "ja": """### 3トリック目がいつでも
3トリック目が遅く、4トリック目や5トリック目に来ても、3トリックを取ればプールを獲得します。止めるかジンクするかを選べるのは
最初の3トリックを続けて勝ったプレイヤーだけで、それ以外の人はディールを最後までプレイしてからプールを取ります。
ここでは南が最初の2トリックを、西が3トリック目を取りました。西が4トリック目をリードし、南が切り札で勝って3トリック目を取り、
5トリック目もそのままプレイして、プールは南のものになります。""",
    },
    "spoil": {
        "en": """## When the deal is spoiled
When nobody takes three tricks the deal is "spoiled": the pool stays on the table. Before the next deal everyone
antes again, so the pool grows. Here is the end of a deal where the tricks are split, and the ante of the next.""",
        "ja": """## スポイルしたとき
誰も3トリック以上取らなかったときは、そのディールはスポイルとなり、プールはテーブルに残ります。次のディールの前にも
各プレイヤーは参加料を出すので、プールは大きくなります。トリックが分かれたディールの終わりと、次のディールの参加料です。""",
    },
    "walk": {
        "en": """## A whole deal, trick by trick
The deal from the start of the page, played to its end, one trick at a time. West has robbed; South, on the dealer's
left, leads the first trick with the best trump, the 5♦. East's only trump is the J♦, one of the top three, but the
trump led is higher, so it cannot be held back: it falls under the 5♦.""",
        "ja": """## 通して見る1ディール
このページの初めのディールを、1トリックずつ最後までプレイします。西は交換しました。ディーラーの左隣の南が、
1番強い切り札のダイヤの5で最初のトリックをリードします。東の切り札はダイヤのJだけです。上位3枚の1枚ですが、
リードされた切り札のほうが強いので出し控えできず、ダイヤの5の下に出すことになります。""",
    },
    "walk_2": {
        "en": "South, having won, leads again: a plain King. West, who holds the robbed K♦, trumps it.",
        "ja": "勝った南がまたリードします：切り札でないKです。交換でダイヤのKを手にした西が切り札を出します。",
    },
    "walk_3": {
        "en": """West leads a club. South could trump with the A♥ but follows with the King of clubs, which wins, keeping the
A♥ for later.""",
        "ja": """西がクラブをリードします。南はハートのAで切り札を出すこともできますが、クラブのKで従って勝ち、ハートのAを
あとに残します。""",
    },
    "walk_4": {
        "en": "South's last club is trumped by West's Ace of trumps: two tricks each for South and West.",
        "ja": "南の最後のクラブに、西が切り札のAを出します。南と西が2トリックずつです。",
    },
    "walk_5": {
        "en": "The fifth trick decides the pool: East has no spade and no trump left and discards; South's A♥ takes it.",
        "ja": "5トリック目でプールが決まります：東はスペードも切り札もなく捨て札し、南のハートのAが勝ちます。",
    },
    "walk_score": {
        "en": """### The chips, line by line
Every chip that moved in this deal, in order: each player's ante into the pool, then the pool to the player with
three tricks.""",
        "ja": """### チップの動きを1行ずつ
このディールで動いたチップを順に並べました：各プレイヤーの参加料がプールへ、次にプールが3トリックを取った人へ。""",
    },
    "end": {
        "en": """## The end of the game
The write-up's game: everyone starts with 20 chips, and when a player has no chip to ante the game ends, unless
chips remain in the pool; then deals go on with nobody anteing until the pool is won. A player with no chips pays no
all-five chip. The most chips wins. Here three bots play a whole game with only 3 chips each; every line that
moved chips, then the chips at the end.""",
        "ja": """## ゲームの終わり
原典のゲームでは、各プレイヤーは最初に20チップを持ち、誰かのチップがなくなって参加料を出せなくなったらゲーム終了です。
ただしプールが残っていたら、誰も参加料を出さずに新しいディールを始め、プールが獲得されるまで続けます。チップを持っていない
プレイヤーは、全トリックのチップを払う必要はありません。チップが1番多い人の勝ちです。ここでは3つのボットが各3チップで
1ゲームを最後までプレイします：チップが動いた行すべてと、最後のチップです。""",
    },
    "house_rules": {
        "en": """## House rules
Where tables play differently, this project offers a house rule: here is each one, with the rule as the original
write-up has it in the second column. The live table's *House rules* tab changes them.""",
        "ja": """## ハウスルール
テーブルによって遊び方が違うところは、このプロジェクトではハウスルールにしてあります。下の表の2列目が原典のルールです。
下のテーブルの 「ハウスルール」タブで変えられます。""",
    },
    "practice": {
        "en": """## Practice
Which of your cards may you play: must you follow, may you trump, may you hold back a top trump? Who wins this trick?
Each question is asked on a position from a real deal and answered by the engine: click the cards (then *Check*) or
the answer, and every wrong choice is explained. The same number and level always give the same ten questions, so a
whole class can work on them together.""",
        "ja": """## 練習
どのカードを出せますか：従わなければならないか、切り札を出せるか、上位切り札を出し控えできるか。このトリックは誰の勝ち
ですか。問題は実際のディールの局面から出され、エンジンが答えます：カードをクリックして（「確認」を押す）、または答えを
選ぶと、間違った選択にはすべて説明がつきます。同じ番号とレベルならいつも同じ10問なので、クラス全員で同じ問題に
取り組めます。""",
    },
    "play": {
        "en": """## Play
Deal, step through a game with its narration, play against the bots from the first seat (South at three or four
players, Player 1 at five or more), read the chips in the *Score* tab and change the house rules.""",
        "ja": """## プレイ
配って、ナレーションとともにゲームを1手ずつ見たり、最初の席（3人・4人なら南、5人以上ならプレイヤー1）でボットと
対戦したり、「得点」タブでチップを見たり、
ハウスルールを変えたりできます。""",
    },
}

# The lesson page's tables: headings and the words in their cells.
TABLES: dict[str, dict[str, str]] = {
    "col.card": {"en": "{seat}'s card", "ja": "{seat}のカード"},
    "col.may_play": {"en": "May it be played?", "ja": "出せるか"},
    "col.yes": {"en": "yes", "ja": "出せる"},
    "col.seat": {"en": "Player", "ja": "プレイヤー"},
    "col.item": {"en": "What", "ja": "項目"},
    "col.chips": {"en": "Chips", "ja": "チップ"},
    "col.why": {"en": "Why", "ja": "理由"},
    "col.rule": {"en": "House rule", "ja": "ハウスルール"},
    "col.default": {"en": "The write-up's rule", "ja": "原典のルール"},
    "col.meaning": {"en": "What it means", "ja": "意味"},
    "why.ante": {"en": "the ante, into the pool before the deal", "ja": "ディールの前にプールに出す参加料"},
    "why.pool": {"en": "three tricks or more: the whole pool", "ja": "3トリック以上：プールのチップ全部"},
    "why.bonus": {"en": "all five tricks: a chip from each other player who has one",
                  "ja": "全トリック：チップを持つ他の各プレイヤーから1チップ"},
    "on": {"en": "on", "ja": "オン"},
    "off": {"en": "off", "ja": "オフ"},
}


PRACTICE: dict[str, dict[str, str]] = {
    "pool.question": {
        "en": "{name} plays the deal's last card, {card}. Who takes the pool of chips?",
        "ja": "{name}がこのディールの最後のカード{card}を出します。チップのプールを取るのは誰ですか？",
    },
    "pool.takes": {
        "en": "{name} takes the pool",
        "ja": "{name}がプールを取る",
    },
    "pool.spoiled": {
        "en": "Nobody: the deal is spoiled, the pool stays for the next deal",
        "ja": "誰も取らない：スポイル（プールは次のディールへ）",
    },
    "pool.tricks": {
        "en": "{name} ends the deal with {n} tricks.",
        "ja": "{name}のトリックは最後に{n}つです。",
    },
    "may": {
        "en": "{card} may be played: {narration}",
        "ja": "{card}は出せます：{narration}",
    },
    "why_may.follows": {
        "en": "{card} may be played: it follows suit ({suit}).",
        "ja": "{card}は出せます：リードされたスート（{suit}）です。",
    },
    "why_may.follows_trumps": {
        "en": "{card} may be played: a trump was led, and it is a trump.",
        "ja": "{card}は出せます：切り札がリードされ、これも切り札です。",
    },
    "why_may.trumps": {
        "en": "{card} may be played: it is a trump, and a trump may be played instead of following suit.",
        "ja": "{card}は出せます：切り札なので、リードされたスートの代わりに出せます。",
    },
    "why_may.no_trump": {
        "en": "{card} may be played: a trump was led and {name} has none, so any card will do.",
        "ja": "{card}は出せます：切り札がリードされましたが、{name}は切り札を持っていないので、どのカードでも出せます。",
    },
    "why_may.held_back": {
        "en": "{card} may be played: {name}'s only trumps are top trumps, which may be held back when a lower trump is led.",
        "ja": "{card}は出せます：{name}の切り札は上位切り札だけで、より弱い切り札がリードされたときは出し控えできます。",
    },
    "why_may.void": {
        "en": "{card} may be played: {name} has no {suit} and no trump, so any card will do.",
        "ja": "{card}は出せます：{name}は{suit}も切り札も持っていないので、どのカードでも出せます。",
    },
    "why_may.discard": {
        "en": "{card} may be played: {name} has no {suit}, and this table's house rule lets a player without the suit led discard instead of trumping.",
        "ja": "{card}は出せます：{name}は{suit}を持っておらず、このテーブルのハウスルールでは、リードされたスートがないときは切り札の代わりに捨て札ができます。",
    },
    "may_not": {
        "en": "{card} may not: {reason}.",
        "ja": "{card}は出せません：{reason}。",
    },
    "may_play": {
        "en": "{name} may play {cards}{any}.",
        "ja": "{name}が出せるのは{cards}{any}です。",
    },
    "any_card": {
        "en": " (any card)",
        "ja": "（どれでも）",
    },
    "playable.question": {
        "en": "{suit} are trumps (and A♥ always). {leader} led {card}. Which of {name}'s cards may be played to this trick? Click each one, then Check.",
        "ja": "切り札は{suit}です（ハートのAは常に切り札）。{leader}が{card}をリードしました。{name}のどのカードをこのトリックに出せますか？それぞれクリックして、「確認」を押してください。",
    },
    "trick.label": {
        "en": "{name} ({card})",
        "ja": "{name}（{card}）",
    },
    "trumps_led": {
        "en": "{card} is not a trump, and trumps were led, so it cannot win.",
        "ja": "{card}は切り札ではなく、切り札がリードされたので、勝てません。",
    },
    "off_suit": {
        "en": "{card} neither follows {suit} nor is a trump, so it cannot win.",
        "ja": "{card}は{suit}でも切り札でもないので、勝てません。",
    },
    "trump_beats": {
        "en": "{winner} is a trump and {card} is not: every trump beats every plain card.",
        "ja": "{winner}は切り札で、{card}はそうではありません：切り札はどの切り札でない札にも勝ちます。",
    },
    "a_trump": {
        "en": "trump",
        "ja": "切り札",
    },
    "higher": {
        "en": "{winner} is a higher {what} than {card} this deal.",
        "ja": "このディールでは、{winner}は{card}より強い{what}です。",
    },
    "trick.question": {
        "en": "{suit} are trumps (and A♥ always). {name} plays {card} last to this trick. Who wins it?",
        "ja": "切り札は{suit}です（ハートのAは常に切り札）。{name}がこのトリックの最後に{card}を出します。誰が勝ちますか？",
    },
}

FACTS: dict[str, dict[str, str]] = {
    "trumps_declared": {
        "en": "trump Aces declared",
        "ja": "切り札のAの宣言",
    },
    "robs": {
        "en": "robs",
        "ja": "交換",
    },
    "jinks_tried": {
        "en": "jinks tried",
        "ja": "ジンクの試み",
    },
    "jinks_won": {
        "en": "jinks won",
        "ja": "ジンクの成功",
    },
    "spoiled_deals": {
        "en": "spoiled deals",
        "ja": "スポイルしたディール",
    },
    "stops": {
        "en": "stops after three tricks",
        "ja": "3トリックで止めた回数",
    },
    "eldest_took_first_pool": {
        "en": "eldest hand took the first pool",
        "ja": "ディーラーの左隣のプレイヤーが最初のプールを取った",
    },
}

RULES_JA: dict[str, tuple[str, str]] = {
    "players": ("人数",
        "プレイヤーの人数、3〜10人（原典：3〜7人が普通で、5人がベスト。10人では52枚のうち51枚を使います）。"),
    "ranking": ("カードの強さ",
        "カードの強さの順：簡略化（原典のルール：どのスートも赤のスートと同じ順）または伝統的（原典の注：黒のスートでは小さい数札の順が逆で、2が強く10が弱く、切り札以外のAは2より強い）。"),
    "void_may_discard": ("スートがなければ何でも出せる",
        "リードされたスート（切り札以外）を持っていなければ、切り札を持っていても何を出してもよい（一般的なルール。原典では切り札を出さなければなりません）。"),
    "may_decline": ("切り札のAを宣言しないこともできる",
        "切り札のAを持つプレイヤーが宣言するかどうかを選びます。宣言しなかったAでは交換できず、1番弱い切り札になり、上位切り札の出し控えもできません。オフ：自動的に、全員に見えるように宣言されます。"),
    "first_dealer": ("最初のディーラー",
        "最初のディーラーの決め方：無作為に決める（原典は任意のやり方でよい）または表向きに配って最初のJ（南から1枚ずつ表向きに配り、最初にジャックを配られたプレイヤーが配る。原典の注）。"),
    "starting_chips": ("最初のチップ",
        "各プレイヤーが最初に持つチップ（原典の提案は20枚）。"),
    "ante": ("参加料",
        "各ディールの前に各プレイヤーがプールに出すチップ（原典：1チップ）。"),
    "spoil_ante": ("持ち越し後の参加料",
        "プールが持ち越しになったディールの次に参加料を出す人：全員（原典）、ディーラーだけ（一部の一般的なルール）または誰も出さない（プールはそのまま持ち越し）。"),
    "jink_bonus": ("全トリックのボーナス",
        "全トリックを取ったプレイヤーが、チップを持つ他の各プレイヤーからもらうチップ（原典：1チップ。チップが足りない人は持っている分だけ払います）。"),
    "deals": ("ディール数",
        "プールが獲得されたあと、このディール数で終えます（0：誰かが参加料を出せず、プールも空になるまで。原典の終わり方）。"),
    "single_deal": ("1ディールのみ",
        "1ディールだけプレイします（レッスンやシミュレーション用）。誰も3トリック取らなければ、プールは場に残ります。"),
}

register("spoil_five", MESSAGES)
def _unwrapped(text: str) -> str:
    """Japanese prose written wrapped for the source, joined back: a line break inside a Japanese paragraph would
    show as a stray space mid-sentence. Headings (``#``) keep their own line."""
    out: list[str] = []
    for line in text.split("\n"):
        if out and line and not line.startswith("#") and out[-1] and not out[-1].startswith("#"):
            out[-1] += line
        else:
            out.append(line)
    return "\n".join(out)


register("spoil_five.lesson", {key: {**texts, "ja": texts["ja"] if key == "glance" else _unwrapped(texts["ja"])}
                               for key, texts in LESSON.items()})
register("spoil_five.table", TABLES)
register("practice.spoil_five", PRACTICE)
register("facts.spoil_five", FACTS)
# The form's labels and help: English is the field's name and docstring (the one source of truth, which
# ``register`` cannot leave out), so only the Japanese is added here.
for _field, (_label, _help) in RULES_JA.items():
    CATALOGUES["ja"][f"spoil_five.rules.{_field}.label"] = _label
    CATALOGUES["ja"][f"spoil_five.rules.{_field}.help"] = _help


# The house-rules form's short English labels (the field names read as code: "Void may discard"); the help stays in
# each field's docstring, and the Japanese labels are with the Japanese help.
RULES_EN_LABELS: dict[str, str] = {
    "players": "Players",
    "ranking": "Card order",
    "void_may_discard": "Any card when void",
    "may_decline": "Ace may go undeclared",
    "first_dealer": "First dealer",
    "starting_chips": "Starting chips",
    "ante": "Ante",
    "spoil_ante": "Ante after a spoil",
    "jink_bonus": "Bonus for all five",
    "deals": "Number of deals",
    "single_deal": "One deal only",
}
register("spoil_five", {f"rules.{field}.label": {"en": label} for field, label in RULES_EN_LABELS.items()})
