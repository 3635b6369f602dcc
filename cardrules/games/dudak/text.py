"""Every sentence of Dudak, English and Japanese side by side: moves, reasons, table labels, facts, narration,
the lesson's prose, the practice questions and the names of the game facts. Registered when the game is imported,
as ``dudak.<key>``, ``practice.dudak.<key>`` and ``facts.dudak.<key>``.

Japanese follows the original write-up's own words: 場札 (the pile), 切札 (trump), 上がり (going out), 敗者 (the
loser), ディール and ディーラー.
"""

from __future__ import annotations

from cardrules.i18n import CATALOGUES, register

MESSAGES: dict[str, dict[str, str]] = {
    "title": {
        "en": "Dudak",
        "ja": "デュダック",
    },
    "move.lead": {
        "en": "Lead {card}",
        "ja": "{card}を出す",
    },
    "move.beat_out": {
        "en": "Beat with {card} and go out",
        "ja": "{card}で上回って上がる",
    },
    "move.beat": {
        "en": "Beat with {card}, add {add}",
        "ja": "{card}で上回り、{add}を重ねる",
    },
    "move.take": {
        "en": "Take a card",
        "ja": "場札を1枚取る",
    },
    "move.take_all": {
        "en": "Take the whole pile",
        "ja": "場札を全部取る",
    },
    "move.declare": {
        "en": "Declare {suit} trumps",
        "ja": "{suit}を切札と宣言する",
    },
    "move.pass": {
        "en": "No trump",
        "ja": "切札なし",
    },
    "reason.not_a_move": {
        "en": "{move} is not a Dudak move",
        "ja": "{move}はデュダックの手ではありません",
    },
    "reason.no_trumps": {
        "en": "personal trumps are not used in these rules",
        "ja": "このルールでは個人の切札は使いません",
    },
    "reason.declared": {
        "en": "{name} has already declared {suit} as their trump, and it cannot be changed this deal",
        "ja": "{name}はもう{suit}を切札と宣言しており、このディールの間は変更できません",
    },
    "reason.declare_round": {
        "en": "trumps may only be declared in the round before the first lead (house rule)",
        "ja": "切札を宣言できるのは最初のリードの前の1巡だけです（ハウスルール）",
    },
    "reason.nothing_to_pass": {
        "en": "there is nothing to pass: passing only declines a trump in the declaration round",
        "ja": "パスするものはありません：パスは宣言の巡で切札を宣言しないことだけです",
    },
    "reason.declare_first": {
        "en": "every player first declares a trump or passes, before the first lead (house rule)",
        "ja": "最初のリードの前に、各プレイヤーはまず切札を宣言するかパスします（ハウスルール）",
    },
    "reason.pile_exists": {
        "en": "there is already a pile: beat its top card {card} or take",
        "ja": "もう場札があります：一番上の{card}を上回るか、取ってください",
    },
    "reason.not_held": {
        "en": "{name} does not hold {card}",
        "ja": "{name}は{card}を持っていません",
    },
    "reason.no_pile": {
        "en": "there is no pile: lead any card to start one",
        "ja": "場札がありません：好きなカードを1枚出して始めてください",
    },
    "reason.whole_pile_rule": {
        "en": "under these rules a player who does not beat takes the whole pile ('take all')",
        "ja": "このルールでは、上回らないプレイヤーは場札を全部取ります（'take all'）",
    },
    "reason.trump_takes_all": {
        "en": "having declared {suit} as trump, {name} must take the whole pile, not one card ('take all')",
        "ja": "{suit}を切札と宣言したので、{name}は1枚ではなく場札を全部取らなければなりません（'take all'）",
    },
    "reason.one_at_a_time": {
        "en": "take one card at a time: only a player with a declared trump takes the whole pile",
        "ja": "1枚ずつ取ってください：場札を全部取るのは切札を宣言したプレイヤーだけです",
    },
    "reason.must_add": {
        "en": "after beating you must add one more card from your hand",
        "ja": "上回ったあとは、手札からもう1枚重ねなければなりません",
    },
    "reason.last_card": {
        "en": "{card} is your last card: beating with it takes you out, with nothing to add",
        "ja": "{card}は最後の手札です：それで上回ると上がりで、重ねるカードはありません",
    },
    "reason.add_other": {
        "en": "{card} is the beating card: add a different card",
        "ja": "{card}は上回るのに使うカードです：別のカードを重ねてください",
    },
    "reason.add_not_held": {
        "en": "{name} does not hold {card} to add",
        "ja": "{name}は重ねる{card}を持っていません",
    },
    "reason.lower_trump": {
        "en": "{card} is lower than {top}: on your own trump suit only a higher trump beats",
        "ja": "{card}は{top}より弱いカードです：自分の切札のスートでは、より強い切札しか上回れません",
    },
    "reason.lower": {
        "en": "{card} is lower than {top}: beat with a higher {one}",
        "ja": "{card}は{top}より弱いカードです：より強い{one}で上回ってください",
    },
    "reason.no_beat": {
        "en": "{card} does not beat {top}: play a higher {one}",
        "ja": "{card}は{top}を上回りません：より強い{one}を出してください",
    },
    "reason.no_beat.no_trump": {
        "en": " (you have declared no trump)",
        "ja": "（切札を宣言していません）",
    },
    "reason.no_beat.or_trump": {
        "en": " or one of your trumps ({suit})",
        "ja": "。または自分の切札（{suit}）を出せます",
    },
    "reason.no_beat.owners": {
        "en": "; {suit} are {owners}'s trump, not yours",
        "ja": "；{suit}は{owners}の切札で、あなたのではありません",
    },
    "zone.trump": {
        "en": "trump {suit}",
        "ja": "切札{suit}",
    },
    "zone.out": {
        "en": "out",
        "ja": "上がり",
    },
    "zone.hand": {"en": "{seat}", "ja": "{seat}"},
    "zone.pile": {
        "en": "Pile",
        "ja": "場札",
    },
    "zone.top": {
        "en": "top {card}",
        "ja": "一番上は{card}",
    },
    "zone.no_pile": {
        "en": "no pile",
        "ja": "場札なし",
    },
    "zone.set_aside": {
        "en": "Set aside",
        "ja": "取り除いたカード",
    },
    "fact.deal": {"en": "Deal", "ja": "ディール"},
    "fact.dealer": {"en": "Dealer", "ja": "ディーラー"},
    "fact.trumps": {"en": "Trumps", "ja": "切札"},
    "fact.losses": {"en": "Losses", "ja": "負け数"},
    "fact.turn": {"en": "Turn", "ja": "手番"},
    "fact.trump_of": {"en": "{seat} {suit}", "ja": "{seat}{suit}"},
    "fact.seat_count": {"en": "{seat} {n}", "ja": "{seat}{n}"},
    "fact.deal_of": {
        "en": "{deal} of {deals}",
        "ja": "{deals}ディール中の第{deal}",
    },
    "fact.not_used": {
        "en": "not used",
        "ja": "使わない",
    },
    "fact.none": {
        "en": "none declared",
        "ja": "宣言なし",
    },
    "status.won": {
        "en": "Game over: {who} wins with the fewest losses ({table})",
        "ja": "ゲーム終了：負けの最も少ない{who}の勝ち（{table}）",
    },
    "status.shared": {
        "en": "Game over: {who} share the fewest losses ({table})",
        "ja": "ゲーム終了：{who}が最も少ない負けで勝ちを分け合います（{table}）",
    },
    "status.declare": {
        "en": "{name} to declare a trump or pass",
        "ja": "{name}が切札を宣言するかパスする番です",
    },
    "status.lead": {
        "en": "{name} to lead a new pile",
        "ja": "{name}が新しい場札を出す番です",
    },
    "status.beat_or_take": {
        "en": "{name} to beat {card} or take it",
        "ja": "{name}が{card}を上回るか、取る番です",
    },
    "status.beat_or_take_all": {
        "en": "{name} to beat {card} or take the whole pile",
        "ja": "{name}が{card}を上回るか、場札を全部取る番です",
    },
    "event.deal": {
        "en": "Deal {deal}: {who} deals {each} cards to each player{pairs}{why}.",
        "ja": "第{deal}ディール：{who}が各プレイヤーに{each}枚ずつ{pairs}配ります{why}。",
    },
    "event.deal.random": {
        "en": " (dealer drawn at random)",
        "ja": "（ディーラーはランダムに決定）",
    },
    "event.deal.loser": {
        "en": " (the loser of the last deal deals)",
        "ja": "（前のディールの敗者が配ります）",
    },
    "event.deal.left": {
        "en": " (the deal passes to the left)",
        "ja": "（ディーラーは左隣に移ります）",
    },
    "event.deal.pairs": {
        "en": " two at a time",
        "ja": "2枚ずつ組にして",
    },
    "event.hand": {
        "en": "{who} is dealt {cards}.",
        "ja": "{who}に{cards}が配られます。",
    },
    "event.hand_hidden": {
        "en": "{who} is dealt {count} cards.",
        "ja": "{who}に{count}枚配られます。",
    },
    "event.position": {
        "en": "Deal {deal} from a set position: {who} to play.",
        "ja": "設定した局面からの第{deal}ディール：{who}の番です。",
    },
    "event.declare": {
        "en": "{who} declares {symbol} ({suit}) as their own trump for this deal.",
        "ja": "{who}が{symbol}（{suit}）をこのディールの自分の切札と宣言します。",
    },
    "event.pass": {
        "en": "{who} declares no trump.",
        "ja": "{who}は切札を宣言しません。",
    },
    "event.lead_out": {
        "en": "{who} leads {card}, their last card, and goes out; the card stays for the next player to beat.",
        "ja": "{who}が最後の手札{card}を出して上がります；そのカードは次のプレイヤーが上回るために残ります。",
    },
    "event.lead": {
        "en": "{who} leads {card} to start a new pile.",
        "ja": "{who}が{card}を出して新しい場札を始めます。",
    },
    "event.with_trump": {
        "en": "trump {card}",
        "ja": "切札{card}",
    },
    "event.beat_last": {
        "en": "{who} beats {top} with {card}, their last card, and goes out.",
        "ja": "{who}が最後の手札{card}で{top}を上回って上がります。",
    },
    "event.beat": {
        "en": "{who} beats {top} with {card} and adds {add}.",
        "ja": "{who}が{card}で{top}を上回り、{add}を重ねます。",
    },
    "event.beat_out": {
        "en": "{who} beats {top} with {card} and adds {add}, their last card, and goes out.",
        "ja": "{who}が{card}で{top}を上回り、最後の手札{add}を重ねて上がります。",
    },
    "event.set_aside": {
        "en": "The pile of {n} cards is set aside, out of play; the next player leads a new pile.",
        "ja": "{n}枚の場札は取り除かれてもう使いません；次のプレイヤーが新しい場札を出します。",
    },
    "event.left.one": {
        "en": "{n} card left",
        "ja": "残り{n}枚",
    },
    "event.left.other": {
        "en": "{n} cards left",
        "ja": "残り{n}枚",
    },
    "event.left.none": {
        "en": "the pile is empty",
        "ja": "場札はなくなりました",
    },
    "event.take": {
        "en": "{who} takes {card} from the pile ({rest}).",
        "ja": "{who}が場札から{card}を取ります（{rest}）。",
    },
    "event.take_all": {
        "en": "{who} takes the whole pile ({cards}) and does not play.",
        "ja": "{who}が場札を全部（{cards}）取り、カードは出しません。",
    },
    "event.loser_limit": {
        "en": "The deal reaches the turn limit; {who} holds the most cards ({n}) and loses deal {deal}.",
        "ja": "ディールが手番の上限に達しました；最も多くのカード（{n}枚）を持つ{who}が第{deal}ディールの敗者です。",
    },
    "event.loser": {
        "en": "{who} is left holding cards and loses deal {deal}.",
        "ja": "{who}が最後まで手札を残し、第{deal}ディールの敗者です。",
    },
    "event.game_end": {
        "en": "Game over: {who} wins with the fewest losses ({table}).",
        "ja": "ゲーム終了：負けが最も少ない{who}の勝ち（{table}）。",
    },
    "event.game_end_shared": {
        "en": "Game over: {who} share the fewest losses ({table}).",
        "ja": "ゲーム終了：{who}が最少の負けで並びました（{table}）。",
    },
    "score.loss": {"en": "Loss", "ja": "負け"},
    "move_error.suit": {
        "en": "not a suit: {word} (write S, H, D or C)",
        "ja": "スートではありません：{word}（S、H、D、Cのどれかを書きます）",
    },
    "move_error.unknown": {
        "en": "not a Dudak move: {text} (e.g. lead 9H, beat 10H add 7S, take, take all, declare H, pass)",
        "ja": "デュダックの手ではありません：{text}（例：lead 9H、beat 10H add 7S、take、take all、declare H、pass）",
    },
    "summary": {
        "en": "Beat the top card and add one; take cards back when you cannot; the last one holding cards loses.",
        "ja": (
            "場札の一番上より強いカードを出してもう1枚重ねます。出せなければ取ります。最後まで手札が残った人の負"
            "けです。"
        ),
    },
    "state_error.unknown_field": {
        "en": "is not a field of a Dudak start position",
        "ja": "デュダックの開始局面の項目ではありません",
    },
    "state_error.why": {
        "en": "must be 'given' or 'random', got {got}",
        "ja": "'given'か'random'でなければなりません（指定：{got}）",
    },
    "state_error.trumps_list": {
        "en": "must be a list of {n} suit letters or nulls",
        "ja": "{n}個のスートの文字またはnullのリストでなければなりません",
    },
    "state_error.no_trumps": {
        "en": "these rules use no personal trumps",
        "ja": "このルールでは個人の切札を使いません",
    },
    "state_error.not_suit": {
        "en": "not a suit: {got}",
        "ja": "スートではありません：{got}",
    },
    "state_error.losses": {
        "en": "must be {n} counts of losses adding up to {past} past deals",
        "ja": "{n}人分の負けの数で、合計が過去のディール数{past}でなければなりません",
    },
    "state_error.holders": {
        "en": "at least two players must hold cards (else the deal is over)",
        "ja": "少なくとも2人が手札を持っていなければなりません（そうでなければディールは終わっています）",
    },
    "state_error.no_cards": {
        "en": "{name} holds no cards",
        "ja": "{name}は手札を持っていません",
    },
}
"""Dudak's sentences, registered as ``dudak.<key>``."""


RULES: dict[str, dict[str, str]] = {
    "players.label": {"ja": "人数"},
    "players.help": {
        "ja": "プレイヤーの人数：4人は32枚（各8枚）。3人は黒の7を除く30枚（各10枚）、2人は7と8を除く24枚（各12枚）、"
              "パーレット氏の提案どおり。",
    },
    "deals.label": {"ja": "ディール数"},
    "deals.help": {
        "ja": "1ゲームのディール数。最後に負けの最も少ない人が勝者、同数なら勝ちを分け合う（原典は「何ディールか」"
              "とだけ言うので、既定は5ディール）。",
    },
    "single_deal.label": {"ja": "1ディールのみ"},
    "single_deal.help": {"ja": "1ディールだけプレイする（レッスンやシミュレーション用）。"},
    "dealer_rotation.label": {"ja": "次のディーラー"},
    "dealer_rotation.help": {
        "ja": "次のディールを配る人：前のディールの敗者（チェコのルールどおり）またはディーラーの左隣。",
    },
    "dealer_rotation.option.loser": {"en": "the loser of the last deal", "ja": "前のディールの敗者"},
    "dealer_rotation.option.left": {"en": "the dealer's left", "ja": "ディーラーの左隣"},
    "trumps.label": {"ja": "個人の切札"},
    "trumps.help": {
        "ja": "個人の切札：自分の番ならいつでも宣言できる（原典どおり）。ディールの最初のリードの前の1巡だけ"
              "（チェコの箱のハウスルール）。または使わない。",
    },
    "trumps.option.any_time": {"en": "any time on one's turn", "ja": "自分の番ならいつでも"},
    "trumps.option.before_lead": {"en": "in a round before the first lead", "ja": "最初のリードの前の1巡だけ"},
    "trumps.option.none": {"en": "not used", "ja": "使わない"},
    "whole_pile_only.label": {"ja": "場札は全部取るだけ"},
    "whole_pile_only.help": {
        "ja": "全部取りのみ（チェコの箱）：上回れない・上回らない人は場札を全部取り、1枚ずつは取らない。",
    },
    "deal_in_pairs.label": {"ja": "2枚ずつ配る"},
    "deal_in_pairs.help": {"ja": "1枚ずつではなく2枚ずつ配る（チェコの箱）。"},
    "turn_limit.label": {"ja": "手番の上限"},
    "turn_limit.help": {
        "ja": "この手番数を過ぎても続くディールは終わり、最も多くのカードを持つ人が敗者になる（原典にはない：取り戻し"
              "はいつでもできるので、上限がないとディールが終わらないことがある）。",
    },
}
"""The house-rules form's words: each field's label and help, and the labels of a choice's values. A field's
English label and help are its name and its docstring in ``rules.py`` (the one source of truth), so only the other
languages give them here."""

PRESETS: dict[str, dict[str, str]] = {
    "five_deals": {"en": "4 players, five deals (the write-up's game)", "ja": "4人、5ディール（原典のゲーム）"},
    "one_deal": {"en": "4 players, one deal", "ja": "4人、1ディール"},
    "three_players": {"en": "3 players, one deal", "ja": "3人、1ディール"},
    "two_players": {"en": "2 players, one deal", "ja": "2人、1ディール"},
    "trumps_before_lead": {"en": "Trumps declared before the first lead", "ja": "最初のリードの前に切札を宣言"},
    "no_trumps": {"en": "No trumps, 3 players", "ja": "切札なし、3人"},
    "czech_box": {"en": "Czech box: whole pile, dealt in pairs", "ja": "チェコの箱：全部取り、2枚ずつ配る"},
    "dealer_left": {"en": "3 deals, dealer rotates left", "ja": "3ディール、ディーラーは左隣へ"},
    "turn_limit": {"en": "2 players, 20-turn limit", "ja": "2人、手番の上限20"},
}
"""The names of the rule sets of ``rules.PRESETS`` (``dudak.preset.<code>``)."""

PRACTICE: dict[str, dict[str, str]] = {
    "declared": {
        "en": " {name} has just declared {suit} as their own trump.",
        "ja": "{name}はたった今{suit}を自分の切札と宣言しました。",
    },
    "higher": {
        "en": "a higher card of its suit",
        "ja": "同じスートのより強いカード",
    },
    "trump": {
        "en": "a trump ({suit} are {name}'s)",
        "ja": "切札（{suit}は{name}の切札）",
    },
    "beats": {
        "en": "{card} beats {top}: {how}.",
        "ja": "{card}は{top}を上回ります：{how}。",
    },
    "refused": {
        "en": "{card}: {reason}.",
        "ja": "{card}：{reason}。",
    },
    "beat_with.one": {
        "en": "{cards} beats {top}; {name} beats with one of them and adds any other card.",
        "ja": "{cards}が{top}を上回ります。{name}はそのどれかで上回り、ほかのカードを1枚重ねます。",
    },
    "beat_with.other": {
        "en": "{cards} beat {top}; {name} beats with one of them and adds any other card.",
        "ja": "{cards}が{top}を上回ります。{name}はそのどれかで上回り、ほかのカードを1枚重ねます。",
    },
    "take_all": {
        "en": "take the whole pile",
        "ja": "場札を全部取る",
    },
    "take_top": {
        "en": "take the top card",
        "ja": "一番上のカードを取る",
    },
    "no_beat": {
        "en": "No card of {name}'s beats {top}, so {name} must {take}.",
        "ja": "{name}のカードはどれも{top}を上回らないので、{name}は{take}しかありません。",
    },
    "own_trump": {
        "en": " {name}'s trump: {suit}.",
        "ja": "{name}の切札：{suit}。",
    },
    "no_trump": {
        "en": " {name} has declared no trump.",
        "ja": "{name}は切札を宣言していません。",
    },
    "whose_trump": {
        "en": "{name}'s {suit}",
        "ja": "{name}の{suit}",
    },
    "other_trumps": {
        "en": " Other trumps: {others}.",
        "ja": "ほかの切札：{others}。",
    },
    "beats.question": {
        "en": (
            "The top card is {top}.{declared}{trumps} Which of {name}'s cards beat it? Click each one (none if "
            "no card does), then Check."
        ),
        "ja": (
            "場札の一番上は{top}です。{declared}{trumps}{name}のどのカードがこれを上回りますか？それぞれクリック"
            "して（どれも上回らなければクリックなし）、「確認」を押してください。"
        ),
    },
    "go_out.set_aside": {
        "en": "The pile is set aside, out of play; the next player leads a new pile",
        "ja": "場札は取り除かれてもう使いません。次のプレイヤーが新しい場札を出します",
    },
    "go_out.stays": {
        "en": "The pile stays; the next player must beat its new top card",
        "ja": "場札は残ります。次のプレイヤーは新しい一番上のカードを上回らなければなりません",
    },
    "go_out.taken": {
        "en": "The next player takes the pile into their hand",
        "ja": "次のプレイヤーが場札を手札に取ります",
    },
    "leads": {
        "en": "{name} leads {card}, their last card",
        "ja": "{name}が最後の手札{card}を出して始め",
    },
    "beats_last": {
        "en": "{name} beats {top} with {card}, their last card",
        "ja": "{name}が最後の手札{card}で{top}を上回り",
    },
    "beats_adds": {
        "en": "{name} beats {top} with {card} and adds {add}, their last card",
        "ja": "{name}が{card}で{top}を上回って最後の手札{add}を重ね",
    },
    "go_out.question": {
        "en": "{what}, and goes out. What happens to the pile?",
        "ja": "{what}、上がります。場札はどうなりますか？",
    },
}
"""The practice questions' sentences (``practice.dudak.<key>``)."""

FACTS: dict[str, dict[str, str]] = {
    "losses_most": {"en": "most losses of one player", "ja": "1人の最多の負け数"},
    "losses_spread": {"en": "most minus fewest losses", "ja": "負け数の最多と最少の差"},
    "first_leader_lost": {
        "en": "share of deals lost by the first leader",
        "ja": "最初にリードした人が負けたディールの割合",
    },
    "declarer_lost": {"en": "share of deals lost by a trump declarer", "ja": "切札を宣言した人が負けたディールの割合"},
    "trumps_declared": {"en": "trumps declared per deal", "ja": "1ディールの切札の宣言"},
    "cards_taken": {"en": "cards taken back per deal", "ja": "1ディールに取り戻したカード"},
    "piles_set_aside": {"en": "piles set aside per deal", "ja": "1ディールに取り除かれた場札"},
    "loser_cards": {"en": "cards the loser still holds", "ja": "敗者に残ったカード"},
    "turns_per_deal": {"en": "turns per deal", "ja": "1ディールの手番数"},
    "turn_limit_deals": {"en": "deals stopped at the turn limit", "ja": "手番の上限で終わったディール"},
}
"""The names of the game facts a house-rules study compares (``facts.dudak.<key>``)."""

LESSON: dict[str, dict[str, str]] = {
    "intro": {
        "en": (
            "# Dudak\nA Czech children's game (*dudák* is a bagpiper), in David Parlett's rules: beat the top car"
            "d of the pile and add\nanother card on it; when you cannot, take cards back from the pile, one at a "
            "time. Whoever empties their hand\nleaves play, and the last player still holding cards loses the dea"
            "l. Over several deals, the fewest losses win.\nEvery table below is a real position computed by `car"
            "drules.games.dudak`, following the seed's rules\n(`/work/shared/rules/dudak.md`; the decisions it se"
            "ttles are cited as D-A1 … D-A10)."
        ),
        "ja": (
            "# デュダック\nチェコの子供のゲーム（*dudák* はバグパイプ吹き）を、デビッド・パーレット氏のルールで紹"
            "介します：場札の一番上の\nカードより強いカードを出して、その上にもう1枚重ねます。出せなければ、場札"
            "から1枚ずつ取ります。手札がなくなった人は\nプレイを離れ、最後まで手札が残った人がそのディールの敗者"
            "です。何ディールかして、負けの最も少ない人の勝ちです。\n以下のテーブルはすべて `cardrules.games.duda"
            "k` が原典のルール（`/work/shared/rules/dudak.md`；そこで決めた点は\n"
            "D-A1 … D-A10 として引用）どおりに計算した実際の局面です。"
        ),
    },
    "cards_and_deal": {
        "en": (
            "## Cards and deal\nFour players use 32 cards, A K Q J 10 9 8 7 in each suit, eight each. Three "
            "players leave out the black sevens\n(30 cards, ten each); two leave out the sevens and eights (24 "
            "cards, twelve each)."
        ),
        "ja": (
            "## カードとディール\n4人では各スートのA K Q J 10 9 8 7の32枚を使い、8枚ずつ配ります。3人では黒の7を"
            "除き（30枚、10枚ずつ）、\n2人では7と8を除きます（24枚、12枚ずつ）。"
        ),
    },
    "more": {
        "en": (
            "A new game shuffles from its seed and draws the first dealer; the player on the dealer's left leads."
        ),
        "ja": (
            "新しいゲームはシードからシャッフルし、最初のディーラーを引きます。ディーラーの左隣のプレイヤーがリー"
            "ドします。"
        ),
    },
    "leading_beating_and_adding": {
        "en": (
            "## Leading, beating and adding\nA lead is any one card: it starts the pile. South leads 9♥."
        ),
        "ja": (
            "## リード、上回る、重ねる\nリードは好きなカード1枚で、それが場札になります。南が9♥をリードします。"
        ),
    },
    "more_2": {
        "en": (
            "West must beat 9♥ with a higher heart, and then add any card from hand on top: the beat and the adde"
            "d card are one\nmove (D-A1). Only 10♥ beats, so West's choices are which card to add, or to take the"
            " 9♥ instead."
        ),
        "ja": (
            "西は9♥をより強いハートで上回り、そのあと手札から好きなカードを1枚重ねなければなりません：上回るカー"
            "ドと重ねるカードで\n1つの手です（D-A1）。上回れるのは10♥だけなので、西の選択肢はどのカードを重ねるか"
            "、または9♥を取るかです。"
        ),
    },
    "more_3": {
        "en": (
            "West beats with 10♥ and adds 7♠, which becomes the card North has to beat."
        ),
        "ja": (
            "西が10♥で上回り7♠を重ねます。これが北が上回らなければならないカードになります。"
        ),
    },
    "more_4": {
        "en": (
            "A lower heart, or a card of another suit, does not beat 9♥; the engine says why."
        ),
        "ja": (
            "より弱いハートや、別のスートのカードでは9♥を上回れません。エンジンが理由を示します。"
        ),
    },
    "taking_back_one_card": {
        "en": (
            "## Taking back, one card at a time\nSouth cannot beat 7♠. South takes it; the 10♥ it lay on shows, s"
            "till unbeatable; South takes that too, and can now\n"
            "beat 9♥ with the 10♥ just taken (D-A8), adding the 7♠ back."
        ),
        "ja": (
            "## 1枚ずつ取る\n南は7♠を上回れません。南はそれを取ります。その下の10♥が見えますが、やはり上回れない"
            "ので、それも取ります。\nすると、いま取った10♥で9♥を上回れるので（D-A8）、7♠を重ねて戻します。"
        ),
    },
    "more_5": {
        "en": (
            "A player who takes the last card of the pile does not play: the next player leads a new pile with "
            "one card, and\nthat ends their turn."
        ),
        "ja": (
            "場札の最後の1枚を取ったプレイヤーはカードを出しません：次のプレイヤーが1枚出して新しい場札を始め、そ"
            "れで番が終わります。"
        ),
    },
    "personal_trumps": {
        "en": (
            "## Personal trumps\nOn your own turn you may declare one suit as your own trump, once, for the rest "
            "of the deal, in public. Your trump\nbeats any card of another suit. Here West has declared clubs and"
            " North hearts; both face the same 9♦."
        ),
        "ja": (
            "## 個人の切札\n自分の番のときに、1つのスートを自分の切札と宣言できます。1回だけ、ディールの終わ"
            "りまで、公開で宣言します。自分の\n切札は、別のスートのどのカードも上回ります。ここでは西がクラブ、"
            "北がハートを宣言していて、2人とも同じ9♦に向かいます。"
        ),
    },
    "more_6": {
        "en": (
            "West can beat with the 7♣; North cannot use a club (clubs are West's trump), only an 8♥."
        ),
        "ja": (
            "西は7♣で上回れます。北はクラブを使えず（クラブは西の切札です）、8♥でしか上回れません。"
        ),
    },
    "more_7": {
        "en": (
            "On their own trump suit a declarer needs a higher trump (D-A10). And a declarer who cannot or will "
            "not beat takes\nthe whole pile at once, never one card, and does not play."
        ),
        "ja": (
            "自分の切札のスートでは、宣言した人もより強い切札が必要です（D-A10）。また、宣言した人が上回れな"
            "い（または上回らない）\nときは、1枚ずつではなく場札を全部いっぺんに取り、カードは出しません。"
        ),
    },
    "three_ways_of_going": {
        "en": (
            "## Three ways of going out\nGoing out on the beating card kills the pile: it is set aside, out of "
            "play, and the next player leads."
        ),
        "ja": (
            "## 3通りの上がり方\n上回るカードで上がると、場札は終わりです：取り除かれてもう使わず、次のプレイヤー"
            "がリードします。"
        ),
    },
    "more_8": {
        "en": (
            "Going out on the added card leaves the pile: the next player must beat its top card."
        ),
        "ja": (
            "重ねるカードで上がると、場札は残ります：次のプレイヤーはその一番上のカードを上回らなければなりません"
            "。"
        ),
    },
    "more_9": {
        "en": (
            "Leading one's last card also goes out, and the card stays for the next player to beat (D-A4)."
        ),
        "ja": (
            "最後の1枚をリードしても上がりで、そのカードは次のプレイヤーが上回るために残ります（D-A4）。"
        ),
    },
    "the_loser_and_the": {
        "en": (
            "## The loser, and the next deal\nThe deal ends the moment only one player holds cards: that player "
            "loses (D-A6) and deals the next deal (D-A5)."
        ),
        "ja": (
            "## 敗者と次のディール\n手札を持つプレイヤーが1人だけになった時点でディールは終わります：その人が敗者"
            "で（D-A6）、次のディールを配ります（D-A5）。"
        ),
    },
    "a_whole_game": {
        "en": (
            "## A whole game\nFour heuristic bots play the seed's five deals; here is how the last deal ended, "
            "and the losses deal by deal."
        ),
        "ja": (
            "## 1ゲーム全体\nヒューリスティックなボット4人が原典の5ディールをプレイします。最後のディールの終わり"
            "方と、ディールごとの負け数です。"
        ),
    },
    "house_rules": {
        "en": (
            "## House rules\nEvery rule the references vary is a switch; the form in the live table is generated "
            "from these descriptions."
        ),
        "ja": (
            "## ハウスルール\n参考文献によって異なるルールはどれも切り替えられます。下のテーブルのフォームは、こ"
            "れらの説明から作られています。"
        ),
    },
    "more_10": {
        "en": (
            "Under the Czech box's rule, whoever does not beat takes the whole pile, declarer or not: compare "
            "South's choices\nfacing the same pile."
        ),
        "ja": (
            "チェコの箱のルールでは、上回らない人は宣言していてもいなくても場札を全部取ります：同じ場札に対する南"
            "の選択肢を\n比べてみてください。"
        ),
    },
    "more_11": {
        "en": (
            "Trumps may instead be declared only in a round before the first lead: each player declares a suit "
            "or passes."
        ),
        "ja": (
            "切札を、最初のリードの前の1巡でだけ宣言するルールもあります：各プレイヤーがスートを宣言するかパス"
            "します。"
        ),
    },
    "more_12": {
        "en": (
            "The seed's rules need not end: when each player adds a card the next cannot beat, that player takes "
            "two cards back,\nbeats with the one just taken and adds the same card again. The turn limit (not in "
            "the seed, 500 turns by default)\nends such a deal, and the player holding the most cards loses it."
        ),
        "ja": (
            "原典のルールでは終わらないことがあります：各プレイヤーが次の人が上回れないカードを重ねると、その人は"
            "2枚取り、\nいま取ったカードで上回り、同じカードをまた重ねます。手番の上限（原典にはない、既定は500手"
            "番）でそのようなディールを\n終わらせ、最も多くのカードを持つ人が敗者になります。"
        ),
    },
    "practice": {
        "en": (
            "## Practice\nWhich of your cards beat the top card, with or without a declared trump? What happens "
            "to the pile when a player goes\nout? Each question is asked on a position from a real deal and "
            "answered by the engine: click the cards (then\n*Check*) or the answer, and every wrong choice is "
            "explained. The set number and the level choose the questions, so a\n"
            "class given set 1 gets the same ten."
        ),
        "ja": (
            "## 練習\n自分のどのカードが一番上のカードを上回るか（切札を宣言していてもいなくても）。プレイヤー"
            "が上がると場札はどうなるか。\nどの問題も実際のディールの局面から出され、エンジンが答えます：カードを"
            "クリックして（*Check* を押す）か、答えを\n選んでください。間違った選択にはすべて理由が示されます。セ"
            "ット番号とレベルで問題が決まるので、クラスでセット1を出せば\n全員が同じ10問になります。"
        ),
    },
    "play": {
        "en": (
            '## Play\nDeal, step through the game with its narration, or play South against the bots ("Take a car'
            'd" and "Declare …\ntrumps" are the buttons beside your cards); the house-rules tab changes the rules'
            "."
        ),
        "ja": (
            "## プレイ\n配って、ナレーションつきでゲームを1手ずつ見るか、南としてボットと対戦します（「場札を1枚"
            "取る」と「…を切札と宣言する」は\n手札の横のボタンです）。*ハウスルール* タブでルールを変えられます"
            "。"
        ),
    },
}


register("dudak", MESSAGES)
register("dudak.rules", {k: v for k, v in RULES.items() if "en" in v})
for _key, _by_lang in RULES.items():  # labels and helps: English is the field itself (see RULES)
    if "en" not in _by_lang:
        for _lang, _text in _by_lang.items():
            CATALOGUES[_lang][f"dudak.rules.{_key}"] = _text
register("dudak.preset", PRESETS)
register("dudak.lesson", LESSON)
register("practice.dudak", PRACTICE)
register("facts.dudak", FACTS)
