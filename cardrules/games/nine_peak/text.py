"""Every sentence of 9 Peak, English and Japanese side by side.

Registered with :func:`cardrules.i18n.register` when the game is imported: ``MESSAGES`` as ``nine_peak.<key>``,
``PRACTICE`` as ``practice.nine_peak.<key>``, ``FACTS`` as ``facts.nine_peak.<key>``. The English help of each house
rule is the field's docstring in ``rules.py`` (the one source of truth), so ``RULES_JA`` holds the Japanese labels and
help only. The Japanese follows the write-up's own words (草案, 巡目, 特別の組み合わせ, エリア, ピーク, セット).
"""

from __future__ import annotations

from cardrules.i18n import CATALOGUES, register

MESSAGES: dict[str, dict[str, str]] = {  # nine_peak.<key>
    "title": {
        "en": "9 Peak",
        "ja": "9 Peak",
    },
    "move.pass_one": {
        "en": "Pass: place {card}",
        "ja": "パス：{card}をエリアに置く",
    },
    "move.pass_two": {
        "en": "Pass: place {first} then {second}, then take one",
        "ja": "パス：{first}、次に{second}をエリアに置き、1枚取る",
    },
    "move.take": {
        "en": "Take {card} from the Area",
        "ja": "エリアから{card}を取る",
    },
    "move.play": {
        "en": "Play a set of {n}: {cards}",
        "ja": "{n}のセットをプレイ：{cards}",
    },
    "move_error.empty": {
        "en": "an empty move: write pass, take or play, e.g. 'pass 5S'",
        "ja": "手が空です：pass、take、playのどれかを書きます（例：'pass 5S'）",
    },
    "move_error.pass": {
        "en": "a Pass places one or two cards, e.g. 'pass 5S' or 'pass 5S 6H'",
        "ja": "パスで置くのは1枚か2枚です（例：'pass 5S'、'pass 5S 6H'）",
    },
    "move_error.take": {
        "en": "take one card, e.g. 'take 3D'",
        "ja": "取るのは1枚です（例：'take 3D'）",
    },
    "move_error.play": {
        "en": "write a set as 'play N: cards', e.g. 'play 3: 3S 2H 3D'",
        "ja": "セットは 'play N: カード' と書きます（例：'play 3: 3S 2H 3D'）",
    },
    "move_error.verb": {
        "en": "unknown move {verb!r} (pass, take or play)",
        "ja": "{verb!r}という手はありません（pass、take、playのどれか）",
    },
    "preset.draft": {"en": "Draft 7, 4 players", "ja": "草案7、4人"},
    "preset.draft_3": {"en": "Draft 7, 3 players", "ja": "草案7、3人"},
    "preset.draft_5": {"en": "Draft 7, 5 players", "ja": "草案7、5人"},
    "preset.peak_7": {"en": "Peak 7", "ja": "ピーク7"},
    "preset.double_bonus": {"en": "Double bonus", "ja": "ボーナス2倍"},
    "preset.peak_7_double_bonus": {"en": "Peak 7 and double bonus", "ja": "ピーク7とボーナス2倍"},
    "preset.idea_a": {"en": "Idea A: numbers 1-5, three copies (65 cards)", "ja": "案A：数字1〜5、各3枚（65枚）"},
    "preset.idea_a_3": {
        "en": "Idea A, 3 players: numbers 1-5, two copies (45 cards)",
        "ja": "案A、3人：数字1〜5、各2枚（45枚）",
    },
    "preset.idea_b_5": {
        "en": "Idea B, 5 players: 66 cards, 6 in the Area, 12 each",
        "ja": "案B、5人：66枚、エリアに6枚、12枚ずつ",
    },
    "preset.idea_b_3": {
        "en": "Idea B, 3 players: 6 in the Area, 12 each, 24 unused",
        "ja": "案B、3人：エリアに6枚、12枚ずつ、24枚は使わない",
    },
    "preset.setup_set_aside": {"en": "Setup peaks set aside", "ja": "準備中のピークは除外"},
    "preset.setup_refill_5": {"en": "Setup peaks refilled, 5 players", "ja": "準備中のピークは除外して補充、5人"},
    "preset.printed_jokers": {"en": "Printed Joker suits", "ja": "ジョーカーは印刷どおりのスート"},
    "preset.no_jokers": {"en": "No Jokers", "ja": "ジョーカーなし"},
    "preset.area_8_hands_10": {"en": "Area of 8, hands of 10, 3 players", "ja": "エリア8枚、手札10枚、3人"},
    "rules.setup_peak.option.reshuffle": {"en": "reshuffle and deal again", "ja": "シャッフルして配り直す"},
    "rules.setup_peak.option.set_aside": {"en": "set the cards aside", "ja": "そのカードを除外する"},
    "rules.setup_peak.option.refill": {"en": "set aside and refill", "ja": "除外して補充する"},
    "rules.joker_suits.option.wild": {
        "en": "each Joker any suit, or a Joker",
        "ja": "ジョーカーは好きなスートにもジョーカーのままにもなる",
    },
    "rules.joker_suits.option.printed": {"en": "printed suits must differ", "ja": "印刷されたスートがバラバラ"},
    "zone.set": {"en": "{name}'s set {k}: {n} cards", "ja": "{name}のセット{k}（{n}枚）"},
    "zone.set_note": {
        "en": "scores {size} × {count} = {points} VP",
        "ja": "{size} × {count} = {points} ＶＰ",
    },
    "range.heading": {"en": "range", "ja": "数字幅"},
    "range.number": {"en": "{n}s", "ja": "{n}"},
    "range.peak": {"en": "peak", "ja": "ピーク"},
    "range.peak_row": {"en": "peak {v}", "ja": "ピーク {v}"},
    "range.line": {"en": "{n}s count as {lo}-{hi}", "ja": "{n}は{lo}〜{hi}"},
    "range.line_only": {"en": "{n}s only {n}", "ja": "{n}は{n}のみ"},
    "range.plain": {"en": "The ranges now: {ranges}.", "ja": "いまの数字幅：{ranges}。"},
    "reason.not_a_move": {
        "en": "{move} is not a 9 Peak move (pass, take or play, with cards as their fields)",
        "ja": "{move}は9 Peakの手ではありません（パス、テイク、プレイのいずれかで、カードを指定します）",
    },
    "reason.must_take": {
        "en": "you placed two cards and must now take one card from the Area",
        "ja": "2枚置いたので、次はエリアからカードを1枚取らなければなりません",
    },
    "reason.not_in_area": {
        "en": "{card} is not in the Area",
        "ja": "{card}はエリアにありません",
    },
    "reason.take_after_pass": {
        "en": "you may take a card from the Area only after placing two cards in a Pass",
        "ja": "エリアからカードを取れるのは、パスで2枚置いたあとだけです",
    },
    "reason.take_empty": {
        "en": "the Area is empty, and you may take a card only after placing two cards in a Pass",
        "ja": "エリアは空です。カードを取れるのは、パスで2枚置いたあとだけです",
    },
    "reason.not_held": {
        "en": "you do not hold {card}",
        "ja": "{card}を持っていません",
    },
    "reason.held_only": {
        "en": "you hold only {held} {card}",
        "ja": "{card}は{held}枚しか持っていません",
    },
    "reason.set_size": {
        "en": "a set needs a size of 1 or more, got {n}",
        "ja": "セットの大きさは1以上です（{n}が指定されました）",
    },
    "reason.set_count": {
        "en": "a set of {n} must have exactly {n} cards, got {got}",
        "ja": "{n}のセットはちょうど{n}枚でなければなりません（{got}枚です）",
    },
    "reason.range": {
        "en": (
            "every card of a set of {n} must be able to count as {n}: {card} counts as "
            "{lo}-{hi} ({extra} of its number in the Area)"
        ),
        "ja": (
            "{n}のセットのカードはすべて{n}として扱えなければなりません：{card}は{lo}〜{hi}として扱います（"
            "エリアに同じ数字が{extra}枚）"
        ),
    },
    "reason.range_only": {
        "en": (
            "every card of a set of {n} must be able to count as {n}: {card} counts only "
            "as {lo} (no {number} in the Area)"
        ),
        "ja": (
            "{n}のセットのカードはすべて{n}として扱えなければなりません：{card}は{lo}としてしか扱えません（"
            "エリアに{number}がありません）"
        ),
    },
    "zone.area": {
        "en": "Area {n}s: count as {lo}-{hi}",
        "ja": "エリアの{n}：{lo}〜{hi}として扱う",
    },
    "zone.area_only": {
        "en": "Area {n}s: {n} only",
        "ja": "エリアの{n}：{n}のみ",
    },
    "zone.area_note": {
        "en": "{n} + {c} = {hi}; peak at {peak}",
        "ja": "{n} + {c} = {hi}；ピークは{peak}",
    },
    "zone.no_sets": {
        "en": "no set yet",
        "ja": "セットはまだありません",
    },
    "zone.sets": {
        "en": "{name}'s sets",
        "ja": "{name}のセット",
    },
    "zone.sets_note": {
        "en": "sets of {sizes}",
        "ja": "セットの枚数：{sizes}",
    },
    "zone.peaks": {
        "en": "{name}'s peak cards",
        "ja": "{name}のピークカード",
    },
    "zone.vp": {
        "en": "{n} VP",
        "ja": "{n} ＶＰ",
    },
    "zone.pile": {
        "en": "Unused pile",
        "ja": "使わない山",
    },
    "zone.out": {
        "en": "Set aside at setup",
        "ja": "セットアップで除外",
    },
    "fact.peak": {
        "en": "Peak",
        "ja": "ピーク",
    },
    "fact.start_player": {
        "en": "Start player",
        "ja": "スタートプレイヤー",
    },
    "fact.last_seat": {
        "en": "Last seat",
        "ja": "各巡目の最後の手番",
    },
    "fact.end": {
        "en": "End",
        "ja": "終了",
    },
    "fact.bonus": {
        "en": "No-Joker bonus",
        "ja": "ジョーカーなしボーナス",
    },
    "fact.not_yet": {
        "en": "not yet",
        "ja": "まだ",
    },
    "fact.triggered": {
        "en": "triggered by {name}",
        "ja": "{name}が終了トリガーを引きました",
    },
    "fact.bonus_times": {
        "en": "{n} × largest set",
        "ja": "最大セットの{n}倍",
    },
    "status.score": {
        "en": "{who} {points}",
        "ja": "{who} {points}",
    },
    "status.over": {
        "en": "{who} wins ({table})",
        "ja": "{who}の勝ち（{table}）",
    },
    "status.over_tie": {
        "en": "{who} wins on the tie, being earlier in turn order ({table})",
        "ja": "同点ですが、手番順が早い{who}の勝ち（{table}）",
    },
    "status.take": {
        "en": "{who} to take one card from the Area",
        "ja": "{who}がエリアからカードを1枚取る番です",
    },
    "status.turn": {
        "en": "{who} to Pass or Play",
        "ja": "{who}がパスかプレイをする番です",
    },
    "status.turn_last": {
        "en": "{who} to Pass or Play (last round)",
        "ja": "{who}がパスかプレイをする番です（最後の巡）",
    },
    "event.reshuffle.one": {
        "en": "A number reached the peak while the Area was dealt, so the cards were reshuffled ({n} time).",
        "ja": "エリアの配置中にある数字がピークに達したので、シャッフルし直しました（{n}回）。",
    },
    "event.reshuffle.other": {
        "en": "A number reached the peak while the Area was dealt, so the cards were reshuffled ({n} times).",
        "ja": "エリアの配置中にある数字がピークに達したので、シャッフルし直しました（{n}回）。",
    },
    "event.set_aside": {
        "en": "{cards} reached the peak while the Area was dealt and are set aside, out of play.",
        "ja": "{cards}はエリアの配置中にピークに達したので、除外してもう使いません。",
    },
    "event.setup": {
        "en": "The Area is dealt face up: {cards}. The peak is {peak}.",
        "ja": "エリアに表向きに配置します：{cards}。ピークは{peak}です。",
    },
    "event.setup_empty": {
        "en": "The Area starts empty. The peak is {peak}.",
        "ja": "エリアは空で始まります。ピークは{peak}です。",
    },
    "event.deal.each": {
        "en": "{n} cards each",
        "ja": "{n}枚ずつ",
    },
    "event.deal.hands": {
        "en": "hands of {sizes}",
        "ja": "{sizes}枚の手札",
    },
    "event.deal": {
        "en": "The players are dealt {dealt}.",
        "ja": "プレイヤーに{dealt}配ります。",
    },
    "event.deal_pile": {
        "en": "The players are dealt {dealt}; {pile} cards stay unused.",
        "ja": "プレイヤーに{dealt}配ります；{pile}枚は使いません。",
    },
    "event.start_player": {
        "en": "{who} is the start player.",
        "ja": "{who}がスタートプレイヤーです。",
    },
    "event.place_peak": {
        "en": "{who} places {cards} in the Area: {c} × {n} there, and {n} + {c} reaches the peak.",
        "ja": "{who}が{cards}をエリアに置きます：{n}が{c}枚になり、{n} + {c}がピークに達します。",
    },
    "event.place": {
        "en": "{who} places {cards} in the Area: {c} × {n} there, so {n}s count as {range}.",
        "ja": "{who}が{cards}をエリアに置きます：{n}が{c}枚になり、{n}は{range}として扱います。",
    },
    "event.peak": {
        "en": "Peak! {n} + {vp} = {peak}: {who} takes {cards} for {vp} VP, and the {n}s start again.",
        "ja": "ピーク！ {n} + {vp} = {peak}：{who}が{cards}を取って{vp} ＶＰ、{n}はまた最初からです。",
    },
    "event.take.only": {
        "en": "count only as {n}",
        "ja": "{n}としてのみ扱います",
    },
    "event.take.range": {
        "en": "count as {range}",
        "ja": "{range}として扱います",
    },
    "event.take": {
        "en": "{who} takes {cards} back from the Area ({n}s now {now}).",
        "ja": "{who}がエリアから{cards}を取ります（{n}はこれで{now}）。",
    },
    "event.no_take": {
        "en": "The Area is empty, so {who} takes nothing back.",
        "ja": "エリアが空なので、{who}は何も取りません。",
    },
    "event.play": {
        "en": "{who} plays a set of {n}: {cards}.",
        "ja": "{who}が{n}のセットをプレイします：{cards}。",
    },
    "event.end_trigger": {
        "en": "{who}'s hand is empty: the round is played out up to {last}, then the game ends.",
        "ja": "{who}の手札が尽きました：{last}までこの巡を続けて、ゲーム終了です。",
    },
    "event.score_set.differ": {
        "en": "all suits differ",
        "ja": "スートがすべて異なる",
    },
    "event.score_set.one_suit_jokers": {
        "en": "{count} of one suit, Jokers counted in",
        "ja": "ジョーカーを含めて同一スート{count}枚",
    },
    "event.score_set.one_suit": {
        "en": "{count} of one suit",
        "ja": "同一スート{count}枚",
    },
    "event.score_set": {
        "en": "{who}'s set {cards} scores {size} × {count} = {points} ({why}).",
        "ja": "{who}のセット{cards}は{size} × {count} = {points} ＶＰ（{why}）。",
    },
    "event.score_peaks.one": {
        "en": "{who} has {points} peak card: {points} VP.",
        "ja": "{who}のピークカードは{points}枚：{points} ＶＰ。",
    },
    "event.score_peaks.other": {
        "en": "{who} has {points} peak cards: {points} VP.",
        "ja": "{who}のピークカードは{points}枚：{points} ＶＰ。",
    },
    "event.bonus": {
        "en": "{who} has no Joker in any set: bonus {times}{largest} = {points} VP.",
        "ja": "{who}はどのセットにもジョーカーがありません：ボーナス{times}{largest} = {points} ＶＰ。",
    },
    "event.bonus_joker": {
        "en": "{who} has a Joker in a set: no bonus.",
        "ja": "{who}はセットにジョーカーがあるので、ボーナスなし。",
    },
    "event.bonus_no_set": {
        "en": "{who} has no set: no bonus.",
        "ja": "{who}はセットがないので、ボーナスなし。",
    },
    "event.bonus_none": {
        "en": "{who} gets no bonus.",
        "ja": "{who}にボーナスはありません。",
    },
    "event.game_end": {
        "en": "{who} wins ({table}).",
        "ja": "{who}の勝ち（{table}）。",
    },
    "event.game_end_tie": {
        "en": "{who} wins on the tie, being earlier in turn order ({table}).",
        "ja": "同点ですが、手番順が早い{who}の勝ち（{table}）。",
    },
    "score.sets": {
        "en": "Sets",
        "ja": "セット",
    },
    "score.peaks": {
        "en": "Peak cards",
        "ja": "ピークカード",
    },
    "score.bonus": {
        "en": "No-Joker bonus",
        "ja": "ジョーカーなしボーナス",
    },
    "rules_error.peak": {
        "en": "must be above the highest number ({max}), so that every number can reach it, got {peak}",
        "ja": "どの数字も届くように、最大の数字（{max}）より大きくなければなりません：{peak}",
    },
    "rules_error.area": {
        "en": (
            "an Area of {area} cards always holds a peak with these numbers and peak {peak} "
            "(at most {room} fit), so reshuffling would never end"
        ),
        "ja": (
            "この数字とピーク{peak}では、{area}枚のエリアには必ずピークができます（最大{room}枚）"
            "。シャッフルし直しが終わりません"
        ),
    },
    "rules_error.one_each": {
        "en": "one card each",
        "ja": "1枚ずつ",
    },
    "rules_error.n_each": {
        "en": "{n} cards each",
        "ja": "{n}枚ずつ",
    },
    "rules_error.deck": {
        "en": "a deck of {deck} with {area} in the Area cannot give {players} players {what}",
        "ja": "{deck}枚のデッキでエリアに{area}枚置くと、{players}人に{what}配れません",
    },
    "summary": {
        "en": "Place cards to widen each number's range and collect peaks; lay sets of N cards that count as N.",
        "ja": (
            "カードをエリアに置いて各数字の幅を広げ、ピークを集めます。Nとして扱えるN枚のカードでセットを作"
            "ります。"
        ),
    },
    "lesson.intro": {
        "en": (
            "# 9 Peak\nAn unpublished design draft (draft 7) for 3-5 players: put number "
            "cards into a shared **Area** to widen what each\nnumber may count as, collect "
            "a number's cards when its range reaches the **peak** of 9, and lay **sets** "
            "of N cards\nthat can each count as N. Every table below is a real position "
            "computed by `cardrules.games.nine_peak`, following\nthe seed's rules (`/work/shared/rules/nine"
            "_peak.md`; the decisions it settles are cited as 9P-A1 … 9P-A13). The\ndesigner's "
            "open questions are house rules, compared by bots at the end."
        ),
        "ja": (
            "# 9 Peak\n3〜5人用の未発表のデザイン草案（草案7）です：ナンバーカードを共有の "
            "**エリア** に置いて各数字が扱える幅を広げ、\n数字の幅が **ピーク** の9に達したらその数字のカー"
            "ドを集め、それぞれNとして扱えるN枚のカードで **セット** を作ります。\n以下のテーブルはすべて "
            "`cardrules.games.nine_peak` が原典のルール（`/work/shared/rules/nine_peak.md`；"
            "そこで決めた点は\n9P-A1 … 9P-A13 として引用）どおりに計算した実際の局面です。"
            "デザイナーの未決の問いはハウスルールにして、最後にボットで比べます。"
        ),
    },
    "lesson.cards_and_setup": {
        "en": (
            "## Cards and setup\n54 number cards: 1 to 6 in spades, hearts, clubs and diamonds "
            "(two of each), plus a Joker suit ★ with one of each\nnumber, so nine cards "
            "of every number."
        ),
        "ja": (
            "## カードとセットアップ\nナンバーカードは54枚：スペード、ハート、クラブ、ダイヤの1〜6（各2枚）"
            "と、各数字1枚ずつのジョーカーのスート★で、\nどの数字も9枚ずつあります。"
        ),
    },
    "lesson.more": {
        "en": (
            "Six cards are dealt face up into the Area (four with five players), the rest "
            "equally to the players (16, 12 or 10\neach), and the seed picks the start "
            "player. A setup in which a number would already reach the peak is reshuffled\n"
            "(9P-A2)."
        ),
        "ja": (
            "エリアに6枚（5人なら4枚）を表向きに配置し、残りをプレイヤーに均等に配り（16枚、"
            "12枚または10枚ずつ）、シードで\nスタートプレイヤーを決めます。セットアップの時点でピークに達す"
            "る数字があれば、シャッフルし直します（9P-A2）。"
        ),
    },
    "lesson.the_area_as_a": {
        "en": (
            "## The Area as a range track\nThe seed lays a column of range cards, 2 to "
            "9. The first card of a number goes beside range card \"number + 1\", the\n"
            "next one further down: how far a number's cards reach is the top of its range. "
            "Here the two 3s reach 5, so a 3 may\ncount as 3, 4 or 5."
        ),
        "ja": (
            "## 幅のトラックとしてのエリア\n原典では2〜9のレンジカードを縦に並べます。ある数字の最初のカード"
            "はレンジカード「数字 + 1」の横に置き、次のカードは\nさらに下に置きます：その数字のカードが届く"
            "ところが幅の上限です。ここでは2枚の3が5まで届くので、3は3、4、5のどれとしても扱えます。"
        ),
    },
    "lesson.pass_placing_widens_a": {
        "en": (
            "## Pass: placing widens a range\nWith one 5 in the Area a 5 counts as 5 or "
            "6. South passes by placing a second 5: now a 5 counts as 5, 6 or 7 (the\nseed's "
            "first example)."
        ),
        "ja": (
            "## パス：置くと幅が広がる\nエリアに5が1枚あれば、5は5か6として扱えます。南が2枚目の5を置いてパ"
            "スします：これで5は5、6、7として扱えます\n（原典の最初の例）。"
        ),
    },
    "lesson.peak": {
        "en": (
            "## Peak\nTwo 6s lie in the Area. Placing a third makes 6 + 3 = 9: the placer "
            "takes all three at once, 1 VP each, and the 6s\nstart again from the top of "
            "the track (the seed's second example)."
        ),
        "ja": (
            "## ピーク\nエリアに6が2枚あります。3枚目を置くと 6 + 3 = 9：置いた人が3枚をいっぺんに取り、"
            "1枚1 ＶＰで、6はトラックの上から\nまた始まります（原典の2番目の例）。"
        ),
    },
    "lesson.pass_with_two_cards": {
        "en": (
            "## Pass with two cards, then take one back\nA Pass may place two cards instead, "
            "one at a time with a peak checked after each (9P-A3): here the first 6 peaks\n"
            "and the second starts the 6s again. Then the player takes any one Area card "
            "into the hand, one just placed included\n(9P-A4)."
        ),
        "ja": (
            "## 2枚のパス、そして1枚取る\nパスでは代わりに2枚を置くこともでき、1枚ずつ置いて、"
            "そのたびにピークを確かめます（9P-A3）：ここでは1枚目の6でピークになり、\n2枚目で6がまた始まりま"
            "す。そのあと、いま置いたカードも含めて、エリアの好きなカードを1枚手札に取ります（9P-A4）"
            "。"
        ),
    },
    "lesson.more_2": {
        "en": "Taking is only the second half of a two-card Pass; the engine says why otherwise.",
        "ja": "取るのは2枚のパスの後半だけです。そうでないときはエンジンが理由を示します。",
    },
    "lesson.play_a_set_of": {
        "en": (
            "## Play: a set of N cards that each count as N\nWith two 3s in the Area a "
            "3 counts as 3 to 5, so 3 3 5 5 5 is a set of five (the seed's third example). "
            "These are\nevery set of five South could lay."
        ),
        "ja": (
            "## プレイ：それぞれNとして扱えるN枚のセット\nエリアに3が2枚あれば、3は3〜5として扱えるので、"
            "3 3 5 5 5 は5のセットです（原典の3番目の例）。南が出せる5のセットは\nこれですべてです。"
        ),
    },
    "lesson.more_3": {
        "en": "Without those 3s in the Area the same cards are refused, and so is a set of the wrong size.",
        "ja": "エリアにその3がなければ、同じカードは認められません。大きさの違うセットも同じです。",
    },
    "lesson.scoring_a_set": {
        "en": (
            "## Scoring a set\nA set scores its size × the count of its most common suit, "
            "a Joker joining any suit; if every suit in it differs,\nJoker included, it "
            "scores size × size. The seed's 3 3 5 5 5 above, in five different suits, makes "
            "25 (points, suit\ncount); three spades and a heart make 4 × 3; a Joker joins "
            "the spades; four different suits make 4 × 4."
        ),
        "ja": (
            "## セットの得点\nセットは、大きさ × 最も多いスートの枚数 を得点します。ジョーカーはどのスートに"
            "も加われます。スートがすべて異なれば\n（ジョーカーも含めて）、大きさ × 大きさ "
            "です。上の原典の 3 3 5 5 5 は5つの異なるスートなので25点（得点、スートの数）"
            "；\nスペード3枚とハート1枚なら 4 × 3；ジョーカーはスペードに加わります；4つの異なるスートなら "
            "4 × 4 です。"
        ),
    },
    "lesson.more_4": {
        "en": (
            "With two Jokers the seed is unclear (9P-A7): by default each Joker may be "
            "another suit or stay a Joker, so\n♠ ♦ ♥ ★ ★ counts as all different; the house "
            "rule \"printed\" needs the printed suits to differ."
        ),
        "ja": (
            "ジョーカーが2枚のとき原典ははっきりしません（9P-A7）：既定では各ジョーカーは別のスートにもジョ"
            "ーカーのままにもなれるので、\n♠ ♦ ♥ ★ ★ はすべて異なると数えます。ハウスルール「printed」では印"
            "刷されたスートが異なる必要があります。"
        ),
    },
    "lesson.the_end_of_the": {
        "en": (
            "## The end of the round\nWhen a hand empties, play goes on to the end of the "
            "round, the seat on the start player's right, and then stops\n(9P-A11). West "
            "started, so South plays last; North empties its hand, then East and South "
            "play once more."
        ),
        "ja": (
            "## 巡の終わり\n手札が尽きたら、その巡の終わり、つまりスタートプレイヤーの右隣の席までプレイを続"
            "けて終わります（9P-A11）。西が\nスタートしたので南が最後です；北の手札が尽き、"
            "そのあと東と南がもう1回ずつプレイします。"
        ),
    },
    "lesson.settlement": {
        "en": (
            "## Settlement\nSets, then peak cards at 1 VP each, then the no-Joker bonus: "
            "a player with no Joker in any set adds the size of\ntheir largest set (the "
            "seed's example: sets of 3 and 5 without a Joker give +5; South's largest set "
            "here has 4\ncards, and West's Joker cancels West's bonus). Most VP wins; a "
            "tie goes to the player earlier in turn order, so West,\nwho started, beats "
            "South on 16 each."
        ),
        "ja": (
            "## 精算\nセット、次に1枚1 ＶＰのピークカード、次にジョーカーなしボーナス：どのセットにもジョーカ"
            "ーがないプレイヤーは、最大の\nセットの枚数を加えます（原典の例：ジョーカーのない3枚と5枚のセッ"
            "トなら +5；ここでの南の最大のセットは4枚で、西は\nジョーカーがあるのでボーナスなし）"
            "。ＶＰが最も多い人の勝ちです。同点なら手番順の早い人の勝ちなので、スタートした西が、"
            "\n16点で並んだ南に勝ちます。"
        ),
    },
    "lesson.a_whole_game": {
        "en": (
            "## A whole game\nFour heuristic bots (documented in `nine_peak.HeuristicBot`: "
            "bank the best set, take peaks, leave the next player\nno easy peak) play the "
            "seed's rules."
        ),
        "ja": (
            "## 1ゲーム全体\nヒューリスティックなボット4人（`nine_peak.HeuristicBot` に説明："
            "最良のセットを確保し、ピークを取り、次のプレイヤーに\n簡単なピークを残さない）"
            "が原典のルールでプレイします。"
        ),
    },
    "lesson.house_rules": {
        "en": (
            "## House rules\nThe draft's notes ask about a peak of 7, numbers 1-5, other "
            "deck sizes, a fixed hand of 12 with an unused pile, and\na doubled bonus; "
            "each is a rule field, and the form in the live table is generated from these "
            "descriptions."
        ),
        "ja": (
            "## ハウスルール\n草案の注は、ピーク7、数字1〜5、別のデッキの大きさ、使わない山を残して12枚の手"
            "札、2倍のボーナスを問うています。どれも\nルールの項目で、下のテーブルのフォームはこれらの説明か"
            "ら作られています。"
        ),
    },
    "lesson.more_5": {
        "en": "Under peak 7 two 5s already peak (5 + 2 = 7), and a single 6 would peak on its own.",
        "ja": "ピーク7では、2枚の5ですでにピークになり（5 + 2 = 7）、6は1枚でピークになります。",
    },
    "lesson.does_the_designer_s": {
        "en": (
            "## Does the designer's variant play better?\nHeuristic bots play the same "
            "20 seeds under the draft's rules and under the designer's ideas: the winner's "
            "score, the\nspread between first and last, the game length, where the points "
            "come from, and how often the no-Joker bonus\ndecided the winner. A quick look "
            "that keeps this page fast: the house-rules lab runs thousands of games."
        ),
        "ja": (
            "## デザイナーの変種のほうがよく遊べるか\nヒューリスティックなボットが同じ20個のシードを、"
            "草案のルールとデザイナーのアイデアでプレイします：勝者の得点、1位と\n最下位の差、"
            "ゲームの長さ、得点の内訳、ジョーカーなしボーナスで勝者が決まった頻度を比べます。"
            "このページを速く保つための簡単な比較です。ハウスルール・ラボでは何千ゲームも試せます。"
        ),
    },
    "lesson.practice": {
        "en": (
            "## Practice\nWhich sets can you lay, what will a set score, and does a placement "
            "peak? Each question is asked on a position\nfrom a real game and answered "
            "by the engine: click the answers (then *Check*) or the answer, and every wrong\n"
            "choice is explained. The set number and the level choose the questions, so "
            "a class given set 1 gets the same ten."
        ),
        "ja": (
            "## 練習\nどのセットを出せるか、セットは何点になるか、その置き方はピークになるか。"
            "\nどの問題も実際のゲームの局面から出され、エンジンが答えます：答えをクリックして（*Check* "
            "を押す）か、\n答えを選んでください。間違った選択にはすべて理由が示されます。"
            "\nセット番号とレベルで問題が決まるので、クラスでセット1を出せば全員が同じ10問になります。"
        ),
    },
    "lesson.play": {
        "en": (
            "## Play\nDeal, step through a game with its narration, or play South against "
            "the bots; the house-rules tab changes the\nrules."
        ),
        "ja": (
            "## プレイ\n配って、ナレーションつきでゲームを1手ずつ見るか、南としてボットと対戦します。"
            "*ハウスルール* タブでルールを変えられます。"
        ),
    },
    "study.column.variant": {
        "en": "variant",
        "ja": "変種",
    },
    "study.column.players": {
        "en": "players",
        "ja": "人数",
    },
    "study.column.games": {
        "en": "games",
        "ja": "ゲーム数",
    },
    "study.column.winner_score": {
        "en": "winner's score",
        "ja": "勝者の得点",
    },
    "study.column.spread": {
        "en": "spread (1st - last)",
        "ja": "差（1位 - 最下位）",
    },
    "study.column.turns": {
        "en": "turns per game",
        "ja": "1ゲームの手番数",
    },
    "study.column.peak_share": {
        "en": "points from peaks",
        "ja": "ピークからの得点",
    },
    "study.column.bonus_share": {
        "en": "points from bonus",
        "ja": "ボーナスからの得点",
    },
    "study.column.bonus_decided": {
        "en": "bonus decided the winner",
        "ja": "ボーナスで勝者が決まった割合",
    },
    "state_error.unknown_field": {
        "en": "is not a field of a 9 Peak start position",
        "ja": "9 Peakの開始局面の項目ではありません",
    },
    "state_error.empty_hand": {
        "en": "every hand must hold at least one card at the start",
        "ja": "開始時にはどの手札にも少なくとも1枚のカードがなければなりません",
    },
    "state_error.area_peak": {
        "en": (
            "{c} cards of {n} in the Area reach the peak ({n} + {c} = {total}); they would "
            "already have been collected"
        ),
        "ja": "エリアの{n}のカード{c}枚はピークに達しています（{n} + {c} = {total}）：すでに集められているはずです",
    },
    "state_error.reshuffles": {
        "en": "must be a whole number 0 or more",
        "ja": "0以上の整数でなければなりません",
    },
    "state_error.sets": {
        "en": "must be a list of sets (each card codes)",
        "ja": "セット（それぞれカードコード）のリストでなければなりません",
    },
    "state_error.empty_set": {
        "en": "a set holds at least one card",
        "ja": "セットには少なくとも1枚のカードが必要です",
    },
    "state_error.per_player": {
        "en": "must be a list with one entry per player ({n})",
        "ja": "プレイヤーごとに1項目のリスト（{n}項目）でなければなりません",
    },
    "state_error.seat": {
        "en": "must be a seat number 0-{max}, got {got}",
        "ja": "0～{max}の席番号でなければなりません（指定：{got}）",
    },
    "state_error.not_in_deck": {
        "en": "cards not in this deck (or listed too often): {cards}",
        "ja": "このデッキにない（または多すぎる）カード：{cards}",
    },
}

PRACTICE: dict[str, dict[str, str]] = {  # practice.nine_peak.<key>
    "possible": {
        "en": "A set of {n} is possible: {cards} (each can count as {n}).",
        "ja": "{n}のセットを作れます：{cards}（どれも{n}として扱えます）。",
    },
    "only": {
        "en": "only {k} of {name}'s cards ({cards})",
        "ja": "{name}のカードのうち{k}枚（{cards}）だけ",
    },
    "none_of": {
        "en": "none of {name}'s cards",
        "ja": "{name}のカードのどれも",
    },
    "impossible": {
        "en": "No set of {n}: {held} can count as {n}, and a set of {n} needs {n}.",
        "ja": "{n}のセットは作れません：{n}として扱えるのは{held}で、{n}のセットには{n}枚必要です。",
    },
    "set_of": {
        "en": "Set of {n}",
        "ja": "{n}のセット",
    },
    "range": {
        "en": "{k}s count as {lo}-{hi}",
        "ja": "{k}は{lo}～{hi}として扱います",
    },
    "no_widening": {
        "en": "the Area widens no number now",
        "ja": "今はエリアで範囲が広がる数字はありません",
    },
    "sets.solution": {
        "en": "{name} can lay a set of {sizes} (a set of N is N cards that can each count as N; {ranges}).",
        "ja": "{name}が出せるのは{sizes}のセットです（Nのセットは、どれもNとして扱えるN枚のカード；{ranges}）。",
    },
    "sets.question": {
        "en": (
            "Which sets can {name} lay now? A set of N is N hand cards that can each count "
            "as N. Click every size possible, then Check."
        ),
        "ja": (
            "{name}は今どのセットを出せますか？Nのセットは、どれもNとして扱えるN枚の手札です。"
            "出せる大きさをすべてクリックして、「確認」を押してください。"
        ),
    },
    "one_suit": {
        "en": "{count} of one suit",
        "ja": "同一スート{count}枚",
    },
    "one_suit_jokers": {
        "en": "{count} of one suit (Jokers count as that suit)",
        "ja": "同一スート{count}枚（ジョーカーはそのスートとして数えます）",
    },
    "differ": {
        "en": "all suits differ",
        "ja": "スートがすべて異なる",
    },
    "differ_jokers": {
        "en": "all suits differ (a Joker may be any suit)",
        "ja": "スートがすべて異なる（ジョーカーはどのスートにもなれます）",
    },
    "breakdown": {
        "en": "{size} cards × {count} = {points}: {why}",
        "ja": "{size}枚 × {count} = {points}：{why}",
    },
    "value.not": {
        "en": "Not {value}: a set scores its size × its largest suit count; here {breakdown}.",
        "ja": "{value}ではありません：セットの点数は枚数 × 最も多いスートの枚数です。ここでは{breakdown}。",
    },
    "value.question": {
        "en": "{name} can lay the set {cards}. What will it score at the end of the game?",
        "ja": "{name}はセット{cards}を出せます。ゲームの終わりに何点になりますか？",
    },
    "value.solution": {
        "en": "The engine's score: {breakdown}.",
        "ja": "エンジンによる点数：{breakdown}。",
    },
    "no_peak": {
        "en": "No peak",
        "ja": "ピークしない",
    },
    "peak_vp": {
        "en": "Peak: {vp} VP",
        "ja": "ピーク：{vp} ＶＰ",
    },
    "then": {
        "en": " then ",
        "ja": "、次に",
    },
    "peak.question": {
        "en": "{name} places {cards} in the Area. Does it peak, and for how many VP?",
        "ja": "{name}が{cards}をエリアに置きます。ピークしますか？何ＶＰですか？",
    },
}

FACTS: dict[str, dict[str, str]] = {  # facts.nine_peak.<key>
    "peaks": {
        "en": "peaks",
        "ja": "ピーク",
    },
    "peak_cards": {
        "en": "peak cards",
        "ja": "ピークカード",
    },
    "sets_played": {
        "en": "sets played",
        "ja": "プレイしたセット",
    },
    "largest_set": {
        "en": "largest set",
        "ja": "最大のセット",
    },
    "turns": {
        "en": "turns",
        "ja": "手番",
    },
    "bonus_decided": {
        "en": "no-Joker bonus decided the winner",
        "ja": "ジョーカーなしボーナスで勝者が決まった",
    },
}

RULES_JA: dict[str, str] = {  # nine_peak.rules.<field>.label / .help, Japanese only
    "rules.players.label": "人数",
    "rules.players.help": "プレイヤーの人数、3〜5人（草案どおり）。",
    "rules.single_deal.label": "1ディールのみ",
    "rules.single_deal.help": (
        "1ディールだけプレイする。9 Peakはいつも1ディールなので何も変わらない（どのゲームにもある設定）。"
    ),
    "rules.peak.label": "ピーク",
    "rules.peak.help": (
        "ピーク：エリアに数字nがc枚あり、n + c がピークに達したら、置いた人がそれらを受け取る"
        "（草案7：9。草案の問題点では7を提案）。"
    ),
    "rules.max_number.label": "最大の数字",
    "rules.max_number.help": "ナンバーカードは1からこの数字まで（草案7：1〜6。問題点の案Aは1〜5）。",
    "rules.copies_per_suit.label": "スートごとの枚数",
    "rules.copies_per_suit.help": "ジョーカー以外の4スートそれぞれの、各数字の枚数（草案7：2枚。案A：3枚）。",
    "rules.jokers_per_number.label": "数字ごとのジョーカー",
    "rules.jokers_per_number.help": "各数字のジョーカーの枚数（草案7：1枚）。",
    "rules.extra_one_joker.label": "1のジョーカーを追加",
    "rules.extra_one_joker.help": (
        "1のジョーカーを1枚だけ増やす（問題点の66枚目。案Bで5人が12枚ずつ配れるように）。"
    ),
    "rules.area_cards.label": "エリアのカード",
    "rules.area_cards.help": "3人か4人のとき、準備でエリアに表向きに配置する枚数（草案7：6枚）。",
    "rules.area_cards_five.label": "エリアのカード（5人）",
    "rules.area_cards_five.help": (
        "5人のとき、準備でエリアに表向きに配置する枚数（草案7：4枚。案B：いつも6枚）。"
    ),
    "rules.deal_all.label": "全部配る",
    "rules.deal_all.help": (
        "残りのカードを全員に等枚数ずつ配る（草案7）。オフ：各自に手札の枚数だけ配り、残りは使わない山にする"
        "（案B）。等分できない余りはどちらでも使わない山になる。"
    ),
    "rules.hand_size.label": "手札の枚数",
    "rules.hand_size.help": "「全部配る」がオフのときに各プレイヤーに配る枚数（案B：12枚）。",
    "rules.bonus_multiplier.label": "ボーナスの倍率",
    "rules.bonus_multiplier.help": (
        "ジョーカーなしボーナスは最大枚数のセットの枚数のこの倍数（草案7：1倍。問題点では2倍を提案）。"
    ),
    "rules.setup_peak.label": "準備中のピーク",
    "rules.setup_peak.help": (
        "エリアの配置中に数字がピークに達したとき（草案には書かれていない）：シャッフルして配置し直す、"
        "ピークに達したカードを除外する（エリアは少なくなる）、または除外してエリアが埋まるまで補充する。"
    ),
    "rules.joker_suits.label": "ジョーカーのスート",
    "rules.joker_suits.help": (
        "ジョーカーが2枚以上のセット（草案でははっきりしない）：各ジョーカーは別のスートにもジョーカーのままにも"
        "なれる（♠ ♦ ♥ ★ ★はすべてバラバラ：5 × 5）、または印刷されたスートがバラバラでなければならない"
        "（5 × 3）。"
    ),
}


def _register() -> None:
    register("nine_peak", MESSAGES)
    register("practice.nine_peak", PRACTICE)
    register("facts.nine_peak", FACTS)
    # English help lives in the docstrings of ``Rules``; the catalogue holds only the other languages' labels
    CATALOGUES["ja"].update({f"nine_peak.{k}": v for k, v in RULES_JA.items()})


_register()
