"""Every sentence of 9 Peak, English and Japanese side by side.

Registered with :func:`cardrules.i18n.register` when the game is imported: ``MESSAGES`` as ``nine_peak.<key>``,
``PRACTICE`` as ``practice.nine_peak.<key>``, ``FACTS`` as ``facts.nine_peak.<key>``. The English help of each house
rule is the field's docstring in ``rules.py`` (the one source of truth), so ``RULES_JA`` holds the Japanese labels and
help, and ``RULES_EN`` the English labels only. The Japanese follows the write-up's own words (草案, 巡目,
エリア, パス, プレイ, セット, ピーク, ＶＰ, 精算).
"""

from __future__ import annotations

from cardrules.i18n import CATALOGUES, register

_TURN_CLICK_EN = ("Click one or two hand cards to Pass them, or the N cards of a set (each able to count as N) to "
                  "Play it; then choose the move from the buttons. Any card may be tried, and one the rules refuse "
                  "is explained.")
_TURN_CLICK_JA = ("パスするなら手札を1枚か2枚、プレイするならセットのN枚（どれもNとして扱えるカード）をクリックし、"
                  "ボタンから手を選びます。どのカードを試してもよく、ルールで認められないときは理由が表示されます。")
_PICKED_MORE_EN = "Picked {cards}: choose a move, or click more hand cards to make a larger set:"
_PICKED_MORE_JA = "選んだカード {cards}：手を選ぶか、手札をさらにクリックして大きいセットにします："

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
    "zone.hand_last_one": {
        "en": "one card left: when a hand empties, the game ends at the end of that round",
        "ja": "残り1枚：手札が尽きると、その巡目の終わりでゲーム終了",
    },
    "zone.hand_last_two": {
        "en": "two cards left: when a hand empties, the game ends at the end of that round",
        "ja": "残り2枚：手札が尽きると、その巡目の終わりでゲーム終了",
    },
    "zone.set": {"en": "{name}'s set {k}: {cards}", "ja": "{name}のセット{k}（{cards}）"},
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
        "ja": "{who}がパスかプレイをする番です（最後の巡目）",
    },
    # What to click at the live table, by the status's key (cardrules.widgets.table): a Pass and a set are both made
    # of hand cards, and which one the cards clicked become is the reader's choice, made with a button.
    "status.turn.click": {"en": _TURN_CLICK_EN, "ja": _TURN_CLICK_JA},
    "status.turn_last.click": {"en": _TURN_CLICK_EN, "ja": _TURN_CLICK_JA},
    "status.turn.picked_more": {"en": _PICKED_MORE_EN, "ja": _PICKED_MORE_JA},
    "status.turn_last.picked_more": {"en": _PICKED_MORE_EN, "ja": _PICKED_MORE_JA},
    "status.take.click": {
        "en": "Click the Area card to take back into your hand (a card you just placed may be taken too).",
        "ja": "手札に戻すエリアのカードをクリックします（いま置いたカードでも構いません）。",
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
        "en": "{who} places {cards} in the Area ({c} of number {n} there now): {n} + {c} reaches the peak.",
        "ja": "{who}が{cards}をエリアに配置します：{n}が{c}枚になり、{n} + {c}がピークに達します。",
    },
    "event.place": {
        "en": "{who} places {cards} in the Area ({c} of number {n} there now), so {n}s count as {range}.",
        "ja": "{who}が{cards}をエリアに配置します：{n}が{c}枚になり、{n}は{range}として扱えます。",
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
        "ja": "{who}の手札が尽きました（終了トリガー）：現在の巡目を{last}まで終わらせると、ゲーム終了です。",
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
    "rules_error.rare_area": {
        "en": (
            "an Area of {area} cards without a peak (peak {peak}) is dealt only about once in {one_in} shuffles, "
            "so the reshuffles allowed might never find one: choose a smaller Area, a higher peak, or another "
            "setup peak rule"
        ),
        "ja": (
            "ピーク{peak}でピークのない{area}枚のエリアは、およそ{one_in}回のシャッフルに1回しか配れず、"
            "シャッフルし直しで見つからないことがあります。エリアを少なくするか、ピークを上げるか、"
            "配置中のピークの扱いを変えてください"
        ),
    },
    "rules_error.reshuffles": {
        "en": "no Area without a peak was dealt in {n} reshuffles",
        "ja": "{n}回シャッフルし直しても、ピークのないエリアを配れませんでした",
    },
    "rules_error.refill": {
        "en": (
            "refilling an Area of {area} cards with peak {peak} can set aside up to {out} cards, leaving fewer "
            "than one card for each of {players} players from a deck of {deck}: choose a smaller Area, a higher "
            "peak, more cards, fewer players, or another setup peak rule"
        ),
        "ja": (
            "ピーク{peak}で{area}枚のエリアを補充すると、最大{out}枚が除外され、{deck}枚のデッキでは"
            "{players}人に1枚ずつも残りません。エリアを少なくするか、ピークを上げるか、カードを増やすか、"
            "人数を減らすか、配置中のピークの扱いを変えてください"
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
    "lesson.glance": {
        "en": (
            "9 Peak at a glance\n"
            "3 to 5 players, 54 number cards: 1 to 6 in four suits (two of each) and a Joker suit ★ (one of"
            " each).\n"
            "The Area: cards placed face up in the middle. A number n with c cards there counts as any valu"
            "e from n to n + c.\n"
            "On your turn do one thing: Pass (place one hand card in the Area, or two and take one Area car"
            "d back) or Play.\n"
            "Peak: when a number reaches n + c = 9, whoever placed the card takes all its Area cards, 1 victory "
            "point (VP) each.\n"
            "Play: lay a set of N cards from your hand that can each count as N (with two 3s in the Area, you"
            "r 3s count as 3 to 5, so your 3 3 5 5 5 is a set of five).\n"
            "When a hand empties, the round is played out to the seat on the start player's right, and the "
            "game ends.\n"
            "Each set scores size × its largest suit count (Jokers join any suit; all suits different: size"
            " × size).\n"
            "No Joker in any of your sets: add the size of your largest set. Most VP wins; a tie goes to th"
            "e earlier player."
        ),
        "ja": (
            "9 Peakのあらまし\n"
            "3〜5人、ナンバーカード54枚：1〜6の数字が4スートに2枚ずつ、ジョーカーのスート★に1枚ずつ。\n"
            "【エリア】：中央に表向きに配置されたカード。数字nがエリアにc枚あれば、nは「n〜n＋c」のどの値と"
            "しても扱える。\n"
            "手番では1つだけ行う：パス（手札1枚をエリアに配置する、または2枚配置してエリアから1枚得る）かプ"
            "レイ。\n"
            "ピーク：数字幅の最大値が9（n＋c＝9）になったら、配置した人がその数字のエリアのカードを全て受け"
            "取り、1枚1ＶＰ（勝利点）。\n"
            "プレイ：Nとして扱える手札のカードをN枚、セットとして出す（エリアに3が2枚あれば手札の3は3〜5として扱える"
            "ので、手札の3・3・5・5・5は5のセット）。\n"
            "誰かの手札が尽きたら、現在の巡目（スタートプレイヤーの右隣まで）を終わらせてゲーム終了。\n"
            "各セットは「枚数×同一スート数」ＶＰ（ジョーカーは好きなスート。スートが全てバラバラなら枚数×枚"
            "数）。\n"
            "どのセットにもジョーカーがなければ、最大のセットの枚数をボーナスとして加える。最多ＶＰの勝ち、"
            "同点ならプレイ順の早い方。"
        ),
    },
    "lesson.intro": {
        "en": (
            "# 9 Peak\n"
            "\n"
            "9 Peak is an unpublished card game design, \"9 Peak 草案7\" (draft 7, in Japanese; the write-u"
            "p names no author or\n"
            "year). You put number cards into a shared **Area** to widen what each number may count as, col"
            "lect a number's cards\n"
            "when its range reaches the **peak** of 9, and lay **sets** of N cards that can each count as N"
            ". Every picture below\n"
            "is a real position worked out by the rules engine of this project; the full rules, with every "
            "point the draft\n"
            "leaves open and what this project chose, are in the project's file `docs/rules/nine_peak.md`."
        ),
        "ja": (
            "# 9 Peak\n"
            "\n"
            "9 Peakは未発表のカードゲームの草案「9 Peak 草案7」です（作者名と年は草案に書かれていません）。"
            "ナンバーカードを共有の**エリア**に配置して各数字の数字幅を広げ、数字幅が**ピーク**の9に達したら"
            "その数字のカードを受け取り、Nとして扱えるカードN枚を**セット**として出します。下の図はどれも、"
            "このプロジェクトのルールエンジンが計算した実際の局面です。草案が決めていない点とこのプロジェク"
            "トの選択を含む完全なルールは、プロジェクトのファイル `docs/rules/nine_peak.ja.md` にあります。"
        ),
    },
    "lesson.cards": {
        "en": (
            "## The cards\n"
            "\n"
            "54 number cards: 1 to 6 in spades, hearts, clubs and diamonds (two of each), and a Joker suit "
            "★ with one of each\n"
            "number, so nine cards of every number. A Joker is a card of its number like any other; only at"
            " the settlement does it\n"
            "join any suit."
        ),
        "ja": (
            "## カード\n"
            "\n"
            "ナンバーカード54枚：スペード、ハート、クラブ、ダイヤに1〜6が2枚ずつ、ジョーカーのスート★に各数"
            "字1枚ずつで、どの数字も9枚あります。ジョーカーもほかと同じくその数字のカードで、精算のときだけ"
            "好きなスートとして扱えます。"
        ),
    },
    "lesson.setup": {
        "en": (
            "## Setup\n"
            "\n"
            "Six cards are dealt face up into the Area (four with five players); the rest are dealt equally"
            " to the players as\n"
            "their hands. Cards that do not divide equally would stay unused, face down (with 54 cards they"
            " always divide). If a\n"
            "number already reaches the peak while the Area is dealt, this project shuffles and deals again"
            " (the draft does not\n"
            "say; the house rules offer two other ways)."
        ),
        "ja": (
            "## ゲームの準備\n"
            "\n"
            "ナンバーカード6枚を表向きにしてエリアに配置し（5人プレイ時は4枚）、残りを全プレイヤーに等枚数ず"
            "つ配って手札とします。等分できない余りは裏向きのまま使いません（54枚ならいつも等分できます）。"
            "エリアを配置している間に数字がピークに達したら、このプロジェクトではシャッフルして配り直します"
            "（草案には書かれていません。ハウスルールでほかの2つの方法も選べます）。"
        ),
    },
    "lesson.start_and_turns": {
        "en": (
            "## Who starts, and a turn\n"
            "\n"
            "The players choose the start player by agreement, by rock-paper-scissors or any way they like "
            "(on this page's table\n"
            "the random seed of the deal picks one). Play goes clockwise. On a turn a player does **one** a"
            "ction: a Pass or a\n"
            "Play, then the turn passes on. Here is a four-player deal: every hand face up, as a lesson sho"
            "ws it."
        ),
        "ja": (
            "## スタートプレイヤーと手番\n"
            "\n"
            "スタートプレイヤーは、じゃんけんなど好きな方法で決めます（このページのテーブルでは、配りの乱数"
            "シードが決めます）。スタートプレイヤーから時計回りで手番を行います。手番では**どちらか1つ**を行"
            "います：パスかプレイ。終わったら次のプレイヤーに手番を渡します。下は4人の配りで、レッスンなので"
            "手札をすべて表向きにしています。"
        ),
    },
    "lesson.range_track": {
        "en": (
            "## The Area as a range track\n"
            "\n"
            "The write-up lays range cards 2 to 8 in a column: that column is the Area. The first card of a"
            " number goes beside\n"
            "range card \"number + 1\", the next one further down, so how far a number's cards reach is the"
            " top of its range. This\n"
            "project draws the track from 2 to 9, one row more than the write-up's cards, so that the row w"
            "here a number peaks\n"
            "can be seen (a decision of this project, not of the draft)."
        ),
        "ja": (
            "## 数字幅の列としてのエリア\n"
            "\n"
            "草案では、2〜8のレンジカードを数字順に縦に並べ、これをエリアとします。各数字の最初の1枚は「その"
            "数字＋1」のレンジカードの横に置き、以降は下へ配置します。その数字のカードがどこまで届いたかが、"
            "数字幅の最大値です。このプロジェクトでは、数字がピークに達する行も見えるように、草案のカードよ"
            "り1行多い2〜9で描きます（草案ではなく、このプロジェクトの決定です）。"
        ),
    },
    "lesson.pass_one": {
        "en": (
            "## Pass: placing widens a range\n"
            "\n"
            "With one 5 in the Area a 5 counts as 5 or 6. South passes by placing a second 5: now a 5 count"
            "s as 5, 6 or 7 (the\n"
            "write-up's first example)."
        ),
        "ja": (
            "## パス：配置すると数字幅が広がる\n"
            "\n"
            "エリアに5が1枚あれば、5は5か6として扱えます。南は2枚目の5を配置してパスします。これで5は5、6、"
            "7のどれとしても扱えます（草案の最初の例）。"
        ),
    },
    "lesson.peak": {
        "en": (
            "## Peak\n"
            "\n"
            "Two 6s lie in the Area. Placing a third makes 6 + 3 = 9: the placer takes all three at once, 1"
            " VP each, kept face\n"
            "down in front of them apart from the hand, and the 6s start again (the write-up's second examp"
            "le)."
        ),
        "ja": (
            "## ピーク\n"
            "\n"
            "エリアに6が2枚あります。3枚目を配置すると6＋3＝9になり、配置した人がその3枚を直ちに受け取ります"
            "。1枚1ＶＰで、手札とは別に手元に置きます。以降、6はまた最初から配置します（草案の2つ目の例）。"
        ),
    },
    "lesson.pass_two": {
        "en": (
            "## Pass with two cards, then take one back\n"
            "\n"
            "A Pass may place two cards instead, one at a time, with a peak checked after each: here the fi"
            "rst 6 peaks and the\n"
            "second starts the 6s again. Then the player takes any one Area card into the hand, a card just"
            " placed included."
        ),
        "ja": (
            "## 2枚配置するパスと、1枚得ること\n"
            "\n"
            "パスでは2枚配置することもできます。1枚ずつ配置し、そのたびにピークを確かめます。ここでは1枚目の"
            "6でピークになり、2枚目で6がまた始まります。そのあと、いま配置したカードも含めて、エリアから好き"
            "な1枚を得て手札に加えます。"
        ),
    },
    "lesson.take_only_after_two": {
        "en": (
            "Taking a card from the Area is only the second half of a two-card Pass; asked for on its own, "
            "the engine refuses:"
        ),
        "ja": (
            "エリアからカードを得るのは、2枚配置するパスの後半だけです。それだけを行おうとすると、エンジンは"
            "断ります："
        ),
    },
    "lesson.play_set": {
        "en": (
            "## Play: a set of N cards that each count as N\n"
            "\n"
            "With two 3s in the Area a 3 counts as 3 to 5, so 3 3 5 5 5 is a set of five (the write-up's th"
            "ird example). A set\n"
            "stays face up in front of its player, a group of its own."
        ),
        "ja": (
            "## プレイ：Nとして扱えるカードN枚のセット\n"
            "\n"
            "エリアに3が2枚あると、3は3〜5として扱えます。なので3・3・5・5・5は5のセットになります（草案の3"
            "つ目の例）。セットは表向きで手元に一纏めにして置きます。"
        ),
    },
    "lesson.which_sets": {
        "en": "Before that play, which sets could South lay? For each size N, the cards that can count as N:",
        "ja": "そのプレイの前に、南はどのセットを出せたでしょう。Nごとに、Nとして扱えるカードで作った例です：",
    },
    "lesson.set_refused": {
        "en": "Without those 3s in the Area the same cards are refused, and so is a set of the wrong size:",
        "ja": "エリアにその3がなければ同じカードは出せません。枚数の違うセットも出せません：",
    },
    "lesson.scoring": {
        "en": (
            "## Scoring a set\n"
            "\n"
            "At the settlement a set scores its size × the number of its cards of one suit, the most common"
            " suit, a Joker joining\n"
            "any suit. When every suit in the set differs, a Joker included, the whole set counts as one su"
            "it: size × size."
        ),
        "ja": (
            "## セットの得点\n"
            "\n"
            "精算では、各セットは「枚数×同一スート数」のＶＰになります。同一スート数は最も多いスートの枚数で"
            "、ジョーカーは好きなスートとして扱えます。セットのスートが（ジョーカーも含めて）全て1枚ずつでバ"
            "ラバラなら、全て同一スートとして扱え、枚数×枚数になります。"
        ),
    },
    "lesson.jokers": {
        "en": (
            "With two Jokers the write-up is unclear. This project lets each Joker be another suit or stay "
            "a Joker, so five\n"
            "different suits are possible with two Jokers; the house rules offer the stricter reading, wher"
            "e the printed suits\n"
            "must differ:"
        ),
        "ja": (
            "ジョーカーが2枚あるとき、草案でははっきりしません。このプロジェクトでは、各ジョーカーは別のスー"
            "トにもジョーカーのままにもなれるので、ジョーカー2枚でも5つのスートがバラバラになりえます。ハウ"
            "スルールでは、印刷されたスートがバラバラでなければならない、より厳しい読み方も選べます："
        ),
    },
    "lesson.end_of_round": {
        "en": (
            "## The end of the round\n"
            "\n"
            "When a hand empties, play goes on to the end of the current round, the seat on the start playe"
            "r's right, and then\n"
            "the game ends. Here West started, so South is the last seat: North's hand empties, East and So"
            "uth still play, and\n"
            "the settlement follows. Cards left in a hand cost nothing. (The sets already laid were made earli"
            "er, when the Area held\n"
            "the cards that let their numbers count as they do; the Area has changed since, and a set stays "
            "as it was laid.)"
        ),
        "ja": (
            "## 巡目の終わり\n"
            "\n"
            "いずれかのプレイヤーの手札が尽きたら終了トリガーが引かれ、そのまま現在の巡目（スタートプレイヤ"
            "ーの右隣まで）を終わらせるとゲーム終了です。ここでは西がスタートしたので南が最後です：北の手札"
            "が尽き、東と南がもう一度手番を行い、精算になります。手札に残ったカードに罰はありません。（すでに"
            "出ているセットは、その数字を必要な値として扱えるカードがエリアにあった時に出したものです。エリアは"
            "その後に変わりましたが、出したセットはそのまま残ります。）"
        ),
    },
    "lesson.settlement": {
        "en": (
            "## Settlement\n"
            "\n"
            "Sets, then peak cards at 1 VP each, then the no-Joker bonus: a player with no Joker in any set"
            " adds the size of\n"
            "their largest set (the write-up's fourth example: sets of 3 and 5 without a Joker give 5). Mos"
            "t VP wins; a tie goes\n"
            "to the player earlier in turn order. The score sheet of the end above:"
        ),
        "ja": (
            "## 精算\n"
            "\n"
            "セット、次にピークで受け取ったカード（1枚1ＶＰ）、そしてジョーカーなしボーナス：どのセットにも"
            "ジョーカーがなければ、最大枚数のセットの枚数に等しいボーナスＶＰを得ます（草案の4つ目の例：ジョ"
            "ーカーのない3枚と5枚のセットなら5ＶＰ）。最も多くのＶＰを得たプレイヤーの勝ちで、同点ならプレイ"
            "順の早い方が優先されます。上の終わり方の得点表："
        ),
    },
    "lesson.deal_intro": {
        "en": (
            "## A short deal, step by step\n"
            "\n"
            "Three players, short hands, South starts (so East is the last seat). South's first move places"
            " the third 6:"
        ),
        "ja": (
            "## 短い1ゲームを順に\n"
            "\n"
            "3人、短い手札で、南がスタートプレイヤーです（なので東が最後の手番）。南の最初の手番で3枚目の6を"
            "配置します："
        ),
    },
    "lesson.deal_set": {
        "en": (
            "West uses the Area: two 4s there make a 4 count as 4 to 6, one 3 makes a 3 count as 3 or 4. So"
            " 3 3 4 4 is a set of\n"
            "four, the Joker among them:"
        ),
        "ja": (
            "西はエリアを使います：4が2枚あるので4は4〜6、3が1枚あるので3は3か4として扱えます。なので3・3・"
            "4・4（ジョーカーを含む）は4のセットです："
        ),
    },
    "lesson.deal_two": {
        "en": "East passes two cards and takes one back, a 4, which narrows the 4s again:",
        "ja": "東は2枚配置してパスし、エリアから4を1枚得ます。4の数字幅はまた狭くなります：",
    },
    "lesson.deal_end": {
        "en": (
            "South lays the last two cards as a set of two (a 1 counts as 1 or 2 now). South's hand is empt"
            "y: West and East\n"
            "each play once more, and the game ends after East, the last seat:"
        ),
        "ja": (
            "南は最後の2枚を2のセットとして出します（いま1は1か2として扱えます）。南の手札が尽きたので、西と"
            "東がもう一度ずつ手番を行い、最後の東のあとでゲーム終了です："
        ),
    },
    "lesson.deal_scoring": {
        "en": "## The settlement of that deal, line by line",
        "ja": "## そのゲームの精算を1行ずつ",
    },
    "lesson.house_rules": {
        "en": (
            "## House rules\n"
            "\n"
            "The draft's notes ask about a peak of 7, numbers 1 to 5, other deck sizes, a fixed hand of 12 "
            "and a doubled bonus;\n"
            "each is a house rule of this project, as are the two points the draft leaves open (a peak duri"
            "ng setup, two Jokers in\n"
            "a set). The table's value column is the draft's rule:"
        ),
        "ja": (
            "## ハウスルール\n"
            "\n"
            "草案の問題点では、ピーク7、数字1〜5、ほかの枚数、手札12枚固定、ボーナス2倍が検討されています。"
            "どれもこのプロジェクトのハウスルールで、草案が決めていない2つの点（準備中のピーク、セットの中の"
            "ジョーカー2枚）も同じです。表の値は草案7のルールです："
        ),
    },
    "lesson.peak_7": {
        "en": "Under peak 7 two 5s already peak (5 + 2 = 7), and a single 6 would peak on its own:",
        "ja": "ピーク7では5が2枚でピークになり（5＋2＝7）、6は1枚だけでピークになります：",
    },
    "lesson.study": {
        "en": (
            "## Does the designer's variant play better?\n"
            "\n"
            "Heuristic bots play the same 20 deals under the draft's rules and under the designer's ideas: "
            "the winner's score,\n"
            "the spread between first and last, the game's length, where the points come from and how often"
            " the no-Joker bonus\n"
            "decided the winner. Twenty games are a quick look; the house-rules lab plays thousands."
        ),
        "ja": (
            "## 草案の変更案は遊びやすくなるか\n"
            "\n"
            "ヒューリスティックのボットが同じ20の配りを、草案7のルールと問題点の案でプレイします：勝者の得点"
            "、1位と最下位の差、ゲームの長さ、得点の出どころ、ジョーカーなしボーナスが勝者を決めた割合。20ゲ"
            "ームはざっと見るだけで、ハウスルール実験室では何千ゲームもプレイします。"
        ),
    },
    "lesson.practice": {
        "en": (
            "## Practice\n"
            "\n"
            "Which sets can you lay, what will a set score, and does a placement peak? Each question is a r"
            "eal position from a\n"
            "bot game, answered and explained by the rules engine."
        ),
        "ja": (
            "## 練習\n"
            "\n"
            "どのセットを出せるか、セットは何ＶＰになるか、配置でピークになるか。どの問題もボットのゲームか"
            "ら取った実際の局面で、ルールエンジンが答えと理由を示します。"
        ),
    },
    "lesson.play": {
        "en": (
            "## Play\n"
            "\n"
            "Deal, step through a game with its narration, or play South against the bots; the house rules "
            "can be changed\n"
            "in the table's House rules tab. *Open hands* turns every hand face up, to learn with (the bots still"
            " see only their\n"
            "own); *Show legal moves* marks the cards that can go now."
        ),
        "ja": (
            "## プレイ\n"
            "\n"
            "配って、実況つきでゲームを1手ずつ見るか、南としてボットと対戦します。ハウスルールはテーブルの「ハウスルール」"
            "タブで変えられます。「全員の手札を表に」は全員の手札を表向きにします（学習用。ボットは自分の手札しか見ません）。"
            "「出せる手を表示」は、いま出せるカードに印を付けます。"
        ),
    },
    "page.refused": {
        "en": "The engine refuses **{move}**: {reason}.",
        "ja": "エンジンは **{move}** を認めません：{reason}。",
    },
    "page.yes": {
        "en": "yes",
        "ja": "はい",
    },
    "page.no": {
        "en": "no",
        "ja": "いいえ",
    },
    "page.deal_result": {
        "en": "**{result}**",
        "ja": "**{result}**",
    },
    "page.table.players": {
        "en": "players",
        "ja": "人数",
    },
    "page.table.area": {
        "en": "cards in the Area",
        "ja": "エリアのカード",
    },
    "page.table.hand": {
        "en": "cards in each hand",
        "ja": "各自の手札",
    },
    "page.table.unused": {
        "en": "unused",
        "ja": "使わないカード",
    },
    "page.table.size": {
        "en": "size N",
        "ja": "N",
    },
    "page.table.example": {
        "en": "a set South could lay",
        "ja": "南が出せるセットの例",
    },
    "page.table.none": {
        "en": "none: not enough cards count as N",
        "ja": "なし：Nとして扱えるカードが足りない",
    },
    "page.table.set": {
        "en": "set",
        "ja": "セット",
    },
    "page.table.count": {
        "en": "cards of one suit",
        "ja": "同一スート数",
    },
    "page.table.rule": {
        "en": "rule",
        "ja": "ルール",
    },
    "page.table.points": {
        "en": "VP",
        "ja": "ＶＰ",
    },
    "page.table.joker_rule": {
        "en": "Jokers",
        "ja": "ジョーカー",
    },
    "page.table.player": {
        "en": "player",
        "ja": "プレイヤー",
    },
    "page.table.item": {
        "en": "Item",
        "ja": "項目",
    },
    "page.table.how": {
        "en": "how",
        "ja": "内訳",
    },
    "page.table.result": {
        "en": "result",
        "ja": "結果",
    },
    "page.table.winner": {
        "en": "wins",
        "ja": "勝ち",
    },
    "page.table.winner_tie": {
        "en": "wins the tie: earlier in turn order",
        "ja": "勝ち：同点で手番順が早い",
    },
    "page.table.help": {
        "en": "what it does",
        "ja": "内容",
    },
    "page.table.draft": {
        "en": "draft 7",
        "ja": "草案7",
    },
    "page.item.score_set": {
        "en": "a set",
        "ja": "セット",
    },
    "page.item.score_peaks": {
        "en": "peak cards",
        "ja": "ピークのカード",
    },
    "page.item.bonus": {
        "en": "no-Joker bonus",
        "ja": "ジョーカーなしボーナス",
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
        "1ディールだけプレイする（9 Peakはもともと1ディールのゲームなので、オンでもオフでも同じ）。"
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

RULES_EN: dict[str, str] = {  # nine_peak.rules.<field>.label in English: a reader's words, not the field's code name
    "rules.players.label": "Players",
    "rules.single_deal.label": "One deal only",
    "rules.peak.label": "Peak",
    "rules.max_number.label": "Highest number",
    "rules.copies_per_suit.label": "Copies per suit",
    "rules.jokers_per_number.label": "Jokers per number",
    "rules.extra_one_joker.label": "Extra Joker 1",
    "rules.area_cards.label": "Area (3-4 players)",
    "rules.area_cards_five.label": "Area (5 players)",
    "rules.deal_all.label": "Deal every card",
    "rules.hand_size.label": "Hand size",
    "rules.bonus_multiplier.label": "Bonus multiplier",
    "rules.setup_peak.label": "A peak at setup",
    "rules.joker_suits.label": "Jokers' suits in a set",
}


def _register() -> None:
    register("nine_peak", MESSAGES)
    register("practice.nine_peak", PRACTICE)
    register("facts.nine_peak", FACTS)
    # English help lives in the docstrings of ``Rules``; the catalogue holds the English labels and the other
    # languages' labels and help
    CATALOGUES["ja"].update({f"nine_peak.{k}": v for k, v in RULES_JA.items()})
    CATALOGUES["en"].update({f"nine_peak.{k}": v for k, v in RULES_EN.items()})

_register()
