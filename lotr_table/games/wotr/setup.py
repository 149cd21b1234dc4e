"""The board at the start (seed: Розділ III, «Приготування до гри») and any board from a
readable position, for tests.

A position:

{
  "options": {"players": 4},        # optional
  "start": "setup",                 # or "empty" (the default): no piece on the map
  "armies": {"osgiliath": {"gondor": {"regular": 2, "leaders": 1}},   # replaces the region's
             "minas_morgul": {"sauron": {"regular": 5, "nazgul": 1}}}, # pieces on the map
  "besieged": {"minas_tirith": {"gondor": {"regular": 3, "elite": 1}}},  # in the stronghold box
  "casualties": {"gondor": {"regular": 1}},     # Free Peoples' pieces eliminated for good
  "politics": {"gondor": {"step": 1, "active": true}},   # either field may be left out
  "control": {"dale": "shadow"},                # settlements under the other side's marker
  "fellowship": "moria",                        # the Ring-bearers' region (default Rivendell)
  "mixed": ["osgiliath"]                        # allies' pieces there are one mixed army; allies'
}                                               # pieces in a region not listed are separate armies

The reinforcements are what remains of each nation's figures; a position that places more
figures than the nation has is refused with the nation and the kind named.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from lotr_table.engine.position_json import PositionError
from lotr_table.engine import rng as chance
from lotr_table.games.wotr.board import (
    ELITE, KINDS, LEADER, NATIONS, REGULAR, SAURON, SIDES, board)
from lotr_table.games.wotr.data import content
from lotr_table.games.wotr import card_zones
from lotr_table.games.wotr.characters import GOLLUM, characters, guides_possible, starting_fellowship
from lotr_table.games.wotr.options import WotrOptions
from lotr_table.games.wotr.state import EMPTY, SLOTS, State, original_controller, slot

START_REGION = "rivendell"      # seed step 2: «Розмістіть фігурку Персненосців у Рівендолі»


@lru_cache(maxsize=1)
def deployment() -> tuple[tuple[int, ...], ...]:
    """Per region, the pieces the seed's setup places there."""
    b = board()
    armies = [list(EMPTY) for _ in b.ids]
    for r, region in enumerate(content().regions):
        if region.setup is not None:
            n = b.nation(region.setup.nation)
            armies[r][slot(n, REGULAR)] = region.setup.regular
            armies[r][slot(n, ELITE)] = region.setup.elite
            armies[r][slot(n, LEADER)] = region.setup.leaders
    return tuple(tuple(a) for a in armies)


@lru_cache(maxsize=1)
def reinforcements() -> tuple[int, ...]:
    """Per slot, the figures set aside at setup."""
    out = [0] * SLOTS
    for n, nation in enumerate(content().nations):
        p = nation.reinforcements
        out[slot(n, REGULAR)], out[slot(n, ELITE)], out[slot(n, LEADER)] = p.regular, p.elite, p.leaders
    return tuple(out)


@lru_cache(maxsize=1)
def figures() -> tuple[int, ...]:
    """Per slot, every figure of the nation: what the setup deploys plus what it sets aside."""
    return tuple(reinforcements()[k] + sum(a[k] for a in deployment()) for k in range(SLOTS))


def _start_state(opts: WotrOptions, seed: int, armies: list[tuple[int, ...]]) -> State:
    b = board()
    nations = content().nations
    return State(
        opts=opts, rng=chance.seed_state(seed), armies=armies, besieged=[EMPTY] * len(b.ids),
        reserve=list(reinforcements()), casualties=[0] * SLOTS,
        step=[n.political.step for n in nations], active=[n.political.active for n in nations],
        controller=[original_controller(r) for r in range(len(b.ids))],
        fellowship_region=b.region(START_REGION), zones=card_zones.empty(opts.players))


def setup(options: WotrOptions | None = None, seed: int = 0) -> State:
    """Every nation deployed as the seed lists it, the political counters on their start."""
    return _start_state(options or WotrOptions(), seed, list(deployment()))


# ---- positions ---------------------------------------------------------------------------

class _Spec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Pieces(_Spec):
    regular: int = Field(0, ge=0)
    elite: int = Field(0, ge=0)
    leaders: int = Field(0, ge=0)
    nazgul: int = Field(0, ge=0)


class Standing(_Spec):
    step: int | None = Field(None, ge=0, le=3)
    active: bool | None = None


class Position(_Spec):
    options: WotrOptions = WotrOptions()
    start: Literal["empty", "setup"] = "empty"
    armies: dict[str, dict[str, Pieces]] = {}
    besieged: dict[str, dict[str, Pieces]] = {}
    casualties: dict[str, Pieces] = {}
    politics: dict[str, Standing] = {}
    control: dict[str, Literal["free_peoples", "shadow"]] = {}
    fellowship: str = START_REGION
    progress: int = Field(default=0, ge=0)
    hidden: bool = True
    corruption: int = Field(default=0, ge=0, le=12)
    mordor: int = Field(default=-1, ge=-1, le=5)
    companions: list[str] | None = None          # in the Fellowship; None: all seven
    separated: dict[str, str] = {}               # companions on the map (out of the Fellowship), by region
    minions: dict[str, str] = {}                 # minions on the map, by region
    mixed: list[str] = []

    @model_validator(mode="after")
    def _names(self) -> "Position":
        b = board()
        for where in (self.armies, self.besieged):
            for region, by_nation in where.items():
                b.region(region)
                for nation, pieces in by_nation.items():
                    _check_pieces(nation, pieces)
        for nation, pieces in self.casualties.items():
            _check_pieces(nation, pieces)
        for nation in self.politics:
            b.nation(nation)
        for region in self.control:
            if not b.is_settlement(b.region(region)):
                raise ValueError(f"{region} has no settlement to control")
        b.region(self.fellowship)
        for region in self.mixed:
            b.region(region)
        return self


def _check_pieces(nation: str, pieces: Pieces) -> None:
    n = board().nation(nation)
    if pieces.nazgul and n != SAURON:
        raise ValueError(f"only Sauron has Nazgûl, not {nation}")
    if pieces.leaders and n == SAURON:
        raise ValueError("Sauron's leaders are the Nazgûl: write them as 'nazgul'")


def _army(by_nation: dict[str, Pieces]) -> tuple[int, ...]:
    b = board()
    out = list(EMPTY)
    for nation, p in by_nation.items():
        n = b.nation(nation)
        out[slot(n, REGULAR)] += p.regular
        out[slot(n, ELITE)] += p.elite
        out[slot(n, LEADER)] += p.leaders + p.nazgul
    return tuple(out)


def _characters(s: State, p: Position) -> None:
    """The companions and minions a position puts on the map (Gandalf the White or Aragorn in
    the place of the one he replaces)."""
    b = board()
    ids = [c.id for c in characters().companions]
    on_map = tuple(sorted((ids.index(c), b.region(r)) for c, r in p.separated.items()))
    for c, _ in on_map:
        old = successor_of(c)
        s.fellowship = tuple(x for x in s.fellowship if x not in (c, old))
        s.fallen = tuple(x for x in s.fallen if x not in (c, old))
        if old is not None:
            s.replaced = s.replaced + (old,)
    s.separated = on_map
    s.companions = len(s.fellowship)
    if s.guide not in s.fellowship:
        s.guide = guides_possible(s.fellowship)[0] if s.fellowship else GOLLUM
    names = [m.id for m in characters().minions]
    s.minions = tuple(sorted((names.index(m), b.region(r)) for m, r in p.minions.items()))


def successor_of(companion: int) -> int | None:
    """The companion Gandalf the White or Aragorn replaces, None for the others."""
    replaces = characters().companions[companion].replaces
    return None if replaces is None else [c.id for c in characters().companions].index(replaces)


def position(spec: dict, seed: int = 0) -> State:
    """Any board from a readable dict (see the module's docstring)."""
    try:
        p = Position.model_validate(spec)
    except ValueError as e:
        raise PositionError(str(e)) from None
    return board_of(p, seed)


def board_of(p: Position, seed: int) -> State:
    """The state a checked position describes (position.py adds the rest of a written one)."""
    b = board()
    s = _start_state(p.options, seed, list(deployment()) if p.start == "setup" else [EMPTY] * len(b.ids))
    for region, by_nation in p.armies.items():
        s.armies[b.region(region)] = _army(by_nation)
    for region, by_nation in p.besieged.items():
        s.besieged[b.region(region)] = _army(by_nation)
    lost = _army(p.casualties)
    s.casualties = list(lost)
    total = figures()
    for k in range(SLOTS):
        placed = sum(a[k] for a in s.armies) + sum(a[k] for a in s.besieged)
        s.reserve[k] = total[k] - placed - lost[k]
        if s.reserve[k] < 0:
            kind = "Nazgûl" if k == slot(SAURON, LEADER) else KINDS[k % 3]
            raise PositionError(f"{NATIONS[k // 3]}: {placed + lost[k]} {kind} placed or lost, "
                                f"only {total[k]} exist")
    for nation, standing in p.politics.items():
        n = b.nation(nation)
        if standing.step is not None:
            s.step[n] = standing.step
        if standing.active is not None:
            s.active[n] = standing.active
    for region, side in p.control.items():
        s.controller[b.region(region)] = SIDES.index(side)
    s.fellowship_region = b.region(p.fellowship)
    s.fellowship_progress, s.fellowship_hidden, s.corruption, s.mordor = p.progress, p.hidden, p.corruption, p.mordor
    if p.companions is not None:
        ids = [c.id for c in characters().companions]
        s.fellowship = tuple(sorted(ids.index(c) for c in p.companions))
        s.fallen = tuple(c for c in starting_fellowship() if c not in s.fellowship)
        s.companions = len(s.fellowship)
        s.guide = guides_possible(s.fellowship)[0] if s.fellowship else GOLLUM
    _characters(s, p)
    mixed = frozenset(b.region(r) for r in p.mixed)
    shared = frozenset(b.region(r) for r in p.armies)
    if p.options.players > 2:                    # (mixed.py forgets those where allies do not meet)
        s.mixed, s.apart = mixed, shared - mixed
    return s
