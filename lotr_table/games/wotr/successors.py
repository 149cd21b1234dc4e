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

A replaced companion goes to `s.replaced`; the new one stands where he stood, on the map.
"""

from __future__ import annotations

from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import companions, minions
from lotr_table.games.wotr.board import ELVES, FREE_PEOPLES, STRONGHOLD, board
from lotr_table.games.wotr.characters import ARAGORN, GANDALF, GANDALF_THE_WHITE, STRIDER, companion_id

LOG = ("{companion} enters play in {region}.", "{companion} takes the place of {replaced}.")
PROMPTS = ("Choose the character who enters play.", "Choose where he enters play.")
ARAGORN_CITIES = ("minas_tirith", "dol_amroth", "pelargir")


def _on_map(s, companion: int) -> int | None:
    return next((r for c, r in s.separated if c == companion), None)


def _played(s, companion: int) -> bool:
    return companion in s.fallen or _on_map(s, companion) is not None


def places(s, companion: int) -> tuple[int, ...]:
    """Where Gandalf the White or Aragorn may enter now; () when his card's condition fails."""
    b = board()
    if _played(s, companion):
        return ()
    if companion == GANDALF_THE_WHITE:
        grey_gone = GANDALF in s.fallen or _on_map(s, GANDALF) is not None
        if not grey_gone or not minions.ever_in_play(s):
            return ()
        grey = _on_map(s, GANDALF)
        if grey is not None:
            return (grey,)
        return (b.region("fangorn"),) + tuple(
            r for r in b.of_settlement(STRONGHOLD) if b.nation_of[r] == ELVES and s.controller[r] == FREE_PEOPLES)
    if companion == ARAGORN:
        strider = _on_map(s, STRIDER)
        if strider is None or b.ids[strider] not in ARAGORN_CITIES or s.controller[strider] != FREE_PEOPLES:
            return ()
        return (strider,)
    return ()


def playable(s) -> tuple[int, ...]:
    return tuple(c for c in (GANDALF_THE_WHITE, ARAGORN) if places(s, c))


def enter(s, companion: int, region: int) -> None:
    old = GANDALF if companion == GANDALF_THE_WHITE else STRIDER
    if _on_map(s, old) == region:
        s.separated = tuple(x for x in s.separated if x[0] != old)
        s.replaced = s.replaced + (old,)
        say(s, "{companion} takes the place of {replaced}.", companion=companion_id(companion),
            replaced=companion_id(old))
    else:
        say(s, "{companion} enters play in {region}.", companion=companion_id(companion), region=board().ids[region])
    s.separated = tuple(sorted(s.separated + ((companion, region),)))
    companions.arrived(s, companion, region)
