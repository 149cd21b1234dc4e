"""Hand-written views of the cooperative game, shaped exactly as coop_spec.md's "View" says,
for drawing the table before (and besides) real engine states.

adventure(): Moria, mid-turn, Frodo (seat 0) at the card step (`cards`), three players.
sanctuary(): Rivendell, the Council action, Sam asked to pass a card.
payment(): Moria's "Orcs attack" paid by the group; Sam (seat 1) giving, with cards aside.
finished(): Mordor, the Ring destroyed.
hidden(): the adventure seen by nobody (seat None): no hand, no actions.
"""

from __future__ import annotations

import copy

MORIA_SPACES = {
    "fighting": ["start", "rune", "rune", "ring", "rune", "rune", "ring", "die", "rune", "die", "gold"],
    "hiding": ["start", "card:book_of_mazarbul", "ring", "heart", "ring", "heart", "ring", "heart"],
    "travelling": ["start", "rune", "rune", "sun", "rune", "sun", "rune", "sun"],
}
MORIA_EVENTS = ["speak_friend", "watcher", "stone_in_well", "trapped", "orcs_attack", "fly_you_fools"]
MORDOR_SPACES = {
    "travelling": ["start", "rune", "rune", "rune", "rune", "rune", "die", "rune", "rune", "rune", "rune", "die",
                   "rune", "die"],
    "friendship": ["start", "rune", "card:army_of_the_dead", "rune", "card:ghan", "rune", "card:eowyn", "heal"],
    "fighting": ["start", "rune", "heart", "rune", "heart", "rune", "heart", "heal"],
    "hiding": ["start", "rune", "sun", "rune", "sun", "rune", "sun", "heal"],
}
MORDOR_EVENTS = ["sam_saves_frodo", "nazgul_lord_attacks", "pelennor", "mouth_of_sauron", "surrounded",
                 "ring_is_mine"]


def _tracks(spaces: dict, pos: dict) -> dict:
    return {a: {"pos": pos[a], "length": len(s), "spaces": list(s)} for a, s in spaces.items()}


def _hobbits(n: int = 3) -> list[dict]:
    rows = [
        {"seat": 0, "hobbit": "frodo", "pos": 2, "alive": True, "runes": 6,
         "life": {"heart": 1, "sun": 0, "ring": 1}, "hand_size": 7, "ring_bearer": True, "active": True},
        {"seat": 1, "hobbit": "sam", "pos": 4, "alive": True, "runes": 3,
         "life": {"heart": 0, "sun": 1, "ring": 0}, "hand_size": 5, "ring_bearer": False, "active": False},
        {"seat": 2, "hobbit": "pippin", "pos": 1, "alive": True, "runes": 2,
         "life": {"heart": 0, "sun": 0, "ring": 1}, "hand_size": 4, "ring_bearer": False, "active": False},
        {"seat": 3, "hobbit": "merry", "pos": 0, "alive": False, "runes": 1,
         "life": {"heart": 0, "sun": 0, "ring": 0}, "hand_size": 0, "ring_bearer": False, "active": False},
    ]
    return rows[:n]


FRODO_HAND = ["brown_fighting", "grey_hiding", "brown_star", "grey_travelling", "aragorn", "mithril",
              "brown_hiding"]


def adventure(seat: int | None = 0) -> dict:
    """Moria mid-turn: the tile "Fighting" has been resolved, Frodo is at the card step."""
    hand = list(FRODO_HAND) if seat == 0 else None
    actions = []
    if seat == 0:
        incomplete = ["fighting", "hiding", "travelling"]
        for card in ("brown_fighting", "brown_star", "aragorn", "brown_hiding"):   # stars for Frodo
            actions += [{"kind": "play", "card": card, "track": t} for t in incomplete]
        actions += [{"kind": "play", "card": "grey_hiding", "track": "hiding"},
                    {"kind": "play", "card": "grey_travelling", "track": "travelling"},
                    {"kind": "rest_draw"}, {"kind": "rest_heal"}, {"kind": "end_turn"},
                    {"kind": "call_gandalf"}, {"kind": "ring"},
                    {"kind": "floor", "seat": 1}, {"kind": "floor", "seat": 2}]
    return {
        "game": "lotr_coop", "seat": seat, "players": 3, "level": "standard",
        "variants": {"relay": False, "equality": False, "competition": False},
        "hobbits": _hobbits(3),
        "hand": hand,
        "sauron": 11,
        "ring": {"bearer": 0, "used": False, "placed": False},
        "location": "moria", "location_index": 2, "sanctuary_action": None,
        "board": {"id": "moria", "main": "fighting", "numbers": list(range(10, 21)),
                  "tracks": _tracks(MORIA_SPACES, {"fighting": 4, "hiding": 1, "travelling": 2}),
                  "event_index": 2, "events": list(MORIA_EVENTS), "parts": {}},
        "row": ["pipe"], "legendary_in_hands": ["aragorn", "mithril", "book_of_mazarbul", "sting"],
        "tile": "fighting", "story_left": 17, "story_discard_top": "relentless_time",
        "journey_left": 31, "journey_discard_top": "grey_friendship",
        "gold_left": 6, "gandalf": ["healing", "persistence", "guidance", "magic"], "played": [],
        "last_roll": {"seat": 1, "face": "two"},
        "revealed": [], "foresight": [],
        "pending": {"seat": 0, "kind": "cards",
                    "prompt": "{hobbit}: play cards or rest",
                    "params": {"hobbit": "frodo"}},
        "actions": actions,
        "giving": None,
        "log": [
            {"text": "Frodo reveals the story tile Relentless Time.",
             "template": "{hobbit} reveals the story tile {tile}.",
             "args": {"hobbit": "frodo", "tile": "relentless_time"}},
            {"text": "Frodo reveals the story tile Fighting.", "template": "{hobbit} reveals the story tile {tile}.",
             "args": {"hobbit": "frodo", "tile": "fighting"}},
        ],
        "over": False, "outcome": None,
    }


def sanctuary(seat: int | None = 1) -> dict:
    """Rivendell: the Council — each player passes one card to the left; Sam chooses."""
    view = adventure(seat)
    view.update({
        "location": "rivendell", "location_index": 1, "sanctuary_action": "council", "board": None,
        "row": [], "tile": None, "story_left": 23, "story_discard_top": None, "last_roll": None,
        "legendary_in_hands": ["aragorn", "mithril", "sting", "athelas"],
        "hand": ["grey_fighting", "brown_friendship", "sting", "athelas", "brown_star"] if seat == 1 else
        (list(FRODO_HAND) if seat == 0 else None),
        "pending": {"seat": 1, "kind": "council", "prompt": "{hobbit}: pass one card to the next player",
                    "params": {"hobbit": "sam"}},
        "actions": [{"kind": "pass_card", "card": c}
                    for c in ("grey_fighting", "brown_friendship", "sting", "athelas", "brown_star")]
        if seat == 1 else [],
    })
    for h in view["hobbits"]:
        h["life"] = {"heart": 0, "sun": 0, "ring": 0}
        h["active"] = False
    return view


def payment(seat: int | None = 1) -> dict:
    """Moria, "The orcs attack": the group pays 5 fighting; Sam has set aside one card."""
    view = adventure(seat)
    view["board"]["event_index"] = 5
    view["hand"] = ["grey_fighting", "brown_friendship", "gimli", "brown_star"] if seat == 1 else (
        list(FRODO_HAND) if seat == 0 else None)
    view["pending"] = {"seat": 1, "kind": "pay_give", "prompt": "{hobbit}: give {need} for {label}",
                       "params": {"hobbit": "sam", "need": "fighting 3", "label": "orcs_attack"}}
    view["actions"] = ([{"kind": "give", "card": "grey_fighting"}, {"kind": "give", "card": "gimli"},
                        {"kind": "give", "card": "brown_star"}, {"kind": "done"}] if seat == 1 else [])
    view["giving"] = {"requirement": {"fighting": 5}, "still_needed": {"fighting": 3},
                      "mine": ["brown_fighting"] if seat == 1 else []}
    view["tile"] = "relentless_time"
    return view


def finished(seat: int | None = 0) -> dict:
    """Mordor: the Ring destroyed at the Crack of Doom."""
    view = adventure(seat)
    view.update({
        "location": "mordor", "location_index": 6, "sanctuary_action": None,
        "board": {"id": "mordor", "main": "travelling",
                  "numbers": [50, 50, 51, 51, 52, 52, 53, 54, 55, 56, 57, 58, 59, 60],
                  "tracks": _tracks(MORDOR_SPACES, {"travelling": 13, "friendship": 4, "fighting": 7, "hiding": 2}),
                  "event_index": 4, "events": list(MORDOR_EVENTS), "parts": {}},
        "ring": {"bearer": None, "used": True, "placed": True},
        "row": ["eowyn"], "tile": None, "pending": None, "actions": [], "over": True,
        "last_roll": {"seat": 0, "face": "blank"},
        "outcome": {"fellowship_won": True, "score": 79, "scores": {"0": 79, "1": 79, "2": 79},
                    "reason": "The Ring is destroyed in the Crack of Doom.", "winners": [0, 1, 2]},
    })
    return view


def hidden() -> dict:
    return adventure(None)


def helms_deep(seat: int | None = 0) -> dict:
    view = adventure(seat)
    view["location"], view["location_index"] = "helms_deep", 4
    view["board"] = {"id": "helms_deep", "main": "fighting", "numbers": list(range(30, 41)),
                     "tracks": _tracks({
                         "fighting": ["start", "rune", "rune", "ring", "rune", "rune", "ring", "rune", "rune", "rune",
                                      "gold"],
                         "friendship": ["start", "die", "card:theoden", "ring", "card:shadowfax", "ring",
                                        "card:eomer", "ring"],
                         "travelling": ["start", "rune", "heart", "heart", "heart", "rune", "sun", "rune", "sun",
                                        "rune", "sun"]}, {"fighting": 2, "friendship": 3, "travelling": 6}),
                     "event_index": 1, "events": ["wormtongue", "riders_of_rohan", "orcs_gate", "fire_of_orthanc",
                                                  "orcs_storm", "orcs_conquer"], "parts": {"travelling": 5}}
    view["row"] = ["shadowfax", "eomer", "riders_of_rohan"]
    return copy.deepcopy(view)


ALL = {"adventure": adventure, "sanctuary": sanctuary, "payment": payment, "finished": finished,
       "helms_deep": helms_deep}


def _declared(make):
    """A hand-written view carries what each of its actions acts on, which of them are free
    actions and what a drop asks for, as the game declares them (games/lotr_coop/acts_on.py,
    refusal.FREE), like a view the engine builds (a card given goes before its giver: these
    views hold no Miruvor)."""
    from functools import wraps

    from lotr_table.engine.action import Action
    from lotr_table.games.lotr_coop.acts_on import ATTEMPT, acts_on
    from lotr_table.games.lotr_coop.refusal import FREE

    @wraps(make)
    def made(*args, **kwargs):
        view = make(*args, **kwargs)
        actions = view.get("actions", [])
        view["acts_on"] = [acts_on(Action.from_json(a), view.get("seat")) for a in actions]
        view["free"] = [a["kind"] in FREE for a in actions]
        view["attempt"] = ATTEMPT if actions else None
        return view
    return made


adventure, sanctuary, payment, finished, hidden, helms_deep = (
    _declared(f) for f in (adventure, sanctuary, payment, finished, hidden, helms_deep))
