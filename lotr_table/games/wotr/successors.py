"""Gandalf the White and Aragorn, Heir to Isildur (seed: «Ґандальф Білий та Араґорн,
спадкоємець Ісільдура, входять у гру за допомогою символу «Воля Заходу» на кубикові дії.
Використовуйте правила на їхніх картах персонажів.»).

Gandalf the White (his card, printed in the seed): «Якщо Ґандальф Сірий був вилучений або
покинув Братство, а в грі є будь-який посіпака (або був), можете використати один результат
«Воля Заходу» кубика дій, щоб зіграти Ґандальфа Білого. Якщо Ґандальф Сірий у грі, замініть
його. Інакше розмістіть Ґандальфа Білого у Фанґорні або в незахопленій ельфійській фортеці.»

Aragorn (the published card; the seed gives Strider's «Якщо Бурлака не в Братстві, його можна
замінити Араґорном»): Strider in Minas Tirith, Dol Amroth or Pelargir, that settlement
unconquered: one Will of the West replaces him.

The companions who may be replaced carry the keyword `may_be_replaced` (character_words.py)
that says where: Gandalf the Grey's Emissary from the West («Емісар із Заходу. Якщо Ґандальф не
в Братстві, його можна замінити Ґандальфом Білим (дотримуйтеся вказівок на карті персонажа
Ґандальф Білий)»: `after_minion`, `or_in` Fangorn, `or_stronghold_of` the Elves), Strider's Heir
to Isildur («Спадкоємець Ісільдура. Якщо Бурлака не в Братстві, його можна замінити Араґорном»:
`at` Minas Tirith, Dol Amroth, Pelargir); the one who replaces him is the companion whose
record `replaces` him.

A replaced companion goes to `s.replaced`; the new one stands where he stood, on the map.
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import companions, minions
from lotr_table.games.wotr.board import FREE_PEOPLES, STRONGHOLD, board
from lotr_table.games.wotr.character_words import companions_with
from lotr_table.games.wotr.characters import characters, companion_id

LOG = ("{companion} enters play in {region}.", "{companion} takes the place of {replaced}.")
PROMPTS = ("Choose the character who enters play.", "Choose where he enters play.")


@lru_cache(maxsize=1)
def _successions() -> tuple[tuple[int, int, object], ...]:
    """(successor, the companion he replaces, the keyword's parameters), in the file's order
    of the replaced."""
    found = characters().companions
    out = []
    for old, p in companions_with("may_be_replaced"):
        new = next(i for i, c in enumerate(found) if c.replaces == found[old].id)
        out.append((new, old, p))
    return tuple(sorted(out, key=lambda x: x[1]))


def _on_map(s, companion: int) -> int | None:
    return next((r for c, r in s.separated if c == companion), None)


def _played(s, companion: int) -> bool:
    return companion in s.fallen or _on_map(s, companion) is not None


def places(s, companion: int) -> tuple[int, ...]:
    """Where Gandalf the White or Aragorn may enter now; () when his card's condition fails."""
    b = board()
    if _played(s, companion):
        return ()
    for new, old, p in _successions():
        if new != companion:
            continue
        # Gandalf the White's card: «Якщо Ґандальф Сірий був вилучений або покинув Братство, а в
        # грі є будь-який посіпака (або був) ... Якщо Ґандальф Сірий у грі, замініть його. Інакше
        # розмістіть Ґандальфа Білого у Фанґорні або в незахопленій ельфійській фортеці.»;
        # Aragorn's: Strider in one of its settlements, unconquered
        if p.after_minion and not minions.ever_in_play(s):
            return ()
        here = _on_map(s, old)
        if here is not None:
            if p.at and (b.ids[here] not in p.at or s.controller[here] != FREE_PEOPLES):
                return ()
            return (here,)
        if old not in s.fallen:
            return ()
        nation = b.nation(p.or_stronghold_of) if p.or_stronghold_of is not None else None
        return tuple(b.region(r) for r in p.or_in) + tuple(
            r for r in b.of_settlement(STRONGHOLD) if b.nation_of[r] == nation and s.controller[r] == FREE_PEOPLES)
    return ()


def playable(s) -> tuple[int, ...]:
    return tuple(new for new, *_ in _successions() if places(s, new))


def enter(s, companion: int, region: int) -> None:
    old = next(o for new, o, *_ in _successions() if new == companion)
    if _on_map(s, old) == region:
        s.separated = tuple(x for x in s.separated if x[0] != old)
        s.replaced = s.replaced + (old,)
        say(s, "{companion} takes the place of {replaced}.", companion=companion_id(companion),
            replaced=companion_id(old))
    else:
        say(s, "{companion} enters play in {region}.", companion=companion_id(companion), region=board().ids[region])
    s.separated = tuple(sorted(s.separated + ((companion, region),)))
    companions.arrived(s, companion, region)
