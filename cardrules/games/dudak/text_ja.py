"""Every text of Dudak in Japanese: its moves, refusals, narration, status, table labels, lessons,
practice questions, facts and house rules, by message key (registered by :func:`cardrules.i18n.register`)."""

MESSAGES: dict[str, str] = {
    "dudak.title": "デュダック",
    "dudak.example.one_deal_over": (
        "これで第{deal}ディールとこの例（1ディールだけの例）は終わりです。ゲームでは敗者に負けが1つ付いて次の"
        "ディールに進み、全部で{deals}ディールを終えたとき、負けの一番少ない人が勝ちです。"
    ),
    "dudak.move.lead": "{card}を出す",
    "dudak.move.beat_out": "{card}で上回って上がる",
    "dudak.move.beat": "{card}で上回り、{add}を重ねる",
    "dudak.move.take": "場札を1枚取る",
    "dudak.move.take_all": "場札を全部取る",
    "dudak.move.declare": "{suit}を切札と宣言する",
    "dudak.move.pass": "切札なし",
    "dudak.reason.not_a_move": "{move}はデュダックの手ではありません",
    "dudak.reason.no_trumps": "このルールでは個人の切札は使いません",
    "dudak.reason.declared": "{name}はもう{suit}を切札と宣言しており、このディールの間は変更できません",
    "dudak.reason.declare_round": "切札を宣言できるのは最初のリードの前の1巡だけです（ハウスルール）",
    "dudak.reason.nothing_to_pass": "パスするものはありません：パスは宣言の巡で切札を宣言しないことだけです",
    "dudak.reason.declare_first": (
        "最初のリードの前に、各プレイヤーはまず切札を宣言するかパスします（ハウスルール）"
    ),
    "dudak.reason.pile_exists": "もう場札があります：一番上の{card}を上回るか、取ってください",
    "dudak.reason.not_held": "{name}は{card}を持っていません",
    "dudak.reason.no_pile": "場札がありません：好きなカードを1枚出して始めてください",
    "dudak.reason.whole_pile_rule": "このルールでは、上回らないプレイヤーは場札を全部取ります",
    "dudak.reason.trump_takes_all": (
        "{suit}を切札と宣言したので、{name}は1枚ではなく場札を全部取らなければなりません"
    ),
    "dudak.reason.one_at_a_time": "1枚ずつ取ってください：場札を全部取るのは切札を宣言したプレイヤーだけです",
    "dudak.reason.must_add": "上回ったあとは、手札からもう1枚重ねなければなりません",
    "dudak.reason.last_card": "{card}は最後の手札です：それで上回ると上がりで、重ねるカードはありません",
    "dudak.reason.add_other": "{card}は上回るのに使うカードです：別のカードを重ねてください",
    "dudak.reason.add_not_held": "{name}は重ねる{card}を持っていません",
    "dudak.reason.lower_trump": (
        "{card}は{top}より弱いカードです：自分の切札のスートでは、より強い切札しか上回れません"
    ),
    "dudak.reason.lower": "{card}は{top}より弱いカードです：より強い{one}で上回ってください",
    "dudak.reason.lower_ace": (
        "{card}は{top}より弱く、{top}より強い{one}はありません：上回れるのは切札だけです（取るか、自分の切札"
        "で上回ります）"
    ),
    "dudak.reason.no_beat_ace": (
        "{card}は{top}を上回りません。{top}より強い{one}はないので、上回れるのは切札だけです"
    ),
    "dudak.reason.no_beat": "{card}は{top}を上回りません：より強い{one}を出してください",
    "dudak.reason.no_beat.no_trump": "（切札を宣言していません）",
    "dudak.reason.no_beat.or_trump": "。または自分の切札（{suit}）を出せます",
    "dudak.reason.no_beat.owners": "。{suit}は{owners}の切札で、あなたの切札ではありません",
    "dudak.zone.trump": "切札{suit}",
    "dudak.zone.out": "上がり",
    "dudak.zone.hand": "{seat}",
    "dudak.zone.pile": "場札",
    "dudak.zone.top": "一番上は{card}",
    "dudak.zone.set_aside": "取り除いたカード",
    "dudak.fact.deal": "ディール",
    "dudak.fact.dealer": "ディーラー",
    "dudak.fact.trumps": "切札",
    "dudak.fact.losses": "負け数",
    "dudak.fact.turn": "このディールの手番数（手番の上限に数える）",
    "dudak.fact.trump_of": "{seat}{suit}",
    "dudak.fact.seat_count": "{seat}{n}",
    "dudak.fact.deal_of": "{deals}ディール中の第{deal}",
    "dudak.fact.not_used": "使わない",
    "dudak.fact.none": "宣言なし",
    "dudak.status.won": "ゲーム終了：負けの最も少ない{who}の勝ち（{table}）",
    "dudak.status.shared": "ゲーム終了：{who}が最も少ない負けで勝ちを分け合います（{table}）",
    "dudak.status.declare": "{name}が切札を宣言するかパスする番です",
    "dudak.status.lead": "{name}が新しい場札を出す番です",
    "dudak.status.beat_or_take": "{name}が{card}を上回るか、取る番です",
    "dudak.status.beat_or_take_all": "{name}が{card}を上回るか、場札を全部取る番です",
    "dudak.hint.outcome.out": "上がりになり、このディールの敗者にはならない",
    "dudak.hint.outcome.next_takes": "次の人はあなたが上に置くカードを打ち負かせず、取るしかない",
    "dudak.hint.ahead": "10回の試行のうち約{k}回、このディールの終わりに負け数が最も少ない側",
    "dudak.hint.wins": "10回の試行のうち約{k}回、ディールの敗者にならない",
    "dudak.widget.hint_lead": "終了時のほかの最上位の人との負け数の差：平均{lead}（0より上なら少ない）",
    "dudak.widget.hint_tied": "試行の回数が同じ手は、この負け数の差の大きい順です。",
    "dudak.status.lead.click": "手札のカードをクリックすると、それを出して新しい場札を始めます。",
    "dudak.status.beat_or_take.click": (
        "上回るには、上回るのに使う手札をクリックし、次に重ねる手札をクリックします（どちらも自分の手札）。取"
        "るときはボタンで一番上のカードを取ります。切札を宣言するボタンがあるとき：宣言したあとは1枚ずつ取れ"
        "ず、上回るか場札を全部取るかになります。"
    ),
    "dudak.status.beat_or_take_all.click": (
        "上回るには、上回るのに使う手札をクリックし、次に重ねる手札をクリックします（どちらも自分の手札）。ま"
        "たはボタンで場札を全部取ります（切札を宣言したので、1枚ずつは取れません）。"
    ),
    "dudak.status.beat_or_take.picked_more": (
        "選んだカード {cards}：続けて重ねる手札をクリックするか、手を選んでください："
    ),
    "dudak.status.beat_or_take_all.picked_more": (
        "選んだカード {cards}：続けて重ねる手札をクリックするか、手を選んでください："
    ),
    "dudak.event.deal": "第{deal}ディール：{who}が各プレイヤーに{each}枚ずつ{pairs}配ります{why}。",
    "dudak.event.deal.random": "（ディーラーはランダムに決定）",
    "dudak.event.deal.loser": "（前のディールの敗者が配ります）",
    "dudak.event.deal.left": "（ディーラーは左隣に移ります）",
    "dudak.event.deal.pairs": "2枚ずつ組にして",
    "dudak.event.hand": "{who}に{cards}が配られます。",
    "dudak.event.hand_hidden": "{who}に{count}枚配られます。",
    "dudak.event.position": "設定した局面からの第{deal}ディール：{who}の番です。",
    "dudak.event.declare": "{who}が{symbol}（{suit}）をこのディールの自分の切札と宣言します。",
    "dudak.event.pass": "{who}は切札を宣言しません。",
    "dudak.event.lead_out": (
        "{who}が最後の手札の{card}を出して上がります。そのカードは次のプレイヤーが上回るために残ります。"
    ),
    "dudak.event.lead": "{who}が{card}を出して新しい場札を始めます。",
    "dudak.event.with_trump": "切札{card}",
    "dudak.event.beat_last": "{who}が最後の手札の{card}で{top}を上回って上がります。",
    "dudak.event.beat": "{who}が{card}で{top}を上回り、{add}を重ねます。",
    "dudak.event.beat_out": "{who}が{card}で{top}を上回り、最後の手札の{add}を重ねて上がります。",
    "dudak.event.set_aside": (
        "{cards}の場札は取り除かれてもう使いません。次のプレイヤーが新しい場札を出します。"
    ),
    "dudak.event.left.one": "残り{n}枚",
    "dudak.event.left.other": "残り{n}枚",
    "dudak.event.left.none": "場札はなくなりました",
    "dudak.event.take": "{who}が場札から{card}を取ります（{rest}）。",
    "dudak.event.take_all": "{who}が場札を全部（{cards}）取り、カードは出しません。",
    "dudak.event.loser_limit": (
        "ディールが手番の上限に達しました。最も多くのカード（{n}枚）を持つ{who}が第{deal}ディールの敗者です。"
    ),
    "dudak.event.loser": "{who}が最後まで手札を残し、第{deal}ディールの敗者です。",
    "dudak.event.game_end": "ゲーム終了：負けが最も少ない{who}の勝ち（{table}）。",
    "dudak.event.game_end_shared": "ゲーム終了：{who}が最少の負けで並びました（{table}）。",
    "dudak.score.loss": "負け",
    "dudak.move_error.suit": "スートではありません：{word}（S、H、D、Cのどれかを書きます）",
    "dudak.move_error.unknown": (
        "デュダックの手ではありません：{text}（例：lead 9H、beat 10H add 7S、take、take all、declare H、pass"
        "）"
    ),
    "dudak.summary": (
        "場札の一番上より強いカードを出してもう1枚重ねます。出せなければ取ります。最後まで手札が残った人の負"
        "けです。"
    ),
    "dudak.state_error.unknown_field": "デュダックの開始局面の項目ではありません",
    "dudak.state_error.why": "'given'か'random'でなければなりません（指定：{got}）",
    "dudak.state_error.trumps_list": "{n}個のスートの文字またはnullのリストでなければなりません",
    "dudak.state_error.no_trumps": "このルールでは個人の切札を使いません",
    "dudak.state_error.not_suit": "スートではありません：{got}",
    "dudak.state_error.losses": "{n}人分の負けの数で、合計が過去のディール数{past}でなければなりません",
    "dudak.state_error.holders": (
        "少なくとも2人が手札を持っていなければなりません（そうでなければディールは終わっています）"
    ),
    "dudak.state_error.no_cards": "{name}は手札を持っていません",
    "dudak.rules.players.label": "人数",
    "dudak.rules.deals.label": "ディール数",
    "dudak.rules.single_deal.label": "1ディールのみ",
    "dudak.rules.dealer_rotation.label": "次のディーラー",
    "dudak.rules.dealer_rotation.option.loser": "前のディールの敗者",
    "dudak.rules.dealer_rotation.option.left": "ディーラーの左隣",
    "dudak.rules.trumps.label": "個人の切札",
    "dudak.rules.trumps.option.any_time": "自分の番ならいつでも",
    "dudak.rules.trumps.option.before_lead": "最初のリードの前の1巡だけ",
    "dudak.rules.trumps.option.none": "使わない",
    "dudak.rules.whole_pile_only.label": "場札は全部取るだけ",
    "dudak.rules.deal_in_pairs.label": "2枚ずつ配る",
    "dudak.rules.turn_limit.label": "手番の上限",
    "dudak.rules.players.help": (
        "プレイヤーの人数：4人は32枚（各8枚）。3人は黒の7を除く30枚（各10枚）、2人は7と8を除く24枚（各12枚）"
        "、パーレット氏の提案どおり。"
    ),
    "dudak.rules.deals.help": (
        "1ゲームのディール数。最後に負けの最も少ない人が勝者、同数なら勝ちを分け合う（原典は「何ディールか」"
        "とだけ言うので、既定は5ディール）。"
    ),
    "dudak.rules.single_deal.help": "1ディールだけプレイする（レッスンやシミュレーション用）。",
    "dudak.rules.dealer_rotation.help": (
        "次のディールを配る人：前のディールの敗者（ほかに公開されているデュダックのルールどおり）またはディー"
        "ラーの左隣。"
    ),
    "dudak.rules.trumps.help": (
        "個人の切札：自分の番ならいつでも宣言できる（原典どおり）。ディールの最初のリードの前の1巡だけ（ハウ"
        "スルール：宣言するか「切札なし」と言う）。または使わない。"
    ),
    "dudak.rules.whole_pile_only.help": (
        "全部取りのみ（チェコで売られているデュダック用カードの箱に印刷されたルール）：上回れない・上回らない"
        "人は場札を全部取り、1枚ずつは取らない。"
    ),
    "dudak.rules.deal_in_pairs.help": (
        "1枚ずつではなく2枚ずつ配る（チェコで売られているデュダック用カードの箱に印刷されたルール）。"
    ),
    "dudak.rules.turn_limit.help": (
        "この手番数を過ぎても続くディールは終わり、最も多くのカードを持つ人が敗者になる（原典にはない：取り戻"
        "しはいつでもできるので、上限がないとディールが終わらないことがある）。"
    ),
    "dudak.preset.five_deals": "4人、5ディール（原典のゲーム）",
    "dudak.preset.one_deal": "4人、1ディール",
    "dudak.preset.three_players": "3人、1ディール",
    "dudak.preset.two_players": "2人、1ディール",
    "dudak.preset.trumps_before_lead": "最初のリードの前に切札を宣言",
    "dudak.preset.no_trumps": "切札なし、3人",
    "dudak.preset.czech_box": "チェコのデュダック用カードの箱のルール：全部取り、2枚ずつ配る",
    "dudak.preset.dealer_left": "3ディール、ディーラーは左隣へ",
    "dudak.preset.turn_limit": "2人、手番の上限20",
    "dudak.lesson.glance": (
        "デュダックの要点\n"
        "2～4人。32枚（Aが最強、7が最弱）を全部配ります。4人なら各8枚。\n"
        "ディーラーの左隣が自由に1枚出し、これが最初の場札になります。\n"
        "各プレイヤーは順に、一番上のカードを同じスートのより強いカードで上回り、次に自由に1枚重ねます。\n"
        "上回れない・上回りたくないときは、一番上の1枚を取り、次のカードを上回るか、さらに取ります。\n"
        "自分の番に、1ディールに1度、どれかのスートを自分の切札と宣言できます。切札はほかのスートをすべて上回"
        "ります。\n"
        "切札を宣言した人は、上回らないときは場札を全部取り、カードを出しません。\n"
        "手札がなくなった人は上がりです。最後まで手札が残った人がそのディールの敗者です。\n"
        "何ディールか行い、負けの最も少ない人が勝者です。"
    ),
    "dudak.lesson.intro": (
        "# デュダック\n"
        "チェコの子供のゲームです（デュダックはバグパイプを意味します）。赤桐裕二氏が1995年に紹介した、David "
        "Parlett氏によるルールで遊びます。場札の一番上のカードを上回り、その上にもう1枚重ねます。上回れないと"
        "きは、場札を上から1枚ずつ取ります。手札がなくなったプレイヤーはプレイを離れ、最後に手札が残っている1"
        "人がそのディールの敗者です。以下のテーブルはすべて、ルールエンジンが実際にプレイした局面です。ゲーム"
        "全体と原典が決めていない点は、[デュダックのルール全文](rules.ipynb?game=dudak&lang=ja)のページにまと"
        "めてあります。"
    ),
    "dudak.lesson.cards_and_deal": (
        "## カードとディール\n"
        "4人では32枚、各スートのA、K、Q、J、10、9、8、7を使います（Aが最強、7が最弱）。人数が少ないときは7と8"
        "を何枚か除き、全部のカードを均等に配ります。"
    ),
    "dudak.lesson.new_deal": (
        "ディーラーは左隣から時計回りに、1枚ずつ全部のカードを配ります。最初のディーラーはランダムに決まり、"
        "ディーラーの左隣が最初に出します。新しいディールの全員の手札を表向きにすると："
    ),
    "dudak.lesson.leading": (
        "## 最初の場札、上回って重ねる\n"
        "最初の1枚は手札のどれでもかまいません。これが場札になります。南が9♥を出します。"
    ),
    "dudak.lesson.beating": (
        "西は9♥をより強いハートで上回り、それから手札から自由に1枚重ねます。上回るカードと重ねるカードで1つの"
        "手です。上回れるのは10♥だけです。西は7♠を重ね、今度は北がこれを上回る番です。"
    ),
    "dudak.lesson.refused": (
        "西の手札は10♥ 8♥ Q♦です。より弱いハートやほかのスートのカードでは9♥を上回れません。上回っただけで重"
        "ねなければ1つの手になりません。エンジンはそれぞれの試みを判定し、理由を示します。"
    ),
    "dudak.lesson.taking_back": (
        "## 場札を1枚ずつ取る\n"
        "南は7♠を上回れないので、それを手札に取ります。下から10♥が出てきますが、これも上回れないので取ります"
        "。すると、いま取った10♥で9♥を上回れるので、7♠を重ねて戻します。取ったカードはすぐに使えます。そのた"
        "め場札は前と同じ（9♥ 10♥ 7♠）に見えますが、番が変わり、今度は西が7♠に向かいます。"
    ),
    "dudak.lesson.taking_last": (
        "## 最後の1枚を取ったら\n"
        "取り続けてもかまいません。場札の最後の1枚を取った人はカードを出しません。次のプレイヤーが手札から1枚"
        "を出して新しい場札にし、それで自分の番を終わります。"
    ),
    "dudak.lesson.trumps": (
        "## 個人の切札\n"
        "自分の番ならいつでも、どれかのスートを自分の切札と宣言できます。宣言は1度だけで、そのディールの間有"
        "効、全員に公開されます。切札は宣言した本人だけのもので、各プレイヤーが自分の切札を宣言できます（2人"
        "が同じスートを宣言しても構いません）。南は9♥を上回るハートを持っていないので、クラブを宣言し、7♣で上"
        "回ります。"
    ),
    "dudak.lesson.trumps_table": (
        "自分の切札のスートのカードなら、どれでもほかのスートのカードを上回ります。西はクラブ、北はハートを宣"
        "言していて、2人とも同じ9♦に向かっています。クラブは西には上回るカードですが、北には違います。クラブ"
        "は西の切札だからです。自分の切札ではないスートのカードは、同じスートのより強いカードでしか上回れませ"
        "ん。切札を宣言する前（または最後まで宣言しない場合）は、どのカードもそうです。"
    ),
    "dudak.lesson.own_trump": (
        "自分の切札のスートが一番上にあるときは、より強い切札でなければ上回れません。南の切札はクラブで、一番"
        "上は9♣です。8♣では上回れず、10♣なら上回れます。一度宣言した切札は変更できません。"
    ),
    "dudak.lesson.whole_pile": (
        "切札を宣言したプレイヤーは、上回れない（または上回りたくない）とき、1枚ずつではなく場札を全部取り、"
        "カードを出しません。次のプレイヤーが新しい場札を出します。"
    ),
    "dudak.lesson.going_out": (
        "## 上がり\n"
        "手札がなくなったプレイヤーはプレイを離れ、その人の番は飛ばします。1枚目（上回るカード）で手札がなく"
        "なった場合は、場のカードはまとめて別にされ、そのディールではもう使いません。次のプレイヤーが1枚を出"
        "して新しい場札にします。"
    ),
    "dudak.lesson.out_adding": (
        "2枚目（重ねるカード）で手札がなくなった場合は、場札はそのまま残り、次のプレイヤーはその一番上のカー"
        "ドを上回ります。"
    ),
    "dudak.lesson.out_leading": (
        "最後の1枚を場札として出しても上がりです。そのカードは場札として残り、次のプレイヤーがそれを上回りま"
        "す。"
    ),
    "dudak.lesson.loser": (
        "## 敗者と次のディール\n"
        "手札を持つプレイヤーが1人だけになった時点でディールは終わります。その人がそのディールの敗者で、次の"
        "ディールを配ります。"
    ),
    "dudak.lesson.one_deal": (
        "## 1ディールを1手ずつ\n"
        "2つのボットが24枚、各12枚で1ディールをプレイします。手札はすべて表向きです。南がAを出します。北はそ"
        "れを上回れないので取ります。取られると場札がなくなるので、南がまた新しい場札を出します。"
    ),
    "dudak.lesson.deal_2": (
        "今度は北が上回ります。ここからは各プレイヤーが順に、一番上のカードを上回ってもう1枚重ねます。場札は1"
        "手番に2枚ずつ増え、重ねたカードを次のプレイヤーが上回ります。"
    ),
    "dudak.lesson.deal_3": (
        "南は北が重ねたAを上回れないので、それを取ります。下のカードが出てきて、南はいま取ったAでそれを上回り"
        "ます。"
    ),
    "dudak.lesson.deal_4": (
        "南はクラブのAを上回るクラブを持っていないので、ハートを自分の切札と宣言し、ハートで上回って最後の手"
        "札を重ねます。南は上がりです。2人ではそこでディールが終わり、手札が残った北がそのディールの敗者です"
        "。"
    ),
    "dudak.lesson.deal_score": (
        "1ディールの得点は1行だけで、敗者が負けを1つ受け取り、ほかの人は0です。このゲームは1ディールだけなの"
        "で順位はその1行で決まり、負けの最も少ない人が勝者です。"
    ),
    "dudak.lesson.whole_game": (
        "## ゲーム全体\n"
        "1ゲームは何ディールかです。ここでは4つのボットが5ディールをプレイします。ディールごとに、誰が配り、"
        "誰が負け、何手番続いたか、そこまでの負け数を示します。各ディールの敗者が次のディールを配ります。"
    ),
    "dudak.lesson.whole_game_result": (
        "得点では、負けを1ディールに1行ずつ、その人が負けた理由とともに数え、順位の表で足し合わせます。負けの"
        "最も少ないプレイヤーがゲームの勝者で、最も少ない人が複数なら勝ちを分け合います。"
    ),
    "dudak.lesson.house_rules": (
        "## ハウスルール\n"
        "資料によって違うルールは、テーブルのハウスルール欄で切り替えられます。既定は原典のルールです。"
    ),
    "dudak.lesson.czech_box": (
        "チェコでは、デュダックは箱にルールが印刷された子供向けのカードとして売られています。そのルールでは、"
        "カードを2枚ずつ配り、上回らない人は切札を宣言していてもいなくても場札を全部取ります。1枚ずつ取ること"
        "はありません。このプロジェクトではどちらもハウスルールです。同じ場札に、原典のルール（南は1枚取る）"
        "と箱のルール（南は全部取る）で向かうと："
    ),
    "dudak.lesson.before_lead": (
        "切札を最初のリードの前の1巡でだけ宣言するルールもあります（ハウスルール）。ディーラーの左隣から順に"
        "、各プレイヤーがスートを宣言するか「切札なし」と言い、それから最初の場札を出します。ここでは南がハー"
        "トを宣言し、西は切札なし、北はスペードを宣言し、東は切札なしです："
    ),
    "dudak.lesson.no_trump": (
        "「切札なし」と言ったプレイヤーは、そのディールの間は切札を持たず、あとから宣言することもできません。"
        "自分の切札ではないカードは、同じスートのより強いカードでしか上回れません。切札がなければ、どのカード"
        "でもそうです。南が10♣を出し、西はJ♣で上回って7♠を重ねます。"
    ),
    "dudak.lesson.no_trump_tries": (
        "西の7♥では10♣を上回れません。ハートは南の切札で、西の切札ではありません。ほかの人の切札は、自分にと"
        "ってはただのスートです。西がいまダイヤを宣言することもできません。それぞれの試みに対するエンジンの答"
        "え："
    ),
    "dudak.lesson.turn_limit": (
        "原典のルールでは、ディールが終わらないことがあります。全員が次の人の上回れないカードを重ねると、次の"
        "人は2枚取り、取ったばかりのカードで上回って同じカードをまた重ね、これが繰り返されます。手番の上限（"
        "原典にはありません。既定は500手番、ここでは20）でそのようなディールは終わり、最も多くのカードを持つ"
        "人が敗者になります。"
    ),
    "dudak.lesson.practice": (
        "## 練習\n"
        "最初に出すのは誰か。一番上のカードを上回るのはどのカードか（切札を宣言しているとき、していないとき）"
        "。上回らない人はどのカードを取るか。プレイヤーが上がると場札はどうなるか。最後のディールが終わったと"
        "き、ゲームの勝者は誰か。どの問題も実際のディールの局面から出され、エンジンが答えます：図のカードをク"
        "リックして（それから「確認」）、または答えを選んでください。間違った選択にはすべて理由が示されます。"
        "問題セットの番号とレベルで問題が決まるので、クラスで同じ番号を出せば全員が同じ10問になります。"
    ),
    "dudak.lesson.play": (
        "## プレイ\n"
        "配って、経過とともにゲームを1手ずつ見るか、南としてボットと対戦します（「場札を1枚取る」と「…を切札"
        "と宣言する」は手札の横のボタンです）。ハウスルールのタブでルールを変えられます。"
    ),
    "dudak.table.none": "なし",
    "dudak.table.allowed": "できます",
    "dudak.table.beats": "{top}を上回る",
    "dudak.table.does_not_beat": "{top}を上回らない",
    "dudak.table.on": "あり",
    "dudak.table.off": "なし",
    "dudak.table.head.players": "人数",
    "dudak.table.head.cards": "枚数",
    "dudak.table.head.left_out": "除くカード",
    "dudak.table.head.each": "1人の手札",
    "dudak.table.head.move": "手",
    "dudak.table.head.verdict": "エンジンの答え",
    "dudak.table.head.player": "プレイヤー",
    "dudak.table.head.trump": "切札",
    "dudak.table.head.card": "カード",
    "dudak.table.head.deal": "ディール",
    "dudak.table.head.dealer": "ディーラー",
    "dudak.table.head.loser": "敗者",
    "dudak.table.head.turns": "手番数",
    "dudak.table.head.losses": "そこまでの負け数",
    "dudak.table.head.item": "得点の項目",
    "dudak.table.head.points": "負け",
    "dudak.table.head.why": "理由",
    "dudak.table.head.result": "結果",
    "dudak.table.why.loss.one": "最後まで手札が残った（残り{n}枚）",
    "dudak.table.why.loss.other": "最後まで手札が残った（残り{n}枚）",
    "dudak.table.why.limit": "手番の上限でディールが終わったとき、最も多くのカード（{n}枚）を持っていた",
    "dudak.table.wins": "勝ち：負けが最も少ない",
    "dudak.table.shares": "勝ちを分け合う：最少の負けで並ぶ",
    "dudak.table.head.rule": "ルール",
    "dudak.table.head.what": "内容",
    "dudak.table.head.default": "既定",
    "practice.dudak.declared": "{name}はたった今{suit}を自分の切札と宣言しました。",
    "practice.dudak.higher": "同じスートのより強いカード",
    "practice.dudak.trump": "切札（{suit}は{name}の切札）",
    "practice.dudak.beats": "{card}は{top}を上回ります：{how}。",
    "practice.dudak.refused": "{card}：{reason}。",
    "practice.dudak.beat_with.one": (
        "{cards}が{top}を上回ります。{name}はそのどれかで上回り、ほかのカードを1枚重ねます。"
    ),
    "practice.dudak.beat_with.other": (
        "{cards}が{top}を上回ります。{name}はそのどれかで上回り、ほかのカードを1枚重ねます。"
    ),
    "practice.dudak.take_all": "場札を全部取る",
    "practice.dudak.take_top": "一番上のカードを取る",
    "practice.dudak.no_beat": "{name}のカードはどれも{top}を上回らないので、{name}は{take}しかありません。",
    "practice.dudak.own_trump": "{name}の切札：{suit}。",
    "practice.dudak.no_trump": (
        "{name}は切札を宣言していません（切札を宣言せずに上回れるカードだけを数えます）。"
    ),
    "practice.dudak.no_beat_declare": (
        "切札なしでは{name}のカードはどれも{top}を上回りません：{name}は{take}か、先に切札を宣言します（{suit"
        "}を宣言すれば{card}で上回れます）。"
    ),
    "practice.dudak.whose_trump": "{name}の{suit}",
    "practice.dudak.other_trumps": "ほかの切札：{others}。",
    "practice.dudak.beats.question": (
        "場札の一番上は{top}です。{declared}{trumps}{name}のどのカードがこれを上回りますか？それぞれクリック"
        "して（どれも上回らなければクリックなし）、「確認」を押してください。"
    ),
    "practice.dudak.go_out.set_aside": (
        "場札は取り除かれてもう使いません。次のプレイヤーが新しい場札を出します"
    ),
    "practice.dudak.go_out.stays": (
        "場札は残ります。次のプレイヤーは新しい一番上のカードを上回らなければなりません"
    ),
    "practice.dudak.go_out.taken": "次のプレイヤーが場札を手札に取ります",
    "practice.dudak.leads": "{name}が最後の手札{card}を出して始め",
    "practice.dudak.beats_last": "{name}が最後の手札{card}で{top}を上回り",
    "practice.dudak.beats_adds": "{name}が{card}で{top}を上回って最後の手札{add}を重ね",
    "practice.dudak.score.question": (
        "第{deal}ディールがこのゲームの最後のディールです。それまでのディールの負け数：{table}。{what}、上が"
        "ります。ゲームの勝者は誰ですか？勝者をすべてクリックして（負けの最も少ない人が複数なら勝ちを分け合い"
        "ます）、「確認」を押してください。"
    ),
    "practice.dudak.score.seat.one": "{name}の負けは最後に{n}です。",
    "practice.dudak.score.seat.other": "{name}の負けは最後に{n}です。",
    "practice.dudak.score.fewest": "最も少ない負けは{n}です。",
    "practice.dudak.take.question": (
        "{name}は一番上のカード{top}を上回りません。場札のどのカードが今{name}の手札に戻りますか？場札のカードを"
        "クリックしてから「確認」を押してください。"
    ),
    "practice.dudak.take.top": "{card}は一番上のカードなので、手札に戻ります。",
    "practice.dudak.take.stays": (
        "{card}は場札に残ります：取るのは一番上の{top}だけで、{name}は次のカードを上回るか、さらに取ります。"
    ),
    "practice.dudak.take.all": (
        "{card}も取ります：{name}は{suit}を切札と宣言しており、切札を宣言した人は上回らないとき場札を全部取ります。"
    ),
    "practice.dudak.lead.question": "{dealer}が配り終えました。最初のカードを出す（場札を始める）のは誰ですか？",
    "practice.dudak.lead.yes": (
        "{name}はディーラー（{dealer}）の左隣なので最初に出します：手札のどのカードで場札を始めてもかまいません。"
    ),
    "practice.dudak.lead.no": "{name}ではありません：最初に出すのはディーラーの左隣の{leader}です。",
    "practice.dudak.go_out.question": "{what}、上がります。場札はどうなりますか？",
    "facts.dudak.losses_most": "1人の最多の負け数",
    "facts.dudak.losses_spread": "負け数の最多と最少の差",
    "facts.dudak.first_leader_lost": "最初にリードした人が負けたディールの割合",
    "facts.dudak.declarer_lost": "切札を宣言した人が負けたディールの割合",
    "facts.dudak.trumps_declared": "1ディールの切札の宣言",
    "facts.dudak.cards_taken": "1ディールに取り戻したカード",
    "facts.dudak.piles_set_aside": "1ディールに取り除かれた場札",
    "facts.dudak.loser_cards": "敗者に残ったカード",
    "facts.dudak.turns_per_deal": "1ディールの手番数",
    "facts.dudak.turn_limit_deals": "手番の上限で終わったディール",
    # what the live table asks at each phase of a turn (cardrules.prompts; the phases in table.py, TABLE.prompts)
    "dudak.prompt.lead_it": "これを出す",
    "dudak.prompt.beat_it": "これで上回る",
}
