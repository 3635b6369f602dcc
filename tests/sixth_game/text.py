"""Every sentence of Last Trick, English and Japanese side by side."""

from cardrules.i18n import register

MESSAGES = {
    "title": {"en": "Last Trick", "ja": "ラストトリック"},
    "move.play": {"en": "Play {card}", "ja": "{card}を出す"},
    "move_error": {"en": "“{text}” is not a card", "ja": "「{text}」はカードではありません"},
    "illegal.over": {"en": "the game is over", "ja": "ゲームは終わっています"},
    "illegal.not_a_play": {"en": "the only move is to play a card", "ja": "できるのはカードを出すことだけです"},
    "illegal.not_held": {"en": "{card} is not in your hand", "ja": "{card}は手札にありません"},
    "illegal.follow": {"en": "you must follow suit ({suit})", "ja": "台札のスート（{suit}）を出さなければなりません"},
    "zone.hand": {"en": "{seat}", "ja": "{seat}"},
    "zone.trick": {"en": "Trick", "ja": "トリック"},
    "zone.turnup": {"en": "Trumps", "ja": "切り札"},
    "zone.stock": {"en": "Stock", "ja": "山札"},
    "fact.trumps": {"en": "Trumps", "ja": "切り札"},
    "fact.dealer": {"en": "Dealer", "ja": "ディーラー"},
    "fact.points": {"en": "Points", "ja": "得点"},
    "fact.points.item": {"en": "{seat} {n}", "ja": "{seat} {n}"},
    "status.lead": {"en": "{seat} leads", "ja": "{seat}がリードします"},
    "status.follow": {"en": "{seat} plays to the trick", "ja": "{seat}がトリックに出します"},
    "status.over": {"en": "The game is over", "ja": "ゲーム終了"},
    "event.deal": {"en": "{name} deals; {card} is turned up: trumps.",
                   "ja": "{name}が配り、{card}をめくります（切り札）。"},
    "event.play": {"en": "{name} plays {card}.", "ja": "{name}が{card}を出します。"},
    "event.trick": {"en": "{name} wins the trick with {card}: {n} point(s).",
                    "ja": "{name}が{card}でトリックを取ります（{n}点）。"},
    "event.game_over": {"en": "The game is over.", "ja": "ゲーム終了。"},
    "score.tricks": {"en": "Tricks", "ja": "トリック"},
    "practice.question": {"en": "Which of your cards may you play to this trick?",
                          "ja": "このトリックに出せるカードはどれですか？"},
    "practice.may": {"en": "{card} follows suit.", "ja": "{card}は台札のスートです。"},
    "practice.not": {"en": "{card} does not follow suit.", "ja": "{card}は台札のスートではありません。"},
    "practice.solution": {"en": "You must follow suit: {cards}.", "ja": "台札のスートを出します：{cards}。"},
}

register("last_trick", MESSAGES)
