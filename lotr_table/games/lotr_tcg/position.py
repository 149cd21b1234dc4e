"""`position(spec, seed)`: any table set up from a plain dict, so that each rule and each card
ability can be tested from the moment it matters.

    position({"players": 2, "fp": 0, "site": 4, "twilight": 3, "at": "skirmish",
              "seats": [{"deck": "aragorn", "play": ["1P365", {"card": "1C299", "on": "1C290"}],
                         "hand": ["1C116"], "burdens": 2, "wounds": {"1P365": 1}},
                        {"deck": "gandalf", "play": ["1C176"]}],
              "skirmish": ["1C290", ["1C176"]]}, seed=1)

Cards are named by collector code; each seat's cards come out of its own starter deck (the
rest is shuffled into its draw deck, so every card is conserved); a card of the set that
its deck does not hold is added to the seat's cards. Frodo and The One Ring are
in play for every seat (a seat's `ring_bearer` and `ring` replace its deck's). `on` attaches a card to the first card of that code in the same
seat's play area, or "site:N" to site N of the path; `stacked`: cards stacked on the seat's cards in play (Goblin Swarms); `wounds` maps a code in play to its wounds. Site k of the path comes from
the adventure deck of seat (k - 1) % players, or as `path` names it ({"4": "1C346"}, from
whichever seat's adventure deck holds it, or made for seat (k - 1) % players when none
does); every fellowship stands at `site` (or
`markers`). `at` names where play resumes: turn_start, fellowship, shadow, maneuver, archery,
archery_fire, assignment, skirmish (with `skirmish`: [companion, [minions]]), regroup,
regroup_choice. `ring_on`: the Ring-bearer wears The One Ring (until the regroup phase).
`fixed_draws`: the next random draws (a card taken at random, a tie of bids); what a seat
draws comes from its deck's order, which `deck_top` fixes.

A whole position (`write`, the game's `position_of`; `"whole": true`) holds everything a
state holds and is read back exactly: the options and each seat's deck, every zone with its
instance ids in order (top last) and their cards, the tokens and markers, the turn in
progress, the flow's stack and open question, the log, the RNG and the fixed draws
(engine/position_json.py).
"""

from __future__ import annotations

from lotr_table.engine import rng as chance
from lotr_table.engine.position_json import (PositionError, declare_vocabulary, read_by_number, read_fields,
                                             read_fixed_draws, read_kernel, read_zones, run_written_steps,
                                             write_by_number, write_fields, write_kernel, write_zones)
# the modules that register the flow's steps, in game.py's order (the order watchers are asked in)
from lotr_table.games.lotr_tcg import abilities, actions, answers, bidding, turn  # noqa: F401
from lotr_table.games.lotr_tcg import responses  # noqa: F401
from lotr_table.games.lotr_tcg.data import content
from lotr_table.games.lotr_tcg.deck import Deck
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.ring_bearer import instance_maker, seat_ring_bearer
from lotr_table.games.lotr_tcg.state import (
    PATH, VOCAB, TcgOptions, TcgState, adventure, dead, deck, discard, hand, new_zones, play, stacked)

PLACES = ("play", "hand", "discard", "dead", "deck_top", "stacked")


def position(spec: dict, seed: int = 0) -> TcgState:
    if spec.get("whole"):
        return read(spec)
    players = spec.get("players", len(spec.get("seats", ())) or 2)
    seats = list(spec.get("seats", [{} for _ in range(players)]))
    decks = tuple(x.get("deck", ("aragorn", "gandalf")[p % 2]) for p, x in enumerate(seats))
    opts = TcgOptions(players=players, variant=spec.get("variant", "starter"), decks=decks)
    zones = new_zones(players)
    s = TcgState(opts, zones, rng=chance.seed_state(seed))
    data = content()
    makers = []
    s.decks = opts.seat_decks(seed)
    on_sites = []
    for p, x in enumerate(seats):
        d = s.decks[p]
        left = d.draw_deck()
        make = instance_maker(s, p)
        makers.append(make)
        # another Frodo, or the other One Ring, than the starter deck's
        bearer_deck = d.model_copy(update={k: x[k] for k in ("ring_bearer", "ring") if k in x})
        seat_ring_bearer(s, p, bearer_deck, data.cards, make, burdens=x.get("burdens", 0))
        zone_of = {"play": play(p), "hand": hand(p), "discard": discard(p), "dead": dead(p), "deck_top": deck(p),
                   "stacked": stacked(p)}
        placed = []
        for place in PLACES:
            for item in x.get(place, ()):
                code = item["card"] if isinstance(item, dict) else item
                if code in left:
                    left.remove(code)
                elif code not in data.cards or code in d.sites:
                    raise ValueError(f"seat {p}: no card {code}")
                # else: a card of the set outside the seat's deck, added to its cards
                placed.append((place, code, item))
        rest = []
        for code in left:
            rest.append(make(code, deck(p)))
        zones.shuffle(deck(p), lambda m: chance.draw(s, m))
        for place, code, item in placed:
            inst = make(code, zone_of[place])
            if isinstance(item, dict) and str(item.get("on", "")).startswith("site:"):
                on_sites.append((inst, int(item["on"][5:])))          # once the path is laid
            elif isinstance(item, dict) and "on" in item:
                s.attached[inst] = _first(s, p, item["on"], exclude=inst)
        for code, w in x.get("wounds", {}).items():
            s.wounds[_first(s, p, code)] = w
        for code in d.sites:
            if data.cards[code].site <= opts.last_site:
                make(code, adventure(p))
    site = spec.get("site", 2)
    chosen = {int(n): code for n, code in spec.get("path", {}).items()}
    for number in sorted(set(range(1, site + 1)) | set(chosen)):
        if number in chosen:
            inst = next((i for p in range(players) for i in zones.cards[adventure(p)]
                         if zones.card_of[i] == chosen[number]), None)
            if inst is None:
                inst = makers[(number - 1) % players](chosen[number], PATH)
        else:
            owner = (number - 1) % players
            inst = next(i for i in zones.cards[adventure(owner)] if data.cards[zones.card_of[i]].site == number)
        zones.move(inst, PATH)
        s.path[number] = inst
    for inst, number in on_sites:
        s.attached[inst] = s.path[number]
    s.fp = spec.get("fp", 0)
    s.turn = spec.get("turn", 1)
    s.marker = {p: spec.get("markers", {}).get(str(p), site) for p in range(players)}
    s.twilight = spec.get("twilight", 0)
    s.moves = spec.get("moves", 1)
    s.move_limit = 2 if players == 2 else players - 1
    s.burdens = {p: seats[p].get("burdens", 0) for p in range(players)}
    s.ring_on = bool(spec.get("ring_on", False))
    _resume(s, spec)
    read_fixed_draws(s, spec)
    FLOW.advance(s)
    return s


def _first(s: TcgState, seat: int, code: str, exclude: str = "") -> str:
    for inst in s.zones.cards[play(seat)]:
        if s.zones.card_of[inst] == code and inst != exclude:
            return inst
    raise ValueError(f"seat {seat} has no {code} in play")


def find(s: TcgState, seat: int, code: str, zone: str = "play") -> str:
    """The first instance of `code` in one of `seat`'s zones (play, hand, discard, dead, deck)."""
    z = {"play": play, "hand": hand, "discard": discard, "dead": dead, "deck": deck}[zone](seat)
    for inst in s.zones.cards[z]:
        if s.zones.card_of[inst] == code:
            return inst
    raise ValueError(f"seat {seat} has no {code} in {z}")


def _resume(s: TcgState, spec: dict) -> None:
    at = spec.get("at", "fellowship")
    s.phase = at if at in ("fellowship", "shadow", "maneuver", "archery", "assignment", "skirmish", "regroup") else "fellowship"
    if at == "turn_start":
        s.turn -= 1
        s.stack.append(("turn_start",))
    elif at == "fellowship":
        FLOW.then(s, ("phase_window", "fellowship"), ("move",), ("shadow_phases",))
    elif at == "shadow":
        FLOW.then(s, ("shadow_phases",))
    elif at in ("maneuver", "archery"):
        steps = [("phase_window", "maneuver")] if at == "maneuver" else []
        FLOW.then(s, *steps, ("phase_window", "archery"), ("archery_fire",))
    elif at == "archery_fire":
        s.phase = "archery"
        FLOW.then(s, ("archery_fire",))
    elif at == "assignment":
        FLOW.then(s, ("after_archery",))
    elif at == "skirmish":
        comp_code, minion_codes = spec["skirmish"]
        comp = _first(s, s.fp, comp_code)
        mins, taken = [], set()
        for code in minion_codes:
            m = next(i for p in range(s.opts.players) if p != s.fp for i in s.zones.cards[play(p)]
                     if s.zones.card_of[i] == code and i not in taken)
            taken.add(m)
            mins.append(m)
        s.assigned = {comp: tuple(mins)}
        FLOW.then(s, ("skirmish", comp), ("skirmishes",))
    elif at == "regroup":
        FLOW.then(s, ("regroup",))
    elif at == "regroup_choice":
        s.phase = "regroup"
        FLOW.then(s, ("regroup_choice",))
    else:
        raise ValueError(f"unknown resume point {at!r}")


# -- a whole position ----------------------------------------------------------------------

# State fields written as they are; those keyed by seat (or site number) as {"0": ...}
_PLAIN_FIELDS = ("turn", "fp", "first", "out", "winner", "reason", "twilight", "phase", "wounds", "attached",
                 "ring_on", "moves", "move_limit", "no_more_moves", "assigned", "fought", "effects", "used", "order")
_BY_NUMBER = ("burdens", "bearer", "resistance", "marker", "path")


def write(s: TcgState) -> dict:
    """The whole state as a readable position (see the module's docstring)."""
    declare_vocabulary(VOCAB)
    out: dict = {"game": "lotr_tcg", "whole": True, "options": s.opts.model_dump(mode="json"),
                 "decks": [d.model_dump(mode="json") for d in s.decks], **write_zones(s.zones)}
    out.update(write_fields(s, _PLAIN_FIELDS))
    for name in _BY_NUMBER:
        out[name] = write_by_number(getattr(s, name))
    out.update(write_kernel(s))
    return out


def read(spec: dict) -> TcgState:
    """The state a whole position (`write`) holds, exactly."""
    import json
    declare_vocabulary(VOCAB)
    try:
        opts = TcgOptions.model_validate_json(json.dumps(spec.get("options", {})))
        decks = tuple(Deck.model_validate(d) for d in spec.get("decks", ()))
    except ValueError as e:
        raise PositionError(f"options or decks: {e}") from None
    if len(decks) != opts.players:
        raise PositionError(f"decks: one for each of the {opts.players} players")
    zones = new_zones(opts.players)
    read_zones(zones, spec)
    s = TcgState(opts, zones, decks=decks, rng=0)
    read_fields(s, spec, _PLAIN_FIELDS)
    for name in _BY_NUMBER:
        setattr(s, name, read_by_number(spec.get(name, {}), name))
    read_kernel(s, spec)
    run_written_steps(s, FLOW)
    return s
