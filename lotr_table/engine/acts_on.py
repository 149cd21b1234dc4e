"""What an option acts on, in one declared shape, so a table can match a gesture to it.

Every option a seat is offered names what it acts on — the card or piece it moves or uses
(`piece`), where that stands (`source`), where it goes (`to`), what it aims at (`targets`)
and what it spends (`cost`) — by the instance ids and place ids the seat's view already
shows. A table turns a drag, a click or a key into an option by matching those ids
(table/kit/gestures.py) and never reads an option's own fields.

An action's fields stay as they are (saves replay them); a game declares, per action kind,
which field plays which role (`ActsOn`), and may rename a field's value to the id its view
shows (the card game's "reserve" is the seat's zone `reserve<seat>`; an event played "to
event" goes nowhere on the table). The result is a plain dict carried beside the option in
the view:

    {"piece": "f0_12", "source": "hand0", "to": "helms_deep"}
    {"piece": "witchking_c", "source": "mordor", "to": "gorgoroth"}
    {"targets": ["p0.9"], "piece": "p0.10", "cost": ["p0.3"]}

Roles absent from an option are absent from its dict; an option that acts on nothing shown
(pass, done, a number) has `{}`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from lotr_table.engine.action import Action

ROLES = ("piece", "source", "to", "targets", "cost")


@dataclass(frozen=True, slots=True)
class ActsOn:
    """Which field of an action kind plays which role. `targets` and `cost` may name several
    fields, and a field may hold a list of ids."""
    piece: str | None = None
    to: str | None = None
    targets: tuple[str, ...] = ()
    cost: tuple[str, ...] = ()
    source: str | None = None       # a field naming where the piece comes from, if the action says


# rename(role, value) -> the id the view shows, or None when it names nothing on the table
Rename = Callable[[str, Any], Any]
# where(piece id) -> the place the piece stands now, as the view names it (None: not shown)
Where = Callable[[Any], Any]

NOTHING = ActsOn()


def _ids(value: Any) -> list:
    return list(value) if isinstance(value, (tuple, list)) else [value]


def read(action: Action, roles: Mapping[str, ActsOn], rename: Rename | None = None,
         where: Where | None = None) -> dict:
    """The `acts_on` dict of one option: its fields read by the roles its kind declares."""
    decl = roles.get(action.kind, NOTHING)
    if decl is NOTHING:
        return {}
    out: dict[str, Any] = {}

    def one(role: str, field: str | None) -> None:
        if field is None:
            return
        value = action.get(field)
        if value is None:
            return
        if rename is not None:
            value = rename(role, value)
            if value is None:
                return
        out[role] = value

    def many(role: str, fields: tuple[str, ...]) -> None:
        found = []
        for field in fields:
            value = action.get(field)
            if value is None:
                continue
            for one_id in _ids(value):
                if rename is not None:
                    one_id = rename(role, one_id)
                if one_id is not None:
                    found.append(one_id)
        if found:
            out[role] = found

    one("piece", decl.piece)
    one("to", decl.to)
    one("source", decl.source)
    many("targets", decl.targets)
    many("cost", decl.cost)
    if "source" not in out and "piece" in out and where is not None:
        place = where(out["piece"])
        if place is not None and place != out.get("to"):
            out["source"] = place
    return out


def ids_named(acts_on: dict) -> list:
    """Every id an acts_on dict names (for the check that the view shows them all)."""
    out = []
    for role in ROLES:
        if role in acts_on:
            out += _ids(acts_on[role])
    return out
