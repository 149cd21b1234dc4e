"""A whole game of War of the Ring written as a readable position and read back (the Game's
`position_of` and `position`): `position(position_of(s), 0)` has the fingerprint of `s`.

The written position is setup.py's hand-written format (armies, the stronghold boxes,
casualties, politics, control, the Fellowship, companions and minions on the map) with
everything else the state holds beside it, each under the state's own name:

  "reserve"          the reinforcements, checked: they are what the figures leave
  "turn", "phase", "pool", "rolled", "hunt_box", "hunt_box_fp", "fp_die_hunted",
  "rings", "ring_used", "mover", "acted", "leading", "last_nations", "last_army", "apart",
  "winner", "over", "barrier", "messenger_turn", "mordor_tried"
  "guide", "fallen", "replaced", "minions_fallen"      the Fellowship's and the minions' past
  "decks"            each event deck's cards, bottom first (the top card last)
  "hands", "discards", "tables"  by seat ("0", "1", ...), in the order they came (a table: the
                     cards played on it, face up)
  "combat_cards"     by seat: the combat card chosen face down in a battle round (combat.py)
  "hunt_pool", "hunt_drawn", "hunt_waiting", "hunt_aside"   the Hunt's tiles by their ints
                     (hunt_tiles.json's order, a kind's copies in a row)
  "known"            [card, seats] for each card known beyond its zone's seers (a card given
                     to an ally stays known to its giver; a tile drawn and put back)
  "rng", "fixed_draws"   the RNG and the next values of rng.draw fixed (dice first of all)
  "battle"           the battle in progress: sides, regions and pieces by name
  "stack", "question", "log"   the flow and the log's arguments (written.py)

A field left out is as the setup has it (no event card dealt, the Hunt's tiles at the start,
turn 0): a test writes only what its scenario needs, and `"fixed_draws"` fixes its dice.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from lotr_table.engine import rng as chance
from lotr_table.engine.zones import Zones
from lotr_table.games.wotr import card_zones as places, dice, hunt_tiles, written
from lotr_table.games.wotr.battle import Battle
from lotr_table.games.wotr.board import ELITE, LEADER, NATIONS, REGULAR, SAURON, SIDES, board
from lotr_table.games.wotr.cards import DECKS, event_cards
from lotr_table.games.wotr.characters import GOLLUM, characters, companion_id, minion_id
from lotr_table.games.wotr.setup import Position, PositionError, board_of
from lotr_table.games.wotr.state import EMPTY, State, original_controller, slot

Side = Literal["free_peoples", "shadow"]


class Written(Position):
    """Everything beyond setup.py's hand-written fields; None: as the setup has it."""
    reserve: dict[str, dict[str, int]] | None = None
    turn: int | None = Field(None, ge=0)
    phase: int | None = Field(None, ge=1, le=6)
    pool: dict[Side, int] | None = None
    rolled: dict[Side, list[str]] | None = None
    hunt_box: int | None = Field(None, ge=0)
    hunt_box_fp: int | None = Field(None, ge=0)
    fp_die_hunted: bool | None = None
    rings: list[int] | None = Field(None, min_length=2, max_length=2)
    ring_used: list[bool] | None = Field(None, min_length=2, max_length=2)
    mover: Side | None = None
    acted: list[int] | None = Field(None, min_length=2, max_length=2)
    leading: list[int] | None = Field(None, min_length=2, max_length=2)
    last_nations: dict[Side, list[str]] | None = None
    last_army: list[int] | None = None
    apart: list[str] | None = None
    winner: Side | None = None
    over: bool | None = None
    barrier: int | None = Field(None, ge=0)
    messenger_turn: int | None = None
    mordor_tried: bool | None = None
    guide: str | None = None
    fallen: list[str] | None = None
    replaced: list[str] | None = None
    minions_fallen: list[str] | None = None
    decks: dict[str, list[str]] | None = None
    hands: dict[str, list[str]] | None = None
    combat_cards: dict[str, list[str]] | None = None
    discards: dict[str, list[str]] | None = None
    tables: dict[str, list[str]] | None = None
    hunt_pool: list[int] | None = None
    hunt_drawn: list[int] | None = None
    hunt_waiting: list[int] | None = None
    hunt_aside: list[int] | None = None
    known: list[tuple[str | int, list[int]]] | None = None
    rng: int | None = Field(None, ge=0, lt=1 << 64)
    fixed_draws: list[int] = []
    stack: list[Any] | None = None
    question: Any = None
    battle: Any = None
    log: list[tuple[int, str, dict[str, Any]]] | None = None

    @model_validator(mode="after")
    def _dice(self) -> "Written":
        for side, results in (self.rolled or {}).items():     # (an Elven Ring may change a die to any result)
            for face in results:
                if face not in dice.RESULTS:
                    raise ValueError(f"rolled: {side}'s dice show no {face!r}")
        return self


# ---- writing -------------------------------------------------------------------------------

def _pieces(pieces) -> dict[str, dict[str, int]]:
    out = {}
    for n, nation in enumerate(NATIONS):
        regular, elite, leaders = pieces[slot(n, REGULAR)], pieces[slot(n, ELITE)], pieces[slot(n, LEADER)]
        one = {k: v for k, v in (("regular", regular), ("elite", elite),
                                 ("nazgul" if n == SAURON else "leaders", leaders)) if v}
        if one:
            out[nation] = one
    return out


def _companion(c: int) -> str:
    return "gollum" if c == GOLLUM else companion_id(c)


def position_of(s: State) -> dict:
    b = board()
    z = s.zones
    per_seat = range(places.seats(s.opts.players))
    return {
        "options": s.opts.model_dump(mode="json"),
        "start": "empty",
        "armies": {b.ids[r]: _pieces(a) for r, a in enumerate(s.armies) if a != EMPTY},
        "besieged": {b.ids[r]: _pieces(a) for r, a in enumerate(s.besieged) if a != EMPTY},
        "casualties": _pieces(s.casualties),
        "reserve": _pieces(s.reserve),
        "politics": {nation: {"step": s.step[n], "active": s.active[n]} for n, nation in enumerate(NATIONS)},
        "control": {b.ids[r]: SIDES[c] for r, c in enumerate(s.controller) if c != original_controller(r)},
        "mixed": sorted(b.ids[r] for r in s.mixed),
        "apart": sorted(b.ids[r] for r in s.apart),
        "fellowship": b.ids[s.fellowship_region], "progress": s.fellowship_progress,
        "hidden": s.fellowship_hidden, "corruption": s.corruption, "mordor": s.mordor,
        "companions": [companion_id(c) for c in s.fellowship], "guide": _companion(s.guide),
        "fallen": [companion_id(c) for c in s.fallen], "replaced": [companion_id(c) for c in s.replaced],
        "separated": {companion_id(c): b.ids[r] for c, r in s.separated},
        "minions": {minion_id(m): b.ids[r] for m, r in s.minions},
        "minions_fallen": [minion_id(m) for m in s.minions_fallen],
        "mordor_tried": s.mordor_tried,
        "turn": s.turn, "phase": s.phase,
        "pool": dict(zip(SIDES, s.pool)), "rolled": {side: list(s.rolled[i]) for i, side in enumerate(SIDES)},
        "hunt_box": s.hunt_box, "hunt_box_fp": s.hunt_box_fp, "fp_die_hunted": s.fp_die_hunted,
        "rings": list(s.rings), "ring_used": list(s.ring_used), "mover": SIDES[s.mover],
        "acted": list(s.acted), "leading": list(s.leading),
        "last_nations": {side: [NATIONS[n] for n in s.last_nations[i]] for i, side in enumerate(SIDES)},
        "last_army": list(s.last_army),
        "winner": SIDES[s.winner] if s.winner >= 0 else None, "over": s.over, "barrier": s.barrier,
        "messenger_turn": s.messenger_turn,
        "decks": {d: list(places.cards_in(z, d)) for d in DECKS},
        "hands": {str(x): list(places.cards_in(z, places.HANDS[x])) for x in per_seat},
        "discards": {str(x): list(places.cards_in(z, places.DISCARDS[x])) for x in per_seat},
        "combat_cards": {str(x): list(places.cards_in(z, places.COMBAT[x])) for x in per_seat},
        "tables": {str(x): list(places.cards_in(z, places.TABLES[x])) for x in per_seat},
        **{zone: list(places.cards_in(z, zone)) for zone in places.TILE_ZONES},
        "known": [[z.card_of[i], sorted(z.known[i])] for zone, items in z.cards.items() for i in items
                  if z.known[i] != z.seers[zone]],
        "rng": s.rng, "fixed_draws": list(s.fixed_draws),
        "stack": [written.write(step) for step in s.stack],
        "question": written.write(s.pending),
        "battle": None if s.battle is None else _battle_of(s.battle),
        "log": [[vis, template, {k: written.write(v) for k, v in args}] for vis, template, args in _events(s.log)],
    }


def _battle_of(bt: Battle) -> dict:
    """A battle in progress in words: the sides and regions by name, the pieces by nation."""
    b = board()
    return {"side": SIDES[bt.side], "source": b.ids[bt.source], "target": b.ids[bt.target], "kind": bt.kind,
            "attack": _pieces(bt.attack), "round": bt.round, "hits": list(bt.hits),
            "dice": written.write(bt.dice), "outcome": bt.outcome, "advanced": _pieces(bt.advanced),
            "white_rider": bt.white_rider, "terms": written.write(bt.terms),
            "combat": {"cards": [[seat, card] for seat, card in bt.cards], "cancelled": list(bt.cancelled),
                       "mods": written.write(bt.mods), "scored": written.write(bt.scored),
                       "silenced": [companion_id(c) for c in bt.silenced]}}


def _battle(spec: Any) -> Battle:
    try:
        return Battle(side=SIDES.index(spec["side"]), source=board().region(spec["source"]),
                      target=board().region(spec["target"]), kind=spec["kind"],
                      attack=_pieces_of(spec["attack"], "battle.attack"), round=spec["round"],
                      hits=tuple(spec["hits"]), dice=written.read(spec["dice"], "battle.dice"),
                      outcome=spec["outcome"], advanced=_pieces_of(spec["advanced"], "battle.advanced"),
                      white_rider=spec["white_rider"], terms=written.read(spec.get("terms", []), "battle.terms"),
                      **_combat(spec.get("combat")))
    except (KeyError, TypeError, ValueError) as e:
        if isinstance(e, PositionError):
            raise
        raise PositionError(f"battle: {e!r}") from None


def _combat(spec: Any) -> dict:
    """This round's combat cards and their effects (left out: none)."""
    if spec is None:
        return {}
    return {"cards": tuple((seat, card) for seat, card in spec["cards"]), "cancelled": tuple(spec["cancelled"]),
            "mods": written.read(spec["mods"], "battle.combat.mods"),
            "scored": written.read(spec["scored"], "battle.combat.scored"),
            "silenced": tuple(_index([c.id for c in characters().companions], name, "battle.combat.silenced")
                              for name in spec.get("silenced", []))}


def _events(log) -> list:
    out = []
    while log is not None:
        event, log = log
        out.append(event)
    out.reverse()
    return out


# ---- reading -------------------------------------------------------------------------------

def position(spec: dict, seed: int = 0) -> State:
    """The state a position describes, written by `position_of` or by hand (setup.py's fields
    and any of the others); a field that does not fit is refused with its name."""
    try:
        p = Written.model_validate(spec)
    except ValueError as e:
        raise PositionError(str(e)) from None
    s = board_of(p, seed)
    b = board()
    if p.reserve is not None:
        given = _pieces_of(p.reserve, "reserve")
        if given != tuple(s.reserve):
            raise PositionError(f"reserve: {p.reserve} is not what the figures leave, {_pieces(s.reserve)}")
    for name in ("turn", "phase", "hunt_box", "hunt_box_fp", "fp_die_hunted", "over", "barrier",
                 "messenger_turn", "mordor_tried", "rng"):
        value = getattr(p, name)
        if value is not None:
            setattr(s, name, value)
    for name in ("rings", "ring_used", "acted", "leading", "last_army"):
        value = getattr(p, name)
        if value is not None:
            setattr(s, name, tuple(value))
    if p.pool is not None:
        s.pool = tuple(p.pool.get(side, s.pool[i]) for i, side in enumerate(SIDES))
    if p.rolled is not None:
        s.rolled = tuple(tuple(p.rolled.get(side, ())) for side in SIDES)
    if p.mover is not None:
        s.mover = SIDES.index(p.mover)
    if p.winner is not None:
        s.winner = SIDES.index(p.winner)
    if p.last_nations is not None:
        s.last_nations = tuple(tuple(_index(NATIONS, n, "last_nations") for n in p.last_nations.get(side, ()))
                               for side in SIDES)
    if p.apart is not None:
        s.apart = frozenset(_region(r, "apart") for r in p.apart)
        s.mixed = frozenset(b.region(r) for r in p.mixed)
    companions = [c.id for c in characters().companions]
    if p.companions is not None:                 # in the order written (setup.py sorts them)
        s.fellowship = tuple(_index(companions, c, "companions") for c in p.companions)
        s.companions = len(s.fellowship)
    if p.guide is not None:
        s.guide = GOLLUM if p.guide == "gollum" else _index(companions, p.guide, "guide")
    if p.fallen is not None:
        s.fallen = tuple(_index(companions, c, "fallen") for c in p.fallen)
    if p.replaced is not None:
        s.replaced = tuple(_index(companions, c, "replaced") for c in p.replaced)
    if p.minions_fallen is not None:
        names = [m.id for m in characters().minions]
        s.minions_fallen = tuple(_index(names, m, "minions_fallen") for m in p.minions_fallen)
    s.zones = _zones(p)
    s.fixed_draws = tuple(p.fixed_draws)
    s.rng = chance.seed_state(seed) if p.rng is None else p.rng
    try:
        if p.stack is not None:
            s.stack = [written.read(step, f"stack[{i}]") for i, step in enumerate(p.stack)]
        s.pending = written.read(p.question, "question")
        s.battle = None if p.battle is None else _battle(p.battle)
        log = None
        for i, (vis, template, args) in enumerate(p.log or ()):
            items = tuple((k, written.read(v, f"log[{i}].{k}")) for k, v in args.items())
            log = ((vis, template, tuple(sorted(items)) if len(items) > 1 else items), log)
        s.log = log
    except written.WrittenError as e:
        raise PositionError(str(e)) from None
    return s


def _index(names, name: str, field: str) -> int:
    try:
        return list(names).index(name)
    except ValueError:
        raise PositionError(f"{field}: no {name!r}") from None


def _region(region: str, field: str) -> int:
    try:
        return board().region(region)
    except (KeyError, ValueError):
        raise PositionError(f"{field}: no region {region!r}") from None


def _pieces_of(by_nation: dict[str, dict[str, int]], field: str) -> tuple[int, ...]:
    out = list(EMPTY)
    for nation, counts in by_nation.items():
        n = _index(NATIONS, nation, field)
        for kind, count in counts.items():
            k = {"regular": REGULAR, "elite": ELITE, "leaders": LEADER, "nazgul": LEADER}.get(kind)
            if k is None:
                raise PositionError(f"{field}: {nation} has no {kind!r}")
            out[slot(n, k)] += count
    return tuple(out)


def _zones(p: Written) -> Zones:
    """The event cards and tiles where the position lays them; each card in exactly one place."""
    players = p.options.players
    z = places.empty(players)
    seats = places.seats(players)
    laid = {}
    if p.decks is not None or p.hands is not None or p.discards is not None or p.combat_cards is not None \
            or p.tables is not None:
        for field, by, zone_of in (("decks", p.decks, lambda k: k if k in DECKS else None),
                                   ("hands", p.hands, lambda k: _seat_zone(places.HANDS, k, seats)),
                                   ("discards", p.discards, lambda k: _seat_zone(places.DISCARDS, k, seats)),
                                   ("combat_cards", p.combat_cards, lambda k: _seat_zone(places.COMBAT, k, seats)),
                                   ("tables", p.tables, lambda k: _seat_zone(places.TABLES, k, seats))):
            for key, cards in (by or {}).items():
                zone = zone_of(key)
                if zone is None:
                    raise PositionError(f"{field}: no {key!r} (the zones: {sorted(z.cards)})")
                for card in cards:
                    laid.setdefault(card, []).append(f"{field}.{key}")
                    if card in z.card_of:
                        continue
                    z.create(card, card, zone)
        every = {c for d in event_cards().decks.values() for c in d}
        wrong = sorted(set(laid) - every)
        twice = sorted(c for c, where in laid.items() if len(where) > 1)
        missing = sorted(every - set(laid))
        faults = [f"{what}: {cards}" for what, cards in (("unknown cards", wrong), ("twice", twice),
                                                          ("missing", missing)) if cards]
        if faults:
            raise PositionError("decks, hands, discards and tables: each event card once; " + "; ".join(faults))
    tile_fields = [(zone, getattr(p, zone)) for zone in places.TILE_ZONES]
    if any(t is not None for _, t in tile_fields):
        count = len(hunt_tiles.tiles())
        placed = [t for _, tiles in tile_fields for t in tiles or ()]
        if sorted(placed) != list(range(count)):
            raise PositionError(f"hunt_pool, hunt_drawn, hunt_waiting and hunt_aside: each of the {count} "
                                f"tiles once, not {sorted(placed)}")
        for zone, tiles in tile_fields:
            places.lay(z, zone, tiles or ())
    # who knows each card: its zone's seers, and beyond them what the position says
    for zone, items in z.cards.items():
        for inst in items:
            z.known[inst] = z.seers[zone]
    for i, (card, seats_known) in enumerate(p.known or ()):
        inst = places.tile_instance(card) if isinstance(card, int) else card
        if inst not in z.card_of:
            raise PositionError(f"known[{i}]: no card {card!r} in the position")
        z.known[inst] = frozenset(seats_known)
    return z


def _seat_zone(zones: tuple[str, ...], key: str, seats: int) -> str | None:
    return zones[int(key)] if key.isdigit() and int(key) < seats else None
