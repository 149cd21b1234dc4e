"""Companions leaving the Fellowship (seed: Розділ VIII, «Відокремлення супутників від
Братства»): with a Character result, off the Mordor Track, a companion is placed where the
Ring-bearers' figure stands and moves up to the Fellowship's progress plus its level («Після
цього супутник може переміститися щонайбільше на ту кількість регіонів, яка дорівнює значенню
поділки треку Братства ..., плюс рівень самого супутника.»).

`s.separated` holds (companion, region) pairs of the companions on the map. A group leaves
together («Якщо гравець за Вільні Народи відокремлює групу супутників, він переміщує їхні
фігурки разом в один регіон, до якого може добратися супутник з найвищим рівнем у групі»). On the map a group of companions
of one region moves together up to its highest level too.
"""

from __future__ import annotations

from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_zones as places, fellowship, politics
from lotr_table.games.wotr.board import CITY, FREE_PEOPLES, SHADOW, STRONGHOLD, TOWN, board
from itertools import combinations

from lotr_table.games.wotr.character_words import companions_with
from lotr_table.games.wotr.characters import characters, companion_id, guides_possible, level
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.sieges_read import siege_key
from lotr_table.games.wotr.state import units

LOG = ("{companion} leaves the Fellowship for {region}.", "{companion} moves to {region}.")
PROMPTS = ("Choose the companions who leave the Fellowship together.", "Choose where they go.")
MOVE_PROMPTS = ("Choose the companions who move together.", "Choose where they go.")
MORE_PROMPT = "Move other companions with the same die?"


def may_separate(s) -> bool:
    """«якщо тільки Братство не перебуває на треку Мордору, де це заборонено»."""
    return bool(s.fellowship) and not fellowship.on_mordor_track(s)


def _besieged_friendly(s, r: int) -> bool:
    return units(s.besieged[r], FREE_PEOPLES) > 0


def subsets(members: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every group that may be formed of these companions, the single ones first."""
    return tuple(g for n in range(1, len(members) + 1) for g in combinations(sorted(members), n))


def group_level(group: tuple[int, ...]) -> int:
    """«на відстань, яка дорівнює найвищому рівню супутника в групі»; a companion who
    `rides_fast`, Gandalf the White's Shadowfax: «Якщо Ґандальф Білий переміщується один або з одним гобітом, уважайте, що його
    рівень дорівнює 4 (але тільки для переміщення).»"""
    for rider, fast in companions_with("rides_fast"):
        if rider in group and len(group) <= 2 and all(c == rider or companion_id(c) in fast.alone_or_with
                                                      for c in group):
            return fast.level
    return max(level(c) for c in group)


def reach(s, group) -> tuple[int, ...]:
    """Where a companion or a group leaving the Fellowship may end: progress + the highest
    level from the Ring-bearers' region."""
    group = (group,) if isinstance(group, int) else tuple(group)
    return within_moves(s, s.fellowship_region, s.fellowship_progress + max(level(c) for c in group))


def within_moves(s, start: int, steps: int, end_in_siege: bool = False, read: tuple | None = None) -> tuple[int, ...]:
    """The regions a character may end in: up to `steps` across passable borders, stopping
    on entering a Shadow-held stronghold, never into or out of a region whose friendly
    stronghold is besieged (a start there keeps it there) (digest §6.2). With `end_in_siege`
    (a card's «allowed to end in a Stronghold under siege») such a region may be the end.
    Kept by what it reads of the map (sieges_read.py): every movable companion of every
    question asks. `read`: `siege_key(s)` when the caller has it (asking for several ways of
    one state)."""
    if read is None:
        read = siege_key(s)
    if read is None:
        return _within_moves(s, start, steps, end_in_siege)
    key = (read, start, steps, end_in_siege)
    found = _WAYS.get(key)
    if found is None:
        if len(_WAYS) > 20000:               # a long session's maps: start again
            _WAYS.clear()
        _WAYS[key] = found = _within_moves(s, start, steps, end_in_siege)
    return found


_WAYS: dict[tuple, tuple[int, ...]] = {}


def _within_moves(s, start: int, steps: int, end_in_siege: bool) -> tuple[int, ...]:
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
                if n in seen:
                    continue
                if not _besieged_friendly(s, n):
                    seen.add(n)
                    nxt.append(n)
                elif end_in_siege:
                    seen.add(n)                   # the end of the way: not left again
        frontier = nxt
    return tuple(sorted(seen))


def separate(s, group, region: int) -> None:
    """A companion or a group leaves the Fellowship for one region; each arrives there (and
    may activate its nation)."""
    group = (group,) if isinstance(group, int) else tuple(group)
    s.fellowship = tuple(c for c in s.fellowship if c not in group)
    s.separated = tuple(sorted(s.separated + tuple((c, region) for c in group)))
    s.companions = len(s.fellowship)
    for companion in group:
        say(s, "{companion} leaves the Fellowship for {region}.", companion=companion_id(companion),
            region=board().ids[region])
        arrived(s, companion, region)
    # «новим провідником стає один з позосталих супутників з найвищим рівнем (якщо всі
    # супутники залишили Братство, то провідником стає Ґолум)»
    if s.guide in group:
        s.guide = guides_possible(s.fellowship)[0] if s.fellowship else fellowship.GOLLUM
    FLOW.then(s, ("guide_offer",))
    if places.on_tables(s):
        FLOW.then(s, ("table_check",))        # a card on the table whose condition needed them


# ---- companions on the map ----------------------------------------------------------------------

def arrived(s, companion: int, region: int) -> None:
    """A companion ends a move or enters play here: his nation («символ народу») may activate."""
    card = characters().companions[companion]
    politics.companion_arrived(s, region, None if card.activates == "any" else
                               frozenset({board().nation(card.activates)}))


def movable(s, moved: tuple[int, ...] = ()) -> tuple[int, ...]:
    """«Перемістіть будь-яку кількість супутників на мапі. Кожного з супутників ... можна
    перемістити щонайбільше на ту кількість регіонів, яка дорівнює ... рівню»: each once per
    die; «Якщо рівень персонажа дорівнює 0, він не може переміщуватися»."""
    if not s.separated:
        return ()
    read = siege_key(s)                 # one reading of the map for every companion
    return tuple(c for c, r in s.separated if level(c) > 0 and c not in moved
                 and len(within_moves(s, r, group_level((c,)), read=read)) > 1)


def movable_groups(s, moved: tuple[int, ...] = ()) -> tuple[tuple[int, ...], ...]:
    """The groups that may move with this die: companions of one region not yet moved («група
    супутників у одному регіоні може разом переміститися»), each able to go somewhere."""
    free = movable(s, moved)
    by_region: dict[int, list[int]] = {}
    for c, r in s.separated:
        if c in free:
            by_region.setdefault(r, []).append(c)
    return tuple(g for r in sorted(by_region) for g in subsets(tuple(by_region[r])))


def group_reach(s, group: tuple[int, ...]) -> tuple[int, ...]:
    here = where(s, group[0])
    return tuple(r for r in within_moves(s, here, group_level(group)) if r != here)


def where(s, companion: int) -> int:
    return next(r for c, r in s.separated if c == companion)


def move(s, group, region: int) -> None:
    group = (group,) if isinstance(group, int) else tuple(group)
    s.separated = tuple(sorted((c, region if c in group else r) for c, r in s.separated))
    for companion in group:
        say(s, "{companion} moves to {region}.", companion=companion_id(companion), region=board().ids[region])
        arrived(s, companion, region)


# ---- the companions' own abilities in politics ---------------------------------------------------

# Boromir «High Warden of the White Tower», Legolas «Prince of Mirkwood», Gimli «Dwarf of
# Erebor» (their published cards), the keyword `advances_politics`: standing in an unconquered
# city or stronghold of Gondor, an Elven stronghold, Erebor, any action result advances that
# nation one step.
_SETTLEMENTS = {"town": TOWN, "city": CITY, "stronghold": STRONGHOLD}


def nations_to_advance(s) -> tuple[int, ...]:
    b = board()
    found = set()
    for c, r in s.separated:
        for who, rule in companions_with("advances_politics"):
            if who != c:
                continue
            n = b.nation(rule.nation)
            if (b.nation_of[r] == n and b.settlement_of[r] in {_SETTLEMENTS[k] for k in rule.settlements}
                    and s.controller[r] == FREE_PEOPLES and (rule.region is None or b.ids[r] == rule.region)
                    and politics.may_advance(s, n)):
                found.add(n)
    return tuple(sorted(found))
