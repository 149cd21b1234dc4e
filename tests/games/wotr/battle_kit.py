"""What the battle scenarios share: pieces by name, dice chosen in advance, answers by kind.

`rig(s, ...)` looks for an RNG state whose next draws show the wanted faces (a face, or a set
of faces: HIT, MISS, ANY), in the order battle.py draws them: the attacker's combat roll,
the defender's, the attacker's re-roll, the defender's.
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.rng import randbelow, seed_state
from lotr_table.games.wotr import battle, combat  # noqa: F401  (the combat cards of each round)
from lotr_table.games.wotr.board import KINDS, board
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.invariants import invariants
from lotr_table.games.wotr.state import EMPTY, State, slot

B = board()
HIT = frozenset({5, 6})
MISS = frozenset({1, 2, 3, 4})
ANY = frozenset(range(1, 7))


def r(region_id: str) -> int:
    return B.region(region_id)


def n(nation_id: str) -> int:
    return B.nation(nation_id)


def pieces(**by_nation: dict) -> tuple[int, ...]:
    """pieces(gondor={"regular": 2, "leaders": 1}) as 24 counts."""
    out = list(EMPTY)
    for nation, kinds in by_nation.items():
        for kind, count in kinds.items():
            out[slot(n(nation), KINDS.index("leaders" if kind == "nazgul" else kind))] += count
    return tuple(out)


def count(s: State, region: str, nation: str, kind: str, *, box: bool = False) -> int:
    where = s.besieged if box else s.armies
    return where[r(region)][slot(n(nation), KINDS.index(kind))]


def rig(s: State, *wanted) -> None:
    """Set `s.rng` so that the next d6 show `wanted` (faces or sets of faces)."""
    sets = [frozenset({w}) if isinstance(w, int) else w for w in wanted]
    for seed in range(3_000_000):
        state = seed_state(seed)
        for faces in sets:
            state, value = randbelow(state, 6)
            if value + 1 not in faces:
                break
        else:
            s.rng = seed_state(seed)
            return
    raise AssertionError(f"no seed rolls {wanted}")


def fight(s: State, side: int, from_region: str, to_region: str, attacking: tuple[int, ...]) -> None:
    battle.start(s, side, r(from_region), r(to_region), attacking)
    FLOW.advance(s)


def asked(s: State, kind: str) -> list[Action]:
    assert s.pending is not None, f"expected a question {kind!r}, the battle is over"
    assert s.pending.kind == kind, f"asked {s.pending.kind!r}, not {kind!r}"
    return list(s.pending.actions)


def answer(s: State, kind: str, action_kind: str, **fields) -> None:
    """Answer the open question of `kind` with the one action of this kind and fields."""
    matching = [a for a in asked(s, kind)
                if a.kind == action_kind and all(a.get(k) == v for k, v in fields.items())]
    assert len(matching) == 1, f"{action_kind} {fields} not among {asked(s, kind)}"
    FLOW.decide(s, s.pending.seat, matching[0])


def over(s: State) -> None:
    """The battle is over, nothing is asked and every invariant holds."""
    assert s.battle is None and s.pending is None and not s.stack
    assert invariants(s) == []


def war(spec: dict) -> State:
    """A position in which every nation is At War unless the spec says otherwise: the
    battles' rules, not the Political Track's, are under test."""
    from lotr_table.games.wotr.setup import position
    politics = {nation: {"step": 0, "active": True} for nation in B.nation_ids}
    politics.update(spec.get("politics", {}))
    return position(spec | {"politics": politics})
