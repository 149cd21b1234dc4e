"""What the view offers, sorted by how the person chooses it: by moving a tile, by clicking
a card in the hand, or by a button. Plain functions over view["actions"] (JSON dicts)."""

from __future__ import annotations

from lotr_table.games.confrontation.board import board

BOARD_KINDS = ("move", "shadowfax", "dark_of_mordor", "place")
HAND_KINDS = ("play",)


def target_region(action: dict) -> str | None:
    return action.get("to") if action.get("kind") != "place" else action.get("region")


def movers(actions: list[dict]) -> set[str]:
    """Heroes some board action moves or places."""
    return {a["hero"] for a in actions if a.get("kind") in BOARD_KINDS and "hero" in a}


def destinations(actions: list[dict], hero: str) -> dict[str, list[dict]]:
    """For one hero: each region it may reach, with the actions that take it there (a region
    can be reached by an ordinary move and by a special card), in board order."""
    out: dict[str, list[dict]] = {}
    for a in actions:
        if a.get("kind") in BOARD_KINDS and a.get("hero") == hero:
            out.setdefault(target_region(a), []).append(a)
    index = board().index
    return dict(sorted(out.items(), key=lambda kv: index.get(kv[0], 99)))


def playable(actions: list[dict]) -> dict[str, dict]:
    """Combat cards the hand may play now, by card id."""
    return {a["card"]: a for a in actions if a.get("kind") in HAND_KINDS}


def buttons(actions: list[dict]) -> list[dict]:
    """Everything not chosen on the board or in the hand."""
    return [a for a in actions if a.get("kind") not in BOARD_KINDS + HAND_KINDS]


def attempt(decision: str | None, hero: str, region: str) -> dict:
    """The action a drop asks for when the view offers none there: the engine then says why."""
    if decision == "place":
        return {"kind": "place", "hero": hero, "region": region}
    return {"kind": "move", "hero": hero, "to": region}
