"""The end of the war, read from the final public view: who won and why (the outcome's cause,
in the game's words: the Ring destroyed, the Ring-bearers corrupted, the victory points of
cities and strongholds captured), and each side's victory points."""

from __future__ import annotations

from typing import Callable

from lotr_table.table.i18n import tr
from lotr_table.table.wotr.words import side_name


def result_headline(view: dict, seat_name: Callable[[int], str]) -> str | None:
    outcome = view.get("outcome")
    if not outcome:
        return None
    cause = tr("wotr.outcome", outcome["reason"]) if outcome.get("reason") else ""
    if not outcome.get("sides"):
        return cause
    seats = ", ".join(seat_name(s) for s in outcome.get("winners", ()))
    if outcome["sides"][0] == "free_peoples":
        return tr("wotr.table", "The Free Peoples win ({seats}). {cause}").format(seats=seats, cause=cause)
    return tr("wotr.table", "The Shadow wins ({seats}). {cause}").format(seats=seats, cause=cause)


def result_rows(view: dict, seat_name: Callable[[int], str]) -> list[tuple[str, str]]:
    outcome = view.get("outcome")
    if not outcome:
        return []
    rows = [(tr("wotr.table", "Victory"), tr("wotr.outcome", outcome["reason"]) if outcome.get("reason") else "\u2014")]
    vp = view.get("victory_points") or {}
    for side in ("free_peoples", "shadow"):
        rows.append((tr("wotr.table", "{side}: victory points").format(side=side_name(side)), str(vp.get(side, 0))))
    ring = view.get("ring") or {}
    rows.append((tr("wotr.table", "The Fellowship's progress"), str(ring.get("progress", 0))))
    rows.append((tr("wotr.table", "Corruption"), str(ring.get("corruption", 0))))
    rows.append((tr("wotr.table", "Turns played"), str(view.get("turn", 0))))
    return rows
