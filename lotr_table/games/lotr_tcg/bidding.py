"""The full game's setup (section 5): secret bids for the turn order, the highest bidder
choosing his place first, the bids as burdens on each Frodo, the first player's site 1,
starting fellowships of companions costing 4 or less in turn order, then the shuffle and
the draw of 8 in turn order. (The first game of the starter decks skips bidding and the
choice of companions: R2.19-R2.21, game.new_state.)"""

from __future__ import annotations

from typing import Any

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.decisions import Number
from lotr_table.engine.log_chain import say
from lotr_table.games.lotr_tcg import body, cards as C, playing
from lotr_table.games.lotr_tcg.abilities import draw
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.state import HAND_SIZE, PATH, adventure, deck

STARTING_TWILIGHT = 4      # R5.8
# The seed sets no upper limit on a bid and warns: «Если его бремя составит 10 жетонов, вы
# проигрываете игру». A bid as high as the Ring-bearer's resistance is offered, with that
# warning; a higher one would lose the same way, so the offer stops there.
CORRUPTING_BID = "A bid of {n} burdens corrupts your Ring-bearer at once: you lose the game."
WARNINGS = (CORRUPTING_BID,)


def highest_bid(s: Any, seat: int) -> int:
    """The highest bid offered: the burdens that corrupt the seat's Ring-bearer (R5.4, R16.4)."""
    return s.resistance.get(seat, 10)


def bid_warning(s: Any, seat: int, action: Any) -> dict | None:
    """The warning shown before a bid that corrupts the bidder's own Ring-bearer."""
    if action.kind == "bid" and action["n"] >= highest_bid(s, seat):
        return {"template": CORRUPTING_BID, "args": {"n": action["n"]}}
    return None


@FLOW.step("bidding")
def _bidding(s: Any) -> None:
    """R5.2: every player secretly bids a whole number of burdens; all are revealed at once."""
    FLOW.secret(s, "bid", {p: Number("bid", 0, highest_bid(s, p)) for p in range(s.opts.players)},
                "Bid burdens for your place in the turn order.")


@FLOW.answer("bid")
def _on_bid(s: Any, q, action) -> None:
    bids = {p: a["n"] for p, a in q.data.items()}
    for p, n in sorted(bids.items()):
        s.burdens[p] = n                    # R5.4: the bid becomes burdens on Frodo
        say(s, "{seat} bid {n}.", seat=p, n=n)
    for p in sorted(bids):                  # «Если его бремя составит 10 жетонов, вы проигрываете игру»
        if not s.over:
            body.check_corruption(s, p)
    if s.over:
        return
    # R5.3: the highest bidder chooses first; equal bids in a random order
    ranked = sorted(bids, key=lambda p: (-bids[p], chance.draw(s, 1 << 20)))
    s.stack.append(("choose_place", tuple(ranked), ()))


@FLOW.step("choose_place")
def _choose_place(s: Any, ranked: tuple, taken: tuple) -> None:
    n = s.opts.players
    if len(taken) == n:
        order = [None] * n
        for seat, place in taken:
            order[place] = seat
        s.order = tuple(order)
        s.first = s.fp = s.order[0]
        FLOW.then(s, ("first_site",), ("starting", 0), ("deal",), ("turn_start",))
        return
    seat = ranked[len(taken)]
    free = [k for k in range(n) if k not in {place for _, place in taken}]
    if len(free) == 1 or seat in s.out:     # a player corrupted by his bid chooses nothing
        s.stack.append(("choose_place", ranked, taken + ((seat, free[-1]),)))
        return
    FLOW.ask(s, seat, "place", tuple(Action("place", n=k) for k in free),
             "Choose your place in the turn order (place 1 plays first).", data=(ranked, taken))


@FLOW.answer("place")
def _on_place(s: Any, q, action) -> None:
    ranked, taken = q.data
    say(s, "{seat} takes place {n} in the turn order.", seat=q.seat, n=action["n"] + 1)
    s.stack.append(("choose_place", ranked, taken + ((q.seat, action["n"]),)))


@FLOW.step("first_site")
def _first_site(s: Any) -> None:
    """R5.7: the first player plays his own site 1; every fellowship starts there."""
    site1 = next(i for i in s.zones.cards[adventure(s.first)] if C.card(s, i).site == 1)
    s.zones.move(site1, PATH)
    s.path[1] = site1
    for p in range(s.opts.players):
        s.marker[p] = 1
    say(s, "{seat} goes first and plays {card} as site 1.", seat=s.first, card=s.zones.card_of[site1])
    for p in range(s.opts.players):
        body.check_corruption(s, p)


@FLOW.step("starting")
def _starting(s: Any, index: int) -> None:
    """R5.8-R5.10: in turn order, each player may put companions from his draw deck into
    play, their twilight costs 4 or less in all; no twilight is added."""
    order = s.seating()
    if index >= len(order):
        return
    seat = order[index]
    spent = s.used.get(("starting", seat), 0)
    options = []
    seen = set()
    for inst in sorted(s.zones.cards[deck(seat)]):
        c = C.card(s, inst)
        if c.type != "companion" or c.id in seen or c.cost + spent > STARTING_TWILIGHT:
            continue
        if not playing.unique_allows(s, seat, inst):
            continue
        seen.add(c.id)
        options.append(Action("start", card=inst))
    if seat in s.out or not options:
        s.stack.append(("starting", index + 1))
        return
    FLOW.ask(s, seat, "starting", tuple(options) + (Action("done"),),
             "Choose a companion for your starting fellowship ({n} twilight left).", data=(index, seat),
             n=STARTING_TWILIGHT - spent)


@FLOW.answer("starting")
def _on_starting(s: Any, q, action) -> None:
    index, seat = q.data
    if action.kind == "done":
        s.stack.append(("starting", index + 1))
        return
    inst = action["card"]
    s.used[("starting", seat)] = s.used.get(("starting", seat), 0) + C.card(s, inst).cost
    s.zones.move(inst, f"play{seat}", shown=True)
    say(s, "{seat} starts with {card}.", seat=seat, card=s.zones.card_of[inst])
    s.stack.append(("starting", index))


@FLOW.step("deal")
def _deal(s: Any) -> None:
    """R5.11: each deck shuffled, then 8 cards drawn, in turn order."""
    for seat in s.seating():
        s.zones.shuffle(deck(seat), lambda m: chance.draw(s, m))
    s.barrier += 1
    for seat in s.seating():
        draw(s, seat, HAND_SIZE)
