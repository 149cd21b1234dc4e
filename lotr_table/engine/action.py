"""Actions: small immutable values that serialise to JSON.

`Action("move", hero="frodo_c", to="eregion")` <-> {"kind": "move", "hero": "frodo_c", "to": "eregion"}.
Lists become tuples so that an action is hashable and compares by value.
"""

from __future__ import annotations

from typing import Any


_SCALARS = (str, int, float, bool, type(None))


def _freeze(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        raise TypeError("action fields may not be dicts")
    return value


def frozen(value: Any) -> Any:
    """`value` as an action's field holds it: a hashable value as it is (it holds no list),
    anything else frozen."""
    if value.__class__ in _SCALARS:
        return value
    try:
        hash(value)
    except TypeError:
        return _freeze(value)
    return value


_new = object.__new__


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


class Action:
    __slots__ = ("kind", "fields", "_hash")

    def __init__(self, kind: str, **fields: Any) -> None:
        self.kind = kind
        if not fields:
            self.fields = ()
        else:
            items = sorted(fields.items()) if len(fields) > 1 else fields.items()
            # scalars are the common case and need no freezing
            self.fields = tuple((k, v) if v.__class__ in _SCALARS else (k, _freeze(v)) for k, v in items)
        self._hash = hash((kind, self.fields))

    @classmethod
    def made(cls, kind: str, fields: tuple) -> "Action":
        """The action whose `fields` are given as they are kept: (name, value) pairs sorted
        by name, each value a scalar or hashable tuple (the kernel's hot paths: a compound
        decision's picks, built by the thousand, cost a sixth of `Action(...)`)."""
        action = _new(cls)
        action.kind = kind
        action.fields = fields
        action._hash = hash((kind, fields))
        return action

    def __getitem__(self, name: str) -> Any:
        for k, v in self.fields:
            if k == name:
                return v
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        for k, v in self.fields:
            if k == name:
                return v
        return default

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Action)
            and self._hash == other._hash
            and self.kind == other.kind
            and self.fields == other.fields
        )

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.fields)
        return f"Action({self.kind!r}{', ' if args else ''}{args})"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for k, v in self.fields:
            out[k] = _thaw(v)
        return out

    @classmethod
    def from_json(cls, data: Any) -> "Action":
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError("an action must be an object with a string 'kind'")
        fields = []                      # as Action(kind, **fields) keeps them, without the keywords
        for k, v in data.items():
            if v.__class__ in _SCALARS:
                if k != "kind":
                    fields.append((k, v))
            elif isinstance(v, dict):
                raise ValueError(f"action field {k!r} may not be an object")
            else:
                fields.append((k, _freeze(v)))
        if len(fields) > 1:
            fields.sort()                # by name: the names of one object differ, so no value is compared
        return cls.made(data["kind"], tuple(fields))
