# ruff: noqa: E501  (sentences are kept whole, one a line)
"""Every sentence of Tablanette, English and Japanese side by side.

Registered with :func:`cardrules.i18n.register` when the game is imported: ``MESSAGES`` as ``tablanette.<key>``,
``PRACTICE`` as ``practice.tablanette.<key>``, ``FACTS`` as ``facts.tablanette.<key>``. The English help of each
house rule is the field's docstring in ``rules.py`` (the one source of truth), so ``RULES_JA`` holds the Japanese
labels and help only."""

from __future__ import annotations

from cardrules.i18n import CATALOGUES, register

MESSAGES: dict[str, dict[str, str]] = {  # tablanette.<key>
    "title": {
        "en": "Tablanette",
        "ja": "タブラネット",
    },
    "move.play": {
        "en": "Play {card}",
        "ja": "{card}を出す",
    },
    "move.take": {
        "en": "Play {card}, take {cards}",
        "ja": "{card}を出して{cards}を取る",
    },
    "reason.not_a_move": {
        "en": (
            "{move} is not a Tablanette move (a move plays one card and names the table cards it takes)"
        ),
        "ja": "{move}はタブラネットの手ではありません（手は1枚のカードを出し、取る場札を指定します）",
    },
    "reason.named_twice": {
        "en": "a table card is named twice",
        "ja": "同じ場札が2回指定されています",
    },
    "reason.not_on_table": {
        "en": "{card} is not on the table",
        "ja": "{card}は場にありません",
    },
    "reason.jack_takes_all": {
        "en": "a Jack takes every card on the table",
        "ja": "ジャックは場札をすべて取ります",
    },
    "reason.jack_on_table": {
        "en": "a Jack on the table can only be taken by playing a Jack",
        "ja": "場のジャックはジャックを出したときにしか取れません",
    },
    "reason.cannot_split": {
        "en": (
            "{cards} cannot be split into cards of rank {rank} and groups of 2 or 3 cards adding up to {value}"
        ),
        "ja": "{cards}は、ランク{rank}のカードと、合計が{value}になる2枚か3枚のグループに分けられません",
    },
    "reason.cannot_split_any": {
        "en": (
            "{cards} cannot be split into cards of rank {rank} and groups of any number of cards adding up to {value}"
        ),
        "ja": "{cards}は、ランク{rank}のカードと、合計が{value}になる何枚かのグループに分けられません",
    },
    "reason.must_capture": {
        "en": "{card} must capture: it can take {example}",
        "ja": "{card}は取らなければなりません：{example}を取れます",
    },
    "reason.take_everything": {
        "en": "everything the card can take must be taken: {example} is still there",
        "ja": "出したカードで取れる場札はすべて取らなければなりません：{example}がまだ残っています",
    },
    "zone.captures": {
        "en": "{name}'s captures",
        "ja": "{name}の取り札",
    },
    "status.to_play": {
        "en": "{name} to play (deal {deal}).",
        "ja": "{name}の番です（第{deal}ディール）。",
    },
    "event.cut": {
        "en": "Cut for the deal: {cuts}",
        "ja": "ディーラーを決めるカット：{cuts}",
    },
    "event.first_dealer": {
        "en": "{who} cut lowest and deals first.",
        "ja": "{who}が最も低いカードを引いたので、最初のディーラーになります。",
    },
    "event.deal": {
        "en": "Deal {deal}: {who} deals {size} cards each.",
        "ja": "第{deal}ディール：{who}が{size}枚ずつ配ります。",
    },
    "event.bury_jack": {
        "en": "{jack} turned up on the table goes under the stock; {card} replaces it.",
        "ja": "場に出た{jack}は山札の一番下に入れ、{card}で補充します。",
    },
    "event.table": {
        "en": "The table: {cards}.",
        "ja": "場札：{cards}。",
    },
    "event.position": {
        "en": "A position is set up; the table: {cards}.",
        "ja": "局面を設定しました。場札：{cards}。",
    },
    "event.position_empty": {
        "en": "A position is set up with an empty table.",
        "ja": "場札のない局面を設定しました。",
    },
    "event.redeal": {
        "en": "{who} deals {size} more cards each ({stock} left in the stock).",
        "ja": "{who}がさらに{size}枚ずつ配ります（山札の残り{stock}枚）。",
    },
    "event.discard": {
        "en": "{who} plays {card}, which takes nothing and stays on the table.",
        "ja": "{who}が{card}を出しますが、何も取れないので場に残ります（捨て札）。",
    },
    "event.sweep": {
        "en": "{who} plays {card} and sweeps the table: {cards} (never a tablanette).",
        "ja": "{who}が{card}を出して場札をすべて取ります：{cards}（タブラネットにはなりません）。",
    },
    "event.capture": {
        "en": "{who} plays {card} and takes {groups}.",
        "ja": "{who}が{card}を出して{groups}を取ります。",
    },
    "event.tablanette": {
        "en": "{who} plays {card} and takes {groups}: tablanette! {points} points.",
        "ja": "{who}が{card}を出して{groups}を取ります：タブラネット！ {points}点。",
    },
    "event.last_cards_nobody": {
        "en": "Nobody captured this deal, so {cards} go to nobody.",
        "ja": "このディールでは誰も取らなかったので、{cards}は誰のものにもなりません。",
    },
    "event.last_cards": {
        "en": "{who} made the last capture and takes what is left: {cards} (never a tablanette).",
        "ja": "最後に取った{who}が残りの場札を取ります：{cards}（タブラネットにはなりません）。",
    },
    "event.group_sum": {
        "en": "{cards} ({sum} = {value})",
        "ja": "{cards}（{sum} = {value}）",
    },
    "event.deal_scored.owner": {
        "en": "{owner} took {cards}, worth {points} (total {total})",
        "ja": "{owner} {cards}・{points}点（合計{total}点）",
    },
    "event.deal_scored": {
        "en": "Deal {deal} scored: {each}.",
        "ja": "第{deal}ディールの得点：{each}。",
    },
    "score.tablanettes": {
        "en": "Tablanettes",
        "ja": "タブラネット",
    },
    "score.card_points_parlett": {
        "en": "Card points (A 11, 10 10, K 4, Q 3, J 2)",
        "ja": "カード点（A 11、10 10、K 4、Q 3、J 2）",
    },
    "score.honours": {
        "en": "A K Q J 10, one each",
        "ja": "A K Q J 10 各1点",
    },
    "score.ten_of_diamonds": {
        "en": "10♦ extra",
        "ja": "10♦の追加点",
    },
    "score.two_of_clubs": {
        "en": "2♣",
        "ja": "2♣",
    },
    "score.most_cards": {
        "en": "Most cards",
        "ja": "最多枚数",
    },
    "score.before": {
        "en": "Before this position",
        "ja": "この局面以前",
    },
    "team": {
        "en": "{first} & {second}",
        "ja": "{first}・{second}",
    },
    "zone.hand": {
        "en": "{name}",
        "ja": "{name}",
    },
    "fact.deal": {
        "en": "Deal",
        "ja": "ディール",
    },
    "fact.dealer": {
        "en": "Dealer",
        "ja": "ディーラー",
    },
    "fact.target": {
        "en": "Target",
        "ja": "目標点",
    },
    "fact.score": {
        "en": "Score",
        "ja": "得点",
    },
    "move_error.format": {
        "en": "write one played card, then 'take' and the cards taken: {text}",
        "ja": "出すカードを1枚書き、続けて take と取るカードを書きます：{text}",
    },
    "preset.two": {
        "en": "2 players, as the write-up has it",
        "ja": "2人（原典どおり）",
    },
    "preset.single_deal": {
        "en": "2 players, one deal",
        "ja": "2人、1ディールのみ",
    },
    "preset.eight_cards_parlett": {
        "en": "2 players, 8 cards, Parlett's card points",
        "ja": "2人、8枚配り、パーレットのカード点",
    },
    "preset.sums_any_size": {
        "en": "2 players, sums of any size",
        "ja": "2人、何枚でも合計で取れる",
    },
    "preset.jack_is_twelve": {
        "en": "2 players, the Jack is 12",
        "ja": "2人、ジャックは12",
    },
    "preset.aces_one_no_bonus": {
        "en": "2 players, Aces 1, no most-cards bonus",
        "ja": "2人、Aは1、最多枚数ボーナスなし",
    },
    "preset.aces_eleven_to_60": {
        "en": "2 players, Aces 11, to 60",
        "ja": "2人、Aは11、60点まで",
    },
    "preset.three": {
        "en": "3 players, one deal",
        "ja": "3人、1ディールのみ",
    },
    "preset.three_to_151": {
        "en": "3 players, to 151",
        "ja": "3人、151点まで",
    },
    "preset.four_individuals": {
        "en": "4 players alone, one deal",
        "ja": "4人の個人戦、1ディールのみ",
    },
    "preset.four_partners": {
        "en": "4 players as partners, one deal",
        "ja": "4人のパートナー戦、1ディールのみ",
    },
    "preset.four_partners_to_100": {
        "en": "4 players as partners, to 100",
        "ja": "4人のパートナー戦、100点まで",
    },
    "rules.card_points.option.original": {
        "en": "as the write-up has it (A K Q J 10 one each, 10♦ two, 2♣ one)",
        "ja": "原典どおり（A K Q J 10 各1点、10♦は2点、2♣は1点）",
    },
    "rules.card_points.option.parlett": {
        "en": "Parlett's (A 11, 10 10, K 4, Q 3, J 2)",
        "ja": "パーレット式（A 11、10 10、K 4、Q 3、J 2）",
    },
    "rules.ace_in_tablanette.option.as_used": {
        "en": "as used in the capture (11 where free)",
        "ja": "取るときに使った値（自由なら11）",
    },
    "rules.ace_in_tablanette.option.one": {
        "en": "always 1",
        "ja": "常に1",
    },
    "rules.ace_in_tablanette.option.eleven": {
        "en": "always 11",
        "ja": "常に11",
    },
    "rules.first_dealer.option.cut": {
        "en": "everyone cuts, the lowest card deals",
        "ja": "全員がカットし、最も低いカードの人が配る",
    },
    "rules.first_dealer.option.south": {
        "en": "South plays first",
        "ja": "南が最初に出す",
    },
    "rules_error.partnership": {
        "en": "needs 4 players, not {players}",
        "ja": "4人が必要です（{players}人ではできません）",
    },
    "rules_error.eight_card_deal": {
        "en": "is a 2-player rule; with {players} players everyone gets 4",
        "ja": "2人用のルールです；{players}人では全員に4枚ずつ配ります",
    },
    "summary": {
        "en": "Capture table cards by rank and by sums; clear the table for a tablanette.",
        "ja": "出したカードと同じランクのカードや、合計が同じになるカードを場から取ります。場札を全部取ればタブラネットです。",
    },
    "lesson.glance": {
        "en": (
            "Tablanette at a glance\n"
            "2 to 4 players (4 alone or as two partnerships), one 52-card deck.\n"
            "Deal: 6 cards each (4 each with 3 or 4 players), 4 face up to the table, the rest is the stock; deal again when the hands are empty.\n"
            "A turn: play one card; it takes every table card of its rank and every group of 2 or 3 table cards adding up to its value.\n"
            "Values: 2-10 their number, Queen 13, King 14, Ace 1 or 11; the Jack has none.\n"
            "What can be taken must be taken; a card that takes nothing stays on the table.\n"
            "Tablanette: clearing the table scores at once the value of every card taken, the played card included.\n"
            "The Jack takes the whole table but never makes a tablanette; a Jack on the table is taken only by a Jack.\n"
            "End of a deal: the last to capture takes what is left; A K Q J 10 score 1 each (10♦ 2), 2♣ 1, most cards 3.\n"
            "The first to 251 wins (151 for 3 players or 4 alone); a tablanette can end the game mid-deal."
        ),
        "ja": (
            "タブラネットのルールの要点\n"
            "2〜4人（4人は個人戦か、2人ずつのパートナー戦）、52枚のカード1組。\n"
            "ディール：6枚ずつ（3人・4人は4枚ずつ）、場に4枚を表向き、残りは山札。手札がなくなったら配り直し。\n"
            "手番：1枚出し、同じランクの場札全部と、合計がその数値になる2枚か3枚の場札のグループを取る。\n"
            "数値：2〜10は数字、クイーン13、キング14、エース1か11。ジャックには数値がない。\n"
            "取れるものはすべて取る。何も取れないカードは場に残る（捨て札）。\n"
            "タブラネット：場札を全部取ると、取ったカード全部（出したカードを含む）の数値をすぐに得点。\n"
            "ジャックは場札をすべて取るが、タブラネットにはならない。場のジャックはジャックでしか取れない。\n"
            "ディールの終了：最後に取った人が残りを取る。A K Q J 10各1点（10♦は2点）、2♣ 1点、最多枚数3点。\n"
            "最初に251点（3人と4人の個人戦は151点）に到達した人の勝ち。タブラネットでディールの途中に終わることもある。"
        ),
    },
    "lesson.intro": {
        "en": (
            "# Tablanette\n"
            "A fishing game of the Casino family for two to four players. You play one card a turn and capture the table cards that\n"
            "match its rank or add up to its value; sweeping the table clean (*table nette*, \"a clean table\") scores at once.\n"
            "Every position below is drawn by the engine: the position before a move, the move, the position after and what\n"
            "happened. The full rules, with the points the original write-up leaves open, ship with the project as\n"
            "`docs/rules/tablanette.md`."
        ),
        "ja": (
            "# タブラネット\n"
            "カシノ系のゲームで、2〜4人でプレイします。手番ごとにカードを1枚出し、そのランクと同じ場札や、合計がその数値になる場札を取ります。場をきれいにする（フランス語の*table nette*、「きれいなテーブル」）と、すぐに得点になります。以下の局面はすべてエンジンが描いたもので、手の前の局面、手、手の後の局面、起きたことを示します。原典が決めていない点も含めた完全なルールは、プロジェクトの`docs/rules/tablanette.ja.md`にあります。"
        ),
    },
    "lesson.the_deal": {
        "en": (
            "## The deal\n"
            "Everyone cuts the deck and the lowest card deals first; after each deal the deal passes on, so with two players the\n"
            "dealer alternates. The dealer deals six cards each (four each with three or four players), one at a time from the\n"
            "left, then lays four cards face up: the **table**. The rest is the face-down **stock**. The player on the dealer's\n"
            "left (with two, the non-dealer) plays first. Here is a real deal, how it began and every hand face up:"
        ),
        "ja": (
            "## ディール\n"
            "全員がカットして、最も低いカードの人が最初のディーラーになります。ディーラーはディールごとに交代します（2人なら交互）。ディーラーは左隣から1枚ずつ、6枚ずつ（3人・4人は4枚ずつ）配り、4枚を表向きに置きます：これが**場のカード**（場札）です。残りは裏向きの**山札**です。ディーラーの左隣（2人ならノンディーラー）から出します。実際のディールの始まりと、全員の手札を表向きにした局面です："
        ),
    },
    "lesson.jacks_at_the_deal": {
        "en": (
            "## Jacks among the first four table cards\n"
            "A Jack turned up among the four table cards goes to the bottom of the stock, and the top card of the stock replaces it\n"
            "(a Jack drawn as a replacement goes under too). Here is the start of a deal where that happened:"
        ),
        "ja": (
            "## 最初の場のカードの中のジャック\n"
            "最初の4枚の場のカードにジャックがあれば、そのジャックを山札の1番下に入れ、山札の1番上から補充します（補充したカードがジャックなら、それも同じようにします）。そうなったディールの始まりです："
        ),
    },
    "lesson.values": {
        "en": (
            "## Values\n"
            "Number cards count their number, the Queen 13, the King 14, and an Ace 1 or 11, as the player likes (played or on the\n"
            "table). The Jack has no value: it is special (see below)."
        ),
        "ja": (
            "## カードの数値\n"
            "2〜10はその数字、クイーンは13、キングは14、エースは1か11のどちらかをプレイヤーが選びます（出したカードについても、場のカードについても）。ジャックには数値がなく、特別の働きをします（後述）。"
        ),
    },
    "lesson.capturing_by_rank": {
        "en": (
            "## Capturing by rank\n"
            "A card takes every table card of its own rank, and the played card goes with them to the player's pile. With K♠ K♦ 7♣\n"
            "on the table, a played K♥ takes both Kings:"
        ),
        "ja": (
            "## ランクで取る\n"
            "出したカードと同じランクの場札を全部取り、出したカードもいっしょに自分の取り札にします。場にK♠ K♦ 7♣があれば、K♥を出すと2枚のキングを両方取ります："
        ),
    },
    "lesson.capturing_by_sums": {
        "en": (
            "## Capturing by sums, and the tablanette\n"
            "A card also takes any two or three table cards that add up to its value (never four or more): a 5 takes 2 + 3. Here\n"
            "that clears the table, so it is a **tablanette**: it scores at once the value of every card taken, the played card\n"
            "included, 2 + 3 + 5 = 10."
        ),
        "ja": (
            "## 合計で取る、そしてタブラネット\n"
            "場札の2枚か3枚の合計が出したカードの数値と等しければ、それらも取ります（4枚以上の合計では取れません）：5は2 + 3を取ります。この例では場札がなくなるので**タブラネット**です。取ったカード全部（出したカードを含む）の数値を、すぐに得点します：2 + 3 + 5 = 10。"
        ),
    },
    "lesson.several_groups_at_once": {
        "en": (
            "## Several groups at once, and everything must be taken\n"
            "With 2 3 4 8 9 on the table, a Queen (13) takes 2 + 3 + 8 **and** 4 + 9. What can be taken must be taken, so taking\n"
            "only one group is refused; the engine says why:"
        ),
        "ja": (
            "## 複数のグループを一度に、取れるものはすべて取る\n"
            "場に2 3 4 8 9があれば、クイーン（13）は2 + 3 + 8 **と** 4 + 9を取ります。取れるカードはすべて取らなければならないので、片方のグループだけを取ることはできません。エンジンが理由を示します："
        ),
    },
    "lesson.never_counted_twice": {
        "en": (
            "## A card is never counted twice\n"
            "With 2 3 5 9 on the table, a King (14) can take 2 + 3 + 9 or 5 + 9, but not all four: the 9 would be counted twice.\n"
            "Both captures are legal, and the player chooses:"
        ),
        "ja": (
            "## 同じカードは2回数えない\n"
            "場に2 3 5 9があるとき、キング（14）は2 + 3 + 9か5 + 9を取れますが、4枚全部は取れません：9を2回数えることになるからです。どちらの取り方も合法で、プレイヤーが選びます："
        ),
    },
    "lesson.aces": {
        "en": (
            "## Aces: a real choice\n"
            "The player need not take the most cards. With A♣ 10♠ on the table a played A♥ may take both (the table Ace as 1:\n"
            "1 + 10 = 11), a tablanette worth 1 + 10 + 11 = 22, the played Ace counting 11; or the table Ace alone, by rank, which\n"
            "leaves the 10♠:"
        ),
        "ja": (
            "## エース：本当の選択\n"
            "必ずしも最高の枚数を取る必要はありません。場にA♣ 10♠があるとき、A♥を出せば、両方を取る（場のエースを1と数えて1 + 10 = 11）と、出したエースを11と数えて1 + 10 + 11 = 22点のタブラネットです。場のエースだけをランクで取ることもでき、そのときは10♠が残ります："
        ),
    },
    "lesson.the_39_point_tablanette": {
        "en": (
            "## The 39-point tablanette\n"
            "With 3 10 Q on the table a played Queen takes the Queen by rank and 3 + 10 by sum: 3 + 10 + 13 + 13 = 39."
        ),
        "ja": (
            "## 39点のタブラネット\n"
            "場に3 10 Qがあるとき、クイーンを出すと、クイーンをランクで、3 + 10を合計で取ります：3 + 10 + 13 + 13 = 39点。"
        ),
    },
    "lesson.takes_nothing": {
        "en": (
            "## A card that takes nothing stays on the table\n"
            "A card that can capture must capture: the 5 may not be thrown away on 2 3. An 8 takes nothing there, so it is laid\n"
            "down and becomes a table card (a *discard*):"
        ),
        "ja": (
            "## 何も取れないカードは場に残る\n"
            "取れるカードは取らなければなりません：2 3の場に5を取らずに出すことはできません。8はそこでは何も取れないので、そのまま場のカードになります（**捨て札**）："
        ),
    },
    "lesson.jacks": {
        "en": (
            "## The Jack\n"
            "A played Jack takes the **whole table**, but that is never a tablanette. A Jack lying on the table can be taken only by\n"
            "another Jack, so while it lies there no tablanette is possible: a 9 takes 4 + 5 and leaves the Jack. A Jack played to\n"
            "an empty table takes nothing and stays there."
        ),
        "ja": (
            "## ジャック\n"
            "ジャックを出すと**場のカードをすべて**取りますが、タブラネットにはなりません。場のジャックはジャックを出すことによってしか取れないので、場にある間はタブラネットはできません：9は4 + 5を取り、ジャックは残ります。場にカードが1枚もないときにジャックを出すと、何も取らずに捨て札になります。"
        ),
    },
    "lesson.redeal": {
        "en": (
            "## Redeal\n"
            "When every hand is empty and stock remains, the dealer deals six cards each again (four with three or four players);\n"
            "no cards go to the table, and play goes on in turn. Here South and North play their last cards, and North, the dealer,\n"
            "deals again:"
        ),
        "ja": (
            "## 配り直し\n"
            "全員の手札がなくなったときに山札があれば、ディーラーはまた6枚ずつ（3人・4人は4枚ずつ）配ります。場のカードは配らず、プレイは順番どおりに続きます。ここでは南と北が最後のカードを出し、ディーラーの北が配り直します："
        ),
    },
    "lesson.end_of_deal": {
        "en": (
            "## The end of a deal and the score\n"
            "When hands and stock are empty, whoever captured last takes what is left on the table, and **that is not a\n"
            "tablanette**. Then each Ace, King, Queen, Jack and 10 taken scores 1 (the 10♦ 2), the 2♣ 1, and the most cards 3.\n"
            "Here, in a one-deal game, South captured last, so the four cards left go to South; the score follows, line by line:"
        ),
        "ja": (
            "## ディールの終了と得点\n"
            "手札も山札もなくなったら、残っている場のカードは最後に場のカードを取った人のものになります。**これはタブラネットにはなりません**。そのあと、取ったエース、キング、クイーン、ジャック、10は各1点（ダイアモンドの10は2点）、クラブの2は1点、取ったカードの枚数が1番多い人に3点です。この1ディールのゲームでは最後に取ったのは南なので、残りの4枚は南のものになります。ディールの得点を1行ずつ示します："
        ),
    },
    "lesson.most_cards_tie": {
        "en": (
            "## A tie for the most cards\n"
            "When two players (or partnerships) tie for the most cards taken, nobody scores the 3 points. Here each takes two cards\n"
            "(North's capture is a tablanette):"
        ),
        "ja": (
            "## 最多枚数が同数のとき\n"
            "取ったカードの枚数の1番多い人（組）が同数なら、誰も3点を得点しません。ここでは2人とも2枚ずつ取ります（北の取り方はタブラネットです）："
        ),
    },
    "lesson.game_end": {
        "en": (
            "## How the game ends\n"
            "The first to reach the target wins: 251 points, or 151 with three players or four playing alone (partners keep 251).\n"
            "The scores add up deal after deal, and the dealer changes each deal. If at the end of a deal several players are over\n"
            "the target, the highest score wins, and equal highest scores are a draw."
        ),
        "ja": (
            "## ゲームの終了\n"
            "最初に目標点に到達した人が勝者です：251点、3人と4人の個人戦は151点（パートナー戦は251点のまま）。得点はディールごとに積み重なり、ディーラーはディールごとに交代します。ディール後の得点計算で複数の人が目標点以上になったら、得点の多い人が勝者で、同点は引き分けです。"
        ),
    },
    "lesson.game_end_mid_deal": {
        "en": (
            "A tablanette that reaches the target ends the game at once, in the middle of the deal. Here the target is\n"
            "set to 30 (a house rule), so the 39-point tablanette wins the game with cards still in the hands:"
        ),
        "ja": "目標点に届くタブラネットをすれば、ディールの途中でもすぐにゲーム終了です。ここでは目標点を30点にしている（ハウスルール）ので、39点のタブラネットで、手札が残ったままゲームに勝ちます：",
    },
    "lesson.game_end_draw": {
        "en": (
            "A draw: here the target is set to 27 (a house rule). South's and North's tablanettes score 26 each, short of\n"
            "it; at the end of the deal each adds 1 for a Queen, the most-cards bonus goes to nobody (three cards each), and both\n"
            "reach the target on 27, equal highest: the game is a draw."
        ),
        "ja": (
            "引き分け：ここでは目標点を27点にしています（ハウスルール）。南と北のタブラネットはどちらも26点で、まだ届きません。"
            "ディール終了時にそれぞれQで1点を足し、最多枚数ボーナスは同数（3枚ずつ）で誰にも入らず、2人とも27点で目標点に達して"
            "同点の1位：ゲームは引き分けです。"
        ),
    },
    "lesson.a_whole_deal": {
        "en": (
            "## A whole deal to step through\n"
            "A real deal between two of the engine's players, from the cut to the score. Use *First*, *Back*, *Forward* and *Last*\n"
            "(or the arrow keys) to follow it move by move: watch the Jacks buried at the start, the tablanettes, the redeals, and\n"
            "the last cards."
        ),
        "ja": (
            "## 1ディールを1手ずつ\n"
            "エンジンのプレイヤー2人による実際のディールを、カットから得点まで示します。*最初*、*戻る*、*進む*、*最後*のボタン（または矢印キー）で1手ずつ追ってください：最初に山札の下に入るジャック、タブラネット、配り直し、最後の場のカードに注目してください。"
        ),
    },
    "lesson.a_whole_deal_score": {
        "en": "Its score, line by line: the tablanettes scored during play, then the cards taken.",
        "ja": "その得点を1行ずつ：プレイ中に得点したタブラネット、そして取ったカードの得点です。",
    },
    "lesson.house_rules": {
        "en": (
            "## House rules\n"
            "The original write-up's notes give variants, each a switch of the house-rules form at the table below: eight cards\n"
            "each for two, sums of any size, Parlett's card points, and the Jack as a plain 12. The form also sets the target and\n"
            "a few choices the write-up leaves open:"
        ),
        "ja": (
            "## ハウスルール\n"
            "原典の注にある変種は、どれも下のテーブルのハウスルールの設定で切り替えられます：2人で8枚配り、何枚でも合計で取れる、パーレット式のカード点、普通の12としてのジャック。目標点や、原典が決めていない点も設定できます："
        ),
    },
    "lesson.house_rules_example": {
        "en": "With sums of any size a King takes 2 + 3 + 4 + 5 too:",
        "ja": "何枚でも合計で取れるなら、キングは2 + 3 + 4 + 5も取れます：",
    },
    "lesson.practice": {
        "en": (
            "## Practice\n"
            "Which table cards does a card take, and is a capture a tablanette? Each question is asked on a position from a real\n"
            "deal and answered by the engine: click the cards (then *Check*) or the answer, and every wrong choice is explained.\n"
            "The question set's number and the level choose the questions, so a class given the same number gets the same ten."
        ),
        "ja": (
            "## 練習\n"
            "出したカードはどの場札を取るか、その取り方はタブラネットか。どの問題も実際のディールの局面から出され、エンジンが答えます：カードをクリックして*確認*を押すか、答えを選んでください。間違った選択にはすべて理由が示されます。問題セットの番号とレベルで問題が決まるので、クラスで同じ番号を出せば全員が同じ10問になります。"
        ),
    },
    "lesson.play": {
        "en": (
            "## Play\n"
            "Deal with a number, step through the game, or play South against the engine's players: click a card, then its\n"
            "capture. When a card has many captures, click the table cards you want and press *Play it*; the engine says why a\n"
            "choice is refused. The *House rules* tab changes the rules and deals again."
        ),
        "ja": (
            "## プレイ\n"
            "番号を決めて配り、ゲームを1手ずつ見るか、南としてエンジンのプレイヤーと対戦します：カードをクリックし、次に取り方を選びます。取り方がたくさんあるときは、取りたい場札をクリックして*これで出す*を押してください。選び方が認められないときは、エンジンが理由を示します。*ハウスルール*タブでルールを変えると、配り直しになります。"
        ),
    },
    "example.one_deal_over": {
        "en": "That ends deal {deal} and this example, which plays one deal: in a game the deal passes to the left and the scores add up until someone reaches {target}.",
        "ja": "これで第{deal}ディールとこの例（1ディールだけの例）は終わりです。ゲームではディーラーが左隣に移り、誰かが{target}点に達するまで得点を足していきます。",
    },
    "page.one_deal_status": {
        "en": "Deal {deal} is over: {scores}.",
        "ja": "第{deal}ディール終了：{scores}。",
    },
    "page.replay_plain": {
        "en": "A deal of {moves} moves to step through; its last line: {last}",
        "ja": "1手ずつ追える{moves}手のディール。最後の行：{last}",
    },
    "page.value.ace": {
        "en": "1 or 11",
        "ja": "1か11",
    },
    "page.value.jack": {
        "en": "none: it takes the whole table",
        "ja": "なし：場のカードをすべて取る",
    },
    "page.rank.A": {
        "en": "Ace",
        "ja": "エース",
    },
    "page.rank.K": {
        "en": "King",
        "ja": "キング",
    },
    "page.rank.Q": {
        "en": "Queen",
        "ja": "クイーン",
    },
    "page.rank.J": {
        "en": "Jack",
        "ja": "ジャック",
    },
    "page.rank.2": {
        "en": "2",
        "ja": "2",
    },
    "page.rank.3": {
        "en": "3",
        "ja": "3",
    },
    "page.rank.4": {
        "en": "4",
        "ja": "4",
    },
    "page.rank.5": {
        "en": "5",
        "ja": "5",
    },
    "page.rank.6": {
        "en": "6",
        "ja": "6",
    },
    "page.rank.7": {
        "en": "7",
        "ja": "7",
    },
    "page.rank.8": {
        "en": "8",
        "ja": "8",
    },
    "page.rank.9": {
        "en": "9",
        "ja": "9",
    },
    "page.rank.10": {
        "en": "10",
        "ja": "10",
    },
    "page.head.card": {
        "en": "Card",
        "ja": "カード",
    },
    "page.head.value": {
        "en": "Value",
        "ja": "数値",
    },
    "page.head.legal": {
        "en": "The legal plays of {card}",
        "ja": "{card}の合法な出し方",
    },
    "page.head.item": {
        "en": "Item",
        "ja": "項目",
    },
    "page.head.who": {
        "en": "Who",
        "ja": "誰が",
    },
    "page.head.points": {
        "en": "Points",
        "ja": "得点",
    },
    "page.head.why": {
        "en": "Why",
        "ja": "理由",
    },
    "page.head.players": {
        "en": "Players",
        "ja": "人数",
    },
    "page.head.target": {
        "en": "Target",
        "ja": "目標点",
    },
    "page.head.rule": {
        "en": "House rule",
        "ja": "ハウスルール",
    },
    "page.head.meaning": {
        "en": "What it does",
        "ja": "内容",
    },
    "page.head.choices": {
        "en": "Choices",
        "ja": "選択肢",
    },
    "page.why.most_cards": {
        "en": "cards taken: {counts}",
        "ja": "取った枚数：{counts}",
    },
    "page.why.most_cards_tie": {
        "en": "a tie for the most cards taken ({counts}): nobody scores",
        "ja": "取った枚数が同数（{counts}）なので誰も得点しない",
    },
    "page.nobody": {
        "en": "nobody",
        "ja": "なし",
    },
    "page.why.tablanettes": {
        "en": "scored during play",
        "ja": "プレイ中に得点",
    },
    "page.target.two": {
        "en": "2 players",
        "ja": "2人",
    },
    "page.target.three": {
        "en": "3 players",
        "ja": "3人",
    },
    "page.target.four_alone": {
        "en": "4 players alone",
        "ja": "4人の個人戦",
    },
    "page.target.four_partners": {
        "en": "4 players as partners",
        "ja": "4人のパートナー戦",
    },
    "state_error.hands": {
        "en": "must be a list of hands, one per seat",
        "ja": "席ごとに1つずつの手札のリストでなければなりません",
    },
    "state_error.kind": {
        "en": "must be 'seed', 'deck' or 'position', got {got}",
        "ja": "'seed'、'deck'、'position'のどれかでなければなりません（指定：{got}）",
    },
    "state_error.deck": {
        "en": "must be the 52 cards of one deck, each once",
        "ja": "1組のデッキの52枚を1枚ずつ並べたものでなければなりません",
    },
    "state_error.twice": {
        "en": "a card appears twice: {cards}",
        "ja": "2回出てくるカードがあります：{cards}",
    },
}

PRACTICE: dict[str, dict[str, str]] = {  # practice.tablanette.<key>
    "taken": {
        "en": "{card} is taken: {narration}",
        "ja": "{card}は取られます：{narration}",
    },
    "taken_always": {
        "en": "{card} is taken by every legal play of {played}.",
        "ja": "{card}は{played}のどの合法な出し方でも取られます。",
    },
    "stays": {
        "en": "{card} stays on the table: taking it too is refused ({reason}).",
        "ja": "{card}は場に残ります：それも取ることはできません（{reason}）。",
    },
    "taken_sometimes": {
        "en": (
            "{card} is taken in some of the legal captures and not in others: the player chooses (any maximal set of groups is legal)."
        ),
        "ja": "{card}は合法な取り方によって取られたり取られなかったりします：プレイヤーが選びます（組の極大な組み合わせならどれでも合法です）。",
    },
    "takes_nothing": {
        "en": "{card} takes nothing here, so it stays on the table: {narration}",
        "ja": "{card}はここでは何も取らないので、場に残ります：{narration}",
    },
    "several": {
        "en": "{n} captures are legal and any one of them is right: {narrations}",
        "ja": "合法な取り方が{n}通りあり、どれも正解です：{narrations}",
    },
    "captures.question": {
        "en": (
            "{name} plays {card}. Which table cards does it take? Click each card it takes (none if it takes nothing), then Check."
        ),
        "ja": "{name}が{card}を出します。場札のどれを取りますか？取るカードをすべてクリックして（何も取らなければクリックなし）、「確認」を押してください。",
    },
    "none": {
        "en": "No tablanette",
        "ja": "タブラネットではない",
    },
    "points": {
        "en": "Tablanette, {points} points",
        "ja": "タブラネット、{points}点",
    },
    "not_cleared.one": {
        "en": "No: {narration} {cards} stays on the table, so the table is not cleared.",
        "ja": "違います：{narration} {cards}が場に残るので、場は空になりません。",
    },
    "not_cleared.other": {
        "en": "No: {narration} {cards} stay on the table, so the table is not cleared.",
        "ja": "違います：{narration} {cards}が場に残るので、場は空になりません。",
    },
    "is_one": {
        "en": "It is one: the table is cleared. {narration}",
        "ja": "タブラネットです：場が空になります。{narration}",
    },
    "not_points": {
        "en": "Not {points} points: {narration}",
        "ja": "{points}点ではありません：{narration}",
    },
    "value.question": {
        "en": "{name} plays {card} and takes {cards}. Is this a tablanette, and what is it worth?",
        "ja": "{name}が{card}を出して{cards}を取ります。これはタブラネットですか？何点ですか？",
    },
}

FACTS: dict[str, dict[str, str]] = {  # facts.tablanette.<key>
    "tablanettes": {
        "en": "tablanettes",
        "ja": "タブラネット",
    },
    "tablanette_points": {
        "en": "tablanette points",
        "ja": "タブラネットの得点",
    },
    "jack_sweeps": {
        "en": "Jack sweeps",
        "ja": "ジャックで場札をすべて取った回数",
    },
    "captures": {
        "en": "captures",
        "ja": "場札を取った回数",
    },
}

RULES_JA: dict[str, str] = {  # tablanette.rules.<field>.label / .help, Japanese only
    "rules.players.label": "人数",
    "rules.players.help": "プレイヤーの人数、2〜4人（原典はまず2人ゲームを説明し、3人と4人は時計回りにプレイ）。",
    "rules.partnership.label": "パートナー戦",
    "rules.partnership.help": "4人のとき、向かい合った2人ずつがパートナーになり、取り札と得点を合わせる。",
    "rules.eight_card_deal.label": "8枚配り",
    "rules.eight_card_deal.help": "2人のとき、6枚ではなく8枚ずつ配る（配り直しも8枚；原典が挙げる変種、パーレットによる）。",
    "rules.sums_any_size.label": "何枚でも合計で取れる",
    "rules.sums_any_size.help": "合計で取るとき、2枚か3枚に限らず何枚の場札でも使える（パーレットによる変種）。",
    "rules.jack_is_twelve.label": "ジャックは12",
    "rules.jack_is_twelve.help": "ジャックは12の普通のカードとして、ランクと合計で取り、取られる（スカーンによる変種）。",
    "rules.card_points.label": "カード点",
    "rules.card_points.help": (
        "ディール終了時のカード点：原典どおり（A K Q J 10 各1点、10♦は2点、2♣は1点）か、"
        "パーレット式（A 11、10 10、K 4、Q 3、J 2）。"
    ),
    "rules.most_cards_bonus.label": "最多枚数ボーナス",
    "rules.most_cards_bonus.help": "最も多くのカードを取ったら3点（同数なら得点なし）。",
    "rules.ace_in_tablanette.label": "タブラネットでのA",
    "rules.ace_in_tablanette.help": "タブラネットの得点でのAの数え方：取るときに使った値（自由なら11）、常に1、または常に11。",
    "rules.target.label": "目標点",
    "rules.target.help": "ゲームに勝つ得点。0は原典どおり：251点（3人と4人の個人戦は151点）。",
    "rules.first_dealer.label": "最初のディーラー",
    "rules.first_dealer.help": (
        "最初のディーラーの決め方：全員がカットし、最も低いカードの人が配る（同じなら引き直し）か、"
        "南が最初に出すようにする。"
    ),
    "rules.single_deal.label": "1ディールのみ",
    "rules.single_deal.help": "1ディールだけプレイする（レッスンやシミュレーション用）；その得点計算でゲーム終了。",
}


def _register() -> None:
    register("tablanette", MESSAGES)
    register("practice.tablanette", PRACTICE)
    register("facts.tablanette", FACTS)
    # English help lives in the docstrings of ``Rules``; the catalogue holds only the other languages' labels
    CATALOGUES["ja"].update({f"tablanette.{k}": v for k, v in RULES_JA.items()})

_register()

# The house-rules form's short English labels (the field names read as code: "Void may discard"); the help stays in
# each field's docstring, and the Japanese labels are with the Japanese help.
RULES_EN_LABELS: dict[str, str] = {
    "players": "Players",
    "partnership": "Play as partners",
    "eight_card_deal": "Eight cards each",
    "sums_any_size": "Sums of any size",
    "jack_is_twelve": "Jack counts 12",
    "card_points": "Card points",
    "most_cards_bonus": "Bonus for most cards",
    "ace_in_tablanette": "Aces in a tablanette",
    "target": "Target score",
    "first_dealer": "First dealer",
    "single_deal": "One deal only",
}
register("tablanette", {f"rules.{field}.label": {"en": label} for field, label in RULES_EN_LABELS.items()})
