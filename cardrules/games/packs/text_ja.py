"""Every text of Packs in Japanese: its moves, refusals, narration, status, table labels, lessons,
practice questions, facts and house rules, by message key (registered by :func:`cardrules.i18n.register`)."""

MESSAGES: dict[str, str] = {
    "packs.title": "パックス",
    "packs.example.one_deal_over": (
        "これで第{deal}ディールとこの例（1ディールだけの例）は終わりです。ゲームでは時計回りに次の人が配り、"
        "誰かが{target}点に達するまで得点を足していきます。"
    ),
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
    "packs.reason.no_table_suit": "場に{suit}がありません：手札でパックできるのは同じスートの場札だけです",
    "packs.reason.same_suit": "出すカードはすべて同じスート（{suit}）でなければなりません",
    "packs.reason.not_on_table": "{card}は場にありません",
    "packs.reason.pack_too_small": (
        "{cards}は{value}点で、{card}の{target}点より大きくありません（パックにはそれより大きい点数が必要です"
        "）"
    ),
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
    "packs.reason.steal_too_small": (
        "{cards}は{value}点で、そのパックの{total}点より大きくありません（スチールにはそれより大きい点数が必"
        "要です）"
    ),
    "packs.reason.steal_too_small_many": (
        "{cards}は{value}点で、それらのパックの合計{total}点より大きくありません（スチールにはそれより大きい"
        "点数が必要です）"
    ),
    "packs.zone.full_table": "フルテーブル：4スートすべてが場にあります",
    "packs.zone.pack": "{name}のパック{n}",
    "packs.zone.pack_note": "{suit} {total}点（これより大きい点数でスチールされる）、得点{score}点",
    "packs.zone.thrown": "スローオフしたカード",
    "packs.status.result": "結果：{result}",
    "packs.status.draw": "{name}がドローする番です",
    "packs.status.draw_full": (
        "{name}がドローする番です（フルテーブル：ドローしたカードは見せず、パックは強制です）"
    ),
    "packs.status.act": "{name}はパックするか、番を終えます",
    "packs.status.must_pack": "フルテーブル：{name}はパックしなければなりません",
    "packs.status.show": "{name}はパックできません：手札を見せます",
    "packs.status.forced": "フルテーブル：{name}はパックしなければならず、できなければ手札を見せます",
    "packs.status.steal": "{name}はパックをスチールする（{suit}以外、1スートに1回）か、番を終えます",
    "packs.status.no_pack": "{name}はパックできるカードがないので、番を終えます",
    "packs.status.no_steal": "{name}はスチールできるパックがないので、番を終えます",
    "packs.status.act.click": (
        "パックするには、手札のカードをクリックしてから、それより価値の低い同じスートの場札をクリックします（"
        "1枚で足りなければ同じスートの手札を足します）。どのカードを試してもよく、認められないときは理由が表"
        "示されます。"
    ),
    "packs.status.must_pack.click": (
        "パックするには、手札のカードをクリックしてから、それより価値の低い同じスートの場札をクリックします（"
        "1枚で足りなければ同じスートの手札を足します）。どのカードを試してもよく、認められないときは理由が表"
        "示されます。"
    ),
    "packs.status.steal.click": (
        "スチールするには、パックと同じスートで合計がパックより大きい手札をクリックしてから、そのパックのカー"
        "ドを1枚クリックします（同じ人の2つのパックなら、それぞれから1枚）。どのカードを試してもよく、認めら"
        "れないときは理由が表示されます。"
    ),
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
    "packs.event.draw_full_hidden": (
        "フルテーブル：{who}はカードを見せずにドローし、パックしなければなりません。"
    ),
    "packs.event.draw": "{who}が{cards}をドローします。",
    "packs.event.feed": "場札に{suit}がないので、{who}は{cards}を場に出します。",
    "packs.event.pack": "{who}が{cards}で{card}をパックします（{value}点は{target}点より大きい）。",
    "packs.event.steal": (
        "{who}が{cards}で{owner}のパック{loot}をスチールします（{value}点は{total}点より大きい）。"
    ),
    "packs.event.steal_many": (
        "{who}が{cards}で{owner}のパック{loot}をスチールします（{value}点は合計{total}点より大きい）。"
    ),
    "packs.event.show_hand": "{who}はパックできないので手札を見せます：{cards}。",
    "packs.event.end_turn": "{who}が番を終えます。",
    "packs.event.deal_end": "山札がなくなりました：第{deal}ディール終了。",
    "packs.event.throw_off_none": (
        "{suit}のスローオフ：{one}のパックを持っていない人がいるので、誰もスローオフしません。"
    ),
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
    "packs.score.suit_S": "♠のパック",
    "packs.score.suit_H": "♥のパック",
    "packs.score.suit_D": "♦のパック",
    "packs.score.suit_C": "♣のパック",
    "packs.score.earlier": "前のディールまで",
    "packs.fact.deal": "ディール",
    "packs.fact.dealer": "ディーラー",
    "packs.fact.stock": "山札",
    "packs.fact.target": "目標点",
    "packs.fact.score": "得点",
    "packs.fact.packed": "この番にパックしたスート",
    "packs.fact.stolen": "この番にスチールしたスート",
    "packs.move_error.unknown": (
        "{text!r}はパックスの手ではありません（例：'draw'、'pack 7H with 8H'、'steal 7S+9S from 1 with QS'、'"
        "end'、'show hand'）"
    ),
    "packs.move_error.cards": (
        "カード{cards!r}を読めません（8H+2Hのように、カードコードを+でつないでください）"
    ),
    "packs.move_error.card": "{error}",
    "packs.preset.write_up": "原典のルール：4人で2チーム、500点まで",
    "packs.preset.two_one_deal": "2人、1ディール",
    "packs.preset.three_one_deal": "3人、1ディール",
    "packs.preset.four_teams_one_deal": "4人のチーム戦、1ディール",
    "packs.preset.six_teams_one_deal": "6人で3人ずつのチーム戦、1ディール",
    "packs.preset.two_to_150": "2人、150点まで",
    "packs.preset.six_to_200": "6人、200点まで",
    "packs.preset.four_alone_one_deal": "4人の個人戦、1ディール",
    "packs.preset.six_alone_one_deal": "6人の個人戦、1ディール",
    "packs.preset.two_decks_for_two": "2人で2組のカード、1ディール",
    "packs.preset.no_special_pairs": "特別の組み合わせなし、1ディール",
    "packs.preset.one_pair_per_group": "1組に特別の組み合わせは1つまで、1ディール",
    "packs.preset.no_full_table": "フルテーブルなし、1ディール",
    "packs.preset.no_partner_steals": "パートナーからのスチールなし、1ディール",
    "packs.preset.one_pack_per_steal": "1回のスチールで1パック、1ディール",
    "packs.preset.no_throw_off": "スローオフなし、1ディール",
    "packs.preset.big_hands": "多い手札（7枚、場札4枚）、1ディール",
    "packs.preset.shared_ties": "同点は引き分け、100点まで",
    "packs.rules.tie.option.deal again": "もう1ディール行う",
    "packs.rules.tie.option.shared": "引き分けにする",
    "packs.table.rank": "カード",
    "packs.table.play_value": "プレイ中の点数（パック・スチール）",
    "packs.table.score_value": "得点計算の点数",
    "packs.table.pair": "組み合わせ（同じスート）",
    "packs.table.value": "点数",
    "packs.table.plain_sum": "2枚の普通の点数の合計",
    "packs.table.needs": "備考",
    "packs.table.two_decks_only": "2組使うときだけ",
    "packs.table.group": "いっしょに出すカード",
    "packs.table.one_by_one": "1枚ずつ数えると",
    "packs.table.best_pairing": "最もよい組み合わせで数えると",
    "packs.table.suit": "スート",
    "packs.table.player": "プレイヤー・チーム",
    "packs.table.holding.none": "パックなし",
    "packs.table.holding.one": "パック{n}個（得点{points}点）",
    "packs.table.holding.other": "パック{n}個（得点{points}点）",
    "packs.rules_error.players": (
        "2、3、4、6人のいずれかです（パックスは{players}人ではプレイできません）：{players}"
    ),
    "packs.summary": (
        "同じスートでより大きい点数のカードで場札をパックし、他のプレイヤーのパックをスチールし、最後のスロー"
        "オフを乗り切ります。"
    ),
    "packs.lesson.glance": (
        "パックスのルールのあらまし\n"
        "2人、3人、4人または6人。4人と6人では1人おきの席がパートナーです。2人なら52枚1組、3人以上なら2組を混"
        "ぜて使います。\n"
        "自分の番：山札の一番上のカードをドローして全員に見せます。そのスートの場札がなければ、そのカードを場"
        "に置いて番は終わりです。\n"
        "そうでなければ手札に加え、パックできます：場札1枚を、同じスートでそれより点数の大きい手札で取ります"
        "（Aは20点、K・Q・Jは10点、ほかは数字どおり）。\n"
        "同じスートの2〜5を2枚いっしょに出すと数字を並べた点数になります：5と4なら54点です。\n"
        "パックしたあとは、他のプレイヤーのパックをスチールできます：1スートに1回、パックしたスートは除き、そ"
        "のパックより大きい点数で。\n"
        "場に4スートすべてがあるとき（フルテーブル）：ドローしたカードは見せず、必ずパックします。できなけれ"
        "ば手札を見せます。\n"
        "山札がなくなると、各スートのパックを誰かが持つ最少の数までスローオフし、残ったパックが得点になります"
        "：Aは20点、K〜8は10点、7〜2は5点。\n"
        "最初に500点に達したプレイヤー（チーム）の勝ちです。"
    ),
    "packs.lesson.intro": (
        "# パックス\n"
        "フィル・ローレンス氏が創作し、シド・サクソン氏の *A Gamut of Games*（1969年）で紹介されたカードゲー"
        "ムです。このページは、赤桐裕二氏の「ルール紹介25：パックス」（1995年）のルールどおりに教えます。同じ"
        "スートでより大きい点数を出して場札を取り、他のプレイヤーが取ったものをスチールし、ディールの終わりに"
        "はスローオフを乗り切ったパックだけが得点になります。このページの局面はすべてゲームのエンジンが計算し"
        "たものです。その多くは、1つのルールだけを見せるように小さく作った局面（手札は数枚、山札も少し）です"
        "。ルールの全文と、原典がはっきり決めていない点をどう決めたかは、[パックスのルール全文](rules.ipynb?g"
        "ame=packs&lang=ja)のページにあります。"
    ),
    "packs.lesson.players_and_cards": (
        "## 人数とカード\n"
        "パックスは2人、3人、4人または6人で遊びます（5人ではできません）。4人と6人のときは1人おきのプレイヤー"
        "がパートナーで、2人ずつか3人ずつの2チームが得点を合わせます。2人のときは通常の52枚を1組、3人以上のと"
        "きは2組を混ぜた104枚を使います（どのカードも2枚ずつあります。裏の色や模様は同じでなくてもかまいませ"
        "ん）。"
    ),
    "packs.lesson.values": (
        "## カードの点数\n"
        "プレイ中（パックとスチール）は、Aが20点、K・Q・Jが10点、ほかのカードは数字どおりの点数です。ディール"
        "の終わりにパックを得点にするときは別の点数を使います：Aが20点、K〜8が10点、7〜2が5点です。"
    ),
    "packs.lesson.special_pairs": (
        "## 特別の組み合わせ\n"
        "**同じスート**の2〜5を2枚、手札からいっしょに出すと、足し算ではなく数字を並べた点数になります：ハー"
        "トの5と4は9点ではなく54点です。この点数がつくのは手札から出したその時だけです。同じ数字の2枚（5と5、"
        "4と4など）はカードを2組使うときだけ現れます。"
    ),
    "packs.lesson.several_pairs": (
        "1組のカードには、重ならない特別の組み合わせをいくつも含め、さらに同じスートのほかのカードを加えるこ"
        "ともできます。その組の点数は、最も大きくなる組み合わせ方で数えます。スートの違うカードは組み合わせに"
        "なりません（いっしょに出すこともできません）："
    ),
    "packs.lesson.deal": (
        "## ディール\n"
        "全員が1枚ずつドローし、最も強いカード（Aが最強で、K、Q…2と続きます）を引いた人が最初のディーラーです"
        "。同位なら引き直します。次回からディーラーは時計回りに交代します。ディーラーは左隣から1枚ずつ、各プ"
        "レイヤーの手札が5枚になるように配り、場に3枚を表向きに出し、残りを山札として裏向きに置きます。ディー"
        "ラーの左隣のプレイヤーから時計回り（4人なら南、西、北、東の順）にプレイします。エンジンが伝えるディ"
        "ールの様子："
    ),
    "packs.lesson.feeding": (
        "## ドローと、場に置くカード\n"
        "どの番もドローから始まります：山札の一番上のカードを取り、全員に見せます。そのスートの場札が1枚もな"
        "ければ、そのカードを場に置き、その番は終わりです。ここでは南が7♥をドローし、場にハートはありません："
    ),
    "packs.lesson.pack": (
        "## パック\n"
        "ドローしたカードのスートが場札のどれかと一致すれば、そのカードは手札に加わり、プレイヤーは番を終える"
        "か「パック」します：場札**1枚**を、同じスートの手札1枚、または同じスートの手札数枚の合計で、その場札"
        "より**大きい**点数で取ります（1点でも多ければよく、同点ではだめです）。パックにその番にドローしたカ"
        "ードを使う必要はなく、ドローしたカードのスートでなくてもかまいません。南は3♥をドローしました（その番"
        "にドローしたカードは、どの図でも手札の中で緑の枠で示します）："
    ),
    "packs.lesson.pack_choices": "ここで南ができるパックのすべてと、出す手札の点数、それが上回るべき点数：",
    "packs.lesson.pack_made": (
        "南が10♥で9♥をパックします。取った場札と出した手札はまとめて1つのパックとなり、全部のカードが見えるよ"
        "うにずらして南の前に表向きに置かれます："
    ),
    "packs.lesson.pack_refused": "同点では取れません。また、1回の番にパックできるのは1度だけです：",
    "packs.lesson.no_merge": (
        "新しいパックは、同じスートでも、以前に作ったパックとまとめて1つにはできません：南はハートのパックを"
        "すでに持っていて、2つ目をその横に作ります。"
    ),
    "packs.lesson.full_table": (
        "## フルテーブル\n"
        "場札に4つのスートがすべて出ているときは、ドローしたカードは他のプレイヤーに**見せません**。カードは"
        "手札に入り、その番は**必ず**パックしなければなりません（どのパックでもかまいません）。ここでは場に♥ "
        "♣ ♦ ♠があります："
    ),
    "packs.lesson.full_table_seen": (
        "どのカードを引いたかは引いた本人だけが知り、ほかのプレイヤーには1枚ドローしたことだけが伝わります："
    ),
    "packs.lesson.show_hand": (
        "フルテーブルでパックできないプレイヤーは、できないことを証明するために手札をすべて全員に見せ、番を終"
        "えます："
    ),
    "packs.lesson.stealing": (
        "## スチール\n"
        "スチールは、同じ番にパックしたあとでのみ行えます。他のプレイヤーのパック（パートナーのものも）を、そ"
        "のパックと同じスートで、パック全体の点数合計より大きい手札を出して取ります。スチールされるパックは普"
        "通の点数で数え（特別の組み合わせはもう数えません）、スチールのために出すカードには特別の組み合わせを"
        "使えます。**同一**の相手の同じスートのパックは、その合計より大きい点数でいっしょにスチールできます。"
        "スチールしたパックと使ったカードは、1つのパックとしてスチールした人の前に置かれます。ここでは2人で2"
        "組のカードを使う（ハウスルール）ので、同じカードが2枚ある場合があります。南がハートをパックし、北の"
        "スペードのパック2つ（9点と8点）を3♠と2♠（32点）でスチールします："
    ),
    "packs.lesson.steal_refused": (
        "1回の番に何度もスチールできますが、それぞれ違うスートでなければならず、その番にパックしたスートのパ"
        "ックはスチールできません。パックはやはり1回の番に1度だけです："
    ),
    "packs.lesson.steal_ends_turn": (
        "スチールが終わると、そのプレイヤーの番は終わります。ほかには何もできず、次のプレイヤーがドローします"
        "。"
    ),
    "packs.lesson.partners": (
        "パートナー戦でも、各プレイヤーは自分の前にパックを置きます。パートナーのパックもほかのパックと同じよ"
        "うにスチールできます。2つのパックが1つになるので、そのチームのそのスートのパックは1つ減ります。ディ"
        "ールの終わりのスローオフでは、スートごとに、パックが最も少ないチームの数だけ全員がパックを捨てるので"
        "、このスチールで全員の捨てる数が変わることがあります。ここでは南がパートナーの北のスペードのパックを"
        "スチールします："
    ),
    "packs.lesson.throw_off": (
        "## ディールの終了とスローオフ\n"
        "山札がなくなり、最後のカードを取ったプレイヤーがプレイを終えると、そのディールは終了です。スートごと"
        "に、各プレイヤー（パートナー戦では各チーム）が持っているパックの数のうち最も少ない数を調べ、全員がそ"
        "のスートのパックをその数だけ放棄します。これをスローオフと呼び、放棄するのはできるだけ点数の少ないパ"
        "ックです。そのスートのパックを持っていない人がいれば最少の数は0で、そのスートでは誰もスローオフしま"
        "せん。最後のドローの前に各プレイヤーが持っているもの："
    ),
    "packs.lesson.throw_off_done": (
        "南が最後のカードをドローし、それは場に置かれてディールが終わります。ハートは北の持つ1つに合わせて各"
        "自1つずつ（点数の最も少ないパックを）スローオフし、スペードとクラブでは持っていない人がいるので誰も"
        "スローオフしません："
    ),
    "packs.lesson.scoring": (
        "## 得点\n"
        "スローオフのあとに残ったパックのカードを得点計算の点数で合計します。手札や場に残ったカードは得点にな"
        "りません。南と北のパックを1行ずつ："
    ),
    "packs.lesson.no_throw_off": "スローオフなし（ハウスルール）なら、同じディールの得点はこう変わります：",
    "packs.lesson.game_end": (
        "## ゲームの終了\n"
        "得点はディールの終わりにだけ入り、1人（または1組）が500点に達するまでディールを続けます。2人（組）以"
        "上が同時に500点に達したときは点数の多い方が勝ち、同点ならば次のディールを行います。"
    ),
    "packs.lesson.curated": (
        "## 1ディールを順に\n"
        "2人のディールの終盤、山札が残り4枚のところから。南はクラブのパックを1つ、北はクラブとスペードのパッ"
        "クを1つずつ持っています。ディーラーは北なので、南が先にプレイします。南は2♦をドローしますが、どの場"
        "札とも一致しません："
    ),
    "packs.lesson.curated_2": "北は9♥をドローします。場の7♥と同じハートなので、それで7♥をパックします：",
    "packs.lesson.curated_3": (
        "南はJ♣をドローし、それで8♣をパックします。パックしたので、クラブ以外のスートでスチールできます：北の"
        "新しいハートのパックはスチールする側から見て7 + 9 = 16点で、南の4♥と3♥は特別の組み合わせで43点です："
    ),
    "packs.lesson.curated_4": (
        "北が最後のカードA♠をドローします。場にスペードはないのでA♠は場に置かれ、ディールはスローオフ（クラブ"
        "で1つずつ）と得点計算で終わります："
    ),
    "packs.lesson.curated_scoring": (
        "得点を1行ずつ：南はハートのパックと点数の多い方のクラブのパックを残し、北はスペードのパックを残しま"
        "す。南がスペードのパックを持っていないので、スペードは誰もスローオフしませんでした："
    ),
    "packs.lesson.practice": (
        "## 練習\n"
        "ドローしたカードはどこへ行くか。この場札はパックできるか、どのカードでか。あのパックはスチールできる"
        "か。この組は何点か。パックは何個捨てられるか、残ったパックは何点か、ゲームは終わるか。どの問題も実際"
        "のディールの局面から出され、エンジンが答えます：図のカードをクリックして（それから「確認」）、または"
        "答えを選んでください。間違った選択にはすべて理由が示されます。問題セットの番号とレベルで問題が決まる"
        "ので、クラスで同じ番号を出せば全員が同じ10問になります。"
    ),
    "packs.lesson.play": (
        "## プレイ\n"
        "配って、ナレーションつきでゲームを1手ずつ見るか、南としてボットと対戦します（パックは各プレイヤーの"
        "前に表向きに並びます。「得点」タブに内訳が表示され、「ハウスルール」タブでルールを変えられます）。"
    ),
    "packs.table.move": "手",
    "packs.table.worth": "出すカードの点数",
    "packs.table.to_beat": "上回るべき点数",
    "packs.table.tried": "試した手",
    "packs.table.refused": "できない理由",
    "packs.table.reads": "伝わる内容",
    "packs.table.total": "合計",
    "packs.table.pack": "パック",
    "packs.table.points": "得点",
    "packs.table.with_throw_off": "スローオフあり",
    "packs.table.without_throw_off": "スローオフなし",
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
    "practice.packs.alone_packs": "{card}だけでパックできます：{narration}",
    "practice.packs.cannot_pack": (
        "{card}はパックできません：{name}の{suit}を全部合わせても（{cards}）{value}点で、{target}点より大きく"
        "ありません。"
    ),
    "practice.packs.can_pack": (
        "パックできるカードの組は{choices}あります（{suit}の組で{target}点より大きいもの）。最も少ない枚数：{"
        "narration}"
    ),
    "practice.packs.can_be_packed": "{card}はパックできます",
    "practice.packs.full": "（フルテーブル：パックできるなら、パックしなければなりません）",
    "practice.packs.draw.question": "{name}が{card}をドローします。このカードはどこへ行きますか？",
    "practice.packs.draw.table": "場へ：そのスートの場札がないので、番は終わり",
    "practice.packs.draw.hand": "{name}の手札へ（全員に見せる）：{name}はパックできる",
    "practice.packs.draw.full": "{name}の手札へ（見せない、フルテーブル）：{name}は必ずパックするか、手札を見せる",
    "practice.packs.throw_off.question": (
        "山札がなくなり、ディールが終わります。{suits}のパックの数：{held}。{owner}の{suit}のパックは何個捨てられますか？"
    ),
    "practice.packs.score.question": (
        "捨てたあと、{owner}に残るパックは{packs}です。何点になりますか？"
    ),
    "practice.packs.goal.question": (
        "ディール{deal}が終わり、合計は{totals}です。このゲームは{target}点までです。どうなりますか？"
    ),
    "practice.packs.goal.next": "次のディールに進む",
    "practice.packs.goal.wins": "ゲーム終了：{owner}の勝ち",
    "practice.packs.goal.nobody": "{target}点に届いた人はいないので、次のディールを配ります。",
    "practice.packs.pack.question": (
        "{name}がドローしました{full}。{name}は場の{card}（{target}点）をパックできますか？どのカードで？出す"
        "手札をクリックして（パックできなければクリックなし）、「確認」を押してください。"
    ),
    "practice.packs.alone_steals": "{card}だけでスチールできます：{narration}",
    "practice.packs.cannot_steal": "今はスチールできません：{reason}。",
    "practice.packs.can_steal": (
        "スチールできるカードの組は{choices}あります（そのスートの組で{total}点より大きいもの）。最も少ない枚"
        "数：{narration}"
    ),
    "practice.packs.can_be_stolen": "スチールできます",
    "practice.packs.packed": "{name}はこの番に{suit}でパックしました。",
    "practice.packs.steal.question": (
        "{name}は今スチールできます。{packed}{name}は{victim}のパック{cards}（スチールには{total}点）をスチー"
        "ルできますか？どのカードで？出す手札をクリックして（スチールできなければクリックなし）、「確認」を押"
        "してください。"
    ),
    "practice.packs.breakdown": (
        "1枚ずつなら{sum} = {plain}；そのうちの特別の組み合わせ：{pairs}；最もよい組み合わせ方で{value}"
    ),
    "practice.packs.group.plain": (
        "{value}はカードを1枚ずつ数えた点数ですが、同じスートの2～5の2枚は特別の組み合わせとして数えます：{pa"
        "irs}。"
    ),
    "practice.packs.group.one_pair": (
        "{value}は特別の組み合わせを1つだけ数えています。重ならない組み合わせはすべて数えます（最もよい組み合"
        "わせ方）：{breakdown}。"
    ),
    "practice.packs.group.not": "{value}ではありません：{breakdown}。",
    "practice.packs.group.question": (
        "{name}の手札の{cards}は、1つの組としてパックやスチールに出すと合わせて何点ですか？"
    ),
    "practice.packs.group.solution": "エンジンによる組の点数：{breakdown}。",
    "facts.packs.packs_made": "作ったパック",
    "facts.packs.steals": "スチール",
    "facts.packs.packs_stolen": "スチールされたパック",
    "facts.packs.full_table_draws": "フルテーブルでのドロー",
    "facts.packs.hands_shown": "手札を見せた回数",
    "facts.packs.cards_thrown_off": "スローオフしたカード",
    "packs.rules.players.label": "人数",
    "packs.rules.players.help": (
        "プレイヤーの人数：2、3、4、6人（5人ではプレイできない）。4人と6人では1人おきの席が2チームになる。"
    ),
    "packs.rules.target.label": "目標点",
    "packs.rules.target.help": (
        "ゲームを終える得点：ディールの得点計算のあと、最初に達したプレイヤーまたはチームの勝ち。"
    ),
    "packs.rules.single_deal.label": "1ディールのみ",
    "packs.rules.single_deal.help": (
        "1ディールだけプレイする（レッスンやシミュレーション用）：その後の得点が高い方の勝ち。"
    ),
    "packs.rules.partnerships.label": "パートナー戦",
    "packs.rules.partnerships.help": (
        "4人か6人のとき、1人おきの席がパートナーになり得点を合わせる（原典どおり）。オフ：全員が個人でプレイ"
        "。"
    ),
    "packs.rules.two_decks_for_two.label": "2人でも2組使う",
    "packs.rules.two_decks_for_two.help": (
        "ハウスルール：2人でも104枚（2組）を使う（原典：2人は52枚1組、3人以上は2組）。"
    ),
    "packs.rules.hand_size.label": "手札の枚数",
    "packs.rules.hand_size.help": "各プレイヤーに1枚ずつ配る枚数（原典：5枚）。",
    "packs.rules.table_cards.label": "場札の枚数",
    "packs.rules.table_cards.help": "手札を配ったあとディーラーが場に表向きに出す枚数（原典：3枚）。",
    "packs.rules.special_pairs.label": "特別の組み合わせ",
    "packs.rules.special_pairs.help": (
        "手札から出した同じスートの2〜5の2枚は55、54、53、52、44、43、42、33、32、22点になる（原典どおり）。"
        "オフ：どのカードも数字どおりの点数。"
    ),
    "packs.rules.several_pairs.label": "複数の組み合わせ",
    "packs.rules.several_pairs.help": (
        "手札から出すカードの組に、重ならない特別の組み合わせをいくつも含められ、最も高い組み方で数える（同じ"
        "スートの5-4-3-2は53 + 42 = 95点）。オフ：1組に数える特別の組み合わせは1つまで。"
    ),
    "packs.rules.full_table.label": "フルテーブル",
    "packs.rules.full_table.help": (
        "フルテーブル：場に4スートすべてがあるとき、ドローしたカードは見せず、必ずパックする（原典どおり）。"
    ),
    "packs.rules.partner_steals.label": "パートナーからスチール",
    "packs.rules.partner_steals.help": (
        "パートナーのパックもスチールできる（原典どおり）。オフ：相手のパックだけ。"
    ),
    "packs.rules.multi_steal.label": "複数パックのスチール",
    "packs.rules.multi_steal.help": (
        "1人が持つ同じスートの複数のパックを、その合計より大きい点数でいっしょにスチールできる（原典どおり）"
        "。"
    ),
    "packs.rules.throw_off.label": "スローオフ",
    "packs.rules.throw_off.help": (
        "ディールの終わりに、各スートのパックを誰かが持つ最少の数までスローオフする（原典どおり）。"
    ),
    "packs.rules.tie.label": "同点のとき",
    "packs.rules.tie.help": (
        "複数が同じ最高得点で目標点に達したとき：次のディールを行う（原典どおり）か、引き分けにする。"
    ),
    # what the live table asks at each phase of a turn (cardrules.prompts; the phases in table.py, TABLE.prompts)
    "packs.prompt.pack.picked_more": (
        "選んだカード {cards}：下のパックから選ぶか、同じスートのカードをさらにクリックしてください："
    ),
    "packs.prompt.steal.picked_more": (
        "選んだカード {cards}：下のスチールから選ぶか、手札かパックのカードをさらにクリックしてください："
    ),
    "packs.prompt.pack_it": "これでパックする",
    "packs.prompt.steal_it": "これでスチールする",
}
