"""Dudak, from a fresh reader's notes: a practice answer that said a player must take, where declaring a trump would
let a card beat the top card; refusals on an ace that advised 'a higher heart'; "declared no trump" for a player who
has not declared yet."""

from __future__ import annotations

from cardrules.cards import Card
from cardrules.games.dudak import Rules
from cardrules.games.dudak.rules import Beat, DeclareTrump, from_position
from cardrules.practice import puzzles

ONE = Rules(single_deal=True)


def test_no_higher_card_than_an_ace_is_advised() -> None:
    state = from_position(ONE, hands=["KH 7S 9C", "8D", "", ""], pile="AH", to_move=0)
    reason = state.why_illegal(Beat(Card.parse("KH"), Card.parse("7S")))
    assert reason is not None and reason.key == "dudak.reason.lower_ace"
    assert "no heart is higher" in str(reason) and "higher heart" not in str(reason)
    other = state.why_illegal(Beat(Card.parse("9C"), Card.parse("7S")))
    assert other is not None and other.key == "dudak.reason.no_beat_ace"
    assert [part.key for part in other.parts] == ["dudak.reason.no_beat_ace", "dudak.reason.no_beat.no_trump"]
    assert "only a trump beats it" in str(other) and "play a higher" not in str(other)
    assert "you have not declared a trump" in str(other)
    below = from_position(ONE, hands=["10H 7S", "8D", "", ""], pile="KH", to_move=0)
    lower = below.why_illegal(Beat(Card.parse("10H"), Card.parse("7S")))
    assert lower is not None and lower.key == "dudak.reason.lower" and "beat with a higher heart" in str(lower)


def test_a_beats_answer_says_when_declaring_a_trump_would_beat_the_top_card() -> None:
    """Over many practice sets: where no card beats and a declaration is allowed with a card of another suit in the
    hand, the answer says so and names a card that would beat after declaring (checked by the engine); where no
    declaration is allowed, it says only that the player must take."""
    said, plain = 0, 0
    for seed in range(30):
        for level in (1, 2, 3):
            for pz in puzzles("dudak", seed=seed, count=6, level=level, kinds=["beats"]):
                state, seat = pz.state, pz.seat
                if frozenset() not in pz.answers:
                    continue  # some card beats
                hand = state.hands[seat]
                top = state.pile[-1]
                declares = [m for m in state.legal_moves() if isinstance(m, DeclareTrump)]
                helpful = [m for m in declares if any(c.suit is m.suit and c.suit is not top.suit for c in hand)]
                if helpful:
                    said += 1
                    assert "declare a trump" in pz.solution, pz.solution
                    declared = state.play(helpful[0])
                    card = next(c for c in hand if c.suit is helpful[0].suit)
                    add = next((c for c in hand if c != card), None)
                    assert declared.why_illegal(Beat(card, add)) is None
                else:
                    plain += 1
                    assert "declare" not in pz.solution
                assert "declared no trump" not in pz.question
    assert said and plain


def test_open_hands_tell_every_dealt_hand_and_a_closed_table_only_the_readers() -> None:
    import html

    from cardrules.widgets import GameTable

    table = GameTable("dudak", seed=7, from_url=False)
    hands = [e for e in table.state.events if e.kind == "hand"]
    assert len(hands) == table.state.players

    def told(seat: int) -> bool:
        cards = " ".join(c.unicode for c in hands[seat].cards)
        return cards in html.unescape(table.log_pane.value)

    table.open_box.value = False
    assert told(0) and not told(1)  # Playing: the reader's own hand only
    table.open_box.value = True
    assert all(told(s) for s in range(table.state.players))  # Teaching: what the felt shows, the log tells
    table.open_box.value = False
    table.mode.value = "watch"  # watching bots face down showed four backs: Watch turns the hands up
    assert table.open_box.value and all(told(s) for s in range(table.state.players))
    table.mode.value = "play"  # and Play gives the reader's own choice back
    assert not table.open_box.value and told(0) and not told(1)


def test_the_notes_say_a_beat_is_two_hand_cards_and_the_hint_speaks_of_losing() -> None:
    import html

    from cardrules.i18n import CATALOGUES
    from cardrules.montecarlo import Advice, Hint
    from cardrules.widgets import GameTable

    for lang in ("en", "ja"):
        for key in ("lead", "beat_or_take", "beat_or_take_all"):
            assert f"dudak.status.{key}.click" in CATALOGUES[lang]
        for key in ("hint.wins", "hint.ahead", "widget.hint_lead", "widget.hint_tied"):
            assert f"dudak.{key}" in CATALOGUES[lang]
    table = GameTable("dudak", seed=1, from_url=False)
    table.session.set_history([from_position(ONE, hands=["9H KS 8C", "10H 7S", "", ""], pile="7H", to_move=0)])
    status = html.unescape(table.status.value)
    assert "click the hand card you beat with, then the hand card you add" in status
    legal = list(table.state.legal_moves())[:3]
    table.hint = lambda: Hint(tuple(Advice(m, 0.5, 1.0 - i, 30, 1 + i)  # type: ignore[method-assign]
                                    for i, m in enumerate(legal)), 30, len(legal))
    table.hint_button.click()
    shown = html.unescape(table.hint_box.value)
    assert "escapes losing the deal in about 5 of 10 tries" in shown
    assert "losses at the end against the best other player" in shown
    assert "ahead" not in shown


def test_two_players_may_declare_the_same_suit() -> None:
    """The page says so (the write-up: "any one suit … every player may declare their own")."""
    from cardrules.cards import Suit

    state = from_position(ONE, hands=["9H KS 8C", "10H 7S QD", "", ""], pile="7C", trumps=["H", None, None, None],
                          to_move=1)
    assert DeclareTrump(Suit.HEARTS) in state.legal_moves()
    declared = state.play(DeclareTrump(Suit.HEARTS))
    assert declared.trumps[0] is Suit.HEARTS and declared.trumps[1] is Suit.HEARTS
    assert declared.why_illegal(Beat(Card.parse("10H"), Card.parse("7S"))) is None  # a heart of West's beats 7♣
