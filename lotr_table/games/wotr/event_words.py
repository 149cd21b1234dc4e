"""War of the Ring's words for the event cards, in the kernel's card language
(engine/card_language.py): what a card does is data in data/event_cards.json, written with
these words and the language's own (sequence, if, choose, one_of, for_each, remember).

Effects: `recruit` (seed: «Використання карти події для наймання військ»: in a free region of
the card's choosing, even of a nation not At War, from the reinforcements — what is not there
is not recruited: «застосувавши лише можливі ефекти»; `take_control`: the settlement is first
taken by the player's side), `draw`, `advance` (`back`: a step away from war instead) and
`activate` (the Political Track), `heal` and `corrupt` (the Ring-bearers), `special_tile` (the
card's special Hunt tile enters play: card_effects.special_tile_enters).
`nothing` (an option that does nothing; the Fellowship's moving and hiding are event_words_hunt's
`fellowship_act`). Conditions: `at_war`, `minion_in_play`, `companion_in_play`, `guide`,
`fellowship_state` {revealed, may: move | hide} (amounts are compared with combat_words' `compare`).
Amounts: `roll` (dice rolled, one for each result at least `at_least`), `corruption`.
Domains for filters: `region` (tests `nation`, `settlement`, `coastal`, `free`, `army`
(whose army stands there), `companion` (a companion stands there), `fellowship`, `side` (of its
nation), `is`) and `nation` (tests `is`,
`side`, `active`, `may_advance`: "is Gondor active" is `exists` of a nation).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_effects, cards, fellowship, muster, politics, siege
from lotr_table.games.wotr.board import (
    ELITE, FREE_PEOPLES, KINDS, LEADER, NATIONS, REGULAR, SAURON, SETTLEMENTS, SIDES, board)
from lotr_table.games.wotr.characters import characters
from lotr_table.games.wotr.event_language import LANGUAGE, VOCABULARY, side_of
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.state import EMPTY, UNITS_OF, slot

UNIT_PROMPT = "Recruit a regular or an elite unit of {nation} in {region}?"
LOG = ("{nation} is activated.",)


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Nation(_Params):
    nation: str

    @field_validator("nation")
    @classmethod
    def _known(cls, v):
        if isinstance(v, str) and v not in NATIONS:
            raise ValueError(f"no nation {v!r}")
        return v


class Advance(Nation):
    back: bool = False            # one step away from war instead


FAR_FROM_WAR = 3      # the Political Track's first box


class Recruit(_Params):
    nation: str
    kind: Literal["regular", "elite", "unit", "leader", "nazgul"]
    region: str
    n: int = 1
    take_control: bool = False      # the settlement first taken by the player's side (Paths of the Dead)

    @field_validator("region")
    @classmethod
    def _region(cls, v):
        if isinstance(v, str) and v not in board().index:
            raise ValueError(f"no region {v!r}")
        return v


class Draw(_Params):
    deck: Literal["character", "strategy"]
    n: int = 1


class Points(_Params):
    points: int


class Companion(_Params):
    companion: str


class Minion(_Params):
    minion: str


class FellowshipState(_Params):
    """Every test named holds: revealed (or hidden), may move or may hide now."""
    revealed: bool | None = None
    may: Literal["move", "hide"] | None = None


class Roll(_Params):
    dice: int
    at_least: int


# ---- effects ------------------------------------------------------------------------------

def free_for(s, region: int, side: int) -> bool:
    """«наймання неможливе, якщо регіон не вільний»: no enemy units in the field and not held by
    the enemy (a besieged stronghold of the side is recruited into: «у цьому регіоні є обложена
    фортеця»)."""
    field = s.armies[region]
    if field != EMPTY and any(UNITS_OF[1 - side](field)) and not _holds_box(s, region, side):
        return False
    return s.controller[region] != 1 - side


def _holds_box(s, region: int, side: int) -> bool:
    box = s.besieged[region]
    return box != EMPTY and any(UNITS_OF[side](box))


@VOCABULARY.effect("recruit", Recruit)
def _recruit(s, ctx, p: Recruit) -> None:
    b = board()
    side = side_of(s, ctx)
    region, nation = b.region(p.region), b.nation(p.nation)
    if p.take_control and b.is_settlement(region) and s.controller[region] != side:
        s.controller[region] = side
        say(s, "The Free Peoples take control of {region}.", region=p.region)
    if not free_for(s, region, side):
        return
    if p.kind == "unit":
        # «загін (звичайний чи елітний)»: the player chooses, among what the reinforcements hold
        for _ in range(p.n):
            FLOW.then(s, ("event_unit", region, nation, side, ctx.controller))
        return
    kind = {"regular": REGULAR, "elite": ELITE, "leader": LEADER, "nazgul": LEADER}[p.kind]
    for _ in range(p.n):
        _one(s, side, region, nation, kind)


def _one(s, side: int, region: int, nation: int, kind: int) -> None:
    if s.reserve[slot(nation, kind)] <= 0:
        return                                 # «застосувавши лише можливі ефекти»
    if kind == LEADER and side == FREE_PEOPLES and not any(UNITS_OF[side](s.armies[region])) \
            and not _holds_box(s, region, side):
        return          # «Якщо ... лідер опиняється на мапі без війська, його негайно прибирають»
    if _holds_box(s, region, side):
        s.besieged[region] = tuple(c + (i == slot(nation, kind)) for i, c in enumerate(s.besieged[region]))
        s.reserve[slot(nation, kind)] -= 1
        say(s, "{nation} musters {kind} in {region}.", nation=board().nation_ids[nation],
            kind="nazgul" if kind == LEADER and nation == SAURON else KINDS[kind], region=board().ids[region])
        siege.crowded(s, region, side)
        return
    muster.recruit(s, side, region, kind, nation)


@FLOW.step("event_unit")
def _event_unit(s, region: int, nation: int, side: int, seat: int) -> None:
    b = board()
    kinds = tuple(k for k in (REGULAR, ELITE) if s.reserve[slot(nation, k)] > 0)
    if len(kinds) == 1:
        _one(s, side, region, nation, kinds[0])
    elif kinds:
        FLOW.ask(s, seat, "event_unit", tuple(Action("recruit", piece=KINDS[k], nation=b.nation_ids[nation])
                                               for k in kinds), UNIT_PROMPT, data=(region, nation, side),
                 nation=b.nation_ids[nation], region=b.ids[region])


@FLOW.answer("event_unit")
def _on_event_unit(s, q, action: Action) -> None:
    region, nation, side = q.data
    _one(s, side, region, nation, KINDS.index(action["piece"]))


@VOCABULARY.effect("draw", Draw)
def _draw(s, ctx, p: Draw) -> None:
    for _ in range(p.n):
        if not cards.draw(s, ctx.controller, p.deck):
            break
    s.stack.append(("hand_limit", ctx.controller))


@VOCABULARY.effect("advance", Advance)
def _advance(s, ctx, p: Advance) -> None:
    n = board().nation(p.nation)
    if p.back:
        if s.step[n] < FAR_FROM_WAR:
            s.step[n] += 1
            say(s, "{nation} moves one step away from war.", nation=p.nation)
    elif politics.advance(s, n):
        say(s, "{nation} moves one step toward war.", nation=p.nation)


@VOCABULARY.effect("activate", Nation)
def _activate(s, ctx, p: Nation) -> None:
    n = board().nation(p.nation)
    if not s.active[n]:
        politics.activate(s, n)
        if s.active[n]:                  # (not when a card on the table holds it back: Wormtongue)
            say(s, "{nation} is activated.", nation=p.nation)


@VOCABULARY.effect("heal", Points)
def _heal(s, ctx, p: Points) -> None:
    fellowship.corrupt(s, -p.points)


@VOCABULARY.effect("corrupt", Points)
def _corrupt(s, ctx, p: Points) -> None:
    fellowship.corrupt(s, p.points)


@VOCABULARY.effect("special_tile")
def _special_tile(s, ctx, p) -> None:
    card_effects.special_tile_enters(s, ctx.card)


@VOCABULARY.effect("nothing")
def _nothing(s, ctx, p) -> None:
    """An option of a choice that does nothing («you may»)."""


# ---- conditions ---------------------------------------------------------------------------

@VOCABULARY.condition("fellowship_state", FellowshipState)
def _fellowship_state(s, ctx, p: FellowshipState) -> bool:
    if p.revealed is not None and p.revealed == s.fellowship_hidden:
        return False
    if p.may == "move" and not fellowship.may_move(s):
        return False
    return not (p.may == "hide" and not fellowship.may_hide(s))


@VOCABULARY.condition("at_war", Nation)
def _at_war(s, ctx, p: Nation) -> bool:
    return politics.at_war(s, board().nation(p.nation))


@VOCABULARY.condition("minion_in_play", Minion)
def _minion_in_play(s, ctx, p: Minion) -> bool:
    ids = [m.id for m in characters().minions]
    return any(ids[m] == p.minion for m, _ in s.minions)


@VOCABULARY.condition("companion_in_play", Companion)
def _companion_in_play(s, ctx, p: Companion) -> bool:
    ids = [c.id for c in characters().companions]
    return any(ids[c] == p.companion for c, _ in s.separated) or any(ids[c] == p.companion for c in s.fellowship)


@VOCABULARY.condition("guide", Companion)
def _guide(s, ctx, p: Companion) -> bool:
    ids = [c.id for c in characters().companions]
    return 0 <= s.guide < len(ids) and ids[s.guide] == p.companion


# ---- amounts ------------------------------------------------------------------------------

@LANGUAGE.amount_word("roll", Roll)
def _roll(s, ctx, p: Roll) -> int:
    rolled = [chance.draw(s, 6) + 1 for _ in range(p.dice)]
    s.barrier += 1
    return sum(1 for x in rolled if x >= p.at_least)


@LANGUAGE.amount_word("corruption", _Params)
def _corruption(s, ctx, p) -> int:
    """The Ring-bearers' corruption, for `compare` (Morgul Wound's «three or less»)."""
    return s.corruption


# ---- domains ------------------------------------------------------------------------------

@LANGUAGE.domain("region")
def _regions(s, ctx):
    return board().ids


def _r(region: str) -> int:
    return board().index[region]


@LANGUAGE.test("region", "nation", str)
def _in_nation(s, ctx, region, nation) -> bool:
    n = board().nation_of[_r(region)]
    return n >= 0 and NATIONS[n] == nation


@LANGUAGE.test("region", "settlement", list[Literal["town", "city", "stronghold", "fortification", "any"]])
def _settlement(s, ctx, region, kinds) -> bool:
    kind = SETTLEMENTS[board().settlement_of[_r(region)]]
    return kind is not None and ("any" in kinds or kind in kinds)


@LANGUAGE.test("region", "coastal", bool)
def _coastal(s, ctx, region, yes) -> bool:
    return (_r(region) in board().coastal) == yes


@LANGUAGE.test("region", "free", bool)
def _free(s, ctx, region, yes) -> bool:
    return free_for(s, _r(region), side_of(s, ctx)) == yes


@LANGUAGE.test("region", "army", Literal["own", "enemy"])
def _army(s, ctx, region, whose) -> bool:
    side = side_of(s, ctx) if whose == "own" else 1 - side_of(s, ctx)
    r = _r(region)
    return any(UNITS_OF[side](s.armies[r])) or any(UNITS_OF[side](s.besieged[r]))


@LANGUAGE.test("region", "companion", bool)
def _companion_here(s, ctx, region, yes) -> bool:
    return any(r == _r(region) for _, r in s.separated) == yes


@LANGUAGE.test("region", "fellowship", bool)
def _fellowship_here(s, ctx, region, yes) -> bool:
    """The Ring-bearers' figure stands there (its last known position; on the Mordor Track none)."""
    return (s.mordor < 0 and s.fellowship_region == _r(region)) == yes


@LANGUAGE.test("region", "side", Literal["free_peoples", "shadow"])
def _region_side(s, ctx, region, side) -> bool:
    n = board().nation_of[_r(region)]
    return n >= 0 and SIDES[board().side_of_nation[n]] == side


@LANGUAGE.test("region", "is", list[str])
def _is(s, ctx, region, ids) -> bool:
    return region in ids


@LANGUAGE.domain("nation")
def _nations(s, ctx):
    return NATIONS


@LANGUAGE.test("nation", "side", Literal["free_peoples", "shadow"])
def _nation_side(s, ctx, nation, side) -> bool:
    return SIDES[board().side_of_nation[NATIONS.index(nation)]] == side


@LANGUAGE.test("nation", "is", list[str])
def _nation_is(s, ctx, nation, ids) -> bool:
    return nation in ids


@LANGUAGE.test("nation", "active", bool)
def _nation_active(s, ctx, nation, yes) -> bool:
    return s.active[NATIONS.index(nation)] == yes


@LANGUAGE.test("nation", "may_advance", bool)
def _nation_may_advance(s, ctx, nation, yes) -> bool:
    return politics.may_advance(s, NATIONS.index(nation)) == yes

