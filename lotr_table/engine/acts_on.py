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


_NOT_SHOWN = ("actions", "acts_on", "question", "log")


def shown_ids(view, under=None) -> set:
    """Every id a view shows: its strings and numbers and its keys, leaving out its options
    and its log (which name things, and need not show them). `under`: only what the view
    shows under that key (a region's pieces, a zone's cards), wherever the key stands."""
    out: set = set()
    stack = [(view, under is None)]
    while stack:
        value, inside = stack.pop()
        if isinstance(value, dict):
            for k, v in value.items():
                if k in _NOT_SHOWN:
                    continue
                if inside:
                    out.add(k)
                stack.append((v, inside or k == under))
        elif isinstance(value, (list, tuple)):
            stack.extend((v, inside) for v in value)
        elif inside and value is not None and not isinstance(value, bool):
            out.add(value)
    return out


def seen_in(acts_on: dict, view: dict) -> dict:
    """What an action another seat took acted on, as far as `view` (the watcher's view after
    it) shows: an id the watcher's view does not show is left out. The piece is kept only
    if the view shows it where it went (under the key of its place, when the view keys its
    places), so a hidden piece that moved is only its places (a hidden tile went from here
    to there), never its name, even where the view names it elsewhere (a roster)."""
    shown = shown_ids(view)
    out: dict = {}
    for role, value in acts_on.items():
        if isinstance(value, list):
            kept = [one for one in value if one in shown]
            if kept:
                out[role] = kept
        elif value in shown and role != "piece":
            out[role] = value
    piece = acts_on.get("piece")
    if piece is not None and piece in shown:
        place = acts_on.get("to")
        there = shown_ids(view, under=place) if place is not None else set()
        if piece in there or (not there and place is None):
            out["piece"] = piece
    return out


def attempt(roles: Mapping[str, ActsOn], kind: str) -> dict | None:
    """What a drop of a piece on a place asks for where no option goes there, declared for the
    view (`view["attempt"]`): the action kind and the fields its piece and place fill, so the
    table sends that action and the engine's refusal says why — the table builds it from this
    declaration (table/kit/gestures.attempted), never from an option's fields. None when
    `kind` moves no piece anywhere."""
    decl = roles.get(kind, NOTHING)
    if decl.piece is None or decl.to is None:
        return None
    return {"kind": kind, "piece": decl.piece, "to": decl.to}
