"""Writing the kernel's part of a state as readable JSON, and reading it back exactly.

Every game's position (`Game.position_of` / `Game.position`) holds the flow's stack and
open question, the log, the RNG and the fixed draws, and often small values of its own kept
in those (a step's arguments, a question's data). They are Python values of a few kinds,
written so that reading gives back the same value, the same `repr` included (fingerprints
are made of reprs):

- None, booleans, numbers and strings are themselves;
- a tuple (the kernel's immutable values: steps, their arguments) is a JSON array;
- a list is {"=list": [...]}, a set {"=set": [...]}, a frozenset {"=frozenset": [...]};
- a dict whose keys are strings not starting with "=" is a JSON object, any other dict
  {"=dict": [[key, value], ...]} (in its order);
- an Action is {"=action": {"kind": ..., fields}} (its own JSON);
- a Question is {"=question": {"seat", "kind", "actions", "prompt", ...}};
- a value of a declared class is {"=shape": its name, field: value, ...}: the kernel's
  typed decisions (engine/decisions.py), the flow's Trigger and the card language's Part,
  Ability and Context (engine/behaviours.py) by their class names, and the parameters of a
  game's card words (`declare_vocabulary`) as "<game>.<class>".

Anything else is refused when written: a step that carries another kind of value cannot be
saved in a position, and the refusal names it.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any

from pydantic import BaseModel

from lotr_table.engine import decisions
from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Ability, CardBehaviour, Context, NoParams, Part, Vocabulary
from lotr_table.engine.flow import Question, Trigger
from lotr_table.engine.log_chain import oldest_first


class PositionError(ValueError):
    """A position that cannot be read: the message names what is wrong and where."""


# the classes of value a step or a question may carry, by name, and their names
SHAPES: dict[str, type] = {c.__name__: c for c in (
    decisions.ChooseOne, decisions.ChooseN, decisions.Assign, decisions.Order, decisions.Number, decisions.YesNo,
    Trigger, Part, Ability, CardBehaviour, Context, NoParams)}
_NAMES: dict[type, str] = {c: n for n, c in SHAPES.items()}


def declare_vocabulary(vocab: Vocabulary) -> None:
    """Let a position hold the parameters of a game's card words (a step that carries an
    ability's filter): each builder's parameter class, named "<game>.<class>". Asked again
    after more words are registered, it adds them."""
    for builders in vocab.builders.values():
        for b in builders.values():
            _declare(vocab.game_id, b.params)


def _declare(game_id: str, cls: type) -> None:
    """A parameter class and the classes of values its fields hold (a choice among tokens)."""
    if cls in _NAMES:
        return
    name = f"{game_id}.{cls.__name__}"
    SHAPES[name] = cls
    _NAMES[cls] = name
    for f in cls.model_fields.values():
        for inner in _classes_in(f.annotation):
            _declare(game_id, inner)


def _classes_in(annotation: Any) -> list[type]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [c for arg in typing.get_args(annotation) for c in _classes_in(arg)]


def _fields(value: Any) -> dict:
    if isinstance(value, BaseModel):                     # a card word's parameters
        return {f: getattr(value, f) for f in type(value).model_fields}
    if hasattr(value, "_fields"):                        # a named tuple
        return value._asdict()
    return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
_QUESTION_FIELDS = ("seat", "kind", "actions", "prompt", "params", "data", "again", "shape", "secret")
_SCALARS = (type(None), bool, int, float, str)


def encode(value: Any) -> Any:
    """A value as readable JSON (see the module's docstring)."""
    t = value.__class__
    if t in _SCALARS:
        return value
    if t is tuple:
        return [v if v.__class__ in _SCALARS else encode(v) for v in value]
    if t is list:
        return {"=list": [v if v.__class__ in _SCALARS else encode(v) for v in value]}
    if t is dict:
        if all(k.__class__ is str and not k.startswith("=") for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"=dict": [[encode(k), encode(v)] for k, v in value.items()]}
    if t is frozenset or t is set:
        return {f"={t.__name__}": [encode(v) for v in sorted(value, key=repr)]}
    if t is Action:
        return {"=action": value.to_json()}
    if t is Question:
        return {"=question": {f: encode(getattr(value, f)) for f in _QUESTION_FIELDS}}
    name = _NAMES.get(t)
    if name is not None:
        return {"=shape": name, **{k: encode(v) for k, v in _fields(value).items()}}
    raise TypeError(f"a position cannot hold a {t.__name__} ({value!r})")


def decode(data: Any, where: str = "position") -> Any:
    """The value `encode` wrote; `where` names the place for the message of a refusal."""
    t = data.__class__
    if t in _SCALARS:
        return data
    if t is list:
        return tuple([v if v.__class__ in _SCALARS else decode(v, where) for v in data])
    if t is not dict:
        raise PositionError(f"{where}: {data!r} is not a position's value")
    if len(data) == 1:
        (key, inner), = data.items()
        if key == "=list":
            return [decode(v, where) for v in _array(inner, where)]
        if key == "=set" or key == "=frozenset":
            items = [decode(v, where) for v in _array(inner, where)]
            return set(items) if key == "=set" else frozenset(items)
        if key == "=dict":
            out = {}
            for pair in _array(inner, where):
                if not isinstance(pair, list) or len(pair) != 2:
                    raise PositionError(f"{where}: a dict's entry {pair!r} is not [key, value]")
                out[decode(pair[0], where)] = decode(pair[1], where)
            return out
        if key == "=action":
            try:
                return Action.from_json(inner)
            except (ValueError, TypeError) as e:
                raise PositionError(f"{where}: {e}") from None
        if key == "=question":
            return read_question(inner, where)
    if "=shape" in data:
        cls = SHAPES.get(data["=shape"])
        if cls is None:
            raise PositionError(f"{where}: no decision shape {data['=shape']!r}")
        try:
            return cls(**{k: decode(v, where) for k, v in data.items() if k != "=shape"})
        except (TypeError, ValueError) as e:
            raise PositionError(f"{where}: {e}") from None
    bad = [k for k in data if k.startswith("=")]
    if bad:
        raise PositionError(f"{where}: unknown mark {bad[0]!r}")
    return {k: decode(v, where) for k, v in data.items()}


def write_field(value: Any) -> Any:
    """A state's field: a list or a frozenset at the top is written as a plain array
    (`read_field` knows from the field's default which it is), anything else as `encode`
    writes it."""
    t = value.__class__
    if t is list:
        return [encode(v) for v in value]
    if t is frozenset:                       # a set of things at the top: its members, in order
        return [encode(v) for v in sorted(value, key=repr)]
    return encode(value)


def read_field(data: Any, default: Any, where: str) -> Any:
    """A field `write_field` wrote, `default` being the field's value in a new state."""
    value = decode(data, where)
    if value.__class__ is tuple and default.__class__ in (list, frozenset):
        return default.__class__(value)
    return value


def write_fields(s: Any, names: tuple) -> dict:
    """A state's plain fields by name, each as `write_field` writes it."""
    return {name: write_field(getattr(s, name)) for name in names}


def read_fields(s: Any, spec: dict, names: tuple) -> None:
    """Each named field of a whole position set on `s` (its present value the default that
    says its type); a field missing from the position is refused by name."""
    for name in names:
        if name not in spec:
            raise PositionError(f"a whole position needs {name!r}")
        setattr(s, name, read_field(spec[name], getattr(s, name), name))


def run_written_steps(s: Any, flow: Any) -> None:
    """A whole position written by hand with steps still to run and no question open: run
    them, as the game would have."""
    if s.pending is None and not s.over:
        flow.advance(s)


def write_by_number(d: dict) -> dict:
    """A dict keyed by seat or number, as a JSON object ({"0": ...}) in its order."""
    return {str(k): encode(v) for k, v in d.items()}


def read_by_number(data: Any, where: str) -> dict:
    if not isinstance(data, dict):
        raise PositionError(f"{where}: {data!r} is not an object keyed by number")
    out = {}
    for k, v in data.items():
        if not k.lstrip("-").isdigit():
            raise PositionError(f"{where}: key {k!r} is not a number")
        out[int(k)] = decode(v, f"{where}.{k}")
    return out


def _array(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise PositionError(f"{where}: {value!r} is not a list")
    return value


def read_question(data: Any, where: str = "question") -> Question | None:
    if data is None:
        return None
    if not isinstance(data, dict) or "kind" not in data or "seat" not in data:
        raise PositionError(f"{where}: a question needs at least 'seat' and 'kind'")
    unknown = set(data) - set(_QUESTION_FIELDS)
    if unknown:
        raise PositionError(f"{where}: unknown keys {sorted(unknown)}")
    values = {f: decode(v, f"{where}.{f}") for f, v in data.items()}
    return Question(**values)


# -- the kernel's fields of a state ------------------------------------------------------

def write_kernel(s: Any) -> dict:
    """The kernel's part of a state: the flow's stack (next step last) and open question,
    the game log (oldest first), the RNG, the undo barrier, whether the game is over and the
    draws a position fixed."""
    return {
        "stack": [encode(step) for step in s.stack],
        "question": encode(s.pending)["=question"] if s.pending is not None else None,
        "log": [_log_event_json(event) or encode(event) for event in oldest_first(s.log)],
        "rng": s.rng,
        "barrier": s.barrier,
        "over": s.over,
        "fixed_draws": list(s.fixed_draws),
    }


def read_kernel(s: Any, spec: dict) -> None:
    """Set the kernel's part of `s` from a position written by `write_kernel`."""
    missing = [k for k in ("stack", "question", "log", "rng") if k not in spec]
    if missing:
        raise PositionError(f"a whole position needs {', '.join(repr(k) for k in missing)}")
    steps = _array(spec["stack"], "stack")
    s.stack = []
    for i, step in enumerate(steps):
        st = decode(step, f"stack[{i}]")
        if not isinstance(st, tuple) or not st or not isinstance(st[0], str):
            raise PositionError(f"stack[{i}]: a step is [name, arguments...], not {step!r}")
        s.stack.append(st)
    s.pending = read_question(spec["question"])
    log = None
    for i, event in enumerate(_array(spec["log"], "log")):
        log = (_log_event(event) or decode(event, f"log[{i}]"), log)
    s.log = log
    if not isinstance(spec["rng"], int) or isinstance(spec["rng"], bool):
        raise PositionError(f"rng: {spec['rng']!r} is not an integer")
    s.rng = spec["rng"]
    s.barrier = _int(spec.get("barrier", 0), "barrier")
    s.over = bool(spec.get("over", False))
    read_fixed_draws(s, spec)
    s.cache = {}


def _log_event_json(event: Any) -> list | None:
    """A log event as `encode` writes it, when it is the common shape (visibility, template,
    ((name, scalar), ...)): written without the general walk; None for any other shape."""
    if event.__class__ is not tuple or len(event) != 3:
        return None
    vis, template, args = event
    if vis.__class__ not in _SCALARS or template.__class__ not in _SCALARS or args.__class__ is not tuple:
        return None
    pairs = []
    for pair in args:
        if pair.__class__ is not tuple or len(pair) != 2:
            return None
        name, value = pair
        if name.__class__ not in _SCALARS or value.__class__ not in _SCALARS:
            return None
        pairs.append([name, value])
    return [vis, template, pairs]


def _log_event(data: Any) -> tuple | None:
    """A log event as `decode` reads it, when it is the common shape [visibility, template,
    [[name, scalar], ...]]: read without the general walk (a long game's log is most of its
    position); None for any other shape, which `decode` then reads."""
    if data.__class__ is not list or len(data) != 3:
        return None
    vis, template, args = data
    if vis.__class__ not in _SCALARS or template.__class__ not in _SCALARS or args.__class__ is not list:
        return None
    pairs = []
    for pair in args:
        if pair.__class__ is not list or len(pair) != 2:
            return None
        name, value = pair
        if name.__class__ not in _SCALARS or value.__class__ not in _SCALARS:
            return None
        pairs.append((name, value))
    return vis, template, tuple(pairs)


def read_fixed_draws(s: Any, spec: dict) -> None:
    """The next values of `rng.draw` a position fixes (`"fixed_draws": [2, 0, ...]`)."""
    draws = spec.get("fixed_draws", [])
    if not isinstance(draws, list) or not all(isinstance(d, int) and not isinstance(d, bool) and d >= 0
                                               for d in draws):
        raise PositionError(f"fixed_draws: {draws!r} is not a list of whole numbers from 0")
    s.fixed_draws = tuple(draws)


def _int(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise PositionError(f"{where}: {value!r} is not an integer")
    return value


# -- zones -------------------------------------------------------------------------------

def write_zones(zones: Any) -> dict:
    """Zones by their ids (each instance id in its zone, top last), every instance's card id
    (in the order they were made), who knows which card beyond its zone's seers, and who knows
    a card only to lie in one of some zones (`vague`: {instance: {seat: [zones]}})."""
    out = {
        "cards": dict(zones.card_of),
        "zones": {z: list(items) for z, items in zones.cards.items() if items},
        "known": {i: sorted(k) for i, k in zones.known.items() if k},
    }
    if zones.vague:
        out["vague"] = {i: {str(seat): sorted(zs) for seat, zs in sorted(where.items())}
                        for i, where in sorted(zones.vague.items())}
    return out


def read_zones(zones: Any, spec: dict, where: str = "zones") -> None:
    """Fill empty `zones` (made with the game's declarations) from `write_zones`' record."""
    for key in ("cards", "zones"):
        if not isinstance(spec.get(key), dict):
            raise PositionError(f"{where}: needs {key!r}, an object")
    card_of = spec["cards"]
    placed: dict[str, str] = {}
    for z, items in spec["zones"].items():
        if z not in zones.specs:
            raise PositionError(f"{where}: no zone {z!r} in this game")
        for inst in _array(items, f"{where}.{z}"):
            if inst not in card_of:
                raise PositionError(f"{where}.{z}: instance {inst!r} has no card in 'cards'")
            if inst in placed:
                raise PositionError(f"{where}: instance {inst!r} lies in both {placed[inst]!r} and {z!r}")
            placed[inst] = z
    lost = [i for i in card_of if i not in placed]
    if lost:
        raise PositionError(f"{where}: instances in no zone: {', '.join(lost[:5])}")
    for inst, card in card_of.items():       # made in the written order, then laid out in theirs
        zones.card_of[inst] = card
    for z, items in spec["zones"].items():
        zones.cards[z] = list(items)
        for inst in items:
            zones._zone[inst] = z
    known = spec.get("known", {})
    for inst in card_of:
        zones.known[inst] = frozenset(known.get(inst, ()))
    unknown = set(known) - set(card_of)
    if unknown:
        raise PositionError(f"{where}.known: no instance {sorted(unknown)[0]!r}")
    vague = spec.get("vague", {})
    if not isinstance(vague, dict):
        raise PositionError(f"{where}.vague: an object of instances")
    for inst, seen in vague.items():
        if inst not in card_of:
            raise PositionError(f"{where}.vague: no instance {inst!r}")
        if not isinstance(seen, dict) or not all(isinstance(zs, list) and set(zs) <= set(zones.specs)
                                                 for zs in seen.values()):
            raise PositionError(f"{where}.vague.{inst}: each seat's zones, a list of this game's zones")
        try:
            zones._vagueness()[inst] = {int(seat): frozenset(zs) for seat, zs in seen.items()}
        except ValueError:
            raise PositionError(f"{where}.vague.{inst}: seats are numbers") from None
    zones.memo = {}
