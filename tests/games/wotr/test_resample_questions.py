"""A computer player searches resampled states: a question that lists another seat's cards
must be posed from that seat's redrawn hand, or its answers would name cards the twin does
not hold (and tell the searcher the true ones)."""

import random

from lotr_table.games.wotr.game import GAME


def _states_at(kind: str, players: int, wanted: int = 3):
    found = []
    rng = random.Random(4)
    for seed in range(40):
        s = GAME.setup(GAME.Options(players=players, turn_limit=3), seed)
        while GAME.outcome(s) is None and len(found) < wanted:
            if s.pending is not None and s.pending.kind == kind:
                found.append(s)
                break
            seat = rng.choice(GAME.to_act(s))
            s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
        if len(found) >= wanted:
            return found
    return found


def test_a_discard_over_the_hand_limit_is_asked_from_the_redrawn_hand():
    states = _states_at("hand_limit", 2)
    assert states, "random play reaches a discard over the hand limit"
    for s in states:
        asked = s.pending.seat
        other = 1 - asked
        for k in range(5):
            twin = GAME.resample(s, other, random.Random(k))
            offered = {a["card"] for a in GAME.legal_actions(twin, asked)}
            assert offered == set(twin.hands[asked])
            for action in GAME.legal_actions(twin, asked):
                GAME.apply(twin, asked, action)      # every answer plays in the twin


def test_a_secret_exchange_is_redrawn_for_the_seats_the_searcher_cannot_see():
    states = _states_at("exchange_cards", 4)
    assert states, "random play with four people reaches an exchange of cards"
    for s in states:
        viewer = s.pending.seats()[0]
        twin = GAME.resample(s, viewer, random.Random(1))
        for x in twin.pending.seats():
            assert {a["card"] for a in GAME.legal_actions(twin, x)} == set(twin.hands[x])
        for x, action in twin.pending.data:
            assert action["card"] in twin.hands[x]
