"""The cooperative game's flow: its steps, answers and free actions on the kernel's loop.

A step is a tuple `(name, *args)` of immutable values on `s.stack` (last = next). Modules
register the function behind each name with `@step("name")`; a step may push more steps
and/or pose one question with `ask(...)`. The answer goes to the function registered with
`@answer(kind)`. Free actions (epic cards, calling Gandalf, the Ring, giving the floor) are
taken inside OPEN questions: the question's `again` step is pushed back first, so the
question is posed afresh, with fresh legal actions, once the free action has run
(engine/flow.py).

Order: `then(s, a, b, c)` runs a, then b, then c (pushed in reverse).
"""

from __future__ import annotations

from lotr_table.engine.flow import Flow
from lotr_table.engine.log_chain import log_events, say  # noqa: F401  (the coop modules' log)
from lotr_table.engine.rng import draw as randbelow, shuffle  # noqa: F401

FLOW = Flow("lotr_coop")
STEPS = FLOW.steps
ANSWERS = FLOW.answers
FREE = FLOW.free_actions
step = FLOW.step
answer = FLOW.answer
free = FLOW.free
then = Flow.then
ask = Flow.ask
advance = FLOW.advance
decide = FLOW.decide
