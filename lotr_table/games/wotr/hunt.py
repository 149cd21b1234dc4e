"""The Hunt for the Ring (seed: Розділ IX), as steps on the one FLOW.

After each move of the Fellowship (off the Mordor Track): `hunt_roll` rolls one die per
Shadow die in the Hunt Box (at most 5), +1 to each per Free Peoples' die already there, a 6
or more a success, a natural 1 a failure; then re-rolls of failed dice, one per condition of
the Ring-bearers' region (a Shadow stronghold, Shadow units, Nazgûl). A success draws a
tile (`hunt_tile`, then `hunt_tile_draw` and `hunt_tile_apply`, a card on the Free Peoples'
table offered before the draw and after it: table_cards.py): its damage is taken by a casualty and/or as corruption (`hunt_damage`,
the Free Peoples' question), then a Reveal icon reveals (`hunt_reveal`). On the Mordor Track
a move draws a tile at once and `mordor_step` advances unless the tile shows Stop.

The tiles are drawn at random from the bag at the moment of drawing (hunt_tiles.py): the
pool has no order for a view to leak.
"""

from __future__ import annotations

from lotr_table.engine import rng as chance
from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_zones as places, companions, fellowship, hunt_tiles, minions, table_cards
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW, STRONGHOLD, board
from lotr_table.games.wotr.character_words import companion_has, guides_with, minion_has
from lotr_table.games.wotr.characters import companion_id, level
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.state import nazgul, units

MAX_DICE = 5
PROMPTS = {"hunt_damage": "Hunt damage {damage}: lose a companion or use the Ring.",
           "hobbit_to": "Choose where {companion} goes on leaving the Fellowship."}
LOG = (
    "The Shadow hunts with {dice} dice: {successes} successes.",
    "The Hunt fails.",
    "The Shadow draws a hunt tile: {tile}.",
    "{companion} falls to the Hunt.", "The Fellowship is revealed on the Mordor Track.",
)


def rerolls(s) -> int:
    """«Якщо під час гонитви Персненосці перебувають у регіоні» with a Shadow stronghold,
    Shadow units or Nazgûl: one re-roll for each («по 1 кубику за кожну вказану умову»)."""
    r = s.fellowship_region
    b = board()
    here = s.armies[r]
    shadow_stronghold = b.settlement_of[r] == STRONGHOLD and s.controller[r] == SHADOW
    # «Короля-Відьмака вважають назґŷлом»: the minion who `counts_as_nazgul`
    hunters = nazgul(s, r) > 0 or any(m in minion_has("counts_as_nazgul") for m in minions.at(s, r))
    return int(shadow_stronghold) + int(units(here, SHADOW) > 0) + int(hunters)


def _success(face: int, bonus: int) -> bool:
    # «Результат кидка «1» завжди означає невдачу, незалежно від будь-якого модифікатора.»
    return face != 1 and face + bonus >= 6


@FLOW.step("hunt_roll")
def _hunt_roll(s) -> None:
    if min(s.hunt_box, MAX_DICE) == 0:
        return
    FLOW.then(s, ("hunt_dice", 0))
    # a card on the Shadow's table may add to each die first (Flocks of Crebain: `added`)
    table_cards.offer(s, "hunt_roll_to_make")


@FLOW.step("hunt_dice")
def _hunt_dice(s, added: int) -> None:
    n = min(s.hunt_box, MAX_DICE)
    bonus = s.hunt_box_fp + added
    faces = [chance.draw(s, 6) + 1 for _ in range(n)]
    failed = [f for f in faces if not _success(f, bonus)]
    for _ in range(min(rerolls(s), len(failed))):
        faces.append(chance.draw(s, 6) + 1)      # a failed die rolled again
    successes = sum(_success(f, bonus) for f in faces[n:]) + (n - len(failed))
    s.barrier += 1
    # the dice themselves (first roll, re-rolls, which hit) for the table to draw the roll
    say(s, "The Shadow hunts with {dice} dice: {successes} successes.", dice=n, successes=successes,
        rolled=tuple(faces[:n]), again=tuple(faces[n:]), hit=tuple(int(_success(f, bonus)) for f in faces))
    if successes:
        FLOW.then(s, ("hunt_tile", "roll", successes))
    else:
        say(s, "The Hunt fails.")


def draw_tile(s) -> int:
    """One tile at random; an empty pool is refilled with the standard tiles drawn («поверніть до
    запасу всі звичайні жетони (бежеві), але не повертайте ... ті жетони, що були «назавжди
    прибрані» з гри внаслідок ефекту карти події»: those lie aside)."""
    z = s.zones
    if not z.cards[places.POOL]:
        drawn = set(s.hunt_drawn)
        for t in hunt_tiles.standard():
            if t in drawn:
                places.move_card(z, t, places.DRAWN, places.POOL)
    pool = s.hunt_pool                  # sorted: the draw picks by its place in the sorted bag
    t = pool[chance.draw(s, len(pool))]
    places.move_card(z, t, places.POOL, places.DRAWN)
    s.barrier += 1
    return t


def damage_of(s, t: int, why: str, successes: int) -> int:
    """The Eye: the successes of the roll; on the Mordor Track the dice in the Hunt Box; 0 for
    a tile drawn for any other reason. The die: one die rolled."""
    d = hunt_tiles.tile(t).damage
    if d == hunt_tiles.EYE:
        if why == "mordor":
            return s.hunt_box + s.hunt_box_fp
        return successes if why == "roll" else 0
    if d == hunt_tiles.DIE:
        s.barrier += 1
        return chance.draw(s, 6) + 1
    return d


@FLOW.step("hunt_tile")
def _hunt_tile(s, why: str, successes: int) -> None:
    """The Shadow must draw a tile: a card on the Free Peoples' table may stop it first
    (table_cards.py, Wizard's Staff)."""
    FLOW.then(s, ("hunt_tile_draw", why, successes))
    table_cards.offer(s, "hunt_tile_to_draw")


@FLOW.step("hunt_tile_draw")
def _hunt_tile_draw(s, why: str, successes: int) -> None:
    t = draw_tile(s)
    say(s, "The Shadow draws a hunt tile: {tile}.", tile=hunt_tiles.tile(t).id)
    FLOW.then(s, ("hunt_tile_apply", t, why, successes, 0))
    # a card on the table may change what the tile does (Mithril Coat, Axe and Bow ...)
    table_cards.offer(s, "hunt_tile_drawn", tile=hunt_tiles.tile(t).id)


@FLOW.step("hunt_tile_apply")
def _hunt_tile_apply(s, t: int, why: str, successes: int, lessened: int) -> None:
    """The tile's damage (less what a card took off it: «не може бути менше за 0»), its
    reveal, and on the Mordor Track the step."""
    kind = hunt_tiles.tile(t)
    damage = damage_of(s, t, why, successes)
    if lessened and damage > 0:
        say(s, "The Hunt's damage is lessened by {points}.", points=min(lessened, damage))
        damage = max(0, damage - lessened)
    reveal = reveals(s, kind)
    steps = [("hunt_damage", damage, reveal), ("hunt_reveal", reveal)]
    if why == "mordor":
        steps.append(("mordor_step", kind.stop))
    FLOW.then(s, *steps)


def reveals(s, kind) -> bool:
    """Whether a drawn tile reveals. A Guide who `guide` `tiles_do_not_reveal` (Gollum):
    «Звичайні жетони гонитви з числом і символом «розкриття» не розкривають Братства.»"""
    return kind.reveal and not (s.guide in guides_with("tiles_do_not_reveal") and kind.kind == "standard"
                                and isinstance(kind.damage, int))


def _guide_may_reveal(s, reveal: bool) -> bool:
    """A Guide who `guide` `reveals_to_lessen_damage` (Gollum): «Якщо Братство не було розкрите
    внаслідок ефекту жетона гонитви, можете розкрити його, щоб зменшити шкоду гонитви на 1»."""
    return (s.guide in guides_with("reveals_to_lessen_damage") and not reveal and s.fellowship_hidden
            and not fellowship.on_mordor_track(s))


@FLOW.step("hunt_damage")
def _hunt_damage(s, damage: int, reveal: bool = False) -> None:
    if damage < 0:                       # «віднімає вказане число від поточного значення споганення»
        fellowship.corrupt(s, damage)
    elif damage > 0 and (s.fellowship or _guide_may_reveal(s, reveal)):
        acts = (Action("use_ring"),)
        if s.fellowship:
            acts += (Action("lose_guide"), Action("lose_random"))
        if _guide_may_reveal(s, reveal):
            acts += (Action("gollum_reveal"),)
        if s.guide in guides_with("leaves_to_lessen_damage"):
            acts += (Action("hobbit_guide", companion=companion_id(s.guide)),)
        FLOW.ask(s, s.leading[FREE_PEOPLES], "hunt_damage", acts, PROMPTS["hunt_damage"], data=(damage, reveal),
                 damage=damage)
    elif damage > 0:
        fellowship.corrupt(s, damage)


@FLOW.answer("hunt_damage")
def _on_hunt_damage(s, q, action: Action) -> None:
    damage, reveal = q.data
    if action.kind == "hobbit_guide":
        # a Guide who `guide` `leaves_to_lessen_damage`, Meriadoc's and Peregrin's ability: «separate ... from the Fellowship to reduce
        # the Hunt damage by one» (their cards); on the Mordor Track leaving is dying
        # («Усі дії, що раніше відокремлювали супутника від Братства, тепер вилучають його з гри»)
        hobbit = s.guide
        FLOW.then(s, ("hobbit_leaves", hobbit), ("hunt_damage", damage - 1, reveal))
        return
    if action.kind == "gollum_reveal":
        # revealed by the Free Peoples' choice, not by the Shadow: no tile for strongholds
        FLOW.then(s, ("hunt_reveal", True, False))
        damage -= 1
    elif action.kind != "use_ring":
        if action.kind == "lose_guide":
            lost = s.guide
        else:                             # the Shadow draws a companion's counter blind
            lost = s.fellowship[chance.draw(s, len(s.fellowship))]
            s.barrier += 1
        damage -= level(lost)
        lose_companion(s, lost)
    # «Якщо значення шкоди гонитви більше за рівень вилученого супутника ..., то збільште
    # показник споганення Персненосців на величину цієї різниці»
    if damage > 0:
        fellowship.corrupt(s, damage)


def lose_companion(s, lost: int) -> None:
    """A companion of the Fellowship is a casualty of the Hunt."""
    say(s, "{companion} falls to the Hunt.", companion=companion_id(lost))
    if lost in companion_has("take_them_alive") and not fellowship.on_mordor_track(s):
        # `take_them_alive`, «Take Them Alive!» (the hobbits' cards): eliminated in the
        # Fellowship, placed in play again as if just separated; not on the Mordor Track
        FLOW.then(s, ("hobbit_leaves", lost))
    else:
        fellowship.eliminate(s, lost)
    table_cards.offer(s, "fellowship_casualty")      # (Worn with Sorrow and Toil)


@FLOW.step("hunt_reveal")
def _hunt_reveal(s, reveal: bool, by_shadow: bool = True) -> None:
    if s.over or not reveal or not s.fellowship_hidden:     # a revealed Fellowship stays so
        return
    s.fellowship_hidden = False
    table_cards.happened(s, "fellowship_declared_or_revealed")
    if fellowship.on_mordor_track(s):
        say(s, "The Fellowship is revealed on the Mordor Track.")
        return
    b = board()
    targets = fellowship.reveal_targets(s)
    if len(targets) == 1:
        _reveal_at(s, targets[0], by_shadow)
    else:
        FLOW.ask(s, s.leading[FREE_PEOPLES], "reveal_to", tuple(Action("reveal_to", region=b.ids[r]) for r in targets),
                 fellowship.PROMPTS["reveal_to"], data=by_shadow)


@FLOW.answer("reveal_to")
def _on_reveal_to(s, q, action: Action) -> None:
    _reveal_at(s, board().region(action["region"]), q.data)


def _reveal_at(s, region: int, by_shadow: bool) -> None:
    # «переміщення в Морію (де є фортеця Тіні) змусить гравця взяти додатковий жетон гонитви»:
    # drawn after the revealing tile, each applied whole, its Eye worth 0; «Жетон гонитви
    # треба брати лише тоді, якщо Братство було розкрите гравцем за Тінь.»
    extra = fellowship.shadow_strongholds_passed(s, region) if by_shadow else 0
    if extra:
        FLOW.then(s, *[("hunt_tile", "stronghold", 0)] * extra)
    # before them, a card watching the move (Balrog of Moria: «потім ефект жетона, узятого через
    # карту Бальроґа, і нарешті ефект жетона, узятого через фортецю»)
    table_cards.fellowship_moved(s, s.fellowship_region, region, s.fellowship_progress)
    s.fellowship_region = region
    s.fellowship_progress = 0
    say(s, "The Fellowship is revealed in {region}.", region=board().ids[region])


@FLOW.step("mordor_step")
def _mordor_step(s, stop: bool) -> None:
    """A tile with the Stop icon keeps the Fellowship on its step; otherwise one step on."""
    if s.over:
        return
    if stop:
        say(s, "The Fellowship stays on its step of the Mordor Track.")
        return
    s.mordor += 1
    say(s, "The Fellowship advances on the Mordor Track ({progress}).", progress=s.mordor)
    fellowship.ring_victory(s)


@FLOW.step("hobbit_leaves")
def _hobbit_leaves(s, hobbit: int) -> None:
    if fellowship.on_mordor_track(s):
        say(s, "{companion} falls to the Hunt.", companion=companion_id(hobbit))
        fellowship.eliminate(s, hobbit)
        return
    b = board()
    FLOW.ask(s, s.leading[FREE_PEOPLES], "hobbit_to",
             tuple(Action("companion_to", region=b.ids[r]) for r in companions.reach(s, hobbit)),
             PROMPTS["hobbit_to"], data=hobbit, companion=companion_id(hobbit))


@FLOW.answer("hobbit_to")
def _on_hobbit_to(s, q, action: Action) -> None:
    companions.separate(s, q.data, board().region(action["region"]))
