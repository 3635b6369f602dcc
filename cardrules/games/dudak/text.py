"""Every sentence of Dudak, English and Japanese side by side: moves, reasons, table labels, facts, narration,
the lesson's prose, the practice questions and the names of the game facts. Registered when the game is imported,
as ``dudak.<key>``, ``practice.dudak.<key>`` and ``facts.dudak.<key>``.

Japanese follows the original write-up's own words: 場札 (the pile), 切札 (trump), 上がり (going out), 敗者 (the
loser), ディール and ディーラー.
"""

from __future__ import annotations

from cardrules.i18n import CATALOGUES, register

_PICKED_EN = "Picked {cards}: now click the hand card to add, or choose a move:"
_PICKED_JA = "選んだカード {cards}：続けて重ねる手札をクリックするか、手を選んでください："

MESSAGES: dict[str, dict[str, str]] = {
    "title": {
        "en": "Dudak",
        "ja": "デュダック",
    },
    "example.one_deal_over": {
        "en": ("That ends deal {deal} and this example, which plays one deal: in a game the loser takes a loss and the "
               "next deal follows, {deals} deals in all, and whoever has the fewest losses at the end wins."),
        "ja": ("これで第{deal}ディールとこの例（1ディールだけの例）は終わりです。"
               "ゲームでは敗者に負けが1つ付いて次のディールに進み、"
               "全部で{deals}ディールを終えたとき、負けの一番少ない人が勝ちです。"),
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
        "en": "under these rules a player who does not beat takes the whole pile",
        "ja": "このルールでは、上回らないプレイヤーは場札を全部取ります",
    },
    "reason.trump_takes_all": {
        "en": "having declared {suit} as trump, {name} must take the whole pile, not one card",
        "ja": "{suit}を切札と宣言したので、{name}は1枚ではなく場札を全部取らなければなりません",
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
    "reason.lower_ace": {
        "en": "{card} is lower than {top}, and no {one} is higher: only a trump beats it (take it, or beat it with a "
              "trump of yours)",
        "ja": ("{card}は{top}より弱く、{top}より強い{one}はありません：上回れるのは切札だけです（取るか、自分の切札で"
               "上回ります）"),
    },
    "reason.no_beat_ace": {
        "en": "{card} does not beat {top}, and no {one} is higher: only a trump beats it",
        "ja": "{card}は{top}を上回りません。{top}より強い{one}はないので、上回れるのは切札だけです",
    },
    "reason.no_beat": {
        "en": "{card} does not beat {top}: play a higher {one}",
        "ja": "{card}は{top}を上回りません：より強い{one}を出してください",
    },
    "reason.no_beat.no_trump": {
        "en": " (you have not declared a trump)",
        "ja": "（切札を宣言していません）",
    },
    "reason.no_beat.or_trump": {
        "en": " or one of your trumps ({suit})",
        "ja": "。または自分の切札（{suit}）を出せます",
    },
    "reason.no_beat.owners": {
        "en": "; {suit} are {owners}'s trump, not yours",
        "ja": "。{suit}は{owners}の切札で、あなたの切札ではありません",
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
    "zone.set_aside": {
        "en": "Set aside",
        "ja": "取り除いたカード",
    },
    "fact.deal": {"en": "Deal", "ja": "ディール"},
    "fact.dealer": {"en": "Dealer", "ja": "ディーラー"},
    "fact.trumps": {"en": "Trumps", "ja": "切札"},
    "fact.losses": {"en": "Losses", "ja": "負け数"},
    "fact.turn": {"en": "Turns this deal", "ja": "このディールの手番数"},
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
    # What to click at the live table, by the status's key (cardrules.widgets.table): a beat is two hand cards (the
    # one that beats, then the one added), which a newcomer took for "the card it goes to" on the pile.
    # The table's hint in Dudak's own terms: a deal has a loser, no one is "ahead", and a lead is a card played.
    "widget.hint_chance": {
        "en": ("Each move's estimated chance of being among the fewest losses when this deal ends (the game is "
               "several deals)."),
        "ja": ("それぞれの手で、このディールが終わったときに負け数が最も少ない側にいる確率の推定（このゲームは複数の"
               "ディールで行います）。"),
    },
    "widget.hint_chance_one": {
        "en": "Each move's estimated chance of not losing the deal.",
        "ja": "それぞれの手で、ディールの敗者にならない確率の推定。",
    },
    "widget.hint_lead": {
        "en": "losses at the end against the best other player: {lead} on average (above 0: fewer)",
        "ja": "終了時のほかの最上位の人との負け数の差：平均{lead}（0より上なら少ない）",
    },
    "widget.hint_tied": {
        "en": "Moves with the same chance are ranked by that difference in losses.",
        "ja": "確率が同じ手は、この負け数の差の大きい順です。",
    },
    "status.lead.click": {
        "en": "Click a card of your hand to lead it: it starts a new pile.",
        "ja": "手札のカードをクリックすると、それを出して新しい場札を始めます。",
    },
    "status.beat_or_take.click": {
        "en": ("To beat, click the hand card you beat with, then the hand card you add (both from your hand); or take "
               "the top card with its button. Where a button offers to declare a trump: once declared, you can no "
               "longer take one card, but beat or take the whole pile."),
        "ja": ("上回るには、上回るのに使う手札をクリックし、次に重ねる手札をクリックします（どちらも自分の手札）。"
               "取るときはボタンで一番上のカードを取ります。切札を宣言するボタンがあるとき：宣言したあとは1枚ずつ"
               "取れず、上回るか場札を全部取るかになります。"),
    },
    "status.beat_or_take_all.click": {
        "en": ("To beat, click the hand card you beat with, then the hand card you add (both from your hand); or take "
               "the whole pile with its button (with a trump declared, you cannot take one card)."),
        "ja": ("上回るには、上回るのに使う手札をクリックし、次に重ねる手札をクリックします（どちらも自分の手札）。"
               "またはボタンで場札を全部取ります（切札を宣言したので、1枚ずつは取れません）。"),
    },
    "status.beat_or_take.picked_more": {"en": _PICKED_EN, "ja": _PICKED_JA},
    "status.beat_or_take_all.picked_more": {"en": _PICKED_EN, "ja": _PICKED_JA},
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
        "ja": "{who}が最後の手札の{card}を出して上がります。そのカードは次のプレイヤーが上回るために残ります。",
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
        "ja": "{who}が最後の手札の{card}で{top}を上回って上がります。",
    },
    "event.beat": {
        "en": "{who} beats {top} with {card} and adds {add}.",
        "ja": "{who}が{card}で{top}を上回り、{add}を重ねます。",
    },
    "event.beat_out": {
        "en": "{who} beats {top} with {card} and adds {add}, their last card, and goes out.",
        "ja": "{who}が{card}で{top}を上回り、最後の手札の{add}を重ねて上がります。",
    },
    "event.set_aside": {
        "en": "The pile of {cards} is set aside, out of play; the next player leads a new pile.",
        "ja": "{cards}の場札は取り除かれてもう使いません。次のプレイヤーが新しい場札を出します。",
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
        "ja": "ディールが手番の上限に達しました。最も多くのカード（{n}枚）を持つ{who}が第{deal}ディールの敗者です。",
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
    "players.label": {"en": "Players", "ja": "人数"},
    "players.help": {
        "ja": "プレイヤーの人数：4人は32枚（各8枚）。3人は黒の7を除く30枚（各10枚）、2人は7と8を除く24枚（各12枚）、"
              "パーレット氏の提案どおり。",
    },
    "deals.label": {"en": "Deals in a game", "ja": "ディール数"},
    "deals.help": {
        "ja": "1ゲームのディール数。最後に負けの最も少ない人が勝者、同数なら勝ちを分け合う（原典は「何ディールか」"
              "とだけ言うので、既定は5ディール）。",
    },
    "single_deal.label": {"en": "One deal only", "ja": "1ディールのみ"},
    "single_deal.help": {"ja": "1ディールだけプレイする（レッスンやシミュレーション用）。"},
    "dealer_rotation.label": {"en": "Next dealer", "ja": "次のディーラー"},
    "dealer_rotation.help": {
        "ja": "次のディールを配る人：前のディールの敗者（ほかに公開されているデュダックのルールどおり）"
              "またはディーラーの左隣。",
    },
    "dealer_rotation.option.loser": {"en": "the loser of the last deal", "ja": "前のディールの敗者"},
    "dealer_rotation.option.left": {"en": "the dealer's left", "ja": "ディーラーの左隣"},
    "trumps.label": {"en": "Personal trumps", "ja": "個人の切札"},
    "trumps.help": {
        "ja": "個人の切札：自分の番ならいつでも宣言できる（原典どおり）。ディールの最初のリードの前の1巡だけ"
              "（ハウスルール：宣言するか「切札なし」と言う）。または使わない。",
    },
    "trumps.option.any_time": {"en": "any time on one's turn", "ja": "自分の番ならいつでも"},
    "trumps.option.before_lead": {"en": "in a round before the first lead", "ja": "最初のリードの前の1巡だけ"},
    "trumps.option.none": {"en": "not used", "ja": "使わない"},
    "whole_pile_only.label": {"en": "Whole pile only", "ja": "場札は全部取るだけ"},
    "whole_pile_only.help": {
        "ja": "全部取りのみ（チェコで売られているデュダック用カードの箱に印刷されたルール）：上回れない・上回らない人は"
              "場札を全部取り、1枚ずつは取らない。",
    },
    "deal_in_pairs.label": {"en": "Deal in pairs", "ja": "2枚ずつ配る"},
    "deal_in_pairs.help": {
        "ja": "1枚ずつではなく2枚ずつ配る（チェコで売られているデュダック用カードの箱に印刷されたルール）。",
    },
    "turn_limit.label": {"en": "Turn limit", "ja": "手番の上限"},
    "turn_limit.help": {
        "ja": "この手番数を過ぎても続くディールは終わり、最も多くのカードを持つ人が敗者になる（原典にはない：取り戻し"
              "はいつでもできるので、上限がないとディールが終わらないことがある）。",
    },
}
"""The house-rules form's words: each field's label and help, and the labels of a choice's values. A field's
English help is its docstring in ``rules.py`` (the one source of truth), so only the other languages give it here;
every label is given in English too (a field's code name is no label for a reader)."""

PRESETS: dict[str, dict[str, str]] = {
    "five_deals": {"en": "4 players, five deals (the write-up's game)", "ja": "4人、5ディール（原典のゲーム）"},
    "one_deal": {"en": "4 players, one deal", "ja": "4人、1ディール"},
    "three_players": {"en": "3 players, one deal", "ja": "3人、1ディール"},
    "two_players": {"en": "2 players, one deal", "ja": "2人、1ディール"},
    "trumps_before_lead": {"en": "Trumps declared before the first lead", "ja": "最初のリードの前に切札を宣言"},
    "no_trumps": {"en": "No trumps, 3 players", "ja": "切札なし、3人"},
    "czech_box": {"en": "Rules on a Czech Dudák deck's box: whole pile, dealt in pairs",
                  "ja": "チェコのデュダック用カードの箱のルール：全部取り、2枚ずつ配る"},
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
        "en": " {name} has not declared a trump (count only the cards that beat it without declaring one).",
        "ja": "{name}は切札を宣言していません（切札を宣言せずに上回れるカードだけを数えます）。",
    },
    "no_beat_declare": {
        "en": ("No card of {name}'s beats {top} without a trump: {name} must {take}, or first declare a trump (after "
               "declaring {suit}, {card} would beat it)."),
        "ja": ("切札なしでは{name}のカードはどれも{top}を上回りません：{name}は{take}か、先に切札を宣言します（{suit}を"
               "宣言すれば{card}で上回れます）。"),
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
    "score.question": {
        "en": (
            "Deal {deal} is the last of this game; the losses of the deals before: {table}. {what}, and goes out. "
            "Who wins the game? Click every winner (players tied for the fewest losses share the win), then Check."
        ),
        "ja": (
            "第{deal}ディールがこのゲームの最後のディールです。それまでのディールの負け数：{table}。{what}、上がります。"
            "ゲームの勝者は誰ですか？勝者をすべてクリックして（負けの最も少ない人が複数なら勝ちを分け合います）、"
            "「確認」を押してください。"
        ),
    },
    "score.seat.one": {
        "en": "{name} ends the game with {n} loss.",
        "ja": "{name}の負けは最後に{n}です。",
    },
    "score.seat.other": {
        "en": "{name} ends the game with {n} losses.",
        "ja": "{name}の負けは最後に{n}です。",
    },
    "score.fewest": {
        "en": " The fewest losses: {n}.",
        "ja": "最も少ない負けは{n}です。",
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
    "glance": {
        "en": (
            "Dudak at a glance\n"
            "2 to 4 players; 32 cards (A high, 7 low), all dealt: 8 each with four players.\n"
            "The dealer's left leads any card: it starts the pile.\n"
            "Each player in turn beats the top card with a higher card of its suit, then adds any card on top.\n"
            "Cannot or will not beat? Take the top card back, then beat the next one, or take again.\n"
            "Once a deal, on your turn, you may declare a suit your own trump: it beats every other suit.\n"
            "A declarer who does not beat takes the whole pile and does not play.\n"
            "Whoever empties their hand goes out; the last player holding cards loses the deal.\n"
            "After several deals, the fewest losses win."
        ),
        "ja": (
            "デュダックの要点\n"
            "2～4人。32枚（Aが最強、7が最弱）を全部配ります。4人なら各8枚。\n"
            "ディーラーの左隣が自由に1枚出し、これが最初の場札になります。\n"
            "各プレイヤーは順に、一番上のカードを同じスートのより強いカードで上回り、次に自由に1枚重ねます。\n"
            "上回れない・上回りたくないときは、一番上の1枚を取り、次のカードを上回るか、さらに取ります。\n"
            "自分の番に、1ディールに1度、どれかのスートを自分の切札と宣言できます。切札はほかのスートをすべて上回ります。\n"
            "切札を宣言した人は、上回らないときは場札を全部取り、カードを出しません。\n"
            "手札がなくなった人は上がりです。最後まで手札が残った人がそのディールの敗者です。\n"
            "何ディールか行い、負けの最も少ない人が勝者です。"
        ),
    },
    "intro": {
        "en": (
            "# Dudak\n"
            "A Czech children's game (*dudák* is a bagpiper), in David Parlett's rules as Yuji Akagiri's write-up of "
            "1995 presents them: beat the top card of the pile and add another card on it; when you cannot, take "
            "cards back from the pile, one at a time. Whoever empties their hand leaves play, and the last player "
            "still holding cards loses the deal. Every table below is a real position, played by the rules engine; "
            "the page [Dudak: the full rules](rules.ipynb?game=dudak) states the whole game and the points the "
            "write-up "
            "leaves open."
        ),
        "ja": (
            "# デュダック\n"
            "チェコの子供のゲームです（デュダックはバグパイプを意味します）。赤桐裕二氏が1995年に紹介した、"
            "David Parlett氏によるルールで遊びます。場札の一番上のカードを上回り、その上にもう1枚重ねます。"
            "上回れないときは、場札を上から1枚ずつ取ります。手札がなくなったプレイヤーはプレイを離れ、最後に手札が"
            "残っている1人がそのディールの敗者です。以下のテーブルはすべて、ルールエンジンが実際にプレイした局面です。"
            "ゲーム全体と原典が決めていない点は、[デュダックのルール全文](rules.ipynb?game=dudak&lang=ja)のページにまとめてあります。"
        ),
    },
    "cards_and_deal": {
        "en": (
            "## Cards and deal\n"
            "Four players use 32 cards, A K Q J 10 9 8 7 in each suit (A high, 7 low). Fewer players leave some "
            "sevens and eights out, so that the whole deck is dealt evenly:"
        ),
        "ja": (
            "## カードとディール\n"
            "4人では32枚、各スートのA、K、Q、J、10、9、8、7を使います（Aが最強、7が最弱）。人数が少ないときは7と8を"
            "何枚か除き、全部のカードを均等に配ります。"
        ),
    },
    "new_deal": {
        "en": (
            "The dealer deals the whole deck one card at a time, clockwise from their left. The first dealer is drawn "
            "at random; the player on the dealer's left leads. A new deal, every hand shown face up:"
        ),
        "ja": (
            "ディーラーは左隣から時計回りに、1枚ずつ全部のカードを配ります。最初のディーラーはランダムに決まり、"
            "ディーラーの左隣が最初に出します。新しいディールの全員の手札を表向きにすると："
        ),
    },
    "leading": {
        "en": "## Leading, beating and adding\nA lead is any one card: it starts the pile. South leads 9♥.",
        "ja": (
            "## 最初の場札、上回って重ねる\n"
            "最初の1枚は手札のどれでもかまいません。これが場札になります。南が9♥を出します。"
        ),
    },
    "beating": {
        "en": (
            "West must beat 9♥ with a higher heart, and then add any card from hand on top: the beating card and the "
            "added card are one move. Only 10♥ beats; West adds 7♠, which is now the card North has to beat."
        ),
        "ja": (
            "西は9♥をより強いハートで上回り、それから手札から自由に1枚重ねます。上回るカードと重ねるカードで1つの手"
            "です。上回れるのは10♥だけです。西は7♠を重ね、今度は北がこれを上回る番です。"
        ),
    },
    "refused": {
        "en": (
            "Here West holds 10♥ 8♥ Q♦. A lower heart, or a card of another suit, does not beat 9♥, and a beat "
            "without an added card is not a whole move. The engine judges each try and says why:"
        ),
        "ja": (
            "西の手札は10♥ 8♥ Q♦です。より弱いハートやほかのスートのカードでは9♥を上回れません。上回っただけで"
            "重ねなければ1つの手になりません。エンジンはそれぞれの試みを判定し、理由を示します。"
        ),
    },
    "taking_back": {
        "en": (
            "## Taking back, one card at a time\n"
            "South cannot beat 7♠, so South takes it into hand. The 10♥ below shows, still unbeatable: South takes "
            "that too, and can now beat 9♥ with the 10♥ just taken, adding the 7♠ back. A card just taken may be used "
            "at once. So the pile after looks as it did before (9♥ 10♥ 7♠): what changed is whose turn it is, as West "
            "now faces the 7♠."
        ),
        "ja": (
            "## 場札を1枚ずつ取る\n"
            "南は7♠を上回れないので、それを手札に取ります。下から10♥が出てきますが、これも上回れないので取ります。"
            "すると、いま取った10♥で9♥を上回れるので、7♠を重ねて戻します。取ったカードはすぐに使えます。"
            "そのため場札は前と同じ（9♥ 10♥ 7♠）に見えますが、番が変わり、今度は西が7♠に向かいます。"
        ),
    },
    "taking_last": {
        "en": (
            "## Taking the last card\n"
            "A player may also go on taking. Whoever takes the last card of the pile does not play: the next player "
            "leads a new pile with one card, and that ends their turn."
        ),
        "ja": (
            "## 最後の1枚を取ったら\n"
            "取り続けてもかまいません。場札の最後の1枚を取った人はカードを出しません。次のプレイヤーが手札から1枚を"
            "出して新しい場札にし、それで自分の番を終わります。"
        ),
    },
    "trumps": {
        "en": (
            "## Personal trumps\n"
            "On your own turn, at any moment, you may declare one suit as your own trump: once, for the rest of the "
            "deal, for everyone to see. It is yours only; each player may declare their own, two players the same "
            "suit too. South holds no heart to beat 9♥, declares clubs, and beats with the 7♣."
        ),
        "ja": (
            "## 個人の切札\n"
            "自分の番ならいつでも、どれかのスートを自分の切札と宣言できます。宣言は1度だけで、そのディールの間有効、"
            "全員に公開されます。切札は宣言した本人だけのもので、各プレイヤーが自分の切札を宣言できます（2人が同じスートを"
            "宣言しても構いません）。南は9♥を"
            "上回るハートを持っていないので、クラブを宣言し、7♣で上回ります。"
        ),
    },
    "trumps_table": {
        "en": (
            "Any card of your trump beats a card of another suit. West has declared clubs and North hearts; both face "
            "the same 9♦. A club beats it for West, not for North: clubs are West's trump. A card of a suit that is "
            "not your trump is beaten only by a higher card of its own suit; before you declare (or if you never do), "
            "that holds for every card."
        ),
        "ja": (
            "自分の切札のスートのカードなら、どれでもほかのスートのカードを上回ります。西はクラブ、北はハートを"
            "宣言していて、2人とも同じ9♦に向かっています。クラブは西には上回るカードですが、北には違います。"
            "クラブは西の切札だからです。自分の切札ではないスートのカードは、同じスートのより強いカードでしか上回れません。"
            "切札を宣言する前（または最後まで宣言しない場合）は、どのカードもそうです。"
        ),
    },
    "own_trump": {
        "en": (
            "On your own trump suit, only a higher trump beats. South's trump is clubs and the top card is 9♣: the 8♣ "
            "does not beat it, the 10♣ does. A trump, once declared, cannot be changed."
        ),
        "ja": (
            "自分の切札のスートが一番上にあるときは、より強い切札でなければ上回れません。南の切札はクラブで、一番上は"
            "9♣です。8♣では上回れず、10♣なら上回れます。一度宣言した切札は変更できません。"
        ),
    },
    "whole_pile": {
        "en": (
            "A player with a declared trump who cannot or will not beat takes the whole pile at once, never one card, "
            "and does not play: the next player leads a new pile."
        ),
        "ja": (
            "切札を宣言したプレイヤーは、上回れない（または上回りたくない）とき、1枚ずつではなく場札を全部取り、"
            "カードを出しません。次のプレイヤーが新しい場札を出します。"
        ),
    },
    "going_out": {
        "en": (
            "## Going out\n"
            "A player whose hand empties leaves play; players out of cards are passed over. Going out on the beating "
            "card kills the pile: it is set aside, out of play for the rest of the deal, and the next player leads a "
            "new pile with one card."
        ),
        "ja": (
            "## 上がり\n"
            "手札がなくなったプレイヤーはプレイを離れ、その人の番は飛ばします。1枚目（上回るカード）で手札が"
            "なくなった場合は、場のカードはまとめて別にされ、そのディールではもう使いません。次のプレイヤーが1枚を"
            "出して新しい場札にします。"
        ),
    },
    "out_adding": {
        "en": "Going out on the added card leaves the pile: the next player must beat its top card.",
        "ja": (
            "2枚目（重ねるカード）で手札がなくなった場合は、場札はそのまま残り、次のプレイヤーはその一番上の"
            "カードを上回ります。"
        ),
    },
    "out_leading": {
        "en": "Leading one's last card also goes out, and the card stays as the pile for the next player to beat.",
        "ja": "最後の1枚を場札として出しても上がりです。そのカードは場札として残り、次のプレイヤーがそれを上回ります。",
    },
    "loser": {
        "en": (
            "## The loser, and the next deal\n"
            "The deal ends the moment only one player holds cards: that player loses the deal, and deals the next one."
        ),
        "ja": (
            "## 敗者と次のディール\n"
            "手札を持つプレイヤーが1人だけになった時点でディールは終わります。その人がそのディールの敗者で、次の"
            "ディールを配ります。"
        ),
    },
    "one_deal": {
        "en": (
            "## A deal step by step\n"
            "Two bots play one deal with 24 cards, twelve each, every hand shown face up. South leads an ace: North "
            "cannot beat it and takes it back. A lead taken back leaves no pile, so South leads again."
        ),
        "ja": (
            "## 1ディールを1手ずつ\n"
            "2つのボットが24枚、各12枚で1ディールをプレイします。手札はすべて表向きです。南がAを出します。北はそれを"
            "上回れないので取ります。取られると場札がなくなるので、南がまた新しい場札を出します。"
        ),
    },
    "deal_2": {
        "en": (
            "Now North beats, and from here each player in turn beats the top card and adds a card on it: the pile "
            "grows by two cards a turn, and each added card is the next player's to beat."
        ),
        "ja": (
            "今度は北が上回ります。ここからは各プレイヤーが順に、一番上のカードを上回ってもう1枚重ねます。場札は1手番に"
            "2枚ずつ増え、重ねたカードを次のプレイヤーが上回ります。"
        ),
    },
    "deal_3": {
        "en": (
            "South cannot beat the ace North added and takes it back; the card below shows, and South beats it with "
            "the ace just taken."
        ),
        "ja": (
            "南は北が重ねたAを上回れないので、それを取ります。下のカードが出てきて、南はいま取ったAでそれを上回ります。"
        ),
    },
    "deal_4": {
        "en": (
            "South holds no club to beat the ace of clubs, declares hearts as a personal trump, beats with a heart and "
            "adds their last card. South is out; with two players the deal ends there, and North, left holding "
            "cards, loses it."
        ),
        "ja": (
            "南はクラブのAを上回るクラブを持っていないので、ハートを自分の切札と宣言し、ハートで上回って最後の手札を"
            "重ねます。南は上がりです。2人ではそこでディールが終わり、手札が残った北がそのディールの敗者です。"
        ),
    },
    "deal_score": {
        "en": (
            "The score of a deal is one line: its loser takes one loss, everyone else none. This game was one deal, "
            "so the standings are that line, and the player with the fewest losses wins."
        ),
        "ja": (
            "1ディールの得点は1行だけで、敗者が負けを1つ受け取り、ほかの人は0です。このゲームは1ディールだけなので"
            "順位はその1行で決まり、負けの最も少ない人が勝者です。"
        ),
    },
    "whole_game": {
        "en": (
            "## A whole game\n"
            "A game is several deals; here five, played by four bots. Deal by deal: who dealt, who lost, how many "
            "turns it lasted, and the losses so far. The loser of each deal deals the next."
        ),
        "ja": (
            "## ゲーム全体\n"
            "1ゲームは何ディールかです。ここでは4つのボットが5ディールをプレイします。ディールごとに、誰が配り、"
            "誰が負け、何手番続いたか、そこまでの負け数を示します。各ディールの敗者が次のディールを配ります。"
        ),
    },
    "whole_game_result": {
        "en": (
            "The score counts each loss on its own line, one per deal, with why that player lost; the standings add "
            "them up. The player with the fewest losses wins the game, and players tied for the fewest share the win."
        ),
        "ja": (
            "得点では、負けを1ディールに1行ずつ、その人が負けた理由とともに数え、順位の表で足し合わせます。負けの"
            "最も少ないプレイヤーがゲームの勝者で、最も少ない人が複数なら勝ちを分け合います。"
        ),
    },
    "house_rules": {
        "en": (
            "## House rules\n"
            "Every rule the references vary is a switch of the live table's house-rules form; the original write-up's "
            "choice is the default."
        ),
        "ja": (
            "## ハウスルール\n"
            "資料によって違うルールは、テーブルのハウスルール欄で切り替えられます。既定は原典のルールです。"
        ),
    },
    "czech_box": {
        "en": (
            "In the Czech Republic, Dudák is sold as a children's card deck with its rules printed on the box. Those "
            "rules deal the cards two at a time, and whoever does not beat takes the whole pile, declarer or not: "
            "nobody takes back one card. Both are house rules here. The same pile faced under the original write-up's "
            "rules (South takes one card) and under the box's rule (South takes them all):"
        ),
        "ja": (
            "チェコでは、デュダックは箱にルールが印刷された子供向けのカードとして売られています。そのルールでは、カードを"
            "2枚ずつ配り、上回らない人は切札を宣言していてもいなくても場札を全部取ります。1枚ずつ取ることはありません。"
            "このプロジェクトではどちらもハウスルールです。同じ場札に、原典のルール（南は1枚取る）と箱のルール"
            "（南は全部取る）で向かうと："
        ),
    },
    "before_lead": {
        "en": (
            "Trumps may instead be declared only in a round before the first lead (a house rule): each player, from "
            "the dealer's left, declares a suit or says \"No trump\", and then the first lead is made. Here South "
            "declares hearts, West says no trump, North declares spades and East says no trump:"
        ),
        "ja": (
            "切札を最初のリードの前の1巡でだけ宣言するルールもあります（ハウスルール）。ディーラーの左隣から順に、"
            "各プレイヤーがスートを宣言するか「切札なし」と言い、それから最初の場札を出します。ここでは南がハートを"
            "宣言し、西は切札なし、北はスペードを宣言し、東は切札なしです："
        ),
    },
    "no_trump": {
        "en": (
            "A player who said \"No trump\" has no trump for the rest of the deal and cannot declare one later. A "
            "card that is not your own trump is beaten only by a higher card of its own suit, and without a trump "
            "that holds for every card. South leads 10♣: West beats it with J♣ and adds 7♠."
        ),
        "ja": (
            "「切札なし」と言ったプレイヤーは、そのディールの間は切札を持たず、あとから宣言することもできません。"
            "自分の切札ではないカードは、同じスートのより強いカードでしか上回れません。切札がなければ、どのカードでも"
            "そうです。南が10♣を出し、西はJ♣で上回って7♠を重ねます。"
        ),
    },
    "no_trump_tries": {
        "en": (
            "West's 7♥ would not beat 10♣: hearts are South's trump, not West's, and another player's trump is just "
            "another suit. Nor may West declare diamonds now. The engine's verdict on each try:"
        ),
        "ja": (
            "西の7♥では10♣を上回れません。ハートは南の切札で、西の切札ではありません。ほかの人の切札は、自分にとっては"
            "ただのスートです。西がいまダイヤを宣言することもできません。それぞれの試みに対するエンジンの答え："
        ),
    },
    "turn_limit": {
        "en": (
            "The write-up's rules need not end: when each player adds a card the next cannot beat, that player takes "
            "two cards back, beats with the one just taken and adds the same card again, round after round. The turn "
            "limit (not in the write-up; 500 turns by default, 20 here) ends such a deal, and the player holding the "
            "most cards loses it."
        ),
        "ja": (
            "原典のルールでは、ディールが終わらないことがあります。全員が次の人の上回れないカードを重ねると、次の人は"
            "2枚取り、取ったばかりのカードで上回って同じカードをまた重ね、これが繰り返されます。手番の上限（原典には"
            "ありません。既定は500手番、ここでは20）でそのようなディールは終わり、最も多くのカードを持つ人が敗者になります。"
        ),
    },
    "practice": {
        "en": (
            "## Practice\n"
            "Which of your cards beat the top card, with or without a declared trump? What happens to the pile when a "
            "player goes out? Who wins the game when its last deal ends? Each question is asked on a position from a "
            "real deal and answered by the engine: click the cards or the players (then *Check*) or the answer, and "
            "every wrong choice is explained. The question set and the level choose the questions, so a class given "
            "the same set gets the same ten."
        ),
        "ja": (
            "## 練習\n"
            "一番上のカードを上回るのはどのカードか（切札を宣言しているとき、していないとき）。プレイヤーが上がると"
            "場札はどうなるか。最後のディールが終わったとき、ゲームの勝者は誰か。問題はどれも実際のディールの局面で"
            "出され、エンジンが答えます。カードやプレイヤーをクリックして（それから「確認」）、または答えを選んでください。間違った選択にはすべて説明がつきます。問題の組と"
            "レベルで問題が決まるので、同じ組を出されたクラスには同じ10問が出ます。"
        ),
    },
    "play": {
        "en": (
            "## Play\n"
            "Deal, step through a game with its narration, or play South against the bots (\"Take a card\" and "
            "\"Declare … trumps\" are the buttons beside your cards); the house-rules tab changes the rules."
        ),
        "ja": (
            "## プレイ\n"
            "配って、経過とともにゲームを1手ずつ見るか、南としてボットと対戦します（「場札を1枚取る」と"
            "「…を切札と宣言する」は手札の横のボタンです）。ハウスルールのタブでルールを変えられます。"
        ),
    },
}
"""The lesson page's prose (``dudak.lesson.<key>``), shown by ``prose("dudak", key)``; ``glance`` is the box of the
rules at a glance."""

TABLES: dict[str, dict[str, str]] = {
    "none": {"en": "none", "ja": "なし"},
    "allowed": {"en": "allowed", "ja": "できます"},
    "beats": {"en": "beats {top}", "ja": "{top}を上回る"},
    "does_not_beat": {"en": "does not beat {top}", "ja": "{top}を上回らない"},
    "on": {"en": "on", "ja": "あり"},
    "off": {"en": "off", "ja": "なし"},
    "head.players": {"en": "Players", "ja": "人数"},
    "head.cards": {"en": "Cards", "ja": "枚数"},
    "head.left_out": {"en": "Left out", "ja": "除くカード"},
    "head.each": {"en": "Each", "ja": "1人の手札"},
    "head.move": {"en": "Move", "ja": "手"},
    "head.verdict": {"en": "The engine says", "ja": "エンジンの答え"},
    "head.player": {"en": "Player", "ja": "プレイヤー"},
    "head.trump": {"en": "Trump", "ja": "切札"},
    "head.card": {"en": "Card", "ja": "カード"},
    "head.deal": {"en": "Deal", "ja": "ディール"},
    "head.dealer": {"en": "Dealer", "ja": "ディーラー"},
    "head.loser": {"en": "Loser", "ja": "敗者"},
    "head.turns": {"en": "Turns", "ja": "手番数"},
    "head.losses": {"en": "Losses so far", "ja": "そこまでの負け数"},
    "head.item": {"en": "Scoring line", "ja": "得点の項目"},
    "head.points": {"en": "Losses", "ja": "負け"},
    "head.why": {"en": "Why", "ja": "理由"},
    "head.result": {"en": "Result", "ja": "結果"},
    "why.loss.one": {"en": "the last player holding cards ({n} card left)",
                     "ja": "最後まで手札が残った（残り{n}枚）"},
    "why.loss.other": {"en": "the last player holding cards ({n} cards left)",
                       "ja": "最後まで手札が残った（残り{n}枚）"},
    "why.limit": {"en": "the most cards ({n}) when the turn limit ended the deal",
                  "ja": "手番の上限でディールが終わったとき、最も多くのカード（{n}枚）を持っていた"},
    "wins": {"en": "wins: the fewest losses", "ja": "勝ち：負けが最も少ない"},
    "shares": {"en": "shares the win: tied for the fewest losses", "ja": "勝ちを分け合う：最少の負けで並ぶ"},
    "head.rule": {"en": "Rule", "ja": "ルール"},
    "head.what": {"en": "What it does", "ja": "内容"},
    "head.default": {"en": "Default", "ja": "既定"},
}
"""The words of the lesson page's tables (``dudak.table.<key>``): headings and verdicts."""


register("dudak", MESSAGES)
register("dudak.rules", {k: v for k, v in RULES.items() if "en" in v})
for _key, _by_lang in RULES.items():  # helps: English is the field's docstring (see RULES)
    if "en" not in _by_lang:
        for _lang, _text in _by_lang.items():
            CATALOGUES[_lang][f"dudak.rules.{_key}"] = _text
register("dudak.preset", PRESETS)
register("dudak.lesson", LESSON)
register("dudak.table", TABLES)
register("practice.dudak", PRACTICE)
register("facts.dudak", FACTS)
