"""Plain, fast lookup tables built once from data.py (the hot rules code reads only these).

Everything here is a dict/tuple of strings and ints, so the rules never touch pydantic
models in their inner loops.
"""

from __future__ import annotations

from functools import cache

from lotr_table.games.lotr_coop import data

ACTIVITIES = data.ACTIVITIES
HOBBITS = data.HOBBIT_IDS
LOCATIONS = data.LOCATION_IDS
EPICS = frozenset(data.EPIC_IDS)
GANDALF = data.GANDALF_IDS
FACES = data.FACE_IDS
REACTIVE_EPICS = frozenset({"belt", "mithril", "athelas"})
LIFE = ("heart", "sun", "ring")


@cache
def colours() -> dict[str, str]:
    """card id -> brown | grey | green (journey types, legendary, and "gandalf" for Gandalf cards)."""
    out = {c.id: c.colour for c in data.journey_cards().values()}
    out.update({c.id: c.colour for c in data.legendary().values()})
    for g in GANDALF:
        out.setdefault(g, "gandalf")
    return out


@cache
def card_symbols() -> dict[str, tuple[str, int]]:
    """card id -> (symbol, count) for every brown/grey card (journey or legendary)."""
    out = {}
    for c in data.journey_cards().values():
        (sym, n), = c.symbols.items()
        out[c.id] = (sym, n)
    for c in data.legendary().values():
        if c.symbols:
            (sym, n), = c.symbols.items()
            out[c.id] = (sym, n)
    return out


@cache
def journey_ids() -> frozenset:
    return frozenset(data.journey_cards())


@cache
def journey_counts() -> dict[str, int]:
    return {c.id: c.count for c in data.journey_cards().values()}


@cache
def legendary_ids() -> tuple[str, ...]:
    return tuple(data.legendary())


@cache
def legendary_location() -> dict[str, str]:
    return {c.id: c.location for c in data.legendary().values()}


@cache
def journey_deck() -> tuple[str, ...]:
    return tuple(data.journey_deck())


@cache
def story_stack() -> tuple[str, ...]:
    return tuple(data.story_stack())


ACTIVITY_TILES = frozenset(ACTIVITIES)


@cache
def faces() -> tuple[tuple[str, int, str, int], ...]:
    """(id, symbols, effect, n) per die face, in die.json order."""
    return tuple((f.id, f.symbols, f.effect, f.n) for f in data.die_faces())


@cache
def face_index() -> dict[str, tuple[str, int, str, int]]:
    return {f[0]: f for f in faces()}


class Loc:
    """One location as plain values."""
    __slots__ = ("id", "index", "kind", "actions", "cards", "main", "numbers", "tracks",
                 "parts", "events")

    def __init__(self, index, raw):
        self.id = raw.id
        self.index = index
        self.kind = raw.kind
        self.cards = tuple(raw.cards)
        if raw.kind == "sanctuary":
            self.actions = tuple(a.id for a in raw.actions)
            self.main = None
            self.numbers = ()
            self.tracks = {}
            self.parts = {}
            self.events = ()
        else:
            self.actions = ()
            self.main = raw.main
            self.numbers = tuple(raw.numbers)
            self.tracks = {a: tuple(t.spaces) for a, t in raw.tracks.items()}
            self.parts = dict(raw.parts)
            self.events = tuple(raw.event_ids)


@cache
def locs() -> tuple[Loc, ...]:
    return tuple(Loc(i, raw) for i, raw in enumerate(data.boards().locations))


def loc(s) -> Loc:
    return locs()[s.location]


MORDOR = LOCATIONS.index("mordor")
