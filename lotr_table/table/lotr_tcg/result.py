"""The end of a game of the Trading Card Game, read from the final public view: the winner and
why, and each player's site reached and burdens."""

from __future__ import annotations

from typing import Callable

from lotr_table.table.i18n import tr
from lotr_table.table.lotr_tcg.naming import TcgNaming, outcome_reason


def result_rows(view: dict, seat_name: Callable[[int], str]) -> list[tuple[str, str]]:
    outcome = view.get("outcome")
    if not outcome:
        return []
    naming = TcgNaming()
    rows = []
    if outcome.get("reason"):
        rows.append((tr("lotr_tcg.table", "How it ended"), outcome_reason(outcome["reason"])))
    burdens = view.get("burdens") or {}
    for p, site in sorted((view.get("markers") or {}).items(), key=lambda x: int(x[0])):
        rows.append((naming.seat(int(p)), tr("lotr_tcg.table", "site {n}, {b} burdens").format(n=site, b=burdens.get(p, 0))))
    return rows
