"""War of the Ring's words for the strategy cards that move armies, attack, cause casualties
and move the Political Track (seed: Розділ V; §5.4 of the digest), in the kernel's card
language, registered into event_language.VOCABULARY. Each calls the rules it names
(movement.py, battle.py, muster.py, politics.py, companions.py, minions.py), never their copy.

Effects:
- `strike` (region, army, dice | dice_per_unit_of | dice_per_nazgul_near, at_least): dice
  rolled (at most five; for each unit of a nation there, or for each Nazgûl of one Shadow army
  there or next to it), one hit for each
  result at least `at_least`, taken by the army's player as battle casualties are
  («Карти подій, що заподіюють втрати»: an army left without units loses its Free Peoples'
  leaders at once; Nazgûl, companions and minions stay); with `nazgul`, only the Nazgûl there,
  a die for each (event_words_fellowship.strike_nazgul);
- `eliminate_piece` (kinds, nation, region, chooser): one piece eliminated;
- `to_war` (nation): activated and
  straight to At War (a nation whose activation a card holds back stops, passive, one box
  before);
- `upgrade` (nation, n | region): regulars anywhere become elites, one region chosen at a time;
  or in `region` one regular of the nation the player chooses (Free Peoples' to the casualties);
- `march` (armies, steps, up_to_armies, end_with_army, with_companion): armies of the player
  move up to `steps` regions each, through regions free for army movement, the pieces chosen
  at the start and kept («Деякі карти подій дозволяють гравцеві переміщувати одне чи кілька
  військ через 1 чи більше регіонів»: passing an enemy settlement captures it, the stacking
  limit is checked at the end);
- `transfer` (source, to, attack): pieces of one army straight to a region, attacking the
  enemy army there («a battle starts», the attack not ceased unless it was a siege);
- `attack` (target, from, fewer_dice_per_box_unit, siege_rounds): an attack on the target
  with an army the player chooses, the card's terms kept on the battle (battle.Battle.terms);
- `gather` (to, sources, nation, up_to): units of a nation brought from the sources;
- `move_companions`: any or all companions outside the Fellowship move as with a Character
  result («Move any or all Companions who are not in the Fellowship»);
- `to_table`: the card stays on the table (table_cards.py).
Keywords (what a card on the table does; table_cards.py asks them): `closed_to_enemy` {regions,
to: armies | combat_cards}, `fellowship_dice_kept_out`, `holds_back_politics` {move: activation | diplomacy, nations,
passive, unless: [{by, in}]}, `discarded_when`,
`discard_with_die`.
Region tests: `adjacent_to`, `control`, `besieged`, `besieged_by`, `units_of`,
`enemy_army_nations`, `movable`, `companion_is`; nation tests: `at_war`, `visited`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.decisions import ChooseOne
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import battle, companions, minions, movement, politics, siege, table_cards
from lotr_table.games.wotr.board import ELITE, FREE_PEOPLES, KINDS, LEADER, NATIONS, REGULAR, SIDES, board
from lotr_table.games.wotr.characters import characters, companion_group
from lotr_table.games.wotr.event_language import LANGUAGE, VOCABULARY, side_of
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.players import nations_of_seat
from lotr_table.games.wotr.state import EMPTY, UNITS_OF, of_side, put, slot, units

HITS_PROMPT = "Take a casualty from the army in {region}: {hits} hits to take."
ELIMINATE_PROMPT = "Choose the piece to eliminate."
UPGRADE_PROMPT = "Choose where a regular unit becomes an elite unit."
MARCH_PROMPTS = ("Choose the region of the army to move.", "Choose the pieces that move.", "Choose where they go.")
MARCH_MORE = "Move another army?"
TRANSFER_PROMPTS = ("Choose the pieces that move.",)
ATTACK_PROMPTS = ("Choose the region of the attacking army.", "Choose the pieces that attack.")
GATHER_PROMPT = "Bring a unit to {region}?"
COMPANIONS_PROMPT = "Move a companion (or a group)?"
PROMPTS = (HITS_PROMPT, ELIMINATE_PROMPT, UPGRADE_PROMPT, MARCH_MORE, GATHER_PROMPT, COMPANIONS_PROMPT)
LOG = ("{side} rolls {dice} against the army in {region}: {hits} hits.", "{nation} loses {piece} in {region}.",
       "{nation} moves one step away from war.", "{nation} goes to war.",
       "{nation} replaces a regular with an elite in {region}.")
MAX_DICE = battle.MAX_DICE


class _P(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Strike(_P):
    region: str
    army: Literal["own", "enemy"] = "enemy"
    dice: int = 0
    dice_per_unit_of: str = ""           # a nation: one die for each of its units there (at most five)
    dice_per_nazgul_near: bool = False   # one for each Nazgûl of one Shadow army there or next to it
    at_least: int
    nazgul: bool = False                 # only the Nazgûl there struck (event_words_fellowship)


class Eliminate(_P):
    kinds: list[Literal["regular", "elite", "leader"]]
    nation: str = ""
    region: str = ""
    chooser: Literal["player", "opponent"] = "player"


class NationP(_P):
    nation: str


class Upgrade(_P):
    """Regulars become elites: of `nation`, `n` times where the player chooses; or once in
    `region`, of the nation he chooses (event_words_fellowship.regular_to_elite)."""
    nation: str | None = None
    n: int = 1
    region: str | None = None          # (often recalled: no check at load that one is named)


class March(_P):
    armies: int = 1
    steps: int = 1
    up_to_armies: bool = False
    end_with_army: bool = False
    with_companion: bool = False


class Transfer(_P):
    source: str
    to: str
    attack: bool = False


class Attack(_P):
    target: str
    fewer_dice_per_box_unit: bool = False
    siege_rounds: int = 1
    enemy_card_needs_companion: bool = False     # in the first round (The Fighting Uruk-hai)


class Gather(_P):
    to: str
    sources: list[str]
    nation: str
    up_to: int


class Closed(_P):
    """`closed_to_enemy`: what the other side may not do in these regions while the card lies
    on the table: move armies into them or attack there, or play combat cards in a battle there."""
    regions: list[str]
    to: Literal["armies", "combat_cards"] = "armies"


class Unless(_P):
    """A way the held-back move still happens: `by` (politics.BY_*), in one of `in_` when given."""
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    by: Literal["companion", "fellowship", "attack"]
    in_: tuple[str, ...] = Field(default=(), alias="in")


class HoldsBack(_P):
    """`holds_back_politics`: a move on the Political Track the other side's nations do not make
    while the card lies on the table: `activation` (politics.activate) or a Muster die's
    `diplomacy` (muster.diplomacy_targets), of the nations in `nations` (none: any), only the
    passive ones when `passive`, `unless` one of these ways moves them."""
    move: Literal["activation", "diplomacy"]
    nations: tuple[str, ...] = ()
    passive: bool = False
    unless: tuple[Unless, ...] = ()

    @field_validator("nations")
    @classmethod
    def _known(cls, v):
        for n in v:
            if n not in NATIONS:
                raise ValueError(f"no nation {n!r}")
        return v


class When(_P):
    event: Literal["fellowship_declared_or_revealed", "free_nation_advanced", "fellowship_declared_in_refuge"]


class DiscardWithDie(_P):
    result: Literal["any", "will_of_the_west"]
    hand: list[Literal["character", "strategy"]] = []
    companions: list[str] = []          # any result will do if one of them stands in ...
    any_result_if_at: str = ""          # ... this region
    ring: bool = False                  # or any result and one Elven Ring (table_cards.ring_pays)


def _seat(s, ctx, who: str) -> int:
    return LANGUAGE.seat_of(s, ctx, who)


def _region(name: str) -> int:
    return board().region(name)


# ---- casualties ------------------------------------------------------------------------------

def _army_at(s, region: int, side: int) -> tuple[tuple[int, ...], bool]:
    """The side's army in the region: in the field, or in the stronghold box when none is outside."""
    field = s.armies[region]
    if units(field, side):
        return of_side(field, side), False
    return of_side(s.besieged[region], side), True


@VOCABULARY.effect("strike", Strike)
def _strike(s, ctx, p: Strike) -> None:
    if p.nazgul:
        from lotr_table.games.wotr.event_words_fellowship import strike_nazgul   # registers after this module
        strike_nazgul(s, p.region, p.at_least)
        return
    b = board()
    own = side_of(s, ctx)
    side = own if p.army == "own" else 1 - own
    region = _region(p.region)
    pieces, _ = _army_at(s, region, side)
    n = p.dice
    if p.dice_per_unit_of:
        nation = b.nation(p.dice_per_unit_of)
        n = pieces[slot(nation, REGULAR)] + pieces[slot(nation, ELITE)]
    if p.dice_per_nazgul_near:
        n = minions.nazgul_near(s, region)
    n = min(n, MAX_DICE)
    rolled = [chance.draw(s, 6) + 1 for _ in range(n)]
    s.barrier += 1
    hits = sum(1 for x in rolled if x >= p.at_least)
    say(s, "{side} rolls {dice} against the army in {region}: {hits} hits.", side=SIDES[own],
        dice=" ".join(map(str, rolled)) or "-", region=b.ids[region], hits=hits)
    if hits:
        FLOW.then(s, ("card_hits", region, side, hits))


def _remove(s, region: int, box: bool, nation: int, kind: int) -> None:
    put(s, region, nation, kind, -1, box=box)
    battle._lost(s, nation, kind)


@FLOW.step("card_hits")
def _card_hits(s, region: int, side: int, hits: int) -> None:
    pieces, box = _army_at(s, region, side)
    if not hits or not units(pieces, side):
        _after_hits(s, region, side)
        return
    b = board()
    if hits >= sum(pieces[slot(n, REGULAR)] + 2 * pieces[slot(n, ELITE)] for n in b.nations_of_side(side)):
        for n in b.nations_of_side(side):
            for kind in (REGULAR, ELITE):
                for _ in range(pieces[slot(n, kind)]):
                    _remove(s, region, box, n, kind)
                    say(s, "{nation} loses {piece} in {region}.", nation=b.nation_ids[n], piece=KINDS[kind],
                        region=b.ids[region])
        _after_hits(s, region, side)
        return
    options = tuple(battle.casualty_options(pieces, side, hits))
    if len(options) == 1:
        _on_card_hit(s, None, options[0], (region, side, hits))
        return
    FLOW.ask(s, battle.army_seat(s, pieces, side), "card_hit", options, HITS_PROMPT, data=(region, side, hits),
             shape=ChooseOne(options), hits=hits, region=b.ids[region])


@FLOW.answer("card_hit")
def _on_card_hit(s, q, action: Action, data: tuple | None = None) -> None:
    region, side, hits = q.data if data is None else data
    b = board()
    _, box = _army_at(s, region, side)
    n, kind = b.nation(action["nation"]), KINDS.index(action["piece"])
    _remove(s, region, box, n, kind)
    cost = 2 if action.kind == "remove" and kind == ELITE else 1
    if action.kind == "downgrade" and battle._replacement(s, n):
        put(s, region, n, REGULAR, 1, box=box)
    say(s, "{nation} loses {piece} in {region}.", nation=b.nation_ids[n], piece=KINDS[kind], region=b.ids[region])
    FLOW.then(s, ("card_hits", region, side, max(0, hits - cost)))


def _after_hits(s, region: int, side: int) -> None:
    """«Якщо ефект такої карти знищує всі загони війська, то всіх лідерів Вільних Народів з
    цього війська негайно прибирають. Однак назґŷли, супутники й посіпаки залишаються».
    Both places are looked at: once the field's last unit is gone, `_army_at` would answer with
    the stronghold box and leave the field's leaders standing alone."""
    if side == FREE_PEOPLES:
        for box, where in ((False, s.armies), (True, s.besieged)):
            pieces = of_side(where[region], side)
            if units(pieces, side):
                continue
            for n in board().nations_of_side(side):
                for _ in range(pieces[slot(n, LEADER)]):
                    _remove(s, region, box, n, LEADER)
                    say(s, "{nation} loses {piece} in {region}.", nation=board().nation_ids[n],
                        piece=KINDS[LEADER], region=board().ids[region])
    siege.left_unbesieged(s, region)


@VOCABULARY.effect("eliminate_piece", Eliminate)
def _eliminate(s, ctx, p: Eliminate) -> None:
    b = board()
    # a card eliminates the enemy's pieces (of the nation it names), chosen by `chooser`
    owner = b.side_of_nation[b.nation(p.nation)] if p.nation else 1 - side_of(s, ctx)
    nations = [b.nation(p.nation)] if p.nation else list(b.nations_of_side(owner))
    regions = [_region(p.region)] if p.region else range(len(b.ids))
    kinds = [KINDS.index("leaders" if k == "leader" else k) for k in p.kinds]
    options = []
    for r in regions:
        for box in (False, True):
            pieces = (s.besieged if box else s.armies)[r]
            for n in nations:
                for k in kinds:
                    if pieces[slot(n, k)]:
                        options.append(Action("eliminate", region=b.ids[r], nation=b.nation_ids[n], piece=KINDS[k],
                                              inside=box))
    if not options:
        return
    seat = _seat(s, ctx, p.chooser)
    if len(options) == 1:
        _on_eliminate(s, None, options[0])
        return
    FLOW.ask(s, seat, "card_eliminate", tuple(options), ELIMINATE_PROMPT, shape=ChooseOne(tuple(options)))


@FLOW.answer("card_eliminate")
def _on_eliminate(s, q, action: Action) -> None:
    b = board()
    region, n, kind = b.region(action["region"]), b.nation(action["nation"]), KINDS.index(action["piece"])
    _remove(s, region, action["inside"], n, kind)
    say(s, "{nation} loses {piece} in {region}.", nation=action["nation"], piece=action["piece"],
        region=action["region"])
    side = b.side_of_nation[n]
    if kind != LEADER:
        _after_hits(s, region, side)


# ---- politics --------------------------------------------------------------------------------

@VOCABULARY.effect("to_war", NationP)
def _to_war(s, ctx, p: NationP) -> None:
    n = board().nation(p.nation)
    politics.activate(s, n)
    if not s.active[n]:
        # its activation held back (Wormtongue on the table): «Поки народ перебуває у пасивному
        # стані, його жетон ніколи не можна пересунути на останню поділку треку («у війні»)»
        for _ in range(politics.advance(s, n, s.step[n])):
            say(s, "{nation} moves one step toward war.", nation=p.nation)
    elif s.step[n] != politics.AT_WAR:
        s.step[n] = politics.AT_WAR
        say(s, "{nation} goes to war.", nation=p.nation)


# ---- pieces ----------------------------------------------------------------------------------

@VOCABULARY.effect("upgrade", Upgrade)
def _upgrade(s, ctx, p: Upgrade) -> None:
    if p.region is not None:
        from lotr_table.games.wotr.event_words_fellowship import regular_to_elite   # registers after this module
        regular_to_elite(s, ctx, p.region)
        return
    for _ in range(p.n):
        FLOW.then(s, ("card_upgrade", p.nation, ctx.controller))


@FLOW.step("card_upgrade")
def _card_upgrade(s, nation: str, seat: int) -> None:
    b = board()
    n = b.nation(nation)
    if s.reserve[slot(n, ELITE)] <= 0:
        return
    options = tuple(Action("upgrade", region=b.ids[r], inside=box) for r in range(len(b.ids)) for box in (False, True)
                    if (s.besieged if box else s.armies)[r][slot(n, REGULAR)])
    if options:
        FLOW.ask(s, seat, "card_upgrade", options, UPGRADE_PROMPT, data=nation, shape=ChooseOne(options))


@FLOW.answer("card_upgrade")
def _on_card_upgrade(s, q, action: Action) -> None:
    b = board()
    n, r = b.nation(q.data), b.region(action["region"])
    put(s, r, n, REGULAR, -1, box=action["inside"])
    put(s, r, n, ELITE, 1, box=action["inside"])
    s.reserve[slot(n, REGULAR)] += 1
    s.reserve[slot(n, ELITE)] -= 1
    say(s, "{nation} replaces a regular with an elite in {region}.", nation=q.data, region=action["region"])


# ---- moving armies ---------------------------------------------------------------------------

def _mine(s, seat: int) -> tuple[int, ...]:
    return tuple(nations_of_seat(s.opts.players)[seat])


def _closed(s, side: int) -> frozenset:
    return table_cards.closed_regions(s, side)


def _march_sources(s, seat: int, p: March, moved: tuple) -> list[int]:
    side = side_of_seat(s, seat)
    out = []
    for r in movement.sources(s, side, _mine(s, seat), False, moved):
        if p.with_companion and not companions_here(s, r):
            continue
        if any(_march_ends(s, side, r, g, p) for g in movement.groups(s, side, _mine(s, seat), r, False)):
            out.append(r)
    return out


def companions_here(s, region: int) -> tuple[int, ...]:
    return tuple(c for c, r in s.separated if r == region)


def side_of_seat(s, seat: int) -> int:
    from lotr_table.games.wotr import cards
    return cards.side_of_seat(s.opts.players, seat)


def _march_ends(s, side: int, region: int, group, p: March) -> tuple[int, ...]:
    """Where the group may end its march: regions reached through regions free for army
    movement, within `steps`; with `end_with_army` only where another army of the side stands
    in the field, not under siege."""
    reach = _reach(s, side, region, group, p.steps)
    if p.end_with_army:
        return tuple(r for r in reach if units(s.armies[r], side) and not units(s.besieged[r], side))
    return reach


def _reach(s, side: int, region: int, group, steps: int) -> tuple[int, ...]:
    """Kept in the state's cache by what it reads of the group, its nations not At War (the
    groups of one region mostly share them), as movement.destinations is."""
    peaceful = movement._peaceful(s, side, movement.pieces_of(group))
    key = ("march_reach", side, region, peaceful, steps)
    found = s.cache.get(key)
    if found is None:
        s.cache[key] = found = _reach_of(s, side, region, peaceful, steps)
    return found


def _reach_of(s, side: int, region: int, peaceful: tuple[int, ...], steps: int) -> tuple[int, ...]:
    b = board()
    may_enter = movement._entry_of(s, side, peaceful)
    closed = _closed(s, side)
    seen, edge = {region}, [region]
    for _ in range(steps):
        nxt = []
        for r in edge:
            for to in b.neighbours[r]:
                if to not in seen and to not in closed and may_enter(to):
                    seen.add(to)
                    nxt.append(to)
        edge = nxt
    return tuple(sorted(seen - {region}))


@VOCABULARY.effect("march", March)
def _march(s, ctx, p: March) -> None:
    FLOW.then(s, ("card_march", ctx.controller, p.model_dump(), (), 0))


@FLOW.step("card_march")
def _card_march(s, seat: int, p: dict, moved: tuple, done: int) -> None:
    params = _march_params(p)
    if done >= params.armies or not _march_sources(s, seat, params, moved):
        return
    if done and params.up_to_armies:
        FLOW.ask(s, seat, "card_march_more", (Action("move_another"), Action("done")), MARCH_MORE,
                 data=(p, moved, done))
        return
    FLOW.compound(s, "card_march", seat, (p, moved, done))


@FLOW.answer("card_march_more")
def _on_march_more(s, q, action: Action) -> None:
    if action.kind == "move_another":
        FLOW.compound(s, "card_march", q.seat, q.data)


def _march_params(p: dict) -> March:
    """The march's parameters from the step's plain copy (`model_dump`), built once per kind
    of march: every part of every choice of the question reads them."""
    return _march_of(tuple(p.items()))


@lru_cache(maxsize=64)
def _march_of(items: tuple) -> March:
    return March(**dict(items))


def _march_options(s, seat, partial, context):
    p, moved, done = context
    params = _march_params(p)
    b = board()
    side = side_of_seat(s, seat)
    if not partial:
        return [b.ids[r] for r in _march_sources(s, seat, params, moved)]
    region = b.region(partial[0])
    if len(partial) == 1:
        return [g for g in movement.groups(s, side, _mine(s, seat), region, False)
                if _march_ends(s, side, region, g, params)]
    return [b.ids[r] for r in _march_ends(s, side, region, partial[1], params)]


def _march_finish(s, seat, choice, context):
    p, moved, done = context
    b = board()
    side = side_of_seat(s, seat)
    source, to = b.region(choice[0]), b.region(choice[2])
    # the path: the shortest through regions open to the group (each region entered in turn,
    # «Якщо військо проходить через контрольоване ворогом поселення, воно захоплює це поселення»)
    for step in _path(s, side, source, choice[1], to):
        movement.move(s, side, source, choice[1], step)
        source = step
    if _march_params(p).with_companion:
        _companions_follow(s, seat, b.region(choice[0]), to)
    FLOW.then(s, ("card_march", seat, p, moved + (to,), done + 1))


def _path(s, side: int, source: int, group, to: int) -> list[int]:
    b = board()
    may_enter = movement._entry(s, side, source, movement.pieces_of(group))
    closed = _closed(s, side)
    back, edge = {source: -1}, [source]
    while edge and to not in back:
        nxt = []
        for r in edge:
            for n in b.neighbours[r]:
                if n not in back and n not in closed and may_enter(n):
                    back[n] = r
                    nxt.append(n)
        edge = nxt
    path = [to]
    while back[path[-1]] != source:
        path.append(back[path[-1]])
    return path[::-1]


def _companions_follow(s, seat: int, source: int, to: int) -> None:
    """The army «containing the Companion(s)» takes them along: at least one goes."""
    here = tuple(c for c in companions_here(s, source))
    if not here:
        return
    options = tuple(Action("follow", characters=tuple(characters().companions[c].id for c in g),
                           region=board().ids[to]) for g in companions.subsets(here))
    if len(options) == 1:
        companions.move(s, here, to)
        return
    FLOW.ask(s, seat, "characters_follow", options, "Which characters go with the army?",
             data=(FREE_PEOPLES, source, to))


FLOW.compound_kind("card_march", ("army", "units", "to"), MARCH_PROMPTS, _march_options, _march_finish)


# ---- moving straight to a region, attacking -------------------------------------------------

@VOCABULARY.effect("transfer", Transfer)
def _transfer(s, ctx, p: Transfer) -> None:
    context = (p.source, p.to, p.attack)
    if _transfer_options(s, ctx.controller, (), context):      # (nothing to move: nothing done)
        FLOW.compound(s, "card_transfer", ctx.controller, context)


def _field_or_box(s, side: int, region: int) -> tuple[tuple[int, ...], bool]:
    return _army_at(s, region, side)


def _transfer_options(s, seat, partial, context):
    source, to, attacking = context
    side = side_of_seat(s, seat)
    r = _region(source)
    pieces, box = _field_or_box(s, side, r)
    found = movement._groups(pieces, side, _mine(s, seat), False)
    if attacking and units(s.armies[_region(to)], 1 - side):
        if box:
            # «Військо всередині обложеної фортеці може напасти на військо, що атакує його»:
            # a besieged army attacks its besiegers only, never a region elsewhere (Corsairs of
            # Umbar from a besieged Umbar: the card moves nothing)
            return []
        return [g for g in found if politics.may_attack(s, movement.pieces_of(g), side)]
    return list(found)


def _transfer_finish(s, seat, choice, context):
    source, to, attacking = context
    side = side_of_seat(s, seat)
    b = board()
    r, t = _region(source), _region(to)
    pieces = movement.pieces_of(choice[0])
    _, box = _field_or_box(s, side, r)
    if units(s.armies[t], 1 - side):
        # «If there is a Free Peoples Army in the region, a battle starts. The attacking Shadow
        # Army cannot cease the attack»
        say(s, "{side} attacks {target} from {source}.", side=SIDES[side], target=b.ids[t], source=b.ids[r])
        battle.start(s, side, r, t, pieces, terms=(("must_continue", True),), anywhere=True)
        return
    if box:        # out of a besieged stronghold (Paths of the Woses): the pieces leave the box
        s.besieged[r] = tuple(a - m for a, m in zip(s.besieged[r], pieces))
        s.armies[r] = tuple(a + m for a, m in zip(s.armies[r], pieces))
    movement.move(s, side, r, choice[0], t)
    if attacking and units(s.besieged[t], 1 - side):
        # the enemy was already under siege there: an assault, which may be ceased
        say(s, "{side} attacks {target} from {source}.", side=SIDES[side], target=b.ids[t], source=b.ids[t])
        battle.start(s, side, t, t, pieces)


FLOW.compound_kind("card_transfer", ("units",), TRANSFER_PROMPTS, _transfer_options, _transfer_finish)


@VOCABULARY.effect("attack", Attack)
def _attack(s, ctx, p: Attack) -> None:
    if FLOW.compound_options(s, "card_attack", ctx.controller, (), p.model_dump()):
        FLOW.compound(s, "card_attack", ctx.controller, p.model_dump())


def _attack_groups(s, seat: int, region: int, target: int):
    from lotr_table.games.wotr import attack
    side = side_of_seat(s, seat)
    return [g for g in attack.groups(s, side, _mine(s, seat), region, False)
            if battle.why_not(s, side, region, target, movement.pieces_of(g)) is None]


def _attack_options(s, seat, partial, p):
    b = board()
    target = _region(p["target"])
    if not partial:
        near = tuple(b.neighbours[target]) + ((target,) if p["siege_rounds"] > 1 else ())
        return [b.ids[r] for r in near if _attack_groups(s, seat, r, target)]
    return _attack_groups(s, seat, b.region(partial[0]), target)


def _attack_finish(s, seat, choice, p):
    b = board()
    side = side_of_seat(s, seat)
    source, target = b.region(choice[0]), _region(p["target"])
    terms = []
    if p["fewer_dice_per_box_unit"]:
        # «the Shadow player rolls one die less during the Combat roll for each Free Peoples unit
        # in the besieged Stronghold (to a minimum of one)»
        terms.append(("fewer_dice", 1 - side, units(s.besieged[target], side)))
    if p["siege_rounds"] > 1:
        terms.append(("siege_rounds", p["siege_rounds"]))
    if p["enemy_card_needs_companion"]:
        # «During the first round, the Free Peoples player cannot use a Combat card unless a
        # Companion is in the battle»
        terms.append(("card_needs_companion", 1 - side, 1))
    say(s, "{side} attacks {target} from {source}.", side=SIDES[side], target=b.ids[target], source=b.ids[source])
    battle.start(s, side, source, target, movement.pieces_of(choice[1]), terms=tuple(terms))


FLOW.compound_kind("card_attack", ("army", "units"), ATTACK_PROMPTS, _attack_options, _attack_finish)


@VOCABULARY.effect("gather", Gather)
def _gather(s, ctx, p: Gather) -> None:
    FLOW.then(s, ("card_gather", ctx.controller, p.model_dump(), 0))


@FLOW.step("card_gather")
def _card_gather(s, seat: int, p: dict, moved: int) -> None:
    b = board()
    n = b.nation(p["nation"])
    to = _region(p["to"])
    if moved >= p["up_to"] or units(s.armies[to], side_of_seat(s, seat)) >= 10:
        return
    options = tuple(Action("bring", region=src, piece=KINDS[k], nation=p["nation"]) for src in p["sources"]
                    for k in (REGULAR, ELITE) if src != p["to"] and s.armies[_region(src)][slot(n, k)])
    if options:
        FLOW.ask(s, seat, "card_gather", options + (Action("done"),), GATHER_PROMPT, data=(p, moved),
                 region=p["to"])


@FLOW.answer("card_gather")
def _on_gather(s, q, action: Action) -> None:
    if action.kind == "done":
        return
    p, moved = q.data
    b = board()
    group = ((p["nation"], action["piece"], 1),)
    movement.move(s, side_of_seat(s, q.seat), b.region(action["region"]), group, _region(p["to"]))
    FLOW.then(s, ("card_gather", q.seat, p, moved + 1))


@VOCABULARY.effect("move_companions")
def _move_companions(s, ctx, p) -> None:
    FLOW.then(s, ("card_companions", ctx.controller, ()))


@FLOW.step("card_companions")
def _card_companions(s, seat: int, moved: tuple) -> None:
    if companions.movable(s, moved):
        FLOW.ask(s, seat, "card_companions", (Action("another_companion"), Action("done")), COMPANIONS_PROMPT,
                 data=moved)


@FLOW.answer("card_companions")
def _on_card_companions(s, q, action: Action) -> None:
    if action.kind == "another_companion":
        FLOW.compound(s, "card_companion", q.seat, q.data)


def _companion_options(s, seat, partial, moved):
    b = board()
    if not partial:
        return [tuple(characters().companions[c].id for c in g) for g in companions.movable_groups(s, moved)]
    return [b.ids[r] for r in companions.group_reach(s, _group(partial[0]))]


def _group(names) -> tuple[int, ...]:
    return companion_group(names)


def _companion_finish(s, seat, choice, moved):
    group = _group(choice[0])
    companions.move(s, group, board().region(choice[1]))
    FLOW.then(s, ("card_companions", seat, moved + group))


FLOW.compound_kind("card_companion", ("companions", "to"), companions.MOVE_PROMPTS, _companion_options,
                   _companion_finish)


@VOCABULARY.effect("to_table")
def _to_table(s, ctx, p) -> None:
    table_cards.lay(s, ctx.controller, ctx.card)


# ---- what a card on the table does (table_cards.py asks) ------------------------------------

VOCABULARY.keyword("closed_to_enemy", Closed)(table_cards.closed_regions)
VOCABULARY.keyword("fellowship_dice_kept_out")(table_cards.lasting)
VOCABULARY.keyword("holds_back_politics", HoldsBack)(table_cards.politics_held_back)
VOCABULARY.keyword("discarded_when", When)(table_cards.happened)
VOCABULARY.keyword("discard_with_die", DiscardWithDie)(table_cards.discardable)


# ---- tests of the filters -----------------------------------------------------------------

def _r(region: str) -> int:
    return board().index[region]


@LANGUAGE.test("region", "adjacent_to", list[str])
def _adjacent_to(s, ctx, region, names) -> bool:
    b = board()
    return any(b.adjacent(_r(region), _r(x)) for x in names)


@LANGUAGE.test("region", "control", Literal["own", "enemy"])
def _control(s, ctx, region, whose) -> bool:
    side = side_of(s, ctx)
    return s.controller[_r(region)] == (side if whose == "own" else 1 - side)


@LANGUAGE.test("region", "besieged", bool)
def _besieged(s, ctx, region, yes) -> bool:
    return (s.besieged[_r(region)] != EMPTY) == yes


@LANGUAGE.test("region", "besieged_by", Literal["own", "enemy"])
def _besieged_by(s, ctx, region, whose) -> bool:
    """An army of that side besieges the stronghold here (the other side's units in the box)."""
    r = _r(region)
    if s.besieged[r] == EMPTY:
        return False
    side = side_of(s, ctx) if whose == "own" else 1 - side_of(s, ctx)
    return bool(units(s.besieged[r], 1 - side)) and bool(units(s.armies[r], side))


@LANGUAGE.test("region", "units_of", str)
def _units_of(s, ctx, region, nation) -> bool:
    n = board().nation(nation)
    pieces = s.armies[_r(region)]
    return bool(pieces[slot(n, REGULAR)] or pieces[slot(n, ELITE)])


@LANGUAGE.test("region", "enemy_army_nations", int)
def _enemy_army_nations(s, ctx, region, least) -> bool:
    """The enemy's army there holds units of at least this many nations."""
    side = 1 - side_of(s, ctx)
    pieces, _ = _army_at(s, _r(region), side)
    return sum(1 for n in board().nations_of_side(side) if pieces[slot(n, REGULAR)] or pieces[slot(n, ELITE)]) >= least


@LANGUAGE.test("region", "movable", bool)
def _movable(s, ctx, region, yes) -> bool:
    """Free for army movement: no enemy units in the field, and no card closes it."""
    side = side_of(s, ctx)
    r = _r(region)
    return (not any(UNITS_OF[1 - side](s.armies[r])) and r not in _closed(s, side)) == yes


@LANGUAGE.test("region", "companion_is", str)
def _companion_is(s, ctx, region, name) -> bool:
    if not s.separated:
        return False
    ids = _companion_ids()
    r = _r(region)
    return any(ids[c] == name and at == r for c, at in s.separated)


@lru_cache(maxsize=1)
def _companion_ids() -> tuple[str, ...]:
    return tuple(c.id for c in characters().companions)


@LANGUAGE.test("nation", "at_war", bool)
def _nation_at_war(s, ctx, nation, yes) -> bool:
    return politics.at_war(s, NATIONS.index(nation)) == yes


@LANGUAGE.test("nation", "visited", bool)
def _visited(s, ctx, nation, yes) -> bool:
    """The Fellowship (its figure, off the Mordor Track) or a companion inside its borders."""
    b = board()
    n = NATIONS.index(nation)
    inside = any(b.nation_of[r] == n for _, r in s.separated) or (s.mordor < 0 and b.nation_of[s.fellowship_region] == n)
    return inside == yes



