# ruff: noqa: E501 - Japanese lines are wide; a sentence per line reads better than split fragments
"""Every sentence of the shared rooms, English and Japanese side by side (``room.<key>`` in the catalogues).

The refusals are ``error.<reason>`` (:mod:`cardrules.rooms.errors`); their placeholders are the error's data.
"""

from __future__ import annotations

from cardrules.i18n import register

MESSAGES: dict[str, dict[str, str]] = {
    "error.malformed": {
        "en": "{code} is not a room code: a code is {length} letters and digits (2-9 and A-Z without I, L and O), such as {example}.",
        "ja": "{code} はルームコードではありません。コードは {length} 文字の英数字（2～9 と I・L・O を除く A～Z）で、たとえば {example} のような形です。",
    },
    "error.unknown": {
        "en": "No room has the code {code}: check it with your teacher.",
        "ja": "コード {code} のルームはありません。先生にコードを確かめてください。",
    },
    "error.attempts": {
        "en": "Too many wrong room codes ({count} within a minute): wait a minute, then type the code again.",
        "ja": "まちがったルームコードが多すぎます（1分間に{count}回）。1分待ってから、もう一度コードを入力してください。",
    },
    "error.closed": {
        "en": "Room {code} is closed: the teacher closed it.",
        "ja": "ルーム {code} は閉じられています。先生が閉じました。",
    },
    "error.expired": {
        "en": "Room {code} is closed: nobody played in it for {minutes} minutes.",
        "ja": "ルーム {code} は閉じられています。{minutes}分間だれもプレイしませんでした。",
    },
    "error.full": {
        "en": "Room {code} has no free seat.",
        "ja": "ルーム {code} には空いている席がありません。",
    },
    "error.taken": {
        "en": "{seat}'s seat is taken by another player.",
        "ja": "{seat}の席はほかのプレイヤーが使っています。",
    },
    "error.bot_seat": {
        "en": "{seat}'s seat is played by the computer.",
        "ja": "{seat}の席はコンピューターがプレイしています。",
    },
    "error.no_seat": {
        "en": "This table has no seat {seat}: its seats are 0 to {last}.",
        "ja": "このテーブルに席 {seat} はありません。席は 0 から {last} までです。",
    },
    "error.not_seated": {
        "en": "You do not hold {seat}'s seat in this room: take a free seat, or reopen the page you took yours from.",
        "ja": "このルームで{seat}の席についていません。空いている席につくか、席についたページをもう一度開いてください。",
    },
    "error.not_teacher": {
        "en": "Only the teacher who opened room {code} can do this.",
        "ja": "これはルーム {code} を開いた先生だけができます。",
    },
    "error.stale": {
        "en": "The table changed before your move arrived ({seen} moves seen, {now} made): look at the table again and play.",
        "ja": "あなたの手が届く前にテーブルが変わりました（見た手数 {seen}、現在 {now}）。テーブルを見直してからプレイしてください。",
    },
    "error.illegal": {
        "en": "{move} is not allowed: {why}",
        "ja": "{move} はできません：{why}",
    },
    "error.not_your_turn": {
        "en": "It is {to_move}'s turn, not {seat}'s.",
        "ja": "今は{seat}ではなく{to_move}の番です。",
    },
    "error.paused": {
        "en": "The teacher has paused the game.",
        "ja": "先生がゲームを一時停止しています。",
    },
    "error.deal_over": {
        "en": "The deal is over: the teacher deals the next one.",
        "ja": "このディールは終わりました。次のディールは先生が配ります。",
    },
    "error.not_started": {
        "en": "The game has not started yet: the teacher starts it once the seats are taken.",
        "ja": "ゲームはまだ始まっていません。席が埋まったら先生が始めます。",
    },
    "error.game_over": {
        "en": "The game is over.",
        "ja": "ゲームは終わりました。",
    },
    "error.nothing_to_undo": {
        "en": "No move has been made yet: there is nothing to undo.",
        "ja": "まだ一手も指されていないので、取り消す手はありません。",
    },
    "error.bot_level": {
        "en": "{level} is not a computer level: choose {levels}.",
        "ja": "{level} はコンピューターの強さではありません。{levels} から選んでください。",
    },
    "error.store": {
        "en": "The rooms cannot be reached right now ({detail}): nothing was changed; try again in a moment.",
        "ja": "今はルームに接続できません（{detail}）。何も変更されていません。少し待ってからもう一度試してください。",
    },
    "error.conflict": {
        "en": "Room {code} changed while this was being saved: nothing was changed.",
        "ja": "保存中にルーム {code} が変わったため、何も変更されていません。",
    },
    "error.store_setting": {
        "en": "CARDRULES_ROOMS must be sqlite:///<file> or redis://<host>:<port>/<db>, got {setting}.",
        "ja": "CARDRULES_ROOMS は sqlite:///<ファイル> か redis://<ホスト>:<ポート>/<DB> でなければなりません（値：{setting}）。",
    },
    "level.random": {"en": "random", "ja": "ランダム"},
    "level.heuristic": {"en": "steady", "ja": "ふつう"},
    "level.monte_carlo": {"en": "strong", "ja": "強い"},
}

register("room", MESSAGES)
