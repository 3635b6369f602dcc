"""Every text of 9 Peak in Japanese: its moves, refusals, narration, status, table labels, lessons,
practice questions, facts and house rules, by message key (registered by :func:`cardrules.i18n.register`)."""

MESSAGES: dict[str, str] = {
    "nine_peak.title": "9 Peak",
    "nine_peak.move.pass_one": "パス：{card}をエリアに置く",
    "nine_peak.move.pass_two": "パス：{first}、次に{second}をエリアに置き、1枚取る",
    "nine_peak.hint.then": "{move}（{then}）",
    "nine_peak.hint.wins": "10回の試行のうち約{k}回ゲームに勝つ",
    "nine_peak.move.take": "エリアから{card}を取る",
    "nine_peak.move.play": "{n}のセットをプレイ：{cards}",
    "nine_peak.move_error.empty": "手が空です：pass、take、playのどれかを書きます（例：'pass 5S'）",
    "nine_peak.move_error.pass": "パスで置くのは1枚か2枚です（例：'pass 5S'、'pass 5S 6H'）",
    "nine_peak.move_error.take": "取るのは1枚です（例：'take 3D'）",
    "nine_peak.move_error.play": "セットは 'play N: カード' と書きます（例：'play 3: 3S 2H 3D'）",
    "nine_peak.move_error.verb": "{verb!r}という手はありません（pass、take、playのどれか）",
    "nine_peak.preset.draft": "草案7、4人",
    "nine_peak.preset.draft_3": "草案7、3人",
    "nine_peak.preset.draft_5": "草案7、5人",
    "nine_peak.preset.peak_7": "ピーク7",
    "nine_peak.preset.double_bonus": "ボーナス2倍",
    "nine_peak.preset.peak_7_double_bonus": "ピーク7とボーナス2倍",
    "nine_peak.preset.idea_a": "案A：数字1〜5、各3枚（65枚）",
    "nine_peak.preset.idea_a_3": "案A、3人：数字1〜5、各2枚（45枚）",
    "nine_peak.preset.idea_b_5": "案B、5人：66枚、エリアに6枚、12枚ずつ",
    "nine_peak.preset.idea_b_3": "案B、3人：エリアに6枚、12枚ずつ、24枚は使わない",
    "nine_peak.preset.setup_set_aside": "準備中のピークは除外",
    "nine_peak.preset.setup_refill_5": "準備中のピークは除外して補充、5人",
    "nine_peak.preset.printed_jokers": "ジョーカーは印刷どおりのスート",
    "nine_peak.preset.no_jokers": "ジョーカーなし",
    "nine_peak.preset.area_8_hands_10": "エリア8枚、手札10枚、3人",
    "nine_peak.rules.setup_peak.option.reshuffle": "シャッフルして配り直す",
    "nine_peak.rules.setup_peak.option.set_aside": "そのカードを除外する",
    "nine_peak.rules.setup_peak.option.refill": "除外して補充する",
    "nine_peak.rules.joker_suits.option.wild": "ジョーカーは好きなスートにもジョーカーのままにもなる",
    "nine_peak.rules.joker_suits.option.printed": "印刷されたスートがバラバラ",
    "nine_peak.zone.hand_last_one": "残り1枚：手札が尽きると、その巡目の終わりでゲーム終了",
    "nine_peak.zone.hand_last_two": "残り2枚：手札が尽きると、その巡目の終わりでゲーム終了",
    "nine_peak.zone.set": "{name}のセット{k}（{cards}）",
    "nine_peak.zone.set_note": "{size} × {count} = {points} ＶＰ",
    "nine_peak.range.heading": "数字幅",
    "nine_peak.range.number": "{n}",
    "nine_peak.range.peak": "ピーク",
    "nine_peak.range.peak_row": "ピーク {v}",
    "nine_peak.range.line": "{n}は{lo}〜{hi}",
    "nine_peak.range.line_only": "{n}は{n}のみ",
    "nine_peak.range.plain": "いまの数字幅：{ranges}。",
    "nine_peak.reason.not_a_move": (
        "{move}は9 Peakの手ではありません（パス、テイク、プレイのいずれかで、カードを指定します）"
    ),
    "nine_peak.reason.must_take": "2枚置いたので、次はエリアからカードを1枚取らなければなりません",
    "nine_peak.reason.not_in_area": "{card}はエリアにありません",
    "nine_peak.reason.take_after_pass": "エリアからカードを取れるのは、パスで2枚置いたあとだけです",
    "nine_peak.reason.take_empty": "エリアは空です。カードを取れるのは、パスで2枚置いたあとだけです",
    "nine_peak.reason.not_held": "{card}を持っていません",
    "nine_peak.reason.held_only": "{card}は{held}枚しか持っていません",
    "nine_peak.reason.set_size": "セットの大きさは1以上です（{n}が指定されました）",
    "nine_peak.reason.set_count": "{n}のセットはちょうど{n}枚でなければなりません（{got}枚です）",
    "nine_peak.reason.range": (
        "{n}のセットのカードはすべて{n}として扱えなければなりません：{card}は{lo}〜{hi}として扱います（エリア"
        "に同じ数字が{extra}枚）"
    ),
    "nine_peak.reason.range_only": (
        "{n}のセットのカードはすべて{n}として扱えなければなりません：{card}は{lo}としてしか扱えません（エリア"
        "に{number}がありません）"
    ),
    "nine_peak.zone.area": "エリアの{n}：{lo}〜{hi}として扱う",
    "nine_peak.zone.area_only": "エリアの{n}：{n}のみ",
    "nine_peak.zone.area_note": "{n} + {c} = {hi}；ピークは{peak}",
    "nine_peak.zone.peaks": "{name}のピークカード",
    "nine_peak.zone.vp": "{n} ＶＰ（実際の卓では裏向きに置く。ここでは追えるように表向きで示す）",
    "nine_peak.zone.pile": "使わない山",
    "nine_peak.zone.out": "セットアップで除外",
    "nine_peak.fact.peak": "ピーク",
    "nine_peak.fact.start_player": "スタートプレイヤー",
    "nine_peak.fact.last_seat": "各巡目の最後の手番",
    "nine_peak.fact.end": "終了",
    "nine_peak.fact.bonus": "ジョーカーなしボーナス",
    "nine_peak.fact.not_yet": "まだ",
    "nine_peak.fact.triggered": "{name}が終了トリガーを引きました",
    "nine_peak.fact.bonus_times": "最大セットの{n}倍",
    "nine_peak.status.score": "{who} {points}",
    "nine_peak.status.over": "{who}の勝ち（{table}）",
    "nine_peak.status.over_tie": "同点ですが、手番順が早い{who}の勝ち（{table}）",
    "nine_peak.status.take": "{who}がエリアからカードを1枚取る番です",
    "nine_peak.status.turn": "{who}がパスかプレイをする番です",
    "nine_peak.status.turn_last": "{who}がパスかプレイをする番です（最後の巡目）",
    "nine_peak.status.turn.click": (
        "パスするなら手札を1枚か2枚、プレイするならセットのN枚（どれもNとして扱えるカード）をクリックし、ボタ"
        "ンから手を選びます。どのカードを試してもよく、ルールで認められないときは理由が表示されます。"
    ),
    "nine_peak.status.turn_last.click": (
        "パスするなら手札を1枚か2枚、プレイするならセットのN枚（どれもNとして扱えるカード）をクリックし、ボタ"
        "ンから手を選びます。どのカードを試してもよく、ルールで認められないときは理由が表示されます。"
    ),
    "nine_peak.status.turn.picked_more": (
        "選んだカード {cards}：手を選ぶか、手札をさらにクリックして大きいセットにします："
    ),
    "nine_peak.status.turn_last.picked_more": (
        "選んだカード {cards}：手を選ぶか、手札をさらにクリックして大きいセットにします："
    ),
    "nine_peak.status.take.click": (
        "手札に戻すエリアのカードをクリックします（いま置いたカードでも構いません）。"
    ),
    "nine_peak.event.reshuffle.one": (
        "エリアの配置中にある数字がピークに達したので、シャッフルし直しました（{n}回）。"
    ),
    "nine_peak.event.reshuffle.other": (
        "エリアの配置中にある数字がピークに達したので、シャッフルし直しました（{n}回）。"
    ),
    "nine_peak.event.set_aside": "{cards}はエリアの配置中にピークに達したので、除外してもう使いません。",
    "nine_peak.event.setup": "エリアに表向きに配置します：{cards}。ピークは{peak}です。",
    "nine_peak.event.setup_empty": "エリアは空で始まります。ピークは{peak}です。",
    "nine_peak.event.deal.each": "{n}枚ずつ",
    "nine_peak.event.deal.hands": "{sizes}枚の手札",
    "nine_peak.event.deal": "プレイヤーに{dealt}配ります。",
    "nine_peak.event.deal_pile": "プレイヤーに{dealt}配ります；{pile}枚は使いません。",
    "nine_peak.event.start_player": "{who}がスタートプレイヤーです。",
    "nine_peak.event.place_peak": (
        "{who}が{cards}をエリアに配置します：{n}が{c}枚になり、{n} + {c}がピークに達します。"
    ),
    "nine_peak.event.place": (
        "{who}が{cards}をエリアに配置します：{n}が{c}枚になり、{n}は{range}として扱えます。"
    ),
    "nine_peak.event.peak": (
        "ピーク！ {n} + {vp} = {peak}：{who}が{cards}を取って{vp} ＶＰ、{n}はまた最初からです。"
    ),
    "nine_peak.event.take.only": "{n}としてのみ扱います",
    "nine_peak.event.take.range": "{range}として扱います",
    "nine_peak.event.take": "{who}がエリアから{cards}を取ります（{n}はこれで{now}）。",
    "nine_peak.event.no_take": "エリアが空なので、{who}は何も取りません。",
    "nine_peak.event.play": "{who}が{n}のセットをプレイします：{cards}。",
    "nine_peak.event.end_trigger": (
        "{who}の手札が尽きました（終了トリガー）：現在の巡目を{last}まで終わらせると、ゲーム終了です。"
    ),
    "nine_peak.event.score_set.differ": "スートがすべて異なる",
    "nine_peak.event.score_set.one_suit_jokers": "ジョーカーを含めて同一スート{count}枚",
    "nine_peak.event.score_set.one_suit": "同一スート{count}枚",
    "nine_peak.event.score_set": "{who}のセット{cards}は{size} × {count} = {points} ＶＰ（{why}）。",
    "nine_peak.event.score_peaks.one": "{who}のピークカードは{points}枚：{points} ＶＰ。",
    "nine_peak.event.score_peaks.other": "{who}のピークカードは{points}枚：{points} ＶＰ。",
    "nine_peak.event.bonus": (
        "{who}はどのセットにもジョーカーがありません：ボーナス{times}{largest} = {points} ＶＰ。"
    ),
    "nine_peak.event.bonus_joker": "{who}はセットにジョーカーがあるので、ボーナスなし。",
    "nine_peak.event.bonus_no_set": "{who}はセットがないので、ボーナスなし。",
    "nine_peak.event.bonus_none": "{who}にボーナスはありません。",
    "nine_peak.event.game_end": "{who}の勝ち（{table}）。",
    "nine_peak.event.game_end_tie": "同点ですが、手番順が早い{who}の勝ち（{table}）。",
    "nine_peak.score.sets": "セット",
    "nine_peak.score.peaks": "ピークカード",
    "nine_peak.score.bonus": "ジョーカーなしボーナス",
    "nine_peak.rules_error.peak": (
        "どの数字も届くように、最大の数字（{max}）より大きくなければなりません：{peak}"
    ),
    "nine_peak.rules_error.area": (
        "この数字とピーク{peak}では、{area}枚のエリアには必ずピークができます（最大{room}枚）。シャッフルし直"
        "しが終わりません"
    ),
    "nine_peak.rules_error.rare_area": (
        "ピーク{peak}でピークのない{area}枚のエリアは、およそ{one_in}回のシャッフルに1回しか配れず、シャッフ"
        "ルし直しで見つからないことがあります。エリアを少なくするか、ピークを上げるか、配置中のピークの扱いを"
        "変えてください"
    ),
    "nine_peak.rules_error.reshuffles": "{n}回シャッフルし直しても、ピークのないエリアを配れませんでした",
    "nine_peak.rules_error.refill": (
        "ピーク{peak}で{area}枚のエリアを補充すると、最大{out}枚が除外され、{deck}枚のデッキでは{players}人に"
        "1枚ずつも残りません。エリアを少なくするか、ピークを上げるか、カードを増やすか、人数を減らすか、配置"
        "中のピークの扱いを変えてください"
    ),
    "nine_peak.rules_error.one_each": "1枚ずつ",
    "nine_peak.rules_error.n_each": "{n}枚ずつ",
    "nine_peak.rules_error.deck": "{deck}枚のデッキでエリアに{area}枚置くと、{players}人に{what}配れません",
    "nine_peak.summary": (
        "カードをエリアに置いて各数字の幅を広げ、ピークを集めます。Nとして扱えるN枚のカードでセットを作ります"
        "。"
    ),
    "nine_peak.lesson.glance": (
        "9 Peakのあらまし\n"
        "3〜5人、ナンバーカード54枚：1〜6の数字が4スートに2枚ずつ、ジョーカーのスート★に1枚ずつ。\n"
        "【エリア】：中央に表向きに配置されたカード。数字nがエリアにc枚あれば、nは「n〜n＋c」のどの値としても"
        "扱える。\n"
        "手番では1つだけ行う：パス（手札1枚をエリアに配置する、または2枚配置してエリアから1枚得る）かプレイ。"
        "\n"
        "ピーク：数字幅の最大値が9（n＋c＝9）になったら、配置した人がその数字のエリアのカードを全て受け取り、"
        "1枚1ＶＰ（勝利点）。\n"
        "プレイ：Nとして扱える手札のカードをN枚、セットとして出す（エリアに3が2枚あれば手札の3は3〜5として扱"
        "えるので、手札の3・3・5・5・5は5のセット）。\n"
        "誰かの手札が尽きたら、現在の巡目（スタートプレイヤーの右隣まで）を終わらせてゲーム終了。\n"
        "各セットは「枚数×同一スート数」ＶＰ（ジョーカーは好きなスート。スートが全てバラバラなら枚数×枚数）。"
        "\n"
        "どのセットにもジョーカーがなければ、最大のセットの枚数をボーナスとして加える。最多ＶＰの勝ち、同点な"
        "らプレイ順の早い方。"
    ),
    "nine_peak.lesson.intro": (
        "# 9 Peak\n"
        "\n"
        "9 Peakは未発表のカードゲームの草案「9 Peak 草案7」です（作者名と年は草案に書かれていません）。ナンバ"
        "ーカードを共有の**エリア**に配置して各数字の数字幅を広げ、数字幅が**ピーク**の9に達したらその数字の"
        "カードを受け取り、Nとして扱えるカードN枚を**セット**として出します。下の図はどれも、このプロジェクト"
        "のルールエンジンが計算した実際の局面です。草案が決めていない点とこのプロジェクトの選択を含む完全なル"
        "ールは、[9 Peakのルール全文](rules.ipynb?game=nine_peak&lang=ja)のページにあります。"
    ),
    "nine_peak.lesson.cards": (
        "## カード\n"
        "\n"
        "ナンバーカード54枚：スペード、ハート、クラブ、ダイヤに1〜6が2枚ずつ、ジョーカーのスート★に各数字1枚"
        "ずつで、どの数字も9枚あります。ジョーカーもほかと同じくその数字のカードで、精算のときだけ好きなスー"
        "トとして扱えます。"
    ),
    "nine_peak.lesson.setup": (
        "## ゲームの準備\n"
        "\n"
        "ナンバーカード6枚を表向きにしてエリアに配置し（5人プレイ時は4枚）、残りを全プレイヤーに等枚数ずつ配"
        "って手札とします。等分できない余りは裏向きのまま使いません（54枚ならいつも等分できます）。エリアを配"
        "置している間に数字がピークに達したら、このプロジェクトではシャッフルして配り直します（草案には書かれ"
        "ていません。ハウスルールでほかの2つの方法も選べます）。"
    ),
    "nine_peak.lesson.start_and_turns": (
        "## スタートプレイヤーと手番\n"
        "\n"
        "スタートプレイヤーは、じゃんけんなど好きな方法で決めます（このページのテーブルでは、配りの乱数シード"
        "が決めます）。スタートプレイヤーから時計回りで手番を行います。手番では**どちらか1つ**を行います：パ"
        "スかプレイ。終わったら次のプレイヤーに手番を渡します。下は4人の配りで、レッスンなので手札をすべて表"
        "向きにしています。"
    ),
    "nine_peak.lesson.range_track": (
        "## 数字幅の列としてのエリア\n"
        "\n"
        "草案では、2〜8のレンジカードを数字順に縦に並べ、これをエリアとします。各数字の最初の1枚は「その数字"
        "＋1」のレンジカードの横に置き、以降は下へ配置します。その数字のカードがどこまで届いたかが、数字幅の"
        "最大値です。このプロジェクトでは、数字がピークに達する行も見えるように、草案のカードより1行多い2〜9"
        "で描きます（草案ではなく、このプロジェクトの決定です）。"
    ),
    "nine_peak.lesson.pass_one": (
        "## パス：配置すると数字幅が広がる\n"
        "\n"
        "エリアに5が1枚あれば、5は5か6として扱えます。南は2枚目の5を配置してパスします。これで5は5、6、7のど"
        "れとしても扱えます（草案の最初の例）。"
    ),
    "nine_peak.lesson.peak": (
        "## ピーク\n"
        "\n"
        "エリアに6が2枚あります。3枚目を配置すると6＋3＝9になり、配置した人がその3枚を直ちに受け取ります。1枚"
        "1ＶＰで、手札とは別に手元に置きます。以降、6はまた最初から配置します（草案の2つ目の例）。"
    ),
    "nine_peak.lesson.pass_two": (
        "## 2枚配置するパスと、1枚得ること\n"
        "\n"
        "パスでは2枚配置することもできます。1枚ずつ配置し、そのたびにピークを確かめます。ここでは1枚目の6でピ"
        "ークになり、2枚目で6がまた始まります。そのあと、いま配置したカードも含めて、エリアから好きな1枚を得"
        "て手札に加えます。"
    ),
    "nine_peak.lesson.take_only_after_two": (
        "エリアからカードを得るのは、2枚配置するパスの後半だけです。それだけを行おうとすると、エンジンは断り"
        "ます："
    ),
    "nine_peak.lesson.play_set": (
        "## プレイ：Nとして扱えるカードN枚のセット\n"
        "\n"
        "エリアに3が2枚あると、3は3〜5として扱えます。なので3・3・5・5・5は5のセットになります（草案の3つ目の"
        "例）。セットは表向きで手元に一纏めにして置きます。"
    ),
    "nine_peak.lesson.which_sets": (
        "そのプレイの前に、南はどのセットを出せたでしょう。Nごとに、Nとして扱えるカードで作った例です："
    ),
    "nine_peak.lesson.set_refused": (
        "エリアにその3がなければ同じカードは出せません。枚数の違うセットも出せません："
    ),
    "nine_peak.lesson.scoring": (
        "## セットの得点\n"
        "\n"
        "精算では、各セットは「枚数×同一スート数」のＶＰになります。同一スート数は最も多いスートの枚数で、ジ"
        "ョーカーは好きなスートとして扱えます。セットのスートが（ジョーカーも含めて）全て1枚ずつでバラバラな"
        "ら、全て同一スートとして扱え、枚数×枚数になります。"
    ),
    "nine_peak.lesson.jokers": (
        "ジョーカーが2枚あるとき、草案でははっきりしません。このプロジェクトでは、各ジョーカーは別のスートに"
        "もジョーカーのままにもなれるので、ジョーカー2枚でも5つのスートがバラバラになりえます。ハウスルールで"
        "は、印刷されたスートがバラバラでなければならない、より厳しい読み方も選べます："
    ),
    "nine_peak.lesson.end_of_round": (
        "## 巡目の終わり\n"
        "\n"
        "いずれかのプレイヤーの手札が尽きたら終了トリガーが引かれ、そのまま現在の巡目（スタートプレイヤーの右"
        "隣まで）を終わらせるとゲーム終了です。ここでは西がスタートしたので南が最後です：北の手札が尽き、東と"
        "南がもう一度手番を行い、精算になります。手札に残ったカードに罰はありません。（すでに出ているセットは"
        "、その数字を必要な値として扱えるカードがエリアにあった時に出したものです。エリアはその後に変わりまし"
        "たが、出したセットはそのまま残ります。）"
    ),
    "nine_peak.lesson.settlement": (
        "## 精算\n"
        "\n"
        "セット、次にピークで受け取ったカード（1枚1ＶＰ）、そしてジョーカーなしボーナス：どのセットにもジョー"
        "カーがなければ、最大枚数のセットの枚数に等しいボーナスＶＰを得ます（草案の4つ目の例：ジョーカーのな"
        "い3枚と5枚のセットなら5ＶＰ）。最も多くのＶＰを得たプレイヤーの勝ちで、同点ならプレイ順の早い方が優"
        "先されます。上の終わり方の得点表："
    ),
    "nine_peak.lesson.deal_intro": (
        "## 短い1ゲームを順に\n"
        "\n"
        "3人、短い手札で、南がスタートプレイヤーです（なので東が最後の手番）。南の最初の手番で3枚目の6を配置"
        "します："
    ),
    "nine_peak.lesson.deal_set": (
        "西はエリアを使います：4が2枚あるので4は4〜6、3が1枚あるので3は3か4として扱えます。なので3・3・4・4（"
        "ジョーカーを含む）は4のセットです："
    ),
    "nine_peak.lesson.deal_two": (
        "東は2枚配置してパスし、エリアから4を1枚得ます。4の数字幅はまた狭くなります："
    ),
    "nine_peak.lesson.deal_end": (
        "南は最後の2枚を2のセットとして出します（いま1は1か2として扱えます）。南の手札が尽きたので、西と東が"
        "もう一度ずつ手番を行い、最後の東のあとでゲーム終了です："
    ),
    "nine_peak.lesson.deal_scoring": "## そのゲームの精算を1行ずつ",
    "nine_peak.lesson.house_rules": (
        "## ハウスルール\n"
        "\n"
        "草案の問題点では、ピーク7、数字1〜5、ほかの枚数、手札12枚固定、ボーナス2倍が検討されています。どれも"
        "このプロジェクトのハウスルールで、草案が決めていない2つの点（準備中のピーク、セットの中のジョーカー2"
        "枚）も同じです。表の値は草案7のルールです："
    ),
    "nine_peak.lesson.peak_7": "ピーク7では5が2枚でピークになり（5＋2＝7）、6は1枚だけでピークになります：",
    "nine_peak.lesson.study": (
        "## 草案の変更案は遊びやすくなるか\n"
        "\n"
        "ヒューリスティックのボットが同じ20の配りを、草案7のルールと問題点の案でプレイします：勝者の得点、1位"
        "と最下位の差、ゲームの長さ、得点の出どころ、ジョーカーなしボーナスが勝者を決めた割合。20ゲームはざっ"
        "と見るだけで、ハウスルール実験室では何千ゲームもプレイします。"
    ),
    "nine_peak.lesson.practice": (
        "## 練習\n"
        "\n"
        "どのセットを出せるか、セットは何ＶＰになるか、配置でピークになるか。誰かの手札が尽きたあと誰がまだ手"
        "番をとるか、ジョーカーなしのボーナスは誰が得るか。どの問題も実際のディールの局面から出され、エンジン"
        "が答えます：図のカードをクリックして（それから「確認」）、または答えを選んでください。間違った選択に"
        "はすべて理由が示されます。問題セットの番号とレベルで問題が決まるので、クラスで同じ番号を出せば全員が"
        "同じ10問になります。"
    ),
    "nine_peak.lesson.play": (
        "## プレイ\n"
        "\n"
        "配って、実況つきでゲームを1手ずつ見るか、南としてボットと対戦します。ハウスルールはテーブルの「ハウ"
        "スルール」タブで変えられます。「全員の手札を表に」は全員の手札を表向きにします（学習用。ボットは自分"
        "の手札しか見ません）。「出せる手を表示」は、いま出せるカードに印を付けます。"
    ),
    "nine_peak.page.refused": "エンジンは **{move}** を認めません：{reason}。",
    "nine_peak.page.yes": "はい",
    "nine_peak.page.no": "いいえ",
    "nine_peak.page.deal_result": "**{result}**",
    "nine_peak.page.table.players": "人数",
    "nine_peak.page.table.area": "エリアのカード",
    "nine_peak.page.table.hand": "各自の手札",
    "nine_peak.page.table.unused": "使わないカード",
    "nine_peak.page.table.size": "N",
    "nine_peak.page.table.example": "南が出せるセットの例",
    "nine_peak.page.table.none": "なし：Nとして扱えるカードが足りない",
    "nine_peak.page.table.set": "セット",
    "nine_peak.page.table.count": "同一スート数",
    "nine_peak.page.table.rule": "ルール",
    "nine_peak.page.table.points": "ＶＰ",
    "nine_peak.page.table.joker_rule": "ジョーカー",
    "nine_peak.page.table.player": "プレイヤー",
    "nine_peak.page.table.item": "項目",
    "nine_peak.page.table.how": "内訳",
    "nine_peak.page.table.result": "結果",
    "nine_peak.page.table.winner": "勝ち",
    "nine_peak.page.table.winner_tie": "勝ち：同点で手番順が早い",
    "nine_peak.page.table.help": "内容",
    "nine_peak.page.table.draft": "草案7",
    "nine_peak.page.item.score_set": "セット",
    "nine_peak.page.item.score_peaks": "ピークのカード",
    "nine_peak.page.item.bonus": "ジョーカーなしボーナス",
    "nine_peak.study.column.variant": "変種",
    "nine_peak.study.column.players": "人数",
    "nine_peak.study.column.games": "ゲーム数",
    "nine_peak.study.column.winner_score": "勝者の得点",
    "nine_peak.study.column.spread": "差（1位 - 最下位）",
    "nine_peak.study.column.turns": "1ゲームの手番数",
    "nine_peak.study.column.peak_share": "ピークからの得点",
    "nine_peak.study.column.bonus_share": "ボーナスからの得点",
    "nine_peak.study.column.bonus_decided": "ボーナスで勝者が決まった割合",
    "nine_peak.state_error.unknown_field": "9 Peakの開始局面の項目ではありません",
    "nine_peak.state_error.empty_hand": "開始時にはどの手札にも少なくとも1枚のカードがなければなりません",
    "nine_peak.state_error.area_peak": (
        "エリアの{n}のカード{c}枚はピークに達しています（{n} + {c} = {total}）：すでに集められているはずです"
    ),
    "nine_peak.state_error.reshuffles": "0以上の整数でなければなりません",
    "nine_peak.state_error.sets": "セット（それぞれカードコード）のリストでなければなりません",
    "nine_peak.state_error.empty_set": "セットには少なくとも1枚のカードが必要です",
    "nine_peak.state_error.per_player": "プレイヤーごとに1項目のリスト（{n}項目）でなければなりません",
    "nine_peak.state_error.seat": "0～{max}の席番号でなければなりません（指定：{got}）",
    "nine_peak.state_error.not_in_deck": "このデッキにない（または多すぎる）カード：{cards}",
    "practice.nine_peak.end.question": (
        "{ender}の手札が尽きたので、この巡目でゲームが終わります。{name}の手番です。精算の前にまだ手番を"
        "行うのは誰ですか？ プレイヤーをクリックしてから「確認」を押してください。"
    ),
    "practice.nine_peak.end.plays": "{name}はまだ手番を行います：巡目はスタートプレイヤーの右隣の{last}まで続きます。",
    "practice.nine_peak.end.done": "{name}はこの巡目の手番を終えています：{last}の手番のあとでゲームは終わります。",
    "practice.nine_peak.end.solution": (
        "{ender}の手札が尽きたので、この巡目（最後は{last}）でゲームが終わります：まだ手番があるのは{names}です。"
    ),
    "practice.nine_peak.bonus.question": (
        "ゲームが終わり、出したセットが並んでいます。精算でジョーカーなしボーナスを得るのは誰ですか？ "
        "プレイヤーをクリックしてから（誰もいなければ何も選ばずに）「確認」を押してください。"
    ),
    "practice.nine_peak.possible": "{n}のセットを作れます：{cards}（どれも{n}として扱えます）。",
    "practice.nine_peak.only": "{name}のカードのうち{k}枚（{cards}）だけ",
    "practice.nine_peak.none_of": "{name}のカードのどれも",
    "practice.nine_peak.impossible": (
        "{n}のセットは作れません：{n}として扱えるのは{held}で、{n}のセットには{n}枚必要です。"
    ),
    "practice.nine_peak.set_of": "{n}のセット",
    "practice.nine_peak.range": "{k}は{lo}～{hi}として扱います",
    "practice.nine_peak.no_widening": "今はエリアで範囲が広がる数字はありません",
    "practice.nine_peak.sets.solution": (
        "{name}が出せるのは{sizes}のセットです（Nのセットは、どれもNとして扱えるN枚のカード；{ranges}）。"
    ),
    "practice.nine_peak.sets.question": (
        "{name}は今どのセットを出せますか？Nのセットは、どれもNとして扱えるN枚の手札です。出せる大きさをすべ"
        "てクリックして、「確認」を押してください。"
    ),
    "practice.nine_peak.one_suit": "同一スート{count}枚",
    "practice.nine_peak.one_suit_jokers": "同一スート{count}枚（ジョーカーはそのスートとして数えます）",
    "practice.nine_peak.differ": "スートがすべて異なる",
    "practice.nine_peak.differ_jokers": "スートがすべて異なる（ジョーカーはどのスートにもなれます）",
    "practice.nine_peak.breakdown": "{size}枚 × {count} = {points}：{why}",
    "practice.nine_peak.value.not": (
        "{value}ではありません：セットの点数は枚数 × 最も多いスートの枚数です。ここでは{breakdown}。"
    ),
    "practice.nine_peak.value.question": (
        "{name}はセット{cards}を出せます。ゲームの終わりに何点になりますか？"
    ),
    "practice.nine_peak.value.solution": "エンジンによる点数：{breakdown}。",
    "practice.nine_peak.no_peak": "ピークしない",
    "practice.nine_peak.peak_vp": "ピーク：{vp} ＶＰ",
    "practice.nine_peak.then": "、次に",
    "practice.nine_peak.peak.question": "{name}が{cards}をエリアに置きます。ピークしますか？何ＶＰですか？",
    "facts.nine_peak.peaks": "ピーク",
    "facts.nine_peak.peak_cards": "ピークカード",
    "facts.nine_peak.sets_played": "プレイしたセット",
    "facts.nine_peak.largest_set": "最大のセット",
    "facts.nine_peak.turns": "手番",
    "facts.nine_peak.bonus_decided": "ジョーカーなしボーナスで勝者が決まった",
    "nine_peak.rules.players.label": "人数",
    "nine_peak.rules.players.help": "プレイヤーの人数、3〜5人（草案どおり）。",
    "nine_peak.rules.single_deal.label": "1ディールのみ",
    "nine_peak.rules.single_deal.help": (
        "1ディールだけプレイする（9 Peakはもともと1ディールのゲームなので、オンでもオフでも同じ）。"
    ),
    "nine_peak.rules.peak.label": "ピーク",
    "nine_peak.rules.peak.help": (
        "ピーク：エリアに数字nがc枚あり、n + c がピークに達したら、置いた人がそれらを受け取る（草案7：9。草案"
        "の問題点では7を提案）。"
    ),
    "nine_peak.rules.max_number.label": "最大の数字",
    "nine_peak.rules.max_number.help": (
        "ナンバーカードは1からこの数字まで（草案7：1〜6。問題点の案Aは1〜5）。"
    ),
    "nine_peak.rules.copies_per_suit.label": "スートごとの枚数",
    "nine_peak.rules.copies_per_suit.help": (
        "ジョーカー以外の4スートそれぞれの、各数字の枚数（草案7：2枚。案A：3枚）。"
    ),
    "nine_peak.rules.jokers_per_number.label": "数字ごとのジョーカー",
    "nine_peak.rules.jokers_per_number.help": "各数字のジョーカーの枚数（草案7：1枚）。",
    "nine_peak.rules.extra_one_joker.label": "1のジョーカーを追加",
    "nine_peak.rules.extra_one_joker.help": (
        "1のジョーカーを1枚だけ増やす（問題点の66枚目。案Bで5人が12枚ずつ配れるように）。"
    ),
    "nine_peak.rules.area_cards.label": "エリアのカード",
    "nine_peak.rules.area_cards.help": "3人か4人のとき、準備でエリアに表向きに配置する枚数（草案7：6枚）。",
    "nine_peak.rules.area_cards_five.label": "エリアのカード（5人）",
    "nine_peak.rules.area_cards_five.help": (
        "5人のとき、準備でエリアに表向きに配置する枚数（草案7：4枚。案B：いつも6枚）。"
    ),
    "nine_peak.rules.deal_all.label": "全部配る",
    "nine_peak.rules.deal_all.help": (
        "残りのカードを全員に等枚数ずつ配る（草案7）。オフ：各自に手札の枚数だけ配り、残りは使わない山にする"
        "（案B）。等分できない余りはどちらでも使わない山になる。"
    ),
    "nine_peak.rules.hand_size.label": "手札の枚数",
    "nine_peak.rules.hand_size.help": "「全部配る」がオフのときに各プレイヤーに配る枚数（案B：12枚）。",
    "nine_peak.rules.bonus_multiplier.label": "ボーナスの倍率",
    "nine_peak.rules.bonus_multiplier.help": (
        "ジョーカーなしボーナスは最大枚数のセットの枚数のこの倍数（草案7：1倍。問題点では2倍を提案）。"
    ),
    "nine_peak.rules.setup_peak.label": "準備中のピーク",
    "nine_peak.rules.setup_peak.help": (
        "エリアの配置中に数字がピークに達したとき（草案には書かれていない）：シャッフルして配置し直す、ピーク"
        "に達したカードを除外する（エリアは少なくなる）、または除外してエリアが埋まるまで補充する。"
    ),
    "nine_peak.rules.joker_suits.label": "ジョーカーのスート",
    "nine_peak.rules.joker_suits.help": (
        "ジョーカーが2枚以上のセット（草案でははっきりしない）：各ジョーカーは別のスートにもジョーカーのまま"
        "にもなれる（♠ ♦ ♥ ★ ★はすべてバラバラ：5 × 5）、または印刷されたスートがバラバラでなければならない（"
        "5 × 3）。"
    ),
    # what the live table asks at each phase of a turn (cardrules.prompts; the phases in table.py, TABLE.prompts)
    "nine_peak.prompt.play_set": "セットとしてプレイする",
    "nine_peak.prompt.take_it": "これを取る",
}
