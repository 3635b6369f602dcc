# ruff: noqa: E501 - a sentence per line reads better than split fragments
"""Every sentence of the shared rooms in English, by message key (``room.<key>``; refusals are
``room.error.<reason>``, their placeholders the error's data). Registered by :func:`cardrules.i18n.register_package`."""

MESSAGES: dict[str, str] = {
    "room.error.malformed": '{code} is not a room code: a code is {length} letters and digits (2-9 and A-Z without I, L and O), such as {example}.',
    "room.error.unknown": 'No room has the code {code}: check it with your teacher.',
    "room.error.attempts": 'Too many wrong room codes ({count} within a minute): wait a minute, then type the code again.',
    "room.error.closed": 'Room {code} is closed: the teacher closed it.',
    "room.error.expired": 'Room {code} is closed: nobody played in it for {minutes} minutes.',
    "room.error.full": 'Room {code} has no free seat.',
    "room.error.taken": "{seat}'s seat is taken by another player.",
    "room.error.bot_seat": "{seat}'s seat is played by the computer.",
    "room.error.no_seat": 'This table has no seat {seat}: its seats are 0 to {last}.',
    "room.error.not_seated": "You do not hold {seat}'s seat in this room: take a free seat, or reopen the page you took yours from.",
    "room.error.not_teacher": 'Only the teacher who opened room {code} can do this.',
    "room.error.stale": 'The table changed before your move arrived ({seen} moves seen, {now} made): look at the table again and play.',
    "room.error.illegal": '{move} is not allowed: {why}',
    "room.error.not_your_turn": "It is {to_move}'s turn, not {seat}'s.",
    "room.error.paused": 'The teacher has paused the game.',
    "room.error.deal_over": 'The deal is over: the teacher deals the next one.',
    "room.error.not_started": 'The game has not started yet: the teacher starts it once the seats are taken.',
    "room.error.game_over": 'The game is over.',
    "room.error.nothing_to_undo": 'No move has been made yet: there is nothing to undo.',
    "room.error.bot_level": '{level} is not a computer level: choose {levels}.',
    "room.error.store": 'The rooms cannot be reached right now ({detail}): nothing was changed; try again in a moment.',
    "room.error.conflict": 'Room {code} changed while this was being saved: nothing was changed.',
    "room.error.store_setting": 'CARDRULES_ROOMS must be sqlite:///<file> or redis://<host>:<port>/<db>, got {setting}.',
    "room.level.random": 'random',
    "room.level.heuristic": 'steady',
    "room.level.monte_carlo": 'strong',
}
