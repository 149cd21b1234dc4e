"""Information-set Monte Carlo tree search from one seat's point of view (single observer).

Every iteration draws a fresh state from what the seat knows (eye.resample: the opponent's
hidden pieces, secret choices and the engine's RNG redrawn) and plays it out: down the
tree, then to the end of the game with the game's cheap rollout policy. One tree is
shared by all draws, so the statistics vote across them. An action is scored only in the
draws where it is legal (availability counts in UCB), and the seat's choice is the
action tried most often.

The opponent. By default the tree holds only our own decisions and the opponent moves by
the rollout policy, which reads only what the opponent could know. A tree node for the
opponent would learn from draws in which our hidden pieces are where they truly are, and
so would model an opponent who sees them (single-observer search's well-known leak);
`opponent="tree"` builds those nodes anyway, for comparison.

Simultaneous secret choices (both seats in to_act) are decided from the same state before
either is applied, so neither side's choice can depend on the other's: each seat in the
tree picks from its own statistics at the node (decoupled UCT).

No peeking, by construction: the search touches the real game only through the eye; it
reads the states it samples, which the eye builds from the seat's view alone.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, Callable

from lotr_table.ai.eye import SeatEye
from lotr_table.ai.knowledge import Knowledge, knowledge_for
from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, Outcome, Seat


@dataclass(frozen=True)
class Budget:
    iterations: int
    seconds: float        # the search stops at whichever limit comes first


# The search's seconds are its own processor time (the deciding thread's): on a machine shared
# with other work a decision does the same search and spends the same processor time as on an
# idle one, only later; at the table the interface's drawing in another thread takes none of it.
clock = time.thread_time
# A simulated game still running this share of the budget after the budget is spent stops short.
GRACE = 0.25


LEVELS = {
    "easy": Budget(iterations=60, seconds=0.25),
    "normal": Budget(iterations=600, seconds=0.8),
    "hard": Budget(iterations=4000, seconds=5.0),
}


@dataclass(frozen=True)
class Weight:
    """One option as the search saw it: how often it was tried, its mean grade (what the
    search ranks by) and its share of simulated games won (a chance to win, 0..1)."""
    action: Action
    visits: int
    value: float
    wins: float


class _Node:
    __slots__ = ("arms", "children")

    def __init__(self) -> None:
        # [visits, reward sum, times available, wins]: the reward is the game's grade (a
        # cooperative game grades by its score), the wins count finished games won (or the
        # game's estimate where its simulations stop short), for a teacher's "chance to win"
        self.arms: dict[tuple[Seat, Action], list] = {}
        self.children: dict[tuple, _Node] = {}


class MCTSPlayer:
    def __init__(self, budget: Budget, *, exploration: float = 1.2, opponent: str = "policy",
                 max_rollout: int = 2000, name: str = "mcts") -> None:
        if opponent not in ("policy", "tree"):
            raise ValueError(f"opponent must be 'policy' or 'tree', not {opponent!r}")
        self.budget = budget
        self.exploration = exploration
        self.opponent = opponent
        self.max_rollout = max_rollout
        self.name = name
        self.last_iterations = 0
        self._cut_off = math.inf        # while a budget runs: when a simulated game stops short

    def choose(self, eye: SeatEye, rng: random.Random) -> Action:
        legal = eye.legal_actions()
        if len(legal) == 1:
            return legal[0]
        knowledge = knowledge_for(eye.game)
        settled = knowledge.settle(eye, rng)
        if settled is not None:
            return settled
        return self._search(eye, legal, knowledge, rng)

    # -- the search ------------------------------------------------------------------------

    def _search(self, eye: SeatEye, legal: list[Action], knowledge: Knowledge, rng: random.Random) -> Action:
        root = self._grow(eye, legal, knowledge, rng)
        best, best_key = legal[0], (-1, 0.0)
        for a in legal:
            arm = root.arms.get((eye.seat, a))
            if arm is not None and arm[0]:
                key = (arm[0], arm[1] / arm[0])
                if key > best_key:
                    best, best_key = a, key
        return self._or_favourite(eye, root, best, knowledge, rng)

    @staticmethod
    def _or_favourite(eye: SeatEye, root: _Node, best: Action, knowledge: Knowledge, rng: random.Random) -> Action:
        """A game's rule of thumb may name its favourite (knowledge.favourite) and a margin
        (knowledge.trust): the search's choice replaces it only when its simulated games
        graded it that much better, so a few lucky simulations of a small budget do not
        overrule a sound habit."""
        favourite = getattr(knowledge, "favourite", None)
        if favourite is None:
            return best
        liked = favourite(eye, rng)
        if liked is None or liked == best:
            return best
        mine, theirs = root.arms.get((eye.seat, best)), root.arms.get((eye.seat, liked))
        if mine is None or theirs is None or not theirs[0]:
            return best
        return best if mine[1] / mine[0] - theirs[1] / theirs[0] > knowledge.trust else liked

    def weigh(self, eye: SeatEye, rng: random.Random, *, progress: Callable[[float], None] | None = None,
              also: Action | None = None, fair: int = 0) -> list[Weight]:
        """Every legal option of the seat with what the search thinks of it, the most tried
        first (the one `choose` would take, when no rule of thumb settles it). The same search
        as `choose`, never settled without it: a teacher wants the figures. `progress(f)`:
        told the fraction of the budget spent, now and then. `fair`: the search's favourite
        and `also` (the option a person chose) are then each tried at least this many times,
        however little the search liked them, so their estimates rest on more than a lucky
        simulated game or two."""
        legal = eye.legal_actions()
        knowledge = knowledge_for(eye.game)
        root = self._grow(eye, legal, knowledge, rng, progress)
        if fair:
            favourite = self._weights(root, eye.seat, legal)[0].action
            for action in (favourite, also):
                if action is not None:
                    self._try(eye, root, action, fair, knowledge, rng)
        return self._weights(root, eye.seat, legal)

    def _try(self, eye: SeatEye, root: _Node, action: Action, least: int, knowledge: Knowledge,
             rng: random.Random) -> None:
        if action not in eye.legal_actions():
            return
        arm = root.arms.get((eye.seat, action))
        for _ in range(least - (arm[0] if arm else 0)):
            self._iterate(eye.game, eye.seat, root, eye.resample(rng), knowledge, rng, first=action)

    @staticmethod
    def _weights(root: _Node, me: Seat, legal: list[Action]) -> list[Weight]:
        weights = []
        for a in legal:
            visits, total, _, wins = root.arms.get((me, a), (0, 0.0, 0, 0.0))
            weights.append(Weight(a, visits, total / visits if visits else 0.0, wins / visits if visits else 0.0))
        weights.sort(key=lambda w: (-w.visits, -w.value))
        return weights

    def _grow(self, eye: SeatEye, legal: list[Action], knowledge: Knowledge, rng: random.Random,
              progress: Callable[[float], None] | None = None) -> _Node:
        """The search's tree for the seat's decision, grown within the budget."""
        game, me = eye.game, eye.seat
        root = _Node()
        started = clock()
        deadline = started + self.budget.seconds
        # one long simulated game must not carry the decision far past its budget: past this
        # it stops where it stands and is graded there (the game's estimate, or a draw)
        self._cut_off = deadline + GRACE * self.budget.seconds
        done = 0
        try:
            while done < self.budget.iterations and (done == 0 or clock() < deadline):
                self._iterate(game, me, root, eye.resample(rng), knowledge, rng)
                done += 1
                if done % 16 == 0:
                    if progress is not None:
                        spent = (clock() - started) / max(self.budget.seconds, 1e-9)
                        progress(min(1.0, max(done / self.budget.iterations, spent)))
                    if self._settled(root, me, legal, done, started, deadline):
                        break
        finally:
            self._cut_off = math.inf
        self.last_iterations = done
        return root

    def _settled(self, root: _Node, me: Seat, legal: list[Action], done: int, started: float,
                 deadline: float) -> bool:
        """Stop early when the most tried action can no longer be overtaken within the
        budget left: the answer is fixed, so the time is not worth spending."""
        visits = sorted((root.arms[(me, a)][0] for a in legal if (me, a) in root.arms), reverse=True)
        if len(visits) < 2:
            return False
        now = clock()
        rate = done / max(now - started, 1e-9)
        left = min(self.budget.iterations - done, (deadline - now) * rate)
        return visits[0] - visits[1] > left

    def _iterate(self, game: Game, me: Seat, root: _Node, s: Any, knowledge: Knowledge,
                 rng: random.Random, first: Action | None = None) -> None:
        path: list[tuple[_Node, list[tuple[Seat, Action]]]] = []
        node, start = root, s
        grown = False
        while not grown and game.outcome(s) is None:
            decided, in_tree = [], []
            for seat in game.to_act(s):
                options = game.legal_actions(s, seat)
                if len(options) == 1:
                    action = options[0]
                elif seat == me and first is not None and node is root and first in options:
                    action = first                     # weigh's `fair`: this option, whatever UCB says
                    _arm(node, seat, action)[2] += 1
                    in_tree.append((seat, action))
                elif seat == me or self.opponent == "tree":
                    action, fresh = self._select(node, seat, options, rng)
                    grown = grown or fresh
                    in_tree.append((seat, action))
                else:
                    action = knowledge.rollout(game, s, seat, rng)
                decided.append((seat, action))
            for seat, action in decided:   # all chosen before any is applied: secret choices
                s = game.apply(s, seat, action)
            if in_tree:
                path.append((node, in_tree))
                key = tuple(in_tree)
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = _Node()
                node = child
        outcome, s = self._rollout(game, s, start, knowledge, rng)
        judge = getattr(knowledge, "value", None)     # a game may grade outcomes more finely
        estimate = getattr(knowledge, "estimate", None)
        goal = getattr(knowledge, "goal", None)       # a game may count a nearer goal as a win

        for node, chosen in path:
            for seat, action in chosen:
                arm = node.arms[(seat, action)]
                arm[0] += 1
                if outcome is None and estimate is not None:
                    arm[1] += estimate(s, seat)
                    arm[3] += estimate(s, seat)
                else:
                    arm[1] += judge(outcome, seat) if judge is not None else _value(outcome, seat)
                    arm[3] += (goal(start, s, outcome, seat) if goal is not None else
                               1.0 if outcome is not None and seat in outcome.winners else 0.0)

    def _select(self, node: _Node, seat: Seat, options: list[Action], rng: random.Random) -> tuple[Action, bool]:
        arms = node.arms
        untried = []
        for a in options:
            arm = _arm(node, seat, a)
            arm[2] += 1
            if arm[0] == 0:
                untried.append(a)
        if untried:
            return rng.choice(untried), True
        c = self.exploration
        best, best_score = options[0], -math.inf
        for a in options:
            n, w, seen, _ = arms[(seat, a)]
            score = w / n + c * math.sqrt(math.log(seen) / n)
            if score > best_score:
                best, best_score = a, score
        return best, False

    def _rollout(self, game: Game, s: Any, start: Any, knowledge: Knowledge,
                 rng: random.Random) -> tuple[Outcome | None, Any]:
        """Play the sampled state out: the outcome (None when no end is in sight, or when
        the game's horizon stopped the play first) and the state it stopped in."""
        horizon = getattr(knowledge, "horizon", None)
        limit = getattr(knowledge, "rollout_limit", self.max_rollout)
        steps = 0
        cut_off = self._cut_off
        while (outcome := game.outcome(s)) is None and steps < limit:
            if horizon is not None and horizon(start, s):
                break
            if steps % 16 == 15 and clock() > cut_off:
                break
            decided = [(seat, knowledge.rollout(game, s, seat, rng)) for seat in game.to_act(s)]
            for seat, action in decided:
                s = game.apply(s, seat, action)
            steps += 1
        return outcome, s


def _arm(node: _Node, seat: Seat, action: Action) -> list:
    arm = node.arms.get((seat, action))
    if arm is None:
        arm = node.arms[(seat, action)] = [0, 0.0, 0, 0.0]
    return arm


def _value(outcome: Outcome | None, seat: Seat) -> float:
    """1 for a win, 0 for a loss, a half for a draw or a game not finished."""
    if outcome is None or not outcome.winners:
        return 0.5
    return 1.0 if seat in outcome.winners else 0.0
