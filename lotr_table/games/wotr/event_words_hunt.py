"""The Shadow character deck's words in the card language (event_language.VOCABULARY): the Hunt
drawn by a card, the Ring's lure, the Nazgûl's flight, the Shadow's dice made Eyes, armies
moved or sent to attack by a card.

Effects:
- `hunt_tile` {"damage": "hunt" | "ring" | "companion" | "separate"}: a Hunt tile is drawn; «If the tile
  shows an Eye or is a Fellowship special tile, discard it without effect», otherwise the
  rules of a successful Hunt (hunt.py's damage and reveal), the damage taken normally
  ("hunt"), all of it as corruption ("ring": «may not be reduced in any way before using the
  Ring») or first by a companion drawn at random ("companion"); a Stop icon stops nothing;
  or ("separate") the Free Peoples separate as many companions as its number into the
  Fellowship's region (ignoring Reveal and Stop);
- `lure` (for event_words_fellowship's `eliminate_character` {companions: drawn}): a companion
  of the Fellowship drawn at random; the Free Peoples add his level in corruption or eliminate him;
- `nazgul_fly`: the Shadow moves any or all of the Nazgûl, the Witch-king among them (seed:
  «Короля-Відьмака вважають назґŷлом (на нього діють усі ефекти карт подій, що стосуються
  назґŷлів ...)»), each once, as the Character result moves them (minions.py); with
  {"region", "to"}, every Nazgûl of the region (not the Witch-king) flies to `to`;
- `fellowship_act` {"act", "region"}: the Fellowship moves or hides (fellowship.py), the Shadow
  reveals it ("reveal"), makes a Hunt roll as if it had moved ("hunt_roll"), or its figure is
  moved to `region` ("to");
- the step `card_eyes` (event_words_fellowship's `change_die` {to: eye, up_to}): up to n unused
  Shadow dice turned to Eyes, into the Hunt Box;
- `move_armies` {"led_by", "n"}: up to n armies holding a Nazgûl (or the Witch-king: "led_by":
  "witch_king") move as an Army result moves them, the character going with them;
  `attack_with` {"led_by"}: such an army attacks (battle.py).
Conditions: `fellowship_track_at_least` {"steps"}, `fellowship_at_free_peoples_settlement`,
`nazgul_with_fellowship`,
`may_move_armies` {"led_by"}, `may_attack_with` {"led_by"}.
Combat: `silence` {"figure"} (Words of Power: a companion's leadership and battle abilities count
for nothing this round, battle.Battle.silenced).
- `minions.nazgul_near` (for the armies' `strike` {dice_per_nazgul_near}): the Nazgûl (the Witch-king
  one of them) of the Shadow army in or next to a region that has the most (Dreadful Spells).
- `hunt_dice_bonus` {"n"}: each die of the Hunt roll about to be made, re-rolls included, n
  more (Flocks of Crebain, used at table_cards' `hunt_roll_to_make`).
- `discard_enemy_character` {"place": "hand" | "table"}: one of the other side's character event
  cards discarded, from a hand at random or from the table (the Shadow chooses which) (Worn with
  Sorrow and Toil, which asks first whether there is one: `exists` a `card`).
Keywords (table_cards.py asks them): `draws_after_event_die` (The Palantír of Orthanc);
Wormtongue's is `holds_back_politics` (event_words_armies.py).
Domain `card` (the event cards in hands and on tables), tests `whose` (own | enemy), `deck`
(character | strategy), `place` (hand | table).
Region tests: `nazgul` (a Nazgûl or the Witch-king stands there), `minion` (that minion
stands there), `adjacent_to_fellowship`, `near_nazgul_army` (a Shadow army with a Nazgûl
stands there or next to it).
"""

from __future__ import annotations

from typing import Literal

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import (
    attack, battle, companions, dice, fellowship, hunt, hunt_tiles, minions, movement, table_cards)
from lotr_table.games.wotr.board import FREE_PEOPLES, LEADER, NO_SETTLEMENT, SAURON, SHADOW, SIDES, board
from lotr_table.games.wotr.character_words import minion_has
from lotr_table.games.wotr.characters import WITCH_KING, characters, companion_id, level
from lotr_table.games.wotr.event_language import LANGUAGE, VOCABULARY
from lotr_table.games.wotr.event_words import _Params
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.players import nations_of_seat
from lotr_table.games.wotr.state import nazgul, slot, units

# ("{companion} is eliminated." is declared by event_words_fellowship.py, "Move another army?"
# by event_words_armies.py: one text, one entry)
LOG = (
    "The tile is set aside without effect.",
    "{companion} is drawn from the Fellowship.",
    "The Fellowship is moved to {region}.",
    "The Shadow turns a die showing {result} into an Eye.",
    "{companion}'s leadership and special abilities count for nothing this combat round.",
    "Each die of the Hunt roll gets {n} more.",
)
PROMPTS = {
    "card_lure": "The Ring lures {companion}: add {points} corruption or eliminate him.",
    "card_separate": "Choose a companion who leaves the Fellowship ({left} more).",
    "card_eyes": "Turn an unused die into an Eye? ({left} more)",
    "card_nazgul": "Move a Nazgûl?",
    "card_army_more": "Move another army?",
    "card_table_discard": "Choose the Free Peoples' card to discard from their table.",
}
NAZGUL_PROMPTS = ("Choose the Nazgûl to move.", "Choose where he leaves from.", "Choose where he goes.")
ARMY_PROMPTS = ("Choose the region of the army to move.", "Choose the pieces that move.", "Choose where they go.")
ATTACK_PROMPTS = ("Choose the region of the attacking army.", "Choose the pieces that attack.",
                  "Choose the enemy army to attack.")
WITCH = "witch_king"
With = Literal["nazgul", "witch_king"]


class TileDamage(_Params):
    damage: Literal["hunt", "ring", "companion", "separate"] = "hunt"


class Steps(_Params):
    steps: int


class FellowshipAct(_Params):
    act: Literal["move", "hide", "reveal", "hunt_roll", "to"]
    region: str | None = None          # for "to" (often recalled)


class Armies(_Params):
    led_by: With
    n: int = 1


class Led(_Params):
    led_by: With


def _fp(s) -> int:
    return s.leading[FREE_PEOPLES]


# ---- a Hunt tile drawn by a card ------------------------------------------------------------

def _card_tile(s) -> tuple[int, bool] | None:
    """Draw a tile for a card: None when it shows an Eye or is the Fellowship's special tile
    (set aside without effect), else its damage (a die rolled) and whether it reveals."""
    t = hunt.draw_tile(s)
    kind = hunt_tiles.tile(t)
    say(s, "The Shadow draws a hunt tile: {tile}.", tile=kind.id)
    if kind.damage == hunt_tiles.EYE or kind.kind == "fellowship":
        say(s, "The tile is set aside without effect.")
        return None
    return hunt.damage_of(s, t, "card", 0), hunt.reveals(s, kind)


@VOCABULARY.effect("hunt_tile", TileDamage)
def _hunt_tile(s, ctx, p: TileDamage) -> None:
    drawn = _card_tile(s)
    if drawn is None:
        return
    damage, reveal = drawn
    if p.damage == "separate":
        FLOW.then(s, ("card_separate", damage))
    elif p.damage == "ring":
        FLOW.then(s, ("card_ring_damage", damage), ("hunt_reveal", reveal))
    elif p.damage == "companion":
        FLOW.then(s, ("card_companion_damage", damage, reveal), ("hunt_reveal", reveal))
    else:
        FLOW.then(s, ("hunt_damage", damage, reveal), ("hunt_reveal", reveal))


@FLOW.step("card_ring_damage")
def _ring_damage(s, damage: int) -> None:
    if damage > 0:
        fellowship.corrupt(s, damage)


@FLOW.step("card_companion_damage")
def _companion_damage(s, damage: int, reveal: bool) -> None:
    """«the Free Peoples player must reduce Hunt Damage (if any) by eliminating a random
    Companion (unless there are no Companions in the Fellowship) before using the Ring»."""
    lost = None
    if damage > 0 and s.fellowship:
        lost = s.fellowship[chance.draw(s, len(s.fellowship))]
        s.barrier += 1
        damage -= level(lost)
    # the rest of the damage after the companion has gone (a hobbit leaves by a later step:
    # until then he is still in the Fellowship and could be drawn again)
    FLOW.then(s, ("hunt_damage", max(0, damage), reveal))
    if lost is not None:
        hunt.lose_companion(s, lost)


@FLOW.step("card_separate")
def _card_separate(s, left: int) -> None:
    if left <= 0 or not s.fellowship or s.over:
        return
    if left >= len(s.fellowship):
        for c in s.fellowship:
            _separate_one(s, c)
        return
    FLOW.ask(s, _fp(s), "card_separate", tuple(Action("separate", companion=companion_id(c)) for c in s.fellowship),
             PROMPTS["card_separate"], data=left, left=left)


@FLOW.answer("card_separate")
def _on_card_separate(s, q, action: Action) -> None:
    c = next(c for c in s.fellowship if companion_id(c) == action["companion"])
    FLOW.then(s, ("card_separate", q.data - 1))
    _separate_one(s, c)


def _separate_one(s, c: int) -> None:
    """Into the Fellowship's region; on the Mordor Track «Усі дії, що раніше відокремлювали
    супутника від Братства, тепер вилучають його з гри»."""
    if fellowship.on_mordor_track(s):
        say(s, "{companion} is eliminated.", companion=companion_id(c))
        fellowship.eliminate(s, c)
    else:
        companions.separate(s, c, s.fellowship_region)


# ---- the lure of the Ring --------------------------------------------------------------------

def lure(s, or_corruption: bool) -> None:
    """event_words_fellowship's `eliminate_character` {companions: drawn}: a companion of the
    Fellowship drawn at random is eliminated, or, `or_corruption`, the Free Peoples choose to add
    corruption equal to his level instead (Lure of the Ring)."""
    if not s.fellowship:
        return
    c = s.fellowship[chance.draw(s, len(s.fellowship))]
    s.barrier += 1
    say(s, "{companion} is drawn from the Fellowship.", companion=companion_id(c))
    name = companion_id(c)
    if not or_corruption:
        _lured(s, c, False)
        return
    FLOW.ask(s, _fp(s), "card_lure", (Action("corrupt", companion=name, points=level(c)),
                                      Action("eliminate_companion", companion=name)),
             PROMPTS["card_lure"], data=c, companion=name, points=level(c))


@FLOW.answer("card_lure")
def _on_lure(s, q, action: Action) -> None:
    _lured(s, q.data, action.kind == "corrupt")


def _lured(s, c: int, corrupt: bool) -> None:
    if corrupt:
        fellowship.corrupt(s, level(c))
    else:
        say(s, "{companion} is eliminated.", companion=companion_id(c))
        fellowship.eliminate(s, c)


# ---- the Fellowship -------------------------------------------------------------------------

@VOCABULARY.effect("fellowship_act", FellowshipAct)
def _fellowship_act(s, ctx, p: FellowshipAct) -> None:
    if p.act == "move":
        fellowship.move(s)
    elif p.act == "hide":
        fellowship.hide(s)
    elif p.act == "reveal":
        FLOW.then(s, ("hunt_reveal", True))
    elif p.act == "hunt_roll":
        FLOW.then(s, ("hunt_roll",))
    elif p.region is not None:
        s.fellowship_region = board().region(p.region)
        say(s, "The Fellowship is moved to {region}.", region=p.region)


@VOCABULARY.condition("fellowship_track_at_least", Steps)
def _track_at_least(s, ctx, p: Steps) -> bool:
    return not fellowship.on_mordor_track(s) and s.fellowship_progress >= p.steps


def _nazgul_at(s, r: int) -> bool:
    return nazgul(s, r) > 0 or any(m in minion_has("counts_as_nazgul") for m in minions.at(s, r))


@VOCABULARY.condition("fellowship_at_free_peoples_settlement")
def _at_fp_settlement(s, ctx, p) -> bool:
    """The Ring-bearers' figure in a region with a Free Peoples settlement (asked for every die
    while the card is held: one look at one region, not a filter over the map)."""
    if fellowship.on_mordor_track(s):
        return False
    b = board()
    r = s.fellowship_region
    n = b.nation_of[r]
    return b.settlement_of[r] != NO_SETTLEMENT and n >= 0 and b.side_of_nation[n] == FREE_PEOPLES


@VOCABULARY.condition("nazgul_with_fellowship")
def _nazgul_with_fellowship(s, ctx, p) -> bool:
    return not fellowship.on_mordor_track(s) and _nazgul_at(s, s.fellowship_region)


@LANGUAGE.test("region", "nazgul", bool)
def _nazgul_here(s, ctx, region, yes) -> bool:
    return _nazgul_at(s, board().region(region)) == yes


@LANGUAGE.test("region", "minion", str)
def _minion_here(s, ctx, region, minion) -> bool:
    r = board().region(region)
    return any(characters().minions[m].id == minion for m in minions.at(s, r))


@LANGUAGE.test("region", "near_nazgul_army", bool)
def _near_nazgul_army(s, ctx, region, yes) -> bool:
    return (minions.nazgul_near(s, board().region(region)) > 0) == yes


class Bonus(_Params):
    n: int


@VOCABULARY.effect("hunt_dice_bonus", Bonus)
def _hunt_dice_bonus(s, ctx, p: Bonus) -> None:
    """The Hunt roll waiting on the stack (hunt.py's `hunt_dice`) gets n more on each die."""
    for i in range(len(s.stack) - 1, -1, -1):
        if s.stack[i][0] == "hunt_dice":
            s.stack[i] = ("hunt_dice", s.stack[i][1] + p.n)
            say(s, "Each die of the Hunt roll gets {n} more.", n=p.n)
            return
    raise ValueError("no Hunt roll is about to be made")


class Place(_Params):
    place: Literal["hand", "table"]


def _enemy_characters(s, ctx, place: str) -> list[tuple[int, str]]:
    from lotr_table.games.wotr import card_zones as places, cards
    players = s.opts.players
    enemy = 1 - cards.side_of_seat(players, ctx.controller)
    kind = cards.KINDS.index("character")
    out = []
    for seat in range(places.seats(players)):
        if cards.side_of_seat(players, seat) != enemy:
            continue
        zone = places.hand(seat) if place == "hand" else places.table(seat)
        out += [(seat, c) for c in places.held(s.zones, zone) if cards.deck_of_card().get(c, -1) % 2 == kind]
    return out


# ---- the cards held: a domain for filters ------------------------------------------------------
# {"kind": "card", "whose": "enemy", "deck": "character", "place": "hand"}: the event cards in the
# players' hands and on their tables (Worn with Sorrow and Toil's «from their hand ... or from the
# table»), each as (seat, place, card)

@LANGUAGE.domain("card")
def _held_cards(s, ctx):
    from lotr_table.games.wotr import card_zones as places
    out = []
    for seat in range(places.seats(s.opts.players)):
        out += [(seat, "hand", c) for c in places.held(s.zones, places.hand(seat))]
        out += [(seat, "table", c) for c in places.held(s.zones, places.table(seat))]
    return tuple(out)


@LANGUAGE.test("card", "whose", Literal["own", "enemy"])
def _card_whose(s, ctx, item, whose) -> bool:
    from lotr_table.games.wotr import cards
    players = s.opts.players
    same = cards.side_of_seat(players, item[0]) == cards.side_of_seat(players, ctx.controller)
    return same == (whose == "own")


@LANGUAGE.test("card", "deck", Literal["character", "strategy"])
def _card_deck(s, ctx, item, deck) -> bool:
    from lotr_table.games.wotr import cards
    return cards.deck_of_card().get(item[2], -1) % 2 == cards.KINDS.index(deck)


@LANGUAGE.test("card", "place", Literal["hand", "table"])
def _card_place(s, ctx, item, place) -> bool:
    return item[1] == place


@VOCABULARY.effect("discard_enemy_character", Place)
def _discard_enemy_character(s, ctx, p: Place) -> None:
    found = _enemy_characters(s, ctx, p.place)
    if not found:
        return
    if p.place == "hand":
        seat, card = found[chance.draw(s, len(found))]
        s.barrier += 1
        from lotr_table.games.wotr import cards
        cards.discard(s, seat, card)
    elif len(found) == 1:
        table_cards.discard(s, found[0][0], found[0][1], why=table_cards.ENDED)
    else:                                # «or from the table»: the Shadow chooses which
        FLOW.ask(s, ctx.controller, "card_table_discard",
                 tuple(Action("discard_table", card=c) for _, c in found), PROMPTS["card_table_discard"])


@FLOW.answer("card_table_discard")
def _on_table_discard(s, q, action: Action) -> None:
    card = action["card"]
    table_cards.discard(s, table_cards.owner(s, card), card, why=table_cards.ENDED)


VOCABULARY.keyword("draws_after_event_die")(table_cards.lasting)


@LANGUAGE.test("region", "adjacent_to_fellowship", bool)
def _adjacent(s, ctx, region, yes) -> bool:
    near = not fellowship.on_mordor_track(s) and board().region(region) in board().neighbours[s.fellowship_region]
    return near == yes


# ---- the Shadow's dice made Eyes -------------------------------------------------------------

@FLOW.step("card_eyes")
def _card_eyes(s, seat: int, left: int) -> None:
    results = tuple(dict.fromkeys(s.rolled[SHADOW]))
    if left <= 0 or not results:
        return
    FLOW.ask(s, seat, "card_eyes", tuple(Action("to_eye", result=r) for r in results) + (Action("done"),),
             PROMPTS["card_eyes"], data=left, left=left)


@FLOW.answer("card_eyes")
def _on_eyes(s, q, action: Action) -> None:
    if action.kind != "to_eye":
        return
    dice.spend(s, SHADOW, action["result"])
    s.hunt_box += 1
    say(s, "The Shadow turns a die showing {result} into an Eye.", result=action["result"])
    FLOW.then(s, ("card_eyes", q.seat, q.data - 1))


# ---- the Nazgûl's flight ----------------------------------------------------------------------
# the context: (the regions the Nazgûl moved came to, whether the Witch-king moved)

def _flyers(s, landed: tuple, witch_moved: bool) -> list[str]:
    out = [minions.NAZGUL] if minions.nazgul_sources(s, landed) else []
    if not witch_moved and minions.in_play(s, WITCH_KING) and minions.destinations(s, WITCH_KING):
        out.append(WITCH)
    return out


class Fly(_Params):
    region: str | None = None        # with `to`: every Nazgûl there flies to `to`
    to: str | None = None


@VOCABULARY.effect("nazgul_fly", Fly)
def _nazgul_fly(s, ctx, p: Fly) -> None:
    if p.region is not None and p.to is not None:
        _driven_off(s, board().region(p.region), board().region(p.to))
        return
    FLOW.then(s, ("card_nazgul", ctx.controller, (), False))


def _driven_off(s, r: int, to: int) -> None:
    """The Eagles are Coming!: the Nazgûl of the region (not the Witch-king) fly to `to`."""
    n = s.armies[r][slot(SAURON, LEADER)]
    if n and r != to:
        for _ in range(n):
            minions.fly(s, r, to)


@FLOW.step("card_nazgul")
def _card_nazgul(s, seat: int, landed: tuple, witch_moved: bool) -> None:
    if s.over or not _flyers(s, landed, witch_moved):
        return
    FLOW.ask(s, seat, "card_nazgul", (Action("another_minion"), Action("done")), PROMPTS["card_nazgul"],
             data=(landed, witch_moved))


@FLOW.answer("card_nazgul")
def _on_card_nazgul(s, q, action: Action) -> None:
    if action.kind == "another_minion":
        FLOW.compound(s, "card_nazgul_move", q.seat, q.data)


def _fly_options(s, seat, partial, context):
    landed, witch_moved = context
    b = board()
    if not partial:
        return _flyers(s, landed, witch_moved)
    if len(partial) == 1:
        if partial[0] == WITCH:
            return [b.ids[minions.where(s, WITCH_KING)]]
        return [b.ids[r] for r in minions.nazgul_sources(s, landed)]
    if partial[0] == WITCH:
        return [b.ids[r] for r in minions.destinations(s, WITCH_KING)]
    return [b.ids[r] for r in minions.nazgul_destinations(s, b.region(partial[1]))]


def _fly_finish(s, seat, choice, context):
    landed, witch_moved = context
    to = board().region(choice[2])
    if choice[0] == WITCH:
        minions.move(s, WITCH_KING, to)
        witch_moved = True
    else:
        minions.fly(s, board().region(choice[1]), to)
        landed = landed + (to,)
    FLOW.then(s, ("card_nazgul", seat, landed, witch_moved))


def _fly_back(s, seat, context):
    FLOW.then(s, ("card_nazgul", seat) + tuple(context))


FLOW.compound_kind("card_nazgul_move", ("minion", "from", "to"), NAZGUL_PROMPTS, _fly_options, _fly_finish, _fly_back)


# ---- armies moved or attacking with a Nazgûl or the Witch-king ---------------------------------

def _nations(s, seat: int) -> tuple[int, ...]:
    return nations_of_seat(s.opts.players)[seat]


def _has(s, region: int, group, who: str) -> bool:
    """The group holds a Nazgûl, or the Witch-king stands with it (and goes with it)."""
    witch = WITCH_KING in minions.at(s, region)
    if who == WITCH:
        return witch
    return witch or movement.pieces_of(group)[slot(SAURON, LEADER)] > 0


def _army_groups(s, seat: int, region: int, who: str) -> list:
    return [g for g in movement.groups(s, SHADOW, _nations(s, seat), region, False)
            if _has(s, region, g, who) and movement.destinations(s, SHADOW, region, g)]


def _army_sources(s, seat: int, who: str, excluded: tuple) -> list[int]:
    return [r for r in movement.sources(s, SHADOW, _nations(s, seat), False, excluded)
            if _army_groups(s, seat, r, who)]


@VOCABULARY.condition("may_move_armies", Led)
def _may_move_armies(s, ctx, p: Led) -> bool:
    return bool(_army_sources(s, ctx.controller, p.led_by, ()))


@VOCABULARY.effect("move_armies", Armies)
def _move_armies(s, ctx, p: Armies) -> None:
    FLOW.then(s, ("card_army", ctx.controller, p.led_by, p.n, ()))


@FLOW.step("card_army")
def _card_army(s, seat: int, who: str, left: int, excluded: tuple) -> None:
    if left > 0 and not s.over and _army_sources(s, seat, who, excluded):
        FLOW.compound(s, "card_army_move", seat, (who, left, excluded))


def _army_options(s, seat, partial, context):
    who, left, excluded = context
    b = board()
    if not partial:
        return [b.ids[r] for r in _army_sources(s, seat, who, excluded)]
    region = b.region(partial[0])
    if len(partial) == 1:
        return _army_groups(s, seat, region, who)
    return [b.ids[r] for r in movement.destinations(s, SHADOW, region, partial[1])]


def _army_finish(s, seat, choice, context):
    who, left, excluded = context
    b = board()
    source, to = b.region(choice[0]), b.region(choice[2])
    witch_follows = WITCH_KING in minions.at(s, source) and (
        who == WITCH or not movement.pieces_of(choice[1])[slot(SAURON, LEADER)])
    movement.move(s, SHADOW, source, choice[1], to)
    if witch_follows:
        minions.move(s, WITCH_KING, to)
    if left > 1 and _army_sources(s, seat, who, excluded + (source, to)):
        FLOW.ask(s, seat, "card_army_more", (Action("move_another"), Action("done")), PROMPTS["card_army_more"],
                 data=(who, left - 1, excluded + (source, to)))


def _army_back(s, seat, context):
    """Going back from the first part gives the move up (the card's «you may»)."""


FLOW.compound_kind("card_army_move", ("army", "units", "to"), ARMY_PROMPTS, _army_options, _army_finish, _army_back)


@FLOW.answer("card_army_more")
def _on_army_more(s, q, action: Action) -> None:
    if action.kind == "move_another":
        who, left, excluded = q.data
        FLOW.compound(s, "card_army_move", q.seat, (who, left, excluded))


def _attack_groups(s, seat: int, region: int, who: str) -> list:
    return [g for g in attack.groups(s, SHADOW, _nations(s, seat), region, False)
            if _has(s, region, g, who) and attack.targets(s, SHADOW, region, g)]


def _attack_sources(s, seat: int, who: str) -> list[int]:
    return [r for r in attack.sources(s, SHADOW, _nations(s, seat), False) if _attack_groups(s, seat, r, who)]


@VOCABULARY.condition("may_attack_with", Led)
def _may_attack_with(s, ctx, p: Led) -> bool:
    return bool(_attack_sources(s, ctx.controller, p.led_by))


@VOCABULARY.effect("attack_with", Led)
def _attack_with(s, ctx, p: Led) -> None:
    if _attack_sources(s, ctx.controller, p.led_by):
        FLOW.compound(s, "card_nazgul_attack", ctx.controller, p.led_by)


def _attack_options(s, seat, partial, who):
    b = board()
    if not partial:
        return [b.ids[r] for r in _attack_sources(s, seat, who)]
    region = b.region(partial[0])
    if len(partial) == 1:
        return _attack_groups(s, seat, region, who)
    return [b.ids[t] for t in attack.targets(s, SHADOW, region, partial[1])]


def _attack_finish(s, seat, choice, who):
    b = board()
    source, target = b.region(choice[0]), b.region(choice[2])
    say(s, "{side} attacks {target} from {source}.", side=SIDES[SHADOW], target=b.ids[target], source=b.ids[source])
    battle.start(s, SHADOW, source, target, movement.pieces_of(choice[1]))


def _attack_back(s, seat, who):
    """Going back from the first part gives the attack up."""


FLOW.compound_kind("card_nazgul_attack", ("army", "units", "target"), ATTACK_PROMPTS, _attack_options, _attack_finish,
                   _attack_back)


def prompts() -> list[str]:
    # "Move another army?" is declared by event_words_armies.py (MARCH_MORE): one text, one entry
    return [p for kind, p in PROMPTS.items() if kind != "card_army_more"]



# ---- a combat half: Words of Power ------------------------------------------------------------

class Figure(_Params):
    figure: str


@VOCABULARY.effect("silence", Figure)
def _silence(s, ctx, p: Figure) -> None:
    """«That Companion's Leadership and special abilities are cancelled for this Combat round»:
    he is `silenced` in the battle (battle.Battle): his leadership and his battle abilities
    (character_words.py: Captain of the West, the White Rider) count for nothing this round."""
    from lotr_table.games.wotr import combat_words
    if p.figure not in combat_words.pieces_of(s, 1 - combat_words.who_of(s, ctx)):
        return
    name = p.figure.partition("/")[2]
    c = next(i for i, x in enumerate(characters().companions) if x.id == name)
    s.battle = s.battle._replace(silenced=s.battle.silenced + (c,))
    say(s, "{companion}'s leadership and special abilities count for nothing this combat round.", companion=name)
