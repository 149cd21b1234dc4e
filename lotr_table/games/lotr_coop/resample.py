"""A full state consistent with what one seat knows, the hidden parts redrawn (for
information-set search; DESIGN.md `resample(state, seat, rng)`).

Redrawn: the journey cards in the other living seats' hands together with the journey deck
(hand sizes kept), the legendary cards held by the other seats among those seats (each keeps
its number of legendary cards: an approximation), the order of the story stack (the tiles the
seat saw with Foresight stay on top), the order of the gold runes, the engine's RNG, and the
other seats' private log lines are dropped. Open questions of other seats are posed afresh.
"""

from __future__ import annotations

import random

from lotr_table.games.lotr_coop import flow, tables
from lotr_table.games.lotr_coop.state import PUBLIC, State


def resample(s: State, seat: int, rng: random.Random) -> State:
    out = s.clone()
    out.rng = rng.getrandbits(64)
    if s.over:
        return out
    journey = tables.journey_ids()
    others = [i for i, h in enumerate(out.hobbits) if i != seat and h.alive]
    pool = list(out.journey)
    legend = []
    sizes = {}
    for i in others:
        h = out.hobbits[i]
        j = [c for c in h.hand if c in journey]
        leg = [c for c in h.hand if c not in journey]
        sizes[i] = (len(j), len(leg))
        pool.extend(j)
        legend.extend(leg)
    rng.shuffle(pool)
    rng.shuffle(legend)
    for i in others:
        nj, nl = sizes[i]
        hand = [pool.pop() for _ in range(nj)] + [legend.pop() for _ in range(nl)]
        out.hobbits[i].hand = hand
    out.journey = pool
    keep = 0
    if out.foresight is not None and out.foresight[0] == seat:
        keep = len(out.foresight[1])
    hidden = out.story[:len(out.story) - keep]
    rng.shuffle(hidden)
    out.story = hidden + out.story[len(out.story) - keep:]
    rng.shuffle(out.gold_stack)
    if out.foresight is not None and out.foresight[0] != seat:
        out.foresight = None
    node, kept = s.log, []
    while node is not None:
        event, node = node
        if event[0] == PUBLIC or event[0] == seat:
            kept.append(event)
    out.log = None
    for event in reversed(kept):
        out.log = (event, out.log)
    p = out.pending
    if p is not None and p.seat != seat and p.again is not None:
        out.pending = None
        out.stack.append(p.again)
        flow.advance(out)
    elif p is not None and p.seat != seat and p.kind == "die_discard":
        out.pending = None
        out.stack.append(("discard_n", p.seat, p.data[0], p.data[1]))
        flow.advance(out)
    out.cache = {}
    return out
