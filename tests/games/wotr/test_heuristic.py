"""The rule-of-thumb player ("heuristic"): it plays whole games by the rules, and decides from
what its seat may know (seed, Розділ I: the Free Peoples win when the Ring is destroyed, the
Shadow when corruption reaches 12 or it holds enough victory points)."""

import random

from lotr_table.ai.eye import SeatEye
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.heuristic import Heuristic


def _play(seed: int, until=None):
    """A 2-player game of the heuristic against itself; `until(state, seat)` stops it early."""
    s = GAME.setup(GAME.Options(players=2), seed)
    rng = random.Random(seed)
    player = Heuristic()
    while GAME.outcome(s) is None:
        seat = GAME.to_act(s)[0]
        if until is not None and until(s, seat):
            return s, seat
        action = player.choose(SeatEye(GAME, s, seat), rng)
        assert action in GAME.legal_actions(s, seat)
        s = GAME.apply(s, seat, action)
    return s, None


def test_it_plays_a_whole_two_player_game_to_a_victory_the_rules_name():
    s, _ = _play(1)
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.sides in (("free_peoples",), ("shadow",))


def test_the_same_view_gets_the_same_decision_whatever_the_hidden_cards():
    """Two states that differ only in what a seat cannot see (the other side's hand, the decks,
    the Hunt pool's order: `GAME.resample`) but show it the same view get the same decision
    from the same seed: the Shadow learns nothing of the Free Peoples' cards, nor they of its."""
    checked, differ = 0, 0
    for seed in (2, 3):
        state, seat = _play(seed, until=lambda s, seat: s.turn >= 3 and len(GAME.legal_actions(s, seat)) > 1
                            and any(s.hands[x] for x in range(2) if x != seat))
        assert seat is not None
        for k in range(3):
            twin = GAME.resample(state, seat, random.Random(k))
            assert GAME.view(twin, seat) == GAME.view(state, seat)
            differ += twin.hands != state.hands
            first = Heuristic().choose(SeatEye(GAME, state, seat), random.Random(k))
            second = Heuristic().choose(SeatEye(GAME, twin, seat), random.Random(k))
            assert first == second
            checked += 1
    assert checked == 6 and differ       # the twins hold other hidden cards


def test_the_search_grades_more_corruption_worse_for_the_free_peoples():
    """«Якщо рівень Порчі досягне 12 ... Тінь перемагає»: the same board with the Ring-bearers
    more corrupted is graded worse for the Free Peoples (seat 0) and better for the Shadow."""
    from lotr_table.games.wotr.ai_knowledge import KNOWLEDGE
    s = GAME.setup(GAME.Options(players=2), 1)
    worse = s.clone()
    worse.corruption = 8
    assert KNOWLEDGE.estimate(worse, 0) < KNOWLEDGE.estimate(s, 0)
    assert KNOWLEDGE.estimate(worse, 1) > KNOWLEDGE.estimate(s, 1)


def test_the_search_player_answers_with_the_games_knowledge_within_its_budget():
    import time

    from lotr_table.ai import player_from_spec
    s = GAME.setup(GAME.Options(players=2), 1)
    seat = GAME.to_act(s)[0]
    started = time.process_time()
    action = player_from_spec("mcts:easy", GAME).choose(SeatEye(GAME, s, seat), random.Random(0))
    assert action in GAME.legal_actions(s, seat)
    assert time.process_time() - started < 2.0
