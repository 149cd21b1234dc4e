"""A full state consistent with what one seat knows, the hidden parts redrawn (for
information-set search; DESIGN.md `resample(state, seat, rng)`).

Redrawn: the journey cards in the other living seats' hands together with the journey deck
(hand sizes kept), the legendary cards held by the other seats among those seats (each keeps
its number of legendary cards: an approximation), the order of the story stack (the tiles the
seat saw with Foresight stay on top), the order of the gold runes, the engine's RNG, and the
other seats' private log lines are dropped. Open questions of other seats are posed afresh.
A Council pick of another seat is one of that seat's hidden cards: it is drawn again from
the redrawn hand. In competition the other seats' gold runes (drawn blind, kept hidden) are
redrawn among the gold runes this seat has not seen, and their rune totals follow.
Not redrawn: items another seat has set aside in a payment in progress (they must still fit
the payment), and which publicly awarded legendary card sits in which hand.
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
    council = out.scratch.get("council")
    picked = {}
    if isinstance(council, dict):
        for i in others:
            if i in council:                   # the pick is one more hidden card of seat i
                card = council[i]
                picked[i] = card in journey
                (pool if card in journey else legend).append(card)
    # sorted before shuffling: what is drawn depends on the seat's view and the rng alone, not
    # on the true order of cards it cannot see (two worlds it cannot tell apart, one draw)
    pool.sort()
    legend.sort()
    rng.shuffle(pool)
    rng.shuffle(legend)
    for i in others:
        nj, nl = sizes[i]
        if i in picked:
            nj, nl = (nj + 1, nl) if picked[i] else (nj, nl + 1)
        hand = [pool.pop() for _ in range(nj)] + [legend.pop() for _ in range(nl)]
        if i in picked:
            kind = [c for c in hand if (c in journey) == picked[i]]
            pick = kind[rng.randrange(len(kind))]
            hand.remove(pick)
            council = dict(out.scratch["council"])
            council[i] = pick
            out.scratch["council"] = council
        out.hobbits[i].hand = hand
    out.journey = pool
    if out.opts.competition:
        _redraw_gold(out, seat, others, rng)
    keep = 0
    if out.foresight is not None and out.foresight[0] == seat:
        keep = len(out.foresight[1])
    hidden = sorted(out.story[:len(out.story) - keep])
    rng.shuffle(hidden)
    out.story = hidden + out.story[len(out.story) - keep:]
    out.gold_stack.sort()
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


def _redraw_gold(s: State, seat: int, others: list[int], rng: random.Random) -> None:
    """Competition: the others' gold runes are face down; redraw their values among the gold
    runes this seat has not seen (the stack and theirs), each keeping how many he drew."""
    unseen = list(s.gold_stack)
    for i in others:
        unseen.extend(s.hobbits[i].gold)
    unseen.sort()
    rng.shuffle(unseen)
    for i in others:
        h = s.hobbits[i]
        fresh = [unseen.pop() for _ in h.gold]
        h.runes = max(0, h.runes + sum(fresh) - sum(h.gold))
        h.gained += sum(fresh) - sum(h.gold)
        h.gold = fresh
    s.gold_stack = unseen
