"""A rule-of-thumb player for War of the Ring ("heuristic" in the arena), the yardstick for
the search player. Each side plays toward its own victory as the rules name it (seed, Розділ
I «Як перемогти»): the Free Peoples carry the Ring to Mount Doom (the Fellowship moved while
hidden, hidden again when revealed, declared and revealed nearest the gates of Mordor, Mordor
entered), the Ring used against the Hunt's damage while corruption stays below 12, their
strongholds mustered and defended; the Shadow takes cities and strongholds for military
victory points (its nations pushed to war, its strongest armies moved toward the nearest Free
Peoples' city or stronghold and attacking where they outnumber the defenders) and hunts the
Ring with dice in the Hunt Box.

It sees the game as a player does: its seat's view and legal actions (a lotr_table.ai
SeatEye), never the state: what the Shadow knows of the Fellowship is what the view shows
(the figure's region, its progress, whether it is revealed)."""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.games.wotr import card_play, dice, shadow_cards
from lotr_table.games.wotr.board import CITY, FREE_PEOPLES, NATIONS, SHADOW, STRONGHOLD, board
from lotr_table.games.wotr.characters import characters
from lotr_table.games.wotr.fellowship import MORDOR_GATES
from lotr_table.games.wotr.players import seats_of_side

# Corruption at 12 is the Shadow's win («Якщо рівень Порчі досягне 12 ... гравець Тіні
# перемагає»): the Ring is used against the Hunt's damage only while it leaves room.
RING_ROOM = 10
# the Fellowship steps on while the Hunt's chance against the step is at most this
MOVE_RISK = 0.75

# the Shadow's dice for the Hunt Box: far from Mordor, near it, and on the Mordor Track
# (_hunt_dice has the measurements)
# (there the most it may put in: turn.hunt_range caps it)
HUNT_FAR, HUNT_NEAR, MORDOR_HUNT = 3, 5, 10
# the order a side wants a die's uses in (earlier = better); absent uses come last
FP_USES = (dice.HIDE, dice.STRIDER_HIDE, dice.FELLOWSHIP_MOVE, dice.PLAY_CHARACTER, dice.PLAY_EVENT,
           dice.RECRUIT_ELITE, dice.RECRUIT_BOTH, dice.RECRUIT_REGULARS, dice.COMPANION_POLITICS,
           dice.DIPLOMACY, dice.RECRUIT_LEADERS, dice.DRAW, dice.ATTACK, dice.LEADER_ATTACK,
           dice.MOVE_COMPANIONS, dice.DISCARD_TABLE, dice.MOVE, dice.LEADER_MOVE, dice.SEPARATE, dice.SKIP)
# (a card before a Leader's march: most of the Shadow's character cards hurt the Fellowship)
SHADOW_USES = (dice.ATTACK, dice.LEADER_ATTACK, dice.PLAY_EVENT, dice.DIPLOMACY, dice.PLAY_MINION, dice.MOVE,
               dice.LEADER_MOVE, dice.VOICE_RECRUIT, dice.RECRUIT_ELITE, dice.RECRUIT_BOTH, dice.RECRUIT_REGULARS,
               dice.VOICE_ELITES, dice.RECRUIT_LEADERS, dice.DRAW, dice.MOVE_MINIONS, dice.DISCARD_TABLE, dice.SKIP)
SHADOW_DECK = "character"
# which die to use first, by its result
FP_DICE = (dice.CHARACTER, dice.WILL, dice.EVENT, dice.ARMY_MUSTER, dice.MUSTER, dice.ARMY)
SHADOW_DICE = (dice.ARMY, dice.ARMY_MUSTER, dice.MUSTER, dice.CHARACTER, dice.EVENT)
# a casualty: the cheapest piece first
CASUALTY = {("remove", "regular"): 0, ("downgrade", "elite"): 1, ("remove", "elite"): 2, ("remove", "leaders"): 3}


class Heuristic:
    name = "heuristic"

    def choose(self, eye, rng: random.Random) -> Action:
        legal = eye.legal_actions()
        if len(legal) == 1:
            return legal[0]
        view = eye.view()
        return decide(view, side_of_seat(view, eye.seat), legal, rng)


def side_of_seat(view: dict, seat: int) -> int:
    players = sum(1 for z in view["zones"] if z.startswith("hand"))
    return FREE_PEOPLES if seat in seats_of_side(players, FREE_PEOPLES) else SHADOW


def decide(view: dict, side: int, legal: list[Action], rng: random.Random) -> Action:
    forward = [a for a in legal if a.kind != "back"] or legal
    if len(forward) == 1:
        return forward[0]
    q = view.get("question") or {}
    kind = q.get("kind")
    by_kind = {a.kind: a for a in forward}
    ring = view["ring"]
    if kind in ("declare", "reveal_to"):
        return _place_fellowship(view, forward, kind)
    if kind == "enter_mordor":
        return by_kind.get("enter_mordor", forward[0])
    if kind == "hunt":
        return _hunt_dice(view, forward)
    if kind == "hunt_damage":
        return _take_damage(ring, dict(q.get("params") or []).get("damage", 1), by_kind, forward)
    if kind == "guide":
        for want in ("gandalf_the_grey", "strider", "gandalf_the_white"):
            for a in forward:
                if a.get("companion") == want:
                    return a
    if kind in ("battle_casualty", "over_limit"):
        return min(forward, key=lambda a: CASUALTY.get((a.kind, a.get("piece")), 5))
    if kind == "battle_continue":
        return by_kind.get("yes", forward[0])
    if kind == "battle_retreat":
        return by_kind.get("stay", forward[0])
    if kind == "battle_stronghold":      # a siege holds the box for three rounds of assault
        return by_kind.get("withdraw", forward[0])
    if kind == "battle_advance":
        battle = view.get("battle") or {}
        if side == SHADOW and battle.get("source"):
            # the hold the attack came from keeps its garrison (_garrison)
            r = board().region(battle["source"])
            if _defenders(view, r, side) <= _garrison(view, battle["source"], side):
                return by_kind.get("done", forward[0])
        return next((a for a in forward if a.kind == "advance"), forward[0])
    if kind == "battle_press":
        return by_kind.get("downgrade" if side == SHADOW else "end", forward[0])
    if kind == "combat_card":
        cards = [a for a in forward if a.kind == "combat_card"]
        return cards[0] if cards else forward[0]
    if kind == "second_army":
        return by_kind.get("done", forward[0])
    if kind == "more_minions" and side == SHADOW and _nazgul_on_the_figure(view):
        return by_kind.get("done", forward[0])
    if kind == "opportunity":
        return _pick_die(view, side, forward)
    if kind == "hand_limit" and side == SHADOW:
        discards = [a for a in forward if a.kind == "discard"]
        if discards:
            return min(discards, key=lambda a: shadow_cards.worth(a["card"]))
    if kind == "_compound":
        return _compound(view, side, forward, rng)
    # a card's or a table card's question: take what it offers rather than decline it
    declining = ("no", "done", "pass", "decline", "end", "keep")
    taking = [a for a in forward if a.kind not in declining]
    return rng.choice(taking or forward)


def _to_gates(region: int) -> int:
    b = board()
    return min(b.distance(region, b.region(g)) for g in MORDOR_GATES)


def _place_fellowship(view: dict, forward: list[Action], kind: str) -> Action:
    """Declared or revealed, the Fellowship stands where it is nearest the gates of Mordor,
    away from what gives the Hunt re-rolls (a Shadow stronghold, Shadow units, Nazgûl: seed
    9.4); declared in a Free Peoples' City or Stronghold the enemy does not hold, it heals 1
    corruption (seed 8.9), worth a step of the way."""
    b = board()
    placed = [a for a in forward if a.get("region") is not None]
    if not placed:
        return forward[0]
    healing = kind == "declare" and view["ring"]["corruption"] > 0
    best = min(placed, key=lambda a: _placement_cost(view, a["region"], healing))
    if kind == "reveal_to" or _placement_cost(view, best["region"], healing) < _to_gates(b.region(view["fellowship"])):
        return best
    return next((a for a in forward if a.kind == "keep_hidden"), best)


def _placement_cost(view: dict, region: str, healing: bool) -> float:
    b = board()
    r = b.region(region)
    cost = float(_to_gates(r))
    if region in MORDOR_GATES:       # the way into Mordor, whoever stands there
        return cost - 1
    if _strength(view, region, SHADOW) or region in view["minions"].values():
        cost += 3
    if b.settlement_of[r] == STRONGHOLD and _holder(view, r) == SHADOW:
        cost += 3
    if healing and b.settlement_of[r] in (CITY, STRONGHOLD) and _holder(view, r) == FREE_PEOPLES:
        cost -= 1.5
    return cost


def _holder(view: dict, r: int) -> int:
    b = board()
    held = view["control"].get(b.ids[r])
    return b.side_of_region(r) if held is None else b.side(held)


def _take_damage(ring: dict, damage: int, by_kind: dict, forward: list[Action]) -> Action:
    """The Hunt's damage (seed 9.6, 9.8): a companion eliminated takes as much of it as its
    level, the Ring takes the rest as corruption. One point goes on the Ring while corruption
    has room; more, or near 12, or any on the Mordor Track, costs a companion: the Guide (the
    highest level) for 3 or more."""
    # On the Mordor Track the companions can no longer leave the Fellowship (seed 9.10): their
    # one use left is to take the Hunt's damage, so the Ring is spared while any is left.
    in_mordor = ring["mordor"] >= 0 and ring["companions"]
    ring_ok = "use_ring" in by_kind and not in_mordor and (
        damage <= 0 or (damage == 1 and ring["corruption"] + 1 < RING_ROOM))
    if ring_ok:
        return by_kind["use_ring"]
    if damage >= 3 and "lose_guide" in by_kind:
        return by_kind["lose_guide"]
    return by_kind.get("lose_random") or by_kind.get("lose_guide") or by_kind.get("use_ring") or forward[0]


def _hunt_dice(view: dict, forward: list[Action]) -> Action:
    """The Shadow's dice in the Hunt Box: three while the Fellowship is far, five as it nears
    Mordor, all it may on the Mordor Track (an Eye tile there deals a point for every die in
    the box: seed 9.10). Measured against the public engine's player (tools/wotr_peer), seeds
    2000-2049 as the Shadow, with the card worths and the adapter mapping the peer's Guide,
    separations and Nazgûl card flights: two/four 27 of 50, three/five 37, four/six (near
    within three steps) 33; the peer's Free Peoples mostly run for Mordor, there by turn 6-10."""
    ring = view["ring"]
    near = _to_gates(board().region(view["fellowship"])) <= ring["progress"] + 2
    # on the Mordor Track no dice are rolled: an Eye tile's damage is every die in the Hunt
    # Box (seed 9.10), so the Shadow puts in all it may
    want = MORDOR_HUNT if ring["mordor"] >= 0 else HUNT_NEAR if near else HUNT_FAR
    counts = [a for a in forward if a.kind == "hunt"]
    if not counts:
        return forward[0]
    return min(counts, key=lambda a: abs(a["n"] - want))


def _pick_die(view: dict, side: int, forward: list[Action]) -> Action:
    order = FP_DICE if side == FREE_PEOPLES else SHADOW_DICE
    dice_ = [a for a in forward if a.kind == "die"]
    stepping = {dice.CHARACTER, dice.WILL}
    if (side == FREE_PEOPLES and view["ring"]["mordor"] >= 0 and dice_
            and not stepping & {a["result"] for a in dice_}):
        # on the Mordor Track a turn without a step corrupts (seed 9.10): an Elven Ring makes
        # a Character result
        ring = next((a for a in forward if a.kind == "ring"), None)
        if ring is not None:
            return ring
    if dice_:
        return min(dice_, key=lambda a: order.index(a["result"]) if a["result"] in order else len(order))
    return next((a for a in forward if a.kind != "ring"), forward[0])


def _compound(view: dict, side: int, forward: list[Action], rng: random.Random) -> Action:
    picks = [a for a in forward if a.kind == "pick"]
    if not picks:
        return forward[0]
    part = picks[0].get("part")
    if part == "use":
        return _use(view, side, picks)
    if side == SHADOW and _prompt(view) in MINION_PROMPTS:
        chosen = _hunter(view, picks)
        if chosen is not None:
            return chosen
    if part == "army":
        if side == SHADOW and _prompt(view) == "Choose the region of the attacking army.":
            odds = _odds(view, side)
            return max(picks, key=lambda a: (odds.get(a["value"], 0.0), _strength(view, a["value"], side)))
        if side == SHADOW and _prompt(view) == "Choose the region of the army to move.":
            # an army that would have to leave a hold bare goes last (_garrison)
            return max(picks, key=lambda a: (_strength(view, a["value"], side) - 2 * _garrison(view, a["value"], side),
                                             _strength(view, a["value"], side)))
        return max(picks, key=lambda a: _strength(view, a["value"], side))
    if part == "units":
        if side == SHADOW and _moving(view):
            return _leaving_a_garrison(view, side, picks)
        return max(picks, key=lambda a: _units_in(a["value"]))
    if part in ("to", "target", "settlement", "first", "second"):
        regions = [a for a in picks if isinstance(a["value"], str) and a["value"] in board().index]
        if regions:
            if part == "target":
                return min(regions, key=lambda a: _strength(view, a["value"], 1 - side))
            if part == "to" and side == FREE_PEOPLES:
                return min(regions, key=lambda a: _to_gates(board().region(a["value"])))
            if part == "to":
                goals = _goals(view, side) + _threatened(view, side)
                if goals:
                    return min(regions, key=lambda a: _distance_to(a["value"], goals))
            if part != "to":
                threatened = _threatened(view, side) if side == SHADOW else ()
                return min(regions, key=lambda a: _muster_worth(view, a["value"], side, threatened))
    if part == "companions" and side == FREE_PEOPLES:
        # a companion who leaves the Fellowship no longer takes the Hunt's damage (seed 9.8):
        # the fewest, of the lowest level
        groups = [a for a in picks if isinstance(a["value"], (tuple, list))]
        if groups:
            return min(groups, key=lambda a: (len(a["value"]), sum(_level(c) for c in a["value"])))
    if part == "result":
        want = dice.CHARACTER if side == FREE_PEOPLES else dice.EYE
        return next((a for a in picks if a["value"] == want), picks[0])
    if part == "die" and side == FREE_PEOPLES:
        order = FP_DICE
        return max(picks, key=lambda a: order.index(a["value"]) if a["value"] in order else -1)
    if part == "card" and side == SHADOW and _prompt(view) == card_play.PROMPT:
        return max(picks, key=lambda a: shadow_cards.worth(a["value"]))
    if part == "deck" and side == SHADOW:
        # the character deck is the Hunt's (shadow_cards.py)
        return next((a for a in picks if a["value"] == SHADOW_DECK), picks[0])
    if part == "nation":
        names = [a for a in picks if a["value"] in NATIONS]
        if names:
            return min(names, key=lambda a: view["politics"][a["value"]]["step"])
    return rng.choice(picks)


def _use(view: dict, side: int, picks: list[Action]) -> Action:
    ring = view["ring"]
    order = list(FP_USES if side == FREE_PEOPLES else SHADOW_USES)
    if side == FREE_PEOPLES and ring["hidden"]:
        order = [u for u in order if u not in (dice.HIDE, dice.STRIDER_HIDE)] + [dice.HIDE, dice.STRIDER_HIDE]
    if side == SHADOW and all(p["step"] == 0 for n, p in view["politics"].items()
                              if board().side_of_nation[board().nation(n)] == SHADOW):
        order.remove(dice.DIPLOMACY)
        order.append(dice.DIPLOMACY)
    if side == SHADOW and not _odds(view, side):
        # no army outnumbers an enemy next to it enough: the attack waits (musters and marches
        # first) rather than spend the units in a battle the dice favour the defender in
        for use in (dice.ATTACK, dice.LEADER_ATTACK):
            order.remove(use)
            order.insert(order.index(dice.DRAW), use)
    if side == SHADOW and _threatened(view, side):
        # a hold the enemy may walk into: its defenders mustered before the armies march off
        for use in (dice.RECRUIT_ELITE, dice.RECRUIT_BOTH, dice.RECRUIT_REGULARS, dice.VOICE_RECRUIT):
            order.remove(use)
            order.insert(order.index(dice.MOVE), use)
    if side == SHADOW and _figure_unwatched(view):
        order.remove(dice.MOVE_MINIONS)
        order.insert(order.index(dice.LEADER_MOVE), dice.MOVE_MINIONS)
    if side == FREE_PEOPLES and ring["mordor"] < 0 and hunt_risk(view) > MOVE_RISK:
        order.remove(dice.FELLOWSHIP_MOVE)          # the die does something else this time
        order.insert(order.index(dice.SKIP), dice.FELLOWSHIP_MOVE)
    rank = {u: i for i, u in enumerate(order)}
    return min(picks, key=lambda a: rank.get(a["value"], len(order)))


def _level(companion: str) -> int:
    return next((c.level for c in characters().companions if c.id == companion), 0)


def hunt_risk(view: dict) -> float:
    """The chance that the Hunt succeeds against the Fellowship's next step (seed 9.4): as
    many dice as the Shadow's dice in the Hunt Box (at most 5), each a success on a 6, with +1
    for every Free Peoples' die already there (one for each step this turn); a 1 always fails."""
    moved = steps_this_turn(view["log"])
    shadow = max(0, view["hunt_box"] - moved)
    each = min(5, 1 + moved) / 6
    return 1 - (1 - each) ** min(5, shadow)


def steps_this_turn(log: list[dict]) -> int:
    """How often the Fellowship has moved this turn, read from the log (tools/wotr_peer too)."""
    steps = 0
    for entry in reversed(log):
        template = entry.get("template")
        if template == "Turn {turn} begins.":
            break
        steps += template == "The Fellowship moves on ({progress})."
    return steps


def _side_units(army: dict, side: int) -> int:
    b = board()
    return sum(c["regular"] + c["elite"] for n, c in army.items() if b.side_of_nation[b.nation(n)] == side)


def _strength(view: dict, region: str, side: int) -> int:
    """The units of `side` in a region, the box included, elites counting double."""
    b = board()
    total = 0
    for where in ("armies", "besieged"):
        for n, c in view[where].get(region, {}).items():
            if b.side_of_nation[b.nation(n)] == side:
                total += c["regular"] + 2 * c["elite"] + c["leaders"]
    return total


def _units_in(value) -> int:
    try:
        return sum(c for *_, c in value)
    except (TypeError, ValueError):
        return 0


def _goals(view: dict, side: int) -> tuple[int, ...]:
    """The cities and strongholds the enemy holds (victory points for the taking)."""
    b = board()
    control = view["control"]
    out = []
    for r, vp in enumerate(b.vp_of):
        if not vp:
            continue
        holder = control.get(b.ids[r])
        owner = b.side_of_region(r) if holder is None else b.side(holder)
        if owner == 1 - side:
            out.append(r)
    return tuple(out)


def _distance_to(region: str, goals: tuple[int, ...]) -> int:
    b = board()
    here = b.region(region)
    return min(b.distance(here, g) for g in goals)


def _muster_worth(view: dict, region: str, side: int, threatened: tuple[int, ...] = ()) -> float:
    """Lower is better: the Free Peoples muster in the stronghold nearest an enemy army, the
    Shadow in the settlement nearest its goals."""
    b = board()
    r = b.region(region)
    if side == SHADOW:
        if r in threatened:       # a hold the enemy may take next turn first
            return -10 - _enemy_near(view, r, side)
        goals = _goals(view, side)
        return _distance_to(region, goals) if goals else 0
    enemies = [b.region(x) for x, army in view["armies"].items() if _side_units(army, SHADOW)]
    near = min((b.distance(r, e) for e in enemies), default=9)
    return near - (2 if b.settlement_of[r] == STRONGHOLD else 0)


# A side's hold (a city or stronghold it controls: victory points if lost) counts as threatened
# while an enemy army stands this near (an army moves one region a die; an empty hold is taken
# by walking in: seed, «Захоплення поселень»).
THREAT_REACH = 2
# The Shadow's own strongholds (Barad-dûr, Dol Guldur, Orthanc...: two victory points each
# toward the Free Peoples' 4) look one region further, and always keep one unit: measured
# against the public engine's player, its Free Peoples marched into the ones left bare.
HOME_REACH = 3
HOME_FLOOR = 1


def _home(r: int, side: int) -> bool:
    b = board()
    return side == SHADOW and b.settlement_of[r] == STRONGHOLD and b.side_of_region(r) == SHADOW


def _enemy_near(view: dict, r: int, side: int) -> int:
    """The most enemy units in one army within reach of region r (THREAT_REACH, or
    HOME_REACH around the Shadow's own strongholds)."""
    b = board()
    reach = HOME_REACH if _home(r, side) else THREAT_REACH
    most = 0
    for where, army in view["armies"].items():
        n = _side_units(army, 1 - side)
        if n > most and b.distance(r, b.region(where)) <= reach:
            most = n
    return most


def _holds(view: dict, side: int) -> tuple[int, ...]:
    """The cities and strongholds `side` controls (lost, each is the enemy's victory points)."""
    b = board()
    return tuple(r for r, vp in enumerate(b.vp_of) if vp and _holder(view, r) == side)


def _defenders(view: dict, r: int, side: int) -> int:
    region = board().ids[r]
    return sum(_side_units(view[where].get(region, {}), side) for where in ("armies", "besieged"))


def _threatened(view: dict, side: int) -> tuple[int, ...]:
    """The side's holds with an enemy army near and fewer defenders than it has units."""
    return tuple(r for r in _holds(view, side) if _defenders(view, r, side) < _enemy_near(view, r, side))


def _garrison(view: dict, region: str, side: int) -> int:
    """How many units an army standing in one of its side's holds keeps there: as many as the
    largest enemy army near (at most 5, a siege's most), none when no enemy is near (one in
    the Shadow's own strongholds: HOME_FLOOR)."""
    r = board().region(region)
    if r not in _holds(view, side):
        return 0
    return max(HOME_FLOOR if _home(r, side) else 0, min(5, _enemy_near(view, r, side)))


def _prompt(view: dict) -> str | None:
    return (view.get("question") or {}).get("prompt")


def _moving(view: dict) -> bool:
    return _prompt(view) == "Choose the pieces that move."


def _leaving_a_garrison(view: dict, side: int, picks: list[Action]) -> Action:
    """The most units that may go while the hold they stand in keeps its garrison (the first
    group offered is the whole army, so it names the region: movement.groups)."""
    groups = [a for a in picks if isinstance(a["value"], (list, tuple))]
    if not groups:
        return picks[0]
    whole = _units_in(groups[0]["value"]) - _leaders_in(groups[0]["value"])
    region = _region_of(view, groups[0]["value"], side)
    keep = min(whole - 1, _garrison(view, region, side)) if region is not None else 0
    allowed = [a for a in groups if whole - (_units_in(a["value"]) - _leaders_in(a["value"])) >= keep] or groups
    return max(allowed, key=lambda a: _units_in(a["value"]))


def _leaders_in(value) -> int:
    return sum(c for _, kind, c in value if kind == "leaders")


def _region_of(view: dict, whole, side: int) -> str | None:
    """The region where `side`'s army is exactly this group."""
    want = {(n, k): c for n, k, c in whole}
    b = board()
    for region, army in view["armies"].items():
        have = {(n, k): c[k] for n, c in army.items() if b.side_of_nation[b.nation(n)] == side
                for k in ("regular", "elite", "leaders") if c[k]}
        if have == want:
            return region
    return None


# An attack is worth its dice when the attackers outnumber the defenders this many times over;
# a city's or a stronghold's defenders are counted more, as the attacker hits them only on a 6
# in the first round (seed, «Бій у місті чи фортеці»).
ODDS = 1.5
FORTIFIED = {CITY: 1.3, STRONGHOLD: 1.6}


def _odds(view: dict, side: int) -> dict[str, float]:
    """The regions of `side`'s armies that may attack at good odds, with their best odds
    against an enemy army next door (strength against the defenders' strength)."""
    b = board()
    out: dict[str, float] = {}
    armies = view["armies"]
    for region, army in armies.items():
        ours = _side_units(army, side)
        if ours < 2:
            continue
        r = b.region(region)
        mine = _strength(view, region, side)
        best = 0.0
        for n in b.neighbours[r]:
            theirs = _strength(view, b.ids[n], 1 - side)
            if not theirs:
                continue
            theirs *= FORTIFIED.get(b.settlement_of[n], 1.0)
            best = max(best, mine / theirs)
        if best >= ODDS:
            out[region] = best
    return out


# A Nazgûl in the region of the Ring-bearers' figure gives the Hunt a re-roll (seed 9.4: «1 або
# більше Назгулів»), and the figure stays where the Fellowship was last seen while it moves on
# hidden (8.1): a Character die flies one there before a Leader marches.
MINION_PROMPTS = ("Choose the minion to move.", "Choose where he leaves from.", "Choose where he goes.")


def _nazgul_at(view: dict, region: str) -> int:
    b = board()
    return sum(c["leaders"] for n, c in view["armies"].get(region, {}).items()
               if b.side_of_nation[b.nation(n)] == SHADOW)


def _nazgul_on_the_figure(view: dict) -> bool:
    # «Короля-Відьмака вважають назґулом» (hunt.py)
    return _nazgul_at(view, view["fellowship"]) > 0 or view["minions"].get("witch_king") == view["fellowship"]


def _figure_unwatched(view: dict) -> bool:
    """The Fellowship is off the Mordor Track and no Nazgûl stands with its figure."""
    return view["ring"]["mordor"] < 0 and not _nazgul_on_the_figure(view)


def _hunter(view: dict, picks: list[Action]) -> Action | None:
    """The parts of a minion move that send a Nazgûl to the Fellowship's figure: the Nazgûl
    (not a minion), from the region with the most of them, to the figure's region."""
    if not _figure_unwatched(view):
        return None
    prompt = _prompt(view)
    values = {a["value"]: a for a in picks}
    if prompt == MINION_PROMPTS[0]:
        return values.get("nazgul")
    if prompt == MINION_PROMPTS[1]:
        regions = [a for a in picks if isinstance(a["value"], str) and a["value"] in board().index]
        return max(regions, key=lambda a: _nazgul_at(view, a["value"])) if regions else None
    return values.get(view["fellowship"])
