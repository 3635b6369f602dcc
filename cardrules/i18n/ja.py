# ruff: noqa: E501 - Japanese lines are wide; a sentence per line reads better than split fragments
"""日本語のメッセージ (Japanese messages): the same keys as :mod:`cardrules.i18n.en`, plus each ``Rules`` field's
label and help (``<game>.rules.<field>.label`` / ``.help``; English has those in the game's docstrings).

Game terms follow the original write-ups, as `docs/glossary.md` lists them: 場札・場 (the table), 山札 (the stock), 切り札 (trumps), トリック,
ディール, ディーラー, パック, スチール, スローオフ, タブラネット. Cards keep their codes and symbols (A♠, 10♥).
"""

MESSAGES: dict[str, str] = {}

# ------------------------------------------------------------------------------- a page's header and its rules page
MESSAGES.update({
    "nav.label": "目次",
    "nav.home": "← ゲーム一覧",
    "nav.glance": "あらまし",
    "nav.learn": "ルールを学ぶ",
    "nav.practice": "練習",
    "nav.play": "プレイ",
    "nav.house-rules": "ハウスルール",
    "nav.rules": "ルール全文",
    "rules.page_title": "ルール全文",
    "rules.page_intro": (
        "このアプリが遊ぶとおりの各ゲームを、遊んだことのない人に向けて説明します：カード、配り方、すべてのルール、"
        "得点のつけ方、そして原典が決めていない点とその決め方と理由。"
    ),
    "rules.lesson": "{game}を順に学び、練習し、遊ぶ：{game}のページ",
    "rules.game_page": "{game}のページ",
})

# ------------------------------------------------------------------------------------------------------- common
MESSAGES.update({
    "language.name": "日本語",
    "list.sep": "、",
    "list.semi": "；",
    "list.sentences": "",
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
})

# ------------------------------------------------------------------------------------------ render and widgets
MESSAGES.update({
    "render.face_down": "裏向き",
    "render.empty": "なし",
    "render.none": "なし",
    "widget.seed": "シード",
    "widget.seed_tip": "配りの番号：同じシードならいつも同じカードが配られます。新しい配りには番号を変えてください。",
    "widget.deal": "配る",
    "widget.deal_tip": "シード欄の番号から新しいゲームを配ります（同じ番号ならいつも同じカードが配られます）。",
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
    "widget.rules_note": "ここでの変更はすぐに反映されます。変更したルールで配り直し、進行中のゲームは終わります。",
    "widget.rules_dealt": "このルールで配り直しました（シード {seed}）。新しいゲームは「テーブル」タブにあります。",
    "widget.your_turn": "【あなたの番】{question}",
    "widget.looking_back": "前の場面を振り返っています。ゲームの続きは「最後」を押すと再開できます。",
    "widget.click_cards": "手札のカードをクリックして手を始めます。どのカードを試してもよく、ルールで認められないときは理由が表示されます。",
    "widget.no_such_choice": "ちょうどそのカードを使う合法手はありません",
    "widget.play_it": "選んだカードで試す",
    "widget.cancel": "キャンセル",
    "widget.projector": "プロジェクター",
    "widget.projector_tip": "大きなカードと文字、高コントラスト、教室用",
    "widget.teaching": "レッスン：全員の手札を表に",
    "widget.playing": "プレイ：自分の手札だけ",
    "widget.replay": "リプレイファイルを作る",
    "widget.replay_tip": "このゲームを1手ずつ再生できる、どのブラウザでも開けるHTMLファイル",
    "widget.load": "ゲームを読み込む",
    "widget.load_label": "保存したゲームを読み込む：",
    "widget.copy": "リンクをコピー",
    "widget.copied": "コピーしました",
    "widget.link": "このディールへのリンク：",
    "widget.link_add": "ゲームのページのアドレスに{query}を付けてください",
    "widget.download.one": "このゲーム（{n}手）をJSONファイルでダウンロード",
    "widget.download.other": "このゲーム（{n}手）をJSONファイルでダウンロード",
    "widget.download_replay": "{name}をダウンロード（{kb} kB）",
    "widget.not_loaded": "読み込めません：{error}",
    "widget.loaded.one": "{name}を読み込みました：{n}手の{title}のゲームです。",
    "widget.loaded.other": "{name}を読み込みました：{n}手の{title}のゲームです。",
    "widget.hint": "ヒント",
    "widget.autoplay": "自動で進める",
    "widget.autoplay_tip": "ボットが{seconds}秒ごとに1手ずつ自動で打ち進め（観戦モード）、各ディールの終わりで止まります。もう一度押すと一時停止します。",
    "widget.autoplay_pause": "一時停止",
    "widget.hint_tip": "モンテカルロボットが選ぶ、あなたの最善手3つ",
    "widget.hint_only": "ここでできる手は1つだけです：{move}",
    "widget.hint_lead": "終了時の平均リード：{lead}",
    "widget.hint_tied": "試行の回数が同じ手は、終了時にほかの最上位の人により大きくリードしている手を先に並べています。",
    "widget.hint_few": "与えられた時間で試せた回数が少ないので、数字はおおよその目安です。",
    "hint.wins": "10回の試行のうち約{k}回ディールに勝つ",
    "hint.ahead": "10回の試行のうち約{k}回、このディールの終わりにトップ",
    "hint.row": "{move}：{figure}",
    "hint.row_known": "{move}：{known}。{figure}",
    "hint.lead": "（{lead}）",
    "hint.then": "{move}、続けて{then}",
    "hint.tries": "1回の試行では、見えないカードをランダムに配り、全員がボットと同じように打ってディールを最後までプレイします。それぞれの手を{n}回試しました。",
    "hint.same_rank": "順位が同じ手は、この試行では差が見分けられませんでした。どちらも同じくらい良い手です。",
    "hint.alike": "目立って良い手はありません。それぞれ{n}回試したところ、検討した手はどれも同じような結果でした。どれを選んでも構いません。",
    "hint.other": "または{move}：{figure}（{last}位中{rank}位）。",
    "hint.weighed": "あなたの{n}通りの手のうち{k}通りを検討しました（ボット自身の選ぶ手と、残りからランダムに選んだ手）。",
    "widget.hint_own_turn": "ヒントは自分の番のときだけです",
})

# ------------------------------------------------------------------------------------------------ landing page
MESSAGES.update({
    "landing.or": "または{n}",
    "landing.stop": "。",
    "landing.players": "人数：",
    "landing.length": "長さ：",
    "landing.length.one": "{deals}ディール、{players}人で全部で約{moves}手（ボット同士の{games}ゲームの中央値）。",
    "landing.length.other": "{deals}ディール、{players}人で全部で約{moves}手（ボット同士の{games}ゲームの中央値）。",
    "landing.open": "{title}を学んでプレイする",
})

# ---------------------------------------------------------------------------------------------------- index lessons
MESSAGES.update({
    "index.lesson.intro": (
        "# cardrules：5つのカードゲームを学んで遊ぶ\n"
        "4つの伝統的なゲームと、1つの新しいデザイン（デザイナーの草案、9 Peak）です。\n"
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
        "すべてエンジンの理由が示されます。問題集は番号とレベルで決まるので、クラスで「問題集の番号3、初級」と伝えれば全員が同じ10問になります：\n"
        "[タブラネット](tablanette.ipynb?lang=ja#practice)、[スポイルファイブ](spoil_five.ipynb?lang=ja#practice)、\n"
        "[パックス](packs.ipynb?lang=ja#practice)、[デュダック](dudak.ipynb?lang=ja#practice)、[9 Peak](nine_peak.ipynb?lang=ja#practice)。"
    ),
})

# ----------------------------------------------------------------------------------------------- static site
# the static site (make site) has no house-rules lab: a lesson's link to it becomes its name and this
MESSAGES.update({
    "site.lab_on_server": (
        "（このアプリのサーバー版だけにあります。この静的サイトはブラウザの中で Python を動かしますが、ラボは\n"
        "何千ものゲームを行うために pandas とサーバーを必要とします）"
    ),
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
    "practice.widget.title": "練習：{game}",
    "practice.widget.set": "問題集の番号",
    "practice.widget.level_tip.1": "少ないカード、ルール1つ",
    "practice.widget.level_tip.2": "多めのカード、意外なルール",
    "practice.widget.level_tip.3": "細かいルール",
    "practice.widget.check": "確認",
    "practice.widget.next_question": "次の問題",
    "practice.widget.next_set": "次の問題集",
    "practice.widget.set_name": "{game}、問題集{seed}、{level}",
    "practice.widget.score": "{answered}問中{right}問正解",
    "practice.widget.no_answers": "まだ解答なし",
    "practice.widget.question": "第{n}問（全{count}問）",
    "practice.widget.click_answer": " 答えをクリックしてください。",
    "practice.widget.none_of_them": "どれでもない",
    "practice.widget.right_answer": "正解：{answer}",
    "practice.widget.right_answer_several": "正解（いくつかあるうちの1つ）：{answer}",
    "practice.widget.finished": "問題集の終わり：{answered}問中{right}問正解。",
    "practice.widget.next_seed": "次は問題集{seed}です。",
    "practice.widget.card_state": "{card}（{state}）",
    "practice.widget.mark.chosen": "選択中",
    "practice.widget.mark.right": "正解に含まれる",
    "practice.widget.mark.wrong": "正解に含まれない",
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
    "share.not_text": "リンクのパラメーターが文字列ではありません: {got}。",
    "share.too_many": "リンクのパラメーターが多すぎます。",
    "share.not_a_parameter": "{name}はゲームページのパラメーターではありません（あるもの：{known}）。",
    "share.given_times": "{name}：{n}回指定されています。",
    "share.seed": "seed：0から{max}までの整数でなければなりません（指定：{text}）。",
    "share.projector": "projector：1 か 0 でなければなりません（指定：{text}）。",
    "share.hands": "hands：open（教えるとき）か mine（プレイするとき）でなければなりません（指定：{text}）。",
    "share.lang": "lang：{options}のどれかでなければなりません（指定：{text}）。",
    "share.players_twice": "players：パラメーターとrulesの両方で指定されています。",
    "share.players": "players：{game}は{allowed}人用です（指定：{text}）。",
    "widget.out_of_bounds": "{min}から{max}までの整数でなければなりません（指定：{got}）",
    "share.rule_not_used": "rules：{item} はほかのルールと両立しないため使いませんでした。",
    "rules_error.range": "{min}～{max}でなければなりません（指定：{value}）",
    "rules_error.one_of": "{options}のどれかでなければなりません（指定：{value}）",
    "save.too_big": "{size}バイトあります。保存したゲームは最大{max}バイトです",
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
    "replay.yes": "はい",
    "replay.no": "いいえ",
    "replay.rule": "{rule} = {value}",
    "replay.write_up_rules": "；原典のルール",
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
    "simulate.not_significant_p": "差は有意ではありません（p {p}）。",
    "simulate.two.wins": "{who}の勝率は{a}で{pa:.0%}、{b}で{pb:.0%}：差は{diff:+.1f}ポイント（95%区間 {lo:+.1f}～{hi:+.1f}）で、{verdict}（p {p}）。",
    "simulate.two.margin": "勝者の2位に対するリードは{a}で{ga:.1f}点、{b}で{gb:.1f}点です。{tail}",
    "simulate.two.closer": "{b}ではゲームが有意に接戦になります（p {p}）。",
    "simulate.two.less_close": "{b}ではゲームが有意に接戦でなくなります（p {p}）。",
    "simulate.two.length": "ゲームの長さは{a}で{ma:.1f}決定、{b}で{mb:.1f}決定です。{tail}",
    "simulate.two.longer": "{b}では有意に長くなります（p {p}）。",
    "simulate.two.shorter": "{b}では有意に短くなります（p {p}）。",
    "simulate.two": "{first}{second}{closer}",
    "simulate.two.largest": "最も大きな違い：{differences}。",
    "simulate.two.difference": "{measure}は{a}で{ma:.2f}、{b}で{mb:.2f}",
    "simulate.value.yes": "あり",
    "simulate.value.no": "なし",
    "simulate.rule_value": "{rule}：{value}",
    "simulate.rate.none": "{what}：数えるゲームがありません。",
    "simulate.rate.more": "{expected:.0%}より有意に多い（p {p}）",
    "simulate.rate.less": "{expected:.0%}より有意に少ない（p {p}）",
    "simulate.rate.same": "{expected:.0%}と有意な差はない（p {p}）",
    "simulate.rate": "{what}：{n}ゲーム中{share:.1%}（95%区間 {lo:.1%}～{hi:.1%}）、{verdict}。",
    "simulate.one.more": "平等な分け前{even:.0%}より有意に多く（p {p}）、席によって差があります。",
    "simulate.one.less": "平等な分け前{even:.0%}より有意に少なく（p {p}）、席によって差があります。",
    "simulate.one.same": "平等な分け前{even:.0%}と有意な差はありません（p {p}）。",
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
        "すべて95%区間がつき、差が偶然で生じる程度より大きいかどうかを短い文で述べます。ゲームはサーバーの\n"
        "すべてのコアで並列にプレイされ、ルールとシードが同じなら、コアの数によらず同じゲームになります。"
    ),
    "lab.lesson.the_lab": (
        "## ラボ\n"
        "ゲームを選び、2つのルールフォームで変種Aと変種Bを設定し（Aは原典のルール、Bは下のそのゲームの研究が調べるハウスルールから始まり、"
        "ゲームが許せば1ゲーム1ディール）、ボットとゲーム数を選んで **実行** を押します。バーはプレイ済みのゲーム数と、最初の数ゲームの"
        "ペースから見積もった残り時間を示し、そのあとに図（最終得点、各席の勝率と区間、ゲームの長さ）、そのゲーム独自の集計、"
        "比較表とその文が出ます。モンテカルロ・ボットはヒューリスティック・ボットよりずっと強いのですが、何倍も時間がかかります。"
    ),
    "lab.lesson.reading": (
        "## 結果の読み方\n"
        "*勝率* は、ある席（またはチーム）が勝ったゲームの割合で、同点の勝ちは分け合って数えます。区間はWilsonの95%区間です。\n"
        "*有意* とは、偶然だけでは20回に1回未満しか生じない差のことです（有意水準5%の両側検定）。どの変種も同じシードでプレイ\n"
        "するので、最初のディールは同じカードになり、比較がより鋭くなります。下の研究は、パッケージを作るときに少ないゲーム数で一度だけ\n"
        "プレイし、一緒に保存したものです（`make studies`）。「有意ではない」とされた差も、10倍のゲーム数なら有意になるかも\n"
        "しれませんし、数値も少し動きます。"
    ),
    "lab.lesson.tablanette": (
        "## タブラネット：8枚配りは最初のプレイヤーに有利か？\n"
        "パーレットの変種では、2人のそれぞれに6枚ではなく8枚を配ります。ここではどのディールでも南が先にプレイする（最初の\n"
        "ディーラーは北）ので、南の勝率が最初のプレイヤーの勝率です。1ゲーム1ディール、ヒューリスティック・ボット。"
    ),
    "lab.lesson.spoil_five": (
        "## スポイルファイブ：最初の席は有利か？\n"
        "ディーラーの左隣のプレイヤー（エルデスト）が最初のトリックをリードします。5人なら、プールが勝ち取られたディール（約半分はスポイル\n"
        "になり、プールは持ち越されます）のうち、平等な分け前はプール5回に1回です。最初にリードすることは、簡略化した\n"
        "カードの順位と伝統的な順位のそれぞれで、有利になるでしょうか？"
    ),
    "lab.lesson.packs": (
        "## パックス：特別なペアは何をするか？\n"
        "同じスートの2～5のカード2枚をいっしょに出すと2桁の数になり（5と4なら54）、小さなカードで大きなカードをパックしたり\n"
        "スチールしたりできます。2人、1ディール。Aは原典のルール、Bはペアを額面どおりに数えます。"
    ),
    "lab.lesson.dudak": (
        "## デュダック：個人の切り札はあり、それともなし？\n"
        "3人、1ディール。Aは原典の個人の切り札（いつでも宣言でき、宣言したプレイヤーは場札を全部取ります）、Bは切り札なし。\n"
        "デュダックの「勝者」は上がった2人です。注目すべき数値はゲームの長さと、ディールが手番の上限まで行き詰まる頻度です。"
    ),
    "lab.lesson.nine_peak": (
        "## 9 Peak：ピークを7にするとゲームは短く接戦になるか？\n"
        "草案の最初の問いです。4人。Aは原典のピーク9、Bはピーク7（数字が早くピークに届くので、より多くのカードが\n"
        "ピークの山に行き、セットを作るために手札に残るカードは減ります）。"
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
    "simulate.game_failed": "{game} の第 {index} ゲーム（シード {seed}、バリアント {variant}）でエラーが起きたので、実行を止めました：{error}。ルール：{rules}",
    "simulate.write_up_rules": "原典のルール",
    "simulate.error.bots_type": "ボットは名前1つか、席ごとに1つずつの名前でなければなりません（指定：{got}）",
    "simulate.error.bots_per_seat": "席ごとに1つのボットを指定してください（{players}席、指定：{n}）",
    "simulate.error.bot": "不明なボット {spec}（あるもの：random、heuristic、mc、mc:<ロールアウト数>、mc@<秒>）",
    "simulate.error.rollouts": "{spec}：モンテカルロのボットのロールアウト数は1手あたり1～{max}です",
    "simulate.error.games": "ゲーム数は1から{max}までの整数でなければなりません（指定：{got}）",
    "simulate.error.seed": "シードは整数でなければなりません（指定：{got}）",
    "simulate.error.workers": "ワーカー数は1以上の整数でなければなりません（すべてのコアを使うには指定しないでください）（指定：{got}）",
    "cli.error": "エラー：{option}：{reason}",
    "cli.whole": "半角数字で{min}から{max}までの整数でなければなりません（指定：{got}）",
    "cli.variant_twice": "ラベル {label} が2回指定されています",
    "cli.out": "{path} に書き込めません：{reason}",
    "cli.out_is_dir": "{path} はフォルダーです",
    "cli.no_dask": "dask の追加パッケージが必要です（pip install 'cardrules[dask]'）",
    "cli.scheduler": "スケジューラー {address} に{seconds}秒以内に接続できません（{reason}）",
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
    "lab.study.tablanette.six": "6枚配り",
    "lab.study.tablanette.eight": "8枚配り",
    "lab.figure.alt": (
        "{title}。図は、各変種について、各プレイヤーの平均得点、席ごとの勝率（95%区間と均等な割合）、"
        "ゲームの長さを示します。数値は下の表にあります。"
    ),
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
    "card_error.not_in_game": "{code}はこのゲームのカードではありません（{deck}）",
    "card_error.deck.standard": "標準のデッキ: S、H、D、CのA、2〜10、J、Q、K。ジョーカーはありません",
    "card_error.deck.numbers": "カードは数字1〜9で、スートはS、H、D、Cとジョーカー（X）。エースは1と書きます",
    "card_error.not_a_card": "カードではありません: {got}",
    "card_error.spelled": "このゲームでは{name}を{code}ではなく{own}と書きます",
    "card_error.not_in_deck": "このゲームのデッキ（{n}種類のカード）に{code}はありません",
    "state_error.card_codes": "カードコード（文字列または文字列のリスト）でなければなりません",
    "state_error.conservation": "カードがデッキとぴったり合いません：{parts}",
    "state_error.conservation.missing": "足りないカード {cards}",
    "state_error.conservation.extra": "余分または重複したカード {cards}",
    "state_error.conservation.foreign": "このゲームのデッキにないカード {cards}",
    "state_error.integer": "整数でなければなりません（指定：{got}）",
    "state_error.range": "{lo}～{hi}でなければなりません（指定：{got}）",
    "state_error.seat": "0～{max}の席でなければなりません（指定：{got}）",
    "state_error.bool": "trueかfalseでなければなりません（指定：{got}）",
    "state_error.hands_list": "{n}人分の手札（カードコード）のリストでなければなりません",
    "state_error.hands_count": "{n}人分の手札が必要です（指定：{got}）",
    # 訪問者が送る、保存したゲームではないもの（cardrules.protocol）
    "state_error.brief.int": "約{digits}桁の整数",
    "state_error.brief.nested": "表示できないほど深く入れ子になった{type}",
    "state_error.brief.opaque": "{type}型の値",
    "state_error.brief.cut": "（{n}文字）",
    "state_error.too_deep": "リストやオブジェクトの入れ子が{max}段を超えています。保存したゲームにそこまでの入れ子はありません",
    "state_error.number_too_long": "{got}が含まれています。保存したゲームの数は最大{max}桁です",
    "state_error.not_finite": "{got}が含まれています。保存したゲームが使う数ではありません",
    "state_error.not_json_value": "JSONでは表せない{type}型の値が含まれています",
    "state_error.key_type": "文字列でないキーがあります：{got}",
    "state_error.too_big": "{size}文字あります。読み込むのは最大{max}文字です",
    "state_error.not_utf8": "UTF-8のテキストではありません（{at}バイト目が読めません）。保存したゲームではありません",
    "state_error.not_text": "JSONのテキストでなければなりません（指定：{got}）",
    "state_error.not_json": "正しいJSONではありません（{line}行{column}列）",
    "state_error.json_unreadable": "JSONとして読めません",
    "state_error.rules_unreadable": "このゲームのハウスルールとして読めません",
    "state_error.start_unreadable": "{game}の開始局面ではありません。値の型か形が違います",
    "state_error.move_unreadable": "{move}はここで再生できません。この局面でのこのゲームの手ではありません",
    "state_error.too_many_moves": "{n}手あります。このサーバーが読み込むのは最大{max}手のゲームです",
    # ウィジェットのコールバックの共通エラーガード（cardrules.widgets.guard）：1行で、トレースバックは出さない
    "guard.not_allowed": "できません：{reason}",
    "guard.too_deep": "受け付けません：送られたものの入れ子が深すぎて読めません。",
    "guard.too_big": "受け付けません：送られたものがこのサーバーには大きすぎます。",
    "guard.unexpected": "サーバーでエラーが起きたため、実行できませんでした。詳細はサーバーのログにあります。",
    # 共有サーバーでのラボの実行（cardrules.widgets.lab）：上限、進行状況、キャンセル
    "lab.run.cancel": "キャンセル",
    "lab.run.limits": "このサーバーでは、1回の実行は変種ごとに最大{games}ゲーム、計算時間は最大{seconds}秒です。そこで止まり、終わった分を表示します。",
    "lab.run.too_many": "変種ごとに{n}ゲームは、このサーバーが1回に実行できる数（最大{max}）を超えています。",
    "lab.run.progress": "{total}ゲーム中{done}ゲーム",
    "lab.run.progress_left": "{head}、残り約{seconds}秒",
    "lab.run.progress_over": "{head}。このペースでは計算時間が約{needed}秒必要で、このサーバーの上限{limit}秒を超えます：変種ごとに約{fit}ゲームで止まります",
    "lab.run.cancelled": "キャンセルしました：変種ごとに{total}ゲーム中{done}ゲームが終わりました。",
    "lab.run.shown": "下の図と表はその結果です。",
    "lab.run.not_shown": "比べるには少なすぎるため、今回は図と表を示しません。",
    "lab.run.budget": "このサーバーの1回の上限である計算時間{seconds}秒で止まりました：変種ごとに{total}ゲーム中{done}ゲームが終わりました。ゲーム数を減らすか、速いボットにすると上限内に収まります。",
    "lab.run.done": "変種ごとに{n}ゲームを計算時間{seconds}秒で実行しました。",
    "lesson.before": "前",
    "lesson.after": "後",
    "lesson.move": "{name}：{move}",
    "illegal.message": "{move} は指せません：{reason}",
    "illegal.unreadable": "手として読めません（{error}）",
    "move_error.not_text": "手の書き方ではありません（手は文字で書きます。例: 一覧にある手）: {got}",
    "rules_error.mapping": "ルールの項目名と値のマッピングでなければなりません（指定：{got}）",
    "rules_error.unknown": "このゲームのルールではありません（ルール：{known}）",
    "rules_error.type": "{type}でなければなりません（指定：{got} {value}）",
})

# ------------------------------------------------------------------------ stored studies (cardrules/studies.py)
MESSAGES.update({
    "study.intro": (
        "**保存した実行の結果**（1変種{games}ゲーム。パッケージを作るときに一度だけプレイして一緒に保存したもので、"
        "この一覧の数値はすべてそのゲームから計算しています）："
    ),
    "study.mean": "{what}：{a}では1ゲーム{va}、{b}では{vb}。{verdict}。",
    "study.share": "{what}：{a}では{va}、{b}では{vb}。{verdict}。",
    "study.verdict.higher": "{b}のほうが多く、偶然による差を超えています（p {p}）",
    "study.verdict.lower": "{b}のほうが少なく、偶然による差を超えています（p {p}）",
    "study.verdict.same": "この規模では偶然を超える差はありません（p {p}）",
    "study.vs": "{what}（均等な割合は{expected}）：{parts}。",
    "study.vs.variant": "{variant}では{n}回中{value}（{verdict}）",
    "study.vs.more": "均等な割合より多い、p {p}",
    "study.vs.less": "均等な割合より少ない、p {p}",
    "study.vs.same": "均等な割合と差がない、p {p}",
    "study.tablanette.first_wins": "最初のプレイヤーの勝ち",
    "study.tablanette.tablanettes": "タブラネット",
    "study.tablanette.points": "最初のプレイヤーの得点",
    "study.tablanette.answer.higher": "8枚配りでは、最初のプレイヤーがより多く勝ちます。",
    "study.tablanette.answer.lower": "8枚配りでは、最初のプレイヤーが勝つ割合が下がります。",
    "study.tablanette.answer.no": (
        "この規模では、8枚配りによる先手の有利さは見えません。手札が多いことで変わるものは、ほかの指標に表れます。"
    ),
    "study.spoil_five.eldest": "勝ち取られたプールのうちディーラーの左隣のプレイヤーが取ったもの",
    "study.spoil_five.spoiled": "スポイルしたディール（プールは持ち越し）",
    "study.spoil_five.jinks": "ジンクの成功",
    "study.spoil_five.answer.higher": "少なくとも一方のカード順では、最初にリードすることがプールを取る人を変えます。",
    "study.spoil_five.answer.no": "このボットたちの間では、どちらのカード順でも、最初にリードする有利さは見えません。",
    "study.packs.steals": "スチール",
    "study.packs.packs_made": "作られたパック",
    "study.packs.decisions": "決定の数で測った長さ",
    "study.packs.first_wins": "南の勝ち",
    "study.packs.answer.higher": "ペアを額面で数えると、南がより多く勝ちます。",
    "study.packs.answer.lower": "ペアを額面で数えると、南が勝つ割合が下がります。",
    "study.packs.answer.no": (
        "この規模では、特別なペアが勝者に与える影響は測れません。プレイの中で何が変わるかは、ほかの指標に表れます。"
    ),
    "study.dudak.decisions": "決定の数で測った長さ",
    "study.dudak.stalled": "手番の上限で止まったディール",
    "study.dudak.answer.higher": "個人の切り札がないとデュダックは長引きます。ゲームを終わらせるのは切り札です。",
    "study.dudak.answer.lower": "個人の切り札がないとデュダックは短くなります。",
    "study.dudak.answer.no": "この規模では、個人の切り札による長さの差は測れません。",
    "study.nine_peak.decisions": "決定の数で測った長さ（短くなるか）",
    "study.nine_peak.margin": "勝者と2位の差（接戦になるか）",
    "study.nine_peak.peaks": "ピーク",
    "study.nine_peak.answer.higher": "ピーク7でゲームは短くなりません。むしろ長くなります。",
    "study.nine_peak.answer.lower": "ピーク7でゲームは短くなります。",
    "study.nine_peak.answer.no": (
        "この規模では、ピーク7でゲームがはっきり短くなるとは言えません。確かな答えには、ラボでもっと多くのゲームを"
        "プレイしてください。"
    ),
})

# ------------------------------------------------------------------ the app's page notices (the Voila template)
MESSAGES.update({
    "page.busy": "サーバーが混み合っています。このページの準備にいつもより時間がかかっています。",
    "page.broken": "このページの一部を作れませんでした。サーバーが混み合っているためと思われます。",
    "page.reload": "ページを再読み込み",
    "page.gone": "このページはサーバーを待つ間に接続が閉じられました。開き直しています…",
    "page.full_title": "サーバーが満員です",
    "page.full": (
        "このサーバーは今、受け入れられる数のゲーム台がすべて使われています。訪問者が去ると1〜2分で空きが出ますので、"
        "そのときにもう一度お試しください。"
    ),
    "page.upload_too_big": (
        "読み込みませんでした：{name} は {size} バイトです。保存したゲームは {max} バイトまでです。ファイルは送信していません。"
    ),
})

# ------------------------------------------------------------------------- the live table: clicks and deal ends
MESSAGES.update({
    "widget.show_legal": "出せる手を表示",
    "widget.open_hands_tip": "全員の手札を表向きにします（学習用。ボットは自分の手札しか見ません）",
    "widget.show_legal_tip": "いま出せるカード（カードを選んだ後は、その行き先）に印を付けます",
    "widget.next_deal": "次のディール",
    "widget.last_position": "ディールが終わった局面（最後の手の前）：",
    "widget.final_position": "最後の局面：",
    "widget.more_controls": "その他の操作：シード・言語・合法手・手順",
    "widget.score_line": "得点：",
    "widget.deal_ended": "第{deal}ディールが終わりました：その結果です。",
    "widget.deal_over_first": "このディールは終わっています。先に次のディールへ進んでください",
    "widget.choices": "または：",
    "widget.choices_only": "次の手を選んでください：",
    "widget.picked": "選んだカード {cards}：",
    "widget.picked_more": "選んだカード {cards}：下の手から選ぶか、さらにカードをクリックしてください：",
    "render.game_over": "第{deal}ディール終了、ゲーム終了",
    "render.game_over_one": "ゲーム終了",
    "render.total": "合計",
    "render.final_scores": "得点",
    "render.deal_total": "このディール",
    "render.running_total": "累計",
    "render.deal_scores": "第{deal}ディールの得点",
    "render.deal_no_points": "このディールの得点はありません",
    'landing.join_room': 'ルームに入る',
    'landing.join_room_help': '授業中ですか？先生が見せるルームコードを入力してください：',
    'widget.open_room': 'ルームを開く',
    'widget.open_room_tip': 'このディールをクラスでプレイします。生徒はそれぞれの画面で、テーブルはプロジェクターに表示されます',
})
