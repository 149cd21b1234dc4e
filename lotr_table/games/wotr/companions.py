"""Companions leaving the Fellowship (seed: Розділ VIII, «Відокремлення супутників від
Братства»): with a Character result, off the Mordor Track, a companion is placed where the
Ring-bearers' figure stands and moves up to the Fellowship's progress plus its level («Після
цього супутник може переміститися щонайбільше на ту кількість регіонів, яка дорівнює значенню
поділки треку Братства ..., плюс рівень самого супутника.»).

`s.separated` holds (companion, region) pairs of the companions on the map. One companion
leaves per die here; a group leaving together is not offered yet.
"""

from __future__ import annotations

from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import fellowship, politics
from lotr_table.games.wotr.board import CITY, FREE_PEOPLES, SHADOW, STRONGHOLD, board
from lotr_table.games.wotr.characters import characters, companion_id, guides_possible, level
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.state import units

LOG = ("{companion} leaves the Fellowship for {region}.", "{companion} moves to {region}.")
PROMPTS = ("Choose the companion who leaves the Fellowship.", "Choose where the companion goes.")
MOVE_PROMPTS = ("Choose the companion to move.", "Choose where the companion goes.")
MORE_PROMPT = "Move another companion with the same die?"


def may_separate(s) -> bool:
    """«якщо тільки Братство не перебуває на треку Мордору, де це заборонено»."""
    return bool(s.fellowship) and not fellowship.on_mordor_track(s)


def _besieged_friendly(s, r: int) -> bool:
    return units(s.besieged[r], FREE_PEOPLES) > 0


def reach(s, companion: int) -> tuple[int, ...]:
    """Where a companion leaving the Fellowship may end: progress + level from the
    Ring-bearers' region."""
    return within_moves(s, s.fellowship_region, s.fellowship_progress + level(companion))


def within_moves(s, start: int, steps: int) -> tuple[int, ...]:
    """The regions a character may end in: up to `steps` across passable borders, stopping
    on entering a Shadow-held stronghold, never into or out of a region whose friendly
    stronghold is besieged (a start there keeps it there) (digest §6.2)."""
    b = board()
    if _besieged_friendly(s, start):
        return (start,)
    seen = {start}
    frontier = [start]
    for _ in range(steps):
        nxt = []
        for r in frontier:
            if r != start and b.settlement_of[r] == STRONGHOLD and s.controller[r] == SHADOW:
                continue                      # «повинні зупинитися», entering it
            for n in b.neighbours[r]:
                if n not in seen and not _besieged_friendly(s, n):
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    return tuple(sorted(seen))


def separate(s, companion: int, region: int) -> None:
    s.fellowship = tuple(c for c in s.fellowship if c != companion)
    s.separated = tuple(sorted(s.separated + ((companion, region),)))
    s.companions = len(s.fellowship)
    say(s, "{companion} leaves the Fellowship for {region}.", companion=companion_id(companion),
        region=board().ids[region])
    card = characters().companions[companion]
    politics.companion_arrived(s, region, None if card.activates == "any" else
                               frozenset({board().nation(card.activates)}))
    # «новим провідником стає один з позосталих супутників з найвищим рівнем (якщо всі
    # супутники залишили Братство, то провідником стає Ґолум)»
    if s.guide == companion:
        s.guide = guides_possible(s.fellowship)[0] if s.fellowship else fellowship.GOLLUM
    FLOW.then(s, ("guide_offer",))


# ---- companions on the map ----------------------------------------------------------------------

def movable(s, moved: tuple[int, ...] = ()) -> tuple[int, ...]:
    """«Перемістіть будь-яку кількість супутників на мапі. Кожного з супутників ... можна
    перемістити щонайбільше на ту кількість регіонів, яка дорівнює ... рівню»: each once per
    die; «Якщо рівень персонажа дорівнює 0, він не може переміщуватися»."""
    return tuple(c for c, r in s.separated if level(c) > 0 and c not in moved
                 and len(within_moves(s, r, level(c))) > 1)


def where(s, companion: int) -> int:
    return next(r for c, r in s.separated if c == companion)


def move(s, companion: int, region: int) -> None:
    s.separated = tuple(sorted((c, region if c == companion else r) for c, r in s.separated))
    say(s, "{companion} moves to {region}.", companion=companion_id(companion), region=board().ids[region])
    card = characters().companions[companion]
    politics.companion_arrived(s, region, None if card.activates == "any" else
                               frozenset({board().nation(card.activates)}))


# ---- the companions' own abilities in politics ---------------------------------------------------

# Boromir «High Warden of the White Tower», Legolas «Prince of Mirkwood», Gimli «Dwarf of
# Erebor» (their published cards): standing in an unconquered city or stronghold of Gondor, an
# Elven stronghold, Erebor, any action result advances that nation one step.
_WARDENS = {2: ("gondor", (CITY, STRONGHOLD), None), 3: ("elves", (STRONGHOLD,), None),
            4: ("dwarves", (STRONGHOLD,), "erebor")}


def nations_to_advance(s) -> tuple[int, ...]:
    b = board()
    found = set()
    for c, r in s.separated:
        rule = _WARDENS.get(c)
        if rule is None:
            continue
        nation, kinds, only = rule
        n = b.nation(nation)
        if (b.nation_of[r] == n and b.settlement_of[r] in kinds and s.controller[r] == FREE_PEOPLES
                and (only is None or b.ids[r] == only) and politics.may_advance(s, n)):
            found.add(n)
    return tuple(sorted(found))
