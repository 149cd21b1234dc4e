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
