"""The practice questions on the rest of each game's rules at a glance (robbing, stopping or jinking, chips; the hands
running out, a deal's points, the goal; the draw, Full Table, the throw-off, the packs' points, the goal): every
expected answer agrees with the rules text, worked out here from the position by another route than the finder's, and
with the engine (the move played through ``State.play``)."""

from __future__ import annotations

from collections import Counter

from cardrules.cards import Card
from cardrules.practice import LEVELS, Puzzle, puzzles

SEEDS = range(3)


def _all(game: str, kind: str, count: int = 2) -> list[Puzzle]:
    return [p for level in LEVELS for seed in SEEDS
            for p in puzzles(game, seed=seed, count=count, level=level, kinds=[kind])]


def _one(p: Puzzle) -> str:
    (answer,) = p.answers
    (key,) = answer
    return key


# ------------------------------------------------------------------------------------------------- Spoil Five
def test_spoil_five_the_trump_ace_robs_or_the_dealer_of_an_ace() -> None:
    cases = Counter()
    for p in _all("spoil_five", "rob"):
        state = p.state
        turnup = state.turnup
        ace = Card("A", state.trumps)
        holder = next((s for s, h in enumerate(state.hands) if ace in h), None)
        # the rules text: the holder of the trump Ace; when the turn-up is an Ace, the dealer
        expected = state.dealer if turnup.rank == "A" else holder
        assert _one(p) == ("nobody" if expected is None else str(expected)), p.code
        assert (state.phase == "rob") == (expected is not None)
        cases["dealer" if turnup.rank == "A" else "nobody" if expected is None else "holder"] += 1
        assert p.open_hands and all(None not in z.cards for z in p.view().zones if z.key.startswith("hand/"))
    assert set(cases) == {"dealer", "nobody", "holder"}, cases


def test_spoil_five_stopping_takes_the_pool_and_a_jink_all_five_or_nothing() -> None:
    from cardrules.games import spoil_five as sf

    answers = Counter()
    for p in _all("spoil_five", "jink"):
        state = p.state
        assert state.jink_open and state.winners[:3] == (p.seat,) * 3
        key = _one(p)
        answers[key] += 1
        if "stops" in p.question:
            assert key == "pool"  # three tricks and a stop: the pool
            after = state.play(sf.Stop())
            assert after.chips[p.seat] == state.chips[p.seat] + state.pool
        else:
            # a jink: all five win the pool and a chip from the others; fewer win nothing
            took = int(p.question.split(" then takes ")[1].split(" ")[0])
            assert key == ("pool_bonus" if took == 2 else "nothing"), p.code
    assert set(answers) == {"pool", "pool_bonus", "nothing"}, answers


def test_spoil_five_the_game_ends_when_someone_cannot_ante_into_an_empty_pool() -> None:
    answers = Counter()
    for p in _all("spoil_five", "chips"):
        state = p.state
        (move,) = state.legal_moves()  # the last card of the hand
        after = state.play(move)
        key = _one(p)
        answers["next" if key == "next" else "ends"] += 1
        assert (key != "next") == after.is_over, p.code
        if after.is_over:
            # the rules text: the pool was won (empty) and someone has fewer chips than the ante; most chips wins
            assert after.pool == 0 and min(after.chips) < state.rules.ante
            assert key == str(max(range(state.players), key=lambda s: after.chips[s]))  # noqa: B023
    assert set(answers) == {"next", "ends"}, answers


# ------------------------------------------------------------------------------------------------- Tablanette
def test_tablanette_empty_hands_deal_again_or_end_the_deal() -> None:
    answers = Counter()
    for p in _all("tablanette", "next"):
        state = p.state
        key = _one(p)
        answers[key[:4]] += 1
        if state.stock:
            # the rules text: 6 cards each with two players, 4 with three or four
            assert key == f"deal{6 if state.players == 2 else 4}", p.code
        else:
            # the deal ends: the last to capture takes the cards left (the last card may capture itself)
            assert key.startswith("last") or key == "nobody", p.code
    assert {"deal", "last"} <= set(answers), answers


_POINTS = {"A": 1, "K": 1, "Q": 1, "J": 1, "10": 1}


def test_tablanette_a_deals_cards_score_by_the_rules_text() -> None:
    for p in _all("tablanette", "points"):
        final = p.state
        owner = final.owner_names.index(p.question.split(" took ")[0].split(". ")[-1])
        piles = [[c for s in team for c in final.captured[s]] for team in final.rules.teams]
        pile = piles[owner]
        points = sum(2 if str(c) == "10D" else 1 if str(c) == "2C" else _POINTS.get(c.rank, 0) for c in pile)
        sizes = [len(x) for x in piles]
        if sizes.count(max(sizes)) == 1 and sizes[owner] == max(sizes):
            points += 3  # most cards
        assert _one(p) == str(points), p.code


def test_tablanette_a_tablanette_reaching_the_goal_ends_the_game_at_once() -> None:
    answers = Counter()
    for p in _all("tablanette", "goal"):
        state = p.state
        (_, (card,)), (_, taken) = p.highlight
        from cardrules.games import tablanette as t

        after = state.play(t.Play(card, taken))
        gained = after.points[state.owner_of(p.seat)] - state.points[state.owner_of(p.seat)]
        reached = state.points[state.owner_of(p.seat)] + gained >= state.rules.goal
        key = _one(p)
        answers[key == "on"] += 1
        assert (key != "on") == reached == after.is_over, p.code
    assert set(answers) == {True, False}, answers


# ------------------------------------------------------------------------------------------------------ Packs
def test_packs_a_drawn_card_feeds_the_table_joins_the_hand_or_is_hidden_at_a_full_table() -> None:
    answers = Counter()
    for p in _all("packs", "draw"):
        state = p.state
        card = state.stock[0]
        suits = {c.suit for c in state.table}
        if len(suits) == 4 and state.rules.full_table:
            expected = "full"
        elif card.suit not in suits:
            expected = "table"
        else:
            expected = "hand"
        assert _one(p) == expected, p.code
        answers[expected] += 1
    assert set(answers) == {"full", "table", "hand"}, answers


def test_packs_throw_off_down_to_the_smallest_holding() -> None:
    for p in _all("packs", "throw_off"):
        held = [int(x.rsplit(" ", 1)[1]) for x in p.question.split(": ")[1].split(". ")[0].split(", ")]
        owner = p.question.split("How many of ")[1].split("'s ")[0]
        index = p.state.owner_names.index(owner)
        assert _one(p) == str(min(held)) and held[index] >= min(held), p.code


_SCORE = {"A": 20, "K": 10, "Q": 10, "J": 10, "10": 10, "9": 10, "8": 10}


def test_packs_the_packs_left_score_by_the_rules_text() -> None:
    from cardrules.cards import parse_cards

    for p in _all("packs", "score"):
        packs = p.question.split("these packs: ")[1].rsplit(". How many", 1)[0].split("; ")
        cards = [c for pack in packs for c in parse_cards(" ".join(
            x.replace("♠", "S").replace("♥", "H").replace("♣", "C").replace("♦", "D") for x in pack.split()))]
        assert _one(p) == str(sum(_SCORE.get(c.rank, 5) for c in cards)), p.code


def test_packs_the_first_alone_past_the_target_wins() -> None:
    for p in _all("packs", "goal"):
        totals = [int(x.rsplit(" ", 1)[1]) for x in p.question.split("totals are: ")[1].split(". ")[0].split(", ")]
        target = p.state.rules.target
        top = max(totals)
        alone = totals.count(top) == 1
        expected = str(totals.index(top)) if top >= target and alone else "next"
        assert _one(p) == expected, p.code
