"""What the Confrontation log tells the table beyond its words: where the turn being played
began (its entries are marked in the log), and which heroes, regions and cards an entry
names (marked on the board while the pointer rests on it). Only the entry's own arguments
are read, and an entry says only what the seat may read, so nothing hidden is marked.
"""

from __future__ import annotations

from lotr_table.games.confrontation.data import heroes

# The entries a side's turn opens with: a move, a special card played before it, or the word
# that it cannot move. The turn lasts until the other side opens its own.
OPENERS = frozenset({
    "{hero} moves from {frm} to {to}.",
    "{hero} moves from {frm} to {to} through the Moria tunnel.",
    "A hero of {side} moves from {frm} to {to}.",
    "A hero of {side} moves from {frm} to {to} through the Moria tunnel.",
    "{side} plays {special}.",
    "{side} cannot move.",
})
PLAY_BEGINS = "The heroes are placed. Sauron moves first."
MOVES = frozenset(t for t in OPENERS if "{frm}" in t) | {"{hero} retreats from {frm} to {to}."}
HERO_ARGS = ("hero", "attacker", "defender")
REGION_ARGS = ("region", "frm", "to")
CARD_ARGS = ("card", "card2", "special")


def side_of(entry: dict) -> str | None:
    args = entry.get("args") or {}
    if args.get("side") in ("fellowship", "sauron"):
        return args["side"]
    hero = heroes().get(args.get("hero"))
    return hero.side if hero is not None else None


def turn_from(log: list[dict]) -> int | None:
    """The index of the first entry of the turn being played; None before the heroes stand."""
    side = None
    start = None
    for i in range(len(log) - 1, -1, -1):
        template = log[i].get("template")
        if template == PLAY_BEGINS:
            return start if start is not None else i
        if template not in OPENERS:
            continue
        opener = side_of(log[i])
        if side is not None and opener != side:
            break
        side, start = opener, i
    return start


def named(entry: dict) -> tuple[list[str], list[str], list[str]]:
    """The heroes, regions and cards an entry names."""
    args = entry.get("args") or {}
    found = lambda names: [args[k] for k in names if isinstance(args.get(k), str)]  # noqa: E731
    return found(HERO_ARGS), found(REGION_ARGS), found(CARD_ARGS)


def moves_told(entries: list[dict]) -> list[tuple[str | None, str | None, str, str]]:
    """The moves the entries tell of: (side, hero or None when the entry does not name it,
    from, to)."""
    out = []
    for e in entries:
        args = e.get("args") or {}
        if e.get("template") in MOVES and isinstance(args.get("frm"), str) and isinstance(args.get("to"), str):
            out.append((side_of(e), args.get("hero"), args["frm"], args["to"]))
    return out
