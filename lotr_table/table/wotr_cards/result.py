"""The score of a finished game, read from the final public view: each side's victory points
(the locations won, and the unused Ring token of the Trilogy), and the corruption."""

from __future__ import annotations

from typing import Callable

from lotr_table.table.i18n import tr
from lotr_table.table.wotr_cards.naming import WotrCardsNaming, side_name


def result_headline(view: dict, seat_name: Callable[[int], str]) -> str | None:
    """Who won, by side and in agreement with it (the Shadow is one, «Тьма побеждает»; the Free
    Peoples are many), the points and the seats that won (the result panel's headline)."""
    outcome = view.get("outcome")
    if not outcome or not outcome.get("sides"):
        return None
    side = outcome["sides"][0]
    seats = ", ".join(seat_name(s) for s in outcome.get("winners", ()))
    points = {"fp": view["vp"]["free_peoples"], "shadow": view["vp"]["shadow"]}
    if side == "free_peoples":
        return tr("wotr_cards.table", "The Free Peoples win ({seats}): {fp} victory points to {shadow}.").format(
            seats=seats, **points)
    if points["fp"] == points["shadow"]:
        return tr("wotr_cards.table", "The Shadow wins ({seats}): {shadow} victory points to {fp}, and a tie "
                                      "goes to the Shadow.").format(seats=seats, **points)
    return tr("wotr_cards.table", "The Shadow wins ({seats}): {shadow} victory points to {fp}.").format(
        seats=seats, **points)


def result_rows(view: dict, seat_name: Callable[[int], str]) -> list[tuple[str, str]]:
    if not view.get("outcome"):
        return []
    naming = WotrCardsNaming()
    rows = []
    for side in ("free_peoples", "shadow"):
        won = [naming.card_name(c["card"]) for c in view["zones"][f"vp_{side}"]["cards"] if c]
        rows.append((tr("wotr_cards.table", "{side}: victory points").format(side=side_name(side)), str(view["vp"][side])))
        rows.append((tr("wotr_cards.table", "{side}: locations won").format(side=side_name(side)),
                     ", ".join(won) if won else "\u2014"))
    rows.append((tr("wotr_cards.table", "Corruption"), str(view["corruption"])))
    return rows
