"""What War of the Ring teaches the computer players (lotr_table/ai/knowledge.py).

A game runs to several hundred decisions; the search cannot play many to the end within a
second. So a simulated game looks to the end of the current turn only and grades the state it
reaches by the three ways the game is won (seed, Розділ I): the Ring's race (the steps left to
the Crack of Doom against the corruption left before 12), the military victory points against
their targets (10 for the Shadow, 4 for the Free Peoples), and the Shadow's armies standing next
to Free Peoples' strongholds they outnumber. Every seat in the simulation plays the
rule-of-thumb player (heuristic.decide) from its own view of the sampled state."""

from __future__ import annotations

import functools
import math
import random

from lotr_table.engine.action import Action
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW, STRONGHOLD, board
from lotr_table.games.wotr.fellowship import CRACK_OF_DOOM, MORDOR_GATES
from lotr_table.games.wotr.heuristic import decide, side_of_seat
from lotr_table.games.wotr.players import seats_of_side
from lotr_table.games.wotr.state import units, victory_points
from lotr_table.games.wotr.victory import FREE_PEOPLES_TARGET, SHADOW_TARGET

CORRUPTION_LIMIT = 12       # «Якщо рівень Порчі досягне 12 ... Тінь перемагає»
# a grade of 1 in the sum below is worth about three quarters of a win
SCALE = 1.0


class WarOfTheRingKnowledge:
    # plain numbers: a game never imports the players (tests/test_layers.py)
    levels = {
        "easy": {"iterations": 8, "seconds": 0.3},
        "normal": {"iterations": 8, "seconds": 0.6},
        "hard": {"iterations": 200, "seconds": 5.0},
    }
    rollout_limit = 400

    def settle(self, eye, rng: random.Random) -> Action | None:
        """Only the choice of an action die's use shapes a turn (seed, Розділ II: each die one
        action); every other question (a casualty, a battle's round, a part of a compound
        action, a card's answer) the rule of thumb answers without search, so a decision stays
        under a second and a game under a few minutes. The Shadow's die uses too: a simulated
        turn grades its armies' gains at once but the Hunt's only by chance, and against the
        public engine's player (tools/wotr_peer) its rule of thumb alone won more often than
        the search over it (seeds 2000-2049: the search 16 of 50 games as the Shadow, before
        the rule of thumb's garrisons and Nazgûl; the rule of thumb alone, with them, 31)."""
        legal = eye.legal_actions()
        view = eye.view()
        side = side_of_seat(view, eye.seat)
        if _searched(legal) and side == FREE_PEOPLES:
            return None
        return decide(view, side, legal, rng)

    # The search overrules the rule of thumb only when its simulations grade another option
    # this much better (in chance to win): a few simulations of a turn are noisy.
    trust = 0.05

    def favourite(self, eye, rng: random.Random) -> Action | None:
        view = eye.view()
        return decide(view, side_of_seat(view, eye.seat), eye.legal_actions(), rng)

    def rollout(self, game, state, seat: int, rng: random.Random) -> Action:
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        view = game.view(state, seat)           # the seat's own view: nothing it cannot see
        return decide(view, side_of_seat(view, seat), legal, rng)

    def horizon(self, start, state) -> bool:
        return state.turn > start.turn

    def estimate(self, state, seat: int) -> float:
        side = FREE_PEOPLES if seat in seats_of_side(state.opts.players, FREE_PEOPLES) else SHADOW
        grade = free_peoples_grade(state)
        if side == SHADOW:
            grade = -grade
        return 1.0 / (1.0 + math.exp(-grade / SCALE))


def _searched(legal: list[Action]) -> bool:
    """The question the search decides: what an action die is used for."""
    return any(a.kind == "pick" and a.get("part") == "use" for a in legal)


def free_peoples_grade(s) -> float:
    """Above 0 when the Free Peoples lead, below when the Shadow does."""
    return ring_race(s) + military(s) - 0.5 * threat(s) + 0.5 * exposed(s)


def ring_race(s) -> float:
    """The corruption left before 12 against the steps left to the Crack of Doom, each step
    costing about three quarters of a point of corruption in the Hunt (even at the start)."""
    b = board()
    if s.mordor >= 0:
        left = CRACK_OF_DOOM - s.mordor
    else:
        to_gates = min(b.distance(s.fellowship_region, b.region(g)) for g in MORDOR_GATES)
        left = max(0, to_gates - s.fellowship_progress) + CRACK_OF_DOOM + 1
    room = CORRUPTION_LIMIT - s.corruption
    return (room - 0.75 * left) / 4


def military(s) -> float:
    return victory_points(s, FREE_PEOPLES) / FREE_PEOPLES_TARGET - victory_points(s, SHADOW) / SHADOW_TARGET * 2


def threat(s) -> float:
    """Free Peoples' strongholds with more Shadow units next door than defenders."""
    b = board()
    holds = [r for r in b.of_settlement(STRONGHOLD) if b.side_of_region(r) == FREE_PEOPLES]
    return _outnumbered(s, holds, FREE_PEOPLES, SHADOW) / SHADOW_TARGET


def exposed(s) -> float:
    """The Shadow's own cities and strongholds with more Free Peoples' units next door than
    defenders (each lost is victory points toward the Free Peoples' 4)."""
    return _outnumbered(s, _SHADOW_HOLDS(), SHADOW, FREE_PEOPLES) / FREE_PEOPLES_TARGET


def _outnumbered(s, holds, side: int, enemy: int) -> float:
    """The victory points of the side's holds (still its own) that an enemy army next door
    outnumbers."""
    b = board()
    out = 0.0
    for r in holds:
        if s.controller[r] != side:
            continue
        defenders = units(s.armies[r], side) + units(s.besieged[r], side)
        attackers = max((units(s.armies[n], enemy) for n in b.neighbours[r]), default=0)
        if attackers > defenders:
            out += b.vp_of[r]
    return out


def _SHADOW_HOLDS() -> tuple[int, ...]:
    b = board()
    return tuple(r for r, vp in enumerate(b.vp_of) if vp and b.side_of_region(r) == SHADOW)


KNOWLEDGE = WarOfTheRingKnowledge()
