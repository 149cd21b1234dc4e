"""Self-play's player for War of the Ring: a random choice among the legal actions, leaning
toward each side's aims, so that random games end by the game's own victories instead of a
turn limit.

Uniform choices almost never carry the Ring to Mount Doom (the Fellowship's move is one use
among a dozen, a declaration or a reveal goes any way) nor take ten points of cities (an
attack is one use among many, a random attacker ceases half the time), and "back" undoes half
of every compound decision. This player only weighs the choices the rules offer: it never
goes back when it may go on, the Free Peoples lean to moving and hiding the Fellowship,
declaring it and placing a reveal nearest the Black Gate or Minas Morgul, and entering Mordor;
the Shadow leans to attacking and to pressing its attacks. Both lean to playing an event card
when a die offers one, and a combat card rather than none when a battle offers one (which card,
still at random among those offered), because self-play must see every card played: weighed as
one of a die's lesser uses, a card whose precondition held was played once in ten offers (the
first 80 games of `lotr-table selfplay wotr --seed 1`: 1,679 plays of 16,124 offers; Help
Unlooked For offered in 8 games, played in none); weighed like an attack (20), events were
played 53 a game but the hands ran dry for the battles (a game of four with no combat card, 12
combat halves never played in 117 games); at 6, with a combat card four times as likely as none,
both halves get played. Every action is still legal.
"""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.engine.flow import Flow
from lotr_table.games.wotr import dice
from lotr_table.games.wotr.board import board
from lotr_table.games.wotr.fellowship import MORDOR_GATES

# the weight of one use of a die against the others' 1 (absent: 1)
USE_WEIGHTS = {dice.FELLOWSHIP_MOVE: 12, dice.HIDE: 12, dice.STRIDER_HIDE: 12, dice.ATTACK: 20,
               dice.LEADER_ATTACK: 20, dice.MOVE: 4, dice.LEADER_MOVE: 4, dice.SEPARATE: 0.3, dice.SKIP: 0.2, dice.PLAY_MINION: 4,
               dice.PLAY_CHARACTER: 4, dice.PLAY_EVENT: 6}
# other answers by kind (absent: 1)
ANSWER_WEIGHTS = {"enter_mordor": 50, "stay_out": 1, "keep_hidden": 1, "stay_behind": 1, "pass": 0.2,
                  "withdraw": 1, "field": 1, "no_card": 0.25}


def _to_gates(region: str) -> int:
    b = board()
    return min(b.distance(b.region(region), b.region(g)) for g in MORDOR_GATES)


def decide(game, s, rng: random.Random) -> tuple[int, Action]:
    seats = game.to_act(s)
    seat = rng.choice(seats)
    actions = game.legal_actions(s, seat)
    return seat, choose(s, actions, rng)


def choose(s, actions: list[Action], rng: random.Random) -> Action:
    q = s.pending
    forward = [a for a in actions if a.kind != "back"] or actions
    kinds = {a.kind for a in forward}
    if q is not None and q.kind in ("declare", "reveal_to") or "declare" in kinds:
        placed = [a for a in forward if a.get("region") is not None]
        if placed:
            best = min(_to_gates(a["region"]) for a in placed)
            if q.kind == "reveal_to" or best < _to_gates(board().ids[s.fellowship_region]):
                return rng.choice([a for a in placed if _to_gates(a["region"]) == best])
            return next((a for a in forward if a.kind == "keep_hidden"), rng.choice(forward))
    if q is not None and q.kind == "battle_continue":
        want = "yes" if rng.random() < 0.85 else "no"
        return next(a for a in forward if a.kind == want)
    if q is not None and q.kind == "battle_retreat":
        return next((a for a in forward if a.kind == "stay"), rng.choice(forward))
    asked = Flow.compound_of(q)
    if asked is not None and asked.kind in ("move", "attack") and rng.random() < 0.9:
        part = forward[0].get("part")
        if part == "army":                # the strongest army
            return max(forward, key=lambda a: _strength(s, a["value"]) if a.kind == "pick" else -1)
        if part == "units":               # the whole army, or the largest part of it
            return max(forward, key=lambda a: sum(c for _, _, c in a["value"]) if a.kind == "pick" else -1)
        if part == "to":
            side = s.mover
            goals = _goals(s, side)
            if goals:
                return min(forward, key=lambda a: _distance_to(a["value"], goals) if a.kind == "pick" else 99)
    weights = [_weight(a) for a in forward]
    return rng.choices(forward, weights)[0]


def _strength(s, region: str) -> int:
    return sum(s.armies[board().region(region)])


def _goals(s, side: int) -> tuple[int, ...]:
    """The enemy's cities and strongholds an army of `side` might take (victory points)."""
    b = board()
    return tuple(r for r in range(len(b.ids)) if b.vp_of[r] and s.controller[r] == 1 - side)


def _distance_to(region: str, goals: tuple[int, ...]) -> int:
    b = board()
    here = b.region(region)
    return min(b.distance(here, g) for g in goals)


def _weight(a: Action) -> float:
    if a.kind == "pick" and a["part"] == "use":
        return USE_WEIGHTS.get(a["value"], 1)
    return ANSWER_WEIGHTS.get(a.kind, 1)
