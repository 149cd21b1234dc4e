"""Our seat's view of War of the Ring -> the peer's GameState (src/engine/types.ts), as far as
the view shows it: only what that seat may see (its own hand; the other side's cards as
placeholders; the Fellowship at its last public region). Fields the view has no counterpart
for stay as in the peer's own starting state (decide.mjs merges them).

Names: region and card ids are ours with '-' for '_' (the 105 regions agree one by one);
characters differ in two names; dice faces in two."""

from __future__ import annotations

from lotr_table.games.wotr.board import FREE_PEOPLES, NATIONS, SHADOW, board
from lotr_table.games.wotr.heuristic import steps_this_turn

SIDE = {FREE_PEOPLES: "fp", SHADOW: "shadow"}
SIDE_NAME = {"free_peoples": "fp", "shadow": "shadow"}
FACE = {"army_muster": "armyMuster", "will_of_the_west": "will"}
FACE_BACK = {v: k for k, v in FACE.items()}
CHARACTER = {"gandalf_the_grey": "gandalf-grey", "gandalf_the_white": "gandalf-white"}
CHARACTER_BACK = {v: k for k, v in CHARACTER.items()}
# the peer's phases (types.ts Phase) for the questions the adapter converts
PHASE_OF_QUESTION = {"hunt": "huntAllocation", "declare": "fellowship", "enter_mordor": "fellowship"}


def peer_id(ours: str) -> str:
    return ours.replace("_", "-")


def our_id(theirs: str) -> str:
    return theirs.replace("-", "_")


def peer_character(ours: str) -> str:
    return CHARACTER.get(ours, peer_id(ours))


def our_character(theirs: str) -> str:
    return CHARACTER_BACK.get(theirs, our_id(theirs))


def peer_face(ours: str) -> str:
    return FACE.get(ours, ours)


def our_face(theirs: str) -> str:
    return FACE_BACK.get(theirs, theirs)


def _shadow_nation(nation: str) -> bool:
    b = board()
    return b.side_of_nation[b.nation(nation)] == SHADOW


def _box(army: dict) -> dict:
    """Our {nation: {regular, elite, leaders}} -> the peer's units/leaders/nazgul (the
    Shadow's 'leaders' are Nazgûl)."""
    units, leaders, nazgul = {}, 0, 0
    for nation, c in army.items():
        if c["regular"] or c["elite"]:
            units[nation] = {"regular": c["regular"], "elite": c["elite"]}
        if _shadow_nation(nation):
            nazgul += c["leaders"]
        else:
            leaders += c["leaders"]
    return {"units": units, "leaders": leaders, "nazgul": nazgul, "characters": []}


def peer_state(view: dict, side: int, phase: str) -> dict:
    b = board()
    regions = {}
    for rid in b.ids:
        box = _box(view["armies"].get(rid, {}))
        held = view["control"].get(rid)
        owner = "fp" if b.side_of_region(b.region(rid)) == FREE_PEOPLES else "shadow"
        control = None if held is None or SIDE_NAME.get(held, held) == owner else SIDE_NAME.get(held, held)
        region = {**box, "control": control, "besieged": rid in view["besieged"]}
        if rid in view["besieged"]:
            region["siegeBox"] = _box(view["besieged"][rid])
        regions[peer_id(rid)] = region
    ring = view["ring"]
    in_play = {}
    for who, where in list(ring.get("on_map", {}).items()) + list(view["minions"].items()):
        in_play[peer_character(who)] = peer_id(where)
        regions[peer_id(where)]["characters"].append(peer_character(who))
    politics = {n: {"step": p["step"], "active": p["active"]} for n, p in view["politics"].items()}
    reserve = {}
    for n, c in view["reserve"].items():
        r = {"regular": c["regular"], "elite": c["elite"], "leader": 0 if _shadow_nation(n) else c["leaders"]}
        if n == "sauron":
            r["nazgul"] = c["leaders"]
        reserve[n] = r
    fp_rings, sh_rings = view["elven_rings"]
    rings = ["fp"] * fp_rings + ["shadow"] * sh_rings
    rings += ["used"] * (3 - len(rings))
    moved = steps_this_turn(view.get("log", []))
    hand = []
    for z, zone in view["zones"].items():
        if z.startswith("hand") and zone.get("owner") in view["seats"]:
            hand += [peer_id(c["card"]) for c in zone["cards"] if c]
    me = SIDE[side]
    cards = {
        "fp": {"draw": {"character": [], "strategy": []}, "hand": [], "discard": {"character": [], "strategy": []}, "table": []},
        "shadow": {"draw": {"character": [], "strategy": []}, "hand": [], "discard": {"character": [], "strategy": []}, "table": []},
    }
    cards[me]["hand"] = hand
    for s_ours, s_peer in ((FREE_PEOPLES, "fp"), (SHADOW, "shadow")):
        prefix = ("free_peoples", "shadow")[s_ours]
        for deck in ("character", "strategy"):
            count = view["zones"].get(f"{prefix}_{deck}", {}).get("count", 0)
            cards[s_peer]["draw"][deck] = ["hidden"] * count
    vp = view["victory_points"]
    return {
        "turn": view["turn"], "phase": phase, "currentPlayer": me,
        "dice": {SIDE_NAME[k]: [peer_face(f) for f in faces] for k, faces in view["dice"].items()},
        "usedDice": {"fp": [], "shadow": []},
        "hunt": {"box": max(0, view["hunt_box"] - moved), "fpDiceInBox": moved},
        "elvenRings": rings,
        "fellowship": {
            "location": peer_id(view["fellowship"]), "progress": ring["progress"], "hidden": ring["hidden"],
            "corruption": ring["corruption"], "companions": [peer_character(c) for c in ring["companions"]],
            "guide": peer_character(ring["guide"]) if ring.get("guide") else "gollum",
            "mordor": None if ring["mordor"] < 0 else ring["mordor"],
        },
        "characters": {"inPlay": in_play, "eliminated": [peer_character(c) for c in ring.get("fallen", [])]
                       + [peer_character(c) for c in view.get("minions_fallen", [])],
                       "entered": [peer_character(c) for c in view["minions"]]
                       + [c for c in ("gandalf-white", "aragorn") if c in [peer_character(x) for x in ring["companions"]]
                          or c in in_play]},
        "regions": regions, "nations": politics, "reinforcements": reserve, "cards": cards,
        "victoryPoints": {"fp": vp["free_peoples"], "shadow": vp["shadow"]},
        "pendingChoice": None, "pendingCombat": None, "winner": None,
    }


# Our battle and Hunt questions -> the peer's pendingChoice kinds (wotrAdapter.legalActions)
CHOICE_OF_QUESTION = {
    "combat_card": "combatCard", "battle_casualty": "combatCasualties", "battle_continue": "combatContinue",
    "battle_retreat": "combatRetreat", "battle_stronghold": "siegeWithdraw", "battle_press": "siegeExtend",
    "battle_advance": "advanceChoice", "hunt_damage": "huntDamage", "second_army": "armyMove2",
}


def last_battle(view: dict) -> dict | None:
    """The battle under way, from the log's last «{side} attacks {target} from {source}.»"""
    for entry in reversed(view.get("log", [])):
        if entry.get("template") == "{side} attacks {target} from {source}.":
            a = entry["args"]
            return {"attacker": SIDE_NAME.get(a["side"], a["side"]), "from": peer_id(a["source"]), "to": peer_id(a["target"])}
    return None


def last_move(view: dict) -> dict | None:
    """The army move just made, from the log's last «{side} moves an army from {source} to
    {region}.» (the peer's armyMove2 bars the army that moved: its data.src / data.dest)."""
    for entry in reversed(view.get("log", [])):
        if entry.get("template") == "{side} moves an army from {source} to {region}.":
            a = entry["args"]
            return {"src": peer_id(a["source"]), "dest": peer_id(a["region"])}
    return None


def pending(view: dict, side: int, kind: str) -> tuple[dict, dict | None] | None:
    """The peer's pendingChoice (and pendingCombat, in a battle) for our question `kind`, or
    None where the view does not show enough (a battle not in the log)."""
    me = SIDE[side]
    params = dict((view.get("question") or {}).get("params") or [])
    choice = {"owner": me, "kind": CHOICE_OF_QUESTION[kind]}
    if kind == "second_army":
        moved = last_move(view)
        if moved is None:
            return None
        choice["data"] = moved
        return choice, None
    if kind == "hunt_damage":
        choice["data"] = {"damage": params.get("damage", 1)}
        return choice, None
    battle = last_battle(view)
    if battle is None:
        return None
    attacker = battle["attacker"]
    defender = "shadow" if attacker == "fp" else "fp"
    siege = battle["from"] == battle["to"]
    combat = {"attacker": attacker, "defender": defender, "from": battle["from"], "to": battle["to"], "round": 1,
              "fortified": False, "step": "attackerCard" if me == attacker else "defenderCard",
              "attackerCard": None, "defenderCard": None, "atkHits": 0, "defHits": 0, "siege": siege}
    if siege:
        combat["boxed"] = defender
    if kind == "battle_casualty":
        region = battle["from"] if me == attacker else battle["to"]
        choice["data"] = {"region": region, "side": me, "hits": params.get("hits", 1),
                          "boxed": siege and me == defender, "next": "continueDecision"}
        combat["step"] = "attackerCasualties" if me == attacker else "defenderCasualties"
    return choice, combat
