"""The task stack: the engine runs forced steps until one seat must decide.

A step is a tuple `(name, *args)` of immutable values on `s.stack` (last = next). Modules
register the function behind each name with `@step("name")`; a step may push more steps
and/or pose one question with `ask(...)`. The answer goes to the function registered with
`@answer(kind)`. Free actions (epic cards, calling Gandalf, the Ring, giving the floor) are
taken inside OPEN questions: the question's `again` step is pushed back first, so the
question is posed afresh, with fresh legal actions, once the free action has run.

Order: `then(s, a, b, c)` runs a, then b, then c (pushed in reverse).
"""

from __future__ import annotations

from typing import Callable

from lotr_table.engine import rng
from lotr_table.engine.log_chain import oldest_first
from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop.state import PUBLIC, Decision, State

STEPS: dict[str, Callable] = {}
ANSWERS: dict[str, Callable] = {}
FREE: dict[str, Callable] = {}          # free action kind -> handler(s, seat, action)


def step(name: str):
    def register(fn):
        STEPS[name] = fn
        return fn
    return register


def answer(kind: str):
    def register(fn):
        ANSWERS[kind] = fn
        return fn
    return register


def free(kind: str):
    def register(fn):
        FREE[kind] = fn
        return fn
    return register


def then(s: State, *steps: tuple) -> None:
    """Run these steps next, in this order (before whatever was already waiting)."""
    if len(steps) == 1:                  # the usual case
        s.stack.append(steps[0])
    else:
        s.stack.extend(reversed(steps))


def ask(s: State, seat: int, kind: str, actions: list[Action], prompt: str = "",
        data=None, again: tuple | None = None, **params) -> None:
    # positional: a question is posed after every action, keywords cost more
    # sorted() only matters from two names on: most questions name one (the same tuple)
    params = tuple(sorted(params.items())) if len(params) > 1 else tuple(params.items())
    s.pending = Decision(seat, kind, actions, prompt, params, data, again)
    s.cache = {}


def say(s: State, template: str, vis: int = PUBLIC, **args) -> None:
    """Add a log line. `vis` is PUBLIC or the one seat that may read it."""
    # sorted() only matters from two names on (most lines name one): the same tuple
    args = tuple(sorted(args.items())) if len(args) > 1 else tuple(args.items())
    s.log = ((vis, template, args), s.log)


def log_events(s: State) -> list[tuple]:
    """The log, oldest first: (visibility, template, args) events."""
    return oldest_first(s.log)


def randbelow(s: State, n: int) -> int:
    s.rng, value = rng.randbelow(s.rng, n)
    return value


def shuffle(s: State, items: list) -> None:
    """Fisher-Yates with the state's RNG, in place (the same draws as `randbelow`, with the
    RNG kept in a local while the deck is shuffled)."""
    state = s.rng
    draw = rng.randbelow
    for i in range(len(items) - 1, 0, -1):
        state, j = draw(state, i + 1)
        items[i], items[j] = items[j], items[i]
    s.rng = state
    s.barrier += 1


def advance(s: State) -> None:
    """Run steps until a question is posed or the game is over."""
    stack = s.stack                  # steps change this list in place, never replace it
    steps = STEPS
    while s.pending is None and not s.over and stack:
        st = stack.pop()
        steps[st[0]](s, *st[1:])


def decide(s: State, seat: int, action: Action) -> None:
    """Apply one legal answer (the caller has checked it is legal) and run on."""
    d = s.pending
    s.pending = None
    s.cache = {}
    handler = FREE.get(action.kind)
    if handler is not None and d.again is not None:
        s.stack.append(d.again)      # pose the open question again afterwards
        handler(s, seat, action)
    else:
        ANSWERS[d.kind](s, d, action)
    advance(s)
