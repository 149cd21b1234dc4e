"""The Shadow's minions (seed: «Як грати персонажами Тіні», «Переміщення назґулів і посіпак»,
the Witch-king's card; Saruman's and the Mouth of Sauron's cards are the published game's, the
seed prints only the Witch-king's).

«Персонажі Тіні (посіпаки) з’являються у грі за допомогою символу «мобілізація» на кубикові
дій. Звичайні правила наймання не поширюються на таке використання дії «мобілізація», тому
використовуйте правила на картах персонажів.» `s.minions` holds (minion, region) of those on
the map, `s.minions_fallen` those eliminated («Персонажі (зокрема всі посіпаки Тіні ...), які
були знищені, назавжди вибувають з гри»).
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import fellowship, mixed, muster, politics
from lotr_table.games.wotr.board import ELITE, FREE_PEOPLES, LEADER, REGULAR, SAURON, SHADOW, STRONGHOLD, board
from lotr_table.games.wotr.character_words import minion_has, minion_keyword, minions_with
from lotr_table.games.wotr.characters import characters, minion_id
from lotr_table.games.wotr.state import SLOTS, nazgul, put, read_of_pieces, slot, units

LOG = ("{minion} enters play in {region}.", "{minion} moves to {region}.", "{minion} falls.",
       "Saruman's voice: Isengard musters a regular unit in each of its settlements.",
       "Saruman's voice: two regular units of Orthanc become elite units.",
       "A Nazgûl flies from {source} to {region}.")
PROMPTS = ("Choose the minion who enters play.", "Choose where he enters play.")
MOVE_PROMPTS = ("Choose the minion to move.", "Choose where he leaves from.", "Choose where he goes.")
NAZGUL = "nazgul"                   # the figure chosen in place of a minion: a Nazgûl of the map
MORE_PROMPT = "Move another minion with the same die?"


def in_play(s, minion: int) -> bool:
    return any(m == minion for m, _ in s.minions)


def ever_in_play(s) -> bool:
    """«а в грі є будь-який посіпака (або був)» (Gandalf the White's card)."""
    return bool(s.minions or s.minions_fallen)


def where(s, minion: int) -> int:
    return next(r for m, r in s.minions if m == minion)


def at(s, region: int) -> tuple[int, ...]:
    return tuple(m for m, r in s.minions if r == region)


def _at_war(s, nation: str) -> bool:
    return s.step[board().nation(nation)] == politics.AT_WAR


def _has_unit(pieces, nation: int) -> bool:
    return bool(pieces[slot(nation, REGULAR)] or pieces[slot(nation, ELITE)])


def may_enter_play(s, minion: int) -> bool:
    """bool(places(s, minion)), without listing every region an army stands in."""
    if in_play(s, minion) or minion in s.minions_fallen:
        return False
    entry = minion_keyword(minion, "enters_play")
    if entry is None or not _entry_holds(s, entry):
        return False
    if entry.where == "army_with_unit":
        n = board().nation(entry.nation)
        return any(_has_unit(field, n) or _has_unit(box, n) for field, box in zip(s.armies, s.besieged))
    return bool(places(s, minion))


def places(s, minion: int) -> tuple[int, ...]:
    """Where a minion not yet played may enter, by his card's condition (his `enters_play`
    keyword); () when it does not hold.

    The Witch-king: «Якщо Саурон і принаймні один з Вільних Народів «у війні», можете
    використати один результат «мобілізація» кубика дій, щоб розмістити Короля-Відьмака в
    будь-якому регіоні з військом Тіні, у складі якого є принаймні один загін Саурона.»
    Saruman (published card): Isengard At War and Orthanc unconquered, in Orthanc.
    The Mouth of Sauron (published second-edition card): the Fellowship on the Mordor Track or
    every Free Peoples' nation At War, in a region with an unconquered Sauron stronghold."""
    if in_play(s, minion) or minion in s.minions_fallen:
        return ()
    entry = minion_keyword(minion, "enters_play")
    if entry is None or not _entry_holds(s, entry):
        return ()
    b = board()
    if entry.where == "army_with_unit":
        n = b.nation(entry.nation)
        return tuple(r for r in range(len(b.ids)) if _has_unit(s.armies[r], n) or _has_unit(s.besieged[r], n))
    if entry.where == "region":
        r = b.region(entry.region)
        return (r,) if s.controller[r] == SHADOW else ()
    n = b.nation(entry.nation)
    return tuple(r for r in b.of_settlement(STRONGHOLD) if b.nation_of[r] == n and s.controller[r] == SHADOW)


def _entry_holds(s, entry) -> bool:
    """The nations the card names At War, and the Free Peoples' («one» of them or «all») At War
    — or, where the card says so, the Fellowship on the Mordor Track instead."""
    if not all(_at_war(s, n) for n in entry.at_war):
        return False
    if entry.free_peoples_at_war is None:
        return True
    at_war = [s.step[n] == politics.AT_WAR for n in board().nations_of_side(FREE_PEOPLES)]
    if all(at_war) if entry.free_peoples_at_war == "all" else any(at_war):
        return True
    return entry.or_on_mordor_track and fellowship.on_mordor_track(s)


def playable(s) -> tuple[int, ...]:
    return tuple(m for m in range(len(characters().minions)) if places(s, m))


def enter(s, minion: int, region: int) -> None:
    s.cache = {}                # Saruman makes leaders of elites: what was read no longer holds
    s.minions = tuple(sorted(s.minions + ((minion, region),)))
    say(s, "{minion} enters play in {region}.", minion=minion_id(minion), region=board().ids[region])
    entry = minion_keyword(minion, "enters_play")
    if entry is not None and entry.activates_all_free_peoples:    # «Активуйте всі Вільні Народи.»
        politics.activate_all_free_peoples(s)


def fall(s, minion: int) -> None:
    s.cache = {}
    s.minions = tuple((m, r) for m, r in s.minions if m != minion)
    s.minions_fallen = s.minions_fallen + (minion,)
    say(s, "{minion} falls.", minion=minion_id(minion))


# ---- moving («Перемістити посіпак») -------------------------------------------------------------

def _closed(s, r: int) -> bool:
    """«будь-який посіпака, що переміщується без війська, не може ввійти в регіон, де є фортеця,
    контрольована Вільними Народами. Однак, якщо така фортеця обложена військом Тіні, то
    посіпака може ввійти в цей регіон.»"""
    b = board()
    return (b.settlement_of[r] == STRONGHOLD and s.controller[r] == FREE_PEOPLES
            and not units(s.armies[r], SHADOW))


def _closed_regions(s) -> frozenset[int]:
    """The regions `_closed` refuses: strongholds only, so only they are asked."""
    return frozenset(r for r in _strongholds() if s.controller[r] == FREE_PEOPLES and not units(s.armies[r], SHADOW))


@lru_cache(maxsize=1)
def _strongholds() -> tuple[int, ...]:
    return board().of_settlement(STRONGHOLD)


def _open_regions(closed: frozenset[int]) -> tuple[int, ...]:
    """Every region but the closed ones, ascending (kept by the closed set: it is all they read)."""
    found = _OPEN.get(closed)
    if found is None:
        if len(_OPEN) > 1000:
            _OPEN.clear()
        _OPEN[closed] = found = tuple(r for r in range(len(board().ids)) if r not in closed)
    return found


_OPEN: dict[frozenset[int], tuple[int, ...]] = {}


def _besieged_friendly(s, r: int) -> bool:
    return units(s.besieged[r], SHADOW) > 0


def destinations(s, minion: int) -> tuple[int, ...]:
    """A minion who `counts_as_nazgul` (the Witch-king) flies like one, anywhere in one move
    («кожного назґŷла (і Короля-Відьмака теж) у будь-який регіон ... за один рух»); one of level
    0 never moves («Саруман не може покинути регіон Ортанк»); the others up to their level, as
    the Mouth of Sauron «може переміститися на відстань щонайбільше в 3 регіони. Як і
    супутники, він не може перетнути непрохідну місцевість, а під час переміщення наодинці
    ігнорує будь-яке вороже військо та не може увійти в регіон (або покинути його), де є
    дружня фортеця, обложена ворожим військом»."""
    here = where(s, minion)
    b = board()
    if minion in minion_has("counts_as_nazgul"):
        return tuple(r for r in _open_regions(_closed_regions(s)) if r != here)
    if _besieged_friendly(s, here):
        return ()
    seen, frontier = {here}, [here]
    for _ in range(characters().minions[minion].level):
        nxt = []
        for r in frontier:
            for n in b.neighbours[r]:
                if n not in seen and not _besieged_friendly(s, n) and not _closed(s, n):
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    return tuple(sorted(seen - {here}))


def movable(s, moved: tuple[int, ...] = ()) -> tuple[int, ...]:
    return tuple(m for m, _ in s.minions if m not in moved and destinations(s, m))


def move(s, minion: int, region: int) -> None:
    s.minions = tuple(sorted((m, region if m == minion else r) for m, r in s.minions))
    say(s, "{minion} moves to {region}.", minion=minion_id(minion), region=board().ids[region])


# ---- the Nazgûl's flight («Переміщення назґулів і посіпак») -----------------------------------
# «він може перемістити кожного назґŷла ... у будь-який регіон ігрового поля за один рух. Один,
# кілька чи всі назґŷли можуть у такий спосіб переміщуватися за допомогою результату кидка
# одного кубика.» The figures are alike: `landed` (the regions the Nazgûl already moved with this
# die came to) keeps each of them to one move.

def nazgul_destinations(s, source: int) -> tuple[int, ...]:
    """Anywhere but «регіон, де є фортеця, контрольована гравцем за Вільні народи», unless «така
    фортеця обложена військом Тіні»."""
    return tuple(r for r in _open_regions(_closed_regions(s)) if r != source)


def nazgul_sources(s, landed: tuple[int, ...] = ()) -> tuple[int, ...]:
    """The regions with a Nazgûl that has not yet moved with this die (and somewhere to go:
    a region other than its own that is open)."""
    open_regions = _open_regions(_closed_regions(s))
    return tuple(r for r, count in _nazgul_at(s)
                 if count > landed.count(r)
                 and (len(open_regions) > 1 or (len(open_regions) == 1 and open_regions[0] != r)))


def _nazgul_at(s) -> tuple[tuple[int, int], ...]:
    """(region, Nazgûl there in the field and the box) for every region with one: a reading of
    the pieces alone, kept while they are the same (every Character die's uses ask)."""
    memo = read_of_pieces(s)
    found = memo.get(_NAZGUL_AT)
    if found is None:
        k = slot(SAURON, LEADER)
        memo[_NAZGUL_AT] = found = tuple((r, field[k] + box[k]) for r, (field, box) in enumerate(zip(s.armies, s.besieged))
                                         if field[k] + box[k])
    return found


_NAZGUL_AT = ("nazgul_at",)


def _sauron_leader() -> tuple[int, ...]:
    return tuple(int(k == slot(SAURON, LEADER)) for k in range(SLOTS))


def fly(s, source: int, region: int) -> None:
    """One Nazgûl leaves its army (the field's first, else the stronghold box's: neither binds
    him) and joins the Shadow's pieces of `region`: inside the box when the Shadow is besieged
    there, in the field otherwise (an enemy army there «does not affect a Nazgûl»)."""
    k = slot(SAURON, LEADER)
    put(s, source, SAURON, LEADER, -1, box=not s.armies[source][k])
    inside = units(s.besieged[region], SHADOW) > 0
    put(s, region, SAURON, LEADER, 1, box=inside)
    if not inside:
        mixed.arrived(s, region, SHADOW, _sauron_leader())
    b = board()
    say(s, "A Nazgûl flies from {source} to {region}.", source=b.ids[source], region=b.ids[region])


# ---- the Voice of Saruman and the Messenger of the Dark Tower (their published cards) ------------------------

def _voice(s):
    """(the Voice's parameters, its region) while a minion with «The Voice of Saruman» is in
    play and the region is «under your control and not under siege»; None otherwise."""
    for m, voice in minions_with("the_voice_of_saruman"):
        region = board().region(voice.region)
        if in_play(s, m) and s.controller[region] == SHADOW and not any(s.besieged[region]):
            return voice, region
    return None


def voice_settlements(s) -> tuple[int, ...]:
    """The settlements of the Voice's nation (Isengard) where «The Voice of Saruman» recruits
    a regular unit: those the ordinary rules let a regular be mustered in, as many as the
    reinforcements hold (board order when they run short)."""
    found = _voice(s)
    if found is None:
        return ()
    nation = board().nation(found[0].nation)
    places = muster.places(s, SHADOW, (nation,), REGULAR)
    return places[:s.reserve[slot(nation, REGULAR)]]


def voice_recruit(s) -> None:
    say(s, "Saruman's voice: Isengard musters a regular unit in each of its settlements.")
    for r in voice_settlements(s):
        muster.recruit(s, SHADOW, r, REGULAR)


def voice_may_upgrade(s) -> bool:
    """Two regulars of Orthanc become two elites: two regulars there and two elites in reserve."""
    found = _voice(s)
    if found is None:
        return False
    nation = board().nation(found[0].nation)
    return s.armies[found[1]][slot(nation, REGULAR)] >= 2 and s.reserve[slot(nation, ELITE)] >= 2


def voice_upgrade(s) -> None:
    voice, region = _voice(s)
    nation = board().nation(voice.nation)
    put(s, region, nation, REGULAR, -2)
    put(s, region, nation, ELITE, 2)
    s.reserve[slot(nation, REGULAR)] += 2
    s.reserve[slot(nation, ELITE)] -= 2
    say(s, "Saruman's voice: two regular units of Orthanc become elite units.")


def messenger_ready(s) -> bool:
    """«Messenger of the Dark Tower»: «Once per turn, you may use a Muster Action die result as
    an Army Action die result instead.»"""
    return s.messenger_turn != s.turn and any(in_play(s, m) for m in minion_has("messenger_of_the_dark_tower"))


def nazgul_of_army(s, r: int) -> int:
    """The Nazgûl standing with a Shadow army (units in the field) in the region, the
    Witch-king counted («Короля-Відьмака вважають назґŷлом»)."""
    if not units(s.armies[r], SHADOW):
        return 0
    return nazgul(s, r) + sum(m in minion_has("counts_as_nazgul") for m in at(s, r))


def nazgul_near(s, r: int) -> int:
    """The most Nazgûl of one Shadow army in the region or next to it."""
    return max(nazgul_of_army(s, x) for x in (r, *board().neighbours[r]))
