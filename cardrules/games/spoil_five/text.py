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
        "en": "{suit}, not trumps, high to low",
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
    "summary": {
        "en": "Take three of five tricks to win the pool; the 5 of trumps is best and the Ace of hearts always a trump.",
        "ja": "5トリック中3トリックを取ってプールを獲得します。切り札の5が最強で、ハートのAはいつも切り札です。",
    },
    "lesson.intro": {
        "en": "# Spoil Five\nIreland's old national card game: five cards each, a turned-up card names trumps, and whoever takes three of the\nfive tricks wins the pool of chips. Take all five and everyone pays you a chip more; if nobody takes three, the\ndeal is \"spoiled\" and the pool carries over. Every table below is a real position computed by\n`cardrules.games.spoil_five`, following the seed's rules (`/work/shared/rules/spoil_five.md`).",
        "ja": "# スポイルファイブ\nアイルランドの古い国民的カードゲームです。5枚ずつ配り、表にした1枚で切り札が決まり、5トリックのうち3トリックを\n取った人がチップのプールを獲得します。5トリック全部を取れば全員からさらに1チップずつもらえます。誰も3トリック\n取れなければ、そのディールは「スポイル」となり、プールは持ち越しです。以下のテーブルはすべて\n`cardrules.games.spoil_five` が原典のルール（`/work/shared/rules/spoil_five.md`）どおりに計算した実際の局面です。",
    },
    "lesson.the_strange_ranking": {
        "en": "## The strange ranking\nIn the trump suit the 5 is the best card, then the Jack, then the Ace of hearts (a trump whatever the trump suit),\nthen the Ace of trumps, King, Queen, and the rest from 10 down; in the other suits the King is high and the Ace\nlow. Here is every card in order with spades trumps, under the seed's simplified ranking.",
        "ja": "## 変わったカードの強さ\n切り札のスートでは5が最強、次にジャック、次にハートのA（切り札が何でも切り札です）、次に切り札のA、K、Q、\nそして10から下の順です。切り札以外のスートではKが強く、Aが弱くなります。スペードが切り札のときの全カードの順を、\n原典の簡易ランクで示します。",
    },
    "lesson.more": {
        "en": "The traditional ranking (the seed's note) reverses the small cards of the black suits: in spades, 2 beats 10, and\nin clubs the plain Ace climbs above the 2. Red suits do not change.",
        "ja": "伝統ランク（原典の注）では、黒のスートの小さい数札の順が逆になります：スペードでは2が10より強く、クラブでは\n切り札以外のAが2より強くなります。赤のスートは変わりません。",
    },
    "lesson.more_2": {
        "en": "The trumps of each suit under both rankings, one above the other: with hearts trumps there are only 13 trumps,\nbecause the Ace of hearts is also the Ace of trumps, and only the black suits change under the traditional rule.",
        "ja": "各スートが切り札のときの順を、両方のランクで上下に並べました：ハートが切り札のときは、ハートのAが切り札のAでもあるので\n切り札は13枚だけです。伝統ルールで変わるのは黒のスートだけです。",
    },
    "lesson.the_deal_and_robbing": {
        "en": "## The deal and robbing\nThree players: East deals two cards then three to each, from the left, and turns up K♠, so spades are trumps.\nWest was dealt the Ace of trumps: it is declared at once, and West may *rob*, taking the K♠ and discarding any\ncard face down.",
        "ja": "## ディールと交換（ロブ）\n3人の場合：東が左隣から各プレイヤーにまず2枚、次に3枚ずつ配り、K♠を表にするので、スペードが切り札です。\n西には切り札のAが配られました：すぐに宣言され、西は *交換* できます。K♠をもらい、好きなカードを1枚裏向きに捨てます。",
    },
    "lesson.more_3": {
        "en": "West's choices: rob discarding one of six cards (the K♠ itself included, pointless but legal), or pass.",
        "ja": "西の選択肢：6枚のうち1枚を捨てて交換する（K♠自身を捨てるのは無意味ですが合法です）か、パスします。",
    },
    "lesson.more_4": {
        "en": "The discard is face down: West's own log names the card, the other players only see that a card went.",
        "ja": "捨てたカードは裏向きです：西自身のログにはカードの名前が出ますが、他のプレイヤーには1枚捨てたことしか分かりません。",
    },
    "lesson.more_5": {
        "en": "When the turn-up is itself an Ace, the dealer may rob it.",
        "ja": "表にしたカード自体がAのときは、ディーラーが交換できます。",
    },
    "lesson.following": {
        "en": "## Following\nSouth leads K♣. West may follow with a club, or trump even while holding clubs; the legal cards are highlighted.",
        "ja": "## フォロー\n南がK♣をリードします。西はクラブを出してもよいし、クラブを持っていても切り札を出してかまいません。出せるカードが強調表示されます。",
    },
    "lesson.more_6": {
        "en": "Each of West's cards, legal or refused with the engine's reason:",
        "ja": "西の各カードについて、出せるか、エンジンの理由つきで認められないか：",
    },
    "lesson.more_7": {
        "en": "East has no club but holds a trump: by the seed's rule East must trump; a discard is allowed only holding\nneither the led suit nor a trump.",
        "ja": "東はクラブがありませんが切り札を持っています：原典のルールでは東は切り札を出さなければなりません。捨て札できるのは、\nリードされたスートも切り札も持っていないときだけです。",
    },
    "lesson.more_8": {
        "en": "Most public rule books let a player without the led suit play anything; that is the house rule\n`void_may_discard`.",
        "ja": "多くの一般的なルールブックでは、リードされたスートがなければ何を出してもかまいません。それがハウスルール\n`void_may_discard` です。",
    },
    "lesson.reneging_holding_back_the": {
        "en": "## Reneging: holding back the top trumps\nWhen a trump is led you must play a trump, except that a player whose only trumps are among the top three\n(5, J of trumps, A♥), all above the led trump, may keep them. Here South leads 2♠ and West, holding only 5♠ J♠,\nmay discard a club.",
        "ja": "## リニージ：上位の切り札を出さずにおく\n切り札がリードされたら切り札を出さなければなりません。ただし、持っている切り札が上位3枚（5、切り札のJ、ハートのA）\nだけで、どれもリードされた切り札より強ければ、出さずにおけます。ここでは南が2♠をリードし、5♠ J♠だけを持つ西は\nクラブを捨て札できます。",
    },
    "lesson.more_9": {
        "en": "Holding a lower trump as well removes the privilege.",
        "ja": "もっと弱い切り札も持っていれば、この特権はなくなります。",
    },
    "lesson.more_10": {
        "en": "So does a led trump higher than one of yours: when the Jack is led, the Ace of hearts must come out.",
        "ja": "自分の切り札より強い切り札がリードされたときもなくなります：ジャックがリードされたら、ハートのAを出さなければなりません。",
    },
    "lesson.not_declaring_the_ace": {
        "en": "## Not declaring the Ace\nWith the house rule `may_decline`, the holder of the trump Ace may keep quiet; the Ace then becomes the lowest\ntrump and loses any reneging privilege. Here hearts are trumps and West declines: when South leads 2♥, West's A♥\nmust be played, and it loses to the 2♥.",
        "ja": "## Aを宣言しない\nハウスルール `may_decline` では、切り札のAを持つ人は黙っていることができます。そのAは最も弱い切り札になり、\nリニージの特権もなくなります。ここではハートが切り札で、西は宣言しません：南が2♥をリードすると、西のA♥は出さなければならず、\n2♥に負けます。",
    },
    "lesson.jinking": {
        "en": "## Jinking\nSouth wins the first three tricks with 5♠, J♠ and A♥. South may now stop and take the pool, or lead on and try\nfor all five tricks (a *jink*).",
        "ja": "## ジンク\n南が5♠、J♠、A♥で最初の3トリックを勝ちました。南はここで止めてプールを取るか、リードを続けて5トリック全部を\n狙います（*ジンク*）。",
    },
    "lesson.more_11": {
        "en": "Stopping takes the 3-chip pool.",
        "ja": "止めれば3チップのプールを取ります。",
    },
    "lesson.more_12": {
        "en": "Leading on and taking all five wins the pool and a chip from each other player.",
        "ja": "リードを続けて5トリック全部を取れば、プールと、他の各プレイヤーから1チップずつを獲得します。",
    },
    "lesson.more_13": {
        "en": "A failed jink scores nothing, and the pool carries over to the next deal.",
        "ja": "ジンクに失敗すると得点はなく、プールは次のディールに持ち越しです。",
    },
    "lesson.the_pool_and_the": {
        "en": "## The pool and the end of the game\nEveryone antes one chip before each deal (again after a spoil, by the seed; the house rule `spoil_ante` can make\nit the dealer only, or nobody). The game ends when someone cannot ante and the pool is empty; with a pool left,\ndeals go on without antes until it is won. Here is one whole game of five random players with 4 chips each.",
        "ja": "## プールとゲームの終わり\n全員が各ディールの前に参加料1チップを出します（原典ではスポイルのあとも同じ。ハウスルール `spoil_ante` で、\nディーラーだけ、または誰も出さないようにもできます）。誰かが参加料を払えず、プールが空になったらゲーム終了です。\nプールが残っていれば、獲得されるまで参加料なしでディールを続けます。4チップずつ持ったランダムな5人の1ゲームです。",
    },
    "lesson.more_14": {
        "en": "The score breakdown shows each deal's antes, pools and bonuses; the totals are the chips held.",
        "ja": "得点の内訳には、各ディールの参加料、プール、ボーナスが示されます。合計は持っているチップです。",
    },
    "lesson.house_rules": {
        "en": "## House rules\nEvery option is a field of `Rules`, with the seed's rule as its default and a sentence of help.",
        "ja": "## ハウスルール\nどのオプションも `Rules` の項目で、原典のルールが既定値、それぞれに1文の説明があります。",
    },
    "lesson.more_15": {
        "en": "A heuristic bot (win tricks cheaply, keep top trumps, stop a jink unless it is safe) plays a fair game; here it\nplays one deal in every seat.",
        "ja": "ヒューリスティックなボット（安くトリックを取り、上位の切り札は残し、安全でなければジンクをしない）は、まずまずのゲームを\nします。ここでは全員の席でそのボットが1ディールをプレイします。",
    },
    "lesson.practice": {
        "en": "## Practice\nWhich of your cards may you play: must you follow, may you trump, may you hold back a top trump? Who wins this\ntrick? Each question is asked on a position from a real deal and answered by the engine: click the cards (then\n*Check*) or the answer, and every wrong choice is explained. The set number and the level choose the questions,\nso a class given set 1 gets the same ten.",
        "ja": "## 練習\nどのカードを出せるか（フォローか、切り札か、最上位の切り札を温存できるか）、\nこのトリックは誰が取るか。どの問題も実際のディールの局面から出され、エンジンが答えます：\nカードをクリックして（*Check* を押す）か、答えを選んでください。間違った選択にはすべて理由が\n示されます。セット番号とレベルで問題が決まるので、クラスでセット1を出せば全員が同じ10問になります。",
    },
    "lesson.play": {
        "en": "## Play\nDeal, step through a game with its narration, play South against the bots, read the chip counts in the Score tab\nand change the house rules.",
        "ja": "## プレイ\n配って、ナレーションつきでゲームを1手ずつ見て、南としてボットと対戦し、*得点* タブでチップの数を見て、ハウスルールを\n変えてみてください。",
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

PRACTICE: dict[str, dict[str, str]] = {
    "may": {
        "en": "{card} may be played: {narration}",
        "ja": "{card}は出せます：{narration}",
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
register("practice.spoil_five", PRACTICE)
register("facts.spoil_five", FACTS)
# The form's labels and help: English is the field's name and docstring (the one source of truth, which
# ``register`` cannot leave out), so only the Japanese is added here.
for _field, (_label, _help) in RULES_JA.items():
    CATALOGUES["ja"][f"spoil_five.rules.{_field}.label"] = _label
    CATALOGUES["ja"][f"spoil_five.rules.{_field}.help"] = _help
