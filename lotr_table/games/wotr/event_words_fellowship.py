"""War of the Ring's card words for the Free Peoples' character cards (the Fellowship, the
companions, the Hunt), registered into event_language.VOCABULARY beside the words already there.

Effects:
- `to_table`: the card stays on its player's table («Викладіть на стіл»: table_cards.py);
  `discard_from_table`: it leaves it («можете скинути цю карту»);
- `hunt_tile_drawn` {draw}: "none": the Shadow draws no tile this time (on the Mordor Track the
  step is made as if the tile showed no Stop); "again": a second tile is drawn and applied
  instead of the first, which goes back to the pool; "extra": one more (event_words_balrog); `lessen_hunt_damage` {points} (card_effects);
- `send_companions` {from: fellowship and/or map, extra, level, into_siege}: one companion or
  one group leaves the Fellowship (companions.separate) or moves on the map (companions.move),
  with extra regions, as if of another level, or into a besieged stronghold; {companions, to}:
  the first of them on the map goes to `to`, those with him going along if the player chooses;
  {minion, to}: the minion, if in play, goes there at once;
- `change_die` {result, to, whose}: one unused die of the side (the player's or the enemy's)
  showing `result` shows `to`; or, `to` "discarded", all of them are discarded (event_words_armies);
  or, `to` "eye" {result: any, up_to}: up to so many of the player's unused dice, chosen one at
  a time, become Eyes in the Hunt Box (event_words_hunt's step `card_eyes`);
- `eliminate_character` {companions | minion}: the first of the companions in play, or the
  minion, is eliminated; {companions: drawn, or_corruption}: a companion of the Fellowship drawn
  at random (event_words_hunt.lure), or corruption of his level, the Free Peoples choosing;
- `hunt_tile_drawn` {draw: "settle", n, eye, other}: of the last n hunt tiles drawn, those with
  an Eye and the others go back into the pool or out of the game for good.
Amounts: `hunt_tiles_drawn` {n}: draws n tiles «без ефекту», the number of Eyes among them.
Conditions: `in_fellowship` {companions} (an amount is tested with combat_words' `compare`).
Region tests: `with_companion` (one of these companions stands there), `captured` (held by the
side that did not hold it at the start: «незахоплений» is `captured: false`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import (
    card_effects, card_play, card_zones as places, companions, dice, fellowship, hunt, hunt_tiles, minions, table_cards)
from lotr_table.games.wotr.board import ELITE, FREE_PEOPLES, REGULAR, SIDES, board
from lotr_table.games.wotr.characters import characters, companion_id, companion_number, level
from lotr_table.games.wotr.event_language import LANGUAGE, VOCABULARY, side_of
from lotr_table.games.wotr.event_words import _Params, _r
from lotr_table.games.wotr.event_words_balrog import extra_hunt_tile
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.state import captured, put, slot

SEND_PROMPTS = ("Choose the companions the card sends.", "Choose where they go.")
NATION_PROMPT = "Replace a regular unit of which nation with an elite one?"
LOG = ("The {result} dice of the {side} are discarded.", "{companion} is eliminated.", "A die showing {result} now shows {to}.",
       "The Shadow draws no hunt tile.", "A second hunt tile is drawn instead: {tile}.",
       "The hunt tile {tile} goes back into the pool.", "The hunt tile {tile} is removed from the game.",
       "{nation} replaces a regular unit with an elite one in {region}.")


def _companion(name: str) -> int:
    return companion_number(name)


class Points(_Params):
    points: int


class Send(_Params):
    # «from» is a Python word: the field is named where the companions set out
    start: tuple[Literal["fellowship", "map"], ...] = ("fellowship",)
    extra: int = 0
    level: int | None = None
    into_siege: bool = False
    # or the first of these companions on the map led to `to` (the Dead Men of Dunharrow), or
    # the minion, in play, put there (the Return of the Witch-king)
    companions: tuple[str, ...] = ()
    minion: str | None = None
    to: str | None = None

    @model_validator(mode="after")
    def _sent_somewhere(self):
        if self.companions and self.minion is not None:
            raise ValueError("companions or a minion, not both")
        if self.minion is not None and self.minion not in [m.id for m in characters().minions]:
            raise ValueError(f"no minion {self.minion!r}")
        return self


class ChangeDie(_Params):
    # "any": the player chooses among his unused dice, up to `up_to` of them (to an Eye)
    result: Literal["character", "army", "muster", "army_muster", "event", "will_of_the_west", "any"]
    to: Literal["will_of_the_west", "discarded", "eye"]
    whose: Literal["own", "enemy"] = "own"
    up_to: int = 1

    @model_validator(mode="after")
    def _eyes_chosen(self):
        if (self.to == "eye") != (self.result == "any") or (self.to != "eye" and self.up_to != 1):
            raise ValueError("to 'eye' goes with result 'any' (and up_to), the others with a result")
        if self.to == "eye" and self.whose != "own":
            raise ValueError("the player's own dice become Eyes")
        return self


class Companions(_Params):
    companions: tuple[str, ...] | Literal["any"]


class Count(_Params):
    n: int


# ---- the table ----------------------------------------------------------------------------

# `to_table` (the card laid on its player's table) is event_words_armies.py's word


@VOCABULARY.effect("discard_from_table")
def _discard_from_table(s, ctx, p) -> None:
    seat = table_cards.owner(s, ctx.card)
    if seat is not None:
        table_cards.discard(s, seat, ctx.card)


# ---- the Hunt -------------------------------------------------------------------------------

def _waiting(s, step: str) -> int | None:
    for i in range(len(s.stack) - 1, -1, -1):
        if s.stack[i][0] == step:
            return i
    return None


class TileDrawn(_Params):
    draw: Literal["none", "again", "extra", "settle"]
    # "settle": of the last n tiles drawn, those with an Eye and the others go to these places
    n: int = 1
    eye: Literal["pool", "removed"] = "pool"
    other: Literal["pool", "removed"] = "pool"

    @model_validator(mode="after")
    def _settled_only(self):
        if self.draw != "settle" and (self.n, self.eye, self.other) != (1, "pool", "pool"):
            raise ValueError("n, eye and other are for draw 'settle'")
        return self


@VOCABULARY.effect("hunt_tile_drawn", TileDrawn)
def _hunt_tile_drawn(s, ctx, p: TileDrawn) -> None:
    """The Hunt's tiles drawn otherwise: none is drawn, a second one instead of the first, one
    more (event_words_balrog), or the last drawn settled."""
    if p.draw == "settle":
        _settle_drawn_tiles(s, p)
    elif p.draw == "none":
        _cancel_hunt_tile(s)
    elif p.draw == "again":
        _hunt_tile_again(s)
    else:
        extra_hunt_tile(s)


def _cancel_hunt_tile(s) -> None:
    i = _waiting(s, "hunt_tile_draw")
    if i is None:
        return
    why = s.stack[i][1]
    say(s, "The Shadow draws no hunt tile.")
    if why == "mordor":
        s.stack[i] = ("mordor_step", False)
    else:
        del s.stack[i]


def _hunt_tile_again(s) -> None:
    """«Apply the effects of the second tile instead of the first one, then return the first
    tile to the Hunt Pool»: the second is drawn while the first is still out of the bag."""
    i = _waiting(s, "hunt_tile_apply")
    if i is None:
        return
    step = s.stack[i]
    first = step[1]
    second = hunt.draw_tile(s)
    say(s, "A second hunt tile is drawn instead: {tile}.", tile=hunt_tiles.tile(second).id)
    places.move_card(s.zones, first, places.DRAWN, places.POOL)
    say(s, "The hunt tile {tile} goes back into the pool.", tile=hunt_tiles.tile(first).id)
    s.stack[i] = (step[0], second) + step[2:]


@VOCABULARY.effect("lessen_hunt_damage", Points)
def _lessen_hunt_damage(s, ctx, p: Points) -> None:
    card_effects.lessen_hunt_damage(s, p.points)


@LANGUAGE.amount_word("hunt_tiles_drawn", Count)
def _hunt_tiles_drawn(s, ctx, p: Count) -> int:
    eyes = 0
    for _ in range(p.n):
        t = hunt.draw_tile(s)
        say(s, "The Shadow draws a hunt tile: {tile}.", tile=hunt_tiles.tile(t).id)
        eyes += hunt_tiles.is_eye(t)
    return eyes


def _settle_drawn_tiles(s, p: TileDrawn) -> None:
    """The last n tiles drawn: those with an Eye, then the others, go back into the pool or out
    of the game for good («назавжди прибрані»: aside with the special tiles not in play, from
    where only a card's own special tile ever comes back: card_effects.special_tile_enters)."""
    drawn = s.hunt_drawn[-p.n:]
    for eye, where in ((True, p.eye), (False, p.other)):
        for t in drawn:
            if hunt_tiles.is_eye(t) != eye:
                continue
            if where == "pool":
                places.move_card(s.zones, t, places.DRAWN, places.POOL)
                say(s, "The hunt tile {tile} goes back into the pool.", tile=hunt_tiles.tile(t).id)
            else:
                places.move_card(s.zones, t, places.DRAWN, places.ASIDE)
                say(s, "The hunt tile {tile} is removed from the game.", tile=hunt_tiles.tile(t).id)


# ---- the companions ---------------------------------------------------------------------------

@VOCABULARY.condition("in_fellowship", Companions)
def _in_fellowship(s, ctx, p: Companions) -> bool:
    if p.companions == "any":
        return bool(s.fellowship)
    return any(companion_id(c) in p.companions for c in s.fellowship)


class Character(_Params):
    """The minion named, or the first of the companions in play, or ("drawn") a companion of
    the Fellowship drawn at random, for whom the Free Peoples may choose to add corruption
    equal to his level instead (`or_corruption`)."""
    minion: str | None = None
    companions: tuple[str, ...] | Literal["any", "drawn"] = ()
    or_corruption: bool = False

    @model_validator(mode="after")
    def _corruption_for_drawn(self):
        if self.or_corruption and self.companions != "drawn":
            raise ValueError("or_corruption is for a companion drawn from the Fellowship")
        return self


@VOCABULARY.effect("eliminate_character", Character)
def _eliminate_character(s, ctx, p: Character) -> None:
    if p.minion is not None:
        _eliminate_minion(s, p.minion)
        return
    if p.companions == "drawn":
        from lotr_table.games.wotr.event_words_hunt import lure     # registers after this module
        lure(s, p.or_corruption)
        return
    for c, _ in s.separated:
        if p.companions == "any" or companion_id(c) in p.companions:
            s.separated = tuple(x for x in s.separated if x[0] != c)
            s.fallen = s.fallen + (c,)
            say(s, "{companion} is eliminated.", companion=companion_id(c))
            return
    for c in s.fellowship:
        if p.companions == "any" or companion_id(c) in p.companions:
            say(s, "{companion} is eliminated.", companion=companion_id(c))
            fellowship.eliminate(s, c)
            return


def _reach(s, group: tuple[int, ...], start: int, steps: int, into_siege: bool) -> tuple[int, ...]:
    found = companions.within_moves(s, start, steps, end_in_siege=into_siege)
    if group[0] in s.fellowship:         # leaving the Fellowship, its region is an end too
        return found
    return tuple(r for r in found if r != start)


def _steps(s, group: tuple[int, ...], p: Send) -> tuple[int, int]:
    """Where the group sets out and how far it may go: leaving the Fellowship, its progress
    plus the (highest) level; on the map the group's level; plus the card's extra regions."""
    lvl = p.level if p.level is not None else None
    if group[0] in s.fellowship:
        return s.fellowship_region, s.fellowship_progress + (lvl or max(level(c) for c in group)) + p.extra
    return companions.where(s, group[0]), (lvl or companions.group_level(group)) + p.extra


def _groups(s, p: Send) -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = []
    if "fellowship" in p.start and companions.may_separate(s):
        out += companions.subsets(s.fellowship)
    if "map" in p.start:
        by_region: dict[int, list[int]] = {}
        for c, r in s.separated:
            if level(c) > 0 or p.level:
                by_region.setdefault(r, []).append(c)
        out += [g for r in sorted(by_region) for g in companions.subsets(tuple(by_region[r]))]
    return tuple(g for g in out if _reach(s, g, *_steps(s, g, p), p.into_siege))


def _names(group) -> tuple[str, ...]:
    return tuple(companion_id(c) for c in group)


def _group(names) -> tuple[int, ...]:
    return tuple(sorted(_companion(n) for n in names))


@VOCABULARY.effect("send_companions", Send)
def _send_companions(s, ctx, p: Send) -> None:
    if p.minion is not None:
        m = [c.id for c in characters().minions].index(p.minion)
        if minions.in_play(s, m):
            minions.move(s, m, board().region(p.to))
        return
    if p.to is not None:
        _lead_companions(s, ctx, p)
        return
    if _groups(s, p):
        # the context as plain values, which a written position keeps
        FLOW.compound(s, "send_companions", ctx.controller, (p.start, p.extra, p.level, p.into_siege))


def _send(context) -> Send:
    start, extra, lvl, into_siege = context
    return Send(start=tuple(start), extra=extra, level=lvl, into_siege=into_siege)


def _send_options(s, seat, partial, context):
    p = _send(context)
    if not partial:
        return [_names(g) for g in _groups(s, p)]
    group = _group(partial[0])
    return [board().ids[r] for r in _reach(s, group, *_steps(s, group, p), p.into_siege)]


def _send_finish(s, seat, choice, context):
    group, region = _group(choice[0]), board().region(choice[1])
    if group[0] in s.fellowship:
        companions.separate(s, group, region)
    else:
        companions.move(s, group, region)


FLOW.compound_kind("send_companions", ("companions", "to"), SEND_PROMPTS, _send_options, _send_finish)


# ---- dice and armies --------------------------------------------------------------------------

def discard_dice(s, side: int, result: str) -> None:
    """`change_die` {"to": "discarded"} (a strategy card's «discard the dice showing …»): all of
    the side's unused dice showing `result` are discarded. Here, not in event_words_armies, so
    that module alone imports this one (no cycle)."""
    if result in s.rolled[side]:
        dice.set_rolled(s, side, [r for r in s.rolled[side] if r != result])
        say(s, "The {result} dice of the {side} are discarded.", result=result, side=SIDES[side])


@VOCABULARY.effect("change_die", ChangeDie)
def _change_die(s, ctx, p: ChangeDie) -> None:
    side = side_of(s, ctx) if p.whose == "own" else 1 - side_of(s, ctx)
    if p.to == "eye":                   # the Shadow's dice, chosen one at a time (event_words_hunt)
        FLOW.then(s, ("card_eyes", ctx.controller, p.up_to))
        return
    if p.to == "discarded":
        discard_dice(s, side, p.result)
        return
    left = list(s.rolled[side])
    if p.result not in left:
        return                                    # «застосувавши лише можливі ефекти»
    left[left.index(p.result)] = p.to
    dice.set_rolled(s, side, left)
    say(s, "A die showing {result} now shows {to}.", result=p.result, to=p.to)


def regular_to_elite(s, ctx, region: str) -> None:
    """event_words_armies' `upgrade` in a region: the player's nation there with a regular and
    an elite in the reinforcements (asked when two)."""
    b = board()
    r = b.region(region)
    side = side_of(s, ctx)
    nations = tuple(n for n in b.nations_of_side(side) if _regular_at(s, r, n) and s.reserve[slot(n, ELITE)] > 0)
    if len(nations) == 1:
        _upgrade(s, r, nations[0])
    elif nations:
        FLOW.ask(s, ctx.controller, "regular_to_elite",
                 tuple(Action("upgrade_nation", nation=b.nation_ids[n]) for n in nations), NATION_PROMPT, data=r)


def _regular_at(s, r: int, n: int) -> bool:
    return s.armies[r][slot(n, REGULAR)] > 0 or s.besieged[r][slot(n, REGULAR)] > 0


def _upgrade(s, r: int, n: int) -> None:
    """The regular is eliminated (a Free Peoples' one among the casualties, a Shadow one back
    to the reinforcements), the elite comes from the reinforcements."""
    box = s.armies[r][slot(n, REGULAR)] == 0
    put(s, r, n, REGULAR, -1, box=box)
    put(s, r, n, ELITE, 1, box=box)
    lost = s.casualties if board().side_of_nation[n] == FREE_PEOPLES else s.reserve
    lost[slot(n, REGULAR)] += 1
    s.reserve[slot(n, ELITE)] -= 1
    say(s, "{nation} replaces a regular unit with an elite one in {region}.", nation=board().nation_ids[n],
        region=board().ids[r])


@FLOW.answer("regular_to_elite")
def _on_regular_to_elite(s, q, action) -> None:
    _upgrade(s, q.data, board().nation(action["nation"]))


# ---- region tests -----------------------------------------------------------------------------

@LANGUAGE.test("region", "with_companion", list[str])
def _with_companion(s, ctx, region, names) -> bool:
    r = _r(region)
    return any(x == r and companion_id(c) in names for c, x in s.separated)


@LANGUAGE.test("region", "captured", bool)
def _captured(s, ctx, region, yes) -> bool:
    return captured(s, _r(region)) == yes



# ---- armies struck by a card («Ефекти цих карт уважають битвами, у яких вороже військо не може
# атакувати у відповідь»: the Ents Awake, the Dead Men of Dunharrow) ---------------------------

CASUALTY_PROMPT = "A card strikes your army: {hits} hits to take."
RETREAT_PROMPT = "Your army must retreat: choose where."
PLAY_PROMPT = "Play another character event card without a die?"
GO_PROMPT = "Which companions go with him?"
ARMY_LOG = ("The army in {region} is destroyed.", "The army retreats from {source} to {region}.",
            "A Nazgûl is eliminated in {region}.", "The Free Peoples take control of {region}.",
            "{seat} plays another card without a die.")
LOG = LOG + ARMY_LOG


class Hits(_Params):
    region: str
    hits: int
    characters: bool = False        # «If the Army is destroyed, so are any Nazgûl and Minions»
    retreat: bool = False           # «must then retreat. If the Army cannot retreat, it is destroyed»


class Another(_Params):
    type: Literal["character", "army", "muster"]


def _enemy_army(s, r: int, side: int) -> tuple[bool, tuple[int, ...]]:
    """The enemy's army in the region: in the field, else inside its stronghold."""
    from lotr_table.games.wotr.state import of_side, units
    box = not units(s.armies[r], side) and units(s.besieged[r], side) > 0
    return box, of_side((s.besieged if box else s.armies)[r], side)


@VOCABULARY.effect("hits_on_army", Hits)
def _hits_on_army(s, ctx, p: Hits) -> None:
    from lotr_table.games.wotr import politics
    from lotr_table.games.wotr.state import units
    r = board().region(p.region)
    enemy = 1 - side_of(s, ctx)
    box, pieces = _enemy_army(s, r, enemy)
    if not units(pieces, enemy):
        return
    politics.army_attacked(s, pieces, enemy, r)
    steps = (("card_casualties", r, enemy, box, p.hits, p.characters),)
    FLOW.then(s, *steps, *((("card_retreat_army", r, enemy),) if p.retreat else ()))


@FLOW.step("card_casualties")
def _card_casualties(s, r: int, side: int, box: bool, hits: int, characters_too: bool) -> None:
    from lotr_table.games.wotr import battle
    from lotr_table.games.wotr.battle import casualty_options
    from lotr_table.games.wotr.state import of_side, units
    pieces = of_side((s.besieged if box else s.armies)[r], side)
    b = board()
    if hits and units(pieces, side):
        if hits >= sum(pieces[slot(n, REGULAR)] + 2 * pieces[slot(n, ELITE)] for n in b.nations_of_side(side)):
            for n in b.nations_of_side(side):
                for kind in (REGULAR, ELITE):
                    for _ in range(pieces[slot(n, kind)]):
                        _card_casualty(s, r, box, Action("remove", nation=b.nation_ids[n], piece=battle.KINDS[kind]))
        else:
            options = tuple(casualty_options(pieces, side, hits))
            if len(options) == 1:
                taken = _card_casualty(s, r, box, options[0])
                FLOW.then(s, ("card_casualties", r, side, box, max(0, hits - taken), characters_too))
                return
            FLOW.ask(s, battle.army_seat(s, pieces, side), "card_casualty", options, CASUALTY_PROMPT,
                     data=(r, side, box, hits, characters_too), hits=hits)
            return
    _destroyed(s, r, side, box, characters_too)


def _card_casualty(s, r: int, box: bool, action: Action) -> int:
    """One casualty as a battle takes it (battle.py); the hits it takes."""
    from lotr_table.games.wotr import battle
    n = board().nation(action["nation"])
    kind = battle.KINDS.index(action["piece"])
    put(s, r, n, kind, -1, box=box)
    battle._lost(s, n, kind)
    side = board().side_of_nation[n]
    if action.kind == "downgrade":
        if battle._replacement(s, n):
            put(s, r, n, REGULAR, 1, box=box)
        say(s, "{side} downgrades an elite of {nation}.", side=battle.SIDES[side], nation=action["nation"])
        return 1
    say(s, "{side} loses {piece} of {nation}.", side=battle.SIDES[side], nation=action["nation"], piece=action["piece"])
    return 2 if kind == ELITE else 1


@FLOW.answer("card_casualty")
def _on_card_casualty(s, q, action: Action) -> None:
    r, side, box, hits, characters_too = q.data
    hits -= _card_casualty(s, r, box, action)
    FLOW.then(s, ("card_casualties", r, side, box, max(0, hits), characters_too))


def _destroyed(s, r: int, side: int, box: bool, characters_too: bool) -> None:
    """An army without units: its leaders go («лідерів Вільних Народів ... негайно прибирають»);
    Nazgûl, companions and minions stay, unless the card says otherwise."""
    from lotr_table.games.wotr import battle, leadership, minions
    from lotr_table.games.wotr.board import LEADER, SAURON
    from lotr_table.games.wotr.state import units
    where = s.besieged if box else s.armies
    if units(where[r], side):
        return
    b = board()
    gone = False
    for n in b.nations_of_side(side):
        if n == SAURON and not characters_too:
            continue
        for _ in range(where[r][slot(n, LEADER)]):
            put(s, r, n, LEADER, -1, box=box)
            battle._lost(s, n, LEADER)
            gone = True
    if characters_too:
        for m in minions.at(s, r):
            minions.fall(s, m)
            gone = True
        if side == FREE_PEOPLES:
            leadership.fall(s, r, side)
    if gone:
        say(s, "The army in {region} is destroyed.", region=b.ids[r])


@FLOW.step("card_retreat_army")
def _retreat_army(s, r: int, side: int) -> None:
    """`hits_on_army` {retreat}: after its casualties, the enemy's army «must then retreat. If
    the Army cannot retreat, it is destroyed»: to an adjacent free region (battle.retreats'
    rule), its owner choosing."""
    from lotr_table.games.wotr import battle, politics
    from lotr_table.games.wotr.invariants import STACKING_LIMIT
    from lotr_table.games.wotr.state import units
    box, pieces = _enemy_army(s, r, side)
    if box or not any(pieces):
        return
    places_to = tuple(x for x in board().neighbours[r] if battle.free_for(s, x, side)
                      and politics.army_may_enter(s, pieces, side, x, retreating=True)
                      and units(s.armies[x], side) + units(pieces, side) <= STACKING_LIMIT)
    if not units(pieces, side):
        return
    if not places_to:
        for n in board().nations_of_side(side):
            for kind in (REGULAR, ELITE):
                for _ in range(pieces[slot(n, kind)]):
                    _card_casualty(s, r, False, Action("remove", nation=board().nation_ids[n], piece=battle.KINDS[kind]))
        _destroyed(s, r, side, False, True)
        return
    FLOW.ask(s, battle.army_seat(s, pieces, side), "card_retreat",
             tuple(Action("retreat", region=board().ids[x]) for x in places_to), RETREAT_PROMPT, data=(r, side))


@FLOW.answer("card_retreat")
def _on_card_retreat(s, q, action: Action) -> None:
    from lotr_table.games.wotr import leadership, mixed, politics
    r, side = q.data
    to = board().region(action["region"])
    _, pieces = _enemy_army(s, r, side)
    s.cache = {}
    s.armies[r] = tuple(a - x for a, x in zip(s.armies[r], pieces))
    s.armies[to] = tuple(a + x for a, x in zip(s.armies[to], pieces))
    leadership.follow(s, side, r, to, leadership.movers(s, r, side))
    politics.enemy_army_entered(s, to, side)
    mixed.arrived(s, to, side, pieces)
    say(s, "The army retreats from {source} to {region}.", source=board().ids[r], region=board().ids[to])


def _eliminate_minion(s, minion: str) -> None:
    from lotr_table.games.wotr import minions
    from lotr_table.games.wotr.characters import minion_id
    for m, _ in s.minions:
        if minion_id(m) == minion:
            minions.fall(s, m)
            return


def strike_nazgul(s, region: str, at_least: int, max_dice: int = 5) -> None:
    """event_words_armies' `strike` {"nazgul": true}: a die for each Nazgûl there (not the
    Witch-king: he is a minion here), at most `max_dice`; each roll of `at_least` or more
    eliminates one (to the reinforcements)."""
    from lotr_table.engine import rng as chance
    from lotr_table.games.wotr.board import LEADER, SAURON
    r = board().region(region)
    k = slot(SAURON, LEADER)
    n = s.armies[r][k]
    if not n:
        return
    rolled = [chance.draw(s, 6) + 1 for _ in range(min(n, max_dice))]
    s.barrier += 1
    for _ in range(min(n, sum(x >= at_least for x in rolled))):
        put(s, r, SAURON, LEADER, -1)
        s.reserve[k] += 1
        say(s, "A Nazgûl is eliminated in {region}.", region=region)


def _lead_companions(s, ctx, p: Send) -> None:
    """The first of these companions on the map goes to `to`; the companions standing with him
    may go along («and any number of Companions in the same region»), the player choosing."""
    leader = next((c for c, _ in s.separated if companion_id(c) in p.companions), None)
    if leader is None:
        return
    here = companions.where(s, leader)
    others = tuple(c for c, r in s.separated if r == here and c != leader)
    to = board().region(p.to)
    if not others:
        companions.move(s, (leader,), to)
        return
    acts = tuple(Action("companions", companions=_names(g)) for g in companions.subsets(others)) + (Action("no"),)
    FLOW.ask(s, ctx.controller, "lead_companions", acts, GO_PROMPT, data=(leader, to))


@FLOW.answer("lead_companions")
def _on_lead_companions(s, q, action: Action) -> None:
    leader, to = q.data
    group = (leader,) + (_group(action["companions"]) if action.kind == "companions" else ())
    companions.move(s, tuple(sorted(group)), to)


@VOCABULARY.effect("play_another", Another)
def _play_another(s, ctx, p: Another) -> None:
    """«you may immediately play another ... card from your hand without using an Action die»."""
    found = tuple(c for c in card_play.playable(s, ctx.controller, p.type) if c != ctx.card)
    if found:
        FLOW.ask(s, ctx.controller, "play_another", tuple(Action("play", card=c) for c in found) + (Action("no"),),
                 PLAY_PROMPT)


@FLOW.answer("play_another")
def _on_play_another(s, q, action: Action) -> None:
    if action.kind == "play":
        say(s, "{seat} plays another card without a die.", seat=q.seat)
        card_play.play(s, q.seat, action["card"], "")


@LANGUAGE.amount_word("die", _Params)
def _die(s, ctx, p) -> int:
    from lotr_table.engine import rng as chance
    s.barrier += 1
    return chance.draw(s, 6) + 1


# ---- more region tests ----------------------------------------------------------------------------

@LANGUAGE.test("region", "with_minion", list[str])
def _with_minion(s, ctx, region, names) -> bool:
    from lotr_table.games.wotr.characters import minion_id
    r = _r(region)
    return any(x == r and minion_id(m) in names for m, x in s.minions)


@LANGUAGE.test("region", "nazgul_army_within", int)
def _nazgul_army_within(s, ctx, region, steps) -> bool:
    """A Shadow army (units) with Nazgûl stands there or within `steps` regions."""
    from lotr_table.games.wotr.board import LEADER, SAURON
    from lotr_table.games.wotr.state import units
    k = slot(SAURON, LEADER)
    enemy = 1 - side_of(s, ctx)
    return any(s.armies[x][k] and units(s.armies[x], enemy) for x in board().within(_r(region), steps))


@LANGUAGE.test("region", "near_companion_army", int)
def _near_companion_army(s, ctx, region, steps) -> bool:
    """An army of the player's side with a companion stands there or within `steps` regions."""
    from lotr_table.games.wotr.state import units
    side = side_of(s, ctx)
    here = {x for _, x in s.separated}
    return any(x in here and units(s.armies[x], side) for x in board().within(_r(region), steps))


@LANGUAGE.test("region", "same_as", str)
def _same_as(s, ctx, region, other) -> bool:
    """The region is this one (a region remembered earlier in the effect)."""
    return region == other
