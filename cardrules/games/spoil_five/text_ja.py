"""Every text of Spoil Five in Japanese: its moves, refusals, narration, status, table labels, lessons,
practice questions, facts and house rules, by message key (registered by :func:`cardrules.i18n.register`)."""

MESSAGES: dict[str, str] = {
    "spoil_five.hint.outcome.trick_won": "このトリックを取る",
    "spoil_five.hint.outcome.trick_lost": "このトリックは取れない",
    "spoil_five.title": "スポイルファイブ",
    "spoil_five.zone.trumps_order": "切り札（{suit}）、強い順",
    "spoil_five.zone.plain_order": "切り札でない{suit}、強い順",
    "spoil_five.status.ranking.simplified": "簡略化したカードの強さ、切り札は{suit}",
    "spoil_five.status.ranking.traditional": "伝統的なカードの強さ、切り札は{suit}",
    "spoil_five.zone.trumps_ranking.simplified": "切り札が{suit}、簡略化したカードの強さ",
    "spoil_five.zone.trumps_ranking.traditional": "切り札が{suit}、伝統的なカードの強さ",
    "spoil_five.status.trump_orders": (
        "各スートが切り札のときの強い順：簡略化したカードの強さと伝統的なカードの強さ"
    ),
    "spoil_five.move.declare": "切り札のAを宣言する",
    "spoil_five.move.decline": "宣言しない（そのAは最も弱い切り札になる）",
    "spoil_five.move.rob": "交換：{take}をもらい、{discard}を捨てる",
    "spoil_five.move.rob_keep": "{take}をもらってすぐに捨てる（手札はそのまま）",
    "spoil_five.move.pass": "交換しない",
    "spoil_five.move.lead": "{card}をリードする",
    "spoil_five.move.play": "{card}を出す",
    "spoil_five.move.stop": "ここで止めてプールを取る",
    "spoil_five.move.jink": "ジンク：{card}をリードして全トリックを狙う",
    "spoil_five.reason.declare_first": (
        "{name}はまず切り札のAを宣言するかどうか決めなければなりません（宣言する／しない）"
    ),
    "spoil_five.reason.rob_first": (
        "{name}はまず交換する（切札表示カードをもらい、1枚捨てる）か、パスしなければなりません"
    ),
    "spoil_five.reason.rob_turnup": "交換でもらえるのは切札表示カード{turnup}で、{card}ではありません",
    "spoil_five.reason.discard_not_held": "{name}は捨てる{card}を持っていません",
    "spoil_five.reason.stop_only": "止められるのは、最初の3トリックを続けて勝ったばかりのプレイヤーだけです",
    "spoil_five.reason.declare_before": "切り札のAの宣言はプレイが始まる前に行います",
    "spoil_five.reason.rob_before": "交換はプレイが始まる前に行います",
    "spoil_five.reason.jink_only": (
        "ジンクできるのは、最初の3トリックを続けて勝ったばかりのプレイヤーだけです"
    ),
    "spoil_five.reason.already_led": (
        "このトリックはもうリードされています：{name}はそれに出します（'lead'ではなく'play'）"
    ),
    "spoil_five.reason.stop_or_jink": (
        "{name}は最初の3トリックを勝ちました：止めるか、'jink {card}'で全トリックを狙ってリードします"
    ),
    "spoil_five.reason.must_lead": "{name}がこのトリックをリードします（'play'ではなく'lead'）",
    "spoil_five.reason.not_a_move": "スポイルファイブの手ではありません：{move}",
    "spoil_five.reason.not_held": "{name}は{card}を持っていません",
    "spoil_five.reason.trump_led_low": (
        "切り札（{led}）がリードされ、上位3枚より弱い切り札{card}を持っているので、切り札を出さなければなりま"
        "せん"
    ),
    "spoil_five.reason.trump_led_higher": (
        "あなたの{card}より強い切り札（{led}）がリードされたので、切り札を出さなければなりません（上位切り札"
        "の出し控えができるのは、より弱い切り札がリードされたときだけです）"
    ),
    "spoil_five.reason.follow": "リードされたスート（{suit}）か切り札を出さなければなりません",
    "spoil_five.reason.must_trump": (
        "{suit}はありませんが切り札を持っているので、切り札を出さなければなりません（捨て札できるのは{suit}も"
        "切り札も持っていないときだけです）"
    ),
    "spoil_five.zone.trick": "第{n}トリック",
    "spoil_five.zone.turnup": "切札表示カード",
    "spoil_five.zone.trumps_note": "切り札は{suit}",
    "spoil_five.zone.discard": "交換で捨てたカード",
    "spoil_five.zone.last_trick": "直前の第{n}トリック：{seat}の勝ち",
    "spoil_five.zone.tricks": "{seat}のトリック",
    "spoil_five.tricks.one": "{n}トリック",
    "spoil_five.tricks.other": "{n}トリック",
    "spoil_five.status.result": "結果：{result}",
    "spoil_five.status.declare": "{name}が切り札のA（{card}）を持っています：宣言するか、しないか",
    "spoil_five.status.rob": "{name}は交換できます：切札表示カード{card}をもらって1枚捨てるか、パスします",
    "spoil_five.status.three": (
        "{name}は最初の3トリックを勝ちました：止めてプールを取るか、全トリックを狙ってリードします"
    ),
    "spoil_five.status.lead": "{name}が第{n}トリックをリードする番です",
    "spoil_five.status.play": "{name}が第{n}トリックに出す番です",
    "spoil_five.event.first_dealer": (
        "最初のディーラーを決めるため表向きに配ります：{cards}；最初にJを配られた{who}が最初のディーラーです"
        "。"
    ),
    "spoil_five.unit.chip": "チップ",
    "spoil_five.unit.chips": "チップ",
    "spoil_five.event.ante_none.broke": "払えないプレイヤーがいます",
    "spoil_five.event.ante_none.limit": "決めたディール数が終わりました",
    "spoil_five.event.ante_none.carry": "プールは持ち越しです",
    "spoil_five.event.ante_none": "誰も参加料を出しません（{why}）；プールの{pool}チップをもう一度争います。",
    "spoil_five.event.ante_all": "全員が参加料{amount}{unit}を出します；プールは{pool}チップです。",
    "spoil_five.event.ante_all_again": (
        "スポイルのあと、全員がもう一度参加料{amount}{unit}を出します；プールは{pool}チップです。"
    ),
    "spoil_five.event.ante": "{who}が参加料{amount}{unit}を出します；プールは{pool}チップです。",
    "spoil_five.event.deal": (
        "{who}が5枚ずつ配ります（2枚、次に3枚）；切札表示カードは{cards}なので、切り札は{suit}です。"
    ),
    "spoil_five.event.declare": "{who}が切り札のA（{cards}）を宣言します。",
    "spoil_five.event.decline": "{who}は{cards}を宣言しないので、このディールでは最も弱い切り札になります。",
    "spoil_five.event.decline_hidden": "{who}は宣言しません。",
    "spoil_five.event.rob": "{who}が交換します：切札表示カード{cards}をもらいます。",
    "spoil_five.event.discard": "{who}が{cards}を裏向きに捨てます。",
    "spoil_five.event.discard_hidden": "{who}がカードを1枚裏向きに捨てます。",
    "spoil_five.event.pass": "{who}は交換しません。",
    "spoil_five.event.jink": (
        "{who}が全トリックを狙ってリードします（ジンク）：全部取るか、何も得られないかです。"
    ),
    "spoil_five.event.play.lead": "{who}が{cards}をリードします。",
    "spoil_five.event.play.follow": "{who}が{cards}を出します。",
    "spoil_five.event.play.trump": "{who}が切り札{cards}を出します。",
    "spoil_five.event.play.discard": "{who}が{cards}を捨て札します。",
    "spoil_five.event.trick.one": "{who}が{card}で第{n}トリックに勝ちます（計{taken}トリック）。",
    "spoil_five.event.trick.other": "{who}が{card}で第{n}トリックに勝ちます（計{taken}トリック）。",
    "spoil_five.event.three": (
        "{who}が最初の3トリックを勝ちました：止めてプールを取るか、全トリックを狙ってリードします。"
    ),
    "spoil_five.event.stop": "{who}は3トリックで止めます。",
    "spoil_five.event.pool": "{who}が{tricks}トリックを取り、プールの{chips}チップを獲得します。",
    "spoil_five.event.bonus": "{who}が全トリックを取り、他のプレイヤーから{chips}チップをもらいます。",
    "spoil_five.event.spoil_jink": (
        "{who}のジンクは失敗：このディールはスポイルとなり、プールの{pool}チップは持ち越しです。"
    ),
    "spoil_five.event.spoil": (
        "誰も3トリック取れませんでした：このディールはスポイルとなり、プールの{pool}チップは持ち越しです。"
    ),
    "spoil_five.event.game_over.single": "ディールが終わりました",
    "spoil_five.event.game_over.deals": "決めたディール数をプレイしました",
    "spoil_five.event.game_over.broke": "参加料を払えないプレイヤーがいて、プールは空です",
    "spoil_five.event.game_over": "{why}：ゲーム終了。{result}。",
    "spoil_five.example.one_deal_over": (
        "これで第{deal}ディールとこの例（1ディールだけの例）は終わりです。ゲームでは次のディールに進み、参加"
        "料を出せないプレイヤーがいてプールも空になるまで続きます。"
    ),
    "spoil_five.summary": (
        "5トリック中3トリックを取ってプールを獲得します。切り札の5が最強で、ハートのAはいつも切り札です。"
    ),
    "spoil_five.state_error.unknown_field": "スポイルファイブの開始局面の項目ではありません",
    "spoil_five.state_error.pool": "負の数であってはなりません（指定：{got}）",
    "spoil_five.state_error.chips": "{n}個の0以上の整数のリストでなければなりません（指定：{got}）",
    "spoil_five.state_error.pool_after_spoil": (
        "スポイルしたディールの次のディールには、持ち越したプールがあるはずです"
    ),
    "spoil_five.rules_error.ante": (
        "参加料（{ante}）は最初のチップ（{chips}）より多くできません：最初のプールに誰も払えなくなります"
    ),
    "spoil_five.state_error.no_ante": (
        "参加料を出せないプレイヤーがいて、プールも空です：ディールを始められません"
    ),
    "spoil_five.state_error.jack": (
        "南から表向きに配った、最初のジャックまでのカードでなければなりません（ジャックが出た人がディーラーで"
        "す）"
    ),
    "spoil_five.state_error.hand_size": "{name}には5枚が必要です（指定：{got}枚）",
    "spoil_five.move_error.unknown": (
        "スポイルファイブの手として読めません：{text}（例：'lead 5S'、'play AH'、'rob 7S discard 3C'、'pass'"
        "、'declare'、'decline'、'stop'、'jink KS'）"
    ),
    "spoil_five.zone.hand": "{seat}",
    "spoil_five.zone.trick_play": "{seat} {card}",
    "spoil_five.zone.trick_plays": "{plays}",
    "spoil_five.fact.best_value": "切り札の5、切り札のJ、ハートのA、切り札のA",
    "spoil_five.fact.deal": "ディール",
    "spoil_five.fact.dealer": "ディーラー",
    "spoil_five.fact.trumps": "切り札",
    "spoil_five.fact.pool": "プール（チップ）",
    "spoil_five.fact.chips": "チップ",
    "spoil_five.fact.tricks": "トリック",
    "spoil_five.fact.jink": "全トリックに挑戦中",
    "spoil_five.fact.undeclared": "宣言しなかった切り札のA（最も弱い切り札）",
    "spoil_five.fact.ranking": "カードの強さ",
    "spoil_five.fact.best": "最強の切り札",
    "spoil_five.fact.trumps_value": "{symbol}（{suit}）",
    "spoil_five.fact.seat_count": "{seat} {n}",
    "spoil_five.score.pool": "プール",
    "spoil_five.score.bonus": "全トリックのボーナス",
    "spoil_five.score.starting_chips": "最初のチップ",
    "spoil_five.score.ante": "参加料",
    "spoil_five.score.chips_so_far": "これまでのチップ",
    "spoil_five.rules.ranking.option.simplified": "簡略化（どのスートも赤のスートと同じ順）",
    "spoil_five.rules.ranking.option.traditional": "伝統的（黒のスートは逆順）",
    "spoil_five.rules.first_dealer.option.random": "無作為に決める",
    "spoil_five.rules.first_dealer.option.jack": "表向きに配って最初のJ",
    "spoil_five.rules.spoil_ante.option.everyone": "全員",
    "spoil_five.rules.spoil_ante.option.dealer": "ディーラーだけ",
    "spoil_five.rules.spoil_ante.option.nobody": "誰も出さない",
    "spoil_five.preset.standard": "原典のルール：5人、各20チップ",
    "spoil_five.preset.one_deal": "1ディール、5人",
    "spoil_five.preset.three_players": "3人、1ディール",
    "spoil_five.preset.four_traditional": "4人、伝統的なカードの強さ、1ディール",
    "spoil_five.preset.six_players": "6人、1ディール",
    "spoil_five.preset.seven_traditional": "7人、伝統的なカードの強さ、1ディール",
    "spoil_five.preset.eight_players": "8人、1ディール",
    "spoil_five.preset.nine_void_discard": "9人、スートがなければ何でも出せる、1ディール",
    "spoil_five.preset.ten_players": "10人、1ディール",
    "spoil_five.preset.public_rules": "一般的なルール、4ディール",
    "spoil_five.preset.declare_or_decline": "切り札のAを宣言しないこともできる、1ディール",
    "spoil_five.preset.first_jack_deals": "最初のJが配る、4人、3ディール",
    "spoil_five.preset.short_purse": "3人、各3チップ",
    "spoil_five.preset.big_stakes": "高い賭け：参加料とボーナス2チップ、各6チップ",
    "spoil_five.lesson.glance": (
        "スポイルファイブの要点\n"
        "3〜10人、各自1人で遊びます。52枚のカード。全員がチップを持ち、各ディールの前に1チップずつ参加料をプ"
        "ールに出します。\n"
        "各プレイヤーに5枚ずつ配り、表にした1枚（切札表示カード）のスートが切り札です。\n"
        "切り札の強さは5、J、ハートのA、A、K、Q、10…2（ハートのAはいつも切り札）。切り札以外はKが1番強く、Aが"
        "1番弱い。\n"
        "切り札のAを持つ人は交換できます：切札表示カードをもらい、1枚を裏向きに捨てます。\n"
        "最初のリードはディーラーの左隣。トリックに勝った人が次をリードします。\n"
        "切り札以外のリードにはそのスートか切り札を出し、両方ないときだけ捨て札。切り札のリードには切り札（上"
        "位切り札の出し控えを除く）。\n"
        "トリックは1番強い切り札の勝ち。切り札がなければ、リードされたスートの1番強いカードの勝ち。\n"
        "3トリックでプールを獲得。最初の3トリックを続けて勝ったら止めるか、全トリックを狙う（ジンク）：全部取"
        "れば各人から1チップ、取れなければ得点なし。\n"
        "誰も3トリック取れなければスポイル：プールは持ち越し。\n"
        "参加料を出せない人がいてプールが空なら終了。チップが1番多い人の勝ち。"
    ),
    "spoil_five.lesson.intro": (
        "# スポイルファイブ\n"
        "## 1分でわかるゲーム\n"
        "非常に古い歴史をもち、現在ではアイルランドの国民ゲームとなっているトリックテイキングゲームです。3〜1"
        "0人（5人がベスト）で、各自1人でチップのプールを争います。各プレイヤーに5枚ずつ配り、5トリックのうち3"
        "トリックを取った人がプールをもらいます。このページは原典、赤桐裕二「ルール紹介8：スポイルファイブ」"
        "（1995年）に従っています。ルールの全文と、原典が決めていないいくつかの点（とその決め方）は、[スポイ"
        "ルファイブのルール全文](rules.ipynb?game=spoil_five&lang=ja)のページにあります。以下の局面はすべてエ"
        "ンジンが描いた実際の局面で、手札はすべて表向きです。"
    ),
    "spoil_five.lesson.order": (
        "## カードの強さ\n"
        "このゲームの変わったところです。切り札のスートでは5が1番強く、次にJ、次にハートのA（切り札が何であっ"
        "ても切り札）、次に切り札のA、K、Q、そして10から2です。切り札以外のスートではKが1番強く、Aが1番弱く、"
        "切り札でないハートにはAがありません。スペードが切り札のときの全カードの順です。"
    ),
    "spoil_five.lesson.order_traditional": (
        "原典は上の順を、誰でも楽しめるように簡略化したものだとしています。原典の注にある伝統的なカードの強さ"
        "（今もほとんどの人がこれでプレイします。ここではハウスルール）では、黒のスートの小さい数札の順が逆に"
        "なります。スペードが切り札なら2が10より強く、切り札でないクラブではAが2より上になります。赤のスート"
        "は変わりません。"
    ),
    "spoil_five.lesson.order_all": (
        "各スートが切り札のときの切り札を、両方の順で上下に並べました。ハートが切り札のときは、ハートのAが切"
        "り札のAでもあるので切り札は13枚だけ、それ以外のスートでは14枚です。"
    ),
    "spoil_five.lesson.deal": (
        "## 参加料とディール\n"
        "各ディールの前に、各プレイヤーは1チップずつ参加料をテーブルに出します。まとめて置かれたチップがプー"
        "ルです。ディーラーは左隣から時計回りに、まず2枚ずつ、次に3枚ずつ配り、残りの1番上のカードを表にしま"
        "す（切札表示カード）。このスートが切り札です。このページで最後まで追うディールです：3人で東が配り、"
        "表のダイヤのKでダイヤが切り札です。西に切り札のAが配られたので、すぐに全員に見えるように宣言されます"
        "。このページの図では、緑の枠が手番のプレイヤーが出せるカードを、オレンジの点線の枠がトリックに勝つカードを示します。"
    ),
    "spoil_five.lesson.first_dealer": (
        "### 最初のディーラー\n"
        "原典では最初のディーラーは任意のやり方で決めます。このプロジェクトでは無作為に決めます（配りの番号か"
        "ら決めるので、同じ配りならいつも同じディーラーです）。原典の注にある伝統的なやり方がハウスルール「最"
        "初のディーラー：表向きに配って最初のJ」です：南から1枚ずつ表向きに配り、最初にジャックを配られたプレ"
        "イヤーがディーラーになります。ディーラーはディール毎に左隣のプレイヤーに移ります。ここでは南・西・北"
        "・東の4人がこのやり方で最初のディーラーを決めます。"
    ),
    "spoil_five.lesson.rob": (
        "## 交換\n"
        "切り札のAを宣言した西は交換できます：切札表示カードをもらい、不必要なカードを1枚裏向きに捨てます（し"
        "ないこともできます）。西はダイヤのKをもらい、クラブの8を捨てます。最初の図はこのページのほかの図と同"
        "じく全員の手札を表向きに描くので、捨て札のクラブの8も見えますが、実際のテーブルでは他のプレイヤーに"
        "は見えません。"
    ),
    "spoil_five.lesson.rob_seen": (
        "同じ場面を南から見るとこうなります：西の手札と捨て札は裏向きで、南には西が1枚捨てたことしか伝わりま"
        "せん。"
    ),
    "spoil_five.lesson.rob_ace": (
        "切札表示カードがAの場合は、ディーラーがこのカードをもらって1枚捨てることができます。ここではハートの"
        "Aが表になったので、ハートが切り札で、ディーラーの東が交換するかどうかを決めます。交換するなら、上の"
        "西と同じように、ハートのAを手札に入れて好きなカードを1枚裏向きに捨てます。しないなら、Aはそのまま置"
        "かれます。"
    ),
    "spoil_five.lesson.trick": (
        "## 1トリックの始めから終わりまで\n"
        "最初のリードはディーラーの左隣のプレイヤーです。そのあと時計回りに1枚ずつ出します。トリックは1番強い"
        "切り札の勝ち、切り札がなければリードされたスートの1番強いカードの勝ちです。トリックに勝った人が次を"
        "リードします。ここではスペードが切り札：南がクラブのKをリードし、西がスペードの2で切り札を出し、東が"
        "スペードの3でさらに強い切り札を出したので、東がトリックを取り、次をリードします。"
    ),
    "spoil_five.lesson.following": (
        "## リードに従う\n"
        "切り札以外のスートがリードされたら、そのスートのカードか切り札を出します。リードされたスートを持って"
        "いても、切り札を出してかまいません。南がクラブのKをリードしました。西が出せるカードは強調表示され、"
        "出せないカードにはエンジンが理由を示します。"
    ),
    "spoil_five.lesson.void": (
        "### リードされたスートがないとき\n"
        "西がクラブの7を出したあと、東はクラブを持たず切り札を持っています：原典のルールでは東は切り札を出さ"
        "なければなりません。リードされたスートのカードも切り札も持っていない場合に限り、それ以外のカードを捨"
        "て札できます。"
    ),
    "spoil_five.lesson.void_house": (
        "一般的なルール集の多くでは、リードされたスートがなければ何を出してもかまいません。これがハウスルール"
        "「スートがなければ何でも出せる」です。同じ局面をこのルールで見ると、東はどのカードでも出せます。"
    ),
    "spoil_five.lesson.hold_back": (
        "## 上位切り札の出し控え\n"
        "切り札がリードされたら切り札を出さなければなりませんが、例外があります：持っている切り札が上位3枚（"
        "切り札の5とJ、ハートのA）の中のカードだけで、しかもリードされた切り札がそのどれよりも弱いときは、切"
        "り札以外のカードを捨て札できます。ハートが切り札でなければ、切り札のA（4番目に強い）はこの3枚に入ら"
        "ず、ほかの弱い切り札と同じように出さなければなりません。スペードが切り札。南がスペードの2をリードし"
        "、スペードの5とJだけを持つ西は、どちらも出し控えできます。"
    ),
    "spoil_five.lesson.hold_back_low": (
        "ほかに弱い切り札も持っていれば、出し控えはできません：スペードの5と8を持つ西は、切り札を出さなければ"
        "なりません。"
    ),
    "spoil_five.lesson.hold_back_higher": (
        "リードされた切り札が持っている切り札より強いときも同じです：切り札のJがリードされたら、それより弱い"
        "ハートのAは出さなければなりません。"
    ),
    "spoil_five.lesson.quiet": (
        "## Aを宣言しない\n"
        "原典では切り札のAの宣言は義務で、怠るとそのAは1番弱い切り札になります。このプロジェクトでは自動的に"
        "宣言しますが、ハウスルール「切り札のAを宣言しないこともできる」では持ち主が黙っていられます。そのAで"
        "は交換できず、2より弱くなり、出し控えもできません。ハートが切り札で西は宣言しません：南がハートの2を"
        "リードすると、西はハートのAを出さなければならず、ハートの2に負けます。"
    ),
    "spoil_five.lesson.jink": (
        "## 3トリックとジンク\n"
        "3トリックを取ればプールを獲得します。最初の3トリックを続けて勝ったプレイヤーは、そこで止めてプールを"
        "取るか、4トリック目をリードして全トリックを狙うことができます（ジンク）。ここでは南がスペードの5、J"
        "、ハートのAで最初の3トリックを勝ちました。"
    ),
    "spoil_five.lesson.jink_stop": "止めればディールはすぐに終わり、南がプールを取ります。",
    "spoil_five.lesson.jink_all": (
        "続けてリードし全トリックを取れば、プールに加えて他の各プレイヤーから1チップずつもらいます（チップを"
        "持つ人から）。"
    ),
    "spoil_five.lesson.jink_fail": (
        "ジンクに失敗すると、3トリック取っていても全く得点できません。ディールはスポイルとなり、プールは持ち"
        "越しです。"
    ),
    "spoil_five.lesson.late_three": (
        "### 3トリック目がいつでも\n"
        "3トリック目が遅く、4トリック目や5トリック目に来ても、3トリックを取ればプールを獲得します。止めるかジ"
        "ンクするかを選べるのは最初の3トリックを続けて勝ったプレイヤーだけで、それ以外の人はディールを最後ま"
        "でプレイしてからプールを取ります。ここでは南が最初の2トリックを、西が3トリック目を取りました。西が4"
        "トリック目をリードし、南が切り札で勝って3トリック目を取り、5トリック目もそのままプレイして、プールは"
        "南のものになります。"
    ),
    "spoil_five.lesson.spoil": (
        "## スポイルしたとき\n"
        "誰も3トリック以上取らなかったときは、そのディールはスポイルとなり、プールはテーブルに残ります。次の"
        "ディールの前にも各プレイヤーは参加料を出すので、プールは大きくなります。トリックが分かれたディールの"
        "終わりと、次のディールの参加料です。"
    ),
    "spoil_five.lesson.walk": (
        "## 通して見る1ディール\n"
        "このページの初めのディールを、1トリックずつ最後までプレイします。西は交換しました。ディーラーの左隣"
        "の南が、1番強い切り札のダイヤの5で最初のトリックをリードします。東の切り札はダイヤのJだけです。上位3"
        "枚の1枚ですが、リードされた切り札のほうが強いので出し控えできず、ダイヤの5の下に出すことになります。"
    ),
    "spoil_five.lesson.walk_2": (
        "勝った南がまたリードします：切り札でないKです。交換でダイヤのKを手にした西が切り札を出します。"
    ),
    "spoil_five.lesson.walk_3": (
        "西がクラブをリードします。南はハートのAで切り札を出すこともできますが、クラブのKで従って勝ち、ハート"
        "のAをあとに残します。"
    ),
    "spoil_five.lesson.walk_4": "南の最後のクラブに、西が切り札のAを出します。南と西が2トリックずつです。",
    "spoil_five.lesson.walk_5": (
        "5トリック目でプールが決まります：東はスペードも切り札もなく捨て札し、南のハートのAが勝ちます。"
    ),
    "spoil_five.lesson.walk_score": (
        "### チップの動きを1行ずつ\n"
        "このディールで動いたチップを順に並べました：各プレイヤーの参加料がプールへ、次にプールが3トリックを"
        "取った人へ。"
    ),
    "spoil_five.lesson.end": (
        "## ゲームの終わり\n"
        "原典のゲームでは、各プレイヤーは最初に20チップを持ち、誰かのチップがなくなって参加料を出せなくなった"
        "らゲーム終了です。ただしプールが残っていたら、誰も参加料を出さずに新しいディールを始め、プールが獲得"
        "されるまで続けます。チップを持っていないプレイヤーは、全トリックのチップを払う必要はありません。チッ"
        "プが1番多い人の勝ちです。ここでは3つのボットが各3チップで1ゲームを最後までプレイします：チップが動い"
        "た行すべてと、最後のチップです。"
    ),
    "spoil_five.lesson.house_rules": (
        "## ハウスルール\n"
        "テーブルによって遊び方が違うところは、このプロジェクトではハウスルールにしてあります。下の表の2列目"
        "が原典のルールです。下のテーブルの 「ハウスルール」タブで変えられます。"
    ),
    "spoil_five.lesson.practice": (
        "## 練習\n"
        "表向きのカードをロブできるのは誰か。どのカードを出せるか：従わなければならないか、切り札を出せるか、"
        "上位切り札を出し控えできるか。このトリックは誰の勝ちか。ストップとジンクで何を得るか、プールは誰が取"
        "るか、ゲームは終わるか。どの問題も実際のディールの局面から出され、エンジンが答えます：図のカードをク"
        "リックして（それから「確認」）、または答えを選んでください。間違った選択にはすべて理由が示されます。"
        "問題セットの番号とレベルで問題が決まるので、クラスで同じ番号を出せば全員が同じ10問になります。"
    ),
    "spoil_five.lesson.play": (
        "## プレイ\n"
        "配って、ナレーションとともにゲームを1手ずつ見たり、最初の席（3人・4人なら南、5人以上ならプレイヤー1"
        "）でボットと対戦したり、「得点」タブでチップを見たり、ハウスルールを変えたりできます。"
    ),
    "spoil_five.table.col.card": "{seat}のカード",
    "spoil_five.table.col.may_play": "出せるか",
    "spoil_five.table.col.yes": "出せる",
    "spoil_five.table.col.seat": "プレイヤー",
    "spoil_five.table.col.item": "項目",
    "spoil_five.table.col.chips": "チップ",
    "spoil_five.table.col.why": "理由",
    "spoil_five.table.col.rule": "ハウスルール",
    "spoil_five.table.col.default": "原典のルール",
    "spoil_five.table.col.meaning": "意味",
    "spoil_five.table.why.ante": "ディールの前にプールに出す参加料",
    "spoil_five.table.why.pool": "3トリック以上：プールのチップ全部",
    "spoil_five.table.why.bonus": "全トリック：チップを持つ他の各プレイヤーから1チップ",
    "spoil_five.table.on": "オン",
    "spoil_five.table.off": "オフ",
    "practice.spoil_five.pool.question": (
        "{name}がこのディールの最後のカード{card}を出します。チップのプールを取るのは誰ですか？"
    ),
    "practice.spoil_five.trick.leads_next": "次のトリックは{name}がリードします。",
    "practice.spoil_five.rob.question": (
        "表向きのカードは{card}で、切り札は{suit}、ディーラーは{dealer}です。全員の手札を見せています。"
        "表向きのカードをロブできる（取って1枚捨てる）のは誰ですか？"
    ),
    "practice.spoil_five.rob.nobody": "誰もいない",
    "practice.spoil_five.rob.holds": "{name}が切り札のエース{ace}を持っているので、ロブできます。",
    "practice.spoil_five.rob.dealer": "{name}がディーラーで、表向きの{card}はエースです：ディーラーがロブできます。",
    "practice.spoil_five.rob.not_dealer": (
        "{name}はディーラーではありません：表向きの{card}がエースのとき、ロブできるのはディーラーの{dealer}だけです。"
    ),
    "practice.spoil_five.rob.no_ace": "{name}は切り札のエース{ace}を持っていません。",
    "practice.spoil_five.rob.in_stock": (
        "切り札のエース{ace}は誰も持っていない（山札の中）ので、誰もロブできません。"
    ),
    "practice.spoil_five.rob.held": "{name}が切り札のエース{ace}を持っているので、ロブできます。",
    "practice.spoil_five.jink.stop_question": (
        "{name}は最初の3トリックを取り、そこでやめます（ストップ）。{name}は何を得ますか？"
    ),
    "practice.spoil_five.jink.jink_question": (
        "{name}は最初の3トリックを取り、ジンクを宣言して{card}をリードし、5トリック全部を狙います。"
        "{name}は残り2トリックのうち{n}つを取ります。{name}は何を得ますか？"
    ),
    "practice.spoil_five.jink.pool": "{name}がプール（チップ{chips}枚）を取る",
    "practice.spoil_five.jink.pool_bonus": "{name}がプールと、ほかの全員からチップ1枚ずつを取る",
    "practice.spoil_five.jink.nothing": "何も得ない：スポイル（プールは次のディールへ）",
    "practice.spoil_five.chips.question": (
        "このカードの前のチップ：{chips}。プールには{pool}枚、アンティは{ante}枚です。{name}がディールの最後の"
        "カード{card}を出します。次はどうなりますか？"
    ),
    "practice.spoil_five.chips.has": "{name} {n}枚",
    "practice.spoil_five.chips.next": "次のディールに進む",
    "practice.spoil_five.chips.wins": "ゲーム終了：{name}の勝ち",
    "practice.spoil_five.pool.takes": "{name}がプールを取る",
    "practice.spoil_five.pool.spoiled": "誰も取らない：スポイル（プールは次のディールへ）",
    "practice.spoil_five.pool.tricks": "{name}のトリックは最後に{n}つです。",
    "practice.spoil_five.may": "{card}は出せます：{narration}",
    "practice.spoil_five.why_may.follows": "{card}は出せます：リードされたスート（{suit}）です。",
    "practice.spoil_five.why_may.follows_trumps": "{card}は出せます：切り札がリードされ、これも切り札です。",
    "practice.spoil_five.why_may.trumps": (
        "{card}は出せます：切り札なので、リードされたスートの代わりに出せます。"
    ),
    "practice.spoil_five.why_may.no_trump": (
        "{card}は出せます：切り札がリードされましたが、{name}は切り札を持っていないので、どのカードでも出せま"
        "す。"
    ),
    "practice.spoil_five.why_may.held_back": (
        "{card}は出せます：{name}の切り札は上位切り札だけで、より弱い切り札がリードされたときは出し控えできま"
        "す。"
    ),
    "practice.spoil_five.why_may.void": (
        "{card}は出せます：{name}は{suit}も切り札も持っていないので、どのカードでも出せます。"
    ),
    "practice.spoil_five.why_may.discard": (
        "{card}は出せます：{name}は{suit}を持っておらず、このテーブルのハウスルールでは、リードされたスートが"
        "ないときは切り札の代わりに捨て札ができます。"
    ),
    "practice.spoil_five.may_not": "{card}は出せません：{reason}。",
    "practice.spoil_five.may_play": "{name}が出せるのは{cards}{any}です。",
    "practice.spoil_five.any_card": "（どれでも）",
    "practice.spoil_five.playable.question": (
        "切り札は{suit}です（ハートのAは常に切り札）。{leader}が{card}をリードしました。{name}のどのカードを"
        "このトリックに出せますか？それぞれクリックして、「確認」を押してください。"
    ),
    "practice.spoil_five.trick.label": "{name}（{card}）",
    "practice.spoil_five.trumps_led": "{card}は切り札ではなく、切り札がリードされたので、勝てません。",
    "practice.spoil_five.off_suit": "{card}は{suit}でも切り札でもないので、勝てません。",
    "practice.spoil_five.trump_beats": (
        "{winner}は切り札で、{card}はそうではありません：切り札はどの切り札でない札にも勝ちます。"
    ),
    "practice.spoil_five.a_trump": "切り札",
    "practice.spoil_five.higher": "このディールでは、{winner}は{card}より強い{what}です。",
    "practice.spoil_five.trick.question": (
        "切り札は{suit}です（ハートのAは常に切り札）。{name}がこのトリックの最後に{card}を出します。誰が勝ち"
        "ますか？"
    ),
    "facts.spoil_five.trumps_declared": "切り札のAの宣言",
    "facts.spoil_five.robs": "交換",
    "facts.spoil_five.jinks_tried": "ジンクの試み",
    "facts.spoil_five.jinks_won": "ジンクの成功",
    "facts.spoil_five.spoiled_deals": "スポイルしたディール",
    "facts.spoil_five.stops": "3トリックで止めた回数",
    "facts.spoil_five.eldest_took_first_pool": "ディーラーの左隣のプレイヤーが最初のプールを取った",
    "spoil_five.rules.players.label": "人数",
    "spoil_five.rules.players.help": (
        "プレイヤーの人数、3〜10人（原典：3〜7人が普通で、5人がベスト。10人では52枚のうち51枚を使います）。"
    ),
    "spoil_five.rules.ranking.label": "カードの強さ",
    "spoil_five.rules.ranking.help": (
        "カードの強さの順：簡略化（原典のルール：どのスートも赤のスートと同じ順）または伝統的（原典の注：黒の"
        "スートでは小さい数札の順が逆で、2が強く10が弱く、切り札以外のAは2より強い）。"
    ),
    "spoil_five.rules.void_may_discard.label": "スートがなければ何でも出せる",
    "spoil_five.rules.void_may_discard.help": (
        "リードされたスート（切り札以外）を持っていなければ、切り札を持っていても何を出してもよい（一般的なル"
        "ール。原典では切り札を出さなければなりません）。"
    ),
    "spoil_five.rules.may_decline.label": "切り札のAを宣言しないこともできる",
    "spoil_five.rules.may_decline.help": (
        "切り札のAを持つプレイヤーが宣言するかどうかを選びます。宣言しなかったAでは交換できず、1番弱い切り札"
        "になり、上位切り札の出し控えもできません。オフ：自動的に、全員に見えるように宣言されます。"
    ),
    "spoil_five.rules.first_dealer.label": "最初のディーラー",
    "spoil_five.rules.first_dealer.help": (
        "最初のディーラーの決め方：無作為に決める（原典は任意のやり方でよい）または表向きに配って最初のJ（南"
        "から1枚ずつ表向きに配り、最初にジャックを配られたプレイヤーが配る。原典の注）。"
    ),
    "spoil_five.rules.starting_chips.label": "最初のチップ",
    "spoil_five.rules.starting_chips.help": "各プレイヤーが最初に持つチップ（原典の提案は20枚）。",
    "spoil_five.rules.ante.label": "参加料",
    "spoil_five.rules.ante.help": "各ディールの前に各プレイヤーがプールに出すチップ（原典：1チップ）。",
    "spoil_five.rules.spoil_ante.label": "持ち越し後の参加料",
    "spoil_five.rules.spoil_ante.help": (
        "プールが持ち越しになったディールの次に参加料を出す人：全員（原典）、ディーラーだけ（一部の一般的なル"
        "ール）または誰も出さない（プールはそのまま持ち越し）。"
    ),
    "spoil_five.rules.jink_bonus.label": "全トリックのボーナス",
    "spoil_five.rules.jink_bonus.help": (
        "全トリックを取ったプレイヤーが、チップを持つ他の各プレイヤーからもらうチップ（原典：1チップ。チップ"
        "が足りない人は持っている分だけ払います）。"
    ),
    "spoil_five.rules.deals.label": "ディール数",
    "spoil_five.rules.deals.help": (
        "プールが獲得されたあと、このディール数で終えます（0：誰かが参加料を出せず、プールも空になるまで。原"
        "典の終わり方）。"
    ),
    "spoil_five.rules.single_deal.label": "1ディールのみ",
    "spoil_five.rules.single_deal.help": (
        "1ディールだけプレイします（レッスンやシミュレーション用）。誰も3トリック取らなければ、プールは場に残"
        "ります。"
    ),
    # what the live table asks at each phase of a turn (cardrules.prompts; the phases in table.py, TABLE.prompts)
    "spoil_five.status.rob.click": (
        "交換するには、切札表示カードと捨てる手札をクリックしてから交換を選びます。交換しないならそのボタ"
        "ンを選びます。どのカードを試してもよく、ルールで認められないときは理由が表示されます。"
    ),
    "spoil_five.status.rob.picked_more": (
        "選んだカード {cards}：下の交換を選ぶか、捨てるカードをクリックしてください："
    ),
    "spoil_five.status.lead.click": (
        "トリックにリードする手札のカードをクリックします。どのカードを試してもよく、ルールで認められない"
        "ときは理由が表示されます。"
    ),
    "spoil_five.status.play.click": (
        "トリックに出す手札のカードをクリックします。どのカードを試してもよく、ルールで認められないときは"
        "理由が表示されます。"
    ),
    "spoil_five.status.three.click": (
        "5トリック全部を狙うなら手札のカードをクリックしてリードします（ジンク）。止めてプールを取るなら"
        "そのボタンを選びます。どのカードを試してもよく、ルールで認められないときは理由が表示されます。"
    ),
    "spoil_five.prompt.lead_it": "これをリードする",
    "spoil_five.prompt.play_it": "これを出す",
}
