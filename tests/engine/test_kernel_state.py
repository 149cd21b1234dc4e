"""The kernel's part of a game state (engine/kernel_state.py): each field is copied as its
state declares, a copy never changes the original, and the draws a position fixes
(rng.draw) come first, in order, each checked against what is drawn."""

from dataclasses import dataclass

import pytest

from lotr_table.engine import rng
from lotr_table.engine.kernel_state import (
    COPIES, COPY_SHARED, DICT, DICT_OF_LISTS, FRESH, LIST, LIST_PAIR, LISTS, OPTIONAL_COPY, OWN_COPY, KernelState, copied,
    state_fields)


@dataclass(slots=True)
class Counter:
    n: int = 0

    def copy(self) -> "Counter":
        return Counter(self.n)


class Piles:
    """Stands in for Zones: a copy that shares what it has not changed, and a full one."""

    def __init__(self, how: str = "original") -> None:
        self.how = how

    def copy(self) -> "Piles":
        return Piles("copy")

    def copy_shared(self) -> "Piles":
        return Piles("copy_shared")


@dataclass(slots=True)
class Game(KernelState):
    name: str
    zones: Piles = copied(COPY_SHARED, default_factory=Piles)
    score: list = copied(LIST, default_factory=lambda: [0, 0])
    tokens: dict = copied(DICT, default_factory=dict)
    battle: Counter | None = copied(OPTIONAL_COPY, default=None)
    tally: Counter = copied(OWN_COPY, default_factory=Counter)
    rows: list = copied(LISTS, default_factory=lambda: [[], []])
    sides: list = copied(LIST_PAIR, default_factory=lambda: [[], []])
    hobbits: list = copied(COPIES, default_factory=list)
    aside: dict = copied(DICT_OF_LISTS, default_factory=dict)
    scratch: dict = copied(FRESH, default_factory=lambda: {"fresh": True})
    doubled: tuple = copied(lambda t: t + t, default=())
    round: int = 1


def a_game() -> Game:
    g = Game("skirmish", rng=rng.seed_state(7), battle=Counter(3), rows=[[1], [2]], sides=[[3], [4]], hobbits=[Counter(1)],
             aside={0: [5]}, scratch={"picked": 1}, doubled=(1,), round=4, stack=[("step",)], cache={"x": 1})
    g.log = ("entry", None)
    return g


def test_the_kernel_fields_come_first_and_the_games_own_keep_their_places():
    assert state_fields(Game)[:8] == ("rng", "barrier", "log", "stack", "pending", "over", "cache", "fixed_draws")
    g = Game("by position", rng=1)
    assert g.name == "by position" and g.fixed_draws == () and g.stack == [] and g.cache == {}


def test_each_field_is_copied_as_declared():
    g = a_game()
    c = g.clone()
    assert type(c) is Game
    assert c.zones.how == "copy_shared"
    assert c.score == g.score and c.score is not g.score
    assert c.tokens == g.tokens and c.tokens is not g.tokens
    assert c.battle == g.battle and c.battle is not g.battle
    assert c.tally is not g.tally
    assert c.rows == [[1], [2]] and all(a is not b for a, b in zip(c.rows, g.rows))
    assert c.sides == [[3], [4]] and all(a is not b for a, b in zip(c.sides, g.sides))
    assert c.hobbits == g.hobbits and c.hobbits[0] is not g.hobbits[0]
    assert c.aside == {0: [5]} and c.aside[0] is not g.aside[0]
    assert c.scratch == {"fresh": True}, "a fresh field starts from its default"
    assert c.doubled == (1, 1), "a field copied by a function holds what the function makes"
    assert c.cache == {}, "the cache is worked out again, never copied"
    assert (c.name, c.round, c.rng, c.log) == (g.name, g.round, g.rng, g.log)
    assert c.stack == g.stack and c.stack is not g.stack


def test_an_empty_optional_copy_stays_empty():
    g = a_game()
    g.battle = None
    g.aside = {}
    g.stack = []
    c = g.clone()
    assert c.battle is None and c.aside == {} and c.stack == []
    c.stack.append(("step",))
    assert g.stack == [], "an empty stack is a new list in the copy"


def test_changing_a_copy_leaves_the_original_as_it_was():
    g = a_game()
    c = g.clone()
    c.score.append(9)
    c.rows[0].append(9)
    c.sides[1].append(9)
    c.tokens["new"] = 1
    c.aside[0].append(9)
    c.hobbits[0].n = 99
    c.battle.n = 99
    c.stack.append(("more",))
    assert g.score == [0, 0] and g.rows == [[1], [2]] and g.sides == [[3], [4]] and g.tokens == {} and g.aside == {0: [5]}
    assert g.hobbits[0].n == 1 and g.battle.n == 3 and g.stack == [("step",)]


def test_a_field_without_a_declaration_is_shared():
    g = a_game()
    g.fixed_draws = (1, 2)
    assert g.clone().fixed_draws is g.fixed_draws


def test_a_subclass_makes_its_own_copy():
    @dataclass(slots=True)
    class Longer(Game):
        extra: list = copied(LIST, default_factory=list)

    a_game().clone()                       # the parent's copy is made first
    longer = Longer("longer", rng=1, extra=[1])
    copy = longer.clone()
    assert type(copy) is Longer and copy.extra == [1] and copy.extra is not longer.extra


def test_a_field_is_copied_by_a_declared_kind_or_a_function():
    with pytest.raises(TypeError, match="declared kind or a function"):
        copied("list")


def test_fixed_draws_come_first_in_order_then_the_rng():
    g = Game("dice", rng=rng.seed_state(1), fixed_draws=(5, 0, 2))
    assert [rng.draw(g, 6) for _ in range(3)] == [5, 0, 2]
    assert g.fixed_draws == () and g.rng == rng.seed_state(1), "fixed draws do not advance the RNG"
    free = Game("dice", rng=rng.seed_state(1))
    assert rng.draw(g, 6) == rng.draw(free, 6), "afterwards the RNG draws as it would have"


def test_a_fixed_draw_out_of_range_is_refused_with_its_reason():
    g = Game("dice", rng=1, fixed_draws=(6,))
    with pytest.raises(ValueError, match=r"a fixed draw of 6 where a value in \[0, 6\) is drawn"):
        rng.draw(g, 6)


def test_a_copy_carries_the_fixed_draws_still_to_come():
    g = Game("dice", rng=1, fixed_draws=(3, 4))
    rng.draw(g, 6)
    c = g.clone()
    assert rng.draw(c, 6) == 4 and g.fixed_draws == (4,), "the original keeps its own draws"


def test_a_state_copies_without_a_loop_over_its_fields():
    # straight-line code, as a hand-written copy: one assignment per field, no field list read
    g = a_game()
    g.clone()
    code = type(g).clone.__code__
    assert "fields" not in code.co_names and "getattr" not in code.co_names
    assert set(state_fields(Game)) <= set(code.co_names)
