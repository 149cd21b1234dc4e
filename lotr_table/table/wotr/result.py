"""The end of the war, read from the final public view: who won and why (the outcome's cause,
in the game's words: the Ring destroyed, the Ring-bearers corrupted, the victory points of
cities and strongholds captured) in the headline, and under it each side's victory points, the
Fellowship's progress and corruption, and the turns played."""

from __future__ import annotations

from typing import Callable

from lotr_table.table.i18n import tr
from lotr_table.table.wotr.words import side_name


def result_headline(view: dict, seat_name: Callable[[int], str]) -> str | None:
    outcome = view.get("outcome")
    if not outcome:
        return None
    cause = tr("wotr.log", outcome["reason"])   # the victory is said in the log in the same words if outcome.get("reason") else ""
    if not outcome.get("sides"):
        return cause
    seats = ", ".join(seat_name(s) for s in outcome.get("winners", ()))
    from lotr_table.table.wotr.naming import players_of
    if players_of(view) == 2:
        # two people: each seat is named by its side («Побеждает Тьма (Тьма)» said it twice)
        if outcome["sides"][0] == "free_peoples":
            return tr("wotr.table", "The Free Peoples win. {cause}").format(cause=cause)
        return tr("wotr.table", "The Shadow wins. {cause}").format(cause=cause)
    if outcome["sides"][0] == "free_peoples":
        return tr("wotr.table", "The Free Peoples win ({seats}). {cause}").format(seats=seats, cause=cause)
    return tr("wotr.table", "The Shadow wins ({seats}). {cause}").format(seats=seats, cause=cause)


def result_rows(view: dict, seat_name: Callable[[int], str]) -> list[tuple[str, str]]:
    """Three short rows under the headline (which names the victory and its cause): each
    side's victory points, the Fellowship's progress and corruption, the turns. The panel stands
    above the map and takes its height: seven rows squeezed the map to ~500 px at 1366x768,
    and the crowded names and armies were then placed far from their regions."""
    outcome = view.get("outcome")
    if not outcome:
        return []
    vp = view.get("victory_points") or {}
    ring = view.get("ring") or {}
    points = " \u00b7 ".join(f"{side_name(side)} {vp.get(side, 0)}" for side in ("free_peoples", "shadow"))
    return [
        (tr("wotr.table", "Victory points"), points),
        (tr("wotr.table", "The Fellowship"),
         tr("wotr.table", "progress {progress} \u00b7 corruption {corruption}").format(
             progress=ring.get("progress", 0), corruption=ring.get("corruption", 0))),
        (tr("wotr.table", "Turns played"), str(view.get("turn", 0))),
    ]
