"""The kernel's values written as JSON and read back exactly: the flow's stack of steps, the
open question, a battle in progress and the log's arguments (position.py).

A tuple (the commonest: every step is one) is a JSON list; anything else that is not a JSON
scalar is an object naming what it is: {"list": [...]}, {"frozenset": [...]},
{"dict": [[key, value], ...]}, {"action": {...}} (Action.to_json), and a named value such
as {"Question": {...}} or {"Battle": {...}} with its fields. Reading gives values equal to
the written ones, types included, so the state's fingerprint does not change.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lotr_table.engine import decisions
from lotr_table.engine.action import Action
from lotr_table.engine.flow import Question
from lotr_table.games.wotr.battle import Battle

# the classes a state's stack or question may hold, by name
NAMED = {c.__name__: c for c in (Question, Battle, decisions.ChooseOne, decisions.ChooseN, decisions.Assign,
                                 decisions.Order, decisions.Number, decisions.YesNo)}


class WrittenError(ValueError):
    pass


def write(v: Any) -> Any:
    if v is None or v.__class__ in (bool, int, str, float):
        return v
    if isinstance(v, Action):
        return {"action": v.to_json()}
    name = v.__class__.__name__
    if NAMED.get(name) is v.__class__:
        if dataclasses.is_dataclass(v):
            return {name: {f.name: write(getattr(v, f.name)) for f in dataclasses.fields(v)}}
        return {name: {f: write(x) for f, x in zip(v._fields, v)}}
    if v.__class__ is tuple:
        return [write(x) for x in v]
    if v.__class__ is list:
        return {"list": [write(x) for x in v]}
    if v.__class__ is frozenset:
        return {"frozenset": sorted((write(x) for x in v), key=repr)}
    if v.__class__ is dict:
        return {"dict": [[write(k), write(x)] for k, x in v.items()]}
    raise TypeError(f"no written form for {v!r}")


def read(v: Any, where: str) -> Any:
    """The value written at `where` (named in a refusal)."""
    if v is None or v.__class__ in (bool, int, str, float):
        return v
    if isinstance(v, list):
        return tuple(read(x, f"{where}[{i}]") for i, x in enumerate(v))
    if not isinstance(v, dict) or len(v) != 1:
        raise WrittenError(f"{where}: {v!r} is not a written value")
    (tag, body), = v.items()
    try:
        if tag == "action":
            return Action.from_json(body)
        if tag == "list":
            return [read(x, f"{where}.list[{i}]") for i, x in enumerate(body)]
        if tag == "frozenset":
            return frozenset(read(x, f"{where}.frozenset[{i}]") for i, x in enumerate(body))
        if tag == "dict":
            return {read(k, f"{where}.dict"): read(x, f"{where}.dict") for k, x in body}
        cls = NAMED.get(tag)
        if cls is None:
            raise WrittenError(f"{where}: unknown value {tag!r}")
        fields = {k: read(x, f"{where}.{tag}.{k}") for k, x in body.items()}
        return cls(**fields)
    except WrittenError:
        raise
    except (TypeError, ValueError) as e:
        raise WrittenError(f"{where}: {e}") from None
