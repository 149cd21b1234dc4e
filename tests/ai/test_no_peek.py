"""The no-peek proof: a computer player decides from what its seat may know, nothing more.

Two states whose hidden parts differ (the opponent's hidden heroes swapped between
regions, its secret combat card changed) but whose view for the seat is the same must get
the same decision from the same seed."""

from __future__ import annotations

import random

import pytest

from lotr_table.ai import SeatEye, player_from_spec
from lotr_table.engine import get_game
from lotr_table.games.confrontation.content import tile_faces
from lotr_table.games.confrontation.state import HIDDEN
from tests.ai.test_resample import _committed_battle

GAME = get_game("confrontation")
PLAYERS = ["mcts:easy,iterations=40,seconds=1000", "mcts:easy,iterations=30,seconds=1000,opponent=tree", "heuristic"]


def _refs(s) -> set[int]:
    bt = s.battle
    refs = {s.mover, s.must_move, s.may_not_move, s.king_target}
    if bt is not None:
        refs |= {bt.attacker, bt.defender, bt.fp, bt.sp, *bt.dead}
    return refs


def _swap_hidden(s, side: int):
    """The same state with two of `side`'s hidden heroes in different regions swapped."""
    pieces = [p for p in range(9 * side, 9 * side + 9)
              if s.loc[p] >= 0 and s.rev[p] == HIDDEN and p not in _refs(s)]
    for a in pieces:
        for b in pieces:
            if s.loc[a] < s.loc[b]:
                t = s.clone()
                t.loc[a], t.loc[b] = s.loc[b], s.loc[a]
                return t
    raise AssertionError("no two hidden heroes in different regions")


def _other_card(s, side: int):
    t = s.clone()
    bt = t.battle
    others = [i for i in range(9) if t.hand[side] >> i & 1 and i != bt.chosen[side]]
    bt.chosen[side] = others[0]
    return t


def _two_worlds():
    state = _committed_battle(seed=11)
    seat = next(iter(GAME.to_act(state)))
    me = state.side_of(seat)
    other = _other_card(_swap_hidden(state, 1 - me), 1 - me)
    assert GAME.fingerprint(other) != GAME.fingerprint(state)
    assert GAME.view(other, seat) == GAME.view(state, seat)
    return state, other, seat


@pytest.mark.parametrize("spec", PLAYERS)
def test_same_view_same_seed_same_decision_in_battle(spec):
    state, other, seat = _two_worlds()
    assert len(GAME.legal_actions(state, seat)) > 1
    player = player_from_spec(spec, GAME)
    for seed in range(3):
        first = player.choose(SeatEye(GAME, state, seat), random.Random(seed))
        second = player.choose(SeatEye(GAME, other, seat), random.Random(seed))
        assert first == second


@pytest.mark.parametrize("spec", PLAYERS)
def test_same_view_same_seed_same_move(spec):
    rng = random.Random(5)
    state = GAME.setup(GAME.Options(heroes="draft_secret"), 5)
    while not (state.phase == "turn" and state.pending.kind == "main" and state.turns >= 4):
        seat = rng.choice(GAME.to_act(state))
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    seat = GAME.to_act(state)[0]
    enemy = 1 - state.side_of(seat)
    other = _swap_hidden(state, enemy)
    # a different face on a hidden enemy tile, too: the secret draft keeps it secret
    p = next(p for p in range(9 * enemy, 9 * enemy + 9) if other.rev[p] == HIDDEN and other.loc[p] >= 0
             and p not in _refs(other) and p != other.ring_bearer)
    faces = tile_faces()[p]
    other.hero[p] = faces[1 - faces.index(other.hero[p])]
    other.draft[enemy][p % 9] = "alternative" if other.hero[p] == faces[1] else "classic"
    assert GAME.view(other, seat) == GAME.view(state, seat)
    player = player_from_spec(spec, GAME)
    for seed in range(2):
        assert player.choose(SeatEye(GAME, state, seat), random.Random(seed)) == \
            player.choose(SeatEye(GAME, other, seat), random.Random(seed))


def test_the_eye_holds_no_state_attribute():
    state = GAME.setup(GAME.Options(), 1)
    eye = SeatEye(GAME, state, 0)
    reachable = [getattr(eye, name) for name in type(eye).__slots__]
    assert all(value is not state for value in reachable)
    assert not hasattr(eye, "__dict__")
