"""Confrontation's resample: a full state drawn from what one seat knows (rules digest 8).

The property that makes search honest: resample depends on the seat's view and the rng
alone. Two states the seat cannot tell apart resample to the very same state."""

from __future__ import annotations

import itertools
import random

import pytest

from lotr_table.engine import get_game
from lotr_table.games.confrontation.state import DEAD, HIDDEN

GAME = get_game("confrontation")
HERO_MODES = ("classic", "alternative", "draft_known", "draft_secret")
SPECIAL_MODES = ("none", "choose_two", "opponent_picks", "handicap")


def random_states(opts, seed: int, every: int = 2):
    """The states of one random game, every `every`-th one."""
    rng = random.Random(seed)
    state = GAME.setup(opts, seed)
    n = 0
    while GAME.outcome(state) is None:
        if n % every == 0:
            yield state
        seat = rng.choice(GAME.to_act(state))
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        n += 1
    yield state


def _options(heroes: str, specials: str, seed: int):
    return GAME.Options(heroes=heroes, specials=specials, handicap_seat=seed % 2,
                        handicap_cards=("shadowfax", "gwaihir", "palantir", "crebain"),
                        match=seed % 3 == 0, fellowship_seat=seed % 2)


@pytest.mark.parametrize("heroes, specials", list(itertools.product(HERO_MODES, SPECIAL_MODES)))
def test_resample_keeps_the_view_and_depends_on_nothing_else(heroes, specials):
    seed = HERO_MODES.index(heroes) * 7 + SPECIAL_MODES.index(specials)
    for k, state in enumerate(random_states(_options(heroes, specials, seed), seed, every=3)):
        for seat in (0, 1):
            drawn = GAME.resample(state, seat, random.Random(k))
            assert GAME.view(drawn, seat) == GAME.view(state, seat)
            assert GAME.invariants(drawn) == []
            # a state the seat cannot tell from the true one resamples to the same state
            again = GAME.resample(drawn, seat, random.Random(1000 + k))
            direct = GAME.resample(state, seat, random.Random(1000 + k))
            assert GAME.fingerprint(again) == GAME.fingerprint(direct)


@pytest.mark.parametrize("heroes", HERO_MODES)
def test_resample_never_touches_what_the_seat_knows(heroes):
    seed = 40 + HERO_MODES.index(heroes)
    changed = 0
    for k, state in enumerate(random_states(_options(heroes, "choose_two", seed), seed)):
        if state.phase == "draft":
            continue
        for seat in (0, 1):
            mine = state.side_of(seat)
            drawn = GAME.resample(state, seat, random.Random(k))
            for p in range(18):
                known = (0 if p < 9 else 1) == mine or state.rev[p] != HIDDEN or state.loc[p] == DEAD
                if known:
                    assert (drawn.hero[p], drawn.loc[p], drawn.rev[p]) == (state.hero[p], state.loc[p], state.rev[p])
            assert drawn.hand == state.hand and drawn.disc == state.disc
            changed += drawn.loc != state.loc or drawn.hero != state.hero
    assert changed, "resample never redrew anything: the test proves nothing"


def test_resample_redraws_the_engine_rng_and_the_opponents_secret_card():
    state = _committed_battle(seed=3)
    seat = state.seat_of(0) if state.battle.chosen[1] >= 0 else state.seat_of(1)
    opp = 1 - state.side_of(seat)
    cards, rngs = set(), set()
    for k in range(40):
        drawn = GAME.resample(state, seat, random.Random(k))
        cards.add(drawn.battle.chosen[opp])
        rngs.add(drawn.rng)
        assert drawn.hand[opp] >> drawn.battle.chosen[opp] & 1
    assert len(cards) > 1 and len(rngs) == 40


def _committed_battle(seed: int):
    """A battle in which one side has committed its card and the other has not."""
    for s in range(seed, seed + 50):
        rng = random.Random(s)
        state = GAME.setup(GAME.Options(), s)
        while GAME.outcome(state) is None:
            p = state.pending
            if p.kind == "play" and p.seat == -1 and p.actions[0] and p.actions[1] and bin(state.hand[0]).count("1") > 2 \
                    and bin(state.hand[1]).count("1") > 2:
                seat = rng.choice(GAME.to_act(state))
                return GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            seat = rng.choice(GAME.to_act(state))
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    raise AssertionError("no battle with both sides choosing cards")
