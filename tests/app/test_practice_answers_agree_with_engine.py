"""Practice puzzles: every expected answer agrees with the engine reached by another route (playing each candidate
move through ``State.play``, scoring through the state, or a small oracle written here from the rules text), puzzle
sets are reproducible from their seed, and the widget judges answers in-process."""

from __future__ import annotations

import itertools

import pytest

from cardrules import GAMES, IllegalMoveError
from cardrules.cards import Card
from cardrules.practice import LEVELS, Puzzle, kinds_of, puzzle, puzzles
from cardrules.widgets import Practice

SEEDS = range(5)


def _all(game: str, kind: str, count: int = 3) -> list[Puzzle]:
    """Puzzles of one kind over several seeds and every level."""
    return [p for level in LEVELS for seed in SEEDS
            for p in puzzles(game, seed=seed, count=count, level=level, kinds=[kind])]


def _accepted(state, move) -> bool:  # type: ignore[no-untyped-def]
    try:
        state.play(move)
    except IllegalMoveError:
        return False
    return True


def _selection(p: Puzzle, cards) -> frozenset[str]:  # type: ignore[no-untyped-def]
    """The choice keys naming ``cards`` (hand positions for Packs, where a double deck repeats cards)."""
    keys = []
    pool = list(p.choices)
    for card in cards:
        c = next(c for c in pool if c.card == card)
        pool.remove(c)
        keys.append(c.key)
    return frozenset(keys)


# ------------------------------------------------------------------------------------------------- generation
@pytest.mark.parametrize("game", list(GAMES))
def test_puzzle_sets_are_reproducible_from_their_seed(game: str) -> None:
    for level in LEVELS:
        a = puzzles(game, seed=4, count=len(kinds_of(game)) + 1, level=level)
        b = puzzles(game, seed=4, count=len(kinds_of(game)) + 1, level=level)
        assert [p.code for p in a] == [f"{game}/4/{level}/{i + 1}" for i in range(len(a))]
        assert [(p.kind, p.question, p.answers, p.state.to_dict()) for p in a] == \
               [(p.kind, p.question, p.answers, p.state.to_dict()) for p in b]
        # one puzzle alone is the same as in its set (the widget builds them one at a time)
        assert puzzle(game, seed=4, index=1, level=level).question == a[1].question
        # a set mixes every kind of question
        assert {p.kind for p in a} == set(kinds_of(game))
    assert puzzles(game, seed=5, count=3)[0].question != puzzles(game, seed=6, count=3)[0].question or \
        puzzles(game, seed=5, count=3)[1].question != puzzles(game, seed=6, count=3)[1].question


@pytest.mark.parametrize("game", list(GAMES))
def test_levels_are_kept_and_answers_judged(game: str) -> None:
    for level in LEVELS:
        found = puzzles(game, seed=2, count=6, level=level)
        # a rare kind of position may fall back to the nearest level after many deals without one
        assert all(abs(p.level - level) <= 1 for p in found)
        assert sum(p.level == level for p in found) >= 4
        for p in found:
            keys = {c.key for c in p.choices}
            assert p.answers and all(a <= keys for a in p.answers)
            assert p.many or all(len(a) == 1 for a in p.answers)
            for answer in p.answers:
                assert p.check(answer).correct
            wrong = next((frozenset({k}) for k in sorted(keys) if frozenset({k}) not in p.answers), None)
            if wrong is not None:
                verdict = p.check(wrong)
                assert not verdict.correct and verdict.right in p.answers and verdict.notes
            assert all(c.explanation for c in p.choices)


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(KeyError, match="no practice"):
        puzzles("chess")
    with pytest.raises(ValueError, match="level"):
        puzzles("dudak", level=4)
    with pytest.raises(KeyError, match="kind"):
        puzzles("dudak", kinds=["captures"])
    p = puzzle("dudak", seed=1, kinds=["go_out"])
    with pytest.raises(ValueError, match="exactly one"):
        p.check([])


# ------------------------------------------------------------------------------------------------- Tablanette
def test_tablanette_captures_are_exactly_the_plays_the_engine_accepts() -> None:
    from cardrules.games import tablanette as t

    checked = 0
    for p in _all("tablanette", "captures"):
        state = p.state
        card = p.highlight[0][1][0]
        table = state.table
        for k in range(len(table) + 1):
            for taken in itertools.combinations(table, k):
                ok = _accepted(state, t.Play(card, taken))
                assert ok == (frozenset(map(str, taken)) in p.answers), (p.code, card, taken)
                checked += 1
        # a wrong answer is explained by the engine's own reason for refusing that play
        wrong = next((frozenset({str(c)}) for c in table if frozenset({str(c)}) not in p.answers), None)
        if wrong is not None:
            reason = state.why_illegal(t.Play(card, tuple(t.Card.parse(x) for x in wrong)))
            assert reason is not None and any(str(reason)[1:] in note for note in p.check(wrong).notes)
    assert checked > 500


def test_tablanette_value_is_what_the_score_sheet_gets() -> None:
    for p in _all("tablanette", "tablanette"):
        state = p.state
        card = p.highlight[0][1][0]
        taken = p.highlight[1][1]
        from cardrules.games import tablanette as t

        after = state.play(t.Play(card, taken))
        lines = after.score_lines[len(state.score_lines):]
        gained = [line.points for line in lines if line.item == "tablanettes"]
        (answer,) = p.answers
        assert answer == {str(gained[0]) if gained else "none"}, p.code
        if not gained:  # not cleared, or a Jack's sweep
            assert set(state.table) - set(taken) or card.rank == "J"


# ------------------------------------------------------------------------------------------------------ Packs
_PLAY = {"A": 20, "K": 10, "Q": 10, "J": 10}


def _oracle_value(cards) -> int:  # type: ignore[no-untyped-def]
    """The rules text: A 20, K Q J 10, others their number; same-suit pairs of 2-5 read as two digits (higher first),
    every disjoint pair counting, at the best pairing."""
    plain = sum(_PLAY.get(c.rank, c.number) for c in cards)
    if len({c.suit for c in cards}) != 1:
        return plain
    lows = sorted((c.number for c in cards if 2 <= c.number <= 5), reverse=True)

    def best(rest: tuple[int, ...]) -> int:
        top = 0
        for i, j in itertools.combinations(range(len(rest)), 2):
            a, b = rest[i], rest[j]
            left = tuple(x for k, x in enumerate(rest) if k not in (i, j))
            top = max(top, 10 * max(a, b) + min(a, b) - a - b + best(left))
        return top

    return plain + best(tuple(lows))


def _hand_groups(state, seat):  # type: ignore[no-untyped-def]
    hand = state.hands[seat]
    for k in range(1, len(hand) + 1):
        for idx in itertools.combinations(range(len(hand)), k):
            yield idx, tuple(hand[i] for i in idx)


def test_packs_pack_answers_are_the_packs_the_engine_accepts() -> None:
    from cardrules.games import packs as pk

    for p in _all("packs", "pack"):
        state, seat = p.state, p.seat
        (table_card,) = p.highlight[0][1]
        for idx, group in _hand_groups(state, seat):
            ok = _accepted(state, pk.Pack(table_card, group))
            assert ok == (frozenset(f"h{i}" for i in idx) in p.answers), (p.code, group)
            oracle = len({c.suit for c in group}) == 1 and group[0].suit is table_card.suit and \
                _oracle_value(group) > _PLAY.get(table_card.rank, table_card.number)
            assert ok == oracle, (p.code, group)
        if p.answers == {frozenset()}:
            assert not any(isinstance(m, pk.Pack) and m.table == table_card for m in state.legal_moves())


def test_packs_steal_answers_are_the_steals_the_engine_accepts() -> None:
    from cardrules.games import packs as pk

    for p in _all("packs", "steal"):
        state, seat = p.state, p.seat
        zone, pack = p.highlight[0]
        owner = int(zone.split("/")[1])
        suit = pack[0].suit
        total = sum(_PLAY.get(c.rank, c.number) for c in pack)
        for idx, group in _hand_groups(state, seat):
            ok = _accepted(state, pk.Steal(owner, (pack,), group))
            assert ok == (frozenset(f"h{i}" for i in idx) in p.answers), (p.code, group)
            oracle = (all(c.suit is suit for c in group) and suit != state.packed and suit not in state.stolen
                      and _oracle_value(group) > total)
            assert ok == oracle, (p.code, group)


def test_packs_group_values_agree_with_the_rules_text() -> None:
    for p in _all("packs", "group"):
        (group,) = [cards for _, cards in p.highlight]
        (answer,) = p.answers
        assert answer == {str(_oracle_value(group))}, p.code
        assert len(p.choices) >= 3


# ------------------------------------------------------------------------------------------------------ Dudak
_ORDER = ("7", "8", "9", "10", "J", "Q", "K", "A")


def test_dudak_beating_cards_are_the_beats_the_engine_accepts() -> None:
    from cardrules.games import dudak as d

    trumps_seen = 0
    for p in _all("dudak", "beats"):
        state, seat = p.state, p.seat
        hand, top, trump = state.hands[seat], state.top, state.trumps[seat]
        trumps_seen += trump is not None
        (answer,) = p.answers
        for card in hand:
            add = next(c for c in hand if c != card)
            ok = _accepted(state, d.Beat(card, add))
            assert ok == (str(card) in answer), (p.code, card)
            oracle = (_ORDER.index(card.rank) > _ORDER.index(top.rank)) if card.suit is top.suit else \
                card.suit is trump
            assert ok == oracle, (p.code, card)
        assert p.check(answer).correct
    assert trumps_seen, "some puzzles are asked with a declared trump"


def test_dudak_going_out_does_to_the_pile_what_the_rules_say() -> None:
    from cardrules.games import dudak as d

    for p in _all("dudak", "go_out"):
        state = p.state
        (answer,) = p.answers
        cards = p.highlight[0][1]
        if len(cards) == 1 and state.phase == d.RESPOND:
            move, expected = d.Beat(cards[0]), "set_aside"   # out on the beating card: the pile is killed
        elif len(cards) == 2:
            move, expected = d.Beat(cards[0], cards[1]), "stays"  # out on the added card: it is to be beaten
        else:
            move, expected = d.Lead(cards[0]), "stays"  # D-A4: a led last card stays to be beaten
        assert answer == {expected}, p.code
        after = state.play(move)
        assert (not after.pile) == (expected == "set_aside")


def test_dudak_a_player_not_beating_takes_the_top_card_and_a_declarer_the_whole_pile() -> None:
    from cardrules.games import dudak as d

    declarers = 0
    for p in _all("dudak", "take"):
        state, seat = p.state, p.seat
        declarer = state.trumps[seat] is not None
        declarers += declarer
        expected = state.pile if declarer else state.pile[-1:]  # the rules text
        assert p.answers == {frozenset(str(c) for c in expected)}, p.code
        assert all(c.zone == "pile" for c in p.choices)  # answered by clicking the pile's cards
        after = state.play(d.TakeAll() if declarer else d.Take())
        assert len(after.hands[seat]) == len(state.hands[seat]) + len(expected)
        assert not _accepted(state, d.Take() if declarer else d.TakeAll())
    assert declarers, "some questions are asked of a trump declarer"


def test_dudak_the_dealers_left_leads_any_card() -> None:
    from cardrules.games import dudak as d

    for p in _all("dudak", "lead", count=1):
        state = p.state
        leader = (state.dealer + 1) % state.players
        assert p.answers == {frozenset({str(leader)})}, p.code
        assert all(_accepted(state, d.Lead(c)) for c in state.hands[leader])


# ----------------------------------------------------------------------------------------------------- widget
def _buttons(practice: Practice) -> dict[str, object]:
    return dict(practice.buttons)


def _answer(practice: Practice, keys: frozenset[str]) -> None:
    buttons = _buttons(practice)
    for k in sorted(keys):
        buttons[k].click()  # type: ignore[attr-defined]
    if practice.puzzle.many:
        practice.check_button.click()


def test_widget_answers_right_then_wrong_and_explains() -> None:
    practice = Practice("packs", seed=3, level=2)
    assert "Question 1 of 10" in practice.progress.value and "cr-card" in practice.table.value
    first = practice.puzzle
    _answer(practice, first.right)
    assert "Right!" in practice.feedback_pane.value and "score 1 of 1" in practice.progress.value
    assert all(b.disabled for b in practice.buttons.values())
    practice.next_button.click()
    assert practice.index == 1 and practice.feedback_pane.value == ""
    p = practice.puzzle
    keys = {c.key for c in p.choices}
    wrong = next(frozenset({k}) for k in sorted(keys) if frozenset({k}) not in p.answers)
    _answer(practice, wrong)
    verdict = p.check(wrong)
    assert "Not quite." in practice.feedback_pane.value and "score 1 of 2" in practice.progress.value
    import html

    assert html.escape(verdict.notes[0]) in practice.feedback_pane.value
    classes = {k: b._dom_classes for k, b in _buttons(practice).items()}  # type: ignore[attr-defined]
    assert all("cr-answer-right" in classes[k] for k in verdict.right)
    assert all("cr-answer-wrong" in classes[k] for k in verdict.wrong)
    # marked in words too (✓, ✗), not by colour alone; no dark fill under the card's own colour
    buttons = _buttons(practice)
    assert all(buttons[k].description.startswith("✓") for k in verdict.right)  # type: ignore[attr-defined]
    assert all(buttons[k].description.startswith("✗") for k in verdict.wrong)  # type: ignore[attr-defined]
    assert all(b.button_style == "" for b in buttons.values())  # type: ignore[attr-defined]
    assert practice.errors.value == ""


def test_widget_cards_toggle_and_sets_follow_the_seed_and_level() -> None:
    practice = Practice("tablanette", seed=1, level=1, count=8)  # a "which cards" question comes within the set
    while not practice.puzzle.many:
        practice.next_button.click()
    p = practice.puzzle
    key = p.choices[0].key
    buttons = _buttons(practice)
    buttons[key].click()  # type: ignore[attr-defined]
    assert practice.selected == {key}
    _buttons(practice)[key].click()  # type: ignore[attr-defined]
    assert practice.selected == set() and practice.feedback is None
    practice.level_buttons.value = 3
    assert practice.index == 0 and practice.puzzle.level == 3 and practice.puzzle.code == "tablanette/1/3/1"
    practice.seed_box.value = 8
    assert practice.puzzle.code == "tablanette/8/3/1" and practice.answered == 0
    again = Practice("tablanette", seed=8, level=3)
    assert again.puzzle.question == practice.puzzle.question
    assert repr(again) == "Practice('tablanette', seed=8, level=3)"


def _in_drawing(practice: Practice) -> list[object]:
    """The widgets inside the drawing's rows (the felt of card buttons), depth first."""
    found, todo = [], list(practice.drawing.children)
    while todo:
        widget = todo.pop(0)
        found.append(widget)
        todo[:0] = list(getattr(widget, "children", ()))
    return found


def test_widget_the_answer_cards_are_the_drawings_cards() -> None:
    """A "which cards" question is answered on the drawing: each choice's card is a button where it lies, named by
    the card (and, once chosen or checked, by its state), and none is repeated under the question."""
    practice = Practice("packs", seed=3, level=1)
    while not (practice.puzzle.many and all(c.card is not None for c in practice.puzzle.choices)):
        practice.next()
    p = practice.puzzle
    drawn = _in_drawing(practice)
    buttons = practice.buttons
    assert all(buttons[c.key] in drawn for c in p.choices)
    assert practice.choices_box.children == () and practice.choices_box.layout.display == "none"
    for c in p.choices:
        b = buttons[c.key]
        assert b.tooltip == c.card.name and "cr-card-btn" in b._dom_classes  # type: ignore[union-attr]
    key = p.choices[0].key
    buttons[key].click()
    assert buttons[key].tooltip.endswith(", chosen") and "cr-chosen" in buttons[key]._dom_classes
    assert practice.buttons[key] is buttons[key]  # the same button (the keyboard's focus stays on it)
    practice.check_button.click()
    verdict = practice.feedback
    assert verdict is not None
    for k in verdict.right:
        assert "in the right answer" in buttons[k].tooltip and "cr-answer-right" in buttons[k]._dom_classes
    for k in verdict.wrong:
        assert "not in the right answer" in buttons[k].tooltip and "cr-answer-wrong" in buttons[k]._dom_classes


@pytest.mark.parametrize("game", list(GAMES))
def test_widget_opens_for_every_game(game: str) -> None:
    practice = Practice(game, seed=1)
    for _ in range(3):
        p = practice.puzzle
        _answer(practice, p.right)
        assert practice.feedback is not None and practice.feedback.correct
        practice.next_button.click()
    assert practice.right == 3 and practice.errors.value == ""


# ------------------------------------------------------------------------------------------------- Spoil Five
def test_spoil_five_playable_cards_are_the_plays_the_engine_accepts() -> None:
    from cardrules.games import spoil_five as sf

    for p in _all("spoil_five", "playable"):
        state, seat = p.state, p.seat
        (answer,) = p.answers
        explained = state.explain()
        for card in state.hands[seat]:
            ok = _accepted(state, sf.Play(card))
            assert ok == (str(card) in answer) == (explained[card.unicode] == "legal"), (p.code, card)
        # the reason shown for a card that may not be played is the engine's
        for c in p.choices:
            if c.key not in answer:
                assert explained[c.card.unicode] in c.explanation


def test_spoil_five_a_card_that_may_be_played_says_which_case_it_is() -> None:
    """A missed card's note says why it may be played (it follows, it trumps, the hand has none of the suit led, top
    trumps held back), told from the cards themselves here; the solution after it then adds the full answer, where
    the note said only 'West plays 3♣' and the answer repeated it."""
    from cardrules.games import spoil_five as sf

    cases: set[str] = set()
    for p in _all("spoil_five", "playable"):
        state, seat = p.state, p.seat
        (answer,) = p.answers
        hand, led = state.hands[seat], state.trick[0][1]
        trumps = [c for c in hand if state.is_trump(c)]
        follow = [c for c in hand if c.suit is led.suit and not state.is_trump(c)]
        for c in p.choices:
            note = c.explanation
            if c.key not in answer:
                assert "may not" in note or "出せません" in note, note
                continue
            name = state.names[seat]
            if state.is_trump(led) and state.is_trump(c.card):
                case = "a trump was led, and it is a trump"
            elif state.is_trump(led) and not trumps:
                case = f"a trump was led and {name} has none"
            elif state.is_trump(led):
                case = f"{name}'s only trumps are top trumps"
                assert not set(trumps) - {sf.ACE_OF_HEARTS, Card("5", state.trumps), Card("J", state.trumps)}
            elif state.is_trump(c.card):
                case = "it is a trump"
            elif c.card.suit is led.suit:
                case = f"it follows suit ({led.suit.noun})"
            else:
                assert not follow and not trumps  # default rules: a discard only holding neither
                case = f"{name} has no {led.suit.noun} and no trump"
            assert note.startswith(f"{c.card.unicode} may be played: {case}"), (note, case)
            assert "plays" not in note  # not the narration of the play
            cases.add(case.split(" (")[0].replace(name, "X"))
    assert len(cases) >= 6, cases  # every case met, the follows case once whatever the suit


def _strength(state, led, card) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """How strong ``card`` is in a trick led by ``led``, from the public ranking tables."""
    from cardrules.games import spoil_five as sf

    trumps = sf.trump_order(state.trumps, state.rules.ranking)
    if card == state.low_ace:
        return (1, 0)  # S-A3: an undeclared trump Ace is the lowest trump
    if card in trumps:
        return (1, len(trumps) - trumps.index(card))
    if led not in trumps and card.suit is led.suit:
        order = sf.plain_order(led.suit, state.rules.ranking)
        return (0, len(order) - order.index(card))
    return (-1, 0)


def test_spoil_five_trick_winner_follows_the_ranking_tables() -> None:
    from cardrules.games import spoil_five as sf

    for p in _all("spoil_five", "trick"):
        state, seat = p.state, p.seat
        (card,) = p.highlight[0][1]
        trick = state.trick + ((seat, card),)
        led = trick[0][1]
        winner = max(trick, key=lambda sc: _strength(state, led, sc[1]))[0]  # noqa: B023 - used at once
        assert p.answers == {frozenset({str(winner)})}, p.code
        after = state.play(sf.Play(card))
        assert after.won[winner][-len(trick):] == tuple(c for _, c in trick) or after.deal != state.deal


# ----------------------------------------------------------------------------------------------------- 9 Peak
def _counts_as(state, card, n: int) -> bool:  # type: ignore[no-untyped-def]
    """The rules text: a number with c cards in the Area counts as any value from the number to number + c."""
    c = sum(1 for x in state.area if x.number == card.number)
    return card.number <= n <= card.number + c


def test_nine_peak_sets_are_the_sizes_the_hand_can_fill() -> None:
    from cardrules.games import nine_peak as n9

    for p in _all("nine_peak", "sets"):
        state, seat = p.state, p.seat
        hand = state.hands[seat]
        (answer,) = p.answers
        for choice in p.choices:
            n = int(choice.key[1:])
            fit = [c for c in hand if _counts_as(state, c, n)]
            assert (len(fit) >= n) == (choice.key in answer), (p.code, n)
            if len(fit) >= n:
                assert _accepted(state, n9.Play(n, tuple(fit[:n])))


def test_nine_peak_set_values_follow_the_scoring_rule() -> None:
    from cardrules.cards import Suit

    for p in _all("nine_peak", "set_value"):
        ((_, cards),) = p.highlight
        size = len(cards)
        jokers = sum(1 for c in cards if c.suit is Suit.JOKER)
        suits = [c.suit for c in cards if c.suit is not Suit.JOKER]
        same = max((suits.count(s) for s in set(suits)), default=0) + jokers
        differ = len(set(suits)) == len(suits) and size <= 5  # a Joker may also stay a Joker (wild)
        assert p.answers == {frozenset({str(size * (max(same, size) if differ else same))})}, p.code


def test_nine_peak_peaks_follow_the_range_rule() -> None:
    from cardrules.games import nine_peak as n9

    for p in _all("nine_peak", "peak"):
        state = p.state
        ((_, cards),) = p.highlight
        area = list(state.area)
        vp = 0
        for card in cards:  # one at a time, a peak checked after each (9P-A3)
            area.append(card)
            same = [x for x in area if x.number == card.number]
            if card.number + len(same) >= state.rules.peak:
                vp += len(same)
                area = [x for x in area if x.number != card.number]
        assert p.answers == {frozenset({str(vp) if vp else "none"})}, p.code
        assert _accepted(state, n9.Pass(*cards))


def test_widget_ignores_a_late_click_from_the_previous_question() -> None:
    """In the browser a click on an old question's button can land after Next: it must not raise or count."""
    practice = Practice("packs", seed=3, level=2)
    old_keys = {c.key for c in practice.puzzle.choices}
    practice.next()
    stale = next((k for k in sorted(old_keys) if all(c.key != k for c in practice.puzzle.choices)), "no-such-key")
    answered = practice.answered
    practice._on_choice(stale)
    assert practice.answered == answered and practice.errors.value == ""


def test_widget_ignores_a_late_check_after_a_one_click_question_is_shown() -> None:
    """Check is hidden for one-click questions, but a click sent while it showed can still land: not an answer."""
    practice = Practice("tablanette", seed=1, level=1)
    while practice.puzzle.many:
        practice.next_button.click()
    assert practice.check_button.layout.display == "none"
    practice.check_button.click()
    assert practice.feedback is None and practice.answered == 0 and practice.errors.value == ""
    one = next(iter(practice.puzzle.right))
    _buttons(practice)[one].click()  # type: ignore[index]
    assert practice.feedback is not None and practice.feedback.correct and practice.answered == 1
