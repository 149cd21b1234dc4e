"""What each seat sees of the war. The frame (the zones, the question, the log, the outcome)
is the kernel's for every zone game (engine/zone_game.py); the event cards and the Hunt's
tiles lie in zones whose declarations say who sees them (card_zones.py): a seat sees its own
hand and face-down discards, every count and the tiles drawn. The game adds its own:
everything on the board, the dice and the counters (`own_view`); a log line naming a card
the seat never knew (`log_leaks`); and in a twin, a card redrawn only within its own deck and
a question that lists another seat's cards asked again from its redrawn hand (`resample`).
"""

from __future__ import annotations

import random

from lotr_table.engine.action import Action

from lotr_table.engine.log_chain import PUBLIC
from lotr_table.engine.zone_game import viewer_of
from lotr_table.games.wotr import cards, combat, hunt_tiles
from lotr_table.games.wotr.acts_on import acts_on, unit_id
from lotr_table.games.wotr.characters import GOLLUM, companion_id, minion_id
from lotr_table.games.wotr.board import KINDS, NATIONS, SIDES, board
from lotr_table.games.wotr.state import EMPTY, NO_CONTROL, captured, victory_points


def _army(pieces: tuple[int, ...]) -> dict:
    out = {}
    for n, nation in enumerate(NATIONS):
        counts = pieces[n * 3:n * 3 + 3]
        if any(counts):
            out[nation] = dict(zip(KINDS, counts))
    return out


def own_view(s, viewer: frozenset) -> dict:
    """Everything on the board, the dice and the counters: all public."""
    b = board()
    return {
        "turn": s.turn, "phase": s.phase,
        "armies": {b.ids[r]: _army(a) for r, a in enumerate(s.armies) if a != EMPTY},
        "besieged": {b.ids[r]: _army(a) for r, a in enumerate(s.besieged) if a != EMPTY},
        "mixed_armies": sorted(b.ids[r] for r in s.mixed),
        "reserve": _army(tuple(s.reserve)), "casualties": _army(tuple(s.casualties)),
        "politics": {nation: {"step": s.step[n], "active": s.active[n]} for n, nation in enumerate(NATIONS)},
        "control": {b.ids[r]: SIDES[c] for r, c in enumerate(s.controller) if c != NO_CONTROL and captured(s, r)},
        "victory_points": {side: victory_points(s, i) for i, side in enumerate(SIDES)},
        "dice": {side: list(s.rolled[i]) for i, side in enumerate(SIDES)},
        "pool": list(s.pool), "hunt_box": s.hunt_box + s.hunt_box_fp,
        "hunt_dice": {"shadow": s.hunt_box, "free_peoples": s.hunt_box_fp},
        "elven_rings": list(s.rings), "ring_used": list(s.ring_used),
        "leading": list(s.leading), "fellowship": b.ids[s.fellowship_region],
        "ring": {"progress": s.fellowship_progress, "hidden": s.fellowship_hidden, "corruption": s.corruption,
                 "mordor": s.mordor, "companions": [companion_id(c) for c in s.fellowship],
                 "guide": "gollum" if s.guide == GOLLUM else companion_id(s.guide),
                 "fallen": [companion_id(c) for c in s.fallen],
                 "on_map": {companion_id(c): b.ids[r] for c, r in s.separated}},
        "minions": {minion_id(m): b.ids[r] for m, r in s.minions},
        "minions_fallen": [minion_id(m) for m in s.minions_fallen],
        # the tiles in the zones are ints (hunt_tiles): the public ones also by name
        "hunt_drawn": [hunt_tiles.tile(t).id for t in s.hunt_drawn],
        "hunt_waiting": [hunt_tiles.tile(t).id for t in s.hunt_waiting],
        "combat_backs": combat.backs(s),
        "attempt": _attempt(s, viewer),
        "card_attempt": CARD_ATTEMPT if s.pending is not None else None,
        "reach": _reach(s) or _nazgul_reach(s),
        "carry": "nazgul" if _nazgul_from(s) is not None else None,
        "units_of": _units_of(s),
        "whole_army": _whole_army(s),
        "army_uses": _army_uses(s),
        "battle": _battle(s),
    }


# the parts of a decision asked in steps whose answer is a region of the map
_REGION_PARTS = ("to", "target", "settlement", "first", "second", "army", "from")


def _attempt(s, viewer: frozenset) -> dict | None:
    """How a drop on a region asks for it where no option goes there (engine/acts_on.attempt,
    table/kit/gestures.attempted): while the seat is asked a region in a decision asked in
    steps, a drop sends that step's pick of the region dropped on (`step`: the part, as the
    table passes it for the piece), and the engine's refusal says why it is not offered.
    Public like the rest of own_view (built once for every viewer, game.own_view_public): it
    names only the step's part, which the log and the seat asked already tell; only the seat
    asked drops anything."""
    q = s.pending
    if q is None or q.kind != "_compound" or not q.actions:
        return None
    part = next((a["part"] for a in q.actions if a.kind == "pick"), None)
    if part not in _REGION_PARTS:
        return None
    return {"kind": "pick", "piece": "part", "to": "value", "step": part}


# How a click on a card of the hand asks for it where no option plays it (the same shape as
# `attempt`): the engine's refusal says why — not playable now («якщо вимога виконується лише
# частково, карту не можна зіграти»), or the question open first (a die to choose). Public: it
# names no card, only the step, and only the seat asked clicks.
CARD_ATTEMPT = {"kind": "pick", "piece": "part", "to": "value", "step": "card"}


def _army_steps(s) -> tuple | None:
    """The open decision asked in steps that takes an army, some of its units, then (mostly)
    where they go or what they attack (a move, an attack, a card's march or attack): (kind,
    partial, context), or None."""
    from lotr_table.games.wotr.flow import FLOW
    open_compound = FLOW.compound_of(s.pending)
    if open_compound is None or FLOW.compounds[open_compound.kind].parts[:2] != ("army", "units"):
        return None
    return open_compound.kind, open_compound.partial, open_compound.context


def _units_of(s) -> str | None:
    """While the seat is asked which units of an army it took move or attack (its army chosen,
    the step of its units open): that army's region, so a table that took the army by a button
    takes the units too where the rules leave one way (the gesture's `taken`). Public: the log
    and the question say as much."""
    steps = _army_steps(s)
    if steps is None or len(steps[1]) != 1:
        return None
    return steps[1][0]


def _army_uses(s) -> dict | None:
    """While the seat is asked how to use the die it chose: the uses offered that move or
    attack with an army, by name (move, attack, leader_move, leader_attack), so a table that had
    an army dragged at that question takes the use the drop means and goes on with the army.
    Public: the die and its uses are."""
    from lotr_table.games.wotr import dice
    from lotr_table.games.wotr.flow import FLOW
    c = FLOW.compound_of(s.pending)
    if c is None or c.kind != "use" or c.partial:
        return None
    ways = (dice.MOVE, dice.ATTACK, dice.LEADER_MOVE, dice.LEADER_ATTACK)
    out = {a["value"]: a.to_json() for a in s.pending.actions if a.kind == "pick" and a["value"] in ways}
    return out or None


def _whole_army(s) -> dict | None:
    """While the units of the army taken are asked: the option that takes the most of them
    (the whole army, or all of it that may go), when one does: a table that had the army's
    stack dragged means it whole, and asks which units only of a part chosen on the stack.
    Public: the units are the army's, on the map."""
    steps = _army_steps(s)
    if steps is None or len(steps[1]) != 1 or s.pending.actions is None:
        return None
    picks = [a for a in s.pending.actions if a.kind == "pick" and a["part"] == "units"]
    if not picks:
        return None
    sizes = [sum(n for *_, n in a["value"]) for a in picks]
    most = max(sizes)
    top = [a for a, n in zip(picks, sizes) if n == most]
    return top[0].to_json() if len(top) == 1 else None


# the decisions that fly a Nazgûl: a Character die's minions, the Nazgûl's event card
_NAZGUL_FLIGHTS = ("move_minion", "card_nazgul_move")


def _nazgul_from(s):
    """The open step that asks from which region a Nazgûl flies: (kind, partial, context)."""
    from lotr_table.games.wotr.flow import FLOW
    from lotr_table.games.wotr.minions import NAZGUL
    c = FLOW.compound_of(s.pending)
    if c is None or c.kind not in _NAZGUL_FLIGHTS or c.partial != (NAZGUL,):
        return None
    return c


def _nazgul_reach(s) -> dict | None:
    """While the seat is asked from where a Nazgûl flies: for each region it may fly from,
    where it may fly (lit while one is carried). Public: the rules and the Nazgûl are."""
    c = _nazgul_from(s)
    if c is None:
        return None
    from lotr_table.games.wotr.flow import FLOW
    seat = s.pending.seat
    return {r: sorted(FLOW.compound_options(s, c.kind, seat, c.partial + (r,), c.context))
            for r in FLOW.compound_options(s, c.kind, seat, c.partial, c.context)}


def _reach(s) -> dict | None:
    """While the seat is asked which army (or which of its units) moves or attacks: for each
    army it may take, the regions its units may then go to or attack, so a table lights them
    as soon as the army is picked up. Read from what the question itself works out (its memo:
    for each army the part of it first found to go somewhere, the whole army where it may, and
    once the army is taken every part), so the view costs nothing more to build. Public like
    the rest of own_view: the armies and the rules are."""
    steps = _army_steps(s)
    from lotr_table.games.wotr.flow import FLOW
    if steps is None or len(steps[1]) > 1 or len(FLOW.compounds[steps[0]].parts) != 3:
        return None
    kind, partial, context = steps
    seat = s.pending.seat
    memo = getattr(s.pending.actions, "memo", None)
    if not isinstance(memo, dict):
        memo = {}
    out = {}
    for region in partial or FLOW.compound_options(s, kind, seat, (), context, memo):
        groups = memo.get((region,))
        if groups is None or partial:
            groups = FLOW.compound_options(s, kind, seat, (region,), context, memo)
        found: set = set()
        for group in groups:
            found.update(memo.get((region, group), ()))
        out[region] = sorted(found)
    return out


def _battle(s) -> dict | None:
    """The battle being fought, round by round (all public): where, who attacks, the armies
    fighting, the combat cards revealed this round, the last round's dice (roll, re-roll) and
    the hits each side still takes."""
    from lotr_table.games.wotr import battle as fight
    bt = s.battle
    if bt is None:
        return None
    b = board()
    return {"attacker": SIDES[bt.side], "kind": bt.kind, "round": bt.round,
            "source": b.ids[bt.source], "region": b.ids[bt.target],
            "armies": [_army(fight.army(s, bt, w)) for w in (0, 1)],
            # the units a casualty may take, by the ids its options act on (acts_on.unit_id)
            "units": [[unit_id(nation, kind) for nation, kinds in _army(fight.army(s, bt, w)).items()
                       for kind in ("regular", "elite") if kinds[kind]] for w in (0, 1)],
            "cards": [card or None for _, card in bt.cards],
            "dice": [[list(roll), list(again)] for roll, again in bt.dice] if bt.dice else [],
            "hits": list(bt.hits), "outcome": bt.outcome}


def log_leaks(s, seat: int, seen: dict) -> list[str]:
    """A card a public log line names that the seat may not know. Such a line named it to
    everyone when it was said, so every seat knows it still, exactly or, after its owner moved
    a card unseen between two hidden places, as lying in one of them (the zones' `vague`).
    A line said to one seat alone ("You draw {card}") is that seat's own knowledge, which the
    zones may since have blurred, so it is not held against the zones."""
    who = viewer_of(seat)
    found = []
    z = s.zones
    for card in named_publicly(s.log):
        if card not in z.known or z.known[card] & who:
            continue
        if any(x in who for x in z.vague.get(card, {})):
            continue
        found.append(f"the log names {card}, which seat {seat} never held")
    return found


# the cards the public lines of a log chain name, by the chain's first node (kept with it, so
# that the id is not reused): a check after every action reads only the lines said since
_NAMED: dict[int, tuple] = {}
_NAMED_KEPT = 20_000


def named_publicly(log) -> list:
    """The cards public log lines name, each once, in the order first named: whether a line
    leaks depends only on its card and the zones now, so the check reads each card once."""
    fresh, node = [], log
    while node is not None and id(node) not in _NAMED:
        (vis, _, args), node = node
        if vis == PUBLIC:
            card = dict(args).get("card")
            if card is not None:
                fresh.append(card)
    named = _NAMED[id(node)][1] if node is not None else {}
    if fresh:
        named = dict(named)
        named.update(dict.fromkeys(reversed(fresh)))
    if log is not None:
        if len(_NAMED) >= _NAMED_KEPT:
            _NAMED.clear()
        _NAMED[id(log)] = (log, named)
    return list(named)


def resample(s, seat: int, rng: random.Random):
    """A twin the seat cannot tell apart: every card and tile it does not know redrawn among
    the places it cannot see (engine/zones.py), each card staying in its own deck's set (a
    character card is never a strategy card)."""
    if s.pending is not None:
        s.pending.before_twin(s)     # its options read from this state, not the redrawn twin
    out = s.clone()
    out.zones = s.zones.resample(viewer_of(seat), rng, family=_family)
    _reask_for_redrawn_hands(out, seat, rng)
    return out


def _family(card) -> int:
    """A tile (an int) is redrawn among the tiles; an event card within its own deck's cards."""
    return -1 if isinstance(card, int) else cards.deck_of_card()[card]


def _reask_for_redrawn_hands(s, seat: int, rng: random.Random) -> None:
    """A question that lists another seat's cards (a discard over the hand limit, the card
    given in an exchange, a combat card) is posed again from that seat's redrawn hand; a card another seat
    has already committed in secret is redrawn from its hand too."""
    q = s.pending
    if q is None:
        return
    if q.kind == "hand_limit" and q.seat != seat:
        s.pending = q.asked_of(q.seat)
        s.pending.actions = tuple(Action("discard", card=c) for c in dict.fromkeys(s.hands[q.seat]))
    elif q.kind == "combat_card" and q.seat != seat:
        s.pending = q.asked_of(q.seat)
        s.pending.actions = combat.options_for(s, q.seat)
    elif q.kind == "exchange_cards":
        fresh = q.asked_of(q.seat)
        fresh.actions = {x: (acts if x == seat else tuple(Action("give", card=c) for c in dict.fromkeys(s.hands[x])))
                         for x, acts in q.actions.items()}
        fresh.data = tuple((x, a if x == seat else Action("give", card=rng.choice(sorted(s.hands[x]))))
                           for x, a in q.data)
        s.pending = fresh
    s.cache = {}


def option_acts_on(s):
    """What each option acts on, for the question's options (engine/acts_on.py)."""
    figures = ({companion_id(c) for c in s.fellowship} | {companion_id(c) for c, _ in s.separated}
               | {minion_id(m) for m, _ in s.minions})
    steps = _army_steps(s)
    army = steps[1][0] if steps is not None and steps[1] else None
    if army is None:
        return lambda seat, action: acts_on(action, figures)

    def on(seat, action):
        # the units that go, and where they go or what they attack: from the army taken, so
        # a table finds that army's stack for them (a part chosen on it, the stack dragged)
        out = acts_on(action, figures)
        if action.kind == "pick":
            out["source"] = army
        return out
    return on
