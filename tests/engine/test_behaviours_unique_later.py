"""Unique functions registered after the records are loaded, by modules the vocabulary's own
cannot import: the load defers the check, `check_unique` makes it."""

from __future__ import annotations

import pytest

from lotr_table.engine.behaviours import Vocabulary

UNIQUE = {"id": "ring_is_mine", "abilities": [{"type": "unique"}]}


def test_without_deferring_a_unique_ability_needs_its_function_at_load():
    v = Vocabulary("test")
    with pytest.raises(ValueError, match=r"card 'ring_is_mine', ability 1: no function is registered"):
        v.load([UNIQUE])


def test_a_deferred_load_keeps_the_record_and_the_check_finds_the_missing_function():
    v = Vocabulary("test")
    v.load([UNIQUE], unique_later=True)
    assert "ring_is_mine" in v.cards
    with pytest.raises(ValueError, match=r"card 'ring_is_mine', ability 1: no function is registered"):
        v.check_unique()


def test_once_registered_the_check_passes_and_the_function_runs():
    v = Vocabulary("test")
    v.load([UNIQUE], unique_later=True)
    ran = []

    @v.unique("ring_is_mine")
    def _(s, ctx):
        ran.append((ctx.card, ctx.controller, ctx.event))

    v.check_unique()
    v.use(None, "ring_is_mine", "ring_is_mine", 2, 0, ("event",))
    assert ran == [("ring_is_mine", 2, ("event",))]


def test_a_deferred_load_still_refuses_an_unknown_condition():
    v = Vocabulary("test")
    with pytest.raises(ValueError, match=r"card 'phial', ability 1: unknown condition 'before_reveal'"):
        v.load([{"id": "phial", "abilities": [{"type": "unique", "condition": {"name": "before_reveal"}}]}],
               unique_later=True)
