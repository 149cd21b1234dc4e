"""Battles fought at random from the seed's opening board and from crowded boards: whatever
is rolled and answered, every battle ends, and the pieces, the stacking and the political
track obey the rules afterwards (invariants.py)."""

from __future__ import annotations

import random

from lotr_table.games.wotr import battle
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW, board
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.invariants import invariants
from lotr_table.games.wotr.state import State, units
from tests.games.wotr.battle_kit import war

B = board()


def attacks(s: State) -> list[tuple[int, int, int]]:
    """Every (side, from, to) where a whole army may attack."""
    out = []
    for side in (FREE_PEOPLES, SHADOW):
        for a in range(len(B.ids)):
            if s.besieged[a] != (0,) * 24 and units(s.besieged[a], side):
                sources = [(a, a, s.besieged[a])]
            else:
                sources = []
            if units(s.armies[a], side):
                own = tuple(c if B.side_of_nation[k // 3] == side else 0 for k, c in enumerate(s.armies[a]))
                sources += [(a, t, own) for t in B.neighbours[a] + (a,)]
            for frm, to, pieces in sources:
                if battle.why_not(s, side, frm, to, pieces) is None:
                    out.append((side, frm, to))
    return out


def play(s: State, rnd: random.Random, battles: int) -> int:
    fought = 0
    for _ in range(battles):
        options = attacks(s)
        if not options:
            break
        side, frm, to = rnd.choice(options)
        where = s.besieged if frm == to and units(s.besieged[frm], side) else s.armies
        own = tuple(c if B.side_of_nation[k // 3] == side else 0 for k, c in enumerate(where[frm]))
        battle.start(s, side, frm, to, own)
        FLOW.advance(s)
        steps = 0
        while s.pending is not None:
            FLOW.decide(s, s.pending.seat, rnd.choice(list(s.pending.actions)))
            steps += 1
            assert steps < 500, "a battle that never ends"
        assert s.battle is None and not s.stack
        assert invariants(s) == [], (side, B.ids[frm], B.ids[to])
        fought += 1
    return fought


def test_random_battles_from_the_opening_board_keep_every_invariant():
    total = 0
    for seed in range(60):
        s = war({"start": "setup", "options": {"players": 2 + seed % 3}})
        s.rng ^= seed * 7919
        total += play(s, random.Random(seed), 12)
    assert total >= 100


def test_random_sieges_keep_every_invariant():
    sieges = 0
    for seed in range(150):
        s = war({"armies": {"minas_tirith": {"gondor": {"regular": 4, "elite": 3, "leaders": 2}},
                            "osgiliath": {"sauron": {"regular": 6, "elite": 2, "nazgul": 2}},
                            "lossarnach": {"rohan": {"regular": 2, "elite": 1}},
                            "druadan_forest": {"southrons": {"regular": 3}}}})
        s.rng ^= seed * 104729
        rnd = random.Random(seed)
        play(s, rnd, 10)
        sieges += s.controller[B.region("minas_tirith")] == SHADOW or any(
            b != (0,) * 24 for b in s.besieged)
    assert sieges > 0
