"""A toy game that uses every part of the Game protocol, so the engine is tested without
any real game.

"Stakes": a few rounds. At the start of each round the leader (seats take turns) may raise
the stakes from 1 up to 3, then stands. Then both seats secretly pick 1-3 (a simultaneous
secret choice). When both have picked, the picks are revealed and each seat draws a random
bonus card (0, 1 or 2) from a shared deck; the higher pick + bonus wins the stakes. After
the last round the higher score wins.

Hidden: the other seat's pick until the reveal, and the chance (the RNG). Barrier: one per
completed round (the reveal and the draws happen together).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace

from pydantic import BaseModel, ConfigDict, Field

from lotr_table.engine import rng
from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction, Outcome
from lotr_table.engine.position_json import PositionError
from lotr_table.engine.texts import in_context

SIDES = ("north", "south")
MAX_STAKES = 3


class ToyOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rounds: int = Field(3, ge=1, le=9)


@dataclass(frozen=True)
class ToyState:
    rounds: int
    round: int                           # 1-based; rounds + 1 once the game is over
    stakes: int
    standing: bool                       # the leader has stood: picks are open
    picks: tuple                         # (int | None, int | None), secret until both are in
    scores: tuple
    deck: tuple                          # bonus cards left, sorted: the composition is public
    chance: int                          # the RNG
    barrier: int
    history: tuple                       # per round: (pick0, pick1, bonus0, bonus1, stakes, winner)
    log: tuple


def _tuple(value):
    return tuple(_tuple(v) if isinstance(v, list) else v for v in value)


def _initial_deck(rounds: int) -> tuple:
    return tuple(sorted([0, 1, 2] * rounds))


class Toy:
    id = "toy"
    name = "Stakes (a toy game for engine tests)"
    # Raised when a change makes a recorded game play differently (engine/rules.py).
    rules_version = 1
    Options = ToyOptions

    def seats(self, options):
        return [0, 1]

    def setup(self, options, seed):
        return ToyState(options.rounds, 1, 1, False, (None, None), (0, 0), _initial_deck(options.rounds),
                        rng.seed_state(seed), 0, (), ())

    def to_act(self, state):
        if state.round > state.rounds:
            return []
        if not state.standing:
            return [self._leader(state)]
        return [seat for seat in (0, 1) if state.picks[seat] is None]

    def legal_actions(self, state, seat):
        if seat not in self.to_act(state):
            return []
        if not state.standing:
            return ([Action("raise")] if state.stakes < MAX_STAKES else []) + [Action("stand")]
        return [Action("pick", n=n) for n in (1, 2, 3)]

    def legal_twin(self, state, seat, action):
        return next((a for a in self.legal_actions(state, seat) if a == action), None)

    def apply(self, state, seat, action):
        if seat not in self.to_act(state):
            raise IllegalAction("it is not your turn")
        if action.kind == "raise":
            if state.standing or state.stakes >= MAX_STAKES:
                raise IllegalAction("the stakes cannot be raised now")
            return replace(state, stakes=state.stakes + 1, log=state.log + (f"seat {seat} raises to {state.stakes + 1}",))
        if action.kind == "stand":
            if state.standing:
                raise IllegalAction("you have already stood")
            return replace(state, standing=True, log=state.log + (f"seat {seat} stands at {state.stakes}",))
        if action.kind == "pick":
            n = action.get("n")
            if not state.standing:
                raise IllegalAction("the leader has not stood yet")
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 3:
                raise IllegalAction("pick a number from 1 to 3")
            picks = list(state.picks)
            picks[seat] = n
            state = replace(state, picks=tuple(picks), log=state.log + (f"seat {seat} picks secretly",))
            return self._reveal(state) if None not in picks else state
        raise IllegalAction(f"unknown action {action.kind!r}")

    def _reveal(self, state):
        deck, chance, bonus = list(state.deck), state.chance, []
        for _ in (0, 1):
            chance, i = rng.randbelow(chance, len(deck))
            bonus.append(deck.pop(i))
        totals = [state.picks[s] + bonus[s] for s in (0, 1)]
        winner = None if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
        scores = list(state.scores)
        if winner is not None:
            scores[winner] += state.stakes
        line = (f"round {state.round}: picks {state.picks[0]} and {state.picks[1]}, bonus {bonus[0]} and {bonus[1]}, "
                + ("a tie" if winner is None else f"seat {winner} wins {state.stakes}"))
        return replace(state, round=state.round + 1, stakes=1, standing=False, picks=(None, None),
                       scores=tuple(scores), deck=tuple(deck), chance=chance, barrier=state.barrier + 1,
                       history=state.history + ((*state.picks, *bonus, state.stakes, winner),),
                       log=state.log + (line,))

    def view(self, state, seat):
        return {
            "round": state.round, "rounds": state.rounds, "leader": self._leader(state),
            "stakes": state.stakes, "standing": state.standing, "scores": list(state.scores),
            "deck_left": len(state.deck),
            "picked": [p is not None for p in state.picks],
            "history": [list(h) for h in state.history],
            "you": seat,
            "my_pick": state.picks[seat] if seat is not None else None,
        }

    def outcome(self, state):
        if state.round <= state.rounds:
            return None
        a, b = state.scores
        scores = {0: a, 1: b}
        if a == b:
            return Outcome((), scores, "level scores")
        winner = 0 if a > b else 1
        return Outcome((winner,), scores, f"{SIDES[winner]} scored more", (SIDES[winner],))

    def describe(self, action):
        if action.kind == "pick":
            return f"pick {action.get('n')}"
        return {"raise": "raise the stakes", "stand": "stand"}.get(action.kind, action.kind)

    def barrier(self, state):
        return state.barrier

    def invariants(self, state):
        broken = []
        drawn = [card for h in state.history for card in h[2:4]]
        if sorted(list(state.deck) + drawn) != list(_initial_deck(state.rounds)):
            broken.append("bonus cards are not conserved")
        if sum(state.scores) > sum(h[4] for h in state.history):
            broken.append("more points scored than staked")
        if not 1 <= state.stakes <= MAX_STAKES:
            broken.append(f"stakes {state.stakes} out of range")
        if state.barrier != len(state.history):
            broken.append("barrier does not count the reveals")
        if any(p is not None and not 1 <= p <= 3 for p in state.picks):
            broken.append("a pick out of range")
        return broken

    _VIEW_KEYS = {"round", "rounds", "leader", "stakes", "standing", "scores", "picked", "history",
                  "you", "deck_left", "my_pick"}

    def leaks(self, state, seat, view):
        found = [f"unexpected field {key!r}" for key in sorted(set(view) - self._VIEW_KEYS)]
        if view.get("my_pick") != state.picks[seat]:
            found.append("my_pick is not this seat's own pick")
        return found

    def fingerprint(self, state):
        return json.dumps(asdict(state), sort_keys=True)

    def position(self, spec, seed=0):
        """A state from `position_of`'s record: every field by name, tuples as lists."""
        fields = {k: (_tuple(v) if isinstance(v, list) else v) for k, v in spec.items()}
        try:
            return ToyState(**fields)
        except TypeError as e:
            raise PositionError(f"not a position of Stakes: {e}") from None

    def position_of(self, state):
        return json.loads(json.dumps(asdict(state)))

    def resample(self, state, seat, rng):
        """The other seat's pick, not yet revealed, and the chance to come are redrawn."""
        picks = tuple(p if p is None or k == seat else rng.randint(1, 3) for k, p in enumerate(state.picks))
        return replace(state, picks=picks, chance=rng.getrandbits(64))

    def position_text(self, state):
        return (f"Round {min(state.round, state.rounds)} of {state.rounds}, stakes {state.stakes}, "
                f"scores {state.scores[0]}:{state.scores[1]}, picks {state.picks}, deck {list(state.deck)}")

    def log_lines(self, state):
        return list(state.log)

    def texts(self):
        # the log is plain English (a toy); the refusals and the reasons are what a table shows
        refusals = ("it is not your turn", "the stakes cannot be raised now", "you have already stood",
                    "the leader has not stood yet", "pick a number from 1 to 3")
        reasons = ("level scores", *(f"{side} scored more" for side in SIDES))
        return in_context("toy.refusal", refusals) + in_context("toy.outcome", reasons)

    def _leader(self, state):
        return (state.round - 1) % 2


GAME = Toy()

# A complete game (seed 7), as (seat, action): three rounds, the first led by seat 0.
SEED = 7
SCRIPT = [
    (0, Action("raise")), (0, Action("stand")), (0, Action("pick", n=2)), (1, Action("pick", n=3)),
    (1, Action("stand")), (1, Action("pick", n=1)), (0, Action("pick", n=3)),
    (0, Action("raise")), (0, Action("raise")), (0, Action("stand")), (1, Action("pick", n=2)), (0, Action("pick", n=1)),
]
