"""What the Trading Card Game teaches the computer players (lotr_table/ai/knowledge.py).

A game to its end takes 100-300 decisions, too many to simulate often within a decision's
budget, so the search looks to the end of the turn under way and grades the table as it then
stands: how far each fellowship has come, how many companions it keeps and how much vitality
they have left, and how near each Ring-bearer is to corruption. Every seat of a simulation
plays the rule-of-thumb player's rule (heuristic.pick) over what that seat sees of the sampled
state. The questions whose answer the rule of thumb knows well enough (a wound to place, a
card to discard, a bid, the sanctuary's healing) are settled without search."""

from __future__ import annotations

import math
import random

from lotr_table.engine.action import Action
from lotr_table.games.lotr_tcg.heuristic import Seen, _finishing, pick

# Asked often, answered well by the rule of thumb: the search is kept for playing and
# assigning. Moving on at regroup too: the search's end-of-turn grading weighs a site (one
# point) against a lone Ring-bearer overwhelmed on arrival, which its simulations, the
# Shadow's hand redrawn, seldom see; the rule of thumb's reading of the pool does.
SETTLED = frozenset({"archery_wound", "reconcile", "reconcile_down", "sanctuary", "_optional_trigger",
                     "exert_choice", "bid", "place", "starting", "skirmish_order", "_order_triggers",
                     "regroup_choice"})

# A lead of this many points (a site is one) is worth about three quarters of a win.
LEAD_SCALE = 1.5
# The chance to win of the player who reaches the last site on the next move (if he
# lives through the site), and of the others the rest.
FINISHING = 0.85


class TcgKnowledge:
    levels = {
        "easy": {"iterations": 12, "seconds": 0.15},
        "normal": {"iterations": 40, "seconds": 0.6},
        "hard": {"iterations": 400, "seconds": 5.0},
    }

    # A turn takes 20-80 decisions; a simulation past this many is in a loop of abilities.
    rollout_limit = 400

    def settle(self, eye, rng: random.Random) -> Action | None:
        view = eye.view()
        question = view.get("question") or {}
        if question.get("kind") not in SETTLED:
            return None
        legal, seen = eye.legal_actions(), Seen.of_view(view, eye.seat)
        if question.get("kind") == "regroup_choice":
            return patient(legal, seen) or pick(legal, seen, rng)
        return pick(legal, seen, rng)

    # The search overrules the rule of thumb only when its simulations grade another option
    # this much better (in chance to win).
    trust = 0.05

    def favourite(self, eye, rng: random.Random) -> Action | None:
        return pick(eye.legal_actions(), Seen.of_view(eye.view(), eye.seat), rng)

    def rollout(self, game, state, seat: int, rng: random.Random) -> Action:
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        return pick(legal, Seen.of_state(state, seat), rng)

    def horizon(self, start, state) -> bool:
        return state.turn > start.turn

    def estimate(self, state, seat: int) -> float:
        if seat in state.out:
            return 0.0
        mine = standing(state, seat)
        others = [standing(state, p) for p in range(state.opts.players) if p != seat and p not in state.out]
        if not others:
            return 1.0
        graded = 1.0 / (1.0 + math.exp(-(mine - max(others)) / LEAD_SCALE))
        first = first_home(state)
        if first is None:
            return graded
        # the race decided on the next turn: a site behind or ahead is then not a point of a
        # lead but the game (the search stayed a site short of a player about to finish)
        return max(graded, FINISHING) if first == seat else min(graded, 1.0 - FINISHING)


def patient(legal: list[Action], seen: Seen) -> Action | None:
    """The regroup choice of the search's own seat: stay, unless another player may reach the
    last site on his next turn and the Ring-bearer can take a wound. A second move takes the
    fellowship into a second Shadow phase, its pool fed again, where staying refills the hand
    and sends the minions in play to the discard pile; against the rule of thumb (random
    decks, 2,000 games of each rule against it on two seed ranges) staying won 56-58%
    where the rule of thumb's own moving on (while healthy and no minion waits, or when behind)
    won 50%; against random play 86% where it won 87%."""
    kinds = {a.kind: a for a in legal}
    if set(kinds) != {"move", "stay"}:
        return None
    bearer = seen.bearers.get(seen.seat)
    go = bearer is not None and seen.spare(bearer) >= 2 and _finishing(seen)
    return kinds["move" if go else "stay"]


def first_home(state) -> int | None:
    """The player who reaches the last site on his very next move, before anyone else can:
    the Free Peoples player of the turn under way if one move takes him there, else the
    next in turn order if one move takes him there (the others move only after him)."""
    last = state.opts.last_site
    seat = state.fp
    for _ in range(len(state.seats_in_game())):
        if seat not in state.out and state.bearer.get(seat) is not None:
            if state.marker.get(seat, 1) + 1 >= last:
                return seat
            return None
        seat = state.left_of(seat)
    return None


def standing(state, seat: int) -> float:
    """How well a player stands: his site, his fellowship's companions and their vitality
    left, less his Ring-bearer's nearness to corruption."""
    seen = Seen.of_state(state, seat)
    comps = seen.companions(seat)
    vitality = sum(max(seen.spare(c), 0) for c in comps)
    resistance = state.resistance.get(seat, 10)
    burdens = state.burdens.get(seat, 0)
    bearer = state.bearer.get(seat)
    bearer_worn = state.wounds.get(bearer, 0) if bearer else 0
    # the race: the player whose turn comes next is half a turn ahead of one level with him
    tempo = 0.5 if seat == state.fp and state.phase == "fellowship" else 0.0
    return (state.marker.get(seat, 1) + tempo + 0.35 * len(comps) + 0.1 * vitality
            - 3.0 * (burdens / resistance) ** 2 - 0.4 * bearer_worn)


KNOWLEDGE = TcgKnowledge()
