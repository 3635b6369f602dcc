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
    "event.deal_scored.owner": {
        "en": "{owner} {count} cards, {points} points (total {total})",
        "ja": "{owner} {count}枚・{points}点（合計{total}点）",
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
    "lesson.intro": {
        "en": (
            "# Tablanette\n"
            "A fishing game of the Casino family for two to four players. You play one card a turn and capture table cards\n"
            "that match its rank or add up to its value; sweeping the table clean — *table nette* — scores at once.\n"
            "Every position below is drawn by the `cardrules` library, and the live table at the end lets you play."
        ),
        "ja": (
            "# タブラネット\n"
            "カシノ系の「釣り」のゲームで、2〜4人でプレイします。手番ごとにカードを1枚出し、そのランクと同じ場札や、\n"
            "合計がその数値になる場札を取ります。場をきれいにする——*table nette*（きれいなテーブル）——とすぐに得点になります。\n"
            "以下の局面はすべて `cardrules` ライブラリが描いたもので、最後のテーブルで実際にプレイできます。"
        ),
    },
    "lesson.the_deal": {
        "en": (
            "## The deal\n"
            "Each player gets six cards (four each with three or four players), four cards go face up to the table, and the\n"
            "rest is the stock. Here is a real deal, every hand shown face up."
        ),
        "ja": (
            "## ディール\n"
            "各プレイヤーに6枚ずつ（3人か4人なら4枚ずつ）配り、4枚を表向きに場に出し、残りは山札にします。\n"
            "実際のディールを、全員の手札を表にして示します。"
        ),
    },
    "lesson.values": {
        "en": (
            "## Values\n"
            "Number cards count their pips, the Queen 13, the King 14, and an Ace 1 or 11 as you like. The Jack has no value:\n"
            "it is special (see below).\n"
            "\n"
            "## Capturing by rank\n"
            "A card takes every table card of its rank. With `K♠ K♦ 7♣` on the table, a played `K♥` must take both Kings."
        ),
        "ja": (
            "## カードの数値\n"
            "数札は数字どおり、クイーンは13、キングは14、エースは1か11の好きな方です。ジャックには数値がなく、\n"
            "特別な働きをします（後述）。\n"
            "\n"
            "## ランクで取る\n"
            "出したカードは、同じランクの場札をすべて取ります。場に `K♠ K♦ 7♣` があれば、`K♥` を出すと2枚のキングを両方取らなければなりません。"
        ),
    },
    "lesson.capturing_by_sums": {
        "en": (
            "## Capturing by sums\n"
            "It also takes any two or three table cards that add up to its value: a `5` takes `2 + 3`. Here that clears the\n"
            "table, so it is a **tablanette**, worth the value of every card taken, the played card included: 2 + 3 + 5 = 10."
        ),
        "ja": (
            "## 合計で取る\n"
            "場札の2枚か3枚の合計が出したカードの数値と等しければ、それらも取れます：`5` は `2 + 3` を取ります。この例では場札が\n"
            "なくなるので **タブラネット** で、取ったカード全部の数値（出したカードも含む）が得点になります：2 + 3 + 5 = 10。"
        ),
    },
    "lesson.several_groups_at_once": {
        "en": (
            "## Several groups at once, and everything must be taken\n"
            "With `2 3 4 8 9` on the table a Queen (13) takes `2 + 3 + 8` **and** `4 + 9`. Taking only one group is refused,\n"
            "because everything the card can take must be taken."
        ),
        "ja": (
            "## 複数のグループを一度に、取れるものは全部取る\n"
            "場に `2 3 4 8 9` があれば、クイーン（13）は `2 + 3 + 8` **と** `4 + 9` を取ります。片方のグループだけを取ることは\n"
            "できません。出したカードで取れるカードは、すべて取らなければならないからです。"
        ),
    },
    "lesson.a_card_is_never": {
        "en": (
            "## A card is never counted twice\n"
            "With `2 3 5 9` a King (14) can take `2 + 3 + 9` or `5 + 9`, but not all four: the 9 would be used twice.\n"
            "Both captures are legal, and the player chooses."
        ),
        "ja": (
            "## 同じカードを2回数えることはできない\n"
            "場が `2 3 5 9` なら、キング（14）は `2 + 3 + 9` か `5 + 9` を取れますが、4枚全部は取れません：9を2回使うことになるからです。\n"
            "どちらの取り方も合法で、プレイヤーが選びます。"
        ),
    },
    "lesson.aces_a_real_choice": {
        "en": (
            "## Aces: a real choice\n"
            "With `A♣ 10♠` on the table a played `A♥` may take the Ace alone (by rank), or both (1 + 10 = 11). Taking both is a\n"
            "tablanette worth 1 + 10 + 11 = 22: the table Ace counts 1, the played Ace 11."
        ),
        "ja": (
            "## エース：本当の選択\n"
            "場に `A♣ 10♠` があるとき、`A♥` を出せば、エースだけ（ランクで）か、両方（1 + 10 = 11）を取れます。両方取ると\n"
            "タブラネットで 1 + 10 + 11 = 22点：場のエースは1、出したエースは11と数えます。"
        ),
    },
    "lesson.the_39_point_tablanette": {
        "en": (
            "## The 39-point tablanette\n"
            "With `3 10 Q` on the table a played Queen takes the Queen by rank and `3 + 10` by sum: 3 + 10 + 13 + 13 = 39."
        ),
        "ja": (
            "## 39点のタブラネット\n"
            "場に `3 10 Q` があるとき、クイーンを出すと、クイーンをランクで、`3 + 10` を合計で取ります：3 + 10 + 13 + 13 = 39。"
        ),
    },
    "lesson.a_card_that_takes": {
        "en": (
            "## A card that takes nothing stays on the table\n"
            "An 8 on `2 3` takes nothing and becomes a table card; the 5, which could capture, may not be thrown away."
        ),
        "ja": (
            "## 何も取れないカードは場に残る\n"
            "`2 3` の場に8を出しても何も取れず、場札になります（捨て札）。取ることのできる5を、何も取らずに捨てることはできません。"
        ),
    },
    "lesson.jacks": {
        "en": (
            "## Jacks\n"
            "A Jack sweeps the whole table, but that is never a tablanette. A Jack lying on the table can only be taken by\n"
            "another Jack, so it blocks tablanettes until then."
        ),
        "ja": (
            "## ジャック\n"
            "ジャックは場札をすべて取りますが、それは決してタブラネットになりません。場にあるジャックは別のジャックでしか\n"
            "取れないので、それまではタブラネットを妨げます。"
        ),
    },
    "lesson.the_end_of_a": {
        "en": (
            "## The end of a deal and the score\n"
            "When hands and stock are empty, the last player to capture takes what is left. Then each A K Q J 10 scores 1\n"
            "(10♦ scores 2), 2♣ scores 1, and most cards 3. Here is one whole deal played by two random bots, and its score."
        ),
        "ja": (
            "## ディールの終わりと得点\n"
            "手札も山札もなくなったら、最後に取ったプレイヤーが残りの場札を取ります。そのあと A K Q J 10 は各1点\n"
            "（10♦は2点）、2♣は1点、最も多くのカードを取った人は3点です。ランダムなボット2人がプレイした1ディールとその得点です。"
        ),
    },
    "lesson.house_rules": {
        "en": (
            "## House rules\n"
            "The seed's notes give variants, each a switch of `Rules`: 8-card deals for two, sums of any size, Parlett's card\n"
            "points, and the Jack as a plain 12. With sums of any size a King takes `2 + 3 + 4 + 5` too:"
        ),
        "ja": (
            "## ハウスルール\n"
            "原典の注にある変種は、どれも `Rules` の設定で切り替えられます：2人で8枚配り、何枚でも合計で取れる、パーレットの\n"
            "カード点、普通の12としてのジャック。何枚でも合計で取れるなら、キングは `2 + 3 + 4 + 5` も取れます："
        ),
    },
    "lesson.practice": {
        "en": (
            "## Practice\n"
            "Which table cards does a card take, and is a capture a tablanette? Each question is asked on a position from a real\n"
            "deal and answered by the engine: click the cards (then *Check*) or the answer, and every wrong choice is explained.\n"
            "The set number and the level choose the questions, so a class given set 1 gets the same ten."
        ),
        "ja": (
            "## 練習\n"
            "出したカードはどの場札を取るか、その取り方はタブラネットか。どの問題も実際のディールの局面から出され、エンジンが\n"
            "答えます：カードをクリックして（*Check* を押す）か、答えを選んでください。間違った選択にはすべて理由が示されます。\n"
            "セット番号とレベルで問題が決まるので、クラスでセット1を出せば全員が同じ10問になります。"
        ),
    },
    "lesson.play": {
        "en": (
            "## Play\n"
            "Deal with a seed, step through the game, or play South against a bot: click a card, then its capture. When a card\n"
            "has many captures, click the table cards you want and press *Play it* — the engine says why a choice is refused.\n"
            "The *House rules* tab changes the rules and deals again."
        ),
        "ja": (
            "## プレイ\n"
            "シードを決めて配り、ゲームを1手ずつ見るか、南としてボットと対戦します：カードをクリックし、次に取り方を選びます。\n"
            "取り方がたくさんあるときは、取りたい場札をクリックして *これで出す* を押してください。選び方が認められないときは、\n"
            "エンジンが理由を示します。*ハウスルール* タブでルールを変えると、配り直しになります。"
        ),
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
