"""Every text of Tablanette in Japanese: its moves, refusals, narration, status, table labels, lessons,
practice questions, facts and house rules, by message key (registered by :func:`cardrules.i18n.register`)."""

MESSAGES: dict[str, str] = {
    "tablanette.title": "タブラネット",
    "tablanette.move.play": "{card}を出す",
    "tablanette.move.take": "{card}を出して{cards}を取る",
    "tablanette.reason.not_a_move": (
        "{move}はタブラネットの手ではありません（手は1枚のカードを出し、取る場札を指定します）"
    ),
    "tablanette.reason.named_twice": "同じ場札が2回指定されています",
    "tablanette.reason.not_on_table": "{card}は場にありません",
    "tablanette.reason.jack_takes_all": "ジャックは場札をすべて取ります",
    "tablanette.reason.jack_on_table": "場のジャックはジャックを出したときにしか取れません",
    "tablanette.reason.cannot_split": (
        "{cards}は、ランク{rank}のカードと、合計が{value}になる2枚か3枚のグループに分けられません"
    ),
    "tablanette.reason.cannot_split_any": (
        "{cards}は、ランク{rank}のカードと、合計が{value}になる何枚かのグループに分けられません"
    ),
    "tablanette.reason.must_capture": "{card}は取らなければなりません：{example}を取れます",
    "tablanette.reason.take_everything": (
        "出したカードで取れる場札はすべて取らなければなりません：{example}がまだ残っています"
    ),
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
    "tablanette.event.sweep": (
        "{who}が{card}を出して場札をすべて取ります：{cards}（タブラネットにはなりません）。"
    ),
    "tablanette.event.capture": "{who}が{card}を出して{groups}を取ります。",
    "tablanette.event.tablanette": "{who}が{card}を出して{groups}を取ります：タブラネット！ {points}点。",
    "tablanette.event.last_cards_nobody": (
        "このディールでは誰も取らなかったので、{cards}は誰のものにもなりません。"
    ),
    "tablanette.event.last_cards": (
        "最後に取った{who}が残りの場札を取ります：{cards}（タブラネットにはなりません）。"
    ),
    "tablanette.event.group_sum": "{cards}（{sum} = {value}）",
    "tablanette.event.deal_scored.owner": "{owner} {cards}・{points}点（合計{total}点）",
    "tablanette.event.deal_scored": "第{deal}ディールの得点：{each}。",
    "tablanette.score.tablanettes": "タブラネット",
    "tablanette.score.card_points_parlett": "カード点（A 11、10 10、K 4、Q 3、J 2）",
    "tablanette.score.honours": "A K Q J 10 各1点",
    "tablanette.score.ten_of_diamonds": "10♦の追加点",
    "tablanette.score.two_of_clubs": "2♣",
    "tablanette.score.most_cards": "最多枚数",
    "tablanette.score.before": "この局面以前",
    "tablanette.team": "{first}・{second}",
    "tablanette.zone.hand": "{name}",
    "tablanette.fact.deal": "ディール",
    "tablanette.fact.dealer": "ディーラー",
    "tablanette.fact.target": "目標点",
    "tablanette.fact.score": "得点",
    "tablanette.move_error.format": "出すカードを1枚書き、続けて take と取るカードを書きます：{text}",
    "tablanette.preset.two": "2人（原典どおり）",
    "tablanette.preset.single_deal": "2人、1ディールのみ",
    "tablanette.preset.eight_cards_parlett": "2人、8枚配り、パーレットのカード点",
    "tablanette.preset.sums_any_size": "2人、何枚でも合計で取れる",
    "tablanette.preset.jack_is_twelve": "2人、ジャックは12",
    "tablanette.preset.aces_one_no_bonus": "2人、Aは1、最多枚数ボーナスなし",
    "tablanette.preset.aces_eleven_to_60": "2人、Aは11、60点まで",
    "tablanette.preset.three": "3人、1ディールのみ",
    "tablanette.preset.three_to_151": "3人、151点まで",
    "tablanette.preset.four_individuals": "4人の個人戦、1ディールのみ",
    "tablanette.preset.four_partners": "4人のパートナー戦、1ディールのみ",
    "tablanette.preset.four_partners_to_100": "4人のパートナー戦、100点まで",
    "tablanette.rules.card_points.option.original": "原典どおり（A K Q J 10 各1点、10♦は2点、2♣は1点）",
    "tablanette.rules.card_points.option.parlett": "パーレット式（A 11、10 10、K 4、Q 3、J 2）",
    "tablanette.rules.ace_in_tablanette.option.as_used": "取るときに使った値（自由なら11）",
    "tablanette.rules.ace_in_tablanette.option.one": "常に1",
    "tablanette.rules.ace_in_tablanette.option.eleven": "常に11",
    "tablanette.rules.first_dealer.option.cut": "全員がカットし、最も低いカードの人が配る",
    "tablanette.rules.first_dealer.option.south": "南が最初に出す",
    "tablanette.rules_error.partnership": "4人が必要です（{players}人ではできません）",
    "tablanette.rules_error.eight_card_deal": "2人用のルールです；{players}人では全員に4枚ずつ配ります",
    "tablanette.summary": (
        "出したカードと同じランクのカードや、合計が同じになるカードを場から取ります。場札を全部取ればタブラネ"
        "ットです。"
    ),
    "tablanette.lesson.glance": (
        "タブラネットのルールの要点\n"
        "2〜4人（4人は個人戦か、2人ずつのパートナー戦）、52枚のカード1組。\n"
        "ディール：6枚ずつ（3人・4人は4枚ずつ）、場に4枚を表向き、残りは山札。手札がなくなったら配り直し。\n"
        "手番：1枚出し、同じランクの場札全部と、合計がその数値になる2枚か3枚の場札のグループを取る。\n"
        "数値：2〜10は数字、クイーン13、キング14、エース1か11。ジャックには数値がない。\n"
        "取れるものはすべて取る。何も取れないカードは場に残る（捨て札）。\n"
        "タブラネット：場札を全部取ると、取ったカード全部（出したカードを含む）の数値をすぐに得点。\n"
        "ジャックは場札をすべて取るが、タブラネットにはならない。場のジャックはジャックでしか取れない。\n"
        "ディールの終了：最後に取った人が残りを取る。A K Q J 10各1点（10♦は2点）、2♣ 1点、最多枚数3点。\n"
        "最初に251点（3人と4人の個人戦は151点）に到達した人の勝ち。タブラネットでディールの途中に終わることも"
        "ある。"
    ),
    "tablanette.lesson.intro": (
        "# タブラネット\n"
        "カシノ系のゲームで、2〜4人でプレイします。手番ごとにカードを1枚出し、そのランクと同じ場札や、合計が"
        "その数値になる場札を取ります。場をきれいにする（フランス語の*table nette*、「きれいなテーブル」）と"
        "、すぐに得点になります。以下の局面はすべてエンジンが描いたもので、手の前の局面、手、手の後の局面、起"
        "きたことを示します。原典が決めていない点も含めた完全なルールは、[タブラネットのルール全文](rules.ipy"
        "nb?game=tablanette&lang=ja)のページにあります。"
    ),
    "tablanette.lesson.the_deal": (
        "## ディール\n"
        "全員がカットして、最も低いカードの人が最初のディーラーになります。ディーラーはディールごとに交代しま"
        "す（2人なら交互）。ディーラーは左隣から1枚ずつ、6枚ずつ（3人・4人は4枚ずつ）配り、4枚を表向きに置き"
        "ます：これが**場のカード**（場札）です。残りは裏向きの**山札**です。ディーラーの左隣（2人ならノンデ"
        "ィーラー）から出します。実際のディールの始まりと、全員の手札を表向きにした局面です："
    ),
    "tablanette.lesson.jacks_at_the_deal": (
        "## 最初の場のカードの中のジャック\n"
        "最初の4枚の場のカードにジャックがあれば、そのジャックを山札の1番下に入れ、山札の1番上から補充します"
        "（補充したカードがジャックなら、それも同じようにします）。そうなったディールの始まりです："
    ),
    "tablanette.lesson.values": (
        "## カードの数値\n"
        "2〜10はその数字、クイーンは13、キングは14、エースは1か11のどちらかをプレイヤーが選びます（出したカー"
        "ドについても、場のカードについても）。ジャックには数値がなく、特別の働きをします（後述）。"
    ),
    "tablanette.lesson.capturing_by_rank": (
        "## ランクで取る\n"
        "出したカードと同じランクの場札を全部取り、出したカードもいっしょに自分の取り札にします。場にK♠ K♦ 7♣"
        "があれば、K♥を出すと2枚のキングを両方取ります："
    ),
    "tablanette.lesson.capturing_by_sums": (
        "## 合計で取る、そしてタブラネット\n"
        "場札の2枚か3枚の合計が出したカードの数値と等しければ、それらも取ります（4枚以上の合計では取れません"
        "）：5は2 + 3を取ります。この例では場札がなくなるので**タブラネット**です。取ったカード全部（出したカ"
        "ードを含む）の数値を、すぐに得点します：2 + 3 + 5 = 10。"
    ),
    "tablanette.lesson.several_groups_at_once": (
        "## 複数のグループを一度に、取れるものはすべて取る\n"
        "場に2 3 4 8 9があれば、クイーン（13）は2 + 3 + 8 **と** 4 + 9を取ります。取れるカードはすべて取らな"
        "ければならないので、片方のグループだけを取ることはできません。エンジンが理由を示します："
    ),
    "tablanette.lesson.never_counted_twice": (
        "## 同じカードは2回数えない\n"
        "場に2 3 5 9があるとき、キング（14）は2 + 3 + 9か5 + 9を取れますが、4枚全部は取れません：9を2回数える"
        "ことになるからです。どちらの取り方も合法で、プレイヤーが選びます："
    ),
    "tablanette.lesson.aces": (
        "## エース：本当の選択\n"
        "必ずしも最高の枚数を取る必要はありません。場にA♣ 10♠があるとき、A♥を出せば、両方を取る（場のエースを"
        "1と数えて1 + 10 = 11）と、出したエースを11と数えて1 + 10 + 11 = 22点のタブラネットです。場のエースだ"
        "けをランクで取ることもでき、そのときは10♠が残ります："
    ),
    "tablanette.lesson.the_39_point_tablanette": (
        "## 39点のタブラネット\n"
        "場に3 10 Qがあるとき、クイーンを出すと、クイーンをランクで、3 + 10を合計で取ります：3 + 10 + 13 + 13"
        " = 39点。"
    ),
    "tablanette.lesson.takes_nothing": (
        "## 何も取れないカードは場に残る\n"
        "取れるカードは取らなければなりません：2 3の場に5を取らずに出すことはできません。8はそこでは何も取れ"
        "ないので、そのまま場のカードになります（**捨て札**）："
    ),
    "tablanette.lesson.jacks": (
        "## ジャック\n"
        "ジャックを出すと**場のカードをすべて**取りますが、タブラネットにはなりません。場のジャックはジャック"
        "を出すことによってしか取れないので、場にある間はタブラネットはできません：9は4 + 5を取り、ジャックは"
        "残ります。場にカードが1枚もないときにジャックを出すと、何も取らずに捨て札になります。"
    ),
    "tablanette.lesson.redeal": (
        "## 配り直し\n"
        "全員の手札がなくなったときに山札があれば、ディーラーはまた6枚ずつ（3人・4人は4枚ずつ）配ります。場の"
        "カードは配らず、プレイは順番どおりに続きます。ここでは南と北が最後のカードを出し、ディーラーの北が配"
        "り直します："
    ),
    "tablanette.lesson.end_of_deal": (
        "## ディールの終了と得点\n"
        "手札も山札もなくなったら、残っている場のカードは最後に場のカードを取った人のものになります。**これは"
        "タブラネットにはなりません**。そのあと、取ったエース、キング、クイーン、ジャック、10は各1点（ダイア"
        "モンドの10は2点）、クラブの2は1点、取ったカードの枚数が1番多い人に3点です。この1ディールのゲームでは"
        "最後に取ったのは南なので、残りの4枚は南のものになります。ディールの得点を1行ずつ示します："
    ),
    "tablanette.lesson.most_cards_tie": (
        "## 最多枚数が同数のとき\n"
        "取ったカードの枚数の1番多い人（組）が同数なら、誰も3点を得点しません。ここでは2人とも2枚ずつ取ります"
        "（北の取り方はタブラネットです）："
    ),
    "tablanette.lesson.game_end": (
        "## ゲームの終了\n"
        "最初に目標点に到達した人が勝者です：251点、3人と4人の個人戦は151点（パートナー戦は251点のまま）。得"
        "点はディールごとに積み重なり、ディーラーはディールごとに交代します。ディール後の得点計算で複数の人が"
        "目標点以上になったら、得点の多い人が勝者で、同点は引き分けです。"
    ),
    "tablanette.lesson.game_end_mid_deal": (
        "目標点に届くタブラネットをすれば、ディールの途中でもすぐにゲーム終了です。ここでは目標点を30点にして"
        "いる（ハウスルール）ので、39点のタブラネットで、手札が残ったままゲームに勝ちます："
    ),
    "tablanette.lesson.game_end_draw": (
        "引き分け：ここでは目標点を27点にしています（ハウスルール）。南と北のタブラネットはどちらも26点で、ま"
        "だ届きません。ディール終了時にそれぞれQで1点を足し、最多枚数ボーナスは同数（3枚ずつ）で誰にも入らず"
        "、2人とも27点で目標点に達して同点の1位：ゲームは引き分けです。"
    ),
    "tablanette.lesson.a_whole_deal": (
        "## 1ディールを1手ずつ\n"
        "エンジンのプレイヤー2人による実際のディールを、カットから得点まで示します。*最初*、*戻る*、*進む*、*"
        "最後*のボタン（または矢印キー）で1手ずつ追ってください：最初に山札の下に入るジャック、タブラネット、"
        "配り直し、最後の場のカードに注目してください。"
    ),
    "tablanette.lesson.a_whole_deal_score": (
        "その得点を1行ずつ：プレイ中に得点したタブラネット、そして取ったカードの得点です。"
    ),
    "tablanette.lesson.house_rules": (
        "## ハウスルール\n"
        "原典の注にある変種は、どれも下のテーブルのハウスルールの設定で切り替えられます：2人で8枚配り、何枚で"
        "も合計で取れる、パーレット式のカード点、普通の12としてのジャック。目標点や、原典が決めていない点も設"
        "定できます："
    ),
    "tablanette.lesson.house_rules_example": "何枚でも合計で取れるなら、キングは2 + 3 + 4 + 5も取れます：",
    "tablanette.lesson.practice": (
        "## 練習\n"
        "出したカードはどの場札を取るか、その取り方はタブラネットか。手札がなくなったらどうなるか、ディールの"
        "カードは何点か、タブラネットでゲームが終わるか。どの問題も実際のディールの局面から出され、エンジンが"
        "答えます：図のカードをクリックして（それから「確認」）、または答えを選んでください。間違った選択には"
        "すべて理由が示されます。問題セットの番号とレベルで問題が決まるので、クラスで同じ番号を出せば全員が同"
        "じ10問になります。"
    ),
    "tablanette.lesson.play": (
        "## プレイ\n"
        "番号を決めて配り、ゲームを1手ずつ見るか、南としてエンジンのプレイヤーと対戦します：カードをクリック"
        "し、次に取り方を選びます。取り方がたくさんあるときは、取りたい場札をクリックして*これで出す*を押して"
        "ください。選び方が認められないときは、エンジンが理由を示します。*ハウスルール*タブでルールを変えると"
        "、配り直しになります。"
    ),
    "tablanette.example.one_deal_over": (
        "これで第{deal}ディールとこの例（1ディールだけの例）は終わりです。ゲームではディーラーが左隣に移り、"
        "誰かが{target}点に達するまで得点を足していきます。"
    ),
    "tablanette.page.one_deal_status": "第{deal}ディール終了：{scores}。",
    "tablanette.page.replay_plain": "1手ずつ追える{moves}手のディール。最後の行：{last}",
    "tablanette.page.value.ace": "1か11",
    "tablanette.page.value.jack": "なし：場のカードをすべて取る",
    "tablanette.page.rank.A": "エース",
    "tablanette.page.rank.K": "キング",
    "tablanette.page.rank.Q": "クイーン",
    "tablanette.page.rank.J": "ジャック",
    "tablanette.page.rank.2": "2",
    "tablanette.page.rank.3": "3",
    "tablanette.page.rank.4": "4",
    "tablanette.page.rank.5": "5",
    "tablanette.page.rank.6": "6",
    "tablanette.page.rank.7": "7",
    "tablanette.page.rank.8": "8",
    "tablanette.page.rank.9": "9",
    "tablanette.page.rank.10": "10",
    "tablanette.page.head.card": "カード",
    "tablanette.page.head.value": "数値",
    "tablanette.page.head.legal": "{card}の合法な出し方",
    "tablanette.page.head.item": "項目",
    "tablanette.page.head.who": "誰が",
    "tablanette.page.head.points": "得点",
    "tablanette.page.head.why": "理由",
    "tablanette.page.head.players": "人数",
    "tablanette.page.head.target": "目標点",
    "tablanette.page.head.rule": "ハウスルール",
    "tablanette.page.head.meaning": "内容",
    "tablanette.page.head.choices": "選択肢",
    "tablanette.page.why.most_cards": "取った枚数：{counts}",
    "tablanette.page.why.most_cards_tie": "取った枚数が同数（{counts}）なので誰も得点しない",
    "tablanette.page.nobody": "なし",
    "tablanette.page.why.tablanettes": "プレイ中に得点",
    "tablanette.page.target.two": "2人",
    "tablanette.page.target.three": "3人",
    "tablanette.page.target.four_alone": "4人の個人戦",
    "tablanette.page.target.four_partners": "4人のパートナー戦",
    "tablanette.state_error.hands": "席ごとに1つずつの手札のリストでなければなりません",
    "tablanette.state_error.kind": "'seed'、'deck'、'position'のどれかでなければなりません（指定：{got}）",
    "tablanette.state_error.deck": "1組のデッキの52枚を1枚ずつ並べたものでなければなりません",
    "tablanette.state_error.twice": "2回出てくるカードがあります：{cards}",
    "practice.tablanette.taken": "{card}は取られます：{narration}",
    "practice.tablanette.taken_always": "{card}は{played}のどの合法な出し方でも取られます。",
    "practice.tablanette.stays": "{card}は場に残ります：それも取ることはできません（{reason}）。",
    "practice.tablanette.taken_sometimes": (
        "{card}は合法な取り方によって取られたり取られなかったりします：プレイヤーが選びます（組の極大な組み合"
        "わせならどれでも合法です）。"
    ),
    "practice.tablanette.takes_nothing": "{card}はここでは何も取らないので、場に残ります：{narration}",
    "practice.tablanette.several": "合法な取り方が{n}通りあり、どれも正解です：{narrations}",
    "practice.tablanette.next.question": (
        "{name}が{card}を出し、全員の手札がなくなります。山札は{stock}枚です。次はどうなりますか？"
    ),
    "practice.tablanette.next.deal": "山札から全員にもう{n}枚ずつ配る",
    "practice.tablanette.next.last": "ディール終了：場に残ったカードは{name}が取る",
    "practice.tablanette.next.nobody": "ディール終了：場に残ったカードは誰のものにもならない",
    "practice.tablanette.points.question": (
        "ディールが終わりました。{owner}が取ったカードは{n}枚：{cards}（ほか：{others}）。このディールで、これらの"
        "カードは何点になりますか？"
    ),
    "practice.tablanette.goal.question": (
        "得点：{scores}。このゲームは{goal}点まで。{name}が{card}を出して{cards}を取り、場札がなくなります："
        "{points}点のタブラネットです。どうなりますか？"
    ),
    "practice.tablanette.goal.on": "ゲームは続く",
    "practice.tablanette.goal.won": "ゲームはすぐに終わる：{owner}の勝ち",
    "practice.tablanette.next.last_so_far": "ここまでで最後に取ったのは{name}です。",
    "practice.tablanette.next.nobody_yet": "このディールではまだ誰も取っていません。",
    "practice.tablanette.captures.question": (
        "{name}が{card}を出します。場札のどれを取りますか？取るカードをすべてクリックして（何も取らなければク"
        "リックなし）、「確認」を押してください。"
    ),
    "practice.tablanette.none": "タブラネットではない",
    "practice.tablanette.points": "タブラネット、{points}点",
    "practice.tablanette.not_cleared.one": (
        "違います：{narration} {cards}が場に残るので、場は空になりません。"
    ),
    "practice.tablanette.not_cleared.other": (
        "違います：{narration} {cards}が場に残るので、場は空になりません。"
    ),
    "practice.tablanette.is_one": "タブラネットです：場が空になります。{narration}",
    "practice.tablanette.not_points": "{points}点ではありません：{narration}",
    "practice.tablanette.value.question": (
        "{name}が{card}を出して{cards}を取ります。これはタブラネットですか？何点ですか？"
    ),
    "facts.tablanette.tablanettes": "タブラネット",
    "facts.tablanette.tablanette_points": "タブラネットの得点",
    "facts.tablanette.jack_sweeps": "ジャックで場札をすべて取った回数",
    "facts.tablanette.captures": "場札を取った回数",
    "tablanette.rules.players.label": "人数",
    "tablanette.rules.players.help": (
        "プレイヤーの人数、2〜4人（原典はまず2人ゲームを説明し、3人と4人は時計回りにプレイ）。"
    ),
    "tablanette.rules.partnership.label": "パートナー戦",
    "tablanette.rules.partnership.help": (
        "4人のとき、向かい合った2人ずつがパートナーになり、取り札と得点を合わせる。"
    ),
    "tablanette.rules.eight_card_deal.label": "8枚配り",
    "tablanette.rules.eight_card_deal.help": (
        "2人のとき、6枚ではなく8枚ずつ配る（配り直しも8枚；原典が挙げる変種、パーレットによる）。"
    ),
    "tablanette.rules.sums_any_size.label": "何枚でも合計で取れる",
    "tablanette.rules.sums_any_size.help": (
        "合計で取るとき、2枚か3枚に限らず何枚の場札でも使える（パーレットによる変種）。"
    ),
    "tablanette.rules.jack_is_twelve.label": "ジャックは12",
    "tablanette.rules.jack_is_twelve.help": (
        "ジャックは12の普通のカードとして、ランクと合計で取り、取られる（スカーンによる変種）。"
    ),
    "tablanette.rules.card_points.label": "カード点",
    "tablanette.rules.card_points.help": (
        "ディール終了時のカード点：原典どおり（A K Q J 10 各1点、10♦は2点、2♣は1点）か、パーレット式（A 11、1"
        "0 10、K 4、Q 3、J 2）。"
    ),
    "tablanette.rules.most_cards_bonus.label": "最多枚数ボーナス",
    "tablanette.rules.most_cards_bonus.help": "最も多くのカードを取ったら3点（同数なら得点なし）。",
    "tablanette.rules.ace_in_tablanette.label": "タブラネットでのA",
    "tablanette.rules.ace_in_tablanette.help": (
        "タブラネットの得点でのAの数え方：取るときに使った値（自由なら11）、常に1、または常に11。"
    ),
    "tablanette.rules.target.label": "目標点",
    "tablanette.rules.target.help": "ゲームに勝つ得点。0は原典どおり：251点（3人と4人の個人戦は151点）。",
    "tablanette.rules.first_dealer.label": "最初のディーラー",
    "tablanette.rules.first_dealer.help": (
        "最初のディーラーの決め方：全員がカットし、最も低いカードの人が配る（同じなら引き直し）か、南が最初に"
        "出すようにする。"
    ),
    "tablanette.rules.single_deal.label": "1ディールのみ",
    "tablanette.rules.single_deal.help": (
        "1ディールだけプレイする（レッスンやシミュレーション用）；その得点計算でゲーム終了。"
    ),
    # what the live table asks at each phase of a turn (cardrules.prompts; the phases in table.py, TABLE.prompts)
    "tablanette.status.to_play.click": (
        "出す手札のカードをクリックし、続けてそのカードで取る場札をクリックします（取らなければ場に残りま"
        "す）。どのカードを試してもよく、ルールで認められないときは理由が表示されます。"
    ),
    "tablanette.status.to_play.picked_more": (
        "選んだカード {cards}：下の取り方から選ぶか、ほかに取る場札をクリックしてください："
    ),
    "tablanette.prompt.play_it": "これで出す",
}
