"""The kernel's part of every game state, and a state's copy written once.

Every game state holds the fields the kernel runs on: the RNG (rng.py), the undo barrier,
the log (log_chain.py), the flow's stack and open question (flow.py), whether the game is
over, a cache of what is worked out from the state (legal actions; never copied) and the
draws a position fixed (rng.draw). A game's state subclasses `KernelState` as a slotted
dataclass and declares, beside each of its own fields, how a copy takes it:

    @dataclass(slots=True)
    class State(KernelState):
        opts: Options
        zones: Zones = copied(COPY_SHARED)
        tokens: dict = copied(DICT, default_factory=dict)
        round: int = 1                       # no declaration: shared (immutable)

A field without a declaration holds an immutable value (a number, a string, a tuple, a
frozenset, options, a question) and is shared. `clone()` is made once per class, on its first
call, as straight-line code from the declarations (as dataclasses make `__init__`), so it costs
what a hand-written copy costs. The kernel's fields are keyword-only: a game's own fields keep
their places, so `State(options, zones, rng=seed_state(seed))`.
"""

from __future__ import annotations

from dataclasses import KW_ONLY, MISSING, dataclass, field, fields
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from lotr_table.engine.flow import Question


class Copy(str):
    """How a copy takes a field: an expression of the original value, written `{0}`."""


SHARED = Copy("{0}")                                      # immutable: the copy holds the same value
LIST = Copy("list({0})")                                  # a list of immutable values
DICT = Copy("{0}.copy()")                                 # a dict of immutable values
OWN_COPY = Copy("{0}.copy()")                             # a value that copies itself (Zones, a Battle)
OPTIONAL_COPY = Copy("(None if {0} is None else {0}.copy())")
COPY_SHARED = Copy("{0}.copy_shared()")                   # zones that share their unchanged piles
LISTS = Copy("list(map(list, {0}))")                      # a list of lists of immutable values
LIST_PAIR = Copy("[list({0}[0]), list({0}[1])]")          # two lists (one a side): quicker than LISTS
COPIES = Copy("[x.copy() for x in {0}]")                  # a list of values that copy themselves
DICT_OF_LISTS = Copy("(dict(zip({0}, map(list, {0}.values()))) if {0} else {{}})")
FRESH = Copy("")                                          # not carried: the copy starts from the default


def copied(how: Copy | Callable[[Any], Any], **kwargs: Any) -> Any:
    """A dataclass field copied `how` (one of the kinds above, or a function of the value);
    `kwargs` are `dataclasses.field`'s (default, default_factory, ...)."""
    if not isinstance(how, Copy) and not callable(how):
        raise TypeError(f"a field is copied by a declared kind or a function, not {how!r}")
    return field(metadata={"copy": how}, **kwargs)


@dataclass(slots=True, weakref_slot=True)     # an open question's Choices hold their state weakly
class KernelState:
    _: KW_ONLY
    rng: int
    barrier: int = 0
    log: Any = None                          # persistent list: (entry, older)
    # steps are tuples of immutable values; often empty (a game driven by its own stages)
    stack: list = copied(Copy("({0}.copy() if {0} else [])"), default_factory=list)
    pending: Question | None = None          # never changed once posed
    over: bool = False
    cache: dict = copied(FRESH, default_factory=dict)  # worked out from the state: never copied
    fixed_draws: tuple = ()                  # the next values of rng.draw, fixed by a position

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super(KernelState, cls).__init_subclass__(**kwargs)   # the slotted class, not the one the body made
        # each class makes its own copy (a subclass of a state has fields of its own)
        if "clone" not in cls.__dict__:
            cls.clone = KernelState._first_clone

    def clone(self):
        """A copy of the state that a move may change without changing this one."""
        raise NotImplementedError("KernelState is the base of a game's state, not a state")

    def _first_clone(self):
        cls = type(self)
        cls.clone = make_clone(cls)
        return cls.clone(self)


def state_fields(cls: type) -> tuple[str, ...]:
    """Every field of a state class, the kernel's first (for fingerprints and resets)."""
    return tuple(f.name for f in fields(cls))


def make_clone(cls: type) -> Callable[[Any], Any]:
    """The copy of `cls` as straight-line code: one assignment per field, as declared."""
    names: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    lines = ["def clone(self):", "    c = _new(_cls)"]
    for f in fields(cls):
        how = f.metadata.get("copy", SHARED)
        value = f"self.{f.name}"
        if how is FRESH:
            if f.default_factory is dict or f.default_factory is list:
                expr = "{}" if f.default_factory is dict else "[]"
            elif f.default_factory is not MISSING:
                names[f"_fresh_{f.name}"] = f.default_factory
                expr = f"_fresh_{f.name}()"
            elif f.default is not MISSING:
                names[f"_fresh_{f.name}"] = f.default
                expr = f"_fresh_{f.name}"
            else:
                raise TypeError(f"{cls.__name__}.{f.name} starts afresh in a copy but has no default")
        elif isinstance(how, Copy):
            expr = how.format(value)
        else:
            names[f"_copy_{f.name}"] = how
            expr = f"_copy_{f.name}({value})"
        lines.append(f"    c.{f.name} = {expr}")
    lines.append("    return c")
    source = "\n".join(lines)
    exec(source, names)                   # noqa: S102  the code is made from field names only
    clone = names["clone"]
    clone.source = source                 # to read what was made
    clone.__qualname__ = f"{cls.__qualname__}.clone"
    clone.__doc__ = KernelState.clone.__doc__
    return clone
