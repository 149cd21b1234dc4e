"""Build a state from a readable position, for scenario tests, tutorials and bug reports.

{
  "options": {"players": 3, "level": "standard", ...},        # optional (CoopOptions)
  "location": "moria",              # a location id (default moria)
  "action_index": 0,                # sanctuaries: the next action to do
  "sauron": 12,
  "hobbits": {"frodo": {"pos": 3, "hand": ["brown_star", "sting"], "runes": 4,
                        "life": {"heart": 1}, "alive": true, "gold": [2],
                        "gained": 6}, ...},     # gained: runes won in the game (default: runes)
  "ring_bearer": "frodo", "ring_used": false, "active": "sam",
  "tracks": {"fighting": 3},        # markers (missing ones: 0); adventures only
  "event_index": 2,
  "story": ["sauron_will", "fighting"],   # the top of the story stack, top first; the other
                                          # tiles lie beneath in random order
  "story_discard": ["relentless_time"],
  "tile": "meagre_choice",          # a tile shown now (with step "tile")
  "journey": ["grey_hiding"],       # the top of the journey deck, top first; the rest beneath
  "journey_discard": [], "removed": [], "row": [...], "gandalf": [...], "gold": [3, 1, ...],
  "played": ["brown_fighting"],     # cards counted against this turn's limit
  "step": "turn"                    # where play resumes: turn (start of the active player's
                                    # turn), story (reveal the next tile), tile (the shown tile),
                                    # cards (the card step), adventure_end, location
}

Journey cards not placed anywhere are in the deck beneath the given top; legendary cards of
a location already passed that are placed nowhere are out of the game; of the current
adventure, in the row; of later locations, still in their stacks. The 23 story tiles and the
5 Gandalf cards are completed the same way.

A whole position (`write`, the game's `position_of`; `"whole": true`) holds everything a
state holds and is read back exactly: the hobbits by name in seat order, every deck and
stack in its order (top last, as the state keeps them), the location by id, the flow's
stack and open question, the log, the RNG and the draws it fixes (engine/position_json.py).
Any position may carry `"fixed_draws": [..]`: the next rolls of the threat die (a face's
index in tables.FACES) and other draws, in order.
"""

from __future__ import annotations

from lotr_table.engine import rng
from lotr_table.engine.position_json import (PositionError, read_field, read_fields, read_fixed_draws,
                                             read_kernel, run_written_steps, write_field, write_fields,
                                             write_kernel)
from lotr_table.games.lotr_coop import flow, rules, tables  # noqa: F401  (rules: every step)
from lotr_table.games.lotr_coop.options import CoopOptions
from lotr_table.games.lotr_coop.state import Hobbit, State


def _seat(s: State, hobbit: str) -> int:
    for i, h in enumerate(s.hobbits):
        if h.hobbit == hobbit:
            return i
    raise PositionError(f"{hobbit!r} is not in this game")


def build(position: dict, seed: int = 0) -> State:
    if position.get("whole"):
        return read(position)
    opts = CoopOptions.model_validate(position.get("options", {}))
    s = State(opts=opts, rng=rng.seed_state(seed))
    s.hobbits = [Hobbit(tables.HOBBITS[i]) for i in range(opts.players)]
    loc_id = position.get("location", "moria")
    if loc_id not in tables.LOCATIONS:
        raise PositionError(f"unknown location {loc_id!r}")
    s.location = tables.LOCATIONS.index(loc_id)
    lc = tables.loc(s)
    s.action_index = int(position.get("action_index", 0))
    s.sauron = int(position.get("sauron", opts.sauron_start))
    for hid, spec in position.get("hobbits", {}).items():
        h = s.hobbits[_seat(s, hid)]
        unknown = set(spec) - {"pos", "hand", "runes", "life", "alive", "gold", "gained"}
        if unknown:
            raise PositionError(f"{hid}: unknown keys {sorted(unknown)}")
        h.pos = int(spec.get("pos", 0))
        h.hand = list(spec.get("hand", []))
        h.runes = int(spec.get("runes", 0))
        h.gold = list(spec.get("gold", []))
        h.gained = int(spec.get("gained", h.runes))     # runes gained in the game (competition score)
        h.alive = bool(spec.get("alive", True))
        for t, n in spec.get("life", {}).items():
            if t not in tables.LIFE:
                raise PositionError(f"{hid}: unknown life token {t!r}")
            h.life[t] = int(n)
    s.ring_bearer = _seat(s, position["ring_bearer"]) if position.get("ring_bearer") else 0
    s.ring_used = bool(position.get("ring_used", False))
    s.active = _seat(s, position["active"]) if position.get("active") else s.ring_bearer
    if lc.kind == "adventure":
        s.tracks = {a: 0 for a in lc.tracks}
        for a, v in position.get("tracks", {}).items():
            if a not in lc.tracks:
                raise PositionError(f"{loc_id} has no {a} track")
            if not 0 <= v < len(lc.tracks[a]):
                raise PositionError(f"{a} marker {v} is off the track")
            s.tracks[a] = int(v)
        s.scratch["main_number"] = lc.numbers[s.tracks[lc.main]]
        s.scratch["adventure_over"] = False
        s.event_index = int(position.get("event_index", 0))
    s.played = list(position.get("played", []))
    s.tile = position.get("tile")
    s.journey_discard = list(position.get("journey_discard", []))
    s.removed = list(position.get("removed", []))
    s.story_discard = list(position.get("story_discard", []))

    # legendary cards
    placed = [c for h in s.hobbits for c in h.hand] + s.journey_discard + s.removed
    if "row" in position:
        s.row = list(position["row"])
    elif lc.kind == "adventure":
        s.row = [c for c in lc.cards if c not in placed]
    placed += s.row
    loc_of = tables.legendary_location()
    for c in tables.legendary_ids():
        if c in placed:
            continue
        li = tables.LOCATIONS.index(loc_of[c])
        if li < s.location or (li == s.location and lc.kind == "adventure"):
            s.removed.append(c)
    # Gandalf cards
    if "gandalf" in position:
        s.gandalf = list(position["gandalf"])
    else:
        s.gandalf = [g for g in tables.GANDALF if g not in s.journey_discard and g not in s.removed]

    # journey deck: the given top, then the rest shuffled beneath
    counts = dict(tables.journey_counts())
    top = list(position.get("journey", []))
    for c in placed + top + s.played:
        if c in counts:
            counts[c] -= 1
            if counts[c] < 0:
                raise PositionError(f"more than the deck's {tables.journey_counts()[c]} of {c!r}")
    rest = [c for c, n in counts.items() for _ in range(n)]
    flow.shuffle(s, rest)
    s.journey = rest + list(reversed(top))
    # played cards of this turn are already on the discard pile
    s.journey_discard.extend(c for c in s.played if c not in s.journey_discard)

    # story tiles
    tcount = {}
    for t in tables.story_stack():
        tcount[t] = tcount.get(t, 0) + 1
    stop = list(position.get("story", []))
    for t in stop + s.story_discard + ([s.tile] if s.tile else []):
        tcount[t] = tcount.get(t, 0) - 1
        if tcount[t] < 0:
            raise PositionError(f"too many {t!r} story tiles")
    srest = [t for t, n in tcount.items() for _ in range(n)]
    flow.shuffle(s, srest)
    s.story = srest + list(reversed(stop))

    gold = list(position.get("gold", [1, 1, 2, 2, 3, 3]))
    if "gold" not in position:
        for h in s.hobbits:
            for v in h.gold:
                gold.remove(v)
        flow.shuffle(s, gold)
    s.gold_stack = list(reversed(gold)) if "gold" in position else gold

    step = position.get("step", "turn" if lc.kind == "adventure" else "location")
    stacks = {"turn": [("turn_start",)], "story": [("story",)], "tile": [("tile_q",)],
              "cards": [("cards",)], "adventure_end": [("adventure_end",)], "location": [("location",)]}
    if step not in stacks:
        raise PositionError(f"unknown step {step!r}")
    if step == "tile" and not s.tile:
        raise PositionError("step 'tile' needs a 'tile'")
    s.stack = list(stacks[step])
    read_fixed_draws(s, position)
    flow.advance(s)
    return s


# -- a whole position ----------------------------------------------------------------------

_HOBBIT_FIELDS = ("pos", "alive", "hand", "runes", "gold", "life", "gained")
# State fields written as they are (lists top last, as the state keeps them)
_PLAIN_FIELDS = ("sauron", "ring_used", "action_index", "tracks", "event_index", "story", "story_discard", "tile",
                 "journey", "journey_discard", "removed", "row", "gold_stack", "gandalf", "played", "rested",
                 "turn_over", "last_roll", "revealed", "foresight", "scratch", "result")


def write(s: State) -> dict:
    """The whole state as a readable position (see the module's docstring)."""
    out: dict = {"game": "lotr_coop", "whole": True, "options": s.opts.model_dump(mode="json"),
                 "location": tables.LOCATIONS[s.location],
                 "hobbits": [{"hobbit": h.hobbit, **{k: write_field(getattr(h, k)) for k in _HOBBIT_FIELDS}}
                             for h in s.hobbits],
                 "ring_bearer": s.hobbits[s.ring_bearer].hobbit if s.ring_bearer is not None else None,
                 "active": s.hobbits[s.active].hobbit,
                 "aside": {s.hobbits[seat].hobbit: write_field(items) for seat, items in s.aside.items()}}
    out.update(write_fields(s, _PLAIN_FIELDS))
    out.update(write_kernel(s))
    return out


def read(spec: dict) -> State:
    """The state a whole position (`write`) holds, exactly."""
    try:
        opts = CoopOptions.model_validate(spec.get("options", {}))
    except ValueError as e:
        raise PositionError(f"options: {e}") from None
    s = State(opts=opts, rng=0)
    if spec.get("location") not in tables.LOCATIONS:
        raise PositionError(f"location: unknown location {spec.get('location')!r}")
    s.location = tables.LOCATIONS.index(spec["location"])
    hobbits = spec.get("hobbits")
    if not isinstance(hobbits, list) or len(hobbits) != opts.players:
        raise PositionError(f"hobbits: a whole position lists the {opts.players} hobbits in seat order")
    for i, x in enumerate(hobbits):
        if not isinstance(x, dict) or x.get("hobbit") not in tables.HOBBITS:
            raise PositionError(f"hobbits[{i}]: {x!r} names no hobbit ({', '.join(tables.HOBBITS)})")
        h = Hobbit(x["hobbit"])
        for k in _HOBBIT_FIELDS:
            if k not in x:
                raise PositionError(f"hobbits[{i}]: {x['hobbit']} lacks {k!r}")
            setattr(h, k, read_field(x[k], getattr(h, k), f"hobbits[{i}].{k}"))
        s.hobbits.append(h)
    s.ring_bearer = _seat(s, spec["ring_bearer"]) if spec.get("ring_bearer") is not None else None
    s.active = _seat(s, spec.get("active"))
    s.aside = {_seat(s, name): read_field(items, [], f"aside.{name}") for name, items in spec.get("aside", {}).items()}
    read_fields(s, spec, _PLAIN_FIELDS)
    read_kernel(s, spec)
    run_written_steps(s, flow)
    return s
